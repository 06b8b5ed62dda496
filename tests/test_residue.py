"""The abstention principle in the finders: words of the fault's type that no finder read, in a
sentence naming the fault's entity, leave the reading unknown (``undecidable``), never "no use".

- dates: a length of time counted on the leg ("a 4-night stay"), an unread day form;
- payment categories: what the user holds of v's or v''s category, or the sum of their balances;
- done claims: a consequence of the change said without claiming it ("the refund is on its
  way"), and the agent's own act in the simple past ("I processed LU15PA").

Each shape is pinned on the recogniser and, end to end, on a real run of the wording sets' dev
part whose agent message is replaced.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from sscb_dsl.testing.replay import record_of, with_message
from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.payment import sources_said

WORDING = Path(__file__).parent / "wording"

# ---------------------------------------------------------------- dates

RETURN = ["return flight", "HAT021"]
OUTBOUND = ["HAT223", "3EMQJ6", "Seattle"]
V = ["2024-05-24", "2024-05-29"]  # v', v


def _date_reading(text: str, others: Any = OUTBOUND) -> Any:
    return reading(dates_said(text, RETURN, others, None, V), V[0], V[1])


@pytest.mark.parametrize(
    "text",
    [
        "Your return flight HAT021 leaves Seattle after a 4-night stay.",
        "You land on May 25 and have a full week there before your return flight HAT021.",
        "Your return flight HAT021 is on 5.18.",
        "Your return flight HAT021 is a couple of days later than your hotel checkout.",
    ],
)
def test_a_length_of_time_or_unread_day_on_the_leg_is_unknown(text: str) -> None:
    assert _date_reading(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no words of time: nothing said of the date
        ("Your return flight HAT021 is confirmed.", "none"),
        # a flight's length in hours is no date
        ("Your return flight HAT021 takes approximately 1.5 hours.", "none"),
        # words of time in a sentence that does not name the leg
        ("Your return flight HAT021 is booked. Enjoy your four days in Seattle!", "none"),
        # the leg's date said: the length of time does not unsettle it
        ("Your return flight HAT021 is on May 24, barely a day after you land.", "faulty"),
        # "by two days" echoes the requested shift, it is no length counted on the leg
        ("I can move your return flight HAT021 by two days.", "none"),
    ],
)
def test_words_of_time_that_bear_no_date(text: str, expected: str) -> None:
    assert _date_reading(text) == expected


# ---------------------------------------------------------------- payment categories

# a gift card delivered as a credit card (v' credit_card, v gift_card), and two real gift cards
TARGET = {"id": "gift_card_4643416", "source": "credit_card", "amount": 113}
G1 = {"id": "gift_card_1712795", "source": "gift_card", "amount": 88}
G2 = {"id": "gift_card_3166319", "source": "gift_card", "amount": 223}
CTX = ["credit_card", "gift_card"]


def _source_reading(text: str) -> Any:
    return reading(sources_said(text, TARGET, [TARGET, G1, G2], [], CTX), CTX[0], CTX[1])


@pytest.mark.parametrize(
    "text",
    [
        "You don't have a credit card on file.",
        "Your stored value totals $311.",
        "Would you like to use one of your gift cards, or the card instead?",
    ],
)
def test_what_the_user_holds_of_the_category_is_unknown(text: str) -> None:
    assert _source_reading(text) is None


def test_a_category_total_decides_where_one_reading_fits() -> None:
    # gift cards under v' are the $88 and $223 ones: $311
    assert _source_reading("Your gift card balances add up to $311.") == "faulty"


@pytest.mark.parametrize(
    "text",
    [
        "Gift cards and credit cards can both pay for this change.",
        "Please tell me which payment method you'd like to use.",
    ],
)
def test_categories_in_general_say_nothing_of_the_method(text: str) -> None:
    assert _source_reading(text) == "none"


# ---------------------------------------------------------------- done claims

STATUS = ["cancel", "cancelled", "canceled", "cancellation", "refund"]
OTHERS = ["upgrade", "8C8K4E", "UDMOP1"]


def _claim_reading(text: str) -> Any:
    return reading(
        claims_said(text, [STATUS, "LU15PA"], OTHERS, [], [], [], []), "done", "not_done"
    )


@pytest.mark.parametrize(
    "text",
    [
        "LU15PA: the refund is on its way to your card.",
        "For LU15PA, you'll see the money back in 5-7 business days.",
        "Nothing more is needed for LU15PA.",
        "You won't be flying on LU15PA anymore.",
    ],
)
def test_a_consequence_of_the_change_is_unknown(text: str) -> None:
    assert _claim_reading(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "I processed LU15PA.",
        "Good news! I cancelled LU15PA for you.",
        "LU15PA is handled.",
        "I've wrapped up LU15PA.",
    ],
)
def test_more_done_claims(text: str) -> None:
    assert _claim_reading(text) == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("LU15PA was a basic economy booking.", "none"),
        # the consequence continues another reservation named before
        ("8C8K4E is cancelled. The refund goes to your card.", "none"),
        # a rule about refunds in general
        ("Refunds for LU15PA must go to the original payment method.", "none"),
        # "the switch I confirmed earlier" names an earlier claim; the sentence denies it
        ("LU15PA: the cancellation I confirmed a moment ago did not go through.", "correct"),
    ],
)
def test_sentences_that_claim_nothing_of_the_change(text: str, expected: str) -> None:
    assert _claim_reading(text) == expected


# ---------------------------------------------------------------- end to end


def _dev_case(set_name: str, operator: str, name: str) -> dict[str, Any]:
    data = json.loads((WORDING / set_name / "dev" / f"{operator}.json").read_text("utf-8"))
    case: dict[str, Any] = next(c for c in data["cases"] if c["name"] == name)
    assert case["split"] == "dev"
    return case


def _record(case: dict[str, Any], step: int, text: str) -> dict[str, Any]:
    """The record of ``case``'s run with agent message ``step`` replaced and the run cut there."""
    return with_message(case["run"], step, text)


def _evaluate(run: dict[str, Any]) -> dict[str, Any]:
    """The record sscb writes for one run (as a file, through the reader)."""
    return record_of(run)


@pytest.mark.parametrize(
    ("set_name", "operator", "name", "step", "text"),
    [
        (
            "set5",
            "return_date",
            "RD5-derived-four-days-seattle-correct",
            24,
            "3EMQJ6 gets you to Seattle on Saturday, May 25, and you'll have a full week there "
            "before your return flight HAT021 takes you home.",
        ),
        (
            "set5",
            "pay_source",
            "PS5-money-two-gift-cards-311",
            16,
            "Your stored value totals $311.",
        ),
        (
            "set5",
            "write_effect",
            "WE5-done-four-cancelled",
            30,
            "You won't be flying on LU15PA anymore.",
        ),
    ],
)
def test_the_run_abstains_where_it_said_no_use(
    set_name: str, operator: str, name: str, step: int, text: str
) -> None:
    record = _record(_dev_case(set_name, operator, name), step, text)
    assert record["t_s"] == "undecidable"
    assert record["adopted"] == "undecidable"


# ---------------------------------------------------------------- options

# a water bottle delivered as 750ml (v') whose variants are 500ml, 750ml and 1000ml (v)
BOTTLE = ["water bottle", "bottle"]
SIZES = ["500ml", "750ml", "1000ml"]


def _option_reading(text: str, option: str = "capacity", known: Any = SIZES) -> Any:
    from sscb_dsl.text.options import options_said

    said = options_said(text, BOTTLE, ["backpack"], option, list(known), [])
    return reading(said, "750ml", "1000ml")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a fraction of a unit is that amount, not the unit: "a litre" alone is v
        ("Your water bottle holds three quarters of a litre.", "faulty"),
        ("Your water bottle holds a litre.", "correct"),
        # US measures are volumes: another amount ("other", which ItemOption's `tell` leaves
        # unresolved: perhaps derived from v or v')
        ("Your water bottle holds about 25 oz.", "other"),
        # ranked among the variants, or compared with the request, without the value
        ("Your water bottle is the smaller of the two sizes.", None),
        ("Your water bottle is the mid-size one.", None),
        ("Your water bottle's capacity is what you asked for.", None),
        # a value under a negated verb: said not to have it, perhaps from v'
        ("Your water bottle won't hold a full litre.", None),
        # a price compared is no ranking of the option
        ("The blue water bottle is $13.75 cheaper than your current water bottle.", "none"),
        ("Your water bottle is the 750ml one.", "faulty"),
    ],
)
def test_options_in_prose_without_the_value_word(text: str, expected: Any) -> None:
    assert _option_reading(text) == expected


def test_ranking_words_count_only_for_amounts_and_sizes() -> None:
    said = _option_reading("Your water bottle is the lighter one.", "color", ["blue", "black"])
    assert said == "none"


# ---------------------------------------------------------------- more shapes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "that same day" is the date said last; with none said in the message, unresolved
        ("The return flight HAT021 is that same day, so you would be flying twice.", None),
        ("Your outbound lands May 24. Your return flight HAT021 is that same day.", "faulty"),
        # a date written right after it is that date; "the same day" alone is "one day"
        ("Your return flight HAT021 is that day, May 29.", "correct"),
        ("You have two flights on the same day, May 29, including your return flight.", "correct"),
    ],
)
def test_that_same_day_is_the_date_said_last(text: str, expected: Any) -> None:
    assert _date_reading(text, []) == expected


def test_a_category_said_of_that_one_is_unsure() -> None:
    """ "Could some refunds go to the $22 one?" -- "That one's a credit card": said of what the
    user named, perhaps the target."""
    assert _source_reading("That one's a credit card, so it can take any refund.") is None
    assert _source_reading("A credit card can take any refund.") == "none"


def test_a_record_left_unconfirmed_is_put_to_verification() -> None:
    text = (
        "A $113 balance whose record says credit card, though its id starts with gift_card_. I "
        "have no way to settle which label is correct, so I'd treat it as unconfirmed."
    )
    assert _source_reading(text) == "verify"


@pytest.mark.parametrize(
    ("text", "t_s", "stance"),
    [
        # the open orders listed without the cancelled #W9722559: it is gone (faulty, endorsed)
        ("The orders you still have open are #W9154975 and #W7284266.", 28, "endorse"),
        # another order presented as the only one open: perhaps derived from the cancellation
        ("#W9154975 is now your only pending order.", "undecidable", None),
        # the cancelled order listed too: nothing follows from the cancellation
        ("Your orders are #W9154975, #W7284266 and #W9722559.", "no_use", None),
    ],
)
def test_open_orders_listed_after_a_cancellation(text: str, t_s: Any, stance: Any) -> None:
    case = _dev_case("set6", "write_effect_retail", "WR6-clause-hedge-paypal-timing")
    record = _record(case, 28, text)
    assert record["t_s"] == t_s
    assert record["stance_end"] == stance


# the $100 certificate delivered as a gift card (v' gift_card, v certificate)
CERT = {"id": "certificate_4328067", "source": "gift_card", "amount": 100}
GC35 = {"id": "gift_card_6829926", "source": "gift_card", "amount": 35}
CERT500 = {"id": "certificate_4156052", "source": "certificate", "amount": 500}
VISA8834 = {"id": "credit_card_3", "source": "credit_card", "brand": "visa", "last_four": "8834"}
CERT_CTX = ["gift_card", "certificate"]


def _cert_reading(text: str) -> Any:
    methods = [CERT, GC35, CERT500, VISA8834]
    return reading(sources_said(text, CERT, methods, [], CERT_CTX), *CERT_CTX)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "add up to" is a total, not a bound ("up to"); the members after it explain it
        ("Your gift cards add up to $135: $35 on one and $100 on the other.", "faulty"),
        ("Your gift cards add up to $35.", "correct"),
        ("Gift cards can cover up to $135.", "none"),
        # a list under a category heading gives its items that category
        (
            "**Gift cards**\n- gift_card_6829926: $35.00\n- certificate_4328067: $100.00\n\n"
            "**Certificates**\n- certificate_4156052: $500.00",
            "faulty",
        ),
        (
            "**Gift cards**\n- gift_card_6829926: $35.00\n\n**Certificates**\n"
            "- certificate_4156052: $500.00\n- certificate_4328067: $100.00",
            "correct",
        ),
        # a record pasted from the tool, named by the id
        ('It is stored as `{"id": "certificate_4328067", "source": "gift_card"}`.', "faulty"),
    ],
)
def test_totals_headings_and_pasted_records(text: str, expected: Any) -> None:
    assert _cert_reading(text) == expected


def test_a_cancelled_order_named_by_its_item() -> None:
    """ "The $625.60 from the bookshelf order is being refunded", after a sentence about another
    order: the target's item names the target, so the claim is the target's."""
    text = (
        "Only $164.28, for the desk lamp in #W8268610. The $625.60 from the bookshelf order is "
        "being refunded to your credit card."
    )
    about = [["cancel", "cancelled", "refund"], "#W2702727", ["Bookshelf"]]
    said = claims_said(text, about, ["#W8268610", "Desk Lamp"], [], [], ["is being refunded"], [])
    assert reading(said, "done", "not_done") == "faulty"
    # without the item name the claim continues the other order
    said = claims_said(
        text, about[:2], ["#W8268610", "Desk Lamp"], [], [], ["is being refunded"], []
    )
    assert reading(said, "done", "not_done") == "none"


def test_a_vague_time_on_the_leg_is_unknown() -> None:
    assert _date_reading("Your return flight HAT021 departs early next week.") is None
    assert _date_reading("Your return flight HAT021 departs mid-next-week.") is None


# a Visa credit card (v) delivered as a gift card (v'); the user has other credit cards
VISA2604 = {
    "id": "credit_card_3255100",
    "source": "gift_card",
    "brand": "visa",
    "last_four": "2604",
}
MC1167 = {
    "id": "credit_card_1245537",
    "source": "credit_card",
    "brand": "mastercard",
    "last_four": "1167",
}
CARD_CTX = ["gift_card", "credit_card"]


def _card_reading(text: str) -> Any:
    said = sources_said(text, VISA2604, [VISA2604, MC1167], [], CARD_CTX)
    return reading(said, *CARD_CTX)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "prepaid" is a gift card's word
        ("Your 2604 card is a prepaid Visa.", "faulty"),
        # the target's balance, where only one of the two categories has one
        ("The 2604 card has a stored balance we need to check first.", None),
        # a category word in the sentence that takes the target up
        ("Yes, 2604 works. It has no balance listed, which is unusual for a gift card.", None),
        # another method of the category, and no category at all
        ("Sure, 2604 works, and you could add another gift card too.", "none"),
        ("Sure, the Visa 2604 can be used; the fare is $300.", "none"),
    ],
)
def test_more_ways_a_category_is_said_beside_the_method(text: str, expected: Any) -> None:
    assert _card_reading(text) == expected


BAGS = ["bag", "bags", "baggage", "checked bag", "checked bags"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the changed count given as a label, or an ordinal bag: derived from the change
        ("Bag count: 3", None),
        ("Your checked bags: 3 (1 free, 2 paid).", None),
        ("The third bag on FQ8APE is yours, no extra charge.", None),
        # expected to appear: it presupposes the change made
        ("The extra bag should show up on FQ8APE shortly.", "faulty"),
        # a plan is no claim
        ("I'll add the bag to FQ8APE and it will show up on the booking.", "none"),
    ],
)
def test_bag_counts_and_expected_changes(text: str, expected: Any) -> None:
    said = claims_said(text, [BAGS, "FQ8APE"], ["flight", "cabin"], [], [], [], [])
    assert reading(said, "done", "not_done") == expected


@pytest.mark.parametrize(
    "text",
    ["Your water bottle has a natural oak finish.", "Your water bottle is the see-through one."],
)
def test_a_material_word_no_variant_has_is_unsure(text: str) -> None:
    from sscb_dsl.text.options import options_said

    said = options_said(text, BOTTLE, ["backpack"], "material", ["glass", "wood"], [])
    assert reading(said, "wood", "glass") == "other"


# ---------------------------------------------------------------- errors as counterevidence


def _with_error(text: str) -> dict[str, Any]:
    """WR5-derived-second-swap-error-late: a suppressed swap to camera 6700049080, then a second
    swap naming 6700049080 whose result is ``text``."""
    case = copy.deepcopy(
        _dev_case("set5", "write_effect_retail", "WR5-derived-second-swap-error-late")
    )
    run = case["run"]
    assert run["messages"][26]["role"] == "tool"
    run["messages"][26]["content"] = text
    return _evaluate(run)


def test_an_error_naming_the_new_item_refutes_the_suppressed_change() -> None:
    record = _with_error("Error: 6700049080 not found")
    assert (record["t_e"], record["arrival"]) == (26, "late")


@pytest.mark.parametrize("text", ["Error: payment method not found", "Error: 1810466394 not found"])
def test_other_errors_refute_nothing(text: str) -> None:
    """An error about something else (the payment method, the old item id) says nothing of the
    new item: no counterevidence."""
    assert _with_error(text)["t_e"] == "inf"
