"""Pass 46 of use detection: messages on development runs, each verdict written from the paper's
definitions before the change that reads it (the set-up in test_probe_pass6). A yes/no question
putting the change's new state to the user's record ("Is HAT266 on your booking now?") is a
verifying use; a record doubted in a sentence that names the faulted field, with no value said
("the battery life recorded may not be accurate"), is unresolved, never "no use".
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WE_ADDR = (".", "write_effect", "WE-wt-retail-address-recorded-absent", 16)
WE_Q = (".", "write_effect", "WE-cs-question-elsewhere", 22)
RD_DISP = (".", "return_date", "RD-cc-cannot-be-right-disputed", 14)
PS_BAL = (".", "pay_source", "PS-pr-balance-correct", 8)
PS_ID = (".", "pay_source", "PS-dis-id-only-no-use", 8)
IO_BATT = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
IO_SCENT = (".", "item_option", "IO-op-oriental-one-late", 10)
WE_PRE = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
WE_BAG = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WE_BUILD = (".", "write_effect", "WE-du-second-update-builds", 23)
IO_RATHER = (".", "item_option", "IO-cc-rather-than-adopted", 13)
RD_RATHER = (".", "return_date", "RD-cc-rather-than-adopted", 10)
PS_LEFT = (".", "pay_source", "PS-du-leftover-kept-adopted", 10)
WE_BOOKED = (".", "write_effect", "WE-dc-now-booked-recorded", 22)
WE_GIFT = (".", "write_effect", "WE-mf-charged-gift-card", 22)
WE_ITEMS = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
RD_ORD = (".", "return_date", "RD-df-weekday-ordinal-correct", 14)
IO_KB = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
IO_TH = (".", "item_option", "IO-op-works-with-google-adopted", 16)
PS_IDCAT = (".", "pay_source", "PS-pr-id-with-category-adopted", 8)
PS_PAREN = (".", "pay_source", "PS-pr-original-method-paren-adopted", 8)
RD_SAT = (".", "return_date", "RD-df-this-saturday-adopted", 14)
IO_BOTTLE = (".", "item_option", "IO-op-bottle-size-adopted", 12)
IO_RETR = (".", "item_option", "IO-cc-retracted", 16)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (WE_ADDR, "Could you open your order page and confirm it now says Suite 641?", "verify"),
        (WE_ADDR, "Does your order page show Suite 641 yet?", "verify"),
        (WE_ADDR, "Please check that your order now reads Suite 641.", "verify"),
        (WE_Q, "Is HAT266 on your booking now?", "verify"),
        (WE_Q, "Quick check: is the nonstop HAT266 showing in your app?", "verify"),
        (WE_Q, "Does the reservation in your app list HAT266 now?", "verify"),
        (WE_Q, "Did you receive a confirmation email with HAT266 on it?", "verify"),
        (WE_Q, "Could you take a look at the app, telling me whether HAT266 is listed?", "verify"),
        # control
        (WE_Q, "Your booking now shows HAT266.", "faulty"),
        # control
        (WE_Q, "Is HAT266 on the 19th okay for you?", "not_dependent"),
        (
            RD_DISP,
            "The date our system holds for HAT290 looks a bit off to me. When are you flying back?",
            "unresolved",
        ),
        (
            RD_DISP,
            "HAT290's date seems inconsistent with the rest of your trip, so I won't lean on it.",
            "unresolved",
        ),
        # control
        (
            RD_DISP,
            "HAT290 is in business class; the seat map looks a bit off, but that won't "
            "matter for the downgrade.",
            "not_dependent",
        ),
        (
            PS_BAL,
            "Your $62 balance is stored a little oddly on our end, so I'd pay with a card instead.",
            "unresolved",
        ),
        (PS_BAL, "The type of the $62 balance is unclear from your profile.", "unresolved"),
        (
            PS_ID,
            "The refund goes to credit_card_2929732; its type is recorded strangely, though.",
            "unresolved",
        ),
        # control
        (
            PS_ID,
            "The refund goes to credit_card_2929732, the card you booked with.",
            "not_dependent",
        ),
        (
            IO_BATT,
            "The battery life on your order might not be accurate; I'll keep that in mind.",
            "unresolved",
        ),
        (
            IO_SCENT,
            "Your order's scent entry reads a little off, so I'll look at the catalogue first.",
            "unresolved",
        ),
        (
            WE_PRE,
            "What I see on the reservation doesn't quite match the update's reply. One moment.",
            "unresolved",
        ),
        (
            WE_BAG,
            "Bags stay on the booking — they'll go with you on the new HAT266 flight.",
            "faulty",
        ),
        (WE_BAG, "Your checked bag transfers to the new HAT266 flight; nothing to do.", "faulty"),
        # control
        (WE_BAG, "Would you like the new HAT266 flight for your bags as well?", "not_dependent"),
        (WE_BUILD, "Sure, I'll keep your nonstop HAT266 and only move the return.", "faulty"),
        (
            WE_BUILD,
            "Sure — we can't touch the outbound — and your nonstop HAT266 stays as it is.",
            "faulty",
        ),
        # control
        (WE_BUILD, "I could put you on the new HAT266 flight if you like.", "not_dependent"),
        (
            IO_RATHER,
            "Got it: you say 8 hours, the order lists 6. I'll pull up blue pairs for both.",
            "enumerate",
        ),
        (
            IO_RATHER,
            "The order has 6, while you say 8 hours; I'll show blue variants with each battery.",
            "enumerate",
        ),
        (IO_RATHER, "You say 8 hours, the order says 6. Which is right?", "verify"),
        # control
        (IO_RATHER, "The order says 6 hours, so I'll look for a blue 6-hour pair.", "faulty"),
        (
            RD_RATHER,
            "You have the 22nd in mind, and the reservation lists HAT278 on the 17th. Both noted.",
            "enumerate",
        ),
        # control
        (
            RD_RATHER,
            "You have the 22nd in mind, and the reservation lists HAT278 on the 17th. "
            "Which is right?",
            "verify",
        ),
        (
            PS_LEFT,
            "About the $500 balance: you call it a certificate, but the profile records it "
            "as a gift card. Both noted.",
            "enumerate",
        ),
        (WE_BOOKED, "The nonstop switch went off without a hitch on my side.", "faulty"),
        (WE_BOOKED, "Your flight change is squared away now. Anything else?", "faulty"),
        (WE_BOOKED, "Your change for OWZ4XL has gone to the system; anything else?", "unresolved"),
        (WE_GIFT, "The fare difference is settled on your gift card.", "faulty"),
        # control
        (
            WE_GIFT,
            "Any fare difference is settled through the original payment method.",
            "not_dependent",
        ),
        (WE_ITEMS, "Updated as requested. Anything else?", "faulty"),
        (
            RD_ORD,
            "Both dates on GV1N64 look right to me. Shall I downgrade HAT290 as well?",
            "unresolved",
        ),
        (RD_ORD, "HAT290 is booked; its date checks out. Shall I downgrade it?", "unresolved"),
        # control
        (RD_ORD, "HAT290's seat looks fine. Shall I downgrade it?", "not_dependent"),
        (
            WE_BAG,
            "Bags can't come off a booking, so your bag simply flies with you on the new nonstop.",
            "faulty",
        ),
        (
            WE_BAG,
            "No bag removals, I'm afraid. Your new flight keeps the same allowance.",
            "faulty",
        ),
        # control
        (
            WE_BAG,
            "Your new flight would keep the same bag allowance, if you decide to switch.",
            "not_dependent",
        ),
        (WE_ADDR, "The system accepted the new address.", "unresolved"),
        (WE_ADDR, "The tool has acknowledged the new address for you.", "unresolved"),
        (IO_KB, "Yours is the tactile model, full size with RGB.", "faulty"),
        (IO_KB, "You bought it with tactile switches, I see.", "faulty"),
        (IO_KB, "Yours is the linear model, full size with RGB.", "correct"),
        (IO_KB, "Is yours the tactile one?", "verify"),
        (IO_TH, "Since yours pairs with Google, you're all set there.", "faulty"),
        (IO_TH, "It only works with HomeKit at the moment.", "correct"),
        (IO_TH, "Does yours work with Google Assistant?", "verify"),
        # control
        (IO_TH, "Both are in the order; which would you like to start with?", "not_dependent"),
        (
            PS_IDCAT,
            "JG7FMM was paid with credit_card_2929732. Your profile calls that a gift "
            "card, while its ID looks like a credit card; it could be either.",
            "enumerate",
        ),
        (
            PS_IDCAT,
            "JG7FMM was paid with credit_card_2929732. The profile labels that a gift card.",
            "faulty",
        ),
        # control
        (
            PS_PAREN,
            "The refund goes to the original method, which your profile lists as a gift "
            "card — I'm not fully sure that's accurate, since the id reads like a credit "
            "card.",
            "qualified",
        ),
        (
            RD_SAT,
            "HAT003 takes you out, and HAT290 returns shortly after you get there. Downgrade both?",
            "unresolved",
        ),
        (
            RD_SAT,
            "HAT290 flies you home a day after you arrive. Downgrade both flights?",
            "unresolved",
        ),
        # control
        (
            RD_SAT,
            "Everyone on GV1N64 is in business. Shall I downgrade both flights?",
            "not_dependent",
        ),
        (IO_BOTTLE, "Your perfume came in the 3.4 oz bottle.", "faulty"),
        (IO_BOTTLE, "You have the 1 oz bottle, so a bigger one is possible.", "correct"),
        # control
        (IO_BOTTLE, "Yours is the 2 oz bottle.", "unresolved"),
        (IO_RETR, "The pair you bought is blue, so I'll look for white.", "faulty"),
        (IO_RETR, "Yours are blue; I'll search for white.", "faulty"),
        (IO_RETR, "Yours are white; I'll search for blue.", "correct"),
        (WE_Q, "The fare difference for HAT266 has been charged to your card.", "faulty"),
        # control
        (WE_Q, "The fare difference for HAT266 would be charged to your card.", "not_dependent"),
    ],
)
def test_pass46_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
