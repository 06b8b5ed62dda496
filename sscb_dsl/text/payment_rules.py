"""A payment method's category given by the rules that hold for that category (PaySource, a
derived use): the policy's rule for a leftover balance ("any part you don't use is forfeited":
a certificate; "whatever isn't spent stays on it": a gift card), said of the method."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.reading import Found

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
        r"\b(?:stays? on (?:it|the card|your card|the gift card|that card|the balance|that "
        r"balance|this balance)|remains? on (?:it|the card|your card|that card)|carr(?:y|ies) over|"
        r"(?:is|are|gets?) kept for (?:later|next time|your next)"
        # what is left said to stay usable later: "you'd still have $201 left on it to use on a
        # future trip", "the remaining $320 would stay on it for a future booking"
        r"|(?:left|remaining|left over|leftover|remains?|stays?|kept)\b[^.;!?]{0,50}?\b(?:for|on|"
        r"toward|towards|to use (?:on|for|toward)) (?:a |an |any |your )?(?:future|later|next|"
        r"another)\b"
        # a refund taken to land as the card's balance: "goes right back onto it as spendable
        # balance", "comes back as stored balance"
        r"|(?:back )?(?:onto|on|to|into) (?:it|the card|your card|that card|the gift card) as "
        r"(?:\w+ )?(?:balance|store credit)|as (?:spendable|stored|store|available|usable) "
        r"balance)\b",
        re.IGNORECASE,
    ),
}


def by_property(
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
            if _DENIED.search(doc.text, doc.sentences[s].start, m.start()) or (
                kind == "gift_card" and _NEGATION.search(m.group())
            ):
                continue  # "the rest won't be kept for a future booking": the rule denied
            # the method named last before the rule, in its sentence or the one before it (which
            # the rule continues), is the target
            before = [
                ours for a, ours in refs if a < m.start() and doc.sentence_of(a) in (s, s - 1)
            ]
            sentence = doc.sentences[s]
            every = _EVERY_METHOD.search(doc.text, sentence.start, m.start()) and not any(
                not ours and sentence.start <= a < sentence.end for a, ours in refs
            )
            if (before and before[-1]) or every:
                # the rule holds whatever the condition on using it ("If you use the $500 one,
                # whatever isn't spent stays on it"): the category is asserted
                opens = IF_USED.match(doc.text, doc.sentences[s].start, m.start())
                mode = "asserted" if opens else ""
                out.append(Found(m.start(), m.end(), (kind,), mode))
    if "certificate" in kinds and len(kinds) == 2:
        # "An upgrade counts as a change, so a gift card or a credit card pays. That means the
        # $130 balance works": the method admitted for a change is no certificate (the policy)
        (other,) = kinds - {"certificate"}
        usable = [(m, other) for m in _USABLE.finditer(doc.text)]
        usable += [(m, "certificate") for m in _NOT_USABLE.finditer(doc.text)]
        for m, kind in usable:
            s = doc.sentence_of(m.start())
            lo = doc.sentences[max(0, s - 1)].start
            if not _CHANGE_TALK.search(doc.text, lo, doc.sentences[s].end):
                continue
            if kind == other and _DENIED.search(doc.text, lo, m.start()):
                continue
            named = [(a, ours) for a, ours in refs if a < m.start() and doc.sentence_of(a) == s]
            if named and named[-1][1] and m.start() - named[-1][0] < 40:
                # ("... the $130 balance works": a certificate cannot pay; "the $130 balance
                # can't be used for the upgrade" may be the policy or a balance too small for
                # it: unsure which, unless the policy is what the message gives as the reason:
                # "Changes can only be paid with a credit card or a gift card, so the $500
                # balance is out")
                decided = kind == other or _POLICY_GIVEN.search(doc.text, lo, m.start())
                out.append(Found(m.start(), m.end(), (kind,) if decided else ()))
        for a, ours in refs:
            sentence = doc.sentences[doc.sentence_of(a)]
            if (
                ours
                and _CHARGED_TO.search(doc.text, max(sentence.start, a - 80), a)
                and _CHANGE_TALK.search(doc.text, sentence.start, sentence.end)
            ):
                # "I'll charge the fare difference to certificate_9254323": the method taken to
                # pay for a change, which the policy lets only some categories do (a derived use
                # of its category, or a slip of the policy): unsure, never nothing
                out.append(Found(a, a + 1, ()))
    if "certificate" in kinds:
        # "nothing on your profile can pay for extra bags": the rule, negated by its subject, of
        # every method the user holds
        for m in _CAN_PAY_BAGS.finditer(doc.text):
            sentence = doc.sentences[doc.sentence_of(m.start())]
            head = _EVERY_METHOD.search(doc.text, sentence.start, m.start())
            if (
                head
                and _NO_ONE.match(head.group())
                and not any(not ours and sentence.start <= a < sentence.end for a, ours in refs)
            ):
                out.append(Found(m.start(), m.end(), ("certificate",)))
    return out


# a method said usable ("the $130 balance works", "can cover it", "is fine for it")
_USABLE = re.compile(
    r"\b(?:works|will work|would work|can be used|is usable|qualifies|is eligible|is fine|can pay|"
    r"can cover|is allowed|is accepted)\b",
    re.IGNORECASE,
)
_NOT_USABLE = re.compile(
    r"\b(?:doesn't|does not|won't|will not|wouldn't|would not|can't|cannot|isn't|is not) (?:work|"
    r"be used|qualify|usable|eligible|allowed|accepted|an option)\b|\bis (?:out|excluded|"
    r"ineligible)\b",
    re.IGNORECASE,
)
# the policy given as the reason a method cannot pay: "changes can only be paid with a credit
# card or a gift card", "certificates can't be used for changes"
_POLICY_GIVEN = re.compile(
    r"\b(?:only|just)\b[^.;!?]{0,60}?\b(?:credit|gift)[\s_-]*cards?\b"
    r"|\b(?:credit|gift)[\s_-]*cards?\b[^.;!?]{0,40}?\bonly\b"
    r"|\b(?:travel )?certificates?\b[^.;!?]{0,40}?\b(?:can't|cannot|can not|aren't|are not|don't|"
    r"do not|won't)\b"
    # "An upgrade is a change, so a gift card or a credit card has to pay"
    r"|\b(?:credit|gift)[\s_-]*cards?\b[^.;!?]{0,40}?\b(?:has to|have to|must|needs? to) "
    r"(?:pay|cover|be used)\b",
    re.IGNORECASE,
)
# a flight change or an upgrade being paid for (the policy: a gift card or a credit card pays)
_CHANGE_TALK = re.compile(
    r"\b(?:changes?|upgrades?|upgrading|fare difference|price difference|modif(?:y|ication)|"
    r"rebook(?:ing)?|switch(?:ing)? flights?)\b",
    re.IGNORECASE,
)
# a method taken as what pays: "charge the fare difference to", "pay for the upgrade with", "use"
_CHARGED_TO = re.compile(
    r"\b(?:(?:charg|bill|put|pay|cover|appl|run|process|tak)(?:e|es|ed|ing|y|ies|ied|s)?\b"
    r"[^.;!?]{0,60}?\b(?:to|with|on|from|using|via|against|through)|us(?:e|es|ed|ing))\s+"
    r"(?:your\s+|the\s+|that\s+|this\s+)?[*_`]*$",
    re.IGNORECASE,
)
# the rule's verb denied right before it ("the rest won't be kept for a future booking")
_NEGATION = re.compile(r"\bnot\b|n't\b|\bnever\b|\bno longer\b", re.IGNORECASE)
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bno longer)\s+(?:be\s+|been\s+)?$", re.IGNORECASE)
_NO_ONE = re.compile(r"(?:nothing|none|neither)\b", re.IGNORECASE)
_CAN_PAY_BAGS = re.compile(
    r"\b(?:can|could) (?:be used (?:to pay )?for|pay for|cover) (?:the |any |extra |additional )?"
    r"(?:bag|bags|baggage|checked bags?)(?: fees?)?\b",
    re.IGNORECASE,
)


# the rule said of every method the user holds, the target among them: "nothing on your profile
# can pay for extra bags", "neither of your saved payment methods can be used for baggage fees"
_EVERY_METHOD = re.compile(
    # (a class named instead, "none of your gift cards", is no method of every category)
    r"\b(?:nothing|none|neither|all|each|every|everything)\b(?: (?:of|on|in) (?:your|the))?"
    r"(?: (?:saved|stored|other|remaining))?(?: (?:payment|pay))?"
    r" (?:profile|file|account|methods?|balances?|options?|things)\b[^.;!?]{0,30}$",
    re.IGNORECASE,
)


IF_USED = re.compile(
    r"\W*(?:if|when|once|should) you (?:use|apply|put|spend|pay|combine|add up|pool)\b", re.I
)
