"""Fault injection driven by an operator's ``fault`` declaration: replayed, or live.

Replay (``replay``) turns a clean recorded run and a case into the faulted ``sscb.run/1``:

- ``observe TOOL`` faults mutate the first observation of TOOL whose call satisfies ``match`` at
  ``site`` to the value of ``set``; with ``persistence persistent`` every later observation of
  the same state (``match`` holds, the site still holds the original value) is mutated too.
- ``call TOOL`` faults with ``suppress write E(k).F`` and ``keep acknowledgement`` keep the first
  matching call's acknowledgement as recorded and make every later observation of ``E(k)`` that
  carries ``F`` show the state as it was before the attempt, until the next effective write to
  ``E(k).F``; with ``persistence persistent`` repeated attempts (``match`` holds) are suppressed.

``Injector`` applies the same declaration live, around tool functions ``tool(**args) -> str``.
Nothing here is specific to one operator: see docs/formats.md, "Cases and replay injection".
"""

from __future__ import annotations

import copy
import datetime as _dt
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl import ast
from sscb_dsl.compile import (
    UNKNOWN,
    Env,
    EventVal,
    Fn,
    RunContext,
    _truth,
)
from sscb_dsl.compile import Path as ValuePath
from sscb_dsl.ledger import UNPARSED, Case, Ledger, Observation, Run, ToolCall
from sscb_dsl.plan import FaultError, FaultPlan
from sscb_dsl.plan import compile_fault as plan_compile_fault
from sscb_dsl.read_formats import RUN_FORMAT

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

__all__ = [
    "FaultSpec",
    "InjectError",
    "Injected",
    "Injector",
    "compile_fault",
    "load_cases",
    "load_operator",
    "messages_of",
    "replay",
    "run_line",
]

CASE_KEYS = frozenset({"format", "id", "operator", "domain", "cluster", "control", "params"})
CASE_FORMAT = "sscb.case/1"


class InjectError(Exception):
    """Unusable input for injection (a case, a contract, a database): exit code 2 on the CLI."""


# ---------------------------------------------------------------- cases


def _plain(value: Any) -> Any:
    """TOML values as JSON values: dates and times become ISO text."""
    if isinstance(value, (_dt.date, _dt.datetime, _dt.time)):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def case_from_dict(data: Any, where: str) -> Case:
    """A case from its TOML/JSON table; :class:`InjectError` naming ``where`` if malformed."""
    if not isinstance(data, dict):
        raise InjectError(f"{where}: a case must be a table with id, operator, domain, ...")
    extra = sorted(set(data) - CASE_KEYS - {"witness"})
    if extra:
        raise InjectError(
            f"{where}: unknown key(s) {', '.join(extra)}; a case has "
            "id, operator, domain, cluster, control, [params] (and [witness] for admission)"
        )
    if "format" in data and data["format"] != CASE_FORMAT:
        raise InjectError(f"{where}: `format` must be `{CASE_FORMAT}`")
    for key in ("id", "operator", "domain", "cluster"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise InjectError(f"{where}: `{key}` must be a non-empty string")
    if not isinstance(data.get("control"), bool):
        raise InjectError(f"{where}: `control` must be true or false")
    params = data.get("params", {})
    if not isinstance(params, dict):
        raise InjectError(f"{where}: `[params]` must be a table")
    return Case(
        data["id"], data["operator"], data["domain"], data["cluster"], data["control"],
        _plain(params),
    )  # fmt: skip


def load_cases(path: Path) -> list[Case]:
    """The cases of a TOML file (one case, or ``[[cases]]``) or of every ``*.toml`` in a folder."""
    if path.is_dir():
        files = sorted(path.glob("*.toml"))
        if not files:
            raise InjectError(f"{path}: the folder holds no *.toml case files")
        return [c for f in files for c in load_cases(f)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InjectError(f"{path}: no such case file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InjectError(f"{path}: cannot read the case file ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise InjectError(f"{path}: not valid TOML ({exc}); see docs/formats.md") from None
    if "cases" in data:
        items = data["cases"]
        if set(data) - {"cases", "format"} or not isinstance(items, list) or not items:
            raise InjectError(f"{path}: a batch file holds a non-empty `[[cases]]` list only")
        cases = [case_from_dict(c, f"{path} case {i}") for i, c in enumerate(items)]
    else:
        cases = [case_from_dict(data, str(path))]
    seen: set[str] = set()
    for c in cases:
        if c.id in seen:
            raise InjectError(f"{path}: case id `{c.id}` appears twice")
        seen.add(c.id)
    return cases


# ---------------------------------------------------------------- operators


def load_operator(name: str, files: Sequence[Path] = ()) -> tuple[ast.Operator, ast.Domain]:
    """The operator called ``name`` and its domain, from the checked stdlib and ``files``."""
    from sscb_dsl.api import InputError, load_library

    try:
        library, results = load_library(list(files))
    except InputError as exc:
        raise InjectError(str(exc)) from None
    bad = [d.render_short() for r in results for d in r.errors]
    if bad:
        raise InjectError("contracts have errors (see `sscb check`):\n" + "\n".join(bad))
    op = library.operators.get(name)
    if op is None:
        known = ", ".join(sorted(library.operators)) or "none"
        raise InjectError(
            f"unknown operator `{name}` (known: {known}); give its file with --operator-file"
        )
    return op, library.domain_of(op)


# ---------------------------------------------------------------- the fault, compiled


FaultSpec = FaultPlan
"""Replay and live injection apply the fault exactly as the engine reads it (``plan``)."""


def compile_fault(operator: ast.Operator, domain: ast.Domain | None = None) -> FaultSpec:
    """Compile the operator's one fault; :class:`InjectError` if it cannot be injected."""
    try:
        return plan_compile_fault(operator, domain)
    except FaultError as err:
        raise InjectError(f"{err}; it cannot be replayed") from None


# ---------------------------------------------------------------- JSON helpers


def _get_path(value: Any, path: ValuePath) -> tuple[bool, Any]:
    """(found, value) at ``path`` inside a JSON value."""
    for key in path:
        if isinstance(value, dict) and isinstance(key, str) and key in value:
            value = value[key]
        elif (
            isinstance(value, list) and isinstance(key, int) and not isinstance(key, bool)
            and 0 <= key < len(value)
        ):  # fmt: skip
            value = value[key]
        else:
            return False, None
    return True, value


def _set_path(value: Any, path: ValuePath, new: Any) -> Any:
    """A copy of ``value`` with ``path`` (which must exist) set to ``new``."""
    out = copy.deepcopy(value)
    if not path:
        return copy.deepcopy(new)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = copy.deepcopy(new)
    return out


_STYLES: tuple[dict[str, Any], ...] = (
    {},
    {"separators": (",", ":")},
    {"indent": 2},
    {"ensure_ascii": False},
    {"separators": (",", ":"), "ensure_ascii": False},
    {"indent": 2, "ensure_ascii": False},
    {"indent": 4},
)


def dump_like(value: Any, text: str) -> str:
    """``value`` as JSON in the style ``text`` was written in (tau-bench: ``json.dumps``)."""
    original = json.loads(text)
    for style in _STYLES:
        if json.dumps(original, **style) == text:
            return json.dumps(value, **style)
    return json.dumps(value)


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _jsonable(value: Any) -> Any:
    return None if value is UNKNOWN else value


# ---------------------------------------------------------------- runs as messages


def messages_of(ledger: Ledger) -> list[dict[str, Any]]:
    """The run's messages as OpenAI chat messages (what ``sscb.run/1`` stores)."""
    out: list[dict[str, Any]] = []
    for msg in ledger.messages:
        if msg.role == "tool":
            obs = ledger.observation_at(msg.step)
            if obs is None or obs.call is None:
                out.append({"role": "tool", "content": msg.content, "_hidden": True})
                continue
            item: dict[str, Any] = {
                "role": "tool",
                "tool_call_id": obs.call.call_id,
                "name": obs.name,
                "content": msg.content,
            }
            if obs.is_error and not msg.content.startswith("Error:"):
                item["error"] = True
            out.append(item)
        elif msg.role == "assistant" and msg.tool_calls:
            calls = [
                {
                    "id": c.call_id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.raw_args},
                }
                for c in msg.tool_calls
            ]
            out.append({"role": "assistant", "content": msg.content or None, "tool_calls": calls})
        else:
            out.append({"role": msg.role, "content": msg.content})
    return out


def _case_dict(case: Case) -> dict[str, Any]:
    return {
        "id": case.id,
        "operator": case.operator,
        "domain": case.domain,
        "cluster": case.cluster,
        "control": case.control,
        "params": dict(case.params),
    }


def run_line(run: Mapping[str, Any]) -> str:
    """One ``sscb.run/1`` JSONL line (without newline), byte-identical for equal runs."""
    return json.dumps(run, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------- replay


@attrs.frozen
class Injected:
    """A faulted run (``sscb.run/1`` dict), whether the fault took effect, and notes for people."""

    run: dict[str, Any]
    applied: bool
    notes: tuple[str, ...] = ()


def _env(case: Case) -> Env:
    return Env({"case": dict(case.params)}, {}, RunContext({}, {}))


def _bind(spec: FaultSpec, env: Env, obs: Observation, kind: str) -> Env:
    return env.bind(spec.var, EventVal(obs.step, kind, obs.call, obs), None)


def _holds(fn: Fn | None, env: Env) -> bool:
    return fn is None or _truth(fn(env)) is True


def replay(
    run: Run,
    case: Case,
    spec: FaultSpec,
    *,
    db: Path | None = None,
    run_id: str | None = None,
    config: str | None = None,
) -> Injected:
    """Inject ``case`` into a clean recorded ``run`` under ``spec``; never raises for bad data."""
    if case.operator != spec.operator:
        raise InjectError(f"case `{case.id}` is for `{case.operator}`, not `{spec.operator}`")
    ledger = run.ledger
    messages = messages_of(ledger)
    if spec.kind == "observe":
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
        "meta": {"replay_of": ledger.run_id, "operator": spec.operator},
    }
    return Injected(out, bool(iv["applied"]), tuple(notes))


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


# ---------------------------------------------------------------- live injection


@attrs.define
class _LiveEvent:
    """One wrapped tool invocation: name, arguments, and whether the fault altered it."""

    name: str
    args: dict[str, Any]
    altered: bool
    first: bool


Snapshot = Callable[[str, Any, str], Any]
Restore = Callable[[str, Any, str, Any], None]


class Injector:
    """Apply an operator's fault live around tool functions and log the intervention.

    Read-value (``observe``) faults rewrite the returned JSON at the site; suppressed writes
    (``call`` faults) take ``snapshot(entity, key, field)`` before the call and
    ``restore(entity, key, field, value)`` after it, returning the real acknowledgement.
    After the episode, ``intervention(messages)`` builds the run's ``intervention`` block.
    """

    def __init__(
        self,
        operator: str | ast.Operator,
        case: Case,
        *,
        domain: ast.Domain | None = None,
        files: Sequence[Path] = (),
        snapshot: Snapshot | None = None,
        restore: Restore | None = None,
    ) -> None:
        if isinstance(operator, str):
            op, dom = load_operator(operator, files)
        elif domain is None:
            raise InjectError("give the operator's `domain` with an ast.Operator")
        else:
            op, dom = operator, domain
        self.spec = compile_fault(op, dom)
        if case.operator != self.spec.operator:
            raise InjectError(f"case `{case.id}` is for `{case.operator}`, not `{op.name.name}`")
        if self.spec.kind == "call" and (snapshot is None or restore is None):
            raise InjectError(
                f"`{self.spec.operator}` suppresses a write: give snapshot= and restore="
            )
        self.case = case
        self._snapshot = snapshot
        self._restore = restore
        self._env = _env(case)
        self.events: list[_LiveEvent] = []
        self.original: Any = None
        self.delivered: Any = None
        self._key: Any = UNKNOWN

    @property
    def applied(self) -> bool:
        """True once the fault has taken effect."""
        return any(e.first for e in self.events)

    def wrap(self, name: str, tool: Callable[..., str]) -> Callable[..., str]:
        """``tool`` with the fault applied when it is the fault's tool; others are only logged."""

        def wrapped(**args: Any) -> str:
            if name != self.spec.tool:
                self.events.append(_LiveEvent(name, dict(args), False, False))
                return tool(**args)
            if self.spec.kind == "observe":
                return self._observe(name, tool, args)
            return self._call(name, tool, args)

        wrapped.__name__ = name
        wrapped.__doc__ = tool.__doc__
        return wrapped

    def wrap_all(self, tools: Mapping[str, Callable[..., str]]) -> dict[str, Callable[..., str]]:
        """Every tool of an environment, wrapped (by name)."""
        return {name: self.wrap(name, fn) for name, fn in tools.items()}

    def _event(self, name: str, args: dict[str, Any], text: str) -> Env:
        n = len(self.events)
        call = ToolCall(n, f"live-{n}", name, args, json.dumps(args))
        try:
            value: Any = json.loads(text)
        except ValueError:
            value = UNPARSED
        obs = Observation(n, call, name, text, value, text.startswith("Error:"))
        return _bind(self.spec, self._env, obs, self.spec.kind)

    def _observe(self, name: str, tool: Callable[..., str], args: dict[str, Any]) -> str:
        text = tool(**args)
        env = self._event(name, args, text)
        obs = env.vars[self.spec.var].obs
        assert self.spec.site is not None and self.spec.set is not None
        place = self.spec.site(env) if obs.value is not UNPARSED else None
        ok = obs.value is not UNPARSED and not obs.is_error and _holds(self.spec.match, env)
        path = place[1] if place is not None else ()
        found, current = _get_path(obs.value, path[1:]) if ok and path[:1] == ("result",) else (
            False, None,
        )  # fmt: skip
        first = False
        if found and not self.applied:
            new = self.spec.set(env)
            if new is UNKNOWN or _same(new, current):
                found = False
            else:
                self.original, self.delivered, first = current, new, True
        elif found and not (self.spec.persistent and _same(current, self.original)):
            found = False
        self.events.append(_LiveEvent(name, dict(args), found, first))
        if not found:
            return text
        return dump_like(_set_path(obs.value, path[1:], self.delivered), text)

    def _call(self, name: str, tool: Callable[..., str], args: dict[str, Any]) -> str:
        env = self._event(name, args, "{}")
        spec = self.spec
        assert spec.suppress_key is not None
        matches = _holds(spec.match, env)
        key = spec.suppress_key(env) if matches else UNKNOWN
        suppress = (
            matches and key is not UNKNOWN
            and (not self.applied or (spec.persistent and _same(key, self._key)))
        )  # fmt: skip
        if not suppress:
            self.events.append(_LiveEvent(name, dict(args), False, False))
            return tool(**args)
        assert self._snapshot is not None and self._restore is not None
        before = self._snapshot(spec.suppress_entity, key, spec.suppress_field)
        text = tool(**args)
        if text.startswith("Error:"):
            self.events.append(_LiveEvent(name, dict(args), False, False))
            return text
        self._restore(spec.suppress_entity, key, spec.suppress_field, before)
        first = not self.applied
        if first:
            self._key, self.original = key, copy.deepcopy(before)
            asserted = spec.asserts(env) if spec.asserts is not None else UNKNOWN
            self.delivered = _jsonable(asserted)
        self.events.append(_LiveEvent(name, dict(args), True, first))
        return text

    def intervention(self, messages: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        """The ``intervention`` block for the episode's final OpenAI message list.

        Wrapped invocations are paired, in order, with the tool results whose call has the same
        tool name and arguments; :class:`InjectError` if an altered one cannot be found.
        """
        results: list[tuple[int, str, str, Any]] = []
        pending: dict[str, tuple[str, Any]] = {}
        for i, m in enumerate(messages):
            for tc in m.get("tool_calls") or []:
                fn = tc.get("function") or {}
                raw = fn.get("arguments")
                try:
                    parsed = json.loads(raw) if isinstance(raw, str) else raw
                except ValueError:
                    parsed = None
                pending[str(tc.get("id"))] = (str(fn.get("name")), parsed)
            if m.get("role") == "tool" and str(m.get("tool_call_id")) in pending:
                call_id = str(m.get("tool_call_id"))
                name, args = pending.pop(call_id)
                results.append((i, call_id, name, args))
        pos = 0
        altered: list[int] = []
        first: tuple[int, str] | None = None
        for ev in self.events:
            while pos < len(results) and not (
                results[pos][2] == ev.name and _same(results[pos][3], ev.args)
            ):
                pos += 1
            if pos == len(results):
                if ev.altered:
                    raise InjectError(
                        f"the altered `{ev.name}` result is not in the messages; pass the "
                        "episode's complete message list"
                    )
                break
            if ev.altered:
                altered.append(results[pos][0])
                if ev.first:
                    first = (results[pos][0], results[pos][1])
            pos += 1
        if first is None:
            return {"applied": False, "altered": []}
        return {
            "applied": True,
            "message_index": first[0],
            "tool_call_id": first[1],
            "altered": altered,
            "original": self.original,
            "delivered": self.delivered,
        }

    def run(
        self,
        messages: Sequence[Mapping[str, Any]],
        run_id: str,
        config: str | None = None,
        repetition: int | None = None,
    ) -> dict[str, Any]:
        """The episode as an ``sscb.run/1`` object with its case and intervention."""
        return {
            "format": RUN_FORMAT,
            "run_id": run_id,
            "case": _case_dict(self.case),
            "config": config,
            "repetition": repetition,
            "messages": [dict(m) for m in messages],
            "intervention": self.intervention(messages),
        }
