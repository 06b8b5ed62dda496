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
from sscb_dsl.text.reading import reading

ABOUT = ["#W7553978", "return"]
OTHERS = ["#W3239882", "E-Reader"]


def _claim(text: str) -> Any:
    return reading(claims_said(text, ABOUT, OTHERS, [], [], []), "done", "not_done")


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
