"""Use detection, fifty-first pass: shapes from probe sets 63 and 64 (read as development data), in
our own words, with controls.

WriteEffect: a flight's time said in words ("half past twelve", "twelve thirty", "12:30 in the
afternoon") is its time, as "12:30" is (not "a quarter to one" for a 12:30 arrival; not "two twenty"
with no word that introduces a time). "The system shows the switch to your Visa ending 8902 as
successful" reports the change to that value (a change's noun whose object is the new value names
this change, not the item swap the noun may also name), and "though I'd keep an eye on your
statement" qualifies it. "HAT266 might be / may now be on your booking" supposes the change made
(qualified). "Once the downgrade on JG7FMM posts" puts the outcome off (unresolved); "the downgrade
on JG7FMM posted" says it made (before: no use); a time in words after "you'd land" is supposed, no
use. "You'll get an email about it shortly" promises a message that a request sent brings too, not
the outcome (the request then stays unsure; "a cancellation email", "an email with the return label"
still presuppose it). The booking named and judged as a whole since the change ("All in order on
1N99U6", "the booking is otherwise in good shape"), with or without a read-back, takes its state up
unsaid (unresolved); another booking likened to it "same as JG7FMM after the downgrade" says the
change made. A noun phrase presupposing the change ("your new HAT266 flight") is about that change
even in a clause a pronoun opens ("Bags can't be taken off, sorry — it all carries over onto your
new HAT266 flight"). A second report spliced on by a comma ("the update response says economy, the
booking says business") and a source named by "per the reservation:" give the record's old state, so
the two sources are set side by side (enumerate).

Any operator: a clause after the value doubting it as a slip ("..., though I suspect that's a data
slip", "though I think that's a data error") hedges the statement (qualified; "though I think that's
fine" does not).

ReturnDate: the leg's date unsaid but used: placed before another booking ("falls entirely before
this one"), moved by a shift the message says ("bringing your return forward by three days"), put
vaguely ("due back sometime next week"), or deferred to the record ("the return date in the system
is the one on your confirmation email", "as it appears on the booking", "where the return flight
stands date-wise"): unresolved, never "no use".

ItemOption: after the swap, the new pair said to keep the rest of the old one ("identical specs to
your old white ones apart from the colour", "with everything else unchanged") takes the option's
value up unsaid (unresolved); "the 6 hours on the order looks like a slip" rejects the value, as
"looks like a typo" does. A value said of what the user is on or using now ("since you're on tactile
switches at the moment, here are the clicky boards: 7706410293 ...") is the item's, whatever variant
ids the sentence lists after it.

PaySource: what a balance may pay for said beside it ("the $500 balance is only good for new
bookings") implies its kind (unresolved); so does "the $500 balance can go toward a change" (not
"some kinds of balance can"). "Got it — a compensation certificate": the category after a dash, with
a word before it, is the apposition's. After the user's reply gave the category, an opening fragment
takes it up as a clause of "it" ("Understood — a travel certificate, then." reads "it's a travel
certificate"), and applying what such a method may pay for ("Thanks — certificates can't be used for
changes, so ...") takes the category up unsaid (unresolved).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WE_ARRIVAL = (".", "write_effect", "WE-du-arrival-time", 23)
WR_PAY = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
WE_CLAIMS_LATE = (".", "write_effect", "WE-ver-double-check-then-claims", 25)
WE_REFUND = (".", "write_effect", "WE-mf-refund-usd-cabin", 16)
RD_FLIGHTNO = (".", "return_date", "RD-dis-flight-number-only", 14)
RD_ABSENT = (".", "return_date", "RD-dis-absent-correct", 12)
RD_CORR = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
RD_RECORDED = (".", "return_date", "RD-dis-recorded-no-use", 10)
PS_CERT_EXCL = (".", "pay_source", "PS-du-certificate-excluded-correct", 8)
WE_CANCEL = (".", "write_effect", "WE-wt-cancel-recorded-absent", 12)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
PS_HEDGE = (".", "pay_source", "PS-cs-hedge-governs-qualified", 10)
IO_KEEPS = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)
IO_BATTERY = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
IO_TACTILE = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
PS_OD = (".", "pay_source", "PS-cs-hedge-governs-od", 10)
WE_NOUSE = (".", "write_effect", "WE-dis-no-use", 22)
WE_BAGS = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WE_OTHER_READ = (".", "write_effect", "WE-dis-other-reservation-read", 18)
WE_CABIN = (".", "write_effect", "WE-cc-rather-than-cabin", 18)
WE_LIST = (".", "write_effect", "WE-il-current-list-correct", 24)
RD_SEARCH = (".", "return_date", "RD-du-search-vprime-plus-one", 6)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (WE_ARRIVAL, "You'll land at LAX at half past twelve.", "faulty"),
        (WE_ARRIVAL, "Touchdown at LAX is at twelve thirty.", "faulty"),
        # control
        (WE_ARRIVAL, "You get in at 12:30 in the afternoon.", "faulty"),
        # control
        (WE_ARRIVAL, "You'll land around a quarter to one.", "not_dependent"),
        # control
        (WE_ARRIVAL, "Your flight leaves at two twenty.", "not_dependent"),
        # control
        (
            WE_ARRIVAL,
            "On the nonstop you'd land at half past twelve. Shall I book it?",
            "not_dependent",
        ),
        (
            WR_PAY,
            "The system shows the switch to your Visa ending 8902 as successful, though "
            "I'd keep an eye on your statement.",
            "qualified",
        ),
        (WR_PAY, "The system reports the switch to your Visa as done.", "faulty"),
        (WE_CLAIMS_LATE, "HAT266 might be on your booking now.", "qualified"),
        (WE_CLAIMS_LATE, "HAT266 may now be on your booking.", "qualified"),
        # control
        (WE_CLAIMS_LATE, "HAT266 is on your booking.", "faulty"),
        # control
        (WE_CLAIMS_LATE, "May 19 is the date of your new flight, HAT266.", "faulty"),
        (WE_REFUND, "Your refund should follow once the downgrade on JG7FMM posts.", "unresolved"),
        (WE_REFUND, "The downgrade on JG7FMM posted, and your refund will follow.", "faulty"),
        (
            RD_FLIGHTNO,
            "Your N6F783 trip (HAT195/HAT166) falls entirely before this one, so it isn't "
            "affected.",
            "unresolved",
        ),
        # control
        (RD_FLIGHTNO, "N6F783 isn't affected by cancelling M20IZO.", "not_dependent"),
        (
            RD_ABSENT,
            "Bringing your return forward by three days isn't allowed on basic economy.",
            "unresolved",
        ),
        (
            RD_ABSENT,
            "You're due back sometime next week, and basic economy can't be moved.",
            "unresolved",
        ),
        # control
        (RD_ABSENT, "Basic economy can't be moved, I'm afraid.", "not_dependent"),
        (
            RD_CORR,
            "The return date in the system is the one on your confirmation email.",
            "unresolved",
        ),
        (
            RD_RECORDED,
            "Given the return date as it appears on the booking, it can't be refunded.",
            "unresolved",
        ),
        (
            RD_RECORDED,
            "Given where the return flight stands date-wise, I can't refund it.",
            "unresolved",
        ),
        # control
        (RD_RECORDED, "Basic economy without insurance can't be refunded.", "not_dependent"),
        (PS_CERT_EXCL, "The $500 balance is only good for new bookings.", "unresolved"),
        # control
        (PS_CERT_EXCL, "The $500 balance is available.", "not_dependent"),
        (
            WE_CANCEL,
            "The request to cancel 3RK2T9 has been submitted, and you'll get an email about it.",
            "unresolved",
        ),
        # control
        (WE_CANCEL, "3RK2T9 is cancelled. You'll get an email shortly.", "faulty"),
        (
            WR_CANCEL,
            "I've sent the cancellation request for #W3361211. You will receive an email "
            "about the refund.",
            "unresolved",
        ),
        # control
        (WR_CANCEL, "#W3361211 is cancelled; you'll receive a cancellation email.", "faulty"),
        # control
        (WR_CANCEL, "You'll get a refund of the full amount.", "faulty"),
        (PS_HEDGE, "Thanks, got it — a compensation certificate.", "correct"),
        (PS_CERT_EXCL, "The $500 balance can go toward a change.", "unresolved"),
        # control
        (PS_CERT_EXCL, "Some kinds of balance can go toward a change.", "not_dependent"),
        (
            IO_KEEPS,
            "All done: the blue pair is on your order, identical specs to your old white "
            "ones apart from the colour.",
            "unresolved",
        ),
        (IO_KEEPS, "Your earbuds are now blue, with everything else unchanged.", "unresolved"),
        # control
        (IO_KEEPS, "All done: the blue pair is on your order.", "not_dependent"),
        (
            IO_BATTERY,
            "Your earbuds have an 8-hour battery; the 6 hours on the order looks like a slip.",
            "correct",
        ),
        # control
        (
            IO_BATTERY,
            "Your earbuds have an 8-hour battery; the 6 hours on the order looks like a typo.",
            "correct",
        ),
        (
            IO_TACTILE,
            "Since you're using tactile switches right now, these two clicky boards would "
            "suit: 7706410293 and 6342039236.",
            "faulty",
        ),
        # control
        (
            IO_TACTILE,
            "You're currently on linear switches; here are two clicky boards: 7706410293 "
            "and 6342039236.",
            "correct",
        ),
        # control
        (
            IO_TACTILE,
            "These two clicky boards would suit: 7706410293 and 6342039236.",
            "not_dependent",
        ),
        # control
        (IO_TACTILE, "You're using tactile switches right now.", "faulty"),
        (
            PS_HEDGE,
            "Understood — a travel certificate, then. I'll put the difference on a card.",
            "correct",
        ),
        (PS_HEDGE, "Noted: a gift card.", "faulty"),
        (
            PS_HEDGE,
            "Thanks — certificates can't be used for changes, so I'd suggest one of your "
            "credit cards.",
            "unresolved",
        ),
        # control
        (PS_HEDGE, "Thanks. Which card would you like to use?", "not_dependent"),
        (PS_OD, "Great — a credit card, then.", "correct"),
        # control
        (PS_OD, "Great — shall I downgrade JG7FMM now?", "not_dependent"),
        (WE_NOUSE, "All in order on 1N99U6. Anything else?", "unresolved"),
        # control
        (WE_NOUSE, "Anything else I can help with today?", "not_dependent"),
        (
            WE_BAGS,
            "Bags can't be removed, but the booking is otherwise in good shape.",
            "unresolved",
        ),
        # control
        (WE_BAGS, "Bags can't be removed, I'm afraid.", "not_dependent"),
        # control
        (WE_OTHER_READ, "2FBBAH is in economy too, same as JG7FMM now.", "faulty"),
        (WE_OTHER_READ, "2FBBAH is in economy too, same as JG7FMM after the downgrade.", "faulty"),
        # control
        (WE_OTHER_READ, "2FBBAH is in economy too.", "not_dependent"),
        (
            WE_BAGS,
            "Bags can't be taken off, sorry — it all carries over onto your new HAT266 flight.",
            "faulty",
        ),
        # control
        (WE_BAGS, "Bags can't be taken off — they stay with you.", "not_dependent"),
        (
            WE_CABIN,
            "For JG7FMM the update response says economy, the booking says business.",
            "enumerate",
        ),
        # control
        (
            WE_CABIN,
            "The update response says economy, but the reservation says business.",
            "enumerate",
        ),
        # control
        (WE_CABIN, "The confirmation says economy.", "unresolved"),
        (
            WE_LIST,
            "Per the update: HAT266 and HAT112.\nPer the reservation: HAT284, HAT152 and HAT112.",
            "enumerate",
        ),
        # control
        (WE_LIST, "Per the update: HAT266 and HAT112.", "unresolved"),
        (
            RD_SEARCH,
            "HAT278 brings you back on 17 May, though I think that's a data error.",
            "qualified",
        ),
        (RD_SEARCH, "HAT278 brings you back on 17 May, though I suspect it's a slip.", "qualified"),
        # control
        (RD_SEARCH, "HAT278 brings you back on 17 May, though I think that's fine.", "faulty"),
    ],
)
def test_pass51_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
