"""text/held_counts.py: the counts of a thing a message takes as already held."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sscb_dsl.text.held_counts import counts_held

BAGS = ["bag", "bags", "checked bag", "checked bags"]


def _held(text: str) -> list[tuple[int, str]]:
    out = counts_held(text, BAGS)
    assert out is not None
    return [(m["value"], m["mode"]) for m in out]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A second bag would be another $50.", [(1, "asserted")]),
        ("That would be your third checked bag.", [(2, "asserted")]),
        ("Bag #2 would run you another $50.", [(1, "asserted")]),
        ("You already have two bags on the booking.", [(2, "asserted")]),
        ("With the one bag already on VA5SGQ, that's it.", [(1, "asserted")]),
        ("You'd be going from one checked bag to two.", [(1, "asserted")]),
        ("That would be your first bag, at $50.", [(0, "asserted")]),
        # held now: "you can now drop off two bags", "VA5SGQ now carries three checked bags"
        ("You can now drop off two bags at check-in.", [(2, "asserted")]),
        ("VA5SGQ now carries three checked bags.", [(3, "asserted")]),
        # the record's count read back: "the booking shows no checked bags", "Current booking
        # FQ8APE: ..., with three checked bags", "the reservation still has one bag"
        ("The booking shows no checked bags right now.", [(0, "asserted")]),
        (
            "Current booking FQ8APE: Newark to Chicago on May 25, with three checked bags.",
            [(3, "asserted")],
        ),
        ("The reservation still has one bag on it.", [(1, "asserted")]),
        # a change offered names the count it would make: nothing held
        ("Shall I update the reservation with three checked bags?", []),
        # what may be brought, with no "now": a rule, nothing held
        ("You can bring two bags.", []),
        # a request names the count it asks for: nothing held
        ("I'd like to add two bags for you. Shall I?", []),
        ("Each extra checked bag is $50.", []),
        # an ordinal in a sentence that names nothing countable here
        ("A second opinion would help.", []),
        # the second one named as held ("the second bag I added") is no next one
        ("The second bag I added is on the booking.", []),
    ],
)
def test_counts_held(text: str, expected: list[tuple[int, str]]) -> None:
    assert _held(text) == expected


def test_bad_input_is_unknown_or_empty() -> None:
    assert counts_held(None, BAGS) is None
    assert counts_held(3, BAGS) == []
    assert counts_held("a second bag", "bag") is None
    assert counts_held("a second bag", []) is None


@given(st.sampled_from(["second", "third", "fourth", "fifth"]), st.sampled_from(BAGS))
def test_next_ordinal_holds_one_less(ordinal: str, noun: str) -> None:
    """Definition 3.2 (derived value): the next one's ordinal presupposes one less held."""
    k = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}[ordinal]
    assert _held(f"A {ordinal} {noun} would cost $50.") == [(k - 1, "asserted")]


@given(st.integers(min_value=1, max_value=6), st.sampled_from(["bags", "checked bags"]))
def test_bare_count_is_no_holding(n: int, noun: str) -> None:
    """A number asked for or offered is no count held."""
    assert _held(f"I can add {n} {noun} for you.") == []
