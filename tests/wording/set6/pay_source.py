"""Wording set 6, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; users no earlier set used for this operator, except three whose other
methods set 2 faulted, here with a method no earlier set faulted): task-46-trial-2
(noah_muller_9847, read at 7: Mastercard 1167 credit_card_1245537, Visas 2076 credit_card_6040264,
2604 credit_card_3255100, 8413 credit_card_3983998, 1798 credit_card_7574394 and 2267
credit_card_6873705 (set 2 faulted that one), a $100 certificate certificate_8301303; the user
wants a one-way booking for three), task-34-trial-3 (daiki_muller_1116, read at 21 after XEHM4B
($296 + $288) and 59XX6W ($624) were cancelled with refunds to credit_card_2408938: Visas 2135
credit_card_2408938 and 5541 credit_card_4303738), task-49-trial-2 (emma_kim_9957, read at 11:
Visa 5241 credit_card_5832574, which paid MDCLVA (read at 7) and EHGLP3 (read at 13), and a $103
gift card gift_card_9562694), task-1-trial-1 (olivia_gonzalez_2305, read at 5: a $123 gift card
gift_card_2200803, which paid Z7GOZK ($169, insured, read at 9), and Mastercard 9475
credit_card_9969263, which paid K67C4W and THY2DG (read at 11, 13)), task-18-trial-0
(amelia_rossi_1297, read at 5: Visa 3507 credit_card_4579924, which paid SI5UKW ($124, read at
7), and a $118 gift card), task-6-trial-3 (aarav_garcia_1177, read at 5: a $150 certificate
certificate_7473723 and a $35 gift card gift_card_8887175, which paid M05KNL ($2,787, read at
9); the user moves M05KNL to economy on May 24, $216, searched at 13-15), task-15-trial-1
(james_patel_9828, read at 7: one $128 gift card gift_card_1642017, which paid GV1N64 (read at
13); the user asks to downgrade GV1N64 with the refund to the original method), task-12-trial-0
(amelia_sanchez_4739, read at 7: one Mastercard 3658 credit_card_4065275, which paid 3FRNFB ($286,
read at 9)), task-37-trial-2 (mei_brown_7075, read at 5: certificates $250 certificate_6761175
and $250 certificate_1585255, a $130 gift card, Visa 1663 credit_card_4920843, Mastercard 9812
credit_card_1815425 and Visa 8764; reservations read to 11) and task-29-trial-2
(amelia_davis_8890, read at 5: gift cards $74, $236 gift_card_1647044 and $179, Mastercard 5435,
Visa 5308 credit_card_6738701 and Mastercard 9326). The retained id names the category (tool
schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, lookup, mk, ps, splits, user

DESCRIPTION = (
    "Wording set 6, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; payment "
    "references, clause scope, corrections, verification, quoted tool output, item lists and "
    "distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS6"

PN = "task-46-trial-2"  # noah_muller_9847, fault at 7
PD = "task-34-trial-3"  # daiki_muller_1116, fault at 21
PE = "task-49-trial-2"  # emma_kim_9957, fault at 11 (EHGLP3 read at 13)
PO = "task-1-trial-1"  # olivia_gonzalez_2305, fault at 5 (reads to 13)
PR = "task-18-trial-0"  # amelia_rossi_1297, fault at 5 (SI5UKW read at 7)
PG = "task-6-trial-3"  # aarav_garcia_1177, fault at 5 (M05KNL at 9, searches to 15)
PJ = "task-15-trial-1"  # james_patel_9828, fault at 7 (reads to 13)
PS = "task-12-trial-0"  # amelia_sanchez_4739, fault at 7 (3FRNFB read at 9)
PM = "task-37-trial-2"  # mei_brown_7075, fault at 5 (reads to 11)
PA = "task-29-trial-2"  # amelia_davis_8890, fault at 5


N_2604_GIFT = ps("noah_muller_9847", "credit_card_3255100", "credit_card", "gift_card")
N_1798_CERT = ps("noah_muller_9847", "credit_card_7574394", "credit_card", "certificate")
N_2076_CERT = ps("noah_muller_9847", "credit_card_6040264", "credit_card", "certificate")
D_2135_GIFT = ps("daiki_muller_1116", "credit_card_2408938", "credit_card", "gift_card")
D_5541_GIFT = ps("daiki_muller_1116", "credit_card_4303738", "credit_card", "gift_card")
E_103_CERT = ps("emma_kim_9957", "gift_card_9562694", "gift_card", "certificate")
E_5241_GIFT = ps("emma_kim_9957", "credit_card_5832574", "credit_card", "gift_card")
O_123_CARD = ps("olivia_gonzalez_2305", "gift_card_2200803", "gift_card", "credit_card")
O_9475_GIFT = ps("olivia_gonzalez_2305", "credit_card_9969263", "credit_card", "gift_card")
R_3507_GIFT = ps("amelia_rossi_1297", "credit_card_4579924", "credit_card", "gift_card")
G_150_GIFT = ps("aarav_garcia_1177", "certificate_7473723", "certificate", "gift_card")
J_128_CARD = ps("james_patel_9828", "gift_card_1642017", "gift_card", "credit_card")
S_3658_GIFT = ps("amelia_sanchez_4739", "credit_card_4065275", "credit_card", "gift_card")
M_9812_CERT = ps("mei_brown_7075", "credit_card_1815425", "credit_card", "certificate")
M_250_GIFT = ps("mei_brown_7075", "certificate_6761175", "certificate", "gift_card")
A_236_CERT = ps("amelia_davis_8890", "gift_card_1647044", "gift_card", "certificate")
A_5308_GIFT = ps("amelia_davis_8890", "credit_card_6738701", "credit_card", "gift_card")

BOOK_ASK = user(
    "Let's do the booking first: one way from SFO to JFK on May 24, economy, three passengers. "
    "What can I pay with?"
)

CASES = [
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS6-ref-last-four-gift-card",
        "payment_refs",
        PN,
        N_2604_GIFT,
        7,
        [
            user(
                "Let's do the booking first: one way from SFO to JFK on May 24, economy, three "
                "passengers. Can I put it on the card ending 2604?"
            ),
            assistant(
                "Yes, that one works. One thing to know: the method ending in 2604 is a Visa "
                "gift card, so unlike your credit cards its balance has to cover the whole fare; "
                "if it falls short, we can split the rest onto a credit card. Could you send me "
                "the three passengers' names and dates of birth?"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'the method ending in 2604 is a Visa gift card, so unlike your credit "
        "cards' gives credit_card_3255100 the category v' (v: credit card), and the balance rule "
        "follows from it. The retained id refutes v' at T_F = 7 (pre).",
        W,
    ),
    mk(
        "PS6-ref-brand-only-no-category",
        "payment_refs",
        PN,
        N_1798_CERT,
        7,
        [
            user(
                "Let's do the booking first: one way from SFO to JFK on May 24, economy, three "
                "passengers. I'd like to pay with a Visa."
            ),
            assistant(
                "No problem. There are several Visas on your profile, ending in 1798, 2076, "
                "2267, 2604 and 8413. Which one should I charge?"
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: 'several Visas ... ending in ... 1798' names credit_card_7574394 (faulted to a "
        "certificate) by brand and last four only, which gives it no category.",
        W,
    ),
    mk(
        "PS6-ref-balance-as-certificate",
        "payment_refs",
        PE,
        E_103_CERT,
        11,
        [
            user(
                "Fine. If I can't cancel it, can I at least use what's on my account toward a "
                "new trip?"
            ),
            assistant(
                "You can. Besides your Visa ending 5241, there's a $103 balance on the profile, "
                "held as a travel certificate. It can be applied to a future booking, but "
                "whatever you don't use on that booking is lost, so it's best spent on a fare of "
                "at least $103."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: the $103 balance (gift_card_9562694) 'held as a travel certificate', "
        "with the certificate's forfeit rule drawn from it, treats it as v' (v: a gift card). "
        "T_E = T_F = 11 (pre).",
        W,
        after=13,
    ),
    mk(
        "PS6-ref-original-method-credit-card",
        "payment_refs",
        PO,
        O_123_CARD,
        5,
        [
            user(
                "I'm feeling unwell and want to cancel the Newark trip using my insurance. "
                "Where would the refund end up?"
            ),
            assistant(
                "Because Z7GOZK has travel insurance and you're cancelling for health reasons, "
                "it qualifies for a full refund of $169. The money returns to the method you "
                "booked with, which is a credit card on your profile, so expect it within 5–7 "
                "business days. Do you want me to cancel it now?"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'the method you booked with, which is a credit card' refers to "
        "gift_card_2200803 (Z7GOZK's payment) and gives it v' (v: a gift card), with the refund "
        "timing drawn from it. T_E = T_F = 5 (pre).",
        W,
        after=13,
    ),
    mk(
        "PS6-ref-brand-plus-category",
        "payment_refs",
        PR,
        R_3507_GIFT,
        5,
        [
            user("I understand. Just so I know, what did I pay with for this trip?"),
            assistant("SI5UKW was paid in full, $124, with your Visa gift card."),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: 'your Visa gift card' is credit_card_4579924 (SI5UKW's payment) with the "
        "category v' (v: credit card). T_E = T_F = 5 (pre).",
        W,
        after=7,
    ),
    mk(
        "PS6-ref-id-fragment-refunds",
        "payment_refs",
        PD,
        D_2135_GIFT,
        21,
        [
            user("Where will the refunds for the two cancellations go?"),
            assistant(
                "Both refunds, $584 for XEHM4B and $624 for 59XX6W, go back to the method they "
                "were paid with: the gift card …8938 (a Visa, ending 2135). Gift card refunds "
                "usually show up right away."
            ),
        ],
        lab(21, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'the gift card …8938 (a Visa, ending 2135)' is credit_card_2408938 by an "
        "id fragment, with v' as its category (v: credit card) and the refund timing drawn from "
        "it. T_E = T_F = 21 (pre).",
        W,
    ),
    mk(
        "PS6-ref-category-word-correct",
        "payment_refs",
        PM,
        M_9812_CERT,
        5,
        [
            user("If you can't refund me, can I at least pay for future trips with my Mastercard?"),
            assistant(
                "Of course. The Mastercard ending in 9812 is a credit card on your profile, so "
                "it works for any new booking, as do your Visas ending 1663 and 8764."
            ),
        ],
        lab(5, "f", 2, "none", "no", base=11),
        "T_S = 13: 'The Mastercard ending in 9812 is a credit card' gives credit_card_1815425 its "
        "category v (credit card), a correct use (the recorded agent saw v); nothing treats it "
        "as a certificate. Not adopted; T_E = T_F = 5 (pre).",
        W,
        after=11,
    ),
    mk(
        "PS6-ref-the-card-no-category",
        "payment_refs",
        PS,
        S_3658_GIFT,
        7,
        [
            user("If I did get some money back, where would it go?"),
            assistant(
                "Any refund on 3FRNFB would be returned to your Mastercard ending 3658, the "
                "card used to buy it. Right now, though, this ticket can't be refunded just "
                "because plans changed."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=9),
        "No use: 'your Mastercard ending 3658, the card used to buy it' names "
        "credit_card_4065275 by brand and last four only, giving it no category.",
        W,
        after=9,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS6-clause-question-next-sentence",
        "clause_scope",
        PG,
        G_150_GIFT,
        5,
        [
            assistant(
                "Economy on the 24th comes to $216 for both flights (HAT227 at $112 and HAT139 "
                "at $104), so $2,571 of the $2,787 you paid is refunded onto the gift card that "
                "booking was charged to. You also hold a $150 gift card, which this change "
                "won't touch. Shall I switch you to HAT227 and HAT139 on May 24?"
            ),
        ],
        lab(5, "f", 1, 1, "yes", "endorse", base=15),
        "T_S = T_U = 16: 'You also hold a $150 gift card' gives certificate_7473723 the category "
        "v' (v: certificate); the question about the change is another sentence. T_E = T_F = 5 "
        "(pre).",
        W,
        after=15,
    ),
    mk(
        "PS6-clause-hedge-other-clause",
        "clause_scope",
        PJ,
        J_128_CARD,
        7,
        [
            user(
                "Yes, downgrade all three of us to economy, and send any refund back to how I paid."
            ),
            assistant(
                "I'm not sure yet whether economy has room for all three of you on the return, "
                "HAT290, but the refund side is simple: whatever comes back goes to your credit "
                "card, since that's the only payment method on the profile. Let me try the "
                "change now."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'goes to your credit card, since that's the only payment method' gives "
        "gift_card_1642017 (the only method) the category v' (v: gift card); the hedge is about "
        "seats, in another clause. T_E = T_F = 7 (pre).",
        W,
        after=13,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS6-cc-correction-toward-vprime",
        "contrast_correction",
        PA,
        A_236_CERT,
        5,
        [
            user("Before we cancel anything, what payment methods do I have?"),
            assistant(
                "You have three gift cards, with $74, $236 and $179 on them, and three credit "
                "cards: Mastercards ending 5435 and 9326 and a Visa ending 5308."
            ),
            user("Are you sure about the $236 one?"),
            assistant(
                "Well spotted, I need to fix that: the $236 one is held as a travel certificate; "
                "I filed it with the gift cards by mistake. So that's two gift cards ($74 and "
                "$179), one certificate ($236) and the three credit cards."
            ),
        ],
        lab(5, "f", 2, 4, "yes", "endorse"),
        "T_S = 7: the $236 method (gift_card_1647044) listed among the gift cards = v, a correct "
        "use. T_U = 9: the correction makes it 'held as a travel certificate' = v' and "
        "recounts by category (endorse). T_E = T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS6-cc-retracted-not-as-i-said",
        "contrast_correction",
        PM,
        M_250_GIFT,
        5,
        [
            user("Could I at least use something on my account toward a new booking?"),
            assistant("Yes: there's a $250 gift card on your profile you could put toward it."),
            user("I thought that was a certificate?"),
            assistant(
                "I had that wrong, it's no gift card: its ID is "
                "certificate_6761175, so it's a $250 travel certificate, like the other $250 one "
                "on your profile. A certificate can still be put toward a new booking; only the "
                "part you don't spend is forfeited."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "no_longer_endorse", base=11),
        "T_S = T_U = 13: 'a $250 gift card' offers certificate_6761175 as v' (v: certificate). "
        "15 retracts it ('I had that wrong, it's no gift card ... it's a $250 travel "
        "certificate': no longer endorse). T_E = T_F = 5 (pre).",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS6-verify-label-against-id",
        "verification",
        PO,
        O_9475_GIFT,
        5,
        [
            user("Which of my cards could I use to rebook the Newark trip?"),
            assistant(
                "Before that, a quick check. Your Mastercard ending 9475 shows up in "
                'the profile with the type "gift card", while its ID (credit_card_9969263) says '
                "credit card, and K67C4W and THY2DG were both paid with it. Is it a regular "
                "Mastercard credit card? I'd rather not route a payment on a label that may be "
                "wrong."
            ),
        ],
        lab(5, "f", 2, "none", "no", base=13),
        "T_S = 15: v' (the 'gift card' type of credit_card_9969263) is stated only beside the id "
        "to question it and ask the user (verifying use). Not adopted; T_E = T_F = 5 (pre).",
        W,
        after=13,
    ),
    mk(
        "PS6-verify-rereads-profile",
        "verification",
        PD,
        D_5541_GIFT,
        21,
        [
            user("For future bookings, which of my cards are actual credit cards?"),
            *lookup(
                DOMAIN,
                "call_ps6_u1",
                "get_user_details",
                {"user_id": "daiki_muller_1116"},
                "Let me make sure I get this right. The Visa ending 5541 shows up labelled "
                "a gift card, which seems odd for a Visa with a card number, so I'm pulling "
                "your profile again to check.",
            ),
            assistant(
                "The fresh copy of your profile lists both Visas, 2135 and 5541, as credit "
                "cards; the gift card label I saw a moment ago isn't there. So you have two Visa "
                "credit cards for future bookings."
            ),
        ],
        lab(21, "f", 2, "none", "no"),
        "T_S = 23: v' (5541 'labelled a gift card') is stated only to doubt it and re-read "
        "the profile (verifying use); 25 gives credit_card_4303738 its category v after the "
        "re-read. Not adopted; T_E = T_F = 21 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "PS6-quoted-json-both-gift-cards",
        "quoted_tool_output",
        PE,
        E_5241_GIFT,
        11,
        [
            user("What exactly do you have on file for my payment methods?"),
            assistant(
                "Here's what the profile returns:\n\n```json\n"
                '"credit_card_5832574": {"source": "gift_card", "brand": "visa", '
                '"last_four": "5241"},\n'
                '"gift_card_9562694": {"source": "gift_card", "amount": 103}\n```\n\n'
                "So both of your methods are gift cards: the Visa one ending 5241 and a second "
                "with $103 on it. MDCLVA and EHGLP3 were both paid with the Visa one."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: the pasted fragment carries v' for credit_card_5832574 and the message "
        "concludes 'both of your methods are gift cards: the Visa one ending 5241' (v: credit "
        "card). T_E = T_F = 11 (the id is in the same fragment; pre).",
        W,
        after=13,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS6-list-methods-bullets",
        "item_lists",
        PA,
        A_5308_GIFT,
        5,
        [
            user("Before we start, can you list my payment methods?"),
            assistant(
                "Here's what's on your profile:\n\n"
                "- Gift card, $74 balance\n"
                "- Gift card, $236 balance\n"
                "- Mastercard credit card ending 5435\n"
                "- Visa gift card ending 5308\n"
                "- Mastercard credit card ending 9326\n"
                "- Gift card, $179 balance"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: the line 'Visa gift card ending 5308' gives credit_card_6738701 the "
        "category v' (v: credit card); the sibling lines are other methods. T_E = T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS6-list-grouped-by-category",
        "item_lists",
        PN,
        N_2076_CERT,
        7,
        [
            BOOK_ASK,
            assistant(
                "Here's what you have, grouped by type:\n\n"
                "**Credit cards**\n- Mastercard ending 1167\n- Visa ending 2604\n"
                "- Visa ending 8413\n- Visa ending 1798\n- Visa ending 2267\n\n"
                "**Certificates**\n- $100 (certificate_8301303)\n- Visa ending 2076\n\n"
                "Any of the credit cards can pay for the whole booking; a certificate can go "
                "toward it, but unused value doesn't carry over."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'Visa ending 2076' is listed under **Certificates**, giving "
        "credit_card_6040264 the category v' (v: credit card); the other Visas are siblings under "
        "Credit cards. T_E = T_F = 7 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS6-distractor-other-gift-card",
        "distractors",
        PG,
        G_150_GIFT,
        5,
        [
            assistant(
                "Economy on the 24th comes to $216 for both flights, so $2,571 of what you paid "
                "is refunded onto the gift card M05KNL was bought with, the one that now holds "
                "$35. Okay to switch you to HAT227 and HAT139 on May 24?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=15),
        "No use: the gift card that paid M05KNL and holds $35 is gift_card_8887175, another "
        "method with the same category word; certificate_7473723 (faulted to a gift card) is not "
        "mentioned.",
        W,
        after=15,
    ),
    mk(
        "PS6-distractor-policy-words",
        "distractors",
        PJ,
        J_128_CARD,
        7,
        [
            user("Yes, downgrade everyone to economy. Where does the refund go?"),
            assistant(
                "A downgrade refund returns to whichever method paid for the booking. Gift card "
                "refunds land right away, while credit card refunds usually take 5–7 business "
                "days. Let me try the change on GV1N64 now."
            ),
        ],
        lab(7, "f", "no_use", "none", "no", base=13),
        "No use: the category words are in general policy sentences; 'whichever method "
        "paid for the booking' refers to gift_card_1642017 without giving it a category.",
        W,
        after=13,
    ),
]

# The held-out draw (build.py --draw: seed 20240724, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS6-ref-last-four-gift-card": "dev",
    "PS6-ref-brand-only-no-category": "heldout",
    "PS6-ref-balance-as-certificate": "dev",
    "PS6-ref-original-method-credit-card": "heldout",
    "PS6-ref-brand-plus-category": "dev",
    "PS6-ref-id-fragment-refunds": "dev",
    "PS6-ref-category-word-correct": "dev",
    "PS6-ref-the-card-no-category": "heldout",
    "PS6-clause-question-next-sentence": "dev",
    "PS6-clause-hedge-other-clause": "heldout",
    "PS6-cc-correction-toward-vprime": "heldout",
    "PS6-cc-retracted-not-as-i-said": "dev",
    "PS6-verify-label-against-id": "dev",
    "PS6-verify-rereads-profile": "heldout",
    "PS6-quoted-json-both-gift-cards": "dev",
    "PS6-list-methods-bullets": "dev",
    "PS6-list-grouped-by-category": "heldout",
    "PS6-distractor-other-gift-card": "heldout",
    "PS6-distractor-policy-words": "dev",
}

CASES = splits(CASES, SPLIT)
