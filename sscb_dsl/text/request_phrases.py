"""The phrases of a change asked for, not claimed (text/claims.py): a request said sent, taken
by the system or pending ("I've submitted the change", "the system accepted your request",
"once the change is finalized"), which leave the outcome unsaid. Data only."""

from __future__ import annotations

import re

# Sending a request says the call was made, not that it took effect: with a check announced or
# asked for it is a verifying use, alone it is unsure.
_ATTEMPT = re.compile(
    r"\b(?:i(?:'ve| have)|we(?:'ve| have)|i|we)\s+(?:just\s+|now\s+|also\s+)?(?:submitted|sent|"
    r"initiated|attempted|tried|filed|requested|entered|lodged|raised|put (?:through|in))\b"
    # ("I've put the change in for you")
    r"|\b(?:i(?:'ve| have)|we(?:'ve| have))\s+(?:just\s+|now\s+)?put (?:the|your|this|that) "
    r"(?:[\w-]+ ){0,2}?(?:change|request|cancell?ation|update|modification|exchange|return|"
    r"rebooking|downgrade|upgrade)s? (?:in|through)\b"
    r"|\b(?:has|have|'s|'ve) (?:already )?been (?:submitted|sent(?! back)|initiated|filed|"
    r"requested)\b"
    # the agent's own part said done, "on my end": "has been processed on my end", "is logged on
    # my side", "has been put through on my side" (what the system made of it is not said)
    r"|\b(?:(?:has|have|'s|'ve) been|is|are|was|were) (?:now |also |all )?(?:processed|put through|"
    r"logged|entered|recorded|registered|submitted|placed|filed|done|completed|handled|actioned) "
    r"on (?:my|our) (?:end|side)\b"
    # the change said "handled", what became of it unsaid: "Both of your business bookings have
    # been handled" (the writers label it unresolved)
    r"|\b(?:has|have) (?:now |all |both )?been (?:\w+ )?handled\b(?! on (?:my|our) (?:end|side))"
    # the request or the booking said processed or logged, what it made of the change unsaid:
    # "Your request has been processed", "JG7FMM has been processed", "is now processing", "The
    # address change is with the system now" (the change's own word, "the return is processed",
    # stays a claim)
    r"|\b(?:request|reservation|booking|order)s?\s+(?:(?:has|have) (?:now |just )?been|is|are|was|"
    r"were)\s+(?:now\s+)?(?:processed|logged)\b"
    r"|(?:^|(?<=[.!?] )|(?<=\n))[*_]*(?-i:[A-Z0-9]{6})(?:'s (?:request|change|update))?[*_]*\s+"
    r"(?:has|have) (?:now |just )?been (?:processed|logged)\b"
    r"|\brequests?\b[^.;!?]{0,40}?\b(?:has|have) (?:now |just )?been (?:processed|logged)\b"
    # ("The name update on 3RK2T9 is logged": the writers label a change said logged
    # unresolved, 5 of 5)
    r"|\b(?:change|update|modification|cancell?ation|return|exchange|rebooking|downgrade|"
    r"upgrade)s?\b[^.;!?\n]{0,20}?\b(?:is|are|was|were|has been|have been) (?:now |already )?"
    r"logged\b"
    r"|\b(?:is|are|'s) (?:now |currently |still )?processing\b"
    r"|\b(?:is|are|'s) (?:now )?with the system(?: now)?\b"
    # ("UDMOP1's cancellation is in the system", "your bag request is through to the system": the
    # writers label it unresolved, 3 of 3)
    r"|\b(?:is|are|'s) (?:now )?(?:in|through to) the system(?:'s queue)?(?: now)?\b"
    # the request handed on: "I've passed your flight change to the system"
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:just\s+|now\s+)?(?:passed|handed|forwarded|pushed)\b"
    r"[^.;!?\n]{0,40}?\b(?:on )?to the (?:system|airline|backend|back end)\b"
    # the change asked of the system: "I've asked the system to change the suite number"
    r"|\b(?:i|we)(?:'ve| have)?\s+(?:just\s+|now\s+)?(?:asked|told|instructed|requested) the "
    r"(?:system|airline|backend|back end) to\b"
    # ("The modification went in on my side")
    # ("went through on my end" claims the change: the writers read it so)
    r"|\b(?:went|has gone|have gone|got) in on (?:my|our) (?:end|side)\b"
    # "the cancellation request for D1EW9B went in"
    r"|\brequests?\b[^.;!?]{0,40}?\b(?:went in|has gone in|have gone in|is in|are in|(?:was|"
    r"were) (?:sent|submitted|filed|placed|lodged)|(?:is|are|has been|have been) (?:now )?lodged)\b"
    # the change said in hand, not done: "the skateboard from #W3792453 is being handled"
    r"|\b(?:is|are|'s|'re) (?:now |currently |also |still )?being (?:handled|processed|taken care "
    r"of|worked on|set up|sorted(?: out)?|looked after|arranged|organi[sz]ed|finali[sz]ed|updated|"
    r"applied)\b"
    # "the flight change is in progress", "it's reflected on our side as submitted" (a return
    # or an exchange in progress is made: its request registered is the change)
    r"|(?<!swap )(?<!swaps )(?<!exchange )(?<!exchanges )(?<!return )(?<!returns )"
    r"\b(?:is|are|'s|'re) (?:now |currently |still )?in progress\b"
    r"|\b(?:reflected|shown|shows|showing|listed|marked|recorded|logged)\s+(?:on (?:our|my) "
    r"(?:side|end)\s+)?as\s+(?:submitted|requested|in progress|received)\b",
    re.IGNORECASE,
)
# The change's request said sent, in the words of a status ("Order #W2417020 — cancellation
# submitted", "Change submitted"): said plainly it is no claim that the change took effect;
# hedged or put to a check it is read as the claim the clause qualifies ("successfully
# submitted" says it succeeded: a claim).
REQUEST_SENT = re.compile(
    r"\b(?:change|update|modification|cancel?lation|exchange|return|booking|rebooking|swap|"
    r"switch|upgrade|downgrade|refund)s?\s+(?:requests?\s+)?(?:(?:for|on|of)\s+[*_]*#?"
    # (or for a new value said: "Your change for the 21st is in process")
    r"[A-Z0-9]{6,}[*_]*\s+|(?:for|to)\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+"
    # (or the new item: "The swap to the blue 8-hour pair has been queued")
    r"|to\s+(?:the|your)\s+[^.;!?\n]{1,40}?\s+(?=(?:is|was|has been|have been|are|were)\s))?"
    r"(?:(?:is|was|has been|have been|are|were)\s+)?(?:(?:actually|really|"
    # ("the request is queued", "in the queue")
    r"properly|fully|correctly|indeed|now|just)\s+)?(?:submitted|requested|sent|queued|in the "
    # ("your address change request has been received", "the update is processing", "the bag
    # update went to the system")
    r"queue|received|logged|(?:being )?processing|being processed|(?:went|gone|has gone) (?:in)?to "
    r"the system|in process|pending)\b"
    # ("I've processed the name change request for 3RK2T9": the request handled, the change's
    # outcome unsaid)
    r"|\b(?:i(?:'ve| have)|we(?:'ve| have))\s+(?:just\s+)?(?:processed|put through|handled|sent "
    r"through|passed on)\s+(?:the|your)\s+(?:[\w-]+\s+){0,3}?requests?\b",
    re.IGNORECASE,
)
# The change's outcome put off to when it settles ("You'll get an email once the change is
# finalized", "once the change posts", "once the downgrade on JG7FMM posts"): an attempt whose
# outcome is unsaid, read before the done phrase inside it ("is finalized")
OUTCOME_PENDING = re.compile(
    r"\b(?:once|after|when) (?:the|your) (?:[\w-]+ )?(?:change|update|modification|cancel?lation|"
    r"exchange|rebooking|swap|switch|upgrade|downgrade)s? (?:(?:on|for|to|of) (?:your |the )?"
    r"[\w#-]+ )?(?:is |has |have |are )?(?:finali[sz]ed|"
    r"posts|posted|clears|cleared|settles|settled|completes|complete|processed|"
    # ("once the downgrade is reflected on JG7FMM", "once the change shows on the booking")
    r"(?:(?:is|are) )?(?:reflected|applied|registered) (?:on|in)|shows(?: up)? (?:on|in)|"
    r"appears (?:on|in)|goes through|takes effect)\b",
    re.IGNORECASE,
)
# the system said to have taken the request, the change itself unsaid ("The system confirmed
# your cancellation request", "The cancellation request was accepted by the system", "The
# request has gone through to the system"): an attempt whose outcome is unsaid, read before the
# done phrases inside it ("confirmed", "gone through")
REQUEST_TAKEN = re.compile(
    r"\b(?:system|tool) (?:has )?(?:confirmed|accepted|received|acknowledged|logged|took|taken) "
    r"(?:your|the) (?:[\w-]+ )?requests?\b"
    # "The system accepted the new address": the new value taken as a request
    r"|\b(?:system|tool) (?:has )?(?:accepted|acknowledged|took|registered|logged) (?:your|the) "
    r"new\b"
    # "Your request for order #W3361211 has been received", "... accepted by the system"
    r"|\brequests?(?: (?:for|to) [^.;!?\n]{1,60}?)? (?:is|was|has been|have been) (?:now )?"
    r"(?:received|logged|acknowledged|registered|accepted by the system)\b"
    r"|\brequests? (?:(?:is|was|has been|have been|has|have)\s+)?(?:(?:went|gone) (?:through )?"
    r"(?:in)?to the system|accepted by the system|been accepted by the system)\b"
    # "The request for HAT041 is with the system now", "The JG7FMM request came back fine"
    r"|\brequests? (?:for [*_]*#?[A-Z0-9]{3,}[*_]* )?(?:is|are) (?:now )?with the system\b"
    r"|\brequests? came back (?:fine|ok(?:ay)?|clean|without (?:an )?errors?)\b"
    # "Your request to swap the earbuds for the blue 8-hour pair is now processing"
    r"|\brequests? (?:to|for) [^.;!?\n]{1,60}? (?:is|are) (?:now |still )?(?:processing|being "
    r"processed|in progress|in the queue|queued)\b",
    re.IGNORECASE,
)
