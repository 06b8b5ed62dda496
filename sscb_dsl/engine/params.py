"""A case's parameters checked against its operator's ``params`` block, and a contract's hash.

A case is an instance of an operator: its ``params`` must be the names the operator declares,
each of its declared type. Without this check a misspelt name (``leg_idx``), a missing one or a
value of the wrong type (``leg_index = "two"``) reaches the fault's ``match`` as an absent or
odd value, and the run is silently untriggered or measured against the wrong fact.

Required: every declared parameter the operator's expressions read (``case.leg_index``); a
declared parameter nothing reads may be left out, and is type-checked when given. Unknown names
are errors. Inside an object type, the declared fields are required and other fields are
allowed (an object type lists the fields a contract may use, as for tool results).
"""

from __future__ import annotations

import datetime as _dt
import difflib
import hashlib
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.language.fmt import type_text as fmt_type


def declared(operator: ast.Operator) -> dict[str, ast.Type]:
    """The operator's parameters by name, with their declared types."""
    return {f.name.name: f.type for block in operator.params for f in block}


def read_params(operator: ast.Operator) -> frozenset[str]:
    """The parameter names the operator's expressions read (``case.<name>``)."""
    return frozenset(_case_reads(operator))


def _case_reads(node: Any) -> Iterator[str]:
    """Every ``case.<name>`` in a rule-object tree (walked generically over attrs fields)."""
    if isinstance(node, ast.Attr) and isinstance(node.obj, ast.Var) and node.obj.name == "case":
        yield node.name
    if isinstance(node, tuple):
        for item in node:
            yield from _case_reads(item)
    elif attrs.has(type(node)):
        for field in attrs.fields(type(node)):
            if field.name != "span":
                yield from _case_reads(getattr(node, field.name))


def param_problems(params: Mapping[str, Any], operator: ast.Operator) -> list[str]:
    """What is wrong with a case's ``params`` for ``operator`` (empty when nothing is).

    Each problem is one lowercase clause naming the parameter and the expected type, e.g.
    ``parameter `leg_index` is "two", expected a number``. To check many cases of one operator,
    build a :class:`ParamCheck` once.
    """
    return ParamCheck(operator).problems(params)


class ParamCheck:
    """The parameter check of one operator, prepared once (walking the rule objects for the
    parameters they read costs more than checking a case)."""

    def __init__(self, operator: ast.Operator) -> None:
        self.name = operator.name.name
        self.types = declared(operator)
        self.needed = read_params(operator)

    def problems(self, params: Mapping[str, Any]) -> list[str]:
        """What is wrong with ``params`` (see :func:`param_problems`)."""
        return _problems(params, self.name, self.types, self.needed)


def _problems(
    params: Mapping[str, Any], name: str, types: Mapping[str, ast.Type], needed: frozenset[str]
) -> list[str]:
    out: list[str] = []
    for key in params:
        if key not in types:
            close = difflib.get_close_matches(key, list(types), n=1)
            hint = f"; did you mean `{close[0]}`?" if close else ""
            known = ", ".join(f"`{k}`" for k in types) or "none"
            out.append(f"parameter `{key}` is not declared by `{name}` (declared: {known}){hint}")
    for key, typ in types.items():
        if key not in params:
            if key in needed:
                out.append(f"parameter `{key}` ({type_text(typ)}) is missing; `{name}` reads it")
            continue
        bad = _type_problem(params[key], typ, key)
        if bad is not None:
            out.append(bad)
    return out


def type_text(t: ast.Type) -> str:
    """A declared type on one line: ``number``, ``[{flight_number: id, date: date}]`` (the
    canonical form, whose large objects span lines, folded)."""
    flat = " ".join(fmt_type(t).split())
    return flat.replace("{ ", "{").replace(", }", "}")


def _type_problem(value: Any, typ: ast.Type, where: str) -> str | None:
    """Why ``value`` is not of ``typ`` (``where`` names it, e.g. ``request.flights[0]``)."""
    if isinstance(typ, ast.ScalarType):
        if _scalar_ok(value, typ.name.name):
            return None
        return f"parameter `{where}` is {_show(value)}, expected {_SCALAR_WORDS[typ.name.name]}"
    if isinstance(typ, ast.EnumType):
        allowed = [v.name for v in typ.values]
        if isinstance(value, str) and value in allowed:
            return None
        return f"parameter `{where}` is {_show(value)}, expected one of {', '.join(allowed)}"
    if isinstance(typ, ast.ListType):
        if not isinstance(value, list):
            return f"parameter `{where}` is {_show(value)}, expected a list ({type_text(typ)})"
        for i, item in enumerate(value):
            bad = _type_problem(item, typ.item, f"{where}[{i}]")
            if bad is not None:
                return bad
        return None
    if isinstance(typ, ast.MapType):
        if not isinstance(value, dict):
            return f"parameter `{where}` is {_show(value)}, expected a table ({type_text(typ)})"
        for k, item in value.items():
            bad = _type_problem(item, typ.value, f"{where}.{k}")
            if bad is not None:
                return bad
        return None
    assert isinstance(typ, ast.ObjectType)
    if not isinstance(value, dict):
        return f"parameter `{where}` is {_show(value)}, expected a table ({type_text(typ)})"
    for field in typ.fields:
        key = field.name.name
        if key not in value:
            return f"parameter `{where}.{key}` ({type_text(field.type)}) is missing"
        bad = _type_problem(value[key], field.type, f"{where}.{key}")
        if bad is not None:
            return bad
    return None


_SCALAR_WORDS = {
    "id": "an id (text or a whole number)",
    "text": "text",
    "date": "a date (YYYY-MM-DD)",
    "money": "an amount (a number)",
    "number": "a number",
    "bool": "true or false",
}


def _scalar_ok(value: Any, name: str) -> bool:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if name == "id":
        return (isinstance(value, str) and value != "") or (
            isinstance(value, int) and not isinstance(value, bool)
        )
    if name == "text":
        return isinstance(value, str)
    if name == "date":
        return isinstance(value, str) and _is_date(value)
    if name in ("money", "number"):
        return number
    if name == "bool":
        return isinstance(value, bool)
    return True  # a type `sscb check` rejects; nothing to hold the value to


def _is_date(text: str) -> bool:
    try:
        _dt.date.fromisoformat(text[:10])
    except ValueError:
        return False
    return len(text) == 10 or text[10] in "T "


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "a table" if isinstance(value, dict) else "a list"
    return repr(value)


def contract_hash(operator: ast.Operator, domain: ast.Domain) -> str:
    """``sha256:<hex>`` of the canonical text of the operator and its domain.

    The canonical form (``sscb fmt``) ignores layout and comments, so reformatting a contract
    keeps its hash while any change to what it says changes it.
    """
    text = format_contract(ast.Contract(domains=(domain,), operators=(operator,)))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()
