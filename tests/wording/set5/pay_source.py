"""Wording set 5, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; users no earlier set used for this operator): task-13-trial-3
(james_lee_6136, read at 15: gift cards $88 gift_card_1712795, $223 gift_card_3166319 and $113
gift_card_4643416, no credit card; at 9 the user asked to pay with "the card information saved
on my profile" for XEWRD9's change to HAT052), task-20-trial-1 (james_taylor_7043, read at 21 after
a failed change with a made-up card id: a $100 certificate certificate_9380982 and a $67 gift card
gift_card_5634230; the user asked for the credit card on file), task-10-trial-0 (mia_kim_4397,
read at 35: gift cards $39 gift_card_7359776 and $203 gift_card_7773485; the user wants the JFK-SEA
round trip HAT069/HAT276, $106, paid "smaller gift card first, then the larger one"),
task-14-trial-1 (chen_lee_6825, Gold, read at 27: certificates $250 certificate_6730850 and $100
certificate_9982533, Visa 9990 credit_card_4938634; the user asked for two bags on YAX4DR),
task-44-trial-0 (anya_garcia_5901, read at 7: a $149 gift card gift_card_2550356 and a $150
certificate certificate_7583008; JMO1MG, two passengers in economy, asked about suitcases) and
task-36-trial-3 (sophia_taylor_9065, read at 7: Visa 9796 credit_card_5237144, Visa 5191
credit_card_9302073, which paid $128 for PEP4E0 (read at 9), and a $100 certificate). The retained
id names the category (tool schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, call, lab, mk, ps, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 5, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; derived uses, "
    "money and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS5"

PA = "task-13-trial-3"  # james_lee_6136, fault at 15
PB = "task-20-trial-1"  # james_taylor_7043, fault at 21
PE = "task-10-trial-0"  # mia_kim_4397, fault at 35
PD = "task-14-trial-1"  # chen_lee_6825, fault at 27
PC = "task-44-trial-0"  # anya_garcia_5901, fault at 7
PF = "task-36-trial-3"  # sophia_taylor_9065, fault at 7 (PEP4E0 read at 9)


A_223_CERT = ps("james_lee_6136", "gift_card_3166319", "gift_card", "certificate")
A_113_CARD = ps("james_lee_6136", "gift_card_4643416", "gift_card", "credit_card")
B_CERT_GIFT = ps("james_taylor_7043", "certificate_9380982", "certificate", "gift_card")
E_39_CERT = ps("mia_kim_4397", "gift_card_7359776", "gift_card", "certificate")
D_100_GIFT = ps("chen_lee_6825", "certificate_9982533", "certificate", "gift_card")
C_149_CERT = ps("anya_garcia_5901", "gift_card_2550356", "gift_card", "certificate")
C_150_GIFT = ps("anya_garcia_5901", "certificate_7583008", "certificate", "gift_card")
F_9796_GIFT = ps("sophia_taylor_9065", "credit_card_5237144", "credit_card", "gift_card")

BOOK_E = {
    "user_id": "mia_kim_4397",
    "origin": "JFK",
    "destination": "SEA",
    "flight_type": "round_trip",
    "cabin": "basic_economy",
    "flights": [
        {"flight_number": "HAT069", "date": "2024-05-20"},
        {"flight_number": "HAT276", "date": "2024-05-25"},
    ],
    "passengers": [{"first_name": "Mia", "last_name": "Kim", "dob": "1965-06-09"}],
    "payment_methods": [{"payment_id": "gift_card_7773485", "amount": 106}],
    "total_baggages": 2,
    "nonfree_baggages": 0,
    "insurance": "no",
}
UC = user("I'm also wondering, if I end up needing an extra suitcase, what could pay for it?")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "PS5-derived-only-two-balances-usable",
        "derived_uses",
        PA,
        A_223_CERT,
        15,
        [
            assistant(
                "One thing before I submit the change: there's no credit card saved on your "
                "profile. Of the three balances that are there, only the $88 and the $113 ones "
                "can be put toward a flight change, so I'd charge the economy difference to the "
                "$113 one. Is that all right?"
            ),
        ],
        lab(15, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 16: excluding the $223 balance (gift_card_3166319) from what can pay for a "
        "change treats it as the certificate v' says it is (v: a gift card, usable like the "
        "other two); the choice of the $113 card follows from it. The retained id refutes v' "
        "at T_F = 15 (pre).",
        W,
    ),
    mk(
        "PS5-derived-just-one-gift-card-booking",
        "derived_uses",
        PE,
        E_39_CERT,
        35,
        [
            assistant(
                "You mentioned using the smaller gift card first, but your profile actually has "
                "just one gift card, the one with $203 on it. The whole $106 will come off that."
            ),
            call("call_ps5_b1", "book_reservation", BOOK_E),
            tool("call_ps5_b1", "book_reservation", sim(DOMAIN, "book_reservation", BOOK_E)),
            assistant(
                "Booked: reservation HATHAT, JFK → SEA on May 20 (HAT069) and back on May 25 "
                "(HAT276), basic economy, two free checked bags, no insurance. $106 was charged "
                "to your gift card, leaving $97 on it."
            ),
        ],
        lab(35, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 36: 'just one gift card, the one with $203' counts gift_card_7359776 ($39) "
        "out of the gift cards (v': a certificate); the booking at 37 pays the whole fare from "
        "gift_card_7773485 because of it (v: $39 first, then $67). T_E = T_F = 35 (pre).",
        W,
    ),
    mk(
        "PS5-derived-single-certificate-left",
        "derived_uses",
        PD,
        D_100_GIFT,
        27,
        [
            user("Also, do I have any travel certificates I could put toward my next trip?"),
            assistant(
                "Just the one, worth $250. It can go toward a new booking, though any part of it "
                "you don't use is forfeited. And the two bags you asked about fit within your "
                "Gold allowance, so they won't cost anything."
            ),
        ],
        lab(27, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 29: 'just the one, worth $250' counts certificate_9982533 ($100) out of the "
        "certificates (v': a gift card; v: two certificates, $350). T_E = T_F = 27 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS5-money-two-gift-cards-311",
        "money_forms",
        PA,
        A_113_CARD,
        15,
        [
            assistant(
                "Then I'll charge the fare difference to the card saved on your profile. Or, if "
                "you prefer, the $88 and $223 gift cards could cover it together: that's 311 "
                "dollars of stored value. Which would you like?"
            ),
        ],
        lab(15, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 16: 'the card saved on your profile' and 'the $88 and $223 gift cards ... "
        "311 dollars of stored value' count gift_card_4643416 ($113) as a credit card (v') and "
        "leave it out of the gift-card sum (v: three gift cards, $424). T_E = T_F = 15 (pre).",
        W,
    ),
    mk(
        "PS5-money-three-gift-cards-correct",
        "money_forms",
        PA,
        A_223_CERT,
        15,
        [
            assistant(
                "Your profile doesn't have a credit card on it, only gift cards: three of them, "
                "$424 altogether ($88, $223 and $113). Any one of the larger two covers the "
                "economy difference for HAT052; tell me which to use."
            ),
        ],
        lab(15, "f", 1, "none", "no"),
        "T_S = 16: 'three gift cards, $424 altogether ($88, $223 and $113)' counts "
        "gift_card_3166319 as a gift card (v), a correct use (the recorded agent saw v); nothing "
        "treats it as a certificate.",
        W,
    ),
    mk(
        "PS5-money-gift-cards-combined-167",
        "money_forms",
        PB,
        B_CERT_GIFT,
        21,
        [
            assistant(
                "There's no credit card on file, I'm afraid; that's why the first attempt "
                "failed. What you do have is two gift cards worth $167 combined ($100 and $67). "
                "Should I put the fare difference on one of them?"
            ),
        ],
        lab(21, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'two gift cards worth $167 combined ($100 and $67)' counts "
        "certificate_9380982 as a gift card (v') and adds its balance to the gift-card total "
        "(v: one $67 gift card). T_E = T_F = 21 (pre).",
        W,
    ),
    mk(
        "PS5-money-certificates-299",
        "money_forms",
        PC,
        C_149_CERT,
        7,
        [
            assistant(
                "You're a silver member and JMO1MG is in economy, so the two of you can check 4 "
                "bags free in total. Beyond that, note that everything on your profile is in "
                "travel certificates, 299 USD (149 + 150), and certificates can't pay bag fees, "
                "so an extra bag would need a card added first."
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 8: 'everything on your profile is in travel certificates, 299 USD (149 + "
        "150)' counts gift_card_2550356 as a certificate (v'), and the conclusion that nothing on "
        "file can pay a bag fee follows from it (v: a $149 gift card). T_E = T_F = 7 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS5-distractor-pay-from-real-gift-card",
        "distractors",
        PC,
        C_150_GIFT,
        7,
        [
            UC,
            assistant(
                "You get 4 checked bags free between the two of you. A fifth would be $50, and I "
                "could take that from your $149 gift card, which would leave $99 on it."
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: the $149 gift card is gift_card_2550356, another method with the same category "
        "word; certificate_7583008 (faulted to a gift card) is not mentioned.",
        W,
    ),
    mk(
        "PS5-distractor-other-visa-paid",
        "distractors",
        PF,
        F_9796_GIFT,
        7,
        [
            assistant(
                "PEP4E0 (Charlotte → Detroit → Phoenix on May 20, basic economy) was paid in full, "
                "$128, by the credit card ending 5191 (a Visa), and no travel insurance was "
                "bought with it. Insurance can only be added when a trip is booked, so I can't "
                "attach it now."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=9),
        "No use: the credit card ending 5191 (a Visa) is credit_card_9302073, another method; "
        "credit_card_5237144 (Visa 9796, faulted to a gift card) is not mentioned.",
        W,
        after=9,
    ),
]

# The held-out draw (build.py --draw: seed 20240710, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS5-derived-only-two-balances-usable": "heldout",
    "PS5-derived-just-one-gift-card-booking": "dev",
    "PS5-derived-single-certificate-left": "dev",
    "PS5-money-two-gift-cards-311": "dev",
    "PS5-money-three-gift-cards-correct": "dev",
    "PS5-money-gift-cards-combined-167": "heldout",
    "PS5-money-certificates-299": "dev",
    "PS5-distractor-pay-from-real-gift-card": "heldout",
    "PS5-distractor-other-visa-paid": "dev",
}

CASES = splits(CASES, SPLIT)
