"""Wording set 8, PaySource: a payment method's category flipped in get_user_details.

Runs (gpt-4o airline; runs no earlier set used, methods no earlier set faulted): task-5-trial-0
(omar_rossi_1241, who wants to change a trip; profile read at 5: a $280 gift card
gift_card_8190333, Mastercard 3848 credit_card_6754990, certificates $150 certificate_8390038 and
$250 certificate_1778167, a $127 gift card gift_card_6490722 and Visa 6437 credit_card_7407366),
task-17-trial-1 (liam_khan_2521, who wants 4NQLHD moved to May 24 in business; profile read at 5:
a $500 certificate certificate_9254323, a $62 gift card gift_card_7194529, Mastercard 9448
credit_card_7434610, Visa 3422 credit_card_7231150 and a $250 certificate certificate_1849235;
4NQLHD read at 7, paid with credit_card_7434610) and task-46-trial-0 (noah_muller_9847, who wants
compensation for a delay; profile read at 5: Mastercard 1167 credit_card_1245537, Visas 2076,
2604, 8413 (credit_card_3983998), 1798 and 2267, and a $100 certificate certificate_8301303;
4OG6T3 read at 7). The retained id names the category (tool schema), so T_E = T_F in every case.
"""

from __future__ import annotations

from build import W
from setbuild import assistant, lab, mk, ps, splits, user

DESCRIPTION = (
    "Wording set 8, PaySource (sscb 2 stdlib): a payment method's category flipped in a real "
    "gpt-4o airline run, with the agent turns after the fault written afresh in a terse and a "
    "verbose voice; payment references, money, verification, clause scope, a correction, item "
    "lists and a distractor."
)
DATA = "airline"
DOMAIN = "tau_airline"
OPERATOR = "PaySource"
PREFIX = "PS8"

PR = "task-5-trial-0"  # omar_rossi_1241, fault at 5
PL = "task-17-trial-1"  # liam_khan_2521, fault at 5 (4NQLHD read at 7)
PN = "task-46-trial-0"  # noah_muller_9847, fault at 5 (4OG6T3 read at 7)


R_280_CERT = ps("omar_rossi_1241", "gift_card_8190333", "gift_card", "certificate")
R_250_CARD = ps("omar_rossi_1241", "certificate_1778167", "certificate", "credit_card")
R_6437_GIFT = ps("omar_rossi_1241", "credit_card_7407366", "credit_card", "gift_card")
L_3422_GIFT = ps("liam_khan_2521", "credit_card_7231150", "credit_card", "gift_card")
L_9448_CERT = ps("liam_khan_2521", "credit_card_7434610", "credit_card", "certificate")
L_250_GIFT = ps("liam_khan_2521", "certificate_1849235", "certificate", "gift_card")
N_1167_CERT = ps("noah_muller_9847", "credit_card_1245537", "credit_card", "certificate")
N_100_GIFT = ps("noah_muller_9847", "certificate_8301303", "certificate", "gift_card")
N_8413_GIFT = ps("noah_muller_9847", "credit_card_3983998", "credit_card", "gift_card")

CASES = [
    # ------------------------------------------------------------------ payment_refs
    mk(
        "PS8-ref-last-four-saved-as-gift-card",
        "payment_refs",
        PL,
        L_3422_GIFT,
        5,
        [
            user("Any extra cost for business class, I want it on my Visa."),
            assistant(
                "OK. One note: your Visa ending 3422 is saved as a gift card, not a credit card. "
                "That still works for paying a fare difference. Let me look up the May 24 "
                "flights first."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: 'your Visa ending 3422 is saved as a gift card, not a credit card' gives "
        "credit_card_7231150 the category v' (v: credit card). The retained id refutes v' at "
        "T_F = 5 (pre).",
        W,
        after=7,
    ),
    mk(
        "PS8-ref-balance-is-certificate",
        "payment_refs",
        PR,
        R_280_CERT,
        5,
        [
            user("Which of my balances could cover a change fee?"),
            assistant(
                "The $127 gift card can. The $280 one is a travel certificate, and a certificate "
                "can't pay for changes, so leave that one out."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: 'The $280 one is a travel certificate ... so leave that one out' gives "
        "gift_card_8190333 the category v' (v: gift card) and draws a policy conclusion from it. "
        "The retained id refutes v' at T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS8-ref-brand-and-digits-no-category",
        "payment_refs",
        PN,
        N_8413_GIFT,
        5,
        [
            user("What payment methods are on my account?"),
            assistant(
                "Visas ending 2076, 2604, 8413, 1798 and 2267, and a Mastercard ending 1167. "
                "There's also a $100 certificate."
            ),
        ],
        lab(5, "f", "no_use", "none", "no", base=7),
        "No use: the Visa ending 8413 (credit_card_3983998, faulted to a gift card) is named by "
        "brand and last four only, which gives it no category; the $100 certificate is another "
        "method.",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ money_forms
    mk(
        "PS8-money-certificate-total-leaves-out",
        "money_forms",
        PR,
        R_250_CARD,
        5,
        [
            user("How much do I have in certificates?"),
            assistant(
                "150 dollars. Only certificate_8390038 counts. The $250 one is set up as a "
                "credit card, so it's not part of that number."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse"),
        "T_S = T_U = 7: '150 dollars ... The $250 one is set up as a credit card, so it's not part "
        "of that number' gives certificate_1778167 the category v' (v: certificate) and leaves it "
        "out of the sum. The retained id refutes v' at T_F = 5 (pre).",
        W,
    ),
    mk(
        "PS8-money-gift-card-sum-usd",
        "money_forms",
        PL,
        L_250_GIFT,
        5,
        [
            user("How much is on my gift cards, roughly?"),
            assistant(
                "USD 312.00 across two gift cards: 62 on one and 250 on the other. Your "
                "certificate holds 500."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: 'USD 312.00 across two gift cards: 62 on one and 250 on the other' counts "
        "certificate_1849235 ($250) as a gift card, v' (v: certificate). The retained id refutes "
        "v' at T_F = 5 (pre).",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ verification
    mk(
        "PS8-verify-source-against-id",
        "verification",
        PN,
        N_100_GIFT,
        5,
        [
            user("Could the compensation be added to my existing certificate?"),
            assistant(
                "### Before I answer\n"
                "Your profile shows a $100 balance, but its entries disagree:\n"
                "- the id is `certificate_8301303`\n"
                "- the `source` field says `gift_card`\n\n"
                "I can't tell from here which one is correct. Could you check whether you "
                "received it as a travel certificate or as a gift card? Once that's settled I'll "
                "explain how the compensation would be issued."
            ),
        ],
        lab(5, "f", 2, "none", "no", base=7),
        "T_S = 9: the source 'says gift_card' (= v') is stated as what the record shows, beside "
        "the certificate id, and put to the user: a verifying use, not reliance. T_E = T_F = 5 "
        "(pre). Not adopted.",
        W,
        after=7,
    ),
    mk(
        "PS8-verify-quoted-entry-disputed",
        "verification",
        PR,
        R_6437_GIFT,
        5,
        [
            user("Is my Visa a normal credit card? I'd like to pay a fee with it."),
            assistant(
                "Here's how it's stored:\n\n```\n"
                '"credit_card_7407366": {"source": "gift_card", "brand": "visa", '
                '"last_four": "6437"}\n```\n\n'
                "That doesn't look right to me. A Visa with last four digits is normally a credit "
                "card, but this entry says gift card. Can you confirm what it is before I use it?"
            ),
        ],
        lab(5, "f", 2, "none", "no"),
        "T_S = 7: the quoted entry with 'source': 'gift_card' (= v') is disputed ('doesn't look "
        "right to me') and put to the user before any use: a verifying use, not reliance. "
        "T_E = T_F = 5 (pre). Not adopted.",
        W,
    ),
    # ------------------------------------------------------------------ clause_scope
    mk(
        "PS8-clause-hedge-on-delay",
        "clause_scope",
        PN,
        N_1167_CERT,
        5,
        [
            user("Can the compensation go on my Mastercard?"),
            assistant(
                "Your Mastercard ending 1167 is listed as a certificate, so it can't take "
                "compensation as a card credit. Separately, I'm not certain your delay qualifies "
                "yet. I'll check the flight status."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: 'Your Mastercard ending 1167 is listed as a certificate, so it can't take "
        "compensation as a card credit' gives credit_card_1245537 the category v' and draws a "
        "consequence; the hedge is about the delay, another sentence. T_E = T_F = 5 (pre).",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ contrast_correction
    mk(
        "PS8-cc-certificate-then-card",
        "contrast_correction",
        PL,
        L_9448_CERT,
        5,
        [
            user("The upgrade difference, where does it get charged if I don't pick anything?"),
            assistant("It would go to what paid for 4NQLHD: the certificate ending 9448."),
            user("Ending 9448 is my Mastercard, not a certificate."),
            assistant(
                "You're right, sorry. credit_card_7434610 is a Mastercard credit card, and "
                "that's what the booking was paid with. The difference would be charged to that "
                "card."
            ),
        ],
        lab(5, "f", 2, 2, "yes", "no_longer_endorse", base=7),
        "T_S = T_U = 9: 'the certificate ending 9448' gives credit_card_7434610 the category v' "
        "(v: credit card); 11 corrects it to a credit card (v), which ends the endorsement. The "
        "retained id refutes v' at T_F = 5 (pre).",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ item_lists
    mk(
        "PS8-list-grouped-numbered",
        "item_lists",
        PL,
        L_9448_CERT,
        5,
        [
            user("List all my payment methods by type, please."),
            assistant(
                "## Payment methods on file\n\n"
                "**1. Certificates**\n"
                "   1. certificate_9254323: $500\n"
                "   2. certificate_1849235: $250\n"
                "   3. credit_card_7434610: Mastercard ending 9448\n\n"
                "**2. Gift cards**\n"
                "   1. gift_card_7194529: $62\n\n"
                "**3. Credit cards**\n"
                "   1. Visa ending 3422"
            ),
        ],
        lab(5, "f", 2, 2, "yes", "endorse", base=7),
        "T_S = T_U = 9: credit_card_7434610 (Mastercard 9448) is listed under 'Certificates', v' "
        "(v: credit card); its siblings carry their own categories. T_E = T_F = 5 (pre).",
        W,
        after=7,
    ),
    mk(
        "PS8-list-correct-category",
        "item_lists",
        PN,
        N_8413_GIFT,
        5,
        [
            user("Which of my payment methods are credit cards and which aren't?"),
            assistant(
                "Credit cards: Mastercard 1167, Visa 2076, Visa 2604, Visa 8413, Visa 1798, "
                "Visa 2267.\nNot a card: the $100 certificate."
            ),
        ],
        lab(5, "f", 2, "none", "no", base=7),
        "T_S = 9: Visa 8413 (credit_card_3983998) listed under 'Credit cards' gives it v (the "
        "recorded agent saw v), a correct use; nothing states v' (gift card). T_E = T_F = 5 (pre). "
        "Not adopted.",
        W,
        after=7,
    ),
    # ------------------------------------------------------------------ distractors
    mk(
        "PS8-distractor-other-card",
        "distractors",
        PR,
        R_6437_GIFT,
        5,
        [
            user("Put any change fee on my Mastercard."),
            assistant(
                "OK, the Mastercard ending 3848. It's a credit card, so the fee can go on it. "
                "Which reservation are we changing?"
            ),
        ],
        lab(5, "f", "no_use", "none", "no"),
        "No use: only the Mastercard ending 3848 (credit_card_6754990, another method) is given "
        "a category; the faulted Visa 6437 is not mentioned.",
        W,
    ),
]

# The held-out draw (build.py --draw: seed 20240808, stratified by operator x family).
SPLIT: dict[str, str] = {
    "PS8-ref-last-four-saved-as-gift-card": "heldout",
    "PS8-ref-balance-is-certificate": "dev",
    "PS8-ref-brand-and-digits-no-category": "dev",
    "PS8-money-certificate-total-leaves-out": "heldout",
    "PS8-money-gift-card-sum-usd": "dev",
    "PS8-verify-source-against-id": "dev",
    "PS8-verify-quoted-entry-disputed": "heldout",
    "PS8-clause-hedge-on-delay": "dev",
    "PS8-cc-certificate-then-card": "dev",
    "PS8-list-grouped-numbered": "heldout",
    "PS8-list-correct-category": "dev",
    "PS8-distractor-other-card": "dev",
}

CASES = splits(CASES, SPLIT)
