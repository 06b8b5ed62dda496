"""Read agent runs from files into ledgers, one :class:`Run` or :class:`ReadError` per run.

Formats (``FORMATS``): ``sscb-run`` (``sscb.run/1``), ``tau-bench`` result files, ``openai``
message lists, ``tau2-bench`` results and ``inspect`` logs (``.json``; ``.eval`` archives).
The format is detected per file unless forced. JSONL files and directories stream; a bad run
becomes a ``ReadError`` naming file, run and message while every other run is still read, so that
each input run yields exactly one item. See ``docs/formats.md`` for formats and error codes.
"""

from __future__ import annotations

import json
import mmap
import os
import re
import zipfile
from collections.abc import Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, BinaryIO, Final, NamedTuple

import attrs

from sscb_dsl.ledger.formats import (
    RUN_FORMAT,
    Bad,
    build_ledger,
    inspect_messages,
    inspect_sscb,
    loads,
    parse_case,
    parse_intervention,
    parse_run_meta,
    sscb_run,
    tau2_messages,
    tau_bench_key,
)
from sscb_dsl.ledger.model import EvaluatorOnly, Ledger, ReadError, Run
from sscb_dsl.ledger.side import (
    BOM,
    SIDE_FORMAT,
    SideEntry,
    SideFile,
    SideFileError,
    load_side,
    paired_id,
)

_loads: Any = loads

__all__ = [
    "FORMATS",
    "SIDE_FORMAT",
    "Deferred",
    "SideEntry",
    "SideFile",
    "SideFileError",
    "detect_format",
    "duplicate_error",
    "load_side",
    "materialize",
    "materialize_all",
    "read_deferred",
    "read_runs",
]

FORMATS: Final = ("sscb-run", "tau-bench", "openai", "tau2-bench", "inspect")
_RUN_SUFFIXES: Final = (".json", ".jsonl", ".eval")


# ---------------------------------------------------------------------------------- detection


def _shape(data: Any) -> str | None:
    """The format a parsed JSON document (or one JSONL line) looks like, or ``None``."""
    if isinstance(data, dict):
        fmt = data.get("format")
        if (isinstance(fmt, str) and fmt.startswith("sscb.run")) or "messages" in data:
            return "sscb-run"
        if "simulations" in data:
            return "tau2-bench"
        if "samples" in data and "eval" in data:
            return "inspect"
        if "traj" in data:
            return "tau-bench"
        return None
    if isinstance(data, list):
        if not data:
            return "sscb-run"
        first = data[0]
        if isinstance(first, list) or (isinstance(first, dict) and "role" in first):
            return "openai"
        for item in data:
            found = _shape(item) if isinstance(item, dict) else None
            if found is not None:
                return found
    return None


def detect_format(path: Path) -> str:
    """The format name of a run file (one of ``FORMATS``), or ``"unknown"``.

    ``.eval`` files are Inspect archives; other files are parsed (JSONL: the first line).
    """
    if path.suffix == ".eval":
        return "inspect"
    try:
        if path.suffix == ".jsonl":
            with path.open("rb") as fh:
                for line in fh:
                    if line.strip():
                        return _shape(_loads(line.removeprefix(BOM))) or "unknown"
            return "sscb-run"
        return _shape(_loads(path.read_bytes().removeprefix(BOM))) or "unknown"
    except (OSError, ValueError):
        return "unknown"


# ---------------------------------------------------------------------------------- reading


@attrs.define
class _Ctx:
    """State of one reading: the forced format, the side file, the ids seen, deferral."""

    forced: str | None
    side: SideFile | None
    seen: set[str] = attrs.field(factory=set)
    defer: bool = False


def read_runs(
    paths: Sequence[Path], input_format: str | None = None, side: Path | None = None
) -> Iterator[Run | ReadError]:
    """Yield one :class:`Run` or :class:`ReadError` per input run, file by file, streaming.

    ``paths`` are files or directories (read recursively, ``*.json``, ``*.jsonl``, ``*.eval``,
    sorted; a file or subfolder that cannot be read is an R001 error naming it). A run with
    several side-file entries (one per case) yields one run per entry. ``input_format`` forces a
    format; ``side`` supplies case, intervention, config, repetition and meta for runs that do
    not carry them. Raises :class:`SideFileError` for a bad side file and ``ValueError`` for an
    unknown format name, before reading anything.
    """
    for item in _read_paths(paths, _context(input_format, side, defer=False)):
        assert not isinstance(item, Deferred)
        yield item


def read_deferred(
    paths: Sequence[Path], input_format: str | None = None, side: Path | None = None
) -> Iterator[Run | ReadError | Deferred]:
    """Like :func:`read_runs`, but JSONL lines come unparsed, for a worker process to read.

    Each :class:`Deferred` becomes its runs with :func:`materialize`. Run ids are not checked
    for repeats here: the caller, who sees the runs in input order, applies
    :func:`duplicate_error` (R008).
    """
    yield from _read_paths(paths, _context(input_format, side, defer=True))


def _context(input_format: str | None, side: Path | None, *, defer: bool) -> _Ctx:
    if input_format is not None and input_format not in FORMATS:
        raise ValueError(f"unknown input format `{input_format}`; use one of {', '.join(FORMATS)}")
    return _Ctx(input_format, load_side(side) if side is not None else None, defer=defer)


def run_files(folder: Path) -> Iterator[Path | ReadError]:
    """The run files under ``folder`` (``*.json``, ``*.jsonl``, ``*.eval``), sorted by path, and
    an R001 error for every subfolder or entry that cannot be read, in its place.

    Symbolic links to folders are followed once (a loop is an error, not a hang).
    """
    yield from _walk(folder, {_real(folder)})


def _real(path: Path) -> str:
    try:
        return str(path.resolve(strict=True))
    except (OSError, RuntimeError):
        return str(path)


def _walk(folder: Path, seen: set[str]) -> Iterator[Path | ReadError]:
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError as exc:
        why = exc.strerror or str(exc)
        yield _error(folder, "R001", f"cannot read the folder ({why}); its runs are not read")
        return
    for entry in entries:
        path = Path(entry.path)
        try:
            is_dir = entry.is_dir()
            is_file = entry.is_file()
        except OSError:
            is_dir = is_file = False
        if is_dir:
            real = _real(path)
            if real in seen:
                yield _error(path, "R001", "the folder links back to a folder being read; skipped")
                continue
            yield from _walk(path, seen | {real})
        elif is_file:
            if path.suffix in _RUN_SUFFIXES:
                yield path
        elif path.suffix in _RUN_SUFFIXES or not path.suffix:
            reason = _unreadable(path)
            yield _error(path, "R001", f"cannot read this entry ({reason}); check the link")


def _unreadable(path: Path) -> str:
    """Why an entry that is neither a file nor a folder cannot be read."""
    try:
        os.stat(path)
    except OSError as exc:
        return exc.strerror or str(exc)
    return "not a regular file"


def _read_paths(paths: Sequence[Path], ctx: _Ctx) -> Iterator[Run | ReadError | Deferred]:
    for path in paths:
        if path.is_dir():
            for found in run_files(path):
                if isinstance(found, ReadError):
                    yield found
                else:
                    yield from _read_file(found, ctx)
        else:
            yield from _read_file(path, ctx)


class Deferred(NamedTuple):
    """One unparsed JSONL line: its file, run position and line number, and where its bytes are.

    A small tuple, cheap to send to a worker process, which reads the bytes itself
    (``offset``, ``length``); ``line`` holds them instead where the file could not be mapped.
    """

    path: str
    position: int
    lineno: int
    offset: int
    length: int
    line: bytes | None = None


def materialize(
    item: Run | ReadError | Deferred, input_format: str | None = None, side: SideFile | None = None
) -> Run | ReadError:
    """The run (or read error) of an item of :func:`read_deferred` (its id not yet checked);
    ``input_format`` and ``side`` (see :func:`load_side`) as given to ``read_deferred``.

    Raises ``ValueError`` when the side file pairs the run with several cases: use
    :func:`materialize_all` there.
    """
    items = materialize_all(item, input_format, side)
    if len(items) != 1:
        raise ValueError("the side file pairs this run with several cases; use materialize_all")
    return items[0]


def materialize_all(
    item: Run | ReadError | Deferred, input_format: str | None = None, side: SideFile | None = None
) -> list[Run | ReadError]:
    """The runs (or read error) of an item of :func:`read_deferred`: one, or one per side-file
    entry of the run (a run paired with several cases)."""
    if not isinstance(item, Deferred):
        return [item]
    path = _path(item.path)
    line = item.line
    if line is None:
        try:
            line = _read_span(item.path, item.offset, item.length)
        except OSError as exc:
            msg = f"cannot read line {item.lineno} ({exc.strerror}); was the file changed?"
            return [_error(path, "R001", msg, item.position)]
    ctx = _Ctx(input_format, side, defer=True)
    return _jsonl_item(path, item.position, item.lineno, line, ctx)


_OPEN: dict[str, BinaryIO] = {}


def _read_span(name: str, offset: int, length: int) -> bytes:
    """``length`` bytes of file ``name`` from ``offset`` (files kept open per process)."""
    fh = _OPEN.get(name)
    if fh is None:
        if len(_OPEN) >= 64:
            _OPEN.pop(next(iter(_OPEN))).close()
        fh = _OPEN[name] = open(name, "rb")  # noqa: SIM115 - kept open for the next lines
    fh.seek(offset)
    data = fh.read(length)
    if len(data) != length:
        raise OSError(0, "the file is shorter than when it was scanned")
    return data


@lru_cache(maxsize=256)
def _path(name: str) -> Path:
    return Path(name)


def duplicate_error(run_id: str, source: str) -> ReadError:
    """The R008 error of a run (``source`` = ``file:position``) whose id was read before."""
    path, _, position = source.rpartition(":")
    return _duplicate(Path(path), int(position), run_id)


def _error(path: Path, code: str, message: str, position: int | None = None) -> ReadError:
    return ReadError(str(path), None, position, None, code, message)


def _read_file(path: Path, ctx: _Ctx) -> Iterator[Run | ReadError | Deferred]:
    if path.suffix == ".eval":
        yield from _read_eval(path, ctx)
        return
    if path.suffix == ".jsonl":
        yield from _read_jsonl(path, ctx)
        return
    try:
        raw = path.read_bytes().removeprefix(BOM)
    except OSError as exc:
        yield _error(path, "R001", f"cannot read the file ({exc.strerror}); check the path")
        return
    try:
        data = _loads(raw)
    except (ValueError, RecursionError):
        yield from _salvage(path, raw, ctx)
        return
    yield from _read_document(path, data, ctx)


def _read_jsonl(path: Path, ctx: _Ctx) -> Iterator[Run | ReadError | Deferred]:
    """One run per non-blank line, read incrementally; a bad line is an error for that run."""
    try:
        fh = path.open("rb")
    except OSError as exc:
        yield _error(path, "R001", f"cannot read the file ({exc.strerror}); check the path")
        return
    with fh:
        if ctx.defer:
            yield from _deferred_lines(path, fh)
            return
        position = 0
        for lineno, line in enumerate(_lines(fh), start=1):
            if lineno == 1:
                line = line.removeprefix(BOM)
            if not line or line.isspace():
                continue
            yield from _jsonl_item(path, position, lineno, line, ctx)
            position += 1


_BLANK = re.compile(rb"\s*")


def _deferred_lines(path: Path, fh: BinaryIO) -> Iterator[Deferred]:
    """Where each non-blank line is, found in the mapped file without copying any line."""
    name = str(path)
    try:
        mm = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
    except (ValueError, OSError):  # an empty file, or one that cannot be mapped
        position = 0
        for lineno, line in enumerate(_lines(fh), start=1):
            if lineno == 1:
                line = line.removeprefix(BOM)
            if line and not line.isspace():
                yield Deferred(name, position, lineno, 0, len(line), line)
                position += 1
        return
    with mm:
        position, lineno, size = 0, 0, len(mm)
        start = len(BOM) if mm[: len(BOM)] == BOM else 0
        while start < size:
            lineno += 1
            end = mm.find(b"\n", start)
            if end < 0:
                end = size
            if not _BLANK.fullmatch(mm, start, end):
                yield Deferred(name, position, lineno, start, end - start)
                position += 1
            start = end + 1


def _lines(fh: BinaryIO, block: int = 1 << 22) -> Iterator[bytes]:
    """The lines of a binary file without their ends, read in large blocks (a run's line is
    tens of kilobytes, where line-by-line reading is slow)."""
    rest = b""
    while chunk := fh.read(block):
        lines = (rest + chunk).split(b"\n")
        rest = lines.pop()
        yield from lines
    if rest:
        yield rest


def _jsonl_item(
    path: Path, position: int, lineno: int, line: bytes, ctx: _Ctx
) -> list[Run | ReadError]:
    try:
        data = _loads(line)
    except (ValueError, RecursionError) as exc:
        return [
            _error(
                path,
                "R002",
                f"line {lineno} is not valid JSON ({_reason(exc)}); each line holds one run",
                position,
            )
        ]
    return _read_item(path, position, data, _line_shape(data, ctx), ctx, lineno)


def _line_shape(data: Any, ctx: _Ctx) -> str | None:
    if ctx.forced is not None:
        return ctx.forced
    if isinstance(data, list):
        return "openai"
    return _shape(data)


def _salvage(path: Path, raw: bytes, ctx: _Ctx) -> Iterator[Run | ReadError]:
    """A file that is not one JSON value: read JSON lines, or the runs of a broken array."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        yield _error(path, "R001", f"the file is not UTF-8 (byte {exc.start}); re-encode it")
        return
    stripped = text.lstrip()
    if not stripped:
        yield _error(path, "R002", "the file is empty; give runs as JSON or JSONL")
        return
    decoder = json.JSONDecoder()
    if stripped[0] != "[":
        # Several JSON values one after another (JSONL without the .jsonl suffix)? Lines end at
        # "\n" only: U+2028 and U+0085 are characters inside a line, not line ends.
        lines = [(n, ln) for n, ln in enumerate(text.split("\n"), start=1) if ln.strip()]
        if len(lines) > 1 and _parses(lines[0][1]):
            for position, (lineno, line) in enumerate(lines):
                try:
                    data = _loads(line)
                except (ValueError, RecursionError) as exc:
                    msg = (
                        f"line {lineno} is not valid JSON ({_reason(exc)}); each line holds one run"
                    )
                    yield _error(path, "R002", msg, position)
                    continue
                yield from _read_item(path, position, data, _line_shape(data, ctx), ctx, lineno)
            return
        yield _json_error(path, text, None)
        return
    # A JSON array whose end is broken or missing: read the runs before the damage.
    index, position = len(text) - len(stripped) + 1, 0
    shape = ctx.forced
    while True:
        index = _skip_ws(text, index)
        if index < len(text) and text[index] == "]":
            index = _skip_ws(text, index + 1)
            if index < len(text):
                yield _json_error(path, text, index, position, "extra data after the array")
            return
        try:
            item, index = decoder.raw_decode(text, index)
        except (json.JSONDecodeError, RecursionError) as exc:
            where = exc.pos if isinstance(exc, json.JSONDecodeError) else index
            yield _json_error(path, text, where, position)
            return
        if isinstance(item, dict) and "role" in item and shape is None:
            # A message list is one run: a broken one cannot be read at all.
            yield _json_error(path, text, None)
            return
        if shape is None:
            shape = _shape(item)
        yield from _read_item(path, position, item, shape or _shape(item), ctx)
        position += 1
        index = _skip_ws(text, index)
        if index < len(text) and text[index] == ",":
            index += 1
        elif index >= len(text) or text[index] != "]":
            yield _json_error(path, text, index, position)
            return


def _reason(exc: BaseException) -> str:
    """The parser's complaint without its position (which counts within one line)."""
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    return str(getattr(exc, "msg", exc))


def _parses(line: str) -> bool:
    try:
        _loads(line)
    except (ValueError, RecursionError):
        return False
    return True


def _skip_ws(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t\r\n":
        index += 1
    return index


def _json_error(
    path: Path, text: str, index: int | None, position: int | None = None, what: str = ""
) -> ReadError:
    """R002 for a file that is not valid JSON, with line and column where it is known."""
    if index is None:
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            index = exc.pos
        except RecursionError:
            index = 0
        else:  # pragma: no cover - the caller saw a parse failure
            index = 0
    line = text.count("\n", 0, index) + 1
    col = index - (text.rfind("\n", 0, index) + 1) + 1
    where = f"at line {line} column {col}"
    problem = what or ("the file ends early" if index >= len(text.rstrip()) else "invalid JSON")
    runs = "; runs before it were read" if position else ""
    return _error(
        path,
        "R002",
        f"{problem} {where}{runs}; fix the JSON (a truncated copy?) and read it again",
        position,
    )


def _read_document(path: Path, data: Any, ctx: _Ctx) -> Iterator[Run | ReadError]:
    """Dispatch a parsed JSON document on its (detected or forced) format."""
    shape = ctx.forced or _shape(data)
    if shape == "tau2-bench":
        yield from _read_tau2(path, data, ctx)
    elif shape == "inspect":
        yield from _read_inspect_json(path, data, ctx)
    elif shape == "openai" and isinstance(data, list) and data and isinstance(data[0], dict):
        yield from _read_item(path, 0, data, "openai", ctx)
    elif isinstance(data, list):
        for position, item in enumerate(data):
            yield from _read_item(path, position, item, shape or _shape(item), ctx)
    elif shape is None and isinstance(data, dict) and data.get("format") == SIDE_FORMAT:
        yield _error(path, "R003", "this is a side file, not runs; pass it with --side")
    elif shape is None:
        yield _error(
            path,
            "R003",
            "the file matches no known run format; give --input-format (one of"
            f" {', '.join(FORMATS)}) or see docs/formats.md",
        )
    else:
        yield from _read_item(path, 0, data, shape, ctx)


Read = tuple[str, Ledger, EvaluatorOnly, str | None, int | None, str | None]
"""A run as built: id, ledger, evaluator-only data, config, repetition, id before renaming."""


def _read_item(
    path: Path, position: int, data: Any, shape: str | None, ctx: _Ctx, lineno: int | None = None
) -> list[Run | ReadError]:
    """One run of a file (or one per side-file entry): build it, attach side data, reject a
    repeated run id."""
    run_id: str | None = None
    where = f" (line {lineno})" if lineno is not None else ""
    built: list[Read]
    try:
        if shape == "sscb-run":
            if isinstance(data, dict) and isinstance(data.get("run_id"), str) and data["run_id"]:
                run_id = data["run_id"]  # so that an error record names the run
            built = [(*sscb_run(data), None)]
        elif shape == "tau-bench":
            run_id, task_id, trial = tau_bench_key(data, position)
            if "traj" not in data:
                raise Bad("R004", "the tau-bench result has no `traj` message list")
            ledger = build_ledger(run_id, data["traj"])
            built = _with_side(ctx, run_id, (task_id, trial), ledger)
        elif shape == "openai":
            if not isinstance(data, list):
                raise Bad("R004", "an OpenAI run must be a list of chat messages")
            run_id = path.stem if lineno is None else f"{path.stem}-{position}"
            built = _with_side(ctx, run_id, None, build_ledger(run_id, data))
        else:
            raise Bad(
                "R003",
                f"this item{where} matches no known run format; give --input-format or see"
                " docs/formats.md",
            )
    except Bad as bad:
        return [ReadError(str(path), run_id, position, bad.message_index, bad.code, bad.message)]
    return [_finish(path, position, b, ctx) for b in built]


def _finish(path: Path, position: int, built: Read, ctx: _Ctx) -> Run | ReadError:
    run_id, ledger, evaluator, config, repetition, origin = built
    if not ctx.defer:  # deferred reading leaves the check to the caller (duplicate_error)
        if run_id in ctx.seen:
            return _duplicate(path, position, run_id)
        ctx.seen.add(run_id)
    return Run(ledger, evaluator, config, repetition, f"{path}:{position}", origin)


def _duplicate(path: Path, position: int, run_id: str) -> ReadError:
    return ReadError(
        str(path),
        run_id,
        position,
        None,
        "R008",
        f"run id `{run_id}` was already read; run ids must be unique across the inputs",
    )


def _with_side(ctx: _Ctx, run_id: str, task: tuple[str, str] | None, ledger: Ledger) -> list[Read]:
    """Attach the side-file entries of a run (if any): its case, intervention, ids, config and
    meta; one run per entry (``<case>@<run>`` when there are several)."""
    entries = ctx.side.lookup(run_id, task) if ctx.side is not None else ()
    if not entries:
        return [(run_id, ledger, EvaluatorOnly(), None, None, None)]
    out: list[Read] = []
    for entry in entries:
        new_id = paired_id(run_id, entry, len(entries) > 1)
        this = ledger if new_id == run_id else attrs.evolve(ledger, run_id=new_id)
        evaluator = EvaluatorOnly(
            parse_case(entry.case),
            parse_intervention(entry.intervention, this),
            parse_run_meta(entry.meta),
        )
        origin = run_id if new_id != run_id else None
        out.append((new_id, this, evaluator, entry.config, entry.repetition, origin))
    return out


def _read_tau2(path: Path, data: Any, ctx: _Ctx) -> Iterator[Run | ReadError]:
    sims = data.get("simulations") if isinstance(data, dict) else None
    if not isinstance(sims, list):
        yield _error(path, "R004", "a tau2-bench result needs a list `simulations`")
        return
    for position, sim in enumerate(sims):
        run_id: str | None = None
        try:
            if not isinstance(sim, dict) or "messages" not in sim:
                raise Bad("R004", "the simulation has no `messages`")
            task_id, trial = sim.get("task_id"), sim.get("trial", position)
            run_id = f"task-{task_id}-trial-{trial}"
            ledger = build_ledger(run_id, tau2_messages(sim["messages"]))
            built = _with_side(ctx, run_id, (str(task_id), str(trial)), ledger)
        except Bad as bad:
            yield ReadError(str(path), run_id, position, bad.message_index, bad.code, bad.message)
            continue
        for b in built:
            yield _finish(path, position, b, ctx)


# ---------------------------------------------------------------------------------- Inspect

_INSPECT_HINT: Final = "install the Inspect extra (pip install 'sscb[inspect]') to read it"


def _inspect_sample(path: Path, position: int, sample: Any, ctx: _Ctx) -> list[Run | ReadError]:
    run_id: str | None = None
    try:
        if not isinstance(sample, dict) or "messages" not in sample:
            raise Bad("R004", "the Inspect sample has no `messages`")
        run_id = f"{sample.get('id', position)}-epoch-{sample.get('epoch', 1)}"
        failure = sample.get("error")
        if failure is not None:
            what = failure.get("message") if isinstance(failure, dict) else failure
            raise Bad(
                "R011",
                f"the Inspect sample errored ({_short(str(what))}); its run is incomplete, so "
                "it is not measured: rerun the sample",
            )
        ledger = build_ledger(run_id, inspect_messages(sample["messages"]))
        if ctx.side is None or not ctx.side.lookup(run_id, None):
            evaluator, config, repetition = inspect_sscb(sample, ledger)  # metadata["sscb"]
            built: list[Read] = [(run_id, ledger, evaluator, config, repetition, None)]
        else:
            built = _with_side(ctx, run_id, None, ledger)
    except Bad as bad:
        return [ReadError(str(path), run_id, position, bad.message_index, bad.code, bad.message)]
    return [_finish(path, position, b, ctx) for b in built]


def _short(text: str, width: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _read_inspect_json(path: Path, data: Any, ctx: _Ctx) -> Iterator[Run | ReadError]:
    samples = data.get("samples") if isinstance(data, dict) else None
    if samples is None:
        return  # a header-only log holds no runs
    if not isinstance(samples, list):
        yield _error(path, "R004", "an Inspect log's `samples` must be a list")
        return
    for position, sample in enumerate(samples):
        yield from _inspect_sample(path, position, sample, ctx)


def _read_eval(path: Path, ctx: _Ctx) -> Iterator[Run | ReadError]:
    """An Inspect ``.eval`` archive: with ``inspect_ai`` installed its own reader, else the zip."""
    try:
        from inspect_ai.log import read_eval_log_samples
    except ImportError:
        yield from _read_eval_zip(path, ctx)
        return
    position = -1
    try:
        samples = read_eval_log_samples(str(path), all_samples_required=False)
        for position, sample in enumerate(samples):
            yield from _inspect_sample(path, position, sample.model_dump(mode="json"), ctx)
    except Exception as exc:  # inspect_ai raises many kinds; all mean "cannot read this log"
        if position < 0:  # refused before any sample (e.g. a header without sample ids)
            yield from _read_eval_zip(path, ctx)
            return
        yield _error(path, "R010", f"inspect_ai cannot read this log ({exc}); is it a .eval log?")


def _read_eval_zip(path: Path, ctx: _Ctx) -> Iterator[Run | ReadError]:
    """The samples of a ``.eval`` archive read from its zip entries (without ``inspect_ai``).

    What this reading cannot understand (an unsupported compression, attachments kept outside
    the sample) is an R010 error with the install hint, never a traceback.
    """
    try:
        archive = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile) as exc:
        yield _error(
            path, "R010", f"not an Inspect .eval archive ({exc}); is it a .eval log? If so, "
            + _INSPECT_HINT,
        )  # fmt: skip
        return
    with archive:
        names = [n for n in archive.namelist() if n.startswith("samples/") and n.endswith(".json")]
        for position, name in enumerate(names):
            try:
                sample = _loads(archive.read(name))
            except Exception as exc:  # zipfile raises many kinds (NotImplementedError, ...)
                why = str(exc) or type(exc).__name__
                msg = f"sample `{name}` is unreadable without inspect_ai ({why}); {_INSPECT_HINT}"
                yield _error(path, "R010", msg, position)
                continue
            if "attachment://" in json.dumps(sample.get("messages") if isinstance(sample, dict)
                                             else None):  # fmt: skip
                msg = f"sample `{name}` keeps its content in attachments; {_INSPECT_HINT}"
                yield _error(path, "R010", msg, position)
                continue
            yield from _inspect_sample(path, position, sample, ctx)


__all__ += ["RUN_FORMAT", "SideEntry", "run_files"]
