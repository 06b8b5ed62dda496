"""A tool simulator for tau-bench's airline and retail environments, with an operator's fault.

It answers every airline and retail tool of tau-bench 59a200c over the JSON databases documented
in ``shared/data/tau-bench/README.md``, with tau-bench's argument handling, state changes and
text: ``json.dumps`` of the record, a plain string, an ``"Error: ..."`` string, or ``Unknown
action <name>`` (paper §IV-B; docs/simulator.md). It is what admission needs to simulate a
witness continuation, and what a live harness needs to stand in for tau-bench's environment.

This module gathers the public names; the parts live in ``db`` (loading, copy-on-write store,
tau-bench's data hash), ``tools`` (argument binding, shared tools), ``airline``, ``retail``,
``schemas`` (the tool declarations), ``simulator`` (:class:`Simulator`) and ``faulted``
(:class:`FaultedSimulator`, :func:`compile_fault`).
"""

from __future__ import annotations

from sscb_dsl.tau.airline import AIRPORTS
from sscb_dsl.tau.db import (
    DOMAIN_DIRS,
    DOMAIN_FILES,
    SimulateError,
    Store,
    TauDB,
    data_hash,
    domain_folder,
    load_db,
)
from sscb_dsl.tau.faulted import (
    CompiledFault,
    FaultedSimulator,
    compile_fault,
    get_path,
    same_json,
    set_path,
)
from sscb_dsl.tau.schemas import TERMINATE_TOOLS, tool_schemas
from sscb_dsl.tau.simulator import Simulator, gold_data_hash
from sscb_dsl.tau.tools import NO_RESULT

__all__ = [
    "AIRPORTS",
    "DOMAIN_DIRS",
    "DOMAIN_FILES",
    "NO_RESULT",
    "TERMINATE_TOOLS",
    "CompiledFault",
    "FaultedSimulator",
    "SimulateError",
    "Simulator",
    "Store",
    "TauDB",
    "compile_fault",
    "data_hash",
    "domain_folder",
    "get_path",
    "gold_data_hash",
    "load_db",
    "same_json",
    "set_path",
    "tool_schemas",
]
