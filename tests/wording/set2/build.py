"""Rebuild the second wording set ``tests/wording/set2/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set2/build.py                     # every operator
    .venv/bin/python tests/wording/set2/build.py return_date --show RD2-...
    .venv/bin/python tests/wording/set2/build.py --draw              # print the held-out draw

Set 2 was written afresh, without reading the first set's cases, so that recognisers tuned on the
first set can be checked (and made general) on wording they were not fitted to. It reuses the
first set's build (``tests/wording/build.py``: ``build_case``, ``draw_heldout``, ``suite``,
``show`` and, through it, the conformance build's edit vocabulary and ``sscb inject``), and adds:

- a fifth recipe module, ``write_effect_retail`` (operator ``WriteEffectRetail``);
- :func:`cont`: most cases cut the run right after the fault-bearing observation (or a later
  recorded message) and continue with hand-written turns; :func:`lab` writes the labels with steps
  counted from T_F (so a recipe says "the first continuation message", not an index);
- :func:`sim`: read-backs and product lookups inserted into a continuation are answered by sscb's
  tau-bench simulator over the stored database (``shared/data/tau-bench``), as first loaded;
- its own held-out seed (:data:`SEED`).
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
_W1_PATH = HERE.parent / "build.py"
_spec = importlib.util.spec_from_file_location("sscb_wording_build", _W1_PATH)
assert _spec is not None and _spec.loader is not None
w1 = importlib.util.module_from_spec(_spec)
sys.modules["sscb_wording_build"] = w1
_spec.loader.exec_module(w1)
cb = w1.cb

# The edit vocabulary, re-exported for the recipes.
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

OPERATORS = ("return_date", "pay_source", "item_option", "write_effect", "write_effect_retail")
SPLITS = w1.SPLITS
FAMILIES = w1.FAMILIES
SEED = 20240529  # set 2's held-out seed (set 1 used 20240515)
PREFIXES = {
    "return_date": "RD2",
    "pay_source": "PS2",
    "item_option": "IO2",
    "write_effect": "WE2",
    "write_effect_retail": "WR2",
}


# ------------------------------------------------ recipe helpers


def cont(
    after: int, messages: list[dict[str, Any]], why: str, cut: int | None = None
) -> tuple[list[dict[str, Any]], int]:
    """Cut the recorded run after message ``after`` (or at ``cut``) and continue with
    ``messages``: returns ``(edits, cut)`` for a recipe. The first continuation message gets
    index ``after + 1``."""
    return [insert(after, messages, why)], (after + 1 if cut is None else cut)


def lab(
    tf: int,
    te: Any,
    ts: Any,
    tu: Any,
    adopted: str,
    stance: Any = None,
    base: int | None = None,
) -> dict[str, Any]:
    """The eight labels with steps given relative to ``base``: by default the message the
    continuation follows (``after`` of :func:`mk`, else T_F), so offset 1 is the first
    continuation message. ``te`` is ``"f"`` (co-delivered, T_E = T_F), ``"inf"`` or an offset;
    ``ts``/``tu`` an offset, ``"no_use"`` or ``"none"``. Arrival follows from T_E and T_S
    (§III-C). :func:`mk` resolves it to absolute steps."""
    return {"_lab": (tf, te, ts, tu, adopted, stance, base)}


def resolve(label: dict[str, Any], after: int) -> dict[str, Any]:
    """Absolute labels from :func:`lab` (``after``: the message the continuation follows)."""
    if "_lab" not in label:
        return label
    tf, te, ts, tu, adopted, stance, base = label["_lab"]
    b = after if base is None else base

    def step(v: Any) -> Any:
        return b + v if isinstance(v, int) and not isinstance(v, bool) else v

    t_e = tf if te == "f" else step(te)
    t_s, t_u = step(ts), step(tu)
    if not isinstance(t_s, int):
        arrival = None
    elif t_e == "inf":
        arrival = "absent"
    else:
        arrival = "pre" if t_e < t_s else "late"
    return dict(exp(tf, t_e, t_s, t_u, adopted, arrival, stance if adopted == "yes" else None))


_SIMS: dict[str, Any] = {}


def sim(domain: str, name: str, arguments: dict[str, Any]) -> str:
    """The answer of tau-bench's tool ``name`` on the stored database as first loaded (sscb's
    simulator; every call gets a fresh copy, so nothing written leaks between calls)."""
    from sscb_dsl.tau.db import load_db
    from sscb_dsl.tau.simulator import Simulator

    db = load_db(cb.DATA / "tau-bench", domain)
    out: str = Simulator(db).call(name, arguments)
    return out


def lookup(
    domain: str, call_id: str, name: str, arguments: dict[str, Any], text: str | None = None
) -> list[dict[str, Any]]:
    """An inserted call and its answer from :func:`sim`."""
    return [
        call(call_id, name, arguments, text),
        tool(call_id, name, sim(domain, name, arguments)),
    ]


def mk(
    name: str,
    family: str,
    run: str,
    params: dict[str, Any],
    tf: int,
    messages: list[dict[str, Any]],
    expected: dict[str, Any],
    rationale: str,
    why: str,
    cut: int | None = None,
    edits: tuple[dict[str, Any], ...] = (),
    after: int | None = None,
) -> dict[str, Any]:
    """One recipe: run ``run`` with ``params``, cut after ``after`` (default T_F) and continued
    with ``messages`` (the reason ``why``), plus in-place ``edits`` before the cut."""
    start = tf if after is None else after
    ins, at = cont(start, messages, why, cut)
    return {
        "name": name,
        "family": family,
        "run": run,
        "params": params,
        "edits": [*edits, *ins],
        "cut": at,
        "expected": resolve(expected, start),
        "rationale": rationale,
    }


def splits(cases: list[dict[str, Any]], split: dict[str, str]) -> list[dict[str, Any]]:
    """Give each case its drawn split (``SPLIT`` of the recipe module; checked by the build)."""
    for c in cases:
        c["split"] = split.get(c["name"], "dev")
    return cases


def recorded(data: str, run_id: str, step: int) -> str:
    """The recorded content of message ``step`` of a clean run."""
    return str(cb.clean_result(data, run_id, step))


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
            "'wording set: labels frozen'", "'wording set 2: labels frozen'"
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
        for op in OPERATORS:
            names = [s["name"] for s in _load(op).CASES]
            print(f"# {op}")
            print("SPLIT = {")
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
