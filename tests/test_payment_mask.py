"""The card-number mask of the payment references (``payment_refs.MASK``) is the class it
replaces, with and without ``re.IGNORECASE``, on every character."""

from __future__ import annotations

import re
import sys

from sscb_dsl.text.payment_refs import MASK


def test_the_mask_is_the_class_on_every_character() -> None:
    for flags in (0, re.IGNORECASE):
        old = re.compile(r"[x*•.…]+", flags)
        new = re.compile(MASK + "+", flags)
        for code in range(sys.maxunicode + 1):
            ch = chr(code)
            assert bool(old.fullmatch(ch)) is bool(new.fullmatch(ch)), (flags, hex(code))
        for text in ("xxxx 4421", "•••• 4421", "…4421", "**.x", "XX\n", "x•\u2026.", ""):
            assert [m.span() for m in old.finditer(text)] == [m.span() for m in new.finditer(text)]
