"""The checker's static types and scopes: what a name or an expression denotes while checking.

Types (:class:`Ty`, declared types, which types compare or fit a built-in's parameter), event
variables, scopes and inferred values; the data the expression checker (check_expr.py) and the
contract checks share, apart from the inference itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal as TypingLiteral

import attrs

from sscb_dsl.language import ast

SCALARS = ("id", "text", "date", "money", "number", "bool", "any")
TEXTLIKE = frozenset({"id", "text", "enum"})
ORDERED = frozenset({"date", "money", "number", "duration", "any"})


# ---------------------------------------------------------------- types


@attrs.frozen
class Ty:
    """A static type: a scalar, ``enum``, ``list``/``map`` (with ``item``), ``object`` (with
    ``fields``), ``event``, ``null`` or ``any`` (unknown shape, compatible with everything)."""

    kind: str
    item: Ty | None = None
    fields: tuple[tuple[str, Ty], ...] = ()
    values: tuple[str, ...] = ()

    def field(self, name: str) -> Ty | None:
        """The type of an object field, or None when the object does not declare it."""
        for n, t in self.fields:
            if n == name:
                return t
        return None

    def show(self) -> str:
        """The type as a contract author writes it."""
        if self.kind in ("list", "map") and self.item is not None:
            inner = self.item.show()
            return f"[{inner}]" if self.kind == "list" else f"map[{inner}]"
        if self.kind == "enum":
            return f"enum({', '.join(self.values)})"
        return self.kind


ANY = Ty("any")
BOOL = Ty("bool")
TEXT = Ty("text")
NUMBER = Ty("number")
NULL = Ty("null")
EVENT = Ty("event")
DURATION = Ty("duration")
MONEY = Ty("money")
DATE = Ty("date")


def type_of(t: ast.Type) -> Ty:
    """The static type of a declared type (unknown scalar names become ``any``)."""
    if isinstance(t, ast.ScalarType):
        return Ty(t.name.name) if t.name.name in SCALARS else ANY
    if isinstance(t, ast.EnumType):
        return Ty("enum", values=tuple(v.name for v in t.values))
    if isinstance(t, ast.ListType):
        return Ty("list", item=type_of(t.item))
    if isinstance(t, ast.MapType):
        return Ty("map", item=type_of(t.value))
    return object_of(t.fields)


def object_of(fields: Iterable[ast.Field]) -> Ty:
    """An object type from declared fields (first declaration of a name wins)."""
    seen: dict[str, Ty] = {}
    for f in fields:
        seen.setdefault(f.name.name, type_of(f.type))
    return Ty("object", fields=tuple(seen.items()))


def compatible(a: Ty, b: Ty) -> bool:
    """May values of these two types be compared with ``==``/``!=``?"""
    if "any" in (a.kind, b.kind) or "null" in (a.kind, b.kind):
        return True
    if a.kind in TEXTLIKE and b.kind in TEXTLIKE:
        return True
    pair = {a.kind, b.kind}
    if pair in ({"date", "text"}, {"money", "number"}):
        return True
    if a.kind != b.kind:
        return False
    if a.kind in ("list", "map") and a.item is not None and b.item is not None:
        return compatible(a.item, b.item)
    return True


def accepts(param: str, t: Ty) -> bool:
    """Does a built-in parameter of type ``param`` accept a value of type ``t``?"""
    if param == "any" or t.kind in ("any", "null"):
        return True
    if param == "text":
        return t.kind in TEXTLIKE or t.kind == "date"
    if param == "map":
        return t.kind in ("map", "object")
    if param == "list":
        return t.kind == "list"
    return t.kind == param


# ---------------------------------------------------------------- scopes


EventKind = TypingLiteral["observe", "call", "say", "user"]


@attrs.frozen
class EventVar:
    """An event variable: the fault var, a relation source, or a rule's pattern var."""

    kind: EventKind
    tool: ast.Tool | None
    is_fault: bool = False
    value_type: Ty = ANY


@attrs.frozen
class VarInfo:
    """What a name in scope denotes: ``case``, an event, or an element variable."""

    type: Ty
    event: EventVar | None = None
    is_case: bool = False
    taint: str | None = None  # the evaluator-only expression this value derives from
    rooted: bool = False  # derived from an event (for `unaltered`)


@attrs.frozen
class Scope:
    """Names visible to an expression, in declaration order."""

    names: tuple[tuple[str, VarInfo], ...] = ()

    def get(self, name: str) -> VarInfo | None:
        """The innermost binding of ``name``."""
        for n, info in reversed(self.names):
            if n == name:
                return info
        return None

    def with_var(self, name: str, info: VarInfo) -> Scope:
        """A scope with one more binding."""
        return Scope((*self.names, (name, info)))

    def all_names(self) -> list[str]:
        """Every visible name (for did-you-mean)."""
        return [n for n, _ in self.names]


@attrs.frozen
class Val:
    """The result of inferring an expression."""

    type: Ty
    taint: str | None = None
    rooted: bool = False
    event: str | None = None  # the expression is this event variable


def case_info(params: Mapping[str, Ty]) -> VarInfo:
    """The binding of ``case``: an object of the operator's params, evaluator-only as a whole."""
    return VarInfo(Ty("object", fields=tuple(params.items())), is_case=True, taint="case")
