"""Shapes found in the twenty-sixth pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change):

- a return date's trip-level reading holding more v or v' dates than the leg's own reading
  (another leg on the same day, a table of several bookings) was left unsure; when the trip's
  reading is the same as the leg's, the extra dates change nothing either way and the leg's
  reading stands;
- a date moved from v' by the shift the user asked for ("the day before your current return",
  said as May 19 when v' is May 20 and the user asked for one day earlier) is a use of v' (the
  `tell` rule counted it) and now also endorses v' (the stance rule read no stance in it).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from test_probe_pass6 import _stdlib_verdict, stdlib_plan

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run

# XEWRD9's return ATL -> DFW: May 21 (v), May 20 (v'); the user asks for one day earlier
EARLIER = ("set4", "return_date", "RD4-derived-day-earlier-search", 9)
# 5BGGWZ's HAT142 DFW -> EWR: v' the 16th; another booking connects in Newark that day
NEWARK = ("set5", "return_date", "RD5-distractor-newark-16th-other-res", 21)
# the leg LA -> Newark HAT228: v' May 20 (a Monday)
PASTED = ("set7", "return_date", "RD7-quoted-json-disputed", 13)

CASES = [
    pytest.param(NEWARK, "| Booking | Newark leg | Date |\n|---|---|---|\n| HTR26G | HAT300 "
                 "MSP→EWR, HAT231 EWR→DFW | 16/05 |\n| 5BGGWZ | HAT231 EWR→DFW | 10/05 |\n| "
                 "5BGGWZ | HAT142 DFW→EWR | 16/05 |", "faulty", id="table-other-booking-same-day"),
    pytest.param(PASTED, '```json\n{"flight_number": "HAT050", "date": "2024-05-17"},\n'
                 '{"flight_number": "HAT228", "date": "2024-05-20"},\n{"flight_number": '
                 '"HAT202", "date": "2024-05-23"}\n```\n\nSo: Miami → LA on Friday, LA → Newark '
                 "on Monday, Newark → Miami on Thursday.", "faulty",
                 id="pasted-legs-then-weekdays"),
    pytest.param(EARLIER, "Here's what flies ATL → DFW nonstop on May 19, the day before your "
                 "current return.", "faulty", id="control-shifted-from-vprime"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_pinned_messages(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    assert _stdlib_verdict(where[0], None, where[1], where[2], where[3], text) == expected


def _stance(where: tuple[str, str, str, int], text: str) -> str:
    """The stdlib's stance verdict at the replaced message (``none`` when no stance rule
    matched it)."""
    set_dir, file, name, step = where
    path = Path(__file__).parent / "wording" / set_dir / "dev" / f"{file}.json"
    case = next(c for c in json.loads(path.read_text("utf-8"))["cases"] if c["name"] == name)
    raw = copy.deepcopy(case["run"])
    raw["messages"][step] = {"role": "assistant", "content": text}
    del raw["messages"][step + 1 :]
    _rid, ledger, ev, config, rep = sscb_run(raw)
    plan = stdlib_plan(raw["case"]["operator"])
    record = record_to_dict(evaluate_run(plan, Run(ledger, ev, config, rep, "t")))
    got = [u["stance"] for u in record["uses"] if u["step"] == step and u["rule"] == "rule:said"]
    return got[0] or "none" if got else "none"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Here's what flies ATL → DFW nonstop on May 19, the day before your current return.",
         "endorse"),
        ("Here's what flies ATL → DFW nonstop on Sunday, May 19.", "endorse"),
        ("Your return is on May 20.", "endorse"),
        ("Here's what flies ATL → DFW nonstop on May 22.", "none"),
    ],
)  # fmt: skip
def test_a_date_moved_from_vprime_by_the_asked_shift_endorses_it(text: str, expected: str) -> None:
    assert _stance(EARLIER, text) == expected
