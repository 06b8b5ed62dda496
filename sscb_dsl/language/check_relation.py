"""Checks of a counterevidence relation: its sources, binders and the five clauses of Def. 3.4.

The evidential rules (authority ranks, agent messages and evaluator-only semantics never count)
apart from the rest of the checker.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sscb_dsl.language import ast
from sscb_dsl.language.check_base import CheckerBase
from sscb_dsl.language.check_expr import ExprChecker
from sscb_dsl.language.check_help import join_help, suggest
from sscb_dsl.language.check_types import EVENT, EventVar, Scope, VarInfo

MAX_JOIN = 3
"""The widest join a relation may declare (sources, and separately binders)."""


class RelationChecks(CheckerBase):
    """A relation's checks, a part of :class:`~sscb_dsl.language.check.Checker`."""

    def relation(
        self,
        r: ast.Relation,
        domain: ast.Domain,
        exprs: ExprChecker,
        scope: Scope,
        fault: ast.Fault | None,
    ) -> None:
        """A counterevidence relation: sources, binders, and the five clauses of Def. 3.4."""
        names = [ast.Ident("case"), *([fault.name] if fault else []), *(s.name for s in r.sources)]
        self.unique([*names, *(b.name for b in r.binders)], "name")
        for ident in (*(s.name for s in r.sources), *(b.name for b in r.binders)):
            if ident.name in self.outer and ident.name not in (
                "case",
                *([fault.name.name] if fault else []),
            ):
                self.hiding(ident, Scope())
        exprs = exprs.in_relation()
        if len(r.sources) > MAX_JOIN or len(r.binders) > MAX_JOIN:
            self.report(
                "E319",
                f"relation `{r.name.name}` joins {len(r.sources)} sources and "
                f"{len(r.binders)} binders; at most {MAX_JOIN} of each",
                r.name.span,
                "evaluation is bounded by ledger length x contract size with a small fixed join "
                "width; split the relation, or move a condition into a quantifier",
            )
        tools: dict[str, list[ast.Tool]] = {}
        if fault is not None:
            info = scope.get(fault.name.name)
            ftool = info.event.tool if info and info.event else None
            tools[fault.name.name] = [ftool] if ftool is not None else []
        for s in r.sources:
            if s.kind in ("say", "user"):
                scope = scope.with_var(s.name.name, VarInfo(EVENT, event=EventVar("say", None)))
                who = "an agent" if s.kind == "say" else "a user"
                self.report(
                    "E303",
                    f"counterevidence drawn from {who} message (`{s.name.name}: {s.kind}`)",
                    s.span,
                    "agent-generated assertions are never counterevidence (Definition 3.4); "
                    "use a tool observation: `r: observe TOOL`",
                )
                continue
            assert s.tool is not None
            if s.tool.kind in ("any", "param"):
                self.report(
                    "E321",
                    "a counterevidence source names its tools",
                    s.tool.span,
                    "write one tool or a set `(a | b)`: authority is checked per tool",
                )
            tool = exprs.tool_sel(s.tool, scope)
            named = [t for t in domain.tools if t.name.name in s.tool.static_names()]
            tools[s.name.name] = named
            for t in named:
                if not t.authority:
                    self.report(
                        "E307",
                        f"source tool `{t.name.name}` declares no authority rank",
                        s.tool.span,
                        "counterevidence must come from a tool with an `authority` rank; "
                        "declare one in the domain",
                    )
            scope = scope.with_var(s.name.name, VarInfo(EVENT, event=EventVar("observe", tool)))
        for b in r.binders:
            v = exprs.iterable(b.iterable, scope)
            scope = scope.with_var(b.name.name, exprs.element(v))
        counts = {k: [c for c in r.clauses if c.kind == k] for k in ast.CLAUSE_KINDS}
        for kind, found in counts.items():
            if not found:
                self.report(
                    "E304",
                    f"relation `{r.name.name}` has no `{kind}` clause",
                    r.name.span,
                    "a counterevidence relation states all five clauses of Definition 3.4: "
                    "authority, entity, scope, independence, sufficiency",
                )
            for c in found[1:]:
                self.report(
                    "E305",
                    f"duplicated `{kind}` clause in relation `{r.name.name}`",
                    c.span,
                    "each clause is stated once; join conditions with `and`",
                )
        sources = {s.name.name for s in r.sources}
        for c in r.clauses:
            if c.kind == "authority":
                self.authority(c, sources, fault, tools, domain)
                continue
            assert c.expr is not None
            if c.kind == "sufficiency":
                self.sufficiency(c, domain, exprs, scope)
            else:
                exprs.expect_bool(c.expr, scope, f"the `{c.kind}` clause")

    def authority(
        self,
        c: ast.Clause,
        sources: set[str],
        fault: ast.Fault | None,
        tools: Mapping[str, Sequence[ast.Tool]],
        domain: ast.Domain,
    ) -> None:
        """``authority X >= Y``: X a source, Y the fault or a source; X's rank not below Y's."""
        assert c.left is not None and c.right is not None
        fault_name = fault.name.name if fault else None
        ok = True
        if c.left.name not in sources:
            ok = False
            self.report(
                "E318",
                f"`authority` must name a source of this relation first, not `{c.left.name}`",
                c.left.span,
                join_help(suggest(c.left.name, sources), "write `authority r >= f`"),
            )
        if c.right.name not in sources and c.right.name != fault_name:
            ok = False
            allowed = [*sources, *([fault_name] if fault_name else [])]
            self.report(
                "E318",
                f"`authority` compares with the fault or a source, not `{c.right.name}`",
                c.right.span,
                join_help(suggest(c.right.name, allowed), "write `authority r >= f`"),
            )
        if not ok:
            return
        for left in tools.get(c.left.name, ()):
            for right in tools.get(c.right.name, ()):
                self.authority_pair(c, left, right, domain)

    def authority_pair(
        self, c: ast.Clause, left: ast.Tool, right: ast.Tool, domain: ast.Domain
    ) -> None:
        """One (source tool, compared tool) pair of an ``authority`` clause."""
        assert c.left is not None and c.right is not None
        ranks = [r.name for r in domain.ranks[0]] if domain.ranks else []
        if not left.authority:
            return
        if not right.authority:
            self.report(
                "E307",
                f"tool `{right.name.name}` declares no authority rank",
                c.right.span,
                "the fault-bearing tool needs an `authority` rank to compare against",
            )
            return
        lr, rr = left.authority[0].name, right.authority[0].name
        if lr in ranks and rr in ranks and ranks.index(lr) < ranks.index(rr):
            self.report(
                "E306",
                f"source `{c.left.name}` (`{lr}`) is less authoritative than "
                f"`{c.right.name}` (`{rr}`)",
                c.span,
                "counterevidence must be at least as authoritative for the fact as the "
                "fault-bearing observation (Definition 3.4); observe a higher-ranked tool",
            )

    def sufficiency(
        self, c: ast.Clause, domain: ast.Domain, exprs: ExprChecker, scope: Scope
    ) -> None:
        """Sufficiency uses only agent-visible values and semantics (Definition 3.4)."""
        assert c.expr is not None
        exprs.with_sufficiency(True).expect_bool(c.expr, scope, "the `sufficiency` clause")
        semantics = {s.name.name: s for s in domain.semantics}
        for u in c.using:
            s = semantics.get(u.name)
            if s is None:
                self.report(
                    "E111",
                    f"unknown semantics `{u.name}`",
                    u.span,
                    join_help(suggest(u.name, semantics), "semantics are declared in the domain"),
                )
            elif {v.name for v in s.visible} <= {"evaluator"}:
                self.report(
                    "E302",
                    f"sufficiency uses evaluator-only semantics `{u.name}`",
                    u.span,
                    "evaluator-only knowledge does not contribute to sufficiency "
                    "(Definition 3.4); only facts visible in the policy, a tool schema or an "
                    "observation may be used",
                )
