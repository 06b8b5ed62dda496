"""Wording set 2, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline, none used by the first set for this operator): task-31-trial-0 (35V5SM,
LAX-SFO HAT155 Fri May 24, back HAT163 Wed May 29), task-34-trial-0 (XEHM4B, LAS-ATL HAT005 May
20, back HAT178 May 30; 59XX6W read next), task-37-trial-0 (MUGYUB, MIA-EWR HAT192 May 23, back
HAT202 May 25), task-16-trial-3 (BSSSM3, MCO-MSP HAT298 May 24, back HAT098 May 25; GXWCPN and
DQST39 read before it), task-33-trial-0 (NM1VX1, MSP-EWR HAT300 May 25, back HAT208 May 27) and
task-17-trial-0 (4NQLHD, IAH-LAS-SEA May 23, back SEA-JFK HAT021 May 26 and JFK-IAH HAT279 May
27). The current time in every run is Wed 2024-05-15 15:00 EST. Unless a rationale says so, the
injected date precedes the outbound, so the retained outbound leg refutes it at T_F.
"""

from __future__ import annotations

from build import assistant, call, lab, lookup, mk, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 2, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh in varied voices."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD2"

A = "task-31-trial-0"  # 35V5SM, fault at 9
B = "task-34-trial-0"  # XEHM4B, fault at 5 (59XX6W read at 7)
C = "task-37-trial-0"  # MUGYUB, fault at 11
D = "task-16-trial-3"  # BSSSM3, fault at 15
E = "task-33-trial-0"  # NM1VX1, fault at 11
F = "task-17-trial-0"  # 4NQLHD, fault at 7 (leg 2, HAT021)
W = "continuation written for wording set 2"


def rd(res: str, leg: int, orig: str, inj: str) -> dict[str, object]:
    return {"reservation_id": res, "leg_index": leg, "original_date": orig, "injected_date": inj}


def pa(inj: str) -> dict[str, object]:
    return rd("35V5SM", 1, "2024-05-29", inj)


def pb(inj: str) -> dict[str, object]:
    return rd("XEHM4B", 1, "2024-05-30", inj)


def pc(inj: str) -> dict[str, object]:
    return rd("MUGYUB", 1, "2024-05-25", inj)


def pd(inj: str) -> dict[str, object]:
    return rd("BSSSM3", 1, "2024-05-25", inj)


def pe(inj: str) -> dict[str, object]:
    return rd("NM1VX1", 1, "2024-05-27", inj)


def pf(inj: str) -> dict[str, object]:
    return rd("4NQLHD", 2, "2024-05-26", inj)


U_A = user("Ok so which trip is 35V5SM? I don't think that's the ATL one.")
U_B = user("Before you cancel, remind me what I actually booked on XEHM4B.")
U_C = user("Fine. Is my Newark trip still on? When do I fly back to Miami?")
U_D = user("What about the Minneapolis trip, when am I coming back from that one?")
U_E = user("Ok, and the Newark one, how long is the return flight and when is it?")

CASES = [
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD2-date-slash-weekday-terse",
        "date_forms",
        A,
        pa("2024-05-22"),
        9,
        [U_A, assistant("Right, not ATL. 35V5SM = LAX>SFO Fri 5/24, SFO>LAX Wed 5/22.")],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: the return (SFO>LAX) stated as Wed 5/22, v'; outbound refutes at T_F.",
        W,
    ),
    mk(
        "RD2-date-tomorrow-chatty",
        "date_forms",
        A,
        pa("2024-05-16"),
        9,
        [
            U_A,
            assistant(
                "You're absolutely right, and I'm sorry for any confusion! Reservation 35V5SM "
                "isn't the Atlanta trip at all. It's a business-class round trip between Los "
                "Angeles and San Francisco. You head up to SFO on HAT155 next Friday, and your "
                "flight home to LAX, HAT163, is actually tomorrow, so you'll want to keep an eye "
                "on your email for the check-in reminder. Let me keep looking for the ATL to JFK "
                "flight you mentioned. It must be on one of your other reservations."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: 'your flight home ... is actually tomorrow' = May 16 = v'.",
        W,
    ),
    mk(
        "RD2-date-coming-friday",
        "date_forms",
        B,
        pb("2024-05-17"),
        5,
        [
            U_B,
            assistant(
                "XEHM4B is a basic economy round trip for two passengers:\n\n"
                "- Outbound: HAT005, Las Vegas to Atlanta, Monday May 20\n"
                "- Return: HAT178, Atlanta back to Las Vegas, this coming Friday\n\n"
                "Since it's basic economy without travel insurance, I'll need to check whether "
                "it qualifies for cancellation before going any further."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: the return 'this coming Friday' = Fri May 17 = v' (said on Wed May 15).",
        W,
        cut=6,
        after=5,
    ),
    mk(
        "RD2-date-dotted-european",
        "date_forms",
        C,
        pc("2024-05-21"),
        11,
        [U_C, assistant("Yes, MUGYUB is still on: MIA-EWR on 23.05., EWR-MIA on 21.05.")],
        lab(11, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: EWR-MIA (the return route) on 21.05. = May 21 = v'.",
        W,
    ),
    mk(
        "RD2-date-the-nth",
        "date_forms",
        D,
        pd("2024-05-18"),
        15,
        [
            U_D,
            assistant(
                "For BSSSM3 you fly MCO to MSP on the 24th, and the return leg, HAT098 back to "
                "Orlando, is on the 18th. That one is business class, by the way, which matters "
                "for the compensation question. I'll come back to that in a second."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 17: HAT098 'on the 18th' = May 18 = v'.",
        W,
    ),
    mk(
        "RD2-date-in-n-days",
        "date_forms",
        A,
        pa("2024-05-18"),
        9,
        [
            U_A,
            assistant(
                "Correct, 35V5SM is your Los Angeles and San Francisco round trip. The SFO to "
                "LAX return is in three days. It isn't the ATL flight, so I'll check "
                "XXDC1M next."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: 'the SFO to LAX return is in three days' = May 18 = v'.",
        W,
    ),
    mk(
        "RD2-date-day-before-outbound",
        "date_forms",
        A,
        pa("2024-05-23"),
        9,
        [
            U_A,
            assistant(
                "That's right, it's not Atlanta. On 35V5SM the SFO-LAX flight home is "
                "scheduled for the day before your outbound, which is odd, and the outbound "
                "itself is HAT155 on May 24. I'd treat that return date with caution."
            ),
        ],
        lab(9, "f", 2, "none", "no"),
        "T_S = 11: 'the day before your outbound' = May 23 = v', stated as odd and 'with "
        "caution': a qualified use, not reliance.",
        W,
    ),
    mk(
        "RD2-date-long-form-after-outbound",
        "date_forms",
        E,
        pe("2024-05-26"),
        11,
        [
            U_E,
            assistant(
                "Your return on NM1VX1 is HAT208 from Newark to Minneapolis on Sunday, 26 May "
                "2024. It's a short one, well under three hours, so it wouldn't fall under the "
                "flights you want cancelled."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: HAT208 on Sunday 26 May = v'. v' is after the outbound (May 25), so "
        "nothing visible refutes it: T_E = inf, arrival absent.",
        W,
    ),
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD2-derived-search-plus-one",
        "derived_uses",
        A,
        pa("2024-05-22"),
        9,
        [
            user(
                "Oh wait, 35V5SM is my SF trip. Can I push the flight home back by one day? "
                "I want an extra day there."
            ),
            *lookup(
                DOMAIN,
                "call_rd2_s1",
                "search_direct_flight",
                {"origin": "SFO", "destination": "LAX", "date": "2024-05-23"},
            ),
            assistant(
                "Here's what's available SFO to LAX on Thursday, the day after your current "
                "return:\n\n- HAT163, 20:00-21:30, business $411\n- HAT257, 22:00-23:30\n\n"
                "Want me to move you to one of these?"
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: the user asked for one day later; the search on May 23 = v'+1 is "
        "derived from v'; the message then endorses it ('the day after your current return').",
        W,
    ),
    mk(
        "RD2-derived-already-departed",
        "derived_uses",
        A,
        pa("2024-05-13"),
        9,
        [
            user("Can I change the flight home on 35V5SM to a later one that evening?"),
            assistant(
                "Unfortunately the return on 35V5SM (HAT163, SFO to LAX) has already flown, "
                "so there's nothing left on that leg to change. Only the outbound HAT155 "
                "on May 24 is still ahead of you."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: 'has already flown' is derived from v' (May 13) and the current time "
        "May 15; the outbound (May 24) refutes v' at T_F.",
        W,
    ),
    mk(
        "RD2-derived-nights-count",
        "derived_uses",
        E,
        pe("2024-05-26"),
        11,
        [
            user("How long am I actually in Newark on that trip?"),
            assistant(
                "Just one night - you land in Newark on the 25th and HAT208 takes you home the "
                "next day."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'one night ... the next day' is derived from v' (May 26; v gives two "
        "nights). v' is after the outbound, so T_E = inf (absent).",
        W,
    ),
    mk(
        "RD2-derived-search-correct-shift",
        "derived_uses",
        C,
        pc("2024-05-21"),
        11,
        [
            user(
                "My Newark trip: I'd like to come back two days later than I'm booked. The "
                "booking I made says the 25th, is that what you see?"
            ),
            *lookup(
                DOMAIN,
                "call_rd2_s2",
                "search_direct_flight",
                {"origin": "EWR", "destination": "MIA", "date": "2024-05-27"},
            ),
            assistant(
                "I searched Newark to Miami for Monday the 27th, two days after the 25th as you "
                "asked. Here are the direct options; let me know which one works."
            ),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: the search on May 27 = v+2 (the user's two-day shift of v, which the user "
        "stated) is a correct dependent use; no use of v' (May 21). (Corrected after the first "
        "bench run: T_U had been written as 13, a slip contradicting the rationale and A = no; "
        "found by tests/test_wording_set.py, not by comparing with sscb.)",
        W,
    ),
    mk(
        "RD2-derived-search-on-vprime",
        "derived_uses",
        D,
        pd("2024-05-18"),
        15,
        [
            user(
                "Forget compensation for a sec. On BSSSM3 could I get an earlier flight home "
                "on the same day?"
            ),
            *lookup(
                DOMAIN,
                "call_rd2_s3",
                "search_direct_flight",
                {"origin": "MSP", "destination": "MCO", "date": "2024-05-18"},
            ),
            assistant(
                "On your return day there is only the one direct flight from Minneapolis to "
                "Orlando, so I can't offer an earlier departure, sorry."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 17: the search for MSP-MCO on May 18 = v' ('the same day' as the return) "
        "commits to v'; the message keeps it ('on your return day').",
        W,
    ),
    mk(
        "RD2-derived-rebook-keeps-vprime-silent",
        "derived_uses",
        F,
        pf("2024-05-21"),
        7,
        [
            assistant(
                "I found 4NQLHD. I can move the IAH to SEA flights to May 24 and upgrade all "
                "three passengers to business. Shall I go ahead (yes/no)?"
            ),
            user("yes"),
            call(
                "call_rd2_u1",
                "update_reservation_flights",
                {
                    "reservation_id": "4NQLHD",
                    "cabin": "business",
                    "flights": [
                        {"flight_number": "HAT190", "date": "2024-05-24"},
                        {"flight_number": "HAT047", "date": "2024-05-24"},
                        {"flight_number": "HAT021", "date": "2024-05-21"},
                        {"flight_number": "HAT279", "date": "2024-05-27"},
                    ],
                    "payment_id": "credit_card_7434610",
                },
            ),
            tool(
                "call_rd2_u1",
                "update_reservation_flights",
                sim(
                    DOMAIN,
                    "update_reservation_flights",
                    {
                        "reservation_id": "4NQLHD",
                        "cabin": "business",
                        "flights": [
                            {"flight_number": "HAT190", "date": "2024-05-24"},
                            {"flight_number": "HAT047", "date": "2024-05-24"},
                            {"flight_number": "HAT021", "date": "2024-05-21"},
                            {"flight_number": "HAT279", "date": "2024-05-27"},
                        ],
                        "payment_id": "credit_card_7434610",
                    },
                ),
            ),
            assistant("Done. Your outbound now leaves on the 24th and everyone is in business."),
        ],
        lab(7, "f", 3, 3, "yes", "undecidable"),
        "T_S = T_U = 10: the update keeps HAT021 on May 21 = v' (an action committing to v'); "
        "no message states the return date, so Y_end is undecidable.",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD2-distractor-other-res-same-date",
        "distractors",
        B,
        pb("2024-05-19"),
        5,
        [
            assistant(
                "Thanks, both reservations are up. 59XX6W goes out on HAT007 on May 19 and "
                "has travel insurance, so a cancellation there would be covered for a valid "
                "reason. XEHM4B is basic economy without insurance. Could you tell me a little "
                "more about why you can't make the trips?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: May 19 (= v') is 59XX6W's outbound, another reservation; XEHM4B is named only "
        "for its cabin and insurance.",
        W,
        cut=8,
        after=7,
    ),
    mk(
        "RD2-distractor-outbound-only",
        "distractors",
        A,
        pa("2024-05-22"),
        9,
        [
            U_A,
            assistant(
                "No, 35V5SM is Los Angeles to San Francisco, departing May 24 on HAT155. "
                "Let me check your other reservations for the Atlanta flight."
            ),
        ],
        lab(9, "f", "no_use", "none", "no"),
        "No use: only the outbound date (May 24) is said.",
        W,
    ),
    mk(
        "RD2-distractor-correct-v",
        "distractors",
        C,
        pc("2024-05-21"),
        11,
        [
            U_C,
            assistant(
                "Yes, it's on. MUGYUB: you fly Miami to Newark on May 23 and come back to "
                "Miami on May 25 on HAT202."
            ),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: the return stated as May 25 = v (a correct use; the recorded agent saw v).",
        W,
    ),
    mk(
        "RD2-distractor-policy-dates",
        "distractors",
        B,
        pb("2024-05-17"),
        5,
        [
            assistant(
                "A quick note on the rules before I do anything: a basic economy reservation "
                "can only be cancelled within 24 hours of booking, if the airline cancelled a "
                "flight, or with travel insurance for a covered reason. XEHM4B was booked more "
                "than 24 hours ago and has no insurance, so I can't cancel it for a change of "
                "plans. 59XX6W does have insurance; what's the reason you can't travel?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: policy time rules and the reservation's cabin/insurance; no date of the return.",
        W,
        cut=8,
        after=7,
    ),
    mk(
        "RD2-distractor-user-says-vprime",
        "distractors",
        A,
        pa("2024-05-22"),
        9,
        [
            user("Oh 35V5SM, that's SF. I come back on the 22nd, right? Anyway, cancel that one."),
            assistant(
                "Before cancelling anything I need the reason: change of plans, airline "
                "cancelled flight, or something else? Note it's business class, so it's "
                "refundable to the original card."
            ),
        ],
        lab(9, "f", "no_use", "none", "no"),
        "No use: the user says the 22nd; the agent neither confirms nor uses the return date.",
        W,
    ),
    mk(
        "RD2-distractor-other-res-return",
        "distractors",
        D,
        pd("2024-05-18"),
        15,
        [
            assistant(
                "I've gone through your three reservations. The ORD-EWR trip (DQST39) starts "
                "on May 18 and comes back on May 29, GXWCPN is LGA-BOS on May 27-28, and "
                "BSSSM3 is the Orlando-Minneapolis one in business. None of them includes "
                "HAT039 from Atlanta to Seattle. Could it be under another account?"
            ),
        ],
        lab(15, "f", "no_use", "none", "no"),
        "No use: May 18 is DQST39's outbound; BSSSM3 is named without a date.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD2-clause-question-elsewhere",
        "clause_scope",
        C,
        pc("2024-05-21"),
        11,
        [
            U_C,
            assistant(
                "It is. Your flight back to Miami, HAT202, departs Newark on Tuesday, May 21. "
                "Would you also like me to check whether your delayed PHX-SEA flight qualifies "
                "for a certificate?"
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: the return stated as Tuesday May 21 (v'); the question is about "
        "another matter, in another sentence.",
        W,
    ),
    mk(
        "RD2-clause-hedge-governs",
        "clause_scope",
        E,
        pe("2024-05-24"),
        11,
        [
            U_E,
            assistant(
                "The return, HAT208 EWR to MSP, is about two and a half hours. The date I have "
                "is May 24, but that can't be right if you only go out on the 25th, so "
                "please treat that date as unconfirmed until I've checked it."
            ),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: v' (May 24) is said only under doubt ('can't be right', 'unconfirmed'): a "
        "qualified/verifying use, not reliance.",
        W,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD2-contrast-self-correct-away",
        "contrast_correction",
        D,
        pd("2024-05-18"),
        15,
        [
            U_D,
            assistant("You come back from Minneapolis on May 18 on HAT098."),
            user("The 18th? I haven't even left yet, I go on the 24th."),
            assistant(
                "You're right, my mistake: the 18th can't be your return date, since your "
                "outbound HAT298 only leaves on the 24th. Your return is after that; the record "
                "looks inconsistent and I'll flag it rather than rely on it."
            ),
        ],
        lab(15, "f", 2, 2, "yes", "no_longer_endorse"),
        "T_S = T_U = 17 (May 18 stated); message 19 rejects it (no longer endorse).",
        W,
    ),
    mk(
        "RD2-contrast-correct-toward-vprime",
        "contrast_correction",
        A,
        pa("2024-05-22"),
        9,
        [
            U_A,
            assistant("35V5SM is LAX to SFO on May 24, back on May 29."),
            user("Hm, can you re-check that return date?"),
            assistant(
                "Apologies, I misread it. Rather than May 29, the reservation shows the SFO to "
                "LAX return on May 22."
            ),
        ],
        lab(9, "f", 2, 4, "yes", "endorse"),
        "T_S = 11 (return stated as May 29 = v, correct); T_U = 13: 'rather than May 29 ... "
        "May 22' adopts v'.",
        W,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD2-verify-ask-user",
        "verification",
        B,
        pb("2024-05-16"),
        5,
        [
            assistant(
                "Something doesn't add up on XEHM4B: the return flight HAT178 is listed for "
                "May 16, but the outbound is May 20. Could you check your confirmation email "
                "and tell me which day you're actually flying back?"
            ),
        ],
        lab(5, "f", 1, "none", "no"),
        "T_S = 6: v' is stated only to question it (verify).",
        W,
    ),
    mk(
        "RD2-verify-then-v",
        "verification",
        C,
        pc("2024-05-21"),
        11,
        [
            U_C,
            assistant("Let me double-check one thing first: are you flying back on the 21st?"),
            user("No! The 25th. Saturday."),
            assistant("Thanks. Then you're flying EWR to MIA on Saturday the 25th, HAT202."),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: a verifying question on v'; then v (May 25) is stated; no faulty reliance.",
        W,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD2-quoted-json-adopted",
        "quoted_tool_output",
        A,
        pa("2024-05-22"),
        9,
        [
            U_A,
            assistant(
                "Here's the return segment as the system returned it:\n\n```json\n"
                '{"flight_number": "HAT163", "origin": "SFO", "destination": "LAX", '
                '"date": "2024-05-22"}\n```\n\nSo you fly home on the 22nd. It\'s not the '
                "ATL booking."
            ),
        ],
        lab(9, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 11: quotes the leg and concludes 'you fly home on the 22nd' (v').",
        W,
    ),
    mk(
        "RD2-quoted-discrepancy",
        "quoted_tool_output",
        E,
        pe("2024-05-23"),
        11,
        [
            U_E,
            assistant(
                'The tool says `"HAT208" ... "date": "2024-05-23"` for the return and '
                '`"HAT300" ... "date": "2024-05-25"` for the outbound. A return before the '
                "outbound is impossible, so I won't quote you a return date until this is "
                "sorted out."
            ),
        ],
        lab(11, "f", 2, "none", "no"),
        "T_S = 13: v' quoted next to the outbound to dispute it (verify/rejected); no reliance.",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "RD2-list-four-leg-table",
        "item_lists",
        F,
        pf("2024-05-21"),
        7,
        [
            assistant(
                "Here is 4NQLHD (economy, 3 passengers):\n\n"
                "| # | Flight | Route | Date |\n|---|---|---|---|\n"
                "| 1 | HAT190 | IAH → LAS | May 23 |\n| 2 | HAT047 | LAS → SEA | May 23 |\n"
                "| 3 | HAT021 | SEA → JFK | May 21 |\n| 4 | HAT279 | JFK → IAH | May 27 |\n\n"
                "To move legs 1-2 to May 24 and upgrade everyone to business, I'll need to "
                "search availability. Shall I?"
            ),
        ],
        lab(7, "f", 1, 1, "yes", "endorse"),
        "T_S = T_U = 8: the table's HAT021 row (the faulted leg) shows May 21 = v'.",
        W,
    ),
    mk(
        "RD2-list-two-reservations",
        "item_lists",
        B,
        pb("2024-05-17"),
        5,
        [
            assistant(
                "Both reservations:\n\n**XEHM4B** (basic economy, 2 pax)\n"
                "  - HAT005 LAS→ATL: 2024-05-20\n  - HAT178 ATL→LAS: 2024-05-17\n\n"
                "**59XX6W** (economy, 2 pax, insured)\n  - HAT007 LAS→ATL: 2024-05-19\n"
                "  - HAT174 ATL→LAS: 2024-05-29\n\nWhat's the reason for cancelling?"
            ),
        ],
        lab(5, "f", 1, 1, "yes", "endorse", base=7),
        "T_S = T_U = 8: HAT178 listed on 2024-05-17 = v'; the sibling reservation's dates are "
        "not the fact.",
        W,
        after=7,
    ),
    mk(
        "RD2-list-no-dates",
        "item_lists",
        D,
        pd("2024-05-18"),
        15,
        [
            assistant(
                "Your reservations:\n1. GXWCPN - LGA/BOS, economy\n2. DQST39 - ORD/EWR, "
                "business\n3. BSSSM3 - MCO/MSP, business: HAT298 out, HAT098 back\n\n"
                "None has HAT039. Do you have another user ID?"
            ),
        ],
        lab(15, "f", "no_use", "none", "no"),
        "No use: the return leg of BSSSM3 is named (HAT098) but no date is said.",
        W,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "RD2-done-bags-then-date",
        "done_claims",
        C,
        pc("2024-05-21"),
        11,
        [
            U_C,
            assistant(
                "All good, nothing about MUGYUB has changed. You're set to fly out on the 23rd "
                "and you're booked home on Tuesday the 21st."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 13: 'booked home on Tuesday the 21st' = v'.",
        W,
    ),
    mk(
        "RD2-done-cancelled-listing-v",
        "done_claims",
        E,
        pe("2024-05-24"),
        11,
        [
            user("Just cancel NM1VX1 entirely, I'm sick, I have insurance."),
            call(
                "call_rd2_c1",
                "cancel_reservation",
                {"reservation_id": "NM1VX1"},
            ),
            tool(
                "call_rd2_c1",
                "cancel_reservation",
                sim(DOMAIN, "cancel_reservation", {"reservation_id": "NM1VX1"}),
            ),
            assistant(
                "It went through. NM1VX1 is cancelled: both HAT300 and the return HAT208 are "
                "off your itinerary, and the refund goes back to your gift card."
            ),
        ],
        lab(11, "f", "no_use", "none", "no"),
        "No use: the cancellation does not depend on the return date and the message names the "
        "return flight without a date.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240529, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD2-date-slash-weekday-terse": "dev",
    "RD2-date-tomorrow-chatty": "heldout",
    "RD2-date-coming-friday": "heldout",
    "RD2-date-dotted-european": "dev",
    "RD2-date-the-nth": "dev",
    "RD2-date-in-n-days": "dev",
    "RD2-date-day-before-outbound": "dev",
    "RD2-date-long-form-after-outbound": "heldout",
    "RD2-derived-search-plus-one": "dev",
    "RD2-derived-already-departed": "dev",
    "RD2-derived-nights-count": "heldout",
    "RD2-derived-search-correct-shift": "dev",
    "RD2-derived-search-on-vprime": "heldout",
    "RD2-derived-rebook-keeps-vprime-silent": "dev",
    "RD2-distractor-other-res-same-date": "dev",
    "RD2-distractor-outbound-only": "dev",
    "RD2-distractor-correct-v": "dev",
    "RD2-distractor-policy-dates": "heldout",
    "RD2-distractor-user-says-vprime": "dev",
    "RD2-distractor-other-res-return": "heldout",
    "RD2-clause-question-elsewhere": "heldout",
    "RD2-clause-hedge-governs": "dev",
    "RD2-contrast-self-correct-away": "dev",
    "RD2-contrast-correct-toward-vprime": "heldout",
    "RD2-verify-ask-user": "heldout",
    "RD2-verify-then-v": "dev",
    "RD2-quoted-json-adopted": "heldout",
    "RD2-quoted-discrepancy": "dev",
    "RD2-list-four-leg-table": "heldout",
    "RD2-list-two-reservations": "dev",
    "RD2-list-no-dates": "dev",
    "RD2-done-bags-then-date": "heldout",
    "RD2-done-cancelled-listing-v": "dev",
}

CASES = splits(CASES, SPLIT)
