"""The questions that put a statement to the user (text/modality.py reads the sentences after a
value with them): a confirmation question taking the statement up ("Is that correct?"), a
record's value asked by its kind ("Is that the date on your itinerary?"), and the sentences
that weigh what follows if it held; and ``confirm_tag_follows``, which reads them after a
statement."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc

# a confirmation question taking up the statement before it (modality.py reads the sentences)
CONFIRM_TAG = re.compile(
    # ("Is that return date really what you booked?")
    # "Is the 18th really right?", "Is the 16th what you have on your itinerary?": the value
    # taken up by a definite noun phrase and put to the user
    r"^\s*(?:(?:is|was) the (?:[\w-]+ ){1,2}?(?:(?:really|actually) (?:correct|right|accurate)|"
    r"(?:really |actually )?what you (?:have|booked|see|expected|planned|meant))\b[^.!?]*\?|"
    # "Is that really when you're coming home?": the statement itself put to the user (not "Is
    # that the date you booked?" after the agent's own statement, a routine confirmation; see
    # KIND_ASKED)
    r"(?:is|was|are) (?:this|that|it|these|those) (?:really|actually|truly|definitely)\b"
    r"(?! (?:all|everything|it|what you(?:'d| would)? (?:like|want|need|prefer))\b)[^.!?]*\?|"
    r"(?:is|does|was) (?:this|that|it|everything)(?: (?!you\b|else\b)[\w-]+){0,2}? "
    r"(?:really |actually )?(?:correct|right|accurate|look (?:correct|right)|"
    r"sound (?:correct|right)|match|agree|line up|what you (?:booked|"
    r"ordered|have|meant|planned|intended|expected|wanted))|"
    r"(?:(?:can|could|would) you (?:please )?"
    r"(?:confirm|verify|check|double[- ]check)|please (?:confirm|verify|double[- ]check)|"
    # ("Would you mind confirming?", "Mind checking that against your confirmation?")
    r"(?:would you |do you )?mind (?:confirming|checking|verifying|double[- ]checking))"
    # (a confirmation of a wish, a plan or another detail asks nothing about the statement:
    # "Please confirm you'd like to proceed", "Could you confirm your passenger name?")
    r"(?!(?:\s*\([^)]{0,12}\))?\s*[:\u2014\u2013-]?\s+(?:that\s+)?(?:you\b|you'd\b|to\b|if\s+you\b|whether\s+you\b|your\b(?!\s+(?:[\w-]+\s+)?"
    r"(?:dates?|day|size|colou?r|capacity|category|card type)\b)|the\s+(?:cancel|change|booking|"
    r"request|upgrade|downgrade|passenger|name|payment|address|order|exchange|"
    # (the retail return, not the return leg's date: "Can you confirm the return date on your
    # itinerary?" puts the date to the user)
    r"return(?!\s+(?:date|day|flight|leg)\b)|modification)))"
    r"|(?:am i|are we) (?:correct|right)|right\?|correct\?"
    # "Could you compare that with your e-ticket and tell me whether it matches?"
    r"|(?:can|could|would) you (?:please )?(?:compare|check|match) (?:that|this|it) (?:with|"
    r"against|to) [^.!?]*\?"
    # the user asked to choose between what was just said: "— which of the two matches what you
    # booked?"
    r"|which (?:one|of (?:the|these|those) (?:two|dates|days|ones|options)(?: \w+)?|of them)\s+"
    r"(?:matches|"
    r"match|is (?:right|correct|it)|did you (?:book|order|get|buy)|do you (?:have|see)|(?:is|was) "
    r"(?:the )?(?:one )?you (?:booked|ordered|have))\b[^.!?]*\?|which is (?:it|right|correct)\b"
    r"[^.!?]*\?)",
    re.IGNORECASE,
)

# A record's value put to the user by its kind: "The record has your return on May 18. Is that
# the date on your itinerary?", "... listed for Thursday, May 16 — is that the date you have?"
# (the development writers label it a verification, 5 of 6; said after the agent's own
# statement it is a routine confirmation; not a wish, "is that the date you'd like?", nor which
# aspect, "is it the size, or something else?")
KIND_ASKED = re.compile(
    r"^\s*(?:is|was) (?:this|that|it) (?:really |actually |still )?(?:the|your) (?:[\w-]+ )?"
    r"(?:date|dates|day|flight|category|type|kind|colou?r|size|variant|version|model)\b(?! "
    r"(?:you(?:'d| would)? (?:like|want|prefer|need)|to)\b)(?!,? or something)[^.!?]*\?"
    # the value of that kind asked of the user who holds it: "Can you tell me what colour they
    # actually are?", "What size is yours, really?"
    r"|^\s*(?:(?:can|could|would) you (?:please )?(?:tell me|let me know|check|confirm)\s+)?what "
    r"(?:colou?r|size|date|day|category|type|kind|capacity|scent|model|version) (?:(?:they|it|"
    r"yours|your [\w-]+(?: [\w-]+)?) (?:actually |really )?(?:are|is)|(?:are|is) (?:they|it|"
    r"yours|your [\w-]+(?: [\w-]+)?)(?:,? actually|,? really)?)\b[^.!?]*\?",
    re.IGNORECASE,
)

# a sentence weighing what follows if the statement holds or not: "If it's a gift card, ..."
WHAT_IF = re.compile(r"^\W*(?:if|assuming|in case|should it|were it)\b", re.IGNORECASE)


# the user asked to confirm or check what was just said: "can you confirm?", "Would you mind
# confirming?", "Please double-check that on your end" (not "Please confirm you'd like ...")
CHECK_REQUEST = re.compile(
    r"\W*(?:(?:can|could|would) you (?:please )?(?:confirm|verify|check|double[- ]check)|(?:would "
    r"you |do you )?mind (?:confirming|checking|verifying|double[- ]checking)|please (?:confirm|"
    r"verify|check|double[- ]check))(?: (?:that|this|it)(?:(?:'s| is) (?:correct|right|accurate)| "
    r"matches [^.?!]*)?(?: (?:on your end|for me|against [\w ]+|before (?:i|we) (?:continue|go "
    r"on|proceed)))?"
    # ... or the fact by its noun, where the user holds it: "Can you confirm the return date on
    # your itinerary before I change anything?"
    r"| (?:the|your) (?:[\w-]+ ){0,2}?(?:date|dates|day|size|colou?r|category|type)(?: (?:on|in|"
    r"from|against) (?:your|the) [\w -]{1,30}?)?(?: before (?:i|we) [\w ]{1,30}?)?)?\s*[?.!]?\s*$",
    re.IGNORECASE,
)


def request_follows(here: str, after: str) -> bool:
    """Does a request that the user confirm or check follow the statement ``here`` states, in
    its own sentence after a dash or comma or as the sentence ``after`` it?"""
    parts = re.split(r"[,;\u2014\u2013]\s*", here)[1:]
    return any(CHECK_REQUEST.match(p) for p in [*parts, after.strip()])


def confirm_tag_follows(doc: Doc, sentence: int, reported: bool = False) -> bool:
    """A confirmation question asks about the statement just before it: in the same sentence
    after the value's segment, or as the next sentence ("Your return is May 18. Is that
    correct?"), or after sentences that only weigh what would follow if it held. A value
    ``reported`` from a record is also put to the user by its kind ("Is that the date on your
    itinerary?")."""
    tags = (CONFIRM_TAG, KIND_ASKED) if reported else (CONFIRM_TAG,)
    here = doc.text[doc.sentences[sentence].start : doc.sentences[sentence].end]
    parts = re.split(r"[,;—–]\s*", here)
    if len(parts) > 1 and any(t.match(p) for t in tags for p in parts[1:]):
        return True
    paragraph = doc.lines[doc.sentences[sentence].line].paragraph
    for j in range(sentence + 1, min(sentence + 4, len(doc.sentences))):
        if doc.lines[doc.sentences[j].line].paragraph != paragraph:
            return False
        text = doc.text[doc.sentences[j].start : doc.sentences[j].end]
        if any(t.match(text) for t in tags):
            return True
        if not WHAT_IF.match(text):
            return False
        # ("... as a gift card while its ID says certificate. If it's a gift card it can cover
        # the difference; if it's a certificate it can't. Which is it?": the consequences of
        # each, then the question)
    return False


# a question that puts a choice among things to use, not what one of them is: "which would you
# like to pay with: the Mastercard ending 6710, the $128 gift card, or the $500 certificate?",
# "I'll need a payment method — your Mastercard, or one of your two gift cards?"
_CHOICE_LEAD = re.compile(
    r"\bwhich (?:one |card |method |payment method |payment |option )?(?:would you like|do you "
    r"want|would you prefer|should i use|shall i use)(?: to (?:use|pay with|go with))?\b"
    # ("2. Payment — your Mastercard, the $128 gift card or the $500 certificate?")
    r"|\bpayment(?: method)?\s*[\u2014\u2013:]\s*(?=[^.;!?]*\bor\b[^.;!?]*\?)"
    r"|\b(?:would you like|do you want|would you prefer) to (?:use|pay with|go with)\b"
    r"|\b(?:i'll|i will|i'd|i would) (?:also )?need [^.;!?]{0,60}?\bpayment method\b",
    re.IGNORECASE,
)


# ... or the options offered first, the choice put after them: "For the fare difference I can
# use the Mastercard ending 9448, the Visa ending 3422 or your $500 gift card — which do you
# prefer?"
_OFFERED_LEAD = re.compile(
    r"\b(?:i|we|you) (?:can|could) (?:use|charge|pay with|put it on)\b|\byour options are\b",
    re.IGNORECASE,
)
_CHOICE_TAIL = re.compile(
    r"[\u2014\u2013,;:-]\s*which (?:one |card |method |option )?(?:do you prefer|would you prefer|"
    r"would you like|do you want|works (?:best|for you)|shall i use|should i use)\s*\?",
    re.IGNORECASE,
)


def choice_put(doc: Doc, sentence: int, at: int) -> bool:
    """Does the sentence put a choice to the user before ``at`` (which one to use or pay
    with), or offer options before ``at`` and the choice after them? A value in the choice is
    presupposed of what it names, not asked."""
    start, end = doc.sentences[sentence].start, doc.sentences[sentence].end
    m = _CHOICE_LEAD.search(doc.text, start, end)
    if m is not None and m.end() <= at:
        return True
    lead = _OFFERED_LEAD.search(doc.text, start, at)
    return lead is not None and _CHOICE_TAIL.search(doc.text, at, end) is not None
