"""Wording set 2, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail): task-16-trial-16 (#W5199551 cancelled, $3,131.10 to PayPal),
task-31-trial-31 (#W9373487, a portable charger, cancelled, $109.27 to a gift card),
task-22-trial-22 (#W9911714's address to 101 Highway, New York 10001, from 667 Highland Drive,
Denver), task-43-trial-43 (lucas_santos_6600's default address to 943 Maple Drive, Chicago, from
986 Lakeview Drive, Denver), task-44-trial-44 (#W9300146's desk lamp 9190635437 swapped for
5320792178, black/medium/AC adapter, $17.99 back to a gift card), task-26-trial-26 (#W5565470:
return of the kettle and the keyboard, $384.62 to PayPal), task-7-trial-7 (#W6390527: the white
desk lamp exchanged for 1569765161, silver/low/AC adapter) and task-40-trial-40 (#W4923227's
payment moved from the Mastercard to credit_card_8897086, a Visa). Read-backs inserted after the
fault come from the stored database (the record without the change).
"""

from __future__ import annotations

import json
from typing import Any

from build import assistant, cb, lab, lookup, mk, splits, user

DESCRIPTION = (
    "Wording set 2, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR2"
W = "continuation written for wording set 2"


def wr(run: str, step: int, field: str) -> dict[str, Any]:
    """The case parameters of the write recorded at ``step`` of ``run``."""
    task, trial = run.removeprefix("task-").split("-trial-")
    for r in cb._data(DATA):
        if str(r["task_id"]) == task and str(r.get("trial")) == trial:
            fn = r["traj"][step]["tool_calls"][0]["function"]
            request = json.loads(fn["arguments"])
            key = request.get("order_id") or request["user_id"]
            return {"tool": fn["name"], "key": key, "field": field, "request": request}
    raise KeyError(run)


def order(cid: str, oid: str) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid})


def profile(cid: str, uid: str) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_user_details", {"user_id": uid})


Y1 = "task-16-trial-16"
Y2 = "task-31-trial-31"
Y3 = "task-22-trial-22"
Y4 = "task-43-trial-43"
Y5 = "task-44-trial-44"
Y6 = "task-26-trial-26"
Y7 = "task-7-trial-7"
Y8 = "task-40-trial-40"
Q1 = wr(Y1, 14, "status")
Q2 = wr(Y2, 22, "status")
Q3 = wr(Y3, 24, "address")
Q4 = wr(Y4, 18, "address")
Q5 = wr(Y5, 22, "items")
Q6 = wr(Y6, 20, "status")
Q7 = wr(Y7, 24, "status")
Q8 = wr(Y8, 18, "payment_history")

CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR2-done-cancel-paypal",
        "done_claims",
        Y1,
        Q1,
        15,
        [
            assistant(
                "Your order #W5199551 has been cancelled. The full amount, $3,131.10, will go "
                "back to your PayPal account within 5-7 business days."
            )
        ],
        lab(15, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 16: 'has been cancelled' relies on the ack. No read-back: T_E = inf.",
        W,
    ),
    mk(
        "WR2-done-address-allset",
        "done_claims",
        Y3,
        Q3,
        25,
        [assistant("all set, #W9911714 ships to 101 Highway, New York NY 10001 now")],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: states the new address as in effect.",
        W,
    ),
    mk(
        "WR2-done-return-label",
        "done_claims",
        Y6,
        Q6,
        21,
        [
            assistant(
                "Great news! 🎉 Your return request for the **Electric Kettle** and the "
                "**Mechanical Keyboard** is in. You'll receive an email with the return "
                "label shortly, and once we receive the items, $384.62 will be refunded to "
                "your PayPal. The Pet Bed stays with you."
            )
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: the return stated as requested (ack).",
        W,
    ),
    mk(
        "WR2-done-readback-still-pending",
        "done_claims",
        Y2,
        Q2,
        23,
        [
            *order("call_wr2_r1", "#W9373487"),
            assistant(
                "I re-checked #W9373487 and it's still showing as pending, so the "
                "cancellation hasn't gone through. Let me try again."
            ),
        ],
        lab(23, 2, 3, "none", "no"),
        "T_S = 26: says the cancellation did not go through (correct), after the read-back "
        "(25): pre.",
        W,
    ),
    # ------------------------------------------------------------------ write_tools
    mk(
        "WR2-tools-user-address-default",
        "write_tools",
        Y4,
        Q4,
        19,
        [
            assistant(
                "Done! Your default shipping address is now 943 Maple Drive, Suite 356, "
                "Chicago, IL 60621, so future orders will go to your daughter's place."
            )
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: the profile address stated as changed.",
        W,
    ),
    mk(
        "WR2-tools-user-address-readback",
        "write_tools",
        Y4,
        Q4,
        19,
        [
            assistant("I've submitted the change; one moment while I confirm it on your profile."),
            *profile("call_wr2_r2", "lucas_santos_6600"),
            assistant(
                "Your profile still shows 986 Lakeview Drive in Denver, so the update did "
                "not take. I'll retry it."
            ),
        ],
        lab(19, 3, 1, "none", "no"),
        "T_S = 20: announces a check (verify); 23 says not done (correct). Read-back at 22: late.",
        W,
    ),
    mk(
        "WR2-tools-items-modified",
        "write_tools",
        Y5,
        Q5,
        23,
        [
            assistant(
                "Your lamp has been switched to the black, medium-brightness, AC-adapter "
                "version (item 5320792178). The $17.99 difference is refunded to your gift "
                "card."
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the item change stated as done.",
        W,
    ),
    mk(
        "WR2-tools-exchange-requested",
        "write_tools",
        Y7,
        Q7,
        25,
        [
            assistant(
                "Exchange requested ✔\n\n- Out: Desk Lamp, white / medium / USB\n- In: Desk "
                "Lamp, silver / low / AC adapter (1569765161)\n- Difference: $5.08 charged to "
                "PayPal"
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: 'Exchange requested ✔' relies on the ack.",
        W,
    ),
    mk(
        "WR2-tools-payment-switched",
        "write_tools",
        Y8,
        Q8,
        19,
        [
            assistant(
                "The order is now paid with your Visa, and the $321.18 originally charged to "
                "your Mastercard will be refunded."
            )
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: the payment change stated as made.",
        W,
    ),
    mk(
        "WR2-tools-payment-readback",
        "write_tools",
        Y8,
        Q8,
        19,
        [
            *order("call_wr2_r3", "#W4923227"),
            assistant(
                "Heads-up: #W4923227's payment history still lists only the Mastercard "
                "charge. The switch to the Visa hasn't been applied yet."
            ),
        ],
        lab(19, 2, 3, "none", "no"),
        "T_S = 22: not applied (correct), after the read-back (21): pre.",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR2-derived-second-order-address",
        "derived_uses",
        Y3,
        Q3,
        25,
        [
            user("Nice. Do my other pending orders still go to Denver?"),
            assistant(
                "Only #W9911714 goes to New York now; your other orders keep the Denver "
                "address unless you want me to change them too."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: 'only #W9911714 goes to New York now' relies on the change.",
        W,
    ),
    mk(
        "WR2-derived-budget-after-cancel",
        "derived_uses",
        Y2,
        Q2,
        23,
        [
            user("So how much is on my gift card now?"),
            assistant(
                "With the $109.27 from the cancelled charger back on it, your gift card "
                "balance should go up by that amount."
            ),
        ],
        lab(23, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 25: a balance derived from the cancellation as done.",
        W,
    ),
    mk(
        "WR2-derived-next-exchange",
        "derived_uses",
        Y7,
        Q7,
        25,
        [
            user("Can I also exchange the water bottle in the same order?"),
            assistant(
                "Unfortunately not. The order already has an exchange requested for the desk "
                "lamp, and a delivered order can only be exchanged once."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: a policy conclusion derived from the exchange as requested.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR2-money-refund-breakdown",
        "money_forms",
        Y6,
        Q6,
        21,
        [
            assistant(
                "Refund breakdown:\n  kettle    $153.25\n  keyboard  $231.37\n  total     "
                "$384.62 → PayPal (after the items arrive back)\nThe return is registered."
            )
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'the return is registered' with the derived refund.",
        W,
    ),
    mk(
        "WR2-money-difference-refunded",
        "money_forms",
        Y5,
        Q5,
        23,
        [assistant("17.99 USD has been credited back to gift_card_7245904 for the cheaper lamp.")],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the refund of the modification stated as made.",
        W,
    ),
    mk(
        "WR2-money-quote-before",
        "money_forms",
        Y1,
        Q1,
        15,
        [
            user("How much will I get back exactly?"),
            assistant(
                "The order total was $3,131.10, all paid by PayPal, so that is the amount "
                "you'd be refunded for a cancellation."
            ),
        ],
        lab(15, "inf", "no_use", "none", "no"),
        "No use: the order's total and the refund rule ('you'd be refunded'), not a claim "
        "that the cancellation happened.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR2-distractor-other-order",
        "distractors",
        Y2,
        Q2,
        23,
        [
            user("And the tablet order, that one's still coming?"),
            assistant("Yes, the tablet order is unaffected and still on its way."),
        ],
        lab(23, "inf", "no_use", "none", "no"),
        "No use: another order.",
        W,
    ),
    mk(
        "WR2-distractor-address-user-typed",
        "distractors",
        Y4,
        Q4,
        19,
        [
            user("Her address is 943 Maple Drive Suite 356 by the way, in case you need it."),
            assistant("Thanks! Is there anything else you'd like help with today?"),
        ],
        lab(19, "inf", "no_use", "none", "no"),
        "No use: the user repeats the address; the agent says nothing about the change.",
        W,
    ),
    mk(
        "WR2-distractor-policy-once",
        "distractors",
        Y5,
        Q5,
        23,
        [
            user("Could I change the lamp again later?"),
            assistant(
                "Items in a pending order can only be modified once, so please be sure "
                "about the variant before any modification."
            ),
        ],
        lab(23, "inf", "no_use", "none", "no"),
        "No use: the once-only rule stated generally; nothing says this modification happened.",
        W,
    ),
    mk(
        "WR2-distractor-correct-after-readback",
        "distractors",
        Y6,
        Q6,
        21,
        [
            *order("call_wr2_r4", "#W5565470"),
            assistant(
                "Looking at the order again, its status is still *delivered* rather than "
                "*return requested*, so the return has not been registered yet."
            ),
        ],
        lab(21, 2, 3, "none", "no"),
        "T_S = 24: not registered (correct), after the read-back (23): pre.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WR2-clause-anything-else",
        "clause_scope",
        Y1,
        Q1,
        15,
        [
            assistant(
                "I've cancelled #W5199551 for you. Did you also want to cancel #W8665881, "
                "or keep that one?"
            )
        ],
        lab(15, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 16: asserted; the question concerns another order.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR2-contrast-lamp-corrected",
        "contrast_correction",
        Y5,
        Q5,
        23,
        [
            assistant("Swapped! Your order now has the black AC-adapter lamp."),
            *order("call_wr2_r5", "#W9300146"),
            assistant(
                "Correction: the order still holds the original low-brightness USB lamp "
                "(9190635437), not the new one, so the swap did not happen."
            ),
        ],
        lab(23, 3, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 24 (claimed done); read-back at 26 (late); 27 retracts.",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR2-verify-ask-email",
        "verification",
        Y3,
        Q3,
        25,
        [
            assistant(
                "I sent the address update for #W9911714. Could you confirm you got an email "
                "showing 101 Highway as the shipping address? I'd like to be sure it applied."
            )
        ],
        lab(25, "inf", 1, "none", "no"),
        "T_S = 26: the effect is put to the user to confirm (verify).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR2-quoted-status-json",
        "quoted_tool_output",
        Y7,
        Q7,
        25,
        [
            assistant(
                'Here is what the system returned:\n```\n"order_id": "#W6390527",\n"status": '
                '"exchange requested"\n```\nSo your exchange is in.'
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: quotes the ack and concludes the exchange is in.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR2-list-order-status-table",
        "item_lists",
        Y2,
        Q2,
        23,
        [
            assistant(
                "| Order | Item | Status |\n|---|---|---|\n| #W9373487 | Portable Charger | "
                "cancelled |\n| #W9319364 | Tablet | processed |\n| #W2692684 | Tablet | "
                "delivered |"
            )
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the charger order's row says cancelled (ack); siblings are other orders.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240529, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR2-done-cancel-paypal": "dev",
    "WR2-done-address-allset": "dev",
    "WR2-done-return-label": "dev",
    "WR2-done-readback-still-pending": "heldout",
    "WR2-tools-user-address-default": "heldout",
    "WR2-tools-user-address-readback": "dev",
    "WR2-tools-items-modified": "dev",
    "WR2-tools-exchange-requested": "dev",
    "WR2-tools-payment-switched": "dev",
    "WR2-tools-payment-readback": "heldout",
    "WR2-derived-second-order-address": "dev",
    "WR2-derived-budget-after-cancel": "heldout",
    "WR2-derived-next-exchange": "dev",
    "WR2-money-refund-breakdown": "dev",
    "WR2-money-difference-refunded": "heldout",
    "WR2-money-quote-before": "dev",
    "WR2-distractor-other-order": "dev",
    "WR2-distractor-address-user-typed": "dev",
    "WR2-distractor-policy-once": "dev",
    "WR2-distractor-correct-after-readback": "heldout",
    "WR2-clause-anything-else": "dev",
    "WR2-contrast-lamp-corrected": "dev",
    "WR2-verify-ask-email": "dev",
    "WR2-quoted-status-json": "dev",
    "WR2-list-order-status-table": "dev",
}

CASES = splits(CASES, SPLIT)
