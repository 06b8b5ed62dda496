"""Shapes found by the tenth audit (generated messages that use the faulted value, run through
bench/probe_accuracy.py on dev runs; every decided-wrong result listed): each is pinned on
constructed sentences.

- a done claim about "the change" with no entity named ("The change has been made", "I've made
  the change for you", "I went ahead and made the update") claims the change (WriteEffect);
- "it is now reflected on your account": where the change shows is no other entity, and "is
  now reflected" / "is in effect" claim it;
- "The laptop (8GB) cost $2291.87": a singular subject's price paid, not a catalogue variant on
  offer (a plural's "the 8GB versions cost $..." still is);
- "To confirm: HAT263 ... on May 22. Shall I go ahead?" leads a recap of the plan, to consent
  to: the value in it is stated, not put in question ("Could you confirm: ..." still asks);
- a search announced ("Let me look for flights on May 13", "I'll check May 12 ... for earlier
  options") acts on the date; it checks nothing ("Let me check the date" still does);
- a date set beside the leg by a count of days, the leg named after a few words ("May 28, the
  day after your flight HAT282", "... your third flight (HAT161)"), gives the leg's date;
- a leg named by its place ("your third leg", "leg 3") is named (ReturnDate);
- a weekday with its date in brackets ("Friday (May 10)") is that date, not every Friday (of
  "Friday (5/10)", the reading that falls on a Friday).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at
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
    got = claims_said(text, _ITEMS, _OTHERS, ["6700049080"], [], [], [])
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
    got = claims_said(text, _ITEMS, _OTHERS, ["6700049080"], [], [], [])
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


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("To confirm: HAT263 from Detroit to New York on May 22. Shall I go ahead?", "asserted"),
        ("Just to confirm: HAT263 on May 22, basic economy. Shall I proceed?", "asserted"),
        ("To confirm, HAT263 leaves on May 22. Shall I go ahead?", "asserted"),
        ("Could you confirm: is HAT263 on May 22?", "asked"),
        ("Please confirm that HAT263 is on May 22.", "asked"),
        ("Let me look for other flights on May 22.", "asserted"),
        ("I'll check May 22 for earlier options.", "asserted"),
        ("Let me check whether HAT263 is on May 22.", "asked"),
        ("Let me look at May 22 again.", "asked"),
        ("I'll check May 22, the day before your Dallas → Atlanta flight (HAT282) on UM3OG5, for "
         "earlier options.", "asserted"),
    ],
)  # fmt: skip
def test_a_recap_or_a_search_is_no_check_of_the_value(text: str, mode: str) -> None:
    doc = parse(text)
    at = text.index("May 22")
    assert mode_at(doc, at, at + 6) == mode


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # UM3OG5: the return HAT282 is faulted (v' May 27, v May 28)
        ("I'll search for Dallas to Atlanta flights on May 28, the day after your flight HAT282.",
         "faulty"),
        ("I'll search for Dallas to Atlanta flights on May 29, the day after your flight HAT282.",
         "correct"),
        ("I'll search on May 28, the day after your return flight (HAT282).", "faulty"),
    ],
)  # fmt: skip
def test_a_day_counted_from_the_leg_named_after_a_few_words(text: str, expected: str) -> None:
    got = _stdlib_verdict("set6", "ReturnDate", "return_date", "RD6-date-month-slash-day", 13, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("You fly back on Friday (May 10).", [("2024-05-10",), ("2024-05-10",)]),
        ("You fly back on Friday (5/10).", [("2024-05-10",), ("2024-05-10",)]),
        # a weekday the date does not fall on stays a weekday of its own
        ("You fly back on Saturday (May 10).", [("2024-05-11",), ("2024-05-10",)]),
    ],
)
def test_a_weekday_with_its_date_in_brackets(text: str, values: list[tuple[str, ...]]) -> None:
    got = find_dates(parse(text), ("2024-05-10", "2024-05-17"), "2024-05-08T10:00:00")
    assert [f.values for f in got] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # RD-dis-absent-correct: the third leg HAT263 is faulted (v' May 22, v May 24)
        ("Third leg departs the 22nd.", "faulty"),
        ("Your third leg's date is Wed, May 22.", "faulty"),
        ("Third leg departs 24 May.", "correct"),
        ("I'll keep your third leg on May 22 as it is and only move the other flight.", "faulty"),
        ("Your second leg departs the 22nd.", "not_dependent"),
    ],
)
def test_a_leg_named_by_its_place(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-dis-absent-correct", 10, text)
    assert got == expected
