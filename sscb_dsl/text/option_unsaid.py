"""An item's option put in play without its value said: the item ranked among the variants
("the smaller of the two"), its value asked ("what size is the jacket you ordered?"), a check of
it announced, compared with another item's, or described in other words. options_said reads
these as unsure (never "no value") when no value of the option is found.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from sscb_dsl.text.option_forms import _WORD_FAMILIES, _name_pattern
from sscb_dsl.text.option_near import CHECK_WHICH
from sscb_dsl.text.prefilter import may_match, probe
from sscb_dsl.text.quantities import quantities, quantity_of
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.values import words

# the size superlatives, and a superlative's subject up to the value it is said to be
_SIZE_SUPERLATIVES = r"biggest|largest|smallest|longest|shortest"
_SUPERLATIVE_IS = (
    r"\b(?:\s+[\w'-]+){0,7}?\s+(?:is|are|would be|comes? in|goes up to)\s+(?:the\s+|a\s+|an\s+)?"
)
# a superlative subject with the amount said: a sentence that gives the range's end, not the
# item's rank ("the biggest bottle of the woody scent is the 100ml")
_RANGE_END = re.compile(rf"\b(?:{_SIZE_SUPERLATIVES}){_SUPERLATIVE_IS}\d", re.IGNORECASE)


def _statements_naming(doc: Any, names: list[str]) -> Iterator[str]:
    """The sentences of the text that name the item and are no question, once per reference."""
    for a, _ in find_refs(doc, names):
        sentence = doc.sentences[doc.sentence_of(a)]
        text = doc.text[sentence.start : sentence.end]
        if not text.rstrip().endswith("?"):
            yield text


def option_names(option: Any) -> list[Any] | None:
    """How an option is referred to: its name, its first word ("battery life", "battery"), the
    adjective of a name in -ability / -ibility ("compatibility": "voice-assistant compatible"),
    for a colour its other spelling and "shade", for a scent "fragrance"."""
    if not isinstance(option, str) or not option.strip():
        return None
    words_ = option.strip().split()
    out = [option.strip()] + ([words_[0]] if len(words_) > 1 else [])
    last = words_[-1].lower()
    if len(words_) == 1 and re.fullmatch(r"\w{3,}[ai]bility", last):
        out.append(last[: -len("ility")] + "le")
    if len(words_) == 1 and last in ("color", "colour"):
        out += [w for w in ("color", "colour", "shade") if w != last]
    if words_[0].lower() == "scent":
        out.append("fragrance")  # ("the same fragrance you have now")
    return out


# the item placed among the variants by size or amount, without the value: "the smaller of the
# two", "the big one", "the mid-size version", "the lighter model"
_RANKED = re.compile(
    r"\b(?:small(?:er|est)?|larg(?:e|er|est)|big(?:ger|gest)?|mid[\s-]?size(?:d)?|compact|"
    r"full[\s-]?size(?:d)?|mini|jumbo|long(?:er|est)|short(?:er|est)|heav(?:y|ier|iest)|"
    r"light(?:er|est)|fast(?:er|est)|slow(?:er|est)|strong(?:er|est)|weak(?:er|est)|tiny|huge|"
    r"extra[\s-]large|travel[\s-](?:size|sized|friendly)|pocket[\s-]sized?)\b"
    r"(?!\s+than\s+(?:the\s+)?\$)",
    re.IGNORECASE,
)


def option_ranked(doc: Any, names: list[str], option: str, known: tuple[str, ...]) -> bool:
    """Does a statement naming the item rank it among the variants without the value ("your
    water bottle is the smaller of the two")? For an option of amounts or sizes, that is the
    value unsaid: unsure, never "no value"."""
    if option.strip().lower() != "size" and not any(quantity_of(v) for v in known):
        return False
    if not may_match(_RANKED, probe(doc.text)):
        return False  # no sentence of the text can rank it (and none need be found)
    for text in _statements_naming(doc, names):
        if _RANGE_END.search(text):
            continue  # "the biggest bottle of the woody scent is the 100ml": the range's end
        if _RANKED.search(text):
            return True
    return False


# a question after the value the item has ("what size the jacket you ordered was", "which
# colour it actually is"), not after a new choice ("which colour would you like instead?")
_ASKED_LEAD = re.compile(r"\b(?:what|which)\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
_ASKED_HAS = re.compile(
    r"\b(?:you (?:ordered|bought|purchased|received|got|have|had)|did you (?:order|buy|get)|"
    r"(?:it|that|this|they|yours|one)(?:'s| (?:actually |really )?(?:is|was|are|were|has|came))|"
    r"(?:is|was|are|were) (?:it|that|this|they|yours|your|the one)|"
    # "what color your earbuds are right now"
    r"your [\w-]+(?: [\w-]+)? (?:is|are|was|were|has|have)(?! (?:available|in stock|offered)))\b",
    re.IGNORECASE,
)
_ASKED_NEW = re.compile(
    r"\b(?:would you like|would you prefer|do you (?:want|prefer|need)|you'?d (?:like|prefer)|"
    r"you (?:want|prefer|need)|new|instead|replacement|exchange|switch|swap|change to|go with)\b",
    re.IGNORECASE,
)


# the record's value found at odds with something, or which one is right put in question
_AT_ODDS = re.compile(
    r"\b(?:different|differs?|conflicting|conflicts?|inconsistent|mismatch(?:ed)?|disagree|"
    r"(?:does|do)(?:n't| not) (?:match|agree)|which (?:one )?is (?:right|correct))\b",
    re.IGNORECASE,
)


def option_check_announced(doc: Any, option: str) -> bool:
    """Does a sentence announce a check of which value is right ("I'll look up the catalogue
    entry to see which is right"), the option named and found at odds in it or the sentence
    before ("the order record shows a different battery figure")? The record's value is then
    in question, though none is said."""
    if _RECORD_CHECKED.search(doc.text):
        return True
    words_ = _option_words(option, probe(doc.text))
    if not words_:
        return False
    for m in _CHECK_VERB.finditer(doc.text):
        # "let me check the catalogue record ... so we know for sure what colour you have"
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if any(_what_of_it(w).search(doc.text, m.start(), sentence.end) for w in words_):
            return True
    for m in _CHECK_VERB.finditer(doc.text):
        # ("let me look up the catalogue entry to see which sizes exist and which one you
        # actually have": the item's own, among the option's values)
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if _WHICH_ONE_YOURS.search(doc.text, m.start(), sentence.end) and any(
            _name_pattern(w).search(doc.text, sentence.start, sentence.end) for w in words_
        ):
            return True
    for m in _USER_CHECK.finditer(doc.text):
        # ... or asked of the user ("can you confirm the switch type on your current keyboard?",
        # "could you check the size printed on your bottle?")
        sentence = doc.sentences[doc.sentence_of(m.start())]
        if any(_what_of_it(w).search(doc.text, m.start(), sentence.end) for w in words_):
            return True
    if _at_odds_then_checked(doc, words_):
        return True
    if not may_match(CHECK_WHICH, probe(doc.text)):
        return False
    for m in CHECK_WHICH.finditer(doc.text):
        i = doc.sentence_of(m.start())
        lo = doc.sentences[max(0, i - 1)].start
        hi = doc.sentences[i].end
        if _AT_ODDS.search(doc.text, lo, hi) and any(
            _name_pattern(w).search(doc.text, lo, hi) for w in words_
        ):
            return True
    return False


# the agent's own act to come, up to two words before its verb ("I'll double-check", "let me
# quickly look up")
_AGENT_WILL = (
    r"\b(?:let me|i'll|i will|i need to|i want to|i'd like to|i'm going to)\s+(?:[\w-]+\s+){0,2}?"
)
# a check of the item's record announced because the order may be wrong, or to know which model
# the user has: "I'll check the catalogue entry for that exact item before changing anything,
# since the order page may be off", "I'll double-check it against the catalogue, since I want
# to be sure which model you have"
_RECORD_CHECKED = re.compile(
    rf"{_AGENT_WILL}(?:check|verify|confirm|look up|double[- ]check)\b[^.;!?]{{0,120}}?"
    r"(?:\b(?:the )?order(?: page| record| line| details| listing)? (?:may|might|could) "
    r"(?:be|have) (?:off|wrong|mistaken|"
    r"inaccurate|out of date|an error|a mistake)\b|\b(?:be sure|make sure|know for sure|confirm) "
    r"(?:which|what) (?:model|version|variant|one|kind|type) (?:you have|you've got|yours is|you "
    r"ordered|you received)\b)",
    re.IGNORECASE,
)


# the record's value found at odds with another source, in words that say so of no new choice
# ("the order and the product listing disagree on it", "doesn't match what its item number says")
_AT_ODDS_FIRM = re.compile(
    r"\b(?:disagree(?:s|ment)?|conflict(?:s|ing)?|inconsistent|mismatch(?:ed)?|discrepanc(?:y|ies)|"
    r"(?:does|do)(?:n't| not) (?:match|agree|line up))\b"
    # ("the order and the product page describe its compatibility differently")
    r"|\b(?:describe|list|show|give|state|say|have)s?\b[^.;!?]{0,40}?\bdifferently\b"
    # ("The order line says one colour and you're telling me another")
    r"|\bsays? one\b[^.;!?]{0,40}?\b(?:you(?:'re| are) (?:telling me|saying)|you say|you said) "
    r"(?:another|a different one|something else)\b",
    re.IGNORECASE,
)
# a check of it, in any words ("so I'll confirm that before we touch it", "I'd rather check")
_CHECK_ANY = re.compile(
    r"\b(?:check|verify|confirm|double[- ]check|look into|match (?:it|that|this) against)\b",
    re.IGNORECASE,
)


def _at_odds_then_checked(doc: Any, words_: list[str]) -> bool:
    """Is the option found at odds with another source ("the order and the product listing
    disagree on the umbrella's tilt mechanism"), named there or in the sentence before, and a
    check of it said there or in the next sentence ("so I'll confirm that before we touch it")?"""
    if not may_match(_AT_ODDS_FIRM, probe(doc.text)):
        return False
    for m in _AT_ODDS_FIRM.finditer(doc.text):
        i = doc.sentence_of(m.start())
        lo = doc.sentences[max(0, i - 1)].start
        hi = doc.sentences[min(len(doc.sentences) - 1, i + 1)].end
        if _CHECK_ANY.search(doc.text, doc.sentences[i].start, hi) and any(
            _name_pattern(w).search(doc.text, lo, doc.sentences[i].end) for w in words_
        ):
            return True
    return False


# the agent's check to come, and what it is of: "what colour you have", "which size yours is"
# ("let me open the product listing to confirm the battery life of the pair you have now")
_CHECK_VERB = re.compile(
    rf"{_AGENT_WILL}(?:[^.;!?]{{0,60}}?\bto )?(?:check|verify|confirm|look up|double[- ]check|"
    r"make sure|see|find out)\b",
    re.IGNORECASE,
)
# which of them is the user's: "which one you actually have", "which variant yours is"
_WHICH_ONE_YOURS = re.compile(
    r"\bwhich (?:one|variant|version|model) (?:you(?:'ve)? (?:actually |really )?(?:have|got|"
    r"ordered|received|bought)|yours (?:is|are)|it (?:actually |really )?is|they (?:actually |"
    r"really )?are)\b",
    re.IGNORECASE,
)
# the user asked to check it: "can you confirm", "could you please check", "please verify"
_USER_CHECK = re.compile(
    r"\b(?:(?:can|could|would|will) you(?: please| quickly| just)?|please)\s+(?:check|verify|"
    r"confirm|double[- ]check|look at|tell me|let me know|read(?: me| out)?)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _what_of_it(word: str) -> re.Pattern[str]:
    """What an announced check is of, the option named: "what colour you have", "its exact
    capacity" (not "the colours available": the catalogue's)."""
    return re.compile(
        # (a word before the name, or a second name after it: "which voice assistant your unit
        # supports", "which capacity and finish you received"; the item said in two words:
        # "which battery your current pair actually has")
        rf"\b(?:what|which)\s+(?:[\w-]+\s+)?{re.escape(word)}(?:\s+(?:and|or)\s+[\w-]+)?\s+"
        r"(?:you(?:'ve)? (?:actually |really )?(?:have|got|ordered|received|"
        r"bought)|yours (?:is|are|has)|it (?:really |actually )?is|it's|they (?:really |actually )?"
        r"are|they're|your [\w-]+(?: [\w-]+)? (?:actually |really )?(?:is|are|has|have)|"
        # ("which assistant it supports", "which assistant your model supports")
        r"(?:it|yours|they|your [\w-]+(?: [\w-]+)?) (?:supports?|works? with|uses?))\b"
        # ("let me check the catalogue to confirm the colour."): the option itself ending the
        # check's clause
        rf"|\bthe (?:exact |actual |real |true |current )?{re.escape(word)}\b(?=\s*(?:[.;,!?"
        r"\u2014\u2013]|$|before\b|first\b|again\b|(?:on|of|for) (?:it|them|that|this)\b))"
        rf"|\b(?:its|their) (?:exact |actual |real |true |listed |recorded )?{re.escape(word)}\b"
        r"(?!s?\s+(?:options?|available|variants?|choices|in stock|range))"
        # "double-check the battery life on your current earbuds"
        # "double-check the umbrella's tilt mechanism"
        rf"|\b(?:the|your) [\w-]+'s (?:exact |actual |real |true )?{re.escape(word)}\b"
        r"(?!s?\s+(?:options?|available|variants?|choices|in stock|range))"
        # ("the size printed on your bottle")
        rf"|\bthe (?:exact |actual |real |true )?{re.escape(word)}s? (?:(?:printed|listed|shown|"
        r"written|stated|marked) )?(?:on|of|in) "
        r"(?:your(?!\s+(?:new|replacement|next)\b)|yours|the (?:ones?|pair|[\w-]+) you (?:have|got|"
        r"ordered))\b",
        re.IGNORECASE,
    )


def option_asked(doc: Any, names: list[str], option: str) -> bool:
    """Does a question ask the value of the item's option, saying none ("could you tell me what
    size the fleece jacket you ordered was?")? That puts the record's value in question."""
    words_ = _option_words(option, probe(doc.text))
    if not words_:
        return False
    named = {doc.sentence_of(a) for a, _ in find_refs(doc, names)}
    for i, sentence in enumerate(doc.sentences):
        text = doc.text[sentence.start : sentence.end].rstrip()
        # (the item named in the question, or in the sentence before or after it: "Which scent
        # family is your bottle? I want to offer the same fragrance larger.")
        if not text.endswith("?") or not (i in named or i - 1 in named or i + 1 in named):
            continue
        for w in words_:
            for m in _name_pattern(w).finditer(text):
                if (
                    _ASKED_LEAD.search(text, 0, m.start())
                    and _ASKED_HAS.search(text, m.end())
                    and not _ASKED_NEW.search(text)
                ):
                    return True
    return False


_COLOUR = re.compile(r"colour", re.IGNORECASE)


# other words for an option's name, in the sentences that compare or check it ("the same
# fragrance as your current bottle", "whatever platform it's on now")
_OTHER_NAMES = {
    "scent family": ("fragrance",),
    "compatibility": ("platform", "assistant", "ecosystem"),
    # ("the new pair lasts two hours longer per charge than your old ones")
    "battery life": ("lasts", "last"),
}


def _option_words(option: str, probed: Any) -> list[str]:
    """The option's names that the text may hold, "colour" among them for "color"."""
    words_ = [w for w in option_names(option) or [] if may_match(_name_pattern(w), probed)]
    if option.strip().lower() == "color" and may_match(_COLOUR, probed):
        words_.append("colour")
    for w in _OTHER_NAMES.get(option.strip().lower(), ()):
        if may_match(_name_pattern(w), probed):
            words_.append(w)
    return words_


_COMPARED_OPTION = re.compile(
    r"\b(?:same|match(?:es|ing)?|identical|different|differs?|unlike|(?:half|twice|double|"
    r"triple)\s+(?:that|the|as|its|their|your|of)|(?:a third|a quarter) of|already (?:has|have|"
    r"is|are|comes?|the)|(?:what|the one|the size|the capacity|the colou?r) you (?:asked for|"
    r"wanted|ordered|requested|chose|picked|selected)|as (?:requested|ordered)|(?:longer|shorter|"
    r"more|less|bigger|smaller|larger)(?: per charge)? than (?:yours|your (?:old|current|"
    r"original|existing)))\b",
    re.IGNORECASE,
)


def option_compared(doc: Any, names: list[str], option: str, unnamed: bool = False) -> bool:
    """Does a statement naming the item compare its option without a value ("your earbuds
    already match the battery you want", "the same colour as the clock", "half that length")?
    The value is then
    used, unsaid: unsure, never "no value"."""
    # (a name no part of the text can hold matches in no sentence: the sentences are not made)
    words_ = _option_words(option, probe(doc.text))
    if not words_:
        return False
    for text in _statements_naming(doc, names):
        for w in words_:
            for m in _name_pattern(w).finditer(text):
                near = text[max(0, m.start() - 30) : m.end() + 30]
                if _related(_COMPARED_OPTION, near, w, option):
                    return True
                # a new choice told by the item's own value ("a model with a different
                # compatibility from the one you have now"): that value is used, unsaid
                if _OTHER_THAN_YOURS.match(text, m.end()) and _OTHER.search(near):
                    return True
    # (with ``unnamed``, no value of the option in the text: the item unnamed, the option kept as
    # the user's: "a blue pair with the same all-day battery", "keeping the same battery and
    # water resistance", "the battery is at least as good as before")
    for sentence in doc.sentences if unnamed else ():
        text = doc.text[sentence.start : sentence.end]
        if text.rstrip().endswith("?"):
            continue
        for w in words_:
            for m in _name_pattern(w).finditer(text):
                near = text[max(0, m.start() - 30) : m.end() + 30]
                if _related(_KEPT_AS_YOURS, near, w, option):
                    return True
    return False


def _related(pattern: re.Pattern[str], near: str, word: str, option: str) -> bool:
    """Do the words around the option's name ``word`` relate its value to the item's own
    (``pattern``) and make no new choice? Another word for the option, which may name the product
    itself ("the larger sizes of the same fragrance"), counts only set against the user's own."""
    related = pattern.search(near)
    if related and word in _OTHER_NAMES.get(option.strip().lower(), ()):
        related = _YOURS.search(near)
    return bool(related) and not _NEW_CHOICE.search(near)


# the user's own item, a value set against it
_YOURS = re.compile(
    r"\b(?:as|than) (?:yours|your (?:current|existing|old|original))\b|\bwhatever\b",
    re.IGNORECASE,
)


# after an option's name, the value set apart from the item's own: "... from the one you have
# now", "... than yours"
_OTHER_THAN_YOURS = re.compile(
    r"\s+(?:from|than|to)\s+(?:the (?:one|ones|pair|[\w-]+) you(?:'ve)? (?:have|own|ordered|got)|"
    r"what you(?:'ve)? (?:have|got)|yours|your (?:current|existing|present) [\w-]+)\b",
    re.IGNORECASE,
)
_OTHER = re.compile(r"\b(?:different|other|another|new)\b", re.IGNORECASE)
# the option kept as the item has it, in a sentence that need not name the item
_KEPT_AS_YOURS = re.compile(
    r"\b(?:the same|as (?:it is|they are) on your|as before|at least as (?:good|long|big|large)|as "
    r"yours|as your (?:current|existing|old|original))\b"
    # ("stays on whatever platform it's on now")
    r"|\bwhatever [\w-]+ (?:it|they)(?:'s|'re| is| are| has| have)(?: (?:on|in|set to))? (?:now|"
    r"currently)\b"
    # ("keep the battery life you already have")
    r"|\b(?:keep|keeping|same)\b[^.;!?]{0,30}?\byou (?:already |currently )?(?:have|own)\b",
    re.IGNORECASE,
)


_NOT_A_DESCRIPTION = frozenset({
    "the", "a", "an", "its", "their", "your", "my", "our", "this", "that", "these", "those",
    "with", "of", "and", "or", "no", "any", "which", "what", "same", "different", "new", "other",
    "another", "current", "original", "old", "existing", "both", "all", "each", "every", "for",
    "in", "on", "to", "by", "from", "as", "has", "have", "had", "is", "are", "was", "were", "be",
    "desired", "preferred", "requested", "chosen", "selected", "wanted", "available", "possible",
    "specific", "exact", "right", "correct", "wrong", "less", "more", "lower", "higher",
    "longer", "shorter", "option", "options", "variant", "variants", "version", "versions",
    "configuration", "configurations", "specs", "features", "details",
})  # fmt: skip


def option_described(doc: Any, names: list[str], option: str, known: tuple[str, ...]) -> bool:
    """Does a statement naming the item describe its option by a word that is no value ("the
    quiet-switch keyboard", "the bumpy switches")? Perhaps another word for v or v': unsure.
    A value's own words are the value finder's, which has read them in context already."""
    probed = probe(doc.text)
    words_ = [
        w
        for w in option_names(option) or []
        if " " not in w and may_match(_name_pattern(w), probed)
    ]
    # the name made an adjective or a compound noun ("the light-colored pair", "the standard
    # colorway"): described, no value said
    derived = [
        re.compile(rf"\b(?:([A-Za-z]+)-)?{re.escape(w)}(?:ed|way|ways)\b", re.IGNORECASE)
        for w in (option_names(option) or [])
        if " " not in w and len(w) > 3
    ]
    derived = [d for d in derived if d.search(doc.text)]
    if not words_ and not derived:
        return False  # no sentence of the text holds the option's name
    items = {t for n in [*names, *known] for t in words(n).split()}
    items |= {w for family in _WORD_FAMILIES for w in family}
    for text in _statements_naming(doc, names):
        for d in derived:
            for m in d.finditer(text):
                before = re.search(r"(?:^|[^\w-])([A-Za-z]+)\s+$", text[: m.start()])
                word = (m.group(1) or (before.group(1) if before else "")).lower()
                if len(word) > 2 and word not in _NOT_A_DESCRIPTION and word not in items:
                    return True
        for w in words_:
            for m in _name_pattern(w).finditer(text):
                # (a compound too: "voice-assistant compatible")
                before = re.search(
                    r"(?:^|[^\w-])([A-Za-z]+(?:-[A-Za-z]+)*)[\s-]+$", text[: m.start()]
                )
                word = before.group(1).lower() if before else ""
                if len(word) > 2 and word not in _NOT_A_DESCRIPTION and word not in items:
                    return True
    return False


# words that characterise a value of an option without naming it, by a word of the option's
# name: "the one that works with your voice assistant", "the warm one", "the quieter switches",
# "the long-lasting battery"
_CHARACTERISED = {
    "compatibility": re.compile(
        r"\bvoice[\s-]assistants?\b|\bsmart[\s-]home (?:system|platform|hub|setup)s?\b|"
        r"\bsmart[\s-]assistants?\b|\bassistant support\b|\bvoice control\b|\bsiri\b",
        re.IGNORECASE,
    ),
    "scent": re.compile(
        r"\b(?:warm(?:er|est)?|cozy|cosy|spicy|spice|amber|earthy|musky|smoky|resinous|cedar|"
        r"sandalwood)\b",
        re.IGNORECASE,
    ),
    "switch": re.compile(
        r"\b(?:quiet(?:er|est)?|silent|smooth(?:er)?|bumpy|bump|glide|glides|feedback-style)\b",
        re.IGNORECASE,
    ),
    "battery": re.compile(
        r"\blong(?:er)?[\s-](?:lasting|battery|life)\b|\ball[\s-]day\b", re.IGNORECASE
    ),
    # "the standard bottle", "the small one", "the travel-size version" (not "the biggest
    # bottle": a variant on offer)
    "size": re.compile(
        r"\b(?:small|standard|regular|mini|compact|full[\s-]sized?|travel[\s-]sized?|tiny)\s+"
        r"(?:bottle|one|size|version|pack|tube|jar|"
        r"model|edition|format)s?\b",
        re.IGNORECASE,
    ),
}


def option_characterised(doc: Any, names: list[str], option: str) -> bool:
    """Does a statement naming the item characterise the option's value without naming it (the
    words above, by a word of the option's name)? Perhaps v or v' in other words: unsure."""
    keys = set(option.lower().split())
    patterns = [p for k, p in _CHARACTERISED.items() if k in keys]
    return any(p.search(text) for text in _statements_naming(doc, names) for p in patterns)


# an amount of the option's dimension said without its number: "several hours per charge",
# "through most of a working day on a single charge" (battery life in hours)
_VAGUE_AMOUNT = {
    "time": re.compile(
        r"\b(?:several|a few|a couple of|many|long|countless) hours\b|"
        r"\b(?:most of|all|a full|the whole|an entire) (?:a |the )?(?:working |work |school )?"
        r"day\b|"
        r"\b(?:per|on a(?: single)?|between|off one|on one) charges?\b",
        re.IGNORECASE,
    ),
}


def option_vague(doc: Any, names: list[str], known: tuple[str, ...]) -> bool:
    """Does a statement naming the item give an amount of the option's dimension without its
    number ("they'll run for several hours on a single charge"), and none with it? Perhaps v or
    v': unsure."""
    dimensions = {q[0] for v in known if (q := quantity_of(str(v))) is not None}
    patterns = [(d, p) for d, p in _VAGUE_AMOUNT.items() if d in dimensions]
    return any(
        p.search(text) and not any(q.dimension == d for q in quantities(text))
        for text in _statements_naming(doc, names)
        for d, p in patterns
    )


# the other variants said of the item with "also" ("The bookshelf also comes in 4 ft and 6 ft"):
# what it is besides them is not said, but follows from them (perhaps v' by exclusion): unsure
_ALSO_IN = re.compile(
    r"\balso (?:comes?|came|is available|are available|available|is offered|offered|is sold|sold|"
    r"is made|made|exists?) in\b",
    re.IGNORECASE,
)


def option_also_offered(doc: Any, names: list[str], known: tuple[str, ...]) -> bool:
    """Does a statement naming the item say it also comes in values of the option (none said to
    be its own)?"""
    if not _ALSO_IN.search(doc.text):
        return False
    for text in _statements_naming(doc, names):
        also = _ALSO_IN.search(text)
        if also and any(
            re.search(rf"(?<![\w-]){re.escape(str(v))}(?![\w-])", text[also.end() :], re.I)
            for v in known
        ):
            return True
    return False


# the item said not to be one of the variants a value names ("Your earbuds aren't one of the
# black models", "Your scent isn't one of the fresh ones"): what it is instead is unsaid
_NOT_ONE_OF = re.compile(
    r"\b(?:is|are|was|were)(?:n't|\u2019t| not)\s+(?:one of\s+|among\s+|any of\s+)?(?:the|a|an)\s+"
    r"(?P<v>[\w-]+(?:,?\s+(?:or|and)\s+[\w-]+|\s+[\w-]+)?)\s+(?:ones?|models?|versions?|"
    r"variants?|kinds?|types?|pairs?|options?|family|line)\b",
    re.IGNORECASE,
)
# a value said of a share of the order the item is in ("most of the order is blue"): the item
# may or may not be among them
_SHARE_OF = re.compile(
    r"\b(?:most|some|several|half|many|a few|the majority|all but one|two|three) of (?:the|your|"
    r"this|that) (?:order|items|things|products|purchases?)\b[^.;!?]{0,20}?\b(?:is|are|was|were|"
    r"comes? in|came in)\s+(?:in\s+|all\s+)?(?P<v>[\w-]+)",
    re.IGNORECASE,
)


def option_partly_said(doc: Any, names: list[str], known: tuple[str, ...]) -> bool:
    """Does a statement naming the item say it is not one of a value's variants, or the message
    give a value to a share of the order that the item may be in (the item's own value unsaid,
    perhaps v or v' by exclusion)?"""
    values = {str(v).lower() for v in known}

    def known_value(m: re.Match[str]) -> bool:
        said = m.group("v").lower()
        return said in values or any(w.strip(",") in values for w in said.split())

    if any(known_value(m) for m in _SHARE_OF.finditer(doc.text)) and find_refs(doc, names):
        return True
    return any(
        known_value(m)
        for text in _statements_naming(doc, names)
        for m in _NOT_ONE_OF.finditer(text)
    )


# "a different size or color", "variants with different brightness": a new choice, not the item
_NEW_CHOICE = re.compile(
    r"\b(?:a|another|any|with|in|of|for) (?:\w+ )?different\b|\bdifferent (?:\w+ )?(?:or|and)\b",
    re.IGNORECASE,
)
