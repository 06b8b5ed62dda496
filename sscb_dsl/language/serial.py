"""Rule objects to and from JSON (cattrs), for ``sscb check --dump`` and other tools.

Spans are omitted (they are layout, not meaning, and equality ignores them). Members of a union
(expressions, types, a fault clause's value) carry ``"node": "<ClassName>"``; unknown keys are
rejected, so a JSON file either means exactly one contract or is an error.
"""

from __future__ import annotations

import json
import typing
from functools import lru_cache
from typing import Any

import attrs
from cattrs import Converter
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from sscb_dsl.language import ast

_NODES: list[type[Any]] = [
    obj for obj in vars(ast).values() if isinstance(obj, type) and attrs.has(obj)
]


def _literal_value(value: Any, _type: Any) -> str | int | float | bool | None:
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise ValueError(f"a literal is a string, number, boolean or null, not {value!r}")


_LITERAL = typing.Union[str, int, float, bool, None]  # noqa: UP007


def _tagged(conv: Converter, union: Any) -> None:
    """Tag the members of ``union`` with ``"node"``; member hooks are looked up lazily, so
    recursive unions (an expression inside an expression) work."""
    members = {cls.__name__: cls for cls in typing.get_args(union)}
    wanted = frozenset(members.values())

    def matches(t: Any) -> bool:
        args = typing.get_args(t)
        return bool(args) and frozenset(a for a in args if a is not type(None)) == wanted

    def unstructure(value: Any) -> dict[str, Any] | None:
        if value is None:
            return None
        data = conv.unstructure(value, type(value))
        assert isinstance(data, dict)
        return {"node": type(value).__name__, **data}

    def structure(data: Any, t: Any) -> Any:
        if data is None and type(None) in typing.get_args(t):
            return None
        if not isinstance(data, dict) or "node" not in data:
            raise ValueError(f"expected an object with a `node` tag, got {data!r}")
        rest = dict(data)
        tag = rest.pop("node")
        cls = members.get(tag)
        if cls is None:
            raise ValueError(f"unknown node `{tag}` here; expected one of {sorted(members)}")
        return conv.structure(rest, cls)

    conv.register_unstructure_hook_func(matches, unstructure)
    conv.register_structure_hook_func(matches, structure)


def _span_to_list(span: ast.Span) -> list[int]:
    return [span.line, span.column, span.end_line, span.end_column, span.start, span.end]


def _span_from_list(data: Any, _type: Any) -> ast.Span:
    if not isinstance(data, list) or len(data) != 6 or not all(isinstance(i, int) for i in data):
        raise ValueError(f"a span is six integers, not {data!r}")
    return ast.Span(*data)


@lru_cache(maxsize=2)
def converter(spans: bool = False) -> Converter:
    """The converter for every rule-object class (built once); ``spans`` keeps positions."""
    conv = Converter(forbid_extra_keys=True)
    if spans:
        conv.register_unstructure_hook(ast.Span, _span_to_list)
        conv.register_structure_hook(ast.Span, _span_from_list)
    for cls in _NODES:
        attrs.resolve_types(cls, vars(ast))
    conv.register_structure_hook_func(lambda t: t == _LITERAL, _literal_value)
    expr_members = typing.get_args(ast.Expr)
    _tagged(conv, ast.Expr)
    _tagged(conv, ast.Type)
    value_members = (*expr_members, ast.StateRef, ast.WrittenField, ast.Ident)
    _tagged(conv, typing.Union[value_members])  # noqa: UP007
    _tagged(conv, typing.Union[ast.Let, ast.Given])  # noqa: UP007
    nodes = frozenset(cls for cls in _NODES if cls is not ast.Span)

    def options(cls: Any) -> dict[str, Any]:
        if "span" in attrs.fields_dict(cls) and not spans:
            return {"span": override(omit=True)}
        return {}

    # Hooks are generated the first time a class is met (generating them all costs start-up
    # time that `sscb check`, which only ever reads cached rule objects back, would pay).
    conv.register_unstructure_hook_factory(
        lambda t: t in nodes, lambda cls: make_dict_unstructure_fn(cls, conv, **options(cls))
    )
    conv.register_structure_hook_factory(
        lambda t: t in nodes,
        lambda cls: make_dict_structure_fn(
            cls, conv, _cattrs_forbid_extra_keys=True, **options(cls)
        ),
    )
    return conv


def contract_to_data(contract: ast.Contract) -> dict[str, Any]:
    """A contract as plain JSON-able data."""
    data = converter().unstructure(contract, ast.Contract)
    assert isinstance(data, dict)
    return data


def contract_from_data(data: Any) -> ast.Contract:
    """A contract from plain data; raises on unknown keys or malformed nodes."""
    return converter().structure(data, ast.Contract)


def contract_to_json(contract: ast.Contract) -> str:
    """Deterministic JSON text of a contract (no spans)."""
    return json.dumps(contract_to_data(contract), indent=2, ensure_ascii=False)


def contract_from_json(text: str) -> ast.Contract:
    """The contract a JSON text describes (see :func:`contract_from_data`)."""
    return contract_from_data(json.loads(text))
