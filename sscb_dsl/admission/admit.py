"""Pre-use revealability admission (paper §III-B, §IV-B): injection contexts, witnesses, verdicts.

A case's injection context h_c is a visible prefix through the fault-bearing observation, stored
as a JSON file with its sha256, plus target, fault parameters, persistence, tools and the user
whose permissions apply (written and read by ``sscb_dsl.admission.case_files``). A witness is a
continuation rho of agent messages and tool results.
``verify`` admits the case iff the engine gives T_E(h_c||rho) < T_S(h_c||rho) < inf, every
argument in rho is obtainable from the visible history or the task (with its provenance), every
call is a normal tool of the domain under the same user, no dependent use lies in the prefix,
and rho is the faulted environment's, not a clean execution. ``synthesize`` searches read-tool
continuations breadth-first for one that completes a counterevidence relation, then appends the
smallest proposed use that the operator's use rules classify as dependent. Codes: A1xx fault
validity, A2xx context, A3xx continuation, A4xx the engine's condition, A501 unresolved.
"""

from sscb_dsl.admission.common import Provenance, Verdict, operator_and_domain
from sscb_dsl.admission.synthesize import synthesize
from sscb_dsl.admission.verify import verify

__all__ = ["Provenance", "Verdict", "operator_and_domain", "synthesize", "verify"]
