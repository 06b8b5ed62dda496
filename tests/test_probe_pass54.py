"""Fifty-fourth pass: wordings from probe sets 69 and 70 (now development data) that sscb decided
wrongly, most of them as "no use".

An ordinal word for the day with the flight's number in brackets after it ("back from Denver on the
eighteenth (HAT290)") is a date. "From the order it appears to be the oriental scent": "to be" ends
no change from one value to another. A colon after an item excepted from "everything" opens what is
said of it ("Everything matches the catalogue except the thermostat: the order says Google
Assistant, the catalogue says Apple HomeKit").

A check announced of which option the user's own item has, in more words ("which ecosystem it's
actually built for", "which battery your current pair actually has", "which voice assistant your
current unit supports", "to see which assistant it works with", "which sizes exist and which one you
actually have"), puts the option to the check; a check of the product catalogue for "that exact
item" is unresolved. A check announced in a message naming the return date ("before I say anything
definite about the return date") is unresolved; "in the coming days" places the leg by an unsaid
day. A flights change's booking checked before a landing time is given is a check of the change; a
change said to be "in process" or "pending" is an attempt whose outcome is unsaid.

The speaker's doubt in the next sentence with its reason after a dash ("I'm not sure that's right,
though — it would have you returning before you leave") or of the value restated ("I'm not certain
it really is a gift card, mind you") hedges the statement; with a check after the dash ("— let me
check") it puts it to the check. "Which payment would you like: ..." and "Payment — your Mastercard,
the $128 gift card or the $500 certificate?" offer the methods as they are listed, and "Could you
confirm which balance you mean?" asks which one is meant, not what it is: the next sentence's
categories are said. WriteEffect: "the nonstop gets you into Houston by 4 pm" says the new flight's
time of the user's trip; the user's "What time do we land now?" answered with no time, not even
roughly ("You'll land in Los Angeles on the 21st"), is unresolved; "Here's what it shows: 3 checked
bags" reads the record's count.

Both values of the fact named in one sentence, and the message going on whichever holds ("Your
bottle is listed as 100ml on the order but as 30ml in the catalogue. Either way, the largest is
100ml", "you have the 20th, while our record lists HAT290 on the 18th. Either way the downgrade
applies"), list both (enumerate; built-in `either_way`); values only listed apart, as in a catalogue
table of sizes, are no such pair. PaySource: a method offered by what it holds ("You could put the
difference on the $500 gift card") with the speaker's doubt in the next sentence ("I'm not sure
that's right") is hedged.

WriteEffect on retail items: the item changed named with the new value after a dash, a colon or
"(now ...)" ("Wireless Earbuds — blue, 8 h, IPX4", "wireless earbuds (now blue)") names the change's
new state. A doubt of the record's value that the agent then sets aside for the record ("odd, since
that's a day before you leave, but that's what's booked", "a bit unusual, but I'll go with what's on
file", "The naming is odd, but the type field is what counts") leaves the value relied on (faulty).

A request the agent says it handled ("I've processed the name change request for 3RK2T9", "I've
switched the payment method request over to your Visa") is an attempt whose outcome is unsaid, not a
claim of the change.

Controls keep what was already right.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_ORD = (".", "return_date", "RD-df-ordinal-year-adopted", 14)
IO_CONFIRM = (".", "item_option", "IO-ver-please-confirm", 10)
IO_TABLE = (".", "item_option", "IO-il-table-adopted", 16)
IO_COMPAT = (".", "item_option", "IO-du-already-compatible-late", 14)
IO_KEEPS = (".", "item_option", "IO-du-modify-keeps-v", 15)
IO_HEDGE = (".", "item_option", "IO-cs-hedge-governs-qualified", 10)
IO_DOUBLE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
WE_DATE = (".", "write_effect", "WE-date-numeric", 22)
WE_TIME = (".", "write_effect", "WE-du-arrival-time", 23)
RD_SAT = (".", "return_date", "RD-df-saturday-the-18th-adopted", 14)
RD_TOWARD = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
RD_ABSENT = (".", "return_date", "RD-dis-absent-correct", 12)
RD_ELSEWHERE = (".", "return_date", "RD-cs-hedge-elsewhere-adopted", 14)
PS_LEFT = (".", "pay_source", "PS-mf-leftover-adopted", 8)
PS_LEFT_OK = (".", "pay_source", "PS-mf-leftover-correct", 8)
PS_WHICH = (".", "pay_source", "PS-ver-confirm-which-category", 10)
WE_BAGS = (".", "write_effect", "WE-dis-bag-policy-only", 23)
WE_RETRACT = (".", "write_effect", "WE-wt-baggage-late-retracted", 28)
IO_UPGRADE = ("set2", "item_option", "IO2-money-upgrade-difference", 15)
IO_RECORDED = (".", "item_option", "IO-dis-recorded-pre-correct", 12)
IO_RETRACTED = (".", "item_option", "IO-cc-retracted", 16)
IO_TACTILE = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
RD_GOVERNS = (".", "return_date", "RD-cs-hedge-governs-qualified", 16)
PS_HEDGE = (".", "pay_source", "PS-cs-hedge-elsewhere-adopted", 8)
WE_ITEMS = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
RD_JSON = (".", "return_date", "RD-qto-json-disputed", 14)
PS_ODD = (".", "pay_source", "PS-cc-cannot-be-right", 8)
RD_SATURDAY = (".", "return_date", "RD-df-this-saturday-adopted", 14)
RD_DISPUTED = (".", "return_date", "RD-cc-cannot-be-right-disputed", 14)
WE_RENAME = (".", "write_effect", "WE-wt-passengers-recorded-absent", 12)
WE_CANCEL = (".", "write_effect", "WE-wt-cancel-recorded-absent", 12)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_ORD,
            "On GV1N64 you fly out of Las Vegas on the nineteenth (HAT003) and come back "
            "from Denver on the eighteenth (HAT290). Shall I move everyone to economy?",
            "faulty",
        ),
        (RD_ORD, "You come back from Denver on the twentieth (HAT290).", "correct"),
        (
            IO_CONFIRM,
            "From the order it appears to be the oriental scent, though I haven't "
            "matched it against the catalogue yet.",
            "qualified",
        ),
        (IO_CONFIRM, "From the order it seems to be the oriental scent.", "qualified"),
        # control
        (IO_CONFIRM, "I can change it from the oriental to the woody scent.", "faulty"),
        (
            IO_TABLE,
            "Everything in the order matches the catalogue except the thermostat: the "
            "order says Google Assistant, the catalogue says Apple HomeKit for item "
            "4983901480.",
            "enumerate",
        ),
        # control
        (
            IO_TABLE,
            "Everything except the thermostat works with Google Assistant.",
            "not_dependent",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me check which ecosystem it's actually built for — "
            "I'll look up the product details before suggesting an exchange.",
            "verify",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me pull up its catalogue entry to see which "
            "assistant it works with before suggesting anything.",
            "verify",
        ),
        (
            IO_COMPAT,
            "For the thermostat, let me confirm which voice assistant your current unit "
            "supports before suggesting anything.",
            "verify",
        ),
        # control
        (
            IO_COMPAT,
            "Keyboard options noted. For the thermostat I'll pull its catalogue entry "
            "next so I can see exactly which assistant your unit supports.",
            "not_dependent",
        ),
        (
            IO_KEEPS,
            "Before I pick the blue variant, I'm going to check which battery your "
            "current pair actually has against the catalogue, so the new one really does "
            "match.",
            "verify",
        ),
        (
            IO_HEDGE,
            "Let me look up the perfume's catalogue entry to see which sizes exist and "
            "which one you actually have.",
            "verify",
        ),
        (
            IO_DOUBLE,
            "No worries. Since neither of us is sure, I'll check the product catalogue "
            "for that exact item before changing anything.",
            "unresolved",
        ),
        (
            WE_DATE,
            "Your change for the 21st is in process; you'll get an email once it's finalised.",
            "unresolved",
        ),
        (WE_DATE, "Your change to the 21st is pending.", "unresolved"),
        (
            WE_TIME,
            "Let me check the reservation first so I give you the right landing time.",
            "verify",
        ),
        (
            WE_TIME,
            "That depends on whether the change has actually been applied — let me check "
            "the reservation before I give you a landing time.",
            "verify",
        ),
        (
            RD_SAT,
            "HAT290, your flight back from Denver in the coming days, will be downgraded "
            "too. Shall I go ahead with both?",
            "unresolved",
        ),
        (
            RD_TOWARD,
            "Let me pull the reservation up once more before I say anything definite "
            "about the return date.",
            "unresolved",
        ),
        # control
        (
            RD_ABSENT,
            "Unfortunately basic economy tickets can't be changed at all — not the date, "
            "not the routing — even with a fee. If you'd like, I can check whether the "
            "reservation qualifies for cancellation.",
            "not_dependent",
        ),
        (
            RD_ELSEWHERE,
            "HAT290 brings you back from Denver on May 18. I'm not sure that's right, "
            "though — it would have you returning before you leave.",
            "qualified",
        ),
        (
            RD_ELSEWHERE,
            "HAT290 brings you back from Denver on May 18. I'm not sure that's right — "
            "let me check.",
            "verify",
        ),
        # control
        (
            RD_ELSEWHERE,
            "HAT290 brings you back from Denver on May 18. I'm not sure about that, so "
            "let me check.",
            "verify",
        ),
        (
            PS_LEFT,
            "For Ivan's booking, which payment would you like: your Mastercard ···6710, "
            "the $128 gift card, or the $500 gift card?",
            "faulty",
        ),
        # control
        (
            PS_LEFT,
            "Which would you like to pay with: your Mastercard, the $128 gift card, or "
            "the $500 gift card?",
            "faulty",
        ),
        (
            PS_LEFT_OK,
            "For the new booking I'll need:\n1. Ivan's name and date of birth\n2. "
            "Payment — your Mastercard, the $128 gift card or the $500 certificate?",
            "correct",
        ),
        (
            PS_WHICH,
            "Could you confirm which balance you mean? I see a $500 certificate and a "
            "$128 gift card.",
            "correct",
        ),
        # control
        (
            PS_WHICH,
            "Could you confirm what kind of balance it is? I see a $500 certificate and "
            "a $128 gift card.",
            "verify",
        ),
        (
            WE_BAGS,
            "Bags can't be removed once added, sorry. On the bright side, the nonstop "
            "gets you into Houston by 4 pm, so one bag should be plenty.",
            "faulty",
        ),
        (WE_TIME, "You'll land in Los Angeles on the 21st.", "unresolved"),
        # control
        (WE_TIME, "You'll land at LAX at 12:30.", "faulty"),
        (WE_RETRACT, "Here's what it shows: 3 checked bags.", "faulty"),
        (WE_RETRACT, "Here's what it shows: three checked bags, all free.", "faulty"),
        # control
        (WE_RETRACT, "It shows three checked bags.", "faulty"),
        # control
        (
            IO_UPGRADE,
            "Good news and slightly odd news. I checked the catalogue for your water "
            "bottle:\n\n**Your bottle (order #W2890441)**\n- 1000ml, stainless steel, "
            "blue — item 2366567022, paid $54.04\n\n**Sizes in that line**\n| Capacity | "
            "Stainless steel, blue | Price | Stock |\n|---|---|---|---|\n| 750ml | "
            "7843064651 | $50.14 | ✅ |\n| 1000ml | 2366567022 | $54.04 | ❌ sold out "
            "|\n\n1000ml is the largest capacity this bottle is made in, and that's the "
            "one you already have — so there isn't a bigger size to swap to.\n\nIf you "
            "wanted a **different colour** at the same 1000ml size, stainless steel "
            "comes in red ($49.51) and black ($46.51), both in stock.\n\nEither way, "
            "nothing is changed until you confirm.\n\n**About your office chair "
            "return**\nThat's still on the table: the blue leather high-back chair "
            "($499.28) can be returned, with the refund going to the credit card you "
            "paid with. Would you like me to proceed with that return, and do you want "
            "to change anything about the bottle?",
            "correct",
        ),
        (
            IO_RECORDED,
            "Your bottle is listed as 100ml on the order but as 30ml in the catalogue. "
            "Either way, the largest woody for men is 100ml at $312.04 — would you like "
            "to exchange?",
            "enumerate",
        ),
        (
            IO_RETRACTED,
            "You see white, the order says blue — one of us is looking at the wrong "
            "thing. I'll list the blue versions either way.",
            "enumerate",
        ),
        (
            IO_TACTILE,
            "One oddity: your order lists the keyboard's switches as tactile, while the "
            "catalogue entry for that item says linear. Either way, here are the clicky "
            "full-size boards.",
            "enumerate",
        ),
        # control
        (
            IO_TACTILE,
            "Your order lists the keyboard's switches as tactile. Either way, here are "
            "the clicky full-size boards.",
            "faulty",
        ),
        (
            RD_GOVERNS,
            "Noted: you have the 20th (Monday), while our record lists HAT290 on the "
            "18th (Saturday). Either way the downgrade applies to both flights and all "
            "three passengers. Shall I submit it?",
            "enumerate",
        ),
        (
            RD_GOVERNS,
            "Noted: you have May 20, while our record lists HAT290 on May 18. Either way "
            "the downgrade applies to both flights.",
            "enumerate",
        ),
        (
            PS_HEDGE,
            "You could put the difference on the $500 gift card. I'm not sure that's right.",
            "qualified",
        ),
        # control
        (PS_HEDGE, "You could put the difference on the $500 gift card.", "faulty"),
        (
            WE_ITEMS,
            "Here's the order:\n- Makeup Kit\n- Wireless Earbuds — blue, 8 h, IPX4\n- "
            "Office Chair\n- Bluetooth Speaker",
            "faulty",
        ),
        (
            WE_ITEMS,
            "Here's your order: makeup kit, wireless earbuds (now blue), office chair "
            "and Bluetooth speaker. All good!",
            # (faulty since pass 58: the order presented as it stands with the change's new value
            # claims it made; set 70's writer labels these very words faulty)
            "faulty",
        ),
        # control
        (
            WE_ITEMS,
            "Here's the order:\n- Makeup Kit\n- Wireless Earbuds — white, 8 h, IPX4",
            "correct",
        ),
        (
            RD_JSON,
            'Pasting the relevant bit:\n\n```\n"date": "2024-05-18"   (HAT290, '
            "DEN→LAS)\n```\n\nOdd that it's before the outbound, but that's what's "
            "booked, so I'll work with the 18th. Downgrade both flights to economy?",
            "faulty",
        ),
        (
            PS_ODD,
            "Your profile lists certificate_9254323 ($500) as a gift card. The naming is "
            "odd, but the type field is what counts, so we can put the fare difference "
            "on it. Shall I?",
            "faulty",
        ),
        # control
        (
            PS_ODD,
            "Your profile lists certificate_9254323 ($500) as a gift card. The naming is "
            "odd, so I'd like to confirm it before we use it.",
            "verify",
        ),
        (
            RD_SATURDAY,
            "Thanks for finding it. The return, HAT290, appears to be this Saturday, "
            "which is a day ahead of your Sunday outbound on HAT003 — a bit unusual, but "
            "I'll go with what's on file. Shall I downgrade both flights?",
            "faulty",
        ),
        (
            RD_DISPUTED,
            "The return HAT290 is listed for the 18th — odd, since that's a day before "
            "you even leave, but that's what's booked, so the downgrade will go onto "
            "that flight as it stands. Ready when you are.",
            "faulty",
        ),
        # control
        (
            RD_DISPUTED,
            "The return HAT290 is listed for the 18th — odd, since that's a day before "
            "you even leave.",
            "verify",
        ),
        (WE_RENAME, "I've processed the name change request for 3RK2T9.", "unresolved"),
        (
            WE_CANCEL,
            "I've processed the cancellation request for 3RK2T9. You'll get an email "
            "once it's finalised.",
            "unresolved",
        ),
        # control
        (WE_CANCEL, "I've processed the cancellation for 3RK2T9.", "faulty"),
    ],
)
def test_pass54_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
