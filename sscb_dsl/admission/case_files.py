"""Case files on disk (``sscb.case/1``): the case TOML with its ``[witness]`` table, and the
injection context (the visible prefix through the fault-bearing observation) beside it.

``sscb candidates --write-cases`` writes them (:func:`write_case`); ``sscb admit`` reads them
(:func:`load_case`) to verify or synthesize a witness (``sscb_dsl.admission.admit``). See
docs/admission.md for the format.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.language import ast
from sscb_dsl.tau.candidates import SHORT, Candidate
from sscb_dsl.tau.simulate import FaultedSimulator, TauDB, compile_fault

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

__all__ = [
    "CASE_FORMAT",
    "WITNESS_FORMAT",
    "AdmitError",
    "CaseFile",
    "build_context",
    "call_message",
    "case_name",
    "dump_toml",
    "load_case",
    "sha256_of",
    "tool_message",
    "write_case",
]

CASE_FORMAT = "sscb.case/1"
WITNESS_FORMAT = "sscb.witness/1"


class AdmitError(Exception):
    """Unusable input (case file, prefix, database, operator): exit code 2 on the CLI."""


# ---------------------------------------------------------------- TOML (write side)

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(k: str) -> str:
    return k if _BARE.match(k) else json.dumps(k, ensure_ascii=False)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v if x is not None) + "]"
    if isinstance(v, dict):
        inner = ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items() if x is not None)
        return "{" + inner + "}" if inner else "{}"
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def _is_table_array(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def dump_toml(data: Mapping[str, Any]) -> str:
    """TOML text for JSON-like data: tables and arrays of tables; ``None`` values are left out."""
    lines: list[str] = []

    def table(prefix: str, d: Mapping[str, Any]) -> None:
        for k, v in d.items():
            if v is None or isinstance(v, dict) or _is_table_array(v):
                continue
            lines.append(f"{_key(k)} = {_value(v)}")
        for k, v in d.items():
            name = f"{prefix}.{_key(k)}" if prefix else _key(k)
            if isinstance(v, dict):
                lines.extend(["", f"[{name}]"])
                table(name, v)
            elif _is_table_array(v):
                for item in v:
                    lines.extend(["", f"[[{name}]]"])
                    for ik, iv in item.items():
                        if iv is not None:
                            lines.append(f"{_key(ik)} = {_value(iv)}")

    table("", data)
    return "\n".join(lines).lstrip("\n") + "\n"


# ---------------------------------------------------------------- cases on disk


@attrs.frozen
class CaseFile:
    """A case TOML file as read: the case table, its witness table, and where it lives."""

    path: Path
    data: dict[str, Any]
    witness: dict[str, Any]

    @property
    def id(self) -> str:
        """The case id."""
        return str(self.data["id"])


def load_case(path: Path) -> CaseFile:
    """Read a case TOML with a ``[witness]`` table; :class:`AdmitError` naming the file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AdmitError(f"{path}: no such case file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AdmitError(f"{path}: cannot read the case file ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise AdmitError(f"{path}: not valid TOML ({exc}); see docs/admission.md") from None
    for key in ("id", "operator", "domain", "cluster"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise AdmitError(f"{path}: `{key}` must be a non-empty string (docs/admission.md)")
    witness = data.get("witness")
    if not isinstance(witness, dict):
        raise AdmitError(
            f"{path}: no [witness] table; write cases with `sscb candidates --write-cases`"
        )
    for key, kind in (("prefix", str), ("prefix_sha256", str), ("fault_step", int), ("task", int)):
        if not isinstance(witness.get(key), kind):
            raise AdmitError(f"{path}: `witness.{key}` is missing or not a {kind.__name__}")
    if not isinstance(data.get("params", {}), dict):
        raise AdmitError(f"{path}: `[params]` must be a table")
    return CaseFile(path, data, witness)


def sha256_of(path: Path) -> str:
    """Hex sha256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def case_name(cand: Candidate) -> str:
    """A file-safe case id from a candidate's stable id (``RD-t012-4WQ150-leg1``)."""
    key = cand.id.split(":", 1)[1]
    return SHORT[cand.operator] + "-" + re.sub(r"[^A-Za-z0-9]+", "-", key).strip("-")


def call_message(call_id: str, name: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """An assistant message making one tool call."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(dict(args))},
            }
        ],
    }


def tool_message(call_id: str, name: str, text: str) -> dict[str, Any]:
    """The tool message answering a call."""
    return {"role": "tool", "tool_call_id": call_id, "name": name, "content": text}


def _context_calls(cand: Candidate, db: TauDB) -> list[tuple[str, dict[str, Any]]]:
    """The lookups an agent makes to reach the fault-bearing observation, from the task."""
    task = db.tasks[cand.task]
    p = cand.params
    calls: list[tuple[str, dict[str, Any]]] = []
    if cand.domain == "tau_retail":
        first = next(
            (a for a in task.get("actions", []) if a["name"].startswith("find_user_id_by")), None
        )
        if first is not None:
            calls.append((first["name"], dict(first["kwargs"])))
        calls.append(("get_user_details", {"user_id": task["user_id"]}))
        calls.append(("get_order_details", {"order_id": p["order_id"]}))
        return calls
    calls.append(("get_user_details", {"user_id": task["user_id"]}))
    if cand.operator == "PaySource":
        return calls
    rid = p["key"] if cand.operator == "WriteEffect" else p["reservation_id"]
    calls.append(("get_reservation_details", {"reservation_id": rid}))
    if cand.operator == "WriteEffect":
        req = p["request"]
        current = {
            (f["flight_number"], f["date"]) for f in db.tables["reservations"][rid]["flights"]
        }
        for leg in req["flights"]:
            if (leg["flight_number"], leg["date"]) in current:
                continue
            flight = db.tables["flights"].get(leg["flight_number"], {})
            args = {
                "origin": flight.get("origin"),
                "destination": flight.get("destination"),
                "date": leg["date"],
            }
            calls.append(("search_direct_flight", args))
        calls.append((str(p["tool"]), dict(req)))
    return calls


def _domain_of(operator: ast.Operator) -> ast.Domain | None:
    """The checked domain an operator is declared in (its fault may take tool and field from
    the case, which only the domain's `writes` can resolve)."""
    from sscb_dsl.api import stdlib_library

    return stdlib_library().domains.get(operator.domain.name)


def build_context(
    cand: Candidate, operator: ast.Operator, db: TauDB, domain: ast.Domain | None = None
) -> tuple[list[dict[str, Any]], int] | None:
    """The visible prefix through the fault-bearing observation, and that message's index.

    System prompt (the domain policy), the task instruction as the user's message, then the
    lookups of ``_context_calls`` answered by the faulted simulator. None when the fault does
    not take effect on the last lookup.
    """
    task = db.tasks[cand.task]
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": db.policy},
        {"role": "user", "content": str(task["instruction"])},
    ]
    sim = FaultedSimulator(db, compile_fault(operator, domain), cand.params)
    for i, (name, args) in enumerate(_context_calls(cand, db)):
        call_id = f"call_{i}"
        messages.append(call_message(call_id, name, args))
        text = sim.call(name, args, len(messages))
        messages.append(tool_message(call_id, name, text))
    if sim.fault_step != len(messages) - 1:
        return None
    return messages, len(messages) - 1


def write_case(
    folder: Path,
    cand: Candidate,
    operator: ast.Operator,
    db: TauDB,
    witness: Mapping[str, Any] | None = None,
) -> Path | None:
    """Write ``<id>.toml`` and ``<id>.prefix.json`` for a candidate; None without a context."""
    built = build_context(cand, operator, db, _domain_of(operator))
    if built is None:
        return None
    messages, fault_step = built
    folder.mkdir(parents=True, exist_ok=True)
    name = case_name(cand)
    prefix = folder / f"{name}.prefix.json"
    prefix.write_text(json.dumps(messages, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    fault = operator.faults[0]
    persistence = next(
        (
            c.value.name
            for c in fault.clauses
            if c.kind == "persistence" and isinstance(c.value, ast.Ident)
        ),
        "transient",
    )  # fmt: skip
    table = {
        "format": WITNESS_FORMAT,
        "candidate": cand.id,
        "task": cand.task,
        "user_id": str(db.tasks[cand.task]["user_id"]),
        "prefix": prefix.name,
        "prefix_sha256": sha256_of(prefix),
        "fault_step": fault_step,
        "persistence": persistence,
        "status": "context",
        **dict(witness or {}),
    }
    case = {
        "format": CASE_FORMAT,
        "id": name,
        "operator": cand.operator,
        "domain": cand.domain,
        "cluster": cand.cluster,
        "control": False,
        "params": cand.params,
        "witness": table,
    }
    path = folder / f"{name}.toml"
    path.write_text(dump_toml(case), encoding="utf-8")
    return path
