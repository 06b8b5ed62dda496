"""Fault injection driven by an operator's ``fault`` declaration: replayed, or live.

Replay (``replay``) turns a clean recorded run and a case into the faulted ``sscb.run/1``:

- ``observe TOOL`` faults mutate the first observation of TOOL whose call satisfies ``match`` at
  ``site`` to the value of ``set``; with ``persistence persistent`` every later observation of
  the same state (``match`` holds, the site still holds the original value) is mutated too.
- ``call TOOL`` faults with ``suppress write E(k).F`` and ``keep acknowledgement`` keep the first
  matching call's acknowledgement as recorded and make every later observation of ``E(k)`` that
  carries ``F`` show the state as it was before the attempt, until the next effective write to
  ``E(k).F``; with ``persistence persistent`` repeated attempts (``match`` holds) are suppressed.

``Injector`` applies the same declaration live, around tool functions ``tool(**args) -> str``.
Nothing here is specific to one operator: see docs/formats.md, "Cases and replay injection".
"""

from sscb_dsl.inject.cases import (
    FaultSpec,
    InjectError,
    case_from_dict,
    compile_fault,
    load_cases,
    load_operator,
)
from sscb_dsl.inject.live import Injector
from sscb_dsl.inject.replay import Injected, replay
from sscb_dsl.inject.runs import messages_of, run_line

__all__ = [
    "FaultSpec",
    "InjectError",
    "Injected",
    "Injector",
    "case_from_dict",
    "compile_fault",
    "load_cases",
    "load_operator",
    "messages_of",
    "replay",
    "run_line",
]
