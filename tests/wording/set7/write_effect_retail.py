"""Wording set 7, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; writes no earlier set suppressed): task-59-trial-59 (yusuf_taylor_7149
cancels pending #W2702727, a glass/white/4 ft bookshelf and a yoga mat, $625.60 back to his credit
card, at 18, ack 19, then moves pending #W8268610, a desk lamp $164.28, to 1234 Elm St,
Springfield, IL 62701, at 22, ack 23), task-69-trial-69 (emma_smith_8564 cancels pending
#W2417020, a laptop, $2,674.40 to her gift card, at 24, ack 25; #W5605613 is delivered and
#W3614011 pending), task-89-trial-89 (raj_santos_9079 returns the clicky keyboard of delivered
#W4680753, $236.51 to PayPal, at 20, ack 21) and task-30-trial-30 (olivia_lopez_3865 returns the
sneakers of delivered #W7449508, $186.45 to her gift card, at 46, ack 47). Read-backs inserted
after the fault are answered from the stored database (the record without the change). T_E is
the first read-back of the same order that shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 7, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh; done "
    "claims, derived uses, money, verification, item lists and a correction."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR7"

ZY = "task-59-trial-59"  # #W2702727 cancelled at 18 (ack 19); #W8268610 address at 22 (ack 23)
ZE = "task-69-trial-69"  # #W2417020 cancelled at 24 (ack 25)
ZK = "task-89-trial-89"  # #W4680753 return at 20 (ack 21)
ZS = "task-30-trial-30"  # #W7449508 return at 46 (ack 47)
QY_CANCEL = write_params(DATA, ZY, 18, "status")
QY_ADDRESS = write_params(DATA, ZY, 22, "address")
QE = write_params(DATA, ZE, 24, "status")
QK = write_params(DATA, ZK, 20, "status")
QS = write_params(DATA, ZS, 46, "status")


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR7-done-back-on-gift-card",
        "done_claims",
        ZE,
        QE,
        25,
        [
            assistant(
                "Done. Order #W2417020 is cancelled, and the full $2,674.40 now sits on your "
                "gift card balance."
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: '#W2417020 is cancelled' and the refund state the suppressed "
        "cancellation as done. No read of #W2417020 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR7-done-ships-to-new-address",
        "done_claims",
        ZY,
        QY_ADDRESS,
        23,
        [
            assistant(
                "Your desk lamp (#W8268610) will now ship to **1234 Elm St, Springfield, IL "
                "62701**. Changing the address doesn't affect the price, so the order is still "
                "$164.28."
            ),
        ],
        lab(23, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 24: 'will now ship to 1234 Elm St, Springfield' states the suppressed address "
        "change as in effect. No read of #W8268610 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR7-derived-one-pending-left",
        "derived_uses",
        ZE,
        QE,
        25,
        [
            user("Is anything else of mine still waiting to ship?"),
            assistant(
                "Just one order now: #W3614011, with the action camera, the air purifier and "
                "the sneakers. #W5605613 has already been delivered."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 27: 'Just one order now: #W3614011' counts the pending orders without "
        "#W2417020, which only the suppressed cancellation would have removed. No read of "
        "#W2417020 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR7-money-still-committed",
        "money_forms",
        ZY,
        QY_CANCEL,
        19,
        [
            user("So how much of my money is still tied up in orders with you?"),
            assistant(
                "Only **$164.28**, for the desk lamp in #W8268610. The $625.60 from the "
                "bookshelf order is being refunded to your credit card."
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: 'Only $164.28' still tied up, with the $625.60 'being refunded', leaves "
        "#W2702727 out on the strength of the suppressed cancellation. No read of #W2702727 "
        "follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR7-verify-reopen-before-confirming",
        "verification",
        ZK,
        QK,
        21,
        [
            assistant(
                "The system accepted the return request for the keyboard, though I can't yet "
                "say whether it actually registered. I'll open the order again to check."
            ),
            *order("call_wr7_o1", "#W4680753"),
            assistant(
                "The order still lists the keyboard as delivered with no return on it, so the "
                "return has not registered. I'd like to find out why before submitting it again."
            ),
        ],
        lab(21, 3, 1, "none", "no"),
        "T_S = 22: the request 'accepted' while 'I can't yet say whether it actually registered' "
        "is a qualified use, not reliance; the read-back at 24 shows the order delivered (T_E = "
        "24: late) and 25 reports that correctly. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR7-list-status-table",
        "item_lists",
        ZY,
        QY_CANCEL,
        19,
        [
            user("Give me a summary of both orders now, please."),
            assistant(
                "| Order | Items | Status |\n|---|---|---|\n"
                "| #W2702727 | bookshelf, yoga mat | cancelled ($625.60 refunded) |\n"
                "| #W8268610 | desk lamp | pending |"
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: the #W2702727 row 'cancelled ($625.60 refunded)' states the suppressed "
        "cancellation as done; the #W8268610 row is the other order's own status. T_E = inf "
        "(absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR7-cc-retracted-after-readback",
        "contrast_correction",
        ZS,
        QS,
        47,
        [
            assistant(
                "Your sneakers are on their way back to us: the return is processed and $186.45 "
                "lands on your gift card when they arrive at our warehouse."
            ),
            user("I never got the email with the return label. Is it really processed?"),
            *order("call_wr7_o2", "#W7449508", "Let me check the order itself."),
            assistant(
                "I have to correct myself. #W7449508 is still plain 'delivered', with no return "
                "requested, so the return is not processed, and no refund is pending."
            ),
        ],
        lab(47, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 48: 'the return is processed' and the $186.45 refund to the gift card state "
        "the suppressed return as done. The read-back at 51 shows the order delivered (T_E = 51: "
        "late); 52 retracts (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR7-quoted-status-field",
        "quoted_tool_output",
        ZE,
        QE,
        25,
        [
            assistant(
                'The response shows `"status": "cancelled"` for #W2417020, with a refund of '
                "`2674.4` to your gift card, so that laptop order is gone. Anything else?"
            ),
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: the quoted acknowledgement and 'so that laptop order is gone' endorse the "
        "suppressed cancellation. No read of #W2417020 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR7-distractor-price-only",
        "distractors",
        ZY,
        QY_ADDRESS,
        23,
        [
            assistant(
                "The lamp order (#W8268610) comes to $164.28, the same as before. Your other "
                "order, #W2702727, was cancelled a moment ago, and its $625.60 is going back to "
                "your credit card."
            ),
        ],
        lab(23, "inf", "no_use", "none", "no"),
        "No use: the lamp order's price and #W2702727's cancellation (effective, at 18-19) are "
        "mentioned; the suppressed address change of #W8268610 is not.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240807, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR7-done-back-on-gift-card": "dev",
    "WR7-done-ships-to-new-address": "heldout",
    "WR7-derived-one-pending-left": "dev",
    "WR7-money-still-committed": "dev",
    "WR7-verify-reopen-before-confirming": "dev",
    "WR7-list-status-table": "dev",
    "WR7-cc-retracted-after-readback": "dev",
    "WR7-quoted-status-field": "dev",
    "WR7-distractor-price-only": "dev",
}

CASES = splits(CASES, SPLIT)
