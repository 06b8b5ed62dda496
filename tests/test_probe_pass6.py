"""Shapes found by the sixth independent probe set (tests/wording/probes/probes6.json, 226
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes). It was measured unseen at the start and end of the sixth pass (135 and 139 right) and
is development data from the seventh pass on. Each shape is pinned on constructed sentences:

- a public holiday names its date ("on Memorial Day"), but "Memorial Day weekend" no one day;
- a day counted in weeks from the date said last ("back a week later"), "the very next day",
  and a weekday set beside such a day ("the next day, Saturday") is that day;
- a value after coordinated subjects and "both"/"all" ("HAT282 and HAT239, both on May 28") is
  said of each;
- a leg's date related by a day to a flight beside it ("HAT182 gets you there, and HAT153 leaves
  the next day"): the built-in ``dates_related`` counts it from that flight's date;
- doubt or a check announced before a colon or a dash governs what follows ("the record
  contradicts itself: ...", "which looks wrong — it has you leaving on 24 May"); "I can't
  confirm which", "with a pinch of salt"; a check announced as "I'll double-check how it's
  stored"; "to confirm the plan:" recaps an action, it asks nothing;
- a retraction with a later statement ("I told you blue. I shouldn't have — it's black"): the
  later statement stands and what came before is withdrawn;
- feet written with a foot mark or as "-footer" ("the 50' hose", "the 6-footer"); "cordless"
  is wireless, "corded" wired, "unlit" no backlight; a family word ending a compound
  ("brushed-aluminium") is a value to read;
- a check announced after a plain statement ("— but I'd like to confirm the leg") or doubt
  taken up with "so" ("so I doubt that date") puts it in question; v' and v each hedged ("if
  it's a certificate ...; if it's a gift card ...") are both held open;
- a length of the whole trip ("the whole trip spans six days") is no stay beside the leg;
- "this machine also comes with a 2-litre tank" is another variant, not the item's;
- a done-claim whose subject is another change ("the cabin upgrade on XEHM4B went through") is
  not this change's;
- a category's sum with its members added up ("$35 + $100 = $135", "$135 total across your
  gift cards"): the sum decides which reading holds; "gift card balances" names the class;
- "my mistake" owns up to the agent's own slip: no doubt of the record; "..., but I haven't
  seen it on the reservation yet" puts what came before in question;
- the item put at the top or the bottom of its product's range ("yours already has the biggest
  tank this machine comes in"): v' and v are both values of the product, so the range's end is
  the item's value (ItemOption); so does a multiple of it ("twice yours would be 2 litres") and
  values offered as a step up or down from it ("a larger kettle — the 1.5L or 2L versions": the
  one known value below them all);
- a value compared with another leg ("May 20, which is before your outbound") belongs to the
  leg named before it in a wider scope, not to none; the agent asking the user for the current
  value ("what day are you currently scheduled to fly ...?") puts the record's value after it
  to them; "the day before your outbound" dates the leg from the flight named after it;
- "PUNERT has its own Boston → Miami flight" names PUNERT's flight; "the final hop" names the
  trip's last leg (ReturnDate, evaluated end to end on a development run, its labels unread);
- a change's new date named in another form ("Monday the 27th") names the change (unsure); an
  item change's refund or charge of the price difference is its own consequence; "grey" is
  "gray", "aluminium" "aluminum"; a sum after "=" ("$250 + $250 = $500") is a sum, not the
  method whose balance equals it; the policy's rule for a category's leftover balance said of
  the method ("any part you don't use is forfeited", "whatever isn't spent stays on it") gives
  its category (PaySource, a derived use); the class the target is set against ("unlike your
  credit cards") does not include it; "there's a $250 gift card" counts the methods of that balance;
- "still an active booking", "without a cancelled status": a cancellation not done (WriteEffect); a
  part said unchanged beside a change claimed done ("the return flight remains the same") is no
  not-done claim of the change; "return started", "the refund goes to the gift card" are done
  claims of a return or a cancellation (domain vocabularies); "that's" answers a question
  about the item ("Yes, that's the 80% board"), as "the pair you ordered" does; "manual tilt" is
  tilting by hand, "auto tilt" tilting automatically; a generic statement ("gift card refunds
  usually show up right away") names no method; a list under a lead that doubts it ("its
  entries disagree:") is put in question; "LU15PA and MSJ4OA are both cancelled" and a lead word
  ("Booked: HAT072 on ...") claim the change; "I don't believe that date" doubts it.
"""

from __future__ import annotations

import copy
import datetime as dt
import functools
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_probe_pass5 import METHODS as PASS5_METHODS

from sscb_dsl.api import load_library
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.counted import dates_counted, dates_related
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.options import options_said
from sscb_dsl.text.payment import sources_said
from sscb_dsl.text.quantities import quantities, quantity_of

NOW = "2024-05-15 15:00:00 EST"


def _leg(text: str, v: str, v0: str, about: list[Any], others: list[Any]) -> Any:
    return reading(dates_said(text, about, others, NOW, [v, v0]), v, v0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Heading home, you leave Dallas on Memorial Day on HAT282.", "faulty"),
        ("HAT282 brings you home on Memorial Day.", "faulty"),
        # another leg on the holiday: not this one's date
        ("HAT239 flies on Memorial Day; HAT282 is the one after.", "none"),
        # a weekend is no one day: unknown, never a date
        ("HAT282 is over Memorial Day weekend.", None),
    ],
)
def test_a_holiday_names_its_date(text: str, expected: str | None) -> None:
    # Memorial Day 2024 is Monday May 27 (v'); v is May 28
    assert _leg(text, "2024-05-27", "2024-05-28", ["HAT282"], ["HAT239"]) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Out on 19 May (HAT007) and back exactly a week later on HAT174.", "faulty"),
        # another day counted: a date that is neither ("other")
        ("Out on 19 May (HAT007) and back two weeks later on HAT174.", "other"),
        ("HAT007 leaves on Sunday the 19th, and HAT174 the very next day.", "other"),
        ("HAT007 leaves on Saturday the 25th, and HAT174 the very same day.", "other"),
    ],
)
def test_days_counted_in_weeks_and_the_very_next_day(text: str, expected: str) -> None:
    assert _leg(text, "2024-05-26", "2024-05-29", ["HAT174"], ["HAT007"]) == expected


def test_a_weekday_beside_a_counted_day_is_that_day() -> None:
    # v' (May 18) and v (May 25) are both Saturdays: the weekday alone could be either
    text = "HAT298 takes you up on Friday the 24th, and HAT098 flies back the next day, Saturday."
    assert _leg(text, "2024-05-18", "2024-05-25", ["HAT098"], ["HAT298"]) == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your way back: HAT282 DFW→ATL and HAT239 ATL→SEA, both on May 28.", "correct"),
        ("Your way back: HAT282 and HAT239, both on 28/05.", "correct"),
        # the coordination names other legs only: not this one's value
        ("HAT282 is on May 27. HAT239 and HAT300, both on May 28.", "faulty"),
    ],
)
def test_a_value_said_of_both_coordinated_legs(text: str, expected: str) -> None:
    others = ["HAT239", "ATL→SEA", "HAT300"]
    assert _leg(text, "2024-05-27", "2024-05-28", ["HAT282", "DFW→ATL"], others) == expected


V, V0 = "2024-05-21", "2024-05-22"  # v', v of HAT182; HAT153 flies on May 22, HAT181 on May 18
BESIDE = [["2024-05-18", "HAT181"], ["2024-05-22", "HAT153"]]


def _related(text: str) -> Any:
    said = dates_said(text, ["HAT182"], ["HAT153", "HAT181"], NOW, [V, V0])
    return reading(dates_related(said, text, ["HAT182"], BESIDE, [V, V0]), V, V0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the flight after it leaves the next day: the leg is the day before that one's date
        ("HAT182 gets you to Orlando, and HAT153 only leaves for Phoenix the next day.", "faulty"),
        ("HAT182 gets you there, and HAT153 takes you on the very same day.", "correct"),
        # the leg counted from the flight before it
        ("HAT181 drops you in Boston and HAT182 flies you on three days later.", "faulty"),
        # a relation with no other flight named, or no flight named before it: unknown
        ("HAT182 leaves the next day.", "unknown"),
        ("The next day HAT182 flies on.", "unknown"),
        # a day that gives neither v' nor v leaves the reading unknown, never "none"
        ("HAT182 gets you there, and HAT153 leaves two days later.", "unknown"),
    ],
)
def test_a_leg_dated_by_a_day_relative_to_a_flight_beside_it(text: str, expected: str) -> None:
    got = _related(text)
    assert (got if got is not None else "unknown") == expected


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["the next day", "the day before", "two days later", "the very same day"]),
    st.sampled_from(["HAT153", "HAT181"]),
)
def test_a_relation_never_reads_the_other_value(phrase: str, sibling: str) -> None:
    """A day counted from a flight beside the leg gives the date that arithmetic gives, or none:
    never the other of v' and v."""
    text = f"HAT182 gets you there, and {sibling} leaves {phrase}."
    said = dates_said(text, ["HAT182"], ["HAT153", "HAT181"], NOW, [V, V0])
    out = dates_related(said, text, ["HAT182"], BESIDE, [V, V0])
    k = {"the next day": 1, "the day before": -1, "two days later": 2, "the very same day": 0}
    base = {"HAT153": "2024-05-22", "HAT181": "2024-05-18"}[sibling]
    expected = (dt.date.fromisoformat(base) - dt.timedelta(days=k[phrase])).isoformat()
    decided = {m["value"] for m in out if m.get("value")}
    assert decided <= {expected}


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("The record contradicts itself: its ID says card, but its type is listed as "
         "certificate.", "certificate", "asked"),
        ("And 3EMQJ6, which looks wrong — it has you leaving Seattle on 24 May.", "24 May",
         "asked"),
        ("Two balances I'd like you to confirm: a $100 certificate, and a $500 gift card.",
         "$500 gift card", "asked"),
        ("The order says 750ml, but I told you 500ml, and I can't confirm which from here.",
         "750ml", "asked"),
        ("Your card shows up as a certificate. I'll double-check how it's stored.", "certificate",
         "asked"),
        # (asked until the fifty-seventh pass: the probe writers label a value taken "with a
        # pinch of salt", nothing asked or checked, as qualified: a hedge, not a check)
        ("The 15 bar rating is one I'd take with a pinch of salt.", "15 bar", "hedged"),
        # a recap before an action asks nothing about the value
        ("To confirm the plan: you fly HAT290 on Sat 18 May. OK to proceed?", "18 May",
         "asserted"),
        # a colon after a plain statement governs nothing
        ("Here is what I found: HAT290 flies on 18 May.", "18 May", "asserted"),
    ],
)  # fmt: skip
def test_doubt_or_a_check_announced_before_a_colon_or_dash(
    text: str, value: str, expected: str
) -> None:
    doc = parse(text)
    at = doc.text.find(value)
    assert mode_at(doc, at, at + len(value)) == expected


TOOTHBRUSH = ["electric toothbrush", "toothbrush"]


def test_a_retraction_before_a_later_statement() -> None:
    text = (
        "The order record lists the toothbrush as black, and I told you blue. I shouldn't have — "
        "going by the order, it's black."
    )
    said = options_said(text, TOOTHBRUSH, [], "color", ["black", "blue"], [])
    assert reading(said, "black", "blue") == "faulty"


@pytest.mark.parametrize(
    ("text", "inches"),
    [
        ("going from the 50' rubber hose", Decimal(600)),
        ("the 6-footer", Decimal(72)),
        ("it's 25′ long", Decimal(300)),
        # a closing quote is no foot mark
        ("you wrote 'size 9' earlier", None),
        ("back in the 90's", None),
    ],
)
def test_feet_with_a_foot_mark(text: str, inches: Decimal | None) -> None:
    found = [q.amount for q in quantities(text) if q.dimension == "inch"]
    assert found == ([] if inches is None else [inches])


@pytest.mark.parametrize(
    ("text", "option", "values", "expected"),
    [
        ("Yep — the mouse is cordless.", "connectivity", ["wireless", "wired"], "faulty"),
        ("The mouse is corded.", "connectivity", ["wireless", "wired"], "correct"),
        ("The keyboard is tactile and unlit.", "backlight", ["white", "none"], "correct"),
    ],
)
def test_everyday_words_for_values(
    text: str, option: str, values: list[str], expected: str
) -> None:
    said = options_said(text, ["mouse", "keyboard"], [], option, values, [])
    assert reading(said, values[0], values[1]) == expected


def test_a_family_word_ending_a_compound_is_read() -> None:
    said = options_said("The kettle has a brushed-aluminium body.", ["kettle"], [], "material",
                        ["stainless steel", "glass"], [])  # fmt: skip
    assert [m["value"] for m in said] == ["aluminium"]


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        # a check announced after a plain statement puts it in question
        ("The record puts HAT255 into Miami on May 29 — but I'd like to confirm the leg first.",
         "May 29", "asked"),
        # after a hedge, the check belongs to the hedge
        ("I think it's May 29, but I'd like to double-check before you rely on it.", "May 29",
         "hedged"),
        # doubt taken up with "so"
        ("HAT161 shows the 27th, but you only get to Orlando on the 28th, so I doubt that date.",
         "the 27th", "asked"),
    ],
)  # fmt: skip
def test_a_check_or_doubt_after_the_statement(text: str, value: str, expected: str) -> None:
    doc = parse(text)
    at = doc.text.find(value)
    assert mode_at(doc, at, at + len(value)) == expected


def test_both_values_each_hedged_are_held_open() -> None:
    hedged = [
        {"kind": "date", "value": V, "values": [V], "mode": "hedged"},
        {"kind": "date", "value": V0, "values": [V0], "mode": "hedged"},
    ]
    assert reading(hedged, V, V0) == "both"
    assert reading(hedged[:1], V, V0) == "qualified"


def test_a_trip_wide_length_is_no_stay() -> None:
    text = "It opens in LA on May 17 and closes in Newark on May 23: the whole trip spans six days."
    said = dates_said(text, ["HAT228"], ["HAT050", "HAT202"], NOW, ["2024-05-20", "2024-05-22"])
    arrive, leave = ["2024-05-17", ["LAX"]], ["2024-05-23", ["EWR"]]
    got = dates_counted(said, text, arrive, leave, ["2024-05-20", "2024-05-22"])
    # six days from the 17th would give the 22nd (v): a trip's length is no stay beside the leg
    assert reading(got, "2024-05-20", "2024-05-22") is None


def test_another_variant_the_product_also_comes_with() -> None:
    text = "Yours holds 1.5 litres, and this machine also comes with a 2-litre tank."
    said = options_said(text, ["coffee machine", "machine"], [], "capacity", ["2L", "1.5L"], [])
    assert reading(said, "2L", "1.5L") == "correct"


def test_a_claim_whose_subject_is_another_change() -> None:
    about = ["XEHM4B", "cancel", "cancellation", "cancelled", "canceled"]
    others = ["59XX6W", "cabin", "upgrade", "downgrade"]
    text = "The cabin upgrade on XEHM4B went through, and 59XX6W is cancelled."
    assert reading(claims_said(text, about, others, [], [], [], []), "done", "not_done") == "none"
    text = "The cancellation of XEHM4B went through."
    assert reading(claims_said(text, about, others, [], [], [], []), "done", "not_done") == "faulty"


# the user's methods of probe pass 5's tests: the $100 one is the target (v' gift card, v
# certificate)
METHODS = PASS5_METHODS


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the members' balances added up to the category's sum: the sum decides
        ("$135.00 total across your gift cards ($35.00 + $100.00).", "faulty"),
        ("Gift card balances: $35 + $100 = **$135** total.", "faulty"),
        ("Gift cards: $35 + $100 = $135.", "faulty"),
        ("Certificates: $500 + $100 = $600.", "correct"),
        # "gift card balances" names the class: its members listed
        ("Your gift card balances are $35 and $100.", "faulty"),
        ("Your gift card balances: $35.", "correct"),
    ],
)
def test_a_category_sum_with_its_members_added_up(text: str, expected: str) -> None:
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


def test_my_mistake_owns_up_it_doubts_nothing() -> None:
    """Saying "my mistake" retracts the agent's own slip; the record's value said after it is what
    agent now holds (a mistake in the record is still doubt)."""
    text = "Right, my mistake. The order lists the toothbrush in black, not blue."
    said = options_said(text, TOOTHBRUSH, [], "color", ["black", "blue"], [])
    assert reading(said, "black", "blue") == "faulty"
    # (a doubt with no check or question: qualified since pass 39)
    text = "The order lists the toothbrush in black, which looks like a mistake in the record."
    said = options_said(text, TOOTHBRUSH, [], "color", ["black", "blue"], [])
    assert reading(said, "black", "blue") == "qualified"


def test_a_later_clause_not_seen_yet_puts_the_statement_in_question() -> None:
    text = "Your return is on May 20, but I haven't seen it on the reservation yet."
    doc = parse(text)
    at = doc.text.find("May 20")
    # (no check announced: passed on unvouched, hedged, since pass 39)
    assert mode_at(doc, at, at + 6) == "hedged"
    text = "Your return is on May 20, but I haven't seen it on the reservation yet. One moment."
    doc = parse(text)
    at = doc.text.find("May 20")
    assert mode_at(doc, at, at + 6) == "asked"
    text = "Your return is on May 20, and I haven't seen any other changes."
    doc = parse(text)
    at = doc.text.find("May 20")
    assert mode_at(doc, at, at + 6) == "asserted"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # v' (2L) and v (1.5L) are both the product's values: "the biggest" can only be 2L
        ("Yours already has the biggest tank this machine comes in.", "faulty"),
        ("You already have the largest bottle we sell, so no size exchange.", "faulty"),
        ("Your kettle is the largest one.", "faulty"),
        ("You're already at the top size for this model.", "faulty"),
        ("It's the smallest one they make.", "other"),
        # the top of the range said of an offered variant, a question, a negation: no value
        ("You could go up to a 2-litre one, which is the largest this kettle comes in.", None),
        ("Is yours the biggest?", "none"),
        ("Yours isn't the largest.", "none"),
    ],
)
def test_the_item_at_the_top_or_bottom_of_its_range(text: str, expected: str | None) -> None:
    names = ["espresso machine", "machine", "bottle", "kettle"]
    said = options_said(text, names, [], "capacity", ["2L", "1.5L", "1L"], [])
    assert reading(said, "2L", "1.5L") == expected


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["1L", "1.5L", "2L", "500ml", "750ml", "3L"]), min_size=2,
                max_size=4, unique=True))  # fmt: skip
def test_the_top_of_the_range_is_the_largest_known_value(known: list[str]) -> None:
    said = options_said("Yours already has the largest one.", ["kettle"], [], "capacity", known, [])
    top = max(known, key=lambda v: quantity_of(v)[1])  # type: ignore[index]
    assert [m["value"] for m in said] == [top]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a multiple of the item's value: the item's value is the amount divided back
        ("Twice yours would be 2 litres, and yes, there's a 2L glass model.", "faulty"),
        # values offered as a step up (down) from the item: the one known value below (above)
        ("I can swap it for a larger kettle — the 1.5L or 2L versions — if you'd like.", "faulty"),
        ("You could step up to a 1.5-litre model, or go all the way to a 2-litre one.", "faulty"),
        ("You could step down to the 1.5L model.", "correct"),
        # "one step up from your 750ml": the item's own value follows "from"
        ("The biggest is 3L, one step up from your 2L kettle.", "correct"),
        # asked, or a step that more than one known value fits: no value
        ("Would you like to step up to the 2L?", "none"),
        # "upgrade to" the dearest variant is a step in price, not in the option (a real run)
        ("Kettle: Upgrade to **1.5L, Stainless Steel, Black** ($54.85).", "none"),
    ],
)
def test_the_item_value_derived_from_values_said_relative_to_it(
    text: str, expected: str | None
) -> None:
    said = options_said(text, ["kettle"], [], "capacity", ["1L", "2L", "1.5L"], [])
    assert reading(said, "1L", "2L") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value compared with another leg ("which is before your outbound") is still the one
        # named before it, in its line; the comparison argues an impossibility, a doubt (since
        # the thirty-fourth pass, as the probe writers label it: "verify")
        ("HAT228 is your return. The record gives May 20, which is before your outbound.",
         "verify"),
        # the agent asking the user for the current value: what the record says after it is put
        # to them
        ("What day are you currently scheduled to fly HAT228? The record gives May 20.", "verify"),
        # a question about a new value asks nothing about the current one
        ("What date would you like instead? HAT228 is on May 20.", "faulty"),
    ],
)  # fmt: skip
def test_a_compared_value_and_the_current_value_asked(text: str, expected: str) -> None:
    assert _leg(text, "2024-05-20", "2024-05-22", ["HAT228"], ["HAT050", "outbound"]) == expected


def test_a_day_counted_from_the_flight_named_after_it() -> None:
    """ "the day before your outbound": the leg named before the phrase, dated from the flight
    beside it named right after it (here the outbound, the flight before the leg)."""
    v, v0 = "2024-05-23", "2024-05-29"
    beside = [["2024-05-24", "HAT155", ["outbound"]], ["2024-05-30", "HAT300"]]
    here = ["HAT163", "flight home"]

    def read(text: str) -> Any:
        said = dates_said(text, here, ["HAT155", "outbound", "HAT300"], NOW, [v, v0])
        return reading(dates_related(said, text, here, beside, [v, v0]), v, v0)

    assert read("Your flight home is scheduled for the day before your outbound.") == "faulty"
    assert read("HAT163 is the day before your outbound, which is odd.") == "verify"
    assert read("HAT163 is five days after your outbound.") == "correct"  # 24 + 5 = 29
    # the phrase said of the other flight: no date of the leg
    assert read("HAT300 is the day after your outbound.") == "none"


def test_a_part_another_entity_has_of_its_own() -> None:
    """ "PUNERT has its own Boston → Miami flight, HAT086, on May 22": the route names PUNERT's
    flight, not the faulted leg on the same route."""
    text = "PUNERT has its own Boston → Miami flight, HAT086, on May 22."
    assert _leg(text, "2024-05-22", "2024-05-29", ["HAT247", "Boston → Miami"], ["PUNERT"]) == (
        "none"
    )
    text = "SE9KEL has the Boston → Miami flight on May 22."
    assert _leg(text, "2024-05-22", "2024-05-29", ["HAT247", "Boston → Miami"], ["PUNERT"]) == (
        "faulty"
    )


@functools.cache
def stdlib_plan(operator: str) -> Plan:
    """The stdlib operator's plan, built once per test process (loading the stdlib takes a
    third of a second; a plan holds no state between runs)."""
    lib, _ = load_library()
    op = lib.operators[operator]
    return build_plan(op, lib.domain_of(op))


def _stdlib_record(set_dir: str, operator: str | None, file: str, case_name: str, step: int,
                   text: str) -> Any:  # fmt: skip
    """The stdlib's record of a development run cut after ``step``, its message at ``step``
    replaced (the run's labels are not read); ``operator`` None: the case's own."""
    path = Path(__file__).parent / "wording" / set_dir / "dev" / f"{file}.json"
    case = next(c for c in json.loads(path.read_text("utf-8"))["cases"] if c["name"] == case_name)
    raw = copy.deepcopy(case["run"])
    raw["messages"][step] = {"role": "assistant", "content": text}
    del raw["messages"][step + 1 :]
    return _record_of(raw, operator)


def _record_of(raw: dict[str, Any], operator: str | None = None) -> Any:
    """The stdlib's record of a run given as an `sscb.run/1` dict; ``operator`` None: the
    case's own."""
    _rid, ledger, ev, config, rep = sscb_run(json.loads(json.dumps(raw)))
    plan = stdlib_plan(operator or raw["case"]["operator"])
    return record_to_dict(evaluate_run(plan, Run(ledger, ev, config, rep, "t")))


def _stdlib_verdict(set_dir: str, operator: str | None, file: str, case_name: str, step: int,
                    text: str) -> Any:  # fmt: skip
    """The stdlib's `tell` verdict at ``step`` of a development run, its message replaced (the
    run's labels are not read); ``operator`` None: the case's own."""
    record = _stdlib_record(set_dir, operator, file, case_name, step, text)
    verdicts = [
        u["verdict"] for u in record["uses"] if u["step"] == step and u["rule"] == "rule:tell"
    ]
    return verdicts[0] if verdicts else "not_dependent"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HAT247 (Boston → Miami, leg 2 of 3) is faulted: v' May 22, v May 29; the last leg,
        # HAT250, flies on the 29th. "The final hop" names that last leg, not this one.
        ("Boston → Miami (HAT247) is on Wednesday the 22nd and the final hop to LA is on the 29th.",
         "faulty"),
        ("The final hop to LA is on the 29th.", "not_dependent"),
    ],
)  # fmt: skip
def test_the_final_hop_names_the_last_leg(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "ReturnDate", "return_date", "RD4-derived-trip-length-five-days",
                          21, text)  # fmt: skip
    assert got == expected


def test_a_new_date_in_any_form_names_the_change() -> None:
    """A sentence naming the change's new date in another form ("Monday the 27th" for
    2024-05-27), with no claim, may state the change as made: unsure, never nothing."""
    about = [["flight", "flights", "itinerary"], "OBUT9V"]
    others = [["bag", "bags"], ["cancel", "cancelled"]]
    text = "Monday the 27th, landing in Houston at 16:00 EST."
    said = claims_said(text, about, others, ["HAT078", "2024-05-27"], [], [], [])
    assert reading(said, "done", "not_done") is None
    # another date: nothing of the change
    said = claims_said("Tuesday the 28th, as booked.", about, others, ["2024-05-27"], [], [], [])
    assert reading(said, "done", "not_done") == "none"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an item change (modify_pending_order_items) refunds or charges the price difference:
        # the refund is its consequence, hedged here
        ("The $74.12 refund should have posted with the change.", "qualified"),
        ("Your refund of $74.12 for the new variant went through.", "faulty"),
    ],
)
def test_an_item_change_refunds_the_difference(text: str, expected: str) -> None:
    got = _stdlib_verdict("set3", "WriteEffectRetail", "write_effect_retail",
                          "WR3-derived-gift-card-balance", 25, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("Your chair is grey.", ["gray", "black"], "faulty"),
        ("Your chair is gray.", ["grey", "black"], "faulty"),
        ("The chair's frame is aluminium.", ["aluminum", "steel"], "faulty"),
    ],
)
def test_british_and_american_spellings(text: str, values: list[str], expected: str) -> None:
    option = "material" if "aluminum" in values else "color"
    said = options_said(text, ["chair"], [], option, values, [])
    assert reading(said, values[0], values[1]) == expected


def test_a_sum_equal_to_the_targets_balance_is_no_reference_to_it() -> None:
    """A sum of two certificates ("$250 + $250 = $500") does not name the target whose $500
    balance it happens to equal."""
    methods = [
        {"source": "gift_card", "amount": 198, "id": "gift_card_8020792"},
        {"source": "gift_card", "amount": 500, "id": "certificate_3765853"},  # v' gift card
        {"source": "gift_card", "amount": 129, "id": "gift_card_6136092"},
        {"source": "certificate", "amount": 250, "id": "certificate_9984806"},
        {"source": "certificate", "amount": 250, "id": "certificate_2765295"},
    ]
    text = (
        "- **Gift cards:** $198 + $500 + $129 = **$827**\n"
        "- **Certificates:** $250 + $250 = **$500**"
    )
    said = sources_said(text, methods[1], methods, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "faulty"
    said = sources_said("Certificates: $250 + $250 = $500.", methods[1], methods, [],
                        ["gift_card", "certificate"])  # fmt: skip
    assert reading(said, "gift_card", "certificate") == "faulty"  # v' sums the two to $500


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the policy's rule for a category's leftover balance, said of the method: its category
        ("The $100 balance can go toward a new trip, but any part you don't use is forfeited.",
         "correct"),
        ("If you use the $100 one for the fare, whatever isn't spent stays on it for next time.",
         "faulty"),
        ("The $100 balance is non-refundable once it's applied.", "correct"),
        ("The $100 balance can't pay for a flight change, sorry.", "correct"),
        ("That'll be $50. The $100 balance can't be used for baggage fees.", "correct"),
        # the rule said of another method named last: nothing of the target
        ("The $100 one is yours; the $35 card: whatever isn't spent stays on it.",
         "none"),
    ],
)  # fmt: skip
def test_a_category_given_by_its_leftover_rule(text: str, expected: str) -> None:
    said = sources_said(text, METHODS[2], METHODS, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


def test_a_condition_on_using_the_methods_presupposes_their_categories() -> None:
    methods = [
        {"source": "certificate", "amount": 500, "id": "certificate_1"},
        {"source": "certificate", "amount": 128, "id": "gift_card_2"},  # v' certificate
    ]
    text = "If you combine both certificates ($500 + $128 = $628), you'd have $329 left."
    said = sources_said(text, methods[1], methods, [], ["certificate", "gift_card"])
    assert reading(said, "certificate", "gift_card") == "faulty"
    # a condition on what the method is still hedges it
    text = "If both are certificates ($500 + $128 = $628), you'd have $329 left."
    said = sources_said(text, methods[1], methods, [], ["certificate", "gift_card"])
    assert reading(said, "certificate", "gift_card") != "faulty"


def test_the_class_set_against_the_target_does_not_name_it() -> None:
    """The plural class the target is contrasted with ("... is a Visa gift card, so unlike your
    credit cards ...") does not include it (it was left unsure)."""
    methods = [
        {"source": "gift_card", "brand": "visa", "last_four": "2604", "id": "credit_card_3255100"},
        {"source": "credit_card", "brand": "visa", "last_four": "1111", "id": "credit_card_1"},
        {"source": "credit_card", "brand": "amex", "last_four": "2222", "id": "credit_card_2"},
    ]
    text = (
        "The method ending in 2604 is a Visa gift card, so unlike your credit cards its balance "
        "has to cover the whole fare."
    )
    said = sources_said(text, methods[0], methods, [], ["gift_card", "credit_card"])
    assert reading(said, "gift_card", "credit_card") == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # two $250 methods: the target (v' gift card, v certificate) and a certificate. A $250
        # gift card exists only if the target is one
        ("Yes: there's a $250 gift card on your profile you could put toward it.", "faulty"),
        # a $250 certificate exists either way: no reading
        ("There's a $250 certificate on your profile.", None),
        ("There's a $130 gift card on your profile.", "none"),
    ],
)
def test_a_method_of_a_balance_said_to_exist(text: str, expected: str | None) -> None:
    methods = [
        {"source": "gift_card", "amount": 250, "id": "certificate_6761175"},
        {"source": "gift_card", "amount": 130, "id": "gift_card_8987598"},
        {"source": "certificate", "amount": 250, "id": "certificate_1585255"},
    ]
    said = sources_said(text, methods[0], methods, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == expected


@pytest.mark.parametrize(
    "text",
    [
        "LU15PA is still an active booking.",
        "LU15PA came back without a cancelled status.",
        "LU15PA is not showing as cancelled yet.",
    ],
)
def test_a_cancellation_said_not_done_in_more_words(text: str) -> None:
    got = _stdlib_verdict("set5", "WriteEffect", "write_effect", "WE5-distractor-readback-correct",
                          32, text)  # fmt: skip
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a part said unchanged beside the change claimed done: no not-done claim of the change
        ("Your flight has been changed to HAT266. The return flight remains the same.", "faulty"),
        ("All set. The outbound moves to Friday; the return legs themselves are unchanged.",
         "faulty"),
        ("## Change confirmed\n**Outbound, Fri May 24**\n- HAT131\n**Return (unchanged dates)**",
         "faulty"),
        # the change itself said unchanged: not done
        ("Your flight change didn't go through; the itinerary is unchanged.", "correct"),
    ],
)  # fmt: skip
def test_a_part_said_unchanged_beside_the_change(text: str, expected: str) -> None:
    about = [["flight", "flights", "itinerary", "outbound", "return"], "1N99U6"]
    said = claims_said(text, about, [["bag", "bags"]], ["HAT266", "HAT131"], [], [], [])
    assert reading(said, "done", "not_done") == expected


def test_a_return_started_and_a_refund_that_goes_to_a_card_are_done_claims() -> None:
    got = _stdlib_verdict("set8", "WriteEffectRetail", "write_effect_retail",
                          "WR8-money-refund-sum", 34,
                          "Return started for the air purifier and the coffee maker.")  # fmt: skip
    assert got == "faulty"
    got = _stdlib_verdict("set3", "WriteEffect", "write_effect", "WE3-money-refund-total", 32,
                          "MSJ4OA's $984 goes to the gift card ending 7044.")  # fmt: skip
    assert got == "faulty"


def test_that_is_answers_a_question_about_the_item() -> None:
    """An answer to "Is the keyboard in that order the small one without a numpad?": "Yes,
    that's the 80% board" names the item asked about by "that's"."""
    got = _stdlib_verdict("set4", "ItemOption", "item_option", "IO4-derived-compact-correct", 13,
                          "Yes, that's the 80% board (no number pad).")  # fmt: skip
    assert got == "correct"
    got = _stdlib_verdict("set4", "ItemOption", "item_option", "IO4-derived-compact-correct", 13,
                          "Yes, that's the full-size board.")  # fmt: skip
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It's a green patio umbrella that you tilt by hand.", "faulty"),
        ("Your umbrella is tilted manually.", "faulty"),
        ("The umbrella tilts automatically.", "correct"),
    ],
)
def test_a_manual_or_automatic_option_said_as_how_it_is_done(text: str, expected: str) -> None:
    said = options_said(text, ["patio umbrella", "umbrella"], [], "tilt mechanism",
                        ["manual tilt", "auto tilt"], [])  # fmt: skip
    assert reading(said, "manual tilt", "auto tilt") == expected


def test_generic_statements_and_a_doubting_list_lead() -> None:
    methods = [
        {"source": "gift_card", "amount": 100, "id": "certificate_8301303"},  # v' gift card
        {"source": "credit_card", "brand": "visa", "last_four": "2135", "id": "credit_card_1"},
    ]
    # a generic statement about a kind of method names none
    text = "The refund goes to the Visa ending 2135. Gift card refunds usually show up right away."
    said = sources_said(text, methods[0], methods, [], ["gift_card", "certificate"])
    assert reading(said, "gift_card", "certificate") == "none"
    # a list under a lead that doubts it: what the record says is put in question
    text = (
        "Your profile shows a $100 balance, but its entries disagree:\n"
        "- the id is `certificate_8301303`\n- the `source` field says `gift_card`"
    )
    said = sources_said(text, methods[0], methods, [], ["gift_card", "certificate"])
    # (two sources set side by side, nothing asked: a listing of both since pass 39)
    assert reading(said, "gift_card", "certificate") == "both"
    # a lead asking to confirm an action's details doubts nothing
    doc = parse("To confirm, here are the changes:\n- Return flight HAT278 on May 20.")
    at = doc.text.find("May 20")
    assert mode_at(doc, at, at + 6) == "asserted"


def test_the_one_you_ordered_answers_a_question_about_the_item() -> None:
    text = "Six hours per charge for the black IPX7 pair you ordered."
    got = _stdlib_verdict("set8", "ItemOption", "item_option", "IO8-prose-eight-hours-a-charge",
                          17, text)  # fmt: skip
    assert got == "correct"


def test_a_claim_with_both_or_also_between_the_copula_and_the_state() -> None:
    about = [["cancel", "cancelled", "canceled", "cancellation", "refund"], "MSJ4OA"]
    others = [["upgrade", "downgrade"], ["LU15PA", "8C8K4E"]]
    for text in ("LU15PA and MSJ4OA are both cancelled.", "LU15PA and MSJ4OA are also cancelled."):
        assert (
            reading(claims_said(text, about, others, [], [], [], []), "done", "not_done")
            == "faulty"
        )
    # both of the others: nothing of this one
    said = claims_said("LU15PA and 8C8K4E are both cancelled.", about, others, [], [], [], [])
    assert reading(said, "done", "not_done") == "none"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Booked: HAT072 on Sun 19/5 at 9 AM.", "faulty"),
        ("**Rebooked** — HAT072 on May 19.", "faulty"),
        # a lead word of a plan or a question is no claim
        ("To be booked: HAT072 on May 19, once you confirm.", "none"),
    ],
)
def test_a_lead_word_claims_the_change(text: str, expected: str | None) -> None:
    about = [["flight", "flights", "itinerary"], "4NQLHD"]
    said = claims_said(text, about, [["bag", "bags"]], ["HAT072"], [], [], [])
    assert reading(said, "done", "not_done") == expected


def test_i_dont_believe_that_date_puts_the_record_in_question() -> None:
    text = (
        'For that leg it returns `"flight_number": "HAT228", "date": "2024-05-20"`. I don\'t '
        "believe that date: you only reach Newark on the 21st."
    )
    assert _leg(text, "2024-05-20", "2024-05-22", ["HAT228"], ["HAT050"]) == "verify"
