"""Modality and scope that the text layer once decided wrongly, found by an audit on generated
messages (docs/wording-set.md, "Modality audit"): a confirmation or a check about something else
after the value, a negated verb before it, the user's words taken up, doubt about something
else, alternatives of a category, claims in a clause of time or condition, a relative clause
after a compared entity. Each case gives the verdict from the words, or abstains.
"""

from __future__ import annotations

from typing import Any

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said

NOW = "2024-05-15 15:00:00 EST"
V, V0 = "2024-05-18", "2024-05-20"


def _date(text: str) -> Any:
    said = dates_said(text, ["HAT106", "return", "flight home"], ["HAT105", "outbound"], NOW,
                      [V, V0])  # fmt: skip
    return reading(said, V, V0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a confirmation of a wish, a plan or another detail asks nothing about the date
        ("HAT106 leaves on May 18. Please confirm you'd like to proceed with the cancellation.",
         "faulty"),
        ("Your flight home departs May 18. Could you please confirm that you want to cancel it?",
         "faulty"),
        ("HAT106 leaves on May 18. Could you confirm your passenger name?", "faulty"),
        ("HAT106 leaves on May 18. Please confirm (yes) if you want me to go ahead.", "faulty"),
        ("HAT106 leaves on May 18, so I need to check seat availability on that day.", "faulty"),
        # ... one about the statement still does
        ("HAT106 leaves on May 18. Please confirm.", "verify"),
        ("HAT106 leaves on May 18. Could you confirm your return date?", "verify"),
        # a negated verb of travel or schedule denies the date; another verb does not
        ("HAT106 does not leave on May 18.", "rejected"),
        ("HAT106 is not scheduled for May 18.", "rejected"),
        ("HAT106 never left on May 18.", "rejected"),
        ("There is no flight on May 18 for HAT106.", "rejected"),
        ("May 18 is not the date of HAT106.", "rejected"),
        ("HAT106 won't leave until May 18.", "faulty"),
        ("There are no seats on May 20, so HAT106 stays on May 18.", "faulty"),
        # the user's words taken up are no statement; "as you said" agrees; the record set
        # against them in one sentence flags the conflict (since the thirty-fourth pass:
        # message_scope.set_against_user)
        ("You said HAT106 leaves on May 20, but the system shows May 18.", "verify"),
        ("You said HAT106 leaves on May 20.", "none"),
        ("As you said, HAT106 leaves on May 18.", "faulty"),
        # doubt about something else, or doubt negated, leaves the date stated
        ("HAT106 leaves on May 18. Something looks off with your payment, though.", "faulty"),
        ("HAT106 leaves on May 18. It's odd that no seats are left in economy.", "faulty"),
        ("I checked and nothing is wrong: HAT106 leaves on May 18.", "faulty"),
        # (doubted, with no check or question: qualified since pass 39)
        ("HAT106 leaves on May 18. Something looks off with that date.", "qualified"),
        ("I had HAT106 on May 20 by mistake — it's May 18.", "faulty"),
        # a condition on the user's needs qualifies nothing said of the record
        ("If you need a hotel, HAT106 is on May 18.", "faulty"),
        ("If the record is right, HAT106 is on May 18.", "qualified"),
        # a relative clause right after a compared flight is said of it
        ("HAT106 is on May 18, unlike HAT105, which is on May 20.", "faulty"),
        ("HAT106 is on May 20, unlike HAT105, which is on May 18.", "correct"),
    ],
)  # fmt: skip
def test_date_scope(text: str, expected: str) -> None:
    assert _date(text) == expected


def test_a_doubt_of_another_thing_leaves_an_option_stated() -> None:
    said = options_said("The kettle holds 1L. Something looks off with the shipping address.",
                        ["kettle"], [], "capacity", [["1L", "2L"]], [])  # fmt: skip
    assert reading(said, "1L", "2L") == "faulty"


TARGET = {"source": "gift_card", "amount": 100, "id": "certificate_4856383"}
METHODS = [TARGET, {"source": "credit_card", "brand": "visa", "last_four": "7447", "id": "cc_1"}]


@pytest.mark.parametrize(
    "text",
    [
        "Your $100 balance is either a gift card or a certificate.",
        "Your $100 balance is either a certificate or a gift card.",
        "I'm not sure whether your $100 balance is a certificate or a gift card.",
    ],
)
def test_categories_offered_as_alternatives_are_both_held_open(text: str) -> None:
    """Whichever comes first: the alternative after "or" is said of the same method."""
    said = sources_said(text, TARGET, METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "both"


CANCEL = [["cancel", "cancelled", "cancellation"], "#W9722559"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a state in a clause of time is a time to come
        ("Once #W9722559 is cancelled, the refund will be issued.", None),
        ("You'll receive a full refund once #W9722559 has been cancelled.", None),
        # another state of the order is no claim of the cancellation
        ("Order #W9722559 is already delivered, so I can only help with a return.", "none"),
        ("#W9722559 is already cancelled.", "faulty"),
        # not done, in more words
        ("I was unable to cancel #W9722559.", "correct"),
        ("Nothing has been cancelled yet on #W9722559.", "correct"),
        ("The cancellation of your order #W9722559 failed.", "correct"),
        ("#W9722559 has shipped, so it can no longer be cancelled.", "correct"),
    ],
)
def test_claim_scope(text: str, expected: str | None) -> None:
    claims = claims_said(text, CANCEL, [["address"], "#W3289292"], ["cancelled"], [], [], [])
    assert reading(claims, "done", "not_done") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I couldn't find seats on May 20, so HAT106 stays on May 18.", "faulty"),
        ("HAT106 leaves on May 18, so I need to check the return window.", "faulty"),
    ],
)
def test_more_date_scope(text: str, expected: str) -> None:
    assert _date(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I checked and nothing went wrong: #W9722559 has been cancelled.", "faulty"),
        # a time to come: no claim
        ("Once the cancellation of order #W9722559 is processed, the refund will go to PayPal.",
         "none"),
    ],
)  # fmt: skip
def test_more_claim_scope(text: str, expected: str | None) -> None:
    claims = claims_said(text, CANCEL, [["address"], "#W3289292"], ["cancelled"], [], [], [])
    assert reading(claims, "done", "not_done") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Your return flight HAT106 is on Saturday, May 18?",
        "Just checking: is your return flight HAT106 on Saturday, May 18?",
    ],
)
def test_a_sentence_asking_as_it_ends_on_the_value(text: str) -> None:
    assert _date(text) == "verify"


OTHERS = [["address"], "#W3289292", "#W1111111"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a list under a lead line is the lead's: the sibling's status is not the target's
        ("**Order #W3289292**\n- Status: cancelled\n\n**Order #W9722559**\n- Status: pending",
         "none"),
        ("**Order #W9722559**\n- Status: cancelled", "faulty"),
        # the state as a label, then whose; a list after the label says it of each
        ("Update on your orders:\n- cancelled: #W3289292\n- not cancelled: #W9722559", "correct"),
        ("Cancelled: #W3289292, #W9722559.\nStill active: #W1111111.", "faulty"),
        ("Both orders are cancelled: #W3289292 and #W9722559.", "faulty"),
    ],
)  # fmt: skip
def test_claims_in_lists_and_labels(text: str, expected: str | None) -> None:
    claims = claims_said(text, CANCEL, OTHERS, ["cancelled"], [], [], [])
    assert reading(claims, "done", "not_done") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**Water Bottle**\n- Capacity: 1L\n\n**Kettle**\n- Color: black", "none"),
        ("**Kettle**\n- Capacity: 1L\n\n**Water Bottle**\n- Capacity: 2L", "faulty"),
    ],
)
def test_options_under_a_lead_line(text: str, expected: str) -> None:
    said = options_said(text, ["kettle"], ["water bottle"], "capacity", [["1L", "2L"]], [])
    assert reading(said, "1L", "2L") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "respectively" pairs values with the entities named before them, in order
        ("HAT105 and HAT106 leave on May 20 and May 18, respectively.", "faulty"),
        ("HAT106 and HAT105 leave on May 18 and May 20, respectively.", "faulty"),
        ("HAT105 and HAT106 leave on May 18 and May 20 respectively.", "correct"),
    ],
)
def test_respectively(text: str, expected: str) -> None:
    assert _date(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Neither #W3289292 nor #W9722559 has been cancelled.", "correct"),
        ("| has not been cancelled | #W3289292 |\n| has been cancelled | #W9722559 |", "faulty"),
    ],
)
def test_claims_denied_of_each_and_in_table_rows(text: str, expected: str) -> None:
    claims = claims_said(text, CANCEL, OTHERS, ["cancelled"], [], [], [])
    assert reading(claims, "done", "not_done") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value predicated of coordinated subjects as their models is said of each
        ("Your kettle and water bottle are 1L models.", "faulty"),
        # ... but variants on offer are still not the item's
        ("1L models exist too.", "none"),
    ],
)
def test_a_value_predicated_as_the_subjects_models(text: str, expected: str) -> None:
    said = options_said(text, ["kettle"], ["water bottle"], "capacity", [["1L", "2L"]], [])
    assert reading(said, "1L", "2L") == expected
