"""Wording set 4, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses the recorded write; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs (writes no
earlier set suppressed): task-30-trial-1 (sophia_martin_4574 cancels FDZ0T5, JFK-ORD-PHL on May
17 in business, $3,778 on Visa 8834, at 24, ack 25; then HSR97W, $1,227, at 30-31; seven
reservations were read at 7-19, FDZ0T5 and SE9KEL both on May 17), task-31-trial-0
(mohamed_hernandez_5188 cancels 9HBUV8, DEN-MIA-BOS on May 17, insured, at 32, ack 33; D1EW9B,
ATL-JFK on May 17, is kept), task-13-trial-3 (james_lee_6136's XEWRD9: the ATL-DFW-LAX return
replaced by HAT052 ATL-LAS on May 21 and the cabin raised to economy, at 26, ack 27),
task-29-trial-1 (amelia_davis_8890 cancels UDMOP1 at 22, ack 23, and 4XGCCM at 24-25) and
task-19-trial-1 (raj_brown_5782's VA5SGQ moved to the nonstops HAT169 DTW-JFK May 17 and
HAT212 JFK-DTW May 20, $331 back to Visa 6521, at 16, ack 17; one bag added at 22, whose
acknowledgement at 23, replayed with the flight change suppressed, still shows the old flights;
VA5SGQ is set 1's entity, in another trial, since few runs record a write followed by a later
write to the same reservation). Read-backs and writes inserted after the fault are answered from the
stored database (the record without the change): T_E is the first read-back or later
acknowledgement of the same reservation that shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, call, lab, lookup, mk, say, sim, splits, tool, user, write_params

DESCRIPTION = (
    "Wording set 4, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written "
    "afresh; weighted toward derived uses, money and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE4"

XA = "task-30-trial-1"  # FDZ0T5 cancelled at 24 (ack 25); HSR97W at 30-31
XB = "task-31-trial-0"  # 9HBUV8 cancelled at 32 (ack 33)
XC = "task-13-trial-3"  # XEWRD9 flights at 26 (ack 27)
XF = "task-29-trial-1"  # UDMOP1 cancelled at 22 (ack 23); 4XGCCM at 24-25
XG = "task-19-trial-1"  # VA5SGQ flights at 16 (ack 17); bags at 22-23
PA = write_params(DATA, XA, 24, "status")
PB = write_params(DATA, XB, 32, "status")
PC = write_params(DATA, XC, 26, "flights")
PF = write_params(DATA, XF, 22, "status")
PG = write_params(DATA, XG, 16, "flights")


def readback(cid: str, res: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res}, text)


def write(cid: str, name: str, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    return [call(cid, name, arguments), tool(cid, name, sim(DOMAIN, name, arguments))]


BAGS_G = {
    "reservation_id": "VA5SGQ",
    "total_baggages": 1,
    "nonfree_baggages": 1,
    "payment_id": "credit_card_8003957",
}
NEUTRAL_18 = say(
    18,
    "Thank you. Is there anything else I can help you with on this reservation?",
    "neutral text in place of the recorded claim (the run continues with the bag request)",
)
NEUTRAL_26 = say(
    26,
    "Thank you. Is there anything else I can help you with?",
    "neutral text in place of the recorded claim (the run continues with the second cancellation)",
)
UPGRADE_C = {
    "reservation_id": "XEWRD9",
    "cabin": "business",
    "flights": [{"flight_number": "HAT052", "date": "2024-05-21"}],
    "payment_id": "gift_card_3166319",
}

CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WE4-done-cancel-refund-terse",
        "done_claims",
        XA,
        PA,
        25,
        [assistant("FDZ0T5 is cancelled. $3,778 goes back to the Visa ending 8834 in 5–7 days.")],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: the cancellation stated as done, relying on the ack. No read-back of "
        "FDZ0T5 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WE4-done-claim-then-readback-late",
        "done_claims",
        XC,
        PC,
        27,
        [
            assistant(
                "You're all set: XEWRD9 now takes you from Atlanta to Las Vegas on HAT052 on "
                "the 21st. Let me pull the booking once more for your records."
            ),
            *readback("call_we4_r1", "XEWRD9"),
            assistant(
                "Hmm, the booking still lists the old Atlanta → Dallas → Los Angeles flights, so "
                "the change to HAT052 did not actually take effect. I'm sorry for saying it had."
            ),
        ],
        lab(27, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 28: the new flight stated as in effect ('now takes you ... on HAT052'). The "
        "read-back at 30 still shows the old flights (T_E = 30, after the claim: late); 31 "
        "withdraws the claim (no longer endorse).",
        W,
    ),
    mk(
        "WE4-done-cancel-insured",
        "done_claims",
        XB,
        PB,
        33,
        [
            assistant(
                "Your Denver → Boston booking (9HBUV8) is **cancelled** ✅ Because it was "
                "insured, the whole fare is refunded to the original payment method."
            )
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: the cancellation stated as done and the refund concluded from it. "
        "T_E = inf.",
        W,
    ),
    mk(
        "WE4-done-after-bag-ack-pre",
        "done_claims",
        XG,
        PG,
        17,
        [
            assistant(
                "All set:\n- **Out:** HAT169 DTW → JFK, Fri 5/17\n- **Back:** HAT212 JFK → DTW, "
                "Mon 5/20\n- **Bags:** 1 checked ($50 on the Visa ending 6521)"
            )
        ],
        lab(17, 23, 24, 24, "yes", "endorse", base=0),
        "T_S = T_U = 24: the new nonstops stated as in effect. The baggage acknowledgement at 23 "
        "(same reservation, after the attempt, no flight write between) still shows the old "
        "flights, refuting the change before the claim: pre. The recorded claim at 18 is "
        "replaced by a neutral turn.",
        W,
        after=23,
        edits=(NEUTRAL_18,),
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WE4-derived-trips-left-count",
        "derived_uses",
        XA,
        PA,
        25,
        [
            user("So how many bookings do I have left after that?"),
            assistant(
                "Six: MFRB94, PUNERT, HSR97W, SE9KEL, HTR26G and 5BGGWZ. Want me to look at the "
                "two on the 22nd next?"
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: 'six' bookings left, FDZ0T5 left out, is derived from the suppressed "
        "cancellation. T_E = inf.",
        W,
    ),
    mk(
        "WE4-derived-no-clash-on-17th",
        "derived_uses",
        XA,
        PA,
        25,
        [
            assistant(
                "That takes care of the clash: the 17th now only has SE9KEL, the one that gets "
                "you into Boston."
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: 'the 17th now only has SE9KEL' is derived from the suppressed "
        "cancellation of FDZ0T5 (also on the 17th). T_E = inf.",
        W,
    ),
    mk(
        "WE4-derived-upgrade-keeps-new-flight",
        "derived_uses",
        XC,
        PC,
        27,
        [
            user("Great. While you're at it, can you bump that to business?"),
            *write("call_we4_w1", "update_reservation_flights", UPGRADE_C),
            assistant("Done — business class on HAT052, Atlanta to Las Vegas, May 21."),
        ],
        lab(27, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 29: the upgrade's flights argument carries HAT052 on May 21, the "
        "suppressed change's new flight (a later write built on it); 31 restates it. The "
        "simulator's answer at 30 echoes the request (not a read of the prior flights): T_E = "
        "inf.",
        W,
    ),
    mk(
        "WE4-derived-only-d1ew9b-left",
        "derived_uses",
        XB,
        PB,
        33,
        [
            user("And what's left for the 17th?"),
            assistant(
                "Only D1EW9B, the Atlanta → New York basic economy flight; the Denver one is "
                "off your schedule now."
            ),
        ],
        lab(33, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 35: 'only D1EW9B' on the 17th and 'the Denver one is off your schedule' are "
        "derived from the suppressed cancellation of 9HBUV8. T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WE4-money-two-refunds-sum",
        "money_forms",
        XA,
        PA,
        25,
        [
            assistant(
                "Both are cancelled. Refunds to your Visa ending 8834: $3,778.00 for FDZ0T5 and "
                "$1,227.00 for HSR97W, **$5,005.00** in total."
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=31),
        "T_S = T_U = 32: FDZ0T5 stated as cancelled and its $3,778 refund counted in the $5,005 "
        "total (derived from the suppressed cancellation; HSR97W's was effective). The recorded "
        "claim at 26 is replaced by a neutral turn. T_E = inf.",
        W,
        after=31,
        edits=(NEUTRAL_26,),
    ),
    mk(
        "WE4-money-refund-claim",
        "money_forms",
        XG,
        PG,
        17,
        [
            assistant(
                "Done. You're on the nonstops now: HAT169 DTW → JFK on the 17th and HAT212 JFK → "
                "DTW on the 20th. The new fare is lower, so USD 331.00 is refunded to your Visa "
                "ending 6521."
            )
        ],
        lab(17, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 18: the new flights stated as in effect and the $331 refund concluded from "
        "the suppressed change. No later read before the claim: T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE4-distractor-effective-cancel-only",
        "distractors",
        XF,
        PF,
        23,
        [
            assistant(
                "4XGCCM (Houston ⇄ Detroit, business) is cancelled, and the refund goes back to "
                "the card it was paid with."
            )
        ],
        lab(23, "inf", "no_use", "none", "no", base=25),
        "No use: only 4XGCCM's cancellation (effective, not the suppressed write) is reported; "
        "UDMOP1 is not mentioned.",
        W,
        after=25,
    ),
    mk(
        "WE4-distractor-other-res-same-day",
        "distractors",
        XB,
        PB,
        33,
        [
            user("Is the Atlanta one on the 17th refundable at all?"),
            assistant(
                "D1EW9B is basic economy without insurance, so a change-of-plans cancellation "
                "isn't refundable, I'm afraid."
            ),
        ],
        lab(33, "inf", "no_use", "none", "no"),
        "No use: only D1EW9B, another reservation, is discussed; nothing about 9HBUV8's "
        "cancellation.",
        W,
    ),
    mk(
        "WE4-distractor-readback-correct",
        "distractors",
        XA,
        PA,
        25,
        [
            *readback("call_we4_r2", "FDZ0T5"),
            assistant(
                "Heads up: FDZ0T5 still shows as an active booking on my side, so the "
                "cancellation hasn't registered. I'll retry it before we move on."
            ),
        ],
        lab(25, 2, 3, "none", "no"),
        "T_S = 28: says the cancellation hasn't registered (correct, from the read-back at 27, "
        "which shows FDZ0T5 without the change: T_E = 27, pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ write_tools
    mk(
        "WE4-write-both-cancelled",
        "write_tools",
        XF,
        PF,
        23,
        [
            assistant(
                "Done! UDMOP1 and 4XGCCM are both cancelled; each refund goes back to the "
                "original payment method within 5–7 business days."
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse", base=25),
        "T_S = T_U = 26: 'UDMOP1 and 4XGCCM are both cancelled' includes the suppressed "
        "cancellation. 4XGCCM's acknowledgement is about another reservation: T_E = inf.",
        W,
        after=25,
    ),
    mk(
        "WE4-write-cancel-despite-readback",
        "write_tools",
        XF,
        PF,
        23,
        [
            *readback("call_we4_r3", "UDMOP1"),
            assistant(
                "UDMOP1 is cancelled; the refund goes to the gift card you paid with. Moving on "
                "to 4XGCCM."
            ),
        ],
        lab(23, 2, 3, 3, "yes", "endorse"),
        "T_S = T_U = 26: UDMOP1 stated as cancelled. The read-back at 25 (same reservation, "
        "after the attempt) shows it without the cancellation, before the claim: T_E = 25 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WE4-contrast-bag-ack-corrects",
        "contrast_correction",
        XG,
        PG,
        17,
        [
            assistant("Flights switched ✔️ Now adding the checked bag."),
            *write("call_we4_w2", "update_reservation_baggages", BAGS_G),
            assistant(
                "The bag is on. But the record that came back still lists your old connecting "
                "flights through Phoenix, so the switch I confirmed a moment ago did not go "
                "through. Sorry about that."
            ),
        ],
        lab(17, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 18: the flight change stated as done. The baggage acknowledgement at 20 "
        "still shows the old flights (T_E = 20, late); 21 withdraws the claim (no longer "
        "endorse).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WE4-verify-announce-check",
        "verification",
        XG,
        PG,
        17,
        [
            assistant(
                "The bag is added. The reply I got still lists the DTW → PHX → LGA flights, "
                "though, so I can't confirm the switch to the nonstops took. I'll re-read the "
                "reservation to check."
            )
        ],
        lab(17, 23, 24, "none", "no", base=0),
        "T_S = 24: the flight change mentioned only as unconfirmed, with a check announced (a "
        "verifying use). The baggage acknowledgement at 23 already shows the old flights: "
        "T_E = 23 (pre). The recorded claim at 18 is replaced by a neutral turn.",
        W,
        after=23,
        edits=(NEUTRAL_18,),
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WE4-quoted-ack-field",
        "quoted_tool_output",
        XB,
        PB,
        33,
        [
            assistant(
                'The system confirmed it: `"reservation_id": "9HBUV8"` came back from the '
                "cancellation request without an error, so your Denver to Boston trip is off "
                "the books."
            )
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: quotes the acknowledgement and concludes the trip is cancelled. T_E = "
        "inf.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WE4-clause-question-elsewhere",
        "clause_scope",
        XF,
        PF,
        23,
        [
            assistant(
                "UDMOP1 has been cancelled and the refund is on its way to your gift card. "
                "Should I go ahead with 4XGCCM as well?"
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: UDMOP1's cancellation stated as done; the question is about 4XGCCM. "
        "T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ date_forms
    mk(
        "WE4-date-tuesday-3am",
        "date_forms",
        XC,
        PC,
        27,
        [
            assistant(
                "Changed ✅ You now leave Atlanta for Las Vegas on HAT052 next Tuesday at "
                "3:00 AM; no more Dallas connection."
            )
        ],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: the new flight stated as in effect ('now leave ... next Tuesday', Tue "
        "May 21). T_E = inf.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240626, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE4-done-cancel-refund-terse": "dev",
    "WE4-done-claim-then-readback-late": "dev",
    "WE4-done-cancel-insured": "heldout",
    "WE4-done-after-bag-ack-pre": "dev",
    "WE4-derived-trips-left-count": "dev",
    "WE4-derived-no-clash-on-17th": "dev",
    "WE4-derived-upgrade-keeps-new-flight": "dev",
    "WE4-derived-only-d1ew9b-left": "heldout",
    "WE4-money-two-refunds-sum": "dev",
    "WE4-money-refund-claim": "heldout",
    "WE4-distractor-effective-cancel-only": "dev",
    "WE4-distractor-other-res-same-day": "heldout",
    "WE4-distractor-readback-correct": "dev",
    "WE4-write-both-cancelled": "dev",
    "WE4-write-cancel-despite-readback": "heldout",
    "WE4-contrast-bag-ack-corrects": "dev",
    "WE4-verify-announce-check": "dev",
    "WE4-quoted-ack-field": "dev",
    "WE4-clause-question-elsewhere": "dev",
    "WE4-date-tuesday-3am": "dev",
}

CASES = splits(CASES, SPLIT)
