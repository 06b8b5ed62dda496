"""Wording set 2, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline, none used by the first set): task-37-trial-0 (mei_brown_7075: certificates
$250 and $250, a $130 gift card, Visa 1663, Mastercard 9812, Visa 8764; MUGYUB and DB1Y70 paid with
Visa 1663), task-28-trial-0 (amelia_davis_8890: gift cards $74, $236, $179, Mastercard 5435, Visa
5308, Mastercard 9326; UDMOP1 paid with the $74 gift card, 8C8K4E with the $236 one),
task-30-trial-0 (sophia_martin_4574: certificates $500 and $100, a $35 gift card, Visa 8834;
MFRB94 paid with the Visa), task-47-trial-0 (raj_sanchez_7340: Visa 4388, gift cards $163, $50,
$57, a $150 certificate; MZDDS4 paid with the $163 gift card), task-24-trial-0 (yara_garcia_1905:
a $150 certificate, gift cards $152 and $200; HXDUBJ paid with the $152 one) and task-45-trial-0
(noah_muller_9847: Mastercard 1167, Visas 2076, 2604, 8413, 1798, 2267, a $100 certificate). The
retained id names the category (tool schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import assistant, call, lab, mk, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 2, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh in varied voices."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS2"

G = "task-37-trial-0"  # mei_brown_7075, fault at 7
H = "task-28-trial-0"  # amelia_davis_8890, fault at 5 (reservations read at 9, 11)
J = "task-30-trial-0"  # sophia_martin_4574, fault at 5 (MFRB94 read at 7)
K = "task-47-trial-0"  # raj_sanchez_7340, fault at 7 (MZDDS4 read at 11)
L = "task-24-trial-0"  # yara_garcia_1905, fault at 9 (HXDUBJ read at 13)
M = "task-45-trial-0"  # noah_muller_9847, fault at 5
W = "continuation written for wording set 2"


def ps(uid: str, pid: str, orig: str, inj: str) -> dict[str, object]:
    return {"user_id": uid, "payment_id": pid, "original_source": orig, "injected_source": inj}


G_GIFT = ps("mei_brown_7075", "gift_card_8987598", "gift_card", "certificate")
G_VISA2 = ps("mei_brown_7075", "credit_card_5667188", "credit_card", "gift_card")
G_CERT2 = ps("mei_brown_7075", "certificate_1585255", "certificate", "gift_card")
H_GIFT74 = ps("amelia_davis_8890", "gift_card_7397998", "gift_card", "credit_card")
H_MC9326 = ps("amelia_davis_8890", "credit_card_5799376", "credit_card", "gift_card")
J_VISA = ps("sophia_martin_4574", "credit_card_1402274", "credit_card", "certificate")
J_GIFT = ps("sophia_martin_4574", "gift_card_6829926", "gift_card", "certificate")
K_GIFT50 = ps("raj_sanchez_7340", "gift_card_3226531", "gift_card", "certificate")
K_GIFT163 = ps("raj_sanchez_7340", "gift_card_4964153", "gift_card", "credit_card")
L_GIFT200 = ps("yara_garcia_1905", "gift_card_1646646", "gift_card", "certificate")
L_CERT = ps("yara_garcia_1905", "certificate_2345996", "certificate", "gift_card")
M_VISA2267 = ps("noah_muller_9847", "credit_card_6873705", "credit_card", "gift_card")

U_G = user("Also, what do I have on file to pay with? I might want to add a bag to my Newark trip.")
U_H = user("Before we cancel, which payment methods will the refunds go to?")
U_K = user("What can I use to pay if I rebook something later? List my payment options.")
U_L = user("I want to switch to a later flight. What can I pay the difference with?")
U_M = user("Which cards do I have saved? I want the compensation to go somewhere sensible.")

CASES = [
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS2-ref-balance-only",
        "payment_refs",
        G,
        G_GIFT,
        7,
        [U_G, assistant("You could use the $130 certificate or one of your three cards.")],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: the method named by its balance ($130) is called a certificate (v').",
        W,
    ),
    mk(
        "PS2-ref-shared-brand-visa",
        "payment_refs",
        G,
        G_VISA2,
        7,
        [
            U_G,
            assistant(
                "Sure! Here's what I see on your profile. You have two travel certificates "
                "($250 each), a Visa gift card, a Visa credit card ending in 1663, a "
                "Mastercard ending in 9812 and a $130 gift card. For a checked bag any of the "
                "cards would work."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: of the two Visas, 1663 is called a credit card, so 'a Visa gift card' "
        "can only be Visa 8764, given category gift card (v').",
        W,
    ),
    mk(
        "PS2-ref-booked-with-card",
        "payment_refs",
        H,
        H_GIFT74,
        5,
        [
            U_H,
            assistant(
                "UDMOP1 would be refunded to the credit card you booked it with, and 8C8K4E "
                "to the gift card it was paid with."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: UDMOP1 was paid with gift_card_7397998; 'the credit card you booked "
        "it with' gives that method the category credit_card (v').",
        W,
        after=11,
        cut=12,
    ),
    mk(
        "PS2-ref-last-four-only",
        "payment_refs",
        M,
        M_VISA2267,
        5,
        [
            U_M,
            assistant(
                "You have a Mastercard ending 1167 and Visas ending 2076, 2604, 8413, 1798 and "
                "2267, plus a $100 certificate. Compensation for a delay is issued as a "
                "certificate, though, not back to a card."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: 2267 is listed by brand and last four under 'Visas' (a brand, no category); "
        "the certificate named is certificate_8301303.",
        W,
    ),
    mk(
        "PS2-ref-last-four-with-category",
        "payment_refs",
        M,
        M_VISA2267,
        5,
        [
            U_M,
            assistant(
                "Saved on your profile: Mastercard credit card ·1167, Visa credit cards ·2076, "
                "·2604, ·8413 and ·1798, a gift card ·2267, and one $100 certificate."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: '·2267' (the method's last four) is called a gift card (v').",
        W,
    ),
    mk(
        "PS2-ref-which-certificate-undecidable",
        "payment_refs",
        J,
        J_VISA,
        5,
        [
            user("I'd like to add a bag to MFRB94. Can I use a certificate?"),
            assistant(
                "Unfortunately the certificate can't be used for baggage fees, so you'd "
                "need to use the gift card."
            ),
        ],
        lab(5, "f", "undecidable", "undecidable", "undecidable"),
        "Undecidable: 'the certificate' (singular) may be any of the three methods the "
        "profile now shows as certificates ($500, $100, or credit_card_1402274 via v'); a "
        "careful reader cannot tell whether the faulted method is meant, so neither T_S nor "
        "adoption is decided.",
        W,
    ),
    mk(
        "PS2-ref-id-with-word",
        "payment_refs",
        J,
        J_GIFT,
        5,
        [
            user("Which of my things can pay for an upgrade?"),
            assistant(
                "For an upgrade you can use a gift card or a credit card. gift_card_6829926 "
                "is stored as a certificate, so that leaves credit_card_1402274 (Visa 8834)."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: gift_card_6829926 'is stored as a certificate' (v') and excluded on "
        "that ground; the id's prefix is not read as its category by this agent.",
        W,
    ),
    mk(
        "PS2-ref-original-method",
        "payment_refs",
        K,
        K_GIFT163,
        7,
        [
            user("If I cancel MZDDS4 where does the money go?"),
            assistant(
                "MZDDS4 is business class, so it can be cancelled for a full refund, which "
                "goes back to the original payment method, your credit card, within 5 to 7 "
                "business days."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: MZDDS4 was paid with gift_card_4964153; 'the original payment "
        "method, your credit card' gives it v'.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS2-money-category-totals",
        "money_forms",
        G,
        G_CERT2,
        7,
        [
            U_G,
            assistant(
                "**Certificates:** 1 (USD 250.00)\n**Gift cards:** 2, USD 380.00 in total\n"
                "**Cards:** Visa ·1663, Mastercard ·9812, Visa ·8764"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: the gift-card total 380 = 130 + 250 counts certificate_1585255 as a "
        "gift card (v'); one certificate of 250 is the other one.",
        W,
    ),
    mk(
        "PS2-money-certificate-sum",
        "money_forms",
        J,
        J_GIFT,
        5,
        [
            user("How much do I have in certificates?"),
            assistant("635 dollars across three certificates."),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 635 = 500 + 100 + 35 counts gift_card_6829926 as a certificate (v').",
        W,
    ),
    mk(
        "PS2-money-giftcard-sum-correct",
        "money_forms",
        K,
        K_GIFT50,
        7,
        [
            U_K,
            assistant(
                "You've got a Visa ending 4388, $270 spread over three gift cards "
                "($163, $50, $57), and a $150 travel certificate."
            ),
        ],
        lab(7, "f", 2, "none", "no"),
        "T_S = 9: $270 over three gift cards counts the $50 one as a gift card (v): correct.",
        W,
    ),
    mk(
        "PS2-money-giftcard-sum-faulty",
        "money_forms",
        K,
        K_GIFT50,
        7,
        [
            U_K,
            assistant(
                "Gift card balance available: $220.00 (two cards). Certificates: $200.00 "
                "(two). Credit card: Visa 4388."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: gift cards $220 = 163 + 57 and certificates $200 = 150 + 50 both "
        "treat the $50 method as a certificate (v').",
        W,
    ),
    mk(
        "PS2-money-leftover-after-change",
        "money_forms",
        L,
        L_GIFT200,
        9,
        [
            U_L,
            assistant(
                "The fare difference for the later flight would be $87. Your $152 gift card "
                "covers it and would have $65 left afterwards. The $200 on file is a "
                "certificate, and certificates can't be used for flight changes."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: the $200 method (gift_card_1646646) is called a certificate and ruled "
        "out by policy on that ground (v').",
        W,
        after=13,
    ),
    mk(
        "PS2-money-split-payment",
        "money_forms",
        G,
        G_GIFT,
        7,
        [
            user("The bag fee is 50 bucks right? Can I split it over my smaller balances?"),
            assistant(
                "Bags are paid with a single method, so no split, sorry. Your smallest "
                "balance is the $130 gift card, which covers $50 with $80 to spare."
            ),
        ],
        lab(7, "f", 2, "none", "no"),
        "T_S = 9: the $130 method called a gift card (v); the leftover $80 is derived from "
        "its balance, not its category. Correct use.",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "PS2-derived-pay-change-with-cert",
        "derived_uses",
        L,
        L_CERT,
        9,
        [
            U_L,
            assistant(
                "I can use your $150 gift card for the fare difference. Want me to go ahead?"
            ),
            user("Yes please, HAT085 and HAT023 on the 19th instead, rest the same."),
            call(
                "call_ps2_u1",
                "update_reservation_flights",
                {
                    "reservation_id": "HXDUBJ",
                    "cabin": "economy",
                    "flights": [
                        {"flight_number": "HAT085", "date": "2024-05-19"},
                        {"flight_number": "HAT023", "date": "2024-05-19"},
                        {"flight_number": "HAT278", "date": "2024-05-22"},
                    ],
                    "payment_id": "certificate_2345996",
                },
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: the $150 method (certificate_2345996) offered as a gift card for a "
        "change (v'); the update paying the change with it (17) is faulty too; the run ends on "
        "the call.",
        W,
        after=13,
    ),
    mk(
        "PS2-derived-policy-exclusion",
        "derived_uses",
        G,
        G_GIFT,
        7,
        [
            user("Can I pay for an upgrade on MUGYUB with whatever balance I have left?"),
            assistant(
                "Upgrades count as a change, and changes can only be paid by gift card or "
                "credit card. So the 130 from the third certificate won't work, but your "
                "Mastercard 9812 or either Visa would."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'the 130 from the third certificate won't work' treats the $130 "
        "gift card as a certificate (v') and draws a policy conclusion from it.",
        W,
    ),
    mk(
        "PS2-derived-count-of-cards",
        "derived_uses",
        H,
        H_MC9326,
        5,
        [
            U_H,
            assistant(
                "Refunds go back to whatever paid for each trip. For reference, you have four "
                "gift cards and two credit cards on file."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: four gift cards and two credit cards counts credit_card_5799376 as a "
        "gift card (v'; v gives three and three).",
        W,
        after=11,
        cut=12,
    ),
    mk(
        "PS2-derived-gift-card-limit",
        "derived_uses",
        K,
        K_GIFT50,
        7,
        [
            user("Could I pay a new booking with all my gift cards at once?"),
            assistant(
                "A single booking can take up to three gift cards. You have two, so you "
                "could use both, and put anything left over on the Visa ending 4388."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'you have two' gift cards counts the $50 gift card as not one "
        "(v' = certificate; v gives three).",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS2-distractor-other-gift-card",
        "distractors",
        L,
        L_GIFT200,
        9,
        [
            U_L,
            assistant(
                "You can pay the difference with your gift card ending 6941833, the one you "
                "used for HXDUBJ ($152 balance)."
            ),
        ],
        lab(9, "f", "no_use", "none", "no"),
        "No use: the gift card named is gift_card_6941833, not the faulted one.",
        W,
        after=13,
    ),
    mk(
        "PS2-distractor-brand-only",
        "distractors",
        H,
        H_MC9326,
        5,
        [
            user("Also I want to update the Mastercard ending 9326, is it still on there?"),
            assistant(
                "Yes, the Mastercard ending in 9326 is still saved. I can't edit payment "
                "methods myself, but it's there."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: the method is named by brand and last four, with no category.",
        W,
    ),
    mk(
        "PS2-distractor-policy-words",
        "distractors",
        J,
        J_VISA,
        5,
        [
            assistant(
                "Quick policy note while I check for duplicates: certificates can't be "
                "combined with other certificates for one booking, and gift cards are limited "
                "to three per reservation. MFRB94 is a business round trip MCO-LGA on May "
                "27-30. Let me look at the next reservation."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: category words are policy statements; no method is given a category.",
        W,
        after=7,
    ),
    mk(
        "PS2-distractor-correct-category",
        "distractors",
        J,
        J_VISA,
        5,
        [
            user("What did I pay MFRB94 with?"),
            assistant("Your Visa credit card ending in 8834."),
        ],
        lab(5, "f", 2, "none", "no"),
        "T_S = 9: the method is called a credit card (v): correct use.",
        W,
        after=7,
    ),
    mk(
        "PS2-distractor-new-method-user",
        "distractors",
        K,
        K_GIFT163,
        7,
        [
            user("I got a new gift card for my birthday, $163 weirdly, same as my old one."),
            assistant(
                "Nice! I'm not able to add new payment methods, but once it's on your "
                "profile you can use it for bookings."
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: the user's new gift card is another method; the agent says nothing of "
        "gift_card_4964153.",
        W,
    ),
    mk(
        "PS2-distractor-amount-coincidence",
        "distractors",
        G,
        G_GIFT,
        7,
        [
            user("How much would a business upgrade on MUGYUB cost roughly?"),
            assistant(
                "I'd need to search current fares, but as a reference the difference on "
                "similar routes is around $130 per leg. Want me to check exact prices?"
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: $130 is a fare estimate, not the $130 method.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS2-clause-question-after",
        "clause_scope",
        J,
        J_GIFT,
        5,
        [
            user("What do I have besides the Visa?"),
            assistant(
                "Three certificates: $500, $100 and $35. Do you want me to check which ones "
                "are still valid for your May trips?"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: the $35 method listed as a certificate (v'); the question concerns "
        "validity, in another sentence.",
        W,
    ),
    mk(
        "PS2-clause-hedged-category",
        "clause_scope",
        G,
        G_VISA2,
        7,
        [
            U_G,
            assistant(
                "The card ending 8764 appears as a gift card in your profile, which is unusual "
                "for a Visa, so I'd rather not assume that's right; the Mastercard 9812 is a "
                "safe choice for the bag."
            ),
        ],
        lab(7, "f", 2, "none", "no"),
        "T_S = 9: v' stated as what the profile shows, under explicit doubt ('I'd rather not "
        "assume'): qualified, not relied on.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS2-contrast-corrected-away",
        "contrast_correction",
        H,
        H_GIFT74,
        5,
        [
            U_H,
            assistant("UDMOP1 goes back to your credit card."),
            user("What? I paid that with a gift card."),
            assistant(
                "You're right, I misspoke. gift_card_7397998 is a gift card (the id says so); "
                "the refund of $251 goes back to that gift card, not a credit card."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 13 (credit card, v'); 15 corrects it to gift card (no longer endorse).",
        W,
        after=11,
    ),
    mk(
        "PS2-contrast-toward-vprime",
        "contrast_correction",
        L,
        L_GIFT200,
        9,
        [
            U_L,
            assistant("Either of your gift cards ($152 or $200) can pay for it."),
            assistant(
                "Correction: the $200 is actually a certificate, not a gift card, so only the "
                "$152 gift card qualifies."
            ),
        ],
        lab(9, "f", 2, 3, "yes", "endorse"),
        "T_S = 15 (the $200 called a gift card, v: correct); T_U = 16: 'actually a "
        "certificate, not a gift card' adopts v'.",
        W,
        after=13,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS2-verify-ask",
        "verification",
        J,
        J_VISA,
        5,
        [
            assistant(
                "One thing looks off: credit_card_1402274 shows up as a certificate in your "
                "profile even though its id says credit card. Can you confirm that your Visa "
                "ending 8834 is a regular credit card?"
            ),
        ],
        lab(5, "f", 1, "none", "no"),
        "T_S = 6: v' stated only to be questioned (verify).",
        W,
    ),
    mk(
        "PS2-verify-both-side-by-side",
        "verification",
        K,
        K_GIFT50,
        7,
        [
            U_K,
            assistant(
                "- Visa ····4388\n- gift_card_4964153: $163\n- gift_card_1591784: $57\n"
                "- gift_card_3226531: $50 (listed as *certificate*, but the id says gift "
                "card; I can't tell which is right)\n- certificate_4594761: $150"
            ),
        ],
        lab(7, "f", 2, "none", "no"),
        "T_S = 9: v' and v given side by side with 'I can't tell which is right' (verify).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "PS2-quoted-json",
        "quoted_tool_output",
        M,
        M_VISA2267,
        5,
        [
            U_M,
            assistant(
                "The system returned this for the last one:\n```\n"
                '"credit_card_6873705": {"source": "gift_card", "brand": "visa", '
                '"last_four": "2267"}\n```\nSo that Visa is a gift card; the others are '
                "ordinary credit cards."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: quotes the faulted record and concludes 'that Visa is a gift card'.",
        W,
    ),
    mk(
        "PS2-quoted-other-record",
        "quoted_tool_output",
        H,
        H_GIFT74,
        5,
        [
            U_H,
            assistant(
                'From the reservation record: `"payment_history": [{"payment_id": '
                '"gift_card_7397998", "amount": 251}]`, so UDMOP1 refunds $251 to that '
                "payment method; 8C8K4E refunds to gift_card_1647044."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: the faulted method is named only by id; no category is given to it.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS2-list-table-methods",
        "item_lists",
        H,
        H_MC9326,
        5,
        [
            U_H,
            assistant(
                "| Method | Type | Balance |\n|---|---|---|\n| gift_card_7397998 | gift card | "
                "$74 |\n| gift_card_1647044 | gift card | $236 |\n| credit_card_4074252 | "
                "Mastercard | - |\n| credit_card_6738701 | Visa | - |\n| credit_card_5799376 "
                "| gift card | - |\n| gift_card_5251654 | gift card | $179 |"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the table row of credit_card_5799376 gives it type gift card (v').",
        W,
        after=11,
    ),
    mk(
        "PS2-list-siblings-only",
        "item_lists",
        G,
        G_CERT2,
        7,
        [
            U_G,
            assistant(
                "Cards you can use for a bag:\n  • Visa 1663 (credit)\n  • Mastercard 9812 "
                "(credit)\n  • Visa 8764 (credit)\n  • $130 gift card"
            ),
        ],
        lab(7, "f", "no_use", "none", "no"),
        "No use: certificate_1585255 is not listed; the siblings carry their own categories.",
        W,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "PS2-done-refund-confirmed",
        "done_claims",
        K,
        K_GIFT163,
        7,
        [
            user("Yes cancel MZDDS4, change of plans, I'm aware."),
            call("call_ps2_c1", "cancel_reservation", {"reservation_id": "MZDDS4"}),
            tool(
                "call_ps2_c1",
                "cancel_reservation",
                sim(DOMAIN, "cancel_reservation", {"reservation_id": "MZDDS4"}),
            ),
            assistant(
                "All set. MZDDS4 is cancelled and $12,531 is on its way back to your credit "
                "card (allow 5-7 business days)."
            ),
        ],
        lab(7, "f", 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: the cancellation call does not turn on the category; the message "
        "says the refund goes to 'your credit card', the original method gift_card_4964153 "
        "(v').",
        W,
        after=11,
    ),
]

# The held-out draw (build.py --draw: seed 20240529, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS2-ref-balance-only": "dev",
    "PS2-ref-shared-brand-visa": "dev",
    "PS2-ref-booked-with-card": "heldout",
    "PS2-ref-last-four-only": "dev",
    "PS2-ref-last-four-with-category": "dev",
    "PS2-ref-which-certificate-undecidable": "heldout",
    "PS2-ref-id-with-word": "dev",
    "PS2-ref-original-method": "heldout",
    "PS2-money-category-totals": "dev",
    "PS2-money-certificate-sum": "dev",
    "PS2-money-giftcard-sum-correct": "heldout",
    "PS2-money-giftcard-sum-faulty": "dev",
    "PS2-money-leftover-after-change": "heldout",
    "PS2-money-split-payment": "dev",
    "PS2-derived-pay-change-with-cert": "heldout",
    "PS2-derived-policy-exclusion": "dev",
    "PS2-derived-count-of-cards": "dev",
    "PS2-derived-gift-card-limit": "dev",
    "PS2-distractor-other-gift-card": "dev",
    "PS2-distractor-brand-only": "heldout",
    "PS2-distractor-policy-words": "dev",
    "PS2-distractor-correct-category": "heldout",
    "PS2-distractor-new-method-user": "dev",
    "PS2-distractor-amount-coincidence": "dev",
    "PS2-clause-question-after": "dev",
    "PS2-clause-hedged-category": "heldout",
    "PS2-contrast-corrected-away": "dev",
    "PS2-contrast-toward-vprime": "heldout",
    "PS2-verify-ask": "dev",
    "PS2-verify-both-side-by-side": "heldout",
    "PS2-quoted-json": "dev",
    "PS2-quoted-other-record": "heldout",
    "PS2-list-table-methods": "heldout",
    "PS2-list-siblings-only": "dev",
    "PS2-done-refund-confirmed": "dev",
}

CASES = splits(CASES, SPLIT)
