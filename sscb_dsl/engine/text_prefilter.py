"""The words a message must hold for a `say` rule's `where` to select it, compiled per rule.

A plan-time shortcut over the text built-ins' declared needs (``Builtin.needs``), kept apart
from the expression compiler it calls (compile.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sscb_dsl.engine.compile import _MISSING, compile_expr
from sscb_dsl.engine.expr_tree import free_vars
from sscb_dsl.engine.values import UNKNOWN, Env, EventVal, Fn
from sscb_dsl.language import ast
from sscb_dsl.language.builtins import BUILTINS

TextPrefilter = Callable[[Env], "tuple[tuple[str, ...], ...] | None"]
_PREFILTER_KEYS: dict[tuple[ast.Expr, str], object] = {}


def compile_text_prefilter(where: ast.Expr, var: str) -> TextPrefilter | None:
    """Words a message must contain for a `say` rule's `where` to select it, or None.

    Applies when `where` is an `or` of text built-ins on ``var.text`` that declare necessary
    words (``Builtin.needs``), each written bare (absent value False) or as ``!= absent``: a
    message lacking the words of every alternative makes each of them absent, so `where` is
    false. Per run, the closure gives the alternatives (None when an argument is unknown or a
    built-in cannot say, and then every message is classified as usual).
    """
    leaves: list[tuple[Callable[..., Any], list[Fn]]] = []

    def walk(e: ast.Expr) -> bool:
        if isinstance(e, ast.Or):
            return all(walk(o) for o in e.operands)
        if isinstance(e, ast.Compare) and e.op == "!=" and isinstance(e.right, ast.Literal):
            call, absent = e.left, e.right.value
        else:
            call, absent = e, False
        if not isinstance(call, ast.Call) or not call.args:
            return False
        builtin = BUILTINS[call.func.name]
        needs = builtin.needs_impl
        text, *rest = call.args
        if (
            needs is None
            or type(absent) is not type(builtin.absent)
            or absent != builtin.absent
            or not (isinstance(text, ast.Attr) and text.name == "text")
            or not (isinstance(text.obj, ast.Var) and text.obj.name == var)
            or any(var in free_vars(a) for a in rest)
        ):
            return False
        leaves.append((needs, [compile_expr(a) for a in rest]))
        return True

    if not walk(where):
        return None
    key = _PREFILTER_KEYS.setdefault((where, var), object())  # rules with the same `where`

    def prefilter(env: Env) -> tuple[tuple[str, ...], ...] | None:
        memo = env.ctx.constants
        found = memo.get(key, _MISSING)
        if found is _MISSING:
            found = memo[key] = needles(env)
        return found  # type: ignore[no-any-return]

    def needles(env: Env) -> tuple[tuple[str, ...], ...] | None:
        out: list[tuple[str, ...]] = []
        for needs, args in leaves:
            values = [a(env) for a in args]
            if any(v is UNKNOWN or isinstance(v, EventVal) for v in values):
                return None
            found = needs(*values)
            if found is None:
                return None
            out.extend(found)
        return tuple(out)

    return prefilter
