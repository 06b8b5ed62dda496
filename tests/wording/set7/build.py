"""Rebuild the seventh wording set ``tests/wording/set7/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set7/build.py                     # every operator
    .venv/bin/python tests/wording/set7/build.py return_date --show RD7-...
    .venv/bin/python tests/wording/set7/build.py --draw              # print the held-out draw

Set 7 is a seventh, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1-6) on entities the earlier sets did not fault for the same operator where
the data allowed. Where sets 5 and 6 each covered some families, set 7 is a broad unseen test with
a mix of every wording family but the hand-built write tools: date forms, payment references,
options in prose, done claims, derived uses, money, clause scope, corrections, verification,
quoted tool output, item lists and distractors. It adds no machinery: the recipe helpers, the
edit vocabulary and ``write_params`` come from ``tests/wording/setbuild.py`` (set 2's ``mk``,
``lab``, ``sim``, ``lookup``, ``splits``; set 1's ``build_case``, ``draw_heldout``, ``suite`` and
``show``); this file gives the held-out seed (:data:`SEED`) and the case-name prefixes (``RD7``,
``PS7``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 7:
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
# set 7's held-out seed (sets 1-6: 20240515, 20240529, 20240612, 20240626, 20240710, 20240724)
SEED = 20240807
PREFIXES = {
    "return_date": "RD7",
    "pay_source": "PS7",
    "item_option": "IO7",
    "write_effect": "WE7",
    "write_effect_retail": "WR7",
}
W = "continuation written for wording set 7"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 7, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
