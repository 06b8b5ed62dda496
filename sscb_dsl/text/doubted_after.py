"""Doubts, denials and admissions said after a value, in later clauses of its sentence or in
the sentences after it ("..., which can't be right", "..., but that's wrong", "..., but I haven't
confirmed that"): what :func:`sscb_dsl.text.modality.mode_at` reads after the value's own
clause. Split from text/modality.py, which reads the clause itself."""

from __future__ import annotations

import re

from sscb_dsl.text.check_after import CHECK_ANNOUNCED
from sscb_dsl.text.checks_said import checks_said
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import CONCEDED_AFTER, DOUBT, SOFT_DOUBT
from sscb_dsl.text.modality_phrases import (
    _ANAPHORICDOUBT,
    _BACK_NOUN,
    _DOUBT_OF_OTHER,
    _HEDGE,
    _REPORTED,
    NEXT_DOUBTS,
)
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.value_clause_phrases import _TREATED_AS, SELF_DOUBT, SO_THEN


def sentence_text(doc: Doc, i: int) -> str:
    """The text of ``doc``'s sentence ``i``."""
    s = doc.sentences[i]
    return doc.text[s.start : s.end]


def untreated(text: str) -> str:
    """``text`` without its stances (_TREATED_AS), scanned only where one of its verbs occurs."""
    hit = "reat" in text or "REAT" in text or "ak" in text or "AK" in text
    return _TREATED_AS.sub(" ", text) if hit else text


def _conceded(doc: Doc, start: int, doubt: re.Match[str]) -> bool:
    """Is a soft doubt ending its segment conceded by what follows in the sentence ("It's
    unusual, but that's the date on file": the value held, no doubt left)?"""
    end = doc.sentences[doc.sentence_of(start)].end
    return bool(
        SOFT_DOUBT.fullmatch(doubt.group())
        and CONCEDED_AFTER.match(doc.text[start + doubt.end() : end])
    )


# a source's own value said: "the system briefly showed the 18th", "the record lists 2024-05-18"
_OTHER_SOURCE_VALUE = re.compile(
    r"\b(?:the|its|our) (?:system|record|reservation|booking|order|profile|catalogue|catalog|"
    r"data)\b[^.;!?]{0,30}?\b(?:showed|shows|said|says|lists|listed|had|has|reads|read)\b"
    r"[^.;!?]{0,20}?\d",
    re.IGNORECASE,
)


def _item_line(doc: Doc, line: int) -> bool:
    """Is ``line`` one item of a block: a bullet, a quoted or table line, or a line with no
    sentence end under a lead ending in a colon ("Here's the raw record:")?"""
    while line >= 0:
        ln = doc.lines[line]
        body = doc.text[ln.start : ln.end].strip()
        if ln.bullet or ln.quoted or body.startswith("|"):
            return True
        if not body or body.endswith((".", "!", "?", ":")) or line == 0:
            return False
        line -= 1
        if doc.lines[line].header:
            return True
    return False


def _block_end(doc: Doc, sentence: int) -> int:
    """The last sentence of the block of item lines holding ``sentence`` (itself when its line
    is no item line)."""
    line = doc.line_of(doc.sentences[sentence].start)
    if not _item_line(doc, line):
        return sentence
    while line + 1 < len(doc.lines) and _item_line(doc, line + 1):
        line += 1
    last = doc.lines[line]
    return max(sentence, doc.sentence_of(max(last.start, last.end - 1)))


def doubted_after(doc: Doc, seg_index: int) -> bool:
    """A later segment of the sentence, or the next sentence (the one after it too, where a noun
    takes the value up), doubts the statement by referring back to it (that / this / it / which
    ... cannot be right, isn't possible)."""
    seg = doc.segments[seg_index]
    # (a value on a line of a quoted or listed block is taken up after the block: "Here's the
    # raw record: / `HAT290 | DEN → LAS | 2024-05-18` / `HAT003 | ...` / The return is dated
    # before the departure, which can't be right.")
    last = _block_end(doc, seg.sentence)
    later = [
        s
        for s in doc.segments[seg_index + 1 :]
        if s.sentence in (seg.sentence, last + 1, last + 2) or seg.sentence < s.sentence <= last
    ]
    for s in later:
        text = doc.text[s.start : s.end]
        if s.sentence == seg.sentence and _OTHER_SOURCE_VALUE.search(text):
            # ("your return is on the 20th — the system briefly showed the 18th, which can't be
            # right": another source's value said between, which the doubt takes up)
            return False
        # ("HAT106 gets you home on the 20th. (The record shows the 16th for that leg, but ...
        # it can't be the real date.)": a pronoun's doubt is of what its own sentence reports)
        reported_there = s.sentence > seg.sentence and _REPORTED.search(
            doc.text, doc.sentences[s.sentence].start, s.start
        )
        # (a noun taking the value up reaches over a sentence between: "... 1000 ml according
        # to the order. The catalogue says 500 ml, so I'm treating the capacity as unconfirmed")
        if (
            (
                (_ANAPHORICDOUBT.search(text) and s.sentence <= last + 1 and not reported_there)
                or _BACK_NOUN.search(text)
            )
            # ("..., though I'd treat that as unconfirmed": a stance on it, no doubt voiced; a
            # noun taking it up over a listing is read as doubting it, above)
            and (
                d := search(
                    DOUBT,
                    text if _BACK_NOUN.search(text) else untreated(text),
                    probe(doc.text),
                )
            )
            and not _DOUBT_OF_OTHER.search(text)
            and not _conceded(doc, s.start, d)
        ):
            return True
        if s.sentence == seg.sentence and _ANAPHORIC_QUESTION.search(text):
            return True  # "... shows as small — is that what you ordered?"
        if (
            s.sentence == seg.sentence
            and _AFTER_STOP.search(doc.text, max(0, s.start - 3), s.start)
            and (d := _BARE_DOUBT.match(text))
            and _BARE_END.match(doc.text[: doc.sentences[s.sentence].end], s.start + d.end())
            and not _DOUBT_OF_OTHER.search(text)
            and not _conceded(doc, s.start, d)
        ):
            return True  # "... files it as a gift card — odd for a Visa-branded card"
        if (
            s.sentence == seg.sentence
            and _NOT_SEEN_YET.search(text)
            # ("It looks like the update went through, though I haven't confirmed it": the
            # statement hedged in its own words; the admission is why, no check announced)
            and not search(
                _HEDGE, doc.text[doc.sentences[seg.sentence].start : seg.end], probe(doc.text)
            )
            # (nor with no check announced and nothing asked: "The system reported success,
            # though I haven't seen the updated booking myself yet" passes it on unvouched)
            and CHECK_ANNOUNCED.search(doc.text)
        ):
            return True  # "the bag I just added ..., but I haven't seen it on the booking yet"
        if (
            s.sentence == seg.sentence
            and _AFTER_STOP.search(doc.text, max(0, s.start - 3), s.start)
            and checks_said(doc.text[doc.sentences[seg.sentence].start : s.start], text)
        ):
            return True  # "... went in; I'm going to re-read your account to be sure it stuck."
    nxt = seg.sentence + 1
    if nxt >= len(doc.sentences):
        return False
    said, after = sentence_text(doc, seg.sentence), sentence_text(doc, nxt).strip()
    # "HAT228 is on May 20. I'll verify that.": the whole next sentence announces the check
    if checks_said(said, after):
        return True
    # ... or after the speaker's own doubt of it ("I'm not sure about that, so let me check.",
    # "I'm not sure about that. Let me check.")
    so = SO_THEN.search(after)
    if so and (NEXT_DOUBTS.match(after[: so.start()] + ".") or SELF_DOUBT.match(after)):
        return checks_said(said, after[so.end() :])
    return (
        nxt + 1 < len(doc.sentences)
        and bool(NEXT_DOUBTS.match(after) or SELF_DOUBT.match(after))
        and checks_said(said, sentence_text(doc, nxt + 1))
    )


# a clause of a doubt word alone, taking up what came before it: "— odd for a Visa", "— rather
# strange." (not "— odd, since gift cards are normally accepted": the oddity of an event)
_BARE_DOUBT = re.compile(
    r"^\W*(?:(?:which|that|this)(?:'s| is| seems| looks) |(?:seems|looks) )?(?:(?:a bit|rather|"
    r"quite|very|pretty|somewhat|a little) )?(?:odd|strange|unusual|suspicious|questionable|"
    r"doubtful|weird|surprising)\b"
    # ("... is listed for May 17 — before you even reach San Francisco")
    r"|^\W*before (?:you|they|he|she|we)(?:'d| would)? even (?:arrive|land|get there|get back|"
    r"leave|depart|fly out|reach)\b[^.;!?,\u2014\u2013]*",
    re.IGNORECASE,
)


# what may follow it in the sentence: its kind ("for a Visa") or the sentence's end
_BARE_END = re.compile(r"\s+for\s+an?\b|\s*(?:[.!)]|$)")


def unseen_after(doc: Doc, seg_index: int) -> bool:
    """A later segment of the sentence says the agent has not yet seen or checked what it just
    stated ("..., but I haven't confirmed that against the listing")."""
    seg = doc.segments[seg_index]
    return any(
        s.sentence == seg.sentence and _NOT_SEEN_YET.search(doc.text[s.start : s.end])
        for s in doc.segments[seg_index + 1 :]
    )


# the record's value set aside by the next clause: "The order page says 6 hours, but that's not
# right for this item", "..., but that's wrong"
_DENIED_NEXT = re.compile(
    r"\W*(?:but|however|yet)\s*,?\s*(?:that|this|it)(?:'s|\u2019s| is| was)\s+(?:simply |just |"
    r"clearly )?(?:not (?:right|correct|accurate|the case)|wrong|incorrect|inaccurate|an? "
    r"(?:error|mistake|typo))\b"
    # another value chosen over it: "The order line says 6 hours, but I'll go with the 8-hour
    # battery you have in hand" (not the record sided with: "but I'll go with the order")
    r"|\W*(?:but|however)\s*,?\s*(?:i(?:'ll| will|'m going to| am going to)|we(?:'ll| will))\s+"
    r"(?:go with|go by|work from|stick with|rely on)\s+(?:the|your|what you)\b"
    r"(?!\s+(?:[\w-]+\s+){0,2}?(?:order|record|system|listing|reservation|booking|catalog(?:ue)?|"
    r"profile|entry|data|line|page|response|tool|confirmation)s?\b)",
    re.IGNORECASE,
)


def denied_next(doc: Doc, seg_index: int) -> bool:
    """Does the next segment of the sentence set the reported value aside (above)?"""
    seg = doc.segments[seg_index]
    nxt = seg_index + 1
    return (
        nxt < len(doc.segments)
        and doc.segments[nxt].sentence == seg.sentence
        and bool(_DENIED_NEXT.match(doc.text, doc.segments[nxt].start, doc.segments[nxt].end))
    )


_AFTER_STOP = re.compile(r"[;\u2014\u2013]\s*$|\s-\s$")


# A later clause saying the agent has not seen it confirmed: the statement is still to check.
_NOT_SEEN_YET = re.compile(
    r"^\W*(?:but|though|although|and|yet)?\s*,?\s*(?:i|we) (?:haven't|have not|havent|didn't|did "
    r"not) (?:yet |actually )?(?:been able to )?(?:seen|see|confirmed|confirm|verified|verify|"
    r"checked|check|double[- ]checked|double[- ]check|re-?checked|re-?check|cross-checked|"
    r"cross-check) "
    r"(?:it|that|this|them|those)\b",
    re.IGNORECASE,
)


# A question of the same sentence that takes the statement up: "— is that what you ordered?",
# ", right?".
_ANAPHORIC_QUESTION = re.compile(
    # (not a wish asked: "— is that what you're after?")
    r"^\W*(?:but\s+|and\s+)?(?:is|was|does|did|do)\s+(?:that|this|it)\b(?!\s+(?:what|something) "
    r"you(?:'re| are)? (?:after|looking for|want|need|had in mind)\b)[^.!?]*\?|^\W*(?:right|"
    r"correct)\s*\?"
    # "... on May 22 — please confirm that's the return date you have" (not "please confirm that
    # you'd like to go ahead", a consent)
    r"|^\W*(?:but\s+|and\s+)?(?:please|could you|can you) (?:confirm|check|verify|double[- ]check) "
    r"(?:that )?(?:that's|that is|this is|it's|it is)\b"
    # "- SFO → IAH on 2024-05-17 (HAT278) — please check this one, as it falls before ..."
    r"|^\W*(?:but\s+|and\s+)?(?:please|could you|can you) (?:confirm|check|verify|double[- ]check) "
    r"(?:this|that) one\b",
    re.IGNORECASE,
)
