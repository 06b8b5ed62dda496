"""Item options in the words agents use for them.

- a letter size in its word ("a medium", "size Medium", "Large"), unless the word is another
  option's value ("medium ventilation" on a helmet of size S);
- "your helmet is an L": an indefinite size is the item's when its clause's subject names the
  item, unsure when nothing in its sentence says whose it is (before, both were dropped: "no
  use"); a size counted from another ("one size up from your 9s is a 10") stays no use;
- storage in "gigs".
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import option_kind_in, options_said

HELMET = ["Cycling Helmet", "helmet"]


def _size(text: str, shared: list[str] | None = None) -> Any:
    said = options_said(text, HELMET, ["bottle"], "size", ["S", "M", "L"], shared or [])
    return reading(said, "L", "M")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your helmet: Large.", "faulty"),
        ("Your helmet is size Medium.", "correct"),
        ("Your helmet is in large, black.", "faulty"),
        # indefinite: the item's when the clause's subject names it, else unsure when alone
        ("Your helmet is an L.", "faulty"),
        ("So the black helmet is a medium, like the white one.", "correct"),
        ("Looking at it again: that is an L.", None),
        # "larger" ranks, it names no size
        ("Your helmet is the larger of the two.", None),
    ],
)
def test_letter_sizes_in_words(text: str, expected: Any) -> None:
    assert _size(text) == expected


def test_a_size_word_that_is_another_options_value() -> None:
    text = "- Cycling helmet: size L, black, medium ventilation"
    assert _size(text, shared=["black", "medium"]) == "faulty"
    assert _size("Your helmet has medium ventilation.", shared=["medium"]) == "none"


def test_a_size_counted_from_the_said_one() -> None:
    said = options_said(
        "One size up from your 9s is a 10.", ["Hiking Boots", "boots"], [], "size",
        ["9", "10"], [],
    )  # fmt: skip
    assert reading(said, "9", "10") == "faulty"


def test_storage_in_gigs() -> None:
    said = options_said(
        "Your laptop comes with 512 gigs.", ["Laptop", "laptop"], [], "storage",
        ["256GB", "512GB", "1TB"], [],
    )  # fmt: skip
    assert reading(said, "1TB", "512GB") == "correct"


def _earbuds(text: str) -> Any:
    said = options_said(text, ["Wireless Earbuds", "earbuds"], [], "color", ["black", "white"], [])
    return reading(said, "black", "white")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item's own units, not other variants ("the blue versions" still are)
        ("Your earbuds are the black ones.", "faulty"),
        ("Let me find the black versions of your earbuds.", "none"),
        # said of the item, not of the catalogue
        ("Your earbuds come in black.", "faulty"),
        ("Your earbuds are a black model.", "faulty"),
        ("There is a black model of your earbuds.", "none"),
    ],
)
def test_the_items_own_units_and_descriptions(text: str, expected: str) -> None:
    assert _earbuds(text) == expected


@pytest.mark.parametrize(
    ("text", "option", "values", "expected"),
    [
        ("Your shoes are size nine.", "size", ["9", "10"], "faulty"),
        ("Your shoes are one size smaller than 10.", "size", ["9", "10"], None),
        ("Your bottle is the 750.", "capacity", ["750ml", "1000ml"], "faulty"),
        # "the 1.5-litre kettle" is no "the 1"
        ("Your bottle is the 1.5-litre one.", "capacity", ["1L", "1.5L"], "correct"),
        ("Your chair is leather rather than mesh.", "material", ["leather", "mesh"], "faulty"),
    ],
)
def test_short_forms_and_comparisons(
    text: str, option: str, values: list[str], expected: Any
) -> None:
    said = options_said(text, ["shoes", "bottle", "chair"], [], option, values, [])
    assert reading(said, values[0], values[1]) == expected


@pytest.mark.parametrize(
    ("text", "option", "values", "expected"),
    [
        ("Your laptop: 13 in.", "screen size", ["13-inch", "15-inch"], "faulty"),
        ("Your 13-in laptop ships today.", "screen size", ["13-inch", "15-inch"], "faulty"),
        # "in" as a preposition is no inch
        ("Your laptop is 13 in stock days away.", "screen size", ["13-inch", "15-inch"], "none"),
        ("Your camera is Full HD.", "resolution", ["4K", "1080p"], "correct"),
        ("Your camera records in UHD.", "resolution", ["4K", "1080p"], "faulty"),
        (
            "Your keyboard's switches are clicky ones.",
            "switch type",
            ["clicky", "linear"],
            "faulty",
        ),
    ],
)
def test_inches_resolutions_and_predicative_ones(
    text: str, option: str, values: list[str], expected: Any
) -> None:
    names = ["laptop", "camera", "keyboard"]
    said = options_said(text, names, [], option, values, [])
    assert reading(said, values[0], values[1]) == expected


def test_ten_inches_is_no_one_inch() -> None:
    # a whole number ending in 0 keeps its zero ("10-inch" is no "1 in")
    for text, expected in [("Your tablet: 10 in.", "faulty"), ("Your tablet: 1 in.", "none")]:
        said = options_said(text, ["tablet"], [], "screen size", ["10-inch", "12-inch"], [])
        assert reading(said, "10-inch", "12-inch") == expected, text


BOTTLE = ["Water Bottle", "bottle"]
LAMP = ["Desk Lamp", "lamp"]


@pytest.mark.parametrize(
    ("names", "option", "values", "text", "expected"),
    [
        # the ordered item "comes in" its own colour; the catalogue's item comes in others
        (LAMP, "color", ["black", "silver"], "The lamp you ordered comes in black.", "faulty"),
        (LAMP, "color", ["black", "silver"], "The lamp comes in black or silver.", "none"),
        # a decimal without its leading zero; a bare amount after a copula or "holds"
        (BOTTLE, "capacity", ["750ml", "1000ml"], "Your bottle's capacity is .75L.", "faulty"),
        (BOTTLE, "capacity", ["750ml", "1000ml"], "Your bottle is 750 — not the litre one.",
         "faulty"),
        (BOTTLE, "capacity", ["750ml", "1000ml"], "Your bottle holds 1000.", "correct"),
    ],
)  # fmt: skip
def test_swept_forms(
    names: list[str], option: str, values: list[str], text: str, expected: str
) -> None:
    said = options_said(text, names, [], option, values, [])
    assert reading(said, values[0], values[1]) == expected


def test_a_family_word_in_a_compound_is_a_value_to_read() -> None:
    assert option_kind_in("The one you bought is steel-bodied.", ["glass", "ceramic"]) is True
    assert option_kind_in("It's a see-through kettle.", ["glass", "ceramic"]) is True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the value said of the later item too
        ("The laptop is black and so is the desk lamp.", "faulty"),
        ("The laptop is black, as is the desk lamp.", "faulty"),
        # what the subject is compared with is no subject
        ("The desk lamp, like the laptop, is black.", "faulty"),
        ("Like the laptop, the desk lamp is black.", "faulty"),
        ("Unlike the desk lamp, the laptop is black.", "none"),
        # "looks like" compares nothing
        ("It looks like the desk lamp is black.", "qualified"),
    ],
)
def test_values_shared_and_compared_between_items(text: str, expected: str) -> None:
    said = options_said(text, LAMP, ["Laptop", "laptop"], "color", ["black", "silver"], [])
    assert reading(said, "black", "silver") == expected


EARBUDS = ["Wireless Earbuds", "earbuds"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a variant to be found in the catalogue is no statement about the ordered item
        ("Sure, I'll look up the black, 4-hour, non-water-resistant variant and its price.",
         "none"),
        ("I'll look up your 4-hour earbuds.", "faulty"),
        ("Your earbuds are the 4-hour version.", "faulty"),
    ],
)  # fmt: skip
def test_a_variant_looked_up(text: str, expected: str) -> None:
    said = options_said(text, EARBUDS, [], "battery life", ["4 hours", "8 hours"], [])
    assert reading(said, "4 hours", "8 hours") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # said of every item but the ones excepted: the target is among them, unless excepted
        ("Everything except the laptop is black.", "faulty"),
        ("Everything's black except the laptop.", "faulty"),
        ("Everything except the desk lamp is black.", "none"),
        ("Everything's black except the laptop and the desk lamp.", "none"),
    ],
)
def test_everything_but_the_excepted(text: str, expected: str) -> None:
    said = options_said(text, LAMP, ["Laptop", "laptop"], "color", ["black", "silver"], [])
    assert reading(said, "black", "silver") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the catalogue's largest size is no statement about the item
        ("The biggest size is 1000ml, one step up from your 750ml bottle.", "faulty"),
        # a change from the old value down (or up) to the new, in more words
        ("Going from your 750ml bottle up to the big 1000ml one costs $3 more.", "faulty"),
    ],
)
def test_the_catalogues_sizes_and_longer_changes(text: str, expected: str) -> None:
    said = options_said(text, BOTTLE, [], "capacity", ["750ml", "1000ml", "500ml"], [])
    assert reading(said, "750ml", "1000ml") == expected
