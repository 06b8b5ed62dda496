"""The reference evaluator's run-level definitions: T_E by brute force, uses, stance, one record.

Paper references: Definitions 3.1-3.4 and §IV-C of SSCBench.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import Label, record_base
from sscb_dsl.engine.record import EvidenceItem, Record, RecordError, UseItem
from sscb_dsl.engine.reference.interpret import (
    DEPENDENT_VERDICTS,
    STANCE_VERDICTS,
    UNKNOWN,
    Event,
    Interpreter,
    Path,
    Scope,
    World,
    _canon,
    conj,
    kleene,
)
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Ledger, Observation, Run

# ---------------------------------------------------------------- run facts


def _fault_clause(fault: ast.Fault, kind: str) -> ast.FaultClause | None:
    """The first clause of ``kind`` of the fault, if any."""
    return next((c for c in fault.clauses if c.kind == kind), None)


def _expr_clause(fault: ast.Fault, kind: str) -> ast.Expr | None:
    """The expression of a fault clause that holds one (``match``, ``site``, ...)."""
    c = _fault_clause(fault, kind)
    if c is None or isinstance(c.value, (ast.Ident, ast.StateRef, ast.WrittenField)):
        return None
    return c.value


def altered_regions(fault: ast.Fault, run: Run, scope: Scope) -> dict[int, tuple[Path, ...]]:
    """What the intervention altered (Definition 3.4, independence), per observation step.

    Every message the log lists as altered, plus the fault-bearing observation of an ``observe``
    fault. An observation of the observed tool is altered only at the fault's ``site`` (the
    place the site names in that observation); anything else is altered as a whole.
    """
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return {}
    steps = set(iv.altered)
    if fault.kind == "observe" and iv.message_index is not None:
        steps.add(iv.message_index)
    site = _expr_clause(fault, "site")
    out: dict[int, tuple[Path, ...]] = {}
    for step in steps:
        obs = next((o for o in run.ledger.observations if o.step == step), None)
        region: Path = ()
        if obs is not None and fault.kind == "observe" and obs.name == fault.tool.single and site:
            event = Event(obs.step, "observe", obs.call, obs)
            interp = Interpreter(World({}, {}))
            where = interp.place(site, scope.with_(fault.name.name, event, None))
            if where is not None:
                region = where[1]
        out[step] = (region,)
    return out


def effective_writes(
    domain: ast.Domain, fault: ast.Fault, run: Run
) -> dict[tuple[str, str | None, str], tuple[int, ...]]:
    """Writes that changed state: by (entity, key, field), the steps of their calls.

    A write call takes effect when its result arrived, is not an error, and the intervention
    did not suppress it (a ``call`` fault suppresses its fault-bearing attempt; the log lists
    the other suppressed or altered results). An unparseable call writes an unknown key.
    """
    iv = run.evaluator.intervention
    suppressed: set[int] = set()
    if iv is not None and iv.applied:
        suppressed |= set(iv.altered)
        if fault.kind == "call" and iv.message_index is not None:
            suppressed.add(iv.message_index)
    results = {(o.call.step, o.call.position): o for o in run.ledger.observations if o.call}
    out: dict[tuple[str, str | None, str], list[int]] = {}
    for tool in domain.tools:
        for w in tool.writes:
            if not isinstance(w.key, ast.Var):
                continue
            field = w.field.name if w.field is not None else ""
            for call in run.ledger.calls:
                if call.name != tool.name.name:
                    continue
                result = results.get((call.step, call.position))
                if result is None or result.is_error or result.step in suppressed:
                    continue
                if call.args is None:
                    key: str | None = None
                elif w.key.name in call.args:
                    key = _canon(call.args[w.key.name])
                else:
                    continue
                out.setdefault((w.entity.name, key, field), []).append(call.step)
    return {k: tuple(sorted(v)) for k, v in out.items()}


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
    """Rank name -> (chain, position in the chain, lowest first)."""
    return {r.name: (c, i) for c, chain in enumerate(domain.ranks) for i, r in enumerate(chain)}


def _tool_rank(domain: ast.Domain, tool: str) -> tuple[int, int] | None:
    """The declared authority rank of a tool, if it has one."""
    ranks = _ranks(domain)
    for t in domain.tools:
        if t.name.name == tool and t.authority:
            return ranks.get(t.authority[0].name)
    return None


def _authority(rel: ast.Relation, clause: ast.Clause, fault: ast.Fault, domain: ast.Domain) -> bool:
    """``authority a >= b``: a's declared rank is at least b's, in the same chain of ranks."""
    tools = {s.name.name: s.tool.single for s in rel.sources if s.tool is not None}
    tools[fault.name.name] = fault.tool.single
    assert clause.left is not None and clause.right is not None
    left, right = tools.get(clause.left.name), tools.get(clause.right.name)
    lr = _tool_rank(domain, left) if left else None
    rr = _tool_rank(domain, right) if right else None
    return lr is not None and rr is not None and lr[0] == rr[0] and lr[1] >= rr[1]


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
    domain: ast.Domain,
    ledger: Ledger,
    interp: Interpreter,
    scope: Scope,
) -> list[Assignment]:
    """Every assignment of delivered, non-error observations to the sources, with its status.

    The status is the Kleene conjunction of all five clauses (Definition 3.4) over the best
    binder assignment: True if some binder assignment is certain, else unknown if some is
    unknown, else False. Agent messages are never sources.
    """
    sources = [s for s in rel.sources if s.kind == "observe" and s.tool is not None]
    if len(sources) != len(rel.sources) or not sources:
        return []
    authority = all(_authority(rel, c, fault, domain) for c in rel.clauses if c.kind == "authority")
    exprs = [c.expr for c in rel.clauses if c.kind != "authority" and c.expr is not None]
    pools = [
        [o for o in ledger.observations if o.name == s.tool.single and not o.is_error]
        for s in sources
        if s.tool is not None
    ]
    out: list[Assignment] = []
    for combo in itertools.product(*pools):
        bound = scope
        for s, o in zip(sources, combo, strict=True):
            bound = bound.with_(s.name.name, Event(o.step, "observe", o.call, o), None)
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


# ---------------------------------------------------------------- uses and stances


def _short(text: str, width: int = 120) -> str:
    """One line of at most ``width`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _candidates(rule: ast.Rule, ledger: Ledger, after: int) -> Iterator[Event]:
    """Events after T_F matching the rule's pattern: calls of the tool, or agent messages."""
    results = {(o.call.step, o.call.position): o for o in ledger.observations if o.call}
    for msg in ledger.messages:
        if msg.step <= after:
            continue
        if rule.pattern.kind == "call":
            for call in msg.tool_calls:
                if rule.pattern.tool is not None and call.name == rule.pattern.tool.single:
                    yield Event(call.step, "call", call, results.get((call.step, call.position)))
        elif msg.role == "assistant" and msg.content.strip():
            yield Event(msg.step, "say", message=msg)


def classify(rule: ast.Rule, interp: Interpreter, scope: Scope) -> str | None:
    """Walk the arms in order (Definitions 3.2-3.3); None when the event is no candidate.

    An unknown ``where`` or an unknown arm condition leaves the event ``unresolved``, as does
    an event that no arm matches.
    """
    if rule.where is not None:
        w = kleene(interp.value(rule.where, scope))
        if w is False:
            return None
        if w is UNKNOWN:
            return "unresolved"
    for arm in rule.arms:
        if arm.cond is None:
            return arm.verdict.name
        v = kleene(interp.value(arm.cond, scope))
        if v is UNKNOWN:
            return "unresolved"
        if v is True:
            return arm.verdict.name
    return "unresolved"


def rule_items(
    rules: Sequence[ast.Rule],
    ledger: Ledger,
    interp: Interpreter,
    scope: Scope,
    after: int,
    overrides: Mapping[int, str],
) -> list[UseItem]:
    """Every candidate event after ``after`` under every rule, in (step, rule order) order."""
    found: list[tuple[int, int, UseItem]] = []
    for order, rule in enumerate(rules):
        for ev in _candidates(rule, ledger, after):
            verdict = classify(rule, interp, scope.with_(rule.pattern.var.name, ev, None))
            if verdict is None:
                continue
            source = f"rule:{rule.name.name}"
            if ev.step in overrides:
                verdict, source = overrides[ev.step], source + "+label"
            if ev.kind == "say" and ev.message is not None:
                text = _short(ev.message.content)
            elif ev.call is not None:
                text = _short(f"{ev.call.name}({ev.call.raw_args})")
            else:
                text = ""
            found.append((ev.step, order, UseItem(ev.step, ev.kind, source, verdict, text)))
    return [item for _, _, item in sorted(found, key=lambda t: (t[0], t[1]))]


def first_anchor(
    items: Sequence[UseItem], wanted: Sequence[str], complete: bool, none_word: str
) -> tuple[Any, UseItem | None]:
    """The paper's rule for T_S (``wanted`` = dependent) and T_U (``wanted`` = faulty).

    The first determinate wanted use gives the step, unless an unresolved candidate comes
    before it (undecidable); with no wanted use, a complete trace without unresolved candidates
    gives ``none_word``, anything else is undecidable.
    """
    hit = next((u for u in items if u.verdict in wanted), None)
    unresolved = [u.step for u in items if u.verdict == "unresolved"]
    if hit is not None:
        if unresolved and min(unresolved) < hit.step:
            return "undecidable", hit
        return hit.step, hit
    if unresolved or not complete:
        return "undecidable", None
    return none_word, None


def terminal_stance(items: Sequence[UseItem]) -> tuple[str, str]:
    """Y_end: the last explicit stance, unless a later unresolved stance may replace it."""
    last: tuple[str, str] = ("undecidable", "rule:stance")
    for item in items:
        if item.verdict in STANCE_VERDICTS:
            last = (item.verdict, item.rule)
        elif item.verdict == "unresolved":
            last = ("undecidable", item.rule)
    return last


def arrival_of(t_e: Any, t_s: Any) -> str | None:
    """Z_S for a triggered run: pre / late / absent / undecidable, None without a T_S step."""
    if not isinstance(t_s, int) or isinstance(t_s, bool):
        return None
    if t_e == "undecidable":
        return "undecidable"
    if t_e == "inf":
        return "absent"
    return "pre" if t_e < t_s else "late"


def pre_reliance_of(adopted: Any, t_e: Any, t_u: Any) -> bool | None:
    """T_E < T_U, for adopted runs with both decidable (T_E = inf counts as not before)."""
    if adopted != "yes" or not isinstance(t_u, int) or t_e in ("undecidable", None):
        return None
    return isinstance(t_e, int) and t_e < t_u


# ---------------------------------------------------------------- one run


def reference_evaluate(
    operator: ast.Operator, domain: ast.Domain, run: Run, labels: Sequence[Label] = ()
) -> Record:
    """The measurement record of ``run`` under ``operator``, computed from the definitions."""
    base = record_base(run)
    case = run.evaluator.case
    if case is None:
        return attrs.evolve(
            base,
            error=RecordError(
                "EV001",
                "run has no case: give its case in the run (`case`) or in a side file (--side)",
            ),
        )
    name = operator.name.name
    if case.operator != name:
        msg = f"run's case is for operator `{case.operator}`, not `{name}`"
        return attrs.evolve(base, error=RecordError("EV002", msg))
    fault = operator.faults[0]
    tool = fault.tool.single or ""
    iv = run.evaluator.intervention
    # T_F (Definition 3.1): the intervention took effect and its observation was delivered.
    delivered = None
    if iv is not None and iv.applied and iv.message_index is not None:
        delivered = next((o for o in run.ledger.observations if o.step == iv.message_index), None)
    if delivered is None:
        return attrs.evolve(base, triggered=False, decided_by={"t_f": "intervention"})
    if fault.kind == "observe" and delivered.name != tool:
        msg = (
            f"the intervention's message {delivered.step} is a `{delivered.name}` result but "
            f"the fault of `{name}` observes `{tool}`"
        )
        return attrs.evolve(base, error=RecordError("EV003", msg))
    if fault.kind == "call" and (delivered.call is None or delivered.call.name != tool):
        msg = (
            f"the intervention's message {delivered.step} does not answer a `{tool}` call, "
            f"which the fault of `{name}` intervenes on"
        )
        return attrs.evolve(base, error=RecordError("EV003", msg))
    assert iv is not None
    return _measure(operator, domain, run, delivered, labels, base)


def _measure(
    operator: ast.Operator,
    domain: ast.Domain,
    run: Run,
    delivered: Observation,
    labels: Sequence[Label],
    base: Record,
) -> Record:
    """T_E, uses, T_S, T_U, A, Z_S and Y_end of a triggered run."""
    case, iv = run.evaluator.case, run.evaluator.intervention
    assert case is not None and iv is not None
    fault = operator.faults[0]
    var = fault.name.name
    plain = Interpreter(World({}, {}))
    scope = Scope({"case": (dict(case.params), None)})
    event = Event(delivered.step, fault.kind, delivered.call, delivered)
    with_event = scope.with_(var, event, None)
    asserts, site = _expr_clause(fault, "asserts"), _expr_clause(fault, "site")
    claimed = asserts if asserts is not None else site
    value = plain.value(claimed, with_event) if claimed is not None else UNKNOWN
    original_expr = _expr_clause(fault, "original")
    original = plain.value(original_expr, with_event) if original_expr is not None else UNKNOWN
    if original is UNKNOWN and iv.original is not None:
        original = iv.original
    event = attrs.evolve(event, value=value, original=original)
    scope = scope.with_(var, event, None)
    match = _expr_clause(fault, "match")
    if match is not None and kleene(plain.value(match, scope)) is False:
        msg = (
            f"the intervention's message {event.step} does not satisfy the fault's `match` "
            "for this case: check the case parameters"
        )
        return attrs.evolve(base, error=RecordError("EV004", msg))
    world = World(altered_regions(fault, run, scope), effective_writes(domain, fault, run))
    interp = Interpreter(world)
    ledger = run.ledger
    assignments = [
        a
        for rel in operator.relations
        for a in relation_assignments(rel, fault, domain, ledger, interp, scope)
    ]
    t_e, evidence, t_e_rule = counterevidence(
        assignments, [r.name.name for r in operator.relations], len(ledger.messages)
    )
    overrides = {
        lab.step: str(lab.value) for lab in labels if lab.quantity == "use" and lab.step is not None
    }
    t_f = event.step
    uses = rule_items(operator.uses, ledger, interp, scope, t_f, overrides)
    stances = rule_items(operator.stances, ledger, interp, scope, t_f, {})
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
