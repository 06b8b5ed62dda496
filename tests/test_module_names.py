"""No module of sscb_dsl binds a top-level name twice: a later binding silently replaces the
earlier one for every function of the module, so a pattern written for one reading runs with
another (two `_CLAUSE_BREAK`s did so until the forty-second pass)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "sscb_dsl"


def _bound_twice(path: Path) -> list[str]:
    """The top-level names ``path`` assigns, defines or declares more than once."""
    names: Counter[str] = Counter()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
    return sorted(n for n, k in names.items() if k > 1)


def test_no_top_level_name_is_bound_twice() -> None:
    """Every module's top-level names are bound once."""
    twice = {
        str(p.relative_to(ROOT)): names
        for p in sorted(ROOT.rglob("*.py"))
        if (names := _bound_twice(p))
    }
    assert twice == {}


def test_the_check_sees_a_second_binding(tmp_path: Path) -> None:
    """The check finds a name bound twice (it can fail)."""
    module = tmp_path / "m.py"
    module.write_text("A = 1\ndef f() -> int:\n    return A\nA = 2\n", encoding="utf-8")
    assert _bound_twice(module) == ["A"]
