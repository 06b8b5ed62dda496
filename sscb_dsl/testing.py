"""Hypothesis strategies that build ``sscb.run/1`` runs for a contract, with known ground truth.

A generated run is a list of :class:`Block` s (a tool call with its result, an agent message, a
user message) placed around one fault block, rendered by a :class:`Scenario` that knows the
operator's case: what each block says, which results the intervention altered, and, by
construction, whether a block is certain or uncertain counterevidence and how a use is
classified. Property tests move, delete and insert blocks and re-render the run
(:meth:`GeneratedRun.with_blocks`), so the ground truth follows the edit.

``runs_for("WriteEffect")`` (and ``ReturnDate``, ``PaySource``, ``ItemOption``) gives runs for
the stdlib operators; contract authors compose their own from :func:`tool_call`, :func:`say`,
:func:`user`, :func:`assemble`, :func:`date_text` and :func:`interleavings`. See
``docs/testing.md``. This module needs ``hypothesis`` (the ``test`` extra).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

import attrs
from hypothesis import strategies as st

from sscb_dsl import ast
from sscb_dsl.build import parse_contract
from sscb_dsl.ledger import Run
from sscb_dsl.normalise import parse_date
from sscb_dsl.read_formats import sscb_run
from sscb_dsl.resources import stdlib_dir

__all__ = [
    "FAULT",
    "NO_RESULT",
    "SCENARIOS",
    "Block",
    "GeneratedRun",
    "Piece",
    "Scenario",
    "assemble",
    "build",
    "date_text",
    "interleavings",
    "load_operator",
    "runs_for",
    "say",
    "scenario_for",
    "to_run",
    "tool_call",
    "user",
]

NO_RESULT: Final = "<no result>"
"""A tool call's ``result`` meaning the run was cut before the result arrived (truncation)."""

# ---------------------------------------------------------------- pieces: rendered messages


@attrs.frozen
class Piece:
    """The messages of one block: an agent message, a user message, or a call and its result.

    ``args``/``result`` are JSON values, or raw text when ``raw_args``/``raw_result`` is set
    (use raw text for unparseable content; ``"Error: ..."`` for a failed call). ``result`` equal
    to :data:`NO_RESULT` leaves the call unanswered. ``altered`` lists the result in the
    intervention log; ``fault`` makes it the fault-bearing observation.
    """

    kind: str
    text: str = ""
    tool: str = ""
    args: Any = None
    result: Any = None
    raw_args: bool = False
    raw_result: bool = False
    altered: bool = False
    fault: bool = False


def tool_call(
    tool: str,
    args: Any,
    result: Any,
    *,
    raw_args: bool = False,
    raw_result: bool = False,
    altered: bool = False,
    fault: bool = False,
) -> Piece:
    """An assistant tool call and the tool's result (two messages, one without a result)."""
    return Piece("call", "", tool, args, result, raw_args, raw_result, altered, fault)


def say(text: str) -> Piece:
    """An assistant message with text and no tool call."""
    return Piece("say", text)


def user(text: str) -> Piece:
    """A user message."""
    return Piece("user", text)


def assemble(
    run_id: str,
    case: Mapping[str, Any],
    pieces: Sequence[Piece],
    *,
    applied: bool = True,
    config: str = "F",
    repetition: int = 0,
) -> tuple[dict[str, Any], list[int]]:
    """An ``sscb.run/1`` dict of ``pieces`` after a system and a user message.

    Returns the run and the step at which each piece starts. The intervention points at the
    result of the piece marked ``fault`` (untriggered when there is none or ``applied`` is false)
    and lists the results of pieces marked ``altered`` (the fault's own result included).
    """
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a helpful agent. Follow the policy."},
        {"role": "user", "content": "Hi, I need help with my booking."},
    ]
    starts: list[int] = []
    altered: list[int] = []
    fault: tuple[int, str] | None = None
    for n, piece in enumerate(pieces):
        starts.append(len(messages))
        if piece.kind == "say":
            messages.append({"role": "assistant", "content": piece.text})
            continue
        if piece.kind == "user":
            messages.append({"role": "user", "content": piece.text})
            continue
        call_id = f"call_{n}"
        arguments = piece.args if piece.raw_args else json.dumps(piece.args)
        fn = {"name": piece.tool, "arguments": arguments}
        messages.append(
            {
                "role": "assistant",
                "content": piece.text or None,
                "tool_calls": [{"id": call_id, "type": "function", "function": fn}],
            }
        )
        if piece.result == NO_RESULT:
            continue
        content = piece.result if piece.raw_result else json.dumps(piece.result)
        messages.append(
            {"role": "tool", "tool_call_id": call_id, "name": piece.tool, "content": content}
        )
        if piece.altered or piece.fault:
            altered.append(len(messages) - 1)
        if piece.fault:
            fault = (len(messages) - 1, call_id)
    intervention: dict[str, Any] = {"applied": applied and fault is not None, "altered": altered}
    if fault is not None:
        intervention.update(message_index=fault[0], tool_call_id=fault[1])
    raw = {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": dict(case),
        "config": config,
        "repetition": repetition,
        "messages": messages,
        "intervention": intervention,
    }
    return raw, starts


def to_run(raw: Mapping[str, Any], source: str = "generated") -> Run:
    """Read an ``sscb.run/1`` dict as a :class:`~sscb_dsl.ledger.Run`."""
    _run_id, ledger, evaluator, config, repetition = sscb_run(dict(raw))
    return Run(ledger, evaluator, config, repetition, source)


# ---------------------------------------------------------------- text helpers

_MONTH_NAMES: Final = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def date_text(iso: str, form: str) -> str:
    """A date as agents write it: ``iso``, ``month_day`` (May 20), ``day_month`` (20 May),
    ``slash`` (5/20), or ``day_only`` (the 20th, ambiguous without a month)."""
    d = parse_date(iso)
    if d is None:
        raise ValueError(f"not an ISO date: {iso!r}")
    if form == "iso":
        return d.isoformat()
    if form == "month_day":
        return f"{_MONTH_NAMES[d.month - 1]} {d.day}"
    if form == "day_month":
        return f"{d.day} {_MONTH_NAMES[d.month - 1]}"
    if form == "slash":
        return f"{d.month}/{d.day}"
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"the {d.day}{suffix}"


FULL_DATE_FORMS: Final = ("iso", "month_day", "day_month", "slash")

NEUTRAL_SAYS: Final = (
    "Is there anything else I can help you with?",
    "Thank you for waiting.",
    "I will look into that for you.",
)
NEUTRAL_USERS: Final = ("Okay.", "Please go ahead.", "Thanks.")


def interleavings(
    required: Sequence[Any], optional: st.SearchStrategy[list[Any]]
) -> st.SearchStrategy[list[Any]]:
    """Every order of ``required`` items mixed with a drawn list of optional ones."""
    return optional.flatmap(lambda extra: st.permutations([*required, *extra]))


# ---------------------------------------------------------------- blocks and scenarios


@attrs.frozen
class Block:
    """One unit of a generated run, rendered by a scenario: a kind and a variant.

    Variants shared by the stdlib scenarios: ``unparsed`` (content that is not JSON),
    ``error`` (a failed call), ``agree`` (a read the intervention altered to agree with v'),
    ``marked`` (a read listed as altered in the log, content unchanged).

    Rendering depends on whether the block comes after the fault (a persistent fault alters
    later reads), so moving a block keeps the run consistent.
    """

    kind: str
    variant: str = ""


FAULT: Final = Block("fault")


@attrs.frozen
class Rendered:
    """A rendered block: its piece and what it is by construction.

    ``evidence``: ``certain`` / ``uncertain`` counterevidence on its own (one-source relations)
    or the role it plays in a join (scenario-specific); ``verdicts``: the expected use verdicts
    (``rule:verdict`` strings) of the event it carries.
    """

    piece: Piece
    evidence: str = ""
    verdicts: tuple[str, ...] = ()


class Scenario:
    """A case of one operator and how each block kind renders for it."""

    operator: str = ""
    domain: str = ""
    kinds: tuple[Block, ...] = ()
    unrelated: tuple[Block, ...] = ()
    counter: tuple[Block, ...] = ()

    def case(self) -> dict[str, Any]:
        """The run's ``case`` object."""
        raise NotImplementedError

    def focus(self) -> tuple[Block, ...]:
        """Blocks drawn more often: counterevidence, scope breakers and uses."""
        uses = tuple(b for b in self.kinds if self.render(b, True).verdicts)
        return (*self.counter, *self.extra_focus, *uses)

    extra_focus: tuple[Block, ...] = ()

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """The piece for ``block`` and its ground truth."""
        raise NotImplementedError

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """(certain, uncertain) steps by which counterevidence has arrived, by construction."""
        certain = [s for r, s in zip(rendered, steps, strict=True) if r.evidence == "certain"]
        unsure = [s for r, s in zip(rendered, steps, strict=True) if r.evidence == "uncertain"]
        return certain, unsure

    def _say_block(self, block: Block) -> Rendered:
        """Neutral text, user messages and truncation, common to all scenarios."""
        if block.kind == "neutral":
            return Rendered(say(NEUTRAL_SAYS[int(block.variant or 0) % len(NEUTRAL_SAYS)]))
        if block.kind == "user":
            return Rendered(user(NEUTRAL_USERS[int(block.variant or 0) % len(NEUTRAL_USERS)]))
        if block.kind == "think":
            return Rendered(tool_call("think", {"thought": "Plan the next step."}, ""))
        if block.kind == "truncated":
            return Rendered(tool_call("think", {"thought": "One more step."}, NO_RESULT))
        raise ValueError(f"unknown block kind {block.kind!r}")


COMMON: Final = (Block("neutral", "0"), Block("neutral", "1"), Block("user", "0"), Block("think"))


def _answer(value: Any, variant: str) -> tuple[Any, bool]:
    """A result as delivered: JSON, an unparseable text, or an error string."""
    if variant == "unparsed":
        return "Reservation details: see record", True
    if variant == "error":
        return "Error: the record could not be read", True
    return value, False


# ---------------------------------------------------------------- WriteEffect


class WriteEffectScenario(Scenario):
    """A flight update suppressed while its acknowledgement is kept; read-backs refute it."""

    operator = "WriteEffect"
    domain = "tau_airline"
    old: Final = [{"flight_number": "HAT001", "date": "2024-05-20"}]
    new: Final = [{"flight_number": "HAT999", "date": "2024-05-21"}]
    other: Final = [{"flight_number": "HAT555", "date": "2024-05-22"}]
    kinds = (
        Block("read", "plain"),
        Block("read", "plain"),
        Block("read", "unparsed"),
        Block("read", "error"),
        Block("read", "agree"),
        Block("read", "marked"),
        Block("read_other"),
        Block("retry"),
        Block("write", "same"),
        Block("write", "unparsed"),
        Block("write", "error"),
        Block("write", "other_entity"),
        Block("baggage"),
        Block("tell", "done"),
        Block("tell", "check"),
        Block("tell", "hedge"),
        Block("tell", "mention"),
        Block("tell", "not_done"),
        *COMMON,
    )
    unrelated = (Block("read_other"), Block("write", "other_entity"), Block("think"))
    counter = (Block("read", "plain"),)
    extra_focus = (Block("retry"), Block("write", "same"), Block("read", "unparsed"))

    def case(self) -> dict[str, Any]:
        """Reservation R1, the requested new flights, cabin and payment."""
        return {
            "id": "WE-1",
            "operator": self.operator,
            "domain": self.domain,
            "cluster": "reservation:R1",
            "control": False,
            "params": {
                "reservation_id": "R1",
                "tool": "update_reservation_flights",
                "request": {"cabin": "economy", "flights": self.new, "payment_id": "cc_1"},
                "field": "flights",
            },
        }

    def _reservation(self, rid: str, flights: list[dict[str, str]]) -> dict[str, Any]:
        return {"reservation_id": rid, "cabin": "economy", "flights": flights}

    def _update(self, rid: str, flights: list[dict[str, str]]) -> dict[str, Any]:
        return {"reservation_id": rid, "cabin": "economy", "flights": flights, "payment_id": "cc_1"}

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """Reads show the old flights (the write was suppressed); writes and says as named."""
        k, v = block.kind, block.variant
        upd = "update_reservation_flights"
        if k == "fault" or k == "retry":
            piece = tool_call(
                upd,
                self._update("R1", self.new),
                self._reservation("R1", self.new),
                fault=k == "fault",
                altered=k == "retry" and after_fault,
            )
            return Rendered(piece, "attempt" if k == "fault" else "")
        if k == "read":
            agree = v == "agree" and after_fault
            value, raw = _answer(self._reservation("R1", self.new if agree else self.old), v)
            piece = tool_call(
                "get_reservation_details",
                {"reservation_id": "R1"},
                value,
                raw_result=raw,
                altered=agree or v == "marked",
            )
            role = {"plain": "read", "unparsed": "read_unsure"}.get(v, "")
            return Rendered(piece, "" if agree else role)
        if k == "read_other":
            args: dict[str, Any] = {"reservation_id": "R2"}
            return Rendered(tool_call("get_reservation_details", args, self._reservation("R2", [])))
        if k == "write":
            if v == "unparsed":
                piece = tool_call(upd, '{"reservation_id": "R1", "fli', "ok", raw_args=True)
                return Rendered(piece, "write_unsure")
            if v == "error":
                value, raw = _answer(None, "error")
                return Rendered(
                    tool_call(upd, self._update("R1", self.other), value, raw_result=raw)
                )
            rid = "R2" if v == "other_entity" else "R1"
            piece = tool_call(
                upd, self._update(rid, self.other), self._reservation(rid, self.other)
            )
            return Rendered(piece, "write" if rid == "R1" else "")
        if k == "baggage":
            args = {"reservation_id": "R1", "total_baggages": 1, "nonfree_baggages": 0}
            piece = tool_call("update_reservation_baggages", args, args)
            return Rendered(piece, verdicts=("baggage:not_dependent",))
        if k == "tell":
            text, verdicts = {
                "done": (
                    "Your flight has been updated to HAT999 on May 21.",
                    ("tell:faulty", "said:endorse"),
                ),
                "check": ("Let me check the reservation for HAT999.", ("tell:verify",)),
                "hedge": ("It seems HAT999 is listed.", ("tell:qualified",)),
                "mention": ("Flight HAT999 is on your reservation.", ("tell:unresolved",)),
                "not_done": (
                    "The change did not take effect; it still shows HAT001.",
                    ("said:no_longer_endorse",),
                ),
            }[v]
            return Rendered(say(text), verdicts=verdicts)
        return self._say_block(block)

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """Read-backs after the attempt count while no write to the flights came in between."""
        certain: list[int] = []
        unsure: list[int] = []
        scope = "ok"
        for r, step in zip(rendered, steps, strict=True):
            if step <= fault_at:
                continue
            if r.evidence == "write":
                scope = "broken"
            elif r.evidence == "write_unsure" and scope == "ok":
                scope = "unknown"
            elif r.evidence == "read" and scope == "ok":
                certain.append(step + 1)
            elif r.evidence in ("read", "read_unsure") and scope != "broken":
                unsure.append(step + 1)
        return certain, unsure


# ---------------------------------------------------------------- ReturnDate


class ReturnDateScenario(Scenario):
    """A round trip whose return date is moved earlier; the outbound leg may refute it."""

    operator = "ReturnDate"
    domain = "tau_airline"

    def __init__(self, refutes: bool = True) -> None:
        self.refutes = refutes
        self.outbound = "2024-05-10"
        self.original = "2024-05-20"
        self.injected = "2024-05-08" if refutes else "2024-05-14"
        self.kinds = (
            Block("read"),
            Block("read"),
            Block("read", "unparsed"),
            Block("read", "error"),
            Block("read_other"),
            Block("rebook", "injected"),
            Block("rebook", "original"),
            Block("rebook", "other"),
            Block("search", "injected"),
            Block("search", "original"),
            Block("search", "other"),
            *(Block("tell", f) for f in ("injected:iso", "injected:month_day", "injected:slash")),
            Block("tell", "injected:day_only"),
            Block("tell", "original:day_month"),
            Block("tell", "both"),
            Block("tell", "hedged"),
            *COMMON,
        )
        self.unrelated = (Block("read_other"), Block("think"))
        self.counter = (Block("read"),)

    def case(self) -> dict[str, Any]:
        """Reservation R1, its return leg (index 1), the original and injected dates."""
        return {
            "id": "RD-1" if self.refutes else "RD-2",
            "operator": self.operator,
            "domain": self.domain,
            "cluster": "reservation:R1",
            "control": False,
            "params": {
                "reservation_id": "R1",
                "leg_index": 1,
                "original_date": self.original,
                "injected_date": self.injected,
            },
        }

    def _reservation(self, rid: str, return_date: str) -> dict[str, Any]:
        return {
            "reservation_id": rid,
            "origin": "SFO",
            "destination": "JFK",
            "flight_type": "round_trip",
            "flights": [
                {
                    "origin": "SFO",
                    "destination": "JFK",
                    "flight_number": "HAT1",
                    "date": "2024-05-10",
                },
                {
                    "origin": "JFK",
                    "destination": "SFO",
                    "flight_number": "HAT2",
                    "date": return_date,
                },
            ],
        }

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """Reads after the fault carry the injected date (persistent fault)."""
        k, v = block.kind, block.variant
        if k in ("fault", "read"):
            altered = k == "fault" or after_fault
            value, raw = _answer(
                self._reservation("R1", self.injected if altered else self.original), v
            )
            piece = tool_call(
                "get_reservation_details",
                {"reservation_id": "R1"},
                value,
                raw_result=raw,
                altered=altered and k == "read",
                fault=k == "fault",
            )
            evidence = {"": "certain" if self.refutes else "", "unparsed": "uncertain"}.get(v, "")
            return Rendered(piece, evidence)
        if k == "read_other":
            args: dict[str, Any] = {"reservation_id": "R7"}
            return Rendered(
                tool_call("get_reservation_details", args, self._reservation("R7", "2024-05-01"))
            )
        dates = {"injected": self.injected, "original": self.original, "other": "2024-06-30"}
        if k == "rebook":
            args = {
                "reservation_id": "R1",
                "cabin": "economy",
                "flights": [{"flight_number": "HAT2", "date": dates[v]}],
                "payment_id": "cc_1",
            }
            verdict = {"injected": "faulty", "original": "correct", "other": "not_dependent"}[v]
            piece = tool_call("update_reservation_flights", args, args)
            return Rendered(piece, verdicts=(f"rebook:{verdict}",))
        if k == "search":
            args = {"origin": "JFK", "destination": "SFO", "date": dates[v]}
            verdicts = {"injected": ("search:faulty",), "original": ("search:correct",)}
            return Rendered(
                tool_call("search_direct_flight", args, []), verdicts=verdicts.get(v, ())
            )
        if k == "tell":
            if v == "both":
                text = (
                    f"Your return shows {self.injected} but it was booked for "
                    f"{date_text(self.original, 'month_day')}."
                )
                return Rendered(say(text), verdicts=("tell:enumerate", "said:endorse"))
            if v == "hedged":
                text = f"It seems your return is on {date_text(self.injected, 'month_day')}."
                return Rendered(say(text), verdicts=("tell:qualified", "said:no_longer_endorse"))
            which, form = v.split(":")
            text = f"Your return flight is on {date_text(dates[which], form)}."
            if form == "day_only":
                return Rendered(say(text), verdicts=("tell:unresolved", "said:unresolved"))
            if which == "injected":
                return Rendered(say(text), verdicts=("tell:faulty", "said:endorse"))
            return Rendered(say(text), verdicts=("tell:correct", "said:no_longer_endorse"))
        return self._say_block(block)

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """Every read of R1 carries the outbound leg: evidence at its result's step."""
        certain, unsure = super().evidence_steps(rendered, steps, fault_at)
        return [s + 1 for s in certain], [s + 1 for s in unsure]


# ---------------------------------------------------------------- PaySource


class PaySourceScenario(Scenario):
    """A payment method's category flipped; its id names the true category (or not)."""

    operator = "PaySource"
    domain = "tau_airline"

    def __init__(self, refutes: bool = True) -> None:
        self.refutes = refutes
        self.payment_id = "credit_card_7815" if refutes else "gift_card_7815"
        self.kinds = (
            Block("read"),
            Block("read", "unparsed"),
            Block("read", "error"),
            Block("read", "missing"),
            Block("read_other"),
            Block("pay", "flights"),
            Block("pay", "booking"),
            Block("pay", "other"),
            Block("tell", "injected"),
            Block("tell", "original"),
            Block("tell", "both"),
            Block("tell", "hedged"),
            *COMMON,
        )
        self.unrelated = (Block("read_other"), Block("think"))
        self.counter = (Block("read"),)

    def case(self) -> dict[str, Any]:
        """User U1, the payment id, the original and the injected source."""
        return {
            "id": "PS-1" if self.refutes else "PS-2",
            "operator": self.operator,
            "domain": self.domain,
            "cluster": "user:U1",
            "control": False,
            "params": {
                "user_id": "U1",
                "payment_id": self.payment_id,
                "original_source": "credit_card",
                "injected_source": "gift_card",
            },
        }

    def _user(self, source: str, missing: bool = False) -> dict[str, Any]:
        methods = {"paypal_1": {"id": "paypal_1", "source": "paypal"}}
        if not missing:
            methods[self.payment_id] = {"id": self.payment_id, "source": source}
        return {"name": {"first_name": "Ana", "last_name": "Lee"}, "payment_methods": methods}

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """Reads after the fault show the injected source (persistent fault)."""
        k, v = block.kind, block.variant
        if k in ("fault", "read"):
            altered = k == "fault" or after_fault
            user_value = self._user("gift_card" if altered else "credit_card", v == "missing")
            value, raw = _answer(user_value, v)
            piece = tool_call(
                "get_user_details",
                {"user_id": "U1"},
                value,
                raw_result=raw,
                altered=altered and k == "read",
                fault=k == "fault",
            )
            evidence = {"": "certain" if self.refutes else "", "unparsed": "uncertain"}.get(v, "")
            return Rendered(piece, evidence)
        if k == "read_other":
            return Rendered(tool_call("get_user_details", {"user_id": "U2"}, self._user("paypal")))
        if k == "pay":
            pid = "paypal_1" if v == "other" else self.payment_id
            if v == "booking" or v == "other":
                args: dict[str, Any] = {
                    "user_id": "U1",
                    "payment_methods": [{"payment_id": pid, "amount": 100}],
                }
                piece = tool_call("book_reservation", args, {"reservation_id": "R9"})
                return Rendered(piece, verdicts=() if v == "other" else ("pay_booking:correct",))
            args = {"reservation_id": "R1", "cabin": "economy", "flights": [], "payment_id": pid}
            piece = tool_call("update_reservation_flights", args, args)
            return Rendered(piece, verdicts=("pay_flights:correct",))
        if k == "tell":
            text, verdicts = {
                "injected": ("You will pay with your gift card.", ("tell:faulty", "said:endorse")),
                "original": (
                    "You will pay with your credit card.",
                    ("tell:correct", "said:no_longer_endorse"),
                ),
                "both": (
                    "The method is listed as a gift card, the id says credit card.",
                    ("tell:enumerate", "said:endorse"),
                ),
                "hedged": (
                    "It seems the method is a gift card.",
                    ("tell:qualified", "said:unresolved"),
                ),
            }[v]
            return Rendered(say(text), verdicts=verdicts)
        return self._say_block(block)

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """Every read of U1 listing the method refutes by its id: evidence at the result."""
        certain, unsure = super().evidence_steps(rendered, steps, fault_at)
        return [s + 1 for s in certain], [s + 1 for s in unsure]


# ---------------------------------------------------------------- ItemOption


class ItemOptionScenario(Scenario):
    """An order item's colour swapped for another variant's; the product record refutes it."""

    operator = "ItemOption"
    domain = "tau_retail"
    kinds = (
        Block("order"),
        Block("order", "unparsed"),
        Block("order", "error"),
        Block("order_other"),
        Block("product"),
        Block("product"),
        Block("product", "unparsed"),
        Block("product", "agree"),
        Block("product", "marked"),
        Block("product_other"),
        Block("exchange"),
        Block("exchange", "other"),
        Block("tell", "injected"),
        Block("tell", "original"),
        Block("tell", "both"),
        Block("tell", "hedged"),
        *COMMON,
    )
    unrelated = (Block("order_other"), Block("product_other"), Block("think"))
    counter = (Block("product"),)

    def case(self) -> dict[str, Any]:
        """Order O1, item I1 of product P1, colour blue swapped for red."""
        return {
            "id": "IO-1",
            "operator": self.operator,
            "domain": self.domain,
            "cluster": "item:I1",
            "control": False,
            "params": {
                "order_id": "O1",
                "item_id": "I1",
                "product_id": "P1",
                "option": "color",
                "original_value": "blue",
                "injected_value": "red",
            },
        }

    def _order(self, oid: str, colour: str) -> dict[str, Any]:
        return {
            "order_id": oid,
            "status": "delivered",
            "items": [
                {"item_id": "I9", "product_id": "P9", "options": {"size": "L"}},
                {"item_id": "I1", "product_id": "P1", "options": {"color": colour, "size": "M"}},
            ],
        }

    def _product(self, pid: str, colour: str) -> dict[str, Any]:
        return {
            "product_id": pid,
            "variants": {
                "I1": {"item_id": "I1", "options": {"color": colour, "size": "M"}},
                "I2": {"item_id": "I2", "options": {"color": "red", "size": "M"}},
            },
        }

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """Order reads after the fault show the injected colour (persistent fault)."""
        k, v = block.kind, block.variant
        if k in ("fault", "order"):
            altered = k == "fault" or after_fault
            value, raw = _answer(self._order("O1", "red" if altered else "blue"), v)
            piece = tool_call(
                "get_order_details",
                {"order_id": "O1"},
                value,
                raw_result=raw,
                altered=altered and k == "order",
                fault=k == "fault",
            )
            role = {"": "order" if altered else "", "unparsed": "order_unsure"}.get(v, "")
            return Rendered(piece, role)
        if k == "order_other":
            return Rendered(
                tool_call("get_order_details", {"order_id": "O2"}, self._order("O2", "red"))
            )
        if k == "product":
            agree = v == "agree"
            value, raw = _answer(self._product("P1", "red" if agree else "blue"), v)
            piece = tool_call(
                "get_product_details",
                {"product_id": "P1"},
                value,
                raw_result=raw,
                altered=agree or v == "marked",
            )
            role = {"": "product", "unparsed": "product_unsure"}.get(v, "")
            return Rendered(piece, role)
        if k == "product_other":
            args: dict[str, Any] = {"product_id": "P2"}
            return Rendered(tool_call("get_product_details", args, self._product("P2", "blue")))
        if k == "exchange":
            item = "I9" if v == "other" else "I1"
            args = {"order_id": "O1", "item_ids": [item], "new_item_ids": ["I2"]}
            piece = tool_call("exchange_delivered_order_items", args, {"order_id": "O1"})
            return Rendered(piece, verdicts=() if v == "other" else ("exchange:unresolved",))
        if k == "tell":
            text, verdicts = {
                "injected": ("Your item is red.", ("tell:faulty", "said:endorse")),
                "original": ("Your item is blue.", ("tell:correct", "said:no_longer_endorse")),
                "both": (
                    "The order says red, the variant is blue.",
                    ("tell:enumerate", "said:endorse"),
                ),
                "hedged": ("It seems your item is red.", ("tell:qualified", "said:unresolved")),
            }[v]
            return Rendered(say(text), verdicts=verdicts)
        return self._say_block(block)

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """The join: an order read showing red and the product record; the later one counts."""
        orders = [(s + 1, r.evidence) for r, s in zip(rendered, steps, strict=True)]
        o_sure = [s for s, e in orders if e == "order"]
        o_unsure = [s for s, e in orders if e == "order_unsure"]
        p_sure = [s for s, e in orders if e == "product"]
        p_unsure = [s for s, e in orders if e == "product_unsure"]
        certain = [max(o, p) for o in o_sure for p in p_sure]
        unsure = [
            max(o, p)
            for o in o_sure + o_unsure
            for p in p_sure + p_unsure
            if o in o_unsure or p in p_unsure
        ]
        return certain, unsure


# ---------------------------------------------------------------- generated runs


@attrs.frozen
class GeneratedRun:
    """A run built from blocks, with its ground truth by construction.

    ``raw`` is the ``sscb.run/1`` dict; ``starts[i]`` the step where block ``i`` starts;
    ``truth`` holds ``t_f``, ``t_e`` and the expected ``verdicts`` (step -> ``rule:verdict``).
    """

    scenario: Scenario
    blocks: tuple[Block, ...]
    raw: dict[str, Any]
    starts: tuple[int, ...]
    truth: dict[str, Any]

    def run(self) -> Run:
        """The run as the engine reads it."""
        return to_run(self.raw)

    def with_blocks(self, blocks: Sequence[Block]) -> GeneratedRun:
        """The same scenario re-rendered with other blocks (they must keep one fault block)."""
        return build(self.scenario, blocks, self.raw["run_id"])

    def positions(self, block: Block) -> list[int]:
        """Indexes of the blocks equal to ``block``."""
        return [i for i, b in enumerate(self.blocks) if b == block]


def build(scenario: Scenario, blocks: Sequence[Block], run_id: str = "gen") -> GeneratedRun:
    """Render ``blocks`` (one of them :data:`FAULT`) into a run with its ground truth."""
    fault_index = blocks.index(FAULT)
    rendered = [scenario.render(b, i > fault_index) for i, b in enumerate(blocks)]
    raw, starts = assemble(run_id, scenario.case(), [r.piece for r in rendered])
    t_f = starts[fault_index] + 1
    certain, unsure = scenario.evidence_steps(rendered, starts, t_f - 1)
    first = min(certain) if certain else None
    maybe = min(unsure) if unsure else None
    t_e: Any
    if first is None:
        t_e = "undecidable" if maybe is not None else "inf"
    else:
        t_e = "undecidable" if maybe is not None and maybe < first else first
    verdicts: dict[int, list[str]] = {}
    for r, s in zip(rendered, starts, strict=True):
        if r.verdicts and s > t_f:
            verdicts.setdefault(s, []).extend(r.verdicts)
    truth = {"t_f": t_f, "t_e": t_e, "verdicts": verdicts}
    return GeneratedRun(scenario, tuple(blocks), raw, tuple(starts), truth)


SCENARIOS: Final[Mapping[str, Callable[[], Sequence[Scenario]]]] = {
    "WriteEffect": lambda: [WriteEffectScenario()],
    "ReturnDate": lambda: [ReturnDateScenario(True), ReturnDateScenario(False)],
    "PaySource": lambda: [PaySourceScenario(True), PaySourceScenario(False)],
    "ItemOption": lambda: [ItemOptionScenario()],
}


def scenario_for(operator: str) -> st.SearchStrategy[Scenario]:
    """The scenarios (case variants) of a stdlib operator."""
    return st.sampled_from(list(SCENARIOS[operator]()))


@st.composite
def _runs(
    draw: st.DrawFn, scenarios: Sequence[Scenario], max_blocks: int, truncate: bool
) -> GeneratedRun:
    """One run: a random multiset of the scenario's blocks in a random order around the fault."""
    scenario = draw(st.sampled_from(scenarios))
    extra = draw(st.lists(st.sampled_from(scenario.kinds), max_size=max_blocks))
    focus = scenario.focus()
    if focus:
        extra += draw(st.lists(st.sampled_from(focus), max_size=max(1, max_blocks // 2)))
    blocks = draw(st.permutations([FAULT, *extra]))
    if truncate and draw(st.booleans()):
        blocks = [*blocks, Block("truncated")]
    return build(scenario, blocks, run_id=f"gen-{scenario.operator}")


def runs_for(
    operator: str, *, max_blocks: int = 10, truncate: bool = True
) -> st.SearchStrategy[GeneratedRun]:
    """Runs of a stdlib operator (``WriteEffect``, ``ReturnDate``, ``PaySource``,
    ``ItemOption``) with up to ``max_blocks`` blocks besides the fault, sometimes truncated."""
    return _runs(list(SCENARIOS[operator]()), max_blocks, truncate)


def load_operator(name: str, *paths: Path) -> tuple[ast.Operator, ast.Domain]:
    """An operator and its domain, by name, from the stdlib and any further ``.sscb`` files."""
    operators: dict[str, ast.Operator] = {}
    domains: dict[str, ast.Domain] = {}
    for path in [*sorted(stdlib_dir().glob("*.sscb")), *paths]:
        contract, diagnostics = parse_contract(path.read_text(encoding="utf-8"), str(path))
        if contract is None:
            raise ValueError(diagnostics[0].message if diagnostics else f"cannot parse {path}")
        operators.update({o.name.name: o for o in contract.operators})
        domains.update({d.name.name: d for d in contract.domains})
    operator = operators[name]
    return operator, domains[operator.domain.name]
