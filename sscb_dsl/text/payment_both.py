"""Two categories the agent gives a payment method side by side: the record typing it one way
in one field and another way in another ("listed as a gift card in one place and a credit card
in another"), or two alternatives with a clause about the first between them ("either a gift
card, in which case ..., or a certificate"). The payment reading (text/payment.py) adds the
second beside the first, in its mode, so the message reads as a listing of both. Split from
text/payment.py, which it kept under the size limit."""

from __future__ import annotations

import re

from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.payment_sums import CATEGORY as _CATEGORY
from sscb_dsl.text.reading import Mention

# "either a gift card, ..., or a certificate": the first alternative's lead, the second's
# ("Whether that's a credit card, as the id says, or a gift card, ...": held open alike)
EITHER_LEAD = re.compile(
    # (a pronoun naming the method is masked to blanks around its apostrophe: "whether    '  a")
    r"\b(?:either|whether(?: (?:it|that|this|they)(?:'s| is| was|'re| are)|[\s']+(?=\s))?)\s+"
    r"(?:an?\s+)?$",
    re.IGNORECASE,
)
# an aside between alternatives: "(how your profile lists it)", ", as the id says,"
ASIDE = r"\s*(?:\([^()]{0,60}\)|,\s*(?:as|per|according to)\s[^,;.()]{0,40}(?=,))?"
ALTERNATIVE_AFTER = re.compile(
    # (an aside may come between: "either a gift card (how your profile lists it) or ...")
    ASIDE + r"\s*,?\s*or\s+(?:maybe\s+|perhaps\s+)?(?:an?\s+)?(?:(?:e-?)?gift|credit|debit|"
    r"(?:travel\s+)?(?:certificate|cert|voucher)|pay\s?pal)",
    re.IGNORECASE,
)
_OR_ALTERNATIVE = re.compile(r",\s+or\s+(?:an?\s+)?(?=\w)", re.IGNORECASE)


# the record typing the method one way in one field and another way in another: "listed as a
# gift card in one place and a credit card in another"
_IN_ONE_FIELD = re.compile(
    r"\s+in one (?:place|field|entry|spot|record|part)\s*,?\s+(?:and|but|yet|while)\s+(?:as\s+)?"
    r"(?:an?\s+)?",
    re.IGNORECASE,
)
_IN_ANOTHER = re.compile(
    r"\s+in (?:another|the other)(?: (?:place|field|entry|spot|record|part|one))?\b", re.IGNORECASE
)


def both_given(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The mentions with the second category of "a gift card in one field and a credit card in
    another", or of "either a gift card, in which case ..., or a certificate", added beside the
    first, in its mode: the method is given both."""
    out = list(mentions)
    for m in mentions:
        word = _CATEGORY.match(doc.text, m.start) if m.values else None
        lead = _IN_ONE_FIELD.match(doc.text, word.end()) if word else None
        other = _CATEGORY.match(doc.text, lead.end()) if lead else None
        if (
            other
            and other.lastgroup
            and _IN_ANOTHER.match(doc.text, other.end())
            and not any(n.start == other.start() for n in out)
        ):
            out.append(Mention((other.lastgroup,), m.mode, other.start()))
        # "either a gift card, in which case ..., or a certificate, in which case ...": the
        # second alternative after the clause about the first
        either = EITHER_LEAD.search(doc.text, max(0, m.start - 12), m.start) if word else None
        if either and word:
            sentence = doc.sentences[doc.sentence_of(m.start)]
            alt = _OR_ALTERNATIVE.search(doc.text, word.end(), sentence.end)
            second = _CATEGORY.match(doc.text, alt.end()) if alt else None
            if (
                second
                and second.lastgroup
                and (second.lastgroup,) != m.values
                and not any(n.start == second.start() for n in out)
            ):
                out.append(Mention((second.lastgroup,), m.mode, second.start()))
    return out
