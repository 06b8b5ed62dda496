"""The Lark facade: contract text to syntax tree, with syntax errors as diagnostics.

The grammar (``grammar/sscb.lark``) is LALR and ships inside the package. Syntax errors carry
Lark's positions; common mistakes (``=`` for ``==``, ``&&``, a missing ``}``) get a friendly
message and a hint. Only this module and ``build`` know about Lark.
"""

from __future__ import annotations

from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from sscb_dsl.language.ast import Span
from sscb_dsl.language.diagnostics import Diagnostic, source_lines
from sscb_dsl.language.limits import text_size
from sscb_dsl.resources import grammar_path


class SyntaxProblem(Exception):
    """Raised by :func:`parse_tree` for text the grammar does not accept."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


_COMMENTS: list[Token] = []


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser, built once per process (Lark caches the tables on disk)."""
    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=False,
        cache=True,
        lexer_callbacks={"COMMENT": _COMMENTS.append},
    )


@lru_cache(maxsize=1)
def grammar() -> Lark:
    """The grammar with its rules, built without Lark's disk cache (which keeps only the parse
    tables), for generators such as hypothesis' ``from_lark``."""
    return Lark(grammar_path().read_text(encoding="utf-8"), parser="lalr")


_CHAR_HINTS: dict[str, tuple[str, str]] = {
    "=": ("`=` is not an operator here", "compare with `==`; `=` only names a value in `let`"),
    "&": ("`&` is not an operator", "write `and` (Kleene conjunction)"),
    "|": (
        "`|` is not an operator here",
        "write `or` (Kleene disjunction); `|` only separates tools in a set: `call (a | b) u`",
    ),
    "!": ("`!` is not an operator here", "write `not x`, or `!=` to compare"),
    "'": ("strings use double quotes", "write \"text\" instead of 'text'"),
    "/": ("`/` is not part of the language", "comments start with `#`; arithmetic is `+` and `-`"),
    "*": ("`*` is not part of the language", "arithmetic is `+` and `-`; any tool is `call any u`"),
    ";": ("`;` is not needed", "put each clause on its own line; no separators"),
}

_TOKEN_HINTS: dict[str, tuple[str, str]] = {
    "RBRACE": ("unexpected `}`", "a clause or member is incomplete just before this brace"),
    "LBRACE": ("unexpected `{`", "check the line before: a name or a keyword is missing"),
    "COLON": ("unexpected `:`", "`:` follows a name in `x: type` or `r: observe TOOL`"),
}


def _span_at(line: int, column: int, width: int) -> Span:
    return Span(line=line, column=column, end_line=line, end_column=column + max(width, 1))


def _terminal_text(name: str) -> str:
    """How a terminal looks in source: its literal text, or a word for a pattern."""
    try:
        pattern = parser().get_terminal(name).pattern
    except KeyError:
        return name.lower()
    if pattern.type == "str":
        return str(pattern.value)
    return {
        "NAME": "a name",
        "STRING": "a string",
        "NUMBER": "a number",
        "INT": "a number",
    }.get(name, name.lower())


def _expected(err: UnexpectedInput) -> str:
    names = getattr(err, "expected", None) or getattr(err, "allowed", None) or []
    shown = sorted({_terminal_text(n) for n in names if n != "$END"})[:8]
    return ", ".join(f"`{n}`" for n in shown)


def _shown(ch: str) -> str:
    """A character as a message shows it: itself if printable, else its code point."""
    return ch if ch.isprintable() and ch != "`" else f"U+{ord(ch):04X}"


def syntax_diagnostic(err: UnexpectedInput, text: str) -> Diagnostic:
    """Turn a Lark error into a diagnostic with an in-bounds span and a hint."""
    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream if err.pos_in_stream is not None else -1
        ch = text[pos] if 0 <= pos < len(text) else ""
        message, hint = _CHAR_HINTS.get(
            ch, (f"unexpected character `{_shown(ch)}`", "remove it, or quote it inside a string")
        )
        if ch == '"':
            message, hint = "unterminated string", 'close the string with `"` on the same line'
        return Diagnostic("E001", message, _span_at(err.line, err.column, 1), hint)
    if isinstance(err, UnexpectedEOF) or (
        isinstance(err, UnexpectedToken) and err.token.type == "$END"
    ):
        lines = source_lines(text) or [""]
        line = len(lines)
        col = len(lines[-1]) + 1
        return Diagnostic(
            "E002",
            "unexpected end of file",
            _span_at(line, col, 1),
            "a block is not closed: check that every `{` has its `}`"
            + (f"; expected {_expected(err)}" if _expected(err) else ""),
        )
    assert isinstance(err, UnexpectedToken)
    tok: Token = err.token
    value = str(tok)
    if value in ("=", "|"):  # tokens of `let` and tool sets, misplaced: the character hints
        message, hint = _CHAR_HINTS[value]
        return Diagnostic("E001", message, _span_at(tok.line or 0, tok.column or 0, 1), hint)
    message, hint = _TOKEN_HINTS.get(tok.type, (f"unexpected `{value}`", ""))
    expected = _expected(err)
    if expected:
        hint = (hint + "; " if hint else "") + f"expected one of {expected}"
    line = tok.line if tok.line is not None else err.line
    column = tok.column if tok.column is not None else err.column
    return Diagnostic("E003", message, _span_at(line, column, len(value)), hint)


def parse_tree(text: str) -> Tree[Token]:
    """Parse contract text; raise :class:`SyntaxProblem` with a diagnostic on a syntax error."""
    return parse_with_comments(text)[0]


BOM = "\ufeff"


def parse_with_comments(text: str) -> tuple[Tree[Token], list[tuple[int, int, str]]]:
    """Parse and also return the ``#`` comments as (line, column, text), for ``fmt``.

    A UTF-8 byte order mark opening the text is skipped (editors hide it, so columns on the
    first line are counted without it); a text over the size limit is not lexed at all (E331).
    """
    if text.startswith(BOM):
        text = text[1:]
    too_large = text_size(text)
    if too_large is not None:
        raise SyntaxProblem(too_large)
    lark = parser()
    _COMMENTS.clear()
    try:
        tree = lark.parse(text)
    except UnexpectedInput as err:
        raise SyntaxProblem(syntax_diagnostic(err, text)) from None
    finally:
        comments = [(t.line or 0, t.column or 0, str(t).rstrip()) for t in _COMMENTS]
        _COMMENTS.clear()
    return tree, comments
