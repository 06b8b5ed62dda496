"""The tool schemas tau-bench 59a200c hands the agent (``Tool.get_info()``), as data.

One OpenAI function-calling declaration per tool, ``{"type": "function", "function": {"name",
"description", "parameters"}}``, in the order of tau-bench's ``ALL_TOOLS`` for the domain. The
names, descriptions and JSON parameter schemas are tau-bench's text unchanged (MIT licence,
Copyright (c) 2024 Sierra): they are what the agent was shown, so a live harness needs them
verbatim. Each tool's ``invoke`` takes its ``properties`` as keyword arguments, in this order.
The tables are in airline_schemas.py and retail_schemas.py; this module serves them by domain.
"""

from __future__ import annotations

import copy
from typing import Any

from sscb_dsl.tau.airline_schemas import AIRLINE_TOOLS as AIRLINE_TOOLS
from sscb_dsl.tau.retail_schemas import RETAIL_TOOLS as RETAIL_TOOLS

__all__ = ["AIRLINE_TOOLS", "RETAIL_TOOLS", "TERMINATE_TOOLS", "tool_params", "tool_schemas"]

TERMINATE_TOOLS: tuple[str, ...] = ("transfer_to_human_agents",)
"""Tools after which tau-bench ends the episode (in both domains)."""


_BY_DOMAIN: dict[str, tuple[dict[str, Any], ...]] = {
    "tau_airline": AIRLINE_TOOLS,
    "tau_retail": RETAIL_TOOLS,
}


def tool_schemas(domain: str) -> list[dict[str, Any]]:
    """A fresh copy of the domain's tool declarations (``KeyError`` for an unknown domain)."""
    return copy.deepcopy(list(_BY_DOMAIN[domain]))


def tool_params(domain: str) -> dict[str, tuple[str, ...]]:
    """Tool name -> its parameter names, in declaration order."""
    return {
        t["function"]["name"]: tuple(t["function"]["parameters"]["properties"])
        for t in _BY_DOMAIN[domain]
    }
