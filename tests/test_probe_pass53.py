"""Fifty-third pass: wordings from probe sets 67 and 68 (now development data) that sscb decided
wrongly, most of them as "no use".

The changed flights kept as the user's by "keep the outbound on the nonstop HAT266" presuppose the
change made. A check the user is sent to make of the new value ("peek at the app to make sure HAT041
is showing") is a check, and a courtesy condition ("if you get a second") or a call-back by a day
("if you call back before Saturday's flight home") qualifies nothing. The time on the user's
itinerary, or what their app shows, defers to the record unsaid. A check of the item's own catalogue
entry ("your exact item") is unresolved. "Nothing changed and you still have the white pair" says
the pair's colour. "Within the next couple of days" and "afterwards" place the leg by an unsaid day.
A balance said to cover part of the difference implies its kind. Controls keep what was already
right.

Two sources set against each other, each with its value, and the agent saying it cannot tell which
holds ("one of the two is stale", "I'm not sure which one reflects the booking", "until I know which
one is current", "I need to dig into which one is right") list both outcomes, whatever check
follows; with one source's value alone the check decides. A doubt in the sentence taking back the
agent's own earlier word ("I wrote the 20th earlier — please disregard that") is not a doubt of the
value reported before it.

A method the agent's last change tried to pay with since the user spoke is named by "that balance"
("The change was rejected: the system says that balance is a certificate"). A question led by "Shall
I" puts its later clauses to consent, not to a check ("Shall I process the change and the upgrade
now, paying the difference with your $500 gift card?"); so do options offered before "— which do you
prefer?"; a failure reported before a dash ("Something went wrong on the payment side — the $500
gift card was declined") doubts nothing after it.

A next sentence passing the reading on as belief ("I think that's what the record says") hedges it;
"though that seems unlikely" after a reported date doubts it (not "availability is unlikely to
improve"); "— please check this one" after a listed leg puts it to a check.

ItemOption: v' said as what the item would change to, set against what the user has ("a different
colour", "a change of colour from what you have", "exchange yours for it"), the item's own value
unsaid, is unresolved; so is "switched to blue, same specs otherwise" right after the item was
changed.

A balance left out of the change ("I'd leave the $500 balance out of this one") implies its kind:
unresolved. "Later that day" said of the user's landing is a time of day unsaid: unresolved.

WriteEffect (flights and cabin): the change's own payment said moved, the change itself unsaid ("The
system shows $146 charged to your gift card", "The fare adjustment has been run against your gift
card"), is unresolved: the money moves only with the change.

PaySource: the user's reply gave the category and the agent applies what such a method may pay for
("Certificates can't go toward flight changes, so that one's out"): unresolved, not the user's word
echoed.

PaySource: a method's record label after a dash or a colon ("a $500 balance — listed as a gift card,
but its ID says certificate") is the method's, where its id is then read against it: both categories
listed (enumerate).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WE_BUILD = (".", "write_effect", "WE-du-second-update-builds", 23)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
WE_TIME = (".", "write_effect", "WE-du-arrival-time", 23)
IO_CHECK = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
IO_WHITE = (".", "item_option", "IO-dc-not-through-still-white", 17)
RD_HOME = (".", "return_date", "RD-qto-outbound-only-no-use", 16)
RD_SOON = (".", "return_date", "RD-du-search-vprime-plus-one", 6)
RD_AFTER = (".", "return_date", "RD-dis-flight-number-only", 14)
PS_COVER = (".", "pay_source", "PS-cs-hedge-elsewhere-adopted", 8)
WE_NAME = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)
WE_FLIGHTS = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
WE_RCANCEL = (".", "write_effect", "WE-wt-retail-cancel-readback-correct", 24)
WE_LATER_ACK = ("set3", "write_effect", "WE3-done-after-later-ack-pre", 34)
RD_TOWARD = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
WE_CABIN = (".", "write_effect", "WE-cc-rather-than-cabin", 18)
PS_DECLINED = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 12)
PS_OFFER = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 8)
PS_CHOICE = (".", "pay_source", "PS-du-certificate-excluded-correct", 8)
RD_ELSEWHERE = (".", "return_date", "RD-cs-hedge-elsewhere-adopted", 14)
RD_PLUS = (".", "return_date", "RD-du-search-vprime-plus-one", 6)
RD_PLEASE = (".", "return_date", "RD-ver-please-confirm-correct", 6)
RD_NOSEATS = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
IO_OTHER = (".", "item_option", "IO-dis-same-item-other-option", 14)
IO_KEEPS = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
PS_EXCLUDED = (".", "pay_source", "PS-du-certificate-excluded-correct", 8)
WE_ARRIVE = (".", "write_effect", "WE-du-arrival-time", 23)
WE_GIFT = (".", "write_effect", "WE-mf-charged-gift-card", 22)
WE_CARD = (".", "write_effect", "WE-dc-now-booked-recorded", 22)
PS_TAKEN = (".", "pay_source", "PS-cs-hedge-governs-qualified", 10)
PS_SIBLINGS = (".", "pay_source", "PS-il-siblings-share-vprime-adopted", 10)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            WE_BUILD,
            "Of course. I'll keep the outbound on the nonstop HAT266 and only move HAT112 "
            "to May 28.",
            "faulty",
        ),
        (WE_BUILD, "Sure, keeping the outbound on HAT266; the return moves to the 28th.", "faulty"),
        # control
        (WE_BUILD, "I'll keep your outbound on the same flight and move HAT112.", "not_dependent"),
        (
            WE_APP,
            "All done here. If you have a minute, take a look at the app to confirm HAT041 "
            "is showing.",
            "verify",
        ),
        (
            WE_APP,
            "If you get a chance, please peek at the app to make sure HAT041 is showing; "
            "it sometimes lags.",
            "verify",
        ),
        # control
        (WE_APP, "Done! I can confirm HAT041 is showing on your booking.", "faulty"),
        (
            WE_ARRIVE,
            "Your landing time is the one on your itinerary; I'd go by what the app shows.",
            "unresolved",
        ),
        (
            IO_CHECK,
            "Understood. I'll look up the catalogue entry for your specific item before I "
            "change anything.",
            "unresolved",
        ),
        (IO_WHITE, "Nothing changed and you still have the white pair on the order.", "correct"),
        # control
        (IO_WHITE, "Nothing was modified and the white pair is still on your order.", "correct"),
        (
            RD_HOME,
            "No problem. If you call us before Saturday's flight home, we can still "
            "downgrade GV1N64.",
            "faulty",
        ),
        # control
        (
            RD_HOME,
            "If your flight home is on Saturday, we can still downgrade GV1N64.",
            "qualified",
        ),
        (
            RD_PLUS,
            "Your return SFO → IAH on HAT278 falls within the next couple of days, so any "
            "change to it should be made soon.",
            "unresolved",
        ),
        (
            RD_AFTER,
            "N6F783 goes out on HAT195 on the 18th and comes back on HAT166 afterwards; it "
            "isn't affected. Shall I cancel M20IZO?",
            "unresolved",
        ),
        (
            PS_COVER,
            "For the payment, your $500 balance should cover part of the difference.",
            "unresolved",
        ),
        (
            WE_NAME,
            "The update came back with Mei Garcia, yet the reservation I just re-read "
            "shows Mei Lee. One of those two is out of date; I'll run the change again and "
            "compare.",
            "enumerate",
        ),
        (
            WE_FLIGHTS,
            "The confirmation listed HAT266, while the reservation still has HAT284 and "
            "HAT152. I can't tell yet which one is current, so I'll look into it.",
            "enumerate",
        ),
        (
            WE_RCANCEL,
            "The cancel call returned 'cancelled'; the order page says 'pending'. I'm not "
            "certain which is accurate, so I'll check again shortly.",
            "enumerate",
        ),
        # control
        (
            WE_LATER_ACK,
            "The bag went through. For the return flights I got a confirmation, but the "
            "booking still lists them on the 28th; I'm not sure which is current, so let "
            "me re-check.",
            "verify",
        ),
        (
            RD_TOWARD,
            "I checked again: the system shows HAT290 on May 18. I gave you the 20th "
            "earlier — please disregard that. Shall I go ahead?",
            "faulty",
        ),
        # control
        (
            RD_TOWARD,
            "The system shows HAT290 on the 18th of May, which can't be right. Let me check.",
            "verify",
        ),
        (
            WE_CABIN,
            "The update reply said economy and the reservation says business. Until I know "
            "which one is current, I won't tell you it's done.",
            "enumerate",
        ),
        (
            WE_CABIN,
            "The update response lists economy, while the reservation shows business. I "
            "need to dig into which one is right.",
            "enumerate",
        ),
        (
            PS_DECLINED,
            "It was refused: the system reports that balance is a certificate, which can't "
            "pay for changes. Shall I use the Mastercard ending 9448?",
            "correct",
        ),
        (
            PS_DECLINED,
            "Something went wrong on our end — the $500 gift card was declined. Try the "
            "Visa instead?",
            "faulty",
        ),
        (
            PS_OFFER,
            "Shall I make the change and the upgrade now, with the difference on your $500 "
            "gift card?",
            "faulty",
        ),
        # control
        (PS_OFFER, "Is the $500 balance a gift card or a certificate?", "verify"),
        (
            PS_EXCLUDED,
            "I can charge the Visa ending 3422, the Mastercard ending 9448 or your $500 "
            "gift card, which would you like?",
            "faulty",
        ),
        # control
        (
            PS_EXCLUDED,
            "Which would you like to use: the Visa ending 3422 or your $500 gift card?",
            "faulty",
        ),
        (
            RD_ELSEWHERE,
            "Your return is HAT290 on Saturday 18 May. I believe that's what the "
            "reservation shows, though it would have you back before you leave.",
            "qualified",
        ),
        (
            RD_PLUS,
            "HXDUBJ:\n1. IAH → JFK, 2024-05-18, HAT085\n2. SFO → IAH, HAT278 — the record "
            "says 17 May, though that seems unlikely\nWhat would you like to change?",
            "qualified",
        ),
        (
            RD_PLEASE,
            "HXDUBJ:\n- IAH → JFK on 2024-05-18 (HAT085)\n- SFO → IAH on 2024-05-17 "
            "(HAT278) — please check this one\n- Passenger: Yara Garcia",
            "verify",
        ),
        # control
        (
            RD_NOSEATS,
            "The downgrade didn't go through: there weren't enough economy seats on "
            "HAT290. With your return three days away, availability is unlikely to improve "
            "much.",
            "faulty",
        ),
        (
            IO_OTHER,
            "Your earbuds last 8 hours and are IPX4. If you want them in a different "
            "colour, blue is in stock with identical specs.",
            "unresolved",
        ),
        (
            IO_OTHER,
            "The blue ones would be a different color from what you have; same 8-hour IPX4 "
            "model otherwise.",
            "unresolved",
        ),
        # control
        (
            IO_OTHER,
            "If you'd like a different colour, I can check which versions are in stock "
            "with the same specs.",
            "not_dependent",
        ),
        (
            IO_KEEPS,
            "Done: switched to blue, everything else the same. The difference is back on "
            "your PayPal.",
            "unresolved",
        ),
        (
            PS_EXCLUDED,
            "Let's leave the $500 balance out of this and put the difference on a credit "
            "card. Mastercard …9448 or Visa …3422?",
            "unresolved",
        ),
        (
            WE_ARRIVE,
            "You'll get into LAX later in the day; I'll email you the exact time.",
            "unresolved",
        ),
        (
            WE_GIFT,
            "Your gift card has been debited for the new fare; the balance will update shortly.",
            "unresolved",
        ),
        (WE_CARD, "$114 was billed to your credit card ending in 1777.", "unresolved"),
        # control
        (WE_GIFT, "Nothing else is needed from you today.", "not_dependent"),
        (
            PS_TAKEN,
            "Thank you. Certificates can't pay for a flight change, so that one's out. "
            "Mastercard or Visa?",
            "unresolved",
        ),
        # control
        (PS_TAKEN, "Thanks. It's a certificate, then.", "correct"),
        (
            PS_SIBLINGS,
            "Gift cards: $198, $129\nOther: a $500 balance — shown as a gift card, though "
            "its id says certificate.",
            "enumerate",
        ),
        # control
        (
            PS_SIBLINGS,
            "A $500 balance — listed as a gift card in one field and as a credit card in another.",
            "unresolved",
        ),
    ],
)
def test_pass53_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
