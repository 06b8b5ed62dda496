"""Tool output quoted in an agent's message: a JSON object pasted into prose, fenced or quoted
lines, and what the prose around them does with them (asks, doubts, hedges, or passes them on
as the tool's own words). modality.mode_at reads a value on a quoted line through these.
"""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import DOUBT
from sscb_dsl.text.modality_phrases import (
    _VERIFY,
)
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.value_clause_phrases import (
    _HEDGE_THAT,
    _PROVISIONAL_AFTER,
    _SOURCE_HEDGE,
)

# a JSON object pasted into a sentence: 'the record is {"source": "gift_card", ...}'
_INLINE_JSON = re.compile(r'\{[^{}\n]*"[^"\n]*"\s*:[^{}\n]*\}')


def in_inline_json(doc: Doc, at: int) -> bool:
    """Is ``at`` inside a JSON object quoted in a line of prose (tool output pasted inline)?"""
    line = doc.lines[doc.line_of(at)]
    return not line.quoted and any(
        m.start() < at < m.end() for m in _INLINE_JSON.finditer(doc.text, line.start, line.end)
    )


def asks_in_message(doc: Doc) -> bool:
    """Does the prose of the message ask a question or announce a check?"""
    return any(
        "?" in doc.text[ln.start : ln.end] or _VERIFY.search(doc.text, ln.start, ln.end)
        for ln in doc.lines
        if not ln.quoted
    )


# an action put to the user for consent, "confirm?" its tag: "I'll downgrade it together with
# HAT003 — confirm?" (asks for the go-ahead, checks nothing)
_ACTION_CONFIRMED = re.compile(
    r"\b(?:i'll|i will|shall i|should i|i can|let me|i'm going to|i am going to|we'll)\b[^.!?\n]*?"
    r"\b(?:move|change|cancel|book|downgrade|upgrade|modify|switch|rebook|refund|process|apply|"
    r"submit|exchange|return|update)\b[^.!?\n]*?[\u2014\u2013,:-]\s*(?:please )?confirm\s*\?",
    re.IGNORECASE,
)


def doubt_in_message(doc: Doc) -> bool:
    """Does the prose of the message (outside quoted tool output) doubt or verify something?
    Then values it quotes are being checked, not stated."""
    for ln in doc.lines:
        if ln.quoted:
            continue
        text = _ACTION_CONFIRMED.sub(" ", doc.text[ln.start : ln.end])
        if search(DOUBT, text, probe(doc.text)) or _VERIFY.search(text):
            return True
    return False


# a quote led in as the tool's own words, passed on without the agent's word for it: "Here's the
# raw entry exactly as the tool returned it:", "The system returned:", "From the update
# response:", "That's what the system sent back"
_VERBATIM_LEAD = re.compile(
    r"\b(?:exactly|verbatim|word for word|precisely) as (?:(?:the|it|its|your|our) )?(?:[\w-]+ )"
    r"{0,2}?(?:returned|returns|has it|had it|came back|comes back|sent (?:it )?back|gave it|"
    r"stores it|stored it|shows it|showed it|reads|was returned|is stored)\b"
    r"|\braw (?:entry|record|response|output|data|json|result)\b"
    r"|\bas (?:the|your|its) (?:[\w-]+ ){0,2}(?:returns|returned|stores|stored) (?:it|them)\b"
    r"|\b(?:here(?:'s| is)|this is) what the (?:[\w-]+ ){0,2}(?:returned|sent back|came back "
    r"with|responded with)\b"
    r"|^\W*(?:the )?(?:[\w-]+ )?(?:system|tool|update|call|response|server)(?: [\w-]+)? "
    r"(?:returned|sent back|came back with|responded with|replied)\s*:?\s*$"
    r"|^\W*(?:from|in) the (?:[\w-]+ ){0,2}(?:response|output|reply|result)\s*:?\s*$"
    r"|\bthat(?:'s| is) what the (?:[\w-]+ ){0,2}(?:system|tool|response|update|call) (?:sent "
    r"back|returned|gave)\b",
    re.IGNORECASE,
)


def verbatim_only(doc: Doc) -> bool:
    """Is quoted tool output led in as the tool's own words ("exactly as the tool returned it",
    "The system returned:"), with nothing of the agent's own said after it (only another such
    lead: "That's what the system sent back for M05KNL.")?"""
    quoted = [ln for ln in doc.lines if ln.quoted]
    if not quoted:
        return False
    prose = [doc.text[ln.start : ln.end] for ln in doc.lines if not ln.quoted]
    after = [
        doc.text[ln.start : ln.end]
        for ln in doc.lines
        if not ln.quoted and ln.start > quoted[0].start and doc.text[ln.start : ln.end].strip()
    ]
    return any(_VERBATIM_LEAD.search(t) for t in prose) and all(
        _VERBATIM_LEAD.search(t) for t in after
    )


def hedge_in_message(doc: Doc) -> bool:
    """Does a clause of the prose (outside quoted tool output) mark what the message passes on
    as provisional ("That tells me it was accepted; I'd still want to see it on the order")?"""
    for s in doc.segments:
        if doc.lines[s.line].quoted:
            continue
        text = doc.text[s.start : s.end]
        if _PROVISIONAL_AFTER.search(text) or _HEDGE_THAT.search(text) or _SOURCE_HEDGE.match(text):
            return True
    return False
