"""Every real run (200 gpt-4o airline, 100 AgentRx retail) reads into a ledger that agrees with a
plain ``json`` recount: messages, calls and results per tool, pairing, parsed values, errors."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sscb_dsl.cli import main
from sscb_dsl.engine.record import error_record
from sscb_dsl.ledger.model import UNPARSED, ReadError, Run
from sscb_dsl.ledger.read import detect_format, read_runs


def _runs(path: Path) -> list[Run]:
    items = list(read_runs([path]))
    errors = [i.render() for i in items if isinstance(i, ReadError)]
    assert errors == []
    return [i for i in items if isinstance(i, Run)]


def _plain(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return UNPARSED


@pytest.fixture(scope="module", params=["airline", "retail"])
def real(
    request: pytest.FixtureRequest, airline_runs_path: Path, retail_runs_path: Path
) -> tuple[list[Any], list[Run]]:
    path = airline_runs_path if request.param == "airline" else retail_runs_path
    raw = json.loads(path.read_text(encoding="utf-8"))
    return raw, _runs(path)


def test_real_files_are_detected(airline_runs_path: Path, retail_runs_path: Path) -> None:
    assert detect_format(airline_runs_path) == "tau-bench"
    assert detect_format(retail_runs_path) == "tau-bench"


def test_every_run_read_with_stable_ids(real: tuple[list[Any], list[Run]]) -> None:
    raw, runs = real
    assert len(runs) == len(raw) in (100, 200)
    expected = [f"task-{r['task_id']}-trial-{r['trial']}" for r in raw]
    assert [r.ledger.run_id for r in runs] == expected
    assert len(set(expected)) == len(expected)
    assert all(r.source.endswith(f":{i}") for i, r in enumerate(runs))


def test_counts_per_tool_match_a_plain_recount(real: tuple[list[Any], list[Run]]) -> None:
    raw, runs = real
    for result, run in zip(raw, runs, strict=True):
        traj, ledger = result["traj"], run.ledger
        assert len(ledger.messages) == len(traj)
        assert [m.role for m in ledger.messages] == [m["role"] for m in traj]
        calls = Counter(tc["function"]["name"] for m in traj for tc in m.get("tool_calls") or [])
        results = Counter(m["name"] for m in traj if m["role"] == "tool")
        assert Counter(c.name for c in ledger.calls) == calls
        assert Counter(o.name for o in ledger.observations) == results
        for name, n in calls.items():
            assert len(ledger.calls_by_tool(name)) == n
        for name, n in results.items():
            assert len(ledger.observations_by_tool(name)) == n


def test_every_tool_message_is_paired_and_parsed(real: tuple[list[Any], list[Run]]) -> None:
    raw, runs = real
    for result, run in zip(raw, runs, strict=True):
        traj, ledger = result["traj"], run.ledger
        tool_steps = [i for i, m in enumerate(traj) if m["role"] == "tool"]
        assert [o.step for o in ledger.observations] == tool_steps
        for obs in ledger.observations:
            message = traj[obs.step]
            assert obs.call is not None
            assert obs.call.call_id == message["tool_call_id"]
            assert obs.call.step < obs.step
            assert traj[obs.call.step]["role"] == "assistant"
            assert obs.text == message["content"]
            assert obs.value == _plain(message["content"]) or (
                obs.value is UNPARSED and _plain(message["content"]) is UNPARSED
            )
            assert obs.is_error == message["content"].startswith("Error:")
            assert ledger.observation_at(obs.step) is obs
            assert ledger.observation_for(obs.call) is obs
        for call in ledger.calls:
            raw_call = traj[call.step]["tool_calls"][call.position]
            assert call.raw_args == raw_call["function"]["arguments"]
            assert call.args == json.loads(raw_call["function"]["arguments"])


def test_reused_call_ids_pair_with_the_nearest_open_call(airline_runs_path: Path) -> None:
    raw = json.loads(airline_runs_path.read_text(encoding="utf-8"))
    runs = _runs(airline_runs_path)
    reusing = 0
    for result, run in zip(raw, runs, strict=True):
        ids = Counter(tc["id"] for m in result["traj"] for tc in m.get("tool_calls") or [])
        if not any(n > 1 for n in ids.values()):
            continue
        reusing += 1
        for obs in run.ledger.observations:
            assert obs.call is not None
            same_id = [
                c.step
                for c in run.ledger.calls
                if c.call_id == obs.call.call_id and c.step < obs.step
            ]
            assert obs.call.step == max(same_id)
        # no call is answered twice
        answered = [(o.call.step, o.call.position) for o in run.ledger.observations if o.call]
        assert len(answered) == len(set(answered))
    assert reusing == 49


def test_entity_indexes_match_a_recount(airline_runs_path: Path) -> None:
    runs = _runs(airline_runs_path)
    effects = {
        "update_reservation_flights": [("reservation", "reservation_id", "flights")],
        "update_reservation_passengers": [("reservation", "reservation_id", "passengers")],
        "cancel_reservation": [("reservation", "reservation_id", "status")],
    }
    total_writes = 0
    for run in runs:
        ledger = run.ledger
        writes = ledger.writes_by(effects)
        for (kind, key, field), calls in writes.items():
            assert kind == "reservation"
            assert [c.step for c in calls] == sorted(c.step for c in calls)
            for call in calls:
                assert call.args is not None and call.args["reservation_id"] == key
                assert (kind, "reservation_id", field) in effects[call.name]
        expected = sum(len(ledger.calls_by_tool(name)) for name in effects)
        assert sum(len(c) for c in writes.values()) == expected
        total_writes += expected
        for obs in ledger.observations_by_tool("get_reservation_details"):
            assert obs.call is not None and obs.call.args is not None
            rid = obs.call.args["reservation_id"]
            assert obs in ledger.observations_by_key(
                "get_reservation_details", "reservation_id", rid
            )
    assert total_writes > 0


def test_error_records_and_cli_on_real_data(airline_runs_path: Path) -> None:
    result = CliRunner().invoke(main, ["ledger", str(airline_runs_path), "--run", "task-0-trial-0"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("run task-0-trial-0")
    assert any(" call " in line and "get_user_details" in line for line in lines)
    assert any(" result " in line and "answers step 6" in line for line in lines)
    missing = CliRunner().invoke(
        main, ["ledger", str(airline_runs_path), "--run", "task-0-trial-9"]
    )
    assert missing.exit_code == 2
    assert "did you mean `task-0-trial-" in missing.output
    record = error_record(
        ReadError("f.json", "task-1-trial-0", 1, 4, "R006", "tool result answers no call")
    )
    assert record.run_id == "task-1-trial-0"
    assert record.error is not None and record.error.code == "R006"
    assert record.error.message == "message 4: tool result answers no call"
    assert record.source == "f.json:1"
