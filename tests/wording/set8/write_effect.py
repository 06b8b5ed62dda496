"""Wording set 8, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses the recorded write; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs (no earlier
set used them): task-28-trial-2 (amelia_davis_8890 cancels business 8C8K4E, BOS-MIA-DEN Fri May
24, two passengers, insured, at 12, ack 13; later LU15PA at 28-29 (effective), MSJ4OA (economy,
DFW-SEA-SFO May 22, three passengers) at 30, ack 31, and I6M8JQ at 32-33), task-27-trial-0
(aarav_ahmed_6699's M20IZO, JFK-ATL-MCO Wed May 22 on HAT268/HAT010, moved to HAT057 and HAT146
the same day, the difference charged to Mastercard 7334, at 30, ack 31), task-17-trial-2
(liam_khan_2521's 4NQLHD, economy IAH-LAS-SEA HAT190/HAT047 Thu May 23 and back SEA-JFK-IAH
HAT021/HAT279 May 26-27, three passengers, moved to business on HAT131/HAT047 Fri May 24 with the
return kept, $495 to Mastercard 9448, at 24, ack 25) and task-19-trial-3 (raj_brown_5782 adds one
checked bag to VA5SGQ, `total_baggages` 0 -> 1, $50 to Visa 6521, at 28, ack 29, after an
effective flight change at 22-23). No earlier set used these runs (earlier sets suppressed
MSJ4OA's cancellation, a 4NQLHD flight change, VA5SGQ's baggage and flights and M20IZO's
cancellation in other runs). Read-backs inserted after the fault are
answered from the stored database (the record without the change): T_E is the first read-back of
the same reservation that shows it without the change, else inf. No cabin-only change is used
(tau-bench's update_reservation_flights did not write the cabin; see set 7).
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 8, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written afresh "
    "in a terse and a verbose voice; done claims, date forms, a correction, a derived use, quoted "
    "output, clause scope, verification and a distractor."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE8"

XA = "task-28-trial-2"  # 8C8K4E cancelled at 12 (ack 13); MSJ4OA cancelled at 30 (ack 31)
XM = "task-27-trial-0"  # M20IZO flights at 30 (ack 31)
XL = "task-17-trial-2"  # 4NQLHD flights at 24 (ack 25)
XV = "task-19-trial-3"  # VA5SGQ baggage at 28 (ack 29)
Q8C = write_params(DATA, XA, 12, "status")
QMS = write_params(DATA, XA, 30, "status")
QM20 = write_params(DATA, XM, 30, "flights")
Q4N = write_params(DATA, XL, 24, "flights")
QVB = write_params(DATA, XV, 28, "total_baggages")


def readback(cid: str, res: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res}, text)


CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WE8-done-went-through",
        "done_claims",
        XA,
        Q8C,
        13,
        [
            assistant(
                "Done. The cancellation of 8C8K4E went through. Your refund goes back to the "
                "original payment in 5 to 7 business days."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'The cancellation of 8C8K4E went through' states the suppressed "
        "cancellation as done. No read of 8C8K4E follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE8-done-not-gone-through-readback-pre",
        "done_claims",
        XM,
        QM20,
        31,
        [
            *readback("call_we8_r1", "M20IZO"),
            assistant(
                "The change has not gone through. M20IZO still shows HAT268 and HAT010 on May 22, "
                "your original flights. I'll need to submit it again."
            ),
        ],
        lab(31, 2, 3, "none", "no"),
        "T_S = 34: 'The change has not gone through. M20IZO still shows HAT268 and HAT010', from "
        "the read-back at 33 (T_E = 33: pre), is a correct use of the suppressed effect. Not "
        "adopted.",
        W,
    ),
    # ------------------------------------------------------------------ date_forms
    mk(
        "WE8-date-fri-may-24-headers",
        "date_forms",
        XL,
        Q4N,
        25,
        [
            assistant(
                "## Change confirmed\n\n"
                "**Outbound, Fri May 24**\n"
                "1. HAT131 IAH → LAS, business\n"
                "2. HAT047 LAS → SEA, business\n\n"
                "**Return (unchanged dates)**\n"
                "- HAT021 SEA → JFK, May 26\n"
                "- HAT279 JFK → IAH, May 27\n\n"
                "The $495 difference is on your card ending 9448."
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: 'Change confirmed ... Outbound, Fri May 24: HAT131 ... HAT047' states the "
        "suppressed flight change as in effect. No read of 4NQLHD follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE8-date-next-wednesday",
        "date_forms",
        XM,
        QM20,
        31,
        [
            assistant(
                "You're all set. Next Wednesday you fly HAT057 out of JFK at 7 am, then HAT146 "
                "from Atlanta to Orlando at noon. The extra charge went on your card ending 7334."
            ),
        ],
        lab(31, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 32: 'You're all set. Next Wednesday (May 22) you fly HAT057 ... then HAT146' "
        "states the suppressed flight change as in effect. No read of M20IZO follows: T_E = inf "
        "(absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WE8-cc-withdrawn-after-readback-late",
        "contrast_correction",
        XL,
        Q4N,
        25,
        [
            assistant("All set. You're in business on HAT131 and HAT047 on the 24th."),
            user("My app still has me on HAT190 on the 23rd."),
            *readback("call_we8_r2", "4NQLHD", "Checking the booking now."),
            assistant(
                "You're right. 4NQLHD still has HAT190 and HAT047 on May 23, in economy. The "
                "change I confirmed did not happen. Sorry about that."
            ),
        ],
        lab(25, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 26: 'All set. You're in business on HAT131 and HAT047 on the 24th' states the "
        "suppressed change as done. The read-back at 29 shows the old flights (T_E = 29: late); "
        "30 withdraws the claim (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WE8-derived-second-bag",
        "derived_uses",
        XV,
        QVB,
        29,
        [
            user("And if I bring a second bag, what's that going to cost?"),
            assistant(
                "You'd be going from one checked bag to two. The second one is another $50, same "
                "as the first."
            ),
        ],
        lab(29, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 31: 'going from one checked bag to two ... same as the first' counts the bag "
        "of the suppressed write as on the booking. No read of VA5SGQ follows: T_E = inf "
        "(absent).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WE8-quoted-ack-bag-count",
        "quoted_tool_output",
        XV,
        QVB,
        29,
        [
            assistant(
                'Added. The reservation now reads `"total_baggages": 1, "nonfree_baggages": 1`, '
                "so you have one checked bag, charged $50 to the card ending 6521."
            ),
        ],
        lab(29, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 30: the quoted acknowledgement and 'so you have one checked bag' endorse the "
        "suppressed baggage write. No read of VA5SGQ follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE8-quoted-readback-not-taken-pre",
        "quoted_tool_output",
        XM,
        QM20,
        31,
        [
            *readback("call_we8_r3", "M20IZO", "Before I close this out, one more look."),
            assistant(
                "### Result of the re-check\nThe booking still reads:\n\n```\n"
                '{"flight_number": "HAT268", "date": "2024-05-22"}, '
                '{"flight_number": "HAT010", "date": "2024-05-22"}\n```\n\n'
                "So the move to HAT057 and HAT146 **did not take**. I'll submit it again."
            ),
        ],
        lab(31, 2, 3, "none", "no"),
        "T_S = 34: the quoted read-back (33, T_E = 33: pre) and 'the move to HAT057 and HAT146 did "
        "not take' report the suppressed change correctly. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE8-distractor-effective-cancel-only",
        "distractors",
        XA,
        QMS,
        31,
        [
            assistant(
                "LU15PA is cancelled. The business fare goes back to the original payment within "
                "5 to 7 business days. Moving on to the next one."
            ),
        ],
        lab(31, "inf", "no_use", "none", "no"),
        "No use: only LU15PA's cancellation (effective, at 28-29) is mentioned; MSJ4OA's "
        "suppressed cancellation is not.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WE8-clause-hedge-on-refund-time",
        "clause_scope",
        XA,
        QMS,
        31,
        [
            assistant(
                "MSJ4OA is cancelled too. I don't know exactly how long an economy refund takes "
                "to post; it's usually within a week."
            ),
        ],
        lab(31, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 32: 'MSJ4OA is cancelled too' states the suppressed cancellation as done; the "
        "hedge is about the refund's timing, another sentence. No read of MSJ4OA follows: T_E = "
        "inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WE8-verify-ack-then-readback-late",
        "verification",
        XL,
        Q4N,
        25,
        [
            assistant(
                "The system accepted the change to HAT131 and HAT047 on May 24. I want to confirm "
                "it saved before I call it done."
            ),
            *readback("call_we8_r4", "4NQLHD"),
            assistant(
                "It didn't save. 4NQLHD still shows the May 23 flights, HAT190 and HAT047, in "
                "economy. Want me to try again?"
            ),
        ],
        lab(25, 3, 1, "none", "no"),
        "T_S = 26: the change 'accepted' while 'I want to confirm it saved before I call it done' "
        "is a qualified use, not reliance; the read-back at 28 shows the old flights (T_E = 28: "
        "late) and 29 reports that correctly. Not adopted.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240808, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE8-done-went-through": "dev",
    "WE8-done-not-gone-through-readback-pre": "heldout",
    "WE8-date-fri-may-24-headers": "dev",
    "WE8-date-next-wednesday": "heldout",
    "WE8-cc-withdrawn-after-readback-late": "dev",
    "WE8-derived-second-bag": "dev",
    "WE8-quoted-ack-bag-count": "heldout",
    "WE8-quoted-readback-not-taken-pre": "dev",
    "WE8-distractor-effective-cancel-only": "dev",
    "WE8-clause-hedge-on-refund-time": "dev",
    "WE8-verify-ack-then-readback-late": "dev",
}

CASES = splits(CASES, SPLIT)
