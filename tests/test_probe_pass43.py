"""Shapes found in the forty-third pass (probe set 50 read as development data), each pinned on a
development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the value referred to as the record has it, unsaid ("the flight dates as they're booked", "the
  same dates as your current trip", "the outbound as it currently stands", "a different
  compatibility from the one you have", "the same fragrance as your current bottle", "whatever
  platform it's on now"): unresolved, never "no use" (a product's "same fragrance" alone names
  the product: control);
- a fresh read announced with a purpose, after an interjection or naming the booking by its id
  ("Okay, pulling FQ8APE up now to confirm the bags", "Reading 1N99U6 back now to confirm ...")
  and a check of the option of "the pair you have now" after other words ("let me pull up the
  product page to confirm ..."): verifications (a read with no purpose: control);
- a value compared against another source ("Let me compare that with the product catalogue
  first"), or a look at the catalogue after the record was set against the user's word ("The
  order lists 6 hours and you remember 8 — let me check the product catalogue"): verifications;
- "check that date" takes the date said up for the check, no date of its own;
- the whole trip's legs ("both legs ... out on the 19th and back on the 20th") read for the return;
- a move's new date set against the date it replaces ("would have moved HAT044 to the 15th instead
  of the 13th"): the replaced date is the record's, stated, not denied;
- "You're right that it should be the 22nd": agreement, no hedge;
- "— odd for a Visa" after a category said: a doubt of it, nothing asked: qualified ("— odd, since
  gift cards usually work" is of an event: control);
- "didn't get applied": the change not made; "nothing was updated and the white pair is still on
  the order": the clause after "and" is its own.
- a change's outcome given both ways with "as before" or "or ... if it didn't" ("to Suite 641 if
  the update took, or to Suite 640 if it didn't"): a listing of both (each was "no use" or
  qualified);
- a month alone said of the leg ("the return legs are also in May"): a date unread, unresolved
  (the unread-forms pattern skipped every alternative starting with "i").
- an item swapped for another variant named by the option value that changed ("the new blue
  earbuds", "wireless earbuds in blue (changed)"): the change's new state, a claim when marked
  so (other items of that colour: control); a fresh read "so we can check" the change:
  a verification ("so we can see which versions exist" of the catalogue: control).
- a count given as alternatives ("two or three gift cards, depending on how the 7803 one is
  classified"), a method listed as "gift card or credit card — the entry is inconsistent", and
  outcomes "depending on which of its two possible dates is right": listings of both (each was
  `correct` or `verify`).
- a keyboard named "your board" (the compound's own head): its switches said of it are its
  option (each was unresolved; "keyboard": control).
- the replacement as the subject a value is said of ("the replacement is the 100ml", "the one
  you'll receive is the 100ml", "the 100ml will follow", "the 100ml woody comes to you"): the
  new item's value, not the user's ("the same oriental scent comes to you" keeps the user's own:
  control).
- "I can't tell you with certainty which ..." (and "from here", "yet", "right now"): the values
  held open, as "I can't tell which" is (with a question to the user about it: control).
- a value a change moves to ("the battery drops to 4 hours") or said of another variant named by
  a value the item does not have ("the black one would have 4 hours"): not the item's own ("the
  same one in black": control).
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_SAT = (".", "return_date", "RD-df-saturday-the-18th-adopted", 16)
RD_NOWREADS = (".", "return_date", "RD-dc-now-reads-correct", 16)
RD_UPDATE = (".", "return_date", "RD-dis-update-call-correct", 14)
RD_SAMEDATES = (".", "return_date", "RD-du-same-dates-search-adopted", 14)
RD_USER_RIGHT = (".", "return_date", "RD-cc-rather-than-adopted", 10)
RD_BASIC = (".", "return_date", "RD-il-recorded-correct", 8)
PS_ID = (".", "pay_source", "PS-pr-id-with-category-adopted", 8)
PS_REFUSED = (".", "pay_source", "PS-dc-did-not-go-through-adopted", 12)
IO_PERFUME = (".", "item_option", "IO-cc-cannot-be-right", 10)
IO_THERMO = (".", "item_option", "IO-du-already-compatible-late", 14)
IO_BATTERY = (".", "item_option", "IO-op-six-hour-battery-late", 14)
IO_RATHER = (".", "item_option", "IO-cc-rather-than-adopted", 13)
IO_WHITE = (".", "item_option", "IO-dc-not-through-still-white", 17)
IO_COLOUR = (".", "item_option", "IO-dis-same-item-other-option", 12)
IO_SCENT = (".", "item_option", "IO-ver-please-confirm", 10)
IO_TABLE = (".", "item_option", "IO-il-table-adopted", 16)
WE_BAGS = (".", "write_effect", "WE-wt-baggage-late-retracted", 26)
WE_READ = (".", "write_effect", "WE-ver-double-check-then-claims", 23)
WE_OLD = (".", "write_effect", "WE-date-old-flights-correct", 24)
WE_BUILDS = (".", "write_effect", "WE-du-second-update-builds", 23)
WE_SUITE = (".", "write_effect", "WE-wt-retail-address-recorded-absent", 16)
RD_MONTH = ("set6", "return_date", "RD6-verify-cant-tell-which", 29)
WR_ITEMS_LATE = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 26)
WR_ITEMS_READ = (".", "write_effect", "WE-wt-retail-items-late-still-endorses", 24)
IO_THERMO_LOOK = (".", "item_option", "IO-du-already-compatible-late", 14)
PS_BRAND = (".", "pay_source", "PS-pr-brand-only-no-use", 6)
PS_LIST = (".", "pay_source", "PS-il-list-omits-method", 8)
KB = (".", "item_option", "IO-op-tactile-switches-adopted", 14)
IO_BOTTLE = (".", "item_option", "IO-op-bottle-size-adopted", 12)
IO_EXCHANGED = (".", "item_option", "IO-dis-recorded-pre-correct", 16)
IO_SAME_SCENT = (".", "item_option", "IO-du-exchange-same-scent", 16)
WR_ADDRESS = (".", "write_effect", "WE-wt-retail-address-readback-pre-adopted", 18)
IO_FOUR_HOURS = ("set4", "item_option", "IO4-derived-battery-already-4h", 14)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_SAT,
            "HAT290 shows the 18th, a day before you fly out, which makes no sense for a return. "
            "I am going to reopen the reservation and check that date first.",
            "verify",
        ),
        (
            RD_NOWREADS,
            "All done: both legs are economy now, out on the 19th and back on the 20th.",
            "correct",
        ),
        (
            RD_NOWREADS,
            "All done: both legs are economy now, out on the 19th and back on the 18th.",
            "faulty",
        ),
        (
            RD_UPDATE,
            "I'll leave the flight dates as they're booked and change only the cabin.",
            "unresolved",
        ),
        (
            RD_SAMEDATES,
            "I'll look for nonstops both ways on the same dates as your current trip.",
            "unresolved",
        ),
        (
            RD_USER_RIGHT,
            "You're right that it should be the 22nd — the 17th on our record would put your "
            "return before your outbound.",
            "correct",
        ),
        (
            RD_BASIC,
            "It's basic economy, so no change is possible; two days later would have moved "
            "HAT044 to the 15th instead of the 13th.",
            "faulty",
        ),
        (
            RD_BASIC,
            "It's basic economy, so no change is possible; two days later would have moved "
            "HAT044 to the 18th instead of the 16th.",
            "correct",
        ),
        (
            PS_ID,
            "The refund will go to credit_card_2929732, which the profile lists as a gift card — "
            "odd for a Visa.",
            "qualified",
        ),
        # control
        (
            PS_REFUSED,
            "The system refused the $500 gift card — odd, since gift cards usually work. Shall I "
            "try the Mastercard?",
            "faulty",
        ),
        (
            IO_PERFUME,
            "Your order shows the perfume at 100 ml. Let me compare that with the product "
            "catalogue first.",
            "verify",
        ),
        (
            IO_THERMO,
            "I'll look for a thermostat with a different compatibility from the one you have.",
            "unresolved",
        ),
        (
            IO_BATTERY,
            "First, let me pull up the product page to confirm the battery life of the pair you "
            "have now.",
            "verify",
        ),
        (
            IO_RATHER,
            "The order lists 6 hours and you remember 8 — let me check the product catalogue "
            "before I choose.",
            "verify",
        ),
        (
            IO_WHITE,
            "The change failed, so nothing was updated and the white pair is still on the order.",
            "correct",
        ),
        (
            IO_COLOUR,
            "I can exchange your earbuds for the same model in a different colour than the one "
            "you have.",
            "unresolved",
        ),
        (
            IO_SCENT,
            "I'll keep the same fragrance as your current bottle, only larger.",
            "unresolved",
        ),
        # control
        (
            IO_SCENT,
            "I'll look up the larger sizes of the same fragrance.",
            "not_dependent",
        ),
        (
            IO_TABLE,
            "Your thermostat stays on whatever platform it's on now.",
            "unresolved",
        ),
        (
            WE_BAGS,
            "Okay, pulling FQ8APE up now to confirm the bags.",
            "verify",
        ),
        # control
        (
            WE_BAGS,
            "Okay, pulling up FQ8APE now.",
            "not_dependent",
        ),
        (
            WE_READ,
            "Reading 1N99U6 back now to confirm the nonstop is on it.",
            "verify",
        ),
        (
            WE_OLD,
            "Your Sunday flights are still the 19 May connection through Phoenix; the nonstop "
            "didn't get applied.",
            "correct",
        ),
        (
            WE_BUILDS,
            "I'll change HAT112 to the 28th and keep the outbound as it currently stands.",
            "unresolved",
        ),
        (
            WE_SUITE,
            "The parcel will go to Suite 641 if the update took, or to Suite 640 if it didn't.",
            "enumerate",
        ),
        (
            WE_SUITE,
            "It ships either to Suite 641, if the change went through, or to Suite 640 as before.",
            "enumerate",
        ),
        # control
        (
            WE_SUITE,
            "It ships to Suite 641 now.",
            "faulty",
        ),
        (
            RD_MONTH,
            "DQST39 is your Chicago to Newark trip. The outbound connects in Houston on the "
            "18th, and the return legs through Houston are also in May.",
            "unresolved",
        ),
        # control
        (
            RD_MONTH,
            "DQST39 goes out through Houston on the 18th. Anything you'd like to change?",
            "not_dependent",
        ),
        (
            WR_ITEMS_LATE,
            "Here is your order: the makeup kit, the new blue earbuds, the office chair and the "
            "speaker.",
            "faulty",
        ),
        (
            WR_ITEMS_LATE,
            "Order contents: makeup kit, wireless earbuds in blue (changed), office chair, "
            "Bluetooth speaker.",
            "faulty",
        ),
        # control
        (
            WR_ITEMS_LATE,
            "Your order holds the makeup kit, the office chair in blue and the blue speaker.",
            "not_dependent",
        ),
        (
            WR_ITEMS_READ,
            "Okay — I'll open the order so we can check the earbuds after the change.",
            "verify",
        ),
        # control
        (
            IO_THERMO_LOOK,
            "I'll open the thermostat's catalogue entry so we can see which versions exist.",
            "not_dependent",
        ),
        (
            PS_BRAND,
            "You have two or three gift cards, depending on how the 7803 one is classified.",
            "enumerate",
        ),
        # control
        (
            PS_BRAND,
            "You have three gift cards.",
            "faulty",
        ),
        (
            PS_BRAND,
            "Between them: two or three gift cards depending on how the 7803 one is classified, "
            "and one or two credit cards accordingly.",
            "enumerate",
        ),
        (
            PS_LIST,
            "On file:\n- Gift card, $22\n- Visa ending 7803 (gift card or credit card; the entry "
            "is inconsistent)\n- Gift card, $31",
            "enumerate",
        ),
        # control
        (
            PS_LIST,
            "On file:\n- Gift card, $22\n- Visa ending 7803 (a gift card)\n- Gift card, $31",
            "faulty",
        ),
        (
            KB,
            "Your current board is the full-size RGB model with tactile switches.",
            "faulty",
        ),
        (
            KB,
            "Your current board is the full-size RGB model with linear switches.",
            "correct",
        ),
        # control
        (
            KB,
            "Your current keyboard is the full-size RGB model with tactile switches.",
            "faulty",
        ),
        (
            IO_BOTTLE,
            "Your bottle is the 30ml one; the replacement is the 100ml.",
            "correct",
        ),
        (
            IO_BOTTLE,
            "Your bottle is the 30ml one, and the one you'll receive is the 100ml.",
            "correct",
        ),
        (
            IO_EXCHANGED,
            "Send back the 30ml bottle when the email arrives; the 100ml will follow.",
            "correct",
        ),
        (
            IO_EXCHANGED,
            "Your current bottle goes back and the 100ml woody comes to you.",
            "not_dependent",
        ),
        # control
        (
            IO_SAME_SCENT,
            "Your bottle goes back and a 100ml of the same oriental scent comes to you.",
            "faulty",
        ),
        (
            WR_ADDRESS,
            "The update came back with Suite 641, but the order I just opened says Suite 640, so "
            "I can't tell you with certainty which one it ships to.",
            "enumerate",
        ),
        # control
        (
            WR_ADDRESS,
            "The update came back with Suite 641, but the order I just opened says Suite 640, so "
            "I can't tell you with certainty which one it ships to. Could you check your account "
            "page?",
            "verify",
        ),
        (
            IO_FOUR_HOURS,
            "Yours is the 8-hour pair; with the black ones the battery drops to 4 hours.",
            "correct",
        ),
        (
            IO_FOUR_HOURS,
            "Yours is the 8-hour pair; the black one would have 4 hours.",
            "correct",
        ),
        # control
        (
            IO_FOUR_HOURS,
            "Yours is the 8-hour pair; the same one in black would have 8 hours too.",
            "correct",
        ),
    ],
)
def test_pass43_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
