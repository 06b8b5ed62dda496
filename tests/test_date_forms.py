"""Date forms agents write, and spans of days, read by the date finder.

- hyphenated forms ("05-18-2024", "18-May-2024", "May-18") are the dates they write;
- a weekday abbreviation after a determiner or before a time ("this Sat", "Sat., 9am");
- a span of days ("May 18-20", "18–20 May", "between May 18 and 20") says both its ends;
- a vague part of a month ("mid-May") and a bare "5-18" in the leg's sentence: unknown.

A round-trip property checks every written form against the date it was written from.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sscb_dsl.text.dates import dates_said, find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.mention_reading import reading

NOW = "2024-05-15 15:00:00"  # a Wednesday
V = ["2024-05-18", "2024-05-20"]  # v' (a Saturday), v (a Monday)
RETURN = ["HAT001", "return"]
OUTBOUND = ["HAT002", "outbound"]


def _reading(text: str) -> Any:
    return reading(dates_said(text, RETURN, OUTBOUND, NOW, V), V[0], V[1])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your return flight HAT001 is on 05-18-2024.", "faulty"),
        ("Your return flight HAT001 is on 20-05-2024.", "correct"),
        ("Your return HAT001 is on 18-May-2024.", "faulty"),
        ("Your return HAT001 is on May-20.", "correct"),
        ("Your return HAT001 departs this Sat.", "faulty"),
        ("Your return HAT001 leaves on Mon.", "correct"),
        ("HAT001 (return): Sat., 9am", "faulty"),
        ("Return HAT001 leaves Mon 10:30 from Denver.", "correct"),
    ],
)
def test_hyphenated_and_abbreviated_forms_are_read(text: str, expected: str) -> None:
    assert _reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Your trip runs May 18-20, returning on HAT001.",
        "Your trip runs May 18 to 20, returning on HAT001.",
        "Return HAT001: May 18 – May 20",
        "The return flight HAT001 is on the 18th-20th.",
        "Return HAT001 somewhere between May 18 and 20, depending on seats.",
        "Return HAT001 18–20 May.",
    ],
)
def test_a_span_of_days_says_both_ends(text: str) -> None:
    # before, "May 18-20" read as May 18 alone: the far end was lost, and a trip's span read
    # as its start; each end is a date (the contract's trip reading pairs them with the legs)
    said = dates_said(text, RETURN, OUTBOUND, NOW, V)
    assert said is not None and [s["value"] for s in said] == V


@pytest.mark.parametrize(
    "text",
    [
        "Your return HAT001 is mid-May.",
        "Your return HAT001 on 5-18.",
        "Your return HAT001 is 5.18.",
    ],
)
def test_vague_months_and_bare_pairs_are_unknown(text: str) -> None:
    assert _reading(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a change from one date to another is two dates, not a span
        ("You want your return HAT001 moved from May 18 to May 20.", "both"),
        # a count after a date is no second day; a count in days is no date
        ("Return HAT001 on May 18 - 2 passengers.", "faulty"),
        ("Return HAT001 on May 18 - 20 minutes late.", "faulty"),
        ("Your return HAT001 refund arrives in 5-7 business days.", "none"),
        # "sat" as a verb is no day
        ("I sat down with your return HAT001 details: all fine.", "none"),
    ],
)
def test_what_is_no_span_and_no_day(text: str, expected: str) -> None:
    assert _reading(text) == expected


_FORMS: list[Callable[[dt.date], str]] = [
    lambda d: d.isoformat(),
    lambda d: f"{d.month:02d}-{d.day:02d}-{d.year}",
    lambda d: f"{d.day}-{d.strftime('%b')}-{d.year}",
    lambda d: f"{d.strftime('%B')}-{d.day}, {d.year}",
    lambda d: f"{d.strftime('%a')}, {d.strftime('%B')} {d.day}, {d.year}",
    lambda d: f"{d.day} {d.strftime('%B')} {d.year}",
    lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}",
]


@given(
    st.dates(min_value=dt.date(2024, 1, 1), max_value=dt.date(2025, 12, 31)),
    st.integers(min_value=0, max_value=len(_FORMS) - 1),
)
def test_every_written_form_reads_back_as_its_date(day: dt.date, form: int) -> None:
    written = _FORMS[form](day)
    text = f"Your flight leaves on {written} in the morning."
    found = find_dates(parse(text), (), None)
    assert len(found) == 1, written
    if form == 1 and day.day <= 12 and day.day != day.month:
        # "01-02-2024" is January 2 or February 1: both, never a guess
        assert sorted(found[0].values) == sorted(
            [day.isoformat(), dt.date(day.year, day.day, day.month).isoformat()]
        )
    else:
        assert found[0].values == (day.isoformat(),), written


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare weekday of the leg is the context date on that weekday (v' Saturday the 25th,
        # not the coming Saturday, the 18th): the agent names the weekday of a date it holds
        ("Your return HAT001 is Saturday.", "faulty"),
        # "this Saturday" is the coming one only (May 18: neither v' nor v)
        ("Your return HAT001 leaves this Saturday.", "other"),
        # a coming weekday is no context date gone by (v Monday the 20th is still ahead)
        ("Your return HAT001 leaves on Friday.", "other"),
    ],
)
def test_a_bare_weekday_may_be_the_trips_week(text: str, expected: Any) -> None:
    v = ["2024-05-25", "2024-05-27"]  # Saturday, Monday a week later; now Wednesday May 15
    said = dates_said(text, RETURN, OUTBOUND, NOW, v)
    assert reading(said, *v) == expected


def test_a_leg_said_flown_in_a_contraction() -> None:
    v = ["2024-05-14", "2024-05-28"]  # v' gone by (now May 15), v ahead
    text = "HAT001 can't be changed because it's already been flown."
    said = dates_said(text, RETURN, OUTBOUND, NOW, v)
    assert reading(said, *v) == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an inline enumeration: "20 May  3) ..." is no May 3, and each item is its own clause
        ("1) LAX-DEN HAT002 15 May  2) DEN-LAX HAT001 18 May  3) LAX-SEA HAT009 22 May", "faulty"),
        ("1) LAX-DEN HAT002 18 May  2) DEN-LAX HAT001 20 May  3) LAX-SEA HAT009 25 May", "correct"),
        # a date in brackets keeps its bracket
        ("Your return HAT001 (May 18) leaves Denver.", "faulty"),
    ],
)
def test_an_inline_enumeration(text: str, expected: str) -> None:
    assert _reading(text) == expected
