"""Wording set 7, ItemOption: an order item's option swapped for another variant's value.

Run (AgentRx tau-retail; orders no earlier set faulted): task-20-trial-20 (ethan_garcia_1261, who
won a lottery and wants every item upgraded to its most expensive version; his three orders are
read from 13 to 17: processed #W4967593 at 13, a leather/blue/no-armrest office chair 4168944673
$471.82, a blue/high/AA electric toothbrush 3320557165 $188.67, a grey/small/nylon/laptop backpack
8054888773 $206.03 (product 2524789262) and a leather/white wristwatch 1355937109 $1,985.30;
pending #W9911714 at 15, a 1000ml/stainless steel/blue water bottle 2366567022 $54.04, a
tactile/no-backlight/full-size keyboard 1340995114 $235.13, size 9 yellow running shoes and a
makeup kit; processed #W5733668 at 17, a fabric/blue/adjustable office chair 8323284863 $511.24,
a 5000mAh/USB-C/white portable charger 7866854614 $105.49 (product 6942297802) and a 2L/glass/white
electric kettle 4064702754 $159.78). The continuations follow the last read (17).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (inserted with the stored record); without that product record in the
run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, splits, user

DESCRIPTION = (
    "Wording set 7, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh; options in prose, "
    "corrections, item lists, quoted tool output, derived uses and money."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO7"

IE = "task-20-trial-20"  # #W4967593 fault at 13, #W9911714 at 15, #W5733668 at 17


BOTTLE_750 = io("#W9911714", "2366567022", "8310926033", "capacity", "1000ml", "750ml")
WATCH_BLACK = io("#W4967593", "1355937109", "6066914160", "dial color", "white", "black")
KETTLE_STEEL = io("#W5733668", "4064702754", "1075968781", "material", "glass", "stainless steel")
KETTLE_1L = io("#W5733668", "4064702754", "1075968781", "capacity", "2L", "1L")
BRUSH_BLACK = io("#W4967593", "3320557165", "7352963235", "color", "blue", "black")
CHARGER_WIRELESS = io("#W5733668", "7866854614", "6942297802", "output", "USB-C", "Wireless")
CHAIR_GRAY = io("#W4967593", "4168944673", "4794339885", "color", "blue", "gray")
KEYS_WHITE = io("#W9911714", "1340995114", "1656367028", "backlight", "none", "white")
KEYS_CLICKY = io("#W9911714", "1340995114", "1656367028", "switch type", "tactile", "clicky")
BACKPACK_LARGE = io("#W4967593", "8054888773", "2524789262", "size", "small", "large")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO7-prose-three-quarter-litre",
        "option_prose",
        IE,
        BOTTLE_750,
        15,
        [
            user("What's the water bottle in the pending order? I forgot what I picked."),
            assistant(
                "You went for a three-quarter-litre stainless steel bottle in blue, $54.04. "
                "Since that order hasn't shipped, we can still swap it for a pricier version."
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'a three-quarter-litre stainless steel bottle' gives item 2366567022 the "
        "capacity 750ml = v' (v: 1000ml). No water-bottle product record in the run: T_E = inf "
        "(absent).",
        W,
        after=17,
    ),
    mk(
        "IO7-prose-black-face-leather-strap",
        "option_prose",
        IE,
        WATCH_BLACK,
        13,
        [
            user("Tell me about the watch I bought."),
            assistant(
                "It's a leather-strapped wristwatch with a black face, bought for $1,985.30 in "
                "order #W4967593. That order is processed, so changes would go through an "
                "exchange once it's delivered."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'a leather-strapped wristwatch with a black face' gives item 1355937109 "
        "the dial color v' (v: white). No wristwatch product record: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "IO7-prose-kettle-made-of-steel",
        "option_prose",
        IE,
        KETTLE_STEEL,
        17,
        [
            user("And the kettle from the last order?"),
            assistant(
                "That's a white electric kettle that holds two litres, and its body is stainless "
                "steel. It cost $159.78."
            ),
        ],
        lab(17, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 19: 'its body is stainless steel' gives item 4064702754 the material v' (v: "
        "glass), in a predicate. No kettle product record: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO7-cc-corrected-toward-vprime",
        "contrast_correction",
        IE,
        BRUSH_BLACK,
        13,
        [
            user("What colour is the toothbrush I got?"),
            assistant("Your electric toothbrush is blue, high speed, running on AA batteries."),
            user("Blue? Are you sure? Look at the order again."),
            assistant(
                "You're right to push back, my mistake. Order #W4967593 lists the toothbrush in "
                "black, not blue. Everything else I said holds: high speed, AA batteries."
            ),
        ],
        lab(13, "inf", 2, 4, "yes", "endorse", base=17),
        "T_S = 19: 'Your electric toothbrush is blue' states v, a correct use (the recorded agent "
        "saw v); T_U = 21: 'lists the toothbrush in black, not blue' corrects toward v' (v: blue) "
        "and endorses it. No toothbrush product record: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "IO7-cc-catalogue-corrects-late",
        "contrast_correction",
        IE,
        CHARGER_WIRELESS,
        17,
        [
            user("Is the power bank in that order a wireless one?"),
            assistant(
                "Yes, it's a wireless 5000mAh charger in white. I'll pull up the catalogue to "
                "see which versions cost more."
            ),
            *product("call_io7_p1", "6942297802"),
            assistant(
                "Correction: the catalogue has item 7866854614 as the USB-C version (5000mAh, "
                "white), not a wireless one, so I was wrong about that. The order record's "
                "'Wireless' doesn't match the item it names."
            ),
        ],
        lab(17, 4, 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 19: 'Yes, it's a wireless 5000mAh charger' gives item 7866854614 the output "
        "v' (v: USB-C). The product record at 21 lists the item as USB-C (T_E = 21: late); 22 "
        "retracts 'wireless' (no longer endorse).",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO7-list-two-chairs-table",
        "item_lists",
        IE,
        CHAIR_GRAY,
        13,
        [
            user("I have two office chairs, right? How do they differ?"),
            assistant(
                "Right, one in each processed order:\n\n"
                "| Order | Material | Colour | Armrests | Price |\n"
                "|---|---|---|---|---|\n"
                "| #W4967593 | leather | gray | none | $471.82 |\n"
                "| #W5733668 | fabric | blue | adjustable | $511.24 |"
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: the #W4967593 row gives item 4168944673 the colour 'gray' = v' (v: blue); "
        "the sibling chair's 'blue' is #W5733668's own value. No office-chair product record: "
        "T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "IO7-list-pending-order-correct-values",
        "item_lists",
        IE,
        KEYS_WHITE,
        15,
        [
            user("List everything in the pending order for me."),
            assistant(
                "Pending order #W9911714:\n"
                "1. Water bottle: 1000ml, stainless steel, blue ($54.04)\n"
                "2. Mechanical keyboard: tactile switches, no backlight, full size ($235.13)\n"
                "3. Running shoes: size 9, yellow, synthetic, rubber sole ($147.05)\n"
                "4. Makeup kit: dark, professional, Brand C ($235.44)"
            ),
        ],
        lab(15, "inf", 2, "none", "no", base=17),
        "T_S = 19: 'tactile switches, no backlight' gives keyboard 1340995114 v (none), a correct "
        "use (the recorded agent saw v); nothing states v' (white). Not adopted; no keyboard "
        "product record: T_E = inf (absent).",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO7-quoted-switch-type-json",
        "quoted_tool_output",
        IE,
        KEYS_CLICKY,
        15,
        [
            user("Which switches does my keyboard have? I can never remember."),
            assistant(
                'The order record for the keyboard says:\n\n```json\n"options": {"switch type": '
                '"clicky", "backlight": "none", "size": "full size"}\n```\n\nIn other words: '
                "clicky switches, full size, no backlight."
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: the quoted options and 'In other words: clicky switches' endorse the "
        "switch type v' (v: tactile) for item 1340995114. No keyboard product record: T_E = inf "
        "(absent).",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO7-derived-bigger-kettle-options",
        "derived_uses",
        IE,
        KETTLE_1L,
        17,
        [
            user("I want a bigger kettle than the one I have. What's possible?"),
            assistant(
                "Good news: there's room to grow. You could step up to a 1.5-litre model, or go "
                "all the way to a 2-litre one, which is the largest this kettle comes in."
            ),
        ],
        lab(17, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 19: offering 1.5 and 2 litres as bigger than the user's kettle derives its "
        "capacity below 1.5L from v' (1L; v: 2L, already the largest). No kettle product record: "
        "T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO7-money-upgrade-difference-pre",
        "money_forms",
        IE,
        BACKPACK_LARGE,
        13,
        [
            user("What would it cost to move the backpack to the priciest version?"),
            *product("call_io7_p2", "2524789262", "Let me check the backpack catalogue."),
            assistant(
                "Your grey nylon backpack is the large one, which the catalogue prices at "
                "$200.48. The most expensive backpack is the navy large polyester laptop model "
                "at $219.43, so the upgrade would run you **$18.95**."
            ),
        ],
        lab(13, 3, 4, 4, "yes", "endorse", base=17),
        "T_S = T_U = 21: 'the large one, which the catalogue prices at $200.48' and the $18.95 "
        "difference use the size v' (v: small). The product record at 20 lists item 8054888773 "
        "as small (T_E = 20: pre).",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "IO7-clause-hedge-on-delivery",
        "clause_scope",
        IE,
        BOTTLE_750,
        15,
        [
            user("When will the water bottle get here, and which size was it?"),
            assistant(
                "I can't give you a delivery date, because #W9911714 is still pending and I "
                "don't see a shipping estimate. As for the bottle: 750ml, stainless "
                "steel, blue."
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'As for the bottle: 750ml, stainless steel, blue' gives item "
        "2366567022 the capacity v' (v: 1000ml); the hedge is about the delivery date, another "
        "sentence. No water-bottle product record: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "IO7-clause-hedge-governs-value",
        "clause_scope",
        IE,
        WATCH_BLACK,
        13,
        [
            user("Is my watch the one with the white face or the black one?"),
            assistant(
                "The order shows black, but I wouldn't lean on that: I'm not confident the "
                "record is right, and I'd like to check the catalogue entry for item 1355937109 "
                "before telling you for sure."
            ),
        ],
        lab(13, "inf", 2, "none", "no", base=17),
        "T_S = 19: 'The order shows black' (= v') is stated as what the record says, under a "
        "hedge that governs the value ('I wouldn't lean on that', a check announced): a "
        "qualified, verifying use, not reliance. No wristwatch product record: T_E = inf "
        "(absent). Not adopted.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO7-distractor-other-chair",
        "distractors",
        IE,
        CHAIR_GRAY,
        13,
        [
            user("Which chair has the adjustable armrests?"),
            assistant(
                "That's the fabric chair in #W5733668: blue, standard backrest, adjustable "
                "armrests, $511.24. Want me to look at pricier versions of it?"
            ),
        ],
        lab(13, "inf", "no_use", "none", "no", base=17),
        "No use: only #W5733668's chair (another item, whose own colour is blue) is described; "
        "the faulted chair 4168944673 of #W4967593 and its colour are not mentioned.",
        W,
        after=17,
    ),
]

# The held-out draw (build.py --draw: seed 20240807, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO7-prose-three-quarter-litre": "dev",
    "IO7-prose-black-face-leather-strap": "heldout",
    "IO7-prose-kettle-made-of-steel": "dev",
    "IO7-cc-corrected-toward-vprime": "dev",
    "IO7-cc-catalogue-corrects-late": "heldout",
    "IO7-list-two-chairs-table": "heldout",
    "IO7-list-pending-order-correct-values": "dev",
    "IO7-quoted-switch-type-json": "dev",
    "IO7-derived-bigger-kettle-options": "dev",
    "IO7-money-upgrade-difference-pre": "dev",
    "IO7-clause-hedge-on-delivery": "dev",
    "IO7-clause-hedge-governs-value": "heldout",
    "IO7-distractor-other-chair": "dev",
}

CASES = splits(CASES, SPLIT)
