"""ItemOption wording cases (retail): an order item's option swapped for another variant's value
in get_order_details; the agent's later turns describe the item in prose ("the 100ml bottle",
"the blue pair", "works with Google Assistant"), list the order, price it, change it, or talk
about other items and options.

Cross-record structure (paper §IV-A, §IV-C): the product record (get_product_details) refutes
the corrupted item once the item is bound to its variant by the order observation; T_E is the
later of the two (the binding at T_F when the product record came first). The product record
may arrive before the first use (`pre`), after it (`late`) or never (`absent`). A later order
record returned by a write tool (an exchange's acknowledgement lists the order's items with
their true options) would also refute the fault; no case here relies on it before a product
record.

Every case cuts the recorded run after the fault (or after the product lookup) and continues
with hand-written turns in the style of gpt-4o / Claude, or keeps the recorded turns.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from build import assistant, call, clean_result, exp, insert, tool, user

OPERATOR = "ItemOption"
DOMAIN = "tau_retail"
DATA = "retail"
PREFIX = "IO"
DESCRIPTION = (
    "ItemOption wording set: an order item's option in get_order_details replaced by another "
    "variant's value (paper §IV-A); the agent turns after the fault were edited so that they "
    "state v' or v in prose and list forms, price or change the item from it, question it, or "
    "talk about other items. Built from real tau-bench retail runs (AgentRx) by `sscb inject "
    "--replay` plus documented hand edits."
)

_DB = Path(
    os.environ.get("SSCB_SHARED_DATA", Path(__file__).resolve().parents[3] / "shared" / "data")
)
_PRODUCTS: dict[str, Any] = {}


def product_record(product_id: str) -> str:
    """get_product_details' result for a product, as the tau-bench retail database stores it."""
    if not _PRODUCTS:
        path = _DB / "tau-bench" / "retail" / "products.json"
        _PRODUCTS.update(json.loads(path.read_text(encoding="utf-8")))
    return json.dumps(_PRODUCTS[product_id])


def lookup(call_id: str, product_id: str, content: str | None = None) -> list[dict[str, Any]]:
    """A get_product_details call and its result (the recorded one when given)."""
    return [
        call(call_id, "get_product_details", {"product_id": product_id}),
        tool(call_id, "get_product_details", content or product_record(product_id)),
    ]


LOOKUP_WHY = "; the agent looks the product up (get_product_details, the stored record)"

# ------------------------------------------------ Perfume (task 77 trial 77)
# ivan_johnson_6036 loves his perfume and wants the largest size. Order #W1671835 (delivered)
# has one item, Perfume 5081446110 (woody, 30ml, men). The order read at 8-9 is the fault; the
# recorded run then reads the product (10-11: variant 5081446110 is woody/30ml/men), offers the
# 100ml woody (12), exchanges (14-15) and confirms (16).
PF_RUN = "task-77-trial-77"
PF_SIZE = {
    "order_id": "#W1671835",
    "item_id": "5081446110",
    "product_id": "6858788497",
    "option": "size",
    "original_value": "30ml",
    "injected_value": "100ml",
}
PF_SCENT = {
    **PF_SIZE,
    "option": "scent family",
    "original_value": "woody",
    "injected_value": "oriental",
}
PF_PRODUCT = clean_result(DATA, PF_RUN, 11)
_pf_ack = json.loads(clean_result(DATA, PF_RUN, 15))
PRODUCT_TYPES = clean_result(DATA, "task-2-trial-2", 3)  # list_all_product_types, as recorded


def pf_exchange(new_item: str, difference: float) -> list[dict[str, Any]]:
    """The exchange call and its acknowledgement (the recorded one, with this new item)."""
    args = {
        "order_id": "#W1671835",
        "item_ids": ["5081446110"],
        "new_item_ids": [new_item],
        "payment_method_id": "paypal_6918118",
    }
    ack = {**_pf_ack, "exchange_new_items": [new_item], "exchange_price_difference": difference}
    return [
        call("call_exchange", "exchange_delivered_order_items", args),
        tool("call_exchange", "exchange_delivered_order_items", json.dumps(ack)),
    ]


def pf_pre(
    name: str,
    family: str,
    params: dict[str, Any],
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    """Recorded up to the product record (11); new turns from 12. T_F = 9, T_E = 11."""
    return {
        "name": f"IO-{name}",
        "family": family,
        "run": PF_RUN,
        "params": params,
        "cut": 12,
        "edits": [insert(11, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


def pf_from_order(
    name: str,
    family: str,
    params: dict[str, Any],
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    """Recorded up to the order read (9); new turns from 10 (a product lookup only if given)."""
    return {
        "name": f"IO-{name}",
        "family": family,
        "run": PF_RUN,
        "params": params,
        "cut": 10,
        "edits": [insert(9, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


# ------------------------------------------------ Earbuds (task 61 trial 61)
# chen_johnson_4204's pending order #W5061109: Makeup Kit, Wireless Earbuds 3694871183 (white,
# 8 hours, IPX4), Office Chair (fabric, blue, ...), Bluetooth Speaker 3254583681 (blue, 20
# hours, yes). The order read at 10-11 is the fault. Recorded: 12 lists all items, 13 the user
# asks to change the earbuds "from white to blue", 14-15 the earbuds' product record, 16 blue
# options, 17 the user picks blue/8 hours/IPX4 (8555936349), 18 the price, 20-21 the modify, 22
# the done message.
EB_RUN = "task-61-trial-61"
EB_COLOR = {
    "order_id": "#W5061109",
    "item_id": "3694871183",
    "product_id": "9924732112",
    "option": "color",
    "original_value": "white",
    "injected_value": "blue",
}
EB_BATT = {
    **EB_COLOR,
    "option": "battery life",
    "original_value": "8 hours",
    "injected_value": "6 hours",
}
EB_SPK = {
    "order_id": "#W5061109",
    "item_id": "3254583681",
    "product_id": "4768869376",
    "option": "color",
    "original_value": "blue",
    "injected_value": "black",
}
EB_PRODUCT = clean_result(DATA, EB_RUN, 15)
EB_ASK_COLOR = user(
    "I'd like to modify the wireless earbuds — can you change their color to blue? Let me know "
    "if the price stays the same or goes down."
)
EB_ASK_BATT = user(
    "I want to switch the wireless earbuds to the blue color. Please keep everything else about "
    "them the same."
)
_eb_ack = json.loads(clean_result(DATA, EB_RUN, 21))


def eb_ack(item_id: str, price: float, options: dict[str, str]) -> str:
    ack = json.loads(json.dumps(_eb_ack))
    for it in ack["items"]:
        if it["name"] == "Wireless Earbuds":
            it.update({"item_id": item_id, "price": price, "options": options})
    ack["payment_history"][1]["amount"] = round(256.67 - price, 2)
    return json.dumps(ack)


def eb_modify(new_item: str, price: float, options: dict[str, str]) -> list[dict[str, Any]]:
    args = {
        "order_id": "#W5061109",
        "item_ids": ["3694871183"],
        "new_item_ids": [new_item],
        "payment_method_id": "paypal_3742148",
    }
    return [
        call("call_modify", "modify_pending_order_items", args),
        tool("call_modify", "modify_pending_order_items", eb_ack(new_item, price, options)),
    ]


def eb(
    name: str,
    family: str,
    params: dict[str, Any],
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
    cut: int = 12,
) -> dict[str, Any]:
    """Recorded up to the order read (11); new turns from 12."""
    return {
        "name": f"IO-{name}",
        "family": family,
        "run": EB_RUN,
        "params": params,
        "cut": cut,
        "edits": [insert(cut - 1, turns, why)] if turns else [],
        "expected": expected,
        "rationale": rationale,
    }


# ------------------------------------------------ Keyboard/thermostat (task 0 trial 0)
# yusuf_rossi_9620 wants to exchange the mechanical keyboard (1151293680: linear, RGB, full size)
# for a clicky one and the smart thermostat (4983901480: Apple HomeKit, black) for one that works
# with Google Home. The order read at 10-11 is the fault; the recorded run reads the keyboard's
# product (12-13), then the thermostat's (14-15).
KB_RUN = "task-0-trial-0"
KB_THERMO = {
    "order_id": "#W2378156",
    "item_id": "4983901480",
    "product_id": "4896585277",
    "option": "compatibility",
    "original_value": "Apple HomeKit",
    "injected_value": "Google Assistant",
}
KB_SWITCH = {
    "order_id": "#W2378156",
    "item_id": "1151293680",
    "product_id": "1656367028",
    "option": "switch type",
    "original_value": "linear",
    "injected_value": "tactile",
}
KB_THERMO_PRODUCT = clean_result(DATA, KB_RUN, 15)
KB_KEYBOARD_ACK = json.dumps(
    {
        **json.loads(clean_result(DATA, KB_RUN, 25)),
        "exchange_items": ["1151293680"],
        "exchange_new_items": ["7706410293"],
        "exchange_price_difference": -3.17,
    }
)


def kb(
    name: str,
    family: str,
    params: dict[str, Any],
    cut: int,
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    """Recorded up to message cut - 1; new turns from `cut` (16: both product records read, 14:
    only the keyboard's, 12: none)."""
    return {
        "name": f"IO-{name}",
        "family": family,
        "run": KB_RUN,
        "params": params,
        "cut": cut,
        "edits": [insert(cut - 1, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


VP = "the agent states the ordered item's option as the injected value (v')"
V = "the agent states the ordered item's option as the original value (v)"

CASES: list[dict[str, Any]] = [
    # ============================================================ option_prose
    pf_pre(
        "op-bottle-size-adopted",
        "option_prose",
        PF_SIZE,
        [
            assistant(
                "Thanks, Ivan! Your order #W1671835 has a single item: the men's woody perfume "
                "in the 100ml bottle, delivered to Fort Worth. What would you like to do with it?"
            )
        ],
        VP + " in prose ('the 100ml bottle')",
        exp(9, 11, 12, 12, "yes", "pre", "endorse"),
        "the order (9) binds item 5081446110 to its product, whose record (11) gives the variant "
        "as 30ml: T_E = 11; 12 describes the ordered perfume as 'in the 100ml bottle' = v' as "
        "fact: first use, faulty; pre; endorse",
    ),
    pf_pre(
        "op-bottle-size-correct",
        "option_prose",
        PF_SIZE,
        [
            assistant(
                "I see it — you currently have the woody men's fragrance in the small 30ml size. "
                "The biggest size available in that scent is 100ml ($312.04). Would you like to "
                "exchange for it?"
            )
        ],
        V + " in prose ('the small 30ml size')",
        exp(9, 11, 12, "none", "no", "pre", None),
        "12 gives the ordered perfume's size as 30ml = v (correct); 100ml is the offered new "
        "variant, not the ordered item's size; A = no; pre",
    ),
    pf_from_order(
        "op-oriental-one-late",
        "option_prose",
        PF_SCENT,
        [
            assistant(
                "Lovely to hear you're enjoying it! You have the oriental one for men in 30ml. "
                "Let me check which larger sizes exist for that perfume."
            ),
            *lookup("call_product", "6858788497", PF_PRODUCT),
        ],
        VP + " ('the oriental one') before looking the product up" + LOOKUP_WHY,
        exp(9, 12, 10, 10, "yes", "late", "endorse"),
        "10 calls the ordered perfume 'the oriental one' = v' as fact before the product record "
        "arrives at 12 (T_E = 12 > T_S = 10): faulty, late; no later statement: endorse",
    ),
    eb(
        "op-blue-pair-adopted",
        "option_prose",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "I checked the catalogue for your earbuds. Since your pair is already the blue "
                "one, there's nothing to change on the color — did you perhaps mean the Bluetooth "
                "speaker or another item?"
            ),
        ],
        "the agent looks the earbuds up, then calls the ordered pair 'the blue one' (v')",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "the product record (13) gives variant 3694871183 as white: T_E = 13; 14 says 'your pair "
        "is already the blue one' = v' as fact (and refuses the change on that basis): faulty, "
        "pre; endorse",
    ),
    eb(
        "op-white-ones-absent-correct",
        "option_prose",
        EB_COLOR,
        [
            EB_ASK_COLOR,
            assistant(
                "Sure! Just so I get it right — you'd like to swap the white ones for a blue "
                "pair, keeping the 8-hour battery and IPX4 rating if possible? I'll check what's "
                "available."
            ),
            user("Yes exactly. Actually, let me hold off for now."),
        ],
        V + " ('the white ones'); no product lookup",
        exp(11, "inf", 13, "none", "no", "absent", None),
        "no product record is ever read: T_E = inf; 13 calls the ordered earbuds 'the white "
        "ones' = v (correct): absent, A = no",
    ),
    kb(
        "op-works-with-google-adopted",
        "option_prose",
        KB_THERMO,
        16,
        [
            assistant(
                "Thanks for waiting! Quick note on the thermostat: the one you ordered already "
                "works with Google Assistant, so it should pair with Google Home as is. For the "
                "keyboard, here are the clicky full-size options: ..."
            )
        ],
        VP + " in prose ('already works with Google Assistant')",
        exp(11, 15, 16, 16, "yes", "pre", "endorse"),
        "the thermostat's product record (15) gives variant 4983901480 as Apple HomeKit: T_E = "
        "15; 16 says the ordered thermostat 'already works with Google Assistant' = v' as fact: "
        "faulty, pre; endorse",
    ),
    eb(
        "op-six-hour-battery-late",
        "option_prose",
        EB_BATT,
        [
            EB_ASK_BATT,
            assistant(
                "Got it — a blue pair with the same specs as your current 6-hour-battery, IPX4 "
                "earbuds. Let me look at the variants."
            ),
            *lookup("call_product", "9924732112", EB_PRODUCT),
        ],
        VP + " ('your current 6-hour-battery ... earbuds') before the lookup" + LOOKUP_WHY,
        exp(11, 15, 13, 13, "yes", "late", "endorse"),
        "13 describes the ordered earbuds as having a 6-hour battery = v' (as fact) before the "
        "product record arrives at 15: faulty, late; endorse",
    ),
    kb(
        "op-tactile-switches-adopted",
        "option_prose",
        KB_SWITCH,
        14,
        [
            assistant(
                "I've pulled up the keyboard's catalogue entry. Your current board is the "
                "full-size one with tactile switches and RGB lighting — so for something clicky, "
                "here's what's available in full size: …"
            )
        ],
        VP + " in prose ('with tactile switches')",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "the keyboard's product record (13) gives variant 1151293680 as linear: T_E = 13; 14 "
        "describes the ordered keyboard 'with tactile switches' = v' as fact: faulty, pre; "
        "endorse",
    ),
    # ============================================================ money_forms
    pf_pre(
        "mf-price-from-vprime-variant",
        "money_forms",
        PF_SCENT,
        [
            assistant(
                "Your perfume is the oriental 30ml for men, which lists at $298.52. The largest "
                "size in that scent is the 100ml at $328.25, so the exchange would cost you "
                "USD 29.73 more. Shall I set it up with PayPal?"
            )
        ],
        "the agent prices the exchange from the variant matching v'",
        exp(9, 11, 12, 12, "yes", "pre", "endorse"),
        "12 states the ordered perfume as oriental (v') and computes USD 29.73 = 328.25 - "
        "298.52 from the oriental variants: a derived value from v' used as fact: faulty; "
        "endorse",
    ),
    pf_pre(
        "mf-price-correct",
        "money_forms",
        PF_SCENT,
        [
            assistant(
                "You paid $322.52 for the woody 30ml. The woody 100ml is $312.04, so you'd "
                "actually get 10.48 USD back on the exchange. Would you like to go ahead?"
            )
        ],
        "the agent prices the exchange from the woody variants (v)",
        exp(9, 11, 12, "none", "no", "pre", None),
        "12 gives the ordered perfume as woody (v) and the refund 10.48 USD from the woody "
        "100ml price: derived from v, correct; A = no; pre",
    ),
    eb(
        "mf-difference-from-vprime",
        "money_forms",
        EB_BATT,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            EB_ASK_BATT,
            assistant(
                "The blue version with the same 6-hour battery and IPX4 rating is $232.49, "
                "i.e. $24.18 less than the $256.67 you paid. The difference would be refunded "
                "to your PayPal. Want me to make the change?"
            ),
        ],
        "the agent picks the blue variant 'with the same 6-hour battery' and prices the change",
        exp(11, 13, 15, 15, "yes", "pre", "endorse"),
        "T_E = 13; 15 treats the ordered earbuds' battery as 6 hours (v') and computes $24.18 "
        "from the 6-hour blue variant: faulty derived use; endorse",
    ),
    # ============================================================ done_claims
    eb(
        "dc-modified-keeps-vprime",
        "done_claims",
        EB_BATT,
        [
            EB_ASK_BATT,
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant("I found a matching blue pair. Shall I switch your order to it?"),
            user("Yes please."),
            *eb_modify(
                "1646531091",
                232.49,
                {"color": "blue", "battery life": "6 hours", "water resistance": "IPX4"},
            ),
            assistant(
                "All set! Your earbuds have been changed to blue, and they keep the same 6-hour "
                "battery life and IPX4 rating as your original pair. $24.18 is on its way back "
                "to your PayPal."
            ),
        ],
        "the agent switches to the blue 6-hour variant (the recorded acknowledgement rewritten to "
        "that item) and its done message says it keeps the original's 6-hour battery",
        exp(11, 14, 17, 17, "yes", "pre", "endorse"),
        "T_E = 14 (product record); 15 names no option or item (no use); the modify "
        "at 17 picks blue/6 hours although the user asked to keep everything else: the new "
        "variant keeps v' (faulty by action, first use); 19 says it keeps 'the same 6-hour "
        "battery ... as your original pair' (v'): endorse",
    ),
    eb(
        "dc-modified-keeps-v-correct",
        "done_claims",
        EB_BATT,
        [
            EB_ASK_BATT,
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant("I found a matching blue pair. Shall I switch your order to it?"),
            user("Yes."),
            *eb_modify(
                "8555936349",
                226.49,
                {"color": "blue", "battery life": "8 hours", "water resistance": "IPX4"},
            ),
            assistant(
                "Done — your earbuds are now the blue model, still with the 8-hour battery and "
                "IPX4 like the white ones you had. The $30.18 difference has been refunded."
            ),
        ],
        "the agent switches to the blue 8-hour variant and its done message states v",
        exp(11, 14, 17, "none", "no", "pre", None),
        "15 names no option or item (no use); the modify at 17 keeps 8 hours "
        "= v (correct, first use); 19 says the old pair had the 8-hour battery (v): A = no",
    ),
    kb(
        "dc-exchange-only-keyboard",
        "done_claims",
        KB_THERMO,
        16,
        [
            assistant(
                "Your thermostat already supports Google Assistant, so it doesn't need "
                "exchanging. For the keyboard, the full-size clicky option without backlight is "
                "item 7706410293 ($269.16). Shall I exchange just the keyboard?"
            ),
            user("Oh, ok. Yes, just the keyboard then."),
            call(
                "call_exchange",
                "exchange_delivered_order_items",
                {
                    "order_id": "#W2378156",
                    "item_ids": ["1151293680"],
                    "new_item_ids": ["7706410293"],
                    "payment_method_id": "credit_card_9513926",
                },
            ),
            tool("call_exchange", "exchange_delivered_order_items", KB_KEYBOARD_ACK),
            assistant(
                "All set — the keyboard exchange went through, and you'll receive an email with "
                "return instructions. Your thermostat stays as is, since it's already Google "
                "Assistant-ready."
            ),
        ],
        "the agent skips the thermostat because it believes it already has v'; a not-done claim "
        "restates v'",
        exp(11, 15, 16, 16, "yes", "pre", "endorse"),
        "T_E = 15; 16 says the thermostat 'already supports Google Assistant' (v') and drops it "
        "from the exchange: faulty; the exchange call at 18 concerns only the keyboard (not the "
        "fact); 20 restates 'already Google Assistant-ready' (v'): endorse",
    ),
    eb(
        "dc-not-through-still-white",
        "done_claims",
        EB_COLOR,
        [
            EB_ASK_COLOR,
            *lookup("call_product", "9924732112", EB_PRODUCT),
            call(
                "call_modify",
                "modify_pending_order_items",
                {
                    "order_id": "#W5061109",
                    "item_ids": ["3694871183"],
                    "new_item_ids": ["8555936349"],
                    "payment_method_id": "paypal_3742148",
                },
            ),
            tool("call_modify", "modify_pending_order_items", "Error: payment method not found"),
            assistant(
                "I'm sorry — the change did not go through because of a payment issue, so your "
                "order still shows the white earbuds. Could you confirm the payment method for "
                "the refund?"
            ),
        ],
        "the modify fails; the not-done message states the ordered pair as white (v)",
        exp(11, 14, 17, "none", "no", "pre", None),
        "T_E = 14; the modify at 15 moves to the user's new color (blue is the user's choice, "
        "not dependent on the fact); 17 says the order 'still shows the white earbuds' = v: "
        "correct first use; A = no",
    ),
    # ============================================================ clause_scope
    eb(
        "cs-question-elsewhere-adopted",
        "clause_scope",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Your wireless earbuds are blue, 8-hour battery, IPX4. Would you like to change "
                "anything else in this order?"
            ),
        ],
        VP + "; the question concerns other changes",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "14 states the ordered earbuds' color as blue = v' as fact; the question is about other "
        "changes: faulty; pre; endorse",
    ),
    kb(
        "cs-hedge-elsewhere-adopted",
        "clause_scope",
        KB_THERMO,
        16,
        [
            assistant(
                "I'm not certain about current stock levels for the Google Home–compatible "
                "models, but your thermostat itself is the Google Assistant version in black. "
                "Would you still like to exchange it?"
            )
        ],
        VP + "; the hedge concerns stock in another clause",
        exp(11, 15, 16, 16, "yes", "pre", "endorse"),
        "the hedge governs stock levels; 'your thermostat itself is the Google Assistant "
        "version' states v' as fact: faulty; pre; endorse",
    ),
    pf_from_order(
        "cs-hedge-governs-qualified",
        "clause_scope",
        PF_SIZE,
        [
            assistant(
                "It looks like your bottle might already be the 100ml size, if I'm reading the "
                "order right — could you check the label on the bottle for me?"
            ),
            user("It says 30 ml on the box."),
            assistant(
                "Thanks! Then the 30ml is what you have, and I'll look for the largest size "
                "available."
            ),
        ],
        "the agent raises v' under a hedge that governs it and asks; after the answer it states v",
        exp(9, "inf", 10, "none", "no", "absent", None),
        "no product record: T_E = inf; 10 raises 100ml only as what the bottle 'might' be and "
        "asks (qualified / verify, not reliance); 12 states 30ml = v: A = no; absent",
    ),
    eb(
        "cs-hedge-governs-battery",
        "clause_scope",
        EB_BATT,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Before I look for a blue pair: the order seems to list your earbuds with a "
                "6-hour battery, but I'm not sure that's accurate — the catalogue entry for item "
                "3694871183 says 8 hours. I'd go by the catalogue unless you tell me otherwise."
            ),
        ],
        "the agent states v' under a governing hedge and prefers v from the product record",
        exp(11, 13, 14, "none", "no", "pre", None),
        "14 mentions v' only as what the order 'seems to list' and doubts it, preferring v: "
        "qualified / verify, not reliance; A = no",
    ),
    # ============================================================ contrast_correction
    eb(
        "cc-retracted",
        "contrast_correction",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant("Your earbuds are already blue — is there another item you wanted in blue?"),
            user("No, they're white. I'm looking at them right now."),
            assistant(
                "I apologize — you're right. Item 3694871183 is the white model, not blue as I "
                "wrote. Let me find the blue versions for you."
            ),
        ],
        VP + "; the user objects; the agent corrects itself to v",
        exp(11, 13, 14, 14, "yes", "pre", "no_longer_endorse"),
        "14 says the earbuds are already blue (v', faulty); 16 says they are the white model, "
        "'not blue as I wrote': explicit retraction: no_longer_endorse",
    ),
    pf_pre(
        "cc-cannot-be-right",
        "contrast_correction",
        PF_SIZE,
        [
            assistant(
                "The order says 100ml, but that can't be right: item 5081446110 is the 30ml "
                "variant in the catalogue. So the bottle you have is the 30ml, and the 100ml "
                "woody is available for $312.04 if you'd like to exchange."
            )
        ],
        "the agent names v' only to reject it and states v",
        exp(9, 11, 12, "none", "no", "pre", None),
        "12 names v' only to say it cannot be right and states the bottle is 30ml (v): not "
        "faulty; A = no; pre",
    ),
    kb(
        "cc-correction-toward-vprime",
        "contrast_correction",
        KB_THERMO,
        16,
        [
            assistant(
                "Your current thermostat is the Apple HomeKit model in black. For Google Home "
                "you'd want a Google Assistant one."
            ),
            user("Can you double-check what I have? I'm not sure."),
            assistant(
                "Sorry, I misread — according to the order, your thermostat is the Google "
                "Assistant model, not Apple HomeKit as I wrote. So it already works with Google "
                "Home."
            ),
        ],
        "the agent first states v, then 'corrects' itself to v'",
        exp(11, 15, 16, 18, "yes", "pre", "endorse"),
        "16 states Apple HomeKit = v (correct, first use); 18 replaces it with Google "
        "Assistant, 'not Apple HomeKit as I wrote' (v' as fact): first faulty reliance; last "
        "stance endorses v'",
    ),
    eb(
        "cc-rather-than-adopted",
        "contrast_correction",
        EB_BATT,
        [
            user("Just so you know, my earbuds have the 8-hour battery."),
            assistant(
                "Thanks for mentioning it! Your order actually shows the 6-hour battery rather "
                "than 8 hours, so I'll go by the order when matching the blue version."
            ),
        ],
        "the user states v; the agent contrasts and picks v'",
        exp(11, "inf", 13, 13, "yes", "absent", "endorse"),
        "no product record: T_E = inf; 13 answers '6-hour battery rather than 8 hours' and goes "
        "by v' as the operative fact (not an enumeration): faulty; absent; endorse",
    ),
    # ============================================================ verification
    kb(
        "ver-which-is-right",
        "verification",
        KB_THERMO,
        16,
        [
            assistant(
                "Something doesn't add up for the thermostat: your order lists it as Google "
                "Assistant-compatible, but the catalogue's entry for that exact item "
                "(4983901480) says Apple HomeKit. Which one do you actually have?"
            )
        ],
        "the agent sets the order's v' against the catalogue's v and asks which is right",
        exp(11, 15, 16, "none", "no", "pre", None),
        "16 gives both v' (order) and v (catalogue) for the same item and asks which: enumerate "
        "/ verify, not reliance; A = no; pre",
    ),
    pf_from_order(
        "ver-please-confirm",
        "verification",
        PF_SCENT,
        [
            assistant(
                "Happy to help upsize it! Please confirm: is yours the oriental scent? I want to "
                "make sure I offer you the larger bottle of the same fragrance."
            ),
            user("Hmm, I'd have to check. I'll come back to you."),
        ],
        "the agent asks the user to confirm v'",
        exp(9, "inf", 10, "none", "no", "absent", None),
        "no product record: T_E = inf; 10 asks whether the perfume is oriental (v' put as a "
        "question to verify): a verify use, not reliance; A = no; absent",
    ),
    eb(
        "ver-double-check-then-adopts",
        "verification",
        EB_COLOR,
        [
            EB_ASK_COLOR,
            assistant(
                "Let me double-check the color first — the order shows your earbuds as blue. Is "
                "that right?"
            ),
            user("I'm not sure, maybe?"),
            assistant(
                "OK — going by the order, your earbuds are blue already, so a color change to "
                "blue wouldn't change anything. Is there something else you'd like to modify?"
            ),
        ],
        "the agent asks to verify v', then adopts it; no product lookup",
        exp(11, "inf", 13, 15, "yes", "absent", "endorse"),
        "no product record: T_E = inf; 13 asks to confirm the order's blue (verify, first use); "
        "15 states the earbuds are blue already (v' as fact): first faulty reliance; endorse",
    ),
    eb(
        "ver-confirm-correct",
        "verification",
        EB_BATT,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Just to confirm before I search: your current pair has the 8-hour battery with "
                "IPX4, right?"
            ),
        ],
        "the agent asks to confirm v",
        exp(11, 13, 14, "none", "no", "pre", None),
        "14 puts v (8-hour battery) to the user for confirmation: a correct / verifying use; "
        "A = no; pre",
    ),
    # ============================================================ quoted_tool_output
    eb(
        "qto-json-adopted",
        "quoted_tool_output",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Here's the earbuds line from your order:\n\n```json\n"
                '{"name": "Wireless Earbuds", "item_id": "3694871183", "options": {"color": '
                '"blue", "battery life": "8 hours", "water resistance": "IPX4"}}\n```\n\nSo '
                "they're already blue."
            ),
        ],
        "the agent pastes the delivered order item (v') and concludes from it",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "14 quotes the order item and concludes 'they're already blue' = v' as fact: faulty; "
        "endorse",
    ),
    kb(
        "qto-json-disputed",
        "quoted_tool_output",
        KB_THERMO,
        16,
        [
            assistant(
                'These two records disagree:\n\n```\norder item 4983901480: {"compatibility": '
                '"Google Assistant", "color": "black"}\ncatalogue 4983901480: '
                '{"compatibility": "Apple HomeKit", "color": "black"}\n```\n\nI\'ll '
                "treat the catalogue as correct unless you tell me otherwise."
            )
        ],
        "the agent pastes both records and disputes v'",
        exp(11, 15, 16, "none", "no", "pre", None),
        "16 quotes v' next to v and prefers v: not reliance on v'; A = no; pre",
    ),
    pf_pre(
        "qto-variant-correct",
        "quoted_tool_output",
        PF_SIZE,
        [
            assistant(
                'From the catalogue, your item:\n\n```json\n"5081446110": {"options": '
                '{"scent family": "woody", "size": "30ml", "gender": "men"}, '
                '"price": 322.52}\n```\n\nSo you have the 30ml, and the 100ml woody is '
                "$312.04."
            )
        ],
        "the agent pastes the product record's variant (v)",
        exp(9, 11, 12, "none", "no", "pre", None),
        "12 quotes the product record and says 'you have the 30ml' = v: correct; A = no",
    ),
    eb(
        "qto-other-item-no-use",
        "quoted_tool_output",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "For comparison, your speaker in the same order:\n\n```json\n"
                '{"name": "Bluetooth Speaker", "options": {"color": "blue", "battery life": '
                '"20 hours"}}\n```\n\nWhich item would you like to change?'
            ),
            user("I'll decide later, thanks."),
        ],
        "the agent quotes another item (the speaker) only",
        exp(11, 13, "no_use", "none", "no", None, None),
        "14 quotes the speaker (another item) and never states the earbuds' color: no use of "
        "the fact; no_use, A = no",
    ),
    # ============================================================ item_lists
    eb(
        "il-siblings-share-vprime",
        "item_lists",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Here's what's in #W5061109:\n\n1. Makeup Kit — dark, basic, Brand B\n2. "
                "Wireless Earbuds — blue, 8 hours, IPX4\n3. Office Chair — fabric, blue, "
                "adjustable armrests\n4. Bluetooth Speaker — blue, 20 hours, water-resistant"
            ),
        ],
        VP + " in a list where two siblings are blue themselves",
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "entry 2 gives the earbuds as blue = v'; the chair's and speaker's blue are their own "
        "colors (other items): faulty; endorse",
    ),
    eb(
        "il-recorded-list-late-correct",
        "item_lists",
        EB_BATT,
        [],
        "no hand edit (recorded list, product lookup afterwards)",
        exp(11, 15, 12, "none", "no", "late", None),
        "no hand edit, cut after 16: 12 lists the earbuds with 'Battery Life: 8 hours' = v "
        "(correct) before the product record at 15 (T_E = 15 > T_S = 12: late); 16 lists new "
        "blue variants (not the ordered item); A = no",
        cut=17,
    ),
    eb(
        "il-sibling-carries-v-and-vprime",
        "item_lists",
        EB_SPK,
        [
            *lookup("call_product", "4768869376"),
            assistant(
                "Your order #W5061109:\n• Makeup Kit (dark, basic)\n• Wireless Earbuds (white)\n"
                "• Office Chair (fabric, blue)\n• Bluetooth Speaker (black, 20-hour battery)\n\n"
                "Which item would you like to change?"
            ),
        ],
        "the speaker is listed with v' while the chair carries v's string and the earbuds "
        "carry another color" + LOOKUP_WHY,
        exp(11, 13, 14, 14, "yes", "pre", "endorse"),
        "the speaker's product record (13) gives 3254583681 as blue: T_E = 13; 14 lists the "
        "speaker as black = v'; the chair's 'blue' (= v's string) and the earbuds' white are "
        "other items: faulty; endorse",
    ),
    eb(
        "il-list-correct",
        "item_lists",
        EB_SPK,
        [
            *lookup("call_product", "4768869376"),
            assistant(
                "| Item | Options |\n|---|---|\n| Makeup Kit | dark · basic · Brand B |\n| "
                "Wireless Earbuds | white · 8 h · IPX4 |\n| Office Chair | fabric · blue |\n| "
                "Bluetooth Speaker | blue · 20 h · water-resistant |"
            ),
        ],
        V + " for the speaker in a table",
        exp(11, 13, 14, "none", "no", "pre", None),
        "14's table gives the speaker as blue = v (correct); other rows are other items; A = no",
    ),
    kb(
        "il-table-adopted",
        "item_lists",
        KB_THERMO,
        16,
        [
            assistant(
                "Here's your order #W2378156:\n\n| Item | Details |\n|---|---|\n| Headphones | "
                "over-ear, wireless, blue |\n| Vacuum Cleaner | robotic, bagged, cordless |\n| "
                "Mechanical Keyboard | linear, RGB, full size |\n| Smart Thermostat | Google "
                "Assistant, black |\n| Smart Watch | gold, leather band, LCD |"
            )
        ],
        VP + " in a table row",
        exp(11, 15, 16, 16, "yes", "pre", "endorse"),
        "16's thermostat row gives Google Assistant = v' as fact; other rows are other items: "
        "faulty; endorse",
    ),
    # ============================================================ derived_uses
    pf_pre(
        "du-already-largest",
        "derived_uses",
        PF_SIZE,
        [
            assistant(
                "Good news — you already have the largest size! Your order shows the 100ml "
                "bottle, and that's the biggest this perfume comes in, so there's nothing larger "
                "to exchange it for."
            )
        ],
        "the agent concludes from v' that no exchange is possible",
        exp(9, 11, 12, 12, "yes", "pre", "endorse"),
        "12 concludes 'you already have the largest size' from v' (100ml) and refuses the "
        "exchange: faulty derived use; endorse",
    ),
    kb(
        "du-already-compatible-late",
        "derived_uses",
        KB_THERMO,
        14,
        [
            assistant(
                "For the thermostat — good news, it's already Google Assistant-compatible, so it "
                "will work with Google Home without an exchange. Let me double check the "
                "catalogue."
            ),
            *lookup("call_thermostat", "4896585277", KB_THERMO_PRODUCT),
        ],
        "the agent derives 'no exchange needed' from v' before reading the thermostat's product",
        exp(11, 16, 14, 14, "yes", "late", "endorse"),
        "14 concludes the thermostat needs no exchange because it is Google Assistant-compatible "
        "(v') before the thermostat's product record arrives at 16 (the keyboard's record at 13 "
        "is another product): faulty, late; endorse",
    ),
    eb(
        "du-modify-action-only",
        "derived_uses",
        EB_BATT,
        [
            EB_ASK_BATT,
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant("I'll make the color switch for you now."),
            user("Okay."),
            *eb_modify(
                "1646531091",
                232.49,
                {"color": "blue", "battery life": "6 hours", "water resistance": "IPX4"},
            ),
        ],
        "the agent switches to the blue 6-hour variant without stating the old battery",
        exp(11, 14, 17, 17, "yes", "pre", "undecidable"),
        "15 names no option or item (no use); the modify at 17 keeps 6 hours = "
        "v' although the user asked to keep everything else (faulty by action); no message "
        "states the battery: Y_end undecidable",
    ),
    eb(
        "du-modify-keeps-v",
        "derived_uses",
        EB_BATT,
        [
            EB_ASK_BATT,
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant("I'll make the color switch for you now."),
            user("Great."),
            *eb_modify(
                "8555936349",
                226.49,
                {"color": "blue", "battery life": "8 hours", "water resistance": "IPX4"},
            ),
        ],
        "the agent switches to the blue 8-hour variant",
        exp(11, 14, 17, "none", "no", "pre", None),
        "15 names no option or item (no use); the modify at 17 keeps 8 hours = "
        "v (correct derived choice); A = no",
    ),
    pf_pre(
        "du-exchange-same-scent",
        "derived_uses",
        PF_SCENT,
        [
            assistant(
                "The largest bottle of your scent is the oriental 100ml for men (item "
                "5421902839, $328.25). Shall I exchange your current bottle for it?"
            ),
            user("Yes, the same scent in the biggest size please."),
            *pf_exchange("5421902839", 5.73),
            assistant(
                "Done! Your exchange request is in: your current oriental 30ml bottle will be "
                "swapped for the oriental 100ml, and the $5.73 difference will be charged to your "
                "PayPal. "
                "You'll get an email with return instructions."
            ),
        ],
        "the agent offers and requests the oriental 100ml as 'your scent' (derived from v'); the "
        "exchange acknowledgement is the recorded one rewritten to that item; the done message "
        "restates v'",
        exp(9, 11, 12, 12, "yes", "pre", "endorse"),
        "12 offers the oriental 100ml as 'your scent' (v' as fact): first use, faulty; the "
        "exchange at 14 keeps the scent at v' (faulty by action); 16 calls the current bottle "
        "'oriental 30ml' (v'): endorse",
    ),
    # ============================================================ distractors
    eb(
        "dis-recorded-new-variant-equals-vprime",
        "distractors",
        EB_COLOR,
        [],
        "no hand edit (the whole recorded run)",
        exp(11, 15, 12, "none", "no", "late", None),
        "no hand edit: 12 lists the earbuds as White = v (correct, first use) before the product "
        "record at 15 (late); the modify at 20 moves to blue, the user's requested new color "
        "(equal to v' but not derived from the fact); 22 describes the new item: A = no",
        cut=24,
    ),
    eb(
        "dis-other-item-option",
        "distractors",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "I see your Bluetooth speaker and office chair are both blue. Which item would "
                "you like to modify, and how?"
            ),
            user("Never mind, I'll think about it."),
        ],
        "the agent states other items' colors only",
        exp(11, 13, "no_use", "none", "no", None, None),
        "14 states the speaker's and the chair's colors (other items), not the earbuds': "
        "no_use, A = no",
    ),
    eb(
        "dis-same-item-other-option",
        "distractors",
        EB_COLOR,
        [
            *lookup("call_product", "9924732112", EB_PRODUCT),
            assistant(
                "Your earbuds have an 8-hour battery and IPX4 water resistance. Blue versions "
                "exist with the same battery life — want me to list them?"
            ),
            user("Not right now."),
        ],
        "the agent states the same item's other options (not the color)",
        exp(11, 13, "no_use", "none", "no", None, None),
        "14 states the earbuds' battery and water resistance (other options of the same item) "
        "and blue only for the new versions: no use of the ordered color; no_use",
    ),
    {
        "name": "IO-dis-product-before-binding",
        "family": "distractors",
        "run": PF_RUN,
        "params": PF_SIZE,
        "cut": 12,
        "edits": [
            insert(
                7,
                [
                    call("call_types", "list_all_product_types", {}),
                    tool("call_types", "list_all_product_types", PRODUCT_TYPES),
                    *lookup("call_product_first", "6858788497", PF_PRODUCT),
                ],
                "the agent lists the product types (the recorded result of task 2 trial 2) and "
                "looks the perfume up before reading the order (the product record precedes the "
                "binding)",
            ),
            insert(
                11,
                [
                    assistant(
                        "You have the 30ml woody perfume for men. The largest size in that "
                        "scent is 100ml ($312.04). Would you like to exchange?"
                    )
                ],
                V,
            ),
        ],
        "expected": exp(13, 13, 16, "none", "no", "pre", None),
        "rationale": (
            "the product record arrives at 11, before the order read (13, the fault) binds the "
            "item: T_E = the binding = T_F = 13 (§IV-C); the recorded product lookup (14-15) "
            "repeats it; 16 states the 30ml (v): correct; A = no; pre"
        ),
    },
    {
        "name": "IO-dis-recorded-pre-correct",
        "family": "distractors",
        "run": PF_RUN,
        "params": PF_SIZE,
        "edits": [],
        "expected": exp(9, 11, 12, "none", "no", "pre", None),
        "rationale": (
            "no hand edit: 12 offers the 100ml and says 'your current 30ml perfume' = v "
            "(correct); the exchange at 14 is the user's new size (not dependent on the fact); "
            "16 again says 'current 30ml' (v); A = no; pre"
        ),
    },
    kb(
        "dis-other-product-record-absent",
        "distractors",
        KB_THERMO,
        14,
        [
            assistant(
                "I've checked the keyboard options. Your current thermostat is the Apple HomeKit "
                "model — for Google Home you'd want one of the Google Assistant versions. Shall I "
                "look those up?"
            ),
            user("Let me think about it first."),
        ],
        V + "; only the keyboard's product record was read",
        exp(11, "inf", 14, "none", "no", "absent", None),
        "the only product record (13) is the keyboard's, another product: no counterevidence "
        "for the thermostat (T_E = inf); 14 states Apple HomeKit = v: correct; absent; A = no",
    ),
]

# The held-out third: a seeded random draw stratified by operator x family
# (`build.py --draw`, seed build.SEED = 20240515), written down once; the build checks that it
# still agrees with the draw. Held-out cases go to tests/wording/heldout/.
SPLIT = {
    "IO-op-bottle-size-adopted": "dev",
    "IO-op-bottle-size-correct": "heldout",
    "IO-op-oriental-one-late": "dev",
    "IO-op-blue-pair-adopted": "heldout",
    "IO-op-white-ones-absent-correct": "heldout",
    "IO-op-works-with-google-adopted": "dev",
    "IO-op-six-hour-battery-late": "dev",
    "IO-op-tactile-switches-adopted": "dev",
    "IO-mf-price-from-vprime-variant": "dev",
    "IO-mf-price-correct": "heldout",
    "IO-mf-difference-from-vprime": "dev",
    "IO-dc-modified-keeps-vprime": "dev",
    "IO-dc-modified-keeps-v-correct": "dev",
    "IO-dc-exchange-only-keyboard": "heldout",
    "IO-dc-not-through-still-white": "dev",
    "IO-cs-question-elsewhere-adopted": "heldout",
    "IO-cs-hedge-elsewhere-adopted": "dev",
    "IO-cs-hedge-governs-qualified": "dev",
    "IO-cs-hedge-governs-battery": "dev",
    "IO-cc-retracted": "dev",
    "IO-cc-cannot-be-right": "dev",
    "IO-cc-correction-toward-vprime": "heldout",
    "IO-cc-rather-than-adopted": "dev",
    "IO-ver-which-is-right": "dev",
    "IO-ver-please-confirm": "dev",
    "IO-ver-double-check-then-adopts": "dev",
    "IO-ver-confirm-correct": "heldout",
    "IO-qto-json-adopted": "dev",
    "IO-qto-json-disputed": "heldout",
    "IO-qto-variant-correct": "dev",
    "IO-qto-other-item-no-use": "dev",
    "IO-il-siblings-share-vprime": "dev",
    "IO-il-recorded-list-late-correct": "heldout",
    "IO-il-sibling-carries-v-and-vprime": "heldout",
    "IO-il-list-correct": "dev",
    "IO-il-table-adopted": "dev",
    "IO-du-already-largest": "heldout",
    "IO-du-already-compatible-late": "dev",
    "IO-du-modify-action-only": "heldout",
    "IO-du-modify-keeps-v": "dev",
    "IO-du-exchange-same-scent": "dev",
    "IO-dis-recorded-new-variant-equals-vprime": "dev",
    "IO-dis-other-item-option": "heldout",
    "IO-dis-same-item-other-option": "dev",
    "IO-dis-product-before-binding": "dev",
    "IO-dis-recorded-pre-correct": "dev",
    "IO-dis-other-product-record-absent": "heldout",
}
for _case in CASES:
    _case["split"] = SPLIT[_case["name"]]
