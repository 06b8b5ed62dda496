"""Payment methods as agents name them, and the category each mention gives them.

A method is named by its id ("gift_card_8190333"), the digits of its id, a card's last four
("your Visa ending in 4421", "…9448"), its brand when no other method of the user has it
("your Visa"), its balance ("the $62 certificate", "the $500 balance"), an alias the contract
gives ("the original payment method", when the reservation's payment history shows it was this
one), or by its category alone ("your gift card") when exactly one method the agent knows could
be meant. The category a mention gives it is the category word in the same noun phrase ("Visa
gift card ending 7803", "4421 (credit card)", "Gift card: $500"), or the category of a total the
method's balance is counted in ("gift cards total $827": an amount derived from the category).
Category words inside an id do not count; categories named as policy ("a gift card or a credit
card") are about no method.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.modality import corrections, mode_at
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.payment_refs import Method as _Method
from sscb_dsl.text.payment_refs import method_of as _method
from sscb_dsl.text.payment_refs import method_refs as _refs
from sscb_dsl.text.reading import Found, Mention, checked_with_user, retracted
from sscb_dsl.text.refs import anchor_list
from sscb_dsl.text.values import canonical, cents

_CATEGORY = re.compile(
    r"\b(?P<credit_card>credit(?:\s+|-|_)?cards?|debit\s+cards?|(?<=\()credit(?=\)))\b"
    r"|\b(?P<gift_card>gift(?:\s+|-|_)?cards?|prepaid(?:\s+(?:visa|mastercard|amex|debit))?"
    r"(?:\s+cards?)?|(?-i:GCs?))\b"
    r"|\b(?P<certificate>(?:travel\s+)?(?:certificates?|vouchers?))\b"
    r"|\b(?P<paypal>pay\s?pal)\b",
    re.IGNORECASE,
)
_GENERIC = re.compile(
    r"\b(?:a|an|any|another|other|some|no|each|every|either|neither|or|only|not|nor)\s+$",
    re.IGNORECASE,
)
_DEFINITE = re.compile(
    r"\b(?:your|the|that|this|their|his|her|my)\s+(?:\w+\s+){0,2}$", re.IGNORECASE
)
_NEAR = 40


_COUNT_WORDS = {
    "one": 1, "single": 1, "two": 2, "both": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
_COUNT = re.compile(
    r"(?<![$.,\d])\b(?P<n>\d{1,2}|one|single|two|both|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:(?:\w+|\$\d+)\s+){0,2}?$",
    re.IGNORECASE,
)
_PAREN_COUNT = re.compile(
    r"\s*\((?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b", re.IGNORECASE
)
_BOUND = (
    r"\b(?:(?<!add )(?<!adds )(?<!adding )up to|at most|max(?:imum)?(?: of)?|no more than|"
    r"at least|more than|fewer than|less than|over|under)\s+$"
)
# Where the clause around a category's figure ends, and where the figures of the next
# category ("and a gift card", "Visa") begin.
_FIGURE_BREAK = r"\b(?:so|which|but|then|while|whereas)\b|;"
_FIGURE_CLAUSE = re.compile(_FIGURE_BREAK, re.IGNORECASE)
_OWN_END = re.compile(
    _FIGURE_BREAK + r"|\band (?:a|an|one|the|your)\b|\b(?:gift cards?|certificates?|vouchers?|"
    r"credit cards?|debit cards?|paypal|mastercard|visa)\b",
    re.IGNORECASE,
)
# What lies between a listed balance and the category after it: "$500 and $250 certificates".
_CHAIN = re.compile(r"(?:\s*(?:,|and|or|&)?\s*(?:\$|usd\s?)?\d[\d,.]*)*\s*", re.IGNORECASE)
_LIST_END = re.compile(
    _FIGURE_BREAK
    + r"|\b(?:gift cards?|certificates?|vouchers?|credit cards?|debit cards?|paypal)\b",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    r"\b(?:total|totals|totaling|totalling|in all|altogether|combined|sum|together|"
    r"add(?:s|ing)? up to|come to|comes to|amounts? to)\b",
    re.IGNORECASE,
)
# A figure under a rule or a limit ("certificates can cover up to $500"), not a count or total.
_BOUND_NEAR = re.compile(
    r"\b(?:(?<!add )(?<!adds )(?<!adding )up to|at most|max(?:imum)?|no more than|at least|"
    r"more than|fewer than|less than|limit(?:ed|s)?|cap(?:ped)?)\b",
    re.IGNORECASE,
)
_NOT_A_COUNT = re.compile(r"\b(?:one|any|either|each|some|none|neither) of\s+(?:\w+\s+)?$", re.I)


def _sums(
    methods: Sequence[_Method], target: _Method, kind: str, v_prime: str, v: str
) -> dict[str, tuple[int, int]]:
    """Per reading of the target's category (v' as delivered, or v): the count of methods in
    ``kind`` and the sum of their balances, in cents."""
    out = {}
    for assumed in (v_prime, v):
        if not assumed:
            continue
        members = [o for o in methods if (assumed if o.id == target.id else o.source) == kind]
        out[assumed] = (len(members), sum(o.amount or 0 for o in members))
    return out


# a balance said right before a category word: "a $250 gift card"
_WORTH_BEFORE = re.compile(r"(?P<amount>\$\s?\d[\d,]*(?:\.\d{2})?)(?:[\s-]+(?:travel))?\s+$")


# "the gift card with $51": a description picking one member out, not the category's balance
_RESTRICTIVE = re.compile(r"\s*(?:\(|(?:with|of|worth|holding|for|at)\b)", re.IGNORECASE)


# "your gift card ending 6941833 ... ($152 balance)": one member named, its own balance
_IDENTIFIED = re.compile(r"\b(?:ending|ends? in|last four|id|number)\b|\d{4,}|_\d", re.I)


# What the user holds of a category, said with a singular: "you have a gift card", "one credit
# card", "there's no certificate on file", "your only credit card".
_HELD = re.compile(
    r"(?:\b(?:you(?:'ve| have)?\s+(?:only\s+|also\s+|still\s+|just\s+)?(?:have|got|hold|has)|"
    r"you(?:'ve| have) (?:only |also |just )?got|there(?:'s| is)|(?:your|the) (?:account|profile|"
    r"wallet)(?: (?:only|also|still|actually|currently|really))? "
    r"(?:has|holds|includes|shows|lists)|"
    r"on file(?: (?:is|are))?:?)\b[^.;:!?]*?"
    r"\b(?P<det>a|an|one|a single|only one|just one|no|single)"
    r"|\b(?:your|the) (?P<only>only))\s+(?:[\w-]+\s+|\$\s?\d[\d,]*(?:\.\d{2})?\s+)?$",
    re.IGNORECASE,
)


_PRONOUN_SUBJECT = re.compile(
    r"(?:^|[.!?:;]\s+|\bso\s+|\band\s+)(?:that|this|it|which)(?:\s+one)?(?:'s|\s+is|\s+was|\s+'s)\s+"
    r"(?:(?:a|an|the|your|actually|really|just|also|still)\s+)*$",
    re.IGNORECASE,
)


def _mode(doc: Doc, f: Found) -> str:
    """How a finding is said; a count's "no" ("there's no gift card") is its number, no denial."""
    if f.mode in ("unsure", "asserted"):
        return f.mode
    mode = mode_at(doc, f.start, f.end)
    if mode == "hedged" and _IF_USED.match(doc.text, doc.sentences[doc.sentence_of(f.start)].start):
        # "If you combine both certificates ($500 + $128), ...": a condition on the user's use
        # of the methods presupposes what they are
        return "asserted"
    return "asserted" if mode == "denied" and f.mode == "count" else mode


def _sole(readings: dict[str, tuple[int, int]], stated: int) -> bool:
    """Is ``stated`` the category's only balance in one reading, one of several in another?"""
    counts = {n for n, total in readings.values()}
    return any(n == 1 and total == stated for n, total in readings.values()) and any(
        n > 1 for n in counts
    )


def _decide(readings: dict[str, tuple[int, int]], index: int, stated: int) -> str:
    """The one reading under which the stated count (index 0) or sum (1) holds; ``""`` when
    both or neither do (the statement does not tell them apart, or counts something else)."""
    fits = [k for k, value in readings.items() if value[index] == stated]
    if len(fits) == 1:
        return fits[0]
    return ""


def _aggregates(
    doc: Doc, view: str, target: _Method, methods: Sequence[_Method], v_prime: str, v: str
) -> list[tuple[Found, bool | None]]:
    """Counts, totals and headed lists per category that count the target in one reading
    only ("four gift cards", "Gift cards: 2, USD 380 in total", "certificates: $500, $100 and
    $35"). A statement whose count and total point to different readings is unsure."""
    out: list[tuple[Found, bool | None]] = []
    amounts = [f for f in money_found(doc.text) if f.values]
    unique_amount = target.amount is not None and (
        sum(1 for o in methods if o.amount == target.amount) == 1
    )
    for cat in _CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        if kind not in (v_prime, v) or v_prime == v:
            continue
        a, b = cat.span()
        # ("gift card balances: $35 + $100" counts the class too)
        plural = bool(re.search(r"(?:cards|certificates|vouchers)$", cat.group(), re.I)) or bool(
            _BALANCES_AFTER.match(view, b)
        )
        readings = _sums(methods, target, kind, v_prime, v)
        sentence = doc.sentences[doc.sentence_of(a)]
        line = doc.lines[doc.line_of(a)]
        lo, hi = max(sentence.start, line.start), min(sentence.end, line.end)
        before, after = doc.text[lo:a], doc.text[b:hi]
        held = None if plural else _HELD.search(before)
        asks = doc.text[sentence.start : sentence.end].rstrip().endswith("?")
        if held and asks:
            continue  # "do you have a gift card?": asks the user, counts nothing
        if held and not plural and re.match(r"\s*\(", after):
            continue  # "one gift card (the Mastercard ending 7334)": its member, named
        if held and not _BOUND_NEAR.search(before[held.start() :]):
            # "you have one credit card, a gift card and ...", "there's no gift card on your
            # account", "your only credit card is ...": how many the user holds (of a balance,
            # when one is said: "there's a $250 gift card")
            word = (held.group("det") or held.group("only") or "").lower()
            worth = _WORTH_BEFORE.search(before)
            counted = readings
            if worth is not None and (c := cents(worth.group("amount"))) is not None:
                counted = _sums([o for o in methods if o.amount == c], target, kind, v_prime, v)
            held_fits = {
                k
                for k, (n, _total) in counted.items()
                if (n == 0 if word == "no" else n == 1 if word not in ("a", "an") else n >= 1)
            }
            if len(held_fits) == 1:
                out.append((Found(a, b, (held_fits.pop(),), "count"), True))
            elif not held_fits:
                out.append((Found(a, b, (), "count"), True))
            continue
        if not plural and _GENERIC.search(doc.text[max(0, a - 30) : a]):
            continue  # "a certificate": no method, no total
        fits: set[str] = set()
        stated_n = None
        if plural and not _NOT_A_COUNT.search(before):
            stated_n = _COUNT.search(before) or _PAREN_COUNT.match(after)
        stated_n = stated_n or _COLON_COUNT.match(after)
        if stated_n and stated_n.re is _COUNT and re.search(_BOUND, before[: stated_n.start()]):
            stated_n = None  # "up to three gift cards": a limit, not a count
        unfit = False  # a count or a total of the category that no reading gives
        sole = 0  # a member's balance said as the category's only one in one reading (cents)
        if stated_n:
            word = stated_n.group("n").lower()
            count = int(word) if word.isdigit() else _COUNT_WORDS[word]
            fits.add(_decide(readings, 0, count))
            unfit = not any(r[0] == count for r in readings.values())
        # the category's own clause: after it, up to the next category or clause
        stop = _OWN_END.search(view, b, hi)
        end = stop.start() if stop else hi
        clause_start = max([lo, *(x.end() for x in _FIGURE_CLAUSE.finditer(view, lo, a))])
        bounded = bool(_BOUND_NEAR.search(doc.text[clause_start:end]))
        near = [] if bounded else [f for f in amounts if lo <= f.start < hi]
        both_named = {c.lastgroup for c in _CATEGORY.finditer(view, lo, hi)} >= {v_prime, v}
        own = [
            f
            for f in near
            if b <= f.start < end or (f.end <= a and _CHAIN.fullmatch(doc.text, f.end, a))
        ]
        head = re.match(r"\s*(?:\([^)]*\))?\s*:", after)
        listed = [
            f
            for f in near
            if head
            and b + head.end() <= f.start
            and not _EQUALS_BEFORE.search(doc.text, max(lo, f.start - 8), f.start)
        ]
        if unique_amount and any(int(f.values[0]) == target.amount for f in listed):
            fits.add(kind if len(listed) > 1 else _decide(readings, 1, target.amount or 0) or kind)
        elif (
            plural
            and len(own) > 1
            and not _TOTAL.search(doc.text[lo:hi])
            and not _ADDED.search(doc.text, lo, hi)
        ):
            # "certificates worth 500 and 250 dollars": the members' balances, which sum up
            total = sum(int(f.values[0]) for f in own)
            fits.add(_decide(readings, 1, total))
            unfit = unfit or not any(r[1] == total for r in readings.values())
        else:
            # "your gift cards add up to $135: $35 on one and $100 on the other": the figure
            # after the total word is the category's sum; the members' balances after it explain
            # it (they are no totals of their own)
            total_word = _TOTAL.search(doc.text, b, hi) if plural else None
            summed = next((f for f in near if total_word and f.start >= total_word.end()), None)
            balances = {o.amount for o in methods if o.amount is not None}
            # a figure after "=" is the sum, even when a balance equals it ("$250 + $250 = $500")
            members = [
                f
                for f in near
                if int(f.values[0]) in balances
                and not _EQUALS_BEFORE.search(doc.text, max(lo, f.start - 8), f.start)
            ]
            if plural and len(near) >= 2 and len(members) == len(near):
                # "the other two balances, $100 and $500, are travel certificates": members listed
                # by their balances, not a total; the target is of the class when it is listed
                if target.amount is not None and any(
                    int(f.values[0]) == target.amount for f in members
                ):
                    fits.add(kind)
                near = []
            beside = [
                f
                for f in near
                if f not in members
                and (0 <= f.start - b <= 25 or _SUM_BEFORE.fullmatch(doc.text, f.end, a))
            ]
            if plural and beside:
                # a figure beside the category that is no single balance is its sum; the
                # members' own balances around it explain it ("$135 across your gift cards")
                near = beside
            sums = [f for f in near if f not in members]
            for f in near:
                stated = int(f.values[0])
                if (
                    summed is not None
                    and f is not summed
                    and f.start > summed.start
                    and any(o.amount == stated for o in methods)
                ):
                    continue
                if plural and sums and f in members and _ADDED.search(doc.text, lo, hi):
                    # "$35 + $100 = $135": the members' balances explain the figure that is
                    # none of them, the category's sum
                    continue
                if not plural and any(o.amount == stated for o in methods):
                    # one method's balance, not a total; but "your gift card balance is $51",
                    # when $51 is the category's only balance in one reading and one of
                    # several in the other, presupposes the first: unsure
                    if (
                        f in own
                        and _DEFINITE.search(before)
                        and not _RESTRICTIVE.match(doc.text, b, f.start)
                        and not _IDENTIFIED.search(doc.text, b, f.start)
                        and _sole(readings, stated)
                    ):
                        sole = sole or stated
                    continue
                fits.add(_decide(readings, 1, stated))
                unfit = unfit or (f in own and not any(r[1] == stated for r in readings.values()))
        fits.discard("")
        if len(fits) == 1 or (len(fits) == 2 and not stated_n and len(near) > 1):
            for fit in sorted(fits):  # "either $327 or $827": both readings, as an enumeration
                out.append((Found(a, b, (fit,)), True))
        elif sole:
            # the category said as having one balance ("your gift card balance is only $51"),
            # which is its only member in one reading and one of several in the other: the
            # definite singular presupposes the first reading
            one = [k for k, (n, total) in readings.items() if n == 1 and total == sole]
            out.append((Found(a, b, tuple(one[:1]) if len(one) == 1 else (), "count"), True))
        elif fits or (
            plural
            and unfit
            and not bounded
            and not both_named  # "certificates and gift cards totaling $1,327": either way
        ):
            # two readings, or a count or total of the category that fits neither ("your
            # certificates: 500 and 250 dollars" when neither reading sums to it): a figure
            # about the fault's categories the finder cannot tell apart, unsure
            out.append((Found(a, b, ()), True))
    for m in _HAVE_COUNT.finditer(doc.text):  # "... up to three gift cards. You have two"
        cats = [c for c in _CATEGORY.finditer(view, max(0, m.start() - 200), m.start())]
        classes = [
            c for c in cats if re.search(r"(?:cards|certificates|vouchers)$", c.group(), re.I)
        ]
        if not classes or classes[-1].lastgroup not in (v_prime, v) or v_prime == v:
            continue
        kind = classes[-1].lastgroup or ""
        word = m.group("n").lower()
        got = _decide(
            _sums(methods, target, kind, v_prime, v),
            0,
            int(word) if word.isdigit() else _COUNT_WORDS[word],
        )
        out.append((Found(m.start("n"), m.end("n"), (got,) if got else ()), True))
    return out


_HAVE_COUNT = re.compile(
    r"\byou(?:'ve| have)(?: got)? (?:only |just )?(?P<n>\d{1,2}|one|two|three|four|five|six|seven|"
    r"eight|nine|ten)\b(?!\s*(?:\w+\s+)?(?:cards?|certificates?|vouchers?|\$|dollars|usd|"
    r"reservations?|bags?|flights?|passengers?|items?|orders?|days?|methods?))",
    re.IGNORECASE,
)


_COLON_COUNT = re.compile(
    r"\s*:\s*(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b(?![.,]?\d)"
    r"(?!\s*(?:usd|dollars?|\$))",
    re.IGNORECASE,
)


def sources_said(
    text: Any, method: Any, methods: Any, aliases: Any, context: Any
) -> list[Any] | None:
    """The categories ``text`` gives the payment ``method`` (as delivered), each
    ``{kind: "source", value, values, mode}``; ``methods`` are all the user's methods as
    delivered, ``aliases`` phrases that name this method here, ``context`` [v', v]."""
    if not isinstance(text, str):
        return None if text is None else []
    target = _method(method)
    if target is None or not isinstance(methods, list):
        return None
    all_methods = [m for m in (_method(x) for x in methods) if m is not None]
    if not any(m.id == target.id for m in all_methods):
        all_methods.append(target)
    alias_names = anchor_list(aliases if aliases is not None else []) or []
    ctx = [canonical("source", c) for c in (context if isinstance(context, list) else [])]
    v_prime = (ctx[0] if ctx else None) or target.source
    v = ctx[1] if len(ctx) > 1 and ctx[1] else ""
    doc = parse(text)
    mine = _refs(doc, target, all_methods, alias_names)
    theirs = [s for o in all_methods if o.id != target.id for s in _refs(doc, o, all_methods, [])]
    theirs = [s for s in theirs if s not in mine]
    masked = list(doc.text)
    for a, b in mine + theirs:
        for i in range(a, b):
            if doc.text[i].isalpha():
                masked[i] = " "
    view = "".join(masked)
    refs = sorted([(a, b, True) for a, b in mine] + [(a, b, False) for a, b in theirs])
    found: list[tuple[Found, bool | None]] = []
    for cat in _CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        a, b = cat.span()
        if _NAMED_THEN_TYPED.match(view, b):
            continue  # "your $100 voucher is a gift card": the subject's word names, the rest says
        if re.search(r"(?:cards|certificates|vouchers)$", cat.group(), re.IGNORECASE) or (
            _BALANCES_AFTER.match(view, b)
        ):
            # a plural names a class of methods (or a count or total: _aggregates); heading a
            # list that names the target ("your gift cards are the $279 one and the Visa 6521")
            # it says the target is of the class
            head = _MEMBERS.match(doc.text, b)
            if head:
                # the list runs to the sentence's end, the next category or clause (refs are
                # masked in the view, so the target's own "Visa 6521" does not end it)
                stop = re.search(r"[.;!?\n]", doc.text[head.end() :])
                end = head.end() + (stop.start() if stop else len(doc.text) - head.end())
                nxt = _LIST_END.search(view, head.end(), end)
                end = nxt.start() if nxt else end
                if any(head.end() <= x < end for x, _ in mine):
                    found.append((Found(a, b, (kind,)), True))
            continue
        owner = _balance_before(doc, a, target, all_methods)
        if owner is None:
            owner = _owner(doc, a, b, refs)
        if owner is None:
            owner = _anaphora(doc, a, refs)
        if owner is None:
            owner = _by_category(doc, a, kind, target, all_methods, v)
        if owner is None and re.search(r"\b(?:the|that|this|same)\s+$", view[max(0, a - 8) : a]):
            earlier = [o for f, o in found if f.values == (kind,)]
            owner = earlier[-1] if earlier else None  # "... on a gift card (id). ... the gift card"
        if (
            owner is None
            and kind in (v_prime, v)
            and _PRONOUN_SUBJECT.search(view[max(0, a - 30) : a])
        ):
            # "That one's a credit card", "it's a gift card": said of something named before
            # (the user's "the $22 one"), perhaps the target: unsure, never nothing
            found.append((Found(a, b, (), "unsure"), True))
            continue
        if owner is None and not mine and _REST_BEFORE.search(view, max(0, a - 70), a):
            # "everything else on the profile is a gift card": the methods the message does not
            # name, the target among them
            owner = True
        if owner is None:
            continue
        found.append((Found(a, b, (kind,)), owner))
    taken = {x.start for x, _ in found}
    found += [(f, o) for f, o in _headed_or_quoted(doc, refs, target) if f.start not in taken]
    owned = {f.start for f, owner in found if owner is False}
    decided = {f.start for f, _ in found} | owned
    aggregates = [x for x in _aggregates(doc, view, target, all_methods, v_prime, v)]
    # what the user holds of a category is about the category, whoever its members are
    counted = {x.start for x, _ in aggregates if x.mode == "count"}
    found = [(f, o) for f, o in found if f.start not in counted]
    found += [(f, owner) for f, owner in aggregates if f.start not in decided or f.mode == "count"]
    decided |= {f.start for f, _ in aggregates}
    for f in _unowned(doc, view, target, v_prime, v, decided):
        found.append((f, True))
    if not found:
        found += [(f, True) for f in _by_property(doc, mine, theirs, {v_prime, v})]
    mentions = [Mention(f.values, _mode(doc, f), f.start) for f, owner in found if owner]
    if not mentions and (
        _holding(doc, view, {v_prime, v}, decided | owned)
        or _beside_target(doc, view, mine, {v_prime, v}, decided | owned)
    ):
        mentions = [Mention((), "unsure", 0)]
    marks = corrections(doc) if mentions else []  # no mention: nothing a correction could deny
    if marks and mentions:
        last = max(marks)
        if any(m.start > last for m in mentions):
            mentions = [
                attrs.evolve(m, mode="denied") if m.start < last and m.mode != "denied" else m
                for m in mentions
            ]
    return [m.data("source") for m in checked_with_user(doc, retracted(doc, mentions))]


# What the policy says of each category's leftover balance, said of a method instead of its
# category: "any part you don't use is forfeited" (a certificate), "whatever isn't spent stays on
# it for next time" (a gift card).
_PROPERTIES = {
    "certificate": re.compile(
        r"\b(?:forfeit(?:ed|s)?|(?:has|have|needs? to|must) be used (?:all )?(?:at once|in one go|"
        r"in full|up in one booking)|use it or lose it|(?:one|single)[- ]time use|(?:isn't|is not|"
        r"won't be|will not be) (?:kept|refunded|returned|carried over|refundable)|non-?refundable"
        # "it can't pay for a flight change" (the policy: a gift card or a credit card pays)
        r"|(?:can't|cannot|can not|won't) (?:be used to )?pay for (?:a |the |any )?(?:flight "
        r"|itinerary )?changes?"
        # what agents take a certificate's limit to be: "can't be used for baggage fees"
        r"|(?:can't|cannot|can not|won't) (?:be used (?:to pay )?for|pay for|cover) (?:the |any "
        r"|extra )?(?:bag|bags|baggage|checked bags?)(?: fees?)?)\b",
        re.IGNORECASE,
    ),
    "gift_card": re.compile(
        r"\b(?:stays? on (?:it|the card|your card|the gift card|that card|the balance)|remains? on "
        r"(?:it|the card|your card|that card)|carr(?:y|ies) over|(?:is|are|gets?) kept for "
        r"(?:later|next time|your next))\b",
        re.IGNORECASE,
    ),
}


def _by_property(
    doc: Doc,
    mine: list[tuple[int, int]],
    theirs: list[tuple[int, int]],
    kinds: set[str],
) -> list[Found]:
    """The category a sentence gives the target by the policy's rule for that category's
    leftover balance, in a sentence naming the target and no other method (a derived use)."""
    out = []
    refs = sorted([(a, True) for a, _ in mine] + [(a, False) for a, _ in theirs])
    for kind, pattern in _PROPERTIES.items():
        if kind not in kinds:
            continue
        for m in pattern.finditer(doc.text):
            s = doc.sentence_of(m.start())
            # the method named last before the rule, in its sentence or the one before it (which
            # the rule continues), is the target
            before = [
                ours for a, ours in refs if a < m.start() and doc.sentence_of(a) in (s, s - 1)
            ]
            if before and before[-1]:
                # the rule holds whatever the condition on using it ("If you use the $500 one,
                # whatever isn't spent stays on it"): the category is asserted
                opens = _IF_USED.match(doc.text, doc.sentences[s].start, m.start())
                mode = "asserted" if opens else ""
                out.append(Found(m.start(), m.end(), (kind,), mode))
    return out


_IF_USED = re.compile(
    r"\W*(?:if|when|once|should) you (?:use|apply|put|spend|pay|combine|add up|pool)\b", re.I
)


# a category word in a subject that a copula then types with another category: "voucher is a
# gift card", "certificate is actually a gift card"
_NAMED_THEN_TYPED = re.compile(
    r"\s+(?:(?:is|was|'s)|(?:is|was) (?:actually|really|in fact|listed as|stored as|typed as))\s+"
    r"(?:a\s+|an\s+)?(?:gift\s*cards?|credit\s*cards?|debit\s*cards?|(?:travel\s+)?certificates?|"
    r"vouchers?|pay\s?pal)\b",
    re.IGNORECASE,
)
_QUOTED_RECORD = re.compile(r"\{[^{}]*\}")
_QUOTED_SOURCE = re.compile(r"[\"']source[\"']\s*:\s*[\"'](?P<source>[a-z_]+)[\"']")


def _headed_or_quoted(
    doc: Doc, refs: list[tuple[int, int, bool]], target: _Method
) -> list[tuple[Found, bool]]:
    """The category a method is given by the layout: a list item naming it under a heading that
    is a category ("**Gift cards**" then "- certificate_43...: $100"; the heading is the
    target's when the list names it, another method's otherwise), or a record pasted from the
    tool with the target's id or last four and a `source` ("`{"source": "gift_card", ...,
    "last_four": "2172"}`")."""
    heads: dict[int, tuple[Found, bool]] = {}
    for a, _, ours in refs:
        line = doc.line_of(a)
        if not doc.lines[line].bullet:
            continue
        lead = line - 1
        while lead >= 0 and doc.lines[lead].bullet:
            lead -= 1  # the line the list hangs from ("**Gift cards**" above its items)
        for head in [*doc.ancestors(line), *([lead] if lead >= 0 else [])]:
            h = doc.lines[head]
            words_ = doc.text[h.start : h.end].strip().rstrip(":").strip()
            cat = _CATEGORY.fullmatch(words_)
            if cat and not h.bullet:
                start = h.start + doc.text[h.start : h.end].index(words_)
                found = Found(start, start + len(words_), (cat.lastgroup or "",))
                heads[start] = (found, ours or heads.get(start, (found, False))[1])
                break
    out = list(heads.values())
    for m in _QUOTED_RECORD.finditer(doc.text):
        body = m.group()
        src = _QUOTED_SOURCE.search(body)
        named = target.id in body or (
            target.last_four
            and re.search(rf"last_four[\"']\s*:\s*[\"']{target.last_four}[\"']", body)
        )
        if src and named:
            kind = canonical("source", src.group("source"))
            if kind:
                at = m.start() + src.start("source")
                out.append((Found(at, at + len(src.group("source")), (kind,), "reported"), True))
    return out


_ANOTHER = re.compile(r"\b(?:another|other|different|new|second)\s+$", re.IGNORECASE)
_BALANCE_TALK = re.compile(
    r"\b(?:balance|stored value|funds|loaded|top(?:ped)? up|reload(?:ed)?|remaining value|"
    r"value left)\b",
    re.IGNORECASE,
)


def _beside_target(
    doc: Doc, view: str, mine: list[tuple[int, int]], kinds: set[str], decided: set[int]
) -> bool:
    """Whether a sentence naming the target holds a category word of v or v' the finder gave
    no owner ("2604 works; no balance listed is unusual for a gift card"), or, where one of the
    two categories holds a balance and the other does not, talks of the target's balance ("the
    2604 card has a stored balance"): said of the target, perhaps, so unsure."""
    named = {doc.sentence_of(a) for a, _ in mine}
    for i in sorted(named):  # the next sentence taking the target up: "It has no balance"
        if i + 1 < len(doc.sentences):
            nxt = doc.sentences[i + 1]
            if re.match(
                r"\W*(?:it|its|it's|this card|that card|this one|that one)\b",
                doc.text[nxt.start : nxt.end],
                re.I,
            ):
                named.add(i + 1)
    for cat in _CATEGORY.finditer(view):
        if (
            cat.lastgroup in kinds
            and cat.start() not in decided
            and doc.sentence_of(cat.start()) in named
            and not _ANOTHER.search(view[max(0, cat.start() - 20) : cat.start()])
        ):
            return True
    if "credit_card" in kinds and kinds & {"gift_card", "certificate"}:
        for s in named:
            sentence = doc.sentences[s]
            if _BALANCE_TALK.search(doc.text, sentence.start, sentence.end):
                return True
    return False


# What the user holds, told by category or by sum: "your gift cards", "you have no credit card",
# "no certificate on file", "your stored value totals $311".
_HOLDER = re.compile(
    r"\b(?:your|you(?:'ve|\s+have|\s+hold|\s+own|\s+still\s+have)(?:\s+got)?|you\s+(?:don't|do\s+not"
    r"|no\s+longer)\s+have|you\s+have\s+no|you\s+haven't\s+got|there(?:'s|\s+is|\s+are)\s+(?:no|only))"
    r"\s+(?:(?:a|an|any|no|one|two|three|four|\d+|only|just|other|remaining|current|saved|stored|"
    r"existing)\s+){0,3}$",
    re.IGNORECASE,
)
# "Do you have a gift card?": the user is asked what they hold; nothing is said of it
_ASKED_HOLDING = re.compile(r"\b(?:do|does|did)\s+(?:\w+\s+)?$", re.IGNORECASE)
# between a sum and its category: "$135 across your gift cards", "$600 in certificates"
_EQUALS_BEFORE = re.compile(r"=\s*[*_]*\s*$")
_BALANCES_AFTER = re.compile(r"\s+balances\b", re.IGNORECASE)
# members' balances added up in the statement: "$35 + $100", "$35 and $100 make $135"
_ADDED = re.compile(r"\d\s*\+\s*(?:\$|usd\s?)?\d|\b(?:add(?:s|ed)? up|sum|plus)\b", re.IGNORECASE)
_SUM_BEFORE = re.compile(
    # "$135 across your gift cards", "$135 total across your gift cards"
    r"\s*(?:(?:in\s+)?(?:total(?:ing)?|combined|altogether)\s+)?(?:(?:in|across|on|of|from|"
    r"between|over)\s+)?(?:your\s+|the\s+)?",
    re.I,
)
_HELD_SUM = re.compile(
    r"\byour\s+(?:(?:total|combined|remaining|available)\s+)?(?:stored\s+value|balances|"
    r"(?:total|combined|remaining)\s+balance)\b",
    re.IGNORECASE,
)


def _holding(doc: Doc, view: str, kinds: set[str], decided: set[int]) -> bool:
    """Whether the message tells what the user holds of the fault's categories (v' or v) or the
    sum of their balances without naming the method: the method is counted in or out by its
    category, so the reading is unknown, never "nothing said". A category word another
    method owns, or a policy sentence about categories in general, is no such statement."""
    for cat in _CATEGORY.finditer(view):
        a = cat.start()
        if cat.lastgroup not in kinds or a in decided:
            continue
        held = _HOLDER.search(view[max(0, a - 60) : a])
        if held and not _ASKED_HOLDING.search(view[max(0, a - 60) : a], 0, held.start()):
            return True
    return bool(_HELD_SUM.search(view))


_AMOUNT_BEFORE = re.compile(
    # (on the same line: "$100\nCertificate: $500" is the next line's label)
    r"(?:\$|usd\s?)(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d\d)?|\d+(?:\.\d\d)?)[^\S\n]*(?:-dollar\s+)?\Z",
    re.I,
)


def _balance_before(doc: Doc, a: int, target: _Method, methods: Sequence[_Method]) -> bool | None:
    """A category word right after a balance ("the $500 certificate") names the method with
    that balance: the target's (True) or another's (False); None when no single method has it."""
    m = _AMOUNT_BEFORE.search(doc.text[max(0, a - 20) : a])
    if not m:
        return None
    stated = cents(m.group("n").replace(",", ""))
    owners = [o for o in methods if o.amount is not None and o.amount == stated]
    if len(owners) != 1:
        return None
    return owners[0].id == target.id


# The methods a message leaves unnamed, given one category: "everything else on your profile is
# a gift card", "all the others are certificates", "the rest are gift cards".
_REST_BEFORE = re.compile(
    r"\b(?:everything else|all (?:the )?others|all (?:the )?other (?:methods|cards|balances|ones)|"
    r"the rest|all else|every other (?:method|card|balance|one))\b[^.;!?]{0,40}?\b(?:is|are)\s+"
    r"(?:all\s+|also\s+|just\s+)?(?:a\s+|an\s+)?\Z",
    re.IGNORECASE,
)
# A plural category heading the list of its members: "gift cards are", "certificates:".
_MEMBERS = re.compile(
    r"\s*(?:\(\d+\)\s*)?(?:are|include|includes|:|\u2014|\u2013)\s+(?=the\b|your\b|a\b|an\b|one\b|two\b|[$#\d]|"
    # a list of methods by brand or id: "Credit cards: Mastercard 1167, Visa 8413"
    r"(?:visa|mastercard|master card|amex|american express|discover|jcb|paypal)\b|"
    r"(?:certificate|gift_card|credit_card|paypal)_)",
    re.IGNORECASE,
)
_POLICY = re.compile(
    r"\b(?:can only|only|must|policy|policies|allowed|not allowed|accept(?:ed|s)?|eligible|"
    r"can(?:not|'t| not)? be (?:used|paid|applied|combined)|(?:is|are) paid|pay(?:s|ing)? (?:with|"
    r"by|for)|up to|at most|per (?:booking|reservation)|issued as|refunded as|count as"
    # a generic statement about a kind of method: "gift card refunds usually show up right away"
    r"|usually|typically|generally|normally|in general|as a rule)\b",
    re.IGNORECASE,
)
_CLASS_BEFORE = re.compile(
    r"(?:\b(?:by|with|via|using|in|as|or|and|nor|of)\s+|\b(?:one|any|either|each|some|none|"
    r"neither) of (?:your |the |my )?|\bothers? (?:are|is) (?:\w+ )?|\bids? (?:says?|reads?|"
    r"suggests?|indicates?|starts? with|shows?|names?) (?:a |an |it'?s? )?"
    # the class the target is set against: "unlike your credit cards", "other than the
    # certificates" (the target's own category is said apart)
    r"|\b(?:unlike|other than|apart from|besides|except(?: for)?|rather than) (?:your |the |my "
    r"|all )?)$",
    re.IGNORECASE,
)


_KIND = (
    r"(?:credit\s+cards?|debit\s+cards?|gift\s+cards?|(?:travel\s+)?certificates?|vouchers?|paypal)"
)
_IN_CATEGORY_LIST = re.compile(rf"\b{_KIND}\s*(?:,|/|\bor\b|\band\b|,\s*or|,\s*and)\s*$", re.I)
_CATEGORY_LIST_AFTER = re.compile(rf"\s*(?:,|/|\bor\b|\band\b|,\s*or|,\s*and)\s*{_KIND}\b", re.I)


def _names_another(doc: Doc, a: int, b: int, target: _Method) -> bool:
    """Does the category's own noun phrase carry an identifier (a balance, a last four) that is
    not the target's ("Certificate: $250", "a gift card ·2267" when the target is ·1167)?"""
    line = doc.lines[doc.line_of(a)]
    nxt = _CATEGORY.search(doc.text, b, line.end)
    hi = min(line.end, b + 25, nxt.start() if nxt else line.end)
    lo = max(line.start, a - 15)
    cut = list(re.finditer(r"[,;(]|\band\b", doc.text[lo:a]))
    window = doc.text[lo + (cut[-1].end() if cut else 0) : hi]
    said = [int(f.values[0]) for f in money_found(window) if f.values]
    digits = re.findall(r"(?<![\d.,$])\d{4}(?![\d])", window)
    if not said and not digits:
        return False
    return target.amount not in said and target.last_four not in digits


def _unowned(
    doc: Doc, view: str, target: _Method, v_prime: str, v: str, decided: set[int]
) -> list[Found]:
    """Category words of v or v' that no rule above attributes ("your gift cards", "the third
    certificate"), outside policy talk: the target may be among what they name, so they are
    unsure ("undecidable"), never "no use"."""
    out = []
    for cat in _CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        a, b = cat.span()
        if kind not in (v_prime, v) or a in decided:
            continue
        before = doc.text[max(0, a - 30) : a]
        if _GENERIC.search(before) or _CLASS_BEFORE.search(before):
            continue  # "a gift card", "by gift card or credit card": a class, not a method
        sentence = doc.sentences[doc.sentence_of(a)]
        if _POLICY.search(doc.text[sentence.start : sentence.end]):
            continue
        if _IN_CATEGORY_LIST.search(view[max(0, a - 20) : a]) or _CATEGORY_LIST_AFTER.match(
            view, b
        ):
            continue  # "(credit card, gift card, or certificate)": the kinds, not a method
        if _names_another(doc, a, b, target):
            continue
        out.append(Found(a, b, ()))
    return out


_PRONOUN_PREDICATE = re.compile(
    r"\b(?:it|that|this|which|the method|that method|this method|that one|this one)(?:['\u2019]s|"
    r"\s+(?:is|was|'s|might be|may be|could be|seems to be|appears to be|must be|should be|is "
    r"actually|is listed as|shows as|looks like))\s+(?:a|an|the)?\s*$",
    re.IGNORECASE,
)
_LISTED_AS = re.compile(
    r"\b(?:lists?|listed|shows?|has|records?|recorded|treats?|marks?|marked|labels?|labelled|"
    r"labeled|types?|typed|classif(?:y|ies|ied)|files?|filed)\s+(?:it|that method|this method|"
    r"that card|this card|that one|this one|the method|the card)\s+as\s+['\"\u2018\u201c]?\s*"
    r"(?:a|an|the)?\s*$"
    # "its type is listed as", "is saved with the type 'gift card'": the method named before
    r"|\b(?:its|the) [`'\"]?(?:type|category|source|kind|label|classification)[`'\"]?\b"
    r"[^.;!?]{0,25}?(?:\bas|\bis|\bsays|\breads|\bshows|:)\s*['\"\u2018\u201c`]?\s*(?:a|an)?\s*$"
    r"|\b(?:saved|stored|listed|recorded|registered|typed|classified|marked|filed|labell?ed|"
    r"categori[sz]ed|set up)\s+with\s+(?:the\s+|a\s+)?(?:type|category|source)\s*"
    r"['\"\u2018\u201c`]?\s*$",
    re.IGNORECASE,
)
_DEMONSTRATIVE = re.compile(
    r"\b(?:that|this|the same)\s+$|\b(?:is|was|isn't|wasn't) (?:it|that|this)\s+(?:a|an|the)?\s*$",
    re.IGNORECASE,
)


def _anaphora(doc: Doc, a: int, refs: list[tuple[int, int, bool]]) -> bool | None:
    """A category said of a pronoun ("that might be a gift card") or with a demonstrative
    ("that gift card") describes the method named last before it in the paragraph."""
    before = doc.text[max(0, a - 50) : a]
    if not (
        _PRONOUN_PREDICATE.search(before)
        or _DEMONSTRATIVE.search(before)
        or _LISTED_AS.search(before)
    ):
        return None
    para = doc.lines[doc.line_of(a)].paragraph
    earlier = [r for r in refs if r[1] <= a and doc.lines[doc.line_of(r[0])].paragraph >= para - 1]
    return earlier[-1][2] if earlier else None


_ID_PAREN = re.compile(
    r"\s*[(\[]\s*(?:(?:payment\s+|card\s+|method\s+)?(?:id|number|no\.?)\s*[:#]?\s*)?`?",
    re.IGNORECASE,
)


def _owner(doc: Doc, a: int, b: int, refs: list[tuple[int, int, bool]]) -> bool | None:
    """The method a category word describes: the nearest reference in its noun phrase (within
    a few words before or after it on the line, not across a sentence)."""
    sentence = doc.sentences[doc.sentence_of(a)]
    line = doc.lines[doc.line_of(a)]
    lo, hi = max(sentence.start, line.start), min(sentence.end, line.end)
    best: tuple[int, bool] | None = None
    for s, e, mine in refs:
        if s < lo or e > hi:
            continue
        if e <= a:
            gap = doc.text[e:a]
            dist = a - e
        elif s >= b:
            gap = doc.text[b:s]
            dist = s - b
        else:
            continue
        label = e > a and not doc.text[line.start : a].strip(" \t-*•▪◦‣0123456789.)")
        if s >= b and _ID_PAREN.fullmatch(gap):
            gap = ""  # "a gift card (ID: gift_card_8190333)": the parenthesis names its owner
        open_colon = label or line.quoted
        # (a dot between spaces separates items: "Visa 8834 · Gift cards: ..."; "·2267" is a
        # last four)
        barrier = r"[.;!?—–]|\s[·•]\s|\band\b|\bor\b|\bwhile\b|\bbut\b" + (
            "" if open_colon else "|:"
        )
        if dist > _NEAR or re.search(barrier, gap) or _CATEGORY.search(gap):
            continue  # another category word between: the reference is that one's
        if e <= a and re.search(r"\)\s*[,;]", gap):
            continue  # "one credit card (Mastercard 5018), one gift card": the listed item's
        if best is None or dist < best[0]:
            best = (dist, mine)
    return None if best is None else best[1]


def _by_category(
    doc: Doc, a: int, kind: str, target: _Method, methods: Sequence[_Method], v: str
) -> bool | None:
    """A definite category phrase ("your gift card") names the one method it can mean: a method
    the agent sees in that category (the target's delivered one is v'), or the target when v is
    that category and no other method is; a generic phrase ("a gift card") names none."""
    before = doc.text[max(0, a - 30) : a]
    if _GENERIC.search(before) or not _DEFINITE.search(before):
        return None
    word = doc.text[a : a + 30].lower()
    if re.match(r"\w+\s*cards\b|certificates\b|vouchers\b", word):
        return None  # a plural: several methods or none in particular
    seen = [m for m in methods if m.source == kind]
    if len(seen) == 1:
        return seen[0].id == target.id
    if not seen and kind == v:
        return True
    return None
