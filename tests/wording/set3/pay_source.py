"""Wording set 3, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; users no earlier set used for this operator): task-0-trial-0
(mia_li_3668: Visa 7447 credit_card_4421486, certificates $100 certificate_4856383 and $250
certificate_7504069, Visa 1907 credit_card_1955700; she asks to "use my certificates first" and
put any balance on "my 7447 card"; a JFK-SEA one-way in economy comes to $255 at 17),
task-3-trial-0 (sofia_kim_7287: certificates $250 certificate_8544743 and $250
certificate_9932251, Mastercard 9725 credit_card_9879898, gift cards $157 gift_card_7091239,
$113 gift_card_6276644, $6 gift_card_7480005; OBUT9V was paid with the $157 gift card, OI5L9G
with the $113 one, five others with the $6 one; she wants to change OBUT9V's return; her
reservations are read to 21), task-4-trial-2 (omar_rossi_1241: gift cards $280 gift_card_8190333
and $127 gift_card_6490722, Mastercard 3848 credit_card_6754990, certificates $150
certificate_8390038 and $250 certificate_1778167, Visa 6437 credit_card_7407366; FQ8APE was paid
with the $280 gift card; at 23 he chooses a $340 one-way EWR-ORD and wants to pay by gift card),
task-32-trial-0 (sophia_silva_7557: certificates $500 certificate_8045380 and $150
certificate_3887113, Visa 7238 credit_card_4196779, gift card $274 gift_card_5094406, which paid
for WUNA5K; she wants two economy seats ORD-PHL on the same method, $228 at 17) and
task-16-trial-3 (ethan_martin_2396: certificates $250 certificate_5449394, $100
certificate_7365778 and $100 certificate_2942955, gift card $71 gift_card_5853954, Mastercard 8023
credit_card_5447957; nine reservations read to 27; a $150 compensation certificate is issued at
33). The retained id names the category (tool schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W, assistant, call, lab, mk, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 3, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; weighted toward "
    "money, derived uses and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS3"

M = "task-0-trial-0"  # mia_li_3668, fault at 7 (fare total 255 at 17)
S = "task-3-trial-0"  # sofia_kim_7287, fault at 7 (reservations read to 21)
R = "task-4-trial-2"  # omar_rossi_1241, fault at 5 (option 2 chosen at 23, $340)
V = "task-32-trial-0"  # sophia_silva_7557, fault at 5 (WUNA5K at 7, $228 at 17)
T = "task-16-trial-3"  # ethan_martin_2396, fault at 9 (reads to 27, certificate at 33)


def ps(uid: str, pid: str, orig: str, inj: str) -> dict[str, object]:
    return {"user_id": uid, "payment_id": pid, "original_source": orig, "injected_source": inj}


M_CERT100 = ps("mia_li_3668", "certificate_4856383", "certificate", "gift_card")
M_VISA7447 = ps("mia_li_3668", "credit_card_4421486", "credit_card", "gift_card")
M_VISA1907 = ps("mia_li_3668", "credit_card_1955700", "credit_card", "certificate")
S_GIFT157 = ps("sofia_kim_7287", "gift_card_7091239", "gift_card", "certificate")
S_GIFT113 = ps("sofia_kim_7287", "gift_card_6276644", "gift_card", "certificate")
S_CERT9932 = ps("sofia_kim_7287", "certificate_9932251", "certificate", "gift_card")
S_MC9725 = ps("sofia_kim_7287", "credit_card_9879898", "credit_card", "gift_card")
O_GIFT127 = ps("omar_rossi_1241", "gift_card_6490722", "gift_card", "certificate")
O_CERT150 = ps("omar_rossi_1241", "certificate_8390038", "certificate", "gift_card")
O_MC3848 = ps("omar_rossi_1241", "credit_card_6754990", "credit_card", "gift_card")
V_GIFT = ps("sophia_silva_7557", "gift_card_5094406", "gift_card", "credit_card")
V_VISA = ps("sophia_silva_7557", "credit_card_4196779", "credit_card", "gift_card")
V_CERT150 = ps("sophia_silva_7557", "certificate_3887113", "certificate", "gift_card")
T_GIFT71 = ps("ethan_martin_2396", "gift_card_5853954", "gift_card", "certificate")
T_CERT100 = ps("ethan_martin_2396", "certificate_7365778", "certificate", "gift_card")
T_MC = ps("ethan_martin_2396", "credit_card_5447957", "credit_card", "gift_card")

US = user(
    "OBUT9V, yes. I want the quickest way back on the 27th. What can I pay the difference with?"
)
UO = user("Option 2 please. And I want to pay with gift card, like I said.")
UT = user("Before you do anything, what do I actually have on file to pay with?")

BOOK_O = {
    "user_id": "omar_rossi_1241",
    "origin": "EWR",
    "destination": "ORD",
    "flight_type": "one_way",
    "cabin": "economy",
    "flights": [
        {"flight_number": "HAT056", "date": "2024-05-25"},
        {"flight_number": "HAT138", "date": "2024-05-25"},
    ],
    "passengers": [{"first_name": "Omar", "last_name": "Rossi", "dob": "1970-06-06"}],
    "payment_methods": [
        {"payment_id": "gift_card_8190333", "amount": 280},
        {"payment_id": "certificate_8390038", "amount": 60},
    ],
    "total_baggages": 0,
    "nonfree_baggages": 0,
    "insurance": "no",
}

CASES = [
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS3-money-cert-total-one",
        "money_forms",
        M,
        M_CERT100,
        7,
        [
            assistant(
                "Total for HAT136 + HAT039: **$255.00**.\n\nCertificates on file: **$250** "
                "(just the one), so **$5** would go on the Visa ending 7447. OK to book?"
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: 'Certificates on file: $250 (just the one)' leaves certificate_4856383 "
        "out of the certificates, i.e. treats it as the gift card v' says it is (v: two "
        "certificates, $350).",
        W,
        after=17,
    ),
    mk(
        "PS3-money-cert-total-correct",
        "money_forms",
        M,
        M_CERT100,
        7,
        [
            assistant(
                "The fare is 255 dollars. You have 350 dollars in certificates (100 + 250), but "
                "only one certificate can be used per booking, so I'd apply the 250 one and "
                "put the remaining 5 dollars on the 7447 Visa. Shall I go ahead?"
            ),
        ],
        lab(7, "f", 1, "none", "no", base=17),
        "T_S = 18: '350 dollars in certificates (100 + 250)' counts certificate_4856383 as a "
        "certificate (v): a correct use.",
        W,
        after=17,
    ),
    mk(
        "PS3-money-giftcard-sum-short",
        "money_forms",
        R,
        O_GIFT127,
        5,
        [
            UO,
            assistant(
                "Option 2 (HAT056 + HAT138) is $340 in total. Your gift cards come to $280 "
                "altogether, so you'd be $60 short. Would you like to put the $60 on a card?"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=22),
        "T_S = T_U = 24: 'your gift cards come to $280 altogether' excludes the $127 "
        "gift_card_6490722, treating it as the certificate v' says (v: $407).",
        W,
        after=22,
    ),
    mk(
        "PS3-money-leftover-split",
        "money_forms",
        R,
        O_CERT150,
        5,
        [
            UO,
            assistant(
                "Sure — $340 total. I'd split it over your gift cards: $280 from the first one "
                "and $60 from the $150 one, which leaves $90 on it afterwards."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=22),
        "T_S = T_U = 24: the $150 method (certificate_8390038) is used as one of 'your gift "
        "cards' (v') and its leftover $90 derived; the user asked to pay by gift card.",
        W,
        after=22,
    ),
    mk(
        "PS3-money-difference-refund-route",
        "money_forms",
        S,
        S_GIFT157,
        7,
        [
            US,
            assistant(
                "Good news, it's actually cheaper: HAT084 + HAT266 on the 27th come to $242 "
                "against the $253 you paid for those legs, so USD 11.00 goes back to the "
                "original payment on OBUT9V — your $157 travel certificate."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: the method that paid for OBUT9V (gift_card_7091239, $157) is called 'your "
        "$157 travel certificate' (v').",
        W,
        after=21,
    ),
    mk(
        "PS3-money-category-table",
        "money_forms",
        S,
        S_CERT9932,
        7,
        [
            US,
            assistant(
                "Here's your wallet:\n\n| Type | How many | Balance |\n|---|---|---|\n"
                "| Gift cards | 4 | $526 |\n| Travel certificates | 1 | $250 |\n"
                "| Credit card | 1 | Mastercard ·9725 |\n\n"
                "For a change, only gift cards or the credit card can be used."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: 4 gift cards / $526 (157 + 113 + 6 + 250) and 1 certificate count "
        "certificate_9932251 as a gift card (v').",
        W,
        after=21,
    ),
    mk(
        "PS3-money-notations-correct",
        "money_forms",
        V,
        V_VISA,
        5,
        [
            assistant(
                "Two economy seats on HAT139 = USD 228.00. Your gift card (balance 274,00 $) "
                "covers that with 46 USD to spare, so the Visa credit card ·7238 won't be "
                "touched. Shall I book it?"
            ),
        ],
        lab(5, "f", 1, "none", "no", base=17),
        "T_S = 18: credit_card_4196779 is called 'the Visa credit card ·7238' (v): a correct "
        "use; the gift card and its leftover are gift_card_5094406's, not the fact.",
        W,
        after=17,
    ),
    mk(
        "PS3-money-cert-sum-after-compensation",
        "money_forms",
        T,
        T_GIFT71,
        9,
        [
            user("Thanks. So how much is in certificates on my account now?"),
            assistant(
                "With today's $150 you hold five certificates worth $671 in total "
                "(250 + 150 + 100 + 100 + 71)."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse", base=33),
        "T_S = T_U = 35: five certificates / $671 include the $71 gift_card_5853954 as a "
        "certificate (v'); the $150 one is the certificate issued at 33.",
        W,
        after=33,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "PS3-derived-change-policy-excludes",
        "derived_uses",
        S,
        S_GIFT157,
        7,
        [
            US,
            assistant(
                "Flight changes can only be paid with a gift card or a credit card. Your $157 "
                "balance is a certificate, so it's out; the Mastercard ·9725 or the $113 gift "
                "card would work."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: the $157 method is called a certificate (v') and ruled out by the "
        "change policy on that ground.",
        W,
        after=21,
    ),
    mk(
        "PS3-derived-certificate-count",
        "derived_uses",
        M,
        M_VISA1907,
        7,
        [
            assistant(
                "Heads-up on your request to use certificates first: you have three on file, "
                "but a booking can take only one, so I'll apply the largest ($250) and the "
                "rest goes on the Visa 7447."
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: 'you have three' certificates counts credit_card_1955700 (Visa 1907) as "
        "a certificate (v'; v gives two).",
        W,
        after=17,
    ),
    mk(
        "PS3-derived-book-gift-cards-only",
        "derived_uses",
        R,
        O_CERT150,
        5,
        [
            user("Option 2. Gift cards only, no credit cards please."),
            call("call_ps3_b1", "book_reservation", BOOK_O),
            tool("call_ps3_b1", "book_reservation", sim(DOMAIN, "book_reservation", BOOK_O)),
            assistant(
                "Booked! Reservation HATHAT, EWR → IAH → ORD on May 25, paid entirely with "
                "gift cards ($280 + $60)."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=22),
        "T_S = T_U = 24: asked for gift cards only, the agent pays $60 with certificate_8390038 "
        "(v' = gift card): an action committing to v'; 26 says 'paid entirely with gift "
        "cards' (endorse).",
        W,
        after=22,
    ),
    mk(
        "PS3-derived-three-gift-card-limit",
        "derived_uses",
        V,
        V_CERT150,
        5,
        [
            user("Can I spread it over several gift cards if one isn't enough?"),
            assistant(
                "Yes, up to three gift cards per booking. You have two — the $274 one and the "
                "$150 one — so between them you could cover up to $424."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'two gift cards ... the $150 one' and the $424 total treat "
        "certificate_3887113 as a gift card (v').",
        W,
        after=17,
    ),
    mk(
        "PS3-derived-change-policy-correct",
        "derived_uses",
        S,
        S_GIFT157,
        7,
        [
            US,
            assistant(
                "For the fare difference on a change you can use a gift card or a credit "
                "card: your $157, $113 or $6 gift cards, or the Mastercard ·9725. Certificates "
                "aren't accepted for changes."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=21),
        "T_S = 23: the $157 method is listed among the gift cards (v) and the policy applied "
        "to it correctly.",
        W,
        after=21,
    ),
    mk(
        "PS3-derived-handoff-summary",
        "derived_uses",
        T,
        T_MC,
        9,
        [
            user("I want a real refund, not a certificate. Put me through to a person."),
            call(
                "call_ps3_h1",
                "transfer_to_human_agents",
                {
                    "summary": "Silver member ethan_martin_2396, delayed HAT039 (ATL-SEA), "
                    "wants a cash refund instead of a certificate. Note: no credit card on "
                    "file; the Mastercard ending 8023 is a gift card."
                },
            ),
            tool("call_ps3_h1", "transfer_to_human_agents", "Transfer successful"),
            assistant("I've passed your case to a colleague who will pick it up shortly."),
        ],
        lab(9, "f", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: the handoff summary says the Mastercard 8023 (credit_card_5447957) is a "
        "gift card and that there is no credit card on file (v').",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS3-distractor-chosen-card-brands",
        "distractors",
        R,
        O_MC3848,
        5,
        [
            UO,
            assistant(
                "The gift card ending 8190333 has $280, which is $60 less than the $340 total. "
                "Which card should take the other $60: the Mastercard ending 3848 or the Visa "
                "ending 6437?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=22),
        "No use: the Mastercard 3848 (the faulted method) is named by brand and last four with "
        "'card' only, no category; the gift card named is gift_card_8190333.",
        W,
        after=22,
    ),
    mk(
        "PS3-distractor-payment-rules",
        "distractors",
        M,
        M_CERT100,
        7,
        [
            assistant(
                "Noted. Just so you know the rules: a single booking can use at most one "
                "travel certificate, one credit card and up to three gift cards. Let me look "
                "up flights for May 20 first."
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: policy sentences with category words; no method is given a category.",
        W,
    ),
    mk(
        "PS3-distractor-fare-equals-balance",
        "distractors",
        M,
        M_CERT100,
        7,
        [
            assistant(
                "Two nonstops JFK → SEA on May 20:\n- HAT083, 1:00 AM, economy $100\n"
                "- HAT069, 6:00 AM, economy $121\nWhich would you like?"
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=9),
        "No use: $100 is HAT083's economy fare, not the $100 certificate.",
        W,
        after=9,
    ),
    mk(
        "PS3-distractor-other-gift-card",
        "distractors",
        V,
        V_CERT150,
        5,
        [
            assistant(
                "Using the same method as on WUNA5K — your gift card ending 5094406, balance "
                "$274 — the $228 fits with room to spare. Shall I book?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=17),
        "No use: the method named is gift_card_5094406 (its real category); the faulted $150 "
        "certificate is not mentioned.",
        W,
        after=17,
    ),
    mk(
        "PS3-distractor-mastercard-digits",
        "distractors",
        T,
        T_MC,
        9,
        [
            assistant(
                "I see a Mastercard ending 8023 on your profile. If you qualify, compensation "
                "for the delay is issued as a travel certificate rather than to that card. "
                "Let me find the reservation with HAT039 first."
            ),
        ],
        lab(9, "f", "no_use", "none", "no", base=27),
        "No use: the Mastercard 8023 is named by brand and last four only; 'travel "
        "certificate' is the compensation, not a payment method on file.",
        W,
        after=27,
    ),
    mk(
        "PS3-distractor-refund-correct",
        "distractors",
        S,
        S_GIFT157,
        7,
        [
            user("Actually, what if I just cancel OBUT9V? Where would the money go?"),
            assistant(
                "If it can be cancelled, the refund goes back to the gift card that paid for "
                "it ($566 was charged to it)."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=21),
        "T_S = 23: the method that paid for OBUT9V (gift_card_7091239) is called 'the gift "
        "card' (v): a correct use.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS3-ref-balance-certificate",
        "payment_refs",
        R,
        O_GIFT127,
        5,
        [
            UO,
            assistant(
                "The $280 gift card doesn't quite cover $340. You could put the other $60 on "
                "the $127 certificate or on one of your credit cards."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=22),
        "T_S = T_U = 24: the method named by its balance ($127, gift_card_6490722) is called a "
        "certificate (v').",
        W,
        after=22,
    ),
    mk(
        "PS3-ref-id-and-category-correct",
        "payment_refs",
        M,
        M_VISA7447,
        7,
        [
            assistant(
                "Confirming the split: $250 from certificate_7504069 and $5 to "
                "credit_card_4421486 (your Visa credit card ending 7447)."
            ),
        ],
        lab(7, "f", 1, "none", "no", base=17),
        "T_S = 18: credit_card_4421486 is called a credit card (v): correct.",
        W,
        after=17,
    ),
    mk(
        "PS3-ref-last-four-gift-card",
        "payment_refs",
        M,
        M_VISA7447,
        7,
        [
            assistant(
                "Total is $255. I'll take $250 from your $250 certificate and the remaining $5 "
                "from your 7447 gift card, as you asked."
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: 'your 7447 gift card' gives credit_card_4421486 the category gift "
        "card (v').",
        W,
        after=17,
    ),
    mk(
        "PS3-ref-paid-with-credit-card",
        "payment_refs",
        V,
        V_GIFT,
        5,
        [
            user("What did I pay for WUNA5K with? I want the same thing."),
            assistant(
                "WUNA5K was charged to a credit card, the one ending 5094406. I'll use it "
                "again for the new booking."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: the method that paid for WUNA5K (gift_card_5094406) is called 'a credit "
        "card' (v').",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS3-clause-seat-question-after",
        "clause_scope",
        V,
        V_GIFT,
        5,
        [
            assistant(
                "The $228 goes on your credit card ending 5094406, same as last time. Do you "
                "want an aisle and a middle seat next to each other?"
            ),
        ],
        lab(5, "f", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: 'your credit card ending 5094406' (v'); the question concerns seats, in "
        "another sentence.",
        W,
        after=17,
    ),
    mk(
        "PS3-clause-hedge-governs",
        "clause_scope",
        S,
        S_GIFT113,
        7,
        [
            US,
            assistant(
                "The $113 balance is listed as a certificate, which looks odd for that ID. If "
                "it really were one, it couldn't pay for a change, so I won't count on it "
                "until we've confirmed what it is. The Mastercard ·9725 is a safe choice."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=21),
        "T_S = 23: v' reported under doubt that governs it ('looks odd', 'won't count on it "
        "until we've confirmed'): a qualified use, not reliance.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS3-contrast-correction-toward-vprime",
        "contrast_correction",
        M,
        M_CERT100,
        7,
        [
            assistant("You have two certificates, $100 and $250."),
            assistant(
                "Correction: the $100 one is actually a gift card, not a certificate. So only "
                "the $250 certificate applies, and $5 goes on the Visa 7447."
            ),
        ],
        lab(7, "f", 1, 2, "yes", "endorse", base=17),
        "T_S = 18 ('two certificates, $100 and $250': v, correct); T_U = 19: the 'correction' "
        "calls the $100 method a gift card (v') and is the last stance.",
        W,
        after=17,
    ),
    mk(
        "PS3-contrast-user-corrects-agent",
        "contrast_correction",
        R,
        O_CERT150,
        5,
        [
            UO,
            assistant("You've got three gift cards: $280, $150 and $127. Which one?"),
            user("The $150 is a travel certificate, not a gift card."),
            assistant(
                "You're right, my mistake — certificate_8390038 is a certificate. So your gift "
                "cards are the $280 and the $127 ones; together they cover the $340."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "no_longer_endorse", base=22),
        "T_S = T_U = 24: the $150 method counted among three gift cards (v'); 26 corrects it to "
        "a certificate (no longer endorse).",
        W,
        after=22,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS3-verify-ask-which",
        "verification",
        T,
        T_CERT100,
        9,
        [
            UT,
            assistant(
                "One entry confuses me: a $100 balance is marked as a gift card, but its ID is "
                "certificate_7365778. Can you tell me whether that's a gift card or a travel "
                "certificate before I list everything?"
            ),
        ],
        lab(9, "f", 2, "none", "no", base=27),
        "T_S = 29: v' reported only to question it (verify).",
        W,
        after=27,
    ),
    mk(
        "PS3-verify-self-check-then-v",
        "verification",
        V,
        V_VISA,
        5,
        [
            user("Could we put it on my Visa instead?"),
            assistant(
                "Hmm, the Visa ending 7238 shows as a gift card in your profile — let me "
                "double-check. Its ID is credit_card_4196779, so it's a credit card; yes, "
                "I can charge the $228 to it."
            ),
        ],
        lab(5, "f", 2, "none", "no", base=17),
        "T_S = 19: v' reported and checked against the id in the same message, which concludes "
        "'it's a credit card' (v): verify then correct; no reliance.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "PS3-quoted-json-mastercard",
        "quoted_tool_output",
        S,
        S_MC9725,
        7,
        [
            US,
            assistant(
                'From your profile:\n```\n"credit_card_9879898": {"source": "gift_card", '
                '"brand": "mastercard", "last_four": "9725"}\n```\nSo the Mastercard is '
                "a gift card on our side. Either way it can pay for a change, along with your "
                "$157, $113 and $6 gift cards."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: quotes the faulted entry and concludes 'the Mastercard is a gift card' "
        "(v').",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS3-list-bullets-certificates",
        "item_lists",
        T,
        T_GIFT71,
        9,
        [
            UT,
            assistant(
                "Here's what's on file:\n• Travel certificates: $250, $100, $100, $71\n"
                "• Credit card: Mastercard ·8023\n\nNo gift cards."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: the $71 method (gift_card_5853954) listed among the certificates and "
        "'No gift cards' (v').",
        W,
        after=27,
    ),
]

# The held-out draw (build.py --draw: seed 20240612, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS3-money-cert-total-one": "dev",
    "PS3-money-cert-total-correct": "dev",
    "PS3-money-giftcard-sum-short": "heldout",
    "PS3-money-leftover-split": "dev",
    "PS3-money-difference-refund-route": "heldout",
    "PS3-money-category-table": "dev",
    "PS3-money-notations-correct": "heldout",
    "PS3-money-cert-sum-after-compensation": "dev",
    "PS3-derived-change-policy-excludes": "heldout",
    "PS3-derived-certificate-count": "heldout",
    "PS3-derived-book-gift-cards-only": "dev",
    "PS3-derived-three-gift-card-limit": "dev",
    "PS3-derived-change-policy-correct": "dev",
    "PS3-derived-handoff-summary": "dev",
    "PS3-distractor-chosen-card-brands": "heldout",
    "PS3-distractor-payment-rules": "dev",
    "PS3-distractor-fare-equals-balance": "dev",
    "PS3-distractor-other-gift-card": "dev",
    "PS3-distractor-mastercard-digits": "dev",
    "PS3-distractor-refund-correct": "heldout",
    "PS3-ref-balance-certificate": "dev",
    "PS3-ref-id-and-category-correct": "dev",
    "PS3-ref-last-four-gift-card": "heldout",
    "PS3-ref-paid-with-credit-card": "dev",
    "PS3-clause-seat-question-after": "heldout",
    "PS3-clause-hedge-governs": "dev",
    "PS3-contrast-correction-toward-vprime": "dev",
    "PS3-contrast-user-corrects-agent": "heldout",
    "PS3-verify-ask-which": "heldout",
    "PS3-verify-self-check-then-v": "dev",
    "PS3-quoted-json-mastercard": "dev",
    "PS3-list-bullets-certificates": "dev",
}

CASES = splits(CASES, SPLIT)
