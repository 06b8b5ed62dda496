"""The record of a requirement, effect or propagation contract on one run (``sscb.kind/1``).

One record per (run, contract): a requirement lists its checkpoints (each action, or the run's
final message) with each evidence item's status; an effect lists each write with its verdict and
read-backs; a propagation gives T_F and the step at which each stage was reached. Runs that
could not be read or evaluated get an error record. Serialisation is deterministic (fixed field
order, no floats), like ``sscb.record/1``; the JSON Schema is
``docs/schemas/kind-record.schema.json``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import attrs
import cattrs

from sscb_dsl.engine.record import Provenance, RecordError, dumps_line, error_record
from sscb_dsl.ledger.model import ReadError

KIND_FORMAT = "sscb.kind/1"
KINDS = ("requirement", "effect", "propagation")

ItemStatus = Literal["before", "after", "never", "undecidable"]
"""An evidence item relative to its checkpoint: observed before it was issued, only after it,
never, or undecidable (a needed value unknown)."""
CHECKPOINT_VERDICTS = (
    "supported",
    "premature",
    "unsupported",
    "conform",
    "violates",
    "untestable",
    "undecidable",
)
StageValue = int | Literal["none", "undecidable"]


@attrs.frozen
class ItemResult:
    """One evidence item at one checkpoint: its status and the step of its first certain
    observation (before or after the checkpoint; null when there is none)."""

    name: str
    status: ItemStatus
    step: int | None = None


@attrs.frozen
class ReadbackResult:
    """One read-back of a write: its step, whether it certainly reads the written entity's
    state (``holds``: ``true`` or ``unknown``) and what its ``shows`` clause says (``true``,
    ``false``, ``unknown``)."""

    name: str
    step: int
    holds: str
    shows: str


@attrs.frozen
class Checkpoint:
    """An action (requirement), a write (effect) or the final message (a ``say last``
    requirement) and its verdict.

    ``position`` orders parallel calls issued in one message; ``failed`` is whether the call's
    result is an error (null without a result, or for a message); ``note`` says why an effect
    is untestable or a verdict undecidable.
    """

    step: int
    position: int
    kind: str
    tool: str
    verdict: str
    failed: bool | None = None
    items: tuple[ItemResult, ...] = ()
    readbacks: tuple[ReadbackResult, ...] = ()
    note: str = ""
    text: str = ""


@attrs.frozen
class KindRecord:
    """One run under one requirement, effect or propagation contract (``sscb.kind/1``).

    ``verdict`` summarises the run: for a requirement ``no_checkpoint``, ``supported``,
    ``premature``, ``unsupported`` or ``undecidable`` (the worst certain checkpoint verdict:
    unsupported, then premature; undecidable when none is certainly early and one is
    undecidable); for an effect ``no_write``, ``violates``, ``undecidable``, ``conform`` or
    ``untestable`` (in that order of precedence); for a propagation null. ``stages`` (a
    propagation) maps each stage to its step, ``none`` or ``undecidable``.
    """

    run_id: str
    kind: str | None = None
    contract: str | None = None
    domain: str | None = None
    case_id: str | None = None
    operator: str | None = None
    config: str | None = None
    repetition: int | None = None
    cluster: str | None = None
    control: bool = False
    verdict: str | None = None
    checkpoints: tuple[Checkpoint, ...] = ()
    triggered: bool | None = None
    t_f: int | None = None
    stages: dict[str, StageValue] | None = None
    decided_by: dict[str, str] = attrs.field(factory=dict)
    error: RecordError | None = None
    source: str | None = None
    provenance: Provenance = attrs.field(factory=Provenance)
    format: str = KIND_FORMAT


def _stage_value(value: Any, _type: Any) -> Any:
    if value in ("none", "undecidable"):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"expected a step, `none` or `undecidable`, got {value!r}")


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook(StageValue, _stage_value)
    return conv


converter = _make_converter()


def kind_record_to_dict(record: KindRecord) -> dict[str, Any]:
    """Plain JSON-ready dict of a record, fields in declaration order."""
    data: dict[str, Any] = converter.unstructure(record)
    return data


def kind_record_from_dict(data: dict[str, Any]) -> KindRecord:
    """Rebuild a record from its JSON form; unknown keys are rejected."""
    if data.get("format") != KIND_FORMAT:
        raise ValueError(f"`format` is {data.get('format')!r}, not `{KIND_FORMAT}`")
    return converter.structure(data, KindRecord)


def dumps_kind_record(record: KindRecord) -> str:
    """One JSONL line (without newline), byte-identical for equal records (as
    :func:`sscb_dsl.engine.record.dumps_record`)."""
    return dumps_line(kind_record_to_dict(record))


def iter_kind_records(path: Path) -> Iterator[KindRecord]:
    """Read a kind-records JSONL file, one record per non-blank line."""
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield kind_record_from_dict(json.loads(line))


def kind_error_record(error: ReadError) -> KindRecord:
    """The record of a run that could not be read (so every run has one)."""
    base = error_record(error)
    return KindRecord(run_id=base.run_id, error=base.error, source=base.source)
