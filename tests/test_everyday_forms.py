"""Payment methods, done-claims and yes/no options in the everyday forms agents write them.

Each form is one English allows for the thing (a brand's other spelling, an abbreviation of a
category, a verb of lacking, a headline), checked on constructed sentences: recognising it
decides what the words fix; missing it read the sentence as "no use".
"""

from __future__ import annotations

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said, find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment_refs import Method, method_refs
from sscb_dsl.text.payment_sums import CATEGORY

METHODS = [
    Method("credit_card_4421005", "credit_card", "mastercard", "1234", None),
    Method("credit_card_9000111", "credit_card", "visa", "8834", None),
    Method("gift_card_7397998", "gift_card", "", "", 6200),
]


@pytest.mark.parametrize("form", ["Mastercard", "MasterCard", "Master Card", "master-card"])
def test_a_brand_in_its_other_spellings_names_the_card(form: str) -> None:
    assert method_refs(parse(f"I'll charge the {form}."), METHODS[0], METHODS, [])
    assert not method_refs(parse(f"I'll charge the {form}."), METHODS[1], METHODS, [])


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("the e-gift card", "gift_card"),
        ("your eGift card", "gift_card"),
        ("the travel cert", "certificate"),
        ("two certs", "certificate"),
    ],
)
def test_a_category_in_its_short_forms(text: str, category: str) -> None:
    found = CATEGORY.search(text)
    assert found is not None and found.lastgroup == category


ABOUT = [["flight", "flights", "itinerary", "reservation", "booking"], "OBUT9V"]
OTHERS = [["bag", "bags"]]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Flights updated for OBUT9V.", "faulty"),
        ("The reservation reflects the new flight now.", "faulty"),
        ("The system rejected the change.", "correct"),
        ("The modification was unsuccessful.", "correct"),
        # (a rejection of something else is no claim about the change)
        ("You rejected the window seat, so I left it.", "none"),
    ],
)
def test_done_and_not_done_in_more_words(text: str, expected: str) -> None:
    said = claims_said(text, ABOUT, OTHERS, ["HAT078", "2024-05-27"], [], [], [])
    assert reading(said, "done", "not_done") == expected


SPEAKER = [["Bluetooth Speaker", "speaker"]]


@pytest.mark.parametrize(
    ("option", "text", "expected"),
    [
        # the value "no" said as a missing property, never the property itself
        ("water resistance", "Your speaker: water resistance \u2014 none.", "correct"),
        ("water resistance", "Your speaker lacks water resistance.", "correct"),
        ("water resistance", "Your speaker doesn't have water resistance.", "correct"),
        ("water resistance", "Your speaker is splash-proof.", "faulty"),
        # a waterproof option said in the words of water resistance
        ("waterproof", "Your speaker is water-resistant.", "faulty"),
        ("waterproof", "Your speaker is not water-resistant.", "correct"),
        ("waterproof", "Your speaker lacks water resistance.", "correct"),
        ("waterproof", "Your speaker is the one without water resistance.", "correct"),
    ],
)
def test_a_yes_no_option_in_its_everyday_words(option: str, text: str, expected: str) -> None:
    said = options_said(text, SPEAKER, [], option, [["yes", "no"]], [])
    assert reading(said, "yes", "no") == expected


NOW = "2024-05-15 15:00:00 EST"
PAST_AND_AHEAD = ["2024-05-14", "2024-05-16"]  # v' before the stated time, v after it


@pytest.mark.parametrize(
    "text",
    [
        "You've already flown HAT290.",
        "You've already returned on HAT290.",
        "HAT290 has landed already.",
        "HAT290 has come and gone.",
        "HAT290 was used already.",
        "HAT290 is a past flight.",
        "The return leg HAT290 is already over.",
        "HAT290 is already behind you.",
        "You came back on HAT290 already.",
    ],
)
def test_a_leg_said_to_be_past_in_more_words(text: str) -> None:
    """Said past, the leg has the one of v' and v that is before the stated time."""
    said = dates_said(text, ["HAT290", "return"], [], NOW, PAST_AND_AHEAD)
    assert [m["values"] for m in said] == [["2024-05-14"]]


def test_a_relative_clause_of_a_date_said_adds_no_date() -> None:
    """ "on May 13, which you've already flown" says the date written is past: May 13 only."""
    text = "HAT260 was part of NTIRXF on May 13, which you've already flown."
    found = find_dates(parse(text), ("2024-05-13", "2024-05-20"), NOW)
    assert [text[f.start : f.end] for f in found] == ["May 13"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your return is \u2014 as far as I can tell \u2014 on May 18.", "hedged"),
        ("Back on HAT263 \u2014 as far as I can tell from the record \u2014 on May 18.", "hedged"),
        ("I would guess your return is May 18.", "hedged"),
        ("My understanding is that your return is May 18.", "hedged"),
        ("From what I can see, your return is May 18.", "hedged"),
        ("Two gift cards, I believe \u2014 $62 on one and the rest on May 18.", "hedged"),
        # a one-word answer before a dash hedges nothing after it; nor does a plain dash
        ("Possibly \u2014 the profile lists your return on May 18.", "reported"),
        ("Your return is on May 18 \u2014 that is the last leg.", "asserted"),
    ],
)
def test_hedges_in_more_words_and_places(text: str, expected: str) -> None:
    at = text.index("May 18")
    assert mode_at(parse(text), at, at + 6) == expected
