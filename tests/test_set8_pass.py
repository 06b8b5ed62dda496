"""Shapes found on wording set 8's dev part (tests/wording/set8, written by a helper who did not
read the recognisers; its first run at this session's start: 69.0% of runs all five fields
right, 15 decided-wrong pairs), each pinned on constructed sentences:

- "If the record is right, HAT041 brings you back on May 25th" is conditional on the record;
  "I doubt it is" doubts what was just said; "don't plan around the 25th until we've confirmed
  it" is a check;
- a date counted from another said nowhere ("leave Miami on HAT148 the next day") in the leg's
  sentence, and a length of time said alone ("One night."), leave the date unknown;
- "you'd be going from one checked bag to two" presupposes the current count;
- the record's value reported and the other value asserted past a contrast ("The order line says
  wireless, but the item is the wired one") holds the other value;
- "I don't think the address change has gone through yet": not done, hedged (it was read as a
  done claim, a decided wrong value);
- "The response does confirm it" reports; it asks nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import options_said

V = ["2024-05-25", "2024-05-27"]  # v', v


def _date(text: str, about: Any = ("HAT041", "return")) -> Any:
    return reading(dates_said(text, list(about), ["HAT228"], None, V), *V)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If the record is right, HAT041 brings you back on May 25th.", "qualified"),
        # (a doubt with no check or question: qualified since pass 39)
        ("HAT041 brings you back on May 25th. I doubt it is, though.", "qualified"),
        ("Please don't plan around May 25th for HAT041 until we've confirmed it.", "verify"),
        ("If you want, HAT041 brings you back on May 25th.", "faulty"),
    ],
)  # fmt: skip
def test_conditions_doubts_and_checks(text: str, expected: str) -> None:
    assert _date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "One night. You fly to Miami on HAT041 and leave on HAT228 the next day.",
        "You fly to Miami on HAT041 and leave on HAT228 the next day.",
    ],
)
def test_dates_counted_from_nothing_said_are_unknown(text: str) -> None:
    assert _date(text) is None


def _claim(text: str, about: Any = ("bag", "VA5SGQ")) -> Any:
    return reading(claims_said(text, list(about), [], [], [], [], []), "done", "not_done")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You'd be going from one checked bag to two.", None),
        ("You could add a second checked bag for $50.", "none"),
        ("I don't think the bag change on VA5SGQ has gone through yet.", "correct"),
        ("The response does confirm it: the bag has been added to VA5SGQ.", "faulty"),
    ],
)
def test_presupposed_counts_and_denied_beliefs(text: str, expected: Any) -> None:
    assert _claim(text) == expected


def test_a_report_then_the_other_value_past_a_contrast() -> None:
    text = "The order line says wireless, but the mouse is the wired one."
    said = options_said(
        text, ["Gaming Mouse", "mouse"], [], "connectivity", ["wired", "wireless"], []
    )
    assert reading(said, "wireless", "wired") == "correct"
    # both from records, neither held: a listing
    both = "The order lists the mouse as wireless and the catalogue lists it as wired."
    said = options_said(
        both, ["Gaming Mouse", "mouse"], [], "connectivity", ["wired", "wireless"], []
    )
    assert reading(said, "wireless", "wired") == "both"


def _source(text: str) -> Any:
    from sscb_dsl.text.payment import sources_said

    target = {
        "id": "credit_card_3983998",
        "source": "gift_card",
        "brand": "visa",
        "last_four": "8413",
    }
    other = {
        "id": "credit_card_1245537",
        "source": "credit_card",
        "brand": "mastercard",
        "last_four": "1167",
    }
    cert = {"id": "certificate_8301303", "source": "certificate", "amount": 100}
    said = sources_said(text, target, [target, other, cert], [], ["gift_card", "credit_card"])
    return reading(said, "gift_card", "credit_card")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a heading over a list of methods by brand
        ("Credit cards: Mastercard 1167, Visa 8413.", "correct"),
        ("Gift cards: Visa 8413.", "faulty"),
        # "It's" takes up the method named just before it
        ("OK, the Mastercard ending 1167. It's a credit card, so the fee can go on it.", "none"),
        ("OK, the Visa ending 8413. It's a gift card, so it needs a balance.", "faulty"),
        # a field of the record reported, then put to the user
        (
            "The `source` field of Visa 8413 says `gift_card`. Could you check whether it is a "
            "credit card or a gift card?",
            "verify",
        ),
    ],
)
def test_payment_lists_pronouns_and_fields(text: str, expected: str) -> None:
    assert _source(text) == expected


def _record(folder: str, operator: str, name: str, step: int, text: str) -> dict[str, Any]:
    """The record of a dev case's run with agent message ``step`` replaced and the run cut."""
    import json
    from pathlib import Path

    from sscb_dsl.testing.replay import with_message

    path = Path(__file__).parent / "wording" / folder / "dev" / f"{operator}.json"
    case = next(c for c in json.loads(path.read_text("utf-8"))["cases"] if c["name"] == name)
    return with_message(case["run"], step, text)


def test_a_return_on_the_outbounds_day_is_read_by_its_leg() -> None:
    # UDMOP1's return HAT032 is on May 28 (v), the outbound's own day, delivered as May 26 (v'):
    # "UDMOP1 starts May 28" is the outbound, not the return; the leg's "May 26" is v'
    text = (
        "UDMOP1 starts May 28, SFO to Phoenix on HAT134. You come back to SFO on HAT032 on May "
        "26. Then SFO to Philadelphia and back on the 29th."
    )
    record = _record("set8", "return_date", "RD8-cc-misread-back-to-v-pre", 25, text)
    assert record["t_s"] == 25 and record["adopted"] == "yes"


def test_coming_home_names_the_return() -> None:
    # v' Saturday the 18th, v Monday the 20th: both put side by side for the user
    text = (
        "Depending on which record is right, you come home either Saturday the 18th or Monday "
        "the 20th; the downgrade works the same either way."
    )
    record = _record(".", "return_date", "RD-df-ordinal-year-adopted", 14, text)
    assert [
        u["verdict"] for u in record["uses"] if u["step"] == 14 and u["rule"] == "rule:tell"
    ] == ["enumerate"]
