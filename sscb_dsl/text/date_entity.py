"""Dates the text relates to the entity without a date of its own: a date set beside it by a
count of days ("May 23, the day after your current return": the entity's date is that date less
the days), and a check of its date announced with no date said ("let me make sure I give you the
right date for that one"). Used by ``dates_said`` (text/dates.py)."""

from __future__ import annotations

import datetime as _dt
import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.values import iso_date

# a date set beside the entity by a count of days: "Thursday, the day after your current return"
# (the entity is that date less the days counted)
_DAYS_FROM = re.compile(
    r"\s*[,(\u2014\u2013-]?\s*(?:which is\s+|that's\s+|i\.e\.,?\s+)?(?:the\s+(?:very\s+)?day|"
    r"(?P<n>\d|one|two|three|four|five|six|seven)\s+days)\s+(?P<dir>after|before)\s+(?:your\s+|"
    r"the\s+|its\s+)?(?:(?:current|booked|original|scheduled|existing|present)\s+)?",
    re.IGNORECASE,
)
_DAY_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def counted_from_entity(doc: Doc, found: tuple[Found, ...], names: list[str]) -> tuple[Found, ...]:
    """Each date said as counted days from the entity named right after ("May 23, the day after
    your current return") gives the entity's date: the date less (or plus) the days."""
    if not any(f.values for f in found) or not re.search(r"\b(?:after|before)\b", doc.text, re.I):
        return found
    starts = {a for a, _ in find_refs(doc, names)}
    out = []
    for f in found:
        m = _DAYS_FROM.match(doc.text, f.end) if f.values else None
        if m is None or m.end() not in starts:
            out.append(f)
            continue
        word = (m.group("n") or "one").lower()
        k = int(word) if word.isdigit() else _DAY_COUNTS[word]
        k = -k if m.group("dir").lower() == "after" else k
        shifted = tuple(
            (day + _dt.timedelta(days=k)).isoformat()
            for v in f.values
            if (day := iso_date(v)) is not None
        )
        out.append(Found(f.start, f.end, shifted, f.mode))
    return tuple(out)


# a check announced of a date ("let me make sure I give you the right date", "I'll double-check
# its date"), not of a new one or of a change ("confirm the new date", "check the date change")
_DATE_CHECK = re.compile(
    r"\b(?:make sure|double[- ]check|verify|re-?check|check|confirm)\b[^.;!?]{0,50}?"
    r"(?<!\bnew )(?<!\bpreferred )(?<!\bdesired )(?<!\btravel )(?<!\bdeparture )"
    r"\bdate\b(?!\s+(?:change|you|for the (?:new|change))\b)",
    re.IGNORECASE,
)


def date_checked(doc: Doc, names: list[str]) -> bool:
    """Does a sentence that names the entity announce a check of its date, saying none?"""
    if not search(_DATE_CHECK, doc.text, probe(doc.text)):
        return False
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    return any(
        _DATE_CHECK.search(doc.text, doc.sentences[i].start, doc.sentences[i].end) for i in named
    )
