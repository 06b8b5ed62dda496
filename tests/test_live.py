"""Live runs on Inspect AI, offline: ``sscb live --model sscb/script`` end to end for each stdlib
operator, resumption, qualification, the environment's tau-bench semantics, the readers.

Every test that runs Inspect uses the ``no_network`` guard: a scripted run must not open a
connection or resolve a host (no tokenizer download either: scripted outputs carry usage).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("inspect_ai", reason="live runs need Inspect AI (Python >= 3.11)")

from click.testing import CliRunner
from inspect_ai.log import read_eval_log

from sscb_dsl.cli import main
from sscb_dsl.ledger.formats import inspect_messages
from sscb_dsl.live.env import Episode, LiveError, reward, step_limit
from sscb_dsl.live.samples import LiveSample, read_samples, samples_from_cases, write_samples
from sscb_dsl.tau.simulate import load_db

FIXTURES = Path(__file__).parent / "fixtures" / "live"
CASES = FIXTURES / "cases.toml"
SCRIPT = FIXTURES / "script.json"

RD, PS = "RD-t048-ODH78Z-leg2@task-48", "PS-t025-aarav-ahmed-6699-certificate-9645872@task-25"
IO, WE = "IO-t049-W9311069-7154215719@task-49", "WE-t011-G72NSF@task-11"
OLD_FLIGHTS = [
    {"origin": "DTW", "destination": "PHX", "flight_number": "HAT097", "date": "2024-05-17",
     "price": 158},
    {"origin": "PHX", "destination": "SEA", "flight_number": "HAT251", "date": "2024-05-17",
     "price": 141},
]  # fmt: skip
NEW_FLIGHTS = [
    {"flight_number": "HAT097", "date": "2024-05-18", "price": 166, "origin": "DTW",
     "destination": "PHX"},
    {"flight_number": "HAT251", "date": "2024-05-18", "price": 178, "origin": "PHX",
     "destination": "SEA"},
]  # fmt: skip
"""The kept acknowledgement's flights (v' is what the success answer asserts)."""
# sample -> (original, delivered, T_E, T_S, T_U, A, Z_S, steps)
EXPECTED: dict[str, tuple[Any, Any, Any, Any, Any, str, str, int]] = {
    RD: ("2024-05-21", "2024-05-13", 3, 4, 4, "yes", "pre", 60),
    PS: ("certificate", "credit_card", 3, 4, 4, "yes", "pre", 40),
    IO: ("wood", "glass", 5, 6, 6, "yes", "pre", 30),
    WE: (OLD_FLIGHTS, NEW_FLIGHTS, 7, 4, 4, "yes", "late", 60),
}


def live(tau_dir: Path, out: Path, *args: str) -> Any:
    """``sscb live`` in-process; the result of the invocation."""
    argv = ["live", *args, "--db", str(tau_dir), "-o", str(out), "--quiet"]
    return CliRunner().invoke(main, argv, catch_exceptions=False)


def jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def without_source(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "source"}


@pytest.fixture(scope="module")
def scripted(tau_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One ``sscb live --model sscb/script`` run of the four operators' cases."""
    out = tmp_path_factory.mktemp("live") / "out"
    result = live(tau_dir, out, str(CASES), "--model", "sscb/script", "-M", f"script={SCRIPT}")
    assert result.exit_code == 0, result.output
    return out


def test_scripted_operators_end_to_end(scripted: Path, no_network: list[object]) -> None:
    """Each operator's fault took effect where scripted, and the record says what happened."""
    runs = {r["run_id"]: r for r in jsonl(scripted / "runs.jsonl")}
    records = {r["run_id"]: r for r in jsonl(scripted / "records.jsonl")}
    assert sorted(runs) == sorted(f"{s}-epoch-1" for s in EXPECTED) == sorted(records)
    for sample, (original, delivered, t_e, t_s, t_u, adopted, arrival, steps) in EXPECTED.items():
        run, rec = runs[f"{sample}-epoch-1"], records[f"{sample}-epoch-1"]
        assert run["intervention"] == {
            "applied": True,
            "message_index": 3,
            "tool_call_id": "call_0_0",
            "altered": [3],
            "original": original,
            "delivered": delivered,
        }, sample
        assert run["meta"] == {
            "mode": "live",
            "scaffold": f"tau-bench tool-calling@59a200c:first-call:steps={steps}",
            "agent_model": "sscb/script",
            "user_model": "sscb/script",
            "prompt_version": run["meta"]["prompt_version"],
            "replay_of": None,
        }
        assert (rec["triggered"], rec["t_f"], rec["t_e"], rec["t_s"], rec["t_u"]) == (
            True, 3, t_e, t_s, t_u,
        ), sample  # fmt: skip
        assert (rec["adopted"], rec["arrival"], rec["config"], rec["repetition"]) == (
            adopted, arrival, "sscb/script", 0,
        ), sample  # fmt: skip
        assert run["messages"][1]["role"] == "user" and run["messages"][-1] == {
            "role": "user",
            "content": "###STOP###",
        }
    rd = runs[f"{RD}-epoch-1"]["messages"]
    assert json.loads(rd[3]["content"])["flights"][2]["date"] == "2024-05-13"  # the fault
    assert json.loads(rd[3]["content"])["flights"][0]["date"] != "2024-05-13"
    we = runs[f"{WE}-epoch-1"]["messages"]
    assert len(we[2]["tool_calls"]) == 1  # the script's second call that turn is dropped
    assert json.loads(we[3]["content"])["flights"][0]["date"] == "2024-05-18"  # ack kept
    assert json.loads(we[7]["content"])["flights"] == OLD_FLIGHTS  # the write never happened
    assert (scripted / "report" / "report.md").is_file()


def test_records_equal_sscb_eval_and_the_log(scripted: Path, tmp_path: Path) -> None:
    """records.jsonl is byte for byte `sscb eval runs.jsonl`; the log (metadata["sscb"], no side
    file) and each score's record give the same records."""
    again = tmp_path / "again.jsonl"
    runs = scripted / "runs.jsonl"
    result = CliRunner().invoke(main, ["eval", str(runs), "-o", str(again), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    assert again.read_bytes() == (scripted / "records.jsonl").read_bytes()
    from_log = tmp_path / "from_log.jsonl"
    logs = scripted / "logs"
    result = CliRunner().invoke(main, ["eval", str(logs), "-o", str(from_log), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    expected = {r["run_id"]: without_source(r) for r in jsonl(scripted / "records.jsonl")}
    assert {r["run_id"]: without_source(r) for r in jsonl(from_log)} == expected
    (log_file,) = logs.glob("*.eval")
    log = read_eval_log(str(log_file))
    assert log.samples is not None
    scored = {}
    for sample in log.samples:
        assert sample.scores is not None
        score = sample.scores["sscb_record"]
        assert score.value == "yes"
        assert score.metadata is not None and isinstance(score.metadata["record"], str)
        scored[f"{sample.id}-epoch-{sample.epoch}"] = without_source(
            json.loads(score.metadata["record"])
        )
    assert scored == expected
    assert not log.results or not log.results.scores or not log.results.scores[0].metrics


def test_resume_runs_only_what_is_missing(
    tau_dir: Path, tmp_path: Path, no_network: list[object]
) -> None:
    """A second invocation runs nothing; a second epoch adds only the epoch-2 runs."""
    out = tmp_path / "out"
    args = [str(CASES), "--model", "sscb/script", "-M", f"script={SCRIPT}", "--limit", "2"]
    assert live(tau_dir, out, *args).exit_code == 0
    first = (out / "runs.jsonl").read_bytes()
    assert len(first.splitlines()) == 2
    assert live(tau_dir, out, *args).exit_code == 0
    assert (out / "runs.jsonl").read_bytes() == first
    assert len(list((out / "logs").glob("*.eval"))) == 1  # Inspect did not run again
    assert live(tau_dir, out, *args, "--epochs", "2").exit_code == 0
    runs = jsonl(out / "runs.jsonl")
    assert [r["run_id"].rsplit("-", 1)[1] for r in runs] == ["1", "2", "1", "2"]
    assert [r["repetition"] for r in runs] == [0, 1, 0, 1]
    assert (out / "runs.jsonl").read_bytes().startswith(first.splitlines()[0])
    assert len(jsonl(out / "records.jsonl")) == 4


def test_qualify_injects_only_where_the_clean_task_is_solved(
    tau_dir: Path, tmp_path: Path, no_network: list[object]
) -> None:
    """Task 48 (reads only) is solved by a chat without writes; task 49 needs an exchange."""
    script = json.loads(SCRIPT.read_text(encoding="utf-8"))
    script["default"] = {"agent": ["Hello, how can I help?"], "user": ["Hi.", "###STOP###"]}
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    cases = tmp_path / "cases.toml"
    text = CASES.read_text(encoding="utf-8")
    cases.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    args = [str(cases), "--model", "sscb/script", "-M", f"script={path}", "--qualify"]
    args += ["--limit", "3"]  # RD (task 48), PS (task 25: book_reservation gold), IO (task 49)
    result = live(tau_dir, out, *args)
    qualified = {q["run_id"]: q for q in jsonl(out / "qualify.jsonl")}
    assert qualified["clean@tau_airline:task-48-epoch-1"]["reward"] == 1.0
    assert qualified["clean@tau_retail:task-49-epoch-1"]["reward"] == 0.0
    assert not qualified["clean@tau_retail:task-49-epoch-1"]["r_actions"]
    runs = [r["run_id"] for r in jsonl(out / "runs.jsonl")]
    assert f"{RD}-epoch-1" in runs and f"{IO}-epoch-1" not in runs
    assert result.exit_code == 0, result.output


def test_inspect_command_line_finds_the_task_and_models(tau_dir: Path, tmp_path: Path) -> None:
    """`inspect eval tau_live --model sscb/script` in a fresh process: the entry point registers
    the model API and the task; the log reads back into the same records."""
    guard = (
        "import socket\n"
        "def refuse(*a, **k):\n"
        "    raise SystemExit('network access attempted')\n"
        "socket.socket.connect = refuse\n"
        "from inspect_ai._cli.main import main\n"
        "main()\n"
    )
    argv = [sys.executable, "-c", guard, "eval", "tau_live", "-T", f"cases={CASES}"]
    argv += ["-T", f"db={tau_dir}", "-T", "tasks=48", "--limit", "1", "--model", "sscb/script"]
    argv += ["-M", f"script={SCRIPT}", "--log-dir", str(tmp_path), "--display", "none"]
    env = {**os.environ, "INSPECT_LOG_DIR": str(tmp_path)}
    done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    (log_file,) = tmp_path.glob("*.eval")
    log = read_eval_log(str(log_file))
    assert log.samples and log.samples[0].id == "RD-t048-ODH78Z-leg2@task-48"
    assert log.samples[0].scores and log.samples[0].scores["sscb_record"].value == "yes"


# ---------------------------------------------------------------- the environment


def test_episode_answers_as_tau_bench_env_step(tau_dir: Path) -> None:
    """Unknown tools, bad arguments and terminating tools, as tau-bench's Env.step has them."""
    ep = Episode(load_db(tau_dir, "tau_airline"))
    assert ep.call("fly_me_to_the_moon", {}) == "Unknown action fly_me_to_the_moon"
    assert ep.call("get_reservation_details", {}).startswith("Error: ")
    assert ep.call("get_reservation_details", {"reservation_id": "NOPE"}) == (
        "Error: user not found"
    )
    assert json.loads(ep.call("get_reservation_details", {"reservation_id": "ODH78Z"}))
    assert ep.ends("transfer_to_human_agents") and not ep.ends("get_user_details")
    assert ep.intervention([]) is None
    assert (step_limit("ReturnDate"), step_limit("PaySource"), step_limit("ItemOption")) == (
        60, 40, 30,
    )  # fmt: skip
    assert step_limit("WriteEffect") == 60 and step_limit("Elsewhere") == 30


def test_reward_replays_the_gold_actions(tau_dir: Path) -> None:
    """tau-bench's reward: the database after the gold actions, and each required output."""
    db = load_db(tau_dir, "tau_retail")
    task = db.tasks[49]
    ep = Episode(db)
    assert reward(db, task, ep.sim, []).reward == 0.0  # the exchange was never made
    for action in task["actions"]:
        ep.call(action["name"], action["kwargs"])
    assert reward(db, task, ep.sim, []).to_json() == {
        "reward": 1.0,
        "r_actions": True,
        "outputs": {},
    }
    wants = {**task, "outputs": ["1234.5"]}
    assert reward(db, wants, ep.sim, ["It costs 1,234.5 dollars."]).reward == 1.0
    assert reward(db, wants, ep.sim, ["It costs 1234 dollars."]).outputs == {"1234.5": False}


def test_samples_name_their_task(tmp_path: Path) -> None:
    """A case's task comes from `[witness] task` or --task; a samples file round-trips."""
    samples = samples_from_cases([CASES])
    assert [s.id for s in samples] == [RD, PS, IO, WE]
    assert [s.id for s in samples_from_cases([CASES], [1, 2])][:2] == [
        "RD-t048-ODH78Z-leg2@task-1",
        "RD-t048-ODH78Z-leg2@task-2",
    ]
    replayed = [LiveSample(samples[0].case, "tau_airline", 3, "task-3-trial-0")]
    write_samples(replayed, tmp_path / "s.jsonl")
    assert read_samples(tmp_path / "s.jsonl") == replayed
    assert replayed[0].id == "RD-t048-ODH78Z-leg2@task-3-trial-0"
    bare = tmp_path / "bare.toml"
    bare.write_text(
        'id = "X"\noperator = "ReturnDate"\ndomain = "tau_airline"\ncluster = "c"\n'
        "control = false\n",
        encoding="utf-8",
    )
    with pytest.raises(LiveError, match="names no task"):
        samples_from_cases([bare])


def test_inspect_tool_errors_read_as_the_text_the_model_saw() -> None:
    """Inspect logs a ToolError with empty content and an `error`; the model saw `Error: ...`."""
    raw: list[dict[str, Any]] = [
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "c1", "function": "get_user_details", "arguments": {"user_id": "x"}}]},
        {"role": "tool", "tool_call_id": "c1", "function": "get_user_details", "content": "",
         "error": {"type": "unknown", "message": "user not found"}},
    ]  # fmt: skip
    tool = inspect_messages(raw)[1]
    assert tool["content"] == "Error: user not found" and tool["error"] is True


def test_usage_errors_exit_2(tau_dir: Path, tmp_path: Path, no_network: list[object]) -> None:
    """No cases, an unknown model API or an unreadable script: exit 2 with a one-line error."""
    out = tmp_path / "out"
    argv = ["live", "--model", "sscb/script", "--db", str(tau_dir), "-o", str(out)]
    done = CliRunner().invoke(main, argv)
    assert done.exit_code == 2 and "give the cases" in done.output
    done = live(tau_dir, out, str(CASES), "--model", "nosuchapi/model")
    assert done.exit_code == 2 and "cannot use the model" in done.output
    done = live(tau_dir, out, str(CASES), "--model", "sscb/script", "-M", "script=/nonexistent")
    assert done.exit_code == 2 and "cannot read the script" in done.output
