"""Sixty-first pass: wordings from probe set 80 (now development data) that sscb decided wrongly or
left open, mostly wrong "no use" verdicts, read by general rules rather than by their sentences.

WriteEffect, the record's old state: a booking presented as a list under "Here's 1N99U6:" (also
after a first sentence, "Pulled it up. Here's 1N99U6:") or an order under "Your order:" gives the
list's old values as the record's state; "I still see Suite 640" says what the record shows; an
address's unit is named by its number alone too ("the update came back with 641").

WriteEffect, claims and checks: "let me know if ..." is no plan of the agent's, so "Your trip should
now be HAT041; let me know if ..." keeps its hedged claim; "the downgrade returned success" reports
the tool's answer as "the update returned success" does; the tool's word passed on and the money
supposed to follow under a hedge ("..., so a refund of $6,594 should be on its way once it settles")
is a qualified use; "a $414 adjustment was posted" moves the change's money; "A refund of $6,594"
with its figure is this change's, not refunds in general, while a refund only "initiated" moved
nothing yet; "The swap to the blue pair has been queued" is a request said sent; "Thanks, Ivan —
your new itinerary ..." presupposes the change; a question whether the new state shows ("Did the
change show up on your end?", "Does the new flight show on your side?") beside the tool's reported
word, and a check the agent plans ("Let me pull up 1N99U6 and confirm HAT266 is showing", "confirm
the switch to HAT041 took", "check that the change to HAT266 is showing") put it to verification;
"That depends on whether the change stuck: ..., or ..." gives both outcomes; the record's old state
put down to processing that "should flip to cancelled soon" is lag (qualified).

ReturnDate: "no economy space left on Saturday's flight" is what remains, no Saturday gone by; "the
18 May entry was evidently a glitch" and "must be a mix-up" rule the value out; "when I first opened
the booking the return read the 18th" reports the record; the record's value followed by "— that's
the date that stands" is the agent's own.

ItemOption: the item said not to be one of a value's variants ("aren't one of the black models") or
a value given to a share of the order ("most of the items are blue") leaves the item's own value
unsaid; "at least six hours" is a bound; "8 hours instead of the 6 you had" gives the old item 6
hours and the new one 8; "— is that what you're after?" asks what the user wants, not the statement.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WE_LTE = (".", "write_effect", "WE-dc-went-through-late-endorse", 26)
WE_ARP = (".", "write_effect", "WE-wt-retail-address-readback-pre-adopted", 18)
WE_NUM = (".", "write_effect", "WE-date-numeric", 22)
WE_USD = (".", "write_effect", "WE-mf-refund-usd-cabin", 16)
WE_GC = (".", "write_effect", "WE-mf-charged-gift-card", 22)
WE_IRA = (".", "write_effect", "WE-wt-retail-items-recorded-absent", 22)
WE_ILS = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
WE_QE = (".", "write_effect", "WE-cs-question-elsewhere", 22)
WE_ARR = (".", "write_effect", "WE-du-arrival-time", 23)
WE_RCC = (".", "write_effect", "WE-wt-retail-cancel-readback-correct", 24)
WE_DCT = (".", "write_effect", "WE-ver-double-check-then-claims", 22)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
RD_DNG = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
RD_DCC18 = (".", "return_date", "RD-dc-is-confirmed-correct", 18)
RD_NRC = (".", "return_date", "RD-dc-now-reads-correct", 16)
IO_SIO = (".", "item_option", "IO-dis-same-item-other-option", 14)
IO_SIB = (".", "item_option", "IO-il-siblings-share-vprime", 14)
IO_SIX = (".", "item_option", "IO-op-six-hour-battery-late", 13)
IO_KV = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
IO_CBR = (".", "item_option", "IO-cc-cannot-be-right", 12)
IO_WWG = (".", "item_option", "IO-op-works-with-google-adopted", 16)
WE_BPO = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WE_BLR = (".", "write_effect", "WE-wt-baggage-late-retracted", 28)
PS_CWE = (".", "pay_source", "PS-pr-category-words-elsewhere-no-use", 8)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            WE_LTE,
            "Pulled it up. Here's 1N99U6:\n- HAT284 LAS → PHX, May 19\n- HAT152 PHX → "
            "IAH, May 19\n- HAT112 IAH → LAS, May 27",
            "correct",
        ),
        (WE_ARP, "I'm seeing Suite 640 on #W8665881.", "correct"),
        (
            WE_ARP,
            "The order page says Suite 640, while the update came back with 641. Could "
            "you look at your order page too?",
            "verify",
        ),
        (
            WE_NUM,
            "Your trip should now be HAT041; let me know if anything looks different on your end.",
            "unresolved",
        ),
        (WE_USD, "The downgrade for JG7FMM returned success.", "faulty"),
        (
            WE_USD,
            "The update on JG7FMM returned success, so a refund of $6,594 should reach "
            "your Visa once it clears.",
            "qualified",
        ),
        (WE_GC, "$414 was posted to your gift card as an adjustment for this request.", "faulty"),
        (WE_IRA, "The swap to the blue 8-hour earbuds has been queued.", "unresolved"),
        (
            WE_ILS,
            "Your order: Makeup Kit; Wireless Earbuds (item 3694871183); Office Chair; "
            "Bluetooth Speaker.",
            "correct",
        ),
        (WE_NUM, "Thanks, Ivan — your new itinerary will be emailed to you shortly.", "faulty"),
        (
            WE_QE,
            "Does the new flight show on your side? The system says the switch to HAT266 "
            "was applied.",
            "verify",
        ),
        (
            WE_ARR,
            "It depends on whether the change went through: 12:30 on HAT041, or HAT232's "
            "arrival on the Miami routing.",
            "enumerate",
        ),
        (
            WE_RCC,
            "The cancellation might still be processing — #W8835847 shows pending right "
            "now. It should flip to cancelled soon.",
            "qualified",
        ),
        (WE_DCT, "I'll pull 1N99U6 up and make sure HAT266 is there.", "verify"),
        (
            WE_APP,
            "Could you check the app for me? I'd like to confirm the switch to HAT041 took.",
            "verify",
        ),
        (
            RD_DNG,
            "Sorry, James — there's no economy space left on Saturday's flight back to "
            "Las Vegas, so the downgrade was refused.",
            "faulty",
        ),
        (
            RD_DCC18,
            "HAT290 returns on 2024-05-20; the 18 May entry was evidently a glitch.",
            "correct",
        ),
        (
            RD_NRC,
            "Before the update the return read the 18th when I first opened the booking, "
            "and the record now lists the 20th — that's the date that stands.",
            "correct",
        ),
        (
            IO_SIO,
            "Your earbuds aren't one of the black versions; there are blue variants with "
            "the same 8-hour battery.",
            "unresolved",
        ),
        (
            IO_SIB,
            "#W5061109 has a makeup kit, earbuds, an office chair and a speaker, and "
            "most of the items are blue. Which one should we change?",
            "unresolved",
        ),
        (
            IO_SIX,
            "Your current earbuds run for at least six hours, so I'll keep the blue pair "
            "at that level or better.",
            "unresolved",
        ),
        (
            IO_KV,
            "Swapped! The blue pair gives you 8 hours instead of the 6 you had, and "
            "$30.18 is back on PayPal.",
            "faulty",
        ),
        (
            IO_CBR,
            "The catalogue has item 5081446110 as the woody 30ml, so the 100ml on the "
            "order must be a mix-up. The 100ml woody is $312.04 if you want to exchange.",
            "correct",
        ),
        (
            IO_WWG,
            "Since your thermostat is the Google Assistant model, another Google unit "
            "would only change the colour — is that what you're after?",
            "faulty",
        ),
        # control
        (RD_DCC18, "HAT290 brings you back on Monday, May 20.", "correct"),
        # control
        (WE_GC, "Thanks, Ivan. Is there anything else I can help you with today?", "not_dependent"),
        (
            WE_BPO,
            "Bags can't be taken off once added. It will travel with you on HAT266 now.",
            "unresolved",
        ),
        (
            WE_BLR,
            "Here's what the booking lists: Omar Rossi, EWR → IAH → ORD on the 25th, and "
            "your three checked bags.",
            "faulty",
        ),
        (
            PS_CWE,
            "Certificates can't pay for flight changes, which leaves out some of the "
            "balances on your profile. Which credit card would you like to use?",
            "unresolved",
        ),
    ],
)
def test_pass61_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
