"""Check expressions: scopes, paths into events, types, and evaluator-only taint.

``check`` builds a :class:`Scope` for each place an expression may appear (fault clauses,
relations, use/stance rules) and calls :meth:`ExprChecker.infer`, which returns the static type of
an expression together with what the checker needs beyond the type: whether the value derives
from evaluator-only knowledge (Definition 3.4: evaluator-only knowledge does not contribute to
sufficiency) and whether it is a path rooted at an event (for ``unaltered``). The types and
scopes are in check_types.py, the help texts' wording in check_help.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.builtins import BUILTINS
from sscb_dsl.language.check_help import join_help, listing, name_span, suggest
from sscb_dsl.language.check_types import (
    ANY,
    BOOL,
    DATE,
    DURATION,
    EVENT,
    MONEY,
    NULL,
    NUMBER,
    ORDERED,
    TEXT,
    TEXTLIKE,
    EventKind,
    EventVar,
    Scope,
    Ty,
    Val,
    VarInfo,
    accepts,
    compatible,
    object_of,
    type_of,
)

# ---------------------------------------------------------------- checker

Report = Callable[[str, str, ast.Span, str], None]


class ExprChecker:
    """Infers expression types within one domain, reporting through ``report``.

    ``sufficiency`` switches on the evaluator-only check (E301): every ``case`` path, fault
    ``original``, hidden-state read or tainted variable used there is reported at its span.
    """

    def __init__(
        self,
        domain: ast.Domain | None,
        report: Report,
        sufficiency: bool = False,
        relation: bool = False,
    ) -> None:
        self.domain = domain
        self.report = report
        self.sufficiency = sufficiency
        self.relation = relation
        self.entities = {e.name.name for e in domain.entities} if domain else set()

    def with_sufficiency(self, on: bool) -> ExprChecker:
        """A checker sharing the domain and reporter, with the sufficiency mode set."""
        return ExprChecker(self.domain, self.report, on, self.relation)

    def in_relation(self) -> ExprChecker:
        """A checker for a counterevidence relation's clauses (no ``exists``: one pass)."""
        return ExprChecker(self.domain, self.report, self.sufficiency, True)

    def tool_sel(self, sel: ast.ToolSel, scope: Scope) -> ast.Tool | None:
        """Check a tool selector (E105 unknown tool, E109/E214 bad parameter); the one tool it
        names when that is known statically (its args and result then type the event)."""
        tools = {t.name.name: t for t in self.domain.tools} if self.domain else {}
        names: list[ast.Ident] = list(sel.names)
        if sel.kind == "param" and sel.param is not None:
            case = scope.get("case")
            t = case.type.field(sel.param.name) if case is not None else None
            if t is None:
                fields = [n for n, _ in case.type.fields] if case is not None else []
                self.report(
                    "E109",
                    f"unknown case parameter `{sel.param.name}`",
                    sel.param.span,
                    join_help(suggest(sel.param.name, fields), "declare it in `params`"),
                )
                return None
            if t.kind == "enum":
                names = [ast.Ident(v, sel.param.span) for v in t.values]
            elif t.kind not in ("text", "id", "any"):
                self.report(
                    "E214",
                    f"a tool parameter must be text or an enum of tool names, not `{t.show()}`",
                    sel.param.span,
                    "declare it `tool: text` (checked per run) or `tool: enum(a, b)`",
                )
                return None
        found: list[ast.Tool] = []
        for n in names:
            tool = tools.get(n.name)
            if tool is None and self.domain is not None:
                self.report(
                    "E105",
                    f"unknown tool `{n.name}` in domain `{self.domain.name.name}`",
                    n.span,
                    suggest(n.name, tools) or "tools are declared in the domain",
                )
            elif tool is not None:
                found.append(tool)
        return found[0] if sel.kind == "name" and found else None

    # ---------------------------------------------------------- helpers
    def expect_bool(self, e: ast.Expr, scope: Scope, what: str) -> Val:
        """Infer ``e`` and report E206 unless it is boolean."""
        v = self.infer(e, scope)
        if v.type.kind not in ("bool", "any"):
            self.report(
                "E206",
                f"{what} must be a condition, found a value of type `{v.type.show()}`",
                e.span,
                "compare it with `==`, `in`, or use a predicate such as `mentions(...)`",
            )
        return v

    def event_ident(self, ident: ast.Ident, scope: Scope, what: str) -> VarInfo | None:
        """Resolve a name that must be an event variable (E108 unknown, E207 not an event)."""
        info = scope.get(ident.name)
        if info is None:
            self.unknown_var(ident.name, ident.span, scope)
            return None
        if info.event is None:
            self.report(
                "E207",
                f"{what} takes event variables, and `{ident.name}` is not one",
                ident.span,
                "name the fault, a relation source, or the rule's pattern variable",
            )
            return None
        return info

    def unknown_var(self, name: str, span: ast.Span, scope: Scope) -> None:
        """Report E108 with a did-you-mean over the visible names."""
        self.report(
            "E108",
            f"unknown name `{name}`",
            span,
            join_help(
                suggest(name, scope.all_names()),
                "visible here: " + listing(scope.all_names()),
            ),
        )

    def state_ref(self, s: ast.StateRef, scope: Scope) -> None:
        """Check ``entity(key).field``: the entity is declared (E106), the key well-formed."""
        if self.domain is not None and s.entity.name not in self.entities:
            self.report(
                "E106",
                f"unknown entity `{s.entity.name}`",
                s.entity.span,
                join_help(
                    suggest(s.entity.name, self.entities), "entities are declared in the domain"
                ),
            )
        self.infer(s.key, scope)
        if s.field_expr is not None:
            self.field_name(s.field_expr, scope)

    def field_name(self, e: ast.Expr, scope: Scope) -> None:
        """A computed field name (``.(case.field)``) must be text (E205)."""
        t = self.infer(e, scope).type
        if not (t.kind in TEXTLIKE or t.kind == "any"):
            self.report(
                "E205",
                f"a field name is text, found `{t.show()}`",
                e.span,
                "write `.(case.field)` with a text parameter, or a literal field `.name`",
            )

    # ---------------------------------------------------------- inference
    def infer(self, e: ast.Expr, scope: Scope) -> Val:
        """The static type of ``e`` in ``scope``; reports problems and returns ``any`` for them."""
        if isinstance(e, ast.Literal):
            v = e.value
            if v is None:
                return Val(NULL)
            if isinstance(v, bool):
                return Val(BOOL)
            if isinstance(v, str):
                return Val(TEXT)
            return Val(NUMBER)
        if isinstance(e, ast.Var):
            return self._var(e, scope)
        if isinstance(e, ast.Attr):
            return self._attr(e, scope)
        if isinstance(e, ast.Index):
            return self._index(e, scope)
        if isinstance(e, ast.Call):
            return self._call(e, scope)
        if isinstance(e, ast.Quant):
            return self._quant(e, scope)
        if isinstance(e, ast.ListLit):
            items = [self.infer(i, scope) for i in e.items]
            item = items[0].type if items else ANY
            return Val(Ty("list", item=item), _first_taint(items))
        if isinstance(e, ast.Compare):
            return self._compare(e, scope)
        if isinstance(e, ast.Member):
            return self._member(e, scope)
        if isinstance(e, ast.Order):
            left, right = _event_name(e.left), _event_name(e.right)
            for side, name in ((e.left, left), (e.right, right)):
                if name is None:
                    self.infer(side, scope)
                    self.report(
                        "E207",
                        f"`{e.op}` takes event variables",
                        side.span,
                        "order two events, e.g. `r after f`; compare values with `<` or `>`",
                    )
                else:
                    self.event_ident(ast.Ident(name, side.span), scope, f"`{e.op}`")
            return Val(BOOL)
        if isinstance(e, ast.NoWriteBetween):
            self.event_ident(e.start, scope, "`no write ... between`")
            self.event_ident(e.end, scope, "`no write ... between`")
            self.state_ref(e.state, scope)
            self._written(e.state)
            return Val(BOOL)
        if isinstance(e, ast.Unaltered):
            t = self.infer(e.target, scope)
            if not (t.rooted or t.event):
                self.report(
                    "E208",
                    "`unaltered` takes an event or a value inside one",
                    e.target.span,
                    "write `r unaltered` or `r.result.field unaltered` for an event variable `r`",
                )
            return Val(BOOL, t.taint)
        if isinstance(e, ast.SameEvent):
            self.event_ident(e.left, scope, "`is`")
            self.event_ident(e.right, scope, "`is`")
            return Val(BOOL)
        if isinstance(e, ast.Arith):
            return self._arith(e, scope)
        if isinstance(e, ast.Neg):
            neg = self.infer(e.operand, scope)
            if neg.type.kind not in ("number", "money", "duration", "any"):
                self.report(
                    "E213",
                    f"cannot negate a `{neg.type.show()}` value",
                    e.span,
                    "`-x` takes a number, money or a day count",
                )
                return Val(ANY, neg.taint)
            return Val(neg.type, neg.taint)
        if isinstance(e, ast.Exists):
            return self._exists(e, scope)
        if isinstance(e, (ast.And, ast.Or)):
            word = "and" if isinstance(e, ast.And) else "or"
            parts = [self.expect_bool(o, scope, f"an operand of `{word}`") for o in e.operands]
            return Val(BOOL, _first_taint(parts))
        assert isinstance(e, ast.Not)
        a = self.expect_bool(e.operand, scope, "the operand of `not`")
        return Val(BOOL, a.taint)

    def _arith(self, e: ast.Arith, scope: Scope) -> Val:
        """``+``/``-``: numbers and money add; a date moves by ``days(n)``; two dates differ by a
        number of days. Anything else is E213."""
        a, b = self.infer(e.left, scope), self.infer(e.right, scope)
        taint = a.taint or b.taint
        ka, kb = a.type.kind, b.type.kind
        if "any" in (ka, kb):
            other = b.type if ka == "any" else a.type
            if other.kind in ("date", "duration"):
                return Val(ANY, taint)  # untyped +/- days(n) may be a date or a day count
            return Val(other if other.kind in ("number", "money") else ANY, taint)
        numeric = {"number", "money"}
        if ka in numeric and kb in numeric:
            return Val(MONEY if "money" in (ka, kb) else NUMBER, taint)
        if ka == "date" and kb == "duration":
            return Val(DATE, taint)
        if ka == "duration" and kb == "date" and e.op == "+":
            return Val(DATE, taint)
        if ka == "date" and kb == "date" and e.op == "-":
            return Val(NUMBER, taint)
        if ka == "duration" and kb == "duration":
            return Val(DURATION, taint)
        word = "add" if e.op == "+" else "subtract"
        self.report(
            "E213",
            f"cannot {word} `{b.type.show()}` {'to' if e.op == '+' else 'from'} `{a.type.show()}`",
            e.span,
            "numbers and money add and subtract; a date moves by `days(n)`; "
            "`date(a) - date(b)` is a number of days; normalise text with `date(...)` or "
            "`money(...)` first",
        )
        return Val(ANY, taint)

    def _exists(self, e: ast.Exists, scope: Scope) -> Val:
        """``exists(c: KIND TOOLS before u where cond)`` in a rule (never in counterevidence)."""
        if self.relation:
            self.report(
                "E320",
                "`exists` is not allowed in a counterevidence relation",
                e.span,
                "a relation joins the observations it names: add a source `o: observe TOOL`",
            )
        tool = self.tool_sel(e.tool, scope) if e.tool is not None else None
        if e.anchor is not None:
            self.event_ident(e.anchor, scope, f"`exists ... {e.order}`")
        if scope.get(e.var.name) is not None:
            self.report(
                "E104",
                f"duplicate name `{e.var.name}`",
                e.var.span,
                "the `exists` variable hides a name already in scope; rename it",
            )
        kind: EventKind = "observe" if e.kind == "observe" else _history_kind(e.kind)
        inner = scope.with_var(e.var.name, VarInfo(EVENT, event=EventVar(kind, tool)))
        taint = None
        if e.where is not None:
            taint = self.expect_bool(e.where, inner, "the condition of `exists`").taint
        return Val(BOOL, taint)

    def _written(self, s: ast.StateRef) -> None:
        if self.domain is None or s.entity.name not in self.entities:
            return
        field = s.field.name if s.field else None
        for tool in self.domain.tools:
            for w in tool.writes:
                if w.entity.name == s.entity.name and (
                    w.field is None or field is None or w.field.name == field
                ):
                    return
        shown = s.entity.name + (f"(...).{field}" if field else "(...)")
        written = sorted(
            {
                w.entity.name + (f"(...).{w.field.name}" if w.field else "(...)")
                for t in self.domain.tools
                for w in t.writes
            }
        )
        self.report(
            "E316",
            f"a no write between naming a state no tool writes: `{shown}`",
            s.span,
            join_help(
                suggest(shown, written),
                "the condition would always hold; name a state some tool `writes`",
            ),
        )

    def _var(self, e: ast.Var, scope: Scope) -> Val:
        info = scope.get(e.name)
        if info is None:
            self.unknown_var(e.name, e.span, scope)
            return Val(ANY)
        if info.taint and self.sufficiency:
            self.report(
                "E301",
                f"sufficiency depends on evaluator-only value `{info.taint}` through `{e.name}`",
                e.span,
                "evaluator-only knowledge does not contribute to sufficiency (Definition 3.4); "
                "bind the variable from an observation instead",
            )
        return Val(
            info.type,
            info.taint,
            rooted=info.rooted or info.event is not None,
            event=e.name if info.event is not None else None,
        )

    def _attr(self, e: ast.Attr, scope: Scope) -> Val:
        if isinstance(e.obj, ast.Var):
            info = scope.get(e.obj.name)
            if info is not None and info.is_case:
                return self._case_attr(e, info)
            if info is not None and info.event is not None:
                return self._event_attr(e, e.obj.name, info.event, info)
        base = self.infer(e.obj, scope)
        return Val(self._field(base.type, e.name, name_span(e)), base.taint, base.rooted)

    def _case_attr(self, e: ast.Attr, info: VarInfo) -> Val:
        text = f"case.{e.name}"
        if self.sufficiency:
            self.report(
                "E301",
                f"sufficiency depends on evaluator-only value `{text}`",
                e.span,
                "case parameters are the evaluator's knowledge, not the agent's (Definition 3.4); "
                "state the contradiction with values the agent observed",
            )
        t = info.type.field(e.name)
        if t is None:
            names = [n for n, _ in info.type.fields]
            self.report(
                "E109",
                f"unknown case parameter `{e.name}`",
                name_span(e),
                join_help(suggest(e.name, names), "declare it in the operator's `params`"),
            )
            t = ANY
        return Val(t, text)

    def _event_attr(self, e: ast.Attr, var: str, ev: EventVar, info: VarInfo) -> Val:
        fields: dict[str, Ty]
        if ev.kind in ("say", "user"):
            fields = {"text": TEXT, "step": NUMBER, "issued": NUMBER}
        else:
            tool = ev.tool
            args = object_of(tool.args) if tool else ANY
            result = type_of(tool.result[0]) if tool and tool.result else ANY
            fields = {
                "args": args,
                "result": result,
                "text": TEXT,
                "step": NUMBER,
                "issued": NUMBER,
                "error": TEXT,
                "failed": BOOL,
                "error_text": TEXT,
            }
            if ev.is_fault:
                fields["value"] = ev.value_type
                fields["original"] = ev.value_type
        t = fields.get(e.name)
        if t is None:
            self.report(
                "E109",
                f"unknown field `{e.name}` of event `{var}`",
                name_span(e),
                join_help(
                    suggest(e.name, fields),
                    "an event has " + listing(fields),
                ),
            )
            return Val(ANY, info.taint, rooted=True)
        if e.name == "original":
            text = f"{var}.original"
            if self.sufficiency:
                self.report(
                    "E301",
                    f"sufficiency depends on evaluator-only value `{text}`",
                    e.span,
                    "the intervention's original value is evaluator-only (Definition 3.4); "
                    "contradict the delivered value `" + var + ".value` with observed values",
                )
            return Val(t, text, rooted=True)
        return Val(t, info.taint, rooted=True)

    def _field(self, t: Ty, name: str, span: ast.Span) -> Ty:
        if t.kind == "any":
            return ANY
        if t.kind == "object":
            ft = t.field(name)
            if ft is not None:
                return ft
            names = [n for n, _ in t.fields]
            self.report(
                "E109",
                f"unknown field `{name}`",
                span,
                join_help(
                    suggest(name, names),
                    "fields here: " + listing(names) if names else "the type declares no fields",
                ),
            )
            return ANY
        hint = (
            f'a map is indexed by key: `[".."]`, not `.{name}`'
            if t.kind == "map"
            else f"a value of type `{t.show()}` has no fields"
        )
        self.report("E109", f"unknown field `{name}` of a `{t.show()}` value", span, hint)
        return ANY

    def _index(self, e: ast.Index, scope: Scope) -> Val:
        base = self.infer(e.obj, scope)
        idx = self.infer(e.index, scope)
        taint = base.taint or idx.taint
        t = base.type
        if t.kind == "any":
            return Val(ANY, taint, base.rooted)
        if t.kind == "list":
            if idx.type.kind not in ("number", "any"):
                self.report(
                    "E209",
                    f"a list is indexed by a number, not a `{idx.type.show()}`",
                    e.index.span,
                    "use `[0]` for the first element, or `lookup(list, field, value)`",
                )
            return Val(t.item or ANY, taint, base.rooted)
        if t.kind == "object" and idx.type.kind in (*TEXTLIKE, "any"):
            key = e.index.value if isinstance(e.index, ast.Literal) else None
            found = t.field(key) if isinstance(key, str) else None
            return Val(found or ANY, taint, base.rooted)
        if t.kind == "map":
            if not (idx.type.kind in TEXTLIKE or idx.type.kind == "any"):
                self.report(
                    "E209",
                    f"a map is indexed by text, not a `{idx.type.show()}`",
                    e.index.span,
                    'index a map with a key, e.g. `["key"]`',
                )
            return Val(t.item or ANY, taint, base.rooted)
        self.report(
            "E209",
            f"a `{t.show()}` value cannot be indexed",
            e.span,
            "lists take `[number]`; maps and objects take `[text]`",
        )
        return Val(ANY, taint, base.rooted)

    def _call(self, e: ast.Call, scope: Scope) -> Val:
        name = e.func.name
        args = [self.infer(a, scope) for a in e.args]
        taint = _first_taint(args)
        builtin = BUILTINS.get(name)
        if builtin is None:
            if name in self.entities:
                if self.sufficiency:
                    self.report(
                        "E301",
                        f"sufficiency depends on hidden state `{name}(...)`",
                        e.span,
                        "environment state is evaluator-only until an observation delivers it "
                        "(Definition 3.4); read it through a relation source",
                    )
                else:
                    self.report(
                        "E110",
                        f"unknown function `{name}`",
                        e.func.span,
                        f"`{name}` is an entity: state is named only in `target`, "
                        "`suppress write` and `no write ... between`",
                    )
            else:
                self.report(
                    "E110",
                    f"unknown function `{name}`",
                    e.func.span,
                    join_help(
                        suggest(name, BUILTINS),
                        "the built-ins are " + ", ".join(f"`{b}`" for b in BUILTINS),
                    ),
                )
            return Val(ANY, taint)
        if len(args) != len(builtin.params):
            self.report(
                "E204",
                f"`{name}` takes {len(builtin.params)} argument"
                f"{'s' if len(builtin.params) != 1 else ''}, given {len(args)}",
                e.span,
                f"`{name}({', '.join(builtin.params)})`: {builtin.doc}",
            )
        else:
            for param, arg, node in zip(builtin.params, args, e.args, strict=True):
                if not accepts(param, arg.type):
                    self.report(
                        "E205",
                        f"`{name}` expects `{param}` here, found `{arg.type.show()}`",
                        node.span,
                        f"`{name}({', '.join(builtin.params)})`: {builtin.doc}",
                    )
        first = args[0] if args else Val(ANY)
        rooted = first.rooted and name in ("keys", "values", "lookup")
        if name == "keys":
            return Val(Ty("list", item=TEXT), taint, rooted)
        if name == "values":
            item = first.type.item if first.type.kind == "map" else ANY
            return Val(Ty("list", item=item or ANY), taint, rooted)
        if name == "lookup":
            item = first.type.item if first.type.kind == "list" else ANY
            return Val(item or ANY, taint, rooted)
        if name == "abs":
            k = first.type.kind
            return Val(first.type if k in ("number", "money", "duration") else ANY, taint)
        result = builtin.result
        return Val(Ty(result) if result != "list" else Ty("list", item=ANY), taint)

    def iterable(self, e: ast.Expr, scope: Scope) -> Val:
        """Infer an iterable (quantifier or binder); report E210 unless it is a list."""
        v = self.infer(e, scope)
        if v.type.kind not in ("list", "any"):
            hint = (
                "iterate over `values(m)` or `keys(m)` of a map"
                if v.type.kind in ("map", "object")
                else "iterate over a list"
            )
            self.report(
                "E210", f"cannot iterate over a value of type `{v.type.show()}`", e.span, hint
            )
        return v

    def element(self, v: Val) -> VarInfo:
        """The binding of a variable ranging over the iterable ``v``."""
        item = v.type.item if v.type.kind == "list" and v.type.item else ANY
        return VarInfo(item, taint=v.taint, rooted=v.rooted)

    def _quant(self, e: ast.Quant, scope: Scope) -> Val:
        v = self.iterable(e.iterable, scope)
        info = self.element(v)
        if self.sufficiency:
            info = attrs.evolve(info, taint=None)  # already reported at the iterable
        body = self.expect_bool(e.body, scope.with_var(e.var.name, info), f"the body of `{e.kind}`")
        return Val(BOOL, v.taint or body.taint)

    def _compare(self, e: ast.Compare, scope: Scope) -> Val:
        a = self.infer(e.left, scope)
        b = self.infer(e.right, scope)
        taint = a.taint or b.taint
        if e.op in ("==", "!="):
            if not compatible(a.type, b.type):
                self.report(
                    "E201",
                    f"cannot compare `{a.type.show()}` with `{b.type.show()}` using `{e.op}`",
                    e.span,
                    "compare values of the same kind; normalise with `date(...)` or `money(...)`",
                )
            else:
                self._enum_literal(a.type, e.right)
                self._enum_literal(b.type, e.left)
            return Val(BOOL, taint)
        for side, v in ((e.left, a), (e.right, b)):
            other = b if v is a else a
            literal_date = (
                isinstance(side, ast.Literal)
                and isinstance(side.value, str)
                and other.type.kind == "date"
            )
            if v.type.kind not in ORDERED and not literal_date:
                self.report(
                    "E202",
                    f"`{e.op}` needs dates, money or numbers, found `{v.type.show()}`",
                    side.span,
                    "normalise with `date(...)` or `money(...)` first",
                )
                return Val(BOOL, taint)
        if not compatible(a.type, b.type):
            self.report(
                "E201",
                f"cannot compare `{a.type.show()}` with `{b.type.show()}` using `{e.op}`",
                e.span,
                "order values of the same kind",
            )
        return Val(BOOL, taint)

    def _enum_literal(self, t: Ty, other: ast.Expr) -> None:
        if t.kind != "enum" or not isinstance(other, ast.Literal):
            return
        if isinstance(other.value, str) and other.value not in t.values:
            self.report(
                "E201",
                f"`{other.value}` is not a value of `{t.show()}`",
                other.span,
                join_help(suggest(other.value, t.values), "the comparison could never hold"),
            )

    def _member(self, e: ast.Member, scope: Scope) -> Val:
        a = self.infer(e.item, scope)
        c = self.infer(e.container, scope)
        taint = a.taint or c.taint
        k = c.type.kind
        if k == "list":
            if c.type.item is not None and not compatible(a.type, c.type.item):
                self.report(
                    "E201",
                    f"cannot look for a `{a.type.show()}` in a `{c.type.show()}`",
                    e.span,
                    "the item and the list elements must be of the same kind",
                )
        elif k in TEXTLIKE:
            if not (a.type.kind in TEXTLIKE or a.type.kind in ("any", "date")):
                self.report(
                    "E201",
                    f"cannot look for a `{a.type.show()}` in text",
                    e.span,
                    "`in` on text tests for a substring",
                )
        elif k != "any":
            hint = "test `x in keys(m)` for a map" if k in ("map", "object") else ""
            self.report(
                "E203",
                f"`in` needs a list or text, found `{c.type.show()}`",
                e.container.span,
                hint or "put the values in a list: `x in [a, b]`",
            )
        return Val(BOOL, taint)


def _history_kind(kind: str) -> EventKind:
    if kind == "call":
        return "call"
    if kind in ("user", "system"):
        return "user"
    return "say" if kind == "say" else "observe"


def _first_taint(vals: Iterable[Val]) -> str | None:
    for v in vals:
        if v.taint:
            return v.taint
    return None


def _event_name(e: ast.Expr) -> str | None:
    return e.name if isinstance(e, ast.Var) else None
