"""A predicate left out by ellipsis, said again (for the readers of a payment method's category
and an item's option values, which read a value with the subject of its own clause).

"The $289.69 one is water-resistant, but the $305.45 one isn't" reads as "... isn't
water-resistant"; "The $62 balance is a gift card, and so is the $500 one" as "... and the $500
one is a gift card"; "The $250 one is a certificate; the $500 one too" as "...; the $500 one is a
certificate". Only a copula's complement is said again, and only for a short subject opened by
a determiner ("the", "your", ...) in the same sentence: what the writer left out, nothing more.
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


def said_again(text: str) -> str:
    """``text`` with each predicate left out by ellipsis said again for its second subject."""
    text = _NEGATED.sub(lambda m: m.group(0) + " " + m.group("pred"), text)
    return _TOO.sub(_again, _SO_IS.sub(_again, text))
