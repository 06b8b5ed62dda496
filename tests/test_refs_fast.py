"""References found without their patterns (sscb_dsl.text.refs), or passed over for a word
they lack, are the patterns' matches."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text import refs, run_memo

# Tokens and marks that touch every branch of a one-word anchor's lookarounds and suffix.
PIECES = (  # noqa: SIM905 (a list of tokens, written as text)
    "HAT001 hat001 hat001s hat001's HAT001S #HAT001 xHAT001 HAT0012 bag bags bag's bagS "
    "Bag'S bag'sx bagsy rebag it it's its #W42 W42 w42s ORD-PHL ord-phl ord-phls gift_card "
    "gift card ' s 's - _ # . , ( ) \n flight flights home homes ORD to PHL -> / way back"
).split(" ")
ANCHORS = (
    *("HAT001", "bag", "it", "it's", "#W42", "W42", "ORD-PHL", "gift_card", "s", "'s"),
    *("flight home", "ORD to PHL", "gift card", "way back", "to home", "flight to"),
)


def _pattern_refs(text: str, anchors: list[str]) -> list[tuple[int, int]]:
    """What ``refs._find_refs`` finds, with every anchor's pattern run over the whole text."""
    found = [m.span() for a in anchors for m in refs.anchor_pattern(a).finditer(text)]
    found.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    out: list[tuple[int, int]] = []
    for s in found:
        if not (out and s[0] < out[-1][1]):
            out.append(s)
    return out


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(["", " ", "  "])), max_size=30),
    st.lists(st.sampled_from(ANCHORS), min_size=1, max_size=5),
)
def test_one_word_anchors_match_as_their_patterns(
    parts: list[tuple[str, str]], anchors: list[str]
) -> None:
    text = "".join(p + sep for p, sep in parts)
    assert refs._find_refs(text, anchors) == _pattern_refs(text, anchors)
    run_memo.begin_run()
    assert refs.refers_to(text, anchors) is bool(_pattern_refs(text, anchors))


def test_a_one_word_anchor_is_found_without_its_pattern() -> None:
    assert refs._by_first_word(("HAT001", "gift card", "ORD to PHL", "é"))[0][1][0][2]
    groups = dict(refs._by_first_word(("gift card", "ORD to PHL", "café")))
    assert not groups["gift"][0][2] and not groups["ord"][0][2] and not groups["café"][0][2]
    text = "Your bag's fee (HAT001's seat, #W42) and the bags for it."
    assert refs._find_refs(text, list(ANCHORS)) == _pattern_refs(text, list(ANCHORS))


def test_inner_lists_are_flattened_once_in_the_engine() -> None:
    run_memo.begin_run()
    inner = ["#W1", ["flight", 7]]
    with run_memo.values_fixed():
        outer = [inner, "bag", None, True, 2.5]
        assert refs.anchor_list(outer) == ["#W1", "W1", "flight", "7", "bag", "2.5"]
        assert refs.anchor_list([inner]) == ["#W1", "W1", "flight", "7"]
        assert refs.anchor_list(inner) == ["#W1", "W1", "flight", "7"]
    assert refs.anchor_list([inner, " ", ["x"]]) == ["#W1", "W1", "flight", "7", "x"]
