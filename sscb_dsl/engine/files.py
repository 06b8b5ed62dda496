"""The evaluation's files besides the runs: labels in, the records file out.

Labels (``sscb eval --labels``) are checked line by line against the record vocabulary, so a
value outside it (``adopted: "maybe"``, a verdict typo) stops the evaluation with the file and
line instead of turning into a silently odd record; ``sscb labels`` applies the same checks.

The output is checked before anything is written: it must not be an input (it would be
erased) nor inside an input folder (it would be read back as runs), its folder must exist and
be writable, and an existing records file is kept unless the caller continues it (``--resume``)
or replaces it (``--force``). :class:`Output` takes an exclusive lock on the file, so two
processes never write one file, and only then truncates it; a full disk is an error naming how
many records were written.
"""

from __future__ import annotations

import errno
import json
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Final, TextIO

from sscb_dsl.engine.evaluate import Label

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks, no refusal
    fcntl = None  # type: ignore[assignment,unused-ignore]

BOM: Final = "\ufeff"


class PipelineError(Exception):
    """Bad input that stops the whole evaluation (exit code 2): contracts, labels, output."""


# ---------------------------------------------------------------- labels

LABEL_QUANTITIES: Final = frozenset(
    {"t_e", "t_s", "t_u", "adopted", "arrival", "stance_end", "use"}
)
EVENTS: Final = ("t_e", "t_s", "t_u")
WORDS: Final[dict[str, tuple[str, ...]]] = {
    "t_e": ("inf", "undecidable"),
    "t_s": ("no_use", "undecidable"),
    "t_u": ("none", "undecidable"),
    "adopted": ("yes", "no", "undecidable"),
    "arrival": ("pre", "late", "absent", "undecidable"),
    "stance_end": ("endorse", "no_longer_endorse", "undecidable"),
    "use": ("faulty", "correct", "qualified", "verify", "enumerate", "not_dependent", "unresolved"),
}
"""The words each quantity may take besides a step (events): the record vocabulary."""
NULLABLE: Final = frozenset({"arrival", "stance_end"})
_LABEL_KEYS: Final = frozenset({"run_id", "reviewer", "quantity", "value", "step"})


def is_step(value: object) -> bool:
    """Whether ``value`` is a located event (a step index)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_label_value(quantity: str, value: Any, where: str) -> None:
    """Raise :class:`PipelineError` naming ``where`` if ``value`` is outside the vocabulary."""
    if quantity in EVENTS and is_step(value):
        if value < 0:
            raise PipelineError(f"{where}: `{quantity}` step must be >= 0, got {value}")
        return
    if value is None and quantity in NULLABLE:
        return
    if isinstance(value, str) and value in WORDS[quantity]:
        return
    allowed = ", ".join(WORDS[quantity]) + (" or null" if quantity in NULLABLE else "")
    step = "a step or " if quantity in EVENTS else ""
    raise PipelineError(
        f"{where}: `{quantity}` must be {step}one of {allowed}, got {json.dumps(value)}"
    )


def read_label_lines(path: Path) -> list[tuple[int, Label]]:
    """Labels JSONL (``{run_id, reviewer, quantity, value, step?}``) with their line numbers,
    every line checked: keys, quantity, value (the record vocabulary), a ``use`` label's step."""
    try:
        text = path.read_bytes().decode("utf-8").removeprefix(BOM)
    except OSError as err:
        raise PipelineError(f"{path}: cannot read labels ({err.strerror})") from None
    except UnicodeDecodeError as err:
        raise PipelineError(f"{path}: cannot read: not UTF-8 ({err.reason})") from None
    out: list[tuple[int, Label]] = []
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        where = f"{path}:{n}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as err:
            raise PipelineError(f"{where}: not JSON ({err.msg})") from None
        if not isinstance(raw, dict):
            raise PipelineError(f"{where}: a label is a JSON object")
        extra = set(raw) - _LABEL_KEYS
        missing = {"run_id", "reviewer", "quantity", "value"} - set(raw)
        if extra or missing:
            raise PipelineError(
                f"{where}: label keys are run_id, reviewer, quantity, value, step"
                + (f"; unknown {sorted(extra)}" if extra else "")
                + (f"; missing {sorted(missing)}" if missing else "")
            )
        quantity = raw["quantity"]
        if quantity not in LABEL_QUANTITIES:
            raise PipelineError(
                f"{where}: quantity `{quantity}` is not one of "
                + ", ".join(sorted(LABEL_QUANTITIES))
            )
        if quantity == "use" and not is_step(raw.get("step")):
            raise PipelineError(f"{where}: a `use` label needs the event's `step`")
        check_label_value(quantity, raw["value"], where)
        label = Label(
            str(raw["run_id"]), str(raw["reviewer"]), quantity, raw["value"], raw.get("step")
        )
        out.append((n, label))
    return out


def load_labels(path: Path) -> dict[str, list[Label]]:
    """Labels JSONL grouped by run id (see :func:`read_label_lines`)."""
    out: dict[str, list[Label]] = {}
    for _n, label in read_label_lines(path):
        out.setdefault(label.run_id, []).append(label)
    return out


def labels_for_eval(path: Path) -> tuple[dict[str, list[Label]], dict[str, int]]:
    """Labels to apply in an evaluation, and the first line of each run id's labels.

    One label per run and quantity (and step, for ``use``): two reviewers' labels for the same
    value would be applied in an arbitrary order, so they are refused with both lines; give the
    adjudicated reference (``sscb labels -o``).
    """
    lines = read_label_lines(path)
    seen: dict[tuple[str, str, int | None], int] = {}
    first: dict[str, int] = {}
    out: dict[str, list[Label]] = {}
    for n, lab in lines:
        key = (lab.run_id, lab.quantity, lab.step if lab.quantity == "use" else None)
        if key in seen:
            raise PipelineError(
                f"{path}:{n}: a second `{lab.quantity}` label for run `{lab.run_id}` (first at "
                f"line {seen[key]}); give one reference label per value (`sscb labels -o`)"
            )
        seen[key] = n
        first.setdefault(lab.run_id, n)
        out.setdefault(lab.run_id, []).append(lab)
    return out, first


# ---------------------------------------------------------------- the output file


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def check_output(
    out: Path, inputs: Iterable[Path], *, flag: str = "-o", keep_existing: bool = True
) -> None:
    """Raise :class:`PipelineError` if writing ``out`` would be wrong, before writing anything.

    ``keep_existing`` refuses an existing non-empty file (the caller has no ``--resume`` or
    ``--force``); a regular file only: ``/dev/stdout`` and the like are written as streams.
    """
    if out.is_dir():
        raise PipelineError(f"{flag} {out}: is a folder; give a file path")
    folder = out.parent
    if not folder.is_dir():
        raise PipelineError(f"{flag} {out}: the folder `{folder}` does not exist; create it first")
    if not os.access(folder, os.W_OK | os.X_OK) and not out.exists():
        raise PipelineError(f"{flag} {out}: the folder `{folder}` is not writable")
    for given in inputs:
        if given.is_dir():
            if _inside(out, given):
                raise PipelineError(
                    f"{flag} {out}: is inside the input folder `{given}` and would be read back "
                    "as runs; write it outside the input folders"
                )
        elif out.exists() and given.exists() and _same(out, given):
            raise PipelineError(
                f"{flag} {out}: is the input `{given}`; writing it would erase it: choose "
                "another path"
            )
    if keep_existing and out.is_file() and out.stat().st_size > 0:
        raise PipelineError(
            f"{flag} {out}: the file exists; give --resume to continue it or --force to replace it"
        )


def check_output_dir(out: Path, inputs: Iterable[Path], *, flag: str = "-o") -> None:
    """Raise :class:`PipelineError` if files cannot be written into folder ``out`` (created
    when missing, but not its parents) or would replace an input."""
    if out.exists() and not out.is_dir():
        raise PipelineError(f"{flag} {out}: is a file; give a folder")
    parent = out if out.is_dir() else out.parent
    if not parent.is_dir():
        raise PipelineError(f"{flag} {out}: the folder `{parent}` does not exist; create it first")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise PipelineError(f"{flag} {out}: the folder `{parent}` is not writable")
    for given in inputs:
        if given.is_file() and _same(given.parent, out) and given.name.startswith("report."):
            raise PipelineError(
                f"{flag} {out}: would replace the input `{given}`; write the report elsewhere"
            )


def write_error(path: Path, exc: OSError, done: str = "") -> PipelineError:
    """The one-line error of a failed write (a full disk says what to do)."""
    why = exc.strerror or str(exc)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return PipelineError(f"cannot write {path}: {why}{done}; free space and run again")
    return PipelineError(f"cannot write {path}: {why}{done}")


class Output:
    """An output file opened for writing under an exclusive lock, truncated only once locked.

    ``append=True`` keeps what the file holds (``--resume``): :meth:`existing` returns it, a
    torn last line cut. Writes that fail (a full disk) raise :class:`PipelineError`.
    """

    def __init__(self, path: Path, *, append: bool = False) -> None:
        self.path = path
        self.append = append
        self.written = 0
        self._fh: TextIO | None = None

    def __enter__(self) -> Output:
        try:
            fh = open(self.path, "a", encoding="utf-8")
        except OSError as exc:
            raise write_error(self.path, exc) from None
        if fcntl is not None:
            try:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                fh.close()
                raise PipelineError(
                    f"{self.path}: another sscb process is writing this file; wait for it to "
                    "finish or choose another output"
                ) from None
        self._fh = fh
        if not self.append and self.path.is_file():
            fh.truncate(0)
        return self

    def existing(self) -> list[str]:
        """The record lines already in the file (``--resume``); a torn last line is cut."""
        if not self.path.is_file():
            return []
        data = self.path.read_bytes()
        if data and not data.endswith(b"\n"):
            cut = data.rfind(b"\n") + 1
            assert self._fh is not None
            self._fh.truncate(cut)
            data = data[:cut]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise PipelineError(
                f"{self.path}: cannot resume, the file is not UTF-8; remove it or use a new -o"
            ) from None
        return [line for line in text.split("\n") if line.strip()]

    def write(self, lines: Sequence[str]) -> None:
        """Write record lines and flush them (a killed run keeps every flushed batch)."""
        assert self._fh is not None
        try:
            for line in lines:
                self._fh.write(line + "\n")
            self._fh.flush()
        except OSError as exc:
            raise write_error(self.path, exc, f" after {self.written} records") from None
        self.written += len(lines)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._fh is None:
            return
        try:
            self._fh.close()
        except OSError as err:
            if kind is None:
                raise write_error(self.path, err, f" after {self.written} records") from None
        self._fh = None


# ---------------------------------------------------------------- resuming


def source_key(source: str | None, inputs: Sequence[Path]) -> tuple[str, int | None] | None:
    """(resolved file, position) of a record's ``source`` (``file:position`` or ``file``), so
    that ``--resume`` matches an input however its path is spelled; ``None`` if unknown."""
    if not source:
        return None
    path, _, position = source.rpartition(":")
    if path and position.isdigit():
        return _resolved(path), int(position)
    return _resolved(source), None


def _resolved(name: str) -> str:
    try:
        return str(Path(name).resolve())
    except (OSError, RuntimeError):
        return name


def done_keys(lines: Sequence[str], out: Path) -> tuple[Counter[Any], list[dict[str, Any]]]:
    """How many records each input run (by source key) or run id already has, and the parsed
    records; a line that is not a record stops the resume."""
    done: Counter[Any] = Counter()
    records: list[dict[str, Any]] = []
    for line in lines:
        try:
            rec = json.loads(line)
            rid = rec["run_id"]
        except (json.JSONDecodeError, KeyError, TypeError):
            raise PipelineError(
                f"{out}: cannot resume, a line is not a record; remove the file or use a new -o"
            ) from None
        key = source_key(rec.get("source"), ())
        done[key if key is not None else ("run", rid)] += 1
        records.append(rec)
    return done, records
