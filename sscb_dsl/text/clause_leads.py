"""Lead clauses: a clause before a value in its sentence that ends in a colon or a dash and so
announces what follows ("That should be done: ...", "which looks wrong — it has you leaving on
24 May"), and a list's lead line that says a record shows the items under it ("HXDUBJ
shows:"). :func:`sscb_dsl.text.modality.mode_at` reads a value's mode through them."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import DOUBT
from sscb_dsl.text.modality_phrases import _CONSENT, _HEDGE, _REPORTED, _VERIFY
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.value_clause_phrases import _LOOKED_COLON

# a clause that ends at a colon or a dash, announcing what follows in its sentence
# a failure reported before the dash, no doubt of what follows ("Something went wrong on the
# payment side — the $500 gift card was declined")
_FAILURE_LEAD = re.compile(
    r"\b(?:something|it|that|this) went wrong\b|\b(?:there was|we hit|i hit|i ran into|we ran "
    r"into) (?:a|an) (?:problem|issue|error|hiccup|snag)\b",
    re.IGNORECASE,
)
_INTRODUCING = re.compile(r"(?P<clause>[^.;,:!?\u2014\u2013(]*)(?::|\u2014|\u2013|\s-\s)")


def hedge_introduces(doc: Doc, seg: Any, known: Any) -> bool:
    """A clause before the value's in its sentence, ending in a colon or a dash, hedges what
    follows ("That should be done: per the confirmation, you're rebooked on ...", "The change
    appears to have gone through — M05KNL is now economy")."""
    head = doc.text[doc.sentences[seg.sentence].start : seg.start]
    return any(
        _CHANGE_SUBJECT.match(c) and search(_HEDGE, c, known)
        for m in _INTRODUCING.finditer(head)
        if (c := m.group("clause"))
    )


# the change itself as the subject of a hedged lead ("That should be done:", "The change appears
# to have gone through —"; not "The read-back is probably just lagging —": something else)
_CHANGE_SUBJECT = re.compile(
    r"\W*(?:that|it|this|everything|all of (?:it|that)|the (?:change|update|cancell?ation|switch|"
    r"modification|exchange|return|rebooking|downgrade|upgrade|request))(?:'s| is| should| "
    r"appears| seems| looks| has| might| may| must)\b",
    re.IGNORECASE,
)


def doubt_introduces(doc: Doc, seg: Any) -> bool:
    """A clause before the value's in its sentence, ending in a colon or a dash, doubts or asks
    to check what follows: "the record contradicts itself: its ID is ..., but its source is
    ...", "which looks wrong — it has you leaving on 24 May", "two balances I'd like you to
    confirm: ..."."""
    line = doc.lines[seg.line]
    if line.bullet and line.parent >= 0:
        # a list item under a lead line that doubts what it lists: "its entries disagree:" then
        # "- the `source` field says `gift_card`" (a lead asking to confirm the list, "To
        # confirm, here are the changes:", recaps an action: it doubts nothing)
        lead = doc.lines[line.parent]
        text = doc.text[lead.start : lead.end].rstrip(" *_")
        if text.endswith(":") and search(DOUBT, text, probe(doc.text)):
            return True
    head = doc.text[doc.sentences[seg.sentence].start : seg.start]
    return any(
        (search(DOUBT, c, probe(doc.text)) or _VERIFY.search(_LOOKED_COLON.sub(" ", c)))
        and not _CONSENT.search(c)
        and not _FAILURE_LEAD.search(c)
        and not _OWN_SLIP.search(c)
        and not _RECAP_LEAD.fullmatch(c)
        # ("I'm not certain the return leg has seats — but your outbound is switched to HAT266":
        # a contrast after the dash, which sets the doubt aside)
        and not _CONTRAST_NEXT.match(doc.text, doc.sentences[seg.sentence].start + m.end())
        # (nor the agent settling on its own value after the dash: "..., so it's clearly a data
        # error — I'm keeping the return on the 20th")
        and not _SETTLES_NEXT.match(doc.text, doc.sentences[seg.sentence].start + m.end())
        and not (
            _REFUTES.search(c)
            and _OWN_AFTER_REFUTED.match(doc.text, doc.sentences[seg.sentence].start + m.end())
        )
        for m in _INTRODUCING.finditer(head)
        if (c := m.group("clause"))
    )


_CONTRAST_NEXT = re.compile(r"\s*(?:but|however|though|yet|still|that said)\b", re.IGNORECASE)
_SETTLES_NEXT = re.compile(
    r"\s*(?:so\s+|and\s+)?(?:i'm|i am|i'll|i will|i'd|i would|we'll|we will|let's)\s+"
    r"(?:keep(?:ing)?|"
    r"work(?:ing)? from|go(?:ing)? (?:with|by)|stick(?:ing)? with|us(?:e|ing))\b"
    # "— your return is Monday the 20th, as I said", "— the 20th I gave you stands"
    r"|\s*(?:so\s+|and\s+)?your (?:[\w-]+ ){1,2}?(?:is|stays|remains)\b"
    r"|\s*(?:so\s+|and\s+)?the [^.;!?\u2014\u2013]{1,30}?\b(?:stands|holds)\b",
    re.IGNORECASE,
)
# a value ruled out outright, then what it really is after the dash ("... as a gift card, but
# that can't be right — it's a travel certificate"): a correction, no doubt of what follows
_REFUTES = re.compile(
    r"(?:n't|\bnot) (?:possibly )?be (?:right|correct|accurate)\b|\bmust be (?:an? )?(?:data )?"
    r"(?:error|mistake|glitch|typo)\b",
    re.IGNORECASE,
)
_OWN_AFTER_REFUTED = re.compile(
    r"\s*[:\u2014\u2013-]?\s*(?:it's|it is|that's|that is|this is)\s+(?:really\s+|actually\s+)?"
    r"(?:an?|the)\b",
    re.IGNORECASE,
)


# the agent owning up to its own earlier slip ("I had the return wrong in my last message —"):
# what follows corrects it, and doubts nothing
_OWN_SLIP = re.compile(
    r"\b(?:i|we) (?:had|got) (?:[\w'-]+ ){0,3}wrong\b|\b(?:i|we) (?:was|were) (?:wrong|mistaken)\b"
    r"|\bmy (?:mistake|bad|apologies)\b",
    re.IGNORECASE,
)
# a lead recapping the plan the user is to consent to: "To confirm before I submit:"
_RECAP_LEAD = re.compile(
    r"\W*(?:just\s+)?to\s+confirm(?:\s+before\s+(?:i|we)\s+[\w ]{1,25}?)?\W*", re.IGNORECASE
)


def under_record_lead(doc: Doc, line_index: int) -> bool:
    """Is the line a list item under a lead that says a record shows it ("HXDUBJ shows:",
    "The order lists:")?"""
    line = doc.lines[line_index]
    if not line.bullet or line.parent < 0:
        return False
    lead = doc.lines[line.parent]
    text = doc.text[lead.start : lead.end].rstrip(" *_")
    # (the verb of the record's report right before the colon; not "Your reservation has been
    # updated with the following details:", the agent's own claim leading what it did)
    return _READ_LEAD.search(text) is not None and _REPORTED.search(text) is not None


_READ_LEAD = re.compile(
    r"\b(?:shows?|showing|lists?|listing|reads?|has|had|says|said|contains?|returned|gives?)"
    r"(?:\s+(?:the following|this|these))?\s*:$",
    re.IGNORECASE,
)
