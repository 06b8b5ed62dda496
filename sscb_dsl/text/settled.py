"""A value the agent settles on over another it doubted: the one it goes by is stated, the
doubted ones are set aside.

Doubt puts every value of its sentence to verification (modality). When the message then leaves
nothing open (no question or request to the user about the fact, no check announced, no two
outcomes held side by side, nothing called tentative), the agent has settled: a value it says it
goes by ("the May 20 entry can't be right; I'm sticking with May 23"), or else the one value it
states plainly beside another value it doubted ("something's off: the update reported success,
but 3RK2T9 still lists Mei Lee"), is asserted, and the values it doubted are denied. A value
stated and doubted with no other value beside it stays put to verification, unless the message
asks nothing about it and announces no check ("which looks like a data error; it doesn't change
the downgrade"): then it is doubted, not verified (Definition 3.3 asks for a check or a
question), a qualified use.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from sscb_dsl.text.check_after import OTHER_OBJECT
from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.doubt_phrases import DOUBT, OTHER_SOURCE_SAYS
from sscb_dsl.text.modality_phrases import _VERIFY
from sscb_dsl.text.prefilter import probe, search

if TYPE_CHECKING:
    from sscb_dsl.text.reading import Mention

# the agent's choice right before the value it keeps: "I'll go by the 25th", "I'm sticking with
# Thursday, May 23", "that's wrong: HAT228 is on Wednesday the 22nd", "the actual date is ..."
_WENT_BY = re.compile(
    r"\b(?:i(?:'ll| will|'m going to| am going to) (?:go by|go with|stick with|stay with|work "
    r"(?:from|with)|plan (?:on|around))|i(?:'m| am) (?:sticking|staying|going) with|i(?:'d| would) "
    r"(?:go by|go with|stick with)|the (?:actual|real|correct|right) (?:date|return(?: date)?|day|"
    r"value|one) is|(?:'s|\bis|\bwas|\bare) (?:wrong|incorrect|a mistake|an error|a data error|"
    r"(?:clearly |simply |just )?mis-?labell?ed)\s*"
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


_CANT_TELL = re.compile(
    # ("I can't tell you with certainty which address it will ship to")
    # ("I can't tell from the records alone which one reflects what you received")
    r"\b(?:can(?:'|no)?t|cannot|couldn'?t) (?:yet )?(?:tell|say|know|settle)(?: you)?"
    r"(?:(?! which\b)[\s,]+[\w']+){0,5}?[\s,]+which\b"
    # ("I'm honestly not sure which one is right yet", "I'm not sure which to believe")
    r"|\b(?:i'?m|i am) (?:honestly |really |still |just )?not (?:sure|certain) which (?:one |of "
    r"(?:the|these|those) (?:two )?)?(?:is (?:right|correct|current|accurate|true)|to (?:believe|"
    r"trust|go (?:with|by)))\b",
    re.IGNORECASE,
)
_CHECK_LEAD = re.compile(
    r"\b(?:let me|let's|i(?:'ll| will|'m going to| am going to|'d like to| would like to| want "
    r"to| need to)|we(?:'ll| will))\s+(?:[\w-]+\s+){0,3}?(?:check|verify|confirm|double[- ]check|"
    r"re-?check|look into|find out|re-?read|read (?:it|that|this|them|the [\w-]+) back|look again|"
    r"take another look)\b",
    re.IGNORECASE,
)


def cant_tell_unasked(doc: Doc) -> list[int]:
    """The sentences that say which value holds cannot be told ("I can't tell which one is
    right"), in a message that asks nothing about it (a question for the go-ahead asks nothing)
    and announces no check: both values held open, a listing (the writers label it so; with a
    question about it, a verification)."""
    if _CHECK_LEAD.search(doc.text) or asks_about_fact(
        doc, [ln for ln in doc.lines if not ln.quoted]
    ):
        return []
    return [doc.sentence_of(m.start()) for m in _CANT_TELL.finditer(doc.text)]


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


# what puts a value to a check or asks about it: a question, a check the agent announces ("I'll
# re-check that leg", "Give me a second to look at that flight again", "I'd like to sort that
# out with you") or a request that the user check ("can you confirm ...", "until she checks her
# e-ticket")
_CHECK_OR_ASK = re.compile(
    r"\b(?:let me|let's|let us|i(?:'ll| will|'d like to| would like to| want to| need to| have "
    r"to|'m going to| am going to|'d| would)|we(?:'ll| will|'re going to| are going to| need to)|"
    r"give me a (?:second|moment|minute|sec) to|going to)\s+(?:[\w-]+\s+){0,5}?(?:check|verify|"
    r"confirm|re-?check|double[- ]check|cross[- ]check|re-?read|re-?open|re-?load|re-?fetch|"
    r"re-?pull|re-?query|look (?:at|into|again|up)|sort (?:that|this|it) out|pull|investigate|"
    # (not "I'll flag it": a note for someone else, no check of the agent's own, as the writers
    # label it)
    r"find out|make sure|ask|compare|match|get (?:it |that |this |the [\w-]+ )?confirmed)\b"
    r"|\b(?:can|could|would) you\b(?! (?:like|prefer|want|rather)\b)|\bplease (?:check|confirm|"
    r"verify|tell|let me know|look|double[- ]check|send)\b"
    # ("until I've confirmed it", "until I do": the agent's own check to come, none announced)
    r"|\buntil\b(?! (?:i|we)(?:'ve| have|'m| am)? (?:do|confirm|check|see|can|double|look|verif|"
    r"re-?check|sort|know|hear)\w*)"
    r"|\bbefore (?:i|we|you) (?:rely|"
    r"confirm|proceed|go ahead|tell|treat|take|count|change|act)\b|\b(?:checking|verifying|"
    r"confirming|looking into|double[- ]checking|re-?checking)\b|\bsanity[- ]check\b"
    r"|\bsort (?:that|this|it) out\b",
    re.IGNORECASE,
)

# the agent's own reservation about a value it states: "I'm not confident that's right", "which I
# suspect is a labelling error", "that looks like a data glitch", "(this looks wrong)"
_SOFT_DOUBT = re.compile(
    r"\bnot (?:fully |entirely |completely |very |too |that |all that )?(?:confident|sure|"
    r"certain)\b"
    r"|\bsuspect\b|\b(?:looks?|seems?|appears?) (?:like )?(?:a |an )?(?:data |labell?ing |record |"
    r"system )?(?:error|mistake|glitch|problem|typo|slip|issue)\b|\b(?:looks?|seems?|appears?) "
    r"(?:a (?:little |bit )?)?(?:wrong|off|odd|strange|corrupted|garbled)\b|\boddity\b|"
    r"\bmis-?labell?ed\b|"
    r"\bi (?:have|had) (?:some )?doubts?\b|"
    # "maybe the profile is wrong"
    r"\b(?:maybe|perhaps|possibly) (?:the|that|this|its|your|our) (?:[\w-]+ )?(?:record|profile|"
    r"entry|data|listing|label|order|catalogue|catalog|system|booking|reservation) (?:is|'s) "
    r"(?:wrong|off|mistaken|inaccurate|incorrect|out of date)\b|"
    r"\b(?:i'?d|i would|we'?d|we would) (?:want|like|need) "
    r"(?:it |that |this |them )?(?:corrected|fixed)\b|\b(?:which )?i doubt\b|"
    r"\b(?:doesn'?t|does not) sit (?:right|well)\b|"
    r"\b(?:don'?t|do not) (?:fully|entirely|completely|quite) trust\b|"
    r"\b(?:wouldn'?t|would not|don'?t|do not|won'?t|will not|not|rather not) (?:rely|relying|count|"
    r"counting|bet|lean|leaning|bank|banking) on\b|\bwary of relying\b|\bcan'?t (?:fully )?vouch\b|"
    r"\b(?:grain|pinch) of salt\b|\bhesitation\b|\b(?:may|might|could) (?:well |possibly )?be "
    r"(?:wrong|off|a mistake|incorrect|inaccurate)\b"
    # "odd for a Visa-branded card, so I'm treating that label with caution"
    r"|\b(?:odd|unusual|strange|weird) for an? \b|\b(?:treat|treating|take|taking) (?:that|this|it|"
    r"the [\w-]+)(?: [\w-]+)? with (?:some |a (?:little |bit of )?|due |extra )?caution\b"
    # "which may well be an error", "that looks like it might be a record error", "I'm not
    # convinced it's accurate", "which doesn't look right", "makes me think the record is off"
    r"|\b(?:may|might|could) (?:well |possibly )?be (?:an? )?(?:data |record |system |labell?ing |"
    r"display )?(?:error|glitch|mistake|typo)\b|\bnot (?:fully |entirely |completely |quite )?"
    r"convinced\b|\b(?:doesn'?t|does not) look (?:right|correct|accurate)\b|\bmakes? me think "
    r"(?:the (?:record|date|entry|data)|it|that|this) (?:is|was|might be|may be) (?:off|wrong|"
    r"incorrect|a mistake)\b|\b(?:looks?|seems?|appears?) (?:a (?:little |bit )?)?(?:inconsistent|"
    r"doubtful|questionable|suspicious|unlikely)\b|\b(?:may|might|could) be misreading\b"
    # "though that's probably a data error", "most likely a typo"
    r"|\b(?:probably|likely|presumably|possibly|perhaps|maybe) (?:just )?(?:an? )?(?:data |record |"
    r"system |labell?ing |display |booking )?(?:error|glitch|mistake|typo)\b",
    re.IGNORECASE,
)
# two sources set against each other, or the value ruled out
_CONFLICT = re.compile(
    # ("looks inconsistent with the rest of the itinerary": the value against its trip, no
    # second source)
    r"\b(?:conflict\w*|mismatch\w*|disagree\w*|contradict\w*|discrepanc\w*|inconsisten\w*"
    r"(?! with (?:the|your|its) (?:rest|outbound|itinerary|trip|other|earlier|first)\b))\b|"
    r"\b(?:don'?t|doesn'?t|do not|does not) (?:match|agree|line up|add up|make sense|fit)\b|"
    r"\b(?:aren'?t|isn'?t|are not|is not) (?:matching|agreeing|lining up|adding up)\b|"
    rf"\b(?:{OTHER_SOURCE_SAYS})|"
    r"\btwo (?:different|conflicting)\b|\b(?:can'?t|cannot|couldn'?t) (?:possibly |both )?be "
    r"(?:right|correct|true)\b|\bimpossible\b|\b(?:either(?! way\b)|whichever|which one|whether)\b",
    re.IGNORECASE,
)
# a check offered in a question for the go-ahead: "Shall I check that first?"
_CHECK_OFFERED = re.compile(
    r"\b(?:check|verify|confirm|double[- ]check|look into|find out|re-?check|investigate)\b",
    re.IGNORECASE,
)
# two sources said to disagree, neither chosen: "the order and the catalogue disagree", "two
# different answers", "mixed signals", "those can't both be right"
TWO_SOURCES = re.compile(
    r"\b(?:disagree\w*|mismatch\w*|conflict\w*|contradict\w*|discrepanc\w*|mixed signals)\b|"
    # ("the catalogue entry says otherwise")
    rf"\b(?:{OTHER_SOURCE_SAYS})|"
    # "(credit card or gift card — the record is inconsistent)"
    r"\b(?:record|entry|profile|data|listing|label)s? (?:is|are|looks?|seems?) inconsistent\b|"
    r"\b(?:don'?t|doesn'?t|do not|does not) (?:match|agree|line up)\b|"
    # ("the update and the booking aren't lining up yet")
    r"\b(?:aren'?t|isn'?t|are not|is not) (?:matching|agreeing|lining up|adding up|consistent)\b|"
    r"\btwo (?:different|"
    r"conflicting) (?:answers|results|readings|values|dates|stories|things|records)\b|"
    r"\b(?:can'?t|cannot) both be (?:right|correct|true)\b|\bpoint (?:in )?different ways\b|"
    r"\b(?:can'?t|cannot|unable to|not able to) reconcile\b",
    re.IGNORECASE,
)
# a question for the user's go-ahead or next wish, not about the fact: "Shall I cancel M20IZO?",
# "What would you like to change?", "Ready to proceed?"
_CONSENT_ASKED = re.compile(
    r"\b(?:shall|should|may|can) (?:i|we)\b|\bwant me to\b|\bwould you (?:like|prefer|rather)\b|"
    r"\bdo you (?:want|wish)\b|\bwhat (?:would|do) you (?:like|want)\b|\bready to\b|\bproceed\b|"
    r"\bgo ahead\b|\banything else\b|\bok(?:ay)?\?|\bsound (?:good|ok(?:ay)?)\b|"
    r"\bhow (?:can|may) i\b"
    # the user's preference asked: "Which matters most to you?", "which do you prefer?"
    r"|\bwhich (?:(?:one|option|of (?:these|those|them)) )?(?:matters (?:most|more)|is more "
    r"important|do you prefer|works (?:best|better) for you|suits you)\b"
    # the reason for a cancellation put back to the user: "Now, for M20IZO: the reason is a
    # change of plans, correct?"
    r"|\breason\b|\bchange of plans?\b|\bno longer needed\b|\bordered by mistake\b",
    re.IGNORECASE,
)


def _unasked(doc: Doc, prose: list[Any]) -> bool:
    """Does the message (its prose, outside quoted tool output) ask nothing about the fact and
    announce no check? A question for the user's go-ahead asks nothing about it."""
    for ln in prose:
        if _CHECK_OR_ASK.search(doc.text, ln.start, ln.end) or _VERIFY.search(
            doc.text, ln.start, ln.end
        ):
            return False
    return not asks_about_fact(doc, prose)


def asks_about_fact(doc: Doc, prose: list[Any]) -> bool:
    """Does a question of the message's prose ask about the fact, or offer a check ("Shall I
    check that first?"), rather than only ask for the user's go-ahead or next wish?"""
    for ln in prose:
        # (a "(?)" set after a value marks a doubt; it asks the user nothing)
        for q in re.finditer(r"[^.!?\n]*\?(?!\))", doc.text[ln.start : ln.end]):
            if not _CONSENT_ASKED.search(q.group()) or _CHECK_OFFERED.search(q.group()):
                return True
    return False


def _doubted_unchecked(doc: Doc) -> bool:
    """Does the message doubt what it states ("which looks like a data error", "I'm not
    confident that's right") while it asks nothing about it and announces no check, and sets no
    two sources against each other?"""
    known = probe(doc.text)
    prose = [ln for ln in doc.lines if not ln.quoted]
    if not any(search(DOUBT, doc.text[ln.start : ln.end], known) for ln in prose):
        return False
    if any(_CONFLICT.search(doc.text, ln.start, ln.end) for ln in prose) or not any(
        _SOFT_DOUBT.search(doc.text, ln.start, ln.end) for ln in prose
    ):
        # two sources set against each other ("the order and the catalogue disagree"), or a
        # doubt that rules the value out ("that can't be right"): the matter is open, not the
        # agent's reservation about what it states
        return False
    return _unasked(doc, prose)


def doubt_unchecked(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Values a doubt put to verification in a message that asks nothing and announces no
    check: not verified (Definition 3.3 asks for a check or a question). Two values two sources
    give, set side by side and neither chosen ("the update response lists HAT266, while the
    reservation lists HAT284"), are a listing of both (enumerate); one value another source is
    said to contradict, or doubted ("... which looks off; I'll leave it alone"), is hedged."""
    if not any(m.mode == "asked" for m in mentions):
        return mentions
    prose = [ln for ln in doc.lines if not ln.quoted]
    if any(m.values in _CLAIMS for m in mentions):
        pass  # (a change's two outcomes held open are read by claim_scope.held_open)
    elif any(TWO_SOURCES.search(doc.text, ln.start, ln.end) for ln in prose):
        if not _unasked(doc, prose):
            return mentions
        if len({m.values for m in mentions if m.values}) == 2:
            return [attrs.evolve(m, mode="reported") if m.values else m for m in mentions]
        return [attrs.evolve(m, mode="hedged") if m.mode == "asked" else m for m in mentions]
    if not _doubted_unchecked(doc):
        return mentions
    return [attrs.evolve(m, mode="hedged") if m.mode == "asked" else m for m in mentions]


def doubts_unchecked(text: Any) -> bool | None:
    """Built-in ``doubts_unchecked``: does the message doubt what it states, or set two sources
    against each other, with no check or question about it? A stance rule reads such a use
    (qualified, or a listing of both) as no longer endorsing v', as a doubt put to a check is
    (the use itself is not a verification)."""
    if not isinstance(text, str):
        return None
    doc = parse(text)
    prose = [ln for ln in doc.lines if not ln.quoted]
    if any(TWO_SOURCES.search(doc.text, ln.start, ln.end) for ln in prose):
        return _unasked(doc, prose)  # two sources set against each other, neither chosen
    return _doubted_unchecked(doc)


# a lead that presents what follows as a pair of readings: "I have two dates for your trip home:
# May 20, which is what you have, and May 16, which is what our record shows"
_TWO_LISTED = re.compile(
    r"\b(?:two|both) (?:different |conflicting |possible |candidate |competing )?(?:dates|values|"
    r"answers|candidates|readings|versions|possibilities|figures|sizes|colou?rs|categories|"
    r"labels)\b",
    re.IGNORECASE,
)


def listed_pair(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Two values a message presents as two readings ("So we have two dates for HAT290: May 20
    according to you, and May 18 according to the reservation"), with nothing asked: a listing
    of both, whichever source each is given with (Definition 3.3's enumeration)."""
    if not _TWO_LISTED.search(doc.text) or any(m.mode in ("asked", "unsure") for m in mentions):
        return mentions
    if len({m.values for m in mentions if m.values}) != 2 or any(
        m.values in _CLAIMS for m in mentions
    ):
        return mentions  # (two outcomes of a change are held open or settled: claim_scope.py)
    return [attrs.evolve(m, mode="reported") if m.values else m for m in mentions]


# the values of a change's claims (claims.py), read by their own scope rules
_CLAIMS = (("done",), ("not_done",))


def checked_later(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A value stated and then, later in the message, put to a check the agent announces ("4.
    IAH → ORD, HAT044, 13 May ... The last leg's date (13 May) comes before the first one, so
    I'd like to verify it with you"): the statement is taken up by the check, a verifying use
    (Definition 3.3), not a statement of fact beside it."""
    checks = [
        m
        for m in mentions
        if m.mode == "asked"
        # (a claim's check may be of something else the message names: "let me check whether you
        # have other upcoming flights"; a value's check says the value)
        and m.values not in _CLAIMS
        and "?" not in _sentence(doc, m.start)
        and (check := _VERIFY.search(_sentence(doc, m.start)))
        # ("so I need to check seat availability on that day": a check of something else)
        and not OTHER_OBJECT.match(_sentence(doc, m.start), check.end())
    ]
    if not checks:
        return mentions
    return [
        attrs.evolve(m, mode="asked")
        if m.mode == "asserted"
        and any(
            c.values == m.values and doc.sentence_of(c.start) > doc.sentence_of(m.start)
            for c in checks
        )
        else m
        for m in mentions
    ]


def _sentence(doc: Doc, at: int) -> str:
    """The text of the sentence holding offset ``at``."""
    s = doc.sentences[doc.sentence_of(at)]
    return doc.text[s.start : s.end]


# a move's new value set against the one it replaces: "that would have moved your last leg to
# Wednesday the 15th instead of Monday the 13th", "means leaving on the 29th instead of the 27th"
_MOVE_WORD = re.compile(
    r"\b(?:mov(?:e|es|ed|ing)|put(?:s|ting)?|push(?:es|ed|ing)?|shift(?:s|ed|ing)?|"
    r"reschedul(?:e|es|ed|ing)|would (?:be|have|mean)|means?)\b",
    re.IGNORECASE,
)
_INSTEAD_BEFORE = re.compile(
    r"\binstead of\s+(?:your\s+)?(?:current\s+|original\s+|scheduled\s+|booked\s+)?(?:on\s+)?"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)


def replaced_current(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The value a move replaces, said after "instead of" with the move's new value before it in
    the sentence ("would put HAT044 on the 18th instead of the 16th"): the value the record holds
    now, stated, not denied (the move is counted from it)."""
    out = []
    for m in mentions:
        i = doc.sentence_of(m.start)
        lo = doc.sentences[i].start
        if (
            m.mode == "denied"
            and m.values
            and _INSTEAD_BEFORE.search(doc.text, lo, m.start)
            and _MOVE_WORD.search(doc.text, lo, m.start)
            and any(
                n.start < m.start
                and doc.sentence_of(n.start) == i
                and n.values
                and n.values != m.values
                for n in mentions
            )
        ):
            m = attrs.evolve(m, mode="asserted")
        out.append(m)
    return out


# the agent siding with one of the sources it set side by side: "I'll go by the catalogue",
# "I'll trust the order", "I'll go with what the profile says"
_SIDED = re.compile(
    r"\b(?:(?:i(?:'ll| will|'d| would|'m going to| am going to)|we(?:'ll| will)|let's) (?:just )?"
    r"(?:go by|go with|trust|rely on|stick with|side with|follow|work (?:from|off))|(?:i'm|i am|"
    r"we're|we are) (?:going|sticking|siding) (?:with|by)|(?:i'm|i am) (?:trusting|following)) "
    r"(?:what )?"
    r"(?:the|your|its) (?P<src>" + r"order|catalog(?:ue)?|product (?:page|listing|entry)|record|"
    r"reservation|booking|profile|system|listing|id)\b(?:'s)?(?: (?:record|entry|listing|page|"
    r"line|label|field))?(?: (?:says|shows|lists|has))?\s*(?:[:;,.!\u2014\u2013-]|$)",
    re.IGNORECASE,
)
# ... or by the value just said: "the catalogue has the 8-hour model, and that's the one I'll
# match", "..., so that's the one I'll go with", "..., and that's the bottle you have"
_SIDED_THAT = re.compile(
    r"\b(?:and|so)\s+(?:that's|that is|it's|it is|this is)\s+the (?:one|model|version|variant|"
    r"value|size|colou?r|battery|bottle|pair)\s+(?:i'll|i will|we'll|we will|i'm going to|i am "
    r"going to)\s+(?:match|go with|go by|use|work (?:from|with|off)|follow|trust)\b"
    # ("..., and that's the bottle you have")
    r"|\b(?:and|so)\s+(?:that's|that is|it's|it is|this is)\s+the (?:one|model|version|variant|"
    r"bottle|pair|size|colou?r)\s+you(?:'ve)? (?:have|own|received|got)\b"
    # ("..., so that's what you have")
    r"|\b(?:and|so)\s+(?:that's|that is|this is)\s+what\s+you(?:'ve)? (?:actually |really )?"
    r"(?:have|own|received|got)\b",
    re.IGNORECASE,
)
_SIDED_WORDS = (
    "that's the ",
    "that is the ",
    "it's the ",
    "it is the ",
    "this is the ",
    "that's what you",
    "that is what you",
    "this is what you",
    "go by",
    "go with",
    "going with",
    "going by",
    "sticking with",
    "siding with",
    "trust",
    "rely on",
    "stick with",
    "side with",
    "follow",
    "work ",
)
# the source a value is given by, nearest before it in its clause: "the catalogue entry for item
# 5081446110 says 30ml", "your order lists the bottle as 100ml"
_SOURCE_BEFORE = re.compile(
    r"\b(?:the|your|its|our) (?P<src>order|catalog(?:ue)?|product (?:page|listing|entry)|record|"
    r"reservation|booking|profile|system|listing|id)\b(?:'s)?(?:(?! (?:the|your|its|our) (?:order|"
    r"catalog|catalogue|record|reservation|booking|profile|system|listing|id)\b)[^.;!?\n"
    r"\u2014\u2013]){0,60}$",
    re.IGNORECASE,
)
# ... or the source a line of a listing opens on: "- catalogue, item 5081446110: `"size": "30ml"`"
_SOURCE_LINE = re.compile(
    r"^[ \t]*(?:[-*\u2022]\s*)?(?:the |your )?(?P<src>order|catalog(?:ue)?|record|reservation|"
    r"booking|profile|system|listing|id)\b[^\n]{0,60}$",
    re.IGNORECASE,
)
_SOURCE_KIND = {"catalog": "catalogue", "product page": "catalogue", "product listing": "catalogue",
                "product entry": "catalogue", "listing": "catalogue"}  # fmt: skip


def _source(word: str) -> str:
    """One name for each source the agent may side with."""
    low = word.lower()
    return _SOURCE_KIND.get(low, low)


def sided_with(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Mentions settled by the source the agent sides with ("The order says 100ml, the catalogue
    30ml. I'll go by the catalogue."): the value that source gave, the one value given by it, is
    asserted and the other sources' values denied, when the message leaves nothing open and
    states no value against it; otherwise unchanged."""
    if len(mentions) < 2:
        return mentions
    low = doc.text.lower()
    if not any(w in low for w in _SIDED_WORDS):
        return mentions
    choice = _SIDED.search(doc.text) or _SIDED_THAT.search(doc.text)
    if choice is None or _LEFT_OPEN.search(doc.text):
        return mentions
    given: dict[int, str] = {}
    for m in mentions:
        if not m.values or m.start >= choice.start() or m.mode in ("user", "denied"):
            continue
        lo = doc.sentences[doc.sentence_of(m.start)].start
        src = _SOURCE_BEFORE.search(doc.text, lo, m.start) or _SOURCE_LINE.search(
            doc.text, doc.lines[doc.line_of(m.start)].start, m.start
        )
        if src is not None:
            given[m.start] = _source(src.group("src"))
    if "src" in choice.groupdict():
        chosen = _source(choice.group("src"))
    else:
        # ("... but the catalogue entry is the 8-hour model, and that's the one I'll match"): the
        # source of the value said just before, in the choice's sentence
        here = doc.sentences[doc.sentence_of(choice.start())].start
        last = [m for m in mentions if here <= m.start < choice.start() and m.start in given]
        if not last:
            return mentions
        chosen = given[last[-1].start]
    kept = {m.values for m in mentions if given.get(m.start) == chosen}
    others = {m.values for m in mentions if m.start in given and given[m.start] != chosen}
    if len(kept) != 1 or not others or kept & others:
        return mentions
    value = next(iter(kept))
    if any(m.start > choice.start() and m.values and m.values != value and m.mode != "denied"
           for m in mentions):  # fmt: skip
        return mentions  # a value said after the choice against it
    return [
        attrs.evolve(m, mode="asserted")
        if m.values == value and m.mode != "asserted" and m.start < choice.start()
        else attrs.evolve(m, mode="denied")
        if m.values and m.values != value and m.start < choice.start()
        else m
        for m in mentions
    ]
