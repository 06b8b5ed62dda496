"""Requirement, effect and propagation contracts: the fast engine against the reference.

``sscb_dsl.testing.kind_contracts`` generates contracts of each kind for the bank domain (with
``let``, ``given``, ``exists``, binders, user evidence, tool sets, stages over observations,
calls and messages) and runs of bank cases (parallel calls, errors, unparseable content,
truncation), each also checked to mean the same after ``sscb fmt``. The engine (``engine.kinds``:
conjuncts split, own conjuncts checked once per observation, a hash index for the entity join)
and the reference (``engine.reference.kinds``: brute force from the definitions) must write the
same ``sscb.kind/1`` record for every run.
With ``CI`` set, 3 x 300 contracts x 8 runs (7,200 ledgers); locally 3 x 40 x 8.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from sscb_dsl.engine.kinds.pipeline import evaluate_kind
from sscb_dsl.engine.kinds.plan import effect_plan, propagation_plan, requirement_plan
from sscb_dsl.engine.kinds.record import kind_record_to_dict
from sscb_dsl.engine.reference.kinds import (
    reference_effect,
    reference_propagation,
    reference_requirement,
)
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.testing.kind_contracts import KINDS, kind_example

CI = bool(os.environ.get("CI"))
EXAMPLES = 300 if CI else 40
RUNS = 8


def _records(kind: str, seed: int) -> list[tuple[dict[str, Any], dict[str, Any], str]]:
    ex = kind_example(seed, kind, runs=RUNS)
    c, d = ex.contract, ex.domain
    again, diags = parse_contract(format_contract(c))  # the canonical form means the same
    assert diags == [] and again == c, ex.text
    out = []
    for run, raw in zip(ex.read(), (r.raw for r in ex.runs), strict=True):
        if kind == "requirement":
            fast = evaluate_kind(requirement_plan(c.requirements[0], d), run)
            ref = reference_requirement(c.requirements[0], d, run)
        elif kind == "effect":
            fast = evaluate_kind(effect_plan(c.effects[0], d), run)
            ref = reference_effect(c.effects[0], d, run)
        else:
            op = c.operators[0] if c.operators else None
            fast = evaluate_kind(propagation_plan(c.propagations[0], d, op), run)
            ref = reference_propagation(c.propagations[0], d, run, op)
        shown = "\n".join(f"{i}: {json.dumps(m)[:200]}" for i, m in enumerate(raw["messages"]))
        out.append((kind_record_to_dict(fast), kind_record_to_dict(ref), ex.text + shown))
    return out


@pytest.mark.parametrize("kind", KINDS)
def test_engine_equals_reference(kind: str) -> None:
    """Every field of every record agrees."""
    verdicts: set[str] = set()
    for seed in range(EXAMPLES):
        for fast, ref, shown in _records(kind, seed):
            assert fast == ref, f"seed {seed}\n{shown}"
            verdicts |= {c["verdict"] for c in fast["checkpoints"]}
            stages = (fast["stages"] or {}).values()
            verdicts |= {str(v) if isinstance(v, str) else "step" for v in stages}
            if fast["triggered"] and ": arg " in shown.split("\n0: ")[0]:
                verdicts.add("argument fault triggered")
    expected = {
        "requirement": {"supported", "premature", "unsupported", "undecidable"},
        "effect": {"conform", "violates", "untestable", "undecidable"},
        "propagation": {"none", "undecidable", "step", "argument fault triggered"},
    }[kind]
    assert expected <= verdicts, f"the generated runs never reach {expected - verdicts}"
