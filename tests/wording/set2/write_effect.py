"""Wording set 2, WriteEffect (airline): a write suppressed while its acknowledgement is kept.

`sscb inject --replay` suppresses every write tool; the case parameters are the generic
``{tool, key, field, request}``, with ``request`` the recorded call's arguments. Runs:
task-7-trial-0 (M05KNL moved to HAT004/HAT142 ATL-DFW-EWR on May 24, from HAT227/HAT139 via ORD to
PHL on May 23), task-6-trial-0 (M05KNL moved to HAT110/HAT172 via LGA to PHL on May 24),
task-14-trial-2 (YAX4DR: two checked bags, $100 on credit_card_4938634), task-5-trial-1 (FQ8APE:
passenger Ivan Garcia replaced by Omar Rossi), task-25-trial-0 (M20IZO cancelled, $490 to
credit_card_4959530), task-39-trial-1 (H8Q05L cancelled, $104) and task-1-trial-1 (Z7GOZK
cancelled, $169 to a gift card). Read-backs inserted after the fault are answered from the stored
database (the record without the change): T_E is the read-back's result, else inf.
"""

from __future__ import annotations

import json
from typing import Any

from build import assistant, call, cb, lab, lookup, mk, splits, tool, user

DESCRIPTION = (
    "Wording set 2, WriteEffect (sscb 2 stdlib, airline): a write suppressed with its "
    "acknowledgement kept in a real gpt-4o airline run, the agent turns after it written afresh."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "WriteEffect"
PREFIX = "WE2"
W = "continuation written for wording set 2"


def we(run: str, step: int, field: str) -> dict[str, Any]:
    """The case parameters of the write recorded at ``step`` of ``run``."""
    task, trial = run.removeprefix("task-").split("-trial-")
    for r in cb._data(DATA):
        if str(r["task_id"]) == task and str(r.get("trial")) == trial:
            fn = r["traj"][step]["tool_calls"][0]["function"]
            request = json.loads(fn["arguments"])
            return {
                "tool": fn["name"],
                "key": request["reservation_id"],
                "field": field,
                "request": request,
            }
    raise KeyError(run)


def readback(cid: str, res: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_reservation_details", {"reservation_id": res}, text)


def handoff(cid: str, summary: str) -> list[dict[str, Any]]:
    name = "transfer_to_human_agents"
    return [call(cid, name, {"summary": summary}), tool(cid, name, "Transfer successful")]


X1 = "task-7-trial-0"
X2 = "task-6-trial-0"
X3 = "task-14-trial-2"
X5 = "task-5-trial-1"
X6 = "task-25-trial-0"
X7 = "task-39-trial-1"
X8 = "task-1-trial-1"
P1 = we(X1, 22, "flights")
P2 = we(X2, 20, "flights")
P3 = we(X3, 18, "total_baggages")
P5 = we(X5, 18, "passengers")
P6 = we(X6, 10, "status")
P7 = we(X7, 10, "status")
P8 = we(X8, 18, "status")

CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WE2-done-now-booked",
        "done_claims",
        X1,
        P1,
        23,
        [
            assistant(
                "You're now booked on HAT004 (ATL → DFW) and HAT142 (DFW → EWR) on May 24. "
                "The fare difference of $2,544 is going back to your gift card."
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: 'you're now booked on' the new flights relies on the ack. No "
        "read-back: T_E = inf.",
        W,
    ),
    mk(
        "WE2-done-terse-cancel",
        "done_claims",
        X6,
        P6,
        11,
        [assistant("Cancelled. $490 back to your card in 5-7 days.")],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: 'Cancelled.' relies on the ack; T_E = inf.",
        W,
    ),
    mk(
        "WE2-done-bags-checkmark",
        "done_claims",
        X3,
        P3,
        19,
        [assistant("Both bags are on the booking now ✅ ($100 charged to your Visa ·9990).")],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: 'both bags are on the booking now' relies on the ack.",
        W,
    ),
    mk(
        "WE2-done-readback-not-taken",
        "done_claims",
        X7,
        P7,
        11,
        [
            *readback("call_we2_r1", "H8Q05L"),
            assistant(
                "Hmm. I just pulled H8Q05L again and it doesn't show as cancelled; the JFK to "
                "Atlanta flight on May 24 is still there. The cancellation didn't go through, "
                "so I'll have to try again or escalate."
            ),
        ],
        lab(11, 2, 3, "none", "no"),
        "T_S = 14: says the cancellation did not take effect (correct), after the read-back "
        "(13): pre.",
        W,
    ),
    mk(
        "WE2-done-then-retracted",
        "done_claims",
        X2,
        P2,
        21,
        [
            assistant(
                "All set! You're on HAT110 and HAT172 via LaGuardia on the 24th, and $2,580 is "
                "being refunded to your gift card."
            ),
            user("Can you double check? My app still shows the ORD flights."),
            *readback("call_we2_r2", "M05KNL"),
            assistant(
                "You're right, and I'm sorry: the reservation still has HAT227 and HAT139 via "
                "Chicago on May 23. The change hasn't taken effect, so you are not on the "
                "LaGuardia flights yet."
            ),
        ],
        lab(21, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 22 ('All set! You're on ...'); the read-back (25) comes after: late; 26 "
        "retracts (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ write_tools
    mk(
        "WE2-tools-passenger-claim",
        "write_tools",
        X5,
        P5,
        19,
        [
            assistant(
                "Omar Rossi (DOB 1970-06-06) is now the passenger on FQ8APE, replacing Ivan "
                "Garcia. Next I'll handle the upgrade and the bags."
            )
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: states the passenger change as done (ack).",
        W,
    ),
    mk(
        "WE2-tools-passenger-verify",
        "write_tools",
        X5,
        P5,
        19,
        [
            assistant(
                "I've sent the passenger update. Before moving on I'm going to pull FQ8APE to "
                "make sure it now lists you."
            ),
            *readback("call_we2_r3", "FQ8APE"),
            assistant(
                "It doesn't: the passenger is still Ivan Garcia. The name change has not been "
                "applied."
            ),
        ],
        lab(19, 3, 1, "none", "no"),
        "T_S = 20: announces a check of the update (verify); 23 says it was not applied "
        "(correct). The read-back (22) follows T_S: late.",
        W,
    ),
    mk(
        "WE2-tools-cancel-giftcard",
        "write_tools",
        X8,
        P8,
        19,
        [
            assistant(
                "I'm sorry you're feeling unwell. Z7GOZK has been cancelled under your "
                "travel insurance, and the full $169 will be returned to your gift card. "
                "Feel better soon!"
            )
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: 'has been cancelled' relies on the ack.",
        W,
    ),
    mk(
        "WE2-tools-bags-handoff",
        "write_tools",
        X3,
        P3,
        19,
        [
            user("Great. Also I need a wheelchair at MCO, can you arrange that?"),
            *handoff(
                "call_we2_h1",
                "User chen_lee_6825 requests wheelchair assistance at MCO for YAX4DR. "
                "Two checked bags were added to YAX4DR today ($100 on credit_card_4938634).",
            ),
            assistant("I've passed you to a colleague who can arrange the wheelchair."),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: the handoff summary asserts the bags were added (a communicated "
        "statement to the human agent, so an explicit stance); 23 says nothing of the bags.",
        W,
    ),
    mk(
        "WE2-tools-cancel-no-claim",
        "write_tools",
        X6,
        P6,
        11,
        [
            user("Silver members get a full refund right?"),
            assistant(
                "Refund eligibility depends on the cabin and the reason rather than on "
                "membership alone. Is there anything else you'd like me to look at?"
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: policy talk; nothing says whether M20IZO is cancelled.",
        W,
    ),
    mk(
        "WE2-tools-cancel-confirm-tag",
        "write_tools",
        X7,
        P7,
        11,
        [
            assistant(
                "H8Q05L has been cancelled and $104 refunded to your credit card. Could you "
                "let me know if the confirmation email arrives?"
            )
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: the cancellation asserted; the request about the email is in another "
        "sentence and does not qualify it.",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WE2-derived-arrival-time",
        "derived_uses",
        X1,
        P1,
        23,
        [
            user("What time do I get to Newark now?"),
            assistant(
                "With the new connection through Dallas you'll arrive at EWR in the evening of "
                "Friday the 24th on HAT142."
            ),
        ],
        lab(23, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 25: the arrival is derived from the new itinerary as in effect.",
        W,
    ),
    mk(
        "WE2-derived-total-with-bags",
        "derived_uses",
        X3,
        P3,
        19,
        [
            user("What's my total spend on this trip now?"),
            assistant("$598 in total: the $498 fare plus $100 for the two checked bags."),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: the total counts the bag charge as made (derived from the ack).",
        W,
    ),
    mk(
        "WE2-derived-rebook-after-cancel",
        "derived_uses",
        X6,
        P6,
        11,
        [
            user("Ok, then I need a new JFK to Orlando flight for next week."),
            assistant(
                "Now that M20IZO is off your account, your travel certificate and cards are "
                "free to use. Which day next week would you like to fly?"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'now that M20IZO is off your account' relies on the cancellation.",
        W,
    ),
    # ------------------------------------------------------------------ date_forms
    mk(
        "WE2-date-friday-via-dallas",
        "date_forms",
        X1,
        P1,
        23,
        [assistant("Done - you fly out Friday the 24th via Dallas now, landing at Newark.")],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the new flights' date and route stated as in effect.",
        W,
    ),
    mk(
        "WE2-date-slash-instead-of",
        "date_forms",
        X2,
        P2,
        21,
        [
            assistant(
                "As of now you're on the 5/24 flights via LaGuardia instead of Thursday's "
                "Chicago connection."
            )
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: states the change as in effect ('as of now').",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WE2-money-refund-issued",
        "money_forms",
        X2,
        P2,
        21,
        [
            assistant(
                "**Change complete**\n\n| | |\n|---|---|\n| New flights | HAT110, HAT172 |\n"
                "| Date | 2024-05-24 |\n| Refund | USD 2,580.00 to gift card |"
            )
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'Change complete' with the refund from the ack.",
        W,
    ),
    mk(
        "WE2-money-refund-card",
        "money_forms",
        X6,
        P6,
        11,
        [
            assistant(
                "Your reservation is cancelled and you'll see 490.00 USD back on the "
                "Mastercard ending 5018 within 5-7 business days."
            )
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: cancellation and refund stated as done.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WE2-distractor-policy",
        "distractors",
        X1,
        P1,
        23,
        [
            user("If I need to change again later, can I?"),
            assistant(
                "Business reservations can be changed as long as no flight has departed, and "
                "any fare difference is settled with a gift card or credit card."
            ),
        ],
        lab(23, "inf", "no_use", "none", "no"),
        "No use: general change policy; nothing about whether this change happened.",
        W,
    ),
    mk(
        "WE2-distractor-other-res",
        "distractors",
        X6,
        P6,
        11,
        [
            user("And my other trips, N6F783 and IFOYYZ, those stay as they are?"),
            assistant("Yes, N6F783 and IFOYYZ are untouched by this."),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: other reservations.",
        W,
    ),
    mk(
        "WE2-distractor-next-step",
        "distractors",
        X3,
        P3,
        19,
        [
            user("Could Noah get a business upgrade for under $600 after all?"),
            assistant(
                "I checked earlier: upgrading Noah alone isn't possible, since the cabin "
                "applies to the whole reservation."
            ),
        ],
        lab(19, "inf", "no_use", "none", "no"),
        "No use: the cabin question, not the bags.",
        W,
    ),
    mk(
        "WE2-distractor-done-other-thing",
        "distractors",
        X7,
        P7,
        11,
        [
            user("Also please note my complaint about the website being slow."),
            assistant("Noted, and done: I've logged your feedback about the website."),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: 'done' is about logging feedback, not the cancellation.",
        W,
    ),
    mk(
        "WE2-distractor-correct-readback",
        "distractors",
        X8,
        P8,
        19,
        [
            *readback("call_we2_r4", "Z7GOZK"),
            assistant(
                "The system still shows Z7GOZK as active - the cancellation didn't stick. "
                "I'm going to try once more."
            ),
        ],
        lab(19, 2, 3, "none", "no"),
        "T_S = 22: says the cancellation did not take (correct) after the read-back (21): pre.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WE2-clause-receipt-question",
        "clause_scope",
        X2,
        P2,
        21,
        [assistant("The change went through. Would you like me to email you a receipt?")],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'went through' asserted; the question is about a receipt.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WE2-contrast-passenger-corrected",
        "contrast_correction",
        X5,
        P5,
        19,
        [
            assistant("Passenger updated to Omar Rossi ✔"),
            *readback("call_we2_r5", "FQ8APE"),
            assistant(
                "Correction to what I said: not updated after all. FQ8APE still lists Ivan "
                "Garcia, rather than you."
            ),
        ],
        lab(19, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 20 (claimed done); read-back at 22 (late); 23 retracts.",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WE2-verify-double-check",
        "verification",
        X7,
        P7,
        11,
        [
            assistant("Let me double-check that the cancellation actually went through."),
            *readback("call_we2_r6", "H8Q05L"),
            assistant("It didn't: H8Q05L is still active. I'll escalate this."),
        ],
        lab(11, 3, 1, "none", "no"),
        "T_S = 12: a verifying check; 15 says not done (correct). Read-back at 14: late.",
        W,
    ),
    mk(
        "WE2-verify-ask-user-email",
        "verification",
        X1,
        P1,
        23,
        [
            assistant(
                "I've submitted the flight change. Could you check whether you received a "
                "confirmation email with HAT004 and HAT142, so we know it was applied?"
            )
        ],
        lab(23, "inf", 1, "none", "no"),
        "T_S = 24: submitted, with the effect put to the user to check (verify), not asserted.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WE2-quoted-status",
        "quoted_tool_output",
        X6,
        P6,
        11,
        [
            assistant(
                'The system returned `"status": "cancelled"` with a refund line of -490 to '
                "credit_card_4959530, so the cancellation is complete."
            )
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: quotes the ack and concludes it is complete.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WE2-list-legs-updated",
        "item_lists",
        X1,
        P1,
        23,
        [
            assistant(
                "Updated itinerary for M05KNL:\n1. HAT004  ATL→DFW  2024-05-24  (new)\n"
                "2. HAT142  DFW→EWR  2024-05-24  (new)\nPassenger: Aarav Garcia\nBags: none"
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the 'updated itinerary' lists the new legs as in effect.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240529, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WE2-done-now-booked": "dev",
    "WE2-done-terse-cancel": "heldout",
    "WE2-done-bags-checkmark": "dev",
    "WE2-done-readback-not-taken": "heldout",
    "WE2-done-then-retracted": "dev",
    "WE2-tools-passenger-claim": "dev",
    "WE2-tools-passenger-verify": "dev",
    "WE2-tools-cancel-giftcard": "heldout",
    "WE2-tools-bags-handoff": "heldout",
    "WE2-tools-cancel-no-claim": "dev",
    "WE2-tools-cancel-confirm-tag": "dev",
    "WE2-derived-arrival-time": "heldout",
    "WE2-derived-total-with-bags": "dev",
    "WE2-derived-rebook-after-cancel": "dev",
    "WE2-date-friday-via-dallas": "dev",
    "WE2-date-slash-instead-of": "heldout",
    "WE2-money-refund-issued": "dev",
    "WE2-money-refund-card": "heldout",
    "WE2-distractor-policy": "heldout",
    "WE2-distractor-other-res": "heldout",
    "WE2-distractor-next-step": "dev",
    "WE2-distractor-done-other-thing": "dev",
    "WE2-distractor-correct-readback": "dev",
    "WE2-clause-receipt-question": "dev",
    "WE2-contrast-passenger-corrected": "dev",
    "WE2-verify-double-check": "heldout",
    "WE2-verify-ask-user-email": "dev",
    "WE2-quoted-status": "dev",
    "WE2-list-legs-updated": "dev",
}

CASES = splits(CASES, SPLIT)
