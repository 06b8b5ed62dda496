"""Rebuild the fourth wording set ``tests/wording/set4/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set4/build.py                     # every operator
    .venv/bin/python tests/wording/set4/build.py return_date --show RD4-...
    .venv/bin/python tests/wording/set4/build.py --draw              # print the held-out draw

Set 4 is a fourth, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1-3) on runs and entities the earlier sets did not use for the same
operator, with about three fifths of its runs in the families where sscb's use detection is
weakest: derived uses, money, options in prose and distractors. It adds no machinery:

- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk``, ``lab``,
  ``sim``, ``lookup``, ``splits`` and the edit vocabulary, and through it set 1's
  ``build_case``, ``draw_heldout``, ``suite`` and ``show`` (and the conformance build and
  ``sscb inject``);
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD4``, ``PS4``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 4:
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
SEED = 20240626  # set 4's held-out seed (sets 1-3: 20240515, 20240529, 20240612)
PREFIXES = {
    "return_date": "RD4",
    "pay_source": "PS4",
    "item_option": "IO4",
    "write_effect": "WE4",
    "write_effect_retail": "WR4",
}
W = "continuation written for wording set 4"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 4, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
