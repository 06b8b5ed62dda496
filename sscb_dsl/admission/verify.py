"""Verify a stored witness (paper §IV-B): context, continuation, provenance, engine condition."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sscb_dsl.admission.case_files import (
    AdmitError,
    CaseFile,
    load_case,
)
from sscb_dsl.admission.common import (
    Provenance,
    Verdict,
    Visible,
    _calls_of,
    _case_dict,
    _engine,
    _leaves,
    _replay,
    _Setup,
    _setup,
)
from sscb_dsl.engine.evaluate import DEPENDENT, prepare, run_rules
from sscb_dsl.engine.record import Record
from sscb_dsl.ledger.formats import RUN_FORMAT, sscb_run
from sscb_dsl.ledger.model import EvaluatorOnly, Run
from sscb_dsl.tau.candidates import (
    Finding,
    fault_validity,
)
from sscb_dsl.tau.simulate import (
    FaultedSimulator,
    same_json,
)

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
