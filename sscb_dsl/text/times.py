"""Clock times said in text ("12:30", "12:30 PM", "7 am", "noon"), compared with a record's
time of day ("12:30:00"), so a flight's scheduled time said in a message can be recognised
whatever its form. A time said without am/pm matches either half of the day ("12:30" is
12:30:00; "4:00" may be 04:00 or 16:00): the message's words do not settle which.
"""

from __future__ import annotations

import re
from typing import Any

_RECORD = re.compile(r"\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*")
_SAID = re.compile(
    r"(?<![\d:.$])(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\w:])"
    r"|\b(noon|midday|midnight)\b",
    re.IGNORECASE,
)


def _minutes(value: Any) -> int | None:
    """The record's time of day as minutes after midnight, or None if it is no time."""
    if not isinstance(value, str):
        return None
    m = _RECORD.fullmatch(value)
    if m is None or int(m.group(1)) > 23 or int(m.group(2)) > 59:
        return None
    return int(m.group(1)) * 60 + int(m.group(2))


def _said_minutes(m: re.Match[str]) -> set[int]:
    """The times of day a match may mean (both halves of the day without am/pm)."""
    if m.group(4):
        word = m.group(4).lower()
        return {0} if word == "midnight" else {12 * 60}
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if m.group(2) is None and m.group(3) is None:
        return set()  # a bare number ("3 passengers") is no time
    if hour > 23 or minute > 59:
        return set()
    half = (m.group(3) or "").lower().replace(".", "")
    if half:
        if not 1 <= hour <= 12:
            return set()
        return {(hour % 12 + (12 if half == "pm" else 0)) * 60 + minute}
    if hour > 12:
        return {hour * 60 + minute}
    return {(hour % 12) * 60 + minute, (hour % 12 + 12) * 60 + minute}


def mentions_time(text: Any, value: Any) -> bool | None:
    """Does ``text`` say the time of day ``value`` ("12:30:00": "12:30", "12:30 PM")?"""
    minutes = _minutes(value)
    if not isinstance(text, str) or minutes is None:
        return None
    return any(minutes in _said_minutes(m) for m in _SAID.finditer(text))
