"""The phrases of doubt (text/modality.py): what says a value may be wrong ("that can't be
right", "which is questionable", "I wouldn't bet on it"), and an oddity conceded ("It's unusual,
but that's the date on file"), which leaves no doubt. Data only."""

from __future__ import annotations

import re

# an oddity conceded and the value held: "It's unusual, but that's the date on file", "odd, but
# it's correct" (no doubt left of the value)
_CONCEDED_BODY = (
    r"[^.;!?]{0,25}?,?\s*but\s+(?:that(?:'s| is)|it(?:'s| is)|this is)\s+(?:really |definitely |"
    r"indeed |still |simply |just )?(?:the (?:[\w-]+ )?(?:on file|in the (?:record|reservation|"
    r"system|order))|(?:what|how) (?:the|it|your)\b[^.;!?]{0,30}?\b(?:says?|shows?|lists?|has|"
    r"reads|is booked)|correct|right|accurate|(?:the )?(?:real|actual|correct) (?:date|one|"
    r"value))\b"
)
_CONCEDED = rf"(?!{_CONCEDED_BODY})"
# the same, read after a soft doubt word that ends a segment ("It's unusual", "but that's ...")
CONCEDED_AFTER = re.compile(_CONCEDED_BODY, re.IGNORECASE)
SOFT_DOUBT = re.compile(r"(?:odd|strange|unusual|surpris(?:es|ed|ing))", re.IGNORECASE)
# another source said to hold something else ("the catalogue says otherwise", "the box tells a
# different story"): a doubt here, two sources set side by side in `settled`
OTHER_SOURCE_SAYS = (
    r"(?:says|shows|states|suggests|indicates|reads) (?:otherwise|something else|something "
    r"different|differently)\b|tells a different story\b"
)
DOUBT = re.compile(
    r"\b(?:(?:have|has|having) (?:some |a (?:little |bit of |slight )?|my |real )?doubts?\b|"
    r"(?:not|less than) (?:fully |entirely |completely |very |too )?confident\b|"
    r"discrepanc(?:y|ies)|inconsisten(?:t|cy|cies)|mismatch(?:es|ed)?|conflict(?:s|ing)?|"
    # ("my mistake" owns up to the agent's own slip: a retraction, no doubt of the record)
    r"(?<!without )(?<!without an )(?<!without a )(?<!without any )(?<!\bno )(?<!free of )"
    r"(?<!\bmy )(?<!\bour )(?<!\bmy own )(?<!\bby )(?<!\bin )"
    # ("nothing is wrong", "you're not wrong": no doubt)
    r"(?:an? )?(?:error|mistake|typo)(?!s? (?:free|at all))|(?<!\bnot )(?<!\bnothing is )"
    r"(?<!\bnothing's )(?<!\bnothing )(?<!\bnothing went )(?<!\bnothing has gone )"
    # ("I could be wrong", "correct me if I'm wrong": the speaker's hedge, no doubt of the record)
    r"(?<!\bi could be )(?<!\bi might be )(?<!\bi may be )(?<!\bif i'm )(?<!\bif i am )"
    # ("I was wrong before: ...": the agent's own slip owned up to, a retraction)
    r"(?<!\bi was )(?<!\bwe were )"
    # ("I had it wrong. The system shows ...": the agent's own earlier statement taken back)
    r"(?<!\bi had it )(?<!\bi got it )(?<!\bi had that )(?<!\bi got that )"
    # ("if it's a gift card, something else is wrong": another cause, no doubt of the value)
    r"(?<!\bsomething else is )(?<!\bsomething else went )(?<!\bsomething else must be )"
    r"(?<!\bsomething else has gone )"
    # ("I looked at the wrong line": the agent's own slip, a retraction)
    r"(?:incorrect|wrong)(?! (?:line|item|entry|row|product|leg)\b)|"
    r"(?:can(?:'|no)?t|cannot|couldn'?t)"
    r"(?: both| all)? (?:possibly )?be "
    r"(?:right|correct|true|accurate|(?:your|the|their|his|her) (?:actual|real|true|correct|right)"
    r"\b|"
    # "that can't be the flight home", "the 18th can't be your return date"
    # ("which can't be the return since you only arrive in Denver on the 19th")
    r"(?:your|the|their|his|her) (?:flight (?:home|back)|return(?: (?:flight|leg))?|(?:return|"
    r"departure|travel|flight) (?:date|day))\b)|"
    # "the return can't precede the outbound": the value ruled out by the trip's order
    r"(?:can(?:'|no)?t|cannot|couldn'?t) (?:possibly |really )?(?:precede|predate|come before|be "
    r"before|be earlier than) (?:the|your|its|their) (?:outbound|departure|first flight)\b|"
    # "which I don't think can be right", "I don't think that's correct"
    r"(?:don'?t|do not) think (?:(?:that|it|this)(?:'s| is| can| could| would)?|can|could|is) "
    r"(?:possibly |really )?(?:be )?(?:right|correct|accurate)\b|"
    r"doesn'?t (?:look|seem) right|not (?:look|seem) right|"
    rf"(?:odd(?! ones? out)|strange){_CONCEDED}|"
    r"(?:doesn'?t|does not|don'?t|do not) (?:quite |really |entirely |exactly )?(?:add up|make "
    r"sense|line up|square|tally|fit|agree|"
    r"align)|makes? no sense|i doubt|doubtful|"
    rf"(?:unusual|surpris(?:es|ed|ing)){_CONCEDED}|"
    # "so the record is off", "that date must be off"
    r"(?<!\bif )(?<!\bunless )(?<!\bin case )(?:the|that|this|your|its) (?:(?:order|"
    r"reservation|booking|catalog|catalogue|profile) )?"
    r"(?:record|reservation|booking|entry|listing|date|value|figure|field) (?:is|must be|seems|"
    r"looks|has to be) off\b|"
    # "... is showing the 13th, which I'd want corrected first"
    r"(?:i'?d|i would|we'?d|we would) (?:want|like|need) (?:it |that |this |them )?(?:corrected|"
    r"fixed)\b|"
    # "the entry showing the 17th is clearly off"
    r"(?:is|are|must be|seems|looks) (?:clearly|obviously|plainly|definitely|certainly|surely) "
    r"off\b|"
    r"impossible|(?:can(?:'|no)?t|cannot|unable to) tell|oddity|"
    # "the source field there is clearly mislabelled"
    r"mis-?label(?:l?ed|l?ing)?|"
    # "which is suspicious", "which is questionable", "which I find hard to believe", "I'm not
    # convinced", "that doesn't seem to fit", "that can't be the whole story", "I wouldn't bet
    # on it"
    # "though that seems unlikely with the outbound on the 18th"
    # (not "availability is unlikely to improve": a forecast)
    r"(?:seems?|looks?|sounds?|is) (?:rather |quite |very |highly )?(?:unlikely|implausible|"
    r"improbable)\b(?!\s+(?:to|that)\b)|"
    r"suspicious|questionable|(?:looks?|seems?|is) suspect\b|s[ck]eptical|hard to (?:believe|"
    r"credit)|not (?:entirely |fully |totally )?convinced|(?:wouldn'?t|won'?t|would not) bet on "
    r"(?:it|that|this)|can(?:'|no)?t be the (?:whole|full|entire) (?:story|picture)|"
    r"(?:doesn'?t|does not|don'?t|do not) (?:seem|appear) to (?:fit|add up|match|make sense|"
    r"line up|square|agree)|"
    # "a figure I don't fully trust", "which doesn't sit well with me", "which I'm not sure is
    # right"
    r"(?:i|we) (?:don'?t|do not) (?:fully |entirely |completely |really |quite )?trust\b|"
    r"(?:doesn'?t|does not) sit (?:well|right) with (?:me|us)\b|"
    r"(?:i'?m|i am) not (?:\w+ )?(?:sure|certain|convinced) (?:that )?(?:(?:it|this|that) )?(?:is|"
    r"'s) (?:right|correct|accurate)\b|"
    r"anomal(?:y|ies|ous)|glitch|corrupt(?:ed|ion)\b|garbled|(?:data|display|sync|syncing|caching|"
    r"labell?ing) "
    r"(?:problem|issue|error|bug)|contradict(?:s|ory|ion|ions|ing)?|"
    r"disagree(?:s|ing|ment)?|"
    # the value found impossible against the trip: "but it can't leave before you arrive in
    # Houston"
    r"(?:can(?:'|no)?t|cannot|couldn'?t) (?:possibly |really )?(?:leave|depart|fly|return|be|"
    r"come back) (?:before|ahead of) (?:you|your|the)\b|"
    # another source said to hold something else: "the catalogue entry for this item says
    # otherwise", "the box tells a different story"
    rf"{OTHER_SOURCE_SAYS}|"
    # (two sources, a plural verb: "the order and the product page describe its compatibility
    # differently"; one source that "lists it differently" sets itself against the record)
    r"(?:describe|list|show|give) (?:it|them|its [\w-]+|the [\w'\u2019-]+(?: [\w-]+)?) "
    r"differently\b|"
    r"(?:pinch|grain) of salt|(?:can(?:'|no)?t|cannot|couldn'?t) (?:confirm|verify|tell|say|know) "
    r"(?:which|whether|for sure|for certain)|"
    # the value itself left unconfirmed: "I can't verify that detail from here, so I won't rely
    # on it" (not "I can't confirm that it went through": a claim of its own)
    r"(?:can(?:'|no)?t|cannot|couldn'?t) (?:confirm|verify) (?:that|this|it)(?: (?:detail|figure|"
    r"value|spec|point|part|information))?(?= from\b| here\b| myself\b| independently\b|[.,;!?])|"
    r"(?:won'?t|wouldn'?t|will not|would not) rely on (?:it|that|this)\b|"
    # "though I'd give it a minute before relying on it"
    r"(?:before|until) (?:relying|counting|you rely|you count|we rely|i rely) on (?:it|that|"
    r"this)\b|"
    # "but I'd rather not rely on that alone", "I'd prefer not to go by it"
    r"(?:i'?d|i would|we'?d|we would) (?:rather not|prefer not to) (?:rely on|go by|trust|count "
    r"on|take) (?:it|that|this)\b|"
    # "so I don't want to rely on that", "I wouldn't put too much weight on it"
    r"(?:don'?t|do not) want to (?:rely on|count on|go by) (?:it|that|this)\b|(?:wouldn'?t|would "
    r"not|won'?t|don'?t) put (?:too )?much (?:weight|stock) (?:on|in) (?:it|that|this)\b|"
    r"out of order|"
    # "..., but that alone doesn't prove the booking itself was updated"
    r"(?:doesn'?t|does not|don'?t|do not|didn'?t|did not) (?:yet )?(?:prove|guarantee|establish)\b|"
    # "I'll stop quoting that date", "I'm not comfortable passing that on as your date"
    r"(?:i'?ll|i will|let me|i'?m going to|i am going to) stop (?:quoting|using|citing|going by|"
    r"relying on|repeating) (?:it|that|this)\b|(?:not|n't) (?:\w+ )?comfortable (?:passing|giving|"
    r"quoting|treating|relying|going|using) (?:on )?(?:it|that|this)\b|"
    # "so I'm not relying on that date", "I'd set that date aside", "I'm disregarding it"
    r"(?:i'?m|i am|we'?re|we are) not (?:going to )?(?:rely(?:ing)? on|count(?:ing)? on|go(?:ing)? "
    r"by|trust(?:ing)?) (?:it|that|this)\b|(?:set(?:ting)?|put(?:ting)?|leave|leaving) (?:it|that|"
    r"this)(?: (?:date|value|figure|entry|label|detail))? aside\b|"
    r"disregard(?:ing)? (?:it|that|this)\b|"
    # "so I won't treat the HAT290 date as reliable", "that figure isn't reliable"
    r"(?:won'?t|wouldn'?t|will not|would not|can'?t|cannot) (?:treat|take|count on|trust)\b"
    r"[^.;!?]{0,40}?\bas (?:reliable|accurate|correct|trustworthy|given)\b|unreliable|"
    r"(?:(?:is|are) not|isn'?t|aren'?t) (?:reliable|trustworthy)\b|"
    r"not clear|(?:does not|doesn't|"
    r"don't|do not) match|which (?:one |of (?:them|these|those|the two) )?(?:is|'s) (?:right|"
    r"correct|true|it)|which is it|"
    # the value left open: "I have no way to settle which label is correct", "unconfirmed"
    r"(?:no way|not able|unable) to (?:settle|tell|know|confirm|verify|say)|unconfirmed|"
    # not yet confirmed: "(pending confirmation)", "(to be confirmed)", "still confirming it took
    # effect", "awaiting confirmation"
    r"(?:pending|awaiting|waiting for|subject to) (?:\w+ )?confirmation|(?:yet )?to be confirmed|"
    r"not (?:yet )?(?:been )?confirmed|(?:still|currently) (?:confirming|checking|verifying|making "
    r"sure)|"
    r"unverified|which (?:label|value|category|record|date|size|one) is (?:right|correct|true)|"
    r"(?:is|remains) (?:the|an|still an|still the) open question|"
    # an impossibility argued: "a Seattle departure on the 21st would be before you arrive"
    # ("would still leave SEA → JFK before you arrive in Seattle")
    r"would (?:still |then |now )?(?:be|fall|come|leave|depart|have you (?:leave|fly)) "
    r"(?:[^\s.;!?]+ ){0,4}?before "
    r"(?:you|they|he|she|we)(?: even)? (?:arrive|land|get there|get back|leave|depart|fly out|"
    r"reach)|"
    # "a Friday departure from Orlando can't come before a Saturday arrival there"
    r"(?:can(?:'|no)?t|cannot|couldn'?t) (?:possibly )?(?:come|be|leave|depart|fall|happen) "
    r"(?:[\w-]+ ){0,2}?before (?:a|an|the|your|their|its)\b|"
    # "that's a day before you even reach Newark"; set beside the value, "..., the day before
    # you'd even leave" ("even" marks the impossibility: "the day before you leave" is a time)
    r"(?:that|this|which|it)(?:'s| is| falls) (?:[\w-]+ ){0,3}?before (?:you|they|he|she|we)"
    r"(?: even)? (?:arrive|land|get there|get back|leave|depart|fly out|reach)|"
    # ("is listed for May 17 — before you even reach San Francisco")
    r"[,\u2014\u2013]\s*before (?:you|they|he|she|we)(?:'d| would)? even (?:arrive|land|get there|"
    r"get back|leave|depart|fly out|reach)|"
    r",\s*(?:a|the|one|two|three) (?:full )?(?:day|days|week) before (?:you|they|he|she|we)"
    r"(?:'d| would)? even (?:arrive|land|get there|get back|leave|depart|fly out|reach)|"
    # "so I don't work from a bad record"
    r"\b(?:a|the) (?:bad|faulty|broken|corrupted) (?:record|entry|listing)\b|"
    # "which I'm not 100% on", "— wait, that's before your outbound", "which is before the
    # Saturday outbound" (a relative clause too, since the thirty-fourth pass: no probe or run
    # read it as a mere comparison; "isn't possible" is mostly a rule: "a size exchange isn't
    # possible")
    r"not (?:100 ?%|a hundred percent) (?:on|sure (?:of|about)|certain (?:of|about))(?: (?:it|that|"
    r"this))?\b|"
    # "..., which I'm not fully sure about", "which I'm not certain of"
    r"which (?:i'?m|i am|we'?re|we are) not (?:fully |entirely |completely |totally |quite |that "
    r")?(?:sure|certain|confident) (?:about|of)\b|"
    r"\b(?:that|this|it|which)(?: i (?:now |just )?(?:realise|realize|see|notice))?(?:'s| is| "
    r"would be| falls) "
    # ("which is before the Saturday outbound", "ahead of its May 18 outbound", "which I now
    # realise is the day before your outbound")
    r"(?:[\w-]+ ){0,3}?(?:before|earlier than|ahead of) (?:your|the|its) (?:[\w-]+ ){0,2}?"
    r"(?:outbound|departure|first flight|flight out)\b|"
    # a date put as what cannot be: "The 18th would be before your outbound" (the date its
    # subject: not "HAT106 would be before your outbound" in a branch of "If it's May 16")
    r"(?:\b\d{1,2}(?:st|nd|rd|th)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)"
    r"[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?|\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|"
    r"nov|dec)[a-z]*|\b\d{4}-\d\d-\d\d)\W{0,3} would (?:be|fall|come|land) (?:[\w-]+ ){0,3}?"
    r"(?:before|earlier than|ahead of|prior to) "
    r"(?:your|the|its) (?:[\w-]+ ){0,2}?(?:outbound|departure|first flight|flight out)\b|"
    # "since the 16th falls before your trip even starts", "the return ahead of the outbound"
    r"(?:falls?|is|comes?|lands?|sits?) (?:[\w-]+ ){0,2}?(?:before|ahead of|earlier than|prior to) "
    r"(?:your|the|their|his|her|its) (?:[\w-]+ )?(?:trip|journey|travels?|outbound|departure|"
    r"first flight)(?: even)? (?:starts|begins|gets going|departs|leaves)\b|"
    r"(?:the|your|its) (?:return|flight (?:home|back)|trip home|way back)(?: flight| leg| date)? "
    r"(?:(?:is|comes|falls|lands|sits) )?(?:[\w-]+ )?(?:ahead of|before|earlier than|prior to) "
    r"(?:the|your|its) (?:[\w-]+ ){0,2}?(?:outbound|departure|flight out|first flight)\b|"
    # a comparison put after the value: "lists the return HAT166 on May 16, ahead of its May 18
    # outbound" (not "scheduled for the day before your outbound": the date said by it)
    r",\s*(?:ahead of|earlier than|prior to|before) (?:the|your|its) (?:[\w-]+ ){0,2}?"
    r"(?:outbound|departure|flight out|first flight)\b|"
    r"(?:looks?|seems?) off|something(?: (?:in|about|with|on) (?:the|this|that|your|its) [\w-]+)?"
    r"(?:'s| is| looks| seems) off|"
    r"(?:i )?(?:don't|do not|wouldn'?t|would not) (?:trust|believe|rely on|plan around|count on|"
    r"go by)|"
    r"not (?:fully |"
    r"entirely |completely |quite |totally |yet |100% )?(?:sure|confident) (?:that(?:'s| is) |"
    r"it(?:'s| is) |this is )?"
    r"(?:right|accurate|correct)|not (?:(?:yet |really |fully |entirely |completely |quite |"
    r"totally |100% |absolutely ){1,2})?(?:sure|"
    r"certain|confident)(?: yet)?,? (?:that |whether |if )?(?:the|it|this|that|its|my)\b"
    # ("I'm not sure yet whether the delay qualifies for compensation": a rule's outcome, no
    # doubt of a value)
    r"(?![^.;!?]{0,30}?\b(?:qualif(?:y|ies)|eligible|entitled|allow(?:s|ed)?)\b))\b",
    re.IGNORECASE,
)
