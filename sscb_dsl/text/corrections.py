"""Correction markers in a message ("actually", "sorry, I misread", "scratch that"): the value
attribution (text/reading.py) and the payment finder deny what the agent said before the last
one. Split from text/modality.py, which reads how each value is said."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.modality_phrases import _CORRECTION
from sscb_dsl.text.prefilter import finditer, probe

if TYPE_CHECKING:
    from sscb_dsl.text.reading import Mention


def corrections(doc: Doc) -> list[int]:
    """Positions of correction markers ("actually", "sorry, I misread", ...). "Actually" under
    a negation or an open question before it in its sentence ("I haven't seen it actually show
    as cancelled", "not sure it actually went through") stresses the doubt; it corrects
    nothing; so does "actually" in a question ("Is it actually a credit card?"), which asks."""
    out = []
    for m in finditer(_CORRECTION, doc.text, probe(doc.text)):
        if m.group().lower() == "actually":
            sentence = doc.sentences[doc.sentence_of(m.start())]
            start = sentence.start
            if (
                _EMPHATIC_ACTUALLY.search(doc.text, start, m.start())
                or _WHICH_ACTUALLY.search(doc.text, max(start, m.start() - 24), m.start())
                or doc.text[start : sentence.end].rstrip().endswith("?")
            ):
                continue
        out.append(m.start())
    return out


_EMPHATIC_ACTUALLY = re.compile(
    r"(?:n't|\bnot|\bnever|\bwhether|\bif|\bsure|\bcertain|\bconfirm(?:ed)?|\bverif(?:y|ied)|"
    r"\bseen|\bcheck(?:ed)?)\b[^.;!?,]{0,40}$",
    re.IGNORECASE,
)


# "the 26th, which is actually a day before you fly up": a relative clause stresses what it
# says of the value just written; it corrects nothing
_WHICH_ACTUALLY = re.compile(
    r"\b(?:which|that|who)(?:\s+(?:is|was|are|were|'s))?\s+$", re.IGNORECASE
)


# what follows a slip's marker before the value it puts right: "— sorry, a credit card", ", I
# mean a credit card", "— make that a credit card"
_SLIP_LEAD = re.compile(
    r"[\u2014\u2013,]?\s*(?:no,?\s+)?(?:sorry|i mean|make that|correction|or rather)[,:\s"
    r"\u2014\u2013]*(?:it's\s+|it is\s+|that's\s+)?(?:an?\s+)?",
    re.IGNORECASE,
)


def mended_to(text: str, at: int, words: re.Pattern[str]) -> tuple[str, int] | None:
    """The word of ``words`` (by its group's name) a slip marker at ``at`` puts right at once
    ("a gift card — sorry, a credit card"), and where it is; None when the marker is followed
    by anything else."""
    lead = _SLIP_LEAD.match(text, at)
    word = words.match(text, lead.end()) if lead else None
    if word is None or not word.lastgroup:
        return None
    return word.lastgroup, word.start()


def mended(doc: Doc, mentions: Sequence[Mention]) -> list[Mention]:
    """The mentions with each said before the message's last correction marker denied, when a
    mention follows that marker ("Your bottle is the 100ml — sorry, 30ml"): the agent took the
    earlier value back."""
    marks = corrections(doc) if mentions else []
    if not marks:
        return list(mentions)
    last = max(marks)
    if not any(m.start > last for m in mentions):
        return list(mentions)
    return [
        attrs.evolve(m, mode="denied") if m.start < last and m.mode != "denied" else m
        for m in mentions
    ]
