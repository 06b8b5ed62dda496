"""Pre-use revealability admission (paper §III-B, §IV-B): injection contexts, witnesses, verdicts.

A case's injection context h_c is a visible prefix through the fault-bearing observation, stored
as a JSON file with its sha256, plus target, fault parameters, persistence, tools and the user
whose permissions apply (written and read by ``sscb_dsl.case_files``). A witness is a
continuation rho of agent messages and tool results.
``verify`` admits the case iff the engine gives T_E(h_c||rho) < T_S(h_c||rho) < inf, every
argument in rho is obtainable from the visible history or the task (with its provenance), every
call is a normal tool of the domain under the same user, no dependent use lies in the prefix,
and rho is the faulted environment's, not a clean execution. ``synthesize`` searches read-tool
continuations breadth-first for one that completes a counterevidence relation, then appends the
smallest proposed use that the operator's use rules classify as dependent. Codes: A1xx fault
validity, A2xx context, A3xx continuation, A4xx the engine's condition, A501 unresolved.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl import ast
from sscb_dsl.api import Library, load_library
from sscb_dsl.candidates import (
    Candidate,
    Finding,
    candidate_frame,
    fault_validity,
)
from sscb_dsl.case_files import (
    AdmitError,
    CaseFile,
    call_message,
    dump_toml,
    load_case,
    sha256_of,
    tool_message,
)
from sscb_dsl.evaluate import DEPENDENT, evaluate_run, prepare, run_rules
from sscb_dsl.ledger import EvaluatorOnly, Run
from sscb_dsl.plan import Plan, build_plan
from sscb_dsl.read_formats import RUN_FORMAT, Bad, sscb_run
from sscb_dsl.record import Record
from sscb_dsl.simulate import (
    CompiledFault,
    FaultedSimulator,
    SimulateError,
    Simulator,
    TauDB,
    compile_fault,
    load_db,
    same_json,
)

__all__ = ["Provenance", "Verdict", "operator_and_domain", "synthesize", "verify"]

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


_LIBRARY: list[Library] = []
_FRAMES: dict[tuple[str, str], dict[str, Candidate]] = {}


def _library() -> Library:
    if not _LIBRARY:
        _LIBRARY.append(load_library()[0])
    return _LIBRARY[0]


def operator_and_domain(name: str) -> tuple[ast.Operator, ast.Domain]:
    """The stdlib operator ``name`` and its domain; :class:`AdmitError` if unknown."""
    lib = _library()
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
    return _Setup(case, op, dom, plan, db, prefix, cand, compile_fault(op)), []


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


# ---------------------------------------------------------------- verification


def _check_continuation(
    setup: _Setup, fault_step: int, rho: list[dict[str, Any]]
) -> tuple[list[Finding], list[Provenance], FaultedSimulator | None]:
    """A3xx findings for rho, the provenance of its arguments, and the replayed simulator."""
    findings: list[Finding] = []
    prov: list[Provenance] = []
    messages = [*setup.prefix, *rho]
    fsim, _clean, answers = _replay(setup, messages)
    tools = {t.name.name for t in setup.domain.tools}
    user = str(setup.case.witness.get("user_id", ""))
    task = (
        setup.db.tasks[setup.candidate.task] if setup.candidate.task < len(setup.db.tasks) else {}
    )
    visible = Visible(str(task.get("instruction", "")))
    for step, msg in enumerate(setup.prefix):
        visible.add(step, msg)
    waiting: dict[str, tuple[int, str]] = {}
    for offset, msg in enumerate(rho):
        step = len(setup.prefix) + offset
        role = msg.get("role")
        if role not in ("assistant", "tool"):
            findings.append(
                Finding(
                    "A305",
                    f"message {step} has role `{role}`; rho holds only the agent's messages"
                    " and tool results",
                )
            )
            continue
        for call_id, name, args in _calls_of(msg) if role == "assistant" else []:
            waiting[call_id] = (step, name)
            if name not in tools:
                findings.append(
                    Finding(
                        "A302",
                        f"message {step} calls `{name}`, not a tool of `{setup.domain.name.name}`",
                    )
                )
                continue
            if args is None:
                findings.append(
                    Finding(
                        "A305", f"message {step}: the arguments of `{name}` are not a JSON object"
                    )
                )
                continue
            for arg, value in args.items():
                for path, leaf in _leaves(value, arg):
                    src = visible.source(leaf)
                    if src is None:
                        findings.append(
                            Finding(
                                "A301",
                                f"message {step}: `{name}` argument `{path}` = {leaf!r}"
                                " appears nowhere in the visible history or the task",
                            )
                        )
                        continue
                    prov.append(Provenance(step, name, path, leaf, src[0], src[1]))
            if "user_id" in args and str(args["user_id"]) != user:
                findings.append(
                    Finding(
                        "A303",
                        f"message {step}: `{name}` acts for user `{args['user_id']}`, not `{user}`",
                    )
                )
        if role == "tool":
            call_id = str(msg.get("tool_call_id"))
            if call_id not in waiting:
                findings.append(Finding("A305", f"message {step} answers no call of rho"))
                continue
            _, name = waiting.pop(call_id)
            text = str(msg.get("content", ""))
            if step not in answers:
                findings.append(
                    Finding(
                        "A302",
                        f"message {step}: `{name}` cannot be simulated, so its result"
                        " cannot be checked",
                    )
                )
                continue
            faulted, clean = answers[step]
            if text != faulted:
                code = "A403" if text == clean else "A304"
                what = (
                    "the clean environment's" if code == "A403" else "not the faulted environment's"
                )
                findings.append(
                    Finding(code, f"message {step}: the `{name}` result is {what} answer")
                )
            try:
                value = json.loads(text)
            except ValueError:
                value = None
            owner = value.get("user_id") if isinstance(value, dict) else None
            if owner is not None and str(owner) != user:
                findings.append(
                    Finding(
                        "A303",
                        f"message {step}: `{name}` returns a record of user `{owner}`,"
                        f" not `{user}`",
                    )
                )
            visible.add(step, msg)
    for _call_id, (step, name) in waiting.items():
        findings.append(
            Finding("A305", f"message {step}: the call of `{name}` has no result in rho")
        )
    return findings, prov, fsim


def _check_prefix(setup: _Setup, fault_step: int) -> list[Finding]:
    """A203 (fault not delivered at the last prefix message), A403 (clean), A204 (prior use)."""
    prefix = setup.prefix
    if fault_step != len(prefix) - 1 or prefix[fault_step].get("role") != "tool":
        return [
            Finding(
                "A203",
                f"the prefix must end at the fault-bearing tool result (message {fault_step})",
            )
        ]
    fsim, _clean, answers = _replay(setup, prefix)
    if fault_step not in answers:
        return [Finding("A203", f"message {fault_step} answers no call the simulator can replay")]
    faulted, clean = answers[fault_step]
    text = str(prefix[fault_step].get("content", ""))
    if fsim.fault_step != fault_step:
        return [Finding("A203", f"the fault does not take effect at message {fault_step}")]
    if text != faulted:
        if text == clean or same_json(_loads(text), _loads(clean)):
            return [
                Finding(
                    "A403",
                    f"message {fault_step} is the clean observation: a clean execution"
                    " cannot be a witness",
                )
            ]
        return [Finding("A304", f"message {fault_step} is not the faulted environment's answer")]
    out = _engine(setup, list(prefix), fsim, fault_step)
    if isinstance(out, str):
        return [Finding("A203", f"the prefix cannot be read: {out}")]
    prepared = prepare(setup.plan, _run_of(setup, list(prefix), fsim, fault_step))
    if isinstance(prepared, Record):
        return []
    env0, _fault = prepared
    led = _run_of(setup, list(prefix), fsim, fault_step).ledger
    uses = run_rules(setup.plan.uses, led, env0, -1, {})
    for u in uses:
        if u.step < fault_step and (u.verdict in DEPENDENT or u.verdict == "unresolved"):
            return [
                Finding(
                    "A204",
                    f"message {u.step} is already a use of the fact ({u.rule}: {u.verdict})"
                    " before the fault",
                )
            ]
    return []


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _run_of(
    setup: _Setup, messages: list[dict[str, Any]], fsim: FaultedSimulator, fault_step: int
) -> Run:
    raw = {
        "format": RUN_FORMAT,
        "run_id": f"witness:{setup.case.id}",
        "case": _case_dict(setup),
        "messages": messages,
        "intervention": {
            "applied": True,
            "message_index": fault_step,
            "tool_call_id": str(messages[fault_step].get("tool_call_id", "")),
            "altered": sorted(s for s in fsim.altered if s < len(messages)),
            "original": fsim.original,
            "delivered": fsim.delivered,
        },
    }
    _rid, ledger, evaluator, config, rep = sscb_run(raw)
    return Run(ledger, EvaluatorOnly(evaluator.case, evaluator.intervention), config, rep)


def _condition(record: Record | str) -> tuple[list[Finding], Any, Any]:
    """A4xx: T_E < T_S < inf on the concatenation."""
    if isinstance(record, str):
        return [Finding("A404", f"the engine cannot read the witness run: {record}")], None, None
    if record.error is not None:
        return (
            [
                Finding(
                    "A404",
                    f"the engine rejects the witness run: [{record.error.code}]"
                    f" {record.error.message}",
                )
            ],
            None,
            None,
        )
    t_e, t_s = record.t_e, record.t_s
    if not isinstance(t_s, int):
        return [Finding("A402", f"rho has no determinate dependent use (T_S = {t_s})")], t_e, t_s
    if not isinstance(t_e, int) or t_e >= t_s:
        return (
            [
                Finding(
                    "A401",
                    "counterevidence is not visible before the first dependent use"
                    f" (T_E = {t_e}, T_S = {t_s})",
                )
            ],
            t_e,
            t_s,
        )
    return [], t_e, t_s


def _continuation(case: CaseFile) -> list[dict[str, Any]]:
    rho = case.witness.get("continuation", [])
    if not isinstance(rho, list) or not all(isinstance(m, dict) for m in rho):
        raise AdmitError(f"{case.path}: `witness.continuation` must be an array of tables")
    out = []
    for m in rho:
        msg = dict(m)
        if "tool_calls" in msg:
            msg["tool_calls"] = [dict(tc) for tc in msg["tool_calls"]]
        out.append(msg)
    return out


def _validity(setup: _Setup) -> list[Finding]:
    findings, _facts = fault_validity(setup.candidate, setup.operator, setup.domain, setup.db)
    return findings


def verify(path: Path, db_root: Path) -> Verdict:
    """Check a case's witness against its injection context (never trusts the stored verdict)."""
    setup, early = _setup(path, db_root)
    case_id = load_case(path).id
    if setup is None:
        return Verdict(case_id, "rejected", tuple(early), path=str(path))
    findings = _validity(setup)
    fault_step = int(setup.case.witness["fault_step"])
    findings += _check_prefix(setup, fault_step)
    if findings:
        return Verdict(case_id, "rejected", tuple(findings), t_f=fault_step, path=str(path))
    rho = _continuation(setup.case)
    if not rho:
        return Verdict(
            case_id,
            "rejected",
            (Finding("A402", "the witness has no continuation; run `sscb admit --synthesize`"),),
            t_f=fault_step,
            path=str(path),
        )
    cont, prov, fsim = _check_continuation(setup, fault_step, rho)
    assert fsim is not None
    record = _engine(setup, [*setup.prefix, *rho], fsim, fault_step)
    cond, t_e, t_s = _condition(record)
    all_findings = tuple(cont + cond)
    status = "rejected" if all_findings else "admitted"
    return Verdict(case_id, status, all_findings, fault_step, t_e, t_s, tuple(prov), str(path))


# ---------------------------------------------------------------- synthesis


def _render(value: Any) -> str:
    if isinstance(value, list):
        parts = []
        for v in value:
            if isinstance(v, dict) and "flight_number" in v:
                parts.append(f"flight {v['flight_number']} on {v.get('date', '')}".strip())
            else:
                parts.append(_render(v))
        return ", ".join(parts)
    if isinstance(value, dict):
        return ", ".join(_render(v) for v in value.values())
    return str(value).replace("_", " ")


USE_TEMPLATES = (
    "Noted: {value}.",
    "Noted: {value} ({ids}).",
    "{subject}: {field}: {value}.",
    "Your request has been updated and is now confirmed: {value}.",
    "Your request for {ids} has been updated and is now confirmed: {value}.",
)


def _id_params(operator: ast.Operator, params: Mapping[str, Any]) -> list[str]:
    """Values of the operator's ``id`` parameters, in declaration order."""
    out = []
    for group in operator.params:
        for f in group:
            t = f.type
            if isinstance(t, ast.ScalarType) and t.name.name == "id" and f.name.name in params:
                out.append(str(params[f.name.name]))
    return out


def _subject(observed: Any, site: Sequence[Any]) -> tuple[str, str]:
    """(the record holding the fault's site, by name or number; the site's field name)."""
    field = next((str(k) for k in reversed(site) if isinstance(k, str)), "value")
    for cut in range(len(site) - 1, -1, -1):
        node = observed
        for k in site[:cut]:
            node = node[k]
        if isinstance(node, dict):
            for key in ("name", "flight_number", "id"):
                if isinstance(node.get(key), str):
                    return node[key], field
    return "", field


def proposed_uses(
    operator: ast.Operator, sim: FaultedSimulator, params: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """Candidate dependent uses, smallest first: agent messages for ``say`` rules."""
    if not any(r.pattern.kind == "say" for r in operator.uses):
        return []
    text = _render(sim.delivered)
    id_list = _id_params(operator, params)
    ids = ", ".join(id_list)
    name, field = _subject(sim.observed, sim.site)
    subject = f"{name} ({ids})" if name else ids
    out: list[dict[str, Any]] = []
    for t in USE_TEMPLATES:
        content = t.format(value=text, ids=ids, subject=subject, field=field.replace("_", " "))
        if all(content != m["content"] for m in out):
            out.append({"role": "assistant", "content": content})
    return out


def _read_tools(domain: ast.Domain) -> list[ast.Tool]:
    return [
        t
        for t in domain.tools
        if not t.writes and t.name.name not in NOT_READ and any(a.name.name for a in t.args)
    ]


def _arg_candidates(arg: str, visible: Visible) -> list[Any]:
    """Visible values that can fill ``arg``: fields of that name, or items of its plural list."""
    plural = arg[:-3] + "s" if arg.endswith("_id") else arg + "s"
    out: list[Any] = []
    for value, field, _step in visible.by_field:
        base = field.split("#")[0]
        last = re.split(r"[.\[]", base.rstrip("]"))[-1] if base else ""
        parent_list = re.search(rf"(?:^|\.){re.escape(plural)}\[\d+\]$", base) is not None
        if (last == arg or parent_list) and not field.endswith("#key") and value not in out:
            out.append(value)
    return out


def _calls_for(domain: ast.Domain, visible: Visible) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for tool in _read_tools(domain):
        names = [a.name.name for a in tool.args]
        pools = [_arg_candidates(n, visible) for n in names]
        if any(not p for p in pools):
            continue
        for combo in itertools.islice(itertools.product(*pools), 60):
            out.append((tool.name.name, dict(zip(names, combo, strict=True))))
    return out


def synthesize(path: Path, db_root: Path, out_dir: Path | None = None) -> Verdict:
    """Search a witness (shortest read-tool continuation + smallest proposed use) and write it.

    Writes the admitted case (``out_dir`` or in place) and re-verifies it from the file; a
    search that finds nothing leaves the case *unresolved* (A501), never "not revealable".
    """
    setup, early = _setup(path, db_root)
    case_id = load_case(path).id
    if setup is None:
        return Verdict(case_id, "rejected", tuple(early), path=str(path))
    findings = _validity(setup)
    fault_step = int(setup.case.witness["fault_step"])
    findings += _check_prefix(setup, fault_step)
    if findings:
        return Verdict(case_id, "rejected", tuple(findings), t_f=fault_step, path=str(path))
    found = _search(setup, fault_step)
    if found is None:
        return Verdict(
            case_id,
            "unresolved",
            (
                Finding(
                    "A501",
                    f"no witness within {MAX_TRIES} continuations of read tools up to length 2;"
                    " the case stays unresolved",
                ),
            ),
            t_f=fault_step,
            path=str(path),
        )
    rho, record = found
    target_dir = out_dir if out_dir is not None else path.parent
    written = _write_admitted(setup, rho, record, target_dir)
    verdict = verify(written, db_root)
    return attrs.evolve(verdict, path=str(written))


def _search(setup: _Setup, fault_step: int) -> tuple[list[dict[str, Any]], Record] | None:
    """Breadth-first over read-tool continuations (length 0, 1, 2), smallest use first."""
    fsim0, _c, _a = _replay(setup, setup.prefix, clean=False)
    uses = proposed_uses(setup.operator, fsim0, setup.candidate.params)
    if not uses:
        return None
    task = setup.db.tasks[setup.candidate.task]
    tries = 0
    frontier: list[list[dict[str, Any]]] = [[]]
    for depth in range(3):
        for reads in frontier:
            for use in uses:
                tries += 1
                rho = [*reads, use]
                messages = [*setup.prefix, *rho]
                fsim, _clean, _ans = _replay(setup, messages, clean=False)
                record = _engine(setup, messages, fsim, fault_step)
                cond, _te, _ts = _condition(record)
                if not cond and isinstance(record, Record):
                    return rho, record
                if tries >= MAX_TRIES:
                    return None
        if depth == 2:
            break
        next_frontier: list[list[dict[str, Any]]] = []
        for reads in frontier:
            base = [*setup.prefix, *reads]
            visible = Visible(str(task.get("instruction", "")))
            for step, msg in enumerate(base):
                visible.add(step, msg)
            probe, _clean, _ans = _replay(setup, base, clean=False)
            seen = {json.dumps(_calls_of(m)) for m in base if m.get("tool_calls")}
            for i, (name, args) in enumerate(_calls_for(setup.domain, visible)):
                call_id = f"w{depth}_{i}"
                msg = call_message(call_id, name, args)
                if json.dumps([(call_id, name, args)]) in seen:
                    continue
                text = probe.call(name, args, len(base) + 1)
                if text.startswith("Error:"):
                    continue
                next_frontier.append([*reads, msg, tool_message(call_id, name, text)])
        frontier = next_frontier
        if not frontier:
            return None
    return None


def _replay_into(sim: FaultedSimulator, messages: Sequence[Mapping[str, Any]]) -> None:
    pending: dict[str, tuple[str, dict[str, Any] | None]] = {}
    for step, msg in enumerate(messages):
        for call_id, name, args in _calls_of(msg):
            pending[call_id] = (name, args)
        if msg.get("role") == "tool" and str(msg.get("tool_call_id")) in pending:
            name, args = pending.pop(str(msg.get("tool_call_id")))
            if args is not None and sim.sim.supports(name):
                sim.call(name, args, step)


def _write_admitted(
    setup: _Setup, rho: list[dict[str, Any]], record: Record, out_dir: Path
) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    case = setup.case
    prefix_src = case.path.parent / str(case.witness["prefix"])
    prefix_dst = out_dir / prefix_src.name
    if prefix_dst.resolve() != prefix_src.resolve():
        prefix_dst.write_bytes(prefix_src.read_bytes())
    witness = {
        k: v for k, v in case.witness.items() if k not in ("continuation", "provenance", "evidence")
    }
    witness.update(
        status="admitted", t_f=int(witness["fault_step"]), t_e=record.t_e, t_s=record.t_s
    )
    _cont, prov, _f = _check_continuation(setup, int(witness["fault_step"]), rho)
    witness["evidence"] = [
        {"relation": e.relation, "steps": list(e.steps), "step": e.step} for e in record.evidence
    ]
    witness["continuation"] = [{k: v for k, v in m.items() if v is not None} for m in rho]
    witness["provenance"] = [attrs.asdict(p) for p in prov]
    data = {k: v for k, v in case.data.items() if k != "witness"}
    data["witness"] = witness
    path = out_dir / f"{case.id}.toml"
    path.write_text(dump_toml(data), encoding="utf-8")
    return path
