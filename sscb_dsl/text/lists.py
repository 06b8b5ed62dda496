"""Lists of the user's entities that leave one out ("you still have MFRB94, PUNERT and
SE9KEL"): the built-in ``lists_without``, which WriteEffect reads as what is left after a
cancellation."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.refs import anchor_list, find_refs


def lists_without(text: Any, listed: Any, absent: Any) -> bool | None:
    """Does ``text`` name at least two of ``listed``, one of them not as gone, and none of
    ``absent`` (a list of the user's bookings that leaves one out: "you still have MFRB94,
    PUNERT and SE9KEL")?"""
    if not isinstance(text, str):
        return None if text is None else False
    names, gone = anchor_list(listed), anchor_list(absent)
    if names is None or gone is None:
        return None
    doc = parse(text)
    left_out = find_refs(doc, gone)
    if left_out:
        # left out by name: "Six bookings remain — everything except FDZ0T5"
        return all(
            _EXCEPT_BEFORE.search(doc.text, max(0, a - 24), a)
            and _COUNTED.search(_sentence_text(doc, a))
            for a, _ in left_out
        )
    refs = find_refs(doc, names)
    named = {doc.text[a:b].lower().lstrip("#") for a, b in refs}
    # at least one of them is said to be left, not gone ("A90KR2 and 9MRJD4 have already been
    # flown" lists no booking that is left)
    left = [r for r in refs if not _GONE_CLAUSE.search(_segment_text(doc, r[0]))]
    return len(named) >= 2 and bool(left)


# a name excluded from what is counted ("everything except FDZ0T5", "all but 8C8K4E")
_EXCEPT_BEFORE = re.compile(
    r"\b(?:except(?: for)?|other than|apart from|aside from|besides|save for|excluding|minus|"
    r"all but|everything but)\s+(?:#\s*)?$",
    re.IGNORECASE,
)
# what is counted as left: "everything", "all of them", "six bookings"
_COUNTED = re.compile(
    r"\b(?:everything|all (?:of )?(?:them|the others|your (?:other )?(?:bookings|reservations|"
    r"trips|orders))|(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:other )?(?:bookings|"
    r"reservations|trips|orders|flights))\b",
    re.IGNORECASE,
)


# A clause that says its entities are gone ("A90KR2 and 9MRJD4 have already been flown",
# "XEHM4B was cancelled earlier"): they are not listed as what is left.
_GONE_CLAUSE = re.compile(
    # (a delivered or returned order is still the user's order: no word of its going)
    r"\b(?:flown|cancel?led|canceled|behind you|in the past|already (?:happened|departed|used)|"
    r"departed|gone)\b",
    re.IGNORECASE,
)


def _sentence_text(doc: Doc, at: int) -> str:
    """The sentence holding position ``at``."""
    sentence = doc.sentences[doc.sentence_of(at)]
    return doc.text[sentence.start : sentence.end]


def _segment_text(doc: Doc, at: int) -> str:
    seg = doc.segments[doc.segment_of(at)]
    return doc.text[seg.start : seg.end]
