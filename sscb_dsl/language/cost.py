"""The cost model: how many evaluation steps an operator may take on a run, known before running.

A step is one expression node evaluated (the unit the engine counts against its per-run budget,
:data:`STEP_BUDGET`). For a run of size ``n`` (its events, messages and tool calls, and the
length of any list in its observations) an operator's worst case is a polynomial in ``n``:

- an expression costs its nodes, with every ``let`` written out (a let is exactly its
  expression) and each vocabulary as its list of phrases; towards the size limit, what the
  engine compiles counts: a vocabulary is one node (a constant list compiled once per plan) and
  a ``let`` one node at each use plus its own nodes once per rule or relation that names it
  (the engine compiles it once there, engine/compile.py's ``shared_lets``);
- ``any``/``all(x in xs: body)`` costs, per element, one step and the body: a literal list (or
  a let or vocabulary naming one) has its own length, any other list up to ``n`` elements;
- ``exists`` and each ``given`` list the run's ``n`` messages and test each candidate;
- a relation with ``k`` sources and binders over lists of lengths ``b1..bj`` costs up to
  ``n**k * b1 * ... * bj`` times its clauses (the join width of Definition 3.4's relations; a
  binder over data has up to ``n`` elements);
- a use or stance rule costs, per candidate event (up to ``n``), its ``where``, its ``given``
  scans and its arms.

The checker rejects an operator whose worst case exceeds the budget even on a run of one event
(E332: the contract alone is too costly, e.g. 25 nested quantifiers over ``[0, 1]``, or lets
that double at each level), or whose compiled expressions hold more than :data:`MAX_NODES` nodes
(E332: too large to compile) or nest deeper than the limit once lets are written out (E330);
it warns (W430) when the worst case grows faster than ``n**MAX_DEGREE``, since long runs would
then end in the error record EV010. The model is an upper bound of what the engine counts;
docs/language.md, "Limits". A new construct that loops (over events or a list) must be costed
here and charge the engine's budget where it loops.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import zip_longest

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import MAX_DEPTH

STEP_BUDGET = 5_000_000
"""The most steps (expression nodes evaluated) the engine spends on one run (error EV010)."""

MAX_DEGREE = 6
"""The highest power of the run size an operator's worst case may grow with before W430 (a
relation joining 3 sources with 3 binders over data, the widest E319 allows, is 6)."""

MAX_NODES = 100_000
"""The most expression nodes an operator may compile to: a ``let`` counts its own nodes once per
rule or relation that names it (the engine compiles it once there and computes it once per run
or event) and one node at each use. The shipped operators compile to under 2,000 nodes
(ReturnDate, about 255,000 written out, plans in about 0.05 s once its built-ins are imported),
and a file within the size limit (E331) written without lets can reach the limit; lets that
double at each level are refused by the step budget instead, since evaluating them written
out would double too."""

Poly = tuple[int, ...]
"""A polynomial in the run size ``n``: coefficients by degree."""

_CAP = 10**30  # coefficients saturate here (an absurd contract must not build huge integers)


def _add(*ps: Poly) -> Poly:
    return tuple(min(sum(c), _CAP) for c in zip_longest(*ps, fillvalue=0))


def _times(p: Poly, k: int, degree: int = 0) -> Poly:
    """``p * k * n**degree``."""
    return (0,) * degree + tuple(min(c * k, _CAP) for c in p)


def value(p: Poly, n: int) -> int:
    """The polynomial at run size ``n``."""
    return sum(c * n**d for d, c in enumerate(p))


def show(p: Poly) -> str:
    """The polynomial as text, highest degree first (``3n^2 + 40``)."""
    terms = []
    for d in range(len(p) - 1, -1, -1):
        if p[d]:
            terms.append(f"{p[d]:,}" + ("" if d == 0 else "n" if d == 1 else f"n^{d}"))
    return " + ".join(terms) or "0"


@attrs.frozen
class Cost:
    """An expression's worst-case steps (a polynomial), its depth written out, and its compiled
    size: its own nodes, a ``let`` it names counting one (the let's own nodes are counted once
    per compile context, see ``lets``)."""

    steps: Poly
    nodes: int
    depth: int
    lets: frozenset[str] = frozenset()
    """The lets this expression names, directly or through other lets."""


_LEAF = Cost((1,), 1, 1)


@attrs.frozen
class _Let:
    """A ``let`` (or a vocabulary) seen by the model: its cost, and its length if it is a
    literal list."""

    cost: Cost
    length: int | None


class Model:
    """Costs the expressions of one operator, writing ``let``s out for steps and depth (each
    costed once, memoised) and counting a let's nodes once towards the compiled size."""

    def __init__(self, vocabularies: Mapping[str, int]) -> None:
        # a vocabulary costs its phrases to evaluate, but it is one constant list, compiled once
        # per plan however often it is named: one node towards the size limit
        self.lets: dict[str, _Let] = {
            name: _Let(Cost((1 + k,), 1, 2), k) for name, k in vocabularies.items()
        }
        self.deepest: tuple[int, ast.Span] = (0, ast.NOSPAN)

    def let(self, let: ast.Let) -> None:
        """Declare a ``let`` (it sees the lets declared before it)."""
        length = len(let.value.items) if isinstance(let.value, ast.ListLit) else None
        if isinstance(let.value, ast.Var) and let.value.name in self.lets:
            length = self.lets[let.value.name].length
        self.lets[let.name.name] = _Let(self.cost(let.value), length)

    def compiled(self, names: frozenset[str]) -> int:
        """The nodes of the lets ``names`` (each compiled once in a context)."""
        return min(sum(self.lets[n].cost.nodes for n in names if n in self.lets), _CAP)

    def cost(self, e: ast.Expr | ast.StateRef, bound: frozenset[str] = frozenset()) -> Cost:
        """The cost of evaluating ``e`` once; ``bound`` are names a quantifier binds here."""
        c = self._cost(e, bound)
        if c.depth > self.deepest[0]:
            self.deepest = (c.depth, getattr(e, "span", ast.NOSPAN))
        return c

    def _cost(self, e: ast.Expr | ast.StateRef, bound: frozenset[str]) -> Cost:
        if isinstance(e, ast.Var):
            known = self.lets.get(e.name) if e.name not in bound else None
            if known is None:
                return _LEAF
            c = known.cost
            return Cost(c.steps, 1, c.depth, c.lets | {e.name})
        if isinstance(e, ast.Quant):
            it = self.cost(e.iterable, bound)
            body = self.cost(e.body, bound | {e.var.name})
            length = self.length(e.iterable, bound)
            per = _add((1,), body.steps)
            loop = _times(per, 1, 1) if length is None else _times(per, length)
            depth = 1 + max(it.depth, body.depth)
            nodes = 1 + it.nodes + body.nodes
            return Cost(_add((1,), it.steps, loop), nodes, depth, it.lets | body.lets)
        if isinstance(e, ast.Exists):
            where = self.cost(e.where, bound | {e.var.name}) if e.where is not None else None
            per = _add((1,), where.steps) if where is not None else (1,)
            steps = _add((1,), (0, 1), _times(per, 1, 1))  # list the n messages, test each
            nodes = 1 + (where.nodes if where else 0)
            lets = where.lets if where else frozenset()
            return Cost(steps, nodes, 1 + (where.depth if where else 0), lets)
        parts = [self.cost(c, bound) for c in _children(e)]
        level = 0 if isinstance(e, ast.StateRef) else 1  # levels as ``limits`` counts them
        return Cost(
            _add((1,), *(p.steps for p in parts)),
            min(1 + sum(p.nodes for p in parts), _CAP),
            level + max((p.depth for p in parts), default=0),
            frozenset().union(*(p.lets for p in parts)),
        )

    def length(self, e: ast.Expr, bound: frozenset[str]) -> int | None:
        """The length of a literal list (or a let or vocabulary naming one); None: up to n."""
        if isinstance(e, ast.ListLit):
            return len(e.items)
        if isinstance(e, ast.Var) and e.name not in bound and e.name in self.lets:
            return self.lets[e.name].length
        return None


def _children(e: ast.Expr | ast.StateRef) -> Iterator[ast.Expr | ast.StateRef]:
    for f in attrs.fields(type(e)):
        v = getattr(e, f.name)
        for x in v if isinstance(v, tuple) else (v,):
            if attrs.has(type(x)) and not isinstance(x, (ast.Span, ast.Ident)):
                yield x


@attrs.frozen
class OperatorCost:
    """An operator's worst case: steps as a polynomial in the run size, compiled expression
    nodes (a let once per rule or relation), depth once lets are written out (and where the
    deepest expression is), and the worst case of each part (the fault, each relation and
    rule, by name)."""

    steps: Poly
    nodes: int
    depth: int
    deepest: ast.Span
    parts: tuple[tuple[ast.Ident, Poly], ...] = ()

    def costliest(self, n: int) -> tuple[ast.Ident, Poly]:
        """The part with the largest worst case at run size ``n`` (the first on a tie)."""
        return max(self.parts, key=lambda p: value(p[1], n))


def operator_cost(o: ast.Operator, domain: ast.Domain | None) -> OperatorCost:
    """The worst-case cost of ``o`` (see the module's docstring)."""
    vocabularies = {v.name.name: len(v.phrases) for v in domain.vocabularies} if domain else {}
    m = Model(vocabularies)
    total: list[Poly] = []
    parts: list[tuple[ast.Ident, Poly]] = []
    nodes = 0
    for f in o.faults:
        for c in f.clauses:
            if not isinstance(c.value, (ast.Ident, ast.StateRef, ast.WrittenField)):
                fc = m.cost(c.value)
                total.append(fc.steps)
                parts.append((f.name, fc.steps))
                nodes += fc.nodes + m.compiled(fc.lets)
    for let in o.lets:
        m.let(let)
    for r in o.relations:  # every assignment of sources and binders, all clauses each
        bound = frozenset(b.name.name for b in r.binders)
        width, degree = 1, len(r.sources)
        used: frozenset[str] = frozenset()
        per: list[Poly] = [(len(r.sources) + len(r.binders),)]
        for b in r.binders:
            bc = m.cost(b.iterable, bound)
            length = m.length(b.iterable, bound)
            if length is None:
                degree += 1
            else:
                width = min(width * length, _CAP)
            per.append(bc.steps)
            nodes += bc.nodes
            used |= bc.lets
        for clause in r.clauses:
            if clause.expr is not None:
                cc = m.cost(clause.expr, bound)
                per.append(cc.steps)
                nodes += cc.nodes
                used |= cc.lets
        nodes += m.compiled(used)  # each let the relation names, compiled once for it
        total.append(_times(_add(*per), width, degree))
        parts.append((r.name, total[-1]))
    for rule in (*o.uses, *o.stances):
        saved = dict(m.lets)
        used = frozenset()
        per = [(1,)]
        for binding in rule.bindings:
            if isinstance(binding, ast.Let):
                m.let(binding)
            elif binding.where is not None:
                gc = m.cost(binding.where, frozenset({binding.name.name}))
                per.append(_add((0, 1), _times(_add((1,), gc.steps), 1, 1)))
                nodes += gc.nodes
                used |= gc.lets
            else:
                per.append((0, 2))
        for e in (rule.where, *(a.cond for a in rule.arms)):
            if e is not None:
                ec = m.cost(e)
                per.append(ec.steps)
                nodes += ec.nodes
                used |= ec.lets
        nodes += m.compiled(used)  # each let the rule names, compiled once for the rule
        total.append(_times(_add(*per), 1, 1))
        parts.append((rule.name, total[-1]))
        m.lets = saved
    return OperatorCost(_add((0,), *total), min(nodes, _CAP), *m.deepest, tuple(parts))


def cost_diagnostics(o: ast.Operator, domain: ast.Domain | None, file: str) -> list[Diagnostic]:
    """E330 (nested too deep once lets are written out), E332 (over the budget on any run, or
    too large to compile) and W430 (a worst case growing faster than ``n**MAX_DEGREE``)."""
    c = operator_cost(o, domain)
    name = f"operator `{o.name.name}`"
    out: list[Diagnostic] = []
    if c.depth > MAX_DEPTH:
        out.append(
            Diagnostic(
                "E330",
                f"an expression nested deeper than {MAX_DEPTH} levels once `let`s are written "
                f"out ({c.depth})",
                c.deepest,
                "a `let` is exactly its expression: a let of a let of ... nests as deep as "
                "writing them out",
                file=file,
            )
        )
        return out
    once = value(c.steps, 1)
    if c.nodes > MAX_NODES:
        out.append(
            Diagnostic(
                "E332",
                f"{name} is too large to compile: {c.nodes:,} expression nodes (a `let` "
                f"counted once per rule), at most {MAX_NODES:,}",
                o.name.span,
                "split the operator's rules into smaller ones, or name repeated parts with "
                "`let` (compiled once per rule)",
                file=file,
            )
        )
    elif once > STEP_BUDGET:
        part, steps = c.costliest(1)
        out.append(
            Diagnostic(
                "E332",
                f"`{part.name}` may take {value(steps, 1):,} evaluation steps even on a run of "
                f"one event; the budget is {STEP_BUDGET:,} per run",
                part.span,
                f"its worst case is {show(steps)} steps for a run of n events; nested "
                "quantifiers multiply the lengths of their lists",
                file=file,
            )
        )
    elif len(c.steps) - 1 > MAX_DEGREE:
        part, steps = max(c.parts, key=lambda p: len(p[1]))
        out.append(
            Diagnostic(
                "W430",
                f"`{part.name}` may take up to {show(steps)} evaluation steps on a run of n "
                f"events (grows as n^{len(steps) - 1}, more than n^{MAX_DEGREE})",
                part.span,
                f"runs over the budget of {STEP_BUDGET:,} steps get the error record EV010; "
                "join fewer sources, or nest fewer quantifiers over observed lists",
                severity="warning",
                file=file,
            )
        )
    return out
