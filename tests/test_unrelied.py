"""A value set aside rather than put to a check (text/unrelied.py): read as qualified where a
doubt would otherwise put it to verification, or a report state it."""

from __future__ import annotations

import pytest

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.unrelied import aside_sentences, set_aside


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The order lists 100ml. I'll treat the size as unconfirmed for now.", True),
        ("Its id says certificate, so I'd rather not count on it until that's cleared up.", True),
        ("I have my doubts about that entry. I'll take care not to rely on it.", True),
        ("That can't be right, so I'm not going to build the search around that date.", True),
        ("It's on file; I can't vouch for that date against your ticket.", True),
        # a question about something else asks nothing of the value
        ("I wouldn't count on the 18th. Would you like both flights downgraded?", True),
        # a check made or asked for, or nothing declined
        ("I'd treat the size as unconfirmed. Can you check the label?", False),
        ("I won't rely on it; let me pull up the catalogue entry.", False),
        ("I'll treat it as unconfirmed and check the catalogue now.", False),
        ("That date can't be right.", False),
        ("Either the record is wrong or the legs are mixed up, so I won't rely on it.", False),
    ],
)
def test_aside_sentences(text: str, expected: bool) -> None:
    """Declined as a basis, with no check announced and no question asking for one."""
    assert bool(aside_sentences(parse(text))) is expected


def test_set_aside_reaches_back_two_sentences() -> None:
    """A value is set aside by its own sentence or one of the two after it, not by one before."""
    text = "Your return is the 18th. It's odd. I won't rely on that. The outbound is the 19th."
    doc = parse(text)
    assert set_aside(doc, text.index("18th"))
    assert not set_aside(doc, text.index("19th"))
