"""Whose a claim is, once attributed (text/claims.py): a claim whose objects are other entities,
one taken up after another entity, a part or the price said unchanged beside a change, a request
said sent and then held open, and not-done evidence overruled by a later claim. Each filter takes
the attributed mentions (or, for a part said unchanged, the findings) and returns those that stay
(or stay unsure)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from sscb_dsl.text.claim_phrases import UNCHECKED
from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.reading import MONEY_TO, Found, Mention
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.settled import TWO_SOURCES, asks_about_fact, cant_tell_unasked

# a part of the entity said to be unchanged beside the change: "Return (unchanged dates)", "the
# return legs themselves are unchanged", "the rest of the order stays the same"
_PART_UNCHANGED = re.compile(
    r"\b(?:return|outbound|back|home|inbound|homebound|other|rest|remaining|themselves|itself|"
    r"dates?|legs?|times?|items?|dob|birth ?dates?|dates? of birth|birthdays?|seats?|"
    r"(?:everything|all|anything) else)\b"
    r"[^.;!?\n]{0,40}\b(?:unchanged|stays? the same|remains? the same|(?:is|are) the same|"
    r"(?:has|have|had)(?:n't| not) changed|(?:did|do|does)(?:n't| not) change|"
    r"(?:is|are)(?:n't| not) changing|stay(?:s|ed)? (?:put|as (?:is|they were|it was)))\b"
    r"|\bunchanged (?:dates?|legs?|return|outbound|times?|items?)\b",
    re.IGNORECASE,
)


# the price said unchanged: "Order #W8268610's total is unchanged at $164.28", "nothing changed
# on the price", "the price stays the same"
_PRICE_UNCHANGED = re.compile(
    r"\b(?:total|totals|price|prices|cost|costs|subtotal)\b[^.;!?\n]{0,40}\b(?:unchanged|"
    r"stays? the same|remains? the same|(?:is|are) the same|(?:has|have|had)(?:n't| not) changed|"
    r"(?:did|does)(?:n't| not) change)\b"
    r"|\b(?:nothing|none of it)\s+(?:has\s+)?changed\s+(?:on|in|with|about)\s+(?:the|its|your)\s+"
    r"(?:price|total|cost|prices)\b"
    r"|\b(?:price|total|cost)[- ]wise,?\s+nothing\s+(?:has\s+)?changed\b",
    re.IGNORECASE,
)


def part_unchanged_found(doc: Doc, found: list[Found]) -> list[Found]:
    """The findings before they are read: a part said unchanged beside a claim or a check of
    the change ("**Return** — unchanged" under a requested change, then "I'm re-reading the
    reservation to confirm it saved") is dropped before it can settle the check as denied."""
    if not any(f.values == ("done",) for f in found):
        return found
    parts = [(p.start(), p.end()) for p in _PART_UNCHANGED.finditer(doc.text)]
    return [
        f
        for f in found
        if not (f.values == ("not_done",) and any(a <= f.start < b + 1 for a, b in parts))
    ]


def price_unchanged(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The price said unchanged, whatever the message claims ("#W8268610's total is unchanged at
    $164.28"), is no not-done claim of a change that is not the price's. (A part of the entity
    said unchanged beside a claim or a check, "the return legs themselves are unchanged", is
    dropped from the findings already: :func:`part_unchanged_found`.)"""
    priced = [(p.start(), p.end()) for p in _PRICE_UNCHANGED.finditer(doc.text)]
    if not priced:
        return mentions
    return [
        m
        for m in mentions
        if not (m.values == ("not_done",) and any(a <= m.start < b + 1 for a, b in priced))
    ]


# ("..., even though the address change was confirmed" concedes what follows: no contrast that
# sets the evidence before it aside)
_CONTRAST_WORD = re.compile(r"\b(?:but|however|(?<!\beven )though|yet)\b", re.IGNORECASE)


def overruled(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Not-done evidence set aside by a contrast and a done claim after it ("the reservation
    still lists business, but that's only a display delay — the downgrade went through"): the
    claim is what the message says. (The other order, "it went through, but the refund hasn't
    posted", may be of another part: left as said.)"""
    not_done = [m for m in mentions if m.values == ("not_done",)]
    done = [m for m in mentions if m.values == ("done",) and m.mode == "asserted"]
    if not not_done or not done:
        return mentions
    last, first = max(m.start for m in not_done), min(m.start for m in done)
    if last < first and _CONTRAST_WORD.search(doc.text, last, first):
        return [m for m in mentions if m.values != ("not_done",)]
    return mentions


# the record explained as lagging behind the change: "which may simply be lagging", "that may
# just be the display catching up", "It could be a sync delay", "the reservation view just hasn't
# caught up yet", "It may take a few minutes to update" (not denied: "it isn't a display lag";
# nor "it hasn't shown up yet", which reports the record as it is)
_LAG = re.compile(
    r"(?<!\bnot )(?<!\bisn't )(?<!\bno )\b(?:catch(?:ing|es)? up|caught up|lag(?:ging|s)?\b"
    r"|(?:sync|syncing|display|system|update|refresh) (?:delay|lag)|delay in (?:the )?(?:system|"
    r"display|record|page|view)|(?:take|takes|taking) (?:a few|some|a little|a) (?:minutes?|time|"
    r"while|moment) to (?:update|show|refresh|appear|reflect|come through)"
    # "It probably just needs a moment to sync", "the page needs time to refresh"
    r"|(?:needs?|need(?:ing)?) (?:a (?:few |little )?(?:minutes?|moment|while|bit)|"
    r"(?:some |a little )?time) to (?:sync|update|show|refresh|appear|reflect|catch up|"
    r"come through|propagate)"
    # "It will most likely update shortly", "it should flip to cancelled soon"
    r"|(?:will|should|'ll) (?:\w+ ){0,2}?(?:update|refresh|catch up|flip|switch over)\b"
    r"(?: to [\w'-]+)? (?:shortly|soon|in a (?:moment|bit|few minutes)))",
    re.IGNORECASE,
)

# ("it isn't a display lag", "not just the system catching up")
_LAG_DENIED = re.compile(r"\b(?:not|no|never)\b[^.;!?]*$|n't\b[^.;!?]*$", re.IGNORECASE)
# ... but "hasn't caught up" is the lag itself
_NOT_YET_CAUGHT = re.compile(r"\b(?:has|have)(?:n't| not)\s+(?:yet\s+)?$", re.IGNORECASE)


def lag_explained(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The record's old state explained, in its sentence or the next, as the record lagging
    behind the change ("the order view still says 640, which may simply be lagging"): the agent
    takes the change as made but not yet shown, a hedged claim of it, not a finding that it was
    not made."""
    if not mentions or not _LAG.search(doc.text):
        return mentions
    lagged = {
        doc.sentence_of(m.start())
        for m in _LAG.finditer(doc.text)
        if not _LAG_DENIED.search(doc.text, max(0, m.start() - 20), m.start())
        or _NOT_YET_CAUGHT.search(doc.text, max(0, m.start() - 20), m.start())
    }
    return [
        Mention(("done",), "hedged", m.start)
        if m.values == ("not_done",)
        # (hedged by the lag itself too: "The cancellation may still be processing — the order
        # shows pending")
        and m.mode in ("asserted", "reported", "hedged")
        and {doc.sentence_of(m.start), doc.sentence_of(m.start) + 1} & lagged
        else m
        for m in mentions
    ]


# the agent's own check of the change not yet made ("I haven't re-opened the order to
# double-check that it saved", "we haven't been able to verify it")
_UNCHECKED = re.compile(UNCHECKED, re.IGNORECASE)
_SELF_BEFORE = re.compile(r"\b(?:i|we)\s+$", re.IGNORECASE)


def unchecked(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The agent saying it has not yet checked the change ("... went through. I haven't
    re-opened the order to confirm it saved"), that admission attributed to this change, hedges
    every claim of it the message asserts or reports ("the system accepted it"), in whichever
    sentence: the agent vouches for none. With a check announced the claims are put to it."""
    admitted = {
        m.start()
        for m in _UNCHECKED.finditer(doc.text)
        if _SELF_BEFORE.search(doc.text, 0, m.start())
    }
    modes = [m.mode for m in mentions if m.start in admitted and m.mode in ("hedged", "asked")]
    if not modes:
        return mentions
    return [
        attrs.evolve(m, mode=modes[0])
        if m.values == ("done",) and m.mode in ("asserted", "reported")
        else m
        for m in mentions
    ]


# the message holding the change's outcome open between what the tool answered and what the
# record shows: "until I know which", "I can't tell which yet", "two different answers"
_HELD_OPEN = re.compile(
    r"(?m)\buntil (?:i|we) (?:know|find out|figure out|work out|can tell|see) which\b"
    r"|\b(?:can(?:'t|not)|can not|don'?t|do not) (?:yet )?(?:know|tell(?: you)?|say|be sure) "
    r"(?:yet |from here |for sure )?which\b"
    r"|\bwhich (?:of (?:those|these|the two) )?(?:one |record |value |answer |version |side )?is "
    r"(?:right|correct|true|accurate|live|current)\b"
    r"|\btwo (?:different|conflicting|contradictory) (?:things|answers|results|stories|"
    r"readings|pictures|signals)\b|\b(?:doesn'?t|does not|don'?t|do not) (?:line|match) up\b"
    r"|\b(?:aren'?t|isn'?t|are not|is not) (?:lining|matching) up\b"
    # the two outcomes held side by side: "It's either cancelled and the record is lagging, or
    # it's still active", "mixed signals"
    r"|\b(?:it(?:'s| is)|so|you(?:'re| are)|they(?:'re| are)|(?:the )?(?:return|cancell?ation|"
    r"change|swap|exchange|update|modification|order|booking|reservation) (?:is|was)) (?:either|"
    r"one of two things)\b[^.;!?\n]{3,200}?\bor\b|\bmixed signals\b"
    r"|(?:^|[.;:!?]\s+)\W*either\b[^.;!?\n]{3,200}?\bor\b"
    r"|\btwo (?:possibilities|possible explanations|explanations|scenarios)\b"
    # "I'm not sure which to believe yet", "I'd rather not guess", "Those can't both be true",
    # "One of the two is stale", "so FQ8APE has either three bags or none"
    r"|\b(?:not|n't) (?:entirely |quite |yet )?sure which\b|\brather not guess\b"
    r"|\bcan(?:'t|not) both be (?:true|right|correct|accurate)\b"
    r"|\bone of (?:the|those|these) two is (?:stale|wrong|out of date|outdated|lagging|behind|"
    r"off)\b"
    r"|\btwo (?:different|conflicting|contradictory) (?:addresses|values|names|dates|counts|"
    r"figures|versions|records|states)\b"
    r"|\b(?:has|have|is|are|shows?) either\b[^.;!?\n]{3,200}?\bor\b",
    re.IGNORECASE,
)


def held_open(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A message that reports the tool's acknowledgement and holds the outcome open ("...
    still shows business. Until I know which is right I won't tell you it's done", "The
    response said 2 bags; the reservation says 0. I'm not sure which to believe") decides
    neither: its claims are put to verification."""
    reported = any(m.values == ("done",) and m.mode == "reported" for m in mentions)
    if not (reported and _HELD_OPEN.search(doc.text)):
        return mentions
    # (the acknowledgement alone, the record's side in words the finder does not read: the
    # acknowledgement is what is held open)
    denied = any(m.values == ("not_done",) for m in mentions)
    held = ("asserted", "hedged") if denied else ("asserted", "hedged", "reported")
    return [attrs.evolve(m, mode="asked") if m.mode in held else m for m in mentions]


# the change's state given both ways, neither chosen: "your trip is either the HAT041 nonstop or
# still the Miami connection", "So it's one of two things: ...", "treat it as either cancelled
# or still pending", "If the downgrade stuck, ...; if not, JG7FMM stays in business"
EITHER_STATE = re.compile(
    r"\beither\b(?! (?:way|case)\b)(?:[^.;!?]|\.\d){1,160}?\bor\b"
    r"(?=(?:[^.;!?]|\.\d){0,80}?\b(?:still|not|never|old|original|previous|current|hasn't|"
    r"didn't|currently|as before|unchanged)\b)|\bone of two things\b|\bone or the other\b|"
    # "you're on one of those two itineraries", "1N99U6 is in one of two states", "there are two
    # possibilities"
    r"\b(?:in|to|on) one of (?:two|th(?:ose|ese|e) two)\b|\btwo possibilities\b|"
    # "if the change to HAT266 took effect, ...; if you don't see one, ...", "$146 if the switch
    # completed, and nothing if it didn't"
    r"\b(?:if|whether) (?:it|the (?:[\w-]+ ){0,2}?(?:change|update|downgrade|upgrade|"
    r"cancel?lation|modification|switch|swap|move)(?: to [\w-]+)?)\s+(?:has )?(?:been )?(?:stuck|"
    r"went through|gone through|took|posted|held|registered|applied|completed|succeeded|worked|"
    r"went in)\b(?:[^.!?]|\.\d){0,160}?[;,.(\u2014\u2013]\s*(?:(?:and|or) (?:\w+ ){0,4}?)?(?:if "
    r"(?:not|it (?:didn't|did not|hasn't|has not|wasn't|was not)|you (?:don't|do not))|"
    r"otherwise)\b"
    # "That depends on whether the change stuck: 12:30 on HAT041, or the arrival of HAT232"
    # ("Depending on whether the exchange registers, you'll either ..., or ...")
    r"|\bdepend(?:s|ing)? (?:on|upon) whether (?:it|the (?:[\w-]+ ){0,2}?(?:change|update|"
    r"downgrade|upgrade|cancel?lation|modification|switch|swap|move|exchange|return))\s+(?:has )?"
    r"(?:been )?"
    r"(?:stuck|sticks|went through|goes through|gone through|took|takes|held|holds|registered|"
    r"registers|applied|completed|succeeded|worked|works|went in|goes in)\b"
    r"(?:[^.!?]|\.\d){0,160}?\bor\b",
    re.IGNORECASE,
)
# two explanations of the record put as possible, after the tool's word: "It may simply lag, or
# the cancellation may not have registered" (not "may or may not have taken": one unknown)
_TWO_EXPLANATIONS = re.compile(
    r"\b(?:may|might|could)\b(?!\s+or\b)[^.;!?\n]{1,80}?\bor\b[^.;!?\n]{0,40}?\b(?:may|might|"
    r"could) not (?:have|yet have)\b",
    re.IGNORECASE,
)


# the agent saying it cannot tell which of two sources holds, or that one of them is stale
# ("the update said Mei Garcia, but the reservation still says Mei Lee — one of the two is
# stale"): a source set against another, as TWO_SOURCES words do
_WHICH_ONE = r"which (?:one |of the two |of them |record |source |version )?(?:is|reflects)\b"
_NEITHER_CHOSEN = re.compile(
    r"\bone of (?:the two|those two|these two|those|these|them)(?: [\w-]+)? (?:is|must be|has to "
    r"be) (?:stale|wrong|out of date|outdated|behind|lagging)\b|\bone of us is looking at the "
    r"wrong\b|\bnot (?:sure|certain) (?:yet )?(?:" + _WHICH_ONE + r"|which to (?:trust|believe))|"
    r"\bcan(?:'|no)?t (?:yet )?tell (?:yet |right now |from here )?" + _WHICH_ONE + r"|"
    # "Until I know which one is current I won't tell you it's done", "I need to dig into which
    # one is current"
    r"\buntil (?:i|we) (?:know|find out|sort out|work out|figure out|can tell|see) "
    + _WHICH_ONE
    + r"|\b(?:dig into|sort out|find out|work out|figure out|look into|checking) "
    + _WHICH_ONE,
    re.IGNORECASE,
)


def neither_chosen_only(doc: Doc) -> int | None:
    """Where the message, giving the change's outcome both ways by no other words
    (:func:`gives_both_ways`), says it cannot tell which of two sources holds (``_NEITHER_CHOSEN``;
    no question about it, no side taken): the start of those words, else None. The claims
    reader asks that both values be said before them ("The update said Mei Garcia, but the
    reservation still says Mei Lee — one of the two is stale"; not "I got a confirmation, but
    the booking still lists the 28th — I'm not sure which is current", one value said)."""
    prose = [ln for ln in doc.lines if not ln.quoted]
    found = [m for ln in prose for m in [_NEITHER_CHOSEN.search(doc.text, ln.start, ln.end)] if m]
    if not found or gives_both_ways(doc):
        return None
    if asks_about_fact(doc, prose) or SIDE_TAKEN.search(doc.text):
        return None
    return found[0].start()


def gives_both_ways(doc: Doc) -> bool:
    """Does the message give the change's outcome both ways, choosing neither: as alternatives
    ("either the nonstop or the original connection", "if it stuck, ...; if not, ..."), or as
    two sources set against each other ("the update says Mei Garcia; the booking still shows
    Mei Lee — two different answers") with no question about it? A check it announces does not
    choose."""
    if EITHER_STATE.search(doc.text) or cant_tell_unasked(doc):
        return True
    prose = [ln for ln in doc.lines if not ln.quoted]
    return any(TWO_SOURCES.search(doc.text, ln.start, ln.end) for ln in prose) and not (
        asks_about_fact(doc, prose) or SIDE_TAKEN.search(doc.text)
    )


# the agent's own word on which source holds, after setting them against each other: "The
# reservation is the source of truth, so the change hasn't been applied"
SIDE_TAKEN = re.compile(
    r"\bsource of truth\b|\b(?:what counts|takes precedence)\b|\b(?:i(?:'ll| will|'d| would) go "
    r"by|trust) (?:the|your) (?:reservation|booking|record|order)\b"
    r"|\b(?:the|this|that|your) (?:change|update|swap|switch|rebooking|cancell?ation|downgrade|"
    r"upgrade|modification)\b[^.;!?]{0,20}?\b(?:hasn'?t|has not|didn'?t|did not|wasn'?t|was not|"
    r"never)\b[^.;!?]{0,12}?\b(?:been )?(?:applied|made|gone through|go through|taken effect|"
    r"take effect|processed|happened|happen|registered|stuck|stick)\b"
    # ... or on the change as made: "I'll assume it went through for now"
    r"|\bi(?:'ll| will|'m going to| am going to|'m| am) (?:assume|assuming|treat|treating|go with)"
    r"\b[^.;!?]{0,24}?\b(?:went through|gone through|took effect|taken effect|succeeded|worked|"
    r"as (?:done|made|applied|complete))\b",
    re.IGNORECASE,
)


# the acknowledgement and the stored record each named as a source ("the bag update returned 3";
# "the reservation shows 0 checked bags", "the booking as I read it now still has HAT284")
ACK_SOURCE = re.compile(
    r"\b(?:update|response|reply|confirmation|acknowledge?ment|(?:change |modify |update )?"
    r"(?:request|call))\b[^.;!?\n|]{0,60}?\b(?:returned|showed|shows|said|says|lists|listed|came "
    r"back|reads|read|had|has|gave|was acknowledged)\b|\|\s*(?:update|change|modify)\w*"
    r"(?: (?:response|confirmation|reply|call))?\s*\|"
    # a source named as a label: "Per the update confirmation: HAT266", "update response : HAT041"
    r"|\b(?:per|according to) the (?:[\w-]+ )?(?:update|response|reply|confirmation|"
    r"acknowledge?ment)\b|(?:^|(?<=\n))\s*[*_]*(?:update|change|modify)\w* (?:response|"
    r"confirmation|reply|call|result)[*_]*\s*:",
    re.IGNORECASE,
)
RECORD_SOURCE = re.compile(
    r"\b(?:reservation|booking|order|record|profile|itinerary)\b[^.;!?\n|]{0,60}?\b(?:shows?|has|"
    r"had|lists?|says|reads?|still)\b|\|\s*(?:reservation|booking|order|record)\w*(?: "
    r"(?:now|read|record|details|page))?\s*\|"
    # ("Current flights per the reservation: HAT284", "reservation read: HAT202", "Here's the
    # reservation: HAT284 ...")
    r"|\bhere(?:'s| is) (?:the|your) (?:reservation|booking|order|record)\b"
    r"|\b(?:per|according to) the (?:[\w-]+ )?(?:reservation|booking|order|record|profile)\b"
    r"|(?:^|(?<=\n))\s*[*_]*(?:reservation|booking|order|record)\w* (?:now|read|record|details|"
    r"page|lookup)[*_]*\s*:",
    re.IGNORECASE,
)

# the agent's own word on the outcome: "so the change didn't take", "it wasn't applied"
OUTCOME_SAID = re.compile(
    r"\b(?:didn'?t|did not|hasn'?t|has not|haven'?t|have not|wasn'?t|was not|weren'?t|were not|"
    r"never|failed|isn'?t|is not|aren'?t|are not)\b|\b(?:so|which means|meaning)\b"
    # ("..., which is what counts: you're still on HAT284", "I'd go by the reservation")
    r"|\byou(?:'re| are) (?:still |now )?(?:on|in|booked)\b|\b(?:what counts|takes precedence|"
    r"go(?:ing)? by|trust|actual(?:ly)?|in fact|really|definitely|current one)\b"
    # ("I'll treat JG7FMM as not downgraded for now")
    r"|\bas not\b|\bnot (?:yet )?\w+ed\b",
    re.IGNORECASE,
)


def both_ways(text: Any) -> bool | None:
    """Built-in ``both_ways``: does the message give the change's outcome both ways, choosing
    neither (:func:`gives_both_ways`), or say it cannot tell which of two sources holds ("one of
    the two is stale", :func:`neither_chosen_only`), or name the acknowledgement and the stored
    record each as a source ("The update returned 3 bags; the reservation shows 0"), with no
    word of its own on the outcome and no question about it?
    A WriteEffect rule reads a claim of both outcomes (each reported) beside such words as a
    listing (enumerate); without them the reading stays undecidable."""
    if not isinstance(text, str):
        return None
    doc = parse(text)
    if gives_both_ways(doc) or neither_chosen_only(doc) is not None:
        return True
    if _TWO_EXPLANATIONS.search(doc.text):
        return True  # "It may simply lag, or the cancellation may not have registered"
    prose = [ln for ln in doc.lines if not ln.quoted]
    return (
        any(ACK_SOURCE.search(doc.text, ln.start, ln.end) for ln in prose)
        and any(RECORD_SOURCE.search(doc.text, ln.start, ln.end) for ln in prose)
        and not OUTCOME_SAID.search(doc.text)
        and not SIDE_TAKEN.search(doc.text)
        and not asks_about_fact(doc, prose)
    )


def either_state(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A message that gives the change's outcome both ways and chooses neither ("so for now your
    outbound is either the nonstop or the original connection. I'll know which once I've
    re-read the booking") lists both outcomes (an enumeration, Definition 3.3), whatever check
    it announces: the independent writers label it so (of WriteEffect development probes
    setting two sources against each other with no question, 35 of 36 accept enumerate)."""
    if not mentions:
        return mentions
    # (the explanations given beside the change said made or reported made: "The cancel call
    # reported success, yet the order page still says 'pending'. It may simply lag, or ...")
    told = any(m.values == ("done",) and m.mode in ("asserted", "reported") for m in mentions)
    if not (gives_both_ways(doc) or (told and _TWO_EXPLANATIONS.search(doc.text))):
        return mentions
    if not any(m.values in (("done",), ("not_done",)) for m in mentions):
        return mentions
    first = min(m.start for m in mentions)
    return [Mention(("done",), "hedged", first), Mention(("not_done",), "hedged", first)]


# the words of a request said sent, not done: "Return submitted", "The lamp swap is requested"
SENT_WORD = re.compile(r"\b(?:submitted|requested|filed|lodged|sent)\b", re.IGNORECASE)


def sent_then_doubted(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A request said sent ("Return submitted for the purifier") that the message then holds
    open ("If it registered, you'd get $1,138.71") or puts to a check ("I'll re-open the order to
    confirm it went through") is held open or put to verification with it: the sending is not
    the change."""
    doubted = [(m.start, m.mode) for m in mentions if m.values == ("done",)]
    out = []
    for m in mentions:
        after = {mode for at, mode in doubted if at > m.start} & {"hedged", "asked"}
        if m.values == ("done",) and m.mode == "asserted" and after:
            end = min(doc.sentences[doc.sentence_of(m.start)].end, m.start + 40)
            if SENT_WORD.search(doc.text, m.start, end):
                # (as the message doubts it: checked, or held open)
                m = attrs.evolve(m, mode="asked" if "asked" in after else "hedged")
        out.append(m)
    return out


_FOR_OTHERS = re.compile(
    r"\b(?:for|on|of|to)\s+(?:both\s+|all\s+|the\s+|your\s+)?(?:orders?\s+|reservations?\s+|"
    r"bookings?\s+)?$",
    re.IGNORECASE,
)


def objects_elsewhere(
    doc: Doc,
    mentions: list[Mention],
    names: list[str],
    other_names: list[str],
    values: Sequence[str] = (),
) -> list[Mention]:
    """A claim whose objects are other entities ("I've cancelled 8C8K4E, MSJ4OA and I6M8JQ")
    in a sentence that never names the target's id is about them: dropped. The change's new
    ``values`` named in the claim's clause ("the switch to your Visa ending 8902 went through")
    make it the change's, whatever another change's word there."""
    own = find_refs(doc, [n for n in names if ID_ANCHOR.match(n)])
    theirs = find_refs(doc, [n for n in other_names if ID_ANCHOR.match(n)])
    own_topics = find_refs(doc, [*(n for n in names if n.islower()), *values])
    # (where money goes is no topic: "the difference is on its way back to your PayPal")
    their_topics = [
        r
        for r in find_refs(doc, [n for n in other_names if n.islower()])
        if not MONEY_TO.search(doc.text, max(0, r[0] - 30), r[0])
    ]
    out = []
    for m in mentions:
        sentence = doc.sentences[doc.sentence_of(m.start)]
        after = [r for r in theirs if m.start < r[0] < min(sentence.end, m.start + 60)]
        named = any(sentence.start <= a < sentence.end for a, _ in own)
        if after and not named and _AGENT_ACT.match(doc.text, m.start):
            continue
        if after and not named and _FOR_OTHERS.search(doc.text, m.start, after[0][0]):
            continue  # "Returns are set up for #W7181492 and #W5565470": theirs
        # "FQ8APE is now in economy": the claim's own words name another change (the cabin),
        # and none of this change's (bags)
        clause = _CLAUSE_END.search(doc.text, m.start + 1, sentence.end)
        hi = clause.start() if clause else sentence.end
        lo = max(
            [
                sentence.start,
                *(x.end() for x in _CLAUSE_END.finditer(doc.text, sentence.start, m.start)),
            ]
        )
        # (or before it, as its subject: "the cabin upgrade on XEHM4B went through")
        if any(lo <= a < hi for a, _ in their_topics) and not any(
            lo <= a < hi for a, _ in own_topics
        ):
            continue
        out.append(m)
    return out


# (a clause of the agent's next step ends the claim's: "... to make sure it now lists you
# before I move on to the upgrade")
_CLAUSE_END = re.compile(
    r"[,;:]|\band\b|\bbut\b|\bso\b|\bwhile\b|\b(?:before|after|then) (?:i|we)\b", re.IGNORECASE
)


# the agent's own act, whose objects follow it: "I've cancelled ...", "we rebooked ..."
_AGENT_ACT = re.compile(r"(?:i|we)(?:'ve| have)?\s", re.IGNORECASE)

ID_ANCHOR = re.compile(r"^#?[A-Z0-9]{5,12}$")
_TAKEN_UP = re.compile(
    r"(?:,\s*and|;|\band|[\u2014\u2013])\s+(?:(?:the|its|their|it|this|that)\b|[$\d]|usd\b)"
    r"(?:[^.;!?]|\.\d)*$|,\s+(?:its|their)\b(?:[^.;!?]|\.\d)*$|^[*_`)\]\s]*:",
    re.IGNORECASE,
)


_OTHER_ONE = re.compile(r"(?:the|both|all|every|all the) other\b", re.IGNORECASE)


def taken_up(
    doc: Doc, mentions: list[Mention], names: list[str], other_names: list[str]
) -> list[Mention]:
    """Claims in a sentence whose only named entity is another one ("4XGCCM is cancelled, and
    the refund goes back to the card"): a topic word ("refund") does not make them the target's.
    Taken up by "and the" / "and its", or after the entity as a heading ("**#W62**: The T-shirt
    has been updated"), they are the other entity's (dropped); otherwise unsure. A claim in a
    sentence naming no entity, in a message that names another entity before it and never the
    target's id, continues that entity ("The return for #W45 is submitted. The refund will go
    to your card."): dropped."""
    # the target named as an entity: its id, or a proper name ("the Bookshelf order"), not a
    # topic word ("refund")
    own_id = [n for n in names if ID_ANCHOR.match(n) or any(c.isupper() for c in n)]
    # (or "the other one", naming it beside another: "#W97 is cancelled. I'm still confirming the
    # other one.")
    ours = find_refs(doc, own_id + [n for n in names if _OTHER_ONE.match(n)])
    theirs = find_refs(doc, [n for n in other_names if ID_ANCHOR.match(n)])
    if not theirs:
        return mentions
    out: list[Mention] = []
    for m in mentions:
        sentence = doc.sentences[doc.sentence_of(m.start)]
        before = [b for a, b in theirs if sentence.start <= a and b <= m.start]
        named = [r for r in ours + theirs if sentence.start <= r[0] and r[1] <= sentence.end]
        if own_id and not ours and not named and any(b <= sentence.start for _, b in theirs):
            continue
        if not before or any(sentence.start <= a and b <= sentence.end for a, b in ours):
            out.append(m)
        elif not _TAKEN_UP.search(doc.text[before[-1] : m.start]):
            out.append(attrs.evolve(m, mode="unsure"))
    return out


def held_open_old(
    doc: Doc, mentions: list[Mention], new_said: Callable[[], list[tuple[int, int]]]
) -> list[Mention]:
    """The record's old values set beside the change's new ones, the outcome held open ("The
    confirmation shows HAT266, but the record still shows HAT284 + HAT152. One of the two is
    stale, and I can't tell which"): neither is told, both are put to verification."""
    # (a done claim the record's state was read as denying, "still has Mei Lee", is no claim
    # of the agent's own)
    if any(m.values == ("done",) and m.mode != "denied" for m in mentions):
        return mentions
    if not any(m.values == ("not_done",) and m.mode != "denied" for m in mentions):
        return mentions
    if not _HELD_OPEN.search(doc.text):
        return mentions
    said = new_said()
    if not said:
        return mentions
    asked = [
        attrs.evolve(m, mode="asked")
        if m.mode in ("asserted", "hedged", "reported") or m.values == ("done",)
        else m
        for m in mentions
    ]
    if any(m.values == ("done",) for m in asked):
        return asked
    return [*asked, Mention(("done",), "asked", said[0][0])]
