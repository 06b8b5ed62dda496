"""Per-format conversion of one run into a :class:`~sscb_dsl.ledger.model.Ledger` and its data.

Every format is first brought to OpenAI chat messages (the shape tau-bench records), then one
builder pairs tool results with calls and parses JSON. Problems raise :class:`Bad`, which the
reader (``sscb_dsl.ledger.read``) turns into a ``ReadError`` for that run only.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from sscb_dsl.ledger.model import (
    MODES,
    PARSE_LATER,
    Case,
    EvaluatorOnly,
    Intervention,
    Ledger,
    Message,
    Observation,
    RunMeta,
    ToolCall,
)

_JSONError: tuple[type[Exception], ...] = (ValueError, TypeError, RecursionError)

try:
    import orjson

    _fast_loads: Any = orjson.loads

    def _dumps(value: Any) -> str:
        try:
            return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
        except TypeError:  # text orjson refuses (a lone surrogate): json writes it
            return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

except ImportError:  # pragma: no cover - orjson is optional
    _fast_loads = json.loads

    def _dumps(value: Any) -> str:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(data: bytes | str) -> Any:
    """Parse JSON with orjson, falling back to ``json`` for what orjson refuses but JSON allows
    (a lone surrogate escape such as ``"\\ud800"``), so such text never stops a reading.

    Raises ``ValueError`` (or ``RecursionError``) for text that is not JSON.
    """
    try:
        return _fast_loads(data)
    except ValueError:
        return json.loads(data)


_loads = loads


RUN_FORMAT: Final = "sscb.run/1"
_RUN_KEYS: Final = frozenset(
    {"format", "run_id", "case", "config", "repetition", "messages", "intervention", "meta"}
)
_CASE_KEYS: Final = frozenset({"id", "operator", "domain", "cluster", "control", "params"})
_INTERVENTION_KEYS: Final = frozenset(
    {"applied", "message_index", "tool_call_id", "altered", "original", "delivered"}
)


class Bad(Exception):
    """A problem with one run: a stable code, a message saying what to do, the message index."""

    def __init__(self, code: str, message: str, message_index: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.message_index = message_index


def _text_of(content: Any, index: int) -> str:
    """Text of a message's content: a string, null, or a list of content parts (text kept)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts: list[str] = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and part.get("type") == "text":
                text = part.get("text")
                if isinstance(text, str):
                    parts.append(text)
        return "\n".join(parts)
    raise Bad(
        "R005",
        f"message content is a {type(content).__name__}, expected a string, null or a list of"
        " content parts; fix or drop this message",
        index,
    )


def _tool_call(raw: Any, step: int, position: int) -> ToolCall:
    """One tool call in any of the OpenAI, tau2-bench (flat) or Inspect (``function``) shapes."""
    if type(raw) is not dict:
        raise Bad("R005", f"tool call {position} is not an object; give `id`, `function`", step)
    fn = raw.get("function")
    if isinstance(fn, dict):
        name, arguments = fn.get("name"), fn.get("arguments")
    elif isinstance(fn, str):
        name, arguments = fn, raw.get("arguments")
    else:
        name, arguments = raw.get("name"), raw.get("arguments")
    call_id = raw.get("id")
    if not isinstance(call_id, str) or not isinstance(name, str):
        raise Bad(
            "R005",
            f"tool call {position} lacks a string `id` or tool name; every call needs both so"
            " its result can be paired with it",
            step,
        )
    if type(arguments) is str:
        try:
            parsed = _loads(arguments)
        except _JSONError:
            parsed = None
        args = parsed if type(parsed) is dict else None
        return ToolCall(step, call_id, name, args, arguments, position)
    if isinstance(arguments, dict):
        bad = raw.get("parse_error")  # Inspect records arguments it could not parse
        return ToolCall(
            step, call_id, name, None if bad else arguments, _dumps(arguments), position
        )
    if arguments is None:
        raise Bad("R005", f"tool call {position} (`{name}`) has no `arguments`", step)
    raise Bad("R005", f"tool call {position} (`{name}`) has arguments that are not an object", step)


def build_ledger(run_id: str, raw_messages: Any) -> Ledger:
    """Build a ledger from OpenAI-shaped message dicts, pairing every tool result with its call.

    A result pairs with the nearest preceding call of its ``tool_call_id`` that has no result
    yet, since real runs reuse ids. A message marked ``_hidden`` (a tau2-bench user-side tool
    result) is kept as a message but is not an observation: the agent never saw it. This loop is
    the hot path of reading (see ``bench/read_speed.py``), hence the local aliases.
    """
    if not isinstance(raw_messages, list):
        raise Bad("R004", "`messages` must be a list of chat messages")
    messages: list[Message] = []
    calls: list[ToolCall] = []
    observations: list[Observation] = []
    pending: dict[str, list[ToolCall]] = {}
    add_message, add_observation = messages.append, observations.append
    later = PARSE_LATER
    new_message, new_observation, no_calls = Message, Observation, ()
    for step, m in enumerate(raw_messages):
        if type(m) is not dict:
            raise Bad("R005", "message is not an object with `role` and `content`", step)
        role = m.get("role")
        content = m.get("content")
        if type(content) is not str:
            content = _text_of(content, step)
        if role == "tool":
            if m.get("_hidden"):
                add_message(new_message(step, "tool", content, no_calls))
                continue
            call_id = m.get("tool_call_id")
            stack = pending.get(call_id) if type(call_id) is str else None
            if not stack:
                raise _unmatched(call_id, step)
            call = stack.pop()
            is_error = content.startswith("Error:") or bool(m.get("error"))
            add_observation(new_observation(step, call, call.name, content, later, is_error))
            add_message(new_message(step, "tool", content, no_calls))
        elif role == "assistant":
            raw_calls = m.get("tool_calls")
            if raw_calls:
                if type(raw_calls) is not list:
                    raise Bad("R005", "`tool_calls` must be a list", step)
                made = tuple([_tool_call(tc, step, pos) for pos, tc in enumerate(raw_calls)])
                for call in made:
                    stack = pending.get(call.call_id)
                    if stack is None:
                        pending[call.call_id] = [call]
                    else:
                        stack.append(call)
                calls.extend(made)
                add_message(new_message(step, "assistant", content, made))
            else:
                add_message(new_message(step, "assistant", content, no_calls))
        elif role == "user" or role == "system":
            add_message(new_message(step, role, content, no_calls))
        else:
            raise Bad(
                "R005",
                f"message role is {role!r}; use one of system, user, assistant, tool",
                step,
            )
    return Ledger(run_id, tuple(messages), tuple(calls), tuple(observations))


def _unmatched(call_id: Any, step: int) -> Bad:
    """R006 for a tool result that answers no waiting call."""
    if not isinstance(call_id, str):
        what = "has no `tool_call_id`"
    else:
        what = (
            f"answers call id `{call_id}`, but no earlier call with that id is waiting for a result"
        )
    return Bad(
        "R006",
        f"tool result {what}; check that the assistant message with the call was not dropped"
        " and that the ids match",
        step,
    )


def _reject_extra(data: Mapping[str, Any], allowed: frozenset[str], what: str, code: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise Bad(
            code,
            f"unknown key(s) {', '.join(f'`{k}`' for k in extra)} in {what}; allowed:"
            f" {', '.join(sorted(allowed))}",
        )


def parse_case(raw: Any) -> Case | None:
    """The ``case`` object of a run or side-file entry (evaluator-only), or ``None``."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise Bad("R004", "`case` must be an object with id, operator, domain, cluster, control")
    _reject_extra(raw, _CASE_KEYS, "`case`", "R004")
    for key in ("id", "operator", "domain", "cluster"):
        if not isinstance(raw.get(key), str):
            raise Bad("R004", f"`case.{key}` must be a string")
    control, params = raw.get("control"), raw.get("params", {})
    if not isinstance(control, bool):
        raise Bad("R004", "`case.control` must be true or false")
    if not isinstance(params, dict):
        raise Bad("R004", "`case.params` must be an object")
    return Case(raw["id"], raw["operator"], raw["domain"], raw["cluster"], control, params)


def parse_intervention(raw: Any, ledger: Ledger) -> Intervention | None:
    """The intervention log, checked against the ledger: it must point at a tool result."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise Bad("R007", "`intervention` must be an object with at least `applied`")
    _reject_extra(raw, _INTERVENTION_KEYS, "`intervention`", "R007")
    applied, index = raw.get("applied"), raw.get("message_index")
    call_id, altered = raw.get("tool_call_id"), raw.get("altered", [])
    if not isinstance(applied, bool):
        raise Bad("R007", "`intervention.applied` must be true or false")
    n = len(ledger.messages)
    if index is not None:
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < n:
            raise Bad(
                "R007",
                f"`intervention.message_index` is {index!r}, not a message index (0..{n - 1})",
            )
        obs = ledger.observation_at(index)
        if obs is None:
            raise Bad(
                "R007",
                f"the intervention points at message {index}, whose role is"
                f" `{ledger.messages[index].role}`; it must point at the tool result it altered",
                index,
            )
        if call_id is not None and (obs.call is None or obs.call.call_id != call_id):
            seen = obs.call.call_id if obs.call else None
            raise Bad(
                "R007",
                f"`intervention.tool_call_id` is `{call_id}` but message {index} answers call"
                f" `{seen}`; make them agree",
                index,
            )
    if call_id is not None and not isinstance(call_id, str):
        raise Bad("R007", "`intervention.tool_call_id` must be a string")
    if not isinstance(altered, list) or not all(
        isinstance(a, int) and not isinstance(a, bool) and 0 <= a < n for a in altered
    ):
        raise Bad("R007", f"`intervention.altered` must list message indexes in 0..{n - 1}")
    return Intervention(
        applied, index, call_id, tuple(altered), raw.get("original"), raw.get("delivered")
    )


def parse_meta(raw: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """``config`` and ``repetition`` of a run or side-file entry, type-checked."""
    config, repetition = raw.get("config"), raw.get("repetition")
    if config is not None and not isinstance(config, str):
        raise Bad("R004", "`config` must be a string")
    if repetition is not None and (not isinstance(repetition, int) or isinstance(repetition, bool)):
        raise Bad("R004", "`repetition` must be an integer")
    return config, repetition


_META_TEXT: Final = ("scaffold", "agent_model", "user_model", "prompt_version", "replay_of")


def parse_run_meta(raw: Any) -> RunMeta | None:
    """The ``meta`` object of a run or side-file entry: how the run was made, or ``None``.

    The keys sscb knows are type-checked (``mode`` is ``live``, ``replay`` or null; the others
    are text or null); other keys are free-form notes of the harness and are ignored.
    """
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise Bad("R004", "`meta` must be an object (mode, scaffold, agent_model, ...)")
    mode = raw.get("mode")
    if mode is not None and mode not in MODES:
        raise Bad("R004", f"`meta.mode` is {mode!r}; use `live`, `replay` or null")
    for key in _META_TEXT:
        if raw.get(key) is not None and not isinstance(raw[key], str):
            raise Bad("R004", f"`meta.{key}` must be a string or null")
    return RunMeta(mode, *(raw.get(k) for k in _META_TEXT))


def sscb_run(raw: Any) -> tuple[str, Ledger, EvaluatorOnly, str | None, int | None]:
    """An ``sscb.run/1`` object as (run id, ledger, evaluator data, config, repetition)."""
    if not isinstance(raw, dict):
        raise Bad("R004", "an sscb.run/1 run must be a JSON object")
    run_id = raw.get("run_id")
    if not isinstance(run_id, str) or not run_id:
        raise Bad("R004", "the run has no `run_id`; give every run a unique string id")
    if raw.get("format") != RUN_FORMAT:
        raise Bad("R003", f"`format` is {raw.get('format')!r}; this reader reads `{RUN_FORMAT}`")
    _reject_extra(raw, _RUN_KEYS, "the run", "R004")
    if "messages" not in raw:
        raise Bad("R004", "the run has no `messages`; add the chat message list")
    ledger = build_ledger(run_id, raw["messages"])
    evaluator = EvaluatorOnly(
        parse_case(raw.get("case")),
        parse_intervention(raw.get("intervention"), ledger),
        parse_run_meta(raw.get("meta")),
    )
    config, repetition = parse_meta(raw)
    return run_id, ledger, evaluator, config, repetition


def tau_bench_key(raw: Any, position: int) -> tuple[str, str, str]:
    """(run id, task id, trial) of a tau-bench result: ``task-12-trial-3``."""
    if not isinstance(raw, dict):
        raise Bad("R004", "a tau-bench result must be an object with `task_id` and `traj`")
    task_id, trial = raw.get("task_id"), raw.get("trial")
    if task_id is None or isinstance(task_id, (dict, list)):
        raise Bad("R004", "the tau-bench result has no usable `task_id`")
    if trial is None or isinstance(trial, (dict, list)):
        return f"task-{task_id}-item-{position}", str(task_id), ""
    return f"task-{task_id}-trial-{trial}", str(task_id), str(trial)


def tau2_messages(raw_messages: Any) -> list[dict[str, Any]]:
    """tau2-bench messages as OpenAI messages; the user's own tool traffic is hidden from the agent.

    In dual-control domains the simulated user calls tools too; the agent never sees those.
    """
    if not isinstance(raw_messages, list):
        raise Bad("R004", "`messages` must be a list")
    out: list[dict[str, Any]] = []
    for i, m in enumerate(raw_messages):
        if not isinstance(m, dict):
            raise Bad("R005", "message is not an object", i)
        role = m.get("role")
        if role == "tool":
            hidden = m.get("requestor") == "user"
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": m.get("id"),
                    "content": m.get("content"),
                    "error": m.get("error"),
                    "_hidden": hidden,
                }
            )
        elif role == "user":
            out.append({"role": "user", "content": m.get("content")})
        else:
            out.append(
                {"role": role, "content": m.get("content"), "tool_calls": m.get("tool_calls")}
            )
    return out


def inspect_messages(raw_messages: Any) -> list[dict[str, Any]]:
    """Inspect AI chat messages as OpenAI messages (tool name in ``function``, error objects).

    A tool error Inspect logged with empty content reads as the text the model was shown,
    ``"Error: <message>"``.
    """
    if not isinstance(raw_messages, list):
        raise Bad("R004", "the sample's `messages` must be a list")
    out: list[dict[str, Any]] = []
    for i, m in enumerate(raw_messages):
        if not isinstance(m, dict):
            raise Bad("R005", "message is not an object", i)
        role = m.get("role")
        if role == "tool":
            content, error = m.get("content"), m.get("error")
            if isinstance(error, dict) and not content:
                # A tool that raised ToolError is logged with empty content; the model saw this.
                content = f"Error: {error.get('message', '')}"
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": m.get("tool_call_id"),
                    "content": content,
                    "error": error is not None,
                }
            )
        elif role == "assistant":
            out.append(
                {"role": role, "content": m.get("content"), "tool_calls": m.get("tool_calls")}
            )
        else:
            out.append({"role": role, "content": m.get("content")})
    return out


def inspect_sscb(sample: Mapping[str, Any], ledger: Ledger) -> tuple[EvaluatorOnly, Any, Any]:
    """Case, intervention, config and repetition an ``sscb live`` sample keeps in its
    ``metadata["sscb"]`` (so its log needs no side file); empty when the sample has none."""
    meta = sample.get("metadata")
    sscb = meta.get("sscb") if isinstance(meta, dict) else None
    if not isinstance(sscb, dict):
        return EvaluatorOnly(), None, None
    evaluator = EvaluatorOnly(
        parse_case(sscb.get("case")),
        parse_intervention(sscb.get("intervention"), ledger),
        parse_run_meta(sscb.get("meta")),
    )
    config, repetition = parse_meta(sscb)
    return evaluator, config, repetition
