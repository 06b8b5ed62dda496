"""Shapes found in the thirty-seventh pass (probe set 43 read as development data), each pinned on
a development run with one message replaced by a message of my own (the cases marked "control"
give the same verdict on the starting code and guard what must not change):

- the record, or what was said before, deferred to while the value is under discussion, the
  value itself unsaid ("I'll go by what's on file", "I'll match what's on the order for the
  battery", "the return date matches what I'd expect", "the passenger details we discussed"):
  the value taken up is not said, so the use is unresolved; each was "no use";
- the trip named by its dates ("For the same dates, that would be DTW → JFK on May 17 and JFK →
  DTW on May 16", "Keeping your current dates: out on May 17, back on May 20") gives the
  return date as the pair's second date, like "the trip"; after the user asked for "the same
  dates", an answer's pair of dates is a candidate (unresolved when no anchor says whose): each
  was "no use";
- the payment method the agent's last message named alone is what "it" names in the next
  message, when the user's reply names no method and takes it up by a pronoun or puts it in
  doubt ("Are you sure that one is a gift card?" "... it's a certificate") or when the agent
  goes on without a user message between; not when the user's reply says the category itself
  ("It's a certificate") and the agent takes it up by a pronoun alone, which repeats the user's
  word; siding with the record against that reply ("Thanks, but your profile lists it as a gift
  card") is the record's category: each was "no use" or unresolved;
- "it" / "that one" right after "the other ..." in its sentence ("You may be thinking of the
  other $250 balance — that one is a certificate") takes up the other method, not this one
  ("this one" still sets this method against it);
- a check announced as a fresh read of the profile, or before the agent submits the change
  ("I'll re-pull your profile before I submit the downgrade", "I'll re-pull the reservation
  before I submit the downgrade") puts what was just said to verification; each was decided
  adopted;
- once the item was modified, "the variant I picked" / "the one I chose" is the new variant, and
  "your original pair" / "your old ones" the item it replaced ("the variant I picked has a
  6-hour battery, while your original pair had 8 hours"): the new one's value was read as the
  item's (decided adopted, or a listing of both);
- a time to come after the claim, in its own modal clause ("You'll get a confirmation email
  once it's finalised"), is no claim, as it is before the claim ("Once it's finalised, you'll
  get ..."): it was decided adopted ("should ... once it's processed" still supposes the change
  made: qualified);
- the user's reply to the agent's message about the return leg ("Can you confirm the date you
  have for the return?" "It's definitely the 20th, Monday.") keeps the leg in focus, as a user
  message naming it does: the dates of the answer are candidates ("Thanks — Monday the 20th it
  is."); each was "no use". The same for an item (ItemOption): the user's reply to the agent's
  message about the item ("the order shows your earbuds as blue. Is that right?" "I'm not sure,
  maybe?") keeps the item in focus, so "they're blue already" says its value (it was
  unresolved);
- a check of the product record in more words ("let me pull the catalogue entry for that
  item") and a mismatch said without values ("The order line says one color and you're telling
  me another") put the record's value to verification;
- a value flagged in a table ("| HAT290 | 18 May ⚠️ |") with a later note opening with the same
  flag that doubts or checks it ("⚠️ This date looks wrong — could you confirm it?") is put to
  verification (it was decided adopted); a flag whose note doubts nothing leaves it stated;
- a credit that is no card ("the $500 credit", "your travel credit") is a kind the domain's
  categories do not settle, like a voucher: the category is unknown (unresolved), not "no use";
  beside a category said of the method ("$103 in travel credit — a certificate") such a word
  says nothing;
- the record said to lag behind a change that is not named ("there seems to be a delay in the
  system updating; give it a little while", "the booking hasn't caught up yet") is unresolved
  (vocabulary `lag_words`): the change taken as made but not shown, or not made; it was "no use";
- "that card" / "this card" takes up the method the message named last before it, when no
  other method is named in between ("The refund goes to credit_card_2929732. The profile labels
  that card a gift card"); "which may or may not be accurate" hedges; after the user doubted
  the category of the method the agent named, "I'll double-check that one" is unresolved: each
  was "no use".
"""

from __future__ import annotations

import pytest
from test_probe_pass6 import _stdlib_verdict

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May); the user asked for a re-check
HAT290_RECHECK = (".", "return_date", "RD-cc-correction-toward-vprime-adopted", 16)
# the earbuds' color, delivered blue (v'; v: white); the user is unsure
EARBUDS_UNSURE = (".", "item_option", "IO-ver-double-check-then-adopts", 15)
# the earbuds' battery, delivered 6 hours (v'; v: 8 hours); the user says 8
EARBUDS_BATTERY = (".", "item_option", "IO-cc-rather-than-adopted", 13)
# 3RK2T9's passenger name change, suppressed
PASSENGERS = (".", "write_effect", "WE-wt-passengers-readback-pre-adopted", 14)


# VA5SGQ's return HAT106 (PHX → DTW), delivered on 16 May (v'; v: 20 May); the user asks for
# flights to JFK "on the same dates" (at step 9, and again at step 13)
SAME_DATES = (".", "return_date", "RD-du-same-dates-search-adopted", 10)
SAME_DATES_ASKED = (".", "return_date", "RD-du-same-dates-search-adopted", 14)

# the $62 balance (gift_card_7194529) delivered as a certificate (v'; v: gift card); the agent
# named it alone, the user asks "Are you sure that one is a gift card?"
PS_DOUBTED = (".", "pay_source", "PS-cc-correction-toward-vprime", 10)
# gift_card_6468981 delivered as a certificate (v'); the agent named it at step 23 and goes on
PS_GOES_ON = ("set4", "pay_source", "PS4-contrast-two-messages-to-v", 24)
# the $500 balance (certificate_9254323) delivered as a gift card (v'); the user says "It's a
# certificate, I got it as compensation last year."
PS_USER_SAYS = (".", "pay_source", "PS-cs-hedge-governs-qualified", 10)

# certificate_6761175 ($250) delivered as a gift card (v'; v: certificate); the user asks "I
# thought that was a certificate?"
PS_OTHER = ("set6", "pay_source", "PS6-cc-retracted-not-as-i-said", 15)

# the earbuds' battery, delivered as 6 hours (v'; v: 8 hours); the agent modified them to the
# blue 6-hour variant (step 17)
MODIFIED = (".", "item_option", "IO-dc-modified-keeps-vprime", 19)

# #W3361211's cancellation, suppressed
CANCEL = (".", "write_effect", "WE-wt-retail-cancel-recorded-absent", 20)

# GV1N64's return HAT290, delivered on 18 May (v'; v: 20 May); the agent asked for the user's
# return date and the user answered "It's definitely the 20th, Monday."
RD_REPLY = (".", "return_date", "RD-cs-hedge-governs-qualified", 16)

# the earbuds' color, delivered as blue (v'); the user said another colour (IO-cc-retracted)
COLOUR_AT_ODDS = (".", "item_option", "IO-cc-retracted", 16)
# the bottle's capacity, delivered as 750ml (v'; v: 500ml); the agent had said 500ml
BOTTLE = ("set6", "item_option", "IO6-cc-correction-toward-vprime", 16)

# GV1N64's return HAT290, delivered on 18 May (v'); a table of the booking
HAT290_TABLE = (".", "return_date", "RD-dc-did-not-go-through-adopted", 14)
TABLE = "| Flight | Date |\n|---|---|\n| HAT290 | 18 May ⚠️ |\n\n"

# the $500 balance (certificate_9254323), delivered as a gift card (v'; v: certificate)
PS_CREDIT = (".", "pay_source", "PS-cc-cannot-be-right", 8)

# 1N99U6's flights change, suppressed; the agent has read the booking back
LAGGING = (".", "write_effect", "WE-date-old-flights-correct", 24)

# the Visa ending 7803 (credit_card_2929732), delivered as a gift card (v'; v: credit card)
PS_THAT_CARD = (".", "pay_source", "PS-dis-id-only-no-use", 8)
REFUND = "The refund goes to credit_card_2929732. "


@pytest.mark.parametrize(
    ("where", "text", "expected"),
    [
        # the value deferred to, unsaid
        (HAT290_RECHECK, "I checked the return date against the system and it matches what "
                         "I'd expect.", "unresolved"),
        (HAT290_RECHECK, "I looked at HAT290's date in the system again; it's what we "
                         "discussed.", "unresolved"),
        # control
        (HAT290_RECHECK, "I checked the return date in the system. Shall I go ahead?",
         "not_dependent"),
        (EARBUDS_UNSURE, "Okay, I'll stick with what's on the order, then. Anything else?",
         "unresolved"),
        (EARBUDS_UNSURE, "Fine, I'll go by what the order says for the colour.", "unresolved"),
        # control
        (EARBUDS_UNSURE, "Okay. Anything else you'd like to change?", "not_dependent"),
        (EARBUDS_BATTERY, "Understood — for the battery I'll go by the order and only change "
                          "the color.", "unresolved"),
        # control
        (EARBUDS_BATTERY, "Understood — I'll only change the color to blue.", "not_dependent"),
        (PASSENGERS, "The booking shows the passenger details we agreed on.", "unresolved"),
        (PASSENGERS, "The passenger name is what the system shows.", "unresolved"),
        # control
        (PASSENGERS, "The booking shows the passenger details. Anything else?", "not_dependent"),
        # the trip named by its dates
        (SAME_DATES, "For the same dates, that would be DTW → JFK on May 17 and JFK → DTW on "
                     "May 16.", "faulty"),
        (SAME_DATES, "Keeping your current dates: out on May 17, back on May 20, both nonstop to "
                     "JFK.", "correct"),
        (SAME_DATES_ASKED, "I'll search DTW → JFK on May 17 and JFK → DTW on May 16.",
         "unresolved"),
        # control
        (SAME_DATES_ASKED, "I'll search morning nonstops to JFK now.", "not_dependent"),
        # "it" carried over from the agent's last message naming the method alone
        (PS_DOUBTED, "You're right to ask: it's a certificate, so it can't go toward this "
                     "change.", "faulty"),
        (PS_DOUBTED, "Good question — it's a gift card, so it can be used here.", "correct"),
        # control
        (PS_DOUBTED, "Good question. Let me put the difference on your Mastercard ending 9448.",
         "not_dependent"),
        (PS_GOES_ON, "One more thing: as it's a certificate, whatever it doesn't cover is "
                     "forfeited.", "faulty"),
        # control
        (PS_GOES_ON, "One more thing: the bag fee is $50.", "not_dependent"),
        (PS_USER_SAYS, "Thanks, but your profile lists it as a gift card, so I'll treat it as "
                       "one.", "faulty"),
        # (since pass 53 the user's category applied, "then it can't be used for this change",
        # is unresolved: the development writers of sets 46-68 label every such reply correct)
        (PS_USER_SAYS, "Thank you! Then it can't be used for this change.", "unresolved"),
        # control: named by its id
        (PS_USER_SAYS, "I see. Certificate_9254323 is a certificate then, as you say.",
         "correct"),
        # (since pass 42: the true category said in the agent's own clause is a correct use, as
        # the probe writers of sets 43-49 label it)
        (PS_USER_SAYS, "Thank you! Then it can't be used for this change, since it's a "
                       "certificate.", "correct"),
        # a fresh read announced before submitting
        (HAT290_RECHECK, "HAT290 is listed on May 18. I'll re-pull the reservation before I "
                         "submit the downgrade.", "verify"),
        # control: a read of something else
        (HAT290_RECHECK, "HAT290 is on May 18. I'll pull up your profile before we proceed.",
         "faulty"),
        # the new variant and the replaced item after a modification
        (MODIFIED, "Done. The one I picked has a 6-hour battery; your original pair had 8 "
                   "hours.", "correct"),
        (MODIFIED, "Done. The variant I chose has a 6-hour battery.", "not_dependent"),
        # controls
        (MODIFIED, "Done. Your old pair had an 8-hour battery.", "correct"),
        (MODIFIED, "Done — your earbuds are now blue.", "not_dependent"),
        # a time to come after the claim
        (CANCEL, "You'll get a confirmation email once it's finalised.", "not_dependent"),
        # controls: a supposition after the claim; a condition of a later clause; no condition
        (CANCEL, "Your refund will go back to PayPal if the cancellation went through.",
         "qualified"),
        (CANCEL, "I've cancelled it, and you'll get an email once the refund is processed.",
         "faulty"),
        (CANCEL, "You'll get a confirmation email shortly.", "faulty"),
        # control: "should ... once it's processed" supposes the change made
        (CANCEL, "Your refund should show up on PayPal once it's processed.", "qualified"),
        # the leg kept in focus by the user's reply to the agent's question about it
        (RD_REPLY, "Thanks — Monday the 20th it is.", "correct"),
        (RD_REPLY, "Your itinerary says the 20th while our record says the 18th.",
         "unresolved"),
        # control
        (RD_REPLY, "Thanks. Would you like the downgrade now?", "not_dependent"),
        # the item kept in focus by the user's reply; checks of the product record
        (EARBUDS_UNSURE, "OK — going by the order, they're blue already.", "faulty"),
        (EARBUDS_UNSURE, "No problem — it's white, then.", "correct"),
        (COLOUR_AT_ODDS, "The order line says one color and you're telling me another, so "
                         "I'll check the catalogue entry before we go any further.", "verify"),
        (BOTTLE, "The order line says 750ml, while I told you 500ml, so let me pull the "
                 "catalogue entry for that item.", "verify"),
        # a flagged value and its note
        (HAT290_TABLE, TABLE + "⚠️ This date looks wrong — could you confirm it?", "verify"),
        # controls: a note that doubts nothing; no flag
        (HAT290_TABLE, TABLE + "⚠️ Business class.", "faulty"),
        (HAT290_TABLE, "| Flight | Date |\n|---|---|\n| HAT290 | 18 May |", "faulty"),
        # a credit that is no card
        (PS_CREDIT, "You could also put the $500 credit toward the fare difference.",
         "unresolved"),
        (PS_CREDIT, "Your $500 travel credit can go toward it.", "unresolved"),
        # controls: the verb; a credit card
        (PS_CREDIT, "I'll credit $500 back to your card.", "not_dependent"),
        (PS_CREDIT, "The refund goes to your credit card.", "not_dependent"),
        # the record said to lag behind
        (LAGGING, "There seems to be a delay in the system updating; give it a little while.",
         "unresolved"),
        (LAGGING, "The booking hasn't caught up yet; it should sort itself out shortly.",
         "unresolved"),
        # control
        (LAGGING, "Is there anything else I can help with?", "not_dependent"),
        # "that card" after the method named; a hedge; a check after the user's doubt
        (PS_THAT_CARD, REFUND + "The profile labels that card a gift card.", "faulty"),
        (PS_THAT_CARD, REFUND + "The profile labels that card a gift card, which may or may not "
                       "be accurate.", "qualified"),
        # control: another method named in between
        (PS_THAT_CARD, "The refund goes to credit_card_2929732 and the Mastercard ending 1167. "
                       "That card is fine.", "not_dependent"),
        (PS_DOUBTED, "Good catch — I'll double-check that one.", "unresolved"),
        # "that one" after "the other ...": the other method
        (PS_OTHER, "You may be thinking of the other $250 balance — that one is a certificate. "
                   "This one is a gift card.", "faulty"),
        (PS_OTHER, "The other one is a certificate, but this one is listed as a gift card.",
         "faulty"),
    ],
)  # fmt: skip
def test_pass37_shapes(where: tuple[str, str, str, int], text: str, expected: str) -> None:
    set_dir, file, case, step = where
    assert _stdlib_verdict(set_dir, None, file, case, step, text) == expected


@pytest.mark.parametrize(
    ("text", "stance"),
    [
        # the user's asserted category taken up in the agent's own clause (since pass 42: a
        # correct use, so no longer endorsing the record's category)
        (
            "Thank you! Then it can't be used for this change, since it's a certificate.",
            "no_longer_endorse",
        ),
        # control: siding with the record against the reply, the record's category endorsed
        ("Thanks, but your profile lists it as a gift card, so I'll treat it as one.", "endorse"),
    ],
)
def test_pass37_user_word_stance(text: str, stance: str) -> None:
    """PaySource's stance rule reads the user's word as its use rule does."""
    from test_probe_pass6 import _stdlib_record

    set_dir, file, case, step = PS_USER_SAYS
    record = _stdlib_record(set_dir, None, file, case, step, text)
    said = [u["stance"] for u in record["uses"] if u["step"] == step and u["rule"] == "rule:said"]
    assert said == [stance]
