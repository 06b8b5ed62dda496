"""Rebuild the ninth wording set ``tests/wording/set9/{dev,heldout}/*.json``.

Usage (from the repository root)::

    .venv/bin/python tests/wording/set9/build.py                     # every operator
    .venv/bin/python tests/wording/set9/build.py return_date --show RD9-...
    .venv/bin/python tests/wording/set9/build.py --draw              # print the held-out draw

Set 9 is a ninth, independent labelled set, written afresh by a writer who had not read how sscb
recognises use (its messages are not copied or paraphrased from sets 1-8), on real runs that no
earlier set used. About half of its runs are ``derived_uses``: the agent's use of the faulted value
is derived, not restated (a search on v' shifted by the user's offset, a write that keeps v', "in
two days", trip lengths, counts and totals of payment methods by category, "one size up", price
differences from the faulted variant, counts of remaining orders and reservations after a
suppressed write, a refusal because the order was "already modified"), with correct derived uses
and corrections among them; the other half are money forms, payment references, options in prose
and distractors. The agent turns after the fault are written in two voices different from the
earlier sets: a friendly, chatty one (emoji, short paragraphs) and a formal one with numbered
summaries. It adds no machinery: the recipe helpers, the edit vocabulary and ``write_params`` come
from ``tests/wording/setbuild.py``; this file gives the held-out seed (:data:`SEED`) and the
case-name prefixes (``RD9``, ``PS9``, ...).

The expected fields are not computed here: they were written from the definitions by reading each
built timeline (``--show NAME``) before sscb evaluated any case of the set (commit "Wording set 9:
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
# set 9's held-out seed (sets 1-8: 20240515, 20240529, 20240612, 20240626, 20240710, 20240724,
# 20240807, 20240808)
SEED = 20240909
PREFIXES = {
    "return_date": "RD9",
    "pay_source": "PS9",
    "item_option": "IO9",
    "write_effect": "WE9",
    "write_effect_retail": "WR9",
}
W = "continuation written for wording set 9"


# ------------------------------------------------ building

_SET = setbuild.WordingSet(HERE, SEED, PREFIXES, 9, (__doc__ or "").split("\n\n")[0])
all_specs = _SET.all_specs
draw = _SET.draw
check_specs = _SET.check_specs


if __name__ == "__main__":
    _SET.main()
