"""Rebuild the sixth wording set ``tests/wording/set6/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set6/build.py                     # every operator
    .venv/bin/python tests/wording/set6/build.py return_date --show RD6-...
    .venv/bin/python tests/wording/set6/build.py --draw              # print the held-out draw

Set 6 is a sixth, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1-5) on runs and entities the earlier sets mostly did not fault for the same
operator. Where set 5 covered derived uses, options in prose, money, done claims and distractors,
set 6 covers the other families: date forms (ReturnDate and WriteEffect flight changes), payment
references, clause scope, corrections, verification, quoted tool output and item lists, plus
distractors and correct uses. It adds no machinery:

- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk``, ``lab``,
  ``sim``, ``lookup``, ``splits`` and the edit vocabulary, and through it set 1's
  ``build_case``, ``draw_heldout``, ``suite`` and ``show`` (and the conformance build and
  ``sscb inject``);
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD6``, ``PS6``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 6:
labels frozen").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path.append(str(HERE.parent))
import setbuild  # noqa: E402  (tests/wording, beside this set)

OPERATORS = setbuild.OPERATORS
# set 6's held-out seed (sets 1-5: 20240515, 20240529, 20240612, 20240626, 20240710)
SEED = 20240724
PREFIXES = {
    "return_date": "RD6",
    "pay_source": "PS6",
    "item_option": "IO6",
    "write_effect": "WE6",
    "write_effect_retail": "WR6",
}
W = "continuation written for wording set 6"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 6, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
