"""Rebuild the eighth wording set ``tests/wording/set8/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set8/build.py                     # every operator
    .venv/bin/python tests/wording/set8/build.py return_date --show RD8-...
    .venv/bin/python tests/wording/set8/build.py --draw              # print the held-out draw

Set 8 is an eighth, independent labelled set, written afresh by a writer who had not read how sscb
recognises use (its messages are not copied or paraphrased from sets 1-7), on real runs that no
earlier set used. Like set 7 it is a broad unseen test with a mix of wording families, but its
agent turns after the fault are written in two voices different from the earlier sets: a terse,
plain-text one (short sentences, few markdown marks, the way a small model writes) and a verbose
one with headers, numbered steps and tables. It adds no machinery: the recipe helpers, the edit
vocabulary and ``write_params`` come from ``tests/wording/setbuild.py`` (set 2's ``mk``, ``lab``,
``sim``, ``lookup``, ``splits``; set 1's ``build_case``, ``draw_heldout``, ``suite`` and
``show``); this file gives the held-out seed (:data:`SEED`) and the case-name prefixes (``RD8``,
``PS8``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "Wording set 8:
... labels frozen before any evaluation").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path.append(str(HERE.parent))
import setbuild  # noqa: E402  (tests/wording, beside this set)

OPERATORS = setbuild.OPERATORS
# set 8's held-out seed (sets 1-7: 20240515, 20240529, 20240612, 20240626, 20240710, 20240724,
# 20240807)
SEED = 20240808
PREFIXES = {
    "return_date": "RD8",
    "pay_source": "PS8",
    "item_option": "IO8",
    "write_effect": "WE8",
    "write_effect_retail": "WR8",
}
W = "continuation written for wording set 8"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 8, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
