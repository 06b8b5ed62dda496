"""A value the agent settles on over another it doubted: the one it goes by is stated, the
doubted ones are set aside.

Doubt puts every value of its sentence to verification (modality). When the message then leaves
nothing open (no question or request to the user about the fact, no check announced, no two
outcomes held side by side, nothing called tentative), the agent has settled: a value it says it
goes by ("the May 20 entry can't be right; I'm sticking with May 23"), or else the one value it
states plainly beside another value it doubted ("something's off: the update reported success,
but 3RK2T9 still lists Mei Lee"), is asserted, and the values it doubted are denied. A value
stated and doubted with no other value beside it stays put to verification.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from sscb_dsl.text.discourse import Doc

if TYPE_CHECKING:
    from sscb_dsl.text.reading import Mention

# the agent's choice right before the value it keeps: "I'll go by the 25th", "I'm sticking with
# Thursday, May 23", "that's wrong: HAT228 is on Wednesday the 22nd", "the actual date is ..."
_WENT_BY = re.compile(
    r"\b(?:i(?:'ll| will|'m going to| am going to) (?:go by|go with|stick with|stay with|work "
    r"(?:from|with)|plan (?:on|around))|i(?:'m| am) (?:sticking|staying|going) with|i(?:'d| would) "
    r"(?:go by|go with|stick with)|the (?:actual|real|correct|right) (?:date|return(?: date)?|day|"
    r"value|one) is|(?:'s|\bis|\bwas|\bare) (?:wrong|incorrect|a mistake|an error|a data error)\s*"
    r"[:;,\u2014\u2013-]|so (?:you(?:'ve| have)? (?:have|got)|yours (?:is|are)))"
    r"(?:(?!\b(?:perhaps|maybe|probably|likely|possibly|might|may)\b)[^.;!?\n]){0,50}$",
    re.IGNORECASE,
)
# something left open: a question to the user about the fact ("which one do you actually have?",
# "can you confirm ...?"), a check the agent announces ("let me check the catalogue"), or two
# outcomes held side by side ("either ... or", "if it did ...; if not ...")
_LEFT_OPEN = re.compile(
    r"\b(?:which (?:one|date|day|value|label|size|colou?r|is|it is|of (?:the|these|those))|"
    r"confirm|right|correct|accurate|actual|actually|real|really|sure|do you (?:have|remember|know|"
    r"recall)|what (?:date|day)|when)\b"
    r"[^.!?\n]*\?|"
    r"\b(?:tentative|provisional|unconfirmed|to see (?:what|whether|if)|until (?:we|i|you)(?:'ve| "
    r"have)? (?:confirmed|checked|verified|seen))\b|"
    r"\b(?:i'?m|i am) going to (?:check|verify|confirm|re-?check|pull|look)\b|"
    r"\b(?:can|could|would) you (?:please )?(?:check|confirm|verify|double[- ]check|let me know|"
    r"tell me)\b|\b(?:can|could) you\b[^.!?\n]*\?|"
    r"\buntil (?:i|we) (?:know|see|check|confirm|hear)\b|"
    r"\bwhich (?:one )?is (?:right|correct)\b|"
    r"\b(?:can(?:'|no)?t|cannot|couldn'?t) (?:tell|say|know) (?:which|whether|for sure)|\bnot sure "
    r"(?:which|whether)\b|"
    r"\b(?:let me|i(?:'ll| will|'d like to| would like to| want to| need to)) (?:first )?"
    r"(?:check|verify|confirm|double[- ]check|re-?check|re-?open|look (?:again|into)|pull|make "
    r"sure)\b|\b(?:and|to) make sure\b|\bbefore (?:i|we) (?:confirm|call it|count)\b|"
    r"\b(?:either\b[^.!?\n]*\bor|two possibilities|depends on whether|if (?:it|they) (?:did|didn't|"
    r"has|hasn't|is|isn't)\b[^.!?\n]*\bif not)\b",
    re.IGNORECASE,
)


def went_by(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Mentions settled over a doubt: when the message leaves nothing open, the value the agent
    says it goes by, else the one value it states plainly, is asserted and the doubted mentions
    of other values are denied; otherwise unchanged."""
    if not any(m.mode == "asked" for m in mentions) or _LEFT_OPEN.search(doc.text):
        return mentions
    kept = []
    for m in mentions:
        lo = doc.sentences[doc.sentence_of(m.start)].start
        lead = _WENT_BY.search(doc.text[lo : m.start]) if m.values else None
        # (the first value after the choice is the one chosen: "I'm sticking with May 23 as her
        # return — the May 20 entry looks like a data error")
        if lead and not any(lo + lead.start() <= n.start < m.start for n in mentions):
            kept.append(m)
    explicit = bool(kept)
    if not kept:
        # no choice said: the one value stated plainly, when nothing is hedged
        if any(m.mode in ("hedged", "unsure") for m in mentions):
            return mentions
        kept = [m for m in mentions if m.mode == "asserted" and m.values]
    if len({m.values for m in kept}) != 1:
        return mentions  # no value settled on, or more than one
    chosen = set(kept[0].values)
    if not explicit and not any(m.mode == "asked" and not chosen & set(m.values) for m in mentions):
        # nothing else doubted: the value stated plainly and put to a check ("went through. I
        # haven't confirmed it yet — one moment") stays put to it
        return mentions
    return [
        attrs.evolve(m, mode="asserted")
        if set(m.values) == chosen and m.mode == "asked"
        else attrs.evolve(m, mode="denied")
        if m.mode == "asked" and m.values and not chosen & set(m.values)
        else m
        for m in mentions
    ]
