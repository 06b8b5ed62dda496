"""Dates counted from a stay (text/counted.py): a length of time between the entity's flight and
the flight beside it derives the entity's date (Definition 3.2, "including a derived value")."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sscb_dsl.text.counted import dates_counted, place
from sscb_dsl.text.dates import dates_said
from sscb_dsl.text.mention_reading import reading

NOW = "2024-05-15 15:00:00 EST"
V, V0 = "2024-05-20", "2024-05-22"  # the leg LAX -> EWR (HAT228): v' and v
ARRIVE = ["2024-05-17", ["LAX", "Los Angeles"]]  # the flight before it lands in LA on the 17th
LEAVE = ["2024-05-23", ["EWR", "Newark"]]  # the flight after it leaves Newark on the 23rd


def _read(text: str, arrive: Any = ARRIVE, leave: Any = LEAVE, v: str = V, v0: str = V0) -> Any:
    said = dates_said(text, ["HAT228"], ["HAT050", "HAT202"], NOW, [v, v0])
    return reading(dates_counted(said, text, arrive, leave, [v, v0]), v, v0)


def test_a_stay_counted_back_from_the_next_flight() -> None:
    assert _read("HAT228 gives you three nights in Newark.") == "faulty"  # 23 - 3 = 20
    assert _read("HAT228 gives you one night in Newark.") == "correct"  # 23 - 1 = 22


def test_a_stay_counted_on_from_the_flight_before() -> None:
    assert _read("Before HAT228 you have three nights in Los Angeles.") == "faulty"  # 17 + 3
    assert _read("Before HAT228 you have five nights in LA and LAX.") == "correct"  # 17 + 5


def test_the_place_decides_the_direction() -> None:
    # "four full days" could be 3, 4 or 5: from the 17th in LA gives the 20th or 22nd (both),
    # but the sentence says Newark: back from the 23rd gives 19, 20 (v'), 18
    assert _read("HAT228, then four full days in Newark.") == "faulty"
    # no place: counted both ways, and neither gives v' or v: open
    assert _read("HAT228 leaves you two nights.") is None


def test_a_length_that_gives_neither_value_stays_open() -> None:
    assert _read("HAT228 gives you eight nights in Newark.") is None


def test_a_hedged_stay_is_hedged() -> None:
    assert _read("HAT228 should give you three nights in Newark, I think.") == "qualified"


def test_a_stay_in_a_sentence_naming_only_the_place() -> None:
    text = "You'll spend three nights in Newark between the LA leg and HAT202."
    assert _read(text) == "faulty"
    # a stay somewhere else: not the leg's
    assert _read("You'll spend three nights in Miami after HAT202.") == "none"


def test_no_flight_beside_the_leg_counts_nothing() -> None:
    assert _read("HAT228 gives you three nights in Newark.", [None, []], [None, []]) is None


def test_a_shift_is_no_stay() -> None:
    # "two days later" moves a date; it is no length of a stay (read by day_shift elsewhere)
    said = dates_said("Three nights later.", ["HAT228"], [], NOW, [V, V0])
    assert dates_counted(said, "Three nights later.", ARRIVE, LEAVE, [V, V0]) == said


def test_unknown_passes_through() -> None:
    assert dates_counted(None, "x", ARRIVE, LEAVE, [V, V0]) is None
    assert dates_counted([], None, ARRIVE, LEAVE, [V, V0]) == []


def test_place() -> None:
    assert place("ATL", ["ATL Atlanta", "BOS Boston"]) == ["ATL", "Atlanta"]
    assert place("XYZ", ["ATL Atlanta"]) == ["XYZ"]
    assert place(None, []) is None


@given(
    start=st.dates(dt.date(2024, 5, 1), dt.date(2024, 6, 30)),
    nights=st.integers(1, 9),
    gap=st.integers(-6, 6),
)
def test_a_counted_stay_is_never_read_as_the_other_value(
    start: dt.date, nights: int, gap: int
) -> None:
    """Counted back from the flight after the leg, "N nights in Newark" gives v' when v' is N
    nights before it, v when v is; any other pair leaves the message open or gives nothing —
    never the other value."""
    after = start + dt.timedelta(days=nights)
    v = start.isoformat()
    v0 = (start + dt.timedelta(days=gap)).isoformat()
    text = f"HAT228 gives you {nights} nights in Newark."
    got = _read(text, [None, []], [after.isoformat(), ["EWR", "Newark"]], v, v0)
    if gap == 0:
        return  # v' = v: no fault to tell apart
    assert got == "faulty"
    swapped = _read(text, [None, []], [after.isoformat(), ["EWR", "Newark"]], v0, v)
    assert swapped == "correct"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the current date counted back from a date said and its offset from the booking
        ("HAT228 on May 23 — that's three days later than the return you have booked now.",
         "faulty"),
        ("Moving HAT228 to May 21 means flying one day earlier than you're scheduled now.",
         "correct"),
        # an offset from no date said leaves the reading open
        ("HAT228 would be one day later than your current return.", None),
    ],
)  # fmt: skip
def test_a_date_counted_from_its_offset_to_the_booking(text: str, expected: Any) -> None:
    assert _read(text) == expected
