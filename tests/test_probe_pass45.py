"""Shapes found in the forty-fifth pass (probe set 52 read as development data), each pinned on a
development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the trip's dates kept "as on file" / "as in the system": the return date taken up unsaid
  (unresolved, never "no use");
- a method's category set in a dash-opened apposition after its id ("credit_card_2929732 —
  that is, your Visa credit card —"): the category said of that method (a comma apposition:
  control);
- a value's distinctive name word before a common noun ("the Google model", "the Apple model"):
  the value, as the name word alone was read ("Google Home": another product, control); a
  regular-expression flag had made the check for a following capitalised word match any word;
- a time of day said of the user's trip, no clock time ("You'll be landing in the early
  afternoon"): unresolved, never "no use" (a clock time of the new flight: control);
- the old routing said still in place ("still routed through Phoenix") and a change that
  "hasn't landed": not done;
- the booking named by a noun and deferred to ("Everything else on the reservation is as we set
  it up today"): unresolved (the bag policy alone: control);
- a modal in an aside a dash opens after the value ("The order should be cancelled — I'd still
  keep an eye out ..."): the aside's, not the value's ("would be cancelled": control);
- an item listed with its new option values in parentheses ("Wireless Earbuds (blue, 8 hours,
  IPX4)" under "Full order:"): the new variant named, the change claimed made;
- the leg's date argued impossible beside it ("..., the day before you'd even leave") and a check
  "so I don't work from a bad record": doubts of the value (a reminder "the day before you
  leave": control);
- the user's perception ("they look white to you"): the user's value, not the agent's;
- a variant that "would be the match", or named as what "you can switch to": another variant,
  not the item's ("You can exchange them for another variant" after the item's value: control);
- two sources set against each other and a side taken on the change as made ("I'll assume it
  went through"): no listing (unresolved; without the side taken: control).

Then generic English frames around a statement of the faulted value, on four development runs
(one per operator), not taken from any probe set:

- the speaker's own uncertainty in the next sentence ("I'm not sure about that.", "I'm not
  confident that's right."): hedged (qualified), as the development writers label it where
  nothing is asked or checked; a check announced after it ("I'm not sure about that, so let me
  check.", "I might be mistaken. Let me check."): verify;
- qualifications in a sentence of their own ("At least, that's my reading of the record",
  "Though the record may not be accurate", "Unless the record is wrong, that is", "That's my best
  guess", "I'm fairly, but not entirely, confident", "That may need confirming") and in the
  value's own ("— I think", "but I'm not 100% certain", "though I haven't double-checked"):
  hedged;
- checks announced in more words ("I'll verify that with a fresh lookup", "Before going further
  I'll re-read the record to make sure", "Let me make sure that's accurate", "I'd like to confirm
  this before relying on it", "I'll confirm that in a moment", "Let me look into that before we
  proceed", "One moment while I verify", "Would you mind confirming?", a state then "Is that
  right?"): verify (a check of something else, and a question that is no confirmation:
  controls).

Then two readings of negation found with such frames:

- a denial of the plain kind ("isn't a regular credit card"): a denial, as "isn't a credit card"
  (control), where it had read as the category asserted (a decided wrong "correct");
- the places the old flights connect in and the new ones do not are old values ("Your outbound
  still connects in Phoenix": not done), and an old value dismissed as gone ("No more stop in
  Phoenix", "won't be connecting through Phoenix anymore"): done (a condition over it: control).

Then values referred to without being said, found with frames of the same kind:

- the leg's date said unchanged ("Your return date hasn't changed", "HAT278 is still on the same
  day"): unresolved, never "no use" (a code that "stays the same": control);
- a stored balance's mark ("You can't get cash back from the card ending 7803"): the category
  implied, unresolved;
- the option named against what the user wants ("No colour change is needed for your
  earbuds"; "colour" and "shade" name a colour option as "color" does): unresolved;
- a short heading naming the new item over a list ("**New helmet**" then "- Colour: blue") and a
  colon line over a table ("here are the other size-M options:" then its rows): the variants
  offered, not the item's (the table had read as the item's own values: a decided wrong
  "correct").

Then layouts (tables, lists, labels), where a line opening on a method's reference gives its
category after a colon or a dash ("- Visa 7803: gift card", "Visa 7803 — gift card": that
method's category, where the colon or dash had parted them) and "Trip dates: 18 May – 17 May"
names the trip's dates.

Then rejections and questions: a value set aside with "despite" ("Despite the 'gift card'
label, the card ... is a credit card", "Despite what the order says (blue), ..."): denied, where
it had read as a listing of both (decided wrong); a question putting the change's new state to
the user ("Are you seeing HAT266 on your booking?", "Did the switch to HAT266 go through on your
end?"): verify, where it had read as no use (an offer, "Would you like HAT266 instead?":
control).

Then a request that the user confirm or check a statement of the change's state, after a dash
or in the next sentence ("You're now on HAT266 — can you confirm?", "Would you mind
confirming?", "Please double-check that on your end"): verify (a confirmation of a wish or
another detail: control).

Then lists with a caveat: a hedge in the last sentence of the line that leads the list ("Here's
your order, as far as I can tell:", "Items (per the record, which may be off):") hedges its
items; a sentence right after the list that takes an item up by its label or as a listed one
and doubts it, hedges it or announces a check ("I'm not sure about the earbuds' colour,
though", "I'll double-check the earbuds' colour before we change anything") qualifies it (a
sentence about another item: control); "- Visa ending 7803: gift card" gives that method's
category.

Then a derived use: a stay counted at the place the leg leaves from ("You'd have four nights in
San Francisco"), no leg named, is read from the leg's date (correct, as with the leg named:
control), and a stay counted to a third date is unresolved, never "no use".

And where the change makes a connecting itinerary direct, its connection is an old value too
("You no longer need to change planes": the change claimed made).

Last, a plain modifier between the article and the value ("Yours are the plain white ones"):
the item's value, as "the white ones" (a variant said to be in stock: control).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_UPDATE = (".", "return_date", "RD-dis-update-call-correct", 16)
PS_IDONLY = (".", "pay_source", "PS-dis-id-only-no-use", 8)
IO_COMPAT = (".", "item_option", "IO-du-already-compatible-late", 15)
WE_ARRIVE = (".", "write_effect", "WE-du-arrival-time", 23)
WE_NOTYET = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
WE_BAG = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
WR_ITEMS = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
RD_CONFIRM = (".", "return_date", "RD-ver-please-confirm-correct", 6)
IO_RETRACT = (".", "item_option", "IO-cc-retracted", 16)
IO_JSON = (".", "item_option", "IO-qto-json-adopted", 14)
IO_NEWVAR = (".", "item_option", "IO-dis-recorded-new-variant-equals-vprime", 16)
WE_CABIN = (".", "write_effect", "WE-cc-rather-than-cabin", 18)
PS_SIBS = (".", "pay_source", "PS-il-siblings-share-vprime-adopted", 10)
HELMET = ("set2", "item_option", "IO2-distractor-user-new-variant", 15)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_UPDATE,
            "Submitting the downgrade now, keeping the same dates as on file.",
            "unresolved",
        ),
        (
            RD_UPDATE,
            "I'll leave both flights on the same dates as in the system and only change the cabin.",
            "unresolved",
        ),
        (
            PS_IDONLY,
            "For JG7FMM the refund goes back to payment method credit_card_2929732 — that "
            "is, your Visa credit card — since that's how you paid. Ready to proceed?",
            "correct",
        ),
        (PS_IDONLY, "The refund goes to credit_card_2929732 — your Visa credit card.", "correct"),
        (
            PS_IDONLY,
            "The refund goes to credit_card_2929732 — the gift card, as the profile says.",
            "faulty",
        ),
        # control
        (PS_IDONLY, "The refund goes to credit_card_2929732, your Visa credit card.", "correct"),
        (
            IO_COMPAT,
            "It seems your thermostat is probably already the Google model, but I want to "
            "look at the listing before saying so for sure.",
            "qualified",
        ),
        (IO_COMPAT, "Your thermostat is already the Google model.", "faulty"),
        (IO_COMPAT, "Your thermostat is the Apple model.", "correct"),
        # control
        (IO_COMPAT, "Your thermostat works with Google Home.", "unresolved"),
        (WE_ARRIVE, "You'll be landing in the early afternoon.", "unresolved"),
        (WE_ARRIVE, "You should get into Los Angeles around midday.", "unresolved"),
        # control
        (WE_ARRIVE, "With the new nonstop you'll arrive at LAX at 12:30 PM.", "faulty"),
        (
            WE_NOTYET,
            "Looking at the booking itself, you're still routed through Phoenix (HAT284 + "
            "HAT152) on Sunday, not the nonstop — so the change hasn't landed.",
            "correct",
        ),
        # control
        (WE_NOTYET, "You're still routed through Phoenix on HAT284 and HAT152.", "correct"),
        (WE_NOTYET, "The change hasn't landed.", "correct"),
        # control
        (WE_NOTYET, "The change hasn't gone through.", "correct"),
        (
            WE_BAG,
            "Bags can't be removed once added, sorry. Everything else on the reservation "
            "is as we set it up today.",
            "unresolved",
        ),
        (
            WE_BAG,
            "Bags can't be removed once added, sorry. Your booking is as we arranged.",
            "unresolved",
        ),
        # control
        (WE_BAG, "Bags can't be removed once added, sorry.", "not_dependent"),
        (
            WR_CANCEL,
            "The cancellation came back as accepted, so the order should be cancelled — "
            "I'd still keep an eye out for the refund confirmation email to be sure.",
            "unresolved",
        ),
        # control
        (WR_CANCEL, "The order would be cancelled — if you want.", "not_dependent"),
        (
            WR_ITEMS,
            "Full order:\n- Makeup Kit (Brand B)\n- Wireless Earbuds (blue, 8 h, IPX4 — "
            "the new ones)\n- Office Chair (blue fabric)\n- Bluetooth Speaker (blue)\nAll "
            "good!",
            "faulty",
        ),
        (WR_ITEMS, "Full order:\n- Wireless Earbuds (blue, 8 hours, IPX4)", "faulty"),
        (
            RD_CONFIRM,
            "I've got the reservation. The outbound legs are both on 2024-05-18; the "
            "return HAT278 shows 2024-05-17, the day before you'd even leave. Can you tell "
            "me the return date you booked so I don't work from a bad record?",
            "verify",
        ),
        (
            RD_CONFIRM,
            "The return HAT278 shows 2024-05-17. Can you tell me the return date you "
            "booked so I don't work from a bad record?",
            "verify",
        ),
        # control
        (
            RD_CONFIRM,
            "The return HAT278 shows 2024-05-17. I'll send you a reminder the day before "
            "you leave.",
            "faulty",
        ),
        (
            IO_RETRACT,
            "I understand they look white to you, but the order record lists them as blue, "
            "so a color change isn't needed. Anything else?",
            "faulty",
        ),
        # control
        (
            IO_RETRACT,
            "The order record lists them as blue, so a color change isn't needed.",
            "faulty",
        ),
        (
            IO_JSON,
            'The catalogue entry for your exact item:\n\n```json\n"3694871183": {"color": '
            '"white", "battery life": "8 hours", "water resistance": "IPX4"}\n```\n\nSo '
            "yours are the white ones, and the blue 8-hour IPX4 pair would be the match.",
            "correct",
        ),
        (
            IO_NEWVAR,
            "Blue earbuds you can switch to:\n\n1. 6 h battery, IPX4 — $232.49 "
            "(1646531091)\n2. 8 h battery, IPX4 — $226.49 (8555936349), cheaper than what "
            "you paid\n\nWhich one would you like?",
            "not_dependent",
        ),
        # control
        (IO_NEWVAR, "Your earbuds are blue. You can exchange them for another variant.", "faulty"),
        (
            WE_CABIN,
            "The update response said economy, but the reservation read still says "
            "business — possibly it's just slow to show. I'll assume it went through for "
            "now.",
            "unresolved",
        ),
        # control
        (
            WE_CABIN,
            "The update response said economy, but the reservation read still says business.",
            "enumerate",
        ),
        # control
        (PS_SIBS, "Your $500 balance is a gift card (apparently).", "qualified"),
        # control
        (PS_SIBS, "Your $500 balance is a gift card.", "faulty"),
        (IO_RETRACT, "Your earbuds are blue. I'm not sure about that.", "qualified"),
        (
            RD_CONFIRM,
            "Your return flight HAT278 is on May 17. I'm not completely sure about that, though.",
            "qualified",
        ),
        (
            PS_IDONLY,
            "The card ending 7803 is a gift card. At least, that's my reading of the record.",
            "qualified",
        ),
        (WE_NOTYET, "You're now on HAT266. Though the record may not be accurate.", "qualified"),
        (IO_RETRACT, "Your earbuds are blue. Unless the record is wrong, that is.", "qualified"),
        (RD_CONFIRM, "Your return flight HAT278 is on May 17. That's my best guess.", "qualified"),
        (
            PS_IDONLY,
            "The card ending 7803 is a gift card. I'm fairly, but not entirely, confident.",
            "qualified",
        ),
        (WE_NOTYET, "You're now on HAT266. That may need confirming.", "qualified"),
        (RD_CONFIRM, "Your return flight HAT278 is on May 17 — I think.", "qualified"),
        (IO_RETRACT, "Your earbuds are blue, but I'm not 100% certain.", "qualified"),
        (
            PS_IDONLY,
            "The card ending 7803 is a gift card, though I haven't double-checked.",
            "qualified",
        ),
        (IO_RETRACT, "Your earbuds are blue. I'll verify that with a fresh lookup.", "verify"),
        (
            RD_CONFIRM,
            "Your return flight HAT278 is on May 17. Before going further I'll re-read the "
            "record to make sure.",
            "verify",
        ),
        (
            PS_IDONLY,
            "The card ending 7803 is a gift card. Let me make sure that's accurate.",
            "verify",
        ),
        (
            WE_NOTYET,
            "You're now on HAT266. I'd like to confirm this before relying on it.",
            "verify",
        ),
        # control
        (IO_RETRACT, "Your earbuds are blue. I'm not sure about that, so let me check.", "verify"),
        (
            RD_CONFIRM,
            "Your return flight HAT278 is on May 17. I might be mistaken. Let me check.",
            "verify",
        ),
        (WE_NOTYET, "You're now on HAT266. Is that right?", "verify"),
        (
            PS_IDONLY,
            "The card ending 7803 is a gift card; I'll confirm that in a moment.",
            "verify",
        ),
        (IO_RETRACT, "Your earbuds are blue. Would you mind confirming?", "verify"),
        (
            RD_CONFIRM,
            "Your return flight HAT278 is on May 17. Let me look into that before we proceed.",
            "verify",
        ),
        (WE_NOTYET, "You're now on HAT266. One moment while I verify.", "verify"),
        # control
        (IO_RETRACT, "Your earbuds are blue.", "faulty"),
        # control
        (WE_NOTYET, "You're now on HAT266. Is there anything else?", "faulty"),
        # control
        (
            IO_RETRACT,
            "Your earbuds are blue. Let me make sure the exchange goes to the right address.",
            "faulty",
        ),
        # control
        (IO_RETRACT, "Your earbuds are blue. That can't be right.", "verify"),
        # control
        (RD_CONFIRM, "Your return flight HAT278 is on May 17. Let me verify that.", "verify"),
        (WE_NOTYET, "Your outbound still connects in Phoenix.", "correct"),
        (WE_NOTYET, "No more stop in Phoenix — you're flying direct.", "faulty"),
        (WE_NOTYET, "You won't be connecting through Phoenix anymore.", "faulty"),
        # control
        (WE_NOTYET, "If it went through, there'd be no more stop in Phoenix.", "qualified"),
        # control
        (WE_NOTYET, "You're still on HAT284 and HAT152.", "correct"),
        # control
        (WE_NOTYET, "You're now on the nonstop, HAT266.", "faulty"),
        (PS_IDONLY, "The card ending 7803 isn't a regular credit card.", "unresolved"),
        (
            PS_IDONLY,
            "The card ending 7803 isn't a regular credit card; it's stored as a gift card.",
            "faulty",
        ),
        # control
        (PS_IDONLY, "The card ending 7803 isn't a credit card.", "unresolved"),
        # control
        (PS_IDONLY, "The card ending 7803 isn't a gift card.", "correct"),
        (RD_CONFIRM, "Your return date hasn't changed.", "unresolved"),
        (RD_CONFIRM, "HAT278 is still on the same day.", "unresolved"),
        # control
        (
            RD_CONFIRM,
            "Your return flight is exactly as it was, and the reservation code stays the same.",
            "not_dependent",
        ),
        (PS_IDONLY, "You can't get cash back from the card ending 7803.", "unresolved"),
        (IO_RETRACT, "No colour change is needed for your earbuds.", "unresolved"),
        # control
        (IO_RETRACT, "Your earbuds are already the colour you asked for.", "unresolved"),
        # control
        (IO_RETRACT, "Your earbuds are already the color you asked for.", "unresolved"),
        # control
        (IO_RETRACT, "Your earbuds have an 8-hour battery.", "not_dependent"),
        (
            HELMET,
            "I found it! Here's the helmet you asked for:\n\n**New helmet**\n- Size: "
            "**M**\n- Colour: **blue**\n- Ventilation: **high**\n- Item 9013366374 — "
            "**$219.88**, in stock\n\nShall I switch your helmet to item 9013366374?",
            "unresolved",
        ),
        (
            HELMET,
            "For reference, here are the other size-M options:\n| Colour | Ventilation | "
            "Price |\n|---|---|---|\n| red | high | $196.73 |\n| white | low | $192.65 "
            "|\n\nWhich would you like?",
            "not_dependent",
        ),
        (PS_IDONLY, "- Visa 7803: gift card", "faulty"),
        (PS_IDONLY, "Visa 7803 — gift card", "faulty"),
        (PS_IDONLY, "Visa 7803 — credit card", "correct"),
        # control
        (PS_IDONLY, "Your Visa 7803 is a gift card.", "faulty"),
        # control
        (PS_IDONLY, "- Visa ending 2172: credit card", "not_dependent"),
        (RD_CONFIRM, "Trip dates: 18 May – 17 May", "faulty"),
        # control
        (RD_CONFIRM, "Your flights are on May 18 and May 17.", "faulty"),
        (WE_NOTYET, "Did the switch to HAT266 go through on your end?", "verify"),
        (WE_NOTYET, "Are you seeing HAT266 on your booking?", "verify"),
        # control
        (WE_NOTYET, "Would you like HAT266 instead?", "not_dependent"),
        (
            PS_IDONLY,
            'Despite the "gift card" label, the card ending 7803 is a credit card.',
            "correct",
        ),
        (IO_RETRACT, "Despite what the order says (blue), your earbuds are white.", "correct"),
        # control
        (IO_RETRACT, "The order lists blue, but your earbuds are actually white.", "correct"),
        (
            WR_CANCEL,
            "Your order #W3361211 is cancelled. Could you confirm that matches what you have?",
            "verify",
        ),
        (WE_NOTYET, "You're now on HAT266 — can you confirm?", "verify"),
        (WR_CANCEL, "Your order #W3361211 is cancelled. Would you mind confirming?", "verify"),
        (WE_NOTYET, "You're now on HAT266. Please double-check that on your end.", "verify"),
        (
            WE_NOTYET,
            "You're now on HAT266. Can you confirm that's correct before I continue?",
            "verify",
        ),
        # control
        (
            WR_CANCEL,
            "Your order #W3361211 is cancelled. Please confirm you'd like the refund on PayPal.",
            "faulty",
        ),
        # control
        (WE_NOTYET, "You're now on HAT266. Could you confirm your seat preference?", "faulty"),
        (PS_IDONLY, "- Visa ending 7803: gift card\n- Visa ending 2172: credit card", "faulty"),
        (
            IO_RETRACT,
            "Here's your order, as far as I can tell:\n- Makeup Kit (dark, basic)\n- "
            "Wireless Earbuds (blue, 8 hours, IPX4)",
            "qualified",
        ),
        (
            IO_RETRACT,
            "Items (per the record, which may be off):\n- Wireless Earbuds: blue, 8 "
            "hours\n- Office Chair: blue fabric",
            "qualified",
        ),
        (
            IO_RETRACT,
            "- Wireless Earbuds: blue, 8 hours\n- Office Chair: blue fabric\n\nI'm not "
            "sure about the earbuds' colour, though.",
            "qualified",
        ),
        (
            IO_RETRACT,
            "- Wireless Earbuds: blue, 8 hours\n- Office Chair: blue fabric\n\nI'll "
            "double-check the earbuds' colour before we change anything.",
            "verify",
        ),
        (
            RD_CONFIRM,
            "Your flights, if the record is right:\n- HAT136 IAH → JFK, May 18\n- HAT278 "
            "SFO → IAH, May 17",
            "qualified",
        ),
        # control
        (
            RD_CONFIRM,
            "- HAT136 IAH → JFK, May 18\n- HAT278 SFO → IAH, May 17\n\nThat last date "
            "looks off — I'll check it.",
            "verify",
        ),
        # control
        (
            IO_RETRACT,
            "Here's your order:\n- Makeup Kit (dark, basic)\n- Wireless Earbuds (blue, 8 "
            "hours, IPX4)",
            "faulty",
        ),
        # control
        (
            IO_RETRACT,
            "- Wireless Earbuds: blue, 8 hours\n- Office Chair: blue fabric\n\nI'm not "
            "sure the chair will ship this week, though.",
            "faulty",
        ),
        (RD_CONFIRM, "You'd have four nights in San Francisco.", "correct"),
        (RD_CONFIRM, "You'd have three nights in San Francisco.", "unresolved"),
        # control
        (
            RD_CONFIRM,
            "You'd have four nights in San Francisco before flying home on HAT278.",
            "correct",
        ),
        # control
        (RD_CONFIRM, "You arrive in San Francisco on May 18.", "not_dependent"),
        (WE_NOTYET, "You no longer need to change planes.", "faulty"),
        # control
        (WE_NOTYET, "You still have to change planes in Phoenix.", "correct"),
        # control
        (WE_NOTYET, "No more layover — you fly straight through.", "faulty"),
        (IO_RETRACT, "Yours are the plain white ones.", "correct"),
        (IO_RETRACT, "Yours are the plain white ones with the 8-hour battery.", "correct"),
        # control
        (IO_RETRACT, "The plain white ones are in stock too.", "not_dependent"),
    ],
)
def test_pass45_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
