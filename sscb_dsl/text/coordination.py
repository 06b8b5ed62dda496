"""Coordination: what a value said beside several references joined by "and" is said of.

Codes of one kind coordinated right after the target's share what is said of the pair ("the
return HAT219/HAT181 on the 30th"); a value after coordinated subjects with a plural predicate
is said of each ("both the lamp and the laptop are black"); a value before coordinated objects
that no predicate follows is said of each ("on Monday the 27th you have the OBUT9V outbound and
the Orlando → Phoenix leg"). Used by reading.governing.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from sscb_dsl.text.discourse import Doc


def coordinated_codes(doc: Doc, refs: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """Another entity's code coordinated right after the target's ("the return HAT219/HAT181
    on the 30th", "(HAT161 and HAT066) is on the 30th") shares what is said of the pair: its
    reference counts as the target's there."""
    out = list(refs)
    for i in range(1, len(refs)):
        a, b, ours = refs[i]
        pa, pb, prev_ours = out[i - 1]
        if (
            not ours
            and prev_ours
            and pb <= a
            # (ids of one kind only: "the headphones and the keyboard" may differ in anything)
            and CODE.fullmatch(doc.text, a, b)
            and CODE.fullmatch(doc.text, pa, pb)
            and _COORDINATOR.fullmatch(doc.text, pb, a)
        ):
            out[i] = (a, b, True)
    return out


# ("HAT161, then HAT066, on the 30th": a sequence of the pair, what follows said of both)
_COORDINATOR = re.compile(
    r"[*_`\s]*(?:and|&|/|\+|,|(?:,\s*)?(?:and\s+)?then|followed by|\u2192|->)[*_`\s]*(?:the\s+)?",
    re.IGNORECASE,
)
CODE = re.compile(r"#?[A-Z]{2,4}\d{3,}|#?[A-Z0-9]{6}")
_AND = re.compile(r"\s*(?:,\s*)?(?:and|&|as well as)\s+(?:the |your |my )?", re.IGNORECASE)
_PLURAL_PREDICATE = re.compile(
    # (a plural head noun may close the coordination: "the DTW → MSP and MSP → EWR legs are")
    # (or a singular one the last subject's: "your return and the FQ8APE departure are both")
    r"(?:\s+(?:legs|flights|segments|items|orders|reservations|bookings|trips|ones|departure|"
    r"return|flight|leg|trip|booking|reservation|outbound|order|item))?"
    r"\s*(?:[\u2014\u2013),]\s*|\s-\s)?(?:'s\s*)?(?:(?:now|also|already|then|both|all)\s+)?"
    r"(?:are|were|both|all|look|have|come|each)\b",
    re.IGNORECASE,
)


def coordinated_subject(
    doc: Doc, before: Sequence[tuple[int, int, bool]], start: int
) -> bool | None:
    """Whose is a value after the references ``before`` it: the last one's, unless it is the
    last of subjects coordinated before a plural predicate ("both the lamp and the laptop are
    black", "8C8K4E, LU15PA, MSJ4OA and I6M8JQ — are cancelled"): the value is then said of each
    (None when only some are the target's and the sentence says "respectively")."""
    last = before[-1]
    members = [last]
    k = len(before) - 2
    while k >= 0 and _LIST_GAP.fullmatch(doc.text, before[k][1], members[0][0]):
        members.insert(0, before[k])
        k -= 1
    if len(members) < 2 or len({m[2] for m in members}) == 1:
        return last[2]
    if not any(_AND.search(doc.text, a[1], b[0]) for a, b in itertools.pairwise(members)):
        return last[2]  # "A, B" without "and" is no coordination
    tail = _MEMBER_TAIL.match(doc.text, last[1])
    after = tail.end() if tail else last[1]
    if not _PLURAL_PREDICATE.match(doc.text, after) and not _apposed(doc, before, k, after):
        return last[2]
    if "respectively" in doc.text[start : start + 80].lower():
        return None
    return True  # the target is one of the subjects the value is said of


def coordinated_object(doc: Doc, later: Sequence[tuple[int, int, bool]]) -> bool:
    """Whose is a value before the references ``later`` after it (to its sentence's end): the
    first one's, unless it opens a coordination that no predicate follows ("on Monday the 27th
    you have the OBUT9V outbound and the Orlando → Phoenix leg"): the value is then said of
    each, the target among them."""
    members = [later[0]]
    tail_end = -1  # where the last member's bracket closes (what it holds is that member's)
    for r in later[1:]:
        if r[1] <= tail_end:
            continue  # "#W9373487 (portable charger)": the member's own items, in its bracket
        own_tail = _OBJECT_TAIL.match(doc.text, members[-1][1])
        if own_tail and r[0] < own_tail.end() and doc.text[members[-1][1] : r[0]].strip() == "(":
            tail_end = own_tail.end()
            continue
        gap_start = own_tail.end() if own_tail else members[-1][1]
        if not _LIST_GAP.fullmatch(doc.text, gap_start, r[0]):
            break
        members.append(r)
        tail_end = -1
    if len({m[2] for m in members}) == 1 or not any(
        _AND.search(doc.text, a[1], b[0]) for a, b in itertools.pairwise(members)
    ):
        return later[0][2]
    tail = doc.text[members[-1][1] : members[-1][1] + 60]
    if _PREDICATE_AFTER.match(tail) or "respectively" in tail.lower():
        return later[0][2]
    return True


# a verb after the last coordinated reference: it opens a clause of its own ("and the return
# is on the 25th"), so the value before is not said of it
_PREDICATE_AFTER = re.compile(
    r"(?:\s+[\w\u2192>-]+){0,4}?\s+(?:is|are|was|were|leaves?|departs?|flies|fly|lands?|has|have|"
    r"'s|goes|comes?|returns?|gets?|arrives?|will|would|can|stays?)\b",
    re.IGNORECASE,
)


# what a coordinated member may carry after its code: where it goes ("HAT161 to Phoenix and
# HAT066 on to LaGuardia are ..."), its route ("HAT210 DTW → MSP"), a bracket ("HAT210 (DTW → MSP)")
_PLACE_TAIL = (
    r"(?-i:\s+(?:on\s+)?(?:to|into|from|out\s+of)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?"
    r"|\s+[A-Z]{3}\s*(?:\u2192|->|to|-)\s*[A-Z]{3})"
)
_MEMBER_TAIL = re.compile(rf"(?:{_PLACE_TAIL}|\s*\([^()\n]{{1,40}}\))")
# an apposition's closing dash or bracket and a singular predicate: "its return — HAT161 and
# HAT066 — is on the 30th" says the value of the head, each member its part
_CLOSING_IS = re.compile(
    r"\s*[\u2014\u2013),]\s*(?:is|was|'s)\b|\s+-\s+(?:is|was)\b", re.IGNORECASE
)
# a route leading a member: "DTW → MSP on HAT210"
_ROUTE_LEAD = r"(?:[A-Z]{3}\s*(?:\u2192|->|-|to)\s*[A-Z]{3}\s+(?:on\s+)?)?"
_OPENING = re.compile(
    r"[*_`]*\s*(?:[\u2014\u2013(,]|\s-)\s*(?:(?:the|your|its|their)\s+)?" + _ROUTE_LEAD + "$",
    re.IGNORECASE,
)


def _apposed(doc: Doc, before: Sequence[tuple[int, int, bool]], k: int, after: int) -> bool:
    """Are the members (``before[k + 1:]``) an apposition, between dashes or brackets, of the
    reference ``before[k]`` with a singular predicate after it ("its return — A and B — is")?"""
    if not _CLOSING_IS.match(doc.text, after):
        return False
    chain = list(before[max(k, 0) :])
    return any(
        _OPENING.fullmatch(doc.text, a[1], b[0]) and a[2] for a, b in itertools.pairwise(chain)
    )


# what an object member may carry before the next: a bracket and an amount ("#W9373487
# (portable charger) $109.27, and #W5481803 ...")
_OBJECT_TAIL = re.compile(
    r"\s*\([^()\n]{1,60}\)(?:\s*\$?\d[\d,]*(?:\.\d+)?)?|\s*\$\d[\d,]*(?:\.\d+)?"
)
_LIST_GAP = re.compile(
    # (a bracket closing the previous subject's apposition: "your return (SFO → LAX) and ...")
    # (each member's own tail: "HAT161 to Phoenix and ...")
    rf"{_PLACE_TAIL}?"
    # (a route and its flight are one member: "MSP → EWR on HAT141")
    # ("HAT210 and then HAT141": the second member follows the first)
    r"\s*[)\]]?\s*(?:,\s*)?(?:(?:and|&|as well as)\s+(?:then\s+)?)?(?:the |your |my )?(?:on\s+)?"
    # ("Order #W2166301 and Order #W2466703 now have ...")
    r"(?:(?:order|reservation|booking|flight|item)\s+)?" + _ROUTE_LEAD,
    re.IGNORECASE,
)
