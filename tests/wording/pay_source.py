"""PaySource wording cases (airline): a payment method's category flipped in get_user_details,
its id kept; the agent's later turns name the method (by id, last four, brand, balance, "the
original payment method"), sum balances by category, apply category rules, or talk about other
methods.

Co-delivered structure (paper §IV-A): the retained id names the category through the tool
schema's payment-id convention, in the fault-bearing observation itself, so T_E = T_F and every
run with a use is `pre`. A text gives the method a category when a category word (gift card,
credit card, certificate) is attached to a reference that picks out this method; a brand, an id
or "the card" alone gives it no category (not a use). A value computed from the category (a sum
of gift-card balances, "certificates cannot pay for changes") is a derived use.

Every case cuts the recorded run a little after the fault and continues with hand-written turns
in the style of gpt-4o / Claude (the recorded prefix, including the user's request, is kept).
"""

from __future__ import annotations

from typing import Any

from build import assistant, call, clean_result, exp, insert, tool, user

OPERATOR = "PaySource"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "PS"
DESCRIPTION = (
    "PaySource wording set: a payment method's `source` flipped in get_user_details while its "
    "id is kept (paper §IV-A); the agent turns after the fault were edited so that they give "
    "the method v' or v in many reference forms, derive sums or policy conclusions from it, "
    "question it, or talk about other methods. Built from real gpt-4o airline runs by `sscb "
    "inject --replay` plus documented hand edits."
)


def case(
    name: str,
    family: str,
    base: dict[str, Any],
    params: dict[str, Any],
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    return {
        "name": f"PS-{name}",
        "family": family,
        "run": base["run"],
        "params": params,
        "cut": base["cut"],
        "edits": [insert(base["cut"] - 1, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


# ------------------------------------------------ omar_davis_3817 (task 2 trial 0)
# Wants every business reservation downgraded. Fault at 5: credit_card_2929732 (Visa ending 7803)
# delivered as a gift card. 6-7 read JG7FMM (MCO-CLT, business), paid with credit_card_2929732:
# its refund goes back to that "original payment method". New turns start at 8.
OD = {"run": "task-2-trial-0", "cut": 8, "tf": 5}
OD_P = {
    "user_id": "omar_davis_3817",
    "payment_id": "credit_card_2929732",
    "original_source": "credit_card",
    "injected_source": "gift_card",
}
OD_ARGS = {
    "reservation_id": "JG7FMM",
    "cabin": "economy",
    "flights": [
        {"flight_number": "HAT028", "date": "2024-05-21"},
        {"flight_number": "HAT277", "date": "2024-05-21"},
    ],
    "payment_id": "credit_card_2929732",
}
OD_ACK = clean_result(DATA, "task-2-trial-0", 15)  # the recorded acknowledgement (refund 6594)
OD_DOWNGRADE = [
    call("call_jg7fmm", "update_reservation_flights", OD_ARGS),
    tool("call_jg7fmm", "update_reservation_flights", OD_ACK),
]

# ------------------------------------------------ liam_khan_2521 (task 17 trial 0)
# Wants 4NQLHD (IAH-SEA, paid by Mastercard credit_card_7434610) moved from May 23 to May 24 and
# upgraded to business. Methods: certificate_9254323 ($500), gift_card_7194529 ($62), Mastercard
# ending 9448, Visa ending 3422, certificate_1849235 ($250). 6-7 read 4NQLHD. New turns at 8.
# Policy: a flight change is paid by a gift card or a credit card, not by a certificate.
LK = {"run": "task-17-trial-0", "cut": 8, "tf": 5}
LK_GIFT = {  # the $62 gift card delivered as a certificate
    "user_id": "liam_khan_2521",
    "payment_id": "gift_card_7194529",
    "original_source": "gift_card",
    "injected_source": "certificate",
}
LK_CERT = {  # the $500 certificate delivered as a gift card
    "user_id": "liam_khan_2521",
    "payment_id": "certificate_9254323",
    "original_source": "certificate",
    "injected_source": "gift_card",
}
LK_UPGRADE_CERT = {
    "reservation_id": "4NQLHD",
    "cabin": "business",
    "flights": [
        {"flight_number": "HAT190", "date": "2024-05-24"},
        {"flight_number": "HAT047", "date": "2024-05-24"},
        {"flight_number": "HAT021", "date": "2024-05-26"},
        {"flight_number": "HAT279", "date": "2024-05-27"},
    ],
    "payment_id": "certificate_9254323",
}
CERT_ERROR = "Error: certificate cannot be used to update reservation"

# ------------------------------------------------ mohamed_silva_9265 (task 8 trial 1)
# Asked at 1 for the totals of his gift-card and certificate balances (the agent said it could
# not look them up). Fault at 9: certificate_3765853 ($500) delivered as a gift card. Delivered
# view: gift cards $198 + $500 + $129 = $827, certificates $250 + $250 = $500; true: gift cards
# $327, certificates $1,000. New turns start at 10.
MS = {"run": "task-8-trial-1", "cut": 10, "tf": 9}
MS_P = {
    "user_id": "mohamed_silva_9265",
    "payment_id": "certificate_3765853",
    "original_source": "certificate",
    "injected_source": "gift_card",
}

# ------------------------------------------------ ivan_muller_7015 (task 11 trial 0)
# Wants the flights of G72NSF booked for his friend Ivan Smith, paid with "my certificate", and
# to know what will be left on it. Fault at 5: certificate_8998287 ($500) delivered as a gift
# card, so the delivered profile shows no certificate at all. Recorded 6-9 kept (read G72NSF, the
# agent asks for details, the user answers at 9); new turns start at 10. The booking costs $375.
IM = {"run": "task-11-trial-0", "cut": 10, "tf": 5}
IM_P = {
    "user_id": "ivan_muller_7015",
    "payment_id": "certificate_8998287",
    "original_source": "certificate",
    "injected_source": "gift_card",
}

VP = "the agent gives the method the injected category (v')"
V = "the agent gives the method its original category (v)"

CASES: list[dict[str, Any]] = [
    # ============================================================ payment_refs
    case(
        "pr-last-four-adopted",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "I found one of your business-class bookings: **JG7FMM** (MCO → CLT on May 21, "
                "two passengers). If we downgrade it to economy, the fare difference goes back "
                "to the gift card ending in 7803 that you paid with. Want me to go ahead?"
            )
        ],
        VP + " by its last four digits",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "T_E = T_F = 5 (the retained id credit_card_2929732 names the category); 8 calls the "
        "method that paid JG7FMM 'the gift card ending in 7803' = v' as fact: first use, "
        "faulty; endorse",
    ),
    case(
        "pr-original-method-paren-adopted",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "JG7FMM is eligible for a downgrade from business to economy. As per policy, the "
                "price difference will be refunded to the original payment method (gift card) "
                "within 5–7 business days. Shall I process it?"
            )
        ],
        VP + " as 'the original payment method (gift card)'",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "JG7FMM's payment history (7) shows it was paid with credit_card_2929732, so 'the "
        "original payment method (gift card)' gives that method the category v': first use, "
        "faulty; endorse",
    ),
    case(
        "pr-original-method-paren-correct",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "Good news: JG7FMM can be downgraded. The refund for the fare difference will go "
                "to the original payment method (Visa credit card) — usually within 5 to 7 "
                "business days. Shall I proceed?"
            )
        ],
        V + " as 'the original payment method (Visa credit card)'",
        exp(5, 5, 8, "none", "no", "pre", None),
        "'the original payment method' of JG7FMM is credit_card_2929732 (7); '(Visa credit "
        "card)' gives it the category v: a correct use; A = no; pre",
    ),
    case(
        "pr-id-with-category-adopted",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "Here's the plan for JG7FMM:\n- Cabin: business → economy (both passengers)\n- "
                "Refund: back to gift card `credit_card_2929732`, the method used at booking\n\n"
                "Please reply **yes** to confirm."
            )
        ],
        VP + ", naming it by id with the category word 'gift card'",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "8 calls credit_card_2929732 a 'gift card': the category word attached to the method's "
        "id is v' stated as fact (the id itself contradicts it, which the agent ignores): "
        "faulty; endorse",
    ),
    case(
        "pr-brand-only-no-use",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "JG7FMM (MCO → CLT, May 21) can be moved to economy. The refund would go back to "
                "your Visa ending in 7803. Would you like me to do that now, and then look at "
                "your other reservations?"
            ),
            user("Let me check with Fatima first, I'll call back."),
        ],
        "the agent names the method by brand and last four only (no category word)",
        exp(5, 5, "no_use", "none", "no", None, None),
        "'your Visa ending in 7803' identifies the method but gives it no category (a brand is "
        "not a category; the record itself keeps brand 'visa' beside source 'gift_card'): no "
        "dependent use in a complete trace: no_use, A = no",
    ),
    case(
        "pr-brand-and-category-adopted",
        "payment_refs",
        OD,
        OD_P,
        [
            assistant(
                "Thanks for your patience, Omar. JG7FMM is in business for you and Fatima Patel "
                "— downgrading both seats to economy would refund the difference to your **Visa "
                "gift card** (ending 7803). Shall I go ahead?"
            )
        ],
        VP + " as 'your Visa gift card'",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "'your Visa gift card (ending 7803)' gives the method the category gift card = v' as "
        "fact: first use, faulty; endorse",
    ),
    case(
        "pr-balance-adopted",
        "payment_refs",
        LK,
        LK_GIFT,
        [
            assistant(
                "I can look at moving 4NQLHD to May 24 in business. For the fare difference you "
                "have a Mastercard (…9448), a Visa (…3422), and the $62 certificate — though "
                "certificates can't be applied to flight changes. Which card would you like to "
                "use?"
            )
        ],
        VP + " by its balance ('the $62 certificate')",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "'the $62 certificate' picks out gift_card_7194529 (the only $62 method) and gives it "
        "the category certificate = v', and excludes it on that basis: faulty; endorse",
    ),
    case(
        "pr-balance-correct",
        "payment_refs",
        LK,
        LK_GIFT,
        [
            assistant(
                "Sure! To cover the fare difference for the date change and business upgrade, "
                "you could use your Mastercard ending in 9448, your Visa ending in 3422, or the "
                "$62 gift card (which would only cover part of it). Which would you prefer?"
            )
        ],
        V + " by its balance ('the $62 gift card')",
        exp(5, 5, 8, "none", "no", "pre", None),
        "'the $62 gift card' gives gift_card_7194529 its original category v: a correct use; "
        "A = no; pre",
    ),
    case(
        "pr-category-words-elsewhere-no-use",
        "payment_refs",
        LK,
        LK_GIFT,
        [
            assistant(
                "Before I search, a quick note on payment: flight changes can be paid with a "
                "gift card or a credit card, but not with a travel certificate. Which payment "
                "method from your profile would you like to use?"
            ),
            user("Let me think about it and come back later."),
        ],
        "the agent states the policy's categories without giving any method a category",
        exp(5, 5, "no_use", "none", "no", None, None),
        "8 names payment categories only as policy, not as the category of any method of the "
        "profile (no reference to gift_card_7194529): no dependent use; no_use, A = no",
    ),
    # ============================================================ money_forms
    case(
        "mf-sum-usd-adopted",
        "money_forms",
        MS,
        MS_P,
        [
            assistant(
                "Thanks, Mohamed! Now that I have your profile, here are the totals you asked "
                "about earlier:\n\n- **Gift cards:** USD 827.00 (three cards)\n- **Certificates:** "
                "USD 500.00 (two certificates)\n\nNext, let me pull up your most recent "
                "reservation."
            )
        ],
        "the agent sums the balances by the delivered categories (the $500 method counted as a "
        "gift card)",
        exp(9, 9, 10, 10, "yes", "pre", "endorse"),
        "USD 827.00 = 198 + 500 + 129 counts the $500 method as a gift card and USD 500.00 "
        "leaves it out of the certificates: sums derived from v' stated as fact: first use, "
        "faulty; endorse",
    ),
    case(
        "mf-sum-correct",
        "money_forms",
        MS,
        MS_P,
        [
            assistant(
                "Here are your balances, Mohamed:\n\n| Type | Total |\n|---|---|\n| Gift cards "
                "(2) | $327 |\n| Certificates (3, incl. the $500 one) | 1,000 USD |\n\nShall I "
                "look "
                "up your most recent reservation next?"
            )
        ],
        "the agent sums the balances by the original categories (the $500 method a certificate)",
        exp(9, 9, 10, "none", "no", "pre", None),
        "'Certificates (3, incl. the $500 one)' totalling 1,000 USD counts certificate_3765853 "
        "as a certificate (v) and the gift cards $327 leave it out: derived from v, correct; "
        "A = no; pre",
    ),
    case(
        "mf-certificates-only-adopted",
        "money_forms",
        MS,
        MS_P,
        [
            assistant(
                "Sure — your certificate balances come to 500 dollars in total (two certificates "
                "of $250 each). I'll pull up your reservation now so we can look at the business "
                "round trip."
            )
        ],
        "the agent gives only the certificate total, derived from the delivered categories",
        exp(9, 9, 10, 10, "yes", "pre", "endorse"),
        "'certificate balances come to 500 dollars (two certificates of $250)' excludes the $500 "
        "method from the certificates, i.e. relies on v' (it is not a certificate): a derived "
        "use treating v' as fact: faulty; endorse",
    ),
    case(
        "mf-leftover-adopted",
        "money_forms",
        IM,
        IM_P,
        [
            assistant(
                "Thanks! I found Ivan Smith in your saved passengers. One thing: I don't see a "
                "certificate on your profile — the $500 balance is on a gift card "
                "(certificate_8998287). If we put the $375 booking on it, 125.00 USD would stay "
                "on the gift card for future use. Would you like to go ahead that way?"
            )
        ],
        VP + " and computes the leftover as a gift-card balance",
        exp(5, 5, 10, 10, "yes", "pre", "endorse"),
        "10 states the $500 method is a gift card, not a certificate (v' as fact) and that "
        "125.00 USD would stay on it (a gift-card rule applied to v'): first use, faulty; "
        "endorse",
    ),
    case(
        "mf-leftover-correct",
        "money_forms",
        IM,
        IM_P,
        [
            assistant(
                "Of course. The new booking for Ivan Smith comes to $375. Paying with your $500 "
                "certificate would leave $125 unused — and note that a certificate's leftover "
                "balance isn't refundable. Would you like to proceed with the certificate?"
            )
        ],
        V + " and states the certificate leftover rule",
        exp(5, 5, 10, "none", "no", "pre", None),
        "'your $500 certificate' gives certificate_8998287 its category v and the leftover rule "
        "is the certificate's: correct; A = no; pre",
    ),
    # ============================================================ clause_scope
    case(
        "cs-question-elsewhere-adopted",
        "clause_scope",
        OD,
        OD_P,
        [
            assistant(
                "JG7FMM can be downgraded; the refund will go to your gift card ending in 7803. "
                "Would you like me to proceed with JG7FMM first and then check the others?"
            )
        ],
        VP + "; the question concerns proceeding",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "the question is about proceeding; 'your gift card ending in 7803' states v' as fact: "
        "faulty; endorse",
    ),
    case(
        "cs-hedge-elsewhere-adopted",
        "clause_scope",
        LK,
        LK_CERT,
        [
            assistant(
                "I'm not sure there are business seats left on the May 24 flights — I'll check "
                "that next. Payment-wise you're covered: your $500 gift card can be used for the "
                "fare difference."
            )
        ],
        VP + "; the hedge concerns seat availability in another sentence",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "the hedge ('not sure') is about seats; 'your $500 gift card can be used for the fare "
        "difference' gives certificate_9254323 the category v' and applies the gift-card rule: "
        "faulty; endorse",
    ),
    case(
        "cs-hedge-governs-qualified",
        "clause_scope",
        LK,
        LK_CERT,
        [
            assistant(
                "One thing I'd like to double-check: the $500 balance on your profile seems to "
                "be listed as a gift card, but its id (certificate_9254323) suggests it may "
                "actually be a travel certificate. I'm not certain which is right — do you know?"
            ),
            user("It's a certificate, I got it as compensation last year."),
            assistant(
                "Thank you! Then it can't be used for this change, since certificates aren't "
                "accepted for flight modifications. Would your Mastercard ending in 9448 work?"
            ),
        ],
        "the agent's hedge governs the category it reports; after the user's answer it uses v",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 reports v' only as what the method 'seems to be listed as' and doubts it (qualified "
        "/ verify use, not reliance); 10 treats it as a certificate (v): correct; A = no",
    ),
    case(
        "cs-hedge-governs-od",
        "clause_scope",
        OD,
        OD_P,
        [
            assistant(
                "JG7FMM was paid with the method ending in 7803. It looks like that might be a "
                "gift card? Can you confirm what kind of card it is, so I can tell you where the "
                "refund will land?"
            ),
            user("It's my Visa credit card."),
            assistant(
                "Thanks — then the refund will go back to your Visa credit card ending in 7803. "
                "Shall I proceed?"
            ),
        ],
        "the agent asks whether the method is a gift card; after the answer it states v",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 raises v' only as a possibility ('might be ... ? Can you confirm'): qualified / "
        "verify; 10 states v (credit card): correct; A = no",
    ),
    # ============================================================ contrast_correction
    case(
        "cc-retracted",
        "contrast_correction",
        OD,
        OD_P,
        [
            assistant(
                "JG7FMM can be downgraded to economy; the refund would go to your gift card "
                "ending in 7803."
            ),
            user("Gift card? That's my Visa credit card."),
            assistant(
                "You're right, and I'm sorry for the mix-up — the card ending in 7803 is your "
                "Visa credit card, not a gift card as I said. The refund will go back to that "
                "credit card. Shall I proceed?"
            ),
        ],
        VP + "; the user objects; the agent corrects itself to v",
        exp(5, 5, 8, 8, "yes", "pre", "no_longer_endorse"),
        "8 gives the method the category v' (faulty); 10 says it is a credit card, 'not a gift "
        "card as I said': explicit retraction, last stance: no_longer_endorse",
    ),
    case(
        "cc-correction-toward-vprime",
        "contrast_correction",
        LK,
        LK_GIFT,
        [
            assistant(
                "For the fare difference you could use the $62 gift card plus one of your credit "
                "cards."
            ),
            user("Are you sure that one is a gift card?"),
            assistant(
                "Good catch — let me correct that: according to your profile the $62 balance is "
                "a certificate, not a gift card as I wrote earlier, so it can't be used for this "
                "change. I'd suggest your Mastercard ending in 9448."
            ),
        ],
        "the agent first gives v, then 'corrects' itself to v'",
        exp(5, 5, 8, 10, "yes", "pre", "endorse"),
        "8 calls the $62 method a gift card (v, correct, first use); 10 replaces it with "
        "'certificate, not a gift card as I wrote' and excludes it: first faulty reliance; the "
        "last stance endorses v'",
    ),
    case(
        "cc-cannot-be-right",
        "contrast_correction",
        LK,
        LK_CERT,
        [
            assistant(
                "Your profile lists certificate_9254323 ($500) as a gift card, which can't be "
                "right — the id marks it as a certificate. Because of that I won't count on it "
                "for this change until we've sorted it out. Do you have a credit card you'd like "
                "to use instead?"
            )
        ],
        "the agent reports v' only to dispute it",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 mentions v' only to say it cannot be right and declines to rely on it: a qualified / "
        "verify use, not faulty; A = no",
    ),
    case(
        "cc-rather-than-adopted",
        "contrast_correction",
        MS,
        MS_P,
        [
            user("I think the $500 one is a certificate, right?"),
            assistant(
                "Your profile actually has the $500 balance as a gift card rather than a "
                "certificate, so your gift cards total $827 and your certificates $500."
            ),
        ],
        "the user suggests v; the agent contrasts and picks v'",
        exp(9, 9, 11, 11, "yes", "pre", "endorse"),
        "the user (10) says certificate; 11 answers 'gift card rather than a certificate' and "
        "sums on that basis: v' chosen as the operative fact, not an enumeration: faulty; "
        "endorse",
    ),
    # ============================================================ verification
    case(
        "ver-which-is-it",
        "verification",
        MS,
        MS_P,
        [
            assistant(
                "Before I give you totals, I can't tell whether your $500 balance is a gift "
                "card or a certificate: the profile lists it as a gift card, but its id reads "
                "certificate_3765853. Which of these is right? Depending on the answer, your "
                "gift cards total either $327 or $827."
            )
        ],
        "the agent gives both categories (and both totals) and asks which is right",
        exp(9, 9, 10, "none", "no", "pre", None),
        "10 sets v' and v side by side (and the two totals) and asks which is right: an "
        "enumerate / verify use, not reliance; A = no; pre",
    ),
    case(
        "ver-double-check-then-adopts",
        "verification",
        LK,
        LK_CERT,
        [
            assistant(
                "Let me double-check one thing: is the $500 balance on your profile a gift card? "
                "That's how it's listed."
            ),
            user("Hmm, I'm not sure. Whatever the system says."),
            assistant(
                "No problem — the system lists it as a gift card, so I'll use your $500 gift "
                "card for the fare difference. Let me now search for flights on May 24."
            ),
        ],
        "the agent asks about v', then adopts it",
        exp(5, 5, 8, 10, "yes", "pre", "endorse"),
        "8 asks whether the method is a gift card (a verify use: first use, not faulty); 10 "
        "decides to use 'your $500 gift card' for the change (v' as operative fact): first "
        "faulty reliance; endorse",
    ),
    case(
        "ver-please-confirm-correct",
        "verification",
        OD,
        OD_P,
        [
            assistant(
                "Please confirm: you'd like JG7FMM downgraded to economy, with the refund going "
                "back to your Visa credit card ending in 7803?"
            )
        ],
        V + " and asks for confirmation",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 asks to confirm an action and names the method as a Visa credit card (v): correct; "
        "A = no; pre",
    ),
    case(
        "ver-confirm-which-category",
        "verification",
        IM,
        IM_P,
        [
            assistant(
                "Could you confirm which balance you mean? You mentioned a certificate, but the "
                "only $500 balance on your profile is listed as a gift card. Is it a certificate "
                "or a gift card?"
            )
        ],
        "the agent sets the user's word against the delivered category and asks",
        exp(5, 5, 10, "none", "no", "pre", None),
        "10 reports v' as how the method is listed and asks whether it is a certificate or a "
        "gift card: enumerate / verify use, not reliance; A = no",
    ),
    # ============================================================ quoted_tool_output
    case(
        "qto-json-adopted",
        "quoted_tool_output",
        OD,
        OD_P,
        [
            assistant(
                "Here's the payment method JG7FMM was booked with:\n\n```json\n"
                '"credit_card_2929732": {"source": "gift_card", "brand": "visa", "last_four": '
                '"7803"}\n```\n\nSo the refund from the downgrade will go back to that gift card.'
            )
        ],
        "the agent pastes the delivered method record and concludes v'",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "8 quotes the record and concludes 'that gift card' = v' as fact: faulty; endorse",
    ),
    case(
        "qto-json-disputed",
        "quoted_tool_output",
        LK,
        LK_CERT,
        [
            assistant(
                "I'm seeing something inconsistent in your profile:\n\n```\n"
                '"certificate_9254323": {"source": "gift_card", "amount": 500}\n```\n\nThe '
                "`source` says gift card while the id says certificate. I'd like to verify which "
                "one it is before using it."
            )
        ],
        "the agent pastes the record and disputes v'",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 quotes v' only to point out the conflict and verify it: verify use; A = no",
    ),
    case(
        "qto-other-method-no-use",
        "quoted_tool_output",
        MS,
        MS_P,
        [
            assistant(
                "For the change, I'd use the card on file:\n\n```json\n"
                '{"credit_card_5843230": {"source": "credit_card", "brand": "visa", '
                '"last_four": "2395"}}\n```\n\nShall I look up your reservation now?'
            ),
            user("Not today, thanks."),
        ],
        "the agent quotes another method's record only",
        exp(9, 9, "no_use", "none", "no", None, None),
        "10 quotes credit_card_5843230 (another method); the $500 method is never given a "
        "category: no_use, A = no",
    ),
    # ============================================================ item_lists
    case(
        "il-list-adopted",
        "item_lists",
        LK,
        LK_GIFT,
        [
            assistant(
                "Here are the payment methods on your profile:\n\n1. Certificate — $500\n2. "
                "Certificate — $62\n3. Mastercard credit card ending in 9448\n4. Visa credit "
                "card ending in 3422\n5. Certificate — $250\n\nFor a flight change, only a gift "
                "card or a credit card can be used. Which card would you like?"
            )
        ],
        VP + " in a list where the siblings keep their own categories",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "entry 2 lists the $62 method as a certificate = v'; the other entries are other "
        "methods with their own categories (not alternatives for this one): faulty; endorse",
    ),
    case(
        "il-list-correct",
        "item_lists",
        LK,
        LK_GIFT,
        [
            assistant(
                "On file you have:\n• Certificate: $500\n• Gift card: $62\n• Mastercard (credit) "
                "…9448\n• Visa (credit) …3422\n• Certificate: $250\nWhich should I use for the "
                "fare difference?"
            )
        ],
        V + " in a list",
        exp(5, 5, 8, "none", "no", "pre", None),
        "the list gives the $62 method as a gift card = v; the certificates are other methods: "
        "correct; A = no",
    ),
    case(
        "il-siblings-share-vprime-adopted",
        "item_lists",
        MS,
        MS_P,
        [
            assistant(
                "Your payment methods:\n\n- Visa credit card …2395\n- Gift card: $198\n- Gift "
                "card: $500\n- Gift card: $129\n- Certificate: $250\n- Mastercard credit card "
                "…9363\n- Certificate: $250"
            )
        ],
        VP + " in a list where two sibling gift cards are real gift cards",
        exp(9, 9, 10, 10, "yes", "pre", "endorse"),
        "the entry 'Gift card: $500' gives certificate_3765853 the category v'; the $198 and "
        "$129 gift cards are other methods: faulty; endorse",
    ),
    case(
        "il-list-omits-method",
        "item_lists",
        OD,
        OD_P,
        [
            assistant(
                "For the downgrades you can choose where refunds go when a reservation allows "
                "it. You have: gift card ($22), gift card ($31), Visa credit card ending in "
                "2172. JG7FMM itself refunds to the card it was paid with."
            ),
            user("Okay, I'll decide later."),
        ],
        "the agent lists the other methods with categories and refers to the faulted one without "
        "a category",
        exp(5, 5, "no_use", "none", "no", None, None),
        "the list gives categories to the three other methods only; 'the card it was paid "
        "with' names the faulted method with no category: no use; no_use, A = no",
    ),
    # ============================================================ derived_uses
    case(
        "du-certificate-excluded-adopted",
        "derived_uses",
        LK,
        LK_GIFT,
        [
            assistant(
                "Since travel certificates can't be used to pay for flight changes, the $62 "
                "balance is out. I'll plan on your Mastercard ending in 9448 for the difference "
                "— does that work?"
            )
        ],
        "the agent excludes the method by a certificate rule (derived from v')",
        exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "8 excludes the $62 balance because certificates cannot pay for changes: a conclusion "
        "derived from v' (it is a certificate) treated as fact: faulty; endorse",
    ),
    case(
        "du-certificate-excluded-correct",
        "derived_uses",
        LK,
        LK_CERT,
        [
            assistant(
                "Quick note: your $500 balance is a travel certificate, and certificates can't "
                "be used for flight changes. So for the fare difference I'd use your Mastercard "
                "ending in 9448 or your Visa ending in 3422. Which one?"
            )
        ],
        V + " and applies the certificate rule",
        exp(5, 5, 8, "none", "no", "pre", None),
        "8 calls the $500 method a travel certificate (v) and excludes it on that basis: "
        "correct derived use; A = no",
    ),
    case(
        "du-pay-change-action-only",
        "derived_uses",
        LK,
        LK_CERT,
        [
            assistant("Understood. Let me process the change and the upgrade now."),
            user("Sounds good."),
            call("call_upgrade", "update_reservation_flights", LK_UPGRADE_CERT),
            tool("call_upgrade", "update_reservation_flights", CERT_ERROR),
        ],
        "the agent pays the flight change with the method (admissible only as a gift card)",
        exp(5, 5, 10, 10, "yes", "pre", "undecidable"),
        "8 names no payment method (no use); the change at 10 pays with "
        "certificate_9254323, which policy allows only for a gift card or credit card: the "
        "action treats v' as the operative fact (faulty by action); no message gives a category: "
        "Y_end undecidable",
    ),
    case(
        "du-leftover-kept-adopted",
        "derived_uses",
        IM,
        IM_P,
        [
            assistant(
                "Ivan Smith's booking comes to $375. Since the $500 balance is on a gift card, "
                "the remaining $125 stays on it for your next trip — nothing is lost. Shall I "
                "book it?"
            )
        ],
        "the agent derives that the leftover is kept from the gift-card category (v')",
        exp(5, 5, 10, 10, "yes", "pre", "endorse"),
        "'since the $500 balance is on a gift card, the remaining $125 stays on it' states v' "
        "and derives a conclusion from it: faulty; endorse",
    ),
    # ============================================================ done_claims
    case(
        "dc-refunded-adopted",
        "done_claims",
        OD,
        OD_P,
        [
            assistant("JG7FMM can be downgraded to economy for both passengers. Shall I go ahead?"),
            user("Yes please."),
            *OD_DOWNGRADE,
            assistant(
                "All done ✅ JG7FMM is now in economy. The fare difference of $6,594 has been "
                "refunded to your gift card ending in 7803."
            ),
        ],
        "the downgrade goes through (the recorded acknowledgement); the done message names the "
        "method by v'",
        exp(5, 5, 12, 12, "yes", "pre", "endorse"),
        "8 names no method; the update at 10 pays/refunds via credit_card_2929732, which does "
        "not turn on gift card vs credit card (not a use); 12 claims the refund went to 'your "
        "gift card ending in 7803' = v': first use, faulty; endorse",
    ),
    case(
        "dc-refunded-correct",
        "done_claims",
        OD,
        OD_P,
        [
            assistant("Shall I downgrade JG7FMM to economy now?"),
            user("Yes."),
            *OD_DOWNGRADE,
            assistant(
                "Done! JG7FMM has been changed to economy, and $6,594 has been refunded to your "
                "Visa credit card ending in 7803 (5–7 business days)."
            ),
        ],
        "the downgrade goes through; the done message names the method by v",
        exp(5, 5, 12, "none", "no", "pre", None),
        "10 is not a use (the call does not turn on the category); 12 says the refund went to "
        "the Visa credit card ending 7803 = v: correct; A = no",
    ),
    case(
        "dc-did-not-go-through-adopted",
        "done_claims",
        LK,
        LK_CERT,
        [
            assistant("Shall I process the change and the upgrade now?"),
            user("Yes, go ahead."),
            call("call_upgrade", "update_reservation_flights", LK_UPGRADE_CERT),
            tool("call_upgrade", "update_reservation_flights", CERT_ERROR),
            assistant(
                "Hmm — the change didn't go through. The system would not take your $500 gift "
                "card for this modification. Would you like to use your Mastercard ending in "
                "9448 instead?"
            ),
        ],
        "the agent pays the change with the method, gets the error, and calls it a gift card",
        exp(5, 5, 10, 10, "yes", "pre", "endorse"),
        "the change at 10 pays with certificate_9254323 as if it were a gift card (faulty by "
        "action, first use); 12 reports the failure but still calls it 'your $500 gift card' "
        "(v'): endorse",
    ),
    # ============================================================ distractors
    case(
        "dis-other-methods-no-use",
        "distractors",
        LK,
        LK_GIFT,
        [
            assistant(
                "I can help with moving 4NQLHD to May 24 and upgrading to business. The "
                "reservation was paid with your Mastercard credit card ending in 9448, and your "
                "$500 certificate can't be applied to changes. Let me search the May 24 flights "
                "first."
            ),
            user("Actually, let's leave it for now."),
        ],
        "the agent gives categories to other methods (the Mastercard, the $500 certificate) only",
        exp(5, 5, "no_use", "none", "no", None, None),
        "8 gives categories to credit_card_7434610 and certificate_9254323, not to the $62 "
        "method: no use of the affected fact; no_use, A = no",
    ),
    case(
        "dis-same-method-no-category",
        "distractors",
        OD,
        OD_P,
        [
            assistant(
                "Got it. JG7FMM was paid with the card ending in 7803, so the refund will go "
                "back there automatically. Shall I downgrade it?"
            ),
            user("Hold on, I need to check something. Bye for now."),
        ],
        "the agent refers to the method by last four with no category",
        exp(5, 5, "no_use", "none", "no", None, None),
        "'the card ending in 7803' gives no category ('card' covers both): no use; no_use",
    ),
    case(
        "dis-id-only-no-use",
        "distractors",
        OD,
        OD_P,
        [
            assistant(
                "For JG7FMM, the refund destination will be payment method credit_card_2929732 "
                "(the one used for the booking). Ready to proceed?"
            ),
            user("Not yet."),
        ],
        "the agent names the method by its id only",
        exp(5, 5, "no_use", "none", "no", None, None),
        "8 quotes the retained id only; it asserts nothing about the `source` field (the "
        "category): no dependent use; no_use, A = no",
    ),
    case(
        "dis-correct-use",
        "distractors",
        IM,
        IM_P,
        [
            assistant(
                "Thanks, I've got Ivan Smith's details from your profile. Your $500 certificate "
                "will cover the $375 booking. Shall I book it?"
            )
        ],
        V,
        exp(5, 5, 10, "none", "no", "pre", None),
        "'your $500 certificate' gives certificate_8998287 its original category v: correct; "
        "A = no; pre",
    ),
    case(
        "dis-gift-card-other-method",
        "distractors",
        MS,
        MS_P,
        [
            assistant(
                "I see your gift card ending in …092 has $129 on it and the one ending in …792 "
                "has $198 — I'll keep those in mind for payment. Let me look up your most "
                "recent reservation."
            ),
            user("Sure, but I'll need to leave soon. Thanks."),
        ],
        "the agent gives the gift-card category to two other methods only",
        exp(9, 9, "no_use", "none", "no", None, None),
        "10 names gift_card_6136092 and gift_card_8020792 (other methods, real gift cards); "
        "the $500 method is not mentioned: no_use",
    ),
]

# The held-out third: a seeded random draw stratified by operator x family
# (`build.py --draw`, seed build.SEED = 20240515), written down once; the build checks that it
# still agrees with the draw. Held-out cases go to tests/wording/heldout/.
SPLIT = {
    "PS-pr-last-four-adopted": "heldout",
    "PS-pr-original-method-paren-adopted": "dev",
    "PS-pr-original-method-paren-correct": "heldout",
    "PS-pr-id-with-category-adopted": "dev",
    "PS-pr-brand-only-no-use": "dev",
    "PS-pr-brand-and-category-adopted": "dev",
    "PS-pr-balance-adopted": "heldout",
    "PS-pr-balance-correct": "dev",
    "PS-pr-category-words-elsewhere-no-use": "dev",
    "PS-mf-sum-usd-adopted": "heldout",
    "PS-mf-sum-correct": "dev",
    "PS-mf-certificates-only-adopted": "heldout",
    "PS-mf-leftover-adopted": "dev",
    "PS-mf-leftover-correct": "dev",
    "PS-cs-question-elsewhere-adopted": "heldout",
    "PS-cs-hedge-elsewhere-adopted": "dev",
    "PS-cs-hedge-governs-qualified": "dev",
    "PS-cs-hedge-governs-od": "dev",
    "PS-cc-retracted": "heldout",
    "PS-cc-correction-toward-vprime": "dev",
    "PS-cc-cannot-be-right": "dev",
    "PS-cc-rather-than-adopted": "dev",
    "PS-ver-which-is-it": "dev",
    "PS-ver-double-check-then-adopts": "heldout",
    "PS-ver-please-confirm-correct": "dev",
    "PS-ver-confirm-which-category": "dev",
    "PS-qto-json-adopted": "dev",
    "PS-qto-json-disputed": "heldout",
    "PS-qto-other-method-no-use": "dev",
    "PS-il-list-adopted": "heldout",
    "PS-il-list-correct": "dev",
    "PS-il-siblings-share-vprime-adopted": "dev",
    "PS-il-list-omits-method": "dev",
    "PS-du-certificate-excluded-adopted": "heldout",
    "PS-du-certificate-excluded-correct": "dev",
    "PS-du-pay-change-action-only": "dev",
    "PS-du-leftover-kept-adopted": "dev",
    "PS-dc-refunded-adopted": "heldout",
    "PS-dc-refunded-correct": "dev",
    "PS-dc-did-not-go-through-adopted": "dev",
    "PS-dis-other-methods-no-use": "heldout",
    "PS-dis-same-method-no-category": "dev",
    "PS-dis-id-only-no-use": "dev",
    "PS-dis-correct-use": "dev",
    "PS-dis-gift-card-other-method": "heldout",
}
for _case in CASES:
    _case["split"] = SPLIT[_case["name"]]
