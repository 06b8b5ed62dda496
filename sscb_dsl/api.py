"""The public API of the contract language: check, format and load contracts.

``check_text``/``check_files`` run parse -> build -> check and return every diagnostic;
``load_library`` loads the stdlib (and any given files) into a :class:`Library` of checked domains
and operators, which is what the engine evaluates. The CLI is a thin layer over these functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.check import check_contract
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.language.imports import Loader
from sscb_dsl.language.parse_cache import parse_cached
from sscb_dsl.resources import stdlib_dir


class InputError(Exception):
    """A file that cannot be read as UTF-8 text (exit code 2 on the command line)."""


class FormatError(Exception):
    """``format_text`` on text with syntax errors; ``diagnostics`` says where."""

    def __init__(self, diagnostics: Sequence[Diagnostic]) -> None:
        super().__init__(diagnostics[0].render_short() if diagnostics else "syntax error")
        self.diagnostics = tuple(diagnostics)


@attrs.frozen
class CheckResult:
    """One checked file: its text, its rule objects (None on a syntax error), its findings."""

    file: str
    source: str
    contract: ast.Contract | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """The diagnostics of severity ``error``."""
        return tuple(d for d in self.diagnostics if d.severity == "error")

    @property
    def ok(self) -> bool:
        """True when the file has no errors (warnings allowed)."""
        return not self.errors


def read_source(path: Path) -> str:
    """The UTF-8 text of ``path``; :class:`InputError` naming the file otherwise."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a directory, not a contract file") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: not UTF-8 text") from None
    except OSError as err:
        raise InputError(f"{path}: cannot read ({err.strerror})") from None


def _check(text: str, file: str, path: Path | None, loader: Loader) -> CheckResult:
    contract, _comments, diags = parse_cached(text, file)
    if path is not None:
        loader.remember(path, contract)
    if contract is None:
        return CheckResult(file, text, None, tuple(diags))
    imported, import_diags = loader.imports_of(contract, path, file)
    domains: dict[str, ast.Domain] = {name: d for name, (d, _) in imported.domains.items()}
    for d in contract.domains:
        domains[d.name.name] = d
    operators = {name: o for name, (o, _) in imported.operators.items()}
    found = [*import_diags, *check_contract(contract, domains, file, operators)]
    found.sort(key=lambda d: (d.span.line, d.span.column, d.code, d.message))
    return CheckResult(file, text, contract, tuple(found))


def check_text(text: str, file: str = "<input>", path: Path | None = None) -> CheckResult:
    """Check contract text; imports resolve next to ``path`` (else the working folder)."""
    return _check(text, file, path, Loader())


def check_files(paths: Iterable[Path | str]) -> list[CheckResult]:
    """Check each file (sharing one import cache); :class:`InputError` for unreadable files."""
    loader = Loader()
    out: list[CheckResult] = []
    for p in paths:
        path = Path(p)
        out.append(_check(read_source(path), str(p), path, loader))
    return out


def format_text(text: str, file: str = "<input>", upgrade: bool = False) -> str:
    """The canonical form of contract text (comments kept); :class:`FormatError` on bad syntax.

    With ``upgrade``, a language-1 contract is rewritten as ``sscb 2`` (language 2 only adds
    to language 1); the result is parsed again, so a name that language 2 reserves gives the
    same diagnostics ``sscb check`` would, instead of a file that no longer parses.
    """
    from sscb_dsl.language.build import parse_contract_full

    contract, comments, diags = parse_contract_full(text, file)
    if contract is None:
        raise FormatError(diags)
    if upgrade and (contract.version or 1) < 2:
        out = format_contract(attrs.evolve(contract, version=2), comments)
        again, _, diags = parse_contract_full(out, file)
        if again is None:
            raise FormatError(diags)
        return out
    return format_contract(contract, comments)


@attrs.frozen
class Library:
    """Checked domains and operators by name, as the engine consumes them."""

    domains: Mapping[str, ast.Domain]
    operators: Mapping[str, ast.Operator]

    def domain_of(self, op: ast.Operator | str) -> ast.Domain:
        """The domain an operator is declared ``in``."""
        operator = self.operators[op] if isinstance(op, str) else op
        return self.domains[operator.domain.name]


_STDLIB: list[Library] = []


def stdlib_library() -> Library:
    """The checked stdlib alone, loaded once per process (its files ship with the package, so
    they cannot change while it runs)."""
    if not _STDLIB:
        _STDLIB.append(load_library()[0])
    return _STDLIB[0]


def load_library(
    paths: Sequence[Path] = (), include_stdlib: bool = True
) -> tuple[Library, list[CheckResult]]:
    """Load and check the stdlib (unless excluded) and ``paths``, resolving their imports.

    Only files without errors contribute; a name declared twice across the library is an E104
    diagnostic on the later file. Files given in ``paths`` come after the stdlib.
    """
    files: list[Path] = []
    if include_stdlib:
        files.extend(sorted(stdlib_dir().glob("*.sscb")))
    files.extend(Path(p) for p in paths)
    loader = Loader()
    results = [_check(read_source(p), str(p), p, loader) for p in files]
    # name -> (declaration, the resolved file declaring it)
    domains: dict[str, tuple[ast.Domain, str]] = {}
    operators: dict[str, tuple[ast.Operator, str]] = {}
    out: list[CheckResult] = []
    for path, result in zip(files, results, strict=True):
        extra: list[Diagnostic] = []
        if result.contract is not None and result.ok:
            here = str(path.resolve())
            imported, _ = loader.imports_of(result.contract, path, result.file)
            for d, file in imported.domains.values():
                domains.setdefault(d.name.name, (d, file))
            for o, file in imported.operators.values():
                operators.setdefault(o.name.name, (o, file))
            for table, items in (
                (domains, result.contract.domains),
                (operators, result.contract.operators),
            ):
                for item in items:
                    name = item.name.name
                    seen = table.get(name)
                    if seen is not None and seen[1] != here:
                        extra.append(
                            Diagnostic(
                                "E104",
                                f"duplicate name `{name}` in the library",
                                item.name.span,
                                f"`{seen[1]}` already declares it; rename one of them",
                                file=result.file,
                            )
                        )
                    elif seen is None:
                        table[name] = (item, here)  # type: ignore[assignment]
        out.append(attrs.evolve(result, diagnostics=(*result.diagnostics, *extra)))
    library = Library(
        {k: v[0] for k, v in domains.items()}, {k: v[0] for k, v in operators.items()}
    )
    return library, out


@attrs.frozen
class KindLibrary:
    """The checked requirement, effect and propagation contracts of the loaded files, by name,
    with the library of domains and operators they refer to."""

    library: Library
    requirements: Mapping[str, ast.Requirement]
    effects: Mapping[str, ast.Effect]
    propagations: Mapping[str, ast.Propagation]

    def domain_of(self, kind: ast.Requirement | ast.Effect | ast.Propagation) -> ast.Domain:
        """The domain a contract is in (a propagation's operator's, for ``of OPERATOR``)."""
        if isinstance(kind, ast.Propagation) and kind.operator is not None:
            return self.library.domain_of(kind.operator.name)
        assert kind.domain is not None
        return self.library.domains[kind.domain.name]


def load_kinds(
    paths: Sequence[Path] = (), include_stdlib: bool = True
) -> tuple[KindLibrary, list[CheckResult]]:
    """Load the library (:func:`load_library`) and collect the requirement, effect and
    propagation contracts of the loaded files (the stdlib, then ``paths``; a file's imports
    contribute their domains and operators, not their contracts). A name declared twice is an
    E104 diagnostic on the later file, which then contributes nothing."""
    library, results = load_library(paths, include_stdlib)
    found: dict[str, dict[str, tuple[object, str]]] = {"r": {}, "e": {}, "p": {}}
    taken = set(library.operators)
    out: list[CheckResult] = []
    for result in results:
        c = result.contract
        if c is None or not result.ok:
            out.append(result)
            continue
        extra: list[Diagnostic] = []
        for tag, items in (("r", c.requirements), ("e", c.effects), ("p", c.propagations)):
            for item in items:
                name = item.name.name
                mine = found[tag].get(name)
                if mine is not None and mine[1] == result.file:
                    continue
                if name in taken:
                    extra.append(
                        Diagnostic(
                            "E104",
                            f"duplicate name `{name}` in the library",
                            item.name.span,
                            "another loaded file already declares it; rename one of them",
                            file=result.file,
                        )
                    )
                    continue
                taken.add(name)
                found[tag][name] = (item, result.file)
        out.append(attrs.evolve(result, diagnostics=(*result.diagnostics, *extra)))

    def pick(tag: str) -> dict[str, Any]:
        return {k: v[0] for k, v in found[tag].items()}

    kinds = KindLibrary(library, pick("r"), pick("e"), pick("p"))
    return kinds, out
