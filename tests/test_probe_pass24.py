"""Shapes found in the twenty-fourth pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change). All four were decided wrong before (probe set 26, read
after it had been measured unseen):

- a payment method's category word is not taken by a method named after it in a later clause
  ("the Visa 6437 is stored as a gift card, so the Mastercard is the better choice": the gift
  card is the Visa's, not the Mastercard's); before the word, "..., so it's a certificate" still
  takes its subject up;
- entities coordinated with a compared one are compared too ("did you mean a different item,
  like the speaker or the chair?": neither the speaker nor the chair owns the value said
  before them);
- a check announced in the next sentence puts the statement to the check only when it takes
  the statement up ("whether that's right", "what kind of balance it is") or speaks of what it
  said, not when it checks something else ("whether the delay qualifies");
- an action put for the user's yes ("Please confirm: downgrade JG7FMM to economy, with the
  refund going back to your Visa gift card ending in 7803 — yes?") presupposes what it
  describes; the request to confirm is no check of the value ("Please confirm: is the Visa a
  gift card?" still asks);
- a later clause of the sentence conceding the statement unchecked ("though I haven't
  double-checked that against the product listing", "though I'd want to confirm that against
  the catalogue") puts it to the check, unless the statement is hedged in its own words ("...,
  I think, though I'd want to double-check that" stays qualified);
- an em dash between spaces sets a clause off and makes no range of two amounts ("one with
  $100 — $135 all together": a balance, then the category's total);
- members coordinated by "and then" are coordinated ("HAT210 Detroit → Minneapolis and then
  HAT141 into Newark, both on Saturday the 18th": the day is each one's);
- an object's bracket and amount are its own ("#W9373487 (portable charger) $109.27, and
  #W5481803 (kettle and boots) $397.26"): the items in the bracket neither end the list nor take
  the claim before it (unresolved where it was decided `not_dependent`);
- "left" of what remains is no past verb: "There aren't enough economy seats left on HAT290,
  your Saturday flight back" reads Saturday as the coming one (it was read as the last one);
- the record's value put to the user in the next sentence in more words: "Is that the date you
  booked?", "does your confirmation say something different?" (as "Is that right?" was); and
  "cross-check" among the checks a concession says were not made;
- "Saved", "Applied" and "Processed" lead a done claim as "Done" does ("Saved — you're in
  business on HAT131 and HAT047 ...", "Saved! Anything else?" right after the write's answer);
- a condition on an act proposed ("If we move both seats to economy, the difference goes back
  to the gift card you paid with") presupposes what its consequence names, as "If we put ..."
  did (so do the user's decision, "If you decide to downgrade", "Should you decide to ...", and
  the agent's processing, "If I process the downgrade"); a condition on the fact ("If the Visa
  ending 7803 is a gift card, ...", "Should the Visa ending 7803 be a gift card, ...") hedges it;
- what the agent says it said before is withdrawn when the message holds something else
  ("Your return HAT290 is Saturday — I said Monday earlier, sorry": was `enumerate`); a passive
  change ("was moved from Monday to Saturday") puts no weekday in the past (`unresolved`, was
  `not_dependent` with both days read as gone by);
- and, in the reading: v denied and v asked after ("Neither is a robot vacuum. Is the robotic
  one perhaps in another order?") states nothing of the item's own (unknown, not `correct`).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.money import _found as money_found

# credit_card_7407366 (Visa 6437), a credit card (v), delivered as a gift card (v'); the
# Mastercard ending 3848 is a credit card
OTHER_CARD = ("set8", "pay_source", "PS8-distractor-other-card", 7)
# the earbuds' colour in #W5061109: white (v), blue (v')
EARBUDS = (".", "item_option", "IO-cc-retracted", 14)
# certificate_8301303 ($100), a certificate (v), delivered as a gift card (v')
BALANCE = ("set8", "pay_source", "PS8-verify-source-against-id", 9)
# credit_card_2929732 (Visa 7803), a credit card (v), delivered as a gift card (v')
CONFIRM = (".", "pay_source", "PS-ver-please-confirm-correct", 8)

# the phone's storage in #W1994898: 256GB (v), 128GB (v')
PHONE = ("set9", "item_option", "IO9-prose-phone-storage-gigabytes", 21)
# certificate_4328067 ($100), a certificate (v), delivered as a gift card (v'); gift_card_6829926
# ($35) is a gift card
TWO_CARDS = ("set7", "pay_source", "PS7-money-gift-card-sum", 7)

# MDCLVA's third leg HAT210: May 18 (v), May 17 (v'); HAT141 flies on after it the same day
TRIP_HOME = ("set3", "return_date", "RD3-derived-days-until-absent", 7)
# the cancellation of #W5481803 (kettle and boots) was suppressed; #W9373487 (portable charger)
# was cancelled
REFUNDS = ("set9", "write_effect_retail", "WR9-money-refund-sum", 32)

# GV1N64's return HAT290: May 20 (v), May 18 (v', a Saturday); the current time is May 15
RETURN = (".", "return_date", "RD-df-ordinal-year-adopted", 14)
# MUGYUB's HAT202 Newark -> Miami: May 23 (v), May 21 (v')
MUGYUB = ("set2", "return_date", "RD2-verify-then-v", 13)
# DQST39's HAT166 EWR -> IAH: May 29 (v), May 17 (v')
DQST39 = ("set6", "return_date", "RD6-verify-cant-tell-which", 29)

# 4NQLHD's flights changed to HAT131 / HAT047 in business (suppressed)
SAVED = ("set8", "write_effect", "WE8-verify-ack-then-readback-late", 29)

CASES = [
    pytest.param(OTHER_CARD, "Your other card, the Visa 6437, is stored as a gift card, so the "
                 "Mastercard is the better choice for an open-ended fee anyway.", "faulty",
                 id="a-method-in-a-later-clause"),
    pytest.param(OTHER_CARD, "The Visa 6437 is a gift card, so it can't pay the fee.", "faulty",
                 id="control-so-it-takes-the-subject-up"),
    pytest.param(OTHER_CARD, "The Mastercard 3848 is a credit card, so the Visa 6437 is the "
                 "better choice.", "not_dependent", id="control-the-method-before-the-word"),
    pytest.param(OTHER_CARD, "The Mastercard 3848 is the better choice, since the Visa 6437 is "
                 "a gift card.", "faulty", id="control-the-reason-clause-names-the-method"),
    pytest.param(EARBUDS, "Since your pair is already the blue one (8-hour battery, IPX4), "
                 "there's nothing to change on the color — did you mean a different item, like "
                 "the speaker or the chair?", "faulty", id="compared-items-coordinated"),
    pytest.param(EARBUDS, "Your earbuds are blue, like the speaker and the chair.", "faulty",
                 id="control-compared-after-the-owner"),
    pytest.param(EARBUDS, "The speaker and the chair are blue.", "not_dependent",
                 id="control-other-items-own-the-value"),
    pytest.param(BALANCE, "The $100 balance on your profile is a gift card. Let me first check "
                 "whether the delay qualifies.", "faulty", id="a-check-of-something-else"),
    pytest.param(BALANCE, "The $100 balance on your profile is a gift card. Let me check whether "
                 "that's right.", "verify", id="control-a-check-taking-it-up"),
    pytest.param(BALANCE, "The $100 balance on your profile is a gift card. Let me check what "
                 "kind of balance it is.", "verify", id="control-a-check-of-what-it-said"),
    pytest.param(CONFIRM, "Please confirm: downgrade JG7FMM to economy, with the refund going "
                 "back to your Visa gift card ending in 7803 — yes?", "faulty",
                 id="an-action-put-for-the-users-yes"),
    pytest.param(CONFIRM, "Please confirm: is the Visa ending in 7803 a gift card?", "verify",
                 id="control-a-confirmation-of-the-value"),
    pytest.param(CONFIRM, "Can you confirm the Visa ending 7803 is a gift card?", "verify",
                 id="control-a-question-of-the-value"),
    # (not yet checked, no check announced: qualified since pass 39, as the writers label it)
    pytest.param(PHONE, "Storage shows as 128GB on the order, though I haven't double-checked "
                 "that against the product listing.", "qualified", id="conceded-unchecked"),
    pytest.param(PHONE, "Your phone has 128GB of storage, though I'd want to confirm that "
                 "against the catalogue.", "verify", id="conceded-to-be-confirmed"),
    pytest.param(PHONE, "Your phone has 128GB of storage, I think, though I'd want to "
                 "double-check that.", "qualified", id="control-hedged-in-its-own-words"),
    pytest.param(PHONE, "Your phone has 128GB of storage, though I haven't verified it.",
                 "qualified", id="control-conceded-unverified"),
    pytest.param(TWO_CARDS, "You have two gift cards: one with $35 and one with $100 — $135 all "
                 "together.", "faulty", id="an-em-dash-between-amounts"),
    pytest.param(TWO_CARDS, "You have two gift cards: one with $35 and one with $100, $135 in "
                 "total.", "faulty", id="control-a-comma-between-amounts"),
    pytest.param(TRIP_HOME, "Your trip home is HAT210 Detroit → Minneapolis and then HAT141 "
                 "into Newark, both on Saturday the 18th — so three days from now.", "correct",
                 id="members-and-then"),
    pytest.param(TRIP_HOME, "Your trip home is HAT210 and HAT141, both on Saturday the 18th.",
                 "correct", id="control-members-and"),
    pytest.param(TRIP_HOME, "Your trip home is HAT210 to Minneapolis, then HAT141 to Newark on "
                 "Friday the 17th.", "not_dependent", id="control-the-later-members-day"),
    pytest.param(REFUNDS, "Today's refunds to your gift card: #W9373487 (portable charger) "
                 "$109.27, and #W5481803 (kettle and boots) $397.26.", "unresolved",
                 id="objects-with-brackets-and-amounts"),
    pytest.param(REFUNDS, "Refunds: #W9373487 $109.27, and #W5481803 $397.26.", "faulty",
                 id="control-objects-with-amounts"),
    pytest.param(REFUNDS, "Today's refund to your gift card: #W9373487 (portable charger) "
                 "$109.27.", "not_dependent", id="control-the-other-order-alone"),
    pytest.param(RETURN, "There aren't enough economy seats left on HAT290, your Saturday "
                 "flight back to Las Vegas.", "faulty", id="seats-left-no-past-verb"),
    pytest.param(RETURN, "There are only 3 seats left on HAT290 on Saturday.", "faulty",
                 id="a-count-left-no-past-verb"),
    pytest.param(RETURN, "You left Denver on Saturday on HAT290.", "not_dependent",
                 id="control-left-the-past-verb"),
    pytest.param(MUGYUB, "The booking shows HAT202 Newark → Miami on Tuesday, May 21. Is that "
                 "the date you booked?", "verify", id="is-that-the-date-you-booked"),
    pytest.param(MUGYUB, "The booking shows HAT202 Newark → Miami on Tuesday, May 21. Does your "
                 "confirmation say something different?", "verify",
                 id="does-your-confirmation-say"),
    pytest.param(MUGYUB, "The booking shows HAT202 Newark → Miami on Tuesday, May 21. Is that "
                 "right?", "verify", id="control-is-that-right"),
    pytest.param(MUGYUB, "HAT202 Newark → Miami is on Tuesday, May 21. Is that the date you "
                 "booked?", "faulty", id="control-stated-not-reported"),
    pytest.param(DQST39, "HAT166 EWR → IAH is shown as May 17, though I haven't been able to "
                 "cross-check it.", "qualified", id="conceded-not-cross-checked"),
    pytest.param(DQST39, "HAT166 EWR → IAH is shown as May 17, though I haven't been able to "
                 "check it.", "qualified", id="control-conceded-not-checked"),
    pytest.param(SAVED, "Saved — you're in business on HAT131 and HAT047 on Friday the 24th, "
                 "with $1,302 charged to the Mastercard ending 9448. Anything else?", "faulty",
                 id="saved-leads-the-claim"),
    pytest.param(SAVED, "Saved! Anything else?", "faulty", id="saved-alone"),
    pytest.param(SAVED, "Done! Anything else?", "faulty", id="control-done-alone"),
    pytest.param(CONFIRM, "If we move both seats to economy, the difference goes back to the "
                 "gift card you paid with (Visa, ····7803).", "faulty",
                 id="a-condition-on-a-move-proposed"),
    pytest.param(CONFIRM, "If we downgrade JG7FMM, the refund goes to your Visa gift card ending "
                 "7803.", "faulty", id="a-condition-on-a-downgrade-proposed"),
    pytest.param(CONFIRM, "If you decide to downgrade, the refund goes to your Visa gift card "
                 "ending 7803.", "faulty", id="a-condition-on-the-users-decision"),
    pytest.param(CONFIRM, "Should you decide to downgrade, the refund goes to your Visa gift "
                 "card ending 7803.", "faulty", id="an-inverted-condition-on-the-decision"),
    pytest.param(CONFIRM, "If I process the downgrade, the refund will go to your Visa gift card "
                 "ending 7803.", "faulty", id="a-condition-on-processing-it"),
    pytest.param(CONFIRM, "Should the Visa ending 7803 be a gift card, the refund goes back to it "
                 "right away.", "qualified", id="an-inverted-condition-on-the-fact"),
    pytest.param(CONFIRM, "If the Visa ending 7803 is a gift card, the refund goes back to it "
                 "right away.", "qualified", id="control-a-condition-on-the-fact"),
    pytest.param(CONFIRM, "If we put the fare on your Visa gift card ending 7803, it comes off "
                 "its balance.", "faulty", id="control-a-condition-on-putting-it-there"),
    pytest.param(RETURN, "Your return HAT290 is Saturday — I said Monday earlier, sorry.",
                 "faulty", id="what-i-said-earlier-withdrawn"),
    pytest.param(RETURN, "Your return HAT290 is Saturday, as I said earlier.", "faulty",
                 id="control-what-i-said-earlier-kept"),
    pytest.param(RETURN, "I said Monday earlier for HAT290.", "correct",
                 id="control-nothing-else-held"),
    pytest.param(RETURN, "HAT290 was moved from Monday to Saturday.", "unresolved",
                 id="a-passive-change-no-past-day"),
    pytest.param(RETURN, "HAT290 was on Saturday.", "not_dependent",
                 id="control-a-day-gone-by"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _stdlib_verdict(where[0], None, where[1], where[2], where[3], text) == expected


def _option(value: str, mode: str) -> dict[str, Any]:
    return {"kind": "option", "value": value, "values": [value], "mode": mode}


@pytest.mark.parametrize(
    ("modes", "expected"),
    [
        pytest.param(["denied", "asked"], None, id="v-denied-then-asked"),
        pytest.param(["asked"], "correct", id="control-v-asked-alone"),
        pytest.param(["denied", "asserted"], "correct", id="control-v-denied-then-stated"),
        pytest.param(["denied"], None, id="control-v-denied-alone"),
    ],
)
def test_v_denied_and_asked_states_nothing(modes: list[str], expected: str | None) -> None:
    """The item held not to be v, then v asked about elsewhere, says no value of its own."""
    mentions = [_option("robotic", m) for m in modes]
    assert reading(mentions, "canister", "robotic") == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        pytest.param("one with $100 — $135 all together", [("10000",), ("13500",)],
                     id="spaced-em-dash-two-amounts"),
        pytest.param("between $100—$135", [(), ()], id="control-unspaced-em-dash-a-range"),
        pytest.param("between $100 - $135", [(), ()], id="control-spaced-hyphen-a-range"),
        pytest.param("from $100 to $135", [(), ()], id="control-to-a-range"),
    ],
)  # fmt: skip
def test_a_spaced_em_dash_makes_no_range(text: str, values: list[tuple[str, ...]]) -> None:
    """Two amounts either side of a spaced em dash are two amounts; the ends of a range are no
    one amount each (empty values)."""
    assert [f.values for f in money_found(text)] == values
