"""Replay injection into real runs: the value lands exactly at the site, nothing else changes.

Cases are derived from the runs themselves (a reservation, user or order the run reads), so each
test covers every real run a case applies to, not one hand-picked example.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
from click.testing import CliRunner

from sscb_dsl.cli.inject import inject
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.inject import Injected, compile_fault, load_operator, messages_of, replay
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Case, Observation, Run
from sscb_dsl.ledger.read import read_runs


@functools.lru_cache(maxsize=4)
def _runs(path: Path) -> tuple[Run, ...]:
    out = [r for r in read_runs([path]) if isinstance(r, Run)]
    return tuple(out)


@functools.lru_cache(maxsize=8)
def _plan(name: str) -> Plan:
    return build_plan(*load_operator(name))


def _spec(name: str) -> Any:
    return compile_fault(*load_operator(name))


def diff(a: Any, b: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Paths where two JSON values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                yield (*path, k)
            else:
                yield from diff(a[k], b[k], (*path, k))
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from diff(x, y, (*path, i))
    elif a != b or type(a) is not type(b):
        yield path


def changed_messages(run: Run, injected: Injected) -> dict[int, list[tuple[Any, ...]]]:
    """Message index -> JSON paths changed in that message's content; other keys must match."""
    clean = messages_of(run.ledger)
    faulted = injected.run["messages"]
    assert len(clean) == len(faulted)
    out: dict[int, list[tuple[Any, ...]]] = {}
    for i, (c, f) in enumerate(zip(clean, faulted, strict=True)):
        assert {k: v for k, v in c.items() if k != "content"} == {
            k: v for k, v in f.items() if k != "content"
        }
        if c["content"] != f["content"]:
            out[i] = list(diff(json.loads(c["content"]), json.loads(f["content"])))
    return out


def evaluate(injected: Injected, plan: Plan) -> Any:
    _, ledger, ev, config, rep = sscb_run(json.loads(json.dumps(injected.run)))
    return evaluate_run(plan, Run(ledger, ev, config, rep))


def _reads(run: Run, tool: str, arg: str, key: str) -> list[Observation]:
    return [
        o
        for o in run.ledger.observations_by_tool(tool)
        if o.call and o.call.args and o.call.args.get(arg) == key and isinstance(o.value, dict)
    ]


# ---------------------------------------------------------------- case derivation


def return_date_case(run: Run) -> Case | None:
    """The first round trip the run reads: its last leg moved to the day before the outbound."""
    for obs in run.ledger.observations_by_tool("get_reservation_details"):
        v = obs.value
        if not isinstance(v, dict) or v.get("flight_type") != "round_trip":
            continue
        flights = v.get("flights") or []
        if len(flights) < 2 or flights[0]["date"] <= "2024-05-01":
            continue
        day = int(flights[0]["date"][-2:]) - 1
        return Case(
            f"RD-{v['reservation_id']}",
            "ReturnDate",
            "tau_airline",
            f"reservation:{v['reservation_id']}",
            False,
            {
                "reservation_id": v["reservation_id"],
                "leg_index": len(flights) - 1,
                "original_date": flights[-1]["date"],
                "injected_date": f"2024-05-{day:02d}",
            },
        )
    return None


def pay_source_case(run: Run) -> Case | None:
    """The first credit card the run sees in a user's record, flipped to a gift card."""
    for obs in run.ledger.observations_by_tool("get_user_details"):
        v = obs.value
        if not isinstance(v, dict) or not obs.call or not obs.call.args:
            continue
        for pid, pm in sorted((v.get("payment_methods") or {}).items()):
            if pm.get("source") == "credit_card":
                user = obs.call.args["user_id"]
                return Case(
                    f"PS-{user}",
                    "PaySource",
                    "tau_airline",
                    f"user:{user}",
                    False,
                    {
                        "user_id": user,
                        "payment_id": pid,
                        "original_source": "credit_card",
                        "injected_source": "gift_card",
                    },
                )
    return None


def write_effect_case(run: Run) -> Case | None:
    """The run's first successful flight update, as a WriteEffect request."""
    for call in run.ledger.calls_by_tool("update_reservation_flights"):
        obs = run.ledger.observation_for(call)
        if obs is None or obs.is_error or not call.args:
            continue
        a = call.args
        return Case(
            f"WE-{a['reservation_id']}",
            "WriteEffect",
            "tau_airline",
            f"reservation:{a['reservation_id']}",
            False,
            {
                "tool": "update_reservation_flights",
                "key": a["reservation_id"],
                "field": "flights",
                "request": dict(a),
            },
        )
    return None


def item_option_case(run: Run) -> Case | None:
    """An order item whose product the run also reads: its option set to another variant's."""
    products = {
        o.value.get("product_id"): o.value
        for o in run.ledger.observations_by_tool("get_product_details")
        if isinstance(o.value, dict)
    }
    for obs in run.ledger.observations_by_tool("get_order_details"):
        v = obs.value
        if not isinstance(v, dict):
            continue
        for item in v.get("items") or []:
            product = products.get(item["product_id"])
            if product is None:
                continue
            for option, value in sorted(item["options"].items()):
                others = sorted(
                    {
                        var["options"].get(option)
                        for var in product["variants"].values()
                        if var["options"].get(option) not in (None, value)
                    }
                )
                if others:
                    return Case(
                        f"IO-{item['item_id']}",
                        "ItemOption",
                        "tau_retail",
                        f"order:{v['order_id']}",
                        False,
                        {
                            "order_id": v["order_id"],
                            "item_id": item["item_id"],
                            "product_id": item["product_id"],
                            "option": option,
                            "original_value": value,
                            "injected_value": others[0],
                        },
                    )
    return None


# ---------------------------------------------------------------- observe faults


def _check_observe(
    runs: tuple[Run, ...],
    operator: str,
    derive: Any,
    tool: str,
    arg: str,
    key_param: str,
    site: Any,
) -> tuple[int, int]:
    """Every applicable run: the site alone changes, persistence covers later reads, T_F."""
    spec, plan = _spec(operator), _plan(operator)
    applied = persisted = 0
    for run in runs:
        case = derive(run)
        if case is None:
            continue
        injected = replay(run, case, spec)
        assert injected.applied, (run.ledger.run_id, injected.notes)
        iv = injected.run["intervention"]
        key = case.params[key_param]
        reads = _reads(run, tool, arg, key)
        first = reads[0]
        assert iv["message_index"] == first.step
        assert iv["tool_call_id"] == first.call.call_id  # type: ignore[union-attr]
        expected = [o.step for o in reads if site(o.value, case) == site(first.value, case)]
        assert iv["altered"] == expected
        persisted += len(expected) > 1
        changes = changed_messages(run, injected)
        assert sorted(changes) == expected
        for step in expected:
            delivered = json.loads(injected.run["messages"][step]["content"])
            assert site(delivered, case) == iv["delivered"]
            assert [site_path(delivered, case, operator)] == changes[step]
        record = evaluate(injected, plan)
        assert record.error is None and record.triggered is True
        assert record.t_f == iv["message_index"]
        applied += 1
    return applied, persisted


def site_path(value: dict[str, Any], case: Case, operator: str) -> tuple[Any, ...]:
    """The JSON path of the operator's site inside a result (what the contract's site says)."""
    p = case.params
    if operator == "ReturnDate":
        return ("flights", p["leg_index"], "date")
    if operator == "PaySource":
        return ("payment_methods", p["payment_id"], "source")
    index = next(i for i, it in enumerate(value["items"]) if it["item_id"] == p["item_id"])
    return ("items", index, "options", p["option"])


def test_return_date_into_real_airline_runs(airline_runs_path: Path) -> None:
    """ReturnDate: the return leg's date moved before the outbound, exactly at the site."""
    runs = _runs(airline_runs_path)

    def site(v: dict[str, Any], case: Case) -> Any:
        return v["flights"][case.params["leg_index"]]["date"]

    applied, persisted = _check_observe(
        runs, "ReturnDate", return_date_case, "get_reservation_details", "reservation_id",
        "reservation_id", site,
    )  # fmt: skip
    assert applied >= 50 and persisted >= 1


def test_return_date_counterevidence_is_co_delivered(airline_runs_path: Path) -> None:
    """The retained outbound leg refutes the moved return date in the same observation."""
    spec, plan = _spec("ReturnDate"), _plan("ReturnDate")
    seen = 0
    for run in _runs(airline_runs_path):
        case = return_date_case(run)
        if case is None:
            continue
        record = evaluate(replay(run, case, spec), plan)
        assert record.t_e == record.t_f
        seen += 1
    assert seen >= 50


def test_pay_source_into_real_airline_runs(airline_runs_path: Path) -> None:
    """PaySource: one payment method's source flipped; its id and everything else kept."""
    runs = _runs(airline_runs_path)

    def site(v: dict[str, Any], case: Case) -> Any:
        return v["payment_methods"][case.params["payment_id"]]["source"]

    applied, _ = _check_observe(
        runs, "PaySource", pay_source_case, "get_user_details", "user_id", "user_id", site
    )
    assert applied >= 90


def test_item_option_into_real_retail_runs(retail_runs_path: Path) -> None:
    """ItemOption: the item's option replaced by another existing variant's value."""
    runs = _runs(retail_runs_path)

    def site(v: dict[str, Any], case: Case) -> Any:
        p = case.params
        item = next(it for it in v["items"] if it["item_id"] == p["item_id"])
        return item["options"][p["option"]]

    applied, persisted = _check_observe(
        runs, "ItemOption", item_option_case, "get_order_details", "order_id", "order_id", site
    )
    assert applied >= 30 and persisted >= 1


# ---------------------------------------------------------------- suppressed writes


def test_write_effect_into_real_airline_runs(airline_runs_path: Path) -> None:
    """WriteEffect: the acknowledgement is kept, later reads of the reservation show old flights."""
    spec, plan = _spec("WriteEffect"), _plan("WriteEffect")
    applied = rewritten = 0
    for run in _runs(airline_runs_path):
        case = write_effect_case(run)
        if case is None:
            continue
        injected = replay(run, case, spec)
        assert injected.applied, (run.ledger.run_id, injected.notes)
        iv = injected.run["intervention"]
        ack = run.ledger.observation_at(iv["message_index"])
        assert ack is not None and ack.name == "update_reservation_flights"
        assert injected.run["messages"][ack.step]["content"] == ack.text
        assert ack.step in iv["altered"]
        rid = case.params["key"]
        prior = [o for o in _reads(run, "get_reservation_details", "reservation_id", rid)]
        prior = [o for o in prior if o.step < ack.step]
        changes = changed_messages(run, injected)
        for step, paths in changes.items():
            assert step > ack.step and step not in iv["altered"]
            assert {p[0] for p in paths} == {"flights"}
            shown = json.loads(injected.run["messages"][step]["content"])
            assert shown["flights"] == prior[-1].value["flights"]
            assert shown["reservation_id"] == rid
        rewritten += len(changes)
        record = evaluate(injected, plan)
        assert record.error is None and record.triggered is True
        assert record.t_f == iv["message_index"]
        applied += 1
    assert applied >= 40 and rewritten >= 10


def test_write_effect_readback_refutes_the_acknowledgement(airline_runs_path: Path) -> None:
    """A read-back of the same reservation after the suppressed write is counterevidence."""
    run = next(r for r in _runs(airline_runs_path) if r.ledger.run_id == "task-19-trial-0")
    case = write_effect_case(run)
    assert case is not None
    raw = json.loads(json.dumps(replay(run, case, _spec("WriteEffect")).run))
    ack = raw["intervention"]["message_index"]
    # Append a read-back of the reservation as the environment would answer it now.
    rid = case.params["key"]
    prior = _reads(run, "get_reservation_details", "reservation_id", rid)[-1]
    raw["messages"] += [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_readback",
                    "type": "function",
                    "function": {
                        "name": "get_reservation_details",
                        "arguments": json.dumps({"reservation_id": rid}),
                    },
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_readback", "content": prior.text},
    ]
    _, ledger, ev, config, rep = sscb_run(raw)
    record = evaluate_run(_plan("WriteEffect"), Run(ledger, ev, config, rep))
    assert record.t_f == ack
    # The appended read-back satisfies `readback`; the run's own later baggage update, whose
    # acknowledgement is the stored reservation with the old flights, satisfied `later_ack`
    # earlier, so T_E is that acknowledgement.
    by_relation = {e.relation: e.step for e in record.evidence}
    assert by_relation["readback"] == len(raw["messages"]) - 1
    assert record.t_e == by_relation["later_ack"] < by_relation["readback"]


def test_write_effect_other_request_is_an_effective_write(airline_runs_path: Path) -> None:
    """A second update with another payment is a new logical request (`match` fails): it takes
    effect, so it is not in `altered` and reads after it stay as recorded."""
    run = next(r for r in _runs(airline_runs_path) if r.ledger.run_id == "task-4-trial-3")
    case = write_effect_case(run)
    assert case is not None
    injected = replay(run, case, _spec("WriteEffect"))
    acks = [
        o.step
        for c in run.ledger.calls_by_tool("update_reservation_flights")
        if (o := run.ledger.observation_for(c)) is not None and not o.is_error
    ]
    assert acks == [19, 27]
    assert injected.run["intervention"]["altered"] == [19]
    assert sorted(changed_messages(run, injected)) == [21]
    assert any("message 26: an effective write" in n for n in injected.notes)


def test_no_matching_observation_still_writes_a_run(airline_runs_path: Path) -> None:
    """A case for a reservation the run never reads: a run with `applied = false` and why."""
    run = _runs(airline_runs_path)[0]
    case = Case(
        "RD-none",
        "ReturnDate",
        "tau_airline",
        "reservation:ZZZZZZ",
        False,
        {
            "reservation_id": "ZZZZZZ",
            "leg_index": 1,
            "original_date": "2024-05-20",
            "injected_date": "2024-05-10",
        },
    )
    injected = replay(run, case, _spec("ReturnDate"))
    assert injected.run["intervention"] == {"applied": False, "altered": []}
    assert "satisfies the fault's `match`" in injected.notes[0]
    assert changed_messages(run, injected) == {}
    assert evaluate(injected, _plan("ReturnDate")).triggered is False


def test_reconstructed_messages_match_the_tau_bench_file(airline_runs_path: Path) -> None:
    """The faulted run keeps each message's role, content, call ids, names and arguments."""
    raw = json.loads(airline_runs_path.read_text(encoding="utf-8"))
    for item, run in zip(raw, _runs(airline_runs_path), strict=True):
        for m, out in zip(item["traj"], messages_of(run.ledger), strict=True):
            assert out["role"] == m["role"]
            assert (out["content"] or None) == (m.get("content") or None)
            assert out.get("tool_call_id") == m.get("tool_call_id")
            calls = [(c["id"], c["function"]) for c in m.get("tool_calls") or []]
            mine = [(c["id"], c["function"]) for c in out.get("tool_calls") or []]
            assert [(i, f["name"], f["arguments"]) for i, f in calls] == [
                (i, f["name"], f["arguments"]) for i, f in mine
            ]


# ---------------------------------------------------------------- the command line


def test_cli_replays_a_case_file(airline_runs_path: Path, tmp_path: Path) -> None:
    """`sscb inject --replay FILE --case CASE.toml --run ID -o OUT` writes a readable run."""
    run = next(r for r in _runs(airline_runs_path) if return_date_case(r) is not None)
    case = return_date_case(run)
    assert case is not None
    p = case.params
    case_file = tmp_path / "rd.toml"
    case_file.write_text(
        f'id = "{case.id}"\noperator = "ReturnDate"\ndomain = "tau_airline"\n'
        f'cluster = "{case.cluster}"\ncontrol = false\n\n[params]\n'
        f'reservation_id = "{p["reservation_id"]}"\nleg_index = {p["leg_index"]}\n'
        f"original_date = {p['original_date']}\ninjected_date = {p['injected_date']}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out.jsonl"
    args = ["--replay", str(airline_runs_path), "--case", str(case_file)]
    result = CliRunner().invoke(inject, [*args, "--run", run.ledger.run_id, "-o", str(out)])
    assert result.exit_code == 0, result.output
    [faulted] = [r for r in read_runs([out]) if isinstance(r, Run)]
    assert faulted.ledger.run_id == f"{case.id}@{run.ledger.run_id}"
    record = evaluate_run(_plan("ReturnDate"), faulted)
    assert record.triggered and record.t_f == faulted.evaluator.intervention.message_index  # type: ignore[union-attr]
    assert "1 run(s) written, 1 with the fault applied" in result.stderr


def test_cli_bad_case_file_exits_2(airline_runs_path: Path, tmp_path: Path) -> None:
    """A case with an unknown key: exit 2, the file and the key named, no traceback."""
    bad = tmp_path / "bad.toml"
    bad.write_text(
        'id = "X"\noperator = "ReturnDate"\ndomain = "tau_airline"\ncluster = "c"\n'
        "control = false\ncolour = 1\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(inject, ["--replay", str(airline_runs_path), "--case", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}: unknown key(s) colour" in result.stderr
    assert "Traceback" not in result.output


def test_cli_unknown_operator_exits_2(airline_runs_path: Path, tmp_path: Path) -> None:
    """A case naming an operator no contract declares: exit 2 and what to do."""
    case = tmp_path / "c.toml"
    case.write_text(
        'id = "X"\noperator = "NoSuch"\ndomain = "tau_airline"\ncluster = "c"\ncontrol = false\n',
        encoding="utf-8",
    )
    result = CliRunner().invoke(inject, ["--replay", str(airline_runs_path), "--case", str(case)])
    assert result.exit_code == 2
    assert "unknown operator `NoSuch`" in result.stderr and "--operator-file" in result.stderr


def test_cli_needs_exactly_one_case_source(airline_runs_path: Path) -> None:
    """Neither --case nor --side: a usage error."""
    result = CliRunner().invoke(inject, ["--replay", str(airline_runs_path)])
    assert result.exit_code == 2
    assert "--case" in result.stderr


def test_cli_side_file_pairs_runs_with_cases(airline_runs_path: Path, tmp_path: Path) -> None:
    """Batch form: a side file gives each tau-bench run its own case; one run out per entry."""
    runs = [r for r in _runs(airline_runs_path) if pay_source_case(r) is not None][:5]
    entries = []
    for r in runs:
        case = pay_source_case(r)
        assert case is not None
        task, trial = r.ledger.run_id.split("-")[1], r.ledger.run_id.split("-")[3]
        entries.append(
            {"task_id": int(task), "trial": int(trial), "config": "F",
             "case": {"id": case.id, "operator": case.operator, "domain": case.domain,
                      "cluster": case.cluster, "control": False, "params": case.params}}
        )  # fmt: skip
    side = tmp_path / "side.json"
    side.write_text(json.dumps({"format": "sscb.side/1", "runs": entries}), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    args = ["--replay", str(airline_runs_path), "--side", str(side), "-o", str(out)]
    result = CliRunner().invoke(inject, args)
    assert result.exit_code == 0, result.output
    faulted = [r for r in read_runs([out]) if isinstance(r, Run)]
    assert [r.ledger.run_id for r in faulted] == [r.ledger.run_id for r in runs]
    for r in faulted:
        record = evaluate_run(_plan("PaySource"), r)
        assert r.config == "F" and record.triggered and record.error is None


def test_a_suppressed_write_that_changes_nothing_is_ev011(airline_runs_path: Path) -> None:
    """tau-bench's flights update keeps the old cabin, so suppressing its cabin write delivers
    the true value (v' = v): engine and reference evaluator both give EV011, never a measure."""
    from sscb_dsl.engine.reference.evaluate import reference_evaluate

    op, dom = load_operator("WriteEffect")
    spec, plan = _spec("WriteEffect"), _plan("WriteEffect")
    seen = 0
    for run in _runs(airline_runs_path):
        base = write_effect_case(run)
        if base is None or base.params["request"].get("cabin") is None:
            continue
        case = attrs.evolve(base, params={**base.params, "field": "cabin"})
        injected = replay(run, case, spec)
        iv = injected.run["intervention"]
        if not injected.applied or iv["original"] != iv["delivered"]:
            continue
        _, ledger, ev, config, rep = sscb_run(json.loads(json.dumps(injected.run)))
        faulted = Run(ledger, ev, config, rep)
        fast, ref = evaluate_run(plan, faulted), reference_evaluate(op, dom, faulted)
        assert fast.error is not None and fast.error.code == "EV011", run.ledger.run_id
        assert ref.error == fast.error
        seen += 1
    assert seen >= 10
