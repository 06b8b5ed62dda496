"""What every tau-bench tool shares: argument binding, ``think``, ``calculate``, the transfer.

tau-bench calls a tool as ``Tool.invoke(data=..., **kwargs)``; Python's own argument errors then
become the tool's answer (``Error: GetUserDetails.invoke() missing 1 required positional
argument: 'user_id'``). :func:`bind_error` gives those messages, worded as CPython 3.10+ words
them, so the tool bodies never see a bad argument list.
"""

from __future__ import annotations

import ast as pyast
import operator
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from sscb_dsl.tau.db import Store

__all__ = [
    "NO_RESULT",
    "ToolSpec",
    "arithmetic",
    "bind_error",
    "calculate",
    "think",
    "transfer_to_human_agents",
]

NO_RESULT = ""
"""The text for a tool that returns ``None`` in tau-bench (``send_certificate`` once a user holds
all three of its certificate ids); tau-bench records a null message content there."""

POWER_BITS_LIMIT = 4_000_000
"""``calculate`` does not compute an integer power whose result would exceed this many bits: it
answers ``int too large to convert to float``, what tau-bench answers once it has computed it
(possibly for hours), unless later operators bring the value back into a float's range."""


@attrs.frozen
class ToolSpec:
    """One tool: its name, tau-bench's class and module (for error texts), parameters, body."""

    name: str
    domain: str
    params: tuple[str, ...]
    body: Callable[..., str | None]

    @property
    def qualname(self) -> str:
        """tau-bench's ``invoke`` as Python names it in errors, e.g. ``GetUserDetails.invoke``."""
        return "".join(p.capitalize() for p in self.name.split("_")) + ".invoke"

    @property
    def module(self) -> str:
        """The module tau-bench defines the tool in."""
        return f"tau_bench.envs.{self.domain}.tools.{self.name}"


_NOT_TEXT = "eval() arg 1 must be a string, bytes or code object"  # safe: tau-bench's text


def _quoted_list(names: list[str]) -> str:
    """CPython's list of missing names: 'a', 'a' and 'b', 'a', 'b', and 'c'."""
    quoted = [f"'{n}'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f"{quoted[0]} and {quoted[1]}"
    return ", ".join(quoted[:-1]) + f", and {quoted[-1]}"


def bind_error(spec: ToolSpec, kwargs: Mapping[Any, Any]) -> str | None:
    """The ``TypeError`` text of ``invoke(data=..., **kwargs)``, or ``None`` if the call binds."""
    if any(not isinstance(k, str) for k in kwargs):
        return "keywords must be strings"
    if "data" in kwargs:
        return f"{spec.module}.{spec.qualname}() got multiple values for keyword argument 'data'"
    for key in kwargs:
        if key not in spec.params:
            return f"{spec.qualname}() got an unexpected keyword argument '{key}'"
    missing = [p for p in spec.params if p not in kwargs]
    if missing:
        plural = "argument" if len(missing) == 1 else "arguments"
        return (
            f"{spec.qualname}() missing {len(missing)} required positional {plural}: "
            f"{_quoted_list(missing)}"
        )
    return None


def think(data: Store, thought: Any) -> str:
    """Nothing changes and nothing is returned: the thought is only logged."""
    return ""


def transfer_to_human_agents(data: Store, summary: Any) -> str:
    """The transfer always succeeds (tau-bench ends the episode after it)."""
    return "Transfer successful"


def calculate(data: Store, expression: Any) -> str:
    """tau-bench's ``calculate``: digits, ``+-*/().`` and spaces, rounded to 2 places.

    tau-bench ``eval``s the expression; this walks its syntax tree with Python's own operators
    instead, so results and error texts are the same (see :func:`arithmetic`).
    """
    if not all(char in "0123456789+-*/(). " for char in expression):
        return "Error: invalid characters in expression"
    try:
        if not isinstance(expression, str):
            raise TypeError(_NOT_TEXT)
        # Python's eval drops leading spaces before compiling; ast.parse would not.
        try:
            tree = pyast.parse(expression.lstrip(" "), filename="<string>", mode="eval")
        except RecursionError:
            # Python's eval fails in its compiler at about the depth ast.parse fails building it.
            raise RecursionError("maximum recursion depth exceeded during compilation") from None
        return str(round(float(arithmetic(tree.body)), 2))
    except Exception as exc:
        return f"Error: {exc}"


_BINARY: dict[type[pyast.operator], Callable[[Any, Any], Any]] = {
    pyast.Add: operator.add,
    pyast.Sub: operator.sub,
    pyast.Mult: operator.mul,
    pyast.Div: operator.truediv,
    pyast.FloorDiv: operator.floordiv,
    pyast.Pow: operator.pow,
}
_UNARY: dict[type[pyast.unaryop], Callable[[Any], Any]] = {
    pyast.UAdd: operator.pos,
    pyast.USub: operator.neg,
}


def _power(base: Any, exponent: Any) -> Any:
    """``base ** exponent``, refusing integer results beyond :data:`POWER_BITS_LIMIT` bits."""
    if (
        isinstance(base, int)
        and isinstance(exponent, int)
        and exponent > 0
        and abs(base) > 1
        and exponent * base.bit_length() > POWER_BITS_LIMIT
    ):
        raise OverflowError("int too large to convert to float")
    return operator.pow(base, exponent)


def _children(node: pyast.AST) -> list[pyast.expr]:
    """The operands of an expression node, in Python's order of evaluation."""
    if isinstance(node, pyast.Constant) or (isinstance(node, pyast.Tuple) and not node.elts):
        return []
    if isinstance(node, pyast.UnaryOp) and type(node.op) in _UNARY:
        return [node.operand]
    if isinstance(node, pyast.BinOp) and type(node.op) in _BINARY:
        return [node.left, node.right]
    if isinstance(node, pyast.Call):
        args = [a.value if isinstance(a, pyast.Starred) else a for a in node.args]
        return [node.func, *args, *(k.value for k in node.keywords)]
    raise ValueError(f"unsupported expression: {pyast.dump(node)}")


def _call(node: pyast.Call, func: Any, operands: list[Any]) -> Any:
    """``f(x)``, ``f(*x)`` or ``f(**x)`` once its operands are evaluated: Python's error (nothing
    these characters spell is callable, iterable other than ``()``, or a mapping)."""
    for arg, value in zip(node.args, operands, strict=False):
        if isinstance(arg, pyast.Starred) and not isinstance(value, tuple):
            kind = type(value).__name__
            raise TypeError(f"{func} argument after * must be an iterable, not {kind}")
    if node.keywords:
        kind = type(operands[-1]).__name__
        raise TypeError(f"{func} argument after ** must be a mapping, not {kind}")
    raise TypeError(f"'{type(func).__name__}' object is not callable")


def _apply(node: pyast.AST, operands: list[Any]) -> Any:
    """The value of ``node`` given its evaluated operands."""
    if isinstance(node, pyast.Constant):
        return node.value
    if isinstance(node, pyast.Tuple):
        return ()
    if isinstance(node, pyast.UnaryOp):
        return _UNARY[type(node.op)](operands[0])
    if isinstance(node, pyast.BinOp):
        if isinstance(node.op, pyast.Pow):
            return _power(operands[0], operands[1])
        return _BINARY[type(node.op)](operands[0], operands[1])
    assert isinstance(node, pyast.Call)
    return _call(node, operands[0], operands[1:])


def arithmetic(root: pyast.expr) -> Any:
    """The value of an expression over the characters ``calculate`` admits, without ``eval``.

    Those characters can only spell numbers, ``...``, ``()``, the operators ``+ - * / // **``
    and calls such as ``(1)(2)``; each is applied with Python's own operator, in Python's order,
    so a bad operand raises the same exception ``eval`` would. The walk keeps its own stack, so
    nesting depth is only limited by the parser.
    """
    values: list[Any] = []
    todo: list[tuple[pyast.AST, bool]] = [(root, False)]
    while todo:
        node, ready = todo.pop()
        children = _children(node)
        if not ready:
            todo.append((node, True))
            todo.extend((child, False) for child in reversed(children))
            continue
        operands = values[len(values) - len(children) :]
        del values[len(values) - len(children) :]
        values.append(_apply(node, operands))
    return values[0]
