"""The evaluation plan of one operator: its fault, relations and rules, compiled once.

A relation's clauses (Definition 3.4) are split into conjuncts and grouped by the sources they
depend on: single-source conjuncts filter each observation once as it arrives; the rest are
checked only on joins of surviving observations. Authority is static (declared ranks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import attrs

from sscb_dsl.engine.compile import (
    Element,
    Env,
    Fn,
    PlaceFn,
    TextPrefilter,
    compile_expr,
    compile_place,
    compile_text_prefilter,
    conjuncts,
    event_variable,
    free_vars,
    iterate_binder,
    run_constants,
)
from sscb_dsl.language import ast

RESERVED = frozenset({"case"})


@attrs.frozen
class BinderPlan:
    """``for name in iterable``; ``deps`` are the relation sources it depends on."""

    name: str
    iterate: Callable[[Env], Iterator[Element]]
    deps: frozenset[str]


@attrs.frozen
class ConjunctPlan:
    """One conjunct of a relation's clauses, its clause kind, and the sources it depends on.

    ``names`` are the relation's sources and binders it reads: it is evaluated as soon as
    they are bound, before the remaining binders are iterated (filters pushed down).
    """

    clause: str
    fn: Fn
    deps: frozenset[str]
    text: str
    names: frozenset[str] = frozenset()


@attrs.frozen
class Stages:
    """Conjuncts to check before any binder, then each binder with the conjuncts it completes."""

    first: tuple[ConjunctPlan, ...]
    then: tuple[tuple[BinderPlan, tuple[ConjunctPlan, ...]], ...]


def stages(
    binders: tuple[BinderPlan, ...], parts: tuple[ConjunctPlan, ...], bound: frozenset[str]
) -> Stages:
    """Order ``parts`` for evaluation while ``binders`` are bound one by one after ``bound``."""
    have = set(bound)
    first = tuple(c for c in parts if c.names <= have)
    placed = set(map(id, first))
    then = []
    for b in binders:
        have.add(b.name)
        now = tuple(c for c in parts if id(c) not in placed and c.names <= have)
        placed |= set(map(id, now))
        then.append((b, now))
    rest = tuple(c for c in parts if id(c) not in placed)
    if rest:  # a conjunct reading a name bound nowhere here: check it last
        if then:
            then[-1] = (then[-1][0], then[-1][1] + rest)
        else:
            first += rest
    return Stages(first, tuple(then))


@attrs.frozen
class SourcePlan:
    """A relation source: a variable over observations of ``tool``."""

    name: str
    tool: str


@attrs.frozen
class RelationPlan:
    """A compiled counterevidence relation."""

    name: str
    sources: tuple[SourcePlan, ...]
    binders: tuple[BinderPlan, ...]
    conjuncts: tuple[ConjunctPlan, ...]
    authority_ok: bool
    own: Mapping[str, Stages] = attrs.field(factory=dict)
    """Per source: its own binders and single-source conjuncts, staged."""
    join: Stages = Stages((), ())
    """On a join of survivors: the binders and conjuncts that read several sources, staged."""


@attrs.frozen
class ArmPlan:
    """``verdict when cond`` (``cond`` None for ``otherwise``)."""

    verdict: str
    cond: Fn | None


@attrs.frozen
class RulePlan:
    """A compiled use or stance rule."""

    name: str
    kind: str
    pattern: str
    var: str
    tool: str | None
    where: Fn | None
    arms: tuple[ArmPlan, ...]
    prefilter: TextPrefilter | None = None
    """For a `say` rule: words a message needs for `where` to select it (see compile)."""


@attrs.frozen
class StateKey:
    """How a tool names one entity's state: ``entity(arg)``, and the field concerned."""

    tool: str
    entity: str
    arg: str
    field: str


@attrs.frozen
class FaultPlan:
    """An operator's fault declaration, compiled once for evaluation, replay and simulation.

    ``site``/``site_value`` locate and read the faulted value in an observation; for a call
    fault, ``suppress_*`` name the written state, ``state_tools`` the other tools that show it
    and ``writers`` the tools that write it (both empty when compiled without the domain).
    """

    operator: str
    domain: str
    var: str
    kind: str
    tool: str
    match: Fn | None
    site: PlaceFn | None
    site_value: Fn | None
    set: Fn | None
    original: Fn | None
    asserts: Fn | None
    persistent: bool
    suppress_entity: str = ""
    suppress_key: Fn | None = None
    suppress_field: str = ""
    state_tools: tuple[StateKey, ...] = ()
    writers: tuple[StateKey, ...] = ()


class FaultError(ValueError):
    """A fault declaration that cannot be applied (no `site`/`set`, no suppressed field)."""


@attrs.frozen
class Plan:
    """Everything ``evaluate`` needs for one operator, compiled once per contract."""

    operator: str
    domain: str
    fault: FaultPlan
    relations: tuple[RelationPlan, ...]
    uses: tuple[RulePlan, ...]
    stances: tuple[RulePlan, ...]
    effects: Mapping[str, tuple[tuple[str, str, str], ...]]
    relation_tools: frozenset[str]


def _rank_of(domain: ast.Domain) -> dict[str, tuple[int, int]]:
    """Rank name -> (chain, position); ranks of different `ranks` chains are not comparable."""
    order: dict[str, tuple[int, int]] = {}
    for chain, ranks in enumerate(domain.ranks):
        for i, r in enumerate(ranks):
            order[r.name] = (chain, i)
    return order


def _tool_rank(
    domain: ast.Domain, tool: str, ranks: Mapping[str, tuple[int, int]]
) -> tuple[int, int] | None:
    for t in domain.tools:
        if t.name.name == tool and t.authority:
            return ranks.get(t.authority[0].name)
    return None


def _effects(domain: ast.Domain) -> dict[str, tuple[tuple[str, str, str], ...]]:
    """Write tool -> (entity, key argument, field) triples, for ``no write ... between``."""
    out: dict[str, tuple[tuple[str, str, str], ...]] = {}
    for t in domain.tools:
        triples = []
        for w in t.writes:
            if isinstance(w.key, ast.Var):
                triples.append((w.entity.name, w.key.name, w.field.name if w.field else ""))
        if triples:
            out[t.name.name] = tuple(triples)
    return out


def _state_keys(domain: ast.Domain, which: str) -> list[StateKey]:
    out = []
    for t in domain.tools:
        refs = t.reads if which == "reads" else t.writes
        for r in refs:
            if isinstance(r.key, ast.Var):
                field = r.field.name if r.field else ""
                out.append(StateKey(t.name.name, r.entity.name, r.key.name, field))
    return out


def compile_fault(operator: ast.Operator, domain: ast.Domain | None = None) -> FaultPlan:
    """Compile the operator's one fault; :class:`FaultError` if it cannot be applied."""
    name = operator.name.name
    if len(operator.faults) != 1:
        raise FaultError(f"operator `{name}` must declare exactly one fault")
    fault = operator.faults[0]

    def clause(kind: str) -> ast.FaultClause | None:
        return next((c for c in fault.clauses if c.kind == kind), None)

    def expr(kind: str) -> Fn | None:
        c = clause(kind)
        if c is None or isinstance(c.value, (ast.Ident, ast.StateRef)):
            return None
        return compile_expr(c.value)

    persistence = clause("persistence")
    persistent = (
        persistence is not None
        and isinstance(persistence.value, ast.Ident)
        and persistence.value.name == "persistent"
    )
    site = clause("site")
    site_expr = (
        site.value if site and not isinstance(site.value, (ast.Ident, ast.StateRef)) else None
    )
    spec = FaultPlan(
        operator=name,
        domain=domain.name.name if domain is not None else operator.domain.name,
        var=fault.name.name,
        kind=fault.kind,
        tool=fault.tool.name,
        match=expr("match"),
        site=compile_place(site_expr) if site_expr is not None else None,
        site_value=compile_expr(site_expr) if site_expr is not None else None,
        set=expr("set"),
        original=expr("original"),
        asserts=expr("asserts"),
        persistent=persistent,
    )
    if fault.kind == "observe":
        if spec.site is None or spec.set is None:
            raise FaultError(f"the fault of `{name}` observes a tool but lacks `site` or `set`")
        return spec
    suppress, keep = clause("suppress"), clause("keep")
    if suppress is None or not isinstance(suppress.value, ast.StateRef):
        raise FaultError(f"the fault of `{name}` calls a tool but has no `suppress write`")
    if (
        keep is None
        or not isinstance(keep.value, ast.Ident)
        or keep.value.name != "acknowledgement"
    ):
        raise FaultError(f"the fault of `{name}` must `keep acknowledgement`")
    ref = suppress.value
    if ref.field is None:
        raise FaultError(f"the fault of `{name}` must suppress one field: `E(key).field`")
    entity, field = ref.entity.name, ref.field.name
    spec = attrs.evolve(
        spec, suppress_entity=entity, suppress_key=compile_expr(ref.key), suppress_field=field
    )
    if domain is None:
        return spec
    shows = [
        k
        for k in [*_state_keys(domain, "reads"), *_state_keys(domain, "writes")]
        if k.entity == entity
    ]
    seen: set[str] = set()
    state_tools = []
    for k in shows:
        if k.tool != spec.tool and k.tool not in seen:
            seen.add(k.tool)
            state_tools.append(StateKey(k.tool, entity, k.arg, field))
    writers = tuple(
        k for k in _state_keys(domain, "writes") if k.entity == entity and k.field == field
    )
    return attrs.evolve(spec, state_tools=tuple(state_tools), writers=writers)


def _relation_plan(
    rel: ast.Relation,
    fault: ast.Fault,
    domain: ast.Domain,
    ranks: Mapping[str, tuple[int, int]],
) -> RelationPlan:
    from sscb_dsl.language.fmt import expr as show

    sources = tuple(SourcePlan(s.name.name, s.tool.name) for s in rel.sources if s.tool is not None)
    source_names = {s.name for s in sources}
    binder_deps: dict[str, frozenset[str]] = {}

    def deps_of(e: ast.Expr) -> frozenset[str]:
        out: set[str] = set()
        for v in free_vars(e):
            if v in source_names:
                out.add(v)
            elif v in binder_deps:
                out |= binder_deps[v]
        return frozenset(out)

    binders = []
    for b in rel.binders:
        d = deps_of(b.iterable) or frozenset(sorted(source_names)[:1])
        binder_deps[b.name.name] = d
        binders.append(BinderPlan(b.name.name, iterate_binder(b.iterable), d))
    parts: list[ConjunctPlan] = []
    authority_ok = True
    for c in rel.clauses:
        if c.kind == "authority":
            assert c.left is not None and c.right is not None
            left_tool = next((s.tool for s in sources if s.name == c.left.name), None)
            right_tool = (
                fault.tool.name
                if c.right.name == fault.name.name
                else next((s.tool for s in sources if s.name == c.right.name), None)
            )
            lr = _tool_rank(domain, left_tool, ranks) if left_tool else None
            rr = _tool_rank(domain, right_tool, ranks) if right_tool else None
            authority_ok = (
                authority_ok
                and lr is not None
                and rr is not None
                and lr[0] == rr[0]
                and lr[1] >= rr[1]
            )
            continue
        assert c.expr is not None
        for part in conjuncts(c.expr):
            names = free_vars(part) & (source_names | set(binder_deps))
            fn = compile_expr(part)
            parts.append(ConjunctPlan(c.kind, fn, deps_of(part), show(part), frozenset(names)))
    own = {}
    for src in sources:
        mine = tuple(b for b in binders if b.deps <= {src.name})
        single = tuple(c for c in parts if c.deps == {src.name})
        own[src.name] = stages(mine, single, frozenset({src.name}))
    multi_binders = tuple(b for b in binders if len(b.deps) > 1)
    multi = tuple(c for c in parts if len(c.deps) > 1)
    bound = frozenset(source_names) | {b.name for b in binders if len(b.deps) <= 1}
    join = stages(multi_binders, multi, bound)
    return RelationPlan(
        rel.name.name, sources, tuple(binders), tuple(parts), authority_ok, own, join
    )


def _rule_plan(rule: ast.Rule, consts: frozenset[str] = frozenset()) -> RulePlan:
    var = rule.pattern.var.name
    with run_constants(consts - {var}), event_variable(var):
        return _rule_plan_body(rule)


def _rule_plan_body(rule: ast.Rule) -> RulePlan:
    arms = tuple(
        ArmPlan(a.verdict.name, compile_expr(a.cond) if a.cond is not None else None)
        for a in rule.arms
    )
    return RulePlan(
        name=rule.name.name,
        kind=rule.kind,
        pattern=rule.pattern.kind,
        var=rule.pattern.var.name,
        tool=rule.pattern.tool.name if rule.pattern.tool else None,
        where=compile_expr(rule.where) if rule.where is not None else None,
        arms=arms,
        prefilter=(
            compile_text_prefilter(rule.where, rule.pattern.var.name)
            if rule.where is not None and rule.pattern.kind == "say"
            else None
        ),
    )


def _bound_names(operator: ast.Operator) -> frozenset[str]:
    """Names a relation binds (sources, binders): never run constants, even if they shadow."""
    names = {s.name.name for r in operator.relations for s in r.sources}
    return frozenset(names | {b.name.name for r in operator.relations for b in r.binders})


def build_plan(operator: ast.Operator, domain: ast.Domain) -> Plan:
    """Compile a checked operator (and its domain) into an evaluation plan."""
    if len(operator.faults) != 1:
        raise ValueError(f"operator `{operator.name.name}` must declare exactly one fault")
    fault = operator.faults[0]
    ranks = _rank_of(domain)
    consts = frozenset({"case", fault.name.name})
    with run_constants(consts - _bound_names(operator)):
        relations = tuple(_relation_plan(r, fault, domain, ranks) for r in operator.relations)
    uses = tuple(_rule_plan(r, consts) for r in operator.uses)
    stances = tuple(_rule_plan(r, consts) for r in operator.stances)
    return Plan(
        operator=operator.name.name,
        domain=domain.name.name,
        fault=compile_fault(operator, domain),
        relations=relations,
        uses=uses,
        stances=stances,
        effects=_effects(domain),
        relation_tools=frozenset(s.tool for r in relations for s in r.sources),
    )
