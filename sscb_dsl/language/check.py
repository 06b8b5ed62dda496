"""Check: the static rules of the contract language, collecting every diagnostic.

Stage three of the pipeline (text -> tree -> rule objects -> **check**). Names and resolution
are E1xx, types E2xx (in ``check_expr``), contract structure and the evidential rules of
Definition 3.4 E3xx, warnings W4xx; every code is documented in ``docs/diagnostics.md``.
The checker never stops at the first finding and never raises on a well-built contract.
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.check_base import _TooMany
from sscb_dsl.language.check_expr import ExprChecker
from sscb_dsl.language.check_fault import FaultChecks
from sscb_dsl.language.check_help import join_help, listing, suggest
from sscb_dsl.language.check_relation import RelationChecks
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
from sscb_dsl.language.cost import cost_diagnostics
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import too_deep, too_many

VISIBILITY = ("policy", "tool_schema", "observation", "evaluator")
STRUCTURES = ("co_delivered", "cross_record", "readback")
USE_VERDICTS = (
    "faulty",
    "correct",
    "qualified",
    "verify",
    "enumerate",
    "not_dependent",
    "unresolved",
)
STANCE_VERDICTS = ("endorse", "no_longer_endorse", "none", "unresolved")

MAX_PHRASE = 200
"""The longest phrase a vocabulary may hold (characters)."""

LANGUAGE_VERSIONS = (1, 2)
"""The language versions this sscb reads (a file without a header is the latest)."""


def language2_features(c: ast.Contract) -> list[tuple[str, ast.Span]]:
    """What a file uses of language 2 (``let``, ``given``, ...), each with a position."""
    found: list[tuple[str, ast.Span]] = []

    def walk(node: object) -> None:
        if isinstance(node, tuple):
            for x in node:
                walk(x)
            return
        if not attrs.has(type(node)):
            return
        what = _FEATURES.get(type(node))
        if isinstance(node, ast.ToolSel) and node.kind != "name":
            what = "a tool set, `any` or a tool parameter"
        elif isinstance(node, ast.StateRef) and node.field_expr is not None:
            what = "a computed field `.(...)`"
        elif isinstance(node, ast.Pattern) and node.kind == "say_last":
            what = "`say last`"
        elif isinstance(node, ast.Fault) and node.kind == "arg":
            what = "an argument fault"
        if what is not None:
            found.append((what, getattr(node, "span", ast.NOSPAN)))
        for f in attrs.fields(type(node)):  # type: ignore[arg-type]
            if f.name != "span":
                walk(getattr(node, f.name))

    walk(c.domains)
    walk(c.operators)
    walk(c.requirements)
    walk(c.effects)
    walk(c.propagations)
    for d in c.domains:
        for ranks in d.ranks:
            if len(ranks) == 1:
                found.append(("a single-rank `ranks` line", ranks[0].span))
    return sorted(found, key=lambda f: (f[1].line, f[1].column))


_FEATURES: dict[type, str] = {
    ast.Let: "`let`",
    ast.Given: "`given`",
    ast.Exists: "`exists`",
    ast.Arith: "arithmetic",
    ast.Neg: "arithmetic",
    ast.Vocabulary: "`vocabulary`",
    ast.WrittenField: "`suppress write call.field`",
    ast.Requirement: "`requirement`",
    ast.Effect: "`effect`",
    ast.Propagation: "`propagation`",
}


class Checker(FaultChecks, RelationChecks):
    """Checks one contract against the domains it can see; ``diagnostics`` collects findings.

    The shared helpers are in check_base.py, the fault's checks in check_fault.py and a
    relation's in check_relation.py; the contract, its domains, operators and rules are here."""

    # ---------------------------------------------------------- contract
    def contract(self, c: ast.Contract) -> None:
        """Check every domain and operator of a file."""
        if c.version is not None and c.version not in LANGUAGE_VERSIONS:
            self.report(
                "E004",
                f"unknown language version `sscb {c.version}`",
                c.span if not c.domains and not c.operators else ast.Span(1, 1, 1, 1),
                "this sscb reads `sscb 1` and `sscb 2`",
            )
        if c.version == 1:
            for what, span in language2_features(c)[:20]:
                self.report(
                    "E005",
                    f"{what} is language 2, and this file is `sscb 1`",
                    span,
                    "change the header to `sscb 2` (or run `sscb fmt --upgrade`)",
                )
        self.unique((d.name for d in c.domains), "domain")
        self.unique((o.name for o in c.operators), "operator")
        kinds: list[ast.Requirement | ast.Effect | ast.Propagation] = [
            *c.requirements,
            *c.effects,
            *c.propagations,
        ]
        seen = {o.name.name for o in c.operators}
        for k in kinds:  # records name their contract: one name, one contract
            if k.name.name in seen:
                self.report(
                    "E104",
                    f"duplicate contract `{k.name.name}`",
                    k.name.span,
                    "operators, requirements, effects and propagations share one namespace",
                )
            seen.add(k.name.name)
        for d in c.domains:
            self.domain(d)
        for o in c.operators:
            self.operator(o)
        if kinds:
            from sscb_dsl.language.check_kinds import check_kinds

            check_kinds(self, c, {**self.operators, **{o.name.name: o for o in c.operators}})

    # ---------------------------------------------------------- domains
    def domain(self, d: ast.Domain) -> None:
        """Ranks, entities, semantics and tools of a domain (Definition 3.4's vocabulary)."""
        self.at_most_once([r[0].span for r in d.ranks], "ranks", f"domain `{d.name.name}`")
        for rank_line in d.ranks[:1]:
            self.unique(rank_line, "rank")
        self.unique((e.name for e in d.entities), "entity")
        self.unique((s.name for s in d.semantics), "semantics")
        self.unique((t.name for t in d.tools), "tool")
        self.unique((v.name for v in d.vocabularies), "vocabulary")
        for vocab in d.vocabularies:
            self.vocabulary(vocab)
        for e in d.entities:
            self.check_type(e.key)
        for s in d.semantics:
            for v in s.visible:
                self.word(v, VISIBILITY, "visibility")
            self.unique(s.visible, "visibility")
        ranks = [r.name for r in d.ranks[0]] if d.ranks else []
        exprs = ExprChecker(d, self._report)
        for t in d.tools:
            self.fields(t.args, "argument")
            where = f"tool `{t.name.name}`"
            self.at_most_once([a.span for a in t.authority], "authority", where)
            self.at_most_once([r.span for r in t.result], "result", where)
            for a in t.authority[:1]:
                if a.name not in ranks:
                    self.report(
                        "E107",
                        f"undeclared authority rank `{a.name}`",
                        a.span,
                        join_help(
                            suggest(a.name, ranks),
                            "declared ranks: " + listing(ranks)
                            if ranks
                            else "declare the ranks first: `ranks low < high`",
                        ),
                    )
            for r in t.result:
                self.check_type(r)
            scope = Scope(tuple((a.name.name, VarInfo(type_of(a.type))) for a in t.args))
            for ref in (*t.reads, *t.writes):
                exprs.state_ref(ref, scope)

    def vocabulary(self, v: ast.Vocabulary) -> None:
        """E114 for an empty vocabulary or a phrase that is blank or too long."""
        if not v.phrases:
            self.report(
                "E114",
                f"vocabulary `{v.name.name}` is empty",
                v.span,
                'list at least one phrase: `vocabulary name ["a phrase", "another"]`',
            )
        for phrase in v.phrases:
            if not phrase.strip() or len(phrase) > MAX_PHRASE:
                self.report(
                    "E114",
                    f"vocabulary `{v.name.name}` holds a phrase that is blank or longer than "
                    f"{MAX_PHRASE} characters",
                    v.span,
                    "a phrase is a few literal words the text built-ins look for",
                )

    # ---------------------------------------------------------- operators
    def operator(self, o: ast.Operator) -> None:
        """An operator: structure, params, target, fault, relations, rules."""
        where = f"operator `{o.name.name}`"
        self.at_most_once([s.span for s in o.structure], "structure", where)
        for s in o.structure[:1]:
            self.word(s, STRUCTURES, "structure")
        self.at_most_once([p[0].span if p else o.span for p in o.params], "params", where)
        for p in o.params:
            self.fields(p, "parameter")
        self.at_most_once([t.span for t in o.target], "target", where)
        self.at_most_once([f.span for f in o.faults], "fault", where)
        for what, items in (("target", o.target), ("fault", o.faults)):
            if not items:
                self.report(
                    "E310",
                    f"{where} has no `{what}`",
                    o.name.span,
                    f"an operator declares exactly one `{what}` (Definition 3.1)",
                )
        if not o.relations:
            self.report(
                "E308",
                f"{where} has no counterevidence relation",
                o.name.span,
                "declare at least one `counterevidence name(r: observe TOOL) { ... }` "
                "(Definition 3.4)",
            )
        if not o.uses:
            self.report(
                "E309",
                f"{where} has no use rule",
                o.name.span,
                "declare at least one `use name: call TOOL u { ... }` or `use name: say m { ... }` "
                "(Definitions 3.2-3.3)",
            )
        if not o.stances:
            self.report(
                "W401",
                f"{where} has no stance rule",
                o.name.span,
                "without one the terminal stance (Y_end) of adopted runs is never decided",
                severity="warning",
            )
        self.unique((r.name for r in o.relations), "relation")
        self.unique((r.name for r in (*o.uses, *o.stances)), "rule")

        domain = self.domains.get(o.domain.name)
        if domain is None:
            self.report(
                "E103",
                f"unknown domain `{o.domain.name}`",
                o.domain.span,
                join_help(
                    suggest(o.domain.name, self.domains),
                    "declare the domain in this file or `import` the file that declares it",
                ),
            )
            return
        exprs = ExprChecker(domain, self._report)
        params: dict[str, Ty] = {}
        for f in o.params[0] if o.params else ():
            params.setdefault(f.name.name, type_of(f.type))
        case = case_info(params)
        base = Scope((("case", case),))
        for v in domain.vocabularies:
            base = base.with_var(v.name.name, VarInfo(Ty("list", item=TEXT)))
        for t in o.target:
            exprs.state_ref(t, base)
        fault = o.faults[0] if o.faults else None
        fault_scope = base
        if fault is not None:
            self.hiding(fault.name, base)
            fault_scope = self.fault(fault, domain, exprs, base)
        for let in o.lets:
            self.hiding(let.name, fault_scope)
            fault_scope = fault_scope.with_var(
                let.name.name, self.let_info(let, exprs, fault_scope)
            )
        self.outer = frozenset(fault_scope.all_names())
        for r in o.relations:
            self.relation(r, domain, exprs, fault_scope, fault)
        for rule in (*o.uses, *o.stances):
            self.rule(rule, domain, exprs, fault_scope)
        self.outer = frozenset()
        self.diagnostics.extend(cost_diagnostics(o, domain, self.file))

    # ---------------------------------------------------------- rules
    def rule(self, rule: ast.Rule, domain: ast.Domain, exprs: ExprChecker, scope: Scope) -> None:
        """A use or stance rule: pattern, ``where`` filter, arms with known verdicts."""
        pat = rule.pattern
        if pat.kind == "call":
            assert pat.tool is not None
            tool = exprs.tool_sel(pat.tool, scope)
            ev = EventVar("call", tool)
        else:
            ev = EventVar("say", None)
        self.hiding(pat.var, scope)
        scope = scope.with_var(pat.var.name, VarInfo(EVENT, event=ev))
        for b in rule.bindings:
            self.hiding(b.name, scope)
            if isinstance(b, ast.Let):
                scope = scope.with_var(b.name.name, self.let_info(b, exprs, scope))
                continue
            btool = exprs.tool_sel(b.tool, scope) if b.tool is not None else None
            kind: EventKind = "call" if b.kind == "call" else "observe"
            if b.kind in ("say", "user", "system"):
                kind = "say" if b.kind == "say" else "user"
            inner = scope.with_var(b.name.name, VarInfo(EVENT, event=EventVar(kind, btool)))
            if b.where is not None:
                exprs.expect_bool(b.where, inner, "a `given`'s `where`")
            scope = inner
        if rule.where is not None:
            exprs.expect_bool(rule.where, scope, "a rule's `where`")
        allowed = USE_VERDICTS if rule.kind == "use" else STANCE_VERDICTS
        for k, arm in enumerate(rule.arms):
            self.word(arm.verdict, allowed, f"{rule.kind} verdict")
            if arm.cond is None:
                if k != len(rule.arms) - 1:
                    self.report(
                        "E317",
                        "`otherwise` must be the last arm",
                        arm.span,
                        "arms are tried in order; arms after `otherwise` are never reached",
                    )
            else:
                exprs.expect_bool(arm.cond, scope, "an arm's condition")


def check_contract(
    contract: ast.Contract,
    domains: Mapping[str, ast.Domain],
    file: str = "<input>",
    operators: Mapping[str, ast.Operator] | None = None,
) -> list[Diagnostic]:
    """All diagnostics for ``contract``; ``domains`` (and ``operators``, for propagation
    contracts ``of`` an operator) are those it can see (own and imported)."""
    deep = too_deep(contract, file)
    if deep:  # built by hand, not parsed (the front end rejects these): nothing recurses on it
        return deep
    checker = Checker(file, domains, operators)
    try:
        checker.contract(contract)
    except _TooMany:  # a hostile file: stop, so that checking it stays cheap
        found = sorted(checker.diagnostics, key=lambda d: (d.span.line, d.span.column))
        return [*found, too_many(found[-1].span, file)]
    return sorted(
        checker.diagnostics, key=lambda d: (d.span.line, d.span.column, d.code, d.message)
    )
