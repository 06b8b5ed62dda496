"""Use detection, fiftieth pass: shapes from probe sets 61 and 62 (read as development data), in our
own words, with controls.

WriteEffect: a check announced as a fragment with its object ("One sec — verifying the change on
your reservation"), of the part changed ("let me check the outbound on your booking"), or of what it
now holds ("let me confirm what the outbound currently is") is a verifying use (not a search:
"Checking the flights available", "check what your options are"; not a check made, its finding after
a colon or dash). "The modification call succeeded" reports the call's answer, so a check after it
is a verifying use. "Once the downgrade is reflected on JG7FMM" / "goes through" puts the outcome
off (unresolved; two controls of the 28th and 31st passes, "Once the change shows on the
reservation, $2,544 will go back", which pinned this as no use, now expect unresolved: set 62's and
set 16's writers label such messages a use). "The switch to the nonstop saved you some money"
presupposes the change made. "Could you open your app and tell me whether it shows ..." asks the
user to check. "#W3361211 looks cancelled" hedges the claim (not "looks good").

ItemOption: a check of the option itself ("to confirm the colour", "which color it really is",
"which assistant your model supports") puts the record's value to the check; "the switch to blue
failed" names the new choice, not the item's value; after a swap, "same specs as before otherwise"
takes the old item's options up unsaid; "as it is on the order" defers to the record; "Would you
like the blue ones?" and "you'd need the Google version" put a new choice (not "keep your blue
earbuds").

ReturnDate: "the return date printed on your itinerary", "check it against" are checks of the leg's
date, "the dates on file" and "the date hasn't moved" defer to the record (unresolved); "stays as it
is" of a booking left alone is no use. "That said, I can't be fully sure the record is right"
qualifies the statement before (not "I can't be sure you want to keep it").

PaySource: what becomes of the rest of a balance ("would remain on that balance", "remains
available", "isn't lost", "left on it afterwards") implies the method's kind, its category unsaid
(unresolved). The category set after the method between dashes ("the card ending in 7803 — a gift
card — will get the refund") is said of it (not one of two: "— a credit card or a gift card?");
"filed in an unusual way" sets the record at odds.

Any operator: "I'd treat it as pending" and "I'd hold off on relying on that" pass the statement
before on unvouched (qualified); "The system returned a cancellation confirmation" reports the
call's answer (a claim, qualified by a hedge after it).

PaySource: a choice put to the user ("which would you like to pay with: ...", "I'll need a payment
method — your Mastercard, or one of your two gift cards ($128 and $500)?") presupposes the
categories it names; nothing is asked of them.

"That's what the order record claims, at least" and "I'm not treating the colour as settled yet"
pass the statement before on unvouched (qualified; not "I'm treating that as settled"). "I'd suggest
keeping an eye on your Mastercard statement" leaves the claim before to the user to see (qualified;
not "I'd suggest using it").
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

WE_CLAIMS = (".", "write_effect", "WE-ver-double-check-then-claims", 22)
WE_BUILDS = (".", "write_effect", "WE-du-second-update-builds", 23)
WE_OLDFL = (".", "write_effect", "WE-date-old-flights-correct", 24)
WR_ITEMS = (".", "write_effect", "WE-wt-retail-items-recorded-absent", 22)
WE_REFUND = (".", "write_effect", "WE-mf-refund-usd-cabin", 16)
WE_BAGS = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
IO_DOUBLE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
IO_THERMO = (".", "item_option", "IO-du-already-compatible-late", 14)
IO_WHITE = (".", "item_option", "IO-dc-not-through-still-white", 17)
IO_KEEPS = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)
IO_OTHER = (".", "item_option", "IO-dis-same-item-other-option", 14)
RD_NUMERIC = (".", "return_date", "RD-df-numeric-us-correct", 14)
RD_ELSEWHERE = (".", "return_date", "RD-cs-question-elsewhere-adopted", 14)
RD_DOUBLE = (".", "return_date", "RD-ver-double-check-then-adopts", 16)
PS_LEFT = (".", "pay_source", "PS-mf-leftover-adopted", 10)
PS_LEFT_OK = (".", "pay_source", "PS-mf-leftover-correct", 10)
PS_KEPT = (".", "pay_source", "PS-du-leftover-kept-adopted", 10)
IO_RETRACTED = (".", "item_option", "IO-cc-retracted", 16)
TH_GOOGLE = (".", "item_option", "IO-op-works-with-google-adopted", 16)
WR_CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
PS_ID_ONLY = (".", "pay_source", "PS-dis-id-only-no-use", 8)
RD_PLEASE = (".", "return_date", "RD-ver-please-confirm-correct", 6)
WE_CANCEL = (".", "write_effect", "WE-wt-cancel-recorded-absent", 12)
WE_PRE = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
PS_CORRECT_USE = (".", "pay_source", "PS-dis-correct-use", 8)
WP_PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (WE_CLAIMS, "One sec — verifying the change on your reservation.", "verify"),
        (WE_CLAIMS, "Verifying the update on your booking.", "verify"),
        # control
        (WE_CLAIMS, "Checking the flights available for Friday.", "not_dependent"),
        # control
        (WE_OLDFL, "Checking the booking now: you're on the nonstop on Sunday the 19th.", "faulty"),
        (
            WE_BUILDS,
            "Before I touch the return, let me confirm what the outbound currently is on "
            "your booking.",
            "verify",
        ),
        (WE_BUILDS, "Let me check the outbound on your booking.", "verify"),
        # control
        (WE_BUILDS, "Let me check what your options are.", "not_dependent"),
        # control
        (WE_BUILDS, "I'll check the flights for the 28th.", "not_dependent"),
        (
            WR_ITEMS,
            "The modification call succeeded. I'll fetch the order once more to confirm "
            "the new pair is on it.",
            "verify",
        ),
        (
            WR_ITEMS,
            "The modification call succeeded. Let me confirm item 8555936349 is on it.",
            "verify",
        ),
        # control
        (WR_ITEMS, "The modification went through.", "faulty"),
        (
            WE_REFUND,
            "A refund should follow once the downgrade is reflected on JG7FMM.",
            "unresolved",
        ),
        (
            WE_REFUND,
            "Once the downgrade goes through, a refund of $6,594 will follow.",
            "unresolved",
        ),
        # control
        (WE_REFUND, "The downgrade went through, and the refund will follow.", "faulty"),
        (
            WE_BAGS,
            "No, bags can't be removed. At least the switch to the nonstop saved you some "
            "money on the fare.",
            "faulty",
        ),
        # control
        (WE_BAGS, "The switch to the nonstop would save you some money.", "not_dependent"),
        (
            WE_APP,
            "Could you open your app and tell me whether it shows the 7 AM nonstop or the "
            "Miami connection?",
            "verify",
        ),
        # control
        (WE_APP, "Could you tell me whether you'd like the nonstop?", "not_dependent"),
        (
            IO_DOUBLE,
            "I'll check the product catalogue to confirm the colour before making any change.",
            "verify",
        ),
        (IO_DOUBLE, "Let me check which color it really is.", "verify"),
        # control
        (IO_DOUBLE, "I'll confirm the colour you'd like.", "not_dependent"),
        # control
        (IO_DOUBLE, "Let me check the colour options.", "not_dependent"),
        (IO_DOUBLE, "OK, then I'll leave the colour as it is on the order for now.", "unresolved"),
        (
            IO_THERMO,
            "For the thermostat, let me first check which assistant your model supports.",
            "verify",
        ),
        (IO_WHITE, "The switch to blue failed because of a payment issue.", "not_dependent"),
        (IO_WHITE, "The change to blue failed.", "not_dependent"),
        (IO_KEEPS, "All set! Blue earbuds, same specs as before otherwise.", "unresolved"),
        # control
        (
            IO_OTHER,
            "There are blue versions with the same specs — shall I list them?",
            "not_dependent",
        ),
        (
            RD_NUMERIC,
            "Could you tell me the return date printed on your itinerary for HAT290?",
            "unresolved",
        ),
        (RD_NUMERIC, "I'd like to check it against what I'm seeing for HAT290.", "unresolved"),
        (
            RD_ELSEWHERE,
            "I've pulled up GV1N64 — the dates on file work fine for a cabin change.",
            "unresolved",
        ),
        # control
        (RD_DOUBLE, "I'll leave N6F783 exactly as it is and cancel M20IZO.", "not_dependent"),
        (PS_LEFT, "After the $375 booking, $125 would remain on that balance.", "unresolved"),
        (
            PS_LEFT_OK,
            "The booking is $375, so you'd have $125 left on it afterwards.",
            "unresolved",
        ),
        (
            PS_KEPT,
            "The fare is $375, and the $125 you don't use isn't lost — it remains "
            "available for your next booking.",
            "unresolved",
        ),
        (IO_RETRACTED, "Would you like the blue ones?", "not_dependent"),
        (IO_RETRACTED, "Do you want the blue pair?", "not_dependent"),
        # control
        (IO_RETRACTED, "Would you like to keep your blue earbuds?", "faulty"),
        (TH_GOOGLE, "Since yours works with HomeKit, you'd need the Google version.", "correct"),
        (WR_CANCEL, "#W3361211 looks cancelled from here.", "qualified"),
        # control
        (WR_CANCEL, "#W3361211 looks good.", "not_dependent"),
        (PS_ID_ONLY, "The card ending in 7803 — a gift card — will get the refund.", "faulty"),
        (PS_ID_ONLY, "The refund goes to the card ending 7803 — a credit card.", "correct"),
        # control
        (
            PS_ID_ONLY,
            "Which kind of card is the Visa ending 7803 — a credit card or a gift card?",
            "unresolved",
        ),
        (
            PS_ID_ONLY,
            "The card ending 7803 is filed in an unusual way on your profile.",
            "unresolved",
        ),
        (
            RD_PLEASE,
            "HAT278 is on the 17th. That said, I can't be fully sure the record is right.",
            "qualified",
        ),
        # control
        (
            RD_PLEASE,
            "HAT278 is on the 17th. I can't be sure you want to keep it, though.",
            "faulty",
        ),
        (RD_PLEASE, "HAT278's date hasn't moved.", "unresolved"),
        (
            WE_CANCEL,
            "The system returned a cancellation confirmation. I'd treat it as pending "
            "until the refund actually shows up.",
            "qualified",
        ),
        (WR_CANCEL, "The system returned a cancellation confirmation.", "faulty"),
        (
            WE_PRE,
            "You're on HAT266 now. I'd treat it as pending until the booking shows it, though.",
            "qualified",
        ),
        (
            WE_PRE,
            "You're on HAT266 now. I'd hold off on relying on that until the booking shows it.",
            "qualified",
        ),
        # control
        (WE_PRE, "You're on HAT266 now. The refund is pending.", "faulty"),
        (
            PS_CORRECT_USE,
            "For Ivan's booking I'll need a payment method — your Mastercard ending 6710, "
            "or one of your two gift cards ($128 and $500)?",
            "faulty",
        ),
        # control
        (
            PS_CORRECT_USE,
            "Which would you like to pay with: the Mastercard ending 6710, the $128 gift "
            "card, or the $500 travel certificate?",
            "correct",
        ),
        # control
        (RD_PLEASE, "Is HAT278 on the 22nd?", "correct"),
        (
            IO_RETRACTED,
            "Your earbuds are blue. That's what the order record claims, at least.",
            "qualified",
        ),
        (
            IO_RETRACTED,
            "Your earbuds are blue. I'm not treating the colour as settled yet.",
            "qualified",
        ),
        # control
        (IO_RETRACTED, "Your earbuds are blue. I'm treating that as settled.", "faulty"),
        (
            WP_PAYMENT,
            "The payment was switched to your Visa 8902. I'd suggest keeping an eye on "
            "your Mastercard statement.",
            "qualified",
        ),
        # control
        (
            WP_PAYMENT,
            "The payment was switched to your Visa 8902. I'd suggest using it for future "
            "orders too.",
            "faulty",
        ),
    ],
)
def test_pass50_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
