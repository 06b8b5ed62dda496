"""Which payment method a category word describes: the nearest reference in its noun phrase, on
its line and in its sentence, with no other category word, clause or item between ("the gift
card ending 7803", "- Mastercard ending 1949 — credit card", "a gift card (ID: gift_card_...)").
"""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.payment_sums import CATEGORY as _CATEGORY

_NEAR = 40
"""How far (in characters) a reference may stand from the category word it takes."""

_ID_PAREN = re.compile(
    r"\s*[(\[]\s*(?:(?:payment\s+|card\s+|method\s+)?(?:id|number|no\.?)\s*[:#]?\s*)?`?",
    re.IGNORECASE,
)


_APPOSITION = re.compile(
    r"\s[—–]\s*(?:(?:namely|i\.e\.,?|that is,?)\s+)?(?:your\s+|the\s+)?$", re.IGNORECASE
)


# a reference that opens a clause of its own ("— the $100 balance is a gift card") is no
# apposition
_PREDICATE = re.compile(
    r"\s*(?:[\w-]+\s+){0,2}(?:\([^)]*\)\s*)?(?:is|was|are|were|'s|has|had)\b", re.IGNORECASE
)


# the closing dash of an apposition and the copula of the clause it stands in
_APPOSED_SUBJECT = re.compile(
    r"\s*[\u2014\u2013]\s*(?:is|was|are|were)\s+(?:(?:a|an|actually|really|still|stored as|listed "
    r"as|saved as)\s+)*",
    re.IGNORECASE,
)
# a dash after the reference opening an apposition that the category word stands in
# ("credit_card_2929732 — that is, your Visa credit card —")
_APPOSED_AFTER = re.compile(
    r"\s*[\u2014\u2013]\s*(?:(?:namely|i\.e\.,?|that is,?|meaning)\s+)?(?:your|the)\s+"
    r"(?:[A-Za-z]+\s+)?",
    re.IGNORECASE,
)
# a dash after the reference, then the category as its apposition ("the card ending in 7803 — a
# gift card — will get the refund", "— a compensation certificate")
_APPOSED_KIND = re.compile(
    r"\s*[\u2014\u2013]\s*(?:(?:which is|that is|it's|it is)\s+)?(?:a|an)\s+(?:[a-z][\w-]*\s+)?",
    re.IGNORECASE,
)
# ... or a relative clause after the dash that types it ("the Visa ending 7803 — which your
# profile shows as a gift card", "— which is listed as a gift card")
_DASH_WHICH = re.compile(
    r"\s*[\u2014\u2013]\s*(?:which|that)\s+(?:(?:your|the|its)\s+[\w-]+\s+)?(?:(?:is|was)\s+)?"
    r"(?:shows?|shown|lists?|listed|labels?|labell?ed|has|had|records?|recorded|calls?|called|"
    r"stores?|stored|is)\s+(?:it\s+)?(?:as\s+)?(?:an?\s+)?",
    re.IGNORECASE,
)
# ... or the record's label for it after a dash or a colon ("a $500 balance — listed as a gift
# card, but its ID says certificate", "The $500 balance: listed as a gift card"; the verbs the
# reader reports with: "filed as", "stored as" still read as the agent's own word there)
_DASH_LISTED = re.compile(
    r"\s*(?:balance\s*|one\s*)?[\u2014\u2013:]\s*(?:it's\s+|it is\s+|currently\s+)?(?:listed|shown|"
    r"recorded)\s+as\s+(?:an?\s+|the\s+)?",
    re.IGNORECASE,
)
# (only where the method's id is then read against it, "..., but its ID says certificate": the
# two sources set side by side; a second label said otherwise, "and as a credit card in
# another", is not attributed here, and one label alone would read as the method's category)
_ID_SAYS_AFTER = re.compile(
    r"\b(?:its|the) id(?: \w+)? (?:says|suggests|reads|points to|indicates)\b", re.IGNORECASE
)
_DASH_OPENS = re.compile(r"\s[\u2014\u2013][^\u2014\u2013.;!?\n]{0,40}$")
_DASHED_GAP = re.compile(r"\s*[—–-]\s*")
_COLON_GAP = re.compile(r"\s*:\s*")
# what may stand on a line before a reference that opens it: a list mark, markup, a brand
# ("Visa ending 7803")
_OPENS_ON_REF = re.compile(r"[\s\-*•▪◦‣\d.)_]*(?:[A-Za-z]+\s+){0,2}")
_LIST_MARK = re.compile(r"[ \t]*(?:[-*•▪◦‣]|\d{1,2}[.)])\s")


def owner(doc: Doc, a: int, b: int, refs: list[tuple[int, int, bool]]) -> bool | None:
    """The method a category word describes: the nearest reference in its noun phrase (within
    a few words before or after it on the line, not across a sentence)."""
    sentence = doc.sentences[doc.sentence_of(a)]
    line = doc.lines[doc.line_of(a)]
    lo, hi = max(sentence.start, line.start), min(sentence.end, line.end)
    best: tuple[int, bool] | None = None
    for s, e, mine in refs:
        if s < lo or e > hi:
            continue
        if e <= a:
            gap = doc.text[e:a]
            dist = a - e
        elif s >= b:
            gap = doc.text[b:s]
            dist = s - b
        elif a < s < b:
            # the reference begins inside the word: "credit card it was paid with"
            gap, dist = "", 0
        else:
            continue
        label = e > a and not doc.text[line.start : a].strip(" \t-*•▪◦‣0123456789.)")
        if s >= b and _ID_PAREN.fullmatch(gap):
            gap = ""  # "a gift card (ID: gift_card_8190333)": the parenthesis names its owner
        appos = _APPOSITION.search(gap) if s >= b and not _PREDICATE.match(doc.text, e) else None
        if appos:
            # "the credit card it was paid with — your Visa ending in 7803": the reference set
            # after a dash beside the phrase is the phrase's method
            gap = gap[: appos.start()]
        if (
            e <= a
            and _APPOSED_SUBJECT.fullmatch(gap)
            and _DASH_OPENS.search(doc.text, max(lo, s - 40), s)
        ):
            # "the only card on your profile — the Mastercard ending 8023 — is a gift card": the
            # reference set between dashes names the subject the copula then types
            gap = " "
        if e <= a and _APPOSED_AFTER.fullmatch(gap):
            gap = " "
        if (
            e <= a
            and _DASH_LISTED.fullmatch(gap)
            and _ID_SAYS_AFTER.search(doc.text, b, sentence.end)
        ):
            gap = " "
        if (
            e <= a
            and _APPOSED_KIND.fullmatch(gap)
            and not _CATEGORY.search(doc.text, b, sentence.end)
        ):
            # (not one of two categories given it: "— a credit card or a gift card?")
            gap = " "
        if (
            e <= a
            and _DASH_WHICH.fullmatch(gap)
            and not _CATEGORY.search(doc.text, b, sentence.end)
        ):
            gap = " "
        open_colon = label or line.quoted
        # (a list item giving a method, a dash and its category: "- Mastercard ending 1949 —
        # credit card")
        # (or a line opening on the reference, with a dash or a colon: "Visa 7803 — gift card",
        # "- Visa 7803: gift card")
        opens = bool(_OPENS_ON_REF.fullmatch(doc.text, line.start, s))
        dashed = e <= a and bool(
            (_DASHED_GAP.fullmatch(gap) and _LIST_MARK.match(doc.text, line.start, line.end))
            or ((_DASHED_GAP.fullmatch(gap) or _COLON_GAP.fullmatch(gap)) and opens)
        )
        # (a dot between spaces separates items: "Visa 8834 · Gift cards: ..."; "·2267" is a
        # last four)
        # (a line opened by the category labels what follows a colon or a dash: "- Travel
        # certificate — $62")
        barrier = (
            r"[.;!?]|\s[·•]\s|\band\b|\bor\b|\bwhile\b|\bbut\b"
            # (a later clause of its own: "... is stored as a gift card, so the Mastercard is
            # better"; before the word, "..., so it's a certificate" takes its subject up)
            + (r"|\bso\b|\bsince\b|\bbecause\b|\bwhereas\b|\balthough\b" if s >= b else "")
            + ("" if open_colon or dashed else "|:")
            + ("" if label or dashed else "|[—–]")
        )
        if dist > _NEAR or re.search(barrier, gap) or _CATEGORY.search(gap):
            continue  # another category word between: the reference is that one's
        if e <= a and re.search(r"\)\s*[,;]", gap):
            continue  # "one credit card (Mastercard 5018), one gift card": the listed item's
        if best is None or dist < best[0]:
            best = (dist, mine)
    return None if best is None else best[1]
