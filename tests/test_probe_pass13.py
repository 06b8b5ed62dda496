"""Checks without a value, found on probe set 15 (development data since the twelfth pass's end)
in the thirteenth pass, each pinned on a development run with one message replaced (its labels
unread) and on constructed sentences:

- the user asked to check a change's effect where they see it ("Could you check in the app
  whether OWZ4XL shows HAT041?", "let me know if you get an email confirming the exchange",
  "I'd like that confirmed") or a fresh read under way ("one moment while I reload your
  profile") verifies the change; a request for consent ("please confirm if you'd like to
  proceed", "confirm everything is correct") checks nothing;
- a question for the date an entity has ("which day are you currently booked to fly Denver →
  Las Vegas?") puts the record's date to the check; one for a new date ("which day would you
  like instead?") does not;
- a check of how a payment method is typed ("let me re-check how it's stored on your profile",
  "I'll confirm how the Visa ending 2172 is set up") puts the record's category to the check;
- a question after a short label ("Quick check: is your purifier ...?") asks as one without it,
  and its alternatives ("the one for large rooms or the small-room model?") are both the
  item's, put in question;
- a new payment method named by its last four digits names the payment change ("the switch to
  your Visa ending 8902 went through"), whatever word another change also uses;
- a request said to exist ("your vacuum exchange is placed") claims it ("... has been logged"
  is unresolved since the fifty-ninth pass, as the later writers label it);
- "that evening", "later that day" date a leg by the date said last (not the evening of a day
  the user is asked for);
- a condition on an act proposed ("If we put the booking on your $500 gift card, ...")
  presupposes what it names, as a plain statement does;
- the way a method is stored doubted ("something in how it's stored looks off") puts the
  record's category to the check beside what the message asks;
- "either a gift card or a certificate" holds both open (a listing), not the first as said;
- a shift the message itself says ("pushing the trip home back by a day would put HAT278 on May
  18") counts from the date the agent holds, as the user's requested shift does;
- a brand's card called by its kind alone ("Visa credit ending 5308") is a credit card;
- a product in its everyday name ("the fragrance", "trainers", "a bookcase": a name of one
  product only, no option's value) names the item, another product's names that product; a
  question's "or ..." alternative is asked too; a question about the item's option may name
  the item in the next sentence; the end of a size range ("the biggest bottle of the woody
  fragrance is 100ml") is the catalogue's, not the item's size;
- the item "in the bigger bottle" is described, not stepped up from ("a bigger bottle" offered
  is a step up from the item's size);
- a list item of the order's contents opening with an indefinite description ("2. a tall
  push-along one ($652.61)") describes the item held, not another variant; an upright vacuum in
  everyday words ("stand-up", "push-along").
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The system took the request. Could you check in the app whether OWZ4XL shows HAT041 "
         "now?", "verify"),
        ("Submitted. Can you please look at your account page and see if OWZ4XL lists HAT041?",
         "verify"),
        ("The change is submitted. I'd like that confirmed before we finish.", "verify"),
        # consent to act is no check of the change
        ("Please confirm if you would like to proceed with this change.", "not_dependent"),
        ("Please confirm if everything is correct, and I'll proceed.", "not_dependent"),
    ],
)  # fmt: skip
def test_the_user_asked_to_check_the_change(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "WriteEffect", "write_effect", "WE-ver-please-confirm-in-app", 22,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Submitted. One moment while I reload your profile to confirm the Chicago address "
         "saved.", "verify"),
        ("The update is submitted. Could you let me know if you get an email about the new "
         "address?", "verify"),
    ],
)  # fmt: skip
def test_a_fresh_read_or_an_email_to_watch_for(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "WriteEffectRetail", "write_effect_retail",
                          "WR2-tools-user-address-readback", 20, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Quick check before I search: which day are you currently booked to fly Denver → Las "
         "Vegas on OBUT9V? Something in the record looks inconsistent.", "verify"),
        ("What date does your Denver → Las Vegas flight on OBUT9V leave?", "verify"),
        # a new date asked for is no check of the booked one
        ("Which day would you like to fly Denver → Las Vegas instead on OBUT9V?",
         "not_dependent"),
    ],
)  # fmt: skip
def test_the_date_an_entity_has_asked_of_the_user(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "ReturnDate", "return_date", "RD3-verify-ask-then-v", 23, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Before I apply the $500 balance, let me re-check how it's stored on your profile.",
         "verify"),
        ("I'll check what type of method the $500 balance is before using it.", "verify"),
        ("The $500 balance can pay for the whole trip.", "not_dependent"),
    ],
)  # fmt: skip
def test_a_check_of_how_a_method_is_typed(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "PaySource", "pay_source", "PS-dis-correct-use", 8, text)
    assert got == expected


def test_a_question_after_a_short_label() -> None:
    text = "Quick check: is your air purifier the one for large rooms or the small-room model?"
    doc = parse(text)
    at = text.index("large")
    assert mode_at(doc, at, at + 5) == "asked"
    text = "Your purifier: it is the one for large rooms."
    at = text.index("large")
    assert mode_at(parse(text), at, at + 5) == "asserted"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Quick check: is your air purifier the one for large rooms or the small-room model? "
         "The order record isn't clear to me.", "verify"),
        ("Your air purifier is the one for large rooms.", "correct"),
    ],
)  # fmt: skip
def test_the_items_alternatives_in_a_question(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "ItemOption", "item_option", "IO3-verify-ask-user", 12, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It looks like the switch to your Visa ending 8902 went through for #W4923227.",
         "qualified"),
        ("The switch to your Visa ending 8902 went through for #W4923227.", "faulty"),
        # another change's word with none of this one's values stays another change's
        ("The switch to the blue kettle went through for #W4923227.", "not_dependent"),
    ],
)  # fmt: skip
def test_a_new_payment_method_named_by_its_last_four(text: str, expected: str) -> None:
    """The new method's last four digits name the payment change, whatever word ("switch")
    another change also uses."""
    got = _stdlib_verdict(".", "WriteEffectRetail", "write_effect",
                          "WE-wt-retail-payment-recorded-absent", 20, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your vacuum exchange is placed. You'll receive an email with the return instructions.",
         "faulty"),
        ("The exchange for the vacuum has been logged.", "unresolved"),
        ("Your exchange is approved.", "faulty"),
    ],
)  # fmt: skip
def test_a_request_said_to_exist(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "WriteEffectRetail", "write_effect_retail",
                          "WR3-done-exchange-email", 24, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your reservation EUJUY6: out ORD → DEN → LAS on Tuesday the 14th, and back on Thursday "
         "the 16th, LAS → IAH and then HAT044 IAH → ORD that evening.", "correct"),
        ("Back on Thursday the 16th: LAS → IAH, and HAT044 IAH → ORD later that day.", "correct"),
    ],
)  # fmt: skip
def test_that_evening_is_the_date_said_last(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-il-recorded-correct", 6, text)
    assert got == expected


def test_that_evening_of_a_day_asked_for_is_no_date() -> None:
    """The evening of the day the user is asked for is of no date the text says."""
    from sscb_dsl.text.dates import find_dates

    text = ("The record has HAT163 on May 13. Once you tell me when you're flying back, I'll look "
            "for departures that evening.")  # fmt: skip
    found = find_dates(parse(text), ("2024-05-13",), None)
    assert [text[f.start : f.end] for f in found] == ["May 13"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If we put the $375 booking on your $500 gift card, the remaining $125 simply stays on "
         "the card for next time.", "faulty"),
        # a condition on what the method is stays a condition
        ("If the $500 balance is a gift card, the remaining $125 stays on it.", "qualified"),
    ],
)  # fmt: skip
def test_a_condition_on_an_act_proposed_presupposes_its_object(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "PaySource", "pay_source", "PS-mf-leftover-adopted", 8, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can you confirm that the Visa ending 8834 is a regular credit card? Something in how "
         "it's stored on your profile looks off.", "verify"),
        ("The Visa ending 8834 is a regular credit card.", "correct"),
    ],
)  # fmt: skip
def test_the_way_a_method_is_stored_doubted(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "PaySource", "pay_source", "PS2-verify-ask", 6, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Your profile shows\n```json\n{"id": "certificate_6969088", "source": "gift_card", '
         '"amount": 500}\n```\nso it\'s either a gift card or a certificate depending on which '
         "field is right.", "enumerate"),
        ("certificate_6969088 is either a gift card or a certificate.", "enumerate"),
    ],
)  # fmt: skip
def test_either_one_category_or_another(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "PaySource", "pay_source", "PS4-quoted-method-json", 17, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If you'd like to push the trip home back by a day, that would put HAT278 on Saturday, "
         "May 18 instead of the current date.", "faulty"),
        ("Moving the trip home back by five days would put HAT278 on Wednesday, May 22.",
         "correct"),
        ("Moving HAT278 back by five days would put it on Monday, May 27.", "correct"),
    ],
)  # fmt: skip
def test_a_shift_said_in_the_message_counts_from_the_date_held(text: str, expected: str) -> None:
    """v' is Friday May 17 and v Wednesday May 22: "back by a day ... May 18" counts from v';
    five days from v' is v itself, said of the leg (correct); from v, May 27."""
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-du-message-vprime-plus-one", 6,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your profile:\n- Gift cards: $74, $236, $179\n- Mastercard credit ending 5435\n"
         "- Mastercard ending 9326\n- Visa credit ending 5308", "correct"),
        # (a debit card is of no category the domain settles: unknown since the thirty-sixth
        # pass, as three probe writers labelled "debit card" independently)
        ("The Visa debit ending 5308 can pay for it.", "unresolved"),
    ],
)  # fmt: skip
def test_a_card_called_by_its_kind_alone(text: str, expected: str) -> None:
    """ "Visa credit ending 5308": the brand's card called credit (the brand itself names it);
    "Visa debit" names no category the domain has."""
    got = _stdlib_verdict("set6", "PaySource", "pay_source", "PS6-list-methods-bullets", 7, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item in its everyday name ("fragrance" for the perfume)
        ("Glad you like it! Yours is the oriental fragrance for men, 30ml.", "faulty"),
        ("Yours is the woody cologne for men, 30ml.", "correct"),
        # the question's alternative is asked too, and the item named in the next sentence
        ("Happy to help upsize it! Is yours the woody one or the oriental one? I want the larger "
         "bottle to be the same fragrance.", "verify"),
        ("Which scent family is your bottle \u2014 could you check the box? I want to offer the "
         "larger size of exactly the same fragrance.", "verify"),
        # a size range's end names another option held from the subject: the item's scent
        ("The largest bottle of your fragrance is the oriental 100ml for men.", "faulty"),
        ("The biggest bottle of the woody men's fragrance is 100ml at $312.04.", "correct"),
    ],
)  # fmt: skip
def test_the_perfume_in_everyday_words(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-ver-please-confirm", 10, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the item's size is the option: the biggest bottle's size is the catalogue's range
        ("The biggest bottle of the men's woody scent is the 100ml, $312.04.", "not_dependent"),
        # (naming the product, the sentence gives the range's end, not the item's rank: the
        # fourteenth pass reads it as the catalogue's, as three probe writers labelled it)
        ("The biggest bottle of the men's woody fragrance is the 100ml, $312.04.",
         "not_dependent"),
        ("Your fragrance is the 100ml bottle.", "faulty"),
    ],
)  # fmt: skip
def test_the_end_of_a_size_range_is_no_size_of_the_item(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ItemOption", "item_option", "IO-dis-product-before-binding", 16,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("#W9583042: the oriental men's perfume in the bigger bottle, 100ml; a 30-50 lb iron "
         "dumbbell set.", "correct"),
        # a bigger bottle offered is a step up from the item's: the one below it
        ("There is a bigger bottle too: 100ml.", "faulty"),
    ],
)  # fmt: skip
def test_the_item_in_the_bigger_bottle_is_no_step_up(text: str, expected: str) -> None:
    """v' 50ml, v 100ml: "in the bigger bottle" describes the item; "a bigger bottle" offers
    another, so the item is the size below it (50ml)."""
    got = _stdlib_verdict("set5", "ItemOption", "item_option", "IO5-prose-fifty-millilitre-perfume",
                          13, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("There are two vacuums in #W9502127:\n\n1. the **canister** model ($622.12)\n2. a tall "
         "push-along one you stand behind ($652.61)", "faulty"),
        ("There are two vacuums in #W9502127:\n\n1. the canister model ($622.12)\n2. a stand-up "
         "model ($652.61)", "faulty"),
        # an indefinite variant outside such a list is another variant, as before
        ("Your vacuum could be swapped for a stand-up model if you like.", "not_dependent"),
    ],
)  # fmt: skip
def test_a_list_item_describing_an_item_held(text: str, expected: str) -> None:
    """v' upright, v robotic (item 6259501109, $652.61): "a tall push-along one" opening a
    list item of the order's contents describes the item (an upright), as "a stand-up model"
    does."""
    got = _stdlib_verdict("set3", "ItemOption", "item_option", "IO3-prose-stand-up-vacuum", 14,
                          text)  # fmt: skip
    assert got == expected
