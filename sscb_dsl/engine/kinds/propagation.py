"""Evaluate a propagation contract on one run: how far the fault travelled (seed 004).

AgentProp-Bench reports stage-wise propagation of an injected error: S1 (the fault reached the
agent), S2 (it was carried into execution), S3 (the final answer is wrong), as independent
indicators with rates ``p_k = P[S_k]`` and conditional rates; and *fabricated tool use*, an
answer stating a tool result that no call produced. sscb's stages follow the issue's reading:

- ``s1``: an observation delivered at or after T_F carries the fault;
- ``s2``: a call issued after T_F carries it (or a value derived from it) in its arguments;
- ``s3``: the final answer (``say last``) carries it;
- ``fabricated`` (optional): an agent message states a tool result with no such call before it
  (looked for over the whole run, faulted or not).

Each stage's value is the step of the first event (in time order) its condition holds for;
``undecidable`` if an event whose condition is unknown comes first, or if none holds but one is
unknown, or the trace is incomplete; else ``none``. The run is prepared (T_F, v', v) exactly as
for measurement (``engine.evaluate.prepare``): an untriggered run has no stages but
``fabricated``.
"""

from __future__ import annotations

from typing import Any

import attrs

from sscb_dsl.engine.evaluate import bind_givens, prepare
from sscb_dsl.engine.kinds.common import record_base
from sscb_dsl.engine.kinds.plan import PropagationPlan, StagePlan
from sscb_dsl.engine.kinds.record import KindRecord
from sscb_dsl.engine.record import Record
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, RunContext, _truth
from sscb_dsl.ledger.model import Ledger, Run


def stage_events(st: StagePlan, ledger: Ledger, env0: Env, after: int) -> list[EventVal]:
    """The events a stage looks at, in time order: observations delivered at ``after`` or
    later, calls issued and agent messages with text after ``after``, or the final agent
    message with text when it comes after ``after``."""
    if st.kind == "observe":
        tools = st.tools(env0)
        return [
            EventVal(o.step, "observe", o.call, o)
            for o in ledger.observations
            if o.step >= after and (tools is None or o.name in tools)
        ]
    if st.kind == "call":
        tools = st.tools(env0)
        return [
            EventVal(c.step, "call", c, ledger.observation_for(c))
            for m in ledger.messages
            if m.step > after
            for c in m.tool_calls
            if tools is None or c.name in tools
        ]
    says = [m for m in ledger.messages if m.role == "assistant" and m.content.strip()]
    if st.kind == "say_last":
        says = says[-1:]
    return [EventVal(m.step, "say", message=m) for m in says if m.step > after]


def stage_value(st: StagePlan, ledger: Ledger, env0: Env, after: int) -> Any:
    """The step of the first event the stage's condition holds for; ``undecidable`` or
    ``none`` (see the module docstring)."""
    for ev in stage_events(st, ledger, env0, after):
        env = bind_givens(st.givens, env0.bind(st.var, ev, None), ev)
        v = _truth(st.where(env))
        if v is True:
            return ev.step
        if v is UNKNOWN:
            return "undecidable"
    return "none" if ledger.complete else "undecidable"


def evaluate_propagation(plan: PropagationPlan, run: Run) -> KindRecord:
    """The ``sscb.kind/1`` record of one run under one propagation contract."""
    base = record_base(run, "propagation", plan.name, plan.domain)
    prepared = prepare(plan.fault, run)
    ledger = run.ledger
    if isinstance(prepared, Record):
        if prepared.error is not None:
            return attrs.evolve(base, error=prepared.error)
        ctx = RunContext({}, {})
        ctx.ledger = ledger
        case = run.evaluator.case
        env0 = Env({"case": dict(case.params) if case else {}}, {}, ctx)
        stages: dict[str, Any] = {
            st.name: stage_value(st, ledger, env0, -1)
            for st in plan.stages
            if st.name == "fabricated"
        }
        return attrs.evolve(
            base,
            triggered=False,
            stages=stages,
            decided_by={"t_f": "intervention", **{k: f"stage:{k}" for k in stages}},
        )
    env0, fault = prepared
    stages = {
        st.name: stage_value(st, ledger, env0, -1 if st.name == "fabricated" else fault.step)
        for st in plan.stages
    }
    return attrs.evolve(
        base,
        triggered=True,
        t_f=fault.step,
        stages=stages,
        decided_by={"t_f": "intervention", **{k: f"stage:{k}" for k in stages}},
    )
