"""Shapes found on probe sets 1-20 (development data) in the eighteenth pass, each pinned on a
development run with one message replaced (its labels unread):

- after a cancellation, a done-claim made of a whole group ("4XGCCM is cancelled. That's both
  of them", "both orders are cancelled") beside a claim on another booking or order may
  include the cancelled one unnamed: unresolved, never "no use"; a claim on the other one
  alone, or a group named without a done-claim, stays as it was;
- a date before a coordination of references that no predicate follows ("on Monday the 27th
  you have the OBUT9V outbound and the Orlando → Phoenix leg") is said of each of them, the
  leg among them (no longer "no use" because the first is another reservation's);
- what the user is to receive in an exchange ("send back the 750ml and receive the 1000ml",
  "you'd get the 1000ml in its place") is the new item's value, not the ordered item's;
- a value before ", plus the charger" (or "as well as", "along with", "together with") is not
  the next list element's: its owner is named before it or not at all (unresolved, no longer
  "no use").
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


# UDMOP1's cancellation was suppressed; 4XGCCM's went through (the user asked for both)
AIRLINE = ("set4", "write_effect", "WE4-distractor-effective-cancel-only", 26)
# Q0ZF0J's HAT161 Orlando → Phoenix is faulted (v' Monday the 27th, v Thursday the 30th)
CLASH = ("set7", "return_date", "RD7-derived-same-day-clash-pre", 23)
# the water bottle's size is faulted (v' 1000ml, v 750ml)
BOTTLE = ("set4", "item_option", "IO4-derived-largest-size-already", 30)
# the fleece jacket's size is faulted (v' large); "fleece" alone names no item (a material)
FLEECE = ("set6", "item_option", "IO6-verify-asks-user-which-jacket", 21)
# #W3289292's cancellation was suppressed; #W9722559's went through (the user asked for both)
RETAIL = ("set3", "write_effect_retail", "WR3-distractor-other-order-cancelled", 28)

CASES = [
    pytest.param(AIRLINE, "4XGCCM is cancelled as well, so both of them are done.",
                 "unresolved", id="airline-both-of-them"),
    pytest.param(AIRLINE, "4XGCCM is cancelled too - that takes care of all of them.",
                 "unresolved", id="airline-all-of-them"),
    pytest.param(AIRLINE, "4XGCCM is cancelled, and both bookings are refunded to the original "
                 "payment methods.", "unresolved", id="airline-both-bookings"),
    pytest.param(AIRLINE, "4XGCCM is cancelled.", "not_dependent", id="airline-the-other-alone"),
    pytest.param(AIRLINE, "Both bookings are in your profile; which should I look at first?",
                 "not_dependent", id="airline-a-group-without-a-claim"),
    pytest.param(RETAIL, "#W9722559 is cancelled. That's both of them.",
                 "unresolved", id="retail-both-of-them"),
    pytest.param(RETAIL, "#W9722559 is cancelled too, so that's all of your orders done.",
                 "unresolved", id="retail-all-of-your-orders"),
    pytest.param(RETAIL, "#W9722559 (the portable charger order) is cancelled.",
                 "not_dependent", id="retail-the-other-alone"),
    pytest.param(CLASH, "On Monday the 27th you have the OBUT9V outbound and the Orlando → "
                 "Phoenix leg of Q0ZF0J.", "unresolved", id="a-date-before-coordinated-objects"),
    pytest.param(CLASH, "On Monday the 27th you have the OBUT9V outbound.", "not_dependent",
                 id="a-date-before-another-reservation-alone"),
    pytest.param(BOTTLE, "Your bottle in #W4597054 is the 750ml. For the exchange you send back "
                 "the 750ml and receive the 1000ml.", "correct", id="received-in-the-exchange"),
    pytest.param(BOTTLE, "Your bottle in #W4597054 is the 750ml; you'd get the 1000ml in its "
                 "place.", "correct", id="got-in-its-place"),
    pytest.param(BOTTLE, "Your bottle in #W4597054 is the 1000ml; you'd get the 750ml in its "
                 "place.", "faulty", id="the-ordered-one-stays-its-own"),
    pytest.param(FLEECE, "That order has a black full-zip fleece in large, plus the charger and "
                 "the luggage set.", "unresolved", id="a-value-before-plus-the-next"),
    pytest.param(FLEECE, "That order has a black full-zip fleece jacket in large, plus the "
                 "charger and the luggage set.", "faulty", id="a-value-of-the-item-before-plus"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _verdict(*where, text) == expected
