"""The phrases of the clauses around a value (text/modality.py): the later clause, the bracket,
the next sentence and the condition that hedge a value or leave it open, as the regular
expressions :func:`modality.mode_at` reads them with. Data only (split from modality_phrases.py,
whose size it kept under the limit)."""

from __future__ import annotations

import re

# ---------------------------------------------------------------- clauses around a value
# (the later clause, the bracket, the next sentence and the condition that hedge or open it)

# the speaker's own doubt of what it just said, in a clause or sentence of its own
_SELF_DOUBT = (
    r"(?:i (?:could|might|may) (?:well )?be (?:wrong|mistaken)\b(?!\s+(?:about|on|regarding|as "
    r"to)\s+(?!(?:that|this|it)\b))|"
    # "I may be misreading the record", "I might have misread it"
    r"i (?:could|might|may) (?:well )?(?:be misreading|have misread|be reading (?:it|this|that|the "
    r"[\w-]+) wrong)\b|(?:please )?don['\u2019]?t (?:quote|hold) me (?:on|to) (?:that|"
    r"this|it|the (?:[\w-]+ )?(?:label|figure|date|value|category|type|entry|size|detail|"
    r"number|spec))\b|correct me if i['\u2019]?m wrong\b|(?:i(?:'d| would) )?rather not assume\b)"
)
# the agent passing the record's value on without vouching for it: "I'm reporting that as stored",
# "I'm quoting it rather than vouching for the type", "I'm going by the response alone here", "I
# haven't matched that against the product listing yet", "I can't guarantee that", "I'd hold the
# room size loosely"
_UNVOUCHED = (
    r"(?:(?:i'?m|i am|i'?ll|i will) (?:just |only |simply )?(?:reporting|relaying|quoting|"
    r"repeating|passing) (?:(?:it|that|this|them|what (?:it|the \w+) says)\s+)?(?:on\s+)?"
    r"(?:as (?:stored|returned|listed|recorded|written|it (?:reads|came back|was returned|is "
    r"stored))|verbatim|word for word|rather than (?:vouching|confirming|verifying))\b"
    r"|rather than vouching for\b|(?:can(?:'t|not)|can not|won't|will not) (?:yet |fully |really "
    r"|quite |entirely |completely |personally )?vouch for\b"
    # "I'm only relaying what's in the record there", "that's what the order record says, at least"
    r"|(?:i'?m|i am) (?:just |only |simply )?(?:relaying|reporting|repeating|quoting|passing on) "
    r"what(?:'s| is)? (?:in|on) (?:the|your|its) [\w-]+"
    r"|what the (?:[\w-]+ ){0,2}(?:says|shows|lists|said|showed|returned),? at least\b"
    # "I'd hold off treating that as settled until we've matched it to the catalogue", "I
    # wouldn't consider it final until you have the confirmation email"
    r"|hold off (?:on )?(?:treating|calling|taking|counting) (?:that|it|this) as (?:settled|final|"
    r"confirmed|certain|definite)\b"
    r"|(?:wouldn't|would not|won't|will not|don't|do not) (?:yet )?(?:consider|treat|call|count|"
    r"take) (?:it|that|this|them) (?:as )?(?:final|confirmed|settled|certain|definite|official)\b"
    r"|(?:i'?m|i am) (?:going|working) (?:only )?(?:by|from|off) (?:the|its|their|what the) "
    r"(?:[\w-]+ ){0,3}?alone\b"
    r"|(?:i|we) (?:haven't|have not) (?:yet )?(?:independently |actually |separately )?(?:re-?read|"
    r"re-?opened|matched|cross-?checked|re-?checked|verified|confirmed|checked) (?:that|this|it|"
    r"them)\b(?! (?:is|was|has|had|went|will)\b)"
    r"|(?:i|we) (?:haven't|have not) (?:yet )?(?:independently |actually |separately )?(?:re-?read|"
    r"re-?opened|re-?checked|verified|matched|cross-?checked|seen|looked at|opened) the (?:[\w-]+ )"
    r"{0,2}?(?:order|record|reservation|booking|listing|profile|status|entry)\b(?: (?:myself|"
    r"itself|directly))?(?: yet)?(?:,? (?:though|however))?\s*[.!]?\s*$"
    r"|(?:can(?:'t|not)|can not) guarantee (?:that|it|this)\b"
    r"|(?:i'd|i would|i'll|i will) (?:hold|treat|take) (?:that|it|this|the [\w-]+(?: [\w-]+)?) "
    r"loosely\b)"
)
# the speaker's own doubt, said in the clause that holds the value ("so please don't hold me to
# that date")
SELF_DOUBT = re.compile(_SELF_DOUBT, re.IGNORECASE)
_HEDGE_THAT = re.compile(
    r"^\W*(?:but|though|although|however|so|and)?\s*,?\s*(?:i(?:'m| am)(?: honestly| really| "
    r"just| still)? not|i (?:can't|cannot|couldn't|"
    r"could not) be) (?:\w+ |100% |a hundred percent )?(?:sure|confident|certain)"
    # ("... that's right", "... that date is right", "... the label is accurate")
    r"(?:,? (?:that|this|it|the)(?: [\w-]+){0,2}?(?:'s| is| was) (?:\w+ )?"
    r"(?:right|correct|accurate|true|the case)\b"
    # "..., though I'm not completely sure.": the bare doubt is of the statement before it
    r"|(?: (?:of|about) (?:that|this|it))?\s*[.!]?\s*$"
    # "..., though I can't be completely sure the change stuck"
    r"| (?:that )?(?:it|this|that|the (?:[\w-]+ )?(?:change|update|request|cancellation|return|"
    r"exchange|modification|booking|write)) (?:stuck|took|registered|worked|saved|went through|"
    r"has gone through|is in|was applied|has been applied)\b"
    # "..., but I'm not fully confident in that label, since ...": a noun taking the value up
    r"| (?:of|about|in) (?:that|this|the) (?:[\w-]+ )?(?:figure|value|number|reading|entry|label|"
    r"spec|detail|date|category|option|type|one)\b)"
    # "... — I can't say for certain from here."
    r"|^\W*(?:but|though|although|however)?\s*,?\s*i (?:can't|cannot|couldn't|could not) "
    r"(?:say|tell|know) (?:that )?for (?:certain|sure)(?: from here| yet| right now)?\s*[.!]?\s*$"
    # "(the profile happens to label that one a gift card, for what it's worth)"
    r"|^\W*for what it['\u2019]?s worth\b"
    # "..., but I could be wrong", "..., though don't quote me on that", "correct me if I'm wrong"
    rf"|^\W*(?:but|though|although|however|so|and|that said|mind you)?\s*,?\s*{_SELF_DOUBT}"
    # "...; I'd still want to see it on the order itself before promising you the new lamp"
    r"|^\W*(?:but|though|although|however)?\s*,?\s*(?:i(?:'d| would)|i) (?:still |just |first )?"
    r"(?:want|like|need) to (?:see|check|confirm|verify|double[- ]check) (?:it|that|this)\b"
    r"|\b(?:take|taking|treat|treating) (?:(?:(?:that|this)(?: [\w-]+)?|it|the(?: [\w-]+){1,2}) )?"
    r"as (?:provisional|tentative|unconfirmed|unverified|preliminary)\b"
    # "— though I'd treat the capacity with a little caution until I've matched it"
    r"|\b(?:take|treat) (?:that|this|it|the (?:[\w-]+ ){0,2}?[\w-]+) with (?:a little |some |a bit "
    r"of |due |extra )?(?:caution|care|scepticism|skepticism)\b"
    # "... the small-room model — if that's right, the cheapest ... is": the statement the
    # condition takes up is hedged
    r"|^\W*(?:and |but |so )?(?:if|assuming|provided) (?:that|this|it)(?:'s| is) (?:right|correct|"
    r"accurate)\b"
    # "...; assuming it went through as reported, the $1,464.00 will be refunded"
    r"|^\W*(?:and |but |so )?(?:if|assuming|provided) (?:that )?(?:it|this|that|the (?:[\w-]+ )?"
    r"(?:change|update|request|cancellation|return|exchange|modification)) (?:went|has gone|"
    r"goes|got) through\b",
    re.IGNORECASE,
)
# a later clause marking the statement as not yet checked: "..., though I haven't re-checked the
# booking itself", "so treat it as provisional" (a report then stands hedged, not reported)
_PROVISIONAL_AFTER = re.compile(
    r"^\W*(?:but|though|although|however)\s*,?\s*(?:i|we) (?:haven't|have not) (?:yet )?"
    r"(?:re-?checked|double[- ]checked|cross-checked|verified|confirmed|checked|seen)\b"
    r"|\b(?:take|treat) (?:(?:that|this) (?:one|date|figure|value|category|option|entry|label)|"
    r"that|this|it|the (?:[\w-]+ )?(?:figure|value|number|"
    r"detail|reading|date|category|option|spec|information|info)) as (?:provisional|tentative|"
    r"unconfirmed|preliminary|suspect|doubtful|questionable|unreliable|uncertain)\b"
    # a later clause doubting the record it reads: "..., if I'm reading the record right", "...,
    # unless the record is out of date", "— that may not be accurate", "— at least, that's what
    # the system shows"
    r"|^\W*(?:but|though|although)?\s*,?\s*(?:that|this|which|it)(?:'s| is)? (?:may|might|could) "
    # ("which may or may not be accurate")
    # ("which may not even be the right day")
    r"(?:or (?:may|might|could) not )?(?:not )?(?:\w+ )?be (?:the )?(?:accurate|right|correct|"
    r"wrong|out of date|outdated|stale|incorrect|current|up to date|a mistake|an error)\b"
    r"|^\W*(?:and |but )?if (?:i'm|i am) reading (?:\w+ ){0,3}(?:right|correctly)\b"
    r"|^\W*(?:and |but )?if i (?:read|understand) (?:\w+ ){0,3}(?:right|correctly)\b"
    r"|^\W*unless (?:i'm mistaken|(?:\w+ ){1,4}(?:is|was|are|has been) (?:out of date|outdated|"
    r"wrong|stale|incorrect|mistaken|off|not up to date|behind))\b"
    r"|^\W*at least,? (?:that's|that is|according to|per|going by|so) |^\W*at least\W*$"
    # "That's its word, not yet something I've verified against the reservation itself"
    r"|\bnot (?:yet )?(?:something|anything) (?:i|we)(?:'ve| have) (?:yet )?(?:independently )?"
    r"(?:verified|confirmed|checked|cross-?checked|matched)\b"
    rf"|^\W*(?:but |though |although |and |so )?,?\s*(?:[\w']+\s+){{0,5}}?{_UNVOUCHED}"
    # "..., though I suspect that's a data slip": the value just stated doubted as a slip
    r"|^\W*(?:but|though|although)\s*,?\s*(?:i|we) (?:suspect|think|believe|fear) (?:that's|that "
    r"is|it's|it is|this is|that may be|it may be|that might be) (?:just |probably |likely )?"
    r"(?:a |an )?(?:data |record |system |labell?ing |data-entry |clerical )?(?:typo|error|mistake|"
    r"slip|glitch)\b"
    # "..., though profile changes can take a moment to show everywhere": the effect said to be
    # maybe not visible yet (a caveat on the claim)
    r"|^\W*(?:but|though|although)\s*,?\s*(?:[\w']+\s+){0,3}?(?:can|may|might|could|"
    r"sometimes|often) (?:\w+ )?take (?:a |some |up to )?(?:\w+ )?(?:moment|while|bit|time|"
    r"minutes?|hours?|days?)s? to (?:show|appear|update|refresh|reflect|register|come through|"
    r"sync|propagate)\b",
    re.IGNORECASE,
)
# an aside doubting the source named before the value: "According to the record — which may
# be out of date — HAT163 is on May 22"
_SOURCEDOUBTED = re.compile(
    r"^\W*(?:(?:which|that|though it|and it) (?:may|might|could) (?:\w+ )?be|(?:and |though |"
    r"but )?(?:i|we) (?:can't|cannot|can not|couldn't) (?:rule out|exclude) (?:that )?(?:it|that|"
    r"this|the (?:[\w-]+ )?(?:record|system|data|entry|listing|profile|reservation|order))(?:'s| "
    r"is| was| may be| might be| could be)?) (?:out of date|outdated|stale|wrong|inaccurate|"
    r"incorrect|behind|off)\b",
    re.IGNORECASE,
)
# a hedge closing the bracket the value stands in: "(750ml, I think)"
_BRACKET_HEDGE = re.compile(
    r"[^.;!?()\n]{0,40}?,\s*(?:i think|i believe|probably|presumably|apparently|i(?:'d| would) "
    r"(?:guess|assume)|i assume|if i recall(?: correctly)?|if i'?m reading (?:it|this) right|"
    r"unconfirmed|not confirmed|(?:i'?m )?not (?:fully |entirely )?(?:sure|certain)|"
    # "(4 cups according to the order, which I haven't double-checked)"
    r"which (?:i|we) (?:haven't|have not|couldn't|could not|can't|cannot) (?:yet )?"
    r"(?:been able to )?(?:double-?|cross-?|re-?)?(?:confirm|verify|check)\w*(?: (?:it|that|"
    r"this))?(?: yet)?|"
    r"for what it['\u2019]?s worth)\s*\)",
    re.IGNORECASE,
)
# a bracket right after the value that doubts it: "blue (per the order; not certain)"
_VALUE_BRACKET_HEDGE = re.compile(
    r"[*_]*\s*\((?:[^()\n]{0,30}?[,;]\s*)?(?:not (?:fully |entirely |yet )?(?:sure|certain|"
    r"confirmed|verified)|unconfirmed|unverified|i think|i believe|probably|possibly|to be "
    r"confirmed|tbc)\s*\)",
    re.IGNORECASE,
)
# a condition on the record being right governs the sentence it opens
_IF_RECORD_RIGHT = re.compile(
    r"\b(?:if|assuming|provided|supposing)\s+(?:that\s+)?(?:the|this|that|your|our|its)?\s*"
    r"(?:record|system|booking|reservation|data|information|listing|order|profile|entry|date|it|"
    r"that|this)(?:'s|\s+is|\s+are|\s+has\s+(?:it|that|this))\s+(?:right|correct|accurate|"
    r"up to date)\b"
    # "If it saved correctly, that's your new routing via Dallas"
    r"|\b(?:if|assuming|provided)\s+(?:that\s+)?(?:it|that|this|the (?:change|update|request|"
    r"cancellation|exchange|return|modification))(?:'s|\s+has)?\s+(?:saved|went through|gone "
    r"through|took|taken|stuck|registered|applied|worked)\b",
    re.IGNORECASE,
)
# a question left open over a complement: "depends on whether ...", "let me check whether ..."
_OPEN_COMPLEMENT = re.compile(
    # "I haven't confirmed (that) #W24 is cancelled": the complement is still to be checked
    r"\b(?:i|we) (?:haven't|have not|hadn't|had not) (?:yet )?(?:confirmed|verified|checked|seen)"
    r"\b[^.;!?]*$|"
    r"\b(?:depends? on|depending on|(?:let me|i'll|i will|i need to|i want to|i'd like to) "
    r"(?:check|see|find out|verify|confirm)|to (?:check|see|find out|verify|confirm))\s+"
    r"(?:whether|if)\b[^.;!?]*$|"
    # "What I can't tell yet is whether #W93 now shows the AC-adapter lamp or still the USB one"
    r"\bwhat (?:i|we) (?:don't|do not|can't|cannot|can not|still need to|need to|want to|have "
    r"to) (?:yet )?(?:know|tell|say|confirm|check|verify|see|find out)(?: yet)? is\s+(?:whether|"
    r"if)\b[^.;!?]*$|"
    # "I'd treat it as provisional until the order shows 'exchange requested'": awaited
    r"\b(?:until|till|once|as soon as)\s+(?:the|it|your|my|our)\s+(?:[\w-]+\s+)?(?:shows?|lists?|"
    r"says|reads|reflects?|displays?)\b[^.;!?]*$",
    re.IGNORECASE,
)
# a hedge taking a complement clause, up to the value: "not certain (yet) that ...", "unsure
# whether ...", "I don't know if ..." (not past "but", which opens a clause of its own: "I'm not
# sure whether your fare allows it, but HAT106 is on May 16")
_HEDGED_COMPLEMENT = re.compile(
    r"\b(?:not (?:entirely |completely |fully |quite |totally |100% )?(?:sure|certain)|unsure|"
    r"unclear|(?:i|we) (?:don't|do not|can't|cannot) (?:yet )?(?:know|tell|say|confirm)"
    # "I can't be certain yet that the new flight is reflected"
    r"|(?:can't|cannot|can not|couldn't|could not) (?:yet )?be (?:entirely |completely |fully |"
    r"100% )?(?:sure|certain))"
    r"(?: yet)?,? (?:that|whether|if)\b(?:(?!,?\s+(?:but|however)\b)[^.;!?])*$"
    # a supposition up to the value, in its own clause: "assuming the $500 item really is a
    # gift card as the profile shows" (not the clause after its comma)
    r"|\b(?:assuming|supposing|presuming)\b[^.;!?,\u2014\u2013]*$",
    re.IGNORECASE,
)


# an attribution said with "at least" or "anyway": "— according to the record, anyway —", "So,
# per the record at least, ..."
_SOURCE_AT_LEAST = (
    r"(?:according to|per|going by|judging by|based on) (?:the |your |our |its |what )?"
    r"[\w' -]{1,40}?,? (?:anyway|at least)|at least (?:according to|per|going by|judging by) "
    r"[\w' -]{1,40}"
)
_SOURCE_HEDGE = re.compile(rf"^\W*(?:and,? |so,? )?(?:{_SOURCE_AT_LEAST})\W*$", re.IGNORECASE)


# the user's perception: "they look white to you", "it seems blue to you"
LOOKS_BEFORE = re.compile(
    r"\b(?:looks?|looked|seems?|seemed|appears?|appeared)\s+(?:like\s+)?(?:the\s+|an?\s+)?$", re.I
)
TO_YOU_AFTER = re.compile(r"\s+(?:ones?\s+)?to you\b", re.I)

# a sentence opening on "unless" ("Unless the record is wrong, that is."): a condition, no doubt
UNLESS_OPENS = re.compile(r"\W*unless\b", re.IGNORECASE)

# the next sentence a confirmation question about "that" statement alone
THAT_TAG_NEXT = re.compile(
    r"\s*(?:is|does|was) (?:that|this)(?: (?!you\b|else\b)[\w-]+){0,2}? (?:really |actually )?"
    r"(?:correct|right|accurate|match|agree|line up|look (?:correct|right))\b[^.!?]*\?",
    re.IGNORECASE,
)

# where a doubt's consequence begins: "I'm not sure about that, so let me check"
# (or a dash: "I'm not sure that's right — let me check")
SO_THEN = re.compile(r",?\s+(?:and so|so|and)\s+|\s*[\u2014\u2013]\s*", re.IGNORECASE)


# a look said and its result given after a colon: "let me look again: the order lists ..."
# (or an ellipsis: "Let me look again… you're right, the profile lists it as a certificate": the
# look made, its result given at once)
_LOOKED_COLON = re.compile(
    r"\b(?:let me|i'll|i will)\s+(?:just\s+)?(?:look|check|re-?check|double[- ]check)(?:\s+"
    r"(?:again|that|it|this|the order|the record|the reservation|more closely|once more))?\s*"
    r"(?::|\u2026|\.\.\.(?=\s*\S))",
    re.IGNORECASE,
)
# a stance taken on the value, no doubt of it voiced: "I'll treat the size as unconfirmed for now"
# (a hedge; the writers label it qualified where nothing is asked or checked)
_TREATED_AS = re.compile(
    r"\b(?:take|taking|treat|treating) (?:[^.;!?]{0,40}? )?as (?:provisional|tentative|"
    r"unconfirmed|unverified|preliminary)\b",
    re.IGNORECASE,
)
