"""A reference evaluator written straight from the definitions: slow, plain, and independent.

It exists to be differed against (``tests/test_reference.py``): the fast engine
(``compile``/``plan``/``evaluate``) must produce the same :class:`~sscb_dsl.engine.record.Record` on
every run. Nothing here is shared with the fast engine's algorithms: expressions are walked as
rule objects by a small tree-walking interpreter (Kleene three-valued logic), and counterevidence
is found by brute force over every assignment of observations to a relation's sources and every
binder assignment, with no indexes, no conjunct splitting and no early exit.

Value semantics (as the language documents them): an absent field is ``null``; a value read from
unparseable content or arguments is unknown; a built-in given an unknown value is unknown, and
its ``None`` answer is unknown. Paper references: Definitions 3.1-3.4 and §IV-C of SSCBench.
"""

from sscb_dsl.engine.reference.evaluate import reference_evaluate
from sscb_dsl.engine.reference.interpret import UNKNOWN, Event

__all__ = ["UNKNOWN", "Event", "reference_evaluate"]
