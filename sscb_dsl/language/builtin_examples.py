"""Worked examples of every built-in, for docs/builtins.md (a test evaluates each one).

An example is a contract expression and the value sscb gives it, written as JSON (``unknown``
for Kleene-unknown, ``days(n)`` for a day count). Examples may use the sample values of
:data:`EXAMPLE_VALUES` (the language has no map literals): ``res``, a reservation record as
``get_reservation_details`` returns it, ``user``, a user record, ``order``, an order's items,
and ``product``, a product record.
"""

from __future__ import annotations

from typing import Any, Final

EXAMPLE_VALUES: Final[dict[str, Any]] = {
    "res": {
        "reservation_id": "4WQ150",
        "flights": [
            {
                "flight_number": "HAT097",
                "origin": "JFK",
                "destination": "LAX",
                "date": "2024-05-18",
            },
            {
                "flight_number": "HAT098",
                "origin": "LAX",
                "destination": "JFK",
                "date": "2024-05-25",
            },
        ],
        "payment_history": [{"payment_id": "gift_card_7815826", "amount": 240}],
    },
    "user": {
        "payment_methods": {
            "gift_card_7815826": {"id": "gift_card_7815826", "source": "gift_card", "amount": 62},
            "credit_card_1": {
                "id": "credit_card_1",
                "source": "credit_card",
                "brand": "visa",
                "last_four": "7803",
            },
        },
    },
    "order": {
        "items": [
            {"name": "Laptop", "item_id": "11", "options": {"size": "13-inch", "color": "black"}},
            {"name": "Laptop", "item_id": "12", "options": {"size": "17-inch", "color": "black"}},
            {"name": "Mouse", "item_id": "13", "options": {"color": "white"}},
        ],
    },
    "product": {
        "name": "Water Bottle",
        "variants": {
            "1": {
                "item_id": "1",
                "options": {"capacity": "500ml", "color": "blue"},
                "available": True,
                "price": 20.5,
            },
            "2": {
                "item_id": "2",
                "options": {"capacity": "1000ml", "color": "black"},
                "available": True,
                "price": 31.0,
            },
            "3": {
                "item_id": "3",
                "options": {"capacity": "1000ml", "color": "blue"},
                "available": True,
                "price": 32.25,
            },
        },
    },
}

EXAMPLES: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "date": (('date("2024-05-18T10:00:00")', '"2024-05-18"'), ('date("May 18")', "unknown")),
    "money": (('money("$1,234.50")', "1234.5"), ('money("1240.5 USD")', "1240.5")),
    "lower": (('lower("HAT097")', '"hat097"'),),
    "days": (
        ('date("2024-05-18") + days(1)', '"2024-05-19"'),
        ('date("2024-05-20") - date("2024-05-18")', "2"),
    ),
    "abs": (("abs(-3)", "3"), ('abs(date("2024-05-18") - date("2024-05-20"))', "2")),
    "len": (("len(res.flights)", "2"), ('len("abc")', "3")),
    "keys": (("keys(user.payment_methods)", '["gift_card_7815826", "credit_card_1"]'),),
    "values": (('pluck(values(user.payment_methods), "source")', '["gift_card", "credit_card"]'),),
    "record_of": (
        (
            'record_of(["source", "amount"], ["certificate", 150])',
            '{"source": "certificate", "amount": 150}',
        ),
    ),
    "startswith": (('startswith("gift_card_7815826", "gift_card")', "true"),),
    "lookup": (('lookup(res.flights, "flight_number", "HAT098").date', '"2024-05-25"'),),
    "mentions": (
        ('mentions("Your flight HAT097 is booked.", "hat097")', "true"),
        ('mentions("Is it a certificate?", "?")', "true"),
    ),
    "mentions_date": (('mentions_date("You fly back on May 18.", "2024-05-18")', "true"),),
    "both_ways": (
        ('both_ways("So you\'re either on the nonstop or still on the old connection.")', "true"),
        (
            'both_ways("The update says economy; the booking still says business. Which is it?")',
            "false",
        ),
        ('both_ways("The change went through. Either way, you land at 12:30.")', "false"),
        ('both_ways("The update returned 3 bags; the reservation shows 0.")', "true"),
        (
            'both_ways("The update returned 3 bags, but the reservation shows 0, so it failed.")',
            "false",
        ),
    ),
    "either_way": (
        (
            'either_way("The order says blue, the catalogue white. Either way, here are the blue '
            'ones.", ["blue", "white"])',
            "true",
        ),
        ('either_way("Yours is white. Blue is in stock either way.", ["blue", "white"])', "false"),
    ),
    "doubted": (
        ('doubted("The return date on file looks a little off.", ["date"])', "true"),
        ('doubted("Your return is on file; the seat map looks off.", ["date"])', "false"),
    ),
    "rechecked": (
        ('rechecked("The return leg\'s dates need a closer look.", ["dates"])', "true"),
        ('rechecked("I\'ve checked the dates again; all fine.", ["dates"])', "false"),
    ),
    "use_judged": (
        ('use_judged("Only the $62 one can be used toward a change.", ["$62"])', "true"),
        ('use_judged("The $62 balance is yours. Cards can\'t be combined.", ["$62"])', "false"),
    ),
    "kept_same": (
        ('kept_same("A blue pair with the same battery life as yours.", ["battery life"])', "true"),
        ('kept_same("The blue pair has a long battery life.", ["battery life"])', "false"),
    ),
    "vouched": (
        ('vouched("The dates on GV1N64 look fine to me.", ["dates"])', "true"),
        (
            'vouched("The dates look fine, but the return date seems off.", ["date", "dates"])',
            "false",
        ),
    ),
    "doubts_unchecked": (
        ('doubts_unchecked("HAT290 is on the 18th, which looks like a data error.")', "true"),
        (
            'doubts_unchecked("HAT290 is on the 18th, which looks wrong; I\'ll re-check it.")',
            "false",
        ),
    ),
    "mentions_time": (('mentions_time("You land at LAX at 12:30 PM.", "12:30:00")', "true"),),
    "mentions_money": (
        ('mentions_money("That is $1,240.50 in total.", 1240.5)', "true"),
        ('mentions_money("It has five hundred dollars on it.", 500)', "true"),
    ),
    "mentions_id": (('mentions_id("Reservation 4WQ150 is confirmed.", "4WQ150")', "true"),),
    "mentions_date_near": (
        ('mentions_date_near("HAT097 leaves on May 18.", "2024-05-18", ["HAT097"])', "true"),
    ),
    "source_said": (
        (
            'source_said("Your gift card gift_card_7815826 has $62 left.", '
            "user.payment_methods.gift_card_7815826)",
            '"gift_card"',
        ),
    ),
    "option_stated": (
        (
            'option_stated("Water bottle - Capacity: 1000ml", ["water bottle"], "capacity", '
            '"1000ml")',
            "true",
        ),
        (
            'option_stated("The water bottle is the 1000ml one.", ["water bottle"], "capacity", '
            '"1000ml")',
            "unknown",
        ),
    ),
    "option_listed": (
        (
            'option_listed("The water bottle comes as Capacity: 500ml, Capacity: 1000ml.", '
            '["water bottle"], "capacity")',
            "2",
        ),
    ),
    "paired": (('paired(["a", "b"], ["x", "y"], "b")', '"y"'),),
    "hedges": (('hedges("There seems to be a discrepancy in the dates.")', "true"),),
    "claims_done": (('claims_done("Your flights have been updated.")', "true"),),
    "claims_not_done": (('claims_not_done("The change did not go through.")', "true"),),
    "asks_to_check": (('asks_to_check("Let me double-check the reservation.")', "true"),),
    "choose": (('choose(1 > 2, "yes", "no")', '"no"'),),
    "pluck": (('pluck(res.flights, "flight_number")', '["HAT097", "HAT098"]'),),
    "without": (('without(["a", "b", "c"], ["b"])', '["a", "c"]'),),
    "new_texts": (("new_texts(res.flights[1], res.flights[0])", '["HAT098", "2024-05-25"]'),),
    "routes": (
        (
            'routes([res.flights[0]], ["JFK New York", "LAX Los Angeles"])',
            '["JFK to LAX", "New York to Los Angeles", "New York (JFK) to Los Angeles (LAX)", '
            '"New York back to Los Angeles", "JFK back to LAX", "JFK to Los Angeles", '
            '"New York to LAX"]',
        ),
    ),
    "item_names": (('item_names("Wireless Earbuds")', '["Wireless Earbuds", "Earbuds"]'),),
    "variant_names": (
        (
            'variant_names(order.items[1].options, order.items[0].options, "Laptop")',
            '["17-inch Laptop", "Laptop in 17-inch", "Laptop (17-inch", "Laptop (now 17-inch", '
            '"Laptop, now 17-inch", "Laptop \u2014 17-inch", "Laptop: 17-inch"]',
        ),
    ),
    "lists_without": (
        (
            'lists_without("You still have MFRB94 and SE9KEL.", ["MFRB94", "SE9KEL"], ["FDZ0T5"])',
            "true",
        ),
        ('lists_without("FDZ0T5, MFRB94 and SE9KEL.", ["MFRB94", "SE9KEL"], ["FDZ0T5"])', "false"),
    ),
    "product_aliases": (
        (
            'product_aliases("Vacuum Cleaner", ["vacuum", "Coffee Maker", "dumbbells"])',
            '["vacuum"]',
        ),
        ('product_aliases("Dumbbell Set", ["vacuum", "dumbbells"])', '["dumbbells"]'),
    ),
    "refers": (
        ('refers("Your JFK-LAX flight", ["JFK to LAX"])', "true"),
        ('refers("Your flight to Boston", ["JFK to LAX", "4WQ150"])', "false"),
    ),
    "said_near": (
        ('said_near("The $62 one is yours; it keeps the rest.", ["it"], ["keeps"])', "true"),
        ('said_near("Gift cards keep balances. Pay with card 9448?", ["9448"], ["keep"])', "false"),
    ),
    "route": (('route("JFK", "LAX", [])', '["JFK to LAX"]'),),
    "arrival": (
        ('arrival("ATL", ["ATL Atlanta"])[0]', '"fly to ATL"'),
        ('refers("You fly on to Atlanta on Monday.", arrival("ATL", ["ATL Atlanta"]))', "true"),
    ),
    "departure": (
        ('departure("ATL", ["ATL Atlanta"])[0]', '"leave ATL"'),
        ('refers("You leave Atlanta on Monday.", departure("ATL", ["ATL Atlanta"]))', "true"),
    ),
    "dates_said": (
        (
            'dates_said("Your return HAT098 is on May 18, not May 25.", ["HAT098"], ["HAT097"], '
            'null, ["2024-05-18", "2024-05-25"])',
            '[{"kind": "date", "value": "2024-05-18", "values": ["2024-05-18"], "mode": '
            '"asserted"}, {"kind": "date", "value": "2024-05-25", "values": ["2024-05-25"], '
            '"mode": "denied"}]',
        ),
    ),
    "dates_counted": (
        (
            'dates_counted(dates_said("HAT228 gives you three nights in Newark.", ["HAT228"], [], '
            'null, ["2024-05-20", "2024-05-22"]), "HAT228 gives you three nights in Newark.", '
            '["2024-05-17", "LAX"], ["2024-05-23", "EWR", "Newark"], ["2024-05-20", "2024-05-22"])',
            '[{"kind": "date", "value": "2024-05-20", "values": ["2024-05-20"], "mode": '
            '"asserted"}]',
        ),
    ),
    "dates_related": (
        (
            'dates_related([], "HAT182 gets you there, and HAT153 leaves the next day.", '
            '["HAT182"], [["2024-05-22", "HAT153"]], ["2024-05-21", "2024-05-22"])',
            '[{"kind": "date", "value": "2024-05-21", "values": ["2024-05-21"], "mode": '
            '"asserted"}]',
        ),
    ),
    "place": (('place("ATL", ["ATL Atlanta"])', '["ATL", "Atlanta"]'),),
    "amounts_said": (
        (
            'amounts_said("The refund for 4WQ150 is $120.", ["4WQ150"], [], [120, 80])',
            '[{"kind": "money", "value": "12000", "values": ["12000"], "mode": "asserted"}]',
        ),
    ),
    "counts_held": (
        (
            'counts_held("A second bag would be another $50.", ["bag", "bags"])',
            '[{"kind": "count", "value": 1, "values": [1], "mode": "asserted"}]',
        ),
        ('counts_held("Want me to add two bags?", ["bag", "bags"])', "[]"),
    ),
    "options_said": (
        (
            'options_said("Your water bottle is the 1 litre one.", ["water bottle"], [], '
            '"capacity", ["1000ml", "500ml"], [])',
            '[{"kind": "option", "value": "1000 ml", "values": ["1000 ml"], "mode": "asserted"}]',
        ),
        # an answer to a question about the item alone: its pronouns ("yours") among the names
        (
            'options_said("750ml, stainless, blue.", ["water bottle", "yours"], [], "capacity", '
            '["750ml", "1000ml"], [])',
            '[{"kind": "option", "value": "750 ml", "values": ["750 ml"], "mode": "asserted"}]',
        ),
    ),
    "option_in": (('option_in("I want the one-litre bottle.", ["1000ml"])', "true"),),
    "option_kind_in": (
        ('option_kind_in("Twice yours would be 2 litres.", ["1000ml", "500ml"])', "true"),
    ),
    "option_names": (('option_names("battery life")', '["battery life", "battery"]'),),
    "option_values": (('option_values(product.variants, "capacity")', '["500ml", "1000ml"]'),),
    "keeps_option": (
        ('keeps_option("The largest bottle in your scent is 100ml.", "scent family")', "true"),
        ('keeps_option("The largest bottle is 100ml.", "scent family")', "false"),
    ),
    "choice_kept": (
        (
            'choice_kept("The 1-litre one is $11.75 more.", values(product.variants), "1", 20.5, '
            '"color")',
            '["blue"]',
        ),
        (
            'choice_kept("Item 2 is in stock.", values(product.variants), "1", 20.5, "color")',
            '["black"]',
        ),
    ),
    "price_derived": (
        (
            'price_derived("The 500ml one would be $10.50 cheaper.", values(product.variants), '
            'product.variants["3"].options, "color", "black", 32.25, [])',
            "true",
        ),
        (
            'price_derived("The 500ml one would be $11.75 cheaper.", values(product.variants), '
            'product.variants["3"].options, "color", "black", 32.25, [])',
            "false",
        ),
    ),
    "twin_values": (('twin_values(order.items, "11", "color")', '["17-inch"]'),),
    "sources_said": (
        (
            'sources_said("Your Visa card ending 7803 is a gift card.", '
            "user.payment_methods.credit_card_1, values(user.payment_methods), [], "
            '["gift_card", "credit_card"])',
            '[{"kind": "source", "value": "gift_card", "values": ["gift_card"], "mode": '
            '"asserted"}]',
        ),
    ),
    "claims_said": (
        (
            'claims_said("Both bags are on the booking now.", ["bags"], ["cabin"], [], [], [], [])',
            '[{"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"}]',
        ),
        (
            'claims_said("The $2,544 refund is on its way to your gift card.", ["JG7FMM"], '
            "[], [-2544], [], [], [])",
            '[{"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"}]',
        ),
        (
            'claims_said("Reading it again, the reservation lists HAT284 and HAT152.", '
            '["flight"], ["bags"], ["HAT266"], ["HAT284", "HAT152"], [], [])',
            '[{"kind": "claim", "value": "not_done", "values": ["not_done"], "mode": "reported"}]',
        ),
    ),
    "reading": (
        (
            'reading(dates_said("The return is on May 18.", ["return"], [], null, '
            '["2024-05-18", "2024-05-25"]), "2024-05-18", "2024-05-25")',
            '"faulty"',
        ),
        ('reading([], "2024-05-18", "2024-05-25")', '"none"'),
    ),
    "current_time": (
        ('current_time("The current time is 2024-05-15 15:00:00 EST.")', '"2024-05-15T15:00:00"'),
    ),
    "day_shift": (
        ('day_shift("Can I come back one day later?")', "[1]"),
        ('day_shift("Can I change the cabin?")', "[]"),
    ),
}
"""Built-in name -> (expression, its value as JSON) pairs."""
