"""Amounts as agents write them: ``$1,240.50``, ``USD 1,240.50``, ``1,240.50 USD``, ``1240.5
dollars``, ``$62``, ``US$62``; each an exact number of cents (never a float)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.reading import Found, attribute
from sscb_dsl.text.refs import anchor_list
from sscb_dsl.text.values import canonical, cents

_NUM = r"(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)"
_AMOUNT = re.compile(
    rf"(?:(?:US\$|\$|USD\s?)\s?{_NUM.replace('P<n>', 'P<a>')})"
    rf"|(?:\b{_NUM.replace('P<n>', 'P<b>')}(?:\s?|-)(?:USD|US dollars?|dollars?|bucks)\b)",
    re.IGNORECASE,
)


_BARE = (
    r"(?<![\w.,$])\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\w])|(?<![\w.,$])\d+(?:\.\d{1,2})?(?![\w])"
)
# Bare numbers coordinated before an amount with its unit after: "500, 250 and ".
_SHARED_UNIT = re.compile(rf"(?:(?:{_BARE})\s*(?:,\s*|\s+(?:and|or|&)\s+|,\s*(?:and|or)\s+))+$")


@lru_cache(maxsize=8192)
def _found(text: str) -> tuple[Found, ...]:
    doc = parse(text)
    out = []
    for m in _AMOUNT.finditer(doc.text):
        if m.group("b"):  # "500 and 250 dollars": the unit after the last number is each one's
            base = max(0, m.start() - 80)
            chain = _SHARED_UNIT.search(doc.text, base, m.start())
            if chain:
                for num in re.finditer(_BARE, chain.group()):
                    c = cents(num.group())
                    at = chain.start() + num.start()
                    out.append(Found(at, num.end() + chain.start(), () if c is None else (str(c),)))
        n = m.group("a") or m.group("b")
        c = cents(n)
        out.append(Found(m.start(), m.end(), (str(c),) if c is not None else ()))
    return tuple(sorted(out, key=lambda f: f.start))


def amounts(text: str) -> list[int]:
    """Every amount a text states, in cents, in order."""
    return [int(f.values[0]) for f in _found(text) if f.values]


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
