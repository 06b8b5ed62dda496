"""Which entity a reference belongs to, beyond the words it matched: a target word owned by
another entity ("your account's default address", "KA7I60 leaving Denver"), a word another
entity's id names around it ("GV1N64, ... coming back Monday", "your skateboard return (order
#W3792453)"), and a pronoun that is its clause's object, not its subject ("HAT124 finishes it
into Los Angeles on the 22nd").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sscb_dsl.text.coordination import CODE
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.refs import ENTITY_ID, ENTITY_ID_IN_TEXT

_GENITIVE = re.compile(r"^(?:'s|\u2019s|s'|\u2019)\s+(?:[a-z]+\s+){0,2}$", re.IGNORECASE)


def possessed(doc: Doc, refs: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """A target word owned by another entity ("your account's default address") names that
    entity's part: the reference is the other's."""
    out = list(refs)
    for i, (a, b, ours) in enumerate(refs):
        if not ours:
            continue
        owner = [r for r in refs if not r[2] and r[1] <= a and a - r[1] < 40]
        gap = doc.text[owner[-1][1] : a] if owner else ""
        owned = owner and doc.text[owner[-1][0] : owner[-1][1]].lower().endswith("'s")
        if owner and (_GENITIVE.match(gap) or (owned and _GENITIVE.match("'s" + gap))):
            out[i] = (a, b, False)
        elif owner and _REDUCED_RELATIVE.fullmatch(gap) and _PARTICIPLE.match(doc.text, a):
            out[i] = (a, b, False)  # "KA7I60 leaving Denver": the other entity's departure
        elif owner and re.fullmatch(r"[^\S\n]+", gap) and doc.text[a:b].islower():
            out[i] = (a, b, False)  # "the e-reader return": a topic word the other names
        elif owner and _ITS_OWN.fullmatch(gap):
            out[i] = (a, b, False)  # "PUNERT has its own Boston → Miami flight": the other's
        elif (
            owner
            and _HOLDS_A.fullmatch(gap)
            and ENTITY_ID.fullmatch(doc.text, *owner[-1][:2])
            and not any(owner[-1][1] <= r[0] < a for r in refs)
            and not ENTITY_ID.fullmatch(doc.text, a, b)
            # (one order heading the line: "UDMOP1 and 4XGCCM: the cancellations ..." is both's)
            and not any(
                doc.lines[doc.line_of(a)].start <= r[0] < owner[-1][0] for r in refs if r[2]
            )
        ):
            out[i] = (a, b, False)  # "the pending order #W2575533 has a black vinyl hose"
        elif not ENTITY_ID.fullmatch(doc.text, a, b) and (
            placed := [
                r
                for r in refs
                if r[0] >= b
                and ENTITY_ID.fullmatch(doc.text, r[0], r[1])
                and _PLACED_LATER.fullmatch(doc.text, b, r[0])
            ]
        ):
            # "Your other hose (50ft, black vinyl) is in the pending order #W2575533": the
            # order the thing is said to be in is whose it is
            out[i] = (a, b, placed[0][2])
    for i, (a, b, ours) in enumerate(refs):
        if not ours:
            continue
        # the target's own other part: "XEHM4B's cabin change" names the cabin change
        part = [r for r in refs if not r[2] and b <= r[0] and r[0] - b < 30]
        owned = doc.text[a:b].lower().endswith("'s")
        gap = doc.text[b : part[0][0]] if part else ""
        if part and (_GENITIVE.match(gap) or (owned and _GENITIVE.match("'s" + gap))):
            out[i] = (a, b, False)
        elif (
            part
            and _ENTITY_NOUN.fullmatch(doc.text, a, b)
            and _NAMED_BY.fullmatch(gap)
            and ENTITY_ID.fullmatch(doc.text, *part[0][:2])
        ):
            out[i] = (a, b, False)  # "your reservation **M20IZO**": the word the id names
    return out


# a word for a booking or an order, which an id right after it names
_ENTITY_NOUN = re.compile(r"(?:reservation|booking|order|trip|itinerary)s?")
# what stands between a word and the id that names it: "reservation **M20IZO**", "order ID:"
_NAMED_BY = re.compile(r"[\s*_`]*(?:(?:id|code|number|no\.?)\s*[:#]?)?[\s*_`:(]*", re.IGNORECASE)


def topic_of_other(doc: Doc, refs: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """A word naming the target ("coming back", "departs Denver") in a sentence that names
    another reservation's or order's id before it and no code of the target ("Found it —
    GV1N64, Las Vegas ⇄ Denver, going out Sunday 5/19 and coming back Monday 5/20") is that
    entity's."""
    out = list(refs)
    for i, (a, b, ours) in enumerate(refs):
        if not ours or _is_code(doc, a, b):
            continue
        s = doc.sentence_of(a)
        codes = [r for r in refs if doc.sentence_of(r[0]) == s and _is_code(doc, r[0], r[1])]
        if any(r[2] for r in codes):
            continue  # the target's own code is in the sentence
        if any(
            not r[2]
            and r[1] <= a
            and ENTITY_ID.fullmatch(doc.text, *r[:2])
            # (the nearest id before the word: "7WPL39 on 28 May, and 3EMQJ6, which ...")
            and not ENTITY_ID_IN_TEXT.search(doc.text, r[1], a)
            for r in codes
        ) or _owned_after(doc, refs, b):
            out[i] = (a, b, False)
    return out


def _is_code(doc: Doc, a: int, b: int) -> bool:
    """Is the reference a code, possessive or not ("JG7FMM's downgrade" names JG7FMM)?"""
    if doc.text.endswith(("'s", "\u2019s"), a, b):
        b -= 2
    return CODE.fullmatch(doc.text, a, b) is not None


def _owned_after(doc: Doc, refs: list[tuple[int, int, bool]], b: int) -> bool:
    """Does another entity's id right after a word ending at ``b`` name whose it is ("your
    skateboard return (order #W3792453)", "the return for #W3792453"), in a sentence that does
    not name the target's own id?"""
    s = doc.sentence_of(b - 1)
    ids = [r for r in refs if doc.sentence_of(r[0]) == s and ENTITY_ID.fullmatch(doc.text, *r[:2])]
    return not any(r[2] for r in ids) and any(
        not r[2] and _OWNER_AFTER.fullmatch(doc.text, b, r[0]) for r in ids
    )


_OWNER_AFTER = re.compile(
    r"\s*(?:\(\s*|\s(?:of|for|on|in|from)\s+)(?:(?:the\s+|your\s+)?(?:order|reservation|booking)"
    r"\s+)?[*_`]*",
    re.IGNORECASE,
)


_ITS_OWN = re.compile(
    r"\s+(?:also\s+)?(?:has|had|have|holds|includes|gets|got|with)\s+(?:its|their)\s+own\s+"
    r"(?:[\w-]+\s+){0,2}",
    re.IGNORECASE,
)
# what an order holds: "#W2575533 has a black vinyl hose", "#W2575533 contains the 50ft hose"
# ("**Order #W8661412**: A stainless steel water bottle (500ml, black)": the order's line)
_HOLDS_A = re.compile(
    r"(?:\s+(?:also\s+)?(?:has|had|holds|includes|contains)\s+(?:an?|the|one|its)\s+"
    r"|[*_`]*\s*[:\u2014\u2013]\s*(?:(?:an?|the|one|its)\s+)?)(?:[\w-]+,?\s+){0,4}",
    re.IGNORECASE,
)
_PLACED_LATER = re.compile(
    r"\s*(?:\([^()]{0,60}\)\s*)?,?\s*(?:is|are|was|were|sits|sit)\s+(?:in|from|on|part of)\s+"
    r"(?:the\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:(?:order|reservation|booking)\s+)?[*_`]*",
    re.IGNORECASE,
)
_REDUCED_RELATIVE = re.compile(r"[*_`\s]*(?:\([^)]*\)[*_`\s]*)?,?\s*")
_PARTICIPLE = re.compile(r"[A-Za-z]+ing\b")


_PRONOUN = re.compile(r"(?:it|it's|its|they|they're|them|that one|this one)", re.IGNORECASE)


def object_pronoun(
    doc: Doc, r: tuple[int, int, bool], refs: Sequence[tuple[int, int, bool]]
) -> bool:
    """Is ``r`` a pronoun after another reference of its own clause (the clause's subject)?"""
    if not _PRONOUN.fullmatch(doc.text, r[0], r[1]):
        return False
    lo = doc.segments[doc.segment_of(r[0])].start
    return any(
        lo <= o[0] and o[1] <= r[0] and not _PRONOUN.fullmatch(doc.text, o[0], o[1]) for o in refs
    )
