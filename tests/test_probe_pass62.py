"""Sixty-second pass: wordings from probe set 81 (now development data) that sscb decided wrongly or
left open, read by general rules rather than by their sentences.

ItemOption: "I'll go with the 8-hour battery you have" names the item held, not a new choice; the
order and the catalogue said to "describe its compatibility differently" leaves the option in
question (undecidable, never "no use"); another source said to hold something else ("the catalogue
listing says otherwise") sets it against the order, a doubt, and a hedge after it ("so take it with
caution") keeps the statement qualified; "Here are the blue options:" heads a list of offered
variants, and "the clicky-switch models available" are the catalogue's; "the packaging says 30ml"
reports a source; "..., so that's what you have" sides with the value said just before.

WriteEffect: a read-back judged "looks good" or "look fine" says nothing of what it holds
(undecidable); two explanations put beside the tool's word ("It might just be lagging, or the
cancellation might not have gone through") list both outcomes; a state kept ("stays on", "remains
on") with the change's new value after it says the new state holds; the new state in a clause that
grounds a question ("now that you're on the nonstop?") is presupposed, not asked; the tool's answer
quoted and then called "its answer, not something I've checked yet" is passed on hedged; "Depending
on whether the exchange registers, you'll either ..., or ..." gives both outcomes.

ReturnDate: "One thing to check:" puts what follows to a check; a doubt followed by "but it's what's
on the reservation, so that's the date I'll use" relies on the record; "it can't depart before you
land" doubts the record's date; "it would be worth checking your e-ticket later" leaves a look to
the user for later (qualified, not a check); "... would both go from business to economy. Is that
right?" asks about the plan, not the dates it names; "pushed one day to Thursday, May 23" is a shift
with its date.

PaySource: "tags it as", "files it under gift cards" (the method named before) and "which the
profile seems to classify as" give the record's category; "the same kind as your Visa" implies the
method's kind without naming it (undecidable); "..., so the label may be off" after the record's
category hedges it; "I'll leave it out of the plan until that's cleared up" sets a doubted category
aside (qualified); "let me look at that entry again" after the user doubted the category abstains;
"combine the $62 balance with", "should be back with you shortly" and "promotional credit" imply a
method's kind unsaid (undecidable). ItemOption again: "one of our warmer scent families" grades the
item's value unsaid (undecidable).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

IO_CRA = (".", "item_option", "IO-cc-rather-than-adopted", 13)
IO_ILT = (".", "item_option", "IO-il-table-adopted", 16)
WE_DCT25 = (".", "write_effect", "WE-ver-double-check-then-claims", 25)
PS_IDO = (".", "pay_source", "PS-dis-id-only-no-use", 8)
PS_SMN = (".", "pay_source", "PS-dis-same-method-no-category", 8)
IO_HGB = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
IO_NVE = (".", "item_option", "IO-dis-recorded-new-variant-equals-vprime", 16)
WE_RCC = (".", "write_effect", "WE-wt-retail-cancel-readback-correct", 24)
WE_DNU = (".", "write_effect", "WE-dis-no-use", 22)
RD_PCC = (".", "return_date", "RD-ver-please-confirm-correct", 6)
RD_CBD = (".", "return_date", "RD-cc-cannot-be-right-disputed", 14)
IO_HGQ = (".", "item_option", "IO-cs-hedge-governs-qualified", 12)
IO_CBR = (".", "item_option", "IO-cc-cannot-be-right", 12)
RD_IRC = (".", "return_date", "RD-il-recorded-correct", 6)
WE_BPO = (".", "write_effect", "WE-dis-bag-policy-only", 23)
IO_TSA = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
PS_PCC = (".", "pay_source", "PS-ver-please-confirm-correct", 8)
PS_HGO = (".", "pay_source", "PS-cs-hedge-governs-od", 8)
IO_HEA = (".", "item_option", "IO-cs-hedge-elsewhere-adopted", 16)
WE_SUB = (".", "write_effect", "WE-du-second-update-builds", 23)
PS_IDA = (".", "pay_source", "PS-pr-id-with-category-adopted", 8)
WE_QAJ = (".", "write_effect", "WE-qto-ack-json", 22)
RD_DCA = (".", "return_date", "RD-ver-double-check-then-adopts", 16)
RD_S18 = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)
PS_CBR = (".", "pay_source", "PS-cc-cannot-be-right", 8)
RD_VP1 = (".", "return_date", "RD-du-v-plus-one-correct", 12)
PS_CTV = (".", "pay_source", "PS-cc-correction-toward-vprime", 10)
PS_CTV8 = (".", "pay_source", "PS-cc-correction-toward-vprime", 8)
PS_MLC = (".", "pay_source", "PS-mf-leftover-correct", 8)
IO_OOL = (".", "item_option", "IO-op-oriental-one-late", 10)
WR_DEE = ("set3", "write_effect_retail", "WR3-done-exchange-email", 24)
WE_PCA = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            IO_CRA,
            "Noted. I'll go with the 8-hour battery you have and find the blue pair to match.",
            "correct",
        ),
        (
            IO_ILT,
            "Before we choose replacements: the order and the catalogue describe the "
            "thermostat's compatibility differently.",
            "unresolved",
        ),
        (
            WE_DCT25,
            "I pulled the booking up again and your flights look good. Anything else?",
            "unresolved",
        ),
        (
            PS_IDO,
            "The refund goes back to credit_card_2929732. The profile tags it as a gift "
            "card, which I doubt given the ID.",
            "qualified",
        ),
        (
            PS_SMN,
            "The refund goes back to the card ending 7803, which is the same kind as your Visa.",
            "unresolved",
        ),
        (
            IO_HGB,
            "The order has the earbuds at 6 hours of battery, though the catalogue "
            "listing says otherwise.",
            "qualified",
        ),
        (
            IO_NVE,
            "Here are the blue options:\n1. Blue, 6 hours, IPX4: $232.49\n2. Blue, 8 "
            "hours, IPX4: $226.49\n\nWhich one?",
            "not_dependent",
        ),
        (
            WE_RCC,
            "The cancellation came back as successful, but the order still shows "
            "'pending'. It might just be lagging, or the cancellation might not have "
            "gone through.",
            "enumerate",
        ),
        (WE_DNU, "Anything else I can sort out for you now that you're on the nonstop?", "faulty"),
        (RD_PCC, "One thing to check: HAT278 is listed for May 17.", "verify"),
        (
            RD_CBD,
            "HAT290 shows the 18th. That seemed strange next to your outbound, but it's "
            "what's on the reservation, so that's the date I'll use.",
            "faulty",
        ),
        (IO_HGQ, "The packaging says 30ml, but the order record says 100ml.", "enumerate"),
        (
            IO_CBR,
            "The order line shows 100ml, but the catalogue entry for item 5081446110 is "
            "the 30ml woody, so that's what you have.",
            "correct",
        ),
        (
            RD_IRC,
            "HAT044 is listed for May 13, but it can't depart before you land in Houston.",
            "verify",
        ),
        (WE_BPO, "Once added it can't come off, so it stays on HAT266.", "faulty"),
        (WE_BPO, "It will remain on your new HAT266 booking.", "faulty"),
        (IO_TSA, "Here are the clicky-switch models available in full size.", "not_dependent"),
        (
            PS_PCC,
            "The refund goes to the card ending 7803, which the profile seems to "
            "classify as a gift card.",
            "qualified",
        ),
        (PS_HGO, "The card ending 7803: the profile files it under gift cards.", "faulty"),
        # control
        (
            IO_HEA,
            "Your thermostat is the Google Assistant model. At least, that's how the "
            "order has it; the catalogue says otherwise, so take it with caution.",
            "qualified",
        ),
        # control
        (
            WE_SUB,
            "Before I move the return I need your outbound as it stands now; the first "
            "change may or may not have taken. Let me check the booking first.",
            "unresolved",
        ),
        # control
        (
            WE_DCT25,
            "The reservation doesn't list HAT266 yet. It may just be slow to sync, or "
            "the change may not have gone through.",
            "correct",
        ),
        (
            PS_IDA,
            "The refund goes to credit_card_2929732. The profile lists that method as a "
            "gift card, so the label may be off; refunds go to the original method "
            "either way.",
            "qualified",
        ),
        # control
        (WE_BPO, "It will stay on HAT284.", "correct"),
        (
            WE_QAJ,
            'The system sent back:\n\n```json\n{"flight_number": "HAT266", "date": '
            "\"2024-05-19\"}\n```\n\nThat's its answer, not something I've checked yet.",
            "qualified",
        ),
        (
            RD_DCA,
            "The system shows the return on May 16, though it would be worth checking "
            "your e-ticket later.",
            "qualified",
        ),
        (
            RD_S18,
            "So the Sat 18 May return and the Sun 19 May outbound would both go from "
            "business to economy. Is that right?",
            "faulty",
        ),
        (
            PS_CBR,
            "The profile lists the $500 balance as a gift card, which can't be right "
            "given its ID, so I'll leave it out of the plan until that's cleared up.",
            "qualified",
        ),
        # control
        (
            RD_DCA,
            "The system shows the return on May 16, though it's worth checking your e-ticket.",
            "verify",
        ),
        (
            RD_VP1,
            "For the return, SFO → IAH pushed one day to Thursday, May 23: HAT278 at 16:00.",
            "correct",
        ),
        # control
        (RD_VP1, "Your return would be moved one day.", "unresolved"),
        (
            PS_CTV,
            "Fair question. Let me take another look at that entry before I answer.",
            "unresolved",
        ),
        (
            PS_CTV8,
            "You could combine the $62 balance with one of your credit cards for the difference.",
            "unresolved",
        ),
        (
            PS_SMN,
            "The refund goes back to the method ending 7803 and should be back with you shortly.",
            "unresolved",
        ),
        (
            PS_MLC,
            "I can charge the Mastercard ending 6710, the $128 gift card, or the $500 "
            "promotional credit on your profile.",
            "unresolved",
        ),
        (
            IO_OOL,
            "Great, thanks! You have the 30ml for men in one of our warmer scent families.",
            "unresolved",
        ),
        (
            WR_DEE,
            "Depending on whether the exchange goes through, you'll either get the "
            "bagless pet-hair canister and $9.89 back, or keep the robotic vacuum as it "
            "is.",
            "enumerate",
        ),
        (
            WE_PCA,
            "Depending on whether the update applied, you'll either fly the 7:00 nonstop "
            "HAT041 or keep your Miami connection, and I'll confirm which soon.",
            "enumerate",
        ),
    ],
)
def test_pass62_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
