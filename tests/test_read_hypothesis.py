"""Random truncations and mutations of real runs never raise; every run in gives one item out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sscb_dsl.engine.record import error_record
from sscb_dsl.ledger.model import ReadError, Run
from sscb_dsl.ledger.read import read_runs

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def sample_runs(airline_runs_path: Path, retail_runs_path: Path) -> list[Any]:
    """Twelve real runs (both domains), small enough for many examples."""
    airline = json.loads(airline_runs_path.read_text(encoding="utf-8"))
    retail = json.loads(retail_runs_path.read_text(encoding="utf-8"))
    return airline[:8] + retail[10:14]  # ids do not collide (task-0-trial-0 is in both)


def _items(path: Path) -> list[Run | ReadError]:
    items = list(read_runs([path]))
    assert all(isinstance(i, (Run, ReadError)) for i in items)
    for item in items:
        if isinstance(item, ReadError):
            assert error_record(item).error is not None
    return items


@SETTINGS
@given(cut=st.floats(min_value=0.0, max_value=1.0))
def test_truncated_array_keeps_the_runs_before_the_cut(
    tmp_path_factory: pytest.TempPathFactory, sample_runs: list[Any], cut: float
) -> None:
    text = json.dumps(sample_runs)
    path = tmp_path_factory.mktemp("cut") / "runs.json"
    path.write_text(text[: int(len(text) * cut)])
    items = _items(path)
    runs = [i for i in items if isinstance(i, Run)]
    expected = [f"task-{r['task_id']}-trial-{r['trial']}" for r in sample_runs]
    assert [r.ledger.run_id for r in runs] == expected[: len(runs)]
    if cut < 1.0:
        assert isinstance(items[-1], ReadError) and items[-1].code in ("R002", "R003")


@SETTINGS
@given(data=st.data())
def test_byte_mutations_of_jsonl_give_one_item_per_line(
    tmp_path_factory: pytest.TempPathFactory, sample_runs: list[Any], data: st.DataObject
) -> None:
    raw = bytearray(b"".join(json.dumps(r).encode() + b"\n" for r in sample_runs[:4]))
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(raw) - 1))
        op = data.draw(st.sampled_from(["flip", "delete", "insert"]))
        byte = data.draw(st.sampled_from(list(b'{}[]",:\n0a\\\xff ')))
        if op == "flip":
            raw[at] = byte
        elif op == "delete":
            del raw[at]
        else:
            raw.insert(at, byte)
    path = tmp_path_factory.mktemp("mut") / "runs.jsonl"
    path.write_bytes(bytes(raw))
    items = _items(path)
    assert len(items) == sum(1 for line in bytes(raw).split(b"\n") if line.strip())


_MUTATIONS = (
    "drop_key",
    "null_content",
    "int_content",
    "role",
    "call_id",
    "drop_message",
    "arguments",
    "tool_calls",
    "intervention",
    "not_object",
)


def _mutate(run: dict[str, Any], kind: str, index: int) -> dict[str, Any]:
    """One structural change to an sscb.run/1 run at message ``index``."""
    run = json.loads(json.dumps(run))
    messages = run["messages"]
    if not isinstance(messages, list) or not messages:
        return run
    if not isinstance(messages[index % len(messages)], dict):
        run["messages"] = "gone" if kind == "drop_message" else messages
        return run
    m = messages[index % len(messages)]
    if kind == "drop_key" and m:
        m.pop(sorted(m)[index % len(m)])
    elif kind == "null_content":
        m["content"] = None
    elif kind == "int_content":
        m["content"] = 7
    elif kind == "role":
        m["role"] = ["tool", "user", "critic", None][index % 4]
    elif kind == "call_id":
        m["tool_call_id"] = "call_nowhere"
    elif kind == "drop_message":
        del messages[index % len(messages)]
    elif kind == "arguments":
        calls = m.get("tool_calls")
        for tc in calls if isinstance(calls, list) else []:
            if isinstance(tc, dict) and isinstance(tc.get("function"), dict):
                tc["function"]["arguments"] = ["{", None, 3, {"a": 1}][index % 4]
    elif kind == "tool_calls":
        m["tool_calls"] = ["x", [1], {"id": 2}, []][index % 4]
    elif kind == "intervention":
        run["intervention"] = {"applied": True, "message_index": index - 3, "altered": [index]}
    elif kind == "not_object":
        messages[index % len(messages)] = ["role", "user"]
    return run


@SETTINGS
@given(
    changes=st.lists(
        st.tuples(st.integers(0, 11), st.sampled_from(_MUTATIONS), st.integers(0, 60)),
        max_size=8,
    )
)
def test_structural_mutations_runs_in_equal_items_out(
    tmp_path_factory: pytest.TempPathFactory,
    sample_runs: list[Any],
    changes: list[tuple[int, str, int]],
) -> None:
    runs = [
        {"format": "sscb.run/1", "run_id": f"run-{i}", "messages": r["traj"]}
        for i, r in enumerate(sample_runs)
    ]
    for which, kind, index in changes:
        runs[which] = _mutate(runs[which], kind, index)
    path = tmp_path_factory.mktemp("struct") / "runs.json"
    path.write_text(json.dumps(runs))
    items = _items(path)
    assert len(items) == len(runs)
    touched = {which for which, _, _ in changes}
    for i, item in enumerate(items):
        if i not in touched:
            assert isinstance(item, Run) and item.ledger.run_id == f"run-{i}"
        if isinstance(item, ReadError):
            assert item.position == i and item.code.startswith("R0")
