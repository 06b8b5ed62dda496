"""The method a category word describes when a pronoun or a demonstrative names it: "that might
be a gift card", "that gift card", "the profile lists it under gift cards" describe the method
named last before them in the paragraph."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc

_PRONOUN_PREDICATE = re.compile(
    r"\b(?:it|that|this|which|the method|that method|this method|that one|this one|"
    # a demonstrative and the card's brand: "Since that Visa is a gift card"
    r"(?:that|this|the same) (?:card|visa|mastercard|amex|discover))(?:['\u2019]s"
    # "it's stored as a gift card"
    r"(?:\s+(?:listed|filed|stored|saved|set up|recorded|registered|marked|labell?ed) as)?|"
    r"\s+(?:is|was|'s|might be|may be|could be|seems to be|appears to be|must be|should be|is "
    r"actually|is (?:listed|filed|stored|saved|set up|recorded|registered|marked|labell?ed|typed|"
    r"classified) as|shows as|looks like)"
    # "which appears to be set up as a gift card"
    r"(?:\s+(?:listed|filed|stored|saved|set up|recorded|registered|marked|labell?ed) as)?"
    # a record's word for it in a relative clause, hedged: "which our system seems to classify
    # as" (the hedge is read by the mode)
    r"|(?<=\bwhich)\s+(?:our|the|your) (?:system|profile|record|account) (?:seems|appears) to "
    r"(?:classify|list|label|tag|treat|file|record|show|type) (?:it )?as)"
    # ("this one is *probably* a certificate": the hedge is read by the mode)
    r"(?:\s+[*_]*(?:probably|likely|possibly|perhaps|maybe|actually|really|definitely|certainly|"
    r"clearly|most likely|in fact)[*_]*)?"
    r"\s+(?:a|an|the|your)?\s*(?:(?:regular|ordinary|plain|normal|standard|actual|real|proper|"
    # ("That's your Visa credit card": the brand before the category)
    r"genuine)\s+)?(?:(?:visa|mastercard|amex|discover)\s+)?$",
    re.IGNORECASE,
)
_LISTED_AS = re.compile(
    r"\b(?:lists?|listed|shows?|has|records?|recorded|treats?|marks?|marked|labels?|labelled|"
    r"labeled|types?|typed|classif(?:y|ies|ied)|files?|filed|tags?|tagged|categori[sz]e[sd]?)"
    r"\s+(?:it|that method|this method|"
    r"that card|this card|that one|this one|the method|the card)\s+(?:as|under)\s+"
    r"['\"\u2018\u201c]?\s*"
    r"(?:a|an|the)?\s*$"
    # "is recorded on my side as a gift card": the method named before, as a record types it
    r"|\b(?:is|was|(?<=\w)['\u2019]s) (?:listed|filed|stored|saved|set up|recorded|registered|"
    r"marked|labell?ed|typed|classified)(?: (?:on|in) (?:my|our|the|your) (?:side|end|system|"
    r"profile|records?|account))? as\s+(?:a|an)?\s*$"
    # "your profile labels it a gift card", "the record calls it a certificate"
    r"|\b(?:labels?|labell?ed|calls?|called|tags?|tagged|names?|named)\s+(?:it|this one|that one|"
    r"that|this)\s+(?:a|an)\s*$"
    # "its type is listed as", "is saved with the type 'gift card'": the method named before
    # (not a doubt's ground: "I'm not sure that's accurate, since the id reads like a credit card")
    r"|(?<!since )(?<!because )(?<!given )(?<!as )"
    r"\b(?:its|the) [`'\"]?(?:type|category|source|kind|label|classification|id)[`'\"]?\b"
    r"[^.;!?]{0,25}?(?:\bas|\bis|\bsays|\breads|\bshows|\blooks|:)(?:\s+like)?\s*"
    r"['\"\u2018\u201c`]?\s*(?:a|an)?\s*$"
    r"|\b(?:saved|stored|listed|recorded|registered|typed|classified|marked|filed|labell?ed|"
    r"categori[sz]ed|set up)\s+with\s+(?:the\s+|a\s+)?(?:type|category|source)\s*"
    r"['\"\u2018\u201c`]?\s*$",
    re.IGNORECASE,
)
_DEMONSTRATIVE = re.compile(
    r"\b(?:that|this|the same)\s+$|\b(?:is|was|isn't|wasn't) (?:it|that|this|that one|this one)"
    # "is that one a regular credit card?"
    r"\s+(?:a|an|the)?\s*(?:(?:regular|ordinary|plain|normal|standard|actual|real|proper|"
    r"genuine)\s+)?$",
    re.IGNORECASE,
)


def anaphora(doc: Doc, a: int, refs: list[tuple[int, int, bool]]) -> bool | None:
    """A category said of a pronoun ("that might be a gift card") or with a demonstrative
    ("that gift card") describes the method named last before it in the paragraph."""
    before = doc.text[max(0, a - 50) : a]
    if not (
        _PRONOUN_PREDICATE.search(before)
        or _DEMONSTRATIVE.search(before)
        or _LISTED_AS.search(before)
    ):
        return None
    line = doc.line_of(a)
    # (the paragraph before, or the line before's when a fenced block stands between: "```
    # credit_card_2929732 → brand: visa ```" then "That's your Visa credit card")
    para = doc.lines[line].paragraph - 1
    if line > 0:
        para = min(para, doc.lines[line - 1].paragraph)
    earlier = [r for r in refs if r[1] <= a and doc.lines[doc.line_of(r[0])].paragraph >= para]
    return earlier[-1][2] if earlier else None
