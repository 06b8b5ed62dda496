"""Shared by replay and live injection: JSON paths and styles, runs as messages, fault binding."""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Mapping
from typing import Any

from sscb_dsl.engine.values import (
    UNKNOWN,
    Env,
    EventVal,
    Fn,
    RunContext,
    _truth,
)
from sscb_dsl.engine.values import Path as ValuePath
from sscb_dsl.ledger.model import Case, Ledger, Observation

if sys.version_info >= (3, 11):
    pass
else:  # pragma: no cover
    pass  # type: ignore[import-not-found,unused-ignore]
from sscb_dsl.inject.cases import FaultSpec

# ---------------------------------------------------------------- JSON helpers


def _get_path(value: Any, path: ValuePath) -> tuple[bool, Any]:
    """(found, value) at ``path`` inside a JSON value."""
    for key in path:
        if isinstance(value, dict) and isinstance(key, str) and key in value:
            value = value[key]
        elif (
            isinstance(value, list) and isinstance(key, int) and not isinstance(key, bool)
            and 0 <= key < len(value)
        ):  # fmt: skip
            value = value[key]
        else:
            return False, None
    return True, value


def _set_path(value: Any, path: ValuePath, new: Any) -> Any:
    """A copy of ``value`` with ``path`` (which must exist) set to ``new``."""
    out = copy.deepcopy(value)
    if not path:
        return copy.deepcopy(new)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = copy.deepcopy(new)
    return out


_STYLES: tuple[dict[str, Any], ...] = (
    {},
    {"separators": (",", ":")},
    {"indent": 2},
    {"ensure_ascii": False},
    {"separators": (",", ":"), "ensure_ascii": False},
    {"indent": 2, "ensure_ascii": False},
    {"indent": 4},
)


def dump_like(value: Any, text: str) -> str:
    """``value`` as JSON in the style ``text`` was written in (tau-bench: ``json.dumps``)."""
    original = json.loads(text)
    for style in _STYLES:
        if json.dumps(original, **style) == text:
            return json.dumps(value, **style)
    return json.dumps(value)


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _jsonable(value: Any) -> Any:
    return None if value is UNKNOWN else value


# ---------------------------------------------------------------- runs as messages


def messages_of(ledger: Ledger) -> list[dict[str, Any]]:
    """The run's messages as OpenAI chat messages (what ``sscb.run/1`` stores)."""
    out: list[dict[str, Any]] = []
    for msg in ledger.messages:
        if msg.role == "tool":
            obs = ledger.observation_at(msg.step)
            if obs is None or obs.call is None:
                out.append({"role": "tool", "content": msg.content, "_hidden": True})
                continue
            item: dict[str, Any] = {
                "role": "tool",
                "tool_call_id": obs.call.call_id,
                "name": obs.name,
                "content": msg.content,
            }
            if obs.is_error and not msg.content.startswith("Error:"):
                item["error"] = True
            out.append(item)
        elif msg.role == "assistant" and msg.tool_calls:
            calls = [
                {
                    "id": c.call_id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.raw_args},
                }
                for c in msg.tool_calls
            ]
            out.append({"role": "assistant", "content": msg.content or None, "tool_calls": calls})
        else:
            out.append({"role": msg.role, "content": msg.content})
    return out


def _case_dict(case: Case) -> dict[str, Any]:
    return {
        "id": case.id,
        "operator": case.operator,
        "domain": case.domain,
        "cluster": case.cluster,
        "control": case.control,
        "params": dict(case.params),
    }


def run_line(run: Mapping[str, Any]) -> str:
    """One ``sscb.run/1`` JSONL line (without newline), byte-identical for equal runs."""
    return json.dumps(run, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------- binding the fault


def _env(case: Case) -> Env:
    return Env({"case": dict(case.params)}, {}, RunContext({}, {}))


def _bind(spec: FaultSpec, env: Env, obs: Observation, kind: str) -> Env:
    return env.bind(spec.var, EventVal(obs.step, kind, obs.call, obs), None)


def _holds(fn: Fn | None, env: Env) -> bool:
    return fn is None or _truth(fn(env)) is True
