"""Scenarios of the four stdlib operators for ``sscb_dsl.testing`` (see docs/testing.md).

Each scenario renders blocks for its operator's case and knows, by construction, which blocks
are certain or uncertain counterevidence and how each use is classified.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from hypothesis import strategies as st

from sscb_dsl.testing.core import (
    COMMON,
    Block,
    GeneratedRun,
    Rendered,
    Scenario,
    answered,
    date_text,
    say,
    scenario_runs,
    tool_call,
)

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
            "params": {  # the stdlib's generic params, and the pinned copy's reservation_id
                "reservation_id": "R1",
                "tool": "update_reservation_flights",
                "key": "R1",
                "field": "flights",
                "request": {
                    "reservation_id": "R1",
                    "cabin": "economy",
                    "flights": self.new,
                    "payment_id": "cc_1",
                },
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
            value, raw = answered(self._reservation("R1", self.new if agree else self.old), v)
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
                value, raw = answered(None, "error")
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
            value, raw = answered(
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
            value, raw = answered(user_value, v)
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
            value, raw = answered(self._order("O1", "red" if altered else "blue"), v)
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
            value, raw = answered(self._product("P1", "red" if agree else "blue"), v)
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


SCENARIOS: Final[Mapping[str, Callable[[], Sequence[Scenario]]]] = {
    "WriteEffect": lambda: [WriteEffectScenario()],
    "ReturnDate": lambda: [ReturnDateScenario(True), ReturnDateScenario(False)],
    "PaySource": lambda: [PaySourceScenario(True), PaySourceScenario(False)],
    "ItemOption": lambda: [ItemOptionScenario()],
}


def scenario_for(operator: str) -> st.SearchStrategy[Scenario]:
    """The scenarios (case variants) of a stdlib operator."""
    return st.sampled_from(list(SCENARIOS[operator]()))


def runs_for(
    operator: str, *, max_blocks: int = 10, truncate: bool = True
) -> st.SearchStrategy[GeneratedRun]:
    """Runs of a stdlib operator (``WriteEffect``, ``ReturnDate``, ``PaySource``,
    ``ItemOption``) with up to ``max_blocks`` blocks besides the fault, sometimes truncated."""
    return scenario_runs(list(SCENARIOS[operator]()), max_blocks, truncate)
