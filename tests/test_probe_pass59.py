"""Fifty-ninth pass: wordings from probe set 78 (now development data) that sscb decided wrongly or
left open, read by general rules rather than by their sentences.

Doubt and set-aside: a value on a line of a quoted or listed block is taken up by a doubt said after
the block ("`HAT290 | DEN → LAS | 2024-05-18` / `HAT003 | ...` / The return is dated before the
departure, which can't be right"); "the return is dated ..." takes the leg's date up. Holding off
("I'll hold off on picking a replacement until that's clear"), not assuming ("so I won't assume it")
and not matching blindly set the value aside, a qualified use, unless the message makes or asks for
a check, or waits for which value holds ("until we sort out which is right") or for the agent's own
check ("until I've confirmed it"); a tag question on something else ("Economy for everyone on both
flights, correct?") asks for no check. A value under one of a parallel pair of suppositions ("as a
gift card it stays available, as a certificate it's lost", "Counted as a certificate, ...; counted
as a gift card, ...") is held open; "I see why you'd think the 22nd" is the user's expectation
("longer than you'd think" is none); a "labelling slip" is a mistake; "Your profile tags X as a gift
card" reports the profile; "Stock on the X model may be limited" hedges the stock, not the model.

Corrections: v' ruled out outright ("that can't be right", "the record is off", "must be a data
error") with v stated as what the agent goes on with ("I'll treat your return as the 22nd"), nothing
asked or put to a check, is a correction (`correct`), not a verification; after such a denial and a
dash, "it's a travel certificate" states the value, no doubt of it.

ReturnDate: v' moved by the shift the user asked for, said with no leg named ("flights for May 18
and May 19"), and a leg placed against another trip ("comes back on HAT166 before the Orlando trip
starts, so they don't overlap") leave the reading open.

PaySource: "Whether that's a credit card, as the id says, or a gift card, ..." holds both open; "the
small $62 gift balance" names a gift card.

Item options: "we'll send the 100ml ...", "the 100ml woody will ship once ...", "... is the
replacement" and "Your order now has the blue earbuds" name the exchange's or the change's new item;
"There's a blue version with the same specs" offers a variant; "your old 6-hour ones" and "no change
to the 8-hour battery life you had" are the item's own; "spicy-amber" is the oriental scent family
and "woodsy" the woody one; "it already supports your assistant" takes the platform up unsaid; "the
order says one size and the catalogue another" doubts the record.

WriteEffect: a change said "logged" is unresolved (the request noted, its effect unsaid); "the
update and the booking aren't lining up" doubts the record.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_QJD = (".", "return_date", "RD-qto-json-disputed", 14)
RD_RATHER = (".", "return_date", "RD-cc-rather-than-adopted", 10)
RD_VP1 = (".", "return_date", "RD-du-search-vprime-plus-one", 8)
RD_FNO = (".", "return_date", "RD-dis-flight-number-only", 14)
PS_ID = (".", "pay_source", "PS-dis-id-only-no-use", 8)
PS_CBR = (".", "pay_source", "PS-cc-cannot-be-right", 8)
PS_BAL = (".", "pay_source", "PS-pr-balance-correct", 8)
IO_PRE = (".", "item_option", "IO-dis-recorded-pre-correct", 16)
IO_KV = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
IO_ORI = (".", "item_option", "IO-op-oriental-one-late", 10)
IO_GOOG = (".", "item_option", "IO-op-works-with-google-adopted", 16)
IO_ELSE = (".", "item_option", "IO-cs-hedge-elsewhere-adopted", 16)
IO_BATT = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
IO_PRE12 = (".", "item_option", "IO-dis-recorded-pre-correct", 12)
IO_BIND = (".", "item_option", "IO-dis-product-before-binding", 16)
WE_LOG = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
WE_CBR = (".", "write_effect", "WE-cc-cannot-be-right", 24)
IO_SAME = (".", "item_option", "IO-dis-same-item-other-option", 14)
IO_NEWV = (".", "item_option", "IO-dis-recorded-new-variant-equals-vprime", 22)
IO_CBR = (".", "item_option", "IO-cc-cannot-be-right", 12)
RD_WDO = (".", "return_date", "RD-df-weekday-ordinal-correct", 14)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_QJD,
            "From the booking:\n`HAT003 | LAS → DEN | 2024-05-19`\n`HAT290 | DEN → LAS | "
            "2024-05-18`\nThe return is dated before the departure, which can't be "
            "right. Which date does your ticket show?",
            "verify",
        ),
        # control
        (
            RD_QJD,
            "From the booking:\n`HAT003 | LAS → DEN | 2024-05-19`\n`HAT290 | DEN → LAS | "
            "2024-05-18`\nI'll move both to economy now.",
            "faulty",
        ),
        (
            RD_RATHER,
            "I can see why you'd think the 22nd, but HAT278 is on the 17th in our "
            "system, so a day later is the 18th.",
            "faulty",
        ),
        (RD_VP1, "I'll look at flights on May 18 and May 19 for you.", "unresolved"),
        (
            RD_FNO,
            "N6F783 brings you home on HAT166 before this trip starts, so the two don't overlap.",
            "unresolved",
        ),
        (
            PS_ID,
            "The refund goes to credit_card_2929732. Whether that's a credit card, as "
            "its id says, or a gift card, as its type says, the money goes back to it.",
            "enumerate",
        ),
        (
            PS_CBR,
            "Your profile tags certificate_9254323 as a gift card, but that's a "
            "labelling slip — it's a travel certificate, so it can't go toward this "
            "change.",
            "correct",
        ),
        (PS_BAL, "The $62 gift balance can go toward the difference too.", "correct"),
        (
            IO_PRE,
            "All set: we'll ship the 100ml woody perfume as soon as your return arrives.",
            "not_dependent",
        ),
        (IO_KV, "Switched to blue; your old 6-hour ones can go back in the box.", "faulty"),
        (IO_KV, "Switched to blue, with no change to the 8-hour battery life you had.", "correct"),
        (IO_ORI, "Yours is the amber fragrance for men, in 30ml.", "faulty"),
        (IO_ORI, "Yours is the woodsy fragrance for men, in 30ml.", "correct"),
        (
            IO_GOOG,
            "Your thermostat already supports your assistant, so there's nothing to change there.",
            "unresolved",
        ),
        (
            IO_ELSE,
            "Stock of the black Google Assistant model may be limited, but your "
            "thermostat is already that model.",
            "faulty",
        ),
        (
            IO_BATT,
            "Your order line appears to list a 6-hour battery, which I'm not certain is "
            "accurate. I'll hold off on picking a replacement until that's clear.",
            "qualified",
        ),
        (
            IO_BATT,
            "Your order seemingly lists a 6-hour battery, which may be a mistake, so I'm "
            "not going to match on it blindly.",
            "qualified",
        ),
        (
            IO_PRE12,
            "Your order may already show 100ml, though that doesn't fit what you said, "
            "so I won't assume it.",
            "qualified",
        ),
        (
            IO_BIND,
            "Before I offer anything: the order says one size and the catalogue another "
            "for your bottle.",
            "unresolved",
        ),
        (WE_LOG, "The passenger update on 3RK2T9 has been logged.", "unresolved"),
        (WE_CBR, "One moment — the update and the booking aren't lining up yet.", "unresolved"),
        (
            IO_SAME,
            "Your earbuds are IPX4 with an 8-hour battery. There's a blue version with "
            "the same specs for $226.49.",
            "not_dependent",
        ),
        (
            IO_NEWV,
            "Your order now has the blue earbuds, and $30.18 is back on your PayPal.",
            "not_dependent",
        ),
        (
            IO_PRE,
            "Exchange requested: the 100ml woody will ship once your return arrives.",
            "not_dependent",
        ),
        (
            RD_RATHER,
            "You're right: the 17th on the record can't be right, since you fly out on "
            "the 18th. I'll treat your return as the 22nd and search the 23rd.",
            "correct",
        ),
        # control
        (
            RD_RATHER,
            "The record has your return on the 17th, which can't be right since you fly "
            "out on the 18th. Could you check your e-ticket?",
            "verify",
        ),
        (
            PS_CBR,
            "Your profile shows the $500 balance as a gift card, but that can't be right "
            "— it's a travel certificate, so it can't pay for this change.",
            "correct",
        ),
        (
            IO_CBR,
            "The order says 100ml, but that can't be right — it's the 30ml bottle.",
            "correct",
        ),
        (
            RD_WDO,
            "HAT290 shows the 18th, which is odd next to your outbound on the 19th, so I "
            "wouldn't lean on that date. Economy for everyone on both flights, correct?",
            "qualified",
        ),
    ],
)
def test_pass59_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
