"""Which live samples to run: one per (case, task), or one clean sample per task.

A case names its tau-bench task in the ``[witness]`` table that ``sscb candidates --write-cases``
writes (``task = 7``, the task's position in ``tasks_test.json``); ``--task N`` pairs cases with
tasks explicitly instead. A samples file (JSONL, one ``{"case": {...}, "task": N, "replay_of":
"task-N-trial-K"}`` per line) gives the pairs directly, as the differential test does. No Inspect
code here: the task module turns these into Inspect samples.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.inject import InjectError, case_from_dict, load_cases
from sscb_dsl.ledger.model import Case
from sscb_dsl.live.env import LiveError, step_limit

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

__all__ = [
    "LiveSample",
    "case_json",
    "case_tasks",
    "clean_samples",
    "read_samples",
    "samples_from_cases",
    "write_samples",
]

SAMPLE_KEYS = frozenset({"case", "task", "replay_of"})


@attrs.frozen
class LiveSample:
    """One Inspect sample: a case (``None`` for a clean run), its domain and tau-bench task.

    ``replay_of`` names a recorded run whose turns ``sscb/replay`` plays back; ``max_steps``
    overrides the operator's step limit (a clean sample takes the largest of its cases').
    """

    case: Case | None
    domain: str
    task: int
    replay_of: str | None = None
    max_steps: int | None = attrs.field(default=None, eq=False)

    @property
    def id(self) -> str:
        """``<case id>@task-<n>`` (``<case id>@<replay_of>`` when replaying; clean samples
        ``clean@<domain>:task-<n>``)."""
        if self.case is None:
            return f"clean@{self.domain}:task-{self.task}"
        return f"{self.case.id}@{self.replay_of or f'task-{self.task}'}"

    def to_json(self) -> dict[str, Any]:
        """The sample's line in a samples file."""
        out: dict[str, Any] = {"case": case_json(self.case) if self.case else None}
        out["task"] = self.task
        if self.replay_of is not None:
            out["replay_of"] = self.replay_of
        return out


def case_json(case: Case) -> dict[str, Any]:
    """A case as its ``sscb.run/1`` table."""
    return attrs.asdict(case)


def _toml_tables(path: Path) -> list[dict[str, Any]]:
    if path.is_dir():
        return [t for f in sorted(path.glob("*.toml")) for t in _toml_tables(f)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []  # load_cases reports the problem
    cases = data.get("cases")
    return [c for c in cases if isinstance(c, dict)] if isinstance(cases, list) else [data]


def case_tasks(path: Path) -> dict[str, int]:
    """Case id -> the task its ``[witness]`` table names, for the cases of a TOML file/folder."""
    out: dict[str, int] = {}
    for table in _toml_tables(path):
        witness = table.get("witness")
        task = witness.get("task") if isinstance(witness, dict) else None
        if isinstance(table.get("id"), str) and isinstance(task, int):
            out[table["id"]] = task
    return out


def samples_from_cases(paths: Sequence[Path], tasks: Sequence[int] = ()) -> list[LiveSample]:
    """Samples for the cases in ``paths``: each with ``tasks`` if given, else its witness task."""
    out: list[LiveSample] = []
    seen: set[str] = set()
    for path in paths:
        try:
            cases = load_cases(path)
        except InjectError as err:
            raise LiveError(str(err)) from None
        named = case_tasks(path)
        for case in cases:
            if case.id in seen:
                raise LiveError(f"case id `{case.id}` is given twice")
            seen.add(case.id)
            chosen = list(tasks) or ([named[case.id]] if case.id in named else [])
            if not chosen:
                raise LiveError(
                    f"case `{case.id}` names no task: give `[witness] task = N` in its file "
                    "(as `sscb candidates --write-cases` writes) or --task N"
                )
            out.extend(LiveSample(case, case.domain, t) for t in chosen)
    return out


def clean_samples(samples: Sequence[LiveSample]) -> list[LiveSample]:
    """One clean sample per distinct (domain, task) of ``samples``, in first-seen order, with
    the largest step limit of the cases on that task."""
    limits: dict[tuple[str, int], int] = {}
    for s in samples:
        limit = s.max_steps or step_limit(s.case.operator if s.case else None)
        limits[(s.domain, s.task)] = max(limit, limits.get((s.domain, s.task), 0))
    return [LiveSample(None, d, t, None, n) for (d, t), n in limits.items()]


def read_samples(path: Path) -> list[LiveSample]:
    """A samples file (JSONL): ``{"case": {...}, "task": N, "replay_of"?: str}`` per line."""
    out: list[LiveSample] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise LiveError(f"{path}: cannot read the samples file ({exc})") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except ValueError as exc:
            raise LiveError(f"{path}:{n}: not JSON ({exc})") from None
        if not isinstance(raw, dict) or set(raw) - SAMPLE_KEYS or "case" not in raw:
            raise LiveError(f"{path}:{n}: a sample is {{case, task, replay_of?}}")
        task = raw.get("task")
        if not isinstance(task, int) or isinstance(task, bool):
            raise LiveError(f"{path}:{n}: `task` must be a task index")
        replay_of = raw.get("replay_of")
        if replay_of is not None and not isinstance(replay_of, str):
            raise LiveError(f"{path}:{n}: `replay_of` must be a run id")
        try:
            case = case_from_dict(raw["case"], f"{path}:{n}")
        except InjectError as err:
            raise LiveError(str(err)) from None
        out.append(LiveSample(case, case.domain, task, replay_of))
    ids = [s.id for s in out]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise LiveError(f"{path}: sample id(s) given twice: {', '.join(dup)}")
    return out


def write_samples(samples: Sequence[LiveSample], path: Path) -> None:
    """Write a samples file (JSONL) that :func:`read_samples` reads back."""
    lines = [json.dumps(s.to_json(), sort_keys=True) for s in samples]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
