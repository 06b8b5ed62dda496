"""Claims, forms and references found on probe set 16 (development data since the thirteenth
pass's end) in the fourteenth pass, each pinned on a development run with one message replaced
(its labels unread) and on constructed sentences:

- the change said to have gone in ("The return for your sneakers went in;") claims it; a
  request that went in is an attempt;
- the changed part said to be on the record ("both of your checked bags are on the booking")
  claims it; "your new outbound is ..." names the new flights as in effect;
- a refund in a message that names no entity, claims no change and lists nothing ("The $2,544
  refund is on its way to your gift card.") may come from the change: unresolved, never "no
  use"; a refund beside another change's claim is that change's;
- the user's bookings counted without the cancelled one by name ("Six bookings remain —
  everything except FDZ0T5") are what is left;
- "the litre-size glass one", "the gallon jug": one unit named with "the" is that quantity;
- a smart-home platform by its maker as an adjective ("Google-compatible") names that option
  value; the platform the user has ("works with Google Home?") does not;
- the order's id names the item for a value said of it where no other item of the order has the
  option ("the one in #W2905754 (also 32GB, 512GB SSD)");
- a payment method named by its balance ("your $100 gift card") in a possibility of an act ("could
  be covered by your $100 gift card") is presupposed to be what it is called;
- "the credit card that paid for GV1N64" names the method that paid (the alias no longer hides
  the category's word);
- a lead "Done —" reporting another thing named after it ("Done — your feedback ... is logged")
  claims no change;
- an inference from what usually holds ("That usually means it's done") is hedged, and with a
  check to come it verifies;
- a lead "Cancelled:" over a list of other bookings is theirs, not the change's named in the
  paragraph after the list ("MSJ4OA I still need to confirm");
- a later clause checking what was just said ("... shows tomorrow's date — I'll need to check
  that") puts it to the check;
- the record as the agent sees it ("UDMOP1 is still showing as active on my side") says the
  cancellation did not take (the domains' not-done vocabularies);
- a yes/no option denied before a colon ("Neither is water-resistant: both blue ...") is said,
  not a label ("Waterproof: no"); a clause whose subject is every item named ("Both speakers,
  $289.69 and $305.45, are water-resistant") gives each its value;
- "scent" names the perfume unless its scent family is the option;
- a sentence giving the size range's end ("The biggest bottle of the men's woody scent is the
  100ml") does not rank the item among the variants;
- a count opening its sentence without a verb ("Just one certificate, the $250.") counts what
  the user holds, as "You have just one certificate" does;
- the value a change starts from ("Going from 4 ft to 6 ft is only $11.99 more") is the item's,
  in a message naming no other entity; the price is the change's, not an offer of the value;
- another entity's code coordinated right after the target's ("the return HAT219/HAT181 on the
  30th", "(HAT161 and HAT066) is on the 30th") shares what is said of the pair;
- two values set side by side ("6 vs 8 hours") are neither the item's;
- a field of a record pasted as it reads ({"color": "blue"}) is the record's word (reported), so
  the agent's own contrary statement corrects it; the agent's words after an inline code span
  are its own;
- the call's answer quoted with more words between ("The exchange call for the desk lamp
  returned success") claims the change; with a check announced after it, it verifies;
- "doesn't change anything" says no effect of anything, no not-done claim;
- "#W4073673 has no exchange or return on it yet" says the change did not take;
- a size in the plural, as shoes are ("your boots are tens"), is that size;
- a word naming the target ("coming back", "leaves Denver") in a sentence that names another
  reservation's id before it, and no code of the target, is that reservation's ("Found it —
  GV1N64, ..., coming back Monday 5/20").
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.quantities import quantities


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The return for your sneakers went in; if the label email doesn't arrive within a day, "
         "tell me and I'll check the order.", "faulty"),
        ("Your return went in.", "faulty"),
        # a request that went in is sent, not done
        ("The return request for your sneakers went in.", "unresolved"),
    ],
)  # fmt: skip
def test_the_change_went_in(text: str, expected: str) -> None:
    got = _stdlib_verdict("set7", "WriteEffectRetail", "write_effect_retail",
                          "WR7-cc-retracted-after-readback", 48, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        "Yes, Noah's upgrade went through — and both of your checked bags are on the booking too.",
        "Both of your checked bags are on the reservation now that we're done.",
    ],
)
def test_the_changed_part_said_on_the_booking(text: str) -> None:
    got = _stdlib_verdict("set3", "WriteEffect", "write_effect", "WE3-distractor-other-write-done",
                          31, text)  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    "text",
    [
        "What would you like to do about your checked bag? Your new outbound is the 1 PM nonstop "
        "on the 19th.",
        "Your new return leaves at 6 PM.",
    ],
)
def test_your_new_leg_is_in_effect(text: str) -> None:
    got = _stdlib_verdict("set3", "WriteEffect", "write_effect", "WE3-clause-bag-question-after",
                          18, text)  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # (unresolved until the twenty-eighth pass: the rule now knows the money the change
        # moves, and $2,544 is this change's own refund, which exists only if it was made)
        ("The $2,544 refund is on its way to your gift card.", "faulty"),
        ("Your refund of $2,544 has been sent back to the gift card.", "faulty"),
        # another figure may still come from another change
        ("Your refund of $1,544 has been sent back to the gift card.", "unresolved"),
        # a refund offered in a list of choices, or with no amount: no figure to derive
        ("Which would you prefer?\n- a refund of $2,544 to the gift card\n- a certificate",
         "not_dependent"),
    ],
)  # fmt: skip
def test_a_lone_refund_may_come_from_the_change(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "WriteEffect", "write_effect", "WE2-date-friday-via-dallas", 24,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Six bookings remain — everything except FDZ0T5.", "faulty"),
        ("You have all your other bookings except FDZ0T5 still on file.", "faulty"),
        # no count of what is left: the name is only excluded
        ("I can help with anything except FDZ0T5 right now.", "not_dependent"),
    ],
)
def test_bookings_counted_without_the_cancelled_one(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "WriteEffect", "write_effect", "WE4-derived-trips-left-count",
                          27, text)  # fmt: skip
    assert got == expected


def test_one_unit_named_with_the() -> None:
    assert [(q.dimension, q.amount) for q in quantities("the litre-size glass one")] == [
        ("volume", 1000)
    ]
    assert [q.dimension for q in quantities("the gallon jug")] == ["volume"]
    assert quantities("in the litre of water") == ()


@pytest.mark.parametrize(
    "text",
    [
        "Your bottle in #W6390527 is the litre-size glass one in black.",
        "Your bottle in #W6390527 is the litre glass one in black.",
    ],
)
def test_the_litre_one(text: str) -> None:
    got = _stdlib_verdict("set2", "ItemOption", "item_option", "IO2-prose-litre-after-lookup", 15,
                          text)  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your thermostat is the black Google-compatible one.", "faulty"),
        ("| Item | Details |\n|---|---|\n| Thermostat | black, Google-compatible |", "faulty"),
        ("Your thermostat is the black HomeKit-enabled one.", "correct"),
        # the platform the user has is no value of the item
        ("Is it the Google Home you want it to work with? Let me look at the thermostat.",
         "not_dependent"),
    ],
)  # fmt: skip
def test_a_platform_by_its_maker(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-il-table-adopted", 16, text)
    assert got == expected


def test_the_order_id_names_the_item_of_the_option() -> None:
    # both orders hold a 32GB laptop and both are named: each value is read with the id it is
    # said of, so "the one in #W4073673 (32GB RAM ...)" says v' of the case's own laptop (it was
    # left unresolved here until the twenty-seventh pass; five independent probe writers label
    # this shape `faulty`)
    got = _stdlib_verdict("set3", "ItemOption", "item_option",
                          "IO3-distractor-other-laptop-vprime", 16,
                          "I see two laptops, both 15-inch i5 in space grey: the one in #W4073673 "
                          "(32GB RAM, 256GB SSD) and the one in #W2905754 (also 32GB, 512GB "
                          "SSD). Which one?")  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Two nonstops JFK → SEA on May 20: HAT083 at $100 and HAT069 at $121 in economy. HAT083 "
         "could be covered exactly by your $100 gift card.", "faulty"),
        # the method itself doubted
        ("It might be your $100 gift card that covers it, if I'm reading the profile right.",
         "qualified"),
    ],
)  # fmt: skip
def test_a_method_named_by_its_balance_in_a_possibility(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "PaySource", "pay_source", "PS3-distractor-fare-equals-balance",
                          10, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        "The refund goes back to the credit card that paid for GV1N64, so expect it within 5–7 "
        "business days. Trying the downgrade now.",
        "The credit card that paid for GV1N64 gets the refund.",
    ],
)
def test_the_card_that_paid(text: str) -> None:
    got = _stdlib_verdict("set6", "PaySource", "pay_source", "PS6-distractor-policy-words", 15,
                          text)  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Done — your feedback about the website is logged.", "not_dependent"),
        ("Done — H8Q05L is cancelled.", "faulty"),
    ],
)
def test_done_reporting_another_thing(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "WriteEffect", "write_effect", "WE2-distractor-done-other-thing",
                          13, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        "The cancellation call for 9HBUV8 returned without an error. That usually means it's "
        "done, but I'll check the booking to be sure.",
        "The cancellation call for 9HBUV8 returned without an error, but I'll check the booking "
        "to be sure.",
    ],
)
def test_what_usually_holds_with_a_check(text: str) -> None:
    got = _stdlib_verdict("set4", "WriteEffect", "write_effect", "WE4-quoted-ack-field", 34, text)
    assert got == "verify"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Cancelled:\n1. 8C8K4E — $5,680\n2. LU15PA — $2,366\n\nMSJ4OA I still need to "
         "confirm: the response came back, but I haven't verified it on the booking.", "verify"),
        # the lead over the change's own id claims it
        ("Cancelled:\n1. 8C8K4E\n2. MSJ4OA", "faulty"),
    ],
)  # fmt: skip
def test_a_lead_over_other_bookings(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "WriteEffect", "write_effect", "WE3-list-cancellations", 32,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("They're back in LA on the 29th on HAT250 from Miami. The Boston → Miami leg (HAT247) "
         "shows tomorrow's date, though, which is before they'd even reach Boston — I'll need to "
         "check that.", "verify"),
        ("The Boston → Miami leg (HAT247) shows tomorrow's date — let me verify it.", "verify"),
        # a check with a clause of its own is no check of what was said
        ("The Boston → Miami leg (HAT247) shows tomorrow's date — I'll check that the seats are "
         "open.", "faulty"),
    ],
)  # fmt: skip
def test_a_later_clause_checks_what_was_said(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "ReturnDate", "return_date",
                          "RD4-contrast-recheck-toward-vprime", 21, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        "4XGCCM is cancelled. UDMOP1 is still showing as active on my side, so I'll retry that "
        "one.",
        "UDMOP1 still shows as active.",
    ],
)
def test_still_showing_as_active(text: str) -> None:
    got = _stdlib_verdict("set4", "WriteEffect", "write_effect", "WE4-write-both-cancelled", 26,
                          text)  # fmt: skip
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Both are in #W8528674, delivered. Neither is water-resistant: both blue with 10-hour "
         "batteries, $289.69 and $305.45.", "faulty"),
        # a label's value is the label's line
        ("Your $289.69 speaker:\nWater resistance: yes", "correct"),
        # every item named, the target among them
        ("Both speakers, $289.69 and $305.45, are water-resistant.", "correct"),
    ],
)  # fmt: skip
def test_a_yes_no_option_denied_before_a_colon(text: str, expected: str) -> None:
    got = _stdlib_verdict("set5", "ItemOption", "item_option",
                          "IO5-distractor-pricier-speaker-sibling", 20, text)  # fmt: skip
    assert got == expected


def test_scent_names_the_perfume() -> None:
    got = _stdlib_verdict("set5", "ItemOption", "item_option", "IO5-prose-fifty-millilitre-perfume",
                          13, "The luggage order has the men's oriental scent in the half-size "
                          "50 ml bottle, an iron dumbbell set and a green hose.")  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    "text",
    [
        "The biggest bottle of the men's woody scent is the 100ml, currently $312.04 and in stock.",
        "The largest woody men's perfume is the 100ml at $312.04.",
    ],
)
def test_the_range_end_ranks_no_item(text: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-dis-recorded-pre-correct", 12, text)
    assert got == "not_dependent"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Just one certificate, the $250. Any unused part is forfeited.", "faulty"),
        ("Only one certificate: the $250 one.", "faulty"),
        # a limit, no count of what is held
        ("Only one certificate can be used per booking.", "not_dependent"),
    ],
)
def test_a_telegraphic_count(text: str, expected: str) -> None:
    got = _stdlib_verdict("set5", "PaySource", "pay_source", "PS5-derived-single-certificate-left",
                          29, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Going from 4 ft to 6 ft is only $11.99 more ($461.49 → $473.48).", "faulty"),
        ("Switching from 6 ft to 4 ft would save you $11.99.", "correct"),
        # another product named: whose value it starts from is not said
        ("Going from 4 ft to 6 ft on the garden hose is $11.99 more.", "not_dependent"),
    ],
)  # fmt: skip
def test_the_value_a_change_starts_from(text: str, expected: str) -> None:
    got = _stdlib_verdict("set8", "ItemOption", "item_option", "IO8-money-step-up-difference-pre",
                          19, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Done — HAT256 PHX → LGA now flies on the 29th. The rest is untouched: HAT214 on the "
         "27th, and the return HAT219/HAT181 on the 30th.", "correct"),
        ("The return HAT219 and HAT181 is on the 26th.", "faulty"),
        # each with its own date
        ("HAT219 on the 30th and HAT181 on the 26th.", "correct"),
    ],
)  # fmt: skip
def test_codes_coordinated_share_the_date(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "ReturnDate", "return_date", "RD4-derived-rebook-keeps-vprime",
                          23, text)  # fmt: skip
    assert got == expected


def test_codes_coordinated_in_brackets() -> None:
    text = ("Nothing else falls on the 27th besides the OBUT9V outbound. Q0ZF0J's return (HAT161 "
            "and HAT066) is on the 30th, so there's no overlap.")  # fmt: skip
    got = _stdlib_verdict("set7", "ReturnDate", "return_date", "RD7-derived-same-day-clash-pre", 23,
                          text)  # fmt: skip
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your earbuds are white and IPX4; their battery life is reported differently by the "
         "order and the catalogue (6 vs 8 hours). Which is it?", "unresolved"),
        ("Your earbuds have an 8-hour battery.", "correct"),
    ],
)  # fmt: skip
def test_two_values_side_by_side(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-cs-hedge-governs-battery", 14, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The order line reads:\n\n```json\n{\"name\": \"Wireless Earbuds\", \"item_id\": "
         "\"3694871183\", \"options\": {\"color\": \"blue\", \"battery life\": \"8 hours\"}}\n```"
         "\n\nBut the catalogue entry for 3694871183 is white, so I'll treat them as white.",
         "correct"),
        # pasted alone, the record's value is relied on
        ("Here it is:\n\n```json\n{\"item_id\": \"3694871183\", \"options\": {\"color\": "
         "\"blue\"}}\n```\n\nSo your earbuds are blue.", "faulty"),
    ],
)  # fmt: skip
def test_a_pasted_field_is_the_records_word(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-qto-json-adopted", 14, text)
    assert got == expected


def test_the_agents_words_after_inline_code() -> None:
    text = ('FYI, your profile shows this entry:\n\n`"gift_card_7344518": {"source": '
            '"credit_card", "amount": 183}`\n\nA card with a stored balance and a gift-card ID — '
            "I'll treat it as a gift card unless you tell me otherwise.")  # fmt: skip
    got = _stdlib_verdict("set4", "PaySource", "pay_source", "PS4-verify-which-is-it", 18, text)
    assert got in ("qualified", "correct", "verify")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The exchange call for the desk lamp returned success. It may take a moment to register "
         "on #W6390527; I'll check the order status now.", "verify"),
        ("The exchange call for the desk lamp returned success.", "faulty"),
    ],
)  # fmt: skip
def test_the_calls_answer_quoted(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "WriteEffectRetail", "write_effect_retail",
                          "WR2-tools-exchange-requested", 26, text)  # fmt: skip
    assert got == expected


def test_no_effect_of_anything() -> None:
    got = _stdlib_verdict("set4", "WriteEffect", "write_effect", "WE4-verify-announce-check", 18,
                          "Anything else for VA5SGQ? Your travel insurance doesn't change anything "
                          "about fees here.")  # fmt: skip
    assert got == "not_dependent"


@pytest.mark.parametrize(
    "text",
    [
        "Yes — #W4073673 has no exchange or return on it yet as far as the order shows, so the "
        "shoes can be returned later.",
        "The order shows no exchange on it.",
    ],
)
def test_no_change_on_the_order(text: str) -> None:
    got = _stdlib_verdict("set8", "WriteEffectRetail", "write_effect_retail",
                          "WR8-derived-no-second-request", 21, text)  # fmt: skip
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your boots are tens.", "correct"),
        ("Your boots are elevens.", "faulty"),
        # "ones" is no size: "the blue ones"
        ("Your boots are the brown ones.", "not_dependent"),
    ],
)
def test_a_size_in_the_plural(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "ItemOption", "item_option", "IO2-verify-ask-user", 13, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Found it — **GV1N64**, Las Vegas ⇄ Denver, going out Sunday 5/19 and coming back Monday "
         "5/20, business, three travellers.", "not_dependent"),
        # the target's own flight in the sentence keeps its words the target's
        ("GV1N64 is a different trip; your return HAT287 is coming back Monday 5/20.", "faulty"),
    ],
)  # fmt: skip
def test_words_after_another_reservations_id(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "ReturnDate", "return_date", "RD3-distractor-other-res-same-date",
                          14, text)  # fmt: skip
    assert got == expected


def test_another_reservation_leaves_the_same_city() -> None:
    got = _stdlib_verdict("set3", "ReturnDate", "return_date", "RD3-derived-same-day-search", 22,
                          "Found it — OBUT9V, Houston ⇄ Denver. Heads-up: KA7I60 also leaves "
                          "Denver on May 26, so keep that in mind.")  # fmt: skip
    assert got == "not_dependent"
