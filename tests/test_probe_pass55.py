"""Fifty-fifth pass: wordings from probe sets 71-74 (now development data) that sscb decided
wrongly, read by general rules rather than by their sentences.

A record taken up to be looked at again, its value unsaid ("the return leg's dates need a closer
look", "let me look at it again", "let me sort that out first", "I'll dig into it", "re-check";
built-in `rechecked`), in a sentence naming the fault's entity or field, is unresolved: nobody looks
again at what they trust. A look already taken and reported ("I've checked it again") is not one.
"Something unexpected" on the record is a doubt of it.

A leg placed against now or another time in a sentence naming the leg, the booking or the return, no
date said ("HXDUBJ hasn't taken off yet", "N6F783 has you home before then"), is derived from the
leg's date (Definition 3.2's "already flown"): unresolved, never "no use".

A payment method's use judged in a sentence naming it by id, last four or its balance, its kind
unsaid ("only the $62 one can be used toward a change", "a credit card rather than the $500
balance", "the $62 balance works a bit differently from a credit card"; built-in `use_judged`), is
unresolved: what a method may pay for follows from its kind. A use merely offered ("you could use
the $130 balance") or an amount judged ("it wouldn't go far") is not such a judgement.

A third date said of the return leg named by its flight number is read as the leg's even where
another booking is named ("N6F783 is untouched — its return, HAT166, is on May 17 — and I'm
cancelling M20IZO").

A value the agent flags and then declines to build on ("I'd treat the size as unconfirmed for now",
"I'd rather not rely on that date", "I won't build the choice on it", "treat that as provisional"),
with no question and no check announced, is qualified, not put to verification: a doubt alone does
not check anything (text/unrelied.py).

An option said to stay as the item's own, its value unsaid ("a blue pair with its battery life
unchanged from your current one", "you stay with the same fragrance"; built-in `kept_same`;
"fragrance" now names a scent), is unresolved: the value is taken up by reference.

A value the agent flags and then declines to build on ("I'm not going to build anything around that
date", "I'd treat the size as unconfirmed", "I wouldn't count on that date"), in its sentence or one
of the two after it, with no check announced and no question asking for one, is qualified, not put
to verification (text/unrelied.py; a question about something else, "Shall I downgrade both
flights?", asks nothing of it; "I can't tell which it is" stays a verification).

Controls keep what was already right.
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

RD_OTHER = (".", "return_date", "RD-dis-other-reservation-same-date", 20)
RD_HX = (".", "return_date", "RD-df-day-month-year-adopted", 6)
RD_NSIX = (".", "return_date", "RD-dis-flight-number-only", 14)
WE_UPD = (".", "write_effect", "WE-dc-not-taken-effect-pre", 24)
PS_VISA = (".", "pay_source", "PS-pr-brand-only-no-use", 8)
PS_HEDGE = (".", "pay_source", "PS-cs-hedge-elsewhere-adopted", 8)
PS_WORDS = (".", "pay_source", "PS-pr-category-words-elsewhere-no-use", 8)
PS_CANNOT = (".", "pay_source", "PS-cc-cannot-be-right", 8)
PS_TOWARD = (".", "pay_source", "PS-cc-correction-toward-vprime", 10)
RD_DOUBLE = (".", "return_date", "RD-ver-double-check-then-adopts", 16)
IO_KEEPS_VP = (".", "item_option", "IO-dc-modified-keeps-vprime", 15)
IO_SCENT = (".", "item_option", "IO-du-exchange-same-scent", 16)
RD_HEDGE = (".", "return_date", "RD-cs-hedge-governs-qualified", 14)


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        (
            RD_OTHER,
            "Before I touch anything, I'd like to take a closer look at 5RJ7UH's return.",
            "unresolved",
        ),
        (
            RD_OTHER,
            "5RJ7UH's return isn't what I expected, so I'm going to dig into it before "
            "changing anything.",
            "unresolved",
        ),
        # control
        (RD_OTHER, "5RJ7UH's return flight is in economy.", "not_dependent"),
        (
            RD_HX,
            "The return date on HXDUBJ needs a second look before I make any change.",
            "unresolved",
        ),
        (RD_HX, "Let me go over HXDUBJ's return once more before I change it.", "unresolved"),
        (RD_HX, "HXDUBJ hasn't taken off yet, so it can still be changed.", "unresolved"),
        # control
        (RD_HX, "HXDUBJ is an economy booking, so it can still be changed.", "not_dependent"),
        (
            RD_NSIX,
            "N6F783 has you home before then, so nothing overlaps. Shall I cancel M20IZO?",
            "unresolved",
        ),
        # control
        (RD_NSIX, "N6F783 is a separate booking. Shall I cancel M20IZO?", "not_dependent"),
        (WE_UPD, "Something unexpected came back on 1N99U6 after the update.", "unresolved"),
        # control
        (PS_VISA, "The refund would go to the Visa ending 7803.", "not_dependent"),
        (
            PS_HEDGE,
            "I'll search business fares on May 24. As for payment, I'll look into how "
            "the $500 balance is recorded before using it.",
            "unresolved",
        ),
        (
            PS_WORDS,
            "The $62 balance behaves somewhat differently from your cards, so I'd keep "
            "it for a small part of the fare.",
            "unresolved",
        ),
        (
            PS_WORDS,
            "Your $62 balance can't really be applied to a flight change, so let's use a "
            "card. Which one?",
            "unresolved",
        ),
        # control
        (
            PS_WORDS,
            "Your $62 balance is on your profile. Which card should cover the rest?",
            "not_dependent",
        ),
        (
            PS_CANNOT,
            "I'd put the difference on the Visa ending 3422 instead of the $500 balance. "
            "Is that all right?",
            "unresolved",
        ),
        # control
        (
            PS_CANNOT,
            "You could use the $500 balance or the Visa ending 3422. Which do you prefer?",
            "not_dependent",
        ),
        (
            PS_TOWARD,
            "That $62 may be a different sort of credit than I said, so I'll put the "
            "difference on your Mastercard.",
            "unresolved",
        ),
        (
            RD_DOUBLE,
            "Sure. N6F783 is untouched — its return, HAT166, is on May 17 — and I'm "
            "cancelling M20IZO now.",
            "unresolved",
        ),
        (
            IO_KEEPS_VP,
            "I've found a blue pair with its battery life unchanged from your current "
            "one. Switch to it?",
            "unresolved",
        ),
        # control
        (IO_KEEPS_VP, "I've found a blue pair. Shall I switch your order to it?", "not_dependent"),
        (
            IO_SCENT,
            "Exchange done: you stay with the same fragrance, just in a bigger bottle.",
            "unresolved",
        ),
        (
            RD_HEDGE,
            "The record has your flight home on the 18th. That can't be right next to a "
            "19th outbound, so I'm not going to build anything around that date. Shall I "
            "downgrade both flights?",
            "qualified",
        ),
        # control
        (
            RD_HEDGE,
            "The record has your flight home on the 18th, which sits oddly against the "
            "19th outbound. Could you check the return date on your own itinerary?",
            "verify",
        ),
    ],
)
def test_pass55_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    """Each message's verdict on its development run (Definitions 3.2-3.3)."""
    s, file, case, step = where
    assert _stdlib_verdict(s, None, file, case, step, text) == expected
