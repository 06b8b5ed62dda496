"""An operator's fault applied to the simulator, as the injector would apply it.

:class:`FaultedSimulator` applies an operator's ``fault`` declaration, compiled from the contract
(``site``/``set``/``match``/``persistence`` for observed values; ``suppress write`` with
``keep acknowledgement`` for state transitions), so no operator is special-cased here. Its fault
can be switched off (:meth:`FaultedSimulator.fault_off`), e.g. while tau-bench's reward replays
the gold actions through the same tools.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from sscb_dsl.engine.plan import FaultError, FaultPlan
from sscb_dsl.engine.plan import compile_fault as plan_compile_fault
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, RunContext, _truth
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import UNPARSED, Observation, ToolCall
from sscb_dsl.tau.db import SimulateError, TauDB
from sscb_dsl.tau.simulator import Simulator

__all__ = [
    "CompiledFault",
    "FaultedSimulator",
    "compile_fault",
    "get_path",
    "same_json",
    "set_path",
]

CompiledFault = FaultPlan
"""The simulator applies the same compiled fault declaration as replay injection."""


def compile_fault(operator: ast.Operator, domain: ast.Domain | None = None) -> CompiledFault:
    """Compile the operator's one fault (with its domain, which a fault taking its tool or field
    from the case needs); :class:`SimulateError` if it cannot be simulated."""
    try:
        return plan_compile_fault(operator, domain)
    except FaultError as err:
        raise SimulateError(f"{err}; it cannot be simulated") from None


def get_path(value: Any, path: tuple[Any, ...]) -> tuple[bool, Any]:
    """(found, value) at ``path`` inside a JSON value."""
    for key in path:
        if isinstance(value, dict) and isinstance(key, str) and key in value:
            value = value[key]
            continue
        if not isinstance(value, list) or not isinstance(key, int) or isinstance(key, bool):
            return False, None
        if not 0 <= key < len(value):
            return False, None
        value = value[key]
    return True, value


def set_path(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    """A copy of ``value`` with the existing ``path`` set to ``new``."""
    out = copy.deepcopy(value)
    if not path:
        return copy.deepcopy(new)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = copy.deepcopy(new)
    return out


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values (key order ignored)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class FaultedSimulator:
    """A :class:`Simulator` with an operator's fault applied, as the injector would apply it.

    ``observe`` faults rewrite the result at the fault's ``site`` to the value of ``set`` on the
    first matching observation, and (``persistent``) on every later one whose site still holds
    the original value. ``call`` faults run a matching write, keep its acknowledgement, and put
    the suppressed field back as it was; ``persistent`` repeats it for later attempts on the
    same state. ``arg`` faults answer a matching call for ``set`` at the ``site`` of its
    arguments (the agent's issued arguments are what the run shows; ``persistent`` alters later
    calls still holding the original value). ``altered`` lists the steps the fault changed;
    ``fault_step`` is the first.
    While ``enabled`` is false (see :meth:`fault_off`) every call is answered unfaulted.
    """

    def __init__(self, db: TauDB, fault: CompiledFault, params: Mapping[str, Any]) -> None:
        """A fresh simulator over ``db`` with ``fault`` for the case ``params``, not yet applied."""
        self.sim = Simulator(db)
        try:
            self.fault = fault.resolve(params)
        except FaultError as err:
            raise SimulateError(f"{err}; it cannot be simulated") from None
        self.params = dict(params)
        self.applied = False
        self.fault_step: int | None = None
        self.altered: list[int] = []
        self.original: Any = None
        self.delivered: Any = None
        self.site: tuple[Any, ...] = ()
        self.observed: Any = None
        self._key: Any = UNKNOWN
        self.enabled = True

    @contextmanager
    def fault_off(self) -> Iterator[Simulator]:
        """Within the block, calls run on the same database without the fault.

        tau-bench's reward replays the gold actions through the same tools: that replay must
        not be faulted. Yields the underlying simulator; the previous setting is restored after.
        """
        before, self.enabled = self.enabled, False
        try:
            yield self.sim
        finally:
            self.enabled = before

    def _env(self, step: int, name: str, args: Mapping[str, Any], text: str) -> Env:
        """The engine environment binding the fault's variable to this call and its result."""
        call = ToolCall(step, f"sim-{step}", name, dict(args), json.dumps(dict(args)))
        try:
            value: Any = json.loads(text)
        except ValueError:
            value = UNPARSED
        obs = Observation(step, call, name, text, value, text.startswith("Error:"))
        env = Env({"case": dict(self.params)}, {}, RunContext({}, {}))
        return env.bind(self.fault.var, EventVal(step, self.fault.kind, call, obs), None)

    def call(self, name: str, args: Mapping[str, Any], step: int) -> str:
        """The (possibly faulted) result of a call whose observation will be at ``step``."""
        if not self.enabled or name != self.fault.tool:
            return self.sim.call(name, args)
        if self.fault.kind == "observe":
            return self._observe(name, args, step)
        if self.fault.kind == "arg":
            return self._arg(name, args, step)
        return self._suppress(name, args, step)

    def _arg(self, name: str, args: Mapping[str, Any], step: int) -> str:
        """An ``arg`` fault: the tool answers for ``set`` at the ``site`` of the arguments
        (first matching call; later ones still holding the original value, when persistent)."""
        env = self._env(step, name, args, "{}")
        fault = self.fault
        if fault.match is not None and _truth(fault.match(env)) is not True:
            return self.sim.call(name, args)
        assert fault.site is not None and fault.set is not None
        place = fault.site(env)
        if place is None or place[1][:1] != ("args",):
            return self.sim.call(name, args)
        path = place[1][1:]
        found, current = get_path(dict(args), path)
        if not found:
            return self.sim.call(name, args)
        if not self.applied:
            new = fault.set(env)
            if new is UNKNOWN or same_json(new, current):
                return self.sim.call(name, args)
            self.applied, self.fault_step = True, step
            self.original, self.delivered = copy.deepcopy(current), new
            self.site = tuple(path)
        elif not (fault.persistent and same_json(current, self.original)):
            return self.sim.call(name, args)
        self.altered.append(step)
        return self.sim.call(name, set_path(dict(args), path, self.delivered))

    def _observe(self, name: str, args: Mapping[str, Any], step: int) -> str:
        """An ``observe`` fault: the result with the site rewritten when the fault applies."""
        text = self.sim.call(name, args)
        if text.startswith("Error:"):
            return text
        env = self._env(step, name, args, text)
        if self.fault.match is not None and _truth(self.fault.match(env)) is not True:
            return text
        assert self.fault.site is not None and self.fault.set is not None
        place = self.fault.site(env)
        if place is None or place[1][:1] != ("result",):
            return text
        path = place[1][1:]
        try:
            value = json.loads(text)
        except ValueError:
            return text
        found, current = get_path(value, path)
        if not found:
            return text
        if not self.applied:
            new = self.fault.set(env)
            if new is UNKNOWN or same_json(new, current):
                return text
            self.applied, self.fault_step = True, step
            self.original, self.delivered = copy.deepcopy(current), new
            self.site, self.observed = tuple(path), value
        elif not (self.fault.persistent and same_json(current, self.original)):
            return text
        self.altered.append(step)
        return json.dumps(set_path(value, path, self.delivered))

    def _suppress(self, name: str, args: Mapping[str, Any], step: int) -> str:
        """A ``call`` fault: run the write, keep its acknowledgement, put the field back."""
        env = self._env(step, name, args, "{}")
        fault = self.fault
        assert fault.suppress_key is not None
        matches = fault.match is None or _truth(fault.match(env)) is True
        key = fault.suppress_key(env) if matches else UNKNOWN
        if key is UNKNOWN or (self.applied and not (fault.persistent and key == self._key)):
            return self.sim.call(name, args)
        record = self.sim.record(f"{fault.suppress_entity}s", key) if isinstance(key, str) else None
        if record is None or fault.suppress_field not in record:
            return self.sim.call(name, args)
        before = copy.deepcopy(record[fault.suppress_field])
        text = self.sim.call(name, args)
        if text.startswith("Error:"):
            return text
        record[fault.suppress_field] = before
        if not self.applied:
            self.applied, self.fault_step, self._key = True, step, key
            self.original = before
            self.delivered = copy.deepcopy(dict(args).get(fault.suppress_field))
        self.altered.append(step)
        return text
