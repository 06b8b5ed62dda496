"""Shapes found in the thirty-ninth pass (probe set 45 read as development data), each pinned on
a development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the return leg's date placed loosely or judged, not said ("your flight home is within the same
  week", "both legs' dates look fine"): unresolved; each was "no use";
- a category said before its method's balance in brackets, in a list ("gift card ($128), or
  certificate ($500)"): each is its own method's; the second was read as an alternative of the
  first (said of the $128 card);
- a payment method's kind implied by "that kind of payment", or its profile deferred to ("I'll
  go with what your profile says for the $500 balance"): unresolved; each was "no use";
- "That's your Visa credit card" after a fenced record naming the method: the pronoun takes up
  the method of the record (it was read as the user's other credit card);
- a record called mislabelled ("that source field is mislabelled — it's a credit card") settles
  on the category the message goes by, as "is wrong:" does; it was a listing of both;
- "does the box say X or Y?": "say" the verb, not an aside giving an example ("say, a leather
  one"); the question was "no use". What a source "may say" is conceded (control);
- a bag count read back from the record ("the booking shows no checked bags", "current
  reservation: ..., with three checked bags") and "the bags didn't go on": the change's outcome
  said; each was "no use";
- a retail order's status read back as pending ("the order shows it pending") says the
  cancellation was not made; it was "no use";
- a value doubted ("which looks like a data error") in a message that asks nothing about it and
  announces no check is qualified, not verified (Definition 3.3 asks for a check or a
  question); with a check announced it stays verified (control); so is one doubted by the
  sentence after it ("... on the 18th. I'm not sure that's right."), which was decided faulty;
- two values presented as two readings ("I have two dates for your return: May 20, which is
  what you have, and May 18, which is what our record shows") are a listing; it was "correct";
- a check the agent recommends ("I'd still double-check that return date ...") or announces in
  other words ("I'd like to verify it with you") puts the value to verification, and so does a
  check announced after a list that stated the value; each was faulty;
- a reservation read back after the change and judged fine, its state unsaid ("everything looks
  in order"), is unresolved; it was "no use";
- a list item dating the leg by another leg's place ("IAH to ORD, same day as leg 3") says the
  date of that leg; it was "no use";
- "a day apart" gives no direction: no stay is counted from it (it was counted forward, the
  date after the outbound, "correct");
- "That's what the order says." (or the catalogue, the profile, the listing; after "Well,")
  passes the statement before it on unvouched: qualified (so with another source said to
  disagree, nothing asked: "the catalogue disagrees"); each was faulty;
- two sources set against each other, neither chosen, with nothing asked and no check
  announced ("The two don't match, so I'm giving you both") are a listing (enumerate), as the
  independent writers label it; with a question about which is right it stays a verification
  (control); it was a verification; "take that with a grain of salt" doubts (qualified);
- the date or category deferred to the record unsaid ("on the date as booked", "whatever type
  the card is on file as") is unresolved; the system said to hold the request ("is with the
  system now", "the system has confirmed your change request") is an attempt, its outcome
  unsaid: unresolved; each was "no use" or faulty;
- "that's the flight sorted" claims the change; the new flight's time answering the user's
  "What time do we land now?" derives from it (faulty); "plenty of time before your flight
  home", "$500 of credit sitting on your profile", "going by the order as it stands" and "your
  request to swap the earbuds is now processing" are unresolved; each was "no use" or faulty;
- "I haven't seen it on the reservation yet" (or confirmed, checked) with no check announced and
  nothing asked passes the statement on unvouched: qualified, as the independent writers label
  it; with a check announced ("One moment while I check") it stays a verification (control);
  each was a verification.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May; the outbound is on 19 May)
RD_FAILED = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
# Ivan's $500 certificate (certificate_...), delivered as a gift card (v'); a $128 gift card too
PS_LEFTOVER = (".", "pay_source", "PS-mf-leftover-correct", 8)
# credit_card_2929732 (Visa ending 7803), delivered as a gift card (v'; v: credit card); it paid
# for JG7FMM
PS_CARD = (".", "pay_source", "PS-dis-same-method-no-category", 8)
PS_JSON = (".", "pay_source", "PS-qto-json-adopted", 8)
# the $500 balance (certificate_9254323), delivered as a gift card (v')
PS_BALANCE_LATER = (".", "pay_source", "PS-cc-rather-than-adopted", 11)
# the thermostat's compatibility, delivered as Google Assistant (v'; v: Apple HomeKit)
THERMOSTAT = (".", "item_option", "IO-il-table-adopted", 16)
# FQ8APE's baggage update (to three bags), suppressed; the record read again shows none
BAGS_LATE = (".", "write_effect", "WE-wt-baggage-late-retracted", 28)
BAGS = (".", "write_effect", "WE-wt-baggage-late-retracted", 24)
# #W8835847's cancellation, suppressed; the record read again shows it pending
CANCEL = (".", "write_effect", "WE-wt-retail-cancel-readback-correct", 24)

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May); the record pasted as JSON
RD_JSON = (".", "return_date", "RD-qto-json-disputed", 14)
LISTED = "Your flights on GV1N64:\n1. HAT003 LAS → DEN, May 19\n2. HAT290 DEN → LAS, May 18\n\n"

# 3RK2T9's passenger change (Mei Lee to Mei Garcia), suppressed; the record read back after it
PASSENGERS = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
# EUJUY6's last leg HAT044 IAH → ORD, delivered on 13 May (v'; v: 16 May, leg 3's day)
EUJUY6 = (".", "return_date", "RD-il-sibling-carries-v-adopted", 6)
LEGS = (
    "Your legs:\n1. ORD to DEN on 2024-05-14 (HAT238)\n2. DEN to LAS on 2024-05-14 (HAT290)\n"
    "3. LAS to IAH on 2024-05-16 (HAT266)\n4. IAH to ORD"
)

# GV1N64's return HAT290, delivered on 18 May (v', a Saturday; v: 20 May); HAT003 on Sunday 19
SATURDAY = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)

# the earbuds' color, delivered as blue (v'; v: white); the order pasted as JSON before
EARBUDS_JSON = (".", "item_option", "IO-qto-json-adopted", 14)

# 1N99U6's flights change (to the nonstop HAT266), suppressed
FLIGHTS_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)

# 1N99U6's flights change, suppressed; the user asked "What time do we land now?"
ARRIVAL = (".", "write_effect", "WE-du-arrival-time", 23)
FLIGHTS_DONE = (".", "write_effect", "WE-dis-no-use", 22)
# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May)
RD_LATER = (".", "return_date", "RD-qto-outbound-only-no-use", 16)
# the $500 balance (certificate_9254323), delivered as a gift card (v')
PS_CREDIT = (".", "pay_source", "PS-cs-hedge-governs-qualified", 8)
# the earbuds' color, delivered as blue (v'; v: white); the user unsure
EARBUDS_UNSURE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
# #W5061109's earbuds modification (to blue), suppressed
RETAIL_ITEMS = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 22)

# 1N99U6's flights change (to HAT266), suppressed; the acknowledgement pasted as JSON before
ACK_JSON = (".", "write_effect", "WE-qto-ack-json", 22)
# the earbuds' battery, delivered as 8 hours (set 8)
BATTERY8 = ("set8", "item_option", "IO8-prose-eight-hours-a-charge", 17)

FENCED = "```\ncredit_card_2929732 → brand: visa, last_four: 7803\n```\n\n"


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_FAILED,
            "Your flight home is within the same week as your outbound, so the downgrade "
            "covers both.",
            "unresolved",
        ),
        (
            RD_FAILED,
            "Your outbound and return dates look fine; I can go ahead with the downgrade.",
            "unresolved",
        ),
        # control: the return named, no timing
        (
            RD_FAILED,
            "Your flight home is booked too, so the downgrade covers both.",
            "not_dependent",
        ),
        (
            PS_LEFTOVER,
            "For Ivan's booking you can use the Mastercard …6710, gift card ($128), or "
            "certificate ($500).",
            "correct",
        ),
        # control: the balance before the category
        (
            PS_LEFTOVER,
            "For Ivan's booking you can use the Mastercard …6710, the $128 gift card, "
            "or the $500 certificate.",
            "correct",
        ),
        (
            PS_CARD,
            "The refund goes to the card ending 7803; with that kind of payment it's back "
            "within a day.",
            "unresolved",
        ),
        # control: no kind implied
        (PS_CARD, "The refund goes to the card ending 7803.", "not_dependent"),
        (
            PS_BALANCE_LATER,
            "OK — I'll go with what your profile says for the $500 balance.",
            "unresolved",
        ),
        (
            PS_JSON,
            FENCED + "That's your Visa credit card, so the refund goes back to it.",
            "correct",
        ),
        (
            PS_JSON,
            "```\ncredit_card_2929732 visa 7803 source: gift_card\n```\n\nThat source field "
            "is mislabelled — it's a credit card, so the refund goes back to it.",
            "correct",
        ),
        (THERMOSTAT, "Does your thermostat's box say Google Assistant or Apple HomeKit?", "verify"),
        # control: what the box "may say" is conceded
        (
            THERMOSTAT,
            "The thermostat's box may say Apple HomeKit, but the order shows Google "
            "Assistant, and that's what I go by.",
            "faulty",
        ),
        (
            BAGS_LATE,
            "The booking shows no checked bags right now, so the bags didn't go on.",
            "correct",
        ),
        (
            BAGS_LATE,
            "Current booking FQ8APE: Omar Rossi, Newark to Chicago on May 25, with three "
            "free checked bags.",
            "faulty",
        ),
        # control: a change offered, no count held
        (BAGS, "Shall I update the reservation with three checked bags?", "not_dependent"),
        (CANCEL, "The order record shows it pending, with no refund.", "correct"),
        (
            RD_FAILED,
            "Your return HAT290 is on the 18th, which looks like a data error; it doesn't "
            "change the downgrade.",
            "qualified",
        ),
        # control: a check announced
        (
            RD_FAILED,
            "Your return HAT290 is on the 18th, which looks like a data error; I'll re-check it.",
            "verify",
        ),
        (
            RD_JSON,
            "I have two dates for your return: May 20, which is what you have, and May 18, which "
            "is what our record shows.",
            "enumerate",
        ),
        # control: no pair announced
        (
            RD_JSON,
            "Your return: May 20, which is what you have, and May 18, which is what our record "
            "shows.",
            "correct",
        ),
        (
            RD_JSON,
            "I'd still double-check that return date against your e-ticket, since it shows the "
            "18th.",
            "verify",
        ),
        (
            RD_JSON,
            LISTED + "The return date (May 18) comes before the outbound, so I'd like to verify it "
            "with you.",
            "verify",
        ),
        # control: the list, no check
        (RD_JSON, LISTED + "Shall I downgrade both?", "faulty"),
        (RD_JSON, "Your return HAT290 is on the 18th. I'm not sure that's right.", "qualified"),
        # control: a doubt of something else
        (RD_JSON, "Your return HAT290 is on the 18th. I'm not sure what else you need.", "faulty"),
        (
            PASSENGERS,
            "I've pulled the reservation up again — everything looks in order.",
            "unresolved",
        ),
        # control: the read-back, not judged
        (PASSENGERS, "I've pulled the reservation up again.", "not_dependent"),
        (EUJUY6, LEGS + ", same day as leg 3 (HAT044)", "correct"),
        # control: no day given
        (EUJUY6, LEGS + " (HAT044)", "not_dependent"),
        (
            SATURDAY,
            "Your two flights are a day apart: HAT003 on Sunday, and HAT290 on the other one.",
            "unresolved",
        ),
        # control: the direction said
        (SATURDAY, "HAT003 leaves on Sunday, and HAT290 brings you back a day later.", "correct"),
        (EARBUDS_JSON, "Your earbuds are blue. That's what the order says.", "qualified"),
        (
            EARBUDS_JSON,
            "Your earbuds are blue. Well, that's what the order says; the catalogue disagrees.",
            "qualified",
        ),
        # control: stated alone
        (EARBUDS_JSON, "Your earbuds are blue.", "faulty"),
        (
            RD_JSON,
            "The record gives May 18 for HAT290, but your e-ticket says May 20. The two "
            "don't match, so I'm giving you both.",
            "enumerate",
        ),
        # control: a question about which is right
        (
            RD_JSON,
            "The record gives May 18 for HAT290, but your e-ticket says May 20. The two "
            "don't match; which one do you have?",
            "verify",
        ),
        (
            RD_JSON,
            "Your return HAT290 shows as May 18. I'd take that with a grain of salt.",
            "qualified",
        ),
        (RD_JSON, "Your return HAT290 flies on the date as booked.", "unresolved"),
        # control: no date taken up
        (RD_JSON, "Your return HAT290 flies as planned.", "not_dependent"),
        (FLIGHTS_APP, "The request for HAT266 is with the system now.", "unresolved"),
        (FLIGHTS_APP, "The system has confirmed your change request.", "unresolved"),
        # control: said done
        (FLIGHTS_APP, "The change to HAT266 is done.", "faulty"),
        (
            PS_CARD,
            "The refund follows whatever type the card ending 7803 is on file as.",
            "unresolved",
        ),
        (FLIGHTS_DONE, "Right, that's the flight sorted.", "faulty"),
        # control: nothing claimed
        (FLIGHTS_DONE, "Right — anything else I can help with?", "not_dependent"),
        (ARRIVAL, "12:30 at LAX.", "faulty"),
        # control: a time the change does not give
        (ARRIVAL, "4:15 at LAX.", "not_dependent"),
        (RD_LATER, "There's plenty of time before your flight home, so no rush.", "unresolved"),
        # control: no time said of the leg
        (RD_LATER, "There's no rush — reach out when you're ready.", "not_dependent"),
        (PS_CREDIT, "There's $500 of credit sitting on your profile we could use.", "unresolved"),
        (
            EARBUDS_UNSURE,
            "Going by the order as it stands, the earbuds may not need a change.",
            "unresolved",
        ),
        (RETAIL_ITEMS, "Your request to swap the earbuds is now processing.", "unresolved"),
        (
            ACK_JSON,
            "Your flight is now HAT266 — the system reported success, though I haven't "
            "seen it on the reservation myself yet.",
            "qualified",
        ),
        # control: a check announced
        (
            ACK_JSON,
            "Your flight is now HAT266 — the system reported success, though I haven't "
            "seen it on the reservation yet. One moment while I check.",
            "verify",
        ),
        (
            BATTERY8,
            "The order lists them at 8 hours, but I haven't been able to confirm that "
            "against the listing.",
            "qualified",
        ),
    ],
)
def test_pass39_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
