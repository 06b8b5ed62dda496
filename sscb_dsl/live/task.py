"""The Inspect task: a real agent meets the fault, in tau-bench's tool-calling scaffold.

One Inspect sample per (case, task). Each sample gets a fresh simulator and, unless the fault is
off, a fresh :class:`~sscb_dsl.inject.Injector` (``sscb_dsl.live.env.Episode``). The solver
(:func:`tau_scaffold`) is tau-bench's tool-calling agent loop: the domain policy (``wiki.md``) as
the system prompt, the simulated user's opening line as the first user message, then per step one
model turn; only the first tool call of a turn is kept (tau-bench's ``tool_calls[:1]``) and
answered by the environment, a turn without a call goes to the simulated user (model role
``user``, :func:`sscb_dsl.live.messages.user_view`). The episode ends on ``###STOP###``, on a
terminating tool, or at the step limit (the paper's per-operator limits).

The case, the task, the intervention and the run's provenance end up in ``metadata["sscb"]``
(which ``sscb ledger``/``sscb eval`` read from the log, no side file needed). The scorer
(:func:`sscb_record`) evaluates the run with the same engine as ``sscb eval`` and stores the
record as a JSON string in the score's metadata. There is deliberately no adoption metric: a
population claim needs ``sscb report``'s denominators. With the fault off, the scorer
(:func:`tau_reward`) gives tau-bench's reward instead (used by ``sscb live --qualify``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import (
    ChatMessage,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    GenerateConfig,
    Model,
    get_model,
)
from inspect_ai.scorer import Score, Scorer, Target, mean, scorer
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolInfo
from inspect_ai.util import store

from sscb_dsl.engine.pipeline import PipelineError, Plans, evaluate_one
from sscb_dsl.engine.record import Record, dumps_record
from sscb_dsl.inject import case_from_dict
from sscb_dsl.ledger.formats import RUN_FORMAT, sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.live.env import (
    STOP,
    Episode,
    LiveError,
    reward,
    step_limit,
    text_sha,
    tool_infos,
)
from sscb_dsl.live.messages import USER_PROMPT, openai_messages, said, user_view
from sscb_dsl.live.providers import SSCB_KEY
from sscb_dsl.live.samples import (
    LiveSample,
    case_json,
    clean_samples,
    read_samples,
    samples_from_cases,
)
from sscb_dsl.tau.simulate import SimulateError, TauDB, load_db

__all__ = [
    "SCAFFOLD",
    "build_task",
    "default_db",
    "evaluate_run_dict",
    "run_of",
    "sscb_record",
    "tau_live",
    "tau_reward",
    "tau_scaffold",
]

SCAFFOLD = "tau-bench tool-calling@59a200c"
"""The scaffold's name in a run's provenance (with the calls kept per turn and the step limit)."""


def default_db() -> Path | None:
    """``$SSCB_TAU_DB``, else ``$SSCB_SHARED_DATA/tau-bench``, else None."""
    if os.environ.get("SSCB_TAU_DB"):
        return Path(os.environ["SSCB_TAU_DB"])
    if os.environ.get("SSCB_SHARED_DATA"):
        return Path(os.environ["SSCB_SHARED_DATA"]) / "tau-bench"
    return None


def _sample(spec: LiveSample, db: TauDB, fault: bool, max_steps: int | None) -> Sample:
    if not 0 <= spec.task < len(db.tasks):
        raise LiveError(f"sample `{spec.id}`: {spec.domain} has no task {spec.task}")
    task_data = db.tasks[spec.task]
    limit = max_steps or spec.max_steps or step_limit(spec.case.operator if spec.case else None)
    meta = {
        "case": case_json(spec.case) if spec.case else None,
        "domain": spec.domain,
        "task": spec.task,
        "replay_of": spec.replay_of,
        "fault": fault and spec.case is not None,
        "max_steps": limit,
    }
    # The instruction is the simulated user's; the agent never sees the sample's input.
    return Sample(
        input=str(task_data.get("instruction", "")),
        id=spec.id,
        metadata={SSCB_KEY: meta},
    )


def _config(model: Model) -> GenerateConfig:
    """Temperature 0 (tau-bench's agent default, the paper's user simulator) unless set."""
    return (
        GenerateConfig()
        if model.config.temperature is not None
        else GenerateConfig(temperature=0.0)
    )


def _infos(db: TauDB) -> list[ToolInfo]:
    return [ToolInfo.model_validate(info["function"]) for info in tool_infos(db)]


def _agent_mode(agent: Model) -> str:
    return "replay" if str(agent) == "sscb/replay" else "live"


@solver
def tau_scaffold(
    dbs: Mapping[str, TauDB],
    operator_files: Sequence[Path] = (),
    config: str | None = None,
    all_tool_calls: bool = False,
) -> Solver:
    """tau-bench's tool-calling agent loop against the sample's (faulted) environment."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        meta: dict[str, Any] = dict(state.metadata[SSCB_KEY])
        db = dbs[meta["domain"]]
        spec = _spec(meta)
        instruction = str(db.tasks[spec.task].get("instruction", ""))
        episode = Episode(db, spec.case, files=operator_files, fault=bool(meta["fault"]))
        store().set(
            SSCB_KEY,
            {"sample": str(state.sample_id), "epoch": state.epoch, "replay_of": spec.replay_of},
        )
        agent = get_model()
        user = get_model(role="user", default=agent)
        tools = _infos(db)
        opening = await user.generate(user_view(instruction, []), config=_config(user))
        state.messages = [
            ChatMessageSystem(content=db.policy),
            ChatMessageUser(content=opening.completion),
        ]
        messages = state.messages  # Inspect keeps its own list: append to that one
        ended, steps = "limit", 0
        for steps in range(1, int(meta["max_steps"]) + 1):  # noqa: B007 - steps is reported
            out = await agent.generate(messages, tools=tools, config=_config(agent))
            state.output = out
            turn = out.message
            if turn.tool_calls and not all_tool_calls:
                turn.tool_calls = turn.tool_calls[:1]
            messages.append(turn)
            if turn.tool_calls:
                for call in turn.tool_calls:
                    text = (
                        f"Error: {call.parse_error}"
                        if call.parse_error
                        else episode.call(call.function, call.arguments)
                    )
                    messages.append(
                        ChatMessageTool(content=text, tool_call_id=call.id, function=call.function)
                    )
                    if episode.ends(call.function):
                        ended = "transfer"
            else:
                answer = await user.generate(user_view(instruction, messages), config=_config(user))
                messages.append(ChatMessageUser(content=answer.completion))
                if STOP in answer.completion:
                    ended = "stop"
            if ended != "limit":
                break
        flat = openai_messages(messages)
        meta.update(
            intervention=episode.intervention(flat),
            config=config or str(agent),
            repetition=state.epoch - 1,
            steps=steps,
            ended=ended,
            meta={
                "mode": _agent_mode(agent),
                "scaffold": f"{SCAFFOLD}:{'all' if all_tool_calls else 'first'}-call:"
                f"steps={meta['max_steps']}",
                "agent_model": str(agent),
                "user_model": str(user),
                "prompt_version": text_sha(db.policy, USER_PROMPT),
                "replay_of": spec.replay_of,
            },
        )
        if not meta["fault"]:
            meta["reward"] = reward(db, db.tasks[spec.task], episode.sim, said(messages)).to_json()
        state.metadata[SSCB_KEY] = meta
        return state

    return solve


def _spec(meta: Mapping[str, Any]) -> LiveSample:
    """The sample's case, domain, task and recording back from its ``metadata["sscb"]``."""
    case = case_from_dict(meta["case"], "sample") if meta.get("case") else None
    return LiveSample(case, str(meta["domain"]), int(meta["task"]), meta.get("replay_of"))


def run_of(
    sample_id: str, epoch: int, messages: Sequence[ChatMessage], meta: Mapping[str, Any]
) -> dict[str, Any]:
    """The ``sscb.run/1`` of a finished sample (its id ``<sample id>-epoch-<epoch>``)."""
    return {
        "format": RUN_FORMAT,
        "run_id": f"{sample_id}-epoch-{epoch}",
        "case": meta.get("case"),
        "config": meta.get("config"),
        "repetition": meta.get("repetition"),
        "messages": openai_messages(messages),
        "intervention": meta.get("intervention"),
        "meta": meta.get("meta"),
    }


def evaluate_run_dict(run: Mapping[str, Any], plans: Plans, source: str = "") -> Record:
    """The record ``sscb eval`` gives for ``run`` (an ``sscb.run/1`` object)."""
    run_id, ledger, evaluator, config, repetition = sscb_run(json.loads(json.dumps(run)))
    del run_id
    return evaluate_one(Run(ledger, evaluator, config, repetition, source), plans)


def _summary(record: Record) -> str:
    if record.error is not None:
        return f"error {record.error.code}: {record.error.message}"
    if not record.triggered:
        return "not triggered: the fault never took effect"
    return (
        f"T_F={record.t_f} T_E={record.t_e} T_S={record.t_s} T_U={record.t_u} "
        f"A={record.adopted} Z_S={record.arrival}"
    )


@scorer(metrics=[])
def sscb_record(plans: Plans) -> Scorer:
    """The run's ``sscb.record/1`` (as a JSON string in ``metadata["record"]``); the score's
    value is A (``yes``/``no``/``undecidable``), ``untriggered`` or ``error``. No metric."""

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata[SSCB_KEY]
        run = run_of(str(state.sample_id), state.epoch, state.messages, meta)
        record = evaluate_run_dict(run, plans)
        if record.error is not None:
            value = "error"
        else:
            value = str(record.adopted) if record.triggered else "untriggered"
        return Score(
            value=value,
            answer=str(record.arrival or ""),
            explanation=_summary(record),
            metadata={"record": dumps_record(record), "run_id": run["run_id"]},
        )

    return score


@scorer(metrics=[mean()])
def tau_reward() -> Scorer:
    """tau-bench's reward of a clean run (1.0 solved): the database after the gold actions and
    the required outputs (details as a JSON string in ``metadata["reward"]``)."""

    async def score(state: TaskState, target: Target) -> Score:
        got = state.metadata[SSCB_KEY].get("reward") or {"reward": 0.0}
        return Score(value=float(got["reward"]), metadata={"reward": json.dumps(got)})

    return score


def build_task(
    samples: Sequence[LiveSample],
    db: Path,
    *,
    fault: bool = True,
    max_steps: int | None = None,
    operator_files: Sequence[Path] = (),
    config: str | None = None,
    all_tool_calls: bool = False,
    name: str | None = None,
) -> Task:
    """The Inspect task for ``samples`` over the tau-bench data in ``db``."""
    files = [Path(p) for p in operator_files]
    try:
        dbs = {d: load_db(Path(db), d) for d in sorted({s.domain for s in samples})}
        plans = Plans(files)
    except (SimulateError, PipelineError) as err:
        raise LiveError(str(err)) from None
    dataset = MemoryDataset(
        [_sample(s, dbs[s.domain], fault, max_steps) for s in samples],
        name=name or ("tau_live" if fault else "tau_clean"),
    )
    return Task(
        dataset=dataset,
        solver=tau_scaffold(dbs, files, config, all_tool_calls),
        scorer=sscb_record(plans) if fault else tau_reward(),
        name=name or ("tau_live" if fault else "tau_clean"),
        metadata={"sscb": {"fault": fault, "db": str(db)}},
    )


def _paths(value: str | Sequence[str] | None) -> list[Path]:
    if value is None:
        return []
    items = [value] if isinstance(value, str) else list(value)
    return [Path(p) for item in items for p in str(item).split(",") if p]


def _ints(value: int | str | Sequence[int | str] | None) -> list[int]:
    if value is None:
        return []
    items = [value] if isinstance(value, (int, str)) else list(value)
    return [int(p) for item in items for p in str(item).split(",") if p.strip()]


@task
def tau_live(
    cases: str | list[str] | None = None,
    tasks: int | str | list[int] | None = None,
    samples: str | None = None,
    db: str | None = None,
    fault: bool = True,
    max_steps: int | None = None,
    operator_files: str | list[str] | None = None,
    config: str | None = None,
    all_tool_calls: bool = False,
) -> Task:
    """sscb's live fault-injection task over tau-bench (``inspect eval sscb_dsl/tau_live``).

    Args:
        cases: Case TOML files or folders (each case names its task in ``[witness] task``).
        tasks: Task indices to pair every case with instead.
        samples: A samples file (JSONL of ``{case, task, replay_of?}``) instead of ``cases``.
        db: The tau-bench data folder (default ``$SSCB_TAU_DB`` or ``$SSCB_SHARED_DATA``).
        fault: False runs the cases' tasks clean and scores tau-bench's reward.
        max_steps: Agent steps per sample (default: the paper's limit for the operator).
        operator_files: Contract files declaring operators beyond the stdlib.
        config: The configuration label of the runs (default: the agent model's name).
        all_tool_calls: Answer every tool call of a turn (tau-bench keeps only the first).
    """
    root = Path(db) if db else default_db()
    if root is None:
        raise LiveError("give the tau-bench data folder: -T db=DIR (or set SSCB_TAU_DB)")
    if samples:
        chosen = read_samples(Path(samples))
    else:
        chosen = samples_from_cases(_paths(cases), _ints(tasks))
    if not fault:
        chosen = clean_samples(chosen)
    return build_task(
        chosen,
        root,
        fault=fault,
        max_steps=max_steps,
        operator_files=_paths(operator_files),
        config=config,
        all_tool_calls=all_tool_calls,
    )
