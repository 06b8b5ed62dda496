"""A word near the item that is close to an option value but none of its forms ("the air
purifier with the ionizer" beside the value "ionic", "wooden" beside "wood"): perhaps the value
in another word form, so the finder is unsure rather than finding no value."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.values import words

_WORD = re.compile(r"[A-Za-z]{4,}")
_MIN_SHARED = 4  # letters a word shares with a value word from the start
_MAX_TAIL = 4  # a longer rest is a compound of its own ("blue" -> "bluetooth")


def _singular(word: str) -> str:
    """The singular of a regular plural ("batteries" -> "battery", "boxes" -> "box")."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if re.search(r"(?:s|x|z|ch|sh)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _shared(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def near_form(doc: Any, names: list[str], known: tuple[str, ...]) -> bool:
    """Does a sentence naming the item hold a word that shares its first letters with a value
    word ("ionizer" / "ionic") and differs only in its ending, without being a form of it?"""
    stems = {
        _singular(t)
        for v in known
        for t in words(v).split()
        if t.isalpha() and len(t) >= _MIN_SHARED
    }
    if not stems:
        return False
    item_words = {t for n in names for t in words(n).split()}
    for a, _ in find_refs(doc, names):
        sentence = doc.sentences[doc.sentence_of(a)]
        for m in _WORD.finditer(doc.text, sentence.start, sentence.end):
            w = _singular(m.group().lower())  # (a plural is a form of the value)
            if w in stems or w in item_words:
                continue
            for s in stems:
                n = _shared(w, s)
                if n >= _MIN_SHARED and len(w) - n <= _MAX_TAIL and len(s) - n <= 3 and w != s:
                    return True
    return False
