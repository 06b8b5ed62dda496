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
    """The fast serialiser writes the bytes ``json.dumps`` would, tricky text included."""
    from sscb_dsl.engine.record import UseItem, dumps_record

    for text in ["plain", '\x00\x1f\x7f \u2028 é 😀 "q" \\ \b\f\n\r\t', "lone \ud800 surrogate"]:
        rec = Record(run_id=text, uses=(UseItem(3, "say", "rule:tell", "faulty", text),))
        expected = json.dumps(record_to_dict(rec), ensure_ascii=False, separators=(",", ":"))
        assert dumps_record(rec) == expected
