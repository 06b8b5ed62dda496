"""Shapes found by the tenth audit (generated messages that use the faulted value, run through
bench/probe_accuracy.py on dev runs; every decided-wrong result listed): each is pinned on
constructed sentences.

- a done claim about "the change" with no entity named ("The change has been made", "I've made
  the change for you", "I went ahead and made the update") claims the change (WriteEffect);
- "it is now reflected on your account": where the change shows is no other entity, and "is
  now reflected" / "is in effect" claim it;
- "The laptop (8GB) cost $2291.87": a singular subject's price paid, not a catalogue variant on
  offer (a plural's "the 8GB versions cost $..." still is).
"""

from __future__ import annotations

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.options import options_said

_ITEMS = [["item", "items", "modification", "modified", "switch", "variant", "swap"], "#W7464385"]
_OTHERS = [[["address", "ship", "shipping"], ["payment", "card"]], ["account", "profile"]]


@pytest.mark.parametrize(
    "text",
    [
        "The change has been made.",
        "Thank you for confirming. I've made the change for you.",
        "I went ahead and made the update.",
        "I went ahead and made the change — it is now reflected on your account.",
        "All done: the modification is now in effect.",
    ],
)
def test_a_generic_done_claim_claims_the_change(text: str) -> None:
    got = claims_said(text, _ITEMS, _OTHERS, ["6700049080"], [], [])
    assert [g["value"] for g in got or []] == ["done"] * len(got or [])
    assert got


@pytest.mark.parametrize(
    "text",
    [
        "I haven't made the change yet.",
        "Would you like me to make the change?",
        "Your account profile has been updated.",
    ],
)
def test_no_claim_of_the_change(text: str) -> None:
    got = claims_said(text, _ITEMS, _OTHERS, ["6700049080"], [], [])
    assert "done" not in [g["value"] for g in got or []]


_LAPTOP = [[["Laptop"], "3478699712"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The laptop (8GB) cost $2291.87.", ["8 gb"]),
        ("The 8GB laptop cost $2291.87.", ["8 gb"]),
        ("The laptop, which is 8GB, cost $2291.87.", ["8 gb"]),
        ("The 8GB versions cost $2291.87.", []),
    ],
)  # fmt: skip
def test_a_price_paid_is_the_items(text: str, values: list[str]) -> None:
    got = options_said(text, _LAPTOP, [], "ram", ["8GB", "16GB"], [])
    assert [g["value"] for g in got or []] == values
