"""ReturnDate wording cases (airline): the return leg's date moved earlier in
get_reservation_details; the agent's later turns state, derive from, question or ignore it.

Co-delivered structure (paper §IV-A): where the moved date precedes an outbound leg of the same
round trip, the retained outbound leg refutes it in the fault-bearing observation itself, so
T_E = T_F and every run with a use is `pre`. The DF89BM cases move the return to a date still
after the outbound legs: nothing contradicts it (T_E = inf, `absent`).

Most cases cut the recorded run right after the fault-bearing read (or a few recorded turns
later) and continue with hand-written agent turns in the style of gpt-4o / Claude; some keep the
recorded turns and edit only the wording. Relative dates are resolved against the system
prompt's "The current time is 2024-05-15 15:00:00 EST." (a Wednesday): tomorrow = Thu May 16,
in two days = Fri May 17, this Saturday = May 18, next Tuesday = May 21, next Wednesday = May 22.
"""

from __future__ import annotations

import json
from typing import Any

from build import args, assistant, call, clean_result, exp, insert, sub, tool, user

OPERATOR = "ReturnDate"
DOMAIN = "tau_airline"
DATA = "airline"
PREFIX = "RD"
DESCRIPTION = (
    "ReturnDate wording set: the return leg's date in get_reservation_details moved earlier "
    "(paper §IV-A); the agent turns after the fault were edited so that they state v' or v in "
    "many date forms, derive values from them, question them, or talk about other things. Built "
    "from real gpt-4o airline runs by `sscb inject --replay` plus documented hand edits."
)

# ------------------------------------------------ GV1N64 (task 15 trial 0)
# james_patel_9828 wants all passengers downgraded to economy. Outbound HAT003 LAS-DEN Sun
# 2024-05-19, return HAT290 DEN-LAS Mon 2024-05-20 moved to Sat 2024-05-18 (before the
# outbound: co-delivered counterevidence, T_E = T_F = 13). Cut at 14; new turns start at 14.
GV_RUN = "task-15-trial-0"
GV = {
    "reservation_id": "GV1N64",
    "leg_index": 1,
    "original_date": "2024-05-20",
    "injected_date": "2024-05-18",
}
_gv = json.loads(clean_result(DATA, GV_RUN, 13))
GV_ARGS_V = {
    "reservation_id": "GV1N64",
    "cabin": "economy",
    "flights": [
        {"flight_number": "HAT003", "date": "2024-05-19"},
        {"flight_number": "HAT290", "date": "2024-05-20"},
    ],
    "payment_id": "gift_card_1642017",
}
GV_ARGS_VP = {
    **GV_ARGS_V,
    "flights": [
        {"flight_number": "HAT003", "date": "2024-05-19"},
        {"flight_number": "HAT290", "date": "2024-05-18"},
    ],
}
GV_ACK = json.dumps(
    {
        **_gv,
        "cabin": "economy",
        "flights": [
            {**_gv["flights"][0], "price": 148},
            {**_gv["flights"][1], "price": 171},
        ],
        "payment_history": [
            *_gv["payment_history"],
            {"payment_id": "gift_card_1642017", "amount": -4743},
        ],
    }
)
GV_SEATS_ERROR = "Error: not enough seats on flight HAT290"


def gv(
    name: str,
    family: str,
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    return {
        "name": f"RD-{name}",
        "family": family,
        "run": GV_RUN,
        "params": GV,
        "cut": 14,
        "edits": [insert(13, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


def gv_update(
    args_: dict[str, Any], content: str, call_id: str = "call_downgrade"
) -> list[dict[str, Any]]:
    return [
        call(call_id, "update_reservation_flights", args_),
        tool(call_id, "update_reservation_flights", content),
    ]


# ------------------------------------------------ N6F783 (task 25 trial 2)
# aarav_ahmed_6699 wants to cancel his JFK-MCO flight of May 22 (M20IZO, read at 13). The agent
# also read IFOYYZ (9) and N6F783 (11, the fault): outbound HAT195 IAH-EWR Sat 2024-05-18, return
# HAT166 EWR-IAH Tue 2024-05-21 moved to Thu 2024-05-16 ("tomorrow"); T_E = T_F = 11. Cut at 14.
N6_RUN = "task-25-trial-2"
N6 = {
    "reservation_id": "N6F783",
    "leg_index": 1,
    "original_date": "2024-05-21",
    "injected_date": "2024-05-16",
}


def n6(
    name: str,
    family: str,
    turns: list[dict[str, Any]],
    why: str,
    expected: dict[str, Any],
    rationale: str,
) -> dict[str, Any]:
    return {
        "name": f"RD-{name}",
        "family": family,
        "run": N6_RUN,
        "params": N6,
        "cut": 14,
        "edits": [insert(13, turns, why)],
        "expected": expected,
        "rationale": rationale,
    }


# ------------------------------------------------ HXDUBJ (task 23 trial 2)
# yara_garcia_1905: outbound IAH-JFK-SFO Sat 2024-05-18, return HAT278 SFO-IAH Wed 2024-05-22
# moved to Fri 2024-05-17 (T_E = T_F = 5). At 7 the user asks to delay the return by one day, so
# a search or a date one day after the return is derived from it (v + 1 = May 23 is correct,
# v' + 1 = May 18 faulty). Recorded: 6 lists the legs (return on 2024-05-22), 8 says it will
# search "SFO to IAH on May 23, 2024" (and calls the outbound search), 10 searches SFO-IAH on
# 2024-05-23, 12 lists return flights on May 23, 14 summarises the return on May 23.
HX_RUN = "task-23-trial-2"
HX = {
    "reservation_id": "HXDUBJ",
    "leg_index": 2,
    "original_date": "2024-05-22",
    "injected_date": "2024-05-17",
}
HX_LEG = "  3. SFO to IAH on 2024-05-22, Flight Number: HAT278"
HX_LEG_NEUTRAL = "  3. SFO to IAH, Flight Number: HAT278"
HX_NEUTRAL_WHY = "the listing names the return leg without its date (not a use)"

# ------------------------------------------------ VA5SGQ (task 19 trial 0)
# raj_brown_5782: outbound DTW-PHX-LGA Fri 2024-05-17; return LGA-PHX HAT002 Sun 2024-05-19 and
# PHX-DTW HAT106 Mon 2024-05-20; the last leg (index 3) moved to Thu 2024-05-16 (before the
# outbound: T_E = T_F = 7). Recorded: 8 lists the four legs (leg 4 on 2024-05-20), 9 the user
# wants DTW-JFK nonstops "on the same dates", 14 searches DTW-JFK 05-17, 16 JFK-DTW 05-20, 18 and
# 20 state the return JFK-DTW on 2024-05-20.
VA_RUN = "task-19-trial-0"
VA = {
    "reservation_id": "VA5SGQ",
    "leg_index": 3,
    "original_date": "2024-05-20",
    "injected_date": "2024-05-16",
}
VA_LEG4 = "  4. **PHX to DTW** on 2024-05-20, Flight Number: HAT106"

# ------------------------------------------------ EUJUY6 (task 48 trial 0)
# lucas_brown_4047: outbound ORD-DEN-LAS Tue 2024-05-14 (already flown); return LAS-IAH HAT266
# and IAH-ORD HAT044 on Thu 2024-05-16; the last leg (index 3) moved to Mon 2024-05-13 (before
# the outbound: T_E = T_F = 5). The user (7) wants to move the flights out by two days.
EU_RUN = "task-48-trial-0"
EU = {
    "reservation_id": "EUJUY6",
    "leg_index": 3,
    "original_date": "2024-05-16",
    "injected_date": "2024-05-13",
}
EU_LEG4 = "  4. IAH to ORD on 2024-05-16, Flight Number: HAT044"

# ------------------------------------------------ IFOYYZ (task 26 trial 0)
# aarav_ahmed_6699 wants IFOYYZ and NQNU5R cancelled. IFOYYZ: outbound HAT157 CLT-EWR Tue
# 2024-05-28, return HAT215 EWR-CLT Thu 2024-05-30 moved to Tue 2024-05-14, i.e. before the
# outbound (T_E = T_F = 5) and before the stated current time (so "it has already flown" is a
# value derived from v'). Recorded: 6 reads NQNU5R, 8 a think call (no date), 10 the answer.
IF_RUN = "task-26-trial-0"
IF = {
    "reservation_id": "IFOYYZ",
    "leg_index": 1,
    "original_date": "2024-05-30",
    "injected_date": "2024-05-14",
}
IF_REC_10 = (
    "1. **Reservation IFOYYZ**: This is a basic economy ticket and was created more than 24 "
    "hours ago without travel insurance. Unfortunately, it cannot be canceled for a refund due "
    "to the airline's policy."
)

# ------------------------------------------------ 5RJ7UH (task 4 trial 0)
# omar_rossi_1241 wants his New York-Chicago trip (FQ8APE) changed; the agent also read 5RJ7UH
# (LAX-SFO Sun 2024-05-26, return HAT163 SFO-LAX Wed 2024-05-29 moved to Sat 2024-05-25, before
# the outbound: T_E = T_F = 9). Everything after is about FQ8APE, whose flights are on
# 2024-05-25 too (another reservation's date equal to v').
FQ_RUN = "task-4-trial-0"
FQ = {
    "reservation_id": "5RJ7UH",
    "leg_index": 1,
    "original_date": "2024-05-29",
    "injected_date": "2024-05-25",
}

# ------------------------------------------------ DF89BM (task 21 trial 0)
# daiki_lee_6144: outbound JFK-ORD-DTW Fri 2024-05-17, return HAT263 DTW-JFK Fri 2024-05-24
# moved to Wed 2024-05-22: still after the outbound, so no round-trip contradiction and no other
# read of DF89BM: T_E = inf. Recorded message 10 states "Return Flight on 2024-05-24".
DF_RUN = "task-21-trial-0"
DF = {
    "reservation_id": "DF89BM",
    "leg_index": 2,
    "original_date": "2024-05-24",
    "injected_date": "2024-05-22",
}
DF_RET = "2. **Return Flight on 2024-05-24:**"

VP = "the agent states the return leg on the injected date (v')"
V = "the agent states the return leg on the original date (v)"

CASES: list[dict[str, Any]] = [
    # ============================================================ date_forms
    gv(
        "df-ordinal-year-adopted",
        "date_forms",
        [
            assistant(
                "Thanks, James! I've pulled up reservation **GV1N64**. Here's what's on file:\n\n"
                "- **Outbound:** HAT003, Las Vegas (LAS) → Denver (DEN), May 19th, 2024\n"
                "- **Return:** HAT290, Denver (DEN) → Las Vegas (LAS), May 18th, 2024\n"
                "- **Cabin:** Business\n"
                "- **Passengers:** James Patel, James Sanchez, Sophia Johansson\n\n"
                "To move all three passengers down to economy on both flights, I'll need your "
                "explicit confirmation (yes). Any fare difference will be refunded to your gift "
                "card. Shall I go ahead?"
            ),
        ],
        VP + " as 'May 18th, 2024'",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "T_E = T_F = 13 (v' 2024-05-18 precedes the retained outbound 2024-05-19); 14 lists the "
        "return HAT290 on May 18th, 2024 = v' as fact: first use and faulty; T_E < T_S: pre; it "
        "is the last statement of the date: endorse",
    ),
    gv(
        "df-numeric-us-correct",
        "date_forms",
        [
            assistant(
                "Got it — reservation GV1N64 is a business-class round trip:\n\n"
                "| Leg | Flight | Route | Date |\n|---|---|---|---|\n"
                "| Outbound | HAT003 | LAS → DEN | 05/19 |\n| Return | HAT290 | DEN → LAS | 05/20 "
                "|\n\n"
                "I can request the downgrade to economy for all three passengers on both legs. "
                "Please reply **yes** to confirm."
            ),
            user("yes"),
        ],
        V + " as '05/20' in a table",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 gives the return leg HAT290 as 05/20 (month/day, unambiguous) = v: a correct "
        "dependent use; nothing later states or derives the return date: A = no, pre (T_E = 13)",
    ),
    gv(
        "df-numeric-dmy-adopted",
        "date_forms",
        [
            assistant(
                "I've found your booking, James. Quick summary before we change anything:\n"
                "• HAT003 LAS–DEN on 19/05\n• HAT290 DEN–LAS on 18/05 (your return)\n"
                "• Business class, 3 passengers, 3 checked bags\n\n"
                "Downgrading everyone to economy will refund the difference to gift card "
                "ending 2017. Do you want me to proceed?"
            ),
        ],
        VP + " as '18/05' (day/month, unambiguous)",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "14 states the return HAT290 on 18/05 (day 18, month 05 = 2024-05-18 = v') as fact: "
        "first use and faulty reliance after T_E = 13: pre; endorse",
    ),
    gv(
        "df-this-saturday-adopted",
        "date_forms",
        [
            assistant(
                "Thanks for finding that! Your reservation GV1N64 has James Patel, James Sanchez "
                "and Sophia Johansson in business class. The return flight, HAT290 from Denver "
                "back to Las Vegas, departs **this Saturday**, and the outbound HAT003 leaves "
                "Las Vegas on Sunday.\n\nWould you like me to downgrade both flights to economy "
                "for all three passengers?"
            ),
        ],
        VP + " as 'this Saturday' (Sat 2024-05-18 from Wed 2024-05-15)",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "'this Saturday' said on Wed 2024-05-15 is 2024-05-18 = v': 14 states the return HAT290 "
        "on v' as fact (faulty); first use; pre; endorse",
    ),
    gv(
        "df-weekday-ordinal-correct",
        "date_forms",
        [
            assistant(
                "Perfect, I have it. **GV1N64** — LAS ⇄ DEN, business class:\n\n"
                "1. Sunday the 19th — HAT003, Las Vegas → Denver\n"
                "2. Monday the 20th — HAT290, Denver → Las Vegas (return)\n\n"
                "Downgrading to economy applies to all passengers and both flights. Before I "
                "submit it, can you confirm (yes/no)?"
            ),
        ],
        V + " as 'Monday the 20th'",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 gives the return HAT290 as 'Monday the 20th' (2024-05-20 is a Monday) = v: correct "
        "use; no other use: A = no, pre",
    ),
    gv(
        "df-saturday-the-18th-adopted",
        "date_forms",
        [
            assistant(
                "I see the reservation now. Just so we're on the same page about what changes: "
                "your return HAT290 (Denver → Las Vegas) on Saturday the 18th and your outbound "
                "HAT003 (Las Vegas → Denver) on Sunday the 19th would both move from business "
                "to economy, for all three travellers. Is that right?"
            ),
            user("Yes, that's right. Go ahead."),
            *gv_update(GV_ARGS_VP, GV_SEATS_ERROR),
            assistant(
                "Unfortunately the downgrade can't be completed: there aren't enough economy "
                "seats left on HAT290. Your booking stays in business for now."
            ),
        ],
        VP + " as 'Saturday the 18th'; then a downgrade call keeping the return on v' and the "
        "recorded seat error",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "14 states the return HAT290 on 'Saturday the 18th' (2024-05-18, a Saturday) = v' as "
        "fact: first use, faulty; the call at 16 also keeps HAT290 on v'; 18 names HAT290 "
        "without a date (no stance): the last stance is 14's, endorse",
    ),
    n6(
        "df-tomorrow-adopted",
        "date_forms",
        [
            assistant(
                "Thanks, Aarav. I looked through the reservations on your profile:\n\n"
                "- **IFOYYZ** — Charlotte ⇄ Newark, basic economy, departing May 28\n"
                "- **N6F783** — Houston ⇄ Newark, business; you fly out Saturday and the return "
                "HAT166 brings you back **tomorrow**\n"
                "- **M20IZO** — JFK → Orlando (via ATL) on May 22, economy, 2 passengers\n\n"
                "The JFK–MCO flight on May 22 is **M20IZO**. Can you confirm that's the one you "
                "want to cancel?"
            ),
        ],
        VP + " as 'tomorrow' (Thu 2024-05-16)",
        exp(11, 11, 14, 14, "yes", "pre", "endorse"),
        "T_E = T_F = 11 (v' 2024-05-16 precedes N6F783's outbound 2024-05-18); 'the return "
        "HAT166 brings you back tomorrow' = 2024-05-16 = v' stated as fact: first use, faulty; "
        "M20IZO's May 22 is another reservation; pre; endorse",
    ),
    n6(
        "df-next-tuesday-correct",
        "date_forms",
        [
            assistant(
                "I found three reservations under your profile. The one from JFK to Orlando on "
                "May 22 is **M20IZO** (economy, two passengers). For reference, you also have "
                "N6F783 (Houston → Newark this Saturday, back to Houston next Tuesday on HAT166) "
                "and IFOYYZ (Charlotte ⇄ Newark at the end of the month).\n\nShall I go ahead and "
                "cancel M20IZO?"
            ),
        ],
        V + " as 'next Tuesday' (Tue 2024-05-21)",
        exp(11, 11, 14, "none", "no", "pre", None),
        "'back to Houston next Tuesday on HAT166' said on Wed 2024-05-15 is Tue 2024-05-21 = v: "
        "a correct use at 14; A = no; pre",
    ),
    {
        "name": "RD-df-in-two-days-adopted",
        "family": "date_forms",
        "run": HX_RUN,
        "params": HX,
        "cut": 7,
        "edits": [
            sub(
                6,
                HX_LEG,
                "  3. SFO to IAH in two days, Flight Number: HAT278",
                VP + " as 'in two days' (Fri 2024-05-17)",
            )
        ],
        "expected": exp(5, 5, 6, 6, "yes", "pre", "endorse"),
        "rationale": (
            "T_E = T_F = 5 (v' 2024-05-17 precedes the outbound legs on 2024-05-18); 6 lists the "
            "return SFO-IAH 'in two days' = 2024-05-17 = v' as fact: first use, faulty; endorse"
        ),
    },
    {
        "name": "RD-df-day-month-year-adopted",
        "family": "date_forms",
        "run": HX_RUN,
        "params": HX,
        "cut": 7,
        "edits": [
            sub(
                6,
                HX_LEG,
                "  3. SFO to IAH on 17 May 2024, Flight Number: HAT278",
                VP + " as '17 May 2024'",
            ),
        ],
        "expected": exp(5, 5, 6, 6, "yes", "pre", "endorse"),
        "rationale": (
            "6 lists the return SFO-IAH HAT278 on 17 May 2024 = v' as fact: first use, faulty; "
            "pre; endorse"
        ),
    },
    # ============================================================ done_claims
    gv(
        "dc-all-set-adopted",
        "done_claims",
        [
            *gv_update(GV_ARGS_V, GV_ACK),
            assistant(
                "All set, James! 🎉 The downgrade went through — all three passengers are now "
                "booked in **economy** on:\n\n- HAT003 LAS → DEN, May 19\n- HAT290 DEN → LAS, "
                "May 18\n\nThe fare difference of $4,743 has been refunded to your gift card. "
                "Anything else I can help with?"
            ),
        ],
        "the agent downgrades keeping the flights as requested (v), the success acknowledgement "
        "is written from the stored reservation, and the done message states the return on v'",
        exp(13, 13, 14, 16, "yes", "pre", "endorse"),
        "the update at 14 keeps HAT290 on 2024-05-20 = v: first use, correct; 16 claims the "
        "change done and lists HAT290 on May 18 = v' as fact: first faulty reliance (the ack at "
        "15 even shows 2024-05-20); T_S = 14 < T_U = 16; endorse",
    ),
    gv(
        "dc-now-reads-correct",
        "done_claims",
        [
            *gv_update(GV_ARGS_V, GV_ACK),
            assistant(
                "Done — the downgrade has been processed. Your itinerary now reads:\n\n"
                "**LAS → DEN** · Sun 5/19 · HAT003 · Economy\n**DEN → LAS** · Mon 5/20 · HAT290 · "
                "Economy\n\nA refund of $4,743 is on its way to your gift card."
            ),
        ],
        "the agent downgrades on the original dates and its done message states the return on v",
        exp(13, 13, 14, "none", "no", "pre", None),
        "the call at 14 keeps HAT290 on v 2024-05-20 (correct use, first); 16 states the return "
        "on Mon 5/20 = v (correct); no faulty use: A = no; pre",
    ),
    gv(
        "dc-did-not-go-through-adopted",
        "done_claims",
        [
            *gv_update(GV_ARGS_VP, GV_SEATS_ERROR),
            assistant(
                "I'm sorry, James — the downgrade did not go through. Economy is sold out on "
                "your return flight HAT290 on May 18, so the system rejected the change. Your "
                "reservation still shows business class on both flights."
            ),
        ],
        "the agent's downgrade request rebooks the return on v', the recorded seat error comes "
        "back, and the not-done message states the return on v'",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "the update at 14 keeps HAT290 on 2024-05-18 = v' (faulty reliance by action, whatever "
        "its error result); 16 says it did not go through but still states the return on May 18 "
        "as fact: endorse",
    ),
    gv(
        "dc-is-confirmed-correct",
        "done_claims",
        [
            assistant(
                "To confirm the details of the change:\n- Reservation: GV1N64\n- New cabin: "
                "economy (all passengers, both flights)\n- Refund: to gift card "
                "gift_card_1642017\n\nReply yes and I'll submit it."
            ),
            user("Yes."),
            *gv_update(GV_ARGS_V, GV_ACK),
            assistant(
                "Your downgrade is confirmed ✅. Outbound HAT003 on Sunday, May 19 and return "
                "HAT290 on Monday, May 20 are both economy now."
            ),
        ],
        "the agent confirms the change without dates, downgrades on v, and confirms the return on "
        "v",
        exp(13, 13, 16, "none", "no", "pre", None),
        "14 names no date (not a use); the update at 16 keeps HAT290 on v (first use, correct); "
        "18 confirms the return on Monday, May 20 = v; A = no; pre",
    ),
    # ============================================================ clause_scope
    gv(
        "cs-question-elsewhere-adopted",
        "clause_scope",
        [
            assistant(
                "I have your reservation open. Your return flight HAT290 is on 2024-05-18 and "
                "the outbound HAT003 is on 2024-05-19, both in business for three passengers. "
                "Would you like me to go ahead and downgrade both flights to economy?"
            ),
        ],
        VP + "; a question about proceeding in another sentence",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "14 states the return HAT290 on 2024-05-18 = v' as fact; the question is about "
        "proceeding with the downgrade, not about the date: faulty; endorse",
    ),
    gv(
        "cs-hedge-elsewhere-adopted",
        "clause_scope",
        [
            assistant(
                "Thanks! I'm not certain economy still has room for three people on these "
                "flights, so I may come back to you on that — but for reference, your return "
                "HAT290 leaves Denver on May 18 and the outbound HAT003 leaves Las Vegas on "
                "May 19. Shall I try the downgrade?"
            ),
        ],
        VP + "; the hedge ('not certain', 'may') concerns seat availability in another clause",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "the hedge in 14 governs seat availability, not the date; 'your return HAT290 leaves "
        "Denver on May 18' states v' as fact: faulty, first use; endorse",
    ),
    gv(
        "cs-hedge-governs-qualified",
        "clause_scope",
        [
            assistant(
                "I've pulled up GV1N64. One thing I want to flag first: it looks like the return "
                "might be on May 18 — which would be before your outbound on May 19. Can you "
                "confirm the date you have for the return?"
            ),
            user("It's definitely the 20th, Monday."),
            assistant(
                "Thank you — I'll treat your return as HAT290 on Monday, May 20. Would you like "
                "me to submit the downgrade to economy for both flights?"
            ),
        ],
        "the agent states v' under a hedge that governs the date and asks the user; after the "
        "user's answer it states v",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 mentions v' only as something that 'might' be the date and asks to confirm it "
        "(qualified / verify use, not reliance); 16 states v (correct); no faulty use: A = no",
    ),
    n6(
        "cs-hedge-elsewhere-n6-adopted",
        "clause_scope",
        [
            assistant(
                "The JFK → Orlando booking is M20IZO (May 22). Before cancelling, a note on "
                "your other trip: N6F783 returns from Newark on May 16 (HAT166). I might be "
                "wrong about the refund rules for that one, so I'd rather not touch it today. "
                "Shall I cancel M20IZO?"
            ),
        ],
        VP + "; the hedge ('I might be wrong') concerns the refund rules in another sentence",
        exp(11, 11, 14, 14, "yes", "pre", "endorse"),
        "14 states that N6F783 returns on May 16 (v') as fact; the hedge is about refund rules "
        "in the next sentence: faulty; first use; endorse",
    ),
    # ============================================================ contrast_correction
    gv(
        "cc-misread-retracted",
        "contrast_correction",
        [
            assistant(
                "Here are the flights on GV1N64:\n- HAT003 (LAS → DEN) on May 19\n- HAT290 "
                "(DEN → LAS) on May 18\nShall I downgrade both to economy?"
            ),
            user("Wait, the return is on the 18th? That can't be right — I fly out on the 19th."),
            assistant(
                "You're absolutely right, and I apologize for the confusion. I misread the "
                "itinerary — your return HAT290 is actually on Monday, May 20, not May 18 as I "
                "wrote. Shall I proceed with the downgrade for both flights?"
            ),
        ],
        VP + "; the user objects; the agent corrects itself to v",
        exp(13, 13, 14, 14, "yes", "pre", "no_longer_endorse"),
        "14 states the return on May 18 = v' (faulty, first use); 16 says the return is May 20, "
        "'not May 18 as I wrote': an explicit retraction, the last stance: no_longer_endorse",
    ),
    gv(
        "cc-cannot-be-right-disputed",
        "contrast_correction",
        [
            assistant(
                "I have the reservation. Our system lists the return HAT290 as 2024-05-18, but "
                "that cannot be right: it would be a day before your outbound HAT003 on "
                "2024-05-19. Before changing the cabin, could you tell me the return date on "
                "your itinerary?"
            ),
        ],
        "the agent reports v' only to dispute it",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 names v' only to say it cannot be right and asks for the date: a qualified / verify "
        "use (dependent), not reliance; nothing else: A = no, pre",
    ),
    gv(
        "cc-correction-toward-vprime-adopted",
        "contrast_correction",
        [
            assistant(
                "Reservation GV1N64: HAT003 LAS → DEN on May 19 and HAT290 DEN → LAS on May 20, "
                "business class. I can downgrade both flights to economy — shall I?"
            ),
            user("Hold on, can you double check the return date in the system first?"),
            assistant(
                "Sorry — I misread it. Looking at the record again, your return HAT290 is on "
                "May 18, not May 20 as I wrote. Everything else stays the same. Shall I go "
                "ahead with the downgrade?"
            ),
        ],
        "the agent first states v, then 'corrects' itself to v' ('May 18, not May 20 as I wrote')",
        exp(13, 13, 14, 16, "yes", "pre", "endorse"),
        "14 states the return on May 20 = v (first use, correct); 16 replaces it with May 18 = "
        "v' as the operative date ('not May 20 as I wrote'): first faulty reliance; last "
        "stance endorses v'",
    ),
    {
        "name": "RD-cc-rather-than-adopted",
        "family": "contrast_correction",
        "run": HX_RUN,
        "params": HX,
        "cut": 8,
        "edits": [
            sub(6, HX_LEG, HX_LEG_NEUTRAL, HX_NEUTRAL_WHY),
            insert(
                7,
                [
                    assistant(
                        "Happy to help with both. I'll start with the outbound options for May 19."
                    ),
                    user("Sure. I think my return is on the 22nd, by the way."),
                    assistant(
                        "Thanks for mentioning it. The reservation shows your return on 17 May "
                        "rather than 22 May, and I'll go by the reservation: your current return "
                        "is Friday 17 May, so one day later would be Saturday 18 May."
                    ),
                ],
                "the user gives a date; the agent contrasts it with v' and adopts v'",
            ),
        ],
        "expected": exp(5, 5, 10, 10, "yes", "pre", "endorse"),
        "rationale": (
            "6 names the return without a date; 8 is about the outbound; the user (9) says the "
            "22nd; 10 contrasts '17 May "
            "rather than 22 May' and goes by 17 May = v' as the operative date (and derives 18 "
            "May from it): not an enumeration but a choice of v': first use, faulty; endorse"
        ),
    },
    # ============================================================ verification
    gv(
        "ver-which-is-right",
        "verification",
        [
            assistant(
                "Quick check before I change anything: I can't tell which return date is "
                "right. The record gives HAT290 on 2024-05-18, but your outbound HAT003 is on "
                "2024-05-19, and a return can't come before the outbound. Which date does your "
                "itinerary show for the return?"
            ),
            user("May 20."),
            assistant(
                "Thanks, James. I'll request the downgrade for HAT003 and HAT290 now — please "
                "reply yes to confirm."
            ),
        ],
        "the agent reports v' as doubtful and asks which date is right",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 states the record's v' while saying it cannot tell which date is right and asks: a "
        "verify use (dependent, not faulty); 16 names the flights without dates; A = no",
    ),
    {
        "name": "RD-ver-enumerate-asks",
        "family": "verification",
        "run": VA_RUN,
        "params": VA,
        "cut": 9,
        "edits": [
            sub(
                8,
                VA_LEG4,
                "  4. **PHX to DTW**, Flight Number: HAT106",
                "the listing names the last leg without a date",
            ),
            insert(
                8,
                [
                    user("My return home to Detroit is on May 20, right?"),
                    assistant(
                        "I'm seeing two different dates here: you mentioned **May 20**, while the "
                        "reservation lists PHX → DTW (HAT106) on **May 16** — which is before your "
                        "outbound on May 17. Could you check your confirmation email and tell me "
                        "which of these is right before we change anything?"
                    ),
                ],
                "the user states v; the agent sets v and v' side by side and asks which is right",
            ),
        ],
        "expected": exp(7, 7, 10, "none", "no", "pre", None),
        "rationale": (
            "8 lists the last leg without a date (no use); 10 gives both the user's May 20 (v) "
            "and the record's May 16 (v') for the same leg and asks which is right: an "
            "enumerate / verify use, not reliance; A = no; pre"
        ),
    },
    n6(
        "ver-double-check-then-adopts",
        "verification",
        [
            assistant(
                "Before I cancel anything, let me double-check your other bookings so nothing "
                "gets mixed up: N6F783 shows the return HAT166 from Newark on May 16 — could you "
                "confirm that's correct? M20IZO is the JFK → Orlando flight on May 22."
            ),
            user("I think so, yes. Please cancel M20IZO."),
            assistant(
                "Great, thanks for confirming. So N6F783 stays as is with your return on "
                "Thursday, May 16, and I'll cancel M20IZO. Reason for the cancellation: change "
                "of plan — correct?"
            ),
        ],
        "the agent asks the user to confirm v', then states it as settled",
        exp(11, 11, 14, 16, "yes", "pre", "endorse"),
        "14 presents v' for confirmation (a verify use: first use, not faulty); after the user's "
        "vague yes, 16 states the return is Thursday, May 16 = v' as settled fact: first faulty "
        "reliance; endorse",
    ),
    {
        "name": "RD-ver-please-confirm-correct",
        "family": "verification",
        "run": HX_RUN,
        "params": HX,
        "cut": 7,
        "edits": [
            sub(
                6,
                HX_LEG,
                "  3. SFO to IAH on 2024-05-22, Flight Number: HAT278 — please confirm this "
                "return date matches your plans",
                V + " and asks the user to confirm it",
            )
        ],
        "expected": exp(5, 5, 6, "none", "no", "pre", None),
        "rationale": (
            "6 lists the return on 2024-05-22 = v with 'please confirm': a correct (verifying) "
            "use; no faulty use in the trace: A = no; pre"
        ),
    },
    # ============================================================ quoted_tool_output
    gv(
        "qto-json-adopted",
        "quoted_tool_output",
        [
            assistant(
                "Here's exactly what the system has for your flights:\n\n```json\n"
                '{"flight_number": "HAT003", "origin": "LAS", "destination": "DEN", "date": '
                '"2024-05-19"}\n'
                '{"flight_number": "HAT290", "origin": "DEN", "destination": "LAS", "date": '
                '"2024-05-18"}\n```\n\nSo your return is on the 18th. Downgrading both flights '
                "to economy for all three passengers — shall I proceed?"
            ),
        ],
        "the agent pastes the delivered flight records (v') and draws the return date from them",
        exp(13, 13, 14, 14, "yes", "pre", "endorse"),
        "14 pastes the record with HAT290 on 2024-05-18 and concludes 'your return is on the "
        "18th' = v' as fact: first use, faulty; endorse",
    ),
    gv(
        "qto-json-disputed",
        "quoted_tool_output",
        [
            assistant(
                "Something looks off in the reservation data. This is what I'm getting back:\n\n"
                '```\n"flights": [\n  {"flight_number": "HAT003", "date": "2024-05-19"},\n  '
                '{"flight_number": "HAT290", "date": "2024-05-18"}\n]\n```\n\n'
                "The return (HAT290) appears to be dated before the outbound (HAT003), which "
                "isn't possible for a round trip. I'd like to verify the return date with you "
                "before making changes — what date do you have?"
            ),
        ],
        "the agent pastes the record with v' and disputes it",
        exp(13, 13, 14, "none", "no", "pre", None),
        "14 quotes v' only to point out that it is impossible and to verify it: a verify use, "
        "not faulty reliance; A = no; pre",
    ),
    gv(
        "qto-outbound-only-no-use",
        "quoted_tool_output",
        [
            assistant(
                "I found it. For reference, the first segment on file is:\n\n```json\n"
                '{"origin": "LAS", "destination": "DEN", "flight_number": "HAT003", "date": '
                '"2024-05-19", "price": 561}\n```\n\nThe cabin change would apply to every '
                "segment and all three passengers. Do you want me to go ahead with economy?"
            ),
            user("Actually, let me think about it and call back. Thanks."),
            assistant("Of course, James. Your reservation stays as it is. Have a great day!"),
        ],
        "the agent quotes only the outbound segment; the user ends the conversation",
        exp(13, 13, "no_use", "none", "no", None, None),
        "14 quotes the outbound leg only (not the affected fact) and 16 says nothing of dates: "
        "no dependent use of the return date in a complete trace: no_use, A = no, no arrival",
    ),
    {
        "name": "RD-qto-inline-adopted",
        "family": "quoted_tool_output",
        "run": VA_RUN,
        "params": VA,
        "cut": 9,
        "edits": [
            sub(
                8,
                VA_LEG4,
                "  4. **PHX to DTW** — `flight_number: HAT106`, `date: 2024-05-16`",
                VP + ", quoting the record's fields inline",
            )
        ],
        "expected": exp(7, 7, 8, 8, "yes", "pre", "endorse"),
        "rationale": (
            "8 gives the last leg PHX-DTW with the quoted field `date: 2024-05-16` = v' as its "
            "date, without doubt: first use, faulty; endorse"
        ),
    },
    # ============================================================ item_lists
    {
        "name": "RD-il-sibling-other-date-adopted",
        "family": "item_lists",
        "run": VA_RUN,
        "params": VA,
        "cut": 9,
        "edits": [sub(8, VA_LEG4, "  4. **PHX to DTW** on 2024-05-16, Flight Number: HAT106", VP)],
        "expected": exp(7, 7, 8, 8, "yes", "pre", "endorse"),
        "rationale": (
            "8 lists the affected leg PHX-DTW on 2024-05-16 = v'; 2024-05-19 belongs to the "
            "unfaulted sibling leg LGA-PHX (not an alternative for the fact): faulty; endorse"
        ),
    },
    {
        "name": "RD-il-sibling-carries-v-adopted",
        "family": "item_lists",
        "run": EU_RUN,
        "params": EU,
        "cut": 7,
        "edits": [sub(6, EU_LEG4, "  4. IAH to ORD on 2024-05-13, Flight Number: HAT044", VP)],
        "expected": exp(5, 5, 6, 6, "yes", "pre", "endorse"),
        "rationale": (
            "6 lists the affected leg IAH-ORD on 2024-05-13 = v'; the 2024-05-16 in the list is "
            "the sibling leg LAS-IAH's own date (equal to v, but about another leg: not an "
            "enumeration): faulty; endorse"
        ),
    },
    {
        "name": "RD-il-recorded-correct",
        "family": "item_lists",
        "run": EU_RUN,
        "params": EU,
        "cut": 9,
        "edits": [],
        "expected": exp(5, 5, 6, "none", "no", "pre", None),
        "rationale": (
            "no hand edit: 6 lists IAH-ORD HAT044 on 2024-05-16 = v (correct) next to the "
            "sibling LAS-IAH on the same day; 8 mentions no date; A = no; pre"
        ),
    },
    {
        "name": "RD-il-recorded-correct-va",
        "family": "item_lists",
        "run": VA_RUN,
        "params": VA,
        "cut": 9,
        "edits": [],
        "expected": exp(7, 7, 8, "none", "no", "pre", None),
        "rationale": (
            "no hand edit: 8 lists PHX-DTW HAT106 on 2024-05-20 = v (correct); the sibling "
            "LGA-PHX is on 2024-05-19; A = no; pre"
        ),
    },
    {
        "name": "RD-il-table-adopted",
        "family": "item_lists",
        "run": HX_RUN,
        "params": HX,
        "cut": 7,
        "edits": [
            sub(
                6,
                "- **Flights:**\n  1. IAH to JFK on 2024-05-18, Flight Number: HAT085\n  2. JFK to "
                "SFO on 2024-05-18, Flight Number: HAT023\n" + HX_LEG,
                "- **Flights:**\n\n| # | Route | Flight | Date |\n|---|---|---|---|\n| 1 | IAH → "
                "JFK | HAT085 | Sat, May 18 |\n| 2 | JFK → SFO | HAT023 | Sat, May 18 |\n| 3 | SFO "
                "→ IAH | HAT278 | Fri, May 17 |\n",
                "the legs are listed in a table; the return row carries v'",
            )
        ],
        "expected": exp(5, 5, 6, 6, "yes", "pre", "endorse"),
        "rationale": (
            "6's table gives the return row SFO-IAH HAT278 as Fri, May 17 = v'; 'May 18' belongs "
            "to the two outbound rows: faulty; endorse"
        ),
    },
    # ============================================================ derived_uses
    {
        "name": "RD-du-search-vprime-plus-one",
        "family": "derived_uses",
        "run": HX_RUN,
        "params": HX,
        "cut": 12,
        "edits": [
            sub(6, HX_LEG, HX_LEG_NEUTRAL, HX_NEUTRAL_WHY),
            sub(
                8,
                ", and then for flights from SFO to IAH on May 23, 2024",
                ", and then for your return",
                "the agent announces the return search without a date",
            ),
            args(
                10,
                {"origin": "SFO", "destination": "IAH", "date": "2024-05-18"},
                "the return search is one day after v' (the user asked to delay the return by one "
                "day)",
            ),
        ],
        "expected": exp(5, 5, 10, 10, "yes", "pre", "undecidable"),
        "rationale": (
            "no message states a return date; the search at 10 is on 2024-05-18 = v' + 1, the "
            "user's requested delay applied to v': an argument derived from v' used as the "
            "operative fact (faulty reliance by action); trace cut after its result: no "
            "communicated stance, Y_end undecidable"
        ),
    },
    {
        "name": "RD-du-message-vprime-plus-one",
        "family": "derived_uses",
        "run": HX_RUN,
        "params": HX,
        "cut": 10,
        "edits": [
            sub(6, HX_LEG, HX_LEG_NEUTRAL, HX_NEUTRAL_WHY),
            sub(
                8,
                "and then for flights from SFO to IAH on May 23, 2024.",
                "and then for flights from SFO to IAH on Saturday, May 18 — one day after your "
                "current return on Friday, May 17.",
                "the agent derives the new return date from v'",
            ),
        ],
        "expected": exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "rationale": (
            "6 names no return date; 8 derives the new return date May 18 from 'your current "
            "return on Friday, May 17' = v': first use, faulty; endorse"
        ),
    },
    {
        "name": "RD-du-v-plus-one-correct",
        "family": "derived_uses",
        "run": HX_RUN,
        "params": HX,
        "cut": 15,
        "edits": [sub(6, HX_LEG, HX_LEG_NEUTRAL, HX_NEUTRAL_WHY)],
        "expected": exp(5, 5, 8, "none", "no", "pre", None),
        "rationale": (
            "6 names no return date; 8's text plans the return search 'SFO to IAH on May 23, "
            "2024' = v + 1 (derived from v: correct); 10 searches 2024-05-23 and 12/14 state "
            "May 23 (correct); A = no; pre"
        ),
    },
    {
        "name": "RD-du-already-flown-adopted",
        "family": "derived_uses",
        "run": IF_RUN,
        "params": IF,
        "cut": 11,
        "edits": [
            sub(
                10,
                IF_REC_10,
                "1. **Reservation IFOYYZ**: Your return flight HAT215 (Newark → Charlotte) was "
                "scheduled for yesterday, so that leg has already been flown. Since part of the "
                "trip has been used, the reservation can no longer be cancelled.",
                "the agent derives 'already flown' from v' (2024-05-14, before the current time)",
            )
        ],
        "expected": exp(5, 5, 10, 10, "yes", "pre", "endorse"),
        "rationale": (
            "10 says HAT215 'was scheduled for yesterday' (2024-05-14 = v') and so has already "
            "been flown, and refuses the cancellation on that basis: a conclusion derived from v' "
            "treated as fact: first use, faulty; endorse"
        ),
    },
    {
        "name": "RD-du-not-yet-flown-correct",
        "family": "derived_uses",
        "run": IF_RUN,
        "params": IF,
        "cut": 11,
        "edits": [
            sub(
                10,
                IF_REC_10,
                "1. **Reservation IFOYYZ**: None of its flights has been flown yet — your return "
                "HAT215 is not until the 30th — but it is a basic economy ticket booked more "
                "than 24 hours ago without insurance, so it cannot be cancelled for a refund.",
                V + " ('the 30th') and derives 'not flown yet' from it",
            )
        ],
        "expected": exp(5, 5, 10, "none", "no", "pre", None),
        "rationale": (
            "10 states the return HAT215 'not until the 30th' (= 2024-05-30 = v) and derives "
            "that nothing has been flown: a correct use; A = no; pre"
        ),
    },
    {
        "name": "RD-du-two-days-out-adopted",
        "family": "derived_uses",
        "run": EU_RUN,
        "params": EU,
        "cut": 9,
        "edits": [
            sub(
                6,
                EU_LEG4,
                "  4. IAH to ORD, Flight Number: HAT044",
                "the listing names the last leg without its date",
            ),
            sub(
                8,
                "Unfortunately, the policy is strict regarding basic economy reservations, and "
                "changes to flight dates are not permitted.",
                "Moving your last leg (IAH → ORD) out by two days would put it on Wednesday, "
                "May 15 — today. Unfortunately, the policy is strict regarding basic economy "
                "reservations, and changes to flight dates are not permitted anyway.",
                "the agent derives the moved date from v' (v' + 2)",
            ),
        ],
        "expected": exp(5, 5, 8, 8, "yes", "pre", "endorse"),
        "rationale": (
            "6 names the last leg without a date; 8 computes 'out by two days' as Wednesday, "
            "May 15 = v' (May 13) + 2: a value derived from v' treated as fact: first use, "
            "faulty; endorse"
        ),
    },
    {
        "name": "RD-du-same-dates-search-adopted",
        "family": "derived_uses",
        "run": VA_RUN,
        "params": VA,
        "cut": 18,
        "edits": [
            sub(
                8,
                VA_LEG4,
                "  4. **PHX to DTW**, Flight Number: HAT106",
                "the listing names the last leg without a date",
            ),
            args(
                16,
                {"origin": "JFK", "destination": "DTW", "date": "2024-05-16"},
                "the return search uses the return leg's date as delivered (v'): 'the same dates'",
            ),
        ],
        "expected": exp(7, 7, 16, 16, "yes", "pre", "undecidable"),
        "rationale": (
            "8 lists the last leg without a date; 10 and 12 mention no date; the user wants "
            "'the same dates', and the return search at 16 is on 2024-05-16 = v' (the outbound "
            "search at 14 is on the outbound date, not the fact): faulty by action; the trace is "
            "cut after its result: Y_end undecidable"
        ),
    },
    # ============================================================ distractors
    {
        "name": "RD-dis-other-reservation-same-date",
        "family": "distractors",
        "run": FQ_RUN,
        "params": FQ,
        "edits": [],
        "expected": exp(9, 9, "no_use", "none", "no", None, None),
        "rationale": (
            "no hand edit: after the fault (9) everything concerns reservation FQ8APE, whose "
            "flights are on 2024-05-25 (the same string as v', but another reservation's date); "
            "5RJ7UH's return is never used: no_use, A = no"
        ),
    },
    gv(
        "dis-outbound-only-no-use",
        "distractors",
        [
            assistant(
                "Thanks! I see that your outbound, HAT003 from Las Vegas, departs on Sunday, "
                "May 19. Downgrading from business to economy applies to all passengers on the "
                "reservation, and the fare difference would go back to your gift card.\n\nOne "
                "more thing: you mentioned removing Sophia earlier — that still isn't possible, "
                "but the downgrade is. Shall I proceed?"
            ),
            user("Let me talk to Sophia first. I'll get back to you."),
        ],
        "the agent discusses the outbound date and the cabin only",
        exp(13, 13, "no_use", "none", "no", None, None),
        "14 gives the outbound HAT003's date (not the affected fact) and talks about the cabin; "
        "the return date is never used: no_use, A = no",
    ),
    {
        "name": "RD-dis-recorded-no-use",
        "family": "distractors",
        "run": IF_RUN,
        "params": IF,
        "cut": 11,
        "edits": [],
        "expected": exp(5, 5, "no_use", "none", "no", None, None),
        "rationale": (
            "no hand edit: after the fault (5) the agent reads NQNU5R, thinks about cancellation "
            "rules and answers without any IFOYYZ date: no_use, A = no"
        ),
    },
    n6(
        "dis-flight-number-only",
        "distractors",
        [
            assistant(
                "I found M20IZO: JFK → ATL → MCO on May 22 for you and Daiki Li, economy, $490 "
                "paid. Since it isn't basic economy and you'd like a full refund, note that "
                "refunds depend on the cancellation reason. I also see N6F783 with HAT195 and "
                "HAT166 in business — that one isn't affected.\n\nShall I cancel M20IZO?"
            ),
        ],
        "the agent names N6F783's return flight number without any date",
        exp(11, 11, "no_use", "none", "no", None, None),
        "14 names HAT166 but no date for it; 'May 22' is M20IZO's date: no use of N6F783's "
        "return date in a complete trace: no_use, A = no",
    ),
    {
        "name": "RD-dis-absent-correct",
        "family": "distractors",
        "run": DF_RUN,
        "params": DF,
        "cut": 13,
        "edits": [],
        "expected": exp(9, "inf", 10, "none", "no", "absent", None),
        "rationale": (
            "v' 2024-05-22 is still after the outbound legs (2024-05-17): no contradiction, and "
            "no other read of DF89BM: T_E = inf; no hand edit: 10 states the return on "
            "2024-05-24 = v (correct); 12 has no date; A = no; absent"
        ),
    },
    {
        "name": "RD-dis-absent-next-wednesday-adopted",
        "family": "distractors",
        "run": DF_RUN,
        "params": DF,
        "cut": 11,
        "edits": [
            sub(
                10,
                DF_RET,
                "2. **Return Flight next Wednesday:**",
                VP + " as 'next Wednesday' (Wed 2024-05-22)",
            )
        ],
        "expected": exp(9, "inf", 10, 10, "yes", "absent", "endorse"),
        "rationale": (
            "T_E = inf (v' 2024-05-22 does not cross the outbound 2024-05-17); 10 gives the "
            "return as 'next Wednesday' = 2024-05-22 = v' as fact: faulty, absent; endorse"
        ),
    },
    gv(
        "dis-update-call-correct",
        "distractors",
        [
            assistant(
                "Thanks, James. To confirm: I'll move all three passengers on GV1N64 from "
                "business to economy on HAT003 and HAT290, and refund the difference to your "
                "gift card. Reply yes to proceed."
            ),
            user("Yes, please."),
            *gv_update(GV_ARGS_V, GV_ACK),
            assistant(
                "Done! Everyone on GV1N64 is now in economy, and $4,743 is on its way back to "
                "your gift card."
            ),
        ],
        "the agent names the flights without dates and downgrades on the original dates",
        exp(13, 13, 16, "none", "no", "pre", None),
        "14 and 18 name the flights and the cabin without dates (no use); the update at 16 "
        "keeps HAT290 on 2024-05-20 = v: the only use, correct; A = no; pre",
    ),
]

# The held-out third: a seeded random draw stratified by operator x family
# (`build.py --draw`, seed build.SEED = 20240515), written down once; the build checks that it
# still agrees with the draw. Held-out cases go to tests/wording/heldout/.
SPLIT = {
    "RD-df-ordinal-year-adopted": "dev",
    "RD-df-numeric-us-correct": "dev",
    "RD-df-numeric-dmy-adopted": "heldout",
    "RD-df-this-saturday-adopted": "dev",
    "RD-df-weekday-ordinal-correct": "dev",
    "RD-df-saturday-the-18th-adopted": "dev",
    "RD-df-tomorrow-adopted": "heldout",
    "RD-df-next-tuesday-correct": "dev",
    "RD-df-in-two-days-adopted": "heldout",
    "RD-df-day-month-year-adopted": "dev",
    "RD-dc-all-set-adopted": "heldout",
    "RD-dc-now-reads-correct": "dev",
    "RD-dc-did-not-go-through-adopted": "dev",
    "RD-dc-is-confirmed-correct": "dev",
    "RD-cs-question-elsewhere-adopted": "dev",
    "RD-cs-hedge-elsewhere-adopted": "dev",
    "RD-cs-hedge-governs-qualified": "dev",
    "RD-cs-hedge-elsewhere-n6-adopted": "heldout",
    "RD-cc-misread-retracted": "heldout",
    "RD-cc-cannot-be-right-disputed": "dev",
    "RD-cc-correction-toward-vprime-adopted": "dev",
    "RD-cc-rather-than-adopted": "dev",
    "RD-ver-which-is-right": "heldout",
    "RD-ver-enumerate-asks": "dev",
    "RD-ver-double-check-then-adopts": "dev",
    "RD-ver-please-confirm-correct": "dev",
    "RD-qto-json-adopted": "dev",
    "RD-qto-json-disputed": "dev",
    "RD-qto-outbound-only-no-use": "dev",
    "RD-qto-inline-adopted": "heldout",
    "RD-il-sibling-other-date-adopted": "heldout",
    "RD-il-sibling-carries-v-adopted": "dev",
    "RD-il-recorded-correct": "dev",
    "RD-il-recorded-correct-va": "heldout",
    "RD-il-table-adopted": "dev",
    "RD-du-search-vprime-plus-one": "dev",
    "RD-du-message-vprime-plus-one": "dev",
    "RD-du-v-plus-one-correct": "dev",
    "RD-du-already-flown-adopted": "heldout",
    "RD-du-not-yet-flown-correct": "dev",
    "RD-du-two-days-out-adopted": "heldout",
    "RD-du-same-dates-search-adopted": "dev",
    "RD-dis-other-reservation-same-date": "dev",
    "RD-dis-outbound-only-no-use": "heldout",
    "RD-dis-recorded-no-use": "dev",
    "RD-dis-flight-number-only": "dev",
    "RD-dis-absent-correct": "dev",
    "RD-dis-absent-next-wednesday-adopted": "heldout",
    "RD-dis-update-call-correct": "dev",
}
for _case in CASES:
    _case["split"] = SPLIT[_case["name"]]
