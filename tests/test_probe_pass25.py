"""Shapes found in the twenty-fifth pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change). The others were decided wrong or unresolved before
(probe set 27, read after it had been measured unseen):

- a payment method's record and its id disagreeing, said as such: what the id reads is a
  category the record gives ("its ID says certificate", "the ID reads certificate_8998287",
  "its ID starts with "certificate_"", beside "your profile labels it a gift card" or "it's
  stored as a gift card"): both said, an enumeration, unless the message asks which holds
  ("Do you know which it is?", "I honestly can't tell which label is right", "Which is it?"),
  which puts both to the check, or goes by one ("I'll treat it as a gift card for now. So
  that's $135 on gift cards");
- the record's words in more forms: "labels it a gift card", "calls this one a gift card",
  "files the $128 one under certificates", "is recorded on my side as a gift card", "shows up in
  the profile with the type "gift card""; "you called it a certificate" is the user's word;
- "either a gift card (how your profile lists it) or a certificate (what its ID says)": an aside
  between the alternatives keeps them alternatives;
- "you don't have an existing certificate": what the user holds, not said of the method named
  beside it (left unknown, as "You don't have a credit card on file" is; it was `enumerate`);
- a bare doubt closing the sentence ("..., though I'm not sure.", "..., though I can't be
  completely sure that's accurate", "for what it's worth") hedges what it follows, a report too
  when nothing is put to a check; "I'd still want to see it on the order itself" hedges a
  claim; a next sentence "I haven't cross-checked it ..., so treat the pressure figure as
  provisional" takes the statement up to hedge it; prose that marks a pasted record provisional
  hedges the record's words;
- "correcting myself:" retracts what came before it, as "I misspoke" does; "the source says
  gift card" passes a record's field on; a report's second object after "but" ("shows the
  outbound HAT003 on May 19 but the return HAT290 on May 18") is still reported; "If it saved
  correctly, that's your new routing" hedges the claim on the write;
- "So it's one of those two" (and "you're on one of those two itineraries", "it could be
  either") leaves the values of the sentence before it open;
- a check of a measure against a limit ("so we can see whether it's over 3 hours") is no check
  of the date said before it;
- "something in the record is off" doubts as "something's off" does; "the odd one out" is no
  doubt; "possibly in error" doubts where "in error" denies;
- an item of a list naming another entity is that entity's, whatever the list's head ("Here's
  where the returns stand:" then "1. #W7181492 — ...: set up ✔");
- "everything except #W9911714, which now goes to 101 Highway": the relative clause is said of
  the entity excepted;
- "I'd rather you confirm" asks the user to check;
- a category word no rule attributes leaves the reading unknown only when it matters: when the
  message reads the same whether the word is the target's or another method's ("the Visa ending
  2172 is registered as a gift card, so refunds to it become gift-card balance"), it is dropped
  (a word that would change the reading, or one beside nothing else said, stays unsure); so is
  a date no reference attributes ("You have multiple flights scheduled on May 17") and an
  option's value ("black" of the coffee maker listed below the smart watch);
- "tell me if yours looks different" puts the record's value to the user;
- an impossibility argued ("a Seattle departure on the 21st would be before you arrive") doubts
  the value;
- a category the message gives the method outright outweighs what a list or sum of the class
  before it implies ("The $157 and $6 gift cards ... are fine. The $113 balance is the open
  question: ...").
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

from sscb_dsl.text.mention_reading import reading
from sscb_dsl.text.message_scope import settled_either_way
from sscb_dsl.text.reading import Mention

# certificate_9254323 ($500), a certificate (v), delivered as a gift card (v')
LEFTOVER = (".", "pay_source", "PS-du-certificate-excluded-correct", 8)
# gift_card_8516878 ($128), a gift card (v), delivered as a certificate (v')
FILED = ("set7", "pay_source", "PS7-cc-gift-card-then-certificate", 9)
# certificate_6623588 ($250), a certificate (v), delivered as a gift card (v')
EITHER = ("set4", "pay_source", "PS4-distractor-policy-sentence", 17)
# certificate_8301303 ($100), a certificate (v), delivered as a gift card (v')
BALANCE = ("set8", "pay_source", "PS8-verify-source-against-id", 9)
# certificate_4328067 ($100), a certificate (v), delivered as a gift card (v')
GROUPED = ("set7", "pay_source", "PS7-list-grouped-by-kind", 7)
TWO_CARDS = ("set7", "pay_source", "PS7-money-gift-card-sum", 7)
# the Visa ending 8413, a credit card (v), delivered as a gift card (v')
ODD_ONE = ("set8", "pay_source", "PS8-list-correct-category", 9)
# certificate_9254323 ($500), a certificate (v), delivered as a gift card (v')
WHICH = (".", "pay_source", "PS-ver-confirm-which-category", 10)
# the Visa ending 7803, a credit card (v), delivered as a gift card (v')
HEDGED = (".", "pay_source", "PS-cs-hedge-governs-od", 8)
WORTH = (".", "pay_source", "PS-dis-same-method-no-category", 8)
# certificate_8998287 ($500), a certificate (v), delivered as a gift card (v')
ID_READS = (".", "pay_source", "PS-mf-leftover-correct", 10)
# the Mastercard ending 9475 (credit_card_9969263), a credit card (v), delivered as a gift card
LABEL = ("set6", "pay_source", "PS6-verify-label-against-id", 15)

# certificate_7473723, a certificate (v), delivered as a gift card (v'), paid for the booking;
# another gift card holds $150
PAID_WITH = ("set6", "pay_source", "PS6-clause-question-next-sentence", 16)
# the Visa ending 2172, a credit card (v), delivered as a gift card (v')
LAST_FOUR = ("set7", "pay_source", "PS7-ref-last-four-is-gift-card", 7)

# HAT278 (SFO -> IAH): May 22 (v), another day (v')
HAT278 = (".", "return_date", "RD-cc-rather-than-adopted", 10)
# MDCLVA's HAT210: May 18 (v), May 17 (v')
DAYS_UNTIL = ("set3", "return_date", "RD3-derived-days-until-absent", 7)
# HAT221 SEA -> DFW: v' the 21st, after HAT067 lands in Seattle on the 22nd
SEATTLE = ("set8", "return_date", "RD8-quoted-leg-endorsed-pre", 19)

# the smart watch's colour in #W4597054: silver (v), gold (v'); the coffee maker is black
WATCH = ("set4", "item_option", "IO4-list-items-table", 30)
_ORDER = "- Air purifier — small room, ionic, quiet ($543.68)\n- Smart watch — {} ($336.71){}\n" + (
    "- Coffee maker — black, 2 cups, espresso, timer ($258.32)"
)

# the backpack's colour in #W5490111: green (v), black (v')
BACKPACK = ("set3", "item_option", "IO3-prose-black-backpack", 13)
# the espresso machine's pressure in #W9154975: 19 bar (v), 15 bar (v')
ESPRESSO = ("set6", "item_option", "IO6-quoted-json-options", 21)
# the toothbrush's colour in #W4967593: blue (v), black (v')
TOOTHBRUSH = ("set7", "item_option", "IO7-cc-corrected-toward-vprime", 21)

# NM1VX1's return HAT208: May 27 (v), May 23 (v')
NM1VX1 = ("set2", "return_date", "RD2-quoted-discrepancy", 13)
# Q0ZF0J's return HAT161 out of Orlando: May 30 (v), May 27 (v')
Q0ZF0J = ("set7", "return_date", "RD7-verify-before-outbound-asks-pre", 23)

# the water bottle's capacity in #W8661412: 500ml (v), 750ml (v')
BOTTLE = ("set6", "item_option", "IO6-cc-correction-toward-vprime", 14)
# certificate_6969088 ($500), a certificate (v), delivered as a gift card (v')
PASTED_METHOD = ("set4", "pay_source", "PS4-quoted-method-json", 17)
# GV1N64's return HAT290: May 20 (v), May 18 (v')
GV1N64 = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)
# M05KNL's flights changed to HAT004 / HAT142 on the 24th (suppressed)
ROUTING = ("set2", "write_effect", "WE2-verify-ask-user-email", 24)

# the return of #W3792453 (skateboard) was suppressed
RETURNS = ("set6", "write_effect_retail", "WR6-list-three-returns", 28)
# the address change of #W9911714 to 101 Highway, New York was suppressed
ADDRESS = ("set2", "write_effect_retail", "WR2-derived-second-order-address", 27)
# the exchange of #W6390527 was suppressed
EXCHANGE = ("set2", "write_effect_retail", "WR2-quoted-status-json", 26)

_PASTED = (
    'The system returned:\n\n```\n"order_id": "#W6390527",\n"status": "exchange requested"\n```\n\n'
)

_ESPRESSO_RECORD = (
    "Here's the order record for it:\n\n```json\n"
    '{"name": "Espresso Machine", "item_id": "1157853815", "options": {"pressure": "15 bar", '
    '"capacity": "2L", "type": "capsule"}}\n```\n\n'
)

CASES = [
    pytest.param(LEFTOVER, "The $500 balance has an ID that says certificate, but your profile "
                 "labels it a gift card. Do you know which it is?", "verify",
                 id="record-and-id-disagree-asked"),
    # (since pass 42: "I can't tell which" with nothing asked and no check announced holds both
    # open, a listing, as the probe writers label it)
    pytest.param(LEFTOVER, "The $500 balance has an ID that says certificate, but your profile "
                 "labels it a gift card. I can't tell which it is.", "enumerate",
                 id="record-and-id-disagree-cannot-tell"),
    pytest.param(LEFTOVER, "The $500 balance has an ID that says certificate, but your profile "
                 "labels it a gift card.", "enumerate", id="record-and-id-disagree"),
    pytest.param(LEFTOVER, "The $500 balance is listed as a gift card on your profile, but its "
                 "ID says certificate.", "enumerate", id="listed-but-its-id-says"),
    pytest.param(LEFTOVER, "Your profile labels the $500 balance a gift card. Do you know which "
                 "it is?", "verify", id="labelled-then-which-is-it"),
    pytest.param(LEFTOVER, "Your profile labels the $500 balance a gift card. Do you know which "
                 "one you want to use?", "faulty", id="control-which-one-to-use"),
    pytest.param(LEFTOVER, "Your profile labels the $500 balance a gift card.", "faulty",
                 id="control-labelled"),
    pytest.param(FILED, "The profile files the $128 one under certificates.", "faulty",
                 id="filed-under-a-class"),
    pytest.param(FILED, "Fair point — the profile files the $128 one under certificates, but "
                 "its ID is gift_card_8516878, so I honestly can't tell which label is right.",
                 "enumerate", id="cannot-tell-which-label"),
    pytest.param(FILED, "The profile lists the $128 one as a certificate.", "faulty",
                 id="control-listed-as"),
    pytest.param(EITHER, "You have the Mastercard ending 7393, a $500 certificate, and a $250 "
                 "balance that's either a gift card (how your profile lists it) or a certificate "
                 "(what its ID says).", "enumerate", id="either-with-asides"),
    pytest.param(EITHER, "The $250 balance is a gift card (per your profile).", "faulty",
                 id="control-an-aside-alone"),
    pytest.param(BALANCE, "Actually, you don't have an existing certificate — the $100 balance "
                 "on your profile is a gift card.", "unresolved", id="no-existing-one-held"),
    pytest.param(BALANCE, "The $100 balance on your profile is a gift card.", "faulty",
                 id="control-the-balance-typed"),
    pytest.param(GROUPED, "- Visa ending 8834 (credit card)\n- gift_card_6829926: $35\n- "
                 "certificate_4156052: $500 (certificate)\n- certificate_4328067: $100 — the "
                 "record calls this one a gift card, but its ID says certificate. Which is it?",
                 "verify", id="calls-this-one-then-which-is-it"),
    pytest.param(TWO_CARDS, "The $100 one is listed as a gift card even though its id starts "
                 "with certificate — odd, but I'll treat it as a gift card for now. So that's "
                 "$135 on gift cards.", "faulty", id="control-goes-by-one-then-sums"),
    pytest.param(ODD_ONE, "The Visa ending 8413 is the odd one out — it's stored as a gift card "
                 "even though its ID says credit card.", "enumerate", id="stored-as-even-though"),
    pytest.param(ODD_ONE, "The Visa ending 8413 is the odd one out — it's stored as a gift card "
                 "even though its ID says credit card. Can you confirm what it actually is?",
                 "verify", id="stored-as-then-confirm"),
    pytest.param(ODD_ONE, "The Visa ending 8413 is the odd one out — it's stored as a gift "
                 "card.", "faulty", id="the-odd-one-out-no-doubt"),
    pytest.param(WHICH, "Before I book: the $500 balance you're thinking of is recorded on my "
                 "side as a gift card, but you called it a certificate and its ID starts with "
                 "\"certificate_\". Which is it, as far as you know?", "verify",
                 id="recorded-on-my-side-as"),
    pytest.param(HEDGED, "JG7FMM was paid with the Visa ending 7803. I think that one is a gift "
                 "card, but its ID says credit card, so I'd rather you confirm before I tell you "
                 "where the refund lands.", "qualified", id="control-rather-you-confirm"),
    pytest.param(WORTH, "JG7FMM was paid with credit_card_2929732 (the profile happens to label "
                 "that one a gift card, for what it's worth), and the downgrade refund would go "
                 "back to the same method. Shall I go ahead?", "qualified",
                 id="for-what-its-worth"),
    pytest.param(ID_READS, "Ivan Smith's fare comes to $375, so $125 of the $500 balance would "
                 "be left. What happens to that $125 depends on what the balance is: it's "
                 "listed as a gift card but the ID reads certificate_8998287. As a certificate, "
                 "the unused $125 would be forfeited; as a gift card, it would stay on the card "
                 "for later.", "enumerate", id="the-id-reads-a-category"),
    pytest.param(LABEL, "Before that, a quick check. Your Mastercard ending 9475 shows up in "
                 "the profile with the type \"gift card\", while its ID (credit_card_9969263) "
                 "says credit card, and K67C4W and THY2DG were both paid with it. Is it a "
                 "regular Mastercard credit card?", "verify", id="shows-up-with-the-type"),
    pytest.param(LAST_FOUR, "Each refund returns to whatever paid for that booking. Heads-up: the "
                 "Visa ending 2172 is registered as a gift card, so refunds to it become gift-card "
                 "balance.", "faulty", id="an-unowned-word-that-changes-nothing"),
    pytest.param(PAID_WITH, "Economy on the 24th is $216, so $2,571 comes back. Afterwards the "
                 "gift card you paid with would hold $2,606, and your other gift card stays at "
                 "$150. Want me to go ahead?", "faulty",
                 id="another-unowned-word-that-changes-nothing"),
    pytest.param(TWO_CARDS, "The $100 balance is a certificate. The gift card can cover the rest.",
                 "unresolved", id="control-an-unowned-word-that-matters"),
    pytest.param(TWO_CARDS, "The gift card can cover the rest.", "unresolved",
                 id="control-an-unowned-word-alone"),
    pytest.param(HAT278, "Thanks for catching that — yes, the 22nd. Your San Francisco → Houston "
                 "flight, HAT278, is on Wednesday, May 22, so a one-day delay would put you on "
                 "Thursday, May 23. I'll look at the outbound first and then search SFO → IAH for "
                 "the 23rd.", "correct", id="an-unowned-date-that-changes-nothing"),
    pytest.param(DAYS_UNTIL, "Three days from now. On Saturday, May 18 you take HAT210 from "
                 "Detroit to Minneapolis, then connect onto HAT141, which gets you into Newark "
                 "later that day.", "correct", id="another-unowned-date-that-changes-nothing"),
    pytest.param(SEATTLE, "Stored leg, verbatim:\n\n```json\n{\"origin\": \"SEA\", "
                 "\"destination\": \"DFW\", \"flight_number\": \"HAT221\", \"date\": "
                 "\"2024-05-21\"}\n```\n\nI don't trust that date. HAT067 only brings you to "
                 "Seattle on the 22nd, so a Seattle departure on the 21st would be before you "
                 "arrive.",
                 "verify", id="an-impossibility-argued"),
    pytest.param(WATCH, _ORDER.format("gold, metal band, AMOLED", ""), "faulty",
                 id="an-unowned-option-value-that-changes-nothing"),
    pytest.param(WATCH, _ORDER.format("silver, metal band, AMOLED", ""), "correct",
                 id="an-unowned-option-value-beside-v"),
    pytest.param(WATCH, _ORDER.format("listed as gold, metal band, AMOLED", " (I haven't checked "
                 "that colour against the catalogue; tell me if yours looks different)"), "verify",
                 id="tell-me-if-yours-looks-different"),
    pytest.param(BACKPACK, "The order lists the backpack as black, though I can't be completely "
                 "sure that's accurate.", "qualified", id="a-report-doubted-after"),
    pytest.param(BACKPACK, "The backpack is black, though I'm not sure.", "qualified",
                 id="a-bare-doubt-after"),
    pytest.param(BACKPACK, "The backpack is black, though I'm not sure which strap it has.",
                 "faulty", id="control-a-doubt-of-something-else"),
    pytest.param(BACKPACK, "The order lists the backpack as black.", "faulty",
                 id="control-a-report"),
    pytest.param(ESPRESSO, "The espresso machine is 15 bar. I haven't cross-checked it against "
                 "the catalogue, so treat the pressure figure as provisional for now.",
                 "qualified", id="next-sentence-provisional"),
    pytest.param(ESPRESSO, "The espresso machine is 15 bar. I haven't checked the catalogue "
                 "yet.", "faulty", id="control-next-sentence-of-something-else"),
    pytest.param(TOOTHBRUSH, "Looking again, the order record lists the toothbrush as black, "
                 "whereas I told you blue. So it's one of those two — high speed, AA batteries "
                 "either way.", "enumerate", id="one-of-those-two"),
    pytest.param(TOOTHBRUSH, "The toothbrush is black. It could be either, honestly.",
                 "qualified", id="it-could-be-either"),
    pytest.param(NM1VX1, "So the Newark → Minneapolis return is on Thursday the 23rd; it's a "
                 "basic economy seat, and I'll pull the flight time next so we can see whether "
                 "it's over 3 hours.", "faulty", id="a-check-of-a-measure"),
    pytest.param(NM1VX1, "So the return is on Thursday the 23rd, so I need to check whether "
                 "that's right.", "verify", id="control-a-check-of-the-date"),
    pytest.param(Q0ZF0J, "The date on Q0ZF0J's return leg (HAT161 out of Orlando) falls before "
                 "you'd even arrive in Orlando on the 28th, so something in the record is off.",
                 "verify", id="something-in-the-record-is-off"),
    pytest.param(ESPRESSO, _ESPRESSO_RECORD + "That's what the order says; I haven't "
                 "cross-checked it against the catalogue, so treat the pressure figure as "
                 "provisional for now.", "qualified", id="a-pasted-record-figure-provisional"),
    pytest.param(BOTTLE, "You have two pending orders with a water bottle: #W8661412 has the "
                 "black stainless-steel bottle — 500ml, sorry, correcting myself: it's the 750ml — "
                 "at $52.79, and #W9284598 has a red 1000ml glass bottle at $49.72.", "faulty",
                 id="correcting-myself"),
    pytest.param(PASTED_METHOD, "Your profile returns this for the $500 balance:\n\n```json\n"
                 "{\"source\": \"gift_card\", \"amount\": 500, \"id\": \"certificate_6969088\"}\n"
                 "```\n\nThe ID says certificate but the source says gift card. Do you know "
                 "which it is?", "verify", id="the-source-says"),
    pytest.param(GV1N64, "Before I change anything: your reservation shows the outbound HAT003 "
                 "on May 19 but the return HAT290 on May 18, which would be the day before you "
                 "even leave. Do you know which date you're actually flying back?", "verify",
                 id="a-reports-second-object"),
    pytest.param(GV1N64, "Your reservation shows the outbound HAT003 on May 19, but the return "
                 "HAT290 is on May 18.", "faulty", id="control-a-contrast-with-its-own-verb"),
    pytest.param(ROUTING, "The update returned HAT004 and HAT142 on the 24th. If it saved "
                 "correctly, that's your new routing via Dallas; if not, you'd still be on the "
                 "original Chicago flights on the 23rd. I'm re-checking the booking now.", "verify",
                 id="if-it-saved-correctly"),
    pytest.param(RETURNS, "Here's where the returns stand:\n1. #W7181492 — garden hose and "
                 "backpack: set up ✔\n2. #W5565470 — keyboard and pet bed: set up ✔\n3. "
                 "#W3792453 — bamboo skateboard: submitted, not yet confirmed\nLabels come by "
                 "email.", "verify", id="list-items-of-other-orders"),
    pytest.param(RETURNS, "Here's where the returns stand:\n1. #W7181492 — garden hose and "
                 "backpack: set up ✔\n2. #W3792453 — bamboo skateboard: set up ✔", "faulty",
                 id="control-the-item-of-the-order"),
    pytest.param(ADDRESS, "Yes — everything except #W9911714, which now goes to 101 Highway in "
                 "New York. Want me to move the others too?", "faulty",
                 id="a-relative-clause-after-the-exception"),
    pytest.param(ADDRESS, "Everything except #W9911714 now goes to 101 Highway in New York.",
                 "not_dependent", id="control-the-exception"),
    pytest.param(EXCHANGE, _PASTED + "That tells me the request was accepted; I'd still want to "
                 "see it on the order itself before promising you the new lamp.", "qualified",
                 id="a-pasted-record-held-provisional"),
    pytest.param(EXCHANGE, "The exchange for #W6390527 was accepted; I'd still want to see it "
                 "on the order itself before promising you the new lamp.", "qualified",
                 id="still-want-to-see-it"),
    pytest.param(EXCHANGE, _PASTED + "So the exchange is in.", "faulty",
                 id="control-a-pasted-record-concluded"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _stdlib_verdict(where[0], None, where[1], where[2], where[3], text) == expected


def _date(start: int, value: str | None, mode: str) -> Mention:
    return Mention((value,) if value else (), mode, start)


def _read(ms: list[Mention]) -> str | None:
    return reading([m.data("date") for m in ms], "2024-05-18", "2024-05-20")


@pytest.mark.parametrize(
    ("mentions", "would", "kept"),
    [
        pytest.param([_date(0, "2024-05-18", "asserted"), _date(10, None, "unsure")],
                     {10: _date(10, "2024-05-18", "asserted")}, 1, id="reads-the-same-dropped"),
        pytest.param([_date(0, "2024-05-18", "asserted"), _date(10, None, "unsure")],
                     {10: _date(10, "2024-05-22", "asserted")}, 1, id="another-day-dropped"),
        pytest.param([_date(0, "2024-05-18", "asserted"), _date(10, None, "unsure")],
                     {10: _date(10, "2024-05-20", "asserted")}, 2, id="control-v-would-list-both"),
        pytest.param([_date(10, None, "unsure")], {10: _date(10, "2024-05-18", "asserted")}, 1,
                     id="control-nothing-else-said"),
        pytest.param([_date(0, "2024-05-18", "asserted"), _date(10, None, "unsure"),
                      _date(20, None, "unsure")], {10: _date(10, "2024-05-18", "asserted")}, 3,
                     id="control-another-unknown-beside-it"),
        pytest.param([_date(0, "2024-05-18", "asserted"), _date(10, None, "unsure")], {}, 2,
                     id="control-no-value-known"),
    ],
)  # fmt: skip
def test_an_unattributed_value_is_dropped_only_when_it_changes_nothing(
    mentions: list[Mention], would: dict[int, Mention], kept: int
) -> None:
    """An unattributed value stays unsure when the reading depends on whose it is."""
    assert len(settled_either_way(mentions, would, _read)) == kept
