"""How entities are named in a message: flights by route, departure and arrival (with city names
from "CODE City" vocabulary entries), products by their names and head nouns, and whether a text
names one of a list of anchors. Used by contracts (the built-in table) and by the counted-day
reader (text/counted.py)."""

from __future__ import annotations

import functools
import re
from typing import Any

from sscb_dsl.text import run_memo
from sscb_dsl.text.discourse import parse, plain
from sscb_dsl.text.normalise import mentions
from sscb_dsl.text.refs import anchor_list, refers_to


@functools.lru_cache(maxsize=64)
def cities(names: tuple[Any, ...]) -> dict[str, tuple[str, ...]]:
    """The names of each airport code from "CODE City" entries, in order (a code may have
    several: "LAX Los Angeles", "LAX LA"); parsed once per list."""
    known: dict[str, tuple[str, ...]] = {}
    for entry in names:
        if isinstance(entry, str) and " " in entry.strip():
            code, city = entry.strip().split(" ", 1)
            known[code.upper()] = (*known.get(code.upper(), ()), city.strip())
    return known


def route(origin: Any, destination: Any, names: Any) -> list[Any] | None:
    """Anchors for a flight between two airports: "DEN to LAS" (also matching "DEN-LAS",
    "DEN → LAS", "from DEN to LAS") and the same with city names, from ``names`` entries
    "CODE City" (a domain vocabulary), codes and names mixed ("LAX to Newark")."""
    if not isinstance(origin, str) or not isinstance(destination, str):
        return None
    known = cities(tuple(names) if isinstance(names, list) else ())
    o, d = origin.upper(), destination.upper()
    out = [f"{o} to {d}"]
    if o in known and d in known:
        co, cd = known[o][0], known[d][0]
        out += [f"{co} to {cd}", f"{co} ({o}) to {cd} ({d})"]
        out += [f"{co} back to {cd}", f"{o} back to {d}"]
        # every other pairing of a code or a name: "LAX to Newark", "LA to Newark"
        for x in (o, *known[o]):
            for y in (d, *known[d]):
                if f"{x} to {y}" not in out:
                    out.append(f"{x} to {y}")
    return out


_LEAVING = ("leave", "leaves", "leaving", "depart", "departs", "departing", "fly out of",
            "flying out of", "flies out of")  # fmt: skip


def departure(origin: Any, names: Any) -> list[Any] | None:
    """Anchors for leaving an airport, by code or city ("leave ATL", "departing Atlanta", "fly
    out of Atlanta", "the Atlanta departure"): a flight named by where it leaves from."""
    if not isinstance(origin, str) or not origin.strip():
        return None
    known = cities(tuple(names) if isinstance(names, list) else ())
    places = [origin.upper(), *known.get(origin.upper(), ())]
    named = [f"{place} departure" for place in places]  # "the Boston departure"
    return [f"{verb} {place}" for place in places for verb in _LEAVING] + named


_ARRIVING = ("fly to", "flying to", "flies to", "fly on to", "flying on to", "flies on to",
             "fly into", "flying into", "flies into", "arrive in", "arriving in", "arrives in",
             "arrive at", "arriving at", "arrives at", "land in", "landing in", "lands in",
             "on to", "onward to", "continue to", "continuing to", "connect to", "connecting to",
             "the flight to", "the leg to", "the hop to",
             # ("come home to LA", "fly back to Denver": the leg that lands there)
             "home to", "back to",
             # ("back in Newark on the 18th", "touch down at LAX", "you'll reach Denver")
             "back in", "back into", "land back in", "fly back into", "get to", "gets to",
             "getting to", "get into", "get back to", "reach", "reaches", "reaching",
             "touch down in", "touches down in", "touching down in", "touch down at",
             "touches down at", "touching down at",
             "land at", "lands at", "landing at")  # fmt: skip


def arrival(destination: Any, names: Any) -> list[Any] | None:
    """Anchors for arriving at an airport (or at any of a list of airports), by code or city
    ("fly on to Atlanta", "land in ATL", "the leg to Atlanta", "the Atlanta arrival"): a flight
    named by where it goes."""
    if isinstance(destination, list):
        out: list[Any] = []
        for d in destination:
            out += arrival(d, names) or []
        return out
    if not isinstance(destination, str) or not destination.strip():
        return None
    known = cities(tuple(names) if isinstance(names, list) else ())
    code = destination.upper()
    places = [code, *known.get(code, ())]
    named = [f"{place} arrival" for place in places]  # "the Atlanta arrival"
    return [f"{verb} {place}" for place in places for verb in _ARRIVING] + named


def routes(flights: Any, names: Any) -> list[Any] | None:
    """:func:`route` anchors for every flight of a list of ``{origin, destination}``."""
    if not isinstance(flights, list):
        return None
    out: list[Any] = []
    for f in flights:
        if isinstance(f, dict):
            out += route(f.get("origin"), f.get("destination"), names) or []
    return out


def item_names(name: Any) -> list[Any] | None:
    """How a product is referred to: its name and its head noun ("Wireless Earbuds",
    "earbuds"; "T-Shirt", "t-shirt", "shirt")."""
    if not isinstance(name, str) or not name.strip():
        return None
    words = name.strip().split()
    out = [name.strip()]
    if len(words) > 1:
        out.append(words[-1])
    if "-" in words[-1]:
        out.append(words[-1].split("-")[-1])
    # a compound's own head: a keyboard or a skateboard is "your board"
    if re.fullmatch(r"[A-Za-z]{3,}board", words[-1]):
        out.append("board")
    return out


def variant_names(new: Any, old: Any, name: Any) -> list[Any] | None:
    """How an item changed to another variant is referred to by what changed: each option value
    the new variant has and the old one does not, before each name of the product ("blue
    earbuds", "blue Wireless Earbuds") and after it ("earbuds in blue", a listing's "Wireless
    Earbuds (blue, 8 hours, IPX4)", "Wireless Earbuds — blue, 8 h", "wireless earbuds (now
    blue)"). Nothing when either variant is absent; unknown on anything but option records and
    a name."""
    if new is None or old is None:
        return []
    if not isinstance(new, dict) or not isinstance(old, dict):
        return None
    names = item_names(name)
    if names is None:
        return None
    out: list[Any] = []
    for key, value in new.items():
        if isinstance(value, str) and value.strip() and old.get(key) != value:
            for n in names:
                v = value.strip()
                out += [f"{v} {n}", f"{n} in {v}", f"{n} ({v}", f"{n} (now {v}", f"{n}, now {v}",
                        f"{n} \u2014 {v}", f"{n}: {v}"]  # fmt: skip
    return out


@functools.lru_cache(maxsize=8192)
def _name_words(name: str) -> frozenset[str]:
    """A name's words, lower case, hyphens split, a plural ``s`` dropped (memoised: a run
    compares every name of the catalogue's vocabulary)."""
    words = name.strip().lower().replace("-", " ").replace("_", " ").split()  # re.split [\s\-_]+
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words)


def product_aliases(name: Any, names: Any) -> list[Any] | None:
    """The entries of ``names`` (a vocabulary of product names and the head nouns naming one
    product) that name the product ``name`` (or one of a list of names): every word of the entry
    is a word of the name ("vacuum" and "Vacuum Cleaner" of "Vacuum Cleaner"; "dumbbells" of
    "Dumbbell Set"), so that a contract can tell the item's own names from other products'."""
    products = [name] if isinstance(name, str) else name
    if not isinstance(products, list) or not isinstance(names, list):
        return None
    owns = [_name_words(p) for p in products if isinstance(p, str) and p.strip()]
    out: list[Any] = []
    for entry in names:
        if isinstance(entry, str) and entry.strip():
            words = _name_words(entry)
            if any(words <= own for own in owns):
                out.append(entry)
    return out


def refers(text: Any, anchors: Any) -> bool | None:
    """Does ``text`` name one of ``anchors`` (an id, a flight number, a name, a route)?"""
    if not isinstance(text, str):
        return None if text is None else False
    names = anchor_list(anchors)
    if names is None:
        return None
    return refers_to(_plain(text), names)


def _plain(text: str) -> str:
    """``parse(text).text`` without the parse (all :func:`refers` reads), once per run."""
    memo = run_memo.table()
    key = ("plain", text)
    found = memo.get(key)
    if found is None:
        found = memo[key] = plain(text)
    return str(found)


def said_near(text: Any, anchors: Any, words: Any) -> bool | None:
    """Is one of ``words`` (literal phrases, any case) said in a sentence of ``text`` (a part of
    it between semicolons) that names one of ``anchors``? A word said of something else in
    another sentence ("Certificates can't be combined, and any unused amount is forfeited" in a
    policy summary) is not said of the anchored entity. Unknown on a non-text message or
    non-list arguments."""
    if not isinstance(text, str):
        return None if text is None else False
    names, phrases = anchor_list(anchors), anchor_list(words)
    if names is None or phrases is None:
        return None
    wanted = [str(p).lower() for p in phrases if str(p).strip()]
    if not names or not wanted:
        return False
    doc = parse(text)
    low = doc.text.lower()
    if not any(w in low for w in wanted):
        return False
    for sentence in doc.sentences:
        # (each part between semicolons: "use the Visa ending 8764; the certificates can't be
        # used for baggage")
        for part in doc.text[sentence.start : sentence.end].split(";"):
            if any(mentions(part.lower(), w) for w in wanted) and refers_to(part, names):
                return True
    return False
