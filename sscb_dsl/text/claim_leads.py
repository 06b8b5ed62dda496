"""Claims that the message's other words govern before they are attributed (text/claims.py): a
lead word standing as its own sentence ("Done! The cancellation of #W93 is in.") says what the
next sentence's claim says, of what that names; a check the message announces that holds back the
agent's own word on the change ("... before I promise you the refund") leaves its claims as the
tool's report."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import ENTITY_ID_IN_TEXT

# a new attempt the check would follow: "once it's in", "after I resubmit", "when I retry"
_NEXT_TRY = re.compile(r"\b(?:once|after|when|if)\b|\bretr(?:y|ied)\b|\bagain\b|\bre-?submit", re.I)
# a check the claims wait for: "before I call it done", "until I've seen it on the order" (the
# agent withholds its own word on the change: what it said of it is the tool's report)
_WITHHELD = re.compile(
    r"\bbefore (?:confirming|promising|calling it|(?:i|we) (?:confirm|call it|promise|tell you|"
    r"count it|treat it|mark it|(?:send|give) you (?:the |any |a )?(?:details|confirmation|"
    r"summary)))\b|\buntil (?:i|we)(?:'ve| have)? (?:see|seen|check|checked|"
    r"confirm|confirmed|verify|verified|re-?check|re-?checked)\b",
    re.IGNORECASE,
)

# a lead word that is a sentence of its own: "Done!", "Success.", "All set —"
_LEAD = re.compile(r"\W*(?:done|success|all set|all done|complete|finished|sorted)\W*", re.I)


def lone_leads(doc: Doc, out: list[Found]) -> list[Found]:
    """A lead word standing as its own sentence ("Done! The cancellation of #W93 is in.") says
    what the next sentence's claim says, of what that claim names: with such a claim there, the
    lead is no claim of its own (whose the next claim is, its references tell)."""
    kept = []
    for f in out:
        s = doc.sentence_of(f.start)
        sentence = doc.sentences[s]
        lone = _LEAD.fullmatch(doc.text, sentence.start, sentence.end) is not None
        said_next = any(
            doc.sentence_of(g.start) == s + 1 and g.values == ("done",) and not g.mode for g in out
        )
        if lone and said_next and s + 1 < len(doc.sentences) and _one_entity(doc, s + 1):
            continue
        kept.append(f)
    return kept


def _one_entity(doc: Doc, s: int) -> bool:
    """Does sentence ``s`` name exactly one booking or order by its id?"""
    sentence = doc.sentences[s]
    ids = {m.group() for m in ENTITY_ID_IN_TEXT.finditer(doc.text, sentence.start, sentence.end)}
    return len(ids) == 1


def withheld(doc: Doc, checks: list[tuple[int, int]]) -> bool:
    """Does a check the message announces hold back the agent's own word on the change ("let me
    re-open it to make sure it shows the return before I promise you the refund")? Not a check
    of an attempt to come ("once it's in, I'll check it again before confirming")."""
    for a, _ in checks:
        sentence = doc.sentences[doc.sentence_of(a)]
        if _WITHHELD.search(doc.text, sentence.start, sentence.end) and not _NEXT_TRY.search(
            doc.text, sentence.start, a
        ):
            return True
    return False
