"""A mixed batch through `sscb eval` (issue 16, "Must show"): good runs, every read error kind
that can occur in a batch (R001-R008, R010, R011; R009 is a bad side file, which stops the
command before reading), duplicate ids and a case that does not fit its operator. One record per
input run, the same bytes with and without `-j`, and after a SIGKILL and `--resume`."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from cli_support import faulted_run, records, sscb

from sscb_dsl.ledger.read import read_runs

BAD = Path(__file__).parent / "fixtures" / "bad_runs"
SSCB = str(Path(sys.executable).parent / "sscb")
GOOD = 1500


def _batch(root: Path) -> Path:
    """A folder of runs read in name order; the long file of good runs sits in the middle."""
    folder = root / "batch"
    folder.mkdir()
    for name in ("not_utf8.json", "unknown_format.json", "missing_messages.json"):
        shutil.copy(BAD / name, folder / f"a_{name}")
    (folder / "b_gone.json").symlink_to(root / "nowhere.json")  # R001: unreadable entry
    lines = [json.dumps(faulted_run("RUNID")).replace("RUNID", f"g{i}") for i in range(GOOD)]
    lines.insert(40, "{not json")  # R002
    lines.insert(900, lines[3])  # R008: a repeated id, in another batch than the first
    lines.insert(1200, json.dumps(faulted_run("wrong-case", leg_idx=1, leg_index=None)))
    lines.insert(1400, json.dumps({**faulted_run("no-case"), "case": None}))  # EV001
    (folder / "c_good.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for name in (
        "unknown_role.json",
        "unmatched_tool_call_id.json",
        "intervention_not_tool.json",
        "duplicate_run_id.json",
        "not_an_archive.eval",
    ):
        shutil.copy(BAD / name, folder / f"d_{name}")  # fmt: skip
    failed = {"id": "S1", "epoch": 1, "error": {"message": "model timed out"},
              "messages": [{"role": "user", "content": "hi"}]}  # fmt: skip
    log = {"eval": {}, "samples": [failed]}
    (folder / "e_inspect.json").write_text(json.dumps(log), encoding="utf-8")
    again = json.dumps(faulted_run("g7"))  # R008 across files
    (folder / "f_repeat.jsonl").write_text(again + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    """The batch and its records from one uninterrupted single-process evaluation."""
    root = tmp_path_factory.mktemp("mixed")
    folder = _batch(root)
    out = root / "rec1.jsonl"
    result = sscb("eval", folder, "-o", out, "-j", "1")
    assert result.exit_code == 2, result.output  # the misfit case
    assert "run `wrong-case`: error[EV006]" in result.stderr
    return folder, out.read_bytes()


def test_one_record_per_input_run(batch: tuple[Path, bytes]) -> None:
    """Every input run has exactly one record, in input order, with every error kind."""
    folder, data = batch
    recs = [json.loads(line) for line in data.decode("utf-8").split("\n") if line]
    items = list(read_runs([folder]))
    assert len(recs) == len(items) > GOOD
    codes = Counter(r["error"]["code"] for r in recs if r["error"])
    assert set(codes) == {
        "R001", "R002", "R003", "R004", "R005", "R006", "R007", "R008", "R010", "R011",
        "EV001", "EV006",
    }  # fmt: skip
    assert codes["EV006"] == 1  # fixture runs have no case (EV001) too
    repeats = [r["run_id"] for r in recs if r["error"] and r["error"]["code"] == "R008"]
    assert repeats.count("g3") == 1 and repeats.count("g7") == 1
    measured = [r["run_id"] for r in recs if r["error"] is None and r["run_id"][1:].isdigit()]
    assert sorted(measured) == sorted(f"g{i}" for i in range(GOOD))
    sources = [r["source"] for r in recs]
    assert len(sources) == len(set(sources))


def test_same_bytes_with_a_pool(batch: tuple[Path, bytes], tmp_path: Path) -> None:
    """`-j 2` writes the same bytes and gives the same exit code."""
    folder, expected = batch
    out = tmp_path / "rec2.jsonl"
    result = sscb("eval", folder, "-o", out, "-j", "2")
    assert result.exit_code == 2
    assert out.read_bytes() == expected


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sigkill_then_resume_gives_the_same_bytes(
    batch: tuple[Path, bytes], tmp_path: Path, jobs: str
) -> None:
    """Killed with SIGKILL mid-way, then `--resume`d: byte-identical to the uninterrupted run."""
    folder, expected = batch
    out = tmp_path / "rec.jsonl"
    proc = subprocess.Popen(
        [SSCB, "eval", str(folder), "-o", str(out), "-j", jobs, "-q"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    end = time.monotonic() + 20
    while time.monotonic() < end and proc.poll() is None:
        if out.exists() and out.stat().st_size > 20_000:
            break
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=10)
    partial = out.read_bytes()
    assert 0 < len(partial) < len(expected), "the kill came too late to test resuming"
    result = subprocess.run(
        [SSCB, "eval", str(folder), "-o", str(out), "-j", jobs, "--resume"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert result.returncode == 2, result.stderr
    assert "were there already (resume)" in result.stderr
    assert out.read_bytes() == expected
    assert len(records(out)) == expected.count(b"\n")
