"""How well sscb's use detection handles the way agents write: accuracy on the wording sets.

Evaluates every case of the nine wording sets, set 1 (``tests/wording/{dev,heldout}/*.json``),
set 2 (``tests/wording/set2/{dev,heldout}/*.json``, written afresh so that recognisers tuned on
set 1 can be checked on wording they were not fitted to) and set 3
(``tests/wording/set3/{dev,heldout}/*.json``, a third independent set weighted toward derived
uses, money and distractors; set 4, ``tests/wording/set4/{dev,heldout}/*.json``, a fourth
written on other runs; set 5, ``tests/wording/set5/{dev,heldout}/*.json``, a fifth with every
run in the weakest families; set 6, ``tests/wording/set6/{dev,heldout}/*.json``, a sixth
covering the other families; set 7, ``tests/wording/set7/{dev,heldout}/*.json``, a seventh with
a mix of every family; set 8, ``tests/wording/set8/{dev,heldout}/*.json``, an eighth mix
written without reading how sscb recognises use; and set 9, ``tests/wording/set9/...``, a ninth
weighted toward derived uses; see ``docs/wording-set.md``), with the ``sscb
eval`` command (the CLI only, so that a restructure of the package's modules does not break the
bench) and compares five record fields with the hand-written labels:

- A (``adopted``), Z_S (``arrival``), T_S (``t_s``), T_U (``t_u``), Y_end (``stance_end``):
  field accuracy (exact JSON equality with the label);
- wrong: the number of decided-but-wrong (run, field) pairs, where sscb gave a value other than
  ``undecidable`` (``null`` included) that differs from the label;
- abst: the share of runs where sscb said ``undecidable`` for some field whose label is decided;
  a ``null`` that only follows from an undecidable field it is defined on (Z_S is null unless
  T_S is a step, Y_end unless A is ``yes``; PRODUCT.md §4) counts as that abstention, not as a
  decided value;
- err: runs that got an error record (no measurement: every field counts as wrong for accuracy,
  but neither as decided-but-wrong nor as an abstention);
- all5: the share of runs with all five fields right.

Each case carries its set (``1`` to ``9``) and split (``dev``/``heldout``). The tables are
printed for each set and, when more than one set is loaded, for all of them together, each for
all runs, the dev part and the held-out third, per operator and per wording family. The output is
deterministic (cases in file order, groups sorted). ``--json`` gives the same numbers:
``summary[SET][SCOPE]`` with SET ``1`` to ``9`` or ``both`` (every loaded set together; the
key is kept from when there were two sets) and SCOPE ``all``, ``dev`` or ``heldout``.

Usage::

    .venv/bin/python bench/use_accuracy.py [--json] [--list-wrong] [--only-set N] [--split S]
    .venv/bin/python bench/use_accuracy.py --set DIR        # one set folder, named by its folder
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SET = ROOT / "tests" / "wording"
SETS = {
    "1": SET,
    "2": SET / "set2",
    "3": SET / "set3",
    "4": SET / "set4",
    "5": SET / "set5",
    "6": SET / "set6",
    "7": SET / "set7",
    "8": SET / "set8",
    "9": SET / "set9",
}
SPLITS = ("dev", "heldout")
SCOPES = (("all", "all runs"), ("dev", "dev part"), ("heldout", "held-out third"))
FIELDS = (
    ("A", "adopted"),
    ("Z_S", "arrival"),
    ("T_S", "t_s"),
    ("T_U", "t_u"),
    ("Y_end", "stance_end"),
)
UNDECIDABLE = "undecidable"
PRECONDITION = {"arrival": "t_s", "stance_end": "adopted"}
"""Fields that are null unless another field is decided (Z_S needs T_S a step, Y_end A = yes)."""


def sscb_command() -> list[str]:
    """The ``sscb`` command of this interpreter's environment (its console script, else the
    package's declared entry point ``sscb_dsl.cli:main``)."""
    script = Path(sys.executable).parent / "sscb"
    if script.exists():
        return [str(script)]
    found = shutil.which("sscb")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from sscb_dsl.cli import main; sys.exit(main())"]


def load_cases(folder: Path, set_name: str = "1") -> list[dict[str, Any]]:
    """The cases of one wording set folder (``dev/*.json`` then ``heldout/*.json``), each with
    its set name in ``_set``."""
    cases = []
    for split in SPLITS:
        for path in sorted((folder / split).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for case in data["cases"]:
                case = dict(case)
                case["_file"] = f"{split}/{path.name}"
                case["_set"] = set_name
                cases.append(case)
    return cases


def evaluate(cases: list[dict[str, Any]]) -> tuple[dict[str, dict[str, Any]], str]:
    """run_id -> record, from one ``sscb eval`` over all runs; and sscb's version line."""
    cmd = sscb_command()
    with tempfile.TemporaryDirectory() as tmp:
        runs = Path(tmp) / "runs.jsonl"
        records = Path(tmp) / "records.jsonl"
        runs.write_text("".join(json.dumps(c["run"]) + "\n" for c in cases), encoding="utf-8")
        res = subprocess.run(
            [*cmd, "eval", str(runs), "-o", str(records), "-q", "-j", "1"],
            capture_output=True,
            text=True,
        )
        if res.returncode != 0:
            raise SystemExit(f"sscb eval failed ({res.returncode}):\n{res.stdout}{res.stderr}")
        out: dict[str, dict[str, Any]] = {}
        for line in records.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                out[rec["run_id"]] = rec
    version = subprocess.run([*cmd, "--version"], capture_output=True, text=True).stdout.strip()
    return out, version


def score(case: dict[str, Any], record: dict[str, Any] | None) -> dict[str, Any]:
    """One case: per field the label, sscb's value and the verdict."""
    error = record is None or bool(record.get("error"))
    fields = {}
    for short, name in FIELDS:
        label = case["expected"][name]
        got = None if error or record is None else record.get(name)
        if error:
            verdict = "error"
        elif got == label:
            verdict = "right"
        elif got == UNDECIDABLE or (
            got is None
            and name in PRECONDITION
            and record is not None
            and record.get(PRECONDITION[name]) == UNDECIDABLE
        ):
            verdict = "abstained"
        else:
            verdict = "wrong"
        fields[short] = {"label": label, "sscb": got, "verdict": verdict}
    err = None
    if record is None:
        err = "no record"
    elif record.get("error"):
        err = f"{record['error'].get('code')}: {record['error'].get('message')}"
    return {
        "name": case["name"],
        "operator": case["run"]["case"]["operator"],
        "family": case["family"],
        "set": case.get("_set", "1"),
        "split": case["split"],
        "error": err,
        "fields": fields,
    }


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    acc = {
        short: (sum(r["fields"][short]["verdict"] == "right" for r in rows) / n if n else None)
        for short, _ in FIELDS
    }
    wrong = sum(r["fields"][s]["verdict"] == "wrong" for r in rows for s, _ in FIELDS)
    abstained = sum(any(f["verdict"] == "abstained" for f in r["fields"].values()) for r in rows)
    errors = sum(r["error"] is not None for r in rows)
    all5 = sum(all(f["verdict"] == "right" for f in r["fields"].values()) for r in rows)
    return {
        "n": n,
        "accuracy": acc,
        "decided_wrong_pairs": wrong,
        "abstention_rate": abstained / n if n else None,
        "abstained_runs": abstained,
        "error_runs": errors,
        "all_five_right": all5 / n if n else None,
    }


def report(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """``{SET: {SCOPE: tables}}`` for each set present and ``both`` (every row, all sets)."""
    sets = sorted({r["set"] for r in rows})
    out: dict[str, Any] = {s: _report([r for r in rows if r["set"] == s]) for s in sets}
    out["both"] = _report(rows)
    return out


def _report(rows: list[dict[str, Any]]) -> dict[str, Any]:
    scopes = {
        "all": rows,
        "dev": [r for r in rows if r["split"] == "dev"],
        "heldout": [r for r in rows if r["split"] == "heldout"],
    }
    out: dict[str, Any] = {}
    for scope, items in scopes.items():
        by_op: dict[str, list[dict[str, Any]]] = defaultdict(list)
        by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in items:
            by_op[r["operator"]].append(r)
            by_family[r["family"]].append(r)
        out[scope] = {
            "total": summarise(items),
            "operator": {k: summarise(v) for k, v in sorted(by_op.items())},
            "family": {k: summarise(v) for k, v in sorted(by_family.items())},
        }
    return out


def _pct(x: float | None) -> str:
    return "   -" if x is None else f"{100 * x:5.1f}"


def render(summary: dict[str, Any], version: str, n_cases: int) -> str:
    lines = [
        f"sscb use accuracy on the wording sets: {n_cases} runs ({version}); "
        "accuracy and shares in %",
        "wrong = decided-but-wrong (run, field) pairs; abst = runs with an undecidable field "
        "whose label is decided; err = error records",
    ]
    head = f"{'':24}{'n':>4} " + "".join(f"{s:>7}" for s, _ in FIELDS)
    head += f"{'wrong':>7}{'abst':>7}{'err':>5}{'all5':>7}"
    blocks = [(s, f"set {s}") for s in summary if s != "both"]
    if len(blocks) > 1:
        blocks.append(("both", "sets " + " + ".join(s for s, _ in blocks)))
    totals = []
    for set_key, set_title in blocks:
        for scope, title in SCOPES:
            data = summary[set_key][scope]
            if not data["total"]["n"]:
                continue
            totals.append(_row(f"{set_title}, {scope}", data["total"]))
            lines += ["", f"== {set_title}: {title} ({data['total']['n']} runs) =="]
            for group in ("operator", "family"):
                lines += ["", f"by {group}", head]
                items = [*data[group].items(), ("TOTAL", data["total"])]
                lines += [_row(name, s) for name, s in items]
    lines += ["", "== summary ==", head, *totals]
    return "\n".join(lines) + "\n"


def _row(name: str, s: dict[str, Any]) -> str:
    row = f"{name:24}{s['n']:>4} "
    row += "".join(f"{_pct(s['accuracy'][short]):>7}" for short, _ in FIELDS)
    row += f"{s['decided_wrong_pairs']:>7}{_pct(s['abstention_rate']):>7}"
    row += f"{s['error_runs']:>5}{_pct(s['all_five_right']):>7}"
    return row


def list_wrong(rows: list[dict[str, Any]]) -> str:
    lines = ["", "decided-but-wrong and abstained (run, field) pairs, and error records:"]
    for r in rows:
        if r["error"]:
            lines.append(f"{r['name']:52} {'-':6} error  {r['error']}")
            continue
        for short, f in r["fields"].items():
            if f["verdict"] in ("wrong", "abstained"):
                kind = "wrong" if f["verdict"] == "wrong" else "abst."
                lines.append(
                    f"{r['name']:52} {short:6} {kind}  sscb={json.dumps(f['sscb'])} "
                    f"label={json.dumps(f['label'])}"
                )
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--set",
        type=Path,
        default=None,
        help="evaluate only this wording set folder (default: every set)",
    )
    ap.add_argument(
        "--only-set",
        choices=sorted(SETS),
        default=None,
        help="evaluate only this set (default: every set)",
    )
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument(
        "--split",
        choices=("all", "dev", "heldout"),
        default="all",
        help="evaluate only this part (tune on `dev`; report `all`)",
    )
    ap.add_argument(
        "--list-wrong",
        action="store_true",
        help="also list every decided-but-wrong and abstained (run, field) pair",
    )
    ns = ap.parse_args()
    if ns.set is not None:
        known = {v.resolve(): k for k, v in SETS.items()}
        folders = {known.get(ns.set.resolve(), ns.set.name): ns.set}
    else:
        folders = {k: v for k, v in SETS.items() if ns.only_set in (None, k)}
    cases = [
        c
        for name, folder in folders.items()
        for c in load_cases(folder, name)
        if ns.split in ("all", c["split"])
    ]
    records, version = evaluate(cases)
    rows = [score(c, records.get(c["run"]["run_id"])) for c in cases]
    summary = report(rows)
    if ns.json:
        payload: dict[str, Any] = {"sscb": version, "runs": len(cases), "summary": summary}
        if ns.list_wrong:
            payload["cases"] = rows
        print(json.dumps(payload, indent=1, sort_keys=True))
        return
    sys.stdout.write(render(summary, version, len(cases)))
    if ns.list_wrong:
        sys.stdout.write(list_wrong(rows))


if __name__ == "__main__":
    main()
