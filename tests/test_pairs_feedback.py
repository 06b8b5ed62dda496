"""Pairing cases with runs, and feedback on long work (issue 16, items 7 and 10), through the
command line."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from cli_support import (
    case_toml,
    clean_results,
    faulted_run,
    rd_case,
    sscb,
    write_jsonl,
)

from sscb_dsl.ledger.model import Run
from sscb_dsl.ledger.read import read_runs

SSCB = str(Path(sys.executable).parent / "sscb")


def _read(path: Path) -> list[Run]:
    return [r for r in read_runs([path]) if isinstance(r, Run)]


def _meta(path: Path) -> list[dict[str, object]]:
    return [json.loads(line)["meta"] for line in path.read_text(encoding="utf-8").splitlines()]


# ---------------------------------------------------------------- 7. pairs


def test_side_file_gives_several_cases_to_one_run(tmp_path: Path) -> None:
    """Two side-file entries for one recorded run: one faulted run per pair, ids
    `<case>@<run>`, and `meta.replay_of` keeps the recorded id even when an entry renames."""
    clean = clean_results(tmp_path, (3, 4))
    entries = [
        {"task_id": 3, "trial": 0, "case": rd_case("RD-1")},
        {"task_id": 3, "trial": 0, "case": rd_case("RD-2", injected_date="2024-05-17")},
        {"task_id": 4, "trial": 0, "run_id": "rd-4-F-r0", "config": "F", "case": rd_case("RD-4")},
    ]
    side = tmp_path / "side.json"
    side.write_text(json.dumps({"format": "sscb.side/1", "runs": entries}), encoding="utf-8")
    out = tmp_path / "faulted.jsonl"
    result = sscb("inject", "--replay", clean, "--side", side, "-o", out)
    assert result.exit_code == 0, result.output
    assert [r.ledger.run_id for r in _read(out)] == [
        "RD-1@task-3-trial-0",
        "RD-2@task-3-trial-0",
        "rd-4-F-r0",
    ]
    metas = _meta(out)
    assert [m["replay_of"] for m in metas] == ["task-3-trial-0", "task-3-trial-0", "task-4-trial-0"]
    assert {m["mode"] for m in metas} == {"replay"}
    dup = [entries[0], {**entries[0]}]
    side.write_text(json.dumps({"format": "sscb.side/1", "runs": dup}), encoding="utf-8")
    result = sscb("inject", "--replay", clean, "--side", side, "-o", out, "--force")
    assert result.exit_code == 2
    assert "entry 1 repeats task 3 trial 0; several entries for one run must each give a case" in (
        result.stderr
    )


def test_inject_pairs_instead_of_every_combination(tmp_path: Path) -> None:
    """`--pairs` links each case to the runs named for it; without it every case meets every
    run. An unknown case or run in the pairs file is an error."""
    clean = clean_results(tmp_path, (3, 4))
    one = case_toml(tmp_path, "rd1.toml")
    pairs = tmp_path / "pairs.toml"
    pairs.write_text(
        'format = "sscb.pairs/1"\n\n[[pairs]]\ncase = "RD-1"\nrun = "task-4-trial-0"\n'
        'case_file = "rd1.toml"\n',
        encoding="utf-8",
    )
    crossed = tmp_path / "crossed.jsonl"
    assert sscb("inject", "--replay", clean, "--case", one, "-o", crossed).exit_code == 0
    assert len(_read(crossed)) == 2
    out = tmp_path / "paired.jsonl"
    result = sscb("inject", "--replay", clean, "--pairs", pairs, "-o", out)
    assert result.exit_code == 0, result.output
    assert [r.ledger.run_id for r in _read(out)] == ["RD-1@task-4-trial-0"]
    assert _meta(out)[0]["replay_of"] == "task-4-trial-0"
    pairs.write_text(
        'format = "sscb.pairs/1"\n\n[[pairs]]\ncase = "RD-11"\nrun = "task-4-trial-0"\n',
        encoding="utf-8",
    )
    result = sscb(
        "inject", "--replay", clean, "--case", one, "--pairs", pairs, "-o", out, "--force"
    )
    assert result.exit_code == 2
    assert result.stderr == f"error: {pairs} pair 0: no case `RD-11`; did you mean `RD-1`?\n"
    pairs.write_text(
        'format = "sscb.pairs/1"\n\n[[pairs]]\ncase = "RD-1"\nrun = "task-9-trial-0"\n',
        encoding="utf-8",
    )
    result = sscb(
        "inject", "--replay", clean, "--case", one, "--pairs", pairs, "-o", out, "--force"
    )
    assert result.exit_code == 2 and "error: no run `task-9-trial-0` in the inputs" in result.stderr


def test_admit_writes_pairs_that_inject_replays(
    tau_dir: Path, airline_runs_path: Path, tmp_path: Path
) -> None:
    """`admit --runs --pairs` links each admitted case to the recorded runs of its task that
    name its target; `inject --pairs` replays exactly those pairs."""
    cases = tmp_path / "cases"
    drawn = sscb("candidates", "--operator", "PaySource", "--db", tau_dir, "--draw", "4",
                 "--seed", "7", "--write-cases", cases)  # fmt: skip
    assert drawn.exit_code == 0, drawn.output
    pairs = tmp_path / "pairs.toml"
    admitted = tmp_path / "admitted"
    result = sscb("admit", cases / "PaySource", "--db", tau_dir, "--synthesize", "--out",
                  admitted, "--runs", airline_runs_path, "--pairs", pairs)  # fmt: skip
    assert result.exit_code in (0, 1), result.output
    assert "pair(s) of" in result.stderr and str(pairs) in result.stderr
    import tomllib

    listed = tomllib.loads(pairs.read_text(encoding="utf-8"))["pairs"]
    assert listed, result.output
    for pair in listed:
        case = tomllib.loads((pairs.parent / pair["case_file"]).read_text(encoding="utf-8"))
        task = case["witness"]["task"]
        assert pair["run"].startswith(f"task-{task}-trial-")
    out = tmp_path / "faulted.jsonl"
    result = sscb("inject", "--replay", airline_runs_path, "--pairs", pairs, "-o", out)
    assert result.exit_code == 0, result.output
    faulted = _read(out)
    assert [r.ledger.run_id for r in faulted] == [
        f"{p['case']}@{p['run']}" for p in sorted(listed, key=lambda p: _order(p["run"]))
    ]
    assert all(m["replay_of"] for m in _meta(out))


def _order(run_id: str) -> tuple[int, int]:
    _task, task, _trial, trial = run_id.split("-")
    return int(task), int(trial)


# ---------------------------------------------------------------- 10. feedback


def test_eval_ends_with_a_summary(tmp_path: Path) -> None:
    """The end-of-run summary counts triggered, evaluable, adopted, undecidable, untriggered
    runs and error records by code."""
    adopted = faulted_run("adopted")
    adopted["messages"][4]["content"] = "Your return flight HAT002 is on 2024-05-18."
    untriggered = faulted_run("untriggered")
    untriggered["intervention"] = {"applied": False, "altered": []}
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run("ok"), adopted, untriggered])
    runs.write_text(runs.read_text(encoding="utf-8") + "{broken\n", encoding="utf-8")
    out = tmp_path / "rec.jsonl"
    result = sscb("eval", runs, "-o", out, "-j", "1")
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        f"4 records in {out}: 2 triggered, 2 evaluable, 1 adopted, 0 undecidable, "
        "1 untriggered, 1 error records (R002 x1)\n"
    )
    assert sscb("eval", runs, "-o", out, "-q", "--force").stderr == ""


def _on_a_terminal(args: list[str], cwd: Path) -> tuple[int, str]:
    """Run ``sscb ARGS`` with standard error on a pseudo-terminal; (exit code, what it drew)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([SSCB, *args], cwd=cwd, stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return proc.wait(timeout=60), b"".join(chunks).decode("utf-8", "replace")


def test_progress_bars_on_a_terminal_only(tmp_path: Path) -> None:
    """On a terminal `eval`, `inject` and `report` draw a rich progress bar; piped, they do not
    (the other tests read clean standard error)."""
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run(f"r{i}") for i in range(150)])
    code, drawn = _on_a_terminal(["eval", str(runs), "-o", "rec.jsonl", "-j", "1"], tmp_path)
    assert code == 0 and "evaluating" in drawn and "━" in drawn
    code, drawn = _on_a_terminal(
        ["inject", "--replay", str(clean_results(tmp_path)), "--case", str(case_toml(tmp_path)),
         "-o", "faulted.jsonl"], tmp_path,
    )  # fmt: skip
    assert code == 0 and "injecting" in drawn
    code, drawn = _on_a_terminal(["report", "rec.jsonl", "--format", "json"], tmp_path)
    assert code == 0 and "reporting" in drawn
    piped = subprocess.run([SSCB, "report", "rec.jsonl"], cwd=tmp_path, capture_output=True)
    assert b"\x1b[" not in piped.stderr and b"reporting" not in piped.stderr


def test_explain_lists_runs_and_shows_arm_values(tmp_path: Path) -> None:
    """`explain` on a multi-run file names its runs; its text shows each arm's value; its JSON
    form is structured (timeline with marks, clause values, arm values)."""
    runs = write_jsonl(tmp_path / "runs.jsonl", [faulted_run("a"), faulted_run("b")])
    result = sscb("explain", runs)
    assert result.exit_code == 2
    assert result.stderr == f"error: {runs} holds 2 runs; choose one with --run: `a`, `b`\n"
    text = sscb("explain", runs, "--run", "a")
    assert text.exit_code == 0, text.output
    assert 'correct when `r == "correct" or r == "rejected"`' in text.stdout
    assert "faulty when `" in text.stdout and "` = false" in text.stdout
    doc = json.loads(sscb("explain", runs, "--run", "a", "--format", "json").stdout)
    assert set(doc) >= {"record", "timeline", "counterevidence", "uses", "decided_by"}
    assert {"step": 3, "marks": ["t_f"]}.items() <= doc["timeline"][3].items()
    assert doc["counterevidence"]["candidates"][0]["checks"][0]["value"] in ("true", "false")
    use = doc["uses"][0]
    assert use["rule"] == "rule:tell" and use["verdict"] == "correct"
    # (every arm before the first that holds is false; the first true one gave the verdict)
    values = [a["value"] for a in use["arms"]]
    first = values.index("true")
    assert set(values[:first]) == {"false"} and use["arms"][first]["verdict"] == "correct"
