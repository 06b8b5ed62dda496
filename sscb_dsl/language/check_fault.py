"""Checks of an operator's fault (Definition 3.1): its clauses by kind, site, values, writes.

The fault's own rules (E207, E211, E212, E312-E315, E321), apart from the rest of the checker.
"""

from __future__ import annotations

from sscb_dsl.language import ast
from sscb_dsl.language.check_base import CheckerBase
from sscb_dsl.language.check_expr import ExprChecker
from sscb_dsl.language.check_help import join_help, listing, suggest
from sscb_dsl.language.check_types import (
    ANY,
    EVENT,
    EventKind,
    EventVar,
    Scope,
    Ty,
    VarInfo,
    compatible,
)

PERSISTENCE = ("once", "persistent")
KEEP = ("acknowledgement",)

#: fault clauses: which kinds need (1), allow at most once (0..1), or forbid (-) each clause
FAULT_CLAUSES: dict[str, dict[str, str]] = {
    "observe": {
        "site": "1",
        "set": "1",
        "match": "?",
        "persistence": "?",
        "original": "?",
        "suppress": "-",
        "keep": "-",
        "asserts": "-",
    },
    "call": {
        "suppress": "1",
        "keep": "1",
        "asserts": "1",
        "match": "?",
        "persistence": "?",
        "original": "?",
        "site": "-",
        "set": "-",
    },
    # an argument fault (propagation): the tool sees v' at a site inside the call's arguments
    "arg": {
        "site": "1",
        "set": "1",
        "match": "?",
        "persistence": "?",
        "original": "?",
        "suppress": "-",
        "keep": "-",
        "asserts": "-",
    },
}


class FaultChecks(CheckerBase):
    """The fault's checks, a part of :class:`~sscb_dsl.language.check.Checker`."""

    def fault(self, f: ast.Fault, domain: ast.Domain, exprs: ExprChecker, base: Scope) -> Scope:
        """The fault (Definition 3.1); returns the scope with the fault variable bound."""
        tool = exprs.tool_sel(f.tool, base)
        if f.tool.kind in ("any", "set"):
            self.report(
                "E321",
                "a fault names the one tool it intervenes on",
                f.tool.span,
                "write one tool, or take it from the case (`call case.tool`): an intervention "
                "has one site, injected and evaluated alike",
            )
        rules = FAULT_CLAUSES[f.kind]
        by_kind: dict[str, list[ast.FaultClause]] = {}
        for c in f.clauses:
            by_kind.setdefault(c.kind, []).append(c)
        where = f"fault `{f.name.name}`"
        for kind, rule in rules.items():
            found = by_kind.get(kind, [])
            if rule == "-":
                for c in found:
                    self.report(
                        "E314",
                        f"`{_keyword(kind)}` is not allowed in {_article(f.kind)} fault",
                        c.span,
                        "an `observe` fault takes `site` and `set`; a `call` fault takes "
                        "`suppress write`, `keep` and `asserts`",
                    )
                continue
            if rule == "1" and not found:
                self.report(
                    "E312",
                    f"{where} has no `{_keyword(kind)}` clause",
                    f.name.span,
                    f"{_article(f.kind)} fault needs exactly one `{_keyword(kind)}`",
                )
            for c in found[1:]:
                self.report(
                    "E313",
                    f"duplicated `{_keyword(kind)}` in {where}",
                    c.span,
                    f"a fault takes at most one `{_keyword(kind)}`; remove this one",
                )
        pre = VarInfo(EVENT, event=EventVar(_kind(f.kind), tool, is_fault=True))
        scope = base.with_var(f.name.name, pre)
        value_type = ANY
        if f.kind in ("observe", "arg"):
            root = "result" if f.kind == "observe" else "args"
            for c in by_kind.get("site", [])[:1]:
                assert not isinstance(c.value, (ast.StateRef, ast.WrittenField, ast.Ident))
                value_type = self.site(c.value, f.name.name, exprs, scope, root)
        else:
            for c in by_kind.get("asserts", [])[:1]:
                assert not isinstance(c.value, (ast.StateRef, ast.WrittenField, ast.Ident))
                value_type = exprs.infer(c.value, scope).type
        ev = EventVar(_kind(f.kind), tool, is_fault=True, value_type=value_type)
        scope = base.with_var(f.name.name, VarInfo(EVENT, event=ev))
        for c in f.clauses:
            v = c.value
            if c.kind == "match":
                assert not isinstance(v, (ast.StateRef, ast.WrittenField, ast.Ident))
                exprs.expect_bool(v, scope, "a fault's `match`")
            elif c.kind in ("set", "original"):
                assert not isinstance(v, (ast.StateRef, ast.WrittenField, ast.Ident))
                t = exprs.infer(v, scope).type
                if c.kind in rules and rules[c.kind] != "-" and not compatible(t, value_type):
                    self.report(
                        "E211",
                        f"`{c.kind}` gives a `{t.show()}` value where the fault's value is "
                        f"`{value_type.show()}`",
                        v.span,
                        "the injected and original values have the type at the `site`",
                    )
            elif c.kind == "persistence" and isinstance(v, ast.Ident):
                self.word(v, PERSISTENCE, "persistence")
            elif c.kind == "keep" and isinstance(v, ast.Ident):
                self.word(v, KEEP, "kept part")
            elif c.kind == "suppress" and isinstance(v, ast.StateRef):
                exprs.state_ref(v, scope)
                if tool is not None and f.kind == "call" and v.field_expr is None:
                    self.suppressed(v, tool)
            elif c.kind == "suppress" and isinstance(v, ast.WrittenField):
                if v.var.name != f.name.name:
                    self.report(
                        "E207",
                        f"`suppress write {v.var.name}.…` must name the fault's call "
                        f"`{f.name.name}`",
                        v.var.span,
                        f"write `suppress write {f.name.name}.field`",
                    )
                if v.field_expr is not None:
                    exprs.field_name(v.field_expr, scope)
                elif tool is not None and v.field is not None:
                    self.written_field(v.field, tool)
        return scope

    def written_field(self, field: ast.Ident, tool: ast.Tool) -> None:
        """E315 unless the fault's tool declares a write of that field."""
        fields = [w.field.name for w in tool.writes if w.field is not None]
        if field.name in fields:
            return
        self.report(
            "E315",
            f"`{tool.name.name}` does not write a field `{field.name}`",
            field.span,
            join_help(
                suggest(field.name, fields),
                "it writes " + listing(fields) if fields else "the tool declares no field `writes`",
            ),
        )

    def site(
        self, e: ast.Expr, var: str, exprs: ExprChecker, scope: Scope, root: str = "result"
    ) -> Ty:
        """A site is a path rooted at ``<fault>.result`` (``.args`` for an argument fault;
        ``lookup(...)`` allowed as a step)."""
        if not _rooted_at_result(e, var, root):
            example = (
                f'e.g. `{var}.result.items[0].price` or `lookup({var}.result.items, "id", x).price`'
                if root == "result"
                else f"e.g. `{var}.args.date` or `{var}.args.flights[0].date`"
            )
            self.report(
                "E212",
                f"a fault `site` must be a path into `{var}.{root}`",
                e.span,
                example,
            )
        return exprs.infer(e, scope).type

    def suppressed(self, s: ast.StateRef, tool: ast.Tool) -> None:
        """E315 unless the suppressed state is among the fault tool's ``writes``."""
        field = s.field.name if s.field else None
        for w in tool.writes:
            if w.entity.name == s.entity.name and (w.field is None or w.field.name == field):
                return
        shown = s.entity.name + (f"(...).{field}" if field else "(...)")
        writes = [
            w.entity.name + (f"(...).{w.field.name}" if w.field else "(...)") for w in tool.writes
        ]
        self.report(
            "E315",
            f"`{tool.name.name}` does not write `{shown}`",
            s.span,
            join_help(
                suggest(shown, writes),
                "it writes " + listing(writes) if writes else "the tool declares no `writes`",
            ),
        )


def _article(kind: str) -> str:
    return f"an `{kind}`" if kind[0] in "aeiou" else f"a `{kind}`"


def _keyword(kind: str) -> str:
    return "suppress write" if kind == "suppress" else kind


def _kind(kind: str) -> EventKind:
    return "call" if kind == "call" else "observe"


def _rooted_at_result(e: ast.Expr, var: str, root: str = "result") -> bool:
    """Is ``e`` a path whose root is ``var.result`` (or ``var.args``; ``lookup(path, ...)``
    counts as a step)?"""
    while True:
        if isinstance(e, ast.Attr):
            if isinstance(e.obj, ast.Var) and e.obj.name == var:
                return e.name == root
            e = e.obj
        elif isinstance(e, ast.Index):
            e = e.obj
        elif isinstance(e, ast.Call) and e.func.name == "lookup" and e.args:
            e = e.args[0]
        else:
            return False
