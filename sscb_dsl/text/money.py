"""Amounts as agents write them: ``$1,240.50``, ``USD 1,240.50``, ``1,240.50 USD``, ``1240.5
dollars``, ``$62``, ``US$62``; each an exact number of cents (never a float)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.normalise import mentions_money as figures_mention_money
from sscb_dsl.text.normalise import money_cents
from sscb_dsl.text.prefilter import may_match, probe
from sscb_dsl.text.quantities import number_words
from sscb_dsl.text.reading import Found, attribute
from sscb_dsl.text.refs import anchor_list
from sscb_dsl.text.values import canonical, cents

# (a comma before exactly two last digits, after dotted thousands or none, is a decimal comma:
# "1.240,50 $", "1240,50 USD")
# (a number followed by more digits after a point or a comma is none of these: "$1.000", "$5,5"
# are left unread, never cut to "$1.00" or "$5")
_NUM = (
    r"(?P<n>\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\d]|[.,]\d)"
    r"|\d+,\d{2}(?![\d,])|\d+(?:\.\d{1,2})?(?![\d]|[.,]\d))"
)
_ONES = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_ONE_W = "|".join(sorted(_ONES, key=len, reverse=True))
_SCALE_W = r"hundred|thousand"
# "sixty-two dollars", "a hundred dollars", "two thousand five hundred dollars"
_WORDS = rf"(?P<w>(?:a|an|{_ONE_W})(?:[\s-]+(?:and[\s-]+)?(?:{_ONE_W}|{_SCALE_W}))*|(?:{_SCALE_W}))"
_FIGURES = (
    # a "k" or a scale word after the number multiplies it ("$1.2k", "$62K", "$5 thousand",
    # "$1.5 million"); another country's dollar ("C$50", "HK$50") is no US dollar
    # ("$1 000": digit groups split by a space are left unread)
    rf"(?:(?:US\$|(?<![A-Za-z])\$|USD\s?)\s?{_NUM.replace('P<n>', 'P<a>')}(?!\s\d{{3}}\b)"
    r"(?:(?P<k>[kK](?![\w]))|(?P<m>[mM](?![\w]))|\s+(?P<scale>thousand|million|billion)\b)?)"
    rf"|(?:(?<![\d.,])\b{_NUM.replace('P<n>', 'P<b>')}(?:\s+(?P<bscale>thousand|million|billion))?"
    r"(?:\s?|-)(?:USD|US dollars?|dollars?|bucks)\b)"
    rf"|(?:(?<![\w.,$]){_NUM.replace('P<n>', 'P<c>')}\s?\$(?![\w$]))"
)
_AMOUNT = re.compile(
    _FIGURES
    # ("one point five dollars", "several hundred dollars": no amount the words make)
    + rf"|(?:(?<!\d\s)(?<!\bhalf\s)(?<!\bpoint\s)(?<!\bseveral\s)(?<!\bfew\s)(?<!\bmany\s)"
    rf"\b{_WORDS}[\s-]+(?:US[\s-]+)?dollars?\b)",
    re.IGNORECASE,
)
_AMOUNT_FIGURES = re.compile(_FIGURES + r"|(?P<w>(?!x)x)", re.IGNORECASE)
""":data:`_AMOUNT` for a text without "dollar", where its amounts in words (its last branch,
the costliest: tried at every word) cannot match: the same matches, the same groups (the words'
group last, never set)."""
# cents said after the dollars without their unit: "five dollars fifty", "a dollar fifty"
_SPOKEN_CENTS = re.compile(
    rf"\s+(?:and\s+)?(?!one\b)(?:\d{{1,2}}|(?:{_ONE_W})(?:-(?:{_ONE_W}))?)(?=\s*(?:[.,;!?)]|$))",
    re.IGNORECASE,
)
_SCALE = {"thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
# one end of a range ("$50-100", "$50 to $100", "50-100 dollars"): no one amount
# (on one line: "- $74\n- $236" is a list)
# (an em dash between spaces sets a clause off, no range: "one with $100 — $135 all together")
_RANGE_AFTER = re.compile(r"[^\S\n]*(?:-|\u2013|to)[^\S\n]*\$?\d|\u2014\$?\d", re.IGNORECASE)
_RANGE_BEFORE = re.compile(r"\d(?:[^\S\n]*(?:-|\u2013|to)[^\S\n]*|\u2014)\$?$", re.IGNORECASE)


def _words_cents(text: str) -> int | None:
    """Cents of an amount in number words ("sixty-two", "a hundred", "two thousand five
    hundred"; "a fifty-dollar voucher" is fifty); None for words that are no one number."""
    value = number_words(text)
    return None if value is None else int(value * 100)


_BARE = (
    r"(?<![\w.,$])\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\w])|(?<![\w.,$])\d+(?:\.\d{1,2})?(?![\w])"
)
# Bare numbers coordinated before an amount with its unit after: "500, 250 and ".
_SHARED_UNIT = re.compile(rf"(?:(?:{_BARE})\s*(?:,\s*|\s+(?:and|or|&)\s+|,\s*(?:and|or)\s+))+$")
# a number that is a day of a month or a year, not an amount sharing the unit after it
_NO_AMOUNT_BEFORE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+$|\b(?:in|on|since)\s+$",
    re.IGNORECASE,
)


# Cents said after the dollars: "$1,240 and 50 cents", "forty dollars and fifty cents"
# (a comma alone does not join them: "$12, 50 cents cheaper" is two amounts)
_CENTS_AFTER = re.compile(
    rf"(?:\s*,?\s*and\s+|\s+)(?P<c>\d{{1,2}}|(?:{_ONE_W})(?:[\s-]+(?:{_ONE_W}))?)\s+cents?\b",
    re.IGNORECASE,
)


def _decimal_comma(digits: str) -> str:
    """ "1.240,50" and "1240,50" as "1240.50"; other forms unchanged."""
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2}", digits):
        return digits.replace(".", "").replace(",", ".")
    return digits


@lru_cache(maxsize=8192)
def _found(text: str) -> tuple[Found, ...]:
    doc = parse(text)
    out = []
    probed = probe(doc.text)  # (a text without the words every amount holds: no scan)
    amount = _AMOUNT if "dollar" in probed.folded else _AMOUNT_FIGURES
    for m in amount.finditer(doc.text) if may_match(_AMOUNT, probed) else ():
        if m.group("b"):  # "500 and 250 dollars": the unit after the last number is each one's
            base = max(0, m.start() - 80)
            chain = _SHARED_UNIT.search(doc.text, base, m.start())
            if chain:
                for num in re.finditer(_BARE, chain.group()):
                    at = chain.start() + num.start()
                    if _NO_AMOUNT_BEFORE.search(doc.text, max(0, at - 12), at) or re.fullmatch(
                        r"(?:19|20)\d\d", num.group()
                    ):
                        continue  # "On May 5, 150 dollars", "In 2024, 150 dollars": no amounts
                    c = cents(num.group())
                    out.append(Found(at, num.end() + chain.start(), () if c is None else (str(c),)))
        end = m.end()
        if m.group("w"):
            c = _words_cents(m.group("w"))
        else:
            c = cents(_decimal_comma(m.group("a") or m.group("b") or m.group("c")))
            scale = m.group("scale") or m.group("bscale")
            factor = (
                1000
                if m.group("k")
                else 1_000_000
                if m.group("m")
                else _SCALE.get((scale or "").lower(), 1)
            )
            c = c * factor if c is not None else c
        if (
            _RANGE_AFTER.match(doc.text, m.end())
            or _RANGE_BEFORE.search(doc.text, max(0, m.start() - 12), m.start())
            or ((m.group("w") or m.group("b")) and _SPOKEN_CENTS.match(doc.text, m.end()))
        ):
            out.append(Found(m.start(), m.end(), ()))  # one end of a range: no one amount
            continue
        tail = _CENTS_AFTER.match(doc.text, end)
        if tail and c is not None and c % 100 == 0:
            word = tail.group("c")
            extra = int(word) if word.isdigit() else _words_cents(word)
            if extra is not None and not word.isdigit():
                extra //= 100  # _words_cents counts dollars
            if extra is not None and extra < 100:
                c, end = c + extra, tail.end()
        out.append(Found(m.start(), end, (str(c),) if c is not None else ()))
    return tuple(sorted(out, key=lambda f: f.start))


def amounts(text: str) -> list[int]:
    """Every amount a text states, in cents, in order."""
    return [int(f.values[0]) for f in _found(text) if f.values]


def mentions_money(text: Any, value: Any) -> bool | None:
    """Does ``text`` state the amount ``value``, in figures or in words ("$62", "62 dollars",
    "sixty-two dollars", "five hundred dollars")? (The figures alone: ``normalise``'s reading.)"""
    said = figures_mention_money(text, value)
    if said is not False or not isinstance(text, str):
        return said
    want = money_cents(value)
    return want is not None and want in amounts(text)


def amounts_said(text: Any, about: Any, others: Any, context: Any) -> list[Any] | None:
    """The amounts ``text`` says of the entity named by ``about`` (not ``others``), each
    ``{kind, value, values, mode}``; ``context`` lists the amounts that matter (v', v)."""
    if not isinstance(text, str):
        return None if text is None else []
    names, other_names = anchor_list(about), anchor_list(others if others is not None else [])
    if names is None or other_names is None:
        return None
    relevant = {canonical("money", v) for v in (context if isinstance(context, list) else [])}
    doc = parse(text)
    mentions = attribute(
        doc,
        _found(text),
        names,
        other_names,
        matters=lambda values: not values or bool(set(values) & relevant),
    )
    return [m.data("money") for m in mentions]
