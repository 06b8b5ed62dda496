"""The option values a contract reads off the records (not the message): the values a product's
variants give an option, and the other options of an order's items that share the item's name.
Split from text/options.py, which finds the values a message says."""

from __future__ import annotations

from typing import Any


def option_values(variants: Any, option: Any) -> list[Any] | None:
    """The distinct values the variants of a product give ``option``, in order
    (``variants``: the product record's variants, a list or map of ``{options: {...}}``)."""
    if isinstance(variants, dict):
        variants = list(variants.values())
    if not isinstance(variants, list) or not isinstance(option, str):
        return None
    out: list[Any] = []
    for v in variants:
        opts = v.get("options") if isinstance(v, dict) else None
        if isinstance(opts, dict) and option in opts and opts[option] not in out:
            out.append(opts[option])
    return out


def twin_values(items: Any, item_id: Any, option: Any) -> list[Any] | None:
    """The values of the options other than ``option`` of the other items of ``items`` (an
    order's items) that have the same name as the item ``item_id``, in order: what tells the
    item from its twins ("the 13-inch silver one" versus "the 17-inch black one")."""
    if not isinstance(items, list) or not isinstance(item_id, str) or not isinstance(option, str):
        return None
    mine = [i for i in items if isinstance(i, dict) and i.get("item_id") == item_id]
    if not mine:
        return []
    out: list[Any] = []
    for other in items:
        if (
            isinstance(other, dict)
            and other.get("item_id") != item_id
            and other.get("name") == mine[0].get("name")
            and isinstance(other.get("options"), dict)
        ):
            out += [v for k, v in other["options"].items() if k != option and v not in out]
    return out
