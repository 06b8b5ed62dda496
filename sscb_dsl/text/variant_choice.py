"""Which variant a message puts forward, and what that choice keeps of the item.

An agent asked to change one option of an item ("the largest size", "in blue") puts forward a
variant of the same product: by its item id, by its price ("it's $328.25") or by the difference
from what the user paid ("$5.73 more", "you'd get $24.18 back"). When a variant differing from it
only in another option was there to put forward instead, the choice between the two follows from
the value the agent holds for that option: choosing the oriental 100ml over the woody 100ml keeps
"oriental" as the bottle's scent. That is a derived use (Definition 3.2) even though the message
never says the value.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.money import amounts
from sscb_dsl.text.normalise import mentions, money_cents
from sscb_dsl.text.option_unsaid import option_names


def _variants(value: Any) -> list[dict[str, Any]]:
    if isinstance(value, dict):
        value = list(value.values())
    if not isinstance(value, list):
        return []
    return [v for v in value if isinstance(v, dict) and isinstance(v.get("options"), dict)]


def _put(text: str, v: dict[str, Any], said: set[int], paid: int | None) -> bool:
    """Does ``text`` name ``v`` by its item id, its price or its price's difference from what
    was paid (a price equal to what was paid names no variant: it is the user's own)?"""
    item_id = v.get("item_id")
    if isinstance(item_id, str) and item_id and mentions(text, item_id):
        return True
    price = money_cents(v.get("price"))
    if price is None or paid is None or price == paid:
        return False
    return price in said or abs(price - paid) in said


def _sibling(v: dict[str, Any], w: dict[str, Any], option: str) -> bool:
    """Do ``v`` and ``w`` differ in ``option`` only?"""
    a, b = v["options"], w["options"]
    return (
        a.keys() == b.keys()
        and a.get(option) != b.get(option)
        and all(a[k] == b[k] for k in a if k != option)
    )


def choice_kept(text: Any, variants: Any, held: Any, paid: Any, option: Any) -> list[Any] | None:
    """The values of ``option`` that the variants ``text`` puts forward keep (each variant named
    by item id, by price, or by its price's difference from ``paid``), counting only a variant
    for which another available variant, differing from it in ``option`` alone, could have been
    put forward instead: there the choice follows from the option's value, elsewhere from the
    request. ``held`` are the item ids the user already has (the item itself, the items of
    other orders): a figure of theirs names what the user has, not an offer."""
    if not isinstance(text, str) or not isinstance(option, str):
        return None
    owned = {str(h) for h in (held if isinstance(held, list) else [held]) if h is not None}
    items = [v for v in _variants(variants) if str(v.get("item_id")) not in owned]
    said = set(amounts(text))
    paid_cents = money_cents(paid)
    out: list[Any] = []
    for v in items:
        if option not in v["options"] or not _put(text, v, said, paid_cents):
            continue
        if any(w.get("available") is not False and _sibling(v, w, option) for w in items):
            value = v["options"][option]
            if value not in out:
                out.append(value)
    return out


@lru_cache(maxsize=256)
def _kept_pattern(option: str) -> re.Pattern[str] | None:
    names = [n for n in (option_names(option) or []) if isinstance(n, str) and n.strip()]
    if not names:
        return None
    alt = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(
        rf"\b(?:your|yours|the\s+same|same|matching|your\s+current|your\s+existing)\s+(?:{alt})\b"
        rf"|\b(?:{alt})\s+(?:you\s+(?:have|had|already\s+have|picked|chose|ordered|like|love))\b",
        re.IGNORECASE,
    )


def keeps_option(text: Any, option: Any) -> bool | None:
    """Does ``text`` say a variant keeps the user's own value of ``option`` ("in your scent",
    "the same size", "the colour you have")? A choice said so keeps the item's value, whatever
    criterion picked the rest."""
    if not isinstance(text, str) or not isinstance(option, str):
        return None
    pattern = _kept_pattern(option)
    return bool(pattern and pattern.search(text))


# the item's own (as the agent holds it) named just before a price or just after it
_YOURS_BEFORE = re.compile(
    r"\b(?:your (?:current|existing|own)|the one you (?:have|own|ordered|bought))\b[^.;!?$]{0,40}$"
    r"|\byours (?:is|was|costs?|lists? at|goes for)\s*$",
    re.IGNORECASE,
)
_YOURS_AFTER = re.compile(
    r"\s*\)?\s*(?:for|on) (?:yours|your (?:current|existing) (?:one|[\w-]+)|the one you have)\b",
    re.IGNORECASE,
)


def price_derived(
    text: Any, variants: Any, options: Any, option: Any, value: Any, paid: Any, held: Any
) -> bool | None:
    """Does ``text`` state a price difference computed from the variant the item would be if its
    ``option`` were ``value`` (its other ``options`` kept): "$29.73 more" where the oriental
    30ml lists at $298.52 and the 100ml at $328.25, or that variant's own price said as the
    item's ("$461.49 for yours")? Only a difference no other reading gives counts — not a
    variant's own price otherwise (a listing), nor a difference from what was ``paid`` or
    from an item the user holds (``held``, item ids: "the robotic one you're exchanging was
    $652.61"); a message naming that variant's item id puts it forward, derives nothing."""
    if not isinstance(text, str) or not isinstance(option, str) or not isinstance(options, dict):
        return None
    items = _variants(variants)
    wanted = {**options, option: value}
    like = [v for v in items if v["options"] == wanted]
    if len(like) != 1:
        return False  # no one variant of that value: nothing to derive from
    base = money_cents(like[0].get("price"))
    paid_cents = money_cents(paid)
    if base is None or paid_cents is None or base == paid_cents:
        return False  # the derived figures are the paid price's own
    own_id = like[0].get("item_id")
    if isinstance(own_id, str) and own_id and mentions(text, own_id):
        return False  # "the bagless one (Item ID: 7958300294) is $642.72": put forward
    owned = {str(h) for h in (held if isinstance(held, list) else [held]) if h is not None}
    prices = {c for v in items if (c := money_cents(v.get("price"))) is not None}
    kept = {
        c
        for v in items
        if str(v.get("item_id")) not in owned and (c := money_cents(v.get("price"))) is not None
    }
    derived = {abs(q - base) for q in kept if q != base}
    explained = prices | {paid_cents} | {abs(q - paid_cents) for q in prices}
    if set(amounts(text)) & (derived - explained):
        return True
    # that variant's own price said as the item's ("the catalogue price of your current hose
    # variant ($96.51)", "$473.48 against $461.49 for yours"): the item taken to be that variant
    return any(
        f.values
        and int(f.values[0]) == base
        and sum(1 for q in prices if q == base) == 1
        and (
            _YOURS_BEFORE.search(text, max(0, f.start - 60), f.start)
            or _YOURS_AFTER.match(text, f.end)
        )
        for f in money_found(text)
    )
