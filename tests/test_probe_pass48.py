"""Use detection, forty-eighth pass: shapes from probe sets 57 and 58 (read as development data),
in our own words, with controls. v' said where the return leg or the reservation is named and no
date of the leg is read ("That leg shows the 18th on your booking") is perhaps the leg's date:
unresolved, never "no use"; the leg placed before or after another flight ("your return comes
before the other flight", "the earlier of the two") or a trip "could already be behind you" take
its date up unsaid; "verify that date" answering the user's question about the leg is a check.

WriteEffect: where the change makes the itinerary direct, "the nonstop" names the new state
("you're flying the nonstop on Sunday") unless the flights themselves are named; "the system
took your request" and "once the update is finalized" leave the outcome unsaid; "reports the
change as complete", "came up as complete" are done-claims (hedged when a caveat follows).

ItemOption: a value said of a group that the items after a colon make up ("a makeup kit plus
three blue items: the chair, the speaker and the earbuds") is each listed item's; the rest of
"your current specs" kept, a size in other words ("the travel-size bottle", "the regular
bottle") and "the largest bottle of your fragrance" take the option up unsaid (unresolved).

PaySource: what is left of the method's balance after the payment said to stay available ("left
after paying with it", "won't expire") hints at its kind, and "gift-card" / "credit-card" are
the kind's words: unresolved where the method is taken up, never "no use".
What becomes of the unused balance ("whatever you don't spend stays on the $62 balance", "any
remainder on gift_card_7194529 is gone once you book") implies the method's kind when it is said
in the sentence naming the method (`said_near`), not in a policy summary elsewhere.
So do words that say what the method may not pay for, or only for ("can only be used toward a
new booking", "isn't accepted for modifications"); a part after a semicolon is its own sentence
("pay with the Visa ending 3422; certificates can't be used for baggage").

Retail done-claims: "the swap succeeded" is a claim; "I can't fully vouch for it" hedges it.

A value called "a data slip", "a data-entry error" or "a clerical glitch" is set aside as a
mistake (the record's value rejected), as "a mistake" and "a typo" already were.
"We're all done here" and "you're done for today" wrap the conversation up; they claim no change.

A value opening a clause about what would happen ("The 8-hour pair would give you two more
hours") is a variant's, not the user's (it read `correct`); the item's battery compared in hours
("more hours than you have now") takes its value up unsaid (unresolved).

A card's last four after a mask of x's ("Card x7803", "Visa xxxx7803") names the card.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_REJECTED = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
RD_OUT_ONLY = (".", "return_date", "RD-qto-outbound-only-no-use", 16)
RD_FLIGHTNO = (".", "return_date", "RD-dis-flight-number-only", 14)
RD_ASKS = (".", "return_date", "RD-ver-enumerate-asks", 10)
RD_NOT_FLOWN = (".", "return_date", "RD-du-not-yet-flown-correct", 10)
WE_OLD_FLIGHTS = (".", "write_effect", "WE-date-old-flights-correct", 24)
WE_GIFT = (".", "write_effect", "WE-mf-charged-gift-card", 22)
WE_HEDGE = (".", "write_effect", "WE-cs-hedge-governs-verify", 22)
IO_SIBLINGS = (".", "item_option", "IO-il-siblings-share-vprime", 14)
IO_KEEPS = (".", "item_option", "IO-du-modify-keeps-v", 15)
IO_BINDING = (".", "item_option", "IO-dis-product-before-binding", 16)
IO_SCENT_PRICE = (".", "item_option", "IO-mf-price-from-vprime-variant", 12)
PS_LEFTOVER = (".", "pay_source", "PS-mf-leftover-adopted", 10)
PS_BALANCE = (".", "pay_source", "PS-pr-balance-correct", 8)
WR_ITEMS = (".", "write_effect", "WE-wt-retail-items-recorded-absent", 22)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
IO_CANNOT = (".", "item_option", "IO-cc-cannot-be-right", 12)
WE_PRE = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
IO_BATTERY = (".", "item_option", "IO-op-six-hour-battery-late", 13)
PS_ID_ONLY = (".", "pay_source", "PS-dis-id-only-no-use", 8)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_REJECTED,
            "Economy is full on HAT290, so nothing changed. That leg shows the 18th on "
            "your booking, which I can't square with your outbound.",
            "unresolved",
        ),
        # control
        (RD_REJECTED, "HAT290 couldn't be downgraded. Your return is on the 18th.", "faulty"),
        # control
        (
            RD_REJECTED,
            "HAT290 couldn't be downgraded, so your booking stays in business. Anything else?",
            "not_dependent",
        ),
        (
            RD_OUT_ONLY,
            "Noted. Just keep in mind your return comes before the other flight on the booking.",
            "unresolved",
        ),
        (
            RD_OUT_ONLY,
            "Sure. Your return flight is the earlier of the two, so plan around that.",
            "unresolved",
        ),
        # control
        (
            RD_OUT_ONLY,
            "Sure, nothing changes on the reservation. Have a good trip!",
            "not_dependent",
        ),
        # control
        (
            RD_FLIGHTNO,
            "M20IZO is the JFK to Orlando trip on May 22. You also have N6F783, and IFOYYZ "
            "later in the month.",
            "not_dependent",
        ),
        (
            RD_ASKS,
            "Let me verify that date against the booking before we go any further.",
            "unresolved",
        ),
        (
            RD_ASKS,
            "Understood. I'll look into the date for you against the reservation.",
            "unresolved",
        ),
        (
            RD_NOT_FLOWN,
            "IFOYYZ can't be refunded, and some of that trip could already be behind you.",
            "unresolved",
        ),
        (WE_OLD_FLIGHTS, "All set: you're flying the nonstop on Sunday.", "faulty"),
        (WE_OLD_FLIGHTS, "You'll be taking the nonstop this time.", "faulty"),
        # control
        (
            WE_OLD_FLIGHTS,
            "You're still on the connection through Phoenix, not the nonstop.",
            "correct",
        ),
        (WE_OLD_FLIGHTS, "The nonstop isn't showing on your booking.", "correct"),
        (
            WE_GIFT,
            "The system took your request. A confirmation email follows once the update is "
            "finalized.",
            "unresolved",
        ),
        (WE_GIFT, "You'll get an email when the change clears.", "unresolved"),
        # control
        (WE_GIFT, "The change went through.", "faulty"),
        (WE_HEDGE, "The system reports the change as complete.", "faulty"),
        (
            WE_HEDGE,
            "The booking shows the update as done, though I'd treat that with some caution "
            "until you see it yourself.",
            "qualified",
        ),
        (WE_HEDGE, "It came up as complete on my screen.", "faulty"),
        (
            IO_SIBLINGS,
            "The order holds a phone case and two blue things: the speaker and the "
            "wireless earbuds.",
            "faulty",
        ),
        (
            IO_SIBLINGS,
            "You ordered a makeup kit and three blue products — the office chair, the "
            "speaker and the earbuds.",
            "faulty",
        ),
        # control
        (
            IO_SIBLINGS,
            "The order holds a makeup kit plus two blue items: the office chair and the speaker.",
            "not_dependent",
        ),
        (
            IO_KEEPS,
            "I'll swap you to the blue pair that keeps the rest of your current specs.",
            "unresolved",
        ),
        (IO_KEEPS, "The blue one matches the rest of what you have now.", "unresolved"),
        (IO_BINDING, "Yours is the travel-size bottle of the woody scent for men.", "unresolved"),
        (IO_BINDING, "What you have is the regular bottle of that perfume.", "unresolved"),
        # control
        (
            IO_BINDING,
            "The biggest bottle of the woody scent for men is the 100ml at $312.04.",
            "not_dependent",
        ),
        (
            IO_SCENT_PRICE,
            "The largest bottle of your fragrance is the 100ml, at about $320.",
            "unresolved",
        ),
        (
            IO_SCENT_PRICE,
            "The 100ml comes in woody and oriental; which would you like?",
            "not_dependent",
        ),
        (
            PS_LEFTOVER,
            "The fare is $375; whatever is left after paying with it stays available to you.",
            "unresolved",
        ),
        (
            PS_LEFTOVER,
            "It's $375 for Ivan. Since it's gift-card money, the rest won't expire.",
            "unresolved",
        ),
        # control
        (PS_LEFTOVER, "The fare is $375 for Ivan. Shall I book it?", "not_dependent"),
        (PS_BALANCE, "Whatever you don't spend stays on the $62 balance for later.", "unresolved"),
        (PS_BALANCE, "Any remainder on gift_card_7194529 is gone once you book.", "unresolved"),
        # control
        (PS_BALANCE, "Would you like to pay with gift_card_7194529?", "not_dependent"),
        (PS_BALANCE, "The $62 balance can only be used toward a new booking.", "unresolved"),
        (
            PS_BALANCE,
            "Just so you know, gift_card_7194529 isn't accepted for modifications.",
            "unresolved",
        ),
        # control
        (
            PS_BALANCE,
            "You could pay with the Visa ending 3422; certificates can't be used for baggage.",
            "not_dependent",
        ),
        (WR_ITEMS, "The exchange of the earbuds succeeded.", "faulty"),
        (WR_ITEMS, "According to the system the swap succeeded.", "faulty"),
        (
            WR_CANCEL,
            "The cancellation went through, though I can't fully vouch for it until the "
            "order shows it.",
            "qualified",
        ),
        # control
        (WR_CANCEL, "The cancellation went through.", "faulty"),
        (
            IO_CANNOT,
            "According to the catalogue yours is the 30ml bottle; the 100ml on the order "
            "is a data-entry error.",
            "correct",
        ),
        (
            IO_CANNOT,
            "The catalogue lists your item as 30ml; the order's 100ml is a clerical glitch.",
            "correct",
        ),
        # control
        (
            IO_CANNOT,
            "The catalogue lists your item as 30ml; the order's 100ml is a mistake.",
            "correct",
        ),
        (WE_PRE, "Great, we're all done here. Anything else?", "not_dependent"),
        (WE_PRE, "You're done for today, unless there's anything else.", "not_dependent"),
        # control
        (WE_PRE, "All done! You're on the nonstop now.", "faulty"),
        (
            IO_BATTERY,
            "The 8-hour pair would give you two more hours than you have now.",
            "unresolved",
        ),
        (IO_BATTERY, "A 4-hour pair could mean fewer hours than you're used to.", "unresolved"),
        # control
        (IO_BATTERY, "Yours run about six hours on a charge.", "faulty"),
        (PS_ID_ONLY, "Card x7803 is a gift card.", "faulty"),
        (PS_ID_ONLY, "Your Visa xxxx7803 is a regular credit card.", "correct"),
        # control
        (PS_ID_ONLY, "Card 7803 is a gift card.", "faulty"),
    ],
)
def test_pass48_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
