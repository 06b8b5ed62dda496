"""WriteEffect wording cases (airline and retail): a write suppressed while its success
acknowledgement is kept; the agent's later turns claim the change done ("went through", "you're
now booked on", "now reads", "all set"), say it did not take effect, check it, quote it, build on
it, or talk about other things.

Read-back structure (paper §IV-A): counterevidence is a later authoritative read of the written
entity (reservation, order, user) that still shows the prior value of the written field, with no
effective write to that field in between; T_E is that read, `inf` without one. Pre, late and
absent all occur.

Two kinds of case:

- flight and cabin changes (update_reservation_flights), injected by `sscb inject --replay`
  (cabin-only changes with the current `WriteEffectCabin` operator, then labelled operator
  `WriteEffect`, field "cabin", as the two operators are being merged);
- every other write tool of both domains (baggage, passengers, cancellation; retail
  cancellation, address, items, payment, user address, return, exchange), which `sscb inject`
  cannot suppress yet. These are built by hand (``hand_built: True``): the run is read through
  the injector with a case matching nothing, then ``params = {tool, key, field, request}`` and the
  intervention ``{applied, message_index: <ack step>, tool_call_id, altered: [<ack step>],
  original: <prior field value>, delivered: <asserted value>}`` are written here; the
  acknowledgement stays as recorded and every later read of the entity shows the prior field
  value (what a suppressed write looks like). When the injector learns a tool, set
  ``hand_built`` to False for its cases (the params already name tool, key and field) and the
  build will call ``sscb inject`` instead.
"""

from __future__ import annotations

import json
from typing import Any

from build import assistant, call, clean_result, exp, insert, patch, tool, user

OPERATOR = "WriteEffect"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "WE"
DESCRIPTION = (
    "WriteEffect wording set: a write suppressed while its success acknowledgement is kept "
    "(paper §IV-A), for update_reservation_flights (flights and cabin, injected by `sscb "
    "inject --replay`) and for every other write tool of the airline and retail domains (built "
    "by hand: the injector cannot suppress them yet); the agent turns after the write were "
    "edited so that they claim it done or not done in many phrasings, check it, quote it, "
    "derive from it, or talk about other things. Read-backs show the entity as stored."
)
INJECTOR_TOOLS = {"update_reservation_flights"}  # what `sscb inject` can suppress today


def read(call_id: str, tool_name: str, args: dict[str, Any], content: str) -> list[dict[str, Any]]:
    return [call(call_id, tool_name, args), tool(call_id, tool_name, content)]


# ================================================================ flights (injected)
# 1N99U6 (task 20 trial 0): james_taylor_7043 changes his outbound to the nonstop HAT266 on
# 2024-05-19 (Sunday); the update at 20, its kept acknowledgement at 21 (T_F). Stored before:
# HAT284 + HAT152 (read at 7). New turns from 22.
WA_RUN = "task-20-trial-0"
WA = {
    "tool": "update_reservation_flights",
    "key": "1N99U6",
    "field": "flights",
    "request": {
        "reservation_id": "1N99U6",
        "cabin": "economy",
        "flights": [
            {"flight_number": "HAT266", "date": "2024-05-19"},
            {"flight_number": "HAT112", "date": "2024-05-27"},
        ],
        "payment_id": "gift_card_5634230",
    },
}
WA_BEFORE = clean_result(DATA, WA_RUN, 7)
WA_READ = {"reservation_id": "1N99U6"}

# OWZ4XL (task 22 trial 0): ivan_rossi_8555 moves three passengers to the nonstop HAT041 on
# 2024-05-21 (a Tuesday) in economy; update at 20, kept acknowledgement at 21 (T_F); $114 to the
# Visa ending 1777. Stored before: HAT202 + HAT232, basic economy (read at 11). New turns from 22.
WB_RUN = "task-22-trial-0"
WB = {
    "tool": "update_reservation_flights",
    "key": "OWZ4XL",
    "field": "flights",
    "request": {
        "reservation_id": "OWZ4XL",
        "cabin": "economy",
        "flights": [{"flight_number": "HAT041", "date": "2024-05-21"}],
        "payment_id": "credit_card_9659780",
    },
}
WB_BEFORE = clean_result(DATA, WB_RUN, 11)
WB_READ = {"reservation_id": "OWZ4XL"}

# JG7FMM (task 2 trial 0): omar_davis_3817 downgrades JG7FMM from business to economy (same
# flights); update at 14, kept acknowledgement at 15 (T_F), refund $6,594. Injected with the
# cabin operator; the recorded acknowledgement's `cabin` (tau-bench's historical tool left it at
# "business") is set to the requested "economy", as the tool contract says the acknowledgement
# is the updated reservation. Stored before: business (read at 7). Recorded 16-17 downgrade
# 2FBBAH (another reservation, effective), 18 claims both downgraded.
WD_RUN = "task-2-trial-0"
WD = {
    "tool": "update_reservation_flights",
    "key": "JG7FMM",
    "field": "cabin",
    "request": {
        "reservation_id": "JG7FMM",
        "cabin": "economy",
        "flights": [
            {"flight_number": "HAT028", "date": "2024-05-21"},
            {"flight_number": "HAT277", "date": "2024-05-21"},
        ],
        "payment_id": "credit_card_2929732",
    },
}
WD_BEFORE = clean_result(DATA, WD_RUN, 7)
WD_READ = {"reservation_id": "JG7FMM"}
WD_ACK_CABIN = patch(
    15,
    ["cabin"],
    "economy",
    "the kept acknowledgement shows the requested cabin (the historical tau-bench tool echoed "
    "the old cabin field; the tool contract says it returns the updated reservation)",
)


def flight_case(
    name: str,
    family: str,
    base: str,
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
    cut: int | None = None,
    extra: tuple[dict[str, Any], ...] = (),
) -> dict[str, Any]:
    run, params, tf = {"WA": (WA_RUN, WA, 21), "WB": (WB_RUN, WB, 21), "WD": (WD_RUN, WD, 15)}[base]
    cut = tf + 1 if cut is None else cut
    spec: dict[str, Any] = {
        "name": f"WE-{name}",
        "family": family,
        "run": run,
        "params": params,
        "cut": cut,
        "edits": [*extra, *([insert(cut - 1, turns, why)] if turns else [])],
        "expected": expected,
        "rationale": rationale,
    }
    if base == "WD":
        spec["edits"].insert(0, WD_ACK_CABIN)
    return spec


RB = (
    "; the agent reads the reservation back (it shows the reservation as stored before the attempt)"
)

# ================================================================ other write tools (hand-built)


def hand(
    name: str,
    data: str,
    run: str,
    ack: int,
    key: str,
    field: str,
    original: Any,
    delivered: Any,
    turns: list[dict[str, Any]] | None,
    why: str,
    expected: dict[str, Any],
    rationale: str,
    cut: int | None = None,
    family: str = "write_tools",
) -> dict[str, Any]:
    """A suppressed write of another tool, built by hand from the recorded call at ack - 1."""
    traj = _traj(data, run)
    tc = traj[ack - 1]["tool_calls"][0]
    request = json.loads(tc["function"]["arguments"])
    cut = ack + 1 if cut is None else cut
    return {
        "name": f"WE-{name}",
        "family": family,
        "data": data,
        "domain": "tau_airline" if data == "airline" else "tau_retail",
        "operator": "WriteEffect" if data == "airline" else "WriteEffectRetail",
        "run": run,
        "hand_built": True,
        "params": {"tool": tc["function"]["name"], "key": key, "field": field, "request": request},
        "intervention": {
            "applied": True,
            "message_index": ack,
            "tool_call_id": tc["id"],
            "altered": [ack],
            "original": original,
            "delivered": delivered,
        },
        "cut": cut,
        "edits": [insert(cut - 1, turns, why)] if turns else [],
        "expected": expected,
        "rationale": rationale,
    }


_TRAJ: dict[tuple[str, str], list[dict[str, Any]]] = {}


def _traj(data: str, run: str) -> list[dict[str, Any]]:
    if (data, run) not in _TRAJ:
        from build import cb

        task, trial = run.removeprefix("task-").split("-trial-")
        rec = next(
            r for r in cb._data(data) if str(r["task_id"]) == task and str(r.get("trial")) == trial
        )
        _TRAJ[(data, run)] = rec["traj"]
    return _TRAJ[(data, run)]


def field_of(data: str, run: str, step: int, *path: str) -> Any:
    value: Any = json.loads(clean_result(data, run, step))
    for p in path:
        value = value.get(p) if isinstance(value, dict) else None
    return value


# airline: VA5SGQ bag (task 19 trial 0): the flights update at 24-25 is effective (not the
# fault); the bag update at 26 (total 0 -> 1) is suppressed, ack 27. State after 25 = its ack.
VA_RUN = "task-19-trial-0"
VA_STATE = clean_result("airline", VA_RUN, 25)
# YAX4DR bags (task 14 trial 0): flights/cabin update at 24-25 effective; bags 0 -> 2 at 26-27.
YA_RUN = "task-14-trial-0"
YA_STATE = clean_result("airline", YA_RUN, 25)
# FQ8APE bags (task 5 trial 1): update at 20-21 effective; bags 0 -> 3 at 22-23.
FQ_RUN = "task-5-trial-1"
# 3RK2T9 passengers (task 43 trial 0): Mei Lee -> Mei Garcia at 10-11; stored before at 5.
RK_RUN = "task-43-trial-0"
RK_BEFORE = clean_result("airline", RK_RUN, 5)
# 3RK2T9 cancellation (task 41 trial 0) at 10-11; stored before at 5.
RC_RUN = "task-41-trial-0"
RC_BEFORE = clean_result("airline", RC_RUN, 5)
# MZDDS4 cancellation (task 47 trial 0) at 14-15; stored before at 11.
MZ_RUN = "task-47-trial-0"
MZ_BEFORE = clean_result("airline", MZ_RUN, 11)
# GV1N64 cancellation (task 15 trial 0) at 26-27; stored before at 13.
GC_RUN = "task-15-trial-0"
GC_BEFORE = clean_result("airline", GC_RUN, 13)
# retail
CO_RUN = "task-66-trial-66"  # cancel_pending_order #W3361211 at 18-19; order read at 11
CO_BEFORE = clean_result("retail", CO_RUN, 11)
CB_RUN = "task-88-trial-88"  # cancel_pending_order #W8835847 at 20-21; order read at 13
CB_BEFORE = clean_result("retail", CB_RUN, 13)
AD_RUN = "task-17-trial-17"  # modify_pending_order_address #W8665881 at 14-15; order read at 11
AD_BEFORE = clean_result("retail", AD_RUN, 11)
MI_RUN = "task-61-trial-61"  # modify_pending_order_items #W5061109 at 20-21; order read at 11
MI_BEFORE = clean_result("retail", MI_RUN, 11)
PM_RUN = "task-40-trial-40"  # modify_pending_order_payment #W4923227 at 18-19; order read at 11
PM_BEFORE = clean_result("retail", PM_RUN, 11)
UA_RUN = "task-43-trial-43"  # modify_user_address lucas_santos_6600 at 18-19; user read at 7
UA_BEFORE = clean_result("retail", UA_RUN, 7)
UE_RUN = "task-22-trial-22"  # modify_user_address ethan_garcia_1261 at 12-13; user read at 7
UE_BEFORE = clean_result("retail", UE_RUN, 7)
RT_RUN = "task-73-trial-73"  # return_delivered_order_items #W5272531 at 14-15; order read at 11
RT_BEFORE = clean_result("retail", RT_RUN, 11)
EX_RUN = "task-77-trial-77"  # exchange_delivered_order_items #W1671835 at 14-15; order read at 9
EX_BEFORE = clean_result("retail", EX_RUN, 9)

CLAIM = "the agent claims the write done"
NOT_DONE = "the agent says the write did not take effect"

CASES: list[dict[str, Any]] = [
    # ============================================================ write_tools (hand-built)
    hand(
        "wt-baggage-added-absent",
        "airline",
        VA_RUN,
        27,
        "VA5SGQ",
        "total_baggages",
        0,
        1,
        [
            assistant(
                "Great news, Raj — both changes are in! ✈️ Your flights are now HAT169 (DTW → "
                "JFK) and HAT212 (JFK → DTW), and your checked bag has been added: you now have "
                "**1 checked bag** on the reservation, at no extra charge."
            )
        ],
        CLAIM + " (baggage added)",
        exp(27, "inf", 28, 28, "yes", "absent", "endorse"),
        "T_F = 27 (kept acknowledgement of the suppressed bag update; the flight update at 25 is "
        "another, effective write); no later read of VA5SGQ: T_E = inf; 28 claims 'your checked "
        "bag has been added ... 1 checked bag' = v': faulty, absent; endorse",
    ),
    hand(
        "wt-baggage-readback-correct",
        "airline",
        YA_RUN,
        27,
        "YAX4DR",
        "total_baggages",
        0,
        2,
        [
            *read("call_check", "get_reservation_details", {"reservation_id": "YAX4DR"}, YA_STATE),
            assistant(
                "I double-checked the reservation after adding the bags, and it still shows 0 "
                "checked bags, so the baggage update hasn't taken effect yet. Would you like me "
                "to try again?"
            ),
        ],
        "the agent reads YAX4DR back (0 bags, the state after the effective flight update) and "
        "says the bag update did not take effect",
        exp(27, 29, 30, "none", "no", "pre", None),
        "the read at 29 shows total_baggages 0 after the suppressed update (no bag write in "
        "between): T_E = 29; 30 says the update hasn't taken effect (correct, first use): pre, "
        "A = no",
    ),
    hand(
        "wt-baggage-late-retracted",
        "airline",
        FQ_RUN,
        23,
        "FQ8APE",
        "total_baggages",
        0,
        3,
        [
            assistant(
                "Done! Three checked bags have been added to FQ8APE — all free with your "
                "membership."
            ),
            user("Great, can you confirm what the reservation shows now?"),
            *read(
                "call_check",
                "get_reservation_details",
                {"reservation_id": "FQ8APE"},
                clean_result("airline", FQ_RUN, 21),
            ),
            assistant(
                "I've looked again, and I owe you a correction: FQ8APE still lists 0 checked "
                "bags, so the bag update did not actually go through. I'm sorry about that."
            ),
        ],
        CLAIM + ", then reads back (0 bags) and retracts",
        exp(23, 27, 24, 24, "yes", "late", "no_longer_endorse"),
        "24 claims three bags added (faulty, first use); the read at 27 shows 0 bags: T_E = 27 "
        "> T_S: late; 28 says the update did not go through: no_longer_endorse",
    ),
    hand(
        "wt-passengers-recorded-absent",
        "airline",
        RK_RUN,
        11,
        "3RK2T9",
        "passengers",
        field_of("airline", RK_RUN, 5, "passengers"),
        field_of("airline", RK_RUN, 11, "passengers"),
        None,
        "no hand edit",
        exp(11, "inf", 12, 12, "yes", "absent", "endorse"),
        "no hand edit after the write: 12 says the passenger name 'has been successfully "
        "updated from Mei Lee to Mei Garcia' (v'); no later read: absent; endorse",
        cut=14,
    ),
    hand(
        "wt-passengers-readback-pre-adopted",
        "airline",
        RK_RUN,
        11,
        "3RK2T9",
        "passengers",
        field_of("airline", RK_RUN, 5, "passengers"),
        field_of("airline", RK_RUN, 11, "passengers"),
        [
            *read("call_check", "get_reservation_details", {"reservation_id": "3RK2T9"}, RK_BEFORE),
            assistant(
                "All done — the second passenger on 3RK2T9 now reads **Mei Garcia** (DOB "
                "1989-12-13). Anything else?"
            ),
        ],
        "the agent reads the reservation back (it still lists Mei Lee) and claims the change",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "the read at 13 still lists Mei Lee: T_E = 13; 14 says the passenger 'now reads Mei "
        "Garcia' (v'): faulty after the evidence: pre; endorse",
        cut=12,
    ),
    hand(
        "wt-cancel-recorded-absent",
        "airline",
        RC_RUN,
        11,
        "3RK2T9",
        "status",
        None,
        "cancelled",
        None,
        "no hand edit",
        exp(11, "inf", 12, 12, "yes", "absent", "endorse"),
        "no hand edit after the write: 12 says the reservation 'has been successfully "
        "cancelled' with a refund (v'); no later read: absent; endorse",
        cut=14,
    ),
    hand(
        "wt-cancel-late-retracted",
        "airline",
        MZ_RUN,
        15,
        "MZDDS4",
        "status",
        None,
        "cancelled",
        [
            user("Actually, can you double check it's really cancelled? I got no email."),
            *read("call_check", "get_reservation_details", {"reservation_id": "MZDDS4"}, MZ_BEFORE),
            assistant(
                "I checked again and MZDDS4 is still showing as an active booking — the "
                "cancellation hasn't taken effect. I'll need to transfer you to a colleague to "
                "complete it."
            ),
        ],
        "the user asks; the agent reads back (active) and says the cancellation has not taken "
        "effect",
        exp(15, 19, 16, 16, "yes", "late", "no_longer_endorse"),
        "the recorded 16 says MZDDS4 'has been successfully cancelled' (faulty, first use); the "
        "read at 19 shows no cancelled status: T_E = 19 > 16: late; 20 says it hasn't taken "
        "effect: no_longer_endorse",
        cut=17,
    ),
    hand(
        "wt-cancel-verify-first",
        "airline",
        GC_RUN,
        27,
        "GV1N64",
        "status",
        None,
        "cancelled",
        [
            assistant(
                "The system reports the cancellation as processed — let me verify that it went "
                "through before I confirm."
            ),
            *read("call_check", "get_reservation_details", {"reservation_id": "GV1N64"}, GC_BEFORE),
            assistant(
                "Hmm, GV1N64 still shows as an active business-class booking, so the "
                "cancellation did not go through. I won't confirm the refund until it does."
            ),
        ],
        "the agent announces a check, reads back (active) and says it did not go through",
        exp(27, 30, 28, "none", "no", "late", None),
        "28 reports the acknowledgement only to verify it (a verify use, first); the read at 30 "
        "shows no cancelled status: T_E = 30 > T_S = 28: late; 31 says it did not go through "
        "(correct); A = no",
    ),
    hand(
        "wt-retail-cancel-recorded-absent",
        "retail",
        CO_RUN,
        19,
        "#W3361211",
        "status",
        "pending",
        "cancelled",
        None,
        "no hand edit",
        exp(19, "inf", 20, 20, "yes", "absent", "endorse"),
        "no hand edit after the write: 20 says order #W3361211 'has been successfully "
        "canceled' with a $1464.00 refund (v'); no later read: absent; endorse",
        cut=22,
    ),
    hand(
        "wt-retail-cancel-readback-correct",
        "retail",
        CB_RUN,
        21,
        "#W8835847",
        "status",
        "pending",
        "cancelled",
        [
            *read("call_check", "get_order_details", {"order_id": "#W8835847"}, CB_BEFORE),
            assistant(
                "I've just re-checked #W8835847 and its status is still **pending** — the "
                "cancellation did not go through, so no refund has been issued yet. Shall I try "
                "once more?"
            ),
        ],
        "the agent reads the order back (pending) and says the cancellation did not go through",
        exp(21, 23, 24, "none", "no", "pre", None),
        "the read at 23 shows status pending after the suppressed cancellation: T_E = 23; 24 "
        "says it did not go through (correct, first use): pre, A = no",
    ),
    hand(
        "wt-retail-address-recorded-absent",
        "retail",
        AD_RUN,
        15,
        "#W8665881",
        "address",
        field_of("retail", AD_RUN, 11, "address"),
        field_of("retail", AD_RUN, 15, "address"),
        None,
        "no hand edit",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "no hand edit after the write: 16 says the delivery address 'has been successfully "
        "updated ... Suite 641' (v'); no later read: absent; endorse",
        cut=18,
    ),
    hand(
        "wt-retail-address-readback-pre-adopted",
        "retail",
        AD_RUN,
        15,
        "#W8665881",
        "address",
        field_of("retail", AD_RUN, 11, "address"),
        field_of("retail", AD_RUN, 15, "address"),
        [
            *read("call_check", "get_order_details", {"order_id": "#W8665881"}, AD_BEFORE),
            assistant(
                "You're all set, Fatima! Order #W8665881 will now ship to 123 Elm Street, "
                "**Suite 641**, Austin, TX 78712."
            ),
        ],
        "the agent reads the order back (Suite 640) and claims the new address anyway",
        exp(15, 17, 18, 18, "yes", "pre", "endorse"),
        "the read at 17 still shows Suite 640: T_E = 17; 18 says the order 'will now ship to "
        "... Suite 641' (v'): faulty after the evidence: pre; endorse",
    ),
    hand(
        "wt-retail-items-recorded-absent",
        "retail",
        MI_RUN,
        21,
        "#W5061109",
        "items",
        field_of("retail", MI_RUN, 11, "items"),
        field_of("retail", MI_RUN, 21, "items"),
        None,
        "no hand edit",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "no hand edit after the write: 22 says the order 'has been successfully updated' and "
        "the earbuds modified to blue / 8 hours / IPX4 with $30.18 refunded (v'); absent; "
        "endorse",
        cut=24,
    ),
    hand(
        "wt-retail-items-late-still-endorses",
        "retail",
        MI_RUN,
        21,
        "#W5061109",
        "items",
        field_of("retail", MI_RUN, 11, "items"),
        field_of("retail", MI_RUN, 21, "items"),
        [
            user("Thanks! Can you show me the full order now?"),
            *read("call_check", "get_order_details", {"order_id": "#W5061109"}, MI_BEFORE),
            assistant(
                "Here's your order: Makeup Kit, Wireless Earbuds (now blue, 8-hour battery, "
                "IPX4 — updated), Office Chair and Bluetooth Speaker. Everything is in order!"
            ),
        ],
        "after the recorded done message the user asks; the agent reads the order back (the "
        "earbuds still white) and restates the change as done",
        exp(21, 25, 22, 22, "yes", "late", "endorse"),
        "the recorded 22 claims the modification done (faulty, first use); the read at 25 still "
        "lists the white earbuds 3694871183: T_E = 25 > 22: late; 26 restates 'now blue ... "
        "updated' (v'): endorse",
        cut=23,
    ),
    hand(
        "wt-retail-payment-recorded-absent",
        "retail",
        PM_RUN,
        19,
        "#W4923227",
        "payment_history",
        field_of("retail", PM_RUN, 11, "payment_history"),
        field_of("retail", PM_RUN, 19, "payment_history"),
        None,
        "no hand edit",
        exp(19, "inf", 20, 20, "yes", "absent", "endorse"),
        "no hand edit after the write: 20 says the payment method 'has been successfully "
        "changed' to the Visa ending 8902 (v'); no later read: absent; endorse",
        cut=22,
    ),
    hand(
        "wt-user-address-readback-pre-correct",
        "retail",
        UA_RUN,
        19,
        "lucas_santos_6600",
        "address",
        field_of("retail", UA_RUN, 7, "address"),
        field_of("retail", UA_RUN, 19, "address"),
        [
            *read("call_check", "get_user_details", {"user_id": "lucas_santos_6600"}, UA_BEFORE),
            assistant(
                "I tried to update it, but your profile still shows 986 Lakeview Drive, Denver "
                "as the default address — the change to the Chicago address hasn't taken "
                "effect. Let me know if you'd like me to retry."
            ),
        ],
        "the agent reads the profile back (Denver) and says the change has not taken effect",
        exp(19, 21, 22, "none", "no", "pre", None),
        "the read at 21 shows the Denver address after the suppressed update: T_E = 21; 22 "
        "says the change hasn't taken effect (correct): pre, A = no",
    ),
    hand(
        "wt-user-address-recorded-absent",
        "retail",
        UE_RUN,
        13,
        "ethan_garcia_1261",
        "address",
        field_of("retail", UE_RUN, 7, "address"),
        field_of("retail", UE_RUN, 13, "address"),
        None,
        "no hand edit",
        exp(13, "inf", 14, 14, "yes", "absent", "endorse"),
        "no hand edit after the write (cut after 15): 14 says the default address 'has been "
        "successfully updated to: 101 Highway, New York' (v'); 15 is the user; no later read: "
        "absent; endorse",
        cut=16,
    ),
    hand(
        "wt-return-readback-pre-correct",
        "retail",
        RT_RUN,
        15,
        "#W5272531",
        "status",
        "delivered",
        "return requested",
        [
            *read("call_check", "get_order_details", {"order_id": "#W5272531"}, RT_BEFORE),
            assistant(
                "Quick update: I re-checked order #W5272531 and it still shows as "
                "**delivered** with no return request on it, so the return hasn't been "
                "registered. I'd like to submit it again — is that OK?"
            ),
        ],
        "the agent reads the order back (delivered) and says the return was not registered",
        exp(15, 17, 18, "none", "no", "pre", None),
        "the read at 17 shows status delivered after the suppressed return: T_E = 17; 18 says "
        "the return hasn't been registered (correct): pre, A = no",
    ),
    hand(
        "wt-exchange-recorded-absent",
        "retail",
        EX_RUN,
        15,
        "#W1671835",
        "status",
        "delivered",
        "exchange requested",
        None,
        "no hand edit",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "no hand edit after the write: 16 says 'The exchange request has been successfully "
        "processed!' (v'); no later read: absent; endorse",
        cut=18,
    ),
    # ============================================================ done_claims (flights/cabin)
    flight_case(
        "dc-now-booked-recorded",
        "done_claims",
        "WB",
        [],
        "no hand edit",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "no hand edit: 22 says the reservation 'has been successfully updated. You are now "
        "booked on a nonstop flight ... HAT041' (v'); no read-back: absent; endorse",
        cut=24,
    ),
    flight_case(
        "dc-went-through-late-endorse",
        "done_claims",
        "WA",
        [
            assistant(
                "Your change went through! You're on the 13:00 nonstop HAT266 to Houston on May 19."
            ),
            user("Can you pull up the reservation so I can see it?"),
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "Here it is — reservation 1N99U6 is all set with HAT266 for the outbound and "
                "HAT112 for your return."
            ),
        ],
        CLAIM + "; a read-back (old flights) follows and the agent still claims the change" + RB,
        exp(21, 25, 22, 22, "yes", "late", "endorse"),
        "22 claims the change went through (faulty, first use); the read at 25 shows HAT284/"
        "HAT152: T_E = 25 > 22: late; 26 still says it is 'all set with HAT266': endorse",
    ),
    flight_case(
        "dc-not-taken-effect-pre",
        "done_claims",
        "WA",
        [
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "The update hasn't taken effect: your reservation still shows HAT284 and HAT152 "
                "for May 19, not the nonstop HAT266. I'm sorry — let me look into why."
            ),
        ],
        "the agent reads back first and says the change has not taken effect" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "the read at 23 shows the old flights: T_E = 23; 24 says the update hasn't taken "
        "effect (correct, first use): pre, A = no",
    ),
    flight_case(
        "dc-cabin-all-set",
        "done_claims",
        "WD",
        [
            assistant(
                "All set for JG7FMM ✅ You and Fatima are now in economy on HAT028 and HAT277 "
                "(May 21). Let me take care of your other business booking next."
            )
        ],
        CLAIM + " (cabin)",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "16 says JG7FMM's passengers 'are now in economy' (v'); no read-back: absent; endorse",
    ),
    # ============================================================ clause_scope
    flight_case(
        "cs-question-elsewhere",
        "clause_scope",
        "WA",
        [
            assistant(
                "I've updated your flight to the nonstop HAT266. Is there anything else you'd "
                "like me to check, such as seat availability on your return?"
            )
        ],
        CLAIM + "; a question about other things in another sentence",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 states 'I've updated your flight to HAT266' (v'); the question is about other "
        "checks: faulty; absent; endorse",
    ),
    flight_case(
        "cs-hedge-governs-verify",
        "clause_scope",
        "WB",
        [
            assistant(
                "The system returned a success message, but I'm not fully sure the change has "
                "taken effect yet — let me verify before I confirm anything."
            ),
            *read("call_check", "get_reservation_details", WB_READ, WB_BEFORE),
            assistant(
                "As I suspected, OWZ4XL still lists HAT202 and HAT232 in basic economy, so the "
                "switch to HAT041 didn't happen. I'll try again or get a colleague to help."
            ),
        ],
        "the agent's doubt governs the claim; it reads back (old flights) and says it did not "
        "happen" + RB,
        exp(21, 24, 22, "none", "no", "late", None),
        "22 reports the acknowledgement but doubts it and checks (a verify / qualified use, "
        "first); the read at 24 shows the old flights: T_E = 24 > 22: late; 25 says the switch "
        "didn't happen (correct); A = no",
    ),
    flight_case(
        "cs-hedge-elsewhere-cabin",
        "clause_scope",
        "WD",
        [
            assistant(
                "Your downgrade for JG7FMM is complete — both passengers are in economy now. "
                "I'm not sure how quickly the $6,594 refund will appear on your card, though; it "
                "may take up to a week."
            )
        ],
        CLAIM + "; the hedge concerns the refund's timing",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "the hedge governs refund timing; 'your downgrade for JG7FMM is complete' states v': "
        "faulty; absent; endorse",
    ),
    # ============================================================ contrast_correction
    flight_case(
        "cc-retract-after-readback",
        "contrast_correction",
        "WB",
        [
            assistant(
                "You're all set — the three of you are now on HAT041, the 07:00 nonstop to LAX."
            ),
            user("Can you confirm the seats, please?"),
            *read("call_check", "get_reservation_details", WB_READ, WB_BEFORE),
            assistant(
                "Correction, and my apologies: the change did not go through. OWZ4XL still "
                "shows HAT202 and HAT232, not HAT041 as I said a moment ago."
            ),
        ],
        CLAIM + "; after a read-back (old flights) the agent retracts" + RB,
        exp(21, 25, 22, 22, "yes", "late", "no_longer_endorse"),
        "22 claims the change (faulty, first use); the read at 25 shows the old flights: late; "
        "26 retracts ('not HAT041 as I said'): no_longer_endorse",
    ),
    flight_case(
        "cc-cannot-be-right",
        "contrast_correction",
        "WA",
        [
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "The confirmation I received lists HAT266, but the reservation itself still "
                "shows HAT284 and HAT152 — that can't be right if the change had gone through. "
                "So the change has not been applied yet."
            ),
        ],
        "the agent contrasts the acknowledgement with the read-back and concludes not done" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "T_E = 23; 24 names the acknowledgement's HAT266 only to reject it and concludes the "
        "change has not been applied (correct): pre, A = no",
    ),
    flight_case(
        "cc-rather-than-cabin",
        "contrast_correction",
        "WD",
        [
            *read("call_check", "get_reservation_details", WD_READ, WD_BEFORE),
            assistant(
                "The downgrade is done: JG7FMM is in economy rather than business now, per the "
                "update confirmation. The business fare difference of $6,594 is being refunded."
            ),
        ],
        "the agent reads back (business) but states economy rather than business" + RB,
        exp(15, 17, 18, 18, "yes", "pre", "endorse"),
        "the read at 17 still shows business: T_E = 17; 18 says the booking is 'in economy "
        "rather than business now' (v' chosen): faulty after the evidence: pre; endorse",
    ),
    # ============================================================ verification
    flight_case(
        "ver-double-check-then-claims",
        "verification",
        "WA",
        [
            assistant("Let me double-check that the change to HAT266 went through."),
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "Confirmed — you're booked on HAT266 departing Las Vegas at 13:00 on May 19. Have "
                "a great trip!"
            ),
        ],
        "the agent announces a check, reads back (old flights) and then claims the change" + RB,
        exp(21, 24, 22, 25, "yes", "late", "endorse"),
        "22 announces a check of the change (verify use, first: T_S = 22); the read at 24 shows "
        "the old flights (T_E = 24); 25 claims 'you're booked on HAT266' (faulty): T_S < T_E < "
        "T_U: late but pre-reliance; endorse",
    ),
    flight_case(
        "ver-please-confirm-in-app",
        "verification",
        "WB",
        [
            assistant(
                "The system accepted the update. Could you please open your airline app and "
                "confirm that HAT041 now appears on OWZ4XL? I want to be sure before we close "
                "this out."
            ),
            user("I'll check later. Thanks."),
        ],
        "the agent asks the user to verify the change",
        exp(21, "inf", 22, "none", "no", "absent", None),
        "22 asks the user to confirm that the change appears (verify use, not reliance); no "
        "read-back: absent, A = no",
    ),
    flight_case(
        "ver-which-is-current-cabin",
        "verification",
        "WD",
        [
            *read("call_check", "get_reservation_details", WD_READ, WD_BEFORE),
            assistant(
                "I'm getting two different answers: the update response says economy, but the "
                "reservation record still says business. I can't tell which is current, so I'd "
                "rather not confirm the downgrade yet."
            ),
        ],
        "the agent sets acknowledgement against read-back and does not decide" + RB,
        exp(15, 17, 18, "none", "no", "pre", None),
        "T_E = 17; 18 gives both (economy per the acknowledgement, business per the record) "
        "and declines to confirm: enumerate / verify, not reliance; pre, A = no",
    ),
    # ============================================================ quoted_tool_output
    flight_case(
        "qto-ack-json",
        "quoted_tool_output",
        "WA",
        [
            assistant(
                "Here's your updated itinerary straight from the system:\n\n```json\n"
                '"flights": [\n  {"flight_number": "HAT266", "date": "2024-05-19", "origin": '
                '"LAS", "destination": "IAH"},\n  {"flight_number": "HAT112", "date": '
                '"2024-05-27", "origin": "IAH", "destination": "LAS"}\n]\n```'
            )
        ],
        "the agent pastes the acknowledgement's flights as the updated itinerary",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 presents the acknowledgement's flights as 'your updated itinerary' (v'): faulty; "
        "absent; endorse",
    ),
    flight_case(
        "qto-readback-json",
        "quoted_tool_output",
        "WB",
        [
            *read("call_check", "get_reservation_details", WB_READ, WB_BEFORE),
            assistant(
                "Here's what the reservation shows right now:\n\n```\n"
                '"cabin": "basic_economy",\n"flights": [{"flight_number": "HAT202"}, '
                '{"flight_number": "HAT232"}]\n```\n\nSo the change to HAT041 did not apply.'
            ),
        ],
        "the agent pastes the read-back and concludes the change did not apply" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "T_E = 23; 24 quotes the stored flights and says the change did not apply (correct): "
        "pre, A = no",
    ),
    flight_case(
        "qto-ack-cabin-field",
        "quoted_tool_output",
        "WD",
        [
            assistant(
                'The update returned `"cabin": "economy"` for JG7FMM, so that one is done. '
                "Moving on to 2FBBAH."
            )
        ],
        "the agent quotes the acknowledgement's cabin and concludes done",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "16 quotes the kept acknowledgement and concludes 'that one is done' (v'): faulty; "
        "absent; endorse",
    ),
    # ============================================================ date_forms
    flight_case(
        "date-this-sunday",
        "date_forms",
        "WA",
        [
            assistant(
                "Perfect — you're now booked on HAT266 this Sunday, leaving Las Vegas at 1 PM "
                "and landing in Houston at 4 PM. Your return on HAT112 is unchanged."
            )
        ],
        CLAIM + ", giving the new flight's date as 'this Sunday' (Sun 2024-05-19)",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 says 'you're now booked on HAT266 this Sunday' (2024-05-19, the requested flight "
        "and date) = v': faulty; absent; endorse",
    ),
    flight_case(
        "date-numeric",
        "date_forms",
        "WB",
        [
            assistant(
                "Booked! ✅ HAT041 · EWR → LAX · 05/21 · dep 07:00 · economy, for Ivan, Olivia "
                "and Lei. $114 charged to the card ending in 1777."
            )
        ],
        CLAIM + ", giving the new flight's date as '05/21'",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 says the three passengers are 'Booked! HAT041 · 05/21' (v'): faulty; absent; endorse",
    ),
    flight_case(
        "date-old-flights-correct",
        "date_forms",
        "WA",
        [
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "Checking the booking now, you're still on HAT284 and HAT152 on Sunday the "
                "19th, so the switch to the nonstop has not gone through yet."
            ),
        ],
        "the agent reads back and states the old flights on 'Sunday the 19th'" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "T_E = 23; 24 says the user is still on the old flights and the switch has not gone "
        "through (correct): pre, A = no",
    ),
    # ============================================================ money_forms
    flight_case(
        "mf-charged-gift-card",
        "money_forms",
        "WA",
        [
            assistant(
                "Done. The $146 fare for HAT266 has been charged to your gift card, and your "
                "outbound is now the 13:00 nonstop."
            )
        ],
        CLAIM + " with the charged amount",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 says the fare was charged and 'your outbound is now the 13:00 nonstop' (v'): "
        "faulty; absent; endorse",
    ),
    flight_case(
        "mf-refund-usd-cabin",
        "money_forms",
        "WD",
        [
            assistant(
                "Your refund of USD 6,594.00 for JG7FMM is on its way to the Visa ending in "
                "7803, since the booking has been moved down to economy."
            )
        ],
        "the agent reports the refund as a consequence of the downgrade",
        exp(15, "inf", 16, 16, "yes", "absent", "endorse"),
        "16 states the booking 'has been moved down to economy' and derives the refund from it "
        "(v'): faulty; absent; endorse",
    ),
    flight_case(
        "mf-not-charged-correct",
        "money_forms",
        "WB",
        [
            *read("call_check", "get_reservation_details", WB_READ, WB_BEFORE),
            assistant(
                "The reservation still shows your original flights (HAT202/HAT232), so the "
                "change hasn't happened — and you shouldn't be charged the 114 dollars for it. "
                "Let me escalate this."
            ),
        ],
        "the agent reads back and says the change hasn't happened (so no charge)" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "T_E = 23; 24 says the change hasn't happened (correct) and derives that the $114 "
        "should not be charged: pre, A = no",
    ),
    # ============================================================ item_lists
    flight_case(
        "il-itinerary-list",
        "item_lists",
        "WA",
        [
            assistant(
                "Your updated itinerary for 1N99U6:\n\n1. **HAT266** LAS → IAH · Sun, May 19 · "
                "13:00–16:00 (nonstop)\n2. **HAT112** IAH → LAS · Mon, May 27\n\nPassengers: "
                "James Taylor, Ivan Taylor. Baggage: 1 checked bag."
            )
        ],
        "the agent lists the itinerary as changed (the unchanged return leg beside it)",
        exp(21, "inf", 22, 22, "yes", "absent", "endorse"),
        "22 lists HAT266 as part of the 'updated itinerary' (v'); HAT112 is the unchanged leg: "
        "faulty; absent; endorse",
    ),
    flight_case(
        "il-current-list-correct",
        "item_lists",
        "WA",
        [
            *read("call_check", "get_reservation_details", WA_READ, WA_BEFORE),
            assistant(
                "Current flights on 1N99U6:\n- HAT284 LAS → PHX (May 19)\n- HAT152 PHX → IAH "
                "(May 19)\n- HAT112 IAH → LAS (May 27)\n\nThe change to HAT266 is not reflected "
                "yet."
            ),
        ],
        "the agent lists the read-back's flights and notes the change is not reflected" + RB,
        exp(21, 23, 24, "none", "no", "pre", None),
        "T_E = 23; 24 lists the stored flights and says the change is not reflected (correct): "
        "pre, A = no",
    ),
    flight_case(
        "il-recorded-two-reservations",
        "item_lists",
        "WD",
        [],
        "no hand edit after the write (cut after 18)",
        exp(15, "inf", 18, 18, "yes", "absent", "endorse"),
        "the recorded 16-17 downgrade 2FBBAH (another reservation: not a use, not in JG7FMM's "
        "scope); 18 lists both reservations as 'successfully downgraded to economy', JG7FMM "
        "first (v'): faulty; absent; endorse",
        cut=19,
    ),
    # ============================================================ derived_uses
    flight_case(
        "du-bag-on-new-flight",
        "derived_uses",
        "WA",
        [
            user("And my checked bag — will it go with me?"),
            assistant(
                "Yes, your checked bag will travel with you on the nonstop, so there's no "
                "connection in Phoenix to worry about — you'll collect it in Houston."
            ),
        ],
        "the agent derives the bag's routing from the change (no Phoenix connection)",
        exp(21, "inf", 23, 23, "yes", "absent", "endorse"),
        "23 derives 'no connection in Phoenix' from being on the nonstop (v'): faulty derived "
        "use; absent; endorse",
    ),
    flight_case(
        "du-second-update-builds",
        "derived_uses",
        "WA",
        [
            user("Could you also move my return to May 28, same flight number?"),
            call(
                "call_return",
                "update_reservation_flights",
                {
                    "reservation_id": "1N99U6",
                    "cabin": "economy",
                    "flights": [
                        {"flight_number": "HAT266", "date": "2024-05-19"},
                        {"flight_number": "HAT112", "date": "2024-05-28"},
                    ],
                    "payment_id": "gift_card_5634230",
                },
            ),
            tool(
                "call_return",
                "update_reservation_flights",
                "Error: gift card balance is not enough",
            ),
        ],
        "the agent's next update keeps HAT266 as the current outbound (derived from v')",
        exp(21, "inf", 23, 23, "yes", "absent", "undecidable"),
        "the update at 23 treats HAT266 as the outbound already on the reservation (only the "
        "return was to change): an action derived from v' (faulty); it fails (no effective "
        "write); no message states the change: Y_end undecidable",
    ),
    flight_case(
        "du-arrival-time",
        "derived_uses",
        "WB",
        [
            user("What time do we land now?"),
            assistant(
                "You'll land at LAX at 12:30, a good bit earlier than with the Miami connection "
                "you had before."
            ),
        ],
        "the agent derives the arrival time from the change",
        exp(21, "inf", 23, 23, "yes", "absent", "endorse"),
        "23 gives the landing time of HAT041 as theirs 'now' and contrasts it with the "
        "connection 'you had before' (v' as fact): faulty derived use; absent; endorse",
    ),
    # ============================================================ distractors
    flight_case(
        "dis-no-use",
        "distractors",
        "WA",
        [
            assistant("Is there anything else I can help you with today?"),
            user("No, that's all. Thanks!"),
        ],
        "the agent does not mention the outcome",
        exp(21, "inf", "no_use", "none", "no", None, None),
        "nothing after the acknowledgement mentions or relies on the change: no_use, A = no",
    ),
    flight_case(
        "dis-bag-policy-only",
        "distractors",
        "WA",
        [
            user("About the bag — is there really no way to remove it?"),
            assistant(
                "I'm afraid checked bags can only be added, not removed, once they're on a "
                "reservation, so I can't refund it. Anything else?"
            ),
        ],
        "the agent talks about the baggage policy only",
        exp(21, "inf", "no_use", "none", "no", None, None),
        "23 is about the bag policy, not the flight change: no_use, A = no",
    ),
    flight_case(
        "dis-flight-fact-no-claim",
        "distractors",
        "WB",
        [
            user("Is HAT041 usually on time?"),
            assistant(
                "I don't have on-time statistics, but I can tell you HAT041 is scheduled to "
                "leave Newark at 07:00 and arrive in Los Angeles at 12:30."
            ),
            user("OK, thanks."),
        ],
        "the agent states HAT041's schedule without saying whether the user is on it",
        exp(21, "inf", "no_use", "none", "no", None, None),
        "23 gives HAT041's schedule in answer to a question about the flight itself, without "
        "saying the passengers are booked on it: no dependent use of the change; no_use",
    ),
    flight_case(
        "dis-other-reservation-read",
        "distractors",
        "WD",
        [
            *read(
                "call_other",
                "get_reservation_details",
                {"reservation_id": "LQ940Q"},
                clean_result(DATA, WD_RUN, 9),
            ),
            assistant(
                "LQ940Q is already in economy, so it doesn't need a downgrade. Let me know if "
                "you'd like me to look at your remaining bookings."
            ),
        ],
        "the agent reads another reservation (LQ940Q, economy) and talks about it only",
        exp(15, "inf", "no_use", "none", "no", None, None),
        "the read at 17 is of LQ940Q (another reservation: no evidence for JG7FMM); 18 is about "
        "LQ940Q only: no use of JG7FMM's change; no_use",
    ),
]

# The held-out third: a seeded random draw stratified by operator x family
# (`build.py --draw`, seed build.SEED = 20240515), written down once; the build checks that it
# still agrees with the draw. Held-out cases go to tests/wording/heldout/.
SPLIT = {
    "WE-wt-baggage-added-absent": "heldout",
    "WE-wt-baggage-readback-correct": "dev",
    "WE-wt-baggage-late-retracted": "dev",
    "WE-wt-passengers-recorded-absent": "dev",
    "WE-wt-passengers-readback-pre-adopted": "dev",
    "WE-wt-cancel-recorded-absent": "dev",
    "WE-wt-cancel-late-retracted": "heldout",
    "WE-wt-cancel-verify-first": "heldout",
    "WE-wt-retail-cancel-recorded-absent": "dev",
    "WE-wt-retail-cancel-readback-correct": "dev",
    "WE-wt-retail-address-recorded-absent": "dev",
    "WE-wt-retail-address-readback-pre-adopted": "dev",
    "WE-wt-retail-items-recorded-absent": "dev",
    "WE-wt-retail-items-late-still-endorses": "dev",
    "WE-wt-retail-payment-recorded-absent": "dev",
    "WE-wt-user-address-readback-pre-correct": "heldout",
    "WE-wt-user-address-recorded-absent": "heldout",
    "WE-wt-return-readback-pre-correct": "dev",
    "WE-wt-exchange-recorded-absent": "heldout",
    "WE-dc-now-booked-recorded": "dev",
    "WE-dc-went-through-late-endorse": "dev",
    "WE-dc-not-taken-effect-pre": "dev",
    "WE-dc-cabin-all-set": "heldout",
    "WE-cs-question-elsewhere": "dev",
    "WE-cs-hedge-governs-verify": "dev",
    "WE-cs-hedge-elsewhere-cabin": "heldout",
    "WE-cc-retract-after-readback": "heldout",
    "WE-cc-cannot-be-right": "dev",
    "WE-cc-rather-than-cabin": "dev",
    "WE-ver-double-check-then-claims": "dev",
    "WE-ver-please-confirm-in-app": "dev",
    "WE-ver-which-is-current-cabin": "heldout",
    "WE-qto-ack-json": "dev",
    "WE-qto-readback-json": "heldout",
    "WE-qto-ack-cabin-field": "dev",
    "WE-date-this-sunday": "heldout",
    "WE-date-numeric": "dev",
    "WE-date-old-flights-correct": "dev",
    "WE-mf-charged-gift-card": "dev",
    "WE-mf-refund-usd-cabin": "dev",
    "WE-mf-not-charged-correct": "heldout",
    "WE-il-itinerary-list": "heldout",
    "WE-il-current-list-correct": "dev",
    "WE-il-recorded-two-reservations": "dev",
    "WE-du-bag-on-new-flight": "heldout",
    "WE-du-second-update-builds": "dev",
    "WE-du-arrival-time": "dev",
    "WE-dis-no-use": "dev",
    "WE-dis-bag-policy-only": "dev",
    "WE-dis-flight-fact-no-claim": "heldout",
    "WE-dis-other-reservation-read": "dev",
}
for _case in CASES:
    _case["split"] = SPLIT[_case["name"]]
