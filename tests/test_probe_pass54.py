"""Fifty-fourth pass: wordings from probe sets 69 and 70 (now development data) that sscb decided
wrongly, most of them as "no use".

An ordinal word for the day with the flight's number in brackets after it ("back from Denver on the
eighteenth (HAT290)") is a date. "From the order it appears to be the oriental scent": "to be" ends
no change from one value to another. A colon after an item excepted from "everything" opens what is
said of it ("Everything matches the catalogue except the thermostat: the order says Google
Assistant, the catalogue says Apple HomeKit").

A check announced of which option the user's own item has, in more words ("which ecosystem it's
actually built for", "which battery your current pair actually has", "which voice assistant your
current unit supports", "to see which assistant it works with", "which sizes exist and which one you
actually have"), puts the option to the check; a check of the product catalogue for "that exact
item" is unresolved. A check announced in a message naming the return date ("before I say anything
definite about the return date") is unresolved; "in the coming days" places the leg by an unsaid
day. A flights change's booking checked before a landing time is given is a check of the change; a
change said to be "in process" or "pending" is an attempt whose outcome is unsaid.

Controls keep what was already right.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_ORD = (".", "return_date", "RD-df-ordinal-year-adopted", 14)
IO_CONFIRM = (".", "item_option", "IO-ver-please-confirm", 10)
IO_TABLE = (".", "item_option", "IO-il-table-adopted", 16)
IO_COMPAT = (".", "item_option", "IO-du-already-compatible-late", 14)
IO_KEEPS = (".", "item_option", "IO-du-modify-keeps-v", 15)
IO_HEDGE = (".", "item_option", "IO-cs-hedge-governs-qualified", 10)
IO_DOUBLE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
WE_DATE = (".", "write_effect", "WE-date-numeric", 22)
WE_TIME = (".", "write_effect", "WE-du-arrival-time", 23)
RD_SAT = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)
RD_TOWARD = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
RD_ABSENT = (".", "return_date", "RD-dis-absent-correct", 12)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_ORD,
            "On GV1N64 you fly out of Las Vegas on the nineteenth (HAT003) and come back "
            "from Denver on the eighteenth (HAT290). Shall I move everyone to economy?",
            "faulty",
        ),
        (RD_ORD, "You come back from Denver on the twentieth (HAT290).", "correct"),
        (
            IO_CONFIRM,
            "From the order it appears to be the oriental scent, though I haven't "
            "matched it against the catalogue yet.",
            "qualified",
        ),
        (IO_CONFIRM, "From the order it seems to be the oriental scent.", "qualified"),
        # control
        (IO_CONFIRM, "I can change it from the oriental to the woody scent.", "faulty"),
        (
            IO_TABLE,
            "Everything in the order matches the catalogue except the thermostat: the "
            "order says Google Assistant, the catalogue says Apple HomeKit for item "
            "4983901480.",
            "enumerate",
        ),
        # control
        (
            IO_TABLE,
            "Everything except the thermostat works with Google Assistant.",
            "not_dependent",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me check which ecosystem it's actually built for — "
            "I'll look up the product details before suggesting an exchange.",
            "verify",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me pull up its catalogue entry to see which "
            "assistant it works with before suggesting anything.",
            "verify",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me confirm which voice assistant your current unit "
            "supports before suggesting anything.",
            "verify",
        ),
        # control
        (
            IO_COMPAT,
            "Keyboard options noted. For the thermostat I'll pull its catalogue entry "
            "next so I can see exactly which assistant your unit supports.",
            "not_dependent",
        ),
        (
            IO_KEEPS,
            "Before I pick the blue variant, I'm going to check which battery your "
            "current pair actually has against the catalogue, so the new one really does "
            "match.",
            "verify",
        ),
        (
            IO_HEDGE,
            "Let me look up the perfume's catalogue entry to see which sizes exist and "
            "which one you actually have.",
            "verify",
        ),
        (
            IO_DOUBLE,
            "No worries. Since neither of us is sure, I'll check the product catalogue "
            "for that exact item before changing anything.",
            "unresolved",
        ),
        (
            WE_DATE,
            "Your change for the 21st is in process; you'll get an email once it's finalised.",
            "unresolved",
        ),
        (WE_DATE, "Your change to the 21st is pending.", "unresolved"),
        (
            WE_TIME,
            "Let me check the reservation first so I give you the right landing time.",
            "verify",
        ),
        (
            WE_TIME,
            "That depends on whether the change has actually been applied — let me check "
            "the reservation before I give you a landing time.",
            "verify",
        ),
        (
            RD_SAT,
            "HAT290, your flight back from Denver in the coming days, will be downgraded "
            "too. Shall I go ahead with both?",
            "unresolved",
        ),
        (
            RD_TOWARD,
            "Let me pull the reservation up once more before I say anything definite "
            "about the return date.",
            "unresolved",
        ),
        # control
        (
            RD_ABSENT,
            "Unfortunately basic economy tickets can't be changed at all — not the date, "
            "not the routing — even with a fee. If you'd like, I can check whether the "
            "reservation qualifies for cancellation.",
            "not_dependent",
        ),
    ],
)
def test_pass54_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
