"""A sentence that takes the statement before it up only to qualify it (text/modality.py reads
the statement as hedged): "That said, I haven't double-checked it", "That's my best guess",
"Though the record may not be accurate", "Unless the record is wrong, that is"."""

from __future__ import annotations

import re

from sscb_dsl.text.value_clause_phrases import (
    _SELF_DOUBT,
    _UNVOUCHED,
)

# the qualifications the development writers read as a hedge of what came before (labelled
# qualified where nothing is asked or checked), in words of any domain
_GENERIC = (
    # "At least, that's my reading of the record", "that's how I read it"
    r"|at least,? (?:that's|that is) (?:my (?:reading|understanding|take|interpretation)|how i "
    r"(?:read|understand|see) it)\b"
    # "Though the record may not be accurate", "the system could be out of date"
    r"|(?:though |but |then again,? )?(?:the|that|this|its|your|our) (?:[\w-]+ )?(?:record|system|"
    r"data|listing|entry|information|order|profile|booking|reservation|catalogue|catalog) "
    r"(?:may|might|could) (?:not be (?:accurate|right|correct|up to date|current|reliable)|be "
    r"(?:wrong|mistaken|off|inaccurate|outdated|out of date|stale))\b"
    # "Unless the record is wrong, that is"
    r"|unless (?:the|that|this|it|my|our|its) (?:[\w-]+ )?(?:is|'s|was|are) (?:wrong|mistaken|"
    r"out of date|outdated|inaccurate|off|stale)\b"
    # "That's my best guess", "that's only my understanding"
    r"|(?:that|this)(?:'s| is) (?:just |only )?(?:my|our) (?:best )?(?:guess|estimate|assumption|"
    r"understanding|impression|reading)\b"
    # "I'm fairly, but not entirely, confident", "I'm reasonably sure"
    r"|(?:i'?m|i am) (?:fairly|reasonably|pretty|mostly)(?:,? but not (?:entirely|completely|"
    r"fully|totally|100%),?)? (?:sure|confident|certain)\b"
    # "That said, I can't be fully sure the record is right"
    r"|(?:i|we) (?:can't|cannot|can not|couldn't) be (?:fully |entirely |completely |totally |"
    r"100% |absolutely )?(?:sure|certain|confident)\b(?!,? (?:that |whether |if )?you\b)"
    # "If that's wrong, let me know": the statement offered for correction
    r"|if (?:that|this|it)(?:'s| is) (?:wrong|not right|incorrect|off|not correct|mistaken)\b"
    # "I think that's what the record says": the reading passed on as the speaker's belief
    r"|i (?:think|believe) (?:that's|that is|this is) what (?:the|our|your) (?:[\w-]+ )?(?:record|"
    r"system|booking|reservation|order|catalogue|catalog|listing|confirmation|profile) (?:says|"
    r"shows|has|lists)\b"
    # "That may need confirming": a check left to someone, none announced
    r"|(?:that|this|it) (?:may|might|could|would) (?:need|want) (?:confirming|checking|verifying|"
    r"double-checking|confirmation|verification)\b"
)

NEXT_QUALIFIES = re.compile(
    # ("That said, I haven't double-checked it", "I'd still confirm with the airline before you
    # travel": the statement before passed on unvouched)
    r"\W*(?:but |though |mind you,? |note:? |that said,? |having said that,? |still,? |then "
    r"again,? |admittedly,? |however,? |well[,\s\u2014\u2013-]+)?"
    # (not "I'd double-check that against the box": a check of its own)
    r"(?:(?:i'd still|i would still|you may want to|you might want to|you'll want to|it's worth|it "
    r"would be worth|i'd recommend|i recommend) (?:still |also |just |first )?(?:confirm|"
    r"double[- ]check|verify|re-?check)(?:ing)? (?:it |that |this |the date |the details )?"
    r"(?:with|against|on) (?:the|your) |"
    r"(?:that|this|it)(?:'s| is) (?:only |just |all |"
    r"entirely |purely )?(?:based (?:only |solely |entirely |purely )?on|going by|from) (?:the|its|"
    r"what|their|our) |(?:that|this)(?:'s| is) (?:at least |only |just )?what it (?:says|shows|"
    r"said|showed),? anyway\b|(?:that|this)(?:'s| is) (?:at least |only |just )?what the "
    r"(?:system|tool|confirmation|response|record|reply|update|order|catalogue|catalog|profile|"
    r"reservation|booking|listing)(?: (?:page|entry|line|record|screen|view))? (?:says|said|shows|"
    r"showed|"
    r"reported|reports|claims|claimed|tells "
    r"me)\b|(?:please |i'd |i would |i'm |i am |we'd |for now,? )?(?:take|treat|taking|treating) "
    r"(?:(?:that|this)(?: [\w-]+)?|it) (?:with a (?:grain|pinch) of salt|with (?:some |a little "
    r"|a bit of |due |extra )?caution|as "
    r"(?:provisional|tentative|unconfirmed|preliminary))\b|(?:that|this)(?:'s| is) (?:still )?"
    r"(?:provisional|tentative|unconfirmed|preliminary|not (?:yet )?(?:confirmed|verified))\b|"
    r"at least,? (?:that's|that is) (?:what|how)\b"
    # "I haven't cross-checked it against the catalogue, so treat the pressure figure as
    # provisional": the statement taken up as unchecked
    r"|(?:i|we) (?:haven't|have not) (?:yet )?(?:re-?|cross-?|double-?)?(?:checked|verified|"
    r"confirmed) (?:that|this|it)\b"
    rf"|(?:but |though )?{_SELF_DOUBT}"
    rf"|(?:but |though |and |so )?{_UNVOUCHED}"
    # ("I'll treat the size as unconfirmed for now")
    r"|[^.;!?]*?\b(?:take|treat) (?:that|this|it|(?:the|that|this|its|their) (?:[\w-]+ ){0,2}?"
    r"[\w-]+) as (?:provisional|tentative|unconfirmed|unverified|preliminary|pending)\b"
    # ("To be safe, I'd check the order status in your account tomorrow": a look left to the
    # user; not "To be safe, I'll check ...", the agent's own check)
    r"|(?:just )?to be (?:safe|sure|on the safe side),? (?:i'd|i would|you (?:may|might|'ll|will) "
    r"want to|it's worth|it would be worth|i'd recommend|i recommend|i'd suggest|i suggest|you "
    r"(?:can|could|should)|please) (?:still |also |just )?(?:check(?:ing)?|keep(?:ing)? an eye on|"
    r"look(?:ing)? at|confirm(?:ing)?|double[- ]check(?:ing)?|verify(?:ing)?|watch(?:ing)?|"
    r"monitor(?:ing)?) (?:your|the)\b"
    # ("I'd suggest keeping an eye on your Mastercard statement to confirm the refund appears")
    r"|(?:i'd|i would) (?:suggest|recommend) (?:keeping an eye on|watching|monitoring|checking) "
    r"(?:your|the)\b"
    # ("I'm not treating the colour as settled yet")
    r"|(?:i'm|i am|we're|we are) not (?:yet )?treating (?:that|this|it|(?:the|its|their) "
    r"(?:[\w-]+ ){0,2}?[\w-]+) as (?:settled|final|certain|confirmed|reliable|definite)\b"
    # ("I'd hold off on counting on that money until the booking itself shows HAT266")
    r"|(?:i'd|i would|you may want to|you might want to|i'd suggest|i suggest|best to) (?:hold "
    r"off on|wait before) (?:counting on|relying on|assuming|spending|planning around)\b"
    rf"{_GENERIC})",
    re.IGNORECASE,
)
