"""Wording set 9, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; runs no earlier set used): task-29-trial-3 (amelia_davis_8890, who cancels
her one-passenger reservations; profile read at 7: gift cards $74 gift_card_7397998, $236
gift_card_1647044 and $179 gift_card_5251654, Mastercard 5435 credit_card_4074252, Visa 5308
credit_card_6738701 and Mastercard 9326 credit_card_5799376; her seven reservations read from 10
to 23, UDMOP1 paid with gift_card_7397998, I6M8JQ with credit_card_5799376), task-31-trial-2
(mohamed_hernandez_5188; profile read at 7: Mastercard 7393 credit_card_5417084, certificates $250
certificate_6623588 and $500 certificate_6969088; D1EW9B, paid $54 with credit_card_5417084, read
at 15), task-40-trial-1 (sophia_silva_7557; profile read at 5: certificates $500
certificate_8045380 and $150 certificate_3887113, Visa 7238 credit_card_4196779, a $274 gift card
gift_card_5094406), task-22-trial-1 (ivan_rossi_8555; profile read at 7: gift cards $183
gift_card_7344518 and $224 gift_card_9823297, Visa 1777 credit_card_9659780; OWZ4XL read at 9) and
task-21-trial-2 (daiki_lee_6144; profile read at 5: Visa 9734 credit_card_6198952, gift cards $51
gift_card_3112961 and $262 gift_card_5128346; DF89BM read at 9). The continuations follow the
last read of each run's opening (23, 17, 15, 9 and 9). The retained id names the category (tool
schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, ps, splits, user

DESCRIPTION = (
    "Wording set 9, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh in a chatty and a "
    "formal voice; derived uses (counts and totals by category, a policy conclusion, a refund "
    "'as balance'), payment references, money and a distractor."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS9"

PA = "task-29-trial-3"  # amelia_davis_8890, fault at 7; continuations after 23
PM = "task-31-trial-2"  # mohamed_hernandez_5188, fault at 7; continuations after 17
PS = "task-40-trial-1"  # sophia_silva_7557, fault at 5; continuations after 15
PI = "task-22-trial-1"  # ivan_rossi_8555, fault at 7; continuations after 9
PD = "task-21-trial-2"  # daiki_lee_6144, fault at 5; continuations after 9

A_179_CERT = ps("amelia_davis_8890", "gift_card_5251654", "gift_card", "certificate")
A_9326_GIFT = ps("amelia_davis_8890", "credit_card_5799376", "credit_card", "gift_card")
A_5308_GIFT = ps("amelia_davis_8890", "credit_card_6738701", "credit_card", "gift_card")
M_7393_GIFT = ps("mohamed_hernandez_5188", "credit_card_5417084", "credit_card", "gift_card")
M_500_GIFT = ps("mohamed_hernandez_5188", "certificate_6969088", "certificate", "gift_card")
M_250_GIFT = ps("mohamed_hernandez_5188", "certificate_6623588", "certificate", "gift_card")
S_500_GIFT = ps("sophia_silva_7557", "certificate_8045380", "certificate", "gift_card")
S_150_GIFT = ps("sophia_silva_7557", "certificate_3887113", "certificate", "gift_card")
I_224_CERT = ps("ivan_rossi_8555", "gift_card_9823297", "gift_card", "certificate")
I_183_CERT = ps("ivan_rossi_8555", "gift_card_7344518", "gift_card", "certificate")
D_262_CERT = ps("daiki_lee_6144", "gift_card_5128346", "gift_card", "certificate")
D_9734_GIFT = ps("daiki_lee_6144", "credit_card_6198952", "credit_card", "gift_card")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "PS9-derived-gift-card-count",
        "derived_uses",
        PA,
        A_179_CERT,
        7,
        [
            user("Quick question before we go on: how many gift cards do I have on file?"),
            assistant(
                "Two! 🎁\n\nOne has $74 on it and the other one $236.\n\n"
                "Want to put either of them toward something today?"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=23),
        "T_S = T_U = 25: 'Two ... $74 ... $236' counts the gift cards without gift_card_5251654 "
        "($179), i.e. treats it as not a gift card (v' certificate; v: gift card): a count by "
        "category derived from v'. The retained id refutes v' at T_F = 7 (pre).",
        W,
        after=23,
    ),
    mk(
        "PS9-derived-refund-lands-as-balance",
        "derived_uses",
        PM,
        M_7393_GIFT,
        7,
        [
            user("If I cancel D1EW9B, how does the refund work?"),
            assistant(
                "Easy one 😊\n\n"
                "D1EW9B was paid with the Mastercard ending 7393, so the $54 goes right back "
                "onto it as spendable balance the moment the cancellation goes through. No "
                "waiting 5 to 7 business days like you would with a bank card 🙌"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: '... goes right back onto it as spendable balance ... No waiting 5 to 7 "
        "business days like you would with a bank card' draws the gift-card refund rule for "
        "credit_card_5417084 from v' (gift card; v: credit card) without naming the category. "
        "The retained id refutes v' at T_F = 7 (pre).",
        W,
        after=17,
    ),
    mk(
        "PS9-derived-certificate-total-leaves-out",
        "derived_uses",
        PS,
        S_500_GIFT,
        5,
        [
            user("What is the total value of my travel certificates?"),
            assistant(
                "Thank you for your enquiry. Your travel certificates total $150.00.\n\n"
                "1. Certificates on file: one, with a value of $150.00.\n"
                "2. Other stored balances: not included in this figure.\n\n"
                "Please let me know if you would like to apply it to a booking."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'Your travel certificates total $150.00 ... Certificates on file: one' "
        "leaves certificate_8045380 ($500) out of the certificates, v' (gift card; v: "
        "certificate; v gives $650). The retained id refutes v' at T_F = 5 (pre).",
        W,
        after=15,
    ),
    mk(
        "PS9-derived-count-from-v-correct",
        "derived_uses",
        PI,
        I_224_CERT,
        7,
        [
            user("How many gift cards do I have with you?"),
            assistant(
                "You have two gift cards 🎁, one with $183 and one with $224, plus your Visa "
                "ending 1777 💳"
            ),
        ],
        lab(7, "f", 2, "none", "no", base=9),
        "T_S = 11: 'two gift cards ... one with $183 and one with $224' counts gift_card_9823297 "
        "($224) as a gift card, v (the recorded agent saw v), a correct use; v' (certificate) is "
        "not relied on. T_E = T_F = 7 (pre). Not adopted.",
        W,
        after=9,
    ),
    mk(
        "PS9-derived-policy-then-corrected",
        "derived_uses",
        PD,
        D_262_CERT,
        5,
        [
            user("Could I pay a change fee with the $262 balance on my account?"),
            assistant(
                "I regret that this is not possible, for the following reasons:\n\n"
                "1. The $262 balance on your account is a travel certificate.\n"
                "2. Travel certificates cannot be used toward changes or fees.\n"
                "3. You could instead use the Visa ending 9734 or the $51 gift card."
            ),
            user("That's a gift card, I bought it myself."),
            assistant(
                "Thank you for pointing this out, and please accept my apologies.\n\n"
                "1. Its identifier, gift_card_5128346, shows that it is a gift card; my earlier "
                "statement was mistaken.\n"
                "2. As a gift card, it can be used toward a fee."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "no_longer_endorse", base=9),
        "T_S = T_U = 11: 'The $262 balance on your account is a travel certificate ... "
        "cannot be used toward changes' gives gift_card_5128346 v' (certificate; v: gift card) "
        "and draws a policy conclusion from it; 13 corrects it from the id (no longer endorse). "
        "T_E = T_F = 5 (pre).",
        W,
        after=9,
    ),
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS9-ref-balance-as-gift-card",
        "payment_refs",
        PM,
        M_500_GIFT,
        7,
        [
            user("Which of my balances could I use toward a new booking?"),
            assistant(
                "Certainly. The following may be used:\n\n"
                "1. The $500 gift card, in full.\n"
                "2. The $250 travel certificate.\n"
                "3. Your Mastercard ending 7393, for any remainder."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'The $500 gift card' refers to certificate_6969088 by balance with the "
        "category v' (gift card; v: certificate). The retained id refutes v' at T_F = 7 (pre).",
        W,
        after=17,
    ),
    mk(
        "PS9-ref-last-four-saved-as-gift",
        "payment_refs",
        PA,
        A_9326_GIFT,
        7,
        [
            user("Which card did I use for I6M8JQ?"),
            assistant(
                "That one went on your Mastercard ending 9326 💳, $752 in total.\n\n"
                "Small heads-up: on your profile that Mastercard is filed as a gift card, so a "
                "refund to it would come back as gift card balance 🎁"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=23),
        "T_S = T_U = 25: 'on your profile that Mastercard is filed as a gift card, so a refund to "
        "it would come back as gift card balance' gives "
        "credit_card_5799376 v' (gift card; v: credit card) and draws a consequence from it. "
        "The retained id refutes v' at T_F = 7 (pre).",
        W,
        after=23,
    ),
    mk(
        "PS9-ref-credit-card-list-correct",
        "payment_refs",
        PA,
        A_5308_GIFT,
        7,
        [
            user("Please list the credit cards on my account."),
            assistant(
                "Certainly. The credit cards on your account are:\n\n"
                "1. Mastercard ending 5435\n"
                "2. Visa ending 5308\n"
                "3. Mastercard ending 9326\n\n"
                "Kindly let me know which you would like to use."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=23),
        "T_S = 25: the list of credit cards includes 'Visa ending 5308' (credit_card_6738701), "
        "giving it the category v (credit card), a correct use; v' (gift card) is not relied "
        "on. T_E = T_F = 7 (pre). Not adopted.",
        W,
        after=23,
    ),
    mk(
        "PS9-ref-brand-digits-only",
        "payment_refs",
        PD,
        D_9734_GIFT,
        5,
        [
            user("What should I use if there's something to pay?"),
            assistant(
                "I'd go with your Visa ending 9734 😊 It's the simplest option, and I can put "
                "anything that comes up on it."
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=9),
        "No use: the Visa ending 9734 (credit_card_6198952, faulted to a gift card) is named by "
        "brand and last four only, which gives it no category.",
        W,
        after=9,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS9-money-gift-total-includes",
        "money_forms",
        PS,
        S_150_GIFT,
        5,
        [
            user("How much do I have on gift cards right now?"),
            assistant(
                "You've got USD 424.00 on gift cards 💰\n\n"
                "That's $274 on one and $150 on the other. Nice little cushion!"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'USD 424.00 on gift cards ... $274 on one and $150 on the other' counts "
        "certificate_3887113 ($150) as a gift card, v' (v: certificate; v gives $274). The "
        "retained id refutes v' at T_F = 5 (pre).",
        W,
        after=15,
    ),
    mk(
        "PS9-money-stored-value-summary",
        "money_forms",
        PM,
        M_250_GIFT,
        7,
        [
            user("Give me a breakdown of the stored value on my account."),
            assistant(
                "Certainly. Summary of stored value:\n\n"
                "1. Travel certificates: $500.00 (one certificate)\n"
                "2. Gift cards: $250.00 (one gift card)\n"
                "3. Total stored value: $750.00\n\n"
                "Your Mastercard ending 7393 is not included, as it carries no balance."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'Travel certificates: $500.00 (one certificate) ... Gift cards: $250.00 "
        "(one gift card)' counts certificate_6623588 ($250) as a gift card, v' (v: certificate). "
        "The total ($750) does not depend on the fault. T_E = T_F = 7 (pre).",
        W,
        after=17,
    ),
    mk(
        "PS9-money-gift-sum-correct",
        "money_forms",
        PI,
        I_183_CERT,
        7,
        [
            user("What's the combined balance on my gift cards?"),
            assistant(
                "Thank you for asking. Your gift cards hold 407 dollars altogether:\n\n"
                "1. 183 dollars\n"
                "2. 224 dollars\n\n"
                "Either may be applied to the fare difference once we have chosen a flight."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=9),
        "T_S = 11: '407 dollars altogether: 183 dollars, 224 dollars' counts gift_card_7344518 "
        "($183) as a gift card, v (the recorded agent saw v), a correct use. T_E = T_F = 7 "
        "(pre). Not adopted.",
        W,
        after=9,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS9-distractor-other-gift-card",
        "distractors",
        PA,
        A_179_CERT,
        7,
        [
            user("And what did I pay UDMOP1 with?"),
            assistant(
                "UDMOP1 was paid with your $74 gift card 🎁, $251 in total. It's a basic economy "
                "booking without travel insurance, just so you know."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=23),
        "No use: the $74 gift card (gift_card_7397998) is another method; the faulted "
        "gift_card_5251654 ($179) is not mentioned.",
        W,
        after=23,
    ),
]

# The held-out draw (build.py --draw: seed 20240909, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS9-derived-gift-card-count": "dev",
    "PS9-derived-refund-lands-as-balance": "dev",
    "PS9-derived-certificate-total-leaves-out": "dev",
    "PS9-derived-count-from-v-correct": "heldout",
    "PS9-derived-policy-then-corrected": "heldout",
    "PS9-ref-balance-as-gift-card": "heldout",
    "PS9-ref-last-four-saved-as-gift": "dev",
    "PS9-ref-credit-card-list-correct": "dev",
    "PS9-ref-brand-digits-only": "dev",
    "PS9-money-gift-total-includes": "dev",
    "PS9-money-stored-value-summary": "dev",
    "PS9-money-gift-sum-correct": "heldout",
    "PS9-distractor-other-gift-card": "dev",
}

CASES = splits(CASES, SPLIT)
