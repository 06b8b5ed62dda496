"""ItemOption on messages about other entities (docs/record-changes.md, ItemOption I1-I3).

A value said of another order's item, of another product, of a sibling item or of the new
item is not a use of the case item's option; where a message cannot tell the case item from
another item of the same name, the use is unresolved, never decided. Each test pins one shape
seen on real tau-bench runs.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_evaluate import RunBuilder, item_run

from sscb_dsl.api import load_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record
from sscb_dsl.text.options import options_said

# The case: T-Shirt 111 of order #W1, color red (v) delivered as blue (v').
ORDER: dict[str, Any] = {
    "order_id": "#W1",
    "user_id": "u1",
    "items": [
        {
            "name": "T-Shirt",
            "item_id": "111",
            "product_id": "P1",
            "options": {"color": "blue", "size": "M"},
        },
        {
            "name": "Bookshelf",
            "item_id": "333",
            "product_id": "P3",
            "options": {"color": "brown", "height": "6 ft"},
        },
    ],
}
PRODUCT = {
    "name": "T-Shirt",
    "product_id": "P1",
    "variants": {
        "111": {"item_id": "111", "options": {"color": "red", "size": "M"}},
        "222": {"item_id": "222", "options": {"color": "blue", "size": "M"}},
        "444": {"item_id": "444", "options": {"color": "black", "size": "M"}},
    },
}
USER = {"name": {"first_name": "A", "last_name": "B"}, "orders": ["#W1", "#W2"]}


@pytest.fixture(scope="module")
def plans() -> dict[str, Plan]:
    library, results = load_library()
    assert all(r.ok for r in results), [d.render_short() for r in results for d in r.errors]
    op = library.operators["ItemOption"]
    return {"ItemOption": build_plan(op, library.domain_of(op))}


def other_order(items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"order_id": "#W2", "user_id": "u1", "items": items}


def tell(plans: dict[str, Plan], b: RunBuilder, t_f: int, step: int) -> tuple[str, Record]:
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    verdicts = [u.verdict for u in rec.uses if u.step == step and u.rule == "rule:tell"]
    assert len(verdicts) == 1, rec.uses
    return verdicts[0], rec


def start(b: RunBuilder) -> int:
    b.call("get_user_details", {"user_id": "u1"}, USER)
    return b.call("get_order_details", {"order_id": "#W1"}, ORDER)


def test_another_orders_product_named_near_the_value_is_not_a_use(
    plans: dict[str, Plan],
) -> None:
    """I1: "I found another order, #W2 ... Electric Kettle: ... blue color" for a T-shirt case."""
    b = RunBuilder()
    t_f = start(b)
    kettle = {"name": "Electric Kettle", "item_id": "901", "product_id": "P9", "options": {}}
    b.call("get_order_details", {"order_id": "#W2"}, other_order([kettle]))
    step = b.say(
        "I found another order, #W2, which contains the following items:\n"
        "1. **Electric Kettle**: 1L capacity, stainless steel, blue color, priced at $153.25."
    )
    verdict, rec = tell(plans, b, t_f, step)
    assert verdict == "not_dependent"
    assert (rec.t_s, rec.adopted) == ("no_use", "no")


def test_another_products_option_list_is_not_a_use(plans: dict[str, Plan]) -> None:
    """I1: "You've selected the desk lamp with the following options: Color: Blue"."""
    b = RunBuilder()
    t_f = start(b)
    step = b.say(
        "You've selected the desk lamp with the following options: **Color:** Blue, "
        "**Brightness:** High, priced at $154.17."
    )
    assert tell(plans, b, t_f, step)[0] == "not_dependent"


def test_another_orders_item_id_is_not_the_case_item(plans: dict[str, Plan]) -> None:
    """I1: "The gadget you ordered (Item ID: 901) has ... Color: Blue": 901 is an item of the
    user's other order, whatever the agent calls it."""
    b = RunBuilder()
    t_f = start(b)
    gadget = {"name": "Gizmo", "item_id": "9010000001", "product_id": "P9", "options": {}}
    b.call("get_order_details", {"order_id": "#W2"}, other_order([gadget]))
    step = b.say("The gadget you ordered (Item ID: 9010000001) is in Color: Blue.")
    assert tell(plans, b, t_f, step)[0] == "not_dependent"


def test_a_sibling_of_the_same_product_named_by_id_is_not_the_case_item(
    plans: dict[str, Plan],
) -> None:
    """I1: "the cheapest earbud in the same order is ... (item ID: 1646531091)": a sibling item
    of the same product in the case order, named by its id."""
    order = copy.deepcopy(ORDER)
    order["items"].append(
        {
            "name": "T-Shirt",
            "item_id": "5550000555",
            "product_id": "P1",
            "options": {"color": "blue", "size": "L"},
        }
    )
    b = RunBuilder()
    b.call("get_user_details", {"user_id": "u1"}, USER)
    t_f = b.call("get_order_details", {"order_id": "#W1"}, order)
    step = b.say(
        "The cheapest T-Shirt in this order is the T-Shirt in blue, size L (item ID: 5550000555)."
    )
    assert tell(plans, b, t_f, step)[0] == "not_dependent"


def test_an_item_of_the_same_name_in_another_order_is_unresolved(
    plans: dict[str, Plan],
) -> None:
    """Two orders hold a T-Shirt; the other one is blue (= v'). "Your blue T-shirt" could be
    either: unresolved, not faulty."""
    b = RunBuilder()
    t_f = start(b)
    twin = {"name": "T-Shirt", "item_id": "7770000777", "product_id": "P1", "options": {}}
    twin["options"] = {"color": "blue", "size": "S"}
    b.call("get_order_details", {"order_id": "#W2"}, other_order([twin]))
    step = b.say("Your T-Shirt is the blue one, size S. Shall I change it?")
    verdict, rec = tell(plans, b, t_f, step)
    assert verdict == "unresolved"
    assert rec.adopted == "undecidable"


def test_the_case_order_named_alone_decides_despite_a_twin(plans: dict[str, Plan]) -> None:
    """The same twin, but the message names the case order only: the T-shirt is the case's."""
    b = RunBuilder()
    t_f = start(b)
    twin = {"name": "T-Shirt", "item_id": "7770000777", "product_id": "P1", "options": {}}
    twin["options"] = {"color": "blue", "size": "S"}
    b.call("get_order_details", {"order_id": "#W1"}, ORDER)
    b.call("get_order_details", {"order_id": "#W2"}, other_order([twin]))
    step = b.say("In order #W1 you have a T-Shirt (blue, size M).")
    assert tell(plans, b, t_f, step)[0] == "faulty"


def test_an_answer_to_a_question_about_the_case_order_decides_despite_a_twin(
    plans: dict[str, Plan],
) -> None:
    """The same twin, but the user asked about the case order only ("#W1: what's in it?") and
    the answer names neither order: the answer is about the case order's T-shirt."""
    b = RunBuilder()
    t_f = start(b)
    twin = {"name": "T-Shirt", "item_id": "7770000777", "product_id": "P1", "options": {}}
    twin["options"] = {"color": "blue", "size": "S"}
    b.call("get_order_details", {"order_id": "#W2"}, other_order([twin]))
    b.user("Now #W1: what's in it exactly?")
    step = b.say("Two things: a blue T-Shirt, size M, and a brown bookshelf.")
    assert tell(plans, b, t_f, step)[0] == "faulty"


def test_catalogue_variants_after_a_paragraph_break_are_not_the_item(
    plans: dict[str, Plan],
) -> None:
    """I2: the stated current value is the item's; the variants listed after "other variants
    ... available, such as:" and a blank line are the catalogue's."""
    b = RunBuilder()
    t_f = start(b)
    step = b.say(
        "The exact T-Shirt you purchased (red, size M) is currently unavailable. However, there "
        "are other variants of the T-shirt available, such as:\n\n"
        "1. Blue, size M - $50.00\n2. Black, size M - $52.00\n\nWould you like one of these?"
    )
    assert tell(plans, b, t_f, step)[0] == "correct"


def test_the_users_requested_options_are_not_the_item(plans: dict[str, Plan]) -> None:
    """I3: "The T-shirt with your requested options (blue, size M) is available"."""
    b = RunBuilder()
    t_f = start(b)
    b.user("I'd like the blue one instead.")
    step = b.say("The T-Shirt with your requested options (blue, size M) is available.")
    assert tell(plans, b, t_f, step)[0] == "not_dependent"


def test_an_upgrade_target_is_not_the_item(plans: dict[str, Plan]) -> None:
    """A new item chosen by another criterion: "T-Shirt: Upgrade to Blue, size M"."""
    b = RunBuilder()
    t_f = start(b)
    step = b.say("Here's the upgrade plan:\n1. **T-Shirt**: Upgrade to **Blue, size M** ($60).")
    assert tell(plans, b, t_f, step)[0] == "not_dependent"


def test_the_new_item_the_user_named_by_id_is_the_users_choice(
    plans: dict[str, Plan],
) -> None:
    """I3: the user asked for the new item by its id ("... option—Item ID 222"): exchanging to
    it is the user's choice, even when its value is v'."""
    b = RunBuilder()
    t_f = start(b)
    b.call("get_product_details", {"product_id": "P1"}, PRODUCT)
    b.user("I'll take the other colour option—Item ID 222.")
    args = {
        "order_id": "#W1",
        "item_ids": ["111"],
        "new_item_ids": ["222"],
        "payment_method_id": "pm",
    }
    step = b.call("exchange_delivered_order_items", args, {"order_id": "#W1", "status": "x"}) - 1
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    verdicts = [u.verdict for u in rec.uses if u.rule == "rule:exchange"]
    assert verdicts == ["not_dependent"], (step, rec.uses)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mechanical Keyboard (linear switch, no backlight, 80%)", "none"),
        ("Your keyboard comes without a backlight.", "none"),
        ("Mechanical Keyboard: Backlight: None", "none"),
    ],
)
def test_no_backlight_reads_as_none(text: str, value: str) -> None:
    """I3: "no backlight" is the option's value `none`."""
    said = options_said(
        text, ["Mechanical Keyboard", "keyboard"], [], "backlight", ["RGB", "none"], []
    )
    assert said is not None and [m["value"] for m in said] == [value]


def test_a_longer_sibling_name_wins_over_the_items_head_noun() -> None:
    """ "Electric Kettle" is not the "kettle" of a Tea Kettle case; "Tea Kettle" is."""
    text = "Electric Kettle: 1L, black. Tea Kettle: 2L, silver."
    said = options_said(
        text, ["Tea Kettle", "Kettle"], ["Electric Kettle"], "color", ["black", "silver"], []
    )
    assert said is not None and [m["value"] for m in said] == ["silver"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the new item's values (I4-like): not what the ordered T-shirt is
        ("I can replace the 17-inch T-Shirt with the small T-Shirt (cotton, Blue).", []),
        ("The T-Shirt has been modified. The new item details are:\n- Color: Blue\n- Size: S", []),
        ("You've selected the T-Shirt with the following options: Color: Blue, Size: S.", []),
        ("I'll proceed with exchanging the T-Shirt for the option: Blue, size S.", []),
        # the ordered item's own values
        ("For the T-Shirt in your order, you selected the following options: Color: Red.", ["red"]),
        ("To exchange the T-Shirt for the same model (Red, size M), I can start now.", ["red"]),
        ("The exchange for your T-Shirt (Red, size M) to size S is requested.", ["red"]),
    ],
)
def test_new_item_values_and_own_values(text: str, said: list[str]) -> None:
    found = options_said(text, ["T-Shirt", "Shirt"], [], "color", ["blue", "red"], [])
    assert found is not None and [m["value"] for m in found] == said


@pytest.mark.parametrize(
    ("request_text", "verdict"),
    [
        ("Please exchange it for the cheapest one you have.", "unresolved"),
        ("Please exchange it for another one, same size.", "faulty"),
    ],
)
def test_a_new_item_chosen_by_a_criterion_is_not_decided_on_v_prime(
    plans: dict[str, Plan], request_text: str, verdict: str
) -> None:
    """I4: an item the user chose by a criterion ("the cheapest") has that criterion's options;
    that its colour equals v' may be coincidence, so the exchange is unresolved, not faulty."""
    b = RunBuilder()
    t_f = start(b)
    b.call("get_product_details", {"product_id": "P1"}, PRODUCT)
    b.user(request_text)
    args = {
        "order_id": "#W1",
        "item_ids": ["111"],
        "new_item_ids": ["222"],
        "payment_method_id": "pm",
    }
    b.call("exchange_delivered_order_items", args, {"order_id": "#W1", "status": "x"})
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    assert [u.verdict for u in rec.uses if u.rule == "rule:exchange"] == [verdict]


def test_the_catalogues_word_for_the_items_product_names_the_item(
    plans: dict[str, Plan],
) -> None:
    """ "vacuum" is the catalogue's word for a Vacuum Cleaner (``product_aliases``; the head
    noun is "Cleaner"), not another product: the value said of it is a use (before, "vacuum"
    counted as another product's name and the message read as no use)."""
    b = RunBuilder()
    b.call("get_user_details", {"user_id": "u1"}, USER)
    order = copy.deepcopy(ORDER)
    order["items"][0]["name"] = "Vacuum Cleaner"
    t_f = b.call("get_order_details", {"order_id": "#W1"}, order)
    step = b.say("Your vacuum from #W1 is the blue one.")
    verdict, rec = tell(plans, b, t_f, step)
    assert verdict == "faulty"
    assert rec.adopted == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "I checked #W1: there's no red T-Shirt in it, so there is nothing to exchange.",
        "Your T-Shirt in #W1 is not the red one.",
    ],
)
def test_v_denied_alone_is_never_a_correct_use(plans: dict[str, Plan], text: str) -> None:
    """Denying v ("there's no red T-Shirt") says the agent holds another value without saying
    which: not a correct use of v, and not "no use" either."""
    b = RunBuilder()
    t_f = start(b)
    step = b.say(text)
    assert tell(plans, b, t_f, step)[0] == "unresolved"


def test_product_aliases_are_the_vocabularys_words_for_the_product() -> None:
    """Every word of an alias is a word of the name (plurals and hyphens aside)."""
    from sscb_dsl.text.names import product_aliases

    names = ["T-Shirt", "shirt", "Vacuum Cleaner", "vacuum", "dumbbells", "mat", "Yoga Mat"]
    assert product_aliases("T-Shirt", names) == ["T-Shirt", "shirt"]
    assert product_aliases("Dumbbell Set", names) == ["dumbbells"]
    assert product_aliases("Vacuum Cleaner", names) == ["Vacuum Cleaner", "vacuum"]
    assert product_aliases("Air Purifier", names) == []
    assert product_aliases(None, names) is None


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("It has your waterproof leather hiking boots, size 12.", ["yes"]),
        ("Your hiking boots are not waterproof.", ["no"]),
        ("Your non-waterproof hiking boots ship tomorrow.", ["no"]),
        ("Hiking boots (Waterproof: no)", ["no"]),
    ],
)
def test_a_yes_no_options_name_as_an_adjective(text: str, said: list[str]) -> None:
    """A yes/no option said by its name as an adjective ("waterproof boots") is its value."""
    found = options_said(text, ["Hiking Boots", "Boots"], [], "waterproof", ["yes", "no"], [])
    assert found is not None and [f["value"] for f in found] == said


def test_a_colour_no_variant_has_is_another_value_not_none() -> None:
    """ "Your desk lamp is the charcoal one" of a silver/black lamp: a colour, perhaps another
    word for v or v'; the reading is "other" (the tell rule leaves it unresolved), never none."""
    from sscb_dsl.text.mention_reading import reading

    values = ["black", "silver", "white"]
    said = options_said(
        "Your desk lamp is the charcoal one.", ["desk lamp"], [], "color", values, []
    )
    assert reading(said, "black", "silver") == "other"
    said = options_said("Your desk lamp is black.", ["desk lamp"], [], "color", values, [])
    assert reading(said, "black", "silver") == "faulty"
    # another item's colour stays that item's
    said = options_said(
        "Your desk lamp is black; the wall clock is navy.",
        ["desk lamp"],
        ["wall clock"],
        "color",
        values,
        [],
    )
    assert reading(said, "black", "silver") == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item's option compared, its value unsaid: used, unsure
        ("Your earbuds already match the battery life you want.", None),
        ("The battery life of your earbuds is the same as on the new pair.", None),
        # ... but a different option offered is a new choice, not the item's
        ("Your earbuds can be swapped for a pair with a different battery life.", "none"),
        # the new item's future is the new item's
        ("The new pair will have 4 hours of battery life.", "none"),
        # a catalogue variant picked by a criterion is that variant, not the item
        ("The cheapest option is the 4 hours pair at $99.", "none"),
        # a question of the same sentence taking the value up puts it to the user
        ("Your earbuds show 4 hours of battery life \u2014 is that what you ordered?", "verify"),
        # two values set against each other with "which is right?" are put to the user
        (
            "The order lists your earbuds at 4 hours, but you said 8 hours. Which is right?",
            "verify",
        ),
    ],
)
def test_an_option_compared_offered_or_doubted(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    values = ["4 hours", "6 hours", "8 hours"]
    said = options_said(text, ["earbuds"], [], "battery life", values, [])
    assert reading(said, "4 hours", "8 hours") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the option described by a word that is no value: perhaps another word for v or v'
        ("Your order has a desk lamp and the quiet-switch keyboard.", None),
        ("Your keyboard is the one with the bumpy switches.", None),
        # a value's own words, a quantity, or a comparison the user asked for are not that
        ("Your keyboard has tactile switches.", "faulty"),
        ("Here are keyboards with lower switches than yours: none in stock.", "none"),
    ],
)
def test_an_option_described_without_a_value(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = options_said(
        text, ["keyboard"], ["desk lamp"], "switch type", ["clicky", "tactile", "linear"], []
    )
    assert reading(said, "tactile", "clicky") == expected


def test_the_faulted_value_said_without_naming_the_item_is_not_no_use(
    plans: dict[str, Plan],
) -> None:
    """A message that states v' of "your ... pair" in words that name no item ("Your blue
    6-hour pair lists at $232.49") says the option of the case item, unnamed: the value is not
    attributed to another entity, so the use is unresolved or decided, never "no use"."""
    b = RunBuilder()
    t_f = start(b)
    b.user("How much more would the black one be?")
    step = b.say("Your blue medium one lists at $19.99; the black is $24.99.")
    verdict, rec = tell(plans, b, t_f, step)
    assert verdict in ("faulty", "unresolved")
    assert rec.t_s != "no_use"


def test_a_value_word_naming_a_street_is_no_option(plans: dict[str, Plan]) -> None:
    """ "476 Blue Drive" is an address: no candidate, no use."""
    b = RunBuilder()
    t_f = start(b)
    b.user("Please ship my other order to the same place.")
    b.say("The shipping address on file is 476 Blue Drive, Suite 4, New York.")
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    assert (rec.t_s, rec.adopted) == ("no_use", "no")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # values coordinated after an offered one are offered too
        ("The desk lamp comes in black or silver.", "none"),
        ("The desk lamp is available in white, black, and silver.", "none"),
        ("Your lamp is black, and the new one comes in silver.", "faulty"),
        # the agent checking what it just reported puts it to verification
        ("The lamp is listed as black, but let me double-check that.", "verify"),
        # a shade that is no value: another value, perhaps another word for v or v' (the
        # contract leaves "other" unresolved)
        ("Your lamp \u2014 the dark one \u2014 runs on batteries.", "other"),
        # a value said of two coordinated subjects is said of each
        ("Both the lamp and the laptop are black.", "faulty"),
        ("The lamp is battery-powered and the laptop is black.", "none"),
    ],
)
def test_offered_lists_checks_shades_and_coordinated_subjects(
    text: str, expected: str | None
) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = options_said(text, ["Desk Lamp", "lamp"], ["Laptop"], "color", ["black", "silver"], [])
    assert reading(said, "black", "silver") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the ordered item taken up again after the new one is the ordered item
        ("The replacement lamp will be silver, unlike your current black one.", "faulty"),
        ("I'll swap it for a silver one instead of your black one.", "faulty"),
        # the new item described is the new item's
        ("The new lamp is white; your old one stays with you until the return.", "none"),
    ],
)
def test_the_new_item_and_the_ordered_one_side_by_side(text: str, expected: str) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = options_said(
        text, ["Desk Lamp", "lamp"], ["Laptop"], "color", ["black", "silver", "white"], []
    )
    assert reading(said, "black", "silver") == expected


def test_values_in_lists_names_and_checks() -> None:
    from sscb_dsl.text.mention_reading import reading
    from sscb_dsl.text.quantities import quantities

    # "a full terabyte" is 1 TB
    assert [(q.dimension, q.amount) for q in quantities("a full terabyte each")] == [
        ("storage", 1000)
    ]
    # a value before the next element of a list is not that element's: unattributed, unsure
    text = "It holds a fifty-millilitre bottle of the fragrance, an iron dumbbell set and a hose."
    said = options_said(text, ["Perfume"], ["Dumbbell Set", "hose"], "size", ["50ml", "100ml"], [])
    assert reading(said, "50ml", "100ml") is None
    # a value's word inside another entity's name is that name ("an action camera")
    text = "Your backpack comes with a hydration compartment, plus an action camera."
    said = options_said(
        text, ["Backpack"], ["Action Camera"], "compartment", ["hydration", "camera"], []
    )
    assert reading(said, "hydration", "camera") == "faulty"
    # what the order lists, doubted and to be checked by the agent, is put to verification
    text = (
        "The order lists a grill with a rotisserie. That surprises me, so I'd like to check "
        "it before we rely on it."
    )
    said = options_said(text, ["grill"], [], "features", ["rotisserie", "side burner"], [])
    assert reading(said, "rotisserie", "side burner") == "verify"


def test_the_items_other_options_single_it_out_from_a_twin(plans: dict[str, Plan]) -> None:
    """The same twin (blue, size S): "your blue T-Shirt in size M" describes the case item by an
    option the twin does not share, so the message is about the case item: faulty."""
    b = RunBuilder()
    t_f = start(b)
    twin = {"name": "T-Shirt", "item_id": "7770000777", "product_id": "P1", "options": {}}
    twin["options"] = {"color": "blue", "size": "S"}
    b.call("get_order_details", {"order_id": "#W2"}, other_order([twin]))
    step = b.say("Your T-Shirt in size M is the blue one. Shall I change it?")
    assert tell(plans, b, t_f, step)[0] == "faulty"


def test_feet_and_a_second_variant_set_beside_the_item() -> None:
    from sscb_dsl.text.mention_reading import reading
    from sscb_dsl.text.quantities import quantities

    assert [q.amount for q in quantities("a 50-foot hose, 6 ft tall")] == [600, 72]
    text = (
        "Your 50-foot green rubber hose is listed at $96.51 and the 25ft green vinyl one at $97.35."
    )
    said = options_said(text, ["Garden Hose", "hose"], [], "length", ["50ft", "25ft", "100ft"], [])
    assert reading(said, "50ft", "25ft") == "faulty"


def test_two_items_of_one_name_told_apart_by_their_other_options(
    plans: dict[str, Plan],
) -> None:
    """Two T-shirts in the case order: the case one (size M, blue as delivered) and another
    (size L, black). "The other, a size-M shirt in blue" is the case item by its size."""
    order = copy.deepcopy(ORDER)
    sibling = {"name": "T-Shirt", "item_id": "5550000555", "product_id": "P1", "options": {}}
    sibling["options"] = {"color": "black", "size": "L"}
    order["items"].append(sibling)
    b = RunBuilder()
    b.call("get_user_details", {"user_id": "u1"}, USER)
    t_f = b.call("get_order_details", {"order_id": "#W1"}, order)
    b.user("Which shirts are in that order?")
    step = b.say("There are two. One is a black shirt in L; the other, an M shirt in blue.")
    assert tell(plans, b, t_f, step)[0] == "faulty"
    from sscb_dsl.text.option_records import twin_values

    assert twin_values(order["items"], "111", "color") == ["L"]
    assert twin_values(order["items"], "333", "color") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the price after ", and the ..." is the other thing's, not the item's
        (
            "You paid $652.61 for the robotic vacuum, and the bagless canister is $642.72.",
            "correct",
        ),
        # a list inside one phrase, priced: a catalogue variant
        ("The vacuum with the robotic type, bagless bin, and HEPA filter is $642.72.", "none"),
    ],
)
def test_what_a_price_after_the_value_belongs_to(text: str, expected: str) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = options_said(
        text, ["Vacuum Cleaner", "vacuum"], [], "type", ["robotic", "upright", "canister"], []
    )
    assert reading(said, "upright", "robotic") == expected


def test_a_recorded_value_put_to_the_user() -> None:
    from sscb_dsl.text.mention_reading import reading

    text = (
        "Before I cancel #W9722559, let's make sure it's the right order. The fleece jacket in "
        "it is recorded as size L, black, full zip. Is that the jacket you meant? If you "
        "remember ordering a different size, I'll hold off on cancelling until that's cleared up."
    )
    said = options_said(text, ["Fleece Jacket", "jacket"], [], "size", ["L", "M", "S"], [])
    assert reading(said, "L", "M") == "verify"


def test_variant_names_are_the_changed_values_with_the_products_names() -> None:
    """An item swapped for another variant is named by the option values that changed, before
    and after each name of the product (after a bracket, "(now", a dash or a colon too);
    nothing when a variant is absent, unknown on bad input (``variant_names``)."""
    from sscb_dsl.text.names import variant_names

    old = {"color": "white", "battery life": "8 hours"}
    new = {"color": "blue", "battery life": "8 hours"}
    forms = ["{v} {n}", "{n} in {v}", "{n} ({v}", "{n} (now {v}", "{n}, now {v}", "{n} \u2014 {v}",
             "{n}: {v}"]  # fmt: skip
    assert variant_names(new, old, "Wireless Earbuds") == [
        f.format(v="blue", n=n) for n in ("Wireless Earbuds", "Earbuds") for f in forms
    ]
    assert variant_names(old, old, "Wireless Earbuds") == []
    assert variant_names(None, old, "Wireless Earbuds") == []
    assert variant_names("blue", old, "Wireless Earbuds") is None
    assert variant_names(new, old, None) is None


def test_a_keyboard_is_your_board() -> None:
    """A compound head noun names the product by its own head too ("your current board" is the
    Mechanical Keyboard; so is a skateboard's "board")."""
    from sscb_dsl.text.names import item_names

    assert item_names("Mechanical Keyboard") == ["Mechanical Keyboard", "Keyboard", "board"]
    assert item_names("Skateboard") == ["Skateboard", "board"]
    assert item_names("Bookshelf") == ["Bookshelf"]
