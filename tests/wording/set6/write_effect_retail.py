"""Wording set 6, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; writes no earlier set suppressed): task-81-trial-81 (james_kim_7213
cancels pending #W3289292, $2,468.70, at 24-25 (set 3 suppressed that one in its own case), then
pending #W9722559, a charger, a luggage set, a fleece jacket and running shoes, $943.83 back to
PayPal, at 26, ack 27; #W7284266 is processed), task-79-trial-79 (emma_kovacs_9839 swaps the
500ml stainless-steel black bottle 3453331371 of pending #W8661412 for the 1000ml one 7661609223,
$6.28 back to Visa 8676, at 22, ack 23), task-70-trial-70 (sofia_hernandez_5364 exchanges the
delivered S/red/low helmet 3358616356 of #W3947049 for the M/blue/high one 9013366374, $22.55 on
Visa 7312, at 18, ack 19) and task-28-trial-28 (isabella_johansson_2152 returns the bamboo
skateboard of #W3792453, $200.80, at 22, ack 23, then the hose and backpack of #W7181492 and the
keyboard and pet bed of #W5565470 at 24-27, and cancels pending #W2575533, $1,619.34, at 32, ack
33; all to PayPal). Read-backs inserted after the fault are answered from the stored database
(the record without the change). T_E is the first read-back of the same order that shows it
without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 6, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh; "
    "clause scope, corrections, verification, quoted tool output, item lists and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR6"

ZK = "task-81-trial-81"  # #W9722559 cancelled at 26 (ack 27)
ZE = "task-79-trial-79"  # #W8661412 items at 22 (ack 23)
ZX = "task-70-trial-70"  # #W3947049 exchange at 18 (ack 19)
ZR = "task-28-trial-28"  # #W3792453 return at 22 (ack 23); #W2575533 cancelled at 32 (ack 33)
QK = write_params(DATA, ZK, 26, "status")
QE = write_params(DATA, ZE, 22, "items")
QX = write_params(DATA, ZX, 18, "status")
QR_RETURN = write_params(DATA, ZR, 22, "status")
QR_CANCEL = write_params(DATA, ZR, 32, "status")


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


CASES = [
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WR6-clause-hedge-paypal-timing",
        "clause_scope",
        ZK,
        QK,
        27,
        [
            assistant(
                "I can't promise exactly when PayPal will show the money, but both "
                "cancellations are done: #W3289292 ($2,468.70) and #W9722559 ($943.83). Should "
                "I check the umbrella and bookshelf order as well?"
            ),
        ],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: '#W9722559 ($943.83)' among the cancellations that 'are done' relies on "
        "the suppressed cancellation; the hedge (PayPal's timing) and the question are other "
        "clauses. No read of #W9722559 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR6-cc-rather-than-after-readback",
        "contrast_correction",
        ZE,
        QE,
        23,
        [
            assistant(
                "All done: #W8661412 now has the 1000ml stainless-steel bottle in black instead "
                "of the 500ml one, and $6.28 is heading back to your Visa."
            ),
            user("Are you sure? The app still shows the small bottle."),
            *order("call_wr6_o1", "#W8661412", "Checking the order now."),
            assistant(
                "The app is right and I was wrong: #W8661412 still holds the 500ml bottle rather "
                "than the 1000ml one I described, and there's no $6.28 refund on it. The swap "
                "didn't take effect."
            ),
        ],
        lab(23, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 24: 'now has the 1000ml ... bottle instead of the 500ml one' and the refund "
        "state the suppressed item change as done. The read-back at 27 still shows the 500ml "
        "bottle (T_E = 27: late); 28 withdraws the claim (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR6-verify-asks-user-for-email",
        "verification",
        ZX,
        QX,
        19,
        [
            assistant(
                "I've submitted the exchange request: the size M blue helmet with high "
                "ventilation in place of your size S red one, with the $22.55 difference to go "
                "on your Visa ending 7312. I can't yet confirm it registered on the order, so "
                "please tell me once the email with return instructions arrives. If it "
                "hasn't come by tomorrow, I'll look into what happened."
            ),
        ],
        lab(19, "inf", 1, "none", "no"),
        "T_S = 20: the exchange is reported as submitted, its effect explicitly unconfirmed and "
        "put to the user to confirm ('I can't yet confirm it registered'): a verifying use, not "
        "reliance. No read of #W3947049 follows: T_E = inf (absent). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR6-quoted-ack-cancelled",
        "quoted_tool_output",
        ZR,
        QR_CANCEL,
        33,
        [
            assistant(
                "Here's the confirmation the system returned for the pending order:\n\n```json\n"
                '{"order_id": "#W2575533", "status": "cancelled", "payment_history": '
                '[{"transaction_type": "payment", "amount": 1619.34}, {"transaction_type": '
                '"refund", "amount": 1619.34}], "cancel_reason": "no longer needed"}\n```\n\n'
                "So the whole order, hose included, is cancelled, and the $1,619.34 is refunded "
                "to your PayPal."
            ),
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: the pasted acknowledgement and 'the whole order ... is cancelled, and "
        "the $1,619.34 is refunded' rely on the suppressed cancellation. No read of #W2575533 "
        "follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR6-list-three-returns",
        "item_lists",
        ZR,
        QR_RETURN,
        23,
        [
            assistant(
                "All three returns are set up:\n\n"
                "1. #W3792453: bamboo skateboard, $200.80\n"
                "2. #W7181492: garden hose and backpack, $96.35 + $193.38\n"
                "3. #W5565470: mechanical keyboard and pet bed, $231.37 + $196.53\n\n"
                "Refunds go to your PayPal once the items arrive back; the return labels will "
                "reach you by email."
            ),
        ],
        lab(23, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: item 1 (#W3792453's skateboard) among the returns 'set up' relies on "
        "the suppressed return; items 2 and 3 are effective returns of other orders. No read of "
        "#W3792453 follows: T_E = inf (absent).",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR6-distractor-other-order-cancelled",
        "distractors",
        ZK,
        QK,
        27,
        [
            assistant(
                "#W3289292 is cancelled, and PayPal will get its $2,468.70 back. "
                "#W7284266 is already processed, which puts it past the point where it can be "
                "cancelled."
            ),
        ],
        lab(27, "inf", "no_use", "none", "no"),
        "No use: only #W3289292's cancellation (an effective write, another order) and "
        "#W7284266's status are reported; #W9722559 is not mentioned.",
        W,
    ),
    mk(
        "WR6-correct-readback-return-missing",
        "distractors",
        ZR,
        QR_RETURN,
        23,
        [
            user("Is the skateboard one actually showing as returned?"),
            *order("call_wr6_o2", "#W3792453", "One moment."),
            assistant(
                "Not yet, as far as the order is concerned: #W3792453 still has the status "
                "delivered and lists no returned items, so the skateboard's return didn't "
                "register. I'll need to submit it again before you ship the board back."
            ),
        ],
        lab(23, 3, 4, "none", "no", base=27),
        "T_S = 31: 'still has the status delivered and lists no returned items, so the "
        "skateboard's return didn't register' reports the unchanged record correctly after "
        "the read-back at 30 (T_E = 30: pre). Not adopted.",
        W,
        after=27,
    ),
]

# The held-out draw (build.py --draw: seed 20240724, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR6-clause-hedge-paypal-timing": "dev",
    "WR6-cc-rather-than-after-readback": "dev",
    "WR6-verify-asks-user-for-email": "dev",
    "WR6-quoted-ack-cancelled": "dev",
    "WR6-list-three-returns": "dev",
    "WR6-distractor-other-order-cancelled": "dev",
    "WR6-correct-readback-return-missing": "heldout",
}

CASES = splits(CASES, SPLIT)
