"""A memo of text analyses for the run being evaluated, never carried from one run to the next.

The engine calls :func:`begin_run` whenever it sets up a run's context (``RunContext``), which
empties the memo: within a run, rules and built-ins asking the same question of the same
message (the references to the same anchors, say) get the answer computed once; a new run
computes everything afresh. Outside the engine (a built-in called directly) the memo is bounded.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

_MEMO: dict[Hashable, Any] = {}
_LIMIT = 50_000
"""Entries kept at most (a run needs far fewer); past it the memo starts over."""


def begin_run() -> None:
    """Forget every analysis: a new run starts."""
    _MEMO.clear()


def table() -> dict[Hashable, Any]:
    """The current run's memo (emptied first when it has grown past its bound)."""
    if len(_MEMO) > _LIMIT:
        _MEMO.clear()
    return _MEMO
