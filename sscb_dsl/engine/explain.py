"""Explain a record: the ledger timeline with T_F, T_E, T_S, T_U marked, and why each holds.

For counterevidence, every observation a relation could use is shown with each conjunct of its
clauses (authority, entity, scope, independence, sufficiency) and its three-valued result, so a
reader sees which clause admitted or rejected it. For uses, each candidate event with the rule
and verdict that classified it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.engine.compile import UNKNOWN, Env, EventVal, _truth
from sscb_dsl.engine.evaluate import Label, evaluate_run, prepare
from sscb_dsl.engine.plan import Plan, RelationPlan
from sscb_dsl.engine.record import Record
from sscb_dsl.ledger.model import Run


@attrs.frozen
class ClauseCheck:
    """One conjunct of a relation evaluated on one candidate observation."""

    clause: str
    text: str
    value: str


@attrs.frozen
class Candidate:
    """An observation a relation's source could bind, and how its own conjuncts evaluated."""

    relation: str
    source: str
    step: int
    checks: tuple[ClauseCheck, ...]


def _show(v: Any) -> str:
    if v is UNKNOWN:
        return "unknown"
    return "true" if v is True else "false" if v is False else "unknown"


def candidates(plan: Plan, run: Run, env0: Env) -> list[Candidate]:
    """Single-source clause results for every observation each relation source could bind."""
    out: list[Candidate] = []
    for rel in plan.relations:
        out.extend(_relation_candidates(rel, run, env0))
    return out


def _relation_candidates(rel: RelationPlan, run: Run, env0: Env) -> list[Candidate]:
    out = []
    for src in rel.sources:
        parts = [c for c in rel.conjuncts if c.deps <= {src.name}]
        binders = [b for b in rel.binders if b.deps <= {src.name}]
        for obs in run.ledger.observations:
            if obs.is_error or obs.name not in src.tools:
                continue
            env = env0.bind(src.name, EventVal(obs.step, "observe", obs.call, obs), None)
            envs = [env]
            for b in binders:
                envs = [e.bind(b.name, v, p) for e in envs for v, p in b.iterate(e)]
            best: tuple[ClauseCheck, ...] = ()
            for e in envs or [env]:
                checks = tuple(ClauseCheck(c.clause, c.text, _show(_truth(c.fn(e)))) for c in parts)
                if not best or sum(c.value == "true" for c in checks) > sum(
                    c.value == "true" for c in best
                ):
                    best = checks
            out.append(Candidate(rel.name, src.name, obs.step, best))
    return out


def explain(plan: Plan, run: Run, labels: Sequence[Label] = ()) -> tuple[Record, list[str]]:
    """The record and a human-readable explanation (timeline with marks, then reasons)."""
    record = evaluate_run(plan, run, labels)
    marks: dict[int, list[str]] = {}
    for name in ("t_f", "t_e", "t_s", "t_u"):
        v = getattr(record, name)
        if isinstance(v, int) and not isinstance(v, bool):
            marks.setdefault(v, []).append(name.upper())
    lines = [
        f"run {run.ledger.run_id}  operator {plan.operator}  case "
        f"{run.evaluator.case.id if run.evaluator.case else '-'}",
        "",
    ]
    for row in run.ledger.timeline(90):
        mark = ",".join(marks.get(row.step, []))
        tool = f"{row.tool} " if row.tool else ""
        lines.append(f"{mark:>11} {row.step:>4} {row.kind:<9} {tool}{row.text}".rstrip())
    lines.append("")
    lines.append(
        f"T_F={record.t_f}  T_E={record.t_e}  T_S={record.t_s}  T_U={record.t_u}  "
        f"A={record.adopted}  Z_S={record.arrival}  Y_end={record.stance_end}"
    )
    if record.error is not None:
        lines.append(f"error[{record.error.code}]: {record.error.message}")
        return record, lines
    if not record.triggered:
        lines.append("untriggered: the intervention log does not show a delivered fault")
        return record, lines
    lines.append("")
    lines.append("counterevidence (T_E): " + _te_reason(record))
    prepared = prepare(plan, run)
    if not isinstance(prepared, Record):
        for cand in candidates(plan, run, prepared[0]):
            verdicts = "; ".join(f"{c.clause} `{c.text}` = {c.value}" for c in cand.checks)
            lines.append(f"  {cand.relation}.{cand.source} @ {cand.step}: {verdicts}")
    lines.append("")
    lines.append("uses (T_S, T_U, A) and stance (Y_end):")
    for u in record.uses:
        what = f"stance {u.stance}" if u.verdict == "stance" else u.verdict
        lines.append(f"  {u.step:>4} {u.kind:<4} {u.rule}: {what} — {u.text}")
    if not record.uses:
        lines.append("  no candidate use after T_F")
    lines.append("")
    lines.append("decided by: " + ", ".join(f"{k}={v}" for k, v in record.decided_by.items()))
    return record, lines


def _te_reason(record: Record) -> str:
    if record.evidence:
        ev = record.evidence[0]
        return (
            f"relation `{ev.relation}` satisfied by the observation(s) at steps "
            f"{', '.join(map(str, ev.steps))}; T_E is the last to arrive ({ev.step})"
        )
    if record.t_e == "undecidable":
        return "a candidate match is unknown (a needed value could not be determined)"
    return "no observation in the model-visible history satisfies all five clauses"
