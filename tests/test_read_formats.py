"""Each input format reads into the same kind of ledger; each broken file gives its documented
error code while the good runs beside it are still read; side files attach evaluator data."""

from __future__ import annotations

import json
import shutil
import tracemalloc
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from sscb_dsl.cli import main
from sscb_dsl.engine.record import error_record
from sscb_dsl.ledger.model import UNPARSED, ReadError, Run
from sscb_dsl.ledger.read import SideFileError, detect_format, read_runs

FIXTURES = Path(__file__).parent / "fixtures"
FORMATS = FIXTURES / "formats"
BAD = FIXTURES / "bad_runs"


def _read(*paths: Path, **kw: object) -> list[Run | ReadError]:
    return list(read_runs(list(paths), **kw))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "fmt", "ids"),
    [
        ("sscb_run.json", "sscb-run", ["we-017-F-r0"]),
        ("sscb_runs.jsonl", "sscb-run", ["r-1", "r-2"]),
        ("openai_messages.json", "openai", ["openai_messages"]),
        ("tau_bench_results.json", "tau-bench", ["task-7-trial-0", "task-7-trial-1"]),
        ("tau2_results.json", "tau2-bench", ["task-12-trial-0"]),
        ("inspect_log.json", "inspect", ["ORD-1001-epoch-1"]),
        ("inspect_log.eval", "inspect", ["ORD-1001-epoch-1"]),
    ],
)
def test_formats_detected_and_read(name: str, fmt: str, ids: list[str]) -> None:
    path = FORMATS / name
    assert detect_format(path) == fmt
    items = _read(path)
    assert all(isinstance(i, Run) for i in items), items
    assert [i.ledger.run_id for i in items if isinstance(i, Run)] == ids
    forced = _read(path, input_format=fmt)
    assert [i.ledger for i in forced if isinstance(i, Run)] == [
        i.ledger for i in items if isinstance(i, Run)
    ]


def test_sscb_run_carries_evaluator_only_data() -> None:
    (run,) = _read(FORMATS / "sscb_run.json")
    assert isinstance(run, Run)
    assert run.config == "F" and run.repetition == 0
    case, intervention = run.evaluator.case, run.evaluator.intervention
    assert case is not None and case.id == "WE-017" and case.params == {"reservation_id": "4WQ150"}
    assert intervention is not None and intervention.message_index == 3
    assert intervention.altered == (3,) and intervention.original == "HAT002"
    assert not hasattr(run.ledger, "case") and not hasattr(run.ledger, "intervention")


def test_tau2_hides_user_tools_and_marks_errors() -> None:
    (run,) = _read(FORMATS / "tau2_results.json")
    assert isinstance(run, Run)
    ledger = run.ledger
    assert [c.name for c in ledger.calls] == ["get_customer_by_phone", "get_line_details"]
    assert [o.step for o in ledger.observations] == [3, 5]
    first, second = ledger.observations
    assert first.value == {"customer_id": "C1001", "status": "active"} and not first.is_error
    assert second.is_error and second.value is UNPARSED
    assert ledger.messages[7].role == "tool" and ledger.observation_at(7) is None
    assert ledger.calls[0].args == {"phone_number": "555-0100"}


def test_inspect_json_and_eval_agree() -> None:
    (from_json,) = _read(FORMATS / "inspect_log.json")
    (from_eval,) = _read(FORMATS / "inspect_log.eval")
    assert isinstance(from_json, Run) and isinstance(from_eval, Run)
    assert from_json.ledger == from_eval.ledger
    ledger = from_json.ledger
    assert ledger.messages[2].content == "Let me look that up."  # reasoning is not content
    assert [c.name for c in ledger.calls] == ["lookup_order", "issue_refund"]
    assert ledger.observations[0].value == {"order_id": "A-7781", "total": 89.99}
    assert ledger.observations[1].is_error


def test_eval_through_inspect_ai(tmp_path: Path) -> None:
    """With the optional ``inspect`` extra, a log written by inspect_ai reads the same."""
    log_api = pytest.importorskip("inspect_ai.log")
    log = log_api.read_eval_log(str(FORMATS / "inspect_log.json"))
    target = tmp_path / "log.eval"
    log_api.write_eval_log(log, str(target), format="eval")
    (expected,) = _read(FORMATS / "inspect_log.json")
    (got,) = _read(target)
    assert isinstance(got, Run) and isinstance(expected, Run)
    assert [m.role for m in got.ledger.messages] == [m.role for m in expected.ledger.messages]
    assert got.ledger.calls == expected.ledger.calls


@pytest.mark.parametrize("side", ["side.toml", "side.json"])
def test_side_file_supplies_case_and_intervention(side: str) -> None:
    items = _read(FORMATS / "tau_bench_results.json", side=FORMATS / side)
    runs = [i for i in items if isinstance(i, Run)]
    assert len(runs) == 2
    if side == "side.toml":
        run = runs[0]
        assert run.ledger.run_id == "we-007-F-r0" and run.config == "F" and run.repetition == 0
        assert run.evaluator.case is not None and run.evaluator.case.id == "WE-007"
        assert run.evaluator.intervention is not None
        assert run.evaluator.intervention.tool_call_id == "call_1"
        assert runs[1].evaluator.case is None and runs[1].ledger.run_id == "task-7-trial-1"
    else:
        assert runs[0].evaluator.case is None
        assert runs[1].config == "C" and runs[1].repetition == 1
        assert runs[1].evaluator.case is not None and runs[1].evaluator.case.control


# file -> (code, position of the bad run, its message index, good runs read)
BAD_CASES = {
    "invalid_json.jsonl": ("R002", 1, None, ["good-1", "good-2"]),
    "truncated_array.json": ("R002", 2, None, ["good-1", "good-2"]),
    "missing_messages.json": ("R004", 1, None, ["good-1", "good-2"]),
    "unknown_role.json": ("R005", 1, 1, ["good-1"]),
    "unmatched_tool_call_id.json": ("R006", 1, 3, ["good-1", "good-2"]),
    "intervention_not_tool.json": ("R007", 1, 4, ["good-1", "good-2"]),
    "duplicate_run_id.json": ("R008", 2, None, ["twice", "good-1"]),
    "unknown_format.json": ("R003", None, None, []),
    "not_utf8.json": ("R001", None, None, []),
    "not_an_archive.eval": ("R010", None, None, []),
}


def test_every_bad_file_has_a_case() -> None:
    on_disk = {p.name for p in BAD.iterdir() if p.suffix != ".toml"}
    assert on_disk == set(BAD_CASES)


@pytest.mark.parametrize("name", sorted(BAD_CASES))
def test_bad_runs_give_their_code_and_keep_good_runs(name: str) -> None:
    code, position, message_index, good = BAD_CASES[name]
    items = _read(BAD / name)
    errors = [i for i in items if isinstance(i, ReadError)]
    assert len(errors) == 1, items
    (error,) = errors
    assert (error.code, error.position, error.message_index) == (code, position, message_index)
    assert error.source == str(BAD / name)
    rendered = error.render()
    assert rendered.startswith(str(BAD / name)) and f"error[{code}]" in rendered
    assert "Traceback" not in rendered and ";" in error.message  # it says what to do
    assert [i.ledger.run_id for i in items if isinstance(i, Run)] == good
    record = error_record(error)
    assert record.error is not None and record.error.code == code
    cli = CliRunner().invoke(main, ["ledger", str(BAD / name)])
    assert cli.exit_code == 2
    assert f"error[{code}]" in cli.output and "Traceback" not in cli.output


def test_bad_side_file_is_a_usage_error() -> None:
    with pytest.raises(SideFileError) as info:
        _read(FORMATS / "tau_bench_results.json", side=BAD / "bad_side.toml")
    assert info.value.error.code == "R009"
    result = CliRunner().invoke(
        main,
        ["ledger", str(FORMATS / "tau_bench_results.json"), "--side", str(BAD / "bad_side.toml")],
    )
    assert result.exit_code == 2 and "error[R009]" in result.output


def test_directory_is_read_in_sorted_order(tmp_path: Path) -> None:
    for name in ("sscb_runs.jsonl", "openai_messages.json", "tau_bench_results.json"):
        shutil.copy(FORMATS / name, tmp_path / name)
    (tmp_path / "notes.txt").write_text("not a run")
    ids = [i.ledger.run_id for i in _read(tmp_path) if isinstance(i, Run)]
    assert ids == ["openai_messages", "r-1", "r-2", "task-7-trial-0", "task-7-trial-1"]
    again = _read(tmp_path, FORMATS / "sscb_runs.jsonl")
    dupes = [i for i in again if isinstance(i, ReadError)]
    assert [d.code for d in dupes] == ["R008", "R008"]


def test_jsonl_streams_with_flat_memory(tmp_path: Path) -> None:
    """Memory while reading JSONL does not grow with the number of runs consumed."""
    base = json.loads((FORMATS / "sscb_run.json").read_text())

    def peak(n: int) -> int:
        path = tmp_path / f"runs{n}.jsonl"
        with path.open("w") as fh:
            for i in range(n):
                fh.write(json.dumps({**base, "run_id": f"r{i}"}) + "\n")
        items = read_runs([path])
        tracemalloc.start()
        count = sum(1 for _ in items)
        size = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert count == n
        return size

    small, large = peak(50), peak(1000)
    assert large < 3 * small + 200_000


def test_unparseable_arguments_and_content_are_values_not_errors(tmp_path: Path) -> None:
    messages = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "a", "type": "function", "function": {"name": "f", "arguments": "{oops"}},
                {"id": "b", "type": "function", "function": {"name": "g", "arguments": "{}"}},
            ],
        },
        {"role": "tool", "tool_call_id": "b", "name": "g", "content": "plain words"},
        {"role": "tool", "tool_call_id": "a", "name": "f", "content": ""},
    ]
    path = tmp_path / "run.json"
    path.write_text(json.dumps(messages))
    (run,) = _read(path)
    assert isinstance(run, Run)
    a, b = run.ledger.calls
    assert a.args is None and a.raw_args == "{oops" and b.args == {} and b.position == 1
    assert [o.call for o in run.ledger.observations] == [b, a]
    assert all(o.value is UNPARSED for o in run.ledger.observations)


def test_eval_archive_without_inspect_ai_reads_samples(tmp_path: Path) -> None:
    sample = json.loads((FORMATS / "inspect_log.json").read_text())["samples"][0]
    path = tmp_path / "two.eval"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("samples/a_epoch_1.json", json.dumps(sample))
        archive.writestr("samples/b_epoch_2.json", json.dumps({**sample, "epoch": 2}))
        archive.writestr("samples/c_epoch_1.json", "{broken")
    items = _read(path)
    if any(isinstance(i, ReadError) and i.code == "R010" and i.position is None for i in items):
        pytest.skip("inspect_ai is installed and reads only complete logs")
    assert [type(i).__name__ for i in items] == ["Run", "Run", "ReadError"]


@pytest.mark.parametrize("ending", ["\n", "\r\n"])
@pytest.mark.parametrize("last_newline", [True, False])
def test_deferred_lines_read_as_the_streaming_reader_reads(
    tmp_path: Path, ending: str, last_newline: bool
) -> None:
    """The pool's reading (line offsets from the mapped file, bytes read by the worker) gives
    the very runs, errors, positions and line numbers of the streaming reader."""
    from sscb_dsl.ledger.read import Deferred, materialize, read_deferred

    def run(i: int) -> str:
        messages = [
            {"role": "user", "content": f"hi {i}"},
            {"role": "assistant", "content": "", "tool_calls": [
                {"id": "c", "function": {"name": "get_x", "arguments": "{\"a\": 1}"}}
            ]},
            {"role": "tool", "tool_call_id": "c", "content": "{\"b\": [1, 2]}"},
        ]  # fmt: skip
        return json.dumps({"format": "sscb.run/1", "run_id": f"r{i}", "messages": messages})

    lines = [run(0), "", "   \t", run(1), "{broken", run(2), " "]
    path = tmp_path / "runs.jsonl"
    path.write_bytes((ending.join(lines) + (ending if last_newline else "")).encode())
    deferred = list(read_deferred([path]))
    assert all(isinstance(d, Deferred) for d in deferred)
    assert [materialize(d) for d in deferred] == list(read_runs([path]))
    assert [d.lineno for d in deferred if isinstance(d, Deferred)] == [1, 4, 5, 6]
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    assert list(read_deferred([empty])) == list(read_runs([empty])) == []
