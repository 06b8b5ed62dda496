"""Check: the static rules of the contract language, collecting every diagnostic.

Stage three of the pipeline (text -> tree -> rule objects -> **check**). Names and resolution
are E1xx, types E2xx (in ``check_expr``), contract structure and the evidential rules of
Definition 3.4 E3xx, warnings W4xx; every code is documented in ``docs/diagnostics.md``.
The checker never stops at the first finding and never raises on a well-built contract.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.check_expr import (
    ANY,
    EVENT,
    SCALARS,
    TEXT,
    EventKind,
    EventVar,
    ExprChecker,
    Scope,
    Ty,
    VarInfo,
    case_info,
    compatible,
    join_help,
    listing,
    suggest,
    type_of,
)
from sscb_dsl.language.cost import cost_diagnostics
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import MAX_DIAGNOSTICS, too_deep, too_many

VISIBILITY = ("policy", "tool_schema", "observation", "evaluator")
STRUCTURES = ("co_delivered", "cross_record", "readback")
PERSISTENCE = ("once", "persistent")
KEEP = ("acknowledgement",)
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


MAX_JOIN = 3
"""The widest join a relation may declare (sources, and separately binders)."""

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


class Checker:
    """Checks one contract against the domains it can see; ``diagnostics`` collects findings."""

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

    # ---------------------------------------------------------- fault
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

    # ---------------------------------------------------------- relations
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


class _TooMany(Exception):
    """Raised by :meth:`Checker.report` to stop checking a file with too many problems."""
