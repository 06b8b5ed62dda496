"""Typed normalisers: how agents write dates, money, ids and option values, recognised in text.

Every function is total and bounded (fixed patterns compiled here, never from contract text) and
answers in Kleene logic: ``True``, ``False``, or ``None`` when the text is genuinely ambiguous
(a day-only date such as "the 26th" that could be the value). Bare substring tests are avoided:
matches respect word boundaries and the value's type.
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache
from typing import Any

_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for name in names
}
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"

_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_SLASH = re.compile(r"\b(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b")
_MONTH_DAY = re.compile(
    rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}}){_ORD}\b(?:,?\s+(\d{{4}}))?", re.IGNORECASE
)
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH_RE})\b\.?(?:,?\s+(\d{{4}}))?", re.IGNORECASE
)
_DAY_ONLY = re.compile(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)


def parse_date(value: Any) -> _dt.date | None:
    """An ISO date (``2024-05-26``, or a datetime's date part); None if not a date."""
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        return None
    m = _ISO.search(value)
    if not m or m.start() != 0:
        return None
    try:
        return _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def date_iso(value: Any) -> str | None:
    """Normalise a date value to ``YYYY-MM-DD``; None when it is not a date."""
    d = parse_date(value)
    return d.isoformat() if d else None


def _valid(year: int, month: int, day: int) -> _dt.date | None:
    try:
        return _dt.date(year, month, day)
    except ValueError:
        return None


def dates_in_text(text: str, year: int) -> tuple[set[_dt.date], set[int]]:
    """Full dates mentioned in ``text`` (a missing year is ``year``) and day-only mentions."""
    full: set[_dt.date] = set()
    for m in _ISO.finditer(text):
        d = _valid(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if d:
            full.add(d)
    for m in _MONTH_DAY.finditer(text):
        d = _valid(int(m.group(3) or year), _MONTHS[m.group(1).lower()], int(m.group(2)))
        if d:
            full.add(d)
    for m in _DAY_MONTH.finditer(text):
        d = _valid(int(m.group(3) or year), _MONTHS[m.group(2).lower()], int(m.group(1)))
        if d:
            full.add(d)
    for m in _SLASH.finditer(text):
        y = m.group(3)
        yy = int(y) + 2000 if y and len(y) == 2 else int(y) if y else year
        d = _valid(yy, int(m.group(1)), int(m.group(2)))
        if d:
            full.add(d)
    days = {int(m.group(1)) for m in _DAY_ONLY.finditer(text)}
    return full, days


def mentions_date(text: Any, value: Any) -> bool | None:
    """Does ``text`` mention the date ``value``? None for a day-only mention that could be it."""
    if not isinstance(text, str):
        return None if text is None else False
    d = parse_date(value)
    if d is None:
        return None
    full, days = dates_in_text(text, d.year)
    if d in full:
        return True
    if d.day in days:
        return None
    return False


_MONEY = re.compile(
    r"\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|\b(\d+(?:\.\d{1,2})?)\s*(?:dollars|usd)\b",
    re.IGNORECASE,
)


def money_cents(value: Any) -> int | None:
    """A money value as integer cents (``1234.5`` -> 123450; ``"$1,234.50"`` too)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return round(value * 100)
    if isinstance(value, str):
        m = _MONEY.fullmatch(value.strip()) or re.fullmatch(r"(\d+)(?:\.(\d{1,2}))?", value.strip())
        if m:
            return _cents_from_match(m)
    return None


def _cents_from_match(m: re.Match[str]) -> int:
    groups = m.groups()
    if len(groups) == 3 and groups[2] is not None:
        return round(float(groups[2]) * 100)
    whole = int(groups[0].replace(",", ""))
    frac = (groups[1] or "0").ljust(2, "0")
    return whole * 100 + int(frac)


def mentions_money(text: Any, value: Any) -> bool | None:
    """Does ``text`` state the amount ``value`` ($1,234.50, 1234.5 dollars)?"""
    cents = money_cents(value)
    if not isinstance(text, str) or cents is None:
        return None
    return any(_cents_from_match(m) == cents for m in _MONEY.finditer(text))


@lru_cache(maxsize=4096)
def _word_pattern(value: str) -> re.Pattern[str]:
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", value.strip()) if p]
    body = r"[\s_\-]+".join(parts)
    return re.compile(rf"(?<![A-Za-z0-9]){body}(?![A-Za-z0-9])", re.IGNORECASE)


def mentions(text: Any, value: Any) -> bool | None:
    """Does ``text`` mention ``value`` as a word or phrase (``gift_card`` ~ "gift card")?"""
    if not isinstance(text, str):
        return None if text is None else False
    if isinstance(value, (list, tuple)):
        results = [mentions(text, v) for v in value]
        if any(r is True for r in results):
            return True
        return None if any(r is None for r in results) else False
    if isinstance(value, bool) or value is None:
        return None
    value_text = str(value)
    if not value_text.strip():
        return None
    return bool(_word_pattern(value_text).search(text))


def mentions_id(text: Any, value: Any) -> bool | None:
    """Does ``text`` contain the identifier ``value`` as a whole token (``#W123``, ``HAT170``)?"""
    if not isinstance(text, str) or not isinstance(value, str) or not value:
        return None
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(value)}(?![A-Za-z0-9_])", text) is not None


def _phrases(*phrases: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(phrases) + r")\b", re.IGNORECASE)


_HEDGES = _phrases(
    r"seems?",
    r"appears?",
    r"discrepanc(?:y|ies)",
    r"inconsisten(?:t|cy)",
    r"mismatch",
    r"conflict(?:ing|s)?",
    r"not sure",
    r"unclear",
    r"might be (?:an? )?(?:error|mistake)",
    r"(?:an? )?(?:error|mistake) in",
    r"incorrect",
    r"doesn'?t (?:look|seem) right",
    r"double[- ]check",
    r"verify",
    r"confirm whether",
)
_DONE = _phrases(
    r"(?:has|have) been (?:successfully )?"
    r"(?:updated|changed|modified|rebooked|booked|processed|completed)",
    r"successfully (?:updated|changed|modified|rebooked|processed)",
    r"(?:is|are) now (?:booked|scheduled|on|updated|confirmed)",
    r"i(?:'ve| have) (?:successfully )?(?:updated|changed|modified|rebooked)",
    r"(?:update|change|modification) (?:was|is|has been) (?:successful|completed|confirmed)",
    r"(?:all set|is confirmed|are confirmed)",
)
_NOT_DONE = _phrases(
    r"(?:was|were|has|have) not (?:been )?(?:updated|changed|applied|modified)",
    r"(?:did not|didn't|does not|doesn't) (?:go through|take effect|reflect|show)",
    r"still (?:shows?|lists?|has|reflects?)",
    r"unchanged",
    r"(?:update|change) failed",
    r"not (?:been )?reflected",
)
_CHECK = _phrases(
    r"let me (?:check|verify|confirm|look)",
    r"i(?:'ll| will) (?:check|verify|confirm)",
    r"double[- ]check",
    r"verify (?:the|that|whether)",
)


def hedges(text: Any) -> bool | None:
    """Does the message qualify what it says (doubt, discrepancy, a request to verify)?"""
    return bool(_HEDGES.search(text)) if isinstance(text, str) else None


def claims_done(text: Any) -> bool | None:
    """Does the message tell the user that a change has been made?"""
    return bool(_DONE.search(text)) if isinstance(text, str) else None


def claims_not_done(text: Any) -> bool | None:
    """Does the message say that a change did not take effect?"""
    return bool(_NOT_DONE.search(text)) if isinstance(text, str) else None


def asks_to_check(text: Any) -> bool | None:
    """Does the message announce checking or verifying (a verifying use, not reliance)?"""
    return bool(_CHECK.search(text)) if isinstance(text, str) else None
