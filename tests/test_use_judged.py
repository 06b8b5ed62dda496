"""Built-in ``use_judged``: a payment method's use judged in a sentence naming it, its kind
unsaid (text/use_judged.py)."""

from __future__ import annotations

import pytest

from sscb_dsl.text.use_judged import use_judged


@pytest.mark.parametrize(
    ("text", "anchors", "expected"),
    [
        ("Only the $62 one can be used toward a change.", [62], True),
        ("The $62 one can only go toward a new booking.", [62], True),
        ("Your $62 balance can't really be applied to a flight change.", [62], True),
        ("I'd suggest a credit card rather than the $500 balance.", [500], True),
        ("The $62 balance works a bit differently from a credit card.", [62], True),
        ("That $62 may be a different kind of credit than I said.", [62], True),
        ("The $62 balance isn't eligible for changes.", [62], True),
        # a use merely offered, an amount judged, another method judged
        ("You could use the $130 balance or one of your cards for the bag.", [130], False),
        ("The $62 balance wouldn't go far on a business upgrade.", [62], False),
        ("Use the Visa ending 8764; the $250 certificates can't be used for bags.", [8764], False),
        ("The $62 balance is on file. Certificates can't be combined.", [62], False),
    ],
)
def test_use_judged(text: str, anchors: list[object], expected: bool) -> None:
    """Judged in the sentence (the part between semicolons) that names the method."""
    assert use_judged(text, anchors) is expected


def test_use_judged_unknown_inputs() -> None:
    """A missing message or a non-list of anchors is unknown, a non-text message names nothing."""
    assert use_judged(None, [62]) is None
    assert use_judged("It can't be used.", 3) is None
    assert use_judged(5, [62]) is False
