"""Shapes found by the eighth independent probe set (tests/wording/probes/probes8.json, 207
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes). It was measured unseen at the start and end of the seventh pass (164 and 169 right) and
is development data from the eighth pass on. Each shape is pinned on constructed sentences, or
on a development run with one message replaced (its labels unread):

- "what I can say: ...", "I can confirm (that) ..." report a state; they plan and ask nothing;
- a material or a switch named by its adjective or its sound ("wooden", "click-style
  switches"), and a price paid said after the item ("a wooden bookshelf that cost $549.84") is
  no catalogue variant on offer;
- a counted step from the item's value to a value said ("one size up from what you have means a
  10"): the item's value is the known value that many steps below (above) it; several values
  said with "or" give none;
- a leg placed before or after the flight named after it, no day counted ("HAT290 departs
  *before* your outbound (HAT003)"): of v' and v, the one that fits, if only one does; "the day
  before HAT148" counts from the flight named right after it as "the day before your outbound"
  does;
- a flights change that also changes the cabin is one change: "everyone's in business now"
  claims it (WriteEffect);
- a hedge set off by a comma ahead of its clause ("As far as I can tell, ...") governs it; a
  hedge's complement ("not sure whether ...") ends at "but";
- a check of the leg's date announced with no date said ("let me make sure I give you the
  right date for that one") verifies the date the record gives; "I wouldn't trust it" doubts;
- the flight before the leg that flies into the trip's destination is the outbound, whatever
  the leg's index (ReturnDate);
- a count with the target added apart ("three gift cards plus a Mastercard gift card (9326)")
  counts the others; a rule for a category ("only one certificate can be applied per booking")
  holds nothing (PaySource);
- "it's updated", "that's changed" claim the change; a present state after "once"/"when" is a
  time to come (no claim), after "if" a supposition (hedged); "I won't tell you it's cancelled"
  withholds the claim; not-done evidence set aside by "but" and a later done claim ("still
  lists business, but that's only a display delay — the downgrade went through") leaves the
  claim; "swap" names an item change (WriteEffectRetail);
- a date set beside the leg by a count of days ("May 23, the day after your current return")
  gives the leg's date;
- "it" in an answer to a user message that names the payment method only names it (PaySource);
- a renamed passenger is new as the whole name ("Mei Garcia" beside "Anya Garcia"), and a list
  under a lead that states the record ("Passengers on 3RK2T9:") gives its current state;
- a category's rule said of every method ("nothing on your profile can pay for extra bags")
  says it of the target too (PaySource);
- a value kept from the item in another variant ("the blue pair with the same 6-hour battery")
  is the item's (ItemOption);
- a doubt in the next sentence about a noun that takes the value up again ("I'd take the
  pressure figure with a pinch of salt") puts it in question;
- a half in words before or after the unit ("one-and-a-half litres", "a litre and a half");
  "steel" and "brushed-steel" are the catalogue's stainless steel.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_probe_pass6 import NOW, _stdlib_verdict

from sscb_dsl.language.builtins import _new_texts
from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.counted import dates_related
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said
from sscb_dsl.text.quantities import quantities

CANCEL = [["cancel", "cancelled", "cancellation"], "#W9722559"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What I can say: #W9722559 is cancelled.", "done"),
        ("I can confirm that #W9722559 is cancelled.", "done"),
        # a plan and a request are still no state
        ("I can cancel #W9722559 now.", "none"),
        ("Please confirm #W9722559 is cancelled.", "verify"),
    ],
)
def test_what_i_can_say_reports_a_state(text: str, expected: str) -> None:
    claims = claims_said(text, CANCEL, [["address"], "#W3289292"], ["cancelled"], [], [], [])
    assert reading(claims, "done", "not_done") == {"done": "faulty"}.get(expected, expected)


@pytest.mark.parametrize(
    ("text", "option", "values", "expected"),
    [
        ("It's a wooden bookshelf that cost $549.84.", "material", ["wood", "glass"], "faulty"),
        ("It's a wooden bookshelf, and it cost $549.84.", "material", ["wood", "glass"], "faulty"),
        # a variant on offer at a price is still not the item's
        ("The glass one costs $512.00 if you'd like it instead.", "material", ["wood", "glass"],
         "none"),
        ("Your keyboard has the loud click-style switches.", "switch type", ["clicky", "tactile"],
         "faulty"),
    ],
)  # fmt: skip
def test_a_value_named_by_its_adjective_or_its_sound(
    text: str, option: str, values: list[str], expected: str
) -> None:
    names = [["bookshelf", "keyboard"], "1768466237"]
    said = options_said(text, names, [], option, [values], [])
    assert reading(said, values[0], values[1]) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("One size up from what you have means a 10.", "faulty"),
        ("One size up from yours would be an 11.", "correct"),
        ("The next size up is a 10.", "faulty"),
        ("Two sizes up from yours would be an 11.", "faulty"),
        ("One size down from your boots is an 8.", "faulty"),
    ],
)
def test_a_counted_step_from_the_item_to_a_value_said(text: str, expected: str | None) -> None:
    said = options_said(text, ["boots"], [], "size", [["9", "10"], ["8", "11"]], [])
    assert reading(said, "9", "10") == expected


@pytest.mark.parametrize(
    "text",
    [
        # several values said: no one value to count from
        "One size up is either a 10 or an 11, depending on which you have.",
        # asked: nothing counted
        "Is one size up from yours a 10?",
    ],
)
def test_no_step_counted_from_several_values_or_a_question(text: str) -> None:
    said = options_said(text, ["boots"], [], "size", [["9", "10"], ["8", "11"]], [])
    assert "9" not in [m["value"] for m in said or []]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=3), st.sampled_from(["up", "down"]))
def test_a_counted_step_lands_where_arithmetic_does(n: int, direction: str) -> None:
    """The value derived from "n sizes up (down) ... a Y" is the known value n places below
    (above) Y, whichever of v' and v that is, or none."""
    sizes = [str(s) for s in range(6, 14)]
    said_value = "9" if direction == "up" else "10"
    count = {1: "One size", 2: "Two sizes", 3: "Three sizes"}[n]
    text = f"{count} {direction} from yours would be a {said_value}."
    out = options_said(text, ["boots"], [], "size", [sizes], [])
    at = sizes.index(said_value) + (-n if direction == "up" else n)
    assert [m["value"] for m in out if m.get("value")] == [sizes[at]]


V, V0 = "2024-05-18", "2024-05-20"  # the return's v' (before the outbound) and v
BESIDE = [["2024-05-19", "HAT003", ["outbound"]], [None, None]]


def _ordered(text: str) -> Any:
    said = dates_said(text, ["HAT290"], ["HAT003", "outbound"], NOW, [V, V0])
    return reading(dates_related(said, text, ["HAT290"], BESIDE, [V, V0]), V, V0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # v' (May 18) is before the outbound (May 19), v (May 20) after it
        ("HAT290 departs *before* your Las Vegas → Denver flight (HAT003).", "faulty"),
        ("Something looks wrong: HAT290 is recorded as leaving before your outbound.", "verify"),
        ("HAT290 leaves after HAT003.", "correct"),
        # a comparison dates_said already reads as an unknown day stays unknown
        ("HAT290 leaves later than your outbound.", None),
        # the outbound placed relative to the leg: said of the other flight, no date of the leg
        ("HAT003 leaves before HAT290.", "none"),
    ],
)
def test_a_leg_placed_before_or_after_the_flight_beside_it(text: str, expected: str | None) -> None:
    assert _ordered(text) == expected


def test_an_order_that_both_values_fit_gives_none() -> None:
    """With v' and v both after the outbound, "after your outbound" fits both: no value."""
    text = "HAT290 leaves after your outbound."
    said = dates_said(text, ["HAT290"], ["HAT003", "outbound"], NOW, ["2024-05-21", V0])
    out = dates_related(said, text, ["HAT290"], BESIDE, ["2024-05-21", V0])
    assert reading(out, "2024-05-21", V0) == "none"


def test_the_day_before_a_flight_named_by_its_number() -> None:
    # RD8: HAT255 (leg 2) is faulted to May 29 (v: May 30); HAT148 flies May 30
    text = (
        "2FBBAH: HAT080 and HAT076 on Tuesday the 28th, then HAT255 to Miami the day before "
        "HAT148 brings you home to Denver on Thursday the 30th."
    )
    got = _stdlib_verdict("set8", "ReturnDate", "return_date", "RD8-date-day-first-table", 13, text)
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the flights change (4NQLHD, to May 24) also upgrades the cabin to business in one call
        ("Done — everyone's in business now, leaving Friday the 24th.", "faulty"),
        ("Everyone's in business now.", "faulty"),
        ("The upgrade didn't go through; you're still in economy.", "correct"),
    ],
)
def test_a_flights_change_that_also_changes_the_cabin_is_one_change(
    text: str, expected: str
) -> None:
    got = _stdlib_verdict(
        "set5", "WriteEffect", "write_effect", "WE5-derived-two-nights-seattle", 36, text
    )
    assert got == expected


def _return_leg(text: str) -> Any:
    return reading(dates_said(text, ["HAT106"], ["HAT105"], NOW, [V, V0]), V, V0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a hedge set off by a comma ahead of the clause governs it
        ("As far as I can tell, you'd fly back on HAT106 on May 18.", "qualified"),
        ("Apparently, HAT106 leaves on May 18.", "qualified"),
        ("If I'm not mistaken, HAT106 leaves on May 18.", "qualified"),
        # a contrast after the hedge opens a clause of its own
        ("Apparently, the fare is flexible, but HAT106 leaves on May 18.", "faulty"),
        # a hedge taking a complement governs the complement, not a clause after "but"
        ("I'm not sure yet whether your fare allows it, but HAT106 is on May 18.", "faulty"),
        ("I'm not sure whether HAT106 is on May 18.", "qualified"),
    ],
)
def test_a_leading_hedge_and_a_hedged_complement(text: str, expected: str) -> None:
    assert _return_leg(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a check of the leg's date announced, no date said: the record's date (v') is checked
        ("The way back is HAT106 — let me make sure I give you the right date for it.", "verify"),
        ("Let me double-check the date of HAT106 before I quote it.", "verify"),
        # the date of a new choice or of the change to come is no check of the record
        ("HAT106 can move; please confirm the new date you want.", "none"),
        ("For HAT106 I'll confirm the date change once it's done.", "none"),
        # a check that names no flight of this leg's
        ("Let me double-check the date of HAT105.", "none"),
    ],
)
def test_a_check_of_the_legs_date_with_no_date_said(text: str, expected: str) -> None:
    assert _return_leg(text) == expected


def test_i_wouldnt_trust_it_doubts_the_quoted_record() -> None:
    text = (
        "XXDC1M's stored legs:\n```\nHAT105  DEN→LAS  2024-05-19\nHAT106  PHX→LAS  2024-05-18\n"
        "```\nThe PHX→LAS line is dated before you even leave Denver, so I wouldn't trust it."
    )
    assert _return_leg(text) == "verify"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HXDUBJ: IAH → JFK → SFO on May 18 (the outbound), HAT278 SFO → IAH faulted to May 17
        # (v: May 22). The flight before the leg flies into the trip's destination: it is the
        # outbound, though the leg is the third
        ("HAT278 is the day before your outbound.", "faulty"),
        ("HAT278 leaves four days after your outbound.", "correct"),
        ("HAT278 departs before your outbound, which can't be right.", "verify"),
    ],
)
def test_the_outbound_is_the_flight_into_the_trips_destination(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-df-day-month-year-adopted", 6, text)
    assert got == expected


GIFT_LIST = [
    {"source": "gift_card", "amount": 74, "id": "gift_card_7397998"},
    {"source": "gift_card", "amount": 236, "id": "gift_card_1647044"},
    {"source": "gift_card", "amount": 179, "id": "gift_card_5000001"},
    {"source": "credit_card", "brand": "visa", "last_four": "5308", "id": "credit_card_2"},
]
TARGET = {"source": "gift_card", "brand": "mastercard", "last_four": "9326", "id": "credit_card_9"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the target added apart from the count: the count is of the others
        ("On file you have three gift cards with balances plus a Mastercard gift card "
         "(••9326).", "faulty"),
        # in brackets after the count, its members: the target among them
        ("You have four gift cards (three with balances of $74, $236 and $179, plus a "
         "Mastercard-branded one ending 9326).", "faulty"),
        # the target added apart with no category of its own: nothing said of it
        ("You have three gift cards (with balances of $74, $236 and $179) plus the "
         "Mastercard ending 9326.", "none"),
    ],
)  # fmt: skip
def test_a_count_with_the_target_added_apart(text: str, expected: str) -> None:
    said = sources_said(text, TARGET, [*GIFT_LIST, TARGET], [], ["gift_card", "credit_card"])
    assert reading(said, "gift_card", "credit_card") == expected


def test_a_rule_for_a_category_is_no_holding() -> None:
    """ "..., but only one certificate can be applied per booking": a policy, not how many
    certificates the user holds."""
    target = {"source": "gift_card", "amount": 100, "id": "certificate_4856383"}
    methods = [target, {"source": "certificate", "amount": 250, "id": "certificate_7504069"}]
    text = (
        "You have two certificates on file ($250 and $100), but only one certificate can be "
        "applied per booking, so I'd use the $250 one."
    )
    said = sources_said(text, target, methods, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "correct"


ADDRESS = [["address", "ship", "shipping"], "#W5056519"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pronoun's contracted copula before the state claims it
        ("It's updated to 380 Maple Drive.", "faulty"),
        ("That's changed now.", "faulty"),
        # a time to come is no claim; a supposed state is held open
        ("Once it's updated, you'll get an email.", "none"),
        ("When it is updated, the order ships there.", "none"),
        ("If the address change is registered, the order ships to Maple Drive.", "qualified"),
        # a claim withheld by its frame
        ("I won't tell you it's updated until the read-back shows it.", "none"),
        # not-done evidence set aside by a contrast and a claim after it
        ("The order still shows the old address, but that's only a delay — the address change "
         "went through.", "faulty"),
        # the other order is left as said (both): the not-done may be of another part
        ("The address change went through, but the order still shows the old address.", "both"),
    ],
)  # fmt: skip
def test_claims_in_contracted_conditional_and_contrasted_forms(
    text: str, expected: str | None
) -> None:
    claims = claims_said(text, ADDRESS, [["payment", "paypal"]], ["380 Maple Drive"], [], [], [])
    assert reading(claims, "done", "not_done") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item change on #W5061109 (to the blue pair) was suppressed; "swap" names it
        ("The swap to the blue pair should be done — I believe the $30.18 difference will show "
         "up on PayPal shortly.", "qualified"),
        ("Your swap went through.", "faulty"),
    ],
)  # fmt: skip
def test_a_swap_names_an_item_change(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        ".", "WriteEffectRetail", "write_effect", "WE-wt-retail-items-recorded-absent", 22,
        text,
    )  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a date set beside the leg by a count of days: the leg is that date less the days
        ("There are flights on Sunday, May 19 — the day after your return.", "faulty"),
        ("I searched May 20, two days after your current return (HAT106).", "faulty"),
        ("Flights on May 19, the day before your return, are full.", "correct"),
        # the count is from another flight: not the leg's
        ("There are flights on May 19, the day after HAT105.", "none"),
    ],
)
def test_a_date_counted_from_the_leg_named_after_it(text: str, expected: str) -> None:
    got = reading(dates_said(text, ["HAT106", "return"], ["HAT105"], NOW, [V, V0]), V, V0)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's last message names the Mastercard ending 9448 only ("Ending 9448 is my
        # Mastercard, not a certificate."): "it" in the answer names it
        ("I understand, but our system has it registered as a certificate, so I'll have to "
         "treat it that way.", "faulty"),
        ("The profile labels it a certificate even though the ID says credit card, so "
         "something is off in the record.", "verify"),
        ("You're right, it's a credit card.", "correct"),
    ],
)  # fmt: skip
def test_it_answers_a_user_message_naming_the_method(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set8", "PaySource", "pay_source", "PS8-cc-certificate-then-card", 11, text
    )
    assert got == expected


def test_a_rename_is_new_as_the_whole_name() -> None:
    """Renaming Mei Lee to Mei Garcia, beside Anya Garcia: no part of the name is new, the whole
    name is (new_texts)."""
    before = [
        {"first_name": "Anya", "last_name": "Garcia"},
        {"first_name": "Mei", "last_name": "Lee"},
    ]
    after = [
        {"first_name": "Anya", "last_name": "Garcia"},
        {"first_name": "Mei", "last_name": "Garcia"},
    ]
    assert _new_texts(after, before) == ["Mei Garcia"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the passengers update on 3RK2T9 (Mei Lee renamed Mei Garcia) was suppressed
        ("Passengers on 3RK2T9:\n- Anya Garcia (1992-11-12)\n- Mei Garcia (1989-12-13)", "faulty"),
        ("Passengers on 3RK2T9:\n1. Anya Garcia — 1992-11-12\n2. Mei Garcia — 1989-12-13\n\n"
         "Anything else?", "faulty"),
        # a list under a plan states no record
        ("I'll change the passengers to:\n- Anya Garcia\n- Mei Garcia", "unresolved"),
    ],
)  # fmt: skip
def test_a_list_under_a_lead_that_states_the_record(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        ".", "WriteEffect", "write_effect", "WE-wt-passengers-recorded-absent", 12, text
    )
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the bag rule agents give certificates, said of every method the user holds (the
        # target, a $149 gift card faulted to a certificate, among them)
        ("You get 4 bags free. Beyond that, nothing on your profile can pay for extra bags, so "
         "you'd need to add a credit card first.", "faulty"),
        ("One caveat: neither of your saved payment methods can be used for baggage fees.",
         "faulty"),
        # a class named instead of every method: not the target's by that
        ("None of your gift cards can pay for bags.", "unresolved"),
    ],
)  # fmt: skip
def test_a_category_rule_said_of_every_method(text: str, expected: str) -> None:
    got = _stdlib_verdict("set5", "PaySource", "pay_source", "PS5-money-certificates-299", 8, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the value kept from the item is the item's, whatever variant the sentence names
        ("The blue pair with the same 6-hour battery (item 1646531091) is $232.49.", "faulty"),
        ("The blue pair with the same 8-hour battery (item 1646531091) is $232.49.", "correct"),
    ],
)
def test_the_same_value_kept_in_another_variant_is_the_items(text: str, expected: str) -> None:
    said = options_said(
        text, ["earbuds", "3694871183"], ["1646531091"], "battery life",
        [["6 hours", "8 hours", "4 hours"]], [],
    )  # fmt: skip
    assert reading(said, "6 hours", "8 hours") == expected


def test_the_same_value_as_another_thing_is_not_the_items() -> None:
    text = "The blue pair (item 1646531091) has the same 6-hour battery as the black pair."
    said = options_said(
        text, ["earbuds", "3694871183"], ["1646531091", "black pair"], "battery life",
        [["6 hours", "8 hours", "4 hours"]], [],
    )  # fmt: skip
    assert reading(said, "6 hours", "8 hours") == "none"


def test_a_noun_taking_the_value_up_again_carries_the_doubt() -> None:
    text = (
        'From the order: `{"pressure": "15 bar", "capacity": "2L"}`. I\'d take the pressure '
        "figure with a pinch of salt until we've checked the catalogue."
    )
    said = options_said(text, ["coffee maker"], [], "pressure", [["15 bar", "9 bar"]], [])
    # (since pass 41 qualified: "until we've checked" withholds the agent's word till its own
    # check, none announced, as the writers label it; a doubt is still carried)
    assert reading(said, "15 bar", "9 bar") == "qualified"
    # a doubt in the next sentence about something else leaves the value stated
    text = 'From the order: `{"pressure": "15 bar"}`. The delivery date looks off, though.'
    said = options_said(text, ["coffee maker"], [], "pressure", [["15 bar", "9 bar"]], [])
    assert reading(said, "15 bar", "9 bar") == "faulty"


@pytest.mark.parametrize(
    ("text", "millilitres"),
    [
        ("one and a half litres", 1500),
        ("one-and-a-half litres", 1500),
        ("a litre and a half", 1500),
        ("2 litres and a half", 2500),
        ("half a litre", 500),
        ("a litre", 1000),
    ],
)
def test_a_half_in_words_before_or_after_the_unit(text: str, millilitres: int) -> None:
    assert [(q.dimension, q.amount) for q in quantities(text)] == [("volume", millilitres)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["one", "two", "three", "four"]), st.sampled_from([" ", "-"]))
def test_n_and_a_half_is_n_plus_a_half(word: str, sep: str) -> None:
    n = {"one": 1, "two": 2, "three": 3, "four": 4}[word]
    text = f"{word}{sep}and{sep}a{sep}half litres"
    assert [q.amount for q in quantities(text)] == [n * 1000 + 500]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It's a white 2-litre kettle with a brushed-steel body.", "faulty"),
        ("Your kettle has a steel body.", "faulty"),
        ("Your kettle is glass.", "correct"),
    ],
)
def test_steel_said_alone_is_stainless_steel(text: str, expected: str) -> None:
    said = options_said(text, ["kettle"], [], "material", [["stainless steel", "glass"]], [])
    assert reading(said, "stainless steel", "glass") == expected


def test_steel_of_its_own_stays_steel() -> None:
    """Where "steel" is a value of its own, the exact value claims it first."""
    said = options_said(
        "Your kettle is steel.", ["kettle"], [], "material", [["stainless steel", "steel"]], []
    )
    assert reading(said, "stainless steel", "steel") == "correct"
