"""The engine's per-run evaluation budget: what a step is, and the error that stops a run.

Contracts are untrusted, so each run may spend at most ``STEP_BUDGET`` steps
(``sscb_dsl.language.cost``, where the checker's cost model counts the same unit): a step is an
expression node evaluated. The loops of the evaluation (``compile``, ``evaluate``) charge, per
iteration, the :func:`flat_size` of what they evaluate there, and a built-in reading a large
value charges its :func:`reading` too; ``RunContext.spend`` raises :class:`BudgetExceeded` when a
run goes over, which ``evaluate`` turns into the error record EV010 (docs/engine.md).
"""

from __future__ import annotations

from typing import Any

import attrs

from sscb_dsl.language import ast


class BudgetExceeded(Exception):
    """A run's evaluation took more steps than its budget; the engine stops it (EV010)."""

    def __init__(self, budget: int, spent: int) -> None:
        super().__init__(f"evaluation took more than {budget:,} steps")
        self.budget = budget
        self.spent = spent


_SIZES: dict[int, tuple[object, int]] = {}


def flat_size(e: ast.Expr | ast.StateRef) -> int:
    """The expression nodes evaluated once ``e`` is: every node except those inside a
    quantifier's body or an ``exists`` condition, which their loops charge per iteration (the
    unit of :class:`RunContext`'s budget). ``e`` is at most 64 deep (``limits``).

    Written-out lets share subtrees, so sizes are kept per node (by identity, the node held
    so its id stays its own)."""
    if isinstance(e, ast.Quant):
        return 1 + flat_size(e.iterable)
    if isinstance(e, ast.Exists):
        return 1
    seen = _SIZES.get(id(e))
    if seen is not None and seen[0] is e:
        return seen[1]
    size = 1 + sum(flat_size(c) for c in _subexpressions(e))
    if len(_SIZES) > 200_000:
        _SIZES.clear()
    _SIZES[id(e)] = (e, size)
    return size


def event_size(exprs: list[ast.Expr | None]) -> int:
    """The steps one rule event spends on ``exprs`` (its ``where`` and arms) outside their
    quantifiers: :func:`flat_size`, except that a subtree written in at several uses (a
    ``let``, which the engine computes once per event; docs/engine.md) costs its nodes at its
    first use and one step (the look-up) at each later one. A subtree reading provenance
    (``unaltered``) is computed at every use, so it is counted at every use."""
    done: dict[int, tuple[int, bool]] = {}  # by node: (size, reads provenance)
    keep: list[object] = []  # the nodes, held so that their ids stay their own

    def walk(e: ast.Expr | ast.StateRef, first: bool) -> tuple[int, bool]:
        if isinstance(e, ast.Quant):
            n, prov = walk(e.iterable, first)
            return 1 + n, prov or _quant_reads_provenance(e)
        if isinstance(e, ast.Exists):
            return 1, False
        seen = done.get(id(e))
        if seen is not None:
            return (seen[0] if seen[1] else 1), seen[1]
        total, prov = 1, isinstance(e, ast.Unaltered)
        for c in _subexpressions(e):
            n, p = walk(c, first)
            total += n
            prov = prov or p
        done[id(e)] = (total, prov)
        keep.append(e)
        return total, prov

    return sum(walk(e, True)[0] for e in exprs if e is not None)


def _quant_reads_provenance(e: ast.Quant) -> bool:
    """Whether a quantifier's body reads provenance (its loop is charged apart; only the flag
    matters to the subtree holding it)."""
    stack: list[object] = [e.body]
    while stack:
        x = stack.pop()
        if isinstance(x, ast.Unaltered):
            return True
        if attrs.has(type(x)):
            stack.extend(_subexpressions(x))  # type: ignore[arg-type]
    return False


def _subexpressions(e: ast.Expr | ast.StateRef) -> list[ast.Expr | ast.StateRef]:
    out: list[ast.Expr | ast.StateRef] = []
    for f in attrs.fields(type(e)):
        v = getattr(e, f.name)
        if isinstance(v, tuple):
            out.extend(x for x in v if _is_expr(x))
        elif _is_expr(v):
            out.append(v)
    return out


def _is_expr(v: object) -> bool:
    return attrs.has(type(v)) and not isinstance(v, (ast.Span, ast.Ident))


def reading(v: Any) -> int:
    """Steps for a built-in or ``in`` reading a large value: one per KiB of text, one per 16
    elements of a list or map (small values are free), so time per step stays bounded."""
    if isinstance(v, str):
        return len(v) >> 10
    if isinstance(v, (list, dict)):
        return len(v) >> 4
    return 0
