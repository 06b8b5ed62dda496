"""tau-bench 59a200c's retail tool schemas (``Tool.get_info()``), verbatim, as data.

The declarations the agent was shown, in ``ALL_TOOLS`` order (MIT licence, Copyright (c) 2024
Sierra); a table of their own, apart from the accessors in schemas.py.
"""

from __future__ import annotations

from typing import Any

RETAIL_TOOLS: tuple[dict[str, Any], ...] = (
    {
        "type": "function",
        "function": {
            "name": "calculate",
            "description": "Calculate the result of a mathematical expression.",
            "parameters": {
                "type": "object",
                "properties": {
                    "expression": {
                        "type": "string",
                        "description": (
                            "The mathematical expression to calculate, such as '2 + 2'. The "
                            "expression can contain numbers, operators (+, -, *, /), "
                            "parentheses, and spaces."
                        ),
                    },
                },
                "required": ["expression"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "cancel_pending_order",
            "description": (
                "Cancel a pending order. If the order is already processed or delivered, it "
                "cannot be cancelled. The agent needs to explain the cancellation detail and ask "
                "for explicit user confirmation (yes/no) to proceed. If the user confirms, the "
                "order status will be changed to 'cancelled' and the payment will be refunded. "
                "The refund will be added to the user's gift card balance immediately if the "
                "payment was made using a gift card, otherwise the refund would take 5-7 "
                "business days to process. The function returns the order details after the "
                "cancellation."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "reason": {
                        "type": "string",
                        "enum": ["no longer needed", "ordered by mistake"],
                        "description": (
                            "The reason for cancellation, which should be either 'no longer "
                            "needed' or 'ordered by mistake'."
                        ),
                    },
                },
                "required": ["order_id", "reason"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "exchange_delivered_order_items",
            "description": (
                "Exchange items in a delivered order to new items of the same product type. For "
                "a delivered order, return or exchange can be only done once by the agent. The "
                "agent needs to explain the exchange detail and ask for explicit user "
                "confirmation (yes/no) to proceed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "item_ids": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": (
                            "The item ids to be exchanged, each such as '1008292230'. There "
                            "could be duplicate items in the list."
                        ),
                    },
                    "new_item_ids": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": (
                            "The item ids to be exchanged for, each such as '1008292230'. There "
                            "could be duplicate items in the list. Each new item id should match "
                            "the item id in the same position and be of the same product."
                        ),
                    },
                    "payment_method_id": {
                        "type": "string",
                        "description": (
                            "The payment method id to pay or receive refund for the item price "
                            "difference, such as 'gift_card_0000000' or 'credit_card_0000000'. "
                            "These can be looked up from the user or order details."
                        ),
                    },
                },
                "required": ["order_id", "item_ids", "new_item_ids", "payment_method_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "find_user_id_by_email",
            "description": (
                "Find user id by email. If the user is not found, the function will return an "
                "error message."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "email": {
                        "type": "string",
                        "description": "The email of the user, such as 'something@example.com'.",
                    },
                },
                "required": ["email"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "find_user_id_by_name_zip",
            "description": (
                "Find user id by first name, last name, and zip code. If the user is not found, "
                "the function will return an error message. By default, find user id by email, "
                "and only call this function if the user is not found by email or cannot "
                "remember email."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "first_name": {
                        "type": "string",
                        "description": "The first name of the customer, such as 'John'.",
                    },
                    "last_name": {
                        "type": "string",
                        "description": "The last name of the customer, such as 'Doe'.",
                    },
                    "zip": {
                        "type": "string",
                        "description": "The zip code of the customer, such as '12345'.",
                    },
                },
                "required": ["first_name", "last_name", "zip"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_order_details",
            "description": "Get the status and details of an order.",
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                },
                "required": ["order_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_product_details",
            "description": "Get the inventory details of a product.",
            "parameters": {
                "type": "object",
                "properties": {
                    "product_id": {
                        "type": "string",
                        "description": (
                            "The product id, such as '6086499569'. Be careful the product id is "
                            "different from the item id."
                        ),
                    },
                },
                "required": ["product_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_user_details",
            "description": "Get the details of a user, including their orders.",
            "parameters": {
                "type": "object",
                "properties": {
                    "user_id": {
                        "type": "string",
                        "description": "The user id, such as 'sara_doe_496'.",
                    },
                },
                "required": ["user_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "list_all_product_types",
            "description": (
                "List the name and product id of all product types. Each product type has a "
                "variety of different items with unique item ids and options. There are only 50 "
                "product types in the store."
            ),
            "parameters": {"type": "object", "properties": {}, "required": []},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "modify_pending_order_address",
            "description": (
                "Modify the shipping address of a pending order. The agent needs to explain the "
                "modification detail and ask for explicit user confirmation (yes/no) to proceed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "address1": {
                        "type": "string",
                        "description": "The first line of the address, such as '123 Main St'.",
                    },
                    "address2": {
                        "type": "string",
                        "description": "The second line of the address, such as 'Apt 1' or ''.",
                    },
                    "city": {"type": "string", "description": "The city, such as 'San Francisco'."},
                    "state": {"type": "string", "description": "The state, such as 'CA'."},
                    "country": {"type": "string", "description": "The country, such as 'USA'."},
                    "zip": {"type": "string", "description": "The zip code, such as '12345'."},
                },
                "required": ["order_id", "address1", "address2", "city", "state", "country", "zip"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "modify_pending_order_items",
            "description": (
                "Modify items in a pending order to new items of the same product type. For a "
                "pending order, this function can only be called once. The agent needs to "
                "explain the exchange detail and ask for explicit user confirmation (yes/no) to "
                "proceed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "item_ids": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": (
                            "The item ids to be modified, each such as '1008292230'. There could "
                            "be duplicate items in the list."
                        ),
                    },
                    "new_item_ids": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": (
                            "The item ids to be modified for, each such as '1008292230'. There "
                            "could be duplicate items in the list. Each new item id should match "
                            "the item id in the same position and be of the same product."
                        ),
                    },
                    "payment_method_id": {
                        "type": "string",
                        "description": (
                            "The payment method id to pay or receive refund for the item price "
                            "difference, such as 'gift_card_0000000' or 'credit_card_0000000'. "
                            "These can be looked up from the user or order details."
                        ),
                    },
                },
                "required": ["order_id", "item_ids", "new_item_ids", "payment_method_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "modify_pending_order_payment",
            "description": (
                "Modify the payment method of a pending order. The agent needs to explain the "
                "modification detail and ask for explicit user confirmation (yes/no) to proceed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "payment_method_id": {
                        "type": "string",
                        "description": (
                            "The payment method id to pay or receive refund for the item price "
                            "difference, such as 'gift_card_0000000' or 'credit_card_0000000'. "
                            "These can be looked up from the user or order details."
                        ),
                    },
                },
                "required": ["order_id", "payment_method_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "modify_user_address",
            "description": (
                "Modify the default address of a user. The agent needs to explain the "
                "modification detail and ask for explicit user confirmation (yes/no) to proceed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "user_id": {
                        "type": "string",
                        "description": "The user id, such as 'sara_doe_496'.",
                    },
                    "address1": {
                        "type": "string",
                        "description": "The first line of the address, such as '123 Main St'.",
                    },
                    "address2": {
                        "type": "string",
                        "description": "The second line of the address, such as 'Apt 1' or ''.",
                    },
                    "city": {"type": "string", "description": "The city, such as 'San Francisco'."},
                    "state": {"type": "string", "description": "The state, such as 'CA'."},
                    "country": {"type": "string", "description": "The country, such as 'USA'."},
                    "zip": {"type": "string", "description": "The zip code, such as '12345'."},
                },
                "required": ["user_id", "address1", "address2", "city", "state", "country", "zip"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "return_delivered_order_items",
            "description": (
                "Return some items of a delivered order. The order status will be changed to "
                "'return requested'. The agent needs to explain the return detail and ask for "
                "explicit user confirmation (yes/no) to proceed. The user will receive follow-up "
                "email for how and where to return the item."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "order_id": {
                        "type": "string",
                        "description": (
                            "The order id, such as '#W0000000'. Be careful there is a '#' symbol "
                            "at the beginning of the order id."
                        ),
                    },
                    "item_ids": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": (
                            "The item ids to be returned, each such as '1008292230'. There could "
                            "be duplicate items in the list."
                        ),
                    },
                    "payment_method_id": {
                        "type": "string",
                        "description": (
                            "The payment method id to pay or receive refund for the item price "
                            "difference, such as 'gift_card_0000000' or 'credit_card_0000000'. "
                            "These can be looked up from the user or order details."
                        ),
                    },
                },
                "required": ["order_id", "item_ids", "payment_method_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "think",
            "description": (
                "Use the tool to think about something. It will not obtain new information or "
                "change the database, but just append the thought to the log. Use it when "
                "complex reasoning or some cache memory is needed."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "thought": {"type": "string", "description": "A thought to think about."},
                },
                "required": ["thought"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "transfer_to_human_agents",
            "description": (
                "Transfer the user to a human agent, with a summary of the user's issue. Only "
                "transfer if the user explicitly asks for a human agent, or if the user's issue "
                "cannot be resolved by the agent with the available tools."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "summary": {"type": "string", "description": "A summary of the user's issue."},
                },
                "required": ["summary"],
            },
        },
    },
)
