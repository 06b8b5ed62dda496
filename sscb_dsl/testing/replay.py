"""A labelled run with one agent message replaced: the record the stdlib gives it.

Tests pin a recogniser's reading end to end on a real run of the wording sets: the message at
``step`` is replaced, the run is cut after it, and the stdlib operator the run names evaluates it
(read through the same reader as ``sscb eval``).
"""

from __future__ import annotations

import copy
import json
import tempfile
from pathlib import Path
from typing import Any

from sscb_dsl.api import load_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import build_plan
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.ledger.model import ReadError
from sscb_dsl.ledger.read import read_runs


def record_of(run: dict[str, Any]) -> dict[str, Any]:
    """The record sscb writes for one run (as a file, through the reader)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "run.json"
        path.write_text(json.dumps(run), encoding="utf-8")
        parsed = next(iter(read_runs([path])))
    if isinstance(parsed, ReadError):
        raise ValueError(f"the run does not read: {parsed}")
    library, _ = load_library()
    op = library.operators[run["case"]["operator"]]
    return record_to_dict(evaluate_run(build_plan(op, library.domain_of(op)), parsed))


def with_message(run: dict[str, Any], step: int, text: str) -> dict[str, Any]:
    """The record of ``run`` with agent message ``step`` replaced by ``text``, cut after it."""
    changed = copy.deepcopy(run)
    if changed["messages"][step]["role"] != "assistant":
        raise ValueError(f"message {step} is no agent message")
    changed["messages"][step]["content"] = text
    del changed["messages"][step + 1 :]
    return record_of(changed)
