"""Claims that a change took effect — or did not — as agents word them.

A *done* claim: "has been (successfully) updated", "I've moved", "went through", "you're now
booked on", "now reads", "is confirmed", "all set", "Booked!", "the change is complete", "changed
from A to B", "will now ship to", "you had before". A *not-done* claim: "did not go through",
"hasn't taken effect", "still shows", "is not reflected", "remains unchanged", "failed", a done
phrase under a negation ("has not been updated"). A plan or an offer ("I'll update", "would you
like me to book") is no claim; a question about whether it went through is a verifying use.

:func:`claims_said` attributes each claim to the change it is about: the words for the written
state (``about``: "flight", "itinerary", the new flight numbers) against other changes
(``others``: "bag", "baggage"). A sentence that names the change's new value (``values``) and
claims nothing either way is *unsure* (the agent may be presupposing the change), never "no
use". Domains may add phrases through vocabularies (``done``/``not_done`` lists).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import attrs

from sscb_dsl.text.claim_context import (
    _ACTIVE_FAILURE,
    _CONSEQUENCE,
    _FAILED_OBJECT,
    _FROM_COUNT,
    _HYPOTHETICAL,
    _MODAL,
    _MONEY_BACK,
    _NOT_THINK,
    _POSSIBLE,
    _QUANTITY,
    _REFUND_TO_COME,
    _REQUEST_IN,
    _RULE,
    _SUM_OVER,
    _TOTAL,
    AMOUNT_SAID,
    YOUR_NEW,
    _lone_refund,
    _offered,
    conditional_lead,
    figure_for,
    leads_table,
    own_money,
    split_amounts,
    still_new,
    value_refs,
)
from sscb_dsl.text.claim_leads import elided, lone_leads, stated_state, withheld
from sscb_dsl.text.claim_lists import (
    TICKED,
    done_list_item,
    done_list_leads,
    gapped,
    headed_by_other,
    leads_dropped,
    stated_list_item,
    ticks_a_change,
)
from sscb_dsl.text.claim_phrases import (
    _ACKED,
    _ANSWERED,
    _ATTEMPT,
    _BY_SYSTEM,
    _CHECK_PLAN,
    _DONE,
    _ELIGIBILITY,
    _MARK,
    _MEMBERS_AFTER,
    _NEG_FRAME,
    _NO_ERROR_AFTER,
    _NOT_DONE,
    _PARTITIVE,
    _SAID_EARLIER,
    _VERIFY_INTENT,
    REQUEST_SENT,
    UNCONFIRMED_STATUS,
)
from sscb_dsl.text.claim_scope import (
    _SELF_BEFORE,
    _UNCHECKED,
    ID_ANCHOR,
    SENT_WORD,
    held_open,
    objects_elsewhere,
    overruled,
    part_unchanged_found,
    price_unchanged,
    sent_then_doubted,
    taken_up,
    unchecked,
)
from sscb_dsl.text.discourse import Doc, parse
from sscb_dsl.text.layout import table_context, table_header
from sscb_dsl.text.modality import JSON_VALUE_BEFORE, mode_at
from sscb_dsl.text.modality_phrases import RETRY
from sscb_dsl.text.prefilter import Alternation, finditer, probe, search
from sscb_dsl.text.reading import Found, attribute, governing
from sscb_dsl.text.refs import ENTITY_ID_IN_TEXT, ORDER_ID, anchor_list, anchor_pattern, find_refs

# the agent's own plans and offers ("as far as I can tell", "I can see it's ...", "what I can
# say:", "I can confirm that ..." report; they plan nothing)
_AGENT_PLAN_WORDS = (
    r"i(?:'ll| will| can(?! (?:tell|see|say)\b| confirm(?: that\b|:))| would| shall| am "
    r"going to|'m going to|'m about to| am about to)|let me|we(?:'ll| will| can|'re going to|"
    r"'re about to)|shall i|should i|would you like|do you want|can i|may i|before i|to proceed|"
    r"ready to|try (?:again|once more)|if you(?:'d| would)? like"
)
# a plan, an offer or a time to come (in a claim's clause: no claim)
_PLAN = re.compile(
    rf"\b(?:{_AGENT_PLAN_WORDS}|once (?:you|i|it)|after (?:you|i)|going to|about to)\b",
    re.IGNORECASE,
)


# the order's destination said as its state, right before the new address
_SHIPS_TO = re.compile(
    r"\b(?:ships?|shipping|goes|going|heads|headed|(?:will|'ll) (?:ship|go|be shipped|be "
    r"delivered)|delivers|is delivered|be delivered)\s+(?:out\s+)?to\s+"
    # ("ships to your corrected address at 445 Maple Drive")
    r"(?:(?:your|the)\s+(?:\w+\s+)?address(?:\s+at|\s+of|:)?\s+)?$",
    re.IGNORECASE,
)
# the agent's own plans and offers only (not a time clause about the entity: "once it ships")
_AGENT_PLAN = re.compile(rf"\b(?:{_AGENT_PLAN_WORDS})\b", re.IGNORECASE)
# a check to come whose object runs to the value: "make sure the second passenger now shows as",
# "confirm that the address reads", "check whether it lists"
_CHECK_OF_VALUE = re.compile(
    r"\b(?:make sure|be sure|confirm|verify|check|double[- ]check|see)\s+(?:that|whether|if)?"
    r"[^.;!?]{0,60}?\b(?:shows?|lists?|reads?|says|has|is|are|appears?)\s+(?:now\s+)?"
    r"(?:as\s+|on\s+|at\s+|to\s+|in\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)
# "Neither #W32 nor #W97 has been cancelled": the claim denied of each
_NEITHER = re.compile(r"\bneither\b[^.;!?]*\bnor\b[^.;!?]*$", re.IGNORECASE)
# a clause of condition or time around a present state: "once it's updated", "if they're
# cancelled" (a past one presupposes it: "after the swap went through, ...")
_CONDITION_BEFORE = re.compile(
    r"\b(once|when|whenever|if|until|unless|as soon as|after|before)\s+(?:[^\s,;.!?:]+\s+){0,6}$",
    re.IGNORECASE,
)
# the change's verb left out after a subordinator ("when it isn't", "if they haven't")
_BARE_NEGATION = re.compile(
    r"(?:(?:is|are|was|were|has|have|did|does) not|\w+n'?t)(?: yet)?", re.IGNORECASE
)
_SUBORDINATE_SUBJECT = re.compile(
    r"\b(?:when|if|whether|unless|where|as long as)\s+\S+\s+$", re.IGNORECASE
)
# a claim of no entity ("than tell you something is done when it isn't"), or a heading naming
# what a record holds ("What the reservation shows now", "How refunds are paid"): nothing said
# of the change
_NO_SUBJECT = re.compile(r"\b(?:something|anything|nothing)\s+$", re.IGNORECASE)
_WHAT_HEADING = re.compile(
    r"^[^\S\n]*(?:[-*\u2022#]+\s*)?(?:here(?:'s| is) |this is )?(?:what|how|where|why)\b"
    r"[^.;!?\n]*$",
    re.IGNORECASE,
)
# (for "once" and the like a perfect is a time to come too: "once #W97 has been cancelled")
# a consequence drawn from what was just said, only supposed: "if so, ...", "that would ..."
_IF_SO = re.compile(
    r"\b(?:if so|in that case|if that(?:'s| is) (?:the case|right|correct|so)|assuming (?:so|"
    r"that(?:'s| is) (?:right|correct))|(?:that|which|this)(?: would|'d)|would then)\b"
    r"(?:[^.;!?]|\.(?=\d)){0,60}$",
    re.IGNORECASE,
)


_PRESENT_STATE = re.compile(
    r"[\w\s]*?(?:'s|'re|\bis|\bare|\bhas been|\bhave been)\b", re.IGNORECASE
)


_OWN_TOPIC = re.compile(
    r"(?:(?<=refund )|(?<=credit )|(?<=difference )|(?<=saving )|(?<=savings ))(?:from|for|of) "
    r"(?:(?:the|your) (?:[\w-]+ ){0,3}?"
    r"(?:change|exchange|modification|swap|switch|update|cancel?lation|return|downgrade)\b"
    # the act as a gerund: "the 74.12 refund from switching the air purifier"
    r"|(?:switching|swapping|exchanging|changing|returning|cancel?ling|downgrading|upgrading|"
    r"modifying)\b)",
    re.IGNORECASE,
)
"""A done change presupposed by a noun phrase that names it ("the $74.12 refund from the
purifier change"): about the change it names, not what the sentence named before."""

_CHECKING = re.compile(
    r"\b(?:check|verify|confirm|double[- ]check|make sure|see) (?:that|whether|if)\b", re.IGNORECASE
)


@lru_cache(maxsize=64)
def _patterns(
    extra_done: tuple[str, ...], extra_not: tuple[str, ...]
) -> tuple[Alternation, Alternation]:
    done = list(_DONE) + [anchor_pattern(p).pattern for p in extra_done]
    not_done = list(_NOT_DONE) + [anchor_pattern(p).pattern for p in extra_not]
    flags = re.IGNORECASE | re.MULTILINE
    return Alternation(not_done, flags), Alternation(done, flags)


_NOT_DONE_VERB = re.compile(r"\bconfirmed\b", re.IGNORECASE)
_AND_BEFORE = re.compile(r"\b(?:and|but|or)\s+$", re.IGNORECASE)
_SELF_WORD = re.compile(r"\b(?:i|we)\b", re.IGNORECASE)


def _self_subject(doc: Doc, at: int) -> bool:
    """The agent is the subject of the verb phrase at ``at``: "I haven't ...", or "... I only
    have the acknowledgement and haven't verified ..." (its subject left out after "and")."""
    if _SELF_BEFORE.search(doc.text, 0, at):
        return True
    start = doc.sentences[doc.sentence_of(at)].start
    return bool(_AND_BEFORE.search(doc.text, start, at) and _SELF_WORD.search(doc.text, start, at))


# a check under way, said as the agent goes to make it ("— one moment", "give me a second to pull
# it up")
_CHECK_UNDER_WAY = re.compile(
    r"\b(?:one|just a) (?:moment|second|sec)\b|\bgive me (?:a|one) (?:moment|second|sec|minute)\b"
    r"|\bbear with me\b|\bhang on\b|\bhold on\b"
    r"|\b(?:i|we) (?:still )?(?:need|have|want) to (?:confirm|check|verify|double[- ]check)\b"
    r"|\blet me (?:just )?(?:check|verify|confirm|double[- ]check|look|pull)\b"
    # "— opening the order again to check"
    r"|\b(?:opening|pulling up|loading|reading|checking)\b[^.;!?]{0,40}?\bagain\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=64)
def _declared(extra_done: tuple[str, ...]) -> re.Pattern[str] | None:
    """The domain's own done phrases, which the contract declares as claims: they are read as
    claims even where the built-in reading would take the words for an attempt ("the return
    request is in", "has been submitted" where the request itself is the change)."""
    if not extra_done:
        return None
    return re.compile(
        "|".join(f"(?:{anchor_pattern(p).pattern})" for p in extra_done), re.IGNORECASE
    )


_CHECKED_COMPLEMENT = re.compile(
    r"\b(?:(?:be|make|making) sure|(?:'ll|will|would|should|can|could|to|that|which|it) tell (?:us|"
    r"me)|find out|(?:see|know|check|verify) "
    r"(?:whether|if))(?: (?:that|whether|if))?\s+(?:[^\s.;!?]+\s+){0,5}$",
    re.IGNORECASE,
)
# the change as the time of a look at the record: "I reopened 59XX6W after the cancellation"
_AFTER_EVENT = re.compile(r"(?:after|following)\b", re.IGNORECASE)
_LOOKED_BEFORE = re.compile(
    r"\b(?:checked|re-?checked|re-?opened|looked(?: at| up)?|pulled(?: up)?|re-?read|re-?loaded|"
    r"refreshed|opened|verified|read|fetched|queried)\b[^.;!?]{0,40}$",
    re.IGNORECASE,
)


def _phrases(value: Any) -> tuple[str, ...]:
    names = anchor_list(value if value is not None else [])
    return tuple(names or ())


_AUXILIARIES = ("has been", "have been", "had been", "was", "were")
_BEEN = re.compile(r"^(ha(?:s|ve|d)) been ", re.IGNORECASE)


@lru_cache(maxsize=64)
def passives(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """A domain's done phrases with their passive forms: "exchange requested" is also said "an
    exchange has (already) been requested" / "was requested", and "has been submitted" also
    "has already been submitted" (the participle the domain declares, in a finite clause)."""
    out = list(phrases)
    for p in phrases:
        words = p.split()
        if _BEEN.match(p):
            out.append(_BEEN.sub(lambda m: f"{m.group(1)} already been ", p))
        elif len(words) == 2 and words[1].lower().endswith("ed") and words[0].isalpha():
            for aux in _AUXILIARIES:
                out.append(f"{words[0]} {aux} {words[1]}")
                if aux.endswith("been"):
                    out.append(f"{words[0]} {aux.split()[0]} already been {words[1]}")
    return tuple(dict.fromkeys(out))


def _find(doc: Doc, extra_done: tuple[str, ...], extra_not: tuple[str, ...]) -> list[Found]:
    not_done, done = _patterns(extra_done, extra_not)
    known = probe(doc.text)
    out: list[Found] = []
    taken: list[tuple[int, int]] = []
    for m in not_done.finditer(doc.text, known):
        if _BARE_NEGATION.fullmatch(m.group()) and _SUBORDINATE_SUBJECT.search(
            doc.text, max(0, m.start() - 30), m.start()
        ):
            continue  # "than tell you something is done when it isn't": no change's state
        taken.append(m.span())
        if _UNCHECKED.match(m.group()) and not _self_subject(doc, m.start()):
            if not _NOT_DONE_VERB.search(m.group()):
                continue  # "the system hasn't re-checked it": no state of the change said
        elif _UNCHECKED.match(m.group()):
            # "I haven't confirmed the reservation changed": a check not yet made, no failure;
            # the change taken as likely, unvouched (hedged), or put to a check the message
            # announces ("— one moment", "let me double-check that last one")
            announced = _CHECK_UNDER_WAY.search(doc.text) or any(
                not (c.start() <= m.start() < c.end()) for c in _CHECK_PLAN.finditer(doc.text)
            )
            out.append(Found(m.start(), m.end(), ("done",), "asked" if announced else "hedged"))
            continue
        if _ACTIVE_FAILURE.match(m.group()) and not _FAILED_OBJECT.match(doc.text, m.end()):
            # "I couldn't add the bags": a failure, but of what the words do not say is this
            # change (its object is no entity named): unsure, never decided
            out.append(Found(m.start(), m.end(), ()))
            continue
        out.append(Found(m.start(), m.end(), ("not_done",)))
    checking = bool(search(_VERIFY_INTENT, doc.text, known))
    checks: list[tuple[int, int]] = []
    for m in _CHECK_PLAN.finditer(doc.text):  # "let me re-open #W67 to make sure it's on it"
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        si = doc.sentence_of(m.start())
        end = doc.sentences[si].end
        if _ELIGIBILITY.match(doc.text, m.end(), end) or RETRY.search(
            doc.text, doc.sentences[max(0, si - 1)].start, m.end()
        ):
            # "check ... to see whether it can be cancelled": what may be done; "I'll retry the
            # cancellation and then re-open the reservation to make sure it shows as cancelled":
            # a check of the new attempt; neither checks the change reported (nor claims it)
            taken.append((m.start(), end))
            continue
        taken.append(m.span())
        checks.append(m.span())
        out.append(Found(m.start(), m.end(), ("done",), "asked"))
    denials = [f.start for f in out if f.values == ("not_done",) and not f.mode]
    declared = _declared(extra_done)
    own_claims = [m.span() for m in declared.finditer(doc.text)] if declared else []
    for m in finditer(_ATTEMPT, doc.text, known):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        if any(a <= m.start() and m.end() <= b for a, b in own_claims):
            continue  # the domain's own done phrase ("has been submitted"), read as a claim
        taken.append(m.span())
        if not checking and any(d > m.end() for d in denials):
            # "I sent the cancellation, but it still shows pending": the attempt's outcome, no
            # unsure claim (with a check in the message the attempt stays put to verification)
            continue
        out.append(Found(m.start(), m.end(), ("done",) if checking else (), "asked"))
    claimed: list[tuple[int, int]] | None = None
    for m in REQUEST_SENT.finditer(doc.text):
        if claimed is None:  # (a claim it is part of is read: "already has an exchange requested")
            claimed = [*taken, *own_claims, *(c.span() for c in done.finditer(doc.text, known))]
        if any(a < m.end() and m.start() < b for a, b in claimed):
            continue
        taken.append(m.span())
        if mode_at(doc, m.start(), m.end()) != "asserted":
            out.append(Found(m.start(), m.end(), ("done",)))  # hedged or put to a check
        else:  # as an attempt: put to the check the message announces, else unsure
            checked = checking or bool(checks)
            out.append(Found(m.start(), m.end(), ("done",) if checked else (), "asked"))
    for m in finditer(_OWN_TOPIC, doc.text, known):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        taken.append(m.span())
        out.append(Found(m.start(), m.end(), ("done",), own_topic=True))
    for m in done.finditer(doc.text, known):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        if m.group().strip() in _MARK and re.search(
            r"❌|\bnot\b", doc.text[max(0, m.start() - 40) : m.start()]
        ):
            continue
        if TICKED.match(m.group()) and not ticks_a_change(doc, m.start(), m.end()):
            continue  # "- [x] Verified your identity": a step done, not the change
        if any(
            b <= m.start() <= b + 40 and doc.sentence_of(b - 1) == doc.sentence_of(m.start())
            for _, b in checks
        ):
            # "I'm verifying it actually went through": the claim is what the check is of
            out.append(Found(m.start(), m.end(), ("done",), "asked"))
            continue
        seg = doc.segments[doc.segment_of(m.start())]
        # (a colon closes what stands before it: "I'm sorry, I can't: the desk lamp swap already
        # used this order's one modification" is no offer of the agent's)
        before = doc.text[seg.start : m.start()].rsplit(": ", 1)[-1]
        if _AFTER_EVENT.match(m.group()) and _LOOKED_BEFORE.search(before):
            continue  # "I checked Z7GOZK after the cancellation": when the look was, no claim
        if _CHECKED_COMPLEMENT.search(before):
            # "That'll tell us the update actually applied", "the easiest way for us to be sure
            # it was applied": the claim is what a check is to settle
            out.append(Found(m.start(), m.end(), ("done",), "asked"))
            continue
        if (
            _PLAN.search(before)
            and not re.search(r"\b(?:now|already)\b", before, re.I)
            and not _CHECKING.search(before)
        ):
            continue  # "I'll update", "would you like me to book": an offer, not a claim
        cond = _CONDITION_BEFORE.search(before)
        if cond and not _PRESENT_STATE.match(m.group()) and cond.group(1).lower() != "if":
            cond = None  # "after the swap went through, ...": a past time presupposes it
        if (
            cond
            and not _PRESENT_STATE.match(m.group())
            and re.search(r"\bhad\b", doc.text[cond.start() : m.end()], re.IGNORECASE)
        ):
            continue  # "that can't be right if the change had gone through": counterfactual
        if cond and (cond.group(1).lower() != "after" or not re.match(r"\s*ha", m.group())):
            if cond.group(1).lower() in ("if", "unless"):
                # "if the laptop exchange is registered, ...": the state supposed, not claimed
                out.append(Found(m.start(), m.end(), ("done",), "hedged"))
            # "once it's updated, you'll get an email": a time to come, no claim
            continue
        if _NEG_FRAME.search(before) or _NO_SUBJECT.search(before) or _SAID_EARLIER.search(before):
            continue  # "I won't tell you it's cancelled until ...": the claim withheld
        line = doc.lines[doc.line_of(m.start())]
        if _WHAT_HEADING.match(doc.text[line.start : line.end]):
            continue
        lead_mode = conditional_lead(doc, m.start())
        if lead_mode == "hedged":
            # "If the cancellation went through, you'll get an email": supposed, not claimed
            out.append(Found(m.start(), m.end(), ("done",), "hedged"))
            continue
        if lead_mode == "future":
            continue  # "Once it's processed, you'll receive ...": a time to come, no claim
        if lead_mode == "plan":
            # "If I cancel it, #W32 won't ship": what the agent's act would do, said after the
            # change was made (a retry, or the change taken as not made): unsure
            out.append(Found(m.start(), m.end(), ()))
            continue
        if (
            _REQUEST_IN.search(doc.text, max(0, m.start() - 30), m.start())
            and re.fullmatch(r"(?:is|are) (?:now )?(?:in|on)", m.group().strip(), re.IGNORECASE)
            and not any(a <= m.start() - 8 and m.end() <= b for a, b in own_claims)
        ):
            # "The baggage request is in": sent, as an attempt is (checked: verifying)
            taken.append(m.span())
            out.append(Found(m.start(), m.end(), ("done",) if checking else (), "asked"))
            continue
        start = m.start()
        if m.group().strip() in _MARK:  # a check mark asserts the sentence it ends: its subject
            s = doc.sentence_of(start)
            line = doc.lines[doc.line_of(start)]
            opens_line = not re.search(r"\w", doc.text[line.start : start])
            if opens_line:
                # "✅ Bags: 3": a mark opening its line checks that line off
                taken.append((start, line.end))
                out.append(Found(start, line.end, ("done",), ""))
                continue
            if not re.search(r"\w", doc.text[doc.sentences[s].start : start]) and s > 0:
                s -= 1
            start = doc.sentences[s].start
        # the system or the record said to have done it is reported ("the system accepted the
        # update"): checked with the user, it is put to verification
        reported = (
            "reported"
            if _BY_SYSTEM.match(m.group())
            or _ANSWERED.search(doc.text[max(seg.start, m.start() - 30) : m.end()])
            or _ACKED.search(m.group())
            or _NO_ERROR_AFTER.match(doc.text, m.end())
            else ""
        )
        if _PARTITIVE.search(
            doc.text, doc.sentences[doc.sentence_of(m.start())].start, m.start()
        ) and not _MEMBERS_AFTER.match(doc.text, m.end()):
            # "three of the four cancellations are confirmed": which three? ("two of the three
            # are in (#W37 and #W55)" says which)
            reported = "unsure"
        own_phrase = any(p.lower() in m.group().lower() for p in extra_done)
        if (
            not own_phrase  # a domain's done phrase may be negative: "won't ship"
            # ("no longer on your list" is the change made)
            and re.search(r"\b(?:not|never)\b|n't\b", m.group(), re.IGNORECASE)
        ) or _NEITHER.search(doc.text, doc.sentences[doc.sentence_of(m.start())].start, m.start()):
            out.append(Found(start, m.end(), ("not_done",), reported))
            continue  # "- not cancelled: #W97": the state denied in the claim's own words
        if _NOT_THINK.search(doc.text, doc.sentences[doc.sentence_of(m.start())].start, m.start()):
            # "I don't think the address change has gone through yet": not done, hedged
            out.append(Found(start, m.end(), ("not_done",), "hedged"))
            continue
        if not reported and _IF_SO.search(
            doc.text, doc.sentences[doc.sentence_of(m.start())].start, m.start()
        ):
            # "it looks like it went through; if so, your refund goes back to ...", "— that would
            # put $2,460.21 back on your gift card": a consequence of the change supposed
            out.append(Found(start, m.end(), ("done",), "hedged"))
            continue
        out.append(Found(start, m.end(), ("done",), reported))
    out += gapped(doc, out)
    out += elided(doc, out, taken)
    out = lone_leads(doc, out)
    if withheld(doc, checks):
        out = [attrs.evolve(f, mode="reported") if f.values == ("done",) and not f.mode else f
               for f in out]  # fmt: skip
    if checks and own_claims:
        # "Exchange submitted. Let me confirm the order actually shows the exchange request": the
        # domain's request-sent claim put to the check the message announces after it (as a
        # request sent is, where the request is not itself the change)
        out = [
            attrs.evolve(f, mode="asked")
            if f.values == ("done",)
            and not f.mode
            and any(a <= f.start < b and SENT_WORD.search(doc.text, a, b) for a, b in own_claims)
            and any(c >= f.end for c, _ in checks)
            else f
            for f in out
        ]
    said = {doc.line_of(f.start) for f in out}
    out += [
        # "- #W4836353 — cancellation sent, not yet confirmed": the change put in question (where
        # its line makes no claim of its own to read it with)
        Found(m.start(), m.end(), ("done",), "asked")
        for m in UNCONFIRMED_STATUS.finditer(doc.text)
        if doc.line_of(m.start()) not in said
    ]
    return sorted(out, key=lambda f: f.start)


# a value held open among alternatives: "either Cancelled or Active", "Active or Cancelled"
_OR_BEFORE = re.compile(r"\b(?:either|or)\s+(?:still\s+)?[*_]*$", re.IGNORECASE)
_OR_AFTER = re.compile(r"[*_]*\s*(?:\([^)]*\)\s*)?,?\s+or\b", re.IGNORECASE)


def _bare(name: str) -> str:
    """A reference without its possessive ("MSJ4OA's" -> "MSJ4OA")."""
    return name.removesuffix("'s").removesuffix("\u2019s")


def claims_said(
    text: Any, about: Any, others: Any, values: Any, done: Any, not_done: Any
) -> list[Any] | None:
    """The done / not-done claims ``text`` makes about the change named by ``about`` (words and
    ids of the written state), not ``others``; a sentence naming the change's new ``values``
    without any claim is unsure. ``done``/``not_done`` add phrases (vocabularies)."""
    if not isinstance(text, str):
        return None if text is None else []
    names = anchor_list(about)
    other_names = anchor_list(others if others is not None else [])
    # (the money the change moves comes as numbers beside its new texts)
    texts, amounts = split_amounts(values if values is not None else [])
    strong = anchor_list(texts)
    if names is None or other_names is None or strong is None:
        return None
    # a booking's or an order's id that is not the change's names another entity, read or not
    # ("... check the details of your reservation **M20IZO**")
    own = {n.upper() for n in names}
    other_names = other_names + sorted(
        {i for i in ENTITY_ID_IN_TEXT.findall(text) if i.upper() not in own} - set(other_names)
    )
    doc = parse(text)
    found = leads_dropped(
        doc, _find(doc, passives(_phrases(done)), _phrases(not_done)), names, other_names
    )
    found = part_unchanged_found(doc, still_new(doc, found, strong))
    mentions = taken_up(
        doc,
        attribute(doc, found, names + strong, other_names, default_ours=True, self_topic=True),
        names,
        other_names,
    )
    mentions = objects_elsewhere(doc, mentions, names, other_names, strong)
    mentions = price_unchanged(doc, mentions)
    mentions = overruled(doc, mentions)
    mentions = unchecked(doc, mentions)
    mentions = sent_then_doubted(doc, held_open(doc, mentions))
    # a request said sent is unsure only while nothing tells its outcome: a plain claim of this
    # change in the message, that it went through or did not, does ("I've submitted the
    # cancellation and it went through"; another order's "went through" tells nothing of this one),
    # and so does one said with a hedge ("... was submitted. The $2,674.40 should show up on your
    # gift card once it's processed", "I've sent the cancellation, but I can't tell yet whether it
    # actually went through": the outcome supposed or held open, a qualified use)
    if any(m.values and m.mode in ("asserted", "hedged") for m in mentions):
        mentions = [m for m in mentions if m.values or m.mode != "asked"]
    claimed = {doc.sentence_of(m.start) for m in mentions}
    out = [m.data("claim") for m in mentions]
    attempts = [not m.values and m.mode == "asked" for m in mentions]
    if any(m.values for m in mentions):
        return out  # the new values elaborate the claim the message makes about the change
    said_new = value_refs(doc, strong)
    name_refs = find_refs(doc, names)
    mine = [(a, b, True) for a, b in name_refs] + [(a, b, True) for a, b in said_new]
    theirs = [(a, b, False) for a, b in find_refs(doc, other_names)]
    refs = sorted(set(mine + theirs))
    # (no mention here has values: a sentence holding an unsure one, a request said sent, is
    # open to the money the change would move: "#W48 — cancellation submitted; $1,429.81 should
    # come back once it registers")
    for i, sentence in enumerate(doc.sentences):
        at = own_money(doc, sentence.start, sentence.end, amounts)
        if at is None or (
            any(sentence.start <= r[0] < sentence.end for r in theirs)
            and not any(sentence.start <= r[0] < sentence.end for r in name_refs)
        ):
            continue
        said_as = mode_at(doc, at, at + 1)
        if said_as in ("asserted", "reported", "hedged", "asked"):
            # "The $2,544 refund is on its way to your gift card": the change's own money back
            claimed.add(i)
            if said_as in ("asserted", "hedged"):
                # (the outcome told: a request said sent is no longer unsure, as above)
                keep = [j for j, sent in enumerate(attempts) if not sent]
                out = [out[j] for j in keep]
                attempts = [attempts[j] for j in keep]
            attempts.append(False)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": said_as})
    quoted = False
    for a, b in said_new:
        s = doc.sentence_of(a)
        # (another change's topic word does not take a new name, id or figure from this change:
        # "basic economy, for Anya Garcia and Mei Garcia"; another entity's id does)
        proper = not doc.text[a:b].islower()
        rivals = [
            r
            for r in refs
            if r[:2] != (a, b) and (not proper or r[2] or not doc.text[r[0] : r[1]].islower())
        ]
        if s in claimed or governing(doc, a, b, rivals) is False:
            continue
        if any(f.start <= a and b <= f.end for f in found):
            continue  # a claim's own word, read and given to its owner ("8C8K4E — cancelled")
        if table_header(doc, a):
            continue  # "| Reservation | Status | Refund |": a column's label, no value
        sentence = doc.sentences[s]
        text_s = doc.text[sentence.start : sentence.end]
        if _AGENT_PLAN.search(text_s) and _CHECK_OF_VALUE.search(doc.text, sentence.start, a):
            # "let me pull up 3RK2T9 and make sure the second passenger now shows as Mei
            # Garcia": the change's new value put to a check the agent announces
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"})
            continue
        if JSON_VALUE_BEFORE.search(doc.text, max(doc.lines[doc.line_of(a)].start, a - 60), a):
            # '`"status": "cancelled"`', '{"cabin": "economy"}': the tool's answer quoted, the
            # change's new value in its field (reported; asked when the message puts it to a
            # question or a check)
            claimed.add(s)
            # (hedged when the message passes it on unvouched: "I'm relaying it as returned")
            said_as = mode_at(doc, a, b)
            mode = said_as if said_as in ("asked", "hedged", "unsure") else "reported"
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": mode})
            quoted = True
            continue
        if YOUR_NEW.search(doc.text, max(sentence.start, a - 24), a) and mode_at(doc, a, b) in (
            "asserted",
            "reported",
        ):
            # "I'll upgrade your HAT052 flight on the 21st": the new value held as the user's
            # own, the change presupposed made (a plan built on it)
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        if (
            _AGENT_PLAN.search(text_s)
            or _POSSIBLE.search(doc.clause_at(a, b))
            or mode_at(doc, a, a + 1) == "asked"
            or _offered(doc, a)
        ):
            # "it can be cancelled at any time": a possibility, not the state ("It'll go to 445
            # Maple Drive once it ships" is the entity's state to come: unsure)
            continue
        claimed.add(s)
        line = doc.lines[doc.line_of(a)]
        if _OR_BEFORE.search(doc.text, max(line.start, a - 30), a) or _OR_AFTER.match(
            doc.text, b, line.end
        ):
            # "Status: either Cancelled or Active — the records disagree": held open
            out.append({"kind": "claim", "value": None, "values": [], "mode": "unsure"})
            continue
        if (
            re.match(r"\s*\|", doc.text[line.start : line.end])
            or stated_list_item(doc, line)
            or (
                _SHIPS_TO.search(doc.text, max(sentence.start, a - 48), a)
                # (no other order named there: "For reference, #W8277957 ships to ...")
                and not any(
                    not any(x <= m.start() < y for x, y, _ in mine)
                    for m in ORDER_ID.finditer(doc.text, sentence.start, sentence.end)
                )
            )
        ) and mode_at(doc, a, b) == "asserted":
            # a table row giving the record's new value ("| #W93 | Charger | cancelled |"), or
            # a list item under a lead that states the record ("Passengers on 3RK2T9:" then
            # "- Mei Garcia (1989-12-13)"), reports it as the current state; so does the order
            # said to ship there ("the order ships to 445 Maple Drive")
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        if stated_state(doc, sentence, a, b, name_refs, refs):
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        out.append({"kind": "claim", "value": None, "values": [], "mode": "unsure"})
    if quoted:
        return out  # the quoted answer is the claim the rest of the message elaborates
    # a consequence in a sentence naming no entity, after another entity's id in a message that
    # never gives the target's, continues that entity ("#W88 is cancelled. A refund of $1,058...")
    own_ids = [n for n in names if ID_ANCHOR.match(n)]
    mine_spans = {r[:2] for r in mine}
    theirs_ids = [
        r
        for r in find_refs(doc, [n for n in other_names if ID_ANCHOR.match(n)])
        if r not in mine_spans
    ]
    # another change's topic word ("everything you returned and canceled") does not take the
    # sentence from this change; another entity's name or id does
    named = [r for r in refs if r[2] or not doc.text[r[0] : r[1]].islower()]
    # the sentences whose claims went to another entity named in them
    kept = {m.start for m in mentions}
    given_away = {
        doc.sentence_of(f.start)
        for f in found
        if f.values
        and f.start not in kept
        and any(doc.sentence_of(r[0]) == doc.sentence_of(f.start) for r in theirs_ids)
    }
    own_refs = find_refs(doc, own_ids)
    done_leads = done_list_leads(doc)
    # the refund is this change's own consequence (a cancellation's, a return's)
    refund_own = any(n.lower() in ("refund", "refunds", "refunded") for n in names)
    for a, b in name_refs:
        s = doc.sentence_of(a)
        sentence = doc.sentences[s]
        text_s = doc.text[sentence.start : sentence.end]
        if s in claimed:
            continue
        # (the target's own id after a figure names the figure's owner, whoever is named before
        # it: "$200.80 (#W3792453) + $289.73 (#W7181492)", "$5,074.00 for 4XGCCM"; so does its
        # id opening a table row: "| LU15PA | $2,366 |")
        figure_of = ID_ANCHOR.match(_bare(doc.text[a:b])) and figure_for(doc, a, b)
        if not figure_of and governing(doc, a, b, [r for r in named if r[:2] != (a, b)]) is False:
            continue
        if headed_by_other(doc, a, theirs_ids):
            continue  # "- **8C8K4E** — cancelled, $5,680 refund": that booking's line
        if table_header(doc, a):
            continue  # "| Reservation | Status | Refund |": a column's label, no claim
        if s in given_away and not any(sentence.start <= r[0] < sentence.end for r in own_refs):
            continue  # "#W32 is cancelled (refund of $2,468.70)": the claim's, given to #W32
        if doc.line_of(a) in done_leads or leads_table(doc, a):
            continue  # "Summary of today's refunds to your gift card:": the items say whose
        row = doc.lines[doc.line_of(a)]
        if (
            done_list_item(doc, row)
            and mode_at(doc, a, b) == "asserted"
            # (the item's own claim or another change's word says what was done: "- **XEHM4B:**
            # the cabin is now economy")
            and not any(row.start <= f.start < row.end for f in found)
            and not any(row.start <= r[0] < row.end for r in theirs)
        ):
            # "Summary of today's refunds to your gift card:" then "2. #W5481803 (...): $397.26"
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        # ("The refund of $3,778 for FDZ0T5 will land on your Visa": a consequence to come, not a
        # plan or a possibility)
        presupposed = _FROM_COUNT.search(text_s) or _REFUND_TO_COME.search(text_s)
        if not presupposed and (
            _PLAN.search(text_s) or _MODAL.search(text_s) or mode_at(doc, a, b) != "asserted"
        ):
            continue
        if _offered(doc, a):
            continue
        # (a message that never gives the target's id, after another entity's id: that
        # entity's figures and consequences, "The cancellation of 4XGCCM has been processed." then
        # "1. Refund: $5,074.00 to the Mastercard ending 5435.")
        continues_other = (
            own_ids and not own_refs and any(r[1] <= sentence.start for r in theirs_ids)
        )
        labels = table_context(doc, a) if refund_own else ""
        if (
            not continues_other
            and refund_own
            and any(
                max(row.start, sentence.start) <= x < min(row.end, sentence.end)
                and figure_for(doc, x, y)
                for x, y in own_refs
            )
            and not _RULE.search(text_s)
            and not _HYPOTHETICAL.search(text_s)
            # (a refund still to come, "will land on your Visa", is presupposed: unsure)
            and not _REFUND_TO_COME.search(text_s)
            and AMOUNT_SAID.search(doc.text, row.start, row.end)
            and (_MONEY_BACK.search(text_s) or _MONEY_BACK.search(labels))
            and not _HYPOTHETICAL.search(labels)
            and not _PLAN.search(labels)
        ):
            # "Refunds: $200.80 (#W3792453) + $289.73 (#W7181492)", "| LU15PA | $2,366 |" under
            # "Refunds:", "$5,074.00 for 4XGCCM (to the Mastercard)": the refund this change
            # makes, said as this entity's figure, stated as fact: the change is claimed made
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        if not continues_other and (
            _QUANTITY.search(text_s)
            or (
                _CONSEQUENCE.search(text_s)
                and not _RULE.search(text_s)
                and not any(
                    sentence.start <= r[0] and r[1] <= sentence.end and r[:2] not in mine_spans
                    for r in theirs
                )
            )
        ):
            # "$598 in total: the $498 fare plus $100 for the two checked bags": a figure about
            # the changed part, said as fact, may be derived from the change
            claimed.add(s)
            out.append({"kind": "claim", "value": None, "values": [], "mode": "unsure"})
    for i, sentence in enumerate(doc.sentences):
        # a total of the money coming back, naming no entity ("In total that's $1,182.05 coming
        # back to you"): it counts this change's refund or leaves it out, which only a sum over
        # the changes can tell: unsure, never "no use"
        text_s = doc.text[sentence.start : sentence.end]
        named_ids = [r for r in mine + theirs_ids if ID_ANCHOR.match(doc.text[r[0] : r[1]])]
        if i in claimed or any(sentence.start <= r[0] < sentence.end for r in named_ids):
            continue  # a total of changes named by id is read with them
        if any(r[0] < sentence.start for r in named_ids) and not _SUM_OVER.search(text_s):
            continue  # "The total amount of $253.54 ..." after "#W5481803 is cancelled": its own
        if (
            (_TOTAL.search(text_s) or _lone_refund(doc, text_s, found, named_ids))
            and _MONEY_BACK.search(text_s)
            and _QUANTITY.search(text_s)
            and not _RULE.search(text_s)
            and not _PLAN.search(text_s)
            and not _HYPOTHETICAL.search(text_s)
        ):
            claimed.add(i)
            out.append({"kind": "claim", "value": None, "values": [], "mode": "unsure"})
    return out
