"""The reference evaluator's values: unknown, events and their times, comparisons, arithmetic.

Written from ``docs/language.md`` ("Expressions", "Kleene three-valued semantics" and "Language
2"); nothing here is shared with the fast engine's compiled closures.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Final

import attrs

from sscb_dsl.language.builtins import Days
from sscb_dsl.ledger.model import UNPARSED, Message, Observation, ToolCall

DEPENDENT_VERDICTS: Final = ("faulty", "correct", "qualified", "verify", "enumerate")
STANCE_VERDICTS: Final = ("endorse", "no_longer_endorse")


class Unknown:
    """Kleene's third truth value, and the value of anything that cannot be determined."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Final = Unknown()

Path = tuple[Any, ...]
Place = tuple["Event", Path]
Time = tuple[int, int]


@attrs.frozen(eq=False)
class Event:
    """A ledger event bound to a contract variable (an observation, a call or a message).

    ``time`` is when it happened, as "Order and time of events" defines it: a call the agent
    made is at (its message's step, 1 + its position among that message's calls); a tool
    result, a call fault (its acknowledgement) and a message are at (their step, 0), so a
    message comes before the calls it carries. ``value`` (v') and ``original`` (v) are known
    only for the fault variable.
    """

    step: int
    kind: str
    time: Time
    call: ToolCall | None = None
    obs: Observation | None = None
    message: Message | None = None
    value: Any = UNKNOWN
    original: Any = UNKNOWN

    def same(self, other: Event) -> bool:
        """``a is b``: the same kind of event at the same time (so parallel calls differ)."""
        return self.kind == other.kind and self.time == other.time


def observation_event(obs: Observation) -> Event:
    """A delivered tool result (a relation source, a ``given``/``exists`` observation)."""
    return Event(obs.step, "observe", (obs.step, 0), obs.call, obs)


def call_event(call: ToolCall, result: Observation | None) -> Event:
    """A call the agent made (a ``call`` rule's event, a ``given``/``exists`` call)."""
    return Event(call.step, "call", (call.step, 1 + call.position), call, result)


def message_event(msg: Message, kind: str) -> Event:
    """An agent (``say``) or user (``user``) message."""
    return Event(msg.step, kind, (msg.step, 0), message=msg)


def fault_event(obs: Observation, kind: str) -> Event:
    """The fault-bearing event: its observation, or for a ``call`` fault the call whose
    acknowledgement it is, timed by that acknowledgement ("its effect happens when the tool
    runs, so its time is its acknowledgement's")."""
    return Event(obs.step, kind, (obs.step, 0), obs.call, obs)


def event_attr(ev: Event, name: str) -> Any:
    """``event.name`` (docs/language.md "Paths" and "Order and time of events").

    ``args``, ``result``, ``text``, ``step`` (its own step: the result's for an observation),
    ``issued`` (the step of the assistant message that issued its call; for a message, its
    step), ``error``, ``failed`` ("the result is an error ...; unknown without a result"),
    ``error_text`` ("the error text, or null when the call succeeded"), ``value``, ``original``.
    """
    if name == "args":
        return ev.call.args if ev.call is not None and ev.call.args is not None else UNKNOWN
    if name == "result":
        return ev.obs.value if ev.obs is not None and ev.obs.value is not UNPARSED else UNKNOWN
    if name == "text":
        if ev.obs is not None:
            return ev.obs.text
        return ev.message.content if ev.message is not None else UNKNOWN
    if name == "step":
        return ev.step
    if name == "issued":
        if ev.message is not None:
            return ev.message.step
        return ev.call.step if ev.call is not None else UNKNOWN
    if name in ("error", "failed"):
        return ev.obs.is_error if ev.obs is not None else UNKNOWN
    if name == "error_text":
        if ev.obs is None:
            return UNKNOWN
        return ev.obs.text if ev.obs.is_error else None
    if name == "value":
        return ev.value
    if name == "original":
        return ev.original
    return UNKNOWN


def canon(value: Any) -> str:
    """A canonical text for a JSON value, so equal values name the same state key."""
    return json.dumps(value, sort_keys=True)


# ---------------------------------------------------------------- Kleene logic and comparisons


def kleene(v: Any) -> Any:
    """A truth value: True, False, or UNKNOWN for anything that is not a boolean."""
    return v if isinstance(v, bool) else UNKNOWN


def conj(values: Sequence[Any]) -> Any:
    """Kleene conjunction of truth values."""
    if any(v is False for v in values):
        return False
    return True if all(v is True for v in values) else UNKNOWN


def disj(values: Sequence[Any]) -> Any:
    """Kleene disjunction of truth values."""
    if any(v is True for v in values):
        return True
    return False if all(v is False for v in values) else UNKNOWN


def equal(a: Any, b: Any) -> Any:
    """Kleene equality of values (a boolean never equals a number)."""
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if isinstance(a, bool) is not isinstance(b, bool):
        return False
    return bool(a == b)


def ordered(op: str, a: Any, b: Any) -> Any:
    """Kleene ordering of two numbers or two texts (ISO dates order as text); anything else,
    including day counts (E202: ordering needs dates, money or numbers), is unknown."""
    if a is UNKNOWN or b is UNKNOWN or isinstance(a, bool) or isinstance(b, bool):
        return UNKNOWN
    numeric = (int, float)
    comparable = (isinstance(a, numeric) and isinstance(b, numeric)) or (
        isinstance(a, str) and isinstance(b, str)
    )
    if not comparable:
        return UNKNOWN
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]


# ---------------------------------------------------------------- arithmetic

_ISO_DATE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def iso_date(v: Any) -> dt.date | None:
    """The date an ISO date text (``YYYY-MM-DD``) names; None for any other value ("a text
    that is not an ISO date ... makes the result unknown")."""
    if not isinstance(v, str) or not _ISO_DATE.fullmatch(v):
        return None
    try:
        return dt.date.fromisoformat(v)
    except ValueError:
        return None


def _decimal_sum(a: float, b: float, sign: int) -> int | float:
    """``a + sign * b`` computed on decimals ("exact on decimals": 19.99 + 0.01 is 20)."""
    total = Decimal(str(a)) + sign * Decimal(str(b))
    return int(total) if total == total.to_integral_value() else float(total)


def _moved(d: dt.date, n: int) -> Any:
    """``d`` moved by ``n`` days as ISO text; unknown past the calendar's ends."""
    try:
        return (d + dt.timedelta(days=n)).isoformat()
    except (OverflowError, ValueError):
        return UNKNOWN


def arith(op: str, a: Any, b: Any) -> Any:
    """``a + b`` / ``a - b`` by the table of docs/language.md "Arithmetic".

    number/money ± number/money is a number; date ± days(n) and days(n) + date move the date;
    date - date is the number of days between them; days(n) ± days(m) is days(n ± m). Any other
    combination, or a value of the wrong shape, is unknown (total, never an error).
    """
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    sign = 1 if op == "+" else -1
    if _is_number(a) and _is_number(b):
        return _decimal_sum(a, b, sign)
    if isinstance(a, Days) and isinstance(b, Days):
        return Days(a.n + sign * b.n)
    if isinstance(b, Days):
        d = iso_date(a)
        return UNKNOWN if d is None else _moved(d, sign * b.n)
    if isinstance(a, Days):
        d = iso_date(b)
        return UNKNOWN if d is None or op != "+" else _moved(d, a.n)
    if op == "-":
        da, db = iso_date(a), iso_date(b)
        if da is not None and db is not None:
            return (da - db).days
    return UNKNOWN


def negate(v: Any) -> Any:
    """``-x`` for a number, an amount or a day count; unknown otherwise."""
    if _is_number(v):
        return -v
    if isinstance(v, Days):
        return Days(-v.n)
    return UNKNOWN
