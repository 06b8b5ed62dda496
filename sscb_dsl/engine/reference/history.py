"""Which events a contract can name: tool selectors, the model-visible history, rule candidates.

From docs/language.md "Tool selectors and faults from the case", "`given`", "`exists`" and
"Patterns: `say last`"; written against the ledger's messages, not its indexes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from sscb_dsl.engine.reference.values import (
    Event,
    call_event,
    message_event,
    observation_event,
)
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Ledger, Observation


def domain_tools(domain: ast.Domain) -> frozenset[str]:
    """The names of the domain's tools."""
    return frozenset(t.name.name for t in domain.tools)


def selected_tools(
    sel: ast.ToolSel | None, domain: ast.Domain, params: Mapping[str, Any]
) -> frozenset[str]:
    """The tools a selector names for one case.

    "`(a | b | c)` — any of these tools; `any` — every tool of the domain; `case.tool` — the
    tool named by the case parameter" (a value that names no tool of the domain names none).
    """
    tools = domain_tools(domain)
    if sel is None or sel.kind == "any":
        return tools
    if sel.kind == "param":
        value = params.get(sel.param.name) if sel.param is not None else None
        return frozenset({value}) if isinstance(value, str) and value in tools else frozenset()
    return frozenset(sel.static_names())


def _results(ledger: Ledger) -> dict[tuple[int, int], Observation]:
    """Delivered results by the (step, position) of the call they answer."""
    return {(o.call.step, o.call.position): o for o in ledger.observations if o.call}


def history(ledger: Ledger, kind: str, tools: frozenset[str]) -> list[Event]:
    """Every model-visible event of a kind, in ledger order, as ``given``/``exists`` see them.

    "Only model-visible events are candidates (tool results the agent saw, its own calls and
    messages, the user's messages); error results are included": ``observe`` — delivered
    results of ``tools``; ``call`` — calls of ``tools`` the agent made; ``say`` — "an agent
    message with text"; ``user`` — "a user message".
    """
    out: list[Event] = []
    delivered = {o.step: o for o in ledger.observations}
    results = _results(ledger)
    for msg in ledger.messages:
        if kind == "observe" and msg.role == "tool":
            obs = delivered.get(msg.step)
            if obs is not None and obs.name in tools:
                out.append(observation_event(obs))
        elif kind == "call" and msg.role == "assistant":
            for call in msg.tool_calls:
                if call.name in tools:
                    out.append(call_event(call, results.get((call.step, call.position))))
        elif kind == "say" and msg.role == "assistant" and msg.content.strip():
            out.append(message_event(msg, "say"))
        elif kind == "user" and msg.role == "user":
            out.append(message_event(msg, "user"))
    return out


def candidates(
    pattern: ast.Pattern, tools: frozenset[str], ledger: Ledger, after: int
) -> Iterator[Event]:
    """The post-fault events a rule's pattern selects (Definition 3.2, extraction).

    ``call TOOLS x``: calls of those tools issued after T_F; ``say m``: agent messages with text
    after T_F; ``say last m``: "only the run's final agent message with text, when it comes
    after T_F".
    """
    if pattern.kind == "call":
        for ev in history(ledger, "call", tools):
            if ev.step > after:
                yield ev
        return
    says = history(ledger, "say", frozenset())
    if pattern.kind == "say_last":
        says = says[-1:]
    for ev in says:
        if ev.step > after:
            yield ev
