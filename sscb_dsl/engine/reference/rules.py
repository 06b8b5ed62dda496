"""The reference evaluator's use and stance rules: candidates, bindings, verdicts, T_S/T_U, Y_end.

Paper Definitions 3.2-3.3 and §IV-C; docs/language.md "Use rules", "`let`", "`given`" and
"Patterns: `say last`"; docs/engine.md "Uses" and "Arrival, pre-reliance and stance".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sscb_dsl.engine.record import UseItem
from sscb_dsl.engine.reference.history import candidates, selected_tools
from sscb_dsl.engine.reference.interpret import Interpreter, Scope
from sscb_dsl.engine.reference.values import (
    STANCE_VERDICTS,
    UNKNOWN,
    Event,
    kleene,
)
from sscb_dsl.language import ast


def _short(text: str, width: int = 120) -> str:
    """One line of at most ``width`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def bind_given(given: ast.Given, event: Event, interp: Interpreter, scope: Scope) -> Any:
    """What ``given NAME: KIND [TOOLS] [where COND]`` binds for the rule's event ``event``.

    "1. the latest event of that kind that happened before `e` ... and whose `where` is true;
    2. unknown, if, scanning from the latest such event backwards, an event whose `where` is
    unknown comes before (is later than) any whose `where` is true; 3. null if no event of that
    kind before `e` satisfies `where`."
    """
    w = interp.world
    if w.ledger is None or w.domain is None:
        return UNKNOWN
    tools = selected_tools(given.tool, w.domain, w.params)
    earlier = [ev for ev in interp.history(given.kind, tools) if ev.time < event.time]
    for cand in reversed(earlier):
        if given.where is None:
            return cand
        holds = kleene(interp.value(given.where, scope.with_(given.name.name, cand, None)))
        if holds is True:
            return cand
        if holds is UNKNOWN:
            return UNKNOWN
    return None


def rule_scope(rule: ast.Rule, event: Event, interp: Interpreter, scope: Scope) -> Scope:
    """The scope of a rule's ``where`` and arms for one event: its variable, then its ``let``s
    and ``given``s in order (a later binding may read the earlier ones)."""
    inner = scope.with_(rule.pattern.var.name, event, None)
    for b in rule.bindings:
        if isinstance(b, ast.Let):
            inner = inner.with_let(b)
        else:
            inner = inner.with_(b.name.name, bind_given(b, event, interp, inner), None)
    return inner


def classify(rule: ast.Rule, interp: Interpreter, scope: Scope) -> str | None:
    """Walk the arms in order (Definitions 3.2-3.3); None when the event is no candidate.

    An unknown ``where`` or an unknown arm condition leaves the event ``unresolved``, as does
    an event that no arm matches.
    """
    if rule.where is not None:
        w = kleene(interp.value(rule.where, scope))
        if w is False:
            return None
        if w is UNKNOWN:
            return "unresolved"
    for arm in rule.arms:
        if arm.cond is None:
            return arm.verdict.name
        v = kleene(interp.value(arm.cond, scope))
        if v is UNKNOWN:
            return "unresolved"
        if v is True:
            return arm.verdict.name
    return "unresolved"


def rule_items(
    rules: Sequence[ast.Rule],
    interp: Interpreter,
    scope: Scope,
    after: int,
    overrides: Mapping[int, str],
) -> list[UseItem]:
    """Every candidate event after ``after`` under every rule, in (step, rule order) order."""
    w = interp.world
    assert w.ledger is not None and w.domain is not None
    found: list[tuple[int, int, UseItem]] = []
    for order, rule in enumerate(rules):
        tools = selected_tools(rule.pattern.tool, w.domain, w.params)
        for ev in candidates(rule.pattern, tools, w.ledger, after):
            verdict = classify(rule, interp, rule_scope(rule, ev, interp, scope))
            if verdict is None:
                continue
            source = f"rule:{rule.name.name}"
            if ev.step in overrides:
                verdict, source = overrides[ev.step], source + "+label"
            if ev.kind == "say" and ev.message is not None:
                text = _short(ev.message.content)
            elif ev.call is not None:
                text = _short(f"{ev.call.name}({ev.call.raw_args})")
            else:
                text = ""
            found.append((ev.step, order, UseItem(ev.step, ev.kind, source, verdict, text)))
    return [item for _, _, item in sorted(found, key=lambda t: (t[0], t[1]))]


def first_anchor(
    items: Sequence[UseItem], wanted: Sequence[str], complete: bool, none_word: str
) -> tuple[Any, UseItem | None]:
    """The paper's rule for T_S (``wanted`` = dependent) and T_U (``wanted`` = faulty).

    The first determinate wanted use gives the step, unless an unresolved candidate comes
    before it (undecidable); with no wanted use, a complete trace without unresolved candidates
    gives ``none_word``, anything else is undecidable.
    """
    hit = next((u for u in items if u.verdict in wanted), None)
    unresolved = [u.step for u in items if u.verdict == "unresolved"]
    if hit is not None:
        if unresolved and min(unresolved) < hit.step:
            return "undecidable", hit
        return hit.step, hit
    if unresolved or not complete:
        return "undecidable", None
    return none_word, None


def terminal_stance(items: Sequence[UseItem]) -> tuple[str, str]:
    """Y_end: the last explicit stance, unless a later unresolved stance may replace it."""
    last: tuple[str, str] = ("undecidable", "rule:stance")
    for item in items:
        if item.verdict in STANCE_VERDICTS:
            last = (item.verdict, item.rule)
        elif item.verdict == "unresolved":
            last = ("undecidable", item.rule)
    return last


def arrival_of(t_e: Any, t_s: Any) -> str | None:
    """Z_S for a triggered run: pre / late / absent / undecidable, None without a T_S step."""
    if not isinstance(t_s, int) or isinstance(t_s, bool):
        return None
    if t_e == "undecidable":
        return "undecidable"
    if t_e == "inf":
        return "absent"
    return "pre" if t_e < t_s else "late"


def pre_reliance_of(adopted: Any, t_e: Any, t_u: Any) -> bool | None:
    """T_E < T_U, for adopted runs with both decidable (T_E = inf counts as not before)."""
    if adopted != "yes" or not isinstance(t_u, int) or t_e in ("undecidable", None):
        return None
    return isinstance(t_e, int) and t_e < t_u
