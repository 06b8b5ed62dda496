"""Shapes found in the twenty-sixth pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change):

- a return date's trip-level reading holding more v or v' dates than the leg's own reading
  (another leg on the same day, a table of several bookings) was left unsure; when the trip's
  reading is the same as the leg's, the extra dates change nothing either way and the leg's
  reading stands;
- values coordinated before a noun of other variants ("there are 1.5 L and 2 L versions") are
  those variants', as the last one is; "any model with 16GB" picks a variant out, not the item
  ("a 24MP model with 3x zoom" may still describe it); "ignore the 100ml on the order line"
  dismisses the value; "stepping up to the 100ml" names the new choice;
- hedges in a later clause: "— if that's right, ..." (the condition takes the statement up),
  "though I'd treat the capacity with a little caution", "— I can't say for certain from here";
  a doubt in a clause that hedges a record's words is that report's hedge, not a question put
  to it (the message still asks when it doubts or checks elsewhere);
- "Something in the record looks off." as the next sentence, and an impossibility argued as
  "That is a day before you even reach Newark", doubt the date before them;
- the same change made to another booking or order since the user last spoke ("Yes, cancel
  both"): a claim that names no entity and no group ("That one's cancelled now", "Done — it's
  cancelled") may be of either, so it is unresolved ("both are cancelled" and a claim naming the
  entity stay decided);
- a later clause opening "assuming it went through as reported, ..." and "though I can't be
  completely sure the change stuck" hedge the claim before them;
- done claims in more words: "HAT266 now replaces the Phoenix connection", "with you now listed
  as the passenger", "the two bags you just added", and the new state said on its own ("Charlotte
  it is — #W5270061 will go to 159 Hickory Lane"; not after a condition or as the agent's plan);
- the shift a user asks for, in weeks ("a week later": 7), nights ("one more night"), "a couple
  of days" (2), "cut the trip short by a day" and "shorten" (earlier: the return leg), "the next
  morning"; a shift of no size the text gives ("a few days later", "a day or two later") is
  asked but unknown, no longer "no shift" (a date said beside it is then unsure, never "no use");
  a size without a direction ("move my return by two days") is either way (it was unknown, so a
  date moved by it was unsure); a date that is a shift of both v' and v stays unsure;
- a list item giving a method, a dash and a category ("- Mastercard ending 1949 — credit card")
  says the method's category (a dash in prose still separates);
- "an exact gift card total" (a total of the class, not said to hold the method) is no category
  word of a method;
- a record's value the agent puts to a check in more words: "I'll cross-check it", "I'm checking
  that against the product listing", "..., which I'd like to double-check", "let me make sure
  that's right", "Before I rely on that, ...", "... in the catalogue to confirm", "Let me verify
  against the catalogue", "I'll confirm the colour", a check offered ("Shall I double-check?",
  "Want me to verify that?") or called for ("worth confirming", "that may need verifying"), the
  user asked ("Can you take a quick look at yours?", "What colour are the ones you received?");
- the speaker's own doubt, in a later clause or the next sentence: "..., but I could be wrong",
  "though don't quote me on that", "Correct me if I'm wrong." hedge (no doubt of the record:
  "that could be wrong" still is one; "I could be wrong about the refund timing" is of another
  thing);
- a check announced of the item's option said with a pronoun ("I'll check the product page so I
  can tell you its exact capacity") puts the record's value to the check, as "what capacity
  yours is" did ("its capacity options" are the catalogue's);
- a check of the leg's date said without a date: "to confirm when HAT228 leaves Los Angeles",
  "What date does HAT228 leave ...?", "the Las Vegas → Seattle date on file doesn't line up";
- a date moved from v' by the shift the user asked for ("the day before your current return",
  said as May 19 when v' is May 20 and the user asked for one day earlier) is a use of v' (the
  `tell` rule counted it) and now also endorses v' (the stance rule read no stance in it).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_record, _stdlib_verdict

from sscb_dsl.text.day_shift import day_shift

# XEWRD9's return ATL -> DFW: May 21 (v), May 20 (v'); the user asks for one day earlier
EARLIER = ("set4", "return_date", "RD4-derived-day-earlier-search", 9)
# 5BGGWZ's HAT142 DFW -> EWR: v' the 16th; another booking connects in Newark that day
NEWARK = ("set5", "return_date", "RD5-distractor-newark-16th-other-res", 21)
# the leg LA -> Newark HAT228: v' May 20 (a Monday)
PASTED = ("set7", "return_date", "RD7-quoted-json-disputed", 13)

# the bottle in #W...: 30ml (v), 100ml (v')
BOTTLE = (".", "item_option", "IO-cc-cannot-be-right", 12)
# the kettle: 1.5 L (v), 1 L (v')
KETTLE = ("set2", "item_option", "IO2-prose-kettle-litre", 13)
# the air purifier: large room (v), small room (v')
PURIFIER = ("set3", "item_option", "IO3-derived-keep-small-room", 18)
# the laptop in #W5838674: 16GB (v), 8GB (v')
LAPTOP = ("set4", "item_option", "IO4-quoted-options-json", 14)
# the kettle in #W9154975: 1 L (v), 1.5 L (v')
KETTLE_LISTED = ("set6", "item_option", "IO6-clause-hedge-other-clause", 21)
# the camera in #W4689314: its zoom 3x (v)
CAMERA = ("set2", "item_option", "IO2-prose-zoom-times", 12)
# the Visa ending 2172, a credit card (v), delivered as a gift card (v')
VISA = ("set7", "pay_source", "PS7-quoted-profile-fragment", 7)
# HAT041's return to LA: v' the 25th, before the outbound reaches Newark
HAT041 = ("set8", "return_date", "RD8-clause-hedge-governs-date-pre", 19)

# #W9722559's cancellation was suppressed; #W3289292's, made just before it, took effect
TWO_ORDERS = ("set6", "write_effect_retail", "WR6-distractor-other-order-cancelled", 28)
# UDMOP1's cancellation was suppressed; 4XGCCM's, made just after it, took effect
TWO_BOOKINGS = ("set4", "write_effect", "WE4-distractor-effective-cancel-only", 26)
# #W3361211's cancellation was suppressed (its acknowledgement kept)
ACCEPTED = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
# the change to the nonstop HAT041 was suppressed
NONSTOP = (".", "write_effect", "WE-cs-hedge-governs-verify", 22)

# the change to the nonstop HAT266 was suppressed
HAT266 = (".", "write_effect", "WE-mf-charged-gift-card", 22)
# the two bags added to the booking were suppressed
BAGS = ("set2", "write_effect", "WE2-derived-total-with-bags", 21)
# the passenger change on FQ8APE was suppressed
PASSENGER = ("set2", "write_effect", "WE2-contrast-passenger-corrected", 20)
# #W5270061's address change to 159 Hickory Lane was suppressed
HICKORY = ("set4", "write_effect_retail", "WR4-write-order-address-claim", 26)

# the Mastercard ending 1949 (credit_card_8782472), a credit card (v), delivered as a gift card
MASTERCARD = ("set4", "pay_source", "PS4-list-methods-bullets", 23)

# certificate_1849235 ($250), a certificate (v), delivered as a gift card (v')
TOTAL = ("set8", "pay_source", "PS8-money-gift-card-sum-usd", 9)

# the earbuds in #W5061109: white (v), blue (v')
EARBUDS = (".", "item_option", "IO-ver-double-check-then-adopts", 13)
_LISTED = "The order lists your earbuds as blue"

# the Visa ending 7803, a credit card (v), delivered as a gift card (v')
VISA_7803 = (".", "pay_source", "PS-cs-hedge-governs-od", 8)
_GIFT = "The Visa ending 7803 is a gift card"

# the water bottle's capacity: 750ml (v'), the case's own
BOTTLE_750 = ("set5", "item_option", "IO5-prose-its-the-750ml", 23)

# MZDDS4's HAT228 out of Los Angeles: the case's return leg
HAT228 = ("set7", "return_date", "RD7-clause-question-after-commitment", 13)
# 4OG6T3's Las Vegas -> Seattle leg HAT040
HAT040 = ("set4", "return_date", "RD4-verify-side-by-side", 8)

CASES = [
    pytest.param(HAT228, "I'm re-opening MZDDS4 to confirm when HAT228 leaves Los Angeles before "
                 "we decide anything about cancelling.", "verify", id="to-confirm-when-it-leaves"),
    pytest.param(HAT228, "What date does HAT228 leave Los Angeles on your ticket?", "verify",
                 id="what-date-does-hat228-leave"),
    pytest.param(HAT228, "Let me check when your connection is.", "not_dependent",
                 id="control-a-check-of-another-time"),
    pytest.param(HAT040, "Before we talk about the delay, I want to re-check the return legs with "
                 "you, because the Las Vegas → Seattle date on file doesn't line up with the rest "
                 "of the trip.", "verify", id="the-route-date-on-file-doubted"),
    pytest.param(BOTTLE_750, "Let me look that up properly before the exchange — I'll check the "
                 "bottle's product page so I can tell you its exact capacity.", "verify",
                 id="a-check-announced-of-its-capacity"),
    pytest.param(BOTTLE_750, "Let me check its capacity options.", "not_dependent",
                 id="control-a-check-of-the-options"),
    pytest.param(VISA_7803, _GIFT + ", but I could be wrong.", "qualified", id="i-could-be-wrong"),
    pytest.param(VISA_7803, _GIFT + ", though don't quote me on that.", "qualified",
                 id="dont-quote-me"),
    pytest.param(VISA_7803, _GIFT + ". I could be wrong, though.", "qualified",
                 id="next-sentence-i-could-be-wrong"),
    pytest.param(VISA_7803, _GIFT + ". Correct me if I'm wrong.", "qualified",
                 id="correct-me-if-im-wrong"),
    pytest.param(VISA_7803, _GIFT + ". I could be wrong about the refund timing, though.",
                 "faulty", id="control-wrong-about-something-else"),
    # (a doubt with no check or question: qualified since pass 39)
    pytest.param(VISA_7803, _GIFT + ", but that could be wrong.", "qualified",
                 id="control-the-record-could-be-wrong"),
    *(
        pytest.param(EARBUDS, _LISTED + tail, "verify", id=f"report-then-check-{i}")
        for i, tail in enumerate(
            [
                " — let me make sure that's right before changing anything.",
                ". Before I rely on that, I'm going to check the item details.",
                "; I'll cross-check it with the catalogue.",
                ", which I'd like to double-check against the item ID.",
                ". I'm checking that against the product listing now.",
                ". I'll look the item ID up in the catalogue to confirm.",
                ". Want me to verify that with the catalogue?",
                ". Shall I double-check?",
                " — worth confirming before we swap them.",
                "; that may need verifying.",
                ". Can you take a quick look at yours?",
                ". What colour are the ones you received?",
                ". I'll confirm the colour before we go on.",
                ". Let me verify against the catalogue.",
            ]
        )
    ),
    pytest.param(EARBUDS, _LISTED + ". Want me to check availability?", "faulty",
                 id="control-an-offer-to-check-something-else"),
    pytest.param(EARBUDS, _LISTED + ". I'll check the available colours for you.", "faulty",
                 id="control-a-check-of-the-catalogue"),
    pytest.param(TOTAL, "Before I total anything up: your $250 balance is filed as a gift card, "
                 "yet its ID says certificate. Let me check which it really is, and then I'll give "
                 "you an exact gift card total.", "verify", id="an-exact-gift-card-total-to-come"),
    pytest.param(TOTAL, "Your other booking:\n- Payment Method: Gift Card\n- Total Amount Paid: "
                 "$4420", "unresolved", id="control-a-category-before-the-next-fields-total"),
    pytest.param(MASTERCARD, "Methods on file:\n- Mastercard ending 2273 — credit card\n- Gift "
                 "card — $279\n- Visa ending 6521 — credit card\n- Mastercard ending 1949 — "
                 "credit card\n\nI'll charge the $50 bag fee to the Visa.", "correct",
                 id="list-item-method-dash-category"),
    pytest.param(MASTERCARD, "Profile:\n- Mastercard ··2273 — credit\n- Visa ··6521 — credit\n- "
                 "Mastercard ··1949 — gift card\n- $279 gift card", "faulty",
                 id="list-item-method-dash-vprime"),
    pytest.param(MASTERCARD, "The Mastercard ending 1949 — and the $279 gift card — are both on "
                 "file.", "not_dependent", id="control-dash-in-prose"),
    pytest.param(HAT266, "Your gift card covered the $146 fare, and the nonstop HAT266 now "
                 "replaces the Phoenix connection on the 19th.", "faulty", id="now-replaces"),
    pytest.param(BAGS, "Including the two bags you just added, you've spent $598 on this trip: "
                 "$498 for the fare and $100 in bag fees.", "faulty", id="the-bags-you-just-added"),
    pytest.param(PASSENGER, "With you now listed as the passenger on FQ8APE, you'll need ID "
                 "matching Omar Rossi, born June 6, 1970, at the airport.", "faulty",
                 id="now-listed-as"),
    pytest.param(HICKORY, "Charlotte it is — #W5270061 will go to 159 Hickory Lane, Suite 995. Now "
                 "let's sort out the desk lamp.", "faulty", id="will-go-to-the-new-address"),
    pytest.param(HICKORY, "If you confirm, #W5270061 will go to 159 Hickory Lane, Suite 995.",
                 "not_dependent", id="control-will-go-to-on-a-condition"),
    pytest.param(HICKORY, "I'll make sure #W5270061 will go to 159 Hickory Lane.",
                 "not_dependent", id="control-a-plan"),
    pytest.param(TWO_ORDERS, "That one's cancelled now, and the refund is going back to your "
                 "PayPal.", "unresolved", id="that-one-after-two-writes"),
    pytest.param(TWO_ORDERS, "Both orders are cancelled now, and the refunds are going back to "
                 "your PayPal.", "faulty", id="control-both-after-two-writes"),
    pytest.param(TWO_ORDERS, "#W9722559 is cancelled now.", "faulty",
                 id="control-named-after-two-writes"),
    pytest.param(TWO_BOOKINGS, "Done on my end — it's cancelled, and the refund will go back to "
                 "the card it was paid with.", "unresolved", id="its-cancelled-after-two-writes"),
    pytest.param(TWO_BOOKINGS, "Done on my end — both are cancelled.", "faulty",
                 id="control-both-are-cancelled"),
    pytest.param(ACCEPTED, "The cancellation request for #W3361211 was accepted; assuming it went "
                 "through as reported, the $1,464.00 will be refunded to your Visa ending 4451 "
                 "within 5–7 business days.", "qualified", id="assuming-it-went-through"),
    pytest.param(NONSTOP, "The system reported success, so you should be on the nonstop HAT041 "
                 "now, though I can't be completely sure the change stuck.", "qualified",
                 id="cant-be-sure-the-change-stuck"),
    pytest.param(KETTLE, "Not the biggest — it's the one-litre glass kettle in white. If you want "
                 "more capacity, there are 1.5 L and 2 L versions.", "faulty",
                 id="values-coordinated-before-versions"),
    pytest.param(LAPTOP, "This is the laptop line from #W5838674:\n\n> 15-inch · i5 · 8GB RAM · "
                 "512GB SSD · space grey\n\nSo any model with 16GB would double your memory.",
                 "faulty", id="any-model-with"),
    pytest.param(CAMERA, "Here's your camera from order #W4689314: a 24MP model with 3× optical "
                 "zoom and SD-card storage, $2,895.55.", "correct",
                 id="control-a-model-with-is-the-items"),
    pytest.param(BOTTLE, "Your bottle is the 30ml men's woody (item 5081446110) — ignore the 100ml "
                 "on the order line; the catalogue ties that item ID to 30ml. Stepping up to the "
                 "100ml woody would be $312.04.", "correct", id="ignore-the-value-stepping-up"),
    pytest.param(PURIFIER, "Going by the order, your purifier is the small-room model — if that's "
                 "right, the cheapest small-room option is the HEPA one with quiet operation at "
                 "$502.70.", "qualified", id="if-thats-right-after-a-dash"),
    pytest.param(KETTLE_LISTED, "The kettle in #W9154975 is listed as the 1.5-litre white glass "
                 "model, $155.99 — though I'd treat the capacity with a little caution until I've "
                 "matched it against the catalogue.", "qualified", id="treat-with-caution"),
    pytest.param(KETTLE_LISTED, "The kettle in #W9154975 is listed as the 1.5-litre white glass "
                 "model, $155.99.", "faulty", id="control-listed-as"),
    pytest.param(VISA, "Your Visa ending 7803 is an ordinary credit card. The Visa ending 2172 "
                 "probably is too, though the profile labels it a gift card — I can't say for "
                 "certain from here.", "qualified", id="cant-say-for-certain-hedges-the-report"),
    pytest.param(VISA, "The profile labels the Visa ending 2172 a gift card — something looks off "
                 "there. Can you check your card?", "verify", id="control-report-put-to-a-check"),
    # (doubted, with no check or question: qualified since pass 39)
    pytest.param(HAT041, "HAT041 brings you back to LA on Saturday the 25th. Something in the "
                 "record looks off.", "qualified", id="something-in-the-record-looks-off"),
    pytest.param(HAT041, "HAT041 brings you back to LA on Saturday the 25th. That is a day before "
                 "you even reach Newark.", "verify", id="thats-a-day-before-you-reach"),
    pytest.param(NEWARK, "| Booking | Newark leg | Date |\n|---|---|---|\n| HTR26G | HAT300 "
                 "MSP→EWR, HAT231 EWR→DFW | 16/05 |\n| 5BGGWZ | HAT231 EWR→DFW | 10/05 |\n| "
                 "5BGGWZ | HAT142 DFW→EWR | 16/05 |", "faulty", id="table-other-booking-same-day"),
    pytest.param(PASTED, '```json\n{"flight_number": "HAT050", "date": "2024-05-17"},\n'
                 '{"flight_number": "HAT228", "date": "2024-05-20"},\n{"flight_number": '
                 '"HAT202", "date": "2024-05-23"}\n```\n\nSo: Miami → LA on Friday, LA → Newark '
                 "on Monday, Newark → Miami on Thursday.", "faulty",
                 id="pasted-legs-then-weekdays"),
    pytest.param(EARLIER, "Here's what flies ATL → DFW nonstop on May 19, the day before your "
                 "current return.", "faulty", id="control-shifted-from-vprime"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_pinned_messages(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    assert _stdlib_verdict(where[0], None, where[1], where[2], where[3], text) == expected


def _stance(where: tuple[str, str, str, int], text: str) -> str:
    """The stdlib's stance verdict at the replaced message (``none`` when no stance rule
    matched it)."""
    set_dir, file, name, step = where
    record = _stdlib_record(set_dir, None, file, name, step, text)
    got = [u["stance"] for u in record["uses"] if u["step"] == step and u["rule"] == "rule:said"]
    return got[0] or "none" if got else "none"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Here's what flies ATL → DFW nonstop on May 19, the day before your current return.",
         "endorse"),
        ("Here's what flies ATL → DFW nonstop on Sunday, May 19.", "endorse"),
        ("Your return is on May 20.", "endorse"),
        ("Here's what flies ATL → DFW nonstop on May 22.", "none"),
    ],
)  # fmt: skip
def test_a_date_moved_from_vprime_by_the_asked_shift_endorses_it(text: str, expected: str) -> None:
    assert _stance(EARLIER, text) == expected


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("Can I come back a couple of days later?", [2]),
        ("Could I fly home a week later?", [7]),
        ("Push it back by a week, please.", [7]),
        ("I'd like to stay one more night.", [1]),
        ("Let's make it one night longer.", [1]),
        ("Can we cut the trip short by a day?", [-1]),
        ("I want to shorten my trip by a day.", [-1]),
        ("I'd leave the next morning.", [1]),
        # the size without the direction: a date moved either way derives from the one moved
        ("Could you move my return by two days?", [-2, 2]),
        ("Change it by a day.", [-1, 1]),
        ("Delay my return by one day and the outbound by two days.", None),
        # a shift of no size the text gives is asked, but unknown: never "no shift"
        ("Can I come back a few days later?", None),
        ("Could I come back a day or two later?", None),
        ("Push it back by a few days.", None),
        ("I'd like to stay a few more days.", None),
        # no shift asked
        ("I have a few days of vacation left.", []),
        ("I booked this a few days ago.", []),
        ("Is there anything in a few days?", []),
    ],
)
def test_shifts_by_weeks_nights_and_of_no_known_size(text: str, shift: list[int] | None) -> None:
    assert day_shift(text) == shift
