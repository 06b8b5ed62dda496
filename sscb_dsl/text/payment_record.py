"""What a message says of a payment method's record rather than of the method (PaySource): the
category its id reads ("its ID says certificate", "the ID reads certificate_8998287"), and a
check announced of how the method is typed ("let me re-check how it's stored on your profile").
Split from ``payment`` so that it keeps to finding and attributing the categories said."""

from __future__ import annotations

import re
from collections.abc import Sequence

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.payment_refs import Method
from sscb_dsl.text.reading import Found

# a check of how a method is typed, saying no category: "re-check how it's stored on your
# profile", "confirm how the Visa ending 2172 is set up", "check what type of card it is"
_CATEGORY_CHECK = re.compile(
    r"\b(?:check|re-?check|confirm|verify|double[- ]check|look (?:into|at)|see|find out)\b"
    r"[^.;!?]{0,40}?\b(?:how (?:it|it's|it is|this|that|the \w+|your \w+)\b[^.;!?]{0,40}?\b"
    r"(?:stored|set up|listed|recorded|typed|classified|categori[sz]ed|saved|registered|filed|"
    r"labell?ed)\b|(?:what|which) (?:kind|type|sort|category)\b)"
    # the way it is stored doubted: "something in how it's stored on your profile looks off"
    r"|\bhow (?:it's|it is|it was|this is|that is|the \w+ is)\s+(?:stored|set up|listed|recorded|"
    r"typed|classified|categori[sz]ed|saved|filed|labell?ed)\b[^.;!?]{0,40}?\b(?:looks?|seems?)\s+"
    r"(?:off|wrong|odd|strange|inconsistent|unusual|incorrect)\b"
    # "the way it's recorded is inconsistent", "depends on what kind of balance it is"
    r"|\bthe way (?:it's|it is|it was|this is|that is|the \w+ is)\s+(?:stored|set up|listed|"
    r"recorded|typed|classified|categori[sz]ed|saved|filed|labell?ed)\s+(?:is|looks|seems)\s+"
    r"(?:off|wrong|odd|strange|inconsistent|unusual|incorrect|contradictory)\b"
    r"|\bdepends? on (?:what|which) (?:kind|type|sort|category)\b"
    # "I'd like to confirm which it really is"
    r"|\b(?:check|confirm|verify|find out)\b[^.;!?]{0,20}?\bwhich (?:it|one|of the two)\b"
    r"(?: (?:really|actually))? is\b"
    # "Do you know which it is?", "I can't tell which label is right": the user asked, or the
    # agent saying it cannot decide, which category holds
    r"|\b(?:know|tell|sure|say|remember|recall|certain)\b[^.;!?]{0,20}?\bwhich (?:it|one|label|"
    r"category|type|of (?:the|those|these) two)\b(?: (?:really|actually|truly))?"
    r" is(?:\s+(?:right|correct|accurate|true))?\s*[?.!]",
    re.IGNORECASE,
)
# "a $100 balance whose type I can't pin down", "its category is unclear": the category left
# open, with no check of it announced
_CATEGORY_OPEN = re.compile(
    r"\b(?:whose|its|the|their) (?:type|category|kind)\b[^.;!?]{0,30}?\b(?:can't|cannot|"
    r"couldn't|could not|can not|don't|do not)\s+(?:\w+\s+)?(?:pin down|tell|determine|confirm|"
    r"verify|work out|make out|be sure|know)\b"
    r"|\b(?:type|category|kind)\b[^.;!?]{0,20}?\b(?:is|'s|remains|seems)\s+(?:still\s+)?"
    r"(?:unclear|uncertain|ambiguous|not clear|in question|open|undetermined)\b",
    re.IGNORECASE,
)


def category_open(doc: Doc, mine: list[tuple[int, int]]) -> bool:
    """Does a sentence naming the method leave its category open ("a $100 balance whose type I
    can't pin down")? Said of the method, that is a use of it, though no category: unsure."""
    named = {doc.sentence_of(a) for a, _ in mine}
    return any(doc.sentence_of(m.start()) in named for m in _CATEGORY_OPEN.finditer(doc.text))


def category_checked(doc: Doc, mine: list[tuple[int, int]]) -> int | None:
    """Where a sentence naming the method (or, after it is named, one taking it up with "it")
    announces a check of its category, saying none (None: no such sentence)."""
    if not mine or not _CATEGORY_CHECK.search(doc.text):
        return None
    named = {doc.sentence_of(a) for a, _ in mine}
    first = min(named)
    for i, sentence in enumerate(doc.sentences):
        if i not in named and not (i > first and i - 1 in named):
            continue
        m = _CATEGORY_CHECK.search(doc.text, sentence.start, sentence.end)
        if m:
            return m.start()
    return None


# what a method's id reads, the category in it: "the ID reads certificate_8998287", "its ID
# starts with "certificate_"" (the id itself names the method, and is masked as such)
_ID_READS = re.compile(
    r"\b(?:its|the|that|this|whose)\s+(?:payment\s+)?id\b(?:\s*\([^)]*\))?\s*,?\s*(?:reads|says|is|"
    r"starts with|begins with|shows|suggests|points to)\s+[\"'`\u201c\u2018]?"
    r"(?P<tok>(?:gift_card|certificate|credit_card|paypal)(?:_\d*)?)",
    re.IGNORECASE,
)


def id_evidence(
    doc: Doc, refs: list[tuple[int, int, bool]], target: Method, methods: Sequence[Method]
) -> list[tuple[Found, bool]]:
    """The category a method's id reads, said of the method whose id it is (or, for a prefix
    alone, of the method named last before it): a record's word, which the mode reads."""
    out = []
    for m in _ID_READS.finditer(doc.text):
        tok = m.group("tok")
        kind = re.sub(r"_\d*$", "", tok).lower()
        whose = [o for o in methods if o.id.lower() == tok.lower()]
        if whose:
            owner = whose[0].id == target.id
        else:
            earlier = [r for r in refs if r[1] <= m.start()]
            if not earlier:
                continue
            owner = earlier[-1][2]
        out.append((Found(m.start("tok"), m.end("tok"), (kind,)), owner))
    return out
