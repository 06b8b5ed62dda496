"""tau-bench 59a200c's airline tool schemas (``Tool.get_info()``), verbatim, as data.

The declarations the agent was shown, in ``ALL_TOOLS`` order (MIT licence, Copyright (c) 2024
Sierra); a table of their own, apart from the accessors in schemas.py.
"""

from __future__ import annotations

from typing import Any

AIRLINE_TOOLS: tuple[dict[str, Any], ...] = (
    {
        "type": "function",
        "function": {
            "name": "book_reservation",
            "description": "Book a reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "user_id": {
                        "type": "string",
                        "description": (
                            "The ID of the user to book the reservation, such as 'sara_doe_496'."
                        ),
                    },
                    "origin": {
                        "type": "string",
                        "description": "The IATA code for the origin city, such as 'SFO'.",
                    },
                    "destination": {
                        "type": "string",
                        "description": "The IATA code for the destination city, such as 'JFK'.",
                    },
                    "flight_type": {"type": "string", "enum": ["one_way", "round_trip"]},
                    "cabin": {"type": "string", "enum": ["basic_economy", "economy", "business"]},
                    "flights": {
                        "type": "array",
                        "description": (
                            "An array of objects containing details about each piece of flight."
                        ),
                        "items": {
                            "type": "object",
                            "properties": {
                                "flight_number": {
                                    "type": "string",
                                    "description": "Flight number, such as 'HAT001'.",
                                },
                                "date": {
                                    "type": "string",
                                    "description": (
                                        "The date for the flight in the format 'YYYY-MM-DD', "
                                        "such as '2024-05-01'."
                                    ),
                                },
                            },
                            "required": ["flight_number", "date"],
                        },
                    },
                    "passengers": {
                        "type": "array",
                        "description": (
                            "An array of objects containing details about each passenger."
                        ),
                        "items": {
                            "type": "object",
                            "properties": {
                                "first_name": {
                                    "type": "string",
                                    "description": (
                                        "The first name of the passenger, such as 'Noah'."
                                    ),
                                },
                                "last_name": {
                                    "type": "string",
                                    "description": (
                                        "The last name of the passenger, such as 'Brown'."
                                    ),
                                },
                                "dob": {
                                    "type": "string",
                                    "description": (
                                        "The date of birth of the passenger in the format "
                                        "'YYYY-MM-DD', such as '1990-01-01'."
                                    ),
                                },
                            },
                            "required": ["first_name", "last_name", "dob"],
                        },
                    },
                    "payment_methods": {
                        "type": "array",
                        "description": (
                            "An array of objects containing details about each payment method."
                        ),
                        "items": {
                            "type": "object",
                            "properties": {
                                "payment_id": {
                                    "type": "string",
                                    "description": (
                                        "The payment id stored in user profile, such as "
                                        "'credit_card_7815826', 'gift_card_7815826', "
                                        "'certificate_7815826'."
                                    ),
                                },
                                "amount": {
                                    "type": "number",
                                    "description": "The amount to be paid.",
                                },
                            },
                            "required": ["payment_id", "amount"],
                        },
                    },
                    "total_baggages": {
                        "type": "integer",
                        "description": (
                            "The total number of baggage items included in the reservation."
                        ),
                    },
                    "nonfree_baggages": {
                        "type": "integer",
                        "description": (
                            "The number of non-free baggage items included in the reservation."
                        ),
                    },
                    "insurance": {"type": "string", "enum": ["yes", "no"]},
                },
                "required": [
                    "user_id",
                    "origin",
                    "destination",
                    "flight_type",
                    "cabin",
                    "flights",
                    "passengers",
                    "payment_methods",
                    "total_baggages",
                    "nonfree_baggages",
                    "insurance",
                ],
            },
        },
    },
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
            "name": "cancel_reservation",
            "description": "Cancel the whole reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "reservation_id": {
                        "type": "string",
                        "description": "The reservation ID, such as 'ZFA04Y'.",
                    },
                },
                "required": ["reservation_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_reservation_details",
            "description": "Get the details of a reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "reservation_id": {
                        "type": "string",
                        "description": "The reservation id, such as '8JX2WO'.",
                    },
                },
                "required": ["reservation_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_user_details",
            "description": "Get the details of an user, including their reservations.",
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
            "name": "list_all_airports",
            "description": "List all airports and their cities.",
            "parameters": {"type": "object", "properties": {}, "required": []},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "search_direct_flight",
            "description": "Search direct flights between two cities on a specific date.",
            "parameters": {
                "type": "object",
                "properties": {
                    "origin": {
                        "type": "string",
                        "description": "The origin city airport in three letters, such as 'JFK'.",
                    },
                    "destination": {
                        "type": "string",
                        "description": (
                            "The destination city airport in three letters, such as 'LAX'."
                        ),
                    },
                    "date": {
                        "type": "string",
                        "description": (
                            "The date of the flight in the format 'YYYY-MM-DD', such as "
                            "'2024-01-01'."
                        ),
                    },
                },
                "required": ["origin", "destination", "date"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "search_onestop_flight",
            "description": "Search direct flights between two cities on a specific date.",
            "parameters": {
                "type": "object",
                "properties": {
                    "origin": {
                        "type": "string",
                        "description": "The origin city airport in three letters, such as 'JFK'.",
                    },
                    "destination": {
                        "type": "string",
                        "description": (
                            "The destination city airport in three letters, such as 'LAX'."
                        ),
                    },
                    "date": {
                        "type": "string",
                        "description": (
                            "The date of the flight in the format 'YYYY-MM-DD', such as "
                            "'2024-05-01'."
                        ),
                    },
                },
                "required": ["origin", "destination", "date"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "send_certificate",
            "description": "Send a certificate to a user. Be careful!",
            "parameters": {
                "type": "object",
                "properties": {
                    "user_id": {
                        "type": "string",
                        "description": (
                            "The ID of the user to book the reservation, such as 'sara_doe_496'."
                        ),
                    },
                    "amount": {"type": "number", "description": "Certificate amount to send."},
                },
                "required": ["user_id", "amount"],
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
                "complex reasoning is needed."
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
    {
        "type": "function",
        "function": {
            "name": "update_reservation_baggages",
            "description": "Update the baggage information of a reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "reservation_id": {
                        "type": "string",
                        "description": "The reservation ID, such as 'ZFA04Y'.",
                    },
                    "total_baggages": {
                        "type": "integer",
                        "description": (
                            "The updated total number of baggage items included in the reservation."
                        ),
                    },
                    "nonfree_baggages": {
                        "type": "integer",
                        "description": (
                            "The updated number of non-free baggage items included in the "
                            "reservation."
                        ),
                    },
                    "payment_id": {
                        "type": "string",
                        "description": (
                            "The payment id stored in user profile, such as "
                            "'credit_card_7815826', 'gift_card_7815826', 'certificate_7815826'."
                        ),
                    },
                },
                "required": ["reservation_id", "total_baggages", "nonfree_baggages", "payment_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "update_reservation_flights",
            "description": "Update the flight information of a reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "reservation_id": {
                        "type": "string",
                        "description": "The reservation ID, such as 'ZFA04Y'.",
                    },
                    "cabin": {"type": "string", "enum": ["basic_economy", "economy", "business"]},
                    "flights": {
                        "type": "array",
                        "description": (
                            "An array of objects containing details about each piece of flight "
                            "in the ENTIRE new reservation. Even if the a flight segment is not "
                            "changed, it should still be included in the array."
                        ),
                        "items": {
                            "type": "object",
                            "properties": {
                                "flight_number": {
                                    "type": "string",
                                    "description": "Flight number, such as 'HAT001'.",
                                },
                                "date": {
                                    "type": "string",
                                    "description": (
                                        "The date for the flight in the format 'YYYY-MM-DD', "
                                        "such as '2024-05-01'."
                                    ),
                                },
                            },
                            "required": ["flight_number", "date"],
                        },
                    },
                    "payment_id": {
                        "type": "string",
                        "description": (
                            "The payment id stored in user profile, such as "
                            "'credit_card_7815826', 'gift_card_7815826', 'certificate_7815826'."
                        ),
                    },
                },
                "required": ["reservation_id", "cabin", "flights", "payment_id"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "update_reservation_passengers",
            "description": "Update the passenger information of a reservation.",
            "parameters": {
                "type": "object",
                "properties": {
                    "reservation_id": {
                        "type": "string",
                        "description": "The reservation ID, such as 'ZFA04Y'.",
                    },
                    "passengers": {
                        "type": "array",
                        "description": (
                            "An array of objects containing details about each passenger."
                        ),
                        "items": {
                            "type": "object",
                            "properties": {
                                "first_name": {
                                    "type": "string",
                                    "description": (
                                        "The first name of the passenger, such as 'Noah'."
                                    ),
                                },
                                "last_name": {
                                    "type": "string",
                                    "description": (
                                        "The last name of the passenger, such as 'Brown'."
                                    ),
                                },
                                "dob": {
                                    "type": "string",
                                    "description": (
                                        "The date of birth of the passenger in the format "
                                        "'YYYY-MM-DD', such as '1990-01-01'."
                                    ),
                                },
                            },
                            "required": ["first_name", "last_name", "dob"],
                        },
                    },
                },
                "required": ["reservation_id", "passengers"],
            },
        },
    },
)
