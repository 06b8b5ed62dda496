"""An item's option value derived from its product's range (ItemOption, a derived use).

v' and v are both values of the product's variants (the operator swaps in another variant's
value), so a statement that puts the item at the top or the bottom of the range ("yours already
has the biggest tank this machine comes in"), a multiple of it ("twice yours would be 2 litres"),
values offered as a step up or down from it ("a larger kettle — the 1.5L or 2L versions") or a
counted step to a value ("one size up from yours is a 10") gives the item's value: the one
known value that fits, if exactly one does.
"""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.prefilter import finditer, probe
from sscb_dsl.text.quantities import quantities, quantity_of
from sscb_dsl.text.values import words

# the item said to have the top or the bottom of the product's range: "yours already has the
# biggest tank this machine comes in", "you're already at the top size", "it's the smallest one"
_EXTREME = re.compile(
    r"\b(?:(?P<max>largest|biggest|longest|heaviest|highest|top[\s-](?:size|capacity|option|"
    r"end)|max(?:imum)?(?:\s+(?:size|capacity|length|option))?)|(?P<min>smallest|shortest|"
    r"lightest|lowest|min(?:imum)?(?:\s+(?:size|capacity|length|option)))|(?P<none>(?:no|not "
    r"(?:a|any)|nothing) (?:bigger|larger|longer|higher|smaller|shorter)))\b",
    re.IGNORECASE,
)
_EXTREME_OWN = re.compile(
    r"\b(?:already(?: (?:has|have|got|owns?|is|are|at|in|on|comes? with|holds?))?|(?:yours|it|"
    r"that one|this one|you|your [\w-]+(?: [\w-]+)?)(?:'s|'re| is| are| has| have| hold| holds| "
    r"own| got)|(?:you|you've|you have) (?:got|ordered|bought|purchased|received))\b"
    r"(?![^.;!?]*\b(?:which|that) (?:is|are|'s)\b)[^.;!?]{0,40}$",
    re.IGNORECASE,
)
_EXTREME_NOT = re.compile(r"\b(?:not|n't|never|no longer|isn't|aren't)\b[^.;!?]{0,25}$", re.I)
_SIZE_ORDER = {"xxs": 0, "xs": 1, "s": 2, "m": 3, "l": 4, "xl": 5, "xxl": 6, "xxxl": 7}
# the sizes in words ("a medium frame", "the large bottle") rank as their letters do
_SIZE_ORDER |= {"extra small": 1, "x small": 1, "small": 2, "medium": 3, "large": 4,
                "extra large": 5, "x large": 5}  # fmt: skip


def _rank_key(value: str) -> tuple[str, float] | None:
    """Where a value sits in its range: a quantity in its dimension, a letter size, a number."""
    q = quantity_of(value)
    if q is not None:
        return q[0], float(q[1])
    w = words(value)
    if w in _SIZE_ORDER:
        return "letter size", float(_SIZE_ORDER[w])
    try:
        return "number", float(w)
    except ValueError:
        return None


_CLAUSE_CUT = re.compile(r"\s[\u2014\u2013]\s|;")
_ASKS_OPEN = re.compile(
    r"\W*(?:is|are|was|were|do|does|did|can|could|would|should|will|has|have|what|which|how)\b",
    re.IGNORECASE,
)


def option_extreme(doc: Any, known: tuple[str, ...]) -> tuple[str, str] | None:
    """The value a statement gives the item by putting it at the top or the bottom of the
    product's range ("you already have the largest bottle we sell"): the largest or smallest of
    the known values (v' and v are both values of the product's variants), with the mode of the
    words that say it; None when the values cannot be ordered or nothing ranks the item."""
    keys = {v: k for v in dict.fromkeys(known) if (k := _rank_key(v)) is not None}
    if len(keys) < 2 or len({k[0] for k in keys.values()}) != 1:
        return None
    for m in finditer(_EXTREME, doc.text, probe(doc.text)):
        sentence = doc.sentences[doc.sentence_of(m.start())]
        head = doc.text[sentence.start : m.start()]
        # (a question asked after a dash or a semicolon is a clause of its own: "... the
        # biggest size we sell — would you like something else?")
        cut = _CLAUSE_CUT.search(doc.text, m.end(), sentence.end)
        asked = doc.text[sentence.start : sentence.end].rstrip().endswith("?")
        if asked and (cut is None or _ASKS_OPEN.match(head)):
            continue
        if not _EXTREME_OWN.search(head):
            continue  # the range's top said of something else ("a 2L one, which is the largest")
        if _EXTREME_NOT.search(head):
            return None  # "it isn't the largest": a bound, no value
        top = m.group("max") is not None or (
            m.group("none") is not None
            and re.search(r"bigger|larger|longer|higher", m.group("none"), re.IGNORECASE)
        )
        ranked = sorted(keys, key=lambda v: keys[v][1])
        end = ranked[-1] if top else ranked[0]
        if sum(1 for v in ranked if keys[v][1] == keys[end][1]) > 1:
            return None
        return end, mode_at(doc, m.start(), m.end())
    return None


# the item's value derived from values said relative to it: "twice yours would be 2 litres",
# "step up to a 1.5-litre model, or go all the way to a 2-litre one", "a larger kettle — the
# 1.5L or 2L versions"
_TIMES_YOURS = re.compile(
    r"\b(?P<k>twice|double|two times|three times|triple|half)\s+(?:the\s+(?:size|capacity|length)"
    r"\s+of\s+|as\s+(?:big|large|much|long)\s+as\s+)?(?:yours|your\s+[\w-]+|what you have|the "
    r"one you have|the one you ordered)\b",
    re.IGNORECASE,
)
_FACTORS = {"twice": 2.0, "double": 2.0, "two times": 2.0, "three times": 3.0, "triple": 3.0,
            "half": 0.5}  # fmt: skip
_STEP = re.compile(
    # ("one step up from your 750ml" names the item's own value: no step taken)
    # ("upgrade to" is as often the dearer variant, a price: no step in the option)
    # ("the perfume in the bigger bottle", "yours is the bigger one": the item described)
    # ("two bigger tanks, 1.5L and 2L": bigger than the item's)
    r"\b(?:(?P<up>(?:step|go|move|size|trade)\s+(?:it\s+)?up|(?:a|two|three|four|several|"
    r"(?<!\bin )(?<!\bis )(?<!['\u2019]s )the)\s+(?:bigger|larger|longer)\s+[\w-]+)|"
    r"(?P<down>(?:step|go|move|size|trade)\s+(?:it\s+)?down|(?:a|two|three|four|several|"
    r"(?<!\bin )(?<!\bis )(?<!['\u2019]s )the)\s+(?:smaller|"
    r"shorter|more compact)\s+[\w-]+))\b(?!\s+(?:from|than|over)\b)",
    re.IGNORECASE,
)


# a counted step from the item's value to a value said: "one size up from what you have means
# a 10", "two sizes down from yours would be an M", "the next size up is 11"
_COUNTED_STEP = re.compile(
    r"\b(?:(?P<n>one|a|1|two|2|three|3)\s+sizes?|the\s+next\s+size)\s+(?P<dir>up|down|larger|"
    r"bigger|smaller)\b(?:\s+from\s+(?:yours|your\s+[\w-]+(?:\s+[\w-]+)?|what\s+you(?:'ve|\s+"
    r"have)?(?:\s+(?:got|ordered|bought|have))?|the\s+one\s+you\s+(?:have|ordered|bought)))?"
    r"(?!\s+(?:from|than|over)\b)",
    re.IGNORECASE,
)
_STEPS = {"one": 1, "a": 1, "1": 1, "two": 2, "2": 2, "three": 3, "3": 3}


def _counted_step(doc: Any, keys: dict[str, tuple[str, float]]) -> tuple[str, str, int, int] | None:
    """The item's value from a counted step to a value said ("one size up from yours is a 10":
    the known value one below 10), when the value said is a known one; None otherwise."""
    ranked = sorted(keys, key=lambda v: keys[v][1])
    for m in finditer(_COUNTED_STEP, doc.text, probe(doc.text)):
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if doc.text[sentence.start : sentence.end].rstrip().endswith("?"):
            continue
        rest = doc.text[m.end() : sentence.end]
        said = sorted(
            (hit.start(), v)
            for v in ranked
            if (hit := re.search(rf"(?<![\w.-]){re.escape(words(v))}(?![\w-]|\.\d)", rest, re.I))
        )
        if not said or said[0][0] > 30:
            continue
        if len(said) > 1 and re.search(r"\b(?:or|either|depending)\b", rest, re.I):
            continue  # "one size up is either a 10 or an 11": no one value to count from
        n = _STEPS.get((m.group("n") or "one").lower(), 1)
        up = m.group("dir").lower() in ("up", "larger", "bigger")
        at = ranked.index(said[0][1]) + (-n if up else n)
        if not 0 <= at < len(ranked):
            return None  # no known value that far from the one said: no value
        return ranked[at], mode_at(doc, m.start(), m.end()), m.start(), sentence.end
    return None


def option_relative(doc: Any, known: tuple[str, ...]) -> tuple[str, str, int, int] | None:
    """The item's value from values said relative to it: a multiple of it ("twice yours would be
    2 litres": 1 litre), or the values offered as a step up (down) from it: the one known value
    below (above) all of them; with its mode and the span the relative values are said in.
    None unless exactly one known value fits."""
    keys = {v: k for v in dict.fromkeys(known) if (k := _rank_key(v)) is not None}
    if len(keys) < 2 or len({k[0] for k in keys.values()}) != 1:
        return None
    dim = next(iter(keys.values()))[0]
    if (counted := _counted_step(doc, keys)) is not None:
        return counted
    for m in finditer(_TIMES_YOURS, doc.text, probe(doc.text)):
        sentence = doc.sentences[doc.sentence_of(m.start())]
        # the amount said of the multiple, right after it ("twice yours would be 2 litres")
        said = [
            q
            for q in quantities(doc.text[m.end() : sentence.end])
            if q.dimension == dim and q.start <= 30
        ]
        if not said:
            continue
        item = float(said[0].amount) / _FACTORS[" ".join(m.group("k").lower().split())]
        fits = [v for v, k in keys.items() if abs(k[1] - item) < 1e-9]
        if len(fits) == 1:
            return fits[0], mode_at(doc, m.start(), m.end()), m.start(), sentence.end
    for m in finditer(_STEP, doc.text, probe(doc.text)):
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if doc.text[sentence.start : sentence.end].rstrip().endswith("?"):
            continue
        offered = [
            float(q.amount)
            for q in quantities(doc.text[m.end() : sentence.end])
            if q.dimension == dim
        ]
        if not offered:
            continue
        up = m.group("up") is not None
        fits = [v for v, k in keys.items() if (k[1] < min(offered) if up else k[1] > max(offered))]
        if len(fits) == 1:
            return fits[0], mode_at(doc, m.start(), m.end()), m.start(), sentence.end
        return None
    return None
