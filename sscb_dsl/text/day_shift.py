"""The shift a user asks for a date ("delay my return by one day", "two days earlier", "the same
dates"): the built-in ``day_shift``, which rules compare a searched or written date against
(v′ or v moved by the shift is a derived use)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.date_patterns import NUMBERS
from sscb_dsl.text.prefilter import finditer, probe

# a count of days (a night of a stay is a day of the trip; a week is seven; "a couple of" two)
_N = r"(?:\d|one|two|three|four|five|six|seven|a couple of|an?)"
_DAYS = r"(?:days?|nights?|(?P<{}>weeks?))"
_VAGUE = (
    r"(?:(?:a few|several|a couple|a number of)\s+(?:days|nights|weeks)|a day or two|(?:one|1) or "
    r"(?:two|2) days|(?:two|2) or (?:three|3) days)"
)
_SHIFT = re.compile(
    rf"\b(?:(?P<n>{_N})\s+{_DAYS.format('wk')}\s+(?P<dir>later|after|"
    r"earlier|before|sooner|out|back|forward|ahead)|(?:by|of)\s+"
    rf"(?P<n2>{_N})\s+{_DAYS.format('wk2')}|(?:the )?(?P<rel>next|following|previous) "
    r"(?:day|morning|evening)|(?P<same>same "
    r"(?:dates?|days?))|the day (?P<rel2>after|before)(?!\s+(?:tomorrow|yesterday)\b)|"
    rf"(?P<n3>{_N}) (?:extra|more|additional) (?:days?|nights?)|"
    # ("pushed one day to Thursday, May 23": the size, the direction from the words around it)
    rf"(?:push(?:ed|ing)?|shift(?:ed|ing)?|mov(?:e|ed|ing))\s+(?:it\s+|them\s+)?(?P<n6>{_N})\s+"
    rf"{_DAYS.format('wk6')}(?=\s+(?:to|on|until|,))|"
    rf"(?P<n3b>{_N}) (?:days?|nights?) longer|"
    rf"(?P<n5>{_N}) (?:fewer|less) (?:days?|nights?)|"
    rf"(?P<n5b>{_N}) (?:days?|nights?) shorter|"
    # a shift of no known size: "a few days later", "a day or two earlier", "several days out"
    rf"(?P<vague>(?:by|of)\s+{_VAGUE}|{_VAGUE}\s+(?:later|after|earlier|before|sooner|out|back|"
    r"forward|ahead|longer|shorter)"
    r"|(?:a few|several|a couple) (?:more|extra|additional) (?:days|nights)))\b",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:delay(?:ed|ing|s)?|postpone(?:d|s)?|push(?:ed|ing)? (?:it |them )?back|later|after|"
    r"back|extend(?:ed|ing)?|lengthen(?:ed|ing)?|prolong(?:ed|ing)?)\b",
    re.IGNORECASE,
)
# (a trip shortened ends earlier: the return leg, which these rules read, moves earlier)
_EARLIER = re.compile(
    r"\b(?:earlier|before|sooner|(?:move|moved|bring|brought) (?:it |them )?(?:up|forward)|"
    r"forward|advance(?:d)?|shorten(?:ed|ing)?|cut (?:\w+ ){0,2}short|trim(?:med|ming)?)\b",
    re.IGNORECASE,
)


def _count(word: str) -> int:
    """A count said as a digit or a word ("a couple of": two; "a", "an": one)."""
    return int(word) if word.isdigit() else 2 if word == "a couple of" else NUMBERS.get(word, 1)


def day_shift(text: Any) -> list[int] | None:
    """The days a request moves a date by, as a list: ``[1]`` for "delay my return by one day",
    ``[-2]`` for "two days earlier", ``[0]`` for "the same dates", ``[-2, 2]`` for "move my
    return by two days" (the size without the direction: a date moved either way derives from
    the one moved), ``[]`` when the text asks no shift; unknown (None) when it asks several
    different ones, or one of no size the text gives ("a few days later")."""
    if text is None:
        return []
    if not isinstance(text, str):
        return None
    asked: set[frozenset[int]] = set()
    for m in finditer(_SHIFT, text, probe(text)):  # (a text without its words: no scan)
        g = m.groupdict()
        if g.get("vague"):
            return None  # a shift asked, of no size the text gives
        if g.get("same"):
            asked.add(frozenset({0}))
            continue
        if g.get("rel") or g.get("rel2"):
            back = (g.get("rel") or g["rel2"]).lower() in ("previous", "before")
            asked.add(frozenset({-1 if back else 1}))
            continue
        if g.get("n3") or g.get("n3b"):  # "stay one extra day", "two more days": later
            asked.add(frozenset({_count((g.get("n3") or g["n3b"]).lower())}))
            continue
        if g.get("n5") or g.get("n5b"):  # "two fewer days", "a day shorter": earlier
            asked.add(frozenset({-_count((g.get("n5") or g["n5b"]).lower())}))
            continue
        word = (g.get("n") or g.get("n2") or g.get("n6") or "").lower()
        n = int(word) if word.isdigit() else 2 if word == "a couple of" else NUMBERS.get(word, 0)
        if g.get("wk") or g.get("wk2") or g.get("wk6"):
            n *= 7
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
            words.sort()
            if not words or (
                len(words) > 1 and words[0][0] == words[1][0] and words[0][1] != words[1][1]
            ):
                asked.add(frozenset({n, -n}))  # the size, either way
                continue
            back = words[0][1]
        asked.add(frozenset({-n if back else n}))
    if len(asked) > 1:
        return None
    return sorted(next(iter(asked), frozenset()))
