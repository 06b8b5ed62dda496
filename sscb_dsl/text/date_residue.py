"""Words of time no date expression read (text/dates.py): a length of time the agent counted
("four full days in Seattle"), a day or date form no pattern resolved ("5.20"), a
vague time ("mid-May", "early next week"). What a message says of the entity's date may hang on
them, so its reading is unknown, never "no date"."""

from __future__ import annotations

import re
from collections.abc import Iterable

from sscb_dsl.text.date_entity import bare_sentence
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.normalise import MONTHS
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import find_refs

_M = "|".join(sorted(MONTHS, key=len, reverse=True))
# words after an ordinal that make it no day of the month ("the 3rd bag", "2nd of the items")
NOT_A_DAY = (
    r"(?:class|bag|bags|baggage|passenger|passengers|flight|flights|leg|legs|item|items|order|"
    r"orders|time|times|option|options|floor|row|seat|one|card|method|payment|reservation|"
    r"segment|stop|attempt|request|of\s+(?:the|your|my|these|those))\b"
)


# A length of time counted in days, nights or weeks ("three nights", "four full days", "a
# week"): the form text/counted.py counts from a neighbouring flight's date.
LENGTH = re.compile(
    r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?|a single|"
    r"just one|only one|just a|only a)[\s-]+(?:(?:full|whole|entire)[\s-]+)?"
    r"(?P<unit>days?|nights?|weeks?)",
    re.IGNORECASE,
)
_RESIDUE = re.compile(
    # (every alternative starts with a digit or one of these letters: the lookahead, implied,
    # passes over other positions without trying the alternatives' lookbehinds there)
    r"(?=[\dabcdefijlmnostw])(?:"
    # a length of time the agent counted ("four full days in Seattle", "barely a day there",
    # "two nights rather than three"): derived from the dates, from v' or from v; counted from
    # an event ("a full week after you fly out"), with its word: no stay to count
    # (not a shift's size before its date: "pushed one day to Thursday, May 23", read by
    # ``day_shift``)
    r"(?<!\bby )(?<!\bof )"
    + "".join(
        rf"(?!(?<=\b{w} )[\w-]+[\s-]+(?:days?|weeks?)\s*(?:to|on|until|,))"
        for w in ("pushed", "moved", "shifted")
    )
    + r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"a|an|a couple of|a few|several|just a|only a)[\s-]+(?:(?:more|extra|full|whole|additional|"
    r"fewer|less|short|long|entire)[\s-]+)?(?:days?|nights?|weeks?)\b(?:[\s-]+(?:after|before)\b|"
    r"(?![\s-]+(?:later|earlier|ago|from|prior|sooner|out|back|forward|ahead)\b))"
    r"|\b(?:week|day|night)[\s-]long\b"
    # a day of the month no date pattern resolved, a date form none read
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)\b(?!\s+{NOT_A_DAY})"
    r"|(?<![\d.$])\b(?!24/7)\d{1,2}/\d{1,2}\b(?![/\d])"
    # "5.20" (a month and day with a dot, or a figure: unread either way)
    r"|(?<![\d.$€£,])\b\d{1,2}\.\d{1,2}\b(?![.,]?\d|\s*(?:%|x\b|mm|cm|in\b|kg|lb|hours?|h\b))"
    # "5-18" (a day and month, or a count: unread either way), "mid-May", "end of May"
    r"|(?<![\d.$-])\b\d{1,2}-\d{1,2}\b(?![-\d]|\s*(?:%|business|working|days?|hours?|nights?|"
    r"weeks?|months?|years?|minutes?|times?|bags?|items?|people|passengers?)\b)"
    rf"|\b(?:early|mid|late|end of|start of|beginning of|middle of)[\s-]+(?:{_M})\b"
    # the month alone ("the return legs are also in May")
    rf"|\bin\s+(?:{_M})\b(?![\s,]*\d)"
    # the leg placed against another time ("earlier than your outbound", "the weekend")
    r"|\b(?:earlier|later|sooner)\s+than\b|\bweekend\b"
    # ("... and comes back on HAT166 afterwards": after the outbound, a day unsaid)
    r"|\bafterwards?\b"
    # the day of another event ("is the same day she lands in Charlotte", "IAH to ORD the same
    # day") (not with the date said right after its words: "the same day as your departure,
    # May 27"; "two one-ways on the same day" is one day, not the day of another event)
    r"|\b(?:(?<!\bon )the\s+(?:very\s+)?same\s+(?:day|date)\b|the\s+(?:very\s+)?same\s+"
    r"(?:day|date)\s+(?:as|that|when|she|he|you|they|we|it|i)\b)"
    rf"(?![^.;!?\n,]{{0,30}},?\s+(?:on\s+)?(?:(?:{_M})\b|\d{{1,2}}(?:st|nd|rd|th)\b|\d{{1,2}}/\d))"
    # the day of an event told as a clause ("the day after you fly LA to Newark"), or counted
    # from the leg's own date unsaid ("the day after your current return", "the day after the
    # one you're booked on")
    r"|\bthe\s+(?:very\s+)?day\s+(?:after|before)\s+(?:you|she|he|they|we|i)\b"
    r"|\bthe\s+day\s+(?:after|before)\s+(?:your|the|its|their)\s+(?:(?:current|original|booked|"
    r"scheduled|existing|present)\s+)?(?:return|flight|departure|booking|leg|date|one you)\b"
    # ... or from today: "your return is just three days out"
    # ("the return is still about a week away")
    r"|\b(?:is|are)\s+(?:(?:just|only|now|still|about|roughly|around|nearly|almost|barely|under|"
    r"over|less\s+than|more\s+than)\s+){0,3}(?:\d+|one|two|three|four|five|six|seven|a|an)\s+"
    r"(?:days?|weeks?)\s+(?:out|away)\b"
    # a vague time ("early next week", "mid-next-week", "later this month")
    r"|\b(?:next|this|coming|following)\s+(?:week|month)\b|"
    # ... or counted from today ("within the next couple of days", "in the coming few days")
    r"\b(?:next|coming)\s+(?:couple\s+of|few|two|three|several)\s+days\b|"
    r"\b(?:early|mid|late|later|end of|start "
    r"of|beginning of)[\s-]+(?:(?:next|this|the)[\s-]+)?(?:week|month)\b)",
    re.IGNORECASE,
)


def residue(
    doc: Doc, found: Iterable[Found], names: list[str], counted_too: bool = True
) -> tuple[tuple[int, int], ...] | None:
    """Whether a sentence naming the entity has words of time no date expression read: what it
    says of the entity's date may hang on them (a stay counted from v', "barely a day there"),
    so the message's reading is unknown, never "no date". A length of time relates two dates,
    so it counts even where another leg's name is nearer to it. None when there are none; else
    the spans of the lengths of time when they are all there is (a count may resolve them),
    or () when some other unread form is among them. ``counted_too=False`` leaves out the
    expressions that count from a date said nowhere and the days counted from an event."""
    found = tuple(found)
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    if not named:
        return None
    # a date counted from another said nowhere ("leave Miami on HAT148 the next day"): it ties
    # the legs' dates together, whichever leg is nearer
    if counted_too and any(not f.values and doc.sentence_of(f.start) in named for f in found):
        return ()
    hits = _hits(doc, found, named)
    if not counted_too:
        hits = [(a, b) for a, b in hits if not _FROM_EVENT.fullmatch(doc.text, a, b)]
    if not hits:
        return None
    lengths = tuple((a, b) for a, b in hits if LENGTH.fullmatch(doc.text, a, b))
    return lengths if len(lengths) == len(hits) else ()


# days counted from an event ("five days after your outbound", "a week after you fly out", "the
# same day"): the _RESIDUE forms that name their direction
_FROM_EVENT = re.compile(
    rf"(?:{LENGTH.pattern})[\s-]+(?:after|before)|the\s+(?:very\s+)?same\s+(?:day|date)"
    r"(?:\s+(?:as|that|when|she|he|you|they|we|it|i)\b)?",
    re.IGNORECASE,
)


def _hits(doc: Doc, found: tuple[Found, ...], named: set[int]) -> list[tuple[int, int]]:
    """The unread words of time in sentences naming the entity (or said alone)."""
    spans = [(f.start, f.end) for f in found]
    return [
        # a length said alone, in a message naming the entity ("One night. You fly ... on
        # HAT255 ..."), answers for the entity's dates too
        (m.start(), m.end())
        for m in _RESIDUE.finditer(doc.text)
        if (doc.sentence_of(m.start()) in named or bare_sentence(doc, m.start()))
        and not any(a < m.end() and m.start() < b for a, b in spans)
        # (a shift's size, its direction said before it, with the date it moves to read in its
        # sentence: "moving everything out two days would have put HAT044 on the 15th"; the
        # dates are read as said)
        and not (
            LENGTH.fullmatch(doc.text, m.start(), m.end())
            and _SHIFTED_BEFORE.search(doc.text, max(0, m.start() - 12), m.start())
            and not _RELATED_AFTER.match(doc.text, m.end())
            and any(
                f.values and doc.sentence_of(f.start) == doc.sentence_of(m.start()) for f in found
            )
        )
    ]


_SHIFTED_BEFORE = re.compile(r"\b(?:out|back|forward|ahead)\s+$", re.IGNORECASE)
_RELATED_AFTER = re.compile(r"[\s-]+(?:after|before|from)\b", re.IGNORECASE)


def event_counts(doc: Doc, found: Iterable[Found], names: list[str]) -> list[tuple[int, int]]:
    """The days counted from an event in sentences naming the entity ("HAT163 is five days after
    your outbound"): dates_related may count them from the flight beside the entity."""
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    if not named:
        return []
    return [
        (a, b) for a, b in _hits(doc, tuple(found), named) if _FROM_EVENT.fullmatch(doc.text, a, b)
    ]
