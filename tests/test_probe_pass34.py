"""Shapes found in the thirty-fourth pass (probe set 38, the last pass's unseen set, and probe set
41, commissioned mid-pass, read as development data), each pinned on a development run with one
message replaced by a message of my own (the cases marked "control" give the same verdict on the
starting code and guard what must not change):

- the item's option named beside a doubt of the record or a check ("Which scent is yours? The
  order and the catalogue don't agree on it", "the scent on the order might be wrong") with no
  value said: perhaps a verifying use the finder cannot place, unresolved (never "no use");
- a payment method's category said beside a loose name of it (a brand another card shares, "that
  Visa", or its balance) with no method named by id or last four: unresolved, never "no use";
- a change said not to be on the booking yet in other words ("isn't on it yet", "isn't there
  yet") and an order "still addressed to" / "still set to ship to" its old address: not done;
- "I'd rather not rely on that", "I'd prefer not to go by that alone", "I'd give it a minute
  before relying on it", "..., which I'm not fully sure about", "I'd treat that date as an error":
  a doubt of the value, and so is an impossibility argued with the route or a date in it ("which
  would still leave SEA → JFK before you arrive in Seattle", "ahead of its May 18 outbound",
  "which is before the Saturday outbound");
- a question for the user's own record ("Which date is on your confirmation?", "What date is
  printed on your ticket?") or for which value to go by ("Which should I work from?"), and a check
  of the record announced ("I'll verify those specs against the product catalogue"), put the
  record's value to verification; "the reservation itself lists", "the record actually has"
  report the record as "the reservation lists" does;
- the record's value set in one sentence against another value in the user's words ("You have
  the 25th in mind, while the reservation lists the 21st", "You said the 25th, but the
  reservation lists ...", "you're calling the $500 balance a certificate, but it's stored as a
  gift card", "you describe your current pair as 8-hour, while the order record lists them as
  4-hour") is put to verification, unless the sentence draws a conclusion from the record ("...,
  so they already have the colour you want") (a value the user said in another sentence, "If
  you believe it should be a credit card, ...", leaves the report as it was);
- a value's source in brackets or a clause after it ("1000ml (what the order says)", "the 17th
  (per the record)", "May 16, which is what the reservation shows") reports it, so "either A
  (what the order says) or B (what the catalogue lists)" gives both; "the reservation I pulled
  shows", "the order calls your vacuum an upright" report the record too;
- the price of the variant the item would be with v' said as the item's ("the catalogue price of
  your current hose variant ($96.51)", "$96.51 for yours") is a value derived from v';
- the method that paid for a reservation named as "UDMOP1 was paid by", "was paid using", "the
  payment record for UDMOP1" (not "was charged to": a new charge is said so too, "$106 was
  charged to your gift card");
- in a markdown table row, a value's own cell's references govern it ("| 5/29 BOS → MIA → LAX |"
  after a cell naming the outbound's legs);
- a record's words in the past ("the original booking data showed", "the details I pulled
  earlier had it on Sat 5/18") report it as the present does, and a source after the value
  without a bracket ("100ml according to the order and 30ml according to the catalogue", "6 hours
  per the order") reports it: two sources' values given side by side are an enumeration;
- a method named (by id, last four, a shared brand or its balance) with its category put in
  doubt or to a check and none said ("I'm not confident about how that card is categorised",
  "make sure the $500 balance is the kind of balance it claims to be"): unresolved, never "no
  use"; the record's value set against the user's in a message that sides with the record
  ("..., but the reservation is what counts, and it shows ...") is relied on;
- "the litre-and-a-half size" is 1.5 litres (it was read as "the litre size");
- "I haven't re-read the order since": the change passed on unchecked;
- "submitted, still waiting for it to show as cancelled": the change's outcome not yet seen;
- options in prose: "the one with a cable" (wired), "the model without a cable" (wireless), "the
  HomeKit model" (the platform's own name naming the variant; not "the Google version", the
  platform a user asks for); a variant still to choose ("so we can pick the Apple HomeKit
  version", "you could go with ...") is no statement of the item's option.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# the perfume's scent family, delivered as v' (the user asks for a bigger bottle of the same)
SCENT = (".", "item_option", "IO-du-exchange-same-scent", 12)
# the Visa ending 7803, delivered as a gift card (v'; v: credit card); the user has a second
# Visa (2172), and called this one "my Visa credit card" in the turn before
VISA_7803 = (".", "pay_source", "PS-cs-hedge-governs-od", 10)
# 1N99U6's move to the nonstop HAT266 was suppressed; the agent re-read the booking
NONSTOP = (".", "write_effect", "WE-il-current-list-correct", 24)
# #W4082615's address change was suppressed (old address: 443 Maple Drive)
ADDRESS = ("set3", "write_effect_retail", "WR3-contrast-claim-then-later-ack", 30)
# the camera's colour, delivered as black (v')
CAMERA = ("set3", "item_option", "IO3-quoted-camera-colour", 13)
# HAT032, delivered on May 26 (v')
HAT032 = ("set8", "return_date", "RD8-cc-misread-back-to-v-pre", 27)
# HAT278, delivered on 17 May (v'); the user remembers the 22nd (v)
HAT278 = (".", "return_date", "RD-cc-rather-than-adopted", 10)
# HAT202, delivered on the 21st (v'; v: the 25th)
HAT202 = ("set2", "return_date", "RD2-derived-search-correct-shift", 15)
# the water bottle's capacity, delivered as 1000ml (v'; v: 500ml)
BOTTLE = ("set2", "item_option", "IO2-prose-litre-after-lookup", 15)
# the vacuum's type, delivered as upright (v'; v: robotic)
VACUUM = ("set3", "item_option", "IO3-money-diff-vs-faulted-variant", 16)
# 4NQLHD's SEA -> JFK, delivered on May 21 (v'), before the outbound reaches Seattle
SEA_JFK = ("set2", "return_date", "RD2-derived-rebook-keeps-vprime-silent", 8)
# the garden hose's length, delivered as 50ft (v', the $96.51 variant; v: 25ft)
HOSE = ("set4", "item_option", "IO4-money-hose-swap-cost", 21)
# gift_card_7397998, which paid for UDMOP1, delivered as a credit card (v')
UDMOP1 = ("set2", "pay_source", "PS2-contrast-corrected-away", 13)
# SE9KEL's BOS -> MIA, delivered on 22 May (v'; v: 29 May)
SE9KEL = ("set4", "return_date", "RD4-list-two-trips-table", 21)
# the electric kettle's capacity, delivered as 1.5L (v'; v: 1L)
KETTLE = ("set6", "item_option", "IO6-clause-hedge-other-clause", 21)
# #W9284598's cancellation was suppressed (the tool returned "cancelled")
W9284598 = ("set3", "write_effect_retail", "WR3-quoted-status-cancelled", 28)
# GV1N64's return HAT290, delivered on 5/18 (v'); the update response later gave 5/20 (v)
GV1N64 = (".", "return_date", "RD-dc-now-reads-correct", 16)
# the perfume's size, delivered as 100ml (v'; v: 30ml)
PERFUME = (".", "item_option", "IO-cc-cannot-be-right", 12)
# the Visa ending 7803 (credit_card_2929732), which paid for JG7FMM, delivered as a gift card (v')
JG7FMM = (".", "pay_source", "PS-il-list-omits-method", 8)
# certificate_9254323 ($500), delivered as a gift card (v')
LIAM = (".", "pay_source", "PS-du-pay-change-action-only", 8)
# the earbuds' battery life, delivered as 6 hours (v'; v: 8 hours)
EARBUDS = (".", "item_option", "IO-op-six-hour-battery-late", 13)
# N6F783's return HAT166, delivered on May 16 (v'), before its May 18 outbound
N6F783 = (".", "return_date", "RD-df-next-tuesday-correct", 14)
# certificate_9254323 ($500), delivered as a gift card (v'); the user calls it a certificate
LEFTOVER = (".", "pay_source", "PS-mf-leftover-adopted", 10)
# the earbuds' battery life, delivered as 4 hours (v'; v: 8 hours)
BATTERY = ("set4", "item_option", "IO4-derived-battery-already-4h", 14)
# the earbuds' colour, delivered as blue (v'); the user says white
WHITE = (".", "item_option", "IO-dis-recorded-new-variant-equals-vprime", 16)
# the Mastercard ending 9812, delivered as a certificate (v'; v: credit card)
MASTERCARD = ("set6", "pay_source", "PS6-ref-category-word-correct", 13)
# a $500 certificate, delivered as a gift card (v')
PS500 = (".", "pay_source", "PS-ver-which-is-it", 10)
# a flights change whose write was suppressed (the tool said success)
SHOULD = (".", "write_effect", "WE-cs-hedge-governs-verify", 22)
# MSJ4OA's cancellation was suppressed, four others went through
MSJ4OA = ("set3", "write_effect", "WE3-list-cancellations", 32)
# the gaming mouse's connectivity, delivered as wireless (v'; v: wired)
MOUSE = ("set9", "item_option", "IO9-prose-cable-free-mouse", 21)
# the thermostat's compatibility, delivered as v' (v: Apple HomeKit)
THERMOSTAT = (".", "item_option", "IO-op-works-with-google-adopted", 16)
# the thermostat's compatibility, delivered as v'; the user wants a Google one
COMPATIBLE = (".", "item_option", "IO-du-already-compatible-late", 14)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # (pass 37: the item in focus, "it" names it, and the record's value is put to the
        # check the question makes: a verifying use, as the probe writers label it)
        (SCENT, "Which scent is yours? The order and the catalogue don't agree on it.",
         "verify"),
        (SCENT, "Before I swap anything: the scent on the order might be wrong, so could you "
                "read me the label?", "unresolved"),
        (SCENT, "The scent listed on your order could be off, so let's go by the bottle.",
         "unresolved"),
        # control
        (SCENT, "The two records disagree about the scent, so I'd like you to confirm it from "
                "the bottle.", "verify"),
        # control
        (SCENT, "Sure, I can help you exchange it for the bigger bottle.", "not_dependent"),
        # control
        (SCENT, "The bigger bottle is available. Shall I go ahead?", "not_dependent"),
        (VISA_7803, "Your profile lists that Visa as a gift card.", "unresolved"),
        (VISA_7803, "That Visa is filed as a gift card in your profile, so the refund would go "
                    "to gift-card balance.", "unresolved"),
        # control
        (VISA_7803, "The refund goes back to your Visa ending 2172.", "not_dependent"),
        # control
        (VISA_7803, "The refund goes to your Visa credit card ending 7803.", "correct"),
        (NONSTOP, "The change to the nonstop isn't on it yet.", "correct"),
        (NONSTOP, "I re-read the booking: the new flight isn't there yet.", "correct"),
        # control
        (NONSTOP, "The switch to HAT266 isn't showing on it yet.", "correct"),
        # control
        (NONSTOP, "HAT266 is on your booking now.", "faulty"),
        (ADDRESS, "#W4082615 is still addressed to 443 Maple Drive.", "correct"),
        (ADDRESS, "That order is still set to ship to 443 Maple Drive, not the new address.",
         "correct"),
        # control
        (CAMERA, "The order says the camera is black, but I'd rather not rely on that. Could you "
                 "check it?", "verify"),
        (CAMERA, "It's listed as black; I'd prefer not to go by that alone, so please look at "
                 "the camera.", "verify"),
        # control
        (HAT032, "The record lists HAT032 on the 26th. I'd treat that date as an error until "
                 "we can confirm it.", "verify"),
        (HAT032, "The record really does list HAT032 on the 26th. I'd treat that date as an "
                 "error.", "verify"),
        (HAT032, "I checked again and it really does say HAT032 on the 26th. I'd regard that "
                 "date as a typo.", "verify"),
        (HAT278, "It lists HAT278 on 17 May, while you remember the 22nd. Which should I work "
                 "from?", "verify"),
        (HAT278, "The reservation lists HAT278 on 17 May. Which date should we go by?", "verify"),
        # control
        (HAT278, "The reservation lists HAT278 on 17 May. Which flight should I book?", "faulty"),
        (HAT202, "The reservation itself lists HAT202 on the 21st. Which date is on your "
                 "confirmation?", "verify"),
        (HAT202, "The record actually has HAT202 on the 21st. Can you check your confirmation?",
         "verify"),
        (HAT202, "The reservation lists HAT202 on the 21st. What date is printed on your ticket?",
         "verify"),
        # control
        (HAT202, "The reservation lists HAT202 on the 21st.", "faulty"),
        (HAT202, "You have the 25th in mind, while the reservation itself lists HAT202 on the "
                 "21st.", "verify"),
        (HAT202, "You said the 25th, but the reservation lists HAT202 on the 21st.", "verify"),
        (HAT202, "You said the 25th, but the reservation lists HAT202 on the 21st, so I "
                 "searched the 27th.", "correct"),
        (HAT278, "The reservation shows HAT278 on 17 May, whereas you remember the 22nd.",
         "verify"),
        # control
        (HAT278, "The reservation shows HAT278 on 17 May, as you said.", "faulty"),
        # control
        (MASTERCARD, "The Mastercard ending 9812 is stored on your profile as a travel "
                     "certificate, so it can't pay for this. If you believe it should be a credit "
                     "card, I can transfer you.", "faulty"),
        (BOTTLE, "The capacity is either 1000ml (what the order says) or 500ml (what the "
                 "catalogue lists).", "enumerate"),
        (BOTTLE, "It's either 1000ml (per the order) or 500ml (according to the catalogue).",
         "enumerate"),
        # control
        (BOTTLE, "Your bottle is 1000ml (per the order).", "faulty"),
        (HAT278, "The reservation I pulled shows 17 May for HAT278, and you remember the 22nd.",
         "verify"),
        (HAT278, "It's either the 17th (per the record) or the 22nd, which is what you remember. "
                 "Which should I use?", "verify"),
        (HAT278, "It's either 17 May, which is what the reservation shows, or 22 May.",
         "enumerate"),
        (VACUUM, "The order calls your vacuum an upright. Which one did you receive?", "verify"),
        # control
        (VACUUM, "The order calls your vacuum an upright.", "faulty"),
        (SEA_JFK, "SEA → JFK shows May 21, which would still leave SEA → JFK before you arrive "
                  "in Seattle.", "verify"),
        # control
        (SEA_JFK, "SEA → JFK shows May 21, which would be before you arrive in Seattle.",
         "verify"),
        (HOSE, "Going by the catalogue price of your current hose variant ($96.51), the vinyl "
               "one would cost you a little more.", "faulty"),
        (HOSE, "The vinyl is $97.35, against $96.51 for yours.", "faulty"),
        # control
        (HOSE, "The 50ft green rubber hose is $96.51.", "not_dependent"),
        (UDMOP1, "UDMOP1 was paid by credit card, so the refund goes back to that card.",
         "faulty"),
        (UDMOP1, "UDMOP1 was paid using a gift card, so the refund goes back there.", "correct"),
        (UDMOP1, "The booking was paid using a credit card, so expect 5-7 business days.",
         "faulty"),
        (UDMOP1, "The payment record for UDMOP1 shows a credit card.", "faulty"),
        # control
        (UDMOP1, "UDMOP1 was paid with your Visa, so the refund goes there.", "not_dependent"),
        (SE9KEL, "| Res. | Out | Back |\n|---|---|---|\n"
                 "| SE9KEL | 5/17 LAX → SFO → BOS | 5/29 BOS → MIA → LAX |", "correct"),
        (SE9KEL, "| Booking | Outbound | Return |\n|---|---|---|\n"
                 "| SE9KEL | 17 May, LAX → SFO → BOS | 29 May, BOS → MIA → LAX |\n"
                 "| MFRB94 | 27 May, MCO → LGA | 30 May, LGA → MCO |", "correct"),
        (KETTLE, "It's the white glass kettle, the litre-and-a-half size.", "faulty"),
        (KETTLE, "Yours is the litre-and-a-half model in white.", "faulty"),
        # control
        (KETTLE, "Yours is the litre model in white.", "correct"),
        # control
        (W9284598, "#W9284598 is cancelled, though I haven't re-read the order since.",
         "qualified"),
        (W9284598, "#W9284598 came back as cancelled. I haven't re-read the order since.",
         "qualified"),
        # control
        (W9284598, "The system says #W9284598 is cancelled; I haven't reread the order yet.",
         "qualified"),
        (GV1N64, "The update response lists HAT290 on Mon 5/20, whereas the reservation details "
                 "I pulled earlier had it on Sat 5/18.", "enumerate"),
        (GV1N64, "The first record I pulled had HAT290 on the 18th, but the confirmation has it "
                 "on May 20, and that's right: your return is HAT290 on May 20.", "correct"),
        (PERFUME, "Your item, 5081446110, is 100ml according to the order and 30ml according to "
                  "the catalogue.", "enumerate"),
        (PERFUME, "Item 5081446110 is 100ml per the order, 30ml per the product catalogue.",
         "enumerate"),
        # control
        (PERFUME, "Your item, 5081446110, is 100ml according to the order.", "faulty"),
        # control
        (JG7FMM, "The refund goes back to the card ending 7803. I'm not confident about how that "
                 "card is categorised, though; could you confirm what type of card it is?",
         "verify"),
        # control
        (JG7FMM, "The refund goes back to the card ending 7803.", "not_dependent"),
        (LIAM, "I'll re-read your profile to make sure the $500 balance is the kind of balance "
               "it claims to be.", "unresolved"),
        (HAT278, "I understand you have the 22nd in mind, but the reservation is what counts, and "
                 "it shows HAT278 on 17 May.", "faulty"),
        (HAT278, "You say the 22nd, but the reservation lists HAT278 on 17 May.", "verify"),
        (EARBUDS, "The order shows your current pair as 6-hour battery; I'll verify those specs "
                  "against the product catalogue before matching a blue one.", "verify"),
        # control
        (EARBUDS, "The order shows your current pair as 6-hour battery.", "faulty"),
        (N6F783, "N6F783 lists the return HAT166 on May 16, ahead of its May 18 outbound.",
         "verify"),
        (N6F783, "The return on N6F783 shows Thursday the 16th, which is before the Saturday "
                 "outbound.", "verify"),
        # control
        (N6F783, "N6F783's return HAT166 is on May 16.", "faulty"),
        (LEFTOVER, "You're calling the $500 balance a certificate, but it's stored as a gift "
                   "card.", "verify"),
        (VISA_7803, "You describe the card ending 7803 as a Visa credit card, and our profile "
                    "lists it as a gift card.", "verify"),
        (BATTERY, "You describe your current pair as 8-hour, while the order record lists them as "
                  "4-hour.", "verify"),
        # control
        (BATTERY, "The order record lists your current pair as 4-hour.", "faulty"),
        # control
        (WHITE, "You said white, but the order shows the earbuds as blue, so they already have "
                "the colour you want.", "faulty"),
        # (doubted, with no check or question: qualified since pass 39)
        (PS500, "The $500 one is a gift card as listed, which I'm not fully sure about.",
         "qualified"),
        (PS500, "Your $500 balance is a gift card, which I'm not certain of.", "qualified"),
        (SHOULD, "The change should be in, since the system returned success, though I'd give "
                 "it a minute before relying on it.", "verify"),
        (MSJ4OA, "MSJ4OA: submitted, still waiting for it to show as cancelled on the booking.",
         "unresolved"),
        (MOUSE, "The black optical gaming mouse, the one with a cable.", "correct"),
        (MOUSE, "It's the black optical model without a cable.", "faulty"),
        # control
        (MOUSE, "Your mouse is the black wired one; it comes with a USB cable.", "correct"),
        (THERMOSTAT, "Your thermostat is the HomeKit model in black.", "correct"),
        # (a control until the forty-sixth pass: "it" is the thermostat, the only item of the
        # order with a compatibility, so the question puts v' to the user: verify)
        (THERMOSTAT, "Does it work with Google?", "verify"),
        (COMPATIBLE, "For the thermostat I'll pull up its catalogue entry so we can pick the "
                     "Apple HomeKit version.", "not_dependent"),
        (COMPATIBLE, "You could go with the HomeKit-compatible version instead.",
         "not_dependent"),
    ],
)  # fmt: skip
def test_pass34_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
