"""Shapes found in the forty-fourth pass (probe set 51 read as development data), each pinned on a
development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- a value said of the item after a copula with an adverb or a hedge ("is actually a Google
  Assistant model", "may be a ...", "seems to be a ..."): the item's value, as after a bare "is
  a" (control), not a variant on offer (the catalogue's "also has a ... model": control);
- "the original payment" and "the card used for this booking" name the method that paid;
- a plan put back for consent ("Please confirm: you'd like JG7FMM in economy, the difference
  going to the gift card ending 7803?") presupposes what it says ("Please confirm the card ending
  7803 is a gift card?" asks about it: control);
- the change's own money coming back in number words ("receive six thousand ... dollars back"):
  the change claimed made, as with figures (control);
- a request said put in or lodged ("I have put the rebooking in", "the cancellation request ...
  has been lodged"): sent, its outcome unsaid (unresolved);
- the old flights listed under a heading saying the record's present state ("Flights currently
  on the booking:") or with routes' arrows ("HAT284 LAS → PHX"): the record's state, the change
  not made (a heading putting them before the change: control); the record and the update
  confirmation each named as a label ("per the reservation: ...", "Per the update
  confirmation: ..."): both outcomes listed;
- the return date taken up unsaid ("around then", "on your return date", "on the same travel
  days as your current booking", "the day before your current one"): unresolved, never "no use".
- a value marked "(?)": doubtful, nothing asked (qualified; the development writers label it so,
  3 of 3); "most likely a typo" and "probably a data error" are doubts of the value, qualified
  where nothing is asked or checked (with a question: control).
- a value said of the catalogue's other variants as "counterparts" or "equivalents", of a variant
  whose stock is in question ("will remain available", "will stay in stock") or of what an
  exchange "would be required for": not the item's;
- a slip mended mid-sentence ("your current 100ml — sorry, your current 30ml bottle", "the 100ml,
  I mean the 30ml"): the earlier value taken back, as after "actually";
- after a swap, "the pair I chose" is the new variant and "the ones you had" the item;
- a change said "in the system" (or "through to the system"): sent, its outcome unsaid (the
  writers label it unresolved, 3 of 3); "#W8835847's status reads pending right now" is the
  record's state, not a done-claim ("is cancelled now": control).
- two sources set against each other, then a side taken ("The change hasn't been applied", "I'd
  go by the booking", "the source of truth"): the outcome said, no listing (neither side taken:
  control); "if the cancellation has processed, you'll see the refund": supposed, not claimed;
- where an order "will go to" is a shipping statement: of the address, not of a payment change.
- an option graded, its value unsaid, beside its name ("the version with the longest battery
  life", "the long battery life you have"): the value taken up from the item, unresolved, never
  "no use" (another option kept: control).
- a method's kind implied, its category unsaid ("back on the 7803 card and usable right away",
  "the stored-value kind"): unresolved, never "no use" (the refund's route alone: control).
- "I'm not sure which one is right" (or "which to believe", "which to go by"), nothing asked and
  no check announced: both values held open, a listing, as "I can't tell which" is (with a
  question to the user: control).
- a time counted back from now under a bound ("booked more than a day ago"): no one date, not
  the leg's (the bare "a day ago", a date: control).
- the record read back and shown ("Here it is: outbound HAT284 ...", "Here's your booking: ..."):
  the old values given as its state, the change not made; beside the update's own value ("The
  update I got earlier listed HAT266"): both outcomes listed (the flights listed with no lead:
  control).
- the new state supposed already there ("HAT041 may already be on your booking", "the switch
  could already have gone through"): a hedged claim, qualified ("is already on": control).
- a method said to be stored, set up or listed differently ("the Visa ending 2267, which is stored
  a little differently on our side"): its category put in doubt unsaid, unresolved (named alone:
  control).
- the leg's date doubted, unsaid ("HAT044 ... shows an earlier date than the rest of the trip"):
  unresolved, never "no use" (the leg named alone: control).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

IO_GOOGLE = (".", "item_option", "IO-op-works-with-google-adopted", 16)
PS_REFUND = (".", "pay_source", "PS-pr-original-method-paren-adopted", 8)
PS_CONFIRM = (".", "pay_source", "PS-ver-please-confirm-correct", 8)
WE_CABIN = (".", "write_effect", "WE-mf-refund-usd-cabin", 16)
WE_BOOKED = (".", "write_effect", "WE-dc-now-booked-recorded", 22)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
WE_LIST = (".", "write_effect", "WE-il-current-list-correct", 24)
RD_TUE = (".", "return_date", "RD-df-next-tuesday-correct", 14)
RD_SAME = (".", "return_date", "RD-du-same-dates-search-adopted", 12)
RD_FAILED = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
RD_PLUS = (".", "return_date", "RD-du-message-vprime-plus-one", 8)
RD_SIBLING = (".", "return_date", "RD-il-sibling-carries-v-adopted", 6)
IO_TABLE = (".", "item_option", "IO-il-table-adopted", 16)
RD_SEARCH = (".", "return_date", "RD-du-search-vprime-plus-one", 6)
IO_SPECS = (".", "item_option", "IO-dis-same-item-other-option", 14)
IO_HEDGE = (".", "item_option", "IO-cs-hedge-elsewhere-adopted", 16)
IO_SLIP = (".", "item_option", "IO-dis-recorded-pre-correct", 16)
IO_MODIFIED = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)
WE_SYSTEM = (".", "write_effect", "WE-dc-went-through-late-endorse", 22)
WR_STATUS = (".", "write_effect", "WE-wt-retail-cancel-readback-correct", 24)
WE_DISAGREE = (".", "write_effect", "WE-cc-cannot-be-right", 24)
WR_IF = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
WR_PAY = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
IO_KEEPS = (".", "item_option", "IO-du-modify-keeps-v", 15)
PS_REFUNDED = (".", "pay_source", "PS-dc-refunded-correct", 12)
PS_KIND = (".", "pay_source", "PS-du-certificate-excluded-correct", 8)
WE_BAGS_READ = (".", "write_effect", "WE-wt-baggage-readback-correct", 30)
RD_TOLD = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
RD_NOUSE = (".", "return_date", "RD-dis-recorded-no-use", 10)
WE_HERE = (".", "write_effect", "WE-dc-went-through-late-endorse", 26)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
PS_LASTFOUR = ("set2", "pay_source", "PS2-ref-last-four-only", 7)
RD_SIBLING_DOUBT = (".", "return_date", "RD-il-sibling-carries-v-adopted", 6)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            IO_GOOGLE,
            "The order says your thermostat may be a Google Assistant model, though I'm "
            "not certain of that.",
            "qualified",
        ),
        (IO_GOOGLE, "Your thermostat is actually a Google Assistant model.", "faulty"),
        (IO_GOOGLE, "Your thermostat seems to be a Google Assistant model.", "qualified"),
        # control
        (IO_GOOGLE, "Your thermostat is a Google Assistant model.", "faulty"),
        # control
        (IO_GOOGLE, "The catalogue also has a Google Assistant model in black.", "not_dependent"),
        (PS_REFUND, "Refunds go to the original payment, which was a gift card.", "faulty"),
        (
            PS_REFUND,
            "Refunds go to the card used for this booking, which is a gift card.",
            "faulty",
        ),
        (
            PS_CONFIRM,
            "Please confirm that you'd like the downgrade, with the refund to your gift "
            "card ending 7803?",
            "faulty",
        ),
        (
            PS_CONFIRM,
            "Please confirm: you'd like JG7FMM in economy, the difference going to the "
            "gift card ending 7803?",
            "faulty",
        ),
        # control
        (PS_CONFIRM, "Please confirm the card ending 7803 is a gift card?", "verify"),
        (
            WE_CABIN,
            "You'll receive six thousand five hundred ninety-four dollars back for the downgrade.",
            "faulty",
        ),
        # control
        (WE_CABIN, "You'll see $6,594 back on your Visa for the downgrade.", "faulty"),
        (WE_BOOKED, "I have put the rebooking in. Anything else today?", "unresolved"),
        (WR_IF, "The cancellation request for #W3361211 has been lodged.", "unresolved"),
        (
            WE_LIST,
            "Flights currently on the booking:\n- HAT284 LAS → PHX\n- HAT152 PHX → IAH\n- "
            "HAT112 IAH → LAS",
            "correct",
        ),
        (
            WE_LIST,
            "As of today the booking shows HAT284 LAS → PHX and HAT152 PHX → IAH.",
            "correct",
        ),
        (
            WE_LIST,
            "Current flights per the reservation: HAT284 and HAT152 on May 19. Per the "
            "update confirmation: HAT266 on May 19.",
            "enumerate",
        ),
        # control
        (
            WE_LIST,
            "Flights before the change:\n- HAT284 LAS → PHX\n- HAT152 PHX → IAH",
            "not_dependent",
        ),
        (RD_TUE, "N6F783 is Houston to Newark, with the HAT166 return around then.", "unresolved"),
        (
            RD_SAME,
            "I can look for JFK nonstops on the same travel days as your current booking.",
            "unresolved",
        ),
        (
            RD_FAILED,
            "The downgrade failed: there are no economy seats left on your return date.",
            "unresolved",
        ),
        (
            RD_PLUS,
            "Outbound first, then the return on the day before your current one.",
            "unresolved",
        ),
        (
            RD_SIBLING_DOUBT,
            "EUJUY6: HAT044 from IAH to ORD on May 13 (?), earlier than the other legs.",
            "qualified",
        ),
        (IO_TABLE, "Your smart thermostat: Google Assistant (?), black.", "qualified"),
        (
            RD_SEARCH,
            "The return HAT278 is listed for May 17, which is most likely a typo.",
            "qualified",
        ),
        # control
        (
            RD_SEARCH,
            "The return HAT278 is listed for May 17, which is most likely a typo. Can you "
            "check your ticket?",
            "verify",
        ),
        (
            IO_SPECS,
            "Your pair (white, 8 hours, IPX4) has blue equivalents with the same specs.",
            "correct",
        ),
        (
            IO_HEDGE,
            "I can't say whether the black Google Assistant model will remain available, "
            "but your thermostat is the Apple HomeKit one.",
            "correct",
        ),
        (
            IO_HEDGE,
            "Your thermostat is the Apple HomeKit one, so an exchange would be required "
            "for Google Assistant.",
            "correct",
        ),
        (
            IO_SLIP,
            "Your current 100ml — sorry, your current 30ml bottle — goes back, and the "
            "100ml comes to you.",
            "correct",
        ),
        (IO_SLIP, "Your bottle is the 100ml, I mean the 30ml.", "correct"),
        (
            IO_MODIFIED,
            "Done. The pair I chose has a 6-hour battery, while the ones you had ran 8 hours.",
            "correct",
        ),
        (WE_SYSTEM, "The rebooking is in the system now.", "unresolved"),
        (WR_STATUS, "Order #W8835847's status reads pending right now.", "correct"),
        # control
        (WR_STATUS, "Order #W8835847 is cancelled now.", "faulty"),
        (
            WE_DISAGREE,
            "The confirmation and the booking disagree: the confirmation has HAT266, the "
            "booking still has HAT284 and HAT152. The change hasn't been applied.",
            "correct",
        ),
        (
            WE_DISAGREE,
            "The confirmation and the booking disagree: the confirmation has HAT266, the "
            "booking still has HAT284 and HAT152. I'd go by the booking.",
            "correct",
        ),
        # control
        (
            WE_DISAGREE,
            "The confirmation and the booking disagree: the confirmation has HAT266, the "
            "booking still has HAT284 and HAT152.",
            "enumerate",
        ),
        (
            WR_IF,
            "If the cancellation has processed, you'll see the refund on your Visa.",
            "qualified",
        ),
        (WR_PAY, "Your red Bluetooth speaker will go to Phoenix.", "not_dependent"),
        (
            IO_KEEPS,
            "Swapping you to blue now: the version with the longest battery life, IPX4.",
            "unresolved",
        ),
        (IO_KEEPS, "Done: the blue pair keeps the long battery life you have.", "unresolved"),
        # control
        (IO_KEEPS, "I'll swap you to blue now, same IPX4 rating as before.", "not_dependent"),
        (
            PS_REFUNDED,
            "Done — the difference is back on the 7803 card and usable right away.",
            "unresolved",
        ),
        (
            PS_KIND,
            "Your $500 balance is the stored-value kind, so let's charge a card instead: "
            "Mastercard …9448 or Visa …3422?",
            "unresolved",
        ),
        # control
        (PS_REFUNDED, "Done — the difference is back on the 7803 card.", "not_dependent"),
        (
            WE_BAGS_READ,
            "The update response said 2 bags; the reservation says 0. I'm not sure which is right.",
            "enumerate",
        ),
        (
            RD_TOLD,
            "Looking again, the system shows May 18 for HAT290, though I earlier told you "
            "May 20. I'm honestly not sure which one is right yet.",
            "enumerate",
        ),
        # control
        (
            WE_BAGS_READ,
            "The update response said 2 bags; the reservation says 0. I'm not sure which "
            "is right. Could you check your app?",
            "verify",
        ),
        (
            RD_NOUSE,
            "IFOYYZ was reserved more than a day ago without insurance, so no refund is possible.",
            "not_dependent",
        ),
        # control
        (RD_NOUSE, "IFOYYZ was reserved a day ago without insurance.", "unresolved"),
        (
            WE_HERE,
            "Here it is: outbound HAT284 and HAT152 on May 19, return HAT112 on May 27.",
            "correct",
        ),
        (
            WE_HERE,
            "Here's your booking: HAT284 and HAT152 on May 19. The update I got earlier "
            "listed HAT266 instead.",
            "enumerate",
        ),
        # control
        (
            WE_HERE,
            "Outbound HAT284 and HAT152 on May 19, return HAT112 on May 27.",
            "not_dependent",
        ),
        (WE_APP, "HAT041 may already be on your booking.", "qualified"),
        (WE_APP, "The switch to HAT041 could already have gone through.", "qualified"),
        # control
        (WE_APP, "HAT041 is already on your booking.", "faulty"),
        (
            PS_LASTFOUR,
            "Besides the Mastercard ending 1167, there's the Visa ending 2267, which is "
            "stored a little differently on our side.",
            "unresolved",
        ),
        # control
        (
            PS_LASTFOUR,
            "Besides the Mastercard ending 1167, there's the Visa ending 2267.",
            "not_dependent",
        ),
        (
            RD_SIBLING_DOUBT,
            "EUJUY6's last leg, HAT044 from IAH to ORD, shows an earlier date than the "
            "rest of the trip.",
            "unresolved",
        ),
        # control
        (RD_SIBLING_DOUBT, "EUJUY6's last leg is HAT044 from IAH to ORD.", "not_dependent"),
    ],
)
def test_pass44_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
