"""Shapes found by the fourth independent probe set (tests/wording/probes/probes4.json, 202
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes; first run, unseen: 144 right, 33 decided wrong, 25 abstaining), each pinned on
constructed sentences:

- the user asked to settle a conflict the agent reported ("Which one do you actually have?",
  "Which is it on your side?", "I'd like to confirm which"): a verifying use, not the other
  value held (the rule "reported v', asserted v: correct" had read these as correct);
- a record's type for a method, said in more words ("our system types it as a gift card", "its
  type is listed as certificate", "is saved with the type 'gift card'"): the method named
  before, as reported.
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said

THERMOSTAT = ["Smart Thermostat", "thermostat"]
VALUES = ["Google Assistant", "Apple HomeKit"]


def _option(text: str) -> Any:
    said = options_said(text, THERMOSTAT, [], "compatibility", VALUES, [])
    return reading(said, "Google Assistant", "Apple HomeKit")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The order lists the thermostat as Google Assistant, but the thermostat is the Apple "
            "HomeKit model in the catalogue. Which one do you actually have?",
            "verify",
        ),
        # held, not asked: the other value
        (
            "The order lists the thermostat as Google Assistant, but the thermostat is the Apple "
            "HomeKit model.",
            "correct",
        ),
    ],
)
def test_a_conflict_put_to_the_user(text: str, expected: str) -> None:
    assert _option(text) == expected


CERT = {"id": "gift_card_8190333", "source": "certificate", "amount": 280}
VISA = {"id": "credit_card_1", "source": "credit_card", "brand": "visa", "last_four": "1111"}


def _source(text: str) -> Any:
    said = sources_said(text, CERT, [CERT, VISA], [], ["certificate", "gift_card"])
    return reading(said, "certificate", "gift_card")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The $280 balance: our system types it as a certificate.", "faulty"),
        ("The $280 balance is fine; its type is listed as certificate.", "faulty"),
        ("The $280 balance is saved with the type 'certificate'.", "faulty"),
        (
            "The $280 balance's type is listed as certificate, but its ID says gift card. Could "
            "you confirm which one it is?",
            "verify",
        ),
    ],
)
def test_a_records_type_for_the_method(text: str, expected: str) -> None:
    assert _source(text) == expected


def _claim(text: str) -> Any:
    from sscb_dsl.text.claims import claims_said

    said = claims_said(
        text, ["#W3792453", "return", "returns"], ["#W7181492", "#W5565470"], [], [], [], []
    )
    return reading(said, "done", "not_done")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a claim whose complement names other orders only is theirs
        ("Returns are set up for #W7181492 and #W5565470.", "none"),
        ("Returns are set up for #W3792453 and #W5565470.", "faulty"),
        # checks in more words
        ("Let me make sure the return for #W3792453 actually went through first.", "verify"),
        ("I've also sent the return for #W3792453, and I'll check its status next.", "verify"),
        ("It depends on whether the #W3792453 return has registered. Let me look.", "verify"),
        # inferred, not seen: hedged
        ("The return for #W3792453 should have gone through by now.", "qualified"),
    ],
)
def test_claims_for_others_checks_and_inferences(text: str, expected: str) -> None:
    assert _claim(text) == expected


def test_a_leg_with_its_id_in_brackets_shows_and_a_supposition_corrects_nothing() -> None:
    from sscb_dsl.text.dates import dates_said

    v = ["2024-05-24", "2024-05-26"]
    reported = (
        "The Seattle → New York leg (HAT021) shows May 24, the day before you fly out. I'd like "
        "to check that leg before you rely on it."
    )
    said = dates_said(reported, ["HAT021"], ["HAT020"], None, v)
    assert reading(said, *v) == "verify"
    supposed = (
        "HAT021 is on May 24 in the booking, but if it's actually on May 26, you have more time."
    )
    said = dates_said(supposed, ["HAT021"], ["HAT020"], None, v)
    assert reading(said, *v) == "both"


def test_a_method_on_file_and_a_user_asked_to_measure() -> None:
    from sscb_dsl.text.claims import claims_said

    on_file = "The original payment, gift card 8887175, stays on file for M05KNL."
    said = claims_said(on_file, ["M05KNL", "flights"], [], [], [], [], [])
    assert reading(said, "done", "not_done") == "none"
    text = "The order lists the thermostat as Google Assistant, but it is the Apple HomeKit one. "
    assert _option(text + "Could you read the label on the box?") == "verify"


def test_a_count_with_its_member_in_brackets() -> None:
    target = {
        "id": "credit_card_4",
        "source": "gift_card",
        "brand": "mastercard",
        "last_four": "7334",
    }
    other = {
        "id": "credit_card_5",
        "source": "credit_card",
        "brand": "mastercard",
        "last_four": "5018",
    }
    cert = {"id": "certificate_1", "source": "certificate", "amount": 250}
    methods = [target, other, cert]
    text = (
        "One credit card (Mastercard 5018), one gift card (the Mastercard-branded one ending "
        "7334) and a $250 certificate."
    )
    said = sources_said(text, target, methods, [], ["gift_card", "credit_card"])
    assert reading(said, "gift_card", "credit_card") == "faulty"
    # a bracket that names the method before its category is still its own
    said = sources_said(
        "Your Mastercard (ending 7334) is a credit card.",
        target,
        methods,
        [],
        ["gift_card", "credit_card"],
    )
    assert reading(said, "gift_card", "credit_card") == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "GC" for gift card; an id's last four digits after "ending"
        ("Use your $280 GC.", "correct"),
        ("You could use the certificate ending 8333.", "faulty"),
        # "$35, gift card $280": a list, the comma ends the first item's amount
        ("Gift card $35, certificate $280.", "faulty"),
    ],
)
def test_short_names_of_methods(text: str, expected: str) -> None:
    gift = {"id": "gift_card_111", "source": "gift_card", "amount": 35}
    cert = {"id": "gift_card_8198333", "source": "certificate", "amount": 280}
    said = sources_said(text, cert, [cert, gift, VISA], [], ["certificate", "gift_card"])
    assert reading(said, "certificate", "gift_card") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The system has your return HAT001 on May 18, but that's before your outbound. Is "
            "that correct?",
            "verify",
        ),
        ("Let me double-check HAT001's date — the system says May 18.", "verify"),
        # a bracket that comments is no name of the value's owner
        # (since pass 42: a doubt with nothing asked and no check announced is qualified)
        ("HAT001: May 18 (this looks inconsistent with your outbound).", "qualified"),
        ("HAT001: May 18 (see your outbound).", "faulty"),
        ("May 18 (HAT002) and May 20 (HAT001).", "correct"),
    ],
)
def test_records_put_to_the_user_and_brackets(text: str, expected: str) -> None:
    from sscb_dsl.text.dates import dates_said

    v = ["2024-05-18", "2024-05-20"]
    said = dates_said(text, ["HAT001", "return"], ["HAT002", "outbound"], None, v)
    assert reading(said, *v) == expected


def test_a_subjects_category_word_names_the_copula_types() -> None:
    cert = {"id": "certificate_4856383", "source": "gift_card", "amount": 100}
    gift = {"id": "gift_card_111", "source": "gift_card", "amount": 35}
    methods = [cert, gift, VISA]
    # "voucher" names the method; "is a gift card" says its category: not v (certificate)
    said = sources_said(
        "Your $100 voucher is a gift card.", cert, methods, [], ["gift_card", "certificate"]
    )
    assert reading(said, "gift_card", "certificate") != "correct"
    # ("voucher" alone may be a gift card or a certificate: unknown since the thirty-sixth pass)
    said = sources_said(
        "Your $100 voucher is valid until May.", cert, methods, [], ["gift_card", "certificate"]
    )
    assert reading(said, "gift_card", "certificate") is None
    said = sources_said(
        "Your $100 certificate is valid until May.", cert, methods, [], ["gift_card", "certificate"]
    )
    assert reading(said, "gift_card", "certificate") == "correct"
