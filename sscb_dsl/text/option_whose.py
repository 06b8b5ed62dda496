"""Whose a value found near an item is: the phrases that give it to the item ("the same 6-hour
battery", "your blue 6-hour pair", "both are size S") or to something else ("half of what the
256 GB version offers", "up from the 6 hours on the ones you had"), and where another variant's
id in the sentence takes a value from the item ("the 1L (item 3709608322) is in stock"), unless
the value's clause is about the user's item. options_said reads these around each value it
finds.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.reading import Found
from sscb_dsl.text.values import words

# a change from the value to another: "going from 4 ft to 6 ft", "switching from black to blue"
_FROM_BEFORE = re.compile(
    r"\b(?:going|go|goes|switch(?:ing)?|mov(?:e|ing)|chang(?:e|ing)|upgrad(?:e|ing)|"
    r"step(?:ping)? up|swap(?:ping)?|exchang(?:e|ing))\s+(?:it\s+|them\s+)?from\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_ARROW_CHANGE = re.compile(
    r"\s*(?:\u2192|->|\u21d2)\s*[^\s.;!?]+(?:\s?[a-z]{1,3})?\s+(?:swap|switch|exchange|upgrade|"
    r"downgrade|change|move)\b",
    re.IGNORECASE,
)
_TO_AFTER = re.compile(r"(?:\s+(?:one|model|version|size))?\s+to\s+", re.IGNORECASE)
# a clause whose subject is every one of the items named: "Neither is ...", "Both are ..."
_EVERY_ONE = re.compile(
    r"\W*(?:both|neither|each|all|none)(?: of (?:them|the two|these|those|the pair))?(?: one)?"
    r"(?: (?:is|are|has|have|was|were|comes?|runs?|holds?))?\b(?:[^.;:!?\n]|\.(?=\d))*$",
    re.IGNORECASE,
)

# a value said of a group the items after a colon or dash make up: "three blue items: the
# office chair, the speaker and the earbuds"
_GROUP_AFTER = re.compile(
    r"\s+(?:items?|products?|things|ones|pieces|articles)\s*(?::|\u2014|\u2013|\s-\s)",
    re.IGNORECASE,
)


def _takes_up_before(
    doc: Doc, at: int, mine: list[tuple[int, int]], others: list[tuple[int, int]]
) -> bool:
    """Does the sentence at ``at`` name nothing before it, while the sentence before names the
    target? (Or its clause after a dash, colon or semicolon, while the clause before names the
    target: "Your earbuds match your chair and speaker — all three are blue".)"""
    si = doc.sentence_of(at)
    start = doc.sentences[si].start
    breaks = list(_DASH_CLAUSE.finditer(doc.text, start, at))
    if breaks:
        cut = breaks[-1].end()
        prev = breaks[-2].end() if len(breaks) > 1 else start
        named = [*mine, *others]
        if not any(cut <= a < at for a, _ in named) and any(prev <= a < cut for a, _ in mine):
            return True
    if si == 0:
        return False
    before = doc.sentences[si - 1]
    return not any(start <= a < at for a, _ in [*mine, *others]) and any(
        before.start <= a < before.end for a, _ in mine
    )


_MEASURED_AGAINST = re.compile(
    r"\b(?:half|twice|double|triple|(?:two|three|four|\d) times|a third|a quarter)\s+(?:of\s+|"
    r"that of\s+|those of\s+|what\s+|as (?:much|many|big|large|long|heavy|bright|fast) as\s+|the "
    r"[\w-]+\s+(?:of|on|in)\s+)[^.;!?]{0,40}?$",
    re.IGNORECASE,
)
# variants said to exist ("there are blue versions with those same specs"): the catalogue's,
# not the item's value
_THERE_ARE_BEFORE = re.compile(
    # (existential "there", not a place: "the keyboard in there is a full-size board")
    r"(?<!\bin )(?<!\bon )(?<!\bout )(?<!\bover )(?<!\bup )(?<!\bfrom )\bthere (?:are|is|'s) "
    r"(?:also |still )?(?:a |an |some |several |two |three |four |other )?$",
    re.IGNORECASE,
)
# the variant a step from the item's, not the item's own: "The next step up is the 100ml", "the
# next size down would be the 30ml", "there is a bigger bottle: the 100ml"
_NEXT_STEP_BEFORE = re.compile(
    r"\b(?:(?:the )?next (?:step|size|one)|one (?:step|size))(?: (?:up|down))?(?: from "
    r"(?:that|there|it|yours|your [\w-]+))? (?:is|would be|will be)\s+(?:the\s+|a\s+|an\s+)?$"
    # ("So there is a bigger bottle: the 100 ml woody"): a variant set by a comparison
    r"|\bthere(?:'s| is| are) (?:also |still )?(?:a |an )?(?:bigger|larger|smaller|longer|shorter|"
    r"newer|cheaper|pricier) (?:[\w-]+ )?(?:bottles?|sizes?|ones?|versions?|models?|variants?|"
    r"options?)\s*[:\u2014\u2013-]\s*(?:the\s+|a\s+|an\s+)?$",
    re.IGNORECASE,
)
# the replacement as the subject a value is said of: "the replacement is the 100ml", "the one
# you'll receive is the oriental 100ml"
_REPLACEMENT_BEFORE = re.compile(
    r"\b(?:the|your) (?:replacement|one (?:you(?:'ll| will) (?:get|receive)|(?:coming|being sent) "
    r"to you|on its way))(?: [\w-]+)? (?:is|would be|will be)\s+(?:the\s+|a\s+|an\s+)?$",
    re.IGNORECASE,
)
# ... and as the subject opening a clause about what would happen: "The 8-hour pair would give
# you two more hours", "A 100ml bottle would cost $29.73 more" (not "Returning the 1000ml bottle
# would put $45 back": the user's item; nor "your 6-hour pair would ...")
_WOULD_AFTER = re.compile(r"(?:[\s-]+[\w-]+){0,2}?\s+(?:would|could|might)\b", re.IGNORECASE)
_CLAUSE_ARTICLE_BEFORE = re.compile(
    r"(?:^|[.!?;:\u2014\u2013]\s*|\n\s*)(?:the|a|an)\s+$", re.IGNORECASE
)
# ... and as what arrives: "the 100ml will follow", "the 100ml woody comes to you" (not "the same
# oriental scent comes to you": the user's own kept)
_ARRIVES_AFTER = re.compile(
    r"(?:\s+[\w-]+)?\s+(?:will follow|follows|comes to you|is coming to you|will come to you|is on "
    r"its way(?: to you)?|will be (?:sent|shipped) (?:out )?to you)\b",
    re.IGNORECASE,
)
_SAME_RIGHT_BEFORE = re.compile(r"\bsame\s+$", re.IGNORECASE)
# the value a change moves to: "the battery drops to 4 hours", "the capacity goes up to 2L"
_CHANGED_TO_BEFORE = re.compile(
    r"\b(?:drops?|dropped|dropping|goes (?:down|up)|go (?:down|up)|going (?:down|up)|went (?:down|"
    r"up)|rises?|rising|increases?|decreases?|falls?|jumps?|shrinks?|grows?|climbs?) to\s+"
    r"(?:just\s+|only\s+|about\s+)?(?:a\s+|an\s+|the\s+)?$",
    re.IGNORECASE,
)
# a value set against the one the user has, as what it becomes: "8 hours instead of the 6 you
# had" (the first is the new variant's)
INSTEAD_OF_YOURS_AFTER = re.compile(
    r"[\s\w-]{0,12}?\s(?:instead of|in place of|rather than|replacing) (?:the|your)\b[^.;!?]{0,30}?"
    r"\byou(?:'ve)? (?:had|have|owned|got|ordered)\b",
    re.IGNORECASE,
)
# another variant as the subject, named by a value the item does not have: "the black one would
# have 4 hours"
_VARIANT_SUBJECT_BEFORE = re.compile(
    r"\bthe (?P<w>[\w-]+) (?:one|pair|version|model|variant)s? (?:would |will |does |do )?"
    r"(?:have|has|come with|comes with|gets?|be|is|offers?|runs?)\s+(?:a\s+|an\s+|the\s+|only\s+|"
    r"just\s+)?$",
    re.IGNORECASE,
)
# words that make that subject the user's own ("the same one", "the current pair")
_NOT_ANOTHER_VARIANT = frozenset(
    {"same", "current", "existing", "original", "old", "present", "ordered", "exact"}
)


def another_variant(text: str, start: int, own: set[str], known: tuple[str, ...]) -> bool:
    """Is the value at ``start`` said of another variant, named by a value of another option
    that the item does not have ("the black one would have 4 hours")?"""
    m = _VARIANT_SUBJECT_BEFORE.search(text, max(0, start - 60), start)
    if m is None:
        return False
    word = m.group("w").lower()
    return (
        word not in own
        and word not in _NOT_ANOTHER_VARIANT
        and not any(word in str(k).lower().split() for k in known)
    )


# a clause after a dash, colon or semicolon (not a comma: "..., so" is read by _CLAUSE_BREAK)
_DASH_CLAUSE = re.compile(r"\s[\u2014\u2013]\s|\s-\s|[:;]\s")
_EVERY_BEFORE = re.compile(
    r"\b(?:both|all (?:two|three|four)|each(?: one)?)(?: of (?:them|the two|these|those|the "
    r"pair))?(?:\s+(?:is|are|was|were))?(?:\s+(?:as|in|comes? in|listed as|shown as|marked as|"
    r"labell?ed as))?\s+"
    r"(?:(?:a|an|the|size)\s+)?$",
    re.IGNORECASE,
)
_SAME_BEFORE = re.compile(r"\b(?:the\s+)?same\s+$", re.IGNORECASE)
_UP_FROM = re.compile(r"\b(?:up|down)\s+from\s+(?:the\s+|your\s+)?$", re.IGNORECASE)
_YOU_HAVE_AFTER = re.compile(
    r"[\s-]+(?:[\w-]+\s+){0,2}?(?:one|model|version|variant|size)?\s*(?:that\s+)?"
    r"(?:you(?:'ve)?|you "
    r"already) (?:have|had|own|owned|got|ordered|bought|purchased|received)\b",
    re.IGNORECASE,
)
_YOUR_OWN_BEFORE = re.compile(
    r"\byour\s+(?:(?:current|existing|original|present|own)\s+)?$", re.IGNORECASE
)
# "your" and the item's own other values before the value: "your blue 6-hour IPX4 pair"
_YOUR_AND_VALUES = re.compile(r"\byour\s+((?:[\w-]+,?\s+){1,3})$", re.IGNORECASE)


def _your_own(before: str, common: tuple[str, ...]) -> bool:
    """Is the value right after "your" ("your 6-hour pair"), or after "your" and words of the
    item's own other values ("your blue 6-hour pair")? Then it is the value the user's own item
    is said to have."""
    if _YOUR_OWN_BEFORE.search(before):
        return True
    m = _YOUR_AND_VALUES.search(before)
    if m is None:
        return False
    said = words(m.group(1).replace(",", " "))
    return bool(said) and all(any(w in c.split() for c in common) for w in said.split())


# a value said of something else "too" ("your speaker and your chair are blue too"): something
# already spoken of has it as well, perhaps the item
_TOO_AFTER = re.compile(r"(?:\s+(?:one|ones|model|version))?,?\s+(?:too|as well)\b", re.IGNORECASE)
# a value as the subject of what the catalogue offers ("blue comes in a few versions", "blue is
# available in 6 and 8 hours"): the product's, not the item's
_CATALOGUE_OFFER_AFTER = re.compile(
    r"\s+(?:also\s+)?(?:comes?|came|is (?:also )?available|are (?:also )?available|is (?:also )?"
    r"offered|is (?:also )?sold)\s+in\b",
    re.IGNORECASE,
)
_SAME_AS_AFTER = re.compile(r"(?:[\s-]+[\w-]+){0,3}\s+as\b", re.IGNORECASE)


_NEGATED_VERB = re.compile(
    r"(?:\bnot|n't|\bnever)\s+(?:[a-z]+\s+){1,2}(?:(?:the|a|an|any|full|whole|quite|even|more "
    r"than|over|under|as much as)\s+)*$",
    re.IGNORECASE,
)


# a count of the things an entity holds, then a colon: what follows describes each of them
_HELD_ITEMS_LEAD = re.compile(
    r"\b(?:has|have|holds?|contains?|includes?|there are|there're|you've got|you have|got)\s+"
    r"(?:two|three|four|both|\d)\s+(?:[\w-]+\s+){0,2}?[\w-]+s\b[^.;!?:]{0,40}:(?:[^.;!?]|\.\d)*$",
    re.IGNORECASE,
)
_ITEM_ID = re.compile(r"\d{6,}")
_UNSEEN_ID = re.compile(r"(?<![\d#$.,])\d{10}(?!\d|[.,]\d)")


@lru_cache(maxsize=1024)
def _item_ids(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names that are item ids (a run's anchor list is the same for all its messages)."""
    return tuple(a for a in names if _ITEM_ID.fullmatch(a.strip()))


def _held_item(doc: Doc, at: int) -> bool:
    """Is the value at ``at`` one of the items an entity holds, counted and then described after
    a colon, with no item id in the sentence saying which item is which?"""
    sentence = doc.sentences[doc.sentence_of(at)]
    return bool(
        _HELD_ITEMS_LEAD.search(doc.text, sentence.start, at)
        and not _UNSEEN_ID.search(doc.text, sentence.start, sentence.end)
    )


_YOURS_LEAD = re.compile(r"\W*(?:your|yours)\b[^,;:()]{0,80}$", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(
    r",\s*(?:so|but|and|which means|meaning)\b|;|\s[\u2014\u2013]\s|\s-\s|:\s", re.IGNORECASE
)


def _own_clause_first(doc: Doc, f: Found, id_refs: list[tuple[int, int]]) -> bool:
    """Is the value in a clause about the user's item that opens its sentence, before a clause
    break and every other variant's id ("Your current board is the RGB one with linear
    switches, so your options are 7706410293 ...")?"""
    sentence = doc.sentences[doc.sentence_of(f.start)]
    later = [a for a, _ in id_refs if sentence.start <= a < sentence.end]
    return bool(
        later
        and f.end <= min(later)
        and _YOURS_LEAD.fullmatch(doc.text, sentence.start, f.start)
        and _CLAUSE_BREAK.search(doc.text, f.end, min(later))
    )


def _part(doc: Doc, at: int) -> tuple[int, int, int]:
    """Where ``at`` stands: its sentence, its line and its part of the sentence between
    semicolons."""
    i = doc.sentence_of(at)
    return i, doc.line_of(at), doc.text.count(";", doc.sentences[i].start, at)


def listed_with_own(text: str, name: str, own_values: set[str]) -> bool:
    """Is ``name``, one of the item's own option values, listed with another of them ("black,
    espresso, timer")? There it is the item's value, not another product's name."""
    n = name.strip().lower()
    others = [re.escape(v) for v in own_values if v != n]
    if n not in own_values or not others:
        return False
    ov, nn = "|".join(others), re.escape(n)
    pattern = rf"\b(?:{ov})\s*,\s*{nn}\b|\b{nn}\s*,\s*(?:{ov})\b"
    return re.search(pattern, text, re.IGNORECASE) is not None
