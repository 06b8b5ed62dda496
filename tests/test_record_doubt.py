"""Unit tests of text/record_doubt.py (built-in ``doubted``): a record put in doubt in a
sentence naming one of the field's words, no value needed."""

from __future__ import annotations

import pytest

from sscb_dsl.text.record_doubt import doubted, rechecked, vouched


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("The return date on file looks a little off to me.", ["date"], True),
        ("Something about the return leg's date doesn't line up.", ["date"], True),
        ("That method's type is recorded oddly in our system.", ["type"], True),
        ("- $500 balance (type unclear)", ["type"], True),
        ("The battery life recorded may not be accurate.", ["battery life"], True),
        ("The reservation doesn't quite match what the update returned.", ["reservation"], True),
        # the doubt in another sentence than the field's word
        ("Your return date is on file. The seat map looks off, though.", ["date"], False),
        ("The date is fine; your outbound's time looks odd, though.", ["date"], False),
        # no doubt at all
        ("The return date on file is May 20.", ["date"], False),
        # "off" as a direction or a move, not a doubt
        ("The date you take off is May 20.", ["date"], False),
        ("The new date means you're off to Denver a day later.", ["date"], False),
        ("The date looks right to me.", ["date"], False),
        # no words: nothing named
        ("The date looks off.", [], False),
    ],
)
def test_doubted(text: str, words: list[str], expected: bool) -> None:
    """Each sentence's reading."""
    assert doubted(text, words) is expected


def test_doubted_unknown_inputs() -> None:
    """A missing message or a non-list of words is unknown, a non-text message names nothing."""
    assert doubted(None, ["date"]) is None
    assert doubted("The date looks off.", 3) is None
    assert doubted(5, ["date"]) is False


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("The dates on GV1N64 look fine to me.", ["dates"], True),
        ("Its type checks out.", ["type"], True),
        ("The battery life on your order seems right.", ["battery life"], True),
        # judged in another sentence, or something else judged
        ("Your return date is on file. The seat looks fine.", ["date"], False),
        ("The date is right for a weekend trip.", ["date"], False),
        # a doubt anywhere: no vouching
        ("The dates look fine, but the return date seems off.", ["date", "dates"], False),
        ("The date is fine; your outbound's time looks odd.", ["date"], False),
    ],
)
def test_vouched(text: str, words: list[str], expected: bool) -> None:
    """A record judged sound in a sentence naming the field, nothing doubted."""
    assert vouched(text, words) is expected


def test_vouched_unknown_inputs() -> None:
    """A missing message or a non-list of words is unknown."""
    assert vouched(None, ["date"]) is None
    assert vouched("The date looks fine.", 3) is None


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("The return leg's dates need a closer look before I change anything.", ["dates"], True),
        ("5RJ7UH's return looks odd, so I'll look at it again.", ["return"], True),
        ("Two types are recorded for it, so let me sort that out first.", ["recorded"], True),
        ("Let me look more closely at the $500 balance's type.", ["type"], True),
        ("I'll dig into how the balance is recorded.", ["recorded"], True),
        ("I'll re-check the return date.", ["date"], True),
        # a look already taken and reported, or another record looked at again
        ("I've checked the return date again; it's fine.", ["date"], False),
        ("Your return date is set. Let me look at the seat map again.", ["date"], False),
        ("I'll check availability on the return.", ["return"], False),
    ],
)
def test_rechecked(text: str, words: list[str], expected: bool) -> None:
    """A record taken up to be looked at again, in a sentence naming one of the words."""
    assert rechecked(text, words) is expected


def test_rechecked_unknown_inputs() -> None:
    """A missing message or a non-list of words is unknown."""
    assert rechecked(None, ["date"]) is None
    assert rechecked("Let me look at the date again.", 3) is None
