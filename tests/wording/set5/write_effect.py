"""Wording set 5, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses the recorded write; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs:
task-28-trial-0 (amelia_davis_8890 cancels 8C8K4E, $5,680 on gift_card_1647044, at 22-23,
LU15PA, business SFO-PHX-SFO May 23, $2,366 on gift_card_7397998, at 24, ack 25, MSJ4OA, $984 on
gift_card_1647044, at 26-27, and I6M8JQ, $752 on Mastercard 9326, at 28-29; UDMOP1, XAZ3C0 and
4XGCCM stay), task-4-trial-3 (omar_rossi_1241: FQ8APE raised to economy at 18-19, then three
checked bags for Ivan Garcia, one paid on Visa 6437, at 20, ack 21), task-47-trial-3
(raj_sanchez_7340 cancels 60RX9E, MSP-EWR May 25, three passengers, $507 on gift_card_1591784,
which holds $57, at 12, ack 13), task-43-trial-0 (anya_garcia_5901 renames passenger Mei Lee to
Mei Garcia on 3RK2T9, MCO-PHX-SFO May 19-20, at 10, ack 11) and task-17-trial-0 (liam_khan_2521's
4NQLHD, IAH-LAS-SEA Thu May 23, back SEA-JFK Sun May 26 and JFK-IAH May 27, moved to HAT286 and
HAT047 on Fri May 24 with business on the first leg, at 34, ack 35). None of these writes was
suppressed by an earlier set except 3RK2T9's passenger update (set 1's own run: the only recorded
passenger writes are that run and set 2's task 5 trial 1) and FQ8APE, whose bags set 1 suppressed
in another run (task 5 trial 1). Read-backs inserted after the fault are answered from the stored
database (the record without the change): T_E is the first read-back of the same reservation that
shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 5, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written "
    "afresh; done claims across the write tools, derived uses, money and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE5"

XA = "task-28-trial-0"  # LU15PA cancelled at 24 (ack 25); other cancellations to 29
XB = "task-4-trial-3"  # FQ8APE bags at 20 (ack 21)
XC = "task-47-trial-3"  # 60RX9E cancelled at 12 (ack 13)
XD = "task-43-trial-0"  # 3RK2T9 passengers at 10 (ack 11)
XE = "task-17-trial-0"  # 4NQLHD flights at 34 (ack 35)
PA = write_params(DATA, XA, 24, "status")
PB = write_params(DATA, XB, 20, "total_baggages")
PC = write_params(DATA, XC, 12, "status")
PD = write_params(DATA, XD, 10, "passengers")
PE = write_params(DATA, XE, 34, "flights")


def readback(cid: str, res: str) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res})


CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WE5-done-four-cancelled",
        "done_claims",
        XA,
        PA,
        25,
        [
            assistant(
                "Done. These four are now cancelled: **8C8K4E**, **LU15PA**, **MSJ4OA** and "
                "**I6M8JQ**. UDMOP1, XAZ3C0 and 4XGCCM are still on your profile; would you like "
                "me to look at those next?"
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=29),
        "T_S = T_U = 30: LU15PA listed among the reservations 'now cancelled' (the suppressed "
        "cancellation, relying on its ack at 25); the other three were effective. No read of "
        "LU15PA follows: T_E = inf (absent).",
        W,
        after=29,
    ),
    mk(
        "WE5-done-three-bags-on-booking",
        "done_claims",
        XB,
        PB,
        21,
        [
            assistant(
                "Both changes are through. FQ8APE is in economy now, and Ivan has three checked "
                "bags on it; one of them is a paid bag, charged to your Visa ending in 6437."
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'Ivan has three checked bags on it' states the suppressed baggage "
        "update as in effect (the cabin change at 18-19 was effective and is not the fact). "
        "T_E = inf.",
        W,
    ),
    mk(
        "WE5-done-reservation-gone",
        "done_claims",
        XC,
        PC,
        13,
        [
            assistant(
                "That's taken care of. 60RX9E (Minneapolis → Newark on May 25, three travellers) "
                "is no longer on your account, and the $507 goes back onto the gift card used "
                "for the booking."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'no longer on your account' and the refund state the suppressed "
        "cancellation as done. T_E = inf.",
        W,
    ),
    mk(
        "WE5-done-passenger-listed-as",
        "done_claims",
        XD,
        PD,
        11,
        [
            assistant(
                "From here on, 3RK2T9 lists your fellow traveller as **Mei Garcia**; her date "
                "of birth stays 1989-12-13. Nothing else on the booking changed."
            ),
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: '3RK2T9 lists your fellow traveller as Mei Garcia' states the suppressed "
        "passenger update as in effect. T_E = inf.",
        W,
    ),
    mk(
        "WE5-done-rebooked-then-readback-late",
        "done_claims",
        XE,
        PE,
        35,
        [
            assistant(
                "You're rebooked: HAT286 out of Houston and HAT047 on to Seattle, both on Friday "
                "the 24th, with business class on the first leg. I'm fetching the reservation "
                "again to send you a clean summary."
            ),
            *readback("call_we5_r1", "4NQLHD"),
            assistant(
                "Wait, that isn't right: what came back has HAT190 and HAT047 on Thursday the "
                "23rd, the original flights. Your rebooking did not stick, so please ignore what I "
                "just told you; I'll work out why before anything is charged."
            ),
        ],
        lab(35, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 36: the new flights stated as booked ('You're rebooked ... Friday the "
        "24th'). The read-back at 38 still shows HAT190/HAT047 on May 23 (T_E = 38, after the "
        "claim: late); 39 withdraws the claim ('did not stick', 'ignore what I just told you': "
        "no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WE5-derived-three-bookings-left",
        "derived_uses",
        XA,
        PA,
        25,
        [
            user("Merci. So what is still booked on my profile now?"),
            assistant(
                "Three reservations: UDMOP1 (your San Francisco round trip on May 28–29), "
                "XAZ3C0 (Atlanta → Charlotte on May 27) and 4XGCCM (the Houston–Detroit round "
                "trip from early May)."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse", base=29),
        "T_S = T_U = 31: the three reservations 'still booked' leave LU15PA out, a list derived "
        "from the suppressed cancellation (v: LU15PA is still booked too). T_E = inf.",
        W,
        after=29,
    ),
    mk(
        "WE5-derived-two-nights-seattle",
        "derived_uses",
        XE,
        PE,
        35,
        [
            assistant(
                "All set. Leaving on Friday instead of Thursday means two nights in Seattle "
                "rather than three before your Sunday flight to New York; the return legs "
                "themselves are unchanged."
            ),
        ],
        lab(35, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 36: 'leaving on Friday instead of Thursday', 'two nights in Seattle rather "
        "than three' are derived from the suppressed flight change. T_E = inf.",
        W,
    ),
    mk(
        "WE5-derived-id-must-match",
        "derived_uses",
        XD,
        PD,
        11,
        [
            assistant(
                "That's sorted. Since Mei is now ticketed as Mei Garcia, the ID she brings to the "
                "airport on the 19th should show that name; if her documents still say Lee, let "
                "me know before she flies."
            ),
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: 'now ticketed as Mei Garcia' and the advice that her ID should show "
        "that name are drawn from the suppressed passenger update. T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WE5-money-refund-table-9782",
        "money_forms",
        XA,
        PA,
        25,
        [
            assistant(
                "All four cancellations are in. Here's where the money goes:\n\n"
                "| Reservation | Refund | Back to |\n|---|---|---|\n"
                "| 8C8K4E | $5,680 | gift card 1647044 |\n"
                "| LU15PA | $2,366 | gift card 7397998 |\n"
                "| MSJ4OA | $984 | gift card 1647044 |\n"
                "| I6M8JQ | $752 | Mastercard ending 9326 |\n\n"
                "That's **$9,782** in total."
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=29),
        "T_S = T_U = 30: LU15PA's cancellation stated as in and its $2,366 refund counted in the "
        "$9,782 total (derived from the suppressed cancellation; v: $7,416). T_E = inf.",
        W,
        after=29,
    ),
    mk(
        "WE5-money-gift-card-back-to-564",
        "money_forms",
        XC,
        PC,
        13,
        [
            assistant(
                "Cancelled. Once the $507 refund lands, the gift card you used goes back up to "
                "$564; it has $57 on it right now."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: the cancellation stated as done and the $564 balance derived from its "
        "refund ($57 + $507). T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE5-distractor-effective-cancellations-only",
        "distractors",
        XA,
        PA,
        25,
        [
            assistant(
                "8C8K4E (Boston → Denver in business on the 24th) is cancelled, and its $5,680 "
                "refund is headed to the gift card used for it; MSJ4OA's $984 lands on that "
                "same card."
            ),
        ],
        lab(25, "inf", "no_use", "none", "no", base=29),
        "No use: only 8C8K4E's and MSJ4OA's cancellations (effective writes, other "
        "reservations) are reported; LU15PA is not mentioned.",
        W,
        after=29,
    ),
    mk(
        "WE5-distractor-readback-correct",
        "distractors",
        XA,
        PA,
        25,
        [
            *readback("call_we5_r2", "LU15PA"),
            assistant(
                "Checking my work: LU15PA came back without a cancelled status, meaning it is "
                "still an active booking. 8C8K4E, MSJ4OA and I6M8JQ did go through. Shall I try "
                "LU15PA again?"
            ),
        ],
        lab(25, 2, 3, "none", "no", base=29),
        "T_S = 32: says LU15PA is still an active booking (correct), after the read-back at 31 "
        "that shows LU15PA without the change (no cancelled status): T_E = 31 (pre). Not "
        "adopted.",
        W,
        after=29,
    ),
]

# The held-out draw (build.py --draw: seed 20240710, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE5-done-four-cancelled": "dev",
    "WE5-done-three-bags-on-booking": "dev",
    "WE5-done-reservation-gone": "heldout",
    "WE5-done-passenger-listed-as": "heldout",
    "WE5-done-rebooked-then-readback-late": "dev",
    "WE5-derived-three-bookings-left": "dev",
    "WE5-derived-two-nights-seattle": "dev",
    "WE5-derived-id-must-match": "heldout",
    "WE5-money-refund-table-9782": "dev",
    "WE5-money-gift-card-back-to-564": "heldout",
    "WE5-distractor-effective-cancellations-only": "heldout",
    "WE5-distractor-readback-correct": "dev",
}

CASES = splits(CASES, SPLIT)
