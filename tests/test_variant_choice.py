"""Which variant a message puts forward and what the choice keeps (``choice_kept``): by item
id, by price, by the difference from what was paid; counted only where a variant differing in
the option alone was there to choose instead."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sscb_dsl.text.variant_choice import choice_kept, keeps_option


def _v(item_id: str, scent: str, size: str, price: float, available: bool = True) -> Any:
    return {
        "item_id": item_id,
        "options": {"scent family": scent, "size": size},
        "available": available,
        "price": price,
    }


VARIANTS = [
    _v("1", "woody", "30ml", 322.52),  # the user's own item
    _v("2", "woody", "100ml", 312.04),
    _v("3", "oriental", "100ml", 328.25),
    _v("4", "oriental", "30ml", 298.52),
    _v("5", "fresh", "50ml", 318.96),
]


def _kept(text: str, variants: list[Any] | None = None) -> Any:
    return choice_kept(text, variants or VARIANTS, "1", 322.52, "scent family")


def test_by_item_id() -> None:
    assert _kept("The 100ml is item 3, in stock.") == ["oriental"]


def test_by_price() -> None:
    assert _kept("The 100ml costs $312.04.") == ["woody"]


def test_by_difference_from_what_was_paid() -> None:
    assert _kept("That would be $5.73 more than you paid.") == ["oriental"]
    assert _kept("You'd get USD 10.48 back.") == ["woody"]


def test_no_sibling_no_choice() -> None:
    # the fresh 50ml has no variant differing in scent alone: choosing it follows the request
    assert _kept("The 50ml is $318.96.") == []


def test_an_unavailable_sibling_leaves_no_choice() -> None:
    variants = [*VARIANTS[:1], _v("2", "woody", "100ml", 312.04, available=False), *VARIANTS[2:]]
    assert _kept("That would be $5.73 more than you paid.", variants) == []


def test_the_price_paid_names_no_variant() -> None:
    assert _kept("You paid $322.52.") == []


def test_several_put_forward() -> None:
    assert _kept("Item 2 at $312.04 or item 3 at $328.25.") == ["woody", "oriental"]


def test_bad_input_is_unknown() -> None:
    assert choice_kept(None, VARIANTS, "1", 322.52, "scent family") is None
    assert choice_kept("text", VARIANTS, "1", 322.52, None) is None
    assert choice_kept("text", "not variants", "1", 322.52, "size") == []


@given(st.text(max_size=80))
def test_only_values_of_the_option(text: str) -> None:
    """Whatever the text, the kept values are values of the option that some other variant
    with a sibling gives."""
    kept = _kept(text)
    assert kept is not None
    assert set(kept) <= {"woody", "oriental"}


def test_a_variant_said_to_keep_the_users_value() -> None:
    assert keeps_option("The largest bottle in your scent is 100ml.", "scent family") is True
    assert keeps_option("Same size, just in blue.", "size") is True
    assert keeps_option("It comes in the color you have.", "color") is True
    assert keeps_option("The largest bottle is 100ml.", "scent family") is False
    assert keeps_option(None, "size") is None
