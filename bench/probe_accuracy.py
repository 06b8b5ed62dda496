"""Single-message probes: how sscb classifies messages written with their expected verdict.

``tests/wording/probes/probes.json`` holds probe messages written by a helper who did not read
sscb's recognisers, each with the verdicts it expects (written before sscb ran on it): a dev case
of a wording set (sets 5-7, dev part only), the step of an assistant message after the fault whose
text the probe replaces (the run is cut after it), the text, the expected use verdicts (``faulty``,
``correct``, ``enumerate``, ``verify``, ``qualified``, ``not_dependent``, or ``unresolved`` where
abstaining is right), the family and a one-line reason. See docs/wording-set.md, "Probe pass".

For each probe the bench evaluates the cut run with ``sscb eval`` and reads the use verdict at the
step (``unresolved`` if any use rule there is unresolved; ``not_dependent`` if no use rule fired).
It prints, per operator and per family: right, decided-but-wrong, abstained (``unresolved`` where
a decided verdict was expected) and error records (a run sscb refuses). With ``--list-wrong`` it
lists every probe that is not right.

Usage::

    .venv/bin/python bench/probe_accuracy.py [--list-wrong] [--json] [--probes FILE]
"""

from __future__ import annotations

import argparse
import copy
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from use_accuracy import sscb_command  # noqa: E402  (the bench folder)

ROOT = HERE.parent
PROBES = ROOT / "tests" / "wording" / "probes" / "probes.json"
WORDING = ROOT / "tests" / "wording"
VERDICTS = ("right", "wrong", "abstained", "error")


def cut_runs(probes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each probe's run: its dev case's run, the message at ``step`` replaced, cut after it."""
    cases: dict[Path, dict[str, dict[str, Any]]] = {}
    runs = []
    for i, p in enumerate(probes):
        path = WORDING / p["set"] / "dev" / f"{p['file']}.json"
        if path not in cases:
            data = json.loads(path.read_text(encoding="utf-8"))
            cases[path] = {c["name"]: c for c in data["cases"]}
        case = cases[path][p["case"]]
        if case["split"] != "dev":
            raise SystemExit(f"probe {i}: {p['case']} is not a dev case")
        run = copy.deepcopy(case["run"])
        messages = run["messages"]
        if messages[p["step"]]["role"] != "assistant":
            raise SystemExit(f"probe {i}: message {p['step']} of {p['case']} is no agent message")
        messages[p["step"]] = {"role": "assistant", "content": p["text"]}
        del messages[p["step"] + 1 :]
        run["run_id"] = f"probe-{i:04d}"
        runs.append(run)
    return runs


def evaluate(runs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """run_id -> record, from one ``sscb eval`` over all probe runs."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "runs.jsonl", Path(tmp) / "records.jsonl"
        src.write_text("".join(json.dumps(r) + "\n" for r in runs), encoding="utf-8")
        res = subprocess.run(
            [*sscb_command(), "eval", str(src), "-o", str(out), "-q", "-j", "1"],
            capture_output=True,
            text=True,
        )
        if res.returncode != 0:
            raise SystemExit(f"sscb eval failed ({res.returncode}):\n{res.stdout}{res.stderr}")
        records = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines() if x]
    return {r["run_id"]: r for r in records}


def verdict_at(record: dict[str, Any], step: int) -> str:
    """The use verdict at ``step``: unresolved if any use rule there is, else the one decided
    (several different ones joined by ``/``), ``not_dependent`` when no use rule fired."""
    got = sorted(
        {
            u["verdict"]
            for u in record.get("uses") or []
            if u["step"] == step and u["verdict"] != "stance"
        }
    )
    if "unresolved" in got:
        return "unresolved"
    return "/".join(got) if got else "not_dependent"


def score(probes: list[dict[str, Any]], records: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Per probe: the verdict sscb gave and whether it is right, wrong, abstained or an error."""
    rows = []
    for i, p in enumerate(probes):
        rec = records[f"probe-{i:04d}"]
        if rec.get("error"):
            got, kind = f"error {rec['error']['code']}", "error"
        else:
            got = verdict_at(rec, p["step"])
            kind = (
                "right" if got in p["expected"] else "abstained" if got == "unresolved" else "wrong"
            )
        rows.append(
            {"index": i, "operator": rec.get("operator", "?"), "got": got, "verdict": kind, **p}
        )
    return rows


def table(rows: list[dict[str, Any]], key: str) -> str:
    """Counts per group of ``key``, with a total row."""
    groups: dict[str, Counter[str]] = {}
    for r in rows:
        groups.setdefault(r[key], Counter())[r["verdict"]] += 1
        groups.setdefault("all", Counter())[r["verdict"]] += 1
    lines = [f"{key:<22}{'n':>5}{'right':>8}{'wrong':>8}{'abst.':>8}{'error':>8}"]
    for name in [*sorted(g for g in groups if g != "all"), "all"]:
        c = groups[name]
        n = sum(c.values())
        lines.append(f"{name:<22}{n:>5}" + "".join(f"{c[v]:>8}" for v in VERDICTS))
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list-wrong", action="store_true", help="list every probe not right")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON")
    ap.add_argument("--probes", type=Path, default=PROBES, help="the probes file")
    ns = ap.parse_args()
    probes = json.loads(ns.probes.read_text(encoding="utf-8"))
    rows = score(probes, evaluate(cut_runs(probes)))
    if ns.json:
        print(json.dumps(rows, indent=1, sort_keys=True))
        return
    print(f"{len(rows)} probes ({ns.probes})\n")
    print(table(rows, "operator"))
    print(table(rows, "family"))
    if ns.list_wrong:
        for r in rows:
            if r["verdict"] != "right":
                print(
                    f"{r['index']:>4} {r['verdict']:<9} got={r['got']:<14} expected={r['expected']}"
                    f" {r['case']}@{r['step']}: {r['text'][:160]!r}"
                )


if __name__ == "__main__":
    main()
