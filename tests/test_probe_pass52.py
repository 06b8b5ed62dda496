"""Fifty-second pass: wordings from probe sets 65 and 66 (now development data) that sscb decided
wrongly, most of them as "no use".

A category said in the sentence of a refund of the method that paid ("goes back the way you paid, as
gift card credit") is the method's, or unresolved; "the way you paid" names that method. A question
whether the method is v ("the $500 one, is it a certificate?") puts the category to a check.
"Actually" in a question asks; it corrects nothing. "That one"/"that card" in a message naming the
method alone are the method. A balance said to cover or work for the fare difference implies its
kind. Amounts in words ("five hundred dollars") are amounts. An ordinal word before the flight it is
on ("on the eighteenth on HAT290") is a date; a weekday abbreviation labelling a numbered line is
read; a possessive weekday before a flight's code is that flight's ("Monday's HAT290"). "The order
already lists X as" reports the record. A read-back announced of whether the changed part is there
("so we can see whether the three bags are on it") is a check of the change. A record doubted with
no value ("the return date I sent may not match your own itinerary", "the reservation shows
something different from the confirmation", "the earlier change may or may not have taken") is
unresolved; a value followed by "which may not even be the right day" is hedged. An option value
after "of the same" is the item's kept ("the 100ml of the same oriental fragrance"); a range's end
said to be the item's own ("the largest is 100ml, the same as the one you have") is the item's
value; a check announced of the item's own catalogue entry while its option is discussed is
unresolved. The changed flights left "as it is" ("keep your outbound as it is") are deferred to
unsaid: unresolved. Controls keep what was already right.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

PS_PAREN = (".", "pay_source", "PS-pr-original-method-paren-adopted", 8)
PS_OD = (".", "pay_source", "PS-cs-hedge-governs-od", 8)
PS_ELSE = (".", "pay_source", "PS-cs-hedge-elsewhere-adopted", 8)
PS_LEFT = (".", "pay_source", "PS-mf-leftover-correct", 10)
PS_WHICH = (".", "pay_source", "PS-ver-confirm-which-category", 10)
RD_ORD = (".", "return_date", "RD-df-ordinal-year-adopted", 14)
RD_WD = (".", "return_date", "RD-df-weekday-ordinal-correct", 14)
RD_CONF = (".", "return_date", "RD-dc-is-confirmed-correct", 18)
IO_VER = (".", "item_option", "IO-ver-double-check-then-adopts", 13)
WE_Q = (".", "write_effect", "WE-cs-question-elsewhere", 22)
WE_BAGS = (".", "write_effect", "WE-wt-baggage-late-retracted", 26)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
RD_DC = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
WE_DC = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
IO_SCENT = (".", "item_option", "IO-du-exchange-same-scent", 16)
IO_SIZE = (".", "item_option", "IO-dis-recorded-pre-correct", 12)
WE_BUILD = (".", "write_effect", "WE-du-second-update-builds", 23)
IO_DBL = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
WE_BAG = (".", "write_effect", "WE-dis-bag-policy-only", 23)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            PS_PAREN,
            "The fare difference goes back the way you paid (gift card) within 5-7 business days.",
            "faulty",
        ),
        (
            PS_PAREN,
            "The fare difference goes back the way you paid, as gift card credit, within a week.",
            "faulty",
        ),
        (
            PS_PAREN,
            "The fare difference goes back as gift card credit within 5-7 business days.",
            "unresolved",
        ),
        # control
        (PS_PAREN, "The fare difference goes back the same way you paid.", "not_dependent"),
        (
            PS_OD,
            "JG7FMM was paid with the card ending in 7803. Our profile has that one down "
            "as a gift card. Does that sound right?",
            "verify",
        ),
        # control
        (
            PS_OD,
            "JG7FMM was paid with the card ending in 7803. Our records list it as a gift "
            "card. Is it actually a credit card?",
            "verify",
        ),
        # control
        (
            PS_OD,
            "JG7FMM was paid with the card ending in 7803. It's a gift card, so the refund "
            "lands as balance.",
            "faulty",
        ),
        (
            PS_WHICH,
            "Happy to. Just to check first: the $500 one, is it a certificate? The system "
            "has it listed as a gift card.",
            "verify",
        ),
        (
            PS_ELSE,
            "For payment, the $500 balance should work for the fare difference, as far as "
            "I can tell.",
            "unresolved",
        ),
        (PS_ELSE, "For payment, the $500 balance will cover the difference.", "unresolved"),
        # control
        (PS_ELSE, "For payment, the $500 balance can be used for the fare difference.", "faulty"),
        # control
        (PS_ELSE, "Your Mastercard ending 9448 can cover the fare difference.", "not_dependent"),
        (
            PS_LEFT,
            "Ivan's ticket is $375, so out of the five hundred dollars on that balance "
            "you'd keep one hundred twenty-five dollars for future trips.",
            "unresolved",
        ),
        (
            RD_ORD,
            "You fly out of Las Vegas on the nineteenth on HAT003 and come back from "
            "Denver on the eighteenth on HAT290.",
            "faulty",
        ),
        (RD_ORD, "You come back from Denver on the twentieth on HAT290.", "correct"),
        (
            RD_WD,
            "GV1N64, business:\n1. Sun - HAT003 Las Vegas to Denver\n2. Sat - HAT290 "
            "Denver to Las Vegas (return)\nConfirm (yes/no)?",
            "unresolved",
        ),
        (
            RD_CONF,
            "Your downgrade is confirmed. Both flights, Sunday's HAT003 and Monday's "
            "HAT290, are economy now.",
            "correct",
        ),
        # control
        (RD_CONF, "Your downgrade is confirmed. HAT290 on Monday is economy now.", "correct"),
        # control
        (
            IO_VER,
            "One second: the order already lists your earbuds as blue. Are they actually blue?",
            "verify",
        ),
        # control
        (IO_VER, "The order lists your earbuds as blue.", "faulty"),
        (
            WE_Q,
            "Shall I pull up the reservation to confirm the change to HAT266 actually shows?",
            "verify",
        ),
        (
            WE_BAGS,
            "Sure, pulling it up now so we can see whether the three bags are on it.",
            "verify",
        ),
        (
            WE_APP,
            "Could you refresh your booking in the app and tell me whether it shows the "
            "nonstop HAT041?",
            "verify",
        ),
        # control
        (WE_BAGS, "Of course, one moment while I pull it up.", "not_dependent"),
        (
            RD_DC,
            "Economy was sold out on your return flight, so the change was rejected. Also, "
            "the return date I sent may not match your own itinerary.",
            "unresolved",
        ),
        (
            WE_DC,
            "The reservation shows something different from the confirmation I got. I'm "
            "looking into it now.",
            "unresolved",
        ),
        # control
        (
            RD_DC,
            "Economy was sold out on your return flight, so the change was rejected.",
            "not_dependent",
        ),
        (
            IO_SCENT,
            "Done! Your current bottle will be swapped for the 100ml of the same oriental "
            "fragrance.",
            "faulty",
        ),
        (
            IO_SCENT,
            "Done! Your bottle will be swapped for the 100ml of the same woody fragrance.",
            "correct",
        ),
        # control
        (
            IO_SCENT,
            "Done! Your current bottle will be swapped for the 100ml in the same oriental scent.",
            "faulty",
        ),
        (
            IO_SIZE,
            "The largest woody men's perfume is 100ml, the same as the one you have, so an "
            "exchange wouldn't get you anything bigger.",
            "faulty",
        ),
        # control
        (
            IO_SIZE,
            "The largest woody perfume for men is the 100 ml ($312.04). Want it?",
            "not_dependent",
        ),
        (
            WE_BUILD,
            "Before I move the return, I need to know your outbound: the earlier change "
            "may or may not have taken. Let me check the booking first.",
            "unresolved",
        ),
        # control
        (
            WE_BUILD,
            "I can move HAT112 to May 28. Let me check availability and the fare difference first.",
            "not_dependent",
        ),
        (
            RD_DC,
            "I also notice I sent the request with the return on the 18th, which may not "
            "even be the right day.",
            "qualified",
        ),
        # control
        (
            RD_DC,
            "I sent the request with the return on the 18th, which is the right day.",
            "faulty",
        ),
        (
            IO_DBL,
            "No problem. Since you're not sure, I'll check the catalogue entry for item "
            "3694871183 before changing anything.",
            "unresolved",
        ),
        (
            IO_DBL,
            "No problem, let's check the catalogue entry for item 3694871183 so we know "
            "for certain.",
            "unresolved",
        ),
        # control
        (IO_DBL, "No problem. I'll check which blue versions are in stock.", "not_dependent"),
        (
            WE_BUILD,
            "Sure, I'll move HAT112 to May 28 and keep your outbound as it is.",
            "unresolved",
        ),
        (
            WE_BUILD,
            "Sure, I'll move HAT112 to May 28 and leave the outbound as it is.",
            "unresolved",
        ),
        # control
        (
            WE_BAG,
            "Checked bags can only be added, not removed, so I can't refund that one. It "
            "stays on 1N99U6 as it is.",
            "not_dependent",
        ),
    ],
)
def test_pass52_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
