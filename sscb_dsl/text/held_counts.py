"""How many of a thing a message takes as already held, from the words that presuppose it.

A change to a count (a baggage update) taken as made shows in what the agent says next without
a word about the change itself (Definition 3.2, a derived use): the ordinal of the next one ("a
second bag would be another $50", "a fourth would cost $50": one less than the ordinal is held),
"already" with a number ("you already have one bag on VA5SGQ", "with the one already on the
booking"), a number held now ("you can now drop off two bags") and a change said to start from
a number ("going from one checked bag to two") and the record's count read back ("the booking
shows no checked bags", "current booking FQ8APE: ..., with three checked bags"). Each
is read like any other value: hedged, asked about or supposed by its clause (modality.mode_at).
"First" is read only as the next one ("that would be your first bag": none held; "the first
bag" may be the one held), and a bare number not at all (a request names the count it asks for).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at

_NUMBERS = {
    "no": 0, "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "a single": 1,
}  # fmt: skip
_ORDINALS = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6,
}  # fmt: skip
_NUM = r"(?P<n>\d|one|two|three|four|five|six|a single)"
_ADJ = r"(?:(?:checked|paid|free|extra|additional|non-?free)\s+)?"
_NUM0 = r"(?P<n>\d|one|two|three|four|five|six|a single|no|zero)"


@lru_cache(maxsize=64)
def _patterns(nouns: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    noun = "|".join(re.escape(n) for n in sorted(nouns, key=len, reverse=True))
    ordinal = "|".join(sorted(_ORDINALS, key=len, reverse=True))
    return (
        # the next one: "a second bag would be $50", "That would be your second checked bag", "a
        # fourth would cost $50" (in a sentence naming the thing), "bag #2"
        re.compile(
            rf"\b(?:a|another|any|your|the)\s+(?P<k>{ordinal})\b(?:\s+{_ADJ}(?:{noun}|one)\b)?+"
            rf"(?!\s+(?:is|was|are|were)\s+already\b)(?!\s+(?:that|which)?\s*(?:i|you|we)\s+"
            rf"(?:just\s+)?(?:added|have|had|booked)\b)"
            rf"|\b(?:{noun})\s*(?:#|number\s+|no\.\s*)(?P<kn>\d)\b",
            re.IGNORECASE,
        ),
        # already held: "you already have one bag", "one bag already on VA5SGQ", "with the one
        # already on the booking", "the one checked bag you now have"
        re.compile(
            rf"\balready\s+(?:have|has|got|carry|carries|hold|holds|include|includes)\s+{_NUM}\s+"
            rf"{_ADJ}(?:{noun})\b",
            re.IGNORECASE,
        ),
        re.compile(
            rf"\b(?:the\s+)?{_NUM}\s+{_ADJ}(?:{noun}|one)\s+(?:(?:is|are)\s+)?(?:already|now)\s+"
            rf"(?:on|in|added|booked|there|included|charged)\b",
            re.IGNORECASE,
        ),
        re.compile(
            rf"\b(?:the\s+)?{_NUM}\s+{_ADJ}(?:{noun})\s+(?:that\s+)?you\s+(?:now|already)\s+have\b",
            re.IGNORECASE,
        ),
        # held now: "you can now drop off two bags at check-in", "VA5SGQ now carries two bags"
        re.compile(
            rf"\b(?:can|could|may)\s+now\s+(?:check|drop off|drop|bring|take|carry)\s+{_NUM}\s+"
            rf"{_ADJ}(?:{noun})\b",
            re.IGNORECASE,
        ),
        re.compile(
            rf"\bnow\s+(?:have|has|carry|carries|hold|holds|include|includes)\s+{_NUM}\s+{_ADJ}"
            rf"(?:{noun})\b",
            re.IGNORECASE,
        ),
        # the next one the first: "that would be your first bag" (none held)
        re.compile(
            rf"\b(?:would|will|'d|'ll)\s+be\s+(?:your|the)\s+(?P<first>first)\b(?:\s+{_ADJ}"
            rf"(?:{noun}|one)\b)?",
            re.IGNORECASE,
        ),
        # the record's count read back: "the reservation shows no checked bags", "FQ8APE lists 0
        # checked bags", "Here's the current reservation: FQ8APE, ..., with three checked bags"
        re.compile(
            # (or after a colon: "Here's what it shows: 3 checked bags")
            # (or in a list of what it shows: "Here's what it shows: Omar Rossi as the passenger,
            # ..., and your three checked bags")
            rf"\b(?:shows?|showing|lists?|listing|reads?|displays?)(?:\s*:)?\s+(?:[^.;!?\n]{{0,80}}?"
            rf",\s+(?:and\s+)?)?(?:only\s+|your\s+|the\s+)?{_NUM0}\s+{_ADJ}(?:{noun})\b",
            re.IGNORECASE,
        ),
        re.compile(
            # (the record as it stands, not one to be made: "Shall I update the reservation with
            # three checked bags?")
            rf"(?:\b(?:current|updated)\s+(?:reservation|booking|record|itinerary)\b[^.;!?\n]{{0,80}}?"
            rf"\b(?:has|have|holds?|carries|includes?|with)|\b(?:reservation|booking|record|"
            rf"itinerary)\s+(?:now|currently|still)\s+(?:has|holds?|carries|includes?))\s+"
            rf"(?:only\s+)?{_NUM0}\s+{_ADJ}(?:{noun})\b",
            re.IGNORECASE,
        ),
        # a change from a number: "going from one checked bag to two"
        re.compile(
            rf"\bfrom\s+(?:the\s+)?{_NUM}\s+{_ADJ}(?:{noun})(?:\s+you\s+(?:now\s+)?have)?\s+to\b",
            re.IGNORECASE,
        ),
    )


@lru_cache(maxsize=64)
def _noun_at(nouns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in nouns) + r")\b", re.IGNORECASE)


def _count(m: re.Match[str]) -> int | None:
    k = m.groupdict().get("k")
    if k:
        return _ORDINALS[k.lower()] - 1
    kn = m.groupdict().get("kn")
    if kn:
        return int(kn) - 1
    if m.groupdict().get("first"):
        return 0
    n = (m.group("n") or "").lower()
    return int(n) if n.isdigit() else _NUMBERS.get(n)


def counts_held(text: Any, nouns: Any) -> list[Any] | None:
    """The counts of the things ``nouns`` name that ``text`` takes as already held, each
    ``{kind: "count", value, values, mode}`` (an ordinal without its noun only in a sentence
    that names the thing)."""
    if not isinstance(text, str):
        return None if text is None else []
    if not isinstance(nouns, list) or not all(isinstance(n, str) for n in nouns) or not nouns:
        return None
    low = text.lower()
    if not any(n.lower() in low for n in nouns):
        return []
    doc = parse(text)
    noun_at = _noun_at(tuple(nouns))
    out: list[Any] = []
    for pattern in _patterns(tuple(nouns)):
        for m in pattern.finditer(doc.text):
            n = _count(m)
            if n is None or n < 0:
                continue
            sentence = doc.sentences[doc.sentence_of(m.start())]
            if not noun_at.search(doc.text, sentence.start, sentence.end):
                continue  # "a second" in a sentence about nothing countable here
            mode = mode_at(doc, m.start(), m.end())
            out.append({"kind": "count", "value": n, "values": [n], "mode": mode})
    return out
