"""What the rest of a message does to the mentions a finder attributed: a retraction withdraws
what came before it, a sentence leaving two values open hedges them, a record's words put to the
user (or doubted) are asked, and a value no reference attributes is dropped when it changes
nothing. Split from ``reading`` (which attributes each mention in its clause) so that each
module does one job."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.modality import doubts, hedged_later, hedging_clauses
from sscb_dsl.text.modality_phrases import _CONSENT, OWN_EARLIER_SAID, RECORD_ADOPTED, RETRY
from sscb_dsl.text.prefilter import finditer, probe
from sscb_dsl.text.settled import cant_tell_unasked

if TYPE_CHECKING:
    from sscb_dsl.text.reading import Mention


_RETRACTION = re.compile(
    r"\b(?:i misread|i misspoke|i mis-?stated|my mistake|i was (?:wrong|mistaken)|scratch that|"
    r"strike that|that was (?:wrong|incorrect|a mistake)|i stand corrected|actually,? hold on|"
    r"hold on,? (?:that|i|let me)|"
    r"i shouldn't have said|i shouldn't have(?=\s*[\u2014\u2013.;:-])|correcting myself|"
    r"let me correct (?:myself|that)|i need to correct (?:myself|that)|"
    # "... May 18 — my typo, it's May 20", "... Correction: the return is May 20"
    r"my typo(?=\s*[,;:\u2014\u2013-])|(?<![\w ])correction(?=\s*[:,\u2014\u2013])|"
    # "..., but I had that wrong: ...", "... no, let me re-read that: ..."
    r"i (?:had|got) (?:that|it|this) (?:wrong|backwards)|"
    # "sorry, correction, I looked at the wrong line: it's black"
    r"i (?:looked at|read|checked|was looking at|was reading|pulled(?: up)?) the wrong (?:line|"
    r"item|entry|order|record|reservation|booking|one|flight|row|product|leg)|"
    r"no,? let me (?:re-?read|re-?check|look at|check) (?:that|this|it)(?: again)?)\b",
    re.IGNORECASE,
)


_SAID_BEFORE = re.compile(
    r"\b(?:i|we)(?:'d| had)? (?:said|told you|wrote|mentioned|stated|gave you)\b[^.;!?]{0,80}?"
    r"\b(?:before|earlier|previously|at first|initially)\b\s*,?\s*(?P<but>but)\b",
    re.IGNORECASE,
)


_SAID_EARLIER = re.compile(
    r"\b(?:i|we)(?:'d| had)? (?:said|told you|wrote|mentioned|stated|gave you|had)\b"
    r"(?P<what>[^.;!?]{0,80}?)\b(?:before|earlier|previously|at first|initially)\b",
    re.IGNORECASE,
)


def retracted(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Mentions before a retraction ("sorry, I misread", "scratch that") are withdrawn: denied
    when a later mention says what the agent now holds, else unsure (what it holds is unsaid),
    never a decided value."""
    if not mentions:
        return mentions
    # "It's Saturday — I said Monday earlier, sorry": what the agent says it said before is
    # withdrawn, when the message says something else it now holds
    earlier = [(m.start("what"), m.end("what")) for m in _SAID_EARLIER.finditer(doc.text)]
    if earlier:
        before = {m.start for m in mentions if any(a <= m.start < b for a, b in earlier)}
        if before and any(m.start not in before and m.mode != "denied" for m in mentions):
            mentions = [
                attrs.evolve(m, mode="denied") if m.start in before else m for m in mentions
            ]
    marks = [m.start() for m in finditer(_RETRACTION, doc.text, probe(doc.text))]
    # (an apology right after what was said before retracts that, not the rest: "It's Saturday
    # — I said Monday earlier, sorry")
    marks = [x for x in marks if not any(b <= x <= b + 30 for _, b in earlier)]
    # "I said the 100ml bottle before, but it's the 30ml one": what was said before is withdrawn
    marks += [m.start("but") for m in _SAID_BEFORE.finditer(doc.text)]
    if not marks:
        return mentions
    last = max(marks)
    if any(m.start > last for m in mentions):
        # "I told you blue. I shouldn't have — it's black.": what follows replaces what came before
        return [
            attrs.evolve(m, mode="denied") if m.start < last and m.mode != "denied" else m
            for m in mentions
        ]
    return [attrs.evolve(m, mode="unsure") if m.mode != "denied" else m for m in mentions]


# a sentence leaving two values open: "So it's one of those two", "it could be either"
_HELD_OPEN = re.compile(
    r"\b(?:it(?:'s| is| must be| could be| has to be|'s got to be)|you(?:'re| are)(?: booked)? on|"
    r"(?:that|which) (?:leaves|makes) (?:it|us with))\s+(?:either\s+)?one of (?:those|these|the) "
    r"two\b|\b(?:it|that) could be either(?: one)?\b(?!\s+\w+\s+or\b)|\bit's one or the other\b"
    # "so I'm showing both rather than guessing"
    r"|\b(?:rather than|instead of) guessing\b"
    # "I can't reconcile the two from here, so I'd rather not state either as certain"
    r"|\b(?:can(?:'|no)?t|cannot|couldn'?t|unable to) reconcile (?:the two|them|these|those|both)\b"
    r"|\b(?:rather not|won'?t|can(?:'|no)?t|cannot) (?:state|say|call|give|treat) either\b",
    re.IGNORECASE,
)


def _hedged_in(
    doc: Doc, mentions: list[Mention], sentences: set[int], modes: tuple[str, ...] = ()
) -> list[Mention]:
    """The mentions stated or reported (or said in ``modes``) in ``sentences``, hedged; the
    others as they are."""
    return [
        attrs.evolve(m, mode="hedged")
        if m.mode in ("asserted", "reported", *modes)
        and m.values
        and doc.sentence_of(m.start) in sentences
        else m
        for m in mentions
    ]


def held_open(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """Values stated in a sentence that the next one (or itself) leaves open ("The record lists
    it as black, whereas I told you blue. So it's one of those two") are hedged, not stated."""
    if not mentions:
        return mentions
    opened: set[int] = set()
    # ("Depending on which is right, the delayed return would be May 18 or May 23")
    for m in [*_HELD_OPEN.finditer(doc.text), *_DEPENDING.finditer(doc.text)]:
        at = doc.sentence_of(m.start())
        opened |= {at, at - 1}
    # "The reservation shows May 16, while you have May 20 in mind. I can't tell which one is
    # right.": with nothing asked and no check announced, both held open (a value the doubt put
    # in question as well)
    untold = {i for at in cant_tell_unasked(doc) for i in (at, at - 1)}
    if not opened and not untold:
        return mentions
    # (the user's value held open beside the record's: "the reservation lists HAT278 on May 17,
    # and you remember the 22nd. Depending on which is right, ...")
    out = _hedged_in(doc, mentions, opened, ("user",))
    out = _hedged_in(doc, out, untold, ("user", "asked"))
    # (the outcomes given both ways in a sentence that asks nothing: "A blue pair would be either
    # $232.49 (6 h) or $226.49 (8 h), depending on which is right")
    both_ways = set()
    for m in _DEPENDING.finditer(doc.text):
        at = doc.sentence_of(m.start())
        sentence = doc.sentences[at]
        if not doc.text[sentence.start : sentence.end].rstrip().endswith("?"):
            both_ways.add(at)
    return _hedged_in(doc, out, both_ways, ("asked",)) if both_ways else out


_DEPENDING = re.compile(
    r"\bdepending on which (?:one |date |value |of (?:the two|them|these|those) |of (?:its|the|"
    r"their|your) two (?:possible |listed |recorded )?(?:dates|values|categories|labels|readings|"
    r"sizes|colou?rs) )?(?:is (?:right|correct|accurate|true)|turns out (?:to be )?(?:right|"
    r"correct))\b"
    # "two or three gift cards, depending on how the 7803 one is classified"
    r"|\bdepending on how (?:it|that|this|the (?:[\w-]+ ){1,4}?)(?:is|gets) (?:classified|"
    r"categori[sz]ed|labell?ed|counted|typed|filed)\b",
    re.IGNORECASE,
)


_I_WILL = (
    r"(?:let me|i(?:'ll| will|'m going to| am going to|'d like to| would like to| want to| need "
    r"to))"
)
_CHECK = r"(?:cross[- ]check|double[- ]check|verify|confirm|check|re-?check)"
_CLAUSE_OPENS = r" (?:you|your|the|a|an|there|they|we|i|it|its|all|both|everything)\b"
_USER_CHECK = re.compile(
    r"\b(?:can|could|would|will) you (?:please )?(?:check|look at|glance at|confirm|verify|"
    r"double[- ]check|"
    r"measure|find|read|look for|send|share|"
    r"take a look|see whether|see if|let me know (?:if|whether|which)|tell me (?:which|whether|"
    r"if))\b|\bdo you (?:remember|know|recall|happen to know) (?:whether|if|which)\b|"
    r"\bdo you have (?:the|your|a) (?:confirmation|itinerary|receipt|email|booking)\b|"
    # the value asked of the user: "Do you have the return date from your confirmation email?",
    # "Do you know the date you're actually meant to fly Phoenix to Detroit?"
    r"\b(?:do|did) you (?:have|know|remember|recall|happen to (?:have|know)) (?:the|your|a|which|"
    r"what)\b[^.!?]{0,50}?\b(?:date|day|time|size|colou?r|category|type|option|capacity|version|"
    r"model|length|material)\b[^.!?]{0,60}\?|"
    r"\bdid you (?:book|order|buy|set) it (?:that way|like that)\b|"
    r"\bplease (?:check|confirm|verify|double[- ]check)\b|"
    r"\bso (?:that )?(?:we(?:'re| are)|i(?:'m| am)) (?:sure|certain)\b"
    r"|\bso (?:that )?(?:we|i) (?:know|can be (?:sure|certain)|can confirm)\b|\bto (?:make|be) "
    r"(?:sure|certain)\b"
    # the agent checking what it just reported: "listed as black, but let me double-check that"
    # the value put to the user: "let's make sure it's the right order", "is that the jacket
    # you meant?"
    r"|\blet(?:'s| us) make sure\b|\bis (?:that|this) (?:really |actually |definitely )?(?:the \w+ "
    r"|what |how |when )?you (?:meant|ordered|"
    r"wanted|bought|have|got|booked|reserved|remember|expected|planned|chose|picked|selected)\b"
    # "Is that what yours have?", "does that match yours?"
    r"|\b(?:is|are) (?:that|this|it) (?:really |actually )?what (?:yours|your \w+) (?:have|has|"
    r"(?:is|are|look|looks) like)\b|\b(?:does|do) (?:that|this|it) match (?:yours|your own|what "
    r"you (?:have|see|got|booked|ordered))\b"
    # the value of the user's own asked for: "what color are your earbuds right now?"
    r"|\bwhat (?:colou?r|size|type|capacity|version|model|length|material|scent|battery(?: life)?"
    r"|switch(?:es)?|date|day)\b[^.!?\n]{0,30}?\b(?:is|are|was|were|does|do) (?:your|yours)\b"
    r"[^.!?\n]*\?"
    # "Is that the day you're flying back?", "Is that the date you want pushed back?"
    r"|\bis (?:that|this) (?:really |actually )?(?:the (?:day|date|flight|one) |when )"
    r"you(?:'re| are) (?:flying|travell?ing|coming (?:back|home)|returning|heading (?:back|home))\b"
    r"|\bis (?:that|this) (?:really |actually )?the (?:day|date) you want\b"
    # the user's own record asked for: "does your confirmation say something different?",
    # "Could you pull up the confirmation you received ... and tell me what date it gives"
    r"|\b(?:could|can|would|will) you (?:please |quickly |just )?(?:pull up|check|look at|open|"
    r"find|dig out|look up|take a look at) (?:the|your) (?:booking |order )?(?:confirmation|"
    r"itinerary|receipt|email|ticket|e-?ticket)\b"
    r"|\b(?:does|did) your (?:confirmation|itinerary|receipt|email|booking|e-?ticket|ticket|order|"
    r"app)(?: email)? (?:say|show|list|give|have|match|agree)\b"
    # "Which date is on your confirmation?", "what size is printed on the box you got?"
    r"|\b(?:which|what) (?:[\w-]+ ){0,2}(?:is|are) (?:on|in|shown on|shown in|listed on|listed in|"
    r"printed on|written on) (?:your|the) (?:confirmation|itinerary|receipt|email|ticket|e-?ticket|"
    r"app|box|label|packaging|card|statement|tag)\b[^.!?]{0,40}\?"
    # "Is that how your itinerary reads?", "is that what your confirmation shows?", "please look
    # at your confirmation email and tell me which one it shows"
    r"|\bis (?:that|this|it) (?:how|what) your (?:confirmation|itinerary|receipt|email|booking|"
    r"ticket|order|record)s?(?: email)? (?:reads?|says?|shows?|lists?|has)\b[^.!?]*\?"
    r"|\bplease (?:look at|check|open|pull up|find) (?:the|your) (?:booking |order )?"
    r"(?:confirmation|itinerary|receipt|email|ticket|e-?ticket)\b"
    r"|\b(?:let me|i(?:'ll| will| want to| need to|'d like to| would like to)) (?:double[- ]check|"
    r"check|verify|confirm|re-?check|re-?read|re-?open|look again at) (?:that|this|it|the "
    r"(?:reservation|order|booking|record|profile|catalog(?:ue)?|product page))\b"
    r"(?! (?:you|your|the|a|an)\b)"
    # "I'll verify those specs against the product catalogue"
    r"|\b(?:let me|i(?:'ll| will| want to| need to|'d like to| would like to)) (?:double[- ]check|"
    r"check|verify|confirm|re-?check|cross-?check) (?:those|these|them|the) (?:specs|details|"
    r"values|figures|options|dates?|labels?|entries|fields)?\s*(?:against|with|on)\b"
    # the record's value put to the user: "Is that correct?", "..., right?", "Is the 18th really
    # right?", "Is the 16th what you have on your itinerary?"
    r"|\bis (?:that|this|it) (?:correct|right|accurate)\s*\?"
    r"|\bis the (?:[\w-]+ ){1,2}?(?:(?:really|actually) (?:correct|right|accurate)|(?:really |"
    r"actually )?what you (?:have|booked|see|expected))\b[^.!?]*\?"
    # a check of the value announced: "let me double-check HAT001's date", "I'd still
    # double-check that return date against your e-ticket"
    r"|\b(?:let me|i(?:'ll| will| want to| need to|'d like to| would like to|'d| would)"
    r"(?: still| also| first)?) (?:double[- ]check|"
    r"check|verify|confirm|re-?check) (?:\S+\s+){0,3}?(?:date|category|type|size|option)\b"
    # the user asked to settle it: "Which one do you actually have?", "Which is it on your side?"
    r"|\bwhich (?:one|is it|is right|is correct|of (?:these|those|the two|them))\b[^.!?]{0,60}\?"
    # "Which should I work from?", "which date do we go by?"
    r"|\bwhich (?:(?:date|one|value|figure) )?(?:should|shall|do|would) (?:i|we) (?:use|go with|"
    r"work from|go by|trust|take|book|follow)\b[^.!?]{0,40}\?"
    # "which switches does yours actually have?", "which do you have?"
    r"|\bwhich (?:[\w-]+ ){0,2}(?:do|does|did|is|are) (?:you|yours|your [\w-]+|the [\w-]+ "
    r"(?:that )?you)\b[^.!?]{0,60}\?"
    r"|\bwhat (?:[\w-]+ ){0,2}(?:do|does) (?:you|yours|your [\w-]+) (?:actually |really )?(?:have|"
    r"see|show|say)\b[^.!?]{0,40}\?"
    r"|\b(?:let me|i(?:'d| would) like to|i want to|i need to) confirm (?:which|whether|that|this|"
    r"it)\b"
    # "I'd rather confirm with you before ...", a record's listing put as a question ("A Visa
    # listed as a gift card under a credit_card id?")
    r"|\bconfirm (?:it |this |that )?with you\b"
    r"|\bwould you mind (?:confirming|checking|verifying|double[- ]checking|looking)\b"
    # "(I haven't checked that colour ...; tell me if yours looks different)"
    r"|\b(?:let me know|tell me) (?:if|whether) (?:yours|your [\w-]+|it|that|this|they|the [\w-]+)"
    r"\b[^.!?]{0,40}?\b(?:looks?|is|are|seems?|reads?) (?:different|otherwise|wrong|off)\b"
    # the change asked after on the user's side: "tell me whether the new flights show up"
    r"|\b(?:let me know|tell me) (?:if|whether) (?:yours|your [\w-]+|it|they|the(?: [\w-]+){1,2}|"
    # ("let me know whether HAT041 shows under OWZ4XL")
    r"#?[a-z]{2,4}\d{2,6}|#?(?=[a-z]*\d)[a-z0-9]{6,8})"
    r"\b[^.!?]{0,40}?\b(?:show(?:s|ing)? (?:up|under|on|in)|appears?|(?:is|are) (?:there|listed|"
    r"showing))\b"
    # "so I'd rather you confirm before I tell you where the refund lands"
    r"|\b(?:i'd|i would) (?:rather|prefer|like) (?:that )?you (?:to )?(?:confirm|check|verify|"
    r"double[- ]check)\b"
    r"|\b(?:listed|shown|marked|recorded|typed|stored|labell?ed) as\b[^.!?\n]{0,80}\?"
    # the agent checking what it reported, in more words: "I'll cross-check it with the
    # catalogue", "I'm going to check that", "I'm checking that against the product listing",
    # "..., which I'd like to double-check", "let me make sure that's right", "Before I rely on
    # that, ...", "I'll look the item ID up in the catalogue to confirm"
    # (not "I'll check that the seats are open": a clause of its own)
    rf"|\b{_I_WILL} {_CHECK} (?:that|this|it)\b(?!{_CLAUSE_OPENS})"
    r"|\bi(?:'m| am) (?:now )?(?:checking|verifying|confirming|cross[- ]checking|double[- ]"
    rf"checking) (?:that|this|it)\b(?!{_CLAUSE_OPENS})"
    rf"|\bwhich i(?:'d| would) (?:like|want) to {_CHECK}\b"
    r"|\bmake sure (?:that(?:'s| is)|it(?:'s| is)|this is) (?:right|correct|accurate)\b"
    r"|\bbefore i (?:rely on|go by|act on|use) (?:that|this|it)\b"
    r"|\b(?:look|pull|check)\b[^.!?]{0,40}\b(?:catalog(?:ue)?|product (?:page|listing|details)|"
    r"item (?:id|details)|order details|record)\b[^.!?]{0,20}\bto (?:confirm|verify|be sure|make "
    r"sure)\b"
    # "Let me verify against the catalogue", "I'll confirm the colour before we go on"
    rf"|\b{_I_WILL} {_CHECK} (?:against|with|in) (?:the |your )?(?:catalog(?:ue)?|product|record|"
    r"order|listing|profile|reservation|booking)\b"
    rf"|\b{_I_WILL} {_CHECK} (?:the|its|their) (?:colou?r|size|capacity|material|storage|memory|"
    r"length|pressure|style|model|variant|version|value|label|spec(?:s|ification)?)\b"
    # a check offered or called for: "Want me to verify that with the catalogue?", "Shall I
    # double-check?", "— worth confirming before we swap them", "that may need verifying"
    rf"|\b(?:want me to|shall i|should i|do you want me to|would you like me to) {_CHECK}\b"
    r"(?! (?:the |for |on )?(?:availab|stock|price|flights?|seats?|options))"
    r"|\b(?:worth|needs?|need|may need|might need) (?:re-?|double[- ]|cross[- ])?(?:confirming|"
    r"verifying|checking)\b"
    # (not a check left to the user for later: "it's worth checking your e-ticket later", a
    # hedge of what the agent goes on with now)
    r"(?![^.;!?]{0,50}\blater\b)"
    # the user asked for it: "Can you take a quick look at yours?", "What colour are the ones you
    # received?"
    r"|\b(?:can|could|would) you (?:please )?take a (?:quick |closer |second )?look\b"
    r"|\bwhat [\w-]+ (?:is|are|was|were) (?:the ones?|yours|your [\w-]+)(?: (?:that )?you "
    r"(?:received|got|have|ordered))?\s*\?",
    re.IGNORECASE,
)


# a sentence that only hedges the one before it, referring back to it: "At least, that's how
# it's listed — I can't fully vouch for the category.", "I can't fully vouch for that listing,
# though.", "That may not be accurate."
_NEXT_HEDGE = re.compile(
    r"\W*(?:(?:at least|mind you|that said|then again|admittedly),?\s+)?(?:that's|that is|this "
    r"is|it's|it is) (?:how|what) (?:it's|it is|they're|they are|the [\w-]+ (?:is|are)|i (?:see|"
    r"have)) (?:listed|shown|recorded|filed|labell?ed|stored)\b"
    r"|\W*(?:but|though|that said,?)?\s*i (?:can't|cannot|couldn't|could not) (?:fully |"
    r"completely |entirely |personally |really )?(?:vouch for|guarantee|stand behind|be sure of) "
    r"(?:that|this|it|the [\w-]+(?: [\w-]+)?)\b"
    r"|\W*(?:that|this|it) (?:may|might|could) (?:not be (?:right|accurate|correct|current)|be "
    r"(?:wrong|off|inaccurate|out of date|outdated))\b"
    # "That's what I have, at least.", "That's my reading, anyway.", "Take that with a grain of
    # salt.", "I wouldn't swear to it."
    r"|\W*(?:that's|that is) (?:what|how) (?:i|we) (?:have|see|read)(?: (?:it|here|on file))?,? "
    r"at least\b"
    r"|\W*(?:that's|that is) (?:my|our) (?:reading|understanding|take)(?: of (?:it|that|the "
    r"[\w-]+))?,? (?:anyway|at least)\b"
    r"|\W*(?:but |though )?(?:take|treat) (?:that|this|it) with a (?:grain|pinch) of salt\b"
    r"|\W*(?:but |though |so )?(?:take|treat) (?:that|this|it)(?: [\w-]+)? with (?:some |a little "
    r"|a bit of |due |extra )?caution\b"
    r"|\W*i (?:wouldn't|would not) (?:swear to|stake much on) (?:it|that)\b",
    re.IGNORECASE,
)


def hedged_by_next(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A value stated or reported in a sentence the next one only hedges, referring back to it
    ("Your thermostat is listed as the Google Assistant model. I can't fully vouch for that
    listing, though."), is said with the hedge; the next sentence holds no value of its own."""
    by_sentence = {doc.sentence_of(m.start) for m in mentions}
    hedged = {
        i
        for i in by_sentence
        if i + 1 < len(doc.sentences)
        and i + 1 not in by_sentence
        and _NEXT_HEDGE.match(doc.text, doc.sentences[i + 1].start, doc.sentences[i + 1].end)
    }
    if not hedged:
        return mentions
    return _hedged_in(doc, mentions, hedged)


def checks_in(doc: Doc) -> bool:
    """Does the message put something to a check, the user's or the agent's ("can you check the
    label?", "I'll re-read JG7FMM to make sure that's reflected"), other than a retried change's?"""
    return any(
        # ("I'll retry the cancellation and re-open it to make sure it shows": a check of the new
        # attempt, not of what the record said)
        not RETRY.search(
            doc.text, doc.sentences[max(0, doc.sentence_of(c.start()) - 1)].start, c.end()
        )
        for c in _USER_CHECK.finditer(doc.text)
    )


def checked_with_user(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """What a record says, reported while the message asks the user (or the agent) to check it
    ("the order record says size 11; can you check the label?") or doubts it ("the tool says
    May 23 ... which is impossible"), is put to verification, not stated."""
    mentions = hedged_by_next(doc, mentions)
    if not any(m.mode == "reported" for m in mentions):
        return mentions
    checked = checks_in(doc)
    if not checked and RECORD_ADOPTED.search(doc.text):
        # ("odd, since that's a day before you leave, but that's what's booked"): the doubt set
        # aside for the record, what it says is relied on
        return mentions
    if not (checked or _doubted_elsewhere(doc, mentions)):
        # nothing put to a check: a report a later clause of its sentence doubts ("The order
        # lists the backpack as black, though I can't be completely sure that's accurate")
        # stands hedged
        return [
            attrs.evolve(m, mode="hedged")
            if m.mode == "reported" and hedged_later(doc, m.start)
            else m
            for m in mentions
        ]
    return [attrs.evolve(m, mode="asked") if m.mode == "reported" else m for m in mentions]


# the agent siding with the record over the user: "the reservation is what counts", "I have to go
# by the record"
_SIDED = re.compile(
    r"\b(?:is what counts|is what we go by|(?:i|we) (?:have|need) to go by|takes precedence|is "
    r"authoritative|(?:i'll|i will|i'm going to|we'll|we will) (?:go by|go with|stick with|work "
    r"(?:from|with)) (?:the |your |our )?(?:record|reservation|system|booking|profile|order))\b",
    re.IGNORECASE,
)


# the two values held side by side: "both", "each", "respectively", a condition on each
_BOTH_HELD = re.compile(
    r"\b(?:both|each|either|respectively|whichever)\b|\bif (?:it'?s|they'?re|it is|they are)\b"
    r"[\s\S]{1,200}?\bif (?:it'?s|they'?re|it is|they are)\b",
    re.IGNORECASE,
)
_CONCLUDED = re.compile(r"\b(?:so|which means|meaning|therefore|hence|that means)\b", re.IGNORECASE)
_WHICH_DOUBT = re.compile(
    r"\b(?:both can(?:'|no)?t be (?:right|correct)|can(?:'|no)?t both be (?:right|correct)|one of "
    r"(?:them|those|these|the two) (?:is|must be) wrong|can(?:'|no)?t (?:tell|settle|say|know) "
    r"which|(?:rather|prefer) not (?:to )?(?:say|guess|decide) which)\b",
    re.IGNORECASE,
)


def set_against_user(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """What a record says, set in one sentence against another value in the user's words ("The
    reservation shows 17 May, while you remember the 22nd"), is put to verification: the
    conflict flagged, neither taken up. (A value the user said elsewhere in the message, "If you
    believe it should be a credit card, ...", leaves the report as it is, and so does a message
    siding with the record: "..., but the reservation is what counts".)"""
    users = [
        (doc.sentence_of(m.start), m.values) for m in mentions if m.mode == "user" and m.values
    ]
    if not users or _SIDED.search(doc.text):
        return mentions
    # (held open both ways, neither put to a question nor a check: "you say 8 hours, the order
    # says 6; I'll keep both in mind", "if it's the 22nd, ...; if it's the 17th, ...": a listing)
    held = _BOTH_HELD.search(doc.text) or _WHICH_DOUBT.search(doc.text)
    # (a question of consent, "Shall I try the change again?", asks nothing of the two)
    asked = any(
        doc.text[t.start : t.end].rstrip().endswith("?")
        and not _CONSENT.search(doc.text[t.start : t.end])
        for t in doc.sentences
    )
    both = held and not asked and not checks_in(doc)
    mode = "open" if both else "asked"
    # (a doubt of which one is right, neither put to a question nor a check: "you have May 20 in
    # mind, while the record shows May 16. Both can't be right.": a listing of the two)
    which = both and _WHICH_DOUBT.search(doc.text)
    return [
        attrs.evolve(m, mode=mode)
        if (m.mode == "reported" or (which and m.mode == "asked"))
        and m.values
        and any(s == doc.sentence_of(m.start) and v != m.values for s, v in users)
        # (a conclusion that holds both, "so I'll look at what's available against both", relies
        # on neither)
        and (both or not _concluded(doc, m, mentions))
        else m
        for m in mentions
    ]


def _concluded(doc: Doc, m: Mention, mentions: list[Mention]) -> bool:
    """Does the sentence draw a conclusion from the record's value with no value of its own
    ("You said white, but the order shows them as blue, so they already have the colour you
    want": relied on; "..., so I searched the 27th" says what it went by instead)?"""
    end = doc.sentences[doc.sentence_of(m.start)].end
    so = _CONCLUDED.search(doc.text, m.start, end)
    if so is None:
        return False
    return not any(so.start() < n.start < end and n.values for n in mentions)


def _doubted_elsewhere(doc: Doc, mentions: list[Mention]) -> bool:
    """Does the message doubt something other than in the clauses hedging a report ("The
    profile files it under gift cards — I'm not fully sure that's accurate": the doubt is the
    report's hedge, not a question put to it)?"""
    text = doc.text
    for m in mentions:
        if m.mode == "reported":
            for lo, hi in hedging_clauses(doc, m.start):
                text = text[:lo] + " " * (hi - lo) + text[hi:]
    # (nor the agent's own earlier word taken back: "I wrote the 20th earlier, which was wrong")
    for sentence in doc.sentences:
        if OWN_EARLIER_SAID.search(text, sentence.start, sentence.end):
            text = (
                text[: sentence.start]
                + " " * (sentence.end - sentence.start)
                + text[sentence.end :]
            )
    return doubts(text)


def settled_either_way(
    mentions: list[Mention],
    unowned: dict[int, Mention],
    read: Callable[[list[Mention]], str | None],
) -> list[Mention]:
    """A value no reference attributes leaves the reading unknown only when it matters: when
    the message reads the same whether the value is the target's (``unowned``: what it would
    say) or another entity's, it is dropped, not left unsure. It stays unsure beside another
    unknown, or when nothing else is said."""

    def unknown(m: Mention) -> bool:
        return not m.values or m.mode == "unsure"

    kept = list(mentions)
    for i in reversed(range(len(mentions))):
        would = unowned.get(mentions[i].start)
        if would is None or not unknown(mentions[i]):
            continue
        without = kept[:i] + kept[i + 1 :]
        if not without or any(unknown(m) for m in without):
            continue
        theirs = read(without)
        if theirs is not None and theirs == read([*without, would]):
            kept = without
    return kept
