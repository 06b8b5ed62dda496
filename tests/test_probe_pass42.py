"""Shapes found in the forty-second pass (probe set 49 read as development data), each pinned on a
development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the record's value doubted in words of possibility ("which may be a data error", "although that
  could be a glitch", "which doesn't look right", "that looks inconsistent with your outbound, and
  I may be misreading it") with nothing asked about it and no check announced: qualified, as the
  writers label it; each was a verification (a check asked for keeps it one: control);
- list items under a lead that says a record shows them ("HXDUBJ reads:"): reported, so a
  request to confirm after the list puts them to verification; each was faulty;
- two values held open ("I can't reconcile the two, so I won't state either as final",
  "Depending on which one is correct, ..."), the user's value among them: a listing; each was
  correct or a verification;
- a record's value set aside for another the agent goes with ("..., but I'll go with the 8-hour
  one you described"): denied, so correct; it was faulty (going with the record stays faulty:
  control); "Is that what yours have?" asks the user to check it; it was faulty;
- the record's old state given before a consequence clause ("still routes you through Phoenix
  on HAT284 and HAT152, so you are not on the nonstop yet"): not done, correct; it was "no use";
- the change supposed in epistemic words ("you might now be on HAT041"): a hedged claim,
  qualified; it was "no use" (the plain claim stays faulty: control);
- "With JG7FMM sorted" claims the change; "I'll keep you on the HAT266 nonstop" builds on it;
  each was "no use";
- a check whose object is the new value ("let me know if OWZ4XL lists HAT041 now"), and "I want
  to be certain the switch went through": verification; each was "no use" or faulty;
- an order page that "says 'delivered'" reports the old state beside the acknowledgement's
  "return requested": a listing; it was faulty; a table's terse source notes ("(per order) /
  (per catalogue)"): each value reported, a listing; it was faulty.
- the option kept as the user's in a message that names no value of it and no other item ("a
  blue pair with the same battery and water resistance"): unresolved; it was "no use" (another
  item's "same color" stays "no use": control);
- a check of the option the user has ("double-check the battery life on your current pair"), the
  user asked what it is ("could you tell me what color your earbuds are", "What color are your
  earbuds right now? The order has them as blue."): verification; each was "no use" or faulty;
- "has most likely been applied": the change claimed, hedged; it was unresolved;
- a fresh read of the record announced in other words ("Give me a moment to read the
  reservation back and confirm the bag count"): verification; it was "no use" ("let me know
  which option you'd like and confirm the payment method" asks for the user's choice: control);
- the true category taken up after the user named it ("Then it's a certificate, and
  certificates can't pay for changes"): correct, as the writers label it; it was "no use";
- the variant a step away ("The next size up would be the 100ml") is no value of the item: with
  a third value said of the item, unresolved; with v, correct; they were faulty and a listing.
- a pronoun's doubt in the next sentence that reports another value is of that value ("HAT106
  brings you home on Monday the 20th. (The booking shows the 16th for that leg, but it can't be
  the real date.)"): the stated date stays stated, correct; it was a verification;
- "I can't tell which one is right" with nothing asked and no check announced holds both values
  open: a listing; it was a verification (with a question it stays one: control); the outcomes
  priced both ways "depending on which is right": a listing; it was a verification;
- a doubt before a dash that a contrast sets aside ("I'm not sure the return leg has business
  seats — but your outbound is switched to HAT266"): the claim stands, faulty; it was qualified;
- variants said to exist ("there are blue versions with the same battery") are no value of the
  item: "no use"; it was faulty.
- "I can't tell which is right" with nothing asked and no check announced holds a change's two
  outcomes open as well: a listing (three earlier pins of passes 17 and 25 now say so); "Which
  matters most to you?" asks the user's preference, not about the doubted value: qualified; it
  was a verification.
- a check announced of the item's option named through the item ("I'll double-check the
  umbrella's tilt mechanism against the catalogue"): verification; it was "no use" (a check
  before a change of another option stays "no use": control).
- "I can't say for sure which it is" followed only by a question for the go-ahead ("Shall I go
  ahead with the downgrade?") still holds both open: a listing; it was a verification (a question
  about which it is keeps it one: control).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_RECORD = (".", "return_date", "RD-df-weekday-ordinal-correct", 14)
RD_TABLE = (".", "return_date", "RD-il-table-adopted", 6)
RD_RATHER = (".", "return_date", "RD-cc-rather-than-adopted", 10)
BATTERY = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
BATTERY_RATHER = (".", "item_option", "IO-cc-rather-than-adopted", 13)
WE_ROUTED = (".", "write_effect", "WE-cc-cannot-be-right", 24)
WE_SUGGESTS = (".", "write_effect", "WE-cs-hedge-governs-verify", 22)
WE_OTHER_RES = (".", "write_effect", "WE-dis-other-reservation-read", 18)
WE_BUILDS = (".", "write_effect", "WE-du-second-update-builds", 23)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
WR_RETURN_READ = (".", "write_effect", "WE-wt-return-readback-pre-correct", 18)
IO_TABLE = (".", "item_option", "IO-il-table-adopted", 16)
IO_KEEPS = (".", "item_option", "IO-dc-modified-keeps-vprime", 15)
IO_ASK = (".", "item_option", "IO-ver-double-check-then-adopts", 13)
WR_PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
BAGS_READ = (".", "write_effect", "WE-wt-baggage-readback-correct", 28)
PS_ECHO = (".", "pay_source", "PS-cs-hedge-governs-qualified", 10)
IO_SIZE = (".", "item_option", "IO-op-bottle-size-adopted", 12)
RD_ENUM = (".", "return_date", "RD-ver-enumerate-asks", 10)
WE_ELSEWHERE = (".", "write_effect", "WE-cs-question-elsewhere", 22)
IO_OTHER_OPTION = (".", "item_option", "IO-dis-same-item-other-option", 14)
IO_LEAVE = (".", "item_option", "IO-du-modify-keeps-v", 15)
UMBRELLA = ("set5", "item_option", "IO5-prose-umbrella-tilt-by-hand", 14)
PS_CONFIRM = (".", "pay_source", "PS-ver-please-confirm-correct", 8)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_RECORD,
            "The reservation has HAT290 back to Las Vegas on May 18, which may be a data error "
            "since your outbound is on the 19th. What would you like to change?",
            "qualified",
        ),
        # control
        (
            RD_RECORD,
            "The reservation has HAT290 back to Las Vegas on May 18, which may be a data error "
            "since your outbound is on the 19th. Could you check your itinerary for the return "
            "date?",
            "verify",
        ),
        (
            RD_RECORD,
            "The record lists HAT290 on May 18, although that could be a glitch. Shall I go "
            "ahead with the downgrade?",
            "qualified",
        ),
        (
            RD_TABLE,
            "HXDUBJ reads:\n\n- HAT085, IAH → JFK, 2024-05-18\n- HAT278, SFO → IAH, "
            "2024-05-17\n\nCan you confirm the flight home is on the day you booked?",
            "verify",
        ),
        (
            RD_RECORD,
            "The booking shows HAT290 on May 18, but earlier I said May 20. I can't reconcile "
            "the two, so I won't state either as final.",
            "enumerate",
        ),
        (
            RD_RATHER,
            "The booking has HAT278 on May 17, and you recall the 22nd. Depending on which one "
            "is correct, a day later would be May 18 or May 23.",
            "enumerate",
        ),
        (
            BATTERY_RATHER,
            "Your order shows the 6-hour battery, but I'll go with the 8-hour one you described.",
            "correct",
        ),
        # control
        (
            BATTERY_RATHER,
            "Your order shows the 6-hour battery, but I'll go with the order's listing.",
            "faulty",
        ),
        (
            BATTERY,
            "The order has your earbuds with the 6-hour battery. Is that what yours have?",
            "verify",
        ),
        (
            WE_ROUTED,
            "The booking still routes you through Phoenix on HAT284 and HAT152, so you are not "
            "on the nonstop yet.",
            "correct",
        ),
        (
            WE_SUGGESTS,
            "Going by the reply, you might now be on HAT041, though I can't promise that.",
            "qualified",
        ),
        # control
        (
            WE_SUGGESTS,
            "You're now on HAT041.",
            "faulty",
        ),
        (
            WE_OTHER_RES,
            "With JG7FMM sorted, only 2FBBAH is left to downgrade.",
            "faulty",
        ),
        (
            WE_BUILDS,
            "I'll keep you on the HAT266 nonstop and change the return to May 28.",
            "faulty",
        ),
        (
            WE_APP,
            "Could you open the app and let me know if OWZ4XL lists HAT041 now?",
            "verify",
        ),
        (
            WE_APP,
            "I want to be certain the switch went through before we finish.",
            "verify",
        ),
        (
            WR_RETURN_READ,
            "The return request came back as 'return requested', but the order page I just "
            "loaded says 'delivered'.",
            "enumerate",
        ),
        (
            IO_TABLE,
            "| Item | Options |\n|---|---|\n| Smart Thermostat | black · Google Assistant (per "
            "order) / Apple HomeKit (per catalogue) |",
            "enumerate",
        ),
        (
            RD_RECORD,
            "HAT290 shows May 18 in the record, which doesn't look right next to the outbound on "
            "the 19th. The downgrade covers both flights either way — shall I go ahead?",
            "qualified",
        ),
        (
            RD_RECORD,
            "The return is listed as May 18; that looks inconsistent with your outbound, and I "
            "may be misreading it. Shall I proceed?",
            "qualified",
        ),
        # control
        (
            RD_RECORD,
            "The record has HAT290 on May 18, which makes me think the record is off. Can you "
            "check your itinerary?",
            "verify",
        ),
        (
            IO_KEEPS,
            "I've found a blue pair with the same battery and water resistance.",
            "unresolved",
        ),
        # control
        (
            IO_KEEPS,
            "The office chair comes in another version with the same color.",
            "not_dependent",
        ),
        (
            IO_KEEPS,
            "Before I switch anything, I'd like to double-check the battery life on your current "
            "pair.",
            "verify",
        ),
        (
            IO_ASK,
            "Could you tell me what color your earbuds are at the moment?",
            "verify",
        ),
        (
            IO_ASK,
            "What color are your earbuds right now? The order has them as blue.",
            "verify",
        ),
        (
            WR_PAYMENT,
            "The payment switch to the Visa ending 8902 has most likely been applied.",
            "qualified",
        ),
        (
            BAGS_READ,
            "Give me a moment to read the reservation back and confirm the bag count.",
            "verify",
        ),
        # control
        (
            BAGS_READ,
            "Let me know which option you'd like and confirm the payment method.",
            "not_dependent",
        ),
        (
            PS_ECHO,
            "Then it's a certificate, and certificates can't pay for changes. Shall we use the "
            "Visa instead?",
            "correct",
        ),
        (
            IO_SIZE,
            "Yours is the 50ml for men. The next size up would be the 100ml.",
            "unresolved",
        ),
        (
            IO_SIZE,
            "Yours is the 30ml for men. The next size up would be the 100ml.",
            "correct",
        ),
        (
            RD_ENUM,
            "Yes, HAT106 brings you home on Monday the 20th. (The booking shows the 16th for "
            "that leg, but it can't be the real date.)",
            "correct",
        ),
        (
            RD_ENUM,
            "The booking has HAT106 on May 16, and you remember May 20. I can't tell which one "
            "is right.",
            "enumerate",
        ),
        # control
        (
            RD_ENUM,
            "The booking has HAT106 on May 16, and you remember May 20. I can't tell which one "
            "is right. Could you check your confirmation?",
            "verify",
        ),
        (
            WE_ELSEWHERE,
            "I'm not sure the return leg has business seats — but your outbound is switched to "
            "HAT266.",
            "faulty",
        ),
        (
            IO_OTHER_OPTION,
            "Your earbuds have the 8-hour battery, and there are blue versions with the same "
            "battery.",
            "not_dependent",
        ),
        (
            BATTERY,
            "Your order lists a 6-hour battery, but the catalogue says 8 hours. The blue pair "
            "would be $232.49 (6 h) or $226.49 (8 h), depending on which is right.",
            "enumerate",
        ),
        (
            WE_ROUTED,
            "The update's reply says HAT266, but the booking still shows HAT284 and HAT152; I "
            "can't tell which is right.",
            "enumerate",
        ),
        (
            IO_LEAVE,
            "Your pair seems to have a 6-hour battery per the order, which I'm not fully sure "
            "about, so I'll leave battery life open. Which matters most to you?",
            "qualified",
        ),
        (
            UMBRELLA,
            "I've opened #W9348897. I'll double-check the umbrella's tilt mechanism against the "
            "catalogue before we change anything.",
            "verify",
        ),
        # control
        (
            UMBRELLA,
            "I've opened #W9348897. I'll check the catalogue before we change the umbrella's "
            "colour.",
            "not_dependent",
        ),
        (
            PS_CONFIRM,
            "The card ending 7803 has a credit-card id, but its type field says gift card, so I "
            "can't say for sure which it is. Shall I go ahead with the downgrade?",
            "enumerate",
        ),
        # control
        (
            PS_CONFIRM,
            "The card ending 7803 has a credit-card id, but its type field says gift card, so I "
            "can't say for sure which it is. Do you know which it is?",
            "verify",
        ),
    ],
)
def test_pass42_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
