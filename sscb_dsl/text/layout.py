"""Who a value belongs to by the message's layout (text/reading.py): a markdown table's column
header, the lines a line stands under (a list's lead, a heading)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from sscb_dsl.text.discourse import Doc

_TABLE_RULE = re.compile(r"\s*\|?\s*:?-{3,}")
# a comparison table's column headers: the item as it is, and the variant asked for
_OWN_HEAD = re.compile(
    r"\b(?:current|currently|yours?|existing|original|ordered|now|today|before|old|present|"
    r"as ordered|you have)\b",
    re.IGNORECASE,
)
_NEW_HEAD = re.compile(
    r"\b(?:requested|new|replacement|proposed|after|target|desired|wanted|alternative|upgrade|"
    r"exchange|swap|switch|chosen|selected|option [a-z0-9])\b",
    re.IGNORECASE,
)


def table_header(doc: Doc, start: int) -> bool:
    """Is ``start`` in a markdown table's header row (the row above its ``|---|`` rule)? Its
    cells are column labels ("| Reservation | Status | Refund |"), no entity's values."""
    li = doc.line_of(start)
    line = doc.lines[li]
    if not doc.text[line.start : line.end].lstrip().startswith("|") or li + 1 >= len(doc.lines):
        return False
    rule = doc.lines[li + 1]
    return bool(_TABLE_RULE.match(doc.text, rule.start, rule.end))


def column_owner(
    doc: Doc, start: int, refs: Sequence[tuple[int, int, bool]]
) -> tuple[bool, bool | None]:
    """In a markdown table row that names no entity before the value, under a header naming
    entities ("| Option | Current (item 5996159312) | New (item 5484530610) |"): (True, whose
    the value's column is, or None when its header names none). (False, None) otherwise."""
    li = doc.line_of(start)
    line = doc.lines[li]
    row = doc.text[line.start : line.end]
    if not row.lstrip().startswith("|") or any(line.start <= r[0] < start for r in refs):
        return False, None
    top = _table_top(doc, li)
    if top is None:
        return False, None  # the header itself, or no header above
    column = doc.text.count("|", line.start, start)
    head = doc.lines[top]
    bars = [i for i in range(head.start, head.end) if doc.text[i] == "|"]
    if column >= len(bars):
        return False, None
    lo = bars[column - 1] if column >= 1 else head.start
    hi = bars[column]
    if not any(head.start <= r[0] < head.end for r in refs):
        # "| Option | Current pair | Requested pair |": a table comparing the item as it is with
        # the variant asked for, its headers naming no entity, says whose each column is
        cells = [doc.text[a + 1 : b] for a, b in itertools.pairwise(bars)]
        own = [bool(_OWN_HEAD.search(c)) and not _NEW_HEAD.search(c) for c in cells]
        new = [bool(_NEW_HEAD.search(c)) and not _OWN_HEAD.search(c) for c in cells]
        if not any(own) or not any(new) or column < 1 or column > len(cells):
            return False, None
        if own[column - 1]:
            return True, True
        return (True, False) if new[column - 1] else (False, None)
    inside = [r for r in refs if lo <= r[0] and r[1] <= hi]
    return True, (inside[-1][2] if inside else None)


def _table_top(doc: Doc, li: int) -> int | None:
    """The header line of the markdown table whose row (below the header) is line ``li``; None
    for the header itself or a line with no header and rule above it."""
    top = li
    while top > 0 and doc.text[
        doc.lines[top - 1].start : doc.lines[top - 1].end
    ].lstrip().startswith("|"):
        top -= 1
    if top == li or top + 1 >= len(doc.lines):
        return None
    rule = doc.lines[top + 1]
    return top if _TABLE_RULE.match(doc.text, rule.start, rule.end) else None


def table_context(doc: Doc, start: int) -> str:
    """For a position in a markdown table's body row: its header row and the non-blank line
    right above the table ("Refunds:" then "| Reservation | Amount |"), what labels the row's
    cells; ``""`` elsewhere."""
    li = doc.line_of(start)
    if not doc.text[doc.lines[li].start : doc.lines[li].end].lstrip().startswith("|"):
        return ""
    top = _table_top(doc, li)
    if top is None or top + 1 == li:
        return ""  # the header or its rule, or no header above
    head = doc.text[doc.lines[top].start : doc.lines[top].end]
    lead = next(
        (
            doc.text[doc.lines[i].start : doc.lines[i].end]
            for i in range(top - 1, -1, -1)
            if doc.text[doc.lines[i].start : doc.lines[i].end].strip()
        ),
        "",
    )
    return f"{lead}\n{head}"


def head_owner(doc: Doc, line: int, refs: Sequence[tuple[int, int, bool]]) -> bool | None:
    """Whose the line is by the lines it stands under: an enclosing item or heading, or an
    earlier line of its paragraph (a lead line above a list heads it: "**Water Bottle**" then
    "- Capacity: 1L"); None when none of them names an entity."""
    for anc in doc.ancestors(line):
        ln = doc.lines[anc]
        inside = [r for r in refs if ln.start <= r[0] and r[1] <= ln.end]
        if inside:
            return inside[-1][2]
    para = doc.lines[line].paragraph
    for prev in range(line - 1, -1, -1):
        ln = doc.lines[prev]
        if ln.paragraph != para:
            break
        if ln.indent < doc.lines[line].indent or not doc.lines[line].bullet or not ln.bullet:
            inside = [r for r in refs if ln.start <= r[0] and r[1] <= ln.end]
            if inside:
                return inside[-1][2]
    return None


def list_lead(doc: Doc, line: int) -> list[int]:
    """The line that introduces the list holding ``line`` across a paragraph break ("there are
    other variants available, such as:" then a blank line and the list), if it ends in a colon,
    or a short heading right above it that heads no list of its own ("**New helmet**"); for a
    table's rows, the line ending in a colon right above the table."""
    row = doc.text.startswith("|", doc.lines[line].start)
    if not doc.lines[line].bullet and not row:
        return []
    i = line - 1
    while i >= 0 and (doc.text.startswith("|", doc.lines[i].start) if row else doc.lines[i].bullet):
        i -= 1
    if row:  # a table's rows under the line that introduces the table ("... other options:")
        lead = doc.text[doc.lines[i].start : doc.lines[i].end].rstrip() if i >= 0 else ""
        return [i] if lead.endswith(":") else []
    if i < 0:
        return []
    lead = doc.text[doc.lines[i].start : doc.lines[i].end].rstrip()
    if doc.lines[i].paragraph == doc.lines[line].paragraph:
        # (within a paragraph the ancestors say it, unless the heading has no colon)
        short = len(lead.split()) <= 6 and not lead.endswith((".", "!", "?", ":"))
        return [i] if doc.lines[line].parent < 0 and short else []
    return [i] if lead.endswith(":") else []
