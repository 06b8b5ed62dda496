"""Sixtieth pass: wordings from probe set 79 (now development data) that sscb decided wrongly or
left open, read by general rules rather than by their sentences.

Time said loosely: the return placed against now ("still roughly a week away", "falls within the
week") with today said beside it, and a day "off from" the outbound (either way round), leave the
date unsaid: unresolved, never a date counted from the outbound.

Doubt, set-aside and correction: a record that "looks corrupted", "I'd like it corrected", a return
that "can't precede the outbound", an entry "obviously off" doubt or rule out the value; "I'm
treating the return date as undetermined" and "I won't read anything into it" set it aside (not
where a check is to come: "until we've checked it"); "I had it down as a gift card, but ...", "I'd
assumed it was ..., but" take the agent's earlier belief back; "isn't really a certificate, it's a
gift card" denies the first; "Should I record it as a certificate?" asks which it is (no go-ahead);
"I want to be certain" puts the value to a check; "I'll flag that" is a note for someone else, no
check of the agent's own; "perhaps the profile is wrong" is the agent's reservation (qualified, with
only a go-ahead asked).

PaySource: "as are the $500 and $250 certificates", after the target said to be one, lists the
others, no total of the category; a refund to a category said where the target is named ("Refunds to
credit cards are allowed, so the difference goes back there") and "the travel funds on your profile"
take the category up unsaid.

Item options: "swaps it for the oriental 100ml" and "Shall I use the white Google Assistant model?"
name the new item; "8 hours instead of the 6 hours you had" gives the old item 6 hours.

WriteEffect: "To be on the safe side, you could check the order status" leaves a look to the user
(qualified); "I'd like another set of eyes on it" and "could you reload your trip and tell me
whether" put the change to a check, as does "I also want to re-read JG7FMM" and "Has the
confirmation email arrived for you yet?"; "came back confirmed" reports the tool's success, and the
record's not showing it put down to lag is explained away (qualified); "you're eligible for a $280
refund" says what the rules give, no money moved; "If your Mastercard still shows it next week, let
me know" supposes the failure, which hedges the change (beside an outcome said, it adds nothing);
the travel date the change keeps ("Your travel date remains the same") says nothing of it.

Second round, where a decided "no use" should abstain: what the balance left on a method will do,
said of "the card" after the user asked about a kind ("you'd still have $125 left on the card
afterwards for future trips"), a category denied where the method is named ("it's a card, not a
travel certificate"), the return "coming up very soon" or flights "on consecutive days", a change
that "can take a few minutes to show up in the app", and "two more hours of battery than your old
ones" take the value up unsaid: unresolved. A question about a cancellation's reason ("the reason is
a change of plans, right?") asks nothing about the fact.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_ABS = (".", "return_date", "RD-dis-absent-correct", 12)
RD_UPD = (".", "return_date", "RD-dis-update-call-correct", 14)
RD_DCC = (".", "return_date", "RD-dc-is-confirmed-correct", 14)
RD_QJA = (".", "return_date", "RD-qto-json-adopted", 14)
RD_DRN = (".", "return_date", "RD-dis-recorded-no-use", 10)
RD_RATHER = (".", "return_date", "RD-cc-rather-than-adopted", 10)
RD_ILR = (".", "return_date", "RD-il-recorded-correct", 8)
PS_HGO = (".", "pay_source", "PS-cs-hedge-governs-od", 10)
PS_LKA = (".", "pay_source", "PS-du-leftover-kept-adopted", 10)
PS_BAL = (".", "pay_source", "PS-pr-balance-correct", 8)
PS_RTA = (".", "pay_source", "PS-cc-rather-than-adopted", 11)
PS_SMN = (".", "pay_source", "PS-dis-same-method-no-category", 8)
PS_PCA = (".", "pay_source", "PS-du-pay-change-action-only", 8)
PS_ID = (".", "pay_source", "PS-dis-id-only-no-use", 8)
IO_WIR = (".", "item_option", "IO-ver-which-is-right", 16)
IO_ESS = (".", "item_option", "IO-du-exchange-same-scent", 16)
IO_VPC = (".", "item_option", "IO-ver-please-confirm", 10)
IO_KV = (".", "item_option", "IO-dc-modified-keeps-v-correct", 19)
WE_RCA = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)
WE_APP = (".", "write_effect", "WE-ver-please-confirm-in-app", 22)
WE_RBP = (".", "write_effect", "WE-wt-return-readback-pre-correct", 18)
WE_CRA = (".", "write_effect", "WE-wt-cancel-recorded-absent", 12)
WE_NUM = (".", "write_effect", "WE-date-numeric", 22)
WE_ORR = (".", "write_effect", "WE-dis-other-reservation-read", 18)
PS_DNG = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 12)
WE_PRA = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
WE_QE = (".", "write_effect", "WE-cs-question-elsewhere", 22)
WE_RAA = (".", "write_effect", "WE-wt-retail-address-recorded-absent", 16)
PS_MLA = (".", "pay_source", "PS-mf-leftover-adopted", 10)
PS_MLC = (".", "pay_source", "PS-mf-leftover-correct", 10)
RD_FNO = (".", "return_date", "RD-dis-flight-number-only", 14)
RD_UPD18 = (".", "return_date", "RD-dis-update-call-correct", 18)
RD_VDA = (".", "return_date", "RD-ver-double-check-then-adopts", 16)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_ABS,
            "You'd need to cancel and rebook to get home earlier. Your return is still "
            "roughly a week away, so there's time to decide.",
            "unresolved",
        ),
        (
            RD_UPD,
            "I'll move the three of you on GV1N64 to economy. Since your return flight "
            "falls within the week, I'd suggest we handle it today.",
            "unresolved",
        ),
        (
            RD_DCC,
            "To recap: economy for all three on GV1N64, the outbound on Sunday and the "
            "return just a day off from it. Shall I submit?",
            "unresolved",
        ),
        (
            RD_QJA,
            "The record has HAT290 on May 18, which looks corrupted next to the outbound.",
            "qualified",
        ),
        (
            RD_QJA,
            "HAT290 shows `2024-05-18`. I'm treating the return date as undetermined for "
            "now; the downgrade goes ahead regardless.",
            "qualified",
        ),
        (
            RD_QJA,
            "HAT290 is listed for May 18, but the return can't precede the outbound.",
            "verify",
        ),
        (
            RD_DRN,
            "IFOYYZ's return leg shows the 14th, before its outbound on the 28th, so I "
            "won't read anything into it. NQNU5R is refundable; shall I go ahead?",
            "qualified",
        ),
        (
            RD_RATHER,
            "Yes, the 22nd it is. The entry showing the 17th is obviously off. So the "
            "new return would be the 23rd.",
            "correct",
        ),
        (
            RD_ILR,
            "Your Houston → Chicago leg is listed for the 13th, which I'd like corrected "
            "before anything else.",
            "qualified",
        ),
        (
            PS_HGO,
            "Thanks — I had it down as a gift card, but I'll treat it as your Visa "
            "credit card. The refund goes back to the card ending 7803.",
            "correct",
        ),
        (
            PS_HGO,
            "I'd assumed it was a gift card, but it's a credit card, so the refund goes "
            "back to that Visa ending 7803.",
            "correct",
        ),
        (
            PS_LKA,
            "Your $500 balance isn't really a certificate, it's a gift card, so anything "
            "left after the booking stays on it.",
            "faulty",
        ),
        (
            PS_BAL,
            "Your $62 balance is a travel certificate, as are the $500 and $250 "
            "certificates, so none of them can pay for a change.",
            "faulty",
        ),
        # control
        (
            PS_BAL,
            "The $62 gift card can go toward it; the certificates ($500 and $250) can't "
            "be used for changes.",
            "correct",
        ),
        (
            PS_RTA,
            "The profile lists the $500 one as a gift card, though you may be right. "
            "Should I record it as a certificate?",
            "verify",
        ),
        (
            PS_SMN,
            "JG7FMM was paid with the 7803 card. Refunds to credit cards are allowed on "
            "downgrades, so the difference goes straight back there.",
            "unresolved",
        ),
        (
            PS_PCA,
            "I'll make the change now and take the difference from the travel funds on "
            "your profile.",
            "unresolved",
        ),
        (
            PS_ID,
            "The refund for JG7FMM goes to credit_card_2929732, though its type is "
            "listed as gift card, which contradicts the id. I'll flag that; the refund "
            "still goes there.",
            "qualified",
        ),
        (
            IO_WIR,
            "The order has Google Assistant, the catalogue Apple HomeKit for that item "
            "id. I'll go by the catalogue: it's a HomeKit unit. Shall I use the white "
            "Google Assistant model?",
            "correct",
        ),
        (
            IO_ESS,
            "Done. Your current bottle is the woody 30ml, and the exchange swaps it for "
            "the oriental 100ml.",
            "correct",
        ),
        (
            IO_VPC,
            "The order data lists oriental for your perfume, but I want to be certain.",
            "verify",
        ),
        (IO_KV, "Your new pair has 8 hours of battery instead of the 6 hours you had.", "faulty"),
        (
            WE_RCA,
            "The system accepted the cancellation of #W3361211. To be on the safe side, "
            "you could check the order status in your account tomorrow.",
            "qualified",
        ),
        (
            WE_APP,
            "The system accepted the switch, but I'd like another set of eyes on it: "
            "could you reload your trip and tell me whether it shows the nonstop?",
            "verify",
        ),
        (
            WE_RBP,
            "The return request came back confirmed, though the order lookup doesn't "
            "reflect it yet. It can take a moment to propagate.",
            "qualified",
        ),
        (
            WE_CRA,
            "I've put in the cancellation of 3RK2T9. As it was booked less than 24 hours "
            "ago, you're eligible for a full $280 refund to your gift card.",
            "unresolved",
        ),
        (
            WE_NUM,
            "Your travel date remains the same, the 21st. Anything else I can help with?",
            "not_dependent",
        ),
        (
            WE_ORR,
            "LQ940Q is already economy. I also want to re-read JG7FMM: the downgrade "
            "reply looked fine, but I haven't checked the booking itself.",
            "verify",
        ),
        (
            PS_DNG,
            "The payment was declined because certificates aren't accepted, which is "
            "strange if the $500 is a gift card as your profile says; perhaps the "
            "profile is wrong. Shall I use your Mastercard instead?",
            "qualified",
        ),
        (
            WE_PRA,
            "I've put the request in to move the $321.18 charge to your Visa ending "
            "8902. If your Mastercard still shows it next week, just let me know.",
            "qualified",
        ),
        (
            WE_QE,
            "Has the confirmation email for HAT266 arrived for you yet? If not, the "
            "change may still be going through.",
            "verify",
        ),
        # control
        (
            WE_RAA,
            "The address change was accepted. If the order still lists Suite 640 "
            "tomorrow, let me know.",
            "unresolved",
        ),
        (
            PS_MLA,
            "The fare is $375, so you'd still have $125 left on the card afterwards for "
            "future trips.",
            "unresolved",
        ),
        (
            PS_MLC,
            "Of course. Ivan's ticket is $375, so you'd keep a hundred and twenty-five "
            "dollars on the card for future use.",
            "unresolved",
        ),
        (
            PS_ID,
            "The refund for JG7FMM goes back to credit_card_2929732 — it's a card, not a "
            "travel certificate, so the whole difference comes back.",
            "unresolved",
        ),
        (
            RD_FNO,
            "M20IZO is the Orlando trip. N6F783's return is coming up very soon, so tell "
            "me if you need anything there.",
            "unresolved",
        ),
        (
            RD_UPD18,
            "Done — everyone is in economy on both flights, which fall on consecutive "
            "days. The refund is on its way to your gift card.",
            "unresolved",
        ),
        (
            RD_VDA,
            "Understood, N6F783 stays as it is. Its HAT166 return is listed for Thursday "
            "the 16th, although that may be a data error given your outbound. Now for "
            "M20IZO: the reason is a change of plans, right?",
            "qualified",
        ),
        (
            WE_APP,
            "The system accepted it. It can take a few minutes for changes to show up in the app.",
            "unresolved",
        ),
        (
            IO_KV,
            "All done! The new blue pair even gets two more hours of battery than your old ones.",
            "unresolved",
        ),
    ],
)
def test_pass60_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
