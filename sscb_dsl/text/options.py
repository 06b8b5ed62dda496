"""Item options as agents write them: "Color: Blue", "(Blue, Size M)", but also in prose — "the
100ml bottle", "the blue one", "made of metal", "in size L", "with tactile switches", "works with
Google Assistant", "a 6-hour battery".

The finder looks for the *known values* of one option (every value the product's variants give
it, which contracts read from the product record, and at least v' and v) as whole words, with
separators and number-unit spacing flexible ("1000ml" ~ "1000 ml" ~ "1000-ml") and a trailing
plural/singular difference allowed ("6 hours" ~ "6-hour"). A value shared with another option of
the item is only counted next to this option's name.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.reading import Found, anchor_list, attribute
from sscb_dsl.text.values import words


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


@lru_cache(maxsize=4096)
def _value_pattern(value: str) -> re.Pattern[str] | None:
    tokens = words(value).split()
    if not tokens:
        return None
    parts = []
    for t in tokens:
        stem = _stem(t)
        parts.append(re.escape(stem) + (r"(?:s|es)?" if stem != t or t.isalpha() else ""))
    body = r"[\s_\-/]*".join(parts)
    return re.compile(rf"(?<![A-Za-z0-9]){body}(?![A-Za-z0-9])", re.IGNORECASE)


_OTHER_VARIANTS_AFTER = re.compile(
    r"[\s-]*(?:versions|variants|models|options|ones|editions|alternatives)\b", re.IGNORECASE
)
_VARIANT_NOUN = re.compile(r"[\s-]*(?:version|variant|model|option|pair|one|edition)\b", re.I)
_OFFER_HEADER = re.compile(
    r"\b(?:variants?|versions?|options|models|alternatives|choices)\b[^:]*\b(?:available|"
    r"choose|pick|select|offer|in stock|exist|can)\b|\b(?:available|other|alternative)\s+"
    r"(?:variants?|versions?|options|models|colou?rs|sizes|choices)\b",
    re.IGNORECASE,
)
_INDEFINITE_BEFORE = re.compile(r"\b(?:a|an|any|another|other|some)\s+(?:\w+\s+)?$", re.I)
# The value of a variant on offer or of the new item, not the ordered item's: "available in
# blue", "changed to the new option: Color: Blue", "swap it for the blue one".
_NEW_OR_OFFERED_BEFORE = re.compile(
    r"\b(?:available|comes?|offered|sold|in stock|exists?|there (?:is|are))\s+in\s+$"
    r"|\b(?:changed|modified|switched|updated|exchanged|swapped|upgraded|moved|converted)\s+"
    r"(?:it |them |the \w+ )?(?:to|for|into|with)\b[^.;!?]{0,60}$"
    r"|\bnew (?:option|variant|item|version|model|one)s?\b[^.;!?]{0,60}$"
    r"|\b(?:instead|replacement|new)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


def option_in(text: Any, values: Any) -> bool | None:
    """Does ``text`` name one of ``values`` (option values, in the flexible form the finder
    uses), wherever it is — e.g. the value a user asks for?"""
    if not isinstance(text, str):
        return None if text is None else False
    items = values if isinstance(values, list) else [values]
    plain_text = parse(text).text
    for v in items:
        if v is None or isinstance(v, (bool, dict, list)):
            continue
        pattern = _value_pattern(str(v))
        if pattern is not None and pattern.search(plain_text):
            return True
    return False


def option_names(option: Any) -> list[Any] | None:
    """How an option is referred to: its name and its first word ("battery life", "battery")."""
    if not isinstance(option, str) or not option.strip():
        return None
    words_ = option.strip().split()
    return [option.strip()] + ([words_[0]] if len(words_) > 1 else [])


def _name_pattern(option: str) -> re.Pattern[str]:
    return _value_pattern(option) or re.compile(r"(?!)")


@lru_cache(maxsize=4096)
def _found(
    text: str, option: str, values: tuple[str, ...], shared: tuple[str, ...]
) -> tuple[Found, ...]:
    doc = parse(text)
    hits: list[tuple[int, int, str]] = []
    for v in sorted(set(values), key=len, reverse=True):
        pattern = _value_pattern(v)
        if pattern is None:
            continue
        for m in pattern.finditer(doc.text):
            if any(a < m.end() and m.start() < b for a, b, _ in hits):
                continue
            hits.append((m.start(), m.end(), words(v)))
    name = _name_pattern(option)
    out = []
    for a, b, v in sorted(hits):
        if _OTHER_VARIANTS_AFTER.match(doc.text, b) or (
            _INDEFINITE_BEFORE.search(doc.text[max(0, a - 20) : a])
            and _VARIANT_NOUN.match(doc.text, b)
        ):
            continue  # "blue versions exist", "a blue variant": other variants, not the item
        seg = doc.segments[doc.segment_of(a)]
        if _NEW_OR_OFFERED_BEFORE.search(doc.text[max(seg.start, a - 90) : a]):
            continue
        heads = doc.ancestors(doc.line_of(a))
        if any(
            _OFFER_HEADER.search(doc.text[doc.lines[h].start : doc.lines[h].end]) for h in heads
        ):
            continue  # a list under "the available variants you can choose from:"
        if v in shared:  # also a value of another option: only next to this option's name
            window = doc.text[max(0, a - 30) : min(len(doc.text), b + 30)]
            if not name.search(window):
                continue
        out.append(Found(a, b, (v,)))
    return tuple(out)


def option_values(variants: Any, option: Any) -> list[Any] | None:
    """The distinct values the variants of a product give ``option``, in order
    (``variants``: the product record's variants, a list or map of ``{options: {...}}``)."""
    if isinstance(variants, dict):
        variants = list(variants.values())
    if not isinstance(variants, list) or not isinstance(option, str):
        return None
    out: list[Any] = []
    for v in variants:
        opts = v.get("options") if isinstance(v, dict) else None
        if isinstance(opts, dict) and option in opts and opts[option] not in out:
            out.append(opts[option])
    return out


def options_said(
    text: Any, about: Any, others: Any, option: Any, values: Any, shared: Any
) -> list[Any] | None:
    """The values of ``option`` that ``text`` says of the item named by ``about`` (not the items
    named by ``others``), each ``{kind, value, values, mode}``. ``values`` are the option's
    known values; ``shared`` are those that are also values of the item's other options."""
    if not isinstance(text, str):
        return None if text is None else []
    names, other_names = anchor_list(about), anchor_list(others if others is not None else [])
    if names is None or other_names is None or not isinstance(option, str):
        return None
    flat: list[Any] = []
    for v in values if isinstance(values, list) else []:
        flat += v if isinstance(v, list) else [v]
    known = tuple(str(v) for v in flat if v is not None and not isinstance(v, (dict, bool)))
    common = tuple(words(str(v)) for v in (shared if isinstance(shared, list) else []))
    doc = parse(text)
    found = _found(text, option, known, common)
    mentions = attribute(doc, found, names, other_names, weak=option_names(option) or [])
    return [m.data("option") for m in mentions]
