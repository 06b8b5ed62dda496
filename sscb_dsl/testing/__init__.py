"""Hypothesis strategies that build ``sscb.run/1`` runs for a contract, with known ground truth.

A generated run is a list of :class:`Block` s (a tool call with its result, an agent message, a
user message) placed around one fault block, rendered by a :class:`Scenario` that knows the
operator's case: what each block says, which results the intervention altered, and, by
construction, whether a block is certain or uncertain counterevidence and how a use is
classified. Property tests move, delete and insert blocks and re-render the run
(:meth:`GeneratedRun.with_blocks`), so the ground truth follows the edit.

``runs_for("WriteEffect")`` (and ``ReturnDate``, ``PaySource``, ``ItemOption``) gives runs for
the stdlib operators; contract authors compose their own from :func:`tool_call`, :func:`say`,
:func:`user`, :func:`assemble`, :func:`date_text` and :func:`interleavings`, or from
:class:`Turn` s (several parallel calls in one message, results in any order) with
:func:`assemble_turns`. Language 2 has its own family: :func:`lang2_examples` draws a generated
``sscb 2`` operator of a small bank domain with runs of one of its cases, and
:func:`inline_text` writes a contract's ``let`` s out by hand. See ``docs/testing.md``. This
module needs ``hypothesis`` (the ``test`` extra).
"""

from __future__ import annotations

from sscb_dsl.testing.bank import (
    BankCase,
    BankRun,
    bank_case,
    bank_cases,
    bank_run,
    bank_runs,
    domain_text,
)
from sscb_dsl.testing.bank_contracts import OperatorText, bank_operator, bank_operators
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
from sscb_dsl.testing.inline import inline_operator, inline_text
from sscb_dsl.testing.lang2 import (
    Lang2Example,
    bank_domain,
    features,
    lang2_example,
    lang2_examples,
    load_bank_operator,
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
from sscb_dsl.testing.turns import (
    Assembled,
    Call,
    Turn,
    agent,
    assemble_turns,
    parallel,
    person,
    turn_of,
)

__all__ = [
    "COMMON",
    "FAULT",
    "NO_RESULT",
    "SCENARIOS",
    "Assembled",
    "BankCase",
    "BankRun",
    "Block",
    "Call",
    "GeneratedRun",
    "ItemOptionScenario",
    "Lang2Example",
    "OperatorText",
    "PaySourceScenario",
    "Piece",
    "Rendered",
    "ReturnDateScenario",
    "Scenario",
    "Turn",
    "WriteEffectScenario",
    "agent",
    "assemble",
    "assemble_turns",
    "bank_case",
    "bank_cases",
    "bank_domain",
    "bank_operator",
    "bank_operators",
    "bank_run",
    "bank_runs",
    "build",
    "date_text",
    "domain_text",
    "features",
    "inline_operator",
    "inline_text",
    "interleavings",
    "lang2_example",
    "lang2_examples",
    "load_bank_operator",
    "load_operator",
    "parallel",
    "person",
    "runs_for",
    "say",
    "scenario_for",
    "to_run",
    "tool_call",
    "turn_of",
    "user",
]
