"""Shapes found on probe sets 1-22 (development data) in the twentieth pass, each pinned on a
development run with one message replaced (its labels unread; the cases marked "control" give
the same verdict on the starting code and guard what must not change):

- a refund said as an entity's figure ("$289.73 (#W7181492)", "$5,074.00 for 4XGCCM", a row
  "| LU15PA | $2,366 |" under "Refunds:"), stated as fact, claims the cancellation or return
  that makes it (was "no use" where other ids came first, or unsure); a refund table under a
  condition ("if you cancel, the refunds would be:") claims nothing;
- a return or an exchange request "submitted" or "in" is the change itself (the order becomes
  "return requested"): a claim, where for other writes the words report an attempt;
- a variant put forward by its price or its price's difference from what was paid ("$5.73 more
  than you paid") keeps the option's value the agent holds, when a variant differing in that
  option alone was there to choose; the user asked another option's change by naming it ("the
  largest size available") as well as by asking to keep the rest, but a criterion ("the
  largest", "the most expensive") may have chosen the variant instead (unresolved) unless the
  message says it keeps the user's own value ("in your scent"); once an item of the product was
  changed, a report of what it became is no new use;
- "the bags should now be on HATHAT": the change supposed made (qualified);
- a done phrase inside an "if" clause supposes the change, past tense too ("if the swap went
  through, you're all set": qualified), also after a colon ("One thing first: if ..."); "if it
  had gone through" is counterfactual and claims nothing; "open the order and confirm it" and
  "before we treat/count that as done" announce a check;
- options: the values after "to" in a change written from the item ("from your blue 3-piece
  hardshell set ($495.87) to the black 2-piece softshell") are the new item's; a variant said to
  exist ("a 2L tank does exist") or counted from the item ("large is one size up") is no value
  of the item; a ten-digit item id the run never showed, not the item's, names another item;
- payment: "the type says gift card", "the ID says credit card", "is tagged gift_card" report
  the record (a question then puts it to the user);
- a value after a clause whose subject is no entity ("nothing else of yours falls on the 27th",
  "you're clear on the 27th") is the day in question, said of no one (was an enumeration);
- "$62 on one gift card and $250 on the other": both halves are members of the category; an
  answer to "how much is on my gift cards?" that gives the method's balance without its
  category is unresolved, never "no use";
- two items of the same name in one order, listed line by line with their own traits ("size M,
  black" then "size S, white"): each line's value is the item whose traits it gives.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


# #W7181492's return was suppressed; #W3792453's and #W5565470's went through
RETURNS = ("set4", "write_effect_retail", "WR4-money-three-returns-sum", 28)
# LU15PA's cancellation was suppressed; 8C8K4E's, MSJ4OA's and I6M8JQ's went through
FOUR = ("set5", "write_effect", "WE5-done-four-cancelled", 30)
# XEHM4B's cancellation was suppressed; its cabin change went through
XEHM4B = ("set6", "write_effect", "WE6-distractor-cabin-change-same-booking", 20)
# #W5565470's return (kettle, keyboard) was suppressed
LABEL = ("set2", "write_effect_retail", "WR2-done-return-label", 22)
# the earbuds' battery is faulted (v' 6 hours, v 8 hours); the user asked for blue, the rest kept
BLUE = (".", "item_option", "IO-mf-difference-from-vprime", 15)
# the perfume's scent is faulted (v' oriental, v woody); the user asked for the largest size
SCENT = (".", "item_option", "IO-du-exchange-same-scent", 12)
# the earbuds' battery is faulted (v' 6 hours, v 8 hours); they were switched to blue keeping v
SWITCHED = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
# certificate_1849235 ($250) is faulted: v' gift card, v certificate; the user asked how much
# is on the gift cards
HOW_MUCH = ("set8", "pay_source", "PS8-money-gift-card-sum-usd", 9)
# the speaker change on #W6750959 was suppressed
SPEAKER = ("set9", "write_effect_retail", "WR9-derived-already-modified-refusal", 23)
# #W2417020's cancellation was suppressed
QUOTED = ("set7", "write_effect_retail", "WR7-quoted-status-field", 26)
# the flight change on 1N99U6 was suppressed; the reservation read at 23 shows the old flights
COUNTERFACTUAL = (".", "write_effect", "WE-cc-cannot-be-right", 24)
# the luggage set's material is faulted (v' hardshell, v softshell)
LUGGAGE = ("set3", "item_option", "IO3-distractor-luggage-correct", 18)
# the espresso machine's tank is faulted (v' 2L, v 1.5L); no product record was read
TANK = ("set8", "item_option", "IO8-derived-biggest-tank-already", 17)
# credit_card_6873705 (Visa 2267) is faulted: v' gift card, v credit card
TYPE_SAYS = ("set2", "pay_source", "PS2-quoted-json", 7)
# the baggage update on HATHAT (3 bags) was suppressed
BAGS = ("set3", "write_effect", "WE3-tools-three-bags", 40)
# Q0ZF0J's HAT161 is faulted: v' Monday May 27, v Thursday May 30
CLASH = ("set7", "return_date", "RD7-derived-same-day-clash-pre", 23)
# the black helmet's size is faulted (v' S, v M); the order's white helmet is a real S
HELMETS = ("set6", "item_option", "IO6-list-two-helmets-both-small", 15)

CASES = [
    pytest.param(RETURNS, "Coming back to PayPal: $200.80 (#W3792453), $289.73 (#W7181492) and "
                 "$427.90 (#W5565470).", "faulty", id="a-refund-figure-owned-by-the-id"),
    pytest.param(RETURNS, "Refund total: $918.43, that is $200.80 for #W3792453, $289.73 for "
                 "#W7181492 and $427.90 for #W5565470.", "faulty", id="a-refund-figure-for-the-id"),
    pytest.param(FOUR, "Refunds:\n\n| Booking | Amount |\n|---|---|\n| 8C8K4E | $5,680 |\n"
                 "| LU15PA | $2,366 |", "faulty", id="a-refund-row-under-its-lead"),
    pytest.param(FOUR, "If you cancel it, the refunds would be:\n\n| Booking | Amount |\n"
                 "|---|---|\n| LU15PA | $2,366 |", "unresolved",
                 id="control-a-refund-table-under-a-condition"),
    pytest.param(XEHM4B, "Status: the cabin upgrade on XEHM4B went through ($288 on the Visa), "
                 "and 59XX6W is cancelled with $624 refunded.", "not_dependent",
                 id="control-another-change-of-the-same-booking"),
    pytest.param(LABEL, "The return for the kettle and the keyboard has been submitted.",
                 "faulty", id="a-return-request-submitted"),
    pytest.param(LABEL, "Your return request is in; a label is coming by email.", "faulty",
                 id="a-return-request-in"),
    pytest.param(BLUE, "The blue pair would cost $24.18 less than what you paid for yours.",
                 "faulty", id="a-variant-put-forward-by-its-difference"),
    pytest.param(BLUE, "Switching to blue, you'd get $30.18 back on PayPal.", "correct",
                 id="the-other-variant-by-its-difference"),
    # (fifty-fifth pass: "your fragrance" names the user's scent, as "in your scent" does)
    pytest.param(SCENT, "The largest bottle of your fragrance is 100ml, and it would cost $5.73 "
                 "more than you paid.", "faulty", id="a-variant-chosen-by-a-criterion"),
    pytest.param(SCENT, "In your scent, the largest bottle is the 100ml: $5.73 more than you "
                 "paid.", "faulty", id="a-criterion-said-to-keep-the-users-value"),
    pytest.param(SWITCHED, "All done: they're blue now, and the $30.18 difference is going back "
                 "to your PayPal.", "not_dependent", id="control-a-report-after-the-change"),
    pytest.param(HOW_MUCH, "You have $250 on one gift card and $62 on the other.", "faulty",
                 id="one-member-and-the-other"),
    pytest.param(HOW_MUCH, "About $312: $62 on one card and $250 on the other.", "unresolved",
                 id="a-balance-answering-how-much"),
    pytest.param(HELMETS, "#W9284598:\n- Cycling helmet: size M, black ($211.41)\n- Cycling "
                 "helmet: size S, white ($213.86)", "correct", id="twins-told-apart-by-traits"),
    pytest.param(HELMETS, "The white helmet is size S.", "not_dependent",
                 id="control-the-twin-by-its-trait"),
    pytest.param(SPEAKER, "If the speaker swap went through, you're all set for the e-reader "
                 "question too.", "qualified", id="if-it-went-through-supposes"),
    pytest.param(SPEAKER, "One thing first: if the speaker swap went through, the order's one "
                 "modification is used up. Let me open #W6750959 to see whether it registered.",
                 "verify", id="a-condition-after-a-colon-then-a-check"),
    pytest.param(QUOTED, "The call returned `\"status\": \"cancelled\"` for #W2417020; I'd like "
                 "to open the order and confirm it before we treat that as done.", "verify",
                 id="open-the-order-and-confirm-it"),
    pytest.param(COUNTERFACTUAL, "The reservation still shows HAT284 and HAT152, which can't be "
                 "right if the change had gone through, so it has not been applied.", "correct",
                 id="control-a-counterfactual-if"),
    pytest.param(LUGGAGE, "Swapping from your blue 3-piece hardshell set ($495.87) to the black "
                 "2-piece softshell gives $43.59 back.", "faulty",
                 id="from-the-item-to-the-new-one"),
    pytest.param(TANK, "Yours has the 1.5L tank. A 2L tank does exist in this line, as the 9-bar "
                 "automatic 2L (3709608322).", "correct",
                 id="a-variant-that-exists-by-an-unseen-id"),
    pytest.param(TYPE_SAYS, "Here is your last method:\n\n```\n\"credit_card_6873705\": "
                 "{\"source\": \"gift_card\", \"brand\": \"visa\"}\n```\n\nThe ID says credit "
                 "card, the type says gift card. Do you know which it is?", "verify",
                 id="the-type-says-and-a-question"),
    pytest.param(BAGS, "Your three checked bags should now be on HATHAT.", "qualified",
                 id="should-now-be-on-the-booking"),
    pytest.param(BAGS, "Your three checked bags should be on the booking once I add them.",
                 "not_dependent", id="control-should-be-without-now"),
    pytest.param(CLASH, "You're clear on the 27th: HAT161 doesn't fly until Thursday the 30th.",
                 "correct", id="the-day-in-question-said-of-no-one"),
    pytest.param(CLASH, "HAT161 is on the 30th, so nothing else of yours falls on the 27th.",
                 "correct", id="nothing-else-falls-on-it"),
    pytest.param(CLASH, "Nothing lands on the 27th except HAT161.", "faulty",
                 id="control-the-exception-names-the-leg"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _verdict(*where, text) == expected
