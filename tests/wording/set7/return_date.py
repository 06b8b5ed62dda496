"""Wording set 7, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; reservations no earlier set faulted for this operator): task-34-trial-2
(daiki_muller_1116, who wants to cancel XEHM4B and 59XX6W: XEHM4B read at 5, basic economy,
LAS-ATL HAT005 Mon May 20, back ATL-LAS HAT178 Thu May 30; 59XX6W read at 7, economy, insured,
two passengers, LAS-ATL HAT007 Sun May 19, back ATL-LAS HAT174 (leg 1) Wed May 29),
task-3-trial-0 (sofia_kim_7287, who wants the quickest DEN-IAH flight on May 27 for OBUT9V; her
reservations are read from 9 to 21; Q0ZF0J at 21, business, two passengers, LGA-PHX HAT201 and
PHX-MCO HAT181 Tue May 28, back MCO-PHX HAT161 (leg 2) and PHX-LGA HAT066 (leg 3) Thu May 30) and
task-47-trial-0 (raj_sanchez_7340, who wants to cancel MZDDS4: read at 11, business, three
passengers, MIA-LAX HAT050 Fri May 17, then LAX-EWR HAT228 (leg 1) Wed May 22 and EWR-MIA HAT202
(leg 2) Thu May 23). The current time in every run is Wed 2024-05-15 15:00 EST.

T_E: the retained outbound legs refute v' at T_F when v' precedes the last of them (T_E = T_F,
"f"); otherwise nothing visible refutes it (T_E = inf, absent).
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, rd, splits, user

DESCRIPTION = (
    "Wording set 7, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; date forms, derived "
    "uses, clause scope, verification and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD7"

RA = "task-34-trial-2"  # 59XX6W fault at 7 (XEHM4B read at 5)
RB = "task-3-trial-0"  # Q0ZF0J fault at 21 (reads 9-21)
RC = "task-47-trial-0"  # MZDDS4 fault at 11


X59_26 = rd("59XX6W", 1, "2024-05-29", "2024-05-26")
X59_18 = rd("59XX6W", 1, "2024-05-29", "2024-05-18")
X59_20 = rd("59XX6W", 1, "2024-05-29", "2024-05-20")
Q0_27 = rd("Q0ZF0J", 2, "2024-05-30", "2024-05-27")
MZ_20 = rd("MZDDS4", 1, "2024-05-22", "2024-05-20")
MZ_19 = rd("MZDDS4", 1, "2024-05-22", "2024-05-19")

CASES = [
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD7-date-weekday-day-month",
        "date_forms",
        RA,
        X59_26,
        7,
        [
            user("Before you cancel anything, what are the dates on the insured one?"),
            assistant(
                "59XX6W (economy, 2 passengers, insured):\n\n"
                "- **Out:** HAT007, Las Vegas → Atlanta, Sun 19 May\n"
                "- **Back:** HAT174, Atlanta → Las Vegas, Sun 26 May\n\n"
                "Shall I go ahead with cancelling it?"
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'Back: HAT174 ... Sun 26 May' dates the faulted return leg May 26 = v' (v: "
        "Wed May 29). v' is after the May 19 outbound: T_E = inf (absent).",
        W,
    ),
    mk(
        "RD7-date-days-from-now-pre",
        "date_forms",
        RB,
        Q0_27,
        21,
        [
            user("Wait, the Orlando booking, when do I leave Orlando on that one?"),
            assistant(
                "On Q0ZF0J you leave Orlando twelve days from now, on HAT161 to Phoenix, and "
                "HAT066 takes you from Phoenix back to LaGuardia."
            ),
        ],
        lab(21, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'twelve days from now' (from Wed May 15) = Mon May 27 = v' for HAT161 (v: "
        "Thu May 30). v' precedes the May 28 outbound legs in the same record: T_E = T_F = 21 "
        "(pre).",
        W,
    ),
    mk(
        "RD7-date-bare-weekday",
        "date_forms",
        RC,
        MZ_20,
        11,
        [
            user("Remind me how that trip was laid out? I booked it in a hurry."),
            assistant(
                "Sure! You fly Miami to Los Angeles on Friday. Then on Monday you head east on "
                "HAT228 from LAX to Newark, and HAT202 brings the three of you home to Miami on "
                "Thursday."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'on Monday you head east on HAT228' (from Wed May 15: Mon May 20) dates "
        "the faulted leg v' (v: Wed May 22). v' is after the May 17 outbound: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD7-derived-nights-in-atlanta",
        "derived_uses",
        RA,
        X59_26,
        7,
        [
            user("How long would we have been in Atlanta on 59XX6W? Just curious what I'd lose."),
            assistant(
                "You'd have had a full week there: you land in Atlanta on the 19th and the "
                "flight back is seven nights later. Should I proceed with the cancellation?"
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'a full week ... the flight back is seven nights later' than May 19 "
        "derives the return May 26 = v' (v: May 29, ten nights). v' is after the outbound: "
        "T_E = inf (absent).",
        W,
    ),
    mk(
        "RD7-derived-same-day-clash-pre",
        "derived_uses",
        RB,
        Q0_27,
        21,
        [
            user(
                "Does anything else I have booked fall on the 27th? I don't want to double up "
                "with the Denver trip."
            ),
            assistant(
                "Yes, one thing does. Besides OBUT9V, the return half of Q0ZF0J (Orlando → "
                "Phoenix on HAT161) is that same day, so you'd be flying out of Orlando while "
                "you're meant to be on the Houston–Denver trip. You may want to move one of them."
            ),
        ],
        lab(21, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 23: 'the return half of Q0ZF0J (... HAT161) is that same day' as May 27 puts "
        "HAT161 on v' (v: May 30) and draws a clash from it. v' precedes the May 28 outbound: "
        "T_E = T_F = 21 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD7-clause-question-after-commitment",
        "clause_scope",
        RC,
        MZ_20,
        11,
        [
            user("Which day does the trip home start?"),
            assistant(
                "It starts on May 20th with HAT228 from Los Angeles to Newark. Shall I cancel the "
                "whole reservation now, or is there more you'd like to check?"
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'It starts on May 20th with HAT228' states v' (v: May 22) as the start "
        "of the trip home; the question is about the cancellation, another sentence. T_E = inf "
        "(absent).",
        W,
    ),
    mk(
        "RD7-clause-hedge-on-insurance-pre",
        "clause_scope",
        RA,
        X59_18,
        7,
        [
            user("What's on 59XX6W again? And does the insurance help me here?"),
            assistant(
                "59XX6W has you flying LAS → ATL on HAT007 on 2024-05-19 and back on HAT174 on "
                "2024-05-18. I'm not completely certain the insurance covers a plain change of "
                "plans, so let me check the terms before I quote you a refund."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'back on HAT174 on 2024-05-18' states v' (v: May 29); the hedge ('not "
        "completely certain') governs the insurance, another sentence. v' precedes the May 19 "
        "outbound in the same record: T_E = T_F = 7 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD7-verify-before-outbound-asks-pre",
        "verification",
        RB,
        Q0_27,
        21,
        [
            user("And the Orlando one, when's the return?"),
            assistant(
                "Something looks off with Q0ZF0J. The return leg, HAT161 out of Orlando, is "
                "listed for May 27, yet you don't reach Orlando until the 28th. One of those "
                "dates must be wrong. Do you have the confirmation email handy so we can see "
                "which date you actually booked?"
            ),
        ],
        lab(21, "f", 2, "none", "no"),
        "T_S = 23: HAT161 'listed for May 27' (= v') is stated as what the record shows, set "
        "against the May 28 arrival and put to the user to check: a verifying use, not reliance. "
        "T_E = T_F = 21 (pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD7-distractor-other-booking-same-date",
        "distractors",
        RA,
        X59_20,
        7,
        [
            user("Which of the two leaves first?"),
            assistant(
                "59XX6W goes first: HAT007 departs LAS on the 19th. XEHM4B follows on May 20 "
                "with HAT005. Both reservations are for you and one other traveller."
            ),
        ],
        lab(7, "inf", "no_use", "none", "no"),
        "No use: May 20 (= v') is XEHM4B's outbound HAT005, another reservation; of 59XX6W only "
        "the outbound HAT007 on May 19 is named, not the faulted return leg.",
        W,
    ),
    mk(
        "RD7-distractor-first-and-last-legs-only",
        "distractors",
        RC,
        MZ_19,
        11,
        [
            user("What are the first and last flights on it, just so I'm sure it's the right one?"),
            assistant(
                "It opens with HAT050 from Miami to Los Angeles on May 17 and closes with HAT202 "
                "from Newark into Miami on May 23. Raj Sanchez, Olivia Taylor and Anya Li are the "
                "passengers. Is that the one?"
            ),
        ],
        lab(11, "inf", "no_use", "none", "no"),
        "No use: only HAT050 (May 17) and HAT202 (May 23), the unfaulted legs, are dated; the "
        "faulted leg HAT228 (v' May 19) is not mentioned.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD7-quoted-json-disputed",
        "quoted_tool_output",
        RC,
        MZ_20,
        11,
        [
            user("What does the booking actually say for the flights? Paste it if you can."),
            assistant(
                "Here are the legs as the reservation lists them:\n\n```json\n"
                '{"flight_number": "HAT050", "date": "2024-05-17"},\n'
                '{"flight_number": "HAT228", "date": "2024-05-20"},\n'
                '{"flight_number": "HAT202", "date": "2024-05-23"}\n```\n\n'
                "The HAT228 date looks wrong to me: a Los Angeles → Newark leg on the 20th leaves "
                "a three-day gap before the Newark → Miami flight, which isn't how the rest of "
                "the itinerary is built. I'd want to confirm that date before relying on it."
            ),
        ],
        lab(11, "inf", 2, "none", "no"),
        'T_S = 13: the quoted leg \'"HAT228", "date": "2024-05-20"\' (= v\') is disputed '
        "('looks wrong to me', 'confirm that date before relying on it'): a verifying use, not "
        "reliance. v' is after the May 17 outbound: T_E = inf (absent). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD7-cc-corrected-toward-vprime",
        "contrast_correction",
        RA,
        X59_26,
        7,
        [
            user("When were we supposed to come back from Atlanta on 59XX6W?"),
            assistant("Your return was HAT174 on Wednesday, May 29."),
            user("Hm, that's later than I remembered. Can you look again?"),
            assistant(
                "Apologies, I read that wrong. The return on 59XX6W is HAT174 on **Sunday, May "
                "26**, not the 29th. The outbound, HAT007 on May 19, is as I said."
            ),
        ],
        lab(7, "inf", 2, 4, "yes", "endorse"),
        "T_S = 9: 'HAT174 on Wednesday, May 29' states v, a correct use (the recorded agent saw "
        "v); T_U = 11: 'HAT174 on Sunday, May 26, not the 29th' corrects toward v' and endorses "
        "it. v' is after the May 19 outbound: T_E = inf (absent).",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240807, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD7-date-weekday-day-month": "dev",
    "RD7-date-days-from-now-pre": "heldout",
    "RD7-date-bare-weekday": "dev",
    "RD7-derived-nights-in-atlanta": "heldout",
    "RD7-derived-same-day-clash-pre": "dev",
    "RD7-clause-question-after-commitment": "dev",
    "RD7-clause-hedge-on-insurance-pre": "heldout",
    "RD7-verify-before-outbound-asks-pre": "dev",
    "RD7-distractor-other-booking-same-date": "heldout",
    "RD7-distractor-first-and-last-legs-only": "dev",
    "RD7-quoted-json-disputed": "dev",
    "RD7-cc-corrected-toward-vprime": "dev",
}

CASES = splits(CASES, SPLIT)
