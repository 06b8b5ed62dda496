"""A word near the item that is close to an option value but none of its forms ("the air
purifier with the ionizer" beside the value "ionic", "wooden" beside "wood"): perhaps the value
in another word form, so the finder is unsure rather than finding no value; and a check of what
the item is, announced after its option was said ("I'll check which variant your earbuds actually
are"), which puts what was said to the check."""

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


# a check of the item's option announced ("I'll check the product catalogue to see which variant
# your earbuds actually are", "let me verify which one it is")
CHECK_WHICH = re.compile(
    r"\b(?:i'll|i will|i'd|i would|let me|i'm going to|i am going to|i need to|i want to)\s+"
    r"(?:double[- ]check|check|verify|confirm|look up|look into)\b[^.;!?\n]{0,80}?"
    r"\b(?:which|whether|if)\b",
    re.IGNORECASE,
)
# what the item is, not which variants there are ("which larger sizes exist" looks for new ones)
_WHICH_OF_IT = re.compile(
    r"\bwhich\s+(?:it is|they are|it's|they're|one it is|one they are|(?:variant|version|model|"
    r"one|option)\s+(?:it|they|yours|you\s+have|you\s+got|you\s+received))\b",
    re.IGNORECASE,
)
_ACTUALLY = re.compile(r"\b(?:actually|really|in fact)\b", re.IGNORECASE)


def option_checked(doc: Any, names: list[str]) -> bool:
    """Does a sentence announce a check of which option the item has ("which one it is", or
    naming the item with "actually": "to see which variant your earbuds actually are")? What
    the message said of the option is then put to it."""
    for m in CHECK_WHICH.finditer(doc.text):
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if _WHICH_OF_IT.search(doc.text, m.start(), sentence.end) or (
            _ACTUALLY.search(doc.text, m.start(), sentence.end)
            and any(sentence.start <= a and b <= sentence.end for a, b in find_refs(doc, names))
        ):
            return True
    return False
