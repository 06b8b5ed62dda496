"""Rebuild the third wording set ``tests/wording/set3/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set3/build.py                     # every operator
    .venv/bin/python tests/wording/set3/build.py return_date --show RD3-...
    .venv/bin/python tests/wording/set3/build.py --draw              # print the held-out draw

Set 3 is a third, independent labelled set, written afresh (its messages are not copied or
paraphrased from sets 1 and 2) with about half of its runs in the three families where sscb's
use detection was weakest on sets 1 and 2: derived uses, money, and distractors. It reuses the
machinery of the earlier sets and adds nothing to it:

- from set 1's build (``tests/wording/build.py``): ``build_case``, ``draw_heldout``, ``suite``,
  ``show`` and, through it, the conformance build's edit vocabulary and ``sscb inject``;
- from set 2's build (``tests/wording/set2/build.py``): the recipe helpers ``mk`` (one case: a
  run cut after a message and continued with hand-written turns), ``lab`` (labels with steps
  counted from the message the continuation follows; arrival follows from T_E and T_S),
  ``sim``/``lookup`` (inserted reads, searches and writes answered by sscb's tau-bench simulator
  over the stored database as first loaded) and ``splits``;
- its own held-out seed (:data:`SEED`) and case-name prefixes (``RD3``, ``PS3``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "wording set 3:
labels frozen").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path.append(str(HERE.parent))
import setbuild  # noqa: E402  (tests/wording, beside this set)

w2 = setbuild.set2()
w1 = w2.w1
cb = w1.cb

# The edit vocabulary and the recipe helpers, re-exported for the recipes.
say = w1.say
sub = w1.sub
args = w1.args
result = w1.result
patch = w1.patch
retext = w1.retext
param = w1.param
alter = w1.alter
insert = w1.insert
call = w1.call
tool = w1.tool
assistant = w1.assistant
user = w1.user
exp = w1.exp
cont = w2.cont
lab = w2.lab
resolve = w2.resolve
sim = w2.sim
lookup = w2.lookup
mk = w2.mk
splits = w2.splits
recorded = w2.recorded

OPERATORS = setbuild.OPERATORS
SPLITS = w1.SPLITS
FAMILIES = w1.FAMILIES
SEED = 20240612  # set 3's held-out seed (set 1 used 20240515, set 2 20240529)
PREFIXES = {
    "return_date": "RD3",
    "pay_source": "PS3",
    "item_option": "IO3",
    "write_effect": "WE3",
    "write_effect_retail": "WR3",
}
W = "continuation written for wording set 3"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 3, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
