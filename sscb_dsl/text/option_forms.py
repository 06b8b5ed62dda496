"""The forms an option value is written in: the patterns the option finder (options.py) matches.

A catalogue value ("1000ml", "non-polarized", "full size") is matched as whole words with
separators and number-unit spacing flexible, in the spellings, plurals and number forms English
allows ("1 litre" is a quantity, "polarised", "1,000", "60 percent", "full-sized"); a value's
shorter forms ("size nine", "the 750"), other words of its kind (colours, materials), and a
yes/no option's name as an adjective or its absence ("not waterproof", "no backlight").
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from sscb_dsl.text.option_phrases import _NUMBER_WORDS, _SYNONYMS
from sscb_dsl.text.quantities import quantity_of
from sscb_dsl.text.refs import TOKEN_END, WORD_START
from sscb_dsl.text.values import words


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


# Spellings of one word that agents use interchangeably: British and American ("polarised",
# "litre", "colour", "grey"), each a (pattern, replacement) on the catalogue's word's regex.
_SPELLINGS = (
    (re.compile(r"(?<=[a-z]{3})iz(?=e|i|a)"), "i[sz]"),
    (re.compile(r"(?<=[a-z]{3})ys(?=e|i)"), "y[sz]"),
    (re.compile(r"\bgr[ae]y"), "gr[ae]y"),
    (re.compile(r"(?<=[a-z])or\b"), "ou?r"),
    (re.compile(r"(?<=lit|met)(?:er|re)\b"), "(?:er|re)"),
)
# a unit word said in its other forms: "110°", "25 pounds"
_UNIT_WORDS = {
    "degrees": r"(?:degrees?|deg|\u00b0)",
    "degree": r"(?:degrees?|deg|\u00b0)",
    "lbs": r"(?:lbs?|pounds?)",
    "lb": r"(?:lbs?|pounds?)",
    "%": r"(?:%|per[\s-]?cent)",
    "+": r"(?:\+|and|&|plus)?",
    "non": r"(?:non|not|un)",
    "auto": r"auto(?:matic)?",
}


def _token_pattern(token: str, compound_last: bool) -> str:
    """One word of a value in the forms agents write it: plural or singular ("battery",
    "batteries"), another spelling ("polarised"), a number with thousands separators ("1,000"),
    a unit's other words ("degrees", "°"); the last word of a compound as an adjective
    ("full-sized", "high-backed")."""
    if token in _UNIT_WORDS:
        return _UNIT_WORDS[token]
    percent = re.fullmatch(r"(\d+(?:\.\d+)?)%", token)
    if percent:
        return re.escape(percent.group(1)) + r"[\s-]?" + _UNIT_WORDS["%"]
    if token.isdigit():
        if len(token) < 4:
            return token
        head, tail = token[: len(token) % 3 or 3], token[len(token) % 3 or 3 :]
        groups = [tail[i : i + 3] for i in range(0, len(tail), 3)]
        return head + "".join(f",?{g}" for g in groups)
    stem = _stem(token)
    if token.isalpha() and len(token) > 3 and token.endswith("ies"):
        body, ending = re.escape(token[:-3]), r"(?:y|ies)"
    elif token.isalpha() and len(token) > 3 and re.search(r"[^aeiou]y$", token):
        body, ending = re.escape(token[:-1]), r"(?:y|ies)"
    else:
        body = re.escape(stem)
        ending = r"(?:s|es)?" if stem != token or token.isalpha() else ""
    if token.isalpha():
        for spelling, replacement in _SPELLINGS:
            body = spelling.sub(replacement, body)
    if compound_last and ending == r"(?:s|es)?" and len(token) > 3:
        ending = r"(?:s|es|d|ed)?"
    return body + ending


@lru_cache(maxsize=4096)
def _value_pattern(value: str) -> re.Pattern[str] | None:
    tokens = words(value).split()
    if not tokens:
        return None
    parts = [
        _token_pattern(t, len(tokens) > 1 and i == len(tokens) - 1) for i, t in enumerate(tokens)
    ]
    if len(tokens) == 1 and tokens[0].isdigit():
        parts[0] += r"(?:'?s)?"  # "your 9s": shoe sizes in the plural
    joints = [
        # a range of numbers: "5-25 lbs", "5 to 25 pounds", "5\u201325 lb"
        r"\s*(?:-|\u2013|\u2014|to)\s*" if a.isdigit() and b.isdigit() else r"[\s_\-/]*"
        for a, b in itertools.pairwise(tokens)
    ]
    body = parts[0] + "".join(j + p for j, p in zip(joints, parts[1:], strict=True))
    # a letter after an apostrophe is a contraction, not a size: "Here's", "I'm", "it's"
    apostrophe = r"(?<!['\u2019])" if len(value.strip()) <= 2 and value.strip().isalpha() else ""
    # (the bounds (?<![A-Za-z0-9]) and (?![A-Za-z0-9]), written to compile fast: refs.TOKEN_END)
    return re.compile(rf"{WORD_START}{apostrophe}{body}{TOKEN_END}", re.IGNORECASE)


def _name_pattern(option: str) -> re.Pattern[str]:
    return _value_pattern(option) or re.compile(r"(?!)")


_ABSENT = {"none", "no"}


@lru_cache(maxsize=1024)
def _absent_pattern(option: str) -> re.Pattern[str]:
    """The option's absence said in words: "no backlight", "without a backlight"."""
    name = _name_pattern(option).pattern
    if option.strip().isalpha():  # "without waterproofing", "no backlighting"
        name = rf"(?:{name}|{re.escape(option.strip())}(?:ing|ness)\b)"
    if _water_words(option):  # "no water resistance" of a waterproof option
        name = rf"(?:{name}|water[\s-]*(?:resistance|proofing)\b)"
    return re.compile(
        rf"(?<![A-Za-z0-9])(?:(?:no|without|lacks|lacking|(?:does|do|did)(?: not|n'?t) have|has no|"
        rf"have no)(?: an?| any)?\s+{name}|{name}\s*(?:[:=|\u2014\u2013]|\s-)\s*(?:no|none)\b)",
        re.IGNORECASE,
    )


def _water_words(option: str) -> list[str]:
    """A water option's other adjectives: "waterproof" is also said "water-resistant", and both
    "splash-proof" or "sweat-resistant"."""
    if not re.search(r"\bwater[\s-]*(?:proof|resistan)", option, re.IGNORECASE):
        return []
    return [r"water[\s-]*(?:resistant|proof)", r"(?:splash|rain|sweat)[\s-]*(?:proof|resistant)"]


@lru_cache(maxsize=1024)
def _adjective_pattern(option: str) -> re.Pattern[str]:
    """A yes/no option's name used as an adjective ("waterproof boots", "is not waterproof",
    "neither of them is water-resistant"), not as a label ("Waterproof: no")."""
    name = _name_pattern(option).pattern
    words_ = option.strip().lower().split()
    forms = [name]
    if words_ and words_[-1] == "resistance":
        # "water resistance": "water-resistant", "waterproof"
        head = r"[\s-]*".join(re.escape(w) for w in words_[:-1])
        forms += [rf"{head}[\s-]*(?:resistant|proof)" if head else "resistant"]
    forms += _water_words(option)
    body = "|".join(f"(?:{f})" for f in forms)
    return re.compile(
        rf"(?P<neg>\b(?:not|isn'?t|aren'?t|non|(?:neither|none)(?: of them| of the \w+| one)? "
        # (a label, "Waterproof: no", unless denied: "Neither is water-resistant: both ...")
        rf"(?:is|are|was|were)"
        # ("..., both blue and neither of them water-resistant")
        rf"|(?:neither|none) of (?:them|these|those|the \w+))[\s-]+)?"
        rf"(?<![A-Za-z0-9])(?:{body})(?(neg)|(?!\s*[:=|]))",
        re.IGNORECASE,
    )


@lru_cache(maxsize=4096)
def _elliptic_patterns(value: str) -> re.Pattern[str]:
    """A value said in a shorter form: a numeric size in words after "size" ("size nine"); the
    number of an amount alone after "the" ("the 750." for 750ml, "the 750 one")."""
    parts = []
    v = value.strip()
    if v.isdigit() and int(v) < len(_NUMBER_WORDS):
        parts.append(rf"\bsize\s+{_NUMBER_WORDS[int(v)]}\b")
        if int(v) > 1:
            # a size in the plural, as shoes are: "your tens", "a pair of nines"
            parts.append(rf"\b{_NUMBER_WORDS[int(v)]}(?:e?s)\b")
    for synonym in _SYNONYMS.get(words(v), ()):
        parts.append(rf"(?<![\w-]){synonym}(?![\w-])")
    # "manual tilt" is tilting by hand, "auto tilt" tilting automatically
    how = re.fullmatch(r"(manual|auto|automatic) ([a-z]+)", words(v))
    if how:
        verb = re.escape(how.group(2).rstrip("e"))
        adverb = r"by hand|manually" if how.group(1) == "manual" else r"automatically|by itself"
        parts.append(rf"\b{verb}e?(?:s|d|ed|ing)?\s+(?:it\s+|them\s+)?(?:{adverb})\b")
    q = quantity_of(v)
    inches = re.fullmatch(r"(\d+(?:\.\d+)?)", format(q[1].normalize(), "f")) if q else None
    if q is not None and q[0] == "inch" and inches:
        # "a 13-in laptop", "screen: 13 in.": "in" is an inch only hyphened or ending its clause
        n = re.escape(inches.group(1))
        parts.append(rf"(?<![\d.]){n}(?:-in\b|\s?in\.?(?=\s*(?:[,;)]|$))|\s?in\.(?=\s))")
    number = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[A-Za-z]+", v)
    if number and quantity_of(v) is not None:
        # also after a copula or a verb of holding: "your bottle is 750 — not the litre one"
        # (the number looked at first: the lookbehinds are tried only where it stands)
        parts.append(
            rf"(?={re.escape(number.group(1))})"
            rf"(?:(?<=\bthe )|(?<=\bis )|(?<=\bholds )|(?<=\bhold )|(?<=\bit's )"
            rf"|(?<=\bthe smaller )|(?<=\bthe larger )|(?<=\bthe bigger ))"
            rf"{re.escape(number.group(1))}(?=\s*(?:[.,;!?)—–]"
            r"(?!\d)|$|\s+(?:one|ones|version|model|size|variant)\b))"
        )
    return re.compile("|".join(parts) if parts else r"(?!x)x", re.IGNORECASE)


# Words of one kind that name option values: a value said in another word of its kind is
# not "no value" (colours, materials).
_WORD_FAMILIES: tuple[frozenset[str], ...] = (
    frozenset({
        "black", "white", "grey", "gray", "silver", "gold", "red", "blue", "green", "yellow",
        "orange", "purple", "pink", "brown", "beige", "navy", "teal", "tan", "cream", "ivory",
        "charcoal", "maroon", "turquoise", "bronze", "copper", "violet", "indigo", "cyan",
        "magenta", "burgundy", "khaki", "olive", "lavender", "graphite", "rose", "dark",
    }),
    frozenset({
        "metal", "steel", "aluminum", "aluminium", "plastic", "wood", "wooden", "bamboo",
        "glass", "ceramic", "leather", "synthetic", "fabric", "canvas", "nylon", "polyester",
        "cotton", "wool", "rubber", "silicone", "carbon", "stainless", "timber", "oak", "pine",
        "walnut", "birch", "teak", "mahogany", "acrylic", "marble", "stone", "granite", "iron",
        "chrome", "brass", "titanium", "porcelain", "transparent", "see-through", "tempered",
        "mesh", "velvet", "linen", "suede", "foam", "metallic",
    }),
    # the voice assistants a smart device works with, by their full names ("HomeKit", "Google
    # Home" may be short for a value or name the user's own setup)
    frozenset({"google assistant", "apple homekit", "amazon alexa", "samsung smartthings"}),
)  # fmt: skip


@lru_cache(maxsize=8)
def _family_pattern(family: frozenset[str]) -> re.Pattern[str]:
    body = "|".join(sorted(family, key=len, reverse=True))
    # also the first part of a compound ("steel-bodied", "black-framed") or its last
    # ("brushed-steel"), not a part of a word
    return re.compile(rf"(?<!\w)(?:{body})(?![\w]|-(?:{body})\b)", re.IGNORECASE)


def name_words(values: tuple[str, ...], value_words: dict[str, str]) -> list[tuple[str, str]]:
    """Each word (of four letters or more) of a value of several words that no other value of
    the option has, with its value."""
    counts: dict[str, int] = {}
    for v in set(values):
        for w in set(value_words[v].split()):
            counts[w] = counts.get(w, 0) + 1
    return [
        (v, w)
        for v in sorted(set(values))
        if len(value_words[v].split()) > 1
        for w in value_words[v].split()
        if len(w) >= 4 and w.isalpha() and counts[w] == 1
    ]


def name_word_spans(
    text: str, values: tuple[str, ...], value_words: dict[str, str]
) -> list[tuple[int, int, str]]:
    """Where ``text`` names a value by a word of it that no other value has, written capitalised
    as a name is ("works through Alexa" for Amazon Alexa, "HomeKit" for Apple HomeKit), each with
    its value; not in a longer name ("Google Home" is another product than Google Assistant),
    nor as its sentence's opening word."""
    out: list[tuple[int, int, str]] = []
    for v, w in name_words(values, value_words):
        name_word = rf"(?<![\w-]){re.escape(w)}(?![\w-])(?![\s\u2013-]+(?-i:[A-Z]))"
        for m in re.finditer(name_word, text, re.IGNORECASE):
            before = text[: m.start()].rstrip()[-1:]
            if m.group()[0].isupper() and before and before not in "*_#>([\"'`-.!?:":
                out.append((m.start(), m.end(), v))
    return out


# a bound put on a figure: "at least 128GB", "128GB or more", "128GB+" ("up to 8 hours" is how a
# listing gives a battery's life: the value itself)
BOUND_BEFORE = re.compile(
    r"\b(?:at (?:least|most)|no (?:less|more|fewer) than|(?:more|less|fewer) than|upwards "
    r"of|(?:a )?(?:minimum|maximum) of)\s+(?:an?\s+)?$",
    re.IGNORECASE,
)
BOUND_AFTER = re.compile(
    r"\+|\s*(?:or|and) (?:more|larger|bigger|higher|above|up|over|less|smaller|lower|below|under)"
    r"\b",
    re.IGNORECASE,
)
_FIGURE = re.compile(r"\d[\d.,]*(?:[\s-]?[a-z]+\b)?", re.IGNORECASE)


def figure_end(text: str, at: int) -> int:
    """Where the figure written at ``at`` ("128GB", "1000 ml") ends (``at`` when it is none)."""
    m = _FIGURE.match(text, at)
    return m.end() if m else at


_NUMBER_START = re.compile(
    r"\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty|hundred)\b",
    re.IGNORECASE,
)


def said_as_bound(text: str, at: int) -> bool:
    """Is the figure at ``at`` said as a bound ("at least 128GB", "1000ml or more", "at least
    six hours", a number in words too)? It fits more than one value."""
    if text[at : at + 1].isdigit() and BOUND_AFTER.match(text, figure_end(text, at)):
        return True
    return (
        _NUMBER_START.match(text, at) is not None
        and BOUND_BEFORE.search(text, max(0, at - 24), at) is not None
    )


_HALF_AFTER = re.compile(r"\s*(?:1/2|\u00bd)(?![\d/])|[\s-]+and[\s-]+a[\s-]+half\b", re.IGNORECASE)


def with_half(text: str, hit: tuple[int, int, str]) -> tuple[int, int, str]:
    """A whole size with a half after it ("size 10 1/2", "9½", "ten-and-a-half") is the half
    size (a known value or another one), never the whole size."""
    a, b, v = hit
    half = _HALF_AFTER.match(text, b) if v.isdigit() else None
    return hit if half is None else (a, half.end(), words(f"{v}.5"))
