"""The ledger: one run's model-visible events, in step order, with the indexes the engine needs.

A step is an index into the run's ``messages`` (PRODUCT.md section 4). A tool call's step is the
step of the assistant message carrying it; an observation's step is the step of its tool message.
Evaluator-only data (the case and the intervention log) lives in :class:`EvaluatorOnly`, apart
from the :class:`Ledger`, so that counterevidence evaluation, which is given only a ledger,
cannot read it. This module knows nothing of the contract language: entity indexes are built
from plain mappings the caller supplies.
"""

from __future__ import annotations

import enum
import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple

import attrs

try:
    import orjson

    _loads: Any = orjson.loads
    _JSON_ERRORS: tuple[type[Exception], ...] = (orjson.JSONDecodeError, TypeError)
except ImportError:  # pragma: no cover - orjson is optional
    _loads = json.loads
    _JSON_ERRORS = (ValueError, TypeError, RecursionError)

__all__ = [
    "PARSE_LATER",
    "UNPARSED",
    "Case",
    "EvaluatorOnly",
    "Intervention",
    "Ledger",
    "Message",
    "Observation",
    "ReadError",
    "Run",
    "RunMeta",
    "TimelineRow",
    "ToolCall",
    "Unparsed",
    "parse_tool_text",
]

ROLES: Final = ("system", "user", "assistant", "tool")


class Unparsed(enum.Enum):
    """Marker type of :data:`UNPARSED`."""

    UNPARSED = "UNPARSED"

    def __repr__(self) -> str:
        return "UNPARSED"


UNPARSED: Final = Unparsed.UNPARSED
"""Tool content that is not JSON; the engine treats a value read from it as undecidable."""


class ToolCall(NamedTuple):
    """A tool call made by the agent: its step, id, tool name and arguments.

    ``args`` is ``None`` when ``raw_args`` is not a JSON object (so they are undecidable);
    ``position`` is the call's index within its message's ``tool_calls``. Ledger events are
    immutable named tuples: a run has hundreds, and reading builds them at tuple speed.
    """

    step: int
    call_id: str
    name: str
    args: dict[str, Any] | None
    raw_args: str
    position: int = 0


class _ObservationFields(NamedTuple):
    step: int
    call: ToolCall | None
    name: str
    text: str
    given: Any
    is_error: bool


class Observation(_ObservationFields):
    """A tool result the agent saw, paired with the call it answers.

    ``value`` is the parsed JSON content or :data:`UNPARSED`; ``is_error`` marks a failed call
    (tau-bench's ``"Error: ..."`` strings, or an error flag set by the harness). A reader may
    give :data:`PARSE_LATER` as the value: the text is then parsed the first time ``value`` is
    read, so results no rule looks at (another product's record, a flight search) cost nothing.
    Equality compares the parsed value.
    """

    @functools.cached_property
    def value(self) -> Any:
        """The parsed JSON content, or :data:`UNPARSED`."""
        given = self.given
        return parse_tool_text(self.text) if given is PARSE_LATER else given

    def _key(self) -> tuple[Any, ...]:
        return (self.step, self.call, self.name, self.text, self.value, self.is_error)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self._key())


class _ParseLater(enum.Enum):
    PARSE_LATER = "PARSE_LATER"


PARSE_LATER: Final = _ParseLater.PARSE_LATER
"""An observation value to be parsed from its text on first use."""

_JSON_STARTS: Final = frozenset('{["-0123456789tfn \t\r\n')
"""The characters a JSON text can begin with (RFC 8259: a value after optional whitespace)."""


def parse_tool_text(text: str) -> Any:
    """A tool result's JSON value, or :data:`UNPARSED` when the text is not JSON."""
    if not text or text[0] not in _JSON_STARTS:  # "Error: ...": spare the exception
        return UNPARSED
    try:
        return _loads(text)
    except _JSON_ERRORS:
        pass
    try:  # what orjson refuses but JSON allows (a lone surrogate escape)
        return json.loads(text)
    except (ValueError, RecursionError):
        return UNPARSED


class Message(NamedTuple):
    """One message of the run as the agent saw it; ``content`` is ``""`` if the source had none."""

    step: int
    role: str
    content: str
    tool_calls: tuple[ToolCall, ...] = ()


@attrs.frozen
class TimelineRow:
    """One line of a ledger's timeline: step, kind (role, ``call`` or ``result``), tool, text."""

    step: int
    kind: str
    tool: str
    text: str
    note: str = ""


def _hashable(value: Any) -> Any:
    """A hashable stand-in for a JSON value, so equal JSON values index to the same key."""
    if isinstance(value, (dict, list)):
        return ("json", json.dumps(value, sort_keys=True, separators=(",", ":")))
    return value


@attrs.frozen
class Ledger:
    """The ordered, model-visible events of one run, with cheap lookups.

    Indexes (by tool, by step, by entity key, writes by entity field) are built on first use and
    cached on the ledger, so reading pays only for the events themselves.
    """

    run_id: str
    messages: tuple[Message, ...]
    calls: tuple[ToolCall, ...]
    observations: tuple[Observation, ...]
    _cache: dict[Any, Any] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_cache", {})

    def _by_tool(
        self,
    ) -> tuple[dict[str, tuple[ToolCall, ...]], dict[str, tuple[Observation, ...]]]:
        """Calls and observations by tool name, built on first use."""
        index = self._cache.get("by_tool")
        if index is None:
            calls: dict[str, list[ToolCall]] = {}
            for call in self.calls:
                calls.setdefault(call.name, []).append(call)
            obs: dict[str, list[Observation]] = {}
            for o in self.observations:
                obs.setdefault(o.name, []).append(o)
            index = (
                {k: tuple(v) for k, v in calls.items()},
                {k: tuple(v) for k, v in obs.items()},
            )
            self._cache["by_tool"] = index
        return index  # type: ignore[no-any-return,unused-ignore]

    def calls_by_tool(self, name: str) -> tuple[ToolCall, ...]:
        """Calls of tool ``name``, in step order."""
        return self._by_tool()[0].get(name, ())

    def observations_by_tool(self, name: str) -> tuple[Observation, ...]:
        """Observations of tool ``name``, in step order."""
        return self._by_tool()[1].get(name, ())

    def observation_at(self, step: int) -> Observation | None:
        """The observation delivered at ``step``, if that message is a tool result."""
        index = self._cache.get("by_step")
        if index is None:
            index = {o.step: o for o in self.observations}
            self._cache["by_step"] = index
        found: Observation | None = index.get(step)
        return found

    @property
    def complete(self) -> bool:
        """Has every tool call its result? (Each result answers one call, so count them.)"""
        return sum(1 for o in self.observations if o.call is not None) == len(self.calls)

    def observation_for(self, call: ToolCall) -> Observation | None:
        """The result paired with ``call`` (``None`` while it has none, e.g. a truncated run)."""
        index = self._cache.get("by_call")
        if index is None:
            index = {(o.call.step, o.call.position): o for o in self.observations if o.call}
            self._cache["by_call"] = index
        found: Observation | None = index.get((call.step, call.position))
        return found

    def observations_by_key(self, tool: str, arg_name: str, value: Any) -> tuple[Observation, ...]:
        """Observations of ``tool`` whose call had ``args[arg_name] == value``, in step order.

        Calls with unparseable arguments are listed under the key :data:`UNPARSED`.
        """
        key = ("obs_key", tool, arg_name)
        index = self._cache.get(key)
        if index is None:
            built: dict[Any, list[Observation]] = {}
            for obs in self.observations_by_tool(tool):
                call = obs.call
                if call is None:
                    continue
                if call.args is None:
                    built.setdefault(UNPARSED, []).append(obs)
                elif arg_name in call.args:
                    built.setdefault(_hashable(call.args[arg_name]), []).append(obs)
            index = {k: tuple(v) for k, v in built.items()}
            self._cache[key] = index
        found: tuple[Observation, ...] = index.get(_hashable(value), ())
        return found

    def writes_by(
        self, effects: Mapping[str, Sequence[tuple[str, str, str]]]
    ) -> Mapping[tuple[str, Any, str], tuple[ToolCall, ...]]:
        """Write calls grouped by the state they write: (entity kind, key value, field) -> calls.

        ``effects`` maps a write tool's name to ``(entity_kind, key_arg_name, field)`` triples.
        A call whose arguments are unparseable is listed under key value :data:`UNPARSED`; a call
        without the key argument writes nothing that can be named and is left out.
        """
        key = ("writes", tuple(sorted((t, tuple(map(tuple, e))) for t, e in effects.items())))
        cached = self._cache.get(key)
        if cached is not None:
            result: Mapping[tuple[str, Any, str], tuple[ToolCall, ...]] = cached
            return result
        built: dict[tuple[str, Any, str], list[ToolCall]] = {}
        for call in self.calls:
            triples = effects.get(call.name)
            if not triples:
                continue
            for kind, key_arg, field in triples:
                if call.args is None:
                    built.setdefault((kind, UNPARSED, field), []).append(call)
                elif key_arg in call.args:
                    slot = (kind, _hashable(call.args[key_arg]), field)
                    built.setdefault(slot, []).append(call)
        frozen = {k: tuple(v) for k, v in built.items()}
        self._cache[key] = frozen
        return frozen

    def timeline(self, width: int = 100) -> tuple[TimelineRow, ...]:
        """The run as numbered rows (one per message, one per tool call) for people to read."""
        rows: list[TimelineRow] = []
        for msg in self.messages:
            if msg.role == "tool":
                obs = self.observation_at(msg.step)
                tool = obs.name if obs else ""
                note = "error" if obs and obs.is_error else ""
                if obs is not None and obs.value is UNPARSED and not obs.is_error:
                    note = "not json"
                if obs is not None and obs.call is not None:
                    note = f"{note}; answers step {obs.call.step}".lstrip("; ")
                rows.append(TimelineRow(msg.step, "result", tool, _short(msg.content, width), note))
                continue
            if msg.content or not msg.tool_calls:
                rows.append(TimelineRow(msg.step, msg.role, "", _short(msg.content, width)))
            for call in msg.tool_calls:
                note = f"id {call.call_id}" + ("; arguments not json" if call.args is None else "")
                rows.append(
                    TimelineRow(msg.step, "call", call.name, _short(call.raw_args, width), note)
                )
        return tuple(rows)


def _short(text: str, width: int) -> str:
    """One line of at most ``width`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: max(width - 1, 0)] + "…"


@attrs.frozen
class Case:
    """The fault case a run belongs to (evaluator-only)."""

    id: str
    operator: str
    domain: str
    cluster: str
    control: bool
    params: dict[str, Any] = attrs.field(factory=dict)


@attrs.frozen
class Intervention:
    """The intervention log of a run (evaluator-only): whether and where the mutation happened.

    ``original`` is the value before mutation and must never feed counterevidence.
    """

    applied: bool
    message_index: int | None = None
    tool_call_id: str | None = None
    altered: tuple[int, ...] = ()
    original: Any = None
    delivered: Any = None


MODES: Final = ("live", "replay")
"""How a run's fault reached the agent: injected while it ran, or replayed into a recording."""


@attrs.frozen
class RunMeta:
    """How a run was made (``sscb.run/1`` ``meta``; evaluator-only, never in the ledger).

    ``mode`` is ``live`` (the agent saw the fault as it ran), ``replay`` (the fault was written
    into a recorded run whose agent never saw it) or ``None`` (not stated). ``replay_of`` is the
    id of the recorded run a replay came from.
    """

    mode: str | None = None
    scaffold: str | None = None
    agent_model: str | None = None
    user_model: str | None = None
    prompt_version: str | None = None
    replay_of: str | None = None


@attrs.frozen
class EvaluatorOnly:
    """Data only the evaluator may see, kept apart from the ledger (Definition 3.4)."""

    case: Case | None = None
    intervention: Intervention | None = None
    meta: RunMeta | None = None


@attrs.frozen
class Run:
    """A run as read: its ledger, evaluator-only data, configuration and where it came from.

    ``origin_id`` is the id the reader gave the run before a side file renamed it (``None``
    when it was not renamed), so that a replay can name the recorded run it came from.
    """

    ledger: Ledger
    evaluator: EvaluatorOnly
    config: str | None = None
    repetition: int | None = None
    source: str = ""
    origin_id: str | None = None


@attrs.frozen
class ReadError:
    """A run (or file) that could not be read; ``message`` says what is wrong and what to do."""

    source: str
    run_id: str | None
    position: int | None
    message_index: int | None
    code: str
    message: str

    def render(self) -> str:
        """``file[#position][ run id][ message N]: error[CODE]: message`` on one line."""
        where = self.source
        if self.position is not None:
            where += f"#{self.position}"
        if self.run_id is not None:
            where += f" run `{self.run_id}`"
        if self.message_index is not None:
            where += f" message {self.message_index}"
        return f"{where}: error[{self.code}]: {self.message}"
