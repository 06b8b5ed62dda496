"""``sscb labels`` and ``sscb validate``: outputs, exit codes, errors naming file and line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from test_validate import clean_records, oracle_records, reference_labels, write_jsonl

from sscb_dsl.cli import main


def run(*args: str) -> Result:
    """Invoke ``sscb`` in-process."""
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def panel_file(path: Path, with_d: bool = True) -> Path:
    """Three runs by A/B/C: r1 unanimous yes; r2 2-1 (D settles `no` if present); r3 T_U 4,4,4."""
    rows: list[dict[str, Any]] = []
    for rev, a2 in (("A", "yes"), ("B", "yes"), ("C", "no")):
        rows.append({"run_id": "r1", "reviewer": rev, "quantity": "adopted", "value": "yes"})
        rows.append({"run_id": "r2", "reviewer": rev, "quantity": "adopted", "value": a2})
        rows.append({"run_id": "r3", "reviewer": rev, "quantity": "t_u", "value": 4})
    if with_d:
        rows.append({"run_id": "r2", "reviewer": "D", "quantity": "adopted", "value": "no"})
    return write_jsonl(path, rows)


def test_labels_writes_reference(tmp_path: Path) -> None:
    """All disagreements settled: exit 0, the reference file holds D's label for r2."""
    out = tmp_path / "ref.jsonl"
    res = run("labels", str(panel_file(tmp_path / "l.jsonl")), "-o", str(out))
    assert res.exit_code == 0, res.output
    assert "Fleiss' kappa" in res.output
    got = [json.loads(line) for line in out.read_text().splitlines()]
    assert {(g["run_id"], g["quantity"]): g["value"] for g in got} == {
        ("r1", "adopted"): "yes",
        ("r2", "adopted"): "no",
        ("r3", "t_u"): 4,
    }
    assert {g["reviewer"] for g in got} == {"adjudicated"}


def test_labels_unresolved_exits_1(tmp_path: Path) -> None:
    """Without D the 2-1 split on r2 stays unresolved: exit 1, listed, left out of the output."""
    out = tmp_path / "ref.jsonl"
    res = run("labels", str(panel_file(tmp_path / "l.jsonl", False)), "-o", str(out), "--format",
              "markdown")  # fmt: skip
    assert res.exit_code == 1
    assert "Unresolved" in res.output and 'A="yes", B="yes", C="no"' in res.output
    assert '"r2"' not in out.read_text()
    # T_S: nobody labelled it (unobserved); T_U: all located, so P_e = 1 (undefined)
    assert "| T_S status | unobserved |" in res.output
    assert "| T_U status | undefined |" in res.output


def test_labels_json_is_deterministic(tmp_path: Path) -> None:
    """The JSON report is byte-identical across runs and carries the format tag."""
    p = panel_file(tmp_path / "l.jsonl")
    a, b = run("labels", str(p), "--format", "json"), run("labels", str(p), "--format", "json")
    assert a.output == b.output
    doc = json.loads(a.output)
    assert doc["format"] == "sscb.agreement/1"
    assert doc["adjudication"]["adopted"] == {
        "unanimous": 1, "adjudicated": 1, "derived": 0, "unresolved": 0}  # fmt: skip


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ("not json", "l.jsonl:2: not JSON"),
        ('{"run_id": "r", "reviewer": "A", "quantity": "adopted"}', "l.jsonl:2: label keys"),
        ('{"run_id": "r", "reviewer": "B", "quantity": "adopted", "value": "maybe"}',
         "l.jsonl:2: `adopted` must be one of yes, no, undecidable"),
        ('{"run_id": "r", "reviewer": "B", "quantity": "t_u", "value": -1}',
         "l.jsonl:2: `t_u` step must be >= 0"),
        ('{"run_id": "r", "reviewer": "B", "quantity": "t_s", "value": "none"}',
         "`t_s` must be a step or one of no_use, undecidable"),
        ('{"run_id": "r", "reviewer": "A", "quantity": "adopted", "value": "no"}',
         "l.jsonl:2: duplicate `adopted` label for run `r` by `A` (first at line 1)"),
    ],
)  # fmt: skip
def test_labels_bad_input(tmp_path: Path, line: str, needle: str) -> None:
    """Bad labels: exit 2, the message names the file and line, no traceback."""
    p = tmp_path / "l.jsonl"
    first = '{"run_id": "r", "reviewer": "A", "quantity": "adopted", "value": "yes"}'
    p.write_text(first + "\n" + line + "\n", encoding="utf-8")
    res = run("labels", str(p))
    assert res.exit_code == 2
    assert needle in res.output
    assert "Traceback" not in res.output


def test_validate_table_markdown_json(tmp_path: Path) -> None:
    """The constructed oracle of test_validate: every format shows the same numbers."""
    orc = oracle_records(tmp_path / "orc.jsonl")
    ref = reference_labels(tmp_path / "ref.jsonl")
    cln = clean_records(tmp_path / "clean.jsonl")
    table = run("validate", str(orc), str(ref), "--clean", str(cln))
    assert table.exit_code == 0, table.output
    assert "4/6 67% [30-90%]" in table.output  # recall, Wilson 95%
    md = run("validate", str(orc), str(ref), "--clean", str(cln), "--format", "markdown")
    assert "| all | all | 9 (6 adopted, 3 not) | 4/6 67% [30-90%] | 4/5 80%" in md.output
    out = tmp_path / "v.json"
    res = run("validate", str(orc), str(ref), "--clean", str(cln), "--format", "json", "-o",
              str(out))  # fmt: skip
    assert res.exit_code == 0 and res.output == ""
    doc = json.loads(out.read_text())
    overall = doc["strata"][0]
    assert overall["adoption"]["recall"]["k"] == 4 and overall["adoption"]["recall"]["n"] == 6
    assert overall["clean_fp"]["k"] == 1 and overall["clean_fp"]["n"] == 4
    again = run("validate", str(orc), str(ref), "--clean", str(cln), "--format", "json")
    assert again.output == out.read_text()


def test_validate_bad_records(tmp_path: Path) -> None:
    """An invalid record line: exit 2 naming file and line; a missing file: exit 2."""
    ref = reference_labels(tmp_path / "ref.jsonl")
    bad = tmp_path / "orc.jsonl"
    bad.write_text('{"run_id": "r1"}\n{"run_id": "r2", "adopted": "perhaps"}\n', encoding="utf-8")
    res = run("validate", str(bad), str(ref))
    assert res.exit_code == 2
    assert "orc.jsonl:2: invalid record" in res.output
    missing = run("validate", str(tmp_path / "nope.jsonl"), str(ref))
    assert missing.exit_code == 2 and "nope.jsonl: cannot read" in missing.output
    dup = write_jsonl(tmp_path / "dup.jsonl", [{"run_id": "r1"}, {"run_id": "r1"}])
    res = run("validate", str(dup), str(ref))
    assert res.exit_code == 2 and "dup.jsonl:2: duplicate record for run `r1`" in res.output
