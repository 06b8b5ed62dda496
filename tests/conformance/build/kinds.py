"""Build requirement, effect and propagation conformance cases from the real runs.

A requirement or effect case is a recorded run as it is (``sscb.run/1``, no case, no
intervention) with the hand edits of :mod:`build`, plus :func:`parallel`: another tool call
appended to (or put before the calls of) an assistant message, its result inserted where the
case says. A propagation case is ``sscb inject --replay`` of the run with the case (``--db``
for an argument fault), then the edits. The contract is ``stdlib:<Name>``; the expected record
fields were written from the definitions (docs/kind-*.md) by reading the built timeline
(``build.py KIND --show CASE``), before the suite was run.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from build import DATA, FILES, POLICY_PLACEHOLDER, _describe, apply_edits, inject

from sscb_dsl.inject.runs import messages_of
from sscb_dsl.ledger.read import read_runs


def parallel(
    step: int,
    call_id: str,
    tool: str,
    arguments: dict[str, Any],
    result_after: int,
    content: Any,
    why: str,
    first: bool = False,
) -> dict[str, Any]:
    """Add a call of ``tool`` to the assistant message at ``step`` (last, or ``first``), with
    its result inserted after the message at ``result_after`` (original indices)."""
    return {
        "op": "parallel",
        "step": step,
        "call_id": call_id,
        "tool": tool,
        "arguments": arguments,
        "after": result_after,
        "content": content,
        "first": first,
        "why": why,
    }


def user_says(step: int, text: str, why: str) -> dict[str, Any]:
    """Replace the text of the user message at ``step``."""
    return {"op": "user", "step": step, "text": text, "why": why}


def clean(data: str, run_id: str) -> dict[str, Any]:
    """The recorded run as ``sscb.run/1`` (no case, no intervention)."""
    path, _ = FILES[data]
    for item in read_runs([path]):
        ledger = getattr(item, "ledger", None)
        if ledger is not None and ledger.run_id == run_id:
            return {
                "format": "sscb.run/1",
                "run_id": run_id,
                "messages": messages_of(ledger),
            }
    raise KeyError(run_id)


def _parallel(run: dict[str, Any], edits: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Apply the :func:`parallel` edits (in place); the other edits, with their insertions'
    indices unchanged (each parallel call's result is inserted as an `insert` edit)."""
    out = []
    for e in edits:
        if e["op"] == "user":
            assert run["messages"][e["step"]]["role"] == "user", e
            run["messages"][e["step"]]["content"] = e["text"]
            continue
        if e["op"] != "parallel":
            out.append(e)
            continue
        msg = run["messages"][e["step"]]
        assert msg["role"] == "assistant", e
        tc = {
            "id": e["call_id"],
            "type": "function",
            "function": {"name": e["tool"], "arguments": json.dumps(e["arguments"])},
        }
        calls = msg.get("tool_calls") or []
        msg["tool_calls"] = [tc, *calls] if e["first"] else [*calls, tc]
        c = e["content"]
        text = c if isinstance(c, str) else json.dumps(c)
        result = {"role": "tool", "tool_call_id": e["call_id"], "name": e["tool"], "content": text}
        out.append({"op": "insert", "after": e["after"], "messages": [result], "why": e["why"]})
    return out


def build_kind_case(module: Any, spec: dict[str, Any]) -> dict[str, Any]:
    """One case of a requirement, effect or propagation module."""
    data = spec.get("data", module.DATA)
    run_id = spec["run"]
    if module.KIND == "propagation":
        case = {
            "id": f"{module.PREFIX}-{spec['name']}",
            "operator": spec["operator"],
            "domain": spec.get("domain", "tau_airline"),
            "cluster": spec.get("cluster", f"{module.PREFIX}:{run_id}"),
            "control": False,
            "params": spec["params"],
        }
        db = DATA / "tau-bench" if spec.get("db") else None
        run = inject(data, run_id, case, db)
    else:
        run = clean(data, run_id)
    edits = _parallel(run, copy.deepcopy(spec.get("edits", [])))
    apply_edits(run, edits, spec.get("cut"))
    elided = False
    first = run["messages"][0]
    if first.get("role") == "system" and len(first.get("content") or "") > 300:
        first["content"] = POLICY_PLACEHOLDER.format(domain=spec.get("domain", module.DOMAIN))
        elided = True
    source = _describe({**spec, "edits": edits}, data, run_id, elided)
    if spec.get("edits") and not edits:
        source = source.replace("; no hand edits", "")
    if module.KIND != "propagation":
        source = source.replace("`sscb inject --replay` of ", "the recorded ").replace(
            " with the case in run.case", ""
        )
    for e in spec.get("edits", []):
        if e["op"] == "user":
            source += f"; hand edit: message {e['step']} (user text) rewritten: {e['why']}"
        if e["op"] == "parallel":
            where = "before" if e["first"] else "after"
            source += (
                f"; hand edit: a `{e['tool']}` call issued in message {e['step']} {where} its "
                f"other call(s): {e['why']}"
            )
    out: dict[str, Any] = {
        "name": spec["name"],
        "contract": f"stdlib:{spec['contract']}",
        "run": run,
        "expected": spec["expected"],
        "rationale": spec["rationale"],
        "source": source,
    }
    if spec.get("xfail"):
        out["xfail"] = spec["xfail"]
    return out
