"""``prefilter.may_match`` is False only where no part of a text can match (the option finders
skip their sentence scans on it)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text import option_unsaid, options
from sscb_dsl.text.prefilter import Probe, may_match

WORDS = (  # noqa: SIM905 (a list of words, written as text)
    "the your colour color same as matches battery life size smaller larger big one bottle "
    "Kettle kettle ſize İs different already has what you ordered . , ? ! \n 1000ml"
).split(" ")
PATTERNS = (
    options._name_pattern("color"),
    options._name_pattern("battery life"),
    options._name_pattern("size"),
    option_unsaid._RANKED,
    option_unsaid._COMPARED_OPTION,
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=25), st.integers(0, 10_000))
def test_no_part_of_a_text_matches_where_may_match_is_false(words: list[str], seed: int) -> None:
    text = " ".join(words)
    rnd = random.Random(seed)
    a = rnd.randint(0, len(text))
    b = rnd.randint(a, len(text))
    for pattern in PATTERNS:
        if not may_match(pattern, Probe(text)):
            assert pattern.search(text) is None
            assert pattern.search(text[a:b]) is None


def test_may_match_reads_the_words() -> None:
    assert not may_match(options._name_pattern("color"), Probe("the blue one"))
    assert may_match(options._name_pattern("color"), Probe("the same COLOR as yours"))
