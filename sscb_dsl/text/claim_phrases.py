"""The phrases of done and not-done claims (text/claims.py): the participles and verbs that say
a change was made, and the regular expressions of claims made ("has been cancelled", "went
through", "you're all set") and of claims denied ("did not go through", "still shows"). Data
only: claims.py finds and attributes them."""

from __future__ import annotations

import re

_VERBS = (
    r"(?:updated|changed|modified|rebooked|booked|processed|completed|upgraded|downgraded|added|"
    r"moved|switched|applied|cancel?led|canceled|removed|corrected|registered|placed|"
    r"refunded|exchanged|returned|replaced|saved|set|reflected|taken care of|amended|"
    r"edited|adjusted|confirmed|transferred|issued|swapped|fixed|accepted|finali[sz]ed|"
    r"secured|locked in|put (?:you|them|it|him|her) (?:on|in|into)|got (?:you|them) (?:on|in|into)|"
    r"got (?:you|them) onto|"
    r"handled|sorted(?: out)?|wrapped up|finished|deleted|voided|terminated|withdrawn|scrapped|"
    r"posted|redirected|rerouted|stopped|halted)"
)
# a request as the act's object: "I've processed the cancellation request for 3RK2T9"
_NOT_REQUEST = r"(?!\s+(?:the|your)\s+(?:[\w-]+\s+){0,3}?requests?\b)"
# The participles that say a change happened, without the states an unchanged thing is in
# ("Status: confirmed", "listed as booked" describe a booking as it is, not a change to it).
_CHANGED = (
    r"(?:updated|changed|modified|rebooked|upgraded|downgraded|added|moved|switched|applied|"
    r"cancel?led|canceled|removed|refunded|exchanged|returned|replaced|processed|swapped|voided|"
    r"deleted|amended|adjusted|transferred|corrected|terminated|withdrawn|scrapped)"
)
_VERIFY_INTENT = re.compile(
    r"\b(?:confirm|check|verify|double[- ]check|make sure|be sure|see (?:whether|if))\b"
    # the user asked to check what arrived on their side: "let me know if you receive the
    # confirmation email", "did a confirmation email ... come through on your side?"
    r"|\b(?:let me know|tell me) (?:if|whether|once|when) you(?:'ve| have)? (?:receive|received|"
    r"get|got|gotten|see|seen)\b"
    r"|\b(?:come|came|comes) through on your (?:side|end)\b"
    # "I'll pull up M05KNL and look"
    r"|\b(?:pull|open|bring) (?:up )?[^.;!?]{0,30}?\band (?:look|see)\b",
    re.IGNORECASE,
)
_CHECK_PLAN = re.compile(
    # a check under way as a fragment: "... — checking now.", "Checking on it now."
    r"(?:(?<=[\u2014\u2013]\s)|(?<=^)|(?<=[.!?]\s)|(?<=\n))(?:(?:i'm|i am) )?(?:checking|verifying|"
    r"double[- ]checking|re-?checking)(?: (?:on )?(?:it|that|this|them))?(?: (?:now|right now|"
    r"as we speak))\b|"
    # ... or of what it names: "One sec — verifying the change on your reservation"
    r"(?:(?<=[\u2014\u2013]\s)|(?<=^)|(?<=[.!?]\s)|(?<=\n))(?:checking|verifying|"
    r"double[- ]checking|re-?checking)\s+(?:on\s+)?(?:(?:the|that|this|its|your)\b|"
    r"(?-i:#?[A-Z0-9]{6,})\b)"
    # (not a search: "Checking the flights available for Friday")
    r"(?![^.;!?]{0,40}?\b(?:available|availability|options|alternatives|seats|fares|prices|"
    r"policy|policies|rules)\b)"
    # (nor a check made, its finding after a colon: "Checking the booking now: you're on ...")
    r"(?![^.;!?]{0,60}(?::|\s[\u2014\u2013]\s))|"
    # a check under way of what follows: "I'm still confirming the other one", "I'm checking
    # #W4836353 now" ("I'm confirming your cancellation" may do the change: only with "still")
    # (or ending its clause, the thing checked before it: "the boots one I'm still confirming")
    r"\b(?:i|we)(?:'m| am|'re| are) (?:still (?:confirming|checking|verifying|double[- ]checking)|"
    r"(?:now |just )?(?:checking|verifying|double[- ]checking|re-?checking))(?:\s+(?:on\s+)?(?:the|"
    r"that|this|it|them|its|your|#?[A-Z0-9]{6,})\b|(?=\s*[.;,!?)]))|"
    # the user asked to check what arrived on their side: "Could you check whether you received a
    # return email for #W7181492?", "Would you mind keeping an eye out for a confirmation email"
    # "Did the confirmation email come through on your side?"
    r"\b(?:came|come|comes) through on your (?:side|end)\b|"
    r"\b(?:could|can|would|will) you (?:please )?(?:check|confirm|verify|let me know|tell me) "
    r"(?:whether|if) you(?:'ve| have)? (?:received|got|gotten|see|saw|have)\b"
    r"|\b(?:would you mind|could you|can you|please|if you could) (?:keep(?:ing)? an eye out|"
    r"watch(?:ing)? out|look(?:ing)? out) for (?:a|an|the|any) (?:[\w-]+ )?(?:confirmation|"
    r"e-?mail|notification|message)\b|"
    # a fresh read of the record announced: "give me a second to read the reservation back and
    # confirm the count is 2", "pulling the reservation now so we can confirm the bags"
    r"\b(?:give me (?:a|one) (?:second|moment|minute|sec)(?: or two)? to|"
    # ("Sure, pulling FQ8APE up now to confirm the bags are there", "Reading 1N99U6 back now to
    # confirm HAT266 replaced the Phoenix connection")
    r"(?:^|(?<=[.!?\u2014\u2013] ))(?:(?:sure|ok|okay|of course|right|all ?right|will do|got it|"
    r"certainly|no problem)[,!]?\s+(?:[\u2014\u2013-]\s+)?)?"
    r"(?:pulling|re-?reading|reading|checking|opening|re-?opening|loading|bringing|fetching)"
    r"(?: up| back)? (?:(?:the|your) (?:reservation|order|booking|record)|(?-i:#?[A-Z0-9]{6,}))"
    r"(?: up| back)?)[^.;!?]{0,60}?\b(?:to|and|so (?:that )?(?:we|i) can) (?:make sure|be sure|"
    r"check|verify|confirm|double[- ]check)\b|"
    # "What I still need to check is whether #W93 shows the new lamp"
    r"\bwhat (?:i|we) (?:still )?(?:need|want|have|'d like|would like) to (?:check|verify|confirm|"
    r"see|find out) is\b|"
    # the agent's check to come: "Once I've confirmed it on the reservation, ...", "until I
    # check" ("when I checked, it showed cancelled" reports a check made: no plan)
    r"\b(?:once|as soon as|until) (?:(?:i|we)(?:'ve| have) (?:confirmed|verified|checked|"
    r"double[- ]checked|re-?checked|re-?read|re-?opened|re-?loaded|seen)|(?:i|we) (?:confirm|"
    r"verify|check|double[- ]check|re-?check|re-?read|see))\b|"
    # the effect not yet seen by the agent: "I haven't seen it on the reservation yet"
    r"\b(?:i|we) (?:haven't|have not|hadn't) (?:yet )?(?:been able to )?(?:seen|see|confirmed|"
    r"confirm|verified|verify|checked|check)\b"
    r"(?! (?:any|a|an) (?:issue|problem|error)s?\b)|"
    r"\b(?:let me|allow me to|i(?:'m| am)(?: now| just| still)?(?= [\w-]+ing\b)|"
    # ("Before moving on, I also want to re-read JG7FMM")
    r"i(?: also| really| first)?(?:'ll| will| am going to|'m going to| want to| need to|'d like to|"
    r" would like to|'d rather| would rather| should|'d still like to| would still like to|"
    r" still need to| still want to)|we(?:'ll| will|'d like to| need to|"
    r" want to))\s+(?:(?:first|just|quickly|now|also)\s+)?"
    r"(?:[^.;!?]{0,60}?\bto (?:make sure|be sure|check|verify|confirm|"
    r"see (?:whether|if|which|what|that)|double[- ]check)\b"
    # "I'll fetch the order so we can see the earbuds line after the change"
    r"|[^.;!?]{0,60}?\bso (?:that )?(?:we|i) can (?:both )?(?:see|check|confirm|verify|make sure|"
    r"double[- ]check)\b"
    # "let me double-check #W3289292": a check of the entity or the change it names
    # ("I'll verify the booking now", "let me double-check both reservations")
    r"|(?:double[- ]check|verify)\s+(?:(?:on|the|your|that|this|its|both|all)\s+)*"
    # ("I'll double-check the stored reservation")
    r"(?:(?:stored|saved|updated|current|live|latest)\s+)?(?:"
    r"(?-i:#?[A-Z0-9]{6,})\b|(?:it|that|them|(?:cancell?ation|change|update|return|exchange|order|"
    r"reservation|booking|status)s?)\b)"
    # ... or the part changed: "let me check the outbound on your booking"
    r"|(?:double[- ]check|verify|check)\s+(?:(?:on|the|your|its|both|all)\s+)+(?:current\s+)?"
    r"(?:outbound|return flight|itinerary|cabin|bags|baggage|passengers?|address|payment method)\b"
    r"(?![^.;!?]{0,40}?\b(?:available|availability|options|alternatives|seats|fares|prices|"
    r"policy|policies|rules)\b)"
    # ... or what it now holds: "let me confirm what the outbound currently is on your booking"
    r"|(?:double[- ]check|verify|check|confirm)\s+(?:what|which)\s+"
    r"(?![^.;!?]{0,60}?\b(?:available|availability|options?|choices?|alternatives?|open|possible|"
    r"allowed|eligible|policy|rules?)\b)[^.;!?]{0,60}?\b(?:is|are)\b"
    # "I'll confirm on the booking itself", "I'm confirming it registered now"
    # ("let me confirm the cabin on the reservation")
    r"|(?:confirm|verify|check)(?:ing)? (?:it |them |(?:the|your|its) [\w-]+ )?(?:on|in|against) "
    r"(?:the|your|its) "
    r"(?:\w+ )?"
    r"(?:booking|reservation|order|record|account|profile|system)\b"
    r"|confirm(?:ing)? (?:that )?(?:the \w+(?: \w+)?|(?:item|flight|order) #?\w+|[^\s.;!?]+) "
    r"(?:registered|went through|"
    r"took effect|took|stuck|saved|worked|succeeded|went in|"
    r"(?:is|are|was|were|has been|have been) (?:registered|reflected|"
    # ("let me first confirm the switch is on the reservation")
    r"applied|saved|recorded|through|(?:now )?(?:on|in) (?:the|your) (?:reservation|booking|"
    r"order|record)|(?:now )?on it\b)|"
    # ("I'd like to confirm that HAT266 shows on the booking")
    r"(?:shows?|appears?|is showing|is listed)(?: up)? (?:on|in) (?:the|your) (?:reservation|"
    r"booking|order|record|itinerary))\b"
    r"|(?:[^.;!?]{0,60}?\band )?(?:make sure|check|verify|double[- ]check|see)\s+"
    r"(?:that|whether|if)\b"
    # "I'm still checking whether the skateboard return registered"
    r"|(?:checking|verifying|confirming|double[- ]checking|making sure)\s+(?:that|whether|if)\b"
    # "I'll make sure the cancellation is reflected on S5IK51"
    # ("I'd like to be sure the nonstop shows up before we wrap up")
    r"|(?:[^.;!?]{0,60}?\band )?(?:make|be) sure\s+(?=(?:the|your|its|it|this|everything|all)\b"
    r"[^.;!?]{0,60}?\b(?:(?:shows?|turns?|showing) up\b|(?:is|are|has been|have been|went|gone|"
    r"shows?|appears?)\s+(?:now\s+)?"
    r"(?:reflected|applied|processed|through|in place|in effect|registered|recorded|updated|"
    r"changed|cancel?led|canceled|showing|visible|done|complete)))"
    # ("let me pull up the reservation first so I give you ... the flights you're actually on")
    r"|(?:[^.;!?]{0,60}?\band )?(?:mak(?:e|ing) sure|check(?:ing)?|verify(?:ing)?|confirm(?:ing)?|"
    r"double[- ]check(?:ing)?|(?:pull|look|bring)(?:ing)? up)\b[^.;!?]{0,80}?\b(?:actually|really|"
    r"indeed|truly)\b"
    # "I'd like to reload FQ8APE before confirming", "... until I see it on the order itself"
    r"|[^.;!?]{0,60}?\b(?:before (?:confirming|promising|telling you|calling it|adding|proceeding|"
    r"going (?:ahead|on)|relying|(?:i|we) (?:confirm|call it|count|treat|say|tell you|promise|"
    r"mark|add|proceed|go ahead))|until (?:i|we) (?:see|check|confirm|verify|re-?check))\b"
    # "I'd like to open the order and confirm it"
    r"|[^.;!?]{0,60}?\band (?:confirm|verify|check) (?:it|that|this|them)\b"
    # ("let me pull up #W5061109 and check the earbuds line shows the blue pair")
    r"|[^.;!?]{0,60}?\band (?:confirm|verify|check) (?:that |whether |if )?(?:the|its|your) "
    r"[^.;!?]{0,40}?\b(?:shows?|lists?|reads?|says?)\b"
    # a fresh read of the record: "let me re-open #W3470184", "I want to pull up 4NQLHD again"
    r"|(?:re-?check|re-?load|re-?open|re-?fetch|re-?pull|re-?query|refresh|re-?verify|"
    r"re-?confirm|re-?read)\b|re-?(?:checking|loading|opening|fetching|pulling|querying|verifying|"
    r"confirming|reading)\b|refreshing\b"
    # a read-back: "I'll read the reservation back before moving on"
    r"|(?:read|pull|load|fetch|bring)\s+(?:\S+\s+){1,3}?back\b"
    # ("I'll look into why before trying again" reads nothing again)
    r"|(?:pull|look|bring|call|check|load|open|read|fetch|query)\s+(?:(?!before\b|after\b|try"
    r"|trying\b)\S+\s+){0,4}?(?:up\s+)?again\b)"
    # the user asked to check the change: "Could you check in the app whether OWZ4XL shows
    # HAT041?", "let me know if you get an email confirming the exchange", "I'd like that
    # confirmed"; a fresh read under way: "one moment while I reload your profile"
    # (of the change's effect where the user sees it, not consent: "please confirm if you'd
    # like to proceed", "confirm everything is correct")
    r"|\b(?:(?:could|can|would|will) you|please)(?: please)?(?: quickly)?(?: (?:open|pull up|"
    r"look at|log into|log in to|refresh|reload|re-?open) [^.;!?]{0,30}? and)? (?:check|confirm|"
    r"verify|look|see|"
    r"double[- ]check|tell me)\b(?![^.;!?]{0,40}?\b(?:you(?:'d| would)? (?:like|want|wish|"
    r"prefer)|to proceed|(?:is|are) (?:correct|right|accurate|ok))\b)[^.;!?]{0,80}?\b(?:shows?|"
    r"showing|lists?|listing|reflects?|went through|applied|saved|registered|took effect|"
    r"in (?:the|your) app|on (?:the|your) (?:website|account page)|"
    r"(?:an? |the )?(?:confirmation )?e-?mail|notification)\b"
    r"|\blet me know (?:if|whether|once|when) you (?:get|receive|see|got)\b"
    r"|\b(?:i'd|i would|we'd|we would) like (?:that|it|this) (?:confirmed|verified|checked)\b"
    # "The system accepted the change, but I'd like a second pair of eyes"
    r"|\b(?:i'd|i would|we'd|we would) like (?:a )?(?:second|another|fresh|extra) (?:pair|set) of "
    r"eyes\b"
    r"|\bwhile (?:i|we) (?:re-?load|re-?check|re-?open|refresh|re-?verify|double[- ]check)\b",
    re.IGNORECASE,
)
# A lead word followed by the agent's own act that changes nothing ("Done — I've logged your
# feedback"): the lead reports that act, no change.
_OTHER_ACT = (
    rf"(?!\s*(?:i|we)(?:'ve| have)?\s+(?:just\s+|also\s+|now\s+)?(?!{_VERBS}\b)[a-z]+ed\b)"
    # "Done — your feedback about the website is logged": what the lead reports is named after it
    r"(?!\s*(?:your|the)\s+(?:feedback|complaint|comment|note|review|message|e-?mail|ticket|"
    r"preference|concern|question|inquiry|enquiry)s?\b)"
)
_MARK = "✅✔☑✓"
_CROSSED = re.compile(r"❌|\bnot\b")
_DONE = (
    rf"(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?(?:been\s+)?(?:successfully\s+|fully\s+)?"
    rf"{_VERBS}",
    # supposed done: "The switch to the Visa ending 8902 has probably been applied" (the hedge
    # reads the adverb)
    r"(?:has|have)\s+(?:probably|likely|most likely|presumably|apparently)\s+(?:already\s+)?"
    rf"(?:been\s+)?{_VERBS}",
    rf"\bsuccessfully\s+{_VERBS}",
    # what the change did for the user, said as done: "the switch to the nonstop saved you some
    # money", "the downgrade got you $6,594 back"
    r"\b(?:switch|change|downgrade|upgrade|update|rebooking|move|cancel?lation|exchange)\b"
    r"(?:\s+(?:to|of|on|for)\s+(?:\S+\s+){0,3}?\S+)?\s+(?:has\s+)?(?:saved|got|gave|earned)\s+"
    r"(?:you|your)\b",
    # "you've been rebooked onto HAT052", "it's been updated"
    rf"(?:'ve|\u2019ve|'s|\u2019s)\s+(?:now\s+|already\s+|just\s+)?been\s+(?:successfully\s+)?{_VERBS}",
    # a request said to have succeeded is more than an attempt: "successfully initiated"
    r"\bsuccessfully\s+(?:initiated|submitted|requested|filed|sent|lodged)\b",
    # (not the request handled, "I've processed the name change request": its outcome unsaid)
    rf"\bi(?:'ve| have)\s+(?:now\s+|just\s+|already\s+)?(?:successfully\s+)?{_VERBS}"
    rf"{_NOT_REQUEST}",
    rf"\bwe(?:'ve| have)\s+(?:now\s+|just\s+)?(?:successfully\s+)?{_VERBS}{_NOT_REQUEST}",
    # the simple past of the agent's own act: "I cancelled LU15PA", "we processed the return"
    # (opening its sentence or clause: "the switch I confirmed earlier" names a claim, makes none)
    # (the lookahead, implied by "i|we", passes over other positions without the lookbehinds)
    rf"(?=[iw])(?:^|(?<=[.!?:;] )|(?<=, and )|(?<=\band )|(?<=\bso )|(?<=\bthen )|(?<=[-*\u2022] ))"
    rf"(?:i|we)\s+(?:just\s+|already\s+|now\s+|successfully\s+|also\s+)?{_VERBS}\b",
    r"\b(?:went|gone) through\b",
    # a changed line marked so: "blue wireless earbuds (updated)", "| blue · 8 h (changed) |"
    r"\((?:now\s+)?(?:updated|changed|modified|swapped|replaced)\)",
    # the entity said to have had the change: "#W6750959 has already had its items modified"
    rf"\b(?:has|have|had|'s|'ve)\s+(?:now\s+|already\s+|just\s+)?had\s+(?:its|their|the|your|"
    rf"this|that|both|all)\s+(?:[\w-]+\s+){{0,2}}?{_CHANGED}\b",
    # telegraphic and colloquial claims: "Cancelled #W24.", "Done: #W24 cancelled", "#W24 →
    # cancelled", "#W24 got cancelled", "went ahead and cancelled", "cancellation: complete"
    # (its object named right after: "Returned items must ..." states a rule, no claim)
    rf"(?:^|(?<=[.!?] )|(?<=\n))(?:(?:done|all set|ok|okay)\s*[:,—–-]\s*)?{_CHANGED}\b"
    r"(?=\s+(?:#|(?-i:[A-Z0-9]{5,})\b|your\b|the\b|all\b|both\b|\d|it\b|them\b|that\b|this\b|"
    # "Upgraded to business on all four flights", "Moved onto HAT110"
    r"(?:to|onto|into|in|on)\s+(?:the\s+|your\s+|all\s+|both\s+)?(?:\d|(?-i:[A-Z0-9]{5,}\b)|"
    r"(?:basic\s+)?(?:economy|business|first)\b)))",
    rf"(?:→|->|:|—|–)\s*(?:now\s+)?{_CHANGED}\b(?!\s+(?:by|on|at|before|after|if|when)\b)",
    # the participle as a sentence of its own: "Upgraded! You're in business on all four flights"
    rf"(?:^|(?<=[.!?] )|(?<=\n))[*_]*(?:all\s+|both\s+)?{_CHANGED}[*_]*\s*!",
    # ... or with the request it met: "All updated as requested.", "Cancelled per your request."
    rf"(?:^|(?<=[.!?] )|(?<=\n))[*_]*(?:all\s+|both\s+)?{_CHANGED}[*_]*\s+(?:as (?:requested|"
    r"asked|discussed|agreed|planned)|per your request)\b",
    rf"\bgot\s+(?:\w+\s+)?{_VERBS}\b",
    # subjects coordinated, then "both" and the participle: "with the boots order and the charger
    # order both cancelled"
    rf"\b(?:both|all (?:two|three|four|of them))\s+(?:now\s+|already\s+)?{_CHANGED}\b",
    # an entity with the participle as a settled circumstance: "with JG7FMM now downgraded too",
    # "now that JG7FMM is downgraded"
    rf"\bwith\s+[*_]*#?(?-i:[A-Z0-9]{{6,}})[*_]*\s+(?:now\s+|already\s+)?{_CHANGED}\b",
    rf"\bnow that\s+[*_]*#?(?-i:[A-Z0-9]{{6,}})[*_]*(?:'s|\s+is|\s+has been)\s+(?:now\s+)?"
    rf"{_VERBS}\b",
    # ... or said done in general words: "with JG7FMM done", "now that #W24 is sorted"
    r"\b(?:with|now that)\s+[*_]*#?(?-i:[A-Z0-9]{6,})[*_]*(?:'s|\s+is|\s+has been)?\s+(?:now\s+|"
    r"already\s+|all\s+)?(?:done|sorted|taken care of|handled|finished|complete|completed|"
    r"out of the way)\b",
    rf"\b(?:went|gone) ahead and\s+(?:\w+\s+)?{_VERBS}\b",
    # the change named by the agent's act in a relative clause: "the bag I just added" (an act
    # of change; "the switch I confirmed" names a claim made before, makes none)
    # ("the two bags you just added": the user's request, done on their behalf)
    r"\bthe [\w-]+(?: [\w-]+)? (?:that )?(?:(?:i|we)(?:'ve| have)? (?:just |already |now )?|you "
    r"(?:just|already) )(?:added|"
    r"updated|changed|booked|rebooked|cancel?led|canceled|removed|moved|switched|applied|"
    r"processed|modified|exchanged|returned|replaced)\b",
    # the change presupposed in place: "with the one already on the booking"
    r"\b(?:already|now) (?:on|in) (?:the|your) (?:booking|reservation|order|itinerary|account)\b",
    # colloquial: "8C8K4E is officially off your itinerary", "#W24 is history"
    r"\b(?:is|are) (?:now |officially |all |both )?(?:off|gone from|removed from) (?:your|the) "
    r"(?:itinerary|account|bookings?|reservations?|orders?|schedule|profile|list|calendar|plate)\b",
    r"\b(?:is|are) (?:now |officially )?history\b",
    # the change's own fare difference moved: "The fare difference for HAT266 has been charged"
    r"\b(?:fare |price )?difference\b[^.;!?\n]{1,40}?\b(?:has been|have been|was|were|got) "
    r"(?:charged|refunded|credited|collected|paid)\b",
    # in general words: "everything went smoothly with the nonstop request", "the payment side
    # is settled", "it's all squared away"
    r"\b(?:went|gone|has gone|have gone) (?:off )?(?:smoothly|fine|without (?:a hitch|a problem|"
    r"any problems?|any issues?|issues?))\b",
    r"\b(?:is|are|'s|has been|have been) (?:now |all |fully |officially )?(?:settled|sorted(?: "
    # (a rule says how a thing is settled: "any difference is settled through the original
    # payment method")
    r"out)?|squared away|taken care of|finali[sz]ed|locked in|wrapped up)\b(?!\s+(?:through|via|"
    r"by|using|with|according|per|in (?:accordance|line)|when|once|if|after|within)\b)",
    r"\b(?:cancel?lation|return|exchange|change|update|modification|upgrade|downgrade)s?\b"
    r"(?:\s+(?:for|of|on|to)\s+\S+)?\s*(?:is\s+|:\s*|—\s*|–\s*)(?:now\s+)?(?:complete|completed|"
    r"done|finished|confirmed|successful|final)\b",
    # "the flight change on XEWRD9 succeeded"
    r"\b(?:cancel?lation|return|exchange|change|update|modification|upgrade|downgrade|request|"
    r"rebooking)s?\b(?:\s+(?:for|of|on|to)\s+\S+)?\s+(?:(?:has|have)\s+)?(?:succeeded|worked|"
    r"came through|come through|(?:been |was |were )?(?:carried out|put through)|(?:is|are) "
    r"(?:all )?wrapped up)\b",
    r"\b(?:been|got|is|was|(?:i|we)(?:'ve| have)?) called off\b",
    # ("#W5199551 is scrapped", "is voided": the state a cancellation leaves)
    r"\b(?:is|are|'s) (?:now )?(?:scrapped|voided|called off|withdrawn)\b",
    # a heading or a lead word: "Done:", "Booked: HAT072 on ...", "Rebooked —"
    r"(?:^|(?<=[.!?] )|(?<=\n))[*_#\s]*(?:(?:both|all|all three|all of them|everything(?:'s| is)?)"
    r"\s+)?(?:done|all set|booked|rebooked|confirmed|changed|updated|"
    r"moved|switched|cancel?led|canceled|completed)[*_]*\s*[:—–-]"
    rf"{_OTHER_ACT}",
    # the state said by likening another booking to this one as it is since the change: "LQ940Q
    # is economy already — same as JG7FMM after the downgrade", "same as JG7FMM now"
    r"\bsame as (?-i:#?[A-Z0-9]{6,}) (?:now\b|after (?:the|its|your) (?:downgrade|upgrade|change|"
    r"update|switch|cancell?ation|modification)\b)",
    # the record said to show the new state: "#W24 shows cancelled" (reported)
    rf"\b(?:shows?|showing|reads?|is marked|is listed)\s+(?:as\s+)?{_CHANGED}\b",
    # a hedged lead: "Should be booked: HAT041 · EWR → LAX · 05/21" (the hedge reads "should")
    r"(?:^|(?<=[.!?] )|(?<=\n))[*_#\s]*should be (?:all )?(?:booked|rebooked|done|set|changed|"
    r"updated|confirmed|cancel?led|canceled|moved|switched)[*_]*\s*[:\u2014\u2013-]",
    # inferred, not seen: "the refund should have posted" (the hedge reads "should have")
    rf"\b(?:should|must|would) have (?:now |already )?(?:been )?{_VERBS}\b",
    # inferred: "S5IK51 should now be cancelled", "the return should be in"
    rf"\bshould (?:now|already|by now) be (?:\w+ )?{_VERBS}\b",
    # the change supposed in effect now: "That should be cancelled now", "the bags should be on
    # the booking now", "#W50 ought to ship to Maple Drive now" (the hedge reads "should be")
    r"\b(?:should (?:now |already |by now )?be|ought to)\b[^.;!?\n]{1,40}?\bnow\b",
    # the new state supposed already there: "HAT041 might already be showing on your booking"
    r"\b(?:might|may|could|should|must) (?:well |possibly )?already (?:be|have)\b",
    r"\bshould (?:now |already |by now )?be (?:in|through|in place|in effect|live|active|done|"
    r"complete|registered|recorded|reflected)\b(?! (?:the|a|an|your|order|stock|time)\b)",
    # "the 3 checked bags should now be on HATHAT" (on the booking, supposed)
    r"\bshould (?:now |already |by now )be on\b(?= (?:the |your |its |(?-i:[A-Z0-9]{5,}\b)))",
    r"\b(?:has|have|had) (?:now |already )?(?:taken effect|gone through|come through)\b",
    # the simple past passive of a change: "XEHM4B was cancelled earlier today"
    rf"\b(?:was|were)\s+(?:just\s+|already\s+|successfully\s+|also\s+|now\s+)?{_CHANGED}\b"
    r"(?!\s+(?:if|when|once|unless)\b)",
    # "The change has been made", "I've made the change for you", "went ahead and made the update"
    r"\b(?:change|update|modification|adjustment|correction|switch|swap|edit|cancel?lation|"
    r"exchange|return)s? (?:has|have) (?:now |just |already )?been made\b",
    r"\b(?:(?:i|we)(?:'ve| have)?|(?:went|gone) ahead and) (?:just |now |already |also )?made "
    r"(?:the|your|those|these|that|this|all the|all of the|both) (?:requested |\w+ )?(?:change|"
    r"update|modification|adjustment|correction|switch|swap|edit)s?\b",
    r"\btook effect\b",
    # "the switch actually happened", "the change took place"
    r"\b(?:change|update|modification|switch|swap|cancel?lation|exchange|return|downgrade|"
    r"upgrade|rebooking)s? (?:(?:has|have|had) )?(?:actually |really |indeed )?(?:happened|"
    r"took place|taken place)\b",
    # the participle set after its entity as done as asked: "Wireless Earbuds, the new blue pair,
    # swapped in as requested"
    rf"(?<=, ){_CHANGED}(?:\s+(?:in|out|over))?\s+as\s+(?:you\s+)?(?:requested|asked|wanted|"
    r"agreed|discussed)\b",
    # a state given after an entity in a list: "- #W4836353 — cancelled just now"
    r"(?:(?<=[—–:] )|(?<= - ))(?:cancel?led|canceled|updated|changed|returned|exchanged|modified|"
    r"rebooked)\b(?!\s+(?:to|for|by|from|on|if|once|when)\b)",
    # a consequence drawn from the change as in effect: "So the order will ship to Charlotte."
    r"(?:^|(?<=[.!?] ))(?:so|that means|which means|this means)\b[^.;!?\n]{0,60}?\b(?:will|'ll) "
    r"(?:now )?(?:ship|go|be (?:shipped|delivered|sent)|arrive|depart|leave|fly)\b",
    r"\bwas (?:successful|a success|completed|processed|applied|confirmed|accepted|approved)\b",
    # "JG7FMM is downgraded", "that one's downgraded"
    r"\b(?:is|are|'s|'re) (?:now |all |both |each |also |already )?(?:upgraded|downgraded|moved|"
    r"switched|rebooked|modified|exchanged|swapped|amended|adjusted|added|removed|corrected|"
    r"replaced|renamed|attached|locked in)\b(?!\s+(?:if|when|once|at|during|by default)\b)",
    r"\b(?:is|are) (?:now |all |both |each |also |already )?(?:(?:most |very )?(?:probably|likely|"
    r"presumably|reportedly|apparently|supposedly|definitely|indeed) )?(?:complete|completed|"
    r"confirmed|done|set|in place|through|reflected|in effect|saved|"
    r"booked|updated|changed|cancel?led|canceled|processed|handled|sorted|taken care of)\b",
    # a state that appears: "#W32 appears cancelled", "it looks to have gone through" (the hedge
    # reads the verb)
    r"\b(?:appears?|seems?|looks?) (?:to (?:be|have been) )?(?:now |already )?(?:complete|"
    r"completed|done|in place|through|in effect|cancel?led|canceled|processed|updated|changed|"
    r"booked)\b",
    # the state in a contraction closing its clause: "that one's done.", "JG7FMM's through too"
    r"(?<=\w)['\u2019](?:s|re) (?:now |all |both |also |already )?(?:complete|completed|done|"
    r"through|in place|sorted|taken care of|cancel?led|canceled|updated|changed|confirmed|"
    r"processed|saved)(?=\s*(?:[.;,!?:\u2014\u2013)]|$)|\s+(?:now|too|as well|already)\b)",
    r"\b(?:you(?:'re| are)|we(?:'re| are)|it(?:'s| is)|that(?:'s| is)|everything(?:'s| is)|"
    # (not the conversation wrapped up: "we're all done here", "you're done for today")
    r"they(?:'re| are)) (?:now |all )?(?:set|booked|done(?!\s+(?:here|for (?:today|now|the day)|"
    r"with (?:everything|this|that|our|the (?:call|chat|conversation))))|confirmed|good to go|on\b|"
    r"updated|changed|"
    r"cancel?led|canceled|processed|complete|completed|through|in place|sorted|handled|taken care "
    r"of)",
    # the thing changed named between: "that's the flight sorted", "that's your bags done"
    r"\b(?:that(?:'s| is)|there(?:'s| is)) (?:the|your) [\w-]+(?: [\w-]+)? (?:sorted|done|handled|"
    r"taken care of)(?=\s*(?:[.;,!?\u2014\u2013)]|$))",
    # a state said to hold now, the word closing its clause: "the ticket is in your name now"
    r"\b(?:is|are|'s|'re) (?:in|on|under) [^.;!?,\n]{1,30}? now\b(?=\s*[,.;!?\u2014\u2013]|\s*$)",
    r"\bnow (?:reads?|shows?|lists?|includes?|has|have|reflects?|is|are|on|in|booked|departs?|"
    r"leaves?|arrives?|ships?|scheduled|set|appears?|contains?|holds?|listed|replaces|covers|goes|"
    r"flies|lands|takes|carries|starts with|begins with|opens with|ends with)\b",
    # the new state to come, said on its own (no condition or clause before it in its sentence):
    # "Charlotte it is — #W5270061 will go to 159 Hickory Lane"
    r"(?:^|(?<=[.!?\u2014\u2013:] )|(?<=\n))(?![^.;!?\n,]{0,60}?\b(?:once|if|when|after|as soon "
    r"as|unless|until|i|we)\b)[^.;!?\n,]{1,60}?\b(?:will|'ll) (?:ship|go|be (?:shipped|delivered|"
    r"sent)) to\b(?![^.;!?\n]{0,60}\b(?:once|after|when|if|as soon as)\b)",
    r"\b(?:will now|'ll now|now will) (?:ship|go|be|depart|leave|arrive|show|include|reflect|land|"
    r"fly|say|"
    r"read|list)\b",
    # "Only the suite number changed (640 → 641)"
    r"\bchanged\b[^.;!?\n]{0,40}(?:\u2192|->|\u27a1)",
    # "Address: done." as a label line
    r"^[^\S\n]*(?:[-*\u2022]\s*)?[A-Za-z][\w ]{0,30}:\s*(?:done|updated|changed|complete|completed|"
    r"confirmed|cancel?led|switched)\b",
    # the change expected to appear ("should show up on your booking shortly"): it presupposes
    # the change made ("will" is left out: "I'll add it and it will show up" is a plan)
    r"\bshould\s+(?:now\s+|already\s+)?(?:show up|appear|be reflected|be visible|come through)\b",
    r"\ball set\b|\bdone and dusted\b|\ball sorted\b|\bconsider it done\b",
    # ("All booked!", "Booked, or at least the system says so.")
    r"^[^\S\n]*(?:(?:all|both|everything(?:'s| is)) )?(?:done|booked|confirmed|updated|changed|"
    r"all done|success|completed|saved|applied|processed)\b\s*[!.,—–-]"
    rf"{_OTHER_ACT}",
    r"\bchanged (?:it |them )?from\b.{1,80}?\bto\b",
    r"\b(?:you|we) had (?:before|previously|earlier)\b",
    r"\b(?:previously|formerly|used to be|was previously)\b",
    r"\b(?:than|from|versus|vs\.?|compared (?:to|with)) (?:your|the) (?:old|former|previous) "
    r"(?:itinerary|reservation|booking|flights?|address|order|plan|schedule|seats?|cabin)\b",
    r"\bupdated (?:itinerary|reservation|booking|details|order|address)\b",
    # the changed part's new value given as a label: "#W52 — new address: 159 Hickory Lane"
    r"(?:(?<=[\u2014\u2013:] )|(?<= - )|^\s*(?:[-*\u2022]\s*)?)new (?:address|shipping address|"
    r"flights?|itinerary|items?|cabin|seats?|status)\s*:",
    # the changed part called new, as in effect: "your new flight, HAT052, departs at 9"
    r"\byour new (?:flights?|nonstops?|itinerary|seats?|cabin|address|shipping address|item|items|"
    r"outbound|return|inbound|departure|legs?|connection|routing|route|dates?|times?)\b"
    r"(?![^.;!?]{0,30}\b(?:would|will|could|can|if)\b)",
    rf"[{_MARK}]",
    # (not another state of the order: "is already delivered", "is already on its way")
    # ("an exchange is now pending" is the change's own state)
    r"\b(?:is|are|'s|'re) (?:now|already)\b(?!\s+(?:been\s+)?(?:delivered|shipped|on its way|"
    r"in transit|out for delivery|past|in the past|used|flown|departed|underway|under way|"
    # ("a date that's already passed": time gone by, no change's state)
    r"passed|gone by|elapsed|expired|over|"
    r"in progress|behind (?:you|us|them))\b)",
    # (not "for now": "you're still leaving Thursday, so three nights in Seattle for now")
    # (nor a possessive: "#W8835847's status reads pending right now" says what the record holds)
    r"\b(?:is|are|am|'s(?!\s+(?:status|state|record|entry|page|details|listing|line|profile)\b)|"
    r"'re)\b[^.;!?]{1,60}?(?<!\bfor )\bnow(?=\s*(?:[.!;,✅✔—–]|\s-\s|$))",
    r"\b(?:goes|go|ships?|shipping|flies|fly|departs?|leaves?|arrives?|stays?|lists?|shows?|has|"
    r"have|holds?|includes?)\b[^.;!?]{1,60}?(?<!\bfor )\bnow(?=\s*(?:[.!;,✅✔—–]|\s-\s|$))",
    r"\bnow that\b",
    # the new itinerary taken as the user's: "With the new nonstop you'll arrive at LAX at 12:30",
    # "a day sooner than before", "than the Miami connection you had", "no more changing planes"
    r"\b(?:on|with|under|via) (?:the|your) new (?:[\w-]+ )?(?:nonstop|flights?|itinerary|routing|"
    r"route|schedule|connection|legs?)\b(?=[^.;!?]{0,60}\byou(?:'ll| will|'re| are| now)\b)",
    r"\b(?:earlier|sooner|later|faster|shorter|longer) than (?:before|(?:the|your) (?:[\w-]+ ){0,2}"
    r"(?:one|routing|route|connection|flights?|itinerary|schedule) you had(?: booked)?|(?:the|"
    r"your) (?:old|previous|former|original) (?:[\w-]+ ){0,2}?(?:one|routing|route|connection|"
    r"flights?|itinerary|schedule))\b",
    # "59XX6W should be off your account too": the booking gone from the user's records
    r"\b(?:is|are|'s|'re|should be|should now be) (?:now |also )?off (?:your|the) (?:account|"
    r"profile|itinerary|list|records?)\b",
    r"\bno more (?:changing planes|connections?|layovers?|stopovers?)\b",
    r"\bwith\s+(?:[#\w-]+\s+){1,3}?(?:now\s+)?(?:cancel?led|canceled|changed|updated|moved|"
    r"rebooked|upgraded|downgraded|returned|exchanged)\b(?!\s+(?:to|for|by)\b)",
    r"\b(?:after|following)\s+(?:the|these|this|those|both|your)\s+(?:\w+\s+){0,2}?"
    r"(?:cancel?lations?|changes|modifications|exchanges|returns|upgrades|downgrades|updates)\b"
    r"(?!\s+(?:is|are|will|go|goes|have|has|would|request|requests|call|attempt)\b)",
    r"\b(?:is|are) (?:now )?(?:in|on)(?=\s*[.!;?]|\s*$)",
    # the change asked about: "Is the third bag on?", "Did the cancellation go through?"
    r"(?:^|(?<=[.!?] ))(?:is|are|has|have|did)\b[^.;!?]{1,50}?\b(?:on|in|through|done|set|booked|"
    r"cancel?led|canceled|updated|changed|added|applied|go through|take effect|work|upgraded|"
    r"downgraded|moved|switched|rebooked|modified)\s*\?",
    r"(?:^|(?<=[.!?] ))(?:has|have|did|is|are)\b[^.;!?]{1,50}?\b(?:actually |really )?(?:moved|"
    r"switched|changed|gone through|been (?:updated|changed|applied|moved))\b[^.;!?]{0,40}\?",
    r"\b(?:is|are) (?:now |already )?(?:registered|requested|in place|active|paid)\b",
    # ("the downgrade on JG7FMM posted", "the change has cleared")
    r"\b(?:change|update|modification|cancel?lation|exchange|return|booking|rebooking|swap|"
    r"switch|upgrade|downgrade|refund)s?(?: (?:on|for|of|to) [^\s.;!?,]+)?\s+(?:(?:actually|really|"
    r"successfully|properly|fully|correctly|indeed|has|have)\s+)?(?:complete|completed|done|"
    r"confirmed|successful|processed|registered|made|applied|(?:posted|cleared|settled)"
    r"(?!\s+(?:to|on|in|at|for|by|as)\b))\b",
    # "the exchange of the earbuds succeeded", "the update has succeeded" (not "succeeded in
    # finding")
    r"\b(?:has |have )?succeeded\b(?!\s+in\b)",
    # the change in progress: "the laptop exchange is already underway on #W4073673"
    r"\b(?:exchange|return|cancel?lation|change|modification|refund|update|swap|switch|"
    r"replacement)s?(?: (?:on|for|of) [^\s.;!?,]+)? (?:is|are|'s) "
    r"(?:now |already )?(?:underway|under way|in progress)\b",
    r"\b(?:has|have) (?:an?|the|its) (?:[\w-]+ ){0,3}?(?:exchange|return|cancel?lation|change) "
    r"(?:already )?(?:requested|pending|in progress|registered|underway|open)\b",
    r"\b(?:is|are) (?:now )?in for\b",
    # the changed part said to be on the record: "both of your checked bags are on the booking"
    # (or supposed there: "HAT266 may be on your booking", "it might now be on there")
    r"\b(?:is|are|'s|'re|(?:(?-i:may)|might|could) (?:now |well |possibly |already )?be) "
    r"(?:now |all |also |both )?(?:on|in) (?:(?:the|your) (?:booking|reservation|order|itinerary)"
    r"\b|there\b(?=\s*(?:[.;,!?\u2014\u2013)]|$|now\b)))"
    r"(?! (?:before|until|unless|if|once|when)\b)",
    # the change itself said to have gone in: "The return for your sneakers went in;"
    r"\b(?<!request )(?<!requests )(?:went|has gone|have gone) in(?=\s*(?:[.;,!\u2014\u2013)]|$))",
    # a record or the system said to confirm the change: "the system confirms the cancellation"
    r"\b(?:system|record|records|reservation|booking|order|account|it|this|that)\s+(?:now\s+)?"
    r"(?:confirms?|confirmed|shows?|showed|reflects?|reflected|accepted|approved|processed)\s+"
    r"(?:the|your|a)\s+(?:\w+\s+){0,2}?"
    r"(?:cancel?lation|change|update|exchange|return|refund|modification|switch|swap|upgrade|"
    r"downgrade|rebooking)(?:s|es)?\b",
    # the tool's answer said to hold the new state: "the update response lists the nonstop
    # HAT266", "the reply came back with `"status": "cancelled"`" (reported, not vouched for)
    r"\b(?:response|reply|acknowledg(?:e)?ment)\s+(?:itself\s+)?(?:lists|listed|shows|showed|"
    r"says|said|reads|read|has|had|contains|contained|came back with|gave|returned)\b",
    # the call reported as answered without an error: "came back without an error"
    r"\b(?:came|come|comes) back\b[^.;!?]{0,60}?\b(?:without (?:(?:an?|any) )?(?:errors?|issues?|"
    r"problems?)|with no (?:errors?|issues?|problems?)|(?:fine|clean|success|successful(?:ly)?|ok|"
    r"okay))\b"
    # the call's answer quoted: "the cancellation call returned 'cancelled'", "returned success"
    # (or the change itself: "the JG7FMM downgrade returned success")
    r"|\b(?:call|request|update|tool|system|api|it|change|downgrade|upgrade|cancel?lation|"
    r"modification|switch|swap|exchange|rebooking)(?:\s+(?:for|on|to)\s+(?:\S+\s+){0,3}?\S+)?\s+"
    r"(?:returned|"
    # ("the return request came back confirmed")
    r"responded with|reported|gave|came back(?: as| with)?)\s+"
    r"(?:a\s+|an\s+)?['\"\u2018\u201c]?(?:success(?:ful(?:ly)?)?|ok|okay|cancel?led|confirmed|done|"
    r"completed|"
    r"true|(?:[\w-]+\s+)?confirmation)\b"
    r"|\b(?:returned|reported|raised|threw|gave) no (?:errors?|issues?|problems?)\b"
    r"|\bwithout (?:(?:an?|any) )?(?:errors?|issues?|problems?)\b",
    # the change's state said as it appears (the hedge reads "seems"): "your return seems to be
    # registered", "it appears to have been cancelled"
    rf"\b(?:seems?|appears?|looks?) to (?:be|have been|have) (?:now |already )?(?:{_VERBS}|"
    r"in place|through|done|complete|gone through|taken effect|worked|succeeded|gone in|stuck)\b",
    # gone: "your trip is off the books", "9HBUV8 is gone from your account"
    r"\boff the books\b|\b(?:is|are) (?:now )?gone\b",
    # the change as the background of what follows, an absolute clause: "With FDZ0T5 gone,
    # there's no clash", "with the cancellation out of the way"
    r"\bwith\s+[^.;!?,\n]{1,40}?\s+(?:now\s+)?(?:gone|out of the way|off (?:your|the) "
    r"(?:books|account|profile|list))(?=\s*[,\u2014\u2013-])"
    r"|\b(?:is|are) (?:now )?out of the way\b",
    # gone from where it was: "FDZ0T5 is no longer on your reservations list"
    r"\bno longer (?:on|in|appears?|shows?|listed|active|exists?|there|part of)\b",
    r"^[^\S\n]*[-*•]?\s*\[[xX✓✔]\]",
    r"^[^\S\n]*(?:swapped|switched|cancel?led|canceled|moved|added|removed|exchanged|returned|"
    r"rebooked|upgraded|booked)\b\s*(?:[!.—–-]|[\u2600-\u27bf\U0001f300-\U0001faff])",
    r"^[^\S\n]*\w+(?: \w+)? (?:updated|changed|added|removed|cancel?led|switched|moved|set) to\b",
    # the subject left out: "Switched you to HAT266.", "Moved everyone onto the nonstop."
    r"(?:^[^\S\n]*|(?<=[.!?] ))(?:switched|moved|rebooked|upgraded|downgraded|put)\s+(?:you|them|"
    r"everyone|both of you)\s+(?:to|onto|on|into)\b",
    r"^[^\S\n]*(?:[\w'-]+\s+){0,3}(?:rebooked|updated|changed|moved|cancel?led|switched|swapped|"
    r"upgraded|downgraded|added|removed|confirmed|completed)\s*[:—–]",
    r"\bthe (?:change|update|modification|cancel?lation|downgrade|upgrade|switch|exchange|return|"
    r"request) (?:is|was|has been) (?:done|complete|completed|confirmed|successful|processed|"
    r"through|in)\b",
    # took, said of the change at a clause's end: "The change took.", "the update took, so ..."
    # (not "the update took a while")
    r"\b(?:change|update|modification|switch|swap|cancel?lation|downgrade|upgrade|exchange|"
    r"rebooking)s?\s+(?:finally\s+|actually\s+)?took(?=\s*(?:[.,;:!?\u2014\u2013)]|$))",
    # through, said of what was asked, at a clause's end: "Those changes should all be through
    # now", "it's through." (not "your flights are through Chicago")
    r"\b(?:is|are|be|'s|'re) (?:all |both |now )?through"
    r"(?=\s*(?:now\b|already\b|[.,;:!?\u2014\u2013)-]|$))",
    # the change reported as done by a record or the system: "The system reports the change as
    # done", "it shows as complete", "the booking has it marked as done"
    r"\b(?:change|update|modification|cancel?lation|downgrade|upgrade|switch|swap|exchange|"
    r"rebooking|request)(?:s|es)?\s+(?:marked\s+)?as\s+(?:done|complete|completed|successful|made|"
    r"applied|finished|gone through|through)\b"
    r"|\b(?:reports?|reported|lists?|listed|marks?|marked|shows?|showed|has|had|logs?|logged|"
    r"records?|recorded)\s+(?:it|them)\s+(?:marked\s+)?as\s+(?:done|complete|completed|"
    r"successful|made|applied|finished|gone through|through)\b"
    r"|\b(?:it|this|that)\s+(?:now\s+)?(?:shows?|is showing|appears?|is listed|is marked|"
    r"is logged|comes up|came up)\s+as\s+(?:done|complete|completed|successful|made|applied|"
    r"finished)\b"
    # ... the change named with what it changed to: "The system shows the switch to your Visa
    # ending 8902 as successful"
    r"|\b(?:reports?|reported|lists?|listed|marks?|marked|shows?|showed|logs?|logged|records?|"
    r"recorded)\s+(?:the|your)\s+(?:change|update|modification|cancel?lation|downgrade|upgrade|"
    r"switch|swap|exchange|rebooking|request)\s+(?:to|of|from|on|for)\b[^.;!?\n]{1,60}?\s+as\s+"
    r"(?:done|complete|completed|successful|made|applied|finished|gone through|through)\b",
    # a headline of the act and whose: "Flights updated for OBUT9V."; what the record now
    # holds: "the reservation reflects the new flight"
    r"^[^\S\n]*(?:[\w'-]+\s+){0,2}(?:rebooked|updated|changed|moved|cancel?led|switched|swapped|"
    r"upgraded|downgraded|added|removed)\s+(?:for|on)\s+(?=\S)",
    # a headline that is the whole sentence: "Cabin updated.", "Checked bags added.", "JG7FMM
    # downgraded!" (not "Nothing changed.", "It'll be updated.")
    r"(?:^|(?<=[.!?] )|(?<=\n))[^\S\n]*[*_]*(?:(?!(?:will|be|would|can|could|should|must|may|might|"
    r"to|not|never|being|nothing|none|no|if|when|once|what|which)\b)(?![\w#-]*'(?:ll|d)\b)"
    r"[\w#-]+\s+){1,3}(?:rebooked|updated|changed|moved|cancel?led|canceled|switched|swapped|"
    r"upgraded|downgraded|added|removed|exchanged|modified|corrected)[*_]*\s*(?:[.!]|$|"
    r"[\u2600-\u27bf\U0001f300-\U0001faff])",
    r"\breflects? (?:the|your) (?:new|updated|changed|requested)\b",
    # a request said to exist now: "your vacuum exchange is placed", "the return is logged"
    r"\b(?:exchange|return|cancel?lation|refund|change|modification|update|rebooking|request)s?"
    r"\b[^.;!?\n]{0,20}?\b(?:is|are|was|were|has been|have been) (?:now |already |all )?"
    r"(?:placed|created|opened|arranged|finali[sz]ed|approved|accepted|recorded|"
    r"registered|set up|in place|in the system|on file)\b",
)
# the agent's own check of a change not yet made ("I haven't re-opened the order to
# double-check", "we haven't been able to verify it"): a not-done phrase that claims.py reads as
# the agent's admission (claim_scope.unchecked), never as the change undone
UNCHECKED = (
    r"\b(?:have not|haven'?t|had not|hadn'?t|did not|didn'?t)\s+(?:yet\s+|actually\s+)?"
    r"(?:been able to\s+(?:confirm|verify|check|see|double[- ]check|re-?check)|confirmed|verified|"
    r"checked|re-?(?:opened|checked|loaded|pulled|verified|confirmed|looked|read)|"
    r"double[- ]checked|"
    r"looked|gone back|pulled (?:up|it|them|the))\b"
    # "I can't yet say whether it actually registered": the outcome left unvouched
    r"|\b(?:can(?:'t|not)|can not)\s+(?:yet\s+)?(?:say|tell|be sure|vouch)\s+(?:yet\s+)?"
    r"(?:whether|if)\b"
    # "I can't yet see confirmation that the change is on the reservation"
    r"|\b(?:can(?:'t|not)|can not|don'?t|do not)\s+(?:yet\s+)?see\s+(?:any\s+|a\s+)?"
    r"(?:confirmation|proof|evidence)\b(?! of (?:any )?(?:problems?|issues?|errors?|trouble))"
    # "submitted, still waiting for it to show as cancelled on the booking"
    r"|\b(?:still\s+)?waiting\s+(?:for|on)\s+(?:it|them|that|this|the\s+\w+)\s+to\s+(?:show|"
    r"appear|register|update|reflect|come through|go through|land)\b"
)
_NOT_DONE = (
    # the change's verb left out, denied ("#W2466703 is updated and #W2166301 isn't", "..., but
    # XEHM4B hasn't")
    r"\b(?:(?:is|are|was|were|has|have|did|does) not|isn'?t|aren'?t|wasn'?t|weren'?t|hasn'?t|"
    r"haven'?t|didn'?t|doesn'?t)(?: yet)?(?=\s*(?:[.;,!?)\u2014\u2013]|$))",
    r"\b(?:did not|didn'?t|does not|doesn'?t|has not|hasn'?t|have not|haven'?t|had not|was not|"
    r"wasn'?t|were not|weren'?t|is not|isn'?t|are not|aren'?t|could not|couldn'?t)\s+(?:yet\s+|"
    r"actually\s+|really\s+)?(?:been\s+)?(?:successfully\s+|fully\s+)?(?:go through|gone through|"
    # ("the camera that isn't working for you": the item's fault, no change's outcome)
    # ("the bags didn't go on": onto the booking, said of nothing else)
    r"(?:go|gone|get|got|make it) on(?:to)?(?=\s*(?:[.;,!?)\u2014\u2013]|$|(?:the|your) (?:booking|"
    r"reservation|order|itinerary|record)\b|it\b|there\b))|"
    r"take effect|taken effect|happen|happened|work(?!ing)|worked|stick|stuck|apply|applied|save|"
    r"saved|reflect|reflected|show|shown|register|registered|record|recorded|update|updated|change|"
    r"changed|"
    rf"complete|completed|process|processed|{_VERBS})"
    # ("your travel insurance doesn't change anything about fees": no effect of anything)
    # ("Sorry the 10x zoom didn't work out!": a disappointment, no change's outcome)
    r"(?!\s+(?:anything|much|a thing|out)\b)"
    # ("membership on its own doesn't change the refund rules": what something in general
    # does not affect, no state of the change)
    r"(?!(?<=does not change)\s+(?:the|your|its|their|how|what|whether|which)\b)"
    r"(?!(?<=doesn't change)\s+(?:the|your|its|their|how|what|whether|which)\b)"
    r"(?!(?<=doesn\u2019t change)\s+(?:the|your|its|their|how|what|whether|which)\b)",
    r"\bnot (?:yet )?(?:been )?(?:reflected|applied|updated|changed|processed|registered|"
    r"saved|effective|in effect|through|complete|completed)\b",
    # "the nonstop didn't get applied", "it never got saved"
    r"\b(?:did not|didn'?t|has not|hasn'?t|have not|haven'?t|never)\s+(?:yet\s+|actually\s+)?"
    r"(?:get|got|gotten)\s+(?:applied|saved|processed|registered|recorded|updated|changed|made|"
    r"reflected|put through|carried out)\b",
    # "the return did not succeed", "it wasn't successful", "the change isn't in effect"
    r"\b(?:did not|didn'?t|does not|doesn'?t|has not|hasn'?t)\s+(?:yet\s+|actually\s+)?"
    r"succeed(?:ed)?\b",
    # "the flight change on XEWRD9 errored out", "... fell through", "... is still pending"
    r"\b(?:cancel?lation|return|exchange|change|update|modification|upgrade|downgrade|request|"
    r"rebooking)s?\b(?:\s+(?:for|of|on|to)\s+\S+)?\s+(?:errored(?: out)?|(?:came back|"
    r"returned) (?:with )?an error|(?:hit|threw|ran into) an? (?:error|problem)|never happened|"
    r"fell through|(?:did not|didn'?t) come through|(?:is|are) still pending|(?:remains?|stays?) "
    r"pending|bounced)\b",
    # "The lamp swap from earlier never actually made it onto the order"
    r"\bnever (?:actually |really )?(?:made it (?:onto|on|into|in|to|through)|went (?:in|through)|"
    r"got (?:onto|on|into|through))\b"
    r"(?: (?:the|your) (?:order|booking|reservation|record|account|system|itinerary))?",
    r"(?:\b(?:was|were|is|are) not|\b(?:wasn|weren|isn|aren)'?t)\s+(?:yet\s+)?(?:successful|"
    r"in effect|done|finished|complete|completed|through)\b",
    # ("what you still have on #W74 is ...": what is left beside the change, no old state)
    r"(?<!\bwhat you )(?<!\bwhat you'll )(?<!\bwhat you will )(?<!\bwhat's )"
    r"\bstill (?:shows?|lists?|has|have|reflects?|reads?|displays?|says|on|in|the same|leaving|"
    r"departing|flying out|returning|routed (?:through|via)|"
    r"unchanged|at|booked on|scheduled|ships? to|shipping to|goes to|going to|headed to|heading to|"
    # "#W40 is still addressed to 443 Maple Drive"
    r"addressed to|set to|being (?:shipped|sent|delivered) to|delivering to|"
    # ("#W4923227 is still charged to your Mastercard")
    r"holds?|contains?|charged (?:to|on)|billed (?:to|on)|paid (?:with|by|on|from))\b",
    r"\b(?:did not|didn'?t|has not|hasn'?t|does not|doesn'?t) (?:actually |really )?(?:take|land|"
    r"landed|save|hold)\b",
    # (passengers who "stay on the reservation" are on the booking, not on its old state)
    r"\b(?:remains?|stays?|stayed|remained) (?:the same|unchanged|as (?:it was|before)|(?:on|in)"
    r"(?! (?:the|this|your|that) (?:reservation|booking|trip|itinerary|order|account)\b| file\b|"
    r" record\b))\b",
    r"\bunchanged\b",
    # a check of the change not yet made ("I haven't re-opened the order to double-check", "we
    # haven't been able to verify it"): claims.py reads it as the agent's admission (the change's
    # claims hedged, or put to a check the message announces), never as the change undone
    UNCHECKED,
    # "accepted but hasn't taken hold", "with no return attached", "no refund is pending"
    r"\b(?:has not|hasn'?t|have not|haven'?t|did not|didn'?t) (?:yet )?(?:taken|take) hold\b",
    r"\b(?:no|without an?) (?:return|exchange|refund|cancel?lation|change|modification)s?\b"
    r"[^.;!?\n]{0,20}?\b(?:attached|requested|pending|registered|recorded|on file|in place)\b",
    # "#W4073673 has no exchange or return on it yet"
    r"\b(?:has|have|shows?|with) no (?:return|exchange|cancel?lation|change|modification)s?"
    r"(?:\s+or\s+(?:an?\s+)?\w+)?\s+(?:on|against|for)\s+(?:it|them|(?:the|this|that|your)\s+"
    r"order|#W\d+)\b",
    # a booking or order still live while its cancellation is told of: "Z7GOZK is still active
    # even though the cancel request returned success"
    r"\bstill (?:showing as |listed as |marked as )?['\"\u2018\u201c]?"
    r"(?:active|open|pending|live)\b(?=[^.;!?\n]{0,80}\bcancel)",
    r"\b(?:update|change|request|modification|cancel?lation|operation|write|rebooking|booking|"
    r"exchange|return|upgrade|downgrade|switch|swap)(?:\s+(?:of|for|on|to)\s+\S+)? "
    r"(?:has )?failed\b",
    # "Nothing changed on 4NQLHD yet", "the new flights aren't on your booking yet"
    r"\bnothing (?:has )?(?:changed|been changed|been updated)\b",
    r"\b(?:is|are)(?:n'?t| not) (?:yet )?(?:on|in|showing on|showing in|reflected on|reflected in) "
    r"(?:your|the) (?:booking|reservation|order|itinerary|account|record)\b",
    # "the nonstop isn't on it yet", "the new address isn't there yet"
    r"\b(?:is|are)(?:n'?t| not) (?:on|in|showing on|showing in|reflected on|reflected in) "
    r"(?:it|there) yet\b",
    r"\b(?:is|are)(?:n'?t| not) there yet\b",
    # "Current flights on 1N99U6: HAT284 and HAT152 ... The nonstop isn't on there."
    r"\b(?:is|are)(?:n'?t| not) (?:on|in|showing on|showing in|reflected on|reflected in) there\b",
    # "your two bags aren't on YAX4DR yet"
    r"\b(?:is|are)(?:n'?t| not) (?:yet )?(?:on|in|showing on|showing in|reflected on|reflected in) "
    r"(?-i:#W\d{7}|[A-Z0-9]{6})\b",
    # the act reported as not done: "#W24 couldn't be cancelled", "I wasn't able to cancel it"
    r"\b(?:could(?:n'?t| not)|was(?:n'?t| not) able to|were(?:n'?t| not) able to|failed to)\s+"
    r"(?:be\s+)?(?:cancel|cancel?led|canceled|process|processed|update|updated|change|changed|"
    r"complete|completed|modify|modified|return|returned|exchange|exchanged|apply|applied|save|"
    r"saved|move|moved|switch|switched|rebook|rebooked|book|booked|add|added|remove|removed|"
    r"upgrade|upgraded|downgrade|downgraded)\b",
    r"\bno (?:change|return request|exchange request|cancel?lation) (?:on|to|in|was|has)\b",
    r"\bno longer\b.{0,40}\b(?:effect|applied)\b",
    rf"\bno \w+(?: \w+)? (?:has|have|was|were|is|are) (?:yet )?(?:been )?{_VERBS}",
    r"\bfailed to (?:update|change|apply|save|process|take effect)\b",
    # "the modification was unsuccessful", "the system rejected the change"
    r"\b(?:was|were|is|are|has been|have been) (?:unsuccessful|rejected|declined|denied)\b",
    r"\b(?:rejected|declined|refused) (?:the|your|my) (?:change|update|modification|request|"
    r"cancel?lation|exchange|return|rebooking|booking|upgrade|downgrade)\b",
    # the change said impossible for the entity now: "so it can no longer be cancelled", "I was
    # unable to cancel #W97" ("cannot be cancelled" is as often a rule said of other entities)
    r"\b(?:can|could) no longer be (?:cancel?led|canceled|modified|changed|returned|exchanged)\b",
    r"\b(?:was|were) (?:unable|not able) to (?:cancel|modify|change|update|return|exchange|process|"
    r"add|remove|rebook|move|switch)\b",
    # "nothing has been cancelled yet", "the cancellation of your order failed"
    rf"\bnothing (?:has|have|had|was|is) (?:yet |actually )?(?:been )?{_VERBS}",
    r"\b(?:cancel?lation|change|update|modification|exchange|return|request|downgrade|upgrade)"
    r"(?:\s+(?:of|for|on)\s+[^.;!?]{0,40}?)?\s+(?:has\s+|had\s+)?failed\b",
    # a hedged not-done: "doesn't appear to have gone through", "doesn't seem to have registered"
    r"\b(?:does not|doesn'?t|do not|don'?t|did not|didn'?t) (?:appear|seem|look) to (?:have )?"
    rf"(?:been )?(?:go through|gone through|taken effect|take effect|registered|register|stuck|"
    rf"worked|{_VERBS})",
)


# a status given as not yet confirmed: "cancellation sent, not yet confirmed", "(unconfirmed)",
# "pending confirmation"
UNCONFIRMED_STATUS = re.compile(
    r"(?:(?<=[,(\u2014\u2013:] )|(?<=[,(]))(?:but |though |still )?(?:not (?:yet )?(?:been )?"
    r"(?:confirmed|verified)|unconfirmed|unverified|(?:pending|awaiting) confirmation)\b"
    r"(?![^.;!?\n]{0,20}\b(?:by you|with you|your)\b)"
    # a line's label holding what follows open: "Still confirming: #W3792453 (skateboard)"
    r"|(?:^|(?<=\n))[^\S\n]*(?:[-*\d.)][^\S\n]*)*[*_]*(?:still (?:confirming|checking|"
    r"verifying)|not yet confirmed|unconfirmed|(?:pending|awaiting) confirmation)[*_]*\s*:",
    re.IGNORECASE,
)


# How a claim is said: the system or the tool answering, a check of what may be done, a part of
# several (claims.py reads a claim with these).
_BY_SYSTEM = re.compile(
    r"(?:system|records?|tool|response|reply|acknowledge?ment)\b", re.IGNORECASE
)
# what the tool answered, said as the change's state: "the change was accepted"
_ACKED = re.compile(
    r"\b(?:accepted|acknowledged)\b|^(?:shows?|showing|reads?|is marked|is listed)\b"
    r"|\bwithout (?:(?:an?|any) )?(?:errors?|issues?|problems?)\b",
    re.IGNORECASE,
)
# the tool's answer reported ("came back OK", "the call returned 'cancelled'")
_ANSWERED = re.compile(
    r"\b(?:came|come|comes) back\b|\b(?:returned|responded|reported|gave)\b"
    # the call itself said to have worked: "The modification call succeeded"
    r"|\bcall\s+(?:itself\s+)?(?:succeeded|was successful|completed successfully)\b",
    re.I,
)
# a check of what may be done, not of a change made: "... to see whether it can be cancelled"
_ELIGIBILITY = re.compile(
    r"(?:[^.;!?\u2014\u2013]{0,60}?\b(?:whether|if)\s+(?!not\b))?\s*(?:[\w'#-]+\s+){0,4}?"
    r"(?:still\s+)?(?:can|could|may|is eligible|are eligible|is allowed|are allowed|"
    r"qualif(?:y|ies))\b",
    re.IGNORECASE,
)
# the tool's answer reported after the claim: "went through without errors"
_NO_ERROR_AFTER = re.compile(
    r"\s+(?:without|with no) (?:an? |any )?(?:errors?|issues?|problems?)\b", re.IGNORECASE
)
_PARTITIVE = re.compile(
    r"\b(?:one|two|three|four|five|six|(?<![$\u20ac\u00a3.,])\d+|some|most|all but one|none) of "
    r"(?:the|your|these|those)\b(?:\s+\w+){0,3}\s*$",
    re.IGNORECASE,
)


# the members of a partitive named right after its claim: "(#W3792453 and #W5565470)"
_MEMBERS_AFTER = re.compile(r"[:\s]*\((?:\s*(?:and\s+)?#?[A-Z0-9]{5,12}\b[,\s]*)+\)")
# (of the unchecked admissions, the one that may also deny the change: "hasn't confirmed")


# a claim withheld or denied by its frame: "I won't tell you it's cancelled", "I can't say it's
# done"
_NEG_FRAME = re.compile(
    r"\b(?:won't|will not|can't|cannot|can not|wouldn't|would not|don't want to|not going to) "
    r"(?:tell you|say|claim|confirm|promise|report)(?: (?:that|to you))?\s+$"
    # "so I'm holding off on telling you it's done": the claim kept back
    r"|\bhold(?:ing)? off (?:on |from )?(?:telling you|saying|claiming|confirming|promising|"
    r"reporting|calling it)(?: (?:that|to you))?\s+$"
    # "that alone doesn't prove the booking itself was updated": the claim's proof denied
    r"|\b(?:doesn't|does not|don't|do not|didn't|did not|isn't|is not|can't|cannot) (?:prove|mean|"
    r"guarantee|confirm|show|establish|tell (?:us|me|you))(?: that)?(?: [\w#'-]+){0,4}\s+$",
    re.IGNORECASE,
)
# the agent's own earlier claim told again ("I told you it was cancelled, but I was too quick"):
# no claim made now
_SAID_EARLIER = re.compile(
    r"\b(?:i|we)(?: had)? (?:told you|said|mentioned|wrote|thought|assumed|reported|claimed)"
    r"(?: (?:earlier|before|previously))?(?: that)? (?:it|they|this|that|(?:(?:the|your|my) "
    r"(?:[\w-]+ )?)?[#\w-]+)(?:'s)? $"
    # "The change I told you went through didn't actually apply": a relative clause's gap
    r"|\b(?:i|we)(?: had)? (?:told you|said|mentioned|wrote|claimed|reported)(?: earlier| before| "
    r"previously)? $",
    re.IGNORECASE,
)


# inside a condition that opens its sentence: "If your Mastercard still shows the charge after a
# few days, let me know"
SUPPOSED_IN = re.compile(
    r"\W*(?:(?:and|but|so|also|now),?\s+)?(?:if|unless|in case)\b[^,;:\u2014\u2013]*$",
    re.IGNORECASE,
)
