"""What verification and synthesis share: the case set-up, replay into the faulted simulator,
the engine's verdict on a continuation, and argument provenance over the visible history.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.admission.case_files import (
    AdmitError,
    CaseFile,
    load_case,
    sha256_of,
)
from sscb_dsl.api import stdlib_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record
from sscb_dsl.language import ast
from sscb_dsl.ledger.formats import RUN_FORMAT, Bad, sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.tau.candidates import (
    Candidate,
    Finding,
    candidate_frame,
)
from sscb_dsl.tau.simulate import (
    CompiledFault,
    FaultedSimulator,
    SimulateError,
    Simulator,
    TauDB,
    compile_fault,
    load_db,
)

NOT_READ = frozenset({"think", "calculate", "transfer_to_human_agents"})
MAX_TRIES = 400


@attrs.frozen
class Provenance:
    """Where one argument of a witness call came from: message index and field (or the task)."""

    step: int
    tool: str
    arg: str
    value: Any
    source_step: int | None
    source_field: str


@attrs.frozen
class Verdict:
    """The admission verdict of one case: ``admitted``, ``rejected`` or ``unresolved``."""

    case_id: str
    status: str
    findings: tuple[Finding, ...] = ()
    t_f: Any = None
    t_e: Any = None
    t_s: Any = None
    provenance: tuple[Provenance, ...] = ()
    path: str = ""

    @property
    def codes(self) -> tuple[str, ...]:
        """The finding codes, in order."""
        return tuple(f.code for f in self.findings)

    def to_json(self) -> dict[str, Any]:
        """The verdict as a JSON object."""
        return attrs.asdict(self)


# ---------------------------------------------------------------- shared machinery


@attrs.frozen
class _Setup:
    """What checking one case needs, loaded once."""

    case: CaseFile
    operator: ast.Operator
    domain: ast.Domain
    plan: Plan
    db: TauDB
    prefix: list[dict[str, Any]]
    candidate: Candidate
    fault: CompiledFault


_FRAMES: dict[tuple[str, str], dict[str, Candidate]] = {}


def operator_and_domain(name: str) -> tuple[ast.Operator, ast.Domain]:
    """The stdlib operator ``name`` and its domain; :class:`AdmitError` if unknown."""
    lib = stdlib_library()
    if name not in lib.operators:
        known = ", ".join(sorted(lib.operators))
        raise AdmitError(f"unknown operator `{name}` (known: {known})")
    op = lib.operators[name]
    return op, lib.domain_of(op)


def frame_index(operator: str, db: TauDB) -> dict[str, Candidate]:
    """Candidates of ``operator`` by stable id (cached per database folder)."""
    key = (operator, str(db.folder))
    if key not in _FRAMES:
        _FRAMES[key] = {c.id: c for c in candidate_frame(operator, db).candidates}
    return _FRAMES[key]


def _setup(path: Path, db_root: Path) -> tuple[_Setup | None, list[Finding]]:
    case = load_case(path)
    op, dom = operator_and_domain(str(case.data["operator"]))
    try:
        db = load_db(db_root, dom.name.name)
    except SimulateError as exc:
        raise AdmitError(str(exc)) from None
    prefix_path = path.parent / str(case.witness["prefix"])
    if not prefix_path.is_file():
        return None, [Finding("A201", f"the prefix file {prefix_path} is missing")]
    if sha256_of(prefix_path) != case.witness["prefix_sha256"]:
        return None, [
            Finding(
                "A202",
                f"{prefix_path.name} changed after the witness was made (sha256 mismatch); "
                "the witness must be re-synthesized for the new prefix",
            )
        ]
    try:
        prefix = json.loads(prefix_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return None, [Finding("A201", f"{prefix_path}: not a JSON message list ({exc})")]
    if not isinstance(prefix, list):
        return None, [Finding("A201", f"{prefix_path}: not a JSON message list")]
    params = dict(case.data.get("params", {}))
    cand = frame_index(op.name.name, db).get(str(case.witness.get("candidate", "")))
    if cand is None:
        cand = Candidate(
            str(case.witness.get("candidate", case.id)), op.name.name, dom.name.name,
            str(case.data["cluster"]), int(case.witness["task"]), "not in the frame", params,
            False,
        )  # fmt: skip
    else:
        cand = attrs.evolve(cand, params=params)
    plan = build_plan(op, dom)
    return _Setup(case, op, dom, plan, db, prefix, cand, compile_fault(op, dom)), []


def _case_dict(setup: _Setup) -> dict[str, Any]:
    d = setup.case.data
    return {
        "id": d["id"],
        "operator": d["operator"],
        "domain": d["domain"],
        "cluster": d["cluster"],
        "control": bool(d.get("control", False)),
        "params": dict(d.get("params", {})),
    }


def _calls_of(msg: Mapping[str, Any]) -> list[tuple[str, str, Any]]:
    """(call id, tool, parsed args or None) of an assistant message."""
    out = []
    for tc in msg.get("tool_calls") or []:
        fn = tc.get("function") or {}
        raw = fn.get("arguments")
        try:
            args = json.loads(raw) if isinstance(raw, str) else raw
        except ValueError:
            args = None
        out.append(
            (str(tc.get("id")), str(fn.get("name")), args if isinstance(args, dict) else None)
        )
    return out


def _replay(
    setup: _Setup, messages: Sequence[Mapping[str, Any]], clean: bool = True
) -> tuple[FaultedSimulator, Simulator, dict[int, tuple[str, str]]]:
    """Run every call of ``messages`` through a faulted and a clean simulator.

    Returns both simulators and, per tool-result step, (faulted text, clean text).
    """
    fsim = FaultedSimulator(setup.db, setup.fault, setup.candidate.params)
    clean_sim = Simulator(setup.db)
    pending: dict[str, tuple[str, dict[str, Any] | None]] = {}
    answers: dict[int, tuple[str, str]] = {}
    for step, msg in enumerate(messages):
        for call_id, name, args in _calls_of(msg):
            pending[call_id] = (name, args)
        if msg.get("role") == "tool" and str(msg.get("tool_call_id")) in pending:
            name, args = pending.pop(str(msg.get("tool_call_id")))
            if args is None or not fsim.sim.supports(name):
                continue
            faulted = fsim.call(name, args, step)
            answers[step] = (faulted, clean_sim.call(name, args) if clean else "")
    return fsim, clean_sim, answers


def _engine(
    setup: _Setup, messages: list[dict[str, Any]], fsim: FaultedSimulator, fault_step: int
) -> Record | str:
    """The engine's record for prefix + continuation under the faulted intervention."""
    call_id = str(messages[fault_step].get("tool_call_id", ""))
    raw = {
        "format": RUN_FORMAT,
        "run_id": f"witness:{setup.case.id}",
        "case": _case_dict(setup),
        "messages": messages,
        "intervention": {
            "applied": True,
            "message_index": fault_step,
            "tool_call_id": call_id,
            "altered": sorted(s for s in fsim.altered if s < len(messages)),
            "original": fsim.original,
            "delivered": fsim.delivered,
        },
    }
    try:
        _run_id, ledger, evaluator, config, rep = sscb_run(raw)
    except Bad as exc:
        return f"[{exc.code}] {exc.message}"
    return evaluate_run(setup.plan, Run(ledger, evaluator, config, rep, "witness"))


# ---------------------------------------------------------------- provenance


def _walk(value: Any, path: str) -> Iterator[tuple[Any, str]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, f"{path}.{k}#key" if path else f"{k}#key"
            yield from _walk(v, f"{path}.{k}" if path else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _walk(v, f"{path}[{i}]")
    elif value is not None:
        yield value, path


class Visible:
    """Values the agent has seen: tool results (by field) and system/user text (by token)."""

    def __init__(self, task_text: str) -> None:
        self.values: dict[str, tuple[int, str]] = {}
        self.texts: list[tuple[int, str]] = []
        self.task_text = task_text
        self.by_field: list[tuple[Any, str, int]] = []

    def add(self, step: int, msg: Mapping[str, Any]) -> None:
        """Index one message (assistant messages are the agent's own words: not a source)."""
        role = msg.get("role")
        content = msg.get("content")
        if role in ("system", "user") and isinstance(content, str):
            self.texts.append((step, content))
        elif role == "tool" and isinstance(content, str):
            try:
                value: Any = json.loads(content)
            except ValueError:
                value = content
            if isinstance(value, (dict, list)):
                for v, field in _walk(value, "result"):
                    self.values.setdefault(json.dumps(v), (step, field))
                    self.by_field.append((v, field, step))
            else:
                self.values.setdefault(json.dumps(value), (step, "content"))
                self.by_field.append((value, "content", step))

    def source(self, value: Any) -> tuple[int | None, str] | None:
        """(message index, field) where ``value`` was seen; ``(None, 'task...')``; or None."""
        hit = self.values.get(json.dumps(value))
        if hit is not None:
            return hit
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            token = re.compile(rf"(?<![A-Za-z0-9_#]){re.escape(str(value))}(?![A-Za-z0-9_])")
            for step, text in self.texts:
                if token.search(text):
                    return step, "content"
            if token.search(self.task_text):
                return None, "task.instruction"
        return None


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{path}[{i}]")
    else:
        yield path, value
