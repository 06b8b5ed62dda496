"""Shapes found by the fifth independent probe set (tests/wording/probes/probes5.json, 156
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes). It was measured unseen at the end of the fifth pass (122 right, 24 decided wrong, 10
abstaining) and is development data from the sixth pass on. Each shape is pinned on
constructed sentences:

- a weekday abbreviation labelling a line ("Mon: LAX→EWR (HAT228)") is that leg's day;
- a leg named by where it goes ("flying on to Atlanta on Monday", "you land in Atlanta on May
  27"), when no other leg of the trip goes there;
- a material said as its adjective or first word ("the wooden one", "stainless"), and a word
  of the option's family in an elliptical answer ("White, 2L, stainless"): a value to read,
  never silently nothing;
- a change written from the old value to the new ("from the 9 to the 10"): the old one is the
  item's;
- payment methods grouped under category labels, a line each ("Gift cards (2): $35, $100" then
  "Certificate (1): $500"): each label is its own line's.

And from a sweep of verification written in more words (constructed here): doubt in the next
sentence ("That doesn't line up"), a confirmation asked after a record's value ("Does that
match what you have?", "Could you verify on your end?"), the user asked for the value just
before it is said, a check announced on its own ("I'll verify that."), and a statement hedged
after it ("but I'm not confident that's accurate", "if the record is accurate").

Probe set 7 (182 messages by a further helper, measured at the start of the sixth pass's code
and then used as development data) added: a record's category "labelled" and put in doubt, an
"oddity" or "data problem" flagged, "which size are the boots you have?".
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.names import arrival, refers, route
from sscb_dsl.text.options import option_in, option_kind_in, options_said
from sscb_dsl.text.payment import sources_said

NOW = "2024-05-15 15:00:00 EST"
V, V0 = "2024-05-20", "2024-05-22"  # v' is a Monday, v a Wednesday


def _leg(text: str, about: list[Any], others: list[Any]) -> Any:
    return reading(dates_said(text, about, others, NOW, [V, V0]), V, V0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fri: MIA→LAX (HAT050)\nMon: LAX→EWR (HAT228)\nThu: EWR→MIA (HAT202)", "faulty"),
        ("- **Mon** – LAX→EWR (HAT228)", "faulty"),
        # another leg's line: not the leg's day
        ("Mon: EWR→MIA (HAT202)", "none"),
    ],
)
def test_a_weekday_labelling_a_line(text: str, expected: str) -> None:
    assert _leg(text, ["HAT228", "LAX to EWR"], ["HAT050", "HAT202", "EWR to MIA"]) == expected


AIRPORTS = ["ATL Atlanta", "DFW Dallas", "SEA Seattle"]


def test_arrival_anchors() -> None:
    anchors = arrival("ATL", AIRPORTS)
    assert anchors is not None and "fly on to Atlanta" in anchors and "land in ATL" in anchors
    assert refers("Then you fly on to Atlanta on Monday.", anchors) is True
    assert refers("Atlanta is lovely in May.", anchors) is False
    both = arrival(["ATL", "SEA"], AIRPORTS)
    assert both is not None and "land in Seattle" in both and "the leg to Atlanta" in both
    assert arrival(None, AIRPORTS) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You land in Atlanta on May 20.", "faulty"),
        ("The flight to Atlanta is on May 22.", "correct"),
        # the other leg's arrival governs its own date
        ("You fly to Dallas on May 20 and on to Atlanta on the 22nd.", "correct"),
        ("You fly into Dallas on May 20.", "none"),
    ],
)
def test_a_leg_named_by_where_it_goes(text: str, expected: str) -> None:
    about = ["HAT282", arrival("ATL", AIRPORTS)]
    others = ["HAT113", "HAT239", arrival(["DFW", "SEA"], AIRPORTS)]
    assert _leg(text, about, others) == expected


SHELF = ["Bookshelf", "bookshelf"]


@pytest.mark.parametrize(
    ("text", "value", "original", "expected"),
    [
        ("Your bookshelf is the wooden one.", "wood", "glass", "faulty"),
        ("Your bookshelf is stainless.", "stainless steel", "glass", "faulty"),
        ("Your bookshelf is the glass one, not the stainless one.", "stainless steel", "glass",
         "correct"),
        ("Your bookshelf has a hard-shell case.", "hardshell", "softshell", "faulty"),
    ],
)  # fmt: skip
def test_a_material_said_as_its_adjective(
    text: str, value: str, original: str, expected: str
) -> None:
    said = options_said(text, SHELF, [], "material", [value, original], [])
    assert reading(said, value, original) == expected


def test_elliptical_values_are_candidates() -> None:
    assert option_in("The wooden one — black, 3 ft.", ["wood", "glass"]) is True
    assert option_in("Size nine, in black.", ["9", "10"]) is True
    # a word of the option's family no variant has: a value some rule must read
    assert option_kind_in("White, 2L, stainless — $159.78.", ["glass", "ceramic"]) is True
    assert option_kind_in("The navy one.", ["blue", "black"]) is True
    assert option_kind_in("It ships on Monday.", ["blue", "black"]) is False


BOOTS = ["Hiking Boots", "boots"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a change from the old value to the new: the old is the item's
        ("I'll switch your boots from the 9 to the 10.", "faulty"),
        ("Your boots: size 9 → 10.", "faulty"),
        ("Your boots: size 10 -> 9.", "correct"),
        ("Changing your boots from size 10 to size 9 now.", "correct"),
        # no change: both said of the item
        ("Your boots are size 9 and size 10.", "both"),
    ],
)
def test_a_change_from_the_old_value_to_the_new(text: str, expected: str) -> None:
    said = options_said(text, BOOTS, [], "size", ["9", "10", "11"], [])
    assert reading(said, "9", "10") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # doubt in the next sentence, in more words
        # (a doubt with no check or question: qualified since pass 39)
        ("HAT228 shows May 20. That doesn't line up with the rest of the trip.", "qualified"),
        # a confirmation asked in the next sentence after a record's value
        ("Before I proceed: the record puts HAT228 on May 20. Does that match what you have?",
         "verify"),
        ("HAT228 appears as May 20 in our system. Could you verify on your end?", "verify"),
        # the user asked for the value just before it is said
        ("Can you tell me what date you have for HAT228? Our system says May 20.", "verify"),
        # a check of it announced on its own
        ("HAT228 is on May 20. I'll verify that.", "verify"),
        ("HAT228 is on May 20. Let me re-pull the reservation.", "verify"),
        # the statement hedged after it, or on the record being right
        ("I'm seeing May 20 for HAT228, but I'm not confident that's accurate.", "qualified"),
        ("HAT228 is on May 20, if the record is accurate.", "qualified"),
        # a check or a doubt about something else: the value stands
        ("HAT228 is on May 20. Let me check availability for you.", "faulty"),
        ("HAT228 is on May 20. I'm not sure how many seats are left; let me check.", "faulty"),
        ("Would you like me to check other dates? HAT228 is on May 20.", "faulty"),
        # a plan offered presupposes the value: no question about it
        ("Could HAT228 on May 20 work for you, or do you prefer another day?", "faulty"),
        ("Does HAT228 leave on May 20?", "verify"),
    ],
)  # fmt: skip
def test_verification_in_more_words(text: str, expected: str) -> None:
    assert _leg(text, ["HAT228"], ["HAT050", "HAT202"]) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value said to have been written by mistake is withdrawn
        ("Correction: HAT228 departs May 22 (I wrote May 20 earlier by mistake).", "correct"),
        ("I mistakenly wrote May 20 for HAT228; it is May 22.", "correct"),
        # "the correct date is" corrects what came before it
        ("Update: my earlier message had HAT228 on May 22; the correct date is May 20.", "faulty"),
        # a correction about another leg withdraws nothing of this one
        ("HAT228 is on May 20. The correct date is May 23 for HAT202.", "faulty"),
    ],
)
def test_corrections_in_more_words(text: str, expected: str) -> None:
    assert _leg(text, ["HAT228"], ["HAT050", "HAT202"]) == expected


METHODS = [
    {"source": "certificate", "amount": 500, "id": "certificate_4156052"},
    {"source": "gift_card", "amount": 35, "id": "gift_card_6829926"},
    {"source": "gift_card", "amount": 100, "id": "certificate_4328067"},  # v' gift card, v cert.
    {"source": "credit_card", "brand": "visa", "last_four": "8834", "id": "credit_card_1402274"},
]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # methods grouped under category labels, one line each (the next line's label was given
        # to the balance that ended the line before: both categories, a listing)
        ("Gift cards (2): $35, $100\nCertificate (1): $500\nCredit card (1): Visa ending 8834",
         "faulty"),
        ("Gift cards: $35, $100\nCertificate: $500", "faulty"),
        # a balance right before its category on the same line still names it
        ("The $100 certificate and the $35 gift card.", "correct"),
        # a last four written with a dot is no separator
        ("Saved: a gift card ·2267 and one $100 certificate.", "correct"),
    ],
)  # fmt: skip
def test_methods_grouped_by_category(text: str, expected: str) -> None:
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


KEYBOARD = ["Mechanical Keyboard", "keyboard"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # both values reported ("per the order", "the catalogue lists"), put to the user
        ("Your keyboard per the order: tactile. The catalogue lists it as linear, though, so "
         "which switches does yours actually have?", "verify"),
        ("Your keyboard per the order: tactile.", "faulty"),
    ],
)  # fmt: skip
def test_a_conflict_of_records_put_to_the_user(text: str, expected: str) -> None:
    said = options_said(text, KEYBOARD, [], "switch type", ["tactile", "linear", "clicky"], [])
    assert reading(said, "tactile", "linear") == expected


def test_something_off_doubts_the_statement_before_it() -> None:
    text = "HAT228 shows the 20th, which is before HAT050 — something's off."
    assert _leg(text, ["HAT228"], ["HAT050", "HAT202"]) == "verify"


def test_a_route_with_a_code_at_one_end_and_a_city_at_the_other() -> None:
    anchors = route("LAX", "EWR", ["LAX Los Angeles", "EWR Newark"])
    assert anchors is not None and "LAX to Newark" in anchors and "Los Angeles to EWR" in anchors
    text = "It's Monday the 20th that you go LAX → Newark."
    assert _leg(text, ["HAT228", anchors], ["HAT050", "HAT202"]) == "faulty"
    # a code may have several names ("LAX Los Angeles", "LAX LA"): each pairs with the other end
    short = route("MIA", "LAX", ["MIA Miami", "LAX Los Angeles", "LAX LA"])
    assert short is not None and "Miami to LA" in short and "Miami to Los Angeles" in short


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # from probe set 7: a record's category said "labelled", doubted
        ("certificate_4328067 ($100) is labelled a gift card in your profile, but its ID says "
         "certificate. I can't tell which it is from here — do you know?", "verify"),
    ],
)  # fmt: skip
def test_a_labelled_category_put_in_doubt(text: str, expected: str) -> None:
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


def test_more_doubt_and_questions() -> None:
    # (doubted, with no check or question: qualified since pass 39)
    text = "One oddity: HAT228 shows the 20th, a day before HAT050. That's a data problem."
    assert _leg(text, ["HAT228"], ["HAT050", "HAT202"]) == "qualified"
    boots = (
        "Your order line says size 9, but the product record lists it as a size 10. Which size "
        "are the boots you have?"
    )
    said = options_said(boots, ["Hiking Boots", "boots"], [], "size", ["9", "10", "11"], [])
    assert reading(said, "9", "10") == "verify"


def test_the_methods_left_unnamed() -> None:
    """ "Everything else on your profile is a gift card": the methods the message does not name,
    the target among them."""
    text = "Your Visa ending 8834 is a credit card; everything else on your profile is a gift card."
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "faulty"


def test_what_the_agent_was_going_to_say_is_withdrawn() -> None:
    text = (
        "I was going to say your $100 certificate can't be used for bags — but looking at its ID "
        "again, it's a gift card, not a certificate."
    )
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "faulty"
