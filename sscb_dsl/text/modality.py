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

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.prefilter import finditer, may_match, probe, search

_HEDGE = re.compile(
    r"\b(?:seems?|seemingly|appears?(?!\s+(?:as|on|in|under|among|next|alongside)\b)|"
    r"apparently|looks? like|might|could be|possibly|perhaps|"
    r"probably|likely|presumably|supposedly|i think|i believe|i assume|if i'?m not mistaken|"
    r"not (?:(?:entirely |completely |fully |quite |totally |100% |yet |really |absolutely )"
    r"{1,2})?(?:sure|certain)|unsure|"
    r"unclear|may (?:be|have|not|still|need)|should (?:be|now be|have been|have|now|already|by "
    r"now)|must have|ought to|"
    r"as far as i can "
    r"tell|to my knowledge|"
    # "I'd guess", "my understanding is that", "from what I can see", "as best I can tell"
    r"i(?:'d| would) (?:guess|say|imagine)|my (?:understanding|guess|impression) is|from what i "
    r"(?:can see|can tell|see|gather)|as best i can tell|if i understand (?:it |this )?"
    r"(?:correctly|right)|i suspect|i(?:'m| am) (?:fairly|pretty|reasonably) (?:sure|confident))\b",
    re.IGNORECASE,
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
    r"(?<!\bnothing's )(?<!\bnothing )(?<!\bnothing went )(?<!\bnothing has gone )(?:incorrect|"
    r"wrong)|"
    r"(?:can(?:'|no)?t|cannot|couldn'?t)"
    r"(?: both| all)? be "
    r"(?:right|correct)|doesn'?t (?:look|seem) right|not (?:look|seem) right|odd|strange|"
    r"(?:doesn'?t|does not|don'?t|do not) (?:add up|make sense|line up|square|tally|fit|agree|"
    r"align)|makes? no sense|i doubt|doubtful|"
    r"unusual|surpris(?:es|ed|ing)|impossible|(?:can(?:'|no)?t|cannot|unable to) tell|oddity|"
    r"anomal(?:y|ies|ous)|glitch|data (?:problem|issue|error)|contradict(?:s|ory|ion|ions|ing)?|"
    r"disagree(?:s|ing|ment)?|"
    r"(?:pinch|grain) of salt|(?:can(?:'|no)?t|cannot|couldn'?t) (?:confirm|verify|tell|say|know) "
    r"(?:which|whether|for sure|for certain)|"
    # the value itself left unconfirmed: "I can't verify that detail from here, so I won't rely
    # on it" (not "I can't confirm that it went through": a claim of its own)
    r"(?:can(?:'|no)?t|cannot|couldn'?t) (?:confirm|verify) (?:that|this|it)(?: (?:detail|figure|"
    r"value|spec|point|part|information))?(?= from\b| here\b| myself\b| independently\b|[.,;!?])|"
    r"(?:won'?t|wouldn'?t|will not|would not) rely on (?:it|that|this)\b|"
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
    r"(?:looks?|seems?) off|something(?:'s| is) off|"
    r"(?:i )?(?:don't|do not|wouldn'?t|would not) (?:trust|believe|rely on|plan around|count on|"
    r"go by)|"
    r"not (?:fully |"
    r"entirely |completely |quite |totally |yet |100% )?(?:sure|confident) (?:that(?:'s| is) |"
    r"it(?:'s| is) |this is )?"
    r"(?:right|accurate|correct)|not (?:(?:yet |really |fully |entirely |completely |quite |"
    r"totally |100% |absolutely ){1,2})?(?:sure|"
    r"certain|confident)(?: yet)?,? (?:that |whether |if )?(?:the|it|this|that|its|my)\b)\b",
    re.IGNORECASE,
)
# a search for options, not a check of a value: "... for earlier options", "check for flights"
_OPTIONS = r"(?:options|flights|availability|seats|alternatives|fares)\b"
_FOR_OPTIONS = (
    rf"\s+(?:for|on)\s+(?:\w+\s+){{0,2}}{_OPTIONS}|[^.;!?]{{0,110}}\bfor (?:\w+\s+){{0,2}}"
    rf"{_OPTIONS}"
)
_VERIFY = re.compile(
    # (a record that "does confirm it" reports, and so does "I can confirm (that) ..."; they ask
    # nothing)
    r"\b(?:(?:please |kindly )?(?<!does )(?<!did )(?<!response )(?<!system )(?<!record )"
    # ("To confirm: HAT263 on May 22. Shall I go ahead?" leads a recap of the plan to consent to)
    r"(?<!tool )(?:(?:(?<!\bi can )(?<!\bwe can )(?<!\bi )(?<!\bto )confirm|(?<=\bto )confirm"
    r"(?!\s*[:,\u2014\u2013]))(?!\s+(?:the|your|these|this)\s+(?:plan|details|changes?|request|"
    r"action|next steps|following|summary|update|booking details)\b)|verify|double[- ]check)|"
    # (a search announced is an action on the date: "let me look for flights on May 13", "I'll
    # check May 12 for earlier options")
    rf"please (?:also )?check\b|let me (?:check(?!{_FOR_OPTIONS})|"
    r"verify|confirm|double[- ]check|look(?!\s+(?:for|up|around)\b))|i(?:'ll| will|'d| would| "
    rf"need to| want to) (?:check(?!{_FOR_OPTIONS})|verify|"
    r"confirm|double[- ]check)|is (?:this|that|it) (?:correct|right|accurate)|(?:does|do) "
    r"(?:this|that|these) (?:look|sound) (?:correct|right)|can you (?:confirm|verify|check)|"
    r"could you (?:confirm|verify|check)|which (?:one|of these|date|is it)|is it (?:the )?\w+ or|"
    r"or is it\b|"
    r"so (?:that )?(?:we|i) (?:know|can (?:confirm|see|check|be sure))|so (?:that )?you can "
    r"(?:confirm|see|check|be sure)|"
    r"(?:like|want|need) to (?:make|be) sure|"
    # a fresh read to check: "let me re-check", "pull up 4NQLHD again and make sure ..."
    r"(?:let me|i(?:'ll| will|'d like to| would like to| want to| need to)) (?:re-?check|re-?load|"
    r"re-?open|re-?fetch|re-?verify|refresh|re-?pull|re-?query)|sanity[- ]check|"
    r"again(?: and| to)? (?:make|be) sure|(?:make|be) sure (?:that )?[^.;!?]{0,60}?\b(?:really|"
    r"actually|indeed|correctly|properly)|before (?:confirming|i (?:confirm|call it|promise))|"
    r"until (?:we|i|you)(?:'ve| have)? (?:confirm(?:ed)?|verif(?:y|ied)|check(?:ed)?|"
    r"double[- ]checked))\b",
    re.IGNORECASE,
)
_LISTED_AS = re.compile(
    r"\b(?:listed|shown|marked|recorded|typed|stored|labell?ed|classed|classified|filed|set up|"
    r"registered|entered)\s+as\s+(?:an?\s+|the\s+)?$",
    re.IGNORECASE,
)
_INTERROGATIVE = re.compile(
    r"^\s*(?:so,?\s+)?(?:is|are|was|were|do|does|did|can|could|would|will|shall|should|may|"
    r"has|have|had|which|what|when|where|who|whom|how|whether|just to confirm|to confirm)\b",
    re.IGNORECASE,
)
# Asking for consent to act ("would you like to proceed with ... on May 18?") presupposes the
# value; it does not ask about it.
_CONSENT = re.compile(
    r"^\s*(?:so,?\s+|and\s+)?(?:would you like|do you want|shall i|should i|may i|can i|could i|"
    r"would it be (?:ok|okay|alright)|is it (?:ok|okay|alright)|would you prefer|do you prefer|"
    r"would that work|does that work|are you ready|is there anything|can i help|how (?:would|"
    r"else)|what else"
    # "could HAT228 on May 20 work for you?": a plan offered, the value presupposed
    r"|(?:could|would|will|does|do)\b(?=[^?]{0,60}\bwork (?:for you|out|with your)\b))\b",
    re.IGNORECASE,
)
_ITEM_MARK = re.compile(r"^\s*(?:[-*\u2022]|\d{1,2}[.)])\s+")
# a short label before a clause: "Quick check: ", "**One question:** "
_LEAD_LABEL = re.compile(r"^\s*(?:\*\*)?[A-Za-z][\w'-]*(?: [\w'-]+){0,3}:(?:\*\*)?\s+(?=\S)")
_CONDITIONAL = re.compile(
    # (a condition on the user's needs qualifies nothing said of the record: "If you need a
    # hotel, HAT106 is on May 18")
    # (a list item may open with it: "- If it's a gift card, it can pay ...")
    r"^\s*(?:[-*\u2022]\s*|\d{1,2}[.)]\s*)?(?:and |but |so |or )?"
    # (nor does a condition on an act proposed: "If we put the booking on your $500 gift
    # card, ..." presupposes the card as it names it)
    r"(?:if(?! you(?:'d| would)? (?:prefer|like|want|wish|rather|need|"
    r"have any|are interested|'re interested)\b)(?! (?:we|i|you) (?:put|charge|use|apply|pay|"
    r"book|place|split|bill|go ahead)\b)|"
    r"unless|in case|assuming|supposing|should you|were (?:you|it))\b",
    re.IGNORECASE,
)
# The hedge governs something else (availability, an error): the value is presupposed.
_PRESUPPOSED = re.compile(
    r"\b(?:no (?:available |direct |nonstop |one-stop )?(?:seats?|flights?|availability|"
    r"options?)|not enough|unavailable|sold out|fully booked|(?:can(?:'|no)?t|cannot|unable to) "
    r"(?:find|book|process|proceed|complete|modify|change)|there (?:is|are) no)\b",
    re.IGNORECASE,
)
# A hedge after a comma that closes the sentence governs the whole of it.
_TRAILING_HEDGE = re.compile(
    r"^[^.;!?]*(?:,\s*|\s+(?=if\b))(?:i think|i believe|i'm (?:fairly|pretty) sure|"
    r"if i'm not mistaken|if i recall(?: correctly)?|it seems|apparently|probably|presumably|"
    r"unless i'm mistaken|if i'm "
    r"reading (?:it|this|that) (?:right|correctly)|if i read (?:it|this|that) (?:right|"
    r"correctly)|if (?:the|this|that|our|your) (?:record|system|data|booking|reservation|order|"
    r"listing|entry)(?:'s| is| has it) (?:right|correct|accurate|up to date)|"
    r"if (?:that|this|it)(?:'s| is) (?:right|correct|accurate))\s*"
    # ("plastic, I believe, though I'm not sure of that detail": the hedge, then a comment)
    # ("... gift cards, I believe — $62 on one and $250 on the other": the hedge, then what
    # the dash spells out)
    r"(?:[.!?]|,\s*(?:though|but|although)\b[^.;!?]*[.!]?|\s*[\u2014\u2013][^.;!?]*[.!]?)?\s*$",
    re.IGNORECASE,
)
# (a verb of travel or schedule between the negation and the value negates it too: "HAT106
# doesn't leave on May 18", "isn't scheduled for", "no longer leaves on"; "won't help with
# tomorrow's flights" negates the help, "won't leave until May 18" bounds)
_NEG_VERB = (
    r"(?:\s+(?:leav(?:e|es|ing)|depart(?:s|ing)?|fl(?:y|ies|ying)|return(?:s|ing)?|arriv(?:e|es|ing)|"
    r"land(?:s|ing)?|go(?:es|ing)?|travel(?:s|ling|ing)?|operat(?:e|es|ing)|scheduled|booked|set|due|"
    r"planned|listed|fall(?:s|ing)?|happen(?:s|ing)?|left|departed|flown|returned|arrived|landed))?"
)
# the agent has not yet seen the value hold: the complement is open, not denied
_NOT_YET_SEEN = re.compile(
    r"\b(?:i|we) (?:haven't|have not|hadn't|had not) (?:yet )?(?:actually )?(?:confirmed|"
    r"verified|checked|seen)\b[^.;!?]*$",
    re.IGNORECASE,
)
# the agent agreeing with the user's value: "— that matches what I have", "and that's right"
_CONFIRMED_AFTER = re.compile(
    r"[^.;!?]{0,30}?\b(?:that|which|this|and that|it) (?:matches|agrees with|lines up with|is "
    r"(?:right|correct|accurate))\b|[^.;!?]{0,30}?\b(?:that|it)'s (?:right|correct)\b",
    re.IGNORECASE,
)
_STRUCK_BEFORE = re.compile(r"~~[^~\n]{0,30}$")
_STRUCK_AFTER = re.compile(r"[^~\n]{0,30}~~")
_DENY_BEFORE = re.compile(
    rf"(?:\bnot{_NEG_VERB}(?:\s+(?:on|for|in|the|a|an|with|to|at))*"
    rf"|n't{_NEG_VERB}(?:\s+(?:on|for|in|the|a|with|to|at))*"
    r"|\brather than(?:\s+(?:on|the|a|an))*|\binstead of(?:\s+(?:on|the|a|an))*"
    rf"|\bas opposed to(?:\s+(?:on|the))*|\bno longer{_NEG_VERB}(?:\s+(?:on|the|for|in))*"
    r"|\bnor(?:\s+(?:on|the))*|\bother than(?:\s+(?:on|the))*|\bexcept(?:\s+(?:on|the))*"
    rf"|\bnever{_NEG_VERB}(?:\s+(?:on|the|for|in))*"
    # "there is no flight on May 18", "no seats on May 20"
    r"|\b(?:no|(?:couldn't|could not|can't|cannot) find (?:any\s+)?)\s*(?:flights?|seats?|"
    r"availability|space|room|service|departures?)(?:\s+(?:left|available|open))?\s+(?:on|for)|\bno"
    # "I mistakenly wrote May 20", "I was going to say your $279 certificate"
    r"|\b(?:mistakenly|wrongly|erroneously|incorrectly) (?:[\w']+ ){0,4}?(?:on |as |it as )?"
    # "(corrected from 2024-05-20)", "I had it wrong as May 16"
    r"|\bcorrected from\s*|\bwrong(?:ly)? as\s*"
    r"|\bi was (?:going|about) to (?:say|tell you|write|call it)\b[^.;!?—–]{0,40})"
    r"\s*[\"'(]?\s*$",
    re.IGNORECASE,
)
# the user's words taken up: "you said ...", "you mentioned ...", "you remember ..."
_USER_SAID = re.compile(
    # ("as you said, ..." agrees: the agent says it too)
    # ("do you remember whether ..." asks)
    r"(?<!\bas )(?<!\blike )(?<!\bdo )(?<!\bdid )(?<!\bcan )(?<!\bcould )"
    r"\byou(?:'ve| have)? (?:said|mentioned|told me|wrote|remember(?:ed)?|"
    r"recall(?:ed)?|think|"
    r"thought|believe|believed|were told|expected)\b[^.;!?]{0,60}$",
    re.IGNORECASE,
)
_DENY_AFTER = re.compile(
    r"^\s*[\"')]?\s*(?:,\s*)?(?:[^.;!?]{0,40}?\b(?:is|was|seems|appears|looks)\s+)?(?:not "
    r"(?:correct|right|accurate|valid|the (?:date|day|one|value))|incorrect|wrong|a mistake|"
    r"an error|a typo|(?:a )?"
    r"(?:mistake|error|typo))\b|^[^.;!?()]{0,40}?\b(?:by mistake|in error|mistakenly|"
    r"erroneously|wrongly|incorrectly)\b|^\s*[\"')]?\s*(?:can(?:'|no)?t|cannot|could(?:n'?t| not)) "
    r"(?:possibly )?be (?:your|the|a|right|correct|accurate|valid|true)\b",
    re.IGNORECASE,
)
_CORRECTION = re.compile(
    # ("if it's actually on May 30" supposes; it corrects nothing)
    r"(?<!\bif it's )(?<!\bif it is )(?<!\bwhether it's )(?<!\bwhether it is )(?<!\bif they're )"
    r"(?<!\bif that's )\b(?:actually|correction|to correct|i misread|i misspoke|i mis-?stated|"
    r"the (?:correct|right|actual) (?:date|day|value|figure|amount|size|colou?r|option|category|"
    r"type|one) (?:is|was)|"
    r"my (?:mistake|"
    r"apologies|bad|error)|i was (?:wrong|mistaken)|sorry,? (?:i meant|that should|it should|it "
    r"is|it's|the correct)|let me correct|i stand corrected|to clarify|that was (?:wrong|"
    r"incorrect|a mistake)|on (?:closer|second) look|looking (?:again|more closely)|upon "
    r"(?:re-?checking|review)|wait,? no|no,? wait|scratch that|strike that|oops)\b",
    re.IGNORECASE,
)


# another attempt of a change ("I'll retry the cancellation"): a check then is of that attempt
RETRY = re.compile(
    r"\b(?:retry|re-?try|resubmit|re-submit|redo|re-?send|re-?run|re-?attempt|(?:submit|send|"
    r"try|run|place|file|process) (?:it |that |the [\w-]+(?: [\w-]+)? |this )?again)\b",
    re.IGNORECASE,
)


# The value is what the clause states ("your return is on May 18", "lists the return as ..."),
# so a confirmation question after it asks about the value, not about a plan around it.
_PREDICATIVE = re.compile(
    r"\b(?:is|are|was|were|'s|shows?|showing|lists?|listed|reads?|says?|falls?|departs?|leaves?|"
    r"scheduled|on file|recorded|be|puts?|places?|has|have|appears? as)\b",
    re.IGNORECASE,
)
_ACTION = re.compile(
    r"(?<!\bbefore i )(?<!\bbefore we )\b(?:move|moved|change|changed|cancel|book|downgrade|"
    r"upgrade|modify|switch|rebook|refund|transfer|process|apply|proceed|submit)\b",
    re.IGNORECASE,
)
# The value is reported as what a record or the system says ("is listed as", "the system
# shows", "according to the order"): stated, unless the message also asks about it.
_REPORTED = re.compile(
    r"\b(?:listed as|(?:is|are) listed|(?:is|are|was|were) (?:labell?ed|marked|typed|classified|"
    r"recorded|stored|saved|registered|filed)(?: as)?|per (?:the |your |our )?(?:order|record|"
    r"system|profile|"
    r"reservation|booking|catalog(?:ue)?|account)|shows? (?:it |this |that |them )?as|lists? "
    r"(?:it |this |"
    r"that |them )?as|according to|(?:the )?(?:system|record|profile|order|reservation|data|"
    r"catalog(?:ue)?|tool|lookup|response|result|output|booking|itinerary|entry|account|"
    r"confirmation|receipt|invoice|database)(?: (?:line|record|details|entry|page|listing|data|"
    r"summary|screen|email))? (?:shows?|"
    r"lists?|says|has|reads|returned|returns|gives|gave|reports?|reported|indicates?|indicated|"
    r"states?)|on (?:file|record) as|recorded as|"
    # a record named by its id ("Q0ZF0J shows HAT161 on May 27") or taken up ("That says clicky")
    r"(?-i:\#?[A-Z0-9]{5,10}) (?:shows?|lists?|says|reads)|"
    r"(?:that|this|it) (?:says|reads|shows)|(?:is|are) dated|shows? up as|"
    # the record's type for it: "our system types it as", "saved with the type 'gift card'"
    r"(?:types?|typed|classif(?:y|ies|ied)|labels?|labell?ed|marks?|marked|files?|filed) (?:it|"
    r"this|that|them|(?:the|your) (?:[\w-]+ ){0,4}?[\w-]+) as|"
    # "As I read it, the flight back leaves Dallas on Monday 5/27": the record, as read
    r"\bas (?:i|we) read (?:it|this|that|the (?:record|booking|reservation|itinerary|order|"
    r"profile))\b|"
    # "On file the hiking boots are a size 11"
    r"(?:^|(?<=[.!?] ))on (?:file|record),? |"
    r"(?:saved|stored|recorded|registered|set up) with (?:the |a )?type|"
    r"its (?:type|category|source) (?:is )?(?:listed|recorded|set|shown|given) as|"
    r"(?-i:\#?[A-Z0-9]{5,10})(?: \([^)]{1,30}\))? shows?|"
    # a field of the record: "the `source` field of certificate_8301303 says `gift_card`"
    r"(?:field|label|tag|column|attribute)[`'\"]?(?: (?:for|of|on) [^.;!?]{0,40}?)? (?:says|shows?|"
    r"reads|lists?|is set to|has|gives)|"
    # a leg or item named with its id in brackets: "the Seattle → New York leg (HAT021) shows"
    r"(?:leg|flight|item|card|method|order|booking|reservation)(?: \([^)]{1,30}\))? shows?|"
    # a record's entry for the thing: "the catalogue entry for its item number (...) is"
    r"(?:system|record|order|catalog(?:ue)?|listing|profile|booking|reservation) (?:entry|record|"
    r"listing|line|page) (?:for|of) [^.;!?]{0,60}? (?:is|are|says|shows?|lists?))\b",
    re.IGNORECASE,
)
# A later clause doubting what was just said ("..., but that cannot be right").
_ANAPHORICDOUBT = re.compile(
    # ("HAT252: 2024-05-20 — looks wrong": the subject left out is the statement's)
    r"^\W*(?:looks?|seems?|appears?)\b|"
    r"^\s*(?:but|however|though|and|yet|so)?\s*,?\s*(?:that|this|it|which|which is|those|these|"
    r"they|the two|the date|the "
    r"value|this date|that date|i (?:doubt|don't (?:trust|believe|buy)|do not (?:trust|believe)) "
    r"(?:it|that|this)|something(?:'s| is| seems| looks)|i (?:can(?:'|no)?t|cannot|couldn'?t) "
    r"(?:confirm|verify|tell|say|know)(?: for (?:sure|certain))? (?:which|whether))\b",
    re.IGNORECASE,
)


# a doubt with an object of its own ("something looks off with your payment", "it's odd that no
# seats are left") is not about the value said before it
_DOUBT_OF_OTHER = re.compile(
    r"\b(?:off|wrong|odd|strange|unusual|weird|surprising)\s+(?:that|with|about|in|on|for)\b"
    r"(?!\s+(?:the\s+|this\s+|that\s+|its\s+)?(?:date|dates|day|value|record|figure|entry|number|"
    r"field|label|it|this|that)\b)",
    re.IGNORECASE,
)
# a noun phrase taking the value up again: "I'd take the pressure figure with a pinch of salt"
_BACK_NOUN = re.compile(
    r"\b(?:that|this|the(?: [\w-]+){0,2}) (?:figure|value|number|reading|entry|field|label|"
    r"spec|specification|detail)s?\b"
    # "the filter type shown for the air purifier"
    r"|\bthe (?:[\w-]+ ){1,2}(?:shown|listed|given|recorded|stored) (?:for|on|in)\b",
    re.IGNORECASE,
)


def _doubted_after(doc: Doc, seg_index: int) -> bool:
    """A later segment of the sentence, or the next sentence, doubts the statement by
    referring back to it (that / this / it / which ... cannot be right, isn't possible)."""
    seg = doc.segments[seg_index]
    later = [
        s for s in doc.segments[seg_index + 1 :] if s.sentence in (seg.sentence, seg.sentence + 1)
    ]
    for s in later:
        text = doc.text[s.start : s.end]
        if (
            (_ANAPHORICDOUBT.search(text) or _BACK_NOUN.search(text))
            and search(DOUBT, text, probe(doc.text))
            and not _DOUBT_OF_OTHER.search(text)
        ):
            return True
        if s.sentence == seg.sentence and _ANAPHORIC_QUESTION.search(text):
            return True  # "... shows as small — is that what you ordered?"
        if s.sentence == seg.sentence and _NOT_SEEN_YET.search(text):
            return True  # "the bag I just added ..., but I haven't seen it on the booking yet"
    nxt = seg.sentence + 1
    # "HAT228 is on May 20. I'll verify that.": the whole next sentence announces the check
    return nxt < len(doc.sentences) and bool(_CHECK_THAT.match(_sentence_text(doc, nxt)))


# a clause that ends at a colon or a dash, announcing what follows in its sentence
_INTRODUCING = re.compile(r"(?P<clause>[^.;,:!?\u2014\u2013(]*)(?::|\u2014|\u2013|\s-\s)")


def _doubt_introduces(doc: Doc, seg: Any) -> bool:
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
        (search(DOUBT, c, probe(doc.text)) or _VERIFY.search(c)) and not _CONSENT.search(c)
        for m in _INTRODUCING.finditer(head)
        if (c := m.group("clause"))
    )


# A later clause saying the agent has not seen it confirmed: the statement is still to check.
_NOT_SEEN_YET = re.compile(
    r"^\W*(?:but|though|although|and|yet)?\s*,?\s*(?:i|we) (?:haven't|have not|havent|didn't|did "
    r"not) (?:yet |actually )?(?:been able to )?(?:seen|see|confirmed|confirm|verified|verify|"
    r"checked|check) "
    r"(?:it|that|this|them|those)\b",
    re.IGNORECASE,
)


# a hedge said on its own ahead of the clause it governs, set off by a comma: "As far as I can
# tell, ...", "Apparently, ...", "If I'm not mistaken, ..." ("Possibly — ..." answers a question)
_LEADING_HEDGE = re.compile(
    r"^\W*(?:and |so )?(?:as far as (?:i|we) (?:can )?(?:tell|know|see)|apparently|probably|"
    r"presumably|possibly|perhaps|maybe|supposedly|seemingly|(?:most |very )?likely|to (?:my|our) "
    r"knowledge|from what (?:i|we) (?:can )?(?:see|tell)|if (?:i'?m|i am) not mistaken|unless "
    r"(?:i'?m|i am) mistaken|if memory serves|if (?:i'?m|i am|i'?ve|i have) (?:reading|read|"
    r"understanding|understood|seeing) (?:this|it|that|(?:the|your) [\w-]+)(?: [\w-]+)? "
    r"(?:right|correctly|properly)|unless (?:i'?m|i am) (?:misreading|misunderstanding|missing "
    r"something)(?: (?:it|this|that|the [\w-]+))?|(?:i|we) (?:think|believe|assume|suspect)|it "
    r"(?:seems|appears|looks like)|as (?:i|we) understand it|by the look of (?:it|things))"
    # ("as far as I can tell from the record")
    r"(?:\s+(?:from|in|on|by|per)\s+(?:the|your|our|this)\s+[\w-]+)?\W*$",
    re.IGNORECASE,
)


# a trailing hedge whose dash then spells out what it hedged
_HEDGE_THEN_DASH = re.compile(
    r",\s*(?:i think|i believe|i'm (?:fairly|pretty) sure|if i'm not mistaken|probably|"
    r"presumably)\s*[\u2014\u2013][^.;!?]*$",
    re.IGNORECASE,
)
_DASH_AFTER = re.compile(r"\s*[\u2014\u2013]|\s+-\s")
_DASH_BEFORE = re.compile(r"(?:[\u2014\u2013]|\s-)\s*(?=\S)")


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
        if _SOURCEDOUBTED.search(text):
            return True  # "According to the record — which may be out of date — ..."
        if re.match(r"\W*(?:but|however|though|yet)\b", text, re.IGNORECASE):
            return False
    return False


def _hedged_after(doc: Doc, seg_index: int, hedge: re.Pattern[str] | None = None) -> bool:
    """A later segment of the sentence hedges the statement by referring back to it ("..., but
    I'm not confident that's accurate"; ``hedge``, when given, is the pattern of such a
    segment)."""
    seg = doc.segments[seg_index]
    pattern = hedge or _HEDGE_THAT
    return any(
        pattern.search(doc.text[s.start : s.end])
        for s in doc.segments[seg_index + 1 :]
        if s.sentence == seg.sentence
    )


_HEDGE_THAT = re.compile(
    r"^\W*(?:but|though|although|however)?\s*,?\s*i(?:'m| am) not (?:\w+ )?(?:sure|confident|"
    r"certain),? (?:that|this|it)(?:'s| is) (?:\w+ )?(?:right|correct|accurate|true|the case)\b"
    r"|\b(?:take|treat) (?:that|this|it) as (?:provisional|tentative|unconfirmed|preliminary)\b",
    re.IGNORECASE,
)
# a later clause marking the statement as not yet checked: "..., though I haven't re-checked the
# booking itself", "so treat it as provisional" (a report then stands hedged, not reported)
_PROVISIONAL_AFTER = re.compile(
    r"^\W*(?:but|though|although|however)\s*,?\s*(?:i|we) (?:haven't|have not) (?:yet )?"
    r"(?:re-?checked|verified|confirmed|checked|seen)\b"
    r"|\b(?:take|treat) (?:that|this|it) as (?:provisional|tentative|unconfirmed|preliminary)\b"
    # a later clause doubting the record it reads: "..., if I'm reading the record right", "...,
    # unless the record is out of date", "— that may not be accurate", "— at least, that's what
    # the system shows"
    r"|^\W*(?:but|though|although)?\s*,?\s*(?:that|this|which|it)(?:'s| is)? (?:may|might|could) "
    r"(?:not )?(?:\w+ )?be (?:accurate|right|correct|wrong|out of date|outdated|stale|incorrect|"
    r"current|up to date|a mistake|an error)\b"
    r"|^\W*(?:and |but )?if (?:i'm|i am) reading (?:\w+ ){0,3}(?:right|correctly)\b"
    r"|^\W*(?:and |but )?if i (?:read|understand) (?:\w+ ){0,3}(?:right|correctly)\b"
    r"|^\W*unless (?:i'm mistaken|(?:\w+ ){1,4}(?:is|was|are|has been) (?:out of date|outdated|"
    r"wrong|stale|incorrect|mistaken|off|not up to date|behind))\b"
    r"|^\W*at least,? (?:that's|that is|according to|per|going by|so) |^\W*at least\W*$",
    re.IGNORECASE,
)
# an aside doubting the source named before the value: "According to the record — which may
# be out of date — HAT163 is on May 22"
_SOURCEDOUBTED = re.compile(
    r"^\W*(?:which|that|though it|and it) (?:may|might|could) (?:\w+ )?be (?:out of date|outdated|"
    r"stale|wrong|inaccurate|incorrect|behind|off)\b",
    re.IGNORECASE,
)


# A check of what was just said, announced on its own: "I'll verify.", "Let me double-check
# that.", "I want to re-check this before we go on."
_CHECK_THAT = re.compile(
    r"^\W*(?:but\s+)?(?:i(?:'ll| will|'d like to| would like to| want to| need to)|let me)\s+"
    r"(?:(?:quickly|just|first)\s+)?(?:verify|double[- ]check|check|confirm|re-?check|re-?verify|"
    r"re-?pull|re-?load|re-?fetch|pull up)"
    r"(?:\s+(?:that|this|it|the date|this date|that date|the record|the value|the order|the "
    r"booking|the reservation|on (?:that|this|it)|(?:how|what|whether|why|where) "
    # ("let me check whether the 11 is in stock" checks what is on offer, not what was said)
    r"(?![^.!?]*\b(?:in stock|available|availability|on offer|sold out|out of stock)\b)"
    r"[^.!?]*?))?"
    r"(?:\s+(?:first|again|before we (?:go on|"
    r"proceed|continue)|before (?:i|we) (?:go on|proceed|continue|change anything)))?\s*[.!]?\s*$",
    re.IGNORECASE,
)


# A question of the same sentence that takes the statement up: "— is that what you ordered?",
# ", right?".
_ANAPHORIC_QUESTION = re.compile(
    r"^\W*(?:but\s+|and\s+)?(?:is|was|does|did|do)\s+(?:that|this|it)\b[^.!?]*\?|^\W*(?:right|"
    r"correct)\s*\?",
    re.IGNORECASE,
)


_SO_CHECK = re.compile(
    r"^\s*,?\s*(?:and\s+)?(?:so|hence|which is why|that'?s why|therefore)\b", re.IGNORECASE
)
# what a check is of when it is not the value: "so I need to check seat availability"
_OTHER_OBJECT = re.compile(
    r"\s+(?:the\s+|your\s+)?(?:(?:return|refund|exchange|cancellation)\s+(?:window|policy|period|"
    r"deadline|status)|window|deadline|timeline|refund|seat|seats|availability|prices?|fares?|options|"
    r"eligibility|policy|"
    r"rules|stock|inventory|alternatives|other|another|whether (?:you|there)|if (?:you|there)|"
    r"for (?:seats|availability|other|alternatives|options))\b",
    re.IGNORECASE,
)
# "..., but I'd like to confirm the Denver leg": a check of what was just said (of a plain
# statement; after a hedge the check belongs to the hedge)
_BUT_CHECK = re.compile(
    r"^\W*but\s+(?:i'd like to|i would like to|i want to|i need to|let me|i'll|i will)\s+"
    r"(?:first\s+)?(?:confirm|verify|double[- ]check)\b",
    re.IGNORECASE,
)


def _checked_after(doc: Doc, seg_index: int) -> bool:
    """A later clause of the sentence concludes that the value needs checking ("The order shows
    the bottle as plastic, but ..., so I'd like to double-check the item"): the value is put as
    a question, not as fact."""
    seg = doc.segments[seg_index]
    known = probe(doc.text)
    for s in doc.segments[seg_index + 1 :]:
        if s.sentence != seg.sentence:
            break
        text = doc.text[s.start : s.end]
        check = search(_VERIFY, text, known) if _SO_CHECK.search(text) else None
        if check and not _OTHER_OBJECT.match(text, check.end()):
            return True
        if _BUT_CHECK.search(text) and not search(_HEDGE, doc.text[seg.start : seg.end], known):
            return True
    return False


# A question asking the user for what they hold: the value said right after it is put to them.
_ASKS_USER = re.compile(
    r"\b(?:(?:can|could|would) you (?:please )?(?:tell me|let me know|check|confirm|verify|look|"
    r"double[- ]check)|what (?:[\w-]+ ){0,3}(?:do|does) (?:you|your [\w-]+) (?:have|show|say|see)|"
    r"what (?:[\w-]+ ){0,3}(?:you have|you see|is on your)"
    # "what day are you currently scheduled to fly Denver → Las Vegas?": the current value asked
    r"|what (?:day|date|time|size|colou?r|capacity) (?:are|is|do|does) (?:you|your [\w-]+) "
    r"(?:currently |actually |now )?(?:scheduled|booked|set|flying|leaving|returning|have|show|"
    r"see)\b)\b[^?]*\?\s*$",
    re.IGNORECASE,
)


def _disputed_between(doc: Doc, sentence: int) -> bool:
    """The sentence lies between a doubt raised before it that states no value ("Something
    looks off with Q0ZF0J.") and a request after it that the user check ("Could you check the
    return date on your confirmation?"): what it states is the matter disputed, put to the
    user."""
    if sentence == 0 or sentence + 1 >= len(doc.sentences):
        return False
    before = [_sentence_text(doc, i) for i in range(sentence)]
    if not any(DOUBT.search(t) and not re.search(r"(?<![A-Za-z0-9])\d", t) for t in before):
        return False
    return any(
        _ASKS_USER.search(t) or (t.rstrip().endswith("?") and _VERIFY.search(t))
        for t in (_sentence_text(doc, i) for i in range(sentence + 1, len(doc.sentences)))
    )


def _asked_before(doc: Doc, sentence: int) -> bool:
    """The sentence before, in the same paragraph, asks the user for the value."""
    if sentence == 0:
        return False
    prev, here = doc.sentences[sentence - 1], doc.sentences[sentence]
    if doc.lines[prev.line].paragraph != doc.lines[here.line].paragraph:
        return False
    return bool(_ASKS_USER.search(_sentence_text(doc, sentence - 1)))


def _sentence_text(doc: Doc, i: int) -> str:
    s = doc.sentences[i]
    return doc.text[s.start : s.end]


def mode_at(doc: Doc, start: int, end: int) -> str:
    """How the value at ``start:end`` is said: asserted, hedged, asked or denied."""
    seg = doc.segments[doc.segment_of(start)]
    # (without a list item's mark: "- Is HAT290 on the 18th?" asks as "Is HAT290 ..." does)
    seg_text = _ITEM_MARK.sub("", doc.text[seg.start : seg.end], count=1)
    before = doc.text[seg.start : start]
    after = doc.text[end : seg.end]
    known = probe(doc.text)  # (the patterns below that hold rare words are run only with them)
    if _NOT_YET_SEEN.search(before):
        return "asked"  # "I haven't seen HSR97W show as cancelled": still to be checked
    if after.startswith(("(?)", " (?)")):
        return "asked"  # "filter type: ionic (?)": marked as in question
    if _STRUCK_BEFORE.search(before) and _STRUCK_AFTER.match(after):
        return "denied"  # "~~May 20~~ **May 21**": struck through
    denied_after = _DENY_AFTER.match(after) if may_match(_DENY_AFTER, known) else None
    if denied_after and re.search(r"\b(?:seems|appears|looks)\b", denied_after.group(), re.I):
        return "asked"  # "2024-05-20 ⚠️ looks wrong, re-checking": doubted, not denied
    if _DENY_BEFORE.search(before[-48:]) or denied_after:
        return "denied"
    if _USER_SAID.search(before):
        if _CONFIRMED_AFTER.match(doc.text, end, doc.sentences[seg.sentence].end):
            return "asserted"  # "You mentioned May 29 — that matches what I have": taken up
        return "user"  # "You said HAT106 leaves on May 20, but ...": the user's words, not ours
    sentence = _sentence_text(doc, seg.sentence).rstrip()
    # (after a short label: "Quick check: is your purifier the large one?" asks as "Is ...")
    asking = _LEAD_LABEL.sub("", seg_text, count=1)
    consent = bool(_CONSENT.search(asking))
    if (
        sentence.endswith("?")
        and not consent
        and (
            _INTERROGATIVE.search(asking)
            # the alternative of a question: "Is yours the woody one or the oriental one?"
            or re.match(r"\s*or\b", asking, re.IGNORECASE)
            or search(_VERIFY, seg_text, known)
            or _ends_question(doc, seg)
            # a record's listing put as a question: "A Visa listed as a gift card under a
            # credit_card id?"
            or _LISTED_AS.search(before)
        )
    ):
        return "asked"
    if search(_VERIFY, seg_text, known) or search(DOUBT, seg_text, known):
        return "asked"
    if not consent and re.fullmatch(
        r"[\s*_)\]]*\?\s*", doc.text[end : doc.sentences[seg.sentence].end]
    ):
        return "asked"  # "Your return is on Saturday, May 18?": the sentence asks, ending on it
    if _OR_IS_IT.match(doc.text, end, doc.sentences[seg.sentence].end):
        return "asked"  # "on the 20th — or is it the 21st?": the value put in question
    if (
        _PREDICATIVE.search(before)
        and not _ACTION.search(seg_text)
        and _confirm_tag_follows(doc, seg.sentence)
    ):
        return "asked"
    if _doubted_after(doc, doc.segment_of(start)) or _doubt_introduces(doc, seg):
        return "asked"
    if _asked_before(doc, seg.sentence):
        return "asked"  # "Can you tell me what date you have for HAT228? Ours says May 20."
    if _checked_after(doc, doc.segment_of(start)):
        return "asked"
    if _disputed_between(doc, seg.sentence):
        return "asked"
    if doc.lines[seg.line].quoted and _doubt_in_message(doc):
        return "asked"
    if _in_inline_json(doc, start) and _asks_in_message(doc):
        # a record pasted into a sentence, then questioned ("... `{"source": "gift_card"}`. A
        # Visa listed as a gift card?"): checked (a doubt of something else leaves it stated)
        return "asked"
    if _CONDITIONAL.search(seg_text):
        return "hedged"
    if _IF_RECORD_RIGHT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "If the record is right, HAT041 brings you back on May 25th"
    if _OPEN_COMPLEMENT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "asked"  # "it depends on whether the exchange has registered": left open
    if _HEDGED_COMPLEMENT.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "I'm not certain yet that it went through": the complement's claim
    if search(_HEDGE, seg_text, known) and not _PRESUPPOSED.search(seg_text):
        return "hedged"
    if _hedged_before(doc, doc.segment_of(start)):
        return "hedged"  # "As far as I can tell, you'd fly back on the 21st."
    if _HEDGE_THEN_DASH.search(doc.text, doc.sentences[seg.sentence].start, start):
        return "hedged"  # "... two gift cards, I believe — $62 on one and $250 on the other"
    whole = doc.sentences[seg.sentence]
    # (to the end of its clause: "NQNU5R is cancelled, I believe, though I'd like to confirm
    # that; how fast the refund shows up depends on your bank")
    if _TRAILING_HEDGE.search(doc.text[end : whole.end].split(";")[0]):
        return "hedged"  # "Your return is on the 20th, I believe."
    if _hedged_after(doc, doc.segment_of(start), _PROVISIONAL_AFTER):
        return "hedged"  # "The system reports it went through, though I haven't checked"
    if _REPORTED.search(before):
        return "reported"
    report = _REPORTED.search(doc.text, whole.start, start)
    if (
        report
        and not _CONTRAST.search(doc.text, report.end(), start)
        # ("the confirmation says economy, so JG7FMM is downgraded": the agent's conclusion)
        and not _CONCLUDED.search(doc.text, report.end(), start)
    ):
        return "reported"  # not past a contrast: "The order says wireless, but it is wired"
    if _hedged_after(doc, doc.segment_of(start)):
        return "hedged"
    return "asserted"


# a hedge taking a complement clause, up to the value: "not certain (yet) that ...", "unsure
# whether ...", "I don't know if ..." (not past "but", which opens a clause of its own: "I'm not
# sure whether your fare allows it, but HAT106 is on May 16")
_HEDGED_COMPLEMENT = re.compile(
    r"\b(?:not (?:entirely |completely |fully |quite |totally |100% )?(?:sure|certain)|unsure|"
    r"unclear|(?:i|we) (?:don't|do not|can't|cannot) (?:yet )?(?:know|tell|say|confirm))"
    r"(?: yet)?,? (?:that|whether|if)\b(?:(?!,?\s+(?:but|however)\b)[^.;!?])*$",
    re.IGNORECASE,
)
_CONTRAST = re.compile(r"\b(?:but|however|though|whereas|yet|actually|in fact)\b", re.IGNORECASE)
_CONCLUDED = re.compile(
    r",\s*(?:so|which means|meaning|therefore|hence|thus)\s+(?!(?:it\s+)?(?:says|shows|lists)\b)",
    re.IGNORECASE,
)
# a condition on the record being right governs the sentence it opens
_IF_RECORD_RIGHT = re.compile(
    r"\b(?:if|assuming|provided|supposing)\s+(?:that\s+)?(?:the|this|that|your|our|its)?\s*"
    r"(?:record|system|booking|reservation|data|information|listing|order|profile|entry|date|it|"
    r"that|this)(?:'s|\s+is|\s+are|\s+has\s+(?:it|that|this))\s+(?:right|correct|accurate|"
    r"up to date)\b",
    re.IGNORECASE,
)
# a question left open over a complement: "depends on whether ...", "let me check whether ..."
_OPEN_COMPLEMENT = re.compile(
    # "I haven't confirmed (that) #W24 is cancelled": the complement is still to be checked
    r"\b(?:i|we) (?:haven't|have not|hadn't|had not) (?:yet )?(?:confirmed|verified|checked|seen)"
    r"\b[^.;!?]*$|"
    r"\b(?:depends? on|depending on|(?:let me|i'll|i will|i need to|i want to|i'd like to) "
    r"(?:check|see|find out|verify|confirm)|to (?:check|see|find out|verify|confirm))\s+"
    r"(?:whether|if)\b[^.;!?]*$",
    re.IGNORECASE,
)
_OR_IS_IT = re.compile(r"[^.!?\d]*?\bor (?:is|was|will) it\b[^.!?]*\?", re.IGNORECASE)


# a JSON object pasted into a sentence: 'the record is {"source": "gift_card", ...}'
_INLINE_JSON = re.compile(r'\{[^{}\n]*"[^"\n]*"\s*:[^{}\n]*\}')


def _in_inline_json(doc: Doc, at: int) -> bool:
    """Is ``at`` inside a JSON object quoted in a line of prose (tool output pasted inline)?"""
    line = doc.lines[doc.line_of(at)]
    return not line.quoted and any(
        m.start() < at < m.end() for m in _INLINE_JSON.finditer(doc.text, line.start, line.end)
    )


def _asks_in_message(doc: Doc) -> bool:
    """Does the prose of the message ask a question or announce a check?"""
    return any(
        "?" in doc.text[ln.start : ln.end] or _VERIFY.search(doc.text, ln.start, ln.end)
        for ln in doc.lines
        if not ln.quoted
    )


def _doubt_in_message(doc: Doc) -> bool:
    """Does the prose of the message (outside quoted tool output) doubt or verify something?
    Then values it quotes are being checked, not stated."""
    for ln in doc.lines:
        if ln.quoted:
            continue
        text = doc.text[ln.start : ln.end]
        if search(DOUBT, text, probe(doc.text)) or _VERIFY.search(text):
            return True
    return False


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


_CONFIRM_TAG = re.compile(
    r"^\s*(?:(?:is|does) (?:this|that|it|everything) (?:correct|right|accurate|look (?:correct|"
    r"right)|sound (?:correct|right)|match|agree|line up)|(?:(?:can|could|would) you (?:please )?"
    r"(?:confirm|verify|check|double[- ]check)|please (?:confirm|verify|double[- ]check))"
    # (a confirmation of a wish, a plan or another detail asks nothing about the statement:
    # "Please confirm you'd like to proceed", "Could you confirm your passenger name?")
    r"(?!(?:\s*\([^)]{0,12}\))?\s+(?:that\s+)?(?:you\b|you'd\b|to\b|if\s+you\b|whether\s+you\b|your\b(?!\s+(?:[\w-]+\s+)?"
    r"(?:dates?|day|size|colou?r|capacity|category|card type)\b)|the\s+(?:cancel|change|booking|"
    r"request|upgrade|downgrade|passenger|name|payment|address|order|exchange|return|"
    r"modification)))"
    r"|(?:am i|are we) (?:correct|right)|right\?|correct\?)",
    re.IGNORECASE,
)


def _confirm_tag_follows(doc: Doc, sentence: int) -> bool:
    """A confirmation question asks about the statement just before it: in the same sentence
    after the value's segment, or as the next sentence ("Your return is May 18. Is that
    correct?")."""
    here = _sentence_text(doc, sentence)
    parts = re.split(r"[,;—–]\s*", here)
    if len(parts) > 1 and any(_CONFIRM_TAG.match(p) for p in parts[1:]):
        return True
    if sentence + 1 < len(doc.sentences):
        nxt = doc.sentences[sentence + 1]
        if doc.lines[nxt.line].paragraph == doc.lines[doc.sentences[sentence].line].paragraph:
            return bool(_CONFIRM_TAG.match(_sentence_text(doc, sentence + 1)))
    return False


def corrections(doc: Doc) -> list[int]:
    """Positions of correction markers ("actually", "sorry, I misread", ...). "Actually" under
    a negation or an open question before it in its sentence ("I haven't seen it actually show
    as cancelled", "not sure it actually went through") stresses the doubt; it corrects
    nothing."""
    out = []
    for m in finditer(_CORRECTION, doc.text, probe(doc.text)):
        if m.group().lower() == "actually":
            start = doc.sentences[doc.sentence_of(m.start())].start
            if _EMPHATIC_ACTUALLY.search(doc.text, start, m.start()):
                continue
        out.append(m.start())
    return out


_EMPHATIC_ACTUALLY = re.compile(
    r"(?:n't|\bnot|\bnever|\bwhether|\bif|\bsure|\bcertain|\bconfirm(?:ed)?|\bverif(?:y|ied)|"
    r"\bseen|\bcheck(?:ed)?)\b[^.;!?,]{0,40}$",
    re.IGNORECASE,
)


def doubts(text: str) -> bool:
    """Does the text doubt something ("that can't be right", "something looks off")?"""
    return bool(search(DOUBT, text, probe(text)))
