"""The evaluation record (``sscb.record/1``): one per input run, also for runs that failed.

This is the boundary between the engine (which writes records) and the report and validation
stages (which read them). Serialisation is deterministic: fixed field order, no floats, UTF-8.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Literal

import attrs
import cattrs

from sscb_dsl import __version__
from sscb_dsl.ledger.model import ReadError, RunMeta

try:
    import orjson as _orjson
except ImportError:  # pragma: no cover - orjson is optional
    _orjson = None  # type: ignore[assignment,unused-ignore]

RECORD_FORMAT = "sscb.record/1"

Step = int
TE = int | Literal["inf", "undecidable"]
TS = int | Literal["no_use", "undecidable"]
TU = int | Literal["none", "undecidable"]
Adopted = Literal["yes", "no", "undecidable"]
Arrival = Literal["pre", "late", "absent", "undecidable"]
Stance = Literal["endorse", "no_longer_endorse", "undecidable"]


@attrs.frozen
class EvidenceItem:
    """A satisfied counterevidence relation: its name, the steps of its observations, its T_E."""

    relation: str
    steps: tuple[int, ...]
    step: int
    note: str = ""


@attrs.frozen
class UseItem:
    """A candidate use event after T_F and how it was classified.

    ``verdict`` is one of: ``faulty`` (faulty reliance), ``correct``, ``qualified``, ``verify``,
    ``enumerate``, ``not_dependent``, ``unresolved``; ``stance`` is the explicit stance it
    expresses toward v' (``endorse`` / ``no_longer_endorse``) or empty.
    """

    step: int
    kind: str
    rule: str
    verdict: str
    text: str = ""
    stance: str = ""


@attrs.frozen
class RecordError:
    """Why a run could not be evaluated (or read): a stable code and a human message."""

    code: str
    message: str


@attrs.frozen
class Provenance:
    """Where a record came from: the sscb version, the contract, and how the run was made.

    ``contract_hash`` is the sha256 of the canonical form of the operator and its domain (so a
    reformatted contract keeps its hash); ``mode`` is ``live``, ``replay`` or ``None`` (the run
    did not say), and the rest is the run's ``meta`` (``replay_of``: the recorded run a replay
    came from). Error records carry what is known.
    """

    sscb_version: str = __version__
    contract_hash: str | None = None
    mode: str | None = None
    scaffold: str | None = None
    agent_model: str | None = None
    user_model: str | None = None
    prompt_version: str | None = None
    replay_of: str | None = None

    @classmethod
    def of(cls, meta: RunMeta | None, contract_hash: str | None = None) -> Provenance:
        """The provenance of a run with ``meta`` evaluated under a contract of that hash."""
        if meta is None:
            return cls(contract_hash=contract_hash)
        return cls(__version__, contract_hash, **attrs.asdict(meta))


@attrs.frozen
class Record:
    """One run's measurement record (``sscb.record/1``); see ``docs/formats.md``."""

    run_id: str
    case_id: str | None = None
    operator: str | None = None
    config: str | None = None
    repetition: int | None = None
    cluster: str | None = None
    control: bool = False
    triggered: bool = False
    t_f: int | None = None
    t_e: TE | None = None
    t_s: TS | None = None
    t_u: TU | None = None
    adopted: Adopted | None = None
    arrival: Arrival | None = None
    pre_reliance: bool | None = None
    stance_end: Stance | None = None
    evidence: tuple[EvidenceItem, ...] = ()
    uses: tuple[UseItem, ...] = ()
    decided_by: dict[str, str] = attrs.field(factory=dict)
    error: RecordError | None = None
    source: str | None = None
    provenance: Provenance = attrs.field(factory=Provenance)
    format: str = RECORD_FORMAT


def _step_or(*words: str) -> Any:
    """A cattrs hook accepting a step (int) or one of ``words`` (or null)."""

    def hook(value: Any, _type: Any) -> Any:
        if value is None or value in words:
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ValueError(f"expected a step or one of {', '.join(words)}, got {value!r}")

    return hook


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook(TE | None, _step_or("inf", "undecidable"))
    conv.register_structure_hook(TS | None, _step_or("no_use", "undecidable"))
    conv.register_structure_hook(TU | None, _step_or("none", "undecidable"))
    return conv


converter = _make_converter()


def record_to_dict(record: Record) -> dict[str, Any]:
    """Plain JSON-ready dict of a record, fields in declaration order."""
    data: dict[str, Any] = converter.unstructure(record)
    return data


def record_from_dict(data: dict[str, Any]) -> Record:
    """Rebuild a record from its JSON form; unknown keys are rejected."""
    return converter.structure(data, Record)


_SURROGATE = re.compile("[\ud800-\udfff]")


def dumps_record(record: Record) -> str:
    """One JSONL line (without newline); byte-identical for equal records, always valid UTF-8.

    orjson writes exactly what ``json.dumps(..., ensure_ascii=False, separators=(",", ":"))``
    writes for these values (no floats, insertion-ordered keys), five times faster. Text it
    refuses (a lone surrogate, which UTF-8 cannot hold) goes through ``json`` with that one
    character escaped (``\\ud800``), so the line still reads back to the same text.
    """
    return dumps_line(record_to_dict(record))


def dumps_line(data: dict[str, Any]) -> str:
    """A JSON object as one line, as :func:`dumps_record` writes it (also for other record
    formats, e.g. ``sscb.kind/1``)."""
    if _orjson is not None:
        try:
            return str(_orjson.dumps(data).decode())
        except TypeError:
            pass
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def write_records(records: Iterable[Record], path: Path) -> int:
    """Write records as JSONL; return how many were written."""
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(dumps_record(rec) + "\n")
            n += 1
    return n


def iter_records(path: Path) -> Iterator[Record]:
    """Read a records JSONL file, one record per non-blank line."""
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield record_from_dict(json.loads(line))


def error_record(error: ReadError) -> Record:
    """The ``sscb.record/1`` record of a run that could not be read, so every run has one."""
    run_id = error.run_id
    if run_id is None:
        run_id = f"{error.source}#{error.position}" if error.position is not None else error.source
    where = f"message {error.message_index}: " if error.message_index is not None else ""
    source = error.source if error.position is None else f"{error.source}:{error.position}"
    return Record(
        run_id=run_id, error=RecordError(error.code, where + error.message), source=source
    )
