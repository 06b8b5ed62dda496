"""Live injection: an operator's fault applied around tool functions while the agent runs.

``Injector`` wraps tool functions ``tool(**args) -> str``; after the episode it builds the run's
``intervention`` block from the delivered messages (see docs/formats.md).
"""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.engine.values import (
    UNKNOWN,
    Env,
)
from sscb_dsl.language import ast
from sscb_dsl.ledger.formats import RUN_FORMAT
from sscb_dsl.ledger.model import UNPARSED, Case, Observation, ToolCall

if sys.version_info >= (3, 11):
    pass
else:  # pragma: no cover
    pass  # type: ignore[import-not-found,unused-ignore]
from sscb_dsl.inject.cases import InjectError, compile_fault, load_operator, resolve_fault
from sscb_dsl.inject.runs import (
    _bind,
    _case_dict,
    _env,
    _get_path,
    _holds,
    _jsonable,
    _same,
    _set_path,
    dump_like,
)

# ---------------------------------------------------------------- live injection


@attrs.define
class _LiveEvent:
    """One wrapped tool invocation: name, arguments, and whether the fault altered it."""

    name: str
    args: dict[str, Any]
    altered: bool
    first: bool


Snapshot = Callable[[str, Any, str], Any]
Restore = Callable[[str, Any, str, Any], None]


class Injector:
    """Apply an operator's fault live around tool functions and log the intervention.

    Read-value (``observe``) faults rewrite the returned JSON at the site; argument (``arg``)
    faults call the tool with ``set`` at the site of its arguments; suppressed writes
    (``call`` faults) take ``snapshot(entity, key, field)`` before the call and
    ``restore(entity, key, field, value)`` after it, returning the real acknowledgement.
    After the episode, ``intervention(messages)`` builds the run's ``intervention`` block.
    """

    def __init__(
        self,
        operator: str | ast.Operator,
        case: Case,
        *,
        domain: ast.Domain | None = None,
        files: Sequence[Path] = (),
        snapshot: Snapshot | None = None,
        restore: Restore | None = None,
    ) -> None:
        if isinstance(operator, str):
            op, dom = load_operator(operator, files)
        elif domain is None:
            raise InjectError("give the operator's `domain` with an ast.Operator")
        else:
            op, dom = operator, domain
        self.spec = compile_fault(op, dom)
        if case.operator != self.spec.operator:
            raise InjectError(f"case `{case.id}` is for `{case.operator}`, not `{op.name.name}`")
        self.spec = resolve_fault(self.spec, case)
        if self.spec.kind == "call" and (snapshot is None or restore is None):
            raise InjectError(
                f"`{self.spec.operator}` suppresses a write: give snapshot= and restore="
            )
        self.case = case
        self._snapshot = snapshot
        self._restore = restore
        self._env = _env(case)
        self.events: list[_LiveEvent] = []
        self.original: Any = None
        self.delivered: Any = None
        self._key: Any = UNKNOWN

    @property
    def applied(self) -> bool:
        """True once the fault has taken effect."""
        return any(e.first for e in self.events)

    def wrap(self, name: str, tool: Callable[..., str]) -> Callable[..., str]:
        """``tool`` with the fault applied when it is the fault's tool; others are only logged."""

        def wrapped(**args: Any) -> str:
            if name != self.spec.tool:
                self.events.append(_LiveEvent(name, dict(args), False, False))
                return tool(**args)
            if self.spec.kind == "observe":
                return self._observe(name, tool, args)
            if self.spec.kind == "arg":
                return self._arg(name, tool, args)
            return self._call(name, tool, args)

        wrapped.__name__ = name
        wrapped.__doc__ = tool.__doc__
        return wrapped

    def wrap_all(self, tools: Mapping[str, Callable[..., str]]) -> dict[str, Callable[..., str]]:
        """Every tool of an environment, wrapped (by name)."""
        return {name: self.wrap(name, fn) for name, fn in tools.items()}

    def _event(self, name: str, args: dict[str, Any], text: str) -> Env:
        n = len(self.events)
        call = ToolCall(n, f"live-{n}", name, args, json.dumps(args))
        try:
            value: Any = json.loads(text)
        except ValueError:
            value = UNPARSED
        obs = Observation(n, call, name, text, value, text.startswith("Error:"))
        return _bind(self.spec, self._env, obs, self.spec.kind)

    def _observe(self, name: str, tool: Callable[..., str], args: dict[str, Any]) -> str:
        text = tool(**args)
        env = self._event(name, args, text)
        obs = env.vars[self.spec.var].obs
        assert self.spec.site is not None and self.spec.set is not None
        place = self.spec.site(env) if obs.value is not UNPARSED else None
        ok = obs.value is not UNPARSED and not obs.is_error and _holds(self.spec.match, env)
        path = place[1] if place is not None else ()
        found, current = _get_path(obs.value, path[1:]) if ok and path[:1] == ("result",) else (
            False, None,
        )  # fmt: skip
        first = False
        if found and not self.applied:
            new = self.spec.set(env)
            if new is UNKNOWN or _same(new, current):
                found = False
            else:
                self.original, self.delivered, first = current, new, True
        elif found and not (self.spec.persistent and _same(current, self.original)):
            found = False
        self.events.append(_LiveEvent(name, dict(args), found, first))
        if not found:
            return text
        return dump_like(_set_path(obs.value, path[1:], self.delivered), text)

    def _arg(self, name: str, tool: Callable[..., str], args: dict[str, Any]) -> str:
        """An argument fault: the tool is called with ``set`` at the ``site`` of the arguments
        (the first matching call; every later one whose site still holds the original value,
        when persistent). The event keeps the arguments the agent issued, which the messages
        show."""
        env = self._event(name, args, "{}")
        spec = self.spec
        assert spec.site is not None and spec.set is not None
        place = spec.site(env) if _holds(spec.match, env) else None
        path = place[1] if place is not None else ()
        found, current = _get_path(args, path[1:]) if path[:1] == ("args",) else (False, None)
        first = False
        if found and not self.applied:
            new = spec.set(env)
            if new is UNKNOWN or _same(new, current):
                found = False
            else:
                self.original, self.delivered, first = current, new, True
        elif found and not (spec.persistent and _same(current, self.original)):
            found = False
        self.events.append(_LiveEvent(name, dict(args), found, first))
        if not found:
            return tool(**args)
        return tool(**_set_path(args, path[1:], self.delivered))

    def _call(self, name: str, tool: Callable[..., str], args: dict[str, Any]) -> str:
        env = self._event(name, args, "{}")
        spec = self.spec
        assert spec.suppress_key is not None
        matches = _holds(spec.match, env)
        key = spec.suppress_key(env) if matches else UNKNOWN
        suppress = (
            matches and key is not UNKNOWN
            and (not self.applied or (spec.persistent and _same(key, self._key)))
        )  # fmt: skip
        if not suppress:
            self.events.append(_LiveEvent(name, dict(args), False, False))
            return tool(**args)
        assert self._snapshot is not None and self._restore is not None
        before = self._snapshot(spec.suppress_entity, key, spec.suppress_field)
        text = tool(**args)
        if text.startswith("Error:"):
            self.events.append(_LiveEvent(name, dict(args), False, False))
            return text
        self._restore(spec.suppress_entity, key, spec.suppress_field, before)
        first = not self.applied
        if first:
            self._key, self.original = key, copy.deepcopy(before)
            acked = self._event(name, args, text)  # what the kept acknowledgement says
            asserted = spec.asserts(acked) if spec.asserts is not None else UNKNOWN
            self.delivered = _jsonable(asserted)
        self.events.append(_LiveEvent(name, dict(args), True, first))
        return text

    def intervention(self, messages: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        """The ``intervention`` block for the episode's final OpenAI message list.

        Wrapped invocations are paired, in order, with the tool results whose call has the same
        tool name and arguments; :class:`InjectError` if an altered one cannot be found.
        """
        results: list[tuple[int, str, str, Any]] = []
        pending: dict[str, tuple[str, Any]] = {}
        for i, m in enumerate(messages):
            for tc in m.get("tool_calls") or []:
                fn = tc.get("function") or {}
                raw = fn.get("arguments")
                try:
                    parsed = json.loads(raw) if isinstance(raw, str) else raw
                except ValueError:
                    parsed = None
                pending[str(tc.get("id"))] = (str(fn.get("name")), parsed)
            if m.get("role") == "tool" and str(m.get("tool_call_id")) in pending:
                call_id = str(m.get("tool_call_id"))
                name, args = pending.pop(call_id)
                results.append((i, call_id, name, args))
        pos = 0
        altered: list[int] = []
        first: tuple[int, str] | None = None
        for ev in self.events:
            while pos < len(results) and not (
                results[pos][2] == ev.name and _same(results[pos][3], ev.args)
            ):
                pos += 1
            if pos == len(results):
                if ev.altered:
                    raise InjectError(
                        f"the altered `{ev.name}` result is not in the messages; pass the "
                        "episode's complete message list"
                    )
                break
            if ev.altered:
                altered.append(results[pos][0])
                if ev.first:
                    first = (results[pos][0], results[pos][1])
            pos += 1
        if first is None:
            return {"applied": False, "altered": []}
        return {
            "applied": True,
            "message_index": first[0],
            "tool_call_id": first[1],
            "altered": altered,
            "original": self.original,
            "delivered": self.delivered,
        }

    def run(
        self,
        messages: Sequence[Mapping[str, Any]],
        run_id: str,
        config: str | None = None,
        repetition: int | None = None,
    ) -> dict[str, Any]:
        """The episode as an ``sscb.run/1`` object with its case and intervention."""
        return {
            "format": RUN_FORMAT,
            "run_id": run_id,
            "case": _case_dict(self.case),
            "config": config,
            "repetition": repetition,
            "messages": [dict(m) for m in messages],
            "intervention": self.intervention(messages),
        }
