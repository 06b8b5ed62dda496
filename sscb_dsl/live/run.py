"""``sscb live`` without the command line: run Inspect, then write runs and records.

:func:`run_live` runs the faulted samples (after a clean qualification run with ``qualify``) on
Inspect and collects every finished sample of every log in ``OUT/logs/`` into
``OUT/runs.jsonl`` (``sscb.run/1``, one line per sample and epoch, sorted), then evaluates that
file exactly as ``sscb eval`` does into ``OUT/records.jsonl``. It is resumable: a run already in
``OUT/runs.jsonl`` (or finished in a log of an interrupted invocation) is not run again, and a
task already qualified (``OUT/qualify.jsonl``) is not run clean again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
from inspect_ai import eval as inspect_eval
from inspect_ai.log import EvalSample, read_eval_log_samples
from inspect_ai.model import Model, get_model

from sscb_dsl.engine.pipeline import evaluate_paths
from sscb_dsl.inject import run_line
from sscb_dsl.live.env import LiveError, dumps
from sscb_dsl.live.providers import SSCB_KEY
from sscb_dsl.live.samples import LiveSample, clean_samples
from sscb_dsl.live.task import build_task, run_of

__all__ = ["LiveOptions", "LiveSummary", "harvest", "run_live"]

Echo = Callable[[str], None]


@attrs.frozen
class LiveOptions:
    """What ``sscb live`` was asked for (models, epochs, data, limits, display)."""

    model: str
    db: Path
    model_args: Mapping[str, Any] = attrs.field(factory=dict)
    user_model: str | None = None
    user_model_args: Mapping[str, Any] = attrs.field(factory=dict)
    epochs: int = 1
    qualify: bool = False
    limit: int | None = None
    operator_files: tuple[Path, ...] = ()
    config: str | None = None
    max_steps: int | None = None
    max_samples: int | None = None
    display: str = "none"


@attrs.frozen
class LiveSummary:
    """What an invocation did: samples planned, run now, already done, failed; qualification."""

    planned: int
    ran: int
    done_before: int
    failed: tuple[str, ...]
    qualified: tuple[str, ...]
    not_qualified: tuple[str, ...]
    runs: int
    records: int


def _finished(sample: EvalSample) -> bool:
    meta = (sample.metadata or {}).get(SSCB_KEY)
    return sample.error is None and isinstance(meta, dict) and "meta" in meta


def harvest(log_dir: Path) -> Iterable[tuple[EvalSample, dict[str, Any]]]:
    """Every finished sample (no error, solver done) of every ``.eval`` log in ``log_dir``,
    with its ``metadata["sscb"]``."""
    for path in sorted(log_dir.glob("*.eval")):
        try:
            samples = list(read_eval_log_samples(str(path), all_samples_required=False))
        except Exception:  # a log still being written, or broken: skip it
            continue
        for sample in samples:
            if _finished(sample):
                yield sample, dict(sample.metadata[SSCB_KEY])


def _run_key(run_id: str) -> tuple[str, int]:
    head, _, epoch = run_id.rpartition("-epoch-")
    return (head, int(epoch)) if epoch.isdigit() else (run_id, 0)


def _read_lines(path: Path) -> dict[str, str]:
    """run id -> JSONL line of an existing runs file (a torn last line is dropped)."""
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out[str(json.loads(line)["run_id"])] = line
        except (ValueError, KeyError, TypeError):
            continue
    return out


def _models(options: LiveOptions) -> tuple[Model, dict[str, Model]]:
    agent = get_model(options.model, memoize=False, **dict(options.model_args))
    roles: dict[str, Model] = {}
    if options.user_model is not None:
        args = dict(options.user_model_args)
        roles["user"] = get_model(options.user_model, memoize=False, role="user", **args)
    return agent, roles


def _eval(
    samples: Sequence[LiveSample], options: LiveOptions, log_dir: Path, *, fault: bool, epochs: int
) -> None:
    agent, roles = _models(options)
    task = build_task(
        samples,
        options.db,
        fault=fault,
        max_steps=options.max_steps,
        operator_files=options.operator_files,
        config=options.config,
    )
    inspect_eval(
        task,
        model=agent,
        model_roles=roles or None,
        epochs=epochs,
        log_dir=str(log_dir),
        log_format="eval",
        display=options.display,  # type: ignore[arg-type]
        fail_on_error=False,
        max_samples=options.max_samples,
        score_display=False,
    )


def _qualify(
    samples: Sequence[LiveSample], options: LiveOptions, out: Path, echo: Echo
) -> tuple[list[LiveSample], list[str], list[str]]:
    """Run each task clean once; keep the samples whose task the agent solved (reward 1)."""
    log_dir = out / "logs"
    path = out / "qualify.jsonl"
    known = _read_lines(path)
    clean = clean_samples(samples)
    todo = [c for c in clean if f"{c.id}-epoch-1" not in known]
    if todo:
        echo(f"qualify: running {len(todo)} task(s) clean ({len(clean) - len(todo)} done before)")
        _eval(todo, options, log_dir, fault=False, epochs=1)
    for sample, meta in harvest(log_dir):
        if meta.get("case") is None and "reward" in meta:
            rid = f"{sample.id}-epoch-{sample.epoch}"
            known.setdefault(rid, dumps({"run_id": rid, "task": meta["task"], **meta["reward"]}))
    path.write_text("".join(known[k] + "\n" for k in sorted(known, key=_run_key)), "utf-8")
    solved = {k for k, line in known.items() if json.loads(line).get("reward") == 1.0}
    ok = [c.id for c in clean if f"{c.id}-epoch-1" in solved]
    bad = [c.id for c in clean if f"{c.id}-epoch-1" not in solved]
    keep = [s for s in samples if LiveSample(None, s.domain, s.task).id in ok]
    echo(
        f"qualify: {len(ok)} of {len(clean)} task(s) solved clean; "
        f"{len(keep)} of {len(samples)} sample(s) go on to the fault"
    )
    return keep, ok, bad


def run_live(
    samples: Sequence[LiveSample],
    out: Path,
    options: LiveOptions,
    echo: Echo = lambda _: None,
) -> LiveSummary:
    """Run ``samples`` (faulted, ``options.epochs`` each) and write ``out``'s runs and records."""
    if options.epochs < 1:
        raise LiveError("--epochs must be at least 1")
    log_dir = out / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    chosen = list(samples)[: options.limit] if options.limit else list(samples)
    ok: list[str] = []
    bad: list[str] = []
    if options.qualify:
        chosen, ok, bad = _qualify(chosen, options, out, echo)
    runs_path = out / "runs.jsonl"
    lines = _read_lines(runs_path)
    wanted = {s.id for s in chosen}

    def collect() -> None:
        for sample, meta in harvest(log_dir):
            if meta.get("case") is None or str(sample.id) not in wanted:
                continue
            rid = f"{sample.id}-epoch-{sample.epoch}"
            if rid not in lines:
                lines[rid] = run_line(run_of(str(sample.id), sample.epoch, sample.messages, meta))

    collect()  # runs an interrupted invocation finished
    epochs = range(1, options.epochs + 1)
    todo = [s for s in chosen if any(f"{s.id}-epoch-{e}" not in lines for e in epochs)]
    done_before = len(chosen) - len(todo)
    if todo:
        echo(
            f"live: running {len(todo)} sample(s) x {options.epochs} epoch(s) "
            f"({done_before} done before)"
        )
        _eval(todo, options, log_dir, fault=True, epochs=options.epochs)
        collect()
    failed = tuple(
        f"{s.id}-epoch-{e}" for s in todo for e in epochs if f"{s.id}-epoch-{e}" not in lines
    )
    ordered = sorted(lines, key=_run_key)
    runs_path.write_text("".join(lines[k] + "\n" for k in ordered), encoding="utf-8")
    summary = evaluate_paths(
        list(options.operator_files), [runs_path], out / "records.jsonl", jobs=1
    )
    return LiveSummary(
        planned=len(chosen),
        ran=len(todo),
        done_before=done_before,
        failed=failed,
        qualified=tuple(ok),
        not_qualified=tuple(bad),
        runs=len(ordered),
        records=summary.written,
    )
