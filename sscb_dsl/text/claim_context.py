"""What around a done-claim changes its reading: an active failure and its object, a belief
denied ("I don't think it has gone through"), a count presupposed as current, a sum over several
changes, a refund said alone or still to come, a list item offered as a choice, a possibility,
a consequence, a rule, a refund figure owned by an id or a table row, a leading condition or time
clause. claims_said (claims.py) reads these; split out to keep that module to one job.
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from sscb_dsl.text.dates import find_dates
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import find_refs
from sscb_dsl.text.values import cents, iso_date

# an active failure ("I wasn't able to cancel", "failed to update"), and its object when it is
# the entity ("... #W2417020", "... it", "... your reservation")
_ACTIVE_FAILURE = re.compile(
    r"(?:could(?:n'?t| not)|was(?:n'?t| not) able to|were(?:n'?t| not) able to|failed to)\s+"
    r"(?!be\b)",
    re.IGNORECASE,
)
_FAILED_OBJECT = re.compile(
    r"\s+(?:you\s+(?:to|from|on)\s+)?(?:#?[A-Z0-9]{5,}\b|(?:it|them|that|this)\b|(?:your|the) "
    r"(?:reservation|booking|order|flights?|bags?|cancel?lation|return|exchange|change|payment|"
    r"address|passengers?)\b)",
)
_REQUEST_IN = re.compile(
    r"\b(?:request|requests|submission|ticket)(?:\s+(?:for|on|of|to)\s+[^\s.;!?]+)?\s+$",
    re.IGNORECASE,
)
# a belief denied over the claim's clause ("I don't think it has gone through"): not done, hedged
_NOT_THINK = re.compile(
    r"\b(?:i|we) (?:don'?t|do not|didn'?t|did not) (?:think|believe|expect|suppose)\b(?: that)?"
    r"[^.;!?]{0,80}$|\bi doubt (?:that )?[^.;!?]{0,80}$",
    re.IGNORECASE,
)
# a count presupposed as the current one, even in a hypothetical ("you'd be going from one
# checked bag to two")
_FROM_COUNT = re.compile(
    r"\bfrom\s+(?:one|two|three|four|five|six|no|zero|\d+)\s+(?:\w+\s+)?(?:bags?|passengers?|"
    r"travell?ers?|items?)\s+to\b"
    # a total counted on top of the current one: "that would make two checked bags in total",
    # "bringing you to two checked bags"
    r"|\b(?:make|makes|making|bring(?:s|ing)?\s+(?:you|it|the\s+total)\s+(?:up\s+)?to|for\s+a\s+"
    r"total\s+of)\s+(?:one|two|three|four|five|six|\d+)\s+(?:\w+\s+)?(?:bags?|passengers?|"
    r"travell?ers?)\b",
    re.IGNORECASE,
)
# a sum over several changes, not one order's total
_SUM_OVER = re.compile(
    r"\b(?:across|altogether|all together|combined|both|in all|overall|all (?:of )?(?:the|your|"
    r"these|those|three|four|five)|everything)\b",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(r"\b(?:would|could|might|if|whether|unless)\b|'d\b", re.IGNORECASE)
_TOTAL = re.compile(
    r"\b(?:in total|totals?|totall?ing|altogether|all together|combined|in all|(?:comes?|coming) "
    r"to|adds? up to|sum of|overall)\b",
    re.IGNORECASE,
)
_MONEY_BACK = re.compile(
    r"\b(?:refund(?:s|ed)?|(?:coming|come|comes|go|goes|going) back|back to you|credited|"
    r"(?:give|gives|giving) (?:you )?back|"
    # "the Mastercard gets its $321.18 back", "gift card 7998 gets $2,366 back from LU15PA"
    # (or in words: "you'll receive six thousand five hundred ninety-four dollars back")
    r"(?:get|gets|getting|receives?|receiving|see|sees|seeing) (?:its |their |your |the )?"
    r"(?:\$[\d,]+(?:\.\d\d)?|"
    r"(?:[a-z]+[\s-]+){1,8}dollars) back|"
    r"reimburse(?:d|ment)?|money back)\b",
    re.IGNORECASE,
)


_CHOICES_LEAD = re.compile(r"\b(?:options|choices|reasons|one of the following)\b|\?\s*$", re.I)


def _lone_refund(doc: Doc, sentence: str, found: list[Any], named_ids: list[Any]) -> bool:
    """A refund said in a message that names no entity by id, makes no claim about any change
    and lists nothing ("The $2,544 refund is on its way to your gift card."), with no condition
    or time to come ("Once the cancellation shows, ..."): it can only come from this change, or
    from one the message leaves unsaid."""
    return (
        not _TO_COME.search(sentence)
        and not named_ids
        and not found
        and not any(ln.bullet for ln in doc.lines)
        and ("|" not in doc.text)
    )


_TO_COME = re.compile(
    r"\b(?:once|when|after|as soon as|until|assuming|provided|before)\b", re.IGNORECASE
)


def _offered(doc: Doc, pos: int) -> bool:
    """Is ``pos`` in a list item offered as a choice ("The options are: ... 2. Airline
    cancelled flight")? Its words are a choice put to the user, not a state."""
    line = doc.line_of(pos)
    ln = doc.lines[line]
    opened = doc.text.rfind("(", ln.start, pos)
    if opened >= 0 and doc.text.find(")", opened, pos) < 0:
        inside = doc.text[
            opened : doc.text.find(")", pos, ln.end) if ")" in doc.text[pos : ln.end] else ln.end
        ]
        if re.search(r",[^,]*\bor\b", inside):
            return True  # "(change of plan, airline cancelled flight, or other reasons)"
    if not ln.bullet:
        return False
    leads = list(doc.ancestors(line))
    i = line - 1
    while i >= 0 and doc.lines[i].bullet:
        i -= 1
    if i >= 0:
        leads.append(i)
    return any(
        _CHOICES_LEAD.search(doc.text[doc.lines[h].start : doc.lines[h].end].rstrip())
        for h in leads
    )


# a possibility ("it can be cancelled"); "may" in lower case only ("May 18" is a date)
_POSSIBLE = re.compile(
    r"\b(?:can|could|might|would|if|whether|unless)\b|(?-i:\bmay\b)|'d\b", re.IGNORECASE
)
_MODAL = re.compile(
    r"\b(?:would|could|can|will|might|should|if|whether|unless|depends?|policy|only)\b|"
    r"(?-i:\bmay\b)|'d\b",
    re.IGNORECASE,
)
# what follows from a change that took effect, said without claiming it ("the refund is on its
# way", "you won't be flying on it anymore", "nothing more is needed"): it presupposes the change
_CONSEQUENCE = re.compile(
    r"\b(?:refund(?:s|ed)?|money back|credit(?:ed)? back|reimburse(?:d|ment)?|anymore|any more|"
    r"nothing (?:more|else|further)|all good|good to go|confirmation (?:email|number|"
    r"code)|taken care|went ahead|on (?:its|their) way|(?:won't|will not|don't|do not|no need to)"
    r" (?:need|have to|be (?:flying|travell?ing|charged)|fly|travel|worry))\b",
    re.IGNORECASE,
)
# the refund a change makes, said to be coming, with no condition or time to come in its sentence
_REFUND_TO_COME = re.compile(
    r"^(?!.*\b(?:once|if|when|after|as soon as|assuming|provided|until|would|could)\b).*"
    r"\brefund\b(?:[^.;!?\n]|\.(?=\d)){0,60}?\b(?:will|'ll|is going to)\s+(?:land|post|arrive|"
    r"appear|show up|hit|reach|go (?:back|to|onto)|be (?:issued|processed|sent|credited|returned|"
    r"applied|deposited|back))\b",
    re.IGNORECASE | re.DOTALL,
)
# a rule about such changes in general, not this one's state ("refunds must go to the original
# payment method", "cannot be redirected")
_RULE = re.compile(
    # ("you qualify for a full $280 refund": what the rules give, not money moved)
    r"\b(?:must|cannot|can't|can not|has to|have to|needs? to|policy|always|only|unfortunately|"
    r"qualify|qualifies|eligible|entitled)\b",
    re.IGNORECASE,
)
_QUANTITY = re.compile(
    r"(?:\$|usd\s?)\d|\b\d+(?:\.\d+)?\s*(?:dollars|usd)\b|\b(?:one|two|three|four|five|both|"
    r"these|\d+)\s+(?:\w+\s+)?(?:bags?|passengers?|travell?ers?|items?|flights?|cancell?ations?|"
    r"orders?|returns?|exchanges?|refunds?|changes?)\b"
    # "the third bag is yours", "Bag count: 3", "checked bags: 3"
    r"|\b(?:second|third|fourth|fifth|extra|additional|new)\s+(?:checked\s+)?(?:bag|passenger|"
    r"travell?er|item)s?\b|\b(?:bags?|baggage|passengers?|travell?ers?|items?)(?:\s+(?:count|total|"
    r"number))?\s*[:=]\s*\d",
    re.IGNORECASE,
)


# a figure right before an entity's id, said to be that entity's: "$289.73 (#W7181492)", "$397.26
# for the kettle and boots (#W5481803)", "$5,074.00 for 4XGCCM"
_FIGURE_FOR = re.compile(
    r"(?:\$|\busd\s?)\d[\d,]*(?:\.\d{1,2})?\s*(?:\(\s*|(?:for|from|on)\s+(?:[^\s.;!?()$]+\s+)"
    r"{0,5}\(?\s*)$",
    re.IGNORECASE,
)

# a figure right after an entity's id, said to be that entity's: "MSJ4OA's $984", "MSJ4OA at
# $984", "MSJ4OA ($984)", "MSJ4OA: $984", "MSJ4OA — $984"
_FIGURE_AFTER = re.compile(
    r"[*_`]*(?:['\u2019]s)?[*_`]*\s*(?:\(\s*|at\s+|[:=\u2014\u2013-]\s*)?(?:\$|\busd\s?)\s?\d",
    re.IGNORECASE,
)

# a table row's first cell, up to the entity's id: "| **LU15PA** "
_ROW_HEAD = re.compile(r"\s*\|\s*[*_`]*")
# an amount of money (for a refund's figure)
AMOUNT_SAID = re.compile(
    r"(?:\$|\busd\s?)\s?\d|\b\d[\d,]*(?:\.\d{1,2})?\s*(?:dollars|usd)\b", re.IGNORECASE
)


def leads_table(doc: Doc, at: int) -> bool:
    """Is ``at`` on a line ending in a colon right above a markdown table ("Refunds:" then
    "| Reservation | Amount |")? The rows say whose each figure is."""
    li = doc.line_of(at)
    line = doc.lines[li]
    if not doc.text[line.start : line.end].rstrip(" *_#").endswith(":"):
        return False
    below = next((ln for ln in doc.lines[li + 1 :] if doc.text[ln.start : ln.end].strip()), None)
    return below is not None and doc.text[below.start : below.end].lstrip().startswith("|")


def figure_for(doc: Doc, at: int, end: int) -> bool:
    """Is the entity's id at ``at``..``end`` the owner of a figure said right before it ("$289.73
    (#W7181492)", "$5,074.00 for 4XGCCM") or right after it ("MSJ4OA's $984", "MSJ4OA at
    $984"), or the first cell of a table row ("| LU15PA |")?"""
    return bool(
        _FIGURE_FOR.search(doc.text, max(0, at - 60), at)
        or _FIGURE_AFTER.match(doc.text, end)
        or _ROW_HEAD.fullmatch(doc.text, doc.lines[doc.line_of(at)].start, at)
    )


def value_refs(doc: Doc, values: list[str]) -> list[tuple[int, int]]:
    """Where the text names the change's new values: as written, and a new date in any form
    ("Monday the 27th" for 2024-05-27)."""
    out = set(find_refs(doc, values))
    dates = tuple(v for v in values if iso_date(v) is not None and len(v) == 10)
    if dates:
        out |= {
            (f.start, f.end)
            for f in find_dates(doc, dates, None)
            if set(f.values) <= set(dates) and f.values
        }
    return sorted(out)


# what sets a value after "still ..." apart from the state it names: "still ships to the old
# address, not 445 Maple Drive"
_NOT_THIS = re.compile(
    r"\b(?:not|no|never|instead|rather|old|original|previous|former|so|but|and|which|while|"
    r"though|although|yet)\b|n't\b|[;:\u2014\u2013(]",
    re.IGNORECASE,
)


# the words of a state kept: "still", "remains", "stays" ("It will stay on your new HAT266 booking")
_KEPT_WORD = re.compile(r"(?:still|remains?|stays?|stayed|remained)\s", re.IGNORECASE)


def still_new(doc: Doc, found: list[Found], values: list[str]) -> list[Found]:
    """A "still ..." (or "stays ...") phrase whose clause goes on to the change's new value says
    the new state holds ("the order is still going to your corrected address, 445 Maple Drive",
    "the bag stays on HAT266"): done."""
    if not values or not any(f.values == ("not_done",) for f in found):
        return found
    said = value_refs(doc, values)
    out = []
    for f in found:
        if f.values == ("not_done",) and _KEPT_WORD.match(doc.text, f.start):
            stop = min(doc.sentences[doc.sentence_of(f.start)].end, f.end + 40)
            new = [a for a, _ in said if f.end <= a < stop]
            if new and not _NOT_THIS.search(doc.text, f.end, new[0]):
                f = attrs.evolve(f, values=("done",))
        out.append(f)
    return out


# the user's own thing right before a new value: "your HAT052 flight", "your current 445 Maple
# Drive address" (not "your new ..." or "your requested ...": the change named as asked)
# (or with a plain modifier: "your nonstop HAT266", "your bag's flight")
YOUR_NEW = re.compile(
    r"\byour\s+(?:(?!(?:new|requested|preferred|chosen|desired|selected|proposed|planned|"
    r"possible|potential|intended|alternative|alternate|other|old|original|previous|former|prior)"
    r"\b)(?-i:[a-z-]+)\s+)?[*_`]*$",
    re.IGNORECASE,
)
# the new value as where things now are, not offered or planned: "your bag carries over to the
# new HAT266 flight" (the change presupposed made)
THE_NEW = re.compile(r"\bthe\s+new\s+(?:(?-i:[a-z-]+)\s+)?[*_`]*$", re.IGNORECASE)


# money said to come back (or saved) by a change: "the $2,544 refund is on its way", "$74.12
# credited back from swapping the purifier", "saves you another $5,164"
_MONEY_MOVED = re.compile(
    rf"{_MONEY_BACK.pattern}|\b(?:refunding|(?:came|went|gone) back|back (?:to|on|onto|in) your|"
    r"credit back|on (?:its|their) way|saved?|saves|saving|(?:came|comes|come) down by|"
    r"frees? up|"
    # (the money the change moves, said posted: "posted a $414 adjustment to your gift card";
    # not "charged", which another change's fare difference shares)
    r"posted|adjustment)\b",
    re.IGNORECASE,
)
# the balance the money leaves, said as it stands now: "Your gift card has $1,234.56 on it now",
# "the $100 you already had plus the $63.01 from the cancellation"
_BALANCE_NOW = re.compile(
    r"\b(?:(?:on|in) it now|now (?:has|holds|shows|sits at|sits on|stands at|comes to|totals)|"
    r"(?:new|updated) balance|balance (?:is now|now stands|now comes|now sits)|plus|on top of|"
    r"added to|brings? (?:it|that|the balance|your balance|the total) (?:up )?to)\b",
    re.IGNORECASE,
)
# the money not (yet) moved, or only as a rate: "hasn't been refunded", "$50 each"
_NOT_MOVED = re.compile(
    r"\b(?:not|no|never|nothing|none|yet to|pending)\b|n't\b|\b(?:each|apiece|per)\b"
    # (or the refund only asked for: "A refund of USD 6,594.00 has been initiated")
    r"|\brefund\b(?:[^.;!?]|\.\d){0,40}?\b(?:has been|have been|was|were|is|are) (?:initiated|"
    r"requested|submitted|queued)\b",
    re.IGNORECASE,
)


def split_amounts(values: Any) -> tuple[Any, frozenset[int]]:
    """``values`` without its numbers, and those numbers as absolute cents: the money a change
    moves (the payment entries its acknowledgement adds), given beside its new texts."""
    found: set[int] = set()

    def strip(v: Any) -> Any:
        if not isinstance(v, list):
            return v
        kept = []
        for x in v:
            if not _is_number(x):
                kept.append(strip(x))
            elif (c := cents(x)) is not None:
                found.add(abs(c))
        return kept

    return strip(values), frozenset(found)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def own_money(doc: Doc, start: int, end: int, amounts: frozenset[int]) -> int | None:
    """Where the sentence at ``start:end`` says one of the change's own ``amounts`` came back
    (or is on its way back) to the user ("The $2,544 refund is on its way to your gift card"),
    or None. That money exists only if the change was made: the change is claimed made. (With
    several figures in the sentence, the words of the money coming back are the figure's own
    clause's: "the cabin change cost $288, and 59XX6W is cancelled with $624 refunded".)"""
    if not amounts:
        return None
    text = doc.text[start:end]
    if (
        not (_MONEY_MOVED.search(text) or _BALANCE_NOW.search(text))
        or _NOT_MOVED.search(text)
        or (_HYPOTHETICAL.search(text) and not _SUPPOSED_DONE.search(text))
        or _RULE.search(text)
        or (_TO_COME.search(text) and not _SUPPOSED_DONE.search(text))
        or _GENERIC_CHANGE.search(text)
    ):
        return None
    figures = [f for f in money_found(doc.text) if f.values and start <= f.start < end]
    for f in figures:
        if int(f.values[0]) not in amounts:
            continue
        seg = doc.segments[doc.segment_of(f.start)]
        if (
            len(figures) == 1
            or _MONEY_MOVED.search(doc.text, seg.start, seg.end)
            or _BALANCE_NOW.search(doc.text, seg.start, seg.end)
        ):
            return f.start
    return None


# the money said to follow once the change registers, under "should": "$1,429.81 *should* come
# back to your gift card once it registers" (the change supposed made: hedged)
_SUPPOSED_DONE = re.compile(
    r"\bshould\b[^.;!?]{0,60}?\bonce (?:it|that|the (?:[\w-]+ )?(?:cancell?ation|return|"
    r"exchange|change|request|refund))(?:'s| is| has)? (?:registers?|registered|goes through|gone "
    r"through|processe[sd]|clears?|cleared|settles?|settled|posts?|posted|takes effect|taken "
    r"effect|(?:is )?confirmed)\b",
    re.IGNORECASE,
)
# a change of the kind, not this one: "A cancellation refunds the whole order total"
_GENERIC_CHANGE = re.compile(
    r"\b(?:a|any|every)\s+(?:cancell?ation|return|exchange|downgrade|upgrade|change|"
    r"modification|refund)\b"
    # (not one with its figure: "A refund of $6,594 should be on its way")
    r"(?!\s+of\s+(?:about\s+|roughly\s+|around\s+|approximately\s+)?(?:USD\s*|US\$|\$))",
    re.IGNORECASE,
)


# a sentence opening with a condition or a time to come (matched at the sentence's start), then
# a main clause with a modal: "If the cancellation went through, you will get an email", "After
# the cancellation, S5IK51 would no longer need any action" (not "When I checked, it had gone
# through": no modal)
_CONDITIONAL_LEAD = re.compile(
    r"\W*(?:(?:ok(?:ay)?|alright|all right|got it|great|sure|perfect|so|and|also|now|note that|"
    r"just so you know)\s*[,\u2014\u2013-]+\s*)?"
    r"(?P<w>if|once(?!\s+(?:again|more)\b)|when|whenever|as soon as|after|assuming|"
    r"provided(?: that)?)\b[^.;!?]*?,\s*",
    re.IGNORECASE,
)
# the lead clause is about the change succeeding: "if the cancellation went through", "once it
# is processed", "after the cancellation"
_LEAD_OF_CHANGE = re.compile(
    r"\b(?:go(?:es)? through|went through|gone through|(?:is|are|was|gets?|has been|have been|'s) "
    r"(?:processed|successful|complete|completed|done|confirmed|approved|finali[sz]ed|in effect|"
    r"applied|registered|reflected)|takes? effect|succeeds?|works?|(?:shows?|appears?)(?: up)?|"
    r"registers?|sticks?|stuck|took(?: effect)?|held|saved|went in|(?:has|have|had) (?:processed|"
    # ("if the cancellation has processed")
    r"completed|cleared|posted|finished|succeeded|worked|registered)|processes|completes|clears)\b"
    r"|^\W*after (?:the|your|this|that) (?:\w+ )?(?:cancel\w*|return|exchange|change|update|"
    r"modification|switch|swap)s?\b",
    re.IGNORECASE,
)

_FULL_STOP = re.compile(r"\.(?!\d)")
_MAIN_MODAL = re.compile(r"\b(?:will|'ll|would|'d|should|can|could|may|might)\b", re.IGNORECASE)


def conditional_lead(doc: Doc, at: int) -> str:
    """``"hedged"`` when the claim at ``at`` is in, or follows, a leading ``if`` clause whose
    main clause is modal; ``"future"`` for such a time clause (once, when, after); ``"plan"``
    after a clause of the agent's own act to come ("If I cancel it, ..."); else ``""``."""
    sentence = doc.sentences[doc.sentence_of(at)]
    lead = _CONDITIONAL_LEAD.match(doc.text, sentence.start, sentence.end)
    colon = doc.text.rfind(":", sentence.start, at)
    if lead is None and colon >= 0:
        # "Before I answer that: if the speaker change went through, ...": the clause after a
        # colon opens with the condition
        lead = _CONDITIONAL_LEAD.match(doc.text, colon + 1, sentence.end)
    if lead is None:
        return _trailing_condition(doc, at, sentence.end)
    if lead is not None and _OWN_ACT_LEAD.search(lead.group()):
        return "plan"  # "If I cancel it, #W32 won't ship": what would follow the agent's act
    if lead is None or not _LEAD_OF_CHANGE.search(lead.group()):
        return ""  # ("Once everything is back with us, you'll get $918": not the change's lead)
    stop = _FULL_STOP.search(doc.text, lead.end(), sentence.end)  # (not "$6,594.00"'s point)
    main = doc.text[lead.end() : stop.start() if stop else sentence.end]
    supposed = lead.group("w").lower() in ("if", "assuming") or lead.group("w").lower().startswith(
        "provided"
    )
    if not _MAIN_MODAL.search(main):
        # ("When I checked, it had gone through" reports; "if it went through, you're all set"
        # supposes, modal or not; "When it registers, the $3,778 goes back to your Visa" is a
        # time to come, said in the present)
        if supposed:
            return "hedged"
        return "future" if _PRESENT_LEAD.search(lead.group()) else ""
    return "hedged" if supposed else "future"


def _trailing_condition(doc: Doc, at: int, end: int) -> str:
    """The same for a condition after the claim, in the claim's own clause ("You'll get an email
    once it's finalised", "The refund will go back to you if the cancellation went through"):
    ``"future"`` or ``"hedged"`` (a supposition, or "should") when the clause is modal, else
    ``""``."""
    trail = _TRAILING_CONDITION.search(doc.text, at, end)
    if trail is None or not _LEAD_OF_CHANGE.search(trail.group("rest")):
        return ""
    main = doc.text[at : trail.start()]
    modal = _MAIN_MODAL.search(doc.text, max(0, at - 12), trail.start())
    if _CLAUSE_BREAK.search(main) or modal is None:
        return ""
    # ("The $2,674.40 should show up on your gift card once it's processed": the change supposed
    # made, hedged, as _SUPPOSED_DONE reads it)
    if trail.group("w").lower() in ("if", "assuming") or modal.group().lower() == "should":
        return "hedged"
    return "future"


# a condition after the claim: "... once it's finalised", "... if the cancellation went through"
_TRAILING_CONDITION = re.compile(
    r"\b(?P<w>once|when|after|as soon as|if|assuming)\b(?P<rest>[^.;!?]*)", re.IGNORECASE
)
# a clause of its own between the claim and the condition ("I've cancelled it, and you'll get an
# email once the refund is processed": the condition is the later clause's)
_CLAUSE_BREAK = re.compile(r"[,;:\u2014\u2013]|\s-\s|\band\b|\bbut\b|\bso\b", re.IGNORECASE)


# the agent's own act as the condition: "if I cancel it", "once we process the return", "if I go
# ahead"
_OWN_ACT_LEAD = re.compile(
    r"\b(?:if|once|when|after|as soon as)\s+(?:i|we)\s+(?:do\s+)?(?:cancel|change|modify|"
    r"return|exchange|update|switch|swap|move|rebook|process|submit|go ahead|proceed|downgrade|"
    r"upgrade|add|remove|file|place)\b",
    re.IGNORECASE,
)
# the change's outcome as a time to come, in the present: "once it registers", "when it shows"
_PRESENT_LEAD = re.compile(
    r"\b(?:registers|goes through|shows(?: up)?|appears|takes effect|clears|sticks|succeeds|"
    r"(?:is|are|gets) (?:processed|confirmed|approved|finali[sz]ed|applied|registered|reflected))"
    r"\b",
    re.IGNORECASE,
)
