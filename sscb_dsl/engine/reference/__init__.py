"""A reference evaluator written straight from the definitions: slow, plain, and independent.

It exists to be differed against (``tests/test_reference.py``, ``tests/test_reference_v2.py``):
the fast engine (``compile``/``plan``/``evaluate``) must produce the same
:class:`~sscb_dsl.engine.record.Record` on every run. Nothing here is shared with the fast
engine's algorithms: expressions are walked as rule objects by a small tree-walking interpreter
(Kleene three-valued logic), a ``let`` is a name bound in the interpreter's scope (the engine
writes it out instead), a ``given`` scans the ledger backwards from the rule's event, and
counterevidence is found by brute force over every assignment of observations to a relation's
sources and every binder assignment, with no indexes, no conjunct splitting and no early exit.

Modules: ``values`` (unknown, events and their times, comparisons, arithmetic), ``history``
(tool selectors, model-visible events, rule candidates), ``interpret`` (scopes and the
interpreter), ``faults`` (the case's fault, triggering, alterations, effective writes),
``rules`` (uses and stances), ``evaluate`` (T_E and the record).

It is exempt from the engine's per-run step budget (docs/engine.md, "Evaluation budget"): it is
a test oracle, run on generated ledgers of a few dozen events, never on untrusted input, and its
brute force (every assignment, no early exit) would spend a different number of steps anyway.

Value semantics (as the language documents them): an absent field is ``null``; a value read from
unparseable content or arguments is unknown; a built-in given an unknown value is unknown, and
its ``None`` answer is unknown. Paper references: Definitions 3.1-3.4 and §IV-C of SSCBench.
"""

from sscb_dsl.engine.reference.evaluate import reference_evaluate
from sscb_dsl.engine.reference.values import UNKNOWN, Event

__all__ = ["UNKNOWN", "Event", "reference_evaluate"]
