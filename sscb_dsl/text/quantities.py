"""Quantities with units as agents write them, so "1 litre", "one-liter" and "1000ml" are the
same option value, and "five-times zoom" is "5x".

A quantity is a number (digits, a decimal with point or comma, or number words: "one",
"twelve", "one and a half", "half a") followed by a unit word or symbol. It is reduced to a
base unit of its dimension (millilitres, hours, gigabytes, ...), exactly (decimals, never
floats), so that two quantities compare equal exactly when they denote the same amount.
Unknown units give no quantity: a number alone is never a quantity.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from functools import lru_cache

import attrs

from sscb_dsl.text.prefilter import fold

# unit word -> (dimension, factor to the dimension's base unit)
_UNITS: dict[str, tuple[str, Decimal]] = {}


def _unit(dimension: str, factor: str, *names: str) -> None:
    for name in names:
        _UNITS[name] = (dimension, Decimal(factor))


_unit("volume", "1", "ml", "millilitre", "millilitres", "milliliter", "milliliters")
_unit("volume", "10", "cl", "centilitre", "centilitres", "centiliter", "centiliters")
_unit("volume", "1000", "l", "litre", "litres", "liter", "liters", "ltr", "ltrs")
_unit("times", "1", "x", "times", "fold", "×")
_unit("storage", "1", "gb", "gigabyte", "gigabytes", "gig", "gigs")
_unit("storage", "1000", "tb", "terabyte", "terabytes")
_unit("storage", "0.001", "mb", "megabyte", "megabytes")
_unit("power", "1", "w", "watt", "watts")
_unit("power", "1000", "kw", "kilowatt", "kilowatts")
_unit("pixels", "1", "mp", "megapixel", "megapixels")
_unit("time", "60", "hour", "hours", "hr", "hrs", "h")
_unit("time", "1", "minute", "minutes", "min", "mins")
_unit("inch", "1", "inch", "inches", '"', "″", "in")
_unit("inch", "12", "ft", "foot", "feet", "footer", "footers", "'", "′")
_unit("metric length", "10", "cm", "centimetre", "centimetres", "centimeter", "centimeters")
_unit("metric length", "1", "mm", "millimetre", "millimetres", "millimeter", "millimeters")
_unit("mass", "1", "gram", "grams")
_unit("mass", "1000", "kg", "kilogram", "kilograms", "kilo", "kilos")
_unit("speed", "1", "rpm")
_unit("pieces", "1", "piece", "pieces", "pcs", "pc")
_unit("charge", "1", "mah", "milliamp hour", "milliamp hours", "milliamp-hour", "milliamp-hours")
_unit("pressure", "1", "bar", "bars")
_unit("angle", "1", "degree", "degrees", "°")
# US customary measures, as agents convert them ("about 25 oz", "half a gallon"): a value in them
# is of the metric dimension, so it is compared, never dropped as no quantity
_unit(
    "volume", "29.5735", "fl oz", "fl. oz", "fluid ounce", "fluid ounces", "oz", "ounce", "ounces"
)
_unit("volume", "3785.41", "gallon", "gallons", "gal")
_unit("volume", "236.588", "cup", "cups")
_unit("mass", "453.592", "lb", "lbs", "pound", "pounds")
_unit("metric length", "1000", "metre", "metres", "meter", "meters")

_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000, "a": 1, "an": 1,
    "single": 1, "double": 2, "triple": 3,
}  # fmt: skip
_SCALES = {"hundred": 100, "thousand": 1000}
_WORD = "|".join(sorted((w for w in _NUMBER_WORDS if w not in ("a", "an")), key=len, reverse=True))
_UNIT = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
# a fraction added to a whole number, after it or after its unit: "one and a half", "2 and a
# quarter", "a litre and three quarters"
_AND_FRACTION = r"[\s-]+and[\s-]+(?:(?:a|one)[\s-]+(?:half|quarter|third)|three[\s-]+quarters?)"
_PATTERN = re.compile(
    # a fraction of one unit: "three quarters of a litre", "a quarter litre", "half a gallon"
    r"(?<![\w.,/])(?:(?P<frac>(?:three|3)[\s-]+quarters?|(?:a|one)[\s-]+quarter|(?:a|one)[\s-]+"
    r"third|two[\s-]+thirds)(?:\s+of)?(?:\s+an?)?"
    r"|(?P<half>half)(?:[\s-]+an?)?"
    # "1/2 gallon", "1 1/2 litres": a written fraction (never its denominator alone)
    r"|(?P<slash>(?:(?P<whole>\d+)[\s-]+)?(?P<fn>\d{1,2})/(?P<fd>\d{1,2}))"
    r"|(?P<num>\d{1,3}(?:,\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?|(?<![\w.,])\.\d+)"
    # "10k mAh": a thousand times the digits
    r"(?P<kilo>k(?=[\s-]*[a-z]))?"
    # number words, several making one number ("two hundred fifty", "twenty-five")
    rf"|(?<!\bpoint )(?P<words>(?:{_WORD}|an?)(?:[\s-]+(?:and[\s-]+)?(?:{_WORD})){{0,4}}))"
    rf"(?P<and_frac>{_AND_FRACTION})?"
    # "a full terabyte", "a whole litre": an intensifier between the number and the unit
    rf"(?:\s+(?:full|whole|entire|good|solid|mere|extra)[\s-]+|\s*|[\s-]+)(?P<unit>{_UNIT})(?![\w])"
    # "a litre and a half": the fraction after the unit
    rf"(?P<unit_frac>{_AND_FRACTION}\b)?",
    re.IGNORECASE,
)
_FRACTION_WORDS = {"half": Decimal("0.5"), "quarter": Decimal("0.25"), "third": Decimal(1) / 3}


@attrs.frozen
class Quantity:
    """An amount in its dimension's base unit, and where the text says it."""

    dimension: str
    amount: Decimal
    start: int
    end: int


# a figure in a US customary unit converted from a metric one is rounded ("3.4 oz" for 100ml,
# "1 oz" for 30ml): within this share of a value, the only one that near, it names that value
_CUSTOMARY_ROUNDING = Decimal("0.02")
_CUSTOMARY = re.compile(
    r"\b(?:fl\.? oz|fluid ounces?|oz|ounces?|gallons?|gal|cups?|lbs?|pounds?)\b", re.IGNORECASE
)


# (a figure said to be rough, "about 25 oz", is some other value: which one is not said)
_ROUGHLY = re.compile(
    r"(?:about|around|roughly|approximately|approx\.?|nearly|almost|~|some|just under|"
    r"just over)\s*$",
    re.IGNORECASE,
)


def customary_match(text: str, q: Quantity, amounts: Iterable[Decimal]) -> Decimal | None:
    """The one amount of ``amounts`` that the customary-unit quantity ``q`` rounds (within 2%),
    or None: "3.4 oz" is the 100ml bottle, "1 oz" the 30ml one."""
    if not _CUSTOMARY.search(text, q.start, q.end) or _ROUGHLY.search(
        text[max(0, q.start - 16) : q.start]
    ):
        return None
    near = {a for a in amounts if a and abs(q.amount - a) <= a * _CUSTOMARY_ROUNDING}
    return next(iter(near)) if len(near) == 1 else None


def number_words(text: str) -> Decimal | None:
    """The number that number words make (see :func:`_words_value`)."""
    return _words_value(text)


def _words_value(text: str) -> Decimal | None:
    """The number that number words make ("twenty-five", "two hundred fifty", "a hundred"); an
    article or a count before one ("a one-litre bottle", "two one-litre bottles") is no part of
    it. None when the words make no one number."""
    parts = [p for p in re.split(r"[\s-]+", text.lower()) if p and p != "and"]
    if any(p not in _NUMBER_WORDS for p in parts):
        return None
    if len(parts) > 1 and parts[0] in ("a", "an") and parts[1] not in _SCALES:
        parts = parts[1:]  # "a one-litre bottle", "a single litre"
    value = _number(parts)
    if value is None and len(parts) > 1:
        value = _number(parts[1:])  # a count before the number: "two one-litre bottles"
    return None if value is None else Decimal(value)


def _number(parts: list[str]) -> int | None:
    """The number of a run of number words, or None when they make no one number ("two one")."""
    total, current, tens = 0, None, False
    for p in parts:
        if p in _SCALES:
            current = (1 if current is None else current) * _SCALES[p]
            if _SCALES[p] >= 1000:
                total, current = total + current, None
            tens = False
            continue
        v = _NUMBER_WORDS[p]
        if current is None:
            current = v
        elif (tens and v < 10) or (current >= 100 and current % 100 == 0 and v < 100):
            current += v  # "twenty-five", "two hundred fifty"
        else:
            return None
        tens = 20 <= v < 100 and v % 10 == 0
    return total + (current or 0)


_FRACTIONS = {"three": Decimal("0.75"), "3": Decimal("0.75"), "two": Decimal(2) / 3}


def _amount(m: re.Match[str]) -> Decimal | None:
    value = _base_amount(m)
    added = m.group("and_frac") or m.group("unit_frac")
    if value is not None and added:
        if m.group("frac") or m.group("half") or m.group("slash"):
            return None  # "half a litre and a half": no one amount
        words = re.split(r"[\s-]+", added.lower().strip(" -"))
        part = _FRACTION_WORDS.get(words[-1].rstrip("s"))
        if part is None:
            return None
        value += part * (3 if words[-2] == "three" else 1)  # "and three quarters"
    return value


def _base_amount(m: re.Match[str]) -> Decimal | None:
    if m.group("frac"):
        head = re.split(r"[\s-]+", m.group("frac").lower())
        if head[0] in _FRACTIONS:
            return _FRACTIONS[head[0]]
        return Decimal("0.25") if head[1].startswith("quarter") else Decimal(1) / 3
    if m.group("half"):
        return Decimal("0.5")
    if m.group("slash"):
        den = int(m.group("fd"))
        if den == 0 or int(m.group("fn")) >= den:
            return None  # "5/18" is no fraction of a unit
        return int(m.group("whole") or 0) + Decimal(int(m.group("fn"))) / den
    if m.group("num"):
        try:
            digits = m.group("num")
            thousands = re.fullmatch(r"\d{1,3}(?:,\d{3})+", digits)
            value = Decimal(digits.replace(",", "") if thousands else digits.replace(",", "."))
            return value * 1000 if m.group("kilo") else value
        except InvalidOperation:
            return None
    return _words_value(m.group("words"))


def _word_unit(unit: str) -> bool:
    """A unit of letters that may end a run of letters ("in" only glued to digits: _GLUED_MARK)."""
    return unit.isalpha() and unit != "in"


_GLUED = sorted({*_NUMBER_WORDS, "half", "quarter", "quarters", "third", "thirds", "of"}, key=len)
_UNIT_END = re.compile(
    rf"(?<![a-z])(?:{'|'.join(reversed(_GLUED))})?"
    rf"(?:{'|'.join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True) if _word_unit(u))})"
    r"(?![a-z])"
)
"""A unit word ending a run of letters in a folded text, alone or glued to the word that ends a
number ("1000ml", "two litres", "onel"): every quantity of :data:`_PATTERN` ends with one
(a unit of several words ends with one too: "fl oz") unless its unit is a sign."""


def _may_hold(text: str) -> bool:
    """Can ``text`` state a quantity? (False only when :data:`_PATTERN` cannot match.)"""
    folded = fold(text)
    return (
        '"' in folded
        or "″" in folded
        or "°" in folded
        or "×" in folded
        or bool(_UNIT_END.search(folded))
        or bool(_GLUED_MARK.search(folded))
    )


# a unit that counts only glued to its digits: a foot mark ("50' hose"), inches ("15in")
_GLUED_MARK = re.compile(r"\d['′]|\din\b")


@lru_cache(maxsize=4096)
def quantities(text: str) -> tuple[Quantity, ...]:
    """The quantities ``text`` states, in order (see the module doc)."""
    return _scan(text) if _may_hold(text) else ()


def _quote_open(text: str, m: re.Match[str]) -> bool:
    """Whether a single quote opened earlier on the line is still open (``'size 9'``)."""
    line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
    return len(re.findall(r"(?<![A-Za-z])'", line)) % 2 == 1


def _scan(text: str) -> tuple[Quantity, ...]:
    """:func:`quantities`, found."""
    out = []
    for m in _PATTERN.finditer(text):
        unit = m.group("unit").lower()
        if unit not in _UNITS:
            continue
        if unit in ("h", "l", "w", "x", "×") and m.group("words"):
            continue  # "two x", "one l": a letter after a spelled-out number is not a unit
        if unit in ("x", "×") and re.search(r"\s", m.group(0)):
            continue  # "2 x shirts" counts items; "2x" is a factor
        if unit == "in" and (m.group("num") is None or m.end("num") != m.start("unit")):
            continue  # "15in" glued to its digits is inches; "2 in stock" is no unit
        if unit in ("'", "′") and (
            m.group("num") is None or m.end("num") != m.start("unit") or _quote_open(text, m)
        ):
            continue  # a foot mark follows its digits ("50' hose"), never closes a quote
        if _unsure(text, m, unit):
            continue
        amount = _amount(m)
        if amount is None:
            continue
        dimension, factor = _UNITS[unit]
        out.append(Quantity(dimension, (amount * factor).normalize(), m.start(), m.end()))
    for m in _THE_UNIT.finditer(text):
        if not any(q.start < m.end() and m.start() < q.end for q in out):
            dimension, factor = _UNITS[m.group("unit").lower()]
            amount = Decimal(1)
            if m.group("unit_frac"):
                # "the litre-and-a-half size": one unit and the fraction after it
                words = re.split(r"[\s-]+", m.group("unit_frac").lower().strip(" -"))
                amount += _FRACTION_WORDS[words[-1].rstrip("s")] * (
                    3 if words[-2] == "three" else 1
                )
            out.append(Quantity(dimension, (amount * factor).normalize(), m.start(), m.end()))
    return tuple(sorted(out, key=lambda q: q.start))


# one unit named as the variant's size with "the": "the litre-size glass one", "the gallon jug",
# "the full-litre stainless-steel bottle", "the litre-and-a-half size"
_THE_UNIT = re.compile(
    r"\b(?:the|your)\s+(?:(?:full|whole)[\s-]+)?(?P<unit>litre|liter|gallon|pound|kilo)"
    # ("the litre-and-a-half size")
    rf"(?P<unit_frac>{_AND_FRACTION})?"
    r"(?=[\s-](?:[a-z-]+\s+){0,2}(?:sized?|one|"
    r"bottle|jug|bag|model|version|tank|variant|can|pack)\b)",
    re.IGNORECASE,
)


_RANGE_BEFORE = re.compile(
    rf"(?:\d|\b(?:{_WORD}))[^\S\n]*(?:-|\u2013|\u2014|to|or|and|/)[^\S\n]*$", re.IGNORECASE
)
_FEET_BEFORE = re.compile(r"\d\s*(?:ft|foot|feet|'|\u2032)[\s-]*$", re.IGNORECASE)
_INCHES_AFTER = re.compile(
    r"[\s-]*(?:and\s+)?\d+\s*(?:in\b|inch|inches|\"|\u2033)|-\d{1,2}\b(?![.\w-])", re.IGNORECASE
)
_HOURS_BEFORE = re.compile(r"\d\s*(?:h|hr|hrs|hours?)\s+(?:and\s+)?$", re.IGNORECASE)
_MINUTES_AFTER = re.compile(r"\s+(?:and\s+)?\d+\s*(?:min|mins|minutes?)\b", re.IGNORECASE)


def _unsure(text: str, m: re.Match[str], unit: str) -> bool:
    """A number whose amount the text does not fix, so none is decided: one end of a range or
    an alternative ("1-2 litres", "one or two litres"), a part of a compound measure
    ("5'11\"", "5 ft 11 in", "2 hours 30 minutes"), digit groups ("1.000 ml", "1 000 ml"), a
    closing quote after digits (option "10"), "a minute"."""
    before = text[max(0, m.start() - 24) : m.start()]
    if (m.group("num") or m.group("words")) and _RANGE_BEFORE.search(before):
        return True
    dimension = _UNITS[unit][0]
    if dimension == "inch" and (
        _FEET_BEFORE.search(before)
        or (_UNITS[unit][1] == 12 and _INCHES_AFTER.match(text, m.end()))
    ):
        return True
    if dimension == "time" and (
        (_UNITS[unit][1] == 1 and _HOURS_BEFORE.search(before))
        or (_UNITS[unit][1] == 60 and _MINUTES_AFTER.match(text, m.end()))
    ):
        return True
    num = m.group("num") or ""
    if re.fullmatch(r"\d{1,3}\.\d{3}", num) or (
        re.fullmatch(r"\d{3}", num) and re.search(r"\d\s$", before)
    ):
        return True  # "1.000 ml" (a thousand, or one?), "1 000 ml"
    if unit in ('"', "\u2033"):
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if line.count('"') % 2 == 1:
            return True  # 'option "10"': the quote closes, it marks no inches
    article = (m.group("words") or "").lower() in ("a", "an")
    if article and re.search(r"\bof\s+$", before):
        return True  # "3/4 of a litre", "an eighth of an inch": a part of the unit, unread
    return article and dimension == "time" and _UNITS[unit][1] == 1  # "in a minute"


def quantity_of(value: str) -> tuple[str, Decimal] | None:
    """The (dimension, base amount) of a whole value such as "1000ml" or "5x"; None if it is
    not a single quantity."""
    found = quantities(value.strip())
    # a quantity then the kind of thing it measures, in capitals ("1TB SSD", "256GB SSD"): the
    # quantity says the value ("your 1TB laptop")
    rest = value.strip()[found[0].end :] if len(found) == 1 else ""
    if len(found) != 1 or found[0].start != 0 or (rest and not _KIND_AFTER.fullmatch(rest)):
        return None
    return found[0].dimension, found[0].amount


_KIND_AFTER = re.compile(r"\s+(?:[A-Z]{2,4}|equivalent)")
