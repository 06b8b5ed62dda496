"""Canonical forms of typed values, so a mention and a fault value compare as the same thing.

``canonical(kind, value)`` gives a date as ``YYYY-MM-DD``, an amount as integer cents, an option
value as lower-case words, a payment category as its tau-bench name (``gift_card``), a claim as
``done``/``not_done``; None when the value is not of the kind.
"""

from __future__ import annotations

import datetime as _dt
import re
from decimal import Decimal, InvalidOperation
from typing import Any

_ISO = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})")


class _Null:
    """A definite ``null`` answer of a text function (its ``None`` means unknown)."""

    def __repr__(self) -> str:
        return "NULL"


NULL: Any = _Null()


def iso_date(value: Any) -> _dt.date | None:
    """An ISO date (or the date part of an ISO datetime); None otherwise."""
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        return None
    m = _ISO.match(value)
    if not m:
        return None
    try:
        return _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


_AMOUNT = re.compile(
    r"^\s*(?:usd|us\$|\$)?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(?:usd|dollars?)?\s*$", re.I
)


def cents(value: Any) -> int | None:
    """An amount in integer cents: a number (1240.5) or text ("$1,240.50", "1240.5 USD")."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            return int((Decimal(repr(value)) * 100).to_integral_value())
        except InvalidOperation:
            return None
    if isinstance(value, str):
        m = _AMOUNT.match(value)
        if not m:
            return None
        digits = m.group(1).replace(",", "")
        try:
            return int((Decimal(digits) * 100).to_integral_value())
        except InvalidOperation:
            return None
    return None


def words(value: str) -> str:
    """Lower-case words, separators made single spaces ("1000 ML" / "1000-ml" -> "1000 ml");
    a number glued to its unit is split ("1000ml" -> "1000 ml")."""
    text = _GLUED.sub(" ", value.strip().lower())
    return " ".join(t for t in _SEPARATORS.split(text) if t)


_GLUED = re.compile(r"(?<=\d)(?=[A-Za-z])|(?<=[A-Za-z])(?=\d)")
_SEPARATORS = re.compile(r"[\s_\-/]+")


CATEGORIES = {
    "credit_card": "credit_card",
    "credit card": "credit_card",
    "debit card": "credit_card",
    "gift_card": "gift_card",
    "gift card": "gift_card",
    "giftcard": "gift_card",
    "certificate": "certificate",
    "travel certificate": "certificate",
    "voucher": "certificate",
    "travel voucher": "certificate",
    "paypal": "paypal",
}


def canonical(kind: str, value: Any) -> str | None:
    """The canonical text of ``value`` as a ``kind`` (date, money, option, source, claim)."""
    if value is None or isinstance(value, bool):
        return None
    if kind == "date":
        d = iso_date(value)
        return d.isoformat() if d else None
    if kind == "money":
        c = cents(value)
        return None if c is None else str(c)
    if kind == "source":
        return (
            CATEGORIES.get(words(str(value)).replace("_", " ")) if isinstance(value, str) else None
        )
    if kind == "claim":
        return value if value in ("done", "not_done") else None
    if isinstance(value, (int, float)):
        return words(str(value))
    return words(value) if isinstance(value, str) and value.strip() else None
