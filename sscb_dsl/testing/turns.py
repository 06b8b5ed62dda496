"""Runs built from turns: assistant messages with several tool calls, results in any order.

:func:`sscb_dsl.testing.assemble` gives each tool call its own assistant message; language 2
orders parallel calls (several ``tool_calls`` in one message) by their position, so the
language-2 scenarios build runs from :class:`Turn` s instead: an assistant message with text
and/or calls whose results arrive in a chosen order, or a user message.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from sscb_dsl.testing.core import NO_RESULT, Piece


@attrs.frozen
class Call:
    """One tool call of a turn and its result.

    ``args``/``result`` are JSON values, or raw text when ``raw_args``/``raw_result`` is set
    (unparseable content; ``"Error: ..."`` for a failed call). ``result`` equal to
    :data:`~sscb_dsl.testing.NO_RESULT` leaves the call unanswered (a truncated run);
    ``error_flag`` marks the result with the harness's ``"error": true``. ``altered`` lists the
    result in the intervention log; ``fault`` makes it the fault-bearing observation.
    """

    tool: str
    args: Any
    result: Any = NO_RESULT
    raw_args: bool = False
    raw_result: bool = False
    error_flag: bool = False
    altered: bool = False
    fault: bool = False


@attrs.frozen
class Turn:
    """A message of the run: ``assistant`` (text and/or calls) or ``user``.

    ``arrival`` is the order in which the calls' results are delivered, as indexes into
    ``calls`` (default: issue order); results follow the assistant message directly.
    """

    role: str
    text: str = ""
    calls: tuple[Call, ...] = ()
    arrival: tuple[int, ...] | None = None

    def order(self) -> tuple[int, ...]:
        """The indexes of the calls in the order their results arrive."""
        return self.arrival if self.arrival is not None else tuple(range(len(self.calls)))


def parallel(*calls: Call, text: str = "", arrival: Sequence[int] | None = None) -> Turn:
    """One assistant message issuing ``calls`` together (its text optional)."""
    return Turn("assistant", text, tuple(calls), tuple(arrival) if arrival is not None else None)


def agent(text: str) -> Turn:
    """An assistant message with text and no tool call (``""`` gives an empty message)."""
    return Turn("assistant", text)


def person(text: str) -> Turn:
    """A user message."""
    return Turn("user", text)


def turn_of(piece: Piece) -> Turn:
    """The turn for a :class:`~sscb_dsl.testing.Piece` (one call, or a message)."""
    if piece.kind == "say":
        return agent(piece.text)
    if piece.kind == "user":
        return person(piece.text)
    call = Call(
        piece.tool,
        piece.args,
        piece.result,
        raw_args=piece.raw_args,
        raw_result=piece.raw_result,
        altered=piece.altered,
        fault=piece.fault,
    )
    return Turn("assistant", piece.text, (call,))


@attrs.frozen
class Assembled:
    """An assembled run: the ``sscb.run/1`` dict, the step where each turn starts, and the
    step of each delivered result by (turn index, call index)."""

    raw: dict[str, Any]
    starts: tuple[int, ...]
    results: Mapping[tuple[int, int], int]


def assemble_turns(
    run_id: str,
    case: Mapping[str, Any],
    turns: Sequence[Turn],
    *,
    applied: bool = True,
    config: str = "F",
    repetition: int = 0,
) -> Assembled:
    """An ``sscb.run/1`` dict of ``turns`` after a system and a user message.

    The intervention points at the result of the call marked ``fault`` (untriggered when there
    is none or ``applied`` is false) and lists the results of calls marked ``altered`` (the
    fault's own result included).
    """
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a helpful agent. Follow the policy."},
        {"role": "user", "content": "Hi, I need help with my account."},
    ]
    starts: list[int] = []
    results: dict[tuple[int, int], int] = {}
    altered: list[int] = []
    fault: tuple[int, str] | None = None
    for t, turn in enumerate(turns):
        starts.append(len(messages))
        if turn.role == "user":
            messages.append({"role": "user", "content": turn.text})
            continue
        if not turn.calls:
            messages.append({"role": "assistant", "content": turn.text})
            continue
        tool_calls = []
        for c, call in enumerate(turn.calls):
            arguments = call.args if call.raw_args else json.dumps(call.args)
            fn = {"name": call.tool, "arguments": arguments}
            tool_calls.append({"id": f"call_{t}_{c}", "type": "function", "function": fn})
        messages.append(
            {"role": "assistant", "content": turn.text or None, "tool_calls": tool_calls}
        )
        for c in turn.order():
            call = turn.calls[c]
            if call.result == NO_RESULT:
                continue
            content = call.result if call.raw_result else json.dumps(call.result)
            message: dict[str, Any] = {
                "role": "tool",
                "tool_call_id": f"call_{t}_{c}",
                "name": call.tool,
                "content": content,
            }
            if call.error_flag:
                message["error"] = True
            messages.append(message)
            step = len(messages) - 1
            results[(t, c)] = step
            if call.altered or call.fault:
                altered.append(step)
            if call.fault:
                fault = (step, f"call_{t}_{c}")
    intervention: dict[str, Any] = {"applied": applied and fault is not None, "altered": altered}
    if fault is not None:
        intervention.update(message_index=fault[0], tool_call_id=fault[1])
    raw = {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": dict(case),
        "config": config,
        "repetition": repetition,
        "messages": messages,
        "intervention": intervention,
    }
    return Assembled(raw, tuple(starts), results)
