"""Compile requirement, effect and propagation contracts into evaluation plans, once each.

As for operators (``engine.plan``), a ``let`` is written out where it is used, ``given`` s and
every clause become closures, and a clause is split into conjuncts. An evidence item's or a
read-back's conjuncts that read only its own observation are checked once per observation and
run (``own``); an equality between a value of the observation and a value of the checkpoint
(``entity r.args.id == a.args.id``) becomes a hash index, so a checkpoint looks only at the
observations with its key (``key``); the rest are checked per checkpoint (``rest``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

import attrs

from sscb_dsl.engine.compile import (
    ToolsFn,
    compile_expr,
    compile_tools,
    domain_tools,
    event_variable,
    iterate_binder,
    run_constants,
)
from sscb_dsl.engine.expr_tree import conjuncts, expand_lets, free_vars, inline
from sscb_dsl.engine.plan import (
    GivenPlan,
    Plan,
    _effects,
    _vocabularies,
    compile_fault,
)
from sscb_dsl.engine.values import Element, Env, Fn
from sscb_dsl.language import ast
from sscb_dsl.language.fmt import expr as show

Iterate = Callable[[Env], Iterator[Element]]


@attrs.frozen
class Part:
    """A conjunct of a clause: its clause kind, its text (for ``explain``) and its closure."""

    clause: str
    text: str
    fn: Fn


@attrs.frozen
class KeyJoin:
    """``own == other``: the observation's side (``own``) indexes the observations, the
    checkpoint's side (``other``) looks them up."""

    own: Fn
    other: Fn
    text: str


@attrs.frozen
class SourcePlan:
    """The observations (or user messages) an evidence item or a read-back ranges over, and
    its conjuncts split by what they read."""

    name: str
    kind: str
    tools: frozenset[str] | None
    binders: tuple[tuple[str, Iterate], ...] = ()
    own: tuple[Part, ...] = ()
    key: KeyJoin | None = None
    rest: tuple[Part, ...] = ()
    shows: Part | None = None


@attrs.frozen
class CheckpointPlan:
    """What a requirement or effect checks at: ``call`` of ``tools`` or ``say_last``."""

    kind: str
    var: str
    tools: ToolsFn
    where: Fn | None
    givens: tuple[GivenPlan, ...]


@attrs.frozen
class RequirementPlan:
    """A compiled requirement (SafeActBench): its checkpoints and its evidence items."""

    name: str
    domain: str
    checkpoint: CheckpointPlan
    items: tuple[SourcePlan, ...]
    effects: Mapping[str, tuple[tuple[str, str, str], ...]]


@attrs.frozen
class EffectPlan:
    """A compiled effect contract: its writes and their read-backs."""

    name: str
    domain: str
    checkpoint: CheckpointPlan
    readbacks: tuple[SourcePlan, ...]
    effects: Mapping[str, tuple[tuple[str, str, str], ...]]


@attrs.frozen
class StagePlan:
    """A stage: the events it looks at (``observe``/``call``/``say``/``say_last``), its
    condition and givens."""

    name: str
    kind: str
    var: str
    tools: ToolsFn
    where: Fn
    givens: tuple[GivenPlan, ...]
    text: str


@attrs.frozen
class PropagationPlan:
    """A compiled propagation contract: the fault (as an operator plan with no relations or
    rules, so that runs are prepared exactly as for measurement) and the stages."""

    name: str
    domain: str
    operator: str
    fault: Plan
    stages: tuple[StagePlan, ...]


def _givens(bindings: Sequence[ast.Let | ast.Given]) -> tuple[GivenPlan, ...]:
    return tuple(
        GivenPlan(
            b.name.name,
            b.kind,
            compile_tools(b.tool),
            compile_expr(b.where) if b.where is not None else None,
        )
        for b in bindings
        if isinstance(b, ast.Given)
    )


def _written_out(
    bindings: Sequence[ast.Let | ast.Given], outer: Mapping[str, ast.Expr]
) -> tuple[dict[str, ast.Expr], tuple[ast.Given, ...]]:
    """The lets (expanded) and the givens with lets written out."""
    lets = expand_lets(tuple(b for b in bindings if isinstance(b, ast.Let)), outer)
    givens = tuple(inline(b, lets) for b in bindings if isinstance(b, ast.Given))
    return lets, givens


def _checkpoint(
    pattern: ast.Pattern,
    where: ast.Expr | None,
    bindings: Sequence[ast.Let | ast.Given],
    outer: Mapping[str, ast.Expr],
) -> tuple[CheckpointPlan, dict[str, ast.Expr]]:
    lets, givens = _written_out(bindings, outer)
    with event_variable(pattern.var.name):
        plan = CheckpointPlan(
            pattern.kind,
            pattern.var.name,
            compile_tools(pattern.tool),
            compile_expr(inline(where, lets)) if where is not None else None,
            _givens(givens),
        )
    return plan, lets


def _split(
    name: str,
    clauses: Sequence[tuple[str, ast.Expr]],
    binders: Sequence[ast.Binder],
    lets: Mapping[str, ast.Expr],
) -> tuple[tuple[Part, ...], KeyJoin | None, tuple[Part, ...]]:
    """Conjuncts reading only the source (``own``), one hash join, and the rest."""
    own: list[Part] = []
    rest: list[Part] = []
    key: KeyJoin | None = None
    for kind, e in clauses:
        for part in conjuncts(inline(e, lets)):
            names = free_vars(part)
            text = show(part)
            if not binders and names <= {name}:
                with event_variable(name):
                    own.append(Part(kind, text, compile_expr(part)))
                continue
            if key is None and not binders and isinstance(part, ast.Compare) and part.op == "==":
                left, right = free_vars(part.left), free_vars(part.right)
                if left == {name} and name not in right:
                    key = KeyJoin(compile_expr(part.left), compile_expr(part.right), text)
                    continue
                if right == {name} and name not in left:
                    key = KeyJoin(compile_expr(part.right), compile_expr(part.left), text)
                    continue
            rest.append(Part(kind, text, compile_expr(part)))
    return tuple(own), key, tuple(rest)


def _allowed_tools(
    tools: frozenset[str], rank: ast.Ident | None, domain: ast.Domain
) -> frozenset[str]:
    """The tools whose authority rank is at least ``rank`` (all of them without one)."""
    if rank is None:
        return tools
    order = {r.name: (c, i) for c, chain in enumerate(domain.ranks) for i, r in enumerate(chain)}
    need = order.get(rank.name)
    out = set()
    for t in domain.tools:
        if t.name.name in tools and t.authority and need is not None:
            have = order.get(t.authority[0].name)
            if have is not None and have[0] == need[0] and have[1] >= need[1]:
                out.add(t.name.name)
    return frozenset(out)


def _evidence(ev: ast.Evidence, domain: ast.Domain, lets: Mapping[str, ast.Expr]) -> SourcePlan:
    src = ev.source
    name = src.name.name
    tools: frozenset[str] | None = None
    if src.kind == "observe" and src.tool is not None:
        authority = ev.clause("authority")
        rank = authority.right if authority is not None else None
        tools = _allowed_tools(frozenset(src.tool.static_names()), rank, domain)
    clauses = [(c.kind, c.expr) for c in ev.clauses if c.expr is not None]
    binders = tuple(attrs.evolve(b, iterable=inline(b.iterable, lets)) for b in ev.binders)
    own, key, rest = _split(name, clauses, binders, lets)
    iters = tuple((b.name.name, iterate_binder(b.iterable)) for b in binders)
    return SourcePlan(name, src.kind, tools, iters, own, key, rest)


def requirement_plan(req: ast.Requirement, domain: ast.Domain) -> RequirementPlan:
    """Compile a checked requirement (and its domain)."""
    with domain_tools(domain), run_constants(frozenset()):
        checkpoint, lets = _checkpoint(req.pattern, req.where, req.bindings, _vocabularies(domain))
        items = tuple(_evidence(ev, domain, lets) for ev in req.evidence)
    return RequirementPlan(req.name.name, domain.name.name, checkpoint, items, _effects(domain))


def effect_plan(eff: ast.Effect, domain: ast.Domain) -> EffectPlan:
    """Compile a checked effect contract (and its domain)."""
    with domain_tools(domain), run_constants(frozenset()):
        checkpoint, lets = _checkpoint(eff.pattern, eff.where, eff.bindings, _vocabularies(domain))
        readbacks = []
        for rb in eff.readbacks:
            held = [(c.kind, c.expr) for c in rb.clauses if c.kind != "shows" and c.expr]
            own, key, rest = _split(rb.name.name, held, (), lets)
            shows = rb.clause("shows")
            assert shows is not None and shows.expr is not None
            body = inline(shows.expr, lets)
            readbacks.append(
                SourcePlan(
                    rb.name.name,
                    "observe",
                    frozenset(rb.tool.static_names()),
                    (),
                    own,
                    key,
                    rest,
                    Part("shows", show(body), compile_expr(body)),
                )
            )
    return EffectPlan(
        eff.name.name, domain.name.name, checkpoint, tuple(readbacks), _effects(domain)
    )


def propagation_plan(
    prop: ast.Propagation, domain: ast.Domain, operator: ast.Operator | None = None
) -> PropagationPlan:
    """Compile a checked propagation contract; ``operator`` is the one it is ``of``."""
    source = operator if operator is not None else prop
    fault = source.faults[0]
    lets = expand_lets(
        (*(operator.lets if operator is not None else ()), *prop.lets), _vocabularies(domain)
    )
    fault_lets = expand_lets(operator.lets, _vocabularies(domain)) if operator else lets
    name = operator.name.name if operator is not None else prop.name.name
    plan = Plan(
        operator=name,
        domain=domain.name.name,
        fault=compile_fault(_as_operator(source, domain), domain, fault_lets),
        relations=(),
        uses=(),
        stances=(),
        effects=_effects(domain),
        relation_tools=frozenset(),
    )
    stages = []
    consts = frozenset({"case", fault.name.name})
    for st in prop.stages:
        own, givens = _written_out(st.bindings, lets)
        var = st.pattern.var.name
        given_names = {g.name.name for g in givens}
        scope = run_constants(consts - {var} - given_names)
        with domain_tools(domain), scope, event_variable(var):
            body = inline(st.where, own)
            stages.append(
                StagePlan(
                    st.name.name,
                    st.pattern.kind,
                    var,
                    compile_tools(st.pattern.tool),
                    compile_expr(body),
                    _givens(givens),
                    show(body),
                )
            )
    return PropagationPlan(prop.name.name, domain.name.name, name, plan, tuple(stages))


def _as_operator(source: ast.Operator | ast.Propagation, domain: ast.Domain) -> ast.Operator:
    """An operator carrying the propagation contract's own params and fault (for the fault
    compiler, which reads only those)."""
    if isinstance(source, ast.Operator):
        return source
    return ast.Operator(
        name=source.name,
        domain=domain.name,
        params=source.params,
        faults=source.faults,
        lets=source.lets,
    )
