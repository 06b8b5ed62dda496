"""The values compiled closures compute with, and the run they compute in.

``UNKNOWN`` (Kleene's third value), ledger events (:class:`EventVal`), the run context and
environments, and the total (Kleene) comparisons and arithmetic on values: what the compiler
(compile.py), the evaluator and the kinds share, kept apart from the compiling itself.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any, Final

from sscb_dsl.engine.budget import BudgetExceeded
from sscb_dsl.language.builtins import Days
from sscb_dsl.language.cost import STEP_BUDGET
from sscb_dsl.ledger.model import UNPARSED, Ledger, Message, Observation, ToolCall
from sscb_dsl.text.normalise import parse_date
from sscb_dsl.text.run_memo import begin_run


class _Unknown:
    """Kleene's third truth value and the value of anything that cannot be determined."""

    _instance: _Unknown | None = None

    def __new__(cls) -> _Unknown:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Final = _Unknown()

Path = tuple[Any, ...]

_NESTED: Final = object()
"""Heads the key :meth:`RunContext.value_key` gives a list of lists and maps."""


class EventVal:
    """A ledger event bound to a contract variable: an observation, a call, or a message.

    ``value``/``original`` are set only for the fault variable (v' and v). Compared by identity
    (the engine memoises per event object); treated as immutable. A plain slotted class, since
    one is made per observation a relation looks at and per rule event.
    """

    __slots__ = ("call", "kind", "message", "obs", "original", "step", "value")

    def __init__(
        self,
        step: int,
        kind: str,
        call: ToolCall | None = None,
        obs: Observation | None = None,
        message: Message | None = None,
        value: Any = UNKNOWN,
        original: Any = UNKNOWN,
    ) -> None:
        self.step = step
        self.kind = kind
        self.call = call
        self.obs = obs
        self.message = message
        self.value = value
        self.original = original

    def __repr__(self) -> str:
        return f"EventVal(step={self.step!r}, kind={self.kind!r})"

    def order_key(self) -> tuple[int, int]:
        """When the event happened, for ``before``/``after``: a call made by the agent by the
        step of the message that issued it and its position there (parallel calls issued in one
        message are ordered as issued); an observation (and a call fault, whose effect is its
        result) by its delivery step; an agent or user message by its step, before the calls
        its own message carries."""
        call = self.call
        if call is not None and self.kind == "call" and self.step == call.step:
            return (call.step, call.position)
        return (self.step, -1 if self.kind in ("say", "user") else 0)

    def evolve(self, value: Any, original: Any) -> EventVal:
        """The same event carrying the fault's v' and v."""
        return EventVal(self.step, self.kind, self.call, self.obs, self.message, value, original)

    def attr(self, name: str) -> Any:
        """``event.name`` for the names the language defines on events."""
        if name == "args":
            if self.call is None or self.call.args is None:
                return UNKNOWN
            return self.call.args
        if name == "result":
            if self.obs is None or self.obs.value is UNPARSED:
                return UNKNOWN
            return self.obs.value
        if name == "text":
            if self.obs is not None:
                return self.obs.text
            return self.message.content if self.message is not None else UNKNOWN
        if name == "step":
            return self.step
        if name == "issued":
            return self.call.step if self.call is not None else self.step
        if name == "error":
            return self.obs.is_error if self.obs is not None else UNKNOWN
        if name == "failed":
            return self.obs.is_error if self.obs is not None else UNKNOWN
        if name == "error_text":
            if self.obs is None:
                return UNKNOWN
            return self.obs.text if self.obs.is_error else None
        if name == "value":
            return self.value
        if name == "original":
            return self.original
        return UNKNOWN


class RunContext:
    """Per-run facts closures may consult: altered regions and effective writes; and the run's
    evaluation budget.

    ``altered`` maps an observation step to the paths the intervention changed there (``()``
    means the whole message). ``writes`` maps (entity, key, field) to the times of effective
    (unsuppressed, successful) writes: their calls' (step, position). Either may be given as a
    function, called the first time a closure asks (many contracts never ask for writes), or
    later with :meth:`provide`.

    ``steps`` is what is left of the run's budget (:data:`STEP_BUDGET`): every loop of the
    evaluation (quantifier elements, events scanned by ``exists`` and ``given``, observations,
    binder elements and joins of a relation, rule events) spends, per iteration, the number of
    expression nodes it evaluates; going below zero raises :class:`BudgetExceeded`. Steps, not
    time, so a record never depends on the machine.
    """

    def __init__(
        self,
        altered: Mapping[int, tuple[Path, ...]] | Callable[[], Mapping[int, tuple[Path, ...]]],
        writes: Mapping[tuple[str, Any, str], tuple[tuple[int, int], ...]]
        | Callable[[], Mapping[tuple[str, Any, str], tuple[tuple[int, int], ...]]],
        budget: int = STEP_BUDGET,
    ) -> None:
        begin_run()  # a new run: no text analysis of another run is kept
        self._altered = altered
        self._writes = writes
        self.budget = budget
        self.steps = budget
        self.ledger: Ledger | None = None
        """The run's ledger, for `exists` and `given` (set by the evaluator)."""
        self.fault: Any = None
        """The run's fault plan, resolved for its case (set by the evaluator)."""
        self.constants: dict[object, Any] = {}
        self.per_event: dict[tuple[object, EventVal], Any] = {}
        """Builtin results per (expression, event), see :func:`event_variable`."""
        self.events: dict[tuple[Any, ...], Any] = {}
        """The run's rule events: calls by (kind, step, call position), one object each, and
        the list of `say` events after a step by ("say", step)."""
        self.histories: dict[tuple[str, frozenset[str] | None], list[Any]] = {}
        """The run's model-visible events by (kind, tools), listed once (``given``,
        ``exists``)."""
        self._reprs: dict[int, tuple[Any, str]] = {}
        """``repr`` of the lists and maps built-ins were given, by object (kept alive here,
        so an id is not reused while its entry lives; values are never changed in place)."""

    def value_key(self, v: Any) -> Any:
        """A hashable key equal for equal values (see ``_hashable``): a list or map is keyed
        by its ``repr``, made once per object and run (a run constant is one object); a list
        of lists and maps only (a rule's list of anchor lists, made anew at each event) by the
        tuple of its elements' keys, so that the elements' keys, made once per object, are not
        written out again. Equal keys mean equal ``repr``s (a list's is its elements')."""
        if not isinstance(v, (list, dict)):
            return v
        known = self._reprs.get(id(v))
        if known is None or known[0] is not v:
            if v and type(v) is list and all(type(e) is list or type(e) is dict for e in v):
                key: Any = (_NESTED, *[self.value_key(e) for e in v])
            else:
                key = repr(v)
            known = self._reprs[id(v)] = (v, key)
        return known[1]

    def history(self, kind: str, tools: frozenset[str] | None) -> list[Any]:
        """:func:`history_events` of the run's ledger, listed once per (kind, tools)."""
        key = (kind, tools)
        found = self.histories.get(key)
        if found is None:
            assert self.ledger is not None
            found = self.histories[key] = history_events(self.ledger, kind, tools)
        return found

    def spend(self, n: int) -> None:
        """Spend ``n`` steps of the budget; :class:`BudgetExceeded` when it runs out."""
        self.steps -= n
        if self.steps < 0:
            raise BudgetExceeded(self.budget, self.spent)

    @property
    def spent(self) -> int:
        """The steps spent so far."""
        return self.budget - self.steps

    def provide(
        self,
        altered: Callable[[], Mapping[int, tuple[Path, ...]]],
        writes: Callable[[], Mapping[tuple[str, Any, str], tuple[tuple[int, int], ...]]],
    ) -> None:
        """Compute altered regions and effective writes on first use, with these functions."""
        self._altered, self._writes = altered, writes

    @property
    def altered(self) -> Mapping[int, tuple[Path, ...]]:
        """Observation step -> altered paths."""
        if callable(self._altered):
            self._altered = self._altered()
        return self._altered

    @property
    def writes(self) -> Mapping[tuple[str, Any, str], tuple[tuple[int, int], ...]]:
        """(entity, key, field) -> times (step, position) of effective writes."""
        if callable(self._writes):
            self._writes = self._writes()
        return self._writes


class Env:
    """Variables (name -> value), provenance of bound values, and the run context."""

    __slots__ = ("ctx", "prov", "vars")

    def __init__(
        self, vars: dict[str, Any], prov: dict[str, tuple[EventVal, Path]], ctx: RunContext
    ) -> None:
        self.vars = vars
        self.prov = prov
        self.ctx = ctx

    def bind(self, name: str, value: Any, prov: tuple[EventVal, Path] | None) -> Env:
        """A child environment with one more variable (environments are never changed in
        place once bound from, so a child may share its parent's provenance map)."""
        if prov is not None:
            provs = {**self.prov, name: prov}
        elif name in self.prov:
            provs = {k: p for k, p in self.prov.items() if k != name}
        else:
            provs = self.prov
        return Env({**self.vars, name: value}, provs, self.ctx)


Fn = Callable[[Env], Any]
PlaceFn = Callable[[Env], "tuple[EventVal, Path] | None"]


def _hashable(v: Any) -> Any:
    return v if not isinstance(v, (list, dict)) else repr(v)


def _eq(a: Any, b: Any) -> Any:
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    return bool(a == b)


def _order(op: str, a: Any, b: Any) -> Any:
    """Kleene ordering of two numbers or two texts (ISO dates order as text)."""
    if a is UNKNOWN or b is UNKNOWN or isinstance(a, bool) or isinstance(b, bool):
        return UNKNOWN
    num = (int, float)
    both_num = isinstance(a, num) and isinstance(b, num)
    if not (both_num or (isinstance(a, str) and isinstance(b, str))):
        return UNKNOWN
    x: Any = a
    y: Any = b
    if op == "<":
        return x < y
    if op == "<=":
        return x <= y
    if op == ">":
        return x > y
    return x >= y


def _truth(v: Any) -> Any:
    """A boolean stays; anything else is unknown."""
    return v if isinstance(v, bool) else UNKNOWN


def _get(obj: Any, key: Any) -> Any:
    if obj is UNKNOWN or key is UNKNOWN:
        return UNKNOWN
    if isinstance(obj, EventVal):
        return obj.attr(key) if isinstance(key, str) else UNKNOWN
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(key) if isinstance(key, str) else UNKNOWN
    if isinstance(obj, list):
        if isinstance(key, float) and key.is_integer():
            key = int(key)
        if isinstance(key, int) and not isinstance(key, bool):
            return obj[key] if -len(obj) <= key < len(obj) else None
        return UNKNOWN
    return UNKNOWN


def elements(value: Any) -> list[tuple[Any, Any]]:
    """(key, element) pairs of a list (index keys) or a map (its keys); [] otherwise."""
    if isinstance(value, list):
        return list(enumerate(value))
    if isinstance(value, dict):
        return list(value.items())
    return []


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _exact(plus: bool, a: float, b: float) -> int | float:
    """``a + b`` / ``a - b`` on decimal amounts without binary rounding (19.99 + 0.01 == 20)."""
    da, db = Decimal(repr(a)), Decimal(repr(b))
    r = da + db if plus else da - db
    return int(r) if r == r.to_integral_value() else float(r)


_STRICT_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _arith_date(v: str) -> _dt.date | None:
    """A date operand: an ISO date text ``YYYY-MM-DD`` exactly ("a text that is not an ISO
    date makes the result unknown"); ``date(x)`` normalises other forms first."""
    return parse_date(v) if _STRICT_DATE.fullmatch(v) else None


def arithmetic(plus: bool, a: Any, b: Any) -> Any:
    """``a + b`` / ``a - b``: numbers (and money), a date moved by ``days(n)``, the number of
    days between two dates; unknown for anything else (Kleene: total, never an error)."""
    if a is UNKNOWN or b is UNKNOWN:
        return UNKNOWN
    if _number(a) and _number(b):
        return _exact(plus, a, b)
    if isinstance(a, Days) and isinstance(b, Days):
        return Days(a.n + b.n if plus else a.n - b.n)
    if isinstance(b, Days) and isinstance(a, str):
        d = _arith_date(a)
        return UNKNOWN if d is None else _shift(d, b.n if plus else -b.n)
    if isinstance(a, Days) and isinstance(b, str) and plus:
        d = _arith_date(b)
        return UNKNOWN if d is None else _shift(d, a.n)
    if isinstance(a, str) and isinstance(b, str) and not plus:
        da, db = _arith_date(a), _arith_date(b)
        return UNKNOWN if da is None or db is None else (da - db).days
    return UNKNOWN


def _shift(d: _dt.date, n: int) -> Any:
    try:
        return (d + _dt.timedelta(days=n)).isoformat()
    except OverflowError:
        return UNKNOWN


def negate(v: Any) -> Any:
    """``-v`` for a number or a day count; unknown otherwise."""
    if _number(v):
        return -v
    if isinstance(v, Days):
        return Days(-v.n)
    return UNKNOWN


def history_events(ledger: Ledger, kind: str, tools: frozenset[str] | None) -> list[EventVal]:
    """Every model-visible event of a kind (``observe``/``call`` of ``tools`` (None: any),
    ``say``, ``user``, ``system``) in time order, as the events ``given`` and ``exists`` range
    over.

    Error observations are included (``x.failed`` tells them apart); a `say` is an assistant
    message with text.
    """
    out: list[EventVal] = []
    if kind == "observe":
        for obs in ledger.observations:
            if tools is None or obs.name in tools:
                out.append(EventVal(obs.step, "observe", obs.call, obs))
    elif kind == "call":
        for msg in ledger.messages:
            for call in msg.tool_calls:
                if tools is None or call.name in tools:
                    out.append(EventVal(call.step, "call", call, ledger.observation_for(call)))
    else:
        role = {"say": "assistant", "user": "user", "system": "system"}[kind]
        for msg in ledger.messages:  # `say`: messages with text; `user`, `system`: every one
            if msg.role == role and (kind != "say" or msg.content.strip()):
                out.append(EventVal(msg.step, kind, message=msg))
    return out


Element = tuple[Any, "tuple[EventVal, Path] | None"]

UNKNOWN_ELEMENT: Final[Element] = (UNKNOWN, None)
"""What a binder yields over a value that is not a known list or map (unparseable content, a
missing field): whether some element satisfies the relation is unknown, so the binder is bound
to UNKNOWN once and the evaluator caps that assignment's status at UNKNOWN."""
