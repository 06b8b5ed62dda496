"""Dates counted from a length of time: a derived use of a date (Definition 3.2).

"Three nights in Newark", "four full days in Seattle", "a week in Miami": a stay between two
flights is a length of time counted from the date of the flight beside the entity, so it says
the entity's date as surely as the date itself. :func:`dates_counted` takes what
:func:`~sscb_dsl.text.dates.dates_said` read and, where its reading is open only because of such
lengths, counts each one from the date of the flight before the entity (a stay where the entity
leaves from) or after it (a stay where the entity arrives), as the length's sentence names the
place; a length that gives exactly one of the context dates (v' and v) is a mention of it, said
as the length is said (asserted, hedged, asked, denied). Any other outcome — a length that
gives neither, or both, or a count from no known date — leaves the reading open (unknown),
never "no date".

Nights count exactly; days also as the days between or including both ends (n - 1, n, n + 1);
weeks as seven days, give or take one.

A date said with its offset from the current booking ("May 23 — six days later than the return
you have booked now") counts back to the booking's date the same way.
"""

from __future__ import annotations

import datetime as _dt
import itertools
import re
from typing import Any

from sscb_dsl.text.date_residue import LENGTH
from sscb_dsl.text.dates import find_dates
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.names import cities
from sscb_dsl.text.prefilter import finditer, probe
from sscb_dsl.text.refs import anchor_list, find_refs
from sscb_dsl.text.values import iso_date

_WORDS = {
    "a": 1, "an": 1, "a single": 1, "just one": 1, "only one": 1, "just a": 1, "only a": 1,
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip


def place(code: Any, names: Any) -> list[Any] | None:
    """Anchors for being at an airport's place: its code and its city, from ``names`` entries
    "CODE City" ("ATL", "Atlanta")."""
    if not isinstance(code, str) or not code.strip():
        return None
    known = cities(tuple(names) if isinstance(names, list) else ())
    c = code.strip().upper()
    return [c, *known.get(c, ())]


def _offsets(text: str) -> set[int]:
    """The day counts a length of time may stand for."""
    m = LENGTH.fullmatch(text)
    if m is None:
        return set()
    word = " ".join(m.group("n").lower().split())
    n = int(word) if word.isdigit() else _WORDS.get(word, 0)
    unit = m.group("unit").lower()
    if unit.startswith("night"):
        return {n}
    if unit.startswith("week"):
        return {7 * n - 1, 7 * n, 7 * n + 1}
    return {k for k in (n - 1, n, n + 1) if k > 0}


def _stay(value: Any) -> tuple[_dt.date, list[str]] | None:
    """``[date, place anchors...]`` as a date and its anchors; None when the date is unknown."""
    if not isinstance(value, list) or not value:
        return None
    day = iso_date(value[0])
    if day is None:
        return None
    anchors: list[str] = []
    for a in value[1:]:
        anchors += [x for x in (a if isinstance(a, list) else [a]) if isinstance(x, str)]
    return day, anchors


def dates_counted(
    said_in: Any, text: Any, arrive: Any, leave: Any, context: Any
) -> list[Any] | None:
    """``said_in`` (the mentions) with the lengths of time it left unread counted (see the
    module doc): ``arrive`` is ``[date, anchors...]`` of the flight before the entity and the
    place the entity leaves from (the entity's date is that date plus the stay), ``leave``
    the same for the flight after it and the place the entity arrives at (that date minus the
    stay); ``context`` holds v' and v."""
    if not isinstance(said_in, list):
        return None
    said: list[Any] = said_in
    if not isinstance(text, str):
        return said
    last = said[-1] if said else None
    spans = last.get("counted") if isinstance(last, dict) else None
    last = last if isinstance(last, dict) else {}
    values = {d for v in (context if isinstance(context, list) else []) if (d := _day(v))}
    before, after = _stay(arrive), _stay(leave)
    doc = parse(text)
    said = _without_other_end(said, _range_ends(doc, before, after, values))
    offset = _offset_from_current(doc, values)
    if offset and not any(set(m.get("values") or ()) & values for m in said if isinstance(m, dict)):
        # "May 27 means coming home one day later than you're scheduled now": the current date
        # counted back from the one said (it replaces the unread mention the phrase left)
        unread = isinstance(last, dict) and not last.get("values") and last.get("mode") == "unsure"
        return [*(said[:-1] if unread else said), *offset]
    if spans:  # the lengths in sentences naming the entity, which left its reading open
        counted = [_count(doc, a, b, before, after, values, False) for a, b in _spans(spans)]
        if any(c is None for c in counted):
            return said
        # days related to another flight, left for dates_related, keep the reading unknown
        rest = [{k: v for k, v in last.items() if k != "counted"}] if "related" in last else []
        return [*said[:-1], *counted, *rest]
    if any(
        not isinstance(m, dict) or m.get("mode") == "unsure" or set(m.get("values") or ()) & values
        for m in said
    ):
        return said
    # a stay where the entity leaves from or arrives, in a sentence that does not name it ("three
    # nights in Newark between the LA leg and HAT202"): counted when it gives v' or v; unsure
    # when it could give both
    extra: list[Any] = []
    for m in finditer(_STAY, doc.text, probe(doc.text)):
        c = _count(doc, m.start(), m.end(), before, after, values, True)
        if c is _NOT_HERE:
            continue
        extra.append(c if c is not None else {"kind": "date", "value": None, "values": [],
                                              "mode": "unsure"})  # fmt: skip
    return [*said, *extra]


# two dates joined as a span: "the 22nd to the 29th", "May 22-29", "from the 22nd until the 29th"
_SPAN_JOIN = re.compile(
    r"\s*(?:to|through|thru|until|till|and|[-\u2013\u2014])\s*(?:the\s+)?$", re.IGNORECASE
)
# a stay at a place around a span: "a week in Miami (the 22nd to the 29th)", "in Miami from"
_IN_PLACE = r"\b(?:in|at)\s+(?:{places})\b"


def _range_ends(
    doc: Any,
    before: tuple[_dt.date, list[str]] | None,
    after: tuple[_dt.date, list[str]] | None,
    values: set[str],
) -> list[str]:
    """The ends of a stay's span that belong to the flight beside the entity, not to it: in
    "a week in Miami (the 22nd to the 29th)", where the entity lands in Miami, the 29th is the
    flight that leaves Miami (when that flight is on the 29th); where the entity leaves the
    place, the span's start is the flight that brought the traveller there. Those dates are
    said of that flight, not of the entity."""
    out: list[str] = []
    found = [f for f in find_dates(doc, tuple(sorted(values)), None) if len(f.values) == 1]
    for x, y in itertools.pairwise(found):
        if doc.sentence_of(x.start) != doc.sentence_of(y.start):
            continue
        if not _SPAN_JOIN.search(doc.text, x.end, y.start) or y.start - x.end > 16:
            continue
        sentence = doc.sentences[doc.sentence_of(x.start)]
        lo, hi = max(sentence.start, x.start - 60), min(sentence.end, y.end + 30)
        for side, end in ((after, y), (before, x)):
            if side is None or not side[1]:
                continue
            places = "|".join(re.escape(p) for p in side[1])
            if not re.search(_IN_PLACE.format(places=places), doc.text[lo:hi], re.IGNORECASE):
                continue
            if end.values[0] == side[0].isoformat():
                out.append(end.values[0])
    return out


def _without_other_end(said: list[Any], ends: list[str]) -> list[Any]:
    """``said`` less one asserted mention of each date in ``ends`` (see :func:`_range_ends`)."""
    out = list(said)
    for day in ends:
        for i, m in enumerate(out):
            if isinstance(m, dict) and m.get("value") == day and m.get("values") == [day]:
                del out[i]
                break
    return out


# the booking's own leg or date, as it stands: "your current return", "the original flight",
# "your current Wednesday return"
_LEG_NOUN = r"(?:return|flight|booking|date|itinerary|schedule|trip|departure|leg)"
_CURRENT = (
    r"(?:(?:current(?:ly booked)?|original|old|existing|present)\s+(?:(?:[\w\u2192-]+\s+){0,3}?"
    # ("your current HAT278", "your current San Francisco departure", "your current Friday flight")
    rf"{_LEG_NOUN}|(?-i:[A-Z]{{3}}\d{{3,4}}))|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?"
    rf"{_LEG_NOUN})"
)
_THAN_CURRENT = re.compile(
    r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|an?|a full|the)\s+(?:full\s+)?"
    r"(?:days?|nights?)\s+(?:(?P<dir>later|earlier|after|before|sooner)\s+than\s+(?:you(?:'re| "
    r"are| were)\s+(?:now\s+|currently\s+)?(?:scheduled|booked|set)|(?:your|the)\s+"
    rf"{_CURRENT}\b(?:\s+you\s+have(?:\s+booked)?(?:\s+now)?)?)"
    # ("the 18th, which is one day after your current return", "Thursday — the day after your
    # current Wednesday return": the said date's offset from the booking's own, named as such)
    rf"|(?P<dir2>after|before)\s+(?:your|the)\s+(?=(?:current|original|old|existing|present))"
    rf"{_CURRENT}\b)",
    re.IGNORECASE,
)


# what joins an offset to the date it gives: "... would be Thursday, May 23", "..., i.e. on
# Saturday", "... — the 23rd", "..., which makes it the 23rd"
_GIVES = re.compile(
    r"\s*(?:[,:\u2014\u2013-]\s*)?(?:(?:i\.e\.|so|that's|that is|which (?:is|makes it|means)|"
    r"would be|will be|is|means|making it|puts (?:you|it) on|lands on|gives)\s+)?(?:on\s+)?"
    r"(?:the\s+)?",
    re.IGNORECASE,
)


def _offset_from_current(doc: Any, values: set[str]) -> list[dict[str, Any]]:
    """Dates derived from a date said and its offset from the current booking ("May 23 —
    that's six days later than the return you have booked now": the return is May 17)."""
    out: list[dict[str, Any]] = []
    hints = tuple(sorted(values))
    found = [f for f in find_dates(doc, hints, None) if len(f.values) == 1]
    for m in finditer(_THAN_CURRENT, doc.text, probe(doc.text)):
        s = doc.sentence_of(m.start())
        here = [
            f
            for f in found
            if doc.sentence_of(f.start) == s and not (f.start < m.end() and m.start() < f.end)
        ]
        # (the date right before the offset is the one it is said of: "nonstop on the 19th, then
        # SFO → IAH on Thursday, the day after your current return")
        right_before = [f for f in here if f.end <= m.start() and m.start() - f.end <= 40]
        # (or the date the offset is said to give, right after it: "one day later than your
        # current HAT278 would be Thursday, May 23")
        right_after = [
            f for f in here if f.start >= m.end() and _GIVES.fullmatch(doc.text, m.end(), f.start)
        ]
        near = right_after[:1] or right_before[-1:]
        said = {near[0].values[0]} if near else {f.values[0] for f in here}
        if len(said) != 1:
            continue
        word = " ".join(m.group("n").lower().split())
        n = int(word) if word.isdigit() else _WORDS.get(word, 1 if word in ("a full", "the") else 0)
        later = (m.group("dir") or m.group("dir2")).lower() in ("later", "after")
        day = _dt.date.fromisoformat(next(iter(said))) + _dt.timedelta(days=-n if later else n)
        if day.isoformat() in values:
            v = day.isoformat()
            out.append({"kind": "date", "value": v, "values": [v], "mode": mode_at(doc, *m.span())})
    return out


_STAY = re.compile(
    rf"(?<![\w-])(?:{LENGTH.pattern})\b(?![\s-]+(?:later|earlier|after|before|ago|from|prior|"
    r"sooner|out|back|forward|ahead|longer|shorter)\b)",
    re.IGNORECASE,
)
_NOT_HERE: dict[str, Any] = {}
# a length of the whole journey, not of a stay beside the entity
_TRIP_WIDE = re.compile(
    r"\b(?:(?:whole|entire|full|total|overall)\s+(?:trip|journey|itinerary|vacation|holiday)|"
    r"(?:trip|journey|itinerary)\s+(?:spans|lasts|runs|covers|takes)|in total|overall|"
    r"altogether|all told|door to door)\b",
    re.IGNORECASE,
)


def _spans(spans: Any) -> list[tuple[int, int]]:
    """``[{start, end}, ...]`` as pairs; anything else (a contract may pass any list) as none."""
    if not isinstance(spans, list):
        return []
    return [
        (s["start"], s["end"])
        for s in spans
        if isinstance(s, dict) and type(s.get("start")) is int and type(s.get("end")) is int
    ]


def _count(
    doc: Any,
    a: int,
    b: int,
    before: tuple[_dt.date, list[str]] | None,
    after: tuple[_dt.date, list[str]] | None,
    values: set[str],
    placed: bool,
) -> dict[str, Any] | None:
    """The mention a length at ``a:b`` gives: the one of ``values`` it counts to from the flight
    before or after, as its sentence names the place; None when it gives none or several;
    ``_NOT_HERE`` when ``placed`` and its sentence names neither place."""
    sentence = doc.sentence_of(a)
    bounds = doc.sentences[sentence]
    if _TRIP_WIDE.search(doc.text, bounds.start, bounds.end):
        return None  # "the whole trip spans six days": first flight to last, not a stay
    if re.match(r"\s+(?:apart|off)\b", doc.text[b : b + 8], re.IGNORECASE):
        # "your two flights are a day apart", "just a day off from it": either way round, no
        # stay counted
        return None
    stays = [
        (start, sign, any(doc.sentence_of(x) == sentence for x, _ in find_refs(doc, names)))
        for stay, sign in ((before, 1), (after, -1))
        if stay is not None
        for start, names in [stay]
    ]
    if any(named for _, _, named in stays):  # the sentence says where the stay is
        stays = [s for s in stays if s[2]]
    elif placed:
        return _NOT_HERE
    dates = {
        (start + _dt.timedelta(days=sign * k)).isoformat()
        for start, sign, _ in stays
        for k in _offsets(doc.text[a:b])
    }
    hits = dates & values
    if len(hits) != 1:
        return None if not placed or hits else _NOT_HERE
    day = next(iter(hits))
    return {"kind": "date", "value": day, "values": [day], "mode": mode_at(doc, a, b)}


def _day(value: Any) -> str | None:
    day = iso_date(value)
    return None if day is None else day.isoformat()


# a day said relative to another flight's: "HAT153 leaves the next day", "the very same day",
# "the day before", "two days later", "a week later"
_RELATIVE = re.compile(
    r"\b(?:the\s+(?:very\s+)?(?P<next>next|following)\s+(?:day|morning|evening)|the\s+day\s+"
    r"(?P<dir>after|before)(?!\s+(?:that|this|your|the|it|tomorrow|yesterday|you|she|he|they|we|i)"
    r"\b)|the\s+"
    r"(?P<prev>previous)\s+day|(?P<same>(?:the|that)\s+(?:very\s+)?same\s+(?:day|morning|afternoon|"
    # ("that same Wednesday": the weekday of the flight before, its day)
    r"evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
    r"(?!\s+(?:as|that|when|you|she|he|they|we|i)\b)|"
    r"(?P<n>\d|one|two|three|four|five|six|seven|a|an)\s+(?P<unit>days?|weeks?)\s+"
    r"(?P<later>later|earlier)(?!\s+than\b))\b",
    re.IGNORECASE,
)


# a day counted from a flight named right after it: "the day before your outbound", "the day
# before HAT148"
_DAY_OF = re.compile(
    r"\b(?:the\s+day|(?P<n>\d|two|three|four|five|six|seven)\s+days)\s+[*_]*(?P<dir>before|after)"
    r"[*_]*\s+(?:your\s+|the\s+|its\s+)?",
    re.IGNORECASE,
)


# the day of a flight named right after it: "CLT–EWR is the same day she lands in Charlotte",
# "the very same day as your outbound"
_SAME_DAY_OF = re.compile(
    # ("IAH to ORD, same day as leg 3": the article left out in a list item)
    r"(?:\b(?:the|that)\s+|(?<=,\s)|(?<=\u2014\s)|(?<=\(\s)|(?<=\())(?:very\s+)?same\s+day\s+"
    r"(?:as\s+)?(?:(?:when|that)\s+)?"
    r"(?:(?:you|she|he|they|we)(?:'re|\s+are|\s+will|'ll)?\s+)?(?:your\s+|the\s+|its\s+)?",
    re.IGNORECASE,
)


# a flight placed before or after the flight named after it, no day counted: "HAT290 is recorded
# as departing *before* your Las Vegas → Denver flight (HAT003)"
_ORDER = re.compile(
    r"(?<!\bday )(?<!\bdays )[*_]*\b(?P<dir>before|earlier than|prior to|ahead of|after|later "
    r"than)\b[*_]*\s+",
    re.IGNORECASE,
)


_NOT_ORDERED = re.compile(
    r"\b(?:has to|have to|must|needs? to|should|can|could|changes?|cancel\w*|modif\w*|made|done|"
    r"book\w*|request\w*)\b",
    re.IGNORECASE,
)
_BARE_DEPARTURE = re.compile(r"[*_]*departure\b", re.IGNORECASE)
# the agent's own act after the word: "let me pull up its status before I give you a departure
# time" orders the agent's steps, not the flight against another
_AGENT_CLAUSE = re.compile(r"(?:i|we)(?:'ll|'d|\s+can|\s+will)?\s+[a-z]", re.IGNORECASE)


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _weekday_named(m: re.Match[str]) -> int | None:
    """The weekday a relative phrase names ("that same Wednesday": 2), if any."""
    last = m.group().split()[-1].lower()
    return _WEEKDAYS.index(last) if last in _WEEKDAYS else None


def _relative_days(m: re.Match[str]) -> int:
    """The days a relative phrase counts from the event it follows (signed)."""
    g = m.groupdict()
    if g.get("next") or (g.get("dir") or "").lower() == "after":
        return 1
    if g.get("prev") or (g.get("dir") or "").lower() == "before":
        return -1
    if g.get("same"):
        return 0
    word = (g.get("n") or "").lower()
    n = int(word) if word.isdigit() else _WORDS.get(word, 0)
    n *= 7 if g["unit"].lower().startswith("week") else 1
    return n if g["later"].lower() == "later" else -n


def dates_related(said: Any, text: Any, here: Any, beside: Any, context: Any) -> list[Any] | None:
    """``said`` with the entity's date derived from a flight beside it where a sentence relates
    the two by a day ("HAT182 gets you there, and HAT153 leaves the next day": HAT182 flies the
    day before HAT153's date). ``beside`` lists ``[date, anchors...]`` of the flights beside the
    entity; ``here`` names the entity; ``context`` holds v' and v. A derived date that is one of
    them is a mention of it, said as the phrase is said; a reading already giving one of them
    stands. An unknown that ``dates_said`` left for such days ("related" spans) is replaced
    only when every one of its days is counted here."""
    if not isinstance(said, list):
        return None
    values = {d for v in (context if isinstance(context, list) else []) if (d := _day(v))}
    if not isinstance(text, str) or not values:
        return said
    related = {
        i: spans
        for i, m in enumerate(said)
        if isinstance(m, dict) and (spans := _spans(m.get("related")))
    }
    if not related and any(
        isinstance(m, dict) and set(m.get("values") or ()) & values for m in said
    ):
        return said
    names = anchor_list(here)
    if names is None:
        return said
    sides = [s for v in (beside if isinstance(beside, list) else []) if (s := _stay(v))]
    doc = parse(text)
    known = probe(doc.text)
    found = list(finditer(_RELATIVE, doc.text, known))
    day_of = list(finditer(_DAY_OF, doc.text, known))
    same_of = list(_SAME_DAY_OF.finditer(doc.text))
    ordered = list(finditer(_ORDER, doc.text, known))
    if not (found or day_of or same_of or ordered) or not sides:
        return said
    refs = sorted(
        [(a, b, None) for a, b in find_refs(doc, names)]
        + [(a, b, day) for day, anchors in sides for a, b in find_refs(doc, anchors)],
        key=lambda r: r[0],
    )
    derived: list[dict[str, Any]] = []
    counted: list[tuple[int, int]] = []
    for m in found:
        sentence = doc.sentences[doc.sentence_of(m.start())]
        inside = [r for r in refs if sentence.start <= r[0] and r[1] <= sentence.end]
        before = [r for r in inside if r[1] <= m.start()]
        if not before:
            continue
        x = before[-1]  # the flight the phrase dates; the one named before it is the reference
        ys = [r for r in before[:-1] if (r[2] is None) != (x[2] is None)]
        if not ys:
            continue
        y, k = ys[-1], _relative_days(m)
        if x[2] is None and y[2] is not None:
            day = y[2] + _dt.timedelta(days=k)  # the entity, counted from the flight before it
        elif x[2] is not None and y[2] is None:
            day = x[2] - _dt.timedelta(days=k)  # a flight counted from the entity
        else:
            continue
        named = _weekday_named(m)
        if named is not None and day.weekday() != named:
            # "that same Wednesday" of a flight on a Thursday: the weekday says the day, the
            # one of v' and v within the week that falls on it (none: nothing derived)
            days = [_dt.date.fromisoformat(w) for w in sorted(values)]
            fit = [d for d in days if d.weekday() == named]
            if len(fit) != 1 or abs((fit[0] - day).days) > 6:
                continue
            day = fit[0]
        if day.isoformat() in values:
            v = day.isoformat()
            derived.append(
                {"kind": "date", "value": v, "values": [v], "mode": mode_at(doc, *m.span())}
            )
            counted.append(m.span())
    for m, counts in [*((m, True) for m in day_of), *((m, False) for m in same_of)]:
        # "HAT278 is the day before your outbound", "CLT–EWR is the same day she lands in
        # Charlotte": the entity named before the phrase, the flight beside it named right after
        sentence = doc.sentences[doc.sentence_of(m.start())]
        before = [r for r in refs if sentence.start <= r[0] and r[1] <= m.start()]
        after = [r for r in refs if r[0] == m.end() and r[2] is not None]
        if not before or before[-1][2] is not None or not after:
            continue
        k = 0  # the same day
        if counts:
            word = (m.group("n") or "one").lower()
            n = int(word) if word.isdigit() else _WORDS.get(word, 1)
            k = -n if m.group("dir").lower() == "before" else n
        day = after[0][2] + _dt.timedelta(days=k)
        if day.isoformat() in values:
            v = day.isoformat()
            derived.append(
                {"kind": "date", "value": v, "values": [v], "mode": mode_at(doc, *m.span())}
            )
            counted.append(m.span())
    for m in ordered:
        # "HAT290 departs before your outbound (HAT003)": no day counted, but of v' and v only
        # those on the right side of the flight beside the entity fit
        sentence = doc.sentences[doc.sentence_of(m.start())]
        lead = [r for r in refs if sentence.start <= r[0] and r[1] <= m.start()]
        beyond = [r[2] for r in refs if m.end() <= r[0] <= m.end() + 50 and r[1] <= sentence.end]
        anchor = beyond[0] if beyond else None
        if not lead or lead[-1][2] is not None or anchor is None:
            continue
        if any(m.start() <= c < m.end() for c, _ in counted):
            continue
        if (
            _NOT_ORDERED.search(doc.text, lead[-1][1], m.start())
            or _BARE_DEPARTURE.match(doc.text, m.end())
            or _AGENT_CLAUSE.match(doc.text, m.end())
        ):
            # "any change to HAT163 has to be made before departure": a deadline for a change,
            # not the flight placed before another; "before departure" is its own departure
            continue
        earlier = m.group("dir").lower() in ("before", "earlier than", "prior to", "ahead of")
        fits = sorted(
            v
            for v in values
            if (day_v := iso_date(v)) and (day_v < anchor if earlier else day_v > anchor)
        )
        if len(fits) == 1:
            derived.append(
                {"kind": "date", "value": fits[0], "values": fits, "mode": mode_at(doc, *m.span())}
            )
            counted.append(m.span())
    if not derived:
        return said
    # an unknown that dates_said left for such days is replaced where every one of its days is
    # counted here
    kept = [
        m
        for i, m in enumerate(said)
        if i not in related
        or not all(any(a < d and c < b for c, d in counted) for a, b in related[i])
    ]
    return [*kept, *derived]
