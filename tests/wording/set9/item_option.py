"""Wording set 9, ItemOption: an order item's option swapped for another value.

Runs (AgentRx tau-retail; runs no earlier set used): task-86-trial-86 (yusuf_hernandez_6785, who
wants to exchange a jacket; his orders are read from 10 to 19: pending #W2166301 at 11, a
black/optical/wired gaming mouse 3330317167 $137.32 (product 5713490933), size 10 white leather
EVA running shoes 1775591963 $154.75 (product 6938111410) and a medium/blue/road bicycle
3624655057 $2,195.04 (product 9783735446); #W2466703 at 13, #W6832752 at 15, #W7739115 at 17;
processed #W1994898 at 19, hiking boots and a rose gold/256GB/4GB/6.5-inch smartphone 5758570643
$1,233.68 (product 1801728040)), task-2-trial-2 (yusuf_rossi_9620; the T-shirt product 9523456873
is read at 5, before his orders; pending #W6247578 at 17, a black/XXL/cotton/crew neck T-shirt
3799046073 $53.27; pending #W4776164 at 21, a T-shirt and a 9 bar/1L/automatic espresso machine
6324294385 $2,719.01 (product 4354588079); the last read of the opening is #W2378156 at 25) and
task-24-trial-24 (sofia_hernandez_5364; pending #W3561391 at 9, a gas/portable/no-features grill
5946177616 $1,057.24 (product 6819683148); delivered #W6876713 at 15, among others a 19 bar/1L/
capsule espresso machine 6200867091 $2,955.17 (product 4354588079); processed #W9609649 at 17,
among others a blue/M/cotton/crew neck T-shirt 9612497925 $50.88 and a black/2 cups/espresso/timer
coffee maker 9862136885 $258.32 (product 7996920482)). The continuations follow the last read of
each run's opening (19, 25 and 17).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (already in the run, or inserted with the stored record); without that
product record in the run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, splits, user

DESCRIPTION = (
    "Wording set 9, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh in a chatty and a formal "
    "voice; derived uses ('one size up', 'already the biggest', larger sizes, a price difference "
    "from the faulted variant), options in prose, money and a distractor."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO9"

IY = "task-86-trial-86"  # #W2166301 fault at 11, #W1994898 at 19; continuations after 19
IR = "task-2-trial-2"  # T-shirt product at 5; #W6247578 fault at 17, #W4776164 at 21; after 25
IS = "task-24-trial-24"  # #W3561391 fault at 9, #W6876713 at 15, #W9609649 at 17; after 17

MOUSE_WIRELESS = io("#W2166301", "3330317167", "5713490933", "connectivity", "wired", "wireless")
SHOES_8 = io("#W2166301", "1775591963", "6938111410", "size", "10", "8")
BIKE_LARGE = io("#W2166301", "3624655057", "9783735446", "frame size", "medium", "large")
BIKE_MOUNTAIN = io("#W2166301", "3624655057", "9783735446", "type", "road", "mountain")
PHONE_128 = io("#W1994898", "5758570643", "1801728040", "storage", "256GB", "128GB")
TEE_L = io("#W6247578", "3799046073", "9523456873", "size", "XXL", "L")
ESPRESSO_2L = io("#W4776164", "6324294385", "4354588079", "capacity", "1L", "2L")
CAPSULE_2L = io("#W6876713", "6200867091", "4354588079", "capacity", "1L", "2L")
GRILL_LARGE = io("#W3561391", "5946177616", "6819683148", "size", "portable", "large")
TEE_BLUE_L = io("#W9609649", "9612497925", "9523456873", "size", "M", "L")
COFFEE_4 = io("#W9609649", "9862136885", "7996920482", "capacity", "2 cups", "4 cups")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO9-derived-one-size-up-pre",
        "derived_uses",
        IR,
        TEE_L,
        17,
        [
            user("Also, the black tee in my other order runs a bit tight. Could I go one size up?"),
            assistant(
                "Sure thing! 👕\n\n"
                "One size up from yours is an XL, and the black cotton crew neck comes in XL for "
                "$51.05, about two dollars less than you paid.\n\n"
                "Your order's still pending, so switching is easy. Shall I do it?"
            ),
        ],
        lab(17, "f", 2, 2, "yes", "endorse", base=25),
        "T_S = T_U = 27: 'One size up from yours is an XL' derives the new size from v' (L; v: "
        "XXL, for which XL is a size down). The T-shirt product record (5) lists 3799046073 as "
        "XXL before the binding at 17: T_E = T_F = 17 (pre).",
        W,
        after=25,
    ),
    mk(
        "IO9-derived-biggest-frame-already",
        "derived_uses",
        IY,
        BIKE_LARGE,
        11,
        [
            user("Could I swap the bike in my pending order for one with a bigger frame?"),
            assistant(
                "Aw, I'm afraid not 🚲\n\n"
                "Yours already has the largest frame made for that bike, so sizing up isn't "
                "an option here.\n\n"
                "Happy to look at a different colour or type for you instead!"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'Yours already has the largest frame made for that bike' derives "
        "'largest' from v' (large; v: medium, which has a large version). No bicycle product "
        "record in the run: T_E = inf (absent).",
        W,
        after=19,
    ),
    mk(
        "IO9-derived-larger-shoe-sizes",
        "derived_uses",
        IY,
        SHOES_8,
        11,
        [
            user("The running shoes in that order: I need a larger size. What are my options?"),
            assistant(
                "Certainly. The running shoes are offered in the following larger sizes:\n\n"
                "1. Size 9\n"
                "2. Size 10\n\n"
                "Please indicate which size you would like, and I will check the colours "
                "available in it."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: offering sizes 9 and 10 as larger than the ordered pair derives its size "
        "below 9 from v' (8; v: 10, already the largest). No running-shoe product record in the "
        "run: T_E = inf (absent).",
        W,
        after=19,
    ),
    mk(
        "IO9-derived-price-gap-from-faulted-pre",
        "derived_uses",
        IS,
        CAPSULE_2L,
        15,
        [
            user(
                "The espresso machine I got is too big for my counter. Is there a version with a "
                "smaller tank?"
            ),
            *product("call_io9_p1", "4354588079", "Let me check the catalogue ☕"),
            assistant(
                "Yes! ☕\n\n"
                "The 19-bar capsule machine also comes in a 1L version, and it's $2,955.17. "
                "That's $141.53 less than the 2L one you have, so you'd even get a bit back 💸\n\n"
                "Want me to set up the exchange?"
            ),
        ],
        lab(15, 3, 4, 4, "yes", "endorse", base=17),
        "T_S = T_U = 21: 'a 1L version ... $141.53 less than the 2L one you have' computes the "
        "difference from the faulted variant's catalogue price ($3,096.70 for 2L; v: 1L, the "
        "same item). The product record at 20 lists 6200867091 as 1L: T_E = 20 (pre).",
        W,
        after=17,
    ),
    mk(
        "IO9-derived-bigger-tanks-from-v-correct",
        "derived_uses",
        IR,
        ESPRESSO_2L,
        21,
        [
            user("Can I get a bigger water tank on the espresso machine in my pending order?"),
            assistant(
                "Yes, you can! ☕\n\n"
                "That machine comes with two bigger tanks, 1.5L and 2L. Want me to check which "
                "of them are in stock with your 9-bar automatic setup?"
            ),
        ],
        lab(21, "inf", 2, "none", "no", base=25),
        "T_S = 27: 'two bigger tanks, 1.5L and 2L' derives a capacity below 1.5L, v (1L; the "
        "recorded agent saw v), a correct derived use; v' (2L, nothing bigger) is not relied on. "
        "No espresso product record: T_E = inf (absent). Not adopted.",
        W,
        after=25,
    ),
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO9-prose-cable-free-mouse",
        "option_prose",
        IY,
        MOUSE_WIRELESS,
        11,
        [
            user("What kind of mouse did I order?"),
            assistant(
                "You went for the black optical gaming mouse, the cable-free one 🖱️✨\n\n"
                "It's $137.32 and still pending, so there's time to change it if you like."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'the cable-free one' gives item 3330317167 the connectivity v' "
        "(wireless; v: wired). No mouse product record: T_E = inf (absent).",
        W,
        after=19,
    ),
    mk(
        "IO9-prose-off-road-bike",
        "option_prose",
        IY,
        BIKE_MOUNTAIN,
        11,
        [
            user("Remind me what's in #W2166301?"),
            assistant(
                "Certainly. Order #W2166301 (pending) contains:\n\n"
                "1. A black optical gaming mouse, $137.32\n"
                "2. White leather running shoes, size 10, $154.75\n"
                "3. A blue bicycle with a medium frame, built for off-road trails rather than "
                "pavement, $2,195.04\n\n"
                "Please let me know if you would like to change any of these."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'built for off-road trails rather than pavement' gives the bicycle "
        "3624655057 the type v' (mountain; v: road). No bicycle product record: T_E = inf "
        "(absent).",
        W,
        after=19,
    ),
    mk(
        "IO9-prose-phone-storage-gigabytes",
        "option_prose",
        IY,
        PHONE_128,
        19,
        [
            user("And the phone in my processed order, what exactly is it?"),
            assistant(
                "Thank you for asking. The details are as follows:\n\n"
                "1. Colour: rose gold\n"
                "2. Screen: 6.5 inches\n"
                "3. Storage: one hundred and twenty-eight gigabytes\n"
                "4. Price: $1,233.68\n\n"
                "The order has been processed and will ship shortly."
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 21: 'Storage: one hundred and twenty-eight gigabytes' gives the smartphone "
        "5758570643 v' (128GB; v: 256GB). No smartphone product record: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO9-prose-blue-tee-medium-correct",
        "option_prose",
        IS,
        TEE_BLUE_L,
        17,
        [
            user("Which size did I get the blue tee in?"),
            assistant(
                "Your blue crew-neck tee is a medium 👕 Cotton, $50.88. Let me know if it "
                "doesn't fit and we'll sort it out!"
            ),
        ],
        lab(17, "inf", 2, "none", "no"),
        "T_S = 19: 'Your blue crew-neck tee is a medium' gives 9612497925 v (M; the recorded "
        "agent saw v), a correct use; v' (L) is not stated. No T-shirt product record: T_E = "
        "inf (absent). Not adopted.",
        W,
    ),
    mk(
        "IO9-prose-hedged-then-catalogue-late",
        "option_prose",
        IS,
        GRILL_LARGE,
        9,
        [
            user("What size is the grill I decided to keep?"),
            assistant(
                "Thank you. According to the order record, it is the large gas grill. As this "
                "does not match its price, I shall verify the size against the catalogue before "
                "confirming."
            ),
            *product("call_io9_p2", "6819683148"),
            assistant(
                "Thank you for waiting. Summary:\n\n"
                "1. The catalogue lists item 5946177616 as the portable gas grill with no extra "
                "features.\n"
                "2. Your grill is therefore the portable size; the order record appears to be in "
                "error."
            ),
        ],
        lab(9, 4, 2, "none", "no", base=17),
        "T_S = 19: 'According to the order record, it is the large gas grill ... I shall verify "
        "the size' states v' (large) under a check announced for it: a qualified use, not "
        "reliance. The product record at 21 lists 5946177616 as portable (T_E = 21: late); 22 "
        "gives v. Not adopted.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO9-money-difference-from-faulted-pre",
        "money_forms",
        IS,
        COFFEE_4,
        17,
        [
            user("How much more would the 8-cup version of my coffee maker cost?"),
            *product("call_io9_p3", "7996920482", "Certainly. One moment, please."),
            assistant(
                "Thank you for waiting. The figures are:\n\n"
                "1. Your coffee maker (black, espresso, timer, 4 cups): USD 260.19\n"
                "2. The 8-cup black espresso model with built-in grinder: USD 272.71\n"
                "3. Difference: USD 12.52 more\n\n"
                "Please note that the order is already processed."
            ),
        ],
        lab(17, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 21: 'Your coffee maker (... 4 cups): USD 260.19 ... Difference: USD 12.52' "
        "states v' (4 cups; v: 2 cups, $258.32) and computes the difference from the faulted "
        "variant's price. The product record at 20 lists 9862136885 as 2 cups: T_E = 20 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO9-distractor-same-mouse-no-option",
        "distractors",
        IY,
        MOUSE_WIRELESS,
        11,
        [
            user("What's in the order with the bike?"),
            assistant(
                "That's #W2166301 😊 It has three things in it:\n\n"
                "🖱️ a black gaming mouse\n"
                "👟 white leather running shoes, size 10\n"
                "🚲 a blue road bike\n\n"
                "All still pending, total $2,487.11."
            ),
        ],
        lab(11, "inf", "no_use", "none", "no", base=19),
        "No use: the gaming mouse 3330317167 is named by colour only, without its connectivity "
        "(the faulted option); the other items are other items.",
        W,
        after=19,
    ),
]

# The held-out draw (build.py --draw: seed 20240909, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO9-derived-one-size-up-pre": "heldout",
    "IO9-derived-biggest-frame-already": "dev",
    "IO9-derived-larger-shoe-sizes": "heldout",
    "IO9-derived-price-gap-from-faulted-pre": "dev",
    "IO9-derived-bigger-tanks-from-v-correct": "dev",
    "IO9-prose-cable-free-mouse": "dev",
    "IO9-prose-off-road-bike": "dev",
    "IO9-prose-phone-storage-gigabytes": "dev",
    "IO9-prose-blue-tee-medium-correct": "heldout",
    "IO9-prose-hedged-then-catalogue-late": "heldout",
    "IO9-money-difference-from-faulted-pre": "dev",
    "IO9-distractor-same-mouse-no-option": "dev",
}

CASES = splits(CASES, SPLIT)
