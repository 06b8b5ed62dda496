"""ReturnDate: an answer to a user message that asks about the faulted leg only is about that
leg. "It's on Friday the 24th." names it by "it"; "Yep — the 20th." names nothing, so its date is
read as possibly the leg's (unsure), never skipped as no use. Evaluated end to end (the stdlib
contract, the engine) on a development run of wording set 2, its message replaced; the run's
labels are not read."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from test_probe_pass6 import stdlib_plan

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run

CASES = Path(__file__).parent / "wording" / "set2" / "dev" / "return_date.json"
CASE = "RD2-clause-hedge-governs"  # v' Fri May 24, v Mon May 27; message 13 answers the user


def _verdict(text: str, step: int = 13) -> Any:
    data = json.loads(CASES.read_text(encoding="utf-8"))
    case = next(c for c in data["cases"] if c["name"] == CASE)
    raw = copy.deepcopy(case["run"])
    raw["messages"][step] = {"role": "assistant", "content": text}
    del raw["messages"][step + 1 :]
    _rid, ledger, ev, config, rep = sscb_run(raw)
    plan = stdlib_plan("ReturnDate")
    record = record_to_dict(evaluate_run(plan, Run(ledger, ev, config, rep, "t")))
    verdicts = [
        u["verdict"] for u in record["uses"] if u["step"] == step and u["rule"] == "rule:tell"
    ]
    return verdicts[0] if verdicts else "not_dependent"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("About two and a half hours. It's on Friday the 24th.", "faulty"),
        ("It's on Monday the 27th.", "correct"),
        ("Yep — the 24th.", "unresolved"),
        # the answer about something else: no date of the leg
        ("About two and a half hours, and the fare is $120.", "not_dependent"),
    ],
)
def test_an_answer_about_the_leg_asked_about(text: str, expected: str) -> None:
    assert _verdict(text) == expected
