"""What the compiler reads off and rewrites in expression trees, before any closure is made.

Free variables, whether an `unaltered` test is inside, `let`s written out at their uses, and a
conjunction's parts: pure functions of the syntax, apart from the closures compile.py builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from sscb_dsl.language import ast

_UNALTERED_SEEN: dict[int, tuple[Any, bool]] = {}


def _contains_unaltered(node: Any) -> bool:
    """Does an expression contain an `unaltered` test (the only reader of provenance)?

    Asked of every subexpression while compiling, and written-out lets share subtrees, so the
    answer is kept per node (by identity, the node held so its id stays its own)."""
    if isinstance(node, ast.Unaltered):
        return True
    if isinstance(node, tuple):
        return any(_contains_unaltered(x) for x in node)
    if not attrs.has(type(node)):
        return False
    seen = _UNALTERED_SEEN.get(id(node))
    if seen is not None and seen[0] is node:
        return seen[1]
    found = any(_contains_unaltered(getattr(node, f.name)) for f in attrs.fields(type(node)))
    if len(_UNALTERED_SEEN) > 200_000:
        _UNALTERED_SEEN.clear()
    _UNALTERED_SEEN[id(node)] = (node, found)
    return found


_FREE: dict[int, tuple[object, frozenset[str]]] = {}


def free_vars(e: ast.Expr | ast.StateRef) -> frozenset[str]:
    """Variables an expression reads (quantifier variables excluded inside their body).

    Asked of every subexpression while compiling, so kept per node like
    :func:`_contains_unaltered`."""
    seen = _FREE.get(id(e))
    if seen is not None and seen[0] is e:
        return seen[1]
    found = _free_vars(e)
    if len(_FREE) > 200_000:
        _FREE.clear()
    _FREE[id(e)] = (e, found)
    return found


def _free_vars(e: ast.Expr | ast.StateRef) -> frozenset[str]:
    if isinstance(e, ast.Var):
        return frozenset({e.name})
    if isinstance(e, ast.Literal):
        return frozenset()
    if isinstance(e, ast.Attr):
        return free_vars(e.obj)
    if isinstance(e, ast.Index):
        return free_vars(e.obj) | free_vars(e.index)
    if isinstance(e, ast.Call):
        return frozenset().union(*(free_vars(a) for a in e.args))
    if isinstance(e, ast.Quant):
        return free_vars(e.iterable) | (free_vars(e.body) - {e.var.name})
    if isinstance(e, ast.ListLit):
        return frozenset().union(*(free_vars(i) for i in e.items))
    if isinstance(e, (ast.Compare, ast.Order)):
        return free_vars(e.left) | free_vars(e.right)
    if isinstance(e, (ast.And, ast.Or)):
        return frozenset().union(*(free_vars(o) for o in e.operands))
    if isinstance(e, ast.Member):
        return free_vars(e.item) | free_vars(e.container)
    if isinstance(e, ast.NoWriteBetween):
        return free_vars(e.state) | {e.start.name, e.end.name}
    if isinstance(e, ast.StateRef):
        extra = free_vars(e.field_expr) if e.field_expr is not None else frozenset()
        return free_vars(e.key) | extra
    if isinstance(e, ast.Arith):
        return free_vars(e.left) | free_vars(e.right)
    if isinstance(e, ast.Neg):
        return free_vars(e.operand)
    if isinstance(e, ast.Exists):
        inner = free_vars(e.where) - {e.var.name} if e.where is not None else frozenset()
        return inner | ({e.anchor.name} if e.anchor is not None else frozenset())
    if isinstance(e, ast.Unaltered):
        return free_vars(e.target)
    if isinstance(e, ast.SameEvent):
        return frozenset({e.left.name, e.right.name})
    assert isinstance(e, ast.Not)
    return free_vars(e.operand)


def inline(node: Any, lets: Mapping[str, ast.Expr]) -> Any:
    """``node`` with every free use of a ``let`` name replaced by its expression.

    A ``let`` means exactly its expression (docs/language.md), so the engine compiles the
    expanded form (equal expanded expressions then share per-event memos); names bound inside
    (`any`, `all`, `exists`) are not replaced where they are bound. ``lets`` must already be
    expanded themselves (see :func:`expand_lets`).
    """
    if not lets:
        return node
    if isinstance(node, ast.Var):
        return lets.get(node.name, node)
    if isinstance(node, tuple):
        return tuple(inline(x, lets) for x in node)
    if not attrs.has(type(node)) or isinstance(node, (ast.Span, ast.Ident, ast.Literal)):
        return node
    bound = node.var.name if isinstance(node, (ast.Quant, ast.Exists)) else None
    changes: dict[str, Any] = {}
    for f in attrs.fields(type(node)):
        if f.name == "span":
            continue
        value = getattr(node, f.name)
        inner = lets
        if bound is not None and bound in lets and f.name in ("body", "where"):
            inner = {k: v for k, v in lets.items() if k != bound}
        new = inline(value, inner)
        if new is not value:
            changes[f.name] = new
    return attrs.evolve(node, **changes) if changes else node


def expand_lets(lets: tuple[ast.Let, ...], outer: Mapping[str, ast.Expr]) -> dict[str, ast.Expr]:
    """``outer`` plus ``lets``, each expanded with the ones before it (a let sees earlier lets)."""
    out = dict(outer)
    for let in lets:
        out[let.name.name] = inline(let.value, out)
    return out


def conjuncts(e: ast.Expr) -> list[ast.Expr]:
    """Split a conjunction into its parts (Kleene ``and`` is associative and commutative)."""
    if isinstance(e, ast.And):
        return [part for o in e.operands for part in conjuncts(o)]
    return [e]
