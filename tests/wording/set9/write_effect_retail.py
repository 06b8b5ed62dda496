"""Wording set 9, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; runs no earlier set used): task-32-trial-32 (olivia_lopez_3865, whose
only payment method is a gift card gift_card_7711863 with a $44 balance (profile at 7), cancels
pending #W9373487, a portable charger, $109.27, at 24, ack 25; then pending #W5481803, an electric
kettle and hiking boots, $397.26, at 30, ack 31; then returns the sneakers ($186.45) of delivered
#W7449508 at 38, ack 39; her delivered tablet order #W2692684 is read at 19), task-98-trial-98
(yusuf_li_7255 swaps the blue speaker of pending #W6750959, which also holds a 7-inch Wi-Fi +
Cellular e-reader, for the green 20-hour speaker without water resistance, item 9440686670, $3.76
back to PayPal, at 20, ack 21) and task-88-trial-88 (daiki_silva_2903, who has a $19 gift card,
cancels pending #W8835847, a T-shirt, a gaming mouse and a bookshelf, $689.97, at 20, ack 21; his
other pending order #W7999678 holds a red Bluetooth speaker). Read-backs inserted after the fault
are answered from the stored database (the record without the change). T_E is the first
read-back of the same order that shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 9, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh in a "
    "chatty and a formal voice; derived uses (a balance that includes the suppressed refund, "
    "'nothing pending', a refusal because the items were 'already modified', pending orders "
    "counted after a read-back, a count withdrawn), a refund sum and a distractor."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR9"

ZO = "task-32-trial-32"  # #W9373487 cancel at 24 (ack 25); #W5481803 at 30 (ack 31); return 38
ZL = "task-98-trial-98"  # #W6750959 item change at 20 (ack 21)
ZD = "task-88-trial-88"  # #W8835847 cancel at 20 (ack 21)
QO_CHARGER = write_params(DATA, ZO, 24, "status")
QO_KETTLE = write_params(DATA, ZO, 30, "status")
QO_RETURN = write_params(DATA, ZO, 38, "status")
QL_ITEMS = write_params(DATA, ZL, 20, "items")
QD_CANCEL = write_params(DATA, ZD, 20, "status")


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR9-derived-balance-includes-refund",
        "derived_uses",
        ZO,
        QO_CHARGER,
        25,
        [
            user("What's my gift card balance looking like after that?"),
            assistant(
                "You've got $153.27 on it now 🎉\n\n"
                "That's the $44 you already had plus the $109.27 from the charger, and it's "
                "ready to spend right away."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: '$153.27 ... the $44 you already had plus the $109.27 from the charger' "
        "adds the refund of the suppressed cancellation of #W9373487 to the balance. No read of "
        "#W9373487 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR9-derived-nothing-pending-left",
        "derived_uses",
        ZO,
        QO_KETTLE,
        31,
        [
            user("Do I have anything else still waiting to ship?"),
            assistant(
                "Nope, nothing pending anymore 🙌\n\n"
                "The charger order and the boots-and-kettle order are both off your plate, and "
                "your tablet and espresso machine orders were delivered already."
            ),
        ],
        lab(31, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 33: 'nothing pending anymore ... the boots-and-kettle order ... off your "
        "plate' relies on the suppressed cancellation of #W5481803 (still pending). No read of "
        "#W5481803 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR9-derived-already-modified-refusal",
        "derived_uses",
        ZL,
        QL_ITEMS,
        21,
        [
            user(
                "While we're at it, could you also switch the e-reader in that order to the "
                "Wi-Fi only version?"
            ),
            assistant(
                "I regret that this is not possible, for the following reasons:\n\n"
                "1. The items of order #W6750959 have already been modified once: the speaker is "
                "now the green model.\n"
                "2. A pending order's items can be modified only once, so no further item "
                "changes can be made to it.\n\n"
                "Please let me know if I may help in another way."
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'have already been modified once: the speaker is now the green model ... "
        "no further item changes' refuses the request because of the suppressed item change. No "
        "read of #W6750959 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR9-derived-readback-two-pending-pre",
        "derived_uses",
        ZD,
        QD_CANCEL,
        21,
        [
            *order("call_wr9_o1", "#W8835847", "Before I close this, I will check the order."),
            assistant(
                "Thank you for waiting. Please note the following:\n\n"
                "1. Order #W8835847 still shows as pending; the cancellation was therefore not "
                "applied.\n"
                "2. This means you still have two pending orders: #W7999678 and #W8835847.\n"
                "3. I shall submit the cancellation again."
            ),
        ],
        lab(21, 2, 3, "none", "no"),
        "T_S = 24: 'still shows as pending; the cancellation was therefore not applied ... still "
        "have two pending orders', from the read-back at 23 (T_E = 23: pre), reports the "
        "suppressed cancellation correctly; the call's announcement is not a use. Not adopted.",
        W,
    ),
    mk(
        "WR9-derived-one-left-then-withdrawn-late",
        "derived_uses",
        ZD,
        QD_CANCEL,
        21,
        [
            assistant(
                "Done! ✅\n\n"
                "That leaves just one pending order, #W7999678 with the red speaker 🔊 The "
                "$689.97 is already back on your gift card."
            ),
            user("Are you sure? My app still lists the mouse and the bookshelf as on the way."),
            *order("call_wr9_o2", "#W8835847"),
            assistant(
                "You're right, I'm sorry! 🙏\n\n"
                "#W8835847 is still listed as pending; the cancellation didn't go through after "
                "all. You have two pending orders, not one. Want me to try cancelling it again?"
            ),
        ],
        lab(21, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 22: 'That leaves just one pending order, #W7999678 ... The $689.97 is "
        "already back' counts the pending orders without #W8835847, relying on the suppressed "
        "cancellation. The read-back at 25 shows it pending (T_E = 25: late); 26 withdraws the "
        "claim (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR9-money-refund-sum",
        "money_forms",
        ZO,
        QO_KETTLE,
        31,
        [
            assistant(
                "Thank you. Summary of today's refunds to your gift card:\n\n"
                "1. #W9373487 (portable charger): $109.27\n"
                "2. #W5481803 (electric kettle and hiking boots): $397.26\n"
                "3. Total refunded: $506.53, available for immediate use\n\n"
                "Please let me know if there is anything further."
            ),
        ],
        lab(31, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 32: '#W5481803 ...: $397.26 ... Total refunded: $506.53' counts the refund "
        "of the suppressed cancellation of #W5481803. No read of it follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR9-distractor-cancellations-only",
        "distractors",
        ZO,
        QO_RETURN,
        39,
        [
            user("Before I go, can you recap the cancellations?"),
            assistant(
                "Of course! 😊\n\n"
                "❌ #W9373487, the charger: cancelled, $109.27 back on your gift card\n"
                "❌ #W5481803, the boots and kettle: cancelled, $397.26 back as well\n\n"
                "Have a lovely day!"
            ),
        ],
        lab(39, "inf", "no_use", "none", "no"),
        "No use: only the two effective cancellations (24-25, 30-31) are recapped; the "
        "suppressed return of #W7449508's sneakers is not mentioned.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240909, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR9-derived-balance-includes-refund": "heldout",
    "WR9-derived-nothing-pending-left": "dev",
    "WR9-derived-already-modified-refusal": "dev",
    "WR9-derived-readback-two-pending-pre": "heldout",
    "WR9-derived-one-left-then-withdrawn-late": "dev",
    "WR9-money-refund-sum": "dev",
    "WR9-distractor-cancellations-only": "dev",
}

CASES = splits(CASES, SPLIT)
