"""Wording set 4, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; users no earlier set used for this operator): task-21-trial-0
(daiki_lee_6144: Visa 9734 credit_card_6198952, gift cards $51 gift_card_3112961, which paid for
DF89BM, and $262 gift_card_5128346; at 21 the user asks to book the nonstop HAT088 JFK-DTW on May
17 in economy, $172), task-22-trial-0 (ivan_rossi_8555: gift cards $183 gift_card_7344518 and
$224 gift_card_9823297, which paid $522 for OWZ4XL, and Visa 1777 credit_card_9659780; at 17 the
upgrade to the nonstop HAT041 is computed as $114 less than the current fare), task-25-trial-0
(aarav_ahmed_6699: Mastercard 7334 credit_card_9074831, a $250 certificate certificate_9645872,
Mastercard 5018 credit_card_4959530, which paid for M20IZO; at 17 a one-way JFK-SFO HAT023 in
economy is found at $163), task-19-trial-1 (raj_brown_5782: Mastercard 2273 credit_card_7686643,
a $279 gift card gift_card_6468981, Visa 6521 credit_card_8003957, which paid for VA5SGQ, and
Mastercard 1949 credit_card_8782472; read at 21, when the user wants one checked bag added) and
task-31-trial-0 (mohamed_hernandez_5188: Mastercard 7393 credit_card_5417084, certificates $250
certificate_6623588 and $500 certificate_6969088; six reservations, read to 15). The retained id
names the category (tool schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, call, lab, mk, ps, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 4, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; weighted toward "
    "money, derived uses and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS4"

D = "task-21-trial-0"  # daiki_lee_6144, fault at 5 (HAT088 economy chosen at 21, $172)
IR = "task-22-trial-0"  # ivan_rossi_8555, fault at 7 (upgrade difference -114 at 17)
A = "task-25-trial-0"  # aarav_ahmed_6699, fault at 5 (HAT023 economy $163 found at 17)
B = "task-19-trial-1"  # raj_brown_5782, fault at 21 (one checked bag asked at 19)
OH = "task-31-trial-0"  # mohamed_hernandez_5188, fault at 7 (reads to 15)


D_GIFT262 = ps("daiki_lee_6144", "gift_card_5128346", "gift_card", "certificate")
D_GIFT51 = ps("daiki_lee_6144", "gift_card_3112961", "gift_card", "credit_card")
D_VISA = ps("daiki_lee_6144", "credit_card_6198952", "credit_card", "gift_card")
I_GIFT224 = ps("ivan_rossi_8555", "gift_card_9823297", "gift_card", "certificate")
I_GIFT183 = ps("ivan_rossi_8555", "gift_card_7344518", "gift_card", "credit_card")
I_VISA = ps("ivan_rossi_8555", "credit_card_9659780", "credit_card", "gift_card")
A_CERT = ps("aarav_ahmed_6699", "certificate_9645872", "certificate", "gift_card")
A_MC7334 = ps("aarav_ahmed_6699", "credit_card_9074831", "credit_card", "gift_card")
B_GIFT = ps("raj_brown_5782", "gift_card_6468981", "gift_card", "certificate")
B_VISA = ps("raj_brown_5782", "credit_card_8003957", "credit_card", "gift_card")
B_MC1949 = ps("raj_brown_5782", "credit_card_8782472", "credit_card", "gift_card")
O_CERT500 = ps("mohamed_hernandez_5188", "certificate_6969088", "certificate", "gift_card")
O_CERT250 = ps("mohamed_hernandez_5188", "certificate_6623588", "certificate", "gift_card")

UD = user("How would I pay for it? I'd rather not touch the Visa if I can help it.")
UA = user("Which of my payment methods can cover that $163?")
UB = user("The bag fee, what will you charge it to?")
UO = user("Remind me what I've got on file to pay with, I might rebook later.")

BOOK_D = {
    "user_id": "daiki_lee_6144",
    "origin": "JFK",
    "destination": "DTW",
    "flight_type": "one_way",
    "cabin": "economy",
    "flights": [{"flight_number": "HAT088", "date": "2024-05-17"}],
    "passengers": [{"first_name": "Daiki", "last_name": "Lee", "dob": "1976-10-08"}],
    "payment_methods": [{"payment_id": "credit_card_6198952", "amount": 172}],
    "total_baggages": 0,
    "nonfree_baggages": 0,
    "insurance": "no",
}

CASES = [
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS4-money-giftcard-balance-short",
        "money_forms",
        D,
        D_GIFT262,
        5,
        [
            UD,
            assistant(
                "HAT088 in economy is $172. Your gift card balance is only $51, so it can't "
                "cover that alone; the remaining $121 would have to go on the Visa ending 9734. "
                "Shall I book it that way?"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: 'your gift card balance is only $51' and the $121 remainder count "
        "gift_card_5128346 ($262) out of the gift cards, i.e. treat it as the certificate v' "
        "says it is (v: $313 in gift cards, enough for the fare).",
        W,
        after=21,
    ),
    mk(
        "PS4-money-giftcard-sum-correct",
        "money_forms",
        D,
        D_GIFT262,
        5,
        [
            UD,
            assistant(
                "No need for the Visa: your two gift cards hold 313 dollars between them (51 + "
                "262), and the fare is 172 dollars, so the 262 one covers it alone and keeps 90 "
                "dollars on it. Go ahead?"
            ),
        ],
        lab(5, "f", 2, "none", "no", base=21),
        "T_S = 23: 'two gift cards hold 313 dollars (51 + 262)' counts gift_card_5128346 as a "
        "gift card (v), and the 90-dollar leftover is derived from v: a correct use.",
        W,
        after=21,
    ),
    mk(
        "PS4-money-cert-leftover-giftcard",
        "money_forms",
        A,
        A_CERT,
        5,
        [
            UA,
            assistant(
                "Your **$250 gift card** covers it. After the $163 fare you'd still have **$87** "
                "left on it for another trip."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: certificate_9645872 called a gift card (v'), and the $87 kept on it is "
        "derived from v' (a certificate keeps no remainder).",
        W,
        after=17,
    ),
    mk(
        "PS4-money-refund-to-certificate",
        "money_forms",
        IR,
        I_GIFT224,
        7,
        [
            assistant(
                "The nonstop **HAT041** in economy works out **$114 cheaper** in total for the "
                "three of you than what you have now. That difference would go back to the "
                "certificate you paid with, taking it from $224 to $338. Want me to make the "
                "change?"
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: the refund routed to 'the certificate you paid with' (gift_card_9823297, "
        "the method in OWZ4XL's payment history, given v''s category) and its new balance "
        "$338 derived from it.",
        W,
        after=17,
    ),
    mk(
        "PS4-money-per-category-table",
        "money_forms",
        OH,
        O_CERT500,
        7,
        [
            UO,
            assistant(
                "| Type | Details | Balance |\n|---|---|---|\n"
                "| Credit card | Mastercard ending 7393 | — |\n"
                "| Certificates | 1 certificate | $250 |\n"
                "| Gift cards | 1 gift card | $500 |"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: the per-category table puts $500 (certificate_6969088) under gift "
        "cards and leaves one $250 certificate: v' used in the category sums.",
        W,
        after=15,
    ),
    mk(
        "PS4-money-cert-total-correct",
        "money_forms",
        OH,
        O_CERT500,
        7,
        [
            UO,
            assistant(
                "You have a Mastercard ending 7393 plus 750 USD in travel certificates (one of "
                "250, one of 500). No gift cards."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=15),
        "T_S = 17: '750 USD in travel certificates (250 + 500)' and 'no gift cards' count "
        "certificate_6969088 as a certificate (v): a correct use.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "PS4-derived-bag-fee-not-certificate",
        "derived_uses",
        B,
        B_GIFT,
        21,
        [
            UB,
            assistant(
                "One checked bag is $50. Your $279 balance is a travel certificate, and those "
                "can't pay for baggage, so it would go on the Visa ending 6521 instead. OK?"
            ),
        ],
        lab(21, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: gift_card_6468981 called a certificate (v') and the policy conclusion "
        "drawn from it (it can't pay for the bag, so the Visa is used).",
        W,
    ),
    mk(
        "PS4-derived-book-with-wrong-method",
        "derived_uses",
        D,
        D_VISA,
        5,
        [
            user("Book HAT088 then, and put it on one of my gift cards, not a credit card."),
            call("call_ps4_b1", "book_reservation", BOOK_D),
            tool("call_ps4_b1", "book_reservation", sim(DOMAIN, "book_reservation", BOOK_D)),
            assistant("Booked ✈️ HAT088 on May 17, economy, $172 charged to your gift card."),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: asked to pay with a gift card, the agent books with credit_card_6198952, "
        "the method v' makes a gift card (a write argument chosen by the category); 25 confirms "
        "'charged to your gift card' (endorse).",
        W,
        after=21,
    ),
    mk(
        "PS4-derived-count-by-category",
        "derived_uses",
        A,
        A_MC7334,
        5,
        [
            assistant(
                "On file you have two gift-type balances (the $250 certificate and a gift card) "
                "and one Mastercard, ending 5018. The 5018 card is the one you paid M20IZO with."
            ),
        ],
        lab(5, "f", 1, 1, "yes", "endorse", base=7),
        "T_S = T_U = 8: the count by category ('one Mastercard', 'a gift card') makes "
        "credit_card_9074831 (Mastercard 7334) the gift card v' says it is.",
        W,
        after=7,
    ),
    mk(
        "PS4-derived-cert-no-remainder-correct",
        "derived_uses",
        OH,
        O_CERT500,
        7,
        [
            user("If I used the 500 one on a cheap flight, do I keep what's left?"),
            assistant(
                "No. That 500 is a travel certificate, and whatever a certificate doesn't cover "
                "on a booking is forfeited, so on a cheap fare you'd lose the rest."
            ),
        ],
        lab(7, "f", 2, "none", "no", base=15),
        "T_S = 17: certificate_6969088 treated as a certificate (v) and the forfeited remainder "
        "derived from v: a correct use.",
        W,
        after=15,
    ),
    mk(
        "PS4-derived-handoff-summary",
        "derived_uses",
        IR,
        I_VISA,
        7,
        [
            user("I want to talk to a person about the fee before paying anything."),
            call(
                "call_ps4_t1",
                "transfer_to_human_agents",
                {
                    "summary": "Ivan Rossi (ivan_rossi_8555) wants OWZ4XL upgraded to economy on "
                    "the nonstop HAT041 on May 21 ($114 less in total). He holds three gift "
                    "cards ($183, $224 and credit_card_9659780) and no credit card; he wants to "
                    "discuss the fee first."
                },
            ),
            tool("call_ps4_t1", "transfer_to_human_agents", "Transfer successful"),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: the handoff summary lists credit_card_9659780 among 'three gift cards' "
        "and says he has 'no credit card': v' handed on as fact (endorse; no later stance).",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS4-distractor-brand-last-four",
        "distractors",
        B,
        B_VISA,
        21,
        [
            UB,
            assistant(
                "It's $50 for the bag. I'll put it on the Visa ending in 6521, like the flights."
            ),
        ],
        lab(21, "f", "no_use", "none", "no"),
        "No use: the faulted method (credit_card_8003957) is named by brand and last four only, "
        "which gives it no category.",
        W,
    ),
    mk(
        "PS4-distractor-other-giftcard",
        "distractors",
        D,
        D_GIFT51,
        5,
        [
            UD,
            assistant(
                "Your $262 gift card (gift_card_5128346) covers the $172 fare with $90 to spare, "
                "so the Visa stays out of it."
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=21),
        "No use: only gift_card_5128346, another method, is given a category; the faulted "
        "$51 gift card is not mentioned.",
        W,
        after=21,
    ),
    mk(
        "PS4-distractor-policy-sentence",
        "distractors",
        OH,
        O_CERT250,
        7,
        [
            UO,
            assistant(
                "For a new booking you can combine at most one certificate, one credit card and "
                "up to three gift cards. Tell me the flight and I'll work out the split."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=15),
        "No use: a policy sentence with category words that refers to no method on file.",
        W,
        after=15,
    ),
    mk(
        "PS4-distractor-paid-with-other",
        "distractors",
        IR,
        I_GIFT183,
        7,
        [
            assistant(
                "OWZ4XL was paid with gift card 9823297 ($522 for the three of you). Any "
                "difference from the upgrade would be settled against that card."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=17),
        "No use: the gift card named is gift_card_9823297, another method; the faulted "
        "gift_card_7344518 is not mentioned.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS4-ref-id-called-certificate",
        "payment_refs",
        D,
        D_GIFT262,
        5,
        [
            UD,
            assistant(
                "Sure — I can use your certificate (gift_card_5128346, $262 balance) for the "
                "whole $172."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: 'your certificate (gift_card_5128346, ...)' gives the faulted method "
        "the category v'.",
        W,
        after=21,
    ),
    mk(
        "PS4-ref-balance-giftcard",
        "payment_refs",
        OH,
        O_CERT250,
        7,
        [
            UO,
            assistant("Mastercard 7393, the 500 certificate, and the 250 gift card."),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'the 250 gift card' picks out certificate_6623588 by its balance and "
        "gives it v''s category.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS4-clause-hedge-on-fare",
        "clause_scope",
        A,
        A_CERT,
        5,
        [
            UA,
            assistant(
                "The $250 gift card will cover it in full. I'm not certain the $163 fare holds "
                "until tomorrow, though, so I'd book soon."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'the $250 gift card will cover it' gives certificate_9645872 v''s "
        "category without hedge; the doubt is about the fare, in another sentence.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS4-contrast-two-messages-to-v",
        "contrast_correction",
        B,
        B_GIFT,
        21,
        [
            UB,
            assistant("The $50 could come off your $279 certificate."),
            assistant(
                "Correction to what I just said: gift_card_6468981 is a gift card, not a "
                "certificate (its ID says so). The $50 can still come off it."
            ),
        ],
        lab(21, "f", 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 23: 'your $279 certificate' gives the gift card v''s category. 24 corrects "
        "it to a gift card (v): the last stance no longer endorses v'.",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS4-verify-which-is-it",
        "verification",
        IR,
        I_GIFT183,
        7,
        [
            assistant(
                "Quick check before we talk payment: your profile lists gift_card_7344518 "
                "($183) with the type 'credit card', which doesn't match its ID. Do you know "
                "whether that's a gift card or a card?"
            ),
        ],
        lab(7, "f", 1, "none", "no", base=17),
        "T_S = 18: v' (credit card) stated only to question it against the id and ask the user: "
        "a verifying use.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "PS4-quoted-method-json",
        "quoted_tool_output",
        OH,
        O_CERT500,
        7,
        [
            UO,
            assistant(
                "From your profile:\n```json\n"
                '{"source": "gift_card", "amount": 500, "id": "certificate_6969088"}\n```\n'
                "So besides the Mastercard and the $250 certificate, there's a $500 gift card."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: quotes the faulted record and concludes 'a $500 gift card' (v').",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS4-list-methods-bullets",
        "item_lists",
        B,
        B_MC1949,
        21,
        [
            UB,
            assistant(
                "Here's what's on file:\n"
                "- Mastercard ····2273 (credit card)\n- Gift card, $279\n"
                "- Visa ····6521 (credit card)\n- Mastercard ····1949 (gift card)\n\n"
                "I'd charge the $50 to the Visa, same as the flights."
            ),
        ],
        lab(21, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: the list gives Mastercard 1949 (credit_card_8782472) the category "
        "'gift card' (v'); the siblings carry their own categories.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240626, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS4-money-giftcard-balance-short": "dev",
    "PS4-money-giftcard-sum-correct": "dev",
    "PS4-money-cert-leftover-giftcard": "dev",
    "PS4-money-refund-to-certificate": "dev",
    "PS4-money-per-category-table": "heldout",
    "PS4-money-cert-total-correct": "heldout",
    "PS4-derived-bag-fee-not-certificate": "dev",
    "PS4-derived-book-with-wrong-method": "heldout",
    "PS4-derived-count-by-category": "dev",
    "PS4-derived-cert-no-remainder-correct": "dev",
    "PS4-derived-handoff-summary": "heldout",
    "PS4-distractor-brand-last-four": "dev",
    "PS4-distractor-other-giftcard": "heldout",
    "PS4-distractor-policy-sentence": "dev",
    "PS4-distractor-paid-with-other": "dev",
    "PS4-ref-id-called-certificate": "heldout",
    "PS4-ref-balance-giftcard": "dev",
    "PS4-clause-hedge-on-fare": "dev",
    "PS4-contrast-two-messages-to-v": "dev",
    "PS4-verify-which-is-it": "dev",
    "PS4-quoted-method-json": "dev",
    "PS4-list-methods-bullets": "dev",
}

CASES = splits(CASES, SPLIT)
