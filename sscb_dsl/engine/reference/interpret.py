"""The reference evaluator's tree-walking expression interpreter (Kleene logic) and its scopes.

Written from the language's documented value semantics (docs/language.md); nothing is shared
with the fast engine's compiled closures. A ``let`` is a name bound in the scope to its
expression and the scope it was declared in, evaluated where the name is read: the engine
instead writes the expression out in the rule objects, so the differential test compares two
different ways of meaning "a let is exactly its expression". Expressions are pure, so a name's
value is kept once read (call by need): the same value as reading it anew, without the
re-evaluation of nested lets that made the differential test's ledgers slow.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from sscb_dsl.engine.reference.history import history, selected_tools
from sscb_dsl.engine.reference.values import (
    DEPENDENT_VERDICTS,
    STANCE_VERDICTS,
    UNKNOWN,
    Event,
    Path,
    Place,
    Time,
    arith,
    canon,
    conj,
    disj,
    equal,
    event_attr,
    kleene,
    negate,
    ordered,
)
from sscb_dsl.language import ast
from sscb_dsl.language.builtins import BUILTINS, NULL
from sscb_dsl.ledger.model import Ledger

__all__ = [
    "DEPENDENT_VERDICTS",
    "STANCE_VERDICTS",
    "UNKNOWN",
    "Deferred",
    "Event",
    "Interpreter",
    "Path",
    "Place",
    "Scope",
    "World",
    "conj",
    "kleene",
]


@attrs.frozen
class Deferred:
    """A ``let``: its expression and the scope it was declared in ("a let is exactly its
    expression ... it is not evaluated where it is declared; it has no state")."""

    expr: ast.Expr
    scope: Scope


@attrs.frozen
class Scope:
    """Variables: name -> (value or :class:`Deferred`, place of the value inside an event)."""

    bindings: Mapping[str, tuple[Any, Place | None]]

    def get(self, name: str) -> tuple[Any, Place | None]:
        """The binding of ``name``; an unbound name is unknown with no place."""
        return self.bindings.get(name, (UNKNOWN, None))

    def with_(self, name: str, value: Any, place: Place | None) -> Scope:
        """This scope with one more (or a replaced) variable."""
        new = dict(self.bindings)
        new[name] = (value, place)
        return Scope(new)

    def with_let(self, let: ast.Let) -> Scope:
        """This scope with ``let`` bound to its expression in this scope."""
        return self.with_(let.name.name, Deferred(let.value, self), None)


@attrs.frozen
class World:
    """Evaluator facts an expression may consult.

    ``altered``: observation step -> altered paths (``()`` is the whole message).
    ``writes``: (entity, canonical key or None for an unknown key, field) -> times of the calls
    of effective writes. ``ledger``, ``domain`` and ``params`` serve ``exists`` and tool
    selectors (``any``, ``case.tool``).
    """

    altered: Mapping[int, tuple[Path, ...]]
    writes: Mapping[tuple[str, str | None, str], tuple[Time, ...]]
    ledger: Ledger | None = None
    domain: ast.Domain | None = None
    params: Mapping[str, Any] = attrs.field(factory=dict)


def _field(obj: Any, key: Any) -> Any:
    """``obj.key`` / ``obj[key]``: lists index by number, maps and objects by text (a computed
    text key indexes an object like a map); absent is null, a null's field is null."""
    if obj is UNKNOWN or key is UNKNOWN:
        return UNKNOWN
    if isinstance(obj, Event):
        return event_attr(obj, key) if isinstance(key, str) else UNKNOWN
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(key) if isinstance(key, str) else UNKNOWN
    if isinstance(obj, list):
        if isinstance(key, float) and key.is_integer():
            key = int(key)
        if isinstance(key, int) and not isinstance(key, bool):
            return obj[key] if -len(obj) <= key < len(obj) else None
        return UNKNOWN
    return UNKNOWN


def _items(coll: Any) -> list[tuple[Any, Any]]:
    """(key, element) of a list (index keys) or a map (its keys)."""
    if isinstance(coll, list):
        return list(enumerate(coll))
    if isinstance(coll, dict):
        return list(coll.items())
    return []


class Interpreter:
    """Evaluates expressions (rule objects) directly, one node at a time."""

    def __init__(self, world: World) -> None:
        self.world = world
        self._histories: dict[tuple[str, frozenset[str]], list[Event]] = {}
        # id(Deferred) -> (the Deferred, kept alive so its id is not reused; its value)
        self._lets: dict[int, tuple[Deferred, Any]] = {}

    def history(self, kind: str, tools: frozenset[str]) -> list[Event]:
        """The run's model-visible events of a kind (:func:`history`), listed once per run."""
        key = (kind, tools)
        if key not in self._histories:
            assert self.world.ledger is not None
            self._histories[key] = history(self.world.ledger, kind, tools)
        return self._histories[key]

    def lookup(self, name: str, scope: Scope) -> Any:
        """The value of a name; a ``let`` is evaluated here, in the scope it was declared in."""
        value = scope.get(name)[0]
        if isinstance(value, Deferred):
            kept = self._lets.get(id(value))
            if kept is None:
                kept = (value, self.value(value.expr, value.scope))
                self._lets[id(value)] = kept
            return kept[1]
        return value

    def value(self, e: ast.Expr, scope: Scope) -> Any:
        """The value of ``e`` in ``scope`` (booleans in Kleene logic)."""
        if isinstance(e, ast.Literal):
            return e.value
        if isinstance(e, ast.Var):
            return self.lookup(e.name, scope)
        if isinstance(e, ast.Attr):
            return _field(self.value(e.obj, scope), e.name)
        if isinstance(e, ast.Index):
            return _field(self.value(e.obj, scope), self.value(e.index, scope))
        if isinstance(e, ast.ListLit):
            return [self.value(i, scope) for i in e.items]
        if isinstance(e, ast.Call) and e.func.name == "choose" and len(e.args) == 3:
            # docs/builtins.md: only the branch the condition picks is evaluated
            cond = kleene(self.value(e.args[0], scope))
            if cond is UNKNOWN:
                return UNKNOWN
            return self.value(e.args[1] if cond else e.args[2], scope)
        if isinstance(e, ast.Call):
            args = [self.value(a, scope) for a in e.args]
            if any(a is UNKNOWN or isinstance(a, Event) for a in args):
                return UNKNOWN
            out = BUILTINS[e.func.name].impl(*args)
            if out is None:
                return UNKNOWN
            return None if out is NULL else out
        if isinstance(e, ast.Quant):
            return self._quant(e, scope)
        if isinstance(e, ast.Compare):
            a, b = self.value(e.left, scope), self.value(e.right, scope)
            if e.op in ("==", "!="):
                eq = equal(a, b)
                return eq if e.op == "==" or eq is UNKNOWN else not eq
            return ordered(e.op, a, b)
        if isinstance(e, ast.Member):
            return self._member(self.value(e.item, scope), self.value(e.container, scope))
        if isinstance(e, ast.Arith):
            return arith(e.op, self.value(e.left, scope), self.value(e.right, scope))
        if isinstance(e, ast.Neg):
            return negate(self.value(e.operand, scope))
        if isinstance(e, ast.Order):
            a, b = self.value(e.left, scope), self.value(e.right, scope)
            if not (isinstance(a, Event) and isinstance(b, Event)):
                return UNKNOWN
            return a.time > b.time if e.op == "after" else a.time < b.time
        if isinstance(e, ast.Exists):
            return self._exists(e, scope)
        if isinstance(e, ast.NoWriteBetween):
            return self._no_write(e, scope)
        if isinstance(e, ast.Unaltered):
            return self._unaltered(e, scope)
        if isinstance(e, ast.SameEvent):
            a, b = self.lookup(e.left.name, scope), self.lookup(e.right.name, scope)
            if not (isinstance(a, Event) and isinstance(b, Event)):
                return UNKNOWN
            return a.same(b)
        if isinstance(e, ast.Not):
            v = kleene(self.value(e.operand, scope))
            return UNKNOWN if v is UNKNOWN else not v
        if isinstance(e, ast.And):
            return conj([kleene(self.value(o, scope)) for o in e.operands])
        assert isinstance(e, ast.Or)
        return disj([kleene(self.value(o, scope)) for o in e.operands])

    @staticmethod
    def _member(item: Any, container: Any) -> Any:
        """``item in container``: a word in a text, an element of a list."""
        if item is UNKNOWN or container is UNKNOWN:
            return UNKNOWN
        if isinstance(container, str):
            return item in container if isinstance(item, str) else UNKNOWN
        if isinstance(container, list):
            if any(item == c for c in container if c is not UNKNOWN):
                return True
            return UNKNOWN if any(c is UNKNOWN for c in container) else False
        return UNKNOWN

    def _quant(self, e: ast.Quant, scope: Scope) -> Any:
        """``any``/``all`` over a list or map: Kleene disjunction/conjunction of the body."""
        coll = self.value(e.iterable, scope)
        if not isinstance(coll, (list, dict)):
            return UNKNOWN
        base = self.place(e.iterable, scope)
        results = []
        for key, item in _items(coll):
            where = None if base is None else (base[0], (*base[1], key))
            results.append(kleene(self.value(e.body, scope.with_(e.var.name, item, where))))
        return disj(results) if e.kind == "any" else conj(results)

    def _exists(self, e: ast.Exists, scope: Scope) -> Any:
        """``exists(c: KIND [TOOLS] [before u | after u] [where COND])``.

        "True if some model-visible event of that kind (as for `given`; with `before u`/`after
        u` only events ordered before/after the event variable `u`) satisfies COND; unknown if
        none does but for some COND is unknown; false otherwise."
        """
        w = self.world
        if w.ledger is None or w.domain is None:
            return UNKNOWN
        anchor: Event | None = None
        if e.anchor is not None:
            a = self.lookup(e.anchor.name, scope)
            if not isinstance(a, Event):
                return UNKNOWN
            anchor = a
        tools = selected_tools(e.tool, w.domain, w.params)
        results: list[Any] = []
        for ev in self.history(e.kind, tools):
            if anchor is not None and e.order == "before" and not ev.time < anchor.time:
                continue
            if anchor is not None and e.order == "after" and not ev.time > anchor.time:
                continue
            if e.where is None:
                results.append(True)
            else:
                results.append(kleene(self.value(e.where, scope.with_(e.var.name, ev, None))))
        return disj(results)

    def _no_write(self, e: ast.NoWriteBetween, scope: Scope) -> Any:
        """No effective write to the state strictly between the two events' times."""
        a, b = self.lookup(e.start.name, scope), self.lookup(e.end.name, scope)
        key = self.value(e.state.key, scope)
        if not (isinstance(a, Event) and isinstance(b, Event)) or key is UNKNOWN:
            return UNKNOWN
        field: Any = e.state.field.name if e.state.field is not None else ""
        if e.state.field_expr is not None:
            field = self.value(e.state.field_expr, scope)
            if not isinstance(field, str):
                return UNKNOWN
        low, high = min(a.time, b.time), max(a.time, b.time)
        entity = e.state.entity.name
        known = self.world.writes.get((entity, canon(key), field), ())
        unknown = self.world.writes.get((entity, None, field), ())
        if any(low < t < high for t in known):
            return False
        if any(low < t < high for t in unknown):
            return UNKNOWN
        return True

    def _unaltered(self, e: ast.Unaltered, scope: Scope) -> Any:
        """The intervention altered no region overlapping the place of the value."""
        where = self.place(e.target, scope)
        if where is None:
            return UNKNOWN
        event, path = where
        regions = self.world.altered.get(event.step, ()) if event.obs is not None else ()
        for region in regions:
            n = min(len(region), len(path))
            if tuple(region[:n]) == tuple(path[:n]):
                return False
        return True

    def place(self, e: ast.Expr, scope: Scope) -> Place | None:
        """Where inside which event the value of a path expression lives, if anywhere."""
        if isinstance(e, ast.Var):
            value, where = scope.get(e.name)
            if isinstance(value, Deferred):
                return self.place(value.expr, value.scope)
            return (value, ()) if isinstance(value, Event) else where
        if isinstance(e, ast.Attr):
            base = self.place(e.obj, scope)
            return None if base is None else (base[0], (*base[1], e.name))
        if isinstance(e, ast.Index):
            base = self.place(e.obj, scope)
            key = self.value(e.index, scope)
            if base is None or key is UNKNOWN:
                return None
            if isinstance(key, float) and key.is_integer():
                key = int(key)
            return (base[0], (*base[1], key))
        if isinstance(e, ast.Call) and e.func.name == "lookup" and len(e.args) == 3:
            base = self.place(e.args[0], scope)
            items = self.value(e.args[0], scope)
            name, wanted = self.value(e.args[1], scope), self.value(e.args[2], scope)
            if base is None or not isinstance(items, list):
                return None
            for i, item in enumerate(items):
                if isinstance(item, dict) and item.get(name) == wanted:
                    return (base[0], (*base[1], i))
            return None
        return None

    def elements(self, e: ast.Expr, scope: Scope) -> list[tuple[Any, Place | None]] | None:
        """A binder's elements with their places; None when the collection is not known.

        Iterating a map gives its values; ``keys(m)`` / ``values(m)`` keep the map's places.
        """
        if isinstance(e, ast.Var):
            bound = scope.get(e.name)[0]
            if isinstance(bound, Deferred):
                return self.elements(bound.expr, bound.scope)
        if isinstance(e, ast.Call) and e.func.name in ("keys", "values") and len(e.args) == 1:
            inner = self.value(e.args[0], scope)
            if not isinstance(inner, dict):
                return None
            base = self.place(e.args[0], scope)
            return [
                (
                    k if e.func.name == "keys" else v,
                    None if base is None else (base[0], (*base[1], k)),
                )
                for k, v in inner.items()
            ]
        coll = self.value(e, scope)
        if not isinstance(coll, (list, dict)):
            return None
        base = self.place(e, scope)
        return [(v, None if base is None else (base[0], (*base[1], k))) for k, v in _items(coll)]
