"""Fifty-seventh pass: wordings from probe set 76 (now development data) that sscb decided wrongly,
read by general rules rather than by their sentences.

The speaker's doubt of a value names it by a noun ("though I'm not sure that date is right", "I'm
not confident the label is accurate") as well as by "that's"; a value declined as a basis in more
words ("I'm not treating that date as reliable", "I wouldn't take it at face value", "take that with
a grain of salt", "I wouldn't put much weight on that label", "I'll let it be") is set aside, in a
payment message too; the user's own choice ("if you'd rather not use the Visa") sets nothing aside.
"Don't hold me to the label" hedges as "don't hold me to that" does.

A date as the subject of what cannot be ("May 18 would fall before your outbound") doubts that date;
"HAT106 would be before your outbound" in a branch of "If it's May 16" does not. A condition after a
short lead ("On the return: if the record's date is right, ...") is a condition; a condition on what
the user hopes for is not.

Two sources set side by side and then one sided with ("I'll trust the catalogue", "I'll go with the
order") settle the value to the one that source gave, when nothing is left open. A payment method
typed in a relative clause after a dash ("the Visa ending 7803 — which the profile lists as a gift
card") is that method's category.

Item options: "it's sold in a 100ml size", "available in a 100ml size" offer a variant; the values a
choice question lists ("Which size would you like — the 30ml, the 50ml or the 100ml?") are choices;
a variant said to match the item ("identical to yours apart from the colour") gives the item's value
as the agent holds it.

WriteEffect: the record's lag in more words ("it needs a few minutes to update"); a question whether
the change shows up ("Has the switch to HAT266 shown up on your side?") asks the user to check it;
"the request returned successfully" reports the tool's success; a read-back ("let me read it back")
is a check announced.

The record's report in more words ("the order record does list blue", "the order calls it 100ml")
and a source sided with as "I'm going with the catalogue"; the item's value asked of the user ("what
colour are they now?") puts the record's value said after it to the user. A value ranked at the top
of the range before a dash and a question of its own ("Yours is already the largest size — shall I
look at something else?") is said, not asked. The catalogue's variants of a value listed ("In blue,
these earbuds come as: ...", "Blue earbuds currently available:") are offered. ReturnDate: the leg
deferred to its record ("on their current dates", "keeps its original date") is unresolved also
where the message says another leg's date; "as booked" is no such deferral (the writers label "stays
as booked" `not_dependent`).

PaySource: a method typed "as a gift card in one place and a credit card in another", or "either a
gift card, in which case ..., or a certificate", is given both categories.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_HEDGE = (".", "return_date", "RD-cs-hedge-elsewhere-adopted", 14)
RD_CORR = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
RD_PLUS = (".", "return_date", "RD-du-message-vprime-plus-one", 8)
RD_OTHER = (".", "return_date", "RD-dis-other-reservation-same-date", 12)
PS_ID = (".", "pay_source", "PS-dis-id-only-no-use", 8)
PS_BRAND = (".", "pay_source", "PS-pr-brand-only-no-use", 8)
IO_SIZE = (".", "item_option", "IO-cc-cannot-be-right", 12)
IO_MOD = (".", "item_option", "IO-du-modify-keeps-v", 15)
IO_DONE = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)
IO_COMPAT = (".", "item_option", "IO-du-already-compatible-late", 14)
WE_PAX = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
WE_ADDR = (".", "write_effect", "WE-wt-retail-address-readback-pre-adopted", 18)
WE_REFUND = (".", "write_effect", "WE-mf-refund-usd-cabin", 16)
WE_Q = (".", "write_effect", "WE-cs-question-elsewhere", 22)
IO_RETRACT = (".", "item_option", "IO-cc-retracted", 16)
IO_CHECK = (".", "item_option", "IO-ver-double-check-then-adopts", 13)
IO_BIG = (".", "item_option", "IO-op-bottle-size-adopted", 12)
IO_NEW = (".", "item_option", "IO-dis-recorded-new-variant-equals-vprime", 16)
RD_UPDATE = (".", "return_date", "RD-dis-update-call-correct", 14)
PS_PROFILE = (".", "pay_source", "PS-pr-brand-and-category-adopted", 8)
PS_EITHER = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 8)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_HEDGE,
            "Your flight home, HAT290, leaves Denver on May 18, though I'm not sure that "
            "date is right.",
            "qualified",
        ),
        # control
        (
            RD_HEDGE,
            "HAT290 is listed for May 18, but I'm not confident the date is accurate.",
            "qualified",
        ),
        (
            RD_HEDGE,
            "HAT290 brings you back on May 18. I'm not treating that date as reliable, "
            "since it comes before the outbound.",
            "qualified",
        ),
        (
            RD_HEDGE,
            "HAT290 brings you back on May 18. I wouldn't take it at face value.",
            "qualified",
        ),
        # control
        (
            RD_HEDGE,
            "HAT290 is down for May 18 - take that with a grain of salt, it's before you fly out.",
            "qualified",
        ),
        # control
        (RD_HEDGE, "HAT290 brings you back on May 18.", "faulty"),
        (
            RD_CORR,
            "The reservation shows HAT290 on May 18 and you have May 20. May 18 would "
            "fall before your outbound, so one of them is wrong.",
            "verify",
        ),
        (
            RD_PLUS,
            "On the return: if the record's date (the 17th) is right, a day later is the 18th.",
            "qualified",
        ),
        # control
        (
            RD_OTHER,
            "While I was in there I saw 5RJ7UH has its return on the 25th, the day "
            "before its outbound; it looks off, but I'll let it be.",
            "qualified",
        ),
        (
            PS_ID,
            "The refund for JG7FMM would land on credit_card_2929732, which the profile "
            "calls a gift card; I wouldn't put much weight on that label.",
            "qualified",
        ),
        (
            PS_ID,
            "The refund for JG7FMM would land on credit_card_2929732. The profile has it "
            "as a gift card, so I wouldn't lean on that.",
            "qualified",
        ),
        (
            PS_BRAND,
            "The refund goes back to the Visa ending 7803 — which the profile lists as a "
            "gift card.",
            "faulty",
        ),
        (
            PS_BRAND,
            "The refund goes back to the Visa ending 7803, a gift card per your profile. "
            "That's odd for a Visa, so don't hold me to the label.",
            "qualified",
        ),
        # control
        (
            PS_BRAND,
            "The refund can go to the gift card ending 7803 if you'd rather not use the "
            "Mastercard.",
            "faulty",
        ),
        # control
        (
            IO_SIZE,
            "Your order has the bottle at 100ml; the catalogue entry for item 5081446110 "
            "has 30ml. I'll trust the catalogue.",
            "correct",
        ),
        (
            IO_SIZE,
            "Your order has the bottle at 100ml; the catalogue entry for item 5081446110 "
            "has 30ml. I'll go with the order.",
            "faulty",
        ),
        (
            IO_SIZE,
            "It's the woody scent for men, and it's sold in a 100ml size as well, at $312.04.",
            "not_dependent",
        ),
        (IO_SIZE, "Which size would you like — the 30ml, the 50ml or the 100ml?", "not_dependent"),
        (
            IO_MOD,
            "I'll move you to the blue 6-hour IPX4 pair, identical to yours apart from the colour.",
            "faulty",
        ),
        (
            IO_MOD,
            "I'll move you to the blue 8-hour IPX4 pair, which matches yours except in colour.",
            "correct",
        ),
        (
            IO_DONE,
            "All set: they're blue now, with an identical battery and water rating.",
            "unresolved",
        ),
        (
            IO_COMPAT,
            "Which system would you like it to work with: Google Assistant, Amazon Alexa "
            "or Apple HomeKit?",
            "not_dependent",
        ),
        (
            WE_PAX,
            "The update reported success, but the reservation still shows Mei Lee. I "
            "can't say which is right yet, so let me read it back.",
            "verify",
        ),
        (
            WE_ADDR,
            "The change was accepted, but the order still reads Suite 640 when I open "
            "it. It likely needs a few minutes to update, so the package should go to "
            "Suite 641.",
            "qualified",
        ),
        (WE_REFUND, "The cabin change request for JG7FMM returned successfully.", "faulty"),
        (WE_Q, "Has the switch to HAT266 shown up on your side?", "verify"),
        (WE_Q, "Did the change to HAT266 appear in your app?", "verify"),
        (IO_RETRACT, "The order record does list blue for them, but they're white.", "correct"),
        (
            IO_CHECK,
            "Before I change anything: what colour are they now? The order has blue.",
            "verify",
        ),
        (
            IO_SIZE,
            "The order calls it 100ml, but item 5081446110 is the 30ml one in the "
            "catalogue, so I'll go with 30ml.",
            "correct",
        ),
        (
            IO_SIZE,
            "The order lists 100ml and the catalogue entry for your item 30ml; I'm going "
            "with the catalogue.",
            "correct",
        ),
        (
            IO_BIG,
            "Yours is already the largest size we sell in that scent — shall I look at "
            "something else?",
            "faulty",
        ),
        # control
        (IO_BIG, "Is yours already the largest size we sell in that scent?", "not_dependent"),
        (
            IO_NEW,
            "In blue, these earbuds come as: 6 h IPX4 ($232.49), 8 h IPX4 ($226.49) and "
            "4 h IPX4 ($258.84).",
            "not_dependent",
        ),
        (
            IO_NEW,
            "Blue earbuds currently available:\n- 6 h, IPX4, $232.49\n- 8 h, IPX4, $226.49",
            "not_dependent",
        ),
        (
            RD_UPDATE,
            "To confirm: economy for all three on HAT003 and HAT290, both flights kept "
            "on their current dates. Reply yes to go ahead.",
            "unresolved",
        ),
        (
            PS_PROFILE,
            "The refund returns to the Visa ending 7803, which the profile shows as a "
            "gift card in one field and a credit card in another.",
            "enumerate",
        ),
        # control
        (
            PS_PROFILE,
            "The refund returns to the Visa ending 7803, which the profile shows as a gift card.",
            "faulty",
        ),
        (
            PS_EITHER,
            "That $500 balance is either a gift card, in which case it can cover part of "
            "the change, or a certificate, in which case it can't.",
            "enumerate",
        ),
    ],
)
def test_pass57_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
