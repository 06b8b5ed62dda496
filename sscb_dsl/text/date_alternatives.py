"""A date held as one of two alternatives whose other is said only loosely: "HAT290 is on May
18 or on a later date", "on the 16th, as the record says, or on some later date", "18 May as
listed, or — if that's a typo — some day after your outbound". The agent lists the record's
date beside another it cannot name; it chooses neither (a listing, Definition 3.3), as the
independent writers label it."""

from __future__ import annotations

import re

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.reading import Found, Mention

# the loose alternative after the date, in its sentence: "or on a later date", "or some day
# after your 19 May outbound", "or the return is later than the 19th", "or, if that's a typo,
# some other day"
_LOOSE_OTHER = re.compile(
    r"[^.;!?\n]{0,80}?\bor\b[^.;!?\n]{0,60}?(?:\b(?:an?|some|any|another|one) (?:later|other|"
    r"different|subsequent) (?:date|day)\b|\bsome (?:day|date|time) (?:after|later)\b|"
    r"\b(?:is|was|falls?|comes?) (?:later|after)\b|\blater than (?:the|your)\b|"
    # "17 May per the record, or later if that's an error", "or sometime after the 19th", "or
    # later in the month"
    r"(?<=\bor )(?:(?:some|any) ?time |perhaps |possibly |maybe |more likely |really )?(?:later|"
    r"after)\b(?! than\b)|\b(?:some ?time|some day|any day) (?:after|later)\b)",
    re.IGNORECASE,
)


def open_alternatives(doc: Doc, found: tuple[Found, ...], mentions: list[Mention]) -> list[Mention]:
    """The dates stated or reported with a loose alternative after them in their sentence
    (above), held open: mode ``open`` (a listing, read as both)."""
    ends = {f.start: f.end for f in found}
    out = []
    for m in mentions:
        end = ends.get(m.start)
        if m.values and m.mode in ("asserted", "reported", "hedged", "asked") and end is not None:
            stop = doc.sentences[doc.sentence_of(m.start)].end
            # (a sentence that asks it, "Is it the 21st like my screen shows, or later?", puts
            # the value to the user: left asked)
            asks = m.mode == "asked" and doc.text[:stop].rstrip(" *_)\"'").endswith("?")
            if _LOOSE_OTHER.match(doc.text[end:stop]) and not asks:
                m = attrs.evolve(m, mode="open")
        out.append(m)
    return out
