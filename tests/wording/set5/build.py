"""Rebuild the fifth wording set ``tests/wording/set5/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set5/build.py                     # every operator
    .venv/bin/python tests/wording/set5/build.py return_date --show RD5-...
    .venv/bin/python tests/wording/set5/build.py --draw              # print the held-out draw

Set 5 is a fifth, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1-4) on runs and entities the earlier sets mostly did not use for the same
operator, with every run in one of the five families where sscb's use detection is weakest:
derived uses, options in prose, money, done claims (WriteEffect and WriteEffectRetail, across
the write tools) and distractors. It adds no machinery:

- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk``, ``lab``,
  ``sim``, ``lookup``, ``splits`` and the edit vocabulary, and through it set 1's
  ``build_case``, ``draw_heldout``, ``suite`` and ``show`` (and the conformance build and
  ``sscb inject``);
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD5``, ``PS5``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 5:
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
SEED = 20240710  # set 5's held-out seed (sets 1-4: 20240515, 20240529, 20240612, 20240626)
PREFIXES = {
    "return_date": "RD5",
    "pay_source": "PS5",
    "item_option": "IO5",
    "write_effect": "WE5",
    "write_effect_retail": "WR5",
}
W = "continuation written for wording set 5"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 5, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
