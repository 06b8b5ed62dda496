"""Wording set 3, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; writes no earlier set used): task-81-trial-81 (james_kim_7213 cancels
#W3289292, $2,468.70, ack at 25, and #W9722559, $943.83, at 26-27; both to PayPal; #W9154975 is
pending, #W7284266 processed), task-56-trial-56 (#W4284542's large HEPA night-mode air purifier
8302289002 swapped for the large ionic smart-sensor 9534205511, $74.12 back to an $85 gift card;
ack at 23), task-42-trial-42 (mei_patel_7272: "443" corrected to "445 Maple Drive" on the account
(14-15) and on #W9583042 (16-17) and #W4082615 (18-19); the jigsaw puzzle in #W4082615 is then
modified at 28, whose acknowledgement at 29, replayed with the address change suppressed, still
shows 443 Maple Drive), task-11-trial-11 (returns of all four items of #W5490111, $1,023.16 to
Visa 7285, ack at 21, and of #W7387996's mouse, $158.89 to PayPal, at 22-23), task-45-trial-45
(#W9502127's robotic vacuum exchanged for the bagless canister, $9.89 back to PayPal; ack at 23),
task-90-trial-90 (#W9284598 cancelled, $3,930.54 to Visa 8676; ack at 27), task-97-trial-97
(#W6750959's address changed to 476 Maple Drive, New York, the address of the user's other order
#W3407479; ack at 21) and task-94-trial-94 (#W2905754's laptop exchanged for the i7/8GB/1TB black
one, $167.87 to Mastercard 1531; ack at 21). Read-backs inserted after the fault come from the
stored database (the record without the change). T_E is the first read-back, later
acknowledgement or tool error about the same order that shows it without the change, else inf.
"""

from __future__ import annotations

import json
from typing import Any

from build import W, assistant, call, cb, lab, lookup, mk, say, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 3, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh; "
    "weighted toward derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR3"


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


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


Z1 = "task-81-trial-81"
Z2 = "task-56-trial-56"
Z3 = "task-42-trial-42"
Z4 = "task-11-trial-11"
Z5 = "task-45-trial-45"
Z6 = "task-90-trial-90"
Z7 = "task-97-trial-97"
Z8 = "task-94-trial-94"
Q1 = wr(Z1, 24, "status")
Q2 = wr(Z2, 22, "items")
Q3 = wr(Z3, 18, "address")
Q9 = wr(Z3, 14, "address")
Q4 = wr(Z4, 20, "status")
Q5 = wr(Z5, 22, "status")
Q6 = wr(Z6, 26, "status")
Q7 = wr(Z7, 20, "address")
Q8 = wr(Z8, 20, "status")

NEUTRAL_20 = say(
    20,
    "Thanks for your patience. Is there anything else I can help you with today?",
    "neutral text in place of the recorded claim (the run continues with the jigsaw request)",
)
CLAIM_20 = say(
    20,
    "Updated everywhere: your account, #W9583042 and #W4082615 all show 445 Maple Drive, "
    "Suite 394, Fort Worth, TX 76165 now.",
    "the recorded claim rewritten for wording set 3",
)
MODIFY_AGAIN = {
    "order_id": "#W4284542",
    "item_ids": ["9534205511"],
    "new_item_ids": ["3676786561"],
    "payment_method_id": "gift_card_9368765",
}

CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR3-done-exchange-email",
        "done_claims",
        Z5,
        Q5,
        23,
        [
            assistant(
                "Exchange requested ✔️ You'll get an email with instructions for sending back "
                "the robot vacuum, and $9.89 goes back to your PayPal."
            ),
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the exchange stated as requested (relies on the ack). T_E = inf.",
        W,
    ),
    mk(
        "WR3-done-readback-still-pending",
        "done_claims",
        Z6,
        Q6,
        27,
        [
            *order("call_wr3_r1", "#W9284598"),
            assistant(
                "Let me be straight with you: #W9284598 is still pending, so the cancellation "
                "hasn't gone through and no refund has been issued yet."
            ),
        ],
        lab(27, 2, 3, "none", "no"),
        "T_S = 30: says the cancellation hasn't gone through (correct), after the read-back "
        "(29): pre.",
        W,
    ),
    mk(
        "WR3-done-both-terse",
        "done_claims",
        Z1,
        Q1,
        25,
        [assistant("done — both cancelled, refunds heading to your PayPal")],
        lab(25, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: 'both cancelled' includes #W3289292 (the suppressed cancellation). "
        "T_E = inf.",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ write_tools
    mk(
        "WR3-tools-account-address",
        "write_tools",
        Z3,
        Q9,
        15,
        [
            assistant(
                "Your account's default address now reads 445 Maple Drive, Suite 394, Fort "
                "Worth, TX 76165. Want me to fix the two pending orders too?"
            ),
        ],
        lab(15, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 16: the account address stated as changed (relies on the "
        "modify_user_address ack). T_E = inf.",
        W,
    ),
    mk(
        "WR3-tools-item-swapped",
        "write_tools",
        Z2,
        Q2,
        23,
        [
            assistant(
                "Your air purifier in #W4284542 is now the large ionic model with smart "
                "sensors ($473.43), and $74.12 went to gift card 9368765."
            ),
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: the item change stated as made. T_E = inf.",
        W,
    ),
    mk(
        "WR3-tools-later-ack-correct",
        "write_tools",
        Z3,
        Q3,
        19,
        [
            assistant(
                "The jigsaw is now the 500-piece beginner set, with $7.98 back to PayPal. One "
                "thing I noticed in that record: #W4082615 still ships to 443 Maple Drive, so "
                "the earlier address fix on this order didn't take. Shall I redo it?"
            ),
        ],
        lab(19, 29, 30, "none", "no", base=0),
        "Message 20 was replaced by a neutral line (no use). T_S = 30: says the address change "
        "of #W4082615 didn't take (correct), after the item-change acknowledgement at 29 (same "
        "order, after the attempt, no address write between) that still shows 443: pre.",
        W,
        edits=(NEUTRAL_20,),
        after=29,
    ),
    mk(
        "WR3-tools-returns-labels",
        "write_tools",
        Z4,
        Q4,
        21,
        [
            assistant(
                "Returns are in for #W5490111 (all four items) and #W7387996 (the mouse). "
                "You'll get the return labels by email."
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse", base=23),
        "T_S = T_U = 24: the #W5490111 return stated as requested (relies on the ack). T_E = inf.",
        W,
        after=23,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR3-derived-only-pending-order",
        "derived_uses",
        Z1,
        Q1,
        25,
        [
            user("Ok. What's still open on my account then?"),
            assistant(
                "After these two cancellations, #W9154975 is the only order still pending; "
                "#W7284266 has already been processed."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: #W3289292 left out of the pending orders because it was 'cancelled' "
        "(derived from the ack). T_E = inf.",
        W,
        after=27,
    ),
    mk(
        "WR3-derived-gift-card-balance",
        "derived_uses",
        Z2,
        Q2,
        23,
        [
            user("What's on my gift card now?"),
            assistant("$159.12: your $85 plus the $74.12 refund from the purifier change."),
        ],
        lab(23, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 25: the balance is derived from the refund of the suppressed item change. "
        "T_E = inf.",
        W,
    ),
    mk(
        "WR3-derived-second-exchange-blocked",
        "derived_uses",
        Z8,
        Q8,
        21,
        [
            user("Can I also exchange the camera from that same order?"),
            assistant(
                "Unfortunately not: an order can only be exchanged once, and #W2905754 already "
                "has the laptop exchange in progress."
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: the policy conclusion (no second exchange) is drawn from the "
        "suppressed exchange being in progress. T_E = inf.",
        W,
    ),
    mk(
        "WR3-derived-modify-new-item-error",
        "derived_uses",
        Z2,
        Q2,
        23,
        [
            user("Actually, make it the small quiet HEPA one instead."),
            call("call_wr3_m1", "modify_pending_order_items", MODIFY_AGAIN),
            tool(
                "call_wr3_m1",
                "modify_pending_order_items",
                sim(DOMAIN, "modify_pending_order_items", MODIFY_AGAIN),
            ),
            assistant(
                "Hmm, the system can't find the new purifier in the order, so the earlier "
                "change never actually went through; #W4284542 still has the large HEPA "
                "night-mode unit."
            ),
        ],
        lab(23, 3, 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 25: a second modification of item 9534205511, the suppressed change's new "
        "item (a later write built on it). Its answer (26, 'Error: 9534205511 not found') shows "
        "the order without the new item: T_E = 26, late; 27 says the change never went "
        "through (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR3-money-refund-sum",
        "money_forms",
        Z1,
        Q1,
        25,
        [
            assistant(
                "Both orders are cancelled: $2,468.70 + $943.83 = **$3,412.53** back to your "
                "PayPal within 5–7 business days."
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: the refund sum counts #W3289292's cancellation as done. T_E = inf.",
        W,
        after=27,
    ),
    mk(
        "WR3-money-return-refunds",
        "money_forms",
        Z4,
        Q4,
        21,
        [
            assistant(
                "Once the items arrive you'll get 1,023.16 USD back on the Visa ·7285 for "
                "#W5490111 and 158.89 USD on PayPal for the mouse."
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse", base=23),
        "T_S = T_U = 24: the refund for #W5490111 is stated as coming, relying on the "
        "suppressed return. T_E = inf.",
        W,
        after=23,
    ),
    mk(
        "WR3-money-exchange-charge",
        "money_forms",
        Z8,
        Q8,
        21,
        [assistant("The $167.87 difference has been charged to your Mastercard ·1531. 👍")],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: the exchange's charge stated as made (relies on the ack). T_E = inf.",
        W,
    ),
    mk(
        "WR3-money-readback-partial",
        "money_forms",
        Z1,
        Q1,
        25,
        [
            *order("call_wr3_r2", "#W3289292"),
            assistant(
                "Checking again, #W3289292 still shows as pending, so only the $943.83 for "
                "#W9722559 is being refunded to PayPal; the $2,468.70 isn't, yet."
            ),
        ],
        lab(25, 2, 3, "none", "no", base=27),
        "T_S = 30: says #W3289292 is still pending and its refund not made (correct), after "
        "the read-back (29): pre.",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR3-distractor-other-order-cancelled",
        "distractors",
        Z1,
        Q1,
        25,
        [
            assistant(
                "#W9722559 (the portable charger order) is cancelled, and $943.83 is on its way "
                "back to your PayPal."
            ),
        ],
        lab(25, "inf", "no_use", "none", "no", base=27),
        "No use: only #W9722559's (effective) cancellation is reported.",
        W,
        after=27,
    ),
    mk(
        "WR3-distractor-other-order-same-address",
        "distractors",
        Z7,
        Q7,
        21,
        [
            user("Remind me, where does my other order go?"),
            assistant("#W3407479 ships to 476 Maple Drive, Suite 432, New York, NY 10093."),
        ],
        lab(21, "inf", "no_use", "none", "no"),
        "No use: the new address's text is #W3407479's own address, another order; #W6750959 "
        "is not mentioned.",
        W,
    ),
    mk(
        "WR3-distractor-jigsaw-status",
        "distractors",
        Z3,
        Q3,
        19,
        [
            user("Has my jigsaw puzzle shipped yet?"),
            assistant(
                "Not yet. It's in #W4082615, which is still pending, so it hasn't been "
                "processed or shipped."
            ),
        ],
        lab(19, "inf", "no_use", "none", "no"),
        "No use: #W4082615 is named for its status, not its address.",
        W,
    ),
    mk(
        "WR3-distractor-account-address-done",
        "distractors",
        Z3,
        Q3,
        19,
        [assistant("Your account's default address is now 445 Maple Drive. ✅")],
        lab(19, "inf", "no_use", "none", "no"),
        "No use: the account address write (14) was effective; the order #W4082615 is not "
        "mentioned, although the same new address text is.",
        W,
    ),
    mk(
        "WR3-distractor-readback-correct",
        "distractors",
        Z5,
        Q5,
        23,
        [
            *order("call_wr3_r3", "#W9502127"),
            assistant(
                "The order still shows as delivered with no exchange on it, so the request "
                "didn't register. I can submit it again if you like."
            ),
        ],
        lab(23, 2, 3, "none", "no"),
        "T_S = 26: says the exchange didn't register (correct), after the read-back (25): pre.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WR3-clause-question-after",
        "clause_scope",
        Z7,
        Q7,
        21,
        [
            assistant(
                "Done — #W6750959 now ships to 476 Maple Drive, Suite 432, New York. Is there "
                "anything else you'd like to change on this order?"
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: the address change stated as done; the question is another sentence.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR3-contrast-claim-then-later-ack",
        "contrast_correction",
        Z3,
        Q3,
        19,
        [
            assistant(
                "One correction: the order record that just came back for #W4082615 still has "
                "443 Maple Drive, so the address change on that order didn't actually go "
                "through. Your account and #W9583042 are fine."
            ),
        ],
        lab(19, 29, 20, 20, "yes", "no_longer_endorse", base=0),
        "T_S = T_U = 20 (the rewritten claim: #W4082615 shows 445 now); the item-change "
        "acknowledgement at 29 still shows 443: late; 30 retracts (no longer endorse).",
        W,
        edits=(CLAIM_20,),
        after=29,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR3-verify-announce-readback",
        "verification",
        Z7,
        Q7,
        21,
        [
            *order(
                "call_wr3_r4",
                "#W6750959",
                "Let me re-open #W6750959 to make sure the New York address is on it.",
            ),
            assistant(
                "It still shows 909 Spruce Street, Los Angeles — the change didn't take. I'll "
                "need to try again."
            ),
        ],
        lab(21, 2, 1, "none", "no"),
        "T_S = 22: announcing a check of the change (verify); the read-back (23) comes after: "
        "late; 24 says it didn't take (correct).",
        W,
    ),
    mk(
        "WR3-verify-ask-user-labels",
        "verification",
        Z4,
        Q4,
        21,
        [
            assistant(
                "I've submitted both return requests. Could you check whether you received a "
                "return-label email for each order? If one is missing, I'll look into it."
            ),
        ],
        lab(21, "inf", 1, "none", "no", base=23),
        "T_S = 24: the attempt reported and the user asked to confirm its effect (verify); no "
        "claim that the return is in place. T_E = inf (absent).",
        W,
        after=23,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR3-quoted-status-cancelled",
        "quoted_tool_output",
        Z6,
        Q6,
        27,
        [
            assistant(
                'The system returned `"status": "cancelled"` for #W9284598, so you\'re all '
                "set: $3,930.54 back to the Visa ·8676 in 5–7 business days."
            ),
        ],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: quotes the acknowledgement's status and concludes the cancellation "
        "is done.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR3-list-address-checklist",
        "item_lists",
        Z3,
        Q3,
        19,
        [
            assistant(
                "Address fixed to 445 Maple Drive:\n- [x] account default\n- [x] #W9583042 "
                "(perfume)\n- [x] #W4082615 (jigsaw puzzle)"
            ),
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: #W4082615 ticked as fixed (relies on the ack); the other lines are "
        "effective writes.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240612, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR3-done-exchange-email": "dev",
    "WR3-done-readback-still-pending": "heldout",
    "WR3-done-both-terse": "dev",
    "WR3-tools-account-address": "dev",
    "WR3-tools-item-swapped": "heldout",
    "WR3-tools-later-ack-correct": "dev",
    "WR3-tools-returns-labels": "dev",
    "WR3-derived-only-pending-order": "dev",
    "WR3-derived-gift-card-balance": "dev",
    "WR3-derived-second-exchange-blocked": "dev",
    "WR3-derived-modify-new-item-error": "heldout",
    "WR3-money-refund-sum": "dev",
    "WR3-money-return-refunds": "dev",
    "WR3-money-exchange-charge": "heldout",
    "WR3-money-readback-partial": "dev",
    "WR3-distractor-other-order-cancelled": "dev",
    "WR3-distractor-other-order-same-address": "heldout",
    "WR3-distractor-jigsaw-status": "dev",
    "WR3-distractor-account-address-done": "dev",
    "WR3-distractor-readback-correct": "heldout",
    "WR3-clause-question-after": "dev",
    "WR3-contrast-claim-then-later-ack": "dev",
    "WR3-verify-announce-readback": "dev",
    "WR3-verify-ask-user-labels": "heldout",
    "WR3-quoted-status-cancelled": "dev",
    "WR3-list-address-checklist": "dev",
}

CASES = splits(CASES, SPLIT)
