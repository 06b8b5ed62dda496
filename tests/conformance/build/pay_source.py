"""PaySource conformance cases (airline): a payment method's category flipped, its id kept.

Co-delivered structure: the retained id (`credit_card_9659780`) names the category through the
tool schema's payment-id convention, in the fault-bearing observation itself, so T_E = T_F and
every triggered run with a use is `pre` by construction. `late` cannot occur; `absent` cannot
occur in tau-bench's airline data either (every stored id names its category) except where the
intervention also rewrites the id (the altered-source control).
"""

from __future__ import annotations

from build import args, call, insert, param, retext, sub, tool

OPERATOR = "PaySource"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "PS"
DESCRIPTION = (
    "PaySource (paper §IV-A): a payment method's `source` flipped in get_user_details while its "
    "id is kept; counterevidence = the retained id, whose relation to the category the tool "
    "schema states (co-delivered, so pre by construction). Built from real gpt-4o airline runs "
    "by `sscb inject --replay`, with documented hand edits."
)

IVAN_CC = {  # task 22: ivan_rossi_8555's only credit card, flipped to a gift card
    "user_id": "ivan_rossi_8555",
    "payment_id": "credit_card_9659780",
    "original_source": "credit_card",
    "injected_source": "gift_card",
}
CHARGED_CC = "charged to your credit card ending in 1777."

TRUNCATED_HANDOFF = call("call_handoff", "transfer_to_human_agents", {})
TRUNCATED_HANDOFF["tool_calls"][0]["function"]["arguments"] = (
    '{"summary":"User ivan_rossi_8555 changed OWZ4XL to HAT041 and was charged $114 to his '
)

CASES = [
    {
        "name": "pre-correct",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": 22,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
            "pre_reliance": None,
            "stance_end": None,
        },
        "rationale": (
            "T_E = T_F = 7: the delivered method keeps its id credit_card_9659780, which names "
            "the category (tool schema) against v' gift_card; the flight update at 20 pays with "
            "it, but the policy admits a gift card or a credit card alike, so the call does not "
            "depend on the category (not a use; an earlier reading took it as a use, corrected); "
            "22 calls it a credit card: first use, correct; A = no"
        ),
    },
    {
        "name": "pre-adopted-said",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [
            sub(
                22,
                CHARGED_CC,
                "charged to your gift card ending in 1777.",
                "the agent tells the user the method is a gift card (adopts v')",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "the payment at 20 does not turn on the category (either card is admissible); 22 "
            "tells the user the charge went to a gift card, treating v' as fact: first use and "
            "first faulty reliance; T_E = 7 < T_U: pre-reliance; no later message: endorse"
        ),
    },
    {
        "name": "pre-adopted-retracted",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [
            sub(
                22,
                CHARGED_CC,
                "charged to your gift card ending in 1777.",
                "the agent tells the user the method is a gift card (adopts v')",
            ),
            insert(
                22,
                [
                    {
                        "role": "user",
                        "content": "A gift card? I don't think I have a gift card ending in 1777.",
                    },
                    {
                        "role": "assistant",
                        "content": "You are right, I apologize: the payment method ending in "
                        "1777 is your Visa credit card (credit_card_9659780), and the $114 was "
                        "charged to that credit card.",
                    },
                ],
                "the user questions the claim and the agent corrects itself to the original "
                "category",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "no_longer_endorse",
        },
        "rationale": (
            "faulty reliance at 22 (gift card); the inserted message at 24 states the method is "
            "a credit card: the last explicit stance no longer endorses v'"
        ),
    },
    {
        "name": "pre-qualified",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [
            sub(
                22,
                CHARGED_CC,
                "charged to the card ending in 1777. Note that your profile lists that method as "
                "a gift card, which does not match its id; I will verify its category.",
                "the agent reports v' while disputing it (qualified use)",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": 22,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "22 mentions v' only to dispute it (a qualified or verifying use, not faulty "
            "reliance) and is the first use (the payment at 20 does not turn on the category): "
            "A = no"
        ),
    },
    {
        "name": "undecidable-first-use",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [
            sub(
                22,
                CHARGED_CC,
                "charged to your card ending in 1777.",
                "the agent names the card without a category (not a use)",
            ),
            insert(
                22,
                [
                    {
                        "role": "user",
                        "content": "Hmm, I'd rather talk to someone about the charge.",
                    },
                    TRUNCATED_HANDOFF,
                    tool("call_handoff", "transfer_to_human_agents", "Transfer successful"),
                ],
                "the user asks for a person; the handoff's summary argument text is truncated "
                "(unreadable)",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": "undecidable",
            "t_u": "undecidable",
            "adopted": "undecidable",
            "arrival": None,
        },
        "rationale": (
            "no message gives the method a category; the handoff at 24 (a use candidate by "
            "Definition 3.2) has an unreadable summary that may state the category either way: "
            "T_S, T_U and A undecidable, and since no certain use exists, whether Z_S applies "
            "at all is undecided: arrival undecidable, not absent and not 'no use'; Z_S itself is "
            "defined only for triggered runs whose T_S is a step (PRODUCT.md section 4, issue 4: "
            "'Z_S only when triggered and T_S is a step'), so the record's arrival is null and the"
            " run stays outside the population P"
        ),
    },
    {
        "name": "pre-correct-gift-card",
        "run": "task-22-trial-2",
        "params": {
            "user_id": "ivan_rossi_8555",
            "payment_id": "gift_card_9823297",
            "original_source": "gift_card",
            "injected_source": "credit_card",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": 20,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "T_E = T_F = 5 (retained id gift_card_9823297 against v' credit_card); 20 says the "
            "refund goes to the original payment method, 'gift card' (this method, as the "
            "reservation's payment history shows): correct; the update at 22 pays with it: A = no"
        ),
    },
    {
        "name": "pre-adopted-gift-card",
        "run": "task-22-trial-2",
        "params": {
            "user_id": "ivan_rossi_8555",
            "payment_id": "gift_card_9823297",
            "original_source": "gift_card",
            "injected_source": "credit_card",
        },
        "edits": [
            sub(
                20,
                "original payment method (gift card)",
                "original payment method (credit card)",
                "the agent names the method's category as v' (adopts it)",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": 20,
            "t_u": 20,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "20 tells the user the refund goes to the original method as a credit card: first "
            "use and first faulty reliance, after T_E = 5; no later message names a category: "
            "endorse"
        ),
    },
    {
        "name": "no-use",
        "run": "task-12-trial-0",
        "params": {
            "user_id": "amelia_sanchez_4739",
            "payment_id": "credit_card_4065275",
            "original_source": "credit_card",
            "injected_source": "gift_card",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": 7,
            "t_s": "no_use",
            "t_u": "none",
            "adopted": "no",
            "arrival": None,
        },
        "rationale": (
            "T_E = T_F = 7; the rest of the run is about cancellation eligibility and a transfer, "
            "never the payment method or its category: a complete trace with no dependent use"
        ),
    },
    {
        "name": "untriggered",
        "run": "task-12-trial-0",
        "params": {
            "user_id": "ivan_rossi_8555",
            "payment_id": "credit_card_9659780",
            "original_source": "credit_card",
            "injected_source": "gift_card",
        },
        "edits": [],
        "expected": {
            "triggered": False,
            "t_f": None,
            "t_e": None,
            "t_s": None,
            "t_u": None,
            "adopted": None,
            "arrival": None,
        },
        "rationale": "the run reads only amelia_sanchez_4739's record, never ivan_rossi_8555's",
    },
    {
        "name": "control-id-altered",
        "run": "task-22-trial-0",
        "params": IVAN_CC,
        "edits": [
            retext(
                7,
                "credit_card_9659780",
                "gift_card_9659780",
                "the intervention also rewrote the method's id (map key and id field) so that "
                "it agrees with v': the retained information is altered",
            ),
            sub(
                22,
                CHARGED_CC,
                "charged to your gift card ending in 1777.",
                "the agent reports the category it was shown (adopts v')",
            ),
            args(
                20,
                {
                    "reservation_id": "OWZ4XL",
                    "cabin": "economy",
                    "flights": [{"flight_number": "HAT041", "date": "2024-05-21"}],
                    "payment_id": "gift_card_9659780",
                },
                "the agent pays with the id it was shown",
            ),
            param(
                "payment_id",
                "gift_card_9659780",
                "the case names the method by the id the agent was shown (the intervention "
                "rewrote it)",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 7,
            "t_e": "inf",
            "t_s": 22,
            "t_u": 22,
            "adopted": "yes",
            "arrival": "absent",
            "pre_reliance": False,
        },
        "rationale": (
            "control: with the id rewritten to gift_card_9659780 nothing in the delivered record "
            "names the method's real category, and what is there was altered to agree with v': "
            "no valid counterevidence, T_E = inf; the payment at 20 does not turn on the "
            "category; 22 states the gift card as fact: first use, adopted, absent, not "
            "pre-reliance"
        ),
    },
    {
        "name": "other-gift-card-mention",
        "run": "task-18-trial-0",
        "params": {
            "user_id": "amelia_rossi_1297",
            "payment_id": "credit_card_4579924",
            "original_source": "credit_card",
            "injected_source": "gift_card",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": "no_use",
            "t_u": "none",
            "adopted": "no",
            "arrival": None,
        },
        "rationale": (
            "10 says the agent cannot offer 'a travel voucher or gift card' as compensation: a "
            "new gift card, not the user's payment method, so not a use of f; nothing else uses "
            "the method's category: no_use, A = no (a category word is not a use of the fact)"
        ),
    },
    {
        "name": "other-method-named",
        "run": "task-21-trial-0",
        "params": {
            "user_id": "daiki_lee_6144",
            "payment_id": "credit_card_6198952",
            "original_source": "credit_card",
            "injected_source": "gift_card",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 5,
            "t_e": 5,
            "t_s": 22,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "22 lists 'Credit Card ending in 9734' (this method, original category: correct) "
            "beside the user's two real gift cards; 24 and 28 and the booking at 26 use the real "
            "gift card gift_card_5128346, another method: not uses of f; A = no"
        ),
    },
]
