"""References: where a message names an entity, by the anchors (ids, names, routes) naming it.

:func:`anchor_list` flattens a contract's anchor lists; :func:`find_refs` finds the spans of a
parsed message that name one of them (see :mod:`sscb_dsl.text.reading`, which decides what the
values of a message are about from these references).
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
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
    if memo is None:
        out: list[str] = []
        _flatten_anchors(anchors, out)
        return out
    return list(_flattened(anchors, memo))


def _flattened(anchors: list[Any], memo: dict[Hashable, Any]) -> tuple[str, ...]:
    """The anchors of a list, flattened once per object and run (in the engine, where no list
    is changed in place): an inner list (a run constant inside a rule's list, say) is flattened
    once, however many lists hold it."""
    key = ("anchor_list", id(anchors))
    known = memo.get(key)
    if known is not None and known[0] is anchors:
        return known[1]  # type: ignore[no-any-return]
    out: list[str] = []
    for a in anchors:
        t = type(a)
        if t is list:
            out += _flattened(a, memo)
        elif t is str:  # as _flatten_anchors appends a string
            s = a.strip()
            if s:
                out.append(s)
                if a.startswith("#") and len(a) > 2:
                    out.append(a[1:])
        else:
            _flatten_anchors((a,), out)
    found = tuple(out)
    memo[key] = (anchors, found)
    return found


def _flatten_anchors(anchors: Sequence[Any], out: list[str]) -> None:
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
    # (digits may follow a mask: "Visa x7803", "card xxxx7803")
    mask = "(?-i:[xX]{1,12})?" if anchor.strip().isdigit() else ""
    return re.compile(rf"{TOKEN_START}{mask}{body}(?:'?s)?{TOKEN_END}", re.IGNORECASE)


_FOLDED = ("\u0130", "\u0131", "\u017f", "\u212a")
"""The non-ASCII characters ``re.IGNORECASE`` matches with ASCII letters (İ ı ſ K)."""
TOKEN_START = "(?-i:(?<![A-Za-z0-9#])" + "".join(f"(?<!{ch})" for ch in _FOLDED) + ")"
"""``(?<![A-Za-z0-9#])`` as ``re.IGNORECASE`` reads it (also not after İ ı ſ K), written
without the flag and with the non-ASCII characters as literals: the same assertion, compiled
in a third of the time (a class the flag folds, or one with a character past 255, is built as
a large charset; a run compiles a pattern for every new anchor)."""
TOKEN_END = "(?-i:(?![A-Za-z0-9])" + "".join(f"(?!{ch})" for ch in _FOLDED) + ")"
"""``(?![A-Za-z0-9])`` as ``re.IGNORECASE`` reads it (see :data:`TOKEN_START`)."""
WORD_START = "(?-i:(?<![A-Za-z0-9])" + "".join(f"(?<!{ch})" for ch in _FOLDED) + ")"
"""``(?<![A-Za-z0-9])`` as ``re.IGNORECASE`` reads it (see :data:`TOKEN_START`)."""


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


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
"""``[A-Za-z0-9]`` of :func:`anchor_pattern`'s lookarounds, in a lower-case ASCII text."""
_BEFORE_CHARS = _WORD_CHARS | {"#"}


def _masked(low: str, word: str, at: int) -> bool:
    """Do digits at ``at`` follow a mask of x's that starts a token ("x7803", "xxxx7803")?"""
    if not word.isdigit():
        return False
    start = at
    while start > 0 and low[start - 1] == "x" and at - start < 12:
        start -= 1
    return start < at and (start == 0 or low[start - 1] not in _BEFORE_CHARS)


def _literal_at(low: str, word: str, at: int, found: list[tuple[int, int]]) -> None:
    """:func:`_matches_at` for a one-word anchor (``word``, lower case; ``at`` its first
    occurrence in ``low``), without the pattern: what :func:`anchor_pattern` matches in an
    ASCII text is the word as a whole token, then ``'s``, ``s`` or nothing, tried in that
    order (the optional group is greedy), before a character that is no letter or digit."""
    n = len(low)
    size = len(word)
    while at >= 0:
        end = -1
        if at == 0 or low[at - 1] not in _BEFORE_CHARS or _masked(low, word, at):
            e = at + size
            if low.startswith("'s", e) and (e + 2 == n or low[e + 2] not in _WORD_CHARS):
                end = e + 2
            elif low.startswith("s", e) and (e + 1 == n or low[e + 1] not in _WORD_CHARS):
                end = e + 1
            elif e == n or low[e] not in _WORD_CHARS:
                end = e
        if end < 0:
            at = low.find(word, at + 1)
        else:
            found.append((at, end))
            at = low.find(word, end)


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


def refers_to(text: str, anchors: Sequence[str]) -> bool:
    """Whether :func:`refs_in` finds a reference (it does when any anchor matches: only
    overlapping spans are dropped), looking no further than the first anchor that matches;
    memoised for the run."""
    names = tuple(anchors)
    memo = run_memo.table()
    spans = memo.get(("refs", text, names))
    if spans is not None:
        return bool(spans)
    key = ("refers", text, names)
    known = memo.get(key)
    if known is None:
        known = memo[key] = bool(_find_refs(text, names, first_only=True))
    return bool(known)


def _find_refs(
    text: str, anchors: Sequence[str], first_only: bool = False
) -> list[tuple[int, int]]:
    """:func:`refs_in`, computed (``first_only``: some of the spans, unsorted, as soon as an
    anchor's first word has any: enough to tell whether there are any)."""
    found: list[tuple[int, int]] = []
    low = text.lower()
    ascii_text = text.isascii()
    for first, group in _by_first_word(tuple(anchors)):
        if found and first_only:
            return found
        if not first:
            for a, _, _, _ in group:
                found += [m.span() for m in anchor_pattern(a).finditer(text)]
            continue
        at = low.find(first)
        if at < 0:
            continue
        for a, a_ascii, single, rest in group:
            if ascii_text and single:
                _literal_at(low, first, at, found)
            elif ascii_text and a_ascii:
                # (every match holds the anchor's other words too: without one, no pattern
                # is compiled or run)
                if all(w in low for w in rest):
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


Info = tuple[str, bool, bool, tuple[str, ...]]
"""An anchor with what :func:`_find_refs` reads of it (see :func:`_anchor_info`)."""


_NUMBER_SIGN = re.compile(r"#[A-Za-z]\d{4,}")
# The id shapes of the entities a change or a fault is about, written once: an order's id
# ("#W2378156"), and a reservation's or an order's id but not a flight number ("GV1N64",
# "#W2378156"; not "HAT079"), as a whole reference (``ENTITY_ID.fullmatch``) or in a text.
ORDER_ID = re.compile(r"#W\d{5,}")
ENTITY_ID = re.compile(r"#W\d{5,}|(?![A-Z]{2,3}\d{3,4}$)(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6}")
ENTITY_ID_IN_TEXT = re.compile(
    r"#W\d{5,}\b|\b(?![A-Z]{2,3}\d{3,4}\b)(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6}\b"
)


@lru_cache(maxsize=4096)
def _by_first_word(anchors: tuple[str, ...]) -> tuple[tuple[str, list[Info]], ...]:
    """Anchors grouped by their first word (:func:`_first_word`), each with whether it is
    ASCII, whether it is one ASCII word (found without its pattern, :func:`_literal_at`) and
    its other words: a text lacking a first word is passed over once for all its anchors (the
    order anchors are tried in does not change the spans found, which are sorted). Patterns are
    compiled only for anchors whose words a text holds. (The lists are never changed.)"""
    groups: dict[str, list[Info]] = {}
    # an order number is also written without its sign: "order W2575533" for "#W2575533"
    bare = tuple(a[1:] for a in anchors if _NUMBER_SIGN.fullmatch(a))
    for a in (*anchors, *bare):
        first, info = _anchor_info(a)
        group = groups.get(first)
        if group is None:
            groups[first] = [info]
        else:
            group.append(info)
    return tuple(groups.items())


@lru_cache(maxsize=16384)
def _anchor_info(anchor: str) -> tuple[str, Info]:
    """An anchor's first word, and the anchor with whether it is ASCII, whether
    :func:`anchor_pattern` makes it one escaped ASCII word (no inner separator), and its other
    words in lower case that every match holds (all but an inner "to", which the pattern lets a
    route sign replace), once per anchor."""
    first = _first_word(anchor)
    ascii_anchor = anchor.isascii()
    words = [w for w in re.split(r"[\s_]+", anchor.strip()) if w]
    rest = tuple(
        w.lower()
        for i, w in enumerate(words)
        if i > 0 and not (w.lower() == "to" and i < len(words) - 1)
    )
    return first, (anchor, ascii_anchor, ascii_anchor and bool(first) and len(words) == 1, rest)
