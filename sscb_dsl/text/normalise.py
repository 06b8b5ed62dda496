"""Typed normalisers: how agents write dates, money, ids and option values, recognised in text.

Every function is total and bounded (fixed patterns compiled here, never from contract text) and
answers in Kleene logic: ``True``, ``False``, or ``None`` when the text is genuinely ambiguous
(a day-only date such as "the 26th" that could be the value). Bare substring tests are avoided:
matches respect word boundaries and the value's type.
"""

from __future__ import annotations

import bisect
import datetime as _dt
import itertools
import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from sscb_dsl.text.discourse import TYPOGRAPHIC

MONTHS = {
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
_MONTH_RE = "|".join(sorted(MONTHS, key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"

_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_SLASH = re.compile(r"\b(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b")
_MONTH_DAY = re.compile(
    rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}}){_ORD}\b(?:,?\s+(\d{{4}}))?", re.IGNORECASE
)
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH_RE})\b\.?(?:,?\s+(\d{{4}}))?", re.IGNORECASE
)
_DAY_ONLY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)


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


@lru_cache(maxsize=16384)
def dates_in_text(text: str, year: int) -> tuple[frozenset[_dt.date], frozenset[int]]:
    """Full dates mentioned in ``text`` (a missing year is ``year``) and day-only mentions.

    Day-only mentions ("the 26th", "on 26th", "26th") are what is left once every full date
    ("May 26th", "26 May 2024", "2024-05-26", "5/26") has been taken out of the text.
    """
    full: set[_dt.date] = set()
    spans: list[tuple[int, int]] = []
    for m in _ISO.finditer(text):
        spans.append(m.span())
        d = _valid(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if d:
            full.add(d)
    for m in _MONTH_DAY.finditer(text):
        spans.append(m.span())
        d = _valid(int(m.group(3) or year), MONTHS[m.group(1).lower()], int(m.group(2)))
        if d:
            full.add(d)
    for m in _DAY_MONTH.finditer(text):
        spans.append(m.span())
        d = _valid(int(m.group(3) or year), MONTHS[m.group(2).lower()], int(m.group(1)))
        if d:
            full.add(d)
    for m in _SLASH.finditer(text):
        spans.append(m.span())
        y = m.group(3)
        yy = int(y) + 2000 if y and len(y) == 2 else int(y) if y else year
        d = _valid(yy, int(m.group(1)), int(m.group(2)))
        if d:
            full.add(d)
    rest = list(text)
    for a, b in spans:
        rest[a:b] = " " * (b - a)
    days = {int(m.group(1)) for m in _DAY_ONLY.finditer("".join(rest))}
    return frozenset(full), frozenset(days)


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


def money_value(value: Any) -> float | None:
    """A money value as a number of currency units (``"$1,234.50"`` -> 1234.5)."""
    cents = money_cents(value)
    return None if cents is None else cents / 100


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
    if not any(c.isalnum() for c in value_text):
        # a mark, no word: it has no word edges ("?" after "certificate?")
        return value_text.strip().translate(TYPOGRAPHIC) in text.translate(TYPOGRAPHIC)
    return bool(
        _word_pattern(value_text.translate(TYPOGRAPHIC)).search(text.translate(TYPOGRAPHIC))
    )


def mentions_id(text: Any, value: Any) -> bool | None:
    """Does ``text`` contain the identifier ``value`` as a whole token (``#W123``, ``HAT170``)?"""
    if not isinstance(text, str) or not isinstance(value, str) or not value:
        return None
    # Every occurrence, then its neighbours: what the pattern
    # (?<![A-Za-z0-9_])VALUE(?![A-Za-z0-9_]) finds, without compiling one per value.
    i, n = text.find(value), len(value)
    while i >= 0:
        if (i == 0 or text[i - 1] not in _ID_CHARS) and text[i + n : i + n + 1] not in _ID_CHARS:
            return True
        i = text.find(value, i + 1)
    return False


_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


class _Phrases:
    """Phrases matched case-insensitively as whole words. ASCII text is lower-cased and searched
    with a case-sensitive copy of the pattern (twice as fast; the same matches, since the
    phrases are lower-case ASCII and ASCII case folding is lower-casing), and only when it
    contains one of ``needs``: words every match of some phrase contains (tested with texts
    generated from each phrase)."""

    def __init__(self, phrases: tuple[str, ...], needs: tuple[str, ...]) -> None:
        body = r"\b(?:" + "|".join(phrases) + r")\b"
        assert body.isascii() and body == body.lower()
        self.phrases, self.needs = phrases, needs
        self.pattern = re.compile(body, re.IGNORECASE)
        self._folded = re.compile(body)

    def search(self, text: str) -> bool:
        """Does ``text`` contain one of the phrases?"""
        if text.isascii():
            low = text.lower()
            for w in self.needs:
                if w in low:
                    return self._folded.search(low) is not None
            return False
        return self.pattern.search(text) is not None


_HEDGES = _Phrases(
    (
        r"seems?",
        r"appears?(?!\s+(?:as|on|in|under|among|next|alongside)\b)",
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
    ),
    needs=(
        "seem",
        "appear",
        "discrepanc",
        "inconsisten",
        "mismatch",
        "conflict",
        "not sure",
        "unclear",
        "error",
        "mistake",
        "incorrect",
        "right",
        "double",
        "verify",
        "confirm whether",
    ),
)
_DONE_VERBS = (
    r"(?:updated|changed|modified|rebooked|booked|processed|completed|upgraded|downgraded"
    r"|added|moved|switched|applied)"
)
_DONE = _Phrases(
    (
        rf"(?:has|have) been (?:successfully )?{_DONE_VERBS}",
        rf"successfully {_DONE_VERBS}",
        r"(?:is|are) now (?:booked|scheduled|on|updated|confirmed)",
        rf"i(?:'ve| have) (?:successfully )?{_DONE_VERBS}",
        r"(?:update|change|modification) (?:was|is|has been) (?:successful|completed|confirmed)",
        r"(?:all set|is confirmed|are confirmed)",
    ),
    needs=("been", "success", "now", "i've", "i have", "completed", "confirmed", "all set"),
)
_NOT_DONE = _Phrases(
    (
        r"(?:was|were|has|have) not (?:been )?(?:updated|changed|applied|modified)",
        r"(?:did not|didn't|does not|doesn't) (?:go through|take effect|reflect|show)",
        r"still (?:shows?|lists?|has|reflects?)",
        r"unchanged",
        r"(?:update|change) failed",
        r"not (?:been )?reflected",
    ),
    needs=("not", "n't", "still", "unchanged", "failed"),
)
_CHECK = _Phrases(
    (
        r"let me (?:check|verify|confirm|look)",
        r"i(?:'ll| will) (?:check|verify|confirm)",
        r"double[- ]check",
        r"verify (?:the|that|whether)",
        # a read-back announced or proposed ("pulling it up now so we can see whether ...",
        # "Shall I pull up the reservation to confirm ...", "tell me whether it shows ...")
        r"pull(?:ing)? (?:it|the reservation|the booking|the order|your reservation|your booking"
        r"|your order) up",
        r"pull(?:ing)? up (?:the|your) (?:reservation|booking|order)",
        r"(?:see|tell me|check|confirm) whether",
        r"i'm looking into it",
    ),
    needs=("let me", "i'll", "i will", "double", "verify", "pull", "whether", "looking into"),
)


def hedges(text: Any) -> bool | None:
    """Does the message qualify what it says (doubt, discrepancy, a request to verify)?"""
    return _HEDGES.search(text) if isinstance(text, str) else None


def claims_done(text: Any) -> bool | None:
    """Does the message tell the user that a change has been made?"""
    return _DONE.search(text) if isinstance(text, str) else None


def claims_not_done(text: Any) -> bool | None:
    """Does the message say that a change did not take effect?"""
    return _NOT_DONE.search(text) if isinstance(text, str) else None


def asks_to_check(text: Any) -> bool | None:
    """Does the message announce checking or verifying (a verifying use, not reliance)?"""
    return _CHECK.search(text) if isinstance(text, str) else None


# ---------------------------------------------------------------- anchored mentions
#
# A value is "about" an entity only where the text names the entity: a paragraph (blank-line
# separated block) that contains one of its anchors (a flight number, a reservation, order or
# item id, a product name). Anchors are matched as whole tokens, case-insensitively; an order id
# "#W123" also matches "W123".

_PARAGRAPH = re.compile(r"\n\s*\n")
_MARKUP = re.compile(r"[*`]{1,3}")


@lru_cache(maxsize=65536)
def _plain_text(text: str) -> str:
    """Markdown bold and code marks removed (``**Color:** Blue`` -> ``Color: Blue``); ids keep
    their underscores."""
    return _MARKUP.sub("", text)


def paragraphs(text: str) -> list[str]:
    """The blank-line separated blocks of a message."""
    return [p for p in _PARAGRAPH.split(text) if p.strip()]


def _anchor_texts(anchors: Any) -> list[str] | None:
    if isinstance(anchors, str):
        anchors = [anchors]
    if not isinstance(anchors, list):
        return None
    out = []
    for a in anchors:
        if isinstance(a, (int, float)) and not isinstance(a, bool):
            a = str(a)
        if isinstance(a, str) and a.strip():
            out.append(a.strip())
            if a.startswith("#") and len(a) > 2:
                out.append(a[1:])
    return out


@lru_cache(maxsize=4096)
def _token_pattern(value: str) -> re.Pattern[str]:
    parts = [re.escape(p) for p in re.split(r"[\s_\-]+", value) if p]
    body = r"[\s_\-]*".join(parts)
    return re.compile(rf"(?<![A-Za-z0-9#]){body}s?(?![A-Za-z0-9])", re.IGNORECASE)


_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|#+)\s")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _opens_block(line: str) -> bool:
    """A heading, or a line ending in a colon: the lines under it belong to it."""
    plain = _plain_text(line).strip()
    return plain.startswith("#") or plain.endswith(":")


def _about(text: str, anchors: list[str]) -> tuple[str, ...]:
    """The blocks of ``text`` that name one of ``anchors`` (memoised: rules ask it repeatedly)."""
    return _about_cached(text, tuple(anchors))


@lru_cache(maxsize=4096)
def _anchor_words(anchor: str) -> tuple[str, ...]:
    """The case-folded words of an anchor (all must occur where its pattern matches)."""
    return tuple(w.lower() for w in re.split(r"[\s_\-]+", anchor) if w)


@lru_cache(maxsize=16384)
def _about_cached(text: str, anchors: tuple[str, ...]) -> tuple[str, ...]:
    """The blocks of ``text`` that name one of ``anchors``.

    A block is the line naming the anchor plus the lines that belong to it: more-indented lines
    (sub-bullets) up to a blank line; or, under a heading or a line ending in ":", the lines of
    the list that follows (after at most one blank line) up to the next blank line or heading.
    """
    plain_text = text.replace("*", "").replace("`", "")  # = _plain_text of every line
    low_text = plain_text.lower()
    # An anchor's words must all occur (case-folded) where its pattern matches: a cheap
    # necessary test on the whole text before any pattern search.
    live = [a for a in anchors if all(w in low_text for w in _anchor_words(a))]
    if not live:
        return ()

    def line_by_line() -> tuple[str, ...]:
        pats = [_token_pattern(a) for a in live]
        return _blocks(text, lambda i, line: any(p.search(_plain_text(line)) for p in pats))

    if not all(_anchor_words(a) for a in live):  # an anchor of separators only can match empty
        return line_by_line()
    # Search the whole text once per anchor and map matches to lines, rather than each line:
    # the same lines match, unless a match runs across a line break (then go line by line).
    plain_lines = plain_text.splitlines(keepends=True)
    starts = list(itertools.accumulate((len(x) for x in plain_lines), initial=0))
    if plain_text.isascii() and all(a.isascii() for a in live):
        # ASCII: case folding is lowercasing, so match the lowered text case-sensitively, and
        # only where the anchor's first word occurs (str.find is much faster than a search).
        found = [
            m
            for a in live
            for m in _matches_from(low_text, _anchor_words(a)[0], _token_pattern_folded(a))
        ]
    else:
        found = [m for a in live for m in _token_pattern(a).finditer(plain_text)]
    hits = set()
    for m in found:
        if any(c in _LINE_BREAKS for c in m.group()):
            return line_by_line()
        hits.add(bisect.bisect_right(starts, m.start()) - 1)
    return _blocks(text, lambda i, line: i in hits)


def _matches_from(text: str, first: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """Matches of ``pattern`` (which begins with the literal ``first``) at each occurrence of
    ``first`` in ``text``."""
    i = text.find(first)
    while i >= 0:
        m = pattern.match(text, i)
        if m:
            yield m
        i = text.find(first, i + 1)


@lru_cache(maxsize=4096)
def _token_pattern_folded(value: str) -> re.Pattern[str]:
    """:func:`_token_pattern` for ASCII text already lowercased (compiled without IGNORECASE)."""
    parts = [re.escape(p.lower()) for p in re.split(r"[\s_\-]+", value) if p]
    body = r"[\s_\-]*".join(parts)
    return re.compile(rf"(?<![a-z0-9#]){body}s?(?![a-z0-9])")


_LINE_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
"""The characters ``str.splitlines`` breaks at."""


def _blocks(text: str, named: Callable[[int, str], bool]) -> tuple[str, ...]:
    """The blocks of ``text`` opened by the lines that name an anchor (``named(index, line)``)."""
    lines = text.splitlines()
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not named(i, line):
            i += 1
            continue
        block = [line]
        base = _indent(line)
        j = i + 1
        if _opens_block(line):
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].strip():
                if _plain_text(lines[j]).strip().startswith("#"):
                    break
                block.append(lines[j])
                j += 1
        else:
            while j < len(lines) and lines[j].strip():
                nxt = lines[j]
                if _indent(nxt) <= base and (_LIST_ITEM.match(nxt) or base == 0):
                    break
                block.append(nxt)
                j += 1
        out.append("\n".join(block))
        i = max(j, i + 1)
    return tuple(out)


def mentions_date_near(text: Any, value: Any, anchors: Any) -> bool | None:
    """Does a paragraph naming one of ``anchors`` mention the date ``value``?

    None when such a paragraph mentions the day alone ("the 20th") or a date whose year is not
    stated and the value cannot be told from another year's date (never a guess).
    """
    if not isinstance(text, str):
        return None if text is None else False
    names = _anchor_texts(anchors)
    if names is None:
        return None
    results = [mentions_date(p, value) for p in _about(text, names)]
    if any(r is True for r in results):
        return True
    return None if any(r is None for r in results) else False


# ---------------------------------------------------------------- payment methods
#
# How agents refer to a payment method: its id ("gift_card_8190333"), the digits of the id
# ("Certificate 9932251", "gift card ending in 5094406"), or a card's last four digits ("your
# Visa ending in 4421", "credit card ending 7334"). The category the text gives the method is the
# category word nearest before the reference in the same line ("gift card", "credit card",
# "certificate"/"voucher", "paypal"), else the nearest after it in the line ("the card ending in
# 1777 ... lists that method as a gift card", "4421 (credit card)"). A brand
# ("Visa") names no category. Category words inside an id token do not count.

_CATEGORY = re.compile(
    r"\b(?P<credit_card>credit\s+card|debit\s+card)\b"
    r"|\b(?P<gift_card>gift\s*cards?)\b"
    r"|\b(?P<certificate>(?:travel\s+)?(?:certificates?|vouchers?))\b"
    r"|\b(?P<paypal>pay\s?pal)\b",
    re.IGNORECASE,
)
_BEFORE = 40


@lru_cache(maxsize=8192)
def _rx(pattern: str, flags: int) -> re.Pattern[str]:
    """A compiled pattern built from data (escaped), kept: ``re``'s own cache is small."""
    return re.compile(pattern, flags)


def _method_refs(line: str, method: dict[str, Any]) -> list[tuple[int, int]]:
    """Spans in ``line`` that refer to the payment ``method``."""
    spans: list[tuple[int, int]] = []
    pid = method.get("id")
    if not any(n in line for n in _method_needles(method)):
        return spans
    if isinstance(pid, str) and pid:
        own = rf"(?<![A-Za-z0-9_]){re.escape(pid)}(?![0-9])"
        spans += [m.span() for m in _rx(own, 0).finditer(line)]
        digits = re.search(r"(\d{4,})$", pid)
        if digits:
            num = digits.group(1)
            spans += [m.span() for m in _rx(rf"(?<![0-9_]){num}(?![0-9])", 0).finditer(line)]
    last = method.get("last_four")
    if isinstance(last, str) and re.fullmatch(r"\d{4}", last):
        lead = r"(?:ending(?:\s+in)?|last\s+(?:four|4)(?:\s+digits)?(?:\s+of)?|x+|\*+)"
        pat = rf"{lead}\W{{0,3}}{last}(?![0-9])"
        spans += [m.span() for m in _rx(pat, re.IGNORECASE).finditer(line)]
    return sorted(set(spans))


def _method_needles(method: dict[str, Any]) -> list[str]:
    """Every reference to a payment method contains its id, the id's digits or the card's last
    four: a line without any of them cannot refer to it (and needs no pattern search)."""
    pid = method.get("id")
    needles = [n for n in (pid, method.get("last_four")) if isinstance(n, str) and n]
    if isinstance(pid, str):
        tail = re.search(r"(\d{4,})$", pid)
        if tail:
            needles.append(tail.group(1))
    return needles


def source_said(text: Any, method: Any) -> str | None:
    """The category ``text`` gives the payment ``method``: a source name, "" for none.

    "" when the text does not refer to the method, or refers to it without a category word
    (a brand, "card", the id alone); None when one reference carries two different categories
    at the same distance (genuinely ambiguous).
    """
    if not isinstance(text, str) or not isinstance(method, dict):
        return None
    found: set[str] = set()
    for line in text.splitlines():
        plain = _plain_text(line)
        refs = _method_refs(plain, method)
        if not refs:
            continue
        masked = list(plain)
        for a, b in refs:
            masked[a:b] = " " * (b - a)
        view = "".join(masked)
        cats = [(m.start(), m.end(), m.lastgroup or "") for m in _CATEGORY.finditer(view)]
        for a, b in refs:
            before = [(a - e, g) for s_, e, g in cats if e <= a and a - e <= _BEFORE]
            after = [(s_ - b, g) for s_, e, g in cats if s_ >= b]
            pool = before or after
            if not pool:
                continue
            best = min(d for d, _ in pool)
            kinds = {g for d, g in pool if d == best}
            if len(kinds) > 1:
                return None
            found |= kinds
    if len(found) > 1:
        return None
    return next(iter(found), "")


# ---------------------------------------------------------------- option values
#
# How agents state an item's option: "Color: Blue", "**Color**: Blue", "color - blue",
# "color of blue", "blue color", "Size M" (an option name right before its value), or a compact
# variant "(Blue, Size M, Cotton)". Only paragraphs naming the item (its name or id) count.


def _norm_word(value: str) -> str:
    return " ".join(re.split(r"[\s_]+", value.strip().lower()))


@lru_cache(maxsize=4096)
def _pair_pattern(option: str) -> re.Pattern[str]:
    name = r"[\s_\-]*".join(re.escape(p) for p in re.split(r"[\s_\-]+", option.strip()) if p)
    return re.compile(
        rf"(?<![A-Za-z0-9]){name}s?\s*(?::|-|=|\bof\b|\bis\b|\bas\b)?\s*(?P<value>[^,;:()\n|]+)",
        re.IGNORECASE,
    )


@lru_cache(maxsize=8192)
def _stated_values(paragraph: str, option: str) -> tuple[str, ...]:
    """Values written right after the option's name in a paragraph (normalised; memoised:
    a rule asks for v' and for v in the same paragraph)."""
    out = []
    for m in _pair_pattern(option).finditer(_plain_text(paragraph)):
        raw = m.group("value").strip()
        raw = re.split(r"\s+(?:and|or|with|for|in|to|instead|but|-|–)\s+|\.(?:\s|$)", raw)[0]
        raw = raw.strip(" .-–")
        if raw:
            out.append(_norm_word(raw))
    return tuple(out)


@lru_cache(maxsize=4096)
def _value_then_option(value: str, option: str) -> re.Pattern[str]:
    """The value right before the option's name: "leather material", "blue color"."""
    v = r"[\s_\-]+".join(re.escape(p) for p in re.split(r"[\s_\-]+", value.strip()) if p)
    o = r"[\s_\-]+".join(re.escape(p) for p in re.split(r"[\s_\-]+", option.strip()) if p)
    return re.compile(rf"(?<![A-Za-z0-9]){v}\s+{o}(?![A-Za-z0-9])", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _compact_values(block: str, anchors: tuple[str, ...]) -> tuple[str, ...]:
    """Values in a parenthesis right after the item's name: "Headphones (over-ear, blue)"."""
    plain = _plain_text(block)
    ascii_text = plain.isascii()
    if ascii_text:  # values are normalised to lower case: search the lowered text (see _about)
        plain = plain.lower()
    out = []
    for a in anchors:
        fast = ascii_text and a.isascii() and _anchor_words(a)
        pattern = _token_pattern_folded(a) if fast else _token_pattern(a)
        for m in pattern.finditer(plain):
            rest = re.match(r"\s*\(([^()\n]*)\)", plain[m.end() :])
            if rest:
                out += [_norm_word(v) for v in rest.group(1).split(",") if v.strip()]
    return tuple(out)


def _value_in(stated: str, value: str) -> bool:
    """``stated`` begins with the option value as whole words ("blue" in "blue, size m")."""
    v = _norm_word(value)
    return stated == v or stated.startswith(v + " ")


def option_stated(text: Any, anchors: Any, option: Any, value: Any) -> bool | None:
    """Does a paragraph naming the item state ``value`` for ``option``?

    True for an explicit pair ("Color: Blue"); None when the value only appears bare in such a
    paragraph ("the blue one": which option it belongs to is not said); False otherwise.
    """
    if not isinstance(text, str) or not isinstance(option, str) or not option.strip():
        return None if text is None else False
    if isinstance(value, bool) or value is None:
        return None
    names = _anchor_texts(anchors)
    if names is None:
        return None
    value_text = str(value)
    bare = False
    for p in _about(text, names):
        if any(_value_in(s, value_text) for s in _stated_values(p, option)):
            return True
        if any(_value_in(s, value_text) for s in _compact_values(p, tuple(names))):
            return True
        if _value_then_option(value_text, option).search(_plain_text(p)):
            return True
        bare = bare or bool(_word_pattern(value_text).search(_plain_text(p)))
    return None if bare else False


def option_listed(text: Any, anchors: Any, option: Any) -> int | None:
    """How many distinct values paragraphs naming the item state for ``option`` (a listing)."""
    if not isinstance(text, str) or not isinstance(option, str):
        return None
    names = _anchor_texts(anchors)
    if names is None:
        return None
    return len({v for p in _about(text, names) for v in _stated_values(p, option)})


def paired(keys: Any, values: Any, key: Any) -> Any:
    """The element of ``values`` at the position of ``key`` in ``keys`` (parallel lists)."""
    if not isinstance(keys, list) or not isinstance(values, list) or len(keys) != len(values):
        return None
    for k, v in zip(keys, values, strict=True):
        if k == key:
            return v
    return None


# ---------------------------------------------------------------- necessary words
#
# For a text builtin, ``<name>_needs(other args)`` gives words the text must contain for the
# builtin to answer anything but its "absent" value (False; "" for source_said): alternatives,
# each a tuple of words that must all occur in the text, lower-cased with markup removed
# (``plain_lower``). None when no such words exist (the answer may be unknown regardless).
# The engine uses them to skip messages a rule's `where` cannot select (tested against the
# builtins themselves).

Needles = tuple[tuple[str, ...], ...]


def plain_lower(text: str) -> str:
    """The text as the necessary words are sought in: markup removed, typographic
    apostrophes and quotes made plain, lower-cased."""
    return text.replace("*", "").replace("`", "").translate(TYPOGRAPHIC).lower()


def has_needles(low: str, needles: Needles) -> bool:
    """Does ``plain_lower`` text ``low`` contain all the words of one alternative?"""
    for alt in needles:
        for w in alt:
            if w not in low:
                break
        else:
            return True
    return False


def _anchored_needs(anchors: Any) -> Needles | None:
    names = _anchor_texts(anchors)
    return None if names is None else tuple(_anchor_words(a) for a in names)


def option_stated_needs(anchors: Any, option: Any, value: Any) -> Needles | None:
    """Words of an anchor (a paragraph naming the item is needed to state anything)."""
    if not isinstance(option, str) or not option.strip():
        return ()
    if isinstance(value, bool) or value is None:
        return None
    return _anchored_needs(anchors)


def mentions_date_near_needs(value: Any, anchors: Any) -> Needles | None:
    """Words of an anchor (only paragraphs naming one are searched for the date) and, for a
    date value, its day number: every way of writing the date, or the day alone, has it."""
    needs = _anchored_needs(anchors)
    d = parse_date(value)
    if needs is None or d is None:
        return needs
    return tuple((*words, str(d.day)) for words in needs)


def source_said_needs(method: Any) -> Needles | None:
    """The method's id, id digits or last four (every reference contains one)."""
    if not isinstance(method, dict):
        return None
    return tuple((n.lower(),) for n in _method_needles(method))
