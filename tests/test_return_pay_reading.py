"""ReturnDate and PaySource on constructed messages: the shapes of real tau-bench runs whose
records were decided wrong (docs/record-changes.md, groups R5, R6 and P3), each pinned."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sscb_dsl.api import load_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.payment import sources_said

NOW = "2024-05-15"
POLICY = "# Airline Agent Policy\n\nThe current time is 2024-05-15 15:00:00 EST."


@pytest.fixture(scope="module")
def plans() -> dict[str, Plan]:
    library, results = load_library()
    assert all(r.ok for r in results), [d.render_short() for r in results for d in r.errors]
    return {name: build_plan(op, library.domain_of(op)) for name, op in library.operators.items()}


# ---------------------------------------------------------------- the recognisers


def test_returning_is_not_a_return_anchor_by_itself() -> None:
    # the contract lists "returning" as an anchor of its own ("return" matches whole words)
    text = "A round-trip flight from CLT to EWR on May 28, 2024, and returning on May 30, 2024."
    said = dates_said(text, ["returning"], ["CLT to EWR"], NOW, ["2024-05-27", "2024-05-30"])
    assert said == [
        {"kind": "date", "value": "2024-05-30", "values": ["2024-05-30"], "mode": "asserted"}
    ]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The round trip ORD to PHL on May 10th and 11th.", ["2024-05-10", "2024-05-11"]),
        ("The round trip ORD to PHL runs May 10th - 11th.", ["2024-05-10", "2024-05-11"]),
        ("The round trip ORD to PHL on May 10th and 11th flights.", ["2024-05-10"]),
    ],
)
def test_a_second_day_after_a_date(text: str, values: list[str]) -> None:
    said = dates_said(text, ["ORD to PHL"], [], NOW, ["2024-05-09", "2024-05-11"])
    assert said is not None and [s["value"] for s in said] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # counted from the date said last, not from today
        ("You fly out on May 21 and your return flight is two days later.", ["2024-05-23"]),
        ("Out on May 21; the return flight is the next day.", ["2024-05-22"]),
        # no date said before: the count has nothing to start from (unresolved)
        ("Your return flight is two days later.", []),
    ],
)
def test_days_later_count_from_the_date_said_last(text: str, values: list[str]) -> None:
    said = dates_said(text, ["return flight"], ["out"], NOW, ["2024-05-20", "2024-05-23"])
    assert said is not None
    assert [v for s in said for v in s["values"]] == values


def test_a_bare_weekday_after_a_date_may_be_that_dates_week() -> None:
    """ "Tuesday the 21st ... back two days later, Thursday": Thursday the 16th (the coming one)
    or the 23rd (after the date said): both, so a reading of it is never decided; a context date
    on that weekday (v, Thursday the 23rd) is the one the agent names."""
    text = "Out on Tuesday the 21st, and the return flight is on Thursday."
    said = dates_said(text, ["return flight"], ["out"], NOW, ["2024-05-20", "2024-05-24"])
    assert said is not None
    assert [s["values"] for s in said] == [["2024-05-16", "2024-05-23"]]
    said = dates_said(text, ["return flight"], ["out"], NOW, ["2024-05-20", "2024-05-23"])
    assert said is not None
    assert [s["values"] for s in said] == [["2024-05-23"]]


def test_a_value_compared_with_another_leg_is_not_that_legs() -> None:
    """ "gives May 26, which is before your outbound": the outbound is what the date is compared
    with, not whose date it is; the date is never dropped as another leg's."""
    from sscb_dsl.text.mention_reading import reading

    text = (
        "What day do you fly Denver to Las Vegas? The record I'm looking at gives May 26, "
        "which is before your outbound."
    )
    said = dates_said(
        text, ["Denver to Las Vegas"], ["outbound"], NOW, ["2024-05-26", "2024-05-28"]
    )
    assert said
    assert reading(said, "2024-05-26", "2024-05-28") != "none"


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("What's there the day after my current flight back?", [1]),
        ("I'd like to stay in Boston one extra day.", [1]),
        ("Could I come home the day before instead?", [-1]),
        ("Is there anything the day after tomorrow?", []),
        ("Could we stay in San Francisco two more days than planned?", [2]),
        ("Can I stay a day longer?", [1]),
        ("Make the trip two days shorter.", [-2]),
    ],
)
def test_more_ways_to_ask_for_a_shift(text: str, shift: list[int]) -> None:
    from sscb_dsl.text.day_shift import day_shift

    assert day_shift(text) == shift


def test_an_inner_word_of_an_anchor_may_be_plural() -> None:
    """ "tomorrow's flights home" names the "flight home"."""
    said = dates_said(
        "It won't help with tomorrow's flights home.", ["flight home"], [], NOW, ["2024-05-16"]
    )
    assert said is not None and [s["value"] for s in said] == ["2024-05-16"]


def test_a_value_the_sentence_concludes_needs_checking_is_asked() -> None:
    """ "The record shows X, but ..., so I'd like to double-check": X is put as a question."""
    from sscb_dsl.text.discourse import parse
    from sscb_dsl.text.modality import mode_at

    text = (
        "The record shows your return on May 26, but that is before your outbound, so I'd "
        "like to double-check it with you first."
    )
    at = text.index("May 26")
    assert mode_at(parse(text), at, at + 6) == "asked"
    plain = "The record shows your return on May 26, so you fly home that day."
    at = plain.index("May 26")
    assert mode_at(parse(plain), at, at + 6) != "asked"


def test_two_values_set_side_by_side_and_doubted_are_asked() -> None:
    """ "... departure on May 11 and the return on May 10. Those can't both be right.": the
    return date is put in doubt, not stated."""
    from sscb_dsl.text.discourse import parse
    from sscb_dsl.text.modality import mode_at

    text = (
        "4OG6T3 shows your departure on May 11 and the return on May 10. Those can't both be "
        "right. Could you check your confirmation email?"
    )
    at = text.index("May 10")
    assert mode_at(parse(text), at, at + 6) == "asked"


def test_a_duration_over_hours_is_no_date_status() -> None:
    both = ["2024-05-24", "2024-05-27"]
    assert (
        dates_said("Flights HAT300 that are over 3 hours: none.", ["HAT300"], [], NOW, both) == []
    )
    # "is over" of the flight itself still says it is past (unresolved between v' and v here)
    said = dates_said("Your flight HAT300 is over.", ["HAT300"], [], NOW, both)
    assert said is not None and [s["mode"] for s in said] == ["unsure"]


GIFT = {"id": "gift_card_8190333", "source": "credit_card", "amount": 200}
VISA = {"id": "credit_card_1", "source": "credit_card", "brand": "visa", "last_four": "1234"}
CTX = ["credit_card", "gift_card"]


@pytest.mark.parametrize(
    "text",
    [
        "- **Payment:** Paid with a gift card (ID: gift_card_8190333) for $830",
        "Paid with a gift card (gift_card_8190333).",
        "Paid with a gift card (ID: `gift_card_8190333`).",
        "Paid with a gift card [payment id: gift_card_8190333].",
    ],
)
def test_an_id_in_parentheses_after_the_category_names_its_owner(text: str) -> None:
    said = sources_said(text, GIFT, [GIFT, VISA], [], CTX)
    assert said == [
        {"kind": "source", "value": "gift_card", "values": ["gift_card"], "mode": "asserted"}
    ]


def test_an_other_methods_id_in_parentheses_is_not_the_targets() -> None:
    assert (
        sources_said("Paid with a gift card (ID: credit_card_1).", GIFT, [GIFT, VISA], [], CTX)
        == []
    )


# ---------------------------------------------------------------- the ReturnDate rules


def _run(messages: list[dict[str, Any]], t_f: int, params: dict[str, Any]) -> Run:
    case = {
        "id": "RD-1",
        "operator": "ReturnDate",
        "domain": "tau_airline",
        "cluster": "RD:1",
        "control": False,
        "params": params,
    }
    raw = {
        "format": "sscb.run/1",
        "run_id": "r",
        "case": case,
        "config": None,
        "repetition": None,
        "messages": messages,
        "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]},
    }
    _rid, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "test")


class Builder:
    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = [
            {"role": "system", "content": POLICY},
            {"role": "user", "content": "Hi, I need help with my trip."},
        ]

    def call(self, name: str, args: dict[str, Any], result: Any) -> int:
        cid = f"call_{len(self.messages)}"
        fn = {"name": name, "arguments": json.dumps(args)}
        self.messages.append(
            {"role": "assistant", "content": None, "tool_calls": [{"id": cid, "function": fn}]}
        )
        self.messages.append(
            {"role": "tool", "tool_call_id": cid, "name": name, "content": json.dumps(result)}
        )
        return len(self.messages) - 1

    def say(self, text: str) -> int:
        self.messages.append({"role": "assistant", "content": text})
        return len(self.messages) - 1


def _reservation(rid: str, origin: str, dest: str, legs: list[tuple[str, str, str, str]]) -> Any:
    return {
        "reservation_id": rid,
        "user_id": "u1",
        "origin": origin,
        "destination": dest,
        "flight_type": "round_trip",
        "cabin": "economy",
        "flights": [
            {"flight_number": n, "origin": o, "destination": d, "date": day}
            for n, o, d, day in legs
        ],
    }


# R1: ORD -> PHL on May 10, back on May 11 (v); delivered v' = May 9.
R1 = _reservation(
    "R1",
    "ORD",
    "PHL",
    [("HAT271", "ORD", "PHL", "2024-05-10"), ("HAT197", "PHL", "ORD", "2024-05-09")],
)
PARAMS = {
    "reservation_id": "R1",
    "leg_index": 1,
    "original_date": "2024-05-11",
    "injected_date": "2024-05-09",
}


def _tell(plans: dict[str, Plan], text: str) -> tuple[str, Any]:
    b = Builder()
    user = {"user_id": "u1", "reservations": ["Q7ZZ11", "R1"], "payment_methods": {}}
    b.call("get_user_details", {"user_id": "u1"}, user)
    t_f = b.call("get_reservation_details", {"reservation_id": "R1"}, R1)
    step = b.say(text)
    rec = evaluate_run(plans["ReturnDate"], _run(b.messages, t_f, PARAMS))
    uses = [u for u in rec.uses if u.step == step and u.rule == "rule:tell"]
    assert len(uses) == 1, rec.uses
    return uses[0].verdict, rec


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # R5: the reservation's own heading governs a date range: the later date is the return
        (
            "Here are your reservations:\n\n1. **Reservation ID: Q7ZZ11**\n   - **Dates:** May 2, "
            "2024 - May 4, 2024\n\n2. **Reservation ID: R1**\n   - **Trip Type:** Round Trip\n"
            "   - **Dates:** May 10, 2024 - May 11, 2024\n",
            "correct",
        ),
        (
            "1. **Reservation ID: R1**\n   - **Dates:** May 10, 2024 - May 9, 2024\n",
            "faulty",
        ),
        (
            "I have found your reservation with ID **R1**, which was scheduled for a round trip "
            "from ORD to PHL on May 10th and May 11th.",
            "correct",
        ),
        (
            "Reservation R1 is a round trip from ORD to PHL on May 10th and May 9th.",
            "faulty",
        ),
        (
            "The reservation with ID R1 is a round-trip flight from ORD to PHL, scheduled for "
            "May 10, 2024, and returning on May 11, 2024.",
            "correct",
        ),
        (
            'Could you please confirm if the issue was with the reservation ID "R1" for the '
            "round trip from ORD to PHL on May 10th and 11th?",
            "correct",
        ),
        # the leg's own anchor governs, though the reservation id is nearer the date
        ("Your return flight of reservation R1 departs on 2024-05-09.", "faulty"),
        ("Your return flight of reservation R1 departs on May 11, 2024.", "correct"),
        # the order does not make the last date the return: unsure, not decided
        ("Reservation R1: May 9, 2024 - May 10, 2024.", "unresolved"),
        ("Reservation R1 is on May 11, 2024.", "unresolved"),
        # only the outbound date: about no value of the fact
        ("Reservation R1 departs from ORD on May 10, 2024.", "not_dependent"),
    ],
)
def test_trip_level_dates(plans: dict[str, Plan], text: str, verdict: str) -> None:
    assert _tell(plans, text)[0] == verdict


def test_a_search_for_another_reservations_leg_is_unresolved(plans: dict[str, Plan]) -> None:
    """R6: the return leg is PHL -> ORD (v' May 9); R2's leg PHL -> BOS on May 9 was read."""
    other = _reservation(
        "R2",
        "BOS",
        "PHL",
        [("HAT001", "BOS", "PHL", "2024-05-05"), ("HAT002", "PHL", "BOS", "2024-05-09")],
    )
    search = {"origin": "PHL", "destination": "BOS", "date": "2024-05-09"}
    b = Builder()
    t_f = b.call("get_reservation_details", {"reservation_id": "R1"}, R1)
    b.call("get_reservation_details", {"reservation_id": "R2"}, other)
    step = b.call("search_direct_flight", search, [])
    rec = evaluate_run(plans["ReturnDate"], _run(b.messages, t_f, PARAMS))
    assert [(u.rule, u.verdict) for u in rec.uses if u.step == step - 1] == [
        ("rule:search", "unresolved")
    ]
    # without the other reservation read, the same search is on v' from the leg's origin
    b = Builder()
    t_f = b.call("get_reservation_details", {"reservation_id": "R1"}, R1)
    step = b.call("search_direct_flight", search, [])
    rec = evaluate_run(plans["ReturnDate"], _run(b.messages, t_f, PARAMS))
    assert [(u.rule, u.verdict) for u in rec.uses if u.step == step - 1] == [
        ("rule:search", "faulty")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Your return isn't on May 26.",
        "Your return isn\u2019t on May 26.",
        "The desk lamp isn't silver.",
        "The desk lamp wasn\u2019t silver.",
    ],
)
def test_a_contracted_not_denies(text: str) -> None:
    """ "isn't X" denies X as "is not X" does, with either apostrophe (models write both)."""
    from sscb_dsl.text.discourse import parse
    from sscb_dsl.text.modality import mode_at

    value = "May 26" if "May" in text else "silver"
    at = text.index(value)
    assert mode_at(parse(text), at, at + len(value)) == "denied"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an ordinal word after a date preposition is a day of the context months
        ("Your return flight is on the twentieth.", "faulty"),
        ("Your return flight is on the twenty-third, then on to LAX.", "correct"),
        # ... but not an ordinal of something else
        ("Your return flight is on the second flight of the day.", "none"),
        # a correction marker replaces what came before it
        ("Your return flight is May 20 \u2014 wait, no, May 23.", "correct"),
        ("Your return flight is May 23. Scratch that: it's May 20.", "faulty"),
        # a hedge closing the sentence after a comma governs all of it; "I'm sure" is no hedge
        ("Your return flight is on May 20, I believe.", "qualified"),
        ("Your return flight is on May 20, if I'm not mistaken.", "qualified"),
        ("Your return flight is on May 20, if I read it right.", "qualified"),
        ("Your return flight is on May 20, I'm sure.", "faulty"),
    ],
)
def test_how_agents_say_and_take_back_a_date(text: str, expected: str) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = dates_said(text, ["return flight"], ["out"], NOW, ["2024-05-20", "2024-05-23"])
    assert reading(said, "2024-05-20", "2024-05-23") == expected


C250 = {"id": "certificate_6623588", "source": "gift_card", "amount": 250}  # v' gift_card
C500 = {"id": "certificate_6969088", "source": "certificate", "amount": 500}
MC = {"id": "credit_card_1", "source": "credit_card", "brand": "mastercard", "last_four": "7393"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # members' balances listed with one unit after the last ("500 and 250 dollars") sum to
        # the certificates of v
        ("You have certificates worth 500 and 250 dollars.", "correct"),
        # a listing of the category that fits neither reading is unsure, never v' by one amount
        ("Your certificates: $500 and $100.", None),
        # a limit under a rule is no total
        ("Certificates can cover up to $500.", "none"),
        # ... but a rule in the next clause leaves the total of this one standing
        ("You have 750 dollars in certificates, but only one can be used per booking.", "correct"),
        # "can" is no limit; "$250 certificate" is a balance, not a count of 250
        ("You can use your certificates, 750 dollars in total.", "correct"),
        ("Your $500 and $250 certificates are on file.", "correct"),
    ],
)
def test_what_a_figure_of_a_category_says(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = sources_said(text, C250, [C250, C500, MC], [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


def test_one_unit_after_coordinated_numbers_is_each_ones() -> None:
    from sscb_dsl.text.money import amounts

    assert amounts("worth 500, 250 and 100 dollars") == [50000, 25000, 10000]
    assert amounts("2 bags and 30 dollars") == [3000]


def test_a_plural_category_heading_a_list_that_names_the_target() -> None:
    """ "Your gift cards are the $279 one and the Visa 6521": the target is of the class."""
    from sscb_dsl.text.mention_reading import reading

    visa = {"id": "credit_card_8", "source": "gift_card", "brand": "visa", "last_four": "6521"}
    gift = {"id": "gift_card_6", "source": "gift_card", "amount": 279}
    mc = {
        "id": "credit_card_7",
        "source": "credit_card",
        "brand": "mastercard",
        "last_four": "2273",
    }
    methods, ctx = [visa, gift, mc], ["gift_card", "credit_card"]
    said = sources_said(
        "Your gift cards are the $279 one and the Visa 6521.", visa, methods, [], ctx
    )
    assert reading(said, "gift_card", "credit_card") == "faulty"
    said = sources_said(
        "Your credit cards are the Mastercard and the Visa 6521.", visa, methods, [], ctx
    )
    assert reading(said, "gift_card", "credit_card") == "correct"
    # a list of others only leaves the target out of the class: it may follow from v' (the
    # Visa no credit card), so it is unknown, never "nothing said"
    said = sources_said("Your credit cards are the Mastercard 2273.", visa, methods, [], ctx)
    assert reading(said, "gift_card", "credit_card") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a weekday after a past-tense verb is the one gone by (now: Wednesday May 15)
        ("Your return flight flew on Monday, so there's nothing to change.", "faulty"),
        ("Your return flight leaves on Monday.", "none"),
        # already flown, however it is worded
        ("Your return flight has been used already.", "faulty"),
        ("Sorry, your return flight left before today.", "faulty"),
    ],
)
def test_a_leg_said_to_be_behind_the_user(text: str, expected: str) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = dates_said(text, ["return flight"], [], NOW, ["2024-05-13", "2024-05-29"])
    got = reading(said, "2024-05-13", "2024-05-29")
    assert got == expected or (expected == "none" and got == "other"), got


def test_a_hyphenated_unit_is_an_amount() -> None:
    from sscb_dsl.text.money import amounts

    assert amounts("a 500-dollar certificate") == [50000]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a balance named by its bare number after a determiner names the method
        ("That 250 is a travel certificate.", "correct"),
        ("The 250 one is a gift card.", "faulty"),
        ("Your 250-dollar one is a travel certificate.", "correct"),
        # a bare number with nothing that makes it a balance names nothing
        ("That 250 would cover the flight.", "none"),
    ],
)
def test_a_balance_by_its_bare_number(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = sources_said(text, C250, [C250, C500, MC], [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


VISA = {"id": "credit_card_6198952", "source": "credit_card", "brand": "visa", "last_four": "9734"}
GC51 = {"id": "gift_card_3112961", "source": "gift_card", "amount": 51}
GC262 = {"id": "gift_card_5128346", "source": "certificate", "amount": 262}  # v' certificate


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the category said to hold one balance, which is its only one in the v' reading and
        # one of two in v: the definite singular presupposes one gift card, the v' reading
        # (it was left unsure; two independent writers, the wording set's and probe set 2's,
        # read it as v')
        ("Your gift card balance is only $51.", "faulty"),
        ("Your gift card has $51.", "faulty"),
        # a description picking one member out, or a member named by its id, is that member's
        ("The gift card with $51 is yours.", "none"),
        ("Your gift card ($51) will cover part.", "none"),
        ("Your gift card ending 3112961 has $51.", "none"),
        ("A gift card has $51.", "none"),
    ],
)
def test_a_members_balance_said_as_the_categorys(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = sources_said(text, GC262, [VISA, GC51, GC262], [], ["certificate", "gift_card"])
    assert reading(said, "certificate", "gift_card") == expected


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # the leg named by where it leaves from, or by the way home
        ("You leave Philadelphia on May 9.", "faulty"),
        ("You fly home on May 11.", "correct"),
        ("Your homebound flight is on May 9.", "faulty"),
        # a date counted from the one written
        ("Your flight home is two days after May 9.", "correct"),
        ("Your flight home is the day before May 10.", "faulty"),
        # a value put in question by "or is it"
        ("Your flight home is on May 9 \u2014 or is it May 11?", "verify"),
        # another reservation leaving from the same city is that reservation's
        ("Q7ZZ11 leaving Philadelphia on May 9 is another trip.", "not_dependent"),
    ],
)
def test_the_way_home_in_more_words(plans: dict[str, Plan], text: str, verdict: str) -> None:
    assert _tell(plans, text)[0] == verdict


MC7334 = {
    "id": "credit_card_9074831",
    "source": "gift_card",
    "brand": "mastercard",
    "last_four": "7334",
}
CERT250 = {"id": "certificate_9645872", "source": "certificate", "amount": 250}
MC5018 = {
    "id": "credit_card_4959530",
    "source": "credit_card",
    "brand": "mastercard",
    "last_four": "5018",
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what the user holds of a category, said with a singular: v' (7334 a gift card)
        # leaves one credit card and one gift card; v two credit cards and no gift card
        ("You have one credit card, a gift card and a $250 certificate.", "faulty"),
        ("Your only credit card is the Mastercard ending 5018.", "faulty"),
        ("You have a single Mastercard credit card, ending 5018.", "faulty"),
        ("There's no gift card on your account.", "correct"),
        ("You've got a gift card on file.", "faulty"),
        # both readings hold one: nothing told apart; a question counts nothing
        ("You have a credit card ending 5018.", "none"),
        ("Do you have a gift card?", "none"),
    ],
)
def test_what_the_user_holds_of_a_category(text: str, expected: str | None) -> None:
    from sscb_dsl.text.mention_reading import reading

    said = sources_said(text, MC7334, [MC7334, CERT250, MC5018], [], ["gift_card", "credit_card"])
    assert reading(said, "gift_card", "credit_card") == expected


def test_back_before_today_puts_the_leg_in_the_past() -> None:
    """ "... were back in Newark before today" (said on May 15): the leg is past, so of v' May 13
    and v May 17 it is v'."""
    said = dates_said(
        "You were back in Newark on HAT142 before today.",
        ["HAT142"],
        [],
        "2024-05-15T15:00:00",
        ["2024-05-13", "2024-05-17"],
    )
    assert said is not None and [s["value"] for s in said] == ["2024-05-13"]


def test_a_profile_that_actually_has_just_one() -> None:
    """ "your profile actually has just one gift card": of v' (the $39 card a certificate) and
    v (two gift cards), only v' leaves one."""
    from sscb_dsl.text.mention_reading import reading

    c39 = {"id": "gift_card_7359776", "source": "certificate", "amount": 39}
    g203 = {"id": "gift_card_7773485", "source": "gift_card", "amount": 203}
    text = "Your profile actually has just one gift card, the one with $203 on it."
    said = sources_said(text, c39, [c39, g203], [], ["certificate", "gift_card"])
    assert reading(said, "certificate", "gift_card") == "faulty"


def test_an_offer_to_the_user_is_no_hedge() -> None:
    """ "Or, if you prefer, the $88 and $223 gift cards could cover it together": a choice
    offered, not a hedge on what the gift cards are; "if I read it right" still hedges."""
    from sscb_dsl.text.mention_reading import reading

    g88 = {"id": "gift_card_1712795", "source": "gift_card", "amount": 88}
    g113 = {"id": "gift_card_4643416", "source": "credit_card", "amount": 113}
    g223 = {"id": "gift_card_3166319", "source": "gift_card", "amount": 223}
    ctx = ["credit_card", "gift_card"]
    text = (
        "Or, if you prefer, the $88 and $223 gift cards could cover it together: that's 311 "
        "dollars of stored value."
    )
    said = sources_said(text, g113, [g88, g113, g223], [], ctx)
    assert reading(said, "credit_card", "gift_card") == "faulty"
    text = "If I read it right, your gift cards total 311 dollars."
    said = sources_said(text, g113, [g88, g113, g223], [], ctx)
    assert reading(said, "credit_card", "gift_card") == "qualified"


def test_a_date_never_runs_across_lines() -> None:
    """ "... Mon 27 May\\n3. ATL → SEA ...": the list number on the next line is no day of May."""
    text = "1. DFW → ATL · HAT282 · Mon 27 May\n3. ATL → SEA · HAT239 · Tue 28 May"
    both = ["2024-05-27", "2024-05-28"]
    said = dates_said(text, ["HAT282"], ["HAT239"], "2024-05-15", both)
    assert said is not None and [s["value"] for s in said] == ["2024-05-27"]


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # "six days from today" (Wed May 15) is May 21; the leg named by where it leaves from: a
        # third date said of the leg (neither v nor v'), unresolved since the thirty-eighth pass
        # (it was "no use")
        ("The Philadelphia departure is six days from today.", "unresolved"),
        ("The Philadelphia departure is May 9.", "faulty"),
    ],
)
def test_a_departure_named_by_its_city(plans: dict[str, Plan], text: str, verdict: str) -> None:
    assert _tell(plans, text)[0] == verdict


def test_days_from_today() -> None:
    said = dates_said("It is six days from today.", ["it"], [], "2024-05-15T15:00:00", [])
    assert said is not None and [s["value"] for s in said] == ["2024-05-21"]
