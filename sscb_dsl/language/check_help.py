"""The wording and placing of diagnostics' help: did-you-mean, name listings, joined hints.

Shared by every part of the checker (and import resolution), apart from what is checked.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from sscb_dsl.language import ast

MAX_SUGGEST = 1000
"""Above this many names to choose from, no "did you mean" (it would cost a hostile contract's
checker quadratic time)."""


def suggest(name: str, choices: Iterable[str]) -> str:
    """``did you mean `x`?`` when a close match exists, else an empty string."""
    pool = set(choices)
    if len(pool) > MAX_SUGGEST:
        return ""
    close = difflib.get_close_matches(name, sorted(pool), n=1)
    return f"did you mean `{close[0]}`?" if close else ""


def listing(names: Iterable[str], most: int = 20) -> str:
    """Names in backticks, comma-separated, the first ``most`` of them (then how many more)."""
    shown = list(dict.fromkeys(names))
    text = ", ".join(f"`{n}`" for n in shown[:most])
    return text + (f" and {len(shown) - most} more" if len(shown) > most else "")


def join_help(*parts: str) -> str:
    """Join non-empty help fragments (a did-you-mean question first, then ``; ``-separated)."""
    out = ""
    for p in parts:
        if not p:
            continue
        out = p if not out else out + (" " if out.endswith("?") else "; ") + p
    return out


def name_span(e: ast.Attr) -> ast.Span:
    """The span of the field name at the end of ``obj.name`` (diagnostics point at names)."""
    s = e.span
    if not s.line:
        return s
    n = len(e.name)
    return ast.Span(s.end_line, s.end_column - n, s.end_line, s.end_column, s.end - n, s.end)
