"""Wording set 9, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses the recorded write; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs (no earlier
set used them): task-29-trial-3 (amelia_davis_8890 cancels her one-passenger reservations after
reading all seven (8C8K4E, UDMOP1, XAZ3C0, LU15PA, MSJ4OA, I6M8JQ, 4XGCCM) from 10 to 23: UDMOP1,
basic economy SFO-PHX-SFO-PHL-SFO May 28-29, $251 paid with the $74 gift card gift_card_7397998,
at 24, ack 25; 4XGCCM, business IAH-ORD-DTW-JFK-IAH May 3-4, $5,074 paid with Mastercard 5435, at
26, ack 27), task-31-trial-2 (mohamed_hernandez_5188 cancels D1EW9B, basic economy ATL-JFK
HAT285 Fri May 17, $54 on Mastercard 7393, one of his two May 17 bookings (the other 9HBUV8,
DEN-MIA-BOS), at 22, ack 23) and task-14-trial-3 (chen_lee_6825's YAX4DR, BOS-MCO-MSP May 18-19,
two passengers: after a cabin change at 22-23 (effective, not suppressed), two checked bags are
added, `total_baggages` 0 -> 2, at 24, ack 25). Read-backs and writes inserted after the fault
are answered from the stored database (the record without the change): T_E is the first
read-back of the same reservation that shows it without the change, else inf. No cabin-only
change is suppressed (tau-bench's update_reservation_flights did not write the cabin; see set 7).
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 9, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written afresh "
    "in a chatty and a formal voice; derived uses (the reservations left after a suppressed "
    "cancellation, a refusal because it is 'already cancelled', a second baggage write built on "
    "the first, a read-back reported correctly), a refund total and a distractor."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE9"

XA = "task-29-trial-3"  # UDMOP1 cancelled at 24 (ack 25); 4XGCCM cancelled at 26 (ack 27)
XH = "task-31-trial-2"  # D1EW9B cancelled at 22 (ack 23)
XC = "task-14-trial-3"  # YAX4DR baggage at 24 (ack 25)
QUD = write_params(DATA, XA, 24, "status")
Q4X = write_params(DATA, XA, 26, "status")
QD1 = write_params(DATA, XH, 22, "status")
QYB = write_params(DATA, XC, 24, "total_baggages")


def readback(cid: str, res: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res}, text)


CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WE9-derived-five-reservations-left",
        "derived_uses",
        XA,
        QUD,
        25,
        [
            assistant(
                "All set ✅\n\n"
                "You now have five reservations left on your account: 8C8K4E, XAZ3C0, LU15PA, "
                "MSJ4OA and I6M8JQ.\n\n"
                "Your money will be returned to whatever you paid with, usually within a week 💸"
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: 'five reservations left ... 8C8K4E, XAZ3C0, LU15PA, MSJ4OA and I6M8JQ' "
        "counts and lists the remaining bookings without UDMOP1, relying on its suppressed "
        "cancellation (and 4XGCCM's effective one) without naming it. No read of UDMOP1 "
        "follows: T_E = inf (absent).",
        W,
        after=27,
    ),
    mk(
        "WE9-derived-already-cancelled-refusal",
        "derived_uses",
        XH,
        QD1,
        23,
        [
            user("Hmm, actually, instead of cancelling D1EW9B, could I just move it to May 18?"),
            assistant(
                "Ah, too late for that one, sorry! 🙈\n\n"
                "There's nothing left to move on D1EW9B, since it's already been cancelled. We "
                "could book a fresh flight for the 18th though, if you'd like!"
            ),
        ],
        lab(23, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 25: 'There's nothing left to move on D1EW9B, since it's already been "
        "cancelled' refuses the change because of the suppressed cancellation. No read of D1EW9B "
        "follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE9-derived-third-bag-on-top",
        "derived_uses",
        XC,
        QYB,
        25,
        [
            user("Actually, can we add one more checked bag for Noah as well?"),
            assistant(
                "Certainly. Please review the following:\n\n"
                "1. Checked bags currently on YAX4DR: two, both under Mr. Lee.\n"
                "2. After adding one for Mr. Hernandez: three checked bags in total.\n"
                "3. Any fee would be charged to the card on file for this reservation.\n\n"
                "I shall proceed now."
            ),
            *lookup(
                DOMAIN,
                "call_we9_b1",
                "update_reservation_baggages",
                {
                    "reservation_id": "YAX4DR",
                    "total_baggages": 3,
                    "nonfree_baggages": 0,
                    "payment_id": "credit_card_4938634",
                },
            ),
            assistant("The update is complete. YAX4DR now carries three checked bags."),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: 'Checked bags currently on YAX4DR: two ... three checked bags in total' "
        "counts the two bags of the suppressed write as on the booking; the second baggage write "
        "(28, total_baggages 3) is built on it, and 30 endorses it. No read of YAX4DR follows "
        "(28-29 is a write, not a read): T_E = inf (absent).",
        W,
    ),
    mk(
        "WE9-derived-readback-still-two-pre",
        "derived_uses",
        XH,
        QD1,
        23,
        [
            *readback("call_we9_r1", "D1EW9B"),
            assistant(
                "Hmm, it didn't stick 😕\n\n"
                "D1EW9B still shows as active, so you still have two bookings on May 17. Let me "
                "try the cancellation again for you."
            ),
        ],
        lab(23, 2, 3, "none", "no"),
        "T_S = 26: 'D1EW9B still shows as active, so you still have two bookings on May 17', "
        "from the read-back at 25 (T_E = 25: pre), reports the suppressed cancellation correctly "
        "and derives the count from it: a correct use. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WE9-money-refund-total",
        "money_forms",
        XA,
        Q4X,
        27,
        [
            assistant(
                "The cancellations have been processed. Summary of refunds:\n\n"
                "1. UDMOP1: $251.00, back to the $74 gift card used to book it\n"
                "2. 4XGCCM: $5,074.00, to the Mastercard ending 5435\n"
                "3. Total to be refunded: $5,325.00\n\n"
                "Card refunds usually take five to seven business days to appear."
            ),
        ],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: '4XGCCM: $5,074.00, to the Mastercard ... Total to be refunded: "
        "$5,325.00' counts the refund of the suppressed cancellation. No read of 4XGCCM "
        "follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE9-distractor-effective-cancel-only",
        "distractors",
        XA,
        QUD,
        25,
        [
            assistant(
                "The cancellation of 4XGCCM has been processed.\n\n"
                "1. Refund: $5,074.00 to the Mastercard ending 5435.\n"
                "2. Expected timing: five to seven business days.\n\n"
                "May I help with anything else today?"
            ),
        ],
        lab(25, "inf", "no_use", "none", "no", base=27),
        "No use: only 4XGCCM's cancellation (effective, at 26-27) is mentioned; UDMOP1's "
        "suppressed cancellation is not.",
        W,
        after=27,
    ),
]

# The held-out draw (build.py --draw: seed 20240909, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE9-derived-five-reservations-left": "dev",
    "WE9-derived-already-cancelled-refusal": "dev",
    "WE9-derived-third-bag-on-top": "heldout",
    "WE9-derived-readback-still-two-pre": "dev",
    "WE9-money-refund-total": "dev",
    "WE9-distractor-effective-cancel-only": "dev",
}

CASES = splits(CASES, SPLIT)
