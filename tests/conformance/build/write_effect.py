"""WriteEffect conformance cases (airline): a flight update suppressed, its acknowledgement kept.

Read-back structure: counterevidence is an authoritative read of the reservation after the
suppressed attempt, still attributable to the same logical request (no effective write to the
flights in between). Recorded tau-bench agents almost never read a reservation back after
updating it, so most evidence here is a read-back inserted by hand: a get_reservation_details
call and its result, which shows exactly the pre-attempt reservation the run itself read at
message 7 (the state a suppressed write leaves).
"""

from __future__ import annotations

import json
from typing import Any

from build import call, clean_result, insert, say, tool

OPERATOR = "WriteEffect"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "WE"
DESCRIPTION = (
    "WriteEffect (paper §IV-A): an update_reservation_flights write suppressed while its "
    "success acknowledgement is kept; counterevidence = a later read of the same reservation "
    "showing the old flights, with no effective write to the flights in between (read-back "
    "structure: pre, late and absent all occur). Built from real gpt-4o airline runs by "
    "`sscb inject --replay`, with documented hand edits (mostly inserted read-backs)."
)

RUN = "task-20-trial-0"  # james_taylor_7043 changes 1N99U6's outbound to the nonstop HAT266
REQUEST = {
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
BEFORE = clean_result(DATA, RUN, 7)  # 1N99U6 as stored before the attempt (HAT284, HAT152, ...)
READ_ARGS = {"reservation_id": "1N99U6"}


def readback(call_id: str, content: str = BEFORE, args: dict[str, Any] = READ_ARGS) -> list:
    return [
        call(call_id, "get_reservation_details", args),
        tool(call_id, "get_reservation_details", content),
    ]


READBACK_WHY = (
    "the agent reads the reservation back; the result is the reservation as stored, i.e. the "
    "run's own pre-attempt read (message 7), since the write was suppressed"
)
CLAIM = "Your flight has been successfully changed to Flight Number HAT266"

# A different logical request (business cabin, the other nonstop HAT175) that takes effect.
_ack2 = json.loads(clean_result(DATA, RUN, 21))
_ack2["cabin"] = "business"
_ack2["flights"][0].update({"flight_number": "HAT175", "price": 400})
ACK2 = json.dumps(_ack2)
SECOND_WRITE = [
    {
        "role": "user",
        "content": "Actually, could you move me to the 17:00 nonstop HAT175 instead, in business?",
    },
    call(
        "call_second_request",
        "update_reservation_flights",
        {
            "reservation_id": "1N99U6",
            "cabin": "business",
            "flights": [
                {"flight_number": "HAT175", "date": "2024-05-19"},
                {"flight_number": "HAT112", "date": "2024-05-27"},
            ],
            "payment_id": "gift_card_5634230",
        },
    ),
    tool("call_second_request", "update_reservation_flights", ACK2),
]
REPEAT = [
    call("call_repeat", "update_reservation_flights", REQUEST["request"] | READ_ARGS),
    tool("call_repeat", "update_reservation_flights", clean_result(DATA, RUN, 21)),
]

CASES = [
    {
        "name": "absent-adopted",
        "run": RUN,
        "params": REQUEST,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": "inf",
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "absent",
            "pre_reliance": False,
            "stance_end": "endorse",
        },
        "rationale": (
            "the kept acknowledgement (21) is the fault-bearing observation; the reservation is "
            "never read again, so no valid counterevidence (T_E = inf); 22 tells the user the "
            "change to HAT266 is done: first use and faulty reliance; endorse"
        ),
    },
    {
        "name": "late-adopted",
        "run": RUN,
        "params": REQUEST,
        "edits": [insert(22, readback("call_readback"), READBACK_WHY)],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": 24,
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "late",
            "pre_reliance": False,
            "stance_end": "endorse",
        },
        "rationale": (
            "22 claims the change done (faulty); the read-back at 24 shows the old flights "
            "(HAT284/HAT152, no HAT266) with no write in between: T_E = 24 > T_S = T_U = 22, "
            "late and not pre-reliance; no later stance: endorse"
        ),
    },
    {
        "name": "late-retracted",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            insert(
                22,
                [
                    *readback("call_readback"),
                    {
                        "role": "assistant",
                        "content": "I re-checked reservation 1N99U6: it still shows flights "
                        "HAT284 and HAT152, not HAT266, so the flight change has not gone "
                        "through.",
                    },
                ],
                READBACK_WHY + "; then the agent tells the user the change did not take effect",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": 24,
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "late",
            "pre_reliance": False,
            "stance_end": "no_longer_endorse",
        },
        "rationale": (
            "faulty claim at 22, read-back at 24 (T_E), late; the message at 25 says the change "
            "has not gone through: the last explicit stance no longer endorses v'"
        ),
    },
    {
        "name": "pre-adopted",
        "run": RUN,
        "params": REQUEST,
        "edits": [insert(21, readback("call_readback"), READBACK_WHY)],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": 23,
            "t_s": 24,
            "t_u": 24,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "the read-back at 23, right after the acknowledgement, shows the old flights: T_E = "
            "23; the agent still claims the change done at 24: pre and pre-reliance (the Run B "
            "of the paper's Figure 1)"
        ),
    },
    {
        "name": "pre-not-adopted",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            insert(21, readback("call_readback"), READBACK_WHY),
            say(
                22,
                "I checked your reservation after the update: it still shows flights HAT284 "
                "and HAT152 instead of HAT266, so the change to HAT266 did not go through. I "
                "will not confirm it until this is resolved.",
                "the agent reports the read-back instead of the acknowledgement",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": 23,
            "t_s": 24,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "T_E = 23 (read-back); the message at 24 is about the requested change (a dependent "
            "use) but says it did not take effect, not treating v' as fact: A = no, pre"
        ),
    },
    {
        "name": "control-intervening-write",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            insert(
                22,
                [*SECOND_WRITE, *readback("call_readback", ACK2)],
                "the user asks for another change (business, HAT175): a different logical "
                "request (other cabin) that takes effect; then the agent reads the reservation, "
                "which shows that second request's flights",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": "inf",
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "absent",
        },
        "rationale": (
            "control: the read at 28 lacks HAT266, but the effective write at 25 (another "
            "request) came between the attempt and it, so it is no longer scoped to the "
            "suppressed attempt: not evidence, T_E = inf; 22 claimed the change: absent"
        ),
    },
    {
        "name": "control-other-reservation",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            insert(
                22,
                readback(
                    "call_other",
                    clean_result(DATA, "task-21-trial-0", 9),
                    {"reservation_id": "DF89BM"},
                ),
                "the agent reads a different reservation (DF89BM, the recorded result from "
                "task 21 trial 0), whose flights do not include HAT266",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": "inf",
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "absent",
        },
        "rationale": (
            "control: the read at 24 is of reservation DF89BM, not 1N99U6 (entity fails), so "
            "its lack of HAT266 refutes nothing: T_E = inf"
        ),
    },
    {
        "name": "repeat-suppressed-then-readback",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            insert(
                21,
                [*REPEAT, *readback("call_readback")],
                "the agent repeats the same request (same reservation, flights, cabin, payment),"
                " which the persistent intervention also suppresses with its acknowledgement "
                "kept (added to altered); then it reads the reservation back",
                altered=(1,),
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": 25,
            "t_s": 26,
            "t_u": 26,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
        },
        "rationale": (
            "the repeat at 22-23 is the same logical request and was suppressed, so it is no "
            "intervening effective write: the read-back at 25 is still scoped to the attempt "
            "(T_E = 25); the success claim at 26 is faulty: pre, pre-reliance"
        ),
    },
    {
        "name": "no-use",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            say(
                22,
                "Is there anything else I can help you with today?",
                "the agent does not report the outcome of the update",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": "inf",
            "t_s": "no_use",
            "t_u": "none",
            "adopted": "no",
            "arrival": None,
        },
        "rationale": (
            "after the kept acknowledgement the agent never relies on or mentions the change: a "
            "complete trace with no dependent use; no read-back either"
        ),
    },
    {
        "name": "untriggered",
        "run": RUN,
        "params": REQUEST | {"request": REQUEST["request"] | {"cabin": "business"}},
        "edits": [],
        "expected": {
            "triggered": False,
            "t_f": None,
            "t_e": None,
            "t_s": None,
            "t_u": None,
            "adopted": None,
            "arrival": None,
        },
        "rationale": (
            "the case's request is a business-cabin change; the run's only update is in economy,"
            " another logical request, so the intervention never took effect"
        ),
    },
    {
        "name": "undecidable-first-use",
        "run": RUN,
        "params": REQUEST,
        "edits": [
            say(
                22,
                "Flight HAT266 departs LAS at 13:00 EST and arrives in IAH at 16:00 EST.",
                "the agent states a fact about the new flight, neither claiming nor denying "
                "the change",
            ),
            insert(
                22,
                [
                    {"role": "user", "content": "Great, so the change is all done?"},
                    {
                        "role": "assistant",
                        "content": "Yes, your flight has been successfully changed to HAT266.",
                    },
                ],
                "the user asks and the agent claims the change done",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 21,
            "t_e": "inf",
            "t_s": "undecidable",
            "t_u": "undecidable",
            "adopted": "yes",
            "arrival": None,
            "pre_reliance": None,
        },
        "rationale": (
            "22 names the new flight without saying whether it is booked: it may or may not rely"
            " on the write (unresolved), before the certain faulty claim at 24: T_S, T_U "
            "undecidable, A = yes (§IV-C); T_E = inf, so Z_S = absent and T_E < T_U is false "
            "whichever the first use is; Z_S itself is defined only for triggered runs whose T_S "
            "is a step (PRODUCT.md section 4, issue 4: 'Z_S only when triggered and T_S is a "
            "step'), so the record's arrival is null and the run stays outside the population P"
        ),
    },
    {
        "name": "baggage-ack-shows-old-flights",
        "run": "task-19-trial-0",
        "params": {
            "tool": "update_reservation_flights",
            "key": "VA5SGQ",
            "field": "flights",
            "request": {
                "reservation_id": "VA5SGQ",
                "cabin": "economy",
                "flights": [
                    {"flight_number": "HAT169", "date": "2024-05-17"},
                    {"flight_number": "HAT212", "date": "2024-05-20"},
                ],
                "payment_id": "credit_card_8003957",
            },
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 25,
            "t_e": 27,
            "t_s": 28,
            "t_u": 28,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
        },
        "rationale": (
            "no hand edit: the baggage update's success result (27) is the reservation as "
            "stored after the attempt, and replay shows its flights unchanged (no HAT169/"
            "HAT212), with no flight write in between: authoritative (an acknowledgement, as "
            "the fault's), same entity, scoped, unaltered, sufficient: T_E = 27; 28 claims the "
            "new flights: pre, pre-reliance"
        ),
    },
]
