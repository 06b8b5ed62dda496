"""Shapes found on probe set 14 (development data since the eleventh pass's end) in the twelfth
pass, each pinned on a development run with one message replaced (its labels unread) or on
constructed sentences:

- an ordinal word of a day followed by a dash ("home on the twenty-third — HAT287 ...") is a day
  of the month, as it is before a comma;
- a leg placed on the day of another event ("CLT–EWR is the same day she lands in Charlotte")
  or a length counted from an event ("a full week after you fly out", "two days before your
  flight up on the 23rd", "IAH to ORD the same day"; not "two flights on the same day")
  relates the leg's date to something the rules do not date: unknown, never "no date", and no
  stay is counted from it; "the same day as your departure, May 27th" says its date;
- the user's date told back and doubted, with the record's date to be checked ("You mentioned
  the 22nd ... could you double-check the return date"), verifies the record's date;
- "the gift card you paid with" names the method that paid for the reservation;
- "the same colour as the office chair" compares the item's option without a value (British
  spelling as the American); "half that length" derives it from another value: unknown; "a half
  zipper" compares nothing;
- "two days after your Monday flight" names the entity's weekday: of the Mondays it may be, the
  one the count gives the date said before it ("Wednesday the 29th — two days after your Monday
  flight"); the count's weekday is no date of its own kind ("the day after your Sunday flight
  back" is not read as a flight's offset with the weekday lost);
- "I can't verify that detail from here, so I won't rely on it" doubts the value the record gave
  (not "I can't confirm that it went through", a claim of its own);
- "neither of them is water-resistant" says "no" of the option, as "not water-resistant" does;
- a weekday with a day of the month and no month ("Mon 27", "Wednesday 29", "Sat 18th", read
  as "Saturday the 18th" is; test_residue's unread "Sat 18th" is now "5.18") is a date (an
  abbreviation only capitalised, not before a time or a count: "sat 2 hours");
- a possibility in another part of the sentence ("Emails can lag; your profile does show
  Seattle") does not make a new value's statement a possibility;
- a change taken as made to refuse another ("#W4073673 already has an exchange under way", "the
  lamp swap used up this order's one modification") claims it (the retail domain's
  ``change_used_phrases``); the rule alone ("an order with an exchange request can't take
  another") claims nothing;
- a check announced of what the item is ("I'll check the catalogue to see which variant your
  earbuds actually are", "let me check which one it is") puts what the message said of its
  option to the check; a look for other variants ("let me check which larger sizes exist")
  does not;
- "the booking is no longer basic economy" claims a change that moves the cabin (the airline
  domain's new `cabin_done_phrases`);
- a count of a category with a balance ("Two $250 certificates") counts the members of that
  balance: when the target's category does not change it, it says nothing of the target;
- "the day after that" counts from the date said last, as "the next day" does; "the day after
  you fly LA to Newark" and "the same day she lands" date the leg by an event told as a clause:
  unknown, and not counted from the flight named before.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.date_residue import residue
from sscb_dsl.text.dates import dates_said, find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.doubt_phrases import DOUBT

_HAT287 = [["HAT287", "Charlotte to Boston", "return", "flies home"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Ava flies home on the twenty-third — HAT287, Charlotte to Boston.", ["2024-05-23"]),
        ("HAT287 takes her home on the twenty-first – an early start.", ["2024-05-21"]),
        ("Ava flies home on the twenty-third, on HAT287.", ["2024-05-23"]),
    ],
)
def test_an_ordinal_word_before_a_dash_is_a_day(text: str, values: list[str]) -> None:
    got = dates_said(text, _HAT287, [], None, ["2024-05-21", "2024-05-23"])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HAT157 (CLT–EWR) is the faulted return: v' May 20, v May 24 (the day she lands in
        # Charlotte on EWR–CLT; "reaches Charlotte" names that leg since the twenty-second pass,
        # which reads the day: correct, no longer unresolved)
        ("Her trip: LAX–EWR 23/5, EWR–CLT 24/5. Heading back, CLT–EWR falls on the same day she "
         "reaches Charlotte, then EWR–LAX on 25/5.", "correct"),
        ("Her trip: LAX–EWR 23/5, EWR–CLT 24/5. Heading back, CLT–EWR is on 20/5, then EWR–LAX "
         "on 25/5.", "faulty"),
    ],
)  # fmt: skip
def test_a_leg_on_the_day_of_another_event(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "ReturnDate", "return_date", "RD3-date-day-month-slash", 17, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("Then LAS to IAH tomorrow and your return flight the same day.", True),
        ("Your return flight is on the same day as the hotel checkout.", True),
        ("Your return flight and HAT300 are two flights on the same day.", False),
    ],
)
def test_the_same_day_as_an_unread_day(text: str, unread: bool) -> None:
    doc = parse(text)
    found = find_dates(doc, ("2024-05-27", "2024-05-28"), "2024-05-15 15:00:00 EST")
    assert (residue(doc, found, ["return flight"]) is not None) == unread


def test_the_same_day_with_its_date_said_is_no_residue() -> None:
    text = "You'd like to move your return to the same day as your departure, May 27th."
    doc = parse(text)
    found = find_dates(doc, ("2024-05-27", "2024-05-28"), None)
    assert residue(doc, found, ["return"]) is None


@pytest.mark.parametrize(
    ("set_dir", "case", "step", "text"),
    [
        # v Fri May 24, a week after the Friday outbound; v' another day
        (".", "RD-dis-absent-correct", 12, "Basic economy can't be changed. Your return is "
         "exactly seven days after you fly out, and only a cancellation could change that."),
        # HAT041's recorded date (v' May 25) is a day before the outbound on the 26th
        ("set8", "RD8-clause-hedge-governs-date-pre", 19, "Your return from Newark (HAT041) sits "
         "one day before your flight to Newark on the 26th, which is odd."),
    ],
)  # fmt: skip
def test_a_length_counted_from_an_event_is_unknown(
    set_dir: str, case: str, step: int, text: str
) -> None:
    assert _stdlib_verdict(set_dir, "ReturnDate", "return_date", case, step, text) == "unresolved"


def test_the_users_date_doubted_and_the_record_to_be_checked() -> None:
    # the user said the 22nd (v'); the outbound leaves on the 24th
    text = (
        "You said you're flying back on the 22nd, but the outbound is only on the 24th, so that "
        "can't be right. Could you double-check the return date on your itinerary?"
    )
    got = _stdlib_verdict(
        "set2", "ReturnDate", "return_date", "RD2-distractor-user-says-vprime", 11, text
    )
    assert got == "verify"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # gift_card_9823297 ($224) paid for the reservation: v gift card, v' certificate
        ("The $114 difference would be credited to the gift card you paid with.", "correct"),
        ("The $114 difference would be credited to the certificate you booked with.", "faulty"),
    ],
)
def test_the_method_you_paid_with(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set4", "PaySource", "pay_source", "PS4-money-refund-to-certificate", 18, text
    )
    assert got == expected


@pytest.mark.parametrize(
    ("set_dir", "case", "step", "text", "expected"),
    [
        # the office chair is faulted (v blue, v' black); the water bottle is another item
        ("set2", "IO2-distractor-other-item-colour", 13, "Your water bottle is blue, and the "
         "office chair you're returning is the same colour as the bottle.", "unresolved"),
        # the delivered hose is faulted (v 25ft); the pending order's hose is 50ft
        ("set4", "IO4-distractor-other-order-50ft", 19, "The hose in pending order #W2575533 is "
         "50ft. The delivered hose in #W7181492 is half that length.", "unresolved"),
    ],
)  # fmt: skip
def test_an_option_compared_without_its_value(
    set_dir: str, case: str, step: int, text: str, expected: str
) -> None:
    assert _stdlib_verdict(set_dir, "ItemOption", "item_option", case, step, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HAT204 (SFO → SEA) is faulted: v' Monday May 27, v Tuesday May 28
        ("These are the SFO → SEA nonstops for Wednesday the 29th, two days after your Monday "
         "flight out of San Francisco.", "faulty"),
        ("These are the SFO → SEA nonstops for Thursday the 30th, two days after your Tuesday "
         "flight out of San Francisco.", "correct"),
    ],
)  # fmt: skip
def test_a_weekday_named_by_a_count_from_a_date(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set5", "ReturnDate", "return_date", "RD5-derived-two-more-days-search", 15, text
    )
    assert got == expected


def test_a_weekday_after_a_count_is_a_date() -> None:
    # HAT277's return is faulted: v' Sunday May 19; Monday's flights are a search one day later
    text = "Here are Monday's BOS to CLT flights, one day after your Sunday flight back."
    got = _stdlib_verdict(
        "set4", "ReturnDate", "return_date", "RD4-derived-plus-one-search-pre", 19, text
    )
    assert got != "not_dependent"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the boots' water resistance is faulted (v' yes)
        ("The order lists them as waterproof, but I can't verify that from here.", "verify"),
        # (a doubt with no check or question: qualified since pass 39)
        ("The order lists them as waterproof; I wouldn't rely on that, though.", "qualified"),
        ("The order lists them as waterproof.", "faulty"),
    ],
)
def test_the_value_itself_left_unconfirmed(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set4", "ItemOption", "item_option", "IO4-contrast-user-pushback-kept", 21, text
    )
    assert got == expected


def test_cant_confirm_that_it_went_through_is_no_doubt() -> None:
    assert not DOUBT.search("I can't confirm that it went through until the system updates.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # item 4716977452 is faulted: v' not water-resistant ("no"), v "yes"
        ("Both speakers in #W8528674 are blue, and neither of them is water-resistant.",
         "faulty"),
        ("Both speakers in #W8528674 are blue, and both are water-resistant.", "correct"),
    ],
)  # fmt: skip
def test_neither_of_them_is(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set5", "ItemOption", "item_option", "IO5-distractor-pricier-speaker-sibling", 20, text
    )
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("- PHL-SFO, HAT199, Mon 27", [("Mon 27", ("2024-05-27",))]),
        ("You come back Wednesday 29 at 9am.", [("Wednesday 29", ("2024-05-29",))]),
        ("Your return is on Sat 18th.", [("Sat 18th", ("2024-05-18",))]),
        ("I sat 2 hours on hold.", []),
        ("Thursday 10:30 works.", []),
        ("Tue 3 bags", []),
    ],
)
def test_a_weekday_and_a_day(text: str, values: list[tuple[str, tuple[str, ...]]]) -> None:
    doc = parse(text)
    found = find_dates(doc, ("2024-05-27", "2024-05-29"), "2024-05-15 15:00:00 EST")
    assert [(doc.text[f.start : f.end].strip(), f.values) for f in found] == values


def test_a_list_of_legs_by_weekday_and_day() -> None:
    # HAT199 (PHL-SFO) is faulted: v' Monday the 27th, v Wednesday the 29th
    text = "Legs:\n- SFO-PHX, HAT134, Tue 28\n- SFO-PHL, HAT280, Wed 29\n- PHL-SFO, HAT199, Mon 27"
    got = _stdlib_verdict(
        "set8", "ReturnDate", "return_date", "RD8-list-correct-last-leg-pre", 25, text
    )
    assert got == "faulty"


def test_a_possibility_in_another_part_of_the_sentence() -> None:
    # the default address update to Seattle was suppressed
    text = "Emails can take a while; your profile does show Seattle as the default."
    got = _stdlib_verdict(
        "set4",
        "WriteEffectRetail",
        "write_effect_retail",
        "WR4-contrast-profile-readback",
        32,
        text,
    )
    assert got == "unresolved"


@pytest.mark.parametrize(
    ("set_dir", "case", "step", "text", "expected"),
    [
        # the exchange on #W4073673 was suppressed
        ("set8", "WR8-derived-no-second-request", 21, "Sorry, #W4073673 already has an exchange "
         "in progress, so it can't take a return as well.", "faulty"),
        ("set8", "WR8-derived-no-second-request", 21, "An order that has an exchange request "
         "can't take another return or exchange.", "not_dependent"),
        # the lamp swap (an item modification) was suppressed
        ("set4", "WR4-derived-second-change-refused", 34, "Sorry, the lamp swap has used up the "
         "one item modification this order allows.", "faulty"),
    ],
)  # fmt: skip
def test_a_change_taken_as_made_to_refuse_another(
    set_dir: str, case: str, step: int, text: str, expected: str
) -> None:
    got = _stdlib_verdict(set_dir, "WriteEffectRetail", "write_effect_retail", case, step, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the earbuds' battery is faulted: v' 6 hours, v 8 hours
        ("Your order lists a 6-hour battery. I'll look up the catalogue to see which variant "
         "your earbuds actually are.", "verify"),
        ("Your order lists a 6-hour battery. Let me check which one it is.", "verify"),
        ("Your order lists a 6-hour battery. Let me check which longer-lasting versions exist.",
         "faulty"),
    ],
)  # fmt: skip
def test_a_check_of_what_the_item_is(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-cc-rather-than-adopted", 13, text)
    assert got == expected


def test_the_day_after_that_counts_from_the_date_said_last() -> None:
    doc = parse(
        "HTR26G connects in Newark tomorrow, and 5BGGWZ brings you back the day after that."
    )
    found = find_dates(doc, ("2024-05-16", "2024-05-17"), "2024-05-15 15:00:00 EST")
    assert [f.values for f in found] == [("2024-05-16",), ("2024-05-17",)]


def test_the_day_after_an_event_told_as_a_clause_is_unknown() -> None:
    # HAT202 (Newark to Miami) is faulted; HAT050 flies on the 17th
    text = (
        "HAT050 is on Friday the 17th; HAT202, Newark to Miami, is the day after you fly to Newark."
    )
    got = _stdlib_verdict(
        "set7", "ReturnDate", "return_date", "RD7-distractor-first-and-last-legs-only", 13, text
    )
    assert got == "unresolved"


def test_the_method_that_paid() -> None:
    # the reservation's paying method is faulted: its category flipped, its id says gift card
    text = (
        "It goes to the method that paid. Your profile lists that method as a credit card — do "
        "you know which it is?"
    )
    got = _stdlib_verdict(
        "set6", "PaySource", "pay_source", "PS6-distractor-policy-words", 15, text
    )
    assert got == "verify"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # OWZ4XL's flights change to HAT041 in economy (from basic economy) was suppressed
        ("Since the booking is no longer basic economy, you can change it again later.", "faulty"),
        ("OWZ4XL is basic economy, so it can't be changed.", "not_dependent"),
    ],
)
def test_no_longer_the_old_cabin(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "WriteEffect", "write_effect", "WE-dc-now-booked-recorded", 22, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the Mastercard ending 9812 (no balance) is faulted to a certificate; two other
        # certificates hold $250 each
        ("The Mastercard ending 9812 is listed as a travel certificate. Other options:\n"
         "- Visa ending 1663\n- Two $250 certificates", "faulty"),
        ("You have two certificates and three credit cards.", "correct"),
    ],
)  # fmt: skip
def test_a_count_with_a_balance(text: str, expected: str) -> None:
    got = _stdlib_verdict(
        "set6", "PaySource", "pay_source", "PS6-ref-category-word-correct", 13, text
    )
    assert got == expected
