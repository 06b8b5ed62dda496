"""The canonical form of a contract (``sscb fmt``).

Two-space indentation, one member per line, minimal parentheses, members in the order the rule
objects hold them (so ``parse(fmt(c)) == c``). ``#`` comments are kept: each is printed before
the first statement that starts after it (or before the closing brace of its block), and stays
with that statement when the canonical order moves it (a rule's ``let`` written after an arm, an
operator's ``let`` written after a rule, a domain's entity written after a tool, a contract
kind's ``let`` written after its evidence).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from sscb_dsl.language import ast

_PREC_OR, _PREC_AND, _PREC_NOT, _PREC_CMP, _PREC_SUM, _PREC_UNARY, _PREC_POSTFIX = (
    1,
    2,
    3,
    4,
    5,
    6,
    7,
)


def _string(value: str) -> str:
    body = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def _number(value: int | float) -> str:
    if isinstance(value, int):
        return str(value)
    text = f"{value:.12f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


def _prec(e: ast.Expr) -> int:
    if isinstance(e, ast.Or):
        return _PREC_OR
    if isinstance(e, ast.And):
        return _PREC_AND
    if isinstance(e, ast.Not):
        return _PREC_NOT
    if isinstance(
        e, (ast.Compare, ast.Member, ast.Order, ast.NoWriteBetween, ast.Unaltered, ast.SameEvent)
    ):
        return _PREC_CMP
    if isinstance(e, ast.Arith):
        return _PREC_SUM
    if isinstance(e, ast.Neg) or (
        isinstance(e, ast.Literal)
        and isinstance(e.value, (int, float))
        and not isinstance(e.value, bool)
        and e.value < 0
    ):
        return _PREC_UNARY
    return _PREC_POSTFIX


def expr(e: ast.Expr, min_prec: int = _PREC_OR) -> str:
    """Print an expression; parenthesise it if it binds looser than ``min_prec``."""
    text = _expr(e)
    return f"({text})" if _prec(e) < min_prec else text


def _expr(e: ast.Expr) -> str:
    if isinstance(e, ast.Or):  # a chain is one node; a nested one came in parentheses
        return " or ".join(expr(o, _PREC_AND) for o in e.operands)
    if isinstance(e, ast.And):
        return " and ".join(expr(o, _PREC_NOT) for o in e.operands)
    if isinstance(e, ast.Not):
        return f"not {expr(e.operand, _PREC_NOT)}"
    if isinstance(e, ast.Compare):
        return f"{expr(e.left, _PREC_SUM)} {e.op} {expr(e.right, _PREC_SUM)}"
    if isinstance(e, ast.Member):
        return f"{expr(e.item, _PREC_SUM)} in {expr(e.container, _PREC_SUM)}"
    if isinstance(e, ast.Order):
        return f"{expr(e.left, _PREC_SUM)} {e.op} {expr(e.right, _PREC_SUM)}"
    if isinstance(e, ast.Arith):
        return f"{expr(e.left, _PREC_SUM)} {e.op} {expr(e.right, _PREC_UNARY)}"
    if isinstance(e, ast.Neg):
        return f"-{expr(e.operand, _PREC_POSTFIX)}"
    if isinstance(e, ast.Exists):
        head = f"exists({e.var.name}: {history(e.kind, e.tool)}"
        if e.order is not None and e.anchor is not None:
            head += f" {e.order} {e.anchor.name}"
        if e.where is not None:
            head += f" where {expr(e.where)}"
        return head + ")"
    if isinstance(e, ast.NoWriteBetween):
        return f"no write {state(e.state)} between {e.start.name} and {e.end.name}"
    if isinstance(e, ast.Unaltered):
        return f"{expr(e.target, _PREC_SUM)} unaltered"
    if isinstance(e, ast.SameEvent):
        return f"{e.left.name} is {e.right.name}"
    if isinstance(e, ast.Attr):
        return f"{expr(e.obj, _PREC_POSTFIX)}.{e.name}"
    if isinstance(e, ast.Index):
        return f"{expr(e.obj, _PREC_POSTFIX)}[{expr(e.index)}]"
    if isinstance(e, ast.Var):
        return e.name
    if isinstance(e, ast.Call):
        return f"{e.func.name}({', '.join(expr(a) for a in e.args)})"
    if isinstance(e, ast.Quant):
        return f"{e.kind}({e.var.name} in {expr(e.iterable)}: {expr(e.body)})"
    if isinstance(e, ast.ListLit):
        return f"[{', '.join(expr(i) for i in e.items)}]"
    assert isinstance(e, ast.Literal)
    v = e.value
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return _string(v)
    return _number(v)


def state(s: ast.StateRef) -> str:
    """``entity(key).field`` (or ``.(expr)``)."""
    base = f"{s.entity.name}({expr(s.key)})"
    if s.field_expr is not None:
        return f"{base}.({expr(s.field_expr)})"
    return f"{base}.{s.field.name}" if s.field else base


def tools(t: ast.ToolSel) -> str:
    """A tool selector: ``name``, ``(a | b)``, ``any`` or ``case.param``."""
    if t.kind == "any":
        return "any"
    if t.kind == "param":
        assert t.param is not None
        return f"case.{t.param.name}"
    if t.kind == "set":
        return "(" + " | ".join(n.name for n in t.names) + ")"
    return t.names[0].name


def history(kind: str, tool: ast.ToolSel | None) -> str:
    """What a ``given`` or ``exists`` ranges over: ``observe T``, ``call T``, ``say``, ``user``."""
    return f"{kind} {tools(tool)}" if tool is not None else kind


def type_text(t: ast.Type, indent: str = "") -> str:
    """Print a type; objects with more than three fields, or nested objects, go multi-line."""
    if isinstance(t, ast.ScalarType):
        return t.name.name
    if isinstance(t, ast.EnumType):
        return f"{t.name.name}({', '.join(v.name for v in t.values)})"
    if isinstance(t, ast.ListType):
        return f"[{type_text(t.item, indent)}]"
    if isinstance(t, ast.MapType):
        return f"map[{type_text(t.value, indent)}]"
    if not t.fields:
        return "{}"
    nested = any(_has_object(f.type) for f in t.fields)
    if len(t.fields) <= 3 and not nested:
        return "{" + ", ".join(f"{f.name.name}: {type_text(f.type)}" for f in t.fields) + "}"
    inner = indent + "  "
    lines = [f"{inner}{f.name.name}: {type_text(f.type, inner)}," for f in t.fields]
    return "{\n" + "\n".join(lines) + f"\n{indent}}}"


def _has_object(t: ast.Type) -> bool:
    if isinstance(t, ast.ObjectType):
        return True
    if isinstance(t, ast.ListType):
        return _has_object(t.item)
    if isinstance(t, ast.MapType):
        return _has_object(t.value)
    return False


def _fields_inline(fields: Sequence[ast.Field], indent: str) -> str:
    return type_text(ast.ObjectType(tuple(fields)), indent)


class _Printer:
    """Accumulates lines, flushing source comments before the statement that follows them."""

    def __init__(self, comments: Sequence[tuple[int, int, str]]) -> None:
        self.lines: list[str] = []
        self.comments = sorted(comments)
        self.pending: list[str] = []  # a moved statement's own comments, printed before it

    def flush(self, before_line: int | None, indent: str) -> None:
        while self.comments and (before_line is None or self.comments[0][0] < before_line):
            self.lines.append(indent + self.comments.pop(0)[2])

    def emit(self, text: str, indent: str, span: ast.Span | None = None) -> None:
        if span is not None and span.line:
            self.flush(span.line, indent)
        self.lines.extend(indent + c for c in self.pending)
        self.pending = []
        for i, line in enumerate(text.split("\n")):
            self.lines.append((indent if i == 0 else "") + line if line else "")

    def own(self, after_line: int, before_line: int) -> list[str]:
        """Take the comments strictly between two source lines (those of one statement)."""
        kept = [c for c in self.comments if after_line < c[0] < before_line]
        self.comments = [c for c in self.comments if not after_line < c[0] < before_line]
        return [c[2] for c in kept]

    def close(self, indent: str, span: ast.Span) -> None:
        self.flush(span.end_line if span.end_line else None, indent + "  ")
        self.lines.append(indent + "}")


class _Spanned(Protocol):
    """A statement with a source position (every node type that prints as one)."""

    @property
    def span(self) -> ast.Span: ...


def _own_comments(p: _Printer, items: Sequence[_Spanned], after_line: int) -> dict[int, list[str]]:
    """Each statement's own comments (those written between the statement before it in the
    source and it), taken from the printer so that they print with the statement wherever the
    canonical order moves it. Statements without positions keep the line-order printing."""
    own: dict[int, list[str]] = {}
    if all(x.span.line for x in items):
        last = after_line
        for x in sorted(items, key=lambda x: x.span.line):
            own[id(x)] = p.own(last, x.span.line)
            last = x.span.end_line or x.span.line
    return own


def format_contract(contract: ast.Contract, comments: Sequence[tuple[int, int, str]] = ()) -> str:
    """The canonical text of a contract (ends with a newline)."""
    p = _Printer(comments)
    blocks = 0
    if contract.version is not None:
        p.emit(f"sscb {contract.version}", "")
        blocks += 1
    for k, imp in enumerate(contract.imports):
        if k == 0 and p.lines:
            p.lines.append("")
        p.emit("import " + ", ".join(n.name for n in imp.names), "", imp.span)
    for d in contract.domains:
        if p.lines:
            p.lines.append("")
        _domain(p, d)
    for o in contract.operators:
        if p.lines:
            p.lines.append("")
        _operator(p, o)
    kinds: list[ast.Requirement | ast.Effect | ast.Propagation] = [
        *contract.requirements,
        *contract.effects,
        *contract.propagations,
    ]
    for kind in kinds:
        if p.lines:
            p.lines.append("")
        _kind(p, kind)
    p.flush(None, "")
    return "\n".join(p.lines) + "\n"


def _docs(p: _Printer, docs: Sequence[str], indent: str) -> None:
    for d in docs:
        p.emit(f"doc {_string(d)}", indent)


def _domain(p: _Printer, d: ast.Domain) -> None:
    p.emit(f"domain {d.name.name} {{", "", d.span)
    i = "  "
    _docs(p, d.docs, i)
    # each statement keeps the comments written right above it, wherever the canonical order
    # (ranks, entities, semantics, vocabularies, tools) moves it
    movable: list[ast.EntityDecl | ast.Semantics | ast.Vocabulary | ast.Tool] = [
        *d.entities,
        *d.semantics,
        *d.vocabularies,
        *d.tools,
    ]
    own = _own_comments(p, movable, max([d.span.line, *(r[0].span.line for r in d.ranks if r)]))
    for ranks in d.ranks:
        p.emit("ranks " + " < ".join(r.name for r in ranks), i, ranks[0].span)
    for e in d.entities:
        p.pending = own.get(id(e), [])
        p.emit(f"entity {e.name.name}: {type_text(e.key, i)}", i, e.span)
    for s in d.semantics:
        p.pending = own.get(id(s), [])
        vis = ", ".join(v.name for v in s.visible)
        p.emit(f"semantics {s.name.name} {_string(s.text)} visible {vis}", i, s.span)
    for v in d.vocabularies:
        p.pending = own.get(id(v), [])
        p.emit(_vocabulary(v, i), i, v.span)
    for t in d.tools:
        p.pending = own.get(id(t), [])
        _tool(p, t, i)
    p.close("", d.span)


def _vocabulary(v: ast.Vocabulary, indent: str) -> str:
    one_line = f"vocabulary {v.name.name} [{', '.join(_string(x) for x in v.phrases)}]"
    if len(indent) + len(one_line) <= 100:
        return one_line
    inner = indent + "  "
    lines: list[str] = []
    for x in v.phrases:
        item = f"{_string(x)},"
        if lines and len(lines[-1]) + 1 + len(item) <= 100:
            lines[-1] += " " + item
        else:
            lines.append(inner + item)
    return f"vocabulary {v.name.name} [\n" + "\n".join(lines) + f"\n{indent}]"


def _tool(p: _Printer, t: ast.Tool, indent: str) -> None:
    p.lines.append("")
    p.emit(f"tool {t.name.name} {{", indent, t.span)
    i = indent + "  "
    _docs(p, t.docs, i)
    for a in t.args:
        p.emit(f"arg {a.name.name}: {type_text(a.type, i)}", i, a.span)
    if t.reads:
        p.emit("reads " + ", ".join(state(s) for s in t.reads), i, t.reads[0].span)
    if t.writes:
        p.emit("writes " + ", ".join(state(s) for s in t.writes), i, t.writes[0].span)
    for rank in t.authority:
        p.emit(f"authority {rank.name}", i, rank.span)
    for r in t.result:
        p.emit(f"result {type_text(r, i)}", i, r.span)
    p.close(indent, t.span)


def _operator(p: _Printer, o: ast.Operator) -> None:
    p.emit(f"operator {o.name.name} in {o.domain.name} {{", "", o.span)
    i = "  "
    _docs(p, o.docs, i)
    for s in o.structure:
        p.emit(f"structure {s.name}", i, s.span)
    for params in o.params:
        span = params[0].span if params else None
        p.emit(f"params {_fields_inline(params, i)}", i, span)
    for t in o.target:
        p.emit(f"target {state(t)}", i, t.span)
    # Faults, lets, relations and rules print in that order; each keeps the comments written
    # right above it in the source, wherever the canonical order moves it.
    movable: list[ast.Fault | ast.Let | ast.Relation | ast.Rule] = [
        *o.faults,
        *o.lets,
        *o.relations,
        *o.uses,
        *o.stances,
    ]
    header = [s.span for s in o.structure] + [t.span for t in o.target]
    own = _own_comments(p, movable, max([o.span.line, *(h.end_line or h.line for h in header)]))
    for f in o.faults:
        p.pending = own.get(id(f), [])
        _fault(p, f, i)
    if o.lets:
        p.lines.append("")
    for let in o.lets:
        p.pending = own.get(id(let), [])
        p.emit(f"let {let.name.name} = {expr(let.value)}", i, let.span)
    for r in o.relations:
        p.pending = own.get(id(r), [])
        _relation(p, r, i)
    for rule in (*o.uses, *o.stances):
        p.pending = own.get(id(rule), [])
        _rule(p, rule, i)
    p.close("", o.span)


def _fault(p: _Printer, f: ast.Fault, indent: str) -> None:
    p.lines.append("")
    p.emit(f"fault {f.name.name}: {f.kind} {tools(f.tool)} {{", indent, f.span)
    i = indent + "  "
    for c in f.clauses:
        v = c.value
        if isinstance(v, ast.Ident):
            text = v.name
        elif isinstance(v, ast.StateRef):
            text = state(v)
        elif isinstance(v, ast.WrittenField):
            field = f"({expr(v.field_expr)})" if v.field_expr is not None else ""
            text = f"{v.var.name}.{v.field.name if v.field is not None else field}"
        else:
            text = expr(v)
        keyword = "suppress write" if c.kind == "suppress" else c.kind
        p.emit(f"{keyword} {text}", i, c.span)
    p.close(indent, f.span)


def _relation(p: _Printer, r: ast.Relation, indent: str) -> None:
    sources = ", ".join(
        f"{s.name.name}: observe {tools(s.tool)}" if s.tool else f"{s.name.name}: {s.kind}"
        for s in r.sources
    )
    p.lines.append("")
    p.emit(f"counterevidence {r.name.name}({sources}) {{", indent, r.span)
    i = indent + "  "
    for b in r.binders:
        p.emit(f"for {b.name.name} in {expr(b.iterable)}", i, b.span)
    for c in r.clauses:
        if c.kind == "authority":
            assert c.left is not None and c.right is not None
            text = f"authority {c.left.name} >= {c.right.name}"
        else:
            assert c.expr is not None
            text = f"{c.kind} {expr(c.expr)}"
            if c.using:
                text += " using " + ", ".join(u.name for u in c.using)
        p.emit(text, i, c.span)
    p.close(indent, r.span)


def _pattern(pat: ast.Pattern) -> str:
    """``call TOOLS x``, ``observe TOOLS o``, ``say m`` or ``say last m``."""
    if pat.tool is not None:
        return f"{pat.kind} {tools(pat.tool)} {pat.var.name}"
    if pat.kind == "say_last":
        return f"say last {pat.var.name}"
    return f"say {pat.var.name}"


def _bindings(
    p: _Printer,
    bindings: Sequence[ast.Let | ast.Given],
    indent: str,
    own: dict[int, list[str]] | None = None,
) -> None:
    for b in bindings:
        p.pending = (own or {}).get(id(b), [])
        if isinstance(b, ast.Let):
            p.emit(f"let {b.name.name} = {expr(b.value)}", indent, b.span)
        else:
            text = f"given {b.name.name}: {history(b.kind, b.tool)}"
            if b.where is not None:
                text += f" where {expr(b.where)}"
            p.emit(text, indent, b.span)


def _clause_text(c: ast.Clause) -> str:
    if c.kind == "authority":
        assert c.left is not None and c.right is not None
        return f"authority {c.left.name} >= {c.right.name}"
    assert c.expr is not None
    text = f"{c.kind} {expr(c.expr)}"
    if c.using:
        text += " using " + ", ".join(u.name for u in c.using)
    return text


def _gap(p: _Printer) -> None:
    """A blank line between members, not right after a block's opening line."""
    if p.lines and not p.lines[-1].endswith("{"):
        p.lines.append("")


def _kind(p: _Printer, k: ast.Requirement | ast.Effect | ast.Propagation) -> None:
    """A requirement, effect or propagation contract."""
    i = "  "
    if isinstance(k, ast.Propagation):
        base = f"of {k.operator.name}" if k.operator is not None else ""
        if k.domain is not None:
            base = f"in {k.domain.name}"
        p.emit(f"propagation {k.name.name} {base} {{", "", k.span)
        _docs(p, k.docs, i)
        for params in k.params:
            span = params[0].span if params else None
            p.emit(f"params {_fields_inline(params, i)}", i, span)
        own = _own_comments(p, [*k.faults, *k.lets, *k.stages], k.span.line)
        for f in k.faults:
            p.pending = own.get(id(f), [])
            _fault(p, f, i)
        if k.lets:
            _gap(p)
        for let in k.lets:
            p.pending = own.get(id(let), [])
            p.emit(f"let {let.name.name} = {expr(let.value)}", i, let.span)
        for st in k.stages:
            head = f"stage {st.name.name}: {_pattern(st.pattern)} where {expr(st.where)}"
            _gap(p)
            p.pending = own.get(id(st), [])
            if not st.bindings:
                p.emit(head, i, st.span)
                continue
            p.emit(head + " {", i, st.span)
            _bindings(p, st.bindings, i + "  ")
            p.close(i, st.span)
        p.close("", k.span)
        return
    word = "requirement" if isinstance(k, ast.Requirement) else "effect"
    head = f"{word} {k.name.name} in {k.domain.name} for {_pattern(k.pattern)}"
    if k.where is not None:
        head += f" where {expr(k.where)}"
    p.emit(head + " {", "", k.span)
    _docs(p, k.docs, i)
    blocks: Sequence[ast.Evidence | ast.Readback] = (
        k.evidence if isinstance(k, ast.Requirement) else k.readbacks
    )
    own = _own_comments(p, [*k.bindings, *blocks], k.span.line)
    _bindings(p, k.bindings, i, own)
    inner = i + "  "
    if isinstance(k, ast.Requirement):
        for ev in k.evidence:
            s = ev.source
            what = f"observe {tools(s.tool)}" if s.tool is not None else s.kind
            _gap(p)
            p.pending = own.get(id(ev), [])
            p.emit(f"evidence {s.name.name}: {what} {{", i, ev.span)
            for b in ev.binders:
                p.emit(f"for {b.name.name} in {expr(b.iterable)}", inner, b.span)
            for c in ev.clauses:
                p.emit(_clause_text(c), inner, c.span)
            p.close(i, ev.span)
    else:
        for rb in k.readbacks:
            _gap(p)
            p.pending = own.get(id(rb), [])
            p.emit(f"readback {rb.name.name}: observe {tools(rb.tool)} {{", i, rb.span)
            for c in rb.clauses:
                p.emit(_clause_text(c), inner, c.span)
            p.close(i, rb.span)
    p.close("", k.span)


def _rule(p: _Printer, rule: ast.Rule, indent: str) -> None:
    pattern = _pattern(rule.pattern)
    head = f"{rule.kind} {rule.name.name}: {pattern}"
    if rule.where is not None:
        head += f" where {expr(rule.where)}"
    p.lines.append("")
    p.emit(head + " {", indent, rule.span)
    i = indent + "  "
    # Bindings print before the arms; each statement keeps the comments written right above it
    # in the source, wherever the canonical order moves it (a `let` written after an arm).
    items: list[ast.Let | ast.Given | ast.Arm] = [*rule.bindings, *rule.arms]
    own = _own_comments(p, items, rule.span.line)
    for x in items:
        p.pending = own.get(id(x), [])
        if isinstance(x, ast.Let):
            p.emit(f"let {x.name.name} = {expr(x.value)}", i, x.span)
        elif isinstance(x, ast.Given):
            text = f"given {x.name.name}: {history(x.kind, x.tool)}"
            if x.where is not None:
                text += f" where {expr(x.where)}"
            p.emit(text, i, x.span)
        elif x.cond is None:
            p.emit(f"otherwise {x.verdict.name}", i, x.span)
        else:
            p.emit(f"{x.verdict.name} when {expr(x.cond)}", i, x.span)
    p.close(indent, rule.span)
