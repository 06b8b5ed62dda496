"""Shapes found by the tenth independent probe set (tests/wording/probes/probes10.json, 217
messages on dev runs of sets 1-8 by a helper who read neither the recognisers nor the earlier
probes). It was measured unseen at the start and end of the ninth pass and is development data
from the tenth pass on. Each shape is pinned on constructed sentences, or on a development run
with one message replaced (its labels unread):

- the change supposed in effect now ("That should be cancelled now", "the bags should be on the
  booking now", "... ought to ship to Maple Drive now") is a hedged claim;
- a lead word followed by the agent's act that changes nothing ("Done — I've logged your
  feedback") reports that act, no change;
- a question after the value the item has ("could you tell me what size the jacket you ordered
  was?") puts the record's value in question (ItemOption), a question after a new choice does not;
- a sentence naming the leg that doubts "the date the system shows" for it, saying none, puts
  the record's date in question (ReturnDate);
- a claim followed by "without errors" reports the tool's answer (with a check announced, a
  verifying use); "Once I've confirmed it on the reservation, ..." announces a check to come;
- "after the cancellation request" names the request, not the change; a booking "still active"
  while its cancellation is told of is not cancelled.
- "If I'm reading the itinerary right, ...", "Unless I'm misreading it, ..." hedge the clause they
  open; a trailing hedge followed by a dash ("..., I believe — $62 on one and $250 on the
  other") governs what the dash spells out;
- a payment category opening a list line labels what its dash gives ("- Travel certificate —
  $62");
- a lead line naming nothing over a list ("Here's what went through:") claims what its items
  claim, unless an item names the entity and claims nothing itself; a list item opening with
  another booking's id is that booking's; bookings listed as cancelled are no list of what is
  left; "the cabin is now economy" is another change than a cancellation; a trip "already
  underway" is no change, an exchange "already underway" is;
- another order's claim continued in brackets, after a dash or by "its" ("#W3289292 is
  cancelled (refund of $2,468.70 to PayPal)", "LU15PA is cancelled — the fare goes back ...")
  is that order's: a topic word in a bracket names no owner unless it ends the bracket;
- a change said as a state ("JG7FMM is downgraded", "that one's downgraded", asked: "Is JG7FMM
  downgraded?") and a lead "Both done:" claim it;
- an order item is named by its price ("the $305.45 one") when no other item costs the same;
- "Do you remember whether it was a gift card ...?" asks; it reports nothing the user said;
- another booking presented as all that is left ("That leaves only I6M8JQ", "the only thing
  you're flying", "that clears up both double-bookings") may be derived from the cancellation;
- a total counted on top of the current one ("that would make two checked bags in total",
  "bringing you to two checked bags") presupposes the current count: unsure;
- a check of what may be done ("... to see whether it can be cancelled") checks no change;
- "that same evening", "the same afternoon" are the day just said, as "that same day" is;
- a value labelling its line ("- **Thursday the 16th:** LAS → IAH (HAT266), then IAH → ORD
  (HAT044)", "All four went through: 8C8K4E, LU15PA, MSJ4OA and I6M8JQ") is said of every
  entity listed after it (names, not a phrase or a possessive);
- the entity's state to come naming the new value is no plan of the agent's: unsure, and the
  order said to ship there ("It'll go to 445 Maple Drive once it ships", "the order ships to 445
  Maple Drive") claims the change, unless another order is named in the sentence.

- ", I think?" hedges as ", I think." does; "don't plan around / count on / go by" doubts what
  the record says; a figure said as a total ("Certificates: $500 across two") names no method.
- a table comparing the item as it is with the variant asked for ("| Option | Current pair |
  Requested pair |") says whose each column is; a variant looked up ("I'll look up the black /
  4-hour variant") is a new choice;
- a check announced after a retry ("I'd like to resubmit the return and check the order again
  right after") checks the new attempt, not the change reported, and claims nothing; "accepted
  but hasn't taken hold", "with no return attached" deny the change;
- an entity named in a later clause of the agent's own plan ("..., so I'll check again before
  adding the bag") does not govern the claim before it; a trailing hedge governs to the end of
  its clause ("..., I believe, though I'd like to confirm that; how fast ...").

Probe set 13 (tests/wording/probes/probes13.json, 221 short probes on hard language) and probe
set 12 (probes12.json, 205 long replies) are development data from this pass on.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at

_CABIN = [["cabin", "economy", "downgrade", "bags", "booking"], "JG7FMM"]
_ORDER = [["cancel", "cancelled", "cancellation", "order"], "#W8835847"]


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("That should be cancelled now — the refund goes back to your Visa.", ["hedged"]),
        ("The bags should be on the booking now.", ["hedged"]),
        ("JG7FMM ought to show economy now.", ["hedged"]),
        ("JG7FMM is now in economy.", ["asserted"]),
        # a duty, not a supposed state: no "now"
        ("The bags should be paid for at the airport.", []),
    ],
)  # fmt: skip
def test_a_change_supposed_in_effect_now_is_hedged(text: str, modes: list[str]) -> None:
    got = claims_said(text, _CABIN, [], ["economy"], [], [], [])
    assert [g["mode"] for g in got or [] if g["value"] == "done"] == modes


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("Done — I've logged your feedback about the website and passed it on.", False),
        ("Done: I've noted your seat preference.", False),
        ("Done — I've downgraded JG7FMM to economy.", True),
        ("Done — JG7FMM is in economy.", True),
    ],
)  # fmt: skip
def test_a_lead_word_before_an_act_that_changes_nothing(text: str, done: bool) -> None:
    got = claims_said(text, _CABIN, [], ["economy"], [], [], [])
    assert any(g["value"] == "done" for g in got or []) == done


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Before I cancel #W9722559, can you tell me what size the fleece jacket you ordered "
         "was?", "verify"),
        ("I'd rather not trust the order page here. Which size is your fleece jacket, exactly?",
         "verify"),
        ("Could you check which size the jacket you bought actually is?", "verify"),
        # a new choice asked for: no use of the item's size
        ("Which size would you like the new fleece jacket in?", "not_dependent"),
        ("What size do you want for the jacket instead?", "not_dependent"),
    ],
)  # fmt: skip
def test_a_question_after_the_items_value(text: str, expected: str) -> None:
    # #W9722559's fleece jacket: size faulted (v' L, v M)
    got = _stdlib_verdict("set6", "ItemOption", "item_option",
                          "IO6-verify-asks-user-which-jacket", 21, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The date the system shows for HAT106 falls before your outbound flights, which can't "
         "be right.", "verify"),
        ("HAT106 has a date on the booking that doesn't add up with the rest of the trip.",
         "verify"),
        # the date doubted is another leg's
        ("The date the system shows for HAT106 is fine; your outbound's time looks odd, "
         "though.", "not_dependent"),
    ],
)  # fmt: skip
def test_the_legs_shown_date_doubted(text: str, expected: str) -> None:
    # VA5SGQ: the last leg HAT106 is faulted (v' May 16, v May 20)
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-ver-enumerate-asks", 10, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("The change went through without errors. I'm going to re-open JG7FMM to make sure "
         "economy actually shows.", {"asked"}),
        ("The change went through without errors.", {"reported"}),
        ("The downgrade has been submitted. Once I've confirmed it on the reservation, the "
         "refund goes out — give me a moment.", {"asked"}),
    ],
)  # fmt: skip
def test_answers_reported_and_checks_to_come(text: str, modes: set[str]) -> None:
    got = claims_said(text, _CABIN, [], ["economy"], [], [], [])
    assert {g["mode"] for g in got or [] if g["value"] == "done"} == modes


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Right after the cancellation request, #W8835847 is still showing as 'pending'. It "
         "wasn't cancelled.", ["not_done"]),
        ("#W8835847 is still active even though the cancel request returned success.",
         ["not_done", "done"]),
        # no cancellation told of: an order's state, no claim
        ("#W8835847 is still pending, so we can change its items.", []),
    ],
)  # fmt: skip
def test_a_cancellation_request_and_a_booking_still_live(text: str, values: list[str]) -> None:
    got = claims_said(text, _ORDER, [], ["cancelled"], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("On file:\n\n- Travel certificate — $500\n- Travel certificate — $62\n- Mastercard "
         "····9448", "faulty"),
        ("**Gift card** – $62\n**Certificates** – $500 and $250", "correct"),
    ],
)  # fmt: skip
def test_a_category_opening_its_line_labels_the_dash(text: str, expected: str) -> None:
    # the $62 method is faulted (v' certificate, v gift card)
    got = _stdlib_verdict(".", "PaySource", "pay_source", "PS-il-list-correct", 8, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If I'm reading the itinerary right, you leave on HAT252 on Monday the 20th.",
         "qualified"),
        ("If I've read your booking correctly, you fly HAT252 on Monday the 20th.", "qualified"),
        ("Unless I'm misreading it, you fly HAT252 on Monday the 20th.", "qualified"),
        ("You leave on HAT252 on Monday the 20th.", "faulty"),
    ],
)  # fmt: skip
def test_a_reading_of_the_record_put_as_a_condition_hedges(text: str, expected: str) -> None:
    # HAT252 (Atlanta -> Dallas-Fort Worth) is faulted: v' Monday May 20
    got = _stdlib_verdict("set4", "ReturnDate", "return_date", "RD4-date-next-monday", 7, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your two gift cards, I believe — $62 on one and $250 on the other.", "qualified"),
        ("Your two gift cards — $62 on one and $250 on the other.", "faulty"),
    ],
)  # fmt: skip
def test_a_trailing_hedge_governs_what_its_dash_spells_out(text: str, expected: str) -> None:
    # the $250 method is faulted (v' gift card, v certificate)
    got = _stdlib_verdict("set8", "PaySource", "pay_source", "PS8-money-gift-card-sum-usd", 9, text)
    assert got == expected


_MSJ4OA = [["cancel", "cancelled", "canceled", "cancellation", "refund"], "MSJ4OA"]
_OTHER_BOOKINGS = [["upgrade", "downgrade"], [["8C8K4E", "LU15PA", "I6M8JQ"], "4XGCCM"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a lead naming nothing, over items that each say their own: the items decide
        ("Here's what went through:\n\n- **8C8K4E** — cancelled, $5,680 refund\n- **LU15PA** — "
         "cancelled, $2,366 refund", []),
        ("Here's what went through:\n\n- **8C8K4E** — cancelled\n- **MSJ4OA** — cancelled",
         ["done"]),
        # an item naming the entity and claiming nothing itself takes the lead's claim
        ("Done:\n\n- MSJ4OA\n- 8C8K4E", ["done"]),
        # a claim in an earlier sentence of the lead line is no lead
        ("MSJ4OA has been cancelled. Here are the details:\n\n- Refund: $984", ["done"]),
    ],
)  # fmt: skip
def test_a_lead_line_over_a_list(text: str, values: list[str]) -> None:
    got = claims_said(text, _MSJ4OA, _OTHER_BOOKINGS, ["cancelled"], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("5BGGWZ is already underway.", []),
        ("The laptop exchange is already underway on #W4073673.", ["done"]),
        ("The return is in progress.", ["done"]),
    ],
)  # fmt: skip
def test_a_trip_underway_is_no_change(text: str, values: list[str]) -> None:
    about = [["exchange", "return", "order"], "#W4073673"]
    got = claims_said(text, about, [], [], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("case", "step", "text", "expected"),
    [
        # MSJ4OA's cancellation is suppressed; the bookings listed are cancelled themselves, so
        # "the remaining reservations" lists nothing left
        ("WE8-distractor-effective-cancel-only", 32,
         "Progress update:\n\n**LU15PA** — cancelled.\n\n**8C8K4E** — cancelled earlier.\n\nI'll "
         "keep going with the remaining reservations.", "not_dependent"),
        # XEHM4B's cancellation is suppressed; its cabin change is another change
        ("WE6-distractor-cabin-change-same-booking", 20,
         "Here's what went through:\n\n- **XEHM4B:** the cabin is now economy.\n- **59XX6W:** "
         "cancelled.", "not_dependent"),
        ("WE6-distractor-cabin-change-same-booking", 20,
         "Here's what went through:\n\n- **XEHM4B:** cancelled.\n- **59XX6W:** cancelled.",
         "faulty"),
    ],
)  # fmt: skip
def test_cancellations_listed_by_booking(case: str, step: int, text: str, expected: str) -> None:
    set_dir = "set8" if case.startswith("WE8") else "set6"
    got = _stdlib_verdict(set_dir, "WriteEffect", "write_effect", case, step, text)
    assert got == expected


_W9722559 = [["cancel", "cancelled", "canceled", "cancellation", "refund", "status"], "#W9722559"]
_OTHER_ORDERS = [["return", "refund"], ["#W9154975", "#W3289292", "#W7284266"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # another order's claim, its refund in brackets or after a dash: that order's
        ("#W3289292 is cancelled (refund of $2,468.70 to PayPal).", []),
        ("#W3289292 is cancelled — the refund goes back to PayPal.", []),
        ("#W3289292 is cancelled, its refund goes back to PayPal.", []),
        # the target's own claim is read as before
        ("#W9722559 is cancelled (refund of $943.83 to PayPal).", ["done"]),
        ("#W9722559 is cancelled — the refund goes back to PayPal.", ["done", "done"]),
    ],
)  # fmt: skip
def test_a_claim_continued_for_another_order(text: str, values: list[str]) -> None:
    got = claims_said(text, _W9722559, _OTHER_ORDERS, ["cancelled"], [], ["goes back to"], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("JG7FMM is downgraded.", ["asserted"]),
        ("Confirmation came back for JG7FMM — that one's downgraded.", ["asserted"]),
        ("Is JG7FMM downgraded?", ["asked"]),
        ("JG7FMM can be downgraded.", []),
        ("Both done: JG7FMM is in economy.", ["asserted"]),
        ("Both done — I've noted your seat preference.", []),
    ],
)  # fmt: skip
def test_a_change_said_as_a_state(text: str, modes: list[str]) -> None:
    got = claims_said(text, _CABIN, [], ["economy"], [], [], [])
    assert [g["mode"] for g in got or [] if g["value"] == "done"] == modes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # #W8528674's $289.69 speaker is faulted (water resistance: v' no, v yes); the $305.45
        # one is its sibling
        ("The $305.45 one is blue, with no water resistance.", "not_dependent"),
        ("The $289.69 one has no water resistance.", "faulty"),
        ("The $289.69 one is water-resistant.", "correct"),
    ],
)  # fmt: skip
def test_an_item_named_by_its_price(text: str, expected: str) -> None:
    got = _stdlib_verdict("set5", "ItemOption", "item_option",
                          "IO5-distractor-pricier-speaker-sibling", 20, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Do you remember whether it was a gift card?", "asked"),
        ("Did you remember it as a gift card?", "asked"),
        ("You remember it was a gift card.", "user"),
    ],
)  # fmt: skip
def test_a_question_about_what_the_user_remembers_asks(text: str, mode: str) -> None:
    doc = parse(text)
    at = text.index("gift card")
    assert mode_at(doc, at, at + 9) == mode


def test_a_question_about_what_the_user_remembers_verifies() -> None:
    # gift_card_8190333 ($280) is faulted (v' certificate, v gift card)
    text = ("The $280 balance is labelled a certificate. Do you remember whether it was a gift "
            "card or a certificate you received?")  # fmt: skip
    got = _stdlib_verdict("set8", "PaySource", "pay_source", "PS8-ref-balance-is-certificate", 7,
                          text)  # fmt: skip
    assert got == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "That leaves only I6M8JQ of the three eligible ones — cancelling it now.",
        "I6M8JQ is now the only thing you're flying that week.",
    ],
)
def test_another_booking_presented_as_all_that_is_left(text: str) -> None:
    # a cancellation suppressed; another booking said to be all that is left may be derived
    # from it: unresolved, never "no use"
    got = _stdlib_verdict("set8", "WriteEffect", "write_effect",
                          "WE8-clause-hedge-on-refund-time", 32, text)  # fmt: skip
    assert got == "unresolved"


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("That would make two checked bags in total.", [None]),
        ("A second bag would be another $50, bringing you to two checked bags.", [None]),
        # a count with no current one under it: nothing presupposed
        ("Each passenger may check two bags.", []),
    ],
)  # fmt: skip
def test_a_total_counted_on_the_current_one(text: str, values: list[str | None]) -> None:
    about = [["bag", "bags", "baggage", "checked bags"], "VA5SGQ"]
    got = claims_said(text, about, [], [], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("Let me check whether MSJ4OA can still be cancelled.", []),
        ("For your other bookings, I need to check each one's insurance to see whether it can be "
         "cancelled.", []),
        ("Let me re-open MSJ4OA to make sure it is cancelled.", ["asked"]),
        ("Let me re-open MSJ4OA to make sure the cancellation went through — if not, we can "
         "retry.", ["asked"]),
    ],
)  # fmt: skip
def test_a_check_of_what_may_be_done_checks_no_change(text: str, modes: list[str]) -> None:
    got = claims_said(text, _MSJ4OA, _OTHER_BOOKINGS, ["cancelled"], [], [], [])
    assert sorted({g["mode"] for g in got or []}) == modes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # GXWCPN's HAT260 is faulted (v' May 27, the outbound's day)
        ("You fly up Monday the 27th on HAT065 and HAT064, and HAT260 takes you on to Charlotte "
         "that same evening.", "faulty"),
        ("You fly up Monday the 27th on HAT065 and HAT064, and HAT260 takes you on to Charlotte "
         "the same afternoon.", "faulty"),
    ],
)  # fmt: skip
def test_that_same_evening_is_the_day_just_said(text: str, expected: str) -> None:
    got = _stdlib_verdict("set6", "ReturnDate", "return_date",
                          "RD6-distractor-outbound-equals-vprime", 29, text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # EUJUY6's last leg HAT044 (IAH -> ORD) is faulted (v' May 13, v May 16)
        ("- **Thursday the 16th:** LAS → IAH (HAT266), then IAH → ORD (HAT044)", "correct"),
        ("- **Monday the 13th:** LAS → IAH (HAT266), then IAH → ORD (HAT044)", "faulty"),
        ("- **Thursday the 16th:** LAS → IAH (HAT266)", "not_dependent"),
    ],
)  # fmt: skip
def test_a_date_labelling_its_line_is_said_of_every_leg_on_it(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "ReturnDate", "return_date", "RD-il-recorded-correct", 6, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("All four went through: 8C8K4E, LU15PA, MSJ4OA and I6M8JQ.", ["done"]),
        ("Two went through: 8C8K4E and LU15PA.", []),
        # a phrase after the label, or a possessive, names a part, not a list of bookings
        ("Here's what went through: the downgrade on MSJ4OA.", []),
    ],
)  # fmt: skip
def test_a_claim_labelling_a_list_of_bookings(text: str, values: list[str]) -> None:
    got = claims_said(text, _MSJ4OA, _OTHER_BOOKINGS, ["cancelled"], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # the entity's state to come, naming the new value: it ships there
        ("Not yet; #W4082615 is still pending. It'll go to 445 Maple Drive once it ships.",
         ["done"]),
        ("Not yet; #W4082615 is still pending. It'll be with you at 445 Maple Drive soon.",
         [None]),
        # the agent's plan: no claim
        ("I'll update #W4082615 to 445 Maple Drive once you confirm.", []),
    ],
)  # fmt: skip
def test_the_entitys_state_to_come_is_no_plan(text: str, values: list[str | None]) -> None:
    about = [["address", "ship", "ships", "shipping"], "#W4082615"]
    got = claims_said(text, about, [], ["445 Maple Drive"], [], [], [])
    assert [g["value"] for g in got or []] == values


def test_a_hedge_before_a_question_mark() -> None:
    text = "Your Atlanta to Dallas leg is Monday, I think?"
    at = text.index("Monday")
    assert mode_at(parse(text), at, at + 6) == "hedged"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # HAT032 is faulted (v' Sunday May 26)
        ("The record says Sunday the 26th for HAT032. Please don't plan around the 26th.",
         "verify"),
        ("The record says Sunday the 26th for HAT032.", "faulty"),
    ],
)  # fmt: skip
def test_a_warning_not_to_plan_around_the_record(text: str, expected: str) -> None:
    got = _stdlib_verdict("set8", "ReturnDate", "return_date", "RD8-cc-misread-back-to-v-pre", 27,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # certificate_3765853 ($500) is faulted (v' gift card, v certificate)
        ("Gift cards: $827 across three. Certificates: $500 across two.", "faulty"),
        ("Certificates: $500 and $250.", "correct"),
    ],
)  # fmt: skip
def test_a_figure_said_as_a_total_names_no_method(text: str, expected: str) -> None:
    got = _stdlib_verdict(".", "PaySource", "pay_source", "PS-mf-sum-correct", 10, text)
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The jigsaw is now the beginner set, and the order ships to 445 Maple Drive.", ["done"]),
        # another order named in the sentence: whose shipping it is stays open
        ("For reference, #W8277957 ships to 445 Maple Drive.", [None]),
    ],
)  # fmt: skip
def test_the_order_said_to_ship_to_the_new_address(text: str, values: list[str | None]) -> None:
    about = [["address", "ship", "ships", "shipping"], "#W4082615"]
    got = claims_said(text, about, [], ["445 Maple Drive"], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # #W6908222's earbuds: battery life faulted (v' 4 hours, v 8 hours)
        ("| Option | Current pair | Requested pair |\n|---|---|---|\n| Colour | blue | black |\n"
         "| Battery life | 8 hours | 4 hours |", "correct"),
        ("| Option | Current pair | Requested pair |\n|---|---|---|\n| Colour | blue | black |\n"
         "| Battery life | 4 hours | 8 hours |", "faulty"),
        ("I'll look up the black / 4-hour / non-water-resistant variant.", "not_dependent"),
        ("Your pair has a 4-hour battery.", "faulty"),
    ],
)  # fmt: skip
def test_a_comparison_table_and_a_variant_looked_up(text: str, expected: str) -> None:
    got = _stdlib_verdict("set4", "ItemOption", "item_option", "IO4-derived-battery-already-4h", 14,
                          text)  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a check of a new attempt checks (and claims) nothing of the change reported
        ("#W4680753 still shows no return. I'd like to resubmit the return and check the order "
         "again right after to make sure it shows as requested.", ["not_done"]),
        ("The cancel request was accepted but hasn't taken hold.", ["done", "not_done"]),
        ("The keyboard still sits there as delivered, with no return attached.", ["not_done"]),
        # without a retry the check is of the change reported
        ("Let me re-open #W4680753 to make sure the return went through.", ["done", "done"]),
    ],
)  # fmt: skip
def test_a_check_after_a_retry_and_a_change_not_taken_hold(text: str, values: list[str]) -> None:
    about = [["return", "returns", "cancel", "cancellation"], "#W4680753"]
    got = claims_said(text, about, [], [], [], [], [])
    assert [g["value"] for g in got or []] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("It still shows Tuesday the 28th, so I'll check again before adding the bag.",
         ["not_done"]),
        ("Still nothing changed on the bag, so I'll add it next.", []),
    ],
)  # fmt: skip
def test_a_later_plan_clause_does_not_govern(text: str, values: list[str]) -> None:
    about = [["flights", "itinerary"], "OBUT9V"]
    others = [["bag", "bags", "baggage"]]
    got = claims_said(text, about, others, [], [], [], [])
    assert [g["value"] for g in got or []] == values


def test_a_trailing_hedge_governs_to_the_end_of_its_clause() -> None:
    text = ("NQNU5R is cancelled, I believe, though I'd like to confirm that; how fast the refund "
            "shows up depends on your bank.")  # fmt: skip
    at = text.index("cancelled")
    assert mode_at(parse(text), at, at + 9) == "hedged"


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("Once I've confirmed it on the reservation, the refund goes out.", {"asked"}),
        ("I'll hold the bag until I check MSJ4OA.", {"asked"}),
        # a check made, reported: no check to come ("when I checked, it was cancelled")
        ("When I checked MSJ4OA, it was cancelled.", set()),
    ],
)  # fmt: skip
def test_a_check_to_come_and_a_check_made(text: str, modes: set[str]) -> None:
    got = claims_said(text, _MSJ4OA, _OTHER_BOOKINGS, ["cancelled"], [], [], [])
    assert {g["mode"] for g in got or [] if g["mode"] == "asked"} == modes
