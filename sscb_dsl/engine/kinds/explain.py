"""Explain a requirement, effect or propagation record: which observation decided what.

``sscb explain RUN --check NAME`` prints the run's timeline with the contract's checkpoints
(and stages) marked, then, for every checkpoint, each evidence item or read-back with every
candidate observation, each conjunct of its clauses and its three-valued value, and whether it
came before or after the checkpoint; for a propagation, each stage's candidate events with the
value of the stage's condition up to the one that decided it. The same explanation renders as
text (:meth:`KindExplanation.lines`) and as JSON (:meth:`KindExplanation.to_json`).
"""

from __future__ import annotations

from typing import Any

import attrs

from sscb_dsl.engine.evaluate import bind_givens, prepare
from sscb_dsl.engine.kinds.common import candidates, checkpoints, run_env
from sscb_dsl.engine.kinds.pipeline import AnyPlan, evaluate_kind
from sscb_dsl.engine.kinds.plan import (
    EffectPlan,
    PropagationPlan,
    RequirementPlan,
    SourcePlan,
)
from sscb_dsl.engine.kinds.propagation import stage_events
from sscb_dsl.engine.kinds.record import KindRecord, kind_record_to_dict
from sscb_dsl.engine.record import Record
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, _truth
from sscb_dsl.ledger.model import Run


def _word(v: Any) -> str:
    v = _truth(v)
    return "unknown" if v is UNKNOWN else ("true" if v else "false")


@attrs.frozen
class Check:
    """One candidate event for one item, read-back or stage: its step, where it stands
    relative to the checkpoint, and each conjunct's value."""

    source: str
    step: int
    when: str
    values: tuple[tuple[str, str, str], ...]
    """(clause, conjunct text, value)"""


@attrs.frozen
class KindExplanation:
    """A kind record, the timeline with marks, and the candidate checks of each checkpoint."""

    record: KindRecord
    rows: tuple[tuple[int, str, str, str, str], ...]
    checks: tuple[tuple[str, tuple[Check, ...]], ...]

    def to_json(self) -> dict[str, Any]:
        """Structured form: the record, the rows and the checks."""
        return {
            "record": kind_record_to_dict(self.record),
            "timeline": [
                {"step": s, "kind": k, "tool": t, "text": x, "marks": m}
                for s, k, t, x, m in self.rows
            ],
            "checks": [
                {"checkpoint": head, "candidates": [attrs.asdict(c) for c in found]}
                for head, found in self.checks
            ],
        }

    def lines(self) -> list[str]:
        """Text form, for people."""
        r = self.record
        out = [f"run {r.run_id} under {r.kind} `{r.contract}` ({r.domain})"]
        if r.kind == "propagation":
            stages = ", ".join(f"{k} {v}" for k, v in (r.stages or {}).items())
            out[0] += f": triggered {r.triggered}, T_F {r.t_f}; {stages}"
        else:
            out[0] += f": verdict {r.verdict}"
        out.append("")
        for step, kind, tool, text, marks in self.rows:
            mark = f"  <- {marks}" if marks else ""
            out.append(f"{step:4d}  {kind:9} {tool:28} {text}{mark}")
        for head, found in self.checks:
            out += ["", head]
            for c in found:
                vals = "; ".join(f"{k} `{t}` = {v}" for k, t, v in c.values)
                out.append(f"    {c.source} at {c.step} ({c.when}): {vals}")
        return out


def _source_checks(src: SourcePlan, env: Env, at: EventVal, ev: EventVal) -> Check:
    inner = env.bind(src.name, ev, None)
    values = [(p.clause, p.text, _word(p.fn(inner))) for p in src.own]
    if src.key is not None:
        from sscb_dsl.engine.values import _eq

        values.append(
            ("entity", src.key.text, _word(_eq(src.key.own(inner), src.key.other(inner))))
        )
    values += [(p.clause, p.text, _word(p.fn(inner))) for p in src.rest]
    if src.shows is not None:
        values.append(("shows", src.shows.text, _word(src.shows.fn(inner))))
    when = "before" if ev.order_key() < at.order_key() else "after"
    call = ev.call
    if src.shows is not None and call is not None and (call.step, call.position) <= at.order_key():
        when = "issued before the write: not a read-back"
    return Check(src.name, ev.step, when, tuple(values))


def _checkpoint_checks(
    plan: RequirementPlan | EffectPlan, run: Run
) -> list[tuple[str, tuple[Check, ...]]]:
    ledger = run.ledger
    env0 = run_env(run, plan.effects)
    sources = plan.items if isinstance(plan, RequirementPlan) else plan.readbacks
    out = []
    for at in checkpoints(plan.checkpoint, ledger, env0):
        env = env0.bind(plan.checkpoint.var, at, None)
        where = "true"
        if plan.checkpoint.where is not None:
            where = _word(plan.checkpoint.where(env))
            if where == "false":
                continue
        env = bind_givens(plan.checkpoint.givens, env, at)
        found = []
        for src in sources:
            for ev in candidates(src, ledger):
                found.append(_source_checks(src, env, at, ev))
        what = at.call.name if at.call is not None and at.kind == "call" else "final message"
        head = f"checkpoint at {at.step} ({what}; where = {where}): candidates"
        out.append((head, tuple(found)))
    return out


def _stage_checks(plan: PropagationPlan, run: Run) -> list[tuple[str, tuple[Check, ...]]]:
    prepared = prepare(plan.fault, run)
    if isinstance(prepared, Record):
        return []
    env0, fault = prepared
    out = []
    for st in plan.stages:
        after = -1 if st.name == "fabricated" else fault.step
        found = []
        for ev in stage_events(st, run.ledger, env0, after):
            env = bind_givens(st.givens, env0.bind(st.var, ev, None), ev)
            value = _word(st.where(env))
            when = "any step" if st.name == "fabricated" else "after T_F"
            found.append(Check(st.name, ev.step, when, (("where", st.text, value),)))
            if value != "false":
                break
        out.append(
            (f"stage {st.name}: {st.kind} events, first where the condition holds", tuple(found))
        )
    return out


def explain_kind(plan: AnyPlan, run: Run) -> KindExplanation:
    """The explanation of one run under one compiled requirement, effect or propagation."""
    record = evaluate_kind(plan, run)
    marks: dict[int, list[str]] = {}
    for c in record.checkpoints:
        marks.setdefault(c.step, []).append(f"{c.tool or 'final message'}: {c.verdict}")
        for i in c.items:
            if i.step is not None:
                marks.setdefault(i.step, []).append(f"{i.name} ({i.status} step {c.step})")
        for rb in c.readbacks:
            marks.setdefault(rb.step, []).append(f"read-back {rb.name}: shows {rb.shows}")
    if record.t_f is not None:
        marks.setdefault(record.t_f, []).append("T_F")
    for name, value in (record.stages or {}).items():
        if isinstance(value, int) and not isinstance(value, bool):
            marks.setdefault(value, []).append(name)
    rows = []
    seen: set[int] = set()
    for row in run.ledger.timeline(110):
        m = ", ".join(marks.get(row.step, [])) if row.step not in seen else ""
        seen.add(row.step)
        rows.append((row.step, row.kind, row.tool, row.text, m))
    if isinstance(plan, PropagationPlan):
        checks = _stage_checks(plan, run)
    else:
        checks = _checkpoint_checks(plan, run)
    return KindExplanation(record, tuple(rows), tuple(checks))
