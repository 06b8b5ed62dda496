"""Edge cases of every tool, against the texts tau-bench 59a200c's own tools give.

The expected texts were produced by running tau-bench's tool classes (``Env.step``'s wrapping:
exceptions become ``Error: <message>``, unknown names ``Unknown action <name>``) on the same
call sequences over a fresh database; long JSON answers are kept as a sha256 prefix. Each case is
one sequence on one fresh simulator, so state carries from call to call (four bookings, four
certificates, a cancellation repeated...). Also: the declared schemas, the argument lists, the
copy-on-write store, the data hash and switching a fault off.
"""

from __future__ import annotations

import copy
import hashlib
import inspect
import json
from pathlib import Path
from typing import Any

import pytest

from sscb_dsl.api import load_library
from sscb_dsl.tau.simulate import (
    NO_RESULT,
    FaultedSimulator,
    Simulator,
    compile_fault,
    data_hash,
    load_db,
    tool_schemas,
)
from sscb_dsl.tau.simulator import TOOL_BODIES, tool_specs

PAX: list[dict[str, str]] = [{"first_name": "Mei", "last_name": "Hernandez", "dob": "1990-01-01"}]
BOOK: dict[str, Any] = {
    "user_id": "mei_hernandez_8984",
    "origin": "JFK",
    "destination": "LAX",
    "flight_type": "one_way",
    "cabin": "economy",
    "flights": [],
    "passengers": PAX,
    "payment_methods": [{"payment_id": "credit_card_2140654", "amount": 0}],
    "total_baggages": 0,
    "nonfree_baggages": 0,
    "insurance": "no",
}

CASES: list[tuple[str, str, list[tuple[str, Any]]]] = [
    (
        "unknown tool",
        "tau_airline",
        [("get_flight_status", {"flight_number": "HAT001"}), ("respond", {"content": "hi"})],
    ),
    (
        "missing argument",
        "tau_airline",
        [
            ("get_user_details", {}),
            ("update_reservation_baggages", {"reservation_id": "R9QDGB"}),
            ("book_reservation", {}),
            ("think", {}),
        ],
    ),
    (
        "unexpected argument",
        "tau_airline",
        [("get_user_details", {"user_id": "x", "extra": 1}), ("list_all_airports", {"x": 1})],
    ),
    ("data argument", "tau_airline", [("get_user_details", {"user_id": "x", "data": 1})]),
    (
        "plain tools",
        "tau_airline",
        [
            ("think", {"thought": "hm"}),
            ("transfer_to_human_agents", {"summary": "s"}),
            ("calculate", {"expression": "2**10 / 3"}),
            ("calculate", {"expression": 5}),
            ("calculate", {"expression": ["1"]}),
            ("calculate", {"expression": "1 +"}),
        ],
    ),
    (
        "reservation lookups",
        "tau_airline",
        [
            ("get_reservation_details", {"reservation_id": "NOPE"}),
            ("get_reservation_details", {"reservation_id": ["a"]}),
            ("get_reservation_details", {"reservation_id": 7}),
        ],
    ),
    (
        "onestop dates",
        "tau_airline",
        [
            ("search_onestop_flight", {"origin": "JFK", "destination": "SEA", "date": "May 20"}),
            (
                "search_onestop_flight",
                {"origin": "JFK", "destination": "SEA", "date": "2024-05-09"},
            ),
            ("search_direct_flight", {"origin": "JFK", "destination": "SEA", "date": 20}),
        ],
    ),
    (
        "four bookings",
        "tau_airline",
        [("book_reservation", BOOK)] * 4
        + [("get_user_details", {"user_id": "mei_hernandez_8984"})],
    ),
    (
        "four certificates",
        "tau_airline",
        [("send_certificate", {"user_id": "mei_hernandez_8984", "amount": 100})] * 4
        + [("send_certificate", {"user_id": "nobody", "amount": 1})],
    ),
    (
        "certificate twice in one booking",
        "tau_airline",
        [
            (
                "book_reservation",
                {
                    **BOOK,
                    "flights": [{"flight_number": "HAT002", "date": "2024-05-20"}],
                    "payment_methods": [
                        {"payment_id": "gift_card_5309492", "amount": 10},
                        {"payment_id": "certificate_7502997", "amount": 0},
                        {"payment_id": "certificate_7502997", "amount": 0},
                    ],
                },
            ),
            (
                "book_reservation",
                {
                    **BOOK,
                    "payment_methods": [
                        {"payment_id": "gift_card_5309492", "amount": 10},
                        {"payment_id": "certificate_7502997", "amount": -5},
                        {"payment_id": "certificate_7502997", "amount": -5},
                    ],
                },
            ),
            ("get_user_details", {"user_id": "mei_hernandez_8984"}),
        ],
    ),
    (
        "booking errors",
        "tau_airline",
        [
            ("book_reservation", {**BOOK, "user_id": "nobody"}),
            (
                "book_reservation",
                {**BOOK, "flights": [{"flight_number": "HAT999", "date": "2024-05-20"}]},
            ),
            (
                "book_reservation",
                {**BOOK, "flights": [{"flight_number": "HAT002", "date": "2024-06-20"}]},
            ),
            ("book_reservation", {**BOOK, "flights": [{"flight_number": "HAT002"}]}),
            (
                "book_reservation",
                {
                    **BOOK,
                    "cabin": "first",
                    "flights": [{"flight_number": "HAT002", "date": "2024-05-20"}],
                },
            ),
            ("book_reservation", {**BOOK, "passengers": 3}),
            ("book_reservation", {**BOOK, "insurance": "yes"}),
            (
                "book_reservation",
                {**BOOK, "payment_methods": [{"payment_id": "gift_card_0", "amount": 0}]},
            ),
            (
                "book_reservation",
                {**BOOK, "payment_methods": [{"payment_id": "gift_card_5309492", "amount": 99}]},
            ),
        ],
    ),
    (
        "cancel twice",
        "tau_airline",
        [
            ("cancel_reservation", {"reservation_id": "R9QDGB"}),
            ("cancel_reservation", {"reservation_id": "R9QDGB"}),
            ("cancel_reservation", {"reservation_id": "NOPE"}),
        ],
    ),
    (
        "updates",
        "tau_airline",
        [
            ("update_reservation_passengers", {"reservation_id": "R9QDGB", "passengers": []}),
            ("update_reservation_passengers", {"reservation_id": "NOPE", "passengers": []}),
            (
                "update_reservation_baggages",
                {
                    "reservation_id": "R9QDGB",
                    "total_baggages": 5,
                    "nonfree_baggages": 5,
                    "payment_id": "certificate_7502997",
                },
            ),
            (
                "update_reservation_baggages",
                {
                    "reservation_id": "R9QDGB",
                    "total_baggages": 5,
                    "nonfree_baggages": 5,
                    "payment_id": "gift_card_5309492",
                },
            ),
            (
                "update_reservation_baggages",
                {
                    "reservation_id": "R9QDGB",
                    "total_baggages": 5,
                    "nonfree_baggages": 5,
                    "payment_id": "credit_card_0",
                },
            ),
            (
                "update_reservation_flights",
                {
                    "reservation_id": "R9QDGB",
                    "cabin": "economy",
                    "flights": [{"flight_number": "HAT002"}],
                    "payment_id": "credit_card_2140654",
                },
            ),
            (
                "update_reservation_flights",
                {
                    "reservation_id": "R9QDGB",
                    "cabin": "economy",
                    "flights": [],
                    "payment_id": "credit_card_2140654",
                },
            ),
        ],
    ),
    (
        "retail unknown and binding",
        "tau_retail",
        [
            ("get_order_status", {}),
            ("list_all_product_types", {"x": 1}),
            ("modify_user_address", {"user_id": "x"}),
            ("get_product_details", {"product_id": 8310926033}),
        ],
    ),
    (
        "user lookups",
        "tau_retail",
        [
            ("find_user_id_by_email", {"email": 5}),
            ("find_user_id_by_email", {"email": "NOBODY@example.com"}),
            (
                "find_user_id_by_name_zip",
                {"first_name": "AVA", "last_name": "moore", "zip": "78234"},
            ),
            ("find_user_id_by_name_zip", {"first_name": "Ava", "last_name": "Moore", "zip": 78234}),
        ],
    ),
    (
        "cancel pending",
        "tau_retail",
        [
            ("cancel_pending_order", {"order_id": "#W6779827", "reason": "changed my mind"}),
            ("cancel_pending_order", {"order_id": "#W6779827", "reason": "no longer needed"}),
            ("cancel_pending_order", {"order_id": "#W6779827", "reason": "no longer needed"}),
            ("cancel_pending_order", {"order_id": "#W2611340", "reason": "no longer needed"}),
            ("get_user_details", {"user_id": "ethan_lopez_6291"}),
        ],
    ),
    (
        "modify items",
        "tau_retail",
        [
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": [None],
                    "new_item_ids": ["1"],
                    "payment_method_id": "credit_card_5683823",
                },
            ),
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": ["0"],
                    "new_item_ids": ["1"],
                    "payment_method_id": "credit_card_5683823",
                },
            ),
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": ["2444431651"],
                    "new_item_ids": [],
                    "payment_method_id": "credit_card_5683823",
                },
            ),
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": ["2444431651"],
                    "new_item_ids": ["1"],
                    "payment_method_id": "credit_card_5683823",
                },
            ),
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": [],
                    "new_item_ids": [],
                    "payment_method_id": "paypal_0",
                },
            ),
            (
                "modify_pending_order_items",
                {
                    "order_id": "#W8367380",
                    "item_ids": [],
                    "new_item_ids": [],
                    "payment_method_id": "credit_card_5683823",
                },
            ),
        ],
    ),
    (
        "modify payment",
        "tau_retail",
        [
            (
                "modify_pending_order_payment",
                {"order_id": "#W8367380", "payment_method_id": "credit_card_5683823"},
            ),
            (
                "modify_pending_order_payment",
                {"order_id": "#W8367380", "payment_method_id": "gift_card_1994993"},
            ),
            (
                "modify_pending_order_payment",
                {"order_id": "#W6779827", "payment_method_id": "credit_card_9789590"},
            ),
            (
                "modify_pending_order_payment",
                {"order_id": "#W6779827", "payment_method_id": "gift_card_7219486"},
            ),
            ("get_user_details", {"user_id": "ethan_lopez_6291"}),
        ],
    ),
    (
        "returns and exchanges",
        "tau_retail",
        [
            (
                "return_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": ["6777246137", "6777246137"],
                    "payment_method_id": "gift_card_8168843",
                },
            ),
            (
                "return_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": ["6777246137"],
                    "payment_method_id": "paypal_1",
                },
            ),
            (
                "exchange_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": "6777246137",
                    "new_item_ids": "6777246137",
                    "payment_method_id": "gift_card_8168843",
                },
            ),
            (
                "exchange_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": ["6777246137"],
                    "new_item_ids": ["6777246137"],
                    "payment_method_id": "gift_card_8168843",
                },
            ),
            (
                "return_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": ["4900661478"],
                    "payment_method_id": "gift_card_8168843",
                },
            ),
            (
                "exchange_delivered_order_items",
                {
                    "order_id": "#W4817420",
                    "item_ids": ["6777246137"],
                    "new_item_ids": ["6777246137"],
                    "payment_method_id": "gift_card_8168843",
                },
            ),
        ],
    ),
    (
        "addresses",
        "tau_retail",
        [
            (
                "modify_user_address",
                {
                    "user_id": "ava_moore_2033",
                    "address1": "1 A St",
                    "address2": "",
                    "city": "X",
                    "state": "CA",
                    "country": "USA",
                    "zip": "00001",
                },
            ),
            (
                "modify_pending_order_address",
                {
                    "order_id": "#W4817420",
                    "address1": "a",
                    "address2": "",
                    "city": "c",
                    "state": "s",
                    "country": "USA",
                    "zip": "z",
                },
            ),
            (
                "modify_pending_order_address",
                {
                    "order_id": "#W8367380",
                    "address1": "a",
                    "address2": "",
                    "city": "c",
                    "state": "s",
                    "country": "USA",
                    "zip": "z",
                },
            ),
        ],
    ),
]

EXPECTED: dict[str, list[str]] = {
    "unknown tool": ["Unknown action get_flight_status", "Unknown action respond"],
    "missing argument": [
        "Error: GetUserDetails.invoke() missing 1 required positional argument: 'user_id'",
        "Error: UpdateReservationBaggages.invoke() missing 3 required positional arguments: "
        "'total_baggages', 'nonfree_baggages', and 'payment_id'",
        "sha256:8a37f021f89e4dff",
        "Error: Think.invoke() missing 1 required positional argument: 'thought'",
    ],
    "unexpected argument": [
        "Error: GetUserDetails.invoke() got an unexpected keyword argument 'extra'",
        "Error: ListAllAirports.invoke() got an unexpected keyword argument 'x'",
    ],
    "data argument": [
        "Error: tau_bench.envs.airline.tools.get_user_details.GetUserDetails.invoke() "
        "got multiple values for keyword argument 'data'"
    ],
    "plain tools": [
        "",
        "Transfer successful",
        "341.33",
        "Error: 'int' object is not iterable",
        "Error: eval() arg 1 must be a string, bytes or code object",
        "Error: invalid syntax (<string>, line 1)",
    ],
    "reservation lookups": [
        "Error: user not found",
        "Error: unhashable type: 'list'",
        "Error: user not found",
    ],
    "onestop dates": ["[]", "[]", "[]"],
    "four bookings": [
        "sha256:3502701fac8de82a",
        "sha256:990f4ab93ee27f3e",
        "sha256:10a6e8c43bceb23b",
        "sha256:10a6e8c43bceb23b",
        "sha256:8200fd173b3928b3",
    ],
    "four certificates": [
        "Certificate certificate_3221322 added to user mei_hernandez_8984 with amount 100.",
        "Certificate certificate_3221323 added to user mei_hernandez_8984 with amount 100.",
        "Certificate certificate_3221324 added to user mei_hernandez_8984 with amount 100.",
        "",
        "Error: user not found",
    ],
    "certificate twice in one booking": [
        "Error: payment amount does not add up, total price is 175, but paid 10",
        "Error: 'certificate_7502997'",
        "sha256:720dcdc99eb09737",
    ],
    "booking errors": [
        "Error: user not found",
        "Error: flight HAT999 not found",
        "Error: flight HAT002 not found on date 2024-06-20",
        "Error: 'date'",
        "Error: 'first'",
        "sha256:0857833defec514f",
        "Error: payment amount does not add up, total price is 30, but paid 0",
        "Error: payment method gift_card_0 not found",
        "Error: not enough balance in payment method gift_card_5309492",
    ],
    "cancel twice": [
        "sha256:c81a52ef3c944552",
        "sha256:41e772e04b28c05d",
        "Error: reservation not found",
    ],
    "updates": [
        "Error: number of passengers does not match",
        "Error: reservation not found",
        "Error: certificate cannot be used to update reservation",
        "Error: gift card balance is not enough",
        "Error: payment method not found",
        "Error: 'date'",
        "sha256:53ad516b5cd90b7a",
    ],
    "retail unknown and binding": [
        "Unknown action get_order_status",
        "Error: ListAllProductTypes.invoke() got an unexpected keyword argument 'x'",
        "Error: ModifyUserAddress.invoke() missing 6 required positional arguments: "
        "'address1', 'address2', 'city', 'state', 'country', and 'zip'",
        "Error: product not found",
    ],
    "user lookups": [
        "Error: 'int' object has no attribute 'lower'",
        "Error: user not found",
        "ava_moore_2033",
        "Error: user not found",
    ],
    "cancel pending": [
        "Error: invalid reason",
        "sha256:0734d5e7ad235f63",
        "Error: non-pending order cannot be cancelled",
        "Error: non-pending order cannot be cancelled",
        "sha256:f287e15bab9373ee",
    ],
    "modify items": [
        "Error: None not found",
        "Error: 0 not found",
        "Error: the number of items to be exchanged should match",
        "Error: new item 1 not found or available",
        "Error: payment method not found",
        "sha256:ebff5939bef8ee6d",
    ],
    "modify payment": [
        "Error: the new payment method should be different from the current one",
        "Error: insufficient gift card balance to pay for the order",
        "sha256:b9a583736720025c",
        "Error: there should be exactly one payment for a pending order",
        "sha256:f287e15bab9373ee",
    ],
    "returns and exchanges": [
        "Error: some item not found",
        "Error: payment method not found",
        "Error: 6 not found",
        "sha256:17c187f81757ff58",
        "Error: non-delivered order cannot be returned",
        "Error: non-delivered order cannot be exchanged",
    ],
    "addresses": [
        "sha256:e4fae8a0842adcc7",
        "Error: non-pending order cannot be modified",
        "sha256:1bd2e0bb0afa6ec7",
    ],
}


def _short(text: str) -> str:
    """The text, or a sha256 prefix of it when long (as in EXPECTED)."""
    if len(text) <= 150:
        return text
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize("label", [c[0] for c in CASES])
def test_edge_cases_answer_as_tau_bench(label: str, tau_dir: Path) -> None:
    """Each call of the sequence answers tau-bench's text (``""`` where tau-bench gives None)."""
    _, domain, calls = next(c for c in CASES if c[0] == label)
    sim = Simulator(load_db(tau_dir, domain))
    got = [_short(sim.call(name, copy.deepcopy(args))) for name, args in calls]
    assert got == EXPECTED[label]


def test_generated_ids_are_tau_bench_s(tau_dir: Path) -> None:
    """Bookings take HATHAT, HATHAU, HATHAV (then overwrite HATHAV); certificates 3221322-4."""
    sim = Simulator(load_db(tau_dir, "tau_airline"))
    booked = [json.loads(sim.call("book_reservation", BOOK)) for _ in range(4)]
    assert [b["reservation_id"] for b in booked] == ["HATHAT", "HATHAU", "HATHAV", "HATHAV"]
    assert {b["created_at"] for b in booked} == {"2024-05-15T15:00:00"}
    user = json.loads(sim.call("get_user_details", {"user_id": "mei_hernandez_8984"}))
    assert user["reservations"][-4:] == ["HATHAT", "HATHAU", "HATHAV", "HATHAV"]
    send = {"user_id": "mei_hernandez_8984", "amount": 5}
    sent = [sim.call("send_certificate", send) for _ in range(4)]
    assert [s.split()[1] for s in sent[:3]] == [f"certificate_322132{i}" for i in (2, 3, 4)]
    assert sent[3] == NO_RESULT


def test_schemas_are_the_declared_tools(tau_dir: Path) -> None:
    """Each domain declares exactly its tools, and each body takes the declared parameters."""
    for domain, count in (("tau_airline", 14), ("tau_retail", 16)):
        schemas = tool_schemas(domain)
        names = [s["function"]["name"] for s in schemas]
        assert len(names) == count and sorted(names) == sorted(TOOL_BODIES[domain])
        assert Simulator(load_db(tau_dir, domain)).tools_info == schemas
        for spec in tool_specs(domain).values():
            params = tuple(inspect.signature(spec.body).parameters)
            assert params == ("data", *spec.params), spec.name
        for schema in schemas:
            parameters = schema["function"]["parameters"]
            assert schema["type"] == "function" and parameters["type"] == "object"
            assert parameters["required"] == list(parameters["properties"])
    schemas = tool_schemas("tau_airline")
    schemas[0]["function"]["name"] = "changed"
    assert tool_schemas("tau_airline")[0]["function"]["name"] == "book_reservation"


def test_writes_stay_in_their_simulator(tau_dir: Path) -> None:
    """A write changes only its simulator's copy; the hash follows tau-bench's definition."""
    db = load_db(tau_dir, "tau_retail")
    before = data_hash(db.tables)
    sim, other = Simulator(db), Simulator(db)
    assert sim.data_hash() == other.data_hash() == before
    cancel = {"order_id": "#W6779827", "reason": "no longer needed"}
    assert json.loads(sim.call("cancel_pending_order", cancel))["status"] == "cancelled"
    assert json.loads(other.call("get_order_details", {"order_id": "#W6779827"}))["status"] == (
        "pending"
    )
    assert data_hash(db.tables) == before != sim.data_hash()
    assert sim.data_hash() == data_hash(sim.data.plain())
    assert len(sim.data["orders"]) == len(db.tables["orders"])


def test_fault_can_be_switched_off(tau_dir: Path) -> None:
    """Inside ``fault_off()`` the faulted tool answers as the plain simulator; after, faulted."""
    lib, _ = load_library()
    db = load_db(tau_dir, "tau_airline")
    fault = compile_fault(lib.operators["ReturnDate"])
    params = {"reservation_id": "4WQ150", "leg_index": 1, "original_date": "2024-05-26",
              "injected_date": "2024-05-21"}  # fmt: skip
    sim = FaultedSimulator(db, fault, params)
    args = {"reservation_id": "4WQ150"}
    with sim.fault_off() as plain:
        clean = json.loads(sim.call("get_reservation_details", args, 1))
        assert plain is sim.sim and not sim.enabled
    assert clean["flights"][1]["date"] == "2024-05-26" and not sim.applied
    assert json.loads(sim.call("get_reservation_details", args, 2))["flights"][1]["date"] == (
        "2024-05-21"
    )
    assert sim.enabled and sim.altered == [2]
    assert sim.call("no_such_tool", {}, 3) == "Unknown action no_such_tool"
    assert sim.call("search_direct_flight", {"origin": "JFK"}, 4).startswith(
        "Error: SearchDirectFlight.invoke() missing 2 required positional arguments"
    )
