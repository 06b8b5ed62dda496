"""Inputs are validated where they are used, through the command line (issue 16, items 1, 2,
4, 5 and 11): case parameters, labels, encodings, unreadable folder entries, Inspect logs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from cli_support import (
    case_toml,
    clean_results,
    faulted_run,
    rd_case,
    records,
    sscb,
    write_jsonl,
)

# ---------------------------------------------------------------- 1. case parameters


@pytest.mark.parametrize(
    ("params", "needle"),
    [
        ({"leg_index": None, "leg_idx": 1}, "parameter `leg_idx` is not declared by `ReturnDate`"),
        ({"leg_index": None}, "parameter `leg_index` (number) is missing"),
        ({"leg_index": "two"}, 'parameter `leg_index` is "two", expected a number'),
        ({"injected_date": "18 May"}, "expected a date (YYYY-MM-DD)"),
    ],
)
def test_inject_rejects_a_misfit_case(
    tmp_path: Path, params: dict[str, object], needle: str
) -> None:
    """A misspelt, missing or mistyped parameter: exit 2 naming the case file, the parameter
    and the expected type, and the output file is never created."""
    case = case_toml(tmp_path, **params)
    out = tmp_path / "out.jsonl"
    result = sscb("inject", "--replay", clean_results(tmp_path), "--case", case, "-o", out)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        f"error: {case}: case `RD-1` does not fit operator `ReturnDate`"
    )
    assert needle in result.stderr and len(result.stderr.splitlines()) == 1
    assert "did you mean `leg_index`" in result.stderr or "leg_idx" not in needle
    assert not out.exists() and "Traceback" not in result.output


def test_eval_gives_misfit_cases_an_error_record_and_exit_2(tmp_path: Path) -> None:
    """`sscb eval`: a run whose case has `leg_index = "two"`, or a PaySource run whose
    `payment_id` was deleted, gets an EV006 record (not a silently odd measurement); every
    other run is still evaluated and the exit code is 2."""
    pay = faulted_run("ps-1")
    pay["case"] = {"id": "PS-1", "operator": "PaySource", "domain": "tau_airline",
                   "cluster": "user:u1", "control": False,
                   "params": {"user_id": "u1", "original_source": "credit_card",
                              "injected_source": "gift_card"}}  # fmt: skip
    runs = write_jsonl(
        tmp_path / "runs.jsonl", [faulted_run("ok"), faulted_run("two", leg_index="two"), pay]
    )
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", runs, "-o", out, "-j", "1")
    assert result.exit_code == 2
    ok, two, ps = records(out)
    assert ok["error"] is None and ok["triggered"]
    assert two["error"]["code"] == "EV006" and ps["error"]["code"] == "EV006"
    assert ps["t_e"] is None and "parameter `payment_id` (id) is missing" in ps["error"]["message"]
    assert f"{runs} run `two`: error[EV006]: case `RD-1` does not fit operator `ReturnDate`" in (
        result.stderr
    )
    assert 'parameter `leg_index` is "two", expected a number' in result.stderr
    assert "3 records in" in result.stderr and "EV006 x2" in result.stderr


def test_eval_rejects_a_misfit_side_file_case_before_writing(tmp_path: Path) -> None:
    """A side-file case that does not fit its operator stops `eval` before -o is touched."""
    side = tmp_path / "side.json"
    entry = {"task_id": 3, "trial": 0, "case": rd_case(leg_index="two")}
    side.write_text(json.dumps({"format": "sscb.side/1", "runs": [entry]}), encoding="utf-8")
    out = tmp_path / "rec.jsonl"
    out.write_text("keep me\n", encoding="utf-8")
    result = sscb("eval", clean_results(tmp_path), "--side", side, "-o", out, "--force")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {side} entry 0: case `RD-1` does not fit")
    assert out.read_text(encoding="utf-8") == "keep me\n"


def test_admit_rejects_a_misfit_case_file(tmp_path: Path) -> None:
    """`sscb admit` checks every case file's parameters before screening: exit 2, file named."""
    case = case_toml(tmp_path, leg_index="two")
    witness = '\n[witness]\nprefix = "p.json"\nprefix_sha256 = "00"\nfault_step = 3\ntask = 3\n'
    case.write_text(case.read_text(encoding="utf-8") + witness, encoding="utf-8")
    result = sscb("admit", case, "--db", tmp_path)
    assert result.exit_code == 2
    assert f"error: {case}: case `RD-1` does not fit operator `ReturnDate`" in result.stderr
    assert 'parameter `leg_index` is "two", expected a number' in result.stderr


# ---------------------------------------------------------------- 2. labels


def _labels(tmp: Path, *lines: dict[str, object]) -> Path:
    return write_jsonl(tmp / "labels.jsonl", list(lines))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("label", "needle"),
    [
        ({"quantity": "adopted", "value": "maybe"},
         '`adopted` must be one of yes, no, undecidable, got "maybe"'),
        ({"quantity": "use", "value": "faulty_reliance", "step": 4},
         '`use` must be one of faulty, correct, qualified, verify, enumerate, not_dependent, '
         'unresolved, got "faulty_reliance"'),
        ({"quantity": "t_u", "value": -2}, "`t_u` step must be >= 0, got -2"),
    ],
)  # fmt: skip
def test_eval_labels_outside_the_vocabulary(
    tmp_path: Path, label: dict[str, object], needle: str
) -> None:
    """`sscb eval --labels` rejects values outside the record vocabulary with the same message
    as `sscb labels`, naming file and line, before writing anything."""
    labels = _labels(tmp_path, {"run_id": "ok", "reviewer": "A", **label})
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run("ok")])
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", runs, "--labels", labels, "-o", out)
    assert result.exit_code == 2 and not out.exists()
    assert result.stderr == f"error: {labels}:1: {needle}\n"
    same = sscb("labels", labels)
    assert same.exit_code == 2 and f"{labels}:1: {needle}" in same.stderr


def test_eval_reports_labels_of_unseen_runs(tmp_path: Path) -> None:
    """A label for a run id no input has is reported (file, line, id), not silently dropped;
    two labels for one value are refused."""
    labels = _labels(
        tmp_path,
        {"run_id": "ok", "reviewer": "A", "quantity": "adopted", "value": "yes"},
        {"run_id": "okk", "reviewer": "A", "quantity": "adopted", "value": "no"},
    )
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run("ok")])
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", runs, "--labels", labels, "-o", out, "-j", "1")
    assert result.exit_code == 0, result.output
    assert f"warning: {labels}:2: no input run has id `okk`; its labels were not applied" in (
        result.stderr
    )
    assert records(out)[0]["decided_by"]["adopted"] == "label:A"
    twice = _labels(
        tmp_path,
        {"run_id": "ok", "reviewer": "A", "quantity": "adopted", "value": "yes"},
        {"run_id": "ok", "reviewer": "B", "quantity": "adopted", "value": "no"},
    )
    result = sscb("eval", runs, "--labels", twice, "-o", out, "--force")
    assert result.exit_code == 2
    assert f"{twice}:2: a second `adopted` label for run `ok` (first at line 1)" in result.stderr


# ---------------------------------------------------------------- 4. encodings


def test_lone_surrogates_and_line_separators_never_stop_eval_or_resume(tmp_path: Path) -> None:
    """A run id with a lone surrogate escape and text with U+2028, U+2029 and U+0085: records
    are valid UTF-8 JSON lines, `--resume` continues the file, `report` reads it."""
    odd_id = "odd-\ud800\u2028\u2029\x85-id"
    odd = faulted_run(odd_id)
    odd["messages"][4]["content"] = "Your return\u2028flight\u2029HAT002 is on\x852024-05-18."
    runs = [faulted_run("a"), odd, faulted_run("b")]
    path = tmp_path / "runs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in runs), encoding="utf-8")  # \ud800 escaped
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", path, "-o", out, "-j", "1")
    assert result.exit_code == 0, result.output
    data = out.read_bytes()
    data.decode("utf-8")  # strict: valid UTF-8
    lines = data.split(b"\n")[:-1]
    assert len(lines) == 3 and b"\\ud800" in lines[1] and "\u2028".encode() in lines[1]
    assert json.loads(lines[1])["run_id"] == odd_id
    assert json.loads(lines[1])["error"] is None and json.loads(lines[1])["triggered"]
    out.write_bytes(lines[0] + b"\n" + lines[1] + b"\n")
    resumed = sscb("eval", path, "-o", out, "--resume", "-j", "2")
    assert resumed.exit_code == 0, resumed.output
    assert out.read_bytes() == data
    report = sscb("report", out, "--format", "json")
    assert report.exit_code == 0, report.output
    assert "odd-\\ud800" in report.stdout


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    """A UTF-8 BOM at the start of a JSONL or JSON run file (and of a side file) is skipped."""
    bom = "\ufeff"
    jsonl = tmp_path / "runs.jsonl"
    jsonl.write_text(bom + json.dumps(faulted_run("a")) + "\n", encoding="utf-8")
    doc = tmp_path / "run.json"
    doc.write_text(bom + json.dumps(faulted_run("b")), encoding="utf-8")
    for jobs in ("1", "2"):
        out = tmp_path / f"rec{jobs}.jsonl"
        result = sscb("eval", jsonl, doc, "-o", out, "-j", jobs)
        assert result.exit_code == 0, result.output
        assert [r["error"] for r in records(out)] == [None, None]


# ---------------------------------------------------------------- 5. folders


def test_unreadable_entries_of_a_folder_get_error_records(tmp_path: Path) -> None:
    """A subfolder that links back (a loop) and a run file that points nowhere each give an
    R001 record naming them; the readable runs beside them are evaluated."""
    folder = tmp_path / "runs"
    (folder / "sub").mkdir(parents=True)
    write_jsonl(folder / "sub" / "a.jsonl", [faulted_run("a")])
    (folder / "loop").symlink_to("loop")
    (folder / "gone.json").symlink_to(tmp_path / "nowhere.json")
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", folder, "-o", out, "-j", "1")
    assert result.exit_code == 0, result.output
    recs = records(out)
    assert [(r["run_id"], r["error"] and r["error"]["code"]) for r in recs] == [
        (str(folder / "gone.json"), "R001"),
        (str(folder / "loop"), "R001"),
        ("a", None),
    ]
    assert "cannot read this entry" in recs[0]["error"]["message"]
    assert "R001 x2" in result.stderr


def _without_dac_capabilities() -> None:
    """In the child: drop root's power to read any file (CAP_DAC_OVERRIDE, _READ_SEARCH) from
    the bounding set, so the exec'd command obeys file permissions like any user."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "cannot drop a capability")


def test_unreadable_subfolder_by_permission(tmp_path: Path) -> None:
    """A subfolder the user may not read: an R001 record naming it, exit 0 (as root, the
    command runs without the capabilities that let root read everything)."""
    folder = tmp_path / "runs"
    (folder / "locked").mkdir(parents=True)
    write_jsonl(folder / "locked" / "a.jsonl", [faulted_run("a")])
    write_jsonl(folder / "b.jsonl", [faulted_run("b")])
    (folder / "locked").chmod(0o000)
    out = tmp_path / "rec.jsonl"
    cmd = [str(Path(sys.executable).parent / "sscb"), "eval", str(folder), "-o", str(out)]
    drop = _without_dac_capabilities if os.geteuid() == 0 else None
    try:
        done = subprocess.run(
            [*cmd, "-j", "1", "-q"], capture_output=True, text=True, preexec_fn=drop
        )
    except subprocess.SubprocessError as exc:  # pragma: no cover - a sandbox without SETPCAP
        pytest.skip(f"cannot drop root's file capabilities here ({exc})")
    finally:
        (folder / "locked").chmod(0o755)
    assert done.returncode == 0, done.stderr
    recs = records(out)
    assert recs[0]["run_id"] == "b" and recs[1]["run_id"] == str(folder / "locked")
    assert recs[1]["error"]["code"] == "R001" and "Permission denied" in recs[1]["error"]["message"]


# ---------------------------------------------------------------- 11. Inspect logs


def _inspect_sample(**extra: object) -> dict[str, object]:
    return {
        "id": "S1",
        "epoch": 1,
        "messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}],
        **extra,
    }


def _unsupported_compression(path: Path, name: str, data: bytes) -> None:
    """A zip whose entry claims compression method 93 (zstandard), which zipfile cannot read."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(name, data)
    raw = bytearray(path.read_bytes())
    for signature, offset in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
        at = raw.find(signature)
        raw[at + offset : at + offset + 2] = (93).to_bytes(2, "little")
    path.write_bytes(bytes(raw))


def test_eval_archives_without_inspect_ai(tmp_path: Path) -> None:
    """Without the Inspect extra, what the zip reading cannot understand (an unsupported
    compression, attachments) is an R010 record with the install hint, never a traceback; an
    errored sample is an R011 record, not a one-message run."""
    pytest.importorskip("zipfile")
    try:
        import inspect_ai  # noqa: F401
    except ImportError:
        pass
    else:  # pragma: no cover - the extra installed: its own reader is used
        pytest.skip("inspect_ai is installed")
    zstd = tmp_path / "zstd.eval"
    _unsupported_compression(
        zstd, "samples/S1_epoch_1.json", json.dumps(_inspect_sample()).encode()
    )
    attached = tmp_path / "attached.eval"
    with zipfile.ZipFile(attached, "w") as archive:
        sample = _inspect_sample()
        sample["messages"][0]["content"] = "attachment://0123abcd"  # type: ignore[index]
        archive.writestr("samples/S1_epoch_1.json", json.dumps(sample))
        failed = _inspect_sample(id="S2", error={"message": "RuntimeError: model timed out"})
        archive.writestr("samples/S2_epoch_1.json", json.dumps(failed))
    logs = tmp_path / "log.json"
    logs.write_text(json.dumps({"eval": {}, "samples": [failed]}), encoding="utf-8")
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", zstd, attached, logs, "-o", out, "-j", "1")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    errors = [(r["error"]["code"], r["error"]["message"]) for r in records(out)]
    assert [c for c, _m in errors] == ["R010", "R010", "R011", "R011"]
    assert all("pip install 'sscb[inspect]'" in m for _c, m in errors[:2])
    assert "model timed out" in errors[2][1] and "rerun the sample" in errors[3][1]
