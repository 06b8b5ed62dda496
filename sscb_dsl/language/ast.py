"""Rule objects: the frozen, typed form of a contract, produced by ``build`` from the syntax tree.

Every node carries a ``span`` that equality ignores, so ``parse(fmt(c)) == c`` compares meaning,
not layout. Members that the language allows only once (a relation's five clauses, a fault's
``site``) are still kept as sequences here, so that ``check`` can report a missing or duplicated
clause with its position instead of the builder silently keeping one.
Nothing here imports Lark.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Span:
    """A region of source text: 1-based line/column of start and end, and 0-based offsets."""

    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    start: int = 0
    end: int = 0


NOSPAN = Span()


def _span() -> Any:
    """A span field: defaults to no position, ignored by equality and repr."""
    return attrs.field(default=NOSPAN, eq=False, repr=False)


@attrs.frozen
class Ident:
    """A name written in the source, with its position (for diagnostics that point at it)."""

    name: str
    span: Span = _span()


@attrs.frozen
class ToolSel:
    """Which tools a fault, a source or a pattern matches (language 2 beyond ``name``).

    ``kind`` is ``name`` (one tool, ``names[0]``), ``set`` (``(a | b)``), ``any`` (every tool of
    the domain) or ``param`` (the tool named by the case parameter ``param``: ``case.tool``).
    """

    kind: str
    names: tuple[Ident, ...] = ()
    param: Ident | None = None
    span: Span = _span()

    @property
    def single(self) -> str | None:
        """The tool's name when exactly one tool is named statically, else None."""
        return self.names[0].name if self.kind == "name" else None

    def static_names(self) -> tuple[str, ...]:
        """The tool names written in the selector (none for ``any`` and ``param``)."""
        return tuple(n.name for n in self.names)


def tool_name(name: str, span: Span = NOSPAN) -> ToolSel:
    """A selector for one named tool."""
    return ToolSel("name", (Ident(name, span),), None, span)


# ---------------------------------------------------------------- expressions


@attrs.frozen
class Var:
    """A variable: ``case``, an event variable (``fault``, a relation source), or a binder."""

    name: str
    span: Span = _span()


@attrs.frozen
class Attr:
    """``obj.name`` — a field of an object (JSON path step)."""

    obj: Expr
    name: str
    span: Span = _span()


@attrs.frozen
class Index:
    """``obj[index]`` — a list element or a map entry."""

    obj: Expr
    index: Expr
    span: Span = _span()


@attrs.frozen
class Call:
    """A built-in normaliser or predicate (a closed set; see ``sscb_dsl.language.builtins``)."""

    func: Ident
    args: tuple[Expr, ...]
    span: Span = _span()


@attrs.frozen
class Quant:
    """``any(x in xs: cond)`` / ``all(...)`` — bounded by the length of ``xs``."""

    kind: str
    var: Ident
    iterable: Expr
    body: Expr
    span: Span = _span()


@attrs.frozen
class ListLit:
    """``[a, b, c]``."""

    items: tuple[Expr, ...]
    span: Span = _span()


@attrs.frozen
class Literal:
    """A string, number, boolean or null literal."""

    value: str | int | float | bool | None
    span: Span = _span()


@attrs.frozen
class Compare:
    """``left OP right`` with OP one of ``== != < <= > >=``."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@attrs.frozen
class Member:
    """``item in container``."""

    item: Expr
    container: Expr
    span: Span = _span()


@attrs.frozen
class Order:
    """Past-time ordering of two events: ``a after b`` / ``a before b`` (by step)."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@attrs.frozen
class StateRef:
    """``entity(key).field`` — a piece of environment state, keyed by entity.

    The field may be computed (language 2): ``entity(key).(expr)`` keeps ``expr`` in
    ``field_expr`` (and ``field`` is None).
    """

    entity: Ident
    key: Expr
    field: Ident | None
    span: Span = _span()
    field_expr: Expr | None = None


@attrs.frozen
class WrittenField:
    """``suppress write attempt.flights`` / ``attempt.(case.field)``: the state the fault's call
    writes (entity and key from its tool's ``writes``), restricted to one field."""

    var: Ident
    field: Ident | None = None
    field_expr: Expr | None = None
    span: Span = _span()


@attrs.frozen
class Arith:
    """``left + right`` / ``left - right`` on numbers, money, dates and day counts."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@attrs.frozen
class Neg:
    """``-x`` for a number or money value (a negative literal is a :class:`Literal`)."""

    operand: Expr
    span: Span = _span()


@attrs.frozen
class Exists:
    """``exists(c: call TOOL before u where cond)`` — some model-visible event of that kind,
    optionally ordered relative to the event ``anchor``, satisfies ``cond`` (language 2)."""

    var: Ident
    kind: str
    tool: ToolSel | None = None
    order: str | None = None
    anchor: Ident | None = None
    where: Expr | None = None
    span: Span = _span()


@attrs.frozen
class NoWriteBetween:
    """``no write S between a and b`` — no effective write to ``S`` strictly between two events."""

    state: StateRef
    start: Ident
    end: Ident
    span: Span = _span()


@attrs.frozen
class Unaltered:
    """``x unaltered`` — the intervention did not alter ``x`` (an event or a value inside one)."""

    target: Expr
    span: Span = _span()


@attrs.frozen
class SameEvent:
    """``a is b`` — two event variables denote the same ledger event."""

    left: Ident
    right: Ident
    span: Span = _span()


@attrs.frozen
class And:
    """Kleene conjunction of two or more operands, in order: ``a and b and c`` is one node
    (a chain is flat, so its length never deepens the tree; parentheses nest)."""

    operands: tuple[Expr, ...]
    span: Span = _span()


@attrs.frozen
class Or:
    """Kleene disjunction of two or more operands, in order (flat, like :class:`And`)."""

    operands: tuple[Expr, ...]
    span: Span = _span()


@attrs.frozen
class Not:
    """Kleene negation."""

    operand: Expr
    span: Span = _span()


Expr = (
    Var
    | Attr
    | Index
    | Call
    | Quant
    | ListLit
    | Literal
    | Compare
    | Member
    | Order
    | NoWriteBetween
    | Unaltered
    | SameEvent
    | And
    | Or
    | Not
    | Arith
    | Neg
    | Exists
)

# ---------------------------------------------------------------- types


@attrs.frozen
class ScalarType:
    """A scalar type by name: ``id``, ``text``, ``date``, ``money``, ``number``, ``bool``."""

    name: Ident
    span: Span = _span()


@attrs.frozen
class EnumType:
    """``enum(a, b, c)`` — a closed set of text values."""

    name: Ident
    values: tuple[Ident, ...]
    span: Span = _span()


@attrs.frozen
class ListType:
    """``[T]``."""

    item: Type
    span: Span = _span()


@attrs.frozen
class MapType:
    """``map[T]`` — a JSON object keyed by id, values of type T."""

    value: Type
    span: Span = _span()


@attrs.frozen
class Field:
    """``name: T`` inside an object type, a tool's arguments or an operator's params."""

    name: Ident
    type: Type
    span: Span = _span()


@attrs.frozen
class ObjectType:
    """``{a: T, b: U}`` — the fields a contract may use (others may exist and are ignored)."""

    fields: tuple[Field, ...]
    span: Span = _span()


Type = ScalarType | EnumType | ListType | MapType | ObjectType

# ---------------------------------------------------------------- domains


@attrs.frozen
class Semantics:
    """An agent-visible semantic fact and where the agent can know it from (Definition 3.4)."""

    name: Ident
    text: str
    visible: tuple[Ident, ...]
    span: Span = _span()


@attrs.frozen
class EntityDecl:
    """An entity kind and its key type."""

    name: Ident
    key: Type
    span: Span = _span()


@attrs.frozen
class Vocabulary:
    """``vocabulary NAME ["phrase", ...]`` — literal phrases a domain's contracts may pass to the
    text built-ins (compiled by sscb; never a pattern from contract text)."""

    name: Ident
    phrases: tuple[str, ...]
    span: Span = _span()


@attrs.frozen
class Tool:
    """A tool of the domain: arguments, result shape, state it reads/writes, authority rank."""

    name: Ident
    docs: tuple[str, ...] = ()
    args: tuple[Field, ...] = ()
    reads: tuple[StateRef, ...] = ()
    writes: tuple[StateRef, ...] = ()
    authority: tuple[Ident, ...] = ()
    result: tuple[Type, ...] = ()
    span: Span = _span()


@attrs.frozen
class Domain:
    """A tool environment: ranks (lowest first), entities, semantics, tools."""

    name: Ident
    docs: tuple[str, ...] = ()
    ranks: tuple[tuple[Ident, ...], ...] = ()
    entities: tuple[EntityDecl, ...] = ()
    semantics: tuple[Semantics, ...] = ()
    tools: tuple[Tool, ...] = ()
    span: Span = _span()
    vocabularies: tuple[Vocabulary, ...] = ()


# ---------------------------------------------------------------- operators


@attrs.frozen
class FaultClause:
    """One clause of a fault: ``match``, ``site``, ``set``, ``persistence``, ``suppress``,
    ``keep``, ``asserts`` or ``original``; ``value`` is an expression, a state or a name."""

    kind: str
    value: Expr | StateRef | WrittenField | Ident
    span: Span = _span()


@attrs.frozen
class Fault:
    """The injected fault (Definition 3.1): the event it binds (``observe``/``call`` a tool)."""

    name: Ident
    kind: str
    tool: ToolSel
    clauses: tuple[FaultClause, ...] = ()
    span: Span = _span()


@attrs.frozen
class Source:
    """A relation source: ``r: observe TOOL`` — any delivered observation of that tool.

    ``kind`` is ``observe``; ``say`` (an agent message) and ``user`` exist only so that
    ``check`` can reject them: agent-generated assertions are never counterevidence.
    """

    name: Ident
    kind: str
    tool: ToolSel | None = None
    span: Span = _span()


@attrs.frozen
class Binder:
    """``for x in expr`` — the relation holds if it holds for some element."""

    name: Ident
    iterable: Expr
    span: Span = _span()


@attrs.frozen
class Clause:
    """One of the five clauses of Definition 3.4.

    ``authority`` keeps its two names in ``left``/``right``; the others keep ``expr``;
    ``sufficiency`` also lists the agent-visible semantics it relies on in ``using``.
    """

    kind: str
    expr: Expr | None = None
    left: Ident | None = None
    right: Ident | None = None
    using: tuple[Ident, ...] = ()
    span: Span = _span()


CLAUSE_KINDS = ("authority", "entity", "scope", "independence", "sufficiency")


@attrs.frozen
class Relation:
    """A counterevidence relation: sources joined on entity keys, binders, the five clauses."""

    name: Ident
    sources: tuple[Source, ...]
    binders: tuple[Binder, ...] = ()
    clauses: tuple[Clause, ...] = ()
    span: Span = _span()

    def clause(self, kind: str) -> Clause | None:
        """The first clause of that kind, or None."""
        for c in self.clauses:
            if c.kind == kind:
                return c
        return None

    def error_sources(self) -> frozenset[str]:
        """The sources whose errors the relation reads (``r.failed`` or ``r.error_text`` in a
        binder or a clause). Only these range over error observations too; every other source
        ranges over successful results only, since an error carries no record."""
        names = {s.name.name for s in self.sources}
        found: set[str] = set()

        def walk(node: object) -> None:
            if isinstance(node, tuple):
                for x in node:
                    walk(x)
                return
            if not attrs.has(type(node)):
                return
            if (
                isinstance(node, Attr)
                and node.name in ERROR_FIELDS
                and isinstance(node.obj, Var)
                and node.obj.name in names
            ):
                found.add(node.obj.name)
            for f in attrs.fields(type(node)):  # type: ignore[arg-type]
                if f.name != "span":
                    walk(getattr(node, f.name))

        walk(self.binders)
        walk(self.clauses)
        return frozenset(found)


ERROR_FIELDS = ("failed", "error_text")
"""The fields of an observation that describe its error."""


@attrs.frozen
class Arm:
    """``VERDICT when cond`` or ``otherwise VERDICT`` (``cond`` is None)."""

    verdict: Ident
    cond: Expr | None = None
    span: Span = _span()


@attrs.frozen
class Pattern:
    """The events a rule looks at: ``call TOOLS x`` (a tool call), ``say m`` (an agent message)
    or ``say last m`` (the run's final agent message; kind ``say_last``); a propagation stage
    may also look at ``observe TOOLS o`` (a delivered tool result; kind ``observe``)."""

    kind: str
    var: Ident
    tool: ToolSel | None = None
    span: Span = _span()


@attrs.frozen
class Let:
    """``let NAME = expr`` — a named expression, equivalent to writing ``expr`` at every use."""

    name: Ident
    value: Expr
    span: Span = _span()


@attrs.frozen
class Given:
    """``given p: observe TOOLS where cond`` — in a rule, the latest model-visible event of that
    kind before the rule's event that satisfies ``cond`` (null when none; unknown when a later
    one's ``cond`` is unknown). ``kind`` is ``observe``, ``call``, ``say`` or ``user``."""

    name: Ident
    kind: str
    tool: ToolSel | None = None
    where: Expr | None = None
    span: Span = _span()


@attrs.frozen
class Rule:
    """A use rule (``use``) or a stance rule (``stance``): pattern, extraction filter, arms.

    ``bindings`` are the rule's ``let``s and ``given``s in source order (language 2); they are
    in scope in ``where`` and in the arms.
    """

    kind: str
    name: Ident
    pattern: Pattern
    where: Expr | None = None
    arms: tuple[Arm, ...] = ()
    span: Span = _span()
    bindings: tuple[Let | Given, ...] = ()


@attrs.frozen
class Operator:
    """A fault operator: params, target, fault, counterevidence relations, use/stance rules."""

    name: Ident
    domain: Ident
    docs: tuple[str, ...] = ()
    structure: tuple[Ident, ...] = ()
    params: tuple[tuple[Field, ...], ...] = ()
    target: tuple[StateRef, ...] = ()
    faults: tuple[Fault, ...] = ()
    relations: tuple[Relation, ...] = ()
    uses: tuple[Rule, ...] = ()
    stances: tuple[Rule, ...] = ()
    span: Span = _span()
    lets: tuple[Let, ...] = ()


# ---------------------------------------------------------------- contract kinds without a fault


@attrs.frozen
class Evidence:
    """``evidence r: observe TOOLS { ... }`` (or ``r: user``) — one required evidence item of a
    requirement: a relation's source, binders and clauses (``entity`` required for observations).
    """

    source: Source
    binders: tuple[Binder, ...] = ()
    clauses: tuple[Clause, ...] = ()
    span: Span = _span()

    @property
    def name(self) -> Ident:
        """The item's name (its source variable)."""
        return self.source.name

    def clause(self, kind: str) -> Clause | None:
        """The first clause of that kind, or None."""
        return next((c for c in self.clauses if c.kind == kind), None)


@attrs.frozen
class Requirement:
    """``requirement NAME in DOMAIN for call TOOLS a { evidence ... }`` (SafeActBench: an action
    is supported when every required fact was established before it was issued)."""

    name: Ident
    domain: Ident
    pattern: Pattern
    where: Expr | None = None
    docs: tuple[str, ...] = ()
    bindings: tuple[Let | Given, ...] = ()
    evidence: tuple[Evidence, ...] = ()
    span: Span = _span()


@attrs.frozen
class Readback:
    """``readback r: observe TOOLS { entity ..., scope ..., shows ... }`` of an effect contract."""

    name: Ident
    tool: ToolSel
    clauses: tuple[Clause, ...] = ()
    span: Span = _span()

    def clause(self, kind: str) -> Clause | None:
        """The first clause of that kind, or None."""
        return next((c for c in self.clauses if c.kind == kind), None)


@attrs.frozen
class Effect:
    """``effect NAME in DOMAIN for call TOOLS w { readback ... }`` (executable tool contracts:
    a read-back of the written entity must show the write's effect)."""

    name: Ident
    domain: Ident
    pattern: Pattern
    where: Expr | None = None
    docs: tuple[str, ...] = ()
    bindings: tuple[Let | Given, ...] = ()
    readbacks: tuple[Readback, ...] = ()
    span: Span = _span()


STAGES = ("s1", "s2", "s3", "fabricated")
"""The stages a propagation contract names (AgentProp-Bench S1-S3, and fabricated tool use)."""


@attrs.frozen
class Stage:
    """``stage s2: call any c where COND { let/given ... }`` — the first matching event after
    T_F for which COND holds marks the stage."""

    name: Ident
    pattern: Pattern
    where: Expr
    bindings: tuple[Let | Given, ...] = ()
    span: Span = _span()


@attrs.frozen
class Propagation:
    """``propagation NAME of OPERATOR { stage ... }`` (the operator's fault) or ``propagation
    NAME in DOMAIN { params, fault, stage ... }`` (its own fault, e.g. an argument fault)."""

    name: Ident
    operator: Ident | None = None
    domain: Ident | None = None
    docs: tuple[str, ...] = ()
    params: tuple[tuple[Field, ...], ...] = ()
    faults: tuple[Fault, ...] = ()
    lets: tuple[Let, ...] = ()
    stages: tuple[Stage, ...] = ()
    span: Span = _span()


@attrs.frozen
class Import:
    """``import name, ...`` — stdlib files (domains and operators) by name."""

    names: tuple[Ident, ...]
    span: Span = _span()


@attrs.frozen
class Contract:
    """A whole ``.sscb`` file."""

    version: int | None = None
    imports: tuple[Import, ...] = ()
    domains: tuple[Domain, ...] = ()
    operators: tuple[Operator, ...] = ()
    span: Span = _span()
    requirements: tuple[Requirement, ...] = ()
    effects: tuple[Effect, ...] = ()
    propagations: tuple[Propagation, ...] = ()
