"""Resolve ``import NAME``: ``NAME.sscb`` next to the importing file, else the stdlib.

Imports are transitive (a file sees the domains and operators of everything it imports, directly
or not) and cycles are an error (E102). Files are parsed once per :class:`Loader`.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.check_help import suggest
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.parse_cache import parse_cached
from sscb_dsl.resources import stdlib_dir


@attrs.frozen
class Imported:
    """What a file's imports bring into scope: domains and operators, each with its file."""

    domains: dict[str, tuple[ast.Domain, str]] = attrs.field(factory=dict)
    operators: dict[str, tuple[ast.Operator, str]] = attrs.field(factory=dict)


class Loader:
    """Finds, parses and caches imported files."""

    def __init__(self) -> None:
        self._cache: dict[Path, ast.Contract | None] = {}

    def resolve(self, name: str, base: Path | None) -> Path | None:
        """The file ``import name`` refers to from a file in folder ``base`` (None when there is
        none, or the name cannot be a file here)."""
        try:
            if base is not None:
                local = base / f"{name}.sscb"
                if local.is_file():
                    return local.resolve()
            shipped = stdlib_dir() / f"{name}.sscb"
            return shipped.resolve() if shipped.is_file() else None
        except (OSError, ValueError):  # a name the file system refuses (too long, ...)
            return None

    def load(self, path: Path) -> ast.Contract | None:
        """The parsed contract at ``path`` (None when unreadable or not valid syntax)."""
        if path not in self._cache:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                self._cache[path] = None
            else:
                self._cache[path] = parse_cached(text, str(path))[0]
        return self._cache[path]

    def remember(self, path: Path, contract: ast.Contract | None) -> None:
        """Seed the cache with a file the caller has already parsed (parse each file once)."""
        self._cache.setdefault(path.resolve(), contract)

    def available(self, base: Path | None) -> list[str]:
        """Names importable from ``base`` (for did-you-mean)."""
        names = {p.stem for p in stdlib_dir().glob("*.sscb")}
        if base is not None and base.is_dir():
            names |= {p.stem for p in base.glob("*.sscb")}
        return sorted(names)

    def imports_of(
        self, contract: ast.Contract, path: Path | None, file: str
    ) -> tuple[Imported, list[Diagnostic]]:
        """Everything ``contract`` (at ``path``, or text with no file) imports, transitively."""
        out = Imported()
        diags: list[Diagnostic] = []
        base = path.parent if path is not None else Path.cwd()
        start = path.resolve() if path is not None else None
        for imp in contract.imports:
            for ident in imp.names:
                target = self.resolve(ident.name, base)
                if target is None:
                    diags.append(
                        Diagnostic(
                            "E101",
                            f"cannot find import `{ident.name}`",
                            ident.span,
                            suggest(ident.name, self.available(base))
                            or f"looked for `{ident.name}.sscb` here and in the stdlib",
                            file=file,
                        )
                    )
                    continue
                chain = [start] if start is not None else []
                cycle = self._collect(target, chain, out, set())
                if cycle is not None:
                    shown = " -> ".join(p.stem for p in cycle)
                    diags.append(
                        Diagnostic(
                            "E102",
                            f"import cycle: `{shown}`",
                            ident.span,
                            "a file cannot import itself, directly or through other imports",
                            file=file,
                        )
                    )
                elif self.load(target) is None:
                    diags.append(
                        Diagnostic(
                            "E101",
                            f"cannot load import `{ident.name}`",
                            ident.span,
                            f"`{target}` is unreadable or has syntax errors; check it",
                            file=file,
                        )
                    )
        return out, diags

    def _collect(
        self, path: Path, chain: list[Path], out: Imported, done: set[Path]
    ) -> list[Path] | None:
        """Depth-first walk adding domains/operators; the cycle found, if any."""
        if path in chain:
            return [*chain[chain.index(path) :], path]
        if path in done:
            return None
        done.add(path)
        contract = self.load(path)
        if contract is None:
            return None
        for d in contract.domains:
            out.domains.setdefault(d.name.name, (d, str(path)))
        for o in contract.operators:
            out.operators.setdefault(o.name.name, (o, str(path)))
        for imp in contract.imports:
            for ident in imp.names:
                target = self.resolve(ident.name, path.parent)
                if target is None:
                    continue
                cycle = self._collect(target, [*chain, path], out, done)
                if cycle is not None:
                    return cycle
        return None
