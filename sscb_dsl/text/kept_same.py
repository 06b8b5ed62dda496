"""An option said to stay as it is, its value unsaid (built-in ``kept_same``): "a blue pair with
the same battery life as yours", "you'll keep the same scent", "battery life and water
resistance unchanged from your original pair". The item's value is taken up by reference: on
a new variant whose option is v' it says the old one had v' too, on one with v that it had v.
Which it is the message does not say, so a rule reads it as unresolved, never as "no use"
(docs/engine.md, the abstention principle)."""

from __future__ import annotations

import functools
import re
from typing import Any

from sscb_dsl.text.discourse import parse
from sscb_dsl.text.refs import anchor_list


@functools.lru_cache(maxsize=256)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern for ``words``: "same <option>" (two words may stand between), or the option
    followed within a few words by "unchanged", "the same", "as before", "as they are"."""
    names = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(
        rf"\bsame\s+(?:[\w-]+\s+){{0,2}}?(?:{names})\b|\b(?:{names})\b[^.;!?]{{0,50}}?\b(?:"
        r"unchanged|(?:stays?|remains?|is|are|kept) the same|as (?:before|they are|it is|yours|"
        r"on your (?:current|original|old)\b)|identical to)",
        re.IGNORECASE,
    )


def kept_same(text: Any, words: Any) -> bool | None:
    """Built-in ``kept_same``: does a sentence of the message (a part between semicolons) say the
    option named by one of ``words`` is the same as, or unchanged from, the item's own? Unknown
    on a non-text message or a non-list of words."""
    if not isinstance(text, str):
        return None if text is None else False
    names = anchor_list(words)
    if names is None:
        return None
    wanted = tuple(n.lower() for n in names if n.strip())
    if not wanted:
        return False
    pattern = _pattern(wanted)
    doc = parse(text)
    return any(
        pattern.search(part) and (not _LOOKUP.search(part) or _held(wanted).search(part))
        for part in doc.sentence_parts()
    )


@functools.lru_cache(maxsize=256)
def _held(words: tuple[str, ...]) -> re.Pattern[str]:
    """The option kept said to be the one the user holds ("the largest bottle of the same
    fragrance you have now"): a search for it still relies on the item's value."""
    names = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(
        rf"\bsame\s+(?:[\w-]+\s+){{0,2}}?(?:{names})\s+(?:(?:that|which)\s+)?you(?:'ve| have| "
        r"already have| own| ordered| bought| got| currently have)\b",
        re.IGNORECASE,
    )


# a search announced for variants that keep the option ("I'll look up the larger sizes of the
# same fragrance"): what the catalogue has, not what the item is said to be
_LOOKUP = re.compile(
    r"\b(?:look(?:ing)? (?:up|for|into)|search(?:ing)?|find|check(?:ing)?|pull(?:ing)? up|"
    r"see (?:which|what)|browse|list)\b",
    re.IGNORECASE,
)
