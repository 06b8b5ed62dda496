"""Limits on untrusted contract text: its size, its literals and names, and how deep it nests.

Contracts come from anyone (docs/language.md, "Limits"). Parsing and building are iterative, so
they take any text; the stages after them (the checker, ``fmt``, the JSON converter and parse
cache, the engine's compiler and the reference interpreter) walk expressions and types
recursively. So the front end rejects, before any of those runs, a text too large (E331), a
literal or a name too long (E331), and an expression or a type nested deeper than
:data:`MAX_DEPTH` (E330): the depth every stage is tested to take. ``and``/``or`` chains are one
node (flat); parentheses add no level; every other operator, call, list, path step and
quantifier adds one. Nothing here imports Lark.
"""

from __future__ import annotations

import typing
from collections.abc import Iterator

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.diagnostics import Diagnostic

MAX_CHARS = 262_144
"""The most characters a contract file may hold (256 Ki; the largest shipped one holds under
10,000)."""

MAX_STRING = 10_000
"""The most characters between the quotes of a string literal."""

MAX_NAME = 100
"""The most characters in a name (an import name is also a file name)."""

MAX_DIGITS = 30
"""The most digits of a number literal before its decimal point."""

MAX_DECIMALS = 12
"""The most digits of a number literal after its decimal point (what ``fmt`` prints exactly)."""

MAX_DEPTH = 64
"""The deepest an expression or a type may nest (also once ``let``s are written out)."""

MAX_REPORTED = 20
"""Diagnostics of one kind reported per file (a hostile text could otherwise yield millions)."""

MAX_DIAGNOSTICS = 1000
"""The checker stops after this many diagnostics of one file (and says so, E331)."""

_EXPR: frozenset[type] = frozenset(typing.get_args(ast.Expr))
_TYPE: frozenset[type] = frozenset(typing.get_args(ast.Type))
_HELP_SPLIT = (
    "write it with fewer nested levels (`and`/`or` chains and parentheses add none), or split "
    "the condition"
)


def position(text: str, offset: int) -> tuple[int, int]:
    """The 1-based (line, column) of ``offset`` in ``text``, counting lines as the parser does
    (at ``\\n`` only)."""
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    return line, offset - start + 1


def text_size(text: str) -> Diagnostic | None:
    """E331 when ``text`` holds more than :data:`MAX_CHARS` characters, at the first one over."""
    if len(text) <= MAX_CHARS:
        return None
    line, column = position(text, MAX_CHARS)
    return Diagnostic(
        "E331",
        f"contract too large: {len(text):,} characters, at most {MAX_CHARS:,}",
        ast.Span(line, column, line, column + 1, MAX_CHARS, MAX_CHARS + 1),
        "split it into files that `import` each other",
    )


def token_problem(kind: str, value: str, span: ast.Span) -> Diagnostic | None:
    """E331 for a token over its limit: a name, a string literal, a number literal."""
    if kind == "NAME" and len(value) > MAX_NAME:
        what = f"name of {len(value):,} characters, at most {MAX_NAME}"
        hint = "use a shorter name"
    elif kind == "STRING" and len(value) - 2 > MAX_STRING:
        what = f"string literal of {len(value) - 2:,} characters, at most {MAX_STRING:,}"
        hint = "contracts hold short literal text; longer text belongs in the data"
    elif kind in ("NUMBER", "INT"):
        whole, _, fraction = value.partition(".")
        if len(whole) <= MAX_DIGITS and len(fraction) <= MAX_DECIMALS:
            return None
        what = (
            f"number literal of {len(whole):,} digits, at most {MAX_DIGITS}"
            if len(whole) > MAX_DIGITS
            else f"number literal with {len(fraction):,} decimals, at most {MAX_DECIMALS}"
        )
        hint = "write a number of at most 30 digits and 12 decimals"
    else:
        return None
    return Diagnostic("E331", f"too long: a {what}", span, hint)


def _children(node: object) -> Iterator[object]:
    """The rule objects directly inside ``node`` (through tuples), spans and names excluded."""
    if isinstance(node, tuple):
        yield from node
        return
    if not attrs.has(type(node)) or isinstance(node, (ast.Span, ast.Ident, ast.Literal)):
        return
    for f in attrs.fields(type(node)):  # type: ignore[arg-type]
        if f.name != "span":
            yield getattr(node, f.name)


def too_deep(root: object, file: str = "<input>") -> list[Diagnostic]:
    """E330 for each outermost expression or type nested deeper than :data:`MAX_DEPTH`.

    Iterative (an explicit stack), so any tree the builder made is measured without recursion;
    one diagnostic per outermost expression, at the node one level too deep.
    """
    found: list[Diagnostic] = []
    reported: set[int] = set()
    stack: list[tuple[object, int, int]] = [(root, 0, 0)]  # node, depth, outermost node's id
    while stack and len(found) < MAX_REPORTED:
        node, depth, outer = stack.pop()
        kind = type(node)
        if kind in _EXPR or kind in _TYPE:
            depth += 1
            if depth == 1:
                outer = id(node)
            if depth > MAX_DEPTH:
                if outer not in reported:
                    reported.add(outer)
                    what = "an expression" if kind in _EXPR else "a type"
                    span = getattr(node, "span", ast.NOSPAN)
                    found.append(
                        Diagnostic(
                            "E330",
                            f"{what} nested deeper than {MAX_DEPTH} levels",
                            span,
                            _HELP_SPLIT if kind in _EXPR else "declare a flatter type",
                            file=file,
                        )
                    )
                continue
        stack.extend((child, depth, outer) for child in _children(node))
    found.sort(key=lambda d: (d.span.line, d.span.column))
    return found


def too_many(last: ast.Span, file: str = "<input>") -> Diagnostic:
    """E331 closing a file's diagnostics when the checker stopped at :data:`MAX_DIAGNOSTICS`."""
    return Diagnostic(
        "E331",
        f"too many problems: checking stopped after {MAX_DIAGNOSTICS:,} diagnostics",
        last,
        "fix these first; the rest of the file was not checked",
        file=file,
    )
