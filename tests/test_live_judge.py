"""``sscb judge``: a scripted judge labels the candidates rules leave ``unresolved``; the labels
change the record through ``sscb eval --labels``, and ``sscb validate`` measures the result."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("inspect_ai", reason="the judge needs Inspect AI (Python >= 3.11)")

from click.testing import CliRunner

from sscb_dsl.api import load_library
from sscb_dsl.cli import main
from sscb_dsl.engine.record import iter_records
from sscb_dsl.ledger.read import read_runs
from sscb_dsl.live.judge import (
    JUDGE_SYSTEM,
    candidates,
    parse_verdict,
    prompt_version,
    render_prompt,
)
from sscb_dsl.live.samples import samples_from_cases, write_samples

FIXTURES = Path(__file__).parent / "fixtures" / "live"
RUN_ID = "WE-t011-G72NSF@task-11-epoch-1"


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def unresolved(tau_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scripted WriteEffect run whose message names the requested flight without a claim."""
    folder = tmp_path_factory.mktemp("judge")
    samples = folder / "samples.jsonl"
    write_samples(
        [s for s in samples_from_cases([FIXTURES / "cases.toml"]) if s.task == 11], samples
    )
    out = folder / "out"
    result = invoke("live", "--samples", str(samples), "--model", "sscb/script",
                    "-M", f"script={FIXTURES / 'judge_script.json'}",
                    "--db", str(tau_dir), "-o", str(out), "--quiet")  # fmt: skip
    assert result.exit_code == 0, result.output
    return out


def test_the_rules_leave_one_candidate_open(unresolved: Path) -> None:
    (rec,) = [r for r in iter_records(unresolved / "records.jsonl") if r.run_id == RUN_ID]
    assert [(u.step, u.verdict) for u in rec.uses if u.verdict != "stance"] == [(4, "unresolved")]
    assert (rec.t_s, rec.t_u, rec.adopted) == ("undecidable", "undecidable", "undecidable")
    (cand,) = candidates([rec])
    assert (cand.run_id, cand.step, cand.kind, cand.rules) == (RUN_ID, 4, "say", ("rule:tell",))
    (run,) = [r for r in read_runs([unresolved / "runs.jsonl"]) if r.ledger.run_id == RUN_ID]
    library, _ = load_library()
    prompt = render_prompt(run, rec, cand, library.operators["WriteEffect"])
    assert "Definition 3.2 (Dependent use)" in JUDGE_SYSTEM
    assert "Definition 3.3 (Faulty reliance and adoption)" in JUDGE_SYSTEM
    assert "[3] tool update_reservation_flights -> " in prompt  # the kept acknowledgement
    assert "Classify the event at step 4 (a message to the user)" in prompt
    assert "[5]" not in prompt  # nothing after the candidate


def test_judge_labels_change_the_record(
    unresolved: Path, tmp_path: Path, no_network: list[object]
) -> None:
    labels, cache = tmp_path / "labels.jsonl", tmp_path / "cache"
    args = [str(unresolved / "runs.jsonl"), str(unresolved / "records.jsonl")]
    args += ["--model", "sscb/script", "-M", f"script={FIXTURES / 'judge_script.json'}"]
    args += ["-o", str(labels), "--cache", str(cache)]
    first = invoke("judge", *args)
    assert first.exit_code == 0, first.output
    assert "1 call(s) made, 0 answer(s) from the cache" in first.output
    written = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines()]
    assert written == [
        {"quantity": "use", "reviewer": f"judge:sscb/script@{prompt_version()}",
         "run_id": RUN_ID, "step": 4, "value": "faulty"},
    ]  # fmt: skip
    again = invoke("judge", *args)
    assert "0 call(s) made, 1 answer(s) from the cache" in again.output
    judged = tmp_path / "judged.jsonl"
    runs = str(unresolved / "runs.jsonl")
    assert invoke("eval", runs, "--labels", str(labels), "-o", str(judged), "-q").exit_code == 0
    (rec,) = [r for r in iter_records(judged) if r.run_id == RUN_ID]
    assert (rec.t_s, rec.t_u, rec.adopted) == (4, 4, "yes")
    assert rec.uses[0].rule == "rule:tell+label"
    reference = tmp_path / "reference.jsonl"
    reference.write_text(
        json.dumps({"run_id": RUN_ID, "reviewer": "adjudicated", "quantity": "adopted",
                    "value": "yes"}) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    for oracle, recall in ((unresolved / "records.jsonl", 0), (judged, 1)):
        done = invoke("validate", str(oracle), str(reference), "--format", "json")
        assert done.exit_code == 0, done.output
        adoption = json.loads(done.output)["strata"][0]["adoption"]
        assert (adoption["tp"], adoption["abstained"]) == (recall, 1 - recall)


def test_an_unusable_answer_is_no_label(
    unresolved: Path, tmp_path: Path, no_network: list[object]
) -> None:
    script = json.loads((FIXTURES / "judge_script.json").read_text(encoding="utf-8"))
    script["judge"] = [{"say": "I cannot tell from this."}]
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    labels = tmp_path / "labels.jsonl"
    done = invoke("judge", str(unresolved / "runs.jsonl"), str(unresolved / "records.jsonl"),
                  "--model", "sscb/script", "-M", f"script={path}", "-o", str(labels),
                  "--cache", str(tmp_path / "cache"))  # fmt: skip
    assert done.exit_code == 0
    assert labels.read_text(encoding="utf-8") == ""
    assert f"{RUN_ID} step 4: no usable verdict" in done.output


def test_parse_verdict() -> None:
    assert parse_verdict('{"verdict": "verify", "reason": "checks it"}') == "verify"
    assert parse_verdict('Sure. {"verdict": "maybe"} then {"verdict": "correct"}') == "correct"
    assert parse_verdict('```json\n{"verdict": "not_dependent"}\n```') == "not_dependent"
    assert parse_verdict("faulty") is None
    assert parse_verdict('{"verdict": "unresolved"}') is None
