"""Build: Lark syntax tree to frozen rule objects (``sscb_dsl.language.ast``).

One method per grammar alternative (named as in ``grammar/sscb.lark``). The builder keeps every
member it sees, duplicates included; deciding what is missing or duplicated is ``check``'s job.
It never recurses (Lark's non-recursive transformer, chains flattened in a loop), so any tree the
parser produces is built; ``limits`` then rejects what later, recursive stages could not take.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Tree, v_args
from lark.tree import Meta
from lark.visitors import Transformer_NonRecursive

from sscb_dsl.language import ast
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import MAX_REPORTED, token_problem, too_deep
from sscb_dsl.language.parse import SyntaxProblem, parse_with_comments


def _span(meta: Meta) -> ast.Span:
    if getattr(meta, "empty", True):
        return ast.NOSPAN
    return ast.Span(
        line=meta.line,
        column=meta.column,
        end_line=meta.end_line,
        end_column=meta.end_column,
        start=meta.start_pos,
        end=meta.end_pos,
    )


def _ident(tok: Token) -> ast.Ident:
    return ast.Ident(
        str(tok),
        ast.Span(
            line=tok.line or 0,
            column=tok.column or 0,
            end_line=tok.end_line or 0,
            end_column=tok.end_column or 0,
            start=tok.start_pos or 0,
            end=tok.end_pos or 0,
        ),
    )


def _unquote(tok: Token) -> str:
    body = str(tok)[1:-1]
    out: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            out.append({"n": "\n", "t": "\t"}.get(nxt, nxt))
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


@v_args(meta=True)
class _Builder(Transformer_NonRecursive[Token, Any]):
    """Tree to rule objects; methods mirror grammar rule and alias names."""

    # ---------------------------------------------------------- top level
    def start(self, meta: Meta, items: list[Any]) -> ast.Contract:
        version = None
        imports: list[ast.Import] = []
        domains: list[ast.Domain] = []
        operators: list[ast.Operator] = []
        for item in items:
            if isinstance(item, int):
                version = item
            elif isinstance(item, ast.Import):
                imports.append(item)
            elif isinstance(item, ast.Domain):
                domains.append(item)
            elif isinstance(item, ast.Operator):
                operators.append(item)
        return ast.Contract(
            version,
            tuple(imports),
            tuple(domains),
            tuple(operators),
            _span(meta),
            requirements=tuple(i for i in items if isinstance(i, ast.Requirement)),
            effects=tuple(i for i in items if isinstance(i, ast.Effect)),
            propagations=tuple(i for i in items if isinstance(i, ast.Propagation)),
        )

    def header(self, meta: Meta, items: list[Token]) -> int:
        return int(items[0])

    def import_decl(self, meta: Meta, items: list[Token]) -> ast.Import:
        return ast.Import(tuple(_ident(t) for t in items), _span(meta))

    def doc(self, meta: Meta, items: list[Token]) -> tuple[str, str]:
        return ("doc", _unquote(items[0]))

    # ---------------------------------------------------------- domains
    def domain(self, meta: Meta, items: list[Any]) -> ast.Domain:
        name, members = items[0], items[1:]
        docs = tuple(m[1] for m in members if isinstance(m, tuple) and m and m[0] == "doc")
        ranks = tuple(m[1] for m in members if isinstance(m, tuple) and m and m[0] == "ranks")
        return ast.Domain(
            name=_ident(name),
            docs=docs,
            ranks=ranks,
            entities=tuple(m for m in members if isinstance(m, ast.EntityDecl)),
            semantics=tuple(m for m in members if isinstance(m, ast.Semantics)),
            tools=tuple(m for m in members if isinstance(m, ast.Tool)),
            span=_span(meta),
            vocabularies=tuple(m for m in members if isinstance(m, ast.Vocabulary)),
        )

    def vocab_decl(self, meta: Meta, items: list[Token]) -> ast.Vocabulary:
        return ast.Vocabulary(_ident(items[0]), tuple(_unquote(t) for t in items[1:]), _span(meta))

    def ranks(self, meta: Meta, items: list[Token]) -> tuple[str, tuple[ast.Ident, ...]]:
        return ("ranks", tuple(_ident(t) for t in items))

    def entity_decl(self, meta: Meta, items: list[Any]) -> ast.EntityDecl:
        return ast.EntityDecl(_ident(items[0]), items[1], _span(meta))

    def semantics_decl(self, meta: Meta, items: list[Token]) -> ast.Semantics:
        return ast.Semantics(
            _ident(items[0]), _unquote(items[1]), tuple(_ident(t) for t in items[2:]), _span(meta)
        )

    def tool(self, meta: Meta, items: list[Any]) -> ast.Tool:
        name, members = items[0], items[1:]

        def pick(tag: str) -> tuple[Any, ...]:
            return tuple(m[1] for m in members if isinstance(m, tuple) and m[0] == tag)

        reads = tuple(r for group in pick("reads") for r in group)
        writes = tuple(w for group in pick("writes") for w in group)
        return ast.Tool(
            name=_ident(name),
            docs=pick("doc"),
            args=pick("arg"),
            reads=reads,
            writes=writes,
            authority=pick("authority"),
            result=pick("result"),
            span=_span(meta),
        )

    def arg_decl(self, meta: Meta, items: list[Any]) -> tuple[str, ast.Field]:
        return ("arg", ast.Field(_ident(items[0]), items[1], _span(meta)))

    def reads_decl(
        self, meta: Meta, items: list[ast.StateRef]
    ) -> tuple[str, tuple[ast.StateRef, ...]]:
        return ("reads", tuple(items))

    def writes_decl(
        self, meta: Meta, items: list[ast.StateRef]
    ) -> tuple[str, tuple[ast.StateRef, ...]]:
        return ("writes", tuple(items))

    def authority_decl(self, meta: Meta, items: list[Token]) -> tuple[str, ast.Ident]:
        return ("authority", _ident(items[0]))

    def result_decl(self, meta: Meta, items: list[Any]) -> tuple[str, ast.Type]:
        return ("result", items[0])

    def state_ref(self, meta: Meta, items: list[Any]) -> ast.StateRef:
        field = _ident(items[2]) if len(items) > 2 else None
        return ast.StateRef(_ident(items[0]), items[1], field, _span(meta))

    def state_ref_dyn(self, meta: Meta, items: list[Any]) -> ast.StateRef:
        return ast.StateRef(_ident(items[0]), items[1], None, _span(meta), field_expr=items[2])

    def tool_name(self, meta: Meta, items: list[Token]) -> ast.ToolSel:
        return ast.ToolSel("name", (_ident(items[0]),), None, _span(meta))

    def tool_set(self, meta: Meta, items: list[Token]) -> ast.ToolSel:
        return ast.ToolSel("set", tuple(_ident(t) for t in items), None, _span(meta))

    def tool_any(self, meta: Meta, items: list[Token]) -> ast.ToolSel:
        return ast.ToolSel("any", (), None, _span(meta))

    def tool_param(self, meta: Meta, items: list[Token]) -> ast.ToolSel:
        return ast.ToolSel("param", (), _ident(items[0]), _span(meta))

    # ---------------------------------------------------------- types
    def scalar_type(self, meta: Meta, items: list[Token]) -> ast.ScalarType:
        return ast.ScalarType(_ident(items[0]), _span(meta))

    def enum_type(self, meta: Meta, items: list[Token]) -> ast.EnumType:
        return ast.EnumType(_ident(items[0]), tuple(_ident(t) for t in items[1:]), _span(meta))

    def list_type(self, meta: Meta, items: list[Any]) -> ast.ListType:
        return ast.ListType(items[0], _span(meta))

    def map_type(self, meta: Meta, items: list[Any]) -> ast.MapType:
        return ast.MapType(items[0], _span(meta))

    def object_type(self, meta: Meta, items: list[ast.Field]) -> ast.ObjectType:
        return ast.ObjectType(tuple(items), _span(meta))

    def field(self, meta: Meta, items: list[Any]) -> ast.Field:
        return ast.Field(_ident(items[0]), items[1], _span(meta))

    # ---------------------------------------------------------- operators
    def operator(self, meta: Meta, items: list[Any]) -> ast.Operator:
        name, domain, members = items[0], items[1], items[2:]

        def tagged(tag: str) -> tuple[Any, ...]:
            return tuple(m[1] for m in members if isinstance(m, tuple) and m[0] == tag)

        return ast.Operator(
            name=_ident(name),
            domain=_ident(domain),
            docs=tagged("doc"),
            structure=tagged("structure"),
            params=tagged("params"),
            target=tagged("target"),
            faults=tuple(m for m in members if isinstance(m, ast.Fault)),
            relations=tuple(m for m in members if isinstance(m, ast.Relation)),
            uses=tuple(m for m in members if isinstance(m, ast.Rule) and m.kind == "use"),
            stances=tuple(m for m in members if isinstance(m, ast.Rule) and m.kind == "stance"),
            span=_span(meta),
            lets=tuple(m for m in members if isinstance(m, ast.Let)),
        )

    def let_decl(self, meta: Meta, items: list[Any]) -> ast.Let:
        return ast.Let(_ident(items[0]), items[1], _span(meta))

    def structure_decl(self, meta: Meta, items: list[Token]) -> tuple[str, ast.Ident]:
        return ("structure", _ident(items[0]))

    def params_decl(self, meta: Meta, items: list[ast.Field]) -> tuple[str, tuple[ast.Field, ...]]:
        return ("params", tuple(items))

    def target_decl(self, meta: Meta, items: list[ast.StateRef]) -> tuple[str, ast.StateRef]:
        return ("target", items[0])

    def event_kind(self, meta: Meta, items: list[Token]) -> str:
        return str(items[0])

    def fault(self, meta: Meta, items: list[Any]) -> ast.Fault:
        name, kind, tool, clauses = items[0], items[1], items[2], items[3:]
        return ast.Fault(_ident(name), kind, tool, tuple(clauses), _span(meta))

    def _fault_clause(self, kind: str, meta: Meta, value: Any) -> ast.FaultClause:
        if isinstance(value, Token):
            value = _ident(value)
        return ast.FaultClause(kind, value, _span(meta))

    def fault_match(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("match", meta, items[0])

    def fault_site(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("site", meta, items[0])

    def fault_set(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("set", meta, items[0])

    def fault_persistence(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("persistence", meta, items[0])

    def fault_suppress(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("suppress", meta, items[0])

    def fault_suppress_written(self, meta: Meta, items: list[Token]) -> ast.FaultClause:
        value = ast.WrittenField(_ident(items[0]), _ident(items[1]), None, _span(meta))
        return ast.FaultClause("suppress", value, _span(meta))

    def fault_suppress_written_dyn(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        value = ast.WrittenField(_ident(items[0]), None, items[1], _span(meta))
        return ast.FaultClause("suppress", value, _span(meta))

    def fault_keep(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("keep", meta, items[0])

    def fault_asserts(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("asserts", meta, items[0])

    def fault_original(self, meta: Meta, items: list[Any]) -> ast.FaultClause:
        return self._fault_clause("original", meta, items[0])

    def relation(self, meta: Meta, items: list[Any]) -> ast.Relation:
        name = items[0]
        sources = tuple(i for i in items[1:] if isinstance(i, ast.Source))
        binders = tuple(i for i in items[1:] if isinstance(i, ast.Binder))
        clauses = tuple(i for i in items[1:] if isinstance(i, ast.Clause))
        return ast.Relation(_ident(name), sources, binders, clauses, _span(meta))

    def observe_source(self, meta: Meta, items: list[Any]) -> ast.Source:
        return ast.Source(_ident(items[0]), "observe", items[1], _span(meta))

    def say_source(self, meta: Meta, items: list[Token]) -> ast.Source:
        return ast.Source(_ident(items[0]), "say", None, _span(meta))

    def user_source(self, meta: Meta, items: list[Token]) -> ast.Source:
        return ast.Source(_ident(items[0]), "user", None, _span(meta))

    def binder(self, meta: Meta, items: list[Any]) -> ast.Binder:
        return ast.Binder(_ident(items[0]), items[1], _span(meta))

    def authority_clause(self, meta: Meta, items: list[Token]) -> ast.Clause:
        return ast.Clause(
            "authority", left=_ident(items[0]), right=_ident(items[1]), span=_span(meta)
        )

    def entity_clause(self, meta: Meta, items: list[Any]) -> ast.Clause:
        return ast.Clause("entity", expr=items[0], span=_span(meta))

    def scope_clause(self, meta: Meta, items: list[Any]) -> ast.Clause:
        return ast.Clause("scope", expr=items[0], span=_span(meta))

    def independence_clause(self, meta: Meta, items: list[Any]) -> ast.Clause:
        return ast.Clause("independence", expr=items[0], span=_span(meta))

    def sufficiency_clause(self, meta: Meta, items: list[Any]) -> ast.Clause:
        using = tuple(_ident(t) for t in items[1:])
        return ast.Clause("sufficiency", expr=items[0], using=using, span=_span(meta))

    def _rule(self, kind: str, meta: Meta, items: list[Any]) -> ast.Rule:
        name, pattern, rest = items[0], items[1], items[2:]
        where = None
        arms: list[ast.Arm] = []
        bindings: list[ast.Let | ast.Given] = []
        for item in rest:
            if isinstance(item, ast.Arm):
                arms.append(item)
            elif isinstance(item, (ast.Let, ast.Given)):
                bindings.append(item)
            else:
                where = item
        return ast.Rule(
            kind, _ident(name), pattern, where, tuple(arms), _span(meta), tuple(bindings)
        )

    def use_rule(self, meta: Meta, items: list[Any]) -> ast.Rule:
        return self._rule("use", meta, items)

    def stance_rule(self, meta: Meta, items: list[Any]) -> ast.Rule:
        return self._rule("stance", meta, items)

    def call_pattern(self, meta: Meta, items: list[Any]) -> ast.Pattern:
        return ast.Pattern("call", _ident(items[1]), items[0], _span(meta))

    def say_pattern(self, meta: Meta, items: list[Token]) -> ast.Pattern:
        return ast.Pattern("say", _ident(items[0]), None, _span(meta))

    def say_last_pattern(self, meta: Meta, items: list[Token]) -> ast.Pattern:
        return ast.Pattern("say_last", _ident(items[0]), None, _span(meta))

    def given_decl(self, meta: Meta, items: list[Any]) -> ast.Given:
        kind, tool = items[1]
        where = items[2] if len(items) > 2 else None
        return ast.Given(_ident(items[0]), kind, tool, where, _span(meta))

    def history_observe(self, meta: Meta, items: list[Any]) -> tuple[str, ast.ToolSel | None]:
        return ("observe", items[0])

    def history_call(self, meta: Meta, items: list[Any]) -> tuple[str, ast.ToolSel | None]:
        return ("call", items[0])

    def history_say(self, meta: Meta, items: list[Any]) -> tuple[str, ast.ToolSel | None]:
        return ("say", None)

    def history_user(self, meta: Meta, items: list[Any]) -> tuple[str, ast.ToolSel | None]:
        return ("user", None)

    def history_system(self, meta: Meta, items: list[Any]) -> tuple[str, ast.ToolSel | None]:
        return ("system", None)

    def when_arm(self, meta: Meta, items: list[Any]) -> ast.Arm:
        return ast.Arm(_ident(items[0]), items[1], _span(meta))

    def otherwise_arm(self, meta: Meta, items: list[Token]) -> ast.Arm:
        return ast.Arm(_ident(items[0]), None, _span(meta))

    # ---------------------------------------------------------- kinds without a fault
    def requirement(self, meta: Meta, items: list[Any]) -> ast.Requirement:
        name, domain, pattern = items[0], items[1], items[2]
        where, docs, bindings, rest = _checked_members(items[3:])
        return ast.Requirement(
            name=_ident(name),
            domain=_ident(domain),
            pattern=pattern,
            where=where,
            docs=docs,
            bindings=bindings,
            evidence=tuple(m for m in rest if isinstance(m, ast.Evidence)),
            span=_span(meta),
        )

    def evidence(self, meta: Meta, items: list[Any]) -> ast.Evidence:
        source, rest = items[0], items[1:]
        return ast.Evidence(
            source,
            tuple(i for i in rest if isinstance(i, ast.Binder)),
            tuple(i for i in rest if isinstance(i, ast.Clause)),
            _span(meta),
        )

    def effect(self, meta: Meta, items: list[Any]) -> ast.Effect:
        name, domain, tool, var = items[0], items[1], items[2], items[3]
        where, docs, bindings, rest = _checked_members(items[4:])
        return ast.Effect(
            name=_ident(name),
            domain=_ident(domain),
            pattern=ast.Pattern("call", _ident(var), tool, _span(meta)),
            where=where,
            docs=docs,
            bindings=bindings,
            readbacks=tuple(m for m in rest if isinstance(m, ast.Readback)),
            span=_span(meta),
        )

    def readback(self, meta: Meta, items: list[Any]) -> ast.Readback:
        return ast.Readback(_ident(items[0]), items[1], tuple(items[2:]), _span(meta))

    def shows_clause(self, meta: Meta, items: list[Any]) -> ast.Clause:
        return ast.Clause("shows", expr=items[0], span=_span(meta))

    def _propagation(self, meta: Meta, items: list[Any], operator: bool) -> ast.Propagation:
        name, base, members = items[0], items[1], items[2:]

        def tagged(tag: str) -> tuple[Any, ...]:
            return tuple(m[1] for m in members if isinstance(m, tuple) and m[0] == tag)

        return ast.Propagation(
            name=_ident(name),
            operator=_ident(base) if operator else None,
            domain=None if operator else _ident(base),
            docs=tagged("doc"),
            params=tagged("params"),
            faults=tuple(m for m in members if isinstance(m, ast.Fault)),
            lets=tuple(m for m in members if isinstance(m, ast.Let)),
            stages=tuple(m for m in members if isinstance(m, ast.Stage)),
            span=_span(meta),
        )

    def propagation_of(self, meta: Meta, items: list[Any]) -> ast.Propagation:
        return self._propagation(meta, items, True)

    def propagation_in(self, meta: Meta, items: list[Any]) -> ast.Propagation:
        return self._propagation(meta, items, False)

    def stage(self, meta: Meta, items: list[Any]) -> ast.Stage:
        name, pattern, where, rest = items[0], items[1], items[2], items[3:]
        return ast.Stage(_ident(name), pattern, where, tuple(rest), _span(meta))

    def observe_pattern(self, meta: Meta, items: list[Any]) -> ast.Pattern:
        return ast.Pattern("observe", _ident(items[1]), items[0], _span(meta))

    # ---------------------------------------------------------- expressions
    def or_op(self, meta: Meta, items: list[Any]) -> ast.Or:
        return ast.Or(tuple(items), _span(meta))

    def and_op(self, meta: Meta, items: list[Any]) -> ast.And:
        return ast.And(tuple(items), _span(meta))

    def not_op(self, meta: Meta, items: list[Any]) -> ast.Not:
        return ast.Not(items[0], _span(meta))

    def compare(self, meta: Meta, items: list[Any]) -> ast.Compare:
        return ast.Compare(str(items[1]), items[0], items[2], _span(meta))

    def member(self, meta: Meta, items: list[Any]) -> ast.Member:
        return ast.Member(items[0], items[1], _span(meta))

    def after(self, meta: Meta, items: list[Any]) -> ast.Order:
        return ast.Order("after", items[0], items[1], _span(meta))

    def before(self, meta: Meta, items: list[Any]) -> ast.Order:
        return ast.Order("before", items[0], items[1], _span(meta))

    def no_write_between(self, meta: Meta, items: list[Any]) -> ast.NoWriteBetween:
        return ast.NoWriteBetween(items[0], _ident(items[1]), _ident(items[2]), _span(meta))

    def unaltered(self, meta: Meta, items: list[Any]) -> ast.Unaltered:
        return ast.Unaltered(items[0], _span(meta))

    def same_event(self, meta: Meta, items: list[Token]) -> ast.SameEvent:
        return ast.SameEvent(_ident(items[0]), _ident(items[1]), _span(meta))

    def getattr(self, meta: Meta, items: list[Any]) -> ast.Attr:
        return ast.Attr(items[0], str(items[1]), _span(meta))

    def getitem(self, meta: Meta, items: list[Any]) -> ast.Index:
        return ast.Index(items[0], items[1], _span(meta))

    def var(self, meta: Meta, items: list[Token]) -> ast.Var:
        return ast.Var(str(items[0]), _span(meta))

    def call(self, meta: Meta, items: list[Any]) -> ast.Call:
        return ast.Call(_ident(items[0]), tuple(items[1:]), _span(meta))

    def any_q(self, meta: Meta, items: list[Any]) -> ast.Quant:
        return ast.Quant("any", _ident(items[0]), items[1], items[2], _span(meta))

    def all_q(self, meta: Meta, items: list[Any]) -> ast.Quant:
        return ast.Quant("all", _ident(items[0]), items[1], items[2], _span(meta))

    def exists_q(self, meta: Meta, items: list[Any]) -> ast.Exists:
        var, (kind, tool), rest = items[0], items[1], items[2:]
        order: str | None = None
        anchor: ast.Ident | None = None
        where = None
        for item in rest:
            if isinstance(item, tuple):
                order, anchor = item
            else:
                where = item
        return ast.Exists(_ident(var), kind, tool, order, anchor, where, _span(meta))

    def exists_before(self, meta: Meta, items: list[Token]) -> tuple[str, ast.Ident]:
        return ("before", _ident(items[0]))

    def exists_after(self, meta: Meta, items: list[Token]) -> tuple[str, ast.Ident]:
        return ("after", _ident(items[0]))

    def add(self, meta: Meta, items: list[Any]) -> ast.Arith:
        return ast.Arith("+", items[0], items[1], _span(meta))

    def sub(self, meta: Meta, items: list[Any]) -> ast.Arith:
        return ast.Arith("-", items[0], items[1], _span(meta))

    def neg(self, meta: Meta, items: list[Any]) -> ast.Expr:
        operand = items[0]
        if (
            isinstance(operand, ast.Literal)
            and isinstance(operand.value, (int, float))
            and not isinstance(operand.value, bool)
            and operand.value >= 0
        ):  # a negative number literal, as language 1 wrote it
            return ast.Literal(-operand.value, _span(meta))
        return ast.Neg(operand, _span(meta))

    def list_lit(self, meta: Meta, items: list[Any]) -> ast.ListLit:
        return ast.ListLit(tuple(items), _span(meta))

    def string(self, meta: Meta, items: list[Token]) -> ast.Literal:
        return ast.Literal(_unquote(items[0]), _span(meta))

    def number(self, meta: Meta, items: list[Token]) -> ast.Literal:
        text = str(items[0])
        value: int | float = float(text) if "." in text else int(text)
        return ast.Literal(value, _span(meta))

    def true(self, meta: Meta, items: list[Any]) -> ast.Literal:
        return ast.Literal(True, _span(meta))

    def false(self, meta: Meta, items: list[Any]) -> ast.Literal:
        return ast.Literal(False, _span(meta))

    def null(self, meta: Meta, items: list[Any]) -> ast.Literal:
        return ast.Literal(None, _span(meta))


def _checked_members(
    items: list[Any],
) -> tuple[Any, tuple[str, ...], tuple[ast.Let | ast.Given, ...], list[Any]]:
    """A requirement's or effect's optional ``where`` (the first item, when it is no member),
    then its docs, lets and givens, and the rest of its members."""
    where = None
    if items and not isinstance(items[0], (tuple, ast.Let, ast.Given, ast.Evidence, ast.Readback)):
        where, items = items[0], items[1:]
    docs = tuple(m[1] for m in items if isinstance(m, tuple) and m[0] == "doc")
    bindings = tuple(m for m in items if isinstance(m, (ast.Let, ast.Given)))
    return where, docs, bindings, items


_CHAINS = ("and_op", "or_op")


def flatten_chains(tree: Tree[Token]) -> None:
    """Make each ``a and b and c`` (``or``) one tree node holding every operand, in place.

    The grammar's left-recursive rule nests a chain of n operands n deep; here the left spine is
    collected in a loop. A parenthesised operand on the right stays a node of its own.
    """
    stack: list[Tree[Token]] = [tree]
    while stack:
        node = stack.pop()
        if node.data in _CHAINS and len(node.children) == 2:
            rights: list[Any] = []
            spine: Any = node
            while isinstance(spine, Tree) and spine.data == node.data and len(spine.children) == 2:
                rights.append(spine.children[1])
                spine = spine.children[0]
            node.children = [spine, *reversed(rights)]
        stack.extend(c for c in node.children if isinstance(c, Tree))


def build(tree: Tree[Token]) -> ast.Contract:
    """Turn a syntax tree from :func:`sscb_dsl.language.parse.parse_tree` into rule objects."""
    flatten_chains(tree)
    result = _Builder().transform(tree)
    assert isinstance(result, ast.Contract)
    return result


Comments = list[tuple[int, int, str]]


def parse_contract_full(
    text: str, file: str = "<input>"
) -> tuple[ast.Contract | None, Comments, list[Diagnostic]]:
    """Parse and build, also returning the source comments (for ``fmt``)."""
    try:
        tree, comments = parse_with_comments(text)
    except SyntaxProblem as problem:
        d = problem.diagnostic
        return None, [], [Diagnostic(d.code, d.message, d.span, d.help, d.severity, file)]
    problems = token_problems(tree, file)
    if problems:
        return None, [], problems
    contract = build(tree)
    problems = too_deep(contract, file)
    if problems:  # later stages recurse: they never see a contract nested this deep
        return None, [], problems
    return contract, comments, []


def token_problems(tree: Tree[Token], file: str = "<input>") -> list[Diagnostic]:
    """E331 for names and literals over their limits (before the builder converts numbers)."""
    found: list[Diagnostic] = []
    stack: list[Tree[Token]] = [tree]
    while stack and len(found) < MAX_REPORTED:
        node = stack.pop()
        for child in node.children:
            if isinstance(child, Tree):
                stack.append(child)
            elif isinstance(child, Token):
                problem = token_problem(child.type, str(child), _ident(child).span)
                if problem is not None:
                    found.append(attrs.evolve(problem, file=file))
    found.sort(key=lambda d: (d.span.line, d.span.column))
    return found[:MAX_REPORTED]


def parse_contract(
    text: str, file: str = "<input>"
) -> tuple[ast.Contract | None, list[Diagnostic]]:
    """Parse and build; on a syntax error return ``None`` and the diagnostic (with ``file``)."""
    contract, _comments, diagnostics = parse_contract_full(text, file)
    return contract, diagnostics
