"""The evaluation plan of one operator: its fault, relations and rules, compiled once.

A relation's clauses (Definition 3.4) are split into conjuncts and grouped by the sources they
depend on: single-source conjuncts filter each observation once as it arrives; the rest are
checked only on joins of surviving observations. Authority is static (declared ranks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

import attrs

from sscb_dsl.engine.budget import event_size, flat_size
from sscb_dsl.engine.compile import (
    ToolsFn,
    compile_expr,
    compile_place,
    compile_tools,
    domain_tools,
    event_names,
    event_variable,
    iterate_binder,
    run_constants,
    shared_lets,
)
from sscb_dsl.engine.expr_tree import conjuncts, expand_lets, free_vars, inline
from sscb_dsl.engine.text_prefilter import TextPrefilter, compile_text_prefilter
from sscb_dsl.engine.values import Element, Env, Fn, PlaceFn, RunContext
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
    size: int = 1
    """Steps one evaluation spends outside its quantifiers (:func:`flat_size`)."""


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
    """A relation source: a variable over observations of ``tools``."""

    name: str
    tools: frozenset[str]
    errors: bool = False
    """The relation reads this source's error (``r.failed``): it ranges over error
    observations too (otherwise over successful results only)."""


@attrs.frozen
class RelationPlan:
    """A compiled counterevidence relation."""

    name: str
    sources: tuple[SourcePlan, ...]
    binders: tuple[BinderPlan, ...]
    conjuncts: tuple[ConjunctPlan, ...]
    authority_ok: Callable[[str], bool]
    """Given the run's fault tool: do the declared authority comparisons hold?"""
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
class GivenPlan:
    """``given name: KIND TOOLS where cond`` of a rule (``kind``: observe, call, say, user)."""

    name: str
    kind: str
    tools: ToolsFn
    where: Fn | None
    weight: int = 1
    """Steps per candidate event tested (its ``where`` outside quantifiers, plus one)."""
    static: bool = False
    """The ``where`` reads neither the rule's event nor an earlier given: its value on each
    candidate is the same for every event, so it is computed once per run."""


@attrs.frozen
class RulePlan:
    """A compiled use or stance rule (``pattern``: ``call``, ``say`` or ``say_last``)."""

    name: str
    kind: str
    pattern: str
    var: str
    tools: ToolsFn
    where: Fn | None
    arms: tuple[ArmPlan, ...]
    prefilter: TextPrefilter | None = None
    """For a `say` rule: words a message needs for `where` to select it (see compile)."""
    givens: tuple[GivenPlan, ...] = ()
    weight: int = 1
    """Steps per event classified: its `where` and arms outside quantifiers, plus one."""


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
    template: _FaultTemplate | None = None
    """For a fault whose tool or suppressed field comes from the case (language 2): what
    :meth:`resolve` needs; ``tool``/``suppress_*`` are then empty until resolved."""

    def resolve(self, params: Mapping[str, Any]) -> FaultPlan:
        """The fault for one case: its tool and suppressed field fixed (itself when static);
        :class:`FaultError` when the case names no tool or field the domain allows."""
        t = self.template
        if t is None:
            return self
        tool = self.tool
        if t.tool_param is not None:
            value = params.get(t.tool_param)
            if not isinstance(value, str) or (t.domain is not None and value not in t.tools):
                known = ", ".join(f"`{n}`" for n in sorted(t.tools))
                raise FaultError(
                    f"the case's `{t.tool_param}` is {_shown(value)}, not a tool of domain "
                    f"`{self.domain}` (one of {known})"
                )
            tool = value
        if self.kind in ("observe", "arg"):
            return attrs.evolve(self, tool=tool, template=None)
        if t.field_fn is None and not t.written:
            if t.tool_param is not None and t.entity:
                self._writes(tool, t.entity, t.field)
            return attrs.evolve(self, tool=tool, template=None)
        field = t.field
        if t.field_fn is not None:
            f = t.field_fn(Env({"case": dict(params)}, {}, RunContext({}, {})))
            if not isinstance(f, str) or not f:
                raise FaultError(f"the case gives no field to suppress ({_shown(f)})")
            field = f
        done = t.cache.get((tool, field))
        if done is None:  # (setdefault would build it again for every run)
            done = t.cache[(tool, field)] = self._finish(tool, field)
        return done

    def _writes(self, tool: str, entity: str, field: str) -> None:
        """:class:`FaultError` unless ``tool`` writes ``entity``'s ``field`` (or all of it)."""
        t = self.template
        assert t is not None
        if t.domain is None:
            return
        if not any(
            w.entity.name == entity and (w.field is None or w.field.name == field)
            for w in t.tools.get(tool, ())
        ):
            raise FaultError(f"tool `{tool}` does not write `{entity}.{field}`")

    def _finish(self, tool: str, field: str) -> FaultPlan:
        t = self.template
        assert t is not None
        entity, key = t.entity, t.key
        if not t.written:
            self._writes(tool, entity, field)
        if t.written:
            ref = next(
                (
                    w
                    for w in t.tools.get(tool, ())
                    if w.field is not None and w.field.name == field and isinstance(w.key, ast.Var)
                ),
                None,
            )
            if ref is None:
                raise FaultError(f"tool `{tool}` does not write a field `{field}`")
            assert isinstance(ref.key, ast.Var)
            entity = ref.entity.name
            arg = ast.Attr(ast.Attr(ast.Var(self.var), "args"), ref.key.name)
            key = compile_expr(arg)
        done = attrs.evolve(
            self,
            tool=tool,
            template=None,
            suppress_entity=entity,
            suppress_key=key,
            suppress_field=field,
        )
        return _with_state_tools(done, t.domain) if t.domain is not None else done


@attrs.frozen
class _FaultTemplate:
    """The case-dependent part of a fault: tool parameter, field expression or written state."""

    tools: Mapping[str, tuple[ast.StateRef, ...]]
    """Every tool of the domain and the state it writes."""
    tool_param: str | None = None
    field_fn: Fn | None = None
    field: str = ""
    written: bool = False
    entity: str = ""
    key: Fn | None = None
    domain: ast.Domain | None = None
    cache: dict[tuple[str, str], FaultPlan] = attrs.field(factory=dict, eq=False)


def _shown(value: Any) -> str:
    return "missing" if value is None else f"`{value}`"


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


def compile_fault(
    operator: ast.Operator,
    domain: ast.Domain | None = None,
    lets: Mapping[str, ast.Expr] | None = None,
) -> FaultPlan:
    """Compile the operator's one fault; :class:`FaultError` if it cannot be applied.

    A fault whose tool is a case parameter (``call case.tool``) or whose suppressed field is
    computed (``.(case.field)``, ``suppress write attempt.field``) compiles to a template that
    :meth:`FaultPlan.resolve` completes for each case.
    """
    name = operator.name.name
    if len(operator.faults) != 1:
        raise FaultError(f"operator `{name}` must declare exactly one fault")
    fault = operator.faults[0]
    consts = lets if lets is not None else _vocabularies(domain)

    def clause(kind: str) -> ast.FaultClause | None:
        return next((c for c in fault.clauses if c.kind == kind), None)

    def expr(kind: str) -> Fn | None:
        c = clause(kind)
        if c is None or isinstance(c.value, (ast.Ident, ast.StateRef, ast.WrittenField)):
            return None
        return compile_expr(inline(c.value, consts))

    persistence = clause("persistence")
    persistent = (
        persistence is not None
        and isinstance(persistence.value, ast.Ident)
        and persistence.value.name == "persistent"
    )
    site = clause("site")
    site_expr = (
        inline(site.value, consts)
        if site and not isinstance(site.value, (ast.Ident, ast.StateRef, ast.WrittenField))
        else None
    )
    sel = fault.tool
    writes = {t.name.name: t.writes for t in domain.tools} if domain is not None else {}
    template = None
    if sel.kind == "param" and sel.param is not None:
        template = _FaultTemplate(writes, tool_param=sel.param.name, domain=domain)
    elif sel.kind != "name":
        raise FaultError(f"the fault of `{name}` must name one tool or a case parameter")
    spec = FaultPlan(
        operator=name,
        domain=domain.name.name if domain is not None else operator.domain.name,
        var=fault.name.name,
        kind=fault.kind,
        tool=sel.single or "",
        match=expr("match"),
        site=compile_place(site_expr) if site_expr is not None else None,
        site_value=compile_expr(site_expr) if site_expr is not None else None,
        set=expr("set"),
        original=expr("original"),
        asserts=expr("asserts"),
        persistent=persistent,
        template=template,
    )
    if fault.kind in ("observe", "arg"):  # a value in the result, or in the arguments
        if spec.site is None or spec.set is None:
            raise FaultError(f"the fault of `{name}` lacks `site` or `set`")
        return spec
    suppress, keep = clause("suppress"), clause("keep")
    if suppress is None or not isinstance(suppress.value, (ast.StateRef, ast.WrittenField)):
        raise FaultError(f"the fault of `{name}` calls a tool but has no `suppress write`")
    if (
        keep is None
        or not isinstance(keep.value, ast.Ident)
        or keep.value.name != "acknowledgement"
    ):
        raise FaultError(f"the fault of `{name}` must `keep acknowledgement`")
    ref = suppress.value
    field_fn = compile_expr(inline(ref.field_expr, consts)) if ref.field_expr is not None else None
    static_field = ref.field.name if ref.field is not None else ""
    if isinstance(ref, ast.WrittenField) or field_fn is not None or template is not None:
        base = template or _FaultTemplate(writes, domain=domain)
        if isinstance(ref, ast.WrittenField):
            base = attrs.evolve(base, written=True, field=static_field, field_fn=field_fn)
        else:
            base = attrs.evolve(
                base,
                entity=ref.entity.name,
                key=compile_expr(inline(ref.key, consts)),
                field=static_field,
                field_fn=field_fn,
            )
        if field_fn is None and not static_field:
            raise FaultError(f"the fault of `{name}` must suppress one field: `E(key).field`")
        spec = attrs.evolve(spec, template=base)
        if template is None and field_fn is None and spec.tool:
            return spec.resolve({})  # only the written state was left open: fixed by the tool
        return spec
    if ref.field is None:
        raise FaultError(f"the fault of `{name}` must suppress one field: `E(key).field`")
    spec = attrs.evolve(
        spec,
        suppress_entity=ref.entity.name,
        suppress_key=compile_expr(inline(ref.key, consts)),
        suppress_field=ref.field.name,
    )
    return _with_state_tools(spec, domain) if domain is not None else spec


def _with_state_tools(spec: FaultPlan, domain: ast.Domain) -> FaultPlan:
    """The tools that show and write the suppressed state (for replay and `no write`)."""
    entity, field = spec.suppress_entity, spec.suppress_field
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


def _vocabularies(domain: ast.Domain | None) -> dict[str, ast.Expr]:
    """A domain's vocabularies as named list literals (how contracts see them)."""
    if domain is None:
        return {}
    return {
        v.name.name: ast.ListLit(tuple(ast.Literal(p) for p in v.phrases))
        for v in domain.vocabularies
    }


def _relation_plan(
    rel: ast.Relation,
    fault: ast.Fault,
    domain: ast.Domain,
    ranks: Mapping[str, tuple[int, int]],
) -> RelationPlan:
    from sscb_dsl.language.fmt import expr as show

    reads_errors = rel.error_sources()
    sources = tuple(
        SourcePlan(s.name.name, frozenset(s.tool.static_names()), s.name.name in reads_errors)
        for s in rel.sources
        if s.tool is not None
    )
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
    pairs: list[tuple[frozenset[str], frozenset[str] | None]] = []
    for c in rel.clauses:
        if c.kind == "authority":
            assert c.left is not None and c.right is not None
            left_tools = next((s.tools for s in sources if s.name == c.left.name), frozenset())
            right_tools = (
                None  # the fault's tool, known once the case is
                if c.right.name == fault.name.name
                else next((s.tools for s in sources if s.name == c.right.name), frozenset())
            )
            pairs.append((left_tools, right_tools))
            continue
        assert c.expr is not None
        for part in conjuncts(c.expr):
            names = free_vars(part) & (source_names | set(binder_deps))
            fn = compile_expr(part)
            parts.append(
                ConjunctPlan(
                    c.kind, fn, deps_of(part), show(part), frozenset(names), flat_size(part)
                )
            )
    own = {}
    for src in sources:
        mine = tuple(b for b in binders if b.deps <= {src.name})
        single = tuple(c for c in parts if c.deps == {src.name})
        own[src.name] = stages(mine, single, frozenset({src.name}))
    multi_binders = tuple(b for b in binders if len(b.deps) > 1)
    multi = tuple(c for c in parts if len(c.deps) > 1)
    bound = frozenset(source_names) | {b.name for b in binders if len(b.deps) <= 1}
    join = stages(multi_binders, multi, bound)
    rank = {t.name.name: _tool_rank(domain, t.name.name, ranks) for t in domain.tools}

    def authority_ok(fault_tool: str) -> bool:
        """Every tool of the left source at least as authoritative as every tool it is
        compared with (Definition 3.4); ranks of different chains are not comparable."""
        for left, right in pairs:
            for lt in left or {""}:
                for rt in right if right is not None else {fault_tool}:
                    lr, rr = rank.get(lt), rank.get(rt)
                    if lr is None or rr is None or lr[0] != rr[0] or lr[1] < rr[1]:
                        return False
        return True

    return RelationPlan(
        rel.name.name, sources, tuple(binders), tuple(parts), authority_ok, own, join
    )


def _rule_plan(rule: ast.Rule, consts: frozenset[str] = frozenset()) -> RulePlan:
    var = rule.pattern.var.name
    givens = {b.name.name for b in rule.bindings}
    with run_constants(consts - {var} - givens), event_variable(var):
        return _rule_plan_body(rule)


def _rule_plan_body(rule: ast.Rule) -> RulePlan:
    given_names = frozenset(b.name.name for b in rule.bindings if isinstance(b, ast.Given))
    with event_names(given_names):
        arms = tuple(
            ArmPlan(a.verdict.name, compile_expr(a.cond) if a.cond is not None else None)
            for a in rule.arms
        )
        where = compile_expr(rule.where) if rule.where is not None else None
    bound = {rule.pattern.var.name}
    plans = []
    for b in rule.bindings:
        if not isinstance(b, ast.Given):
            continue
        reads = free_vars(b.where) if b.where is not None else frozenset()
        plans.append(
            GivenPlan(
                b.name.name,
                b.kind,
                compile_tools(b.tool),
                compile_expr(b.where) if b.where is not None else None,
                1 + (flat_size(b.where) if b.where is not None else 0),
                static=not (reads & bound),
            )
        )
        bound.add(b.name.name)
    givens = tuple(plans)
    tested = [rule.where, *(a.cond for a in rule.arms)]
    prefilter = None
    if (
        rule.where is not None
        and rule.pattern.kind in ("say", "say_last")
        and not free_vars(rule.where) & given_names
    ):
        prefilter = compile_text_prefilter(rule.where, rule.pattern.var.name)
    return RulePlan(
        name=rule.name.name,
        kind=rule.kind,
        pattern=rule.pattern.kind,
        var=rule.pattern.var.name,
        tools=compile_tools(rule.pattern.tool),
        where=where,
        arms=arms,
        prefilter=prefilter,
        givens=givens,
        weight=1 + event_size(tested),
    )


def _inline_rule(rule: ast.Rule, own: Mapping[str, ast.Expr]) -> ast.Rule:
    """The rule with ``own`` (its own and the operator's ``let``s, expanded: see
    :func:`_own_lets`) written out; only givens remain."""
    givens = tuple(inline(b, own) for b in rule.bindings if isinstance(b, ast.Given))
    return attrs.evolve(
        rule,
        where=inline(rule.where, own) if rule.where is not None else None,
        arms=inline(rule.arms, own),
        bindings=givens,
    )


def _own_lets(rule: ast.Rule, lets: Mapping[str, ast.Expr]) -> dict[str, ast.Expr]:
    """The operator's ``let``s and the rule's own, expanded."""
    return expand_lets(tuple(b for b in rule.bindings if isinstance(b, ast.Let)), lets)


def _shared_rule_plan(
    rule: ast.Rule, lets: Mapping[str, ast.Expr], consts: frozenset[str]
) -> RulePlan:
    """The plan of ``rule`` with its ``let``s written out, each computed once per event."""
    own = _own_lets(rule, lets)
    with shared_lets(list(own.values())):
        return _rule_plan(_inline_rule(rule, own), consts)


def _inline_relation(rel: ast.Relation, lets: Mapping[str, ast.Expr]) -> ast.Relation:
    return attrs.evolve(rel, binders=inline(rel.binders, lets), clauses=inline(rel.clauses, lets))


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
    lets = expand_lets(operator.lets, _vocabularies(domain))
    consts = frozenset({"case", fault.name.name})
    with domain_tools(domain):
        with run_constants(consts - _bound_names(operator)), shared_lets(list(lets.values())):
            relations = tuple(
                _relation_plan(_inline_relation(r, lets), fault, domain, ranks)
                for r in operator.relations
            )
        uses = tuple(_shared_rule_plan(r, lets, consts) for r in operator.uses)
        stances = tuple(_shared_rule_plan(r, lets, consts) for r in operator.stances)
    return Plan(
        operator=operator.name.name,
        domain=domain.name.name,
        fault=compile_fault(operator, domain, lets),
        relations=relations,
        uses=uses,
        stances=stances,
        effects=_effects(domain),
        relation_tools=frozenset(t for r in relations for s in r.sources for t in s.tools),
    )
