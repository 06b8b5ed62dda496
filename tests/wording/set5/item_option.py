"""Wording set 5, ItemOption: an order item's option swapped for another variant's value.

Runs (AgentRx tau-retail; orders no earlier set faulted): task-49-trial-49 (aarav_anderson_8794:
delivered #W9311069, read at 15: a 6 ft brown wood bookshelf, a 9 bar/1L manual espresso machine,
a 25ft blue vinyl hose 9829827210, a canister vacuum and a stainless-steel 2-litre gas tea kettle
4238115171; delivered #W3470184, read at 21: wireless earbuds blue/4 hours/IPX4 6452271382 $258.84,
a 1000ml stainless-steel blue water bottle 2366567022 $54.04, earbuds blue/6 hours/IPX4 1646531091
$232.49, earbuds blue/4 hours/IPX7 2757705742 $258.97 and a 3 ft black glass bookshelf 1768466237
$549.84, $1,354.18 in all on a gift card; the user wants the IPX7 pair exchanged for the cheapest
earbuds in the same order), task-35-trial-35 (aarav_santos_2259: pending #W9672333, read at 17:
a 13-inch/i5/32GB/256GB SSD/silver laptop 3778566150, a 15 bar/1L manual espresso machine, a
canister vacuum, a Google Assistant/black thermostat 7747408585 and a 17-inch/i7/32GB/1TB
SSD/black laptop 1684786391; delivered #W8528674, read at 19: Bluetooth speakers blue/10 hours/
water-resistant 4716977452 $289.69 and blue/10 hours/not water-resistant 6704763132 $305.45, a
bulb and a hose; the user asked about "all the speakers"), task-41-trial-41 (mei_patel_7272:
pending #W9583042, read at 9: an oriental/100ml/men perfume 5421902839, iron dumbbells, a red
two-piece luggage set and a green hose; pending #W4082615, read at 11: a 1000-piece puzzle, a
grey backpack, a portable electric grill with a side burner 3876764226, a woody/30ml/women perfume
and a gold/silicone/LCD smart watch 2540052208), task-36-trial-36 (daiki_sanchez_3253: pending
#W9348897, read at 13: a 4K waterproof silver action camera, a 6 ft green olefin auto-tilt
umbrella 9879255677, a silver battery desk lamp, a black XXL cotton crew-neck T-shirt 3799046073
and a small green polyester camera backpack 9851293632; the user has a payment problem) and
task-82-trial-82 (chen_silva_7485: delivered #W3069600, read at 11, with an 8-inch/64GB/silver
tablet 8551474201 $938.92; delivered #W9571698, read at 17, with a camera, a coffee maker, a large
brown memory-foam pet bed 7381052709 and an 8-inch/128GB/gold tablet $989.70; the user wants the
pricier tablet returned).

T_E is the later of the binding (the fault-bearing order record) and the product record that
lists the item's variant (inserted with the stored record); without that product record in the
run, T_E = inf.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, io, lab, mk, product, splits, user

DESCRIPTION = (
    "Wording set 5, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh; options in prose with "
    "varied syntax, derived uses, money and distractors."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO5"

IA = "task-49-trial-49"  # #W9311069 fault at 15, #W3470184 fault at 21
IB = "task-35-trial-35"  # #W9672333 fault at 17, #W8528674 fault at 19
IC = "task-41-trial-41"  # #W9583042 fault at 9, #W4082615 fault at 11
ID = "task-36-trial-36"  # #W9348897 fault at 13
IE = "task-82-trial-82"  # #W3069600 fault at 11, #W9571698 fault at 17 (reads to 17)


BOTTLE_750 = io("#W3470184", "2366567022", "8310926033", "capacity", "1000ml", "750ml")
SHELF_WOOD = io("#W3470184", "1768466237", "8600330539", "material", "glass", "wood")
SHELF_BLUE = io("#W3470184", "1768466237", "8600330539", "color", "black", "blue")
BUDS_IPX4 = io("#W3470184", "2757705742", "9924732112", "water resistance", "IPX7", "IPX4")
KETTLE_CERAMIC = io(
    "#W9311069", "4238115171", "9832717871", "material", "stainless steel", "ceramic"
)
HOSE_BLACK = io("#W9311069", "9829827210", "6679515468", "color", "blue", "black")
LAP17 = "#W9672333", "1684786391", "4760268021"
LAP17_I9 = io(*LAP17, "processor", "i7", "i9")
LAP17_16GB = io(*LAP17, "ram", "32GB", "16GB")
LAP13_1TB = io("#W9672333", "3778566150", "4760268021", "storage", "256GB SSD", "1TB SSD")
THERMO_ALEXA = io(
    "#W9672333", "7747408585", "4896585277", "compatibility", "Google Assistant", "Amazon Alexa"
)
SPK_CHEAP = "#W8528674", "4716977452", "4768869376"
SPK_CHEAP_20H = io(*SPK_CHEAP, "battery life", "10 hours", "20 hours")
SPK_CHEAP_DRY = io(*SPK_CHEAP, "water resistance", "yes", "no")
SPK_DEAR_WET = io("#W8528674", "6704763132", "4768869376", "water resistance", "no", "yes")
PERFUME_50 = io("#W9583042", "5421902839", "6858788497", "size", "100ml", "50ml")
PERFUME_30 = io("#W9583042", "5421902839", "6858788497", "size", "100ml", "30ml")
GRILL_ROTISSERIE = io(
    "#W4082615", "3876764226", "6819683148", "features", "side burner", "rotisserie"
)
WATCH_LEATHER = io("#W4082615", "2540052208", "6945232052", "band material", "silicone", "leather")
UMBRELLA_MANUAL = io(
    "#W9348897", "9879255677", "9743693396", "tilt mechanism", "auto tilt", "manual tilt"
)
BACKPACK_HYDRATION = io(
    "#W9348897", "9851293632", "2524789262", "compartment", "camera", "hydration"
)
TEE_XL = io("#W9348897", "3799046073", "9523456873", "size", "XXL", "XL")
TAB = "#W3069600", "8551474201", "8024098596"
TAB_GOLD = io(*TAB, "color", "silver", "gold")
TAB_128 = io(*TAB, "storage", "64GB", "128GB")
BED_GREY = io("#W9571698", "7381052709", "2747247837", "color", "brown", "grey")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO5-prose-its-the-750ml",
        "option_prose",
        IA,
        BOTTLE_750,
        21,
        [
            user("Before we do the exchange: what size is the water bottle in that order?"),
            assistant("It's the 750ml, stainless steel, in blue."),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'It's the 750ml' answers the question about item 2366567022's size "
        "with v' (v: 1000ml). No water-bottle product record in the run: T_E = inf (absent).",
        W,
    ),
    mk(
        "IO5-prose-shelf-made-of-wood",
        "option_prose",
        IA,
        SHELF_WOOD,
        21,
        [
            user("And the bookshelf in there, remind me what that one is?"),
            assistant("That's a three-foot black bookshelf made of wood, $549.84."),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'a three-foot black bookshelf made of wood' gives item 1768466237 the "
        "material v' (v: glass). No bookshelf product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-prose-ceramic-kettle-attributive",
        "option_prose",
        IA,
        KETTLE_CERAMIC,
        15,
        [
            user("Unrelated, but which of my orders had the kettle for the gas stove?"),
            assistant(
                "That's #W9311069: your ceramic tea kettle (2 liters, for gas stovetops) came in "
                "it, together with a wooden bookshelf, a manual espresso machine, a garden hose "
                "and a canister vacuum."
            ),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: 'your ceramic tea kettle' gives item 4238115171 the material v' (v: "
        "stainless steel). No kettle product record: T_E = inf.",
        W,
        after=21,
    ),
    mk(
        "IO5-prose-hose-the-one-in-black",
        "option_prose",
        IA,
        HOSE_BLACK,
        15,
        [
            user("I also bought a garden hose at some point. Which colour did I go for?"),
            assistant("You went for the one in black: the 25-foot vinyl hose in #W9311069."),
        ],
        lab(15, "inf", 2, 2, "yes", "endorse", base=21),
        "T_S = T_U = 23: 'the one in black' gives item 9829827210 the colour v' (v: blue). No "
        "hose product record: T_E = inf.",
        W,
        after=21,
    ),
    mk(
        "IO5-prose-laptop-appositive-pre",
        "option_prose",
        IB,
        LAP17_I9,
        17,
        [
            user("Forget the speakers for a second. Which laptops are in the pending order?"),
            *product("call_io5_p1", "4760268021"),
            assistant(
                "There are two. One is a 13-inch silver model with an i5, 32GB and a 256GB "
                "SSD; the other, a 17-inch i9 machine in black, has 32GB of memory and a 1TB "
                "SSD. Which one did you want to talk about?"
            ),
        ],
        lab(17, 22, 23, 23, "yes", "endorse", base=0),
        "T_S = T_U = 23: the appositive 'a 17-inch i9 machine in black' gives item 1684786391 "
        "the processor v' (v: i7). The laptop product record at 22 lists 1684786391 as i7, after "
        "the binding at 17: T_E = 22 (pre).",
        W,
        after=19,
    ),
    mk(
        "IO5-prose-laptops-storage-comparison",
        "option_prose",
        IB,
        LAP13_1TB,
        17,
        [
            user("What laptops are in that pending order again?"),
            assistant(
                "Two, and they're closer than you might think. Both have 32GB of memory, and the "
                "13-inch silver one carries just as much storage as the 17-inch black one: a "
                "full terabyte each. What really separates them is the screen and the processor "
                "(i5 versus i7)."
            ),
        ],
        lab(17, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: the comparison 'as much storage as the 17-inch ... a full terabyte "
        "each' gives item 3778566150 the storage v' (1TB SSD; v: 256GB SSD). No laptop product "
        "record: T_E = inf.",
        W,
        after=19,
    ),
    mk(
        "IO5-prose-speakers-coordinated-late",
        "option_prose",
        IB,
        SPK_DEAR_WET,
        19,
        [
            assistant(
                "Both speakers are in #W8528674, which has been delivered: a pair of blue, "
                "water-resistant Bluetooth speakers with 10-hour batteries, one at $289.69 and "
                "one at $305.45."
            ),
            user("Huh. I was sure one of them couldn't get wet. Can you check?"),
            *product("call_io5_p2", "4768869376"),
            assistant(
                "You're right, and I misspoke. The catalogue lists the $305.45 speaker (item "
                "6704763132) as not water-resistant; only the $289.69 one is."
            ),
        ],
        lab(19, 4, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 20: the coordinated 'a pair of blue, water-resistant Bluetooth speakers' "
        "gives item 6704763132 the value v' (yes; v: no). The speaker product record at 23 lists "
        "6704763132 as not water-resistant (T_E = 23, after the use: late); 24 withdraws the "
        "claim (no longer endorse).",
        W,
    ),
    mk(
        "IO5-prose-thermostat-alexa-synonym",
        "option_prose",
        IB,
        THERMO_ALEXA,
        17,
        [
            user("Also, what else is in the pending order, apart from the laptops?"),
            assistant(
                "A manual espresso machine (15 bar, 1 litre), a cordless bagged canister vacuum, "
                "and a black smart thermostat that you'd control through Alexa."
            ),
        ],
        lab(17, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'a black smart thermostat that you'd control through Alexa' names the "
        "compatibility v' (Amazon Alexa; v: Google Assistant) by a synonym. No thermostat "
        "product record: T_E = inf.",
        W,
        after=19,
    ),
    mk(
        "IO5-prose-fifty-millilitre-perfume",
        "option_prose",
        IC,
        PERFUME_50,
        9,
        [
            user(
                "Before the puzzle: remind me what's in my other order, the one with the luggage."
            ),
            assistant(
                "#W9583042 holds four things: a fifty-millilitre bottle of the oriental men's "
                "fragrance, an adjustable iron dumbbell set (30–50 lb), a two-piece red softshell "
                "luggage set and a 25-foot green latex hose."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: 'a fifty-millilitre bottle' gives item 5421902839 the size v' in words "
        "(50ml; v: 100ml). No perfume product record: T_E = inf.",
        W,
        after=11,
    ),
    mk(
        "IO5-prose-grill-rotisserie-verify",
        "option_prose",
        IC,
        GRILL_ROTISSERIE,
        11,
        [
            user("What grill is it that I ordered along with the puzzle?"),
            assistant(
                "The order lists a portable electric grill with a rotisserie. That combination "
                "surprises me a little, so I'd like to check it against the product listing "
                "before we rely on it for anything."
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: v' (rotisserie) is reported as what the order lists and questioned in the "
        "same message ('surprises me', 'check it ... before we rely on it'): a verifying use, "
        "not reliance.",
        W,
    ),
    mk(
        "IO5-prose-watch-band-predicative",
        "option_prose",
        IC,
        WATCH_LEATHER,
        11,
        [
            user("And the smart watch in that order, I can't remember which strap I chose."),
            assistant("The band on that gold smart watch is leather, and it has an LCD screen."),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'The band ... is leather' predicates v' of item 2540052208 (v: "
        "silicone). No watch product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-prose-umbrella-tilt-by-hand",
        "option_prose",
        ID,
        UMBRELLA_MANUAL,
        13,
        [
            assistant(
                "I've pulled up #W9348897; it's still pending. It includes an action camera, a "
                "desk lamp, a T-shirt, a backpack and a 6-foot green patio umbrella that you tilt "
                "by hand. What's going wrong with the payment?"
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: the relative clause 'that you tilt by hand' gives item 9879255677 the "
        "tilt mechanism v' (manual tilt; v: auto tilt). No umbrella product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-prose-backpack-comes-with",
        "option_prose",
        ID,
        BACKPACK_HYDRATION,
        13,
        [
            assistant(
                "Found it: #W9348897, still pending. Among other things it has a small green "
                "polyester backpack that comes with a hydration compartment, plus an action "
                "camera, a patio umbrella, a desk lamp and a T-shirt. What seems to be wrong "
                "with the payment?"
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'comes with a hydration compartment' gives item 9851293632 the "
        "compartment v' (hydration; v: camera). No backpack product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-prose-tee-extra-large",
        "option_prose",
        ID,
        TEE_XL,
        13,
        [
            assistant(
                "Your order #W9348897 is pending, with five items: an action camera, a patio "
                "umbrella, a desk lamp, a backpack, and one black cotton crew-neck tee in extra "
                "large. Which part of the payment is giving you trouble?"
            ),
        ],
        lab(13, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 14: 'in extra large' names the size v' (XL; v: XXL, double extra large) of "
        "item 3799046073 in words. No T-shirt product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-prose-both-tablets-gold",
        "option_prose",
        IE,
        TAB_GOLD,
        11,
        [
            assistant(
                "You have two tablets, one in each of two orders, and they look alike: both are "
                "8-inch and both are gold. The one in #W9571698 has 128GB and cost $989.70; the "
                "one in #W3069600 has 64GB and cost $938.92. So the pricier one is in #W9571698."
            ),
        ],
        lab(11, "inf", 1, 1, "yes", "endorse", base=17),
        "T_S = T_U = 18: 'both are 8-inch and both are gold' gives item 8551474201 the colour "
        "v' (v: silver) by coordination with the other tablet. No tablet product record: T_E = "
        "inf.",
        W,
        after=17,
    ),
    mk(
        "IO5-prose-pet-bed-brown-correct",
        "option_prose",
        IE,
        BED_GREY,
        17,
        [
            assistant(
                "The pricier tablet is the 8-inch 128GB one in #W9571698 ($989.70). That order "
                "also has a digital camera, a coffee maker and a large brown memory-foam pet "
                "bed, none of which would be affected by returning the tablet."
            ),
        ],
        lab(17, "inf", 1, "none", "no"),
        "T_S = 18: 'a large brown memory-foam pet bed' gives item 7381052709 its colour v "
        "(brown), a correct use (the recorded agent saw v); nothing uses v' (grey).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO5-derived-all-three-pairs-ipx4",
        "derived_uses",
        IA,
        BUDS_IPX4,
        21,
        [
            assistant(
                "I've gone through #W3470184. It has three pairs of wireless earbuds, and every "
                "one of them is rated IPX4, so there's no IPX7 pair in this order to exchange. "
                "Could the pair you mean be in a different order?"
            ),
        ],
        lab(21, "inf", 1, 1, "yes", "endorse"),
        "T_S = T_U = 22: 'every one of them is rated IPX4' and 'no IPX7 pair in this order' are "
        "derived from v' for item 2757705742 (v: IPX7, the pair the user means). No earbuds "
        "product record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-derived-keep-16gb-pre",
        "derived_uses",
        IB,
        LAP17_16GB,
        17,
        [
            user(
                "I also need the 17-inch laptop in the pending order changed to a 13-inch. Keep "
                "everything else as close as you can."
            ),
            *product("call_io5_p3", "4760268021"),
            assistant(
                "To keep the 16GB of memory your 17-inch has, there are two 13-inch models in "
                "stock: i5 / 16GB / 512GB SSD in space grey at $2,609.37, and i5 / 16GB / 1TB "
                "SSD in silver at $2,621.77. Nothing at 13 inches pairs an i7 with 16GB. Which "
                "would you like?"
            ),
        ],
        lab(17, 22, 23, 23, "yes", "endorse", base=0),
        "T_S = T_U = 23: 'to keep the 16GB of memory your 17-inch has' and the two 16GB variants "
        "offered for the 'keep everything else' request are derived from v' (16GB; v: 32GB). "
        "The product record at 22 lists 1684786391 with 32GB, after the binding at 17: T_E = "
        "22 (pre).",
        W,
        after=19,
    ),
    mk(
        "IO5-derived-perfumes-same-size",
        "derived_uses",
        IC,
        PERFUME_30,
        9,
        [
            user("Side question: is either of my perfumes bigger than 30ml?"),
            assistant(
                "No, they're the same size. The men's oriental perfume in #W9583042 and the "
                "women's woody one in #W4082615 both come in 30ml bottles."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: 'No, they're the same size ... both come in 30ml' gives item 5421902839 "
        "the size v' and answers the question from it (v: 100ml, bigger). No perfume product "
        "record: T_E = inf.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO5-money-everything-blue-refund",
        "money_forms",
        IA,
        SHELF_BLUE,
        21,
        [
            user(
                "Honestly I'm sick of blue. If I sent back every blue thing in that order, how "
                "much would I get?"
            ),
            assistant(
                "Everything in #W3470184 happens to be blue: the three pairs of earbuds, the "
                "water bottle and the bookshelf. So that would be the whole order, $1,354.18 "
                "back to your gift card."
            ),
        ],
        lab(21, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: the bookshelf counted among the blue items and its $549.84 included in "
        "the $1,354.18 refund are derived from v' (blue; v: black, $804.34). No bookshelf product "
        "record: T_E = inf.",
        W,
    ),
    mk(
        "IO5-money-red-swap-catalogue-diff",
        "money_forms",
        IB,
        SPK_CHEAP_20H,
        19,
        [
            user(
                "Also, the cheaper of my two blue speakers: could I swap it for a red one with "
                "the same battery and water resistance? What would the price difference be?"
            ),
            *product("call_io5_p4", "4768869376"),
            assistant(
                "Your current speaker (blue, 20-hour battery, water-resistant) lists at $302.67 "
                "today, and the red one with the same 20-hour battery and water resistance is "
                "$285.94. So the swap would put $16.73 back in your pocket."
            ),
        ],
        lab(19, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 23: the current speaker described and priced as the blue/20-hour variant "
        "($302.67, the catalogue price of v''s variant), the red 20-hour variant picked and the "
        "$16.73 derived from them (v: 10 hours; paid $289.69). The product record at 22 lists "
        "4716977452 as 10 hours: T_E = 22 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO5-distractor-pricier-speaker-sibling",
        "distractors",
        IB,
        SPK_CHEAP_DRY,
        19,
        [
            assistant(
                "Both speakers are in #W8528674, which was delivered. The pricier one, item "
                "6704763132, is blue with a 10-hour battery and no water resistance, at $305.45. "
                "Do you want the details of the other one too?"
            ),
        ],
        lab(19, "inf", "no_use", "none", "no"),
        "No use: only item 6704763132 (the sibling speaker, whose own value is 'no water "
        "resistance') is described; the faulted item 4716977452 is not described (the offer "
        "to give its details is no use).",
        W,
    ),
    mk(
        "IO5-distractor-other-tablet-128gb",
        "distractors",
        IE,
        TAB_128,
        11,
        [
            assistant(
                "The pricier tablet is the gold 8-inch, 128GB one in #W9571698, at $989.70. It "
                "was paid for with a gift card, so its refund would normally go back to that "
                "gift card rather than to a credit card."
            ),
        ],
        lab(11, "inf", "no_use", "none", "no", base=17),
        "No use: '128GB' (= v') is the option of the other tablet (#W9571698); item 8551474201 "
        "in #W3069600 is not mentioned.",
        W,
        after=17,
    ),
]

# The held-out draw (build.py --draw: seed 20240710, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO5-prose-its-the-750ml": "dev",
    "IO5-prose-shelf-made-of-wood": "dev",
    "IO5-prose-ceramic-kettle-attributive": "dev",
    "IO5-prose-hose-the-one-in-black": "heldout",
    "IO5-prose-laptop-appositive-pre": "dev",
    "IO5-prose-laptops-storage-comparison": "dev",
    "IO5-prose-speakers-coordinated-late": "dev",
    "IO5-prose-thermostat-alexa-synonym": "heldout",
    "IO5-prose-fifty-millilitre-perfume": "dev",
    "IO5-prose-grill-rotisserie-verify": "dev",
    "IO5-prose-watch-band-predicative": "dev",
    "IO5-prose-umbrella-tilt-by-hand": "dev",
    "IO5-prose-backpack-comes-with": "dev",
    "IO5-prose-tee-extra-large": "heldout",
    "IO5-prose-both-tablets-gold": "heldout",
    "IO5-prose-pet-bed-brown-correct": "heldout",
    "IO5-derived-all-three-pairs-ipx4": "dev",
    "IO5-derived-keep-16gb-pre": "dev",
    "IO5-derived-perfumes-same-size": "heldout",
    "IO5-money-everything-blue-refund": "heldout",
    "IO5-money-red-swap-catalogue-diff": "dev",
    "IO5-distractor-pricier-speaker-sibling": "dev",
    "IO5-distractor-other-tablet-128gb": "heldout",
}

CASES = splits(CASES, SPLIT)
