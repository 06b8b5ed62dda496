"""Rebuild the wording set ``tests/wording/{dev,heldout}/*.json`` from the real tau-bench runs.

Usage (from the repository root)::

    .venv/bin/python tests/wording/build.py                      # every operator
    .venv/bin/python tests/wording/build.py return_date --show RD-date-iso-adopted
    .venv/bin/python tests/wording/build.py --draw               # print the held-out draw

The set measures how well sscb's *use detection* copes with the way agents really write: each
case is a real run with a fault injected by ``sscb inject --replay`` (or, for the write tools the
injector cannot suppress yet, an intervention written by hand), whose agent turns after the fault
were edited to use v' (the fault), v (the original), both or neither in the wording of one
*family* (``date_forms``, ``payment_refs``, ``done_claims``, ...).

This script reuses the conformance build (``tests/conformance/build/build.py``): its edit
vocabulary (``say``, ``sub``, ``args``, ``patch``, ``insert``, ...), ``inject`` (the CLI in
process), ``apply_edits`` and the ``source`` description are imported from there, not copied.
What is added here:

- a case carries ``family`` and ``split`` (and the built file is ``sscb.wording/1``);
- the system prompt keeps its first paragraphs verbatim (for airline, the sentence "The current
  time is 2024-05-15 15:00:00 EST.", against which relative dates are resolved), the rest of the
  policy is replaced by a short placeholder;
- hand-built WriteEffect cases (``hand_built: True``): the run is read with ``sscb inject
  --replay`` and a case that matches nothing (so it comes out as a plain ``sscb.run/1``), then its
  case and intervention are written from the recipe (see ``write_effect.py``);
- the held-out third is drawn with a seeded random draw stratified by operator x family
  (:func:`draw_heldout`); the recipes carry the drawn ``split`` and the build checks that they
  still agree with the draw.

The expected fields are not computed here: they were written by reading each built timeline
(``--show NAME``) against the paper's definitions before sscb evaluated any case.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
_CB_PATH = ROOT / "tests" / "conformance" / "build" / "build.py"
_spec = importlib.util.spec_from_file_location("sscb_conformance_build", _CB_PATH)
assert _spec is not None and _spec.loader is not None
cb = importlib.util.module_from_spec(_spec)
sys.modules["sscb_conformance_build"] = cb
_spec.loader.exec_module(cb)

# The conformance build's edit vocabulary and helpers, re-exported for the recipes.
say = cb.say
sub = cb.sub
args = cb.args
result = cb.result
patch = cb.patch
retext = cb.retext
param = cb.param
alter = cb.alter
insert = cb.insert
call = cb.call
tool = cb.tool
assistant = cb.assistant
user = cb.user
clean_result = cb.clean_result

OPERATORS = ("return_date", "pay_source", "item_option", "write_effect")
SPLITS = ("dev", "heldout")
FAMILIES = (
    "date_forms",
    "money_forms",
    "payment_refs",
    "option_prose",
    "done_claims",
    "clause_scope",
    "contrast_correction",
    "verification",
    "quoted_tool_output",
    "item_lists",
    "derived_uses",
    "write_tools",
    "distractors",
)
SEED = 20240515  # the held-out draw's seed (the runs' stated current date)
HELDOUT_SHARE = 1 / 3
FORMAT = "sscb.wording/1"
POLICY_PLACEHOLDER = (
    "[the rest of the {domain} agent policy (tau-bench wiki.md) is elided by the wording-set "
    "build; sscb does not read the system prompt]"
)
DERIVATION = (
    "Each case's expected fields were written by reading the built run's timeline (`sscb "
    "ledger`) against the paper's Definitions 3.1-3.4, §III-C and §IV-C, with a one-line "
    "rationale, before sscb evaluated any case of the set (commit 'wording set: labels frozen'). "
    "They are the values a careful human annotator gives from the model-visible run, not what "
    "sscb computes; steps are indices into run.messages; 'undecidable' only where the visible "
    "run does not decide. Labels were never changed to agree with sscb; an objective reading "
    "mistake found later is corrected and noted in the rationale."
)


def exp(
    t_f: int | None,
    t_e: Any,
    t_s: Any,
    t_u: Any,
    adopted: Any,
    arrival: Any,
    stance_end: Any,
    triggered: bool = True,
) -> dict[str, Any]:
    """The eight labelled record fields, in record order (shorthand for the recipes)."""
    return {
        "triggered": triggered,
        "t_f": t_f,
        "t_e": t_e,
        "t_s": t_s,
        "t_u": t_u,
        "adopted": adopted,
        "arrival": arrival,
        "stance_end": stance_end,
    }


# ------------------------------------------------ building


def _elide_system(run: dict[str, Any], domain: str) -> bool:
    """Keep the system prompt's first paragraphs (title, current time, the agent's role) and
    replace the rest of the policy by a placeholder. True when something was elided."""
    first = run["messages"][0]
    if first.get("role") != "system":
        return False
    text: str = first.get("content") or ""
    paragraphs = text.split("\n\n")
    keep = next(
        (i + 1 for i, p in enumerate(paragraphs) if "agent, you can help" in p),
        None,
    )
    if keep is None or keep >= len(paragraphs):
        return False
    kept = "\n\n".join(paragraphs[:keep])
    if "Airline" in paragraphs[0]:
        assert "The current time is 2024-05-15 15:00:00 EST." in kept, kept
    first["content"] = kept + "\n\n" + POLICY_PLACEHOLDER.format(domain=domain)
    return True


def _null_case(domain: str) -> dict[str, Any]:
    """A case that matches nothing in a run: injecting it only reads the run (applied false)."""
    if domain == "tau_airline":
        op, params = (
            "ReturnDate",
            {
                "reservation_id": "ZZZZZZ",
                "leg_index": 1,
                "original_date": "2024-05-20",
                "injected_date": "2024-05-18",
            },
        )
    else:
        op, params = (
            "ItemOption",
            {
                "order_id": "#W0000000",
                "item_id": "0000000000",
                "product_id": "0000000000",
                "option": "color",
                "original_value": "blue",
                "injected_value": "red",
            },
        )
    return {
        "id": "read-only",
        "operator": op,
        "domain": domain,
        "cluster": "read-only",
        "control": False,
        "params": params,
    }


def build_case(module: Any, spec: dict[str, Any]) -> dict[str, Any]:
    data = spec.get("data", module.DATA)
    domain = spec.get("domain", module.DOMAIN)
    operator = spec.get("operator", module.OPERATOR)
    run_id = spec["run"]
    name = spec["name"]
    assert name.startswith(module.PREFIX + "-"), name
    case = {
        "id": name,
        "operator": spec.get("inject_operator", operator),
        "domain": domain,
        "cluster": spec.get("cluster", f"{module.PREFIX}:{run_id}"),
        "control": spec.get("control", False),
        "params": spec["params"],
    }
    if spec.get("hand_built"):
        run = cb.inject(data, run_id, _null_case(domain))
        assert run["intervention"] is None or not run["intervention"].get("applied"), name
        run["run_id"] = f"{name}@{run_id}"
        run["case"] = case
        run["intervention"] = json.loads(json.dumps(spec["intervention"]))
        run["meta"] = {"replay_of": run_id, "operator": operator, "hand_built": True}
    else:
        run = cb.inject(data, run_id, case)
        assert run["intervention"] and run["intervention"]["applied"], f"{name}: not applied"
    run["case"]["operator"] = operator
    cb.apply_edits(run, spec.get("edits", []), spec.get("cut"))
    elided = _elide_system(run, domain)
    source = cb._describe(spec, data, run_id, False)
    if spec.get("hand_built"):
        source = source.replace(
            "with the case in run.case",
            "with a case matching nothing (the run read as sscb.run/1; sscb inject cannot "
            f"suppress {spec['params'].get('tool')} yet), then the case and the intervention "
            "written by hand (run.case, run.intervention)",
        )
    if case["operator"] != operator:
        source += (
            f"; injected as {case['operator']} (the cabin-only variant), labelled as {operator}"
        )
    if elided:
        source += (
            "; trimmed: system prompt kept to its first paragraphs (title, current time, role), "
            "the rest of the policy replaced by a placeholder"
        )
    return {
        "name": name,
        "contract": f"stdlib:{operator}",
        "family": spec["family"],
        "split": spec["split"],
        "run": run,
        "expected": spec["expected"],
        "rationale": spec["rationale"],
        "source": source,
    }


def _load(name: str) -> Any:
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    return importlib.import_module(name)


def all_specs() -> list[tuple[str, dict[str, Any]]]:
    return [(name, spec) for name in OPERATORS for spec in _load(name).CASES]


def draw_heldout(specs: list[tuple[str, dict[str, Any]]], seed: int = SEED) -> dict[str, str]:
    """The held-out third: for each operator x family stratum (cases sorted by name), a seeded
    shuffle and the first round(n/3) of it held out. Returns name -> split."""
    strata: dict[tuple[str, str], list[str]] = defaultdict(list)
    for op, spec in specs:
        strata[(op, spec["family"])].append(spec["name"])
    rng = random.Random(seed)
    out: dict[str, str] = {}
    for key in sorted(strata):
        names = sorted(strata[key])
        rng.shuffle(names)
        k = round(len(names) * HELDOUT_SHARE)
        for i, n in enumerate(names):
            out[n] = "heldout" if i < k else "dev"
    return out


def check_specs() -> None:
    specs = all_specs()
    names = [s["name"] for _, s in specs]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, f"duplicate case names: {dup}"
    drawn = draw_heldout(specs)
    for _, spec in specs:
        assert spec["family"] in FAMILIES, spec["name"]
        assert spec.get("split") == drawn[spec["name"]], (
            f"{spec['name']}: split {spec.get('split')!r} is not the seeded draw's "
            f"{drawn[spec['name']]!r} (rerun --draw and update the recipe)"
        )


def build(name: str) -> dict[str, list[dict[str, Any]]]:
    module = _load(name)
    out: dict[str, list[dict[str, Any]]] = {s: [] for s in SPLITS}
    for spec in module.CASES:
        out[spec["split"]].append(build_case(module, spec))
    return out


def suite(module: Any, split: str, cases: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "description": module.DESCRIPTION,
        "derivation": DERIVATION,
        "split": split,
        "cases": cases,
    }


def write(name: str, built: dict[str, list[dict[str, Any]]]) -> list[Path]:
    module = _load(name)
    paths = []
    for split in SPLITS:
        folder = HERE / split
        folder.mkdir(exist_ok=True)
        path = folder / f"{name}.json"
        text = json.dumps(suite(module, split, built[split]), indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        assert path.stat().st_size < 900 * 1024, f"{path} is over 900 KB"
        paths.append(path)
    return paths


def show(case: dict[str, Any]) -> None:
    import tempfile

    from click.testing import CliRunner

    from sscb_dsl.cli.ledger import ledger as ledger_cmd

    with tempfile.TemporaryDirectory() as tmp:
        p = Path(tmp) / "run.json"
        p.write_text(json.dumps(case["run"]), encoding="utf-8")
        res = CliRunner().invoke(ledger_cmd, [str(p), "--width", "600"])
    print(res.output)
    print("intervention:", json.dumps(case["run"].get("intervention"))[:600])
    print("expected:", json.dumps(case["expected"]))
    print("rationale:", case["rationale"])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("operators", nargs="*", default=list(OPERATORS))
    ap.add_argument("--show", metavar="CASE", help="print the built timeline of one case")
    ap.add_argument("--draw", action="store_true", help="print the seeded held-out draw")
    ap.add_argument("--no-check", action="store_true", help="skip the split/family checks")
    ns = ap.parse_args()
    if ns.draw:
        for n, s in sorted(draw_heldout(all_specs()).items()):
            print(n, s)
        return
    if ns.show:
        for name in ns.operators:
            module = _load(name)
            for spec in module.CASES:
                if spec["name"] == ns.show:
                    show(build_case(module, spec))
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
