"""Rebuild ``tests/conformance/*.json`` from the real tau-bench runs.

Usage (from the repository root)::

    .venv/bin/python tests/conformance/build/build.py            # every operator
    .venv/bin/python tests/conformance/build/build.py return_date --show rd-pre-correct

Each operator module next to this file (``return_date.py``, ...) lists its cases as plain data:
the recorded run (``task-<id>-trial-<n>`` of a shared data file), the case parameters, the hand
edits (each with the reason it is there), where the run is cut, the expected record fields and
the one-line rationale. For every case this script

1. writes the case as ``sscb.case/1`` TOML and calls ``sscb inject --replay DATA --case CASE.toml
   --run RUN`` (the CLI, in process) to get the faulted ``sscb.run/1``;
2. applies the hand edits (in-place edits, then the cut, then insertions, re-pointing the
   intervention's message indices), and replaces the long policy text of the system prompt by a
   short placeholder (the engine does not read it);
3. writes the case with a generated ``source`` line that says all of this.

The expected fields are not computed here: they were written by reading the built run's
timeline (``--show NAME`` prints it with ``sscb ledger``) against the paper's definitions.
The real data is found at ``../shared/data`` or ``$SSCB_SHARED_DATA``.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from click.testing import CliRunner

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent
ROOT = SUITE.parent.parent
DATA = Path(os.environ.get("SSCB_SHARED_DATA", ROOT.parent / "shared" / "data"))
FILES = {
    "airline": (
        DATA / "tau-bench" / "historical_trajectories" / "gpt-4o-airline.json",
        "shared/data/tau-bench/historical_trajectories/gpt-4o-airline.json",
    ),
    "retail": (
        DATA / "agentrx-tau-retail" / "tau_dataset_full.json",
        "shared/data/agentrx-tau-retail/tau_dataset_full.json",
    ),
}
OPERATORS = ("return_date", "pay_source", "write_effect", "item_option")
KINDS = ("requirement", "effect", "propagation")
"""Modules of requirement, effect and propagation cases (``kinds.py`` builds them)."""
POLICY_PLACEHOLDER = (
    "[policy text elided by the conformance build: the {domain} agent policy (tau-bench wiki.md) "
    "stood here; sscb does not read the system prompt]"
)


DERIVATION = (
    "Each case's expected fields were derived by reading the built run's timeline (`sscb ledger`) "
    "against the paper's Definitions 3.1-3.4 and §III-C/§IV-C and docs/engine.md, and written down "
    "with the one-line rationale before the suite was run; they were not produced by running sscb. "
    "Where the engine later disagreed, the case was investigated with `sscb explain`: a reading "
    "error was fixed and noted in the rationale, an engine or contract error left the expectation "
    "as derived and the case marked `xfail` with the reason. Steps are indices into run.messages. "
    "Fields a case does not pin are free."
)


# ---------------------------------------------------------------- edits (plain data)


def say(step: int, text: str, why: str) -> dict[str, Any]:
    """Replace the text of the assistant message at ``step``."""
    return {"op": "say", "step": step, "text": text, "why": why}


def sub(step: int, old: str, new: str, why: str) -> dict[str, Any]:
    """Replace ``old`` (which must occur) by ``new`` in the assistant message at ``step``."""
    return {"op": "sub", "step": step, "old": old, "new": new, "why": why}


def args(step: int, arguments: Any, why: str, index: int = 0) -> dict[str, Any]:
    """Replace the arguments of the ``index``-th tool call of the message at ``step`` (a dict is
    dumped as JSON; a string is kept as the raw argument text, e.g. a truncated one)."""
    return {"op": "args", "step": step, "index": index, "arguments": arguments, "why": why}


def result(step: int, content: Any, why: str) -> dict[str, Any]:
    """Replace the content of the tool message at ``step`` (a JSON value is dumped tau-style)."""
    return {"op": "result", "step": step, "content": content, "why": why}


def patch(step: int, path: list[Any], value: Any, why: str) -> dict[str, Any]:
    """Set ``path`` inside the JSON content of the tool message at ``step``."""
    return {"op": "patch", "step": step, "path": path, "value": value, "why": why}


def retext(step: int, old: str, new: str, why: str) -> dict[str, Any]:
    """Replace every ``old`` (which must occur) by ``new`` in the tool message at ``step``."""
    return {"op": "retext", "step": step, "old": old, "new": new, "why": why}


def param(name: str, value: Any, why: str) -> dict[str, Any]:
    """Set a case parameter after injection (the case then describes the edited delivery)."""
    return {"op": "param", "name": name, "value": value, "why": why}


def alter(step: int, why: str) -> dict[str, Any]:
    """Add the (already edited) tool message at ``step`` to the intervention's ``altered``."""
    return {"op": "alter", "step": step, "why": why}


def insert(
    after: int, messages: list[dict[str, Any]], why: str, altered: tuple[int, ...] = ()
) -> dict[str, Any]:
    """Insert ``messages`` after the message at ``after`` (an original index); ``altered`` are
    positions among them (tool results kept by the intervention) to add to ``altered``."""
    return {"op": "insert", "after": after, "messages": messages, "why": why, "altered": altered}


def clean_result(data: str, run_id: str, step: int) -> str:
    """The recorded content of tool message ``step`` of a clean run (for inserted reads)."""
    task, trial = run_id.removeprefix("task-").split("-trial-")
    for r in _data(data):
        if str(r["task_id"]) == task and str(r.get("trial")) == trial:
            content: str = r["traj"][step]["content"]
            return content
    raise KeyError(run_id)


_DATA_CACHE: dict[str, Any] = {}


def _data(data: str) -> Any:
    if data not in _DATA_CACHE:
        _DATA_CACHE[data] = json.loads(FILES[data][0].read_text(encoding="utf-8"))
    return _DATA_CACHE[data]


def call(call_id: str, tool: str, arguments: dict[str, Any], text: str | None = None) -> dict:
    """An assistant message carrying one tool call (for :func:`insert`)."""
    return {
        "role": "assistant",
        "content": text,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": tool, "arguments": json.dumps(arguments)},
            }
        ],
    }


def tool(call_id: str, name: str, content: Any) -> dict[str, Any]:
    """A tool result message (for :func:`insert`); JSON values are dumped tau-style."""
    text = content if isinstance(content, str) else json.dumps(content)
    return {"role": "tool", "tool_call_id": call_id, "name": name, "content": text}


def assistant(text: str) -> dict[str, Any]:
    return {"role": "assistant", "content": text}


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


# ---------------------------------------------------------------- building


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(v)


def case_toml(case: dict[str, Any]) -> str:
    lines = ['format = "sscb.case/1"']
    for k in ("id", "operator", "domain", "cluster", "control"):
        lines.append(f"{k} = {_toml_value(case[k])}")
    lines.append("")
    lines.append("[params]")
    for k, v in case["params"].items():
        lines.append(f"{k} = {_toml_value(v)}")
    return "\n".join(lines) + "\n"


def inject(data: str, run_id: str, case: dict[str, Any], db: Path | None = None) -> dict[str, Any]:
    """``sscb inject --replay DATA --case CASE.toml --run RUN [--db DB]``, in process."""
    from sscb_dsl.cli.inject import inject as inject_cmd

    path, _ = FILES[data]
    with tempfile.TemporaryDirectory() as tmp:
        case_path = Path(tmp) / "case.toml"
        case_path.write_text(case_toml(case), encoding="utf-8")
        out = Path(tmp) / "out.jsonl"
        args = ["--replay", str(path), "--case", str(case_path), "--run", run_id, "-o", str(out)]
        res = CliRunner().invoke(inject_cmd, args + (["--db", str(db)] if db else []))
        if res.exit_code != 0:
            raise SystemExit(f"sscb inject failed for {case['id']}: {res.output}")
        lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines() if x]
    if len(lines) != 1:
        raise SystemExit(f"{case['id']}: expected one injected run, got {len(lines)}")
    return dict(lines[0])


def _set_path(value: Any, path: list[Any], new: Any) -> None:
    for p in path[:-1]:
        value = value[p]
    value[path[-1]] = new


def apply_edits(run: dict[str, Any], edits: list[dict[str, Any]], cut: int | None) -> None:
    msgs: list[dict[str, Any]] = run["messages"]
    iv = run.get("intervention") or {}
    for e in edits:
        op = e["op"]
        if op == "say":
            assert msgs[e["step"]]["role"] == "assistant", e
            msgs[e["step"]]["content"] = e["text"]
        elif op == "sub":
            assert msgs[e["step"]]["role"] == "assistant", e
            assert e["old"] in msgs[e["step"]]["content"], e
            msgs[e["step"]]["content"] = msgs[e["step"]]["content"].replace(e["old"], e["new"])
        elif op == "args":
            tc = msgs[e["step"]]["tool_calls"][e["index"]]
            a = e["arguments"]
            compact = json.dumps(a, separators=(",", ":"))
            tc["function"]["arguments"] = a if isinstance(a, str) else compact
        elif op == "result":
            assert msgs[e["step"]]["role"] == "tool", e
            c = e["content"]
            msgs[e["step"]]["content"] = c if isinstance(c, str) else json.dumps(c)
        elif op == "patch":
            assert msgs[e["step"]]["role"] == "tool", e
            value = json.loads(msgs[e["step"]]["content"])
            _set_path(value, e["path"], e["value"])
            msgs[e["step"]]["content"] = json.dumps(value)
        elif op == "retext":
            assert msgs[e["step"]]["role"] == "tool", e
            assert e["old"] in msgs[e["step"]]["content"], e
            msgs[e["step"]]["content"] = msgs[e["step"]]["content"].replace(e["old"], e["new"])
        elif op == "param":
            run["case"]["params"][e["name"]] = e["value"]
        elif op == "alter":
            iv["altered"] = sorted({*iv.get("altered", []), e["step"]})
    if cut is not None:
        del msgs[cut:]
        if iv.get("altered"):
            iv["altered"] = [a for a in iv["altered"] if a < cut]
    inserts = sorted((e for e in edits if e["op"] == "insert"), key=lambda e: -e["after"])
    for e in inserts:
        at = e["after"] + 1
        msgs[at:at] = copy.deepcopy(e["messages"])
        shift = len(e["messages"])
        if iv.get("message_index") is not None and iv["message_index"] >= at:
            iv["message_index"] += shift
        if iv.get("altered") or e.get("altered"):
            moved = [a + shift if a >= at else a for a in iv.get("altered", [])]
            iv["altered"] = sorted(moved + [at + k for k in e.get("altered", ())])


def _describe(spec: dict[str, Any], data: str, run_id: str, system_elided: bool) -> str:
    _, shown = FILES[data]
    task, trial = run_id.removeprefix("task-").split("-trial-")
    parts = [
        f"`sscb inject --replay` of {shown} run {run_id} (task_id {task}, trial {trial})"
        f" with the case in run.case"
    ]
    edits = spec.get("edits", [])
    for e in edits:
        where = {
            "say": lambda e: f"message {e['step']} (assistant text) rewritten",
            "sub": lambda e: (
                f"message {e['step']} (assistant text): {json.dumps(e['old'])} -> "
                f"{json.dumps(e['new'])}"
            ),
            "args": lambda e: f"message {e['step']} tool-call arguments rewritten",
            "result": lambda e: f"message {e['step']} (tool result) replaced",
            "patch": lambda e: (
                f"message {e['step']} (tool result) field {e['path']} set to "
                f"{json.dumps(e['value'])}"
            ),
            "retext": lambda e: (
                f"message {e['step']} (tool result): every {json.dumps(e['old'])}"
                f" -> {json.dumps(e['new'])}"
            ),
            "param": lambda e: f"case parameter {e['name']} set to {json.dumps(e['value'])}",
            "alter": lambda e: f"message {e['step']} added to intervention.altered",
            "insert": lambda e: (
                f"{len(e['messages'])} message(s) inserted after original message {e['after']}"
            ),
        }[e["op"]](e)
        parts.append(f"hand edit: {where}: {e['why']}")
    if spec.get("cut") is not None:
        parts.append(f"trimmed: messages from original index {spec['cut']} on dropped")
    if system_elided:
        parts.append("trimmed: system prompt policy text replaced by a placeholder")
    if not edits:
        parts.append("no hand edits")
    return "; ".join(parts)


def build_case(module: Any, spec: dict[str, Any]) -> dict[str, Any]:
    data = module.DATA
    run_id = spec["run"]
    case = {
        "id": f"{module.PREFIX}-{spec['name']}",
        "operator": module.OPERATOR,
        "domain": module.DOMAIN,
        "cluster": spec.get("cluster", f"{module.PREFIX}:{run_id}"),
        "control": spec.get("control", False),
        "params": spec["params"],
    }
    run = inject(data, run_id, case)
    apply_edits(run, spec.get("edits", []), spec.get("cut"))
    system_elided = False
    first = run["messages"][0]
    if first.get("role") == "system" and len(first.get("content") or "") > 300:
        first["content"] = POLICY_PLACEHOLDER.format(domain=module.DOMAIN)
        system_elided = True
    out: dict[str, Any] = {
        "name": spec["name"],
        "contract": f"stdlib:{module.OPERATOR}",
        "run": run,
        "expected": spec["expected"],
        "rationale": spec["rationale"],
        "source": _describe(spec, data, run_id, system_elided),
    }
    if spec.get("xfail"):
        out["xfail"] = spec["xfail"]
    return out


def build(name: str) -> dict[str, Any]:
    module = importlib.import_module(name)
    if hasattr(module, "KIND"):
        from kinds import build_kind_case

        cases = [build_kind_case(module, spec) for spec in module.CASES]
    else:
        cases = [build_case(module, spec) for spec in module.CASES]
    return {
        "format": "sscb.conformance/1",
        "description": module.DESCRIPTION,
        "derivation": getattr(module, "DERIVATION", DERIVATION),
        "cases": cases,
    }


def write(name: str, suite: dict[str, Any]) -> Path:
    path = SUITE / f"{name}.json"
    text = json.dumps(suite, indent=1, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")
    return path


def show(suite: dict[str, Any], case_name: str) -> None:
    from sscb_dsl.cli.ledger import ledger as ledger_cmd

    case = next(c for c in suite["cases"] if c["name"] == case_name)
    with tempfile.TemporaryDirectory() as tmp:
        p = Path(tmp) / "run.json"
        p.write_text(json.dumps(case["run"]), encoding="utf-8")
        res = CliRunner().invoke(ledger_cmd, [str(p), "--width", "400"])
    print(res.output)
    print("intervention:", json.dumps(case["run"].get("intervention")))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("operators", nargs="*", default=[*OPERATORS, *KINDS])
    ap.add_argument("--show", metavar="CASE", help="print the built timeline of one case")
    ns = ap.parse_args()
    sys.path.insert(0, str(HERE))
    for name in ns.operators:
        suite = build(name)
        if ns.show:
            show(suite, ns.show)
            continue
        path = write(name, suite)
        size = path.stat().st_size // 1024
        print(f"{path.relative_to(ROOT)}: {len(suite['cases'])} cases, {size} KB")


if __name__ == "__main__":
    main()
