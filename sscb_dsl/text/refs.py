"""References: where a message names an entity, by the anchors (ids, names, routes) naming it.

:func:`anchor_list` flattens a contract's anchor lists; :func:`find_refs` finds the spans of a
parsed message that name one of them (see :mod:`sscb_dsl.text.reading`, which decides what the
values of a message are about from these references).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from sscb_dsl.text import run_memo
from sscb_dsl.text.discourse import Doc


def anchor_list(anchors: Any) -> list[str] | None:
    """Anchors as non-blank strings (numbers become text; ``#W1`` also matches ``W1``)."""
    if isinstance(anchors, str):
        anchors = [anchors]
    if anchors is None:
        return []  # an absent list names nothing
    if not isinstance(anchors, list):
        return None
    memo = run_memo.by_object()
    if memo is not None:  # in the engine: a run's anchor lists are flattened once
        known = memo.get(("anchor_list", id(anchors)))
        if known is not None and known[0] is anchors:
            return list(known[1])
    out: list[str] = []
    _flatten_anchors(anchors, out)
    if memo is not None:
        memo[("anchor_list", id(anchors))] = (anchors, tuple(out))
    return out


def _flatten_anchors(anchors: list[Any], out: list[str]) -> None:
    """Append the anchors of a (nested) list to ``out``, in order (see :func:`anchor_list`)."""
    for a in anchors:
        t = type(a)
        if t is not str:
            if t is list:
                _flatten_anchors(a, out)
                continue
            if isinstance(a, bool) or a is None:
                continue
            if isinstance(a, (int, float)):
                a = str(a)
            elif isinstance(a, list):
                _flatten_anchors(a, out)
                continue
            elif not isinstance(a, str):
                continue
        s = a.strip()
        if s:
            out.append(s)
            if a.startswith("#") and len(a) > 2:
                out.append(a[1:])


_ROUTE_SEP = r"\s*(?:to|->|=>|→|⇒|»|>|–|—|-|/)\s*"


@lru_cache(maxsize=8192)
def anchor_pattern(anchor: str) -> re.Pattern[str]:
    """An anchor as whole tokens, case-insensitive, separators flexible (``gift_card`` ~ "gift
    card"); ``A to B`` also matches ``A-B``, ``A → B``, ``from A to B``; a trailing plural or
    possessive ``s`` is allowed, and a plural ``s`` on an inner word ("flights home")."""
    words = [w for w in re.split(r"[\s_]+", anchor.strip()) if w]
    parts: list[str] = []
    for i, w in enumerate(words):
        if w.lower() == "to" and 0 < i < len(words) - 1:
            parts.append(_ROUTE_SEP)
            continue
        if parts and parts[-1] != _ROUTE_SEP:
            parts.append(r"[\s_\-]*")
        parts.append(re.escape(w))
        if i < len(words) - 1 and w[-1:].isalpha() and len(w) > 2:
            parts.append("s?")  # "flights home" for "flight home"
    body = "".join(parts)
    return re.compile(rf"(?<![A-Za-z0-9#]){body}(?:'?s)?(?![A-Za-z0-9])", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _first_word(anchor: str) -> str:
    """An anchor's first word, lower case: a text without it cannot name the anchor."""
    return re.split(r"[\s_]+", anchor.strip())[0].lower()


def _matches_at(
    pattern: re.Pattern[str], text: str, low: str, first: str, at: int, found: list[tuple[int, int]]
) -> None:
    """``pattern.finditer(text)`` for an ASCII text and anchor, trying only where the anchor's
    first word occurs (``at`` is its first occurrence in ``low``): every match starts with that
    word, and ASCII case folding keeps positions."""
    while at >= 0:
        m = pattern.match(text, at)
        if m is None:
            at = low.find(first, at + 1)
        else:
            found.append(m.span())
            at = low.find(first, m.end())


def find_refs(doc: Doc, anchors: Sequence[str]) -> list[tuple[int, int]]:
    """Spans of the plain text naming one of ``anchors`` (longest first where they overlap)."""
    return refs_in(doc.text, anchors)


def refs_in(text: str, anchors: Sequence[str]) -> list[tuple[int, int]]:
    """:func:`find_refs` in a plain text (``Doc.text``, :func:`discourse.plain`), which is all
    it reads (no parse needed); memoised for the run (:mod:`run_memo`)."""
    key = ("refs", text, tuple(anchors))
    memo = run_memo.table()
    known = memo.get(key)
    if known is None:
        known = memo[key] = tuple(_find_refs(text, anchors))
    return list(known)


def _find_refs(text: str, anchors: Sequence[str]) -> list[tuple[int, int]]:
    """:func:`refs_in`, computed."""
    found: list[tuple[int, int]] = []
    low = text.lower()
    ascii_text = text.isascii()
    for first, group in _by_first_word(tuple(anchors)):
        if not first:
            for a, _ in group:
                found += [m.span() for m in anchor_pattern(a).finditer(text)]
            continue
        at = low.find(first)
        if at < 0:
            continue
        for a, a_ascii in group:
            if ascii_text and a_ascii:
                _matches_at(anchor_pattern(a), text, low, first, at, found)
            else:
                found += [m.span() for m in anchor_pattern(a).finditer(text)]
    found.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    out: list[tuple[int, int]] = []
    for s in found:
        if out and s[0] < out[-1][1]:
            continue
        out.append(s)
    return out


@lru_cache(maxsize=4096)
def _by_first_word(
    anchors: tuple[str, ...],
) -> tuple[tuple[str, tuple[tuple[str, bool], ...]], ...]:
    """Anchors grouped by their first word (:func:`_first_word`), each with whether it is
    ASCII: a text lacking a first word is passed over once for all its anchors (the order
    anchors are tried in does not change the spans found, which are sorted). Patterns are
    compiled only for anchors whose first word a text holds."""
    groups: dict[str, list[tuple[str, bool]]] = {}
    for a in anchors:
        groups.setdefault(_first_word(a), []).append((a, a.isascii()))
    return tuple((first, tuple(group)) for first, group in groups.items())
