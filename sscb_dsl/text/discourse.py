"""The structure of an agent message: blocks, sentences, clauses, and how a clause is said.

Agents write markdown: paragraphs, bullet lists with sub-items, headings and "Label:" lines, bold
and code marks, pasted JSON. What a value in the text is *about* and *how* it is said depend on
that structure, not on the message as a whole: a hedge or a question qualifies the clause it
governs; a list item is about the entity it names; a correction replaces what came before it.

:func:`parse` turns a message into a :class:`Doc`: the text without markup, its lines with their
list structure (which line each line belongs under), and its clauses at two grains — *pieces*
(split at commas too, for attributing a value to the nearest entity reference) and *segments*
(split only where a new proposition starts, for hedges, questions and negation).
Everything here is bounded: fixed patterns, linear passes, no backtracking on user text.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

# ---------------------------------------------------------------- markup and lines

_BULLET = re.compile(r"^(\s*)(?:[-*+•▪◦‣]|\d{1,3}[.)]|[a-z][.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s")


# Typographic apostrophes and double quotes, one character each, so offsets do not move:
# models write "isn’t" and “done” as often as "isn't" and "done".
TYPOGRAPHIC = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u201c": '"', "\u201d": '"'}
)


def plain(text: str) -> str:
    """The text without markdown emphasis and code marks (``**Return:** `May 18` `` ->
    ``Return: May 18``), with typographic apostrophes and quotes made plain ("isn’t" ->
    "isn't"); underscores inside ids (``gift_card_7``) are kept."""
    body = text.replace("*", "").replace("`", "")  # every mark, in runs of any length
    return body if body.isascii() else body.translate(TYPOGRAPHIC)  # it maps non-ASCII only


class Line(NamedTuple):
    """One line of the plain text: its span, indentation, and its place in the list structure.

    ``parent`` is the line it belongs under (a list item's enclosing item, the heading or
    ``Label:`` line a list follows), or -1. (A named tuple, not an attrs class: a parse makes
    one per line, and a tuple is made in half the time; it is never changed.)
    """

    start: int
    end: int
    indent: int
    bullet: bool
    header: bool
    paragraph: int
    parent: int
    quoted: bool = False
    """Inside a fenced code block or a pasted JSON line (text quoted from a tool)."""


_FENCE = re.compile(r"^\s*```")
_JSONISH = re.compile(r'^\s*`?\s*[\[{]?\s*"[^"]+"\s*:\s*')
"""A pasted JSON line, bare or as inline code ("`{"date": "2024-05-19"}`")."""
_QUOTE_WITH_JSON = re.compile(r'^\s*>\s.*"[^"\n]+"\s*:\s*["\d\[{tfn]')
"""A Markdown quote holding a JSON field ('> HAT106 PHX -> DTW, "date": "2024-05-16"')."""


def _quoted(raw: str) -> list[bool]:
    """Which lines of the original text are quoted tool output (fenced, JSON-like, or a Markdown
    quote holding a JSON field)."""
    out = []
    fenced = False
    for line in raw.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
            out.append(True)
            continue
        out.append(fenced or bool(_JSONISH.match(line) or _QUOTE_WITH_JSON.match(line)))
    return out


def _lines(text: str, quoted: Sequence[bool] = ()) -> tuple[Line, ...]:
    out: list[Line] = []
    pos = 0
    paragraph = 0
    blank_run = 0
    open_header = -1  # a heading or "Label:" line whose list may follow
    stack: list[tuple[int, int]] = []  # (indent, line index) of enclosing list items
    for number, raw in enumerate(text.split("\n")):
        start, end = pos, pos + len(raw)
        pos = end + 1
        stripped = raw.strip()
        if not stripped:
            blank_run += 1
            if blank_run == 1 and open_header < 0:
                paragraph += 1
                stack.clear()
            elif blank_run > 1:
                paragraph += 1
                stack.clear()
                open_header = -1
            continue
        if blank_run and open_header >= 0 and not _BULLET.match(raw):
            open_header = -1
            paragraph += 1
            stack.clear()
        blank_run = 0
        m = _BULLET.match(raw)
        indent = len(raw) - len(raw.lstrip())
        bullet = m is not None
        header = bool(_HEADING.match(raw)) or (stripped.endswith(":") and len(stripped) < 120)
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if stack:
            parent = stack[-1][1]
        elif bullet and open_header >= 0:
            parent = open_header
        else:
            parent = -1
        index = len(out)
        is_quoted = number < len(quoted) and quoted[number]
        out.append(Line(start, end, indent, bullet, header, paragraph, parent, is_quoted))
        if bullet or header:
            stack.append((indent, index))
        if header and not bullet:
            open_header = index
        elif not bullet and not header and open_header >= 0 and parent < 0:
            open_header = -1
    return tuple(out)


# ---------------------------------------------------------------- sentences and clauses

_ABBREV = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|vs|approx|mr|mrs|ms|dr|st|no|jan|feb|mar|apr|jun|jul"
    # (a letter after an apostrophe is no initial: "it can't." ends its sentence)
    r"|aug|sep|sept|oct|nov|dec)|\b(?<!['\u2019])[A-Z])\.$",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?]+[\"')\]]*(?=\s|$)|[\u2705\u2714\u2611\u2713]\ufe0f?(?=\s+[A-Z])")
"""A sentence ends at . ! ? or at a check mark before a capital ("3 bags added ✔ Do you ...")."""
# Where a new proposition starts inside a sentence (segments: hedges, questions, negation).
_SEGMENT_BREAK = re.compile(
    # (every alternative starts with one of these characters: the lookahead, implied, lets the
    # scan pass over other positions at once)
    r"(?=[;\s—–,])(?:"
    # (a dash between codes or figures joins them: "PHL–SFO", "5–7")
    r";|\s[—–]\s|\s-\s|(?<=(?-i:[a-z]))[—–](?=\w)|(?<=\w)[—–](?=(?-i:[a-z]))"
    # an inline enumeration: "1) MIA-LAX on the 17th  2) LAX-EWR on the 20th"
    # (not a day closing a bracket: "HAT163 (May 22) doesn't match")
    r"|(?<!jan)(?<!feb)(?<!mar)(?<!apr)(?<!may)(?<!jun)(?<!jul)(?<!aug)(?<!sep)(?<!oct)(?<!nov)"
    r"(?<!dec)(?<!une)(?<!uly)(?<!rch)(?<!pril)(?<!gust)(?<!mber)(?<!ober)(?<!uary)(?<!sept)"
    r"\s+(?=\(?\d{1,2}\)\s)"
    # ("it looks as though ...": a hedge, no concession)
    r"|,?\s+(?=(?:but|however|although|(?<!\bas\s)though|whereas|while|so|because|since|unless|"
    r"otherwise|meanwhile|instead|rather|and then|then)\b)"
    # ("not yet certain", "hasn't yet", "yet to be confirmed": no new proposition)
    r"|,?\s+(?<!\bnot\s)(?<!n't\s)(?<!\bas\s)(?=yet\b(?!\s+to\b)(?![^\S\n]*(?:[,.;:!?\u2014\u2013)]|$)))"
    r"|,\s+(?=(?:and|or|which|please|would|could|can|shall|should|will|do|does|did|is|are|"
    r"was|were|may(?![^\S\n]*\d)|might|if|let|i|we|you|it|this|that|there)\b)"
    r"|\s+(?=(?:and|or)\s+(?:i|we|you|it|your|the|this|that|there|please|let)\b))",
    re.IGNORECASE,
)
# Finer: also at commas and at "and" between two phrases (pieces: attribution of values).
_PIECE_BREAK = re.compile(r",\s+|\s+(?:and|&)\s+", re.IGNORECASE)


class Span(NamedTuple):
    """A region of the plain text, with the sentence and line it lies in. (A named tuple, as
    :class:`Line` is: a parse makes one per sentence, segment and piece.)"""

    start: int
    end: int
    line: int
    sentence: int


class Doc:
    """A parsed message: plain text, lines, sentences, segments and pieces (all sorted).

    The plain text is made at once; the lines and the clauses on first use, then kept (most
    messages a finder reads are ruled out by their words alone). Treated as immutable.
    """

    __slots__ = ("_clauses", "_lines", "_source", "_starts", "text")

    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self._source = source
        self._lines: tuple[Line, ...] | None = None
        self._clauses: tuple[tuple[Span, ...], tuple[Span, ...], tuple[Span, ...]] | None = None
        self._starts: dict[int, list[int]] = {}

    def __repr__(self) -> str:
        return f"Doc(text={self.text!r})"

    @property
    def lines(self) -> tuple[Line, ...]:
        """The lines of the plain text, with their list structure."""
        if self._lines is None:
            self._lines = _lines(self.text, _quoted(self._source))
        return self._lines

    def _parts(self) -> tuple[tuple[Span, ...], tuple[Span, ...], tuple[Span, ...]]:
        if self._clauses is None:
            self._clauses = _clauses(self.text, self.lines)
        return self._clauses

    @property
    def sentences(self) -> tuple[Span, ...]:
        """The sentences, in order."""
        return self._parts()[0]

    @property
    def segments(self) -> tuple[Span, ...]:
        """The segments (clauses split where a new proposition starts), in order."""
        return self._parts()[1]

    @property
    def pieces(self) -> tuple[Span, ...]:
        """The pieces (segments split at commas and "and" too), in order."""
        return self._parts()[2]

    def sentence_parts(self) -> list[str]:
        """Each sentence's parts between semicolons, in order ("The date is fine; the time looks
        odd" is two): the unit a statement about one thing is read in."""
        return [
            part
            for sentence in self.sentences
            for part in self.text[sentence.start : sentence.end].split(";")
        ]

    def clause_at(self, a: int, b: int) -> str:
        """The part of the sentence holding ``a:b`` between semicolons: a modal or condition in
        another part qualifies that part ("Emails can lag; your profile does show Seattle")."""
        sentence = self.sentences[self.sentence_of(a)]
        lo = self.text.rfind(";", sentence.start, a) + 1 or sentence.start
        hi = self.text.find(";", b, sentence.end)
        return self.text[lo : hi if hi >= 0 else sentence.end]

    def _index(self, kind: int, spans: Sequence[Line] | Sequence[Span], pos: int) -> int:
        """Index of the span of ``spans`` (kind ``kind``) holding ``pos``: its start list is
        made once per document."""
        starts = self._starts.get(kind)
        if starts is None:
            starts = self._starts[kind] = [s.start for s in spans]
        return max(0, bisect.bisect_right(starts, pos) - 1)

    def line_of(self, pos: int) -> int:
        """Index of the line holding ``pos``."""
        return self._index(0, self.lines, pos)

    def sentence_of(self, pos: int) -> int:
        """Index of the sentence holding ``pos``."""
        return self._index(1, self.sentences, pos)

    def segment_of(self, pos: int) -> int:
        """Index of the segment holding ``pos``."""
        return self._index(2, self.segments, pos)

    def piece_of(self, pos: int) -> int:
        """Index of the piece holding ``pos``."""
        return self._index(3, self.pieces, pos)

    def ancestors(self, line: int) -> list[int]:
        """The lines ``line`` belongs under, nearest first."""
        out: list[int] = []
        p = self.lines[line].parent
        while p >= 0 and len(out) < 20:
            out.append(p)
            p = self.lines[p].parent
        return out


def _split(text: str, start: int, end: int, pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    out = []
    a = start
    for m in pattern.finditer(text, start, end):
        s, e = m.span()
        if s > a:
            if not text[a:s].isspace():  # never empty here
                out.append((a, s))
            a = e
        elif e > a:
            a = e
    if a < end and not text[a:end].isspace():
        out.append((a, end))
    return out


_CAPITAL_NEXT = re.compile(r"\s+[A-Z]")
_AFTER_LOWER = re.compile(r"(?:^|[^\w.])[a-z][a-z']*[\s-]+$")


def _sentences(text: str, line: Line) -> list[tuple[int, int]]:
    out = []
    a = line.start
    for m in _SENTENCE_END.finditer(text, line.start, line.end):
        g = m.group()
        if g[0] == ".":
            # (an abbreviation ends at the dot and is at most 7 characters long: searching
            # the last 16 before it finds what searching the whole sentence finds)
            abbrev = _ABBREV.search(text, max(a, m.start() - 15), m.start() + 1)
            if (
                abbrev
                and m.start() - abbrev.start() == 1
                and _AFTER_LOWER.search(text, max(a, abbrev.start() - 20), abbrev.start())
            ):
                abbrev = None  # "it is M. Is there ...": a size after a lower-case word, no initial
            if abbrev or _decimal(text, m.start()) or _LIST_NUMBER.fullmatch(text, a, m.end()):
                continue  # (a list's number, "2. Then I'll re-check", opens its item's sentence)
            if g.startswith("...") and not _CAPITAL_NEXT.match(text[m.end() : m.end() + 2]):
                continue  # an ellipsis inside a sentence ('"HAT208" ... "date"'), not its end
        out.append((a, m.end()))
        a = m.end()
    if a < line.end:
        out.append((a, line.end))
    return [(s, e) for s, e in out if not text[s:e].isspace()]


_LIST_NUMBER = re.compile(r"\s*\d{1,2}\.")


def _decimal(text: str, dot: int) -> bool:
    return 0 < dot < len(text) - 1 and text[dot - 1].isdigit() and text[dot + 1].isdigit()


def _may_break_piece(segment: str) -> bool:
    """Whether :data:`_PIECE_BREAK` can match in ``segment``: it needs a comma, an ``&`` or
    the letters of "and" (which match, ignoring case, only the ASCII letters)."""
    return "," in segment or "&" in segment or "and" in segment.lower()


@lru_cache(maxsize=4096)
def parse(text: str) -> Doc:
    """The structure of a message (memoised: every rule asks about the same messages)."""
    return Doc(plain(text), text)


def _clauses(
    body: str, lines: tuple[Line, ...]
) -> tuple[tuple[Span, ...], tuple[Span, ...], tuple[Span, ...]]:
    """The sentences, segments and pieces of a plain text with these lines."""
    sentences: list[Span] = []
    segments: list[Span] = []
    pieces: list[Span] = []
    for li, line in enumerate(lines):
        for s, e in _sentences(body, line):
            si = len(sentences)
            sentences.append(Span(s, e, li, si))
            for a, b in _split(body, s, e, _SEGMENT_BREAK):
                segment = Span(a, b, li, si)
                segments.append(segment)
                if _may_break_piece(body[a:b]):
                    for c, d in _split(body, a, b, _PIECE_BREAK):
                        pieces.append(Span(c, d, li, si))
                else:  # no piece break in it: the (non-blank) segment is one piece
                    pieces.append(segment)
    return tuple(sentences), tuple(segments), tuple(pieces)
