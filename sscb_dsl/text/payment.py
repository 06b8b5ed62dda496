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

import collections
import re
from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.text.corrections import corrections, mended_to
from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.ellipsis import fragment_said, said_again
from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.message_scope import (
    checked_with_user,
    held_open,
    retracted,
    set_against_user,
    settled_either_way,
)
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.modality_phrases import FILED_UNDER, NEXT_DOUBTS
from sscb_dsl.text.money import _found as money_found
from sscb_dsl.text.payment_anaphora import anaphora as _anaphora
from sscb_dsl.text.payment_both import ALTERNATIVE_AFTER, ASIDE, EITHER_LEAD, both_given
from sscb_dsl.text.payment_owner import owner as _owner
from sscb_dsl.text.payment_record import category_checked as _category_checked
from sscb_dsl.text.payment_record import category_open
from sscb_dsl.text.payment_record import id_evidence as _id_evidence
from sscb_dsl.text.payment_refs import Method as _Method
from sscb_dsl.text.payment_refs import method_of as _method
from sscb_dsl.text.payment_refs import method_refs as _refs
from sscb_dsl.text.payment_rules import IF_USED, by_property
from sscb_dsl.text.payment_sums import (
    BALANCES_AFTER as _BALANCES_AFTER,
)
from sscb_dsl.text.payment_sums import (
    CATEGORY as _CATEGORY,
)
from sscb_dsl.text.payment_sums import (
    DEFINITE as _DEFINITE,
)
from sscb_dsl.text.payment_sums import (
    FIGURE_BREAK as _FIGURE_BREAK,
)
from sscb_dsl.text.payment_sums import (
    GENERIC as _GENERIC,
)
from sscb_dsl.text.payment_sums import (
    KIND as _KIND,
)
from sscb_dsl.text.payment_sums import (
    aggregates as _aggregates,
)
from sscb_dsl.text.payment_sums import hedged_like_the_category
from sscb_dsl.text.reading import Found, Mention
from sscb_dsl.text.refs import anchor_list
from sscb_dsl.text.settled import doubt_unchecked, sided_with, went_by
from sscb_dsl.text.unrelied import set_aside_mentions
from sscb_dsl.text.values import canonical, cents

_LIST_END = re.compile(
    _FIGURE_BREAK
    + r"|\b(?:gift cards?|certificates?|vouchers?|credit cards?|debit cards?|paypal)\b",
    re.IGNORECASE,
)


_PRONOUN_SUBJECT = re.compile(
    r"(?:^|[.!?:;]\s+|\bso\s+|\band\s+|\b(?:sure|think|believe|know|certain|confirm)\s+(?:that\s+)?)"
    r"(?:that|this|it|which)(?:\s+one)?(?:'s|\s+is|\s+was|\s+'s)\s+"
    # ("It's listed as a gift card, actually.")
    r"(?:(?:a|an|the|your|actually|really|just|also|still|(?:listed|filed|stored|saved|set up|"
    r"recorded|registered|marked|labell?ed) as)\s+)*$",
    re.IGNORECASE,
)


# a method put in a class: "files the $128 one under certificates", "listed under gift cards"
_FILED_UNDER = re.compile(FILED_UNDER + r"\s+(?:the\s+|your\s+)?$", re.IGNORECASE)


def _mode(doc: Doc, f: Found) -> str:
    """How a finding is said; a count's "no" ("there's no gift card") is its number, no denial."""
    if f.mode == "unsure":
        return f.mode
    mode = mode_at(doc, f.start, f.end)
    if f.mode == "asserted":  # (a sum or a count: said, unless a hedge governs its clause)
        return "hedged" if mode == "hedged" else "asserted"
    if f.mode == "hedged":  # held open as an alternative, unless asked or denied outright
        return mode if mode in ("asked", "denied", "user") else "hedged"
    if mode == "hedged" and IF_USED.match(doc.text, doc.sentences[doc.sentence_of(f.start)].start):
        # "If you combine both certificates ($500 + $128), ...": a condition on the user's use
        # of the methods presupposes what they are
        return "asserted"
    if mode == "hedged" and _OWNED_WITH_BALANCE.search(doc.text, max(0, f.start - 30), f.start):
        # "HAT083 could be covered exactly by your $100 gift card": a possibility of the act;
        # the method named by what it holds is presupposed to be what it is called, unless the
        # sentence doubts what it is ("it might be your $100 gift card", "I think ..."), or the
        # speaker's doubt of it follows ("I'm not certain it really is a gift card, mind you")
        at = doc.sentence_of(f.start)
        sentence = doc.sentences[at]
        nxt = doc.sentences[at + 1] if at + 1 < len(doc.sentences) else None
        if not _EPISTEMIC.search(doc.text, sentence.start, sentence.end) and not (
            nxt and NEXT_DOUBTS.match(doc.text[nxt.start : nxt.end])
        ):
            return "asserted"
    return "asserted" if mode == "denied" and f.mode == "count" else mode


_OWNED_WITH_BALANCE = re.compile(r"\b(?:your|the)\s+\$\d[\d,]*(?:\.\d\d)?\s+$", re.IGNORECASE)
_EPISTEMIC = re.compile(
    r"\b(?:i think|i believe|i guess|i suppose|seems?|appears?|probably|presumably|likely|"
    r"apparently|maybe|perhaps|not sure|unsure|uncertain|if i'm|if i am|if the|unless|whether|"
    r"(?:might|may|could|would|must) (?:be|have been) (?:a|an|the|your|my|its)\b|is it|isn't it)",
    re.IGNORECASE,
)


def sources_said(
    text: Any, method: Any, methods: Any, aliases: Any, context: Any
) -> list[Any] | None:
    """The categories ``text`` gives the payment ``method`` (as delivered), each
    ``{kind: "source", value, values, mode}``; ``methods`` are all the user's methods as
    delivered (nested lists flattened), ``aliases`` phrases that name this method here,
    ``context`` [v', v]."""
    if not isinstance(text, str):
        return None if text is None else []
    target = _method(method)
    if target is None or not isinstance(methods, list):
        return None
    # (a list among them holds more: the methods a tool added since, "[methods, issued]")
    flat = [y for x in methods for y in (x if isinstance(x, list) else [x])]
    all_methods = [m for m in (_method(x) for x in flat) if m is not None]
    if not any(m.id == target.id for m in all_methods):
        all_methods.append(target)
    alias_names = anchor_list(aliases if aliases is not None else []) or []
    ctx = [canonical("source", c) for c in (context if isinstance(context, list) else [])]
    v_prime = (ctx[0] if ctx else None) or target.source
    v = ctx[1] if len(ctx) > 1 and ctx[1] else ""
    doc = parse(said_again(fragment_said(text)))
    mine = _refs(doc, target, all_methods, alias_names)
    theirs = [s for o in all_methods if o.id != target.id for s in _refs(doc, o, all_methods, [])]
    theirs = [s for s in theirs if s not in mine]
    masked = list(doc.text)
    # a reference that begins inside a category word ("the credit card it was paid with", the
    # phrase "card it was paid with" naming the target) leaves the word readable: it is said
    # of that reference
    kept = {
        i
        for c in _CATEGORY.finditer(doc.text)
        if any(c.start() < a < c.end() for a, _ in mine)
        for i in range(c.start(), c.end())
    }
    for a, b in mine + theirs:
        for i in range(a, b):
            if doc.text[i].isalpha() and i not in kept:
                masked[i] = " "
    view = "".join(masked)
    refs = sorted([(a, b, True) for a, b in mine] + [(a, b, False) for a, b in theirs])
    found: list[tuple[Found, bool | None]] = []
    for cat in _CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        a, b = cat.span()
        if _NAMED_THEN_TYPED.match(view, b):
            continue  # "your $100 voucher is a gift card": the subject's word names, the rest says
        if _FILED_UNDER.search(view, max(0, a - 60), a) and re.search(
            r"(?:cards|certificates|vouchers)$", cat.group(), re.IGNORECASE
        ):
            # "the profile files the $128 one under certificates": the class it is put in
            owner = _owner(doc, a, b, refs)
            if owner is None:
                # ("Your profile lists it under gift cards": the method named last before it)
                owner = _anaphora(doc, a, refs)
            if owner is not None:
                found.append((Found(a, b, (kind,)), owner))
                continue
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
        if _ISSUED_AS.search(view, max(0, a - 40), a):
            continue  # "Compensation is issued as a certificate": what is issued, no method
        if _NEW_METHOD.search(view, max(0, a - 40), a):
            continue  # "you'd still need a credit card for the rest": a method to add, no one's
        if _HELD_NONE.search(view, max(0, a - 40), a):
            # "you don't have a credit card on file, since the Visa ...": what the user holds,
            # counted over every method, not said of the method named beside it
            continue
        sentence = doc.sentences[doc.sentence_of(a)]
        if (
            _GENERIC.search(view, max(0, a - 30), a)
            and (
                _CLASS_LIST_BEFORE.search(view, max(0, a - 40), a)
                or _CLASS_LIST_AFTER.match(view, b)
            )
            and _POLICY.search(doc.text, sentence.start, sentence.end)
        ):
            continue  # "paid with a credit card or a gift card": classes a rule names, no method's
        owner = _balance_before(doc, a, target, all_methods)
        alternative = bool(
            found
            and re.fullmatch(
                ASIDE + r"\s*,?\s*or\s+(?:maybe\s+|perhaps\s+)?(?:an?\s+)?",
                view[found[-1][0].end : a],
                re.I,
            )
            # (a parenthesis naming a method closes a list item: "gift card ($128), or
            # certificate ($500)" gives each its own)
            and not any(found[-1][0].end <= x < a for x, _, _ in refs)
        )
        if owner is None and alternative:
            # "either a gift card or a certificate": the alternative is said of what the first
            # category was said of (both held open, whichever comes first)
            owner = found[-1][1]
        if alternative and found[-1][0].mode == "hedged":
            found.append((Found(a, b, (kind,), "hedged"), owner))
            continue
        either = EITHER_LEAD.search(view, max(0, a - 40), a)
        if either and ALTERNATIVE_AFTER.match(view, b):
            # "so it's either a gift card or a certificate": both held open, of the method the
            # pronoun or the sentence names
            subject = _PRONOUN_SUBJECT.search(
                view, max(0, either.start() - 30), either.start()
            ) or re.match(r"whether (?:it|that|this)\b", either.group(), re.IGNORECASE)
            sentence = doc.sentences[doc.sentence_of(a)]
            named = any(sentence.start <= x < sentence.end for x, _ in mine)
            if owner is None and (subject or named):
                owner = True
            if owner is not None:
                found.append((Found(a, b, (kind,), "hedged"), owner))
                continue
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
    found += _id_evidence(doc, refs, target, all_methods)
    owned = {f.start for f, owner in found if owner is False}
    decided = {f.start for f, _ in found} | owned
    aggregates = [x for x in _aggregates(doc, view, target, all_methods, v_prime, v, mine)]
    # what the user holds of a category is about the category, whoever its members are
    counted = {x.start for x, _ in aggregates if x.mode == "count"}
    found = [(f, o) for f, o in found if f.start not in counted]
    # (a category the message gives the target outright outweighs what a sum or a list of the
    # class implies: "The $157 and $6 gift cards are fine. The $113 balance is the open
    # question: it's filed as a certificate even though its id says gift card")
    # (a sum said after it builds on it: "I'll treat it as a gift card for now. So that's $135
    # on gift cards")
    # ("How much your certificates cover depends on ...": both readings, an enumeration, stay)
    direct = min((f.start for f, owner in found if owner and f.values), default=-1)
    per_start = collections.Counter(f.start for f, _ in aggregates)
    found += [
        (f, owner)
        for f, owner in aggregates
        if (
            f.start not in decided
            and not (f.start < direct and f.mode == "" and f.values and per_start[f.start] == 1)
        )
        or f.mode == "count"
    ]
    decided |= {f.start for f, _ in aggregates}
    # v' is no other method's category: a word of it that no rule attributes is the target's
    lone = bool(mine) and not any(m.source == v_prime for m in all_methods if m.id != target.id)
    # (what each unattributed word would say of the target, were it the target's)
    unowned: dict[int, Mention] = {}
    for f in _unowned(doc, view, target, v_prime, v, decided, v_prime if lone else ""):
        found.append((f, True))
        word = _CATEGORY.match(view, f.start)
        if not f.values and word and word.lastgroup:
            said = (word.lastgroup,)
            unowned[f.start] = Mention(said, _mode(doc, Found(f.start, f.end, said)), f.start)
    if not any(f.values for f, owner in found if owner):
        # (no category said of the method: what the rules for a category say of it; a category
        # word the rule names for its class, "Since certificates can't pay for changes, the $130
        # one is out", is left unsure beside it)
        found += [(f, True) for f in by_property(doc, mine, theirs, {v_prime, v})]
    mentions = [Mention(f.values, _mode(doc, f), f.start) for f, owner in found if owner]
    checked = _category_checked(doc, mine) if v_prime else None
    if checked is not None and not any(v_prime in m.values and m.mode != "asked" for m in mentions):
        # "let me re-check how it's stored on your profile": the category the record gives the
        # method (v') put to the check (beside what the message asks: "can you confirm it's a
        # credit card? something in how it's stored looks off")
        mentions = [*mentions, Mention((v_prime,), "asked", checked)]
    elif checked is not None:
        # "... a profile entry that labels it a gift card even though its ID says credit card —
        # I'd like to confirm which it really is": what the sentence of the check said is put to it
        at = {doc.sentence_of(checked)}
        if not any(doc.sentence_of(m.start) in at for m in mentions):
            # "... but your profile labels it a gift card. Do you know which it is?": a check
            # saying no category takes up what the sentence before it said
            at = {min(at) - 1}
        mentions = [
            attrs.evolve(m, mode="asked")
            if m.mode in ("asserted", "reported") and doc.sentence_of(m.start) in at
            else m
            for m in mentions
        ]
    if not mentions and (
        _holding(doc, view, {v_prime, v}, decided | owned)
        or _beside_target(doc, view, mine, {v_prime, v}, decided | owned)
        or category_open(doc, mine)
    ):
        mentions = [Mention((), "unsure", 0)]
    mentions = hedged_like_the_category(doc, mentions, {f.start for f, _ in aggregates})
    marks = corrections(doc) if mentions else []  # no mention: nothing a correction could deny
    if marks and mentions:
        last = max(marks)
        slip = mended_to(doc.text, last, _CATEGORY)  # "a gift card — sorry, a credit card"
        if slip is not None and not any(m.start > last for m in mentions):
            mentions = [
                *mentions,
                Mention((slip[0],), _mode(doc, Found(slip[1], slip[1] + 1, (slip[0],))), slip[1]),
            ]
        if any(m.start > last for m in mentions):
            mentions = [
                attrs.evolve(m, mode="denied") if m.start < last and m.mode != "denied" else m
                for m in mentions
            ]
    mentions = both_given(doc, held_open(doc, retracted(doc, mentions)))

    def read(ms: list[Mention]) -> str | None:
        return reading([m.data("source") for m in ms], v_prime, v)

    # (a category settled over the record's it called mislabelled, "The source field there is
    # clearly mislabelled — it's a credit card", as a date or an option is: settled.py)
    mentions = doubt_unchecked(
        doc, went_by(doc, checked_with_user(doc, set_against_user(doc, sided_with(doc, mentions))))
    )
    # (a category set aside, "so I wouldn't lean on the label", is qualified, as a date is)
    mentions = set_aside_mentions(doc, mentions)
    if v:
        mentions = settled_either_way(mentions, unowned, read)
    # (a word of no category denied, "rather than to a bank card", says nothing of the method;
    # nor does one beside a category said of it: "$103 in travel credit — a certificate")
    known_kind = any(m.values and m.values != ("unknown",) for m in mentions)
    mentions = [
        m for m in mentions if not (m.values == ("unknown",) and (m.mode == "denied" or known_kind))
    ]
    return [m.data("source") for m in mentions]


# a category word in a subject that a copula then types with another category: "voucher is a
# gift card", "certificate is actually a gift card"
_NAMED_THEN_TYPED = re.compile(
    r"\s+(?:(?:is|was|'s)|(?:is|was) (?:actually|really|in fact|listed as|stored as|typed as))\s+"
    r"(?:a\s+|an\s+)?(?:gift\s*cards?|credit\s*cards?|debit\s*cards?|(?:travel\s+)?certificates?|"
    r"vouchers?|pay\s?pal)\b",
    re.IGNORECASE,
)
# a category given to what is paid out, not to a method: "compensation is issued as a
# certificate", "the refund comes as a gift card"
_ISSUED_AS = re.compile(
    r"\b(?:issued|given|paid(?: out)?|sent|provided|offered|granted|refunded|credited|comes?|"
    r"arrives?)\s+(?:to you\s+)?(?:in the form of|as)\s+(?:an?\s+|one\s+)?"
    r"(?:(?:new|brand[\s-]new|fresh|separate|additional)\s+)?(?:travel\s+)?$"
    # "proceed with issuing the certificate for this amount": the one to be made
    r"|\b(?:issu(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|send(?:s|ing)?)\s+(?:you\s+)?(?:the|a|an|"
    r"this|that|your)\s+(?:(?:new|compensation|\$?\d+)\s+)?(?:travel\s+)?$"
    # "So the compensation would be your first certificate"
    r"|\b(?:compensation|refund|credit)\b[^.;!?]{0,40}?\b(?:would|will) be (?:your |a |an )?"
    r"(?:first |new |brand[\s-]new |separate |own )?(?:travel\s+)?$",
    re.IGNORECASE,
)
# a category with an indefinite article as the object of a verb of use ("you'd need a credit
# card", "pay the rest with a gift card"), not typing something ("it's a gift card")
_NEW_METHOD = re.compile(
    r"\b(?:need|needs|needed|use|using|add|adding|pay(?:ing)? (?:\w+ ){0,3}?with|put (?:\w+ ){0,3}?"
    r"on|cover (?:\w+ ){0,3}?with|require[sd]?|want)\s+(?:an?|another|any)\s+$",
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
            lead_words = _LEAD_WORDS.fullmatch(doc.text[h.start : h.end].strip())
            if cat is None and lead_words:
                # "The credit cards on your account are:" over the list of them
                words_ = lead_words.group("cat")
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


# a sentence leading a list of one category's methods: "The credit cards on your account are:"
_LEAD_WORDS = re.compile(
    r"(?:[\w'!,.]+\s+){0,2}?(?:(?:the|your|all(?: of)? your)\s+)?(?P<cat>[\w -]+?)\s+"
    r"(?:(?:on|in)\s+(?:your|the)\s+(?:account|profile|file|wallet)\s+|on file\s+|(?:that\s+)?"
    r"you(?:'ve| have)"
    r"(?: (?:got|saved))?\s+)?(?:are|include)\s*:",
    re.IGNORECASE,
)
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
# a holding denied: "you don't have a credit card", "there's no gift card on file"
_HELD_NONE = re.compile(
    r"\b(?:you\s+(?:don't|do\s+not|no\s+longer)\s+(?:(?:actually|really|currently|even)\s+)?"
    r"have|you\s+have\s+no|you\s+haven't\s+got|there(?:'s|\s+is|\s+are)\s+no|(?:i|we)\s+"
    r"(?:don't|do\s+not|can't|cannot)\s+(?:(?:actually|really|currently)\s+)?(?:see|find))\s+"
    r"(?:(?:a|an|any|other|saved|stored|existing|current|active|valid|separate|open)\s+){0,2}$",
    re.IGNORECASE,
)
# "Do you have a gift card?": the user is asked what they hold; nothing is said of it
_ASKED_HOLDING = re.compile(r"\b(?:do|does|did)\s+(?:\w+\s+)?$", re.IGNORECASE)
_HELD_SUM = re.compile(
    r"\byour\s+(?:(?:total|combined|remaining|available)\s+)?(?:stored\s+value|balances|"
    r"(?:total|combined|remaining)\s+balance)\b"
    # what methods named before hold between them: "Together they hold $220"
    r"|\b(?:together|combined|between them),?\s+(?:they|these|those|all of them|both of them)\s+"
    r"(?:hold|have|come to|total|add up to|make|cover)\b",
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
# a definite article or possessive naming one method held: "the certificate", "your gift card"
_HELD_ONE = re.compile(r"\b(?:the|your|that|this)\s+(?:travel\s+)?$", re.IGNORECASE)
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


# categories coordinated with articles: "a credit card or a gift card" (classes, not methods)
_CLASS_LIST_BEFORE = re.compile(
    rf"\b(?:an?|any)\s+{_KIND}\s*(?:,|/|\bor\b|,\s*or)\s*(?:an?|any)\s+$", re.I
)
_CLASS_LIST_AFTER = re.compile(rf"\s*(?:,|/|\bor\b|,\s*or)\s*(?:an?|any)\s+{_KIND}\b", re.I)
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


# a category word modifying a head noun said of the class: "gift-card balances", "certificate
# value", "credit card refunds"
_CLASS_HEAD = re.compile(
    r"[\s-]*(?:balances?|refunds?|payments?|value|money|funds|rules?|polic(?:y|ies))\b"
    # "an exact gift card total" (on its line: not a list's next field, "Gift Card\n- Total")
    r"|[ \t-]*(?:totals?|sums?|subtotals?)\b",
    re.I,
)


def _unowned(
    doc: Doc, view: str, target: _Method, v_prime: str, v: str, decided: set[int], sole: str
) -> list[Found]:
    """Category words of v or v' that no rule above attributes ("your gift cards", "the third
    certificate"), outside policy talk: the target may be among what they name, so they are
    unsure ("undecidable"), never "no use". A word of ``sole`` (v' when no other method the
    agent saw is of that category, and the message names the target) can only be the target's:
    "Gift card: Visa 8413. Certificate: $100." says the target a certificate."""
    out = []
    for cat in _CATEGORY.finditer(view):
        kind = cat.lastgroup or ""
        a, b = cat.span()
        if kind not in (v_prime, v) or a in decided:
            continue
        before = doc.text[max(0, a - 30) : a]
        if _GENERIC.search(before) or _CLASS_BEFORE.search(before):
            continue  # "a gift card", "by gift card or credit card": a class, not a method
        if (
            _CLASS_HEAD.match(view, b)
            and not _DEFINITE.search(before)
            and not re.search(r"(?:\b(?:is|are|was|were|as|becomes?)|['\u2019]s)\s+$", before, re.I)
        ):
            # "gift-card balances don't expire", "unused certificate value is forfeited",
            # "credit card refunds take 5-7 days": the class's rule, no method's category
            continue
        if re.search(r"\b(?:which|what|whichever)\s+$", before, re.IGNORECASE):
            continue  # "Which gift card should I use?": a choice among the class, no method's
        if _ISSUED_AS.search(view, max(0, a - 40), a) or re.match(
            r"[\s-]*compensation\b", view[b:], re.IGNORECASE
        ):
            # "proceed with issuing the certificate", "the certificate compensation": the one to
            # be made, none held
            continue
        if re.search(
            r"\b(?:an?|another|your|the)\s+(?:new|fresh|separate)\s+(?:travel\s+)?$", before, re.I
        ):
            # "compensation would come as a new certificate", "your new gift card will show up as
            # a separate entry": none held yet
            continue
        sentence = doc.sentences[doc.sentence_of(a)]
        if _POLICY.search(doc.text[sentence.start : sentence.end]) and not (
            # ("the certificate can't be used for upgrades": a rule applied to a method held,
            # perhaps the target)
            _HELD_ONE.search(before) and not re.search(r"s$", cat.group())
        ):
            continue
        if _IN_CATEGORY_LIST.search(view[max(0, a - 20) : a]) or _CATEGORY_LIST_AFTER.match(
            view, b
        ):
            continue  # "(credit card, gift card, or certificate)": the kinds, not a method
        if _names_another(doc, a, b, target):
            continue
        out.append(Found(a, b, (kind,) if kind == sole else ()))
    return out


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
