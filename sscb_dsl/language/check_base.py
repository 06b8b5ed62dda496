"""The checker's state and the helpers every construct's checks share.

Reporting (with the per-file cap), duplicate and fixed-word names, declared types, and the names
in scope; the checks of faults (check_fault.py), relations (check_relation.py) and the rest of a
contract (check.py) build on this class.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from sscb_dsl.language import ast
from sscb_dsl.language.check_expr import ExprChecker
from sscb_dsl.language.check_help import join_help, suggest
from sscb_dsl.language.check_types import SCALARS, Scope, VarInfo
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import MAX_DIAGNOSTICS


class CheckerBase:
    """The state and shared helpers of :class:`~sscb_dsl.language.check.Checker`: the file, the
    domains and operators it can see, and ``diagnostics``, which collects findings."""

    def __init__(
        self,
        file: str,
        domains: Mapping[str, ast.Domain],
        operators: Mapping[str, ast.Operator] | None = None,
    ) -> None:
        self.file = file
        self.domains = domains
        self.operators: Mapping[str, ast.Operator] = operators or {}
        self.diagnostics: list[Diagnostic] = []

    def report(
        self, code: str, message: str, span: ast.Span, help: str = "", severity: str = "error"
    ) -> None:
        """Record one diagnostic; :class:`_TooMany` once a file has :data:`MAX_DIAGNOSTICS`."""
        if len(self.diagnostics) >= MAX_DIAGNOSTICS:
            raise _TooMany
        self.diagnostics.append(Diagnostic(code, message, span, help, severity, self.file))

    def _report(self, code: str, message: str, span: ast.Span, help: str) -> None:
        self.report(code, message, span, help)

    # ---------------------------------------------------------- shared helpers
    def unique(self, idents: Iterable[ast.Ident], what: str) -> None:
        """E104 for every repeated name."""
        seen: set[str] = set()
        for i in idents:
            if i.name in seen:
                self.report(
                    "E104",
                    f"duplicate {what} `{i.name}`",
                    i.span,
                    f"each {what} is declared once; rename or remove this one",
                )
            seen.add(i.name)

    def at_most_once(self, items: Sequence[ast.Span], what: str, where: str) -> None:
        """E311 for the second and later occurrences of a member allowed once."""
        for span in items[1:]:
            self.report(
                "E311",
                f"duplicated `{what}` in {where}",
                span,
                f"{where} takes at most one `{what}`; remove this one",
            )

    def word(self, ident: ast.Ident, allowed: Sequence[str], what: str) -> bool:
        """E113 unless ``ident`` is one of the fixed words of a slot."""
        if ident.name in allowed:
            return True
        self.report(
            "E113",
            f"unknown {what} `{ident.name}`",
            ident.span,
            join_help(
                suggest(ident.name, allowed),
                f"a {what} is one of " + ", ".join(f"`{a}`" for a in allowed),
            ),
        )
        return False

    def check_type(self, t: ast.Type) -> None:
        """E112 for unknown scalar type names or a parameterised type other than ``enum``;
        E104 for repeated object fields."""
        if isinstance(t, ast.ScalarType):
            if t.name.name not in SCALARS:
                self.report(
                    "E112",
                    f"unknown type `{t.name.name}`",
                    t.name.span,
                    join_help(
                        suggest(t.name.name, SCALARS),
                        "types are "
                        + ", ".join(f"`{s}`" for s in SCALARS)
                        + ", `enum(...)`, `[T]`, `map[T]` and `{field: T}`",
                    ),
                )
        elif isinstance(t, ast.EnumType):
            if t.name.name != "enum":
                self.report(
                    "E112",
                    f"unknown type `{t.name.name}(...)`",
                    t.name.span,
                    "a closed set of values is written `enum(a, b, c)`",
                )
            self.unique(t.values, "enum value")
        elif isinstance(t, ast.ListType):
            self.check_type(t.item)
        elif isinstance(t, ast.MapType):
            self.check_type(t.value)
        else:
            self.fields(t.fields, "field")

    def fields(self, fields: Sequence[ast.Field], what: str) -> None:
        """Unique names and valid types for fields, args or params."""
        self.unique((f.name for f in fields), what)
        for f in fields:
            self.check_type(f.type)

    outer: frozenset[str] = frozenset()
    """The operator-level names (case, vocabularies, the fault, lets) of the operator checked."""

    def hiding(self, ident: ast.Ident, scope: Scope) -> None:
        """E104 when a new name hides a name already in scope (so every name means one thing,
        and a ``let`` is exactly its expression wherever it is used)."""
        if scope.get(ident.name) is not None or ident.name in self.outer:
            self.report(
                "E104",
                f"duplicate name `{ident.name}`",
                ident.span,
                f"`{ident.name}` is already defined here (a parameter, the fault, a `let`, a "
                "vocabulary or a binding); rename this one",
            )

    def let_info(self, let: ast.Let, exprs: ExprChecker, scope: Scope) -> VarInfo:
        """What a ``let`` name denotes: its expression's type, taint and event-ness."""
        v = exprs.infer(let.value, scope)
        info = scope.get(v.event) if v.event is not None else None
        return VarInfo(v.type, event=info.event if info else None, taint=v.taint, rooted=v.rooted)


class _TooMany(Exception):
    """Raised by :meth:`CheckerBase.report` to stop checking a file with too many problems."""
