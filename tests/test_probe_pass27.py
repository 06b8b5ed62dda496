"""Shapes found in the twenty-seventh pass, each pinned on a development run with one message
replaced (its labels unread; the cases marked "control" give the same verdict on the starting
code and guard what must not change):

- a change's request said sent in the words of a status ("Change submitted — HAT110 / HAT172",
  "Order #W2417020 — cancellation submitted", "• #W2702727 — cancellation requested") is no claim
  that the change took effect: unsure alone, put to the check the message announces, read as
  the claim its clause hedges; "successfully submitted" still claims it, and for a return or an
  exchange the request registered is the change (tau_retail's request_done_phrases, which now
  also hold "return submitted", "return requested", "return opened", "exchange is open", ...);
- "the lamp swap never actually made it onto the order" says the change is not done;
- the change said in hand ("the skateboard from #W3792453 is being handled as well") is unsure;
- "the order already has the desk lamp exchange pending" claims the exchange (up to three words
  between the article and the change's noun);
- a hedge opening a clause its subject continues past an apposition between dashes ("If I'm
  reading it right, the return — HAT112 from Houston to Las Vegas — is ... the 17th") governs
  it (a dash opening a clause of its own does not carry the hedge over);
- "as far as I can see" and "if I'm reading the order right" hedge the clause they are in;
- a phrase added after the value about another that gives the other its own value ("HAT290 is
  on the 18th, with the outbound HAT003 on the 19th") leaves the value to the clause's subject
  ("Monday the 20th, with HAT228 Los Angeles → Newark" still names what flies that day);
- the value put to the user's own record: "Is that really how you booked it?", "Could you pull
  up the confirmation you received ... and tell me what date it gives ...?", "Let me know if the
  new flights show up in your app", "— which of the two matches what you booked?" (not "Which
  one would you like to change?", a choice of what to do);
- "neither of them water-resistant" (no copula) denies the option; "the order lists it as a
  canister model" / "lists both as canister models" say the record's value of the item, not of
  another variant; "espresso" is no longer a name of the Espresso Machine alone in tau_retail's
  product_names (an "espresso maker" is a coffee maker of the espresso type);
- an item whose twin (the same product in another order the agent read) is named beside it is
  told apart by the ids the message names: the item's own order id singles it out even where
  the other order's id is named too (each value is read with the id it is said of); what an
  order "has" ("#W2575533 has a black vinyl hose, 50ft") and the order a thing "is in" ("Your
  other hose (50ft, ...) is in the pending order #W2575533") say whose the thing is, as does an
  order's own line ("**Order #W8661412**: A stainless steel water bottle (500ml, black)"); the
  other one's own options name it ("your current 500ml stainless steel water bottle" when only
  the other order's bottle is stainless steel);
- the fare difference a flights or cabin update charges or refunds, said charged or refunded,
  claims the change (tau_airline's difference_done_phrases; "fare difference" names the flights
  and cabin changes); "$11 of the fare difference" is an amount, not a count of the changes
  ("three of the four cancellations"); a finding that begins inside a reference is about it;
- a later write of the same tool passing the change's new value again with another change on top
  (the new flights, now in business) takes the change as made (`build_on`); with only the
  payment changed it may be a retry (unresolved);
- a done claim taken up for another entity by ellipsis ("#W3289292 is cancelled, and #W9722559
  should be as well"; "... #W9722559 is too." in the next sentence) is that entity's claim, hedged
  as the ellipsis is;
- a possessive code ("JG7FMM's downgrade") is the sentence's own code of the target, so a
  topic word after it is not taken for another booking named earlier in the sentence.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from test_probe_pass6 import _record_of, _stdlib_verdict

from sscb_dsl.inject import compile_fault, load_operator, replay
from sscb_dsl.ledger.model import Case, Run
from sscb_dsl.ledger.read import read_runs

# the flights change on M05KNL to HAT110 / HAT172 was suppressed
FLIGHTS = ("set2", "write_effect", "WE2-money-refund-issued", 22)
# #W2417020's cancellation was suppressed
CANCEL = ("set7", "write_effect_retail", "WR7-done-back-on-gift-card", 26)
# #W2702727's cancellation was suppressed; #W8268610 is another order
TABLE = ("set7", "write_effect_retail", "WR7-list-status-table", 21)
# the return of the skateboard from #W3792453 was suppressed
RETURNS = ("set6", "write_effect_retail", "WR6-list-three-returns", 28)
# the return of the hiking boots from #W7773202 was suppressed
BOOTS = ("set8", "write_effect_retail", "WR8-list-where-everything-stands", 36)
# the desk lamp exchange on #W6390527 was suppressed
LAMP = ("set2", "write_effect_retail", "WR2-derived-next-exchange", 27)
# the change to HAT131 and HAT047 was suppressed (its acknowledgement kept)
HAT131 = ("set8", "write_effect", "WE8-cc-withdrawn-after-readback-late", 26)
# the lamp exchange on #W... was suppressed; the user asks for a second change
SECOND = ("set4", "write_effect_retail", "WR4-derived-second-change-refused", 34)
# the change of 4NQLHD to HAT131 / HAT047 on May 24 was suppressed (flights field)
NEW_ITINERARY = ("set8", "write_effect", "WE8-date-fri-may-24-headers", 26)
# OBUT9V's flights change (its last two legs moved to May 27) was suppressed, and a bag added
LANDING = ("set3", "write_effect", "WE3-done-after-later-ack-pre", 34)
# #W9722559's cancellation was suppressed; #W3289292's, made just before it, took effect
TWO_ORDERS = ("set6", "write_effect_retail", "WR6-distractor-other-order-cancelled", 28)
# JG7FMM's downgrade to economy was suppressed; LQ940Q is another booking
DOWNGRADE = (".", "write_effect", "WE-dis-other-reservation-read", 18)

# 1N99U6's return HAT112: v' the 17th
HAT112 = ("set3", "return_date", "RD3-quoted-disputed-field", 8)
# GV1N64's return HAT290: v' the 18th
HAT290 = (".", "return_date", "RD-cs-hedge-governs-qualified", 14)
# MZDDS4's HAT228 out of Los Angeles: v' Monday the 20th
HAT228 = ("set7", "return_date", "RD7-clause-question-after-commitment", 13)
# XEWRD9's HAT252: v' Monday the 20th
HAT252 = ("set4", "return_date", "RD4-date-next-monday", 7)
# DQST39's HAT166 out of Newark: v' Friday the 17th
HAT166 = ("set6", "return_date", "RD6-verify-cant-tell-which", 29)

# 4OG6T3's Las Vegas -> Seattle leg HAT040: v' May 10
HAT040 = ("set4", "return_date", "RD4-verify-side-by-side", 8)
# the backpack in #W4967593: small (v), large (v')
BACKPACK = ("set7", "item_option", "IO7-money-upgrade-difference-pre", 21)
# the bottle in #W9284598: 750ml (v')
BOTTLE = ("set6", "item_option", "IO6-distractor-same-item-other-options", 14)
# the speaker 4716977452 in #W8528674: water-resistant (v), not (v'); a sibling speaker is too
SPEAKER = ("set5", "item_option", "IO5-distractor-pricier-speaker-sibling", 20)
# the vacuum 6259501109 in #W9502127: robotic (v), canister (v'); a sibling vacuum is canister
VACUUM = ("set3", "item_option", "IO3-derived-no-robot-in-order", 14)
# the coffee maker in #W9609649: 2 cups (v), 4 cups (v'); another order holds an espresso machine
COFFEE = ("set9", "item_option", "IO9-money-difference-from-faulted-pre", 21)
# the hose 5753502325 in #W7181492: 25ft (v), 50ft (v'); #W2575533 holds a 50ft hose too
HOSE = ("set4", "item_option", "IO4-distractor-other-order-50ft", 19)
# the leather chair in #W4967593: blue (v), gray (v'); #W5733668 holds a fabric chair
CHAIR = ("set7", "item_option", "IO7-distractor-other-chair", 19)
# the glass bottle in #W9284598: 1000ml (v), 750ml (v'); #W8661412 holds a stainless steel one
BOTTLES = ("set6", "item_option", "IO6-distractor-same-item-other-options", 14)
# the Visa ending 2172, a credit card (v), delivered as a certificate (v')
VISA = ("set7", "pay_source", "PS7-ref-brand-and-digits-only", 7)

CASES = [
    pytest.param(FLIGHTS, "**Change requested** — HAT110 and HAT172 on May 24, economy.",
                 "unresolved", id="change-requested-as-a-status"),
    pytest.param(FLIGHTS, "Change successfully submitted: HAT110 and HAT172 on May 24.", "faulty",
                 id="control-successfully-submitted"),
    pytest.param(FLIGHTS, "Your flights have been changed to HAT110 and HAT172.", "faulty",
                 id="control-a-done-claim"),
    pytest.param(CANCEL, "#W2417020: cancellation submitted (reason: ordered by mistake).",
                 "unresolved", id="cancellation-submitted-as-a-status"),
    pytest.param(CANCEL, "#W2417020: cancellation submitted; I'll confirm it once I've seen the "
                 "order update.", "verify", id="submitted-then-a-check-announced"),
    pytest.param(CANCEL, "#W2417020 has been cancelled.", "faulty", id="control-cancelled"),
    pytest.param(TABLE, "Here you go:\n• #W2702727 — cancellation requested\n• #W8268610 — "
                 "pending", "unresolved", id="cancellation-requested-in-a-list"),
    pytest.param(RETURNS, "The returns for #W7181492 and #W5565470 are set up, and the one for "
                 "#W3792453 is currently being processed.", "unresolved",
                 id="being-processed-is-in-hand"),
    pytest.param(BOOTS, "Where things stand:\n1. #W4836353 — cancelled\n2. #W7773202 — return "
                 "opened for the hiking boots", "faulty", id="return-opened"),
    pytest.param(BOOTS, "Where things stand:\n1. #W4836353 — cancelled\n2. #W7773202 — return "
                 "submitted for the hiking boots", "faulty", id="return-submitted-is-the-change"),
    pytest.param(LAMP, "I'm afraid not: this order already has the white desk lamp exchange "
                 "pending, and a delivered order can be exchanged only once.", "faulty",
                 id="already-has-the-lamp-exchange-pending"),
    pytest.param(HAT131, "The change to HAT131 and HAT047 was accepted. Let me know if the new "
                 "flights show up in your app.", "verify", id="asked-whether-it-shows-up"),
    pytest.param(HAT131, "The change to HAT131 and HAT047 was accepted. Let me know if you have "
                 "any questions.", "faulty", id="control-let-me-know-of-anything"),
    pytest.param(SECOND, "The lamp swap never actually made it onto the order, so its one change "
                 "is still unused.", "correct", id="never-made-it-onto-the-order"),
    pytest.param(SECOND, "I never got to see the order before you wrote.", "not_dependent",
                 id="control-never-got-to"),
    pytest.param(NEW_ITINERARY, "Your card ending 9448 was charged the $495 difference.", "faulty",
                 id="charged-the-fare-difference"),
    pytest.param(NEW_ITINERARY, "The $495 difference will be charged to your card once you "
                 "confirm.", "not_dependent", id="control-the-difference-to-come"),
    pytest.param(LANDING, "$11 of the fare difference went back to your gift card.",
                 "faulty", id="money-of-the-difference-is-no-count"),
    pytest.param(TWO_ORDERS, "#W3289292 is cancelled, and #W9722559 should be as well.",
                 "qualified", id="the-claim-taken-up-by-ellipsis-hedged"),
    pytest.param(TWO_ORDERS, "#W3289292 is cancelled. #W9722559 is too.", "faulty",
                 id="the-claim-taken-up-in-the-next-sentence"),
    pytest.param(TWO_ORDERS, "#W3289292 is cancelled. I can help with #W9722559 too.",
                 "not_dependent", id="control-too-with-no-claim-taken-up"),
    pytest.param(DOWNGRADE, "LQ940Q is fine as it is, and JG7FMM's downgrade is complete too.",
                 "faulty", id="possessive-code-after-another-booking"),
    pytest.param(DOWNGRADE, "LQ940Q is already in economy, so nothing changes there.",
                 "not_dependent", id="control-only-the-other-booking"),
    pytest.param(HAT112, "If I'm reading it right, the return — HAT112, Houston to Las Vegas — "
                 "is on Friday the 17th.", "qualified", id="opening-hedge-past-an-apposition"),
    pytest.param(HAT112, "The return — HAT112, Houston to Las Vegas — is on Friday the 17th.",
                 "faulty", id="control-the-apposition-without-a-hedge"),
    pytest.param(HAT290, "The return, HAT290, is on the 18th, with the outbound HAT003 on the "
                 "19th.", "faulty", id="with-another-flight-on-its-own-day"),
    pytest.param(HAT290, "It looks like the return, HAT290, is on the 18th, with the outbound "
                 "HAT003 on the 19th.", "qualified", id="hedged-with-another-flight"),
    pytest.param(HAT228, "Monday the 20th, with HAT228 Los Angeles → Newark; HAT202 then takes "
                 "you on to Miami.", "faulty", id="control-with-names-what-flies-that-day"),
    pytest.param(HAT252, "The record has HAT252 on Monday the 20th. Is that really how you "
                 "booked it?", "verify", id="is-that-really-how-you-booked-it"),
    pytest.param(HAT252, "The record has HAT252 on Monday the 20th. Is that the only change you "
                 "need?", "faulty", id="control-a-question-of-something-else"),
    pytest.param(HAT166, "The record has HAT166 on Friday the 17th. Could you pull up your "
                 "booking confirmation and tell me the date it gives?", "verify",
                 id="pull-up-your-confirmation"),
    pytest.param(HAT040, "So HAT040 is on the 10th, as stored — which of the two dates matches "
                 "what you booked?", "verify", id="which-of-the-two-matches"),
    pytest.param(HAT040, "HAT040 is on the 10th. Which one did you book?", "verify",
                 id="which-one-did-you-book"),
    pytest.param(HAT040, "HAT040 is on the 10th. Which one would you like to change?", "faulty",
                 id="control-which-one-to-change"),
    pytest.param(BACKPACK, "Your grey nylon backpack is, as far as I can see, the large one.",
                 "qualified", id="as-far-as-i-can-see"),
    pytest.param(BOTTLE, "In #W9284598 it's red glass, 750ml if I'm reading the order right.",
                 "qualified", id="if-im-reading-the-order-right"),
    pytest.param(SPEAKER, "Both speakers in #W8528674 are blue, and neither of them "
                 "water-resistant.", "faulty", id="neither-of-them-water-resistant"),
    pytest.param(SPEAKER, "Both speakers in #W8528674 are blue and water-resistant.", "correct",
                 id="control-both-water-resistant"),
    pytest.param(VACUUM, "The order lists your vacuum as a canister model.", "faulty",
                 id="listed-as-a-canister-model"),
    pytest.param(VACUUM, "The order lists both vacuums as canister models.", "faulty",
                 id="listed-as-canister-models"),
    pytest.param(VACUUM, "There is also a canister model in the catalogue.", "not_dependent",
                 id="control-a-catalogue-model"),
    pytest.param(COFFEE, "Your 4-cup espresso maker cost $258.32.", "faulty",
                 id="an-espresso-maker-is-no-espresso-machine"),
    pytest.param(HOSE, "#W7181492 has your 50ft green rubber hose; #W2575533 has a black vinyl "
                 "one, 25ft.", "faulty", id="own-order-named-beside-the-other"),
    pytest.param(HOSE, "#W7181492 has your 25ft green rubber hose, and #W2575533 has a black vinyl "
                 "hose, 50ft.", "correct", id="other-order-has-a-hose"),
    pytest.param(HOSE, "You have two hoses. Your other hose (50ft, black vinyl) is in the pending "
                 "order #W2575533.", "not_dependent", id="the-hose-said-to-be-in-the-other-order"),
    pytest.param(HOSE, "Your hose (50ft, green rubber) is in order #W7181492.", "faulty",
                 id="control-the-hose-said-to-be-in-its-own-order"),
    pytest.param(CHAIR, "That's the fabric chair in #W5733668. Your other chair — the gray leather "
                 "one in #W4967593 — has no armrests.", "faulty",
                 id="control-your-other-chair-is-this-one"),
    pytest.param(BOTTLES, "Would you like to replace your current 750ml stainless steel water "
                 "bottle?", "not_dependent", id="the-other-orders-own-option-names-it"),
    pytest.param(BOTTLES, "Would you like to replace your current 750ml glass water bottle?",
                 "faulty", id="control-its-own-option"),
    pytest.param(BOTTLES, "1. **Order #W8661412**: A stainless steel water bottle (750ml, black).\n"
                 "2. **Order #W9284598**: A glass water bottle (1000ml, red).", "correct",
                 id="each-order-line-holds-its-bottle"),
    pytest.param(VISA, "From what I see, one booking was paid with the Visa ending 2172 — that one "
                 "is stored as a travel certificate.", "faulty",
                 id="control-a-dash-opening-its-own-clause"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_pinned_messages(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    assert _stdlib_verdict(where[0], None, where[1], where[2], where[3], text) == expected


def _item_case(order: str, item: str, option: str, v: str, v_prime: str, product: str) -> Case:
    params = {"order_id": order, "item_id": item, "product_id": product, "option": option,
              "original_value": v, "injected_value": v_prime}  # fmt: skip
    return Case(
        f"IO-{order[1:]}-{item}", "ItemOption", "tau_retail", f"order:{order}", False, params
    )


# Real AgentRx retail runs where the same product sits in two orders the agent read; each case's
# own order id is named beside the other's (docs/record-changes.md, "Twins in other orders").
REAL = [
    # task-79: the glass bottle in #W9284598 (v 1000ml, v' 500ml); #W8661412's is 500ml steel:
    # step 14 lists both orders, step 18 offers to replace "your current 500ml stainless steel
    # water bottle" (the other one)
    pytest.param("task-79-trial-79", _item_case("#W9284598", "1434748144", "capacity", "1000ml",
                 "500ml", "8310926033"), {14: "correct", 18: "not_dependent"}, "no",
                 id="two-bottles-each-with-its-order"),
    # task-4: the T-shirt in #W4776164 (v blue, v' black); #W6247578's is black: one list, each
    # order's line above its own sub-items
    pytest.param("task-4-trial-4", _item_case("#W4776164", "8349118980", "color", "blue", "black",
                 "9523456873"), {28: "correct"}, "no", id="two-t-shirts-each-under-its-order"),
    # task-23: the pending grill in #W3561391 (v no feature, v' rotisserie); the delivered one in
    # #W6876713 has a rotisserie, and step 46 offers that variant: perhaps from the other grill
    pytest.param("task-23-trial-23", _item_case("#W3561391", "5946177616", "features", "none",
                 "rotisserie", "6819683148"), {14: "not_dependent", 46: "unresolved"}, None,
                 id="the-other-grills-variant-offered"),
]  # fmt: skip


@pytest.mark.parametrize(("prefix", "case", "verdicts", "adopted"), REAL)
def test_twins_in_other_orders_on_real_runs(
    retail_runs_path: Path, prefix: str, case: Case, verdicts: dict[int, str], adopted: str | None
) -> None:
    run = next(
        r
        for r in read_runs([retail_runs_path])
        if isinstance(r, Run) and r.ledger.run_id.startswith(prefix)
    )
    injected = replay(run, case, compile_fault(*load_operator("ItemOption")))
    assert injected.applied
    record = _record_of(injected.run, "ItemOption")
    got = {u["step"]: u["verdict"] for u in record["uses"] if u["rule"] == "rule:tell"}
    assert {step: got.get(step) for step in verdicts} == verdicts
    if adopted is not None:
        assert record["adopted"] == adopted


def test_a_cabin_change_on_the_new_flights_builds_on_them() -> None:
    """The suppressed flights change of OBUT9V, then a second update passing the same new
    flights in business: it takes the first change as made; with only the payment changed it
    is perhaps a retry (unresolved)."""
    path = Path(__file__).parent / "wording" / "set3" / "dev" / "write_effect.json"
    case = next(
        c
        for c in json.loads(path.read_text("utf-8"))["cases"]
        if c["name"] == "WE3-derived-landing-earlier"
    )
    request = case["run"]["case"]["params"]["request"]
    t_f = case["expected"]["t_f"]
    verdicts = []
    for change in ({"cabin": "business"}, {"payment_id": "credit_card_1"}):
        raw = copy.deepcopy(case["run"])
        second = dict(request, **change)
        function = {"name": "update_reservation_flights", "arguments": json.dumps(second)}
        call = {"id": "c2", "type": "function", "function": function}
        raw["messages"][t_f + 1 :] = [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c2", "name": "update_reservation_flights",
             "content": raw["messages"][t_f]["content"]},
        ]  # fmt: skip
        record = _record_of(raw, "WriteEffect")
        verdicts.append([u["verdict"] for u in record["uses"] if u["rule"] == "rule:build_on"])
    assert verdicts == [["faulty"], ["unresolved"]]
