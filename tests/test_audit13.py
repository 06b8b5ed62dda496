"""Shapes found by the thirteenth audit (PaySource and ItemOption in wording of every length;
every decided-wrong result and the common abstentions listed), pinned on constructed texts:

- a payment method's id is found in any case ("Gift_card_7397998 is a credit card" opens a
  sentence);
- a value marked "(?)" is in question, and a later sentence doubting "the filter type shown for
  the air purifier" takes it up;
- "The blue wireless earbuds cost $256.67": a plural item name's price paid is the item's, not
  a catalogue offer ("the 8GB versions cost ..." still offers).
"""

from __future__ import annotations

import pytest

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said

_PM = {"source": "credit_card", "id": "gift_card_7397998"}
_METHODS = [_PM, {"source": "gift_card", "id": "gift_card_1234567", "amount": 10}]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Gift_card_7397998 is a credit card.", ["credit_card"]),
        ("GIFT_CARD_7397998 is a gift card.", ["gift_card"]),
        ("gift_card_7397998 is a credit card.", ["credit_card"]),
    ],
)
def test_an_id_in_any_case(text: str, values: list[str]) -> None:
    got = sources_said(text, _PM, _METHODS, [], ["credit_card", "gift_card"])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        # (a "(?)" mark doubts the value and asks nothing: hedged; the development writers
        # label it qualified, 3 of 3 probes, forty-fourth pass)
        ("- Air Purifier — filter type: ionic (?), night mode — $547.55", "hedged"),
        ("Air purifier: ionic filter.\n\nThe filter type shown for the air purifier looks wrong "
         "to me.", "asked"),
        ("Air purifier: ionic filter.\n\nThe price shown is $547.55.", "asserted"),
    ],
)  # fmt: skip
def test_a_marked_or_doubted_value(text: str, mode: str) -> None:
    doc = parse(text)
    at = doc.text.index("ionic")
    assert mode_at(doc, at, at + 5) == mode


_EARBUDS = [[["Wireless Earbuds", "earbuds"], "6452271382"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The blue wireless earbuds cost $256.67.", ["blue"]),
        ("The blue versions cost $256.67.", []),
    ],
)
def test_a_plural_items_price_paid(text: str, values: list[str]) -> None:
    got = options_said(text, _EARBUDS, [], "color", ["blue", "white"], [])
    assert [g["value"] for g in got or []] == values
