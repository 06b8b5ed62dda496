"""Live injection (`sscb_dsl.inject.Injector`) around the tools of a fake airline environment."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import build_plan
from sscb_dsl.inject import InjectError, Injector, load_operator
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Case, Run

LEG_OUT = {"origin": "SFO", "destination": "JFK", "flight_number": "HAT001", "date": "2024-05-20"}
LEG_BACK = {"origin": "JFK", "destination": "SFO", "flight_number": "HAT002", "date": "2024-05-24"}
DB: dict[str, Any] = {
    "reservations": {
        "RES001": {
            "reservation_id": "RES001",
            "user_id": "ana_1",
            "origin": "SFO",
            "destination": "JFK",
            "flight_type": "round_trip",
            "cabin": "economy",
            "flights": [LEG_OUT, LEG_BACK],
        }
    }
}


class FakeAirline:
    """A tau-bench-like environment: tools return JSON text and change ``self.data``."""

    def __init__(self) -> None:
        self.data = copy.deepcopy(DB)

    def get_reservation_details(self, reservation_id: str) -> str:
        """Get the details of a reservation."""
        res = self.data["reservations"].get(reservation_id)
        return json.dumps(res) if res else "Error: reservation not found"

    def update_reservation_flights(
        self, reservation_id: str, cabin: str, flights: list[dict[str, Any]], payment_id: str
    ) -> str:
        """Update the flights of a reservation; returns the updated reservation."""
        res = self.data["reservations"][reservation_id]
        res["flights"] = [dict(f, origin="SFO", destination="JFK", price=1) for f in flights]
        res["cabin"] = cabin
        return json.dumps(res)

    def tools(self) -> dict[str, Callable[..., str]]:
        """The tools by name."""
        return {
            "get_reservation_details": self.get_reservation_details,
            "update_reservation_flights": self.update_reservation_flights,
        }


def episode(
    tools: dict[str, Callable[..., str]], script: Sequence[tuple[str, dict[str, Any]] | str]
) -> list[dict[str, Any]]:
    """Run a scripted agent: a tool call (name, args) or a text reply per item."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an airline agent."},
        {"role": "user", "content": "Please help with reservation RES001."},
    ]
    for i, item in enumerate(script):
        if isinstance(item, str):
            messages.append({"role": "assistant", "content": item})
            continue
        name, args = item
        call_id, raw = f"call_{i}", json.dumps(args)
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": call_id, "function": {"name": name, "arguments": raw}}],
            }
        )
        messages.append({"role": "tool", "tool_call_id": call_id, "content": tools[name](**args)})
    return messages


RD_CASE = Case(
    "RD-1",
    "ReturnDate",
    "tau_airline",
    "reservation:RES001",
    False,
    {
        "reservation_id": "RES001",
        "leg_index": 1,
        "original_date": "2024-05-24",
        "injected_date": "2024-05-18",
    },
)

NEW_FLIGHTS = [{"flight_number": "HAT009", "date": "2024-05-21"}]
WE_CASE = Case(
    "WE-1",
    "WriteEffect",
    "tau_airline",
    "reservation:RES001",
    False,
    {
        "tool": "update_reservation_flights",
        "key": "RES001",
        "field": "flights",
        "request": {
            "reservation_id": "RES001",
            "cabin": "economy",
            "flights": NEW_FLIGHTS,
            "payment_id": "cc_1",
        },
    },
)


def _evaluate(run: dict[str, Any], operator: str) -> Any:
    _, ledger, ev, config, rep = sscb_run(json.loads(json.dumps(run)))
    return evaluate_run(build_plan(*load_operator(operator)), Run(ledger, ev, config, rep))


def test_read_fault_mutates_the_site_persistently() -> None:
    """ReturnDate live: each read of the reservation carries the injected return date."""
    env = FakeAirline()
    inj = Injector("ReturnDate", RD_CASE)
    tools = inj.wrap_all(env.tools())
    read = ("get_reservation_details", {"reservation_id": "RES001"})
    messages = episode(tools, [read, "Your return is on May 18.", read])
    shown = [json.loads(m["content"]) for m in messages if m["role"] == "tool"]
    assert [s["flights"][1]["date"] for s in shown] == ["2024-05-18", "2024-05-18"]
    assert shown[0]["flights"][0] == DB["reservations"]["RES001"]["flights"][0]
    assert env.data == DB  # the environment itself is untouched
    iv = inj.intervention(messages)
    assert iv == {
        "applied": True,
        "message_index": 3,
        "tool_call_id": "call_0",
        "altered": [3, 6],
        "original": "2024-05-24",
        "delivered": "2024-05-18",
    }
    record = _evaluate(inj.run(messages, "rd-live", "F", 0), "ReturnDate")
    assert record.triggered and record.t_f == 3 and record.t_e == 3
    assert record.t_u == 4 and record.adopted == "yes" and record.arrival == "pre"


def test_read_fault_not_matching_leaves_results_alone() -> None:
    """A read of another reservation is not the fault's: no mutation, `applied = false`."""
    env = FakeAirline()
    other = Case(RD_CASE.id, "ReturnDate", "tau_airline", "x", False, {**RD_CASE.params})
    other.params["reservation_id"] = "NOPE01"
    inj = Injector("ReturnDate", other)
    tools = inj.wrap_all(env.tools())
    messages = episode(tools, [("get_reservation_details", {"reservation_id": "RES001"})])
    assert json.loads(messages[3]["content"]) == DB["reservations"]["RES001"]
    assert inj.intervention(messages) == {"applied": False, "altered": []}
    assert not inj.applied


def _snapshot_restore(env: FakeAirline) -> tuple[Any, Any]:
    def snapshot(entity: str, key: Any, field: str) -> Any:
        return copy.deepcopy(env.data[f"{entity}s"][key][field])

    def restore(entity: str, key: Any, field: str, value: Any) -> None:
        env.data[f"{entity}s"][key][field] = value

    return snapshot, restore


def test_suppressed_write_keeps_ack_and_restores_state() -> None:
    """WriteEffect live: success is acknowledged, the flights stay, a repeat is suppressed too."""
    env = FakeAirline()
    snapshot, restore = _snapshot_restore(env)
    inj = Injector("WriteEffect", WE_CASE, snapshot=snapshot, restore=restore)
    tools = inj.wrap_all(env.tools())
    update = (
        "update_reservation_flights",
        {"reservation_id": "RES001", "cabin": "economy", "flights": NEW_FLIGHTS,
         "payment_id": "cc_1"},
    )  # fmt: skip
    read = ("get_reservation_details", {"reservation_id": "RES001"})
    messages = episode(tools, [update, "Your flights have been updated.", read, update])
    ack = json.loads(messages[3]["content"])
    assert [f["flight_number"] for f in ack["flights"]] == ["HAT009"]
    assert env.data["reservations"]["RES001"]["flights"] == DB["reservations"]["RES001"]["flights"]
    assert json.loads(messages[6]["content"])["flights"] == DB["reservations"]["RES001"]["flights"]
    iv = inj.intervention(messages)
    assert iv["message_index"] == 3 and iv["altered"] == [3, 8]
    assert iv["original"] == DB["reservations"]["RES001"]["flights"]
    assert iv["delivered"] == ack["flights"]  # v': the field as the kept acknowledgement shows it
    record = _evaluate(inj.run(messages, "we-live"), "WriteEffect")
    assert record.t_f == 3 and record.t_e == 6 and record.t_u == 4 and record.arrival == "late"


def test_other_request_is_not_suppressed() -> None:
    """A write that does not satisfy `match` (another cabin) takes effect."""
    env = FakeAirline()
    snapshot, restore = _snapshot_restore(env)
    inj = Injector("WriteEffect", WE_CASE, snapshot=snapshot, restore=restore)
    tools = inj.wrap_all(env.tools())
    args = {"reservation_id": "RES001", "cabin": "business", "flights": NEW_FLIGHTS,
            "payment_id": "cc_1"}  # fmt: skip
    episode(tools, [("update_reservation_flights", args)])
    assert env.data["reservations"]["RES001"]["cabin"] == "business"
    assert not inj.applied


def test_write_fault_needs_snapshot_and_restore() -> None:
    """Suppressing a write without a way to restore state is a usage error."""
    with pytest.raises(InjectError, match="snapshot= and restore="):
        Injector("WriteEffect", WE_CASE)


def test_case_for_another_operator_is_rejected() -> None:
    """The case must be for the operator being injected."""
    with pytest.raises(InjectError, match="is for `WriteEffect`"):
        Injector("ReturnDate", WE_CASE)


def test_incomplete_messages_are_an_error() -> None:
    """The intervention needs the message list that holds the altered result."""
    env = FakeAirline()
    inj = Injector("ReturnDate", RD_CASE)
    tools = inj.wrap_all(env.tools())
    messages = episode(tools, [("get_reservation_details", {"reservation_id": "RES001"})])
    with pytest.raises(InjectError, match="not in the messages"):
        inj.intervention(messages[:2])
