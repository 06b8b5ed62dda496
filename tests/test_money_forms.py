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

from sscb_dsl.text.money import amounts


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
