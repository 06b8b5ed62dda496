"""Inspect chat messages as the OpenAI messages of an ``sscb.run/1``, and the user's side of a chat.

The agent's transcript is kept in Inspect's message types (so ``inspect view`` shows it); the run
written for the engine holds the same messages in tau-bench's OpenAI shape: assistant tool calls
as ``{"id", "type": "function", "function": {"name", "arguments": <JSON text>}}`` and tool
results with ``name``. A tool result Inspect logged as an error (empty content and an ``error``)
is written as the text the model saw, ``"Error: <message>"``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
)

__all__ = [
    "GREETING",
    "USER_PROMPT",
    "openai_messages",
    "said",
    "user_view",
]

GREETING = "Hi! How can I help you today?"
"""What the simulated user hears first (tau-bench opens every conversation with it)."""

USER_PROMPT = """\
You are playing a customer who is chatting with a customer-service agent.

Your goal and everything you know:
{instruction}

How to play:
- Write only the customer's next chat message, one line, nothing else.
- Give out what you know a little at a time, only what the agent needs for the current step.
- Never make up information the goal does not give you (ids, numbers, names, dates); if the
  agent asks for something you do not have, say you do not know or do not remember it.
- Put things in your own words instead of copying the goal's sentences.
- Stay in the personality the goal describes and keep the conversation natural.
- Once your goal is fully achieved, reply with ###STOP### alone, with nothing else."""
"""The user simulator's system prompt (sscb's own wording of tau-bench's user rules)."""


def _text(message: ChatMessage) -> str:
    return message.text


def _call_json(call: Any) -> dict[str, Any]:
    """A tool call as OpenAI writes it. Inspect keeps the parsed arguments only, so the text is
    rebuilt in the compact form OpenAI's API returns (``{"a":1}``)."""
    args = json.dumps(call.arguments, separators=(",", ":"), ensure_ascii=False)
    return {
        "id": call.id,
        "type": "function",
        "function": {"name": call.function, "arguments": args},
    }


def openai_messages(messages: Sequence[ChatMessage]) -> list[dict[str, Any]]:
    """The agent's transcript as OpenAI chat messages (the ``messages`` of an ``sscb.run/1``)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        if isinstance(m, ChatMessageAssistant):
            text = _text(m)
            item: dict[str, Any] = {"role": "assistant", "content": text or None}
            if m.tool_calls:
                item["tool_calls"] = [_call_json(c) for c in m.tool_calls]
            out.append(item)
        elif isinstance(m, ChatMessageTool):
            content = _text(m)
            if m.error is not None and not content:
                content = f"Error: {m.error.message}"
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": m.tool_call_id,
                    "name": m.function,
                    "content": content,
                }
            )
        else:
            out.append({"role": m.role, "content": _text(m)})
    return out


def said(messages: Sequence[ChatMessage]) -> list[str]:
    """The agent's replies to the user (assistant messages without a tool call)."""
    return [_text(m) for m in messages if isinstance(m, ChatMessageAssistant) and not m.tool_calls]


def user_view(instruction: str, messages: Sequence[ChatMessage]) -> list[ChatMessage]:
    """The conversation as the simulated user sees it: its prompt, the greeting, then the chat
    with roles swapped (its own lines are ``assistant``; the agent's replies are ``user``).

    Tool calls and results are the agent's business: the user never sees them.
    """
    out: list[ChatMessage] = [
        ChatMessageSystem(content=USER_PROMPT.format(instruction=instruction)),
        ChatMessageUser(content=GREETING),
    ]
    for m in messages:
        if isinstance(m, ChatMessageUser):
            out.append(ChatMessageAssistant(content=_text(m)))
        elif isinstance(m, ChatMessageAssistant) and not m.tool_calls:
            out.append(ChatMessageUser(content=_text(m)))
    return out
