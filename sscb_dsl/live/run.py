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
from inspect_ai.log import EvalLog, EvalSample, read_eval_log
from inspect_ai.model import Model, get_model

from sscb_dsl.engine.pipeline import evaluate_paths
from sscb_dsl.inject import run_line
from sscb_dsl.live.env import LiveError, dumps
from sscb_dsl.live.providers import SSCB_KEY
from sscb_dsl.live.samples import LiveSample, clean_samples
from sscb_dsl.live.task import build_task, run_of

__all__ = ["LiveOptions", "LiveSummary", "run_live"]

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


class _Out:
    """The output folder's runs, qualification results and which logs they came from.

    A log is read once: the samples of logs this invocation ran come from memory, and logs of
    an interrupted invocation (not yet in ``.harvested``) are read from disk on the next one.
    """

    def __init__(self, out: Path) -> None:
        self.out = out
        self.logs = out / "logs"
        self.logs.mkdir(parents=True, exist_ok=True)
        self.runs = _read_lines(out / "runs.jsonl")
        self.qualify = _read_lines(out / "qualify.jsonl")
        seen = out / ".harvested"
        self.harvested = set(seen.read_text("utf-8").split()) if seen.exists() else set()

    def absorb_disk(self) -> None:
        """Finished samples of the logs no earlier invocation collected."""
        for path in sorted(self.logs.glob("*.eval")):
            if path.name in self.harvested:
                continue
            try:
                log = read_eval_log(str(path))
            except Exception:  # a log still being written, or broken: skip it
                continue
            self.absorb([log])

    def absorb(self, logs: Iterable[EvalLog]) -> None:
        """Collect the finished samples of ``logs`` (runs, or clean runs' rewards)."""
        for log in logs:
            for sample in log.samples or []:
                if not _finished(sample):
                    continue
                meta = dict(sample.metadata[SSCB_KEY])
                rid = f"{sample.id}-epoch-{sample.epoch}"
                if meta.get("case") is None and "reward" in meta:
                    line = dumps({"run_id": rid, "task": meta["task"], **meta["reward"]})
                    self.qualify.setdefault(rid, line)
                elif meta.get("case") is not None and rid not in self.runs:
                    self.runs[rid] = run_line(
                        run_of(str(sample.id), sample.epoch, sample.messages, meta)
                    )
            if log.status in ("success", "error") and log.location:
                self.harvested.add(Path(log.location).name)

    def save(self) -> Path:
        """Write runs.jsonl and qualify.jsonl (sorted by run id); the runs file's path."""
        for name, lines in (("runs.jsonl", self.runs), ("qualify.jsonl", self.qualify)):
            if lines or name == "runs.jsonl":
                text = "".join(lines[k] + "\n" for k in sorted(lines, key=_run_key))
                (self.out / name).write_text(text, encoding="utf-8")
        (self.out / ".harvested").write_text("".join(n + "\n" for n in sorted(self.harvested)))
        return self.out / "runs.jsonl"


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
    """The agent's model and the ``user`` role's; :class:`LiveError` when one cannot be made
    (an unknown provider, a missing API key or package, an unreadable script)."""
    try:
        agent = get_model(options.model, memoize=False, **dict(options.model_args))
        roles: dict[str, Model] = {}
        if options.user_model is not None:
            args = dict(options.user_model_args)
            roles["user"] = get_model(options.user_model, memoize=False, role="user", **args)
    except Exception as err:  # providers raise many kinds; each means "cannot use this model"
        raise LiveError(f"cannot use the model: {err}") from None
    return agent, roles


def _eval(
    samples: Sequence[LiveSample], options: LiveOptions, log_dir: Path, *, fault: bool, epochs: int
) -> list[EvalLog]:
    agent, roles = _models(options)
    task = build_task(
        samples,
        options.db,
        fault=fault,
        max_steps=options.max_steps,
        operator_files=options.operator_files,
        config=options.config,
    )
    return inspect_eval(
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
        log_realtime=False,
    )


def _qualify(
    samples: Sequence[LiveSample], options: LiveOptions, out: _Out, echo: Echo
) -> tuple[list[LiveSample], list[str], list[str]]:
    """Run each task clean once; keep the samples whose task the agent solved (reward 1)."""
    clean = clean_samples(samples)
    todo = [c for c in clean if f"{c.id}-epoch-1" not in out.qualify]
    if todo:
        echo(f"qualify: running {len(todo)} task(s) clean ({len(clean) - len(todo)} done before)")
        out.absorb(_eval(todo, options, out.logs, fault=False, epochs=1))
    solved = {k for k, line in out.qualify.items() if json.loads(line).get("reward") == 1.0}
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
    state = _Out(out)
    state.absorb_disk()  # runs an interrupted invocation finished
    chosen = list(samples)[: options.limit] if options.limit else list(samples)
    ok: list[str] = []
    bad: list[str] = []
    if options.qualify:
        chosen, ok, bad = _qualify(chosen, options, state, echo)
    epochs = range(1, options.epochs + 1)
    todo = [s for s in chosen if any(f"{s.id}-epoch-{e}" not in state.runs for e in epochs)]
    done_before = len(chosen) - len(todo)
    if todo:
        echo(
            f"live: running {len(todo)} sample(s) x {options.epochs} epoch(s) "
            f"({done_before} done before)"
        )
        state.absorb(_eval(todo, options, state.logs, fault=True, epochs=options.epochs))
    failed = tuple(
        f"{s.id}-epoch-{e}" for s in todo for e in epochs if f"{s.id}-epoch-{e}" not in state.runs
    )
    runs_path = state.save()
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
        runs=len(state.runs),
        records=summary.written,
    )
