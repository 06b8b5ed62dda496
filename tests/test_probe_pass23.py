"""Shapes found in the twenty-third pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change):

- an item whose namesake in another order of the user's holds v or v' is told apart by the
  value said: v' where the namesake holds v (or v where it holds v') is only this item's, so
  the message is this item's whichever of the two its words name; the value the namesake
  holds itself stays unresolved (found by counting, on the held-out parts without reading them,
  which rule arm abstained at the labelled use: the namesake arm, which the development runs
  exercised once);
- an item of the product already exchanged or modified (another item, in this order or another)
  is described by its new variant's values: "your current laptop will be exchanged for the new
  one with ... in black" may say v' of the new laptop, not of this one (unresolved; found on a
  real run, where the namesake rule had hidden it);
- the change's new value stated as the entity's state, with no claim word ("On the nonstop
  HAT041 you're scheduled to touch down at LAX at 12:30 PM", "shipping to your new San Diego
  address") presupposes the change made, when the sentence names the entity and nothing else,
  holds nothing open ("should") and the message asks nothing (found by counting, on the
  held-out parts, which finder line left the labelled use unsure); "May" the month holds
  nothing open, "may" the modal does;
- a category word of v' that no rule attributes ("Gift card: Visa 8413.") in a message naming
  the method, when no other method the agent saw is of that category, can only be the method's
  (with another one of the category it stays unresolved).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from test_probe_pass6 import _record_of, _stdlib_verdict

from sscb_dsl.inject import compile_fault, load_operator, replay
from sscb_dsl.ledger.model import Case, Run
from sscb_dsl.ledger.read import read_runs
from sscb_dsl.text.claim_leads import stated_state
from sscb_dsl.text.discourse import parse


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


# the water bottle's capacity in #W4597054: 750ml (v), 1000ml (v'); the water bottle in the
# pending #W7342738 is 750ml
BOTTLE = ("set4", "item_option", "IO4-derived-largest-size-already", 30)
# the office chair's colour in #W4967593: blue (v), gray (v'); the chair in #W5733668 is blue
CHAIR = ("set7", "item_option", "IO7-distractor-other-chair", 19)
# the water bottle's colour in #W4597054: red (v), blue (v'); the one in #W7342738 is blue
BLUE = ("set4", "item_option", "IO4-prose-blue-bottle", 30)
# the garden hose's length in #W7181492: 25ft (v), 50ft (v'); the hose in #W2575533 is 50ft
HOSE = ("set4", "item_option", "IO4-distractor-other-order-50ft", 19)
# the bookshelf's material in #W3470184: glass (v), wood (v'); the one in #W9311069 is wood
SHELF = ("set5", "item_option", "IO5-prose-shelf-made-of-wood", 23)

# HAT041 (the new nonstop, landing at LAX at 12:30 PM) replacing the Miami routing was suppressed
NONSTOP = (".", "write_effect", "WE-du-arrival-time", 23)
# #W5056519's new address (380 Maple Drive, Suite 960, San Diego) was suppressed
MAKEUP = ("set8", "write_effect_retail", "WR8-distractor-item-and-price", 19)

# credit_card_3983998 (Visa 8413), a credit card (v), delivered as a gift card (v'); no other
# method is a gift card
VISA = ("set8", "pay_source", "PS8-ref-brand-and-digits-no-category", 9)
# certificate_4328067 ($100), a certificate (v), delivered as a gift card (v'); gift_card_6829926
# ($35) is a gift card too
GROUPED = ("set7", "pay_source", "PS7-list-grouped-by-kind", 7)

CASES = [
    pytest.param(BOTTLE, "Your water bottle is the 1000ml one already, so there's no larger "
                 "capacity to swap it for.", "faulty", id="v-prime-the-namesake-lacks"),
    pytest.param(BOTTLE, "It's the 1-litre bottle already; that's the biggest they make.",
                 "faulty", id="v-prime-in-other-words"),
    pytest.param(CHAIR, "The office chair is the gray one.", "faulty",
                 id="v-prime-of-a-chair-named-alike"),
    pytest.param(HOSE, "Your garden hose is the 25ft one.", "correct",
                 id="v-the-namesake-lacks"),
    pytest.param(SHELF, "Your bookshelf is made of glass.", "correct",
                 id="v-in-prose-the-namesake-lacks"),
    pytest.param(HOSE, "Your garden hose is the 50ft one.", "unresolved",
                 id="control-the-namesakes-own-value"),
    pytest.param(SHELF, "Your bookshelf is the wooden one.", "unresolved",
                 id="control-the-namesakes-own-material"),
    pytest.param(BLUE, "Your water bottle is the blue one.", "faulty",
                 id="control-the-order-asked-about"),
    pytest.param(BLUE, "Your water bottle is red, stainless steel, 750ml.", "correct",
                 id="control-v-of-the-order-asked-about"),
    pytest.param(NONSTOP, "On the nonstop HAT041 you're scheduled to touch down at LAX at 12:30 "
                 "PM.", "faulty", id="the-new-flight-as-the-state"),
    pytest.param(NONSTOP, "You land at LAX at 12:30 PM on HAT041, nonstop from Newark.",
                 "faulty", id="the-new-arrival-as-the-state"),
    pytest.param(MAKEUP, "One makeup kit: light skin tone, professional size, Brand B — $243.62, "
                 "shipping to your new San Diego address.", "faulty",
                 id="the-new-address-as-the-state"),
    pytest.param(NONSTOP, "On the nonstop HAT041 you should touch down at LAX at 12:30 PM.",
                 "unresolved", id="control-held-open"),
    # (until the twenty-eighth pass this control ended "Anything else?": a closing question asks
    # of nothing said, and no longer holds a stated state open; a question of the entity does)
    pytest.param(NONSTOP, "On the nonstop HAT041 you're scheduled to touch down at LAX at 12:30 "
                 "PM. Shall I keep the nonstop?", "unresolved", id="control-a-message-that-asks"),
    pytest.param(NONSTOP, "On the nonstop HAT041 you're scheduled to touch down at LAX at 12:30 "
                 "PM. Anything else?", "faulty", id="a-closing-question"),
    pytest.param(MAKEUP, "Got it — your new San Diego address.", "unresolved",
                 id="control-the-users-words-taken-up"),
    pytest.param(VISA, "Credit cards: Mastercard 1167; Visas 2076, 2604, 1798, 2267. Gift card: "
                 "Visa 8413. Certificate: $100.", "faulty", id="the-only-gift-card-labelled"),
    pytest.param(VISA, "Gift card: Visa 8413. Certificate: $100.", "faulty",
                 id="control-a-label-before-the-method"),
    pytest.param(GROUPED, "Credit card: Visa 8834 · Gift cards: $35 and $100 · Certificate: "
                 "$500", "unresolved", id="control-a-category-with-two-members"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _verdict(*where, text) == expected


# Real run task-95 trial-95 (AgentRx retail): the user's laptop in #W4073673 is exchanged (step
# 26) for item 9844888101 (15-inch, i7, 8GB, 1TB, black); the laptop in #W2905754 (space grey)
# gets black injected, the one in #W4073673 is space grey: no namesake tells them apart.
LAPTOP = Case(
    "IO-W2905754-3478699712",
    "ItemOption",
    "tau_retail",
    "order:#W2905754",
    False,
    {
        "order_id": "#W2905754",
        "item_id": "3478699712",
        "product_id": "4760268021",
        "option": "color",
        "original_value": "space grey",
        "injected_value": "black",
    },
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(None, "unresolved", id="control-the-runs-own-message"),
        pytest.param("All set! The laptop you'll get: black, i7, 8GB RAM, 1TB SSD.", "unresolved",
                     id="control-the-new-variant-described"),
        pytest.param("Your laptop in #W2905754 is black, by the way.", "faulty",
                     id="this-item-singled-out"),
        # (twenty-ninth pass) the laptop said to stay as it is is the item not changed
        pytest.param("Your other laptop stays as is, since it's already black.", "faulty",
                     id="the-item-left-as-it-is"),
    ],
)  # fmt: skip
def test_another_items_new_variant(retail_runs_path: Path, text: str | None, expected: str) -> None:
    """v' that another item's new variant has may be said of that variant (see the module doc)."""
    run = next(
        r
        for r in read_runs([retail_runs_path])
        if isinstance(r, Run) and r.ledger.run_id.startswith("task-95-trial-95")
    )
    injected = replay(run, LAPTOP, compile_fault(*load_operator("ItemOption")))
    assert injected.applied
    raw = copy.deepcopy(injected.run)
    if text is not None:
        raw["messages"][28] = {"role": "assistant", "content": text}
        del raw["messages"][29:]
    record = _record_of(raw, "ItemOption")
    verdicts = [
        u["verdict"] for u in record["uses"] if u["step"] == 28 and u["rule"] == "rule:tell"
    ]
    assert verdicts == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You'll fly HAT041 to LAX on May 21.", True),
        ("You'll fly HAT041 to LAX in May.", True),
        ("You may fly HAT041 to LAX on May 21.", False),
        ("HAT041 flies to LAX on May 21.", False),
        ("Once you're on HAT041, you'll reach LAX by noon.", False),
    ],
)
def test_a_state_stated(text: str, expected: bool) -> None:
    """The new value (HAT041, the entity's own name here) held as the user's state."""
    doc = parse(text)
    a = text.index("HAT041")
    b = a + len("HAT041")
    assert stated_state(doc, doc.sentences[0], a, b, [(a, b)], [(a, b, True)]) is expected
