"""tau-bench's airline tools (59a200c), over a simulator's :class:`~sscb_dsl.tau.db.Store`.

Each function takes the store and tau-bench's keyword arguments and returns the tool's text. The
checks run in tau-bench's order and read the arguments the way it does, so an argument of the
wrong shape fails with the same Python exception (``Env.step`` turns it into ``Error: ...``), and
a failure part-way leaves the same partial change. Quirks kept on purpose:

- ``get_reservation_details`` answers ``Error: user not found`` for an unknown reservation;
- ``search_onestop_flight`` reads the second leg's seats and prices on the *first* leg's date
  (a ``KeyError`` when that flight does not fly that day), and for a ``+1`` arrival dates the
  second leg ``2024-05-{day + 1}`` (unpadded: ``2024-05-01`` gives ``2024-05-2``);
- ``update_reservation_flights`` keeps the old ``cabin`` and does not touch seat counts;
- ``book_reservation`` neither updates seat counts nor copies ``passengers``/``payment_methods``.

Generated values are tau-bench's, already deterministic: new reservations take the first free id
of ``HATHAT``, ``HATHAU``, ``HATHAV`` (a fourth booking overwrites ``HATHAV``) with
``created_at`` ``2024-05-15T15:00:00``; certificates take the first free id of
``certificate_3221322`` to ``certificate_3221324`` (a fourth returns nothing).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from sscb_dsl.tau.db import Store

__all__ = [
    "AIRPORTS",
    "book_reservation",
    "cancel_reservation",
    "get_reservation_details",
    "get_user_details",
    "list_all_airports",
    "search_direct_flight",
    "search_onestop_flight",
    "send_certificate",
    "update_reservation_baggages",
    "update_reservation_flights",
    "update_reservation_passengers",
]

AIRPORTS: dict[str, str] = {
    "SFO": "San Francisco", "JFK": "New York", "LAX": "Los Angeles", "ORD": "Chicago",
    "DFW": "Dallas", "DEN": "Denver", "SEA": "Seattle", "ATL": "Atlanta", "MIA": "Miami",
    "BOS": "Boston", "PHX": "Phoenix", "IAH": "Houston", "LAS": "Las Vegas", "MCO": "Orlando",
    "EWR": "Newark", "CLT": "Charlotte", "MSP": "Minneapolis", "DTW": "Detroit",
    "PHL": "Philadelphia", "LGA": "LaGuardia",
}  # fmt: skip

RESERVATION_IDS = ("HATHAT", "HATHAU", "HATHAV")
"""The ids ``book_reservation`` gives, first free one first (the last is reused when all are)."""
BOOKED_AT = "2024-05-15T15:00:00"
"""The ``created_at`` of every booked reservation."""
CERTIFICATE_IDS = ("certificate_3221322", "certificate_3221323", "certificate_3221324")
"""The payment ids ``send_certificate`` gives, first free one first."""


def _without_dates(flight: dict[str, Any]) -> dict[str, Any]:
    """A flight record without its per-date table."""
    return {k: v for k, v in flight.items() if k != "dates"}


def get_reservation_details(data: Store, reservation_id: Any) -> str:
    """The reservation record (tau-bench's error text for a missing one says "user")."""
    reservations = data["reservations"]
    if reservation_id in reservations:
        return json.dumps(reservations[reservation_id])
    return "Error: user not found"


def get_user_details(data: Store, user_id: Any) -> str:
    """The user record."""
    users = data["users"]
    if user_id in users:
        return json.dumps(users[user_id])
    return "Error: user not found"


def list_all_airports(data: Store) -> str:
    """The twenty airport codes and their cities."""
    return json.dumps(AIRPORTS)


def search_direct_flight(data: Store, origin: Any, destination: Any, date: Any) -> str:
    """Direct flights from ``origin`` to ``destination`` available on ``date``, with that day."""
    found: list[dict[str, Any]] = []
    for flight in data["flights"].values():
        if flight["origin"] != origin or flight["destination"] != destination:
            continue
        if date in flight["dates"] and flight["dates"][date]["status"] == "available":
            found.append(_without_dates(flight))
            found[-1].update(flight["dates"][date])
    return json.dumps(found)


def search_onestop_flight(data: Store, origin: Any, destination: Any, date: Any) -> str:
    """Pairs of connecting flights, each leg available (see the module notes on its quirks)."""
    flights = data["flights"]
    found: list[list[dict[str, Any]]] = []
    for first in flights.values():
        if first["origin"] != origin:
            continue
        for second in flights.values():
            if second["destination"] != destination or first["destination"] != second["origin"]:
                continue
            arrival = first["scheduled_arrival_time_est"]
            next_date = f"2024-05-{int(date[-2:]) + 1}" if "+1" in arrival else date
            if arrival > second["scheduled_departure_time_est"]:
                continue
            if date not in first["dates"] or next_date not in second["dates"]:
                continue
            if (
                first["dates"][date]["status"] != "available"
                or second["dates"][next_date]["status"] != "available"
            ):
                continue
            leg1 = _without_dates(first)
            leg1.update(first["dates"][date])
            leg1["date"] = date
            leg2 = _without_dates(second)
            leg2.update(second["dates"][date])  # sic: the first leg's date
            leg2["date"] = next_date
            found.append([leg1, leg2])
    return json.dumps(found)


def _priced_leg(
    data: Store, flight: dict[str, Any], cabin: Any, passengers: Any
) -> tuple[str | None, Any]:
    """Check one requested leg for ``len(passengers)`` seats and price it in place.

    Returns (error text, price) where the error is ``None`` when the leg can be sold.
    ``len(passengers)`` is taken where tau-bench takes it (after the seat table is read).
    """
    number = flight["flight_number"]
    if number not in data["flights"]:
        return f"Error: flight {number} not found", 0
    record = data["flights"].peek(number)
    if flight["date"] not in record["dates"]:
        return f"Error: flight {number} not found on date {flight['date']}", 0
    day = record["dates"][flight["date"]]
    if day["status"] != "available":
        return f"Error: flight {number} not available on date {flight['date']}", 0
    if day["available_seats"][cabin] < len(passengers):
        return f"Error: not enough seats on flight {number}", 0
    flight["price"] = day["prices"][cabin]
    flight["origin"] = record["origin"]
    flight["destination"] = record["destination"]
    return None, flight["price"]


def book_reservation(
    data: Store,
    user_id: Any,
    origin: Any,
    destination: Any,
    flight_type: Any,
    cabin: Any,
    flights: Any,
    passengers: Any,
    payment_methods: Any,
    total_baggages: Any,
    nonfree_baggages: Any,
    insurance: Any,
) -> str:
    """Book a new reservation for ``user_id``, charging its payment methods."""
    reservations, users = data["reservations"], data["users"]
    if user_id not in users:
        return "Error: user not found"
    user = users[user_id]
    reservation_id = next(
        (r for r in RESERVATION_IDS if r not in reservations), RESERVATION_IDS[-1]
    )
    reservation: dict[str, Any] = {
        "reservation_id": reservation_id,
        "user_id": user_id,
        "origin": origin,
        "destination": destination,
        "flight_type": flight_type,
        "cabin": cabin,
        "flights": copy.deepcopy(flights),
        "passengers": passengers,
        "payment_history": payment_methods,
        "created_at": BOOKED_AT,
        "total_baggages": total_baggages,
        "nonfree_baggages": nonfree_baggages,
        "insurance": insurance,
    }
    total: Any = 0
    for flight in reservation["flights"]:
        error, price = _priced_leg(data, flight, cabin, passengers)
        if error is not None:
            return error
        total += price * len(passengers)
    if insurance == "yes":
        total += 30 * len(passengers)
    total += 50 * nonfree_baggages
    methods = user["payment_methods"]
    for payment in payment_methods:
        payment_id, amount = payment["payment_id"], payment["amount"]
        if payment_id not in methods:
            return f"Error: payment method {payment_id} not found"
        if methods[payment_id]["source"] in ("gift_card", "certificate") and (
            methods[payment_id]["amount"] < amount
        ):
            return f"Error: not enough balance in payment method {payment_id}"
    if sum(p["amount"] for p in payment_methods) != total:
        paid = sum(p["amount"] for p in payment_methods)
        return f"Error: payment amount does not add up, total price is {total}, but paid {paid}"
    for payment in payment_methods:
        payment_id, amount = payment["payment_id"], payment["amount"]
        if methods[payment_id]["source"] == "gift_card":
            methods[payment_id]["amount"] -= amount
        elif methods[payment_id]["source"] == "certificate":
            del methods[payment_id]
    reservations[reservation_id] = reservation
    user["reservations"].append(reservation_id)
    return json.dumps(reservation)


def cancel_reservation(data: Store, reservation_id: Any) -> str:
    """Mark the reservation cancelled and refund every payment (no status check)."""
    reservations = data["reservations"]
    if reservation_id not in reservations:
        return "Error: reservation not found"
    reservation = reservations[reservation_id]
    refunds = [
        {"payment_id": p["payment_id"], "amount": -p["amount"]}
        for p in reservation["payment_history"]
    ]
    reservation["payment_history"].extend(refunds)
    reservation["status"] = "cancelled"
    return json.dumps(reservation)


def send_certificate(data: Store, user_id: Any, amount: Any) -> str | None:
    """Add a certificate worth ``amount`` to the user (``None`` once all three ids are taken)."""
    users = data["users"]
    if user_id not in users:
        return "Error: user not found"
    methods = users[user_id]["payment_methods"]
    for payment_id in CERTIFICATE_IDS:
        if payment_id not in methods:
            methods[payment_id] = {"source": "certificate", "amount": amount, "id": payment_id}
            return f"Certificate {payment_id} added to user {user_id} with amount {amount}."
    return None


def _payment_error(method: dict[str, Any], total: Any) -> str | None:
    """Why ``method`` cannot pay ``total`` for a change to a reservation, or ``None``."""
    if method["source"] == "certificate":
        return "Error: certificate cannot be used to update reservation"
    if method["source"] == "gift_card" and method["amount"] < total:
        return "Error: gift card balance is not enough"
    return None


def update_reservation_flights(
    data: Store, reservation_id: Any, cabin: Any, flights: Any, payment_id: Any
) -> str:
    """Replace the reservation's flights, charging or refunding the difference."""
    users, reservations = data["users"], data["reservations"]
    if reservation_id not in reservations:
        return "Error: reservation not found"
    reservation = reservations[reservation_id]
    total: Any = 0
    flights = copy.deepcopy(flights)
    for flight in flights:
        kept = [
            f
            for f in reservation["flights"]
            if f["flight_number"] == flight["flight_number"]
            and f["date"] == flight["date"]
            and cabin == reservation["cabin"]
        ]
        if kept:
            total += kept[0]["price"] * len(reservation["passengers"])
            flight["price"] = kept[0]["price"]
            flight["origin"] = kept[0]["origin"]
            flight["destination"] = kept[0]["destination"]
            continue
        error, price = _priced_leg(data, flight, cabin, reservation["passengers"])
        if error is not None:
            return error
        total += price * len(reservation["passengers"])
    total -= sum(f["price"] for f in reservation["flights"]) * len(reservation["passengers"])
    methods = users[reservation["user_id"]]["payment_methods"]
    if payment_id not in methods:
        return "Error: payment method not found"
    method = methods[payment_id]
    error = _payment_error(method, total)
    if error is not None:
        return error
    if method["source"] == "gift_card":
        method["amount"] -= total
    reservation["flights"] = flights
    if total != 0:
        reservation["payment_history"].append({"payment_id": payment_id, "amount": total})
    return json.dumps(reservation)


def update_reservation_baggages(
    data: Store, reservation_id: Any, total_baggages: Any, nonfree_baggages: Any, payment_id: Any
) -> str:
    """Set the baggage counts, charging 50 for each extra non-free bag."""
    users, reservations = data["users"], data["reservations"]
    if reservation_id not in reservations:
        return "Error: reservation not found"
    reservation = reservations[reservation_id]
    total = 50 * max(0, nonfree_baggages - reservation["nonfree_baggages"])
    methods = users[reservation["user_id"]]["payment_methods"]
    if payment_id not in methods:
        return "Error: payment method not found"
    method = methods[payment_id]
    error = _payment_error(method, total)
    if error is not None:
        return error
    reservation["total_baggages"] = total_baggages
    reservation["nonfree_baggages"] = nonfree_baggages
    if method["source"] == "gift_card":
        method["amount"] -= total
    if total != 0:
        reservation["payment_history"].append({"payment_id": payment_id, "amount": total})
    return json.dumps(reservation)


def update_reservation_passengers(data: Store, reservation_id: Any, passengers: Any) -> str:
    """Replace the passengers, keeping their number."""
    reservations = data["reservations"]
    if reservation_id not in reservations:
        return "Error: reservation not found"
    reservation = reservations[reservation_id]
    if len(passengers) != len(reservation["passengers"]):
        return "Error: number of passengers does not match"
    reservation["passengers"] = passengers
    return json.dumps(reservation)
