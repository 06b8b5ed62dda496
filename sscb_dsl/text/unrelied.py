"""A value set aside rather than put to a check: "I'd treat the size as unconfirmed for now",
"I'd rather not count on it until that's cleared up", "I'll take care not to rely on it". The
agent flags the value and declines to build on it, but neither asks about it nor announces a
check: a qualified statement of it, not a verification (modality.mode_at). Definition 3.3 calls
a value used "only to verify that value" a verification; a value declined as a basis is not
being verified."""

from __future__ import annotations

import re
from typing import Any, TypeVar

import attrs

from sscb_dsl.text.discourse import Doc

M = TypeVar("M", bound=Any)

# what is set aside: "it", "that date", "the return date"
_OBJ = r"(?:it|that|this|them|(?:the|that|this|its) \w+(?: \w+)?)"
# the value declined as a basis: "won't rely on", "rather not count on", "wouldn't lean on that
# label", "not going to build the nonstop around it", "treat it as unconfirmed / provisional /
# tentative"
_NOT_RELIED = re.compile(
    r"\b(?:(?:won't|will not|wouldn't|would not|don't want to|do not want to|rather not|"
    r"not going to|can't|cannot|shouldn't|should not|don't|do not|take care not to|"
    r"careful not to|prefer not to)\s+(?:\w+\s+){0,2}?(?:rely|count on|lean on|build|depend|vouch)|"
    r"unconfirmed|provisional(?:ly)?|tentative(?:ly)?|"
    # "I'll hold off on picking a replacement until that's clear", "so I won't assume it", "I'm
    # not going to match on that blindly"
    # (not where the agent's own check is what it waits for, "I'd hold off on counting on the
    # refund until I've confirmed it", nor which value holds, "I'll hold off until we sort out
    # which is right")
    r"hold(?:ing)? off\b(?![^.!?;]{0,60}\buntil (?:i|we)(?:'ve| have)? (?:confirmed|checked|"
    r"verified|re-?checked)\b)(?![^.!?;]{0,60}\buntil (?:you|we|i)(?:'ve| have)? (?:know|"
    r"sort(?:ed)? out|settled?|figured? out|work(?:ed)? out|f(?:i|ou)nd out|confirm(?:ed)?|"
    r"check(?:ed)?|verif(?:y|ied)) which\b)|(?:won't|will not|wouldn't|would not|rather not|"
    r"not going to|don't want to|do not want to)\s+assume\b|"
    r"(?:not|\w+n't)\b[^.!?;]{0,30}\bblindly\b|"
    # "treat that date as uncertain", "which I'd treat with caution"
    r"treat(?:ing)? (?:" + _OBJ + r" )?(?:with caution|as (?:uncertain|unreliable|unverified|"
    r"doubtful|suspect|unclear))|"
    # ("I'll treat the return date as unknown for now"; not "... until we've checked it", a
    # check to come)
    r"treat(?:ing)? (?:" + _OBJ + r" )?as (?:unknown|undetermined|unsettled|an open question)"
    r"(?![^.!?;]{0,60}\buntil (?:i|we|you)(?:'ve| have)? (?:confirmed|checked|verified|"
    r"re-?checked)\b)|"
    # "so I won't read anything into it"
    r"(?:won't|will not|wouldn't|would not|not going to|rather not|shouldn't|don't)\s+read\s+"
    r"(?:anything|too much|much|a lot)\s+into\b|"
    # "I'm not treating that date as reliable", "I wouldn't take it as settled", "take that
    # date with a grain of salt", "I wouldn't take the label at face value"
    r"(?:not|\w+n't)\s+(?:be\s+)?(?:treat(?:ing)?|tak(?:e|ing))\s+(?:" + _OBJ + r"\s+)?"
    r"(?:as (?:reliable|accurate|correct|certain|settled|final|definitive|gospel)|at face value)|"
    r"with a (?:grain|pinch) of salt|"
    # "so I wouldn't put much weight on that label", "I'd not put any stock in it"
    r"(?:not|\w+n't)\s+put\s+(?:much|any|too much|a lot of)\s+(?:weight|stock|faith)\s+(?:on|in)\b|"
    # "so I'll set that aside", "I'm disregarding that field", "I'd rather not act on it", "I
    # won't use that date for anything", "I'll leave it alone" (not "leave it out", which also
    # excludes a payment method for what it is)
    r"set(?:ting)? " + _OBJ + r" aside|(?:leave|leaving|let) " + _OBJ + r" (?:aside|alone|be)\b|"
    # ... but left out only until the doubt is settled: "I'll leave it out of the payment plan
    # until that's sorted"
    r"(?:leave|leaving) " + _OBJ + r" out(?: of [\w -]{1,30}?)? until (?:that|it|this|the [\w-]+)"
    r"(?:'s| is| has been) (?:sorted|resolved|cleared up|confirmed|checked|fixed)\b|"
    r"(?:i'm|i am|i'll|i will) disregard(?:ing)? " + _OBJ + r"|"
    r"(?:won't|will not|wouldn't|would not|rather not|not going to|don't want to|do not want to)"
    r" (?:use|act on) " + _OBJ + r"(?= for anything| until|[.,;!?]))\b",
    re.IGNORECASE,
)
# one of these is in every match of _NOT_RELIED
_NEEDS = (
    "rely",
    "count on",
    "lean on",
    "build",
    "depend",
    "vouch",
    "unconfirmed",
    "provisional",
    "tentative",
    "hold off",
    "holding off",
    "assume",
    "blindly",
    "treat",
    # ("not take it as settled", "at face value", "with a grain of salt")
    "face value",
    "as reliable",
    "as accurate",
    "as correct",
    "as certain",
    "as settled",
    "as final",
    "as definitive",
    "as gospel",
    "of salt",
    # ("wouldn't put much weight on that label")
    "weight on",
    "weight in",
    "stock on",
    "stock in",
    "faith on",
    "faith in",
    "aside",
    "alone",
    # ("I'll let it be", "leaving that date be")
    "let it",
    "let that",
    "let this",
    "let them",
    "let the",
    "let its",
    "leave it",
    "leave that",
    "leave this",
    "leave them",
    "leave the",
    "leave its",
    "leaving it",
    "leaving that",
    "leaving this",
    "leaving them",
    "leaving the",
    "leaving its",
    "disregard",
    "act on",
    # ("won't read anything into it")
    "into",
    # ("use" only before what it is set aside as: "use it", "use that date", "use the 18th")
    "use it",
    "use that",
    "use this",
    "use them",
    "use the",
)
# a check made or asked for now: "let me ...", "I'll check / confirm / pull ...", "one moment",
# "please confirm", a question asking to check or which it is (a check only promised before
# relying on the value, "until I've re-checked", is none; nor is a question about something
# else, "Shall I go ahead with the downgrade?")
_CHECK_ACT = re.compile(
    r"\blet me\b|\blet's (?:check|verify|confirm|look)\b|\b(?:i'll|i will|i'm going to|"
    r"i am going to|i need to|i want to|i'd like to|i'll need to|i'd want to|i'm|we'll|"
    r"we need to)\s+(?:\w+\s+){0,2}?(?:check|checking|verify|verifying|confirm|confirming|look|"
    r"looking|pull|pulling|re-?read|re-?open|reopen|open|double-check|compare|ask|see|"
    r"re-?check)\b|\b(?:and|then) (?:check|verify|confirm|look|pull|double-check|re-?check)\b|"
    # ("I can't tell which it is", "no way to settle which label is correct", "either the record
    # is wrong or the legs are mixed up": a verification, as the issue has it)
    r"\b(?:can't|cannot|can not|no way to|unable to|not able to)\s+(?:\w+\s+){0,2}?(?:tell|"
    r"settle|say|know|determine|decide)\s+which\b|\beither (?!way\b)[^.!?\n]{1,80}?\bor\b|"
    # ("... as suspect until you confirm it": the user is asked to check)
    r"\buntil (?:you|we) (?:can )?(?:confirm|check|verify)\b|"
    r"\bone moment\b|\bgive me a (?:moment|second|minute)\b|\bplease (?:confirm|"
    r"check|verify|double-check|let me know|tell)\b",
    re.IGNORECASE,
)
# a question that asks for a check or for which value holds: "Can you confirm the date?", "Which
# is right?", "Do you have the confirmation email handy?", "Is it a gift card?"
_CHECK_QUESTION = re.compile(
    r"(?:^|[.!?\n]\s*)[^.!?\n]*\b(?:confirm|check|verify|which|what (?:date|day|size|colou?r|"
    r"type|kind)|what (?:does|do|did)|is (?:it|that|this)|are (?:they|those)|"
    # ("Is your return Monday the 20th, or a different day?": the value asked of the user)
    r"(?:is|are|was|were) your|do you (?:\w+ )?"
    r"(?:have|see|recall|remember|know)|can you|could you|tell me|look at|say|"
    r"show|handy)\b[^.!?\n]*\?"
    # a tag question ("..., correct?", "Is that right?") asks for a check where it takes a value
    # up (a pronoun, a figure, a day): "Economy for all three on both flights, correct?" asks the
    # go-ahead for something else
    r"|(?:^|[.!?\n]\s*)(?=[^.!?\n]*\b(?:that|it|this|those|these|date|day)\b|[^.!?\n]*\d)"
    r"[^.!?\n]*\b(?:correct|right)\b[^.!?\n]*\?",
    re.IGNORECASE,
)


_USERS = re.compile(r"\byou(?:'d|'ll|'re| would| will| are)?\s+$", re.IGNORECASE)


def aside_sentences(doc: Doc) -> frozenset[int]:
    """The sentences (indices) that decline to build on a value, where the message neither
    makes nor asks for a check; empty otherwise."""
    text = doc.text
    low = text.lower()
    if not any(w in low for w in _NEEDS):
        return frozenset()  # (most messages: none of the words every set-aside contains)
    # (the user's own choice is no value set aside: "if you'd rather not use the Visa")
    found = [m for m in _NOT_RELIED.finditer(text) if not _USERS.search(text, 0, m.start())]
    if not found or _CHECK_ACT.search(text) or _CHECK_QUESTION.search(text):
        return frozenset()
    return frozenset(doc.sentence_of(m.start()) for m in found)


def set_aside(doc: Doc, start: int) -> bool:
    """Is the value at ``start`` set aside: declined as a basis in its sentence or one of the two
    after it ("The order lists 100ml. I don't think that's right: ... I'll treat the size as
    unconfirmed"), no check made or asked for in the message?"""
    return _within(aside_sentences(doc), doc.sentence_of(start))


def _within(marks: frozenset[int], at: int) -> bool:
    """Is a set-aside sentence at ``at`` or one of the two after it?"""
    return at in marks or at + 1 in marks or at + 2 in marks


def set_aside_mentions(doc: Doc, mentions: list[M]) -> list[M]:
    """The mentions stated, reported or asked about that are set aside, hedged; the others as
    they are ("The record shows 100ml for your bottle, but I'm not going to rely on it")."""
    marks = aside_sentences(doc) if mentions else frozenset()
    if not marks:
        return mentions
    return [
        attrs.evolve(m, mode="hedged")
        if m.mode in ("asked", "asserted", "reported")
        and m.values
        and _within(marks, doc.sentence_of(m.start))
        else m
        for m in mentions
    ]
