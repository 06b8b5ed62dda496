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
_unit("inch", "1", "inch", "inches", '"', "″")
_unit("inch", "12", "ft", "foot", "feet", "footer", "footers", "'", "′")
_unit("metric length", "10", "cm", "centimetre", "centimetres", "centimeter", "centimeters")
_unit("metric length", "1", "mm", "millimetre", "millimetres", "millimeter", "millimeters")
_unit("mass", "1", "gram", "grams")
_unit("mass", "1000", "kg", "kilogram", "kilograms", "kilo", "kilos")
_unit("speed", "1", "rpm")
_unit("pieces", "1", "piece", "pieces", "pcs", "pc")
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
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "a": 1, "an": 1, "single": 1,
    "double": 2, "triple": 3,
}  # fmt: skip
_WORD = "|".join(sorted((w for w in _NUMBER_WORDS if w not in ("a", "an")), key=len, reverse=True))
_UNIT = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
_PATTERN = re.compile(
    # a fraction of one unit: "three quarters of a litre", "a quarter litre", "half a gallon"
    r"(?<![\w.,])(?:(?P<frac>(?:three|3)[\s-]+quarters?|(?:a|one)[\s-]+quarter|(?:a|one)[\s-]+third"
    r"|two[\s-]+thirds)(?:\s+of)?(?:\s+an?)?"
    r"|(?P<half>half)(?:[\s-]+an?)?"
    r"|(?P<num>\d{1,3}(?:,\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?|(?<![\w.,])\.\d+)"
    rf"|(?P<words>(?:{_WORD}|an?)(?:[\s-]+(?:{_WORD}))?)(?P<and_half>[\s-]+and[\s-]+a[\s-]+half)?)"
    # "a full terabyte", "a whole litre": an intensifier between the number and the unit
    rf"(?:\s+(?:full|whole|entire|good|solid|mere|extra)\s+|\s*|[\s-]+)(?P<unit>{_UNIT})(?![\w])"
    # "a litre and a half": the half after the unit
    r"(?P<unit_half>\s+and\s+a\s+half\b)?",
    re.IGNORECASE,
)


@attrs.frozen
class Quantity:
    """An amount in its dimension's base unit, and where the text says it."""

    dimension: str
    amount: Decimal
    start: int
    end: int


def _words_value(text: str) -> Decimal | None:
    parts = [p for p in re.split(r"[\s-]+", text.lower()) if p]
    total = 0
    for p in parts:
        if p not in _NUMBER_WORDS:
            return None
        total += _NUMBER_WORDS[p]
    return Decimal(total)


_FRACTIONS = {"three": Decimal("0.75"), "3": Decimal("0.75"), "two": Decimal(2) / 3}


def _amount(m: re.Match[str]) -> Decimal | None:
    value = _base_amount(m)
    if value is not None and m.group("unit_half") and not (m.group("frac") or m.group("half")):
        value += Decimal("0.5")  # "a litre and a half", "2 litres and a half"
    return value


def _base_amount(m: re.Match[str]) -> Decimal | None:
    if m.group("frac"):
        head = re.split(r"[\s-]+", m.group("frac").lower())
        if head[0] in _FRACTIONS:
            return _FRACTIONS[head[0]]
        return Decimal("0.25") if head[1].startswith("quarter") else Decimal(1) / 3
    if m.group("half"):
        return Decimal("0.5")
    if m.group("num"):
        try:
            digits = m.group("num")
            thousands = re.fullmatch(r"\d{1,3}(?:,\d{3})+", digits)
            return Decimal(digits.replace(",", "") if thousands else digits.replace(",", "."))
        except InvalidOperation:
            return None
    value = _words_value(m.group("words"))
    if value is not None and m.group("and_half"):
        value += Decimal("0.5")
    return value


_GLUED = sorted({*_NUMBER_WORDS, "half", "quarter", "quarters", "third", "thirds", "of"}, key=len)
_UNIT_END = re.compile(
    rf"(?<![a-z])(?:{'|'.join(reversed(_GLUED))})?"
    rf"(?:{'|'.join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True) if u.isalpha())})"
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
        or "×" in folded
        or bool(_UNIT_END.search(folded))
        or bool(_FOOT_MARK.search(folded))
    )


_FOOT_MARK = re.compile(r"\d['′]")


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
        if unit in ("'", "′") and (
            m.group("num") is None or m.end("num") != m.start("unit") or _quote_open(text, m)
        ):
            continue  # a foot mark follows its digits ("50' hose"), never closes a quote
        amount = _amount(m)
        if amount is None:
            continue
        dimension, factor = _UNITS[unit]
        out.append(Quantity(dimension, (amount * factor).normalize(), m.start(), m.end()))
    return tuple(out)


def quantity_of(value: str) -> tuple[str, Decimal] | None:
    """The (dimension, base amount) of a whole value such as "1000ml" or "5x"; None if it is
    not a single quantity."""
    found = quantities(value.strip())
    if len(found) != 1 or found[0].start != 0 or found[0].end != len(value.strip()):
        return None
    return found[0].dimension, found[0].amount
