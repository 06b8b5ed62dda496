"""Built-in ``kept_same``: an option said to stay as the item's own, its value unsaid
(text/kept_same.py)."""

from __future__ import annotations

import pytest

from sscb_dsl.text.kept_same import kept_same

BATTERY = ["battery life", "battery"]


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("I found a blue pair with the same battery life as yours.", BATTERY, True),
        ("The new pair has battery life unchanged from your original.", BATTERY, True),
        ("I'll switch the colour, keeping the battery exactly as it is.", BATTERY, True),
        ("You'll keep the same fragrance, just in a bigger bottle.", ["scent", "fragrance"], True),
        # another option kept, or the option graded rather than kept
        ("There are versions with the same specs in other colours.", BATTERY, False),
        ("I'll look up the larger sizes of the same fragrance.", ["scent", "fragrance"], False),
        ("The blue pair has a longer battery life.", BATTERY, False),
        ("Your battery is fine. The colour stays the same.", BATTERY, False),
    ],
)
def test_kept_same(text: str, words: list[str], expected: bool) -> None:
    """Said in the sentence (the part between semicolons) naming the option."""
    assert kept_same(text, words) is expected


def test_kept_same_unknown_inputs() -> None:
    """A missing message or a non-list of words is unknown, a non-text message names nothing."""
    assert kept_same(None, BATTERY) is None
    assert kept_same("The same battery.", 3) is None
    assert kept_same(5, BATTERY) is False
