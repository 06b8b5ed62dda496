"""Value forms that the text layer once decided wrongly, found by an audit of the parsers on
generated wordings (docs/wording-set.md, "Parser audit"). A parse is right or abstains (no value);
it never decides another value: "a one-litre bottle" is 1 litre, not 2; "a week after May 18"
is May 25, not May 18; "the 18th or 19th" is either, not the 18th; "$50-100" is no $50.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text.dates import find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.options import options_said
from sscb_dsl.text.quantities import quantities

HINTS = ("2024-05-18", "2024-05-20")
NOW = "2024-05-15 15:00:00 EST"  # a Wednesday


def _q(text: str) -> list[tuple[str, Decimal]]:
    return [(q.dimension, q.amount) for q in quantities(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an article or a count before a number word is no part of it
        ("a one-litre bottle", [("volume", 1000)]),
        ("a seven-hour battery", [("time", 420)]),
        ("a thirteen-inch screen", [("inch", 13)]),
        ("a one-terabyte drive", [("storage", 1000)]),
        ("a single litre", [("volume", 1000)]),
        ("two one-litre bottles", [("volume", 1000)]),
        # hundreds multiply; "and" inside a number
        ("five hundred ml", [("volume", 500)]),
        ("two hundred fifty ml", [("volume", 250)]),
        ("one hundred and fifty ml", [("volume", 150)]),
        ("twenty-five hundred ml", [("volume", 2500)]),
        # fractions after the number or after the unit, and written with a slash
        ("1 and a half litres", [("volume", 1500)]),
        ("one and a quarter litres", [("volume", 1250)]),
        ("two and three quarter litres", [("volume", 2750)]),
        ("a litre and a quarter", [("volume", 1250)]),
        ("1 1/2 litres", [("volume", 1500)]),
        ("3/4 litre", [("volume", 750)]),
        # no one amount: abstain
        ("3/4 of a litre", []),
        ("one point five litres", []),
        ("1-2 litres", []),
        ("one or two litres", []),
        ("between 1 and 2 litres", []),
        ("1.000 ml", []),
        ("1 000 ml", []),
        ("5'11\"", []),
        ("5 ft 11 in", []),
        ("6-foot-2", []),
        ("2 hours 30 minutes", []),
        ('You selected option "10".', []),
        ("I'll be with you in a minute.", []),
        # unchanged plain forms
        ("1.5L or 2L", [("volume", 1500), ("volume", 2000)]),
        ('a 13" laptop', [("inch", 13)]),
        ("the 50' hose", [("inch", 600)]),
    ],
)
def test_quantity_forms(text: str, expected: list[tuple[str, int]]) -> None:
    assert _q(text) == [(d, Decimal(a)) for d, a in expected]


_WORDS = {1: "one", 2: "two", 3: "three", 5: "five", 7: "seven", 8: "eight", 12: "twelve"}


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(_WORDS)), st.sampled_from(["a ", "an ", "the ", ""]))
def test_a_number_word_after_an_article_is_that_number(n: int, article: str) -> None:
    assert _q(f"{article}{_WORDS[n]}-litre bottle") == [("volume", Decimal(n * 1000))]


def _money(text: str) -> list[tuple[str, ...]]:
    return [f.values for f in money_found(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I can offer a fifty-dollar voucher.", [("5000",)]),
        ("a one hundred dollar certificate", [("10000",)]),
        ("5 thousand dollars", [("500000",)]),
        ("$5 thousand", [("500000",)]),
        ("$1.5 million", [("150000000",)]),
        ("$2M", [("200000000",)]),
        # a day or a year before a comma is no amount sharing the unit after it
        ("On May 5, 150 dollars was charged.", [("15000",)]),
        ("In 2024, 150 dollars was refunded.", [("15000",)]),
        # no one amount: abstain
        ("$1.000", []),
        ("1.240 dollars", []),
        ("$5,5", []),
        ("$1 000", []),
        ("C$50", []),
        ("one point five dollars", []),
        ("several hundred dollars", []),
        ("five dollars fifty", [()]),
        ("$50-100", [()]),
        ("50-100 dollars", [()]),
        # a list is no range; "the $250 one" has no cents
        ("- $74\n- $236", [("7400",), ("23600",)]),
        ("just one certificate, the $250 one; the $100 balance", [("25000",), ("10000",)]),
        ("$1,240 and 50 cents", [("124050",)]),
    ],
)
def test_money_forms(text: str, expected: list[tuple[str, ...]]) -> None:
    assert _money(text) == expected


def _dates(text: str) -> list[tuple[str, ...]]:
    return [f.values for f in find_dates(parse(text), HINTS, NOW)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an offset in days, nights or weeks counts; months and "the week after" do not
        ("a week after May 18", [("2024-05-25",)]),
        ("two weeks after May 18", [("2024-06-01",)]),
        ("48 hours after May 18", [("2024-05-20",)]),
        # whole days counted in hours from now
        ("in 48 hours", [("2024-05-17",)]),
        ("in 24 hours", [("2024-05-16",)]),
        ("in 36 hours", []),
        ("a week from tomorrow", [("2024-05-23",)]),
        ("a week from Saturday", [("2024-05-25",)]),
        ("the week after May 18", [()]),
        ("a month from today", [()]),
        # alternatives keep every day offered
        ("the 18th or 19th", [("2024-05-18", "2024-05-19")]),
        ("May 18/19", [("2024-05-18", "2024-05-19")]),
        ("18 or 19 May", [("2024-05-18", "2024-05-19")]),
        # ... but dates each written in full stay their own
        ("either Saturday the 18th or Monday the 20th", [("2024-05-18",), ("2024-05-20",)]),
        ("from May 23 to May 24", [("2024-05-23",), ("2024-05-24",)]),
        ("HAT123 on May 18, 2 bags", [("2024-05-18",)]),
        # another week or month, or a weekday placed by another date: no date
        ("Saturday next week", [()]),
        ("Saturday after next", [()]),
        ("this past Saturday", [()]),
        ("on the 18th of next month", [()]),
        ("the Saturday after May 18", [(), ()]),
        ("the week of May 20", [()]),
        # no dates
        ("Our support line is open 24/7.", []),
        ("rated it 10/10", []),
        ("3/4 of the refund", []),
        ("You may 1 day need it.", []),
    ],
)
def test_date_forms(text: str, expected: list[tuple[str, ...]]) -> None:
    assert _dates(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your boots are size 10 1/2.", "correct"),
        ("Your boots are size 10\u00bd.", "correct"),
        ("Your boots are size ten-and-a-half.", "correct"),
        ("Your boots are size 10.", "faulty"),
    ],
)
def test_a_half_size_is_no_whole_size(text: str, expected: str) -> None:
    said = options_said(text, ["boots"], [], "size", [["10", "10.5", "11"]], [])
    assert reading(said, "10", "10.5") == expected


def test_one_or_two_hours_is_no_one_value() -> None:
    text = "Your earbuds give 1 or 2 hours of battery, depending on use."
    said = options_said(text, ["earbuds"], [], "battery life", [["1 hour", "2 hours"]], [])
    assert reading(said, "2 hours", "1 hour") is None
