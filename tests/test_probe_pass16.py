"""Shapes found on probe set 18 (development data since the fifteenth pass's end) in the
sixteenth pass, each pinned on a development run with one message replaced (its labels unread):

- a variant set beside the ordered item by its options ("matches yours in every other respect",
  "a size up from yours", "half the memory your current one has") says the item's option by
  relation, a derived use sscb does not compute: unresolved, never "no use" (a comparison of
  price says nothing of an option and stays as it was);
- the agent saying it has not yet checked the change ("I haven't re-opened the order to
  double-check that it saved", "... and haven't verified the order status itself") hedges every
  claim of the change the message asserts or reports, in whichever sentence; with a check
  announced ("— one moment", "let me check it", "I still need to confirm") the claims are put to
  that check; the agent is the subject, or the admission says nothing of the change's state.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # the white earbuds' battery is faulted (v' 6 hours, v 8 hours); $232.49 is the price of
        # the blue 6-hour pair, the blue 8-hour one $226.49: the price puts the 6-hour pair
        # forward as its item id would (twentieth pass, `choice_kept`)
        ((".", "IO-mf-difference-from-vprime", 15),
         "There's a blue pair that matches your earbuds in every other respect, at $232.49.",
         "faulty"),
        ((".", "IO-dc-modified-keeps-vprime", 19),
         "Done: your earbuds are now the blue ones, everything else about them exactly as before.",
         "unresolved"),
        (("set4", "IO4-derived-largest-size-already", 30),
         "There's a size up from your water bottle, in stainless steel.", "unresolved"),
        (("set3", "IO3-derived-memory-stays", 18),
         "The laptop you picked has half the memory your current one has.", "unresolved"),
        # a price that is one variant's only (the blue 6-hour pair's), asked to keep the rest
        ((".", "IO-mf-difference-from-vprime", 15),
         "The blue pair is $232.49, so it costs less than what you paid.", "faulty"),
    ],
)  # fmt: skip
def test_a_variant_set_beside_the_item(
    where: tuple[str, str, int], text: str, expected: str
) -> None:
    set_dir, case, step = where
    assert _verdict(set_dir, "item_option", case, step, text) == expected


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # the order's address change was suppressed, its acknowledgement kept
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The address change went through, although I haven't re-opened the order to "
         "double-check that it saved.", "qualified"),
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The address change went through. I haven't confirmed it on the order yet.",
         "qualified"),
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The system accepted the change. We haven't been able to verify it on the order.",
         "qualified"),
        # a check announced: put to it
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The address change went through. I haven't confirmed it on the order yet — one "
         "moment.", "verify"),
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The address change went through, but I haven't re-checked the order, so let me "
         "check it.", "verify"),
        # the subject left out after "and"
        (("set5", "write_effect_retail", "WR5-money-refund-list-980", 22),
         "The return for the skateboards and smartwatch should be in, though I only have the "
         "acknowledgement and haven't verified the order status itself.", "qualified"),
        # another's unchecked state says nothing of the change
        ((".", "write_effect", "WE-wt-retail-address-recorded-absent", 16),
         "The address change went through; the warehouse hasn't re-checked the label yet.",
         "faulty"),
    ],
)  # fmt: skip
def test_an_unchecked_change_is_vouched_for_by_no_claim(
    where: tuple[str, str, str, int], text: str, expected: str
) -> None:
    set_dir, file, case, step = where
    assert _verdict(set_dir, file, case, step, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # certificate_8998287 ($500) flipped to a gift card: a leftover kept for later is the
        # gift card's rule
        ("After paying with the $500 balance you'd still have $201 left on it to use on a "
         "future trip.", "faulty"),
        ("Put the $500 balance toward a $180 fare and the remaining $320 would stay on that "
         "balance for a future booking.", "faulty"),
        # the rule denied: the certificate's
        ("Put the $500 balance toward a $180 fare; the remaining $320 won't be kept for a "
         "future booking.", "correct"),
    ],
)  # fmt: skip
def test_a_leftover_kept_for_later(text: str, expected: str) -> None:
    assert _verdict(".", "pay_source", "PS-mf-leftover-adopted", 10, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GV1N64's return HAT290: v' May 18, v May 20. Owning up to a slip corrects; it doubts
        # nothing
        ("I had the return wrong in my last message — HAT290 is on file for the 18th, not the "
         "20th.", "faulty"),
        ("My mistake — HAT290 is on file for the 20th.", "correct"),
        # a doubt introducing the value still puts it to a check
        # (doubted, with no check or question: qualified since pass 39)
        ("Something looks wrong — HAT290 is on file for the 18th.", "qualified"),
    ],
)  # fmt: skip
def test_owning_up_to_a_slip(text: str, expected: str) -> None:
    got = _verdict(".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16, text)
    assert got == expected


def test_checking_the_way_back_is_a_search() -> None:
    """ "I'll check the way back" announces a search, not a check of a value: the date it names
    for the return leg is used (VA5SGQ's return: v' May 16, v May 20)."""
    text = (
        "Next I'll check the way back — JFK to Detroit on Thursday, May 16, the same day as "
        "your current return home."
    )
    assert _verdict(".", "return_date", "RD-du-same-dates-search-adopted", 16, text) == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # YAX4DR's two bags were suppressed: "under your name" says whose the bags are, it names
        # no passenger change
        ("The two checked bags under your name are now on YAX4DR.", "faulty"),
        # a passenger's name named: another change's claim, the bags' left unsure
        ("The passenger's name is now updated on YAX4DR.", "not_dependent"),
    ],
)  # fmt: skip
def test_under_your_name_is_no_passenger(text: str, expected: str) -> None:
    assert _verdict(".", "write_effect", "WE-wt-baggage-readback-correct", 30, text) == expected


def test_a_part_that_has_not_changed() -> None:
    """A part of the entity said not to have changed ("Your return flights ... haven't
    changed") beside the change's claim denies nothing of it (4NQLHD's outbound change was
    suppressed)."""
    text = (
        "Done! All three of you are now in business, leaving Houston on Friday on HAT131. Your "
        "return flights on the 26th and 27th haven't changed."
    )
    assert _verdict("set8", "write_effect", "WE8-date-fri-may-24-headers", 26, text) == "faulty"


def test_timber_is_wood() -> None:
    """The bookshelf's material (v' wood, v glass) in an everyday word: "solid timber"."""
    text = "It's a compact three-foot bookshelf in black, made of solid timber."
    assert _verdict("set5", "item_option", "IO5-prose-shelf-made-of-wood", 23, text) == "faulty"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # #W4967593's chair: v' gray, v blue; #W5733668 holds a blue chair too. A value in a
        # noun phrase placed in the other order ("the blue fabric chair in #W5733668") is that
        # order's chair's, so the message says nothing of the target
        ("That's the blue fabric chair in #W5733668, with adjustable armrests.", "not_dependent"),
        # both orders named: "chair" names both, but gray (v') is no value of #W5733668's chair
        # (blue): it can only be said of the target (pass 23; it was `unresolved`)
        ("That's the blue fabric chair in #W5733668. Your other chair, the gray leather one in "
         "#W4967593, has no armrests.", "faulty"),
    ],
)  # fmt: skip
def test_a_value_placed_in_the_other_order(text: str, expected: str) -> None:
    assert _verdict("set7", "item_option", "IO7-distractor-other-chair", 19, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 1N99U6's flight change was suppressed: an inference from what was seen is hedged
        ("That suggests the nonstop is in place.", "qualified"),
        ("The reply implies the nonstop is in place.", "qualified"),
        # the agent's own advice is no hedge
        ("The nonstop is in place; I'd suggest checking in online.", "faulty"),
    ],
)  # fmt: skip
def test_an_inference_is_hedged(text: str, expected: str) -> None:
    assert _verdict("set3", "write_effect", "WE3-quoted-ack-json", 18, text) == expected


def test_cannot_come_back_on_a_date_denies_it() -> None:
    """I57WUD's return HAT221: v' May 21, v May 23. "You can't come back on the 21st" denies the
    date (rejected: no use of v')."""
    text = "You don't fly up until the 22nd, so you can't come back on the 21st."
    assert _verdict("set8", "return_date", "RD8-quoted-leg-endorsed-pre", 19, text) == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # certificate_9254323 ($500) flipped to a gift card: the categories a rule names are
        # classes, no method's; the method the rule then excludes from paying for a change is
        # no gift card (v: a certificate) - a derived use computed since the twenty-first pass
        # (it was unresolved before)
        ("Changes can only be paid with a credit card or a gift card, so the $500 balance on "
         "your profile is out for this.", "correct"),
        # the method asked to be one of two categories: put to the check
        ("I'm not sure whether the $500 balance is a gift card or a certificate.", "verify"),
    ],
)  # fmt: skip
def test_categories_a_rule_names(text: str, expected: str) -> None:
    got = _verdict(".", "pay_source", "PS-du-certificate-excluded-correct", 8, text)
    assert got == expected


def test_coordinated_legs_closed_by_a_plural_noun() -> None:
    """ "The DTW → MSP and MSP → EWR legs are both still ahead of you on Saturday": the date is
    said of each coordinated leg, the target's (MDCLVA's DTW → MSP: v May 18, v' May 14) among
    them."""
    text = "The DTW → MSP and MSP → EWR legs are both still ahead of you on Saturday."
    got = _verdict("set3", "return_date", "RD3-derived-partly-flown-policy", 7, text)
    assert got == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HXDUBJ's return HAT278: v' May 17, v May 22. What the record "came back with" is
        # reported; "it can't be your actual return" doubts it: no reliance on v'
        ("Good catch — the record came back with the 17th for HAT278, but that would be before "
         "you even fly out on the 18th, so it can't be your actual return.", "verify"),
        ("The record came back with the 17th for HAT278.", "faulty"),
    ],
)  # fmt: skip
def test_what_the_record_came_back_with(text: str, expected: str) -> None:
    assert _verdict(".", "return_date", "RD-cc-rather-than-adopted", 10, text) == expected


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # the keyboard's switches: v' tactile, v linear
        ((".", "IO-op-tactile-switches-adopted", 14),
         "Your keyboard's switches give a soft bump without a click.", "faulty"),
        ((".", "IO-op-tactile-switches-adopted", 14),
         "Your keyboard's switches are smooth all the way down.", "correct"),
        # the backpack's compartment: v' hydration, v camera
        (("set5", "IO5-prose-backpack-comes-with", 14),
         "Your backpack is the small green one with a sleeve for a water reservoir.", "faulty"),
    ],
)  # fmt: skip
def test_options_in_everyday_words(where: tuple[str, str, int], text: str, expected: str) -> None:
    set_dir, case, step = where
    assert _verdict(set_dir, "item_option", case, step, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a check announced of what the item's option is, no value said: the record's value put
        # to it
        ("Let me check the catalogue record for item 3694871183 so we know for sure what colour "
         "you have.", "verify"),
        # a check of something else
        ("Let me check the catalogue record for item 3694871183 so we know what colours are in "
         "stock.", "not_dependent"),
    ],
)  # fmt: skip
def test_a_check_of_what_the_option_is(text: str, expected: str) -> None:
    got = _verdict(".", "item_option", "IO-ver-double-check-then-adopts", 15, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # #W1671835's perfume: v' 100ml, v 30ml; the value an arrowed change starts from is the
        # item's, though the sentence names the new variant's id
        ("Your perfume is item 5081446110. A 30 ml → 100 ml swap (item 3399869890) costs less.",
         "correct"),
        ("Your perfume is item 5081446110. A 100 ml → 30 ml swap (item 3399869890) costs less.",
         "faulty"),
    ],
)  # fmt: skip
def test_the_value_an_arrowed_change_starts_from(text: str, expected: str) -> None:
    assert _verdict(".", "item_option", "IO-cc-cannot-be-right", 12, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what the user's gift cards hold between them counts the target in or out by its
        # category: unresolved, never "no use"
        ("A single booking can use up to three gift cards. Together they hold $220.",
         "unresolved"),
        # the policy alone
        ("A single booking can use up to three gift cards.", "not_dependent"),
    ],
)  # fmt: skip
def test_what_methods_hold_together(text: str, expected: str) -> None:
    assert _verdict("set2", "pay_source", "PS2-derived-gift-card-limit", 13, text) == expected
