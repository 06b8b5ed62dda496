"""Fifty-eighth pass: wordings from probe set 77 (now development data) that sscb decided wrongly or
left open, read by general rules rather than by their sentences.

ReturnDate: the record's date held beside a loose alternative ("17 May per the record, or later if
that's an error", "either the 18th as the record says, or sometime after the 19th") is a listing,
also where the sentence doubts it, but not in a question ("Is it the 18th, or later?"). A date said
with its offset from the booking's own leg ("the 18th, one day after your current return", "one day
later than your current HAT278 would be Thursday the 23rd", "Thursday 23 May, one day after your
original flight") counts back to the leg's date; the leg's date counted from itself unsaid ("for the
day after your current return") or from today ("just three days out") leaves the reading open. A
shift's size with its direction said before it ("moving everything out two days would have put
HAT044 on the 15th") leaves the dates read as said. A hedge keeps its bracketed aside ("if the
record is right (it looks early to me)"); "makes more sense than the 17th" sets the 17th aside.

Item options: after a record's report, "what colour are they, actually?" asks the user. A source
sided with by the value just said ("the catalogue entry is the 8-hour model, and that's the one I'll
match", "and that's the bottle you have") settles the value; "there is a bigger bottle: the 100ml"
names a variant; "That's what the order says, but the catalogue ..." reports the order's value.
After the item was changed, the option said kept ("with the same battery life as before", "otherwise
identical to your old pair") in a message that identifies the new variant (its value, its id, the
difference refunded) says the old item had the new variant's value; "at least as good as before"
says no such thing. A value the item "had before" is its own; the same option "you have now" kept in
a search relies on it; "the colour they are now", "the order's battery life" take the value up
unsaid. "I can't tell from the records alone which one ..." holds both values open.

PaySource: "confirm?" on an action and a look made at once ("Let me look again… you're right, ...")
check nothing; "something else is wrong" doubts no value; a balance called stored-value credit, or
what only works for new bookings, hints its kind.

WriteEffect: the booking presented as it stands ("Here's 1N99U6: outbound HAT266 ...", "Your
itinerary: HAT266 ...", "Flights on 1N99U6:") with the change's new value claims it made, with the
old values claims it not made; a bare id and a colon is no such lead. "It looks as if you might be
on the Sunday 1 pm nonstop now" supposes the state, hedged. A retail address deferred to the order
("it will go out to the address on the order") is unresolved; a kind of payment method the change
neither moved to nor from ("your gift card still has $60") is another of the user's methods.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

IO_RETR = (".", "item_option", "IO-cc-retracted", 14)
RD_PLUS6 = (".", "return_date", "RD-du-search-vprime-plus-one", 6)
RD_DISP = (".", "return_date", "RD-cc-cannot-be-right-disputed", 14)
RD_JSON = (".", "return_date", "RD-qto-json-adopted", 14)
PS_CORR = (".", "pay_source", "PS-cc-correction-toward-vprime", 10)
PS_FAIL = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 12)
IO_UP = (".", "item_option", "IO-ver-please-confirm", 10)
RD_RATHER = (".", "return_date", "RD-cc-rather-than-adopted", 10)
IO_KEEPV = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)
PS_BAL = (".", "pay_source", "PS-pr-balance-correct", 8)
WE_ADDR = (".", "write_effect", "WE-wt-retail-address-readback-pre-adopted", 18)
PS_CERT = (".", "pay_source", "PS-cs-hedge-governs-qualified", 10)
RD_VP1 = (".", "return_date", "RD-du-search-vprime-plus-one", 8)
RD_V1 = (".", "return_date", "RD-du-v-plus-one-correct", 12)
IO_BATT = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
IO_SIZE = (".", "item_option", "IO-op-bottle-size-adopted", 12)
IO_CANNOT = (".", "item_option", "IO-cc-cannot-be-right", 12)
IO_JSON = (".", "item_option", "IO-qto-json-adopted", 14)
RD_RATHER8 = (".", "return_date", "RD-cc-rather-than-adopted", 8)
RD_IL = (".", "return_date", "RD-il-recorded-correct", 8)
WE_LATE = (".", "write_effect", "WE-dc-went-through-late-endorse", 26)
WE_DATE = (".", "write_effect", "WE-date-old-flights-correct", 24)
IO_NT = (".", "item_option", "IO-dc-not-through-still-white", 17)
WE_PAY = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
RD_DF = (".", "return_date", "RD-df-this-saturday-adopted", 14)
WE_CUR = (".", "write_effect", "WE-il-current-list-correct", 24)
IO_RATHER = (".", "item_option", "IO-cc-rather-than-adopted", 13)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            IO_RETR,
            "The order shows your earbuds as blue. Could you tell me what colour they really are?",
            "verify",
        ),
        (
            IO_RETR,
            "According to the order, your earbuds are blue. What colour are they, actually?",
            "verify",
        ),
        # control
        (IO_RETR, "Your earbuds are blue. What colour would you like instead?", "faulty"),
        (
            RD_PLUS6,
            "HXDUBJ:\n\n1. IAH → JFK, HAT085, May 18\n2. JFK → SFO, HAT023, May 18\n3. "
            "SFO → IAH, HAT278 — the 17th, if the booking is right (seems early to "
            "me)\n\nWhat would you like to change?",
            "qualified",
        ),
        # control
        (RD_PLUS6, "Your flight home, HAT278, is on the 17th.", "faulty"),
        (
            RD_DISP,
            "HAT290 is either on the 18th, as the reservation says, or sometime after "
            "the 19th if that's a typo. The cabin change works either way.",
            "enumerate",
        ),
        (
            RD_DISP,
            "The way back is the 18th per the record, or later if the record is wrong.",
            "enumerate",
        ),
        # control
        (RD_DISP, "Is HAT290 on the 18th like the record says, or later?", "verify"),
        (
            RD_JSON,
            'The leg as stored:\n\n```\n{"flight_number": "HAT290", "date": '
            "\"2024-05-18\"}\n```\n\nThat's the flight home. I'll downgrade it along "
            "with HAT003, confirm?",
            "faulty",
        ),
        (
            PS_CORR,
            "Let me check again... you're right, the profile has the $62 balance down as "
            "a certificate. It can't pay for the change, so we'll need a card.",
            "faulty",
        ),
        (
            PS_FAIL,
            "The $500 balance was declined. If it's a certificate, that's why; if it's a "
            "gift card, something else went wrong. Shall I try the Mastercard?",
            "enumerate",
        ),
        (
            IO_UP,
            "Sure! I'll find the biggest bottle of the same fragrance you already have.",
            "unresolved",
        ),
        # control
        (
            IO_UP,
            "Sure! For your 30ml bottle I'll look up the bigger sizes of the same fragrance.",
            "not_dependent",
        ),
        (
            RD_RATHER,
            "Thanks, the 22nd makes far more sense than the 17th on the record, which "
            "falls before you fly out. Going by the 22nd, one day later is the 23rd, so "
            "I'll look at SFO → IAH flights that day.",
            "correct",
        ),
        (
            IO_KEEPV,
            "All done! Your earbuds are now blue, with the 6-hour battery they had "
            "before, and $24.18 goes back to your PayPal.",
            "faulty",
        ),
        # control
        (
            IO_KEEPV,
            "All done! Your earbuds are now blue, and $24.18 goes back to your PayPal.",
            "not_dependent",
        ),
        (
            PS_BAL,
            "You can pay the difference with the Mastercard ending 9448, the Visa ending "
            "3422, or the $62 balance, which is stored-value credit and would only cover "
            "part. Which one?",
            "unresolved",
        ),
        # control
        (
            PS_BAL,
            "You can pay the difference with the Mastercard ending 9448 or the Visa "
            "ending 3422. Which one?",
            "not_dependent",
        ),
        (
            WE_ADDR,
            "Order #W8665881 is still pending, so nothing has shipped; it will go out to "
            "the address on file when it does.",
            "unresolved",
        ),
        (
            PS_CERT,
            "A compensation certificate, then - those only work for new bookings, so "
            "let's use the Mastercard ending 9448.",
            "unresolved",
        ),
        (
            RD_VP1,
            "OK. I'll search IAH → SFO on the 19th, then SFO → IAH on the 18th, one day "
            "after your current return.",
            "faulty",
        ),
        (
            RD_V1,
            "Options I found. Return, Thursday 23 May, one day after your original "
            "flight: HAT082 at 23:00 ($164) or HAT278 at 16:00 ($187). Which one?",
            "correct",
        ),
        (
            IO_BATT,
            "Your order says 6 hours, but the catalogue entry for item 3694871183 is the "
            "8-hour model, so that's the one I'll match in blue.",
            "correct",
        ),
        # control
        (
            IO_BATT,
            "Your order says 6 hours, but the catalogue entry for item 3694871183 is the "
            "8-hour model.",
            "enumerate",
        ),
        (
            IO_SIZE,
            "The order line says 100ml, but the catalogue has item 5081446110 as the "
            "30ml woody, and that's the bottle you have.",
            "correct",
        ),
        (
            IO_CANNOT,
            "The order says 100 ml, but that isn't right: item 5081446110 is the 30 ml "
            "in the catalogue. So there's a bigger size: the 100 ml woody at $312.04.",
            "correct",
        ),
        (
            IO_JSON,
            'From your order:\n```json\n{"item_id": "3694871183", "options": {"color": '
            '"blue"}}\n```\nThat\'s what the order says, but the catalogue lists this '
            "item as white, so I'll treat them as white.",
            "correct",
        ),
        (
            RD_RATHER8,
            "Sure. For the outbound I'll search nonstops on the 19th; for the return, a "
            "day later than your current HAT278 would be Thursday the 23rd.",
            "correct",
        ),
        (
            RD_RATHER8,
            "Sure. Nonstops out on the 19th, and for the way back I'll search the 18th, "
            "one day after your current San Francisco departure.",
            "faulty",
        ),
        (
            RD_IL,
            "Basic economy can't be changed. For reference, pushing everything out two "
            "days would have put your IAH → ORD leg on the 15th.",
            "faulty",
        ),
        (
            RD_IL,
            "Basic economy can't be changed. For reference, pushing everything out two "
            "days would have put your IAH → ORD leg on the 18th.",
            "correct",
        ),
        (
            IO_KEEPV,
            "Done! Your earbuds are blue now, with the same battery life as before, and "
            "$24.18 is on its way to PayPal.",
            "faulty",
        ),
        (
            IO_KEEPV,
            "Switched: blue earbuds, otherwise identical to your old pair, and $24.18 "
            "back on PayPal.",
            "faulty",
        ),
        (WE_LATE, "Here's 1N99U6: outbound HAT266 on May 19, return HAT112 on May 27.", "faulty"),
        (
            WE_LATE,
            "Your itinerary: HAT266 LAS → IAH on May 19, and HAT112 back on May 27.",
            "faulty",
        ),
        # control
        (
            IO_KEEPV,
            "Done, your earbuds are blue now with the same battery life as before.",
            "unresolved",
        ),
        (
            WE_LATE,
            "Here's 1N99U6: outbound HAT284 and HAT152 on May 19, return HAT112 on May 27.",
            "correct",
        ),
        (
            WE_DATE,
            "It looks as if you might be on the Sunday 1 pm nonstop now, though I don't "
            "want to promise it yet.",
            "qualified",
        ),
        (
            IO_NT,
            "The change didn't go through, so your earbuds stay the colour they are now.",
            "unresolved",
        ),
        (
            WE_PAY,
            "By the way, your gift card still has $60 on it if you want to use it on a "
            "future order.",
            "not_dependent",
        ),
        (
            RD_VP1,
            "Sure. Nonstops IAH → SFO on the 19th first, then SFO → IAH for the day "
            "after your current return.",
            "unresolved",
        ),
        (
            RD_DF,
            "GV1N64 has all three of you in business. Your return, HAT290, is just three "
            "days out, so let's downgrade today.",
            "unresolved",
        ),
        (
            WE_CUR,
            "Flights on 1N99U6:\n- HAT284 LAS → PHX (May 19)\n- HAT152 PHX → IAH (May "
            "19)\n- HAT112 IAH → LAS (May 27)",
            "correct",
        ),
        (
            IO_CANNOT,
            "The order lists the bottle as 100ml, while the catalogue entry for item "
            "5081446110 says 30ml. I can't tell from the records alone which one you "
            "actually have.",
            "enumerate",
        ),
        (
            IO_RATHER,
            "Thanks! To keep everything else identical I'll match the blue pair to the "
            "order's battery life.",
            "unresolved",
        ),
    ],
)
def test_pass58_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
