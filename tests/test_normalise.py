"""Normalisers and text predicates on phrasings taken from the real tau-bench trajectories."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.language.builtins import BUILTINS, call_builtin
from sscb_dsl.text import normalise as n

VISA = {"id": "credit_card_4421486", "source": "gift_card", "brand": "visa", "last_four": "7447"}
GIFT = {"id": "gift_card_8190333", "source": "credit_card", "amount": 161}
CERT = {"id": "certificate_9932251", "source": "gift_card", "amount": 250}


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("Flight HAT069 from JFK to SEA on May 20, 2024", "2024-05-20", True),
        ("- **Departure:** May 26, 2024, at 17:00 EST", "2024-05-26", True),
        ("on May 21st, with a layover in Miami", "2024-05-21", True),
        ("leaving 26 May 2024", "2024-05-26", True),
        ("DTW to JFK on 2024-05-17, Flight Number: HAT169", "2024-05-17", True),
        ("Flight Dates: 2024-05-17 to 2024-05-29", "2024-05-29", True),
        ("the flight on the 26th", "2024-05-26", None),
        ("the flight on the 26th", "2024-05-25", False),
        ("May 26th, not the 20th", "2024-05-26", True),
        ("May 26th", "2024-05-27", False),
        ("Arrival: 03:00 AM EST (next day)", "2024-05-20", False),
    ],
)
def test_mentions_date(text: str, value: str, expected: bool | None) -> None:
    assert n.mentions_date(text, value) is expected


def test_date_anchored_to_the_leg() -> None:
    """A date counts only in a block naming the leg; a day alone there is unresolved."""
    msg = (
        "I found your reservation for the flights from LAS to DEN on May 19 and back on May 20.\n\n"
        "2. **Return Flight on 2024-05-24:**\n   - DTW to JFK, Flight Number: HAT263"
    )
    assert n.mentions_date_near(msg, "2024-05-20", ["HAT263", "DF89BM", "return"]) is False
    assert n.mentions_date_near(msg, "2024-05-24", ["HAT263", "DF89BM", "return"]) is True
    assert n.mentions_date_near("HAT263 leaves on the 24th", "2024-05-24", ["HAT263"]) is None
    assert n.mentions_date_near(msg, "2024-05-24", 7) is None


@pytest.mark.parametrize(
    ("text", "method", "expected"),
    [
        ("I will make the changes using your Visa ending in 7447.", VISA, ""),
        ("charged to your credit card ending in 7447.", VISA, "credit_card"),
        ("has been booked using your credit card (Visa ending in 7447)", VISA, "credit_card"),
        ("your gift card ending in 7447", VISA, "gift_card"),
        (
            "- **Payment:** Paid with a gift card (ID: gift_card_8190333) for $161",
            GIFT,
            "gift_card",
        ),
        ("Gift Card (ending in 8190333)", GIFT, "gift_card"),
        ("gift_card_8190333", GIFT, ""),
        ("4. **Certificate 9932251**: $250", CERT, "certificate"),
        ("Certificate: $250 (certificate_9932251)", CERT, "certificate"),
        ("You have another gift card with a balance of $200.", VISA, ""),
        (
            "the card ending in 7447; your profile lists that method as a gift card",
            VISA,
            "gift_card",
        ),
        ("gift card or credit card ending in 7447", VISA, "credit_card"),
        ("ending in 7447 (credit card) and gift card_x", VISA, "credit_card"),
    ],
)
def test_source_said(text: str, method: dict[str, object], expected: str) -> None:
    assert n.source_said(text, method) == expected


def test_source_said_ambiguous_and_unknown() -> None:
    """Two categories for one method is unresolved; a non-text or non-method is unknown."""
    two = "credit card ending in 7447\nthe gift card ending in 7447"
    assert n.source_said(two, VISA) is None
    assert n.source_said(None, VISA) is None
    assert n.source_said("text", "credit_card_4421486") is None


ITEM = ["Hiking Boots", "1615379700"]


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        (
            "Your order includes Hiking Boots (item 1615379700): size 10, leather material",
            "leather",
            True,
        ),
        (
            'a pair of "Hiking Boots" with the following options:\n\n- **Material**: Synthetic\n',
            "synthetic",
            True,
        ),
        (
            'a pair of "Hiking Boots" with the following options:\n\n- **Material**: Synthetic\n',
            "leather",
            False,
        ),
        ("Your order lists the boots' material as leather (Hiking Boots)", "leather", True),
        ("1. **Hiking Boots** (10, synthetic, yes) - $253.89", "synthetic", True),
        ("The Hiking Boots you bought are synthetic and sturdy", "synthetic", None),
        ("Your T-Shirt (Color: Black) is synthetic", "synthetic", False),
    ],
)
def test_option_stated(text: str, value: str, expected: bool | None) -> None:
    assert n.option_stated(text, ITEM, "material", value) is expected


def test_option_listing_counts_values_in_the_item_block_only() -> None:
    """Variants listed under the item's heading are a listing; another product's are not."""
    msg = (
        "### Hiking Boots\n1. **Material:** Leather, **Size:** 9\n2. **Material:** Synthetic\n\n"
        "### T-Shirt\n1. **Material:** cotton"
    )
    assert n.option_listed(msg, ITEM, "material") == 2
    assert n.option_stated(msg, ["T-Shirt"], "material", "leather") is False


def test_paired_and_claims() -> None:
    """Parallel lists; completion claims as agents write them after an update."""
    assert n.paired(["a", "b"], ["x", "y"], "b") == "y"
    assert n.paired(["a"], ["x", "y"], "a") is None
    assert n.claims_done("Your reservation has been successfully upgraded to economy class.")
    assert n.claims_done("Two checked bags have been successfully added to your reservation.")
    assert not n.claims_done("Would you like me to upgrade the reservation?")


def test_builtins_are_total() -> None:
    """Every built-in answers wrong-shaped arguments with unknown (None), never raises."""
    odd: list[object] = [None, 3, "x", [], {}, True]
    for name, b in BUILTINS.items():
        for value in odd:
            args = [value] * len(b.params)
            call_builtin(name, args)  # must not raise
    assert call_builtin("option_stated", ["t", 3, "o", "v"]) is None
    assert call_builtin("mentions_date_near", [None, "2024-05-01", ["A"]]) is None


def _about_line_by_line(text: str, anchors: tuple[str, ...]) -> tuple[str, ...]:
    """The anchored blocks found the plain way: each line's markup-free text searched alone."""
    pats = [n._token_pattern(a) for a in anchors]
    return n._blocks(text, lambda i, line: any(p.search(n._plain_text(line)) for p in pats))


_ANCHOR_TEXT = st.lists(
    st.sampled_from(
        [
            "Mechanical Keyboard",
            "Mechanical\nKeyboard",
            "mechanical -\r\n keyboard",
            "T-\u2028Shirt",
            "keyboards",
            "mechanical-keyboard",
            "**Mechanical**",
            "Keyboard",
            "1151293680",
            "#W1151293680",
            "W1151293680",
            "`1151293680`",
            "T-Shirt",
            "t shirt",
            "Café Table",
            "CAFÉ-table",
            "K",
            "Color: Blue",
            "- ",
            "  ",
            "### ",
            ":",
            "\n",
            "\n\n",
            "\r\n",
            "\u2028",
            "x",
            " ",
        ]
    ),
    max_size=30,
).map("".join)


@settings(max_examples=1000, deadline=None)
@given(
    text=_ANCHOR_TEXT,
    anchors=st.lists(
        st.sampled_from(
            ["Mechanical Keyboard", "#W1151293680", "1151293680", "T-Shirt", "x", "Café Table", "-"]
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_anchored_blocks_whole_text_search_equals_line_by_line(
    text: str, anchors: list[str]
) -> None:
    """Searching the whole text once and mapping matches to lines finds the same blocks."""
    names = tuple(n._anchor_texts(anchors) or ())
    assert n._about_cached.__wrapped__(text, names) == _about_line_by_line(text, names)


_NEEDS_TEXT = st.lists(
    st.sampled_from(
        [
            "Mechanical Keyboard",
            "mechanical",
            "KEYBOARD",
            "**Keyboard**",
            "1151293680",
            "#W1151293680",
            "Color: Blue",
            "color - red",
            "(Blue, Size M)",
            "blue",
            "the blue one",
            "HAT170",
            "return",
            "May 20",
            "2024-05-20",
            "the 20th",
            "gift_card_7366524",
            "7366524",
            "gift card",
            "credit card ending in 4421",
            "Visa 4421",
            "certificate",
            "`",
            "*",
            "\n",
            "\n\n",
            ":",
            "- ",
            " ",
        ]
    ),
    max_size=25,
).map(" ".join)
_ANCHORS = st.lists(
    st.sampled_from(["Mechanical Keyboard", "1151293680", "#W1151293680", "HAT170", "return"]),
    max_size=3,
)
_METHODS = st.sampled_from(
    [
        {"id": "gift_card_7366524", "source": "gift_card"},
        {"id": "credit_card_4421", "source": "credit_card", "last_four": "4421"},
        {"id": "certificate_1234567", "source": "certificate"},
        {"source": "paypal"},
        "not a method",
    ]
)


@settings(max_examples=1500, deadline=None)
@given(
    text=_NEEDS_TEXT,
    anchors=_ANCHORS,
    option=st.sampled_from(["color", "size", "", " "]),
    value=st.sampled_from(["blue", "red", "M", None, True]),
    date=st.sampled_from(["2024-05-20", "2024-05-21", "not a date"]),
    method=_METHODS,
)
def test_a_text_without_the_needed_words_gets_the_absent_answer(
    text: str, anchors: list[str], option: str, value: object, date: str, method: object
) -> None:
    """The engine skips messages lacking a built-in's necessary words: this must be exact."""
    low = n.plain_lower(text)
    cases = [
        ("option_stated", (anchors, option, value)),
        ("mentions_date_near", (date, anchors)),
        ("source_said", (method,)),
    ]
    for name, rest in cases:
        builtin = BUILTINS[name]
        needs = builtin.needs_impl
        assert needs is not None
        found = needs(*rest)
        if found is not None and not n.has_needles(low, found):
            assert builtin.impl(text, *rest) == builtin.absent, (name, text, rest)


@settings(max_examples=500, deadline=None)
@given(
    block=st.lists(
        st.sampled_from(
            [
                "Mechanical Keyboard",
                "MECHANICAL-keyboard",
                "(Blue, Size M)",
                "( over-ear ,red)",
                "\n",
                "T-Shirt",
                "t shirt",
                "(XL)",
                "Café Table",
                "(Oak)",
                "K",
                " ",
                "**",
                ",",
            ]
        ),
        max_size=12,
    ).map(" ".join),
    anchors=st.lists(
        st.sampled_from(["Mechanical Keyboard", "T-Shirt", "Café Table", "-", "K"]), max_size=3
    ),
)
def test_compact_values_on_lowered_ascii_text_as_on_the_text(
    block: str, anchors: list[str]
) -> None:
    """The values after an item's name are the same whether the text is searched lower-cased."""
    import re

    plain = n._plain_text(block)
    expected = []
    for a in anchors:
        for m in n._token_pattern(a).finditer(plain):
            rest = re.match(r"\s*\(([^()\n]*)\)", plain[m.end() :])
            if rest:
                expected += [n._norm_word(v) for v in rest.group(1).split(",") if v.strip()]
    assert n._compact_values.__wrapped__(block, tuple(anchors)) == tuple(expected)


@settings(max_examples=500, deadline=None)
@given(
    text=st.lists(
        st.sampled_from(
            [
                "Has Been",
                "SUCCESSFULLY",
                "updated",
                "Update",
                "was",
                "Successful",
                "I've",
                "I HAVE",
                "changed",
                "all set",
                "Not",
                "Reflected",
                "Seems",
                "let me",
                "CHECK",
                "it",
                "é",
                " ",
                "  ",
                "\n",
                ".",
                ",",
            ]
        ),
        max_size=12,
    ).map("".join)
)
def test_phrase_search_lowered_as_case_insensitive(text: str) -> None:
    """The lower-cased search finds exactly what the case-insensitive pattern finds."""
    for phrases in (n._DONE, n._NOT_DONE, n._HEDGES, n._CHECK):
        assert phrases.search(text) == (phrases.pattern.search(text) is not None)


@settings(max_examples=500, deadline=None)
@given(
    text=st.lists(
        st.sampled_from(["HAT170", "hat170", "XHAT170", "HAT1701", "_", "-", " ", "é"])
    ).map("".join),
    value=st.sampled_from(["HAT170", "HAT", "70", "A"]),
)
def test_id_mention_is_the_token_pattern(text: str, value: str) -> None:
    import re

    pattern = rf"(?<![A-Za-z0-9_]){re.escape(value)}(?![A-Za-z0-9_])"
    assert n.mentions_id(text, value) == (re.search(pattern, text) is not None)


@pytest.mark.parametrize(
    "phrases",
    [n._DONE, n._NOT_DONE, n._HEDGES, n._CHECK],
    ids=["claims_done", "claims_not_done", "hedges", "asks_to_check"],
)
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_every_phrase_match_contains_a_needed_word(
    phrases: n._Phrases, data: st.DataObject
) -> None:
    """Each phrase, generated from its own pattern and set in text, is found (so the words the
    search needs before it runs the pattern are really in every match)."""
    phrase = data.draw(st.sampled_from(phrases.phrases))
    match = data.draw(
        st.from_regex(phrase, fullmatch=True, alphabet=st.characters(max_codepoint=127))
    )
    text = (
        data.draw(st.sampled_from(["", "Note: ", "OK. "]))
        + match
        + data.draw(st.sampled_from(["", ".", " now", "!"]))
    )
    found_by_pattern = phrases.pattern.search(text) is not None
    assert phrases.search(text) == found_by_pattern
    if found_by_pattern:
        assert any(w in text.lower() for w in phrases.needs), (phrase, text)
