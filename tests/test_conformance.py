"""The conformance suite: language-neutral data files any implementation of sscb can run.

Each ``tests/conformance/*.json`` file is ``{"format": "sscb.conformance/1", "description",
"derivation", "cases": [...]}``; a case is ``{"name", "contract", "run", "expected",
"rationale", "source", "xfail"?}`` where ``contract`` names a stdlib operator
(``stdlib:WriteEffect``) or a contract file relative to the suite folder, ``run`` is an
``sscb.run/1`` object, and ``expected`` lists the record fields the case pins (the others are
free). ``xfail`` (optional) is the reason a case is known to disagree with this implementation
(an open engine or contract bug): the case must still fail, strictly, so a fix is noticed.
Unknown keys are rejected so that a typo cannot hide a case. See ``docs/conformance.md``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sscb_dsl.api import load_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run

SUITE = Path(__file__).parent / "conformance"
CASE_KEYS = {"name", "contract", "run", "expected", "rationale", "source", "xfail"}
CASE_REQUIRED = {"name", "contract", "run", "expected", "rationale"}
FILE_KEYS = {"format", "description", "derivation", "cases"}


def _cases() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(SUITE.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert set(data) <= FILE_KEYS, f"{path.name}: unknown keys {set(data) - FILE_KEYS}"
        assert data.get("format") == "sscb.conformance/1", f"{path.name}: format"
        for case in data["cases"]:
            assert set(case) <= CASE_KEYS, f"{path.name}: unknown keys {set(case) - CASE_KEYS}"
            missing = CASE_REQUIRED - set(case)
            assert not missing, f"{path.name}: case without {missing}"
            out.append((f"{path.stem}/{case['name']}", case))
    return out


CASES = _cases()
_PLANS: dict[str, Plan] = {}


def _plan(ref: str) -> Plan:
    if ref not in _PLANS:
        if ref.startswith("stdlib:"):
            library, _ = load_library()
            name = ref.split(":", 1)[1]
        else:
            library, results = load_library([SUITE / ref])
            assert all(r.ok for r in results), [d.render_short() for r in results for d in r.errors]
            name = next(iter(op for op in library.operators if op not in _stdlib_names()))
        op = library.operators[name]
        _PLANS[ref] = build_plan(op, library.domain_of(op))
    return _PLANS[ref]


def _stdlib_names() -> set[str]:
    library, _ = load_library()
    return set(library.operators)


def test_suite_is_not_empty() -> None:
    assert CASES, "no conformance cases found"


def test_case_names_are_unique() -> None:
    names = [n for n, _ in CASES]
    assert len(names) == len(set(names))


def _param(name: str, case: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(reason=case["xfail"], strict=True)] if case.get("xfail") else []
    return pytest.param(name, case, id=name, marks=marks)


_KIND_PLANS: dict[str, Any] = {}


def _kind_record(ref: str, run: Run) -> dict[str, Any] | None:
    """The ``sscb.kind/1`` record of a requirement, effect or propagation case (None when the
    contract is an operator)."""
    from sscb_dsl.engine.kinds.pipeline import KindPlans, evaluate_kind
    from sscb_dsl.engine.kinds.record import kind_record_to_dict

    if not ref.startswith("stdlib:"):
        return None
    if not _KIND_PLANS:
        _KIND_PLANS.update({plan.name: plan for _, plan, _ in KindPlans().plans})
    plan = _KIND_PLANS.get(ref.split(":", 1)[1])
    return None if plan is None else kind_record_to_dict(evaluate_kind(plan, run))


def _matches(expected: Any, got: Any, key: str) -> bool:
    """Exact JSON equality, except in a kind record: ``checkpoints`` is compared checkpoint by
    checkpoint on the keys each expected checkpoint names, ``stages`` on the stages named."""
    if key == "checkpoints" and isinstance(expected, list) and isinstance(got, list):
        return len(expected) == len(got) and all(
            all(k in g and g[k] == v for k, v in e.items())
            for e, g in zip(expected, got, strict=True)
        )
    if key == "stages" and isinstance(expected, dict) and isinstance(got, dict):
        return all(k in got and got[k] == v for k, v in expected.items())
    return bool(expected == got)


@pytest.mark.parametrize(("name", "case"), [_param(n, c) for n, c in CASES])
def test_conformance_case(name: str, case: dict[str, Any]) -> None:
    _, ledger, ev, config, rep = sscb_run(case["run"])
    run = Run(ledger, ev, config, rep, name)
    kind = _kind_record(case["contract"], run)
    if kind is not None:
        expected_kind: dict[str, Any] = case["expected"]
        assert set(expected_kind) <= set(kind), set(expected_kind) - set(kind)
        wrong_kind = {
            k: {"expected": v, "got": kind[k]}
            for k, v in expected_kind.items()
            if not _matches(v, kind[k], k)
        }
        assert not wrong_kind, f"{name}: {wrong_kind}; rationale: {case['rationale']}"
        return
    record = record_to_dict(evaluate_run(_plan(case["contract"]), run))
    expected: dict[str, Any] = case["expected"]
    unknown = set(expected) - set(record)
    assert not unknown, f"expected names fields a record does not have: {unknown}"
    wrong = {k: {"expected": v, "got": record[k]} for k, v in expected.items() if record[k] != v}
    assert not wrong, f"{name}: {wrong}; rationale: {case['rationale']}"
