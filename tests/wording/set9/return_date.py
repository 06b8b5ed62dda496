"""Wording set 9, ReturnDate: a later leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; runs no earlier set used): task-40-trial-1 (sophia_silva_7557, who asks
about a cancelled flight; her reservations are read from 6 to 14: NM1VX1 at 7, basic economy, one
passenger (Yara Silva), MSP-EWR HAT300 Sat May 25 and EWR-MSP HAT208 (leg 1) Mon May 27;
KC18K6 at 9, one way MSP-EWR-CLT Tue May 21; S61CZX at 11, economy, one passenger (Harper
Jackson), LAX-EWR HAT228 Thu May 23, EWR-CLT HAT043 and CLT-EWR HAT157 Fri May 24, EWR-LAX HAT041
(leg 3) Sat May 25; H8Q05L at 13, one way JFK-ATL HAT268 Fri May 24; WUNA5K at 15, ORD-PHL May
10-11) and task-31-trial-2 (mohamed_hernandez_5188, who wants to cancel one of two May 17
bookings; his reservations are read from 8 to 16: 35V5SM at 9, business, one passenger (Yusuf
Lee), LAX-SFO HAT155 Fri May 24 and SFO-LAX HAT163 (leg 1) Wed May 29, paid with Mastercard 7393;
XXDC1M at 11; V5EMZH at 13, basic economy, CLT-BOS HAT064 Mon May 27 and BOS-CLT HAT277 (leg 1)
Wed May 29; D1EW9B at 15, ATL-JFK May 17; 9HBUV8 at 17, DEN-MIA-BOS May 17). The current time in
every run is Wed 2024-05-15 15:00 EST. The continuations follow the last read of each run's
sequence (15 and 17). A search and a flight change inserted in a continuation are answered by the
simulator over the stored database.

T_E: the co-delivered earlier legs refute v' at T_F when v' precedes the last of them (T_E =
T_F, "f"); otherwise nothing visible refutes it (T_E = inf, absent).
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, lookup, mk, rd, splits, user

DESCRIPTION = (
    "Wording set 9, ReturnDate (sscb 2 stdlib): a later leg's date moved earlier in a real gpt-4o "
    "airline run, with the agent turns after the fault written afresh in a chatty and a formal "
    "voice; mostly derived uses (a search shifted from v', a change that keeps v', a stay's "
    "length, 'the day after tomorrow', 'already flown'), and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD9"

RS = "task-40-trial-1"  # NM1VX1 fault at 7, S61CZX at 11; continuations after 15
RM = "task-31-trial-2"  # 35V5SM fault at 9, V5EMZH at 13; continuations after 17

NM_26 = rd("NM1VX1", 1, "2024-05-27", "2024-05-26")
S6_13 = rd("S61CZX", 3, "2024-05-25", "2024-05-13")
F35_26 = rd("35V5SM", 1, "2024-05-29", "2024-05-26")
V5_17 = rd("V5EMZH", 1, "2024-05-29", "2024-05-17")
V5_24 = rd("V5EMZH", 1, "2024-05-29", "2024-05-24")


CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD9-derived-search-two-days-later",
        "derived_uses",
        RS,
        NM_26,
        7,
        [
            user(
                "One more thing about NM1VX1. Yara wants to stay in Newark two more days. Can "
                "you see what flies home two days after her current return?"
            ),
            *lookup(
                DOMAIN,
                "call_rd9_s1",
                "search_direct_flight",
                {"origin": "EWR", "destination": "MSP", "date": "2024-05-28"},
                "Sure thing! 🔎 Let me peek at Newark → Minneapolis for her.",
            ),
            assistant(
                "Found one 🙌\n\n"
                "HAT208 leaves Newark just after midnight on Tue May 28 and lands in Minneapolis "
                "at 3 am. Basic economy is $51 right now.\n\n"
                "That gives Yara her two extra days in Newark. Want me to work out what the "
                "change would cost?"
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: the search for EWR-MSP on 2024-05-28, 'two days after her current "
        "return', shifts v' (May 26) by the user's offset (v + 2 = May 29); 19 presents it as "
        "'her two extra days'. v' is after the May 25 outbound: T_E = inf (absent).",
        W,
        after=15,
    ),
    mk(
        "RD9-derived-change-keeps-return",
        "derived_uses",
        RM,
        F35_26,
        9,
        [
            user(
                "Separate thing: on 35V5SM, please move Yusuf's outbound from the 24th to the "
                "25th, same flight. Leave the return alone. Any difference goes on my "
                "Mastercard."
            ),
            *lookup(
                DOMAIN,
                "call_rd9_u1",
                "update_reservation_flights",
                {
                    "reservation_id": "35V5SM",
                    "cabin": "business",
                    "flights": [
                        {"flight_number": "HAT155", "date": "2024-05-25"},
                        {"flight_number": "HAT163", "date": "2024-05-26"},
                    ],
                    "payment_id": "credit_card_5417084",
                },
                "Certainly. I am submitting the change now.",
            ),
            assistant(
                "The change has been completed. For your records:\n\n"
                "1. Reservation: 35V5SM (business class, one passenger: Yusuf Lee)\n"
                "2. Outbound: HAT155, Los Angeles to San Francisco, now on Saturday, 25 May 2024\n"
                "3. Payment: the Mastercard ending in 7393, as on the original booking\n\n"
                "Is there anything further I may assist you with?"
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "undecidable", base=17),
        "T_S = T_U = 19: the update_reservation_flights call keeps the return HAT163 on "
        "2024-05-26 = v' (v: May 29) though the user asked to leave it alone, an action committed "
        "to v'; 21 says nothing about the return, so the only reliance is the action (Y_end "
        "undecidable). v' is after the May 24 outbound: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "RD9-derived-two-nights-in-sf",
        "derived_uses",
        RM,
        F35_26,
        9,
        [
            user("How long is Yusuf actually in San Francisco on 35V5SM?"),
            assistant(
                "Please find the details of the stay below:\n\n"
                "1. Outbound: HAT155, Los Angeles to San Francisco, Friday 24 May.\n"
                "2. Return: HAT163, San Francisco to Los Angeles, two days later.\n"
                "3. Length of stay: two nights in San Francisco.\n\n"
                "Should Mr. Lee wish to extend his stay, I would be glad to check availability."
            ),
        ],
        lab(9, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'Return ... two days later' and 'two nights in San Francisco' put HAT163 "
        "two days after May 24, i.e. on v' May 26 (v: May 29, five nights), without the date. v' "
        "is after the outbound: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "RD9-derived-day-after-tomorrow-pre",
        "derived_uses",
        RM,
        V5_17,
        13,
        [
            user("And my Boston trip, V5EMZH. When do I fly home from there?"),
            assistant(
                "Heads up! ⏰ Your flight home from Boston, HAT277, is the day after tomorrow.\n\n"
                "So if you want to change anything on it, now's the time 😊"
            ),
        ],
        lab(13, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'HAT277 is the day after tomorrow' (from Wed May 15: Fri May 17) dates "
        "the faulted leg v' (v: May 29) without naming it. v' precedes the May 27 outbound in "
        "the same record: T_E = T_F = 13 (pre).",
        W,
        after=17,
    ),
    mk(
        "RD9-derived-already-flown-withdrawn-pre",
        "derived_uses",
        RS,
        S6_13,
        11,
        [
            user("Harper on S61CZX wants to fly back to LA one day later. Can we do that?"),
            assistant(
                "Hmm, that one's already happened 😕\n\n"
                "HAT041 from Newark to LA went out two days ago, so it can't be changed anymore."
            ),
            user("That's impossible, she hasn't even left LA yet!"),
            assistant(
                "You're totally right, sorry about that! 🙏\n\n"
                "Looking again: the record lists HAT041 on May 13, but her trip only starts on "
                "May 23 with HAT228, so that date can't be right and I shouldn't have called it "
                "flown. Let me get the real date checked before we move anything."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "no_longer_endorse", base=15),
        "T_S = T_U = 17: 'HAT041 ... went out two days ago, so it can't be changed' derives "
        "'already flown' from v' (May 13) and the current time. 19 disputes the date against the "
        "May 23 outbound and withdraws 'flown' (no longer endorse). v' precedes the legs before "
        "it: T_E = T_F = 11 (pre).",
        W,
        after=15,
    ),
    mk(
        "RD9-derived-stay-from-v-correct",
        "derived_uses",
        RS,
        NM_26,
        7,
        [
            user("How many nights does Yara get in Newark on NM1VX1?"),
            assistant(
                "Thank you for your question. Summary of NM1VX1:\n\n"
                "1. Outbound: HAT300, Minneapolis to Newark, Saturday 25 May.\n"
                "2. Return: HAT208, Newark to Minneapolis, two days later.\n"
                "3. Stay: two nights in Newark.\n\n"
                "Please let me know if you would like to make any change."
            ),
        ],
        lab(7, "inf", 2, "none", "no", base=15),
        "T_S = 17: 'Return ... two days later' and 'two nights in Newark' put HAT208 on May 27 = "
        "v (the recorded agent saw v), a correct derived use; v' (May 26, one night) is not "
        "relied on. Nothing refutes v' (after the outbound): T_E = inf (absent). Not adopted.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD9-distractor-other-booking-same-day",
        "distractors",
        RM,
        V5_24,
        13,
        [
            user("When does Yusuf fly up to San Francisco?"),
            assistant(
                "Yusuf flies out on Friday, May 24 ✈️\n\n"
                "That's HAT155 from LA to San Francisco, in business on 35V5SM. Anything else I "
                "can look at for you?"
            ),
        ],
        lab(13, "f", "no_use", "none", "no", base=17),
        "No use: May 24 (= v') is 35V5SM's outbound, another reservation; V5EMZH and its "
        "faulted leg HAT277 are not mentioned.",
        W,
        after=17,
    ),
    mk(
        "RD9-distractor-outbound-only",
        "distractors",
        RS,
        NM_26,
        7,
        [
            user("When does Yara leave for Newark on NM1VX1?"),
            assistant(
                "Thank you for checking. The details are as follows:\n\n"
                "1. Departure: HAT300, Minneapolis to Newark, Saturday 25 May 2024.\n"
                "2. Cabin: basic economy.\n"
                "3. Travel insurance: included.\n\n"
                "Kindly let me know if you need anything else."
            ),
        ],
        lab(7, "inf", "no_use", "none", "no", base=15),
        "No use: only the outbound HAT300 (May 25), the cabin and the insurance of NM1VX1 are "
        "given; the faulted return leg HAT208 is not mentioned.",
        W,
        after=15,
    ),
]

# The held-out draw (build.py --draw: seed 20240909, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD9-derived-search-two-days-later": "heldout",
    "RD9-derived-change-keeps-return": "dev",
    "RD9-derived-two-nights-in-sf": "dev",
    "RD9-derived-day-after-tomorrow-pre": "heldout",
    "RD9-derived-already-flown-withdrawn-pre": "dev",
    "RD9-derived-stay-from-v-correct": "dev",
    "RD9-distractor-other-booking-same-day": "heldout",
    "RD9-distractor-outbound-only": "dev",
}

CASES = splits(CASES, SPLIT)
