"""Rebuild the fourth wording set ``tests/wording/set4/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set4/build.py                     # every operator
    .venv/bin/python tests/wording/set4/build.py return_date --show RD4-...
    .venv/bin/python tests/wording/set4/build.py --draw              # print the held-out draw

Set 4 is a fourth, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1-3) on runs and entities the earlier sets did not use for the same
operator, with about three fifths of its runs in the families where sscb's use detection is
weakest: derived uses, money, options in prose and distractors. It adds no machinery:

- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk``, ``lab``,
  ``sim``, ``lookup``, ``splits`` and the edit vocabulary, and through it set 1's
  ``build_case``, ``draw_heldout``, ``suite`` and ``show`` (and the conformance build and
  ``sscb inject``);
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD4``, ``PS4``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 4:
labels frozen").
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
if "sscb_wording_build2" in sys.modules:
    w2 = sys.modules["sscb_wording_build2"]
else:
    _spec = importlib.util.spec_from_file_location(
        "sscb_wording_build2", HERE.parent / "set2" / "build.py"
    )
    assert _spec is not None and _spec.loader is not None
    w2 = importlib.util.module_from_spec(_spec)
    sys.modules["sscb_wording_build2"] = w2
    _spec.loader.exec_module(w2)
w1 = w2.w1
cb = w1.cb

# The edit vocabulary and the recipe helpers, re-exported for the recipes.
say = w1.say
insert = w1.insert
call = w1.call
tool = w1.tool
assistant = w1.assistant
user = w1.user
exp = w1.exp
lab = w2.lab
sim = w2.sim
lookup = w2.lookup
mk = w2.mk
splits = w2.splits

OPERATORS = ("return_date", "pay_source", "item_option", "write_effect", "write_effect_retail")
SPLITS = w1.SPLITS
FAMILIES = w1.FAMILIES
SEED = 20240626  # set 4's held-out seed (sets 1-3: 20240515, 20240529, 20240612)
PREFIXES = {
    "return_date": "RD4",
    "pay_source": "PS4",
    "item_option": "IO4",
    "write_effect": "WE4",
    "write_effect_retail": "WR4",
}
W = "continuation written for wording set 4"


def write_params(data: str, run: str, step: int, field: str) -> dict[str, Any]:
    """The generic WriteEffect case parameters ``{tool, key, field, request}`` of the write
    recorded at ``step`` of ``run`` (``request``: the recorded call's arguments)."""
    task, trial = run.removeprefix("task-").split("-trial-")
    for r in cb._data(data):
        if str(r["task_id"]) == task and str(r.get("trial")) == trial:
            fn = r["traj"][step]["tool_calls"][0]["function"]
            request = json.loads(fn["arguments"])
            key = request.get("reservation_id") or request.get("order_id") or request["user_id"]
            return {"tool": fn["name"], "key": key, "field": field, "request": request}
    raise KeyError(run)


# ------------------------------------------------ building


def _load(name: str) -> Any:
    """A recipe module of this set."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    return importlib.import_module(name)


def all_specs() -> list[tuple[str, dict[str, Any]]]:
    """Every recipe of the set, with its operator module's name."""
    return [(name, spec) for name in OPERATORS for spec in _load(name).CASES]


def draw() -> dict[str, str]:
    """The seeded held-out draw (set 1's stratified ``draw_heldout`` with :data:`SEED`)."""
    return dict(w1.draw_heldout(all_specs(), seed=SEED))


def check_specs() -> None:
    """Names unique and prefixed, families known, splits equal to the seeded draw."""
    specs = all_specs()
    dup = {n for n, k in Counter(s["name"] for _, s in specs).items() if k > 1}
    assert not dup, f"duplicate case names: {dup}"
    drawn = draw()
    for op, spec in specs:
        assert spec["name"].startswith(PREFIXES[op] + "-"), spec["name"]
        assert spec["family"] in FAMILIES, spec["name"]
        assert spec.get("split") == drawn[spec["name"]], (
            f"{spec['name']}: split {spec.get('split')!r} is not the seeded draw's "
            f"{drawn[spec['name']]!r} (rerun --draw and update the recipe's SPLIT)"
        )


def build_and_write(name: str) -> list[Path]:
    """Build one operator's cases and write its dev and held-out files."""
    module = _load(name)
    built: dict[str, list[dict[str, Any]]] = {s: [] for s in SPLITS}
    for spec in module.CASES:
        built[spec["split"]].append(w1.build_case(module, spec))
    paths = []
    for split in SPLITS:
        folder = HERE / split
        folder.mkdir(exist_ok=True)
        path = folder / f"{name}.json"
        suite = w1.suite(module, split, built[split])
        suite["derivation"] = suite["derivation"].replace(
            "'wording set: labels frozen'", "'wording set 4: labels frozen'"
        )
        path.write_text(json.dumps(suite, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        assert path.stat().st_size < 900 * 1024, f"{path} is over 900 KB"
        paths.append(path)
    return paths


def main() -> None:
    """Command line: build, ``--show`` one case or print the ``--draw``."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("operators", nargs="*", default=list(OPERATORS))
    ap.add_argument("--show", metavar="CASE", help="print the built timeline of one case")
    ap.add_argument("--draw", action="store_true", help="print the seeded held-out draw")
    ap.add_argument("--no-check", action="store_true", help="skip the split/family checks")
    ns = ap.parse_args()
    if ns.draw:
        drawn = draw()
        for op in ns.operators:
            print(f"# {op}")
            print("SPLIT: dict[str, str] = {")
            for spec in _load(op).CASES:
                print(f'    "{spec["name"]}": "{drawn[spec["name"]]}",')
            print("}")
        return
    if ns.show:
        for name in ns.operators:
            module = _load(name)
            for spec in module.CASES:
                if spec["name"] == ns.show:
                    w1.show(w1.build_case(module, spec))
                    return
        raise SystemExit(f"no case {ns.show}")
    if not ns.no_check:
        check_specs()
    for name in ns.operators:
        for path in build_and_write(name):
            n = len(json.loads(path.read_text(encoding="utf-8"))["cases"])
            print(f"{path.relative_to(ROOT)}: {n} cases, {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
