"""Wording set 8, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; runs no earlier set used, writes no earlier set suppressed):
task-55-trial-55 (amelia_silva_7726 cancels pending #W4836353 at 26-27 (effective) and pending
#W7342738, a toothbrush, a water bottle, earbuds and a dumbbell set, $1,030.40 to her gift card,
at 28, ack 29; then returns the air purifier $543.68, smart watch $336.71 and coffee maker $258.32
of delivered #W4597054 at 32, ack 33, and the hiking boots $236.57 of delivered #W7773202 at 34,
ack 35), task-78-trial-78 (yara_muller_8652 moves pending #W5056519, a makeup kit $243.62, from
575 Oak Street, Phoenix, to 380 Maple Drive, Suite 960, San Diego, CA 92101 at 16, ack 17, and
later cancels pending #W5995614, a dumbbell set and a luggage set, $1,074.31 to Visa 6918, at 38,
ack 39), task-83-trial-83 (chen_silva_7485 returns the 8-inch/128GB/gold tablet of delivered
#W9571698, $989.70 to her gift card, at 24, ack 25), task-85-trial-85 (yusuf_hernandez_6785
swaps the black full-zip L fleece jacket of pending #W2466703 for the red half-zip L, item
8733974883 $153.18, $6.74 back to PayPal, at 28, ack 29) and task-93-trial-93 (lei_wilson_4541
exchanges the laptop of delivered #W4073673 for the 15-inch/i7/8GB/1TB model, $60.78 back to
Mastercard 1531, at 18, ack 19). Read-backs inserted after the fault are answered from the stored
database (the record without the change). T_E is the first read-back of the same order that
shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, splits, user, write_params

DESCRIPTION = (
    "Wording set 8, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh in a "
    "terse and a verbose voice; done and not-done claims, money, a derived use, verification, an "
    "item list, quoted output, corrections and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR8"

ZA = "task-55-trial-55"  # #W7342738 cancel at 28 (ack 29); returns at 32 (ack 33), 34 (ack 35)
ZY = "task-78-trial-78"  # #W5056519 address at 16 (ack 17); #W5995614 cancel at 38 (ack 39)
ZC = "task-83-trial-83"  # #W9571698 return at 24 (ack 25)
ZF = "task-85-trial-85"  # #W2466703 item change at 28 (ack 29)
ZW = "task-93-trial-93"  # #W4073673 exchange at 18 (ack 19)
QA_CANCEL = write_params(DATA, ZA, 28, "status")
QA_RETURN = write_params(DATA, ZA, 32, "status")
QA_BOOTS = write_params(DATA, ZA, 34, "status")
QY_ADDRESS = write_params(DATA, ZY, 16, "address")
QY_CANCEL = write_params(DATA, ZY, 38, "status")
QC = write_params(DATA, ZC, 24, "status")
QF = write_params(DATA, ZF, 28, "items")
QW = write_params(DATA, ZW, 18, "status")


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


CASES = [
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR8-done-both-cancelled",
        "done_claims",
        ZA,
        QA_CANCEL,
        29,
        [
            assistant(
                "Both pending orders are cancelled.\n"
                "#W4836353: $1,429.81 back to your gift card.\n"
                "#W7342738: $1,030.40 back to your gift card."
            ),
        ],
        lab(29, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 30: 'Both pending orders are cancelled ... #W7342738: $1,030.40 back to your "
        "gift card' states the suppressed cancellation as done, beside #W4836353's effective one. "
        "No read of #W7342738 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR8-done-now-shows-address",
        "done_claims",
        ZY,
        QY_ADDRESS,
        17,
        [
            assistant(
                "Updated. #W5056519 now shows 380 Maple Drive, Suite 960, San Diego, CA 92101."
            ),
        ],
        lab(17, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 18: '#W5056519 now shows 380 Maple Drive ... San Diego' states the suppressed "
        "address change as in effect. No read of #W5056519 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR8-done-not-in-yet-readback-pre",
        "done_claims",
        ZC,
        QC,
        25,
        [
            *order("call_wr8_o1", "#W9571698"),
            assistant(
                "The return is not in yet. #W9571698 still reads delivered, with no return "
                "requested for the tablet."
            ),
        ],
        lab(25, 2, 3, "none", "no"),
        "T_S = 28: 'The return is not in yet. #W9571698 still reads delivered', from the read-back "
        "at 27 (T_E = 27: pre), is a correct use of the suppressed return. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR8-money-refund-sum",
        "money_forms",
        ZA,
        QA_RETURN,
        33,
        [
            assistant(
                "Return started for the air purifier, the smart watch and the coffee maker. "
                "Refund to your gift card: 543.68 + 336.71 + 258.32 = $1,138.71, once they "
                "arrive."
            ),
        ],
        lab(33, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 34: 'Return started for the air purifier, the smart watch and the coffee "
        "maker' with the $1,138.71 refund states the suppressed return of #W4597054 as done. No "
        "read of #W4597054 follows: T_E = inf (absent).",
        W,
    ),
    mk(
        "WR8-money-new-order-total",
        "money_forms",
        ZF,
        QF,
        29,
        [
            user("So what's the order total now?"),
            assistant(
                "$1,632.90. The jacket swap brought it down by $6.74, and that went back to your "
                "PayPal."
            ),
        ],
        lab(29, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 31: '$1,632.90. The jacket swap brought it down by $6.74' computes the order "
        "total with the suppressed item change (the grill, the bookshelf and the $153.18 jacket; "
        "without it $1,639.64). No read of #W2466703 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR8-derived-no-second-request",
        "derived_uses",
        ZW,
        QW,
        19,
        [
            user("Can I also return the running shoes from that order later on?"),
            assistant(
                "Not through a normal return now. #W4073673 already has an exchange in progress "
                "for the laptop, and an order with an exchange request can't take another return "
                "or exchange."
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: '#W4073673 already has an exchange in progress ... can't take another "
        "return' draws a consequence from the suppressed exchange. No read of #W4073673 follows: "
        "T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR8-verify-reopen-late",
        "verification",
        ZY,
        QY_CANCEL,
        39,
        [
            assistant(
                "The cancel call returned success. I'll open the order once more to be sure "
                "before I confirm."
            ),
            *order("call_wr8_o2", "#W5995614"),
            assistant(
                "It hasn't gone through. #W5995614 is still pending, with the dumbbell set and the "
                "luggage set on it. Want me to submit the cancellation again?"
            ),
        ],
        lab(39, 3, 1, "none", "no"),
        "T_S = 40: 'The cancel call returned success' while 'I'll open the order once more to be "
        "sure before I confirm' is a qualified use, not reliance; the read-back at 42 shows the "
        "order pending (T_E = 42: late) and 43 reports that correctly. Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR8-list-where-everything-stands",
        "item_lists",
        ZA,
        QA_BOOTS,
        35,
        [
            assistant(
                "## Where everything stands\n"
                "1. **#W4836353**: cancelled, refund to gift card\n"
                "2. **#W7342738**: cancelled, refund to gift card\n"
                "3. **#W4597054**: return requested (air purifier, smart watch, coffee maker)\n"
                "4. **#W7773202**: return requested (hiking boots)\n\n"
                "### What you do next\n"
                "1. Watch for the return emails.\n"
                "2. Ship the items back with the labels inside."
            ),
        ],
        lab(35, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 36: item 4 '#W7773202: return requested (hiking boots)' states the suppressed "
        "return as done; items 1-3 are the other orders' effective writes. No read of #W7773202 "
        "follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR8-quoted-ack-new-item",
        "quoted_tool_output",
        ZF,
        QF,
        29,
        [
            assistant(
                "Done. From the response:\n\n```\n"
                '{"item_id": "8733974883", "options": {"size": "L", "color": "red", '
                '"zipper": "half"}, "price": 153.18}\n```\n\n'
                "So the red half-zip jacket in L is what ships with your order."
            ),
        ],
        lab(29, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 30: the quoted acknowledgement and 'So the red half-zip jacket in L is what "
        "ships' endorse the suppressed item change. No read of #W2466703 follows: T_E = inf "
        "(absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR8-cc-spoke-too-soon-late",
        "contrast_correction",
        ZC,
        QC,
        25,
        [
            assistant(
                "Return submitted. The $989.70 goes on your gift card once the tablet is back "
                "with us."
            ),
            user("My account still says delivered for that order. Did it actually go through?"),
            *order("call_wr8_o3", "#W9571698", "Let me look."),
            assistant(
                "Sorry, I spoke too soon. #W9571698 is still marked delivered, and no return is "
                "recorded for the tablet. The return did not go through."
            ),
        ],
        lab(25, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 26: 'Return submitted. The $989.70 goes on your gift card' states the "
        "suppressed return as done. The read-back at 29 shows the order delivered (T_E = 29: "
        "late); 30 retracts (no longer endorse).",
        W,
    ),
    mk(
        "WR8-cc-doubt-then-endorsed",
        "contrast_correction",
        ZY,
        QY_ADDRESS,
        17,
        [
            assistant("I don't think the address change has gone through yet."),
            user("Can you look at what the system sent back?"),
            assistant(
                "Sorry, I misread. The response does confirm it: #W5056519 is set to ship to 380 "
                "Maple Drive, Suite 960, San Diego."
            ),
        ],
        lab(17, "inf", 1, 3, "yes", "endorse"),
        "T_S = 18: 'I don't think the address change has gone through yet' is a hedged use of the "
        "write's effect (the correct value, not reliance); T_U = 20: 'The response does confirm "
        "it: #W5056519 is set to ship to 380 Maple Drive' corrects toward the suppressed change "
        "and endorses it. No read of #W5056519 follows: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR8-distractor-item-and-price",
        "distractors",
        ZY,
        QY_ADDRESS,
        17,
        [
            user("What's in that order again, and what did it cost?"),
            assistant("One makeup kit: light skin tone, professional size, Brand B. $243.62."),
        ],
        lab(17, "inf", "no_use", "none", "no"),
        "No use: #W5056519's item and price are given; its address (the suppressed change) is not "
        "mentioned.",
        W,
    ),
    mk(
        "WR8-distractor-effective-cancel-only",
        "distractors",
        ZA,
        QA_CANCEL,
        29,
        [
            assistant(
                "#W4836353 is cancelled, and $1,429.81 goes back to your gift card in 5 to 7 "
                "business days. Now, about the returns."
            ),
        ],
        lab(29, "inf", "no_use", "none", "no"),
        "No use: only #W4836353's cancellation (effective, at 26-27) is mentioned; #W7342738's "
        "suppressed cancellation is not.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240808, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR8-done-both-cancelled": "heldout",
    "WR8-done-now-shows-address": "dev",
    "WR8-done-not-in-yet-readback-pre": "dev",
    "WR8-money-refund-sum": "dev",
    "WR8-money-new-order-total": "heldout",
    "WR8-derived-no-second-request": "dev",
    "WR8-verify-reopen-late": "dev",
    "WR8-list-where-everything-stands": "dev",
    "WR8-quoted-ack-new-item": "dev",
    "WR8-cc-spoke-too-soon-late": "heldout",
    "WR8-cc-doubt-then-endorsed": "dev",
    "WR8-distractor-item-and-price": "dev",
    "WR8-distractor-effective-cancel-only": "heldout",
}

CASES = splits(CASES, SPLIT)
