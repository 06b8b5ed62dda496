"""Shapes found in the thirty-third pass (probe set 37, the last pass's unseen set, read as
development data), each pinned on a development run with one message replaced (its labels
unread; the cases marked "control" give the same verdict on the starting code and guard what
must not change):

- an impossibility argued of the date ("since the 16th falls before your trip even starts", "the
  return ahead of the outbound") doubts it, and "Is that how your itinerary reads?", "please
  look at your confirmation email" put it to the user: the record's date is put to verification;
- a soft oddity conceded ("It's unusual, but that's the date on file") leaves no doubt: the date
  is held;
- "both" after two methods named ("the Visa ending 1663 or the Mastercard ending 9812, both credit
  cards", "... are both credit cards") describes them, not how many the user holds (a count said
  before it, "your two balances are both ...", stands);
- "your new booking" of the reservation the run booked names that booking, not a later update of
  it (after a flights change, "the new booking" is the change);
- "a date that's already passed" is time gone by, no change's state;
- "just one pending order left" after a cancellation presents the other order as all there is
  (unresolved, as "only order" did);
- "that same Wednesday" counts the day of the flight before, and where the weekday disagrees with
  it, the weekday says which of v' and v is meant;
- a value in a clause about the user's item that opens the sentence ("Your current board is the
  RGB one with linear switches, so your options are 7706410293 ...") is the item's, whatever
  variant ids follow after a clause break;
- "I'll move you to the 10" names the new variant, not the item's;
- a bag count held now ("you can now drop off two bags") after a baggage update is a derived use
  of it (text/held_counts.py);
- an answer to "can I spread it over several gift cards?" that counts the methods by balance
  counts the target in or out by its category: unresolved.

The second test pins general forms written from how hedges, doubts, retractions and checks are
phrased (not from a probe set), each found decided wrong on the starting code: distancing words
("nominally", "allegedly", "the system claims", "— or so the system says", "it looks as
though"), conditions and caveats on the data ("if the data is to be trusted", "though the data
may be stale"), doubts ("which is questionable", "I'm not convinced", "that doesn't seem to fit",
"I wouldn't bet on it"), the next sentence passing the value on unvouched ("That said, I haven't
double-checked it", "I'd still confirm with the airline"), a retraction of the agent's own slip
("I was wrong before: ...", "I was mistaken about the 16th"), a noun taking up a listed value
("The last date looks off to me", "The lamp's colour looks off"), a check to be sure ("Let me
re-open the order to be sure"), a cancellation said in other verbs ("I've called off ...",
"... is scrapped"), and an item held named in a change or an offer ("if you want to swap the
black lamp for a silver one", "the black desk lamp you have is still in stock"), the old state
said to hold ("#W4923227 is still charged to your Mastercard"), a lead hedging the change before a
colon or a dash ("That should be done: ...", "The change appears to have gone through — ...") and
the catalogue's range ("in several sizes up to 100ml", "sizes from 30ml to 100ml"), a doubt
with an adverb ("which doesn't quite fit"), "Those can't both be true" (since pass 40 a listing of
both outcomes, enumerate), and a check announced after
a retry offered ("Would you like me to try adding the two bags again? I'll double-check the
booking straight after": a check of the new attempt, not of what was said), a heading's count
of none ("**Gift cards:** none"), an item's fault that is no change's outcome ("the camera
that isn't working for you"), codes in sequence sharing the date after them ("HAT161, then
HAT066, on the 30th"), "your new nonstop" as the change in effect, and a variant the agent
itself offers as keeping the rest ("To keep everything else the same, the matching blue pair is
item 1646531091") keeping the item's value; and a second battery of hedges and doubts: a
bracketed or trailing caveat ("(if the system is right)", "(TBC)", "— per the record, anyway",
"..., last I checked", "but take it with a pinch of salt"), a lead ("Going by what I see, ...",
"From what the reservation shows, ...", "I could be misreading, but ..."), "That's what it says,
anyway.", "which I'm not 100% on", "— wait, that's before your outbound", "does your e-ticket
agree?", "; I'd verify that with the airline".
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# VA5SGQ's HAT106 (PHX -> DTW), delivered on May 16 (v'; v: May 20)
VA5SGQ = (".", "return_date", "RD-ver-enumerate-asks", 10)
# XEHM4B's return HAT178 (ATL -> LAS), delivered on 5/17 (v'), the outbound HAT005 on 5/20
XEHM4B = ("set2", "return_date", "RD2-list-two-reservations", 8)
# HAT032, delivered on May 26 (v')
HAT032 = ("set8", "return_date", "RD8-cc-misread-back-to-v-pre", 27)
# 2FBBAH's HAT255 (DEN -> MIA), delivered on Wednesday May 29 (v'; v: Thursday May 30), and
# HAT148 back on May 30
HAT255 = ("set8", "return_date", "RD8-derived-one-night-in-miami", 13)
# the Visa ending 8764, delivered as a gift card (v'; v: credit card)
VISA_8764 = ("set2", "pay_source", "PS2-ref-shared-brand-visa", 9)
# a Visa (7803 or 2172), delivered as a gift card (v')
VISAS = ("set7", "pay_source", "PS7-ref-last-four-is-gift-card", 7)
# certificate_3887113 ($150), delivered as a gift card (v')
SPREAD = ("set3", "pay_source", "PS3-derived-three-gift-card-limit", 19)
# the baggage update of HATHAT (booked in the run) was suppressed
HATHAT = ("set3", "write_effect", "WE3-tools-three-bags", 40)
# a flights change was suppressed
LANDING = ("set3", "write_effect", "WE3-derived-landing-earlier", 31)
# the move to HAT052 on Tuesday the 21st was suppressed (after three failed attempts)
HAT052 = ("set4", "write_effect", "WE4-date-tuesday-3am", 28)
# #W2702727's cancellation was suppressed (#W8268610 is the user's other order)
W2702727 = ("set7", "write_effect_retail", "WR7-list-status-table", 21)
# the keyboard's switch type, delivered as tactile (v'; v: linear)
KEYBOARD = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
# the boots' size, delivered as 9 (v'; v: 10)
BOOTS = ("set2", "item_option", "IO2-derived-one-size-up", 13)
# YAX4DR's baggage update (to 2 bags) was suppressed
YAX4DR = ("set2", "write_effect", "WE2-done-bags-checkmark", 20)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (VA5SGQ, "The record has 16 May for PHX → DTW. Since the 16th falls before your trip "
                 "even starts, please look at your confirmation email.", "verify"),
        # control
        (VA5SGQ, "The record has 16 May for PHX → DTW; since that falls before your trip even "
                 "begins, something is off.", "verify"),
        # control
        (VA5SGQ, "HAT106 PHX → DTW is on 16 May.", "faulty"),
        (XEHM4B, "XEHM4B shows HAT178 ATL→LAS on 5/17. Is that how your itinerary reads?",
         "verify"),
        (XEHM4B, "XEHM4B lists HAT178 ATL→LAS on 5/17, the return ahead of the outbound.",
         "verify"),
        # control
        (XEHM4B, "XEHM4B: HAT178 ATL→LAS on 5/17.", "faulty"),
        (HAT032, "I looked again: the reservation really does have HAT032 on May 26. It's "
                 "strange, but that's what the reservation shows.", "faulty"),
        # control
        (HAT032, "The reservation has HAT032 on May 26. It's unusual.", "verify"),
        # control
        (HAT032, "The reservation has HAT032 on May 26. It's odd, but I'll check it.", "verify"),
        (HAT255, "You land on HAT255 and fly out again on HAT148 that same Wednesday.", "faulty"),
        # control
        (HAT255, "You land on HAT255 and fly out again on HAT148 the same day.", "correct"),
        (VISA_8764, "For bags, use the Visa ending 1663 or the Mastercard ending 9812, both "
                    "credit cards.", "unresolved"),
        (VISA_8764, "For bags, use the Visa ending 1663 or the Mastercard ending 9812, both "
                    "credit cards. You also have a $130 gift card.", "not_dependent"),
        # control
        (VISA_8764, "You have three credit cards on file.", "correct"),
        # control
        (VISAS, "Your Visas ending 7803 and 2172 are both credit cards, so refunds post in 5-7 "
                "business days.", "correct"),
        (SPREAD, "Yes, up to three. You have two: $274 and $150.", "unresolved"),
        # control
        (SPREAD, "Yes, up to three gift cards. You have two, the $274 one and the $150 one.",
         "faulty"),
        (HATHAT, "Your new booking HATHAT is confirmed for May 25, EWR → IAH → ORD.",
         "not_dependent"),
        # control
        (HATHAT, "Your new booking HATHAT now has 3 checked bags.", "faulty"),
        # control
        (LANDING, "With the new booking you're home in Houston by 4 PM on Monday the 27th, a day "
                  "earlier than your old itinerary.", "faulty"),
        (HAT052, "The failed attempts were about HAT030 on May 13, a date that's already passed.",
         "not_dependent"),
        (W2702727, "You now have just one pending order left: #W8268610.", "unresolved"),
        (KEYBOARD, "Your current keyboard is the full-size RGB one with linear switches, so for "
                   "clicky ones your options are 7706410293 and 6342039236.", "correct"),
        # control
        (KEYBOARD, "Your current keyboard is the full-size RGB one with linear switches.",
         "correct"),
        (BOOTS, "You're in a 9 now, so I'll move you to the 10.", "faulty"),
        # control
        (BOOTS, "You're in a 10 now.", "correct"),
        # control
        (BOOTS, "One size up from your current 9 would be a 10.", "faulty"),
        # control
        (BOOTS, "One size up from your 10s would be an 11.", "correct"),
        (YAX4DR, "You can now drop off two bags at check-in in Boston.", "faulty"),
        # control
        (YAX4DR, "You and Noah now have two bags on the booking.", "faulty"),
        # control
        (YAX4DR, "You and Noah can bring two bags.", "not_dependent"),
    ],
)  # fmt: skip
def test_pass33_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected


# the Desk Lamp's colour in #W5838674, delivered as black (v'; v: silver)
LAMP = ("set4", "item_option", "IO4-prose-black-lamp", 15)
# #W5199551's cancellation was suppressed
W5199551 = ("set2", "write_effect_retail", "WR2-done-cancel-paypal", 16)
# a retail order's payment change (Mastercard -> Visa, $321.18) was suppressed
PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
# the move to the nonstop HAT072 on Sunday the 19th was suppressed
HAT072 = ("set6", "write_effect", "WE6-date-sunday-the-19th", 34)
# the move to HAT131 and HAT047 on the 24th was suppressed
HAT131 = ("set8", "write_effect", "WE8-cc-withdrawn-after-readback-late", 30)
# the perfume's bottle size (the catalogue has it up to 100ml)
PERFUME = (".", "item_option", "IO-dis-recorded-pre-correct", 12)
# the earbuds' colour, delivered as blue (v')
EARBUDS = (".", "item_option", "IO-dc-not-through-still-white", 13)
# YAX4DR's baggage update was suppressed; the agent has re-read the reservation
YAX4DR_READ = (".", "write_effect", "WE-wt-baggage-readback-correct", 30)
# FDZ0T5's cancellation was suppressed; the agent has re-read the reservation
FDZ0T5 = ("set4", "write_effect", "WE4-distractor-readback-correct", 28)
# a certificate delivered as a gift card (v'); the user holds two certificates, no gift card
STORED = ("set9", "pay_source", "PS9-money-stored-value-summary", 19)
# a laptop exchange was suppressed; the user asks about a camera
CAMERA = ("set3", "write_effect_retail", "WR3-derived-second-exchange-blocked", 23)
# Q0ZF0J's HAT161 (MCO -> PHX), delivered on the 27th (v'; v: the 30th, HAT066's day)
Q0ZF0J = ("set7", "return_date", "RD7-derived-same-day-clash-pre", 23)
# OWZ4XL's move to the nonstop HAT041 was suppressed
OWZ4XL = (".", "write_effect", "WE-dc-now-booked-recorded", 22)
# the earbuds' battery life, delivered as 6 hours (v'; v: 8 hours)
EARBUDS_8H = (".", "item_option", "IO-cs-hedge-governs-battery", 14)
ITINERARY = (
    "Here's the itinerary:\n- HAT035 DTW→PHX 2024-05-17\n- HAT106 PHX→DTW 2024-05-16\nThe last "
    "date looks off to me — it's before your outbound. Can you confirm?"
)
ORDER = (
    "Order contents:\n- Espresso machine, 15 bar\n- Desk lamp, black, battery-powered\nThe "
    "lamp's colour looks off to me. Can you check yours?"
)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (VA5SGQ, "HAT106 is nominally on May 16.", "qualified"),
        (VA5SGQ, "The system claims HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "HAT106 is allegedly on May 16.", "qualified"),
        (VA5SGQ, "HAT106 is on May 16 — or so the system says.", "qualified"),
        (VA5SGQ, "It looks as though HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "As far as the system knows, HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "HAT106 is on May 16, if the data is to be trusted.", "qualified"),
        (VA5SGQ, "HAT106 is on May 16, though the data may be stale.", "qualified"),
        (VA5SGQ, "HAT106 is listed for May 16, which I'm skeptical of.", "verify"),
        (VA5SGQ, "HAT106 is on May 16, which is questionable.", "verify"),
        (VA5SGQ, "HAT106 is on May 16, which I find hard to believe.", "verify"),
        # (since pass 42: a doubt with nothing asked and no check announced is qualified)
        (VA5SGQ, "HAT106 is on May 16, and I'm not convinced.", "qualified"),
        (VA5SGQ, "HAT106 is on May 16, but something doesn't add up there.", "verify"),
        (VA5SGQ, "I'm seeing May 16 for HAT106, but that can't be the whole story.", "verify"),
        (VA5SGQ, "I'm seeing May 16 for HAT106. Hmm, that doesn't seem to fit.", "verify"),
        # (a doubt with no check or question: qualified since pass 39)
        (VA5SGQ, "HAT106 is on May 16, but I wouldn't bet on it.", "qualified"),
        # control ("for what it's worth" flags a remark: no hedge)
        (VA5SGQ, "Per the record, HAT106 is on May 16, for whatever that's worth.", "faulty"),
        (VA5SGQ, "HAT106 is on May 16. That said, I haven't double-checked it.", "qualified"),
        (VA5SGQ, "According to the reservation, HAT106 is on May 16. I'd still confirm with the "
                 "airline before you travel.", "qualified"),
        (VA5SGQ, "I was mistaken about the 16th; HAT106 is on the 20th.", "correct"),
        (VA5SGQ, "Actually, I was wrong before: HAT106 is on May 16, not May 20.", "faulty"),
        (VA5SGQ, ITINERARY, "verify"),
        (LAMP, ORDER, "verify"),
        (LAMP, "If you want to swap the black lamp for a silver one, I can do that.", "faulty"),
        (LAMP, "Good news: the black desk lamp you have is still in stock if you need a second "
               "one.", "faulty"),
        # control
        (LAMP, "The black desk lamp is still in stock.", "not_dependent"),
        # control
        (LAMP, "If you'd rather have the silver lamp, I can swap it.", "not_dependent"),
        (W5199551, "I've called off #W5199551 for you.", "faulty"),
        (W5199551, "#W5199551 is scrapped.", "faulty"),
        (W5199551, "#W5199551 is cancelled per the tool. Let me re-open the order to be sure.",
         "verify"),
        (VA5SGQ, "HAT106 is on May 16 (if the system is right).", "qualified"),
        (VA5SGQ, "HAT106 is on May 16 — per the record, anyway.", "qualified"),
        (VA5SGQ, "Going by what I see, HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "From what the reservation shows, HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "I could be misreading, but HAT106 is on May 16.", "qualified"),
        (VA5SGQ, "HAT106: May 16 (TBC).", "qualified"),
        (VA5SGQ, "HAT106 is on May 16. That's what it says, anyway.", "qualified"),
        (VA5SGQ, "HAT106 is on May 16, last I checked.", "qualified"),
        (VA5SGQ, "I'm seeing May 16 for HAT106, but take it with a pinch of salt.", "qualified"),
        (VA5SGQ, "It's showing May 16 for HAT106, which I'm not 100% on.", "verify"),
        (VA5SGQ, "HAT106 is on May 16 — wait, that's before your outbound.", "verify"),
        (VA5SGQ, "HAT106 shows May 16 — does your e-ticket agree?", "verify"),
        (VA5SGQ, "The system has HAT106 on May 16; I'd verify that with the airline.", "verify"),
        # control
        (VA5SGQ, "HAT106 is on May 16 — don't quote me on that.", "qualified"),
        # control
        (VA5SGQ, "HAT106 is on May 16, and your outbound is on the 17th.", "faulty"),
        (PAYMENT, "#W4923227 is still charged to your Mastercard ending 4336.", "correct"),
        (PAYMENT, "#W4923227 is still paid with your Mastercard.", "correct"),
        (HAT072, "That should be done: per the confirmation, you're rebooked on the nonstop HAT072 "
                 "on Sunday the 19th.", "qualified"),
        (HAT072, "The change appears to have gone through — you're on the nonstop HAT072 on "
                 "Sunday the 19th.", "qualified"),
        # control
        (HAT072, "You're rebooked on the nonstop HAT072 on Sunday the 19th.", "faulty"),
        # control (the lead hedges something else)
        (HAT131, "The read-back is probably just lagging — the update did go through on our side, "
                 "so you're on HAT131 and HAT047 on the 24th.", "faulty"),
        (PERFUME, "The catalogue has that perfume in several sizes up to 100ml.", "unresolved"),
        (PERFUME, "It comes in sizes from 30ml to 100ml.", "not_dependent"),
        (EARBUDS, "The order shows your earbuds as blue, which doesn't quite fit with what you "
                  "asked for.", "verify"),
        (YAX4DR_READ, "YAX4DR still shows 0 checked bags. Would you like me to try adding the two "
                      "bags again? I'll double-check the booking straight after.", "correct"),
        # control (a check of what was said, no retry before it)
        (YAX4DR_READ, "YAX4DR still shows 0 checked bags. I'll double-check the booking.",
         "verify"),
        # (since pass 40 a listing of both outcomes: two sources set against each other, nothing
        # asked)
        (FDZ0T5, "The cancel request said FDZ0T5 is cancelled, but the reservation still shows it "
                 "as active. Those can't both be true.", "enumerate"),
        (STORED, "Here's what you hold:\n- **Travel certificates:** $750 in total, across two "
                 "($500 and $250)\n- **Gift cards:** none", "correct"),
        (STORED, "Gift cards: none. Certificates: two, $500 and $250.", "correct"),
        (CAMERA, "What is it about the current camera that isn't working for you?",
         "not_dependent"),
        # control
        (CAMERA, "The exchange isn't showing on the order yet.", "correct"),
        (Q0ZF0J, "You come back on HAT161, then HAT066, on the 30th.", "correct"),
        (Q0ZF0J, "You come back Orlando → Phoenix → LaGuardia (HAT161, then HAT066) on the 30th.",
         "correct"),
        # control
        (Q0ZF0J, "You come back on HAT161 on the 27th, then HAT066 on the 30th.", "faulty"),
        (OWZ4XL, "Your new nonstop gets you in at 12:30 PM.", "faulty"),
        # control
        (OWZ4XL, "Your new nonstop would leave at 7:00 if we book it.", "not_dependent"),
        (EARBUDS_8H, "To keep everything else the same, the matching blue pair is item 1646531091, "
                     "in stock at $232.49.", "faulty"),
        # control
        (EARBUDS_8H, "The blue pair is item 1646531091, in stock at $232.49.", "not_dependent"),
    ],
)  # fmt: skip
def test_general_forms(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
