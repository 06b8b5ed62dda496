"""Dates the text relates to the entity without a date of its own: a date set beside it by a
count of days ("May 23, the day after your current return": the entity's date is that date less
the days), and a check of its date announced with no date said ("let me make sure I give you the
right date for that one"). Used by ``dates_said`` (text/dates.py)."""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import DOUBT
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
_NAMING_GAP = re.compile(r"(?:[A-Za-z\u2013\u2192-]+,?[\s(]+){0,4}")
_DAY_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def counted_from_entity(doc: Doc, found: tuple[Found, ...], names: list[str]) -> tuple[Found, ...]:
    """Each date said as counted days from the entity named right after ("May 23, the day after
    your current return") gives the entity's date: the date less (or plus) the days."""
    if not any(f.values for f in found) or not re.search(r"\b(?:after|before)\b", doc.text, re.I):
        return found
    starts = sorted(a for a, _ in find_refs(doc, names))
    out = []
    # a weekday in the words naming the entity ("two days after your Monday flight") is the
    # entity's date the count gives: it says no other date
    named: list[tuple[int, int, tuple[str, ...]]] = []
    for f in found:
        m = _DAYS_FROM.match(doc.text, f.end) if f.values else None
        # the entity named right after, or after a few words naming it ("the day after your
        # flight HAT282", "... your third flight (HAT161)")
        near = [a for a in starts if m is not None and m.end() <= a <= m.end() + 40]
        if m is None or not near or not _NAMING_GAP.fullmatch(doc.text, m.end(), near[0]):
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
        named.append((m.end(), near[0], shifted))
    return tuple(
        f
        for f in out
        if not any(a < f.end and f.start < b and set(days) & set(f.values) for a, b, days in named)
    )


# an offset from a date said right after it: "one day earlier than your Tuesday flight", "two
# days after your Monday departure", "the day before the 21st"
_OFFSET_FROM = re.compile(
    r"\b(?:(?P<n>\d|one|two|three|four|five|six|seven|a)\s+days?|the\s+day)\s+"
    r"(?P<dir>after|later than|before|earlier than|sooner than)\s+"
    r"(?:(?:your|the|its|their|that|this)\s+)?(?:(?:current|booked|original|scheduled|existing|"
    r"present)\s+)?",
    re.IGNORECASE,
)


def derived_from_said(doc: Doc, found: tuple[Found, ...]) -> tuple[Found, ...]:
    """A date counted from another said right after the offset, and said after it ("One day
    earlier than your Tuesday flight would be Monday the 20th; ... options for that date"), is
    derived from it: it says nothing more of the entity, and is dropped when the offset and the
    other date give exactly it. (A date said first and then compared, "the 18th, the day before
    your outbound on the 19th", is the entity's.)"""
    if len(found) < 2 or not re.search(r"\b(?:after|before|than)\b", doc.text, re.I):
        return found
    drop: set[int] = set()
    narrowed: dict[int, tuple[str, ...]] = {}
    for m in _OFFSET_FROM.finditer(doc.text):
        anchor = next(
            (f for f in found if f.values and m.end() - 1 <= f.start <= m.end() + 12), None
        )
        if anchor is None:
            continue
        word = (m.group("n") or "one").lower()
        k = int(word) if word.isdigit() else _DAY_COUNTS.get(word, 1)
        k = k if m.group("dir").lower().startswith(("after", "later")) else -k
        wanted = {
            (day + _dt.timedelta(days=k)).isoformat()
            for v in anchor.values
            if (day := iso_date(v)) is not None
        }
        sentence = doc.sentence_of(m.start())
        if len(anchor.values) > 1:
            # "Wednesday the 29th, two days after your Monday flight": of the Mondays the
            # weekday may be, the one the count gives the date said before it
            given = {
                v
                for f in found
                if f.end <= m.start()
                and len(f.values) == 1
                and doc.sentence_of(f.start) == sentence
                for v in f.values
            }
            fits = tuple(
                v
                for v in anchor.values
                if (day := iso_date(v)) is not None
                and (day + _dt.timedelta(days=k)).isoformat() in given
            )
            if len(fits) == 1:
                narrowed[anchor.start] = fits
        for f in found:
            if (
                f is not anchor
                and f.start > anchor.end  # (not "Saturday the 18th, the day before the 19th")
                and f.values
                and doc.sentence_of(f.start) == sentence
                and set(f.values) <= wanted
            ):
                drop.add(f.start)
    return tuple(
        attrs.evolve(f, values=narrowed[f.start]) if f.start in narrowed else f
        for f in found
        if f.start not in drop
    )


# a check announced of a date ("let me make sure I give you the right date", "I'll double-check
# its date"), not of a new one or of a change ("confirm the new date", "check the date change")
_DATE_CHECK = re.compile(
    r"\b(?:make sure|double[- ]check|verify|re-?check|check|confirm)\b[^.;!?]{0,50}?"
    r"(?<!\bnew )(?<!\bpreferred )(?<!\bdesired )(?<!\btravel )(?<!\bdeparture )"
    r"\bdate\b(?!\s+(?:change|you|for the (?:new|change))\b)"
    # "... to confirm when HAT228 leaves Los Angeles"
    r"|\b(?:make sure|double[- ]check|verify|re-?check|check|confirm)\s+when\b[^.;!?]{0,40}?"
    r"\b(?:leaves?|departs?|flies|returns?|arrives?|lands?)\b",
    re.IGNORECASE,
)


# a question for the date the entity has ("which day are you currently booked to fly DEN-LAS?",
# "what date does HAT290 leave?"), not for a new one ("which day would you like instead?")
_DATE_ASKED = re.compile(
    r"\b(?:what|which) (?:day|date)\b[^.;!?]{0,20}?\b(?:are you|you're|is it|is that|is the|"
    r"is your|was it|does (?:it|the|your|that)|does \S+ (?:leave|depart|fly|return|arrive)|do you "
    r"(?:have|fly|leave))\b"
    r"(?![^.;!?]*\b(?:would you like|would you prefer|do you want|you'd like|prefer|instead|new|"
    r"change (?:it )?to|move (?:it )?to|rebook)\b)[^.;!?]*\?",
    re.IGNORECASE,
)


def date_checked(doc: Doc, names: list[str]) -> bool:
    """Does a sentence that names the entity announce a check of its date, ask the user which
    date it has, or doubt the date the record shows ("the date the system shows for HAT106 ...
    can't be right"), saying none?"""
    probed = probe(doc.text)
    check = search(_DATE_CHECK, doc.text, probed)
    asked = search(_DATE_ASKED, doc.text, probed)
    doubt = search(_DATE_SHOWN, doc.text, probed) and search(DOUBT, doc.text, probed)
    if not check and not doubt and not asked:
        return False
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    for i in named:
        start, end = doc.sentences[i].start, doc.sentences[i].end
        if check and _DATE_CHECK.search(doc.text, start, end):
            return True
        if asked and _DATE_ASKED.search(doc.text, start, end):
            return True
        shown = _DATE_SHOWN.search(doc.text, start, end) if doubt else None
        # the doubt in the date's own clause chain, not past a turn ("...; the time is odd")
        d = DOUBT.search(doc.text, shown.end(), end) if shown else None
        if shown and d and not _TURN.search(doc.text, shown.end(), d.start()):
            return True
    return False


_TURN = re.compile(r";|\b(?:but|however|though|although|whereas)\b", re.IGNORECASE)


# the date the record gives the entity, named without being said ("the date the system shows
# for HAT106", "the leg is showing a date two days before ...")
_DATE_SHOWN = re.compile(
    r"\b(?:the|a|its|that|this) (?:(?:[A-Z][\w-]*|[\u2192>-]+) ){0,4}?(?:return |listed |recorded |"
    r"booked )?date\b"
    r"(?!\s+(?:change|you)\b)",
    re.IGNORECASE,
)


def bracketed_weekdays(doc: Doc, out: list[Found], kinds: list[str]) -> list[Found]:
    """A weekday with a date in brackets after it ("Friday (May 10)") is that date, when the
    date falls on it (of a date's readings, the one that does: "Friday (5/10)")."""
    out = list(out)
    for i in range(len(out) - 1):
        w, d = out[i], out[i + 1]
        if (
            kinds[i] == "wd"
            and len(d.values) >= 1
            and _BRACKET_OPEN.fullmatch(doc.text, w.end, d.start)
        ):
            # "Friday (May 10)": the weekday is the bracketed date's, when it falls on it
            day = _weekday(w, doc)
            fits = [v for v in d.values if _dt.date.fromisoformat(v).weekday() == day]
            if len(fits) == 1:
                out[i] = Found(w.start, w.end, (fits[0],), w.mode)
                out[i + 1] = Found(d.start, d.end, (fits[0],), d.mode)
    return out


_BRACKET_OPEN = re.compile(r"[^\S\n]*\([^\S\n]*")


def _weekday(found: Found, doc: Doc) -> int:
    """The weekday a weekday expression names (-1 when none is found)."""
    word = re.search(r"mon|tue|wed|thu|fri|sat|sun", doc.text[found.start : found.end], re.I)
    days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    return days.index(word.group().lower()) if word else -1


def unvalued_spans(doc: Doc, found: Iterable[Found], names: list[str]) -> list[tuple[int, int]]:
    """The date expressions without a date in sentences naming the entity."""
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    return [(f.start, f.end) for f in found if not f.values and doc.sentence_of(f.start) in named]


def bare_sentence(doc: Doc, at: int) -> bool:
    """A sentence of a few words ("One night.", "Just two days.")."""
    s = doc.sentences[doc.sentence_of(at)]
    return len(doc.text[s.start : s.end].split()) <= 4
