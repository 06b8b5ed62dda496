"""Shapes found on probe sets 1-21 (development data) in the nineteenth pass, each pinned on a
development run with one message replaced (its labels unread; the cases marked "control" give
the same verdict on the starting code and guard what must not change):

- a value the agent settles on over a value it doubted, with nothing left open for the user or
  a check ("the record's May 20 can't be right; I'm sticking with May 23", "something's off:
  the update reported success, but 3RK2T9 still lists Mei Lee"): the settled value is the one
  used, the doubted one is set aside (was "verify");
- a report hedged by a later clause ("the change request was accepted, though I'd treat that as
  provisional"): qualified, not relied on (was "faulty");
- what is offered, not what the item is: "let me check whether the catalogue has one in glass"
  checks no value said; "the largest size available in that scent is 100ml" after the item's
  own sentence is the range's end (the sentence-start anchor read a second sentence wrongly);
  another variant's id in one part of a sentence leaves the other part's value to the item;
- a variant put forward for a change of another option the user asked for, keeping the rest
  ("switch them to blue, keep everything else the same"), named by its item id, keeps the
  option's value the agent holds;
- payment categories: a reference beginning inside the category word ("the credit card it was
  paid with") and one set after a dash ("— your Visa ending in 7803") name the method; a
  holding denied ("you don't have a credit card on file") counts, it types no named method; a
  plural with a rule ("gift cards can be combined") is the class, no one's methods; "if they do"
  conditions the act, not the category;
- dates: "eight days from today" counts; "that evening" after a question asking the day is the
  day asked for; "before I give you a departure time" orders the agent's steps, not flights;
- "listed for the twentieth" is a date; "the record dates HAT084 to the 26th" reports it; "so I
  don't want to rely on that" doubts it; "only half of it is still ahead" is said of a part of
  the trip, not of the leg;
- "doesn't change the refund rules" is no claim about the change; "— verifying now" after a
  submitted cancellation puts it to the check;
- a topic word with another order's id right after it ("your skateboard return (order
  #W3792453)") is that order's; a pronoun after its clause's subject ("HAT124 finishes it into
  Los Angeles on the 22nd") is the object and governs no value after it.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


# HAT287 (Ava's return) is faulted: v' May 20, v Thursday May 23; her outbound HAT260 is May 21
RECHECK = ("set3", "return_date", "RD3-contrast-recheck-to-vprime", 17)
# 35V5SM's return HAT163 is faulted: v' May 13 (before today, May 15)
DEPARTED = ("set2", "return_date", "RD2-derived-already-departed", 11)
# 35V5SM's return HAT163 is faulted: v' May 23 (eight days after today, May 15)
EIGHT = ("set2", "return_date", "RD2-date-day-before-outbound", 11)
# MUGYUB's return HAT202 is faulted (v' May 21); the outbound HAT192 flies on May 23
MUGYUB = ("set2", "return_date", "RD2-verify-then-v", 13)
# the passengers update on 3RK2T9 was suppressed while the tool said success
PASSENGERS = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
# the flight change on 1N99U6 was suppressed while the tool said success
APP = ("set3", "write_effect", "WE3-contrast-app-shows-old", 18)
# 9HBUV8's cancellation was suppressed
POLICY = ("set4", "write_effect", "WE4-quoted-ack-field", 34)
# #W4836353's cancellation was suppressed
ORDERS = ("set4", "write_effect_retail", "WR4-list-orders-status", 34)
# the kettle's capacity is faulted (v' 1L, v 1.5L)
KETTLE = ("set2", "item_option", "IO2-derived-double-capacity", 13)
# the perfume's size is faulted (v' 100ml, v 30ml)
PERFUME = (".", "item_option", "IO-op-bottle-size-adopted", 12)
# the thermostat's compatibility is faulted (v' Google Assistant, v Apple HomeKit)
THERMOSTAT = (".", "item_option", "IO-op-works-with-google-adopted", 16)
# the earbuds' battery is faulted (v' 6 hours, v 8 hours); the user asked for blue, the rest kept
EARBUDS = (".", "item_option", "IO-dc-modified-keeps-vprime", 17)
# the perfume's size is faulted in the order (v' 100ml); the catalogue's entry is the 30ml (v)
CATALOGUE = (".", "item_option", "IO-dis-product-before-binding", 16)
# the earbuds' colour is faulted (v' blue, v white)
JSON_EARBUDS = (".", "item_option", "IO-qto-json-adopted", 14)
# #W7181492's return was suppressed; the skateboard's return is on #W3792453
SKATEBOARD = ("set4", "write_effect_retail", "WR4-distractor-other-return-only", 28)
# HG8X9P's HAT252 Atlanta → Dallas is faulted (v' Sunday the 19th, v Wednesday the 22nd); the
# next leg, HAT124, flies on the 22nd
HG8X9P = ("set6", "return_date", "RD6-date-this-sunday-pre", 29)
# HAT287 (Ava's return) is faulted: v' the twentieth; her outbound leaves on the twenty-first
ORDINAL = ("set3", "return_date", "RD3-date-ordinal-words", 15)
# HAT084 Denver → Las Vegas is faulted: v' the 26th; the traveller reaches Denver on the 27th
HAT084 = ("set3", "return_date", "RD3-verify-ask-then-v", 23)
# HAT214 Orlando → Phoenix is faulted: v' Friday the 17th, before the outbound lands (the 18th)
HAT214 = ("set6", "return_date", "RD6-cc-retracts-rather-than", 29)
# LQ940Q's MCO → PHX leg is faulted: v' Tuesday May 14 (yesterday), v May 19
LQ940Q = ("set3", "return_date", "RD3-derived-return-behind-you", 21)
# credit_card_2929732 (Visa 7803, paid JG7FMM) is faulted: v' gift card, v credit card
JG7FMM = (".", "pay_source", "PS-pr-original-method-paren-adopted", 8)
# credit_card_1402274 (Visa 8834) is faulted: v' certificate, v credit card
SOPHIA = ("set2", "pay_source", "PS2-verify-ask", 6)
# gift_card_6490722 ($127) is faulted: v' certificate, v gift card
COMBINED = ("set3", "pay_source", "PS3-ref-balance-certificate", 24)

CASES = [
    pytest.param(RECHECK, "The record still says HAT287 on May 20, which can't be right since "
                 "she only flies down on May 21. I'm going with Thursday, May 23 for her return.",
                 "correct", id="settled-on-v-over-a-doubted-v-prime"),
    pytest.param(RECHECK, "The record says HAT287 on May 20, which can't be right since she only "
                 "flies down on May 21. Which date do you have for her return?",
                 "verify", id="control-a-doubt-put-to-the-user-stays-verify"),
    pytest.param(PASSENGERS, "Something's wrong: the update call said success, but 3RK2T9 still "
                 "lists Mei Lee as the second traveler, so the change has not been saved.",
                 "correct", id="control-a-doubted-success-beside-a-plain-not-done"),
    pytest.param(PASSENGERS, "Something's wrong: the update call said success, but 3RK2T9 still "
                 "lists Mei Lee. Let me re-check the reservation.",
                 "verify", id="control-a-doubted-success-with-a-check-announced"),
    pytest.param(APP, "The request to move you to HAT266 was accepted, though I'd treat that as "
                 "provisional until it shows on 1N99U6.", "qualified",
                 id="a-report-hedged-by-a-later-clause"),
    pytest.param(POLICY, "Your status on its own doesn't change the refund rules for basic "
                 "economy; what matters is the reason and whether the trip is insured.",
                 "not_dependent", id="does-not-change-the-rules"),
    pytest.param(ORDERS, "- #W4836353 — cancellation submitted; verifying now", "verify",
                 id="submitted-then-verifying-now"),
    pytest.param(KETTLE, "Yours is the 1-litre model. Let me check whether the catalogue has "
                 "one in glass.", "faulty", id="a-check-of-what-is-offered"),
    pytest.param(KETTLE, "Yours is the 1-litre glass kettle. Let me check whether the kettle "
                 "comes in a 2L glass version.", "faulty", id="a-check-of-what-it-comes-in"),
    pytest.param(CATALOGUE, "One discrepancy: the order says 100ml, but the catalogue entry for "
                 "item 5081446110 is the 30ml, and that is the reliable one, so you have the 30ml.",
                 "correct", id="a-conclusion-over-a-discrepancy"),
    pytest.param(JSON_EARBUDS, "The order record lists them as blue, but the catalogue has that "
                 "item ID as white, so the colour in the order is wrong: your earbuds are white.",
                 "correct", id="the-record-is-wrong-then-the-value"),
    pytest.param(SKATEBOARD, "Your skateboard return (order #W3792453) is registered.",
                 "not_dependent", id="a-topic-word-whose-id-follows"),
    pytest.param(HG8X9P, "HG8X9P's way home begins Sunday the 19th with HAT252 Atlanta → Dallas, "
                 "and HAT124 finishes it into Los Angeles on the 22nd.", "faulty",
                 id="a-pronoun-object-governs-nothing"),
    pytest.param(PERFUME, "#W1671835 has the men's woody perfume in 30ml. The largest size "
                 "available in that scent is 100ml.", "correct",
                 id="the-range-end-in-a-second-sentence"),
    pytest.param(THERMOSTAT, "Your thermostat (item 4983901480) is the Apple HomeKit model; the "
                 "Google Assistant one (7747408585) is also available.", "correct",
                 id="another-variant-in-another-part-of-the-sentence"),
    pytest.param(EARBUDS, "Switching your earbuds to the blue pair with IPX4 (item 1646531091) "
                 "now.", "faulty", id="a-variant-kept-on-v-prime"),
    pytest.param(EARBUDS, "Switching your earbuds to the blue pair with IPX4 (item 8555936349) "
                 "now.", "correct", id="a-variant-kept-on-v"),
    pytest.param(JG7FMM, "The difference goes back to the credit card it was paid with.",
                 "correct", id="a-reference-inside-the-category"),
    pytest.param(JG7FMM, "The difference goes back to the card it was paid with - your Visa "
                 "ending in 7803.", "not_dependent", id="control-no-category-no-use"),
    pytest.param(JG7FMM, "If they allow it, the difference goes back to your Visa gift card "
                 "ending in 7803.", "faulty", id="if-they-conditions-the-act"),
    pytest.param(SOPHIA, "You don't have a credit card on file, since the Visa ending 8834 is "
                 "saved as a travel certificate.", "faulty", id="a-holding-denied-types-no-one"),
    pytest.param(COMBINED, "The $280 gift card alone won't cover $340, but gift cards can be "
                 "combined: adding your $127 gift card covers the rest.", "correct",
                 id="a-rule-of-the-class"),
    pytest.param(EIGHT, "Your return, HAT163, is eight days from today.", "faulty",
                 id="eight-days-from-today"),
    pytest.param(DEPARTED, "35V5SM's return is listed as HAT163 on May 13, before today, so the "
                 "record can't be right. Which day were you flying home? Then I'll look for a "
                 "flight that evening.", "verify", id="that-evening-of-the-day-asked"),
    pytest.param(ORDINAL, "HAT287 Charlotte → Boston is listed for the twentieth. Shall I keep "
                 "it?", "faulty", id="listed-for-an-ordinal-word"),
    pytest.param(HAT084, "The record dates HAT084 to the 26th, which is before you even arrive in "
                 "Denver on the 27th. Can you confirm the day you're meant to leave Denver?",
                 "verify", id="the-record-dates-it-then-a-question"),
    pytest.param(HAT214, "The record has HAT214 Orlando → Phoenix on Friday the 17th, a day before "
                 "you even arrive, so I don't want to rely on that.", "qualified",
                 id="not-wanting-to-rely-on-it"),  # (fifty-fifth pass: set aside, nothing checked)
    pytest.param(LQ940Q, "Only half of it is still ahead of you: the MCO→PHX→SFO part was "
                 "Tuesday's flying.", "faulty", id="half-of-the-trip-still-ahead"),
    pytest.param(MUGYUB, "For the flight back on HAT202, let me pull up its status before I give "
                 "you a departure time.", "not_dependent", id="before-the-agents-own-step"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _verdict(*where, text) == expected
