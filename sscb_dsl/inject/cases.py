"""Cases (``sscb.case/1`` TOML) and the operators they name, for injection.

``load_cases`` reads case files; ``load_operator`` finds a checked operator and its domain;
``compile_fault`` compiles the operator's fault exactly as the engine reads it.
"""

from __future__ import annotations

import datetime as _dt
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.engine.params import param_problems
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
    return [case for case, _where in load_case_sources(path)]


def load_case_sources(path: Path) -> list[tuple[Case, str]]:
    """Like :func:`load_cases`, each case with where it was read (``file`` or ``file case N``),
    for messages that name the case file."""
    if path.is_dir():
        files = sorted(path.glob("*.toml"))
        if not files:
            raise InjectError(f"{path}: the folder holds no *.toml case files")
        return [c for f in files for c in load_case_sources(f)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
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
        found = [(f"{path} case {i}", c) for i, c in enumerate(items)]
        cases = [(case_from_dict(c, where), where) for where, c in found]
    else:
        cases = [(case_from_dict(data, str(path)), str(path))]
    seen: set[str] = set()
    for c, _where in cases:
        if c.id in seen:
            raise InjectError(f"{path}: case id `{c.id}` appears twice")
        seen.add(c.id)
    return cases


def check_case(case: Case, operator: ast.Operator, where: str) -> None:
    """Raise :class:`InjectError` naming ``where`` (the case file) when the case does not fit
    its operator: parameter names, types and required parameters (see ``engine.params``), and
    the domain. ``inject``, ``admit`` and live runs call it before anything is written."""
    problems = param_problems(case.params, operator)
    if operator.domain.name != case.domain:
        problems.insert(
            0, f"`domain` is `{case.domain}` but `{case.operator}` is in `{operator.domain.name}`"
        )
    if problems:
        raise InjectError(
            f"{where}: case `{case.id}` does not fit operator `{case.operator}`: "
            + "; ".join(problems)
        )


# ---------------------------------------------------------------- pairs


PAIRS_FORMAT = "sscb.pairs/1"
_PAIR_KEYS = frozenset({"case", "run", "case_file"})


@attrs.frozen
class Pair:
    """One (case, recorded run) pair to inject: the case id, where its file is (if the pairs
    file says), the id of the recorded run, and the entry's index in the pairs file."""

    case: str
    run: str
    case_file: Path | None
    index: int


def load_pairs(path: Path) -> list[Pair]:
    """A pairs file (``sscb.pairs/1``): ``[[pairs]]`` of ``case``, ``run`` and optionally
    ``case_file`` (relative to the pairs file). :class:`InjectError` naming file and entry."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError) as exc:
        raise InjectError(f"{path}: cannot read the pairs file ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise InjectError(f"{path}: not valid TOML ({exc}); see docs/formats.md") from None
    if data.get("format") != PAIRS_FORMAT or set(data) - {"format", "pairs"}:
        raise InjectError(f'{path}: a pairs file holds `format = "{PAIRS_FORMAT}"` and [[pairs]]')
    items = data.get("pairs", [])
    if not isinstance(items, list):
        raise InjectError(f"{path}: `pairs` must be a list of tables ([[pairs]])")
    out: list[Pair] = []
    seen: set[tuple[str, str]] = set()
    for i, item in enumerate(items):
        where = f"{path} pair {i}"
        if not isinstance(item, dict) or set(item) - _PAIR_KEYS:
            raise InjectError(f"{where}: a pair has `case`, `run` and optionally `case_file`")
        case, run, file = item.get("case"), item.get("run"), item.get("case_file")
        if not isinstance(case, str) or not isinstance(run, str) or not case or not run:
            raise InjectError(f"{where}: `case` and `run` must be non-empty strings")
        if file is not None and not isinstance(file, str):
            raise InjectError(f"{where}: `case_file` must be a path (text)")
        if (case, run) in seen:
            raise InjectError(f"{where}: case `{case}` and run `{run}` are paired twice")
        seen.add((case, run))
        out.append(Pair(case, run, path.parent / file if file else None, i))
    return out


def dump_pairs(pairs: Sequence[tuple[str, str, str | None]]) -> str:
    """The text of a pairs file for (case id, run id, case file or None) triples."""
    lines = [f'format = "{PAIRS_FORMAT}"', ""]
    for case, run, file in pairs:
        lines += ["[[pairs]]", f"case = {json.dumps(case)}", f"run = {json.dumps(run)}"]
        if file is not None:
            lines.append(f"case_file = {json.dumps(file)}")
        lines.append("")
    return "\n".join(lines)


# ---------------------------------------------------------------- operators


def load_operator(name: str, files: Sequence[Path] = ()) -> tuple[ast.Operator, ast.Domain]:
    """The operator called ``name`` and its domain, from the checked stdlib and ``files`` (a
    propagation contract ``in`` a domain, with its own fault, counts as one: its params and
    fault)."""
    from sscb_dsl.api import InputError, load_kinds

    try:
        kinds, results = load_kinds(list(files))
    except InputError as exc:
        raise InjectError(str(exc)) from None
    library = kinds.library
    bad = [d.render_short() for r in results for d in r.errors]
    if bad:
        raise InjectError("contracts have errors (see `sscb check`):\n" + "\n".join(bad))
    op = library.operators.get(name)
    prop = kinds.propagations.get(name)
    if op is None and prop is not None and prop.domain is not None:
        op = ast.Operator(
            name=prop.name,
            domain=prop.domain,
            params=prop.params,
            faults=prop.faults,
            lets=prop.lets,
        )
        return op, library.domains[prop.domain.name]
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
