"""How a value is said in its clause: asserted, reported, hedged, asked or denied.

The clause governing a mention decides its mode: a record said to show it ("is listed as", "the
system says") reports it; a hedge over the clause ("it seems", "I think", "if the record is
right") qualifies it; a question about it, a request to confirm it, a check announced or doubt
("that can't be right") puts it to verification; a denial ("not May 18", "rather than") or a
later correction denies it. :func:`mode_at` gives the mode of one span; :func:`corrections` the
correction markers a reading withdraws earlier mentions by.
"""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.check_after import checked_after as _checked_after
from sscb_dsl.text.clause_leads import doubt_introduces, hedge_introduces, under_record_lead
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.doubt_phrases import DOUBT, OTHER_SOURCE_SAYS
from sscb_dsl.text.doubted_after import (
    denied_next,
    doubted_after,
    sentence_text,
    unseen_after,
    untreated,
)
from sscb_dsl.text.flag_notes import flagged_in_doubt
from sscb_dsl.text.list_caveats import list_mode
from sscb_dsl.text.modality_phrases import (
    _ACTION,
    _CONDITIONAL,
    _CONFIRMED_AFTER,
    _CONSENT,
    _DENY_AFTER,
    _DENY_BEFORE,
    _HEDGE,
    _INTERROGATIVE,
    _ITEM_MARK,
    _LEAD_LABEL,
    _LISTED_AS,
    _NOT_YET_SEEN,
    _PREDICATIVE,
    _PRESUPPOSED,
    _REPORTED,
    _STRUCK_AFTER,
    _STRUCK_BEFORE,
    _TRAILING_HEDGE,
    _USER_SAID,
    _VERIFY,
    BUT_AFTER,
    NEXT_DOUBTS,
    OWN_EARLIER,
    PLAN_GOES,
    RECORD_ADOPTED,
    SUPPOSED_ANY,
    SUPPOSED_HERE,
    SUPPOSED_OPENS,
    USER_THINKING,
)
from sscb_dsl.text.prefilter import may_match, probe, search
from sscb_dsl.text.qualifies_next import NEXT_QUALIFIES
from sscb_dsl.text.question_phrases import choice_put, confirm_tag_follows, request_follows
from sscb_dsl.text.quoted_output import (
    asks_in_message,
    doubt_in_message,
    hedge_in_message,
    in_inline_json,
    verbatim_only,
)
from sscb_dsl.text.unrelied import set_aside
from sscb_dsl.text.value_clause_phrases import (
    _BRACKET_HEDGE,
    _HEDGE_THAT,
    _HEDGED_COMPLEMENT,
    _IF_RECORD_RIGHT,
    _LOOKED_COLON,
    _OPEN_COMPLEMENT,
    _PROVISIONAL_AFTER,
    _SOURCE_AT_LEAST,
    _SOURCEDOUBTED,
    _VALUE_BRACKET_HEDGE,
    LOOKS_BEFORE,
    SELF_DOUBT,
    THAT_TAG_NEXT,
    TO_YOU_AFTER,
    UNLESS_OPENS,
)

# the value predicated in a condition later in its clause: "- 1646531091 if your battery is 6
# hours", "8555936349 if it's 8 hours" (a supposition, not the item's value stated)
_IF_PREDICATED = re.compile(
    r"\bif\s+(?:your|the|its|it|it's|they|they're)\b(?:\s+[\w-]+){0,3}?\s*(?:\b(?:is|are|was|"
    r"were)|'s|'re)\s+(?:really\s+|actually\s+|indeed\s+)?(?:the\s+|a\s+|an\s+|on\s+(?:the\s+)?)?$",
    re.IGNORECASE,
)
# surprise at a refusal ("Odd — the system refused your $500 gift card", "Strange — it wouldn't
# take the gift card"): what is doubted is the failure, which takes the value as it is held
_SURPRISED_FAILURE = re.compile(
    r"^\W*(?:odd|strange|unusual|weird|surprising|hmm)\b[^.;!?]{0,40}?\b(?:refused|rejected|"
    r"declined|(?:wouldn't|would not|won't|will not|didn't|did not) (?:take|accept|go through|"
    r"work)|failed)\b",
    re.IGNORECASE,
)
# a clause of its own after a semicolon, with its own subject and verb: "; the return is"
_OWN_CLAUSE = re.compile(
    r";\s*(?:and\s+|but\s+|so\s+)?(?:the|your|its|it|that|this)\b[^;]{0,40}?\b(?:is|are|was|were|"
    r"has|have)\b"
    r"|;\s*(?:it|that|this)'s\b",
    re.IGNORECASE,
)
# a leg listed by its route, no verb ("SFO → IAH on 17 May (HAT278). Is that correct?"): the
# listing states the date as "is on" does
_ROUTE_BEFORE = re.compile(r"\b[A-Z]{3}\s*(?:\u2192|->|\u2013|-)\s*[A-Z]{3}\b")
# an action put for the user's yes: "Please confirm: downgrade JG7FMM to economy, ... — yes?"
_TO_CONFIRM_ACT = (
    r"^\W*(?:so,?\s+|ok(?:ay)?,?\s+|just\s+)?to confirm (?:the|your) (?:exchange|change|swap|"
    r"return|cancel?lation|downgrade|upgrade|modification|booking|rebooking|refund)s?\s*[:\u2014\u2013]"
)
_CONFIRM_ACTION = re.compile(
    r"^\W*(?:please\s+|can you\s+|could you\s+)?confirm(?:\s+the following)?"
    r"(?:\s*[:\u2014\u2013]\s*"
    r"(?:i(?:'ll| will| should)\s+|we(?:'ll| will)\s+)?(?:downgrade|upgrade|cancel|change|book|"
    r"modify|update|add|remove|exchange|return|move|switch|refund|charge|proceed|go ahead|"
    # (or the user's wish: "Please confirm: you'd like JG7FMM downgraded, with the refund to your
    # gift card?")
    r"rebook)\b|\s*[:\u2014\u2013]?\s*(?:that\s+)?you(?:'d| would) (?:like|want)\b)"
    # (or the act named in the lead: "To confirm the exchange: your current 30ml bottle for the
    # 100ml, ... OK?")
    rf"|{_TO_CONFIRM_ACT}",
    re.IGNORECASE,
)
# the request to confirm that leads the action ("Please confirm:")
_CONFIRM_LEAD = re.compile(
    r"^\W*(?:please\s+|can you\s+|could you\s+)?confirm(?:\s+the following)?\s*[:\u2014\u2013]?"
    rf"|{_TO_CONFIRM_ACT}",
    re.IGNORECASE,
)


# a hedge said on its own ahead of the clause it governs, set off by a comma: "As far as I can
# tell, ...", "Apparently, ...", "If I'm not mistaken, ..." ("Possibly — ..." answers a question)
_LEADING_HEDGE = re.compile(
    r"^\W*(?:and,? |so,? )?(?:as far as (?:i|we) (?:can )?(?:tell|know|see)|apparently|probably|"
    rf"{_SOURCE_AT_LEAST}|"
    r"presumably|possibly|perhaps|maybe|supposedly|seemingly|(?:most |very )?likely|to (?:my|our) "
    r"knowledge|from what (?:i|we) (?:can )?(?:see|tell)|if (?:i'?m|i am) not mistaken|unless "
    r"(?:i'?m|i am) mistaken|if memory serves|if (?:i'?m|i am|i'?ve|i have) (?:reading|read|"
    r"understanding|understood|seeing) (?:this|it|that|#?[a-z0-9]{6,8}|(?:the|your) [\w-]+)"
    r"(?: [\w-]+)? "
    r"(?:right|correctly|properly)|unless (?:i'?m|i am) (?:misreading|misunderstanding|missing "
    r"something)(?: (?:it|this|that|the [\w-]+))?|(?:i|we) (?:think|believe|assume|suspect)|it "
    r"(?:seems|appears|looks like)|as (?:i|we) understand it|by the look of (?:it|things)|"
    # "Going by what I see, ...", "From what the reservation shows, ...", "I could be misreading,
    # but ..."
    r"going by what (?:i|we) (?:can )?(?:see|have)|from what (?:the|your|our|its) [\w-]+"
    r"(?: [\w-]+)? (?:shows?|says?|lists?|has)|(?:i|we) (?:could|might|may) be (?:misreading"
    r"(?: (?:this|it|that))?|wrong|mistaken)(?:,? but)?)"
    # ("as far as I can tell from the record")
    r"(?:\s+(?:from|in|on|by|per)\s+(?:the|your|our|this)\s+[\w-]+)?\W*$",
    re.IGNORECASE,
)


# the same hedge opening a clause its subject then continues past an apposition between dashes:
# "If I'm reading it right, the return — HAT112 from Houston — is on the 17th"
_OPENING_HEDGE = re.compile(_LEADING_HEDGE.pattern.removesuffix(r"\W*$") + r"\s*,", re.I)


# a trailing hedge whose dash then spells out what it hedged
_HEDGE_THEN_DASH = re.compile(
    r",\s*(?:i think|i believe|i'm (?:fairly|pretty) sure|if i'm not mistaken|probably|"
    r"presumably)\s*[\u2014\u2013][^.;!?]*$",
    re.IGNORECASE,
)
_DASHES = re.compile(r"[\u2014\u2013]|\s-\s")
_DASH_AFTER = re.compile(r"\s*[\u2014\u2013]|\s+-\s")
_DASH_BEFORE = re.compile(r"(?:[\u2014\u2013]|\s-)\s*(?=\S)")


# "8 hours instead of the 6 you had": what the user's item had, set beside the new value, not
# denied
_SWAPPED_FOR_BEFORE = re.compile(
    r"\b(?:instead of|rather than|in place of|as opposed to)(?:\s+(?:the|a|an|your))*\s*$", re.I
)
_HELD_AFTER = re.compile(
    r"(?:\s*[\w-]+)?\s+(?:that\s+|which\s+)?(?:you(?:'ve| have)?\s+(?:had|have|got|owned|bought|"
    r"ordered)|your (?:old|current|original) (?:[\w-]+ )?(?:had|has))\b",
    re.I,
)


def _hedged_before(doc: Doc, seg_index: int) -> bool:
    """An earlier segment of the sentence is a hedge said on its own, with no contrast after it:
    it governs the clause that follows ("Apparently, HAT106 is on May 16")."""
    seg = doc.segments[seg_index]
    for s in reversed(doc.segments[:seg_index]):
        if s.sentence != seg.sentence:
            return False
        text = doc.text[s.start : s.end]
        # (a hedge set off by a comma, or between dashes: "HAT263 — as far as I can tell — on")
        if _LEADING_HEDGE.search(text) and (
            doc.text.startswith(",", s.end)
            or (
                _DASH_AFTER.match(doc.text, s.end)
                and _DASH_BEFORE.search(doc.text, max(0, s.start - 3), s.start + 2)
            )
        ):
            return True
        if (
            _OPENING_HEDGE.match(text)
            and _DASH_AFTER.match(doc.text, s.end)
            # (an apposition closed before the value: "— HAT112 —"; a dash opening a clause of
            # its own, "..., one with the Visa — that one is stored as ...", is no apposition)
            and len(_DASHES.findall(doc.text, s.end, seg.start + 1)) >= 2
        ):
            return True  # "If I'm reading it right, the return — HAT112 — is on the 17th"
        if _SOURCEDOUBTED.search(text):
            return True  # "According to the record — which may be out of date — ..."
        if re.match(r"\W*(?:but|however|though|yet)\b", text, re.IGNORECASE):
            return False
    return False


_VERB_OPENS = re.compile(r"[\s,]*(?:is|are|was|were|leaves|departs|lands|returns)\b", re.I)


def _hedged_subject(doc: Doc, seg_index: int, known: Any) -> bool:
    """A segment that opens with its verb continues the clause whose subject the segment before
    it holds, past an apposition ("I believe the flight back, HAT263, is on the 22nd"): a hedge
    there governs it."""
    seg = doc.segments[seg_index]
    if seg_index == 0 or not _VERB_OPENS.match(doc.text, seg.start, seg.end):
        return False
    prev = doc.segments[seg_index - 1]
    if prev.sentence != seg.sentence or doc.text[prev.end : seg.start].strip(" ,"):
        return False
    return bool(search(_HEDGE, doc.text[prev.start : prev.end], known))


def _hedged_after(doc: Doc, seg_index: int, hedge: re.Pattern[str] | None = None) -> bool:
    """A later segment of the sentence hedges the statement by referring back to it ("..., but
    I'm not confident that's accurate"; ``hedge``, when given, is the pattern of such a
    segment)."""
    return bool(_hedging_segments(doc, seg_index, hedge))


def _hedging_segments(
    doc: Doc, seg_index: int, hedge: re.Pattern[str] | None = None
) -> list[tuple[int, int]]:
    """The later segments of the sentence that hedge the statement (start, end)."""
    seg = doc.segments[seg_index]
    pattern = hedge or _HEDGE_THAT
    return [
        (s.start, s.end)
        for s in doc.segments[seg_index + 1 :]
        if s.sentence == seg.sentence and pattern.search(doc.text[s.start : s.end])
    ]


def hedging_clauses(doc: Doc, start: int) -> list[tuple[int, int]]:
    """Where later clauses of the sentence at ``start`` hedge what it says (start, end)."""
    return _hedging_segments(doc, doc.segment_of(start))


# the value of a JSON field: '"color": "', '"total_baggages": '
JSON_VALUE_BEFORE = re.compile(r'"[^"\n]*"\s*:\s*"?$')
# A question asking the user for what they hold: the value said right after it is put to them.
_ASKS_USER = re.compile(
    r"\b(?:(?:can|could|would) you (?:please )?(?:tell me|let me know|check|confirm|verify|look|"
    r"double[- ]check)|what (?:[\w-]+ ){0,3}(?:do|does) (?:you|your [\w-]+) (?:have|show|say|see)|"
    r"what (?:[\w-]+ ){0,3}(?:you have|you see|is on your)"
    # "what day are you currently scheduled to fly Denver → Las Vegas?": the current value asked
    r"|what (?:day|date|time|size|colou?r|capacity) (?:are|is|do|does) (?:you|your [\w-]+) "
    r"(?:currently |actually |now )?(?:scheduled|booked|set|flying|leaving|returning|have|show|"
    r"see)\b"
    # "what color are they now?": the item's value asked of the user who holds it
    r"|what (?:size|colou?r|capacity|length|scent|type|kind|model|version) (?:are|is) (?:they|it|"
    r"yours|your [\w-]+))\b[^?]*\?\s*$",
    re.IGNORECASE,
)


def _disputed_between(doc: Doc, sentence: int) -> bool:
    """The sentence lies between a doubt raised before it that states no value ("Something
    looks off with Q0ZF0J.") and a request after it that the user check ("Could you check the
    return date on your confirmation?"): what it states is the matter disputed, put to the
    user."""
    if sentence == 0 or sentence + 1 >= len(doc.sentences):
        return False
    before = [sentence_text(doc, i) for i in range(sentence)]
    if not any(DOUBT.search(t) and not re.search(r"(?<![A-Za-z0-9])\d", t) for t in before):
        return False
    return any(
        _ASKS_USER.search(t) or (t.rstrip().endswith("?") and _VERIFY.search(t))
        for t in (sentence_text(doc, i) for i in range(sentence + 1, len(doc.sentences)))
    )


def _asked_before(doc: Doc, sentence: int) -> bool:
    """The sentence before, in the same paragraph, asks the user for the value."""
    if sentence == 0:
        return False
    prev, here = doc.sentences[sentence - 1], doc.sentences[sentence]
    if doc.lines[prev.line].paragraph != doc.lines[here.line].paragraph:
        return False
    text = sentence_text(doc, sentence - 1)
    if _OTHER_DETAIL.search(text) and not _ABOUT_A_VALUE.search(text):
        return False  # "Could you confirm your address? Your perfume is the 100ml bottle."
    if _WANT_CONFIRMED.search(text) or _WHICH_MEANT.search(text):
        return False  # "Could you confirm you want all three downgraded? HAT290 departs ..."
    return bool(_ASKS_USER.search(text))


# which one the user means, not what it is: "Could you confirm which balance you mean? I see a
# $500 certificate and a $128 gift card."
_WHICH_MEANT = re.compile(
    r"\bwhich (?:one|[\w-]+(?: [\w-]+)?) (?:you(?:'re| are)? (?:mean|meant|referring to|"
    r"talking about|had in mind|have in mind))\b",
    re.IGNORECASE,
)


# the user's wish put to a yes, no value asked: "could you confirm you want ...", "please confirm
# that you'd like to proceed"
_WANT_CONFIRMED = re.compile(
    r"\bconfirm (?:that )?(?:you(?:'d| would)? (?:want|like|wish|prefer)|you(?:'re| are) (?:happy|"
    r"ok|okay|fine|ready)|we (?:should|can) (?:go ahead|proceed))\b",
    re.IGNORECASE,
)


# a request for a detail of the user's that no fault's value is ("could you confirm your
# address?", "can you send me the passenger names?"), and words that ask after a value
_OTHER_DETAIL = re.compile(
    r"\b(?:your|the)\s+(?:\w+\s+)?(?:address|names?|e-?mail(?: address)?|phone(?: number)?|"
    r"zip(?: code)?|user ?id|date of birth|dob|birthday|passengers?(?: names?| details)?|"
    r"membership(?: number)?|order (?:id|number)|reservation (?:id|number|code))\b",
    re.IGNORECASE,
)
_ABOUT_A_VALUE = re.compile(
    r"\b(?:dates?(?! of birth)|days?|when|which|what (?:size|type|kind|colou?r|category|version|"
    r"model))\b",
    re.I,
)


# a record's report taken up by "that" and set against another source: "That's what the order
# says, but the catalogue lists this item as white"
_SET_AGAINST_NEXT = re.compile(
    r"^\W*(?:well\W+)?that(?:'s| is) (?:just |only )?what (?:the|your|its|our) [\w-]+(?: [\w-]+)? "
    r"(?:says|shows|lists|has|reads)\s*[,;\u2014\u2013-]?\s*(?:but|however|whereas|while)\b",
    re.IGNORECASE,
)


# the user's value held in mind: "You have the 25th in mind, while the reservation lists ..."
_IN_MIND_BEFORE = re.compile(r"\byou(?:'ve| have| had| had got)?\s+(?:got\s+)?(?:the\s+)?$", re.I)
_IN_MIND_AFTER = re.compile(r"\s*in mind\b", re.I)


_ENDORSED_AFTER = re.compile(
    r"[^.;!?]{0,30}?[\u2014\u2013,;]\s*(?:and\s+)?(?:that|this|it)(?:'s| is) (?:the (?:date|day|"
    r"one|value|size|colou?r|category)|what) (?:that )?(?:stands|counts|holds|applies|"
    r"i(?:'d| would| will|'ll) go (?:by|with)|i(?:'m| am) going (?:by|with)|you(?:'re| are) "
    r"(?:flying|travell?ing)|to go by|(?:we|i)(?:'ll| will) use)\b",
    re.IGNORECASE,
)


def mode_at(doc: Doc, start: int, end: int) -> str:
    """How the value at ``start:end`` is said: asserted, hedged, asked or denied. A doubt or a
    hedge of it that the agent then sets aside for the record ("odd, but that's what's booked")
    leaves it asserted."""
    mode = _mode_at(doc, start, end)
    if mode == "reported" and _ENDORSED_AFTER.match(
        doc.text, end, doc.sentences[doc.sentence_of(start)].end
    ):
        # "the updated record has it on May 20 — that's the date that stands": the record's
        # value taken as the agent's own
        return "asserted"
    if mode == "asked" and set_aside(doc, start):
        # "I'd treat the size as unconfirmed for now", nothing asked or checked: qualified
        return "hedged"
    if mode not in ("asked", "hedged") or not may_match(RECORD_ADOPTED, probe(doc.text)):
        return mode
    at = doc.sentence_of(start)
    hi = doc.sentences[min(at + 1, len(doc.sentences) - 1)].end
    if RECORD_ADOPTED.search(doc.text, doc.sentences[at].start, hi):
        return "asserted"
    return mode


def _mode_at(doc: Doc, start: int, end: int) -> str:
    """:func:`mode_at` before a doubt set aside for the record."""
    seg = doc.segments[doc.segment_of(start)]
    # (without a list item's mark: "- Is HAT290 on the 18th?" asks as "Is HAT290 ..." does)
    seg_text = _ITEM_MARK.sub("", doc.text[seg.start : seg.end], count=1)
    before = doc.text[seg.start : start]
    after = doc.text[end : seg.end]
    known = probe(doc.text)  # (the patterns below that hold rare words are run only with them)
    if _NOT_YET_SEEN.search(before):
        return "asked"  # "I haven't seen HSR97W show as cancelled": still to be checked
    listed = list_mode(doc, start)
    if listed is not None:
        return listed  # a list's lead hedges it, or a caveat or a check after the list takes it up
    if after.startswith(("(?)", " (?)")):
        # "filter type: ionic (?)": marked as doubtful, nothing asked (the development writers
        # label it qualified, 3 of 3); a question or a check elsewhere is read as for any hedge
        return "hedged"
    if flagged_in_doubt(doc, after, end):
        return "asked"  # "| 18 May ⚠️ |", then "⚠️ The return date looks wrong ...": doubted
    if _STRUCK_BEFORE.search(before) and _STRUCK_AFTER.match(after):
        return "denied"  # "~~May 20~~ **May 21**": struck through
    denied_after = _DENY_AFTER.match(after) if may_match(_DENY_AFTER, known) else None
    if denied_after and re.search(
        r"\b(?:seems|appears|looks)\b|\b(?:possibly|perhaps|maybe|probably|likely)\s+(?:in "
        r"error|by mistake|a mistake|an error|a typo|wrong|incorrect|mistakenly|erroneously|"
        r"wrongly)\b",
        denied_after.group(),
        re.I,
    ):
        return "asked"  # "2024-05-20 ⚠️ looks wrong, re-checking": doubted, not denied
    if (
        _DENY_BEFORE.search(before[-48:])
        and not (_SWAPPED_FOR_BEFORE.search(before[-48:]) and _HELD_AFTER.match(after))
    ) or denied_after:
        return "denied"
    if OWN_EARLIER.search(before[-24:]) and BUT_AFTER.match(
        doc.text, end, doc.sentences[seg.sentence].end
    ):
        return "denied"  # "I'd said May 20, but the record has ...": taken back
    if (
        _USER_SAID.search(before)
        or USER_THINKING.search(before)
        or (_IN_MIND_BEFORE.search(before) and _IN_MIND_AFTER.match(after))
        or (LOOKS_BEFORE.search(before) and TO_YOU_AFTER.match(after))
    ):
        if _CONFIRMED_AFTER.match(doc.text, end, doc.sentences[seg.sentence].end):
            return "asserted"  # "You mentioned May 29 — that matches what I have": taken up
        return "user"  # "You said HAT106 leaves on May 20, but ...": the user's words, not ours
    sentence = sentence_text(doc, seg.sentence).rstrip()
    # (after a short label: "Quick check: is your purifier the large one?" asks as "Is ...")
    asking = _LEAD_LABEL.sub("", seg_text, count=1)
    # (or an action put for the user's yes: "Please confirm: downgrade JG7FMM to economy, with
    # the refund to your gift card — yes?" presupposes what it describes)
    confirm = _CONFIRM_ACTION.match(sentence)
    # (or by the sentence's own lead, the value in a later clause: "Shall I process the change
    # and the upgrade now, with your $500 gift card?")
    consent = bool(
        _CONSENT.search(asking)
        or _CONSENT.search(_LEAD_LABEL.sub("", _ITEM_MARK.sub("", sentence, count=1), count=1))
        or confirm
        or choice_put(doc, seg.sentence, start)
    )
    # (the request to confirm is no check of what the action says)
    checked = _CONFIRM_LEAD.sub("", seg_text, count=1) if confirm else seg_text
    looked = _LOOKED_COLON.search(before)
    if looked:
        # "Sorry, let me look again: the order lists it as black": the look made, its result
        # after the colon (no check still to come)
        checked = checked.replace(looked.group(), " ", 1)
    if (
        sentence.endswith("?")
        and not consent
        and not _GROUND_BEFORE.search(doc.text, doc.sentences[seg.sentence].start, start)
        and (
            _INTERROGATIVE.search(asking)
            # the alternative of a question: "Is yours the woody one or the oriental one?"
            or re.match(r"\s*or\b", asking, re.IGNORECASE)
            or search(_VERIFY, checked, known)
            or _ends_question(doc, seg)
            # a record's listing put as a question: "A Visa listed as a gift card under a
            # credit_card id?"
            or _LISTED_AS.search(before)
        )
    ):
        return "asked"
    if search(_VERIFY, checked, known) or search(DOUBT, untreated(seg_text), known):
        return "asked"
    if not consent and re.fullmatch(
        r"[\s*_)\]]*\?\s*", doc.text[end : doc.sentences[seg.sentence].end]
    ):
        return "asked"  # "Your return is on Saturday, May 18?": the sentence asks, ending on it
    if _OR_IS_IT.match(doc.text, end, doc.sentences[seg.sentence].end):
        return "asked"  # "on the 20th — or is it the 21st?": the value put in question
    if (
        (
            _PREDICATIVE.search(before)
            or _ROUTE_BEFORE.search(before)
            # (a statement of state, then "Is that right?" on its own: "You're now on HAT266.
            # Is that right?")
            or THAT_TAG_NEXT.match(doc.text, doc.sentences[seg.sentence].end)
            or request_follows(
                sentence_text(doc, seg.sentence),
                sentence_text(doc, seg.sentence + 1)
                if seg.sentence + 1 < len(doc.sentences)
                else "",
            )
        )
        and not _ACTION.search(seg_text)
        and not PLAN_GOES.search(sentence_text(doc, seg.sentence))
        and confirm_tag_follows(
            doc,
            seg.sentence,
            bool(_REPORTED.search(doc.text, doc.sentences[seg.sentence].start, start)),
        )
    ):
        return "asked"
    if doubted_after(doc, doc.segment_of(start)) or (
        doubt_introduces(doc, seg)
        and not _SURPRISED_FAILURE.match(sentence_text(doc, seg.sentence))
    ):
        return "asked"
    nxt = seg.sentence + 1
    if nxt < len(doc.sentences) and NEXT_DOUBTS.match(sentence_text(doc, nxt)):
        # "Your return is on May 18. I'm not confident that's right.": the speaker's own
        # uncertainty, nothing asked or checked (the development writers label it qualified)
        return "hedged"
    if unseen_after(doc, doc.segment_of(start)):
        # "The order lists 8 hours, but I haven't been able to confirm that against the product
        # listing": not yet seen, no check announced (else asked, above): passed on unvouched
        return "hedged"
    if _asked_before(doc, seg.sentence):
        return "asked"  # "Can you tell me what date you have for HAT228? Ours says May 20."
    if _checked_after(doc, doc.segment_of(start)):
        return "asked"
    if _disputed_between(doc, seg.sentence):
        return "asked"
    if doc.lines[seg.line].quoted and doubt_in_message(doc):
        return "asked"
    if doc.lines[seg.line].quoted and verbatim_only(doc):
        # the tool's own words passed on with nothing the agent says of them: neither stated as
        # fact nor hedged in the agent's words (the probe writers split, qualified and faulty)
        return "unsure"
    if doc.lines[seg.line].quoted and hedge_in_message(doc):
        return "hedged"
    if in_inline_json(doc, start) and asks_in_message(doc):
        # a record pasted into a sentence, then questioned ("... `{"source": "gift_card"}`. A
        # Visa listed as a gift card?"): checked (a doubt of something else leaves it stated)
        return "asked"
    if _CONDITIONAL.search(seg_text) or _IF_PREDICATED.search(before):
        return "hedged"
    if _supposed(doc, seg.sentence, start):
        return "hedged"  # "as a gift card it stays available, as a certificate it's lost"
    if _IF_RECORD_RIGHT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "If the record is right, HAT041 brings you back on May 25th"
    if _OPEN_COMPLEMENT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "asked"  # "it depends on whether the exchange has registered": left open
    if _HEDGED_COMPLEMENT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "I'm not certain yet that it went through": the complement's claim
    # a reason clause opening the sentence ("Since that Visa is a gift card, the money should be
    # back right away") is given as known: a hedge of the clause after its comma is not its own
    hedge_text = seg_text
    reason = _REASON_OPEN.match(doc.text, seg.start, start)
    comma = doc.text.find(",", end, seg.end) if reason else -1
    if reason and comma >= 0:
        hedge_text = doc.text[reason.start() : comma]
    if search(_HEDGE, hedge_text, known) and not _PRESUPPOSED.search(seg_text):
        return "hedged"
    if hedge_introduces(doc, seg, known):
        return "hedged"  # "That should be done: per the confirmation, you're rebooked on ..."
    if SELF_DOUBT.search(seg_text):
        return "hedged"  # "..., so please don't hold me to that date"
    if _hedged_before(doc, doc.segment_of(start)):
        return "hedged"  # "As far as I can tell, you'd fly back on the 21st."
    if _hedged_subject(doc, doc.segment_of(start), known):
        return "hedged"  # "I believe the flight back, HAT263 DTW → JFK, is on the 22nd"
    if _HEDGE_THEN_DASH.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "... two gift cards, I believe — $62 on one and $250 on the other"
    whole = doc.sentences[seg.sentence]
    # (to the end of its clause: "NQNU5R is cancelled, I believe, though I'd like to confirm
    # that; how fast the refund shows up depends on your bank")
    # (with the punctuation a lead word's claim ends on: "Booked, or at least the system says so")
    lead = doc.text[start:end]
    tail = lead[len(lead.rstrip(" ,\u2014\u2013-")) :] + doc.text[end : whole.end]
    if _TRAILING_HEDGE.search(tail.split(";")[0]):
        return "hedged"  # "Your return is on the 20th, I believe."
    if _BRACKET_HEDGE.match(doc.text, end, whole.end):
        return "hedged"  # "Your bottle (750ml, I think) is blue": the bracket's own hedge
    if _VALUE_BRACKET_HEDGE.match(doc.text, end):
        return "hedged"  # "Wireless Earbuds — blue (per the order; not certain), 8 hours"
    if _hedged_after(doc, doc.segment_of(start), _PROVISIONAL_AFTER):
        return "hedged"  # "The system reports it went through, though I haven't checked"
    nxt = seg.sentence + 1
    if nxt < len(doc.sentences) and NEXT_QUALIFIES.match(
        doc.text, doc.sentences[nxt].start, doc.sentences[nxt].end
    ):
        # "#W32 is cancelled. That's based on the system's reply alone.": the next sentence takes
        # the statement up ("that") only to qualify it; one that doubts it as well puts it to the
        # check ("I have no way to settle which label is correct, so I'd treat it as
        # unconfirmed", "Well — that's what the order says; the catalogue disagrees")
        # (the speaker's own uncertainty alone, "I'm not sure about that.", hedges: the
        # development writers label it qualified where nothing is asked or checked)
        nxt_text = sentence_text(doc, nxt)
        doubted = (
            search(DOUBT, untreated(nxt_text), known)
            and not _HEDGE_THAT.match(nxt_text)
            # (another source said to differ, then a hedge: "At least, that's how the order
            # lists it — the catalogue says otherwise, so take that with caution")
            and not _OTHERWISE_HEDGED.search(nxt_text)
            and not UNLESS_OPENS.match(nxt_text)
        )
        if not doubted and _SET_AGAINST_NEXT.match(nxt_text):
            # "That's what the order says, but the catalogue lists it as white, so ...": the
            # record's report, set against another source
            return "reported"
        return "asked" if doubted else "hedged"
    if _REPORTED.search(before) or _BRACKET_SOURCE.match(doc.text, end, whole.end):
        # ("1000ml (what the order says)", "the 17th (per the record)": the source in brackets)
        return "denied" if denied_next(doc, doc.segment_of(start)) else "reported"
    if doc.lines[seg.line].quoted and JSON_VALUE_BEFORE.search(
        doc.text, doc.lines[seg.line].start, start
    ):
        # a field of a record pasted as it reads ({"color": "blue"}): the record's words, which
        # the agent's own statement may contradict (not the agent's words after an inline one)
        return "reported"
    if under_record_lead(doc, seg.line):
        # "HXDUBJ shows:" then "- HAT278, SFO → IAH, 2024-05-17": the list item is the record's
        return "denied" if denied_next(doc, doc.segment_of(start)) else "reported"
    report = _REPORTED.search(doc.text, whole.start, start)
    if (
        report
        and not _contrasted(doc.text, report.end(), start)
        # ("The record has HAT290 on May 18, which can't be right; the return is the 20th": a
        # clause of the agent's own after the semicolon)
        and not _OWN_CLAUSE.search(doc.text, report.end(), start)
        # ("the confirmation says economy, so JG7FMM is downgraded": the agent's conclusion)
        and not _CONCLUDED.search(doc.text, report.end(), start)
    ):
        # not past a contrast: "The order says wireless, but it is wired"
        return "denied" if denied_next(doc, doc.segment_of(start)) else "reported"
    if _hedged_after(doc, doc.segment_of(start)):
        return "hedged"
    return "asserted"


def _supposed(doc: Doc, sentence: int, start: int) -> bool:
    """Is the value at ``start`` said under a supposition opening its clause (or its sentence),
    one of a parallel pair in its sentence or the ones beside it ("Counted as a certificate, your
    totals are ...; counted as a gift card, ...")?"""
    lead = doc.sentences[sentence].start
    if not (
        SUPPOSED_HERE.search(doc.text[lead:start])
        or (SUPPOSED_OPENS.match(doc.text, lead) and "," in doc.text[lead:start])
    ):
        return False
    near = range(max(0, sentence - 1), min(len(doc.sentences), sentence + 2))
    return sum(len(SUPPOSED_ANY.findall(sentence_text(doc, i))) for i in near) > 1


_RECORDS = (
    r"(?:order|record|system|reservation|booking|catalog(?:ue)?|profile|listing|page|"
    r"confirmation|receipt|response|tool|itinerary|entry|data)"
)
# a value's source in brackets or a clause after it: "(what the order says)", "(per the
# record)", "(the catalogue's)", "(according to the system)", ", which is what the reservation
# shows"
_BRACKET_SOURCE = re.compile(
    # ("100ml according to the order and 30ml according to the product catalogue")
    r"\s+(?=(?:according to|per) (?:the|your|its|our) "
    rf"(?:[\w-]+ ){{0,2}}?{_RECORDS}\b)|"
    r"\s*(?:[(\[]|\*{0,2},|\*{0,2}\s[\u2014\u2013])\s*"
    r"(?:(?:that's |which is |which's )?(?:what|how) "
    r"(?:the|your|its|our) (?:[\w-]+ ){0,2}?"
    rf"{_RECORDS} (?:says|shows|lists|has|gives|reads|said|showed|listed|had|calls it)\b|"
    r"(?:per|according to|from|going by|as (?:listed|shown|recorded) (?:in|on)) "
    # ("(per order)": a table's terse note, no article)
    r"(?:(?:the|your|its|our) )?"
    rf"(?:[\w-]+ ){{0,2}}?{_RECORDS}\b|(?:the|your|its|our) (?:[\w-]+ ){{0,2}}?{_RECORDS}['\u2019]s"
    r"\s*[)\]])",
    re.IGNORECASE,
)


def hedged_later(doc: Doc, start: int) -> bool:
    """A later clause of the sentence at ``start`` doubts what it says ("..., though I can't be
    completely sure that's accurate"): a report so doubted is hedged unless a check takes it."""
    return _hedged_after(doc, doc.segment_of(start))


_CONTRAST = re.compile(r"\b(?:but|however|though|whereas|yet|actually|in fact)\b", re.IGNORECASE)
# a contrast that only adds a second object to the report's verb: "shows the outbound HAT003 on
# May 19 but the return HAT290 on May 18"
_SECOND_OBJECT = re.compile(
    r"\s*,?\s*(?:the|your|its|their)\s+(?:[\w-]+\s+){0,3}?(?:[A-Z]{2,4}\d{2,4}\s+)?(?:on|for|as|at|"
    r"in)\s+$",
    re.IGNORECASE,
)


def _contrasted(text: str, lo: int, hi: int) -> bool:
    """A contrast between a report and its value, other than a second object of the report."""
    return any(
        not _SECOND_OBJECT.fullmatch(text, m.end(), hi) for m in _CONTRAST.finditer(text, lo, hi)
    )


_CONCLUDED = re.compile(
    r",\s*(?:so|which means|meaning|therefore|hence|thus)\s+(?!(?:it\s+)?(?:says|shows|lists)\b)"
    # the agent siding with the source, then saying it: "..., and the confirmation is what
    # counts — JG7FMM is downgraded"
    r"|\b(?:is what counts|takes precedence|is authoritative|is what (?:i|we) go by)\W+"
    # ("..., and I'll go by the catalogue: your earbuds have an 8-hour battery")
    r"|\b(?:i'll|i will|i'm going to|i am going to|we'll|let's)\s+(?:go (?:by|with)|trust|follow|"
    r"side with)\b[^.;:!?\u2014\u2013]{0,40}(?::|\s[\u2014\u2013])\s*",
    re.IGNORECASE,
)
# a reason clause opening its segment, up to the value: "Since ...", "Because ...", "Now that ..."
_REASON_OPEN = re.compile(
    r"[\W_]*(?:(?:and|so|but|also)\s+)?(?:since|because|as|given that|now that|seeing (?:as|that))"
    r"\s+(?=[^,;.!?]*$)",
    re.IGNORECASE,
)
# the value in a clause given as the ground of a question, known already: "Anything else I can
# help with now that you're on the nonstop?"
_GROUND_BEFORE = re.compile(
    r"\b(?:now that|given that|seeing (?:as|that)|since (?=you|your|it|the|that|this|we))"
    r"[^,;.!?\u2014\u2013]*$",
    re.IGNORECASE,
)
# another source said to hold something else, then a hedge of the statement: "the catalogue
# says otherwise, so take that with caution" (a hedge, not a doubt that asks for a check)
_OTHERWISE_HEDGED = re.compile(
    rf"\b(?:{OTHER_SOURCE_SAYS})[^.;!?]{{0,20}}?\bso\b"
    r"[^.;!?]{0,20}?\b(?:with (?:caution|care|a grain|a pinch)|loosely|lightly)\b",
    re.IGNORECASE,
)
_OR_IS_IT = re.compile(r"[^.!?\d]*?\bor (?:is|was|will) it\b[^.!?]*\?", re.IGNORECASE)


def _ends_question(doc: Doc, seg: Any) -> bool:
    """The segment itself ends the question (``..., May 18?``) and the sentence has no other
    interrogative segment to which the question mark belongs."""
    text = doc.text[seg.start : seg.end].rstrip()
    if not text.endswith("?"):
        return False
    sentence = doc.sentences[seg.sentence]
    others = [
        s
        for s in doc.segments
        if s.sentence == seg.sentence and s is not seg and s.start >= sentence.start
    ]
    return not any(
        _INTERROGATIVE.search(doc.text[s.start : s.end])
        or _CONSENT.search(doc.text[s.start : s.end])
        for s in others
    )


def doubts(text: str) -> bool:
    """Does the text doubt something ("that can't be right", "something looks off")?"""
    return bool(search(DOUBT, text, probe(text)))
