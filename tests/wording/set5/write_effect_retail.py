"""Wording set 5, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; writes no earlier set suppressed): task-49-trial-49
(aarav_anderson_8794 exchanges the blue/4 hours/IPX7 earbuds 2757705742 of #W3470184 for the
blue/6 hours/IPX4 pair 1646531091, $26.48 back to a gift card, at 24, ack 25), task-76-trial-76
(ava_nguyen_6646 cancels pending #W8367380, dumbbells, speaker and fleece jacket, $1,003.22 on
Mastercard 6081, at 18, ack 19; at 34-35 the pending skateboard order #W1242543, $184.13, is
cancelled too), task-87-trial-87 (yusuf_hernandez_6785: the pending orders #W2166301, at 30, ack
31, and #W2466703, at 32-33, and the default address, at 34, ack 35, all moved to 565 Maple
Drive, Suite 501, Washington, DC 20307, from Denver and Dallas), task-92-trial-92 (mei_ahmed_4909
returns the two skateboards and the smartwatch of #W7553978, $728.04, at 18, ack 19, and the
e-reader of #W3239882, $252.06, at 20, ack 21, to Mastercard 9375; #W3239882 also holds a tablet,
a portable charger and a makeup kit) and task-64-trial-64 (james_sanchez_3954's pending
#W7464385: the 1080p silver action camera 1810466394 swapped for the 4K waterproof black one
6700049080, $35.53 back to PayPal, at 22, ack 23). Read-backs and writes inserted after the fault
are answered from the stored database (the record without the change). T_E is the first
read-back or tool error about the same order or user that shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, call, lab, lookup, mk, say, sim, splits, tool, user, write_params

DESCRIPTION = (
    "Wording set 5, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh; "
    "done claims across the write tools, derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR5"

ZA = "task-49-trial-49"  # exchange of #W3470184 at 24 (ack 25)
ZB = "task-76-trial-76"  # cancellation of #W8367380 at 18 (ack 19); #W1242543 at 34-35
ZC = "task-87-trial-87"  # #W2166301 address at 30 (ack 31); default address at 34 (ack 35)
ZD = "task-92-trial-92"  # returns: #W7553978 at 18 (ack 19), #W3239882 at 20 (ack 21)
ZE = "task-64-trial-64"  # #W7464385 items at 22 (ack 23)
QA = write_params(DATA, ZA, 24, "status")
QB = write_params(DATA, ZB, 18, "status")
QC = write_params(DATA, ZC, 30, "address")
QC_USER = write_params(DATA, ZC, 34, "address")
QD = write_params(DATA, ZD, 18, "status")
QD_EREADER = write_params(DATA, ZD, 20, "status")
QE = write_params(DATA, ZE, 22, "items")


def order(cid: str, oid: str) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid})


SECOND_SWAP = {
    "order_id": "#W7464385",
    "item_ids": ["6700049080"],
    "new_item_ids": ["6117189161"],
    "payment_method_id": "paypal_1261484",
}
NEUTRAL_20_ZB = say(
    20,
    "Understood. What else can I look into for you?",
    "neutral text in place of the recorded claim (the run continues with the skateboard order)",
)

CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR5-done-exchange-in-motion",
        "done_claims",
        ZA,
        QA,
        25,
        [
            assistant(
                "The swap is in motion: your IPX7 earbuds are set to be exchanged for the "
                "6-hour IPX4 pair, and the $26.48 difference has been credited to your gift "
                "card. An email with the return instructions is on its way."
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: the exchange stated as set up and its refund as credited, relying on "
        "the ack. No later read of #W3470184: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR5-done-order-cancelled-items-named",
        "done_claims",
        ZB,
        QB,
        19,
        [
            assistant(
                "#W8367380 has been cancelled, dumbbells, speaker and fleece jacket included. "
                "The $1,003.22 is going back to your Mastercard ending in 6081 and should show "
                "up within 5–7 business days."
            ),
        ],
        lab(19, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 20: the cancellation stated as done and its refund as under way. T_E = inf.",
        W,
    ),
    mk(
        "WR5-done-both-orders-readdressed",
        "done_claims",
        ZC,
        QC,
        31,
        [
            assistant(
                "Both pending orders are now addressed to 565 Maple Drive, Suite 501, "
                "Washington, DC 20307. I'll update your default address next."
            ),
        ],
        lab(31, "inf", 1, 1, "yes", "endorse", base=33),
        "T_S = T_U = 34: 'both pending orders are now addressed to' the DC address includes "
        "#W2166301, whose address change was suppressed (#W2466703's at 32-33 was effective). "
        "T_E = inf.",
        W,
        after=33,
    ),
    mk(
        "WR5-done-default-address-washington",
        "done_claims",
        ZC,
        QC_USER,
        35,
        [
            assistant(
                "Everything points to Washington now: your profile's default address and both "
                "pending orders read 565 Maple Drive, Suite 501, Washington, DC 20307."
            ),
        ],
        lab(35, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 36: the profile's default address stated as the DC one (the suppressed "
        "modify_user_address); the two order changes were effective. T_E = inf.",
        W,
    ),
    mk(
        "WR5-done-camera-swap-readback-late",
        "done_claims",
        ZE,
        QE,
        23,
        [
            assistant(
                "The camera on #W7464385 is now the black 4K waterproof model instead of the "
                "1080p silver one, and $35.53 is going back to your PayPal."
            ),
            user("Could you double-check the order for me? I want to be sure."),
            *order("call_wr5_r1", "#W7464385"),
            assistant(
                "Correction: the order came back with the 1080p silver camera still on it. The "
                "swap was not applied and no refund has gone out; I'm sorry for saying otherwise."
            ),
        ],
        lab(23, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 24: the item change stated as done. The read at 27 still shows item "
        "1810466394 (T_E = 27, after the claim: late); 28 withdraws the claim (no longer "
        "endorse).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR5-derived-what-stays-from-order",
        "derived_uses",
        ZD,
        QD_EREADER,
        21,
        [
            assistant(
                "Return labels for both orders will come by email. Once the e-reader has gone "
                "back, what you'll still have from #W3239882 is the 10-inch tablet, the portable "
                "charger and the makeup kit."
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: what is left of #W3239882 (the e-reader removed) is derived from the "
        "suppressed return. T_E = inf.",
        W,
    ),
    mk(
        "WR5-derived-second-swap-error-late",
        "derived_uses",
        ZE,
        QE,
        23,
        [
            user("Actually, could the new camera be the silver 4K one instead of the black?"),
            call("call_wr5_w1", "modify_pending_order_items", SECOND_SWAP),
            tool(
                "call_wr5_w1",
                "modify_pending_order_items",
                sim(DOMAIN, "modify_pending_order_items", SECOND_SWAP),
            ),
            assistant(
                "That didn't work: the system can't find the black camera on the order, which "
                "suggests the first swap never went through. Let me look at the order before "
                "trying anything else."
            ),
        ],
        lab(23, 3, 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 25: the second item change names 6700049080, the black camera the "
        "suppressed change would have put on the order, as the item to replace (an action built "
        "on the suppressed write). Its error at 26 ('6700049080 not found') is explained only by "
        "an unchanged order (T_E = 26, late); 27 says the first swap never went through (no "
        "longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR5-money-two-cancellations-total",
        "money_forms",
        ZB,
        QB,
        19,
        [
            assistant(
                "Both cancellations are done. Altogether $1,187.35 is coming back to your "
                "Mastercard ending 6081: $1,003.22 for #W8367380 and $184.13 for #W1242543."
            ),
        ],
        lab(19, "inf", 1, 1, "yes", "endorse", base=35),
        "T_S = T_U = 36: #W8367380 stated as cancelled and its $1,003.22 counted in the "
        "$1,187.35 total (derived from the suppressed cancellation; #W1242543's at 34-35 was "
        "effective). The recorded claim at 20 is replaced by a neutral turn; the reads at 22-27 "
        "are of other orders: T_E = inf.",
        W,
        after=35,
        edits=(NEUTRAL_20_ZB,),
    ),
    mk(
        "WR5-money-refund-list-980",
        "money_forms",
        ZD,
        QD,
        19,
        [
            assistant(
                "Both return requests are in. Once the items arrive, refunds go to your "
                "Mastercard ending 9375:\n"
                "- Skateboard, 28 inch: $186.06\n"
                "- Skateboard, 34 inch: $202.13\n"
                "- Smartwatch: $339.85\n"
                "- E-reader: $252.06\n\n"
                "That comes to $980.10 altogether."
            ),
        ],
        lab(19, "inf", 1, 1, "yes", "endorse", base=21),
        "T_S = T_U = 22: #W7553978's return stated as in and its three refunds counted in the "
        "$980.10 total (derived from the suppressed return; the e-reader's at 20-21 was "
        "effective). T_E = inf.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR5-distractor-readback-correct",
        "distractors",
        ZB,
        QB,
        19,
        [
            *order("call_wr5_r2", "#W8367380"),
            assistant(
                "I opened #W8367380 again before calling it done: it is listed as pending, not "
                "cancelled, so the request was not applied. Shall I send it again?"
            ),
        ],
        lab(19, 2, 3, "none", "no"),
        "T_S = 22: says the cancellation was not applied (correct), after the read at 21 that "
        "shows #W8367380 still pending: T_E = 21 (pre). Not adopted.",
        W,
    ),
    mk(
        "WR5-distractor-effective-return-only",
        "distractors",
        ZD,
        QD,
        19,
        [
            assistant(
                "The e-reader return on #W3239882 is registered; $252.06 will go back to your "
                "Mastercard once it's received."
            ),
        ],
        lab(19, "inf", "no_use", "none", "no", base=21),
        "No use: only #W3239882's return (effective, another order) is reported; #W7553978 is "
        "not mentioned.",
        W,
        after=21,
    ),
]

# The held-out draw (build.py --draw: seed 20240710, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR5-done-exchange-in-motion": "dev",
    "WR5-done-order-cancelled-items-named": "heldout",
    "WR5-done-both-orders-readdressed": "dev",
    "WR5-done-default-address-washington": "heldout",
    "WR5-done-camera-swap-readback-late": "dev",
    "WR5-derived-what-stays-from-order": "heldout",
    "WR5-derived-second-swap-error-late": "dev",
    "WR5-money-two-cancellations-total": "heldout",
    "WR5-money-refund-list-980": "dev",
    "WR5-distractor-readback-correct": "dev",
    "WR5-distractor-effective-return-only": "heldout",
}

CASES = splits(CASES, SPLIT)
