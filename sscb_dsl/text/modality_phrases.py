"""The phrases of modality (text/modality.py): hedges, doubts, questions, denials, reports and
checks, as the regular expressions :func:`modality.mode_at` reads a clause with. Data only."""

from __future__ import annotations

import re

_HEDGE = re.compile(
    r"\b(?:seems?|seemingly|appears?(?!\s+(?:as|on|in|under|among|next|alongside)\b)|"
    r"apparently|looks?(?: to me)? like|looks? to (?:be|have)|might|possibly|perhaps|looks? (?="
    r"(?:now |already )?(?:completed?|done|cancel?led|canceled|processed|updated|changed)\b)|"
    # ("could be", "could already have gone through": a possibility)
    r"could (?:already |well |possibly )?(?:be|have (?:been|gone|taken|registered|processed|"
    r"applied|worked|succeeded|stuck))\b|"
    # ("HAT266 may now be on your booking": the state supposed; "may" in lower case only, "May
    # 18" is a date)
    r"(?-i:may) (?:now |already |well |possibly )?be (?:on|in|booked|showing|listed|reflected)\b|"
    r"probably|likely|presumably|supposedly|(?:is|are|'s|'re) supposed to (?:be|have)|i think|"
    r"i believe|i assume|if i'?m not mistaken|"
    # "I wouldn't rely on the size until I've confirmed it": commitment withheld till a check
    # (the development writers accept qualified for 29 of 34 such messages with no check
    # announced and nothing asked)
    r"until (?:we|i)(?:'ve| have)? (?:confirm(?:ed)?|verif(?:y|ied)|check(?:ed)?|"
    r"double[- ]checked)\b|"
    r"not (?:(?:entirely |completely |fully |quite |totally |100% |yet |really |absolutely )"
    r"{1,2})?(?:sure|certain)|unsure|"
    r"unclear|may (?:already |well |actually |also )?(?:be|have|not|still|need)|"
    # ("You're right that it should be the 22nd": the user's word agreed with, no hedge)
    r"(?<!\bright that it )(?<!\bcorrect that it )(?<!\bright, it )"
    r"should[*_]*\s+(?:(?:all|both) )?(?:be|now be|have been|have|now|already|"
    # "it should show as cancelled shortly", "should come back once it registers": the change's
    # outcome expected (not "should go back to your gift card", "should arrive within 5-7
    # business days", "the extra bag should show up on FQ8APE shortly": where and when, of an
    # outcome said)
    r"by now|(?:come|go|arrive|show|land|post|appear|reach)\b(?=[^.;!?]{0,60}?\b(?:once|when|"
    r"after|as soon as|as (?:cancell?ed|canceled|returned|exchanged|updated|changed|"
    r"modified))\b)(?![^.;!?]{0,25}?\b(?:within|in \d|in (?:a|one|two|three|four|five|"
    r"the next) (?:few )?(?:business )?(?:days?|hours?|weeks?)|business days)))|must have|ought to|"
    r"as far as (?:i|we) can (?:tell|see)|if (?:i'?m|i am) reading (?:it|this|that|#?[a-z0-9]{6,8}|"
    r"(?:the|your) [\w-]+(?: [\w-]+)?) (?:right|correctly)|to (?:the best of )?my knowledge|"
    r"as far as i know|in principle|in theory|on paper|"
    # distancing: "nominally", "allegedly", "it looks as though", "the system claims", "— or so
    # the system says", "if the data is to be trusted", "as far as the system knows", "though the
    # data may be stale" ("for what it's worth" only flags a remark: no hedge)
    r"nominally|allegedly|ostensibly|purportedly|it looks as (?:though|if)|"
    r"(?:the )?(?:system|record|tool|reservation|profile|order|catalog(?:ue)?|listing) claims|"
    r"or so (?:the|it|its|your|they) ?[\w-]* (?:says?|claims?|shows?)|"
    r"if (?:the|this|that|our|its) (?:data|record|system|information|listing)(?:'s| is) to be "
    r"(?:trusted|believed)|if memory serves|"
    r"as far as (?:the|our) (?:system|records?|data) (?:knows|is concerned)|"
    r"(?:the|its|that|our) (?:data|record|information|listing|entry|label|category|type|"
    r"classification|tag) (?:may|might|could) be (?:stale|out of date|outdated|wrong|off|behind)|"
    r"provisionally|tentatively|reportedly|i(?:'d| would) (?:assume|expect)|"
    # ("a refund of $6,594 to the card ending 7803 is expected")
    r"(?:is|are) (?:now |still )?expected\b|"
    # "I'd guess", "my understanding is that", "from what I can see", "as best I can tell"
    # ("from what the reservation shows, ...", "going by what I see, ...")
    r"from what (?:the|your|our|its) [\w-]+(?: [\w-]+)? (?:shows?|says?|lists?)|going by what "
    r"(?:i|we) (?:can )?(?:see|have)|"
    r"i(?:'d| would) (?:guess|say|imagine)|my (?:understanding|guess|impression) is|from what i "
    r"(?:can see|can tell|see|gather)|(?:as )?best i can tell|if i understand (?:it |this )?"
    r"(?:correctly|right)|i suspect|i(?:'m| am) (?:fairly|pretty|reasonably) (?:sure|confident)|"
    # an inference from what usually holds: "That usually means it's done"
    r"(?:usually|normally|typically|generally|often|mostly) (?:means?|indicates?|signals?)|"
    r"should (?:mean|indicate)|"
    # the clause's own caution: "so please treat that date as tentative"
    r"(?:take|treat) (?:(?:that|this|it|the) (?:[\w'\u2019-]+ ){0,2}?)?as (?:provisional|tentative|"
    r"unconfirmed|preliminary|suspect|doubtful|questionable|unreliable|uncertain)|"
    # an inference drawn from something seen: "That suggests the nonstop is in place" (the
    # agent's own advice, "I'd suggest the Visa", is no hedge)
    r"suggests|implies|(?:that|this|which|it) (?:would )?(?:suggest|indicate|imply)|"
    # "My records suggest HAT290 returns on May 18"
    r"(?:records|data|notes|files|details) (?:would )?suggest)\b",
    re.IGNORECASE,
)
# a search for options, not a check of a value: "... for earlier options", "check for flights",
# "I'll check the way back — JFK to Detroit on May 16"
_OPTIONS = r"(?:options|flights|availability|seats|alternatives|fares)\b"
_FOR_OPTIONS = (
    rf"\s+(?:for|on)\s+(?:\w+\s+){{0,2}}{_OPTIONS}|[^.;!?]{{0,110}}\bfor (?:\w+\s+){{0,2}}"
    rf"{_OPTIONS}|\s+(?:the\s+)?(?:way|trip|flights?|legs?)\s+(?:back|home|out)\b"
    # a variant's availability or price looked up: "check whether the blue road bike comes in
    # large", "check the price of the black 4-hour pair"
    r"|\s+(?:whether|if)\b[^.;!?]{0,60}?\b(?:comes? in|(?:is|are) (?:available|in stock|offered)|"
    r"exists?)\b|\s+(?:on\s+)?(?:the\s+)?(?:price|prices|cost|stock|availability)\b"
)
_VERIFY = re.compile(
    # (a record that "does confirm it" reports, and so does "I can confirm (that) ..."; they ask
    # nothing)
    r"\b(?:(?:please |kindly )?(?<!does )(?<!did )(?<!response )(?<!system )(?<!record )"
    # ("To confirm: HAT263 on May 22. Shall I go ahead?" leads a recap of the plan to consent to)
    # ("To confirm before I submit: ..." too)
    r"(?<!tool )(?:(?:(?<!\bi can )(?<!\bwe can )(?<!\bi )(?<!\bto )confirm|(?<=\bto )confirm"
    r"(?!(?:\s+before\s+(?:i|we)\s+[\w ]{1,25}?)?\s*[:,\u2014\u2013]))"
    r"(?!\s+(?:the|your|these|this)\s+(?:plan|details|changes?|request|"
    r"action|next steps|following|summary|update|booking details)\b)|verify|double[- ]check)|"
    # (a search announced is an action on the date: "let me look for flights on May 13", "I'll
    # check May 12 for earlier options")
    rf"please (?:also )?check\b|let me (?:check(?!{_FOR_OPTIONS})|"
    r"verify|confirm|double[- ]check|look(?!\s+(?:for|up|around)\b))|i(?:'ll| will|'d| would| "
    rf"need to| want to|'d like to| would like to) (?:check(?!{_FOR_OPTIONS})|verify|"
    r"confirm|double[- ]check)|is (?:this|that|it) (?:correct|right|accurate)|(?:does|do) "
    r"(?:this|that|these) (?:look|sound) (?:correct|right)|can you (?:confirm|verify|check)|"
    r"could you (?:confirm|verify|check)|which (?:one|of these|date|is it)|is it (?:the )?\w+ or|"
    # "Which should I work from?", "which date do we go by?"
    r"which (?:(?:date|one|value|figure) )?(?:should|do|would|shall) (?:i|we) (?:use|go with|"
    r"work from|go by|trust|take|book|follow)\b|"
    r"or is it\b|"
    r"so (?:that )?(?:we|i) (?:know|can (?:confirm|see|check|be sure))|so (?:that )?you can "
    r"(?:confirm|see|check|be sure)|"
    r"(?:like|want|need) to (?:make|be) (?:sure|certain)|"
    # a fresh read to check: "let me re-check", "pull up 4NQLHD again and make sure ..."
    r"(?:let me|i(?:'ll| will|'d like to| would like to| want to| need to)) (?:re-?check|re-?load|"
    r"re-?open|re-?fetch|re-?verify|refresh|re-?pull|re-?query)|sanity[- ]check|"
    # the product record read to settle it: "let me pull the catalogue entry for that item"
    r"(?:let me|i(?:'ll| will)) (?:pull|look up|open|bring up) (?:up )?the (?:catalogue|catalog|"
    r"product) (?:entry|record|listing|page|details)|"
    # the user sent to look: "peek at the app to make sure HAT041 is showing"
    r"(?:peek|glance|look|take a (?:quick )?look|have a (?:quick )?look) at (?:the|your) "
    r"(?:[\w-]+ )?[\w-]+ to (?:make sure|confirm|check|see|verify)|"
    r"again(?: and| to)? (?:make|be) sure|(?:make|be) sure (?:that )?[^.;!?]{0,60}?\b(?:really|"
    r"actually|indeed|correctly|properly)|before (?:confirming|i (?:confirm|call it|promise))|"
    # (the user's check to come: the agent's own, "until I've confirmed it", only withholds
    # commitment, a hedge)
    r"until you(?:'ve| have)? (?:confirm(?:ed)?|verif(?:y|ied)|check(?:ed)?|double[- ]checked)"
    # "Before I treat the memory figure as final I want to match it against the product listing"
    r"|before (?:i|we) (?:treat|take|count|accept) (?:it|that|this|the (?:[\w-]+ ){0,2}?[\w-]+) as "
    r"(?:final|settled|confirmed|correct|right|accurate|given)"
    r"|(?:want|need|like|going|have) to (?:match|compare|cross-?check|check) (?:it|that|this|them) "
    r"(?:against|with))\b"
    # a label that puts what follows to the check: "One thing to check: the return shows ..."
    r"|\b(?:one|another|a|the) (?:thing|detail|point) (?:(?:i'd like|i want|i need|we need) )?to "
    r"(?:check|verify|confirm|double[- ]check)\s*[:\u2014\u2013]",
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
    # ("Shall I count it as a certificate?" asks which it is: no go-ahead for an act)
    r"^\s*(?:so,?\s+|and\s+)?(?:would you like|do you want|(?:shall|should) i(?!\s+(?:count|treat|"
    r"record|classify|list|log|mark|consider|file|enter|note|register|regard|take)\b[^?]{0,40}?"
    r"\bas\b)|may i|can i|could i|"
    r"would it be (?:ok|okay|alright)|is it (?:ok|okay|alright)|would you prefer|do you prefer|"
    r"would that work|does that work|are you ready|is there anything|can i help|how (?:would|"
    r"else)|what else"
    # a plan put back to the user to consent to: "Please confirm: you'd like JG7FMM downgraded,
    # with the refund going back to your gift card?"
    r"|(?:please )?(?:confirm:?\s+(?:that\s+)?)?you(?:'d| would) (?:like|want)"
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
    r"^\s*(?:[-*\u2022]\s*|\d{1,2}[.)]\s*)?"
    # (or a short lead naming what it is about: "For the return: if the system's date is right")
    r"(?:[^:.;!?\n]{1,40}:\s+)?(?:and |but |so |or )?"
    # (nor does a condition on an act proposed: "If we put the booking on your $500 gift
    # card, ..." presupposes the card as it names it)
    r"(?:if(?! you(?:'d| would)? (?:prefer|like|want|wish|rather|need|decide|choose|opt|"
    r"have any|are interested|'re interested|(?:were|are|'re) (?:hoping|looking|after))\b)"
    r"(?! (?:we|i|you) (?:put|charge|use|apply|pay|"
    r"book|place|split|bill|go ahead|proceed|move|change|switch|downgrade|upgrade|cancel|modify|"
    r"rebook|swap|exchange|make the change|process|submit|complete)\b)"
    # (nor a condition on an act or a permission said before: "If they do (allow it), the
    # difference goes back to your Visa gift card"; "if you confirm, ..." asks consent)
    r"(?! (?:they|it|that|this) (?:do|does|allow|allows|permit|permits)\b)"
    r"(?! you (?:confirm|agree|approve|say yes|are happy|'re happy|are okay|'re okay)\b)"
    # (nor the user's contacting us by a time the record gives: "If you call back before
    # Saturday's flight home, ..." presupposes the flight's day)
    r"(?! you (?:call|contact|reach|phone|message|write to|get back to|check back|come back)\b)"
    # (nor a courtesy: "If you get a second, peek at the app to make sure HAT041 is showing")
    r"(?! you (?:get|have|find) (?:a|the) (?:second|sec|moment|minute|chance)\b)"
    r"(?! you don't mind\b)"
    r"(?! (?:approved|eligible|allowed|permitted)\b)"
    # (nor a condition on money a change may move: "If there's a fare difference, your $150 gift
    # card can cover it", "If the nonstop costs more, ...")
    r"(?! there(?:'s| is| are) (?:a |an |any |some )?(?:fare |price |cost )?(?:difference|"
    r"charge|fee|balance|cost|extra)s?\b)"
    r"(?! (?:the |your )?(?:new |other )?(?:flights?|fare|nonstop|option|change|upgrade|"
    r"downgrade|ticket|one) (?:costs?|is|comes? (?:out|to)) (?:more|less|higher|lower|"
    r"cheaper|extra)\b)(?! anything (?:needs|is owed|does need)\b)|"
    r"unless|in case|assuming|supposing|"
    r"should you(?! (?:decide|choose|want|wish|prefer|opt|go ahead)\b)|were (?:you|it)"
    # ("Should the Visa ending 7803 be a gift card, ...": the inverted condition)
    r"|should (?:it|that|this|the|your)\b(?=[^.;!?,]{0,40}\bbe\b))\b",
    re.IGNORECASE,
)
# a supposition opening a clause, one of a parallel pair: "as a gift card it stays available, as
# a certificate it's lost", "Counted as a certificate, ...; counted as a gift card, ..." (each
# value held open beside the other: an enumeration)
_SUPPOSE = (
    r"(?:(?:counted|treated|taken|read|priced|classed|billed|handled|seen|filed)\s+)?as\s+(?:an?|"
    r"the)\s+"
)
_SUPPOSE_LEAD = r"(?:^\s*|[,;:\u2014\u2013(]\s*|\b(?:and|but|while|whereas|or|then)\s+)" + _SUPPOSE
SUPPOSED_HERE = re.compile(_SUPPOSE_LEAD + r"(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
SUPPOSED_ANY = re.compile(_SUPPOSE_LEAD, re.IGNORECASE)
SUPPOSED_OPENS = re.compile(r"\s*" + _SUPPOSE, re.IGNORECASE)
# The hedge governs something else (availability, an error): the value is presupposed.
_PRESUPPOSED = re.compile(
    r"\b(?:no (?:available |direct |nonstop |one-stop )?(?:seats?|flights?|availability|"
    r"options?)|not enough|unavailable|sold out|fully booked|(?:can(?:'|no)?t|cannot|unable to) "
    r"(?:find|book|process|proceed|complete|modify|change)|there (?:is|are) no|"
    # ("Stock on the black Google Assistant model may be limited": availability hedged)
    r"(?:stock|availability|supply|inventory)\b[^.;!?]{0,50}\b(?:be|is|runs?|running) "
    r"(?:limited|low|short|tight|scarce))\b",
    re.IGNORECASE,
)
# A hedge after a comma that closes the sentence governs the whole of it.
_TRAILING_HEDGE = re.compile(
    r"^[^.;!?]*(?:,\s*|\s+(?=(?:if|unless|assuming|barring|provided)\b)|\s*[\u2014\u2013]\s*"
    r"(?=(?:or )?at least\b|i(?:'d| would)\b|i (?:think|believe|suppose|guess)\b|you (?:may|"
    r"might)\b|pending\b|assuming\b|unless\b|if\b|or so\b|"
    r"provided\b|per\b|according to\b|that's (?:my|our)\b)|\s+(?=(?:in principle|on paper|in "
    r"theory|provisionally|tentatively)\b)"
    # "(if the system is right)", "(TBC)", "(per the record)"
    r"|\s*\(\s*(?=(?:if|unless|assuming|i think|i believe|per|according to|tbc|tbd|to be "
    r"confirmed|unverified|unconfirmed|last i)\b))"
    # "— per the record, anyway", "..., last I checked", "..., but take it with a pinch of salt",
    # "(TBC)"
    # "..., assuming the request stuck", "... unless something went wrong", "..., if all went
    # well", "..., to the best of my knowledge", "..., going by the confirmation", "..., I'd
    # assume", "... on paper"
    r"(?:(?:per|according to) (?:the|our|its|your) [\w-]+(?: [\w-]+)?,? anyway|last (?:i|we) "
    r"(?:checked|looked|saw)|(?:but |though |so )?(?:please |i'd |i would )?(?:take|treat) (?:it|"
    r"that|this)(?: [\w-]+)? with (?:a (?:grain|pinch) of salt|(?:some |a little |a bit of |due |"
    r"extra )?caution)|tbc|tbd|"
    r"(?:assuming|barring|provided(?: that)?)\b[^.;!?\u2014\u2013]*"
    # ("unless you'd prefer otherwise", "unless you tell me otherwise" leave the choice to the
    # user: no hedge of the fact)
    r"|unless\b(?!\s+(?:you|the user)\b)[^.;!?\u2014\u2013]*"
    r"|if (?:all|everything) (?:went|goes|has gone) (?:well|through|smoothly|to plan|as planned)|"
    r"if (?:the|this|that|our|your) (?:confirmation|response|reply|acknowledge?ment|update|tool|"
    r"request)(?:'s| is| was) (?:right|correct|accurate|to be trusted)|"
    r"to the best of my knowledge|as far as i (?:know|can see)|as far as (?:the|our|your) "
    r"(?:system|records?|profile|account|reservation|booking|order|data|catalog(?:ue)?|listing) "
    r"(?:shows?|says?|goes|tells? me)|going by (?:the|its|our|your|what) [^.;!?\u2014\u2013]*|"
    # (only "at least" makes an attribution a hedge: "..., per the update confirmation" passes the
    # tool's answer on)
    r"at least (?:according to|per|going by) (?:the|its|our|your) [^.;!?\u2014\u2013]*|"
    r"i(?:'d| would)? (?:assume|expect|imagine)|in principle|on paper|in theory|provisionally|"
    r"tentatively|"
    r"(?:or )?at least (?:that's|that is|according to|(?:the|its|your) \w+ (?:says|shows|said|"
    r"reports|reported)) ?[^.;!?]*|"
    r"from what (?:the|your|its|our) [\w ]{1,20}? (?:says|shows|tells me|told me|reports)\b|"
    # "..., which I haven't been able to confirm"
    r"(?:which|something|a (?:detail|point|value) which) (?:i|we) (?:haven't|have not|couldn't|"
    r"could not|can't|cannot) (?:yet )?(?:been able to )?(?:double-?|cross-?|re-?)?(?:confirm|"
    r"verify|check)\w*[^.;!?]*|"
    # "..., though I'd keep an eye on your email to be sure", "— I'd just double-check it"
    r"(?:(?:though|but|although)\s+)?(?:i(?:'d| would)|you (?:may|might) (?:want to|wish to))"
    r" (?:still |just )?(?:keep an eye on|watch for|double-check|check)\b[^.;!?]*|"
    # "..., though since you weren't sure, it's worth checking your e-ticket later": a look
    # left to the user for later
    r"(?:(?:though|but|although|so)\s+)?(?:(?:since|as) [^,;.!?]{1,40},\s*)?it(?:'s| is| would "
    r"be) (?:still |also )?worth (?:double-|re-)?checking\b[^.;!?]*\blater\b[^.;!?]*|"
    # "..., if the update went through properly", "— pending a final check on my side"
    r"if (?:the|that|this|it|your) ?(?:[\w-]+ )?(?:went|goes|has gone|got|gets) through\b[^.;!?]*|"
    r"if (?:the|that|this|it|your) ?(?:[\w-]+ )?(?:took|stuck|registered|saved)\b[^.;!?]*|"
    # "— or so the system says", "..., if the data is to be trusted", "..., though the data may
    # be stale"
    r"or so (?:the|it|its|your|they) ?[\w-]* (?:says?|claims?|shows?)\b[^.;!?]*|"
    r"if (?:the|this|that|our|its) (?:data|record|system|information|listing)(?:'s| is) to be "
    r"(?:trusted|believed)|if memory serves|"
    # "..., that's my reading of the record, anyway", "..., at least that's how I read it"
    r"(?:that's|that is) (?:my|our) (?:reading|understanding|take)\b[^.;!?]*|"
    r"(?:at least )?(?:that's|that is) (?:how|what) (?:i|we) (?:read|see|have|understand) "
    r"(?:it|there|on file|here)\b[^.;!?]*|"
    r"(?:(?:though|but|although|so|and)\s+)?(?:the|its|that|our) (?:data|record|information|"
    r"listing|entry|label|category|type|classification|tag) (?:may|might|could) be (?:stale|"
    r"out of date|outdated|wrong|off|behind)\b"
    r"[^.;!?]*|"
    r"pending (?:a |the |my |one )?(?:final |quick |last )?(?:check|review|verification|"
    r"confirmation|re-?check|read-?back)\b[^.;!?]*|"
    r"i think|i believe|i'm (?:fairly|pretty|reasonably) (?:sure|confident)|"
    r"if i'm not mistaken|if i recall(?: correctly)?|it seems|apparently|probably|presumably|"
    r"unless i'm mistaken|if i'm "
    r"reading (?:it|this|that) (?:right|correctly)|if i read (?:it|this|that) (?:right|"
    r"correctly)|if (?:the|this|that|our|your) (?:record|system|data|booking|reservation|order|"
    r"listing|entry|profile|account|catalog(?:ue)?|label)(?:'s| is| has it) (?:right|correct|"
    r"accurate|up to date)|"
    r"if (?:that|this|it)(?:'s| is) (?:right|correct|accurate)|"
    # "..., though I'd treat that as provisional until I've seen it on the reservation"
    r"(?:(?:though|but|although)\s+)?(?:i(?:'d| would) (?:treat|take|regard|consider) (?:that|this|"
    r"it) as |(?:that|this|it)(?:'s| is) (?:only |still )?)(?:provisional|tentative|preliminary)\b"
    r"[^.;!?\u2014\u2013]*)\s*\)?\s*"
    # ("on the 17th, if the record is right (it looks early to me)": the hedge, then an aside)
    r"(?:\([^()]{1,80}\)\s*)?"
    # ("plastic, I believe, though I'm not sure of that detail": the hedge, then a comment)
    # ("... gift cards, I believe — $62 on one and $250 on the other": the hedge, then what
    # the dash spells out)
    r"(?:[.!?]|,\s*(?:though|but|although|as|since|because|given)\b[^.;!?]*[.!]?|"
    r"\s*[\u2014\u2013](?:[^.;!?]|(?<=\d)\."
    r"(?=\d))*[.!]?)?\s*$",
    re.IGNORECASE,
)
# (a verb of travel or schedule between the negation and the value negates it too: "HAT106
# doesn't leave on May 18", "isn't scheduled for", "no longer leaves on"; "won't help with
# tomorrow's flights" negates the help, "won't leave until May 18" bounds)
_NEG_VERB = (
    r"(?:\s+(?:leav(?:e|es|ing)|depart(?:s|ing)?|fl(?:y|ies|ying)|return(?:s|ing)?|arriv(?:e|es|ing)|"
    r"land(?:s|ing)?|go(?:es|ing)?|travel(?:s|ling|ing)?|operat(?:e|es|ing)|scheduled|booked|set|due|"
    r"(?:come|comes|coming|came|head|heads|heading|get|gets|getting) (?:back|home)|"
    r"planned|listed|fall(?:s|ing)?|happen(?:s|ing)?|left|departed|flown|returned|arrived|landed))?"
)
# the agent has not yet seen the value hold: the complement is open, not denied
_NOT_YET_SEEN = re.compile(
    r"\b(?:i|we) (?:haven't|have not|hadn't|had not) (?:yet )?(?:actually )?(?:confirmed|"
    r"verified|checked|seen|been able to (?:confirm|verify|check|see))\b[^.;!?]*$",
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
# a word saying the kind is the plain one, inside a denial: "isn't a regular credit card"
_PLAIN_KIND = (
    r"(?:\s+(?:regular|ordinary|plain|normal|standard|actual|real|proper|typical|conventional|"
    r"traditional|genuine|true))?"
)
_DENY_BEFORE = re.compile(
    # ("your $500 isn't actually a certificate, it's a gift card")
    rf"(?:\bnot(?:\s+(?:actually|really|in fact))?{_NEG_VERB}(?:\s+(?:on|for|in|the|a|an|with|to|"
    rf"at|as))*{_PLAIN_KIND}"
    rf"|n't(?:\s+(?:actually|really|in fact))?{_NEG_VERB}(?:\s+(?:on|for|in|the|a|an|with|to|at|"
    rf"as))*{_PLAIN_KIND}"
    r"|\brather than(?:\s+(?:on|the|a|an))*|\binstead of(?:\s+(?:on|the|a|an))*"
    # "that makes more sense than the 17th the record shows": the value weighed and set aside
    r"|\b(?:makes?|made) (?:a lot |much |far )?more sense than(?:\s+(?:on|the|a|an))*"
    # "Despite the 'gift card' label", "despite what the order says (blue)"
    r"|\b(?:despite|in spite of|regardless of)(?:\s+(?:what (?:the|your|its) [\w-]+ (?:says|shows|"
    r"lists)\s*\(|the|a|an|its|that|this|any))*\s*[\"'\u201c\u2018]?"
    rf"|\bas opposed to(?:\s+(?:on|the))*|\bno longer{_NEG_VERB}(?:\s+(?:on|the|for|in))*"
    r"|\bnor(?:\s+(?:on|the))*|\bother than(?:\s+(?:on|the))*|\bexcept(?:\s+(?:on|the))*"
    # "— ignore the 100ml on the order line": the value dismissed
    r"|\b(?:ignore|disregard)(?:\s+(?:the|that|this|any|its|their))*"
    # "none of them is the IPX7 pair", "neither one is silver"
    r"|\bnone of (?:them|these|those|the \w+|your \w+) (?:is|are|has|have)(?:\s+(?:the|an?))*"
    r"|\bneither (?:one |of them |of the \w+ )?(?:is|has)(?:\s+(?:the|an?))*"
    rf"|\bnever{_NEG_VERB}(?:\s+(?:on|the|for|in))*"
    # "there is no flight on May 18", "no seats on May 20"
    r"|\b(?:no|(?:couldn't|could not|can't|cannot) find (?:any\s+)?)\s*(?:flights?|seats?|"
    r"availability|space|room|service|departures?)(?:\s+(?:left|available|open))?\s+(?:on|for)|\bno"
    # "I mistakenly wrote May 20", "I was going to say your $279 certificate"
    r"|\b(?:mistakenly|wrongly|erroneously|incorrectly) (?:[\w']+ ){0,4}?(?:on |as |it as )?"
    # "(corrected from 2024-05-20)", "I had it wrong as May 16"
    r"|\bcorrected from\s*|\bwrong(?:ly)? as\s*"
    # "I was mistaken about the 16th", "I was wrong about May 16"
    r"|\b(?:i|we) (?:was|were|had been|'d been) (?:mistaken|wrong) (?:about|on|with)"
    r"(?:\s+(?:the|a|an))*"
    # "sorry, I first read this as Wednesday", "I had misread it as the 17th"
    # ("I'd had it down as a gift card from your profile, but ...")
    r"|\b(?:i|we)(?:'d)? (?:had )?(?:first |originally |initially |at first )?(?:misread|mis-read|"
    r"read|had|took) (?:(?:this|it|that|them) |the (?:[\w-]+ ){1,3}?)(?:down )?as"
    r"(?:\s+(?:on|the|a|an))*"
    # "I'd thought it was a gift card, but ...": the agent's earlier belief, taken back
    r"|\b(?:i|we)(?:'d| had) (?:thought|assumed|believed) (?:it|that|this|they) (?:was|were)"
    r"(?:\s+(?:on|the|a|an))*"
    r"|\bi was (?:going|about) to (?:say|tell you|write|call it)\b[^.;!?—–]{0,40}"
    # "I mis-typed the 20th earlier", "I misstated it as May 20"
    r"|\b(?:i|we)(?:'d| had)? (?:mis-?typed|mis-?stated|mis-?quoted|mis-?wrote|mis-?copied|"
    r"mis-?keyed)(?:\s+(?:it as|that as|the|a|an))*"
    # "you don't actually have a certificate on your profile": no method of that kind held
    r"|\b(?:don'?t|do not|doesn'?t|does not) (?:actually |currently |really |yet )?(?:have|hold|"
    r"own) (?:a|an|any)(?:\s+(?:travel|active|valid|usable))?)"
    r"\s*[\"'(]?\s*$",
    re.IGNORECASE,
)
# the user's words taken up: "you said ...", "you mentioned ...", "you remember ..."
_USER_SAID = re.compile(
    # ("as you said, ..." agrees: the agent says it too)
    # ("do you remember whether ..." asks)
    r"(?<!\bas )(?<!\blike )(?<!\bdo )(?<!\bdid )(?<!\bcan )(?<!\bcould )"
    r"\b(?:you(?:'re| are) (?:calling|describing|seeing)|"
    # ("I see why you'd think the 22nd, but ...": the user's expectation)
    r"(?<!\bthan )you(?:'d| would) (?:think|expect|assume|have expected|have thought)|"
    # (not "if you call back before Saturday's flight home": a call, not a name)
    r"you(?:'ve| have)? (?:said|say|call(?! back| us| again| in\b| ahead)|called|describe|"
    r"described|mentioned|told me|wrote|"
    r"remember(?:ed)?|"
    r"recall(?:ed)?|think|"
    r"thought|believe|believed|were told|expected|called it|referred to it as|described it as)|"
    # the user's own item read out: "Your box says 30 ml while the order record says 100 ml"
    r"your (?:box|label|packaging|bottle|receipt|confirmation email|app) (?:says|said|shows|showed|"
    r"reads|read|lists))\b"
    # (not past another source's word: "you say 8 hours, the order line says 6")
    r"(?:(?!,\s*(?:but\s+|while\s+|whereas\s+|and\s+)?(?:the|our|its|their|this|that|my)\b"
    r"[^,.;!?]{0,30}\b(?:says|reads|shows|lists|has|records|gives|notes)\b)[^.;!?]){0,60}$",
    re.IGNORECASE,
)
# the user's value right after "you may be thinking of" ("You may be thinking of May 20, but
# ..."; not "the jacket you're thinking of", which names the thing)
USER_THINKING = re.compile(
    r"\byou(?:'re| are| may be| might be| could be| must be) (?:thinking of|remembering|"
    r"recalling)\s+(?:the\s+|a\s+)?$",
    re.IGNORECASE,
)
# the agent's own earlier words set aside: "I'd said May 20, but the record has the 18th"
# ... and the sentence that takes them back ("I wrote the 20th earlier, which was wrong"): a
# doubt in it is of the agent's earlier word, not of what the sentence before reports
OWN_EARLIER_SAID = re.compile(
    r"\bI(?:'d| had)? (?:said|told you|wrote|quoted|gave you|mentioned)\b[^.;!?]{0,40}?"
    r"\b(?:earlier|before|previously)\b",
    re.IGNORECASE,
)
OWN_EARLIER = re.compile(r"\bI(?:'d| had)? (?:said|told you|wrote|quoted)\s*$", re.IGNORECASE)
BUT_AFTER = re.compile(r"\s*(?:earlier|before)?\s*[,;\u2014\u2013]?\s*but\b", re.IGNORECASE)
_DENY_AFTER = re.compile(
    # (not of something else: "if it's a gift card, something else is wrong")
    r"^(?![^.;!?]{0,40}?\b(?:something else|anything else|another (?:thing|issue|problem))\b)"
    # ("the 18 May entry was evidently a glitch")
    r"\s*[\"')]?\s*(?:,\s*)?(?:[^.;!?]{0,40}?\b(?:is|was|seems|appears|looks|must be|has to be)\s+"
    r"(?:(?:clearly|"
    r"evidently|obviously|plainly|surely|certainly|definitely|just|simply)\s+)?(?:like\s+)?)?"
    r"(?:not "
    r"(?:correct|right|accurate|valid|the (?:date|day|one|value))|incorrect|wrong|a mistake|"
    r"an error|a typo|(?:a |an |my |a slip of )?(?:(?:data|data-entry|clerical|system|database|"
    r"catalogue|catalog|listing|recording|labell?ing|label|entry|filing|typing|classification)"
    r"[\s-])?(?:mistake|error|typo|slip|glitch|mix-?up))\b"
    # "The 25th isn't right for BSSSM3: ..."
    r"|^\s*[\"')]?\s*(?:,\s*)?(?:[^.;!?]{0,40}?\s)?(?:is|was|are|were)n[\'\u2019]t "
    r"(?:correct|right|accurate|valid|the (?:date|day|one|value))\b"
    # (not the cancellation reason "ordered by mistake": what the user did, not the value)
    r"|^[^.;!?()]{0,40}?(?<!\bordered )(?<!\bbought )(?<!\bpurchased )(?<!\bplaced )"
    r"\b(?:by mistake|in error|mistakenly|"
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
    r"incorrect|a mistake)|on (?:closer|second) look|looking (?:again|more closely)|"
    r"let me (?:look|check) again(?=\s*[:\u2014\u2013])|upon "
    r"(?:re-?checking|review)|wait,? no|no,? wait|scratch that|strike that|oops)\b"
    # a slip mended mid-sentence: "your current 100ml — sorry, your current 30ml bottle", "the
    # 18th, I mean the 20th"
    r"|[\u2014\u2013,]\s*(?:sorry\s*[,\u2014\u2013]|(?:sorry,?\s+)?i mean\b|make that\b)",
    re.IGNORECASE,
)


# another attempt of a change ("I'll retry the cancellation"): a check then is of that attempt
RETRY = re.compile(
    # ("try adding the two bags again", "submit the change to Mei Garcia again")
    r"\b(?:retry|re-?try|resubmit|re-submit|redo|re-?send|re-?run|re-?attempt|(?:submit|send|"
    r"try|run|place|file|process|make|put)(?: [\w'-]+){0,7}? again)\b",
    re.IGNORECASE,
)


# The value is what the clause states ("your return is on May 18", "lists the return as ..."),
# so a confirmation question after it asks about the value, not about a plan around it.
_PREDICATIVE = re.compile(
    r"\b(?:is|are|was|were|'s|shows?|showing|lists?|listed|reads?|says?|falls?|departs?|leaves?|"
    r"scheduled|on file|recorded|be|puts?|places?|has|have|appears? as|"
    # a record's classing of the value: "Your profile tags the $500 balance as a gift card"
    r"(?:tag|label|mark|file|store|class|classif(?:y|ie)|categori[sz]e)(?:s|d|ed|led)?\b[^.;!?]{0,40}\bas)\b",
    re.IGNORECASE,
)
_ACTION = re.compile(
    r"(?<!\bbefore i )(?<!\bbefore we )\b(?:move|moved|change|changed|cancel|book|downgrade|"
    r"upgrade|modify|switch|rebook|refund|transfer|process|apply|proceed|submit)\b",
    re.IGNORECASE,
)
# the sentence a plan ("... would both go from business to economy. Is that right?"): the plan
# asked about, not what it names
PLAN_GOES = re.compile(
    r"\b(?:would|will|'d|'ll) (?:both |all |each )?(?:go|move|switch|change) from [\w-]+ to\b",
    re.IGNORECASE,
)
# The value is reported as what a record or the system says ("is listed as", "the system
# shows", "according to the order"): stated, unless the message also asks about it.
# a method or an item put in a class: "files the $128 one under certificates", "listed under
# gift cards" (the record's word; payment reads the class as the method's category)
FILED_UNDER = (
    r"\b(?:files?|filed|lists?|listed|puts?|grouped|groups?|sorts?|sorted|keeps?|kept|shows?|"
    r"shown|stored|stores?|saved|saves?)\b[^.;!?]{0,40}?\bunder"
)
_REPORTED = re.compile(
    # ("when I first opened the booking the return read the 18th": the record as first read)
    r"\b(?:when|as|after) (?:i|we) (?:first )?(?:opened|pulled(?: up)?|looked (?:at|up)|checked|"
    r"read|fetched) (?:the|your) (?:booking|reservation|record|order|profile|itinerary)\b"
    r"[^.;!?]{0,40}?\b(?:read|showed|said|had|listed)\b|"
    r"\b(?:listed as|(?:is|are) listed|(?:is|are|was|were|(?<=\w)['\u2019]s) (?:labell?ed|marked|"
    r"tagged|typed|"
    r"classified|recorded|stored|saved|registered|filed)(?: as)?|per (?:the |your |our )?(?:order|"
    r"record|system|profile|"
    r"reservation|booking|catalog(?:ue)?|account)|shows? (?:it |this |that |them )?as|lists? "
    r"(?:it |this |"
    r"that |them )?as|describ(?:es|ed) (?:it |this |that |them )?as|according to|"
    r"(?:the )?(?:system|record|profile|order|reservation|data|"
    r"catalog(?:ue)?|tool|lookup|response|result|output|booking|itinerary|entry|account|"
    r"confirmation|receipt|invoice|database|box|packaging|package|sticker)(?: (?:line|record|"
    r"details|entry|page|listing|data|"
    r"summary|screen|email))?(?: (?:for|of|on) (?:(?:that|this|these|those|the|its|your) "
    r"(?:[\w-]+ ){0,2}?[\w-]+|(?:item|product|order) #?\w+))?"
    # ("the reservation itself lists HAT202 on the 21st", "the record actually has", "the
    # reservation I pulled shows", "the order lookup I ran afterwards shows", "the reservation
    # itself, which I just pulled, shows", "the order as I read it now says")
    r"(?: (?:that )?(?:i|we) (?:just )?(?:pulled(?: up)?|opened|looked up|checked|fetched|"
    r"retrieved|have here|see|ran|did)(?: (?:afterwards|after that|earlier|just now|now|again|"
    r"right after|first))?| as (?:i|we) (?:read|see|have) it(?: now)?)?"
    r"(?: itself| actually| really| clearly| currently| already)?"
    # ("our order record does show blue", "the booking did list the 17th")
    r"(?: (?:does|did|do)(?= (?:show|list|say|have|give|put|place)\b))?"
    r"(?:,? which (?:i|we) (?:just )?(?:pulled|read|opened|checked|fetched)(?: up)?(?: again)?,)?"
    # (and in the past: "the original booking data showed", "the details I pulled earlier had")
    r" (?:shows?|showed|puts?|places?|listed|said|had|say|have|give|"
    # ("The order calls it 100 ml")
    r"call(?:s|ed)? (?:it|this|that|them|these|those)|"
    # ("Your profile tags certificate_9254323 as a gift card")
    r"(?:tags?|tagged|labels|labell?ed|marks|marked|files|filed|classifies|classified|"
    r"categori[sz]es|categori[sz]ed|stores|stored|types|typed)(?= [^.;!?]{0,40}?\b(?:as|under)\b)|"
    r"lists?|says|has|reads|returned|returns|gives|gave|reports?|reported|indicates?|indicated|"
    r"states?|mentions?|mentioned|came back with|comes back with|dates (?:it|this|that|them|the "
    r"[\w-]+|"
    r"[A-Z]{2,4}\d{3,4}) to)|on (?:file|record) as|recorded as|"
    # a record named by its id ("Q0ZF0J shows HAT161 on May 27") or taken up ("That says clicky")
    r"(?-i:\#?[A-Z0-9]{5,10}) (?:shows?|lists?|says|reads)|"
    r"(?:that|this|it) (?:says|reads|shows|lists)|(?:is|are) dated|shows? up as|"
    # "HAT106 appears as May 16 in the reservation"
    r"appears? as|appearing as|"
    # the record's value as it appears: "HAT278 is showing Friday, May 17", "comes up as"
    r"(?:is|are|was|were) showing(?: up)?(?: as)?|showing (?:up )?as|(?:comes?|coming|came) up "
    r"as|shown as|(?:is|are|was|were) shown (?:as|for)|"
    # the record's type for it: "our system types it as", "saved with the type 'gift card'"
    r"(?:types?|typed|classif(?:y|ies|ied)|labels?|labell?ed|marks?|marked|files?|filed|records?|"
    r"recorded|describes?|described) (?:it|"
    r"this|that|them|(?:the|your|that|this) (?:[\w-]+ ){0,4}?[\w-]+) as|"
    # "its ID says certificate", "the ID (certificate_8998287) reads"
    r"\b(?:its|the|that|this|whose) (?:payment )?id\b(?: ?\([^)]*\))?,? (?:reads|says|shows|"
    r"starts with|begins with|suggests|points to|is|marks (?:it|this|that) as|has (?:it|this|that) "
    r"as|calls (?:it|this|that))|"
    # "the profile files the $128 one under certificates"
    rf"{FILED_UNDER}|"
    # "your profile labels it a gift card", "the order calls it black"
    r"(?:labels?|labell?ed|calls?|called|tags?|tagged) (?:it|this|that|them|this one|that one|"
    # ("the order calls your vacuum an upright")
    r"(?:your|the|its|their) [\w-]+)\b"
    r"(?=\s+(?:an?\s+)?\w)|"
    # "As I read it, the flight back leaves Dallas on Monday 5/27": the record, as read
    r"\bas (?:i|we) read (?:it|this|that|the (?:record|booking|reservation|itinerary|order|"
    r"profile))\b|"
    # "On file the hiking boots are a size 11"
    r"(?:^|(?<=[.!?] ))on (?:file|record),? |"
    r"(?:saved|stored|recorded|registered|set up|shows? up|showing up|listed|appears?)"
    r"(?: (?:in|on) (?:the|your|its|my|our) [\w-]+)? with (?:the |a )?type|"
    r"its (?:type|category|source) (?:is )?(?:listed|recorded|set|shown|given) as|"
    r"(?-i:\#?[A-Z0-9]{5,10})(?: \([^)]{1,30}\))? shows?|"
    # a field of the record: "the `source` field of certificate_8301303 says `gift_card`"
    # (or its type or id itself: "the type says gift card", "the ID says credit card")
    r"(?:field|label|tag|column|attribute|type|category|source|\bid|ID)[`'\"]?(?: (?:for|of|on) "
    r"[^.;!?]{0,40}?)? (?:says|shows?|"
    r"reads|lists?|is set to|has|gives)|"
    # a leg or item named with its id in brackets: "the Seattle → New York leg (HAT021) shows"
    # ("the return read the 18th when I first opened the booking")
    r"(?:leg|flight|return|outbound|item|card|method|order|booking|reservation)"
    r"(?: \([^)]{1,30}\))? (?:shows?|showed|read\b)|"
    # a record's entry for the thing: "the catalogue entry for its item number (...) is"
    r"(?:system|record|order|catalog(?:ue)?|listing|profile|booking|reservation) (?:entry|record|"
    r"listing|line|page) (?:for|of) [^.;!?]{0,60}? (?:is|are|says|shows?|lists?))\b",
    re.IGNORECASE,
)
# A later clause doubting what was just said ("..., but that cannot be right").
# a sentence that opens by doubting the statement before it: "I'm not confident that's right.",
# "I'm not sure of that."
NEXT_DOUBTS = re.compile(
    # (the doubt is the whole sentence: "I'm not completely certain of that return date, so it's
    # worth checking her confirmation" recommends a check of its own)
    r"^\W*(?:but |though |and )?(?:i'?m|i am)(?: \w+)? not (?:\w+ )?(?:sure|confident|certain)"
    r"(?:,? (?:that|this|it)(?:'s| is) (?:\w+ )?(?:right|correct|accurate|true)| (?:of|about) "
    # ("I'm not certain it really is a gift card, mind you")
    r"(?:that|this|it)| (?:that|this|it) (?:really |actually |truly )?(?:is|'s) (?:an? |the )?"
    r"[\w-]+(?: [\w-]+)?)(?:,? (?:though|mind you))?"
    # (and the reason for the doubt after a dash, no check in it: "I'm not sure that's right,
    # though — it would have you returning before you leave")
    r"(?:\s*[\u2014\u2013]\s*(?![^.!?]*\b(?:check|verify|confirm|look|pull|ask)\w*)[^.!?]*)?"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)
_ANAPHORICDOUBT = re.compile(
    # ("HAT252: 2024-05-20 — looks wrong": the subject left out is the statement's)
    r"^\W*(?:looks?|seems?|appears?)\b|"
    # ("— wait, that's before your outbound")
    r"^\s*(?:but|however|though|and|yet|so|wait|hold on|hang on|hmm)?\s*,?\s*(?:that|this|it|which|"
    r"which is|those|these|"
    # ("The last date looks off", not "The delivery date looks off": another date)
    r"they|the two|the (?:(?:last|final|first|second|third|fourth|latest|earliest|return|"
    r"departure|travel|flight|listed|later|earlier) )?date|the "
    # ("The return is dated before the departure, which can't be right": the leg's date taken up)
    r"return(?: leg| flight)? (?=is dated|is listed|is stored|is shown|shows|comes back|lands)|the "
    # ("..., so the record is wrong")
    r"(?:record|reservation|booking|listing|entry)(?:'s (?:date|value|entry))?\s+(?:is|must be|has "
    r"to be|looks|seems)|the "
    r"value|this date|that date|i (?:don'?t|do not) want to (?:rely on|count on|go by)|i(?:'d| "
    r"would) rather not (?:rely on|count on|go by)|i (?:doubt|don't (?:trust|believe|buy)|do not "
    r"(?:trust|believe)) "
    r"(?:it|that|this)|something(?: (?:in|about|with|on) (?:the|this|that|your|its) [\w-]+)?"
    r"(?:'s| is| seems| looks| doesn'?t| does not| just doesn'?t)|i (?:can(?:'|no)?t|cannot|"
    r"couldn'?t) (?:confirm|verify|tell|say|know)(?: for (?:sure|certain))? (?:which|whether)"
    # "I'm not comfortable passing that on as your date", "I'll stop quoting that date"
    # "— I'm not going to rely on that date for anything here"
    r"|(?:i'?m|i am|we'?re|we are) not (?:going to |gonna )?(?:rely(?:ing)?|count(?:ing)?|"
    r"plan(?:ning)?) (?:on|around) (?:it|that|this)"
    r"|(?:i'?m|i am) not (?:\w+ )?comfortable (?:passing|giving|quoting|treating|relying|going|"
    r"using) (?:on )?(?:it|that|this)|(?:i'?ll|i will) stop (?:quoting|using|citing) (?:it|that|"
    r"this)"
    # "and I'm not convinced", "I'm skeptical", "but I wouldn't bet on it"
    r"|(?:i'?m|i am) (?:\w+ )?(?:not (?:entirely |fully |totally )?convinced|s[ck]eptical|"
    r"suspicious)|i (?:wouldn'?t|would not) bet on"
    # "so I'd treat it as a data error"
    # ("I'd treat that date as an error until we can confirm it")
    r"|(?:i'?d|i would|we'?d|we would) (?:treat|regard|consider|take|read) (?:it|that|this)"
    r"(?: (?:date|value|figure|entry|label|one|part))? as)\b",
    re.IGNORECASE,
)


# a doubt with an object of its own ("something looks off with your payment", "it's odd that no
# seats are left") is not about the value said before it
_DOUBT_OF_OTHER = re.compile(
    # ("which is unusual for a Visa": odd for its kind, a doubt of what was said)
    r"\b(?:off|wrong|odd|strange|unusual|weird|surprising)\s+(?:that|with|about|in|on|"
    r"for(?!\s+an?\b))\b"
    r"(?!\s+(?:the\s+|this\s+|that\s+|its\s+)?(?:date|dates|day|value|record|figure|entry|number|"
    r"field|label|it|this|that)\b)",
    re.IGNORECASE,
)
# a noun phrase taking the value up again: "I'd take the pressure figure with a pinch of salt"
_BACK_NOUN = re.compile(
    # ("the lamp's colour")
    r"\b(?:that|this|the(?: [\w'-]+){0,2}) (?:figure|value|number|reading|entry|field|label|"
    r"spec|specification|detail|capacity|size|colou?r|material|category|type)s?\b"
    # "the filter type shown for the air purifier"
    r"|\bthe (?:[\w-]+ ){1,2}(?:shown|listed|given|recorded|stored) (?:for|on|in)\b",
    re.IGNORECASE,
)


# the record's value relied on whatever the doubt just voiced: "Odd that it's before the outbound,
# but that's what's booked", "a bit unusual, but I'll go with what's on file", "The naming is
# odd, but the type field is what counts"
RECORD_ADOPTED = re.compile(
    r"\b(?:but|so|though|still)\b[^.;!?]{0,12}?\b(?:(?:that|it)(?:'s| is) what(?:'s| is)? "
    r"(?:booked|on file|in the system|recorded|listed|stored|on (?:the|your) (?:booking|"
    r"reservation|record|order|profile))\b|(?:i'll|i will|we'll|we will|let's) (?:go "
    r"with|work with|go by|stick with|use) (?:what(?:'s| is) (?:on file|booked|in the system|"
    r"recorded|listed|stored)|the record|the system|the label|it|that)\b(?! (?:if|once|when|"
    r"after|unless|until)\b)"
    # ("so that's the date I'll use for the downgrade")
    r"|that(?:'s| is) the (?:date|one|value|figure|day) (?:i'll|i will|we'll|we will) (?:use|go "
    r"with|go by|work with|book)\b|(?:the )?(?:label|type field|record|type|"
    r"category)(?: field)? is what (?:counts|matters|the system goes by)\b)",
    re.IGNORECASE,
)
