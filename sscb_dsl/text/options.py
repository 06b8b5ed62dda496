"""Item options as agents write them: "Color: Blue", "(Blue, Size M)", but also in prose — "the
100ml bottle", "the blue one", "made of metal", "in size L", "with tactile switches", "works with
Google Assistant", "a 6-hour battery".

The finder looks for the *known values* of one option (every value the product's variants give
it, which contracts read from the product record, and at least v' and v) as whole words, with
separators and number-unit spacing flexible ("1000ml" ~ "1000 ml" ~ "1000-ml") and a trailing
plural/singular difference allowed ("6 hours" ~ "6-hour"), in the forms option_forms.py lists. A
value shared with another option of the item is only counted next to this option's name.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import Any

import attrs

from sscb_dsl.text.corrections import mended
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.ellipsis import said_again
from sscb_dsl.text.layout import list_lead
from sscb_dsl.text.mention_reading import reading as read_mentions
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.option_forms import (
    _ABSENT,
    _WORD_FAMILIES,
    _absent_pattern,
    _adjective_pattern,
    _elliptic_patterns,
    _family_pattern,
    _name_pattern,
    _value_pattern,
    name_word_spans,
    said_as_bound,
    with_half,
)
from sscb_dsl.text.option_near import near_form, option_checked
from sscb_dsl.text.option_phrases import (
    _ANY_VARIANT_WITH,
    _BARE_INDEFINITE,
    _CLAUSE_END,
    _CONTRAST_BEFORE,
    _COORDINATED,
    _COPULA_BEFORE,
    _DEFINITE_BEFORE,
    _EXAMPLE_BEFORE,
    _INDEFINITE_BEFORE,
    _LISTED_AS_BEFORE,
    _NEW_OR_OFFERED_BEFORE,
    _OFFER_HEADER,
    _OFFERED_AFTER,
    _ONE_AFTER,
    _OTHER_VARIANTS_AFTER,
    _OWN_AGAIN,
    _PREDICATIVE_A,
    _SIZE_WORDS,
    _STREET_AFTER,
    _THAN_BEFORE,
    _VARIANT_NOUN,
    _YOURS_BEFORE,
    _YOURS_COME_IN,
    CHOICE_ASKED_BEFORE,
    IF_YOU_RATHER,
    OWN_BEFORE_AFTER,
    SAME_AS_YOURS_AFTER,
)
from sscb_dsl.text.option_ranges import option_extreme, option_relative
from sscb_dsl.text.option_unsaid import (
    _SIZE_SUPERLATIVES,
    _SUPERLATIVE_IS,
    option_also_offered,
    option_asked,
    option_characterised,
    option_check_announced,
    option_compared,
    option_described,
    option_names,
    option_partly_said,
    option_ranked,
    option_vague,
)
from sscb_dsl.text.option_whose import (
    _ARRIVES_AFTER,
    _ARROW_CHANGE,
    _CATALOGUE_OFFER_AFTER,
    _CHANGED_TO_BEFORE,
    _CLAUSE_ARTICLE_BEFORE,
    _EVERY_BEFORE,
    _EVERY_ONE,
    _FROM_BEFORE,
    _GROUP_AFTER,
    _MEASURED_AGAINST,
    _NEGATED_VERB,
    _NEXT_STEP_BEFORE,
    _REPLACEMENT_BEFORE,
    _SAME_AS_AFTER,
    _SAME_BEFORE,
    _SAME_RIGHT_BEFORE,
    _THERE_ARE_BEFORE,
    _TO_AFTER,
    _TOO_AFTER,
    _UNSEEN_ID,
    _UP_FROM,
    _WOULD_AFTER,
    _YOU_HAVE_AFTER,
    INSTEAD_OF_YOURS_AFTER,
    _held_item,
    _item_ids,
    _own_clause_first,
    _part,
    _takes_up_before,
    _your_own,
    another_variant,
    listed_with_own,
)
from sscb_dsl.text.prefilter import finditer, probe, search
from sscb_dsl.text.quantities import customary_match, quantities, quantity_of
from sscb_dsl.text.reading import Found, Mention, attribute
from sscb_dsl.text.refs import ORDER_ID, anchor_list, find_refs
from sscb_dsl.text.values import words


def option_in(text: Any, values: Any) -> bool | None:
    """Does ``text`` name one of ``values`` (option values, in the flexible form the finder
    uses), wherever it is — e.g. the value a user asks for?"""
    if not isinstance(text, str):
        return None if text is None else False
    items = values if isinstance(values, list) else [values]
    flat: list[Any] = []
    for v in items:
        flat += v if isinstance(v, list) else [v]
    plain_text = parse(text).text
    probed = probe(plain_text)
    said: set[tuple[str, Decimal]] | None = None  # the text's quantities, once a value has one
    for v in flat:
        if v is None or isinstance(v, (bool, dict, list)):
            continue
        pattern = _value_pattern(str(v))
        if pattern is not None and any(
            not _STREET_AFTER.match(plain_text, m.end())
            for m in finditer(pattern, plain_text, probed)
        ):
            return True
        if search(_elliptic_patterns(str(v)), plain_text, probed):
            return True  # "the wooden one", "size nine"
        amount = quantity_of(str(v))
        if amount is None:
            continue
        if said is None:
            said = {(q.dimension, q.amount) for q in quantities(plain_text)}
        if amount in said:
            return True  # "one and a half litres" names the value "1.5L"
        if any(
            q.dimension == amount[0] and customary_match(plain_text, q, [amount[1]]) is not None
            for q in quantities(plain_text)
        ):
            return True  # "3.4 oz" names the value "100ml"
    # (a value's own name word: "pairs with Google" for Google Assistant)
    strs = tuple(str(v) for v in flat if isinstance(v, str))
    return bool(name_word_spans(plain_text, strs, {v: words(v) for v in strs}))


def option_kind_in(text: Any, values: Any) -> bool | None:
    """Does ``text`` name one of ``values``, or a quantity of the same kind as one of them (a
    capacity for capacities): a value some rule must read before it can say "no use"?"""
    found = option_in(text, values)
    if found is not False or not isinstance(text, str):
        return found
    flat: list[Any] = []
    for v in values if isinstance(values, list) else [values]:
        flat += v if isinstance(v, list) else [v]
    kinds = {q[0] for v in flat if isinstance(v, str) and (q := quantity_of(v)) is not None}
    plain_text = parse(text).text
    if kinds and any(q.dimension in kinds for q in quantities(plain_text)):
        return True
    known = {words(v) for v in flat if isinstance(v, str)}
    # a word of the values' family ("stainless", "navy") that may be another word for one
    return any(
        known & family and _family_pattern(family).search(plain_text) for family in _WORD_FAMILIES
    )


# a bracket (or a copula) naming an item by its id right after a value and its head noun: "the
# robotic one (item 6259501109)", "a canister model (6259501109)", "the IPX7 one is item 27..."
_ID_BRACKET_AFTER = re.compile(
    r"[\s-]*(?:ones?|models?|versions?|variants?|pairs?|units?)?\s*(?:[(\[]|\s(?:is|=)\s)\s*"
    r"(?:item\s*(?:id\s*)?)?[#:]?\s*\d{10}\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def _found(
    text: str, option: str, values: tuple[str, ...], shared: tuple[str, ...]
) -> tuple[Found, ...]:
    doc = parse(text)
    probed = probe(doc.text)
    value_words = {v: words(v) for v in values}  # each value's words, made once
    hits: list[tuple[int, int, str]] = []
    # each value's shorter and other forms ("size nine", "cable-free"), found once: read after
    # the exact values, and a longer one holds no exact value of another ("off-road" of a
    # mountain bike holds no "road")
    elliptic = {
        v: [m.span() for m in finditer(_elliptic_patterns(v), doc.text, probed)]
        for v in set(values)
    }
    longer = [span for spans in elliptic.values() for span in spans]
    for v in sorted(set(values), key=len, reverse=True):
        pattern = _value_pattern(v)
        if pattern is None:
            continue
        for m in finditer(pattern, doc.text, probed):
            if any(a < m.end() and m.start() < b for a, b, _ in hits):
                continue
            if any(
                a <= m.start() and m.end() <= b and b - a > m.end() - m.start() for a, b in longer
            ):
                continue
            if _STREET_AFTER.match(doc.text, m.end()):
                continue  # "476 Maple Drive": a street, not the deck material
            hits.append((m.start(), m.end(), value_words[v]))
    if _name_pattern("size").search(option):
        # "a medium", "in large": a letter size in its word ("larger" ranks, it names no size)
        for v in sorted(values, key=lambda v: -len(value_words[v])):  # "extra large" before "large"
            word = _SIZE_WORDS.get(value_words[v])
            if word is None:
                continue
            for m in finditer(word, doc.text, probed):
                if words(m.group()) in shared and not (
                    re.search(r"\bsize\s*:?\s*$", doc.text[max(0, m.start() - 8) : m.start()], re.I)
                    or re.match(r"[\s-]*(?:size|sized)\b", doc.text[m.end() :], re.I)
                ):
                    continue  # "medium ventilation": another option's value, not "size medium"
                if not any(a < m.end() and m.start() < b for a, b, _ in hits):
                    hits.append((m.start(), m.end(), value_words[v]))
    for v in sorted(set(values), key=len, reverse=True):
        for start, end in elliptic[v]:
            # "size nine" for the size 9; "the 750." for the 750ml bottle
            if not any(a < end and start < b for a, b, _ in hits):
                hits.append((start, end, value_words[v]))
    # a word of a value of several words that no other value has, written capitalised as a
    # name is ("works through Alexa" for Amazon Alexa, "HomeKit" for Apple HomeKit): that value
    for start, end, v in name_word_spans(doc.text, values, value_words):
        if not any(a < end and start < b for a, b, _ in hits):
            hits.append((start, end, value_words[v]))
    for v in values:
        if value_words[v] in _ABSENT:  # "no backlight", "without a backlight": the value "none"
            for m in _absent_pattern(option).finditer(doc.text):
                if not any(a < m.end() and m.start() < b for a, b, _ in hits):
                    hits.append((m.start(), m.end(), value_words[v]))
    known = set(value_words.values())
    yes_no = known & {"yes", "no"}
    if yes_no:  # "your waterproof boots": yes; "not waterproof", "non-waterproof": no
        for m in _adjective_pattern(option).finditer(doc.text):
            said = "no" if m.group("neg") else "yes"
            if said in yes_no and not any(a < m.end() and m.start() < b for a, b, _ in hits):
                hits.append((m.start(), m.end(), said))
    by_amount = {k: value_words[v] for v in values if (k := quantity_of(v)) is not None}
    for q in quantities(doc.text) if by_amount else ():  # (no value has a quantity: none bears)
        key = (q.dimension, q.amount)
        if key not in by_amount:
            # "3.4 oz", a metric value converted and rounded, is the 100ml value
            near = customary_match(doc.text, q, [a for d, a in by_amount if d == q.dimension])
            key = (q.dimension, near) if near is not None else key
        if key in by_amount and not any(a < q.end and q.start < b for a, b, _ in hits):
            hits.append((q.start, q.end, by_amount[key]))  # "1 litre" is the value "1000ml"
        elif (
            q.dimension in {d for d, _ in by_amount}
            and not any(a < q.end and q.start < b for a, b, _ in hits)
            # (a value of the item's other option in the same unit: "32GB RAM" of a laptop
            # whose storage is the option)
            and words(doc.text[q.start : q.end]) not in shared
        ):
            # a quantity of the option's kind that no variant has ("twice yours: 2 litres"):
            # some other value, perhaps derived from the item's; never silently nothing
            hits.append((q.start, q.end, f"{q.amount} {q.dimension}"))
    for family in _WORD_FAMILIES:
        if not known & family:
            continue
        # a word of the option's family that no variant has ("the navy one" of a blue/black
        # item): some other value, perhaps another word for v or v'; never silently nothing
        for m in finditer(_family_pattern(family), doc.text, probed):
            if words(m.group()) not in known and not any(
                a < m.end() and m.start() < b for a, b, _ in hits
            ):
                hits.append((m.start(), m.end(), words(m.group())))
    hits = [with_half(doc.text, hit) for hit in hits]
    name = _name_pattern(option)
    out = []
    indefinite: list[Found] = []
    offer_heads: dict[int, bool] = {}  # the lines above a value that head an offer, once each
    offered_end = -1  # where the last value offered as a catalogue or new choice ended
    hits = sorted(hits)
    # values coordinated before one that names other variants ("there are 1.5 L and 2 L
    # versions"): other variants too
    variants_after = [bool(_OTHER_VARIANTS_AFTER.match(doc.text, b)) for _, b, _ in hits]
    for i in range(len(hits) - 2, -1, -1):
        if variants_after[i + 1] and _COORDINATED.fullmatch(doc.text, hits[i][1], hits[i + 1][0]):
            variants_after[i] = True
    # "a 1L or 1.5L version would be smaller": values coordinated under one indefinite article
    # before a variant noun are other variants (not "yours is a 1L or 1.5L model")
    for i, (_, b, _) in enumerate(hits):
        if not _VARIANT_NOUN.match(doc.text, b):
            continue
        j = i
        while j > 0 and _COORDINATED.fullmatch(doc.text, hits[j - 1][1], hits[j][0]):
            j -= 1
        first = hits[j][0]
        if (
            j < i
            and re.search(r"\b(?:a|an)\s+$", doc.text[max(0, first - 6) : first], re.IGNORECASE)
            and not _PREDICATIVE_A.search(doc.text, max(0, first - 50), first)
        ):
            for at in range(j, i + 1):
                variants_after[at] = True
    for i, (a, b, v) in enumerate(hits):
        if v[:1].isdigit() and _RANGE_BEFORE.search(doc.text, max(0, a - 16), a):
            out.append(Found(a, b, ()))  # "1 or 2 hours", "1-2 litres": no one value
            continue
        if offered_end >= 0 and _COORDINATED.fullmatch(doc.text, offered_end, a):
            offered_end = b
            continue  # "comes in black or silver": the coordinated values are offered too
        window = doc.text[max(0, a - 20) : a]
        if _THAN_BEFORE.search(window) and not _YOU_HAVE_AFTER.match(doc.text, b):
            # "one size smaller than 10": a value to compare with; the item's is unsaid (not
            # "less than the 2L one you have": the item named by its value)
            out.append(Found(a, b, ()))
            continue
        if _EXAMPLE_BEFORE.search(doc.text, max(0, a - 24), a):
            offered_end = b
            continue  # "e.g. a leather or mesh version of a chair": an example, no item's value
        if _ANY_VARIANT_WITH.search(doc.text, max(0, a - 40), a):
            continue  # "any model with 16GB": whichever variant has it, not the item
        if (
            (
                variants_after[i]
                # ("Clicky ones." opening its sentence answers what the item's are)
                and not (
                    re.match(r"[\s-]*ones\b", doc.text[b:])
                    and not re.search(r"\w", doc.text[doc.sentences[doc.sentence_of(a)].start : a])
                )
                and not (
                    (_DEFINITE_BEFORE.search(window) or _COPULA_BEFORE.search(window))
                    and re.match(r"[\s-]*ones\b", doc.text[b:])
                )
                # "your kettle and water bottle are 1L models": said of the subject
                and not (
                    (
                        _COPULA_BEFORE.search(window)
                        or _LISTED_AS_BEFORE.search(doc.text, max(0, a - 50), a)
                    )
                    and re.match(r"[\s-]*(?:models|versions|variants)\b", doc.text[b:])
                )
            )
            or (
                _INDEFINITE_BEFORE.search(window)
                and _VARIANT_NOUN.match(doc.text, b)
                # ("a canister model (item 62...)": an item the bracket names, whichever it is)
                and not _ID_BRACKET_AFTER.match(doc.text, b)
                and not _PREDICATIVE_A.search(doc.text, max(0, a - 50), a)
                # ("2. a tall push-along one ($652.61)": a list item describing an item held)
                and not _ITEM_OPENS.match(doc.text, doc.lines[doc.line_of(a)].start, a)
                # ("#W95 has two vacuums: a canister model and a robotic one": the items held,
                # each described; not when an item's id says which is which: "a canister model
                # and the robotic one (item 6259501109)")
                and not _held_item(doc, a)
            )
        ):
            continue  # "blue versions exist", "a blue variant": other variants, not the item
        if _BARE_INDEFINITE.search(doc.text[max(0, a - 20) : a]) and _CLAUSE_END.match(doc.text, b):
            # "is a 10", "is an L": whose size it is depends on the subject (options_said)
            indefinite.append(Found(a, b, (v,), _INDEFINITE))
            continue
        contrast = _CONTRAST_BEFORE.search(doc.text[max(0, a - 40) : a])
        if (
            contrast
            and _ONE_AFTER.match(doc.text, b)
            and not _YOU_HAVE_AFTER.match(doc.text, b)
            # ("and the robotic one (item 6259501109)": the item the bracket names)
            and not _ID_BRACKET_AFTER.match(doc.text, b)
            # ("is yours the large-room one or the small-room model?": the item's alternatives)
            and not (
                contrast.group().lower().startswith("or")
                and (
                    doc.text[: doc.sentences[doc.sentence_of(a)].end].rstrip().endswith("?")
                    # ("so it's either the black or the silver one": both held open)
                    or _EITHER.search(doc.text, doc.sentences[doc.sentence_of(a)].start, a)
                )
            )
        ):
            continue  # "your hose ... and the 25ft green vinyl one": another variant
        if (quantity_of(v) is not None or _name_pattern("size").search(option)) and (
            # (on the sentence's own text: "^" matches only at the start of the string searched)
            _SUPERLATIVE_SUBJECT.search(
                doc.text[doc.sentences[doc.sentence_of(a)].start : a].lstrip()
            )
            and not SAME_AS_YOURS_AFTER.match(doc.text, b)
        ):
            # "the biggest bottle of the woody fragrance is 100ml": the size range's end (a value
            # of another option there is the subject's: "the largest bottle of your scent is the
            # oriental 100ml")
            continue
        looked_up = _LOOKUP_BEFORE.search(doc.text[max(0, a - 60) : a])
        if looked_up and _VARIANT_AFTER.match(doc.text, b):
            continue  # "I'll look up the black, 4-hour variant": a catalogue variant to find
        if _WHICH_BEFORE.search(doc.text, max(0, a - 12), a) and _NAMED_VARIANT_AFTER.match(
            doc.text, b
        ):
            continue  # "tell me which blue earbuds variant you'd like": a variant to choose
        seg = doc.segments[doc.segment_of(a)]
        if IF_YOU_RATHER.search(doc.text, max(doc.sentences[doc.sentence_of(a)].start, a - 60), a):
            offered_end = b
            continue  # "If you'd rather have silicone, ...": an alternative offered
        sentence = doc.sentences[doc.sentence_of(a)]
        if CHOICE_ASKED_BEFORE.search(doc.text, max(sentence.start, a - 160), a) and doc.text[
            sentence.start : sentence.end
        ].rstrip().endswith("?"):
            offered_end = b
            continue  # "Which would you like — Google, Alexa or HomeKit?": the choices offered
        if (
            _NEW_OR_OFFERED_BEFORE.search(doc.text[max(seg.start, a - 90) : a])
            and not _OWN_AGAIN.search(doc.text[max(seg.start, a - 40) : a])
            and not OWN_BEFORE_AFTER.match(doc.text, b)
            and not _YOURS_COME_IN.search(doc.text[max(seg.start, a - 40) : a])
            # ("I'll go with the 8-hour battery you have": the item held, named by it)
            and not _YOU_HAVE_AFTER.match(doc.text, b)
        ):
            offered_end = b
            continue
        offered_end = -1
        changed_from = bool(
            _FROM_BEFORE.search(doc.text, max(0, a - 30), a) and _TO_AFTER.match(doc.text, b)
        )  # ("going from 4 ft to 6 ft is only $11.99 more": the price is the change's)
        if (
            _OFFERED_AFTER.match(doc.text, b)
            and not changed_from
            and not _YOURS_BEFORE.search(doc.text[max(seg.start, a - 70) : a])
            # ("the black desk lamp you have is still in stock": the item held, named by it)
            and not _YOU_HAVE_AFTER.match(doc.text, b)
        ):
            continue  # "the 1000ml stainless in blue is out of stock": a catalogue variant
        heads = doc.ancestors(doc.line_of(a)) + list_lead(doc, doc.line_of(a))
        if any(_offer_head(doc, h, offer_heads) for h in heads):
            continue  # a list under "the available variants you can choose from:", "the new
            # item details are:"
        if v in shared:  # also a value of another option: only next to this option's name
            window = doc.text[max(0, a - 30) : min(len(doc.text), b + 30)]
            if not name.search(window):
                continue
        out.append(Found(a, b, (v,)))
    return tuple(sorted(out + indefinite, key=lambda f: f.start))


# ("6 vs 8 hours": two values set side by side, neither the item's)
_RANGE_BEFORE = re.compile(
    r"\d[^\S\n]*(?:-|\u2013|\u2014|to|or|vs\.?|versus)[^\S\n]*$", re.IGNORECASE
)


def _offer_head(doc: Any, line: int, known: dict[int, bool]) -> bool:
    """Does ``line`` head a list of offered or new variants ("the available variants you can
    choose from:", "the new item details are:")? Asked once per line (``known``): the values
    of a list are all under the same lines."""
    found = known.get(line)
    if found is None:
        head = doc.text[doc.lines[line].start : doc.lines[line].end]
        found = known[line] = bool(
            _OFFER_HEADER.search(head) or _NEW_OR_OFFERED_BEFORE.search(head)
        )
    return found


_INDEFINITE = "indefinite"
# a list item opening with an indefinite description: "2. a tall push-along one"
_ITEM_OPENS = re.compile(r"\s*(?:\d{1,2}[.)]|[-*\u2022])\s+(?:an?\s+)(?:[\w-]+\s+){0,3}$")
# a superlative subject whose predicate is the value: what the catalogue's range reaches, not the
# item ("the biggest bottle of the woody fragrance is 100ml", "the largest size it comes in is")
# the size superlatives, and a superlative's subject up to the value it is said to be
_SUPERLATIVE_SUBJECT = re.compile(
    rf"(?:^|[,;:\u2014\u2013]\s*|\b(?:and|but|so)\s+)(?:the\s+)?(?:{_SIZE_SUPERLATIVES}|"
    r"cheapest|priciest|most expensive|least expensive|highest|lowest|newest|"
    rf"top){_SUPERLATIVE_IS}$",
    re.IGNORECASE,
)
# A variant looked for in the catalogue: "look up the black, 4-hour, non-water-resistant variant"
_LOOKUP_BEFORE = re.compile(
    r"\b(?:look(?:ing)? (?:up|for|into)|find|search(?:ing)? for|pull(?:ing)? up|price|quote|"
    r"check(?: on| for)?|(?:price|cost|availability) of)\s+(?:the\s+|a\s+|an\s+)"
    r"(?:[\w-]+,?\s+){0,4}$",
    re.IGNORECASE,
)
_WHICH_BEFORE = re.compile(r"\b(?:which|what)\s+$", re.IGNORECASE)
_NAMED_VARIANT_AFTER = re.compile(
    r"(?:\s+[\w-]+){0,2}?\s+(?:variant|version|model|option|edition)s?\b", re.IGNORECASE
)
_VARIANT_AFTER = re.compile(
    r"(?:,?\s+[\w-]+){0,4}?,?\s+(?:variant|version|model|option|edition|pair|one)s?\b",
    re.IGNORECASE,
)
# a size counted from another: "one size up is a 10", "the next size would be an L"
_COUNTED_SUBJECT = re.compile(
    r"\b(?:up|down|next|bigger|smaller|larger|half|double|twice|above|below|after|before|"
    r"instead|replacement|new|other)\b",
    re.IGNORECASE,
)


def _subject(doc: Any, found: tuple[Found, ...], names: list[str]) -> tuple[Found, ...]:
    """An indefinite value ("is a small") is the item's when its clause's subject names the item
    ("the black helmet is a small"); a size counted from another ("one size up from your 9s is
    a 10") is no use of the item's; otherwise, with no other value in its sentence ("it's an L"),
    it may be the item's: unsure."""
    if not found:
        return ()
    refs = find_refs(doc, names)
    valued = {doc.sentence_of(f.start) for f in found if f.mode != _INDEFINITE}
    out = []
    for f in found:
        if f.mode != _INDEFINITE:
            out.append(f)
            continue
        seg = doc.segments[doc.segment_of(f.start)]
        subject = doc.text[seg.start : f.start]
        if _COUNTED_SUBJECT.search(subject):
            continue
        if any(seg.start <= a < f.start for a, _ in refs):
            out.append(attrs.evolve(f, mode=""))
        elif doc.sentence_of(f.start) not in valued:
            out.append(Found(f.start, f.end, ()))
    return tuple(out)


_EITHER = re.compile(r"\beither\b", re.IGNORECASE)


# an item's noun as a contract names it ("thermostat", "water bottle"), and the determiners that
# make it the item it would become
_ITEM_NOUN = re.compile(r"[a-z][a-z-]{3,}(?: [a-z][a-z-]{2,}){0,2}")
_A_NEW_ONE = ("the new", "a new", "your new", "another", "the replacement", "a replacement")


def options_said(
    text: Any, about: Any, others: Any, option: Any, values: Any, shared: Any
) -> list[Any] | None:
    """The values of ``option`` that ``text`` says of the item named by ``about`` (not the items
    named by ``others``), each ``{kind, value, values, mode}``. ``values`` are the option's
    known values; ``shared`` are those that are also values of the item's other options."""
    if not isinstance(text, str):
        return None if text is None else []
    names, other_names = anchor_list(about), anchor_list(others if others is not None else [])
    if names is None or other_names is None or not isinstance(option, str):
        return None
    flat: list[Any] = []
    for v in values if isinstance(values, list) else []:
        flat += v if isinstance(v, list) else [v]
    known = tuple(str(v) for v in flat if v is not None and not isinstance(v, (dict, bool)))
    common = tuple(words(str(v)) for v in (shared if isinstance(shared, list) else []))
    # a value of the item's own other options is no other product's name ("Your coffee maker
    # (black, espresso, timer, 4 cups)": espresso is its type, not the Espresso Machine)
    own_values = {str(v).strip().lower() for v in (shared if isinstance(shared, list) else [])}
    if own_values & {str(n).strip().lower() for n in other_names}:
        other_names = [n for n in other_names if not listed_with_own(text, str(n), own_values)]
    # the item's own noun made a new one ("the new thermostat", "another thermostat", "the
    # replacement kettle") names the item it would become, not the user's: the longer reference
    # wins where they overlap ("your other chair" is left alone: the user may hold two)
    other_names = other_names + [
        f"{d} {n}" for n in names if _ITEM_NOUN.fullmatch(str(n)) for d in _A_NEW_ONE
    ]
    text = said_again(text)
    doc = parse(text)
    found = _subject(doc, _found(text, option, known, common), names)
    # (no value found: nothing for the other entities' names to take away)
    other_refs = find_refs(doc, other_names) if found else []
    # a value's words inside another entity's name ("an action camera") are that name
    found = tuple(f for f in found if not any(a <= f.start and f.end <= b for a, b in other_refs))
    # "half of what the 256 GB version offers", "twice the storage of the 1TB one": the value the
    # item is measured against is the other thing's, not the item's
    found = tuple(
        f for f in found if not _MEASURED_AGAINST.search(doc.text, max(0, f.start - 60), f.start)
    )
    # "The next step up is the 100ml", "there are blue versions": a variant, not the item's value
    found = tuple(
        f
        for f in found
        if not _NEXT_STEP_BEFORE.search(doc.text, max(0, f.start - 50), f.start)
        and not _THERE_ARE_BEFORE.search(doc.text, max(0, f.start - 30), f.start)
        # "the replacement is the 100ml", "the 100ml will follow": the new item's value
        and not _REPLACEMENT_BEFORE.search(doc.text, max(0, f.start - 50), f.start)
        and not (
            _ARRIVES_AFTER.match(doc.text, f.end)
            and not _SAME_RIGHT_BEFORE.search(doc.text, max(0, f.start - 12), f.start)
        )
        # "the battery drops to 4 hours", "the black one would have 4 hours": the value of what
        # the item would become, or of another variant named by a value the item does not have
        and not _CHANGED_TO_BEFORE.search(doc.text, max(0, f.start - 40), f.start)
        and not INSTEAD_OF_YOURS_AFTER.match(doc.text, f.end)
        and not another_variant(doc.text, f.start, own_values, known)
        # "The 8-hour pair would give you two more hours": a variant, not the user's
        and not (
            _CLAUSE_ARTICLE_BEFORE.search(doc.text, max(0, f.start - 8), f.start)
            and _WOULD_AFTER.match(doc.text, f.end)
        )
    )
    # "blue comes in a few versions": the catalogue's offer, not the item's value
    found = tuple(f for f in found if not _CATALOGUE_OFFER_AFTER.match(doc.text, f.end))
    ids = _item_ids(tuple(other_names)) if found else ()
    if found:
        # (an item id the run never showed, not the item's own, is another item's all the same:
        # "the 9-bar automatic 2L (3709608322)")
        own_ids = {str(n).strip() for n in names}
        ids += tuple(
            sorted({i for i in _UNSEEN_ID.findall(text) if i not in own_ids and i not in ids})
        )
    if ids:  # a sentence naming another variant's item id describes that variant
        # (on that line: a table's header naming the new item heads a column, not every row)
        # (and in that part of it between semicolons: "Yours is the Apple HomeKit one; the
        # black Google Assistant model (7747408585) is available")
        id_refs = find_refs(doc, ids)
        named = {_part(doc, a) for a, _ in id_refs}
        # (a part naming the item's own id too is read by whose each value is: "6452271382,
        # 1646531091 and 2757705742 are all IPX4")
        named -= {
            _part(doc, a)
            for a, _ in find_refs(doc, [n for n in own_ids if re.fullmatch(r"\d{10}", n)])
        }
        found = tuple(
            f
            for f in found
            if _part(doc, f.start) not in named
            or _YOURS_BEFORE.search(doc.text[max(0, f.start - 40) : f.start])
            # (the value a change to that variant starts from: "a 30 ml → 100 ml swap")
            or _ARROW_CHANGE.match(doc.text, f.end)
            or _own_clause_first(doc, f, id_refs)
        )
    # "the blue pair with the same 6-hour battery": the value kept from the item is the item's,
    # whatever variant the sentence names (not "the same battery as the black pair")
    same = [
        f
        for f in found
        if (
            _SAME_BEFORE.search(doc.text, max(0, f.start - 12), f.start)
            and not _SAME_AS_AFTER.match(doc.text, f.end)
        )
        # "the biggest bottle of your woody fragrance is the 100ml (item 3399869890)": the
        # value the user's own item is said to have, whatever variant the sentence names
        # (not "your stainless-steel water bottle": another item's name after it)
        or (
            _your_own(doc.text[max(0, f.start - 60) : f.start], common)
            and not any(f.end <= a <= f.end + 30 for a, _ in other_refs)
        )
        # "$141.53 less than the 2L one you have": the value of the one the user has
        or _YOU_HAVE_AFTER.match(doc.text, f.end) is not None
    ]
    # "Neither is water-resistant: both blue, $289.69 and $305.45": a value said of every one of
    # the items a sentence names, the target among them, is the target's too
    mine = find_refs(doc, names) if found else []
    same += [
        f
        for f in found
        if f not in same
        and _EVERY_ONE.match(doc.text, doc.sentences[doc.sentence_of(f.start)].start, f.end)
        and any(doc.sentence_of(a) == doc.sentence_of(f.start) for a, _ in mine)
    ]
    # "three blue items: the office chair, the speaker and the earbuds": a value said of a group
    # that the items named after it in its sentence make up, the target among them
    same += [
        f
        for f in found
        if f not in same
        and (g := _GROUP_AFTER.match(doc.text, f.end)) is not None
        and any(a >= g.end() and doc.sentence_of(a) == doc.sentence_of(f.start) for a, _ in mine)
    ]
    # "Two helmets, a black one and a white one. The order shows both as size S": "both" (all
    # three, each of them) right before the value, in a sentence naming nothing before it, takes
    # up the items the sentence before named, the target among them ("the speaker and the chair
    # are both blue" is theirs)
    same += [
        f
        for f in found
        if f not in same
        and _EVERY_BEFORE.search(doc.text, max(0, f.start - 40), f.start)
        and _takes_up_before(doc, f.start, mine, other_refs)
    ]
    # "Going from 4 ft to 6 ft is only $11.99 more": the value a change starts from is the
    # item's, in a message that names no other entity
    if not other_refs:
        same += [
            f
            for f in found
            if f not in same
            and _FROM_BEFORE.search(doc.text, max(0, f.start - 30), f.start)
            and _TO_AFTER.match(doc.text, f.end)
        ]
    # "A 30 ml → 100 ml swap": the value an arrowed change starts from is the item's
    same += [f for f in found if f not in same and _ARROW_CHANGE.match(doc.text, f.end)]
    # "the new pair has an 8-hour battery, up from the 6 hours on the white ones you had": the
    # value a change moves away from, said of what the user had
    same += [
        f
        for f in found
        if f not in same
        and _UP_FROM.search(doc.text, max(0, f.start - 20), f.start)
        and _YOU_HAVE_AFTER.search(doc.text[f.end : doc.sentences[doc.sentence_of(f.start)].end])
    ]
    rest = [f for f in found if f not in same]
    # an answer to a question about the item alone (the contract passes the answer's pronouns,
    # "yours", with its names) that names no other entity: its values are the item's ("750ml,
    # stainless, blue.")
    answer = "yours" in {str(n).lower() for n in names} and not find_refs(doc, other_names)

    def settle(ms: list[Mention]) -> str | None:
        return read_mentions([m.data("option") for m in ms], known[0], known[1])

    mentions = attribute(
        doc,
        rest,
        names,
        other_names,
        default_ours=answer,
        weak=option_names(option) or [],
        settle=settle if len(known) >= 2 else None,
    )
    # (a value the item is said to keep, mended after a slip, "your current 100ml — sorry, your
    # current 30ml bottle", is taken back as the others are)
    same_said = [Mention(f.values, mode_at(doc, f.start, f.end), f.start) for f in same]
    mentions = sorted([*mentions, *same_said], key=lambda m: m.start)
    mentions = mended(doc, mentions) if same_said else mentions
    # a value under a negated verb ("it won't hold a full litre", "doesn't have the 32GB"): the
    # item is said not to have it, which may follow from the other value: unsure
    mentions = [
        attrs.evolve(m, mode="unsure")
        if m.mode == "asserted" and _NEGATED_VERB.search(doc.text[max(0, m.start - 48) : m.start])
        else m
        for m in mentions
    ]
    # a figure said as a bound ("at least 128GB of storage", "1000ml or more"):
    # it fits more than one value, so the item's own is not said: unsure
    mentions = [
        attrs.evolve(m, mode="unsure")
        if m.mode in ("asserted", "reported", "hedged") and said_as_bound(doc.text, m.start)
        else m
        for m in mentions
    ]
    if any(m.mode in ("asserted", "reported") for m in mentions) and option_checked(doc, names):
        # "The order line shows a 6-hour battery ... I'll check the catalogue to see which
        # variant your earbuds actually are": what it said is put to the check
        mentions = [
            attrs.evolve(m, mode="asked") if m.mode in ("asserted", "reported") else m
            for m in mentions
        ]
    relative = option_relative(doc, known)
    if relative is not None:
        # the values said relative to the item are no values of its own: the one they derive is
        value, mode, lo, hi = relative
        kept = [m.data("option") for m in mentions if not lo <= m.start < hi]
        return [*kept, {"kind": "option", "value": value, "values": [value], "mode": mode}]
    if not mentions and (extreme := option_extreme(doc, known)) is not None:
        value, mode = extreme
        return [{"kind": "option", "value": value, "values": [value], "mode": mode}]
    if not mentions and known and option_check_announced(doc, option):
        # "The order record shows a different battery figure than that, so ... I'll look up the
        # catalogue entry to see which is right": the record's value (the first of ``values``)
        # put to the check the agent announces, none said
        return [{"kind": "option", "value": known[0], "values": [known[0]], "mode": "asked"}]
    if not mentions and known and option_asked(doc, names, option):
        # "could you tell me what size the jacket you ordered is?": the record's value (the
        # first of ``values``) put in question, none said
        return [{"kind": "option", "value": known[0], "values": [known[0]], "mode": "asked"}]
    # (an order's id names the item only for a value said of it: the order's other items may
    # be compared or described beside it)
    own = [n for n in names if not ORDER_ID.fullmatch(str(n))]
    if not mentions and (
        # (the item unnamed only where no value is said and no other item is named: "the
        # bookshelf with the same material and color" is the bookshelf's)
        option_compared(doc, own, option, unnamed=not found and not find_refs(doc, other_names))
        or option_described(doc, own, option, known)
        or option_characterised(doc, own, option)
        or option_ranked(doc, own, option, known)
        or option_vague(doc, own, known)
        or near_form(doc, own, known)
        or option_also_offered(doc, own, known)
        or option_partly_said(doc, own, known)
        # ("your speaker and your chair are blue too": as something spoken of is, perhaps the item;
        # not after the value said of another in the message: "the speaker is blue ... and the
        # chair is blue as well")
        or any(
            _TOO_AFTER.match(doc.text, f.end)
            and not any(g.start < f.start and g.values == f.values for g in found)
            for f in found
        )
    ):
        return [{"kind": "option", "value": None, "values": [], "mode": "unsure"}]
    return [m.data("option") for m in mentions]
