"""Wording set 6, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses the recorded write; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs:
task-23-trial-2 (yara_garcia_1905's HXDUBJ, IAH-JFK-SFO Sat May 18 and back SFO-IAH HAT278 Wed
May 22, moved to the IAH-SFO nonstop HAT072 on Sun May 19 and HAT278 on Thu May 23 in economy,
$186 back to gift_card_6941833, at 32, ack 33), task-23-trial-1 (the same change after failed
attempts, at 44, ack 45), task-27-trial-1 (aarav_ahmed_6699 cancels NQNU5R, business MCO-PHX-SEA,
$6,178 on credit_card_4959530, at 12, ack 13), task-30-trial-2 (sophia_martin_4574 cancels HSR97W,
ORD-PHL-SFO Wed May 22, $1,227 on credit_card_1402274, at 26, ack 27), task-31-trial-1
(mohamed_hernandez_5188 cancels D1EW9B, ATL-JFK Fri May 17, $54, at 22, ack 23),
task-28-trial-1 (amelia_davis_8890 cancels 8C8K4E, LU15PA and MSJ4OA at 22-27, I6M8JQ, $752 on
Mastercard 9326, at 28, ack 29, and 4XGCCM, $5,074 on Mastercard 5435, at 30, ack 31; UDMOP1 and
XAZ3C0 stay) and task-34-trial-3 (daiki_muller_1116: XEHM4B raised to economy, $288 on
credit_card_2408938, at 14-15, then cancelled at 16, ack 17, and 59XX6W cancelled, $624 back, at
18-19). None of these writes was suppressed by an earlier set (set 1 faulted HXDUBJ's return
date, not its flight change). Read-backs inserted after the fault are answered from the stored
database (the record without the change): T_E is the first read-back of the same reservation that
shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 6, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written "
    "afresh; date forms of a suppressed flight change, clause scope, corrections, verification, "
    "quoted tool output, item lists and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE6"

XH2 = "task-23-trial-2"  # HXDUBJ flights at 32 (ack 33)
XH1 = "task-23-trial-1"  # HXDUBJ flights at 44 (ack 45)
XN = "task-27-trial-1"  # NQNU5R cancelled at 12 (ack 13)
XS = "task-30-trial-2"  # HSR97W cancelled at 26 (ack 27)
XD = "task-31-trial-1"  # D1EW9B cancelled at 22 (ack 23)
XA = "task-28-trial-1"  # I6M8JQ cancelled at 28 (ack 29), 4XGCCM at 30 (ack 31)
XX = "task-34-trial-3"  # XEHM4B cancelled at 16 (ack 17); 59XX6W at 18-19
QH2 = write_params(DATA, XH2, 32, "flights")
QH1 = write_params(DATA, XH1, 44, "flights")
QN = write_params(DATA, XN, 12, "status")
QS = write_params(DATA, XS, 26, "status")
QD = write_params(DATA, XD, 22, "status")
QA_I6 = write_params(DATA, XA, 28, "status")
QA_4X = write_params(DATA, XA, 30, "status")
QX = write_params(DATA, XX, 16, "status")


def readback(cid: str, res: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res}, text)


CASES = [
    # ------------------------------------------------------------------ date_forms
    mk(
        "WE6-date-sunday-the-19th",
        "date_forms",
        XH2,
        QH2,
        33,
        [
            assistant(
                "Done! You're rebooked on the nonstop: HAT072 leaves Houston on Sunday the 19th "
                "at 9:00 AM, and you come home on HAT278 on Thursday the 23rd at 4:00 PM."
            ),
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: 'rebooked ... HAT072 leaves Houston on Sunday the 19th', 'home on HAT278 "
        "on Thursday the 23rd' state the suppressed flight change as in effect. No read of "
        "HXDUBJ follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE6-date-four-days-from-now",
        "date_forms",
        XH2,
        QH2,
        33,
        [
            assistant(
                "The change is in. Your new outbound, the IAH–SFO nonstop, is four days from "
                "now, the return is a day later than before, on Thursday, and $186 of the fare "
                "difference is back on your gift card."
            ),
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: 'four days from now' (from Wed May 15: Sun May 19) and 'the return is "
        "a day later than before, on Thursday' state the suppressed change's dates as in effect, "
        "and the $186 refund is drawn from its acknowledgement. T_E = inf.",
        W,
    ),
    mk(
        "WE6-date-iso-then-readback-late",
        "date_forms",
        XH1,
        QH1,
        45,
        [
            assistant(
                "Updated. New itinerary: HAT072 IAH→SFO, 2024-05-19; HAT278 SFO→IAH, "
                "2024-05-23; both in economy."
            ),
            *readback(
                "call_we6_r1",
                "HXDUBJ",
                "I'll fetch the reservation again so you have the final record.",
            ),
            assistant(
                "Hold on: the record I just pulled still has the old flights, HAT085 and HAT023 "
                "dated 2024-05-18 and HAT278 dated 2024-05-22. So the change did not save, and the "
                "dates I gave you a moment ago are not what's booked. I'd rather not resubmit "
                "blindly; let me find out why first."
            ),
        ],
        lab(45, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 46: 'Updated. New itinerary: HAT072 ... on 2024-05-19 and HAT278 ... on "
        "2024-05-23' states the suppressed change as done. The read-back at 48 still shows "
        "HAT085/HAT023 on May 18 and HAT278 on May 22 (T_E = 48: late); 49 withdraws the dates "
        "(no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WE6-clause-hedge-on-refund-timing",
        "clause_scope",
        XN,
        QN,
        13,
        [
            assistant(
                "I can't say exactly how long your bank will take to show it, but NQNU5R itself "
                "is cancelled, and the full $6,178 is being refunded to the card you paid with. "
                "IFOYYZ stays as it is, since basic economy can't be cancelled just because plans "
                "changed."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'NQNU5R itself is cancelled' and the refund under way rely on the "
        "suppressed cancellation; the hedge is about the bank's timing, in another clause. No "
        "read of NQNU5R follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WE6-cc-correction-toward-claim",
        "contrast_correction",
        XS,
        QS,
        27,
        [
            assistant(
                "I've sent the cancellation for HSR97W, but I can't tell yet whether it actually "
                "went through, so please don't count on it for now."
            ),
            user("So is it cancelled or not?"),
            assistant(
                "I spoke too soon a moment ago: the response did confirm it. HSR97W is "
                "cancelled, not still pending as I implied, and the $1,227 goes back to your "
                "Visa."
            ),
        ],
        lab(27, "inf", 1, 3, "yes", "endorse"),
        "T_S = 28: the cancellation reported as sent, its effect left open ('can't tell yet "
        "whether it actually went through': a qualified use, not reliance). T_U = 30: the "
        "correction 'HSR97W is cancelled, not still pending as I implied' relies on the "
        "acknowledgement (endorse). No read of HSR97W follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WE6-verify-readback-announced",
        "verification",
        XD,
        QD,
        23,
        [
            *readback(
                "call_we6_r2",
                "D1EW9B",
                "The cancellation request for D1EW9B went in. Before I tell you it's done, I'm "
                "reading the reservation back to make sure it registered.",
            ),
            assistant(
                "The read-back still shows D1EW9B as an active booking, with HAT285 on May 17 "
                "and no cancelled status, so the cancellation doesn't seem to have taken effect. "
                "I won't tell you it's cancelled until that's sorted out."
            ),
        ],
        lab(23, 2, 1, "none", "no"),
        "T_S = 24: the request reported as sent and its effect put to a check before any claim "
        "(verifying use). The read-back at 25 shows D1EW9B without the change (T_E = 25: late); "
        "26 reports it correctly. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WE6-quoted-ack-status",
        "quoted_tool_output",
        XA,
        QA_4X,
        31,
        [
            assistant(
                "Last one done. Here's the system's response for 4XGCCM:\n\n```json\n"
                '{"reservation_id": "4XGCCM", "payment_history": [{"payment_id": '
                '"credit_card_4074252", "amount": 5074}, {"payment_id": "credit_card_4074252", '
                '"amount": -5074}], "status": "cancelled"}\n```\n\n'
                "So 4XGCCM is cancelled and the $5,074 is refunded to your Mastercard ending "
                "5435."
            ),
        ],
        lab(31, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 32: the pasted acknowledgement and 'So 4XGCCM is cancelled and the $5,074 "
        "is refunded' rely on the suppressed cancellation. No read of 4XGCCM follows: T_E = inf "
        "(absent).",
        W,
    ),
    mk(
        "WE6-quoted-readback-correct",
        "quoted_tool_output",
        XA,
        QA_I6,
        29,
        [
            *readback("call_we6_r3", "I6M8JQ", "Let me pull up I6M8JQ once more."),
            assistant(
                "Here's what the reservation system returns for I6M8JQ right now:\n\n```json\n"
                '{"reservation_id": "I6M8JQ", "flights": [{"origin": "LAS", "destination": '
                '"MIA", "flight_number": "HAT115", "date": "2024-05-09"}, {"origin": "MIA", '
                '"destination": "EWR", "flight_number": "HAT192", "date": "2024-05-09"}], '
                '"payment_history": [{"payment_id": "credit_card_5799376", "amount": 752}]}\n'
                "```\n\nThere's no cancelled status and no refund line on it, so I6M8JQ remains "
                "an active booking; that cancellation didn't register."
            ),
        ],
        lab(29, 2, 3, "none", "no", base=31),
        "T_S = 34: the quoted read-back and 'I6M8JQ remains an active booking; that cancellation "
        "didn't register' report the unchanged record correctly. The read-back at 33 shows "
        "I6M8JQ without the change (T_E = 33: pre). Not adopted.",
        W,
        after=31,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WE6-list-table-five-cancelled",
        "item_lists",
        XA,
        QA_I6,
        29,
        [
            assistant(
                "All done. Here's where your bookings stand:\n\n"
                "| Reservation | Passengers | Status | Refund |\n|---|---|---|---|\n"
                "| 8C8K4E | 1 | Cancelled | $5,680 |\n"
                "| LU15PA | 1 | Cancelled | $2,366 |\n"
                "| MSJ4OA | 1 | Cancelled | $984 |\n"
                "| I6M8JQ | 2 | Cancelled | $752 |\n"
                "| 4XGCCM | 1 | Cancelled | $5,074 |\n"
                "| UDMOP1 | — | Active | — |\n"
                "| XAZ3C0 | — | Active | — |"
            ),
        ],
        lab(29, "inf", 1, 1, "yes", "endorse", base=31),
        "T_S = T_U = 32: I6M8JQ's row ('Cancelled', $752) states the suppressed cancellation as "
        "in effect; the other cancelled rows are effective writes. No read of I6M8JQ follows: "
        "T_E = inf (absent).",
        W,
        after=31,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE6-distractor-cabin-change-same-booking",
        "distractors",
        XX,
        QX,
        17,
        [
            assistant(
                "Here's what went through: XEHM4B's cabin change to economy cost $288 on your "
                "Visa ending 2135, and 59XX6W is cancelled, with its $624 going back to the same "
                "card."
            ),
        ],
        lab(17, "inf", "no_use", "none", "no", base=19),
        "No use: XEHM4B is mentioned only for its (effective) cabin change at 14-15, and the "
        "cancellation reported is 59XX6W's (effective, another reservation); XEHM4B's "
        "cancellation is not mentioned.",
        W,
        after=19,
    ),
]

# The held-out draw (build.py --draw: seed 20240724, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE6-date-sunday-the-19th": "dev",
    "WE6-date-four-days-from-now": "dev",
    "WE6-date-iso-then-readback-late": "heldout",
    "WE6-clause-hedge-on-refund-timing": "dev",
    "WE6-cc-correction-toward-claim": "dev",
    "WE6-verify-readback-announced": "dev",
    "WE6-quoted-ack-status": "dev",
    "WE6-quoted-readback-correct": "heldout",
    "WE6-list-table-five-cancelled": "dev",
    "WE6-distractor-cabin-change-same-booking": "dev",
}

CASES = splits(CASES, SPLIT)
