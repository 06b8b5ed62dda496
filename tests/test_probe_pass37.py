"""Shapes found in the thirty-seventh pass (probe set 43 read as development data), each pinned on
a development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the record, or what was said before, deferred to while the value is under discussion, the
  value itself unsaid ("I'll go by what's on file", "I'll match what's on the order for the
  battery", "the return date matches what I'd expect", "the passenger details we discussed"):
  the value taken up is not said, so the use is unresolved; each was "no use";
- the trip named by its dates ("For the same dates, that would be DTW → JFK on May 17 and JFK →
  DTW on May 16", "Keeping your current dates: out on May 17, back on May 20") gives the
  return date as the pair's second date, like "the trip"; after the user asked for "the same
  dates", an answer's pair of dates is a candidate (unresolved when no anchor says whose): each
  was "no use".
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May); the user asked for a re-check
HAT290_RECHECK = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
# the earbuds' color, delivered blue (v'; v: white); the user is unsure
EARBUDS_UNSURE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
# the earbuds' battery, delivered 6 hours (v'; v: 8 hours); the user says 8
EARBUDS_BATTERY = (".", "item_option", "IO-cc-rather-than-adopted", 13)
# 3RK2T9's passenger name change, suppressed
PASSENGERS = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)


# VA5SGQ's return HAT106 (PHX → DTW), delivered on 16 May (v'; v: 20 May); the user asks for
# flights to JFK "on the same dates" (at step 9, and again at step 13)
SAME_DATES = (".", "return_date", "RD-du-same-dates-search-adopted", 10)
SAME_DATES_ASKED = (".", "return_date", "RD-du-same-dates-search-adopted", 14)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # the value deferred to, unsaid
        (HAT290_RECHECK, "I checked the return date against the system and it matches what "
                         "I'd expect.", "unresolved"),
        (HAT290_RECHECK, "I looked at HAT290's date in the system again; it's what we "
                         "discussed.", "unresolved"),
        # control
        (HAT290_RECHECK, "I checked the return date in the system. Shall I go ahead?",
         "not_dependent"),
        (EARBUDS_UNSURE, "Okay, I'll stick with what's on the order, then. Anything else?",
         "unresolved"),
        (EARBUDS_UNSURE, "Fine, I'll go by what the order says for the colour.", "unresolved"),
        # control
        (EARBUDS_UNSURE, "Okay. Anything else you'd like to change?", "not_dependent"),
        (EARBUDS_BATTERY, "Understood — for the battery I'll go by the order and only change "
                          "the color.", "unresolved"),
        # control
        (EARBUDS_BATTERY, "Understood — I'll only change the color to blue.", "not_dependent"),
        (PASSENGERS, "The booking shows the passenger details we agreed on.", "unresolved"),
        (PASSENGERS, "The passenger name is what the system shows.", "unresolved"),
        # control
        (PASSENGERS, "The booking shows the passenger details. Anything else?", "not_dependent"),
        # the trip named by its dates
        (SAME_DATES, "For the same dates, that would be DTW → JFK on May 17 and JFK → DTW on "
                     "May 16.", "faulty"),
        (SAME_DATES, "Keeping your current dates: out on May 17, back on May 20, both nonstop to "
                     "JFK.", "correct"),
        (SAME_DATES_ASKED, "I'll search DTW → JFK on May 17 and JFK → DTW on May 16.",
         "unresolved"),
        # control
        (SAME_DATES_ASKED, "I'll search morning nonstops to JFK now.", "not_dependent"),
    ],
)  # fmt: skip
def test_pass37_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
