"""The side file (``sscb.side/1``): case, intervention, configuration and ``meta`` for runs whose
format does not carry them (tau-bench, tau2-bench, OpenAI lists, Inspect logs).

Entries are keyed by ``task_id`` and ``trial`` or by ``run_id``. One run may have several
entries, one per case (a run paired with several cases): each gives one run, named
``<case id>@<run id>`` unless the entry renames it. See ``docs/formats.md``, "The side file".
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Final

import attrs

from sscb_dsl.ledger.formats import Bad, parse_case, parse_meta, parse_run_meta
from sscb_dsl.ledger.model import ReadError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

SIDE_FORMAT: Final = "sscb.side/1"
BOM: Final = b"\xef\xbb\xbf"

_SIDE_KEYS: Final = frozenset(
    {"task_id", "trial", "run_id", "case", "intervention", "config", "repetition", "meta"}
)


@attrs.frozen
class SideEntry:
    """Case, intervention, configuration and meta for one run of a file that lacks them.

    ``rename`` is the new run id an entry keyed by task gives its run (``None``: keep the id).
    """

    rename: str | None
    case: Any
    intervention: Any
    config: str | None
    repetition: int | None
    meta: Any = None
    index: int = 0


@attrs.frozen
class SideFile:
    """Side-file entries, keyed by (task id, trial) and by run id (several per run allowed)."""

    path: Path
    by_task: dict[tuple[str, str], tuple[SideEntry, ...]]
    by_run: dict[str, tuple[SideEntry, ...]]

    def lookup(self, run_id: str, task: tuple[str, str] | None) -> tuple[SideEntry, ...]:
        """The entries of a run, by (task id, trial) first, then by its run id."""
        if task is not None and task in self.by_task:
            return self.by_task[task]
        return self.by_run.get(run_id, ())

    def entries(self) -> tuple[SideEntry, ...]:
        """Every entry, in file order."""
        found = [e for group in (*self.by_task.values(), *self.by_run.values()) for e in group]
        return tuple(sorted(found, key=lambda e: e.index))


class SideFileError(Exception):
    """The side file itself is unusable (a usage error: nothing can be read against it)."""

    def __init__(self, error: ReadError) -> None:
        super().__init__(error.render())
        self.error = error


def load_side(path: Path) -> SideFile:
    """Load a TOML or JSON side file (``sscb.side/1``); raise :class:`SideFileError` if bad."""

    def fail(message: str, position: int | None = None) -> SideFileError:
        return SideFileError(ReadError(str(path), None, position, None, "R009", message))

    try:
        raw = path.read_bytes().removeprefix(BOM)
        data = tomllib.loads(raw.decode()) if path.suffix == ".toml" else json.loads(raw)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise fail(f"cannot read the side file ({exc}); give a TOML or JSON file") from None
    if not isinstance(data, dict) or data.get("format") != SIDE_FORMAT:
        raise fail(f'the side file must be an object with `format = "{SIDE_FORMAT}"`')
    extra = set(data) - {"format", "runs"}
    runs = data.get("runs", [])
    if extra or not isinstance(runs, list):
        raise fail("the side file holds `format` and a list `runs` only")
    by_task: dict[tuple[str, str], list[SideEntry]] = {}
    by_run: dict[str, list[SideEntry]] = {}
    for i, entry in enumerate(runs):
        if not isinstance(entry, dict) or set(entry) - _SIDE_KEYS:
            keys = ", ".join(sorted(_SIDE_KEYS))
            raise fail(f"entry {i} must be an object with keys among {keys}", i)
        run_id = entry.get("run_id")
        has_task = "task_id" in entry
        if (run_id is None and not has_task) or (
            run_id is not None and not isinstance(run_id, str)
        ):
            raise fail(f"entry {i} needs `task_id` (and `trial`) or a string `run_id`", i)
        try:
            parse_case(entry.get("case"))
            config, repetition = parse_meta(entry)
            parse_run_meta(entry.get("meta"))
        except Bad as bad:
            raise fail(f"entry {i}: {bad.message}", i) from None
        item = SideEntry(
            run_id if has_task else None,
            entry.get("case"),
            entry.get("intervention"),
            config,
            repetition,
            entry.get("meta"),
            i,
        )
        if has_task:
            key = (str(entry["task_id"]), str(entry.get("trial", "")))
            what = f"task {key[0]} trial {key[1]}"
            _add(by_task.setdefault(key, []), item, what, fail)
        elif run_id is not None:
            _add(by_run.setdefault(run_id, []), item, f"run id `{run_id}`", fail)
    return SideFile(
        path,
        {k: tuple(v) for k, v in by_task.items()},
        {k: tuple(v) for k, v in by_run.items()},
    )


def _add(group: list[SideEntry], item: SideEntry, what: str, fail: Any) -> None:
    """Add an entry for a run; a second entry for the same run must name another case."""
    if group:
        ids = [_case_id(e) for e in (*group, item)]
        if None in ids or len(set(ids)) != len(ids):
            raise fail(
                f"entry {item.index} repeats {what}; several entries for one run must each "
                "give a case with its own `id`",
                item.index,
            )
    group.append(item)


def _case_id(entry: SideEntry) -> str | None:
    case = entry.case
    return case.get("id") if isinstance(case, dict) else None


def paired_id(run_id: str, entry: SideEntry, several: bool) -> str:
    """The id of a run read with ``entry``: the entry's rename, or ``<case>@<run>`` when the run
    has several entries (one run per pair), else the run's own id."""
    if entry.rename is not None:
        return entry.rename
    if several:
        return f"{_case_id(entry)}@{run_id}"
    return run_id
