"""The change's *old* values said as the record's present state: a claim it was not made.

After a write whose acknowledgement said "success", an agent that reads the record back often
gives what it holds without any "still" or "not": "The booking now shows HAT284 and HAT152",
"You're now booked on HAT284", "the order reads 'delivered'". Those are the values the change
would have replaced, so the sentence says the change did not take effect; read with only the
new values, "now shows" and "you're now booked on" were done claims — decided the wrong way.
claims_said (claims.py) reads these with the old values its contract passes.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.reading import Mention

# what puts an old value in the past, sets it aside or names the change made from it: "your
# original flights", "moved you off HAT284", "instead of business", "from business to economy"
# a record's report spliced onto another's by a comma, the old value right after its verb: ",
# the reservation says business", ", but the booking still shows HAT284"
_SPLICED_REPORT = re.compile(
    r",\s+(?:(?:but|while|whereas)\s+)?(?:the|your)\s+(?:[\w-]+\s+){0,2}?(?:reservation|booking|"
    r"record|order|system|profile|itinerary)\s+(?:still\s+|now\s+)?(?:says|reads|shows|lists|has|"
    r"showed|listed|said|had)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_NOT_STATE = re.compile(
    r"\b(?:was|were|had|used to|previous(?:ly)?|original(?:ly)?|old|former(?:ly)?|before|prior|"
    r"earlier|instead|rather|from|off|out of|in place of|over|replac\w*|swap\w*|switch\w*|"
    r"mov\w*|chang\w*|remov\w*|cancel\w*|drop\w*|no longer|not|never|if|whether|would|could|"
    r"should|might|"
    r"will|fare|price|cost|refund\w*|difference|paid|charged?|legacy|lag\w*|stale|outdated|"
    r"cached?)\b|n't\b|\bvs\.?|\bversus\b|[→>]",
    re.IGNORECASE,
)
# the record's present state said: "shows", "lists", "has you on", "is on", "still", "reads"
_STATE = re.compile(
    # ("I'm seeing Suite 640 on the order", "I still see HAT284 there")
    r"\b(?:now|current|currently|still|shows?|showing|showed|lists?|listing|listed|reads?|reading|says|"
    r"seeing|i (?:can |still |now )?see|"
    r"holds?|contains?|has|have|remains?|(?:is|are|'s|'re) (?:on|in|set to|booked|marked|at|"
    r"going to|shipping to|headed to))\b"
    r"|\bhere(?:'s| is| are) (?:the|your) (?:reservation|booking|itinerary|order|record)\b"
    # ("per the reservation: HAT284, HAT152, HAT112", "according to the booking")
    r"|\b(?:per|according to) (?:the|your) (?:reservation|booking|itinerary|order|record)\b"
    # ("Flights on 1N99U6:" over the list of them)
    r"|\b(?:flights|legs|bags|passengers)\s+on\s+(?:#?(?-i:[A-Z0-9]{6})|(?:the|your)\s+"
    r"(?:reservation|booking))\s*:",
    re.IGNORECASE,
)
# the booking presented as it stands, opening the sentence: "Here it is — outbound HAT284 ...",
# "Here's the reservation", "Here's 1N99U6:", "Your itinerary:", "Reservation 1N99U6 —" (not a
# bare id: "JG7FMM: request sent to move both seats to economy")
HERE_LEAD = re.compile(
    r"\W*(?:here (?:it|they) (?:is|are)\b|here(?:'s| is| are) (?:(?:the|your) (?:(?:updated|"
    r"current) )?(?:reservation|booking|itinerary|order|record|trip)\b(?: #?(?-i:[A-Z0-9]{6})\b)?|"
    r"#?(?-i:[A-Z0-9]{6})\b)(?: (?:now|as it stands|as it is now))?|"
    r"(?:(?:your|the) )?(?:(?:updated|current) )?(?:itinerary|reservation|"
    r"booking)(?: #?(?-i:[A-Z0-9]{6}))?(?: now)?(?=\s*[:\u2014\u2013])"
    # ("Your order: Makeup Kit; Wireless Earbuds (item 3694871183); ...")
    r"|(?:your|the) (?:(?:updated|current) )?order(?: #W\d+)?(?: now)?(?=\s*:))",
    re.IGNORECASE,
)
# what may follow an old value and make it the start of a change: "HAT284 -> HAT266", "business
# to economy"
_TO_AFTER = re.compile(r"\s*(?:\)|,)?\s*(?:(?:to|into|for)\b|->|→|=>)", re.IGNORECASE)
# where the clause after an old value ends: "...; ", ", whereas the response had HAT266"
# (a consequence drawn is a clause of its own: "... still routes you through HAT284/HAT152, so
# you are not on the nonstop yet")
_NEXT_CLAUSE = re.compile(
    r";|,\s+and\b|,?\s+(?:whereas|while|but|though|although|yet)\b|,\s+(?:so|which means|"
    r"meaning|hence|therefore|thus)\b",
    re.I,
)
# other entities named by words: "your other pending orders still ship to ...", "the rest"
_OTHERS = re.compile(r"\b(?:other|others|remaining|the rest)\b", re.IGNORECASE)


def _segment(doc: Doc, pos: int) -> tuple[int, int]:
    """The span of the segment (a proposition) holding ``pos``."""
    seg = doc.segments[doc.segment_of(pos)]
    return seg.start, seg.end


# an arrow between two airports is a route, not a change: "HAT284 LAS → PHX"
_ROUTE_ARROW = re.compile(r"(?<=\b[A-Z]{3})\s*(?:→|->|⟶)\s*(?=[A-Z]{3}\b)")


@functools.lru_cache(maxsize=256)
def _routes_blanked(text: str) -> str:
    """``text`` with each route's arrow blanked (same length: positions stay)."""
    return _ROUTE_ARROW.sub(lambda m: " " * len(m.group()), text)


def _state_of(doc: Doc, lo: int, a: int, b: int, end: int) -> bool:
    """Whether the old value at ``a:b`` is given as what the record holds now: a state word
    before it in its clause (or in the heading of the list it is an item of: "Current flights
    on 1N99U6:" over "• HAT284 LAS → PHX, 19 May"), nothing there putting it in the past or
    naming a change from it."""
    text = _routes_blanked(doc.text)
    before = text[lo:a]
    # (what follows is read to the next clause, 60 characters at most: "the
    # booking lists HAT268 and HAT010, which are the legacy segment codes")
    sentence = doc.sentences[doc.sentence_of(a)]
    stop = _NEXT_CLAUSE.search(text, b, sentence.end)
    after = max(end, min(sentence.end if stop is None else stop.start(), b + 60))
    return (
        (
            _STATE.search(before) is not None
            or _state_heading(doc, text, a)
            or (
                HERE_LEAD.match(text, sentence.start) is not None
                and _NOT_STATE.search(text, sentence.start, a) is None
            )
        )
        and _NOT_STATE.search(before) is None
        and _NOT_STATE.search(text, b, after) is None
        and _TO_AFTER.match(text, b, end) is None
    )


def _state_heading(doc: Doc, text: str, a: int) -> bool:
    """Whether ``a`` is in a list item whose heading line says the record's present state."""
    line = doc.lines[doc.line_of(a)]
    if not line.bullet or line.parent < 0:
        return False
    head = doc.lines[line.parent]
    # (or presents the booking as it stands: "Here's 1N99U6:" over its flights, "Pulled it up.
    # Here's 1N99U6:")
    return (
        head.header
        and (
            _STATE.search(text, head.start, head.end) is not None
            or any(
                HERE_LEAD.match(text, at, head.end) is not None
                for at in [
                    head.start,
                    *(m.end() for m in _SENTENCE_END.finditer(text, head.start, head.end)),
                ]
            )
        )
        and _NOT_STATE.search(text, head.start, head.end) is None
    )


_SENTENCE_END = re.compile(r"[.!?]\s+")


def old_state(
    doc: Doc,
    mentions: list[Mention],
    old_refs: list[tuple[int, int]],
    new_refs: list[tuple[int, int]],
    theirs: Sequence[tuple[int, int]] = (),
) -> list[Mention]:
    """A done claim of the record's state ("now shows", "you're now booked on") whose clause
    goes on to an old value and names no new one says the change is not there: not done. (Not
    an old value said of another entity named after the claim: "with JG7FMM now downgraded,
    only 2FBBAH is left in business".)"""
    if not old_refs:
        return mentions
    out = []
    for m in mentions:
        if m.values == ("done",):
            lo, end = _segment(doc, m.start)
            olds = [
                (a, b)
                for a, b in old_refs
                if m.start <= a < end and not any(m.start < x < a for x, _ in theirs)
            ]
            if (
                olds
                and not any(lo <= a < end for a, _ in new_refs)
                and all(_state_of(doc, m.start, a, b, end) for a, b in olds)
            ):
                m = attrs.evolve(m, values=("not_done",))
        out.append(m)
    return out


def old_said(
    doc: Doc,
    old_refs: list[tuple[int, int]],
    new_refs: list[tuple[int, int]],
    taken: set[int],
    own: list[tuple[int, int]],
    own_ids: list[tuple[int, int]],
    theirs: list[tuple[int, int]],
) -> list[tuple[int, str]]:
    """The clauses (segments not in ``taken``, which hold a claim already) that give an old
    value as the record's present state, said as fact or as what a record shows ("Reading it
    again, the reservation lists HAT284"; "the response listed HAT266; the record shows HAT284"),
    and name no new value: each a not-done claim at its clause's start, with its mode. A sentence
    naming another entity (``theirs``, or "your other orders") and not this one by id
    (``own_ids``) is about that one ("#W54 is still in pending status"); a plain word
    ("pending", "business") in a sentence naming neither entity tells nothing of this one."""
    out: dict[int, str] = {}
    # (a word both lists hold, "status" of this cancellation and of another order's return,
    # names this change's entity as well: it sets the clause apart for neither)
    mine_too = set(own)
    theirs = [r for r in theirs if r not in mine_too]
    for a, b in old_refs:
        g = doc.segment_of(a)
        sentence = doc.sentences[doc.sentence_of(a)]
        lo, end = _segment(doc, a)
        lo, end = max(lo, sentence.start), min(end, sentence.end)
        # ("the update response says economy, the reservation says business": a second report
        # spliced on by a comma is a clause of its own, though its segment holds a claim)
        spliced = _SPLICED_REPORT.search(doc.text, lo, a) if g in taken else None
        if spliced is not None:
            lo = spliced.start() + 1
        elif g in taken:
            continue
        key = doc.segments[g].start if spliced is None else lo
        if key in out:
            continue
        # (a new value in the sentence is read as before unless its clause holds a claim: "The
        # response listed HAT266; the record shows HAT284" gives both sides, while "the
        # confirmation lists Mei Garcia, and the record lists Mei Lee" leaves the new one unsure)
        if any(
            sentence.start <= x < sentence.end and (lo <= x < end or doc.segment_of(x) not in taken)
            for x, _ in new_refs
        ):
            continue
        # (the change's entity by its id, where another is named; by any of its words, for a
        # plain word)
        by_id = any(sentence.start <= x < sentence.end for x, _ in own_ids)
        mine = by_id or any(sentence.start <= x < sentence.end for x, _ in own)
        elsewhere = any(sentence.start <= x < sentence.end for x, _ in theirs) or _OTHERS.search(
            doc.text, sentence.start, sentence.end
        )
        # ("#W88 is cancelled, so you only have #W79 pending": another's, its clause says)
        theirs_here = any(lo <= x < end for x, _ in theirs) or _OTHERS.search(doc.text, lo, end)
        if (elsewhere and not by_id) or theirs_here or (not mine and doc.text[a:b].islower()):
            continue
        if not _state_of(doc, lo, a, b, end):
            continue
        mode = mode_at(doc, a, b)
        if mode in ("asserted", "reported"):
            out[key] = mode
    # (segments lie within sentences: a clause's start is in its sentence)
    return sorted(out.items())


# an old value dismissed as gone: "No more stop in Phoenix", "you won't be connecting through
# Phoenix anymore", "HAT284 is gone" ("instead of Ivan Garcia" names what a change replaces,
# whatever its clause says of the change: not read here)
_DISMISSED_BEFORE = re.compile(
    r"\b(?:no more|no longer)\s+(?:[\w-]+\s+){0,3}?(?:in|through|via|at|"
    r"on|to)?\s*$",
    re.IGNORECASE,
)
_DISMISSED_AFTER = re.compile(
    r"\s*(?:\w+\s+){0,2}?(?:any ?more\b|(?:is|are|'s) (?:now )?gone\b|(?:has|have) been "
    r"(?:dropped|removed|replaced)\b)",
    re.IGNORECASE,
)
_WONT = re.compile(r"\b(?:won't|will not|aren't|are not|isn't|is not|don't|do not)\b", re.I)


def old_dismissed(
    doc: Doc, old_refs: list[tuple[int, int]], taken: set[int]
) -> list[tuple[int, str]]:
    """The clauses (not in ``taken``) that dismiss an old value as gone, the change made: each a
    done claim at the value, with its mode ("No more stop in Phoenix — you're flying direct";
    "you won't be connecting through Phoenix anymore")."""
    out: dict[int, tuple[int, str]] = {}
    for a, b in old_refs:
        g = doc.segment_of(a)
        if g in taken or g in out:
            continue
        sentence = doc.sentences[doc.sentence_of(a)]
        before = doc.text[max(sentence.start, a - 40) : a]
        after = doc.text[b : sentence.end]
        anymore = _DISMISSED_AFTER.match(after)
        if anymore and "more" in anymore.group().lower():
            # ("won't be connecting through Phoenix anymore": the denial before it says so)
            anymore = anymore if _WONT.search(doc.text, sentence.start, a) else None
        if not (_DISMISSED_BEFORE.search(before) or anymore):
            continue
        mode = mode_at(doc, a, b)
        if mode in ("asserted", "denied"):
            out[g] = (a, "asserted")
        elif mode in ("hedged", "asked"):
            out[g] = (a, mode)
    return sorted(out.values())
