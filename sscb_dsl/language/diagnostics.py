"""One diagnostic type and one renderer, shared by every stage that reports on a contract.

Rendering follows the compiler convention ``file:line:col: error[CODE]: message``, then the
source line, a caret underline and ``help: ...`` (see docs/diagnostics.md for every code).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from sscb_dsl.language.ast import NOSPAN, Span

SHOWN = 200
"""The most characters of a source line a rendering quotes (a hostile line may hold 256 Ki)."""


@attrs.frozen
class Diagnostic:
    """A finding about a contract: a stable ``code``, a one-line message, where, and a hint."""

    code: str
    message: str
    span: Span = NOSPAN
    help: str = ""
    severity: str = "error"
    file: str = "<input>"

    def render_short(self) -> str:
        """``file:line:col: error[CODE]: message`` on one line."""
        where = f"{self.file}:{self.span.line}:{self.span.column}"
        return f"{where}: {self.severity}[{self.code}]: {self.message}"

    def render(self, source: str | None) -> str:
        """The full rendering with the source line and a caret underline, when source is known.

        In the quoted line every character that is not printable (a tab, a form feed, U+2028, a
        NUL, ...) is shown as a space: a column counts each as one, so the caret stays aligned,
        and nothing the terminal takes for a line break or a control code is written.
        """
        out = [self.render_short()]
        lines = source_lines(source) if source is not None else []
        if 1 <= self.span.line <= len(lines):
            text = "".join(c if c.isprintable() else " " for c in lines[self.span.line - 1])
            gutter = f"{self.span.line} | "
            start = max(self.span.column - 1, 0)
            if self.span.end_line == self.span.line and self.span.end_column > self.span.column:
                width = self.span.end_column - self.span.column
            else:
                width = max(len(text) - start, 1)
            if len(text) > SHOWN:  # a long line: the part around the column, marked with "…"
                left = max(0, min(start - SHOWN // 4, len(text) - SHOWN))
                head = "…" if left else ""
                tail = "…" if left + SHOWN < len(text) else ""
                text = head + text[left : left + SHOWN] + tail
                start = start - left + len(head)
                width = min(width, len(text) - len(tail) - start)
            out.append(gutter + text)
            out.append(" " * len(gutter) + " " * start + "^" * max(width, 1))
        if self.help:
            out.append(f"  help: {self.help}")
        return "\n".join(out)

    def to_json(self) -> dict[str, Any]:
        """A plain dict for ``--format json`` (editors and tools)."""
        return {
            "file": self.file,
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "help": self.help,
            "line": self.span.line,
            "column": self.span.column,
            "end_line": self.span.end_line,
            "end_column": self.span.end_column,
        }


def source_lines(source: str) -> list[str]:
    """The lines of a contract as the parser numbers them: split at ``\n`` only (a ``\r``
    before it dropped; form feed, vertical tab, U+0085, U+2028 and U+2029 are not line breaks
    in a contract), without the empty line after a final newline."""
    lines = [line[:-1] if line.endswith("\r") else line for line in source.split("\n")]
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    if lines and lines[0].startswith("\ufeff"):  # a byte order mark: skipped by the parser
        lines[0] = lines[0][1:]
    return lines


def render_all(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> str:
    """Render diagnostics one after another, each with its file's source."""
    return "\n".join(d.render(sources.get(d.file)) for d in diagnostics)


def to_json_text(diagnostics: Sequence[Diagnostic]) -> str:
    """Deterministic JSON list of diagnostics."""
    return json.dumps([d.to_json() for d in diagnostics], indent=2, ensure_ascii=False)


def with_file(diagnostics: Iterable[Diagnostic], file: str) -> list[Diagnostic]:
    """The same diagnostics, attributed to ``file``."""
    return [attrs.evolve(d, file=file) for d in diagnostics]
