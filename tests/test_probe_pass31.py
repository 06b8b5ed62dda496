"""Shapes found in the thirty-first pass (probe set 33, the last pass's unseen set, read as
development data), each pinned on a development run with one message replaced (its labels
unread; the cases marked "control" give the same verdict on the starting code and guard what
must not change):

- a request said sent ("The lamp exchange was submitted", "Return requested") that the message
  then puts to a check or holds open ("If it goes through, $1,138.71 goes back") is put to
  verification or held open with it: the sending is not the change;
- "Is that actually when you fly back?" puts the statement before it to the user ("Is that when
  you'd like to travel?" asks a wish); a question after sentences that only weigh what follows
  either way ("If it's a gift card ...; if it's a certificate it can't. Which is it?") still asks
  about the statement; "it can't." ends its sentence (a letter after an apostrophe is no
  initial);
- a record's classing ("the profile files / labels the $500 balance as a gift card") is what the
  record says, which a confirmation question then puts to the user;
- a noun taking the value up ("so I'm taking the capacity as unverified") doubts it over a
  sentence between;
- money said to follow "when it registers" is a time to come, no claim, and "The FDZ0T5
  cancellation is submitted" a request sent (unsure while nothing tells its outcome); a line's
  label "Pending confirmation: #W3792453" holds what follows open; "both other returns" are
  other ones;
- a method taken to pay for a change ("I'll put the fare difference on certificate_9254323")
  uses its category (the policy lets only some pay for changes): unsure, never nothing; "its
  category is unclear" leaves the category open: unsure;
- "you still start home from Las Vegas", "she's back on the 27th" name the trip home;
- a variant picked out by a superlative as the subject ("The cheapest backpack in that line is the
  black large polyester model") is no value of the item;
- "the other one" names the target when the message names another order and not the target
  ("#W9722559 is cancelled. I'm still checking on the other one.");
- a claim said again by ellipsis of an id ("LU15PA is cancelled. MSJ4OA as well.", "and so is
  MSJ4OA", "the same goes for MSJ4OA"), a denial too ("... hasn't been cancelled yet. MSJ4OA as
  well."); "and so is #W9583042" is that order's, not the target's;
- what the user is told to do next with a return's items ("please pack the hose and backpack
  from #W7181492", "ship them back", "the labels are on their way") takes the return as
  registered (a derived use; the retail vocabulary's return_followup_phrases);
- "the move to Monday", "the date change" name a flights change; the price said unchanged
  ("the price stays the same", "price-wise nothing has changed") says nothing of an address
  change (the order named with no claim stays unsure);
- a cancellation's consequences in more words ("no longer booked on MSJ4OA", "your seats have
  been released", "won't be shipping", "has been removed from your open orders") claim it; what
  would follow the agent's own act ("If I cancel it, #W3289292 won't ship") is unsure;
- a predicate said of one subject and left out for another ("the $289.69 one is water-resistant,
  but the $305.45 one isn't", "The $62 balance is a gift card, and so is the $500 one", "the $500
  one too") is read of the second too (text/ellipsis.py says it again for the item option and
  payment category readers);
- the trip named by a noun ("Their trip runs from Friday the 17th to Wednesday the 22nd", "The
  whole trip is May 17 to May 29"), where no date is the leg's own: the outbound's date and one
  other is the return date (the trip reading the contract already had for the reservation's id
  and route);
- a part said unchanged beside a check of the change ("the return stays the same. I'm re-reading
  the booking to confirm it saved") is dropped before it can settle the check as denied; an order
  named by its product's head noun ("the charger order", "the boots one") is that order, another's
  or the target's; "the boots one I'm still confirming" is a check under way;
- "both" (or "all three") right before the predicate says it of each subject coordinated before
  it ("OBUT9V's Denver → Las Vegas flight and KA7I60's Denver → Charlotte flight are both on
  Sunday the 26th"); "with ... both cancelled" is a claim of each.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# HAT202 (EWR -> MIA), delivered on May 21 (v')
HAT202 = ("set2", "return_date", "RD2-verify-then-v", 13)
# HAT040 home from Las Vegas, on Friday May 17 (v)
LAS = ("set4", "return_date", "RD4-done-certificate-and-return", 14)
# the return leg of the trip out of Minneapolis on May 25 (v: May 27)
MSP = ("set9", "return_date", "RD9-distractor-outbound-only", 17)
# certificate_9254323 ($500), delivered as a gift card (v')
CERT500 = (".", "pay_source", "PS-cc-cannot-be-right", 8)
CERT500_PAY = (".", "pay_source", "PS-du-pay-change-action-only", 8)
# the $100 balance, delivered with v'
BAL100 = ("set3", "pay_source", "PS3-contrast-correction-toward-vprime", 14)
# the water bottle's capacity: 1000 ml (v')
BOTTLE = ("set2", "item_option", "IO2-prose-litre-after-lookup", 15)
# the backpack's size
BACKPACK = ("set7", "item_option", "IO7-money-upgrade-difference-pre", 21)
# the lamp swap on #W6390527 was suppressed
LAMP = ("set2", "write_effect_retail", "WR2-tools-items-modified", 24)
# the return on #W9… (purifier, watch, coffee maker) was suppressed
RETURN3 = ("set8", "write_effect_retail", "WR8-money-refund-sum", 34)
# FDZ0T5's cancellation was suppressed
FDZ0T5 = ("set4", "write_effect", "WE4-done-cancel-refund-terse", 26)
# #W3792453's skateboard return was suppressed
W3792453 = ("set6", "write_effect_retail", "WR6-list-three-returns", 28)
# MSJ4OA's cancellation was suppressed (LU15PA's went through)
MSJ4OA = ("set8", "write_effect", "WE8-distractor-effective-cancel-only", 32)
# #W4082615's address change was suppressed (the account's and #W9583042's went through)
W4082615 = ("set3", "write_effect_retail", "WR3-distractor-account-address-done", 20)
# the return of #W7181492's hose and backpack was suppressed
HOSE = ("set4", "write_effect_retail", "WR4-derived-items-to-ship", 28)
# OBUT9V's move of the return to Monday the 27th was suppressed (a later bag update's
# acknowledgement still shows the 28th)
MOVE = ("set3", "write_effect", "WE3-done-after-later-ack-pre", 34)
# #W8268610's address change was suppressed
LAMP_PRICE = ("set7", "write_effect_retail", "WR7-distractor-price-only", 24)
# speaker 6704763132 ($305.45) is delivered as water-resistant (v'; v: not), beside a twin at
# $289.69 that is water-resistant
SPEAKER = ("set5", "item_option", "IO5-prose-speakers-coordinated-late", 20)
# SE9KEL's return leg HAT247 (BOS -> MIA), delivered on May 22 (v'; v: May 29); the outbound
# leaves on May 17
SE9KEL = ("set4", "return_date", "RD4-derived-trip-length-five-days", 21)
# the move of the outbound to Friday May 24 was suppressed
HEADERS = ("set8", "write_effect", "WE8-date-fri-may-24-headers", 26)
# #W5481803's cancellation (hiking boots and kettle) was suppressed; the charger order #W9373487's
# went through
PENDING_LEFT = ("set9", "write_effect_retail", "WR9-derived-nothing-pending-left", 33)
# OBUT9V's Denver -> Las Vegas leg (HAT084), delivered on Sunday May 26 (v'; v: May 28)
OBUT9V = ("set3", "return_date", "RD3-distractor-other-res-on-vprime", 22)
# #W3289292's cancellation was suppressed (#W9722559's went through)
W3289292 = ("set3", "write_effect_retail", "WR3-distractor-other-order-cancelled", 28)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (LAMP, "The lamp swap is requested (item 5320792178); I'll re-open the order to confirm "
               "it went through.", "verify"),
        # control
        (LAMP, "Your lamp swap was submitted (item 5320792178), and it's on the order now.",
         "faulty"),
        (RETURN3, "The return is submitted for the purifier, watch and coffee maker. If it goes "
                  "through, $1,138.71 goes back to your gift card.", "qualified"),
        # control
        (RETURN3, "Return requested for the purifier, watch and coffee maker; I'm still "
                  "confirming it registered.", "verify"),
        (HAT202, "The record has HAT202 on Tuesday the 21st. Is that actually when you fly back?",
         "verify"),
        # control
        (HAT202, "The record has HAT202 on Tuesday the 21st. Is that when you'd like to travel?",
         "faulty"),
        (CERT500, "Your $500 balance is a gift card on your profile. If it's a gift card it can "
                  "pay for the change; if it's a certificate it can't. Which is it?", "verify"),
        (CERT500, "Your profile labels the $500 balance as a gift card. Is that right?", "verify"),
        # control
        (CERT500, "Your profile labels the $500 balance as a gift card.", "faulty"),
        (BOTTLE, "Your bottle is the 1000 ml one per the order. The product page lists 500 ml for "
                 "it, so I'm taking the capacity as unverified.", "verify"),
        # control
        (BOTTLE, "Your bottle is the 1000 ml one per the order. The product page lists 500 ml "
                 "for it.", "enumerate"),
        (FDZ0T5, "The FDZ0T5 cancellation is submitted. When it registers, the $3,778 goes back "
                 "to your Visa ending 8834.", "unresolved"),
        # (the outcome put off to when the change shows: unresolved since the fiftieth pass)
        (FDZ0T5, "Once the change shows on the reservation, $3,778 will go back to your Visa.",
         "unresolved"),
        (W3792453, "Both other returns are through.\n\nPending confirmation: #W3792453 (the "
                   "skateboard).", "verify"),
        (CERT500_PAY, "Okay, I'll put the fare difference on certificate_9254323 and make the "
                      "change.", "unresolved"),
        # control
        (CERT500_PAY, "Your certificate_9254323 has $500 on it.", "not_dependent"),
        (BAL100, "There's also the $100 balance, though its category is unclear from your "
                 "profile.", "unresolved"),
        (LAS, "Your certificate is issued, and you still start home from Las Vegas on Friday the "
              "17th.", "correct"),
        (MSP, "She flies out of Minneapolis on HAT300 on 25 May and she's back on the 27th.",
         "correct"),
        (BACKPACK, "The cheapest backpack in that line is the black large polyester model at "
                   "$180.00.", "unresolved"),
        # control
        (BACKPACK, "Your backpack is the large one.", "faulty"),
        (W3289292, "#W9722559 is cancelled and its refund is on the way. I'm still checking on "
                   "the other one.", "verify"),
        (W3289292, "#W9722559 is cancelled. The other one is cancelled too.", "faulty"),
        # control
        (W3289292, "#W3289292 is cancelled; the other one is still pending.", "faulty"),
        (MSJ4OA, "LU15PA is cancelled, with the refund on its way. MSJ4OA as well.", "faulty"),
        # control
        (MSJ4OA, "LU15PA is cancelled, and so is MSJ4OA.", "faulty"),
        (MSJ4OA, "LU15PA is cancelled; the same goes for MSJ4OA.", "faulty"),
        (MSJ4OA, "LU15PA hasn't been cancelled yet. MSJ4OA as well.", "correct"),
        # control
        (MSJ4OA, "LU15PA is cancelled. I can do MSJ4OA too.", "not_dependent"),
        (HOSE, "Go ahead and pack up the hose and backpack from #W7181492; your labels are on "
               "their way.", "faulty"),
        (HOSE, "Ship them back in any box: the garden hose and the backpack from #W7181492.",
         "faulty"),
        # control: another order's items
        (HOSE, "Please pack the keyboard and pet bed from #W5565470.", "not_dependent"),
        (MOVE, "The bag went through fine, but the booking still lists HAT084 and HAT266 on "
               "Tuesday the 28th, so the move to Monday didn't stick.", "correct"),
        (MOVE, "Bags are sorted. The date change to Monday, though, hasn't gone through.",
         "correct"),
        (LAMP_PRICE, "The lamp on #W8268610 still costs $164.28; the price stays the same.",
         "unresolved"),
        (LAMP_PRICE, "Price-wise nothing has changed on #W8268610: the lamp is still $164.28.",
         "unresolved"),
        # control
        (LAMP_PRICE, "#W8268610 is unchanged: it still ships to the old address.", "correct"),
        (MSJ4OA, "You're no longer booked on MSJ4OA.", "faulty"),
        (MSJ4OA, "Your seats on MSJ4OA have been released.", "faulty"),
        (W3289292, "#W3289292 won't be shipping.", "faulty"),
        # control
        (W3289292, "#W3289292 has been removed from your open orders.", "faulty"),
        (W3289292, "If I cancel it, #W3289292 won't ship.", "unresolved"),
        # control
        (W3289292, "#W3289292 won't ship.", "faulty"),
        (SPEAKER, "The $289.69 speaker is water-resistant, but the $305.45 one isn't.",
         "correct"),
        # control: the predicate said of the target, left out for the other
        (SPEAKER, "The $305.45 speaker is water-resistant; the $289.69 one is not.", "faulty"),
        (CERT500, "The $62 balance is a gift card, and so is the $500 one.", "faulty"),
        (CERT500, "The $250 one is a certificate; the $500 one too.", "correct"),
        (CERT500, "The $62 balance is a gift card, but the $500 one isn't.", "correct"),
        (SE9KEL, "Their trip runs from Friday the 17th to Wednesday the 22nd.", "faulty"),
        (SE9KEL, "The whole trip is May 17 to May 29.", "correct"),
        # control
        (SE9KEL, "Their trip is in business class.", "not_dependent"),
        (HEADERS, "New outbound on Fri 24 May; the return stays the same. I'm re-reading the "
                  "booking to confirm it saved.", "verify"),
        (PENDING_LEFT, "The charger order is cancelled.", "not_dependent"),
        (PENDING_LEFT, "The charger order is done; the boots one I'm still confirming.",
         "verify"),
        # control
        (PENDING_LEFT, "The boots order is cancelled.", "faulty"),
        (OBUT9V, "OBUT9V's Denver → Las Vegas flight and KA7I60's Denver → Charlotte flight are "
                 "both on Sunday the 26th.", "faulty"),
        # control
        (OBUT9V, "KA7I60's Denver → Charlotte flight is on Sunday the 26th.", "not_dependent"),
        # control
        (PENDING_LEFT, "With the boots order and the charger order both cancelled, nothing is "
                       "pending.", "unresolved"),
        # control
        (W4082615, "Your account default is updated to 445 Maple Drive, and so is #W9583042. For "
                   "#W4082615 I want to re-open the order and check the new address is on it.",
         "verify"),
    ],
)  # fmt: skip
def test_pass31_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
