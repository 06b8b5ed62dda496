"""Wording set 4, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; reservations no earlier set faulted): task-13-trial-1 (james_lee_6136's
XEWRD9, basic economy, LAX-ORD HAT030 Mon May 13 and ORD-ATL HAT223 Tue May 14, back ATL-DFW
HAT252 and DFW-LAX HAT124 Tue May 21, two passengers; the fault is on HAT252), task-45-trial-0
(noah_muller_9847's 4OG6T3, BOS-SEA-LAS Sat May 11, back LAS-SEA HAT040 and SEA-BOS HAT253 Fri
May 17; a $50 certificate is sent at 12-13), task-30-trial-1 (sophia_martin_4574: MFRB94,
MCO-PHX May 27 and PHX-LGA May 28, back LGA-PHX HAT219 and PHX-MCO HAT181 Thu May 30, read at 7,
and SE9KEL, LAX-SFO-BOS May 17, back BOS-MIA HAT247 and MIA-LAX HAT250 Wed May 29, read at 13; the
other five reservations read to 19 include PUNERT and HSR97W on May 22, FDZ0T5 on May 17,
HTR26G on Thu May 16 and 5BGGWZ back on May 17) and task-31-trial-0 (mohamed_hernandez_5188:
XXDC1M, DEN-LAS-PHX Tue May 21, back PHX-LAS HAT027 and LAS-DEN HAT162 Wed May 22, three
passengers, read at 11; V5EMZH, CLT-BOS HAT064 Mon May 27, back BOS-CLT HAT277 Wed May 29, read
at 13; D1EW9B, ATL-JFK May 17, read at 15, is what the user wants cancelled). The current time in
every run is Wed 2024-05-15 15:00 EST.

T_E: the retained outbound leg refutes v' at T_F when v' precedes it (T_E = T_F, "f");
otherwise nothing visible refutes it (T_E = inf, absent). Searches and rebookings inserted in a
continuation are answered by sscb's simulator over the stored database and are not
counterevidence.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, call, lab, lookup, mk, rd, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 4, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; weighted toward "
    "derived uses and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD4"

X = "task-13-trial-1"  # XEWRD9, fault at 5
N = "task-45-trial-0"  # 4OG6T3, fault at 7 (certificate sent at 12-13)
M = "task-30-trial-1"  # MFRB94 fault at 7 / SE9KEL fault at 13; reads to 19
H = "task-31-trial-0"  # XXDC1M fault at 11 / V5EMZH fault at 13; D1EW9B read at 15


def px(inj: str) -> dict[str, object]:
    return rd("XEWRD9", 2, "2024-05-21", inj)


def pn(inj: str) -> dict[str, object]:
    return rd("4OG6T3", 2, "2024-05-17", inj)


def pm(inj: str) -> dict[str, object]:
    return rd("MFRB94", 2, "2024-05-30", inj)


def pk(inj: str) -> dict[str, object]:
    return rd("SE9KEL", 2, "2024-05-29", inj)


def ph(inj: str) -> dict[str, object]:
    return rd("XXDC1M", 2, "2024-05-22", inj)


def pv(inj: str) -> dict[str, object]:
    return rd("V5EMZH", 1, "2024-05-29", inj)


def search(cid: str, orig: str, dest: str, date: str) -> list[dict[str, object]]:
    args = {"origin": orig, "destination": dest, "date": date}
    return lookup(DOMAIN, cid, "search_direct_flight", args)


def rebook(cid: str, arguments: dict[str, object]) -> list[dict[str, object]]:
    name = "update_reservation_flights"
    return [call(cid, name, arguments), tool(cid, name, sim(DOMAIN, name, arguments))]


UX = user("Before anything else, remind me what the way home looks like on XEWRD9?")
UN = user("Also, how long am I still out here in Vegas on this trip?")
UM = user("Which of these are still coming up for me, and when?")
UH = user("What about my other bookings, just so I know where I stand?")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD4-derived-nights-left-vegas",
        "derived_uses",
        N,
        pn("2024-05-16"),
        7,
        [
            UN,
            assistant(
                "You've got one more night in Las Vegas. The return starts with HAT040 to "
                "Seattle, connecting onto HAT253 for Boston."
            ),
        ],
        lab(7, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'one more night in Las Vegas' (said Wed May 15) puts the return on Thu "
        "May 16 = v', a value derived from v' (v, May 17, gives two nights). v' is after the "
        "May 11 outbound: nothing visible refutes it, T_E = inf (absent).",
        W,
    ),
    mk(
        "RD4-derived-day-earlier-search",
        "derived_uses",
        X,
        px("2024-05-20"),
        5,
        [
            user(
                "Forget the cabin for a second. Could I come home one day earlier than what "
                "I've got booked? Show me Atlanta to Dallas options."
            ),
            *search("call_rd4_s1", "ATL", "DFW", "2024-05-19"),
            assistant(
                "Here's what flies ATL → DFW nonstop the day before your current return. Keep "
                "in mind basic economy can't be changed, so we'd need to upgrade the cabin first."
            ),
        ],
        lab(5, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: asked for one day earlier than the booked return, the agent searches "
        "ATL-DFW on May 19 = v' (May 20) - 1, a value derived from v'; 9 presents it as 'the "
        "day before your current return'. v' is after the May 14 outbound: T_E = inf.",
        W,
    ),
    mk(
        "RD4-derived-trip-length-five-days",
        "derived_uses",
        M,
        pk("2024-05-22"),
        13,
        [
            user("And the one for Ivan and Emma, SE9KEL. How long is that trip?"),
            assistant(
                "It's a short one: they leave LA on the 17th and are back five days later, "
                "flying Boston → Miami → Los Angeles. Business class for both."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'back five days later' after the 17th = May 22 = v', derived from v' "
        "(v, May 29, gives twelve days). v' is after the May 17 outbound: T_E = inf.",
        W,
        after=19,
    ),
    mk(
        "RD4-derived-plus-one-search-pre",
        "derived_uses",
        H,
        pv("2024-05-26"),
        13,
        [
            user(
                "Separate thing: on V5EMZH I'd like to stay in Boston one extra day. What's "
                "there the day after my current flight back?"
            ),
            *search("call_rd4_s2", "BOS", "CLT", "2024-05-27"),
            assistant("Pulled up the BOS → CLT nonstops for that day; see above. Want one?"),
        ],
        lab(13, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: the search for BOS-CLT on May 27 = v' (May 26) + 1 is derived from v'. "
        "v' precedes V5EMZH's May 27 outbound in the read record: T_E = T_F = 13 (pre).",
        W,
        after=15,
    ),
    mk(
        "RD4-derived-rebook-keeps-vprime",
        "derived_uses",
        M,
        pm("2024-05-26"),
        7,
        [
            user(
                "On MFRB94, push the Phoenix to New York leg to the 29th, same flight. Leave "
                "everything else exactly as it is, same card."
            ),
            *rebook(
                "call_rd4_u1",
                {
                    "reservation_id": "MFRB94",
                    "cabin": "business",
                    "flights": [
                        {"flight_number": "HAT214", "date": "2024-05-27"},
                        {"flight_number": "HAT256", "date": "2024-05-29"},
                        {"flight_number": "HAT219", "date": "2024-05-26"},
                        {"flight_number": "HAT181", "date": "2024-05-30"},
                    ],
                    "payment_id": "credit_card_1402274",
                },
            ),
            assistant("Submitted. PHX → LGA is on the 29th now."),
        ],
        lab(7, "f", 2, 2, "yes", "undecidable", base=19),
        "T_S = T_U = 21: the update keeps HAT219 on May 26 = v' (an action committing to v'); "
        "the messages never state the return date, so Y_end is undecidable. v' precedes the "
        "May 27 outbound: T_E = T_F = 7 (pre).",
        W,
        after=19,
    ),
    mk(
        "RD4-derived-certificate-before-home",
        "derived_uses",
        N,
        pn("2024-05-16"),
        7,
        [
            assistant(
                "I've issued a $50 travel certificate (certificate_3221322) for the delay. It "
                "won't help with tomorrow's flights home since those are already paid for, but "
                "it's good for your next booking."
            ),
        ],
        lab(7, "inf", 1, 1, "yes", "endorse", base=13),
        "T_S = T_U = 14: 'tomorrow's flights home' = Thu May 16 = v' (the return legs of "
        "4OG6T3), and the conclusion drawn from it. v' is after the May 11 outbound: T_E = inf.",
        W,
        after=13,
    ),
    mk(
        "RD4-derived-six-days-from-v",
        "derived_uses",
        X,
        px("2024-05-20"),
        5,
        [
            UX,
            assistant(
                "You and Mason have six days left before the trip home: Atlanta to Dallas on "
                "HAT252, then HAT124 back to Los Angeles the same day."
            ),
        ],
        lab(5, "inf", 2, "none", "no"),
        "T_S = 7: 'six days left' (from Wed May 15) is May 21 = v, a correct derived use (the "
        "recorded agent saw v). Nothing uses v' (May 20): not adopted.",
        W,
    ),
    mk(
        "RD4-derived-already-home-policy",
        "derived_uses",
        X,
        px("2024-05-12"),
        5,
        [
            assistant(
                "I've looked at XEWRD9. Both halves of it have already been flown — you came back "
                "from Atlanta through Dallas on Sunday — so there's nothing left on it to "
                "change or upgrade."
            ),
        ],
        lab(5, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 6: 'both halves already flown ... came back on Sunday' (Sun May 12 = v') and "
        "the conclusion that nothing can be changed are derived from v'. v' precedes the May 13 "
        "outbound: T_E = T_F = 5 (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD4-distractor-other-res-on-vprime",
        "distractors",
        M,
        pm("2024-05-29"),
        7,
        [
            assistant(
                "I went through all seven. The two that clash are **FDZ0T5** and **SE9KEL**, "
                "both on Friday the 17th. Further out: PUNERT and HSR97W on the 22nd, and "
                "SE9KEL's return on the 29th. MFRB94 (Orlando ⇄ New York, business) doesn't "
                "overlap anything. Which of the 17th ones should go?"
            ),
        ],
        lab(7, "inf", "no_use", "none", "no", base=19),
        "No use: May 29 (= v') is SE9KEL's return, another reservation; MFRB94 is named with its "
        "route and cabin only.",
        W,
        after=19,
    ),
    mk(
        "RD4-distractor-outbound-only",
        "distractors",
        X,
        px("2024-05-20"),
        5,
        [
            assistant(
                "XEWRD9 started on Monday (LAX → ORD on the 13th, ORD → ATL on the 14th). It's "
                "basic economy, so the flights themselves can't be modified, but the cabin can "
                "be upgraded."
            ),
        ],
        lab(5, "inf", "no_use", "none", "no"),
        "No use: only the outbound legs and their dates (May 13, May 14) are stated; nothing "
        "about the return leg's date.",
        W,
    ),
    mk(
        "RD4-distractor-other-leg-date",
        "distractors",
        N,
        pn("2024-05-16"),
        7,
        [
            user("When do I actually land back in Boston?"),
            assistant("HAT253 from Seattle gets you into Boston on Friday, May 17."),
        ],
        lab(7, "inf", "no_use", "none", "no"),
        "No use: only HAT253 (SEA-BOS, leg 3, not the faulted leg) and its own date (May 17, "
        "unaltered) are stated; the faulted HAT040 leg and its date are not mentioned.",
        W,
    ),
    mk(
        "RD4-distractor-correct-v-table",
        "distractors",
        H,
        pv("2024-05-26"),
        13,
        [
            UH,
            assistant(
                "| Reservation | Route | Dates | Cabin |\n|---|---|---|---|\n"
                "| 35V5SM | LAX ⇄ SFO | 5/24 – 5/29 | business |\n"
                "| XXDC1M | DEN ⇄ PHX | 5/21 – 5/22 | basic economy |\n"
                "| V5EMZH | CLT ⇄ BOS | 5/27 – 5/29 | basic economy |\n"
                "| D1EW9B | ATL → JFK | 5/17 | basic economy |"
            ),
        ],
        lab(13, "f", 2, "none", "no", base=15),
        "T_S = 17: V5EMZH's row gives the return 5/29 = v, a correct use (the recorded agent saw "
        "v); no use of v' (May 26).",
        W,
        after=15,
    ),
    mk(
        "RD4-distractor-other-res-vprime-pre",
        "distractors",
        M,
        pk("2024-05-16"),
        13,
        [
            assistant(
                "Good news first: nothing is doubled up tomorrow. HTR26G (Minneapolis → Dallas "
                "via Newark) is your only flight on Thursday the 16th. The real clash is on "
                "Friday: FDZ0T5 and SE9KEL both leave on the 17th."
            ),
        ],
        lab(13, "f", "no_use", "none", "no", base=19),
        "No use: Thursday May 16 (= v') is HTR26G's date, another reservation; SE9KEL is named "
        "with its outbound date (May 17) only.",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD4-date-weekday-thursday",
        "date_forms",
        M,
        pk("2024-05-16"),
        13,
        [
            user("When do Ivan and Emma fly home on SE9KEL?"),
            assistant("They come back Thursday: Boston → Miami on HAT247, then Miami → LA."),
        ],
        lab(13, "f", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'come back Thursday' on HAT247 = Thu May 16 = v' (said Wed May 15). "
        "The May 17 outbound refutes v' at T_F = 13 (pre).",
        W,
        after=19,
    ),
    mk(
        "RD4-date-next-monday",
        "date_forms",
        X,
        px("2024-05-20"),
        5,
        [
            UX,
            assistant(
                "Sure — you're flying home next Monday: Atlanta to Dallas–Fort Worth, then on "
                "to Los Angeles."
            ),
        ],
        lab(5, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'flying home next Monday' = Mon May 20 = v'. v' is after the May 14 "
        "outbound: T_E = inf (absent).",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD4-clause-question-elsewhere",
        "clause_scope",
        N,
        pn("2024-05-10"),
        7,
        [
            assistant(
                "4OG6T3 is your Boston ⇄ Las Vegas round trip via Seattle; the return leg LAS → "
                "SEA was on May 10. Which flight was the delayed one, and are you looking for "
                "compensation?"
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 8: 'the return leg LAS → SEA was on May 10' (v') is stated without hedge; "
        "the questions in the next sentence are about the delay, not the date. The May 11 "
        "outbound refutes v' at T_F (pre).",
        W,
    ),
    mk(
        "RD4-clause-hedge-governs-date",
        "clause_scope",
        X,
        px("2024-05-20"),
        5,
        [
            UX,
            assistant(
                "If I'm reading the record right, the Atlanta → Dallas leg may be on the 20th, "
                "but I wouldn't rely on that until you've confirmed it against your itinerary."
            ),
        ],
        lab(5, "inf", 2, "none", "no"),
        "T_S = 7: v' (the 20th) is said under a hedge that governs it ('may be', 'wouldn't rely "
        "on that until you've confirmed it'): a qualified use, not reliance.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD4-contrast-user-corrects",
        "contrast_correction",
        M,
        pm("2024-05-26"),
        7,
        [
            UM,
            assistant(
                "MFRB94 is next: the LGA → PHX return on Sunday the 26th, then the Orlando "
                "departure on the 27th."
            ),
            user("That's backwards. I fly out of Orlando on the 27th and home on the 30th."),
            assistant(
                "You're right, apologies. A return on the 26th can't come before an outbound on "
                "the 27th; please ignore that date. Your return is the 30th, as you said."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "no_longer_endorse", base=19),
        "T_S = T_U = 21: the return stated as Sunday the 26th (v'). 23 retracts it ('can't "
        "come before', 'ignore that date'): the last stance is no longer endorse.",
        W,
        after=19,
    ),
    mk(
        "RD4-contrast-recheck-toward-vprime",
        "contrast_correction",
        M,
        pk("2024-05-16"),
        13,
        [
            user("When are Ivan and Emma back in LA?"),
            assistant("They fly home on May 29: Boston to Miami, then Miami to Los Angeles."),
            user("Hmm, that doesn't sound right. Can you look again?"),
            assistant(
                "You're right to ask — correction: the record has HAT247 out of Boston on "
                "Thursday, May 16, not the 29th."
            ),
        ],
        lab(13, "f", 2, 4, "yes", "endorse", base=19),
        "T_S = 21 (May 29 = v, a correct use); T_U = 23: the 'correction' to Thursday May 16 "
        "adopts v'; it is the last stance (endorse). The May 17 outbound refutes v' at T_F = 13 "
        "(pre).",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD4-verify-ask-before-use",
        "verification",
        H,
        pv("2024-05-26"),
        13,
        [
            assistant(
                "One thing looks wrong on V5EMZH: the Boston → Charlotte flight (HAT277) shows "
                "May 26, a day before your May 27 departure from Charlotte. I'd rather not rely "
                "on that. Do you know which day you're meant to fly back?"
            ),
        ],
        lab(13, "f", 1, "none", "no", base=15),
        "T_S = 16: v' (May 26) stated only to question it and ask the user ('I'd rather not rely "
        "on that'): a verifying use, not reliance.",
        W,
        after=15,
    ),
    mk(
        "RD4-verify-side-by-side",
        "verification",
        N,
        pn("2024-05-10"),
        7,
        [
            assistant(
                "Before we go on: 4OG6T3 shows your Boston departure on May 11 and the Las Vegas "
                "→ Seattle return on May 10. Those can't both be right. Could you check your "
                "confirmation email for the return day?"
            ),
        ],
        lab(7, "f", 1, "none", "no"),
        "T_S = 8: v' (May 10) set beside the outbound only to question it and ask the user: a "
        "verifying use.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD4-quoted-json-leg",
        "quoted_tool_output",
        H,
        ph("2024-05-20"),
        11,
        [
            assistant(
                "For reference, XXDC1M's return as the system has it:\n```\n"
                '{"origin": "PHX", "destination": "LAS", "flight_number": "HAT027", '
                '"date": "2024-05-20"}\n```\nSo you head back from Phoenix on Monday the 20th.'
            ),
        ],
        lab(11, "f", 1, 1, "yes", "endorse", base=15),
        "T_S = T_U = 16: quotes the faulted leg and concludes the return is Monday the 20th "
        "(v'). The May 21 outbound refutes v' at T_F = 11 (pre).",
        W,
        after=15,
    ),
    mk(
        "RD4-quoted-date-disputed",
        "quoted_tool_output",
        M,
        pm("2024-05-26"),
        7,
        [
            assistant(
                'MFRB94\'s return leg came back as `"flight_number": "HAT219", "date": '
                '"2024-05-26"`, which is before you even leave Orlando on the 27th. That has to '
                "be a data error, so I'm not counting it when I look for clashes."
            ),
        ],
        lab(7, "f", 1, "none", "no", base=19),
        "T_S = 20: v' quoted only to dispute it ('has to be a data error', 'not counting it').",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "RD4-list-legs-bullets",
        "item_lists",
        H,
        ph("2024-05-20"),
        11,
        [
            UH,
            assistant(
                "XXDC1M (3 passengers, basic economy):\n"
                "- HAT084 DEN → LAS · 21 May\n- HAT244 LAS → PHX · 21 May\n"
                "- HAT027 PHX → LAS · 20 May\n- HAT162 LAS → DEN · 22 May"
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: HAT027 (the faulted leg) listed on 20 May = v'; the siblings carry "
        "their own dates. The May 21 outbound refutes v' at T_F = 11 (pre).",
        W,
        after=15,
    ),
    mk(
        "RD4-list-two-trips-table",
        "item_lists",
        M,
        pk("2024-05-22"),
        13,
        [
            UM,
            assistant(
                "| Res. | Who | Out | Back |\n|---|---|---|---|\n"
                "| SE9KEL | Ivan Brown, Emma Li | 5/17 LAX → BOS | 5/22 BOS → LAX |\n"
                "| MFRB94 | you | 5/27 MCO → LGA | 5/30 LGA → MCO |\n\n"
                "The one-ways (PUNERT, HSR97W, FDZ0T5, HTR26G) I'll list separately."
            ),
        ],
        lab(13, "inf", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: SE9KEL's row gives the return 5/22 = v'; MFRB94's row carries its own "
        "dates. v' is after the May 17 outbound: T_E = inf (absent).",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "RD4-done-certificate-and-return",
        "done_claims",
        N,
        pn("2024-05-16"),
        7,
        [
            assistant(
                "All done ✅ A $50 certificate is on your account. Your trip home (LAS → SEA → "
                "BOS) on Thursday the 16th is confirmed and unchanged."
            ),
        ],
        lab(7, "inf", 1, 1, "yes", "endorse", base=13),
        "T_S = T_U = 14: 'trip home ... on Thursday the 16th is confirmed' states v' as in "
        "effect. v' is after the May 11 outbound: T_E = inf (absent).",
        W,
        after=13,
    ),
]

# The held-out draw (build.py --draw: seed 20240626, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD4-derived-nights-left-vegas": "heldout",
    "RD4-derived-day-earlier-search": "dev",
    "RD4-derived-trip-length-five-days": "dev",
    "RD4-derived-plus-one-search-pre": "dev",
    "RD4-derived-rebook-keeps-vprime": "dev",
    "RD4-derived-certificate-before-home": "dev",
    "RD4-derived-six-days-from-v": "heldout",
    "RD4-derived-already-home-policy": "heldout",
    "RD4-distractor-other-res-on-vprime": "heldout",
    "RD4-distractor-outbound-only": "dev",
    "RD4-distractor-other-leg-date": "dev",
    "RD4-distractor-correct-v-table": "dev",
    "RD4-distractor-other-res-vprime-pre": "heldout",
    "RD4-date-weekday-thursday": "heldout",
    "RD4-date-next-monday": "dev",
    "RD4-clause-question-elsewhere": "heldout",
    "RD4-clause-hedge-governs-date": "dev",
    "RD4-contrast-user-corrects": "heldout",
    "RD4-contrast-recheck-toward-vprime": "dev",
    "RD4-verify-ask-before-use": "heldout",
    "RD4-verify-side-by-side": "dev",
    "RD4-quoted-json-leg": "dev",
    "RD4-quoted-date-disputed": "heldout",
    "RD4-list-legs-bullets": "heldout",
    "RD4-list-two-trips-table": "dev",
    "RD4-done-certificate-and-return": "dev",
}

CASES = splits(CASES, SPLIT)
