"""The package's layers import only downward (docs/engine.md, "Layout").

Every import in every module of ``sscb_dsl`` (top-level and inside functions) is read from the
syntax tree and checked against the layer table below: text and the ledger know nothing of the
language or the engine, the language knows nothing of the engine, the tau-bench simulator knows
nothing of injection, and so on up to the command line.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "sscb_dsl"

# Each unit and the units it may import (its own modules are always allowed).
BASE = {"text", "resources"}
ALLOWED: dict[str, set[str]] = {
    "text": set(),
    "resources": set(),
    "ledger": set(),
    "language": {"text", "resources"},
    "api": {"language", *BASE},
    "engine": {"language", "api", "ledger", *BASE},
    "tau": {"engine", "language", "api", "ledger", *BASE},
    "inject": {"engine", "language", "api", "ledger", *BASE},
    "admission": {"tau", "engine", "language", "api", "ledger", *BASE},
    # live runs on Inspect AI: the tau-bench simulator, live injection, the engine's records
    "live": {"inject", "tau", "engine", "language", "api", "ledger", *BASE},
    "report": {"engine", "ledger", *BASE},
    "testing": {"engine", "language", "api", "ledger", *BASE},
    "demo": {"report", "inject", "engine", "language", "api", "ledger", *BASE},
    "selfcheck": {"api", "language", *BASE},
    "cli": {
        "live",
        "demo",
        "report",
        "admission",
        "inject",
        "tau",
        "engine",
        "language",
        "api",
        "ledger",
        *BASE,
    },
}


def _unit(module: str) -> str:
    """The layer unit of ``sscb_dsl.x.y`` (``x``); the package itself is ``__init__``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("sscb_dsl"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "sscb_dsl":
                out.update(f"sscb_dsl.{a.name}" for a in node.names if a.name != "__version__")
            elif node.module.startswith("sscb_dsl."):
                out.add(node.module)
    return out


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def test_every_unit_is_in_the_table() -> None:
    units = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir()}
    units = {u for u in units if not u.startswith(("_", ".")) and u != "py"}
    assert units <= set(ALLOWED), f"add {sorted(units - set(ALLOWED))} to the layer table"


def test_layers_import_only_downward() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = _module_name(path)
        unit = _unit(name)
        if unit == "__init__":
            continue
        for target in _imports(path):
            other = _unit(target)
            if other != unit and other not in ALLOWED[unit]:
                wrong.append(f"{name} imports {target} ({unit} -> {other})")
    assert not wrong, "upward or sideways imports:\n" + "\n".join(wrong)


def test_the_table_has_no_cycle() -> None:
    seen: dict[str, int] = {}

    def visit(unit: str, stack: tuple[str, ...]) -> None:
        assert unit not in stack, f"cycle: {' -> '.join((*stack, unit))}"
        if seen.get(unit):
            return
        for dep in ALLOWED[unit]:
            visit(dep, (*stack, unit))
        seen[unit] = 1

    for unit in ALLOWED:
        visit(unit, ())


def test_the_named_rules_hold() -> None:
    """The rules the layout issue names, stated on their own so a table edit cannot drop them."""
    assert "engine" not in ALLOWED["ledger"] and "engine" not in ALLOWED["language"]
    assert "inject" not in ALLOWED["tau"]
    lark_users = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        if any(n.split(".")[0] == "lark" for n in names):
            lark_users.append(_module_name(path))
    assert all(_unit(m) == "language" for m in lark_users), lark_users
