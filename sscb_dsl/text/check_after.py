"""A later clause of a statement's sentence that puts what was just said to a check ("The
order shows the bottle as plastic, so I'd like to double-check the item", "... — verifying
now", "..., though I'll need to check that"): modality.mode_at reads the value as asked about,
not stated. A check of something else ("so I need to check seat availability") is none."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.modality_phrases import _HEDGE, _VERIFY
from sscb_dsl.text.prefilter import probe, search

# a clause conceding what was said: "..., though I'd want to double-check that"
_CONCEDING = re.compile(r"^\W*(?:though|although)\b", re.IGNORECASE)

_SO_CHECK = re.compile(
    r"^\s*,?\s*(?:and\s+)?(?:so|hence|which is why|that'?s why|therefore)\b", re.IGNORECASE
)
# what a check is of when it is not the value: "so I need to check seat availability"
OTHER_OBJECT = re.compile(
    r"\s+(?:the\s+|your\s+)?(?:(?:return|refund|exchange|cancellation)\s+(?:window|policy|period|"
    r"deadline|status)|window|deadline|timeline|refund|seat|seats|availability|prices?|fares?|options|"
    r"eligibility|policy|"
    # ("so I'll check HAT232's arrival time for you")
    r"(?:[\w-]+'s\s+)?(?:arrival|departure|boarding|landing)\s+times?|schedule|gate|terminal|"
    r"rules|stock|inventory|alternatives|other|another|whether (?:you|there)|if (?:you|there)|"
    # a measure against a limit: "so we can see whether it's over 3 hours"
    r"(?:whether|if) (?:it|that|the [\w-]+)(?:'s| is| was| runs| lasts) (?:over|under|longer|"
    r"shorter|more|less|within|above|below)|"
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


def checked_after(doc: Doc, seg_index: int) -> bool:
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
        if check and not OTHER_OBJECT.match(text, check.end()):
            return True
        if _BUT_CHECK.search(text) and not search(_HEDGE, doc.text[seg.start : seg.end], known):
            return True
        if _CHECKING_NOW.search(text):
            return True
        if _CHECK_SAID.search(text) and not (
            # ("it's the 750ml, I think, though I'd want to double-check that": hedged in its own
            # words; the concession says why)
            _CONCEDING.match(text)
            and search(_HEDGE, doc.text[doc.sentences[seg.sentence].start : s.start], known)
        ):
            return True
    return False


# a later clause that checks what was just said: "... shows tomorrow's date, though — I'll need
# to check that" (not "check that the flight is open": a clause follows)
_CHECK_SAID = re.compile(
    r"^\W*(?:(?:and|so|but|though|although)\s+)?(?:i(?:'ll| will)|i need to|"
    r"i(?:'d| would) (?:like|want) to|i want to|"
    r"let me|i have to|i must|we(?:'ll| will)|we need to)(?:\s+(?:need|have|want) to)?\s+"
    r"(?:first\s+)?(?:check|verify|confirm|double[- ]check|look into|re-?check)\s+(?:that|this|it)"
    # ("... against the catalogue": where it is checked)
    r"(?:\s+(?:against|with|in) (?:the|your) [\w -]{1,30}?)?"
    r"(?:\s+(?:first|again|out))?(?=\s*(?:[.;!?,\u2014\u2013)]|$))",
    re.IGNORECASE,
)


# a later clause saying the check of what was just said is under way: "cancellation submitted
# — verifying now", "...; I'm confirming it registered"
_CHECKING_NOW = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:(?:now|still|currently|"
    r"just)\s+)?(?:verifying|checking|confirming|double[- ]checking|re-?checking)(?:\s+(?:now|"
    r"(?:that|whether|if)\s+it\s+(?:registered|went through|took effect|took|stuck|applied|is "
    r"(?:done|through|in effect))|(?:that|this|it)(?:\s+(?:registered|went through|took effect|"
    r"took|stuck|applied))?|on (?:it|that|this)))?(?:\s+(?:now|first))?\s*[.!]?[\s|]*$",
    re.IGNORECASE,
)


# a check the message announces, or a question: "I'll re-read the reservation", "one moment",
# "I still need to confirm", "Is it showing on your side?"
CHECK_ANNOUNCED = re.compile(
    r"\?|\b(?:let me|let's|i(?:'ll| will|'m going to| am going to|'d like to| would like to| "
    r"want to| need to| still need to|'d rather| would rather)|we(?:'ll| will)|give me a "
    r"(?:second|moment|minute|sec))\b[^.;!?\n]{0,40}?\b(?:check|verify|confirm|re-?check|"
    r"double[- ]check|re-?read|re-?open|re-?load|look|pull|open|make sure|find out|sort)\w*"
    r"|\b(?:one|just a) (?:moment|"
    r"second|sec)\b|\b(?:checking|verifying|confirming) (?:now|it|that|on)\b",
    re.IGNORECASE,
)
