"""Wording set 6, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; reservations no earlier set faulted): task-16-trial-3 (ethan_martin_2396,
who came about the delayed HAT039 of M61CQM; his reservations are read from 11 to 27: GXWCPN at
11, LGA-CLT-BOS Mon May 27, back BOS-CLT HAT260 (leg 2) and CLT-LGA HAT087 Tue May 28; DQST39 at
13, business, ORD-IAH-EWR Sat May 18, back EWR-IAH HAT166 (leg 2) and IAH-ORD HAT044 Wed May 29;
BSSSM3 at 15; RVQC22 at 17, one way SEA-BOS-MCO May 22-23; P824NH at 19, basic economy,
DTW-MSP-MCO Sat May 18, back MCO-PHX HAT214 (leg 2) Wed May 22 and PHX-DTW HAT073 Thu May 23;
NTIRXF at 23, SFO-BOS-CLT on May 13 with HAT260; HG8X9P at 25, LAX-ORD Mon May 20 and ORD-ATL Tue
May 21, back ATL-DFW HAT252 (leg 2) and DFW-LAX HAT124 Wed May 22; M61CQM at 27),
task-46-trial-1 (noah_muller_9847: SDZQKO at 11, basic economy, Noah Muller and Lucas Anderson,
LAX-EWR HAT228 Mon May 27 and EWR-MIA HAT202 Tue May 28, back MIA-EWR HAT192 (leg 2) Tue May 28
and EWR-LAX HAT041 (leg 3) Wed May 29; the past trip 4OG6T3 read at 13), task-37-trial-0
(mei_brown_7075: DB1Y70 at 9, PHX-DTW-CLT Tue May 21; MUGYUB at 11, MIA-EWR May 23, back May 25;
3JA7XV at 13, business, four passengers, PHX-SEA HAT045 Wed May 15 (delayed today) and SEA-BOS
HAT194 Thu May 16, back BOS-MCO HAT182 (leg 2) and MCO-PHX HAT153 (leg 3) Wed May 22; CYPIDV at
15) and task-4-trial-0 (omar_rossi_1241: UM3OG5 at 7, economy, Omar Rossi and Liam Lee, SEA-DFW
HAT113 Sun May 26, back DFW-ATL HAT282 (leg 1) and ATL-SEA HAT239 (leg 2) Tue May 28; 5RJ7UH at 9
and FQ8APE at 11). The current time in every run is Wed 2024-05-15 15:00 EST (Memorial Day 2024
is Mon May 27).

T_E: the retained outbound legs refute v' at T_F when v' precedes the last of them (the return
cannot leave before the traveller arrives: T_E = T_F, "f"); otherwise nothing visible refutes it
(T_E = inf, absent). Searches and other reservations' dates are not counterevidence.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, rd, splits, user

DESCRIPTION = (
    "Wording set 6, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; date forms, clause "
    "scope, corrections, verification, quoted tool output, item lists and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD6"

RA = "task-16-trial-3"  # GXWCPN 11, DQST39 13, P824NH 19, HG8X9P 25 (reads to 27)
RB = "task-46-trial-1"  # SDZQKO 11 (4OG6T3 read at 13)
RC = "task-37-trial-0"  # 3JA7XV 13 (CYPIDV read at 15)
RD = "task-4-trial-0"  # UM3OG5 7 (reads to 11)


GX_27 = rd("GXWCPN", 2, "2024-05-28", "2024-05-27")
DQ_17 = rd("DQST39", 2, "2024-05-29", "2024-05-17")
P8_17 = rd("P824NH", 2, "2024-05-22", "2024-05-17")
P8_20 = rd("P824NH", 2, "2024-05-22", "2024-05-20")
HG_19 = rd("HG8X9P", 2, "2024-05-22", "2024-05-19")
HG_21 = rd("HG8X9P", 2, "2024-05-22", "2024-05-21")
SD_17 = rd("SDZQKO", 2, "2024-05-28", "2024-05-17")
SD_26 = rd("SDZQKO", 2, "2024-05-28", "2024-05-26")
SD_27 = rd("SDZQKO", 2, "2024-05-28", "2024-05-27")
JA_20 = rd("3JA7XV", 2, "2024-05-22", "2024-05-20")
JA_21 = rd("3JA7XV", 2, "2024-05-22", "2024-05-21")
UM_27 = rd("UM3OG5", 1, "2024-05-28", "2024-05-27")

CASES = [
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD6-date-memorial-day",
        "date_forms",
        RA,
        GX_27,
        11,
        [
            user(
                "Before we sort out the delay, remind me how the Boston trip goes? I've lost "
                "track of when I'm coming home."
            ),
            assistant(
                "Sure. GXWCPN takes you from LaGuardia to Boston through Charlotte on Memorial "
                "Day. Your trip home starts on Memorial Day as well: HAT260 leaves Boston for "
                "Charlotte that day, and HAT087 brings you the rest of the way to LaGuardia."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: 'HAT260 leaves Boston ... on Memorial Day' dates the faulted leg Mon May "
        "27, 2024 = v' (v: Tue May 28), stated as the trip home. v' is the outbound's own date, "
        "not before it: T_E = inf (absent).",
        W,
        after=27,
    ),
    mk(
        "RD6-date-six-days-from-today",
        "date_forms",
        RC,
        JA_21,
        13,
        [
            user(
                "Forget the compensation for a second. With all this, what day do we actually "
                "fly out of Boston?"
            ),
            assistant(
                "The Boston departure is six days from today. HAT182 takes all four of you from "
                "Boston to Orlando, and from there HAT153 continues to Phoenix. Today's delay on "
                "HAT045 doesn't move either of those flights."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: 'six days from today' (Wed May 15) puts HAT182's departure on Tue May "
        "21 = v' (v: Wed May 22). v' is after the May 16 SEA-BOS outbound: T_E = inf (absent).",
        W,
        after=15,
    ),
    mk(
        "RD6-date-dd-mm-yyyy-pre",
        "date_forms",
        RA,
        DQ_17,
        13,
        [
            user("Also, the business trip to Newark. Which day am I flying back?"),
            assistant(
                "For DQST39, your return journey begins on 17/05/2024 with HAT166 from Newark "
                "to Houston, and HAT044 then takes you on to Chicago O'Hare. You're in business "
                "on both."
            ),
        ],
        lab(13, "f", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: '17/05/2024' (day first) dates HAT166 Fri May 17 = v' (v: Wed May 29) "
        "as the start of the return. v' precedes the Sat May 18 outbound legs in the same record: "
        "T_E = T_F = 13 (pre).",
        W,
        after=27,
    ),
    mk(
        "RD6-date-day-after-tomorrow-pre",
        "date_forms",
        RB,
        SD_17,
        11,
        [
            user("OK. And on the Miami booking, which day do we leave Miami?"),
            assistant(
                "You and Lucas leave Miami the day after tomorrow on HAT192 to Newark; the last "
                "flight, HAT041 from Newark to Los Angeles, is on the 29th."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'the day after tomorrow' (from Wed May 15) = Fri May 17 = v' for HAT192 "
        "(v: Tue May 28). v' precedes the outbound legs (LAX-EWR May 27, EWR-MIA May 28) in the "
        "same record: T_E = T_F = 11 (pre).",
        W,
        after=13,
    ),
    mk(
        "RD6-date-month-slash-day",
        "date_forms",
        RD,
        UM_27,
        7,
        [
            user(
                "Not that one. The Seattle–Dallas round trip for me and Liam, when's the flight "
                "back?"
            ),
            assistant(
                "Got it, that's UM3OG5. You two fly back out of Dallas on 5/27 (HAT282 to "
                "Atlanta), and HAT239 then brings you from Atlanta to Seattle."
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: '5/27' (month/day) dates HAT282, the faulted return leg, Mon May 27 = v' "
        "(v: Tue May 28). v' is after the Sun May 26 outbound: T_E = inf (absent).",
        W,
        after=11,
    ),
    mk(
        "RD6-date-this-sunday-pre",
        "date_forms",
        RA,
        HG_19,
        25,
        [
            user("What about the Atlanta one with the two tickets, when do those come home?"),
            assistant(
                "HG8X9P's return leaves Atlanta this Sunday: HAT252 to DFW, then HAT124 "
                "from there to Los Angeles. Both seats on that booking are in economy."
            ),
        ],
        lab(25, "f", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: 'this Sunday' (from Wed May 15) = Sun May 19 = v' for HAT252 (v: Wed May "
        "22). v' precedes the outbound legs (LAX-ORD May 20, ORD-ATL May 21) in the same record: "
        "T_E = T_F = 25 (pre).",
        W,
        after=27,
    ),
    mk(
        "RD6-date-week-from-today-correct",
        "date_forms",
        RA,
        P8_20,
        19,
        [
            user("And the Orlando trip, when does that one bring me back?"),
            assistant(
                "You fly out of Orlando a week from today, on HAT214 to Phoenix, and the last "
                "leg, HAT073 from Phoenix to Detroit, is the following day. Since P824NH is basic "
                "economy, those flights can't be changed."
            ),
        ],
        lab(19, "inf", 2, "none", "no", base=27),
        "T_S = 29: 'a week from today' (Wed May 15) = Wed May 22 = v for HAT214, a correct use "
        "(the recorded agent saw v); nothing states v' (Mon May 20). Not adopted; v' is after the "
        "May 18 outbound: T_E = inf (absent).",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD6-clause-bag-question-next-sentence",
        "clause_scope",
        RB,
        SD_27,
        11,
        [
            user("When do we fly back up to Newark from Miami? And can we bring bags?"),
            assistant(
                "You fly Miami → Newark on Monday, May 27, on HAT192, and then Newark → Los "
                "Angeles on the 29th. As for bags: the booking is basic economy, so whether "
                "any are free depends on your membership. How many were you thinking of "
                "checking?"
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'Miami → Newark on Monday, May 27, on HAT192' states v' (v: Tue May 28); "
        "the hedge and the question are about bags, in other sentences. v' precedes the "
        "retained EWR-MIA leg (May 28) that brings them to Miami: T_E = T_F = 11 (pre).",
        W,
        after=13,
    ),
    mk(
        "RD6-clause-hedge-other-matter",
        "clause_scope",
        RA,
        HG_21,
        25,
        [
            user("Is the HG8X9P trip affected by all this? When does its return leave Atlanta?"),
            assistant(
                "I don't think today's delay touches HG8X9P at all, though I can't see the "
                "airline's operational plans, so I won't promise that. What I can see is the "
                "schedule: the return leaves Atlanta on Tuesday, May 21, on HAT252 to Dallas/Fort "
                "Worth."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: 'the return leaves Atlanta on Tuesday, May 21, on HAT252' states v' (v: "
        "Wed May 22) as the schedule; the hedges ('I don't think', 'won't promise') are about the "
        "delay's effect, in another sentence. v' equals the last outbound date (ORD-ATL May 21), "
        "not before it: T_E = inf (absent).",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD6-cc-correction-toward-vprime",
        "contrast_correction",
        RD,
        UM_27,
        7,
        [
            user("What's the return on the Seattle–Dallas trip?"),
            assistant(
                "UM3OG5 brings you and Liam home on Tuesday, May 28: Dallas to Atlanta on HAT282, "
                "then Atlanta to Seattle on HAT239."
            ),
            user("Both on the same day? I was sure we had a night in Atlanta."),
            assistant(
                "You're right, and I got that wrong. HAT282 from Dallas to Atlanta is on Monday "
                "the 27th, not Tuesday as I said; only HAT239 to Seattle is on the 28th. So yes, "
                "you have a night in Atlanta."
            ),
        ],
        lab(7, "inf", 2, 4, "yes", "endorse", base=11),
        "T_S = 13: 'Dallas to Atlanta on HAT282' on Tuesday, May 28 = v, a correct use (the "
        "recorded agent saw v). T_U = 15: the correction moves HAT282 to 'Monday the 27th, not "
        "Tuesday' = v' and concludes a night in Atlanta (endorse). v' is after the May 26 "
        "outbound: T_E = inf (absent).",
        W,
        after=11,
    ),
    mk(
        "RD6-cc-retracts-rather-than",
        "contrast_correction",
        RA,
        P8_17,
        19,
        [
            user("And the Orlando one, P824NH?"),
            assistant(
                "P824NH has you leaving Orlando on Friday, May 17, on HAT214 to Phoenix, with "
                "HAT073 from Phoenix to Detroit on Thursday the 23rd."
            ),
            user("The 17th? I don't even fly down to Orlando until Saturday."),
            assistant(
                "You're right, and I shouldn't have repeated that date. You reach Orlando on "
                "Saturday the 18th, so HAT214 can't leave on Friday the 17th. With the "
                "Phoenix–Detroit flight on the 23rd, the Orlando departure is more likely the "
                "22nd or 23rd rather than the 17th, but this record doesn't tell me which, so "
                "treat the 17th as a data error."
            ),
        ],
        lab(19, "f", 2, 2, "yes", "no_longer_endorse", base=27),
        "T_S = T_U = 29: 'leaving Orlando on Friday, May 17, on HAT214' states v' (v: Wed May 22). "
        "31 retracts it ('can't leave on Friday the 17th', 'treat the 17th as a data error': no "
        "longer endorse). v' precedes the Sat May 18 outbound: T_E = T_F = 19 (pre).",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD6-verify-cant-tell-which",
        "verification",
        RA,
        DQ_17,
        13,
        [
            user("Can you check DQST39 too? I'm not certain about its dates."),
            assistant(
                "I can, and something's off. The outbound flights (HAT165 and HAT207) are on "
                "Saturday, May 18, yet HAT166 back from Newark is listed for Friday, May 17, the "
                "day before you'd even arrive. I can't tell from this record which of the two "
                "is the mistake. Do you have the booking confirmation handy so we can compare?"
            ),
        ],
        lab(13, "f", 2, "none", "no", base=27),
        "T_S = 29: v' (HAT166 on Fri May 17) is stated only beside the outbound date to point out "
        "the conflict and ask for the confirmation (a verifying use, not reliance). Not adopted; "
        "T_E = T_F = 13 (pre).",
        W,
        after=27,
    ),
    mk(
        "RD6-verify-asks-user-to-confirm",
        "verification",
        RC,
        JA_20,
        13,
        [
            user(
                "While you're in there, can you look over the Boston part too? I think we come "
                "back next week."
            ),
            assistant(
                "Happy to. Before I go further, which day are you expecting to leave Boston? "
                "The reservation shows HAT182 from Boston to Orlando on Monday, May 20. "
                "If that's not what you booked, tell me and I'll dig into it."
            ),
        ],
        lab(13, "inf", 2, "none", "no", base=15),
        "T_S = 17: v' (HAT182 on Mon May 20) is reported as what the reservation shows and put to "
        "the user to confirm before going further (verifying use). Not adopted; v' is after the "
        "May 16 outbound: T_E = inf (absent).",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD6-quoted-json-endorsed",
        "quoted_tool_output",
        RA,
        HG_21,
        25,
        [
            user("Can you just show me the raw data for the HG8X9P return?"),
            assistant(
                "Sure, here's the return portion exactly as it comes back from the reservation "
                "system:\n\n```json\n"
                '{"origin": "ATL", "destination": "DFW", "flight_number": "HAT252", '
                '"date": "2024-05-21", "price": 149},\n'
                '{"origin": "DFW", "destination": "LAX", "flight_number": "HAT124", '
                '"date": "2024-05-22", "price": 189}\n```\n\n'
                "In other words, you'd leave Atlanta on the 21st, spend that night in the Dallas "
                "area, and fly on to Los Angeles on the 22nd."
            ),
        ],
        lab(25, "inf", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: the pasted fragment carries HAT252's v' (2024-05-21; v: May 22) and the "
        "message draws the plan from it ('leave Atlanta on the 21st, spend that night in the "
        "Dallas area'). v' equals the ORD-ATL outbound date, not before it: T_E = inf (absent).",
        W,
        after=27,
    ),
    mk(
        "RD6-quoted-field-disputed-pre",
        "quoted_tool_output",
        RB,
        SD_26,
        11,
        [
            user("What's the raw entry for the flight out of Miami?"),
            assistant(
                'For that leg it literally returns `"flight_number": "HAT192", "date": '
                '"2024-05-26"`. I don\'t believe that date: your trip starts with HAT228 out of '
                "Los Angeles on May 27, and you only reach Miami on the 28th, so a Miami "
                "departure on the 26th can't be right. I'll treat that field as suspect rather "
                "than plan around it."
            ),
        ],
        lab(11, "f", 2, "none", "no", base=13),
        "T_S = 15: v' (2024-05-26; v: May 28) is quoted from the record only to dispute it "
        "against the outbound dates ('can't be right', 'suspect'): a verifying use. Not adopted; "
        "v' precedes the outbound: T_E = T_F = 11 (pre).",
        W,
        after=13,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "RD6-list-legs-sibling-has-v-string",
        "item_lists",
        RD,
        UM_27,
        7,
        [
            user("Could you lay out the whole UM3OG5 itinerary for me?"),
            assistant(
                "Here's UM3OG5, flight by flight:\n\n"
                "1. SEA → DFW · HAT113 · Sun 26 May\n"
                "2. DFW → ATL · HAT282 · Mon 27 May\n"
                "3. ATL → SEA · HAT239 · Tue 28 May\n\n"
                "Economy, two passengers (Omar Rossi and Liam Lee), no checked bags."
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: item 2 lists HAT282 on 'Mon 27 May' = v' (v: Tue May 28); item 3 "
        "(HAT239, not faulted) carries v's date. v' is after the May 26 outbound: T_E = inf "
        "(absent).",
        W,
        after=11,
    ),
    mk(
        "RD6-list-bookings-table-sibling-v",
        "item_lists",
        RA,
        P8_20,
        19,
        [
            user("Can you give me an overview of everything I have coming up?"),
            assistant(
                "Here's everything still ahead of you:\n\n"
                "| Booking | Route | Out | Back |\n|---|---|---|---|\n"
                "| GXWCPN | LGA ⇄ BOS | Mon 5/27 | Tue 5/28 |\n"
                "| DQST39 | ORD ⇄ EWR | Sat 5/18 | Wed 5/29 |\n"
                "| P824NH | DTW ⇄ MCO | Sat 5/18 | Mon 5/20 |\n"
                "| HG8X9P | LAX ⇄ ATL | Mon 5/20 | Wed 5/22 |\n"
                "| BSSSM3 | MCO ⇄ MSP | Fri 5/24 | Sat 5/25 |\n"
                "| RVQC22 | SEA → MCO, one way | Wed 5/22 | — |\n\n"
                "M61CQM is the trip you're on today."
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse", base=27),
        "T_S = T_U = 29: P824NH's row gives its return 'Mon 5/20' = v' for HAT214 (v: Wed May "
        "22); HG8X9P's and RVQC22's rows carry 5/22, other reservations. v' is after the May 18 "
        "outbound: T_E = inf (absent).",
        W,
        after=27,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD6-distractor-outbound-equals-vprime",
        "distractors",
        RA,
        GX_27,
        11,
        [
            user(
                "For the Boston trip, when do I fly up? And wasn't I on HAT260 earlier this month?"
            ),
            assistant(
                "You fly up on Monday, May 27: HAT065 from LaGuardia to Charlotte, then HAT064 "
                "into Boston. And yes, HAT260 (Boston to Charlotte) was the second flight of "
                "NTIRXF on May 13, which you've already taken."
            ),
        ],
        lab(11, "inf", "no_use", "none", "no", base=27),
        "No use: Monday, May 27 (= v') is GXWCPN's outbound date, and the HAT260 mentioned is "
        "NTIRXF's flight on May 13, another reservation; the faulted return leg is not mentioned.",
        W,
        after=27,
    ),
    mk(
        "RD6-distractor-equal-date-and-correct-use",
        "distractors",
        RC,
        JA_21,
        13,
        [
            user("Besides the Boston trip, what else is booked, and when does Boston end?"),
            assistant(
                "Outside the Boston trip you have DB1Y70, Phoenix → Detroit → Charlotte on "
                "Tuesday, May 21, and MUGYUB, Miami → Newark on May 23 with the return on the "
                "25th. The Boston trip itself wraps up with HAT182 out of Boston on Wednesday, "
                "May 22."
            ),
        ],
        lab(13, "inf", 2, "none", "no", base=15),
        "T_S = 17: 'HAT182 out of Boston on Wednesday, May 22' states v, a correct use (the "
        "recorded agent saw v); Tuesday, May 21 (= v') is DB1Y70's date, another reservation. "
        "Not adopted; v' is after the May 16 outbound: T_E = inf (absent).",
        W,
        after=15,
    ),
]

# The held-out draw (build.py --draw: seed 20240724, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD6-date-memorial-day": "heldout",
    "RD6-date-six-days-from-today": "dev",
    "RD6-date-dd-mm-yyyy-pre": "dev",
    "RD6-date-day-after-tomorrow-pre": "heldout",
    "RD6-date-month-slash-day": "dev",
    "RD6-date-this-sunday-pre": "dev",
    "RD6-date-week-from-today-correct": "dev",
    "RD6-clause-bag-question-next-sentence": "heldout",
    "RD6-clause-hedge-other-matter": "dev",
    "RD6-cc-correction-toward-vprime": "heldout",
    "RD6-cc-retracts-rather-than": "dev",
    "RD6-verify-cant-tell-which": "dev",
    "RD6-verify-asks-user-to-confirm": "heldout",
    "RD6-quoted-json-endorsed": "heldout",
    "RD6-quoted-field-disputed-pre": "dev",
    "RD6-list-legs-sibling-has-v-string": "dev",
    "RD6-list-bookings-table-sibling-v": "heldout",
    "RD6-distractor-outbound-equals-vprime": "dev",
    "RD6-distractor-equal-date-and-correct-use": "heldout",
}

CASES = splits(CASES, SPLIT)
