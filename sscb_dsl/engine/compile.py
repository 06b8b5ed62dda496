"""Compile checked rule objects into an evaluation plan: closures, once per contract.

Expressions become closures over a small environment (``Env``); nothing re-walks the rule
objects per event. Values are JSON values, :class:`EventVal` for ledger events, or ``UNKNOWN``
(Kleene's third value), all defined in values.py; what is read off the syntax before compiling
(free variables, lets written out, conjuncts) is in expr_tree.py. A relation's clauses are split
into conjuncts, each tagged with the sources it depends on, so the evaluator can filter each
source's observations once and join only the survivors (past-time monitoring, linear in the
ledger).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from sscb_dsl.engine.budget import BudgetExceeded, flat_size, reading
from sscb_dsl.engine.expr_tree import _contains_unaltered, free_vars
from sscb_dsl.engine.values import (
    UNKNOWN,
    UNKNOWN_ELEMENT,
    Element,
    Env,
    EventVal,
    Fn,
    Path,
    PlaceFn,
    _eq,
    _get,
    _hashable,
    _order,
    _truth,
    arithmetic,
    elements,
    negate,
)
from sscb_dsl.language import ast
from sscb_dsl.language.builtins import BUILTINS, NULL
from sscb_dsl.ledger.model import UNPARSED

_RUN_CONSTANTS: list[frozenset[str]] = [frozenset()]
_EVENT_VAR: list[str | None] = [None]
_MEMO_KEYS: dict[tuple[ast.Expr, str], int] = {}
_LETS: list[dict[int, tuple[ast.Expr, object]]] = [{}]
# Compiled shared lets by (share key, run constants, event variable, event names): the share
# key is made afresh by each :func:`shared_lets`, so an entry is never reused across plans.
_SHARED_FNS: dict[tuple[object, frozenset[str], str | None, frozenset[str]], Fn] = {}
_EVENT_NAMES: list[frozenset[str]] = [frozenset()]
_MISSING = object()


@contextlib.contextmanager
def run_constants(names: frozenset[str]) -> Iterator[None]:
    """While compiling, treat these variables as fixed for a whole run (``case``, the fault).

    A subexpression that reads only them (an anchor list, ``lookup(f.result.items, ...)``) is
    then computed once per run and kept in the run's context, instead of once per event.
    """
    _RUN_CONSTANTS.append(names)
    try:
        yield
    finally:
        _RUN_CONSTANTS.pop()


@contextlib.contextmanager
def event_variable(name: str) -> Iterator[None]:
    """While compiling a rule, ``name`` is bound to the event the rule classifies.

    A builtin call that reads only that event and run constants (``option_stated(m.text, ...)``
    in a `where` and again in the arms, or in a use rule and a stance rule over the same
    messages) is then computed once per event and run, however many times the rules ask.
    """
    _EVENT_VAR.append(name)
    _EVENT_NAMES.append(frozenset())
    try:
        yield
    finally:
        _EVENT_NAMES.pop()
        _EVENT_VAR.pop()


@contextlib.contextmanager
def event_names(names: frozenset[str]) -> Iterator[None]:
    """While compiling a rule's ``where`` and arms, ``names`` (its ``given``s) are bound once
    per event the rule classifies, so a shared ``let`` reading them is still one value per
    event (see :func:`shared_lets`; not in a ``given``'s own condition, which they scan)."""
    _EVENT_NAMES.append(names)
    try:
        yield
    finally:
        _EVENT_NAMES.pop()


@contextlib.contextmanager
def shared_lets(values: Iterator[ast.Expr] | list[ast.Expr]) -> Iterator[None]:
    """While compiling, these expanded ``let`` values (the very objects :func:`inline` writes
    in at each use) are computed once per run or per event, wherever they were written in.

    A `let` means its expression, so its value at one event is the same at every use; this
    keeps the cost of a rule with many uses of a large `let` that of one use. Only a value
    that reads nothing but run constants and the rule's event is shared (see
    :func:`compile_expr`); one that reads provenance (``unaltered``) is not.
    """
    table = dict(_LETS[-1])
    fresh: set[object] = set()
    for v in values:
        if not isinstance(v, (ast.Var, ast.Literal)) and id(v) not in table:
            table[id(v)] = (v, object())
            fresh.add(table[id(v)][1])
    _LETS.append(table)
    try:
        yield
    finally:
        _LETS.pop()
        for key in [k for k in _SHARED_FNS if k[0] in fresh]:
            del _SHARED_FNS[key]


def compile_expr(e: ast.Expr) -> Fn:
    """Compile an expression into a closure ``Env -> value`` (Kleene for booleans)."""
    if isinstance(e, (ast.Var, ast.Literal)):
        return _compile_expr(e)
    consts = _RUN_CONSTANTS[-1]
    event = _EVENT_VAR[-1]
    shared = _LETS[-1].get(id(e))
    if shared is not None and shared[0] is e:
        # A let written in at several uses compiles once per compile context.
        context = (shared[1], consts, event, _EVENT_NAMES[-1])
        done = _SHARED_FNS.get(context)
        if done is None:
            done = _SHARED_FNS[context] = _compile_shared(e, shared[1])
        return done
    return _compile_plain(e, _compile_expr(e))


def _compile_shared(e: ast.Expr, key: object) -> Fn:
    """A shared let's value: memoised per run or per event when it reads only those."""
    fn = _compile_expr(e)
    if not _contains_unaltered(e):
        consts = _RUN_CONSTANTS[-1]
        names = free_vars(e)
        event = _EVENT_VAR[-1]
        if consts and names <= consts:
            return _once_per_run(fn, key)
        # (a let reading only the rule's givens, or nothing, is one value per event too: the
        # givens are bound once per event; the budget counts it once per event, budget.py)
        if event is not None and names <= consts | _EVENT_NAMES[-1] | {event}:
            return _once_per_event(fn, event, key)
    return _compile_plain(e, fn)


def _compile_plain(e: ast.Expr, fn: Fn) -> Fn:
    """An expression's closure, memoised when it reads only run constants or a call of the
    event alone."""
    consts = _RUN_CONSTANTS[-1]
    names = free_vars(e)
    event = _EVENT_VAR[-1]
    if consts and names <= consts:
        return _once_per_run(fn)
    if (
        event is not None
        and isinstance(e, ast.Call)
        and event in names
        and names <= consts | {event}
    ):
        return _once_per_event(fn, event, _MEMO_KEYS.setdefault((e, event), len(_MEMO_KEYS)))
    return fn


def _once_per_run(fn: Fn, key: object = None) -> Fn:
    """``fn`` memoised per run, under ``key`` (one of its own when none is given)."""
    if key is None:
        key = object()

    def once_per_run(env: Env) -> Any:
        memo = env.ctx.constants
        value = memo.get(key, _MISSING)
        if value is _MISSING:
            value = memo[key] = fn(env)
        return value

    return once_per_run


def _once_per_event(fn: Fn, var: str, key: object) -> Fn:
    """``fn`` memoised per (expression, event); equal expressions share ``key``."""

    def once_per_event(env: Env) -> Any:
        event = env.vars.get(var)
        if not isinstance(event, EventVal):
            return fn(env)
        memo = env.ctx.per_event
        value = memo.get((key, event), _MISSING)
        if value is _MISSING:
            value = memo[(key, event)] = fn(env)
        return value

    return once_per_event


def _compile_expr(e: ast.Expr) -> Fn:
    """The closure of one expression node (see :func:`compile_expr`)."""
    if isinstance(e, ast.Literal):
        lit = e.value
        return lambda env: lit
    if isinstance(e, ast.Var):
        name = e.name
        return lambda env: env.vars.get(name, UNKNOWN)
    if isinstance(e, ast.Attr):
        attr_name = e.name
        if isinstance(e.obj, ast.Var):  # `x.name`, the commonest path: one closure, not two
            var = e.obj.name

            def var_attr(env: Env) -> Any:
                o = env.vars.get(var, UNKNOWN)
                if type(o) is dict:  # the common cases, as _get would answer them
                    return o.get(attr_name)
                if type(o) is EventVal:
                    return o.attr(attr_name)
                return _get(o, attr_name)

            return var_attr
        obj = compile_expr(e.obj)

        def attr(env: Env) -> Any:
            o = obj(env)
            if type(o) is dict:
                return o.get(attr_name)
            if type(o) is EventVal:
                return o.attr(attr_name)
            return _get(o, attr_name)

        return attr
    if isinstance(e, ast.Index):
        obj, idx = compile_expr(e.obj), compile_expr(e.index)
        return lambda env: _get(obj(env), idx(env))
    if isinstance(e, ast.Call):
        return _compile_call(e)
    if isinstance(e, ast.Quant):
        return _compile_quant(e)
    if isinstance(e, ast.ListLit):
        items = [compile_expr(i) for i in e.items]
        return lambda env: [f(env) for f in items]
    if isinstance(e, ast.Compare):
        return _compile_compare(e)
    if isinstance(e, ast.Member):
        item, container = compile_expr(e.item), compile_expr(e.container)

        def member(env: Env) -> Any:
            i, c = item(env), container(env)
            if i is UNKNOWN or c is UNKNOWN:
                return UNKNOWN
            read = reading(c)
            if read:
                env.ctx.spend(read)
            if isinstance(c, str):
                return i in c if isinstance(i, str) else UNKNOWN
            if isinstance(c, list):
                if i in c:
                    return True
                return UNKNOWN if UNKNOWN in c else False
            return UNKNOWN

        return member
    if isinstance(e, ast.Order):
        left, right = compile_expr(e.left), compile_expr(e.right)
        after = e.op == "after"

        def order(env: Env) -> Any:
            a, b = left(env), right(env)
            if not isinstance(a, EventVal) or not isinstance(b, EventVal):
                return UNKNOWN
            ka, kb = a.order_key(), b.order_key()
            return ka > kb if after else ka < kb

        return order
    if isinstance(e, ast.NoWriteBetween):
        return _compile_no_write(e)
    if isinstance(e, ast.Unaltered):
        place = compile_place(e.target)
        root = _root_var(e.target)

        def unaltered(env: Env) -> Any:
            if root is not None:  # most observations were not altered: skip building the path
                v = env.vars.get(root)
                event = v if isinstance(v, EventVal) else env.prov.get(root, (None,))[0]
                if isinstance(event, EventVal) and (
                    event.obs is None or not env.ctx.altered.get(event.step)
                ):
                    return True
            p = place(env)
            if p is None:
                return UNKNOWN
            event, path = p
            regions = env.ctx.altered.get(event.step) if event.obs is not None else None
            if not regions:
                return True
            for region in regions:
                n = min(len(region), len(path))
                if tuple(region[:n]) == tuple(path[:n]):
                    return False
            return True

        return unaltered
    if isinstance(e, ast.SameEvent):
        ln, rn = e.left.name, e.right.name

        def same(env: Env) -> Any:
            a, b = env.vars.get(ln), env.vars.get(rn)
            if not isinstance(a, EventVal) or not isinstance(b, EventVal):
                return UNKNOWN
            return a.kind == b.kind and a.order_key() == b.order_key()  # parallel calls differ

        return same
    if isinstance(e, ast.Arith):
        left, right = compile_expr(e.left), compile_expr(e.right)
        plus = e.op == "+"
        return lambda env: arithmetic(plus, left(env), right(env))
    if isinstance(e, ast.Neg):
        operand = compile_expr(e.operand)
        return lambda env: negate(operand(env))
    if isinstance(e, ast.Exists):
        return _compile_exists(e)
    if isinstance(e, (ast.And, ast.Or)):
        return _chain([compile_expr(o) for o in e.operands], isinstance(e, ast.Or))
    assert isinstance(e, ast.Not)
    operand = compile_expr(e.operand)

    def not_(env: Env) -> Any:
        v = _truth(operand(env))
        return UNKNOWN if v is UNKNOWN else not v

    return not_


def _chain(parts: list[Fn], stop: bool) -> Fn:
    """Kleene ``and`` (``stop`` False) or ``or`` (``stop`` True) of a flat chain of operands,
    in order, stopping at the first operand whose value is ``stop``."""

    def chain(env: Env) -> Any:
        status: Any = not stop
        for part in parts:
            v = _truth(part(env))
            if v is stop:
                return stop
            if v is UNKNOWN:
                status = UNKNOWN
        return status

    return chain


ToolsFn = Callable[[Env], "frozenset[str] | None"]


_DOMAIN_TOOLS: list[frozenset[str] | None] = [None]


@contextlib.contextmanager
def domain_tools(domain: ast.Domain) -> Iterator[None]:
    """While compiling, `any` names the tools this domain declares (docs/language.md: "every
    tool of the domain"), not calls of tools it does not know."""
    _DOMAIN_TOOLS.append(frozenset(t.name.name for t in domain.tools) or None)
    try:
        yield
    finally:
        _DOMAIN_TOOLS.pop()


def compile_tools(sel: ast.ToolSel | None) -> ToolsFn:
    """The tools a selector names in a run: a fixed set, the domain's tools for `any` (None,
    any tool at all, where no domain declares tools), or the case parameter's tool (an empty
    set when the parameter is not a tool name)."""
    if sel is None or sel.kind == "any":
        known = _DOMAIN_TOOLS[-1]
        return lambda env: known
    if sel.kind == "param" and sel.param is not None:
        param = sel.param.name

        def from_case(env: Env) -> frozenset[str] | None:
            case = env.vars.get("case")
            value = case.get(param) if isinstance(case, dict) else None
            return frozenset({value}) if isinstance(value, str) else frozenset()

        return from_case
    names = frozenset(sel.static_names())
    return lambda env: names


def _compile_exists(e: ast.Exists) -> Fn:
    """``exists(c: KIND TOOLS before u where cond)``: Kleene OR over the run's events."""
    tools = compile_tools(e.tool)
    var, kind = e.var.name, e.kind
    anchor = e.anchor.name if e.anchor is not None else None
    after = e.order == "after"
    with event_variable(""):  # memoise nothing on the bound event: it changes per element
        where = compile_expr(e.where) if e.where is not None else None
    weight = 1 + (flat_size(e.where) if e.where is not None else 0)

    def exists(env: Env) -> Any:
        ledger = env.ctx.ledger
        if ledger is None:
            return UNKNOWN
        ctx = env.ctx
        ctx.spend(len(ledger.messages))  # listing the events of the kind
        key: tuple[int, int] | None = None
        if anchor is not None:
            a = env.vars.get(anchor)
            if not isinstance(a, EventVal):
                return UNKNOWN
            key = a.order_key()
        saw_unknown = False
        for ev in env.ctx.history(kind, tools(env)):
            if key is not None:
                k = ev.order_key()
                if (k <= key) if after else (k >= key):
                    continue
            ctx.spend(weight)
            if where is None:
                return True
            v = _truth(where(env.bind(var, ev, None)))
            if v is True:
                return True
            if v is UNKNOWN:
                saw_unknown = True
        return UNKNOWN if saw_unknown else False

    return exists


def _compile_compare(e: ast.Compare) -> Fn:
    left, right = compile_expr(e.left), compile_expr(e.right)
    op = e.op
    if op == "==":
        return lambda env: _eq(left(env), right(env))
    if op == "!=":

        def ne(env: Env) -> Any:
            v = _eq(left(env), right(env))
            return UNKNOWN if v is UNKNOWN else not v

        return ne
    return lambda env: _order(op, left(env), right(env))


def _compile_call(e: ast.Call) -> Fn:
    if e.func.name == "choose" and len(e.args) == 3:  # evaluates only the branch it picks
        cond, then, other = (compile_expr(a) for a in e.args)

        def choose(env: Env) -> Any:
            c = _truth(cond(env))
            if c is UNKNOWN:
                return UNKNOWN
            return then(env) if c else other(env)

        return choose
    builtin = BUILTINS[e.func.name]
    impl = builtin.impl
    args = [compile_expr(a) for a in e.args]
    name = e.func.name
    shared = name in _SHARED_RESULTS

    def call(env: Env) -> Any:
        values = []
        read = 0
        for a in args:
            v = a(env)
            t = type(v)
            if t is str:  # budget.reading, inlined for the common types
                read += len(v) >> 10
            elif t is list or t is dict:
                read += len(v) >> 4
            elif v is UNKNOWN or t is EventVal:
                return UNKNOWN
            elif v is not None and t is not int and t is not float and t is not bool:
                read += reading(v)
            values.append(v)
        if read:
            env.ctx.spend(read)
        if shared:
            value_key = env.ctx.value_key  # (asked only of lists and maps: others are their key)
            key = (
                name,
                *[(type(v), value_key(v) if isinstance(v, (list, dict)) else v) for v in values],
            )
            memo = env.ctx.constants
            result = memo.get(key, _MISSING)  # (one lookup: the key's hash is not kept)
            if result is _MISSING:
                result = memo[key] = impl(*values)
        else:
            result = impl(*values)
        if result is None:
            return UNKNOWN
        return None if result is NULL else result

    return call


_SHARED_RESULTS = frozenset(
    {
        "dates_said",
        "dates_counted",
        "dates_related",
        "amounts_said",
        "counts_held",
        "options_said",
        "sources_said",
        "claims_said",
        "refers",
        "product_aliases",
        "route",
        "routes",
        "departure",
        "arrival",
        "day_shift",
        "current_time",
    }
)
"""Text built-ins (pure: the costliest, and those arms ask again and again of the same text, such
as ``day_shift`` of a user message) whose result is shared within a run by argument value: rules
and arms that call one with the same arguments (an inlined `let` is written out at each use)
compute it once. The budget is spent the same either way (arguments are read before)."""


def _compile_quant(e: ast.Quant) -> Fn:
    iterable = compile_expr(e.iterable)
    place = compile_place(e.iterable)
    shadows = e.var.name == _EVENT_VAR[-1]
    with (
        run_constants(_RUN_CONSTANTS[-1] - {e.var.name}),  # the bound name shadows a constant
        event_names(_EVENT_NAMES[-1] - {e.var.name}),
    ):
        if shadows:
            _EVENT_VAR.append(None)
        try:
            body = compile_expr(e.body)
        finally:
            if shadows:
                _EVENT_VAR.pop()
    var = e.var.name
    is_any = e.kind == "any"
    # Provenance (which event and path an element came from) is read only by `unaltered`.
    tracks = _contains_unaltered(e.body)

    weight = 1 + flat_size(e.body)  # steps per element

    def quant(env: Env) -> Any:
        coll = iterable(env)
        if coll is UNKNOWN or not isinstance(coll, (list, dict)):
            return UNKNOWN
        base = place(env) if tracks else None
        saw_unknown = False
        ctx = env.ctx
        for key, item in elements(coll):
            ctx.steps -= weight
            if ctx.steps < 0:
                raise BudgetExceeded(ctx.budget, ctx.spent)
            prov = (base[0], (*base[1], key)) if base is not None else None
            v = _truth(body(env.bind(var, item, prov)))
            if v is UNKNOWN:
                saw_unknown = True
            elif v is is_any:
                return is_any
        return UNKNOWN if saw_unknown else (not is_any)

    return quant


def _compile_no_write(e: ast.NoWriteBetween) -> Fn:
    key = compile_expr(e.state.key)
    entity = e.state.entity.name
    static_field = e.state.field.name if e.state.field else ""
    field_fn = compile_expr(e.state.field_expr) if e.state.field_expr is not None else None
    start, end = e.start.name, e.end.name

    def no_write(env: Env) -> Any:
        a, b = env.vars.get(start), env.vars.get(end)
        k = key(env)
        if not isinstance(a, EventVal) or not isinstance(b, EventVal) or k is UNKNOWN:
            return UNKNOWN
        field = static_field
        if field_fn is not None:
            f = field_fn(env)
            if not isinstance(f, str):
                return UNKNOWN
            field = f
        # "strictly between the two events", in time order: parallel calls of one message
        # are ordered as issued (a write's time is its call's (step, position))
        lo, hi = sorted((a.order_key(), b.order_key()))
        steps = env.ctx.writes.get((entity, _hashable(k), field), ())
        unknown_steps = env.ctx.writes.get((entity, UNPARSED, field), ())
        if any(lo < s < hi for s in steps):
            return False
        if any(lo < s < hi for s in unknown_steps):
            return UNKNOWN
        return True

    return no_write


def _root_var(e: ast.Expr) -> str | None:
    """The variable of a field path ``x.a.b`` (a place whenever ``x`` is), else None."""
    while isinstance(e, ast.Attr):
        e = e.obj
    return e.name if isinstance(e, ast.Var) else None


def compile_place(e: ast.Expr) -> PlaceFn:
    """Compile a path into a closure giving (event, path inside it), or None if not a place."""
    if isinstance(e, ast.Var):
        name = e.name

        def var_place(env: Env) -> tuple[EventVal, Path] | None:
            v = env.vars.get(name)
            if isinstance(v, EventVal):
                return (v, ())
            return env.prov.get(name)

        return var_place
    if isinstance(e, ast.Attr):
        base = compile_place(e.obj)
        attr_name = e.name

        def attr_place(env: Env) -> tuple[EventVal, Path] | None:
            p = base(env)
            return None if p is None else (p[0], (*p[1], attr_name))

        return attr_place
    if isinstance(e, ast.Index):
        base = compile_place(e.obj)
        idx = compile_expr(e.index)

        def index_place(env: Env) -> tuple[EventVal, Path] | None:
            p = base(env)
            k = idx(env)
            if p is None or k is UNKNOWN:
                return None
            if isinstance(k, float) and k.is_integer():
                k = int(k)
            return (p[0], (*p[1], k))

        return index_place
    if isinstance(e, ast.Call) and e.func.name == "lookup" and len(e.args) == 3:
        base = compile_place(e.args[0])
        items = compile_expr(e.args[0])
        field_fn, value_fn = compile_expr(e.args[1]), compile_expr(e.args[2])

        def lookup_place(env: Env) -> tuple[EventVal, Path] | None:
            p = base(env)
            seq, fld, val = items(env), field_fn(env), value_fn(env)
            if p is None or not isinstance(seq, list):
                return None
            for i, item in enumerate(seq):
                if isinstance(item, dict) and item.get(fld) == val:
                    return (p[0], (*p[1], i))
            return None

        return lookup_place
    return lambda env: None


def iterate_binder(e: ast.Expr) -> Callable[[Env], Iterator[Element]]:
    """Compile a binder's iterable: elements with their provenance (for ``unaltered``).

    ``for x in e`` is an existential over the elements of ``e``; when ``e`` is not a list or map
    the binder yields :data:`UNKNOWN_ELEMENT` (never True, like ``any`` over such a value).
    """
    if isinstance(e, ast.Call) and e.func.name in ("values", "keys") and len(e.args) == 1:
        inner = compile_expr(e.args[0])
        base = compile_place(e.args[0])
        want_keys = e.func.name == "keys"

        def map_iter(env: Env) -> Iterator[Element]:
            m = inner(env)
            if not isinstance(m, dict):
                yield UNKNOWN_ELEMENT
                return
            p = base(env)
            for k, v in m.items():
                yield (k if want_keys else v), (None if p is None else (p[0], (*p[1], k)))

        return map_iter
    fn = compile_expr(e)
    base = compile_place(e)

    def seq_iter(env: Env) -> Iterator[Element]:
        coll = fn(env)
        if not isinstance(coll, (list, dict)):
            yield UNKNOWN_ELEMENT
            return
        p = base(env)
        for k, v in elements(coll):
            yield v, (None if p is None else (p[0], (*p[1], k)))

    return seq_iter
