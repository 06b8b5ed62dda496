"""tau-bench's retail tools (59a200c), over a simulator's :class:`~sscb_dsl.tau.db.Store`.

Each function takes the store and tau-bench's keyword arguments and returns the tool's text,
checking in tau-bench's order and reading arguments the way it does (a wrong shape raises the
same Python exception, which the simulator reports as ``Error: ...``). Quirks kept on purpose:
``modify_pending_order_items`` records the unrounded price difference in the payment history
(and accepts a gift card exactly when its balance covers the difference); exchanges and returns
only record the request (status and item lists), they change no item or balance. No retail tool
generates an id.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from sscb_dsl.tau.db import Store

__all__ = [
    "cancel_pending_order",
    "exchange_delivered_order_items",
    "find_user_id_by_email",
    "find_user_id_by_name_zip",
    "get_order_details",
    "get_product_details",
    "get_user_details",
    "list_all_product_types",
    "modify_pending_order_address",
    "modify_pending_order_items",
    "modify_pending_order_payment",
    "modify_user_address",
    "return_delivered_order_items",
]

CANCEL_REASONS = ("no longer needed", "ordered by mistake")
"""The only reasons ``cancel_pending_order`` accepts."""


def find_user_id_by_email(data: Store, email: Any) -> str:
    """The id of the first user whose email matches, ignoring case."""
    for user_id, profile in data["users"].items():
        if profile["email"].lower() == email.lower():
            return str(user_id)
    return "Error: user not found"


def find_user_id_by_name_zip(data: Store, first_name: Any, last_name: Any, zip: Any) -> str:
    """The id of the first user with this name (ignoring case) and zip code."""
    for user_id, profile in data["users"].items():
        if (
            profile["name"]["first_name"].lower() == first_name.lower()
            and profile["name"]["last_name"].lower() == last_name.lower()
            and profile["address"]["zip"] == zip
        ):
            return str(user_id)
    return "Error: user not found"


def get_user_details(data: Store, user_id: Any) -> str:
    """The user record."""
    users = data["users"]
    if user_id in users:
        return json.dumps(users[user_id])
    return "Error: user not found"


def get_order_details(data: Store, order_id: Any) -> str:
    """The order record."""
    orders = data["orders"]
    if order_id in orders:
        return json.dumps(orders[order_id])
    return "Error: order not found"


def get_product_details(data: Store, product_id: Any) -> str:
    """The product record with all its variants."""
    products = data["products"]
    if product_id in products:
        return json.dumps(products.peek(product_id))
    return "Error: product not found"


def list_all_product_types(data: Store) -> str:
    """Product name -> product id, sorted by name."""
    names = {product["name"]: product["product_id"] for product in data["products"].values()}
    return json.dumps(dict(sorted(names.items())))


def _order_in(data: Store, order_id: Any, status: str, verb: str) -> tuple[Any, str | None]:
    """(order, None) when the order exists with ``status``, else (None, tau-bench's error)."""
    orders = data["orders"]
    if order_id not in orders:
        return None, "Error: order not found"
    order = orders[order_id]
    if order["status"] != status:
        return None, f"Error: non-{status} order cannot be {verb}"
    return order, None


def _missing_item(order: dict[str, Any], item_ids: Any) -> tuple[bool, Any]:
    """(True, id) for the first item id asked for more often than the order holds it."""
    held = [item["item_id"] for item in order["items"]]
    for item_id in item_ids:
        if item_ids.count(item_id) > held.count(item_id):
            return True, item_id
    return False, None


def _price_difference(
    data: Store, order: dict[str, Any], item_ids: Any, new_item_ids: Any
) -> tuple[Any, str | None]:
    """(new minus old price, None), or (0, error) for a new item that is not available."""
    products = data["products"]
    diff: Any = 0
    for item_id, new_item_id in zip(item_ids, new_item_ids):  # noqa: B905
        item = [item for item in order["items"] if item["item_id"] == item_id][0]  # noqa: RUF015
        variants = products.peek(item["product_id"])["variants"]
        if not (new_item_id in variants and variants[new_item_id]["available"]):
            return 0, f"Error: new item {new_item_id} not found or available"
        diff += variants[new_item_id]["price"] - item["price"]
    return diff, None


def _swap_check(
    data: Store, order_id: Any, item_ids: Any, new_item_ids: Any, status: str, verb: str
) -> tuple[Any, Any, str | None]:
    """The checks exchange and modify share: (order, price difference, error or None)."""
    order, error = _order_in(data, order_id, status, verb)
    if error is not None:
        return None, 0, error
    missing, item_id = _missing_item(order, item_ids)
    if missing:
        return None, 0, f"Error: {item_id} not found"
    if len(item_ids) != len(new_item_ids):
        return None, 0, "Error: the number of items to be exchanged should match"
    diff, error = _price_difference(data, order, item_ids, new_item_ids)
    return order, diff, error


def exchange_delivered_order_items(
    data: Store, order_id: Any, item_ids: Any, new_item_ids: Any, payment_method_id: Any
) -> str:
    """Record an exchange request on a delivered order (status ``exchange requested``)."""
    order, diff, error = _swap_check(
        data, order_id, item_ids, new_item_ids, "delivered", "exchanged"
    )
    if error is not None:
        return error
    diff = round(diff, 2)
    methods = data["users"][order["user_id"]]["payment_methods"]
    if payment_method_id not in methods:
        return "Error: payment method not found"
    method = methods[payment_method_id]
    if method["source"] == "gift_card" and method["balance"] < diff:
        return "Error: insufficient gift card balance to pay for the price difference"
    order["status"] = "exchange requested"
    order["exchange_items"] = sorted(item_ids)
    order["exchange_new_items"] = sorted(new_item_ids)
    order["exchange_payment_method_id"] = payment_method_id
    order["exchange_price_difference"] = diff
    return json.dumps(order)


def modify_pending_order_items(
    data: Store, order_id: Any, item_ids: Any, new_item_ids: Any, payment_method_id: Any
) -> str:
    """Swap items of a pending order for other variants, paying or refunding the difference."""
    order, diff, error = _swap_check(data, order_id, item_ids, new_item_ids, "pending", "modified")
    if error is not None:
        return error
    methods = data["users"][order["user_id"]]["payment_methods"]
    if payment_method_id not in methods:
        return "Error: payment method not found"
    method = methods[payment_method_id]
    if method["source"] == "gift_card" and method["balance"] < diff:
        return "Error: insufficient gift card balance to pay for the new item"
    order["payment_history"].append(
        {
            "transaction_type": "payment" if diff > 0 else "refund",
            "amount": abs(diff),
            "payment_method_id": payment_method_id,
        }
    )
    if method["source"] == "gift_card":
        method["balance"] -= diff
        method["balance"] = round(method["balance"], 2)
    products = data["products"]
    for item_id, new_item_id in zip(item_ids, new_item_ids):  # noqa: B905
        item = [item for item in order["items"] if item["item_id"] == item_id][0]  # noqa: RUF015
        item["item_id"] = new_item_id
        variant = products.peek(item["product_id"])["variants"][new_item_id]
        item["price"] = variant["price"]
        item["options"] = copy.deepcopy(variant["options"])
    order["status"] = "pending (item modified)"
    return json.dumps(order)


def return_delivered_order_items(
    data: Store, order_id: Any, item_ids: Any, payment_method_id: Any
) -> str:
    """Record a return request on a delivered order (status ``return requested``)."""
    order, error = _order_in(data, order_id, "delivered", "returned")
    if error is not None:
        return error
    if payment_method_id not in data["users"][order["user_id"]]["payment_methods"]:
        return "Error: payment method not found"
    if (
        "gift_card" not in payment_method_id
        and payment_method_id != order["payment_history"][0]["payment_method_id"]
    ):
        return "Error: payment method should be either the original payment method or a gift card"
    if _missing_item(order, item_ids)[0]:
        return "Error: some item not found"
    order["status"] = "return requested"
    order["return_items"] = sorted(item_ids)
    order["return_payment_method_id"] = payment_method_id
    return json.dumps(order)


def cancel_pending_order(data: Store, order_id: Any, reason: Any) -> str:
    """Cancel a pending order, refunding every payment (gift cards at once)."""
    order, error = _order_in(data, order_id, "pending", "cancelled")
    if error is not None:
        return error
    if reason not in CANCEL_REASONS:
        return "Error: invalid reason"
    refunds = []
    for payment in order["payment_history"]:
        payment_id = payment["payment_method_id"]
        refunds.append(
            {
                "transaction_type": "refund",
                "amount": payment["amount"],
                "payment_method_id": payment_id,
            }
        )
        if "gift_card" in payment_id:
            method = data["users"][order["user_id"]]["payment_methods"][payment_id]
            method["balance"] += payment["amount"]
            method["balance"] = round(method["balance"], 2)
    order["status"] = "cancelled"
    order["cancel_reason"] = reason
    order["payment_history"].extend(refunds)
    return json.dumps(order)


def _address(
    address1: Any, address2: Any, city: Any, state: Any, country: Any, zip: Any
) -> dict[str, Any]:
    """An address record, fields in tau-bench's order."""
    return {
        "address1": address1,
        "address2": address2,
        "city": city,
        "state": state,
        "country": country,
        "zip": zip,
    }


def modify_pending_order_address(
    data: Store,
    order_id: Any,
    address1: Any,
    address2: Any,
    city: Any,
    state: Any,
    country: Any,
    zip: Any,
) -> str:
    """Replace a pending order's shipping address."""
    order, error = _order_in(data, order_id, "pending", "modified")
    if error is not None:
        return error
    order["address"] = _address(address1, address2, city, state, country, zip)
    return json.dumps(order)


def modify_pending_order_payment(data: Store, order_id: Any, payment_method_id: Any) -> str:
    """Pay a pending order with another method: a payment from it and a refund to the old one."""
    order, error = _order_in(data, order_id, "pending", "modified")
    if error is not None:
        return error
    methods = data["users"][order["user_id"]]["payment_methods"]
    if payment_method_id not in methods:
        return "Error: payment method not found"
    history = order["payment_history"]
    if len(history) > 1 or history[0]["transaction_type"] != "payment":
        return "Error: there should be exactly one payment for a pending order"
    if history[0]["payment_method_id"] == payment_method_id:
        return "Error: the new payment method should be different from the current one"
    amount = history[0]["amount"]
    method = methods[payment_method_id]
    if method["source"] == "gift_card" and method["balance"] < amount:
        return "Error: insufficient gift card balance to pay for the order"
    old_id = history[0]["payment_method_id"]
    history.extend(
        [
            {
                "transaction_type": "payment",
                "amount": amount,
                "payment_method_id": payment_method_id,
            },
            {"transaction_type": "refund", "amount": amount, "payment_method_id": old_id},
        ]
    )
    if method["source"] == "gift_card":
        method["balance"] -= amount
        method["balance"] = round(method["balance"], 2)
    if "gift_card" in history[0]["payment_method_id"]:
        old = methods[history[0]["payment_method_id"]]
        old["balance"] += amount
        old["balance"] = round(old["balance"], 2)
    return json.dumps(order)


def modify_user_address(
    data: Store,
    user_id: Any,
    address1: Any,
    address2: Any,
    city: Any,
    state: Any,
    country: Any,
    zip: Any,
) -> str:
    """Replace the user's default address."""
    users = data["users"]
    if user_id not in users:
        return "Error: user not found"
    user = users[user_id]
    user["address"] = _address(address1, address2, city, state, country, zip)
    return json.dumps(user)
