"""Outputs are checked before anything is written, and interruptions end cleanly (issue 16,
items 3 and 6), through the command line."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_support import case_toml, clean_results, faulted_run, records, sscb, write_jsonl

SSCB = str(Path(sys.executable).parent / "sscb")


def _runs(tmp: Path, n: int = 3, name: str = "runs.jsonl") -> Path:
    return write_jsonl(tmp / name, [faulted_run(f"r{i}") for i in range(n)])


def _labels(tmp: Path) -> Path:
    line = {"run_id": "r0", "reviewer": "A", "quantity": "adopted", "value": "yes"}
    return write_jsonl(tmp / "labels.jsonl", [line])


# ---------------------------------------------------------------- 3. output paths


def test_missing_output_folder_in_every_verb(tmp_path: Path) -> None:
    """`-o` into a folder that does not exist: exit 2 naming it, in every verb that writes."""
    runs, labels = _runs(tmp_path), _labels(tmp_path)
    missing = tmp_path / "nope" / "deeper"
    rec = tmp_path / "rec.jsonl"
    assert sscb("eval", runs, "-o", rec, "-j", "1").exit_code == 0
    commands = {
        "eval": ("eval", runs, "-o", missing / "rec.jsonl"),
        "inject": ("inject", "--replay", clean_results(tmp_path), "--case", case_toml(tmp_path),
                   "-o", missing / "runs.jsonl"),
        "report": ("report", rec, "-o", missing / "report"),
        "labels": ("labels", labels, "-o", missing / "ref.jsonl"),
        "validate": ("validate", rec, labels, "-o", missing / "v.txt"),
        "candidates": ("candidates", "--operator", "ReturnDate", "--db", tmp_path,
                       "--write-cases", missing / "cases"),
        "admit": ("admit", tmp_path, "--db", tmp_path, "--out", missing / "admitted"),
    }  # fmt: skip
    for verb, args in commands.items():
        result = sscb(*args)
        assert result.exit_code == 2, (verb, result.output)
        assert "does not exist; create it first" in result.stderr, (verb, result.stderr)
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.output, verb
    assert not (tmp_path / "nope").exists()


def test_output_onto_an_input_is_refused(tmp_path: Path) -> None:
    """`-o` naming an input (however spelled) or a file inside an input folder is refused
    before anything is written; the input is intact."""
    runs = _runs(tmp_path)
    before = runs.read_bytes()
    other = Path(os.path.relpath(runs))  # another spelling of the same file
    for out in (runs, other):
        result = sscb("eval", runs, "-o", out, "--force")
        assert result.exit_code == 2
        assert f"is the input `{runs}`; writing it would erase it" in result.stderr
    assert runs.read_bytes() == before
    result = sscb("eval", tmp_path, "-o", tmp_path / "rec.jsonl")
    assert result.exit_code == 2 and "is inside the input folder" in result.stderr
    assert not (tmp_path / "rec.jsonl").exists()
    clean = clean_results(tmp_path)
    result = sscb("inject", "--replay", clean, "--case", case_toml(tmp_path), "-o", clean)
    assert result.exit_code == 2 and "would erase it" in result.stderr
    labels = _labels(tmp_path)
    result = sscb("labels", labels, "-o", labels)
    assert result.exit_code == 2 and "would erase it" in result.stderr


def test_existing_records_need_resume_or_force(tmp_path: Path) -> None:
    """An existing records file is neither overwritten nor appended to without a flag."""
    runs = _runs(tmp_path)
    out = tmp_path / "rec.jsonl"
    assert sscb("eval", runs, "-o", out, "-j", "1").exit_code == 0
    first = out.read_bytes()
    result = sscb("eval", runs, "-o", out, "-j", "1")
    assert result.exit_code == 2
    assert "the file exists; give --resume to continue it or --force to replace it" in (
        result.stderr
    )
    assert out.read_bytes() == first
    assert sscb("eval", runs, "-o", out, "-j", "1", "--force").exit_code == 0
    assert out.read_bytes() == first
    case = case_toml(tmp_path)
    faulted = tmp_path / "faulted.jsonl"
    args = ("inject", "--replay", clean_results(tmp_path), "--case", case, "-o", faulted)
    assert sscb(*args).exit_code == 0
    again = sscb(*args)
    assert again.exit_code == 2 and "--force" in again.stderr
    assert sscb(*args, "--force").exit_code == 0


def test_full_disk_and_bad_scheduler(tmp_path: Path) -> None:
    """A full disk is one line and exit 2; a bad --scheduler address is found before the
    output is touched."""
    runs = _runs(tmp_path)
    result = sscb("eval", runs, "-o", "/dev/full", "-j", "1")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: cannot write /dev/full: No space left on device after 0 records; free space and "
        "run again\n"
    )
    pytest.importorskip("distributed")
    out = tmp_path / "keep.jsonl"
    out.write_text("keep\n", encoding="utf-8")
    for address in ("127.0.0.1:notaport", "nonsense://x"):
        result = sscb("eval", runs, "-o", out, "--force", "--scheduler", address)
        assert result.exit_code == 2
        assert f"--scheduler {address}: cannot reach the Dask scheduler" in result.stderr
        assert out.read_text(encoding="utf-8") == "keep\n"


def _no_dac() -> None:
    """In the child: drop CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (root obeys permissions)."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):
        if libc.prctl(24, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "cannot drop a capability")


def test_read_only_output_folder(tmp_path: Path) -> None:
    """`-o` into a read-only folder: exit 2 naming it (as root, without the capabilities that
    let root write anywhere)."""
    runs = _runs(tmp_path)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    drop = _no_dac if os.geteuid() == 0 else None
    try:
        done = subprocess.run(
            [SSCB, "eval", str(runs), "-o", str(locked / "rec.jsonl"), "-j", "1"],
            capture_output=True, text=True, preexec_fn=drop,
        )  # fmt: skip
    finally:
        locked.chmod(0o755)
    assert done.returncode == 2
    assert (
        done.stderr == f"error: -o {locked / 'rec.jsonl'}: the folder `{locked}` is not writable\n"
    )


def test_two_writers_are_refused(tmp_path: Path) -> None:
    """While another process holds the records file, a second `eval` onto it is refused and
    the file is not truncated."""
    runs = _runs(tmp_path)
    out = tmp_path / "rec.jsonl"
    out.write_text("being written\n", encoding="utf-8")
    with out.open("a") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        result = sscb("eval", runs, "-o", out, "--force", "-j", "1")
    assert result.exit_code == 2
    assert f"{out}: another sscb process is writing this file" in result.stderr
    assert out.read_text(encoding="utf-8") == "being written\n"


def test_resume_matches_inputs_however_spelled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--resume` with an input spelled another way skips what is written (error records of
    unreadable lines too) and warns about records of inputs not given now."""
    monkeypatch.chdir(tmp_path)
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run("a"), faulted_run("b")])
    runs.write_text(runs.read_text(encoding="utf-8") + "{broken\n", encoding="utf-8")
    other = _runs(tmp_path, 1, "other.jsonl")
    full = tmp_path / "full.jsonl"
    assert sscb("eval", "runs.jsonl", "-o", full, "-j", "1").exit_code == 0
    out = tmp_path / "rec.jsonl"
    lines = full.read_bytes().split(b"\n")
    out.write_bytes(b"\n".join(lines[:2]) + b"\n")
    result = sscb("eval", "./runs.jsonl", "-o", out, "--resume", "-j", "2")
    assert result.exit_code == 0, result.output
    assert [r["run_id"] for r in records(out)] == [r["run_id"] for r in records(full)]
    assert records(out)[2]["error"]["code"] == "R002"
    both = tmp_path / "both.jsonl"
    assert sscb("eval", other, runs, "-o", both, "-j", "1").exit_code == 0
    result = sscb("eval", runs, "-o", both, "--resume", "-j", "1")
    assert result.exit_code == 0
    assert f"warning: {both} also holds records of inputs not given now (`{other}`)" in (
        result.stderr
    )


# ---------------------------------------------------------------- 6. interrupts


def _big(tmp: Path, n: int) -> Path:
    path = tmp / "big.jsonl"
    line = json.dumps(faulted_run("RUNID"))
    path.write_text("".join(line.replace("RUNID", f"r{i}") + "\n" for i in range(n)), "utf-8")
    return path


def _default_sigint() -> None:
    """In the child: Ctrl-C as in a terminal (a test runner's worker may ignore SIGINT, and
    Python keeps an inherited "ignore")."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _wait_for_records(out: Path, proc: subprocess.Popen[str], timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end and proc.poll() is None:
        if out.exists() and out.stat().st_size > 0:
            return
        time.sleep(0.02)
    raise AssertionError("no records were written in time")


def test_ctrl_c_ends_with_one_line_and_exit_130(tmp_path: Path) -> None:
    """SIGINT to the whole process group (what Ctrl-C does) during a pooled evaluation: one
    line, exit 130, no worker tracebacks; `--resume` then finishes the file."""
    runs = _big(tmp_path, 2000)
    out = tmp_path / "rec.jsonl"
    proc = subprocess.Popen(
        [SSCB, "eval", str(runs), "-o", str(out), "-j", "2", "-q"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=_default_sigint,
    )  # fmt: skip
    _wait_for_records(out, proc)
    os.killpg(proc.pid, signal.SIGINT)
    _stdout, stderr = proc.communicate(timeout=20)
    assert proc.returncode == 130, stderr
    assert stderr == (
        f"interrupted: the records written to {out} are kept; run the same command with "
        "--resume to finish\n"
    )
    done = subprocess.run(
        [SSCB, "eval", str(runs), "-o", str(out), "-j", "2", "--resume", "-q"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert [r["run_id"] for r in records(out)] == [f"r{i}" for i in range(2000)]


def test_killed_pool_leaves_no_noise(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGKILL to the pool's parent: the workers die with it (the stderr pipe closes at once)
    and print nothing; Ctrl-C in another command is one line, exit 130."""
    runs = _big(tmp_path, 2000)
    out = tmp_path / "rec.jsonl"
    proc = subprocess.Popen(
        [SSCB, "eval", str(runs), "-o", str(out), "-j", "2", "-q"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    _wait_for_records(out, proc)
    proc.kill()
    _stdout, stderr = proc.communicate(timeout=10)  # would hang while a worker held the pipe
    assert stderr == ""
    import sscb_dsl.cli.report as report_cli

    def interrupted(*_a: object, **_k: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(report_cli, "load_records", interrupted)
    result = sscb("report", out)
    assert result.exit_code == 130 and result.stderr == "interrupted\n"
