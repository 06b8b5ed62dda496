"""The :class:`Simulator`: tau-bench's ``Env.step`` for tool calls, over a private database copy.

A known tool binds its arguments (Python's own ``TypeError`` text when they do not bind), runs,
and any exception becomes ``Error: <message>``; an unknown name answers ``Unknown action
<name>``. Writes change only this simulator's copy of the records (see :class:`Store`), so a
fresh simulator per run starts from the database as loaded.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from sscb_dsl.tau import airline, retail
from sscb_dsl.tau.db import Store, TauDB, store_hash
from sscb_dsl.tau.schemas import TERMINATE_TOOLS, tool_params, tool_schemas
from sscb_dsl.tau.tools import (
    NO_RESULT,
    ToolSpec,
    bind_error,
    calculate,
    think,
    transfer_to_human_agents,
)

__all__ = ["TOOL_BODIES", "Simulator", "gold_data_hash", "tool_specs"]

_Body = Callable[..., "str | None"]

TOOL_BODIES: dict[str, dict[str, _Body]] = {
    "tau_airline": {
        "book_reservation": airline.book_reservation,
        "calculate": calculate,
        "cancel_reservation": airline.cancel_reservation,
        "get_reservation_details": airline.get_reservation_details,
        "get_user_details": airline.get_user_details,
        "list_all_airports": airline.list_all_airports,
        "search_direct_flight": airline.search_direct_flight,
        "search_onestop_flight": airline.search_onestop_flight,
        "send_certificate": airline.send_certificate,
        "think": think,
        "transfer_to_human_agents": transfer_to_human_agents,
        "update_reservation_baggages": airline.update_reservation_baggages,
        "update_reservation_flights": airline.update_reservation_flights,
        "update_reservation_passengers": airline.update_reservation_passengers,
    },
    "tau_retail": {
        "calculate": calculate,
        "cancel_pending_order": retail.cancel_pending_order,
        "exchange_delivered_order_items": retail.exchange_delivered_order_items,
        "find_user_id_by_email": retail.find_user_id_by_email,
        "find_user_id_by_name_zip": retail.find_user_id_by_name_zip,
        "get_order_details": retail.get_order_details,
        "get_product_details": retail.get_product_details,
        "get_user_details": retail.get_user_details,
        "list_all_product_types": retail.list_all_product_types,
        "modify_pending_order_address": retail.modify_pending_order_address,
        "modify_pending_order_items": retail.modify_pending_order_items,
        "modify_pending_order_payment": retail.modify_pending_order_payment,
        "modify_user_address": retail.modify_user_address,
        "return_delivered_order_items": retail.return_delivered_order_items,
        "think": think,
        "transfer_to_human_agents": transfer_to_human_agents,
    },
}
"""Each domain's tool bodies, by tool name (the names tau-bench's ``get_info()`` declares)."""

_SPECS: dict[str, dict[str, ToolSpec]] = {}


def tool_specs(domain: str) -> dict[str, ToolSpec]:
    """The domain's tools: name, tau-bench's parameter list (from its schema) and body."""
    if domain not in _SPECS:
        params = tool_params(domain)
        _SPECS[domain] = {
            name: ToolSpec(name, domain.removeprefix("tau_"), params[name], body)
            for name, body in TOOL_BODIES[domain].items()
        }
    return _SPECS[domain]


class Simulator:
    """The environment's tools over a private, mutable copy of the database."""

    def __init__(self, db: TauDB) -> None:
        """A simulator over ``db`` as loaded (no changes yet)."""
        self.db = db
        self.data = Store(db.tables)
        self.tools: dict[str, ToolSpec] = tool_specs(db.domain)

    def supports(self, name: str) -> bool:
        """True when ``name`` is one of the domain's tools."""
        return name in self.tools

    @property
    def tools_info(self) -> list[dict[str, Any]]:
        """The tool declarations tau-bench hands the agent (``get_info()`` of each tool)."""
        return tool_schemas(self.db.domain)

    def record(self, table: str, key: str) -> dict[str, Any] | None:
        """This simulator's own (changeable) copy of a record, or ``None`` if there is none."""
        rows = self.data.get(table)
        if rows is None or key not in rows:
            return None
        found: dict[str, Any] = rows[key]
        return found

    def call(self, name: str, args: Mapping[str, Any]) -> str:
        """The tool's answer, as tau-bench's ``Env.step`` gives it for this call."""
        spec = self.tools.get(name)
        if spec is None:
            return f"Unknown action {name}"
        if not isinstance(args, Mapping):  # tau-bench's ``**kwargs`` of a non-mapping
            where = f"{spec.module}.{spec.qualname}()"
            return f"Error: {where} argument after ** must be a mapping, not {type(args).__name__}"
        kwargs = copy.deepcopy(dict(args))
        error = bind_error(spec, kwargs)
        if error is not None:
            return f"Error: {error}"
        try:
            out = spec.body(self.data, **kwargs)
        except Exception as exc:
            return f"Error: {exc}"
        return NO_RESULT if out is None else out

    def data_hash(self) -> str:
        """tau-bench's hash of this simulator's database (what its reward compares)."""
        return store_hash(self.data)


def gold_data_hash(db: TauDB, actions: Iterable[Mapping[str, Any]]) -> str:
    """The hash tau-bench's reward expects: ``actions`` (``{name, kwargs}``) on a fresh database.

    As in tau-bench, the episode-ending tools are skipped; the replay is never faulted.
    """
    sim = Simulator(db)
    for action in actions:
        if action["name"] not in TERMINATE_TOOLS:
            sim.call(action["name"], action.get("kwargs", {}))
    return sim.data_hash()
