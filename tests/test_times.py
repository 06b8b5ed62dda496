"""Clock times said in text (``mentions_time``): the forms agents write a flight's scheduled time
in, the readings that stay open without am/pm, and what is no time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text.times import mentions_time


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("You'll land at LAX at 12:30.", "12:30:00", True),
        ("Arrival: 12:30 PM EST", "12:30:00", True),
        ("departing at 7 am", "07:00:00", True),
        ("departing at 7 a.m. sharp", "07:00:00", True),
        ("you're in by 12:30pm", "12:30:00", True),
        ("lands at noon", "12:00:00", True),
        # without am/pm either half of the day
        ("around 4:00", "16:00:00", True),
        ("around 4:00", "04:00:00", True),
        # am/pm settles it
        ("7:00 PM", "07:00:00", False),
        ("12:30 AM", "12:30:00", False),
        # no time
        ("3 passengers", "03:00:00", False),
        ("$12.30 back to your card", "12:30:00", False),
        ("1.25 litres", "13:25:00", False),
        ("May 21, 2024", "21:00:00", False),
        ("7 amenities", "07:00:00", False),
        ("You land at 12:45.", "12:30:00", False),
        # in words
        ("You'll touch down at half past twelve.", "12:30:00", True),
        ("You'll touch down at half past twelve.", "00:30:00", True),
        ("around a quarter to one", "12:45:00", True),
        ("a quarter past seven in the evening", "19:15:00", True),
        ("a quarter past seven in the evening", "07:15:00", False),
        ("half past noon", "12:30:00", True),
        ("a quarter to midnight", "23:45:00", True),
        ("landing at twelve thirty", "12:30:00", True),
        ("at ten forty five", "10:45:00", True),
        ("at ten oh-five", "22:05:00", True),
        ("at ten-fifteen pm", "22:15:00", True),
        ("at ten-fifteen pm", "10:15:00", False),
        ("seven o'clock", "07:00:00", True),
        ("7 o'clock", "19:00:00", True),
        ("at 4 in the afternoon", "16:00:00", True),
        ("at 4 in the afternoon", "04:00:00", False),
        # no time in words: minutes without a word that introduces a time, "half to"
        ("two twenty", "14:20:00", False),
        ("half to one", "00:30:00", False),
        ("one of the two", "01:00:00", False),
    ],
)
def test_mentions_time(text: str, value: str, expected: bool) -> None:
    assert mentions_time(text, value) is expected


def test_not_a_time_is_unknown() -> None:
    """A value that is no time of day, or a text that is no text, decides nothing."""
    assert mentions_time("at 12:30", "soon") is None
    assert mentions_time("at 12:30", "25:00:00") is None
    assert mentions_time(None, "12:30:00") is None


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 23),
    st.integers(0, 59),
    st.sampled_from([("am", "pm"), ("AM", "PM"), ("a.m.", "p.m."), ("am", "pm ")]),
)
def test_every_twelve_hour_form_is_its_time(
    hour: int, minute: int, markers: tuple[str, str]
) -> None:
    """The 12-hour form of a time of day, with its half of the day, says that time and no other
    time of the same minute in the other half."""
    marker = markers[1] if hour >= 12 else markers[0]
    text = f"Your flight lands at {hour % 12 or 12}:{minute:02d} {marker}."
    assert mentions_time(text, f"{hour:02d}:{minute:02d}:00") is True
    other = (hour + 12) % 24
    assert mentions_time(text, f"{other:02d}:{minute:02d}:00") is False


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 23), st.integers(0, 59))
def test_the_24_hour_form_is_its_time(hour: int, minute: int) -> None:
    """The 24-hour form "HH:MM" says that time."""
    assert mentions_time(f"at {hour:02d}:{minute:02d}", f"{hour:02d}:{minute:02d}:00") is True


_HOUR_WORDS = [
    "twelve",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 23),
    st.sampled_from([(0, "{h} o'clock"), (15, "a quarter past {h}"), (30, "half past {h}")]),
)
def test_a_time_in_words_is_its_time(hour: int, form: tuple[int, str]) -> None:
    """ "half past {hour}" and its kin say that time in either half of the day, and no other
    minute of it."""
    minute, words = form
    text = "You land at " + words.format(h=_HOUR_WORDS[hour % 12]) + "."
    assert mentions_time(text, f"{hour:02d}:{minute:02d}:00") is True
    assert mentions_time(text, f"{hour:02d}:{(minute + 5) % 60:02d}:00") is False
