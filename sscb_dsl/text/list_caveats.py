"""A list item's value qualified by the list around it (text/modality.py): a hedge in the line
that leads the list ("Here's your order, as far as I can tell:", "Items (per the record, which
may be off):") or a caveat or a check right after the list that takes the item up ("I'm not sure
about the earbuds' colour, though.", "That last date looks off — I'll check it.")."""

from __future__ import annotations

import re

from sscb_dsl.text.checks_said import checks_said
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import DOUBT
from sscb_dsl.text.layout import list_lead
from sscb_dsl.text.modality_phrases import (
    NEXT_DOUBTS,
)
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.value_clause_phrases import (
    SELF_DOUBT,
)

# a lead's own hedge or caveat: "as far as I can tell", "if the record is right", "which may be
# off", "(pending confirmation)", "I think"
_LEAD_HEDGE = re.compile(
    r"\b(?:as far as (?:i|we) can (?:tell|see)|if (?:the|this|that|our) (?:record|system|data|"
    r"listing|order|booking|profile) (?:is|'s) (?:right|correct|accurate)|if i'?m reading (?:\w+ )"
    r"{0,2}(?:right|correctly)|(?:may|might|could) (?:be (?:off|wrong|outdated|out of date|"
    r"inaccurate)|not be (?:accurate|right|correct|up to date))|pending confirmation|to be "
    r"confirmed|unconfirmed|not (?:yet )?(?:confirmed|verified))\b",
    re.IGNORECASE,
)
# a check announced after the list ("I'll double-check the earbuds' colour before we change
# anything", "Let me re-read the booking to confirm it shows these")
_CHECK_AFTER = re.compile(
    r"\b(?:i'?ll|i will|let me|i want to|i'd like to|i need to|i'm going to)\s+(?:\w+\s+)?"
    r"(?:double[- ]check|check|verify|confirm|re-?read|re-?check|re-?open)\b",
    re.IGNORECASE,
)
# what takes a listed item up from after the list: "these", "that last date", "the first one"
_LIST_ANAPHOR = re.compile(
    r"\b(?:these|those|them|the list|above|(?:that|the) (?:last|first|second|third) (?:one|date|"
    r"item|flight|method|card|entry))\b|\bthe first one\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{3,}|[A-Z]{2,}\d+|\d{3,}")
_STOP = frozenset(
    {"your", "with", "this", "that", "from", "have", "will", "they", "them", "about", "before",
     "after", "here", "there", "what", "which", "when", "their", "hours", "order", "items"}
)  # fmt: skip


def _words(text: str) -> set[str]:
    """The content words of ``text``, lower case, a possessive dropped ("earbuds'" is "earbuds")."""
    return {re.sub(r"'s?$", "", w.lower()) for w in _WORD.findall(text)}


def list_mode(doc: Doc, start: int) -> str | None:
    """How the list around the value at ``start`` says it: "hedged" or "asked" (a check or a
    doubt after it), or None when the value is on no list item or the list says nothing of it.
    Only the lead's own last sentence counts ("Thanks! I believe fares are lower. For
    reference:" leads with no hedge), and after the list only a sentence that takes the item up
    by its label ("the earbuds' colour" of "- Wireless Earbuds: blue") or as a listed one ("that
    last date", "these")."""
    li = doc.line_of(start)
    line = doc.lines[li]
    if not line.bullet:
        return None
    leads = [line.parent] if line.parent >= 0 else list_lead(doc, li)
    for h in leads:
        head = doc.lines[h]
        last = doc.sentences[doc.sentence_of(max(head.start, head.end - 1))]
        if _LEAD_HEDGE.search(doc.text, max(head.start, last.start), head.end):
            return "hedged"
    end = li
    while end + 1 < len(doc.lines) and doc.lines[end + 1].bullet:
        end += 1
    after = doc.sentence_of(doc.lines[end].end) + 1
    if after >= len(doc.sentences) or doc.sentences[after].start < doc.lines[end].end:
        return None
    text = doc.text[doc.sentences[after].start : doc.sentences[after].end].strip()
    label = _LABEL_END.split(doc.text[line.start : line.end], maxsplit=1)[0]
    takes_up = bool((_words(label) - _STOP) & _words(text)) or bool(_LIST_ANAPHOR.search(text))
    if not takes_up:
        return None
    if _CHECK_AFTER.search(text) or checks_said(doc.text[line.start : line.end], text):
        return "asked"
    if search(DOUBT, text, probe(text)) and not NEXT_DOUBTS.match(text):
        return "asked"
    if NEXT_DOUBTS.match(text) or SELF_DOUBT.match(text) or _NOT_SURE_ABOUT.search(text):
        return "hedged"
    return None


# where a list item's label ends: "- Wireless Earbuds: blue" (the label "Wireless Earbuds")
_LABEL_END = re.compile(r"[:(\u2014\u2013,]| - ")
# the speaker's uncertainty about a noun taking the item up: "I'm not sure about the earbuds'
# colour, though"
_NOT_SURE_ABOUT = re.compile(
    r"^\W*(?:but |though )?(?:i'?m|i am) (?:\w+ )?not (?:\w+ )?(?:sure|certain|confident) "
    r"(?:about|of) (?:the|that|this|your|its)\b",
    re.IGNORECASE,
)
