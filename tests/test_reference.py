"""The fast engine against the reference evaluator, and both against generated ground truth.

``sscb_dsl.engine.reference`` evaluates the definitions by brute force; ``sscb_dsl.testing``
builds runs whose T_F, T_E and use verdicts are known by construction. With ``CI`` set the
differential test runs 2,500 examples per stdlib operator (10,000 in all); locally 100 each.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record, record_to_dict
from sscb_dsl.engine.reference import reference_evaluate
from sscb_dsl.testing import (
    FAULT,
    Block,
    GeneratedRun,
    ReturnDateScenario,
    build,
    load_operator,
    runs_for,
    to_run,
)

OPERATORS = ("WriteEffect", "ReturnDate", "PaySource", "ItemOption")
EXAMPLES = 2500 if os.environ.get("CI") else 100
# The stdlib operators as the scenarios in sscb_dsl.testing were written against: the ground
# truth (T_E, verdicts) is checked on these pinned copies, so the stdlib can evolve.
PINNED = sorted((Path(__file__).parent / "fixtures" / "testing").glob("*.sscb"))

DIFF_SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.fixture(scope="module", params=OPERATORS)
def engines(request: pytest.FixtureRequest) -> tuple[str, Any, Any, Plan]:
    """(operator name, operator, domain, fast plan) for each stdlib operator."""
    op, dom = load_operator(request.param)
    return request.param, op, dom, build_plan(op, dom)


def verdicts_of(record: Record) -> dict[int, list[str]]:
    """``rule:verdict`` (stances as ``rule:stance``) per step, as the ground truth lists them."""
    out: dict[int, list[str]] = {}
    for u in record.uses:
        verdict = u.stance if u.verdict == "stance" else u.verdict
        out.setdefault(u.step, []).append(f"{u.rule.removeprefix('rule:')}:{verdict}")
    return {k: sorted(v) for k, v in out.items()}


def check_agreement(g: GeneratedRun, op: Any, dom: Any, plan: Plan) -> None:
    """Fast == reference on every record field; T_F as constructed."""
    run = g.run()
    fast = record_to_dict(evaluate_run(plan, run))
    ref = record_to_dict(reference_evaluate(op, dom, run))
    differing = {k: (fast[k], ref[k]) for k in fast if fast[k] != ref[k]}
    assert not differing, f"fast vs reference on {[(b.kind, b.variant) for b in g.blocks]}"
    assert fast["triggered"] is True
    assert fast["t_f"] == g.truth["t_f"]


def test_fast_engine_equals_reference(engines: tuple[str, Any, Any, Plan]) -> None:
    """Generated ledgers: every record field equal, T_F/T_E/verdicts as constructed."""
    name, op, dom, plan = engines

    @DIFF_SETTINGS
    @given(runs_for(name))
    def check(g: GeneratedRun) -> None:
        check_agreement(g, op, dom, plan)

    check()


@pytest.mark.parametrize("name", OPERATORS)
def test_ground_truth_on_pinned_contracts(name: str) -> None:
    """Both engines give the constructed T_E and use/stance verdicts (pinned contracts)."""
    op, dom = load_operator(name, *PINNED)
    plan = build_plan(op, dom)

    @settings(DIFF_SETTINGS, max_examples=max(EXAMPLES // 10, 50))
    @given(runs_for(name))
    def check(g: GeneratedRun) -> None:
        run = g.run()
        truth = {k: sorted(v) for k, v in g.truth["verdicts"].items()}
        for record in (evaluate_run(plan, run), reference_evaluate(op, dom, run)):
            assert record.t_f == g.truth["t_f"]
            assert record.t_e == g.truth["t_e"]
            assert verdicts_of(record) == truth

    check()


def test_unparseable_read_leaves_t_e_undecidable() -> None:
    """A binder over unparseable content is unknown, not empty (§III: T_E undecidable)."""
    op, dom = load_operator("ReturnDate", *PINNED)
    plan = build_plan(op, dom)
    g = build(ReturnDateScenario(refutes=False), [FAULT, Block("read", "unparsed")])
    for record in (evaluate_run(plan, g.run()), reference_evaluate(op, dom, g.run())):
        assert record.t_e == "undecidable"
    g = build(ReturnDateScenario(refutes=True), [FAULT, Block("read", "unparsed")])
    assert evaluate_run(plan, g.run()).t_e == g.truth["t_e"] == 3


def test_untriggered_and_error_records_agree() -> None:
    """No intervention: untriggered; a case for another operator: EV002 in both engines."""
    ro, rd = load_operator("ReturnDate")
    g = build(ReturnDateScenario(), [FAULT, Block("tell", "injected:iso")])
    untriggered = to_run(dict(g.raw, intervention={"applied": False}))
    ref = reference_evaluate(ro, rd, untriggered)
    assert ref == evaluate_run(build_plan(ro, rd), untriggered)
    assert ref.triggered is False
    op, dom = load_operator("WriteEffect")
    fast, ref = evaluate_run(build_plan(op, dom), g.run()), reference_evaluate(op, dom, g.run())
    assert fast == ref
    assert ref.error is not None and ref.error.code == "EV002"
