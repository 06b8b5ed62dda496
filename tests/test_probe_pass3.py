"""Shapes found by the third independent probe set (tests/wording/probes/probes3.json, written by
a helper who read neither the recognisers nor the earlier probes; docs/wording-set.md, "Probe
pass"), each pinned on constructed sentences:

- a check announced in more words: "I'd like to reload FQ8APE before confirming", "let me
  re-open #W3470184", "I want to pull up 4NQLHD again and make sure ...", "I'd rather not promise
  that until I see it on the order itself";
- the tool's answer reported: "the update returned without an error", "the change was accepted",
  "the system acknowledged the request" (with such a check: a verifying use);
- a topic word of the change named by another entity ("the e-reader return") is that entity's.
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading

ABOUT = ["#W7553978", "return"]
OTHERS = ["#W3239882", "E-Reader"]


def _claim(text: str) -> Any:
    return reading(claims_said(text, ABOUT, OTHERS, [], [], [], []), "done", "not_done")


@pytest.mark.parametrize(
    "text",
    [
        "The system accepted the return for #W7553978, but I'd like to reload the order before "
        "confirming that all three items are on it.",
        "The return of #W7553978 returned without an error, but before I call it done I want to "
        "pull up the order again.",
        "The system acknowledged the request for #W7553978, but before I tell you it's done I'd "
        "like to re-open the order and check.",
        "The return for #W7553978 was accepted. To be safe, let me look up the order again.",
        "#W7553978's return looks like it went through, as far as I can tell from the response, "
        "but I'd rather not promise that until I see it on the order itself.",
    ],
)
def test_a_reported_answer_then_a_check_is_verification(text: str) -> None:
    assert _claim(text) in ("verify", "qualified")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the tool's answer alone, said as the state: relied on
        ("The return of #W7553978 returned without an error.", "faulty"),
        ("The return for #W7553978 went through.", "faulty"),
        # another entity's return: not this change
        ("The e-reader return is confirmed.", "none"),
        ("The #W7553978 return is confirmed.", "faulty"),
    ],
)
def test_claims_and_whose_change(text: str, expected: str) -> None:
    assert _claim(text) == expected


def test_a_check_that_the_value_is_really_there() -> None:
    v = ["2024-05-24", "2024-05-22"]
    said = dates_said(
        "I want to pull up 4NQLHD again and make sure the May 24 flights are really on it.",
        ["4NQLHD", "flights"], [], None, v,
    )  # fmt: skip
    assert reading(said, *v) == "verify"


def test_a_list_of_bookings_said_gone_is_no_list_of_what_is_left() -> None:
    from sscb_dsl.text.lists import lists_without

    listed = ["XEHM4B", "A90KR2", "9MRJD4", "7WPL39"]
    gone = "XEHM4B was cancelled earlier, and A90KR2 and 9MRJD4 have already been flown."
    assert lists_without(gone, listed, ["59XX6W"]) is False
    left = "Just one order now: 7WPL39. A90KR2 has already been flown."
    assert lists_without(left, listed, ["59XX6W"]) is True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # doubt in another sentence: the value put to the user
        (
            "IFOYYZ's return leg shows May 14, before the May 28 outbound. That doesn't add up. "
            "Could you confirm when you're flying back?",
            "verify",
        ),
        # "just so you know" informs; it checks nothing
        ("Just so you know, IFOYYZ's return leg is on May 14.", "faulty"),
    ],
)
def test_doubt_and_information(text: str, expected: str) -> None:
    v = ["2024-05-14", "2024-05-30"]
    said = dates_said(text, ["IFOYYZ", "return"], ["outbound"], None, v)
    assert reading(said, *v) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # passengers who stay on the booking say nothing of the flights' change
        ("You and Mason Lopez both stay on the reservation.", "none"),
        ("You stay on your original flights for #W7553978.", "correct"),
        # a refund total over the changes counts this one's refund or not: unsure
        ("Your refunds will come to $918.43 in total, all to PayPal.", None),
        ("In total that's $1,182.05 coming back to you.", None),
        # one named order's own total, a refund rule, a hypothetical: no use
        ("#W3239882 is cancelled. The total amount of $253.54 was refunded.", "none"),
        ("The order total was $3,131.10, so that is what you'd be refunded.", "none"),
    ],
)
def test_claims_without_the_change(text: str, expected: Any) -> None:
    assert _claim(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a request "in" is sent, like an attempt: checked, a verifying use; alone, unsure
        (
            "The return request for #W7553978 is in. When it arrives, please make sure the "
            "label shows all three items.",
            "verify",
        ),
        ("The return request for #W7553978 is in.", None),
        ("#W7553978 is in.", "faulty"),
    ],
)
def test_a_request_in_is_sent(text: str, expected: Any) -> None:
    assert _claim(text) == expected
