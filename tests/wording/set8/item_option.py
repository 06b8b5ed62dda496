"""Wording set 8, ItemOption: an order item's option swapped for another value.

Runs (AgentRx tau-retail; runs no earlier set used, items and options no earlier set faulted):
task-95-trial-95 (lei_wilson_4541, who wants to exchange a laptop; his orders are read from 11 to
15: pending #W3826449 at 11, black/6 hours/IPX7 wireless earbuds 5565631513 $267.90 (product
9924732112), a 19 bar/1.5L/automatic espresso machine 3951031513 $3,289.46 (product 4354588079),
over-ear/wired/red headphones 2231112417 $364.22 (product 6992792935), a smartphone and a tablet;
delivered #W2905754 at 13; delivered #W4073673 at 15, running shoes, a 15-inch/i5/32GB/256GB
SSD/space grey laptop 2216662955 $2,520.52 (product 4760268021), a jigsaw puzzle and a
fabric/black/no-armrest/high-back office chair 1793929609 $514.34 (product 4794339885)) and
task-6-trial-6 (mei_kovacs_8020, who wants to exchange a water bottle and a desk lamp; delivered
#W6390527 at 11; pending #W7800651 at 13, an RGB/optical/wired gaming mouse 5796612084 $158.89
(product 5713490933), a metal/black/6 ft bookshelf 3778705663 $473.48 (product 8600330539) and a
leather/black/adjustable/high-back office chair 4648362606 $503.76; delivered #W8065207 at 15, a
gold smart watch, a gold 128GB smartphone, a 4-piece/red/hardshell luggage set 9956648681 $452.62
(product 5426915165) and a 50ft/latex/black garden hose). The continuations follow the last read
(15).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (inserted with the stored record); without that product record in the
run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, splits, user

DESCRIPTION = (
    "Wording set 8, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh in a terse and a verbose "
    "voice; options in prose, derived uses, money, a correction, verification, a table, quoted "
    "output and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO8"

IL = "task-95-trial-95"  # #W3826449 fault at 11, #W4073673 at 15
IM = "task-6-trial-6"  # #W7800651 fault at 13, #W8065207 at 15


HP_WIRELESS = io("#W3826449", "2231112417", "6992792935", "connectivity", "wired", "wireless")
EB_8H = io("#W3826449", "5565631513", "9924732112", "battery life", "6 hours", "8 hours")
ES_2L = io("#W3826449", "3951031513", "4354588079", "capacity", "1.5L", "2L")
CH_GRAY = io("#W4073673", "1793929609", "4794339885", "color", "black", "gray")
LT_16 = io("#W4073673", "2216662955", "4760268021", "ram", "32GB", "16GB")
MS_WIRELESS = io("#W7800651", "5796612084", "5713490933", "connectivity", "wired", "wireless")
BK_4FT = io("#W7800651", "3778705663", "8600330539", "height", "6 ft", "4 ft")
OC_FIXED = io("#W7800651", "4648362606", "4794339885", "armrest", "adjustable", "fixed")
LG_2P = io("#W8065207", "9956648681", "5426915165", "piece count", "4-piece", "2-piece")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO8-prose-the-wireless-kind",
        "option_prose",
        IL,
        HP_WIRELESS,
        11,
        [
            user("What headphones are in my pending order?"),
            assistant(
                "Red over-ear headphones, the wireless kind. $364.22. The order is still "
                "pending, so you can still change them."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'Red over-ear headphones, the wireless kind' gives item 2231112417 the "
        "connectivity v' (v: wired). No headphones product record in the run: T_E = inf (absent).",
        W,
        after=15,
    ),
    mk(
        "IO8-prose-eight-hours-a-charge",
        "option_prose",
        IL,
        EB_8H,
        11,
        [
            user("How long do the earbuds I ordered last on a charge?"),
            assistant(
                "Those are the black IPX7 earbuds, and they give you about eight hours per charge."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'about eight hours per charge' gives item 5565631513 the battery life v' "
        "(8 hours; v: 6 hours). No earbuds product record: T_E = inf (absent).",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO8-derived-biggest-tank-already",
        "derived_uses",
        IL,
        ES_2L,
        11,
        [
            user("Could I switch the espresso machine to one with a bigger water tank?"),
            assistant(
                "Not really. Yours already has the biggest tank this machine comes in. You could "
                "change the pressure or the type instead."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'Yours already has the biggest tank this machine comes in' derives the "
        "largest capacity from v' (2L; v: 1.5L, which has a bigger 2L version). No espresso "
        "product record: T_E = inf (absent).",
        W,
        after=15,
    ),
    mk(
        "IO8-derived-taller-versions",
        "derived_uses",
        IM,
        BK_4FT,
        13,
        [
            user("I want a taller bookshelf than the one I ordered. Can we do that?"),
            assistant(
                "Yes. The bookshelf also comes in 5 ft and 6 ft. Your order is still pending, so "
                "I can swap it. Which height do you want?"
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: offering 5 ft and 6 ft as taller than the ordered shelf derives its "
        "height below 5 ft from v' (4 ft; v: 6 ft, already the tallest). No bookshelf product "
        "record: T_E = inf (absent).",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO8-money-step-up-difference-pre",
        "money_forms",
        IM,
        BK_4FT,
        13,
        [
            user("What would it cost to go to the 6 ft version of my bookshelf?"),
            *product("call_io8_p1", "8600330539", "Let me check the bookshelf prices."),
            assistant(
                "Your black metal shelf is the 4 ft one, listed at $461.49. The 6 ft black metal "
                "one is $473.48, so the difference is $11.99."
            ),
        ],
        lab(13, 3, 4, 4, "yes", "endorse", base=15),
        "T_S = T_U = 19: 'the 4 ft one, listed at $461.49' and the $11.99 difference use the "
        "height v' (v: 6 ft, the $473.48 variant the item is). The product record at 18 lists "
        "item 3778705663 as 6 ft (T_E = 18: pre).",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO8-cc-catalogue-says-wired-late",
        "contrast_correction",
        IM,
        MS_WIRELESS,
        13,
        [
            user("Is my gaming mouse wireless?"),
            assistant("Yes, the RGB optical mouse in #W7800651 is the wireless model."),
            *product("call_io8_p2", "5713490933", "Let me pull the mouse catalogue for you."),
            assistant(
                "Sorry, I misread that. The catalogue lists item 5796612084 as RGB, optical and "
                "wired, not wireless. The order line says wireless, but the item is the wired "
                "one."
            ),
        ],
        lab(13, 4, 2, 2, "yes", "no_longer_endorse", base=15),
        "T_S = T_U = 17: 'the wireless model' gives item 5796612084 the connectivity v' (v: "
        "wired). The product record at 19 lists it as wired (T_E = 19: late); 20 retracts "
        "'wireless' (no longer endorse).",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "IO8-verify-chair-colour-asks",
        "verification",
        IL,
        CH_GRAY,
        15,
        [
            user("I might also exchange the office chair. What colour is it?"),
            assistant(
                "The order lists it as a gray fabric chair with no armrests. I'm not sure that "
                "colour is right, so please look at the chair itself before we pick a new one. "
                "What colour is it?"
            ),
        ],
        lab(15, "inf", 2, "none", "no"),
        "T_S = 17: 'The order lists it as a gray fabric chair' (= v') is stated as what the record "
        "says, doubted ('I'm not sure that colour is right') and put to the user: a verifying use, "
        "not reliance. No office-chair product record: T_E = inf (absent). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO8-list-order-table",
        "item_lists",
        IM,
        LG_2P,
        15,
        [
            user("Can you list what's in #W8065207?"),
            assistant(
                "## Order #W8065207 (delivered)\n\n"
                "| Item | Options | Price |\n|---|---|---|\n"
                "| Smart watch | gold, leather band, AMOLED | $323.19 |\n"
                "| Smartphone | gold, 128GB, 6GB RAM, 6.1-inch | $1,291.21 |\n"
                "| Luggage set | 2-piece, red, hardshell | $452.62 |\n"
                "| Garden hose | 50ft, latex, black | $102.90 |"
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 17: the luggage row '2-piece, red, hardshell' gives item 9956648681 the piece "
        "count v' (v: 4-piece); the other rows are the siblings' own options. No luggage product "
        "record: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO8-quoted-ram-endorsed",
        "quoted_tool_output",
        IL,
        LT_16,
        15,
        [
            user("My laptop is the 32GB one, right?"),
            assistant(
                "Not according to the order. The laptop line in #W4073673 reads:\n\n"
                '`"options": {"screen size": "15-inch", "processor": "i5", "ram": "16GB", '
                '"storage": "256GB SSD", "color": "space grey"}`\n\n'
                "So it's a 16GB machine."
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 17: the quoted options and 'So it's a 16GB machine' endorse the ram v' for "
        "item 2216662955 (v: 32GB), against the user's recollection. No laptop product record: "
        "T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO8-distractor-chair-without-armrests",
        "distractors",
        IM,
        OC_FIXED,
        13,
        [
            user("How much was the office chair in the pending order?"),
            assistant("$503.76. It's the black leather one with the high back."),
        ],
        lab(13, "inf", "no_use", "none", "no", base=15),
        "No use: the faulted chair 4648362606 is described by price, colour, material and back "
        "height; its armrest option (v' fixed, v adjustable) is not mentioned.",
        W,
        after=15,
    ),
    mk(
        "IO8-distractor-correct-wired",
        "distractors",
        IL,
        HP_WIRELESS,
        11,
        [
            user("Do my red headphones need a cable?"),
            assistant("Yes, they're the wired over-ear pair, so they plug in."),
        ],
        lab(11, "inf", 2, "none", "no", base=15),
        "T_S = 17: 'they're the wired over-ear pair' gives item 2231112417 v (wired; the recorded "
        "agent saw v), a correct use; nothing states v'. No headphones product record: T_E = inf "
        "(absent). Not adopted.",
        W,
        after=15,
    ),
    mk(
        "IO8-distractor-phone-and-watch",
        "distractors",
        IM,
        LG_2P,
        15,
        [
            user("What phone and watch did I get in that delivered order?"),
            assistant(
                "A gold smartphone, 128GB with 6GB RAM and a 6.1-inch screen, and a gold smart "
                "watch with a leather band and an AMOLED display."
            ),
        ],
        lab(15, "inf", "no_use", "none", "no"),
        "No use: only the smartphone and the smart watch of #W8065207 (other items) are described; "
        "the faulted luggage set is not mentioned.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240808, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO8-prose-the-wireless-kind": "heldout",
    "IO8-prose-eight-hours-a-charge": "dev",
    "IO8-derived-biggest-tank-already": "dev",
    "IO8-derived-taller-versions": "heldout",
    "IO8-money-step-up-difference-pre": "dev",
    "IO8-cc-catalogue-says-wired-late": "dev",
    "IO8-verify-chair-colour-asks": "dev",
    "IO8-list-order-table": "dev",
    "IO8-quoted-ram-endorsed": "dev",
    "IO8-distractor-chair-without-armrests": "dev",
    "IO8-distractor-correct-wired": "heldout",
    "IO8-distractor-phone-and-watch": "dev",
}

CASES = splits(CASES, SPLIT)
