"""The closed set of built-in functions a contract may call: normalisers and text predicates.

There are no user functions. Each built-in has a fixed signature (checked by ``check``) and a
total implementation (used by ``evaluate``) that returns ``None`` for "unknown" (Kleene logic):
an argument that is unknown, or of the wrong shape at run time, makes the result unknown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from sscb_dsl.text.values import NULL as _TEXT_NULL

_RESOLVED: dict[str, Callable[..., Any]] = {}


NULL: Any = _TEXT_NULL
"""Returned by a text function for "definitely nothing" (e.g. no current time stated); the
engine and the reference evaluator read it as ``null``, and ``None`` as unknown."""


@attrs.frozen
class Builtin:
    """A built-in: parameter types (``any`` accepts anything), result type, implementation.

    ``ref`` is a function here or the name of one in ``sscb_dsl.text.normalise``, which is imported
    only when a contract is evaluated (checking needs just the signatures, and starts faster).
    """

    name: str
    params: tuple[str, ...]
    result: str
    ref: Callable[..., Any] | str
    doc: str
    needs: str | None = None
    """For a text predicate: the ``normalise`` function giving the words its text (the first
    argument) must contain for an answer other than ``absent``, from the other arguments."""
    absent: Any = False

    @property
    def impl(self) -> Callable[..., Any]:
        """The implementation (resolved once)."""
        return self.ref if callable(self.ref) else _resolve(self.ref)

    @property
    def needs_impl(self) -> Callable[..., Any] | None:
        """The necessary-words function, if the built-in has one."""
        return None if self.needs is None else _resolve(self.needs)


def _resolve(name: str) -> Callable[..., Any]:
    """A text function by name: ``module:function`` in ``sscb_dsl.text`` (default
    ``normalise``), imported on first use."""
    fn = _RESOLVED.get(name)
    if fn is None:
        import importlib

        module, _, func = name.rpartition(":")
        mod = importlib.import_module(f"sscb_dsl.text.{module or 'normalise'}")
        fn = _RESOLVED[name] = getattr(mod, func)
    return fn


@attrs.frozen
class Days:
    """A number of days (the value of ``days(n)``): what a date moves by in ``date + days(n)``."""

    n: int


def _days(n: Any) -> Any:
    if isinstance(n, bool) or not isinstance(n, (int, float)) or n != int(n):
        return None
    return Days(int(n))


def _abs(x: Any) -> Any:
    if isinstance(x, Days):
        return Days(abs(x.n))
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return None
    return abs(x)


def _choose(cond: Any, a: Any, b: Any) -> Any:
    if not isinstance(cond, bool):
        return None
    return a if cond else b


def _pluck(items: Any, field: Any) -> Any:
    if items is None:
        return []  # an absent list has no elements
    if not isinstance(items, list) or not isinstance(field, str):
        return None
    return [item.get(field) for item in items if isinstance(item, dict) and field in item]


def _without(items: Any, drop: Any) -> Any:
    if items is None:
        return []  # an absent list has no elements
    if not isinstance(items, list):
        return None
    gone = drop if isinstance(drop, list) else [drop]
    return [x for x in items if x not in gone]


def _texts(value: Any) -> list[str]:
    """The text leaves of a value; a person's record ({first_name, last_name}) also as the
    full name it is written as ("Mei Garcia": a rename changes the whole name, not a part no
    other passenger shares), and an address's first line also as its street without the house
    number ("123 Elm Street" is "the Elm Street address"), and its second line's unit also as
    the number alone ("Suite 641" is "641" beside "Suite 640")."""
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        first, last = value.get("first_name"), value.get("last_name")
        if isinstance(first, str) and isinstance(last, str):
            out.append(f"{first} {last}")
        line = value.get("address1")
        if isinstance(line, str) and (
            street := re.fullmatch(r"\s*\d+[A-Za-z]?\s+(\S.*\S)\s*", line)
        ):
            out.append(street.group(1))
        unit = value.get("address2")
        if isinstance(unit, str) and (
            number := re.fullmatch(
                r"\s*(?:suite|ste\.?|apt\.?|apartment|unit|room|#)\s*(\d+\w*)\s*", unit, re.I
            )
        ):
            out.append(number.group(1))
        for v in value.values():
            out += _texts(v)
    elif isinstance(value, list):
        for v in value:
            out += _texts(v)
    return out


def _new_texts(after: Any, before: Any) -> Any:
    """The text leaves of ``after`` that ``before`` does not have (what a change introduced)."""
    old = set(_texts(before))
    seen: list[str] = []
    for t in _texts(after):
        if t not in old and t not in seen and t.strip():
            seen.append(t)
    return seen


def _lower(x: Any) -> Any:
    return x.lower() if isinstance(x, str) else None


def _len(x: Any) -> Any:
    return len(x) if isinstance(x, (str, list, dict)) else None


def _keys(x: Any) -> Any:
    return list(x.keys()) if isinstance(x, dict) else None


def _values(x: Any) -> Any:
    return list(x.values()) if isinstance(x, dict) else None


def _record_of(keys: Any, values: Any) -> Any:
    """A map from parallel lists of text keys and values (unknown on any other shape)."""
    if not isinstance(keys, list) or not isinstance(values, list) or len(keys) != len(values):
        return None
    if not all(isinstance(k, str) for k in keys) or len(set(keys)) != len(keys):
        return None
    return dict(zip(keys, values, strict=True))


def _startswith(a: Any, b: Any) -> Any:
    if isinstance(a, str) and isinstance(b, str):
        return a.startswith(b)
    return None


def _lookup(items: Any, field: Any, value: Any) -> Any:
    if not isinstance(items, list) or not isinstance(field, str) or value is None:
        return None
    for item in items:
        if isinstance(item, dict) and item.get(field) == value:
            return item
    return None


BUILTINS: dict[str, Builtin] = {
    b.name: b
    for b in [
        Builtin("date", ("any",), "date", "date_iso", "normalise a date to YYYY-MM-DD"),
        Builtin(
            "money", ("any",), "money", "money_value", "normalise an amount ($1,234.50) to a number"
        ),
        Builtin("lower", ("text",), "text", _lower, "lower-case text"),
        Builtin(
            "days",
            ("number",),
            "duration",
            _days,
            "a whole number of days, to move a date: `date(x) + days(1)`",
        ),
        Builtin("abs", ("any",), "number", _abs, "the absolute value of a number, amount or days"),
        Builtin("len", ("any",), "number", _len, "length of a list, map or text"),
        Builtin("keys", ("map",), "list", _keys, "the keys of a map, in delivered order"),
        Builtin("values", ("map",), "list", _values, "the values of a map, in delivered order"),
        Builtin(
            "record_of",
            ("list", "list"),
            "map",
            _record_of,
            "a map from a list of distinct text keys and a list of values of the same length "
            "(a record the run states only in words, such as a method a tool added)",
        ),
        Builtin("startswith", ("text", "text"), "bool", _startswith, "text prefix test"),
        Builtin(
            "lookup",
            ("list", "text", "any"),
            "any",
            _lookup,
            "the first element of a list whose field equals a value",
        ),
        Builtin(
            "mentions",
            ("text", "any"),
            "bool",
            "mentions",
            "word/phrase mention (a mark, '?', anywhere)",
        ),
        Builtin("mentions_date", ("text", "any"), "bool", "mentions_date", "date mention"),
        Builtin(
            "mentions_money",
            ("text", "any"),
            "bool",
            "money:mentions_money",
            "amount mention, in figures or in words",
        ),
        Builtin("mentions_id", ("text", "any"), "bool", "mentions_id", "identifier token"),
        Builtin(
            "doubts_unchecked",
            ("text",),
            "bool",
            "settled:doubts_unchecked",
            "a doubt of what the message states, with no check or question about it",
        ),
        Builtin(
            "doubted",
            ("text", "list"),
            "bool",
            "record_doubt:doubted",
            "a sentence doubting a record and naming one of these words (the field's), no value",
        ),
        Builtin(
            "rechecked",
            ("text", "list"),
            "bool",
            "record_doubt:rechecked",
            "a sentence taking a record up to be looked at again, naming one of these words",
        ),
        Builtin(
            "use_judged",
            ("text", "list"),
            "bool",
            "use_judged:use_judged",
            "a sentence naming one of these judging what it may pay for, or steering away from it",
        ),
        Builtin(
            "kept_same",
            ("text", "list"),
            "bool",
            "kept_same:kept_same",
            "a sentence saying the option named by one of these words stays as the item's own",
        ),
        Builtin(
            "vouched",
            ("text", "list"),
            "bool",
            "record_doubt:vouched",
            "a sentence judging a record sound and naming one of these words, no value, no doubt",
        ),
        Builtin(
            "both_ways",
            ("text",),
            "bool",
            "claim_scope:both_ways",
            "the change's outcome given both ways, neither chosen (alternatives, two sources)",
        ),
        Builtin(
            "either_way",
            ("text", "list"),
            "bool",
            "either_way:either_way",
            "one sentence names both values and the message goes on whichever holds ('Either "
            "way, ...', 'whichever it is')",
        ),
        Builtin(
            "mentions_time",
            ("text", "any"),
            "bool",
            "times:mentions_time",
            "clock time mention (12:30, 12:30 PM, 7 am, noon) of a time of day (12:30:00)",
        ),
        Builtin(
            "mentions_date_near",
            ("text", "any", "list"),
            "bool",
            "mentions_date_near",
            "date mention in a paragraph naming one of the anchors (flight number, id)",
            needs="mentions_date_near_needs",
        ),
        Builtin(
            "source_said",
            ("text", "any"),
            "text",
            "source_said",
            'the category a text gives a payment method ("" when none)',
            needs="source_said_needs",
            absent="",
        ),
        Builtin(
            "option_stated",
            ("text", "list", "text", "any"),
            "bool",
            "option_stated",
            "an option value stated in a paragraph naming the item (anchors)",
            needs="option_stated_needs",
        ),
        Builtin(
            "option_listed",
            ("text", "list", "text"),
            "number",
            "option_listed",
            "how many values paragraphs naming the item state for an option",
        ),
        Builtin(
            "paired",
            ("list", "list", "any"),
            "any",
            "paired",
            "the element of a parallel list at the position of a key",
        ),
        Builtin("hedges", ("text",), "bool", "hedges", "qualified statement"),
        Builtin(
            "claims_done",
            ("text",),
            "bool",
            "claims_done",
            "says a change is made",
        ),
        Builtin(
            "claims_not_done",
            ("text",),
            "bool",
            "claims_not_done",
            "says a change did not take effect",
        ),
        Builtin(
            "asks_to_check",
            ("text",),
            "bool",
            "asks_to_check",
            "announces a check",
        ),
        # ---- language 2: lists and choices
        Builtin(
            "choose",
            ("bool", "any", "any"),
            "any",
            _choose,
            "the second argument when the condition holds, else the third (only the chosen "
            "one is evaluated, so the other may be unknown)",
        ),
        Builtin("pluck", ("list", "text"), "list", _pluck, "a field of every element of a list"),
        Builtin("without", ("list", "any"), "list", _without, "a list without the given value(s)"),
        Builtin(
            "new_texts",
            ("any", "any"),
            "list",
            _new_texts,
            "the text values in the first value that the second does not hold (a change's new "
            "values)",
        ),
        # ---- language 2: what a message says about one entity (docs/builtins.md)
        Builtin(
            "routes",
            ("list", "list"),
            "list",
            "names:routes",
            "route anchors for every flight of a list (origin, destination), with city names",
        ),
        Builtin(
            "item_names",
            ("text",),
            "list",
            "names:item_names",
            'the ways a product name is referred to ("Wireless Earbuds": also "earbuds")',
        ),
        Builtin(
            "variant_names",
            ("any", "any", "text"),
            "list",
            "names:variant_names",
            "how an item changed to another variant is referred to by the option values that "
            'changed ("blue earbuds", "earbuds in blue")',
        ),
        Builtin(
            "product_aliases",
            ("any", "list"),
            "list",
            "names:product_aliases",
            "the entries of a list of product names that name this product: every word of the "
            'entry is a word of its name ("vacuum" of "Vacuum Cleaner")',
        ),
        Builtin(
            "lists_without",
            ("text", "list", "list"),
            "bool",
            "lists:lists_without",
            "does the text name at least two of the listed anchors and none of the absent ones "
            "(a list of bookings that leaves one out)",
        ),
        Builtin(
            "refers",
            ("text", "list"),
            "bool",
            "names:refers",
            "does the text name one of these anchors (ids, names, flight numbers, routes)",
        ),
        Builtin(
            "said_near",
            ("text", "list", "list"),
            "bool",
            "names:said_near",
            "one of these words said in a sentence that names one of the anchors",
        ),
        Builtin(
            "route",
            ("text", "text", "list"),
            "list",
            "names:route",
            'anchors for a flight "A to B", with city names from "CODE City" entries',
        ),
        Builtin(
            "departure",
            ("text", "list"),
            "list",
            "names:departure",
            'anchors for leaving an airport ("leave ATL", "departing Atlanta"), with city names '
            'from "CODE City" entries',
        ),
        Builtin(
            "arrival",
            ("any", "list"),
            "list",
            "names:arrival",
            'anchors for arriving at an airport or a list of them ("fly on to ATL", "land in '
            'Atlanta"), with city names from "CODE City" entries',
        ),
        Builtin(
            "dates_said",
            ("text", "list", "list", "any", "list"),
            "list",
            "dates:dates_said",
            "the dates a text says of an entity (about, others, now, context dates)",
        ),
        Builtin(
            "dates_counted",
            ("list", "text", "list", "list", "list"),
            "list",
            "counted:dates_counted",
            "dates_said's reading with the lengths of time it left unread counted from the flight "
            "before ([date, places]) or after the entity (a stay derives the date)",
        ),
        Builtin(
            "dates_related",
            ("list", "text", "list", "list", "list"),
            "list",
            "counted:dates_related",
            "a reading with the entity's date derived from a flight beside it ([date, anchors]) "
            'that a sentence relates to it by a day ("HAT153 leaves the next day")',
        ),
        Builtin(
            "place",
            ("text", "list"),
            "list",
            "counted:place",
            'anchors for being at an airport\'s place: its code and city ("ATL", "Atlanta")',
        ),
        Builtin(
            "amounts_said",
            ("text", "list", "list", "list"),
            "list",
            "money:amounts_said",
            "the amounts a text says of an entity (about, others, context amounts)",
        ),
        Builtin(
            "counts_held",
            ("text", "list"),
            "list",
            "held_counts:counts_held",
            "the counts of a thing (named by the nouns) that a text takes as already held: one "
            'less than the next one\'s ordinal ("a second bag would be $50"), "already" with a '
            'number ("you already have one bag"), a change from a number ("from one bag to two")',
        ),
        Builtin(
            "options_said",
            ("text", "list", "list", "text", "list", "list"),
            "list",
            "options:options_said",
            "the values of an option a text says of an item (about, others, option, known "
            'values, values shared with other options); with the pronoun "yours" among the '
            "names (an answer about the item alone), values in a text naming no other entity "
            "are the item's",
        ),
        Builtin(
            "option_in",
            ("text", "any"),
            "bool",
            "options:option_in",
            "does the text name one of these option values (anywhere, in any common form)",
        ),
        Builtin(
            "option_kind_in",
            ("text", "any"),
            "bool",
            "options:option_kind_in",
            "does the text name one of these option values, or a quantity of their kind "
            '("2 litres" for capacities given in ml)',
        ),
        Builtin(
            "option_names",
            ("text",),
            "list",
            "options:option_names",
            'how an option is referred to ("battery life", "battery")',
        ),
        Builtin(
            "twin_values",
            ("list", "text", "text"),
            "list",
            "option_records:twin_values",
            "the values of the other options of an order's other items of the same name",
        ),
        Builtin(
            "choice_kept",
            ("text", "any", "any", "any", "text"),
            "list",
            "variant_choice:choice_kept",
            "the option values kept by the variants a text puts forward (by item id, price or "
            "price difference from what was paid, other than the items the user holds) where a "
            "variant differing in that option alone was there to choose instead",
        ),
        Builtin(
            "price_derived",
            ("text", "any", "any", "text", "any", "any", "any"),
            "bool",
            "variant_choice:price_derived",
            "does the text state a price difference computed from the variant the item would be "
            "with the option at the value (its other options kept), one no variant's own price "
            "and no difference from what was paid or from an item the user holds explains (not "
            "when the text names that variant's item id)",
        ),
        Builtin(
            "keeps_option",
            ("text", "text"),
            "bool",
            "variant_choice:keeps_option",
            "does the text say a variant keeps the user's own value of the option "
            '("in your scent", "the same size")',
        ),
        Builtin(
            "option_values",
            ("any", "text"),
            "list",
            "option_records:option_values",
            "the distinct values a product's variants give an option",
        ),
        Builtin(
            "sources_said",
            ("text", "any", "list", "list", "list"),
            "list",
            "payment:sources_said",
            "the categories a text gives a payment method (method, all methods, aliases, [v', v])",
        ),
        Builtin(
            "claims_said",
            ("text", "list", "list", "list", "list", "list", "list"),
            "list",
            "claims:claims_said",
            "the done / not-done claims a text makes about a change (about, others, new "
            "values and the money the change moves as numbers, the old values the change "
            "replaces, extra done phrases, extra not-done phrases)",
        ),
        Builtin(
            "reading",
            ("list", "any", "any"),
            "text",
            "mention_reading:reading",
            "what mentions say about the fact given v' and v: faulty, correct, both, "
            "qualified, verify, rejected, other or none (unknown when unclear)",
        ),
        Builtin(
            "current_time",
            ("text",),
            "text",
            "dates:current_time",
            'the current date and time a text states ("The current time is ...")',
        ),
        Builtin(
            "day_shift",
            ("text",),
            "list",
            "day_shift:day_shift",
            'the days a request moves a date by, as a list ("one day later": [1]; none: [])',
        ),
    ]
}


def call_builtin(name: str, args: Sequence[Any]) -> Any:
    """Apply a built-in; unknown (None) arguments to a non-text predicate give unknown."""
    return BUILTINS[name].impl(*args)
