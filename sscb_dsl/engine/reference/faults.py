"""The reference evaluator's fault definitions: the case's fault, triggering, alterations, writes.

Paper Definition 3.1 and docs/language.md "The fault", "Tool selectors and faults from the
case"; docs/engine.md "T_F and triggering", "Counterevidence" (independence, scope).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from sscb_dsl.engine.reference.history import domain_tools, selected_tools
from sscb_dsl.engine.reference.interpret import Interpreter, Scope, World
from sscb_dsl.engine.reference.values import UNKNOWN, Path, Time, canon, observation_event
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Observation, Run


def fault_clause(fault: ast.Fault, kind: str) -> ast.FaultClause | None:
    """The first clause of ``kind`` of the fault, if any."""
    return next((c for c in fault.clauses if c.kind == kind), None)


def expr_clause(fault: ast.Fault, kind: str) -> ast.Expr | None:
    """The expression of a fault clause that holds one (``match``, ``site``, ...)."""
    c = fault_clause(fault, kind)
    if c is None or isinstance(c.value, (ast.Ident, ast.StateRef, ast.WrittenField)):
        return None
    return c.value


@attrs.frozen
class CaseFault:
    """The fault of one case: the tools it intervenes on (a ``call`` fault's suppressed state is
    checked but, for the record, only its acknowledgement matters)."""

    tools: frozenset[str]


def _writes_field(tool: ast.Tool, entity: str | None, field: str, named: bool) -> bool:
    """Does ``tool`` declare that it writes ``field`` (of ``entity``, when one is named)?

    A state reference ``entity(key).field`` is among the writes when a declaration names that
    entity and that field, or the whole entity; ``call.field`` takes entity and key "from the
    domain's `writes` declaration of that field", so it needs a declaration naming the field.
    """
    for w in tool.writes:
        if entity is not None and w.entity.name != entity:
            continue
        if w.field is not None and w.field.name == field:
            return True
        if w.field is None and not named:
            return True
    return False


def _shown(value: Any) -> str:
    return "missing" if value is None else f"`{value}`"


def resolve_fault(
    fault: ast.Fault, domain: ast.Domain, params: Mapping[str, Any]
) -> CaseFault | str:
    """The fault for a case, or why the case cannot have it (the error record ``EV006``).

    "A case whose tool is not a tool of the domain, or whose field the tool does not write,
    gets the error record `EV006`." (The messages are worded as the engine words them.)
    """
    tools = domain_tools(domain)
    sel = fault.tool
    fix = "; fix the case's parameters"
    if sel.kind == "param" and sel.param is not None:
        value = params.get(sel.param.name)
        if not isinstance(value, str) or value not in tools:
            known = ", ".join(f"`{n}`" for n in sorted(tools))
            return (
                f"the case's `{sel.param.name}` is {_shown(value)}, not a tool of domain "
                f"`{domain.name.name}` (one of {known}){fix}"
            )
    chosen = selected_tools(sel, domain, params)
    suppress = fault_clause(fault, "suppress")
    if fault.kind != "call" or suppress is None:
        return CaseFault(chosen)
    ref = suppress.value
    if not isinstance(ref, (ast.StateRef, ast.WrittenField)):
        return CaseFault(chosen)
    field: Any = ref.field.name if ref.field is not None else None
    if ref.field_expr is not None:
        interp = Interpreter(World({}, {}))
        field = interp.value(ref.field_expr, Scope({"case": (dict(params), None)}))
        if not isinstance(field, str) or not field:
            return f"the case gives no field to suppress ({_shown(field)}){fix}"
    if field is None:
        return CaseFault(chosen)
    entity = ref.entity.name if isinstance(ref, ast.StateRef) else None
    named = isinstance(ref, ast.WrittenField)
    for t in domain.tools:
        if t.name.name in chosen and not _writes_field(t, entity, field, named):
            return f"tool `{t.name.name}` does not write a field `{field}`{fix}"
    return CaseFault(chosen)


def bad_altered(run: Run) -> str | None:
    """Why the log's ``altered`` list is unusable (the error record ``EV007``): an applied
    intervention "lists a message that is not a tool result"."""
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return None
    tool_steps = {o.step for o in run.ledger.observations}
    bad = [i for i in iv.altered if i not in tool_steps]
    if not bad:
        return None
    return (
        f"the intervention's `altered` lists message(s) {', '.join(map(str, bad))}, which are "
        "not tool results the agent saw; an intervention alters tool results only"
    )


def delivered_fault(run: Run) -> Observation | None:
    """The fault-bearing observation: the intervention took effect and it was delivered."""
    iv = run.evaluator.intervention
    if iv is None or not iv.applied or iv.message_index is None:
        return None
    return next((o for o in run.ledger.observations if o.step == iv.message_index), None)


def altered_regions(
    fault: ast.Fault, tools: frozenset[str], run: Run, scope: Scope
) -> dict[int, tuple[Path, ...]]:
    """What the intervention altered (Definition 3.4, independence), per observation step.

    Every message the log lists as altered, plus the fault-bearing observation of an ``observe``
    fault. An observation of the observed tool is altered only at the fault's ``site`` (the
    place the site names in that observation); anything else is altered as a whole.
    """
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return {}
    steps = set(iv.altered)
    if fault.kind == "observe" and iv.message_index is not None:
        steps.add(iv.message_index)
    site = expr_clause(fault, "site")
    out: dict[int, tuple[Path, ...]] = {}
    for step in steps:
        obs = next((o for o in run.ledger.observations if o.step == step), None)
        region: Path = ()
        if obs is not None and fault.kind == "observe" and obs.name in tools and site:
            event = observation_event(obs)
            interp = Interpreter(World({}, {}))
            where = interp.place(site, scope.with_(fault.name.name, event, None))
            if where is not None:
                region = where[1]
        out[step] = (region,)
    return out


def effective_writes(
    domain: ast.Domain, fault: ast.Fault, run: Run
) -> dict[tuple[str, str | None, str], tuple[Time, ...]]:
    """Writes that changed state: by (entity, key, field), the times of their calls.

    A write call takes effect when its result arrived, is not an error, and the intervention
    did not suppress it (a ``call`` fault suppresses its fault-bearing attempt; the log lists
    the other suppressed or altered results). An unparseable call writes an unknown key.
    """
    iv = run.evaluator.intervention
    suppressed: set[int] = set()
    if iv is not None and iv.applied:
        suppressed |= set(iv.altered)
        if fault.kind == "call" and iv.message_index is not None:
            suppressed.add(iv.message_index)
    results = {(o.call.step, o.call.position): o for o in run.ledger.observations if o.call}
    out: dict[tuple[str, str | None, str], list[Time]] = {}
    for tool in domain.tools:
        for w in tool.writes:
            if not isinstance(w.key, ast.Var):
                continue
            field = w.field.name if w.field is not None else ""
            for call in run.ledger.calls:
                if call.name != tool.name.name:
                    continue
                result = results.get((call.step, call.position))
                if result is None or result.is_error or result.step in suppressed:
                    continue
                if call.args is None:
                    key: str | None = None
                elif w.key.name in call.args:
                    key = canon(call.args[w.key.name])
                else:
                    continue
                time = (call.step, 1 + call.position)
                out.setdefault((w.entity.name, key, field), []).append(time)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def fault_value(fault: ast.Fault, interp: Interpreter, scope: Scope) -> Any:
    """v': the value of ``asserts``, or else the delivered value at ``site``; for an argument
    fault, the value of ``set`` (what the tool saw: the ledger shows what the agent issued)."""
    if fault.kind == "arg":
        given = expr_clause(fault, "set")
        return interp.value(given, scope) if given is not None else UNKNOWN
    asserts, site = expr_clause(fault, "asserts"), expr_clause(fault, "site")
    claimed = asserts if asserts is not None else site
    return interp.value(claimed, scope) if claimed is not None else UNKNOWN
