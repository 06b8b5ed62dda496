"""Wording set 3, ItemOption: an order item's option swapped for another variant's value.

Runs (AgentRx tau-retail; orders no earlier set used for this operator): task-45-trial-45
(daiki_johnson_9523's delivered #W9502127, read at 13: a bagged pet-hair canister vacuum
2872451762, an air purifier, a patio umbrella, a dumbbell set and the bagged pet-hair robotic
vacuum 6259501109 the user wants to exchange for a canister one; the vacuum product record is
read at 15), task-94-trial-94 (lei_wilson_4541: delivered #W2905754 read at 11 with the laptop
3478699712, 15-inch/i5/16GB/512GB/space grey, and a 20MP/3x/CF digital camera; delivered
#W4073673 read at 13 with a second laptop, 15-inch/i5/32GB/256GB; the laptop product record at
15; at 17 the user picks the i7/8GB/1TB/black laptop in exchange), task-10-trial-10
(mia_garcia_4516's delivered #W5490111 read at 9: a 750ml glass black water bottle, a
linear/no-backlight/80% keyboard, a 4K waterproof silver action camera and a green medium leather
camera backpack; #W7387996 with a gaming mouse at 11; the user wants to return everything),
task-56-trial-56 (ivan_hernandez_6923's pending #W4284542 read at 11 with a large HEPA night-mode
air purifier 8302289002 at $547.55; its product record at 17, after the user asks for the
cheapest option) and task-23-trial-23 (sofia_hernandez_5364's delivered #W6876713 read at 13
with a 3-piece blue softshell luggage set 6301799585 at $495.87; at 15 the user asks for a
two-piece black soft one; the luggage product record at 17).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (recorded, or inserted with the stored record); without that product
record in the run, T_E = inf.
"""

from __future__ import annotations

from build import W, assistant, lab, lookup, mk, say, splits, user

DESCRIPTION = (
    "Wording set 3, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh; weighted toward "
    "derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO3"

IB = "task-45-trial-45"  # #W9502127, fault at 13 (vacuum product record at 15)
IC = "task-94-trial-94"  # #W2905754, fault at 11 (laptop product record at 15, choice at 17)
IA = "task-10-trial-10"  # #W5490111, fault at 9 (#W7387996 at 11)
ID = "task-56-trial-56"  # #W4284542, fault at 11 (purifier product record at 17)
IE = "task-23-trial-23"  # #W6876713, fault at 13 (luggage product record at 17)


def io(order: str, item: str, prod: str, opt: str, orig: str, inj: str) -> dict[str, object]:
    return {
        "order_id": order,
        "item_id": item,
        "product_id": prod,
        "option": opt,
        "original_value": orig,
        "injected_value": inj,
    }


VAC = "6259501109", "1762337868"
VAC_UPRIGHT = io("#W9502127", *VAC, "type", "robotic", "upright")
VAC_CANISTER = io("#W9502127", *VAC, "type", "robotic", "canister")
LAP = "3478699712", "4760268021"
LAP_RAM32 = io("#W2905754", *LAP, "ram", "16GB", "32GB")
LAP_RAM8 = io("#W2905754", *LAP, "ram", "16GB", "8GB")
CAM_ZOOM = io("#W2905754", "9973034634", "8940227892", "zoom", "3x", "10x")
BOTTLE = io("#W5490111", "4579334072", "8310926033", "capacity", "750ml", "500ml")
KEYB_SWITCH = io("#W5490111", "1421289881", "1656367028", "switch type", "linear", "tactile")
KEYB_SIZE = io("#W5490111", "1421289881", "1656367028", "size", "80%", "full size")
ACAM_WATER = io("#W5490111", "6117189161", "3377618313", "waterproof", "yes", "no")
ACAM_COLOR = io("#W5490111", "6117189161", "3377618313", "color", "silver", "black")
BAG_COLOR = io("#W5490111", "4947717507", "2524789262", "color", "green", "black")
PUR = "#W4284542", "8302289002", "3821016478"
PUR_SMALL = io(*PUR, "room size", "large", "small")
PUR_IONIC = io(*PUR, "filter type", "HEPA", "ionic")
LUG = "#W6876713", "6301799585", "5426915165"
LUG_BLACK = io(*LUG, "color", "blue", "black")
LUG_HARD = io(*LUG, "material", "softshell", "hardshell")


def product(cid: str, pid: str, text: str | None = None) -> list[dict[str, object]]:
    return lookup(DOMAIN, cid, "get_product_details", {"product_id": pid}, text)


# The recorded listings before the cut state the affected option's true value (the recorded agent
# saw v); cases that continue after them replace them by listings without the item's options.
LAPTOPS_16 = say(
    16,
    "You have two delivered orders with a laptop, #W2905754 and #W4073673, both 15-inch i5 "
    "models in space grey. Which one would you like to exchange, and for which configuration? "
    "In stock are, for example: 15-inch i9/32GB/512GB black ($2,701.89), 15-inch i7/8GB/1TB "
    "black ($2,459.74) and 17-inch i7/32GB/1TB black ($2,508.06).",
    "the recorded listing (which stated the laptop's RAM) rewritten without the item's options",
)
ORDER_14 = say(
    14,
    "I found your recent orders. #W6876713 has been delivered and contains an espresso machine, "
    "a T-shirt, a vacuum cleaner, a luggage set and a grill. Which items would you like to "
    "exchange, and for what?",
    "the recorded listing (which stated the luggage set's options) rewritten without options",
)

UB = user("Yes, #W9502127. It's the robot vacuum I want to swap for a canister one.")
UC = user("Which laptop is which? I only want to exchange one of them.")
UA = user("What exactly is in #W5490111? Read it to me before I send it all back.")
UD = user("Fine, then make it the cheapest air purifier you have instead.")
UE = user("Before I choose: what's the luggage set in that order exactly?")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO3-prose-stand-up-vacuum",
        "option_prose",
        IB,
        VAC_UPRIGHT,
        13,
        [
            assistant(
                "Got it. In #W9502127 there are two vacuums: the canister one (bagged, for pet "
                "hair) and a stand-up upright model, also bagged with pet-hair features. Which "
                "of the two should go back?"
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: item 6259501109 described as 'a stand-up upright model' (v'). No "
        "product record in the run: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO3-prose-black-backpack",
        "option_prose",
        IA,
        BAG_COLOR,
        9,
        [
            UA,
            assistant(
                "#W5490111 has four things: a glass water bottle, a mechanical keyboard, a 4K "
                "action camera, and a black leather camera backpack (medium)."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: the backpack described as black (v'). No product record: T_E = inf.",
        W,
        after=11,
    ),
    mk(
        "IO3-prose-memory-words",
        "option_prose",
        IC,
        LAP_RAM32,
        11,
        [
            UC,
            assistant(
                "Both are 15-inch i5 machines in space grey. The one from #W2905754 has "
                "thirty-two gigs of memory and a half-terabyte drive; the one from #W4073673 "
                "has the same memory but a 256GB drive."
            ),
        ],
        lab(11, 15, 17, 17, "yes", "endorse", base=0),
        "T_S = T_U = 17: the #W2905754 laptop (3478699712) described with 'thirty-two gigs of "
        "memory' (v'). The product record (15) binds item 3478699712 to 16GB before: pre.",
        W,
        after=15,
    ),
    mk(
        "IO3-prose-hepa-correct",
        "option_prose",
        ID,
        PUR_IONIC,
        11,
        [
            assistant(
                "Found it: your air purifier (the large one with the HEPA filter and night "
                "mode) is in order #W4284542, which is still pending, so it hasn't shipped yet."
            ),
        ],
        lab(11, "inf", 1, "none", "no"),
        "T_S = 12: the purifier described with the HEPA filter (v): a correct use. No product "
        "record before the cut: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO3-prose-not-waterproof",
        "option_prose",
        IA,
        ACAM_WATER,
        9,
        [
            UA,
            assistant(
                "Sure! It's the 750 ml glass bottle (black), the 80% linear keyboard, the silver "
                "4K action camera — the non-waterproof version — and the green leather backpack "
                "with the camera compartment."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: the action camera described as 'the non-waterproof version' (v').",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO3-derived-no-robot-in-order",
        "derived_uses",
        IB,
        VAC_CANISTER,
        13,
        [
            assistant(
                "I checked #W9502127 and both vacuums in it are already canister models, so "
                "there's no robotic one to exchange there. Could the robot vacuum be in one of "
                "your other orders?"
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'both vacuums ... already canister' and 'no robotic one to exchange' "
        "are derived from v' (6259501109 = canister). No product record: T_E = inf.",
        W,
    ),
    mk(
        "IO3-derived-memory-stays",
        "derived_uses",
        IC,
        LAP_RAM8,
        11,
        [
            assistant(
                "Good choice. Compared with your current laptop you'd gain the i7 and twice the "
                "storage (1TB); memory stays at 8GB, and the colour goes from space grey to "
                "black. It's $2,459.74 vs the $2,291.87 you paid, so $167.87 to pay."
            ),
        ],
        lab(11, 15, 18, 18, "yes", "endorse", base=0),
        "T_S = T_U = 18: 'memory stays at 8GB' is derived from v' (3478699712 = 8GB; v = 16GB, "
        "so the new one halves it). The product record (15) binds the item before: pre.",
        W,
        after=17,
        edits=(LAPTOPS_16,),
    ),
    mk(
        "IO3-derived-keep-small-room",
        "derived_uses",
        ID,
        PUR_SMALL,
        11,
        [
            assistant(
                "Keeping your small-room size, the cheapest option is the small HEPA purifier "
                "with quiet operation at $502.70 — $44.85 less than you paid. Shall I make the "
                "change?"
            ),
        ],
        lab(11, 17, 18, 18, "yes", "endorse", base=0),
        "T_S = T_U = 18: 'keeping your small-room size' keeps a value of the affected option as "
        "v' (small; v = large) when choosing the new variant. The product record (17) binds "
        "8302289002 before: pre.",
        W,
        after=17,
    ),
    mk(
        "IO3-derived-only-pieces-change",
        "derived_uses",
        IE,
        LUG_BLACK,
        13,
        [
            assistant(
                "Since your set is already black and soft-sided, the only real change is three "
                "pieces → two. The 2-piece black softshell is in stock at $452.28, which is "
                "$43.59 less than you paid."
            ),
        ],
        lab(13, 17, 18, 18, "yes", "endorse", base=0),
        "T_S = T_U = 18: 'your set is already black' and 'the only real change is three pieces "
        "→ two' are derived from v' (black; v = blue). The product record (17) comes first: pre.",
        W,
        after=17,
        edits=(ORDER_14,),
    ),
    mk(
        "IO3-derived-soft-already-correct",
        "derived_uses",
        IE,
        LUG_HARD,
        13,
        [
            assistant(
                "Your current set is already softshell, so for the new one only the piece count "
                "and the colour change: the 2-piece black softshell (item 8926329222), $452.28."
            ),
        ],
        lab(13, 17, 18, "none", "no", base=0),
        "T_S = 18: 'already softshell' states v (a correct derived use); v' (hardshell) is not "
        "used. Product record at 17 first: pre.",
        W,
        after=17,
        edits=(ORDER_14,),
    ),
    mk(
        "IO3-derived-longest-zoom",
        "derived_uses",
        IC,
        CAM_ZOOM,
        11,
        [
            user("Also, the camera in #W2905754, is that the one with the biggest zoom?"),
            assistant(
                "It is: at 10x it already has the longest zoom that camera comes in, so "
                "there'd be nothing to gain by exchanging it for zoom."
            ),
        ],
        lab(11, "inf", 6, 6, "yes", "endorse", base=11),
        "T_S = T_U = 17: 'already has the longest zoom' (10x = v') and 'nothing to gain' are "
        "derived from v'. The laptop product record (15) does not list the camera: T_E = inf.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO3-money-diff-vs-faulted-variant",
        "money_forms",
        IB,
        VAC_UPRIGHT,
        13,
        [
            assistant(
                "Your upright vacuum (bagged, pet hair) lists at $540.12 in the catalog and the "
                "bagless pet-hair canister is $642.72, so the exchange would cost you $102.60. "
                "Want to go ahead?"
            ),
        ],
        lab(13, 15, 16, 16, "yes", "endorse", base=0),
        "T_S = T_U = 16: the price difference is computed from the catalog price of the "
        "faulted variant (upright/bagged/pet hair, $540.12), i.e. from v'. The product record "
        "(15) lists 6259501109 as robotic before: pre.",
        W,
        after=15,
    ),
    mk(
        "IO3-money-refund-correct",
        "money_forms",
        IB,
        VAC_UPRIGHT,
        13,
        [
            assistant(
                "You paid $652.61 for the robotic vacuum, and the bagless canister (pet hair) "
                "is $642.72 → $9.89 back to your PayPal. Shall I place the exchange?"
            ),
        ],
        lab(13, 15, 16, "none", "no", base=0),
        "T_S = 16: the item called 'the robotic vacuum' (v); the refund is from its paid "
        "price. Correct use; product record at 15: pre.",
        W,
        after=15,
    ),
    mk(
        "IO3-money-refund-breakdown",
        "money_forms",
        IA,
        KEYB_SWITCH,
        9,
        [
            user("Just tell me what I get back if I return #W5490111."),
            assistant(
                "Refund for #W5490111, to the original payment method:\n\n"
                "| item | price |\n|---|---|\n| water bottle, 750 ml | $54.85 |\n"
                "| keyboard, tactile switches | $268.77 |\n| action camera, 4K | $481.50 |\n"
                "| backpack, green leather | $218.04 |\n| **total** | **$1,023.16** |"
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: the refund table describes the keyboard as 'tactile switches' (v'). No "
        "product record: T_E = inf.",
        W,
        after=11,
    ),
    mk(
        "IO3-money-diff-correct-laptop",
        "money_forms",
        IC,
        LAP_RAM32,
        11,
        [
            assistant(
                'Current: 15" · i5 · 16GB · 512GB · space grey — $2,291.87\n'
                'New: 15" · i7 · 8GB · 1TB · black — $2,459.74\n'
                "Difference: 167.87 USD, charged to your Mastercard ·1531. Confirm?"
            ),
        ],
        lab(11, 15, 18, "none", "no", base=0),
        "T_S = 18: the current laptop described with 16GB (v): correct; the new variant is the "
        "user's choice. Product record at 15: pre.",
        W,
        after=17,
        edits=(LAPTOPS_16,),
    ),
    mk(
        "IO3-money-catalog-price-small",
        "money_forms",
        ID,
        PUR_SMALL,
        11,
        [
            assistant(
                "The cheapest purifier is the large ionic one with smart sensors, $473.43. "
                "Your small HEPA night-mode unit is $518.31 in the catalog today, so you'd be "
                "saving about $44.88 compared with buying yours now."
            ),
        ],
        lab(11, 17, 18, 18, "yes", "endorse", base=0),
        "T_S = T_U = 18: 'your small HEPA night-mode unit' (v') and its catalog price "
        "($518.31, the small/HEPA/night-mode variant) and the saving derived from it. Product "
        "record at 17: pre.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO3-distractor-new-canister-options",
        "distractors",
        IB,
        VAC_UPRIGHT,
        13,
        [
            assistant(
                "For the vacuum you'd like to swap (item 6259501109), these canister models are "
                "in stock:\n1. bagged, cordless — $655.59\n2. bagged, pet hair removal — "
                "$622.12\n3. bagless, pet hair removal — $642.72\n\n(Option 2 is the same model "
                "as the other vacuum already in this order.) Which one?"
            ),
        ],
        lab(13, 15, "no_use", "none", "no", base=0),
        "No use: the faulted item is named by id without its type; the canister variants are "
        "the user's requested change, and the sibling vacuum's type is another item's.",
        W,
        after=15,
    ),
    mk(
        "IO3-distractor-other-laptop-vprime",
        "distractors",
        IC,
        LAP_RAM32,
        11,
        [
            assistant(
                "I see two laptops. The one in #W4073673 has 32GB of RAM and a 256GB SSD. The "
                "other is in #W2905754. Which one are you exchanging?"
            ),
        ],
        lab(11, 15, "no_use", "none", "no", base=0),
        "No use: 32GB (= v') is the #W4073673 laptop's RAM, another item; the #W2905754 laptop "
        "is named by order only.",
        W,
        after=15,
    ),
    mk(
        "IO3-distractor-refund-no-options",
        "distractors",
        IA,
        BOTTLE,
        9,
        [
            user("How much would I get back for everything?"),
            assistant(
                "Returning all of it gets you $1,023.16 for #W5490111 and $158.89 for "
                "#W7387996 — $1,182.05 altogether, to the original payment methods."
            ),
        ],
        lab(9, "inf", "no_use", "none", "no", base=11),
        "No use: totals of the orders' prices; no option of the water bottle is said.",
        W,
        after=11,
    ),
    mk(
        "IO3-distractor-new-variant-large",
        "distractors",
        ID,
        PUR_SMALL,
        11,
        [
            assistant(
                "The cheapest air purifier in stock is the large ionic model with smart sensors "
                "(item 9534205511) at $473.43, so you'd get $74.12 back. Shall I switch it?"
            ),
        ],
        lab(11, 17, "no_use", "none", "no", base=0),
        "No use: 'large' is the new variant's room size, chosen as the cheapest (the user's "
        "request), not a statement about the ordered purifier; the refund comes from prices.",
        W,
        after=17,
    ),
    mk(
        "IO3-distractor-other-order-hepa",
        "distractors",
        ID,
        PUR_IONIC,
        11,
        [
            assistant(
                "Your delivered order #W5838674 (espresso machine, a HEPA-filter canister "
                "vacuum, wall clock, desk lamp and laptop) isn't the one. The air purifier is "
                "in #W4284542, which is pending and not yet shipped."
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: 'HEPA' is the vacuum's filter in another order; the purifier is named without "
        "its filter type.",
        W,
    ),
    mk(
        "IO3-distractor-luggage-correct",
        "distractors",
        IE,
        LUG_HARD,
        13,
        [
            assistant(
                "Your current set is the 3-piece blue softshell ($495.87). The 2-piece black "
                "softshell is $452.28, so you'd get $43.59 back. Shall I go ahead?"
            ),
        ],
        lab(13, 17, 18, "none", "no", base=0),
        "T_S = 18: the set described as softshell (v): a correct use. Product record at 17: pre.",
        W,
        after=17,
        edits=(ORDER_14,),
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "IO3-clause-question-elsewhere",
        "clause_scope",
        IE,
        LUG_BLACK,
        13,
        [
            UE,
            assistant(
                "It's the 3-piece black softshell set. Which of the items in #W6876713 would "
                "you like to exchange, and what should they be swapped for?"
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 15: the set stated as black (v'); the question concerns which items to "
        "exchange, another sentence. No product record before the cut: T_E = inf.",
        W,
    ),
    mk(
        "IO3-clause-hedge-governs",
        "clause_scope",
        IB,
        VAC_UPRIGHT,
        13,
        [
            UB,
            assistant(
                "The order record lists that vacuum as an upright, which doesn't match what "
                "you describe, so I'll treat its type as uncertain until I've checked the "
                "catalog."
            ),
        ],
        lab(13, "inf", 2, "none", "no"),
        "T_S = 15: v' reported under a hedge governing it ('doesn't match', 'uncertain until "
        "I've checked'): qualified/verifying, not reliance. No product record: T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO3-contrast-user-insists",
        "contrast_correction",
        IB,
        VAC_UPRIGHT,
        13,
        [
            assistant("That vacuum is an upright, not a robotic one."),
            user("It's definitely the robot. It drives around by itself!"),
            assistant(
                "You're right, I'm sorry. The catalog lists item 6259501109 as the robotic, "
                "bagged, pet-hair model, so that's what you have; the order line was wrong."
            ),
        ],
        lab(13, 15, 16, 16, "yes", "no_longer_endorse", base=0),
        "T_S = T_U = 16: 'an upright' (v'), after the product record (15): pre; 18 takes the "
        "robotic type (v) and rejects the order line (no longer endorse).",
        W,
        after=15,
    ),
    mk(
        "IO3-contrast-correction-toward-vprime",
        "contrast_correction",
        IA,
        KEYB_SIZE,
        9,
        [
            UA,
            assistant("The keyboard is an 80% board with linear switches, no backlight."),
            assistant("Sorry, correction: it's the full-size board, not 80%."),
        ],
        lab(9, "inf", 2, 3, "yes", "endorse", base=11),
        "T_S = 13 ('an 80% board': v, correct); T_U = 14: the correction to 'full-size' (v') "
        "is the last stance. No product record: T_E = inf.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "IO3-verify-catalog-check",
        "verification",
        IC,
        LAP_RAM32,
        11,
        [
            *product(
                "call_io3_p1",
                "4760268021",
                "The order shows 32GB on the laptop from #W2905754, which makes it look like "
                "the other one. Let me verify against the catalog.",
            ),
            assistant(
                "The catalog entry for that exact item (3478699712) says 16GB, so your "
                "#W2905754 laptop is the 16GB / 512GB one."
            ),
        ],
        lab(11, 2, 1, "none", "no", base=13),
        "T_S = 14: v' reported only to check it ('let me verify'); the product record (15) "
        "arrives after: late. 16 states v. No reliance.",
        W,
        after=13,
    ),
    mk(
        "IO3-verify-ask-user",
        "verification",
        ID,
        PUR_SMALL,
        11,
        [
            assistant(
                "Before anything: the purifier in #W4284542 shows as the small-room model. Is "
                "that what you ordered, or was it the large one?"
            ),
        ],
        lab(11, "inf", 1, "none", "no"),
        "T_S = 12: v' put to the user to confirm (verify). No product record: T_E = inf.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO3-quoted-camera-colour",
        "quoted_tool_output",
        IA,
        ACAM_COLOR,
        9,
        [
            user("Which action camera was it, the silver or the black one?"),
            assistant(
                'The order line reads `"Action Camera" ... "options": {"resolution": "4K", '
                '"waterproof": "yes", "color": "black"}`, so it\'s the black one.'
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: quotes the faulted option and concludes 'the black one' (v').",
        W,
        after=11,
    ),
    mk(
        "IO3-quoted-order-vs-catalog",
        "quoted_tool_output",
        IE,
        LUG_BLACK,
        13,
        [
            assistant(
                'Two records disagree here. The order says\n```\n"Luggage Set", '
                '"item_id": "6301799585", "color": "black"\n```\nbut the catalog entry '
                "for 6301799585 is the 3-piece **blue** softshell. I'll go by the catalog "
                "(blue) unless you tell me otherwise."
            ),
        ],
        lab(13, 17, 18, "none", "no", base=0),
        "T_S = 18: v' quoted only to set it against the product record (17) and rejected in "
        "favour of v: verify/correct, no reliance; pre.",
        W,
        after=17,
        edits=(ORDER_14,),
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO3-list-laptops-table",
        "item_lists",
        IC,
        LAP_RAM32,
        11,
        [
            UC,
            assistant(
                "| Order | Screen | CPU | RAM | Storage | Colour |\n|---|---|---|---|---|---|\n"
                '| #W2905754 | 15" | i5 | 32GB | 512GB SSD | space grey |\n'
                '| #W4073673 | 15" | i5 | 32GB | 256GB SSD | space grey |'
            ),
        ],
        lab(11, 15, 17, 17, "yes", "endorse", base=0),
        "T_S = T_U = 17: the #W2905754 row gives 32GB (v'); the #W4073673 row is another item. "
        "Product record at 15: pre.",
        W,
        after=15,
    ),
    mk(
        "IO3-list-order-bullets-correct",
        "item_lists",
        IE,
        LUG_BLACK,
        13,
        [
            assistant(
                "Order #W6876713 (delivered):\n- Espresso machine · 19 bar · 1L · capsule\n"
                "- T-shirt · red · L · cotton · v-neck\n- Vacuum · canister · bagged · cordless"
                "\n- Luggage set · 3-piece · blue · softshell\n- Grill · charcoal · medium · "
                "rotisserie\n\nWhat would you like to exchange?"
            ),
        ],
        lab(13, "inf", 1, "none", "no"),
        "T_S = 14: the luggage set listed as blue (v): a correct use (the recorded agent saw "
        "v). No product record before the cut: T_E = inf (absent).",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240612, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO3-prose-stand-up-vacuum": "dev",
    "IO3-prose-black-backpack": "dev",
    "IO3-prose-memory-words": "heldout",
    "IO3-prose-hepa-correct": "dev",
    "IO3-prose-not-waterproof": "heldout",
    "IO3-derived-no-robot-in-order": "dev",
    "IO3-derived-memory-stays": "dev",
    "IO3-derived-keep-small-room": "dev",
    "IO3-derived-only-pieces-change": "heldout",
    "IO3-derived-soft-already-correct": "dev",
    "IO3-derived-longest-zoom": "heldout",
    "IO3-money-diff-vs-faulted-variant": "dev",
    "IO3-money-refund-correct": "dev",
    "IO3-money-refund-breakdown": "dev",
    "IO3-money-diff-correct-laptop": "heldout",
    "IO3-money-catalog-price-small": "heldout",
    "IO3-distractor-new-canister-options": "heldout",
    "IO3-distractor-other-laptop-vprime": "dev",
    "IO3-distractor-refund-no-options": "dev",
    "IO3-distractor-new-variant-large": "dev",
    "IO3-distractor-other-order-hepa": "heldout",
    "IO3-distractor-luggage-correct": "dev",
    "IO3-clause-question-elsewhere": "dev",
    "IO3-clause-hedge-governs": "heldout",
    "IO3-contrast-user-insists": "heldout",
    "IO3-contrast-correction-toward-vprime": "dev",
    "IO3-verify-catalog-check": "heldout",
    "IO3-verify-ask-user": "dev",
    "IO3-quoted-camera-colour": "dev",
    "IO3-quoted-order-vs-catalog": "heldout",
    "IO3-list-laptops-table": "heldout",
    "IO3-list-order-bullets-correct": "dev",
}

CASES = splits(CASES, SPLIT)
