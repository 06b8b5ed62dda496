"""Dates as agents write them, resolved to the calendar dates they can mean.

Every date expression becomes the *set* of dates it can denote, never a guess:

- full forms — ISO ``2024-05-18`` (and datetimes), ``2024/05/18``, ``May 18``, ``May 18th, 2024``,
  ``18 May 2024``, ``the 18th of May``, ``Sat, May 18``; a missing year comes from the context;
- numeric ``05/18`` (one reading: 18 is no month) and ``05/06`` (May 6 or June 5: both);
- a day alone — ``the 18th``, ``Saturday the 18th`` — in each month of the context (full dates in
  the same message, else the dates the contract gives as context), kept only where the weekday,
  if written, agrees;
- relative dates — ``today``, ``tomorrow``, ``yesterday``, ``the day after tomorrow``, ``in two
  days``, ``this Friday``, ``next Friday`` (the coming Friday, or the one after: both), ``on
  Saturday`` — against the current time the conversation states (``now``);
- a date written with a weekday that does not fall on it is unresolved (the empty set).

An expression that depends on something unknown (no ``now`` for "tomorrow") is also unresolved.
:func:`dates_said` attributes the mentions to an entity (see ``reading``).
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from sscb_dsl.text.date_alternatives import open_alternatives
from sscb_dsl.text.date_entity import (
    bracketed_weekdays,
    counted_from_entity,
    date_checked,
    derived_from_said,
    unvalued_spans,
)
from sscb_dsl.text.date_patterns import (
    _HS,
    _M,
    _ORD,
    _ORDINAL_WORDS,
    _OW,
    _PATTERNS,
    _WEEKDAYS,
    NUMBERS,
)
from sscb_dsl.text.date_residue import event_counts, residue
from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.holidays import holiday
from sscb_dsl.text.mention_reading import reading as read_mentions
from sscb_dsl.text.normalise import MONTHS
from sscb_dsl.text.prefilter import finditer, gated, probe
from sscb_dsl.text.reading import Found, Mention, attribute
from sscb_dsl.text.refs import anchor_list
from sscb_dsl.text.values import NULL, iso_date


def _valid(y: int, m: int, d: int) -> _dt.date | None:
    try:
        return _dt.date(y, m, d)
    except ValueError:
        return None


def _weekday_ok(m: re.Match[str], d: _dt.date) -> bool:
    wd = m.groupdict().get("wd")
    return not wd or _WEEKDAYS[wd.lower().rstrip(".")] == d.weekday()


class _Context:
    """What a partial date is completed with: a missing year is the year of the context dates
    (the fault's values), else the current year; a day alone falls in the months of the dates
    the message itself gives in that year, else of the context dates, else this month and the
    next (both: never a guess)."""

    def __init__(self, full: list[_dt.date], hints: list[_dt.date], now: _dt.date | None) -> None:
        self.years = sorted({d.year for d in hints}) or ([now.year] if now else [])
        if not self.years:
            self.years = sorted({d.year for d in full})
        near = [d for d in full if d.year in self.years]
        base = near or hints
        self.months = sorted({(d.year, d.month) for d in base})
        if not self.months and now is not None:
            nxt = _dt.date(now.year + (now.month == 12), now.month % 12 + 1, 1)
            self.months = [(now.year, now.month), (nxt.year, nxt.month)]
        self.now = now
        self.hints = hints


# Gates: a part every match of a pattern contains (the same subexpressions, same flags, without
# the weekday prefix, word bounds and lookarounds; a gate per pattern of the kind, in order): a
# text the gate finds nothing in is not scanned with the pattern, which would try its optional
# weekday at every word. (A month name said with a day is common: "md" has no gate.)
_GATES: dict[str, tuple[str, ...]] = {
    "dm": (rf"\d{_ORD}(?:{_HS}+(?:of{_HS}+)?|-)(?:{_M})",),
    "eu": (r"\d\.\d",),
    "num": (r"\d/\d", r"\d-\d"),
    "day": (rf"\d(?:st|nd|rd|th)|the\s+(?:{_OW})",),
    "wdd": (r"(?i:mon|tue|wed|thu|fri|sat|sun)[A-Za-z]*\.?,?[^\S\n]+\d",),
}
_GATED = gated(_PATTERNS, _GATES)


def _expressions(text: str) -> Iterator[tuple[str, re.Match[str]]]:
    """Every date expression, most specific first, none overlapping an earlier one."""
    taken: list[tuple[int, int]] = []
    probed = probe(text)
    for kind, pattern, gate in _GATED:
        if gate is not None and gate.search(text) is None:
            continue  # no match can lack its gate's
        for m in finditer(pattern, text, probed):
            a, b = m.span()
            if any(a < e and s < b for s, e in taken):
                continue
            if kind == "wd" and not m.group("wd"):
                continue
            if kind == "end" and not any(e == a for _, e in taken):
                continue  # a far end only right after a date
            if kind == "eu" and not (1 <= int(m.group("m")) <= 12 and 1 <= int(m.group("d")) <= 31):
                continue  # "12.50." is an amount
            if kind == "day" and re.match(r"\s+(?:of\s+)?(?:" + _M + r")\b", text[b:], re.I):
                continue
            if kind == "md" and text[b : b + 1] == ")" and not _inside_brackets(text, a):
                continue  # "17 May  2) LAX-EWR": the next item's marker, no May 2
            taken.append((a, b))
            yield kind, m


def _inside_brackets(text: str, at: int) -> bool:
    """Whether a bracket opened earlier on the line is still open at ``at``."""
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return line.count("(") > line.count(")")


# (the verb in the weekday's clause: "the change was rejected — economy on Saturday's HAT290 is
# full" says nothing of Saturday gone by)
_PAST_BEFORE = re.compile(
    r"\b(?P<verb>was|were|went|flew|flown|left|departed|took off|had|did|came back|got back|"
    r"landed|arrived)\b(?:(?!\s-\s)[^.;!?\u2014\u2013]){0,25}$",
    re.IGNORECASE,
)
# a passive change after "was" / "were": "was moved (from Monday) to Saturday"
_CHANGED_TO = re.compile(
    r"\s+(?:(?:now|just|also)\s+)?(?:moved|changed|rescheduled|rebooked|switched|shifted|pushed|"
    r"pulled|brought|updated|set|booked|scheduled)\b",
    re.IGNORECASE,
)
# "left" of what remains, no verb: "no economy seats left on HAT290, your Saturday flight"
_REMAINING_LEFT = re.compile(
    r"\b(?:seats?|spots?|places?|room|space|spaces|capacity|availability|inventory|openings?|"
    r"tickets?|nothing|none|any|some|enough|few|many|more|\d+)"
    r"(?:\s+[\w-]+)?\s+left$"
    # ("business is all that's left on Saturday's HAT290")
    r"|\b(?:that|what)(?:'s|\u2019s| is)\s+left$",
    re.IGNORECASE,
)


def _resolve(
    kind: str, m: re.Match[str], ctx: _Context, past: bool = False
) -> tuple[_dt.date, ...]:
    g = m.groupdict()
    if kind in ("iso", "ymd"):
        d = _valid(int(g["y"]), int(g["m"]), int(g["d"]))
        return (d,) if d else ()
    if kind in ("md", "dm", "mdw", "dmw"):
        month = MONTHS[g["mon"].lower()]
        years = [int(g["y"])] if g.get("y") else ctx.years
        day = int(g["d"]) if g.get("d") else _ORDINAL_WORDS[re.sub(r"\s+", "-", g["dw"].lower())]
        out = [d for y in years if (d := _valid(y, month, day)) is not None]
        return tuple(d for d in out if _weekday_ok(m, d)) if g.get("wd") and out else tuple(out)
    if kind == "num":
        a, b = int(g["a"]), int(g["b"])
        y = g.get("y")
        years = [int(y) + (2000 if len(y) == 2 else 0)] if y else ctx.years
        readings = {d for yy in years for mm, dd in ((a, b), (b, a)) if (d := _valid(yy, mm, dd))}
        return tuple(d for d in sorted(readings) if _weekday_ok(m, d))
    if kind == "eu":
        y = g.get("y")
        years = [int(y) + (2000 if len(y) == 2 else 0)] if y else ctx.years
        out = [d for yy in years if (d := _valid(yy, int(g["m"]), int(g["d"]))) is not None]
        return tuple(d for d in out if _weekday_ok(m, d))
    if kind == "hol":
        return tuple(d for y in ctx.years if (d := holiday(g["hol"], y)) is not None)
    if kind in ("leg", "vague"):
        return ()  # "the day before your outbound": a date derived from another leg's
    if kind in ("status", "ahead"):
        # "has already flown" says the date is past, "is still ahead" that it is not: of the
        # context dates (v', v), the one the claim fits, if exactly one does
        if ctx.now is None:
            return ()
        past = kind == "status"
        fits = [d for d in ctx.hints if (d < ctx.now) == past]
        return (fits[0],) if len(fits) == 1 and len(ctx.hints) > 1 else ()
    if kind in ("day", "end", "near", "wdd"):
        word = g.get("d4") or g.get("d5")
        day = _ORDINAL_WORDS[re.sub(r"\s+", "-", word.lower())] if word else 0
        day = day or int(g.get("d") or g.get("d2") or g.get("d3") or 0)
        out = [d for y, mo in ctx.months if (d := _valid(y, mo, day)) is not None]
        return tuple(d for d in out if _weekday_ok(m, d))
    now = ctx.now
    if now is None:
        return ()
    if kind == "rel":
        word = g["rel"].lower()
        if word in ("today", "tonight"):
            return (now,)
        if word == "tomorrow":
            return (now + _dt.timedelta(days=1),)
        if word == "yesterday":
            return (now - _dt.timedelta(days=1),)
        if word == "the day after tomorrow":
            return (now + _dt.timedelta(days=2),)
        if word == "the day before yesterday":
            return (now - _dt.timedelta(days=2),)
        if word.endswith("weekend"):
            # "this weekend": the coming Saturday and Sunday (today's, if it is one of them)
            sat = now + _dt.timedelta(days=(5 - now.weekday()) % 7)
            if now.weekday() == 6:
                sat = now - _dt.timedelta(days=1)
            span = (sat, sat + _dt.timedelta(days=1))
            # (of the context dates, v' and v, the one the span holds, if exactly one does: "both
            # flights fall this weekend")
            fits = [h for h in ctx.hints if h in span]
            return (fits[0],) if len(fits) == 1 and len(ctx.hints) > 1 else span
        n_text = (
            g.get("n") or g.get("n2") or g.get("n3") or g.get("w") or g.get("w2") or ""
        ).lower()
        n = int(n_text) if n_text.isdigit() else NUMBERS.get(n_text, 0)
        if g.get("h"):
            n = int(g["h"]) // 24
        if g.get("w") or g.get("w2"):
            n *= 7
        ago = (g.get("dir") or g.get("wdir") or "").lower() in ("ago", "earlier", "before")
        return (now + _dt.timedelta(days=-n if ago else n),)
    if kind == "wd":
        target = _WEEKDAYS[g["wd"].lower()]
        which = (g.get("which") or "").lower()
        if which in ("", "on", "by", "until", "for"):  # "flew on Monday": the one gone by
            which = "last" if past else which
        if which in ("", "on", "by", "until", "for", "next", "last"):
            # a weekday said of a trip whose dates in context (v', v) fall within two weeks of
            # now: the agent names the weekday of a date it holds, so the context dates on that
            # weekday (gone by when the verb is past, to come otherwise) are its readings ("this
            # Saturday" is the coming one whatever the context)
            held = sorted(
                h
                for h in ctx.hints
                if h.weekday() == target
                and (h < now if which == "last" else h >= now)
                and abs((h - now).days) <= 14
            )
            if held:
                return tuple(held)
        ahead = (target - now.weekday()) % 7
        if which == "last":
            back = (now.weekday() - target) % 7 or 7
            return (now - _dt.timedelta(days=back),)
        first = now + _dt.timedelta(days=ahead or (7 if which in ("next", "coming") else 0))
        if which == "next" and target > now.weekday():
            # later this week: "next Friday" may be this week's or next week's (both)
            return (first, first + _dt.timedelta(days=7))
        if ahead == 0 and which not in ("this",):
            days: tuple[_dt.date, ...] = (now, now + _dt.timedelta(days=7))
        else:
            days = (first,)
        if which in ("", "on", "by", "until", "for"):
            # a bare weekday in a trip's description ("Sunday SEA→DFW, Monday DFW→ATL") may be
            # the trip's week, not the coming one: a context date on that weekday is a reading too
            # (a coming one: "leaves on Monday" is no Monday gone by)
            days += tuple(
                sorted(h for h in ctx.hints if h.weekday() == target and h >= now and h not in days)
            )
        return days
    return ()


_NOW = re.compile(
    r"\b(?:current (?:date and )?time|today(?:'s date)?|the date today|current date)\s+(?:is|:)\s*"
    r"(?P<iso>\d{4}-\d{2}-\d{2})(?:[ T](?P<time>\d{1,2}:\d{2}(?::\d{2})?))?",
    re.IGNORECASE,
)


def current_time(text: Any) -> Any:
    """The current date (and time) a text states ("The current time is 2024-05-15 15:00:00
    EST."), as ISO text; null when it states none (unknown when the text is). tau-bench's
    policies state it."""
    if text is None:
        return NULL
    if not isinstance(text, str):
        return None
    m = _NOW.search(text)
    if not m:
        return NULL
    return m.group("iso") + (f"T{m.group('time')}" if m.group("time") else "")


@lru_cache(maxsize=8192)
def _found(text: str, hints: tuple[str, ...], now: str | None) -> tuple[Found, ...]:
    doc = parse(text)
    exprs = list(_expressions(doc.text))
    hint_dates = [d for h in hints if (d := iso_date(h)) is not None]
    now_date = iso_date(now) if now else None
    year_ctx = _Context([], hint_dates, now_date)
    full = [
        d
        for kind, m in exprs
        if kind in ("iso", "ymd", "md", "dm")
        for d in _resolve(kind, m, year_ctx)
    ]
    ctx = _Context(full, hint_dates, now_date)
    out: list[Found] = []
    kinds: list[str] = []
    for kind, m in sorted(exprs, key=lambda e: e[1].start()):
        if kind == "vague" and any(
            e.start() >= m.end() and _DATE_AFTER_VAGUE.fullmatch(doc.text, m.end(), e.start())
            for k, e in exprs
            if k not in ("leg", "vague", "status", "ahead")
        ):
            continue  # "a few days later, on Wed 5/29": the date it is, given right after it
        if kind == "leg" and any(
            e.start() - m.end() < 25 and m.start() - e.end() < 40
            for k, e in exprs
            if k not in ("leg", "vague", "status", "ahead") and e is not m
        ):
            continue  # "May 18 - one day after your return on May 17": the dates are given
        window = doc.text[max(0, m.start() - 40) : m.start()]
        gone = _PAST_BEFORE.search(window) if kind == "wd" else None
        past = bool(gone) and not (
            gone is not None
            and (
                (
                    gone.group("verb").lower() == "left"
                    and _REMAINING_LEFT.search(window, 0, gone.end("verb"))
                )
                # "was moved from Monday to Saturday": a change made, no date gone by
                or _CHANGED_TO.match(window, gone.end("verb"))
            )
        )
        if (
            kind in ("status", "ahead")
            and _WHICH_BEFORE.search(doc.text, max(0, m.start() - 40), m.start())
            and any(
                doc.sentence_of(f.start) == doc.sentence_of(m.start()) and f.values for f in out
            )
        ):
            # "HAT260 was part of NTIRXF on May 13, which you've already flown": a relative
            # clause says the date just written is past; it adds no date of its own
            continue
        if (
            kind in ("status", "ahead")
            and ctx.now is not None
            and len(ctx.hints) > 1
            and all((d < ctx.now) == (kind == "status") for d in ctx.hints)
        ):
            # "two trips are still ahead of you" when v' and v are both ahead: true whichever
            # the record holds, it depends on neither
            continue
        if kind in ("status", "ahead") and (
            _PART_OF.search(doc.text, max(0, m.start() - 30), m.start())
            or _KIND_BEFORE.search(doc.text, max(0, m.start() - 30), m.start())
        ):
            # "only half of it is still ahead of you": said of a part of the trip, not the leg
            continue
        if (
            kind == "anaph"
            and m.group("atod")
            and _DAY_ASKED.search(doc.text, _asked_from(doc, m.start()), m.start())
        ):
            # "once you tell me when you're flying back, I'll look at departures that evening":
            # the evening of the day asked for, which no date of the text is ("Which date were
            # you planning? Then I'll look that evening": the question just before asks it too)
            continue
        last = _last_date(out)
        if (
            kind == "anaph"
            and last is None
            and m.group("an")
            and any(
                0 <= e.start() - m.end() < 40
                and "\n" not in doc.text[m.end() : e.start()]
                and not re.search(r"[.;!?]", doc.text[m.end() : e.start()])
                and (given := _resolve(k, e, ctx, past))
                # (not v or v' themselves: "two days later puts you on the 20th" may count from
                # v' and land on v)
                and not set(given) & set(ctx.hints)
                for k, e in exprs
                if k not in ("leg", "vague", "status", "ahead", "anaph")
            )
        ):
            # "Yes — two days later puts you on Sunday the 26th": counted from a date of an
            # earlier message, and the date it comes to is given right after it (the shift
            # itself is read by the contract: `day_shift`)
            continue
        # "was Tuesday's flying": the Tuesday just gone
        dates = _counted(m, last) if kind == "anaph" else _resolve(kind, m, ctx, past)
        which = (m.group("which") or "").lower() if kind == "wd" else "-"
        bare = which in ("", "on", "by", "until", "for")
        if bare and dates and last is not None and not past:
            # "on Tuesday the 21st, back two days later, Thursday": a bare weekday after a date
            # the text said may be that date's week rather than the coming one
            after = last + _dt.timedelta(
                days=(_WEEKDAYS[m.group("wd").lower()] - last.weekday()) % 7
            )
            if after not in dates:
                dates = (*dates, after)
        if kind == "wd" and out and _APPOSED.fullmatch(doc.text, out[-1].end, m.start()):
            # "the very next day, Saturday": a weekday set beside a date it falls on is that
            # date, not a Saturday of its own
            near = out[-1].values
            if len(near) == 1 and _WEEKDAYS[m.group("wd").lower().rstrip(".")] == (
                _dt.date.fromisoformat(near[0]).weekday()
            ):
                dates = (_dt.date.fromisoformat(near[0]),)
        start = m.start()
        offset = _OFFSET_BEFORE.search(doc.text, max(0, start - 40), start)
        if offset and kind not in ("leg", "status", "ahead", "anaph"):
            # "two days before the 22nd", "a week after May 18", "a week from tomorrow": the date
            # counted from the one written (a month, "the week after", odd hours: unknown)
            days = _offset_days(offset)
            dates = () if days is None else tuple(d + _dt.timedelta(days=days) for d in dates)
            start = offset.start()
        if (
            (dates and _NOT_THIS_DATE.match(doc.text, m.end()))
            or _NOT_THIS_WEEK.search(doc.text, max(0, start - 24), start)
            or (kind == "wd" and _WEEKDAY_PLACED.match(doc.text, m.end()))
        ):
            dates = ()  # "Saturday next week", "the 18th of next month", "this past Saturday"
        if kind in ("num", "eu") and _NOT_A_DATE.search(doc.text, max(0, start - 12), m.end() + 4):
            continue  # "open 24/7", "rated it 10/10", "3/4 of the refund", "page 5/18"
        if m.groupdict().get("mon") == "may" and not _PREPOSITION_BEFORE.search(
            doc.text, max(0, m.start() - 12), m.start()
        ):
            continue  # "you may 1 day need it": the verb, in lower case, names no month
        out.append(Found(start, m.end(), tuple(d.isoformat() for d in dates)))
        kinds.append(kind)
    out = bracketed_weekdays(doc, out, kinds)
    return tuple(_with_alternatives(doc.text, out, ctx))


_DATE_AFTER_VAGUE = re.compile(r"[^\S\n]*[,(\u2014\u2013-]?[^\S\n]*(?:on[^\S\n]+)?")
_APPOSED = re.compile(r"[^\S\n]*(?:,|\(|—|–|-)[^\S\n]*(?:on[^\S\n]+)?")
_OFFSET_BEFORE = re.compile(
    r"\b(?:(?P<n>\d{1,3}|one|two|three|four|five|six|seven|a|an)\s+(?P<unit>days?|nights?|weeks?|"
    r"hours?|months?|years?)|the\s+(?P<the>day|week|month))\s+"
    r"(?P<dir>before|after|prior to|earlier than|later than|from)\s*$",
    re.IGNORECASE,
)
# what makes a written date another one: "Saturday next week", "the 18th of next month"
_NOT_THIS_DATE = re.compile(
    r"\s*(?:,\s*)?(?:of\s+)?(?:next|the\s+following|last)\s+(?:week|month|year)\b|\s+after\s+next\b",
    re.IGNORECASE,
)
_NOT_THIS_WEEK = re.compile(
    r"\b(?:(?:this|the)\s+past|next\s+(?:week|month)(?:\s+on)?|the\s+\w+day\s+(?:after|before)|"
    r"(?:the\s+)?(?:eve|week|weekend|month)\s+of)\s*(?:the\s+)?$",
    re.IGNORECASE,
)
_PREPOSITION_BEFORE = re.compile(
    r"\b(?:on|in|by|until|till|from|since|of|before|after|through|to|for)\s*$", re.IGNORECASE
)
# a weekday placed by another date: "the Saturday after May 18"
_WEEKDAY_PLACED = re.compile(r"\s+(?:after|before)\b", re.IGNORECASE)
# numbers with a slash that are no dates
_NOT_A_DATE = re.compile(
    r"\b24/7\b|\b10/10\b|\d/\d{1,2}\s+(?:of|the)\b|\b(?:gate|page|score|rated(?:\s+it)?|ratio|"
    r"step|room|seat|row|platform|pages?|chapter|question)\s+\d",
    re.IGNORECASE,
)
# other days offered as alternatives to a written date: "the 18th or 19th", "May 18/19", "18 or
# 19 May", "May 18, 19 or 20" (an "or" or a slash among them; "May 18, 2 bags" offers none)
_MORE_DAYS_AFTER = re.compile(
    r"(?:[^\S\n]*(?:,|/|\bor\b)[^\S\n]*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b(?![/:.\d]|\s*(?:%|"
    r"am|pm|[ap]\.m\.|hours?|days?|nights?|h\b|min|\$)))+",
    re.IGNORECASE,
)
_MORE_DAYS_BEFORE = re.compile(
    r"(?<![/:.\d$])\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:[^\S\n]*(?:,|\bor\b)[^\S\n]*(?:the\s+)?"
    r"\d{1,2}(?:st|nd|rd|th)?)*[^\S\n]*(?:,|\bor\b|\bto\b)[^\S\n]*$",
    re.IGNORECASE,
)


def _offset_days(offset: re.Match[str]) -> int | None:
    """The signed days an offset counts, or None when it counts no fixed number of days."""
    if offset.group("the"):
        if offset.group("the").lower() != "day":
            return None  # "the week after May 18": some day that week
        n, unit = 1, "day"
    else:
        n_text = (offset.group("n") or "one").lower()
        n = int(n_text) if n_text.isdigit() else NUMBERS.get(n_text, 1)
        unit = offset.group("unit").lower().rstrip("s")
    if unit == "hour":
        if n % 24:
            return None
        n, unit = n // 24, "day"
    if unit not in ("day", "night", "week"):
        return None  # months and years are no fixed number of days
    n *= 7 if unit == "week" else 1
    return n if offset.group("dir").lower() in ("after", "later than", "from") else -n


def _with_alternatives(text: str, found: list[Found], ctx: Any) -> list[Found]:
    """A written date with other days of its month coordinated with it ("the 18th or 19th",
    "May 18/19", "18 or 19 May") can be any of them: each found keeps all of them."""
    out = []
    for f in found:
        if len(f.values) != 1:
            out.append(f)
            continue
        day = _dt.date.fromisoformat(f.values[0])
        more = [
            _MORE_DAYS_AFTER.match(text, f.end),
            _MORE_DAYS_BEFORE.search(text, max(0, f.start - 30), f.start),
        ]
        days = {day}
        for m in more:
            if m is None or not re.search(r"\bor\b|\bto\b|/", m.group()):
                continue
            if any(m.start() < g.end and g.start < m.end() for g in found if g is not f):
                continue  # "Saturday the 18th or Monday the 20th": each date is its own
            for n in re.findall(r"\d{1,2}", m.group()):
                if (d := _valid(day.year, day.month, int(n))) is not None:
                    days.add(d)
                else:
                    days = set()
                    break
        out.append(Found(f.start, f.end, tuple(d.isoformat() for d in sorted(days)), f.mode))
    return out


def _last_date(found: list[Found]) -> _dt.date | None:
    """The date the text said last, when it is one date."""
    for f in reversed(found):
        if len(f.values) == 1:
            return iso_date(f.values[0])
        if f.values:
            return None
    return None


_PART_OF = re.compile(
    r"\b(?:half|part|some|most|the rest|all|one|two|three) of (?:it|them|the trip|your trip|the "
    r"itinerary|the booking|the reservation)\s+(?:is|are|was|were|has|have)?\s*"
    r"(?:still\s+|already\s+)?$",
    re.IGNORECASE,
)
# a rule of a kind, not this leg: "Only flights that haven't flown yet can be changed"
_KIND_BEFORE = re.compile(
    r"\b(?:flights|legs|segments|trips|reservations|bookings|ones)\s+(?:that|which)\s+$",
    re.IGNORECASE,
)
_WHICH_BEFORE = re.compile(
    r"\b(?:which|that)\s+(?:(?:you|we|they|he|she)(?:['\u2019](?:ve|d))?\s*|(?:is|was|are|were|has|"
    r"have)\s+)?$",
    re.IGNORECASE,
)


def _asked_from(doc: Doc, at: int) -> int:
    """Where a question that an anaphoric time of day may answer begins: its own sentence, or
    the sentence before when that one is a question."""
    i = doc.sentence_of(at)
    start = doc.sentences[i].start
    if i > 0 and doc.text[doc.sentences[i - 1].start : start].rstrip().endswith("?"):
        return doc.sentences[i - 1].start
    return start


_DAY_ASKED = re.compile(
    r"\b(?:when|which day|what day|which date|what date|which evening|what time)\b", re.IGNORECASE
)


def _counted(m: re.Match[str], last: _dt.date | None) -> tuple[_dt.date, ...]:
    """ "two days later", "the next day": the date counted from the one said last (none when
    the text said no single date before it: then the mention is unresolved)."""
    if last is None:
        return ()
    g = m.groupdict()
    if g.get("asame") or g.get("avery") or g.get("atod"):
        return (last,)
    if g.get("anext"):
        return (last + _dt.timedelta(days=-1 if g["anext"].lower() == "previous" else 1),)
    if g.get("athat"):
        return (last + _dt.timedelta(days=-1 if g["athat"].lower() == "before" else 1),)
    n_text = (g.get("an") or "").lower()
    n = int(n_text) if n_text.isdigit() else NUMBERS.get(n_text, 0)
    if g["aunit"].lower().startswith("week"):
        n *= 7
    return (last + _dt.timedelta(days=-n if g["adir"].lower() == "earlier" else n),)


def find_dates(doc: Doc, hints: tuple[str, ...], now: str | None) -> tuple[Found, ...]:
    """The date expressions of a parsed message, each with the dates it can mean."""
    return _found(doc.text, hints, now)


def dates_said(text: Any, about: Any, others: Any, now: Any, context: Any) -> list[Any] | None:
    """The dates ``text`` says of the entity named by ``about`` (not of the ones named by
    ``others``), each ``{kind, value, values, mode}``; ``now`` is the stated current time (or
    null) and ``context`` the dates that fix a partial date's month and year and that an
    unattributed mention is checked against (the fault's v' and v)."""
    if not isinstance(text, str):
        return None if text is None else []
    names, other_names = anchor_list(about), anchor_list(others if others is not None else [])
    if names is None or other_names is None:
        return None
    hints = tuple(
        str(h) for h in (context if isinstance(context, list) else []) if isinstance(h, str)
    )
    now_text = now if isinstance(now, str) else None
    doc = parse(text)
    found = derived_from_said(
        doc, counted_from_entity(doc, find_dates(doc, hints, now_text), names)
    )
    relevant = {h[:10] for h in hints}

    def settle(ms: list[Mention]) -> str | None:
        return read_mentions([m.data("date") for m in ms], hints[0], hints[1])

    mentions = attribute(
        doc,
        found,
        names,
        other_names,
        matters=lambda values: not values or bool(set(values) & relevant),
        settle=settle if len(hints) >= 2 else None,
    )
    mentions = open_alternatives(doc, found, mentions)
    if (
        hints
        and not any(m.values and m.mode != "user" for m in mentions)
        and date_checked(doc, names)
    ):
        # "HAT098 — let me make sure I give you the right date for that one": a check of the
        # date the record gives the entity (v', the first of ``context``), no date said but
        # the user's ("You mentioned the 22nd ... could you double-check the return date")
        day = hints[0][:10]
        checked = {"kind": "date", "value": day, "values": [day], "mode": "asked"}
        return [*(m.data("date") for m in mentions), checked]
    unsure = any(m.mode == "unsure" or not m.values for m in mentions)
    if (
        not unsure
        and not any(set(m.values) & relevant for m in mentions)
        and (left := residue(doc, found, names)) is not None
    ):
        # neither v' nor v said, but a length of time or an unread date form is: unknown
        out = [m.data("date") for m in mentions]
        unread = Mention((), "unsure", 0).data("date")
        if not left and (
            related := [*unvalued_spans(doc, found, names), *event_counts(doc, found, names)]
        ):
            # days counted from another said nowhere ("HAT124 leaves the next day"):
            # dates_related may count them from the flights beside the entity, when they and
            # lengths of time are all there is
            rest = residue(doc, found, names, counted_too=False)
            if rest is None or rest:
                unread["related"] = [{"start": a, "end": b} for a, b in related]
                left = rest or ()
        if left:  # lengths of time: dates_counted may count them (text/counted.py)
            unread["counted"] = [{"start": a, "end": b} for a, b in left]
        return [*out, unread]
    # a day counted from a date said nowhere, said of the entity ("HAT182 flies on three days
    # later"): dates_related may count it from the flight beside the entity
    unvalued = {f.start: f.end for f in found if not f.values}
    out = []
    for m in mentions:
        item = m.data("date")
        if not m.values and m.start in unvalued:
            item["related"] = [{"start": m.start, "end": unvalued[m.start]}]
        out.append(item)
    return out
