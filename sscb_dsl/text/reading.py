"""What a message says about one entity: references, attribution and modality.

The typed finders (dates, amounts, options, payment categories, done-claims) locate *value
mentions* in a message; this module decides, for each mention,

- **what it is about** — the nearest entity reference governing it: in its piece of clause
  (a value in parentheses right after a reference belongs to it), else its sentence, its line,
  the list item or ``Label:`` line it sits under, the earlier lines of its paragraph. A value
  governed by a reference to the target (``about``) is about the target; one governed by a
  reference to a sibling entity (``others``: the outbound leg, another item) is not; a value
  governed by nothing is about the target only when the message refers to the target and to no
  sibling, and is *unsure* when it could be the fault's value and the message leaves it open;
- **how it is said** — ``asserted`` (stated, planned, quoted from a tool), ``reported`` (stated
  as what a record or the system says: "is listed as"), ``hedged`` (the
  clause governing it is qualified: "it seems", "might", "if"), ``asked`` (a question about it, a
  request to confirm it, doubt about it: a verifying use), ``denied`` ("not May 18", "rather
  than", replaced by a later correction), or ``unsure`` (a value of the type the finder cannot
  resolve, e.g. "the 18th" when the month is open).

:func:`sscb_dsl.text.mention_reading.reading` turns the mentions and the two values v' and v into
one word a contract maps to a verdict.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from sscb_dsl.text.coordination import (
    CODE,
    coordinated_codes,
    coordinated_object,
    coordinated_subject,
)
from sscb_dsl.text.corrections import mended
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.layout import column_owner, head_owner
from sscb_dsl.text.message_scope import (
    checked_with_user,
    held_open,
    retracted,
    set_against_user,
    settled_either_way,
)
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.ownership import object_pronoun, possessed, topic_of_other
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.settled import (
    checked_later,
    doubt_unchecked,
    listed_pair,
    replaced_current,
    sided_with,
    went_by,
)
from sscb_dsl.text.unrelied import set_aside_mentions

# ---------------------------------------------------------------- mentions and attribution


@attrs.frozen
class Found:
    """A value mention a finder located: its span, its possible values (one when resolved;
    none when the finder saw a value of the type it could not resolve)."""

    start: int
    end: int
    values: tuple[str, ...]
    mode: str = ""
    """A mode the finder already knows (``denied`` for "not done"); empty: from the clause."""
    own_topic: bool = False
    """The mention is a phrase naming its own topic ("the refund from the purifier change"):
    a reference inside it governs it, whatever the sentence named before."""


@attrs.frozen
class Mention:
    """A mention attributed to the target, with its mode."""

    values: tuple[str, ...]
    mode: str
    start: int

    def data(self, kind: str) -> dict[str, Any]:
        """The mention as contracts see it: kind, value (when resolved), values, mode."""
        return {
            "kind": kind,
            "value": self.values[0] if len(self.values) == 1 else None,
            "values": list(self.values),
            "mode": "unsure" if not self.values else self.mode,
        }


# (a head noun that only carries the value may stand between: "the robotic one (item 62...)")
_PAREN_AFTER = re.compile(r"^(?:\s+(?:one|model|version|variant|pair|unit)s?)?\s*[(\[]")
# what may stand before the name in such a bracket: "(HAT290)", "(flight HAT290)", "(on your
# return)"; "(see your outbound)" comments
_LABEL_END = re.compile(r"[*_]*[^\S\n]*:[*_]*[^\S\n]")
_BRACKET_REST = re.compile(r"\s*(?:[,;:\u2014\u2013/-][^()]*)?")
_BRACKET_NAME = re.compile(
    r"\s*(?:(?:on|for|flight|the|your|leg|id|item|order|card|method|no\.?|number|#|:)\s*)*",
    re.IGNORECASE,
)
# "your <property> is <value>", "your <value> <thing>": what the user has, not another entity.
_OWN_PROPERTY = re.compile(
    r"\b(?:your|its|their)\s+(?:current\s+|existing\s+|original\s+)?\w+(?:\s\w+)?\s+"
    r"(?:is|was|are|were|'s|:|=|of)\s+(?:the\s+|a\s+|an\s+)?$",
    re.IGNORECASE,
)
_CLAUSE_BEGINS = re.compile(r"[;:\u2014]\s*|,\s+(?:and|so|but)\s+")
"""Where a clause inside a sentence begins."""
_ID_REF = re.compile(r"#?(?=[A-Z0-9]*\d)[A-Z0-9]{5,12}")
"""A reference by an entity's id (a booking code, an order number), not a topic word."""
_BUT_CLAUSE = re.compile(r"[;,\u2014\u2013]\s*but\s+", re.IGNORECASE)
"""Where a contrasting clause inside a sentence begins."""
_NO_ONE_BEFORE = re.compile(
    r"\b(?:nothing|none\s+of\s+(?:your|the|them|these|those)\b[^.;:!?]{0,20}|no\s+(?:other\s+)?"
    r"(?:flights?|trips?|bookings?|reservations?|legs?|orders?|items?|one))\b(?:\s+else)?"
    # (not across a clause of its own: "Nothing was modified and the white pair is still on
    # your order")
    r"(?:(?!\band\s+(?:the|your|its|it|they|their|this|that|these|those|you|we|i)\b)"
    r"[^.,;:!?\u2014]){0,50}$"
    r"|\b(?:clear|free|no\s+(?:clash|conflict|overlap)s?)\s+(?:on|for)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A clause whose subject is no entity ("nothing else of yours lands on", "you're clear on"): the
value after it is the day (or value) in question, said of no one."""
_EXCEPT_AFTER = re.compile(r"[\s,]*(?:except|besides|but|other than|apart from|save)\b", re.I)

_BACK_PRONOUN = re.compile(r"^\W*(?:and\s+|so\s+)?(?:its|their|it|they)\b", re.I)
"""A clause that starts by taking up what was named before it."""

_POSSESSIVE = re.compile(
    r"\byour\s+(?:current|existing|original|own|ordered|present)?\s*$", re.IGNORECASE
)


def _clause_end(doc: Doc, at: int, hi: int) -> int:
    """Where the clause running from ``at`` ends (a full stop, semicolon or dash), by ``hi``."""
    m = re.search(r"[.;!?]|\s[—–-]\s", doc.text[at:hi])
    return at + m.start() if m else hi


_ALL_BUT = re.compile(
    r"\b(?:everything|all (?:the |your |of the |of your )?(?:items?|orders?|bookings?|"
    r"reservations?|flights?|trips?|cards?|methods?|others|rest|of them)|the rest)\b",
    re.IGNORECASE,
)
_EXCEPT = re.compile(
    r"\b(?:except(?: for)?|other than|apart from|besides|save for|but not|excluding)\b", re.I
)
_ALSO_AFTER = re.compile(
    r"[*_`]*\s*,?\s*(?:and|&)\s+(?:so|the same goes for|same for)\s+(?:(?:is|are|does|do|has|have)"
    r"\s+)?(?:the\s+|your\s+|my\s+)?|[*_`]*\s*,?\s*as\s+(?:is|are)\s+(?:the\s+|your\s+|my\s+)?"
    # "The one in #W4073673 has 32GB of RAM, the same as the one in #W2905754"
    r"|(?:\s+[\w-]+){0,3}?[*_`]*\s*,?\s*(?:just\s+)?(?:the\s+)?same\s+as\s+(?:(?:the\s+one|that|those|the\s+"
    r"ones?)\s+(?:in|on|of|for)\s+)?(?:the\s+|your\s+|my\s+|order\s+)?",
    re.IGNORECASE,
)
# (a table cell's border too: "| has been cancelled | #W9722559 |")
_LABEL_GAP = re.compile(r"[\s*_]*[:\u2014\u2013|-][\s*_]*")
_RELATIVE_AFTER = re.compile(
    r"\s*\)?\s*,\s*(?:which|who|whose \w+)\s+(?:is|are|was|were|leaves?|departs?|flies|returns?|"
    r"has|have|holds?|comes?)\b[^.;!?,]{0,30}",
    re.IGNORECASE,
)
_LIKE_BEFORE = re.compile(
    r"(?:^|[,;(\u2014\u2013.!?]\s*)(?:just\s+|much\s+)?(?:like|unlike|as with|similar to|same as|"
    r"as opposed to)\s+(?:the\s+|your\s+|my\s+|that\s+"
    r"|this\s+)?$",
    re.IGNORECASE,
)
_COMPARED_TOO = re.compile(
    r"\s*,?\s*(?:or|and|nor)\s+(?:the\s+|your\s+|my\s+|an?\s+)?", re.IGNORECASE
)
"""Between a compared reference and one coordinated with it ("like the speaker or the chair")."""
_COMPARED = re.compile(
    r"\b(?:before|after|than|prior to|ahead of|behind)\s+(?:your|the|its|his|her|their|our)?\s*$"
    # ("May 17, which I doubt, since it's before you'd even land in San Francisco")
    r"|\b(?:before|prior to|ahead of)\s+(?:you|they|he|she|we)(?:'d|'ll| would| will| can)?\s+"
    r"(?:even\s+|ever\s+|actually\s+)?(?:(?:land|arrive|get|reach)\s+(?:in|at|to)?\s*)?$",
    re.IGNORECASE,
)
"""A reference after a value and a comparison word is what the value is compared with."""


_ON_CODE_AFTER = re.compile(r"[*_]*,?\s+(?:on|aboard|via)\s+(?:flight\s+)?[*_`]*", re.IGNORECASE)
# what gives a bracket's later member a value of its own, or sets it apart
_OWN_VALUE = re.compile(
    r"\d|\b(?:not|unlike|rather|vs|versus|except|but|is|are|was|were|on|instead)\b", re.IGNORECASE
)
_UNNAMED_HOLDER = re.compile(
    r"\b(?:the|your|that|this|their|his|her)\s+(?:[A-Z][\w.'-]*\s+){1,3}(?:trip|booking|"
    r"reservation|flight|journey|outbound|order)s?\s+(?:(?:is|was|are|were)\s+)?(?:on\s+)?$"
)
_DETERMINER_BEFORE = re.compile(r"\b(?:the|your|its|their|that|this|our|my)\s+$", re.IGNORECASE)
# up to two words between a value and the noun it modifies ("blue fabric chair"), and the
# preposition placing that noun in an entity ("... chair in #W5733668", "... hose from order #W7")
_NOUN_GAP = re.compile(r"(?:\s+[\w-]+){0,2}\s+")
_POSSESSIVE_AFTER = re.compile(r"['\u2019]s\s+(?:flight\s+)?[*_`]*")
_PLACED_IN = re.compile(r"\s+(?:in|from|on)\s+(?:(?:order|reservation|booking)\s+)?")


def route_chains(doc: Doc, refs: Sequence[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """References that overlap are one route through several stops ("Orlando → Phoenix →
    LaGuardia" holds "Orlando → Phoenix" and "Phoenix → LaGuardia"): the journey is each of
    its legs, the target's when one of them is."""
    out: list[tuple[int, int, bool]] = []
    for r in sorted(refs):
        # (the shared part is a place: "come home" and "home to LA" share no stop)
        if out and r[0] < out[-1][1] and doc.text[r[0] : r[0] + 1].isupper():
            last = out[-1]
            out[-1] = (last[0], max(last[1], r[1]), last[2] or r[2])
        else:
            out.append(r)
    return out


def unnamed_holder(doc: Doc, start: int, refs: Sequence[tuple[int, int, bool]]) -> bool:
    """Is the value at ``start`` said of a trip or order named only by places no reference
    covers ("the Denver trip on the 27th")? Whose it is, the text does not say."""
    holder = _UNNAMED_HOLDER.search(doc.text, max(0, start - 60), start)
    if holder is None:
        return False
    return not any(holder.start() <= r[1] and r[0] < start for r in refs)


def _own_cell(
    doc: Doc, start: int, refs: Sequence[tuple[int, int, bool]]
) -> Sequence[tuple[int, int, bool]]:
    """In a markdown table row, the references of the value's own cell when it has any ("| SE9KEL
    | 5/17 LAX → SFO → BOS | 5/29 BOS → MIA → LAX |": the 29th is the BOS → MIA leg's, not the
    SFO → BOS leg's of the cell before); all of ``refs`` otherwise."""
    line = doc.lines[doc.line_of(start)]
    if not doc.text[line.start : line.end].lstrip().startswith("|"):
        return refs
    lo = doc.text.rfind("|", line.start, start) + 1
    hi = doc.text.find("|", start, line.end)
    hi = line.end if hi < 0 else hi
    cell = [r for r in refs if lo <= r[0] and r[1] <= hi]
    return cell or refs


def governing(doc: Doc, start: int, end: int, refs: Sequence[tuple[int, int, bool]]) -> bool | None:
    """Whether the nearest reference governing the value at ``start:end`` is the target's
    (True), a sibling's (False), or none (None)."""
    refs = route_chains(doc, refs)
    piece = doc.pieces[doc.piece_of(start)]
    # a reference in parentheses right after the value ("May 20 (HAT290)") names it
    tail = doc.text[end : min(len(doc.text), end + 60)]
    if _PAREN_AFTER.match(tail):
        close = tail.find(")")
        opening = end + tail.find("(") + 1
        inside = [r for r in refs if end <= r[0] and (close < 0 or r[1] <= end + close + 1)]
        # the bracket names the value's owner when it opens with the name ("May 20 (HAT290)",
        # "(flight HAT290)"), not when it comments ("(this looks inconsistent with your outbound)")
        # (a topic word names it only ending the bracket: "(refund of $2,468.70 to PayPal)"
        # comments)
        if (
            inside
            and _BRACKET_NAME.fullmatch(doc.text, opening, inside[0][0])
            and (
                close < 0
                or not doc.text[inside[0][0] : inside[0][1]].islower()
                or _BRACKET_REST.fullmatch(doc.text, inside[0][1], end + close)
            )
        ):
            # (a bracket listing several, each with no value of its own, names each: "Tuesday
            # the 28th (HAT134 up, HAT032 back to SFO)")
            rest = doc.text[inside[0][1] : end + close] if close >= 0 else ""
            for r in inside[1:]:
                rest = rest.replace(doc.text[r[0] : r[1]], " ")
            if len(inside) > 1 and not _OWN_VALUE.search(rest):
                return any(r[2] for r in inside)
            return inside[0][2]
    # a flight's code right after the value, "on" or "aboard" it, names it ("home on Tuesday the
    # 28th on HAT266"), whatever came before
    on = _ON_CODE_AFTER.match(doc.text, end)
    if on:
        aboard = [r for r in refs if r[0] == on.end() and CODE.fullmatch(doc.text, r[0], r[1])]
        if aboard:
            return aboard[0][2]
    # a value with a possessive right before a flight's code is that flight's ("Sunday's
    # HAT003 and Monday's HAT290"), whatever came before
    owned = _POSSESSIVE_AFTER.match(doc.text, end)
    if owned:
        aboard = [r for r in refs if r[0] == owned.end() and CODE.fullmatch(doc.text, r[0], r[1])]
        if aboard:
            return aboard[0][2]
    # a value right after a trip named by places and no reference ("doesn't double up with
    # the Denver trip on the 27th") is that trip's, which the text does not say
    if unnamed_holder(doc, start, refs):
        return None
    # a value modifying the noun after it ("the May 24 outbound", "your 8-hour pair") is that
    # noun's, whatever was named before
    if _DETERMINER_BEFORE.search(doc.text, max(0, start - 12), start):
        # ... and the noun's is the entity its phrase places it in ("the blue fabric chair in
        # #W5733668": that order's chair)
        noun = [r for r in refs if r[0] > end and _NOUN_GAP.fullmatch(doc.text, end, r[0])]
        if noun:
            placed = [
                r
                for r in refs
                if r[0] > noun[0][1]
                and _PLACED_IN.fullmatch(doc.text, noun[0][1], r[0])
                and not doc.text[r[0] : r[1]].islower()
            ]
            if placed:
                return placed[0][2]
        head = [r for r in refs if r[0] > end and not doc.text[end : r[0]].strip()]
        if head:
            return head[0][2]
    row = doc.lines[doc.line_of(start)]
    label = _LABEL_END.match(doc.text, end, row.end)
    if label and not any(row.start <= r[0] < start for r in refs):
        # "- **Thursday the 16th:** LAS → IAH (HAT266), then IAH → ORD (HAT044)", "All four
        # went through: 8C8K4E, LU15PA, MSJ4OA and I6M8JQ": a value labelling what follows on
        # its line, no entity named before it, is said of every entity named there
        # (the entities listed right after the label, in its sentence)
        stop = min(row.end, doc.sentences[doc.sentence_of(start)].end)
        listed = [
            r
            for r in refs
            if label.end() <= r[0] and r[1] <= stop and not doc.text[r[0] : r[1]].islower()
        ]
        # (a list, not a phrase: "Here's what went through: the cabin change on XEHM4B ..."; a
        # possessive lists a part: "... XEHM4B's cabin change ...")
        if (
            listed
            and not re.search(r"[A-Za-z]", doc.text[label.end() : listed[0][0]])
            and not any(doc.text.startswith(("'s", "\u2019s"), r[1]) for r in listed)
        ):
            return any(r[2] for r in listed)
    in_table, column = column_owner(doc, start, refs)
    if in_table:
        # "| Zoom | 5x | 10x |" under "| Option | Current (item 59...) | New (...) |": the
        # column's entity, or none when only other columns' headers name one
        return column
    # "everything except the makeup kit is blue", "everything's cancelled except UDMOP1": said
    # of every entity but the ones excepted; the target is among them unless its own sentence
    # names it
    lo, hi = _sentence_bounds(doc, start)
    every = _ALL_BUT.search(doc.text, lo, start)
    but = _EXCEPT.search(doc.text, every.end(), hi) if every else None
    if every and but:
        # "everything except #W9911714, which now goes to 101 Highway": a relative clause after
        # the excepted entity is said of it
        excepted = [r for r in refs if but.start() <= r[0] and r[1] <= start]
        if excepted and re.match(
            r"\s*,\s*(?:which|who|whose)\b[^.;:!?\u2014\u2013]*$", doc.text[excepted[-1][1] : start]
        ):
            return excepted[-1][2]
        # ... and so is what a colon after it opens ("Everything matches the catalogue except
        # the thermostat: the order says Google Assistant, the catalogue Apple HomeKit")
        if excepted and re.match(r"[^.;!?:]{0,20}:\s", doc.text[excepted[-1][1] : start]):
            return excepted[-1][2]
        # the excepted part: from the exception to the value, or to the next clause after it
        stop = start if but.start() < start else _clause_end(doc, but.end(), hi)
        # the target excepted is no bearer of the value; otherwise it is among "everything"
        return not any(r[2] and but.start() <= r[0] < stop for r in refs)
    # "the laptop is black, and so is the desk lamp": the value is said of the later one too
    also = _ALSO_AFTER.match(doc.text, end)
    if also and any(r[0] == also.end() and r[2] for r in refs):
        return True
    # "HAT106 is on May 18, unlike HAT105, which is on May 20": a relative clause right after a
    # reference is said of it, whatever it is compared with
    for r in refs:
        if r[1] <= start and _RELATIVE_AFTER.fullmatch(doc.text, r[1], start):
            return r[2]
    # "the desk lamp, like the laptop, is black": what the subject is compared with governs
    # nothing
    # (nor what is coordinated with it: "like the speaker or the chair")
    compared: list[tuple[int, int, bool]] = []
    for r in sorted(refs):
        if _LIKE_BEFORE.search(doc.text, max(0, r[0] - 30), r[0]) or (
            compared and _COMPARED_TOO.fullmatch(doc.text, compared[-1][1], r[0])
        ):
            compared.append(r)
    refs = [r for r in refs if r not in compared]
    # "HAT124 finishes it into Los Angeles on the 22nd": a pronoun after the clause's subject is
    # its object; the subject governs
    refs = [r for r in refs if not object_pronoun(doc, r, refs)]
    scopes = [
        (piece.start, piece.end),
        _seg_bounds(doc, start),
        _sentence_bounds(doc, start),
        (doc.lines[doc.line_of(start)].start, doc.lines[doc.line_of(start)].end),
    ]
    for lo, hi in scopes:
        before = [r for r in refs if lo <= r[0] and r[1] <= start]
        if before:
            lo_s, _ = _sentence_bounds(doc, start)
            in_sentence = [r for r in refs if lo_s <= r[0] and r[1] <= start]
            if not in_sentence or in_sentence[-1] != before[-1]:
                return before[-1][2]
            return coordinated_subject(doc, in_sentence, start)
        # what comes later governs only within the value's own sentence: "... still on it. No
        # refund has gone out." does not give the first sentence's claim to the refund
        sentence_end = doc.sentences[doc.sentence_of(start)].end
        later = [
            r
            for r in refs
            if end <= r[0]
            and r[1] <= min(hi, sentence_end)
            # ("it is now reflected on your account": where it shows, not what changed; "the
            # difference is on its way back to your PayPal": where the money goes)
            and not _SHOWN_ON.search(doc.text, max(0, r[0] - 30), r[0])
            and not MONEY_TO.search(doc.text, max(0, r[0] - 30), r[0])
        ]
        if later and _COMPARED.search(doc.text[end : later[0][0]]):
            # "May 26, which is before your outbound": compared with it, not its; the owner is
            # named before it, in a wider scope, or not at all
            continue
        if later and _NEXT_ELEMENT.search(doc.text[end : later[0][0]]) and not later[0][2]:
            # "a fifty-millilitre bottle of the fragrance, an iron dumbbell set, ...": the next
            # element of a list is not what this one's value is said of
            return None
        if later and (
            _LATER_CLAUSE.fullmatch(doc.text, end, later[0][0])
            or (
                _LATER_WITH.fullmatch(doc.text, end, later[0][0])
                and _OWN_FIGURE.match(doc.text, later[0][1], sentence_end) is not None
            )
            or _LATER_PLAN.search(doc.text, end, later[0][0])
        ):
            # "the record says 2024-05-23, and your outbound HAT300 isn't until the 25th": a
            # subject opening a later clause governs that clause, not the value before it; the
            # value's owner is named before it, in a wider scope, or not at all
            continue
        opening = doc.sentences[doc.sentence_of(start)].start
        if (
            later
            and _PRONOUN_SUBJECT.match(doc.text, opening, start)
            and _CLAUSE_BEGINS.search(doc.text, end, later[0][0])
            and any(r[1] <= opening for r in refs)
        ):
            # "It's the blue pair — the Bluetooth Speaker in that order is ...": a value said of
            # the pronoun subject, the entity before the sentence, not of a name after a break
            continue
        if later:
            return coordinated_object(
                doc, [r for r in refs if later[0][0] <= r[0] and r[1] <= sentence_end]
            )
    line = doc.line_of(start)
    here = doc.lines[line]
    below = [
        i
        for i in range(line + 1, min(len(doc.lines), line + 12))
        if line in doc.ancestors(i) and doc.lines[i].paragraph == here.paragraph
    ]
    if here.bullet and below:  # a list item's own sub-items describe it ("- Item ID: ...")
        inside = [r for r in refs for i in below if doc.lines[i].start <= r[0] < doc.lines[i].end]
        if inside:
            return inside[0][2]
    return head_owner(doc, line, refs)


_SHOWN_ON = re.compile(
    r"\b(?:reflected|showing|visible|shown|displayed|appear(?:s|ing)?|show(?:s)? up) (?:on|in) "
    r"(?:your|the) $",
    re.IGNORECASE,
)
# where money goes ("... back to your PayPal"): a destination, not what a claim is about
MONEY_TO = re.compile(
    r"\b(?:back|refunded|credited|charged|billed|deposited)\s+(?:onto|into|to|on)\s+(?:your|the)\s+$",
    re.IGNORECASE,
)
_LATER_CLAUSE = re.compile(
    r"[\s\"'`*)\]]*[,;]\s*(?:and|but|while|whereas|though|although)\s+(?:your|the|its|his|her|their|our)?\s*"
    r"(?:\w+\s+)?$",
    re.IGNORECASE,
)
# a phrase added after the value, about another: "HAT290 is on the 18th, with the outbound
# HAT003 on the 19th" (the value is the clause's subject's)
_LATER_WITH = re.compile(
    r"[\s\"'`*)\]]*,\s*(?:with|along with|together with|plus|and then)\s+"
    r"(?:your|the|its|his|her|their|our)?\s*(?:\w+\s+)?$",
    re.IGNORECASE,
)
# ... when that phrase gives the other its own value ("Monday the 20th, with HAT228 Los Angeles
# → Newark" names what flies that day)
_OWN_FIGURE = re.compile(r"[^;.!?\n]*?\d")
# the agent's own plan in a later clause: "..., so I'll check again before adding the bag"
_LATER_PLAN = re.compile(
    r"[,;]\s*(?:(?:so|and|then|but)\s+)?(?:i|we)(?:'ll| will| can|'d| need to| want to)\b",
    re.IGNORECASE,
)
# a sentence whose subject is a pronoun or a noun taking up what came before ("It's the ...",
# "That one is ...", "Since your bottle is the ..."), no clause break before the value
_PRONOUN_SUBJECT = re.compile(
    r"\W*(?:(?:and|so|but|also|then|yes|okay|ok|right|now|well|actually|since|because|as|given "
    r"that|now that|seeing (?:as|that))\W+)?(?:it|they|that(?: "
    r"one)?|this(?: one)?|both|yours|theirs|(?:your|the|this|that) [\w-]+(?: [\w-]+)?)"
    r"(?:['\u2019](?:s|re)|\s+(?:is|are|was|were|has|have|comes|come))\b[^,;:\u2014\u2013()\n]*$",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:\u2014\u2013(]|\s-\s")
_NEXT_ELEMENT = re.compile(
    r",\s+(?:and\s+|plus\s+|as well as\s+|along with\s+|together with\s+)?"
    r"(?:a|an|the|one|two|three|four|\d+)\b|\s+and\s+(?:a|an|one|two|three|\d+)\b|;",
    re.IGNORECASE,
)


def _seg_bounds(doc: Doc, pos: int) -> tuple[int, int]:
    s = doc.segments[doc.segment_of(pos)]
    return s.start, s.end


def _sentence_bounds(doc: Doc, pos: int) -> tuple[int, int]:
    s = doc.sentences[doc.sentence_of(pos)]
    return s.start, s.end


def _found_mode(doc: Doc, f: Found) -> str:
    """How a finding is said: the finder's own mode, else the clause's. What the finder calls
    reported ("the change request was accepted") is still hedged by its sentence ("..., though
    I'd treat that as provisional"); a check of it is read where the report is (verifying)."""
    if not f.mode:
        return mode_at(doc, f.start, f.end)
    if f.mode == "reported" and mode_at(doc, f.start, f.end) == "hedged":
        return "hedged"
    return f.mode


# "both" / "all three" right before the predicate: what follows is said of each subject before it
_BOTH_BEFORE = re.compile(
    r"\b(?:(?:are|were|is|was|'re|have been|has been|got|get)\s+)?(?:both|all(?:\s+(?:two|three|"
    r"four|of them))?)\s+(?:(?:been|now|already|just)\s+)*[\w-]*\s*$",
    re.IGNORECASE,
)
# a coordinated clause whose subject is no entity: "... and $943.83 is on its way back"
_AND_JOINED = re.compile(
    r"[^.;:!?\n]{0,20}?\band\s+(?:the\s+|its\s+|their\s+)?(?:\$|USD\s?)?[\d,.]*"
    r"\s*(?:is|are|was|were|has|have|will)?\s*",
    re.IGNORECASE,
)


# what answers a call: "the system returned 'cancelled'", "the update returned success"
_ANSWERER_BEFORE = re.compile(
    r"\b(?:system|call|tool|api|update|request|response|server|it|that)\s+$", re.IGNORECASE
)


def answered_verb(doc: Doc, start: int, end: int) -> bool:
    """Whether the reference at ``start:end`` is "returned" said of a call's answer ("the system
    returned 'cancelled'"): the verb of the acknowledgement, not a return of items."""
    return doc.text[start:end].lower() == "returned" and bool(
        _ANSWERER_BEFORE.search(doc.text, max(0, start - 20), start)
    )


# a change's noun whose object is the target's value ("the switch to your Visa ending 8902"):
# the change is the one to that value, not another change the noun may name
_CHANGE_TO = re.compile(
    r"(?:switch|swap|change|move|modification|update)(?:es|s)?\s+(?:over\s+)?(?:to|onto)\s+"
    r"(?:your\s+|the\s+|an?\s+)?",
    re.IGNORECASE,
)


def attribute(
    doc: Doc,
    found: Iterable[Found],
    about: Sequence[str],
    others: Sequence[str],
    matters: Callable[[tuple[str, ...]], bool] = lambda values: True,
    default_ours: bool = False,
    weak: Sequence[str] = (),
    self_topic: bool = False,
    settle: Callable[[list[Mention]], str | None] | None = None,
) -> list[Mention]:
    """The found mentions that are about the target, each with its mode (see module doc).

    ``matters(values)`` says whether an unattributed mention could bear on the fact (then it is
    unsure rather than ignored); ``default_ours`` attributes unattributed mentions to the target
    (a message about one entity only); ``weak`` anchors name the target only where no other
    reference governs a value (an option's name, "color", names a property any item has);
    ``self_topic``: a mention whose own words name a topic is about it unless a reference comes
    before it in its sentence; ``settle`` reads a list of mentions (the contract's reading): an
    unattributed mention that reads the same either way is dropped (see ``settled_either_way``).
    """
    found = list(found)
    if not found:
        return []  # no mention to attribute (what follows would give none either)
    # Where a reference to the target and one to a sibling overlap, the longer names the entity
    # ("Tea Kettle" is not the "kettle" of an Electric Kettle; "Water Bottle" is not another
    # product's "bottle"); the same span is the target's.
    mine_all = find_refs(doc, about)
    theirs_all = find_refs(doc, others)
    mine = [
        (a, b, True)
        for a, b in mine_all
        if not any(c <= a and b <= d and d - c > b - a for c, d in theirs_all)
    ]
    theirs = [
        (a, b, False)
        for a, b in theirs_all
        if not any(a < d and c < b and d - c >= b - a for c, d, _ in mine)
        and not answered_verb(doc, a, b)
        and not any(0 <= c - a <= 40 and _CHANGE_TO.fullmatch(doc.text, a, c) for c, _, _ in mine)
    ]
    own_refs = topic_of_other(doc, possessed(doc, sorted(mine + theirs)))
    refs = coordinated_codes(doc, own_refs)
    weak_refs = [(a, b, True) for a, b in find_refs(doc, weak)]
    only_ours = bool(mine or weak_refs) and not theirs
    out: list[Mention] = []
    unowned: dict[int, Mention] = {}  # what an unattributed value would say, were it the target's
    paired = _respectively(doc, found, own_refs)  # (each its own: no coordination shared)
    prev: tuple[int, int, bool | None] | None = None  # the last claim's end, sentence, owner
    for f in found:
        if f.start in paired:
            if paired[f.start]:
                out.append(Mention(f.values, _found_mode(doc, f), f.start))
            continue
        before = doc.text[max(0, f.start - 60) : f.start]
        inside = [r for r in refs if f.start <= r[0] and r[1] <= f.end] if self_topic else []
        sentence = doc.sentences[doc.sentence_of(f.start)]
        head = doc.text[sentence.start : f.start]
        clause = sentence.start + max((m.end() for m in _CLAUSE_BREAK.finditer(head)), default=0)
        # (a subject before a contrast does not govern a claim naming its own topic after it:
        # "Checked bags can't be removed once added — but your new nonstop keeps the same
        # allowance")
        contrast = sentence.start + max((m.end() for m in _BUT_CLAUSE.finditer(head)), default=0)
        earlier = [
            r
            for r in refs
            if r[1] <= clause and not any(g.start <= r[0] and r[1] <= g.end for g in found)
        ]
        nobody = _NO_ONE_BEFORE.search(doc.text, clause, f.start)
        if nobody:
            tail = _CLAUSE_BREAK.search(doc.text, f.end, sentence.end)
            stop = tail.start() if tail else sentence.end
        if (
            nobody
            and not _EXCEPT_AFTER.match(doc.text, f.end)
            and not any(nobody.start() <= r[0] < stop for r in refs)
        ):
            # "nothing else you have falls on the 27th": the day asked about ("there is no
            # flight on May 18 for HAT106" names whose day it denies)
            continue
        if (
            self_topic
            and earlier
            and not f.own_topic
            and _BACK_PRONOUN.search(doc.text[clause : f.start])
        ):
            # "WUNA5K is cancelled; its refund goes back ...": a pronoun opening the claim's
            # clause takes up the entity named last before it (not a noun phrase naming its own
            # change: "... it will carry over onto your new HAT266 flight")
            gov: bool | None = earlier[-1][2]
        elif (
            inside
            and doc.lines[doc.line_of(f.start)].bullet
            and not any(sentence.start <= r[0] and r[1] <= f.start for r in refs)
            # (an item naming another entity is that entity's, whatever its head: "Here's
            # where the returns stand:" then "1. #W7181492 — garden hose: set up ✔")
            and all(r[2] for r in inside)
            and (header := head_owner(doc, doc.line_of(f.start), refs)) is not None
        ):
            # "**Order #W3289292**" then "- Status: cancelled": the item's head names whose
            gov = header
        elif inside and (
            labelled := [
                r
                for r in refs
                if f.end <= r[0] < doc.lines[doc.line_of(f.start)].end
                and (
                    _LABEL_GAP.fullmatch(doc.text, f.end, r[0])
                    or (
                        doc.text[: f.end].rstrip().endswith(":")
                        and not doc.text[f.end : r[0]].strip()
                    )
                )
            ]
        ):
            # "- cancelled: #W3289292": the state as a label, then whose; a list after the label
            # ("Cancelled: 8C8K4E, LU15PA, ...") says it of each
            listed = [
                r
                for r in refs
                if labelled[0][0] <= r[0] < doc.sentences[doc.sentence_of(f.start)].end
                and doc.line_of(r[0]) == doc.line_of(f.start)
            ]
            gov = True if any(r[2] for r in listed) else labelled[0][2]
        elif named_in := [r for r in inside if _ID_REF.fullmatch(doc.text, r[0], r[1])]:
            # the claim's own words name its entity ("so with JG7FMM now downgraded too"): it
            # is that entity's, whatever the sentence named before
            gov = named_in[0][2]
        elif inside and (
            f.own_topic or not any(contrast <= r[0] and r[1] <= f.start for r in refs)
        ):
            # a claim naming its own topic with no subject named before it ("Both orders are
            # cancelled: ... back to your PayPal"): the claim is about that topic
            gov = inside[0][2]
        elif (
            weak_refs
            and _OWN_PROPERTY.search(before)
            and any(b <= f.start and f.start - b < 40 for _, b, _ in weak_refs)
        ):
            gov = True  # "your scent is the oriental": the property of yours
        elif inside:
            # a subject named before the claim governs it, not the claim's own topic words
            # ("WUNA5K is cancelled": WUNA5K's cancellation)
            outside = [r for r in refs if not any(g.start <= r[0] and r[1] <= g.end for g in found)]
            gov = governing(doc, f.start, f.end, outside)
            if gov is None:
                gov = inside[0][2]
        elif straddled := [r for r in refs if r[0] < f.start < r[1]]:
            # a reference the finding begins inside ("the fare difference went back": the
            # claim's words are the reference's too) names what it is about
            gov = straddled[0][2]
        else:
            gov = governing(doc, f.start, f.end, _own_cell(doc, f.start, refs))
            if (
                prev is not None
                and prev[1] == doc.sentence_of(f.start)
                and not any(prev[0] <= r[0] < f.start for r in refs)
                and _AND_JOINED.fullmatch(doc.text, prev[0], f.start)
            ):
                # "#W9722559 is cancelled and $943.83 is on its way back": a clause joined to a
                # claim with no entity of its own continues that claim's
                gov = prev[2]
            both = _BOTH_BEFORE.search(doc.text, clause, f.start)
            if gov is False and both and any(r[2] for r in refs if clause <= r[0] < both.start()):
                # "with the boots-and-kettle order and the charger order both cancelled": said of
                # each of the subjects coordinated before it, the target among them
                gov = True
        prev = (f.end, doc.sentence_of(f.start), gov)
        if gov is None and weak_refs:
            gov = governing(doc, f.start, f.end, weak_refs)
        if gov is None and _POSSESSIVE.search(before):
            gov = True  # "your current oriental 30ml bottle"
        if gov is False:
            continue
        mode = _found_mode(doc, f)
        if gov is None and only_ours and unnamed_holder(doc, f.start, refs):
            # (the message names only the target, but this value is said of a trip it names
            # by places alone: perhaps another)
            if matters(f.values):
                out.append(Mention((), "unsure", f.start))
                if f.values:
                    unowned[f.start] = Mention(f.values, mode, f.start)
            continue
        if gov is None and not (default_ours or only_ours):
            if not matters(f.values):
                continue
            out.append(Mention((), "unsure", f.start))
            if f.values:
                unowned[f.start] = Mention(f.values, mode, f.start)
            continue
        out.append(Mention(f.values, mode, f.start))
    out = held_open(doc, retracted(doc, replaced_current(doc, mended(doc, out))))
    out = went_by(doc, checked_with_user(doc, set_against_user(doc, sided_with(doc, out))))
    out = doubt_unchecked(doc, checked_later(doc, out))
    out = set_aside_mentions(doc, listed_pair(doc, out))
    return settled_either_way(out, unowned, settle) if settle is not None else out


def _respectively(
    doc: Doc, found: list[Found], refs: Sequence[tuple[int, int, bool]]
) -> dict[int, bool]:
    """ "HAT105 and HAT106 leave on May 20 and May 18, respectively": in a sentence saying
    "respectively", the values pair with the entities named before them, in order (when there
    are as many of each); whether each value is the target's, by its start."""
    out: dict[int, bool] = {}
    if "respectively" not in doc.text.lower():
        return out
    for i, sentence in enumerate(doc.sentences):
        text = doc.text[sentence.start : sentence.end]
        if "respectively" not in text.lower():
            continue
        values = [f for f in found if doc.sentence_of(f.start) == i]
        if not values:
            continue
        named = [r for r in refs if sentence.start <= r[0] and r[1] <= values[0].start]
        if len(named) == len(values) > 1:
            out.update({f.start: r[2] for f, r in zip(values, named, strict=True)})
    return out
