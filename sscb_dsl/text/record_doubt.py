"""A record put in doubt, or vouched for, with no value said (built-ins ``doubted`` and
``vouched``): "something about the return leg's date doesn't line up", "that method's type is
recorded oddly", "- $500 balance (type unclear)"; "the dates on GV1N64 look fine to me". The
message takes the faulted field up without saying what it holds, so its use cannot be placed: a
rule reads it as unresolved, never as "no use" (docs/engine.md, the abstention principle)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.doubt_phrases import DOUBT
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.refs import anchor_list, refs_in

# doubts of a record that doubt_phrases leaves to the value's own reading: "may not be
# accurate", "looks a little off", "(type unclear)", "doesn't quite match", "isn't right",
# "recorded oddly", "may not match", "shows something different", "may or may not have taken"
_RECORD_DOUBT = re.compile(
    r"\b(?:(?:may|might|could) not be (?:fully |entirely |quite )?(?:accurate|correct|right|"
    r"reliable|current|up to date)|(?:looks?|seems?|reads?|is|are) (?:a (?:little|bit|touch) |"
    r"slightly |somewhat |rather |a little bit )?off\b(?! (?:the|on|at|in|for|from)\b| to "
    r"(?!me\b|us\b))|unclear|uncertain|oddly|strangely|unusually|inconsistently|incorrectly|"
    r"wrongly|suspiciously|(?:doesn'?t|does not|don'?t|do not) (?:quite |really |entirely |"
    r"exactly )match|(?:isn'?t|aren'?t|is not|are not|'s not) (?:quite )?right\b|"
    # ("the update and the booking aren't lining up yet")
    r"(?:isn'?t|aren'?t|is not|are not) (?:quite )?(?:lining up|matching up|adding up)|"
    # ("may not match your own itinerary", "shows something different from the confirmation")
    r"(?:may|might|could) not (?:quite |exactly )?match|"
    r"(?:shows?|says?|has) something (?:different|else)\b|"
    # ("I'm seeing something unexpected on 1N99U6 after the update")
    r"something unexpected|unexpected (?:value|entry|record|type|date|result|reading)s?\b|"
    # ("the earlier change may or may not have taken")
    r"\b(?:may|might) or (?:may|might) not\b)",
    re.IGNORECASE,
)

# a record taken up to be looked at again, its value unsaid: "need a closer look", "let me look
# at it again", "look more closely at", "let me sort that out first", "I'll dig into it",
# "re-check" (not a look already taken and reported: "I've checked it again")
_RECHECK = re.compile(
    r"\b(?:(?:a |an )?(?:closer|second|another|fresh|more careful|careful|proper) look\b|"
    r"(?<!\bi )(?<!\bi've )(?<!\bi have )(?<!\bwe've )(?<!\bi just )"
    r"(?:look|looking|check|checking|verify|verifying|review|reviewing|examine|examining|go over|"
    r"going over)\b[^.;!?]{0,40}?\b(?:again|once more|more closely|more carefully|a bit closer)\b|"
    r"re-?(?:check|verify|examine|review)(?:ing)?\b|"
    r"(?:look|looking|dig|digging) into (?:it|this|that|them|these|those|what|how|why|whether)\b|"
    r"sort(?:ing)? (?:it|this|that|them|these|those) out\b|sort(?:ing)? out (?:the|its|what)\b|"
    r"get to the bottom of|investigat(?:e|ing)\b)",
    re.IGNORECASE,
)

# a record judged sound: "look fine", "seems right", "is in order", "checks out", "all good"
_VOUCHED = re.compile(
    r"\b(?:(?:looks?|looked|seems?|seemed|appears?|is|are|'s|'re|was|were)\s+(?:all\s+|"
    r"perfectly\s+|completely\s+|entirely\s+)?(?:fine|right|correct|good|ok|okay|in order|"
    r"accurate|consistent|as expected)|checks? out|checked out|all good)\b(?!\s+(?:to (?!me\b|"
    r"us\b)|for (?:a|an|the|your)\b))",
    re.IGNORECASE,
)


def _said_of(text: Any, words: Any, pattern: re.Pattern[str], doubt: bool) -> bool | None:
    """Does a sentence of ``text`` (a part of it between semicolons) match ``pattern`` (or, for
    a doubt, doubt_phrases' doubt too) and name one of ``words``? Unknown on a non-text message
    or a non-list of words."""
    if not isinstance(text, str):
        return None if text is None else False
    names = anchor_list(words)
    if names is None:
        return None
    if not names:
        return False
    doc = parse(text)
    if not ((doubt and search(DOUBT, doc.text, probe(doc.text))) or pattern.search(doc.text)):
        return False
    for i, sentence in enumerate(doc.sentences):
        # (each part between semicolons: "The date is fine; your outbound's time looks odd")
        for part in doc.text[sentence.start : sentence.end].split(";"):
            if not ((doubt and DOUBT.search(part)) or pattern.search(part)):
                continue
            if refs_in(part, names):
                return True
            if i and _TAKEN_UP.match(part):
                # "... but the reservation I just pulled shows 0. One of those is out of date":
                # a sentence opening on what the one before named is said of it
                before = doc.sentences[i - 1]
                if refs_in(doc.text[before.start : before.end], names):
                    return True
    return False


# a sentence's subject taking up what the sentence before named: "One of those", "Either",
# "Neither of them", "Which one"
_TAKEN_UP = re.compile(
    r"\W*(?:(?:and|but|so|yet)\W+)?(?:(?:one|either|neither|each|both|any|which) of (?:those|these|"
    r"them|the two)|either one|neither one|which one|those two|these two|the two)\b",
    re.IGNORECASE,
)


def doubted(text: Any, words: Any) -> bool | None:
    """Built-in ``doubted``: does a sentence of the message voice a doubt of a record and name
    one of ``words`` (the faulted field's words: "date", "type", "battery life", "reservation")?"""
    return _said_of(text, words, _RECORD_DOUBT, doubt=True)


def rechecked(text: Any, words: Any) -> bool | None:
    """Built-in ``rechecked``: does a sentence of the message take a record up to be looked at
    again ("needs a closer look", "let me look at it again", "let me sort that out") and name one
    of ``words``? Nobody looks again at what they trust: the record's value is taken up unsaid."""
    return _said_of(text, words, _RECHECK, doubt=False)


def vouched(text: Any, words: Any) -> bool | None:
    """Built-in ``vouched``: does a sentence of the message judge a record sound ("look fine",
    "checks out") and name one of ``words``, nothing in the message doubting anything?"""
    found = _said_of(text, words, _VOUCHED, doubt=False)
    if not found:
        return found
    # (set against a doubt of something else, "the date is fine; the time looks odd", the
    # judgement only says where the problem is not)
    plain = parse(str(text)).text
    return not (search(DOUBT, plain, probe(plain)) or _RECORD_DOUBT.search(plain))
