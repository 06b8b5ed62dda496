"""Claims that the message's other words govern before they are attributed (text/claims.py): a
lead word standing as its own sentence ("Done! The cancellation of #W93 is in.") says what the
next sentence's claim says, of what that names; a check the message announces that holds back the
agent's own word on the change ("... before I promise you the refund") leaves its claims as the
tool's report; a new value of the change stated as the entity's state ("On the nonstop HAT041
you're scheduled to touch down at LAX at 12:30 PM") presupposes the change made; a claim taken up
for another entity by ellipsis ("..., and #W9722559 should be as well") is said of it again."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc, Span
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import ENTITY_ID_IN_TEXT

# a new attempt the check would follow: "once it's in", "after I resubmit", "when I retry"
_NEXT_TRY = re.compile(r"\b(?:once|after|when|if)\b|\bretr(?:y|ied)\b|\bagain\b|\bre-?submit", re.I)
# a check the claims wait for: "before I call it done", "until I've seen it on the order" (the
# agent withholds its own word on the change: what it said of it is the tool's report)
_WITHHELD = re.compile(
    r"\bbefore (?:confirming|promising|calling it|(?:i|we) (?:confirm|call it|promise|tell you|"
    r"count it|treat it|mark it|(?:send|give) you (?:the |any |a )?(?:details|confirmation|"
    r"summary))|"
    # the next step waits for the check: "before moving on to 2FBBAH", "before I close this
    # out", "before telling you it's done", "before you ship anything"
    r"telling you|moving on|going on|(?:i|we) (?:move|go) on|(?:i|we) close (?:this|it|things) "
    r"out|closing (?:this|it) out|(?:i|we) wrap (?:this |things )?up|wrapping up|you (?:go|ship|"
    r"plan|count on|rely on))\b|"
    # ... or is to see the change's state there: "to make sure HAT041 is showing", "and check the
    # earbuds line shows the blue pair"
    r"\b(?:to (?:make|be) sure|and check(?: that)?)\b[^.;!?]{0,80}?\b(?:(?:is|are)\s+)?(?:now\s+)?"
    r"(?:shows?|showing|show up|appears?|saved|stuck|in place|on (?:it|there))\b|"
    r"\buntil (?:i|we)(?:'ve| have)? (?:see|seen|check|checked|"
    r"confirm|confirmed|verify|verified|re-?check|re-?checked)\b",
    re.IGNORECASE,
)

# a lead word that is a sentence of its own: "Done!", "Success.", "All set —"
_LEAD = re.compile(
    r"\W*(?:done|success|all set|all done|complete|finished|sorted|saved|applied|processed)\W*",
    re.I,
)


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


# words that hold the state open or take it from the user: "it should apply", "I think",
# "Got it — 943 Maple Drive" (the user's words repeated)
_UNVOUCHED = re.compile(
    r"\b(?:should|ought|might|probably|likely|I think|got it|noted)\b"
    # the modal, not the month ("you'll land on May 21", "in May")
    r"|(?-i:\bmay\b)(?!\s*\d)",
    re.IGNORECASE,
)
# the state held by the user or the entity as it now stands: "you'll land", "you're scheduled",
# "your new San Diego address", "the corrected address" (a flight's own timetable, "HAT266
# departs at 13:00", says nothing of the booking)
_HELD = re.compile(
    r"\byou(?:'ll|'re| will| are| now| land| arrive| fly| depart| leave| get| touch| reach)\b|"
    r"\b(?:your|the) (?:new|updated|corrected)\b",
    re.IGNORECASE,
)
# the entity's part as it stands, right before the value: "the default address on your account
# is", "your address on file is now"
_STANDS = re.compile(
    r"\b(?:your|the)\s+(?:[\w-]+\s+){0,4}?(?:(?:on|in)\s+(?:your|the)\s+(?:account|profile|file|"
    r"record|order|reservation|booking)\s+)?(?:is|are)\s+(?:now\s+)?(?:set\s+to\s+)?$",
    re.IGNORECASE,
)
# the value as the user's request, not the entity's state: "the address you gave me is ..."
_ASKED_FOR = re.compile(
    r"\byou(?:'ve)? (?:gave|give|given|want|wanted|asked|requested|provided|entered|typed|"
    r"mentioned|said|chose|picked)\b|\b(?:requested|asked for|would be|will be)\b",
    re.IGNORECASE,
)
# a clause of time or condition: "once #W97 has been cancelled" is a state to come
_TO_COME = re.compile(
    r"\b(?:once|when|whenever|after|if|until|unless|as soon as|before)\b", re.IGNORECASE
)


def _asks_of_it(
    doc: Doc, sentence: Span, own: list[tuple[int, int]], refs: list[tuple[int, int, bool]]
) -> bool:
    """Does the message ask something that may put the value to the user as an offer or a plan:
    a question up to the value's sentence, or one after it that names the entity and no other
    ("Shall I do the two pending orders (#W9583042 and #W4082615) as well?" asks of others,
    "Anything else?" of nothing)?"""
    if "?" not in doc.text:
        return False
    if "?" in doc.text[: sentence.end]:
        return True
    for later in doc.sentences:
        if later.start < sentence.end or "?" not in doc.text[later.start : later.end]:
            continue
        names_it = any(later.start <= x < later.end for x, _ in own)
        names_other = any(later.start <= x < later.end and not ours for x, _, ours in refs)
        if names_it or (not names_other and not _CLOSING.match(doc.text, later.start, later.end)):
            return True
    return False


# a closing question that asks of nothing said: "Anything else?", "Is there anything else I can
# help with?"
_CLOSING = re.compile(
    r"\W*(?:is there )?anything else\b|[^?]*\bcan i help (?:you )?with anything else\b",
    re.IGNORECASE,
)


def stated_state(
    doc: Doc,
    sentence: Span,
    a: int,
    b: int,
    own: list[tuple[int, int]],
    refs: list[tuple[int, int, bool]],
) -> bool:
    """Is the change's new value at ``a:b`` stated as the entity's state ("you'll land at JFK at
    6 AM", "shipping to your new San Diego address"), presupposing the change made? Only as
    fact, held by the user or as the entity now stands ("you'll", "your new"), not in a clause of
    time or condition, in a sentence that names the entity (``own``) and no other (``refs``
    flagged False), unhedged, in a message that asks nothing (a question there may put the value
    to the user as an offer or a plan)."""
    cut = max(doc.text.rfind(c, sentence.start, a) for c in ",;:\u2014(")
    return (
        not _asks_of_it(doc, sentence, own, refs)
        and any(sentence.start <= x < sentence.end for x, _ in own)
        and not any(sentence.start <= x < sentence.end and not ours for x, _, ours in refs)
        and bool(
            _HELD.search(doc.text, sentence.start, sentence.end)
            # "The default address on your account is 445 Maple Drive": the entity as it stands
            or (
                _STANDS.search(doc.text, max(cut + 1, sentence.start), a)
                and not _ASKED_FOR.search(doc.text, sentence.start, sentence.end)
            )
        )
        and not _TO_COME.search(doc.text, max(cut + 1, sentence.start), a)
        and not _UNVOUCHED.search(doc.text, sentence.start, sentence.end)
        and mode_at(doc, a, b) == "asserted"
    )


# the claim before taken up for another subject by ellipsis: "#W3289292 is cancelled ..., and
# #W9722559 should be as well" ("should" hedges it as it would the claim said in full)
_ELLIPSIS = re.compile(
    r"\b(?:is|are|was|were|has|have|should|will|would|must|might|may)(?: (?:be|have been|been))?"
    r" (?:as well|too)\b"
    # the verb left out after an id: "LU15PA is cancelled. MSJ4OA as well.", "..., and #W97 too";
    # or before it: "and so is MSJ4OA", "the same goes for MSJ4OA"
    r"|(?:^|(?<=[.;!?\n\u2014\u2013])|(?<=\band)|(?<=\bplus))\s*[*_]*#?(?-i:[A-Z0-9]{6,})[*_]*,?"
    r"\s+(?P<tail>as well|too)\b(?=\s*[.;,!?\u2014\u2013-]|\s*$)"
    r"|\b(?:(?:and )?so (?:is|are|was|were|has|have|did)|(?:the )?same (?:goes |is true )?for)"
    r"\s+[*_]*(?P<who>#?(?-i:[A-Z0-9]{6,}))\b",
    re.IGNORECASE,
)


def elided(doc: Doc, found: list[Found], taken: list[tuple[int, int]]) -> list[Found]:
    """Done (or not-done) claims said again by ellipsis after such a claim of their sentence or
    the one before."""
    out = []
    for m in _ELLIPSIS.finditer(doc.text):
        # (the claim taken up is in its sentence or the one before: "X is cancelled. Y is too.")
        lo = doc.sentences[max(0, doc.sentence_of(m.start()) - 1)].start
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        before = [f for f in found if f.values and lo <= f.start < m.start()]
        if before and before[-1].values in (("done",), ("not_done",)):
            # (after an id, the claim is the words after it: "..., and MSJ4OA too"; before it,
            # the words and the id, "and so is #W95"; a denial is said again as well: "LU15PA
            # isn't cancelled yet. MSJ4OA as well.")
            start = m.start("tail") if m.group("tail") else m.start()
            out.append(Found(start, m.end(), before[-1].values, own_topic=bool(m.group("who"))))
    return out
