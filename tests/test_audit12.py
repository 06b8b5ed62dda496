"""Shapes found by the twelfth audit (long markdown messages: tables, checklists, recaps, per-
entity sections; both directions; every decided-wrong result listed), pinned on constructed
texts:

- a ticked checkbox claims only a change its line, or the line its list hangs from, names
  ("- [x] Verified your identity" claims nothing; "Address fixed to ...:" then "- [x] #W408");
- "(pending confirmation)", "(to be confirmed)", "still confirming it took effect", "not yet
  confirmed" put the statement in question;
- a value that "looks wrong" is doubted, not denied; a clause after a dash that leaves the
  subject out ("— looks wrong, re-checking") takes the value up;
- "(corrected from 2024-05-20)", "I had it wrong as May 16", "~~May 20~~" deny the value;
- "I haven't been able to confirm it was applied", "I'm verifying it actually went through"
  put the claim in question; a new value held among alternatives ("Status: either Cancelled or
  Active") is unsure; a label line's claim starts on its own line, not on the blank line above
  it (a heading above no longer takes its mode);
- a markdown table row naming no entity is governed by its column's header ("| Option | Current
  (item 59...) | New (item 54...) |"), and by no other column's.
"""

from __future__ import annotations

import pytest

from sscb_dsl.text.claims import claims_said
from sscb_dsl.text.discourse import parse
from sscb_dsl.text.modality import mode_at
from sscb_dsl.text.options import options_said

_CANCEL = [["cancel", "cancelled", "canceled", "cancellation"], "UDMOP1"]
_ADDRESS = [["address", "ship", "shipping"], "#W4082615"]


@pytest.mark.parametrize(
    ("text", "about", "values", "modes"),
    [
        ("**Checklist for today**\n- [x] Verified your identity\n- [x] Looked up UDMOP1",
         _CANCEL, [], []),
        ("- [x] Cancelled reservation UDMOP1", _CANCEL, [], ["asserted"]),
        ("Address fixed to 445 Maple Drive:\n- [x] account default\n- [x] #W4082615 (puzzle)",
         _ADDRESS, ["445 Maple Drive"], ["asserted", "asserted"]),
        ("Cancellation on reservation UDMOP1: submitted — still confirming it took effect.",
         _CANCEL, [], ["asked"]),
        ("Status: Cancelled (pending confirmation).", _CANCEL, [], ["asked"]),
        ("### Reservation UDMOP1\n\n- **Status:** Cancelled? (submitted, not yet confirmed)",
         _CANCEL, [], ["asked"]),
        # (the admission itself hedges; the claims its segment puts in question stay asked)
        # (the first claim not yet seen and no check announced: hedged since pass 39)
        ("Status: Return requested — I haven't been able to confirm it was applied yet.",
         _CANCEL, [], ["hedged", "hedged", "asked"]),
        ("- [ ] Cancel UDMOP1 — the system said success, but I'm verifying it actually went "
         "through", _CANCEL, [], ["denied", "asked"]),
    ],
)  # fmt: skip
def test_checklists_and_unconfirmed_rows(
    text: str, about: list[object], values: list[str], modes: list[str]
) -> None:
    got = claims_said(text, about, [], values, [], [], [])
    assert [g["mode"] for g in got or [] if g["value"] == "done"] == modes


@pytest.mark.parametrize(
    ("text", "value", "mode"),
    [
        ("HAT252 departs on 2024-05-20 (to be confirmed).", "2024-05-20", "asked"),
        ("| HAT252 | 2024-05-20 ⚠️ looks wrong, re-checking |", "2024-05-20", "asked"),
        ("HAT252: 2024-05-20 — looks wrong, re-checking.", "2024-05-20", "asked"),
        ("HAT252 departs on 2024-05-21 (corrected from 2024-05-20).", "2024-05-20", "denied"),
        ("HAT166 is on May 21 — sorry, I had it wrong as May 16 before.", "May 16", "denied"),
        ("- HAT252 — Date: ~~May 20~~ May 21 (corrected)", "May 20", "denied"),
        ("HAT252 departs on 2024-05-20 — that is wrong.", "2024-05-20", "asked"),
    ],
)  # fmt: skip
def test_unconfirmed_doubted_and_struck_values(text: str, value: str, mode: str) -> None:
    doc = parse(text)
    at = doc.text.index(value)
    assert mode_at(doc, at, at + len(value)) == mode


_CAMERA = [[["Digital Camera", "Camera"], "5996159312"]]
_OTHER = [["5484530610"]]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("| Option | Current (item 5996159312) | New (item 5484530610) |\n|---|---|---|\n"
         "| Zoom | 5x | 10x |", ["5 x"]),
        ("| Option | New (item 5484530610) | Current (item 5996159312) |\n|---|---|---|\n"
         "| Zoom | 10x | 3x |", ["3 x"]),
    ],
)  # fmt: skip
def test_a_table_column_names_whose_value_it_is(text: str, values: list[str]) -> None:
    got = options_said(text, _CAMERA, _OTHER, "zoom", ["3x", "5x", "10x"], [])
    assert [g["value"] for g in got or []] == values


def test_a_new_value_among_alternatives_is_unsure() -> None:
    text = "Here's UDMOP1:\n\n- **Status:** either Cancelled or Active — the records disagree"
    got = claims_said(text, _CANCEL, [], ["cancelled"], [], [], [])
    assert [g["mode"] for g in got or []] == ["unsure"]
