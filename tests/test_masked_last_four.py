"""A card's last four digits after a mask of x's ("Visa x7803", "card xxxx7803") name the card,
as after "ending" or "•••• "; digits inside another token ("Fax7803", "57803") do not."""

from __future__ import annotations

import pytest

from sscb_dsl.text.names import refers


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Card x7803 is fine.", True),
        ("the Visa xxxx7803", True),
        ("the Visa XXXX 7803", True),
        ("card ending 7803", True),
        ("•••• 7803", True),
        ("Fax7803 is a model", False),
        ("order 57803", False),
        ("HATx7803", False),
    ],
)
def test_masked_last_four(text: str, named: bool) -> None:
    assert refers(text, ["7803"]) is named
