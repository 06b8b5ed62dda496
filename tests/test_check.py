"""The checker: golden diagnostics of every bad fixture, shipped contracts clean and canonical,
the evaluator-only sufficiency rule, JSON round trips, and docs/fixtures in sync with the codes."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from cattrs.errors import ClassValidationError

from sscb_dsl.api import check_files, check_text, format_text, load_library
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.serial import contract_from_data, contract_from_json, contract_to_json

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
BAD = sorted(FIXTURES.glob("*_bad.sscb"))
SHIPPED = sorted([*(ROOT / "stdlib").glob("*.sscb"), *(ROOT / "contracts").glob("*.sscb")])
CODE_SOURCES = [
    "parse.py",
    "check.py",
    "check_base.py",
    "check_fault.py",
    "check_relation.py",
    "check_expr.py",
    "check_kinds.py",
    "imports.py",
    "limits.py",
    "cost.py",
]


def _rendered(path: Path) -> str:
    """The rendered diagnostics of a fixture (short line, source line, carets, help), with the
    file named relative to the repository."""
    (result,) = check_files([path])
    rel = path.relative_to(ROOT).as_posix()
    return "".join(
        d.render(result.source).replace(str(path), rel) + "\n" for d in result.diagnostics
    )


@pytest.mark.parametrize("path", BAD, ids=[p.stem for p in BAD])
def test_bad_fixture_yields_exactly_its_code(path: Path) -> None:
    """Each `*_bad.sscb` yields one diagnostic, of the code its name starts with."""
    (result,) = check_files([path])
    code = path.name.split("_")[0].upper()
    assert [d.code for d in result.diagnostics] == [code]


@pytest.mark.parametrize("path", BAD, ids=[p.stem for p in BAD])
def test_bad_fixture_snapshot(path: Path) -> None:
    """Golden snapshot of the rendered diagnostics (regenerate with SSCB_REGEN=1, deliberately)."""
    expected = path.with_suffix(".expected")
    got = _rendered(path)
    if os.environ.get("SSCB_REGEN"):
        expected.write_text(got, encoding="utf-8")
    assert expected.read_text(encoding="utf-8") == got


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_shipped_contract_clean_and_canonical(path: Path) -> None:
    """Every stdlib/contracts file parses, checks without errors or warnings, and is canonical."""
    (result,) = check_files([path])
    assert result.contract is not None
    assert [d.render_short() for d in result.diagnostics] == []
    assert format_text(result.source, str(path)) == result.source


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_shipped_round_trips(path: Path) -> None:
    """parse(fmt(c)) == c, and the cattrs JSON round trip is exact."""
    (result,) = check_files([path])
    assert result.contract is not None
    again, diags = parse_contract(format_text(result.source))
    assert diags == [] and again == result.contract
    assert contract_from_json(contract_to_json(result.contract)) == result.contract


def test_json_rejects_unknown_keys_and_tags() -> None:
    """Unknown keys and unknown node tags are errors, not ignored."""
    (result,) = check_files([ROOT / "stdlib" / "return_date.sscb"])
    assert result.contract is not None
    data = __import__("json").loads(contract_to_json(result.contract))
    data["operators"][0]["colour"] = "red"
    with pytest.raises(ClassValidationError):
        contract_from_data(data)
    del data["operators"][0]["colour"]
    data["operators"][0]["uses"][0]["where"]["node"] = "Lambda"
    with pytest.raises(ClassValidationError):
        contract_from_data(data)
    assert "span" not in contract_to_json(result.contract)


OPERATOR = (FIXTURES / "w401_no_stance_rule_bad.sscb").read_text(encoding="utf-8")
VALID = OPERATOR.replace(
    "\n}\n",
    "\n\n  stance said: say m where mentions_date(m.text, f.value) {\n"
    "    endorse when not hedges(m.text)\n  }\n}\n",
)


def test_template_is_clean() -> None:
    """The operator the sufficiency tests mutate checks clean."""
    assert check_text(VALID, path=FIXTURES / "x.sscb").diagnostics == ()


@pytest.mark.parametrize(
    ("sufficiency", "culprit"),
    [
        ("date(leg.date) > date(case.injected_date)", "case.injected_date"),
        ("date(leg.date) > date(f.original)", "f.original"),
        ('date(leg.date) > date(f.value) and case.reservation_id != ""', "case.reservation_id"),
        ("any(d in [case.original_date]: date(leg.date) > date(d))", "case.original_date"),
        ("reservation(r.args.reservation_id).flights == f.value", "reservation(...)"),
    ],
)
def test_evaluator_only_sufficiency_rejected(sufficiency: str, culprit: str) -> None:
    """Sufficiency that depends on evaluator-only knowledge is E301 (Definition 3.4)."""
    text = VALID.replace("date(leg.date) > date(f.value)", sufficiency, 1)
    result = check_text(text, path=FIXTURES / "x.sscb")
    assert [d.code for d in result.diagnostics] == ["E301"]
    assert culprit.split("(")[0] in result.diagnostics[0].message


def test_tainted_binder_rejected_in_sufficiency_only() -> None:
    """A binder over case values may scope the relation but not make it sufficient."""
    text = VALID.replace(
        "    for leg in r.result.flights\n",
        "    for leg in r.result.flights\n    for d in [case.original_date]\n",
    )
    assert check_text(text, path=FIXTURES / "x.sscb").diagnostics == ()
    text = text.replace("date(leg.date) > date(f.value)", "date(leg.date) > date(d)")
    result = check_text(text, path=FIXTURES / "x.sscb")
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("E301", 23)]
    assert "`case.original_date` through `d`" in result.diagnostics[0].message


def test_case_params_allowed_outside_sufficiency() -> None:
    """entity/scope/independence may use case parameters (the evaluator's scoping)."""
    text = VALID.replace(
        'scope r.result.flight_type == "round_trip"',
        "scope r.args.reservation_id == case.reservation_id",
    )
    assert check_text(text, path=FIXTURES / "x.sscb").diagnostics == ()


def test_diagnostics_are_all_collected() -> None:
    """The checker reports every problem, not the first one."""
    text = (
        VALID.replace("site f.result.flights[1].date", "site f.result.flights[1].dat")
        .replace("structure co_delivered", "structure codelivered")
        .replace("round_trip_order", "id_pattern_in_data")
    )
    codes = [d.code for d in check_text(text, path=FIXTURES / "x.sscb").diagnostics]
    assert codes == ["E113", "E109", "E302"]


def test_spans_point_at_names() -> None:
    """An unknown field's span covers the field name only; the caret renders under it."""
    (result,) = check_files([FIXTURES / "e109_unknown_path_bad.sscb"])
    d = result.diagnostics[0]
    line = result.source.splitlines()[d.span.line - 1]
    assert line[d.span.column - 1 : d.span.end_column - 1] == "dat"
    rendered = d.render(result.source).splitlines()
    assert rendered[2].strip() == "^^^" and rendered[-1].startswith("  help: did you mean `date`?")


def test_library_resolves_stdlib_operators() -> None:
    """load_library exposes the stdlib operators and their domains by name."""
    library, results = load_library()
    assert all(r.ok for r in results)
    assert set(library.operators) >= {"ReturnDate", "PaySource", "ItemOption", "WriteEffect"}
    assert library.domain_of("WriteEffect").name.name == "tau_airline"
    assert library.domain_of(library.operators["ItemOption"]).name.name == "tau_retail"


def test_library_with_user_files() -> None:
    """User files load after the stdlib; their imports resolve next to them."""
    library, results = load_library([ROOT / "contracts" / "appointment_move.sscb"])
    assert all(r.ok for r in results)
    assert library.domain_of("AppointmentMove").name.name == "clinic"


def _codes_in_checker() -> set[str]:
    text = "".join(
        (ROOT / "sscb_dsl" / "language" / name).read_text(encoding="utf-8") for name in CODE_SOURCES
    )
    return set(re.findall(r'"([EW]\d{3})"', text))


def test_every_code_documented_and_has_a_fixture() -> None:
    """docs/diagnostics.md documents every code the checker emits, each with a fixture."""
    codes = _codes_in_checker()
    assert len(codes) >= 40
    doc = (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^## ([EW]\d{3})", doc, re.MULTILINE))
    assert codes == documented
    fixtures = {p.name.split("_")[0].upper() for p in BAD}
    assert codes == fixtures
