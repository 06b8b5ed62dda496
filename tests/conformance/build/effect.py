"""Effect conformance cases (executable tool contracts, seed 003): real runs, hand edits.

AirlineReservationCancelled: after a successful cancel_reservation, a get_reservation_details of
the same reservation, issued after it with no other effective write of its status between,
must show `status` "cancelled". RetailExchangeRequested: after an exchange, the order read back
must be "exchange requested". Recorded agents almost never read a record back after writing
it, so most read-backs here are inserted by hand.
"""

from __future__ import annotations

import json

from build import call, clean_result, insert, result, tool
from kinds import parallel

KIND = "effect"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "EFF"
DESCRIPTION = (
    "Effect contracts (the executable tool-contract audit, seed 003): each write conforms (a "
    "read-back shows its effect), violates (a read-back contradicts it: a Partial Effect) or is "
    "untestable (no read-back, or the write failed); parallel calls are ordered as issued. "
    "Built from real gpt-4o airline and AgentRx retail runs, with documented hand edits."
)

RUN = "task-25-trial-0"  # cancel_reservation M20IZO at message 10, acknowledged at 11
BEFORE = json.loads(clean_result(DATA, RUN, 7))  # M20IZO as read before the cancel (no status)
CANCELLED = json.dumps({**BEFORE, "status": "cancelled"})
UNCHANGED = json.dumps(BEFORE)
READ = {"reservation_id": "M20IZO"}
CANCEL = {"step": 10, "position": 0, "kind": "call", "tool": "cancel_reservation"}


def readback(content: str, why: str) -> dict[str, object]:
    """A read of M20IZO inserted after the agent's message at 12 (new messages 13 and 14)."""
    return insert(
        12,
        [
            call("call_readback", "get_reservation_details", READ),
            tool("call_readback", "get_reservation_details", content),
        ],
        why,
    )


CASES = [
    {
        "name": "cancel-untestable",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [],
        "expected": {
            "verdict": "untestable",
            "checkpoints": [{**CANCEL, "verdict": "untestable", "failed": False, "readbacks": []}],
        },
        "rationale": (
            "the cancel succeeds (11) but the reservation is never read again: nothing can show "
            "or contradict the effect"
        ),
    },
    {
        "name": "cancel-conform",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [readback(CANCELLED, "the agent reads the cancelled reservation back")],
        "expected": {
            "verdict": "conform",
            "checkpoints": [
                {
                    **CANCEL,
                    "verdict": "conform",
                    "readbacks": [{"name": "r", "step": 14, "holds": "true", "shows": "true"}],
                }
            ],
        },
        "rationale": (
            "the read of M20IZO issued at 13 (after the cancel, no other write of its status "
            "between) shows status cancelled"
        ),
    },
    {
        "name": "cancel-violates",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [readback(UNCHANGED, "the reservation reads back as it was (a partial effect)")],
        "expected": {
            "verdict": "violates",
            "checkpoints": [
                {
                    **CANCEL,
                    "verdict": "violates",
                    "readbacks": [{"name": "r", "step": 14, "holds": "true", "shows": "false"}],
                }
            ],
        },
        "rationale": (
            "the cancel is acknowledged, but the read-back at 14 has no status cancelled: the "
            "tool reported success and the state did not change"
        ),
    },
    {
        "name": "cancel-failed-untestable",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [
            result(11, "Error: reservation cannot be cancelled", "the cancel fails"),
            readback(UNCHANGED, "the agent reads the reservation after the failed cancel"),
        ],
        "expected": {
            "verdict": "untestable",
            "checkpoints": [
                {
                    **CANCEL,
                    "verdict": "untestable",
                    "failed": True,
                    "readbacks": [],
                    "note": "the write failed",
                }
            ],
        },
        "rationale": "a write whose result is an error has no effect to test",
    },
    {
        "name": "cancel-parallel-readback",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [
            parallel(
                10,
                "call_same_message",
                "get_reservation_details",
                READ,
                11,
                CANCELLED,
                "the agent reads the reservation in the cancel's message, after the cancel",
            ),
        ],
        "expected": {
            "verdict": "conform",
            "checkpoints": [
                {
                    **CANCEL,
                    "verdict": "conform",
                    "readbacks": [{"name": "r", "step": 12, "holds": "true", "shows": "true"}],
                }
            ],
        },
        "rationale": (
            "parallel calls are ordered as issued: the read issued after the cancel in message "
            "10 reads after it, and shows status cancelled"
        ),
    },
    {
        "name": "cancel-read-issued-before",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [
            parallel(
                10,
                "call_same_message",
                "get_reservation_details",
                READ,
                11,
                UNCHANGED,
                "the agent reads the reservation in the cancel's message, before the cancel",
                first=True,
            ),
        ],
        "expected": {
            "verdict": "untestable",
            "checkpoints": [
                {
                    "step": 10,
                    "position": 1,
                    "tool": "cancel_reservation",
                    "verdict": "untestable",
                    "readbacks": [],
                }
            ],
        },
        "rationale": (
            "the read issued before the cancel in message 10 (the cancel is now its second "
            "call) reads before it: it is no read-back, and there is no other"
        ),
    },
    {
        "name": "cancel-undecidable",
        "run": RUN,
        "contract": "AirlineReservationCancelled",
        "edits": [
            readback("Reservation M20IZO (status pending review)", "the read-back is not JSON")
        ],
        "expected": {
            "verdict": "undecidable",
            "checkpoints": [
                {
                    **CANCEL,
                    "verdict": "undecidable",
                    "readbacks": [{"name": "r", "step": 14, "holds": "true", "shows": "unknown"}],
                }
            ],
        },
        "rationale": (
            "the read-back of M20IZO cannot be read: whether it shows the cancellation is unknown"
        ),
    },
    {
        "name": "retail-exchange-conform",
        "data": "retail",
        "domain": "tau_retail",
        "run": "task-27-trial-27",
        "contract": "RetailExchangeRequested",
        "edits": [],
        "expected": {
            "verdict": "conform",
            "checkpoints": [
                {
                    "step": 24,
                    "tool": "exchange_delivered_order_items",
                    "verdict": "conform",
                    "failed": False,
                    "readbacks": [{"name": "r", "step": 35, "holds": "true", "shows": "true"}],
                }
            ],
        },
        "rationale": (
            "as recorded: after the exchange (24) a return of the same order fails (31, no "
            "effective write) and the agent reads #W7181492 again (34-35): status 'exchange "
            "requested'"
        ),
    },
]
