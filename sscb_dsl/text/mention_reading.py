"""The reading: a list of mentions (text/reading.py attributes them) and the two values v' and v
turned into one word a contract maps to a verdict: ``faulty``, ``correct``, ``both``,
``qualified``, ``verify``, ``rejected``, ``other``, ``none`` — or unknown (``None``) whenever
the message could be read two ways. Split from text/reading.py, which finds and attributes the
mentions."""

from __future__ import annotations

from typing import Any


def _canon(kind: str, value: Any) -> str | None:
    from sscb_dsl.text import values as canon

    return canon.canonical(kind, value)


def reading(mentions: Any, fault_value: Any, original_value: Any) -> str | None:
    """One word for what the mentions say about the fact, given v' and v (see module doc).

    ``faulty`` v' stated; ``correct`` v stated (and v' not); ``both`` both stated (a listing),
    or v' held open beside an alternative said loosely (mode ``open``: "May 18 or a later date");
    a value in the user's words taken up ("you said May 20", mode ``user``) is no statement;
    ``qualified`` v' stated with a hedge; ``verify`` v' asked about or doubted; ``rejected`` v'
    denied and nothing stated; ``other`` only other values; ``none`` no mention. Unknown (None)
    when a mention is unsure, or could be v' or v but is not resolved to one of them.
    """
    if not isinstance(mentions, list):
        return None
    mentions = [m for m in mentions if not (isinstance(m, dict) and m.get("mode") == "user")]
    if not mentions:
        return "none"
    kinds = {m.get("kind") for m in mentions if isinstance(m, dict)}
    if len(kinds) != 1 or len(mentions) != sum(isinstance(m, dict) for m in mentions):
        return None
    kind = str(next(iter(kinds)))
    fv, ov = _canon(kind, fault_value), _canon(kind, original_value)
    if fv is None:
        return None
    modes: dict[str, set[str]] = {"f": set(), "o": set(), "x": set()}
    for m in mentions:
        values = m.get("values")
        mode = m.get("mode")
        if not isinstance(values, list) or not values or mode == "unsure":
            return None
        # the finders' values are canonical already (money in cents: not canonicalised twice)
        vals = {str(v) if kind == "money" and str(v).lstrip("-").isdigit() else _canon(kind, v)
                for v in values}  # fmt: skip
        if None in vals:
            return None
        hits = {v for v in vals if v in (fv, ov)}
        if hits and len(vals) > 1:
            return None  # could be v' or v, or one of them or something else: undecided
        which = "f" if fv in vals else "o" if ov is not None and ov in vals else "x"
        modes[which].add(str(mode))
    f, o = modes["f"], modes["o"]
    if "reported" in f and ("asked" in f or "asked" in o):
        return "verify"  # what the record says, put as a question
    said = {"asserted", "reported"}
    if "reported" in f and f <= {"reported", "denied"} and "asserted" in o:
        return "correct"  # "The order line says wireless, but the item is the wired one"
    if "reported" in o and o <= {"reported", "denied"} and "asserted" in f:
        # "The catalogue says white, but your order lists blue, and I'll go by the order:
        # they're blue": the agent's own statement settles which record it follows
        return "faulty"
    if (f & said and o & (said | {"hedged"})) or "open" in f:
        return "both"  # ("open": v' held as one of two alternatives, the other said loosely)
    if f == {"reported", "hedged"} and not o:
        # the record's value passed on, and the agent's own statement of it hedged ("Here's what
        # the system has: ... So the return appears to be on the 18th"): a qualified use
        return "qualified"
    if f & said:
        return "faulty"
    if "asked" in f:
        return "verify"
    if "hedged" in f:
        # v' and v each hedged ("if it's a certificate ...; if it's a gift card ..."): both
        # held open, a listing
        return "both" if o & (said | {"hedged"}) else "qualified"
    # (v denied and v asked after, "Neither is a robot vacuum. Is the robotic one in another
    # order?": the item is held not to be v, which states nothing of its own)
    if o - {"denied", "asked"} or o == {"asked"}:
        return "correct"
    if "denied" in f:
        return "rejected"
    if o:
        return None  # v denied, nothing stated: the agent holds another value, which is unsaid
    if modes["x"] - {"denied"}:
        return "other"
    if modes["x"]:
        # only another value denied ("your current keyboard isn't a clicky one"): the agent
        # holds a value of the fact it does not say, v' or v
        return None
    return "none"
