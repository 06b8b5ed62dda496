"""The anchor and option-value patterns' token bounds, written without the case flag, read every
character as ``re.IGNORECASE`` reads the classes they replace."""

from __future__ import annotations

import re
import sys

from sscb_dsl.text import options
from sscb_dsl.text.refs import TOKEN_END, TOKEN_START, WORD_START, anchor_pattern


def test_the_bounds_are_the_folded_classes_on_every_character() -> None:
    old_start = re.compile(r"(?<![A-Za-z0-9#])x", re.IGNORECASE)
    new_start = re.compile(TOKEN_START + "x", re.IGNORECASE)
    old_end = re.compile(r"x(?![A-Za-z0-9])", re.IGNORECASE)
    new_end = re.compile("x" + TOKEN_END, re.IGNORECASE)
    old_word = re.compile(r"(?<![A-Za-z0-9])x", re.IGNORECASE)
    new_word = re.compile(WORD_START + "x", re.IGNORECASE)
    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        before, after = ch + "x", "x" + ch
        assert bool(old_start.match(before, 1)) is bool(new_start.match(before, 1)), hex(code)
        assert bool(old_end.match(after)) is bool(new_end.match(after)), hex(code)
        assert bool(old_word.match(before, 1)) is bool(new_word.match(before, 1)), hex(code)
    assert new_start.match("x") and new_end.match("x") and new_word.match("x")  # text's ends


def test_anchor_patterns_match_as_before() -> None:
    texts = [
        "HAT001's flight home, #HAT001, hat001s, ORD to PHL, ord→phl, İHAT001, HAT001ſ",
        "flights home: the gift_card_7 and gift card 7; KHAT001 Kelvin",
    ]
    for anchor in ("HAT001", "flight home", "ORD to PHL", "gift_card_7", "it's", "#HAT001"):
        body = anchor_pattern(anchor).pattern[len(TOKEN_START) : -len(TOKEN_END)]
        old = re.compile(rf"(?<![A-Za-z0-9#]){body}(?![A-Za-z0-9])", re.IGNORECASE)
        for text in texts:
            assert [m.span() for m in anchor_pattern(anchor).finditer(text)] == [
                m.span() for m in old.finditer(text)
            ]


def test_value_patterns_match_as_before() -> None:
    text = "the 9s, a 100ml bottle (1000ML), İblue BLUE-green bluesy, Here's s, Kblack, 9"
    for value in ("9", "100ml", "blue", "s", "black", "extra large", "1000 ml"):
        pattern = options._value_pattern(value)
        assert pattern is not None
        body = pattern.pattern[len(WORD_START) : -len(TOKEN_END)]
        old = re.compile(rf"(?<![A-Za-z0-9]){body}(?![A-Za-z0-9])", re.IGNORECASE)
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in old.finditer(text)]
