"""Public holidays of the US calendar, as agents name dates by them ("on Memorial Day"): the
harnesses' airline and shops are American."""

from __future__ import annotations

import datetime as _dt

# a holiday's (month, day), or (month, weekday, n): the n-th such weekday (-1: the last)
_HOLIDAYS: dict[str, tuple[int, int] | tuple[int, int, int]] = {
    "memorial day": (5, 0, -1), "labor day": (9, 0, 1), "independence day": (7, 4),
    "christmas day": (12, 25), "christmas eve": (12, 24), "christmas": (12, 25),
    "new years day": (1, 1), "new years eve": (12, 31), "thanksgiving": (11, 3, 4),
    "thanksgiving day": (11, 3, 4), "halloween": (10, 31), "valentines day": (2, 14),
    "juneteenth": (6, 19), "veterans day": (11, 11), "columbus day": (10, 0, 2),
    "presidents day": (2, 0, 3), "mothers day": (5, 6, 2), "fathers day": (6, 6, 3),
}  # fmt: skip


def holiday(name: str, year: int) -> _dt.date | None:
    """The date of a named holiday in ``year``."""
    key = " ".join(name.lower().replace("'", "").replace("\u2019", "").split())
    rule = _HOLIDAYS.get(key)
    if rule is None:
        return None
    if len(rule) == 2:
        return _date(year, rule[0], rule[1])
    month, weekday, n = rule
    days = [
        d
        for k in range(1, 32)
        if (d := _date(year, month, k)) is not None and d.weekday() == weekday
    ]
    return days[n - 1] if n > 0 else days[n]


def _date(y: int, m: int, d: int) -> _dt.date | None:
    try:
        return _dt.date(y, m, d)
    except ValueError:
        return None
