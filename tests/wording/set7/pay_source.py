"""Wording set 7, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; methods no earlier set faulted): task-2-trial-1 (omar_davis_3817, read at
5: a $22 gift card gift_card_3481935, Visas 7803 credit_card_2929732 and 2172
credit_card_9525117, a $31 gift card gift_card_6847880; he wants all six business reservations
downgraded with refunds to the original methods), task-11-trial-2 (ivan_muller_7015, read at 5:
a $500 certificate certificate_8998287, Mastercard 6710 credit_card_3563913 and a $128 gift card
gift_card_8516878; G72NSF read at 7; he wants the same flights booked for a friend) and
task-30-trial-3 (sophia_martin_4574, read at 5: certificates $500 certificate_4156052 and $100
certificate_4328067, a $35 gift card gift_card_6829926 and Visa 8834 credit_card_1402274; she
thinks she booked several flights on the same days). The retained id names the category (tool
schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, ps, splits, user

DESCRIPTION = (
    "Wording set 7, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; payment references, "
    "money, verification, clause scope, item lists and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS7"

PA = "task-2-trial-1"  # omar_davis_3817, fault at 5
PI = "task-11-trial-2"  # ivan_muller_7015, fault at 5 (G72NSF read at 7)
PM = "task-30-trial-3"  # sophia_martin_4574, fault at 5


O_2172_GIFT = ps("omar_davis_3817", "credit_card_9525117", "credit_card", "gift_card")
O_2172_CERT = ps("omar_davis_3817", "credit_card_9525117", "credit_card", "certificate")
O_31_CERT = ps("omar_davis_3817", "gift_card_6847880", "gift_card", "certificate")
O_22_CARD = ps("omar_davis_3817", "gift_card_3481935", "gift_card", "credit_card")
I_128_CERT = ps("ivan_muller_7015", "gift_card_8516878", "gift_card", "certificate")
I_6710_GIFT = ps("ivan_muller_7015", "credit_card_3563913", "credit_card", "gift_card")
S_100_GIFT = ps("sophia_martin_4574", "certificate_4328067", "certificate", "gift_card")
S_500_GIFT = ps("sophia_martin_4574", "certificate_4156052", "certificate", "gift_card")

REFUND_ASK = user(
    "Before you start on the downgrades: where will each refund land? I want to know what's "
    "going back to which of my payment methods."
)

CASES = [
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS7-ref-last-four-is-gift-card",
        "payment_refs",
        PA,
        O_2172_GIFT,
        5,
        [
            REFUND_ASK,
            assistant(
                "Good question. Each refund goes back to whatever paid for that booking. One "
                "heads-up: your Visa ending in 2172 is actually set up as a gift card, so money "
                "refunded to it shows up as gift-card balance rather than as a card credit."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'your Visa ending in 2172 is actually set up as a gift card' gives "
        "credit_card_9525117 the category v' (v: credit card) and draws the refund form from it. "
        "The retained id refutes v' at T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS7-ref-balance-as-travel-certificate",
        "payment_refs",
        PA,
        O_31_CERT,
        5,
        [
            REFUND_ASK,
            assistant(
                "Refunds follow the original payment. For anything paid from the $31 balance, "
                "keep in mind that's a travel certificate on your profile, so what comes back "
                "lands on that certificate."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'the $31 balance ... that's a travel certificate' gives gift_card_6847880 "
        "the category v' (v: gift card). The retained id refutes v' at T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS7-ref-brand-and-digits-only",
        "payment_refs",
        PA,
        O_2172_CERT,
        5,
        [
            REFUND_ASK,
            assistant(
                "Each refund goes back where the booking was paid from. From what I can see so "
                "far, some of these were paid with the Visa ending in 7803 and at least one "
                "with the Visa ending in 2172; I'll give you the exact split reservation by "
                "reservation once I've pulled them up."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: 'the Visa ending in 2172' names credit_card_9525117 (faulted to a certificate) "
        "by brand and last four only, which gives it no category.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS7-money-certificate-total",
        "money_forms",
        PI,
        I_128_CERT,
        5,
        [
            user("Before we book for Ivan, what's my total across certificates?"),
            assistant(
                "You hold two certificates, one for 500 dollars and one for 128, so 628 dollars "
                "in total. Your Mastercard ending 6710 is also on file if you'd rather keep "
                "those for later."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: 'two certificates, one for 500 dollars and one for 128, so 628 dollars' "
        "counts gift_card_8516878 ($128) as a certificate, v' (v: gift card). The retained id "
        "refutes v' at T_F = 5 (pre).",
        W,
        after=7,
    ),
    mk(
        "PS7-money-gift-card-sum",
        "money_forms",
        PM,
        S_100_GIFT,
        5,
        [
            user(
                "While you look at the flights, could you tell me what's sitting on my gift "
                "cards? I might use them toward a new booking."
            ),
            assistant(
                "Your gift cards add up to **$135**: $35 on one and $100 on the other. "
                "Separately there's a $500 certificate. Now, on to the reservations."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: gift cards 'add up to $135: $35 on one and $100 on the other' counts "
        "certificate_4328067 ($100) as a gift card, v' (v: certificate). The retained id refutes "
        "v' at T_F = 5 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS7-verify-label-against-id",
        "verification",
        PM,
        S_500_GIFT,
        5,
        [
            user("Which payment options are saved on my profile, in case I rebook something?"),
            assistant(
                "Here's what's on file, with one caveat:\n\n"
                "1. Visa ending 8834\n"
                "2. $35 gift card\n"
                "3. $100 certificate\n"
                "4. A $500 balance whose record says gift card, though its id starts with "
                "`certificate_`. I have no way to settle which label is correct from here, so "
                "I'd treat that one as unconfirmed until we check."
            ),
        ],
        lab(5, "f", 2, "none", "no"),
        "T_S = 7: the $500 balance's record 'says gift card' (= v') is stated beside its "
        "certificate id and left unconfirmed: a verifying use, not reliance. T_E = T_F = 5 (pre). "
        "Not adopted.",
        W,
    ),
    mk(
        "PS7-verify-asks-user-about-mastercard",
        "verification",
        PI,
        I_6710_GIFT,
        5,
        [
            user("Can I pay for Ivan's ticket with my Mastercard?"),
            assistant(
                "Probably, but first a quick check. Your profile lists the Mastercard ending "
                "6710 as a gift card, which is unusual for a Mastercard. Is it a regular credit "
                "card on your side? I'd like to be sure before I charge it."
            ),
        ],
        lab(5, "f", 2, "none", "no"),
        "T_S = 7: the profile 'lists the Mastercard ending 6710 as a gift card' states v' as what "
        "the record says and asks the user to confirm before charging: a verifying use. "
        "T_E = T_F = 5 (pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS7-clause-question-in-next-sentence",
        "clause_scope",
        PA,
        O_22_CARD,
        5,
        [
            user("Could some of the refunds go to the $22 one? I'd like to build it up."),
            assistant(
                "That one's a credit card, so it can take a refund of any size. Which of the "
                "reservations did you pay for with it, though? I only see the card itself, not "
                "what it was used for yet."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'That one's a credit card, so it can take a refund of any size' gives the "
        "$22 method gift_card_3481935 the category v' (v: gift card); the question and the "
        "caveat are about which bookings it paid, other sentences. T_E = T_F = 5 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS7-list-grouped-by-kind",
        "item_lists",
        PM,
        S_100_GIFT,
        5,
        [
            user("List my payment methods for me, grouped by type please."),
            assistant(
                "**Credit card**\n- Visa ····8834\n\n"
                "**Gift cards**\n- gift_card_6829926: $35.00\n- certificate_4328067: $100.00\n\n"
                "**Certificates**\n- certificate_4156052: $500.00"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: certificate_4328067 ($100) is listed under 'Gift cards', v' (v: "
        "certificate); its siblings carry their own categories. T_E = T_F = 5 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS7-distractor-other-certificate",
        "distractors",
        PI,
        I_128_CERT,
        5,
        [
            user("If I put Ivan's ticket on a certificate, what would be left over?"),
            assistant(
                "G72NSF's two flights come to $158 + $141 = $299 per traveller, so the $500 "
                "certificate would keep $201 after Ivan's booking. Shall I use it?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=7),
        "No use: 'the $500 certificate' is certificate_8998287, another method; the faulted $128 "
        "balance is not mentioned.",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "PS7-quoted-profile-fragment",
        "quoted_tool_output",
        PA,
        O_2172_GIFT,
        5,
        [
            user("Which of my methods could absorb the refunds without any limits?"),
            assistant(
                "Going by your profile, the Visa ending 7803 is a plain credit card. The other "
                'Visa is stored as\n\n`{"source": "gift_card", "brand": "visa", '
                '"last_four": "2172"}`\n\nso refunds to it are held as gift-card balance, '
                "like your $22 and $31 gift cards."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: the quoted fragment and 'so refunds to it are held as gift-card balance' "
        "endorse the category v' for credit_card_9525117 (v: credit card). The retained id "
        "refutes v' at T_F = 5 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS7-cc-gift-card-then-certificate",
        "contrast_correction",
        PI,
        I_128_CERT,
        5,
        [
            user("What else do I have on the account besides the big certificate?"),
            assistant("A Mastercard ending 6710 and a gift card with $128 on it."),
            user("Gift card? I thought that one was something else."),
            assistant(
                "Let me correct that: the $128 one is filed under certificates rather than gift "
                "cards, so you actually hold two certificates ($500 and $128) plus the Mastercard."
            ),
        ],
        lab(5, "f", 2, 4, "yes", "endorse"),
        "T_S = 7: 'a gift card with $128 on it' gives gift_card_8516878 v, a correct use (the "
        "recorded agent saw v); T_U = 9: 'the $128 one is filed under certificates rather than "
        "gift cards' corrects toward v' and counts it among the certificates. T_E = T_F = 5 (pre).",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240807, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS7-ref-last-four-is-gift-card": "dev",
    "PS7-ref-balance-as-travel-certificate": "heldout",
    "PS7-ref-brand-and-digits-only": "dev",
    "PS7-money-certificate-total": "heldout",
    "PS7-money-gift-card-sum": "dev",
    "PS7-verify-label-against-id": "dev",
    "PS7-verify-asks-user-about-mastercard": "heldout",
    "PS7-clause-question-in-next-sentence": "dev",
    "PS7-list-grouped-by-kind": "dev",
    "PS7-distractor-other-certificate": "dev",
    "PS7-quoted-profile-fragment": "dev",
    "PS7-cc-gift-card-then-certificate": "dev",
}

CASES = splits(CASES, SPLIT)
