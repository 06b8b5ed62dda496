"""The shift a user asks for a date ("delay my return by one day", "two days earlier", "the same
dates"): the built-in ``day_shift``, which rules compare a searched or written date against
(v′ or v moved by the shift is a derived use)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.date_patterns import NUMBERS
from sscb_dsl.text.prefilter import finditer, probe

_SHIFT = re.compile(
    r"\b(?:(?P<n>\d|one|two|three|four|five|six|seven|a|an)\s+days?\s+(?P<dir>later|after|"
    r"earlier|before|sooner|out|back|forward|ahead)|(?:by|of)\s+(?P<n2>\d|one|two|three|four|"
    r"five|six|seven|a|an)\s+days?|the (?P<rel>next|following|previous) day|(?P<same>same "
    r"(?:dates?|days?))|the day (?P<rel2>after|before)(?!\s+(?:tomorrow|yesterday)\b)|"
    r"(?P<n3>\d|one|two|three|four|five|six|seven|an?) (?:extra|more|additional) days?|"
    r"(?P<n3b>\d|one|two|three|four|five|six|seven|an?) days? longer|"
    r"(?P<n5>\d|one|two|three|four|five|six|seven|an?) (?:fewer|less) days?|"
    r"(?P<n5b>\d|one|two|three|four|five|six|seven|an?) days? shorter)\b",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:delay(?:ed|ing|s)?|postpone(?:d|s)?|push(?:ed|ing)? (?:it |them )?back|later|after|"
    r"back|extend(?:ed|ing)?)\b",
    re.IGNORECASE,
)
_EARLIER = re.compile(
    r"\b(?:earlier|before|sooner|(?:move|moved|bring|brought) (?:it |them )?(?:up|forward)|"
    r"forward|advance(?:d)?)\b",
    re.IGNORECASE,
)


def day_shift(text: Any) -> list[int] | None:
    """The days a request moves a date by, as a list: ``[1]`` for "delay my return by one day",
    ``[-2]`` for "two days earlier", ``[0]`` for "the same dates", ``[]`` when the text asks no
    shift; unknown (None) when it asks several different ones or leaves the direction open."""
    if text is None:
        return []
    if not isinstance(text, str):
        return None
    shifts: set[int] = set()
    for m in finditer(_SHIFT, text, probe(text)):  # (a text without its words: no scan)
        g = m.groupdict()
        if g.get("same"):
            shifts.add(0)
            continue
        if g.get("rel") or g.get("rel2"):
            shifts.add(-1 if (g.get("rel") or g["rel2"]).lower() in ("previous", "before") else 1)
            continue
        if g.get("n3") or g.get("n3b"):  # "stay one extra day", "two more days": later
            word = (g.get("n3") or g["n3b"]).lower()
            shifts.add(int(word) if word.isdigit() else NUMBERS.get(word, 1))
            continue
        if g.get("n5") or g.get("n5b"):  # "two fewer days", "a day shorter": earlier
            word = (g.get("n5") or g["n5b"]).lower()
            shifts.add(-(int(word) if word.isdigit() else NUMBERS.get(word, 1)))
            continue
        word = (g.get("n") or g.get("n2") or "").lower()
        n = int(word) if word.isdigit() else NUMBERS.get(word, 0)
        direction = (g.get("dir") or "").lower()
        if direction:
            back = direction in ("earlier", "before", "sooner", "forward", "ahead")
        else:  # the direction word nearest to the number, in its sentence
            lo = max(text.rfind(".", 0, m.start()), text.rfind("?", 0, m.start()), -1) + 1
            hi = min(
                (i for i in (text.find(".", m.end()), text.find("?", m.end())) if i >= 0),
                default=len(text),
            )
            words = [(abs(w.start() - m.start()), False) for w in _LATER.finditer(text, lo, hi)]
            words += [(abs(w.start() - m.start()), True) for w in _EARLIER.finditer(text, lo, hi)]
            if not words:
                return None
            words.sort()
            if len(words) > 1 and words[0][0] == words[1][0] and words[0][1] != words[1][1]:
                return None
            back = words[0][1]
        shifts.add(-n if back else n)
    if len(shifts) > 1:
        return None
    return sorted(shifts)
