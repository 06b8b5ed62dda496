"""A record put in doubt with no value said (built-in ``doubted``): "something about the return
leg's date doesn't line up", "that method's type is recorded oddly", "the battery life recorded
may not be accurate", "- $500 balance (type unclear)". The message takes the faulted field up
without saying what it holds, so its use cannot be placed: a rule reads it as unresolved, never
as "no use" (docs/engine.md, the abstention principle)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.doubt_phrases import DOUBT
from sscb_dsl.text.prefilter import probe, search
from sscb_dsl.text.refs import anchor_list, refs_in

# doubts of a record that doubt_phrases leaves to the value's own reading: "may not be
# accurate", "looks a little off", "(type unclear)", "doesn't quite match", "isn't right",
# "recorded oddly"
_RECORD_DOUBT = re.compile(
    r"\b(?:(?:may|might|could) not be (?:fully |entirely |quite )?(?:accurate|correct|right|"
    r"reliable|current|up to date)|(?:looks?|seems?|reads?|is|are) (?:a (?:little|bit|touch) |"
    r"slightly |somewhat |rather |a little bit )?off\b(?! (?:the|on|at|in|for|from)\b| to "
    r"(?!me\b|us\b))|unclear|uncertain|oddly|strangely|unusually|inconsistently|incorrectly|"
    r"wrongly|suspiciously|(?:doesn'?t|does not|don'?t|do not) (?:quite |really |entirely |"
    r"exactly )match|(?:isn'?t|aren'?t|is not|are not|'s not) (?:quite )?right\b)",
    re.IGNORECASE,
)


def doubted(text: Any, words: Any) -> bool | None:
    """Built-in ``doubted``: does a sentence of the message (a part of it between semicolons)
    voice a doubt of a record and name one of ``words`` (the faulted field's words: "date",
    "type", "battery life", "reservation")? Unknown on a non-text message or a non-list."""
    if not isinstance(text, str):
        return None if text is None else False
    names = anchor_list(words)
    if names is None:
        return None
    if not names:
        return False
    doc = parse(text)
    known = probe(doc.text)
    if not (search(DOUBT, doc.text, known) or _RECORD_DOUBT.search(doc.text)):
        return False
    for sentence in doc.sentences:
        # (each part between semicolons: "The date is fine; your outbound's time looks odd")
        for part in doc.text[sentence.start : sentence.end].split(";"):
            if (DOUBT.search(part) or _RECORD_DOUBT.search(part)) and refs_in(part, names):
                return True
    return False
