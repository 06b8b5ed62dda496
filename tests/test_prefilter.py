"""Literal prefilters (sscb_dsl.text.prefilter) never change what a pattern matches."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text import claim_phrases
from sscb_dsl.text.prefilter import Alternation, Probe, fold, requirements

FLAGS = re.IGNORECASE | re.MULTILINE

# Words and marks the claim patterns are made of, with the characters IGNORECASE folds onto
# ASCII letters (İ ı ſ K), so that random texts match many branches in many ways.
VOCAB = (  # noqa: SIM905 (a list of words, written as text)
    "I we you it has have had been now already just successfully updated cancelled canceled "
    "moved booked went through gone ahead and is are all set done: not didn't still shows "
    "remains unchanged failed the your order flight change cancellation complete ✅ → - — : . "
    "? ! \n , so then no longer on in HAT123 #W42 ſet Kept İs ıs caNCELLED UPDATED shows as "
    "should have posted was successful off the books took effect new address: [x]"
).split(" ")


CLAIMS = (
    Alternation(claim_phrases._DONE, FLAGS),
    Alternation(claim_phrases._NOT_DONE, FLAGS),
)


def _texts(seed: int, n: int) -> list[str]:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        words = [rnd.choice(VOCAB) for _ in range(rnd.randint(1, 40))]
        out.append("".join(w + rnd.choice([" ", " ", " ", "\n", ". ", ", "]) for w in words))
    return out


def _spans(matches: object) -> list[tuple[tuple[int, int], str]]:
    return [(m.span(), m.group()) for m in matches]  # type: ignore[attr-defined]


def test_fold_matches_the_engine_on_the_special_letters() -> None:
    for special, letter in (("\u0130", "i"), ("\u0131", "i"), ("\u017f", "s"), ("\u212a", "k")):
        assert re.search(letter, special, re.IGNORECASE)
        assert fold(special) == letter


def test_requirements_of_simple_patterns() -> None:
    assert requirements(r"\bcancel?led\b", re.I) == (frozenset({"canceled", "cancelled"}),)
    assert requirements(r"has\s+been", re.I) == (frozenset({"has"}), frozenset({"been"}))
    assert requirements(r"(?:x|y)?z") == (frozenset({"xz", "yz", "z"}),)
    assert requirements(r"\w+ing") == (frozenset({"ing"}),)
    assert requirements(r"a*") == ()
    assert requirements(r"(a)\1") == ()  # back-references: nothing is known


def test_claim_alternations_match_as_the_whole_pattern() -> None:
    matched = 0
    for alt in CLAIMS:
        assert alt.needs is not None
        for text in _texts(7, 1500):
            expected = _spans(alt.full.finditer(text))
            assert _spans(alt.finditer(text)) == expected, text
            matched += len(expected)
    assert matched > 1500  # the texts exercise many matches, adjacent and overlapping


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(VOCAB), max_size=30), st.sampled_from(["", " ", "\n", ". "]))
def test_claim_alternation_on_generated_texts(words: list[str], sep: str) -> None:
    text = sep.join(words) if sep else " ".join(words)
    for alt in CLAIMS:
        assert _spans(alt.finditer(text, Probe(text))) == _spans(alt.full.finditer(text))


def test_a_branch_that_matches_has_its_words() -> None:
    """Soundness of every clause: wherever a branch matches, the probe holds its words."""
    for alt in CLAIMS:
        for text in _texts(11, 800):
            probe = Probe(text)
            for i, need in enumerate(alt.needs or ()):
                if alt.single(i).search(text):
                    assert all(probe.holds(c) for c in need), (alt.branches[i], text)


def test_an_alternation_with_an_empty_branch_runs_whole() -> None:
    alt = Alternation([r"x*", r"abc"], FLAGS)
    assert alt.needs is None
    assert _spans(alt.finditer("zabcx")) == _spans(alt.full.finditer("zabcx"))


def test_a_text_without_the_words_is_not_scanned() -> None:
    from sscb_dsl.text import prefilter

    p = re.compile(r"\b(?:went|gone) through\b", re.I)
    assert prefilter.search(p, "nothing here", Probe("nothing here")) is None
    assert prefilter.search(p, "It WENT THROUGH.", Probe("It WENT THROUGH.")) is not None


def test_guarded_scans_give_the_pattern_answers() -> None:
    from sscb_dsl.text import prefilter

    patterns = [
        re.compile(r"(?<![A-Za-z0-9])black(?:s|es)?(?![A-Za-z0-9])", re.I),
        re.compile(r"\bsize\s+nine\b|(?<![\w-])full[\s-]?hd(?![\w-])", re.I),
        re.compile(r"(?!x)x", re.I),
    ]
    for text in [*_texts(3, 200), "the BLACK one", "size NINE", "Full-HD", "x", "ſize nine"]:
        known = Probe(text)
        for p in patterns:
            assert bool(prefilter.search(p, text, known)) == bool(p.search(text))
            assert _spans(prefilter.finditer(p, text, known)) == _spans(p.finditer(text))


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="ab *`\n’‘“”ʼ", max_size=40))
def test_plain_removes_what_the_markup_pattern_removed(text: str) -> None:
    from sscb_dsl.text.discourse import TYPOGRAPHIC, plain

    assert plain(text) == re.sub(r"\*{1,3}|`{1,3}", "", text).translate(TYPOGRAPHIC)


_QUANTITY_TOKENS = st.one_of(
    st.sampled_from(["1", "1000", "1.5", "2,000", ".5", "3", "12"]),
    st.sampled_from(["one", "Two", "a", "an", "half", "quarter", "quarters", "third", "thirds"]),
    st.sampled_from(["of", "and", "full", "whole", "x", "all", "will", "é", "Kg", "ſ", "İ"]),
    st.sampled_from(["ml", "L", "litres", "GB", "h", "hours", "fl oz", "fl. oz", "×", '"', "″"]),
)


@settings(max_examples=600, deadline=None)
@given(
    st.lists(
        st.tuples(_QUANTITY_TOKENS, st.sampled_from(["", " ", "-", "  ", ". ", ","])), max_size=8
    )
)
def test_a_text_ruled_out_states_no_quantity(parts: list[tuple[str, str]]) -> None:
    from sscb_dsl.text.quantities import _may_hold, _scan

    text = "".join(token + sep for token, sep in parts)
    assert _may_hold(text) or not _scan(text), text


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["e.g.", "approx.", "Mr.", "A.", "x.", "12.5", "...", "Ok.", " ", "no.", "—"]
        ),
        max_size=14,
    ),
    st.sampled_from(["", " Next", " and then"]),
)
def test_segments_and_sentences_as_the_patterns_gave_them(words: list[str], tail: str) -> None:
    """The sentence splitter's narrowed abbreviation search and the segment pattern's implied
    lookahead find what the plain search and pattern found."""
    from sscb_dsl.text import discourse as d

    text = " ".join(words) + tail + ", but so; it - is"
    line = d._lines(text)[0] if d._lines(text) else None
    if line is not None:
        expected = []
        a = line.start
        for m in d._SENTENCE_END.finditer(text, line.start, line.end):
            g = m.group()
            if g[0] == ".":
                if d._ABBREV.search(text, a, m.start() + 1) or d._decimal(text, m.start()):
                    continue
                if g.startswith("...") and not d._CAPITAL_NEXT.match(text[m.end() : m.end() + 2]):
                    continue
            expected.append((a, m.end()))
            a = m.end()
        if a < line.end:
            expected.append((a, line.end))
        expected = [(s, e) for s, e in expected if not text[s:e].isspace()]
        assert d._sentences(text, line) == expected
    body = d._SEGMENT_BREAK.pattern.removeprefix("(?=[;\\s—–,])(?:")[:-1]
    whole = re.compile(body, re.IGNORECASE)
    assert _spans(d._SEGMENT_BREAK.finditer(text, 2)) == _spans(whole.finditer(text, 2))


DATE_VOCAB = (  # noqa: SIM905 (a list of words, written as text)
    "on by the of to and & - – / . , May 5 05 12 2024 24 5th 21st 2nd 3rd 11th TH sT ſt "
    "Thurs Mon. monday Sept sept- June 18.05. 5.6. 3/4 12/31/24 1-2-24 05-18-2024 twentieth "
    "twenty-first first İ ı K \u00a0 \n"
).split(" ")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DATE_VOCAB), min_size=1, max_size=30), st.sampled_from(["", " "]))
def test_date_gates_are_found_in_every_match(words: list[str], sep: str) -> None:
    """A date pattern's gate (prefilter.gated) is found inside each of the pattern's matches:
    a text without it has no match to miss."""
    from sscb_dsl.text import dates

    text = sep.join(words)
    for _, pattern, gate in dates._GATED:
        if gate is not None:
            for m in pattern.finditer(text):
                assert gate.search(text, m.start(), m.end()), (pattern.pattern, m.group())
