"""Rebuild the third wording set ``tests/wording/set3/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set3/build.py                     # every operator
    .venv/bin/python tests/wording/set3/build.py return_date --show RD3-...
    .venv/bin/python tests/wording/set3/build.py --draw              # print the held-out draw

Set 3 is a third, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1 and 2) with about half of its runs in the three families where sscb's
use detection was weakest on sets 1 and 2: derived uses, money, and distractors. It reuses the
machinery of the earlier sets and adds nothing to it:

- from set 1's build (``tests/wording/build.py``): ``build_case``, ``draw_heldout``, ``suite``,
  ``show`` and, through it, the conformance build's edit vocabulary and ``sscb inject``;
- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk`` (one case: a
  run cut after a message and continued with hand-written turns), ``lab`` (labels with steps
  counted from the message the continuation follows; arrival follows from T_E and T_S),
  ``sim``/``lookup`` (inserted reads, searches and writes answered by sscb's tau-bench simulator
  over the stored database as first loaded) and ``splits``;
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD3``, ``PS3``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 3:
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
_W2_PATH = HERE.parent / "set2" / "build.py"
_spec = importlib.util.spec_from_file_location("sscb_wording_build2", _W2_PATH)
assert _spec is not None and _spec.loader is not None
w2 = importlib.util.module_from_spec(_spec)
sys.modules["sscb_wording_build2"] = w2
_spec.loader.exec_module(w2)
w1 = w2.w1
cb = w1.cb

# The edit vocabulary and the recipe helpers, re-exported for the recipes.
say = w1.say
sub = w1.sub
args = w1.args
result = w1.result
patch = w1.patch
retext = w1.retext
param = w1.param
alter = w1.alter
insert = w1.insert
call = w1.call
tool = w1.tool
assistant = w1.assistant
user = w1.user
exp = w1.exp
cont = w2.cont
lab = w2.lab
resolve = w2.resolve
sim = w2.sim
lookup = w2.lookup
mk = w2.mk
splits = w2.splits
recorded = w2.recorded

OPERATORS = ("return_date", "pay_source", "item_option", "write_effect", "write_effect_retail")
SPLITS = w1.SPLITS
FAMILIES = w1.FAMILIES
SEED = 20240612  # set 3's held-out seed (set 1 used 20240515, set 2 20240529)
PREFIXES = {
    "return_date": "RD3",
    "pay_source": "PS3",
    "item_option": "IO3",
    "write_effect": "WE3",
    "write_effect_retail": "WR3",
}
W = "continuation written for wording set 3"


# ------------------------------------------------ building


def _load(name: str) -> Any:
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    return importlib.import_module(name)


def all_specs() -> list[tuple[str, dict[str, Any]]]:
    return [(name, spec) for name in OPERATORS for spec in _load(name).CASES]


def draw() -> dict[str, str]:
    return dict(w1.draw_heldout(all_specs(), seed=SEED))


def check_specs() -> None:
    specs = all_specs()
    names = [s["name"] for _, s in specs]
    dup = {n for n, k in Counter(names).items() if k > 1}
    assert not dup, f"duplicate case names: {dup}"
    drawn = draw()
    for op, spec in specs:
        assert spec["name"].startswith(PREFIXES[op] + "-"), spec["name"]
        assert spec["family"] in FAMILIES, spec["name"]
        assert spec.get("split") == drawn[spec["name"]], (
            f"{spec['name']}: split {spec.get('split')!r} is not the seeded draw's "
            f"{drawn[spec['name']]!r} (rerun --draw and update the recipe's SPLIT)"
        )


def build(name: str) -> dict[str, list[dict[str, Any]]]:
    module = _load(name)
    out: dict[str, list[dict[str, Any]]] = {s: [] for s in SPLITS}
    for spec in module.CASES:
        out[spec["split"]].append(w1.build_case(module, spec))
    return out


def write(name: str, built: dict[str, list[dict[str, Any]]]) -> list[Path]:
    module = _load(name)
    paths = []
    for split in SPLITS:
        folder = HERE / split
        folder.mkdir(exist_ok=True)
        path = folder / f"{name}.json"
        suite = w1.suite(module, split, built[split])
        suite["derivation"] = suite["derivation"].replace(
            "'wording set: labels frozen'", "'wording set 3: labels frozen'"
        )
        text = json.dumps(suite, indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        assert path.stat().st_size < 900 * 1024, f"{path} is over 900 KB"
        paths.append(path)
    return paths


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("operators", nargs="*", default=list(OPERATORS))
    ap.add_argument("--show", metavar="CASE", help="print the built timeline of one case")
    ap.add_argument("--draw", action="store_true", help="print the seeded held-out draw")
    ap.add_argument("--no-check", action="store_true", help="skip the split/family checks")
    ns = ap.parse_args()
    if ns.draw:
        drawn = draw()
        for op in ns.operators:
            names = [s["name"] for s in _load(op).CASES]
            print(f"# {op}")
            print("SPLIT: dict[str, str] = {")
            for n in names:
                print(f'    "{n}": "{drawn[n]}",')
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
        built = build(name)
        for path in write(name, built):
            size = path.stat().st_size // 1024
            n = len(json.loads(path.read_text(encoding="utf-8"))["cases"])
            print(f"{path.relative_to(ROOT)}: {n} cases, {size} KB")


if __name__ == "__main__":
    main()
