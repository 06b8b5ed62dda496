"""What the three kinds share when evaluating a run: its context, its events, Kleene checks.

A requirement or effect contract has no fault: its run context marks as altered every message
the run's intervention log names (whole messages: without the fault's site nothing finer is
known) and counts as effective every successful write whose acknowledgement the intervention
did not keep in place of the write (so a suppressed write is no effect, as for operators).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import _short, writes_taking_effect
from sscb_dsl.engine.kinds.plan import CheckpointPlan, Part, SourcePlan
from sscb_dsl.engine.kinds.record import KindRecord
from sscb_dsl.engine.values import (
    UNKNOWN,
    UNKNOWN_ELEMENT,
    Env,
    EventVal,
    Path,
    RunContext,
    _truth,
)
from sscb_dsl.ledger.model import Ledger, Run

Effects = Mapping[str, tuple[tuple[str, str, str], ...]]


def record_base(run: Run, kind: str, contract: str, domain: str) -> KindRecord:
    """The record fields that come from the run and the contract."""
    case = run.evaluator.case
    return KindRecord(
        run_id=run.ledger.run_id,
        kind=kind,
        contract=contract,
        domain=domain,
        case_id=case.id if case else None,
        operator=case.operator if case else None,
        config=run.config,
        repetition=run.repetition,
        cluster=case.cluster if case else None,
        control=case.control if case else False,
        source=run.source or None,
    )


def intervention_steps(run: Run) -> frozenset[int]:
    """The messages the run's intervention altered (its fault-bearing one included)."""
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return frozenset()
    steps = set(iv.altered)
    if iv.message_index is not None:
        steps.add(iv.message_index)
    return frozenset(steps)


def effective_writes(
    run: Run, effects: Effects
) -> dict[tuple[str, Any, str], tuple[tuple[int, int], ...]]:
    """(entity, key, field) -> times (step, position) of the calls of writes that took effect:
    the call's result is not an error and the intervention did not keep it in place of the
    write."""
    return writes_taking_effect(effects, run.ledger, intervention_steps(run))


def run_env(run: Run, effects: Effects, case: bool = False) -> Env:
    """The evaluation environment of a run for a contract without a fault."""

    def altered() -> dict[int, tuple[Path, ...]]:
        return {step: ((),) for step in sorted(intervention_steps(run))}

    ctx = RunContext(altered, lambda: effective_writes(run, effects))
    ctx.ledger = run.ledger
    given = run.evaluator.case
    names: dict[str, Any] = {"case": dict(given.params)} if case and given else {}
    return Env(names, {}, ctx)


def checkpoints(cp: CheckpointPlan, ledger: Ledger, env0: Env) -> list[EventVal]:
    """The events a requirement or effect checks, in time order: calls of its tools (as
    issued), or the run's final agent message with text (``say last``)."""
    if cp.kind == "say_last":
        says = [m for m in ledger.messages if m.role == "assistant" and m.content.strip()]
        return [EventVal(m.step, "say", message=m) for m in says[-1:]]
    tools = cp.tools(env0)
    return [
        EventVal(c.step, "call", c, ledger.observation_for(c))
        for m in ledger.messages
        for c in m.tool_calls
        if tools is None or c.name in tools
    ]


def candidates(src: SourcePlan, ledger: Ledger) -> list[EventVal]:
    """What an evidence item or read-back ranges over, in time order: successful (non-error)
    results of its tools, or user messages with text."""
    if src.kind == "user":
        return [
            EventVal(m.step, "user", message=m)
            for m in ledger.messages
            if m.role == "user" and m.content.strip()
        ]
    tools = src.tools or frozenset()
    return [
        EventVal(o.step, "observe", o.call, o)
        for o in ledger.observations
        if o.name in tools and not o.is_error
    ]


def conj(parts: Sequence[Part], env: Env) -> Any:
    """Kleene conjunction of the parts (False as soon as one is false)."""
    status: Any = True
    for p in parts:
        v = _truth(p.fn(env))
        if v is False:
            return False
        if v is UNKNOWN:
            status = UNKNOWN
    return status


def _binders(src: SourcePlan, env: Env, k: int = 0) -> Iterator[tuple[Env, bool]]:
    """Every binder assignment; False marks one over an unknown collection."""
    if k == len(src.binders):
        yield env, True
        return
    name, iterate = src.binders[k]
    for element in iterate(env):
        certain = element is not UNKNOWN_ELEMENT
        for inner, ok in _binders(src, env.bind(name, element[0], element[1]), k + 1):
            yield inner, ok and certain


def holds(src: SourcePlan, env: Env) -> Any:
    """Whether the source's per-checkpoint conjuncts hold (its variable bound in ``env``):
    Kleene OR over the binder assignments of the conjunction (``for x in e``: some element)."""
    if not src.binders:
        return conj(src.rest, env)
    status: Any = False
    for inner, certain in _binders(src, env):
        v = conj((*src.own, *src.rest), inner)
        if v is True and certain:
            return True
        if v is not False:
            status = UNKNOWN
    return status


@attrs.define
class Indexed:
    """A source's candidates that pass its own conjuncts, with their status, indexed by the
    value of the key join's own side (candidates whose key is not hashable or unknown are
    checked at every checkpoint)."""

    events: list[tuple[EventVal, Any]]
    by_key: dict[Any, list[int]]
    always: list[int]


def _key(value: Any) -> Any:
    """A dict key equal values share (``_eq`` semantics: a bool never equals a number)."""
    if value is UNKNOWN or isinstance(value, (list, dict)):
        return None
    return (isinstance(value, bool), value)


def index(src: SourcePlan, events: Sequence[EventVal], env0: Env) -> Indexed:
    """Filter ``events`` by the source's own conjuncts once, and index them for its join."""
    kept: list[tuple[EventVal, Any]] = []
    by_key: dict[Any, list[int]] = {}
    always: list[int] = []
    for ev in events:
        env = env0.bind(src.name, ev, None)
        status = conj(src.own, env) if not src.binders else True
        if status is False:
            continue
        i = len(kept)
        kept.append((ev, status))
        if src.key is None:
            always.append(i)
            continue
        k = _key(src.key.own(env))
        if k is None:
            always.append(i)
        else:
            by_key.setdefault(k, []).append(i)
    return Indexed(kept, by_key, always)


def matching(src: SourcePlan, idx: Indexed, env: Env) -> Iterator[tuple[EventVal, Any]]:
    """The candidates with their Kleene status under the checkpoint's ``env`` (not false),
    in time order."""
    if src.key is None:
        chosen: Sequence[int] = idx.always
        other: Any = None
    else:
        other = src.key.other(env)
        k = _key(other)
        if k is None:
            chosen = range(len(idx.events))
        else:
            chosen = sorted([*idx.by_key.get(k, ()), *idx.always])
    for i in chosen:
        ev, status = idx.events[i]
        inner = env.bind(src.name, ev, None)
        if src.key is not None:
            v = _truth(_eq_key(src.key.own(inner), other))
            if v is False:
                continue
            if v is UNKNOWN:
                status = UNKNOWN
        v = holds(src, inner)
        if v is False:
            continue
        yield ev, (UNKNOWN if v is UNKNOWN else status)


def _eq_key(a: Any, b: Any) -> Any:
    from sscb_dsl.engine.values import _eq

    return _eq(a, b)


def event_text(ev: EventVal) -> str:
    """A short text of a checkpoint for the record."""
    if ev.call is not None and ev.kind == "call":
        return _short(f"{ev.call.name}({ev.call.raw_args})")
    if ev.message is not None:
        return _short(ev.message.content)
    return ""
