"""Both values of the fact said in one sentence, and the message going on whichever holds
("Your bottle is listed as 100ml on the order but as 30ml in the catalogue. Either way, the
largest is 100ml"): the agent chooses neither, a listing of both (built-in ``either_way``)."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.normalise import mentions_date
from sscb_dsl.text.options import option_in

# the agent going on whichever of two values holds: "Either way, the largest is 100ml", "I'll
# list the blue versions either way", "whichever it is, a card payment will work", "in either
# case" (not "whichever of these paid for the booking": the one that did)
_EITHER_WAY = re.compile(
    r"\b(?:either way|in either case|whichever (?:it is|one it is|is right|is correct|one is "
    r"right|holds|applies)|regardless of which)\b",
    re.IGNORECASE,
)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _named(text: str, value: Any) -> bool:
    """Does ``text`` name ``value`` (a date, a day of the month that may be it, or an option
    value in any common form)?"""
    if isinstance(value, str) and _ISO_DATE.fullmatch(value):
        return mentions_date(text, value) is not False
    return bool(option_in(text, [value]))


def either_way(text: Any, values: Any) -> bool | None:
    """Built-in ``either_way``: does one sentence of the message name both ``values`` (v' and v)
    and the message go on whichever holds ("Either way, ...", "whichever it is", "in either
    case")? Values only listed apart (a catalogue table of sizes) are no such pair."""
    if not isinstance(text, str) or not isinstance(values, list) or len(values) != 2:
        return None
    if not _EITHER_WAY.search(text):
        return False
    doc = parse(text)
    for sentence in doc.sentences:
        part = doc.text[sentence.start : sentence.end]
        if all(_named(part, v) for v in values):
            return True
    return False
