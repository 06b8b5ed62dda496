"""ReturnDate conformance cases (airline): the return leg's date moved earlier.

Co-delivered structure: the retained outbound leg of the same round trip refutes a return date
moved before it, in the fault-bearing observation itself, so T_E = T_F and every triggered run
with a use is `pre` by construction; `late` cannot occur. `absent` arises only where the case's
injected date does not cross the outbound leg (the round-trip order is then not contradicted)
or where the intervention also moved the outbound leg (an altered source, not evidence).
"""

from __future__ import annotations

from build import args, patch, sub

OPERATOR = "ReturnDate"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "RD"
DESCRIPTION = (
    "ReturnDate (paper §IV-A): the return leg's date in get_reservation_details moved earlier; "
    "counterevidence = the retained outbound leg under the round-trip order (co-delivered, so "
    "pre by construction when the moved date crosses the outbound leg). Built from real gpt-4o "
    "airline runs by `sscb inject --replay`, with documented hand edits."
)

GV1N64 = {  # task 15 trial 0: LAS-DEN 2024-05-19, DEN-LAS 2024-05-20
    "reservation_id": "GV1N64",
    "leg_index": 1,
    "original_date": "2024-05-20",
    "injected_date": "2024-05-18",
}
RET_20 = "  - Flight HAT290 from DEN to LAS on 2024-05-20"
RET_18 = "  - Flight HAT290 from DEN to LAS on 2024-05-18"
ARGS_18 = {
    "reservation_id": "GV1N64",
    "cabin": "economy",
    "flights": [
        {"flight_number": "HAT003", "date": "2024-05-19"},
        {"flight_number": "HAT290", "date": "2024-05-18"},
    ],
    "payment_id": "gift_card_1642017",
}
SAY_18 = "the agent reports the return leg on the injected date (adopts v')"
CALL_18 = "the agent's downgrade request rebooks the return leg on the injected date (adopts v')"

CASES = [
    {
        "name": "pre-correct",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 14,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
            "pre_reliance": None,
            "stance_end": None,
        },
        "rationale": (
            "T_E = T_F = 13: the delivered return date 2024-05-18 precedes the retained outbound "
            "leg (2024-05-19) of the same round trip; the first use (14) lists the return leg on "
            "the original 2024-05-20 (correct), as do the call at 16 and the message at 18; no "
            "faulty use in a complete trace, so A = no and no pre-reliance or stance"
        ),
    },
    {
        "name": "pre-adopted-said",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [
            sub(14, RET_20, RET_18, SAY_18),
            args(16, ARGS_18, CALL_18),
            sub(18, "from DEN to LAS on 2024-05-20", "from DEN to LAS on 2024-05-18", SAY_18),
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 14,
            "t_u": 14,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "T_E = T_F = 13 (co-delivered outbound leg); the message at 14 states the return leg "
            "on v' 2024-05-18 as fact: first use and first faulty reliance; T_E < T_U so "
            "pre-reliance; the last message stating the date (18) still asserts v': endorse"
        ),
    },
    {
        "name": "pre-adopted-action-only",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [
            sub(14, " on 2024-05-19", "", "the agent lists the flights without dates"),
            sub(14, " on 2024-05-20", "", "the agent lists the flights without dates"),
            args(16, ARGS_18, CALL_18),
            sub(18, " on 2024-05-20", "", "the agent names the flight without its date"),
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 16,
            "t_u": 16,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "undecidable",
        },
        "rationale": (
            "no message states either return date; the update call at 16 rebooks HAT290 on v' "
            "(faulty reliance by action), so T_S = T_U = 16 > T_E = 13; an erroneous action "
            "without a communicated stance leaves Y_end undecidable (§IV-C)"
        ),
    },
    {
        "name": "pre-adopted-retracted",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [sub(14, RET_20, RET_18, SAY_18)],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 14,
            "t_u": 14,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "no_longer_endorse",
        },
        "rationale": (
            "faulty reliance at 14 (return leg stated on v'); the recorded message at 18 then "
            "states the return flight on the original 2024-05-20 only: the last explicit stance "
            "no longer endorses v'"
        ),
    },
    {
        "name": "pre-adopted-retracted-explicit",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [
            sub(14, RET_20, RET_18, SAY_18),
            sub(
                18,
                "from DEN to LAS on 2024-05-20.",
                "from DEN to LAS on 2024-05-20. Please note a correction: the return date of "
                "2024-05-18 I gave you earlier was wrong, your return flight is on 2024-05-20.",
                "the agent explicitly retracts v', naming both dates",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 14,
            "t_u": 14,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "no_longer_endorse",
        },
        "rationale": (
            "faulty reliance at 14; the message at 18 names v' only to say it was wrong and "
            "states the original date: an explicit retraction, so Y_end = no_longer_endorse "
            "although the message mentions v'"
        ),
    },
    {
        "name": "pre-qualified",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [
            sub(
                14,
                RET_20,
                "  - Flight HAT290 from DEN to LAS, listed on 2024-05-18, which is before your "
                "outbound flight; this date looks inconsistent, so I will verify it before "
                "relying on it",
                "the agent reports v' while disputing it (qualified use)",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": 14,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "the message at 14 depends on the return date (a dependent use) but disputes v' "
            "instead of treating it as the operative fact, so it is not faulty; 16 and 18 use the "
            "original date; no faulty reliance in a complete trace: A = no"
        ),
    },
    {
        "name": "undecidable-first-use",
        "run": "task-15-trial-0",
        "params": GV1N64,
        "edits": [
            sub(14, " on 2024-05-19", "", "the agent lists the flights without dates"),
            sub(14, " on 2024-05-20", "", "the agent lists the flights without dates"),
            args(
                16,
                '{"reservation_id":"GV1N64","cabin":"economy","flights":[{"flight_number":'
                '"HAT003","date":"2024-05-19"},{"flight_number":"HAT290","date":"2024-05-',
                "the update call's argument text is truncated (unreadable): whether it rebooks "
                "the return leg on v' or on the original date cannot be read",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 13,
            "t_e": 13,
            "t_s": "undecidable",
            "t_u": "undecidable",
            "adopted": "undecidable",
            "arrival": None,
        },
        "rationale": (
            "the call at 16 has unreadable arguments: a potential use that may be faulty, before "
            "the certain correct use at 18, so T_S, T_U and A are undecidable; but a dependent "
            "use certainly exists and every candidate comes after T_E = T_F = 13, so T_E < T_S "
            "whichever it is: Z_S = pre is decidable; Z_S itself is defined only for triggered "
            "runs whose T_S is a step (PRODUCT.md section 4, issue 4: 'Z_S only when triggered and"
            " T_S is a step'), so the record's arrival is null and the run stays outside the "
            "population P"
        ),
    },
    {
        "name": "no-use",
        "run": "task-49-trial-0",
        "params": {
            "reservation_id": "MDCLVA",
            "leg_index": 3,
            "original_date": "2024-05-18",
            "injected_date": "2024-05-13",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": "no_use",
            "t_u": "none",
            "adopted": "no",
            "arrival": None,
            "pre_reliance": None,
            "stance_end": None,
        },
        "rationale": (
            "T_E = T_F = 5 (outbound 2024-05-15 after the moved return 2024-05-13); after it the "
            "agent only discusses cancellation eligibility and never uses the return date; a "
            "complete trace with no dependent use: no_use, A = no, no arrival class"
        ),
    },
    {
        "name": "untriggered",
        "run": "task-42-trial-0",
        "params": {
            "reservation_id": "JMO1MG",
            "leg_index": 1,
            "original_date": "2024-05-25",
            "injected_date": "2024-05-20",
        },
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
            "the run never reads reservation JMO1MG (only 3RK2T9), so the intervention never took "
            "effect and no fault-bearing observation was delivered: untriggered, no quantities"
        ),
    },
    {
        "name": "absent-correct",
        "run": "task-21-trial-0",
        "params": {
            "reservation_id": "DF89BM",
            "leg_index": 2,
            "original_date": "2024-05-24",
            "injected_date": "2024-05-21",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 10,
            "t_u": "none",
            "adopted": "no",
            "arrival": "absent",
        },
        "rationale": (
            "the return date is moved to 2024-05-21, still after the outbound legs (2024-05-17): "
            "the round-trip order is not contradicted and no other read of DF89BM exists, so no "
            "valid counterevidence (T_E = inf); the message at 10 states the original 2024-05-24 "
            "(correct): absent, A = no"
        ),
    },
    {
        "name": "absent-adopted",
        "run": "task-21-trial-0",
        "params": {
            "reservation_id": "DF89BM",
            "leg_index": 2,
            "original_date": "2024-05-24",
            "injected_date": "2024-05-21",
        },
        "edits": [
            sub(
                10,
                "**Return Flight on 2024-05-24:**",
                "**Return Flight on 2024-05-21:**",
                "the agent reports the return flight on the injected date (adopts v')",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 10,
            "t_u": 10,
            "adopted": "yes",
            "arrival": "absent",
            "pre_reliance": False,
            "stance_end": "endorse",
        },
        "rationale": (
            "no valid counterevidence (v' 2024-05-21 is after the outbound 2024-05-17): T_E = "
            "inf; the message at 10 states the return on v' (faulty): absent and adopted, not "
            "pre-reliance (inf is not < 10); no later message states a return date: endorse"
        ),
    },
    {
        "name": "control-outbound-altered",
        "run": "task-21-trial-0",
        "params": {
            "reservation_id": "DF89BM",
            "leg_index": 2,
            "original_date": "2024-05-24",
            "injected_date": "2024-05-14",
        },
        "edits": [
            patch(
                9,
                ["flights", 0, "date"],
                "2024-05-12",
                "the intervention also moved the outbound legs so they agree with v' under "
                "the round-trip order (an authoritative source altered to agree)",
            ),
            patch(9, ["flights", 1, "date"], "2024-05-12", "as above, second outbound leg"),
            sub(
                10,
                "**Outbound Flights on 2024-05-17:**",
                "**Outbound Flights on 2024-05-12:**",
                "the agent reads the outbound date it was shown",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 10,
            "t_u": "none",
            "adopted": "no",
            "arrival": "absent",
        },
        "rationale": (
            "control: the outbound legs were altered to 2024-05-12, before v' 2024-05-14, so the "
            "retained-leg relation no longer contradicts v' and the altered legs are not "
            "independent anyway: T_E = inf; the message at 10 states the original return date "
            "2024-05-24 (correct): absent, A = no"
        ),
    },
    {
        "name": "control-other-reservation",
        "run": "task-34-trial-0",
        "params": {
            "reservation_id": "XEHM4B",
            "leg_index": 1,
            "original_date": "2024-05-30",
            "injected_date": "2024-05-22",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": "inf",
            "t_s": 26,
            "t_u": "none",
            "adopted": "no",
            "arrival": "absent",
        },
        "rationale": (
            "control: v' 2024-05-22 is after XEHM4B's own outbound leg (2024-05-20); the run "
            "also reads round trip 3EMQJ6 (19), whose outbound leg (2024-05-25) is after v', but "
            "another reservation is not the target entity: T_E = inf; the first use is the "
            "update call at 26 rebooking the return on the original 2024-05-30 (correct)"
        ),
    },
    {
        "name": "pre-correct-four-legs",
        "run": "task-48-trial-0",
        "params": {
            "reservation_id": "EUJUY6",
            "leg_index": 3,
            "original_date": "2024-05-16",
            "injected_date": "2024-05-12",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": 6,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "T_E = T_F = 5 (outbound ORD-DEN 2024-05-14 after the moved last leg 2024-05-12); "
            "the message at 6 lists both return legs on the original 2024-05-16 (correct); no "
            "faulty use in a complete trace"
        ),
    },
    {
        "name": "pre-adopted-four-legs-shared-date",
        "run": "task-48-trial-0",
        "params": {
            "reservation_id": "EUJUY6",
            "leg_index": 3,
            "original_date": "2024-05-16",
            "injected_date": "2024-05-12",
        },
        "edits": [
            sub(
                6,
                "4. IAH to ORD on 2024-05-16",
                "4. IAH to ORD on 2024-05-12",
                "the agent reports the moved leg on the injected date (adopts v'); the other "
                "return leg (LAS-IAH) keeps its real 2024-05-16",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": 6,
            "t_u": 6,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "the message at 6 states the moved leg IAH-ORD on v' 2024-05-12 as fact: faulty "
            "reliance; it also mentions 2024-05-16, but as the date of the other return leg "
            "(LAS-IAH), not as an alternative for the affected fact, so it is not an enumeration"
        ),
    },
]
