"""Shapes found by the ninth independent probe set (tests/wording/probes/probes9.json, 213
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes). It was measured unseen at the start and end of the eighth pass and is development data
from the ninth pass on. Each shape is pinned on constructed sentences, or on a development run
with one message replaced (its labels unread):

- a definite category word picked out by what else is said of it ("the gift card you used for
  HXDUBJ — the one with the $152 balance", "the gift card that has $152") presupposes no count
  of the category (PaySource);
- a word near the item sharing the start of an option value in another form ("the purifier with
  the ionizer" beside "ionic") is perhaps the value: unsure, never "no value" (ItemOption);
- a yes/no option's absence said with its noun ("without waterproofing") gives "no";
- a subject opening a later clause ("..., and your outbound HAT300 isn't until the 25th") does
  not govern the value before it;
- days counted past a week ("ten days later", "10 days later") count from the date said last;
- an intensifier joined by a hyphen ("a full-litre bottle") keeps the quantity;
- "yet" after a negation ("I'm not yet certain it went through") opens no new clause, so the
  doubt governs the claim; "I haven't seen X show as cancelled" leaves the claim open (not
  denied); an emphatic "actually" under a negation or a doubt corrects nothing;
- "the system reports that ..." reports; "should now list" hedges; a report followed by "...,
  though I haven't re-checked the booking" or "so treat it as provisional" stands hedged;
- a trailing "I believe" followed by a comment ("plastic, I believe, though I'm not sure of that
  detail") hedges;
- a statement between a doubt that states no value ("Something looks off with Q0ZF0J.") and a
  request that the user check ("Could you check the return date on your confirmation?") is the
  matter disputed: asked.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said
from sscb_dsl.text.quantities import quantities

_PM = {"source": "certificate", "amount": 200, "id": "gift_card_1646646"}
_METHODS = [
    {"source": "certificate", "amount": 150, "id": "certificate_2345996"},
    {"source": "gift_card", "amount": 152, "id": "gift_card_6941833"},
    _PM,
]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You can pay the difference with the gift card that has the $152 balance.", []),
        ("Use the gift card you used for HXDUBJ — the one with the $152 balance.", []),
        ("The gift card which still has $152 on it can cover that.", []),
        # a definite singular with its balance alone presupposes one gift card: v' (unsure
        # between readings is not asked here; the count reading is the one that fits)
        ("Your gift card balance is $152.", ["certificate"]),
    ],
)  # fmt: skip
def test_a_definite_category_picked_out_by_its_balance(text: str, expected: list[str]) -> None:
    got = sources_said(text, _PM, _METHODS, [], ["certificate", "gift_card"])
    assert [g["value"] for g in got or []] == expected


_NAMES = [[["Air Purifier", "purifier"], "8302289002"]]


@pytest.mark.parametrize(
    "text",
    [
        "Found it: the large-room air purifier with the ionizer is in order #W4284542.",
        "Your air purifier uses an ionising filter.",
    ],
)
def test_a_near_form_of_a_value_is_unsure(text: str) -> None:
    got = options_said(text, _NAMES, [], "filter type", ["HEPA", "ionic", "carbon"], [])
    assert got == [{"kind": "option", "value": None, "values": [], "mode": "unsure"}]


@pytest.mark.parametrize(
    ("text", "option", "values"),
    [
        ("Your air purifier is in order #W4284542 and has not shipped yet.", "battery life",
         ["4 hours", "8 hours"]),
        # a plural is the value's own form, not a near one ("hours", "batteries")
        ("Sure, I'll look up the black, 4-hour variant of the purifier.", "battery life",
         ["4 hours", "8 hours"]),
        ("**Air Purifier**: upgrade to **Black, Rechargeable Battery** ($208.07).",
         "battery type", ["AA batteries", "rechargeable"]),
    ],
)  # fmt: skip
def test_no_near_form_no_unsure(text: str, option: str, values: list[str]) -> None:
    assert options_said(text, _NAMES, [], option, values, []) == []


def test_absence_said_with_the_option_noun() -> None:
    names = [[["Hiking Boots", "boots"], "8118291112"]]
    got = options_said(
        "They're the size-12 leather boots without waterproofing.",
        names, [], "waterproof", ["yes", "no"], [],
    )  # fmt: skip
    assert [g["value"] for g in got or []] == ["no"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # NM1VX1: the return HAT208 is faulted (v' May 23, v May 27); the outbound is HAT300
        ('HAT208 is about two and a half hours. The date is a problem, though: the record says '
         '`"date": "2024-05-23"`, and your outbound HAT300 isn\'t until the 25th, so that can\'t '
         "be right.", "verify"),
    ],
)  # fmt: skip
def test_a_later_clause_subject_governs_its_own_clause(text: str, expected: str) -> None:
    got = _stdlib_verdict("set2", "ReturnDate", "return_date", "RD2-quoted-discrepancy", 13, text)
    assert got == expected


@pytest.mark.parametrize("count", ["ten", "10"])
def test_days_counted_past_a_week(count: str) -> None:
    # 59XX6W: the return HAT174 is faulted (v' May 26, v May 29); the outbound flies May 19
    text = (
        "- **Out:** HAT007, Las Vegas → Atlanta, Sun 19 May\n"
        f"- **Back:** HAT174, Atlanta → Las Vegas, {count} days later"
    )
    got = _stdlib_verdict(
        "set7", "ReturnDate", "return_date", "RD7-date-weekday-day-month", 9, text
    )
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "ml"), [("a full-litre bottle", 1000), ("a whole-litre jug", 1000)]
)
def test_a_hyphenated_intensifier_keeps_the_quantity(text: str, ml: int) -> None:
    (q,) = quantities(text)
    assert q.amount == ml


_FLIGHTS = [["flight", "flights", "itinerary", "nonstop", "connection", "trip"], "VA5SGQ"]
_OTHER_WRITES = [["bag", "bags", "baggage"], ["cancel", "cancelled", "refund"]]


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("I'm not yet certain the flight change went through.", ["asked"]),
        ("I'm not 100% sure the flight change went through.", ["asked"]),
        ("As for the nonstop flights, I'm not yet certain it actually went through.", ["asked"]),
        # (not yet seen, no check announced: passed on unvouched since pass 39)
        ("I haven't seen VA5SGQ actually show the new flights yet.", ["hedged"]),
        # "yet" as a conjunction still opens a clause of its own
        ("It cost more, yet the flight change went through.", ["asserted"]),
    ],
)  # fmt: skip
def test_a_doubt_with_not_yet_governs_the_claim(text: str, modes: list[str]) -> None:
    got = claims_said(text, _FLIGHTS, _OTHER_WRITES, ["HAT169"], [], [], [])
    assert [g["mode"] for g in got or [] if g["value"] == "done"] == modes


def test_not_yet_seen_leaves_the_claim_open() -> None:
    about = [["cancel", "cancelled", "canceled", "cancellation"], "HSR97W"]
    got = claims_said(
        "I haven't seen HSR97W actually show as cancelled.", about, [], ["cancelled"], [], [], []
    )
    assert "denied" not in [g["mode"] for g in got or []]
    # (no check announced: hedged, not put to verification, since pass 39)
    assert "hedged" in [g["mode"] for g in got or []]


@pytest.mark.parametrize(
    ("text", "value", "mode"),
    [
        ("The system reports that the update went through.", "went through", "reported"),
        ("3RK2T9 should now list Mei Garcia.", "Mei Garcia", "hedged"),
        ("The system reports that the update went through — though I haven't re-checked the "
         "booking itself yet, so take that as provisional.", "went through", "hedged"),
        ("It's a red water bottle — plastic, I believe, though I'm not completely sure of that "
         "last detail.", "plastic", "hedged"),
        # (a doubt of the report keeps it reported; the reading puts it to verification)
        ("The order lists it as stainless steel, but I'm not fully sure that's right — do you "
         "remember whether it's the see-through kind?", "stainless steel", "reported"),
        ("Something looks off with Q0ZF0J. The return HAT161 is listed for May 27, yet you "
         "don't reach Orlando until the 28th. Could you check the return date on your "
         "confirmation?", "May 27", "asked"),
        # no doubt raised before it: the statement stands
        ("Here is Q0ZF0J. The return HAT161 is on May 27. Could you check your confirmation "
         "email for the booking code?", "May 27", "asserted"),
    ],
)  # fmt: skip
def test_reports_hedges_and_disputes(text: str, value: str, mode: str) -> None:
    doc = parse(text)
    at = doc.text.index(value)
    assert mode_at(doc, at, at + len(value)) == mode
