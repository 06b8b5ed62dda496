"""Synthesise a witness: breadth-first over read-tool continuations, then the smallest use."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.admission.case_files import (
    call_message,
    dump_toml,
    load_case,
    tool_message,
)
from sscb_dsl.admission.common import (
    MAX_TRIES,
    NOT_READ,
    Verdict,
    Visible,
    _calls_of,
    _engine,
    _replay,
    _Setup,
    _setup,
)
from sscb_dsl.admission.verify import (
    _check_continuation,
    _check_prefix,
    _condition,
    _validity,
    verify,
)
from sscb_dsl.engine.record import Record
from sscb_dsl.language import ast
from sscb_dsl.tau.candidates import (
    Finding,
)
from sscb_dsl.tau.simulate import (
    FaultedSimulator,
)

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
