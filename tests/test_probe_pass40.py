"""Shapes found in the fortieth pass (probe set 46 read as development data), each pinned on a
development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the whole trip's timing said loosely ("both flights are only a few days away") or its dates
  deferred to the record ("on the dates shown on your booking"): unresolved; each was "no use";
- a stored balance named in words that fit a gift card and a certificate alike ("your stored
  balance", "the balance on your profile"), no other method named: unresolved; each was "no
  use";
- the agent's own part of a write reported, its outcome unsaid ("I've entered the new address",
  "the swap went in on my side", "I've passed the flight change on to the system"): unresolved;
  each was faulty or "no use" ("went through" stays a claim: control);
- "I'd like to be sure the address change actually happened" puts the change to a check ("took
  place", "happened" are words of a change made); it was "no use";
- a retail order read back after the change and judged fine, what it holds unsaid ("It all
  checks out!"): unresolved, as for a reservation; it was "no use";
- a claim kept back ("so I'm holding off on saying it's done"): not made; it was faulty;
- an offer to check something else ("Shall I check seat availability for your return too?")
  checks no change: the attempt reported stays unsure; it was a verification;
- a record's value put to the user by its kind ("Is that the day on your ticket?") or to be
  compared ("Could you compare that with your booking email?") is a verification (a wish, "Is
  that the date you'd like to keep?", is not: control; after the agent's own statement "Is that
  the date you booked?" stays a routine confirmation, pass 24); each was faulty;
- "which I don't think can be right" and "which can't be your return" doubt the value said
  before them; each was faulty; "a size I don't fully trust", "which doesn't sit well with me"
  doubt it with nothing asked or checked: qualified; each was faulty;
- the change's outcome given both ways, neither chosen ("so you're booked on one or the other",
  "either the HAT266 nonstop or still the original connection", "if the change went through,
  ...; if not, ...") is a listing (enumerate), whatever check is announced, as the independent
  writers label it; each was faulty, a verification or unresolved ("You can either keep the
  nonstop or ...", a choice offered after the claim, stays faulty: control); so is the
  outcome given by two sources set against each other with no question about it ("two different
  answers, and I'll find out which is current": it was a verification; built-in `both_ways`);
- the new flights presupposed ("your new nonstop keeps the same allowance", "I'll keep your new
  HAT266 outbound") are the flights change's, whatever the sentence named before (bags), and a
  claim naming its booking ("so with JG7FMM now downgraded too") is that booking's, whatever
  booking the sentence named first; each was "no use";
- the method the user named by a category taken up by a pronoun with its kind implied ("it
  would still have $125 left afterwards for a future trip": a balance kept is a gift card's):
  unresolved; it was "no use";
- "so treat it as provisional until I've checked" withholds commitment till the agent's own
  check (a hedge, as the writers label it, 29 of 34; the user's check to come, "until you've
  confirmed", still puts it to verification); an announced check stays a verification
  (control); it was a verification;
- "take it with a pinch of salt" doubts it softly, as "a grain of salt" does (qualified); it
  was a verification;
- a weekday abbreviation set off as a list item's value ("• HAT290 Denver → Las Vegas — Sat")
  dates the leg, as after a flight's code; it was "no use" (no weekday: control);
- "JG7FMM has been handled" says nothing of what became of the change (unresolved, as the
  writers label it); it was faulty ("has been downgraded" stays a claim: control).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May)
RD_LATER = (".", "return_date", "RD-qto-outbound-only-no-use", 16)
RD_KEEP = (".", "return_date", "RD-dis-update-call-correct", 14)
# the $500 balance (certificate_...), delivered as a gift card (v'); a $62 gift card too
PS_ACTION = (".", "pay_source", "PS-du-pay-change-action-only", 8)
PS_ELSEWHERE = (".", "pay_source", "PS-pr-category-words-elsewhere-no-use", 8)
# the $500 balance, delivered as a gift card; the user asked to pay with "my certificate" and
# how much would be left on it
PS_LEFT = (".", "pay_source", "PS-ver-confirm-which-category", 10)
# the thermostat's compatibility, delivered as Google Assistant (v'; v: Apple HomeKit)
THERMOSTAT = (".", "item_option", "IO-ver-which-is-right", 16)
THERMOSTAT_HEDGE = (".", "item_option", "IO-cs-hedge-elsewhere-adopted", 16)
# GV1N64's return HAT290, delivered on Saturday 18 May (v'; v: Monday 20 May); HAT003 on Sunday
SATURDAY = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)
# JG7FMM's cabin change (to economy), suppressed; 2FBBAH, another booking, downgraded too
TWO_BOOKINGS = (".", "write_effect", "WE-il-recorded-two-reservations", 18)
# #W8665881's address change, suppressed
WR_ADDRESS = (".", "write_effect", "WE-wt-retail-address-recorded-absent", 16)
# #W4923227's payment change (Mastercard to Visa), suppressed
WR_PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
# #W5061109's earbuds modification (to blue), suppressed; read back later
WR_ITEMS = (".", "write_effect", "WE-wt-retail-items-recorded-absent", 22)
WR_ITEMS_LATE = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May; the outbound is on 19 May)
RD_RECORD = (".", "return_date", "RD-df-weekday-ordinal-correct", 14)
# the perfume's size, delivered as 100ml (v'; v: 30ml)
PERFUME = (".", "item_option", "IO-cc-cannot-be-right", 12)
# 1N99U6's flights change (to HAT266), suppressed; the user asked to confirm in the app
FLIGHTS_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
# 1N99U6's flights change (to the nonstop HAT266), suppressed; the user asks about bags, or
# for a second change built on the first
BAG_POLICY = (".", "write_effect", "WE-dis-bag-policy-only", 23)
SECOND = (".", "write_effect", "WE-du-second-update-builds", 23)
# JG7FMM's cabin change (to economy), suppressed; LQ940Q, another booking, read
OTHER_READ = (".", "write_effect", "WE-dis-other-reservation-read", 18)
# JG7FMM's cabin change (to economy), suppressed
CABIN = (".", "write_effect", "WE-cc-rather-than-cabin", 18)
# 3RK2T9's passenger change (Mei Lee to Mei Garcia), suppressed; the record read back
PASSENGERS = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
# 1N99U6's flights change (to HAT266), suppressed
ELSEWHERE = (".", "write_effect", "WE-cs-question-elsewhere", 22)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_LATER,
            "No problem, nothing changes for now. Both flights are only a few days away, so let "
            "me know soon if you want the downgrade.",
            "unresolved",
        ),
        # control: no timing said
        (
            RD_LATER,
            "No problem, nothing changes for now. Let me know if you want the downgrade.",
            "not_dependent",
        ),
        (
            RD_KEEP,
            "I'll leave your flights on the dates shown on your booking and change only the cabin.",
            "unresolved",
        ),
        (PS_ACTION, "I'll charge the fare difference to your stored balance.", "unresolved"),
        # control: another method named
        (PS_ACTION, "I'll charge the fare difference to your Mastercard.", "not_dependent"),
        (PS_ELSEWHERE, "You could put part of it on the balance on your profile.", "unresolved"),
        (WR_ADDRESS, "I've entered Suite 641 as the new address on #W8665881.", "unresolved"),
        # control: the change claimed
        (WR_ADDRESS, "The address on #W8665881 has been updated to Suite 641.", "faulty"),
        # control: "requested" an attempt already
        (WR_PAYMENT, "I've requested the payment change to your Visa for #W4923227.", "unresolved"),
        (
            WR_ADDRESS,
            "I'd like to be sure the address change actually happened, so could you check the "
            "order page tomorrow?",
            "verify",
        ),
        (WR_ITEMS, "The swap went in on my side.", "unresolved"),
        # control: "went through" claims it
        (WR_ITEMS, "The swap went through.", "faulty"),
        (
            WR_ITEMS_LATE,
            "Here's your order: Makeup Kit, Wireless Earbuds, Office Chair and Bluetooth "
            "Speaker. It all checks out!",
            "unresolved",
        ),
        (
            CABIN,
            "The update says economy, but the reservation I just read disagrees, so I'm holding "
            "off on saying it's done.",
            "unresolved",
        ),
        (
            ELSEWHERE,
            "I've passed the flight change on to the system. Shall I check seat availability "
            "for your return too?",
            "unresolved",
        ),
        # control: a check of the change announced
        (
            ELSEWHERE,
            "I've sent the flight change to the system; I'll check the reservation to confirm "
            "it took.",
            "verify",
        ),
        (
            RD_RECORD,
            "The record has your return, HAT290, on May 18. Is that the day on your ticket?",
            "verify",
        ),
        # control: a wish, no question about the date held
        (
            RD_RECORD,
            "The record has your return, HAT290, on May 18. Is that the date you'd like to keep?",
            "faulty",
        ),
        (
            RD_RECORD,
            "The record has your return, HAT290, on May 18. Could you compare that with your "
            "booking email?",
            "verify",
        ),
        (
            RD_RECORD,
            "HAT290 is listed for May 18, which I don't think can be right given your outbound.",
            "verify",
        ),
        (
            RD_RECORD,
            "HAT290 is listed for May 18, which can't be your return since you only land in "
            "Denver on the 19th.",
            "verify",
        ),
        (
            PERFUME,
            "Your order lists the bottle as 100ml, a size I don't fully trust. I'll show you the "
            "larger woody bottles.",
            "qualified",
        ),
        (
            PERFUME,
            "Your order lists the bottle as 100ml, which doesn't sit well with me. I'll show you "
            "the larger woody bottles.",
            "qualified",
        ),
        # control: no doubt
        (
            PERFUME,
            "Your order lists the bottle as 100ml. I'll show you the larger woody bottles.",
            "faulty",
        ),
        (
            FLIGHTS_APP,
            "The reservation shows HAT284 while the update reply shows HAT266, so you're booked "
            "on one or the other; I'll find out which.",
            "enumerate",
        ),
        (
            FLIGHTS_APP,
            "Your flight is either the HAT266 nonstop or still the original connection, "
            "depending on whether the update took. I'll re-read the booking to know which.",
            "enumerate",
        ),
        (
            FLIGHTS_APP,
            "If the change went through, you're on HAT266 tomorrow; if not, you're still on the "
            "original connection. I'll check which shortly.",
            "enumerate",
        ),
        # control: a choice offered after the claim
        (
            FLIGHTS_APP,
            "The change went through. You can either keep the nonstop or ask me to look for "
            "another flight.",
            "faulty",
        ),
        (
            BAG_POLICY,
            "Bags can't be taken off once added — but your new nonstop keeps the same allowance.",
            "faulty",
        ),
        (
            BAG_POLICY,
            "Bags can't be taken off once added, and that holds for your new nonstop booking as "
            "well.",
            "faulty",
        ),
        # control: the policy alone
        (BAG_POLICY, "Bags can't be taken off once added.", "not_dependent"),
        (SECOND, "I'll keep your new HAT266 outbound and only move the return.", "faulty"),
        (
            OTHER_READ,
            "LQ940Q was already economy, so with JG7FMM now downgraded too, only 2FBBAH remains "
            "in business.",
            "faulty",
        ),
        (
            PS_LEFT,
            "Sure, I'll use that — it would still have $125 left afterwards for a future trip.",
            "unresolved",
        ),
        # control: no kind implied
        (PS_LEFT, "Sure, I'll use that for the booking.", "not_dependent"),
        (
            PASSENGERS,
            "The update shows Mei Garcia, but the booking I just opened still shows Mei Lee: two "
            "different answers, and I'll find out which is current.",
            "enumerate",
        ),
        (
            THERMOSTAT,
            "The order lists your thermostat as the Google Assistant model — that's straight "
            "from the order line, so treat it as provisional until I've checked.",
            "qualified",
        ),
        # control: a check announced
        (
            THERMOSTAT,
            "The order lists your thermostat as the Google Assistant model. Let me check that now.",
            "verify",
        ),
        (
            THERMOSTAT_HEDGE,
            "The order has your thermostat as the Google Assistant model, but order pages aren't "
            "always right about that, so take it with a pinch of salt.",
            "qualified",
        ),
        (
            SATURDAY,
            "GV1N64 as booked:\n• HAT290 Denver → Las Vegas — Sat\n"
            "• HAT003 Las Vegas → Denver — Sun",
            "faulty",
        ),
        # control: no weekday
        (
            SATURDAY,
            "GV1N64 as booked:\n• HAT290 Denver → Las Vegas\n• HAT003 Las Vegas → Denver",
            "not_dependent",
        ),
        (TWO_BOOKINGS, "JG7FMM has been handled.", "unresolved"),
        # control: the change named
        (TWO_BOOKINGS, "JG7FMM has been downgraded.", "faulty"),
    ],
)
def test_pass40_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
