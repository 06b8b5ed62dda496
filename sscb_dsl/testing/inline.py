"""Write a contract's ``let`` s (and, optionally, its domain's vocabularies) out by hand.

"A let is exactly its expression: writing the name anywhere it is in scope means the same as
writing the expression there" (docs/language.md, "`let`"); a vocabulary's name is "like a `let`
of a list literal". :func:`inline_text` gives the text of a contract with every ``let`` name
replaced by its expression and the ``let`` s removed, printed by ``sscb fmt``'s printer (which
parenthesises as precedence needs), so a property test can check that both texts give the same
records. Names never hide other names (E104), so replacing a name cannot capture a variable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.fmt import format_contract

_NAME_FIELDS = {
    ast.SameEvent: ("left", "right"),
    ast.NoWriteBetween: ("start", "end"),
    ast.Exists: ("anchor",),
    ast.Clause: ("left", "right"),
}
"""Places that hold a variable's name (an ``Ident``), not an expression."""


def substitute(node: Any, names: Mapping[str, ast.Expr]) -> Any:
    """``node`` with every variable in ``names`` replaced by its expression.

    A name in a place that takes a name (``a is b``, ``no write ... between a and b``,
    ``exists(... before a)``) can only be replaced by another name; anything else is a
    ValueError.
    """
    if isinstance(node, tuple):
        return tuple(substitute(x, names) for x in node)
    if isinstance(node, ast.Var):
        return names.get(node.name, node)
    if not attrs.has(type(node)) or isinstance(node, (ast.Span, ast.Literal, ast.Ident)):
        return node
    changes: dict[str, Any] = {}
    ident_fields = _NAME_FIELDS.get(type(node), ())
    for f in attrs.fields(type(node)):
        value = getattr(node, f.name)
        if f.name in ident_fields and isinstance(value, ast.Ident) and value.name in names:
            target = names[value.name]
            if not isinstance(target, ast.Var):
                raise ValueError(f"`{value.name}` names an event here; it cannot be written out")
            changes[f.name] = attrs.evolve(value, name=target.name)
        elif f.name != "span":
            new = substitute(value, names)
            if new is not value:
                changes[f.name] = new
    return attrs.evolve(node, **changes) if changes else node


def _rule(rule: ast.Rule, names: Mapping[str, ast.Expr]) -> ast.Rule:
    """The rule with its own and the operator's ``let`` s written out (its givens remain)."""
    inner = dict(names)
    kept: list[ast.Let | ast.Given] = []
    for b in rule.bindings:
        if isinstance(b, ast.Let):
            inner[b.name.name] = substitute(b.value, inner)
        else:
            kept.append(substitute(b, inner))
    return attrs.evolve(
        rule,
        where=substitute(rule.where, inner) if rule.where is not None else None,
        arms=substitute(rule.arms, inner),
        bindings=tuple(kept),
    )


def inline_operator(operator: ast.Operator, domain: ast.Domain | None = None) -> ast.Operator:
    """The operator without ``let`` s: each name written out where it is used. With ``domain``,
    its vocabularies are written out as list literals too."""
    names: dict[str, ast.Expr] = {}
    if domain is not None:
        for v in domain.vocabularies:
            names[v.name.name] = ast.ListLit(tuple(ast.Literal(p) for p in v.phrases))
    faults = substitute(operator.faults, names)
    for let in operator.lets:
        names[let.name.name] = substitute(let.value, names)
    return attrs.evolve(
        operator,
        lets=(),
        faults=faults,
        relations=substitute(operator.relations, names),
        uses=tuple(_rule(r, names) for r in operator.uses),
        stances=tuple(_rule(r, names) for r in operator.stances),
    )


def inline_text(text: str, domains: Mapping[str, ast.Domain] | None = None) -> str:
    """The contract ``text`` with every ``let`` written out (and the vocabularies of the
    operators' domains in ``domains``), as ``sscb fmt`` prints it."""
    contract, diagnostics = parse_contract(text)
    if contract is None:
        raise ValueError(diagnostics[0].message if diagnostics else "cannot parse")
    known = {**(domains or {}), **{d.name.name: d for d in contract.domains}}
    operators = tuple(
        inline_operator(o, known.get(o.domain.name) if domains is not None else None)
        for o in contract.operators
    )
    return format_contract(attrs.evolve(contract, operators=operators))
