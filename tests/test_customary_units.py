"""Unit tests of quantities.customary_match: a figure in a US customary unit, converted from a
metric value and rounded, names the one value it rounds ("3.4 oz" for 100ml, "1 oz" for 30ml)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from sscb_dsl.text.options import option_in
from sscb_dsl.text.quantities import customary_match, quantities

_BOTTLES = [Decimal(30), Decimal(50), Decimal(100)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the 3.4 oz bottle", Decimal(100)),
        ("a 1 oz bottle", Decimal(30)),
        ("the 1.7 fl oz size", Decimal(50)),
        # too far from every value, or metric already (compared exactly elsewhere)
        ("a 2 oz bottle", None),
        ("the 100 ml bottle", None),
    ],
)
def test_customary_match(text: str, expected: Decimal | None) -> None:
    """The one value within 2%, or none."""
    (q,) = quantities(text)
    assert customary_match(text, q, _BOTTLES) == expected


def test_two_values_that_near_name_neither() -> None:
    """A rounding that fits two values names neither."""
    (q,) = quantities("a 1 oz bottle")
    assert customary_match("a 1 oz bottle", q, [Decimal("29.6"), Decimal(30)]) is None


def test_option_in_reads_the_converted_figure() -> None:
    """option_in finds the value "100ml" in "3.4 oz", and not "30ml" in it."""
    assert option_in("Yours came in the 3.4 oz bottle.", ["100ml"]) is True
    assert option_in("Yours came in the 3.4 oz bottle.", ["30ml"]) is False


def test_a_rough_figure_names_no_value() -> None:
    """A figure said to be rough ("about 25 oz") names no value."""
    text = "holds about 3.4 oz"
    (q,) = quantities(text)
    assert customary_match(text, q, _BOTTLES) is None
