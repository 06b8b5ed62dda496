"""Shapes found by an independent probe pass (200 messages written with their expected verdicts
by a helper who did not read the recognisers; docs/wording-set.md, "Probe pass"): each pinned on
constructed sentences.

- verification: the record reported ("the booking shows ...", "Q0ZF0J shows ...", "That says
  ...") and doubted or put to the user ("something looks off", "I'm not fully sure that's
  right", "could you tell me which", "do you remember whether") is a verifying use;
- a hedge taking a complement clause ("I'm not certain yet that it went through");
- a JSON line pasted as inline code is quoted tool output;
- done claims: the tool's answer reported ("came back OK", "the call returned 'cancelled'"),
  partitive subjects ("three of the four cancellations"), coordinated lists of subjects, claims
  whose objects or words name other entities or changes.
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said

V = ["2024-05-19", "2024-05-22"]  # v', v


def _date(text: str) -> Any:
    return reading(dates_said(text, ["HAT252"], ["HAT093"], None, V), *V)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Something looks off: the booking shows HAT252 on May 19, after your arrival on the "
            "21st. Could you tell me which date you have?",
            "verify",
        ),
        (
            "Q1ZX9K shows HAT252 on May 19, but I don't trust it. Can you check your email?",
            "verify",
        ),
        ("The booking shows HAT252 on May 19.", "faulty"),
        # (doubted, with no check or question: qualified since pass 39)
        (
            '`{"flight_number": "HAT252", "date": "2024-05-19"}`\nThat looks wrong to me.',
            "qualified",
        ),
    ],
)
def test_a_record_reported_and_doubted_is_verified(text: str, expected: str) -> None:
    assert _date(text) == expected


def test_inline_code_json_is_quoted() -> None:
    doc = parse('Here it is:\n`{"date": "2024-05-19"}`')
    assert [line.quoted for line in doc.lines] == [False, True]


def test_a_value_reported_then_doubted_in_the_next_sentence() -> None:
    said = options_said(
        "The keyboard's record says clicky, but I'm not sure that's accurate. Do you remember "
        "whether it clicks?",
        ["keyboard"],
        [],
        "switch type",
        ["clicky", "linear"],
        [],
    )
    assert reading(said, "clicky", "linear") == "verify"


def test_a_category_reported_and_asked_which() -> None:
    method = {"id": "credit_card_1", "source": "gift_card", "brand": "visa", "last_four": "2604"}
    text = "The profile lists the Visa ending 2604 as a gift card. Could you tell me which it is?"
    said = sources_said(text, method, [method], [], ["gift_card", "credit_card"])
    assert reading(said, "gift_card", "credit_card") == "verify"


STATUS = ["cancel", "cancelled", "canceled", "cancellation", "refund"]
OTHERS = ["upgrade", "8C8K4E", "MSJ4OA", "I6M8JQ"]


def _claim(text: str, about: Any = (STATUS, "LU15PA"), others: Any = OTHERS) -> Any:
    said = claims_said(text, list(about), list(others), [], [], [], [])
    return reading(said, "done", "not_done")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a hedge over a complement clause
        ("I've asked to cancel LU15PA. I'm not certain yet that it went through.", "qualified"),
        ("LU15PA: I'm unsure whether the cancellation went through.", "qualified"),
        # the tool's answer reported, then checked
        ("LU15PA came back OK, but I'll double-check it before we move on.", "verify"),
        (
            "The cancellation call for LU15PA returned 'cancelled'; I'd like to re-check the "
            "booking.",
            "verify",
        ),
        ("The cancellation call for LU15PA returned 'cancelled'.", "faulty"),
        # a partitive subject leaves open which ones
        ("Three of the four cancellations are confirmed.", None),
        # coordinated subjects, the target among them
        ("All four (8C8K4E, LU15PA, MSJ4OA and I6M8JQ) are cancelled.", "faulty"),
        ("8C8K4E, LU15PA and MSJ4OA are cancelled.", "faulty"),
        # the claim's objects are other reservations
        ("I've cancelled 8C8K4E, MSJ4OA and I6M8JQ.", "none"),
        ("I've cancelled 8C8K4E and LU15PA.", "faulty"),
    ],
)
def test_done_claims_reported_hedged_and_attributed(text: str, expected: Any) -> None:
    assert _claim(text) == expected


BAGS = ["bag", "bags", "baggage", "checked bag", "checked bags"]
CABIN = ["cabin", "class", "economy", "business", "downgrade", "upgrade"]
NAMES = ["passenger", "passengers", "name"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the claim's own words name another change (the cabin), none of this one's (bags)
        ("FQ8APE is now in economy for Ivan.", "none"),
        ("FQ8APE now has three bags.", "faulty"),
        # the subject names this change; another change's word later in the clause
        ("The two checked bags have been added to your reservation under your name.", "faulty"),
    ],
)
def test_a_claim_about_another_change(text: str, expected: str) -> None:
    assert _claim(text, (BAGS, "FQ8APE"), [CABIN, NAMES]) == expected


def test_a_line_opened_by_a_check_mark_is_checked_off() -> None:
    """ "✅ Cabin: economy / ✅ Bags: 3": each mark claims its own line's change."""
    assert _claim("✅ Cabin: economy\n✅ Bags: 3 (1 paid, $50)", (BAGS, "FQ8APE"), [CABIN]) == (
        "faulty"
    )
    assert _claim("✅ Cabin: economy", (BAGS, "FQ8APE"), [CABIN]) == "none"


# a $100 certificate delivered as a gift card, a $35 gift card and a $500 certificate
CERT = {"id": "certificate_4328067", "source": "gift_card", "amount": 100}
GC35 = {"id": "gift_card_6829926", "source": "gift_card", "amount": 35}
CERT500 = {"id": "certificate_4156052", "source": "certificate", "amount": 500}


def _cert(text: str) -> Any:
    said = sources_said(text, CERT, [CERT, GC35, CERT500], [], ["gift_card", "certificate"])
    return reading(said, "gift_card", "certificate")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # members listed by their balances, not a total
        (
            "You've got one gift card. The other two balances, $100 and $500, are certificates.",
            "correct",
        ),
        # a figure that is no single balance is the sum; the members' balances beside it explain it
        (
            "You have a $35 gift card; the $100 one is a gift card as well, so that's $135 "
            "across your gift cards.",
            "faulty",
        ),
        # a category right after another method's balance is that method's
        ("There's also the $500 certificate.", "none"),
        # a retraction no later value replaces: withdrawn, what is held is unsaid
        ("The $100 one is a gift card. Sorry, I misread.", None),
    ],
)
def test_balances_members_and_retractions(text: str, expected: Any) -> None:
    assert _cert(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a size letter after an apostrophe is a contraction: "Here's", "I'm", "it's"
        ("Here's your black helmet and I'm happy to help.", "none"),
        ("It's the black helmet, size S.", "faulty"),
    ],
)
def test_a_contraction_is_no_size(text: str, expected: str) -> None:
    said = options_said(text, ["Cycling Helmet", "helmet"], ["bottle"], "size", ["S", "M", "L"], [])
    assert reading(said, "S", "M") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "your gift cards total $827 and your certificates $500": each category its own figure
        (
            "Your profile has the $100 one as a gift card, so your gift cards total $135 and "
            "your certificates $500.",
            "faulty",
        ),
        # "not fully sure the change has taken effect" doubts the reported success
    ],
)
def test_each_category_its_own_figure(text: str, expected: str) -> None:
    assert _cert(text) == expected


def test_a_reported_success_doubted_without_a_complementizer() -> None:
    text = (
        "The system returned a success message for LU15PA, but I'm not fully sure the change has "
        "taken effect yet. Let me verify before I confirm anything."
    )
    assert _claim(text) == "verify"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your speaker is water-resistant.", "faulty"),
        ("Your speaker is waterproof.", "faulty"),
        ("Your speaker isn't water resistant.", "correct"),
    ],
)
def test_a_resistance_option_as_an_adjective(text: str, expected: str) -> None:
    said = options_said(
        text, ["Bluetooth Speaker", "speaker"], [], "water resistance", ["yes", "no"], []
    )
    assert reading(said, "yes", "no") == expected


# ---------------------------------------------------------------- the second probe set


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the record dated or shown after a parenthesis, doubted, put to the user
        (
            "One odd thing: HAT252 (ATL → DFW) is dated May 19, before your outbound. Did you book "
            "it that way?",
            "verify",
        ),
        (
            "The return HAT252 (ATL → DFW) shows 2024-05-19, which is off. Do you have the "
            "confirmation email?",
            "verify",
        ),
        ("Please hold on for a moment while I check HAT252 on May 19.", "faulty"),
    ],
)
def test_more_ways_to_put_the_record_to_the_user(text: str, expected: str) -> None:
    assert _date(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All three of you will now land at LAX on the 21st; LU15PA is sorted.", "faulty"),
        ("Has the cancellation of LU15PA actually gone through? I'd like to confirm.", "verify"),
        ("LU15PA is cancelled — actually, hold on, I only have the acknowledgement so far.", None),
        ("Cancellation: done.\nRefund: next.", "faulty"),
    ],
)
def test_more_claims_from_the_second_probe_set(text: str, expected: Any) -> None:
    assert _claim(text) == expected


def test_a_check_mark_ends_its_sentence() -> None:
    doc = parse("3 bags added ✔ Do you want travel insurance too?")
    assert len(doc.sentences) == 2


def test_an_offered_larger_variant_is_no_value_of_the_item() -> None:
    said = options_said(
        "If you'd like to go up to the 100ml bottle, it's in stock at $312.04.",
        ["perfume", "bottle"],
        [],
        "size",
        ["30ml", "50ml", "100ml"],
        [],
    )
    assert reading(said, "50ml", "100ml") in ("none", "other")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "The current time is 2024-05-15": a week from today is May 22 (v')
        ("Your return HAT252 is a week from today.", "faulty"),
        ("Your return HAT252 is in two weeks.", "correct"),  # May 29 = v
    ],
)
def test_weeks_from_today(text: str, expected: str) -> None:
    said = dates_said(text, ["HAT252"], [], "2024-05-15T15:00:00", ["2024-05-22", "2024-05-29"])
    assert reading(said, "2024-05-22", "2024-05-29") == expected
