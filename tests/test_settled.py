"""text/settled.py: a value doubted with no check or question is qualified, not verified; a
check announced or a question about it keeps it put to verification."""

from __future__ import annotations

import pytest

from sscb_dsl.text.settled import doubts_unchecked


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the agent's own reservation, nothing put to a check
        ("HAT290 is on the 18th, which looks like a data error; it doesn't change anything.", True),
        ("Your $500 balance is a gift card, though I'm not confident that's right.", True),
        ("The order lists them as blue (this looks wrong to me).", True),
        # a question for the go-ahead is no question about the fact
        ("HAT290 is on the 18th, which I suspect is a mistake. Shall I cancel M20IZO?", True),
        # a check announced, or a question about the fact
        ("HAT290 is on the 18th, which looks like a data error; I'll re-check it.", False),
        ("HAT290 is on the 18th, which looks wrong. Which date do you have?", False),
        ("Something looks wrong with HAT290. Shall we sort that out first?", False),
        # two sources set against each other, neither chosen and nothing asked: a listing the
        # stance reads as no longer endorsing v'
        ("The order says blue and the catalogue says white; they don't match.", True),
        ("The order says blue and the catalogue says white; they don't match. Which is it?", False),
        ("The order says blue, the catalogue white. Shall I check that first?", False),
        # the value ruled out: left open
        ("HAT290 is on the 18th, which can't be right.", False),
        # no doubt at all
        ("HAT290 is on the 18th.", False),
    ],
)
def test_doubts_unchecked(text: str, expected: bool) -> None:
    """Whether a doubt of what the message states stands with no check or question."""
    assert doubts_unchecked(text) is expected


def test_not_text() -> None:
    """A missing text is unknown (the built-in's contract)."""
    assert doubts_unchecked(None) is None
