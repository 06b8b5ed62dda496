"""Every applicable stdlib case on every real run: replay-inject, evaluate, print the distribution.

For each of the 200 real gpt-4o airline runs (tau-bench) and the 100 real retail runs
(AgentRx), the cases are derived from the run itself:

- ReturnDate: each round-trip reservation the run reads; its return leg (the first leg departing
  from the reservation's destination) moved to the day before the outbound departure.
- PaySource: each user whose record (payment methods) the run reads; the method the run pays with
  (else the first credit card, else the first method) flipped to another category.
- WriteEffect / WriteEffectRetail: each distinct successful write of any write tool and each
  record field it changes (flights, cabin, baggage, passengers, status; items, address,
  payment, status).
- ItemOption: each order item in an order the run reads whose product (the run's product read,
  else tau-bench's product database) has a variant with another value for one of its options.

The cases go through ``sscb inject --replay`` and ``sscb eval`` (the click commands, in process),
one faulted run per (run, case) pair; the script checks that there is exactly one record per
pair and no error record, prints arrival and adoption per operator, and lists every
``undecidable`` with the event that made it so.

Replayed recordings keep the agent's original behaviour: the agent never saw v', so its uses
of v are coincidental and adoption on replay says little about agents (it mostly measures how
often a recorded run happens to act on the state the fault misreports).

Usage: python bench/real_distribution.py [--out DIR] [--quiet]
Inputs: ../shared/data (or $SSCB_SHARED_DATA).
"""

from __future__ import annotations

import argparse
import collections
import datetime as _dt
import json
import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sscb_dsl.ledger.model import Case, Run  # noqa: E402
from sscb_dsl.ledger.read import read_runs  # noqa: E402

OPERATORS = ("ReturnDate", "PaySource", "WriteEffect", "WriteEffectRetail", "ItemOption")
FLIP = {"credit_card": "gift_card", "gift_card": "credit_card", "certificate": "gift_card"}


def shared_data() -> Path:
    """The shared data folder (``$SSCB_SHARED_DATA`` or ``../shared/data``)."""
    env = os.environ.get("SSCB_SHARED_DATA")
    return Path(env) if env else ROOT.parent / "shared" / "data"


def airline_path() -> Path:
    """The 200 real gpt-4o airline runs."""
    return shared_data() / "tau-bench" / "historical_trajectories" / "gpt-4o-airline.json"


def retail_path() -> Path:
    """The 100 real retail runs (AgentRx)."""
    return shared_data() / "agentrx-tau-retail" / "tau_dataset_full.json"


def _ok_reads(run: Run, tool: str) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(call arguments, parsed result) of every successful observation of ``tool``."""
    for obs in run.ledger.observations_by_tool(tool):
        if obs.is_error or not isinstance(obs.value, dict) or not obs.call or not obs.call.args:
            continue
        yield obs.call.args, obs.value


def _case(cid: str, operator: str, domain: str, cluster: str, params: dict[str, Any]) -> Case:
    return Case(cid, operator, domain, cluster, False, params)


def return_date_cases(run: Run) -> list[Case]:
    """One case per round-trip reservation the run reads (return leg before the outbound)."""
    out: dict[str, Case] = {}
    for args, v in _ok_reads(run, "get_reservation_details"):
        rid = str(args.get("reservation_id"))
        if rid in out or v.get("flight_type") != "round_trip" or v.get("reservation_id") != rid:
            continue
        flights = v.get("flights") or []
        back = [i for i, g in enumerate(flights) if i > 0 and g.get("origin") == v["destination"]]
        if not back:
            continue
        outbound = _dt.date.fromisoformat(flights[0]["date"])
        injected = (outbound - _dt.timedelta(days=1)).isoformat()
        params = {
            "reservation_id": rid,
            "leg_index": back[0],
            "original_date": flights[back[0]]["date"],
            "injected_date": injected,
        }
        out[rid] = _case(f"RD-{rid}", "ReturnDate", "tau_airline", f"reservation:{rid}", params)
    return list(out.values())


def _paid_with(run: Run) -> list[str]:
    """Payment ids the run's calls pay with, in call order."""
    ids: list[str] = []
    for call in run.ledger.calls:
        a = call.args or {}
        if isinstance(a.get("payment_id"), str):
            ids.append(a["payment_id"])
        for p in a.get("payment_methods") or []:
            if isinstance(p, dict) and isinstance(p.get("payment_id"), str):
                ids.append(p["payment_id"])
    return ids


def pay_source_cases(run: Run) -> list[Case]:
    """One case per user the run reads: the method it pays with, else a credit card, flipped."""
    out: dict[str, Case] = {}
    paid = _paid_with(run)
    for args, v in _ok_reads(run, "get_user_details"):
        uid = str(args.get("user_id"))
        methods = v.get("payment_methods")
        if uid in out or not isinstance(methods, dict) or not methods:
            continue
        used = [p for p in paid if p in methods]
        cards = [k for k in sorted(methods) if methods[k].get("source") == "credit_card"]
        pid = (used or cards or sorted(methods))[0]
        source = methods[pid].get("source")
        if source not in FLIP:
            continue
        params = {
            "user_id": uid,
            "payment_id": pid,
            "original_source": source,
            "injected_source": FLIP[source],
        }
        out[uid] = _case(f"PS-{uid}", "PaySource", "tau_airline", f"user:{uid}", params)
    return list(out.values())


_RESERVATION_TOOLS = ("get_reservation_details", "update_reservation_flights")


def _prior(run: Run, rid: str, before: int, db: dict[str, Any]) -> dict[str, Any] | None:
    """The reservation as the run last showed it before step ``before`` (else the database)."""
    shown = None
    for obs in run.ledger.observations:
        if obs.step >= before or obs.is_error or not isinstance(obs.value, dict):
            continue
        if obs.name in _RESERVATION_TOOLS and obs.value.get("reservation_id") == rid:
            shown = obs.value
    return shown if shown is not None else db.get(rid)


# The record field each write tool changes (WriteEffect / WriteEffectRetail `field`), and the
# argument naming the written record (`key`).
WRITES = {
    "update_reservation_flights": ("WriteEffect", "reservation_id", ("flights", "cabin")),
    "update_reservation_baggages": ("WriteEffect", "reservation_id", ("total_baggages",)),
    "update_reservation_passengers": ("WriteEffect", "reservation_id", ("passengers",)),
    "cancel_reservation": ("WriteEffect", "reservation_id", ("status",)),
    "cancel_pending_order": ("WriteEffectRetail", "order_id", ("status",)),
    "modify_pending_order_address": ("WriteEffectRetail", "order_id", ("address",)),
    "modify_pending_order_items": ("WriteEffectRetail", "order_id", ("items",)),
    "modify_pending_order_payment": ("WriteEffectRetail", "order_id", ("payment_history",)),
    "modify_user_address": ("WriteEffectRetail", "user_id", ("address",)),
    "return_delivered_order_items": ("WriteEffectRetail", "order_id", ("status",)),
    "exchange_delivered_order_items": ("WriteEffectRetail", "order_id", ("status",)),
}


def write_effect_cases(run: Run, db: dict[str, Any]) -> list[Case]:
    """One case per distinct successful write and each field it changes (WriteEffect on every
    write tool; a flights update that keeps the flights and changes the cabin is a cabin case,
    when its acknowledgement shows the new cabin: tau-bench's never does, so there are none).
    Flight updates are compared with the reservation as last shown before the call."""
    out: dict[str, Case] = {}
    for msg in run.ledger.messages:
        for call in msg.tool_calls:
            spec = WRITES.get(call.name)
            obs = run.ledger.observation_for(call)
            a = call.args
            if (
                spec is None
                or obs is None
                or obs.is_error
                or not a
                or not isinstance(obs.value, dict)
            ):
                continue
            operator, key_arg, fields = spec
            key = str(a.get(key_arg))
            changed = list(fields)
            if call.name == "update_reservation_flights":
                prior = _prior(run, key, obs.step, db)
                if prior is None:
                    continue
                legs = [
                    {"flight_number": g["flight_number"], "date": g["date"]} for g in a["flights"]
                ]
                was = [
                    {"flight_number": g["flight_number"], "date": g["date"]}
                    for g in prior["flights"]
                ]
                changed = [
                    f
                    for f, diff in (
                        ("flights", legs != was),
                        # tau-bench keeps the old cabin (docs/simulator.md): the write does
                        # not change it, so suppressing it is no fault (EV011)
                        ("cabin", obs.value.get("cabin", prior.get("cabin")) != prior.get("cabin")),
                    )
                    if diff
                ]
            prior = _prior(run, key, obs.step, db) if key_arg == "reservation_id" else None
            for field in changed:
                if field not in obs.value:
                    continue
                if prior is not None and obs.value[field] == prior.get(field):
                    continue  # the write leaves the field as it was: no fault to suppress (EV011)
                ident = json.dumps([call.name, field, a], sort_keys=True)
                if ident in out:
                    continue
                params = {"tool": call.name, "key": key, "field": field, "request": dict(a)}
                tag = "WE" if operator == "WriteEffect" else "WR"
                n = sum(c.operator == operator for c in out.values()) + 1
                cid = f"{tag}-{field}-{key.lstrip('#')}-{n}"
                domain = "tau_airline" if operator == "WriteEffect" else "tau_retail"
                cluster = f"{key_arg.removesuffix('_id')}:{key}"
                out[ident] = _case(cid, operator, domain, cluster, params)
    return list(out.values())


def item_option_cases(run: Run, products: dict[str, Any]) -> list[Case]:
    """One case per order item the run reads with an alternative option value in its product."""
    seen = {
        v.get("product_id"): v
        for _, v in _ok_reads(run, "get_product_details")
        if isinstance(v.get("variants"), dict)
    }
    out: dict[tuple[str, str], Case] = {}
    for args, v in _ok_reads(run, "get_order_details"):
        oid = str(args.get("order_id"))
        if v.get("order_id") != oid:
            continue
        for item in v.get("items") or []:
            key = (oid, item["item_id"])
            product = seen.get(item["product_id"]) or products.get(item["product_id"])
            if key in out or product is None:
                continue
            for option, value in sorted(item["options"].items()):
                others = sorted(
                    {
                        str(var["options"][option])
                        for var in product["variants"].values()
                        if option in var["options"] and var["options"][option] != value
                    }
                )
                if others:
                    params = {
                        "order_id": oid,
                        "item_id": item["item_id"],
                        "product_id": item["product_id"],
                        "option": option,
                        "original_value": value,
                        "injected_value": others[0],
                    }
                    cid = f"IO-{oid.lstrip('#')}-{item['item_id']}"
                    out[key] = _case(cid, "ItemOption", "tau_retail", f"order:{oid}", params)
                    break
    return list(out.values())


def derive(run: Run, dbs: dict[str, Any]) -> list[Case]:
    """Every applicable case of the run, airline or retail by the tools it calls."""
    names = {c.name for c in run.ledger.calls}
    if "get_order_details" in names or "get_product_details" in names:
        return item_option_cases(run, dbs["products"]) + write_effect_cases(run, {})
    rd, ps = return_date_cases(run), pay_source_cases(run)
    return rd + ps + write_effect_cases(run, dbs["reservations"])


def load_dbs() -> dict[str, Any]:
    """tau-bench's retail products and airline reservations (the initial database)."""
    tau = shared_data() / "tau-bench"
    return {
        "products": json.loads((tau / "retail" / "products.json").read_text(encoding="utf-8")),
        "reservations": json.loads(
            (tau / "airline" / "reservations.json").read_text(encoding="utf-8")
        ),
    }


def all_pairs(paths: Iterable[Path]) -> list[tuple[Run, list[Case]]]:
    """(run, its derived cases) for every readable run of ``paths``."""
    dbs = load_dbs()
    out = []
    for path in paths:
        for item in read_runs([path]):
            if isinstance(item, Run):
                out.append((item, derive(item, dbs)))
    return out


def _case_toml(case: Case) -> dict[str, Any]:
    return {
        "id": case.id,
        "operator": case.operator,
        "domain": case.domain,
        "cluster": case.cluster,
        "control": case.control,
        "params": case.params,
    }


def _split_runs(path: Path, into: Path) -> dict[str, Path]:
    """Write each tau-bench result of ``path`` to its own file; run id -> file."""
    out = {}
    into.mkdir(parents=True, exist_ok=True)
    for item in json.loads(path.read_text(encoding="utf-8")):
        rid = f"task-{item['task_id']}-trial-{item['trial']}"
        target = into / f"{rid}.json"
        target.write_text(json.dumps([item]), encoding="utf-8")
        out[rid] = target
    return out


def run_cli(batches: list[tuple[Path, list[tuple[Run, list[Case]]]]], work: Path) -> Path:
    """``sscb inject --replay`` per run (all its cases) and one ``sscb eval``; the records."""
    from click.testing import CliRunner

    from sscb_dsl.cli.evaluate import eval_cmd
    from sscb_dsl.cli.inject import inject

    runner = CliRunner()
    faulted = work / "faulted"
    faulted.mkdir(parents=True, exist_ok=True)
    for path, pairs in batches:
        files = _split_runs(path, work / "clean" / path.stem)
        for run, cases in pairs:
            if not cases:
                continue
            db = _db_for(cases[0])
            rid = run.ledger.run_id
            case_file = work / "cases" / path.stem / f"{rid}.toml"
            case_file.parent.mkdir(parents=True, exist_ok=True)
            case_file.write_text("\n".join(_toml_case(c) for c in cases), encoding="utf-8")
            args = ["--replay", str(files[rid]), "--case", str(case_file), "--db", str(db)]
            args += ["-o", str(faulted / f"{path.stem}-{rid}.jsonl")]
            res = runner.invoke(inject, args)
            if res.exit_code != 0:
                raise SystemExit(f"sscb inject failed for {rid}: {res.output}")
    records = work / "records.jsonl"
    res = runner.invoke(eval_cmd, [str(faulted), "-o", str(records), "-q", "-j", "2"])
    if res.exit_code != 0:
        raise SystemExit(f"sscb eval failed: {res.output}")
    return records


def _db_for(case: Case) -> Path:
    """The tau-bench database folder of a case's domain (the prior value of a suppressed write)."""
    return shared_data() / "tau-bench" / ("retail" if case.domain == "tau_retail" else "airline")


def run_api(batches: list[tuple[Path, list[tuple[Run, list[Case]]]]]) -> list[dict[str, Any]]:
    """The same pairs through the Python API (``replay`` + ``evaluate_run``): the records."""
    from sscb_dsl.api import load_library
    from sscb_dsl.engine.evaluate import evaluate_run
    from sscb_dsl.engine.plan import build_plan
    from sscb_dsl.engine.record import record_to_dict
    from sscb_dsl.inject import compile_fault, replay
    from sscb_dsl.ledger.formats import sscb_run

    library, _ = load_library()
    ops = {n: (op, library.domain_of(op)) for n, op in library.operators.items()}
    specs = {n: compile_fault(*v) for n, v in ops.items()}
    plans = {n: build_plan(*v) for n, v in ops.items()}
    out = []
    for _, pairs in batches:
        for run, cases in pairs:
            for case in cases:
                done = replay(run, case, specs[case.operator], db=_db_for(case))
                _, ledger, ev, config, rep = sscb_run(json.loads(json.dumps(done.run)))
                record = evaluate_run(plans[case.operator], Run(ledger, ev, config, rep))
                out.append(record_to_dict(record))
    return out


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {_toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"no TOML for {v!r}")


def _toml_case(case: Case) -> str:
    data = _case_toml(case)
    lines = ["[[cases]]"]
    for k in ("id", "operator", "domain", "cluster", "control"):
        lines.append(f"{k} = {_toml_value(data[k])}")
    lines.append("[cases.params]")
    for k, v in case.params.items():
        lines.append(f"{json.dumps(k)} = {_toml_value(v)}")
    return "\n".join(lines) + "\n"


def distribution(records: list[dict[str, Any]]) -> dict[str, dict[str, collections.Counter[str]]]:
    """Per operator: counters of triggered, arrival, adoption, T_S kind."""
    out: dict[str, dict[str, collections.Counter[str]]] = {}
    for r in records:
        d = out.setdefault(r["operator"], collections.defaultdict(collections.Counter))
        d["cases"]["n"] += 1
        d["triggered"][str(r["triggered"]).lower()] += 1
        if not r["triggered"]:
            continue
        ts = r["t_s"]
        d["t_s"]["step" if isinstance(ts, int) else ts] += 1
        te = r["t_e"]
        d["t_e"]["step" if isinstance(te, int) else te] += 1
        d["arrival"][r["arrival"] or "n/a (no use)"] += 1
        d["adopted"][r["adopted"]] += 1
    return out


def undecidable_reasons(record: dict[str, Any]) -> list[str]:
    """Why each undecidable quantity of a record is undecidable: the unresolved events."""
    out = []
    if record["t_e"] == "undecidable":
        out.append("T_E: an uncertain counterevidence assignment")
    unresolved = [u for u in record["uses"] if u["verdict"] == "unresolved"]
    undecided = [k for k in ("t_s", "t_u", "adopted") if record[k] == "undecidable"]
    if undecided:
        for u in unresolved:
            text = " ".join(u["text"].split())[:150]
            out.append(f"{'/'.join(undecided)}: step {u['step']} {u['rule']} unresolved: {text!r}")
        if not unresolved:
            out.append(f"{'/'.join(undecided)}: incomplete trace")
    return out


def report(records: list[dict[str, Any]], quiet: bool = False) -> str:
    """The printed distribution and the undecidable explanations."""
    lines = []
    dist = distribution(records)
    for op in OPERATORS:
        if op not in dist:
            continue
        d = dist[op]
        lines.append(f"{op}: {d['cases']['n']} (run, case) pairs")
        for key in ("triggered", "t_e", "t_s", "arrival", "adopted"):
            parts = ", ".join(f"{k} {v}" for k, v in sorted(d[key].items()))
            lines.append(f"  {key:<9} {parts}")
    if not quiet:
        lines.append("")
        lines.append("undecidable, explained:")
        for r in records:
            for why in undecidable_reasons(r):
                lines.append(f"  {r['run_id']}: {why}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Derive, inject, evaluate, check one record per pair, print the distribution."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="keep the faulted runs and records here")
    ap.add_argument("--quiet", action="store_true", help="no undecidable explanations")
    ap.add_argument("--api", action="store_true", help="Python API instead of the CLI (faster)")
    ns = ap.parse_args(argv)
    batches = [(p, all_pairs([p])) for p in (airline_path(), retail_path())]
    expected = {f"{c.id}@{r.ledger.run_id}" for _, pairs in batches for r, cs in pairs for c in cs}
    if ns.api:
        records = run_api(batches)
        if ns.out is not None:  # the records only (the CLI path also keeps cases and runs)
            ns.out.mkdir(parents=True, exist_ok=True)
            text = "".join(json.dumps(r, sort_keys=True) + "\n" for r in records)
            (ns.out / "records.jsonl").write_text(text, encoding="utf-8")
    else:
        with tempfile.TemporaryDirectory() as tmp:
            work = ns.out or Path(tmp)
            records_path = run_cli(batches, work)
            records = [json.loads(line) for line in records_path.read_text().splitlines() if line]
    ids = [r["run_id"] for r in records]
    assert len(ids) == len(set(ids)) == len(expected) and set(ids) == expected, "pairs"
    errors = [r for r in records if r["error"]]
    print(
        f"{len(batches[0][1])} airline runs, {len(batches[1][1])} retail runs, "
        f"{len(records)} (run, case) pairs, {len(records)} records, {len(errors)} error records"
    )
    for r in errors:
        print(f"  error {r['run_id']}: {r['error']}")
    print(report(records, ns.quiet))
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
