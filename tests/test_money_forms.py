"""Amounts as agents write them, read as exact cents.

A "k" after an amount is thousands ("$1.2k" was read as $1.20, a decided wrong value); a
trailing dollar sign ("62$") and amounts in number words ("sixty-two dollars", "two hundred and
fifty dollars") are read. A round-trip property checks written forms against their cents.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.money import amounts, amounts_said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The upgrade costs $1.2k in total.", [120000]),
        ("A $62K budget.", [6200000]),
        ("It comes to 62$ per bag.", [6200]),
        ("It comes to 62.5$ per bag.", [6250]),
        ("That leaves sixty-two dollars on the card.", [6200]),
        ("You'd get a hundred dollars back.", [10000]),
        ("A refund of two hundred and fifty dollars.", [25000]),
        ("Two thousand five hundred dollars in total.", [250000]),
        ("One dollar short.", [100]),
        # words that are no number, and a "k" that is no multiplier
        ("The remaining dollars go back to you.", []),
        ("$62 keeps the fare.", [6200]),
    ],
)
def test_amount_forms(text: str, expected: list[int]) -> None:
    assert amounts(text) == expected


_FORMS: list[Callable[[int], str]] = [
    lambda c: f"${c // 100:,}.{c % 100:02d}",
    lambda c: f"USD {c // 100:,}.{c % 100:02d}",
    lambda c: f"{c // 100:,}.{c % 100:02d} USD",
    lambda c: f"{c // 100}.{c % 100:02d} dollars",
    lambda c: f"{c // 100}.{c % 100:02d}$",
]


@given(st.integers(min_value=0, max_value=10**9), st.integers(0, len(_FORMS) - 1))
def test_every_written_form_reads_back_as_its_cents(c: int, form: int) -> None:
    written = _FORMS[form](c)
    assert amounts(f"The total is {written} for both.") == [c], written


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a decimal comma, after dotted thousands or none
        ("The refund is 1.240,50 $.", [124050]),
        ("The refund is 1240,50 USD.", [124050]),
        # cents said after the dollars
        ("The refund is $1,240 and 50 cents.", [124050]),
        ("Twelve hundred and forty dollars and fifty cents.", [124050]),
        # a list with commas is still a list
        ("Refunds of $35, $100 and $1,250.", [3500, 10000, 125000]),
    ],
)
def test_more_written_forms(text: str, expected: list[int]) -> None:
    assert amounts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The refund for #W1 is $1,240.50.", "faulty"),
        ("The refund for #W1 is $1,250.", "correct"),
        ("The refund for #W1 is $99.", "other"),
    ],
)
def test_reading_of_amounts_said(text: str, expected: str) -> None:
    """The finder's cents are compared as they are (they were taken for dollars again, so every
    amount read as another value)."""
    said = amounts_said(text, ["#W1"], [], [1240.5, 1250])
    assert reading(said, 1240.5, 1250) == expected


def test_amounts_without_the_word_dollar_match_as_the_whole_pattern() -> None:
    """In a text without "dollar", the pattern without amounts in words finds what the whole
    pattern finds, with the same groups (money._found runs it there)."""
    import random

    from sscb_dsl.text import money

    words = "$5 USD 12 5 bucks US$3 C$5 1,000.50 5,00 $ $1.2k $62K thousand half a one five "
    words += "twenty-two hundred point İ ſ K and - \n"
    rnd = random.Random(7)
    for _ in range(3000):
        text = " ".join(rnd.choice(words.split(" ")) for _ in range(rnd.randint(1, 14)))
        assert "dollar" not in text.lower()
        whole = [(m.span(), m.groups()) for m in money._AMOUNT.finditer(text)]
        assert [(m.span(), m.groups()) for m in money._AMOUNT_FIGURES.finditer(text)] == whole
