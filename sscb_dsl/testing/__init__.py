"""Hypothesis strategies that build ``sscb.run/1`` runs for a contract, with known ground truth.

A generated run is a list of :class:`Block` s (a tool call with its result, an agent message, a
user message) placed around one fault block, rendered by a :class:`Scenario` that knows the
operator's case: what each block says, which results the intervention altered, and, by
construction, whether a block is certain or uncertain counterevidence and how a use is
classified. Property tests move, delete and insert blocks and re-render the run
(:meth:`GeneratedRun.with_blocks`), so the ground truth follows the edit.

``runs_for("WriteEffect")`` (and ``ReturnDate``, ``PaySource``, ``ItemOption``) gives runs for
the stdlib operators; contract authors compose their own from :func:`tool_call`, :func:`say`,
:func:`user`, :func:`assemble`, :func:`date_text` and :func:`interleavings`. See
``docs/testing.md``. This module needs ``hypothesis`` (the ``test`` extra).
"""

from __future__ import annotations

from sscb_dsl.testing.core import (
    COMMON,
    FAULT,
    NO_RESULT,
    Block,
    GeneratedRun,
    Piece,
    Rendered,
    Scenario,
    assemble,
    build,
    date_text,
    interleavings,
    load_operator,
    say,
    to_run,
    tool_call,
    user,
)
from sscb_dsl.testing.stdlib import (
    SCENARIOS,
    ItemOptionScenario,
    PaySourceScenario,
    ReturnDateScenario,
    WriteEffectScenario,
    runs_for,
    scenario_for,
)

__all__ = [
    "COMMON",
    "FAULT",
    "NO_RESULT",
    "SCENARIOS",
    "Block",
    "GeneratedRun",
    "ItemOptionScenario",
    "PaySourceScenario",
    "Piece",
    "Rendered",
    "ReturnDateScenario",
    "Scenario",
    "WriteEffectScenario",
    "assemble",
    "build",
    "date_text",
    "interleavings",
    "load_operator",
    "runs_for",
    "say",
    "scenario_for",
    "to_run",
    "tool_call",
    "user",
]
