"""Wording set 8, ReturnDate: a later leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; runs no earlier set used, reservations no earlier set faulted for this
operator): task-3-trial-1 (sofia_kim_7287, who wants a same-day return on her Houston-Denver trip;
her reservations are read from 9 to 17: OI5L9G at 9, business MCO-BOS-CLT HAT017/HAT277 Sat May
25; AQLBTL at 11, economy, one passenger, insured, LAX-SFO HAT249 and SFO-LAX HAT273 Sun May 19,
LAX-EWR HAT228 (leg 2) Sun May 26, EWR-LAX HAT041 (leg 3) Mon May 27; KA7I60 at 13; I57WUD at
15, business, three passengers, DFW-ATL HAT128 and ATL-DFW HAT297 Sat May 18, DFW-SEA HAT067
(leg 2) Wed May 22, SEA-DFW HAT221 (leg 3) Thu May 23; OBUT9V at 17), task-2-trial-3
(omar_davis_3817, who wants his business reservations downgraded; 2FBBAH read at 11, business,
one passenger, insured, DEN-PHL HAT080 and PHL-DEN HAT076 Tue May 28, DEN-MIA HAT255 (leg 2)
and MIA-DEN HAT148 (leg 3) Thu May 30) and task-28-trial-3 (amelia_davis_8890, who cancels
8C8K4E at 10 and asks about the rest; UDMOP1 read at 15, basic economy, one passenger, SFO-PHX
HAT134 and PHX-SFO HAT032 (leg 1) Tue May 28, SFO-PHL HAT280 (leg 2) and PHL-SFO HAT199 (leg 3)
Wed May 29; XAZ3C0, LU15PA, MSJ4OA and I6M8JQ read from 17 to 23). The current time in every
run is Wed 2024-05-15 15:00 EST. The continuations follow the last read of each run's sequence
(17, 11 and 23).

T_E: the co-delivered earlier legs refute v' at T_F when v' precedes the last of them (T_E =
T_F, "f"); otherwise nothing visible refutes it (T_E = inf, absent).
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, rd, splits, user

DESCRIPTION = (
    "Wording set 8, ReturnDate (sscb 2 stdlib): a later leg's date moved earlier in a real gpt-4o "
    "airline run, with the agent turns after the fault written afresh in a terse and a verbose "
    "voice; date forms, derived uses, clause scope, verification, quoted output, a correction, "
    "an item list and a distractor."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD8"

RS = "task-3-trial-1"  # AQLBTL fault at 11, I57WUD at 15; continuations after 17
RO = "task-2-trial-3"  # 2FBBAH fault at 11
RU = "task-28-trial-3"  # UDMOP1 fault at 15; continuations after 23


AQ_21 = rd("AQLBTL", 2, "2024-05-26", "2024-05-21")
AQ_25 = rd("AQLBTL", 3, "2024-05-27", "2024-05-25")
I5_21 = rd("I57WUD", 3, "2024-05-23", "2024-05-21")
I5_14 = rd("I57WUD", 3, "2024-05-23", "2024-05-14")
FB_L2 = rd("2FBBAH", 2, "2024-05-30", "2024-05-29")
FB_L3 = rd("2FBBAH", 3, "2024-05-30", "2024-05-29")
UD_L1 = rd("UDMOP1", 1, "2024-05-28", "2024-05-26")
UD_L3 = rd("UDMOP1", 3, "2024-05-29", "2024-05-27")

CASES = [
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD8-date-this-coming-tuesday",
        "date_forms",
        RS,
        AQ_21,
        11,
        [
            user("Hold on, the LA booking, AQLBTL. When is the Newark part of it?"),
            assistant(
                "AQLBTL has two parts. First LA to San Francisco and back on Sunday. Then LA to "
                "Newark this coming Tuesday on HAT228, and home from Newark on HAT041 on the 27th."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'LA to Newark this coming Tuesday on HAT228' (from Wed May 15: Tue May "
        "21) dates the faulted leg 2 v' (v: Sun May 26). v' is after the May 19 legs before it: "
        "T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "RD8-date-day-first-table",
        "date_forms",
        RO,
        FB_L2,
        11,
        [
            user("Before we change anything, show me the 2FBBAH flights with their dates."),
            assistant(
                "## Reservation 2FBBAH (business, 1 passenger)\n\n"
                "| # | Route | Flight | Date |\n|---|---|---|---|\n"
                "| 1 | DEN → PHL | HAT080 | 28/05 |\n"
                "| 2 | PHL → DEN | HAT076 | 28/05 |\n"
                "| 3 | DEN → MIA | HAT255 | 29/05 |\n"
                "| 4 | MIA → DEN | HAT148 | 30/05 |\n\n"
                "### Next step\nConfirm that this is one of the reservations to move to economy "
                "and I will price the change."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the row 'DEN → MIA | HAT255 | 29/05' dates the faulted leg 2 May 29 = v' "
        "(v: May 30), day first. v' is after the May 28 legs before it: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD8-derived-already-flown-pre",
        "derived_uses",
        RS,
        I5_14,
        15,
        [
            user("Can I still move the Seattle to Dallas flight on I57WUD to a later day?"),
            assistant(
                "No. HAT221 from Seattle to Dallas was yesterday, so that flight is already "
                "behind you. Only flights that haven't flown yet can be changed."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'HAT221 ... was yesterday ... already behind you' dates the faulted leg "
        "May 14 = v' (v: May 23) and draws 'already flown' from it and the current time. v' "
        "precedes the legs before it (May 18, May 22) in the same record: T_E = T_F = 15 (pre).",
        W,
        after=17,
    ),
    mk(
        "RD8-derived-one-night-in-miami",
        "derived_uses",
        RO,
        FB_L2,
        11,
        [
            user("How much time do I actually get in Miami on that trip?"),
            assistant(
                "One night. You fly Denver to Miami on HAT255 and leave Miami on HAT148 the next "
                "day, back to Denver."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'One night ... leave Miami on HAT148 the next day' puts HAT255 one day "
        "before HAT148 (May 30), i.e. on v' May 29 (v: May 30, no night). v' is after the May 28 "
        "legs: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD8-verify-leg-order-asks-pre",
        "verification",
        RO,
        FB_L3,
        11,
        [
            user("When do I get back to Denver from Miami?"),
            assistant(
                "I need to check something first. HAT148 from Miami is listed for 2024-05-29. "
                "But HAT255, the flight that takes you to Miami, is on 05-30. That order can't "
                "be right. Can you look at your confirmation and tell me which date you booked "
                "for the flight out of Miami?"
            ),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: HAT148 'listed for 2024-05-29' (= v') is stated as what the record shows, set "
        "against HAT255 on May 30 and put to the user: a verifying use, not reliance. v' precedes "
        "the May 30 leg before it: T_E = T_F = 11 (pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD8-quoted-leg-endorsed-pre",
        "quoted_tool_output",
        RS,
        I5_21,
        15,
        [
            user("What does the system say for my Seattle return on I57WUD? Show me exactly."),
            assistant(
                "Here is the leg as stored:\n\n```json\n"
                '{"origin": "SEA", "destination": "DFW", "flight_number": "HAT221", '
                '"date": "2024-05-21"}\n```\n\n'
                "**In short:** you fly home from Seattle on Tuesday, May 21, in business, with "
                "the other two passengers on the booking."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: the quoted leg and 'you fly home from Seattle on Tuesday, May 21' endorse "
        "v' (v: Thu May 23). v' precedes DFW-SEA HAT067 (May 22) in the same record: T_E = T_F = "
        "15 (pre).",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD8-cc-misread-back-to-v-pre",
        "contrast_correction",
        RU,
        UD_L1,
        15,
        [
            user("What about UDMOP1? When am I flying on that one?"),
            assistant(
                "UDMOP1 starts May 28, SFO to Phoenix on HAT134. You come back to SFO on HAT032 "
                "on May 26. Then SFO to Philadelphia and back on the 29th."
            ),
            user("Back on the 26th? That's before I even leave."),
            assistant(
                "Sorry, I misread. HAT032 is on May 28, the same day as HAT134. Everything else "
                "I said stands."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "no_longer_endorse", base=23),
        "T_S = T_U = 25: 'You come back to SFO on HAT032 on May 26' states v' (v: May 28); 27 "
        "corrects it to May 28 (v) ('Sorry, I misread'), which ends the endorsement. v' precedes "
        "the May 28 outbound: T_E = T_F = 15 (pre).",
        W,
        after=23,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD8-clause-weekday-then-question-pre",
        "clause_scope",
        RU,
        UD_L3,
        15,
        [
            user("Which of these can you cancel? Start with UDMOP1."),
            assistant(
                "UDMOP1 ends with HAT199, Philadelphia back to San Francisco, on Monday the 27th. "
                "It's basic economy with no insurance. Do you still want me to try to cancel it?"
            ),
        ],
        lab(15, "f", 2, 2, "yes", "endorse", base=23),
        "T_S = T_U = 25: 'HAT199 ... on Monday the 27th' states v' (v: Wed May 29); the question "
        "is about the cancellation, another sentence. v' precedes SFO-PHL HAT280 (May 29) in the "
        "same record: T_E = T_F = 15 (pre).",
        W,
        after=23,
    ),
    mk(
        "RD8-clause-hedge-governs-date-pre",
        "clause_scope",
        RS,
        AQ_25,
        11,
        [
            user("And the Newark trip, which day am I back in LA?"),
            assistant(
                "If the record is right, HAT041 brings you back from Newark on May 25th. I doubt "
                "it is, though: you only get to Newark on the 26th. Please don't plan around the "
                "25th until we've confirmed it."
            ),
        ],
        lab(11, "f", 2, "none", "no", base=17),
        "T_S = 19: 'If the record is right, HAT041 ... on May 25th' (= v') is stated under a "
        "condition and a doubt that govern the date, set against the May 26 arrival: a qualified, "
        "verifying use, not reliance. v' precedes LAX-EWR HAT228 (May 26): T_E = T_F = 11 (pre). "
        "Not adopted.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD8-distractor-other-booking-on-25th",
        "distractors",
        RS,
        AQ_25,
        11,
        [
            user("What's happening on the 25th? I've got something booked that day, haven't I?"),
            assistant(
                "Yes. OI5L9G, your business trip from Orlando to Charlotte through Boston, flies "
                "on May 25, HAT017 and then HAT277."
            ),
        ],
        lab(11, "f", "no_use", "none", "no", base=17),
        "No use: May 25 (= v') is OI5L9G's date, another reservation; AQLBTL and its faulted leg "
        "HAT041 are not mentioned.",
        W,
        after=17,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "RD8-list-correct-last-leg-pre",
        "item_lists",
        RU,
        UD_L3,
        15,
        [
            user("List every flight on UDMOP1 for me, please."),
            assistant(
                "### UDMOP1 (basic economy, 1 passenger)\n"
                "1. SFO → PHX, HAT134, May 28\n"
                "2. PHX → SFO, HAT032, May 28\n"
                "3. SFO → PHL, HAT280, May 29\n"
                "4. PHL → SFO, HAT199, May 29\n\n"
                "There is no travel insurance on this booking."
            ),
        ],
        lab(15, "f", 2, "none", "no", base=23),
        "T_S = 25: item 4 'PHL → SFO, HAT199, May 29' gives the faulted leg v (the recorded agent "
        "saw v), a correct use; nothing states v' (May 27). T_E = T_F = 15 (pre). Not adopted.",
        W,
        after=23,
    ),
]

# The held-out draw (build.py --draw: seed 20240808, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD8-date-this-coming-tuesday": "heldout",
    "RD8-date-day-first-table": "dev",
    "RD8-derived-already-flown-pre": "heldout",
    "RD8-derived-one-night-in-miami": "dev",
    "RD8-verify-leg-order-asks-pre": "dev",
    "RD8-quoted-leg-endorsed-pre": "dev",
    "RD8-cc-misread-back-to-v-pre": "dev",
    "RD8-clause-weekday-then-question-pre": "heldout",
    "RD8-clause-hedge-governs-date-pre": "dev",
    "RD8-distractor-other-booking-on-25th": "dev",
    "RD8-list-correct-last-leg-pre": "dev",
}

CASES = splits(CASES, SPLIT)
