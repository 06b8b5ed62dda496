"""The reference evaluator's values and its tree-walking expression interpreter (Kleene logic).

Events, unknown, paths and an interpreter over rule objects, written from the language's
documented value semantics; nothing is shared with the fast engine's compiled closures.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.builtins import BUILTINS, NULL
from sscb_dsl.ledger.model import UNPARSED, Message, Observation, ToolCall

DEPENDENT_VERDICTS: Final = ("faulty", "correct", "qualified", "verify", "enumerate")
STANCE_VERDICTS: Final = ("endorse", "no_longer_endorse")


class Unknown:
    """Kleene's third truth value, and the value of anything that cannot be determined."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Final = Unknown()

Path = tuple[Any, ...]
Place = tuple["Event", Path]


@attrs.frozen(eq=False)
class Event:
    """A ledger event bound to a contract variable (an observation, a call or a message).

    ``value`` (v') and ``original`` (v) are known only for the fault variable.
    """

    step: int
    kind: str
    call: ToolCall | None = None
    obs: Observation | None = None
    message: Message | None = None
    value: Any = UNKNOWN
    original: Any = UNKNOWN


def _event_attr(ev: Event, name: str) -> Any:
    """``event.name``: args, result, text, step, error, value, original; unknown otherwise."""
    if name == "args":
        return ev.call.args if ev.call is not None and ev.call.args is not None else UNKNOWN
    if name == "result":
        return ev.obs.value if ev.obs is not None and ev.obs.value is not UNPARSED else UNKNOWN
    if name == "text":
        if ev.obs is not None:
            return ev.obs.text
        return ev.message.content if ev.message is not None else UNKNOWN
    if name == "step":
        return ev.step
    if name == "error":
        return ev.obs.is_error if ev.obs is not None else UNKNOWN
    if name == "value":
        return ev.value
    if name == "original":
        return ev.original
    return UNKNOWN


def _canon(value: Any) -> str:
    """A canonical text for a JSON value, so equal values name the same state key."""
    return json.dumps(value, sort_keys=True)


# ---------------------------------------------------------------- the interpreter


@attrs.frozen
class Scope:
    """Variables: name -> (value, place of the value inside an event, or None)."""

    bindings: Mapping[str, tuple[Any, Place | None]]

    def get(self, name: str) -> tuple[Any, Place | None]:
        """The binding of ``name``; an unbound name is unknown with no place."""
        return self.bindings.get(name, (UNKNOWN, None))

    def with_(self, name: str, value: Any, place: Place | None) -> Scope:
        """This scope with one more (or a replaced) variable."""
        new = dict(self.bindings)
        new[name] = (value, place)
        return Scope(new)


@attrs.frozen
class World:
    """Evaluator facts an expression may consult: altered regions and effective writes.

    ``altered``: observation step -> altered paths (``()`` is the whole message).
    ``writes``: (entity, canonical key or None for an unknown key, field) -> call steps.
    """

    altered: Mapping[int, tuple[Path, ...]]
    writes: Mapping[tuple[str, str | None, str], tuple[int, ...]]


def kleene(v: Any) -> Any:
    """A truth value: True, False, or UNKNOWN for anything that is not a boolean."""
    return v if isinstance(v, bool) else UNKNOWN


def _field(obj: Any, key: Any) -> Any:
    """``obj.key`` / ``obj[key]`` under the language's value semantics."""
    if obj is UNKNOWN or key is UNKNOWN:
        return UNKNOWN
    if isinstance(obj, Event):
        return _event_attr(obj, key) if isinstance(key, str) else UNKNOWN
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


def _equal(a: Any, b: Any) -> Any:
    """Kleene equality of JSON values (a boolean never equals a number)."""
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if isinstance(a, bool) is not isinstance(b, bool):
        return False
    return bool(a == b)


def _ordered(op: str, a: Any, b: Any) -> Any:
    """Kleene ordering of two numbers or two texts; anything else is unknown."""
    numeric = (int, float)
    if isinstance(a, bool) or isinstance(b, bool):
        return UNKNOWN
    comparable = (isinstance(a, numeric) and isinstance(b, numeric)) or (
        isinstance(a, str) and isinstance(b, str)
    )
    if not comparable:
        return UNKNOWN
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]


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

    def value(self, e: ast.Expr, scope: Scope) -> Any:
        """The value of ``e`` in ``scope`` (booleans in Kleene logic)."""
        if isinstance(e, ast.Literal):
            return e.value
        if isinstance(e, ast.Var):
            return scope.get(e.name)[0]
        if isinstance(e, ast.Attr):
            return _field(self.value(e.obj, scope), e.name)
        if isinstance(e, ast.Index):
            return _field(self.value(e.obj, scope), self.value(e.index, scope))
        if isinstance(e, ast.ListLit):
            return [self.value(i, scope) for i in e.items]
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
                eq = _equal(a, b)
                return eq if e.op == "==" or eq is UNKNOWN else not eq
            return UNKNOWN if a is UNKNOWN or b is UNKNOWN else _ordered(e.op, a, b)
        if isinstance(e, ast.Member):
            return self._member(self.value(e.item, scope), self.value(e.container, scope))
        if isinstance(e, ast.Order):
            a, b = self.value(e.left, scope), self.value(e.right, scope)
            if not (isinstance(a, Event) and isinstance(b, Event)):
                return UNKNOWN
            return a.step > b.step if e.op == "after" else a.step < b.step
        if isinstance(e, ast.NoWriteBetween):
            return self._no_write(e, scope)
        if isinstance(e, ast.Unaltered):
            return self._unaltered(e, scope)
        if isinstance(e, ast.SameEvent):
            a, b = scope.get(e.left.name)[0], scope.get(e.right.name)[0]
            if not (isinstance(a, Event) and isinstance(b, Event)):
                return UNKNOWN
            return a.step == b.step and a.kind == b.kind
        if isinstance(e, ast.Not):
            v = kleene(self.value(e.operand, scope))
            return UNKNOWN if v is UNKNOWN else not v
        if isinstance(e, ast.And):
            return conj([kleene(self.value(e.left, scope)), kleene(self.value(e.right, scope))])
        assert isinstance(e, ast.Or)
        left, right = kleene(self.value(e.left, scope)), kleene(self.value(e.right, scope))
        if left is True or right is True:
            return True
        return False if left is False and right is False else UNKNOWN

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
        if e.kind == "any":
            if True in results:
                return True
            return UNKNOWN if any(r is UNKNOWN for r in results) else False
        return conj(results)

    def _no_write(self, e: ast.NoWriteBetween, scope: Scope) -> Any:
        """No effective write to the state strictly between the two events' steps."""
        a, b = scope.get(e.start.name)[0], scope.get(e.end.name)[0]
        key = self.value(e.state.key, scope)
        if not (isinstance(a, Event) and isinstance(b, Event)) or key is UNKNOWN:
            return UNKNOWN
        low, high = min(a.step, b.step), max(a.step, b.step)
        entity = e.state.entity.name
        field = e.state.field.name if e.state.field is not None else ""
        known = self.world.writes.get((entity, _canon(key), field), ())
        unknown = self.world.writes.get((entity, None, field), ())
        if any(low < s < high for s in known):
            return False
        if any(low < s < high for s in unknown):
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


def conj(values: Sequence[Any]) -> Any:
    """Kleene conjunction of truth values."""
    if any(v is False for v in values):
        return False
    return True if all(v is True for v in values) else UNKNOWN
