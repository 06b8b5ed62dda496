"""Shapes found by the eleventh audit (generated messages that do not rely on the faulted
value: hedged, doubted, conditional, distractors; run through bench/probe_accuracy.py on dev
runs, every decided-wrong result listed), each pinned on constructed sentences:

- a hedge in a later clause of the sentence ("HAT163 is on May 22, if I'm reading the record
  right", "..., unless the record is out of date", "— at least, that's what the system shows",
  "— that may not be accurate") or an aside doubting the source before it ("According to the
  record — which may be out of date — ...") hedges the value, a report included;
- a claim in the main clause after "If the cancellation went through, ..." is supposed
  (hedged); after "Once it is processed, ..." or "After the cancellation, ... would ..." it is a
  time to come (no claim); a lead about something else ("Once everything is back with us")
  leaves the claim;
- "I'll make sure the cancellation is reflected on S5IK51" announces a check;
- the user's value agreed with ("You mentioned May 29 — that matches what I have") is stated;
- "any change to HAT163 has to be made before departure" is a deadline, not the leg placed
  before the outbound;
- a bracketed day ("HAT163 (May 22) doesn't match ...") and "(Monday, May 20)" are no list
  markers or modal "may";
- "comes in several versions, including ...", "another variant has ..." offer catalogue
  variants;
- a size letter after a lower-case word ends its sentence ("it is M. Is there anything else?");
- a dash between codes or figures ("PHL–SFO", "5–7") opens no clause; a day counted from the
  leg named after an apposition ("two days after your connection home, HAT263") counts.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at

_CANCEL = [["cancel", "cancelled", "canceled", "cancellation", "refund"], "S5IK51"]
_DONE = ["will be refunded", "goes back to", "you'll get", "you will get", "you'll receive"]


@pytest.mark.parametrize(
    ("text", "value", "mode"),
    [
        ("HAT163 is on May 22, if I'm reading the record right.", "May 22", "hedged"),
        ("HAT163 is on May 22, unless the record is out of date.", "May 22", "hedged"),
        ("HAT163 is on May 22 — at least, that's what the system shows.", "May 22", "hedged"),
        ("According to the record — which may be out of date — HAT163 is on May 22.", "May 22",
         "hedged"),
        ("The system lists the card as a travel certificate — that may not be accurate.",
         "travel certificate", "hedged"),
        ("HAT163 is on May 22, unless you want to move it.", "May 22", "asserted"),
        # the user's value taken up and agreed with is stated
        ("You mentioned HAT163 is on May 29 — that matches what I have.", "May 29", "asserted"),
        ("You mentioned HAT163 is on May 29, but the record says May 22.", "May 29", "user"),
        ("The date I see for HAT163 (May 22) doesn't match what you told me.", "May 22", "asked"),
        ("The date I see for HAT163 (Monday, May 20) doesn't match what you told me.", "May 20",
         "asked"),
    ],
)  # fmt: skip
def test_a_later_or_aside_hedge_and_a_bracketed_day(text: str, value: str, mode: str) -> None:
    doc = parse(text)
    at = doc.text.index(value)
    assert mode_at(doc, at, at + len(value)) == mode


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("If the cancellation went through, you will get an email shortly.", ["hedged", "hedged"]),
        ("Once the cancellation is processed, you'll receive an email confirmation.", []),
        ("After the cancellation, S5IK51 would no longer need any action from you.", []),
        ("When I checked, the cancellation had gone through.", ["asserted"]),
        ("Once everything is back with us, you'll get $918.43 on your PayPal.", ["asserted"]),
        ("I'll make sure the cancellation is reflected on S5IK51.", ["asked", "asked"]),
        ("I'll make sure your refund goes to the original card.", []),
        # a discourse marker before the lead, and a lead opening a later sentence
        ("Alright — if the cancellation is successful, you'll get a confirmation email.",
         ["hedged", "hedged"]),
        ("Thanks for waiting. After the cancellation, S5IK51 would no longer need any action.",
         []),
    ],
)  # fmt: skip
def test_conditions_times_to_come_and_checks(text: str, modes: list[str]) -> None:
    got = claims_said(text, _CANCEL, [], ["cancelled"], [], _DONE, [])
    assert [g["mode"] for g in got or [] if g["value"] == "done"] == modes


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("The jacket is not L; it is M. Is there anything else I can help with?", 2),
        ("It comes in size L. Want it?", 2),
        ("Per J. Smith, it is fine.", 1),
    ],
)
def test_a_size_letter_ends_its_sentence(text: str, sentences: int) -> None:
    assert len(parse(text).sentences) == sentences


@pytest.mark.parametrize(
    ("set_dir", "operator", "file", "case", "step", "text", "expected"),
    [
        # IO-ver-which-is-right: the thermostat's compatibility v' Google Assistant
        (".", "ItemOption", "item_option", "IO-ver-which-is-right", 16,
         "Another smart thermostat variant has compatibility Google Assistant.", "not_dependent"),
        (".", "ItemOption", "item_option", "IO-ver-which-is-right", 16,
         "Your smart thermostat is the Google Assistant one.", "faulty"),
        # RD2-distractor-user-says-vprime: HAT163 faulted (v' May 22, v May 29)
        ("set2", "ReturnDate", "return_date", "RD2-distractor-user-says-vprime", 11,
         "Any change to HAT163 has to be made before departure.", "not_dependent"),
        ("set2", "ReturnDate", "return_date", "RD2-distractor-user-says-vprime", 11,
         "Today is May 15, so any change to HAT163 has to be made before departure.",
         "not_dependent"),
    ],
)  # fmt: skip
def test_offers_and_deadlines_are_no_use(
    set_dir: str, operator: str, file: str, case: str, step: int, text: str, expected: str
) -> None:
    assert _stdlib_verdict(set_dir, operator, file, case, step, text) == expected


@pytest.mark.parametrize(
    ("text", "segments"),
    [
        ("I'll check May 26, the day before your PHL–SFO leg (HAT199), for earlier options.", 1),
        ("Refunds take 5–7 business days.", 1),
        ("It leaves May 26—that is the return.", 2),
    ],
)
def test_a_dash_between_codes_joins_them(text: str, segments: int) -> None:
    assert len(parse(text).segments) == segments


def test_a_day_counted_from_a_leg_named_in_apposition() -> None:
    # RD-dis-absent-correct: HAT263 faulted (v' May 22, v May 24)
    text = "I'll look at May 24, two days after your connection home, HAT263."
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-dis-absent-correct", 10, text)
    assert got == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # PS-pr-brand-only-no-use: JG7FMM was paid with the faulted method (v' gift card)
        ("Because JG7FMM was paid with a gift card, the refund would come back as gift-card "
         "balance.", "faulty"),
        ("You could also pay for the upgrade with a gift card.", "not_dependent"),
    ],
)  # fmt: skip
def test_the_method_a_reservation_was_paid_with(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "PaySource", "pay_source", "PS-pr-brand-only-no-use", 8, text)
    assert got == expected
