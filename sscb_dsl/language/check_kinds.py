"""Check the contract kinds without a fault: requirements, effects and propagation contracts.

Called by :meth:`sscb_dsl.language.check.Checker.contract` after the domains and operators.
Codes (``docs/diagnostics.md``): E115 unknown operator, E322 an agent message as evidence, E323
a kind without the members it needs, E324 an effect on a tool that writes nothing, E325 a
propagation ``of`` an operator that declares its own params or fault; the rest reuse the codes
of the constructs they share (names E1xx, types E2xx, clauses E304/E305, authority E306/E318).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sscb_dsl.language import ast
from sscb_dsl.language.check_expr import ExprChecker
from sscb_dsl.language.check_help import join_help, suggest
from sscb_dsl.language.check_types import (
    EVENT,
    TEXT,
    EventKind,
    EventVar,
    Scope,
    Ty,
    VarInfo,
    case_info,
    type_of,
)

if TYPE_CHECKING:
    from sscb_dsl.language.check import Checker

EVIDENCE_CLAUSES = ("authority", "entity", "scope", "independence", "sufficiency")
READBACK_CLAUSES = ("entity", "scope", "shows")
REQUIRED_STAGES = ("s1", "s2", "s3")


def check_kinds(checker: Checker, c: ast.Contract, operators: Mapping[str, ast.Operator]) -> None:
    """Every requirement, effect and propagation contract of a file."""
    kinds = KindChecker(checker, operators)
    for r in c.requirements:
        kinds.requirement(r)
    for e in c.effects:
        kinds.effect(e)
    for p in c.propagations:
        kinds.propagation(p)


class KindChecker:
    """Checks the three kinds with the reporting and helpers of the main :class:`Checker`."""

    def __init__(self, checker: Checker, operators: Mapping[str, ast.Operator]) -> None:
        self.c = checker
        self.operators = operators

    # ---------------------------------------------------------- shared
    def _domain(self, ident: ast.Ident) -> ast.Domain | None:
        domain = self.c.domains.get(ident.name)
        if domain is None:
            self.c.report(
                "E103",
                f"unknown domain `{ident.name}`",
                ident.span,
                join_help(
                    suggest(ident.name, self.c.domains),
                    "declare the domain in this file or `import` the file that declares it",
                ),
            )
        return domain

    @staticmethod
    def _base(domain: ast.Domain, params: Mapping[str, Ty] | None = None) -> Scope:
        """``case`` (when the contract has params) and the domain's vocabularies."""
        base = Scope((("case", case_info(params)),)) if params is not None else Scope()
        for v in domain.vocabularies:
            base = base.with_var(v.name.name, VarInfo(Ty("list", item=TEXT)))
        return base

    def _pattern(self, pat: ast.Pattern, exprs: ExprChecker, scope: Scope) -> Scope:
        """Bind a pattern's event variable (its tools checked)."""
        kind: EventKind = "say"
        tool = None
        if pat.kind in ("call", "observe") and pat.tool is not None:
            tool = exprs.tool_sel(pat.tool, scope)
            kind = "call" if pat.kind == "call" else "observe"
        self.c.hiding(pat.var, scope)
        return scope.with_var(pat.var.name, VarInfo(EVENT, event=EventVar(kind, tool)))

    def _bindings(
        self, bindings: Sequence[ast.Let | ast.Given], exprs: ExprChecker, scope: Scope
    ) -> Scope:
        """``let`` and ``given`` in order, as in a use rule."""
        for b in bindings:
            self.c.hiding(b.name, scope)
            if isinstance(b, ast.Let):
                scope = scope.with_var(b.name.name, self.c.let_info(b, exprs, scope))
                continue
            btool = exprs.tool_sel(b.tool, scope) if b.tool is not None else None
            kind: EventKind = "call" if b.kind == "call" else "observe"
            if b.kind in ("say", "user", "system"):
                kind = "say" if b.kind == "say" else "user"
            inner = scope.with_var(b.name.name, VarInfo(EVENT, event=EventVar(kind, btool)))
            if b.where is not None:
                exprs.expect_bool(b.where, inner, "a `given`'s `where`")
            scope = inner
        return scope

    def _clauses(
        self,
        clauses: Sequence[ast.Clause],
        allowed: Sequence[str],
        required: Sequence[str],
        what: str,
        name: ast.Ident,
        help: str,
    ) -> None:
        """E304 for a required clause that is missing, E305 for a repeated one."""
        for kind in allowed:
            found = [c for c in clauses if c.kind == kind]
            if kind in required and not found:
                self.c.report(
                    "E304", f"{what} `{name.name}` has no `{kind}` clause", name.span, help
                )
            for c in found[1:]:
                self.c.report(
                    "E305",
                    f"duplicated `{kind}` clause in {what} `{name.name}`",
                    c.span,
                    "each clause is stated once; join conditions with `and`",
                )

    def _missing(self, what: str, name: ast.Ident, member: str, help: str) -> None:
        self.c.report("E323", f"{what} `{name.name}` has no {member}", name.span, help)

    # ---------------------------------------------------------- requirements
    def requirement(self, r: ast.Requirement) -> None:
        """A requirement: checkpoint pattern, bindings, evidence items (SafeActBench)."""
        domain = self._domain(r.domain)
        if not r.evidence:
            self._missing(
                "requirement",
                r.name,
                "evidence item",
                "declare at least one `evidence r: observe TOOL { entity ... }`: an action is "
                "supported when every required item was observed before it was issued",
            )
        self.c.unique((e.name for e in r.evidence), "evidence item")
        if domain is None:
            return
        exprs = ExprChecker(domain, self.c._report)
        scope = self._pattern(r.pattern, exprs, self._base(domain))
        if r.where is not None:
            exprs.expect_bool(r.where, scope, "a requirement's `where`")
        scope = self._bindings(r.bindings, exprs, scope)
        for ev in r.evidence:
            self.evidence(ev, domain, exprs, scope)

    def evidence(
        self, ev: ast.Evidence, domain: ast.Domain, exprs: ExprChecker, scope: Scope
    ) -> None:
        """One evidence item: an observation (bound to the action's entity) or a user message."""
        src = ev.source
        self.c.hiding(src.name, scope)
        tools: list[ast.Tool] = []
        if src.kind == "say":
            self.c.report(
                "E322",
                f"evidence drawn from an agent message (`{src.name.name}: say`)",
                src.span,
                "the agent's own statements establish nothing (SafeActBench: evidence comes from "
                "the interaction); use a tool observation `r: observe TOOL` or a user message "
                "`c: user`",
            )
            kind: EventKind = "say"
        elif src.kind == "user":
            kind = "user"
        else:
            assert src.tool is not None
            kind = "observe"
            if src.tool.kind in ("any", "param"):
                self.c.report(
                    "E321",
                    "an evidence item names its tools",
                    src.tool.span,
                    "write one tool or a set `(a | b)`: authority is checked per tool",
                )
            exprs.tool_sel(src.tool, scope)
            tools = [t for t in domain.tools if t.name.name in src.tool.static_names()]
        tool = tools[0] if len(tools) == 1 and src.tool and src.tool.kind == "name" else None
        scope = scope.with_var(src.name.name, VarInfo(EVENT, event=EventVar(kind, tool)))
        if len(ev.binders) > 3:
            self.c.report(
                "E319",
                f"evidence `{src.name.name}` binds {len(ev.binders)} variables; at most 3",
                ev.span,
                "move a condition into a quantifier",
            )
        for b in ev.binders:
            self.c.hiding(b.name, scope)
            v = exprs.iterable(b.iterable, scope)
            scope = scope.with_var(b.name.name, exprs.element(v))
        required = ("entity",) if src.kind == "observe" else ()
        self._clauses(
            ev.clauses,
            EVIDENCE_CLAUSES,
            required,
            "evidence",
            src.name,
            "an observation counts as evidence only when bound to the entity the action "
            "targets (SafeActBench's provenance binding): add `entity r.args.x == a.args.x`",
        )
        for c in ev.clauses:
            if c.kind == "authority":
                self.authority(c, src, tools, domain)
            elif c.expr is not None:
                exprs.expect_bool(c.expr, scope, f"the `{c.kind}` clause")
                if c.kind == "sufficiency":
                    self.using(c, domain)

    def authority(
        self, c: ast.Clause, src: ast.Source, tools: Sequence[ast.Tool], domain: ast.Domain
    ) -> None:
        """``authority r >= RANK``: the item's tools are ranked at least ``RANK``."""
        assert c.left is not None and c.right is not None
        if c.left.name != src.name.name or src.kind != "observe":
            self.c.report(
                "E318",
                f"`authority` names the observed item first, not `{c.left.name}`"
                if src.kind == "observe"
                else "a user message has no authority rank",
                c.left.span,
                f"write `authority {src.name.name} >= record`"
                if src.kind == "observe"
                else "remove the clause: authority ranks tools",
            )
            return
        ranks = [r.name for r in domain.ranks[0]] if domain.ranks else []
        if c.right.name not in ranks:
            self.c.report(
                "E107",
                f"undeclared authority rank `{c.right.name}`",
                c.right.span,
                join_help(
                    suggest(c.right.name, ranks),
                    "an evidence item's authority is compared with a rank: "
                    + ", ".join(f"`{r}`" for r in ranks),
                ),
            )
            return
        for t in tools:
            if not t.authority:
                self.c.report(
                    "E307",
                    f"source tool `{t.name.name}` declares no authority rank",
                    src.span,
                    "declare an `authority` rank for the tool in the domain",
                )
            elif ranks.index(t.authority[0].name) < ranks.index(c.right.name):
                self.c.report(
                    "E306",
                    f"source `{src.name.name}` (`{t.authority[0].name}`) is less authoritative "
                    f"than `{c.right.name}`",
                    c.span,
                    "observe a tool of at least that rank, or lower the required rank",
                )

    def using(self, c: ast.Clause, domain: ast.Domain) -> None:
        """Semantics named in ``using`` exist (E111)."""
        names = {s.name.name for s in domain.semantics}
        for u in c.using:
            if u.name not in names:
                self.c.report(
                    "E111",
                    f"unknown semantics `{u.name}`",
                    u.span,
                    join_help(suggest(u.name, names), "semantics are declared in the domain"),
                )

    # ---------------------------------------------------------- effects
    def effect(self, e: ast.Effect) -> None:
        """An effect contract: write tools, bindings, read-backs (entity, scope, shows)."""
        domain = self._domain(e.domain)
        if not e.readbacks:
            self._missing(
                "effect",
                e.name,
                "readback",
                "declare `readback r: observe TOOL { entity ... shows ... }`: the observation "
                "that shows whether the write took effect",
            )
        self.c.unique((rb.name for rb in e.readbacks), "readback")
        if domain is None:
            return
        exprs = ExprChecker(domain, self.c._report)
        sel = e.pattern.tool
        assert sel is not None
        if sel.kind in ("any", "param"):
            self.c.report(
                "E321",
                "an effect contract names its write tools",
                sel.span,
                "write one tool or a set `(a | b)` of tools that declare `writes`",
            )
        for ident in sel.names:
            tool = next((t for t in domain.tools if t.name.name == ident.name), None)
            if tool is not None and not tool.writes:
                self.c.report(
                    "E324",
                    f"`{ident.name}` declares no `writes`: it has no effect to read back",
                    ident.span,
                    "an effect contract checks a write tool; declare what the tool writes, or "
                    "name a tool that writes",
                )
        scope = self._pattern(e.pattern, exprs, self._base(domain))
        if e.where is not None:
            exprs.expect_bool(e.where, scope, "an effect's `where`")
        scope = self._bindings(e.bindings, exprs, scope)
        for rb in e.readbacks:
            self.c.hiding(rb.name, scope)
            if rb.tool.kind in ("any", "param"):
                self.c.report(
                    "E321",
                    "a readback names its tools",
                    rb.tool.span,
                    "write one tool or a set `(a | b)`",
                )
            tool = exprs.tool_sel(rb.tool, scope)
            inner = scope.with_var(rb.name.name, VarInfo(EVENT, event=EventVar("observe", tool)))
            self._clauses(
                rb.clauses,
                READBACK_CLAUSES,
                ("entity", "shows"),
                "readback",
                rb.name,
                "a readback states which observation reads the written entity (`entity`) and "
                "what it must show (`shows`)",
            )
            for c in rb.clauses:
                assert c.expr is not None
                exprs.expect_bool(c.expr, inner, f"the `{c.kind}` clause")

    # ---------------------------------------------------------- propagation
    def propagation(self, p: ast.Propagation) -> None:
        """A propagation contract: its fault (the operator's or its own) and its stages."""
        domain: ast.Domain | None = None
        op: ast.Operator | None = None
        where = f"propagation `{p.name.name}`"
        if p.operator is not None:
            op = self.operators.get(p.operator.name)
            if op is None:
                self.c.report(
                    "E115",
                    f"unknown operator `{p.operator.name}`",
                    p.operator.span,
                    join_help(
                        suggest(p.operator.name, self.operators),
                        "declare the operator in this file or `import` the file that declares it",
                    ),
                )
            else:
                domain = self.c.domains.get(op.domain.name)
            for members, what in ((p.params, "params"), (p.faults, "fault")):
                for m in members:
                    span = m.span if isinstance(m, ast.Fault) else (m[0].span if m else p.span)
                    self.c.report(
                        "E325",
                        f"{where} declares its own `{what}` but takes its fault from "
                        f"`{p.operator.name}`",
                        span,
                        f"remove it (the operator's `{what}` is used), or write "
                        f"`propagation {p.name.name} in DOMAIN` with its own fault",
                    )
        elif p.domain is not None:
            domain = self._domain(p.domain)
            self.c.at_most_once([x[0].span if x else p.span for x in p.params], "params", where)
            self.c.at_most_once([f.span for f in p.faults], "fault", where)
            if not p.faults:
                self.c.report(
                    "E310",
                    f"{where} has no `fault`",
                    p.name.span,
                    "a propagation contract `in` a domain declares its fault (Definition 3.1); "
                    "or write `propagation NAME of OPERATOR`",
                )
        self._stage_names(p)
        if domain is None:
            return
        exprs = ExprChecker(domain, self.c._report)
        scope = self.fault_scope(p, op, domain, exprs)
        self.c.outer = frozenset(scope.all_names())
        for st in p.stages:
            inner = self._pattern(st.pattern, exprs, scope)
            inner = self._bindings(st.bindings, exprs, inner)
            exprs.expect_bool(st.where, inner, "a stage's `where`")
        self.c.outer = frozenset()

    def _stage_names(self, p: ast.Propagation) -> None:
        seen: set[str] = set()
        for st in p.stages:
            if not self.c.word(st.name, ast.STAGES, "stage"):
                continue
            if st.name.name in seen:
                self.c.report(
                    "E311",
                    f"duplicated `stage {st.name.name}` in propagation `{p.name.name}`",
                    st.span,
                    "each stage is stated once; join conditions with `or`",
                )
            seen.add(st.name.name)
        for name in REQUIRED_STAGES:
            if name not in seen:
                self._missing(
                    "propagation",
                    p.name,
                    f"`stage {name}`",
                    "a propagation contract states s1 (the agent's observation carries the "
                    "fault), s2 (a later call carries it) and s3 (the final answer carries it)",
                )

    def fault_scope(
        self,
        p: ast.Propagation,
        op: ast.Operator | None,
        domain: ast.Domain,
        exprs: ExprChecker,
    ) -> Scope:
        """``case``, vocabularies, the fault variable and the lets (the operator's, then the
        contract's own) as a stage sees them; an operator's parts are checked silently (its own
        file reports their problems)."""
        from sscb_dsl.language.check import Checker

        source = op if op is not None else p
        params: dict[str, Ty] = {}
        for f in source.params[0] if source.params else ():
            params.setdefault(f.name.name, type_of(f.type))
        base = self._base(domain, params)
        fault = source.faults[0] if source.faults else None
        checker = self.c
        if op is not None:  # already checked where it is declared
            checker = Checker(self.c.file, self.c.domains)
        fexprs = ExprChecker(domain, checker._report)
        scope = base
        if fault is not None:
            checker.hiding(fault.name, base)
            scope = checker.fault(fault, domain, fexprs, base)
        lets = (*(op.lets if op is not None else ()), *p.lets)
        for let in lets:
            own = op is None or let in p.lets
            which = self.c if own else checker
            which.hiding(let.name, scope)
            info = which.let_info(let, exprs if own else fexprs, scope)
            scope = scope.with_var(let.name.name, info)
        return scope
