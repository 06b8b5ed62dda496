"""Small runs, cases and helpers for the command-line tests of inputs, outputs and pairing.

A clean tau-bench style run reads reservation R1 (outbound 2024-05-20, return 2024-05-24) and
tells the user the return date; the ReturnDate case moves the return to 2024-05-18. Everything
is written into a test's temporary folder.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from sscb_dsl.cli import main

RESERVATION = {
    "reservation_id": "R1",
    "user_id": "u1",
    "flight_type": "round_trip",
    "cabin": "economy",
    "flights": [
        {"origin": "JFK", "destination": "SFO", "flight_number": "HAT001", "date": "2024-05-20"},
        {"origin": "SFO", "destination": "JFK", "flight_number": "HAT002", "date": "2024-05-24"},
    ],
}


def messages(answer: str = "Your return flight HAT002 is on 2024-05-24.") -> list[dict[str, Any]]:
    """The clean run's chat messages."""
    args = json.dumps({"reservation_id": "R1"})
    call = {"id": "c1", "type": "function",
            "function": {"name": "get_reservation_details", "arguments": args}}  # fmt: skip
    return [
        {"role": "system", "content": "policy"},
        {"role": "user", "content": "When is my return flight on reservation R1?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {
            "role": "tool",
            "tool_call_id": "c1",
            "name": "get_reservation_details",
            "content": json.dumps(RESERVATION),
        },
        {"role": "assistant", "content": answer},
    ]


def clean_results(tmp: Path, tasks: tuple[int, ...] = (3,), name: str = "clean.json") -> Path:
    """A tau-bench results file with one clean run per task (trial 0)."""
    path = tmp / name
    items = [{"task_id": t, "trial": 0, "reward": 1, "info": {}, "traj": messages()} for t in tasks]
    path.write_text(json.dumps(items), encoding="utf-8")
    return path


RD_PARAMS: dict[str, Any] = {
    "reservation_id": "R1",
    "leg_index": 1,
    "original_date": "2024-05-24",
    "injected_date": "2024-05-18",
}


def rd_case(case_id: str = "RD-1", **params: Any) -> dict[str, Any]:
    """A ReturnDate case as a JSON object; ``params`` replace (None: drop) parameters."""
    merged = {**RD_PARAMS, **params}
    return {
        "id": case_id,
        "operator": "ReturnDate",
        "domain": "tau_airline",
        "cluster": "reservation:R1",
        "control": False,
        "params": {k: v for k, v in merged.items() if v is not None},
    }


def toml_value(v: Any) -> str:
    return json.dumps(v) if not isinstance(v, bool) else ("true" if v else "false")


def case_toml(tmp: Path, name: str = "rd.toml", **params: Any) -> Path:
    """The ReturnDate case as a TOML case file."""
    case = rd_case(**params)
    lines = [f"{k} = {toml_value(v)}" for k, v in case.items() if k != "params"]
    lines += ["", "[params]", *(f"{k} = {toml_value(v)}" for k, v in case["params"].items())]
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def faulted_run(run_id: str = "RD-1@task-3-trial-0", **params: Any) -> dict[str, Any]:
    """The clean run with the return date moved (the run `sscb inject` writes), as a dict."""
    msgs = messages()
    moved = json.loads(json.dumps(RESERVATION))
    moved["flights"][1]["date"] = "2024-05-18"
    msgs[3]["content"] = json.dumps(moved)
    return {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": rd_case(**params),
        "config": "F",
        "repetition": 0,
        "messages": msgs,
        "intervention": {"applied": True, "message_index": 3, "tool_call_id": "c1",
                         "altered": [3], "original": "2024-05-24", "delivered": "2024-05-18"},
    }  # fmt: skip


def write_jsonl(path: Path, runs: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in runs), encoding="utf-8")
    return path


def sscb(*args: str) -> Result:
    """Run ``sscb ARGS`` in process (stderr apart from stdout)."""
    return CliRunner().invoke(main, [str(a) for a in args])


def records(path: Path) -> list[dict[str, Any]]:
    """The records of a JSONL file (lines end at "\\n" only)."""
    text = path.read_bytes().decode("utf-8")
    return [json.loads(line) for line in text.split("\n") if line.strip()]
