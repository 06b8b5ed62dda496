"""A faulted date said with nothing naming a leg, a booking or a route (forty-sixth pass): which
date it is of is unsaid, so the message is never read as "no use" (issue 12's abstention
principle). The labels from the definitions are given; `unresolved` is the reading sscb makes."""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_CONF = (".", "return_date", "RD-ver-please-confirm-correct", 6)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Not May 17 — May 22.", "correct"),
        ("It's May 22, not the 17th.", "correct"),
        ("May 18 out, May 17 back.", "faulty"),
    ],
)
def test_a_bare_faulted_date_is_no_no_use(text: str, label: str) -> None:
    """The verdict is the label or an abstention, never "no use"."""
    s, file, case, step = RD_CONF
    assert _stdlib_verdict(s, None, file, case, step, text) in (label, "unresolved")


def test_a_leg_named_with_the_date_is_read() -> None:
    """The leg named: the date is the leg's (a control)."""
    s, file, case, step = RD_CONF
    text = "Your return flight HAT278 is on May 17."
    assert _stdlib_verdict(s, None, file, case, step, text) == "faulty"
