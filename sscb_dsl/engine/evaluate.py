"""Evaluate one run under an operator's plan: T_F, T_E, T_S, T_U, A, Z_S, Y_end (§III, §IV-C).

The evaluator reads the ledger in one pass per relation (earliest satisfying join, stopping at the
first certain match), extracts candidate uses after T_F and classifies them with the contract's
arms, then applies the paper's decidability rules. Human or oracle labels, when given, replace
the rule's verdict for an event or a quantity, and the record says which source decided what.
Evaluator-only data (case parameters, the intervention log) reaches counterevidence only as the
contract's scoping (``case`` in entity/scope) and as the set of altered regions (independence);
the checker keeps it out of sufficiency.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import attrs

from sscb_dsl.engine.budget import BudgetExceeded
from sscb_dsl.engine.plan import (
    ConjunctPlan,
    FaultError,
    FaultPlan,
    GivenPlan,
    Plan,
    RelationPlan,
    RulePlan,
    Stages,
)
from sscb_dsl.engine.record import EvidenceItem, Record, RecordError, UseItem
from sscb_dsl.engine.values import (
    UNKNOWN,
    UNKNOWN_ELEMENT,
    Env,
    EventVal,
    Path,
    RunContext,
    _hashable,
    _truth,
)
from sscb_dsl.language.cost import STEP_BUDGET
from sscb_dsl.ledger.model import UNPARSED, Ledger, Observation, Run
from sscb_dsl.text.normalise import has_needles, plain_lower
from sscb_dsl.text.run_memo import values_fixed

DEPENDENT = frozenset({"faulty", "correct", "qualified", "verify", "enumerate"})
STANCES = frozenset({"endorse", "no_longer_endorse"})


@attrs.frozen
class Label:
    """A reviewer's label for a run: a quantity (or ``use`` at a step) and its value."""

    run_id: str
    reviewer: str
    quantity: str
    value: Any
    step: int | None = None


@attrs.frozen
class RelationResult:
    """Earliest certain step, earliest uncertain step, and the steps of the certain match."""

    name: str
    certain: int | None
    uncertain: int | None
    steps: tuple[int, ...] = ()


def _short(text: str, width: int = 120) -> str:
    """The text on one line (whitespace runs made one space), cut to ``width`` with "…"."""
    if len(text) > 4 * width:  # flatten a prefix: the flat text begins with the flat prefix
        head = " ".join(text[: 4 * width].split())
        if len(head) > width:
            return head[: width - 1] + "…"
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


# ---------------------------------------------------------------- run context


def _altered_regions(fault: FaultPlan, run: Run, env0: Env) -> dict[int, tuple[Path, ...]]:
    """Observation step -> the paths the intervention altered (``()`` = the whole message)."""
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return {}
    steps = set(iv.altered)
    if iv.message_index is not None and fault.kind == "observe":
        steps.add(iv.message_index)
    ledger = run.ledger
    regions: dict[int, tuple[Path, ...]] = {}
    for step in sorted(steps):
        obs = ledger.observation_at(step)
        region: tuple[Path, ...] = ((),)
        if (
            obs is not None
            and fault.kind == "observe"
            and obs.name == fault.tool
            and fault.site is not None
        ):
            ev = EventVal(obs.step, "observe", obs.call, obs)
            place = fault.site(env0.bind(fault.var, ev, None))
            if place is not None:
                region = (place[1],)
        regions[step] = region
    return regions


def _effective_writes(
    plan: Plan, fault: FaultPlan, run: Run
) -> dict[tuple[str, Any, str], tuple[tuple[int, int], ...]]:
    """(entity, key, field) -> times (step, position) of the calls of writes that took effect
    (not suppressed, not errors)."""
    iv = run.evaluator.intervention
    suppressed = set(iv.altered) if iv is not None and iv.applied else set()
    if iv is not None and iv.applied and iv.message_index is not None and fault.kind == "call":
        suppressed.add(iv.message_index)
    return writes_taking_effect(plan.effects, run.ledger, suppressed)


def writes_taking_effect(
    effects: Mapping[str, tuple[tuple[str, str, str], ...]],
    ledger: Ledger,
    suppressed: set[int] | frozenset[int],
) -> dict[tuple[str, Any, str], tuple[tuple[int, int], ...]]:
    """(entity, key, field) -> times of the write calls (of ``effects``' tools) whose result is
    there, is not an error and is not among the ``suppressed`` acknowledgements."""
    out: dict[tuple[str, Any, str], list[tuple[int, int]]] = {}
    for tool, triples in effects.items():
        for call in ledger.calls_by_tool(tool):
            obs = ledger.observation_for(call)
            if obs is None or obs.is_error or obs.step in suppressed:
                continue
            for entity, key_arg, field in triples:
                if call.args is None:
                    key: Any = UNPARSED
                elif key_arg in call.args:
                    key = _hashable(call.args[key_arg])
                else:
                    continue
                out.setdefault((entity, key, field), []).append((call.step, call.position))
    return {k: tuple(v) for k, v in out.items()}


# ---------------------------------------------------------------- counterevidence (T_E)


UNCERTAIN = "$uncertain"
"""Set in an environment whose binder ranged over an unknown collection (not a NAME)."""


def _staged(stages: Stages, env: Env, status: Any, k: int = -1) -> Iterator[tuple[Env, Any]]:
    """Every binder assignment that no conjunct rules out, with its Kleene status.

    Each conjunct is checked as soon as the names it reads are bound, so an observation a
    conjunct rejects is never expanded over its elements (filters pushed below the binders).
    """
    parts = stages.first if k < 0 else stages.then[k][1]
    ctx = env.ctx
    for c in parts:
        ctx.spend(c.size)
        v = _truth(c.fn(env))
        if v is False:
            return
        if v is UNKNOWN:
            status = UNKNOWN
    if k + 1 == len(stages.then):
        if status is True and env.vars.get(UNCERTAIN):
            status = UNKNOWN
        yield env, status
        return
    binder = stages.then[k + 1][0]
    for element in binder.iterate(env):
        ctx.spend(1)
        child = env.bind(binder.name, element[0], element[1])
        if element is UNKNOWN_ELEMENT:
            child.vars[UNCERTAIN] = True
        yield from _staged(stages, child, status, k + 1)


def _status(parts: Sequence[ConjunctPlan], env: Env, start: Any = True) -> Any:
    """Kleene conjunction of the parts under ``env`` (False as soon as one is false)."""
    status = start
    for c in parts:
        env.ctx.spend(c.size)
        v = _truth(c.fn(env))
        if v is False:
            return False
        if v is UNKNOWN:
            status = UNKNOWN
    return status


def _merge(envs: Sequence[Env]) -> Env:
    vars: dict[str, Any] = {}
    prov: dict[str, tuple[EventVal, Path]] = {}
    for e in envs:
        vars.update(e.vars)
        prov.update(e.prov)
    return Env(vars, prov, envs[0].ctx)


def scan_relation(rel: RelationPlan, ledger: Ledger, env0: Env) -> RelationResult:
    """Earliest step at which ``rel`` holds (certainly / possibly), in one pass over the ledger.

    Each arriving observation is filtered by its single-source conjuncts once; survivors are
    kept as partial matches and joined with the other sources' survivors (semi-naive), so the
    cost is linear in the ledger for one-source relations and in the survivors for joins.
    """
    fault = env0.ctx.fault
    if not rel.authority_ok(fault.tool if fault is not None else ""):
        return RelationResult(rel.name, None, None)
    names = [s.name for s in rel.sources]
    const_status = _status([c for c in rel.conjuncts if not c.deps], env0)
    if const_status is False:
        return RelationResult(rel.name, None, None)
    tools = {t for s in rel.sources for t in s.tools}
    errors = any(s.errors for s in rel.sources)
    stored: dict[str, list[tuple[Env, Any, int]]] = {n: [] for n in names}
    uncertain: int | None = None
    ctx = env0.ctx
    for obs in ledger.observations:
        if obs.name not in tools or (obs.is_error and not errors):
            continue
        new: dict[str, list[tuple[Env, Any, int]]] = {}
        for s in rel.sources:
            if obs.name not in s.tools or (obs.is_error and not s.errors):
                continue
            ctx.spend(1)
            ev = EventVal(obs.step, "observe", obs.call, obs)
            env = env0.bind(s.name, ev, None)
            entries = [
                (benv, st, obs.step) for benv, st in _staged(rel.own[s.name], env, const_status)
            ]
            if entries:
                new[s.name] = entries
        if not new:
            continue
        certain_steps: tuple[int, ...] | None = None
        for combo in _combos(names, stored, new):
            ctx.spend(1)
            status = const_status
            for _env, st, _step in combo:
                if st is UNKNOWN:
                    status = UNKNOWN
            env = _merge([c[0] for c in combo]) if len(combo) > 1 else combo[0][0]
            for _benv, st in _staged(rel.join, env, status):
                if st is True:
                    certain_steps = tuple(c[2] for c in combo)
                    break
                if st is UNKNOWN and uncertain is None:
                    uncertain = obs.step
            if certain_steps is not None:
                break
        if certain_steps is not None:
            return RelationResult(rel.name, obs.step, uncertain, certain_steps)
        for n, entries in new.items():
            stored[n].extend(entries)
    return RelationResult(rel.name, None, uncertain)


def _combos(
    names: Sequence[str],
    stored: Mapping[str, list[tuple[Env, Any, int]]],
    new: Mapping[str, list[tuple[Env, Any, int]]],
) -> Iterator[tuple[tuple[Env, Any, int], ...]]:
    """Joins that use at least one new entry: role i new, earlier roles old, later roles any."""
    for i, name in enumerate(names):
        if name not in new:
            continue
        pools = []
        for j, other in enumerate(names):
            if j < i:
                pools.append(stored[other])
            elif j == i:
                pools.append(new[name])
            else:
                pools.append(stored[other] + new.get(other, []))
        yield from itertools.product(*pools)


def counterevidence(plan: Plan, ledger: Ledger, env0: Env) -> tuple[Any, list[RelationResult]]:
    """T_E over all relations: an int step, ``"inf"`` or ``"undecidable"`` (Definition 3.4)."""
    results = [scan_relation(r, ledger, env0) for r in plan.relations]
    certain = [r.certain for r in results if r.certain is not None]
    uncertain = [r.uncertain for r in results if r.uncertain is not None]
    first = min(certain) if certain else None
    maybe = min(uncertain) if uncertain else None
    if first is None:
        return ("undecidable" if maybe is not None else "inf"), results
    if maybe is not None and maybe < first:
        return "undecidable", results
    return first, results


# ---------------------------------------------------------------- uses and stance


def _bind_givens(rule: RulePlan, env: Env, event: EventVal) -> Env:
    """Bind each ``given`` of the rule: the latest model-visible event of its kind before
    ``event`` whose condition holds; None when there is none; unknown when a later event's
    condition is unknown (it might be the one)."""
    return bind_givens(rule.givens, env, event)


def bind_givens(givens: Sequence[GivenPlan], env: Env, event: EventVal) -> Env:
    """:func:`_bind_givens` for a sequence of givens (rules, requirements, effects, stages)."""
    ledger = env.ctx.ledger
    for g in givens:
        value: Any = None
        if ledger is None:
            value = UNKNOWN
        elif g.static:
            keys, decisive = _static_given(g, env)
            env.ctx.spend(g.weight)
            at = bisect.bisect_left(keys, event.order_key())
            value = decisive[at - 1] if at else None
        else:
            env.ctx.spend(len(ledger.messages))  # listing the events of the kind
            key = event.order_key()
            candidates = [e for e in env.ctx.history(g.kind, g.tools(env)) if e.order_key() < key]
            for cand in reversed(candidates):
                env.ctx.spend(g.weight)
                v = True if g.where is None else _truth(g.where(env.bind(g.name, cand, None)))
                if v is True:
                    value = cand
                    break
                if v is UNKNOWN:
                    value = UNKNOWN
                    break
        env = env.bind(g.name, value, None)
    return env


def _static_given(g: GivenPlan, env: Env) -> tuple[list[Any], list[Any]]:
    """For a given whose condition reads only run constants: the order keys of the history's
    events and, at each, the latest event up to it whose condition is true (or UNKNOWN when a
    later one's is unknown; None when none), computed once per run (the same answer the scan
    of :func:`bind_givens` gives for an event after it)."""
    key = ("given", id(g))
    found = env.ctx.constants.get(key)
    if found is None:
        history = env.ctx.history(g.kind, g.tools(env))
        env.ctx.spend(len(history) * g.weight)
        keys, decisive, last = [], [], None
        for cand in history:
            v = True if g.where is None else _truth(g.where(env.bind(g.name, cand, None)))
            if v is True:
                last = cand
            elif v is UNKNOWN:
                last = UNKNOWN
            keys.append(cand.order_key())
            decisive.append(last)
        found = env.ctx.constants[key] = (keys, decisive)
    return found


def _classify(rule: RulePlan, env: Env) -> str | None:
    """The verdict of one event under one rule; None when the event is not a candidate."""
    if rule.givens:
        event = env.vars.get(rule.var)
        if isinstance(event, EventVal):
            env = _bind_givens(rule, env, event)
    if rule.where is not None:
        w = _truth(rule.where(env))
        if w is False:
            return None
        if w is UNKNOWN:
            return "unresolved"
    for arm in rule.arms:
        if arm.cond is None:
            return arm.verdict
        v = _truth(arm.cond(env))
        if v is True:
            return arm.verdict
        if v is UNKNOWN:
            return "unresolved"
    return "unresolved"


def _events(rule: RulePlan, ledger: Ledger, after: int, env0: Env) -> Iterator[EventVal]:
    """The events after ``after`` a rule's pattern matches, one object per event and run (so
    that results memoised per event under one rule serve the others, see ``compile``)."""
    events = env0.ctx.events
    if rule.pattern == "call":
        tools = rule.tools(env0)
        if tools is not None and len(tools) == 1:
            calls = [c for c in ledger.calls_by_tool(next(iter(tools))) if c.step > after]
        else:
            calls = [
                c
                for m in ledger.messages
                if m.step > after
                for c in m.tool_calls
                if tools is None or c.name in tools
            ]
        for call in calls:
            key = ("call", call.step, call.position)
            ev = events.get(key)
            if ev is None:
                obs = ledger.observation_for(call)
                ev = events[key] = EventVal(call.step, "call", call, obs)
            yield ev
        return
    says = events.get(("say", after))
    if says is None:  # every `say` rule of the run walks the same messages: list them once
        says = events[("say", after)] = [
            EventVal(msg.step, "say", message=msg)
            for msg in ledger.messages
            if msg.step > after and msg.role == "assistant" and msg.content.strip()
        ]
    if rule.pattern == "say_last":
        last = [m for m in ledger.messages if m.role == "assistant" and m.content.strip()][
            -1:
        ]  # the run's final agent message, if it comes after the fault
        yield from (ev for ev in says if last and ev.step == last[0].step)
        return
    yield from says


_PLAIN = -1
"""``RunContext.per_event`` key of a message's text as necessary words are sought in it."""
_SHORT = -2
"""``RunContext.per_event`` key of an event's short text (several rules may record it)."""


def _may_select(ev: EventVal, needles: tuple[tuple[str, ...], ...], ctx: RunContext) -> bool:
    """Does the message contain the words of one alternative (see ``compile_text_prefilter``)?"""
    if ev.message is None:
        return True
    low = ctx.per_event.get((_PLAIN, ev))
    if low is None:
        low = ctx.per_event[(_PLAIN, ev)] = plain_lower(ev.message.content)
    return has_needles(low, needles)


def _short_text(ev: EventVal, ctx: RunContext) -> str:
    text = ctx.per_event.get((_SHORT, ev))
    if text is None:
        text = ctx.per_event[(_SHORT, ev)] = _event_text(ev)
    return str(text)


def _event_text(ev: EventVal) -> str:
    if ev.kind == "say" and ev.message is not None:
        return _short(ev.message.content)
    if ev.call is not None:
        return _short(f"{ev.call.name}({ev.call.raw_args})")
    return ""


def run_rules(
    rules: Sequence[RulePlan], ledger: Ledger, env0: Env, after: int, overrides: Mapping[int, str]
) -> list[UseItem]:
    """Candidate events after ``after`` with their verdicts, in (step, rule) order."""
    items: list[tuple[int, int, UseItem]] = []
    for order, rule in enumerate(rules):
        needles = rule.prefilter(env0) if rule.prefilter is not None else None
        for ev in _events(rule, ledger, after, env0):
            env0.ctx.spend(1)
            if needles is not None and not _may_select(ev, needles, env0.ctx):
                continue  # `where` is false: the message lacks the words it needs
            env0.ctx.spend(rule.weight - 1)
            verdict = _classify(rule, env0.bind(rule.var, ev, None))
            if verdict is None:
                continue
            source = f"rule:{rule.name}"
            if ev.step in overrides:
                verdict, source = overrides[ev.step], source + "+label"
            items.append(
                (
                    ev.step,
                    order,
                    UseItem(ev.step, ev.kind, source, verdict, _short_text(ev, env0.ctx)),
                )
            )
    items.sort(key=lambda t: (t[0], t[1]))
    return [t[2] for t in items]


def use_quantities(uses: Sequence[UseItem], complete: bool) -> tuple[Any, Any, Any, str, str]:
    """T_S, T_U, A from classified candidates, by the paper's decidability rules (§IV-C).

    Returns (t_s, t_u, adopted, rule deciding t_s, rule deciding t_u).
    """
    first_dep = next((u for u in uses if u.verdict in DEPENDENT), None)
    first_faulty = next((u for u in uses if u.verdict == "faulty"), None)
    unresolved = [u.step for u in uses if u.verdict == "unresolved"]
    first_unres = min(unresolved) if unresolved else None

    if first_dep is not None:
        t_s: Any = first_dep.step
        if first_unres is not None and first_unres < first_dep.step:
            t_s = "undecidable"
    elif first_unres is not None or not complete:
        t_s = "undecidable"
    else:
        t_s = "no_use"

    if first_faulty is not None:
        t_u: Any = first_faulty.step
        if first_unres is not None and first_unres < first_faulty.step:
            t_u = "undecidable"
        adopted = "yes"
    elif first_unres is not None or not complete:
        t_u, adopted = "undecidable", "undecidable"
    else:
        t_u, adopted = "none", "no"
    return (
        t_s,
        t_u,
        adopted,
        first_dep.rule if first_dep is not None else "rule:uses",
        first_faulty.rule if first_faulty is not None else "rule:uses",
    )


def stance_end(stances: Sequence[UseItem]) -> tuple[str, str]:
    """Y_end: the last determinate, unreplaced explicit stance; undecidable without one."""
    state, rule = "undecidable", "rule:stance"
    for s in stances:
        if s.verdict in STANCES:
            state, rule = s.verdict, s.rule
        elif s.verdict == "unresolved":
            state, rule = "undecidable", s.rule
    return state, rule


def arrival(triggered: bool, t_e: Any, t_s: Any) -> str | None:
    """Z_S (only for triggered runs whose T_S is a step)."""
    if not triggered or not isinstance(t_s, int):
        return None
    if t_e == "undecidable":
        return "undecidable"
    if t_e == "inf":
        return "absent"
    return "pre" if t_e < t_s else "late"


def pre_reliance(adopted: Any, t_e: Any, t_u: Any) -> bool | None:
    """T_E < T_U for adopted runs where both are decidable."""
    if adopted != "yes" or not isinstance(t_u, int) or t_e == "undecidable" or t_e is None:
        return None
    return isinstance(t_e, int) and t_e < t_u


# ---------------------------------------------------------------- one run


def record_base(run: Run) -> Record:
    """The record fields that come from the run itself (identity, case, configuration)."""
    case = run.evaluator.case
    return Record(
        run_id=run.ledger.run_id,
        case_id=case.id if case else None,
        operator=case.operator if case else None,
        config=run.config,
        repetition=run.repetition,
        cluster=case.cluster if case else None,
        control=case.control if case else False,
        source=run.source or None,
    )


def error(run: Run, code: str, message: str) -> Record:
    """An error record for a run that cannot be evaluated."""
    return attrs.evolve(record_base(run), error=RecordError(code, message))


def _fault_event(fault: FaultPlan, run: Run) -> tuple[EventVal | None, str | None]:
    """The fault-bearing event, or (None, why) when the run is untriggered or inconsistent.

    A call fault whose acknowledgement is an error did not take effect: untriggered.
    """
    iv = run.evaluator.intervention
    if iv is None or not iv.applied or iv.message_index is None:
        return None, None
    obs: Observation | None = run.ledger.observation_at(iv.message_index)
    if obs is None:
        return None, None
    call = obs.call
    if fault.kind == "arg":  # the tool saw v' in the call's arguments: its result is T_F
        if call is None or call.name != fault.tool:
            return None, (
                f"the intervention's message {iv.message_index} does not answer a "
                f"`{fault.tool}` call, whose arguments the fault of `{fault.operator}` alters"
            )
        return EventVal(obs.step, fault.kind, call, obs), None
    if fault.kind == "observe":
        if obs.name != fault.tool:
            return None, (
                f"the intervention's message {iv.message_index} is a `{obs.name}` result but the "
                f"fault of `{fault.operator}` observes `{fault.tool}`"
            )
    elif call is None or call.name != fault.tool:
        return None, (
            f"the intervention's message {iv.message_index} does not answer a "
            f"`{fault.tool}` call, which the fault of `{fault.operator}` intervenes on"
        )
    elif obs.is_error:
        return None, None
    return EventVal(obs.step, fault.kind, call, obs), None


def _bad_altered(run: Run) -> str | None:
    """Why the intervention's ``altered`` list is unusable (an index that is no tool result)."""
    iv = run.evaluator.intervention
    if iv is None or not iv.applied:
        return None
    bad = [i for i in iv.altered if run.ledger.observation_at(i) is None]
    if not bad:
        return None
    return (
        f"the intervention's `altered` lists message(s) {', '.join(map(str, bad))}, which are not "
        "tool results the agent saw; an intervention alters tool results only"
    )


def prepare(plan: Plan, run: Run, budget: int = STEP_BUDGET) -> tuple[Env, EventVal] | Record:
    """The run's evaluation environment and fault event, or the record that ends evaluation.

    The environment binds ``case`` and the fault variable (with v' and v); its context holds
    the altered regions and effective writes, and the run's budget of evaluation steps. An
    error or untriggered run gets its record.
    """
    case = run.evaluator.case
    if case is None:
        return error(
            run,
            "EV001",
            "run has no case: give its case in the run (`case`) or in a side file (--side)",
        )
    if case.operator != plan.operator:
        return error(
            run,
            "EV002",
            f"run's case is for operator `{case.operator}`, not `{plan.operator}`",
        )
    try:
        spec = plan.fault.resolve(case.params)
    except FaultError as err:
        return error(run, "EV006", f"{err}; fix the case's parameters")
    why = _bad_altered(run)
    if why is not None:
        return error(run, "EV007", why)
    fault, why = _fault_event(spec, run)
    if why is not None:
        return error(run, "EV003", why)
    if fault is None:
        return attrs.evolve(record_base(run), triggered=False, decided_by={"t_f": "intervention"})
    ctx = RunContext({}, {}, budget)
    ctx.ledger = run.ledger
    ctx.fault = spec
    env0 = Env({"case": dict(case.params)}, {}, ctx)
    env0.vars[spec.var] = fault
    value: Any = UNKNOWN
    if spec.kind == "arg" and spec.set is not None:
        value = spec.set(env0)  # v' is what the tool saw; the ledger shows what was issued
    elif spec.asserts is not None:
        value = spec.asserts(env0)
    elif spec.site_value is not None:
        value = spec.site_value(env0)
    iv = run.evaluator.intervention
    original: Any = spec.original(env0) if spec.original is not None else UNKNOWN
    if original is UNKNOWN and iv is not None and iv.original is not None:
        original = iv.original
    if original is UNKNOWN and spec.kind == "arg" and spec.site_value is not None:
        original = spec.site_value(env0)  # the value the agent issued
    fault = fault.evolve(value, original)
    env0.vars[spec.var] = fault
    if _changes_nothing(value, original):
        return error(run, "EV011", _NOTHING.format(step=fault.step))
    if spec.match is not None and _truth(spec.match(env0)) is False:
        return error(
            run,
            "EV004",
            f"the intervention's message {fault.step} does not satisfy the fault's `match` "
            "for this case: check the case parameters",
        )
    ctx.provide(
        lambda: _altered_regions(spec, run, env0), lambda: _effective_writes(plan, spec, run)
    )
    return env0, fault


_NOTHING = (
    "the fault changes nothing: at message {step} the value it delivers (v') equals the true "
    "value (v), so the run measures no fault (e.g. a suppressed write of a field the tool does "
    "not change); drop the case"
)


def _changes_nothing(value: Any, original: Any) -> bool:
    """v' and v both known and equal: the intervention is no fault (EV011)."""
    if value is UNKNOWN or original is UNKNOWN or value is None or original is None:
        return False
    return type(value) is type(original) and bool(value == original)


def evaluate_run(plan: Plan, run: Run, labels: Sequence[Label] = ()) -> Record:
    """The measurement record of one run under ``plan`` (never raises for bad data; a run
    that exceeds the evaluation budget gets the error record EV010)."""
    return evaluate_counted(plan, run, labels)[0]


def evaluate_counted(
    plan: Plan, run: Run, labels: Sequence[Label] = (), budget: int = STEP_BUDGET
) -> tuple[Record, int]:
    """:func:`evaluate_run` with the budget given, and the evaluation steps the run took.

    Steps count expression nodes evaluated (see ``RunContext``): deterministic, so a record
    over budget is the same on every machine and at any parallelism.
    """
    try:
        with values_fixed():
            prepared = prepare(plan, run, budget)  # the fault's clauses are evaluated here
            if isinstance(prepared, Record):
                return prepared, 0
            env0, fault = prepared
            return _measure(plan, run, env0, fault, record_base(run), labels), env0.ctx.spent
    except BudgetExceeded as over:
        message = (
            f"evaluation stopped after {budget:,} steps, the budget of one run: the "
            f"contract of `{plan.operator}` is too costly on this run of "
            f"{len(run.ledger.messages)} messages; see docs/engine.md, evaluation budget"
        )
        return error(run, "EV010", message), over.spent


def _measure(
    plan: Plan, run: Run, env0: Env, fault: EventVal, record: Record, labels: Sequence[Label]
) -> Record:
    ledger = run.ledger
    t_f = fault.step
    t_e, results = counterevidence(plan, ledger, env0)
    overrides = {
        lab.step: str(lab.value) for lab in labels if lab.quantity == "use" and lab.step is not None
    }
    uses = run_rules(plan.uses, ledger, env0, t_f, overrides)
    stances = run_rules(plan.stances, ledger, env0, t_f, {})
    complete = ledger.complete
    t_s, t_u, adopted, s_rule, u_rule = use_quantities(uses, complete)
    y_end, y_rule = stance_end(stances)
    decided = {
        "t_f": "intervention",
        "t_e": "rule:" + next((r.name for r in results if r.certain == t_e), "counterevidence"),
        "t_s": s_rule,
        "t_u": u_rule,
        "adopted": u_rule,
        "stance_end": y_rule,
    }
    values: dict[str, Any] = {
        "t_e": t_e,
        "t_s": t_s,
        "t_u": t_u,
        "adopted": adopted,
        "stance_end": y_end,
    }
    for lab in labels:
        if lab.quantity in values:
            values[lab.quantity] = lab.value
            decided[lab.quantity] = f"label:{lab.reviewer}"
    z: Any = arrival(True, values["t_e"], values["t_s"])
    arrival_label = next((lab for lab in labels if lab.quantity == "arrival"), None)
    if arrival_label is not None:
        z = arrival_label.value
        decided["arrival"] = f"label:{arrival_label.reviewer}"
    else:
        decided["arrival"] = "derived:t_e,t_s"
    y = values["stance_end"] if values["adopted"] == "yes" else None
    evidence = tuple(
        EvidenceItem(r.name, r.steps, r.certain, "") for r in results if r.certain is not None
    )
    all_uses = tuple(uses) + tuple(
        UseItem(s.step, s.kind, s.rule, "stance", s.text, s.verdict) for s in stances
    )
    return attrs.evolve(
        record,
        triggered=True,
        t_f=t_f,
        t_e=values["t_e"],
        t_s=values["t_s"],
        t_u=values["t_u"],
        adopted=values["adopted"],
        arrival=z,
        pre_reliance=pre_reliance(values["adopted"], values["t_e"], values["t_u"]),
        stance_end=y,
        evidence=evidence,
        uses=all_uses,
        decided_by=decided,
    )
