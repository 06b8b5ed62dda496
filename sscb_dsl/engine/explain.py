"""Explain a record: the ledger timeline with T_F, T_E, T_S, T_U marked, and why each holds.

For counterevidence, every observation a relation could use is shown with each conjunct of its
clauses (authority, entity, scope, independence, sufficiency) and its three-valued result, so a
reader sees which clause admitted or rejected it. For uses, each candidate event with its rule,
the value of the rule's ``where`` and of every arm's condition, and the verdict. The same
explanation renders as text (:meth:`Explanation.lines`) and as structured JSON
(:meth:`Explanation.to_json`: events, marks, clause and arm values).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import Label, _bind_givens, _events, evaluate_run, prepare
from sscb_dsl.engine.plan import Plan, RelationPlan, RulePlan
from sscb_dsl.engine.record import Record, record_to_dict
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, _truth
from sscb_dsl.language import ast
from sscb_dsl.language.fmt import expr as expr_text
from sscb_dsl.ledger.model import Run

MARKS = ("t_f", "t_e", "t_s", "t_u")


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


@attrs.frozen
class ArmCheck:
    """One arm of a use or stance rule on one event: its verdict, condition and value
    (``true``/``false``/``unknown``; ``otherwise`` for the catch-all arm)."""

    verdict: str
    condition: str
    value: str


@attrs.frozen
class UseCheck:
    """A candidate event after T_F under one rule: ``where``'s value, every arm, the verdict."""

    step: int
    kind: str
    rule: str
    where: str
    arms: tuple[ArmCheck, ...]
    verdict: str
    text: str = ""


@attrs.frozen
class Row:
    """One timeline row with the marks (T_F, T_E, T_S, T_U) at its step."""

    step: int
    kind: str
    tool: str
    text: str
    note: str
    marks: tuple[str, ...]


@attrs.frozen
class Explanation:
    """Everything ``sscb explain`` shows about one run."""

    run_id: str
    operator: str
    case_id: str | None
    record: Record
    timeline: tuple[Row, ...]
    te_reason: str
    counterevidence: tuple[Candidate, ...]
    uses: tuple[UseCheck, ...]

    def to_json(self) -> dict[str, Any]:
        """The structured form: record, events with marks, clause values, arm values."""
        return {
            "run_id": self.run_id,
            "operator": self.operator,
            "case_id": self.case_id,
            "record": record_to_dict(self.record),
            "timeline": [attrs.asdict(r) for r in self.timeline],
            "counterevidence": {
                "reason": self.te_reason,
                "candidates": [attrs.asdict(c) for c in self.counterevidence],
            },
            "uses": [attrs.asdict(u) for u in self.uses],
            "decided_by": dict(self.record.decided_by),
        }

    def lines(self) -> list[str]:
        """The text form: the marked timeline, the values, then the reasons."""
        rec = self.record
        out = [f"run {self.run_id}  operator {self.operator}  case {self.case_id or '-'}", ""]
        for row in self.timeline:
            mark = ",".join(m.upper() for m in row.marks)
            tool = f"{row.tool} " if row.tool else ""
            out.append(f"{mark:>11} {row.step:>4} {row.kind:<9} {tool}{row.text}".rstrip())
        out.append("")
        out.append(
            f"T_F={rec.t_f}  T_E={rec.t_e}  T_S={rec.t_s}  T_U={rec.t_u}  "
            f"A={rec.adopted}  Z_S={rec.arrival}  Y_end={rec.stance_end}"
        )
        if rec.error is not None:
            out.append(f"error[{rec.error.code}]: {rec.error.message}")
            return out
        if not rec.triggered:
            out.append("untriggered: the intervention log does not show a delivered fault")
            return out
        out += ["", "counterevidence (T_E): " + self.te_reason]
        for cand in self.counterevidence:
            verdicts = "; ".join(f"{c.clause} `{c.text}` = {c.value}" for c in cand.checks)
            out.append(f"  {cand.relation}.{cand.source} @ {cand.step}: {verdicts}")
        out += ["", "uses (T_S, T_U, A) and stance (Y_end):"]
        for u in self.uses:
            arms = "; ".join(
                f"{a.verdict} when `{a.condition}` = {a.value}"
                if a.value != "otherwise"
                else f"otherwise {a.verdict}"
                for a in u.arms
            )
            where = f"where = {u.where}; " if u.where else ""
            out.append(f"  {u.step:>4} {u.kind:<4} {u.rule}: {u.verdict} — {u.text}")
            out.append(f"{'':>12}{where}{arms}")
        if not self.uses:
            out.append("  no candidate use after T_F")
        out += ["", "decided by: " + ", ".join(f"{k}={v}" for k, v in rec.decided_by.items())]
        return out


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
            if (obs.is_error and not src.errors) or obs.name not in src.tools:
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


def _arm_texts(operator: ast.Operator | None) -> dict[str, list[str]]:
    """Each rule's arm conditions as contract text (``otherwise`` arms: empty)."""
    if operator is None:
        return {}
    return {
        r.name.name: [expr_text(a.cond) if a.cond is not None else "" for a in r.arms]
        for r in (*operator.uses, *operator.stances)
    }


def use_checks(
    plan: Plan, run: Run, env0: Env, after: int, operator: ast.Operator | None = None
) -> list[UseCheck]:
    """Every candidate event after ``after`` under every use and stance rule, with the value of
    ``where`` and of each arm's condition (all arms, not only the deciding one)."""
    texts = _arm_texts(operator)
    out: list[tuple[int, int, UseCheck]] = []
    rules: Sequence[RulePlan] = (*plan.uses, *plan.stances)
    for order, rule in enumerate(rules):
        for ev in _events(rule, run.ledger, after, env0):
            env = env0.bind(rule.var, ev, None)
            if rule.givens:
                env = _bind_givens(rule, env, ev)
            where = _show(_truth(rule.where(env))) if rule.where is not None else ""
            if where == "false":
                continue
            conds = texts.get(rule.name, [])
            arms = []
            verdict = "unresolved" if where == "unknown" else ""
            for i, arm in enumerate(rule.arms):
                value = "otherwise" if arm.cond is None else _show(_truth(arm.cond(env)))
                text = conds[i] if i < len(conds) else ""
                arms.append(ArmCheck(arm.verdict, text, value))
                if not verdict and value in ("otherwise", "true"):
                    verdict = arm.verdict
                elif not verdict and value == "unknown":
                    verdict = "unresolved"
            kind = "say" if ev.kind == "say" else "call"
            check = UseCheck(ev.step, kind, f"rule:{rule.name}", where, tuple(arms), verdict)
            out.append((ev.step, order, check))
    out.sort(key=lambda t: (t[0], t[1]))
    return [t[2] for t in out]


def _with_record(checks: Sequence[UseCheck], record: Record) -> list[UseCheck]:
    """The verdicts and short texts as the record has them (a label may replace a verdict)."""
    found = {}
    for u in record.uses:
        rule = u.rule.removesuffix("+label")
        found[(u.step, rule)] = (u.rule, u.stance if u.verdict == "stance" else u.verdict, u.text)
    out = []
    for c in checks:
        rule, verdict, text = found.get((c.step, c.rule), (c.rule, c.verdict, ""))
        out.append(attrs.evolve(c, rule=rule, verdict=verdict or c.verdict, text=text))
    return out


def explain(
    plan: Plan, run: Run, labels: Sequence[Label] = (), operator: ast.Operator | None = None
) -> Explanation:
    """The record of a run and the reasons behind each of its values.

    ``operator`` (the rule objects the plan was built from) supplies the text of each arm's
    condition; without it the arms show their values only.
    """
    record = evaluate_run(plan, run, labels)
    marks: dict[int, list[str]] = {}
    for name in MARKS:
        v = getattr(record, name)
        if isinstance(v, int) and not isinstance(v, bool):
            marks.setdefault(v, []).append(name)
    timeline = tuple(
        Row(r.step, r.kind, r.tool, r.text, r.note, tuple(marks.get(r.step, ())))
        for r in run.ledger.timeline(90)
    )
    case = run.evaluator.case
    cands: list[Candidate] = []
    uses: list[UseCheck] = []
    prepared = prepare(plan, run)
    if record.triggered and record.error is None and not isinstance(prepared, Record):
        env0, fault = prepared
        cands = candidates(plan, run, env0)
        uses = _with_record(use_checks(plan, run, env0, fault.step, operator), record)
    return Explanation(
        run.ledger.run_id,
        plan.operator,
        case.id if case else None,
        record,
        timeline,
        _te_reason(record),
        tuple(cands),
        tuple(uses),
    )


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
