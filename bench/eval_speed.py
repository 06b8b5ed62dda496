"""Benchmark the engine; every number is a ratio measured side by side in this one run.

(a) Throughput: `sscb eval` (as a user runs it: the default pool, one process per core; and in
    one process) on real tau-bench runs with replay-injected faults for the four stdlib
    operators, replicated to >= 20,000 runs, against the floor of `orjson.loads` (one process)
    of the same bytes plus the JSON inside every tool message.
    Target: the engine reaches >= 1/3 of the floor's throughput.
(b) Scaling: time per event for synthetic WriteEffect / ItemOption ledgers of 100 ... 100,000
    events (distractor reads of other entities, repeated reads, writes); must stay flat (linear).
(d) The stdlib's requirement contracts (`stdlib/tau_requirements.sscb`, evidence before action)
    on the 300 clean real runs, replicated, in one process (`sscb audit`'s evaluation), against
    the same parse floor: one row, runs/s and the ratio.
(c) If `invariant-ai` is installed (here, or in the Python given by --invariant-python): the
    same two-observation join as an Invariant rule vs sscb, on the same traces (its local policy
    engine, INVARIANT_MAX_ITERATIONS raised so that it does not abort). Target: >= 50x.

Usage: python bench/eval_speed.py [--runs 20000] [--per-operator-runs 10000] [--quick]
Inputs: ../shared/data (or $SSCB_SHARED_DATA); synthetic ledgers are generated here, seeded.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import attrs  # noqa: E402
import orjson  # noqa: E402

from sscb_dsl.api import load_library  # noqa: E402
from sscb_dsl.engine.evaluate import evaluate_counted, evaluate_run  # noqa: E402
from sscb_dsl.engine.plan import Plan, build_plan  # noqa: E402
from sscb_dsl.ledger.formats import sscb_run  # noqa: E402
from sscb_dsl.ledger.model import Run  # noqa: E402


def plans() -> dict[str, Plan]:
    library, _ = load_library()
    return {n: build_plan(op, library.domain_of(op)) for n, op in library.operators.items()}


# ---------------------------------------------------------------- (b) scaling


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    fn = {"name": name, "arguments": json.dumps(args)}
    return {"role": "assistant", "content": None, "tool_calls": [{"id": cid, "function": fn}]}


def _tool(cid: str, name: str, content: Any) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "name": name, "content": json.dumps(content)}


def synthetic_we(n_events: int, seed: int = 0) -> dict[str, Any]:
    """A WriteEffect run of about ``n_events`` messages; the read-back comes last."""
    rng = random.Random(seed)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "policy"}]
    new = [{"flight_number": "HAT999", "date": "2024-05-21"}]
    old = [{"flight_number": "HAT001", "date": "2024-05-20"}]
    args = {"reservation_id": "R0", "cabin": "economy", "flights": new, "payment_id": "c1"}
    msgs += [_call("a", "update_reservation_flights", args)]
    msgs += [_tool("a", "update_reservation_flights", {"reservation_id": "R0", "flights": new})]
    t_f = len(msgs) - 1
    i = 0
    while len(msgs) < n_events - 3:
        i += 1
        cid = f"c{i}"
        kind = rng.random()
        if kind < 0.6:
            rid = f"R{rng.randint(1, 50)}"
            msgs.append(_call(cid, "get_reservation_details", {"reservation_id": rid}))
            body = {"reservation_id": rid, "flights": old}
            msgs.append(_tool(cid, "get_reservation_details", body))
        elif kind < 0.8:
            msgs.append({"role": "assistant", "content": f"Looking at option {i}."})
        else:
            msgs.append({"role": "user", "content": f"what about {i}?"})
    msgs.append(_call("z", "get_reservation_details", {"reservation_id": "R0"}))
    msgs.append(_tool("z", "get_reservation_details", {"reservation_id": "R0", "flights": old}))
    msgs.append({"role": "assistant", "content": "Your flight has been updated."})
    case = {
        "id": "WE",
        "operator": "WriteEffect",
        "domain": "tau_airline",
        "cluster": "reservation:R0",
        "control": False,
        "params": {
            "tool": "update_reservation_flights",
            "key": "R0",
            "field": "flights",
            "request": args,
        },
    }
    return {
        "format": "sscb.run/1",
        "run_id": f"we-{n_events}",
        "case": case,
        "messages": msgs,
        "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]},
    }


def synthetic_io(n_events: int, seed: int = 0) -> dict[str, Any]:
    """An ItemOption run: many order and product reads, the binding product read last."""
    rng = random.Random(seed)
    order = {
        "order_id": "#W0",
        "items": [{"item_id": "111", "product_id": "P0", "options": {"color": "blue"}}],
    }
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "policy"}]
    msgs += [_call("a", "get_order_details", {"order_id": "#W0"})]
    msgs += [_tool("a", "get_order_details", order)]
    t_f = len(msgs) - 1
    i = 0
    while len(msgs) < n_events - 3:
        i += 1
        cid = f"c{i}"
        if rng.random() < 0.5:
            pid = f"P{rng.randint(1, 40)}"
            msgs.append(_call(cid, "get_product_details", {"product_id": pid}))
            variants = {
                f"{pid}-{k}": {"item_id": f"{pid}-{k}", "options": {"color": "red"}}
                for k in range(4)
            }
            msgs.append(
                _tool(cid, "get_product_details", {"product_id": pid, "variants": variants})
            )
        else:
            oid = f"#W{rng.randint(1, 40)}"
            msgs.append(_call(cid, "get_order_details", {"order_id": oid}))
            msgs.append(_tool(cid, "get_order_details", {**order, "order_id": oid}))
    product = {
        "product_id": "P0",
        "variants": {"111": {"item_id": "111", "options": {"color": "red"}}},
    }
    msgs.append(_call("z", "get_product_details", {"product_id": "P0"}))
    msgs.append(_tool("z", "get_product_details", product))
    msgs.append({"role": "assistant", "content": "It is the blue one."})
    case = {
        "id": "IO",
        "operator": "ItemOption",
        "domain": "tau_retail",
        "cluster": "item:111",
        "control": False,
        "params": {
            "order_id": "#W0",
            "item_id": "111",
            "product_id": "P0",
            "option": "color",
            "original_value": "red",
            "injected_value": "blue",
        },
    }
    return {
        "format": "sscb.run/1",
        "run_id": f"io-{n_events}",
        "case": case,
        "messages": msgs,
        "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]},
    }


def _as_run(raw: dict[str, Any]) -> Run:
    _, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "bench")


def scaling(all_plans: dict[str, Plan], sizes: list[int]) -> None:
    print("(b) time per event vs ledger length (evaluation only; must stay flat; step budget")
    print("    raised: the longest runs are beyond the 5,000,000 steps of one run)")
    print(f"{'events':>8} {'WriteEffect us/event':>22} {'ItemOption us/event':>22}")
    base: dict[str, float] = {}
    for n in sizes:
        row = []
        for name, make in (("WriteEffect", synthetic_we), ("ItemOption", synthetic_io)):
            run = _as_run(make(n))
            reps = max(1, 20_000 // n)
            start = time.perf_counter()
            for _ in range(reps):  # a budget that does not stop the 100,000-event runs
                rec = evaluate_counted(all_plans[name], run, budget=10**9)[0]
            per = (time.perf_counter() - start) / reps / n * 1e6
            assert rec.error is None and isinstance(rec.t_e, int), rec
            base.setdefault(name, per)
            row.append(f"{per:10.2f} ({per / base[name]:4.2f}x)")
        print(f"{n:>8} {row[0]:>22} {row[1]:>22}")


# ---------------------------------------------------------------- (a) throughput


@attrs.frozen
class Throughput:
    """One throughput measurement: runs, floor (median), one process, default pool (median)."""

    runs: int
    errors: int
    floors: tuple[float, ...]
    single: float
    pooled: tuple[float, ...]

    @property
    def floor(self) -> float:
        return statistics.median(self.floors)

    @property
    def pool(self) -> float:
        return statistics.median(self.pooled)


def _replicated(faulted: list[dict[str, Any]], n_runs: int, path: Path) -> None:
    """``n_runs`` runs cycling through ``faulted``, each replica's agent text made unique."""
    lines = [json.dumps(r) for r in faulted]
    with path.open("w") as fh:
        for i in range(n_runs):
            raw = json.loads(lines[i % len(lines)])
            raw["run_id"] = f"{raw['run_id']}-x{i}"
            # Make every replica's agent text unique, so that no cache can carry work from one
            # replica to the next: each run costs what a new run would.
            for m in raw["messages"]:
                if m.get("role") == "assistant" and isinstance(m.get("content"), str):
                    m["content"] += f" [replica {i}]"
            fh.write(json.dumps(raw) + "\n")


def parse_floor(data: bytes) -> float:
    """Seconds to ``orjson.loads`` every line and the JSON inside every tool message."""
    start = time.perf_counter()
    for line in data.splitlines():
        obj = orjson.loads(line)
        for m in obj["messages"]:
            if m.get("role") == "tool":
                with contextlib.suppress(orjson.JSONDecodeError):
                    orjson.loads(m["content"])
    return time.perf_counter() - start


def measure(faulted: list[dict[str, Any]], n_runs: int, pooled_runs: int = 2) -> Throughput:
    """Floor, one process and default pool on ``n_runs`` replicated runs.

    This machine's speed drifts by tens of percent between seconds: the floor is measured
    before, between and after the engine runs, and ratios use the medians.
    """
    from sscb_dsl.engine.pipeline import evaluate_paths

    with tempfile.TemporaryDirectory() as tmp:
        path, out = Path(tmp) / "runs.jsonl", Path(tmp) / "rec.jsonl"
        _replicated(faulted, n_runs, path)
        data = path.read_bytes()

        def floor() -> float:
            return parse_floor(data)

        def engine(jobs: int | None) -> tuple[float, Any]:
            start = time.perf_counter()
            summary = evaluate_paths([], [path], out, jobs=jobs)
            return time.perf_counter() - start, summary

        floors = [floor()]
        single, summary = engine(1)
        one = out.read_bytes()
        pooled = []
        for _ in range(pooled_runs):
            floors.append(floor())
            pooled.append(engine(None)[0])
            assert out.read_bytes() == one, "records differ between one process and the pool"
        floors.append(floor())
    return Throughput(summary.runs, summary.errors, tuple(floors), single, tuple(pooled))


def throughput(n_runs: int, per_operator: int) -> None:
    """(a) on the real mix of operators, then (unless ``per_operator`` is 0) on each alone."""
    faulted = _faulted_real_runs()
    if not faulted:
        print("(a) skipped: no real data or no injection available")
        return
    t = measure(faulted, n_runs)
    ops = sorted({r["case"]["operator"] for r in faulted})
    print(f"(a) {t.runs} faulted real runs ({len(faulted)} distinct (run, case) pairs of")
    print(f"    {', '.join(ops)}, replicated); {t.errors} error records")
    rates = ", ".join(f"{n_runs / f:.0f}" for f in t.floors)
    print(f"    floor (orjson incl. tool JSON), median: {n_runs / t.floor:7.0f} runs/s ({rates})")
    print(f"    sscb eval, one process:        {t.single:7.2f} s  {n_runs / t.single:9.0f} runs/s")
    cores = os.cpu_count() or 1
    print(
        f"    sscb eval, default pool ({cores}):   {t.pool:7.2f} s  "
        f"{n_runs / t.pool:9.0f} runs/s (median of {len(t.pooled)})"
    )
    print(
        f"    engine throughput / floor throughput = {t.floor / t.single:.3f} one process, "
        f"{t.floor / t.pool:.3f} default pool (target >= 0.333)"
    )
    if not per_operator:
        return
    print(f"    each operator alone ({per_operator} runs each; runs/s; ratio to the floor):")
    print(
        f"    {'operator':17} {'pairs':>5} {'floor':>7} {'one proc':>9} {'pool':>7}"
        f" {'ratio 1':>8} {'ratio pool':>10}"
    )
    for op in ops:
        mine = [r for r in faulted if r["case"]["operator"] == op]
        t = measure(mine, per_operator, pooled_runs=1)
        n = per_operator
        print(
            f"    {op:17} {len(mine):>5} {n / t.floor:7.0f} {n / t.single:9.0f} {n / t.pool:7.0f}"
            f" {t.floor / t.single:8.3f} {t.floor / t.pool:10.3f}"
        )


def _faulted_real_runs() -> list[dict[str, Any]]:
    """Every applicable stdlib case replay-injected into every real run (see real_distribution)."""
    import real_distribution as rd

    from sscb_dsl.inject import compile_fault, replay

    if not rd.airline_path().exists() or not rd.retail_path().exists():
        return []
    library, _ = load_library()
    specs = {n: compile_fault(op, library.domain_of(op)) for n, op in library.operators.items()}
    db = rd.shared_data() / "tau-bench" / "airline"
    out = []
    for run, cases in rd.all_pairs([rd.airline_path(), rd.retail_path()]):
        for case in cases:
            out.append(replay(run, case, specs[case.operator], db=db).run)
    return out


def requirement_row(n_runs: int) -> None:
    """(d) Requirement contracts on the clean real runs, replicated, against the parse floor."""
    import real_distribution as rd

    from sscb_dsl.engine.kinds.pipeline import KindPlans, audit
    from sscb_dsl.inject.runs import messages_of
    from sscb_dsl.ledger.read import read_runs

    if not rd.airline_path().exists() or not rd.retail_path().exists():
        print("(d) skipped: no real data")
        return
    clean = []
    for path in (rd.airline_path(), rd.retail_path()):
        for item in read_runs([path]):
            if isinstance(item, Run):
                raw = {"format": "sscb.run/1", "run_id": item.ledger.run_id}
                clean.append({**raw, "messages": messages_of(item.ledger)})
    plans = KindPlans()
    plans.plans = [p for p in plans.plans if p[0] == "requirement"]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "runs.jsonl"
        _replicated(clean, n_runs, path)
        data = path.read_bytes()

        def floor() -> float:
            return parse_floor(data)

        floors = [floor()]
        start = time.perf_counter()
        records = sum(1 for _ in audit(read_runs([path]), plans))
        engine = time.perf_counter() - start
        floors.append(floor())
    f = statistics.median(floors)
    print(
        f"(d) requirement contracts ({len([p for p in plans.plans])} of the stdlib) on "
        f"{n_runs} clean real runs (300 distinct, replicated): {records} records"
    )
    print(
        f"    floor {n_runs / f:7.0f} runs/s; sscb audit (requirements), one process "
        f"{n_runs / engine:7.0f} runs/s; ratio to the floor {f / engine:.3f}"
    )


INVARIANT_RULE = """
raise "readback" if:
    (ack: ToolOutput) -> (r: ToolOutput)
    ack is tool:update_reservation_flights
    r is tool:get_reservation_details
    "R0" in ack.content
    "R0" in r.content
    not ("HAT999" in r.content)
"""

INVARIANT_SCRIPT = """
import json, os, sys, time
os.environ["INVARIANT_MAX_ITERATIONS"] = "1000000000"
from invariant.analyzer import LocalPolicy
policy = LocalPolicy.from_string(sys.argv[1])
traces = [json.loads(line) for line in open(sys.argv[2])]
policy.analyze(traces[0])  # warm-up, untimed (sscb is warmed up the same way)
start = time.perf_counter()
found = sum(1 for t in traces if policy.analyze(t).errors)
print(json.dumps({"seconds": time.perf_counter() - start, "found": found}))
"""


def _invariant_messages(raw: dict[str, Any]) -> list[dict[str, Any]]:
    """The run's messages with tool results named, as Invariant's trace format expects."""
    names: dict[str, str] = {}
    out = []
    for m in raw["messages"]:
        m = dict(m)
        calls = []
        for tc in m.get("tool_calls") or []:
            names[tc["id"]] = tc["function"]["name"]
            fn = {
                "name": tc["function"]["name"],
                "arguments": json.loads(tc["function"]["arguments"]),
            }
            calls.append({"id": tc["id"], "type": "function", "function": fn})
        if calls:
            m["tool_calls"] = calls
        if m["role"] == "tool":
            m.setdefault("name", names.get(m["tool_call_id"], ""))
        out.append(m)
    return out


def invariant(all_plans: dict[str, Plan], python: str | None, sizes: list[int]) -> None:
    """(c) The WriteEffect read-back join as an Invariant rule vs sscb, same traces."""
    import subprocess

    exe = python or sys.executable
    probe = subprocess.run(
        [exe, "-c", "import invariant.analyzer"], capture_output=True, text=True, check=False
    )
    if probe.returncode != 0:
        print("(c) skipped: invariant-ai is not installed (give --invariant-python PATH)")
        return
    print("(c) the same two-observation join: Invariant rule vs sscb (WriteEffect read-back)")
    print(f"{'events':>8} {'runs':>5} {'Invariant s':>12} {'sscb s':>10} {'ratio':>8}")
    for n in sizes:
        runs = [synthetic_we(n, seed=k) for k in range(5)]
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "traces.jsonl"
            path.write_text("\n".join(json.dumps(_invariant_messages(r)) for r in runs))
            done = subprocess.run(
                [exe, "-c", INVARIANT_SCRIPT, INVARIANT_RULE, str(path)],
                capture_output=True,
                text=True,
                check=False,
                env={**os.environ, "LOCAL_POLICY": "1"},
            )
        if done.returncode != 0:
            print(f"{n:>8} Invariant failed: {done.stderr.strip().splitlines()[-1:]}")
            continue
        inv = json.loads(done.stdout.strip().splitlines()[-1])
        parsed = [_as_run(r) for r in runs]
        evaluate_run(all_plans["WriteEffect"], parsed[0])  # warm-up, untimed
        start = time.perf_counter()
        found = sum(isinstance(evaluate_run(all_plans["WriteEffect"], r).t_e, int) for r in parsed)
        ours = time.perf_counter() - start
        assert found == inv["found"] == len(runs), (found, inv)
        ratio = inv["seconds"] / ours
        print(f"{n:>8} {len(runs):>5} {inv['seconds']:>12.3f} {ours:>10.4f} {ratio:>7.0f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20_000)
    parser.add_argument(
        "--per-operator-runs",
        type=int,
        default=10_000,
        help="runs per operator for the per-operator rows of (a); 0 skips them",
    )
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    parser.add_argument("--invariant-python", help="a Python that has invariant-ai installed")
    args = parser.parse_args()
    all_plans = plans()
    sizes = [100, 1_000, 10_000] if args.quick else [100, 1_000, 10_000, 100_000]
    scaling(all_plans, sizes)
    throughput(2_000 if args.quick else args.runs, 1_000 if args.quick else args.per_operator_runs)
    requirement_row(2_000 if args.quick else args.runs)
    invariant(all_plans, args.invariant_python, [100] if args.quick else [100, 200, 400])


if __name__ == "__main__":
    main()
