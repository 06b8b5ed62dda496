"""A memo of text analyses for the run being evaluated, never carried from one run to the next.

The engine calls :func:`begin_run` whenever it sets up a run's context (``RunContext``), which
empties the memo: within a run, rules and built-ins asking the same question of the same
message (the references to the same anchors, say) get the answer computed once; a new run
computes everything afresh. Outside the engine (a built-in called directly) the memo is bounded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Iterator
from typing import Any

_MEMO: dict[Hashable, Any] = {}
_LIMIT = 50_000
"""Entries kept at most (a run needs far fewer); past it the memo starts over."""
_FIXED = [False]
"""Inside the engine's evaluation of a run, where no value is ever changed in place."""


def begin_run() -> None:
    """Forget every analysis: a new run starts."""
    _MEMO.clear()


def table() -> dict[Hashable, Any]:
    """The current run's memo (emptied first when it has grown past its bound)."""
    if len(_MEMO) > _LIMIT:
        _MEMO.clear()
    return _MEMO


@contextlib.contextmanager
def values_fixed() -> Iterator[None]:
    """While the engine evaluates a run: the lists built-ins are given are never changed in
    place (a run constant is one object), so an analysis may be memoised by the object."""
    before = _FIXED[0]
    _FIXED[0] = True
    try:
        yield
    finally:
        _FIXED[0] = before


def by_object() -> dict[Hashable, Any] | None:
    """The run's memo, for results keyed by an argument's identity (the entry keeps the
    object alive, so its id is not reused); None outside :func:`values_fixed`."""
    return table() if _FIXED[0] else None
