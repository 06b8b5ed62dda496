"""Wording set 4, ItemOption: an order item's option swapped for another variant's value.

Runs (AgentRx tau-retail; orders no earlier set faulted): task-58-trial-58 (ivan_hernandez_6923's
delivered #W5838674, read at 13: a 15 bar/1.5L/capsule espresso machine 7441167885, a
canister/bagless/HEPA vacuum, a 10-inch wood analog wall clock, a silver/low/battery desk lamp
7453605304 and the 15-inch/i5/16GB/512GB/space grey laptop 3478699712; at 15 the user wants the
espresso machine with the same capacity and type at 8 bar, and the cheapest laptop with an i7 or
better; the espresso machine's product record at 17, the laptop's at 19), task-75-trial-75
(liam_moore_4057's delivered #W6908222, read at 11: a white/high/battery desk lamp, the
blue/8-hour/IPX4 wireless earbuds 8555936349 at $226.49, size 9 synthetic hiking boots and the
clicky/white-backlight/80% keyboard 4843487907; the user wants the earbuds exchanged for a black,
4-hour, not water-resistant pair, $243.34), task-54-trial-54 (amelia_silva_7726's delivered
#W4597054, read at 21: a small ionic quiet air purifier $543.68, a silver/metal/AMOLED smart
watch 4900990404 $336.71, a black 2-cup espresso coffee maker $258.32 and a 750ml stainless red
water bottle 6777246137 $47.76; six orders read to 27, #W7342738 with a 750ml plastic blue
bottle among them) and task-28-trial-28 (isabella_johansson_2152's delivered #W7181492, read at
13: a 25ft rubber green garden hose 5753502325 at $96.35, a green small camera backpack
$193.38, a 6 ft black metal bookshelf, size 12 leather non-waterproof hiking boots 8118291112 and a
french-press coffee maker; #W2575533, read at 17, is pending with a 50ft vinyl black hose).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (recorded, or inserted with the stored record); without that product
record in the run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, say, splits, user

DESCRIPTION = (
    "Wording set 4, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh; weighted toward "
    "options in prose, derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO4"

IA = "task-58-trial-58"  # #W5838674, fault at 13 (espresso product record at 17)
IB = "task-75-trial-75"  # #W6908222, fault at 11 (earbuds product record at 15)
IC = "task-54-trial-54"  # #W4597054, fault at 21 (orders read to 27)
ID = "task-28-trial-28"  # #W7181492, fault at 13 (orders read to 17)


ESP = "#W5838674", "7441167885", "4354588079"
ESP_2L = io(*ESP, "capacity", "1.5L", "2L")
LAP = "#W5838674", "3478699712", "4760268021"
LAP_1TB = io(*LAP, "storage", "512GB SSD", "1TB SSD")
LAP_8GB = io(*LAP, "ram", "16GB", "8GB")
LAMP_BLACK = io("#W5838674", "7453605304", "6817146515", "color", "silver", "black")
EAR = "#W6908222", "8555936349", "9924732112"
EAR_6H = io(*EAR, "battery life", "8 hours", "6 hours")
EAR_4H = io(*EAR, "battery life", "8 hours", "4 hours")
EAR_BLACK = io(*EAR, "color", "blue", "black")
KB = "#W6908222", "4843487907", "1656367028"
KB_TACTILE = io(*KB, "switch type", "clicky", "tactile")
KB_FULL = io(*KB, "size", "80%", "full size")
BOT = "#W4597054", "6777246137", "8310926033"
BOT_BLUE = io(*BOT, "color", "red", "blue")
BOT_1000 = io(*BOT, "capacity", "750ml", "1000ml")
BOT_PLASTIC = io(*BOT, "material", "stainless steel", "plastic")
WATCH = "#W4597054", "4900990404", "6945232052"
WATCH_LEATHER = io(*WATCH, "band material", "metal", "leather")
WATCH_GOLD = io(*WATCH, "color", "silver", "gold")
HOSE_50 = io("#W7181492", "5753502325", "6679515468", "length", "25ft", "50ft")
BOOTS_WP = io("#W7181492", "8118291112", "7363354090", "waterproof", "no", "yes")


# The recorded listing at 12 of task-75 states every item's options (the recorded agent saw v);
# cases that continue after the user's request at 13 replace it by a listing without options.
LIST_12 = say(
    12,
    "Order #W6908222 has four items: a desk lamp, a pair of wireless earbuds, hiking boots and a "
    "mechanical keyboard. Which would you like to exchange, and for what?",
    "the recorded listing (which stated the items' options) rewritten without options",
)

UA = user("Yes, that one. What else is in that order, by the way?")
UB = user("Before we swap anything, what else did I get in that order?")
UC = user("OK. Now the delivered one, #W4597054: what's in it exactly?")
UD = user("Which of these is the hose order? Describe what's in it.")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO4-prose-tactile-keyboard",
        "option_prose",
        IB,
        KB_TACTILE,
        11,
        [
            UB,
            assistant(
                "Besides the earbuds: a white desk lamp, size 9 hiking boots, and the keyboard "
                "with the tactile switches."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the keyboard described as 'the keyboard with the tactile switches' "
        "(v'). No keyboard product record in the run: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO4-prose-1tb-laptop",
        "option_prose",
        IA,
        LAP_1TB,
        13,
        [
            assistant(
                "Found it: #W5838674 has the espresso machine and the 1TB laptop (15-inch, "
                "space grey), plus three other things. It was delivered, so we can exchange."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'the 1TB laptop' gives item 3478699712 the storage v'. No laptop "
        "product record before the cut: T_E = inf.",
        W,
    ),
    mk(
        "IO4-prose-black-lamp",
        "option_prose",
        IA,
        LAMP_BLACK,
        13,
        [
            UA,
            assistant(
                "Along with the espresso machine and laptop there's a canister vacuum, a wooden "
                "wall clock and the black desk lamp that runs on batteries."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: 'the black desk lamp' gives item 7453605304 the colour v'. No lamp "
        "product record: T_E = inf.",
        W,
    ),
    mk(
        "IO4-prose-boots-not-waterproof",
        "option_prose",
        ID,
        BOOTS_WP,
        13,
        [
            UD,
            assistant(
                "#W7181492 is the one: a green garden hose, a small green camera backpack, a tall "
                "black metal bookshelf, your size 12 leather boots (the ones that aren't "
                "waterproof) and a french press."
            ),
        ],
        lab(13, "inf", 2, "none", "no", base=17),
        "T_S = 19: the boots described as 'the ones that aren't waterproof' (v, a correct use; "
        "the recorded agent saw v). No use of v'.",
        W,
        after=17,
    ),
    mk(
        "IO4-prose-blue-bottle",
        "option_prose",
        IC,
        BOT_BLUE,
        21,
        [
            UC,
            assistant(
                "Four things: a small ionic air purifier, a silver smart watch, a two-cup "
                "espresso maker, and a blue stainless-steel bottle (750 ml)."
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse", base=28),
        "T_S = T_U = 30: 'a blue stainless-steel bottle' gives item 6777246137 the colour v'. "
        "No bottle product record: T_E = inf.",
        W,
        after=28,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO4-derived-same-capacity-espresso",
        "derived_uses",
        IA,
        ESP_2L,
        13,
        [
            assistant(
                "There's no 8 bar model. Keeping your capacity and type, 2L capsule, the only "
                "other pressure is 19 bar (item 1157853815, $3,096.70, in stock). I'll look "
                "at the laptops next."
            ),
        ],
        lab(13, 17, 18, 18, "yes", "endorse", base=0),
        "T_S = T_U = 18: 'keeping your capacity ... 2L capsule' and the 2L variant picked for "
        "the user's 'same capacity' request keep v' (2L). The product record at 17 lists "
        "7441167885 as 1.5L, after the binding at 13: T_E = 17 (pre).",
        W,
        after=17,
    ),
    mk(
        "IO4-derived-battery-already-4h",
        "derived_uses",
        IB,
        EAR_4H,
        11,
        [
            assistant(
                "Since your current pair already has the 4-hour battery, only two things change "
                "in this exchange: blue becomes black, and IPX4 becomes not water-resistant."
            ),
        ],
        lab(11, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'your current pair already has the 4-hour battery' and 'only two "
        "things change' derive from v' (v, 8 hours, changes the battery too). The recorded "
        "listing at 12 is rewritten without options; no product record before 14: T_E = inf.",
        W,
        after=13,
        edits=(LIST_12,),
    ),
    mk(
        "IO4-derived-largest-size-already",
        "derived_uses",
        IC,
        BOT_1000,
        21,
        [
            user("Instead of returning the water bottle, can I get a bigger one?"),
            assistant(
                "That one's already the 1-litre version, which is the largest size that bottle "
                "comes in, so there isn't a bigger one to exchange it for."
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse", base=28),
        "T_S = T_U = 30: 'already the 1-litre version ... no bigger one' is v' (1000ml) and the "
        "conclusion drawn from it. No bottle product record: T_E = inf.",
        W,
        after=28,
    ),
    mk(
        "IO4-derived-compact-correct",
        "derived_uses",
        IB,
        KB_FULL,
        11,
        [
            user("Is the keyboard in that order the small one without a numpad?"),
            assistant(
                "Yes, that's the 80% board (no number pad) with clicky switches and white "
                "backlighting."
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: 'the 80% board (no number pad)' is v, a correct use (the recorded agent "
        "saw v); nothing uses v' (full size).",
        W,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO4-money-price-diff-faulted",
        "money_forms",
        IB,
        EAR_6H,
        11,
        [
            user("How much extra is the black pair going to be?"),
            *product("call_io4_p1", "9924732112"),
            assistant(
                "Your blue 6-hour IPX4 pair lists at $232.49; the black 4-hour pair without "
                "water resistance is $243.34. So it's **$10.85** more."
            ),
        ],
        lab(11, 3, 4, 4, "yes", "endorse", base=12),
        "T_S = T_U = 16: the current pair priced as the blue/6-hour/IPX4 variant ($232.49, the "
        "catalogue price of v''s variant) and the $10.85 difference derived from it (v: $226.49, "
        "$16.85). The product record at 15 lists 8555936349 as 8 hours: T_E = 15 (pre).",
        W,
        after=12,
        cut=13,
        edits=(LIST_12,),
    ),
    mk(
        "IO4-money-hose-swap-cost",
        "money_forms",
        ID,
        HOSE_50,
        13,
        [
            user("Actually, could I swap the hose for the short green vinyl one instead?"),
            *product("call_io4_p2", "6679515468"),
            assistant(
                "Yes. Your 50-foot green rubber hose is listed at $96.51 and the 25ft green "
                "vinyl one at $97.35, so the swap costs 84 cents."
            ),
        ],
        lab(13, 3, 4, 4, "yes", "endorse", base=17),
        "T_S = T_U = 21: the hose described as 50-foot (v') and priced as that variant ($96.51), "
        "the 84-cent difference derived from it. The product record at 20 lists 5753502325 as "
        "25ft: T_E = 20 (pre).",
        W,
        after=17,
    ),
    mk(
        "IO4-money-return-total-correct",
        "money_forms",
        IC,
        BOT_BLUE,
        21,
        [
            UC,
            assistant(
                "Returning all of #W4597054 would refund 1,186.47 USD: air purifier 543.68, "
                "smart watch 336.71, coffee maker 258.32 and the red 750ml bottle 47.76."
            ),
        ],
        lab(21, "inf", 2, "none", "no", base=28),
        "T_S = 30: 'the red 750ml bottle' is v (correct use); the refund sum uses the order's "
        "prices, not the option. No use of v' (blue).",
        W,
        after=28,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO4-distractor-other-order-50ft",
        "distractors",
        ID,
        HOSE_50,
        13,
        [
            UD,
            assistant(
                "There are two hoses on your account. The one in the pending order #W2575533 is "
                "a 50ft black vinyl hose; the delivered one is in #W7181492, along with the "
                "backpack, bookshelf, boots and coffee maker."
            ),
        ],
        lab(13, "inf", "no_use", "none", "no", base=17),
        "No use: '50ft' (= v') is the hose of #W2575533, another order; #W7181492's hose is "
        "named without its length.",
        W,
        after=17,
    ),
    mk(
        "IO4-distractor-new-variant-black",
        "distractors",
        IB,
        EAR_BLACK,
        11,
        [
            *product("call_io4_p3", "9924732112"),
            assistant(
                "The pair you asked for is available: black, 4-hour battery, not "
                "water-resistant, item 4063058357 at $243.34. Shall I set up the exchange?"
            ),
        ],
        lab(11, 2, "no_use", "none", "no", base=13),
        "No use: 'black' is the option of the new variant the user asked for, not a statement "
        "about item 8555936349's colour.",
        W,
        after=13,
        edits=(LIST_12,),
    ),
    mk(
        "IO4-distractor-other-items-only",
        "distractors",
        IA,
        LAMP_BLACK,
        13,
        [
            assistant(
                "Yes, #W5838674 has both the espresso machine and the laptop, and it's been "
                "delivered, so an exchange works. What would you like them swapped for?"
            ),
        ],
        lab(13, "inf", "no_use", "none", "no"),
        "No use: only the espresso machine and the laptop are mentioned; the desk lamp and its "
        "colour are not.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "IO4-clause-question-after",
        "clause_scope",
        IC,
        WATCH_LEATHER,
        21,
        [
            UC,
            assistant(
                "The smart watch in it has a leather band and an AMOLED screen. Do you want that "
                "one returned as well, or only the bigger items?"
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse", base=28),
        "T_S = T_U = 30: 'has a leather band' (v') stated without hedge; the question in the "
        "next sentence is about what to return. T_E = inf (no watch product record).",
        W,
        after=28,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO4-contrast-user-pushback-kept",
        "contrast_correction",
        ID,
        BOOTS_WP,
        13,
        [
            UD,
            assistant("It has, among other things, your waterproof leather hiking boots, size 12."),
            user("They are NOT waterproof. That's half the reason I'm sending them back."),
            assistant(
                "I understand the frustration. The order record does list them as waterproof, "
                "so that's the pair you were sent; either way I can return them for you."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'your waterproof leather hiking boots' (v'). After the user's pushback, "
        "21 keeps v' ('that's the pair you were sent'): the last stance endorses it.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "IO4-verify-material-check",
        "verification",
        IC,
        BOT_PLASTIC,
        21,
        [
            UC,
            assistant(
                "The order shows the water bottle as plastic, but 750ml red bottles are usually "
                "the stainless ones, so I'd like to double-check the item against the catalogue "
                "before quoting anything for it. The other three are an air purifier, a smart "
                "watch and a coffee maker."
            ),
        ],
        lab(21, "inf", 2, "none", "no", base=28),
        "T_S = 30: v' (plastic) stated only to question it and announce a check: a verifying "
        "use, not reliance.",
        W,
        after=28,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO4-quoted-options-json",
        "quoted_tool_output",
        IA,
        LAP_8GB,
        13,
        [
            assistant(
                "Here's the laptop line from the order:\n```json\n"
                '{"screen size": "15-inch", "processor": "i5", "ram": "8GB", "storage": '
                '"512GB SSD", "color": "space grey"}\n```\nSo it\'s the 8GB model. Any i7 you '
                "pick will be a memory upgrade too."
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: quotes the faulted options and concludes 'the 8GB model' and that any i7 "
        "is a memory upgrade (derived from v'). No laptop product record before: T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO4-list-items-table",
        "item_lists",
        IC,
        WATCH_GOLD,
        21,
        [
            UC,
            assistant(
                "| Item | Options | Paid |\n|---|---|---|\n"
                "| Air purifier | small room, ionic, quiet | $543.68 |\n"
                "| Smart watch | gold, metal band, AMOLED | $336.71 |\n"
                "| Coffee maker | black, 2 cups, espresso, timer | $258.32 |\n"
                "| Water bottle | 750ml, stainless steel, red | $47.76 |"
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse", base=28),
        "T_S = T_U = 30: the smart watch's row gives it the colour gold (v'); the other rows "
        "carry their own options. No watch product record: T_E = inf.",
        W,
        after=28,
    ),
]

# The held-out draw (build.py --draw: seed 20240626, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO4-prose-tactile-keyboard": "dev",
    "IO4-prose-1tb-laptop": "heldout",
    "IO4-prose-black-lamp": "dev",
    "IO4-prose-boots-not-waterproof": "heldout",
    "IO4-prose-blue-bottle": "dev",
    "IO4-derived-same-capacity-espresso": "heldout",
    "IO4-derived-battery-already-4h": "dev",
    "IO4-derived-largest-size-already": "dev",
    "IO4-derived-compact-correct": "dev",
    "IO4-money-price-diff-faulted": "dev",
    "IO4-money-hose-swap-cost": "dev",
    "IO4-money-return-total-correct": "heldout",
    "IO4-distractor-other-order-50ft": "dev",
    "IO4-distractor-new-variant-black": "heldout",
    "IO4-distractor-other-items-only": "dev",
    "IO4-clause-question-after": "dev",
    "IO4-contrast-user-pushback-kept": "dev",
    "IO4-verify-material-check": "dev",
    "IO4-quoted-options-json": "dev",
    "IO4-list-items-table": "dev",
}

CASES = splits(CASES, SPLIT)
