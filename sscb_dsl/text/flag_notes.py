"""Footnote flags: a value flagged right after it ("| HAT290 | 18 May ⚠️ |") and a later note
opening with the same flag that doubts or checks it ("⚠️ The return date looks wrong — could you
confirm it?"). The flagged value is put in question (text/modality.py)."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc

_FLAG_AFTER = re.compile(r"\s*(\u26a0\ufe0f?|\u2020|\u2021)")
_FLAG_NOTE_DOUBT = re.compile(
    r"\b(?:looks?|seems?|appears?) (?:wrong|off|odd|incorrect|inconsistent)|\bconfirm\b|"
    r"\bcheck\b|\bverify\b|\bcan(?:'t|not) be right\b|\bdoes(?:n't| not) (?:look|seem) right\b|"
    r"\binconsistent\b|\bnot sure\b|\bmay be (?:wrong|off)\b|\bmight be (?:wrong|off)\b",
    re.IGNORECASE,
)


def flagged_in_doubt(doc: Doc, after: str, end: int) -> bool:
    """Does the value ending at ``end`` (``after``: the rest of its segment) carry a flag that a
    later line, opening with the same flag after any list mark, doubts or checks?"""
    flag = _FLAG_AFTER.match(after)
    if flag is None:
        return False
    mark = flag.group(1)[0]
    for line in doc.lines[doc.line_of(end) + 1 :]:
        text = doc.text[line.start : line.end].lstrip(" \t-*>\u2022")
        if text.startswith(mark) and _FLAG_NOTE_DOUBT.search(text):
            return True
    return False
