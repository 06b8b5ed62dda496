"""A check announced of what was just said: "I'll verify.", "Let me double-check that.", "I'll
re-read your account to be sure it stuck" (text/modality.py reads the statement before it as put
to verification). A check of something else ("let me check whether the 11 is in stock", "The
$100 balance is a gift card. Let me first check whether the delay qualifies.") is none."""

from __future__ import annotations

import re

# The agent's own act to come, opening the sentence (after a clause saying when: "Before moving
# on to #W8665881, I'll double-check ...")
_I_WILL = (
    r"^\W*(?:before [^.!?,]{1,60}?(?:,\s*|\s+(?=i\b|i'|let me\b)))?(?:but\s+)?(?:i(?:'ll| will|"
    r"'d like to| would like to|"
    r"'m going to| am going to| want to| need to)|let me)\s+"
)
# A check of what was just said, announced on its own: "I'll verify.", "Let me double-check
# that.", "I want to re-check this before we go on."
_CHECK_THAT = re.compile(
    # ("One moment while I verify.", "Bear with me while I double-check that.")
    r"^\W*(?:(?:one|just a|give me a) (?:moment|minute|second|sec)|bear with me),? (?:while|as|"
    r"and) i (?:verify|double[- ]check|check|confirm|re-?check)(?: (?:that|this|it))?\s*[.!]?\s*$|"
    + _I_WILL
    # (a fresh read of the profile: "I'll re-pull your profile before I submit the downgrade")
    + r"(?:(?:quickly|just|first)\s+)?(?:re-?(?:pull|load|fetch|read|check) (?:the|your) "
    r"(?:profile|account)|verify|double[- ]check|check|confirm|re-?check|re-?verify|"
    r"re-?pull|re-?load|re-?fetch|re-?read|re-?open|pull up|look into|dig into"
    # ("Let me make sure that's accurate", "I'll make sure")
    r"|(?:make|be) sure(?:\s+(?:that(?:'s| is)|it(?:'s| is)|this is) (?:accurate|right|correct|"
    r"true|the case|so))?)"
    # a check whose clause restates what was said ("I'll double-check that it now shows as
    # cancelled", "I'll re-read your account to be sure it stuck"): taken up or spoken of, as
    # for "whether" (not "check that the seats are open")
    r"(?:\s+(?:that|this|it|the date|this date|that date|the record|the value|the order|the "
    r"booking|the reservation|on (?:that|this|it)|(?:(?:the|your) (?:account|profile|order|"
    r"reservation|booking|record)\s+)?(?P<wh>how|what|whether|why|where|if|that(?= (?:it|they|"
    r"this|the|your|#?[A-Z0-9]{6,})\b)|to (?:be sure|make sure|confirm|check|see))\b\s*"
    # ("let me check whether the 11 is in stock" checks what is on offer, not what was said)
    # ("... whether the catalogue has one in glass": what is offered, too)
    r"(?![^.!?]*\b(?:in stock|available|availability|on offer|sold out|out of stock|(?:has|have|"
    r"carries|carry|offers?|stocks?|sells?) (?:one|a|an|any|anything|something)\b|comes? in "
    r"(?:a|an|any)\b)\b)"
    r"[^.!?]*?))?"
    r"(?:\s+(?:first|again|in a (?:moment|minute|second|sec)|shortly|right away|now|with an? "
    r"(?:fresh|new|second|quick|another) (?:lookup|look|read|check|"
    r"pull)|to be (?:safe|sure|certain)|just (?:in case|to be safe)|before (?:relying|acting|"
    r"going (?:any )?further|(?:i|we) rely|using it)\b[^.!?]*|before we (?:go on|"
    r"proceed|continue)|before (?:i|we) (?:go on|proceed|continue|change anything)"
    # ("I'll re-pull your profile before I submit the downgrade")
    r"|before (?:i|we) (?:submit|process|apply|make|finali[sz]e|run) [^.!?]*"
    # "I'll confirm it once I've seen the order update"
    r"|(?:once|when|after|as soon as) (?:i(?:'ve| have)?|we(?:'ve| have)?) (?:seen|see|checked|"
    r"check|re-?read|pulled|pull)\b[^.!?]*))?\s*[.!]?\s*$",
    re.IGNORECASE,
)

# the words a check and the statement it may check share (content words and figures), and the
# words that take the statement up or that any check says
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{3,}|\d+")
_TAKEN_UP = re.compile(r"\b(?:it|its|it's|that|that's|this|they|them|which|one)\b", re.IGNORECASE)
_CHECK_STOP = frozenset(
    {"whether", "what", "there", "they", "have", "been", "your", "with", "that", "this", "from",
     "really", "actually", "still", "right", "correct", "first", "again", "about", "would",
     "should", "could"}
)  # fmt: skip


# a check of it advised against another source: "I'd verify that with the airline" (not "I'd
# double-check that figure before we pick a replacement": a caution, the value passed on)
_ADVISED = re.compile(
    r"^\W*(?:but\s+)?i(?:'d| would) (?:still |also |just |first )?(?:verify|double[- ]check|check|"
    r"confirm) (?:that|this|it)(?: date| figure| value)? (?:with|against) (?:the|your) [\w-]+"
    r"(?: [\w-]+)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


# a check of it against another source, announced: "Let me compare that against the product
# catalogue before we pick a new size", "I'll cross-check it with the catalogue"
_SET_AGAINST = re.compile(
    _I_WILL + r"(?:(?:quickly|just|first)\s+)?"
    r"(?:compare|cross[- ]check|check|verify|double[- ]check|match) (?:that|this|it)(?: figure| "
    r"value| date| size| entry)? (?:against|with) (?:the|your|its) [^.!?]*[.!]?\s*$",
    re.IGNORECASE,
)


# a look at another source announced ("let me check the product catalogue for your item
# number"): a check of what was said when that set the record against the user's word ("The order
# says 6 hours and you say 8"); otherwise perhaps a look for what is on offer
_SOURCE_LOOK = re.compile(
    r"^\W*(?:so\s+|but\s+)?(?:i(?:'ll| will|'d like to| would like to|'m going to| am going to| "
    r"want to| need to)|let me)\s+(?:(?:quickly|just|first)\s+)?(?:check|verify|consult|look at|"
    r"look up|pull up|open) (?:the|your|its) (?:product )?(?:catalogue|catalog|listing|product "
    r"page|product record|product entry)\b",
    re.IGNORECASE,
)
_USER_SAYS_OTHER = re.compile(
    r"\b(?:says?|shows?|lists?|has|reads?)\b[^.;!?]{1,40}?\b(?:and|but|while|whereas) you(?:'re| "
    r"are)? (?:say|said|saying|remember|recall|think|mention(?:ed)?)\b",
    re.IGNORECASE,
)


def checks_said(said_text: str, text: str) -> bool:
    """Does ``text`` (a sentence, or a clause of its own) announce a check of what ``said_text``
    said?"""
    if _ADVISED.match(text) or _SET_AGAINST.match(text):
        return True
    if _SOURCE_LOOK.match(text) and _USER_SAYS_OTHER.search(said_text):
        return True
    check = _CHECK_THAT.match(text)
    if check is None:
        return False
    if check.group("wh") is None:
        return True
    # a question it checks takes the statement up ("whether that's right", "what type it is")
    # or speaks of what it said ("whether the card is a gift card"), not of something else
    # ("The $100 balance is a gift card. Let me first check whether the delay qualifies.")
    asked = check.group()[check.end("wh") - check.start() :]
    if check.group("wh").lower() in ("to be sure", "to make sure") and not _WORD.search(asked):
        return True  # "Let me re-open the order to be sure.": a check of what was said
    said = {w.lower() for w in _WORD.findall(said_text)}
    return bool(_TAKEN_UP.search(asked)) or any(
        w.lower() in said for w in _WORD.findall(asked) if w.lower() not in _CHECK_STOP
    )
