"""How done-claims sit in lists (text/claims.py): a ticked line names the change it checks off,
a list item under a lead that states the record reports the current state, a lead line naming
nothing over a list claims what its items claim, an item opening with another entity's id is
that entity's, and a clause listing entities with its verb left out ("...; #W73 and #W48 both
just now") claims what the clause before it claims."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.claim_phrases import _CHANGED, _VERBS
from sscb_dsl.text.claim_scope import ID_ANCHOR
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import find_refs

TICKED = re.compile(r"\s*[-*\u2022]?\s*\[[xX\u2713\u2714]\]")
# a ticked line names the change it checks off: "- [x] Cancelled UDMOP1", "[x] Bags added"
_CHANGE_WORD = re.compile(
    rf"\b(?:{_VERBS}|{_CHANGED}|cancel\w*|change|update|upgrade|downgrade|swap|switch|exchange|"
    r"return|refund|add|remov\w*|rebook\w*|modif\w*|bags?|baggage|cabin|flights?|address|"
    r"passengers?|items?)\b",
    re.IGNORECASE,
)


def ticks_a_change(doc: Doc, start: int, end: int) -> bool:
    """Does a ticked line name a change, itself or by the line its list hangs from ("Address
    fixed to 445 Maple Drive:" then "- [x] #W4082615")?"""
    li = doc.line_of(start)
    line = doc.lines[li]
    if _CHANGE_WORD.search(doc.text, end, line.end):
        return True
    lead = li - 1
    while lead >= 0 and doc.lines[lead].bullet and doc.lines[lead].paragraph == line.paragraph:
        lead -= 1
    if lead < 0 or doc.lines[lead].paragraph != line.paragraph:
        return False
    head = doc.lines[lead]
    return bool(_CHANGE_WORD.search(doc.text, head.start, head.end))


# a list's lead that states the record as it is: "Passengers on 3RK2T9:", "Your order now:"
# (not a plan, an offer, a question or a new choice: "I'll change them to:", "New options:")
_STATED_LEAD = re.compile(r"^[^?]*:\s*$")
_LEAD_NOT_STATED = re.compile(
    r"\b(?:will|'ll|would|could|can|should|shall|if|new|options?|choices?|available|want|like|"
    r"plan|proposed|requested|asked|change (?:it|them) to|to:)\b",
    re.IGNORECASE,
)


def stated_list_item(doc: Doc, line: Any) -> bool:
    """Is ``line`` a list item under a lead line that states the record as it is?"""
    if not line.bullet or line.parent < 0:
        return False
    lead = doc.lines[line.parent]
    text = doc.text[lead.start : lead.end]
    return bool(_STATED_LEAD.search(text)) and not _LEAD_NOT_STATED.search(text)


# a lead over what was done: "Summary of today's refunds to your gift card:", "Cancelled today:"
_DONE_LEAD = re.compile(
    r"\b(?:refunds|refunded|cancel?lations|cancel?led|canceled|returns (?:made|processed)|"
    r"what (?:went through|was done|is done)|completed|processed|done)\b",
    re.IGNORECASE,
)
_NOT_DONE_LEAD = re.compile(
    r"\b(?:expect|expected|pending|upcoming|to come|possible|eligible|estimated|not|n't|still|"
    r"failed|remaining|left)\b",
    re.IGNORECASE,
)


def done_list_item(doc: Doc, line: Any) -> bool:
    """Is ``line`` a list item under a stated lead that names what was done ("Summary of
    today's refunds to your gift card:" then "2. #W5481803 (...): $397.26")? The item is then
    said to be among what was done."""
    if not stated_list_item(doc, line):
        return False
    lead = doc.lines[line.parent]
    text = doc.text[lead.start : lead.end]
    return bool(_DONE_LEAD.search(text)) and not _NOT_DONE_LEAD.search(text)


def done_list_leads(doc: Doc) -> set[int]:
    """The lines that lead a list of what was done: their own words name no one entity, the
    items say whose."""
    return {ln.parent for ln in doc.lines if ln.bullet and done_list_item(doc, ln)}


def leads_dropped(
    doc: Doc, found: list[Found], names: list[str], other_names: list[str]
) -> list[Found]:
    """The claims of a lead line that names nothing and heads a list ("Here's what went through
    on your account:" then "- **XEHM4B:** ..."): the items say what each claim is of, unless an
    item names the entity and claims nothing itself ("Done:" then "- XEHM4B")."""
    if not found or not any(ln.bullet for ln in doc.lines):
        return found
    heads = {ln.parent for ln in doc.lines if ln.bullet and ln.parent >= 0}
    if not heads:
        return found
    mine = find_refs(doc, names)
    theirs = find_refs(doc, other_names)
    every = mine + theirs
    claimed = {doc.line_of(f.start) for f in found}
    out = []
    own_ids = find_refs(doc, [n for n in names if ID_ANCHOR.match(n)])
    for f in found:
        li = doc.line_of(f.start)
        line = doc.lines[li]
        own_after = any(doc.lines[doc.line_of(a)].parent != li and a > line.end for a, _ in own_ids)
        lead = (
            li in heads
            and doc.text[line.start : line.end].rstrip(" *_").endswith(":")
            # (its last sentence: "... has been booked. Here are the details:" claims first)
            and doc.sentence_of(f.start) == doc.sentence_of(max(line.start, line.end - 1))
            and not any(
                line.start <= a < line.end
                # (the claim's own word is no name where the items name other entities and the
                # change's id is named after the list: "Cancelled:" heading the other cancelled
                # bookings, then "MSJ4OA I still need to confirm")
                and not (f.start <= a < f.end and _items_name(doc, li, theirs) and own_after)
                for a, _ in every
            )
        )
        bare = [
            k
            for k, ln in enumerate(doc.lines)
            if ln.parent == li and k not in claimed and any(ln.start <= a < ln.end for a, _ in mine)
        ]
        if lead and not bare:
            continue
        out.append(f)
    return out


def _items_name(doc: Doc, lead: int, refs: list[tuple[int, int]]) -> bool:
    """Does a list item under the ``lead`` line name one of ``refs``?"""
    return any(
        ln.parent == lead and any(ln.start <= a < ln.end for a, _ in refs) for ln in doc.lines
    )


def headed_by_other(doc: Doc, at: int, theirs: list[tuple[int, int]]) -> bool:
    """Does the list item of ``at`` open with another entity's id ("- **8C8K4E** — cancelled,
    $5,680 refund")? Its topic words are that entity's."""
    line = doc.lines[doc.line_of(at)]
    if not line.bullet:
        return False  # a paragraph opening with an id goes on to other sentences
    lead = _LINE_LEAD.match(doc.text, line.start, line.end)
    start = lead.end() if lead else line.start
    return any(r[0] == start and r[1] <= at for r in theirs)


_LINE_LEAD = re.compile(r"[^\S\n]*(?:[-*\u2022]|\d+[.)])?[^\S\n]*(?:\*\*|__|`)?#?")


# a clause with its verb left out, after a claim: "#W25 and #W54 were cancelled earlier; #W73
# and #W48 both just now"
_NEXT_CLAUSE = re.compile(r";\s*([^;.!?\n]{1,80}?)\s*(?=[;.!?\n]|$)")
_GAPPED_BODY = re.compile(
    r"(?:[#\w-]{3,}(?:\s*,\s*|\s+and\s+|\s*&\s*))*[#\w-]{3,}(?P<tail>(?:\s+(?:both|too|also|"
    r"as well))?\s+(?:just now|earlier(?: today)?|today|yesterday|this (?:morning|afternoon|"
    r"evening)|too|as well|also))",
    re.IGNORECASE,
)


def gapped(doc: Doc, found: list[Found]) -> list[Found]:
    """The claim of a clause repeated for the next one when that one leaves the verb out."""
    out = []
    for f in found:
        if f.mode or not f.values:
            continue
        semi = doc.text.find(";", f.end, doc.sentences[doc.sentence_of(f.start)].end)
        nxt = _NEXT_CLAUSE.match(doc.text, semi) if semi >= 0 else None
        if nxt is None:
            continue
        body = _GAPPED_BODY.fullmatch(nxt.group(1))
        if body:  # (the claim after the names, as its verb would be)
            out.append(Found(nxt.start(1) + body.start("tail") + 1, nxt.end(1), f.values))
    return out
