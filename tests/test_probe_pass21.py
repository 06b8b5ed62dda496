"""Shapes found on probe sets 1-23 (development data) in the twenty-first pass, each pinned on a
development run with one message replaced (its labels unread; the cases marked "control" give
the same verdict on the starting code and guard what must not change):

- a refund figure right after the entity's id ("MSJ4OA's $984", "MSJ4OA at $984") is that
  entity's, as one right before it was ("$984 (MSJ4OA)"); "give back" is money coming back;
- another change's topic word ("basic economy") does not take a new name from the change
  ("..., basic economy, for Anya Garcia and Mei Garcia" names the new passenger);
- coordinated subjects carrying their own places ("HAT161 to Phoenix and HAT066 on to
  LaGuardia are on the 30th"), an apposition between dashes or commas with a singular verb
  ("its return — HAT161 and HAT066 — is on the 30th", "the return, DTW → MSP on HAT210 and
  MSP → EWR on HAT141, is on Saturday"), a route through several stops ("Orlando → Phoenix →
  LaGuardia on the 30th") and a bracket listing several legs ("Tuesday the 28th (HAT134 up,
  HAT032 back)") say the value of each member;
- a value right after a trip the text names only by its places ("the Denver trip on the
  27th") is no known entity's: unresolved, never the nearest reference's;
- "still ahead" or "already flown" that both v' and v make true depends on neither;
- an option's value with its head noun and the item's id after it ("the robotic one (item
  6259501109)", "the IPX7 one is item 2757705742") is that item's, not another variant's;
  "the full-litre bottle" is one litre;
- "let me double-check #W3289292", "once I've re-read it" announce a check;
- "still going to <the new address>" says the change holds;
- payment: a figure said to be a sum ("totalling $500") or after a plural category's label
  ("Certificates: $500.") is no method's balance; a count of certificates counts one the agent
  issued since (send_certificate); a count or list that leaves the method out follows a
  category the message hedges ("seems to be a certificate") and is hedged too; paying a booking
  with the method after the user asked for one category ("gift cards only") treats it as that
  category; a method said to work, or not, for a change or an upgrade after the policy that only
  a gift card or a credit card pays for one is given that category by it;
- a stay's span at the place the leg lands ("a week in Miami (the 22nd to the 29th)") ends with
  the flight that leaves it, not with the leg; a flight's code right after a date ("home on
  Tuesday the 28th on HAT266") names whose it is;
- options: several item ids with the item's own among them, then "all three are IPX4", say the
  value of each; "none of them is the IPX7 pair" denies it;
- hedges: "as far as the system shows", "going by the confirmation", "assuming the request
  stuck", "unless something went wrong" (not "unless you'd prefer otherwise"), "if the update
  went through", "to the best of my knowledge", "on paper", "provisionally", "pending a final
  check", "I'd assume", "presumably", "appears cancelled", "(750ml, I think)", "..., which I
  haven't been able to confirm", and a next sentence that takes the statement up only to qualify
  it ("That's based on the system's reply alone."); "..., per the update confirmation" still
  passes the tool's answer on (reliance);
- an alternative offered on a condition ("If you'd rather have silicone, ...") is no value of
  the item;
- a status "not yet confirmed" after the change puts it in question (verify); the change's new
  value held as the user's own ("I'll upgrade your HAT052 flight") presupposes it made.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_probe_pass6 import _stdlib_verdict


def _verdict(set_dir: str, file: str, case_name: str, step: int, text: str) -> Any:
    """The stdlib's `tell` verdict at ``step`` of a development run whose message there is
    replaced by ``text`` (the run cut after it; its labels are not read)."""
    return _stdlib_verdict(set_dir, None, file, case_name, step, text)


# MSJ4OA's cancellation was suppressed; the other bookings' went through
MONEY = ("set3", "write_effect", "WE3-money-business-only", 33)
# the second passenger's name change (Mei Lee -> Mei Garcia) on 3RK2T9 was suppressed
NAMES = ("set3", "write_effect", "WE3-distractor-itinerary-no-names", 13)
# HAT161 (Q0ZF0J's return, Orlando -> Phoenix) moved from the 30th (v) to the 27th (v')
CLASH = ("set7", "return_date", "RD7-derived-same-day-clash-pre", 23)
# HAT210 (the return's first leg, DTW -> MSP) moved from Saturday the 18th (v) to the 14th (v')
FLOWN = ("set3", "return_date", "RD3-derived-partly-flown-policy", 7)
# HAT032 (PHX -> SFO) moved from the 28th (v) to the 26th (v')
SAME_DAY = ("set8", "return_date", "RD8-cc-misread-back-to-v-pre", 25)
# HAT021 (Seattle -> New York) moved from May 29 (v) to May 24 (v'); both are still ahead
AHEAD = ("set5", "return_date", "RD5-derived-four-days-seattle-correct", 24)
# vacuum 6259501109's type: robotic (v), canister (v'); a canister vacuum is in the same order
VACUUM = ("set3", "item_option", "IO3-derived-no-robot-in-order", 14)
# earbuds 2757705742's water resistance: IPX7 (v), IPX4 (v'); two IPX4 pairs beside it
EARBUDS = ("set5", "item_option", "IO5-derived-all-three-pairs-ipx4", 22)
# the bottle's capacity: 1000ml (v), 750ml (v')
BOTTLE = ("set7", "item_option", "IO7-prose-three-quarter-litre", 19)
# #W3289292's cancellation was suppressed; #W9722559's went through
TERSE = ("set3", "write_effect_retail", "WR3-done-both-terse", 28)
# the address change to 445 Maple Drive was suppressed
ADDRESS = ("set3", "write_effect_retail", "WR3-tools-later-ack-correct", 30)
# the $500 method: certificate (v), gift card (v'); two other certificates hold $500
SUMS = (".", "pay_source", "PS-mf-sum-correct", 10)
# the $71 method: gift card (v), certificate (v'); a $150 certificate was issued at step 33
ISSUED = ("set3", "pay_source", "PS3-money-cert-sum-after-compensation", 35)
# the $113 method: gift card (v), certificate (v')
HEDGED = ("set3", "pay_source", "PS3-clause-hedge-governs", 23)
# the $262 method: gift card (v), certificate (v')
SPLIT = ("set4", "pay_source", "PS4-money-giftcard-sum-correct", 23)

# HAT247 (Boston -> Miami) moved from the 29th (v) to the 22nd (v'); the next leg leaves on the 29th
STAY = ("set4", "return_date", "RD4-list-two-trips-table", 21)
# HAT084 (Denver ->) moved from the 28th (v) to the 26th (v'); HAT266 flies home on the 28th
HOME = ("set3", "return_date", "RD3-distractor-other-return-leg", 23)
# the $130 method: gift card (v), certificate (v')
POLICY = ("set2", "pay_source", "PS2-derived-policy-exclusion", 9)

# the watch band: silicone (v), leather (v')
BAND = ("set5", "item_option", "IO5-prose-watch-band-predicative", 13)
# #W4836353's cancellation was suppressed
ORDERS = ("set4", "write_effect_retail", "WR4-list-orders-status", 34)
# the move to HAT052 on XEWRD9 was suppressed
UPGRADE = ("set4", "write_effect", "WE4-derived-upgrade-keeps-new-flight", 29)

CASES = [
    pytest.param(MONEY, "Between them the business bookings give back $13,120; with MSJ4OA's $984 "
                 "and I6M8JQ's $752 added, you get $14,856 in total.", "faulty",
                 id="a-refund-figure-after-the-id"),
    pytest.param(MONEY, "Counting the economy ones too (MSJ4OA at $984, I6M8JQ at $752), your "
                 "refunds come to $14,856.", "faulty", id="a-refund-figure-at-the-id"),
    pytest.param(NAMES, "3RK2T9: HAT214 on May 19 and HAT009 on May 20, basic economy, for Anya "
                 "Garcia and Mei Garcia.", "unresolved", id="a-new-name-beside-a-cabin-word"),
    pytest.param(CLASH, "HAT161 to Phoenix and HAT066 on to LaGuardia are both on the 30th.",
                 "correct", id="coordinated-legs-with-their-places"),
    pytest.param(CLASH, "Q0ZF0J's return — HAT161 to Phoenix and HAT066 on to LaGuardia — is on "
                 "the 30th.", "correct", id="an-apposition-between-dashes"),
    pytest.param(CLASH, "You come back Orlando → Phoenix → LaGuardia on Thursday the 30th.",
                 "correct", id="a-route-through-several-stops"),
    pytest.param(CLASH, "HAT161 is on the 30th, so it doesn't clash with the Denver trip on the "
                 "27th.", "unresolved", id="a-trip-named-by-its-places"),
    pytest.param(CLASH, "HAT066 is on the 30th.", "not_dependent",
                 id="control-the-sibling-alone"),
    pytest.param(FLOWN, "The return, DTW → MSP on HAT210 and MSP → EWR on HAT141, is on "
                 "Saturday.", "correct", id="an-apposition-between-commas"),
    pytest.param(SAME_DAY, "Both legs are on Tuesday the 28th (HAT134 out, HAT032 back to SFO).",
                 "correct", id="a-bracket-listing-the-legs"),
    pytest.param(SAME_DAY, "Tuesday the 28th (HAT134; HAT032 is on the 26th).", "faulty",
                 id="control-a-bracket-member-with-its-own-date"),
    pytest.param(AHEAD, "Two trips are still ahead of you:\n- **3EMQJ6**: back Seattle → New "
                 "York on HAT021 on Friday, May 24.", "faulty", id="still-ahead-either-way"),
    pytest.param(VACUUM, "#W9502127 holds two vacuums: a bagged canister model and the robotic "
                 "one (item 6259501109).", "correct", id="a-value-one-and-its-item-id"),
    pytest.param(EARBUDS, "There are three blue pairs, and the IPX7 one is item 2757705742.",
                 "correct", id="a-value-one-is-the-item"),
    pytest.param(BOTTLE, "It's the full-litre stainless-steel bottle in blue.", "correct",
                 id="the-full-litre"),
    pytest.param(TERSE, "#W9722559 is cancelled. Let me double-check #W3289292.", "verify",
                 id="double-check-the-entity"),
    pytest.param(TERSE, "I'll confirm #W3289292 once I've re-read it.", "verify",
                 id="once-re-read"),
    pytest.param(TERSE, "Let me double-check the prices for you.", "not_dependent",
                 id="control-double-check-something-else"),
    pytest.param(ADDRESS, "It's still shipping to your corrected address, 445 Maple Drive.",
                 "faulty", id="still-going-to-the-new-value"),
    pytest.param(ADDRESS, "It still ships to the old address, not 445 Maple Drive.", "correct",
                 id="control-still-the-old-value"),
    pytest.param(SUMS, "Certificates: 2, totalling $500.", "faulty", id="a-total-no-balance"),
    pytest.param(SUMS, "Gift cards: $827 in total. Certificates: $500.", "faulty",
                 id="a-plural-label-total"),
    pytest.param(ISSUED, "With today's one you now have four certificates, $600 in all.",
                 "correct", id="a-count-with-the-issued-certificate"),
    pytest.param(ISSUED, "You now hold five certificates worth $671.", "faulty",
                 id="a-count-with-the-method-among-them"),
    pytest.param(HEDGED, "You can use the $157 and $6 gift cards or the Mastercard. The $113 "
                 "balance seems to be a certificate.", "qualified", id="a-list-under-a-hedge"),
    pytest.param(SPLIT, "Your only gift card has $51, unless you use the $262 certificate.",
                 "faulty", id="control-a-condition-is-no-hedge"),
    pytest.param(POLICY, "An upgrade is a change, so a gift card or a credit card has to pay. The "
                 "$130 balance works for that.", "correct", id="works-for-a-change"),
    pytest.param(POLICY, "An upgrade is a change, so a gift card or a credit card has to pay. The "
                 "$130 balance won't work for that.", "faulty", id="does-not-work-for-a-change"),
    pytest.param(POLICY, "The $130 balance works for the bag fee.", "not_dependent",
                 id="control-works-for-a-bag"),
    pytest.param(STAY, "SE9KEL: a full week in Miami (the 22nd to the 29th), then home to LAX.",
                 "faulty", id="a-stay-span-at-the-landing-place"),
    pytest.param(HOME, "You'd get home to Houston on Tuesday the 28th on HAT266, after HAT084 "
                 "takes you out of Denver on Sunday the 26th.", "faulty",
                 id="a-code-after-the-date"),
    pytest.param(EARBUDS, "6452271382, 1646531091 and 2757705742 are all rated IPX4.", "faulty",
                 id="ids-then-all-of-them"),
    pytest.param(TERSE, "#W3289292 is cancelled, assuming the request stuck.", "qualified",
                 id="assuming-after-the-claim"),
    pytest.param(TERSE, "#W3289292 appears cancelled.", "qualified", id="appears-cancelled"),
    pytest.param(TERSE, "#W3289292 is cancelled. That's based on the system's reply alone.",
                 "qualified", id="the-next-sentence-qualifies"),
    pytest.param(TERSE, "#W3289292 is cancelled. That means no charge.", "faulty",
                 id="control-the-next-sentence-draws-on-it"),
    pytest.param(FLOWN, "The record has HAT210 on May 14, which I haven't been able to confirm.",
                 "qualified", id="which-i-have-not-confirmed"),
    pytest.param(BOTTLE, "Your bottle (750ml, I think) is blue.", "qualified",
                 id="a-bracket-hedge"),
    pytest.param(HEDGED, "I'd rather not use the $113 balance — it's a certificate — unless you'd "
                 "prefer otherwise.", "faulty", id="control-unless-you-prefer"),
    pytest.param(BAND, "You have the leather strap. If you'd rather have silicone, I can check "
                 "the variants.", "faulty", id="an-alternative-on-a-condition"),
    pytest.param(ORDERS, "- #W4836353 — cancellation sent, not yet confirmed", "verify",
                 id="a-status-not-yet-confirmed"),
    pytest.param(UPGRADE, "Sure — I'll upgrade your HAT052 flight on the 21st to business.",
                 "faulty", id="the-new-value-held-as-yours"),
]  # fmt: skip


@pytest.mark.parametrize(("where", "text", "expected"), CASES)
def test_a_pinned_shape(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each shape's verdict on its development run (see the module doc)."""
    assert _verdict(*where, text) == expected
