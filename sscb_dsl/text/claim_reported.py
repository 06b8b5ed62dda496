"""The tool's word passed on as the change's outcome ("The system says HAT266 was applied"), and
what the rest of the message makes of it: put to the user or to a check ("Did the change show up
on your end?"), or followed by the money it moves under a hedge ("..., so a refund of $6,594
should be on its way once it settles"). Split from text/claims.py, which reads the claims."""

from __future__ import annotations

import re
from typing import Any

from sscb_dsl.text.claim_context import own_money
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.message_scope import checks_in
from sscb_dsl.text.modality import mode_at

# a question putting the change's new state to the user: "Are you seeing HAT266 on your
# booking?", "Does your app show the new address?", "Did the switch go through on your end?"
OUTCOME_ASKED = re.compile(
    r"\b(?:are|do|does|did|can|could|is) (?:you|it|(?:your|the) (?:[\w-]+ ){0,2}?(?:booking|"
    r"reservation|app|itinerary|confirmation|order|account|page|email|e-mail|record|statement|"
    r"profile|screen|portal)(?: (?:in|on) (?:your|the) [\w-]+)?) (?:now |still |also |actually )?"
    r"(?:see|seeing|show|showing|list|"
    r"listing|reflect|reflecting|display|displaying)\b|"
    # "Does the new flight show on your side?", "Is the new address showing for you?"
    r"\b(?:do|does|is|are) (?:the|your) new (?:[\w-]+ ){0,2}?(?:show|showing|appear|appearing|"
    r"come up|coming up)\b(?=[^.;!?]{0,30}\b(?:your|you)\b)|"
    # "Did you get a confirmation email showing HAT266?"
    r"\bdid you (?:get|receive|see) (?:a|an|the|any) (?:[\w-]+ ){0,2}?(?:email|e-mail|"
    r"confirmation|text|message|notification)s?\b|"
    # "Did the confirmation email for HAT266 reach you?"
    r"\b(?:did|has|have) (?:the|a|an|any|your) (?:[\w-]+ ){0,2}?(?:email|e-mail|confirmation|text|"
    r"message|notification)s? (?:[^.;!?]{0,30}? )?(?:reach(?:ed)?|arrive[sd]?|get to|come "
    r"through to|show(?:n|ed)? up (?:for|with))(?: for| to)? you\b|"
    r"\b(?:did|has|have) (?:it|the (?:[\w-]+ )?(?:change|switch|update|rebooking|swap|"
    r"cancel?lation|exchange|modification)(?: to \S+)?) (?:go|gone|"
    r"come) through\b|"
    # "Did the change to HAT266 show up on your end?", "Has the update taken effect for you?"
    r"\b(?:did|has|have) (?:it|the (?:[\w-]+ )?(?:change|switch|update|rebooking|swap|"
    r"cancel?lation|exchange|modification)(?: to \S+)?) (?:show(?:n|ed)? up|appear(?:ed)?|"
    r"take(?:n)? effect|stick|stuck|register(?:ed)?)\b",
    re.IGNORECASE,
)


def reported_further(doc: Doc, amounts: frozenset[int]) -> list[dict[str, Any]]:
    """The claim the message adds where its only claims of the change report the tool's word: an
    asked one where it puts the outcome to the user or to a check (the report is verified, not
    relied on), a hedged one where the money the change moves is supposed to follow under a
    hedge (the agent's own word on the outcome is hedged), else none."""
    asked = checks_in(doc) or any(
        OUTCOME_ASKED.search(doc.text, x.start, x.end)
        and doc.text[x.start : x.end].rstrip().endswith("?")
        for x in doc.sentences
    )
    if asked:
        return [{"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"}]
    for sentence in doc.sentences:
        at = own_money(doc, sentence.start, sentence.end, amounts)
        if at is not None and mode_at(doc, at, at + 1) == "hedged":
            return [{"kind": "claim", "value": "done", "values": ["done"], "mode": "hedged"}]
    return []
