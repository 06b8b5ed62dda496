"""Cases (``sscb.case/1`` TOML) and the operators they name, for injection.

``load_cases`` reads case files; ``load_operator`` finds a checked operator and its domain;
``compile_fault`` compiles the operator's fault exactly as the engine reads it.
"""

from __future__ import annotations

import datetime as _dt
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sscb_dsl.engine.plan import FaultError, FaultPlan
from sscb_dsl.engine.plan import compile_fault as plan_compile_fault
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Case

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

CASE_KEYS = frozenset({"format", "id", "operator", "domain", "cluster", "control", "params"})
CASE_FORMAT = "sscb.case/1"


class InjectError(Exception):
    """Unusable input for injection (a case, a contract, a database): exit code 2 on the CLI."""


# ---------------------------------------------------------------- cases


def _plain(value: Any) -> Any:
    """TOML values as JSON values: dates and times become ISO text."""
    if isinstance(value, (_dt.date, _dt.datetime, _dt.time)):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def case_from_dict(data: Any, where: str) -> Case:
    """A case from its TOML/JSON table; :class:`InjectError` naming ``where`` if malformed."""
    if not isinstance(data, dict):
        raise InjectError(f"{where}: a case must be a table with id, operator, domain, ...")
    extra = sorted(set(data) - CASE_KEYS - {"witness"})
    if extra:
        raise InjectError(
            f"{where}: unknown key(s) {', '.join(extra)}; a case has "
            "id, operator, domain, cluster, control, [params] (and [witness] for admission)"
        )
    if "format" in data and data["format"] != CASE_FORMAT:
        raise InjectError(f"{where}: `format` must be `{CASE_FORMAT}`")
    for key in ("id", "operator", "domain", "cluster"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise InjectError(f"{where}: `{key}` must be a non-empty string")
    if not isinstance(data.get("control"), bool):
        raise InjectError(f"{where}: `control` must be true or false")
    params = data.get("params", {})
    if not isinstance(params, dict):
        raise InjectError(f"{where}: `[params]` must be a table")
    return Case(
        data["id"], data["operator"], data["domain"], data["cluster"], data["control"],
        _plain(params),
    )  # fmt: skip


def load_cases(path: Path) -> list[Case]:
    """The cases of a TOML file (one case, or ``[[cases]]``) or of every ``*.toml`` in a folder."""
    if path.is_dir():
        files = sorted(path.glob("*.toml"))
        if not files:
            raise InjectError(f"{path}: the folder holds no *.toml case files")
        return [c for f in files for c in load_cases(f)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InjectError(f"{path}: no such case file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InjectError(f"{path}: cannot read the case file ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise InjectError(f"{path}: not valid TOML ({exc}); see docs/formats.md") from None
    if "cases" in data:
        items = data["cases"]
        if set(data) - {"cases", "format"} or not isinstance(items, list) or not items:
            raise InjectError(f"{path}: a batch file holds a non-empty `[[cases]]` list only")
        cases = [case_from_dict(c, f"{path} case {i}") for i, c in enumerate(items)]
    else:
        cases = [case_from_dict(data, str(path))]
    seen: set[str] = set()
    for c in cases:
        if c.id in seen:
            raise InjectError(f"{path}: case id `{c.id}` appears twice")
        seen.add(c.id)
    return cases


# ---------------------------------------------------------------- operators


def load_operator(name: str, files: Sequence[Path] = ()) -> tuple[ast.Operator, ast.Domain]:
    """The operator called ``name`` and its domain, from the checked stdlib and ``files``."""
    from sscb_dsl.api import InputError, load_library

    try:
        library, results = load_library(list(files))
    except InputError as exc:
        raise InjectError(str(exc)) from None
    bad = [d.render_short() for r in results for d in r.errors]
    if bad:
        raise InjectError("contracts have errors (see `sscb check`):\n" + "\n".join(bad))
    op = library.operators.get(name)
    if op is None:
        known = ", ".join(sorted(library.operators)) or "none"
        raise InjectError(
            f"unknown operator `{name}` (known: {known}); give its file with --operator-file"
        )
    return op, library.domain_of(op)


# ---------------------------------------------------------------- the fault, compiled


FaultSpec = FaultPlan
"""Replay and live injection apply the fault exactly as the engine reads it (``plan``)."""


def resolve_fault(spec: FaultSpec, case: Case) -> FaultSpec:
    """The fault for ``case`` (its tool and suppressed field, when the case names them)."""
    try:
        return spec.resolve(case.params)
    except FaultError as err:
        raise InjectError(f"case `{case.id}`: {err}") from None


def compile_fault(operator: ast.Operator, domain: ast.Domain | None = None) -> FaultSpec:
    """Compile the operator's one fault; :class:`InjectError` if it cannot be injected."""
    try:
        return plan_compile_fault(operator, domain)
    except FaultError as err:
        raise InjectError(f"{err}; it cannot be replayed") from None
