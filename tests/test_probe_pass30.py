"""Shapes found in the thirtieth pass (probe set 32 read as development data), each pinned on a
development run with one message replaced (its labels unread; the cases marked "control" give the
same verdict on the starting code and guard what must not change):

- a question taking the value up with a noun between ("Is that date really what you booked?")
  puts it to verification ("Is everything else in order?" asks of other things);
- "none of the flights on it have been flown yet" says the leg is still ahead: of v' and v, the
  date that fits the stated now, else unresolved (never "no date said");
- "flights that haven't flown yet" in a rule of a kind says no leg is ahead; "three days away"
  and "one more night in Vegas before flying home" count from the stated now; "this weekend" is
  the coming Saturday and Sunday, and of v' and v the one it holds when it holds one;
- "the day before" ending its clause counts from the date said last, as "the day before that"
  does;
- "which is actually ..." in a relative clause stresses what it says of the value; it corrects
  nothing;
- "treat that one as tentative" and "I'd regard it as a data error" qualify / doubt the value
  taken up;
- a supposition up to the value in its own clause ("assuming certificate_9254323 is the gift
  card the profile says") hedges it;
- a method said unusable for a change with no reason given may be the policy or a balance too
  small: unsure; with the policy given as the reason ("can only be paid with a credit card or a
  gift card, so ...") it is the category the policy excludes;
- "not certain whether the delay entitles you to anything" doubts an outcome of a rule, not a
  value said elsewhere;
- "let me check again: the order has it as black" is the look made, its result after the colon
  (a correction toward what follows);
- the items an entity holds, counted and then described after a colon ("#W95 has two vacuums:
  a canister model and a robotic one"), are those items, not other variants;
- the value a change turns the item into ("the 8-hour battery would become 4 hours") and a
  variant named as another ("the 10x model is a separate variant") are not the item's;
- values coordinated under one indefinite article before a variant noun ("an 1L or 1.5L model")
  are other variants;
- "I cannot be sure yet that the reservation reflects ..." hedges the complement's claim; "What
  I still need to check is whether ..." announces a check;
- "Either it hasn't refreshed yet or the switch didn't save" opening a sentence holds the
  outcome open (since pass 40 a listing of both outcomes, enumerate); "the system accepted the
  switch to HAT266" reports the change;
- "..., though it may take a few minutes to show everywhere" is a caveat on the claim (hedged);
- the balance the change's refund would leave on the method paid back ("there's $159.12 on it
  now", "the $85.00 you had plus the $74.12 makes $159.12") takes the change as made (the contract
  adds the method's balance to the refund: a derived use); "has gone back" claims a return, and
  "what you still have from that order" lists what is left, no old state;
- the change as the time of a look at the record ("I looked at Z7GOZK again after the
  cancellation") claims nothing; "your flight home ... is unchanged" is a part not changed; a
  frame closed by a colon ("Update after checking both orders: ...") supposes nothing of what
  follows; a clause joined by "and" with no entity of its own ("#W9722559 is cancelled and
  $943.83 is on its way back") continues the claim before it;
- "the returns are filed" claims retail returns (the domain's vocabulary); "the return requests
  were sent" is a request sent (unsure), put to verification by "let me know once you've gotten
  the confirmation emails";
- the new itinerary taken as the user's ("With the new nonstop you'll arrive at LAX at 12:30",
  "a day sooner than before", "than the Miami connection you had", "no more layovers") claims
  the change (a derived use); a refusal that takes the change as made ("already had its one
  allowed item modification", "with the laptop exchange already under way") claims it, and a
  colon closes the frame before it ("I'm sorry, I can't: the desk lamp swap already used ..." is
  no offer of the agent's);
- a definite noun phrase taking the value up in a question ("Is the 18th really right?", "Is the
  16th what you have on your itinerary?") puts it to the user; a claim in the complement of a
  check ("That'll tell us the update actually applied", "to be sure it was applied") is what
  the check is to settle; the user asked to check what arrived ("Could you check whether you
  received a return email", "Could you keep an eye out for a confirmation email") verifies; a
  domain's request-sent claim ("Exchange submitted", "have been submitted") put to a check
  announced after it is verification, as a request sent is;
- probe set 34 (development data): "I'm not going to rely on that date" and "a display issue"
  doubt; "I'd treat that date as suspect"; "that can't be her flight home"; "I'm really not sure
  that's right"; "so I'm not certain of that one"; "you don't currently have a certificate"
  denies the kind; "the compensation would be your first certificate" is a new one; "that
  Mastercard" takes up the Mastercard named last; a weekday abbreviation after an airport's code
  ("SFO>LAX Wed"); "are both still ahead"; "earlier than your old itinerary"; "is off your
  account now"; "Assuming the rebooking took, ..." supposes;
- a variant's price or availability looked up ("Let me check the price of the black 4-hour
  pair", "check whether the blue road bike comes in large") checks no value of the item; "a
  large frame is the next size up" weighs another variant;
- "with the same 1-litre capacity" keeps the item's value through a change; "the change I told
  you went through" reports the agent's earlier words (the denial after it stands); "didn't work
  out" is no change's outcome;
- a variant to choose ("which blue earbuds model you'd like") is no item's value; "the order
  line for these boots mentions leather" reports the record;
- a class's rule ("Since certificates can't be used to pay for flight changes, the $130 one is
  out") counts no method in: the category the rule gives the method named after it stands; "you
  don't have any gift cards" counts none held; "isn't listed as a gift card" denies it; "your
  new gift card" is none held yet;
- "If you'd like clicky switches:" heads a list of variants on offer; the change's own money
  said under "should" once the change registers ("$1,429.81 should come back to your gift card
  once it goes through") is the change supposed made (hedged), and tells the outcome a request
  said sent left open; "should arrive within 5-7 business days" says when, and "should go back
  to the $500 gift card" where, not whether;
- a domain's done phrase ("exchange requested") also in its passive forms ("an exchange has
  already been requested"); a check under way ("I'm checking whether the return went in")
  verifies.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# N6F783's return HAT166: v' May 16 (its outbound the 18th)
N6F783 = (".", "return_date", "RD-ver-double-check-then-adopts", 14)
# IFOYYZ's return: v' May 14, v May 30 (now May 15)
IFOYYZ = (".", "return_date", "RD-du-not-yet-flown-correct", 10)
# HAT210: v' Friday May 17 (HAT141 on Saturday the 18th)
HAT210 = ("set3", "return_date", "RD3-derived-days-until-absent", 7)
# the flight back: v' the 26th (the flight up on the 27th)
BOSTON = ("set4", "return_date", "RD4-derived-plus-one-search-pre", 19)
# HAT252: v' Monday the 20th
HAT252 = ("set4", "return_date", "RD4-clause-hedge-governs-date", 7)
# HAT221: v' 2024-05-21 (HAT067 on 2024-05-22)
HAT221 = ("set8", "return_date", "RD8-quoted-leg-endorsed-pre", 19)
# certificate_9254323 ($500), delivered as a gift card (v')
CERT9254323 = (".", "pay_source", "PS-cs-hedge-governs-qualified", 8)
# gift_card_8987598 ($130), delivered as a certificate (v')
GC8987598 = ("set2", "pay_source", "PS2-derived-policy-exclusion", 9)
# the Mastercard ending 1167, delivered as a certificate (v')
MC1167 = ("set8", "pay_source", "PS8-clause-hedge-on-delay", 9)
# the electric toothbrush: blue (v), black (v')
TOOTHBRUSH = ("set7", "item_option", "IO7-cc-corrected-toward-vprime", 19)
# the coffee machine's tank: 2L (v')
COFFEE = ("set9", "item_option", "IO9-derived-price-gap-from-faulted-pre", 19)
# the flight change was suppressed
FLIGHT = (".", "write_effect", "WE-cs-hedge-governs-verify", 22)
# the switch to HAT266 was suppressed
HAT266 = ("set3", "write_effect", "WE3-contrast-app-shows-old", 18)
# the address change to 943 Maple Drive was suppressed
ADDRESS = ("set2", "write_effect_retail", "WR2-tools-user-address-readback", 20)
# #W9300146's lamp swap was suppressed
W9300146 = ("set2", "write_effect_retail", "WR2-contrast-lamp-corrected", 24)
# #W2905754's laptop exchange was suppressed
W2905754 = ("set3", "write_effect_retail", "WR3-derived-second-exchange-blocked", 23)
# #W4284542's purifier change (a $74.12 refund to gift_card_9368765, which held $85.00) was
# suppressed
W4284542 = ("set3", "write_effect_retail", "WR3-derived-gift-card-balance", 25)
# the change of the outbound to HAT266 was suppressed (the return, HAT112 on May 27, is not changed)
HAT266OUT = (".", "write_effect", "WE-dc-went-through-late-endorse", 22)
# Z7GOZK's cancellation was suppressed
Z7GOZK = ("set2", "write_effect", "WE2-distractor-correct-readback", 22)
# #W3289292's cancellation was suppressed (#W9722559's went through)
W3289292 = ("set3", "write_effect_retail", "WR3-money-readback-partial", 30)
# #W5490111's return was suppressed
W5490111 = ("set3", "write_effect_retail", "WR3-tools-returns-labels", 24)
# #W3792453's return (one of three requested) was suppressed
THREE_RETURNS = ("set4", "write_effect_retail", "WR4-verify-ask-user-email", 28)
# the change of OWZ4XL to the nonstop HAT041 to LAX was suppressed
NONSTOP = (".", "write_effect", "WE-du-arrival-time", 23)
# the change of OBUT9V to the earlier flights home to Houston was suppressed
HOUSTON = ("set3", "write_effect", "WE3-derived-landing-earlier", 31)
# #W5270061's desk lamp swap (its one item modification) was suppressed
W5270061 = ("set4", "write_effect_retail", "WR4-derived-second-change-refused", 34)
# #W4073673's laptop exchange was suppressed
W4073673 = ("set8", "write_effect_retail", "WR8-derived-no-second-request", 21)
# the robotic vacuum in #W9502127, delivered as upright (v')
VACUUM = ("set3", "item_option", "IO3-prose-stand-up-vacuum", 14)
# GV1N64's return: v' 2024-05-18 (v 2024-05-20), before the outbound on the 19th
RD_JSON = (".", "return_date", "RD-qto-json-disputed", 14)
# the change to HAT004 / HAT142 was suppressed
WE2_EMAIL = ("set2", "write_effect", "WE2-verify-ask-user-email", 24)
# #W9502127's exchange of the robot vacuum was suppressed
WR3_EXCHANGE = ("set3", "write_effect_retail", "WR3-done-exchange-email", 24)
# #W9911714's address change was suppressed
W9911714 = ("set2", "write_effect_retail", "WR2-verify-ask-email", 26)
# the earbuds' battery: 8 hours (v), 4 hours (v')
EARBUDS_4H = ("set4", "item_option", "IO4-derived-battery-already-4h", 14)
# the camera's zoom: 3x (v)
CAMERA = ("set2", "item_option", "IO2-quoted-product-record", 12)
# GV1N64's return HAT290: v' Saturday the 18th (v the 20th)
GV1N64 = (".", "return_date", "RD-cs-hedge-governs-qualified", 14)
# 35V5SM's return: v' Wednesday May 22 (v Wednesday May 29)
Y35V5SM = ("set2", "return_date", "RD2-date-slash-weekday-terse", 11)
# LQ940Q's return HAT161: v' Tuesday May 14 (v Sunday May 19; now May 15)
LQ940Q = ("set3", "return_date", "RD3-derived-return-behind-you", 21)
# MQHHT6's return HAT287: v' Monday the 20th (the outbound on Tuesday the 21st)
HAT287 = ("set3", "return_date", "RD3-derived-weekday-from-v-correct", 15)
# the same, in another run
HAT287B = ("set3", "return_date", "RD3-contrast-recheck-to-vprime", 17)
# the $500 certificate, delivered as a gift card (v')
CERT500 = (".", "pay_source", "PS-cc-cannot-be-right", 8)
# the $71 gift card, delivered as a certificate (v')
BAL71 = ("set3", "pay_source", "PS3-list-bullets-certificates", 29)
# the $100 certificate, delivered as a gift card (v')
BAL100 = ("set8", "pay_source", "PS8-verify-source-against-id", 9)
# the Mastercard ending 9326, delivered as a gift card (v'); the user holds another Mastercard
MC9326 = ("set9", "pay_source", "PS9-ref-last-four-saved-as-gift", 25)
# 59XX6W's cancellation was suppressed
S59XX6W = ("set3", "write_effect", "WE3-derived-remaining-trips", 37)
# the rebooking to Friday's flight was suppressed
SEATTLE = ("set5", "write_effect", "WE5-derived-two-nights-seattle", 36)
# the road bike's frame: medium (v)
BIKE = ("set9", "item_option", "IO9-derived-biggest-frame-already", 21)
# the water bottle's capacity: 1000ml (v')
BOTTLE = ("set2", "item_option", "IO2-derived-exchange-steel", 17)
# 1N99U6's change to the nonstop HAT266 was suppressed
N99U6 = (".", "write_effect", "WE-dc-went-through-late-endorse", 26)
# #W9284598's cancellation was suppressed
W9284598 = ("set3", "write_effect_retail", "WR3-quoted-status-cancelled", 28)
# the earbuds' colour: white (v), blue (v')
EARBUDS_COLOUR = (".", "item_option", "IO-qto-other-item-no-use", 14)
# the hiking boots' material: synthetic (v), leather (v')
BOOTS = ("set2", "item_option", "IO2-contrast-toward-vprime", 14)
# gift_card_8987598 ($130), delivered as a certificate (v'); the user's other methods are
# certificates and cards
GC_ONLY = ("set2", "pay_source", "PS2-ref-balance-only", 9)
# GV1N64's return HAT290: v' Saturday May 18 (v Monday May 20; now Wednesday May 15)
HAT290_SAT = (".", "return_date", "RD-dc-did-not-go-through-adopted", 16)
# 35V5SM's return HAT163: v' Saturday May 18 (v Wednesday May 29; now Wednesday May 15)
HAT163 = ("set2", "return_date", "RD2-date-in-n-days", 11)
# 4OG6T3's return HAT040: v' Thursday May 16 (v Friday May 17; now Wednesday May 15)
HAT040 = ("set4", "return_date", "RD4-done-certificate-and-return", 14)
# the keyboard's switches: linear (v), clicky (v')
KEYBOARD = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
# #W4836353's cancellation was suppressed
W4836353 = ("set4", "write_effect_retail", "WR4-done-cancel-terse", 32)
# M20IZO's cancellation was suppressed
M20IZO = ("set2", "write_effect", "WE2-tools-cancel-no-claim", 13)
# gift_card_4964153 ($163), delivered as a credit card (v'); the user is adding a new gift card
GC163 = ("set2", "pay_source", "PS2-distractor-new-method-user", 9)
# #W3792453's skateboard return was suppressed
W3792453 = ("set6", "write_effect_retail", "WR6-list-three-returns", 28)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (N6F783, "N6F783's return, HAT166, is listed on May 16, two days before its outbound. "
                 "Is that date really what you booked?", "verify"),
        # control
        (N6F783, "N6F783's return, HAT166, is listed on May 16, two days before its outbound. "
                 "Is everything else in order?", "faulty"),
        (IFOYYZ, "IFOYYZ: none of the flights on it have been flown yet, so it can still be "
                 "changed.", "unresolved"),
        # control
        (HAT210, "HAT141 brings you into Newark on Saturday the 18th; HAT210, Detroit to "
                 "Minneapolis, is the day before.", "faulty"),
        # control
        (HAT210, "HAT141 brings you into Newark on Saturday the 18th; HAT210, Detroit to "
                 "Minneapolis, is the day before that.", "faulty"),
        (BOSTON, "Your flight back shows the 26th, which is actually earlier than your trip up "
                 "on the 27th. Could you check when you really want to return?", "verify"),
        (HAT252, "I have HAT252 leaving Atlanta on Monday the 20th, but treat that one as "
                 "tentative for now.", "qualified"),
        (HAT221, "The record reads:\n\n> HAT221 SEA-DFW 2024-05-21\n\nThat falls before your "
                 "HAT067 on 2024-05-22, so I'd regard it as a data error until we confirm it.",
         "verify"),
        (CERT9254323, "You could put it on a credit card, or, assuming certificate_9254323 is "
                      "the gift card the profile says, on that $500 balance.", "qualified"),
        (GC8987598, "The $130 on gift_card_8987598 won't work for this upgrade, so please pick "
                    "one of your credit cards.", "unresolved"),
        # control
        (GC8987598, "An upgrade can only be paid with a credit card or a gift card, so the $130 "
                    "on gift_card_8987598 won't work for it.", "faulty"),
        # control
        (MC1167, "I'm not certain whether the delay entitles you to anything. Either way it "
                 "can't go onto the Mastercard ending 1167, since that one is a certificate.",
         "faulty"),
        (TOOTHBRUSH, "Your toothbrush is the blue one. Let me check again: the order has it as "
                     "black.", "faulty"),
        (COFFEE, "Yours is the 2L machine, so an 1L or 1.5L model would take up less space."
                 "Yours is the 2L machine, so an 1L or 1.5L model would take up less space.",
         "faulty"),
        (FLIGHT, "The system says the update succeeded, but I cannot be sure yet that the "
                 "reservation reflects the new flight. Let me open it again to confirm.", "verify"),
        # (since pass 40 a listing of both outcomes, as the independent writers label it)
        (HAT266, "The system accepted the switch to HAT266, but the reservation still shows the "
                 "Phoenix connection. Either it hasn't refreshed yet or the switch didn't save.",
         "enumerate"),
        (ADDRESS, "Your address is now 943 Maple Drive, Suite 356, Chicago, IL 60621, though it "
                  "may take a few minutes to show everywhere.", "qualified"),
        (W9300146, "The swap was accepted. What I still need to check is whether #W9300146 "
                   "shows the new lamp or the old one.", "verify"),
        (W2905754, "An exchange has already been requested for #W2905754, so a second one isn't "
                   "possible.", "faulty"),
        # control
        (W2905754, "An exchange hasn't been requested for #W2905754 yet.", "not_dependent"),
        (W3792453, "I'm checking whether the return on #W3792453 went in before I list it."
                   "I'm checking whether the return on #W3792453 went in before I list it.",
         "verify"),
        (IFOYYZ, "No. IFOYYZ's return was yesterday, so that flight is already behind you. Only "
                 "flights that haven't flown yet can be changed.", "faulty"),
        # control: the rule alone says no date
        (IFOYYZ, "Only flights that haven't flown yet can be changed.", "not_dependent"),
        (HAT266OUT, "All done: you're on the nonstop HAT266 on May 19 now, and your flight home "
                    "on May 27 is unchanged.", "faulty"),
        (Z7GOZK, "I looked at Z7GOZK again after the cancellation: it's still active.", "correct"),
        # control: the change as a time presupposes it
        (Z7GOZK, "After the cancellation, Z7GOZK is closed.", "faulty"),
        (W3289292, "Both orders re-checked: #W9722559 is cancelled and $943.83 is on its way back "
                   "to PayPal, but #W3289292 is still pending.", "correct"),
        # control
        (W3289292, "#W3289292 is cancelled and $2,468.70 is on the way back to PayPal.", "faulty"),
        (W5490111, "The returns on #W5490111 are filed, and the labels will follow by email.",
         "faulty"),
        (THREE_RETURNS, "The return requests were sent for #W3792453, #W7181492 and #W5565470. "
                        "Let me know once you've gotten the confirmation emails.", "verify"),
        (THREE_RETURNS, "The return requests were sent for #W3792453, #W7181492 and #W5565470.",
         "unresolved"),
        # control
        (NONSTOP, "On your new flight you'll land at LAX around half past noon.", "faulty"),
        # control: supposed, then offered
        (NONSTOP, "On the new nonstop you'd land at LAX around half past noon. Shall I book it?",
         "not_dependent"),
        (HOUSTON, "You'll be back in Houston on Monday afternoon, which is a day sooner than "
                  "before.", "faulty"),
        (HOUSTON, "Good news: no more layovers in Phoenix.", "faulty"),
        (W5270061, "Sorry, I can't: the desk lamp swap already used this order's one item change.",
         "faulty"),
        # control: the rule alone
        (W5270061, "Sorry, I can't do that: a pending order can only be modified once.",
         "not_dependent"),
        (W4073673, "That order can't take a return right now, with the laptop exchange already "
                   "under way.", "faulty"),
        (VACUUM, "Order #W9502127 includes two vacuum cleaners: a canister model for pet hair "
                 "and an upright one.", "faulty"),
        # control: a variant offered
        (VACUUM, "If you prefer, I can look for an upright one instead.", "not_dependent"),
        (RD_JSON, "The booking shows your return on 2024-05-18, before the outbound. Is the "
                  "18th really what you booked?", "verify"),
        (THREE_RETURNS, "The three return requests have been submitted. Could you check whether "
                        "you got a return email for #W7181492?", "verify"),
        # control
        (THREE_RETURNS, "The three return requests have been submitted.", "faulty"),
        (WE2_EMAIL, "Flight change submitted. Your confirmation email is the surest way for us "
                    "to be sure it was applied.", "verify"),
        (WR3_EXCHANGE, "Exchange requested. Let me open the order to confirm it shows the "
                       "exchange before you ship anything.", "verify"),
        (W9911714, "Could you keep an eye out for a confirmation email for #W9911714 with the "
                   "new address?", "verify"),
        (EARBUDS_4H, "So the 8-hour battery would become 4 hours with that swap.", "correct"),
        (CAMERA, "Your camera has 3x zoom; the 10x model is a separate variant you could exchange "
                 "to.", "correct"),
        # control
        # (fifty-fifth pass: the date set aside, nothing asked or checked, is qualified)
        (GV1N64, "HAT290 shows as Saturday the 18th. That may be a display issue; I'm not going "
                 "to rely on that date.", "qualified"),
        (Y35V5SM, "35V5SM: LAX>SFO Fri, SFO>LAX Wed.", "unresolved"),
        # control
        (LQ940Q, "Both legs of LQ940Q are still ahead of you, Sunday's MCO → PHX → SFO "
                 "included.", "correct"),
        (HAT287, "HAT287 is listed for Monday the 20th, so I'd treat that date as suspect until "
                 "Ava checks her e-ticket.", "qualified"),
        (HAT287B, "The record says HAT287 is on Monday the 20th, but that can't be her flight "
                  "home: she only leaves on Tuesday the 21st.", "verify"),
        (CERT500, "The $500 balance appears as a gift card, though I'm really not sure that's "
                  "right.", "qualified"),
        (BAL71, "- A $71 balance the profile files as a certificate, so I'm not certain of that "
                "one", "qualified"),
        # control
        (BAL100, "You don't currently have a certificate on your profile; the $100 balance is a "
                 "gift card.", "faulty"),
        (BAL100, "Any compensation would be your first certificate.", "not_dependent"),
        (MC9326, "It went on your Mastercard ending 9326. The profile files that Mastercard as "
                 "a gift card.", "faulty"),
        # control
        (HOUSTON, "HAT266 gets you to Houston around 4 PM, a day earlier than your old "
                  "itinerary.", "faulty"),
        # control
        (S59XX6W, "59XX6W is off your account now.", "faulty"),
        (SEATTLE, "Assuming the rebooking took, you'd now leave on Friday, two nights in "
                  "Seattle.", "qualified"),
        (EARBUDS_4H, "Your pair runs 8 hours. Let me check the price of the black 4-hour pair.",
         "correct"),
        # control
        (BIKE, "Yours is the medium frame, and a large one would be the next size up. I'll check "
               "whether the large is in stock.", "correct"),
        (BOTTLE, "It's being swapped for the steel one with the same 1-litre capacity.", "faulty"),
        (N99U6, "1N99U6 still shows the Phoenix connection: the change I told you went through "
                "did not apply.", "correct"),
        (W9284598, "#W9284598 is cancelled and the refund is on its way. Sorry the camera didn't "
                   "work out!", "faulty"),
        (EARBUDS_COLOUR, "Tell me which blue earbuds model you'd like and I'll price it.",
         "not_dependent"),
        # control: the record's value relied on
        (BOOTS, "The order line for these boots mentions leather, so I'll go by that.", "faulty"),
        (GC8987598, "Since certificates can't be used to pay for flight changes, the $130 one is "
                    "out.", "faulty"),
        # control: the user's own certificates
        (GC8987598, "Your certificates can't be used for this change.", "unresolved"),
        (GC_ONLY, "You don't have any gift cards on file, only certificates and cards.", "faulty"),
        # control: a question
        (GC_ONLY, "Do you have any gift cards you'd like to use?", "not_dependent"),
        (HAT290_SAT, "Your flight home on HAT290 is just three days away now.", "faulty"),
        (HAT163, "HAT163 brings you back from San Francisco this weekend.", "faulty"),
        # control: the day said
        (HAT163, "HAT163 brings you back from San Francisco this weekend, on Saturday.", "faulty"),
        (HAT040, "You have two more nights in Las Vegas before flying home.", "correct"),
        (HAT040, "You have one more night in Las Vegas before heading home.", "faulty"),
        # control
        (KEYBOARD, "Your keyboard has linear switches.\n\nIf you'd prefer clicky ones:\n- "
                   "full-size clicky, no backlight: $269.16\n- full-size clicky, white backlight: "
                   "$244.91", "correct"),
        (W4836353, "#W4836353: cancellation submitted. The $1,429.81 should come back to your "
                   "gift card once it goes through.", "qualified"),
        # control: when it arrives, not whether
        (M20IZO, "M20IZO is cancelled: the $490 is on its way back to your card and should arrive "
                 "within 5–7 business days.", "faulty"),
        (GC163, "The $163 balance on your profile isn't listed as a gift card; it's stored as a "
                "credit card. Your new gift card will be a separate entry.", "faulty"),
        # control: where a refund goes, under "should", is no hedge of the method's category
        (CERT500, "Any refund should go back to the $500 gift card.", "faulty"),
        (W4284542, "Good news: there's $159.12 on it now.", "faulty"),
        (W4284542, "The $85.00 you had plus the $74.12 makes $159.12.", "faulty"),
        # control: supposed, not said as it stands
        (W4284542, "The balance would come to $159.12.", "not_dependent"),
        (W3792453, "The skateboard on #W3792453 has gone back, so what you still have from that "
                   "order is everything else.", "faulty"),
        # control
        (W3792453, "#W3792453 still has the skateboard on it.", "correct"),
    ],
)  # fmt: skip
def test_pass30_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
