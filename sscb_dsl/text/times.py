"""Clock times said in text ("12:30", "12:30 PM", "7 am", "noon", "half past twelve", "twelve
thirty", "a quarter to one", "4 in the afternoon"), compared with a record's time of day
("12:30:00"), so a flight's scheduled time said in a message can be recognised whatever its
form. A time said without am/pm (or morning / afternoon / evening) matches either half of the
day ("12:30" is 12:30:00; "4:00" may be 04:00 or 16:00): the message's words do not settle which.
"""

from __future__ import annotations

import re
from typing import Any

_RECORD = re.compile(r"\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*")
# the half of the day said after a time: "pm", "in the afternoon", "at night"
_HALF = (
    r"(?:\s*(?P<half>a\.?m\.?|p\.?m\.?)(?![\w])"
    r"|\s+(?P<part>in the morning|in the afternoon|in the evening|at night|tonight))?"
)
_SAID = re.compile(
    r"(?<![\d:.$])(?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?(?P<clock>\s*o'clock)?"
    + _HALF
    + r"(?![\w:])"
    r"|\b(?P<word>noon|midday|midnight)\b",
    re.IGNORECASE,
)
# the words of the hours one to twelve, in order
_HOURS = (
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)
# the minutes said after an hour ("twelve thirty"); a hyphen may be a space ("forty five")
_MINUTES = {"oh-five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty-five": 25, "thirty": 30}
_MINUTES |= {"forty": 40, "forty-five": 45, "fifty": 50, "fifty-five": 55}
_HOUR_WORD = r"(?:" + "|".join(_HOURS) + r"|noon|midnight)"
_MINUTE_WORD = (
    r"(?:"
    + "|".join(m.replace("-", "[ -]") for m in sorted(_MINUTES, key=len, reverse=True))
    + r")"
)
# a time in words: "half past twelve", "a quarter to one", "seven o'clock", and "twelve thirty"
# after a word that introduces a time ("at", "around", "by"), so "two twenty" alone is no time
_WORDS = re.compile(
    r"\b(?:(?P<frac>half|quarter) (?P<rel>past|after|to|before) (?P<fhour>" + _HOUR_WORD + r")"
    r"|(?P<ohour>" + "|".join(_HOURS) + r") o'clock"
    r"|\b(?:at|around|about|by|until|till|before|after|from) (?P<mhour>"
    + "|".join(_HOURS)
    + r")[ -](?P<mword>"
    + _MINUTE_WORD
    + r"))\b"
    + _HALF,
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


def _halves(hour: int, minute: int, m: re.Match[str]) -> set[int]:
    """The times of day an hour on the twelve-hour clock may mean, by the half of the day said
    after it ("pm", "in the afternoon") or either half when none is."""
    half = (m.group("half") or "").lower().replace(".", "")
    part = (m.group("part") or "").lower()
    if half or part:
        if not 1 <= hour <= 12:
            return set()
        pm = half == "pm" or part not in ("", "in the morning")
        return {(hour % 12 + (12 if pm else 0)) * 60 + minute}
    if hour > 12:
        return {hour * 60 + minute}
    return {(hour % 12) * 60 + minute, (hour % 12 + 12) * 60 + minute}


def _said_minutes(m: re.Match[str]) -> set[int]:
    """The times of day a match of ``_SAID`` may mean (both halves of the day without am/pm)."""
    if m.group("word"):
        return {0} if m.group("word").lower() == "midnight" else {12 * 60}
    hour, minute = int(m.group("hour")), int(m.group("minute") or 0)
    if m.group("minute") is None and not (m.group("half") or m.group("part") or m.group("clock")):
        return set()  # a bare number ("3 passengers") is no time
    if hour > 23 or minute > 59:
        return set()
    return _halves(hour, minute, m)


def _word_hour(word: str) -> int:
    """The hour a word names ("twelve": 12; "noon": 12, "midnight": 0)."""
    word = word.lower()
    if word == "noon":
        return 12
    if word == "midnight":
        return 0
    return _HOURS.index(word) + 1


def _words_minutes(m: re.Match[str]) -> set[int]:
    """The times of day a time in words may mean ("half past twelve": 00:30 or 12:30)."""
    if m.group("frac"):
        fhour = m.group("fhour").lower()
        hour = _word_hour(fhour)
        step = 30 if m.group("frac").lower() == "half" else 15
        ahead = m.group("rel").lower() in ("past", "after")
        if not ahead and step == 30:
            return set()  # "half to" is no English time
        total = hour * 60 + (step if ahead else -step)
        if fhour in ("noon", "midnight"):
            return {total % (24 * 60)}
        hour, minute = divmod(total % (12 * 60), 60)
        return _halves(hour or 12, minute, m)
    if m.group("ohour"):
        return _halves(_word_hour(m.group("ohour")), 0, m)
    return _halves(
        _word_hour(m.group("mhour")), _MINUTES[m.group("mword").lower().replace(" ", "-")], m
    )


def mentions_time(text: Any, value: Any) -> bool | None:
    """Does ``text`` say the time of day ``value`` ("12:30:00": "12:30", "12:30 PM", "half past
    twelve")?"""
    minutes = _minutes(value)
    if not isinstance(text, str) or minutes is None:
        return None
    if any(minutes in _said_minutes(m) for m in _SAID.finditer(text)):
        return True
    return any(minutes in _words_minutes(m) for m in _WORDS.finditer(text))
