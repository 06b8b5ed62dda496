"""``sscb audit``: every requirement, effect and propagation contract that applies to a run.

A requirement or effect contract applies to the runs of its domain: the run's case says the
domain, or else the run's tool calls do (every tool it calls is a tool of exactly one domain a
loaded contract is in). A propagation contract applies to the runs whose case names its operator
(``of OPERATOR``) or itself (``in DOMAIN``). Every input run yields one record per applicable
contract, in input order, then requirement, effect, propagation and name order; a run no
contract applies to yields one ``EV008`` error record, an unreadable run its reader's error.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import attrs

from sscb_dsl.engine.budget import BudgetExceeded
from sscb_dsl.engine.files import PipelineError
from sscb_dsl.engine.kinds.effect import evaluate_effect
from sscb_dsl.engine.kinds.plan import (
    EffectPlan,
    PropagationPlan,
    RequirementPlan,
    effect_plan,
    propagation_plan,
    requirement_plan,
)
from sscb_dsl.engine.kinds.propagation import evaluate_propagation
from sscb_dsl.engine.kinds.record import KindRecord, dumps_kind_record, kind_error_record
from sscb_dsl.engine.kinds.requirement import evaluate_requirement
from sscb_dsl.engine.record import Provenance, RecordError
from sscb_dsl.language import ast
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.ledger.model import ReadError, Run

AnyPlan = RequirementPlan | EffectPlan | PropagationPlan


def kind_hash(
    kind: ast.Requirement | ast.Effect | ast.Propagation,
    domain: ast.Domain,
    operator: ast.Operator | None = None,
) -> str:
    """``sha256:<hex>`` of the canonical text of the contract, its domain (and operator)."""
    contract = ast.Contract(
        domains=(domain,),
        operators=(operator,) if operator is not None else (),
        requirements=(kind,) if isinstance(kind, ast.Requirement) else (),
        effects=(kind,) if isinstance(kind, ast.Effect) else (),
        propagations=(kind,) if isinstance(kind, ast.Propagation) else (),
    )
    return "sha256:" + hashlib.sha256(format_contract(contract).encode("utf-8")).hexdigest()


class KindPlans:
    """The loaded requirement, effect and propagation contracts, compiled once."""

    def __init__(self, contracts: Sequence[Path] = (), include_stdlib: bool = True) -> None:
        from sscb_dsl.api import load_kinds

        kinds, results = load_kinds(list(contracts), include_stdlib)
        bad = [d.render_short() for r in results for d in r.errors]
        if bad:
            raise PipelineError("contracts have errors:\n" + "\n".join(bad))
        self.kinds = kinds
        self.plans: list[tuple[str, AnyPlan, str]] = []
        for name in sorted(kinds.requirements):
            r = kinds.requirements[name]
            dom = kinds.domain_of(r)
            self.plans.append(("requirement", requirement_plan(r, dom), kind_hash(r, dom)))
        for name in sorted(kinds.effects):
            e = kinds.effects[name]
            dom = kinds.domain_of(e)
            self.plans.append(("effect", effect_plan(e, dom), kind_hash(e, dom)))
        for name in sorted(kinds.propagations):
            p = kinds.propagations[name]
            dom = kinds.domain_of(p)
            op = kinds.library.operators.get(p.operator.name) if p.operator else None
            self.plans.append(("propagation", propagation_plan(p, dom, op), kind_hash(p, dom, op)))
        used = {plan.domain for kind, plan, _ in self.plans if kind != "propagation"}
        self.tools = {
            name: frozenset(t.name.name for t in d.tools)
            for name, d in kinds.library.domains.items()
            if name in used
        }

    def domain_of_run(self, run: Run, default: str | None = None) -> str | None:
        """The run's domain: its case's, else ``default`` (``sscb audit --domain``), else the
        one domain whose tools include every tool the run calls (None when there is no call,
        or no domain or several fit)."""
        case = run.evaluator.case
        if case is not None:
            return case.domain
        if default is not None:
            return default
        called = {c.name for c in run.ledger.calls}
        if not called:
            return None
        fits = [d for d, tools in self.tools.items() if called <= tools]
        return fits[0] if len(fits) == 1 else None

    def applicable(self, run: Run, domain: str | None = None) -> list[tuple[str, AnyPlan, str]]:
        """The (kind, plan, hash) of every contract that applies to ``run`` (``domain``: the
        domain of runs without a case, when given)."""
        domain = self.domain_of_run(run, domain)
        case = run.evaluator.case
        out: list[tuple[str, AnyPlan, str]] = []
        for kind, plan, digest in self.plans:
            if isinstance(plan, PropagationPlan):
                if case is not None and case.operator == plan.operator:
                    out.append((kind, plan, digest))
            elif plan.domain == domain:
                out.append((kind, plan, digest))
        return out


def evaluate_kind(plan: AnyPlan, run: Run) -> KindRecord:
    """One run under one compiled contract."""
    if isinstance(plan, RequirementPlan):
        return evaluate_requirement(plan, run)
    if isinstance(plan, EffectPlan):
        return evaluate_effect(plan, run)
    return evaluate_propagation(plan, run)


def audit_one(
    item: Run | ReadError, plans: KindPlans, domain: str | None = None
) -> list[KindRecord]:
    """The records of one read item: its reader's error, EV008, or one per contract."""
    if isinstance(item, ReadError):
        return [kind_error_record(item)]
    meta = item.evaluator.meta
    found = plans.applicable(item, domain)
    if not found:
        case = item.evaluator.case
        what = (
            f"its case's operator `{case.operator}` has no propagation contract and its domain "
            f"`{case.domain}` no requirement or effect contract"
            if case is not None
            else "its tool calls name no single domain of a loaded requirement or effect contract"
        )
        rec = KindRecord(
            run_id=item.ledger.run_id,
            config=item.config,
            repetition=item.repetition,
            source=item.source or None,
            error=RecordError("EV008", f"no loaded contract applies to the run: {what}"),
        )
        return [attrs.evolve(rec, provenance=Provenance.of(meta))]
    out = []
    for kind, plan, digest in found:
        try:
            rec = evaluate_kind(plan, item)
        except BudgetExceeded:
            rec = KindRecord(
                run_id=item.ledger.run_id,
                kind=kind,
                contract=plan.name,
                domain=plan.domain,
                source=item.source or None,
                error=RecordError(
                    "EV010",
                    f"evaluation stopped at the budget of one run: the {kind} contract "
                    f"`{plan.name}` is too costly on this run of {len(item.ledger.messages)} "
                    "messages; see docs/engine.md, evaluation budget",
                ),
            )
        except Exception as exc:  # the record must exist even if the engine has a bug
            rec = KindRecord(
                run_id=item.ledger.run_id,
                kind=kind,
                contract=plan.name,
                domain=plan.domain,
                source=item.source or None,
                error=RecordError("EV900", f"internal error {type(exc).__name__}: {exc}"),
            )
        out.append(attrs.evolve(rec, provenance=Provenance.of(meta, digest)))
    return out


def audit(
    items: Iterable[Run | ReadError], plans: KindPlans, domain: str | None = None
) -> Iterator[KindRecord]:
    """Records for every item, in input order."""
    for item in items:
        yield from audit_one(item, plans, domain)


@attrs.frozen
class AuditSummary:
    """What an audit wrote: runs read, records, and records by kind / verdict / error code."""

    runs: int
    records: int
    counts: dict[str, int]


def tally(record: KindRecord) -> str:
    """The summary word of a record: ``error:<code>`` or ``<kind>:<verdict>``."""
    if record.error is not None:
        return f"error:{record.error.code}"
    if record.kind == "propagation":
        return "propagation:" + ("triggered" if record.triggered else "untriggered")
    return f"{record.kind}:{record.verdict}"


def audit_paths(
    contracts: Sequence[Path],
    inputs: Sequence[Path],
    output: Path,
    side: Path | None = None,
    input_format: str | None = None,
    domain: str | None = None,
) -> AuditSummary:
    """Read runs from ``inputs``, audit them, write JSONL records to ``output`` (checked by the
    caller); ``domain`` is the domain of runs without a case."""
    from sscb_dsl.ledger.read import read_runs

    plans = KindPlans(contracts)
    if domain is not None and domain not in plans.kinds.library.domains:
        known = ", ".join(f"`{d}`" for d in sorted(plans.kinds.library.domains))
        raise PipelineError(f"--domain {domain}: no loaded domain has that name ({known})")
    counts: Counter[str] = Counter()
    runs = records = 0
    with output.open("w", encoding="utf-8") as fh:
        for item in read_runs(list(inputs), input_format, side):
            runs += 1
            for rec in audit_one(item, plans, domain):
                records += 1
                counts[tally(rec)] += 1
                fh.write(dumps_kind_record(rec) + "\n")
    return AuditSummary(runs, records, dict(sorted(counts.items())))


def summary_lines(summary: AuditSummary) -> list[str]:
    """The summary as lines for standard error."""
    lines = [f"{summary.records} record(s) for {summary.runs} run(s)"]
    lines += [f"  {word}: {n}" for word, n in summary.counts.items()]
    return lines
