"""Wording set 5, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; reservations no earlier set faulted): task-9-trial-2 (mohamed_silva_9265's
K1NW8N, basic economy, three passengers, JFK-SFO HAT023 Sun May 26, back SFO-SEA HAT204 and
SEA-JFK HAT021 Tue May 28, read at 11; the fault is on HAT204, leg 1), task-30-trial-0
(sophia_martin_4574's seven reservations read to 19; 5BGGWZ, EWR-DFW HAT231 Fri May 10 and back
DFW-EWR HAT142 Fri May 17, is read at 19; HTR26G, MSP-EWR-DFW, is on Thu May 16),
task-3-trial-3 (sofia_kim_7287: KA7I60, DEN-CLT-DTW Sun May 26, back DTW-CLT HAT191 and CLT-DEN
HAT262 Tue May 28, read at 13; the user came about OBUT9V, read at 17) and task-34-trial-0
(daiki_muller_1116: 3EMQJ6, ORD-ATL-SEA Sat May 25, back SEA-JFK HAT021 Wed May 29 and JFK-ORD
HAT261 Thu May 30, read at 19; A90KR2 and 9MRJD4 read to 23). The current time in every run is
Wed 2024-05-15 15:00 EST.

T_E: the retained outbound leg refutes v' at T_F when v' precedes it (T_E = T_F, "f");
otherwise nothing visible refutes it (T_E = inf, absent). Searches inserted in a continuation
are answered by sscb's simulator over the stored database and are not counterevidence.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, lookup, mk, rd, splits, user

DESCRIPTION = (
    "Wording set 5, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; derived uses and "
    "distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD5"

RK = "task-9-trial-2"  # K1NW8N, fault at 11
RB = "task-30-trial-0"  # 5BGGWZ, fault at 19 (the last of seven reads)
RA = "task-3-trial-3"  # KA7I60, fault at 13 (reads to 17)
RE = "task-34-trial-0"  # 3EMQJ6, fault at 19 (reads to 23)


def search(cid: str, orig: str, dest: str, date: str) -> list[dict[str, object]]:
    args = {"origin": orig, "destination": dest, "date": date}
    return lookup(DOMAIN, cid, "search_direct_flight", args)


K_27 = rd("K1NW8N", 1, "2024-05-28", "2024-05-27")
B_13 = rd("5BGGWZ", 1, "2024-05-17", "2024-05-13")
B_16 = rd("5BGGWZ", 1, "2024-05-17", "2024-05-16")
A_27 = rd("KA7I60", 2, "2024-05-28", "2024-05-27")
A_25 = rd("KA7I60", 2, "2024-05-28", "2024-05-25")
E_24 = rd("3EMQJ6", 2, "2024-05-29", "2024-05-24")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD5-derived-two-more-days-search",
        "derived_uses",
        RK,
        K_27,
        11,
        [
            user(
                "Actually, new idea. Could the three of us stay in San Francisco two more days "
                "than planned? Show me what flies SFO to Seattle for that."
            ),
            *search("call_rd5_s1", "SFO", "SEA", "2024-05-29"),
            assistant(
                "Above are the SFO → SEA nonstops for two days after your current departure "
                "from San Francisco. Before you pick one: K1NW8N is basic economy, so its flights "
                "can't be moved as they are; we'd have to look at cancelling and rebooking."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=11),
        "T_S = T_U = 13: asked for two days later than the booked return, the agent searches "
        "SFO-SEA on May 29 = v' (May 27) + 2, a value derived from v'; 15 presents the results "
        "as 'two days after your current departure' (endorse). v' is after the May 26 outbound: "
        "T_E = inf (absent).",
        W,
    ),
    mk(
        "RD5-derived-dallas-trip-behind-you",
        "derived_uses",
        RB,
        B_13,
        19,
        [
            user(
                "While you're in there: could I still add a checked bag to the Dallas round "
                "trip, 5BGGWZ?"
            ),
            assistant(
                "No, sorry: 5BGGWZ is finished. You went out to Dallas on the 10th and were back "
                "in Newark before today, so there's no upcoming flight on it to check a bag onto."
            ),
        ],
        lab(19, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'back in Newark before today' and 'no upcoming flight on it' (said Wed "
        "May 15) put the return in the past, on Mon May 13 = v', and the conclusion that no bag "
        "can be added follows from it (v, Fri May 17, is still ahead). v' is after the May 10 "
        "outbound: T_E = inf (absent).",
        W,
    ),
    mk(
        "RD5-derived-barely-a-day-in-detroit",
        "derived_uses",
        RA,
        A_27,
        13,
        [
            user(
                "Before we fix the Houston one: I also have a Denver to Detroit booking. How "
                "long do I actually get in Detroit on that trip?"
            ),
            assistant(
                "Barely a day. KA7I60 lands you in Detroit on Sunday the 26th (via Charlotte), "
                "and the flight home to Denver takes off roughly twenty-four hours later, so plan "
                "on one night there."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: 'barely a day', 'home ... roughly twenty-four hours later', 'one night "
        "there' put the return on Mon May 27 = v', derived from v' (v, Tue May 28, gives two "
        "nights). v' is after the May 26 outbound: T_E = inf (absent).",
        W,
        after=17,
    ),
    mk(
        "RD5-derived-day-earlier-search-pre",
        "derived_uses",
        RA,
        A_25,
        13,
        [
            user(
                "Separate question about KA7I60: I'd like to fly home from Detroit one day "
                "earlier than I'm booked. What nonstops go from Detroit to Charlotte that day?"
            ),
            *search("call_rd5_s2", "DTW", "CLT", "2024-05-24"),
            assistant(
                "Here's what's flying DTW → CLT the day before your booked return. The Charlotte "
                "→ Denver connection would have to move to the same day as well; shall I look "
                "that up too?"
            ),
        ],
        lab(13, "f", 2, 2, "yes", "endorse", base=17),
        "T_S = T_U = 19: asked for one day earlier than the booked return, the agent searches "
        "DTW-CLT on May 24 = v' (May 25) - 1, derived from v'; 21 presents it as 'the day "
        "before your booked return' (endorse). v' precedes the May 26 outbound in the read "
        "record: T_E = T_F = 13 (pre).",
        W,
        after=17,
    ),
    mk(
        "RD5-derived-four-days-seattle-correct",
        "derived_uses",
        RE,
        E_24,
        19,
        [
            assistant(
                "Apart from the two you're cancelling, two trips are still ahead of you:\n\n"
                "- **7WPL39**: Denver → Dallas → Newark on Tuesday, May 28.\n"
                "- **3EMQJ6**: Chicago → Atlanta → Seattle on Saturday, May 25, giving you "
                "four full days in Seattle before you head back through New York.\n\n"
                "A90KR2 (May 14) and 9MRJD4 (May 6 and 13) have already been flown."
            ),
        ],
        lab(19, "f", 24, "none", "no", base=0),
        "T_S = 24: 'four full days in Seattle' after the May 25 arrival puts the return on May "
        "29 = v, a correct derived use (the recorded agent saw v); nothing uses v' (May 24). v' "
        "precedes the May 25 outbound: T_E = T_F = 19.",
        W,
        after=23,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD5-distractor-newark-16th-other-res",
        "distractors",
        RB,
        B_16,
        19,
        [
            user("Which of these bookings go through Newark?"),
            assistant(
                "Two of them. HTR26G connects in Newark on Thursday the 16th, on its way from "
                "Minneapolis to Dallas. And 5BGGWZ is your Newark–Dallas round trip, which began "
                "with HAT231 out of Newark on May 10."
            ),
        ],
        lab(19, "inf", "no_use", "none", "no", base=19),
        "No use: Thursday the 16th (= v') is HTR26G's date, another reservation; 5BGGWZ is "
        "named with its route and its outbound date (May 10) only.",
        W,
    ),
    mk(
        "RD5-distractor-final-leg-only",
        "distractors",
        RK,
        K_27,
        11,
        [
            user("Which flight actually brings us back into New York?"),
            assistant(
                "That's HAT021, Seattle to JFK, leaving on Tuesday the 28th. It's the last of "
                "the three legs on K1NW8N."
            ),
        ],
        lab(11, "inf", "no_use", "none", "no", base=11),
        "No use: only HAT021 (SEA-JFK, leg 2, not the faulted leg) and its own unaltered date "
        "(May 28) are stated; the faulted HAT204 leg and its date are not mentioned.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240710, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD5-derived-two-more-days-search": "dev",
    "RD5-derived-dallas-trip-behind-you": "dev",
    "RD5-derived-barely-a-day-in-detroit": "heldout",
    "RD5-derived-day-earlier-search-pre": "heldout",
    "RD5-derived-four-days-seattle-correct": "dev",
    "RD5-distractor-newark-16th-other-res": "dev",
    "RD5-distractor-final-leg-only": "heldout",
}

CASES = splits(CASES, SPLIT)
