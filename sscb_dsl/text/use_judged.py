"""A payment method's use judged, its kind unsaid (built-in ``use_judged``): what it can or cannot
pay for ("only the $62 one can be used toward a change", "the $62 balance wouldn't work for
this"), a choice steered away from it ("a credit card rather than the $500 balance"), or it
said to work differently ("the $62 balance works a bit differently from a credit card"). What a
method may pay for follows from its kind (a certificate pays only for a new booking), so such a
sentence takes the kind up unsaid: a rule reads it as unresolved, never as "no use"
(docs/engine.md, the abstention principle)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.refs import anchor_list, refers_to

# a use denied or restricted: "can't be used", "can only go toward", "won't work", "may not be
# applied"; a choice steered away: "rather than", "instead of", "I'd rather not use"; a kind
# set apart: "works a bit differently", "a different kind of"; eligibility: "isn't eligible for"
# (a use merely offered, "you could use the $130 balance", says nothing of the kind: any method
# may pay for a new booking; nor does an amount judged, "it wouldn't go far")
_USE_JUDGED = re.compile(
    r"\b(?:(?:can't|cannot|can not|couldn't|could not|won't|will not|wouldn't|would not|may not|"
    r"mustn't|must not|shouldn't|should not|isn't able to|is not able to)"
    r"(?:\s+(?:really|easily|just|then|both|all|either|even|actually|also))*|(?:can|could|may)\s+"
    r"only)\s+(?:be\s+)?(?:use|used|go(?! far\b)|goes(?! far\b)|put|applied|apply|pay|paid|"
    r"cover|covered|combined|combine|work|count|counted|accepted|spent|spend|redeemed|redeem|"
    r"charged)\b|"
    r"\bonly\b[^.;!?]{0,40}?\b(?:can|could|may)\s+(?:be\s+)?(?:use|used|go|put|applied|apply|"
    r"pay|cover|combined|work|count|accepted|spent)\b|"
    r"\b(?:rather than|instead of|in place of|rather not|prefer not to|better not|best kept|"
    r"keep it for|save it for|hold on to|hold onto)\b|"
    r"\bworks? (?:a (?:bit|little) |somewhat |slightly )?differently\b|"
    r"\b(?:a|an) (?:different|other) (?:kind|type|sort) of\b|"
    r"\b(?:isn't|aren't|is not|are not)\s+(?:eligible|allowed|permitted|usable|accepted)\s+"
    r"(?:for|toward|towards|on|with)\b|\b(?:is|are)\s+(?:ineligible|not eligible)\b",
    re.IGNORECASE,
)


def use_judged(text: Any, anchors: Any) -> bool | None:
    """Built-in ``use_judged``: does a sentence of the message (a part of it between semicolons)
    that names one of ``anchors`` judge what the method may pay for, steer a choice away from it
    or set its kind apart? Unknown on a non-text message or a non-list of anchors."""
    if not isinstance(text, str):
        return None if text is None else False
    names = anchor_list(anchors)
    if names is None:
        return None
    if not names:
        return False
    doc = parse(text)
    if not _USE_JUDGED.search(doc.text):
        return False
    return any(_USE_JUDGED.search(part) and refers_to(part, names) for part in doc.sentence_parts())
