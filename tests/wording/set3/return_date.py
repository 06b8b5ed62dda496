"""Wording set 3, ReturnDate: the return leg's date moved earlier in get_reservation_details.

Runs (gpt-4o airline; reservations no earlier set used for this operator): task-3-trial-0
(sofia_kim_7287's OBUT9V, IAH-ORD-DEN Mon May 27 on HAT078/HAT118, back DEN-LAS HAT084 and
LAS-IAH HAT266 Tue May 28; the fault is on HAT084; six other reservations are read around it,
KA7I60 leaving Denver on May 26 and AQLBTL's HAT228 on May 26 among them), task-20-trial-0
(1N99U6, LAS-PHX-IAH Sun May 19, back IAH-LAS HAT112 Mon May 27, two passengers),
task-15-trial-1 (MQHHT6, Ava Rossi's BOS-CLT HAT260 Tue May 21, back CLT-BOS HAT287 Thu May 23;
GV1N64, LAS-DEN May 19 and back May 20, is read right after it and is what the user is asking
about), task-40-trial-0 (S61CZX, LAX-EWR-CLT May 23/24, back CLT-EWR HAT157 Fri May 24 and EWR-LAX
HAT041 May 25; the user is asking for compensation about WUNA5K, ORD-PHL May 10, back May 11),
task-2-trial-2 (LQ940Q, SFO-BOS-MCO Thu May 16, back MCO-PHX HAT161 and PHX-SFO HAT009 Sun May 19;
the user wants every business booking downgraded and LQ940Q is economy) and task-49-trial-0
(MDCLVA, basic economy, EWR-CLT-DTW Wed May 15, back DTW-MSP HAT210 and MSP-EWR HAT141 Sat May
18; the user wants to cancel for a change of plans). The current time in every run is Wed
2024-05-15 15:00 EST.

T_E: the retained outbound leg refutes v' at T_F when v' precedes it (T_E = T_F, "f");
otherwise nothing visible refutes it (T_E = inf, absent). Rebooking writes inserted in a
continuation are answered by sscb's simulator over the stored database and only echo the
request, so they are not counterevidence.
"""

from __future__ import annotations

from build import W, assistant, call, lab, lookup, mk, sim, splits, tool, user

DESCRIPTION = (
    "Wording set 3, ReturnDate (sscb 2 stdlib): the return leg's date moved earlier in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh; weighted toward "
    "derived uses and distractors."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "ReturnDate"
PREFIX = "RD3"

A = "task-3-trial-0"  # OBUT9V, fault at 17 (reads at 19, 21)
B = "task-20-trial-0"  # 1N99U6, fault at 7
C = "task-15-trial-1"  # MQHHT6, fault at 11 (GV1N64 read at 13)
D = "task-40-trial-0"  # S61CZX, fault at 11 (H8Q05L at 13, WUNA5K at 15)
E = "task-2-trial-2"  # LQ940Q, fault at 11 (reads to 19, five downgrades 20-29)
F = "task-49-trial-0"  # MDCLVA, fault at 5


def rd(res: str, leg: int, orig: str, inj: str) -> dict[str, object]:
    return {"reservation_id": res, "leg_index": leg, "original_date": orig, "injected_date": inj}


def pa(inj: str) -> dict[str, object]:
    return rd("OBUT9V", 2, "2024-05-28", inj)


def pb(inj: str) -> dict[str, object]:
    return rd("1N99U6", 2, "2024-05-27", inj)


def pc(inj: str) -> dict[str, object]:
    return rd("MQHHT6", 1, "2024-05-23", inj)


def pd(inj: str) -> dict[str, object]:
    return rd("S61CZX", 2, "2024-05-24", inj)


def pe(inj: str) -> dict[str, object]:
    return rd("LQ940Q", 2, "2024-05-19", inj)


def pf(inj: str) -> dict[str, object]:
    return rd("MDCLVA", 2, "2024-05-18", inj)


def search(cid: str, orig: str, dest: str, date: str, onestop: bool = False) -> list:
    name = "search_onestop_flight" if onestop else "search_direct_flight"
    return lookup(DOMAIN, cid, name, {"origin": orig, "destination": dest, "date": date})


def rebook(cid: str, arguments: dict[str, object]) -> list:
    name = "update_reservation_flights"
    return [call(cid, name, arguments), tool(cid, name, sim(DOMAIN, name, arguments))]


UA = user("Yes, OBUT9V is the one. What does the way back look like right now?")
UB = user("Before we touch anything, can you read me the flights on it?")
UC = user("While you're in there, when does Ava get back to Boston on her trip?")
UD = user("Actually, also tell me about S61CZX, that's my colleague Harper's trip.")

CASES = [
    # ------------------------------------------------------------------ derived_uses
    mk(
        "RD3-derived-one-day-later-search",
        "derived_uses",
        B,
        pb("2024-05-17"),
        7,
        [
            user(
                "I'd also like one more day in Houston. Whatever day I'm flying home now, make "
                "it the day after."
            ),
            *search("call_rd3_s1", "IAH", "LAS", "2024-05-18"),
            assistant(
                "Sure thing. Nonstops from Houston to Las Vegas on Saturday:\n"
                "• HAT190 – 1:00 AM\n• HAT131 – 6:00 PM\n"
                "• HAT112 – 10:00 PM (same flight number as now)\n• HAT286 – 10:00 PM\n\n"
                "Any of them gives you the extra day. Which one?"
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: asked for the day after the current return, the agent searches "
        "IAH-LAS on May 18 = v' (May 17) + 1, a value derived from v'; the reply presents it as "
        "the extra day. v' precedes the May 19 outbound, so T_E = T_F = 7 (pre).",
        W,
    ),
    mk(
        "RD3-derived-two-more-days-absent",
        "derived_uses",
        B,
        pb("2024-05-24"),
        7,
        [
            UB,
            assistant(
                "1N99U6 (economy, James & Ivan Taylor): out Sun May 19 LAS→PHX→IAH on "
                "HAT284/HAT152; back on HAT112 IAH→LAS."
            ),
            user("Can I stay in Houston two days longer than that?"),
            *search("call_rd3_s2", "IAH", "LAS", "2024-05-26"),
            assistant(
                "Yes — two days later puts you on Sunday the 26th. HAT112 still runs that "
                "evening at 10 PM, and there's an earlier HAT131 at 6 PM. Want me to price "
                "the switch?"
            ),
        ],
        lab(7, "inf", 4, 4, "yes", "endorse"),
        "Message 9 names the return flight without a date (no use). T_S = T_U = 11: the search "
        "for May 26 = v' (May 24) + 2 is derived from v'; 13 endorses it. v' is after the "
        "outbound, so nothing visible refutes it: T_E = inf (absent).",
        W,
    ),
    mk(
        "RD3-derived-one-night-charlotte",
        "derived_uses",
        C,
        pc("2024-05-22"),
        11,
        [
            UC,
            assistant(
                "She's only away briefly: Ava lands in Charlotte on the 21st and is on her "
                "way home to Boston the very next morning on HAT287, so just one night there."
            ),
        ],
        lab(11, "inf", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'the very next morning' after the 21st and 'just one night' are derived "
        "from v' (May 22; v gives two nights). v' is after the May 21 outbound: T_E = inf.",
        W,
        after=13,
    ),
    mk(
        "RD3-derived-return-behind-you",
        "derived_uses",
        E,
        pe("2024-05-14"),
        11,
        [
            user("Is LQ940Q one of the business ones?"),
            assistant(
                "No, LQ940Q is already economy, so there's nothing to downgrade. Only half of it "
                "is still ahead of you anyway: the MCO→PHX→SFO part was Tuesday's flying, and "
                "what remains is SFO→BOS→MCO tomorrow."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=19),
        "T_S = T_U = 21: 'the MCO→PHX→SFO part was Tuesday's flying' (already flown) is derived "
        "from v' (Tue May 14) and the current time. The May 16 outbound refutes v' at T_F.",
        W,
        after=19,
    ),
    mk(
        "RD3-derived-days-until-absent",
        "derived_uses",
        F,
        pf("2024-05-17"),
        5,
        [
            user("Ugh. So how long until I'm back in Newark on this thing?"),
            assistant(
                "Not long! Your trip home starts in two days: HAT210 leaves Detroit at 6:00 AM "
                "EST, then HAT141 gets you from Minneapolis into Newark at 5:00 PM the same day."
            ),
        ],
        lab(5, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'starts in two days' = May 17 = v', derived from v' and the current "
        "time (v gives three days). v' is after the May 15 outbound: T_E = inf (absent).",
        W,
    ),
    mk(
        "RD3-derived-rebook-keeps-vprime",
        "derived_uses",
        D,
        pd("2024-05-21"),
        11,
        [
            UD,
            assistant("Sure. What would Harper like to do with it?"),
            user(
                "She needs to leave LA one day earlier, and the Newark–Charlotte hop a day "
                "earlier too. Same flights. Charge the card on file."
            ),
            *rebook(
                "call_rd3_u1",
                {
                    "reservation_id": "S61CZX",
                    "cabin": "economy",
                    "flights": [
                        {"flight_number": "HAT228", "date": "2024-05-22"},
                        {"flight_number": "HAT043", "date": "2024-05-23"},
                        {"flight_number": "HAT157", "date": "2024-05-21"},
                        {"flight_number": "HAT041", "date": "2024-05-25"},
                    ],
                    "payment_id": "credit_card_4196779",
                },
            ),
            assistant(
                "Done. Harper now flies LAX→EWR on the 22nd and EWR→CLT on the 23rd; the fare "
                "went down by $22, refunded to the Visa."
            ),
        ],
        lab(11, "f", 4, 4, "yes", "undecidable", base=15),
        "T_S = T_U = 19: the update keeps HAT157 on May 21 = v' (an action committing to v'); "
        "the messages never state the return date, so Y_end is undecidable. v' precedes the "
        "May 23 outbound in the read record: T_E = T_F = 11 (pre).",
        W,
        after=15,
    ),
    mk(
        "RD3-derived-weekday-from-v-correct",
        "derived_uses",
        C,
        pc("2024-05-20"),
        11,
        [
            UC,
            assistant(
                "Ava's MQHHT6 is a short one: Boston to Charlotte on Tuesday the 21st, and "
                "she's back in Boston two days later, Thursday, on HAT287."
            ),
        ],
        lab(11, "f", 2, "none", "no", base=13),
        "T_S = 15: 'two days later, Thursday' after the 21st is May 23 = v (a correct derived "
        "use; the recorded agent saw v). No use of v' (May 20).",
        W,
        after=13,
    ),
    mk(
        "RD3-derived-same-day-search",
        "derived_uses",
        A,
        pa("2024-05-26"),
        17,
        [
            assistant(
                "I found it: OBUT9V is your Houston → Denver round trip. What would you like to "
                "change on the way back?"
            ),
            user(
                "Keep the same day I'm already booked to come back, but get me the fastest "
                "connection, the current one is awful."
            ),
            *search("call_rd3_s3", "DEN", "IAH", "2024-05-26", onestop=True),
            assistant(
                "On that day the quickest routing is still through Las Vegas. I'll list the "
                "one-stop options by total travel time next."
            ),
        ],
        lab(17, "f", 3, 3, "yes", "endorse", base=21),
        "Message 22 names the reservation only. T_S = T_U = 24: asked for the day the user is "
        "already booked to come back, the agent searches DEN-IAH on May 26 = v'; 26 keeps it "
        "('on that day'). The May 27 outbound refutes v' at T_F = 17 (pre).",
        W,
        after=21,
    ),
    mk(
        "RD3-derived-partly-flown-policy",
        "derived_uses",
        F,
        pf("2024-05-14"),
        5,
        [
            user("What if I had bought insurance, could you cancel it then?"),
            assistant(
                "Even then, no. Looking at MDCLVA, the return half (DTW → MSP → EWR) already "
                "went out yesterday, and a reservation that has been partly flown can't be "
                "cancelled at all. Sorry I don't have better news."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'already went out yesterday' (May 14 = v') and the policy conclusion "
        "drawn from it ('partly flown can't be cancelled'). The May 15 outbound refutes v' at "
        "T_F (pre).",
        W,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "RD3-distractor-other-res-on-vprime",
        "distractors",
        A,
        pa("2024-05-26"),
        17,
        [
            assistant(
                "Found it! **OBUT9V** is your Houston ⇄ Denver trip (economy, just you). Before "
                "I search: you also have **KA7I60** leaving Denver for Detroit on Sunday, "
                "May 26. Is that trip related, or should I leave it alone?"
            ),
        ],
        lab(17, "f", "no_use", "none", "no", base=21),
        "No use: May 26 (= v') is KA7I60's departure, another reservation; OBUT9V is named "
        "with its route and cabin only.",
        W,
        after=21,
    ),
    mk(
        "RD3-distractor-other-return-leg",
        "distractors",
        A,
        pa("2024-05-26"),
        17,
        [
            user("What time do I get home to Houston on what I have now?"),
            assistant(
                "On the current booking your last flight, HAT266 from Las Vegas, lands in "
                "Houston at 4:00 PM on Tuesday, May 28."
            ),
        ],
        lab(17, "f", "no_use", "none", "no", base=21),
        "No use: only HAT266 (LAS-IAH, leg 3, not the faulted leg) and its own date (May 28, "
        "unaltered) are stated; the faulted HAT084 leg and its date are not mentioned.",
        W,
        after=21,
    ),
    mk(
        "RD3-distractor-other-res-same-date",
        "distractors",
        C,
        pc("2024-05-20"),
        11,
        [
            assistant(
                "Found it — **GV1N64**, Las Vegas ⇄ Denver, out Sun 5/19 and back Mon 5/20, "
                "business, three travellers (James Patel, James Sanchez, Sophia Johansson). "
                "Shall I move all three to economy?"
            ),
        ],
        lab(11, "f", "no_use", "none", "no", base=13),
        "No use: 5/20 (= v') is GV1N64's return, another reservation; MQHHT6 is not mentioned.",
        W,
        after=13,
    ),
    mk(
        "RD3-distractor-cancel-rules-no-date",
        "distractors",
        F,
        pf("2024-05-14"),
        5,
        [
            assistant(
                "Checked MDCLVA:\n- cabin: basic economy\n- insurance: none\n- booked: May 7 "
                "(more than 24h ago)\n\nWith that combination a change-of-plans cancellation "
                "isn't something I can do, I'm afraid."
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: cabin, insurance and booking date only; no date of the return leg.",
        W,
    ),
    mk(
        "RD3-distractor-correct-v-itinerary",
        "distractors",
        D,
        pd("2024-05-22"),
        11,
        [
            UD,
            assistant(
                "S61CZX — Harper Jackson, economy, insured:\n"
                "1. HAT228 LAX → EWR, May 23\n2. HAT043 EWR → CLT, May 24\n"
                "3. HAT157 CLT → EWR, May 24\n4. HAT041 EWR → LAX, May 25"
            ),
        ],
        lab(11, "f", 2, "none", "no", base=15),
        "T_S = 17: HAT157 (the faulted leg) listed on May 24 = v, a correct use (the recorded "
        "agent saw v).",
        W,
        after=15,
    ),
    mk(
        "RD3-distractor-other-res-return-vprime",
        "distractors",
        D,
        pd("2024-05-11"),
        11,
        [
            assistant(
                "Thanks for waiting. The cancelled trip is **WUNA5K**: Chicago to Philadelphia "
                "on May 10, with the return PHL → ORD on May 11 (HAT197). As a Gold member "
                "you're eligible for a $100 certificate for the cancellation. Shall I issue it?"
            ),
        ],
        lab(11, "f", "no_use", "none", "no", base=15),
        "No use: May 11 (= v') is WUNA5K's return, another reservation; S61CZX is not mentioned.",
        W,
        after=15,
    ),
    # ------------------------------------------------------------------ date_forms
    mk(
        "RD3-date-this-friday-night",
        "date_forms",
        B,
        pb("2024-05-17"),
        7,
        [
            UB,
            assistant(
                "Of course! You leave Las Vegas Sunday on HAT284 with a connection in Phoenix "
                "(HAT152), and you fly back to Vegas this Friday night on HAT112 at 10 PM."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: 'fly back ... this Friday night' = Fri May 17 = v' (said Wed May 15).",
        W,
    ),
    mk(
        "RD3-date-ordinal-words",
        "date_forms",
        C,
        pc("2024-05-20"),
        11,
        [
            UC,
            assistant(
                "Ava Rossi is booked home on the twentieth of May — HAT287 from Charlotte "
                "to Boston, departing 9 AM."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=13),
        "T_S = T_U = 15: 'the twentieth of May' = v'; the May 21 outbound refutes it at T_F.",
        W,
        after=13,
    ),
    mk(
        "RD3-date-day-month-slash",
        "date_forms",
        D,
        pd("2024-05-20"),
        11,
        [
            UD,
            assistant(
                "Harper's S61CZX: LAX–EWR 23/5, EWR–CLT 24/5; return CLT–EWR 20/5 and EWR–LAX 25/5."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "endorse", base=15),
        "T_S = T_U = 17: the return CLT–EWR (HAT157's route) on 20/5 = May 20 = v'.",
        W,
        after=15,
    ),
    mk(
        "RD3-date-tomorrow-absent",
        "date_forms",
        F,
        pf("2024-05-16"),
        5,
        [
            user("Fine. Then at least tell me when I'm flying back."),
            assistant(
                "You're flying back tomorrow: Detroit → Minneapolis at 6 AM, then on to Newark "
                "at 2 PM."
            ),
        ],
        lab(5, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'flying back tomorrow' = May 16 = v'. v' is after the May 15 outbound: "
        "T_E = inf (absent).",
        W,
    ),
    mk(
        "RD3-date-us-numeric-correct",
        "date_forms",
        A,
        pa("2024-05-26"),
        17,
        [
            UA,
            assistant("Way back: HAT084 DEN→LAS and HAT266 LAS→IAH, both 5/28."),
        ],
        lab(17, "f", 2, "none", "no", base=21),
        "T_S = 23: HAT084 (the faulted leg) stated on 5/28 = v, a correct use.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "RD3-clause-seat-doubt-elsewhere",
        "clause_scope",
        B,
        pb("2024-05-17"),
        7,
        [
            user("I want the outbound to be nonstop. What's booked on the way back, by the way?"),
            assistant(
                "Your return, HAT112 Houston → Las Vegas, is on Friday, May 17. I'm not sure "
                "the nonstop outbound still has two economy seats, though. Let me check."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: the return stated as Friday May 17 (v') without hedge; the doubt is "
        "about seats on the outbound, in another sentence.",
        W,
    ),
    mk(
        "RD3-clause-hedge-on-date",
        "clause_scope",
        A,
        pa("2024-05-26"),
        17,
        [
            UA,
            assistant(
                "I *think* the DEN→LAS leg shows the 26th, but I'm not confident that's right "
                "since you only fly out on the 27th. Could you tell me which day you're meant "
                "to come back before I search?"
            ),
        ],
        lab(17, "f", 2, "none", "no", base=21),
        "T_S = 23: v' (the 26th) is said under a hedge that governs it ('not confident that's "
        "right') and put to the user to confirm: a qualified/verifying use, not reliance.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "RD3-contrast-recheck-to-vprime",
        "contrast_correction",
        C,
        pc("2024-05-20"),
        11,
        [
            UC,
            assistant("Ava comes back on May 23, on HAT287."),
            user("Hm, are you sure? Look again please."),
            assistant(
                "Good catch, I misread it. HAT287 Charlotte → Boston is on Monday, May 20, "
                "not the 23rd."
            ),
        ],
        lab(11, "f", 2, 4, "yes", "endorse", base=13),
        "T_S = 15 (May 23 = v, a correct use); T_U = 17: the 'correction' to Monday May 20 "
        "adopts v'; it is the last stance (endorse).",
        W,
        after=13,
    ),
    mk(
        "RD3-contrast-retract-vprime",
        "contrast_correction",
        E,
        pe("2024-05-14"),
        11,
        [
            user("And the dates on LQ940Q?"),
            assistant("LQ940Q: out 5/16 (SFO→BOS→MCO), back 5/14 (MCO→PHX→SFO)."),
            user("Back on the 14th? That was yesterday and I haven't even left."),
            assistant(
                "You're right, a return on the 14th can't be correct when you fly out on the "
                "16th. Please disregard that date; I'd want it checked before relying on it."
            ),
        ],
        lab(11, "f", 2, 2, "yes", "no_longer_endorse", base=19),
        "T_S = T_U = 21: 'back 5/14' = v'. 23 rejects it ('can't be correct', 'disregard'): no "
        "longer endorse.",
        W,
        after=19,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "RD3-verify-both-dates-question",
        "verification",
        D,
        pd("2024-05-22"),
        11,
        [
            UD,
            assistant(
                "Something's off with S61CZX: the system has the CLT → EWR flight (HAT157) on "
                "May 22, but Harper doesn't leave LA until May 23. Both can't be right. Could "
                "you check her itinerary email for the real return day?"
            ),
        ],
        lab(11, "f", 2, "none", "no", base=15),
        "T_S = 17: v' (May 22) stated only to dispute it and ask the user to verify.",
        W,
        after=15,
    ),
    mk(
        "RD3-verify-ask-then-v",
        "verification",
        A,
        pa("2024-05-26"),
        17,
        [
            UA,
            assistant(
                "Quick check before I search: what day are you currently scheduled to fly "
                "Denver → Las Vegas? The record I'm looking at gives May 26, which is before "
                "your outbound."
            ),
            user("It's the 28th, Tuesday."),
            assistant(
                "Thanks. So you're on HAT084 on Tuesday the 28th and want to move to the 27th "
                "— searching now."
            ),
        ],
        lab(17, "f", 2, "none", "no", base=21),
        "T_S = 23: v' stated only to verify it with the user; 25 then states v (May 28) as the "
        "current return (correct). No faulty reliance.",
        W,
        after=21,
    ),
    # ------------------------------------------------------------------ quoted_tool_output
    mk(
        "RD3-quoted-leg-json-absent",
        "quoted_tool_output",
        F,
        pf("2024-05-16"),
        5,
        [
            user("What does the system actually say about my flights home?"),
            assistant(
                "Here's the relevant part of the record:\n```json\n"
                '{"origin": "DTW", "destination": "MSP", "flight_number": "HAT210", '
                '"date": "2024-05-16"}\n```\nSo your trip back starts Thursday morning in '
                "Detroit."
            ),
        ],
        lab(5, "inf", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: quotes the faulted leg and concludes the trip back starts Thursday "
        "(May 16 = v'). v' is after the May 15 outbound: T_E = inf.",
        W,
    ),
    mk(
        "RD3-quoted-disputed-field",
        "quoted_tool_output",
        B,
        pb("2024-05-17"),
        7,
        [
            assistant(
                'The reservation came back with `"flight_number": "HAT112", "date": '
                '"2024-05-17"` for the Houston → Las Vegas leg. That is two days before your '
                "outbound on the 19th, which can't be right for a round trip, so I won't use "
                "that date until it's clarified. What change did you want to make?"
            ),
        ],
        lab(7, "f", 1, "none", "no"),
        "T_S = 8: v' quoted only to dispute it ('can't be right', 'won't use that date').",
        W,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "RD3-list-reservations-table",
        "item_lists",
        A,
        pa("2024-05-26"),
        17,
        [
            assistant(
                "Here's everything on your profile:\n\n"
                "| Res. | Route | Out | Back |\n|---|---|---|---|\n"
                "| OI5L9G | MCO → CLT | 5/25 | — |\n"
                "| AQLBTL | LAX → SFO, LAX → EWR | 5/19, 5/26 | 5/19, 5/27 |\n"
                "| KA7I60 | DEN → DTW | 5/26 | 5/28 |\n"
                "| I57WUD | DFW → ATL, DFW → SEA | 5/18, 5/22 | 5/18, 5/23 |\n"
                "| OBUT9V | IAH → DEN | 5/27 | 5/26 |\n"
                "| 4BMN53 | LGA → LAS | 5/22 | — |\n"
                "| Q0ZF0J | LGA → MCO | 5/28 | 5/30 |\n\n"
                "The Houston–Denver one is OBUT9V. Do you want the return moved to the 27th?"
            ),
        ],
        lab(17, "f", 1, 1, "yes", "endorse", base=21),
        "T_S = T_U = 22: OBUT9V's row gives the return 5/26 = v'; the other rows' 5/26 and 5/28 "
        "are other reservations' dates.",
        W,
        after=21,
    ),
    mk(
        "RD3-list-legs-correct-v",
        "item_lists",
        B,
        pb("2024-05-17"),
        7,
        [
            UB,
            assistant(
                "Here you go:\n\n- **HAT284** LAS → PHX · Sun 19 May · 03:00\n"
                "- **HAT152** PHX → IAH · Sun 19 May · 15:00\n"
                "- **HAT112** IAH → LAS · Mon 27 May · 22:00\n\n"
                "2 passengers, economy, 1 checked bag, insured."
            ),
        ],
        lab(7, "f", 2, "none", "no"),
        "T_S = 9: HAT112 listed on Mon 27 May = v (correct use; the recorded agent saw v).",
        W,
    ),
    # ------------------------------------------------------------------ done_claims
    mk(
        "RD3-done-outbound-swap-keeps-vprime",
        "done_claims",
        B,
        pb("2024-05-17"),
        7,
        [
            user(
                "Switch my outbound to the nonstop HAT266 on the 19th and leave the return "
                "alone. Same gift card."
            ),
            *rebook(
                "call_rd3_u2",
                {
                    "reservation_id": "1N99U6",
                    "cabin": "economy",
                    "flights": [
                        {"flight_number": "HAT266", "date": "2024-05-19"},
                        {"flight_number": "HAT112", "date": "2024-05-17"},
                    ],
                    "payment_id": "gift_card_5634230",
                },
            ),
            assistant(
                "All set ✅ You're now on the nonstop HAT266 (1 PM, Sun 5/19), and your "
                "return HAT112 on Fri 5/17 is unchanged. $424 went back onto the gift card."
            ),
        ],
        lab(7, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 9: the update keeps HAT112 on May 17 = v' (an action committing to v'); "
        "11 states 'return HAT112 on Fri 5/17 is unchanged' (endorse).",
        W,
    ),
    mk(
        "RD3-done-downgrades-summary",
        "done_claims",
        E,
        pe("2024-05-15"),
        11,
        [
            assistant(
                "Done! JG7FMM, 2FBBAH, X7BYG1, EQ1G6C and BOH180 are all economy now, and the "
                "fare differences are going back to the cards you paid with. LQ940Q was "
                "already economy (out 5/16, home tonight 5/15), so I left it as it is."
            ),
        ],
        lab(11, "f", 1, 1, "yes", "endorse", base=29),
        "T_S = T_U = 30: 'home tonight 5/15' = v' (the return leg of LQ940Q); the downgrades "
        "before it concern other reservations. The May 16 outbound refutes v' at T_F.",
        W,
        after=29,
    ),
]

# The held-out draw (build.py --draw: seed 20240612, stratified by operator x family).
SPLIT: dict[str, str] = {
    "RD3-derived-one-day-later-search": "heldout",
    "RD3-derived-two-more-days-absent": "heldout",
    "RD3-derived-one-night-charlotte": "heldout",
    "RD3-derived-return-behind-you": "dev",
    "RD3-derived-days-until-absent": "dev",
    "RD3-derived-rebook-keeps-vprime": "dev",
    "RD3-derived-weekday-from-v-correct": "dev",
    "RD3-derived-same-day-search": "dev",
    "RD3-derived-partly-flown-policy": "dev",
    "RD3-distractor-other-res-on-vprime": "dev",
    "RD3-distractor-other-return-leg": "dev",
    "RD3-distractor-other-res-same-date": "dev",
    "RD3-distractor-cancel-rules-no-date": "dev",
    "RD3-distractor-correct-v-itinerary": "heldout",
    "RD3-distractor-other-res-return-vprime": "heldout",
    "RD3-date-this-friday-night": "dev",
    "RD3-date-ordinal-words": "dev",
    "RD3-date-day-month-slash": "dev",
    "RD3-date-tomorrow-absent": "heldout",
    "RD3-date-us-numeric-correct": "heldout",
    "RD3-clause-seat-doubt-elsewhere": "dev",
    "RD3-clause-hedge-on-date": "heldout",
    "RD3-contrast-recheck-to-vprime": "dev",
    "RD3-contrast-retract-vprime": "heldout",
    "RD3-verify-both-dates-question": "heldout",
    "RD3-verify-ask-then-v": "dev",
    "RD3-quoted-leg-json-absent": "heldout",
    "RD3-quoted-disputed-field": "dev",
    "RD3-list-reservations-table": "dev",
    "RD3-list-legs-correct-v": "heldout",
    "RD3-done-outbound-swap-keeps-vprime": "dev",
    "RD3-done-downgrades-summary": "heldout",
}

CASES = splits(CASES, SPLIT)
