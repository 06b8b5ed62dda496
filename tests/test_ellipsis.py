"""The predicate left out by ellipsis, said again (text/ellipsis.py)."""

from __future__ import annotations

import pytest

from sscb_dsl.text.ellipsis import fragment_said, said_again


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Only the $289.69 one is water-resistant \u2014 the $305.45 one isn't.",
         "Only the $289.69 one is water-resistant \u2014 the $305.45 one isn't water-resistant."),
        ("The $62 balance is a gift card, and so is the $500 one.",
         "The $62 balance is a gift card, and the $500 one is a gift card."),
        ("The $250 one is a certificate; the $500 one too.",
         "The $250 one is a certificate; the $500 one is a certificate."),
        ("Your Visa is a credit card \u2014 your Mastercard as well.",
         "Your Visa is a credit card \u2014 your Mastercard is a credit card."),
    ],
)  # fmt: skip
def test_a_left_out_predicate_is_said_again(text: str, expected: str) -> None:
    assert said_again(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no determiner-led subject after it, or nothing left out
        "It is fine; I am too.",
        "The $62 balance is a gift card.",
        "The $62 balance is a gift card. The $500 one is a certificate.",
        # the left-out part is in another sentence
        "The $62 balance is a gift card. So is the $500 one.",
    ],
)
def test_nothing_is_added_where_nothing_was_left_out(text: str) -> None:
    assert said_again(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You say 8 hours, the order line says 6.",
         "You say 8 hours, the order line says 6 hours."),
        ("The order line says 6, you say 8 hours.",
         "The order line says 6 hours, you say 8 hours."),
        ("The catalogue lists 30 ml but the order shows 100.",
         "The catalogue lists 30 ml but the order shows 100 ml."),
    ],
)  # fmt: skip
def test_a_left_out_unit_is_said_again(text: str, expected: str) -> None:
    """A bare figure a source gives takes the unit of the one figure beside it that has one."""
    assert said_again(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # an ordinal, a word after a figure that is no unit, two units, another sentence
        "HAT290 leaves on the 18th and the record says 17.",
        "Your card ending 7803 has $62; the profile says 62.",
        "It has 2 items and 3 hours; the log says 5.",
        "You say 8 hours. The order line says 6.",
    ],
)
def test_no_unit_is_added_without_one_beside_it(text: str) -> None:
    """No unit where the sentence gives none, or gives two."""
    assert said_again(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Thanks — a certificate, then.", "Thanks — it's a certificate, then."),
        ("Got it: a travel certificate. Next?", "Got it: it's a travel certificate. Next?"),
        ("Perfect — a credit card, then. Shall I?", "Perfect — it's a credit card, then. Shall I?"),
    ],
)
def test_an_opening_answer_fragment_is_said_as_a_clause(text: str, expected: str) -> None:
    assert fragment_said(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A certificate, then.",
        "Thanks — a certificate can't pay for changes.",
        "Thanks for waiting. A certificate is on file.",
        "Great — shall I downgrade it now?",
    ],
)
def test_no_clause_is_made_without_an_opening_fragment(text: str) -> None:
    assert fragment_said(text) == text
