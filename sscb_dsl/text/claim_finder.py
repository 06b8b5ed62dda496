"""The claim finder of text/claims.py: where a text says a change took effect ("has been
updated", "went through", "you're now booked on", "all set") or did not ("did not go through",
"still shows", "failed"), each claim with its mode (said, hedged, asked), before claims_said
attributes the claims to the change they are about. A plan or an offer is no claim; a check
announced is a claim put to verification.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import attrs

from sscb_dsl.text.check_after import CHECK_ANNOUNCED
from sscb_dsl.text.claim_context import (
    _ACTIVE_FAILURE,
    _FAILED_OBJECT,
    _NOT_THINK,
    _REQUEST_IN,
    conditional_lead,
)
from sscb_dsl.text.claim_leads import elided, lone_leads, withheld
from sscb_dsl.text.claim_lists import (
    TICKED,
    gapped,
    ticks_a_change,
)
from sscb_dsl.text.claim_phrases import (
    _ACKED,
    _ANSWERED,
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
    SUPPOSED_IN,
    UNCONFIRMED_STATUS,
)
from sscb_dsl.text.claim_scope import (
    _SELF_BEFORE,
    _UNCHECKED,
    SENT_WORD,
)
from sscb_dsl.text.discourse import Doc
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.modality_phrases import RETRY
from sscb_dsl.text.prefilter import Alternation, finditer, probe
from sscb_dsl.text.reading import Found
from sscb_dsl.text.refs import anchor_list, anchor_pattern
from sscb_dsl.text.request_phrases import _ATTEMPT, OUTCOME_PENDING, REQUEST_SENT, REQUEST_TAKEN

# the agent's own plans and offers ("as far as I can tell", "I can see it's ...", "what I can
# say:", "I can confirm that ..." report; they plan nothing)
_AGENT_PLAN_WORDS = (
    r"i(?:'ll| will| can(?! (?:tell|see|say)\b| confirm(?: that\b|:))| would| shall| am "
    r"going to|'m going to|'m about to| am about to)|let me(?! know\b)|we(?:'ll| will| can|"
    r"'re going to|'re about to)|shall i|should i|would you like|do you want|can i|may i|before i|"
    r"to proceed|ready to|try (?:again|once more)|if you(?:'d| would)? like"
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
# a message promised, of no kind that presupposes the change ("you'll get an email about it
# shortly"; not "a cancellation email", "an email with the return label", "the labels by email")
_RECEIVE = re.compile(r"you(?:'ll| will) (?:get|receive)", re.IGNORECASE)
_MESSAGE_NEXT = re.compile(
    r"\s+(?:an|a|the|your)\s+(?:email|e-mail|notification|message)s?\b(?!\s+(?:with|for)\b)",
    re.IGNORECASE,
)
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
    r"modifying)\b)"
    # the changed flights called new: "that applies to your new nonstop booking too" ("your new
    # address" is as often the address the user asks for)
    r"|\byour new (?:(?-i:[A-Z]{3}\d{3,4}) )?(?:nonstops?|itinerary|flights?|(?:nonstop|flight) "
    r"(?:booking|reservation)|outbound|inbound|connection|routing)\b"
    r"(?![^.;!?]{0,30}\b(?:would|will|could|can|if)\b)",
    re.IGNORECASE,
)
"""A done change presupposed by a noun phrase that names it ("the $74.12 refund from the
purifier change", "your new nonstop"): about the change it names, not what the sentence named
before."""

_CHECKING = re.compile(
    r"\b(?:check|verify|confirm|double[- ]check|make sure|see) (?:that|whether|if)\b", re.IGNORECASE
)


# the effect not yet seen by the agent ("I haven't seen it on the reservation yet"), a check
# plan only beside a check the message announces or a question
_NOT_SEEN = re.compile(r"(?:i|we) (?:haven't|have not|hadn't)\b", re.IGNORECASE)
# the agent's word withheld till its own check, none announced: "I'd treat that as provisional
# until I see it on the booking" (the writers label it a qualified use, not a verification)
_UNTIL_ONLY = re.compile(
    r"[^.;!?]{0,60}?\buntil (?:i|we) (?:see|check|confirm|verify|re-?check)\b", re.IGNORECASE
)


# a state's complement left open: "you're booked on one or the other", "either of them"
_ONE_OR_OTHER = re.compile(
    r"\s*(?:(?:on|in|to|under|at|with)\s+)?(?:one or the other|either (?:one|of (?:them|the two|"
    r"those|these))|one of (?:the|those|these) two)\b",
    re.IGNORECASE,
)

# what a check of something on offer is of ("check seat availability", "check fares for"):
# no change's state
_CHECK_OF_OFFER = re.compile(
    r"\s+(?:(?:the|for|on|any|some|seat|flight|room|other)\s+)*(?:availability|seats?|"
    r"prices?|pricing|fares?|options|rates?)\b",
    re.IGNORECASE,
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
    r"(?:whether|if))(?: (?:that|whether|if))?\s+(?:[^\s.;!?]+\s+){0,5}$"
    # a check the agent is about to make, its complement without "that": "Let me open the order
    # and verify the earbuds now show as ...", "I'll check the bags are on"
    r"|\b(?:let me|i'll|i will|i'm going to|i am going to|and|to) (?:check|verify|double[- ]check|"
    r"re-?check)\s+(?:[^\s.;!?]+\s+){1,5}$",
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
    supposed: list[Found] = []
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
            # (an admission itself, "I haven't seen", is no check announced, for this admission
            # or another one of the message)
            admissions = [u.span() for u in _UNCHECKED.finditer(doc.text)]
            announced = _CHECK_UNDER_WAY.search(doc.text) or any(
                not (c.start() <= m.start() < c.end())
                and not any(a < c.end() and c.start() < b for a, b in admissions)
                for c in _CHECK_PLAN.finditer(doc.text)
            )
            out.append(Found(m.start(), m.end(), ("done",), "asked" if announced else "hedged"))
            continue
        if _ACTIVE_FAILURE.match(m.group()) and not _FAILED_OBJECT.match(doc.text, m.end()):
            # "I couldn't add the bags": a failure, but of what the words do not say is this
            # change (its object is no entity named): unsure, never decided
            out.append(Found(m.start(), m.end(), ()))
            continue
        if SUPPOSED_IN.match(doc.text[doc.sentences[doc.sentence_of(m.start())].start : m.start()]):
            # "If your Mastercard still shows the charge after a few days, let me know": the
            # failure supposed, not said (below)
            supposed.append(Found(m.start(), m.end(), ("done",), "hedged"))
            continue
        out.append(Found(m.start(), m.end(), ("not_done",)))
    # (a check of something else, "would you like me to check seat availability on the
    # return?", checks no change)
    checking = any(
        not _CHECK_OF_OFFER.match(doc.text, m.end())
        for m in finditer(_VERIFY_INTENT, doc.text, known)
    )
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
        if (
            (_NOT_SEEN.match(m.group()) or _UNTIL_ONLY.fullmatch(m.group()))
            and not checking
            and not CHECK_ANNOUNCED.search(doc.text)
        ):
            # "The system reported success, though I haven't seen the updated booking myself
            # yet": the agent vouches for nothing, and announces no check (a qualified use)
            out.append(Found(m.start(), m.end(), ("done",), "hedged"))
            continue
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
    for m in REQUEST_TAKEN.finditer(doc.text):
        if any(a < m.end() and m.start() < b for a, b in [*taken, *own_claims]):
            continue
        if checking or checks or denials or mode_at(doc, m.start(), m.end()) != "asserted":
            # (hedged, put to a check or set against the record: "... accepted by the system,
            # but I haven't confirmed the bags show", "even though the system acknowledged the
            # request, the booking still has no checked bags": the done phrases read it)
            continue
        taken.append(m.span())
        out.append(Found(m.start(), m.end(), (), "asked"))  # the outcome unsaid: unsure
    for m in OUTCOME_PENDING.finditer(doc.text):
        if any(a < m.end() and m.start() < b for a, b in [*taken, *own_claims]):
            continue
        taken.append(m.span())
        # (put to the check the message announces, else unsure)
        out.append(Found(m.start(), m.end(), ("done",) if checking or checks else (), "asked"))
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
        if _ONE_OR_OTHER.match(doc.text, m.end()):
            # "so you're booked on one or the other": the state held open, neither said
            out.append(Found(m.start(), m.end(), ()))
            continue
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
        if _RECEIVE.fullmatch(m.group().strip()) and _MESSAGE_NEXT.match(doc.text, m.end()):
            # "You'll get an email about it shortly": a message to come, which a request sent
            # brings too, not the outcome
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
    if not any(f.values == ("not_done",) or (f.values == ("done",) and not f.mode) for f in out):
        # a failure supposed where no outcome is said takes the change as likely, unvouched:
        # hedged ("I've asked the system to move the charge. If your Mastercard still shows it,
        # let me know"); beside an outcome said ("Switched! ... If the app still shows the Miami
        # flights for a while, don't worry"), it adds nothing
        out.extend(supposed)
    return sorted(out, key=lambda f: f.start)
