"""Wording set 6, ItemOption: an order item's option swapped for another variant's value.

Runs (AgentRx tau-retail; orders no earlier set faulted for this operator): task-81-trial-81
(james_kim_7213, who wants to cancel an order and does not know which; his four orders are read
from 13 to 19: pending #W9154975 at 13, a black/small/nylon/laptop backpack 7824298782 $200.38, a
1L/glass/white electric kettle 5268233322 $155.99, a 19 bar/2L/capsule espresso machine
1157853815 $3,096.70, a small/ionic/quiet air purifier 5669664287 $543.68 and a
white/low/rechargeable toothbrush 6164262152 $211.11; pending #W3289292 at 15; processed #W7284266
at 17, a 6 ft/red/olefin/manual tilt patio umbrella 8170914468 $316.29 and a wood/black/4 ft
bookshelf; pending #W9722559 at 19, a 5000mAh wireless charger, a 2-piece red hardshell luggage
set, a M/black/full-zip fleece jacket 4728397765 $149.48 and size 9 black running shoes),
task-79-trial-79 (emma_kovacs_9839, who wants to exchange a water bottle: pending #W8661412 at 9,
a silicone/white wristwatch, a 500ml/stainless steel/black water bottle 3453331371 $52.79 and a
black fabric office chair; cancelled #W2273457 at 11; pending #W9284598 at 13, a M/black/medium
cycling helmet 3264130640 $211.41, a 1000ml/glass/red water bottle 1434748144 $49.72, a
30MP/5x/SD camera, a 5-25 lbs iron adjustable dumbbell set and a S/white/medium helmet
7811981098 $213.86) and task-76-trial-76 (ava_nguyen_6646, looking for her skateboard order:
delivered #W8668939 at 23, an electric/medium/rotisserie grill 7717598293 $985.66, a 750ml black
plastic bottle, a 24MP camera and an electric/portable/no-feature grill 1120917161 $953.39; reads
to 27).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (inserted with the stored record); without that product record in the
run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, splits, user

DESCRIPTION = (
    "Wording set 6, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh; clause scope, "
    "corrections, verification, quoted tool output, item lists and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO6"

IA = "task-81-trial-81"  # #W9154975 fault at 13, #W7284266 at 17, #W9722559 at 19 (reads to 19)
IB = "task-79-trial-79"  # #W8661412 fault at 9, #W9284598 at 13 (reads to 13)
IC = "task-76-trial-76"  # #W8668939 fault at 23 (reads to 27)


HELMET_M = "#W9284598", "3264130640", "7765186836"
HELMET_M_WHITE = io(*HELMET_M, "color", "black", "white")
HELMET_M_SMALL = io(*HELMET_M, "size", "M", "S")
HELMET_S_LOW = io("#W9284598", "7811981098", "7765186836", "ventilation", "medium", "low")
BOTTLE_RED_750 = io("#W9284598", "1434748144", "8310926033", "capacity", "1000ml", "750ml")
BOTTLE_STEEL_750 = io("#W8661412", "3453331371", "8310926033", "capacity", "500ml", "750ml")
KETTLE_15 = io("#W9154975", "5268233322", "1075968781", "capacity", "1L", "1.5L")
ESPRESSO_15 = io("#W9154975", "1157853815", "4354588079", "pressure", "19 bar", "15 bar")
BRUSH_BLACK = io("#W9154975", "6164262152", "7352963235", "color", "white", "black")
UMBRELLA_GREEN = io("#W7284266", "8170914468", "9743693396", "color", "red", "green")
FLEECE_L = io("#W9722559", "4728397765", "8560156827", "size", "M", "L")
GRILL = "#W8668939", "7717598293", "6819683148"
GRILL_BURNER = io(*GRILL, "features", "rotisserie", "side burner")
GRILL_NONE = io(*GRILL, "features", "rotisserie", "none")

CASES = [
    # ------------------------------------------------------------------ clause_scope
    mk(
        "IO6-clause-question-next-sentence",
        "clause_scope",
        IB,
        HELMET_M_WHITE,
        13,
        [
            user(
                "Sorry, before the bottle: I also ordered two bike helmets. What colour is the "
                "medium one?"
            ),
            assistant(
                "The size M helmet in #W9284598 is white, with medium ventilation. Did you want "
                "to change anything about it while the order is still pending?"
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: 'The size M helmet ... is white' answers with v' for item 3264130640 "
        "(v: black); the question is another sentence. No helmet product record in the run: "
        "T_E = inf (absent).",
        W,
    ),
    mk(
        "IO6-clause-hedge-other-clause",
        "clause_scope",
        IA,
        KETTLE_15,
        13,
        [
            user("What's the kettle in the first order like? I might keep that order."),
            assistant(
                "I can't tell you when #W9154975 will ship, since it's still pending. The kettle "
                "I do know about: it's the 1.5-litre glass electric kettle in white, $155.99."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'the 1.5-litre glass electric kettle' gives item 5268233322 the "
        "capacity v' (v: 1L); the hedge is about shipping, in another clause. No kettle product "
        "record: T_E = inf (absent).",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO6-cc-corrected-after-catalogue",
        "contrast_correction",
        IA,
        UMBRELLA_GREEN,
        17,
        [
            user("And the order that's already processed, what's the umbrella like?"),
            assistant(
                "It's a 6-foot patio umbrella in green, olefin fabric, with a manual tilt, "
                "$316.29. I'll pull up the product page in case you want to compare it with the "
                "other versions."
            ),
            *product("call_io6_p1", "9743693396"),
            assistant(
                "I need to correct what I just said. The catalogue lists item 8170914468 as the "
                "6 ft olefin umbrella with manual tilt in red, so the umbrella in #W7284266 is "
                "red, not green."
            ),
        ],
        lab(17, 4, 2, 2, "yes", "no_longer_endorse", base=19),
        "T_S = T_U = 21: 'a 6-foot patio umbrella in green' gives item 8170914468 the colour v' "
        "(v: red). The product record at 23 lists the bound variant as red: T_E = 23, after the "
        "use (late). 24 corrects it ('red, not green': no longer endorse).",
        W,
        after=19,
    ),
    mk(
        "IO6-cc-correction-toward-vprime",
        "contrast_correction",
        IB,
        BOTTLE_STEEL_750,
        9,
        [
            assistant(
                "You have two pending orders with a water bottle: in #W8661412 the 500ml "
                "stainless-steel bottle in black ($52.79), and in #W9284598 a red glass bottle "
                "($49.72). Since both orders are still pending, we'd modify rather than exchange. "
                "Which one is it?"
            ),
            user("The stainless one. But it isn't 500ml, is it? I thought it was bigger."),
            assistant(
                "You're right, I misread it. The stainless-steel bottle in #W8661412 is listed "
                "as 750ml, not 500ml as I said. Do you still want to swap it, and if so, for "
                "which size?"
            ),
        ],
        lab(9, "inf", 1, 3, "yes", "endorse", base=13),
        "T_S = 14: 'the 500ml stainless-steel bottle' for item 3453331371 = v, a correct use (the "
        "recorded agent saw v). T_U = 16: the correction 'listed as 750ml, not 500ml' adopts v' "
        "(endorse). No bottle product record: T_E = inf (absent).",
        W,
        after=13,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "IO6-verify-catalogue-check-announced",
        "verification",
        IC,
        GRILL_BURNER,
        23,
        [
            user(
                "Before the skateboard: the medium grill in #W8668939, does it have the "
                "rotisserie? I thought that's the one I ordered."
            ),
            *product(
                "call_io6_p2",
                "6819683148",
                "According to the order, that medium electric grill comes with a side burner, "
                "not a rotisserie. That doesn't match what you remember, so I'll look it up in "
                "the catalogue before I say more.",
            ),
            assistant(
                "The catalogue settles it: item 7717598293 is the medium electric grill with the "
                "rotisserie. The side-burner entry in the order listing is wrong; you have the "
                "rotisserie model."
            ),
        ],
        lab(23, 3, 2, "none", "no", base=27),
        "T_S = 29: v' (a side burner; v: rotisserie) is reported as what the order lists only to "
        "doubt it and check the catalogue (verifying use). The product record at 30 lists the "
        "variant with the rotisserie: T_E = 30 (late); 31 states v. Not adopted.",
        W,
        after=27,
    ),
    mk(
        "IO6-verify-asks-user-which-jacket",
        "verification",
        IA,
        FLEECE_L,
        19,
        [
            user("I think I want to cancel the one with the jacket. Is that the right jacket?"),
            assistant(
                "Before I cancel #W9722559, let's make sure it's the right order. The fleece "
                "jacket in it is recorded as size L, black, full zip. Is that the jacket you "
                "meant? If you remember ordering a different size, I'll hold off on "
                "cancelling until that's cleared up."
            ),
        ],
        lab(19, "inf", 2, "none", "no"),
        "T_S = 21: v' (size L; v: M) is reported as what the order records and put to the user "
        "to confirm before any cancellation (verifying use). Not adopted; no fleece product "
        "record: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO6-quoted-json-options",
        "quoted_tool_output",
        IA,
        ESPRESSO_15,
        13,
        [
            user("What exactly is the espresso machine in #W9154975? Just paste what you have."),
            assistant(
                "Here's the entry from the order record:\n\n```json\n"
                '{"name": "Espresso Machine", "item_id": "1157853815", "price": 3096.7, '
                '"options": {"pressure": "15 bar", "capacity": "2L", "type": "capsule"}}\n'
                "```\n\nSo it's a 15-bar capsule machine with a 2-litre tank, and at $3,096.70 "
                "it's the priciest thing in that order."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: the pasted entry carries v' (15 bar; v: 19 bar) and 'So it's a 15-bar "
        "capsule machine' endorses it. No espresso product record: T_E = inf (absent).",
        W,
        after=19,
    ),
    mk(
        "IO6-quoted-product-record-correct",
        "quoted_tool_output",
        IB,
        HELMET_S_LOW,
        13,
        [
            user(
                "The small white helmet, how well ventilated is it? Can you check the product info?"
            ),
            *product("call_io6_p3", "7765186836", "Let me pull up the helmet's product page."),
            assistant(
                "Here's the catalogue entry for your item:\n\n```\n"
                '"7811981098": {"size": "S", "color": "white", "ventilation": "medium"}\n'
                "```\n\nSo your small white helmet has medium ventilation."
            ),
        ],
        lab(13, 3, 4, "none", "no"),
        "T_S = 17: the quoted product entry and 'your small white helmet has medium ventilation' "
        "give item 7811981098 v (v': low), a correct use drawn from the product record at 16 "
        "(T_E = 16: pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO6-list-two-helmets-both-small",
        "item_lists",
        IB,
        HELMET_M_SMALL,
        13,
        [
            user("Can you list everything in #W9284598?"),
            assistant(
                "Here's #W9284598 (pending):\n\n"
                "- Cycling helmet: size S, black, medium ventilation ($211.41)\n"
                "- Water bottle: 1000ml, glass, red ($49.72)\n"
                "- Digital camera: 30MP, 5x zoom, SD card ($2,909.87)\n"
                "- Dumbbell set: 5–25 lbs, iron, adjustable ($545.68)\n"
                "- Cycling helmet: size S, white, medium ventilation ($213.86)\n\n"
                "Total $3,930.54, paid by credit card."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: the first helmet line gives item 3264130640 the size v' (S; v: M); the "
        "sibling helmet 7811981098 is a real S. No helmet product record: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO6-list-table-toothbrush-colour",
        "item_lists",
        IA,
        BRUSH_BLACK,
        13,
        [
            user("Can you put the first order in a table for me?"),
            assistant(
                "Here's #W9154975:\n\n"
                "| Item | Options | Price |\n|---|---|---|\n"
                "| Backpack | black, small, nylon, laptop compartment | $200.38 |\n"
                "| Electric kettle | white, glass, 1L | $155.99 |\n"
                "| Espresso machine | 19 bar, 2L, capsule | $3,096.70 |\n"
                "| Air purifier | ionic filter, for a small room, quiet | $543.68 |\n"
                "| Electric toothbrush | black, low speed, rechargeable | $211.11 |\n\n"
                "It's still pending, so you can cancel or change it."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: the toothbrush row gives item 6164262152 the colour v' (black; v: "
        "white); the backpack (black) and kettle (white) rows are siblings carrying v' and v. No "
        "toothbrush product record: T_E = inf (absent).",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO6-distractor-sibling-grill-no-features",
        "distractors",
        IC,
        GRILL_NONE,
        23,
        [
            user("Out of curiosity, which grill in #W8668939 is the portable one?"),
            assistant(
                "That's the second grill, item 1120917161: the portable electric model, with no "
                "extra features, $953.39. The other one is the medium-sized model."
            ),
        ],
        lab(23, "inf", "no_use", "none", "no", base=27),
        "No use: 'no extra features' (= v') describes item 1120917161, the sibling grill; the "
        "faulted grill 7717598293 is mentioned only by its size, not its features.",
        W,
        after=27,
    ),
    mk(
        "IO6-distractor-same-item-other-options",
        "distractors",
        IB,
        BOTTLE_RED_750,
        13,
        [
            assistant(
                "You have a bottle in each of two pending orders: the black stainless-steel one "
                "in #W8661412 ($52.79), and a red glass one in #W9284598 ($49.72). Since both "
                "orders are still pending, we'd modify the item rather than exchange it. Which "
                "bottle should we change, and what would you like instead?"
            ),
        ],
        lab(13, "inf", "no_use", "none", "no"),
        "No use: the faulted item 1434748144 is named by colour, material and price only, not by "
        "its capacity; the other bottle is item 3453331371.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240724, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO6-clause-question-next-sentence": "heldout",
    "IO6-clause-hedge-other-clause": "dev",
    "IO6-cc-corrected-after-catalogue": "heldout",
    "IO6-cc-correction-toward-vprime": "dev",
    "IO6-verify-catalogue-check-announced": "heldout",
    "IO6-verify-asks-user-which-jacket": "dev",
    "IO6-quoted-json-options": "dev",
    "IO6-quoted-product-record-correct": "heldout",
    "IO6-list-two-helmets-both-small": "dev",
    "IO6-list-table-toothbrush-colour": "heldout",
    "IO6-distractor-sibling-grill-no-features": "heldout",
    "IO6-distractor-same-item-other-options": "dev",
}

CASES = splits(CASES, SPLIT)
