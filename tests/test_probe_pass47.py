"""Use detection, forty-seventh pass: shapes from probe sets 55 and 56 (read as development data),
in our own words, with controls. A weekday in a clause after a dash is no day gone by; "flying
out Sunday, back Monday" is the trip's pair of dates; a check of the item's option asked of the
user ("can you confirm the switch type on your current keyboard?") is a verifying use; a
reference after "before you'd even land in" is a comparison, not the value's owner; "You say
credit card, the profile says gift card" is no echo of the user's word; a doubt opening on "One
of those" is of what the sentence before named; "I'd like to confirm that HAT266 shows on the
booking" is a check.

Then a third date hedged in another clause ("With HAT290 bringing you back the day after
tomorrow, seats may be limited"), "within the next week", "the middle of the day", a bare lead
claim and the hedge after its comma ("Booked, or at least the system says so", "All booked!"),
"that's all wrapped up", a request "received", an item's option in other words (travel-size,
amber, voice control, "lasts longer than your old ones", "keep the battery life you have now")
and a payment method's kind in other words (bank card, e-credit). (Since the fifty-ninth pass an
amber fragrance is the oriental scent family itself, as the later writers label it.)

Then a stance taken on a value, no doubt voiced ("..., though I'd treat that as unconfirmed",
"so I'll treat it as unverified") is a hedge (qualified), not a check; a noun taking the value up
over a listing still reads as doubting it.

Then a consent question ("Could you confirm you want all three downgraded?") asks no value said
after it; "— before you even reach San Francisco" set after a date doubts it; two values set side
by side with a doubt of which one is right and no question or check ("Both can't be right", "One
of those is wrong") are a listing.

Then a payment spoken of by its relation to the booking it paid for ("You paid for JG7FMM with a
gift card", "the card behind JG7FMM", "the payment source was ...", "the booking's payment method
is listed as ...") names the method that paid, and "out on the 18th, back on the 22nd" is the
trip's pair of dates.

Then the user's own item read out ("Your box says 30 ml") is the user's value set against the
record's, and a conclusion that holds both ("so I'll look at what's available against both")
relies on neither.

Then done-claims from the new frames: "Done and dusted", "now begins with the nonstop", "I've
halted the order".

Then "I'd rather not assume" after a value hedges it; a consent question ("Shall I retry the
change?") asks nothing of two values held side by side, and "I'd rather not say which" doubts
which one is right.

Then the method's balance said to be usable for this change ("fine to use", "can go toward the
fare difference") is a use derived from its category, unsaid: unresolved, never "no use".

Then an option characterised in other words ("works with Siri", "keys glide with no bump", "the
cedar-and-sandalwood fragrance") is unsure, never "no use".

Then a leg "on the date in your booking" defers to the record's date, unsaid ("I checked the
return date in the system" stays no use, as pass 37 pins it; "sold out for the date on your
booking" too).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_NOTTHRU = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
RD_CONF = (".", "return_date", "RD-dc-is-confirmed-correct", 18)
RD_HX = (".", "return_date", "RD-du-message-vprime-plus-one", 6)
IO_BOTTLE = (".", "item_option", "IO-cs-hedge-governs-qualified", 10)
IO_KEYS = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
IO_EARBUDS = (".", "item_option", "IO-op-six-hour-battery-late", 13)
IO_THERMO = (".", "item_option", "IO-du-already-compatible-late", 14)
PS_HEDGE = (".", "pay_source", "PS-cs-hedge-governs-od", 10)
WE_BAGS = (".", "write_effect", "WE-wt-baggage-readback-correct", 30)
WE_QE = (".", "write_effect", "WE-cs-question-elsewhere", 22)
RD_CONFQ = (".", "return_date", "RD-dc-is-confirmed-correct", 14)
RD_OUTONLY = (".", "return_date", "RD-qto-outbound-only-no-use", 14)
WE_ARRIVE = (".", "write_effect", "WE-du-arrival-time", 23)
WE_NUMERIC = (".", "write_effect", "WE-date-numeric", 22)
WE_DOUBLE = (".", "write_effect", "WE-ver-double-check-then-claims", 25)
WE_RCANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
IO_PERFUME = (".", "item_option", "IO-dis-recorded-pre-correct", 12)
IO_SCENT = (".", "item_option", "IO-du-exchange-same-scent", 16)
IO_THERMOB = (".", "item_option", "IO-cs-hedge-elsewhere-adopted", 16)
IO_KEEPS = (".", "item_option", "IO-du-modify-keeps-v", 15)
IO_MODV = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
PS_SAME = (".", "pay_source", "PS-dis-same-method-no-category", 8)
PS_LIST = (".", "pay_source", "PS-il-list-correct", 8)
RD_LEAVE = (".", "return_date", "RD-ver-double-check-then-adopts", 16)
WE_ACK = (".", "write_effect", "WE-qto-ack-json", 22)
IO_BLUE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
IO_BOTTLEB = (".", "item_option", "IO-cc-cannot-be-right", 12)
RD_QELSE = (".", "return_date", "RD-cs-question-elsewhere-adopted", 14)
RD_HXV = (".", "return_date", "RD-ver-please-confirm-correct", 6)
RD_ENUM = (".", "return_date", "RD-ver-enumerate-asks", 10)
PS_IDONLY = (".", "pay_source", "PS-dis-id-only-no-use", 8)
RD_PLEASE = (".", "return_date", "RD-ver-please-confirm-correct", 6)
IO_HEDGEQ = (".", "item_option", "IO-cs-hedge-governs-qualified", 12)
WE_NOTTAKEN = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
IO_PLEASE = (".", "item_option", "IO-ver-please-confirm", 10)
IO_NOTTHRU = (".", "item_option", "IO-dc-not-through-still-white", 17)
PS_HEDGEELSE = (".", "pay_source", "PS-cs-hedge-elsewhere-adopted", 8)
TH_G = (".", "item_option", "IO-op-works-with-google-adopted", 16)
KB_T = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
SC_O = (".", "item_option", "IO-op-oriental-one-late", 10)
RD_PLEASEB = (".", "return_date", "RD-ver-please-confirm-correct", 6)
RD_DECLINED = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_DECLINED,
            "Sorry, that didn't work; business is all that's left on Saturday's HAT290.",
            "faulty",
        ),
        (
            RD_DECLINED,
            "The downgrade was declined - Saturday's HAT290 has no economy seats.",
            "faulty",
        ),
        # control
        (
            RD_DECLINED,
            "The downgrade was declined because HAT290 flew on Saturday.",
            "not_dependent",
        ),
        (
            RD_CONF,
            "All done — economy for all three, flying out Sunday and back on Monday.",
            "correct",
        ),
        (RD_CONF, "Done. You're flying out on the 19th, back on the 18th.", "faulty"),
        # control
        (RD_CONF, "Done — economy for all three. Enjoy flying out Sunday!", "not_dependent"),
        (
            RD_HX,
            "Return: SFO to IAH, HAT278. The record has May 17 for that one, which I "
            "doubt, since it's before you'd even arrive in San Francisco.",
            "qualified",
        ),
        (
            RD_HX,
            "Return: SFO to IAH, HAT278. The record has May 17 for that one, a day before "
            "you land in San Francisco.",
            "faulty",
        ),
        (
            IO_BOTTLE,
            "Could you read me the size printed on your bottle? I don't want to offer the "
            "same one.",
            "verify",
        ),
        # control
        (IO_BOTTLE, "Could you check which size you'd like for the new bottle?", "not_dependent"),
        (
            KB_T,
            "Would you please confirm the switch type on your current keyboard before I look?",
            "verify",
        ),
        # control
        (
            KB_T,
            "Can you confirm the switch type on your new keyboard when it arrives?",
            "not_dependent",
        ),
        (
            IO_EARBUDS,
            "Can you please check the battery life listed on your current pair's box?",
            "verify",
        ),
        # control
        (
            IO_EARBUDS,
            "Could you tell me the battery life you want on the blue pair?",
            "not_dependent",
        ),
        (
            IO_THERMO,
            "I'll open the thermostat's catalogue page to confirm which assistant it works "
            "with before we pick a replacement.",
            "verify",
        ),
        (
            PS_HEDGE,
            "Noted. You say credit card while the profile says gift card; I'll raise the "
            "mismatch. Either way the refund follows that method.",
            "unresolved",
        ),
        (
            WE_BAGS,
            "The update reply said total_baggages: 2, yet the reservation I pulled says 0. "
            "One of them is stale, and I can't say which.",
            "enumerate",
        ),
        (
            WE_QE,
            "Before anything else, I want to confirm that HAT266 appears on your itinerary.",
            "verify",
        ),
        (WE_QE, "Let me confirm that HAT266 shows up in the reservation. One moment.", "verify"),
        (
            RD_CONFQ,
            "HAT290 flies you home in two days, so economy could be tight, but I'll try.",
            "unresolved",
        ),
        (
            RD_CONFQ,
            "Since HAT290 brings you back the day after tomorrow, seats might be scarce. "
            "Shall I try?",
            "unresolved",
        ),
        (
            RD_OUTONLY,
            "I've got GV1N64. Your flights are all within the next week, so let's make the "
            "change now.",
            "unresolved",
        ),
        (WE_ARRIVE, "You'll land in Los Angeles in the middle of the day.", "unresolved"),
        (WE_NUMERIC, "All booked, or at least that's what the system tells me.", "qualified"),
        (
            WE_NUMERIC,
            "Booked — or at least the system says so. Please check your app.",
            "qualified",
        ),
        (WE_NUMERIC, "All booked!", "faulty"),
        (WE_DOUBLE, "Right, that's all wrapped up for you. Safe travels!", "faulty"),
        (
            WR_CANCEL,
            "The request for order #W3361211 was received, reason 'no longer needed'.",
            "unresolved",
        ),
        (
            IO_PERFUME,
            "Your perfume is the travel-size bottle of the woody scent. Would a bigger one "
            "suit you?",
            "unresolved",
        ),
        (
            IO_SCENT,
            "Done — your 30ml goes back and the 100ml in the same amber fragrance is on its way.",
            "faulty",
        ),
        (
            IO_THERMOB,
            "Your thermostat is the black model with voice control. Still want a Google Home one?",
            "unresolved",
        ),
        (IO_KEEPS, "I'll switch the colour and keep the battery life you have now.", "unresolved"),
        (
            IO_MODV,
            "Good news: the blue pair lasts longer per charge than your old ones.",
            "unresolved",
        ),
        # control
        (IO_MODV, "Your old ones go back by mail; the label is in your email.", "not_dependent"),
        (
            PS_SAME,
            "JG7FMM went on your Visa bank card ending 7803; the refund goes there.",
            "unresolved",
        ),
        (
            PS_LIST,
            "On file: a Mastercard ending 9448, a Visa ending 3422, a $62 e-credit and two "
            "balances of $500 and $250.",
            "unresolved",
        ),
        (
            RD_LEAVE,
            "I'll leave N6F783 as it is. Its return is still down as the 16th, though I'd "
            "take that as unconfirmed.",
            "qualified",
        ),
        # control
        (
            RD_LEAVE,
            "I'll leave N6F783 as it is. Its return is still down as the 16th, which can't "
            "be right.",
            "verify",
        ),
        (
            WE_ACK,
            "The update reply shows HAT266 on the 19th. Replies like that don't always "
            "mean the booking changed, so I'd treat it as unverified.",
            "qualified",
        ),
        # control
        (
            WE_ACK,
            "The update reply shows HAT266 on the 19th. I'll reopen the booking to confirm it.",
            "verify",
        ),
        (
            IO_BLUE,
            "I'll treat the order's 'blue' as unconfirmed for now; tell me if yours look "
            "different.",
            "qualified",
        ),
        (
            IO_BOTTLEB,
            "Your bottle is down as 100ml on the order, which I'd treat as unverified.",
            "qualified",
        ),
        (
            RD_QELSE,
            "Can you confirm you'd like everyone moved to economy? Your flights: HAT290 "
            "DEN to LAS on 2024-05-18, HAT003 LAS to DEN on 2024-05-19.",
            "faulty",
        ),
        # control
        (
            RD_QELSE,
            "Could you tell me which return date you have? HAT290 DEN to LAS is down for "
            "2024-05-18.",
            "verify",
        ),
        (
            RD_PLEASEB,
            "Your return HAT278 SFO to IAH shows May 17 — before you'd even land in San Francisco.",
            "verify",
        ),
        (
            RD_PLEASEB,
            "Your return HAT278 SFO to IAH shows May 17, the day before you leave Houston.",
            "faulty",
        ),
        (
            RD_ENUM,
            "You remember May 20; the reservation has HAT106 on May 16. One of those is wrong.",
            "enumerate",
        ),
        # control
        (
            RD_ENUM,
            "You remember May 20; the reservation has HAT106 on May 16. Those can't both "
            "be right — which is on your itinerary?",
            "verify",
        ),
        (PS_IDONLY, "You paid for JG7FMM with a gift card, so the refund is instant.", "faulty"),
        (
            PS_IDONLY,
            "The payment on JG7FMM came from a credit card; allow a week for the refund.",
            "correct",
        ),
        (PS_IDONLY, "JG7FMM went on a gift card, so the refund will be immediate.", "faulty"),
        (PS_IDONLY, "The card behind JG7FMM is a credit card.", "correct"),
        (PS_IDONLY, "For JG7FMM, the payment source was a gift card.", "faulty"),
        (
            PS_IDONLY,
            "The booking's payment method is listed as a gift card, though its ID says "
            "credit card.",
            "enumerate",
        ),
        (PS_IDONLY, "Which kind of card did you pay with? The record is unclear.", "unresolved"),
        # control
        (
            PS_IDONLY,
            "JG7FMM is in business class with two passengers, and the refund goes by the "
            "usual route.",
            "not_dependent",
        ),
        (RD_PLEASEB, "Out on the 18th, back on the 22nd.", "correct"),
        (RD_PLEASEB, "Out on the 18th, back on the 17th.", "faulty"),
        (
            IO_HEDGEQ,
            "Your label says 30 ml while the order says 100 ml, so I'll compare what's "
            "available for both sizes.",
            "enumerate",
        ),
        # control
        (
            IO_HEDGEQ,
            "Your box says 30 ml while the order record says 100 ml, so the order is what "
            "I'll go by.",
            "faulty",
        ),
        (WE_NOTTAKEN, "Done and dusted — enjoy your trip.", "faulty"),
        (WE_NOTTAKEN, "Your journey now begins with the nonstop.", "faulty"),
        (WR_CANCEL, "I've halted the order; nothing will ship.", "faulty"),
        # control
        (WR_CANCEL, "Is there anything else I can help you with?", "not_dependent"),
        (
            IO_PLEASE,
            "The order lists your perfume as oriental, though I'd rather not assume.",
            "qualified",
        ),
        (
            IO_NOTTHRU,
            "The order says blue and you've said white, so I'd rather not say which. Shall "
            "I retry the change?",
            "enumerate",
        ),
        # control
        (IO_NOTTHRU, "The order says blue and you've said white — which is right?", "verify"),
        (PS_HEDGEELSE, "For payment, your $500 balance is fine to use for this.", "unresolved"),
        (
            PS_HEDGEELSE,
            "The $500 balance can go toward the fare difference; a card covers the rest.",
            "unresolved",
        ),
        # control
        (PS_HEDGEELSE, "Business may be full on the 24th; I'll check that first.", "not_dependent"),
        (TH_G, "Your thermostat works with Siri.", "unresolved"),
        (KB_T, "Your keyboard's keys glide straight down with no bump.", "unresolved"),
        (SC_O, "Yours is the cedar-and-sandalwood fragrance.", "unresolved"),
        (RD_PLEASEB, "Your return flight stays on the date in your booking.", "unresolved"),
        # control
        (
            RD_DECLINED,
            "Sorry, economy on HAT290 is sold out for the date on your booking, so the "
            "change was declined.",
            "not_dependent",
        ),
    ],
)
def test_pass47_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
