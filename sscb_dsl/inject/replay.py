"""Fault injection driven by an operator's ``fault`` declaration: replayed, or live.

Replay (``replay``) turns a clean recorded run and a case into the faulted ``sscb.run/1``:

- ``observe TOOL`` faults mutate the first observation of TOOL whose call satisfies ``match`` at
  ``site`` to the value of ``set``; with ``persistence persistent`` every later observation of
  the same state (``match`` holds, the site still holds the original value) is mutated too.
- ``call TOOL`` faults with ``suppress write E(k).F`` and ``keep acknowledgement`` keep the first
  matching call's acknowledgement as recorded and make every later observation of ``E(k)`` that
  carries ``F`` show the state as it was before the attempt, until the next effective write to
  ``E(k).F``; with ``persistence persistent`` repeated attempts (``match`` holds) are suppressed.
- ``arg TOOL`` faults (argument-level, for propagation) give the tool ``set`` at the ``site`` in
  the first matching call's arguments: the agent's message keeps the arguments it issued, and the
  call's result is what the tool answers for the altered arguments (``answer``, e.g. the tau-bench
  simulator replaying the run's earlier calls); with ``persistent`` every later matching call is
  altered too. Later results are kept as recorded (the recorded agent never saw the fault).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.engine.values import (
    UNKNOWN,
)
from sscb_dsl.ledger.formats import RUN_FORMAT
from sscb_dsl.ledger.model import UNPARSED, Case, Ledger, Observation, Run, ToolCall

if sys.version_info >= (3, 11):
    pass
else:  # pragma: no cover
    pass  # type: ignore[import-not-found,unused-ignore]
from sscb_dsl.inject.cases import FaultSpec, InjectError, resolve_fault
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
    messages_of,
)

# ---------------------------------------------------------------- replay


@attrs.frozen
class Injected:
    """A faulted run (``sscb.run/1`` dict), whether the fault took effect, and notes for people."""

    run: dict[str, Any]
    applied: bool
    notes: tuple[str, ...] = ()


Answer = Callable[[Sequence[tuple[str, dict[str, Any]]], str, dict[str, Any]], str]
"""For an argument fault: ``answer(earlier_calls, tool, args)`` is the tool's result for ``args``
after the run's earlier calls (name, arguments) were made (``sscb inject`` builds it from the
tau-bench simulator and ``--db``)."""


def replay(
    run: Run,
    case: Case,
    spec: FaultSpec,
    *,
    db: Path | None = None,
    run_id: str | None = None,
    config: str | None = None,
    answer: Answer | None = None,
) -> Injected:
    """Inject ``case`` into a clean recorded ``run`` under ``spec``; never raises for bad data
    (an argument fault without ``answer`` is :class:`InjectError`)."""
    if case.operator != spec.operator:
        raise InjectError(f"case `{case.id}` is for `{case.operator}`, not `{spec.operator}`")
    spec = resolve_fault(spec, case)
    ledger = run.ledger
    messages = messages_of(ledger)
    if spec.kind == "arg":
        if answer is None:
            raise InjectError(
                f"`{spec.operator}` alters a call's arguments: replaying it needs the tool's "
                "answer for the altered call (give the environment database with --db)"
            )
        iv, notes = _replay_arg(ledger, case, spec, messages, answer)
    elif spec.kind == "observe":
        iv, notes = _replay_observe(ledger, case, spec, messages)
    else:
        iv, notes = _replay_call(ledger, case, spec, messages, db)
    out: dict[str, Any] = {
        "format": RUN_FORMAT,
        "run_id": run_id or f"{case.id}@{ledger.run_id}",
        "case": _case_dict(case),
        "config": config if config is not None else run.config,
        "repetition": run.repetition,
        "messages": messages,
        "intervention": iv,
        "meta": replay_meta(run),
    }
    return Injected(out, bool(iv["applied"]), tuple(notes))


def replay_meta(run: Run) -> dict[str, Any]:
    """The ``meta`` of a replay of ``run``: mode ``replay``, the recorded run it came from (its
    id before any side-file renaming, or the recording a replayed input came from) and what the
    input said about its scaffold, models and prompt."""
    given = run.evaluator.meta
    source = run.origin_id or run.ledger.run_id
    if given is not None and given.mode == "replay" and given.replay_of:
        source = given.replay_of
    return {
        "mode": "replay",
        "scaffold": given.scaffold if given else None,
        "agent_model": given.agent_model if given else None,
        "user_model": given.user_model if given else None,
        "prompt_version": given.prompt_version if given else None,
        "replay_of": source,
    }


def _not_applied(why: str) -> tuple[dict[str, Any], list[str]]:
    return {"applied": False, "altered": []}, [why]


def _replay_observe(
    ledger: Ledger, case: Case, spec: FaultSpec, messages: list[dict[str, Any]]
) -> tuple[dict[str, Any], list[str]]:
    env0 = _env(case)
    assert spec.site is not None and spec.set is not None
    first: Observation | None = None
    original: Any = None
    delivered: Any = None
    altered: list[int] = []
    notes: list[str] = []
    matched = 0
    for obs in ledger.observations_by_tool(spec.tool):
        if obs.is_error or obs.value is UNPARSED:
            continue
        env = _bind(spec, env0, obs, "observe")
        if not _holds(spec.match, env):
            continue
        matched += 1
        place = spec.site(env)
        path = place[1] if place is not None else None
        found, current = _get_path(obs.value, path[1:]) if path and path[0] == "result" else (
            False, None,
        )  # fmt: skip
        if not found or path is None:
            notes.append(f"message {obs.step}: `{spec.tool}` matches but has no value at the site")
            continue
        if first is None:
            new = spec.set(env)
            if new is UNKNOWN:
                return _not_applied(f"message {obs.step}: the fault's `set` value is unknown")
            if _same(new, current):
                return _not_applied(
                    f"message {obs.step}: the injected value equals the recorded one ({current!r})"
                )
            declared = spec.original(env) if spec.original is not None else UNKNOWN
            if declared is not UNKNOWN and not _same(declared, current):
                notes.append(
                    f"message {obs.step}: the case's original value {declared!r} differs from "
                    f"the recorded {current!r}; the recorded value is logged as original"
                )
            first, original, delivered = obs, current, new
        elif not spec.persistent:
            break
        elif not _same(current, original):
            notes.append(f"message {obs.step}: the state changed ({current!r}); left as recorded")
            continue
        content = dump_like(_set_path(obs.value, path[1:], delivered), obs.text)
        messages[obs.step]["content"] = content
        altered.append(obs.step)
    if first is None:
        why = (
            f"no `{spec.tool}` observation satisfies the fault's `match`"
            if matched == 0
            else f"{matched} `{spec.tool}` observation(s) match but none has the site"
        )
        return _not_applied(why + f" for case `{case.id}`")
    assert first.call is not None
    iv = {
        "applied": True,
        "message_index": first.step,
        "tool_call_id": first.call.call_id,
        "altered": altered,
        "original": original,
        "delivered": delivered,
    }
    return iv, notes


def _key_of(call: ToolCall | None, arg: str) -> Any:
    if call is None or call.args is None or arg not in call.args:
        return UNKNOWN
    return call.args[arg]


def _db_value(db: Path, entity: str, key: Any, field: str) -> tuple[bool, Any]:
    """``field`` of record ``key`` in ``DB/<entity>s.json`` (a JSON object keyed by id)."""
    path = db / f"{entity}s.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InjectError(
            f"{path}: no such file; --db needs `{entity}s.json` keyed by id"
        ) from None
    except (OSError, ValueError) as exc:
        raise InjectError(f"{path}: cannot read the database file ({exc})") from None
    record = data.get(str(key)) if isinstance(data, dict) else None
    if not isinstance(record, dict) or field not in record:
        return False, None
    return True, record[field]


def _replay_call(
    ledger: Ledger,
    case: Case,
    spec: FaultSpec,
    messages: list[dict[str, Any]],
    db: Path | None,
) -> tuple[dict[str, Any], list[str]]:
    env0 = _env(case)
    assert spec.suppress_key is not None
    attempts: list[tuple[ToolCall, Observation]] = []
    key: Any = UNKNOWN
    first_env = env0
    for call in ledger.calls_by_tool(spec.tool):
        obs = ledger.observation_for(call)
        if obs is None or obs.is_error:
            continue
        env = _bind(spec, env0, obs, "call")
        if not _holds(spec.match, env):
            continue
        k = spec.suppress_key(env)
        if not attempts:
            if k is UNKNOWN:
                return _not_applied(f"message {obs.step}: the suppressed state's key is unknown")
            attempts.append((call, obs))
            key, first_env = k, env
        elif spec.persistent and _same(k, key):
            attempts.append((call, obs))
    if not attempts:
        return _not_applied(f"no successful `{spec.tool}` call satisfies the fault's `match`")
    start = attempts[0][0].step
    suppressed = {o.step for _, o in attempts}
    entity, field = spec.suppress_entity, spec.suppress_field
    # Effective writes to the same state, before and after the attempt.
    writes: list[int] = []
    for w in spec.writers:
        for call in ledger.calls_by_tool(w.tool):
            obs = ledger.observation_for(call)
            if obs is None or obs.is_error or obs.step in suppressed:
                continue
            if _same(_key_of(call, w.arg), key):
                writes.append(call.step)
    before = [s for s in writes if s < start]
    after = [s for s in writes if s > start]
    stop = min(after) if after else len(ledger.messages)
    # Observations of the state: the last one before the attempt gives the prior value.
    showing: list[Observation] = []
    for t in spec.state_tools:
        for obs in ledger.observations_by_tool(t.tool):
            if obs.is_error or not isinstance(obs.value, dict) or field not in obs.value:
                continue
            if _same(_key_of(obs.call, t.arg), key):
                showing.append(obs)
    writer_tools = {w.tool for w in spec.writers}
    showing.sort(key=lambda o: o.step)
    prior = [o for o in showing if o.step < start]
    known, prior_value = False, None
    if prior:
        last = prior[-1]
        call_step = last.call.step if last.call is not None else last.step
        if last.name in writer_tools or not any(call_step < s < start for s in before):
            known, prior_value = True, last.value[field]
    if not known and db is not None and not before:
        known, prior_value = _db_value(db, entity, key, field)
    later = [o for o in showing if start < o.step and (o.call.step if o.call else o.step) < stop]
    later = [o for o in later if o.step not in suppressed]
    notes: list[str] = []
    if later and not known:
        return _not_applied(
            f"messages {', '.join(str(o.step) for o in later)} read `{entity}({key}).{field}` "
            "after the attempt, but its prior value is unknown (no earlier read of it); give "
            "the environment database with --db"
        )
    for obs in later:
        if _same(obs.value[field], prior_value):
            continue
        patched = dict(obs.value)
        patched[field] = prior_value
        messages[obs.step]["content"] = dump_like(patched, obs.text)
    if after:
        notes.append(
            f"message {min(after)}: an effective write to `{entity}({key}).{field}`; "
            "later reads left as recorded"
        )
    first_call, first_obs = attempts[0]
    asserted = spec.asserts(first_env) if spec.asserts is not None else UNKNOWN
    iv = {
        "applied": True,
        "message_index": first_obs.step,
        "tool_call_id": first_call.call_id,
        "altered": sorted(suppressed),
        "original": prior_value if known else None,
        "delivered": _jsonable(asserted),
    }
    return iv, notes


def _replay_arg(
    ledger: Ledger,
    case: Case,
    spec: FaultSpec,
    messages: list[dict[str, Any]],
    answer: Answer,
) -> tuple[dict[str, Any], list[str]]:
    """An argument fault: the first matching call (every one, when persistent) answered for
    its arguments with ``set`` at ``site``; the issued arguments stay in the agent's message."""
    env0 = _env(case)
    assert spec.site is not None and spec.set is not None
    earlier: list[tuple[str, dict[str, Any]]] = []
    altered: list[int] = []
    first: tuple[ToolCall, Observation] | None = None
    original: Any = None
    delivered: Any = None
    for msg in ledger.messages:
        for call in msg.tool_calls:
            obs = ledger.observation_for(call)
            args = call.args
            if call.name == spec.tool and obs is not None and args is not None:
                env = _bind(spec, env0, obs, "arg")
                place = spec.site(env) if _holds(spec.match, env) else None
                path = place[1] if place is not None else ()
                found, current = _get_path(args, path[1:]) if path[:1] == ("args",) else (
                    False, None,
                )  # fmt: skip
                new = spec.set(env) if found else UNKNOWN
                if found and first is None and new is not UNKNOWN and not _same(new, current):
                    first, original, delivered = (call, obs), current, new
                if found and first is not None and (first[0] is call or spec.persistent):
                    altered_args = _set_path(args, path[1:], delivered)
                    messages[obs.step]["content"] = answer(earlier, call.name, altered_args)
                    altered.append(obs.step)
                    earlier.append((call.name, altered_args))
                    continue
            if args is not None:
                earlier.append((call.name, args))
    if first is None:
        return _not_applied(
            f"no `{spec.tool}` call satisfies the fault's `match` with a value at its site "
            f"other than the one to set, for case `{case.id}`"
        )
    call, obs = first
    iv = {
        "applied": True,
        "message_index": obs.step,
        "tool_call_id": call.call_id,
        "altered": altered,
        "original": original,
        "delivered": _jsonable(delivered),
    }
    return iv, [f"message {obs.step}: `{spec.tool}` answered for the altered arguments"]
