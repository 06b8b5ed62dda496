"""The payment methods a user has, as the agent sees them, and the spans of a text that name one.

A method is named by its id, the digits of its id (or their last four after "ending"), a card's
last four, its brand when no other method of the user has it, its balance when no other method
has it, or an alias the contract gives.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.prefilter import finditer, probe
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.values import canonical, cents


@attrs.frozen
class Method:
    """A payment method as the agent sees it: id, delivered category, brand, last four, cents."""

    id: str
    source: str
    brand: str
    last_four: str
    amount: int | None


# a figure right after "=": a sum, even when it equals one method's balance ("$250 + $250 = $500")
SUM_RESULT = re.compile(r"=\s*[*_]*\s*$")


def method_of(data: Any) -> Method | None:
    """The method a tool record describes (null for anything else)."""
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        return None
    amount = data.get("amount")
    return Method(
        data["id"],
        canonical("source", data.get("source")) or "",
        str(data.get("brand") or "").lower(),
        str(data.get("last_four") or ""),
        cents(amount) if amount is not None else None,
    )


# a brand in the other ways it is written: "Master Card", "Master-Card", "Amex"
_BRAND_FORMS = {
    "mastercard": r"\bmaster[\s-]?card\b",
    "american express": r"\b(?:american[\s-]express|amex)\b",
    "amex": r"\b(?:american[\s-]express|amex)\b",
}

MASK = "(?:[x*.]|(?=[\u2022\u2026]).)"
"""One mask character of a card number ("xxxx", "****", "•••• 4421", "…4421"): the class
``[x*•.…]``, written so that it compiles without a large charset (a class mixing ASCII and
characters past 255 is built as one; a run compiles these patterns for every method it reads)."""


# a figure said as a total over several methods: "Certificates: $500 across two", "$500 in total"
TOTAL_AFTER = re.compile(
    r"\s*(?:in\s+total|total|combined|altogether|all\s+together|in\s+all|across|between|spread\s+over|"
    r"split\s+(?:across|between|over))\b",
    re.IGNORECASE,
)


# a figure said to be a sum: "Certificates: 2, totalling $500", "adding up to $500"
TOTAL_WORDS = (
    r"total|totals|totaling|totalling|in\s+all|altogether|combined|sum|together|"
    r"add(?:s|ing)?\s+up\s+to|(?:comes?|coming)\s+to|amounts?\s+to"
)
TOTAL_BEFORE = re.compile(
    rf"\b(?:{TOTAL_WORDS}|total\s+of|in\s+total|sum\s+of)\s*(?:about\s+|roughly\s+|just\s+)?[*_]*$",
    re.IGNORECASE,
)


# a plural category's label before one figure: "Certificates: $500." is their total ("Certificates:
# $500 and $100" lists the members)
_PLURAL_LABEL = re.compile(
    r"\b(?:certificates|vouchers|gift\s+cards|credit\s+cards)[*_]*\s*[:=\u2014\u2013]\s*[*_]*$",
    re.IGNORECASE,
)
_MORE_MEMBERS = re.compile(r"[*_]*\s*(?:,|\+|&|/|and\b|plus\b|\()", re.IGNORECASE)


def method_refs(
    doc: Doc, m: Method, all_methods: Sequence[Method], aliases: Sequence[str]
) -> list[tuple[int, int]]:
    """Spans naming method ``m`` (identifiers unique among ``all_methods``)."""
    text = doc.text
    known = probe(text)

    def scan(pattern: str, flags: int = 0, needed: str = "") -> list[tuple[int, int]]:
        # ``needed``: a string every match holds as written; a text without it is not scanned,
        # and the pattern (made for this method: a run compiles one per method) not compiled
        if needed and needed not in text:
            return []
        return [x.span() for x in finditer(re.compile(pattern, flags), text, known)]

    spans: list[tuple[int, int]] = []
    tail = re.search(r"(\d{4,})$", m.id)
    # (in any case: "Gift_card_7397998 is a credit card" opens a sentence)
    spans += scan(
        rf"(?<![A-Za-z0-9_]){re.escape(m.id)}(?![0-9])",
        re.IGNORECASE,
        needed=tail.group(1) if tail else "",
    )
    if tail and sum(1 for o in all_methods if o.id.endswith(tail.group(1))) == 1:
        spans += scan(rf"(?<![0-9_]){tail.group(1)}(?![0-9])", needed=tail.group(1))
    if (
        re.fullmatch(r"\d{4}", m.last_four)
        and sum(1 for o in all_methods if o.last_four == m.last_four) == 1
    ):
        spans += scan(
            rf"(?:(?<![A-Za-z0-9])[xX]{{1,12}}\s*|(?:[*.]|(?=[\u2022\u2026]).)+\s*|(?<![0-9])\b)"
            rf"{m.last_four}\b(?![0-9])",
            needed=m.last_four,
        )
    if tail and len(tail.group(1)) > 4:
        # "the gift card ending 6383": the id's last four digits, after "ending" or a mask
        four = tail.group(1)[-4:]
        if sum(1 for o in all_methods if o.id.endswith(four) or o.last_four == four) == 1:
            spans += scan(
                rf"(?:\bending(?:\s+in)?\s+|\bends\s+in\s+|{MASK}+\s*){four}(?![0-9])",
                re.IGNORECASE,
                needed=four,  # (digits: the flag folds none)
            )
    if m.brand and sum(1 for o in all_methods if o.brand == m.brand) == 1:
        spans += scan(_BRAND_FORMS.get(m.brand, rf"\b{re.escape(m.brand)}\b"), re.IGNORECASE)
    elif m.brand and spans:
        # "your Mastercard ending 9326 ... the profile files that Mastercard as a gift card": a
        # demonstrative brand takes up the method of that brand named last before it
        brand = _BRAND_FORMS.get(m.brand, rf"\b{re.escape(m.brand)}\b")
        rivals = [
            o
            for o in all_methods
            if o.brand == m.brand and o.id != m.id and re.fullmatch(r"\d{4}", o.last_four)
        ]
        for a, b in scan(rf"\b(?:that|this|the same)\s+(?:{brand})", re.IGNORECASE):
            before = [y for x, y in spans if y <= a]
            if before and not any(
                o.last_four in text[max(before) : a] or o.id in text[max(before) : a]
                for o in rivals
            ):
                spans.append((a, b))
    if m.amount is not None and sum(1 for o in all_methods if o.amount == m.amount) == 1:
        for f in money_found(doc.text):
            # (a figure after "=" is a sum that happens to equal it: "$250 + $250 = $500")
            if (
                f.values
                and f.values[0] == str(m.amount)
                and not SUM_RESULT.search(doc.text, max(0, f.start - 8), f.start)
                and not TOTAL_AFTER.match(doc.text, f.end)
                and not TOTAL_BEFORE.search(doc.text, max(0, f.start - 24), f.start)
                and not (
                    _PLURAL_LABEL.search(doc.text, max(0, f.start - 24), f.start)
                    and not _MORE_MEMBERS.match(doc.text, f.end)
                )
            ):
                spans.append((f.start, f.end))
        if m.amount % 100 == 0 and m.amount >= 1000:
            # "the 130 from the third certificate", "that 500 is a certificate", "the 500 one"
            bare = (
                r"(?:(?<=\bthe )|(?<=\bthat )|(?<=\bthis )|(?<=\byour ))"
                rf"{m.amount // 100}(?= (?:from|on|in|balance|left|remaining|one|card|gift card|"
                r"certificate|voucher|is|was)\b)"
            )
            spans += scan(bare, re.IGNORECASE, needed=str(m.amount // 100))
    if spans:
        # "The refund goes to credit_card_2929732. Note that the profile labels that card a gift
        # card": "that card" takes up the method named last before it, when no other method is
        # named in between
        named = list(spans)
        for a, b in scan(r"\b(?:that|this|the same)\s+card\b", re.IGNORECASE):
            before = [y for x, y in named if y <= a]
            if before and not any(
                _named_between(text, o, max(before), a) for o in all_methods if o.id != m.id
            ):
                spans.append((a, b))
    for a, b in find_refs(doc, list(aliases)):
        # ("You may be thinking of the other $250 balance — that one is a certificate": a pronoun
        # ("it", "that") right after "the other ..." in its sentence takes that other one up, not
        # this method; "this one" sets this method against it)
        lo = doc.sentences[doc.sentence_of(a)].start
        if _PRONOUN.match(text, a) and _OTHER_BEFORE.search(text, max(lo, a - 60), a):
            continue
        spans.append((a, b))
    return sorted(set(spans))


def _named_between(text: str, o: Method, lo: int, hi: int) -> bool:
    """Is method ``o`` named (id, last four, whole-dollar balance) in ``text[lo:hi]``?"""
    part = text[lo:hi]
    return bool(
        o.id in part
        or (re.fullmatch(r"\d{4}", o.last_four) and o.last_four in part)
        or (
            o.amount is not None
            and o.amount % 100 == 0
            and re.search(rf"\$\s?{o.amount // 100}(?![\d.,])", part)
        )
    )


_PRONOUN = re.compile(r"(?:it|that)\b", re.IGNORECASE)
_OTHER_BEFORE = re.compile(r"\bthe other\b[^.;!?]*$", re.IGNORECASE)
