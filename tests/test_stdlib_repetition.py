"""The stdlib says each thing once (issue 13: "no expression repeated more than twice"): within
an operator (or requirement, effect, propagation contract), no expression of 40 or more
characters occurs more than twice, counting every subexpression of its lets, fault, relations
and rules (`let` bindings name the rest)."""

from __future__ import annotations

import typing
from collections import Counter
from pathlib import Path

import attrs
import pytest

from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.fmt import expr as show

STDLIB = Path(__file__).resolve().parents[1] / "stdlib"
EXPRESSIONS = typing.get_args(ast.Expr)
LONG = 40


def _count(node: object, seen: Counter[str]) -> None:
    if isinstance(node, (list, tuple)):
        for item in node:
            _count(item, seen)
        return
    if not attrs.has(type(node)):
        return
    if isinstance(node, EXPRESSIONS):
        text = show(node)
        if len(text) >= LONG:
            seen[text] += 1
    for field in attrs.fields(type(node)):
        if field.name != "span":
            _count(getattr(node, field.name), seen)


@pytest.mark.parametrize("path", sorted(STDLIB.glob("*.sscb")), ids=lambda p: p.name)
def test_no_long_expression_three_times(path: Path) -> None:
    contract, diagnostics = parse_contract(path.read_text(encoding="utf-8"), str(path))
    assert contract is not None, diagnostics
    units: list[object] = [
        *contract.operators,
        *contract.requirements,
        *contract.effects,
        *contract.propagations,
    ]
    for unit in units:
        seen: Counter[str] = Counter()
        _count(unit, seen)
        repeated = {text: n for text, n in seen.items() if n > 2}
        assert repeated == {}, f"{path.name}: bind these with `let`: {repeated}"


def test_the_check_finds_a_repetition() -> None:
    """The counter sees a long expression written three times (so the test can fail)."""
    call = 'claims_said(m.text, about, others, ["a", "b"], [], [], [])'
    text = (
        "sscb 2\noperator X in d {\n" + "".join(f"  let x{i} = {call}\n" for i in range(3)) + "}\n"
    )
    contract, _ = parse_contract(text)
    assert contract is not None
    seen: Counter[str] = Counter()
    _count(contract.operators[0], seen)
    assert seen[call] == 3
