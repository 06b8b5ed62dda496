"""Evaluate an effect contract on one run: does a read-back show each write's effect (seed 003).

The executable tool-contract audit gives every clause one of CONFORM, VIOLATES, UNTESTABLE, and
names the defect it finds most often "Partial Effect": a tool reports success but the state did
not change. Here, for every write the contract selects (a call of its tools, ordered as issued,
so a read issued after a write in the same message reads after it):

- ``untestable``: the write has no result, or its result is an error (the write failed), or no
  read-back of the written entity followed it;
- ``violates``: a read-back (an observation of a readback's tools, issued after the write, whose
  ``entity`` and ``scope`` hold) contradicts the effect (``shows`` is false);
- ``conform``: no read-back contradicts it and one shows it;
- ``undecidable``: a needed value is unknown (a possible read-back might contradict it, or a
  possible one is the only one to show it), or the write's ``where`` is unknown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import bind_givens
from sscb_dsl.engine.kinds.common import (
    Indexed,
    candidates,
    checkpoints,
    event_text,
    index,
    matching,
    record_base,
    run_env,
)
from sscb_dsl.engine.kinds.plan import EffectPlan, SourcePlan
from sscb_dsl.engine.kinds.record import Checkpoint, KindRecord, ReadbackResult
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, _truth
from sscb_dsl.ledger.model import Run

ORDER = ("violates", "undecidable", "conform", "untestable")


def _word(v: Any) -> str:
    return "unknown" if v is UNKNOWN else ("true" if v else "false")


def readbacks(
    plans: Sequence[SourcePlan], indexed: Sequence[Indexed], env: Env, write: EventVal
) -> list[ReadbackResult]:
    """Every possible read-back of ``write``: issued after it, ``entity`` and ``scope`` not
    false; with what its ``shows`` clause says."""
    key = write.order_key()
    out: list[tuple[tuple[int, int], ReadbackResult]] = []
    for src, idx in zip(plans, indexed, strict=True):
        for ev, status in matching(src, idx, env):
            call = ev.call
            if call is None or (call.step, call.position) <= key:
                continue
            assert src.shows is not None
            shows = _truth(src.shows.fn(env.bind(src.name, ev, None)))
            item = ReadbackResult(src.name, ev.step, _word(status), _word(shows))
            out.append(((call.step, call.position), item))
    out.sort(key=lambda t: t[0])
    return [r for _, r in out]


def write_verdict(found: Sequence[ReadbackResult], where: Any = True) -> str:
    """``violates`` if a certain read-back shows false; ``undecidable`` if a possible one might
    contradict (or ``where`` is unknown); ``conform`` if a certain one shows the effect;
    ``undecidable`` if only a possible one does; else ``untestable``."""
    if any(r.holds == "true" and r.shows == "false" for r in found):
        return "violates"
    if where is UNKNOWN or any(r.shows != "true" for r in found):
        return "undecidable"
    if any(r.holds == "true" for r in found):
        return "conform"
    return "undecidable" if found else "untestable"


def run_verdict(verdicts: Sequence[str]) -> str:
    """The run's verdict: violates, undecidable, conform, untestable in that precedence;
    ``no_write`` without writes."""
    if not verdicts:
        return "no_write"
    return next(v for v in ORDER if v in verdicts)


def evaluate_effect(plan: EffectPlan, run: Run) -> KindRecord:
    """The ``sscb.kind/1`` record of one run under one effect contract."""
    ledger = run.ledger
    env0 = run_env(run, plan.effects)
    cp = plan.checkpoint
    writes = checkpoints(cp, ledger, env0)
    indexed = (
        [index(src, candidates(src, ledger), env0) for src in plan.readbacks] if writes else []
    )
    out: list[Checkpoint] = []
    for w in writes:
        env = env0.bind(cp.var, w, None)
        where: Any = True
        if cp.where is not None:
            where = _truth(cp.where(env))
            if where is False:
                continue
        call = w.call
        assert call is not None
        failed = w.obs.is_error if w.obs is not None else None
        base = Checkpoint(
            step=w.step,
            position=call.position,
            kind="call",
            tool=call.name,
            verdict="untestable",
            failed=failed,
            text=event_text(w),
        )
        if w.obs is None or w.obs.is_error:
            why = "the write has no result" if w.obs is None else "the write failed"
            out.append(attrs.evolve(base, note=why))
            continue
        env = bind_givens(cp.givens, env, w)
        found = readbacks(plan.readbacks, indexed, env, w)
        verdict = write_verdict(found, where)
        note = "`where` is unknown" if where is UNKNOWN else ""
        if verdict == "untestable":
            note = "no read-back of the written entity follows the write"
        out.append(attrs.evolve(base, verdict=verdict, readbacks=tuple(found), note=note))
    return attrs.evolve(
        record_base(run, "effect", plan.name, plan.domain),
        verdict=run_verdict([c.verdict for c in out]),
        checkpoints=tuple(out),
        decided_by={"verdict": f"effect:{plan.name}"},
    )
