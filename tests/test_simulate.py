"""The tau-bench simulator against recorded observations, and its fault application."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sscb_dsl.api import load_library
from sscb_dsl.tau.simulate import (
    FaultedSimulator,
    SimulateError,
    Simulator,
    compile_fault,
    load_db,
)

READS = {
    "get_reservation_details",
    "get_user_details",
    "search_direct_flight",
    "search_onestop_flight",
    "list_all_airports",
}
WRITES = ("update", "cancel", "book", "send")


def test_first_reads_match_recorded_runs(tau_dir: Path, airline_runs_path: Path) -> None:
    """Every first read before any write in the 200 gpt-4o runs equals the simulator's answer.

    The recorded user records name the address field ``province``; the database (59a200c) says
    ``state``: the only difference, normalised here.
    """
    db = load_db(tau_dir, "tau_airline")
    runs = json.loads(airline_runs_path.read_text(encoding="utf-8"))
    compared = 0
    for run in runs:
        sim = Simulator(db)
        calls: dict[str, dict[str, str]] = {}
        wrote = False
        seen: set[str] = set()
        for m in run["traj"]:
            for tc in m.get("tool_calls") or []:
                calls[tc["id"]] = tc["function"]
            if m["role"] != "tool":
                continue
            fn = calls[m["tool_call_id"]]
            if fn["name"].startswith(WRITES):
                wrote = True
            key = fn["name"] + fn["arguments"]
            if wrote or fn["name"] not in READS or key in seen:
                continue
            seen.add(key)
            expected = m["content"].replace('"province"', '"state"')
            assert sim.call(fn["name"], json.loads(fn["arguments"])) == expected, key
            compared += 1
    assert compared == 599


def test_update_acknowledgement_matches_a_recorded_run(
    tau_dir: Path, airline_runs_path: Path
) -> None:
    """A recorded successful update_reservation_flights ack is what the simulator returns."""
    db = load_db(tau_dir, "tau_airline")
    runs = json.loads(airline_runs_path.read_text(encoding="utf-8"))
    checked = 0
    for run in runs:
        sim = Simulator(db)
        calls: dict[str, dict[str, str]] = {}
        for m in run["traj"]:
            for tc in m.get("tool_calls") or []:
                calls[tc["id"]] = tc["function"]
            if m["role"] != "tool":
                continue
            fn = calls[m["tool_call_id"]]
            if fn["name"] in READS or not fn["name"].startswith("update_reservation_flights"):
                if fn["name"].startswith(WRITES):
                    break
                continue
            out = sim.call(fn["name"], json.loads(fn["arguments"]))
            if not m["content"].startswith("Error"):
                assert json.loads(out) == json.loads(m["content"].replace('"province"', '"state"'))
                checked += 1
            break
    assert checked >= 10


def test_retail_reads(tau_dir: Path) -> None:
    """Retail lookups return records, user ids as plain text, and tau-bench's error strings."""
    db = load_db(tau_dir, "tau_retail")
    sim = Simulator(db)
    order = json.loads(sim.call("get_order_details", {"order_id": "#W2378156"}))
    assert order["order_id"] == "#W2378156"
    assert sim.call("get_order_details", {"order_id": "#W0"}) == "Error: order not found"
    uid = sim.call("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Rossi",
                                                "zip": "19122"})  # fmt: skip
    assert uid == "yusuf_rossi_9620"
    product = json.loads(sim.call("get_product_details", {"product_id": "1656367028"}))
    assert all(v["item_id"] == k for k, v in product["variants"].items())
    types = json.loads(sim.call("list_all_product_types", {}))
    assert list(types) == sorted(types) and len(types) == 50


def test_faults_follow_the_declaration(tau_dir: Path) -> None:
    """ReturnDate rewrites the site (persistently); WriteEffect keeps the ack, not the write."""
    lib, _ = load_library()
    db = load_db(tau_dir, "tau_airline")
    rd = compile_fault(lib.operators["ReturnDate"])
    params = {"reservation_id": "4WQ150", "leg_index": 1, "original_date": "2024-05-26",
              "injected_date": "2024-05-21"}  # fmt: skip
    sim = FaultedSimulator(db, rd, params)
    first = json.loads(sim.call("get_reservation_details", {"reservation_id": "4WQ150"}, 3))
    again = json.loads(sim.call("get_reservation_details", {"reservation_id": "4WQ150"}, 5))
    assert first["flights"][1]["date"] == again["flights"][1]["date"] == "2024-05-21"
    assert first["flights"][0]["date"] == "2024-05-22"
    assert (sim.fault_step, sim.altered, sim.original) == (3, [3, 5], "2024-05-26")
    other = json.loads(sim.call("get_reservation_details", {"reservation_id": "JG7FMM"}, 7))
    assert other == json.loads(Simulator(db).call("get_reservation_details",
                                                  {"reservation_id": "JG7FMM"}))  # fmt: skip

    we = compile_fault(lib.operators["WriteEffect"])
    request = {"cabin": "business", "payment_id": "gift_card_3576581",
               "flights": [{"flight_number": "HAT170", "date": "2024-05-23"},
                           {"flight_number": "HAT022", "date": "2024-05-27"}]}  # fmt: skip
    sim = FaultedSimulator(db, we, {"reservation_id": "4WQ150", "request": request})
    ack = json.loads(sim.call("update_reservation_flights",
                              {"reservation_id": "4WQ150", **request}, 9))  # fmt: skip
    assert [f["date"] for f in ack["flights"]] == ["2024-05-23", "2024-05-27"]
    read = json.loads(sim.call("get_reservation_details", {"reservation_id": "4WQ150"}, 11))
    assert [f["date"] for f in read["flights"]] == ["2024-05-22", "2024-05-26"]
    assert sim.applied and sim.altered == [9]


def test_missing_database_is_a_clear_error(tmp_path: Path) -> None:
    """A folder without the domain's files names itself and what to give instead."""
    with pytest.raises(SimulateError, match="give --db the tau-bench data folder"):
        load_db(tmp_path, "tau_airline")


def test_calculate_is_arithmetic_only(tau_dir: Path) -> None:
    """`calculate` walks the expression with Python's operators (as tau-bench's eval would
    compute it), never eval: a power too large to compute is an error, names are refused."""
    sim = Simulator(load_db(tau_dir, "tau_airline"))

    def calc(expression: str) -> str:
        """The simulator's answer to ``calculate(expression)``."""
        return sim.call("calculate", {"expression": expression})

    assert calc("(100-20)/3") == "26.67"
    assert calc("-5 + 2.5") == "-2.5"
    assert calc("2**10 // 3") == "341.0"
    assert calc("9**9**9").startswith("Error:")
    assert calc("1/0") == "Error: division by zero"
    assert calc("__import__('os')") == "Error: invalid characters in expression"
