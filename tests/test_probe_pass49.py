"""Use detection, forty-ninth pass: shapes from probe sets 59 and 60 (read as development data),
in our own words, with controls.

WriteEffect: "through" said of what was asked at a clause's end ("Those changes should all be
through now", "The cancellation is through.") is a done-claim, hedged by "should (all) be";
"let me confirm the change saved / worked / succeeded / went in" is a check; "I've asked the
system to change ..." leaves the outcome unsaid (unresolved). A retail payment change is named
by the new method's brand when no other method of the user's has it ("The switch to your Visa
was accepted by the system"), as the change's topic: "your Visa" claims nothing by itself.

ItemOption: a value said of "the bottle you have" / "the pair you own" is the item's, even in a
sentence naming the new item's id; the option named as the one the item has now ("from their
current colour to blue") takes its value up unsaid (unresolved).

ReturnDate: a weekday abbreviation in brackets of its own after a flight ("HAT290 (Mon)") is a
date.

PaySource: the method's record said to give it "a different type than its name suggests" sets
the record at odds (unresolved where the method is named).

Only another value of the option denied ("your current keyboard isn't a clicky one") says the
agent holds a value it does not say: unresolved, never "no use". What happens to the rest of a
balance "carries over" / "rolls over", and "that balance" takes the method up; "the original
colour" names the option as the item has it; "the date currently on your booking" defers to the
record; "I can't yet see confirmation that ..." leaves a claim unvouched (qualified).

"The flight change is in progress", "reflected on our side as submitted" leave the outcome
unsaid (unresolved).

ItemOption: with the option under discussion, the item's record doubted ("I'll check the
catalogue entry for that exact item, since the order page may be off") is a candidate:
perhaps a check of the option, never "no use".

"Returned" said of what answers a call ("the system returned 'cancelled' for #W3361211") is the
acknowledgement's verb, not a return of items: the claim is the cancellation's.

Done-claims in more words, from generic frames: "The change took." (not "took a while"), "I got
you onto the nonstop", "Switched you to HAT266.", "Consider it done", "All sorted!"; "the switch
failed" denies; "seems to have worked" hedges; "I've lodged the change" is a request. "The date
shown in your booking" and "in whatever form it's stored" defer to the record unsaid.

PaySource: the reservation's method named as "your card on file for JG7FMM" or "the one you paid
JG7FMM with" is the paying method; a balance named by its size among the user's ("your larger
balance") beside a kind word is a statement the finder cannot place: unresolved.

ReturnDate: the time left before a flight ("two days until HAT278", "a week until") and whole
days counted in hours from now ("48 hours from now") are relative dates.

A slip put right with the bare value after the marker ("a gift card — sorry, a credit card",
"..., I mean a credit card", "— make that a credit card") takes back the method's category said
before it, as it does a date's or an option's; "that's just what the order page says" passes the
statement before it on unvouched.
"At least, that's how the profile has it" does too.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WR_ADDRESS = (".", "write_effect", "WE-wt-retail-address-recorded-absent", 16)
WR_PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
WE_BAGS = (".", "write_effect", "WE-wt-baggage-late-retracted", 24)
WE_SECOND = (".", "write_effect", "WE-du-second-update-builds", 23)
IO_SIZE = (".", "item_option", "IO-op-bottle-size-adopted", 12)
IO_SCENT = (".", "item_option", "IO-op-oriental-one-late", 10)
IO_SAME_SCENT = (".", "item_option", "IO-du-exchange-same-scent", 16)
IO_DOUBLE = (".", "item_option", "IO-ver-double-check-then-adopts", 13)
RD_CONFIRM = (".", "return_date", "RD-ver-please-confirm-correct", 6)
RD_NOW = (".", "return_date", "RD-dc-now-reads-correct", 16)
PS_ID = (".", "pay_source", "PS-dis-id-only-no-use", 8)
KEYBOARD = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
EARBUDS = (".", "item_option", "IO-cc-retracted", 16)
STILL_WHITE = (".", "item_option", "IO-dc-not-through-still-white", 17)
LEFTOVER = (".", "pay_source", "PS-mf-leftover-adopted", 10)
KEPT = (".", "pay_source", "PS-du-leftover-kept-adopted", 10)
SEARCH = (".", "return_date", "RD-du-search-vprime-plus-one", 10)
NOT_THROUGH = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
CHARGED = (".", "write_effect", "WE-mf-charged-gift-card", 22)
PRE = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
CABIN = (".", "write_effect", "WE-cc-rather-than-cabin", 18)
RECHECK = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
CANCELLED = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # control
        (PRE, "The change is through, so you're on HAT266 now.", "faulty"),
        # control
        (PRE, "It's all through now: HAT266 is your new outbound.", "faulty"),
        # control
        (PRE, "The change should be through by now, so you'd be on HAT266.", "qualified"),
        (
            PRE,
            "Those updates should all be through now, including the move to HAT266.",
            "qualified",
        ),
        (PRE, "Let me confirm the change saved before we go on.", "verify"),
        (PRE, "Before anything else, let me confirm the flight change worked.", "verify"),
        (PRE, "I'll confirm the update succeeded and get back to you.", "verify"),
        # control
        (PRE, "I've asked the system to move you to HAT266.", "unresolved"),
        # control
        (PRE, "We've told the system to switch your outbound to HAT266.", "unresolved"),
        # control
        (PRE, "You're on HAT266 now.", "faulty"),
        # control
        (CANCELLED, "Your cancellation is through.", "faulty"),
        # control
        (CANCELLED, "The cancellation should be through now.", "qualified"),
        (CANCELLED, "Let me confirm the cancellation went in before we continue.", "verify"),
        (CANCELLED, "I've asked the system to cancel #W3361211.", "unresolved"),
        # control
        (CANCELLED, "All done! #W3361211 is cancelled.", "faulty"),
        (
            WR_ADDRESS,
            "I've asked the system to change the suite number on #W8665881 from 640 to 641.",
            "unresolved",
        ),
        (WR_ADDRESS, "Let me confirm the address change saved.", "verify"),
        # control
        (WR_ADDRESS, "The address update should be through now.", "qualified"),
        (
            WR_PAYMENT,
            "The switch to your Visa was accepted by the system. It may take a few days to "
            "show on your statements, so keep an eye out for the Mastercard reversal.",
            "faulty",
        ),
        (WR_PAYMENT, "The switch to your Visa went through.", "faulty"),
        # control
        (WR_PAYMENT, "I've requested the switch to your Visa ending 8902.", "unresolved"),
        # control
        (
            WR_PAYMENT,
            "The order is still charged to your Mastercard — the switch didn't take.",
            "correct",
        ),
        (
            WE_BAGS,
            "Those changes should all be through now, bags included — I'll confirm once "
            "I've looked at the reservation again.",
            "qualified",
        ),
        (
            WE_SECOND,
            "Before moving the return, let me confirm the outbound change saved — the next "
            "update has to list both flights correctly.",
            "verify",
        ),
        # control
        (EARBUDS, "The pair you have is the blue one.", "faulty"),
        # control
        (EARBUDS, "The pair you have is the white one.", "correct"),
        (
            IO_SIZE,
            "The new one (5421902839) is the 100ml, while the bottle you have is the 30ml.",
            "correct",
        ),
        (
            IO_SCENT,
            "The replacement (5421902839) is woody, while the bottle you have is oriental.",
            "faulty",
        ),
        (
            IO_SCENT,
            "The replacement (5421902839) is oriental, while the bottle you have is woody.",
            "correct",
        ),
        (
            IO_SAME_SCENT,
            "The exchange request is in — though note the item you're receiving "
            "(5421902839) is the oriental 100ml, while the bottle you have is the woody "
            "30ml, so this would change your scent. Do you want to keep it that way or "
            "switch to the woody 100ml?",
            "correct",
        ),
        (
            IO_DOUBLE,
            "Sure — I'll switch them from their current colour to blue. One moment.",
            "unresolved",
        ),
        # control
        (EARBUDS, "I'll change your earbuds' current color to the one you picked.", "unresolved"),
        (IO_SCENT, "I'll keep the current scent and only change the size.", "unresolved"),
        # control
        (EARBUDS, "Your earbuds are blue.", "faulty"),
        (RD_CONFIRM, "Your return flight is HAT278 (Wed).", "correct"),
        (RD_CONFIRM, "Your return flight is HAT278 (Fri).", "faulty"),
        (RD_CONFIRM, "Return: HAT278 (Wed.), as booked.", "correct"),
        (
            RD_NOW,
            "All set — the downgrade went through. You're now in economy on HAT003 (Sun) "
            "and HAT290 (Mon), and $4,743 is heading back to your gift card.",
            "correct",
        ),
        # control
        (RD_CONFIRM, "Your return flight HAT278 is on May 22.", "correct"),
        (
            PS_ID,
            "For JG7FMM the refund goes back to credit_card_2929732 — although your wallet "
            "files it under a different type than its name suggests. Ready to proceed?",
            "unresolved",
        ),
        (
            PS_ID,
            "The card ending 7803 is stored under a different category than I'd expect.",
            "unresolved",
        ),
        # control
        (PS_ID, "The 7803 card's type doesn't match its ID.", "unresolved"),
        # control
        (PS_ID, "The card ending 7803 is a gift card.", "faulty"),
        (
            KEYBOARD,
            "Since your current keyboard isn't a clicky one, here are the full-size clicky "
            "boards in stock: 7706410293 ($269.16) and 6342039236 ($244.91).",
            "unresolved",
        ),
        (KEYBOARD, "Your keyboard isn't a clicky one.", "unresolved"),
        # control
        (KEYBOARD, "Your keyboard isn't linear — it's tactile.", "faulty"),
        # control
        (KEYBOARD, "Your keyboard isn't tactile — it's linear.", "correct"),
        (EARBUDS, "Your earbuds aren't black.", "unresolved"),
        # control
        (EARBUDS, "Your earbuds aren't white.", "unresolved"),
        (
            LEFTOVER,
            "After the $299 booking, $201 stays on that balance for next time.",
            "unresolved",
        ),
        # control
        (LEFTOVER, "Since it's a gift card, the leftover rolls over.", "unresolved"),
        (
            KEPT,
            "The booking comes to $299, so $201 stays on that balance for your next "
            "purchase — nothing is lost. Shall I book Ivan Smith?",
            "unresolved",
        ),
        (
            KEPT,
            "With a $299 fare you'd have two hundred and one dollars left, and since it's "
            "a gift card that money carries over to your next purchase.",
            "unresolved",
        ),
        (
            STILL_WHITE,
            "I'm sorry — the change didn't go through because of a payment issue, so the "
            "order still shows the original colour. Could you confirm which payment method "
            "to use for the refund?",
            "unresolved",
        ),
        # control
        (
            STILL_WHITE,
            "I'm sorry — the change didn't go through because of a payment issue. Could "
            "you confirm which payment method to use for the refund?",
            "not_dependent",
        ),
        (
            SEARCH,
            "Now the return — I'll search SFO → IAH for the day after the date currently "
            "on your booking.",
            "unresolved",
        ),
        # control
        (
            NOT_THROUGH,
            "I'm sorry — the change was declined: economy on HAT290 is sold out for the "
            "date on your booking. Would you like to keep business, or should I look at "
            "other options?",
            "not_dependent",
        ),
        (
            CHARGED,
            "The $146 fare difference for HAT266 should come off your gift card, though I "
            "can't yet see confirmation that the change is actually on the reservation.",
            "qualified",
        ),
        # control
        (
            PRE,
            "You should be on HAT266 now, though I can't yet see confirmation on the reservation.",
            "qualified",
        ),
        # control
        (
            PRE,
            "The change went through and you're on HAT266; I can't see any evidence of problems.",
            "faulty",
        ),
        (
            PRE,
            "The reservation details are back; the flight change is in progress. I'll let "
            "you know as soon as there's an update.",
            "unresolved",
        ),
        (PRE, "The flight change is in progress.", "unresolved"),
        # control
        (PRE, "Your change went through and the refund is in progress.", "faulty"),
        (PRE, "The update shows as submitted on my end.", "unresolved"),
        (
            CABIN,
            "I've checked on JG7FMM — the cabin update is reflected on our side as "
            "submitted. I'll move on to your other bookings.",
            "unresolved",
        ),
        (CANCELLED, "The cancellation of #W3361211 is in progress.", "unresolved"),
        (
            RECHECK,
            "No problem. I'll check the catalogue entry for that exact item before "
            "changing anything, since the order page may be off.",
            "verify",
        ),
        (
            RECHECK,
            "I'll look at the product page for that item first — the order page may be wrong.",
            "unresolved",
        ),
        # control
        (
            RECHECK,
            "No problem. I'll check the catalogue for blue options before changing anything.",
            "not_dependent",
        ),
        (CANCELLED, 'The system returned "cancelled" for #W3361211.', "faulty"),
        (CANCELLED, "The system returned a cancelled status for #W3361211.", "faulty"),
        # control
        (CANCELLED, 'The cancellation call returned "cancelled" for #W3361211.', "faulty"),
        (PRE, "I got you onto the nonstop HAT266.", "faulty"),
        (PRE, "Switched you to HAT266.", "faulty"),
        (PRE, "Consider it done — HAT266 on May 19.", "faulty"),
        (PRE, "All sorted!", "faulty"),
        (PRE, "The change took.", "faulty"),
        (PRE, "The change took; HAT266 it is.", "faulty"),
        # control
        (PRE, "The update took a while, but you're on HAT266.", "faulty"),
        (PRE, "I've lodged the change.", "unresolved"),
        (PRE, "Unfortunately the switch failed, so your original flights stand.", "correct"),
        (PRE, "The change seems to have worked.", "qualified"),
        # control
        (PRE, "Would you like me to switch you to HAT266?", "not_dependent"),
        (RD_CONFIRM, "HAT278 is on the date shown in your booking.", "unresolved"),
        (
            PS_ID,
            "The refund will go to the Visa ending 7803 in whatever form it's stored.",
            "unresolved",
        ),
        # control
        (PS_ID, "The refund will go to the Visa ending 7803.", "not_dependent"),
        (PS_ID, "Your card on file for JG7FMM is a gift card.", "faulty"),
        (PS_ID, "Your card on file for JG7FMM is a credit card.", "correct"),
        (PS_ID, "The one you paid JG7FMM with is a gift card.", "faulty"),
        (PS_ID, "The one you paid JG7FMM with is a credit card.", "correct"),
        # control
        (PS_ID, "The card you booked with is a gift card.", "faulty"),
        (LEFTOVER, "Your larger balance is a certificate, so the rest is lost.", "unresolved"),
        # control
        (LEFTOVER, "Your $500 one is a gift card.", "faulty"),
        (RD_CONFIRM, "You've got two days until HAT278.", "faulty"),
        (RD_CONFIRM, "You've got a week until HAT278.", "correct"),
        (RD_CONFIRM, "HAT278 goes out 48 hours from now.", "faulty"),
        # control
        (RD_CONFIRM, "HAT278 leaves in a week.", "correct"),
        (PS_ID, "The card ending 7803 is a gift card — sorry, a credit card.", "correct"),
        (PS_ID, "The card ending 7803 is a gift card, I mean a credit card.", "correct"),
        (PS_ID, "The card ending 7803 is a gift card — make that a credit card.", "correct"),
        (PS_ID, "The card ending 7803 is a credit card — sorry, a gift card.", "faulty"),
        # control
        (PS_ID, "The card ending 7803 is a gift card — sorry, it's a credit card.", "correct"),
        (
            EARBUDS,
            "Your earbuds are blue. Mind you, that's just what the order page says.",
            "qualified",
        ),
        # control
        (EARBUDS, "Your earbuds are blue. That's just what the order says.", "qualified"),
        (
            PS_ID,
            "The card ending 7803 is a gift card. At least, that's how the profile has it.",
            "qualified",
        ),
        # control
        (
            PS_ID,
            "The card ending 7803 is a gift card. At least, that's what the profile says.",
            "qualified",
        ),
    ],
)
def test_pass49_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
