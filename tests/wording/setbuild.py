"""The build driver that wording sets 3-7 share (their ``build.py`` gives the constants), and
the recipe helpers and :func:`write_params` that the recipes of sets 4-8 import from here.

Set 2's build (``tests/wording/set2/build.py``) holds the recipe helpers and, through it, set 1's
``build_case``, ``draw_heldout``, ``suite`` and ``show``; :func:`set2` loads it once per process.
:class:`WordingSet` is what a later set's build does with its recipes: list them, draw the
held-out split with the set's seed, check names, families and splits, build and write the dev and
held-out files, and the command line (build, ``--show NAME``, ``--draw``).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OPERATORS = ("return_date", "pay_source", "item_option", "write_effect", "write_effect_retail")


def set2() -> ModuleType:
    """Set 2's build module (loaded once, under the name its own modules expect)."""
    name = "sscb_wording_build2"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "set2" / "build.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


_W2 = set2()
_W1 = _W2.w1
# The edit vocabulary (set 1's build) and the recipe helpers (set 2's build) that every later
# set's recipes use; the recipes of sets 4-8 import them from here (set 3's build.py re-exports
# them for its own recipes).
say, sub, args, result, patch = _W1.say, _W1.sub, _W1.args, _W1.result, _W1.patch
retext, param, alter, insert, call = _W1.retext, _W1.param, _W1.alter, _W1.insert, _W1.call
tool, assistant, user, exp = _W1.tool, _W1.assistant, _W1.user, _W1.exp
cont, lab, resolve, sim, lookup = _W2.cont, _W2.lab, _W2.resolve, _W2.sim, _W2.lookup
mk, splits, recorded = _W2.mk, _W2.splits, _W2.recorded
SPLITS, FAMILIES = _W1.SPLITS, _W1.FAMILIES


# Case parameters of the stdlib operators, and the product record a continuation inserts; every
# recipe of sets 4-8 builds its cases with these.
def rd(res: str, leg: int, orig: str, inj: str) -> dict[str, object]:
    """ReturnDate: leg ``leg`` of reservation ``res`` moved from ``orig`` to ``inj``."""
    return {"reservation_id": res, "leg_index": leg, "original_date": orig, "injected_date": inj}


def ps(uid: str, pid: str, orig: str, inj: str) -> dict[str, object]:
    """PaySource: user ``uid``'s method ``pid`` delivered as ``inj`` instead of ``orig``."""
    return {"user_id": uid, "payment_id": pid, "original_source": orig, "injected_source": inj}


def io(order: str, item: str, prod: str, opt: str, orig: str, inj: str) -> dict[str, object]:
    """ItemOption: item ``item`` of ``order`` (product ``prod``) with option ``opt`` swapped."""
    return {
        "order_id": order,
        "item_id": item,
        "product_id": prod,
        "option": opt,
        "original_value": orig,
        "injected_value": inj,
    }


def product(cid: str, pid: str, text: str | None = None) -> list[dict[str, object]]:
    """An inserted get_product_details call of the retail catalogue and its stored answer."""
    return lookup("tau_retail", cid, "get_product_details", {"product_id": pid}, text)


def write_params(data: str, run: str, step: int, field: str) -> dict[str, Any]:
    """The generic WriteEffect case parameters ``{tool, key, field, request}`` of the write
    recorded at ``step`` of ``run`` (``request``: the recorded call's arguments)."""
    task, trial = run.removeprefix("task-").split("-trial-")
    for r in _W1.cb._data(data):
        if str(r["task_id"]) == task and str(r.get("trial")) == trial:
            fn = r["traj"][step]["tool_calls"][0]["function"]
            request = json.loads(fn["arguments"])
            key = request.get("reservation_id") or request.get("order_id") or request["user_id"]
            return {"tool": fn["name"], "key": key, "field": field, "request": request}
    raise KeyError(run)


@attrs.frozen
class WordingSet:
    """One wording set: its folder, held-out seed, case-name prefixes and set number."""

    here: Path
    seed: int
    prefixes: dict[str, str]
    number: int
    description: str

    def load(self, name: str) -> Any:
        """A recipe module of this set."""
        if str(self.here) not in sys.path:
            sys.path.insert(0, str(self.here))
        return importlib.import_module(name)

    def all_specs(self) -> list[tuple[str, dict[str, Any]]]:
        """Every recipe of the set, with its operator module's name."""
        return [(name, spec) for name in OPERATORS for spec in self.load(name).CASES]

    def draw(self) -> dict[str, str]:
        """The seeded held-out draw (set 1's stratified ``draw_heldout`` with the set's seed)."""
        return dict(set2().w1.draw_heldout(self.all_specs(), seed=self.seed))

    def check_specs(self) -> None:
        """Names unique and prefixed, families known, splits equal to the seeded draw."""
        specs = self.all_specs()
        dup = {n for n, k in Counter(s["name"] for _, s in specs).items() if k > 1}
        assert not dup, f"duplicate case names: {dup}"
        drawn = self.draw()
        for op, spec in specs:
            assert spec["name"].startswith(self.prefixes[op] + "-"), spec["name"]
            assert spec["family"] in set2().w1.FAMILIES, spec["name"]
            assert spec.get("split") == drawn[spec["name"]], (
                f"{spec['name']}: split {spec.get('split')!r} is not the seeded draw's "
                f"{drawn[spec['name']]!r} (rerun --draw and update the recipe's SPLIT)"
            )

    def build_and_write(self, name: str) -> list[Path]:
        """Build one operator's cases and write its dev and held-out files."""
        w1 = set2().w1
        module = self.load(name)
        built: dict[str, list[dict[str, Any]]] = {s: [] for s in w1.SPLITS}
        for spec in module.CASES:
            built[spec["split"]].append(w1.build_case(module, spec))
        paths = []
        for split in w1.SPLITS:
            folder = self.here / split
            folder.mkdir(exist_ok=True)
            path = folder / f"{name}.json"
            suite = w1.suite(module, split, built[split])
            suite["derivation"] = suite["derivation"].replace(
                "'wording set: labels frozen'", f"'wording set {self.number}: labels frozen'"
            )
            text = json.dumps(suite, indent=1, ensure_ascii=False) + "\n"
            path.write_text(text, encoding="utf-8")
            assert path.stat().st_size < 900 * 1024, f"{path} is over 900 KB"
            paths.append(path)
        return paths

    def main(self) -> None:
        """Command line: build, ``--show`` one case or print the ``--draw``."""
        ap = argparse.ArgumentParser(description=self.description)
        ap.add_argument("operators", nargs="*", default=list(OPERATORS))
        ap.add_argument("--show", metavar="CASE", help="print the built timeline of one case")
        ap.add_argument("--draw", action="store_true", help="print the seeded held-out draw")
        ap.add_argument("--no-check", action="store_true", help="skip the split/family checks")
        ns = ap.parse_args()
        if ns.draw:
            drawn = self.draw()
            for op in ns.operators:
                print(f"# {op}")
                print("SPLIT: dict[str, str] = {")
                for spec in self.load(op).CASES:
                    print(f'    "{spec["name"]}": "{drawn[spec["name"]]}",')
                print("}")
            return
        if ns.show:
            for name in ns.operators:
                module = self.load(name)
                for spec in module.CASES:
                    if spec["name"] == ns.show:
                        set2().w1.show(set2().w1.build_case(module, spec))
                        return
            raise SystemExit(f"no case {ns.show}")
        if not ns.no_check:
            self.check_specs()
        for name in ns.operators:
            for path in self.build_and_write(name):
                n = len(json.loads(path.read_text(encoding="utf-8"))["cases"])
                print(f"{path.relative_to(ROOT)}: {n} cases, {path.stat().st_size // 1024} KB")
