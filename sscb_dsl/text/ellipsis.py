"""A predicate left out by ellipsis, said again (for the readers of a payment method's category
and an item's option values, which read a value with the subject of its own clause).

"The $289.69 one is water-resistant, but the $305.45 one isn't" reads as "... isn't
water-resistant"; "The $62 balance is a gift card, and so is the $500 one" as "... and the $500
one is a gift card"; "The $250 one is a certificate; the $500 one too" as "...; the $500 one is a
certificate". Only a copula's complement is said again, and only for a short subject opened by
a determiner ("the", "your", ...) in the same sentence: what the writer left out, nothing more.
A unit left out is said again too: "you say 8 hours, the order line says 6" reads "... says 6
hours".
"""

from __future__ import annotations

import re

# (a figure's own point or comma is no clause's end: "$305.45", "$1,240.50")
_WORDS = r"(?:[^\s.,;!?]|[.,](?=\d))+"
_SUBJECT = rf"(?:the|your|that|this|my|its)(?:\s+{_WORDS}){{1,4}}?"
_PREDICATE = r"(?P<cop>is|are)\s+(?P<pred>(?:[\w-]+\s+){0,3}?[\w-]+)"
_END = r"(?=\s*[.;!?)\n]|\s*$)"

# "A is P — B isn't", "A is P, while B is not"
_NEGATED = re.compile(
    rf"\b{_PREDICATE}(?P<mid>\s*(?:[\u2014\u2013,;]|\s(?:but|while|whereas|and))\s+"
    rf"(?:[^.;!?\n]|\.(?=\d)){{1,60}}?\b(?:is|are)(?:n't|\s+not)){_END}",
    re.IGNORECASE,
)
# "A is P, and so is B"
_SO_IS = re.compile(
    rf"\b{_PREDICATE}(?P<mid>\s*(?:[,;\u2014\u2013]\s*)?(?:(?:and|but)\s+)?)so\s+(?:is|are)\s+"
    rf"(?P<subj>{_SUBJECT}){_END}",
    re.IGNORECASE,
)
# "A is P; B too", "A is P — B as well"
_TOO = re.compile(
    rf"\b{_PREDICATE}(?P<mid>\s*[,;\u2014\u2013]\s*(?:and\s+)?)(?P<subj>{_SUBJECT})\s+"
    rf"(?:too|as well|also){_END}",
    re.IGNORECASE,
)


def _again(m: re.Match[str]) -> str:
    """The copula and its complement, then the second subject with them said again."""
    said = m.group("cop") + " " + m.group("pred")
    return said + m.group("mid") + m.group("subj") + " " + said


# a figure with its unit ("8 hours", "30 ml", "6-hour"; not "22nd" or "9 am"), and a bare figure
# a source gives at its clause's end ("the order line says 6"): the unit left out by ellipsis,
# said once for both ("you say 8 hours, the order line says 6")
_WITH_UNIT = re.compile(
    r"(?<![\w$.,])\d+(?:\.\d+)?(?:\s|-)(?!(?:st|nd|rd|th|am|pm|a|an|the|of|or|and|to|on|in|at|by|for|from|with|as|is|are|was|"
    r"were|has|have|had|it|its|so|but|if|you|your|we|i)\b)"
    r"(?P<unit>[A-Za-z]{1,12})\b"
)
_BARE_SAID = re.compile(
    r"(?:\b(?:says?|said|reads?|lists?|listed|shows?|showed|has|had|gives?|gave|states?|records?|"
    r"recorded)\s+(?:only\s+|just\s+)?"
    # (or the figure a change is set against: "8 hours instead of the 6 you had")
    r"|\b(?:instead of|rather than|up from|down from|compared (?:to|with)|versus)\s+(?:the\s+|"
    r"your\s+)?)(?P<n>\d+(?:\.\d+)?)(?=\s*(?:[,;!?)\n\u2014\u2013]|\.(?!\d)|$)|\s+(?:that\s+)?"
    r"you\b)"
)
_SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=\d))+")


def _units_said_again(text: str) -> str:
    """``text`` with a bare figure a source gives said with the unit of the one other figure
    its sentence gives a unit ("the order line says 6" beside "8 hours": "6 hours")."""
    if not _BARE_SAID.search(text):
        return text
    out: list[str] = []
    last = 0
    for sentence in _SENTENCE.finditer(text):
        units = {m.group("unit").lower() for m in _WITH_UNIT.finditer(sentence.group())}
        if len(units) != 1:
            continue
        unit = next(iter(units))
        for bare in _BARE_SAID.finditer(text, sentence.start(), sentence.end()):
            out.append(text[last : bare.end("n")] + " " + unit)
            last = bare.end("n")
    return "".join(out) + text[last:]


def said_again(text: str) -> str:
    """``text`` with each predicate left out by ellipsis said again for its second subject, and
    each unit left out beside a figure that gives it."""
    text = _units_said_again(text)
    text = _NEGATED.sub(lambda m: m.group(0) + " " + m.group("pred"), text)
    return _TOO.sub(_again, _SO_IS.sub(_again, text))


# a message opening on an acknowledgement and a bare noun phrase, the answer taken up ("Thanks —
# a certificate, then.", "Got it: a travel certificate."): the subject and the copula left out
_ACK_FRAGMENT = re.compile(
    r"^(?P<ack>\W*(?:thanks|thank you|perfect|great|ok|okay|got it|understood|noted|right|"
    r"alright|all right|ah|i see)\b[^\w\n]{0,4})(?P<np>(?:a|an)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
    r"(?:,?\s+then)?\s*[.!])",
    re.IGNORECASE,
)


def fragment_said(text: str) -> str:
    """``text`` with an opening answer fragment said as a clause of "it" ("Thanks — a
    certificate, then." reads "Thanks — it's a certificate, then."): what "it" then names is the
    reader's to settle (the method the user's reply was about)."""
    m = _ACK_FRAGMENT.match(text)
    if m is None:
        return text
    return text[: m.start("np")] + "it's " + text[m.start("np") :]
