"""The reference evaluator's run-level definitions: T_E by brute force, uses, stance, one record.

Paper references: Definitions 3.1-3.4 and §IV-C of SSCBench; docs/language.md (languages 1 and
2) and docs/engine.md.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import Label, record_base
from sscb_dsl.engine.record import EvidenceItem, Record, RecordError
from sscb_dsl.engine.reference.faults import (
    altered_regions,
    bad_altered,
    delivered_fault,
    effective_writes,
    expr_clause,
    fault_value,
    resolve_fault,
)
from sscb_dsl.engine.reference.interpret import Interpreter, Scope, World
from sscb_dsl.engine.reference.rules import (
    arrival_of,
    first_anchor,
    pre_reliance_of,
    rule_items,
    terminal_stance,
)
from sscb_dsl.engine.reference.values import (
    DEPENDENT_VERDICTS,
    UNKNOWN,
    Event,
    conj,
    fault_event,
    kleene,
    observation_event,
)
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Ledger, Observation, Run
from sscb_dsl.text.run_memo import begin_run

# ---------------------------------------------------------------- counterevidence (T_E)


@attrs.frozen
class Assignment:
    """One assignment of observations to a relation's sources and its Kleene status."""

    relation: str
    steps: tuple[int, ...]
    status: Any

    @property
    def arrival(self) -> int:
        """The step at which the last of its observations arrived."""
        return max(self.steps)

    def canonical_key(self) -> tuple[int, tuple[int, ...]]:
        """Among equally early matches, the first source to arrive last, then by steps."""
        return (self.steps.index(self.arrival), self.steps)


def _ranks(domain: ast.Domain) -> dict[str, tuple[int, int]]:
    """Rank name -> (chain, position in the chain, lowest first); a one-rank line is a chain."""
    return {r.name: (c, i) for c, chain in enumerate(domain.ranks) for i, r in enumerate(chain)}


def _tool_rank(domain: ast.Domain, tool: str) -> tuple[int, int] | None:
    """The declared authority rank of a tool, if it has one."""
    ranks = _ranks(domain)
    for t in domain.tools:
        if t.name.name == tool and t.authority:
            return ranks.get(t.authority[0].name)
    return None


def _authority(
    rel: ast.Relation,
    clause: ast.Clause,
    fault: ast.Fault,
    fault_tools: frozenset[str],
    domain: ast.Domain,
) -> bool:
    """``authority a >= b``: every tool a names is ranked at least as every tool b names (the
    fault's tools as the case fixes them), in the same chain of ranks ("the ranks of their
    tools are compared statically")."""
    tools = {s.name.name: frozenset(s.tool.static_names()) for s in rel.sources if s.tool}
    tools[fault.name.name] = fault_tools
    assert clause.left is not None and clause.right is not None
    left, right = tools.get(clause.left.name, frozenset()), tools.get(clause.right.name)
    if not left or not right:
        return False
    for a in left:
        for b in right:
            lr, rr = _tool_rank(domain, a), _tool_rank(domain, b)
            if lr is None or rr is None or lr[0] != rr[0] or lr[1] < rr[1]:
                return False
    return True


def _binder_assignments(
    interp: Interpreter, binders: Sequence[ast.Binder], scope: Scope
) -> Iterator[tuple[Scope, bool]]:
    """Every binder assignment, with whether it is certain to exist.

    ``for x in e`` reads "for some element x of e"; when e is not a known list or map, whether
    an element exists is unknown, so x is bound to unknown and the assignment is uncertain.
    """
    if not binders:
        yield scope, True
        return
    first, rest = binders[0], binders[1:]
    elements = interp.elements(first.iterable, scope)
    if elements is None:
        unknown = scope.with_(first.name.name, UNKNOWN, None)
        for inner, _certain in _binder_assignments(interp, rest, unknown):
            yield inner, False
        return
    for value, where in elements:
        yield from _binder_assignments(interp, rest, scope.with_(first.name.name, value, where))


def relation_assignments(
    rel: ast.Relation,
    fault: ast.Fault,
    fault_tools: frozenset[str],
    domain: ast.Domain,
    ledger: Ledger,
    interp: Interpreter,
    scope: Scope,
) -> list[Assignment]:
    """Every assignment of delivered observations to the sources (errors only to sources whose
    error the relation reads), with its status.

    The status is the Kleene conjunction of all five clauses (Definition 3.4) over the best
    binder assignment: True if some binder assignment is certain, else unknown if some is
    unknown, else False. Agent messages are never sources; a source `(a | b)` ranges over the
    results of both tools.
    """
    sources = [s for s in rel.sources if s.kind == "observe" and s.tool is not None]
    if len(sources) != len(rel.sources) or not sources:
        return []
    authority = all(
        _authority(rel, c, fault, fault_tools, domain) for c in rel.clauses if c.kind == "authority"
    )
    exprs = [c.expr for c in rel.clauses if c.kind != "authority" and c.expr is not None]
    # an error carries no record: a source ranges over errors only where the relation reads
    # them (`r.failed`, `r.error_text`)
    errors = rel.error_sources()
    pools = [
        [
            o
            for o in ledger.observations
            if o.name in s.tool.static_names() and (not o.is_error or s.name.name in errors)
        ]
        for s in sources
        if s.tool is not None
    ]
    out: list[Assignment] = []
    for combo in itertools.product(*pools):
        bound = scope
        for s, o in zip(sources, combo, strict=True):
            bound = bound.with_(s.name.name, observation_event(o), None)
        best: Any = False
        for inner, certain in _binder_assignments(interp, rel.binders, bound):
            status = conj([authority, *(kleene(interp.value(x, inner)) for x in exprs)])
            if status is True and not certain:
                status = UNKNOWN
            if status is True:
                best = True
                break
            if status is UNKNOWN:
                best = UNKNOWN
        out.append(Assignment(rel.name.name, tuple(o.step for o in combo), best))
    return out


def counterevidence(
    assignments: Sequence[Assignment], relations: Sequence[str], n_messages: int
) -> tuple[Any, list[EvidenceItem], str]:
    """T_E by prefixes: the smallest prefix holding a certain assignment (its last step).

    ``undecidable`` when an uncertain assignment lies in a strictly shorter prefix than the
    first certain one, or when only uncertain ones exist; ``inf`` when there is none.
    """
    t_e: Any = "inf"
    for k in range(1, n_messages + 1):
        inside = [a for a in assignments if a.arrival < k]
        if any(a.status is True for a in inside):
            t_e = k - 1
            break
        if any(a.status is UNKNOWN for a in inside):
            t_e = "undecidable"
            break
    evidence: list[EvidenceItem] = []
    for name in relations:
        certain = [a for a in assignments if a.relation == name and a.status is True]
        if certain:
            first = min(a.arrival for a in certain)
            chosen = min((a for a in certain if a.arrival == first), key=Assignment.canonical_key)
            evidence.append(EvidenceItem(name, chosen.steps, first, ""))
    decided = next((e.relation for e in evidence if e.step == t_e), "counterevidence")
    return t_e, evidence, "rule:" + decided


# ---------------------------------------------------------------- one run


def _error(base: Record, code: str, message: str) -> Record:
    return attrs.evolve(base, error=RecordError(code, message))


@attrs.frozen
class Prepared:
    """A triggered run ready to measure: the interpreter (its world), the scope with ``case``,
    vocabularies, the fault variable (v' and v) and the operator's lets, and the fault event."""

    interp: Interpreter
    scope: Scope
    event: Event
    tools: frozenset[str]


def reference_evaluate(
    operator: ast.Operator, domain: ast.Domain, run: Run, labels: Sequence[Label] = ()
) -> Record:
    """The measurement record of ``run`` under ``operator``, computed from the definitions.

    Error records: ``EV001`` no case, ``EV002`` a case for another operator, ``EV006`` a case
    whose tool or suppressed field the domain does not allow, ``EV007`` an applied
    intervention whose ``altered`` lists a message that is not a tool result, ``EV003`` a
    fault-bearing message of another tool, ``EV004`` a ``match`` certainly false, ``EV011``
    v' equal to v (no fault). A run whose fault-bearing observation was not delivered, or whose
    ``call`` fault's acknowledgement is an error ("did not take effect"), is untriggered.
    """
    base = record_base(run)
    prepared = reference_prepare(operator, domain, run, base)
    if isinstance(prepared, Record):
        return prepared
    return _measure(operator, domain, run, prepared, labels, base)


def reference_prepare(
    operator: ast.Operator, domain: ast.Domain, run: Run, base: Record
) -> Record | Prepared:
    """The error or untriggered record of ``run`` (see :func:`reference_evaluate`), or the
    triggered run ready to measure."""
    begin_run()  # a new run: no text analysis of another run is kept
    case = run.evaluator.case
    if case is None:
        return _error(
            base,
            "EV001",
            "run has no case: give its case in the run (`case`) or in a side file (--side)",
        )
    name = operator.name.name
    if case.operator != name:
        return _error(base, "EV002", f"run's case is for operator `{case.operator}`, not `{name}`")
    fault = operator.faults[0]
    resolved = resolve_fault(fault, domain, case.params)
    if isinstance(resolved, str):
        return _error(base, "EV006", resolved)
    why = bad_altered(run)
    if why is not None:
        return _error(base, "EV007", why)
    tools = resolved.tools
    shown = " | ".join(sorted(tools))
    # T_F (Definition 3.1): the intervention took effect and its observation was delivered.
    delivered = delivered_fault(run)
    untriggered = attrs.evolve(base, triggered=False, decided_by={"t_f": "intervention"})
    if delivered is None:
        return untriggered
    if fault.kind == "observe" and delivered.name not in tools:
        msg = (
            f"the intervention's message {delivered.step} is a `{delivered.name}` result but "
            f"the fault of `{name}` observes `{shown}`"
        )
        return _error(base, "EV003", msg)
    if fault.kind == "call" and (delivered.call is None or delivered.call.name not in tools):
        msg = (
            f"the intervention's message {delivered.step} does not answer a `{shown}` call, "
            f"which the fault of `{name}` intervenes on"
        )
        return _error(base, "EV003", msg)
    if fault.kind == "arg" and (delivered.call is None or delivered.call.name not in tools):
        msg = (
            f"the intervention's message {delivered.step} does not answer a `{shown}` call, "
            f"whose arguments the fault of `{name}` alters"
        )
        return _error(base, "EV003", msg)
    if fault.kind == "call" and delivered.is_error:
        return untriggered
    return _prepare_triggered(operator, domain, run, delivered, tools, base)


def _base_scope(domain: ast.Domain, params: dict[str, Any]) -> Scope:
    """``case`` and the domain's vocabularies ("the name is a list of text, like a `let` of a
    list literal")."""
    scope = Scope({"case": (params, None)})
    for v in domain.vocabularies:
        scope = scope.with_(v.name.name, list(v.phrases), None)
    return scope


def _prepare_triggered(
    operator: ast.Operator,
    domain: ast.Domain,
    run: Run,
    delivered: Observation,
    fault_tools: frozenset[str],
    base: Record,
) -> Record | Prepared:
    """v' and v, the ``match`` check (EV004), the world, and the operator's lets."""
    case, iv = run.evaluator.case, run.evaluator.intervention
    assert case is not None and iv is not None
    fault = operator.faults[0]
    var = fault.name.name
    ledger = run.ledger
    params = dict(case.params)
    plain = Interpreter(World({}, {}, ledger, domain, params))
    scope = _base_scope(domain, params)
    event = fault_event(delivered, fault.kind)
    value = fault_value(fault, plain, scope.with_(var, event, None))
    original_expr = expr_clause(fault, "original")
    original = (
        plain.value(original_expr, scope.with_(var, event, None))
        if original_expr is not None
        else UNKNOWN
    )
    if original is UNKNOWN and iv.original is not None:
        original = iv.original
    site = expr_clause(fault, "site")
    if original is UNKNOWN and fault.kind == "arg" and site is not None:
        # "v, evaluator-only": the value the agent issued at the site
        original = plain.value(site, scope.with_(var, event, None))
    event = attrs.evolve(event, value=value, original=original)
    scope = scope.with_(var, event, None)
    known = value is not UNKNOWN and original is not UNKNOWN and None not in (value, original)
    if known and type(value) is type(original) and value == original:  # v' = v: no fault
        msg = (
            f"the fault changes nothing: at message {event.step} the value it delivers (v') "
            "equals the true value (v), so the run measures no fault (e.g. a suppressed "
            "write of a field the tool does not change); drop the case"
        )
        return _error(base, "EV011", msg)
    match = expr_clause(fault, "match")
    if match is not None and kleene(plain.value(match, scope)) is False:
        msg = (
            f"the intervention's message {event.step} does not satisfy the fault's `match` "
            "for this case: check the case parameters"
        )
        return _error(base, "EV004", msg)
    world = World(
        altered_regions(fault, fault_tools, run, scope),
        effective_writes(domain, fault, run),
        ledger,
        domain,
        params,
    )
    interp = Interpreter(world)
    for let in operator.lets:  # after the fault: relations and rules see them
        scope = scope.with_let(let)
    return Prepared(interp, scope, event, fault_tools)


def _measure(
    operator: ast.Operator,
    domain: ast.Domain,
    run: Run,
    prepared: Prepared,
    labels: Sequence[Label],
    base: Record,
) -> Record:
    """T_E, uses, T_S, T_U, A, Z_S and Y_end of a triggered run."""
    fault = operator.faults[0]
    ledger = run.ledger
    interp, scope, event = prepared.interp, prepared.scope, prepared.event
    fault_tools = prepared.tools
    assignments = [
        a
        for rel in operator.relations
        for a in relation_assignments(rel, fault, fault_tools, domain, ledger, interp, scope)
    ]
    t_e, evidence, t_e_rule = counterevidence(
        assignments, [r.name.name for r in operator.relations], len(ledger.messages)
    )
    overrides = {
        lab.step: str(lab.value) for lab in labels if lab.quantity == "use" and lab.step is not None
    }
    t_f = event.step
    uses = rule_items(operator.uses, interp, scope, t_f, overrides)
    stances = rule_items(operator.stances, interp, scope, t_f, {})
    results = {(o.call.step, o.call.position) for o in ledger.observations if o.call}
    complete = all((c.step, c.position) in results for c in ledger.calls)
    t_s, dep = first_anchor(uses, DEPENDENT_VERDICTS, complete, "no_use")
    t_u, faulty = first_anchor(uses, ("faulty",), complete, "none")
    if faulty is not None:
        adopted = "yes"
    elif t_u == "none":
        adopted = "no"
    else:
        adopted = "undecidable"
    y_end, y_rule = terminal_stance(stances)
    u_rule = faulty.rule if faulty is not None else "rule:uses"
    decided = {
        "t_f": "intervention",
        "t_e": t_e_rule,
        "t_s": dep.rule if dep is not None else "rule:uses",
        "t_u": u_rule,
        "adopted": u_rule,
        "stance_end": y_rule,
    }
    values: dict[str, Any] = {
        "t_e": t_e,
        "t_s": t_s,
        "t_u": t_u,
        "adopted": adopted,
        "stance_end": y_end,
    }
    for lab in labels:
        if lab.quantity in values:
            values[lab.quantity] = lab.value
            decided[lab.quantity] = f"label:{lab.reviewer}"
    z: Any = arrival_of(values["t_e"], values["t_s"])
    decided["arrival"] = "derived:t_e,t_s"
    arrival_label = next((lab for lab in labels if lab.quantity == "arrival"), None)
    if arrival_label is not None:
        z = arrival_label.value
        decided["arrival"] = f"label:{arrival_label.reviewer}"
    stance_items = tuple(attrs.evolve(s, verdict="stance", stance=s.verdict) for s in stances)
    return attrs.evolve(
        base,
        triggered=True,
        t_f=t_f,
        t_e=values["t_e"],
        t_s=values["t_s"],
        t_u=values["t_u"],
        adopted=values["adopted"],
        arrival=z,
        pre_reliance=pre_reliance_of(values["adopted"], values["t_e"], values["t_u"]),
        stance_end=values["stance_end"] if values["adopted"] == "yes" else None,
        evidence=tuple(evidence),
        uses=(*uses, *stance_items),
        decided_by=decided,
    )
