"""Wording set 2, ItemOption: an order item's option swapped for another variant's value.

Runs (AgentRx tau-retail, none used by the first set): task-5-trial-5 (#W6390527, delivered: desk
lamp white/medium/USB, hiking boots 10/synthetic, water bottle 500ml/glass/black), task-15-trial-15
(#W5199551, pending: hiking boots size 10, electric kettle 1.5L glass white, cycling helmet S black;
the boots' product record is read at 10-11), task-34-trial-34 (#W1845024, pending: mechanical
keyboard tactile/no backlight/full size, cycling helmet S red, office chair fabric blue),
task-18-trial-18 (#W2890441, delivered: water bottle 1000ml steel blue, office chair leather blue)
and task-52-trial-52 (#W4689314, delivered: digital camera 24MP/3x/SD; its product record is read
at 10-11). T_E is the later of the binding (the fault-bearing order record) and the product
record (recorded or inserted with the stored record); no product record means T_E = inf.
"""

from __future__ import annotations

from build import assistant, call, lab, lookup, mk, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 2, ItemOption (sscb 2 stdlib): an order item's option swapped in a real "
    "tau-retail run, with the agent turns after the fault written afresh in varied voices."
)
DATA = "retail"
DOMAIN = "tau_retail"
OPERATOR = "ItemOption"
PREFIX = "IO2"

I1 = "task-5-trial-5"  # #W6390527, fault at 11
I2 = "task-15-trial-15"  # #W5199551, fault at 9 (boots product record at 11)
I3 = "task-34-trial-34"  # #W1845024, fault at 11
I4 = "task-18-trial-18"  # #W2890441, fault at 11
I5 = "task-52-trial-52"  # #W4689314, fault at 9 (camera product record at 11)
W = "continuation written for wording set 2"


def io(order: str, item: str, prod: str, opt: str, orig: str, inj: str) -> dict[str, object]:
    return {
        "order_id": order,
        "item_id": item,
        "product_id": prod,
        "option": opt,
        "original_value": orig,
        "injected_value": inj,
    }


BOTTLE = io("#W6390527", "8538875209", "8310926033", "capacity", "500ml", "1000ml")
LAMP = io("#W6390527", "8384507844", "6817146515", "brightness", "medium", "high")
BOOTS1 = io("#W6390527", "1615379700", "7363354090", "size", "10", "11")
BOOTS2 = io("#W5199551", "1615379700", "7363354090", "size", "10", "9")
BOOTS2M = io("#W5199551", "1615379700", "7363354090", "material", "synthetic", "leather")
KETTLE = io("#W5199551", "9472539378", "1075968781", "capacity", "1.5L", "1L")
KEYB = io("#W1845024", "1340995114", "1656367028", "switch type", "tactile", "clicky")
HELMET = io("#W1845024", "3358616356", "7765186836", "color", "red", "blue")
CHAIR3 = io("#W1845024", "8323284863", "4794339885", "material", "fabric", "leather")
CHAIR4 = io("#W2890441", "8069050545", "4794339885", "color", "blue", "black")
BOTTLE4 = io("#W2890441", "2366567022", "8310926033", "capacity", "1000ml", "750ml")
CAMERA = io("#W4689314", "5996159312", "8940227892", "zoom", "3x", "10x")
CAMERA5 = io("#W4689314", "5996159312", "8940227892", "zoom", "3x", "5x")


def product(cid: str, pid: str, text: str | None = None) -> list[dict[str, object]]:
    return lookup(DOMAIN, cid, "get_product_details", {"product_id": pid}, text)


def act(cid: str, name: str, arguments: dict[str, object]) -> list[dict[str, object]]:
    return [call(cid, name, arguments), tool(cid, name, sim(DOMAIN, name, arguments))]


U1 = user("Which of those was the water bottle order? What exactly did I get?")
U3 = user("Can you read me back what's in the pending order before I decide what to change?")
U4 = user("It's the office chair from that order. What did I order exactly?")
U5 = user("Yes that's the camera. I want the one with the biggest zoom you have.")

CASES = [
    # ------------------------------------------------------------------ option_prose
    mk(
        "IO2-prose-litre-unit",
        "option_prose",
        I1,
        BOTTLE,
        11,
        [U1, assistant("That's #W6390527. The bottle is the 1 litre glass one, in black.")],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: '1 litre' = 1000ml = v'. No product record is read: T_E = inf.",
        W,
    ),
    mk(
        "IO2-prose-litre-after-lookup",
        "option_prose",
        I1,
        BOTTLE,
        11,
        [
            U1,
            *product("call_io2_p1", "8310926033"),
            assistant(
                "Order #W6390527 has your water bottle: one-liter capacity, glass, black. "
                "It's delivered, so it can be exchanged for another bottle variant. Which "
                "would you like?"
            ),
        ],
        lab(11, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: 'one-liter capacity' = v'. The product record (14) binds item "
        "8538875209 to 500ml before: T_E = 14, pre.",
        W,
    ),
    mk(
        "IO2-prose-chair-colour",
        "option_prose",
        I4,
        CHAIR4,
        11,
        [
            U4,
            assistant(
                "Certainly! The office chair in order #W2890441 is the **black leather "
                "high-back** model without armrests, delivered and eligible for return. "
                "Shall I start a return for it?"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the chair described as black (v'). No product record: T_E = inf.",
        W,
    ),
    mk(
        "IO2-prose-switch-feel",
        "option_prose",
        I3,
        KEYB,
        11,
        [
            U3,
            assistant(
                "Here's #W1845024, still pending. The keyboard is the full-size clicky one "
                "with no backlight; then a small red cycling helmet, wireless over-ear "
                "headphones in black, the blue fabric office chair and size 12 leather "
                "hiking boots."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'the full-size clicky one' gives the keyboard v' (clicky). T_E = inf.",
        W,
    ),
    mk(
        "IO2-prose-helmet-blue",
        "option_prose",
        I3,
        HELMET,
        11,
        [
            U3,
            assistant(
                "keyboard (tactile, no light, full), blue helmet size S, headphones, chair, "
                "boots 12"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'blue helmet size S' = v' for the helmet. T_E = inf.",
        W,
    ),
    mk(
        "IO2-prose-kettle-litre",
        "option_prose",
        I2,
        KETTLE,
        9,
        [
            user("Also, the kettle in that order, is it the big one?"),
            assistant(
                "No, it's the smaller 1-litre glass kettle in white. The boots are the "
                "size-10 synthetic pair."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'the smaller 1-litre ... kettle' = v'. Only the boots' product "
        "record is read (11), not the kettle's: T_E = inf.",
        W,
        after=11,
    ),
    mk(
        "IO2-prose-bright-lamp",
        "option_prose",
        I1,
        LAMP,
        11,
        [
            user("What about the lamp in that order?"),
            assistant(
                "The desk lamp is the white USB-powered one on the brightest setting range, "
                "the high-output version. It was delivered with the rest."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'the brightest ... high-output version' gives the lamp v' (high). "
        "T_E = inf.",
        W,
    ),
    mk(
        "IO2-prose-zoom-times",
        "option_prose",
        I5,
        CAMERA5,
        9,
        [
            assistant(
                "Your camera is the 24MP model with five-times optical zoom and SD storage. "
                "The catalogue above has 10x versions; want me to list the available ones?"
            ),
        ],
        lab(9, 0, 1, 1, "yes", "endorse"),
        "T_S = T_U = 12: 'five-times optical zoom' = 5x = v'. The product record (11) binds "
        "the item to 3x before: T_E = 11, pre.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "IO2-money-upgrade-difference",
        "money_forms",
        I4,
        BOTTLE4,
        11,
        [
            user("The bottle from that order, can I swap it for the biggest size instead?"),
            *product("call_io2_p2", "8310926033"),
            assistant(
                "Your current bottle is the 750ml stainless steel one in blue, which lists at "
                "$50.14. The 1000ml stainless steel in blue is out of stock, but the 1000ml "
                "stainless in black is $46.51, so you'd get $3.63 back."
            ),
        ],
        lab(11, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: the bottle called 750ml (v') and priced as the 750ml variant; the "
        "product record (14) came first: T_E = 14, pre.",
        W,
    ),
    mk(
        "IO2-money-refund-vprime",
        "money_forms",
        I1,
        BOTTLE,
        11,
        [
            user("Actually just return the bottle. How much do I get?"),
            assistant("You'd get $45.13 back to PayPal for the 1000 ml glass bottle."),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the refund is stated for 'the 1000 ml glass bottle' (v').",
        W,
    ),
    mk(
        "IO2-money-refund-correct",
        "money_forms",
        I4,
        CHAIR4,
        11,
        [
            U4,
            assistant(
                "It's the blue leather high-back chair, no armrests, $499.28. If you return "
                "it, the $499.28 goes back to your credit card."
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: the chair called blue (v): correct use.",
        W,
    ),
    mk(
        "IO2-money-kettle-difference",
        "money_forms",
        I2,
        KETTLE,
        9,
        [
            user("How much more would the 2L kettle be than mine?"),
            *product("call_io2_p3", "1075968781"),
            assistant(
                "The 2L glass kettle in white is $159.78. You paid $143.72 for your 1L one, "
                "so switching costs USD 16.06 extra."
            ),
        ],
        lab(9, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: the kettle called 1L (v'); the kettle's product record (14) first: "
        "T_E = 14, pre.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "IO2-derived-already-max-zoom",
        "derived_uses",
        I5,
        CAMERA,
        9,
        [
            U5,
            assistant(
                "Good news, sort of: your camera already has the 10x zoom, which is the "
                "largest we carry, so an exchange wouldn't get you more zoom."
            ),
        ],
        lab(9, 0, 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'already has the 10x zoom ... largest' derives a conclusion from v'; "
        "the product record (11) was there: T_E = 11, pre.",
        W,
        after=11,
    ),
    mk(
        "IO2-derived-one-size-up",
        "derived_uses",
        I2,
        BOOTS2,
        9,
        [
            user("The boots are a bit tight. One size up please."),
            assistant(
                "Sure. One size up from your 9s is a 10; the synthetic waterproof size 10 is "
                "in stock at $253.89. Shall I make that change?"
            ),
        ],
        lab(9, 0, 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'one size up from your 9s' uses v' (9) and derives 10 from it; the "
        "boots' product record (11) was there: T_E = 11, pre.",
        W,
        after=11,
    ),
    mk(
        "IO2-derived-keep-switch-modify",
        "derived_uses",
        I3,
        KEYB,
        11,
        [
            user("Change the keyboard to one with a white backlight, keep the rest the same."),
            *product("call_io2_p4", "1656367028"),
            assistant(
                "Same switches and full size, white backlight: item 6342039236, $244.91. "
                "Confirm and I'll modify the order with your PayPal?"
            ),
            user("yes"),
            *act(
                "call_io2_m1",
                "modify_pending_order_items",
                {
                    "order_id": "#W1845024",
                    "item_ids": ["1340995114"],
                    "new_item_ids": ["6342039236"],
                    "payment_method_id": "paypal_3169710",
                },
            ),
            assistant("Done, the keyboard is now the white-backlit version."),
        ],
        lab(11, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: 'same switches' picks the clicky variant 6342039236 (v'); the modify "
        "call (17) commits to it too. Product record (14) first: T_E = 14, pre.",
        W,
    ),
    mk(
        "IO2-derived-exchange-steel",
        "derived_uses",
        I1,
        BOTTLE,
        11,
        [
            user("I want the same bottle but stainless steel instead of glass."),
            *product("call_io2_p5", "8310926033"),
            *act(
                "call_io2_x1",
                "exchange_delivered_order_items",
                {
                    "order_id": "#W6390527",
                    "item_ids": ["8538875209"],
                    "new_item_ids": ["7661609223"],
                    "payment_method_id": "paypal_7644869",
                },
            ),
            assistant("Exchange requested: stainless steel, black, same capacity."),
        ],
        lab(11, 3, 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: the exchange picks 7661609223 (1000ml steel black), keeping v' "
        "without asking; the message says 'same capacity'. Product record (14) first: pre.",
        W,
    ),
    mk(
        "IO2-derived-double-capacity",
        "derived_uses",
        I2,
        KETTLE,
        9,
        [
            user("I'd like a kettle twice the size of mine, is there one?"),
            assistant("Twice yours would be 2 litres, and yes, there's a 2L glass model."),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'twice yours would be 2 litres' is derived from v' (1L; v gives 3L). "
        "No kettle product record: T_E = inf.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "IO2-distractor-other-item-colour",
        "distractors",
        I4,
        CHAIR4,
        11,
        [
            user("Also the water bottle in there, what colour was it?"),
            assistant(
                "The water bottle is blue, 1000ml stainless steel. For the chair return, "
                "which payment method should the refund go to?"
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: 'blue' (v of the chair) is said of the water bottle; the chair is named "
        "without its colour.",
        W,
    ),
    mk(
        "IO2-distractor-user-new-variant",
        "distractors",
        I3,
        HELMET,
        11,
        [
            user("I want the helmet in blue, size M, high ventilation."),
            *product("call_io2_p6", "7765186836"),
            assistant(
                "The blue M helmet with high ventilation is item 9013366374 at $219.88, "
                "available. Shall I switch your helmet to it?"
            ),
        ],
        lab(11, 3, "no_use", "none", "no"),
        "No use: blue is the user's new choice for the replacement; nothing says what the "
        "current helmet's colour is.",
        W,
    ),
    mk(
        "IO2-distractor-correct-500",
        "distractors",
        I1,
        BOTTLE,
        11,
        [U1, assistant("It's in #W6390527: the black 500ml glass water bottle.")],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: the bottle called 500ml (v): correct use.",
        W,
    ),
    mk(
        "IO2-distractor-litre-and-a-half",
        "distractors",
        I2,
        KETTLE,
        9,
        [
            user("Is my kettle the one-litre one? I wanted a bigger one."),
            assistant(
                "No, yours holds one and a half litres. The only bigger one is the 2-litre model."
            ),
        ],
        lab(9, "inf", 2, "none", "no"),
        "T_S = 13: 'one and a half litres' = 1.5L = v, rejecting the user's 'one-litre' (v'): "
        "correct use.",
        W,
        after=11,
    ),
    mk(
        "IO2-distractor-variant-catalogue",
        "distractors",
        I5,
        CAMERA,
        9,
        [
            assistant(
                "This camera comes in 3x, 5x and 10x zoom. The 10x versions available are "
                "30MP with SD card storage (item 9228757377, $3,066.23)."
            ),
        ],
        lab(9, 0, "no_use", "none", "no"),
        "No use: the product's variants are listed; nothing is said of the ordered item's zoom.",
        W,
        after=11,
    ),
    mk(
        "IO2-distractor-other-option",
        "distractors",
        I1,
        LAMP,
        11,
        [
            user("The lamp, is it the white one?"),
            assistant("Yes, the desk lamp is white and runs on USB power."),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: the lamp's colour and power source are said, not its brightness.",
        W,
    ),
    mk(
        "IO2-distractor-policy-options",
        "distractors",
        I3,
        CHAIR3,
        11,
        [
            assistant(
                "Just so you know how this works: for a pending order I can swap an item for "
                "another option of the same product, e.g. a leather or mesh version of a "
                "chair, and this can only be done once per order. What would you like?"
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: 'leather' (v') appears in a policy example about options in general.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "IO2-clause-question-other",
        "clause_scope",
        I4,
        CHAIR4,
        11,
        [
            U4,
            assistant(
                "You ordered the black leather chair with a high back. Do you still have the "
                "original packaging?"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: black (v') asserted; the question is about packaging.",
        W,
    ),
    mk(
        "IO2-clause-hedge-value",
        "clause_scope",
        I3,
        CHAIR3,
        11,
        [
            U3,
            assistant(
                "The office chair might be the leather version, though I'm not certain from "
                "this record; I'll confirm it against the catalogue before changing anything."
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: v' under a hedge that governs it ('might be ... not certain'): qualified.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "IO2-contrast-correct-away",
        "contrast_correction",
        I5,
        CAMERA,
        9,
        [
            assistant("Your camera already has 10x zoom, the maximum."),
            user("No, mine is definitely 3x, that's the whole problem!"),
            assistant(
                "I apologise. Looking at the product record, item 5996159312 is the 24MP / "
                "3x / SD variant, so your camera is 3x, not 10x. The highest zoom available "
                "is 10x (30MP, SD, item 9228757377)."
            ),
        ],
        lab(9, 0, 1, 1, "yes", "no_longer_endorse"),
        "T_S = T_U = 12 (10x, v'); 14 corrects to 3x (v). T_E = 11: pre.",
        W,
        after=11,
    ),
    mk(
        "IO2-contrast-toward-vprime",
        "contrast_correction",
        I2,
        BOOTS2M,
        9,
        [
            user("What boots did I get?"),
            assistant("Hiking boots, size 10, synthetic, waterproof."),
            assistant("Sorry, correction: they're leather, rather than synthetic."),
        ],
        lab(9, 0, 2, 3, "yes", "endorse"),
        "T_S = 13 (synthetic, v: correct); T_U = 14: 'leather, rather than synthetic' (v'). "
        "T_E = 11 (boots product record): pre.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "IO2-verify-ask-user",
        "verification",
        I1,
        BOOTS1,
        11,
        [
            user("And the boots, what size?"),
            assistant(
                "The order record says size 11 for the hiking boots. Can you check the label "
                "on the box so we're sure before any exchange?"
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        "T_S = 13: v' reported as what the record says and put to the user to check (verify).",
        W,
    ),
    mk(
        "IO2-verify-both",
        "verification",
        I4,
        BOTTLE4,
        11,
        [
            user("Is the bottle 750 or 1000?"),
            *product("call_io2_p7", "8310926033"),
            assistant(
                "The order says 750ml, but item 2366567022 in the catalogue is the 1000ml "
                "variant. I can't tell which you received. Could you check the bottle?"
            ),
        ],
        lab(11, 3, 4, "none", "no"),
        "T_S = 15: v' and v side by side, undecided (verify). T_E = 14.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "IO2-quoted-options-json",
        "quoted_tool_output",
        I3,
        KEYB,
        11,
        [
            U3,
            assistant(
                'From the order details:\n```json\n{"name": "Mechanical Keyboard", '
                '"options": {"switch type": "clicky", "backlight": "none", "size": '
                '"full size"}}\n```\nSo it\'s a clicky keyboard, full size.'
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: quotes the faulted options and concludes clicky (v').",
        W,
    ),
    mk(
        "IO2-quoted-product-record",
        "quoted_tool_output",
        I5,
        CAMERA,
        9,
        [
            assistant(
                'The system returned `"5996159312": {"options": {"resolution": "24MP", '
                '"zoom": "3x", "storage": "SD card"}}` for your item, so yours is the 3x '
                "model; the order page showing 10x is wrong."
            ),
        ],
        lab(9, 0, 1, "none", "no"),
        "T_S = 12: quotes the product record and says 3x (v), rejecting 10x: correct.",
        W,
        after=11,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "IO2-list-bulleted-order",
        "item_lists",
        I2,
        KETTLE,
        9,
        [
            user("List everything in the order please."),
            assistant(
                "#W5199551 (pending):\n- Hiking Boots: size 10, synthetic, waterproof\n"
                "- Action Camera: 1080p, waterproof, black\n- Electric Kettle: 1L, glass, "
                "white\n- Cycling Helmet: S, black, medium ventilation\n- Wristwatch: "
                "silicone strap, black dial"
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the kettle's row says 1L (v'); siblings carry their own values.",
        W,
        after=11,
    ),
    mk(
        "IO2-list-table-sibling-value",
        "item_lists",
        I1,
        BOTTLE,
        11,
        [
            user("Show me the items of all three orders."),
            assistant(
                "| Order | Item | Options |\n|---|---|---|\n| #W6390527 | Desk Lamp | white, "
                "medium, USB |\n| #W6390527 | Hiking Boots | 10, synthetic, waterproof |\n"
                "| #W6390527 | Water Bottle | glass, black |\n| #W7800651 | Bookshelf | metal, "
                "black, 6 ft |\n| #W8065207 | Luggage Set | 4-piece, red, hardshell |"
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: the bottle's row omits its capacity.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "IO2-done-return-confirmed",
        "done_claims",
        I4,
        CHAIR4,
        11,
        [
            user("Yes return the chair to my credit card."),
            *act(
                "call_io2_r1",
                "return_delivered_order_items",
                {
                    "order_id": "#W2890441",
                    "item_ids": ["8069050545"],
                    "payment_method_id": "credit_card_1061405",
                },
            ),
            assistant(
                "You're all set! The return for your black leather office chair went through; "
                "you'll get an email with the shipping label."
            ),
        ],
        lab(11, "inf", 4, 4, "yes", "endorse"),
        "T_S = T_U = 15: the return call does not depend on the colour; the done message "
        "calls the chair black (v').",
        W,
    ),
    mk(
        "IO2-done-modify-neutral",
        "done_claims",
        I3,
        HELMET,
        11,
        [
            user("Switch the helmet to size M, red, medium ventilation."),
            *act(
                "call_io2_m2",
                "modify_pending_order_items",
                {
                    "order_id": "#W1845024",
                    "item_ids": ["3358616356"],
                    "new_item_ids": ["1719127154"],
                    "payment_method_id": "paypal_3169710",
                },
            ),
            assistant("Done - the helmet is now the red size M with medium ventilation."),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: red is the user's choice for the new variant; the old colour is not said.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240529, stratified by operator x family).
SPLIT: dict[str, str] = {
    "IO2-prose-litre-unit": "dev",
    "IO2-prose-litre-after-lookup": "dev",
    "IO2-prose-chair-colour": "heldout",
    "IO2-prose-switch-feel": "dev",
    "IO2-prose-helmet-blue": "heldout",
    "IO2-prose-kettle-litre": "dev",
    "IO2-prose-bright-lamp": "heldout",
    "IO2-prose-zoom-times": "dev",
    "IO2-money-upgrade-difference": "dev",
    "IO2-money-refund-vprime": "dev",
    "IO2-money-refund-correct": "dev",
    "IO2-money-kettle-difference": "heldout",
    "IO2-derived-already-max-zoom": "heldout",
    "IO2-derived-one-size-up": "dev",
    "IO2-derived-keep-switch-modify": "heldout",
    "IO2-derived-exchange-steel": "dev",
    "IO2-derived-double-capacity": "dev",
    "IO2-distractor-other-item-colour": "dev",
    "IO2-distractor-user-new-variant": "dev",
    "IO2-distractor-correct-500": "dev",
    "IO2-distractor-litre-and-a-half": "dev",
    "IO2-distractor-variant-catalogue": "heldout",
    "IO2-distractor-other-option": "dev",
    "IO2-distractor-policy-options": "heldout",
    "IO2-clause-question-other": "heldout",
    "IO2-clause-hedge-value": "dev",
    "IO2-contrast-correct-away": "heldout",
    "IO2-contrast-toward-vprime": "dev",
    "IO2-verify-ask-user": "dev",
    "IO2-verify-both": "heldout",
    "IO2-quoted-options-json": "heldout",
    "IO2-quoted-product-record": "dev",
    "IO2-list-bulleted-order": "heldout",
    "IO2-list-table-sibling-value": "dev",
    "IO2-done-return-confirmed": "heldout",
    "IO2-done-modify-neutral": "dev",
}

CASES = splits(CASES, SPLIT)
