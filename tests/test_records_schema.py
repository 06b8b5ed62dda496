"""Records match their published JSON Schema (docs/schemas/record.schema.json)."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import jsonschema

from sscb_dsl.engine.record import Record, error_record, record_to_dict
from sscb_dsl.ledger.model import ReadError

SCHEMA = json.loads(
    (Path(__file__).parent.parent / "docs" / "schemas" / "record.schema.json").read_text()
)


def test_schema_and_class_name_the_same_fields() -> None:
    fields = {a.name for a in attrs.fields(Record)}
    assert fields == set(SCHEMA["properties"]) == set(SCHEMA["required"])


def test_engine_and_error_records_validate(tmp_path: Path) -> None:
    from sscb_dsl.api import load_library
    from sscb_dsl.engine.evaluate import evaluate_run
    from sscb_dsl.engine.plan import build_plan
    from tests.test_evaluate import RunBuilder, attempt, read, we_run

    library, _ = load_library()
    op = library.operators["WriteEffect"]
    plan = build_plan(op, library.domain_of(op))
    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    records = [
        evaluate_run(plan, we_run(b, t_f)),
        evaluate_run(plan, we_run(b, None)),
        error_record(ReadError("f.json", None, 3, None, "R001", "not JSON")),
    ]
    for rec in records:
        jsonschema.validate(record_to_dict(rec), SCHEMA)
    bad = {**record_to_dict(records[0]), "arrival": "early"}
    try:
        jsonschema.validate(bad, SCHEMA)
    except jsonschema.ValidationError:
        pass
    else:
        raise AssertionError("the schema accepted an unknown arrival value")


def test_record_lines_are_what_json_writes() -> None:
    """The fast serialiser writes the bytes ``json.dumps`` would, tricky text included; a lone
    surrogate (which UTF-8 cannot hold) is written as its JSON escape, so every line is UTF-8."""
    from sscb_dsl.engine.record import UseItem, dumps_record

    for text in ["plain", '\x00\x1f\x7f \u2028 \x85 é 😀 "q" \\ \b\f\n\r\t', "lone \ud800 x"]:
        rec = Record(run_id=text, uses=(UseItem(3, "say", "rule:tell", "faulty", text),))
        expected = json.dumps(record_to_dict(rec), ensure_ascii=False, separators=(",", ":"))
        line = dumps_record(rec)
        assert line == expected.replace("\ud800", "\\ud800")
        line.encode("utf-8")
        assert json.loads(line)["run_id"] == text


def test_eval_records_with_provenance_validate(tmp_path: Path) -> None:
    """Records written by `sscb eval` (measurements, misfit cases, read errors) carry their
    provenance and validate; the contract hash ignores the contract's layout."""
    from click.testing import CliRunner

    from sscb_dsl.cli import main
    from tests.test_evaluate import RunBuilder, attempt, read

    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    case = {"id": "WE-1", "operator": "WriteEffect", "domain": "tau_airline",
            "cluster": "reservation:R1", "control": False,
            "params": {"reservation_id": "R1", "request": {"cabin": "economy", "flights": [],
                                                           "payment_id": "p"}}}  # fmt: skip
    base = {"format": "sscb.run/1", "messages": b.messages, "case": case,
            "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]}}  # fmt: skip
    meta = {"mode": "live", "scaffold": "tau-bench", "agent_model": "gpt-4o",
            "user_model": "gpt-4o", "prompt_version": "v2", "replay_of": None}  # fmt: skip
    bad_case = {**case, "params": {"reservation_id": "R1", "requests": {}}}
    runs = tmp_path / "runs.jsonl"
    lines = [
        json.dumps({**base, "run_id": "a", "meta": meta}),
        json.dumps({**base, "run_id": "b", "case": bad_case}),
        "{broken",
    ]
    runs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "rec.jsonl"
    result = CliRunner().invoke(main, ["eval", str(runs), "-o", str(out), "-j", "1", "-q"])
    assert result.exit_code == 2, result.output  # the misfit case
    recs = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    for rec in recs:
        jsonschema.validate(rec, SCHEMA)
    good, misfit, broken = (r["provenance"] for r in recs)
    assert good["mode"] == "live" and good["agent_model"] == "gpt-4o"
    assert good["contract_hash"].startswith("sha256:") and good["sscb_version"]
    assert misfit["contract_hash"] == good["contract_hash"] and misfit["mode"] is None
    assert broken["contract_hash"] is None and broken["sscb_version"] == good["sscb_version"]
    assert recs[1]["error"]["code"] == "EV006" and "`requests`" in recs[1]["error"]["message"]
