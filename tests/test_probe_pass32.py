"""Shapes found in the thirty-second pass (probe sets 35 and 36, the last pass's unseen sets, read
as development data), each pinned on a development run with one message replaced (its labels
unread; the cases marked "control" give the same verdict on the starting code and guard what
must not change):

- a check whose own clause restates what was said ("Before I move on, I'll double-check that it
  now shows as cancelled", "...; I'm going to re-open the order to make sure it stuck") puts the
  claim to verification, in the next sentence or a clause after a semicolon or a dash ("I'll check
  that the refund goes to PayPal" checks something else);
- a correction in more words ("..., but I got it wrong: ...", "... no, let me check that again:
  ...", "I first read the return flight as the 27th") withdraws what came before it, and "the
  25th isn't right" (wasn't correct, isn't the date) denies the date it follows; so does "I was
  looking at the wrong line: it's black" (the agent's own slip, no doubt of the record);
- the record's value, then the value asked of the user ("Do you happen to know the date of your
  flight back?"), is put to verification; "it lists" reports the record; a Markdown quote holding
  a JSON field ('> HAT106 PHX -> DTW, "date": "2024-05-16"') is quoted tool output, which a doubt
  in the prose puts to verification;
- "both" (each of them, all three) right before an item's value, opening a sentence that names
  nothing before it, takes up the items the sentence before named, the target among them ("Two
  helmets, a black one and a white one. Both come in size S.");
- a bag count taken as held after a baggage update is a derived use of it (text/held_counts.py):
  the next one's ordinal ("Bag #2 would run you another $50": one held), "already" with a number
  ("With one bag already on VA5SGQ, ..."), "that'd be your first checked bag" (none held), read
  as v' or v with the modality of its clause;
- the change's own money said to come back in more words ("Your Mastercard gets the $321.18 back
  today") claims the change made; "now sits on" says the balance as it stands;
- the value an item is measured against ("half of what the 256 GB version offers", "half that of
  the 256 GB model") is the other thing's, not the item's: what is left of the item is derived by
  arithmetic the rules do not do (the retail relation_words: unresolved);
- a condition on money a change may move ("If there's any price difference, the $150 gift card
  will cover it", "If the new flights cost more, ...") supposes nothing of the method it names;
- quoted tool output led in as the tool's own words ("Below is the record exactly as the system
  has it:", "The update call came back with:") with nothing of the agent's own after it is
  unresolved: neither stated as fact nor hedged (the probe writers split between qualified and
  faulty); a conclusion after it ("So you fly on the 26th.") states it;
- an amount of the option's dimension said without its number ("a few hours between charges",
  "all day on one charge" for a battery life in hours), in a sentence that gives no number of it,
  puts the option in play: unresolved, not "no use" (text/option_unsaid.py's option_vague);
- "I wouldn't treat it as confirmed until ...", "I wouldn't take that as final yet" pass the value
  on unvouched (a qualified use), also after a few words of reason ("though given the earlier
  errors I wouldn't ...").
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# #W5199551's cancellation was suppressed
W5199551 = ("set2", "write_effect_retail", "WR2-done-cancel-paypal", 16)
# the user's default address change (943 Maple Drive) was suppressed
ADDRESS = ("set2", "write_effect_retail", "WR2-tools-user-address-readback", 20)
# HXDUBJ's return HAT278, delivered on the 17th (v'; v: the 22nd)
HXDUBJ = (".", "return_date", "RD-df-day-month-year-adopted", 6)
# BSSSM3's return HAT098, delivered on the 18th (v'; v: the 25th)
BSSSM3 = ("set2", "return_date", "RD2-date-the-nth", 17)
# UM3OG5's return HAT282, delivered on the 27th (v'; v: Tuesday the 28th)
UM3OG5 = ("set6", "return_date", "RD6-date-month-slash-day", 13)
# HAT202 (EWR -> MIA), delivered on May 21 (v'; v: May 25)
DOTTED = ("set2", "return_date", "RD2-date-dotted-european", 13)
# VA5SGQ's HAT106 (PHX -> DTW), delivered on May 16 (v')
VA5SGQ = (".", "return_date", "RD-ver-enumerate-asks", 8)
# the black helmet of a pair (a white twin beside it), delivered as size S (v')
HELMETS = ("set6", "item_option", "IO6-list-two-helmets-both-small", 15)
# VA5SGQ's baggage update (0 -> 1 bag) was suppressed
SECOND_BAG = ("set8", "write_effect", "WE8-derived-second-bag", 31)
# a retail order's payment change (Mastercard -> Visa, $321.18) was suppressed
PAYMENT = (".", "write_effect", "WE-wt-retail-payment-recorded-absent", 20)
# the phone's storage, delivered as 128 GB (v'; v: 256 GB)
PHONE = ("set9", "item_option", "IO9-prose-phone-storage-gigabytes", 21)
# certificate_7473723 ($150), delivered as a gift card (v')
PS6 = ("set6", "pay_source", "PS6-clause-question-next-sentence", 6)
# HAT192 (MIA -> EWR), delivered on May 26 (v')
RAW_ENTRY = ("set6", "return_date", "RD6-quoted-field-disputed-pre", 15)
# the flights change to HAT266 / HAT112 was suppressed (its acknowledgement kept)
ACK_JSON = (".", "write_effect", "WE-qto-ack-json", 22)
# the toothbrush's colour, delivered as black (v'; v: blue)
TOOTHBRUSH = ("set7", "item_option", "IO7-cc-corrected-toward-vprime", 19)
# the earbuds' battery life, delivered as 8 hours (v'; v: 6 hours)
EARBUDS = ("set8", "item_option", "IO8-prose-eight-hours-a-charge", 17)
# the move to HAT052 on Tuesday the 21st was suppressed
HAT052 = ("set4", "write_effect", "WE4-date-tuesday-3am", 28)
# the desk lamp's colour, delivered as black (v')
LAMP = ("set4", "item_option", "IO4-prose-black-lamp", 15)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (W5199551, "#W5199551's cancellation is through. Before I move on, I'll double-check that "
                   "it now shows as cancelled.", "verify"),
        (W5199551, "#W5199551's cancellation is through; I'm going to re-open the order to make "
                   "sure it stuck.", "verify"),
        # control
        (W5199551, "#W5199551's cancellation is through; I'll check that the refund goes to "
                   "PayPal.", "faulty"),
        # control
        (W5199551, "#W5199551 is cancelled. I'll double-check that the other order is still "
                   "pending.", "faulty"),
        (ADDRESS, "Your default address is now 943 Maple Drive in Chicago. I'll re-read your "
                  "account to make sure it saved.", "verify"),
        # control
        (ADDRESS, "Your default address is now 943 Maple Drive in Chicago. I'll check that your "
                  "orders ship there too.", "faulty"),
        (HXDUBJ, "The return, HAT278, is on the 17th... no, let me check that again: it's on the "
                 "22nd.", "correct"),
        # control
        (HXDUBJ, "HAT278 brings you back on the 17th. No wait, I got that wrong, it's the 22nd.",
         "correct"),
        # control
        (HXDUBJ, "HAT278 brings you back on the 17th.", "faulty"),
        (BSSSM3, "I need to fix something I said: the 25th wasn't correct for BSSSM3; HAT098 "
                 "brings you back to Orlando on the 18th.", "faulty"),
        (BSSSM3, "The 18th isn't right for BSSSM3: HAT098 back to Orlando is on the 25th.",
         "correct"),
        (UM3OG5, "I first read the return flight as the 27th, but I got it wrong: HAT282 is on "
                 "Tuesday the 28th.", "correct"),
        # control
        (UM3OG5, "HAT282 is on the 27th, not the 28th.", "faulty"),
        (DOTTED, "I pulled up the reservation and it lists HAT202 on May 21. Can you look at your "
                 "itinerary?", "verify"),
        (DOTTED, "The record lists HAT202 on May 21. Do you happen to know the date of your flight "
                 "back to Miami?", "verify"),
        # control
        (DOTTED, "HAT202 flies you back to Miami on May 21. Do you have the confirmation number "
                 "handy?", "faulty"),
        # control
        (VA5SGQ, 'Here is the entry:\n\n> HAT106 PHX -> DTW, "date": "2024-05-16"\n\nThat looks '
                 "wrong to me.", "qualified"),
        (VA5SGQ, 'Something in VA5SGQ looks wrong. Here is the entry:\n\n> HAT106 PHX -> DTW, '
                 '"date": "2024-05-16"\n\nShall we sort that out first?', "verify"),
        # control
        (VA5SGQ, 'Here is the entry:\n\n> HAT106 PHX -> DTW, "date": "2024-05-16"\n\nShall I look '
                 "for new flights?", "faulty"),
        (HELMETS, "The order has a black helmet and a white one. Both come in size S.", "faulty"),
        (HELMETS, "There are two helmets in the order, a black one and a white one. Each of them "
                  "is listed as size M.", "correct"),
        # control
        (HELMETS, "There are two helmets in the order. The white one is size S.", "not_dependent"),
        # control
        (HELMETS, "You have a white bike lock and a blue bell. Both are size S.", "not_dependent"),
        (SECOND_BAG, "With one bag already on VA5SGQ, adding a second one would cost $50.",
         "faulty"),
        (SECOND_BAG, "Bag #2 would run you another $50.", "faulty"),
        (SECOND_BAG, "That'd be your first checked bag, so $50.", "correct"),
        # control
        (SECOND_BAG, "Each extra checked bag is $50 on this fare.", "unresolved"),
        # control
        (SECOND_BAG, "I'd like to add two bags for you. Shall I?", "not_dependent"),
        (PAYMENT, "Your Mastercard gets the $321.18 back today.", "faulty"),
        # control
        (PAYMENT, "If the switch goes through, the Mastercard would get its $321.18 back.",
         "not_dependent"),
        # control
        (PAYMENT, "Each card gets $5 back per order.", "unresolved"),
        (PHONE, "Its storage is half that of the 256 GB model.", "unresolved"),
        (PHONE, "It comes with 128 GB, half of what the 256 GB version offers.", "faulty"),
        # control
        (PHONE, "It has 256 GB of storage.", "correct"),
        (PS6, "If there's any price difference, the $150 gift card will cover it.", "faulty"),
        (PS6, "If the new flights cost more, your $150 gift card can pay for them.", "faulty"),
        # control
        (PS6, "If it's a gift card, the $150 one can cover it.", "qualified"),
        (RAW_ENTRY, 'Below is the record exactly as the system has it:\n\n```json\n'
                    '{"flight_number": "HAT192", "date": "2024-05-26"}\n```', "unresolved"),
        # control
        (RAW_ENTRY, 'Below is the record exactly as the system has it:\n\n```json\n'
                    '{"flight_number": "HAT192", "date": "2024-05-26"}\n```\n\nSo you fly on the '
                    "26th.", "faulty"),
        (ACK_JSON, 'The update call came back with:\n\n```json\n"flights": [{"flight_number": '
                   '"HAT266", "date": "2024-05-19"}, {"flight_number": "HAT112", "date": '
                   '"2024-05-27"}]\n```', "unresolved"),
        (TOOTHBRUSH, "The toothbrush is blue. Sorry, I was looking at the wrong line: it's black.",
         "faulty"),
        # control
        # (a doubt with no check or question: qualified since pass 39)
        (TOOTHBRUSH, "The toothbrush is black, which looks wrong to me.", "qualified"),
        (EARBUDS, "Your black IPX7 earbuds give you a few hours between charges.", "unresolved"),
        (EARBUDS, "The black IPX7 earbuds last all day on one charge.", "unresolved"),
        # control
        (EARBUDS, "Your black IPX7 earbuds are great for workouts.", "not_dependent"),
        # control
        (EARBUDS, "Your black IPX7 earbuds run 8 hours per charge.", "faulty"),
        # control: the number said
        (EARBUDS, "Your black IPX7 earbuds give you 6 hours of listening per charge.", "correct"),
        (HAT052, "HAT052 is on the updated booking now, though given the earlier errors I "
                 "wouldn't treat it as confirmed until the email arrives.", "qualified"),
        # control
        (HAT052, "HAT052 is on the updated booking now.", "faulty"),
        (LAMP, "Your desk lamp is black, but I wouldn't take that as final yet.", "qualified"),
        # control
        (LAMP, "Your desk lamp is black.", "faulty"),
    ],
)  # fmt: skip
def test_pass32_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected
