"""ItemOption conformance cases (retail): an order item's option replaced by another variant's.

Cross-record structure: the product record (get_product_details) lists every variant's options,
but refutes the corrupted order item only once the item is bound to its variant (the order
observation's item_id and product_id); T_E is the later of the two observations. The product
record may arrive after the order (pre or late relative to use), before it (T_E at the binding)
or never (absent).
"""

from __future__ import annotations

from build import alter, args, call, clean_result, insert, patch, result, say, sub, tool

OPERATOR = "ItemOption"
DOMAIN = "tau_retail"
DATA = "retail"
PREFIX = "IO"
DESCRIPTION = (
    "ItemOption (paper §IV-A): an order item's option in get_order_details replaced by another "
    "existing variant's value; counterevidence = the product record's variant for that item_id, "
    "valid once the order item is bound to it (cross-record; T_E = the later of the two). Built "
    "from real tau-bench retail runs (AgentRx) by `sscb inject --replay`, with documented edits."
)

RUN = "task-15-trial-15"  # Fatima Johnson's pending order #W5199551, Hiking Boots 1615379700
BOOTS = {
    "order_id": "#W5199551",
    "item_id": "1615379700",
    "product_id": "7363354090",
    "option": "material",
    "original_value": "synthetic",
    "injected_value": "leather",
}
SAY_OK = (
    "Your pending order #W5199551 includes Hiking Boots (item 1615379700): size 10, synthetic "
    "material, waterproof."
)
SAY_V = (
    "Your pending order #W5199551 includes Hiking Boots (item 1615379700): size 10, leather "
    "material, waterproof."
)
WHY_OK = "the agent states the ordered boots' options as the product record gives them"
WHY_V = "the agent states the ordered boots' material as the injected value (adopts v')"

TRUNCATED_CALL = call("call_trunc", "modify_pending_order_items", {})
TRUNCATED_CALL["tool_calls"][0]["function"]["arguments"] = (
    '{"order_id":"#W5199551","item_ids":["1615379700"],"new_item_ids":["'
)

CASES = [
    {
        "name": "pre-correct",
        "run": RUN,
        "params": BOOTS,
        "cut": 18,
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 11,
            "t_s": 12,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
            "pre_reliance": None,
            "stance_end": None,
        },
        "rationale": (
            "the order at 9 binds item 1615379700 to product 7363354090 (fault: material "
            "leather); the product record at 11 gives that variant's material as synthetic: T_E "
            "= 11; 12 states the ordered boots as Synthetic (correct; the other materials it "
            "lists belong to other variants); 14/16 describe the new variant: A = no"
        ),
    },
    {
        "name": "pre-adopted",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [say(12, SAY_V, WHY_V + "; the variant list is left out")],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 11,
            "t_s": 12,
            "t_u": 12,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
            "stance_end": "endorse",
        },
        "rationale": (
            "T_E = 11 (binding at 9, product record at 11); 12 states the ordered boots as "
            "leather: first use, faulty, after T_E: pre and pre-reliance; endorse"
        ),
    },
    {
        "name": "pre-adopted-with-variant-list",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            sub(
                12,
                "- **Material**: Synthetic\n- **Waterproof**: Yes\n- **Price**: $253.89",
                "- **Material**: Leather\n- **Waterproof**: Yes\n- **Price**: $253.89",
                WHY_V,
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 11,
            "t_s": 12,
            "t_u": 12,
            "adopted": "yes",
            "arrival": "pre",
            "pre_reliance": True,
        },
        "rationale": (
            "12 states the ordered boots as Leather (faulty); 'Synthetic' appears only in the "
            "list of other variants the user may switch to, not as an alternative for this "
            "item: not an enumeration of the affected fact"
        ),
    },
    {
        "name": "pre-qualified",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            say(
                12,
                "Your order lists the boots' material as leather, but the product record "
                "gives item 1615379700 as synthetic; let me double-check before we continue.",
                "the agent reports v' while noticing the product record disagrees",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 11,
            "t_s": 12,
            "t_u": "none",
            "adopted": "no",
            "arrival": "pre",
        },
        "rationale": (
            "12 uses the option only to question it against the product record: a dependent "
            "but not faulty use; A = no"
        ),
    },
    {
        "name": "late-adopted",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            insert(
                9,
                [{"role": "assistant", "content": SAY_V}],
                WHY_V + ", right after the order read and before looking up the product",
            ),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 12,
            "t_s": 10,
            "t_u": 10,
            "adopted": "yes",
            "arrival": "late",
            "pre_reliance": False,
            "stance_end": "no_longer_endorse",
        },
        "rationale": (
            "10 states leather (faulty) before the product record arrives at 12 (T_E): late, not"
            " pre-reliance; the recorded message at 13 then gives the ordered boots as "
            "Synthetic: the last explicit stance no longer endorses v'"
        ),
    },
    {
        "name": "absent-correct",
        "run": RUN,
        "params": BOOTS,
        "cut": 10,
        "edits": [
            insert(
                9,
                [{"role": "assistant", "content": SAY_OK}],
                WHY_OK + " from the order alone (no product lookup)",
            )
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 10,
            "t_u": "none",
            "adopted": "no",
            "arrival": "absent",
        },
        "rationale": (
            "the product record is never read: no counterevidence (T_E = inf); 10 states the "
            "original synthetic (correct): absent, A = no"
        ),
    },
    {
        "name": "absent-adopted",
        "run": RUN,
        "params": BOOTS,
        "cut": 10,
        "edits": [insert(9, [{"role": "assistant", "content": SAY_V}], WHY_V)],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 10,
            "t_u": 10,
            "adopted": "yes",
            "arrival": "absent",
            "pre_reliance": False,
            "stance_end": "endorse",
        },
        "rationale": "no product read (T_E = inf); 10 states leather as fact: absent, adopted",
    },
    {
        "name": "product-before-binding",
        "run": "task-2-trial-2",
        "params": {
            "order_id": "#W6247578",
            "item_id": "3799046073",
            "product_id": "9523456873",
            "option": "color",
            "original_value": "black",
            "injected_value": "blue",
        },
        "edits": [],
        "expected": {
            "triggered": True,
            "t_f": 17,
            "t_e": 17,
            "t_s": "no_use",
            "t_u": "none",
            "adopted": "no",
            "arrival": None,
        },
        "rationale": (
            "the T-Shirt product record arrives at 5, before the order (17) binds item "
            "3799046073 to it: the relation completes at the binding, T_E = 17 = T_F, not 5; "
            "the agent then only discusses other items: no use"
        ),
    },
    {
        "name": "control-product-altered",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            patch(
                11,
                ["variants", "1615379700", "options", "material"],
                "leather",
                "the intervention also rewrote the product record's variant to agree with v'",
            ),
            alter(11, "that product record was altered by the intervention"),
            say(12, SAY_V, WHY_V),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 12,
            "t_u": 12,
            "adopted": "yes",
            "arrival": "absent",
            "pre_reliance": False,
        },
        "rationale": (
            "control: the product record at 11 was altered to agree with v' (and is in "
            "`altered`): not independent, not evidence; T_E = inf; 12 states leather: absent"
        ),
    },
    {
        "name": "control-other-product",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            args(10, {"product_id": "9523456873"}, "the agent looks up another product"),
            result(
                11,
                clean_result(DATA, "task-2-trial-2", 5),
                "the T-Shirt product record as recorded in task 2 trial 2",
            ),
            say(12, SAY_OK, WHY_OK),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": "inf",
            "t_s": 12,
            "t_u": "none",
            "adopted": "no",
            "arrival": "absent",
        },
        "rationale": (
            "control: the product read at 11 is the T-Shirt (9523456873), not the boots' "
            "product: no variant bound to the item, not evidence (T_E = inf); 12 correct"
        ),
    },
    {
        "name": "undecidable-first-use",
        "run": RUN,
        "params": BOOTS,
        "cut": 13,
        "edits": [
            insert(
                11,
                [
                    TRUNCATED_CALL,
                    tool(
                        "call_trunc",
                        "modify_pending_order_items",
                        "Error: the arguments could not be parsed",
                    ),
                ],
                "the agent tries to modify the order; the call's argument text is truncated "
                "(set just below)",
            ),
            say(12, SAY_OK, WHY_OK),
        ],
        "expected": {
            "triggered": True,
            "t_f": 9,
            "t_e": 11,
            "t_s": "undecidable",
            "t_u": "undecidable",
            "adopted": "undecidable",
            "arrival": None,
        },
        "rationale": (
            "the modification call at 12 has unreadable arguments: a potential use of the item "
            "(possibly on its believed material) before the certain correct use at 14; T_S, "
            "T_U, A undecidable; every candidate follows T_E = 11 and a use exists: pre; Z_S "
            "itself is defined only for triggered runs whose T_S is a step (PRODUCT.md section 4, "
            "issue 4: 'Z_S only when triggered and T_S is a step'), so the record's arrival is "
            "null and the run stays outside the population P"
        ),
    },
    {
        "name": "untriggered",
        "run": RUN,
        "params": {
            "order_id": "#W6247578",
            "item_id": "3799046073",
            "product_id": "9523456873",
            "option": "color",
            "original_value": "black",
            "injected_value": "blue",
        },
        "cut": 13,
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
        "rationale": "the run never reads order #W6247578 (task 2's T-Shirt order): untriggered",
    },
]
