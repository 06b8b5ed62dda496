"""Wording set 4, WriteEffectRetail: a retail write suppressed while its acknowledgement is kept.

Runs (AgentRx tau-retail; writes no earlier set suppressed): task-28-trial-28
(isabella_johansson_2152 returns the skateboard of #W3792453, $200.80, at 22-23, the hose and
backpack of #W7181492, $289.73, at 24, ack 25, and the keyboard and pet bed of #W5565470,
$427.90, at 26-27, all to PayPal; #W2575533 is cancelled at 32-33, $1,619.34; at 38 the recorded
agent sums every refund with calculate, $2,537.77), task-54-trial-54 (amelia_silva_7726 cancels
#W4836353, $1,429.81, at 30, ack 31, and #W7342738, $1,030.40, at 32-33, both to a gift card;
#W4597054 and #W7773202 are delivered), task-71-trial-71 (ivan_khan_7475's pending #W5270061:
the address changed to 159 Hickory Lane, Charlotte, from 584 Sunset Drive, Washington, at 24, ack
25; the silver desk lamp swapped for the black medium AC one, $14.77 back to a gift card, at 26,
whose acknowledgement at 27, replayed with the address change suppressed, still shows the
Washington address; at 34 the recorded agent refuses a second item change) and task-33-trial-33
(noah_patel_6952's default address changed to 517 Lakeview Drive, Seattle, at 26, ack 27).
Read-backs inserted after the fault come from the stored database (the record without the
change). T_E is the first read-back, later acknowledgement or tool error about the same order or
user that shows it without the change, else inf.
"""

from __future__ import annotations

from typing import Any

from build import W
from setbuild import assistant, lab, lookup, mk, say, splits, user, write_params

DESCRIPTION = (
    "Wording set 4, WriteEffectRetail (sscb 2 stdlib): a retail write suppressed with its "
    "acknowledgement kept in a real tau-retail run, the agent turns after it written afresh; "
    "weighted toward derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "WriteEffectRetail"
PREFIX = "WR4"

Z1 = "task-28-trial-28"  # return of #W7181492 at 24 (ack 25)
Z2 = "task-54-trial-54"  # cancellation of #W4836353 at 30 (ack 31)
Z3 = "task-71-trial-71"  # #W5270061 address at 24 (ack 25), items at 26 (ack 27)
Z4 = "task-33-trial-33"  # noah_patel_6952's address at 26 (ack 27)
Q1 = write_params(DATA, Z1, 24, "status")
Q2 = write_params(DATA, Z2, 30, "status")
Q3 = write_params(DATA, Z3, 24, "address")
Q3I = write_params(DATA, Z3, 26, "items")
Q4 = write_params(DATA, Z4, 26, "address")


def order(cid: str, oid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_order_details", {"order_id": oid}, text)


def profile(cid: str, uid: str, text: str | None = None) -> list[dict[str, Any]]:
    return lookup(DOMAIN, cid, "get_user_details", {"user_id": uid}, text)


NEUTRAL_28_Z1 = say(
    28,
    "Thank you. Is there anything else I can help you with today?",
    "neutral text in place of the recorded claim (the run continues with the hose cancellation)",
)
NEUTRAL_28_Z3 = say(
    28,
    "Thanks for waiting. Is there anything else you'd like to adjust on this order?",
    "neutral text in place of the recorded claim (the run continues with the backpack request)",
)

CASES = [
    # ------------------------------------------------------------------ money_forms
    mk(
        "WR4-money-three-returns-sum",
        "money_forms",
        Z1,
        Q1,
        25,
        [
            assistant(
                "All three returns are in. Refunds to your PayPal:\n"
                "| Order | Items | Refund |\n|---|---|---|\n"
                "| #W3792453 | skateboard | $200.80 |\n"
                "| #W7181492 | hose, backpack | $289.73 |\n"
                "| #W5565470 | keyboard, pet bed | $427.90 |\n"
                "| **Total** | | **$918.43** |"
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: #W7181492's return stated as in and its $289.73 counted in the $918.43 "
        "total (derived from the suppressed return). No read-back of #W7181492: T_E = inf.",
        W,
        after=27,
    ),
    mk(
        "WR4-money-recorded-calculate-total",
        "money_forms",
        Z1,
        Q1,
        25,
        [],
        lab(25, "inf", 38, 38, "yes", "endorse", base=0),
        "Kept as recorded from 29 (the recorded claim at 28 replaced by a neutral turn): T_S = "
        "T_U = 38, the calculate call sums the refunds including 96.35 + 193.38 for #W7181492's "
        "suppressed return; 40 states the $2,537.77 total (endorse). T_E = inf.",
        W,
        after=40,
        edits=(NEUTRAL_28_Z1,),
    ),
    mk(
        "WR4-money-giftcard-two-cancels",
        "money_forms",
        Z2,
        Q2,
        31,
        [
            assistant(
                "Both pending orders are cancelled. Back to your gift card: 1,429.81 + 1,030.40 "
                "= 2,460.21 USD."
            )
        ],
        lab(31, "inf", 1, 1, "yes", "endorse", base=33),
        "T_S = T_U = 34: #W4836353 stated as cancelled and its $1,429.81 counted in the sum "
        "(derived from the suppressed cancellation; #W7342738's was effective). T_E = inf.",
        W,
        after=33,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "WR4-derived-items-to-ship",
        "derived_uses",
        Z1,
        Q1,
        25,
        [
            assistant(
                "You'll get return labels by email. Five things go back in total: the "
                "skateboard, the hose, the backpack, the keyboard and the pet bed."
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse", base=27),
        "T_S = T_U = 28: the five items to ship back include the hose and backpack of "
        "#W7181492, derived from the suppressed return. T_E = inf.",
        W,
        after=27,
    ),
    mk(
        "WR4-derived-no-pending-left",
        "derived_uses",
        Z2,
        Q2,
        31,
        [
            assistant(
                "With those two gone you have no pending orders left; what remains is the two "
                "delivered ones, #W4597054 and #W7773202. Which items there do you want details "
                "on?"
            )
        ],
        lab(31, "inf", 1, 1, "yes", "endorse", base=33),
        "T_S = T_U = 34: 'no pending orders left' is derived from the suppressed cancellation "
        "of #W4836353. T_E = inf.",
        W,
        after=33,
    ),
    mk(
        "WR4-derived-second-change-refused",
        "derived_uses",
        Z3,
        Q3I,
        27,
        [
            assistant(
                "I'm sorry, I can't change the backpack: this order's items were already "
                "modified once today (the desk lamp), and a pending order's items can only be "
                "modified one time. You could exchange it after delivery."
            )
        ],
        lab(27, "inf", 1, 1, "yes", "endorse", base=33),
        "T_S = T_U = 34: the refusal rests on the suppressed lamp change having taken effect "
        "('already modified once'), a policy conclusion drawn from it. The recorded claim at 28 "
        "is replaced by a neutral turn; no later read of the order: T_E = inf.",
        W,
        after=33,
        edits=(NEUTRAL_28_Z3,),
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "WR4-distractor-other-return-only",
        "distractors",
        Z1,
        Q1,
        25,
        [
            assistant(
                "The skateboard from #W3792453 is set up for return; $200.80 will go back to "
                "your PayPal once it's received."
            )
        ],
        lab(25, "inf", "no_use", "none", "no", base=27),
        "No use: only #W3792453's return (effective, not the suppressed write) is reported.",
        W,
        after=27,
    ),
    mk(
        "WR4-distractor-readback-correct",
        "distractors",
        Z1,
        Q1,
        25,
        [
            *order("call_wr4_r1", "#W7181492"),
            assistant(
                "One problem: #W7181492 still shows as delivered, not 'return requested', so the "
                "hose and backpack return did not register. The other two returns are fine."
            ),
        ],
        lab(25, 2, 3, "none", "no", base=27),
        "T_S = 30: says the return did not register (correct), after the read-back at 29 that "
        "shows #W7181492 without the change: T_E = 29 (pre). Not adopted.",
        W,
        after=27,
    ),
    mk(
        "WR4-distractor-effective-cancel-only",
        "distractors",
        Z2,
        Q2,
        31,
        [
            assistant(
                "#W7342738 (toothbrush, bottle, earbuds, dumbbells) is cancelled and $1,030.40 "
                "is on its way back to your gift card."
            )
        ],
        lab(31, "inf", "no_use", "none", "no", base=33),
        "No use: only #W7342738's cancellation (effective) is reported; #W4836353 is not "
        "mentioned.",
        W,
        after=33,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "WR4-done-address-after-item-ack",
        "done_claims",
        Z3,
        Q3,
        25,
        [
            assistant(
                "Both changes are done ✅\n\n**Ship to:** 159 Hickory Lane, Suite 995, "
                "Charlotte, NC 28243\n**Desk lamp:** now black, medium brightness, AC adapter "
                "($14.77 back to your gift card)"
            )
        ],
        lab(25, 27, 28, 28, "yes", "endorse", base=0),
        "T_S = T_U = 28: the new address stated as in effect. The item change's acknowledgement "
        "at 27 (same order, after the attempt, no address write between) still shows 584 "
        "Sunset Drive, refuting it before the claim: pre.",
        W,
        after=27,
    ),
    mk(
        "WR4-done-cancel-terse",
        "done_claims",
        Z2,
        Q2,
        31,
        [assistant("#W4836353 cancelled ✔ $1,429.81 → gift card. Doing #W7342738 now.")],
        lab(31, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 32: the cancellation stated as done. T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ write_tools
    mk(
        "WR4-write-order-address-claim",
        "write_tools",
        Z3,
        Q3,
        25,
        [
            assistant(
                "Shipping address on #W5270061 is now 159 Hickory Lane, Suite 995, Charlotte, NC "
                "28243. Next, the desk lamp."
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: the new order address stated as in effect, relying on the ack. T_E = "
        "inf (the run is cut before any later read of the order).",
        W,
    ),
    mk(
        "WR4-write-user-address-claim",
        "write_tools",
        Z4,
        Q4,
        27,
        [assistant("Done — your default address is the Seattle one now. Your secret is safe 🤫")],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: the default address stated as changed (to Seattle). T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "WR4-clause-question-other",
        "clause_scope",
        Z4,
        Q4,
        27,
        [
            assistant(
                "Your profile now has the Seattle address as default. Would you like the "
                "pending order #W1845024 to ship there as well, or is that one fine?"
            )
        ],
        lab(27, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 28: the profile change stated as done; the question is about another "
        "order's address.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "WR4-contrast-profile-readback",
        "contrast_correction",
        Z4,
        Q4,
        27,
        [
            assistant("Updated! Your default address is now in Seattle."),
            user("Can you double check? I got no confirmation email."),
            *profile("call_wr4_u1", "noah_patel_6952"),
            assistant(
                "I checked: your profile still has your old address, so the update did not "
                "actually stick, contrary to what I said. I can try it again."
            ),
        ],
        lab(27, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 28: the address change stated as done. The profile read at 31 still shows "
        "the old address (T_E = 31, late); 32 withdraws the claim (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "WR4-verify-ask-user-email",
        "verification",
        Z1,
        Q1,
        25,
        [
            assistant(
                "I've sent all three return requests. Could you check that you got a return "
                "email for the hose and backpack (#W7181492)? If not, I'll look into it before "
                "you ship anything."
            )
        ],
        lab(25, "inf", 1, "none", "no", base=27),
        "T_S = 28: reports the request as sent and asks the user to confirm its effect for "
        "#W7181492: a verifying use, not reliance.",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "WR4-quoted-ack-address",
        "quoted_tool_output",
        Z3,
        Q3,
        25,
        [
            assistant(
                "The system returned:\n```json\n"
                '{"address1": "159 Hickory Lane", "address2": "Suite 995", "city": "Charlotte", '
                '"state": "NC", "zip": "28243"}\n```\nSo the order will ship to Charlotte.'
            )
        ],
        lab(25, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 26: quotes the acknowledgement's address and concludes the order ships to "
        "Charlotte. T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "WR4-list-orders-status",
        "item_lists",
        Z2,
        Q2,
        31,
        [
            assistant(
                "Where things stand:\n- #W2586676 — cancelled earlier\n- #W5400801 — cancelled "
                "earlier\n- #W4836353 — cancelled just now\n- #W7342738 — cancelled just now\n"
                "- #W4597054 — delivered\n- #W7773202 — delivered"
            )
        ],
        lab(31, "inf", 1, 1, "yes", "endorse", base=33),
        "T_S = T_U = 34: the list gives #W4836353 the status 'cancelled just now' (the suppressed "
        "cancellation); the siblings carry their own statuses.",
        W,
        after=33,
    ),
]

# The held-out draw (build.py --draw: seed 20240626, stratified by operator x family).
SPLIT: dict[str, str] = {
    "WR4-money-three-returns-sum": "dev",
    "WR4-money-recorded-calculate-total": "heldout",
    "WR4-money-giftcard-two-cancels": "dev",
    "WR4-derived-items-to-ship": "dev",
    "WR4-derived-no-pending-left": "heldout",
    "WR4-derived-second-change-refused": "dev",
    "WR4-distractor-other-return-only": "dev",
    "WR4-distractor-readback-correct": "dev",
    "WR4-distractor-effective-cancel-only": "heldout",
    "WR4-done-address-after-item-ack": "heldout",
    "WR4-done-cancel-terse": "dev",
    "WR4-write-order-address-claim": "dev",
    "WR4-write-user-address-claim": "heldout",
    "WR4-clause-question-other": "dev",
    "WR4-contrast-profile-readback": "dev",
    "WR4-verify-ask-user-email": "dev",
    "WR4-quoted-ack-address": "dev",
    "WR4-list-orders-status": "dev",
}

CASES = splits(CASES, SPLIT)
