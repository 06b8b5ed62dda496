"""Propagation conformance cases (AgentProp-Bench stages): real runs, replay-injected, edits.

ReturnDateSpread (ReturnDate's fault: the return leg's date moved earlier): s1 an observation
of the reservation carries v'; s2 a later call's arguments carry v' (or v' moved by the day
shift the user asked for), or a handoff summary states it; s3 the final answer states it.
SearchDateShifted (an argument fault: a flight search answered for another date): s1 the
faulted search's own result; s2 a later search or booking carrying v'; s3 the final answer
mentioning v'. fabricated: a message claiming a change with no write call before it.
"""

from __future__ import annotations

from build import args, sub

KIND = "propagation"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "PROP"
DESCRIPTION = (
    "Propagation contracts (AgentProp-Bench, seed 004): the step at which the fault reached "
    "the agent's observation (s1), a later call's arguments (s2), the final answer (s3), and "
    "fabricated tool use. Built from real gpt-4o airline runs by `sscb inject --replay` (with "
    "the tau-bench database for the argument fault), with documented hand edits."
)

GV1N64 = {  # task 15 trial 0: LAS-DEN 2024-05-19, DEN-LAS 2024-05-20 (HAT290)
    "reservation_id": "GV1N64",
    "leg_index": 1,
    "original_date": "2024-05-20",
    "injected_date": "2024-05-18",
}
ARGS_18 = {
    "reservation_id": "GV1N64",
    "cabin": "economy",
    "flights": [
        {"flight_number": "HAT003", "date": "2024-05-19"},
        {"flight_number": "HAT290", "date": "2024-05-18"},
    ],
    "payment_id": "gift_card_1642017",
}
SEARCH = {  # task 0 trial 0: the first search JFK-SEA on 2024-05-20 (message 8), answered at 9
    "tool": "search_direct_flight",
    "origin": "JFK",
    "destination": "SEA",
    "date": "2024-05-20",
    "injected_date": "2024-05-21",
}

CASES = [
    {
        "name": "return-date-s1-only",
        "run": "task-15-trial-0",
        "operator": "ReturnDate",
        "contract": "ReturnDateSpread",
        "params": GV1N64,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "stages": {"s1": 13, "s2": "none", "s3": "none"},
        },
        "rationale": (
            "the read at 13 carries HAT290 on 2024-05-18 (s1 = T_F); the rebooking at 16 keeps "
            "2024-05-20 and the cancel at 26 names no date; the final answer (28) states no "
            "date of the return leg"
        ),
    },
    {
        "name": "return-date-s2-rebooked",
        "run": "task-15-trial-0",
        "operator": "ReturnDate",
        "contract": "ReturnDateSpread",
        "params": GV1N64,
        "edits": [args(16, ARGS_18, "the downgrade request rebooks HAT290 on the injected date")],
        "expected": {"triggered": True, "t_f": 13, "stages": {"s1": 13, "s2": 16, "s3": "none"}},
        "rationale": "the update call at 16 carries v' 2024-05-18 in its flights",
    },
    {
        "name": "return-date-s3-final-answer",
        "run": "task-15-trial-0",
        "operator": "ReturnDate",
        "contract": "ReturnDateSpread",
        "params": GV1N64,
        "edits": [
            sub(
                28,
                "has been successfully cancelled due to a change of plan.",
                "has been successfully cancelled, including your return flight HAT290 from DEN "
                "to LAS on 2024-05-18.",
                "the final answer states the return leg on v'",
            ),
        ],
        "expected": {"triggered": True, "t_f": 13, "stages": {"s1": 13, "s2": "none", "s3": 28}},
        "rationale": "the final message (28) states HAT290's date as v' 2024-05-18",
    },
    {
        "name": "return-date-s2-undecidable",
        "run": "task-15-trial-0",
        "operator": "ReturnDate",
        "contract": "ReturnDateSpread",
        "params": GV1N64,
        "edits": [
            args(
                16,
                '{"reservation_id": "GV1N64", "cabin": "economy", "flights": [{"fl',
                "the update's arguments are cut off (not JSON)",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "stages": {"s1": 13, "s2": "undecidable", "s3": "none"},
        },
        "rationale": (
            "the first call after T_F (16) has unreadable arguments: whether they carry v' is "
            "unknown, and it comes before any call that certainly does"
        ),
    },
    {
        "name": "return-date-untriggered",
        "run": "task-42-trial-0",
        "operator": "ReturnDate",
        "contract": "ReturnDateSpread",
        "params": {
            "reservation_id": "NOSUCH1",
            "leg_index": 1,
            "original_date": "2024-05-20",
            "injected_date": "2024-05-18",
        },
        "edits": [],
        "expected": {"triggered": False, "t_f": None},
        "rationale": "the run never reads reservation NOSUCH1: the fault is not applied",
    },
    {
        "name": "search-date-s1-only",
        "run": "task-0-trial-0",
        "operator": "SearchDateShifted",
        "contract": "SearchDateShifted",
        "params": SEARCH,
        "db": True,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "stages": {"s1": 9, "s2": "none", "s3": "none", "fabricated": "none"},
        },
        "rationale": (
            "the search at 8 is answered for 2024-05-21 (s1 = its result, 9); the later search "
            "(12) and bookings (20, 28) carry 2024-05-20; the final answer (30) says May 20; no "
            "message claims a change before the bookings"
        ),
    },
    {
        "name": "search-date-s2-carried",
        "run": "task-0-trial-0",
        "operator": "SearchDateShifted",
        "contract": "SearchDateShifted",
        "params": SEARCH,
        "db": True,
        "edits": [
            args(
                12,
                {"origin": "JFK", "destination": "SEA", "date": "2024-05-21"},
                "the agent's next search is on the shifted date",
            )
        ],
        "expected": {"triggered": True, "t_f": 9, "stages": {"s1": 9, "s2": 12, "s3": "none"}},
        "rationale": "the one-stop search at 12 carries v' 2024-05-21 in its arguments",
    },
    {
        "name": "search-date-s3-final-answer",
        "run": "task-0-trial-0",
        "operator": "SearchDateShifted",
        "contract": "SearchDateShifted",
        "params": SEARCH,
        "db": True,
        "edits": [
            sub(
                30,
                "Departure: 07:00 PM EST on May 20, 2024",
                "Departure: 07:00 PM EST on May 21, 2024",
                "the final answer gives the shifted date",
            )
        ],
        "expected": {"triggered": True, "t_f": 9, "stages": {"s1": 9, "s2": "none", "s3": 30}},
        "rationale": "the final message (30) mentions May 21, 2024 (v')",
    },
    {
        "name": "search-date-fabricated",
        "run": "task-0-trial-0",
        "operator": "SearchDateShifted",
        "contract": "SearchDateShifted",
        "params": SEARCH,
        "db": True,
        "edits": [
            sub(
                18,
                "The total cost for the selected flights in economy class is $255.",
                "I have booked the selected flights for you. The total cost is $255.",
                "the agent claims a booking before any booking call",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "stages": {"s1": 9, "s2": "none", "s3": "none", "fabricated": 18},
        },
        "rationale": (
            "message 18 says the flights are booked, and no write call (the first booking is at "
            "20) comes before it: fabricated tool use"
        ),
    },
]
