"""One live sample's environment: tau-bench's tools over a fresh simulator, with the case's fault.

This module holds no Inspect code, so it is what the scaffold (``sscb_dsl.live.task``), the
qualification reward and the tests share. The facts it follows are tau-bench's (commit 59a200c):

- ``Env.step`` answers a known tool with the tool's text, turns any exception into
  ``"Error: <message>"``, and answers an unknown tool with ``"Unknown action <name>"``;
- the episode ends when the simulated user says ``###STOP###`` or the agent calls a terminating
  tool (``transfer_to_human_agents``), or after the step limit (one step per agent turn);
- the reward replays the task's gold actions through a fresh environment with no fault and
  compares the final databases; each required output must appear in some agent message
  (lower-cased, commas removed).

The fault is applied by the live :class:`~sscb_dsl.inject.Injector` around the simulator's
tools, so the same ``fault`` declaration drives replayed and live injection.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.inject import InjectError, Injector, load_operator
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Case
from sscb_dsl.tau.simulate import (
    TERMINATE_TOOLS,
    Simulator,
    TauDB,
    gold_data_hash,
    tool_schemas,
)

__all__ = [
    "DEFAULT_MAX_STEPS",
    "STEP_LIMITS",
    "STOP",
    "TERMINATE_TOOLS",
    "Episode",
    "LiveError",
    "Reward",
    "reward",
    "step_limit",
    "tool_infos",
]

STEP_LIMITS: dict[str, int] = {
    "ReturnDate": 60,
    "WriteEffect": 60,
    "PaySource": 40,
    "ItemOption": 30,
}
"""Agent steps per operator, as in the SSCBench paper (§V, "Agent Configurations")."""
DEFAULT_MAX_STEPS = 30
"""tau-bench's own default (``max_num_steps``), for operators the paper does not name."""
STOP = "###STOP###"


class LiveError(Exception):
    """A live run that cannot go on: an unusable case, task or environment (not an agent error)."""


def step_limit(operator: str | None) -> int:
    """The paper's step limit for ``operator`` (tau-bench's 30 for any other)."""
    return STEP_LIMITS.get(operator or "", DEFAULT_MAX_STEPS)


@functools.lru_cache(maxsize=64)
def _operator(name: str, files: tuple[Path, ...]) -> tuple[ast.Operator, ast.Domain]:
    """An operator and its domain, loaded and checked once per process (not once per sample)."""
    return load_operator(name, files)


def tool_infos(db: TauDB) -> list[dict[str, Any]]:
    """The domain's tool schemas as tau-bench hands them to the model (``get_info()``)."""
    return tool_schemas(db.domain)


def _mutable(sim: Simulator, table: str, key: Any) -> dict[str, Any]:
    """The simulator's own (writable) record ``key`` of ``table``; :class:`LiveError` if none."""
    record = sim.record(table, key) if isinstance(key, str) else None
    if record is None:
        raise LiveError(f"no `{table}` record `{key}` to suppress a write to")
    return record


class Episode:
    """A fresh simulator for one sample, its tools wrapped by the case's fault (if any).

    ``call(name, args)`` answers a tool call as tau-bench's ``Env.step`` does; ``intervention``
    gives the run's intervention block (``None`` when the fault is off).
    """

    def __init__(
        self,
        db: TauDB,
        case: Case | None = None,
        *,
        files: Sequence[Path] = (),
        fault: bool = True,
    ) -> None:
        self.db = db
        self.sim = Simulator(db)
        self.case = case
        tools: dict[str, Callable[..., str]] = {name: self._raw(name) for name in self.sim.tools}
        self.injector: Injector | None = None
        if case is not None and fault:
            try:
                operator, domain = _operator(case.operator, tuple(Path(f) for f in files))
                self.injector = Injector(
                    operator,
                    case,
                    domain=domain,
                    snapshot=self._snapshot,
                    restore=self._restore,
                )
            except InjectError as err:
                raise LiveError(str(err)) from None
            tools = self.injector.wrap_all(tools)
        self.tools = tools

    def _raw(self, name: str) -> Callable[..., str]:
        def tool(**args: Any) -> str:
            return self.sim.call(name, args)

        return tool

    def _snapshot(self, entity: str, key: Any, field: str) -> Any:
        return copy.deepcopy(_mutable(self.sim, f"{entity}s", key).get(field))

    def _restore(self, entity: str, key: Any, field: str, value: Any) -> None:
        _mutable(self.sim, f"{entity}s", key)[field] = value

    def call(self, name: str, args: Mapping[str, Any] | None) -> str:
        """The tool's answer, as tau-bench's ``Env.step`` gives it (errors as text)."""
        tool = self.tools.get(name)
        if tool is None or not isinstance(args, Mapping):
            return self.sim.call(name, args)  # type: ignore[arg-type]  # its text for these
        try:
            return tool(**dict(args))
        except InjectError as err:
            raise LiveError(str(err)) from None

    @staticmethod
    def ends(name: str) -> bool:
        """True when calling tool ``name`` ends the episode (tau-bench's terminate tools)."""
        return name in TERMINATE_TOOLS

    def intervention(self, messages: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
        """The intervention block for the final OpenAI messages (``None`` without a fault)."""
        if self.injector is None:
            return None
        try:
            return self.injector.intervention(messages)
        except InjectError as err:
            raise LiveError(str(err)) from None


@attrs.frozen
class Reward:
    """tau-bench's reward for one episode: 1.0 when the database and the outputs are right."""

    reward: float
    r_actions: bool
    outputs: dict[str, bool]

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (for the sample's score)."""
        return {"reward": self.reward, "r_actions": self.r_actions, "outputs": self.outputs}


def reward(db: TauDB, task: Mapping[str, Any], sim: Simulator, said: Sequence[str]) -> Reward:
    """tau-bench's reward of an episode that left ``sim`` and in which the agent said ``said``:
    the database hash against the gold actions' (replayed unfaulted on a fresh simulator), and
    each required output in some reply (lower-cased, commas removed)."""
    r_actions = sim.data_hash() == gold_data_hash(db, task.get("actions", []))
    said_plain = [s.lower().replace(",", "") for s in said]
    outputs = {
        str(o): any(str(o).lower() in s for s in said_plain) for o in task.get("outputs", [])
    }
    ok = r_actions and all(outputs.values())
    return Reward(1.0 if ok else 0.0, r_actions, outputs)


def text_sha(*parts: str) -> str:
    """The first 12 hex digits of the SHA-256 of ``parts`` joined by NUL (a prompt version)."""
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()[:12]


def dumps(value: Any) -> str:
    """Canonical JSON text (sorted keys, no spaces): for hashing and for score metadata."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
