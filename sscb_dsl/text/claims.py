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
from typing import Any

from sscb_dsl.text.claim_context import (
    _CONSEQUENCE,
    _FROM_COUNT,
    _HYPOTHETICAL,
    _MODAL,
    _MONEY_BACK,
    _POSSIBLE,
    _QUANTITY,
    _REFUND_TO_COME,
    _RULE,
    _SUM_OVER,
    _TOTAL,
    AMOUNT_SAID,
    THE_NEW,
    YOUR_NEW,
    _lone_refund,
    _offered,
    figure_for,
    leads_table,
    own_money,
    split_amounts,
    still_new,
    value_refs,
)
from sscb_dsl.text.claim_finder import (
    _AGENT_PLAN,
    _CHECK_OF_VALUE,
    _PLAN,
    _SHIPS_TO,
    _find,
    _phrases,
    passives,
)
from sscb_dsl.text.claim_leads import stated_state
from sscb_dsl.text.claim_lists import (
    done_list_item,
    done_list_leads,
    headed_by_other,
    leads_dropped,
    stated_list_item,
)
from sscb_dsl.text.claim_old import HERE_LEAD, old_dismissed, old_said, old_state
from sscb_dsl.text.claim_reported import OUTCOME_ASKED, reported_further
from sscb_dsl.text.claim_scope import (
    ACK_SOURCE,
    EITHER_STATE,
    ID_ANCHOR,
    OUTCOME_SAID,
    RECORD_SOURCE,
    either_state,
    gives_both_ways,
    held_open,
    held_open_old,
    lag_explained,
    neither_chosen_only,
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
from sscb_dsl.text.message_scope import checks_in
from sscb_dsl.text.modality import JSON_VALUE_BEFORE, mode_at
from sscb_dsl.text.reading import Mention, answered_verb, attribute, governing
from sscb_dsl.text.refs import ENTITY_ID_IN_TEXT, ORDER_ID, anchor_list, find_refs
from sscb_dsl.text.settled import TWO_SOURCES

# a value held open among alternatives: "either Cancelled or Active", "Active or Cancelled"
_OR_BEFORE = re.compile(r"\b(?:either|or)\s+(?:still\s+)?[*_]*$", re.IGNORECASE)
_OR_AFTER = re.compile(r"[*_]*\s*(?:\([^)]*\)\s*)?,?\s+or\b", re.IGNORECASE)


# the acknowledgement said to give the value just after: "the update response reads", "the
# change request returned"
_ACK_SAYS = re.compile(
    r"\b(?:response|reply|acknowledge?ment|confirmation|update|call|request)\b[^.;!?]{0,40}?\b"
    r"(?:reads?|says?|shows?|lists?|has|had|returned|gave|showed|listed|said|came back with)\s+"
    r"(?:the\s+|an?\s+)?$",
    re.IGNORECASE,
)


def _bare(name: str) -> str:
    """A reference without its possessive ("MSJ4OA's" -> "MSJ4OA")."""
    return name.removesuffix("'s").removesuffix("\u2019s")


# a check whose clause has the new value for its subject: "let me know whether HAT041 shows"
_CHECK_VERB = (
    r"\b(?:let(?:ting)? (?:me|us) know|tell(?:ing)? (?:me|us)|tell|show|check(?:ing)?|see|"
    r"confirm(?:ing)?|verify(?:ing)?|mak(?:e|ing) sure|find(?:ing)? out)"
)
_CHECK_SUBJECT = re.compile(
    _CHECK_VERB + r"\s+(?:whether|if)\s+"
    r"(?:the\s+|your\s+)?$",
    re.IGNORECASE,
)
# ... or, no "whether", a check still to be made ("peek at the app to make sure HAT041 is
# showing"; not "I can confirm HAT041 is showing", the agent's own word)
_CHECK_SUBJECT_TO = re.compile(
    # (or a second step of a plan: "Let me pull up 1N99U6 and confirm HAT266 is showing")
    r"(?:\bto|\bplease|\band|^|[.!?:])\s+(?:make sure|be sure|check|confirm|verify|"
    r"double[- ]check)\s+(?:that\s+)?(?:the\s+|your\s+)?"
    # (the change named by its new value: "check that the change to HAT266 is showing")
    r"(?:(?:change|switch|move|swap|update)\s+to\s+(?:the\s+)?)?$",
    re.IGNORECASE,
)
_SHOWS_AFTER = re.compile(
    r"\s+(?:(?:now|really|actually|indeed|truly)\s+)?(?:shows?|appears?|is (?:listed|there|"
    r"showing|on|in place|in effect)|comes up|replaced|took (?:the place|over)|made it|went in|"
    r"stuck|"
    # ("confirm the switch to HAT041 took before we close this out")
    r"took(?!\s+(?:the|a|an|your|my|\d))|went through|has gone through|has taken effect)\b",
    re.IGNORECASE,
)

# the new value kept as the user's ("I'll keep your outbound on the HAT266 nonstop and move
# HAT112"): a plan built on the change, presupposed made
_KEEPS_ON = re.compile(
    r"\b(?:keep|keeping|leave|leaving)\s+(?:you|(?:your|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?:on|in|at|as)\s+(?:the\s+)?(?:(?:new|nonstop|direct|same|flight)\s+)?[*_`]*$",
    re.IGNORECASE,
)
# the state supposed now, epistemic "may"/"might" ("you may now be on HAT041", "it might
# already be the 100ml"), its value right after; "may" in lower case only ("May 18" is a date)
_EPISTEMIC_STATE = re.compile(
    r"(?:(?-i:\bmay)|\bmight)\s+(?:now\s+|already\s+|well\s+|actually\s+)?be\s+(?:now\s+|"
    r"already\s+)?(?:(?:on|in|booked on|rebooked on|listed as|showing|set to|marked as|moved to|"
    r"switched to)\s+)?(?:the\s+|your\s+|a\s+)?(?:[\w-]+\s+){0,4}$",
    re.IGNORECASE,
)
# a condition or choice in the clause: "you may be on HAT041 if the update went through"
# ("I can't vouch for that" is the agent's doubt, no condition)
_CONDITION = re.compile(
    # ("it looks as if you're on HAT266" supposes no condition)
    r"\b(?:(?<!\bas )if|whether|unless|once|when|(?:could|would|can)(?!n?['\u2019]t\b|not\b))\b|"
    r"'d\b",
    re.IGNORECASE,
)

# ... or its object: "tell me whether it shows HAT041 now", "check if OWZ4XL lists HAT041"
_CHECK_OBJECT = re.compile(
    _CHECK_VERB
    + r"\s+(?:whether|if)\s+(?:it|that|the\s+[\w-]+|your\s+[\w-]+|#?(?-i:[A-Z0-9]{6})|#W\d+)\s+"
    r"(?:now\s+|really\s+|actually\s+|still\s+)?(?:shows?|lists?|has|reads?|says|displays?)\s+"
    r"(?:now\s+)?(?:the\s+|your\s+)?$",
    re.IGNORECASE,
)
# ... with no "whether", put to the user ("Could you check your order page and confirm it now
# says Suite 641?"; "I can confirm it now says ..." is the agent's own word, no check)
_CHECK_THAT_OBJECT = re.compile(
    _CHECK_VERB + r"\s+(?:that\s+)?(?:it|the\s+[\w-]+(?:\s+[\w-]+)?|your\s+[\w-]+(?:\s+[\w-]+)?|"
    r"#?(?-i:[A-Z0-9]{6})|#W\d+)\s+(?:now\s+|really\s+|actually\s+|still\s+)?(?:shows?|lists?|"
    r"has|reads?|says|displays?)\s+(?:now\s+)?(?:the\s+|your\s+)?$",
    re.IGNORECASE,
)
# the booking presented as it stands, a label and a colon or dash opening the sentence, the
# change's new value after it (not a plan: "Your new itinerary would be:")
_SHOWN_LEAD = re.compile(
    HERE_LEAD.pattern + r"\s*[:\u2014\u2013]"
    r"(?![^.;!?\n]*\b(?:would|will|could|can|if|once|after)\b)[^.;!?\n]*$",
    re.IGNORECASE,
)
_TO_USER = re.compile(r"\b(?:could|can|would|will) you\b|\bplease\b", re.IGNORECASE)
# a yes/no question with the new value for its subject, put to the record ("Is HAT266 on your
# booking now?", "Is the nonstop HAT266 showing yet?"): the state asked, not a choice offered
_IS_BEFORE = re.compile(
    r"(?:^|[:\u2014\u2013-]\s*)[*_\s]*(?:(?:so|and|but|also|just to check|quick check),?\s+)?"
    r"(?:is|are)\s+(?:the\s+|your\s+)?(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
_ON_RECORD_AFTER = re.compile(
    r"\s+(?:now\s+|already\s+|actually\s+|really\s+|still\s+)?(?:(?:on|in|under)\s+(?:your|the)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:booking|reservation|itinerary|order|account|app|confirmation|email|"
    r"e-mail|record|page|statement|profile|trip|screen|portal)|(?:now\s+)?(?:listed|showing|shown|"
    r"there|reflected|visible|present|appearing|in place)\b)",
    re.IGNORECASE,
)


def claims_said(
    text: Any, about: Any, others: Any, values: Any, old: Any, done: Any, not_done: Any
) -> list[Any] | None:
    """The done / not-done claims ``text`` makes about the change named by ``about`` (words and
    ids of the written state), not ``others``; a sentence naming the change's new ``values``
    without any claim is unsure, one giving its ``old`` values as the record's state says it
    was not made. ``done``/``not_done`` add phrases (vocabularies).

    A message that gives the change's outcome both ways and chooses neither ("$146 if the switch
    to HAT266 completed, and nothing if it didn't", "so the package will go to one of those two
    addresses") holds both outcomes open, whatever its sentences claim or leave unsure one by
    one: a listing (:func:`gives_both_ways`), when it speaks of the change at all. Without
    such words, the acknowledgement and the record each reported with their values and no word
    of the agent's own on the outcome are both outcomes reported (:func:`_ack_beside`)."""
    out = _claims_found(text, about, others, values, old, done, not_done)
    if not isinstance(text, str) or out is None:
        return out
    doc = parse(text)
    texts = anchor_list(split_amounts(values if values is not None else [])[0]) or []
    old_names = anchor_list(old) or []
    # (or the agent cannot tell which of two sources holds, each source's value said before:
    # "The update said Mei Garcia, but the reservation still says Mei Lee — one of the two is
    # stale"; not with one value alone, "I got a confirmation, but the booking still lists the
    # 28th — I'm not sure which is current, so let me re-check")
    at = neither_chosen_only(doc)
    listed = at is not None and (
        any(a < at for a, _ in value_refs(doc, texts))
        and any(a < at for a, _ in value_refs(doc, old_names))
    )
    if not gives_both_ways(doc) and not listed:
        return _ack_beside(doc, out, texts)
    new_named = bool(texts) and bool(value_refs(doc, texts))
    if not out and not new_named and not find_refs(doc, anchor_list(about) or []):
        return out
    said = {c.get("value") for c in out}
    if not EITHER_STATE.search(doc.text) and not (
        # (two sources set against each other: each outcome said, "The update said HAT041, the
        # lookup says HAT202 and HAT232"; not one source and a disagreement unsaid, "The update
        # says economy, but the reservation disagrees")
        ("done" in said or new_named)
        and ("not_done" in said or (bool(old_names) and bool(value_refs(doc, old_names))))
    ):
        # (the change named and its outcome set against a source that disagrees, neither side's
        # state said: which the agent holds is unsaid, never "no use"; the disagreement said in
        # the sentence naming the change or the next: "Those don't match")
        if out:
            return out
        named = {doc.sentence_of(a) for a, _ in [*find_refs(doc, anchor_list(about) or []),
                                                 *value_refs(doc, texts)]}  # fmt: skip
        if not any(
            {doc.sentence_of(m.start()), doc.sentence_of(m.start()) - 1} & named
            for m in TWO_SOURCES.finditer(doc.text)
        ):
            return out
        return [{"kind": "claim", "value": None, "values": [], "mode": "unsure"}]
    return [
        {"kind": "claim", "value": v, "values": [v], "mode": "hedged"} for v in ("done", "not_done")
    ]


_DASH_AFTER = re.compile(r"\s[\u2014\u2013]\s")
# a reference that is an id ("2FBBAH", "HAT080"), not a capitalised common word ("Bags")
_ID_LIKE = re.compile(r"\d|^[A-Z0-9#]{3,}$")
# ("on the new nonstop", "Your new flight leaves ..."; not "the system accepted the new address",
# the request named)
_NEW_OWN = re.compile(
    # (or after a greeting set off by a dash: "Thanks, Ivan — your new itinerary ...")
    r"(?:\b(?:on|onto|to|with|in|into|at|from|via|for|aboard)\s+(?:the|your)|(?:^|[\u2014\u2013]|"
    r"\s-\s)\W*your)\s+new\s+"
    r"[*_`]*$",
    re.IGNORECASE,
)


def _name_like(doc: Doc, a: int, b: int) -> bool:
    """Is the reference at ``a:b`` written as a name or an id ("Mei Garcia", "2FBBAH"), not a
    common word capitalised only to open its sentence ("Bags can't be removed")?"""
    word = doc.text[a:b]
    if word.islower():
        return False
    opens = a == doc.sentences[doc.sentence_of(a)].start or not doc.text[
        doc.sentences[doc.sentence_of(a)].start : a
    ].strip(" *_\"'(")
    return not opens or word[1:] != word[1:].lower() or bool(_ID_LIKE.search(word))


def _before_dash(doc: Doc, a: int, b: int) -> str:
    """The clause holding ``a:b`` between spaced dashes around it: a modal in the aside a dash
    opens is that aside's ("The order should be cancelled — I'd still keep an eye out for the
    email"), not the value's."""
    clause = doc.clause_at(a, b)
    start = doc.text.find(clause, doc.sentences[doc.sentence_of(a)].start)
    dash = _DASH_AFTER.search(clause, max(0, b - start))
    # (and from a spaced dash before it: "No, bags can't be removed — and your bag carries over
    # to the new HAT266 flight", the modal is the first part's)
    lead = [d.end() for d in _DASH_AFTER.finditer(clause, 0, max(0, a - start))]
    return clause[lead[-1] if lead else 0 : len(clause) if dash is None else dash.start()]


def _ack_beside(doc: Doc, out: list[Any], texts: list[str]) -> list[Any]:
    """The record said to show the old state ("the booking as I read it now still has HAT284"),
    nothing claimed, beside the acknowledgement reported with the new value ("The change request
    was acknowledged with HAT266 on it"): both outcomes reported, each by its source."""
    not_done = [c.get("mode") for c in out if c.get("value") == "not_done"]
    done = [c.get("mode") for c in out if c.get("value") == "done"]
    if not not_done or len(not_done) + len(done) != len(out) or set(done) - {"reported"}:
        return out
    if set(not_done) != {"reported"} and (
        # (said as what the record shows, "the reservation I pulled still shows business", "|
        # Reservation now | HAT284 |", no word of the agent's own on the outcome)
        set(not_done) - {"reported", "asserted"}
        or not RECORD_SOURCE.search(doc.text)
        or OUTCOME_SAID.search(doc.text)
    ):
        return out
    if not done:
        acks = {doc.sentence_of(m.start()) for m in ACK_SOURCE.finditer(doc.text)}
        if not texts or not any(doc.sentence_of(a) in acks for a, _ in value_refs(doc, texts)):
            return out
    return [
        {"kind": "claim", "value": v, "values": [v], "mode": "reported"}
        for v in ("done", "not_done")
    ]


_NEXT_AFTER = re.compile(
    r"(\b(?i:before\s+(?:(?:i|we)\s+)?(?:mov(?:e|ing)|go(?:ing)?|turn(?:ing)?|proceed(?:ing)?)\s+"
    r"on\s*to\s+)[*_`]*)(#?[A-Z0-9]{6,}\b)"
)


def _claims_found(
    text: Any, about: Any, others: Any, values: Any, old: Any, done: Any, not_done: Any
) -> list[Any] | None:
    """:func:`claims_said` sentence by sentence."""
    if not isinstance(text, str):
        return None if text is None else []
    names = anchor_list(about)
    other_names = anchor_list(others if others is not None else [])
    # (the money the change moves comes as numbers beside its new texts)
    texts, amounts = split_amounts(values if values is not None else [])
    strong = anchor_list(texts)
    old_names = anchor_list(old)
    if names is None or other_names is None or strong is None or old_names is None:
        return None
    # a booking's or an order's id that is not the change's names another entity, read or not
    # ("... check the details of your reservation **M20IZO**")
    own = {n.upper() for n in names}
    other_names = other_names + sorted(
        {i for i in ENTITY_ID_IN_TEXT.findall(text) if i.upper() not in own} - set(other_names)
    )
    # (another booking or order named as the step after a check, "I'll read the reservation back
    # before moving on to 2FBBAH", is no object of the message's claims: blanked, offsets kept)
    text = _NEXT_AFTER.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
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
    # the old values given as the record's state: not done ("The booking now shows HAT284")
    old_refs = value_refs(doc, old_names) if old_names else []
    said_new: list[tuple[int, int]] | None = None  # (read once, here or below)
    if old_refs:
        said_new = new_refs = value_refs(doc, strong)
        their_refs = find_refs(doc, other_names)
        mentions = old_state(doc, mentions, old_refs, new_refs, their_refs)
        # (a sentence whose claim a later reading dropped, "still shows X, but that's just
        # lag", is read already)
        taken = {doc.segment_of(m.start) for m in mentions} | {
            doc.segment_of(f.start) for f in found
        }
        mentions += [
            Mention(("not_done",), mode, at)
            for at, mode in old_said(
                doc,
                old_refs,
                new_refs,
                taken,
                find_refs(doc, names),
                find_refs(doc, [n for n in names if ID_ANCHOR.match(n)]),
                their_refs,
            )
        ]
        # ... and the old values dismissed as gone: done ("No more stop in Phoenix")
        taken |= {doc.segment_of(m.start) for m in mentions}
        mentions += [
            Mention(("done",), mode, at) for at, mode in old_dismissed(doc, old_refs, taken)
        ]

    def new_said() -> list[tuple[int, int]]:
        nonlocal said_new
        if said_new is None:
            said_new = value_refs(doc, strong)
        return said_new

    mentions = either_state(doc, held_open_old(doc, lag_explained(doc, mentions), new_said))
    claimed = {doc.sentence_of(m.start) for m in mentions}
    out = [m.data("claim") for m in mentions]
    attempts = [not m.values and m.mode == "asked" for m in mentions]
    if any(m.values for m in mentions):
        if all(m.mode == "reported" for m in mentions):
            out += reported_further(doc, amounts)
        return out  # the new values elaborate the claim the message makes about the change
    if said_new is None:
        said_new = value_refs(doc, strong)
    name_refs = find_refs(doc, names)
    mine = [(a, b, True) for a, b in name_refs] + [(a, b, True) for a, b in said_new]
    theirs = [(a, b, False) for a, b in find_refs(doc, other_names) if not answered_verb(doc, a, b)]
    refs = sorted(set(mine + theirs))
    # (no mention here has values: a sentence holding an unsure one, a request said sent, is
    # open to the money the change would move: "#W48 — cancellation submitted; $1,429.81 should
    # come back once it registers")
    for i, sentence in enumerate(doc.sentences):
        at = own_money(doc, sentence.start, sentence.end, amounts)
        # (not a choice put to the user: "Which would you prefer?" over "- a refund of $2,544")
        if (
            at is None
            or _offered(doc, at)
            or (
                any(sentence.start <= r[0] < sentence.end for r in theirs)
                and not any(sentence.start <= r[0] < sentence.end for r in name_refs)
            )
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
            if r[:2] != (a, b) and (not proper or r[2] or _name_like(doc, r[0], r[1]))
        ]
        if s in claimed or governing(doc, a, b, rivals) is False:
            continue
        if any(f.start <= a and b <= f.end for f in found):
            continue  # a claim's own word, read and given to its owner ("8C8K4E — cancelled")
        if table_header(doc, a):
            continue  # "| Reservation | Status | Refund |": a column's label, no value
        sentence = doc.sentences[s]
        text_s = doc.text[sentence.start : sentence.end]
        if (
            (
                _CHECK_SUBJECT.search(doc.text, sentence.start, a)
                or _CHECK_SUBJECT_TO.search(doc.text, sentence.start, a)
            )
            and _SHOWS_AFTER.match(doc.text, b)
        ) or _CHECK_OBJECT.search(doc.text, sentence.start, a):
            # "let me know whether HAT041 shows under OWZ4XL": the new value the subject of what
            # a check (the user's or the agent's) is to find
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"})
            continue
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
            # (asked as well when the message puts it to a check: "... reads `"cabin":
            # "economy"`. Before moving on, I'll re-read JG7FMM to make sure that's reflected")
            said_as = mode_at(doc, a, b)
            mode = said_as if said_as in ("asked", "hedged", "unsure") else "reported"
            if mode == "reported" and checks_in(doc):
                mode = "asked"
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": mode})
            quoted = True
            continue
        if (
            YOUR_NEW.search(doc.text, max(sentence.start, a - 40), a)
            or _KEEPS_ON.search(doc.text, max(sentence.start, a - 48), a)
        ) and mode_at(doc, a, b) in (
            "asserted",
            "reported",
        ):
            # "I'll upgrade your HAT052 flight on the 21st": the new value held as the user's
            # own, the change presupposed made (a plan built on it)
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        if _ACK_SAYS.search(doc.text, sentence.start, a) and (
            (said_as := mode_at(doc, a, b)) == "asked"
            or (said_as in ("asserted", "reported") and checks_in(doc))
        ):
            # "The update response for JG7FMM reads economy. Before moving on, I'll re-read
            # JG7FMM to make sure that's reflected": the acknowledgement's value put to a check
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"})
            continue
        if _EPISTEMIC_STATE.search(doc.text, max(sentence.start, a - 48), a) and not (
            _CONDITION.search(doc.clause_at(a, b))
        ):
            # "The system's reply suggests you may now be on the nonstop HAT041": the new value
            # supposed the state now, a claim hedged (not a possibility of what can be done)
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "hedged"})
            continue
        if (
            _CHECK_THAT_OBJECT.search(doc.text, sentence.start, a)
            and (_TO_USER.search(text_s) or text_s.rstrip().endswith("?"))
        ) or (
            _IS_BEFORE.search(doc.text, sentence.start, a)
            and _ON_RECORD_AFTER.match(doc.text, b)
            and text_s.rstrip().endswith("?")
        ):
            # "Could you ... confirm it now says Suite 641?", "Is HAT266 on your booking now?":
            # the record's new state put to the user to check
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"})
            continue
        if OUTCOME_ASKED.search(text_s) and text_s.rstrip().endswith("?"):
            # "Are you seeing HAT266 on your booking?", "Did the switch to HAT266 go through on
            # your end?": the user asked to check the new state (not "Would you like HAT266?")
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asked"})
            continue
        if (
            _AGENT_PLAN.search(text_s)
            or _POSSIBLE.search(_before_dash(doc, a, b))
            or mode_at(doc, a, a + 1) == "asked"
            or _offered(doc, a)
        ):
            # "it can be cancelled at any time": a possibility, not the state ("It'll go to 445
            # Maple Drive once it ships" is the entity's state to come: unsure)
            continue
        if _SHOWN_LEAD.match(doc.text, sentence.start, a) and mode_at(doc, a, b) in (
            "asserted",
            "reported",
        ):
            # "Here's 1N99U6: outbound HAT266 on May 19, ...", "Your itinerary: HAT266 ...": the
            # booking presented as it stands, with the change's new value in it
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
            continue
        if THE_NEW.search(doc.text, max(sentence.start, a - 32), a) and mode_at(doc, a, b) in (
            "asserted",
            "reported",
        ):
            # "your bag carries over to the new HAT266 flight": the change presupposed made
            claimed.add(s)
            out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
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
    for a, b in name_refs:
        # the change's own word made the new one's: "it'll travel with you on the new nonstop",
        # "your new address is on file" (the change presupposed made; not "your new flight
        # would leave at 9", a plan or an offer)
        s = doc.sentence_of(a)
        if s in claimed or not _NEW_OWN.search(doc.text[doc.sentences[s].start : a][-24:]):
            continue
        # (another booking's id takes it, another change's topic word does not, "Bags" either)
        rivals = [r for r in refs if r[:2] != (a, b) and _ID_LIKE.search(doc.text[r[0] : r[1]])]
        if governing(doc, a, b, rivals) is False:
            continue
        sentence = doc.sentences[s]
        segment = doc.segments[doc.segment_of(a)]
        if (
            _AGENT_PLAN.search(doc.text, sentence.start, sentence.end)
            or _POSSIBLE.search(doc.text, segment.start, segment.end)
            or mode_at(doc, a, b) not in ("asserted", "reported")
            or _offered(doc, a)
        ):
            continue
        claimed.add(s)
        out.append({"kind": "claim", "value": "done", "values": ["done"], "mode": "asserted"})
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
