"""Counts, totals and lists a text gives per payment category, read as a derived use of the
target's category: "four gift cards", "Gift cards: 2, USD 380 in total", "$35 + $100 = $135 across
your gift cards", "there's a $250 gift card" — a statement that holds in one reading of the
target's category (v' or v) only says that reading."""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.payment_refs import SUM_RESULT, TOTAL_AFTER, TOTAL_WORDS
from sscb_dsl.text.payment_refs import Method as _Method
from sscb_dsl.text.prefilter import finditer, probe
from sscb_dsl.text.reading import Found, Mention
from sscb_dsl.text.values import cents

CATEGORY = re.compile(
    r"\b(?P<credit_card>credit(?:\s+|-|_)?cards?|(?<=\()credit(?=\))"
    # a brand's card called by its kind alone: "Visa credit ending 5308"
    r"|(?<=\bvisa )credit|(?<=\bmastercard )credit|(?<=\bamex )credit"
    r"|credit(?=\s+(?:ending|ends)\b))\b"
    r"|\b(?P<gift_card>(?:e-?)?gift(?:\s+|-|_)?cards?|prepaid(?:\s+(?:visa|mastercard|amex|"
    r"debit))?(?:\s+cards?)?|(?-i:GCs?)|gift(?=\s+balances?\b))\b"
    r"|\b(?P<certificate>(?:travel\s+)?(?:certificates?|certs?))\b"
    r"|\b(?P<paypal>pay\s?pal)\b"
    # words of a kind the domain's categories do not settle: a debit card, a bank card or
    # account, a voucher (a gift card or a certificate): said of the method, the category is
    # unknown, never v or v' (values.canonical reads "unknown" as no category)
    r"|\b(?P<unknown>debit(?:\s+cards?)?|bank\s+(?:cards?|accounts?)|(?:travel\s+)?vouchers?"
    # ... and a credit that is no card ("the $500 credit", "your travel credit")
    r"|(?:(?<=\d )|(?:travel|store|airline|account|flight|trip|future)\s+)credits?"
    r"(?!\s*[-_]?\s*(?:cards?|back|to)\b))\b",
    re.IGNORECASE,
)


GENERIC = re.compile(
    r"\b(?:a|an|any|another|other|some|no|each|every|either|neither|or|only|not|nor)\s+$",
    re.IGNORECASE,
)


DEFINITE = re.compile(
    r"\b(?:your|the|that|this|their|his|her|my)\s+(?:\w+\s+){0,2}$", re.IGNORECASE
)


_COUNT_WORDS = {
    "none": 0, "zero": 0, "one": 1, "single": 1, "two": 2, "both": 2, "three": 3, "four": 4,
    "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip


_COUNT = re.compile(
    r"(?<![$.,\d])\b(?P<n>\d{1,2}|one|single|two|both|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:(?:\w+|\$\d+)\s+){0,2}?$",
    re.IGNORECASE,
)


# a second count given as the alternative to the first: "two or three gift cards"
_OR_COUNT = re.compile(
    r"\s+(?:or|to)\s+(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b",
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
FIGURE_BREAK = r"\b(?:so|which|but|then|while|whereas)\b|;"


_FIGURE_CLAUSE = re.compile(FIGURE_BREAK, re.IGNORECASE)


_OWN_END = re.compile(
    FIGURE_BREAK + r"|\band (?:a|an|one|the|your)\b|\b(?:gift cards?|certificates?|vouchers?|"
    r"credit cards?|debit cards?|paypal|mastercard|visa)\b",
    re.IGNORECASE,
)


# What lies between a listed balance and the category after it: "$500 and $250 certificates".
_CHAIN = re.compile(r"(?:\s*(?:,|and|or|&)?\s*(?:\$|usd\s?)?\d[\d,.]*)*\s*", re.IGNORECASE)


_TOTAL = re.compile(rf"\b(?:{TOTAL_WORDS})\b", re.IGNORECASE)


# A figure under a rule or a limit ("certificates can cover up to $500"), not a count or total.
_BOUND_NEAR = re.compile(
    r"\b(?:(?<!add )(?<!adds )(?<!adding )up to|at most|max(?:imum)?|no more than|at least|"
    r"more than|fewer than|less than|limit(?:ed|s)?|cap(?:ped)?)\b",
    re.IGNORECASE,
)


_DESCRIBES_NAMED = re.compile(
    r"(?:[,(—–]|\s-|\b(?:are|were|they're|which are|those are|these are|they are))\s*$", re.I
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
# ... or picked out by what else is said of it before the figure: "the gift card you used for
# HXDUBJ — the one with the $152 balance", "the gift card that has $152 on it"
_IDENTIFYING = re.compile(
    r"^\s*(?:(?:you|we|i)\s+(?:\w+ed|paid|bought|got|gave)\b)|\bthe one\b|"
    r"\b(?:that|which)\s+(?:still\s+)?(?:has|had|holds|carries|'s got)\b",
    re.IGNORECASE,
)


# "your gift card ending 6941833 ... ($152 balance)": one member named, its own balance
_IDENTIFIED = re.compile(r"\b(?:ending|ends? in|last four|id|number)\b|\d{4,}|_\d", re.I)


# What the user holds of a category, said with a singular: "you have a gift card", "one credit
# card", "there's no certificate on file", "your only credit card".
_HELD = re.compile(
    r"(?:(?:\b(?:you(?:'ve| have)?\s+(?:only\s+|also\s+|still\s+|just\s+)?(?:have|got|hold|has)|"
    r"you(?:'ve| have) (?:only |also |just )?got|there(?:'s| is)|(?:your|the) (?:account|profile|"
    r"wallet)(?: (?:only|also|still|actually|currently|really))? "
    r"(?:has|holds|includes|shows|lists)|"
    r"on file(?: (?:is|are))?:?)\b[^.;:!?]*?"
    # telegraphic, opening its sentence: "Just one certificate, the $250."
    r"|^[^\w$]*(?:just|only)\s+)"
    r"\b(?P<det>a|an|one|a single|only one|just one|no|single)"
    # "You don't have any gift cards on file": none held
    r"|\byou (?:don'?t|do not) (?:actually |currently )?(?:have|hold) (?P<none>any)"
    r"|\b(?:your|the) (?P<only>only))\s+(?:[\w-]+\s+|\$\s?\d[\d,]*(?:\.\d{2})?\s+)?$",
    re.IGNORECASE,
)


# a rule for the category, no holding: "(you have two certificates, but) only one certificate
# can be applied per booking"
_POLICY_AFTER = re.compile(
    r"\s*(?:(?:can|may|could|can't|cannot|can not|couldn't|won't|don't|do not|aren't|are not)"
    r"(?: only)? (?:be (?:applied|used|combined)|go|pay|cover)|(?:is|are) (?:not )?(?:allowed|"
    r"permitted|accepted|eligible)|per (?:booking|reservation|order))\b",
    re.IGNORECASE,
)

# "$62 on one gift card and $250 on the other": a pair of the category's members, each given
# by the balance said right before its half
_ONE_OF_PAIR = re.compile(r"\b(?:on|in|for)\s+one\s+$", re.IGNORECASE)
_OTHER_OF_PAIR = re.compile(
    r"[^.;!?]*?\b(?:on|in|for)\s+(?:the\s+other|another|the\s+second)\b", re.IGNORECASE
)
_PAIR_MEMBER = re.compile(
    r"\s+(?:(?:left|remaining|sitting)\s+)?(?:on|in|for)\s+(?:one|the\s+other|another|the\s+"
    r"second)\b",
    re.IGNORECASE,
)

# a plural that names the user's own methods: "your gift cards", "both certificates"
_OWNED_PLURAL = re.compile(
    r"\b(?:your|the|these|those|both|all|two|three|four|five|\d+)\s+(?:[\w$.-]+\s+){0,2}$",
    re.IGNORECASE,
)

# the target added apart from a count: "three gift cards plus a Mastercard gift card (9326)"
_ADDED_APART = re.compile(
    r"\b(?:plus|as well as|besides|on top of|along with|in addition to|apart from|aside from)\b",
    re.IGNORECASE,
)


def _sole(readings: dict[str, tuple[int, int]], stated: int) -> bool:
    """Is ``stated`` the category's only balance in one reading, one of several in another?"""
    counts = {n for n, total in readings.values()}
    return any(n == 1 and total == stated for n, total in readings.values()) and any(
        n > 1 for n in counts
    )


# a balance that a singular category word follows names that one member ("the $280 gift card"),
# not the category's total ("the $127 one" is left to the sums: "one" follows totals too)
_MEMBER_WORD_AFTER = re.compile(
    r"\s*(?:[\w-]+\s+)?(?:(?:e-?)?gift[\s-]?card|certificate|voucher|credit card)(?![\w-])",
    re.IGNORECASE,
)


def _decide(readings: dict[str, tuple[int, int]], index: int, stated: int) -> str:
    """The one reading under which the stated count (index 0) or sum (1) holds; ``""`` when
    both or neither do (the statement does not tell them apart, or counts something else)."""
    fits = [k for k, value in readings.items() if value[index] == stated]
    if len(fits) == 1:
        return fits[0]
    return ""


def aggregates(
    doc: Doc,
    view: str,
    target: _Method,
    methods: Sequence[_Method],
    v_prime: str,
    v: str,
    mine: Sequence[tuple[int, int]] = (),
) -> list[tuple[Found, bool | None]]:
    """Counts, totals and headed lists per category that count the target in one reading
    only ("four gift cards", "Gift cards: 2, USD 380 in total", "certificates: $500, $100 and
    $35"). A statement whose count and total point to different readings is unsure. ``mine``
    are where the text names the target: a count with the target added apart ("three gift
    cards plus a Mastercard gift card (9326)") leaves it out."""
    out: list[tuple[Found, bool | None]] = []
    amounts = [f for f in money_found(doc.text) if f.values]
    unique_amount = target.amount is not None and (
        sum(1 for o in methods if o.amount == target.amount) == 1
    )
    for cat in CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        if kind not in (v_prime, v) or v_prime == v:
            continue
        a, b = cat.span()
        # ("gift card balances: $35 + $100" counts the class too)
        plural = bool(re.search(r"(?:cards|certificates|vouchers)$", cat.group(), re.I)) or bool(
            BALANCES_AFTER.match(view, b)
        )
        readings = _sums(methods, target, kind, v_prime, v)
        sentence = doc.sentences[doc.sentence_of(a)]
        line = doc.lines[doc.line_of(a)]
        lo, hi = max(sentence.start, line.start), min(sentence.end, line.end)
        before, after = doc.text[lo:a], doc.text[b:hi]
        if plural and _POLICY_AFTER.match(after) and not _OWNED_PLURAL.search(before):
            continue  # "but gift cards can be combined": a rule of the class, no one's methods
        if (
            not plural
            and unique_amount
            and _ONE_OF_PAIR.search(before)
            and _OTHER_OF_PAIR.match(after)
            and any(
                int(f.values[0]) == target.amount and _PAIR_MEMBER.match(doc.text, f.end)
                for f in amounts
                if lo <= f.start < hi
            )
        ):
            # "$62 on one gift card and $250 on the other": two members of the category, each
            # by its balance; the target's balance among them counts it in (about the category's
            # members, not the one balance said before the word)
            out.append((Found(a, b, (kind,), "count"), True))
            continue
        held = None if _POLICY_AFTER.match(after) else _HELD.search(before)
        if plural and held and not held.group("none"):
            held = None  # (a plural counts by the total or the number said with it)
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
            if held.group("none"):
                word = "no"
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
        if not plural and GENERIC.search(doc.text[max(0, a - 30) : a]):
            continue  # "a certificate": no method, no total
        fits: set[str] = set()
        stated_n = None
        if plural and not _NOT_A_COUNT.search(before):
            stated_n = _COUNT.search(before) or _PAREN_COUNT.match(after)
        stated_n = stated_n or _COLON_COUNT.match(after)
        if stated_n and stated_n.re is _COUNT and re.search(_BOUND, before[: stated_n.start()]):
            stated_n = None  # "up to three gift cards": a limit, not a count
        if (
            stated_n
            and stated_n.re is _COUNT
            and stated_n.group("n").lower() == "both"
            and _DESCRIBES_NAMED.search(before[: stated_n.start()])
            # ("your two balances are both travel certificates": the count said before stands)
            and not re.search(r"\b(?:two|2)\b", before[: stated_n.start()], re.IGNORECASE)
        ):
            # "the Visa ending 1663 or the Mastercard ending 9812, both credit cards", "they're
            # both gift cards": the two just named described, not how many the user holds; of
            # the target when it is one of them
            if any(lo <= x < a for x, _ in mine):
                out.append((Found(a, b, (kind,)), True))
            continue
        added = _ADDED_APART.search(doc.text, b, sentence.end)
        if (
            stated_n
            and added
            and doc.text.count("(", b, added.start()) <= doc.text.count(")", b, added.start())
            and any(added.end() <= x < sentence.end for x, _ in mine)
        ):
            # "three gift cards plus the Mastercard gift card (9326)": the others, counted (in
            # brackets, "four gift cards (three ..., plus a Visa one)", the count's members)
            out.append((Found(a, b, ()), False))
            continue
        unfit = False  # a count or a total of the category that no reading gives
        sole = 0  # a member's balance said as the category's only one in one reading (cents)
        alternatives = False  # "two or three gift cards": a count for each reading
        if stated_n:
            word = stated_n.group("n").lower()
            count = int(word) if word.isdigit() else _COUNT_WORDS[word]
            other = _OR_COUNT.match(before, stated_n.end("n")) if stated_n.re is _COUNT else None
            if other is not None:
                word2 = other.group("n").lower()
                count2 = int(word2) if word2.isdigit() else _COUNT_WORDS[word2]
                fits.add(_decide(readings, 0, count2))
                alternatives = True
            # "Two $250 certificates": the members of that balance, not the whole category
            worth = _WORTH_BEFORE.search(before)
            pool = readings
            if worth is not None and (c := cents(worth.group("amount"))) is not None:
                pool = _sums([o for o in methods if o.amount == c], target, kind, v_prime, v)
                if all(r[0] == count for r in pool.values()):
                    continue  # the members of that balance, whatever the target is
            fits.add(_decide(pool, 0, count))
            unfit = not any(r[0] == count for r in pool.values())
        # the category's own clause: after it, up to the next category or clause
        stop = _OWN_END.search(view, b, hi)
        end = stop.start() if stop else hi
        clause_start = max([lo, *(x.end() for x in _FIGURE_CLAUSE.finditer(view, lo, a))])
        bounded = bool(_BOUND_NEAR.search(doc.text[clause_start:end]))
        near = [] if bounded else [f for f in amounts if lo <= f.start < hi]
        both_named = {c.lastgroup for c in CATEGORY.finditer(view, lo, hi)} >= {v_prime, v}
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
            and not SUM_RESULT.search(doc.text, max(lo, f.start - 8), f.start)
            # ("Travel certificates: $500 across two", "Gift cards: 827 USD in total": the
            # category's total, even when a balance equals it)
            and not TOTAL_AFTER.match(doc.text, f.end)
            and not _TOTAL.search(doc.text, max(lo, f.start - 14), f.start)
        ]
        if unique_amount and any(int(f.values[0]) == target.amount for f in listed):
            fits.add(kind if len(listed) > 1 else _decide(readings, 1, target.amount or 0) or kind)
        elif (
            plural
            and len(own) > 1
            and not _TOTAL.search(doc.text[lo:hi])
            and not _ADDED.search(doc.text, lo, hi)
            # ("Your $62 balance is a travel certificate ..., and neither can the $500 and $250
            # certificates": the target said to be of the category before them in the sentence;
            # they are the others)
            # (not its id's word: "a $500 balance listed as a gift card but carrying a certificate
            # id")
            and not any(
                lo <= x < a
                and any(
                    c.lastgroup == kind and not re.match(r"\s*ids?\b", view[c.end() :])
                    for c in CATEGORY.finditer(view, x, a)
                )
                for x, _ in mine
            )
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
                and not SUM_RESULT.search(doc.text, max(lo, f.start - 8), f.start)
                and not TOTAL_AFTER.match(doc.text, f.end)  # "$500 across two": a total
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
                if (
                    plural
                    and f in members
                    and stated != target.amount
                    and _MEMBER_WORD_AFTER.match(doc.text, f.end)
                ):
                    continue  # "The $280 gift card doesn't cover it, so ... gift cards": a member
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
                        and DEFINITE.search(before)
                        and not _RESTRICTIVE.match(doc.text, b, f.start)
                        and not _IDENTIFYING.search(doc.text[b : f.start])
                        and not _IDENTIFIED.search(doc.text, b, f.start)
                        and _sole(readings, stated)
                    ):
                        sole = sole or stated
                    continue
                fits.add(_decide(readings, 1, stated))
                unfit = unfit or (f in own and not any(r[1] == stated for r in readings.values()))
        fits.discard("")
        if len(fits) == 1 or (
            len(fits) == 2 and (alternatives or (not stated_n and len(near) > 1))
        ):
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
    # "... up to three gift cards. You have two"
    for m in finditer(_HAVE_COUNT, doc.text, probe(doc.text)):
        cats = [c for c in CATEGORY.finditer(view, max(0, m.start() - 200), m.start())]
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


# ("**Gift cards:** none": a heading's count, none among them)
_COLON_COUNT = re.compile(
    r"[*_]*\s*:\s*[*_]*\s*(?P<n>\d{1,2}|none|zero|one|two|three|four|five|six|seven|eight|nine|"
    r"ten)\b(?![.,]?\d)"
    r"(?!\s*(?:usd|dollars?|\$))",
    re.IGNORECASE,
)


# "gift card balances: ...": the class's balances, said with the singular category word
BALANCES_AFTER = re.compile(r"\s+balances\b", re.IGNORECASE)


# members' balances added up in the statement: "$35 + $100", "$35 and $100 make $135"
_ADDED = re.compile(r"\d\s*\+\s*(?:\$|usd\s?)?\d|\b(?:add(?:s|ed)? up|sum|plus)\b", re.IGNORECASE)


# between a sum and its category: "$135 across your gift cards", "$600 in certificates",
# "$135 total across your gift cards"
_SUM_BEFORE = re.compile(
    r"\s*(?:(?:in\s+)?(?:total(?:ing)?|combined|altogether)\s+)?(?:(?:in|across|on|of|from|"
    r"between|over)\s+)?(?:your\s+|the\s+)?",
    re.I,
)


KIND = (
    r"(?:credit\s+cards?|debit\s+cards?|gift\s+cards?|(?:travel\s+)?certificates?|vouchers?|paypal)"
)


# a hedge of what is believed ("seems to be", "probably"), not a condition ("unless you use ...")
_BELIEF_HEDGE = re.compile(
    r"\b(?:seems?|appears?|probably|likely|possibly|perhaps|maybe|might|i think|i believe|"
    r"not (?:fully |entirely |completely |totally )?(?:sure|certain)|looks like|going by|"
    r"if (?:the profile|the record|i'm reading|i am reading))\b",
    re.IGNORECASE,
)


def hedged_like_the_category(
    doc: Doc, mentions: list[Mention], from_sums: set[int]
) -> list[Mention]:
    """A count, total or list that leaves the method in or out (its start in ``from_sums``)
    follows from the category the message itself gives the method only under a hedge ("you can
    use the $157 and $6 gift cards ... The $113 balance seems to be a certificate"): it is
    hedged too."""
    hedged = {
        x
        for m in mentions
        if m.start not in from_sums
        and m.mode == "hedged"
        and _BELIEF_HEDGE.search(doc.clause_at(m.start, m.start + 1))
        for x in m.values
    }
    if not hedged:
        return mentions
    return [
        attrs.evolve(m, mode="hedged")
        if m.start in from_sums and m.mode == "asserted" and m.values and set(m.values) <= hedged
        else m
        for m in mentions
    ]
