"""`sscb report` input handling, plan files, grouping, repetitions and the HTML page."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_report_paper import make_record, paper_records, run_report, section, writeeffect_r0

from sscb_dsl.cli.report import report
from sscb_dsl.engine.record import dumps_record, write_records

CHROMIUM = Path("/usr/bin/chromium")


def invoke(*args: str) -> Any:
    return CliRunner().invoke(report, list(args), catch_exceptions=False)


def test_bad_json_line_names_file_and_line(tmp_path: Path) -> None:
    """An unreadable JSONL line: exit 2, `file:line` in the message, no traceback."""
    path = tmp_path / "records.jsonl"
    good = dumps_record(writeeffect_r0()[0])
    path.write_text(f"{good}\n\n{{not json\n", encoding="utf-8")
    result = invoke(str(path))
    assert result.exit_code == 2
    assert f"{path}:3: invalid JSON" in result.output
    assert "Traceback" not in result.output


def test_unknown_key_and_bad_value_are_named(tmp_path: Path) -> None:
    """Unknown keys and out-of-vocabulary values are rejected with the field named."""
    path = tmp_path / "records.jsonl"
    data = json.loads(dumps_record(writeeffect_r0()[0]))
    path.write_text(json.dumps({**data, "colour": "red"}) + "\n", encoding="utf-8")
    result = invoke(str(path))
    assert result.exit_code == 2
    assert f"{path}:1: invalid record" in result.output and "`colour`" in result.output
    path.write_text(json.dumps({**data, "t_e": "never"}) + "\n", encoding="utf-8")
    result = invoke(str(path))
    assert result.exit_code == 2 and "$.t_e" in result.output and "'never'" in result.output


def test_missing_file_and_bad_by(tmp_path: Path) -> None:
    """A missing records file and an unknown --by key are usage errors (exit 2)."""
    assert invoke(str(tmp_path / "nope.jsonl")).exit_code == 2
    path = tmp_path / "r.jsonl"
    write_records(writeeffect_r0(), path)
    result = invoke(str(path), "--by", "operator,colour")
    assert result.exit_code == 2 and "--by" in result.output


def _plan(runs: list[dict[str, Any]]) -> str:
    lines = ['format = "sscb.plan/1"', ""]
    for r in runs:
        lines.append("[[run]]")
        lines.extend(f"{k} = {json.dumps(v)}" for k, v in r.items())
        lines.append("")
    return "\n".join(lines)


def test_plan_counts_missing_runs_without_imputing(tmp_path: Path) -> None:
    """Planned runs without a record are missing: scheduled grows, claims do not change."""
    recs = writeeffect_r0()
    planned = [
        {"run_id": r.run_id, "operator": "WriteEffect", "config": r.config, "repetition": 0}
        for r in recs
    ]
    planned += [
        {"run_id": "WE-99-F-r0", "operator": "WriteEffect", "config": "F", "repetition": 0},
        {"run_id": "WE-98-F-r0", "operator": "WriteEffect", "config": "F", "repetition": 0},
        {"run_id": "WE-99-L-r1", "operator": "WriteEffect", "config": "L", "repetition": 1},
    ]
    plan = tmp_path / "plan.toml"
    plan.write_text(_plan(planned), encoding="utf-8")
    doc = json.loads(run_report(tmp_path, recs, "--plan", str(plan), "--format", "json").output)
    assert doc["plan"]["missing"] == ["WE-98-F-r0", "WE-99-F-r0", "WE-99-L-r1"]
    we = section(doc, "WriteEffect")
    f = {r["label"]: r for r in we["rows"]}["F"]
    assert (f["funnel"]["scheduled"], f["funnel"]["missing"], f["funnel"]["observed"]) == (
        32,
        2,
        30,
    )
    assert we["pooled"]["funnel"]["scheduled"] == 143  # primary view: repetition 0 only
    assert section(doc, "WriteEffect", "all_repetitions")["pooled"]["funnel"]["missing"] == 3
    claims = {c["key"]: c for c in we["pooled"]["claims"]}
    assert (claims["adoption"]["estimate"]["k"], claims["adoption"]["estimate"]["n"]) == (101, 141)


def test_plan_errors_exit_2(tmp_path: Path) -> None:
    """Unknown plan keys, a wrong format tag and broken TOML are reported with the file."""
    path = tmp_path / "r.jsonl"
    write_records(writeeffect_r0(), path)
    plan = tmp_path / "plan.toml"
    cases = {
        'format = "sscb.plan/1"\n[[run]]\nrun_id="a"\noperator="X"\nconfig="F"\nseed=1\n': "`seed`",
        'format = "other"\n': "sscb.plan/1",
        "format = \n": "invalid TOML",
    }
    for text, needle in cases.items():
        plan.write_text(text, encoding="utf-8")
        result = invoke(str(path), "--plan", str(plan))
        assert result.exit_code == 2, text
        assert str(plan) in result.output and needle in result.output


def test_by_operator_only_pools_configurations(tmp_path: Path) -> None:
    """`--by operator` gives one pooled group per operator and no configuration rows."""
    doc = json.loads(run_report(tmp_path, paper_records(), "--by", "operator", "--format",
                                "json").output)  # fmt: skip
    we = section(doc, "WriteEffect")
    assert we["rows"] == [] and we["pooled"]["q_u"]["estimate"]["k"] == 17
    doc = json.loads(run_report(tmp_path, paper_records(), "--by", "config", "--format",
                                "json").output)  # fmt: skip
    (only,) = doc["views"][0]["sections"]
    assert only["name"] == "all" and [r["label"] for r in only["rows"]] == list("FLSTV")
    assert only["pooled"]["funnel"]["observed"] == 141 + 91


def test_repetitions_primary_sensitivity_and_crossing(tmp_path: Path) -> None:
    """r1/r2 stay out of the primary view, enter the sensitivity view, and crossing is counted."""
    recs = writeeffect_r0()
    # seed 1 of F (pre in r0) repeats as pre, late: crosses; seed 2 repeats as pre: does not
    recs += [
        make_record("WriteEffect", "F", 1, "pre", True, rep=1),
        make_record("WriteEffect", "F", 1, "late", True, rep=2),
        make_record("WriteEffect", "F", 2, "pre", True, rep=1),
    ]
    doc = json.loads(run_report(tmp_path, recs, "--format", "json").output)
    primary = section(doc, "WriteEffect")["pooled"]
    sens = section(doc, "WriteEffect", "all_repetitions")["pooled"]
    assert primary["funnel"]["observed"] == 141 and sens["funnel"]["observed"] == 144
    assert primary["crossing"] == {"repeated": 2, "crossing": 1}
    assert (sens["claims"][0]["estimate"]["k"], sens["claims"][0]["estimate"]["n"]) == (104, 144)


def test_between_anchors_is_counted(tmp_path: Path) -> None:
    """A run with T_S < T_E < T_U is counted, and it is not 'before' for q_U (T_E < T_U is)."""
    import attrs

    rec = make_record("WriteEffect", "F", 1, "late", True)
    rec = attrs.evolve(rec, t_s=5, t_e=7, t_u=9)
    doc = json.loads(run_report(tmp_path, [rec], "--format", "json").output)
    q = section(doc, "WriteEffect")["pooled"]["q_u"]
    assert q["between"] == 1 and (q["estimate"]["k"], q["estimate"]["n"]) == (1, 1)


def test_unobserved_strata_never_print_a_rate(tmp_path: Path) -> None:
    """L has no late or absent run: those cells print `unobserved`, not 0% or 100%."""
    md = run_report(tmp_path, writeeffect_r0(), "--format", "markdown").output
    adoption = md[md.index("**Adoption (non-control)") :]
    l_row = next(line for line in adoption.splitlines() if line.startswith("| L |"))
    assert l_row.count("unobserved (0/0) of 0") == 2


def test_output_dir_writes_three_files(tmp_path: Path) -> None:
    """`-o DIR` writes Markdown, JSON and HTML next to the stdout table."""
    out = tmp_path / "out"
    result = run_report(tmp_path, writeeffect_r0(), "-o", str(out))
    assert "101/141" in result.output
    assert sorted(p.name for p in out.iterdir()) == ["report.html", "report.json", "report.md"]
    assert json.loads((out / "report.json").read_text())["format"] == "sscb.report/1"


@pytest.mark.skipif(
    not CHROMIUM.exists(), reason="needs /usr/bin/chromium (apt-get install chromium)"
)
def test_html_report_screenshot(tmp_path: Path) -> None:
    """Headless Chromium renders the page (with its inline SVG forest plots) to a PNG; four
    configurations carry real model names (laid out without clipping: test_report_study)."""
    import attrs

    long = {"F": "claude-3-5-sonnet-20241022", "V": "gpt-4o-2024-08-06",
            "L": "llama-3.1-405b-instruct-turbo", "T": "gemini-1.5-pro-002"}  # fmt: skip
    recs = [attrs.evolve(r, config=long.get(r.config or "", r.config)) for r in paper_records()]
    out = tmp_path / "out"
    run_report(tmp_path, recs, "-o", str(out))
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "<svg" in page and "http" not in page.split("<svg", 1)[0]  # no external resources
    assert all(f">{name}</text>" in page for name in long.values())
    png = tmp_path / "report.png"
    cmd = [
        str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--no-first-run",
        f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1300,1800",
        f"--screenshot={png}", (out / "report.html").as_uri(),
    ]  # fmt: skip
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from matplotlib.image import imread

    pixels = (imread(png)[..., :3] * 255).round().astype(int)

    def seen(rgb: tuple[int, int, int]) -> int:
        """Pixels within a small distance of a colour."""
        return int((abs(pixels - rgb).sum(axis=-1) <= 6).sum())

    # the plots' colours are on screen: pre-stratum green, late orange, first configuration blue
    assert seen((0x1B, 0x9E, 0x77)) > 50 and seen((0xD9, 0x5F, 0x02)) > 50
    assert seen((0x1F, 0x77, 0xB4)) > 50
    keep = Path("/tmp/sscb-report-screenshot.png")
    shutil.copyfile(png, keep)  # for looking at it by hand
