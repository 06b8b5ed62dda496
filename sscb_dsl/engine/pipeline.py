"""Run-level evaluation: read runs, pick each run's contract, evaluate, write records in order.

Every input run yields exactly one record (an error record when it cannot be read or evaluated).
Records are written incrementally in input order, so an interrupted evaluation can resume
(``resume=True`` skips run ids already written) and the output is byte-identical whatever the
parallelism: one process, a local process pool (the default), or a Dask cluster.
"""

from __future__ import annotations

import gc
import json
import os
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import attrs

from sscb_dsl.engine.evaluate import Label, error, evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record, dumps_record, error_record
from sscb_dsl.ledger.model import ReadError, Run
from sscb_dsl.ledger.read import (
    Deferred,
    SideFile,
    duplicate_error,
    load_side,
    materialize,
    read_deferred,
    read_runs,
)

LABEL_QUANTITIES = frozenset({"t_e", "t_s", "t_u", "adopted", "arrival", "stance_end", "use"})
_BATCH = 64
T = TypeVar("T")


class PipelineError(Exception):
    """Bad input that stops the whole evaluation (exit code 2): contracts, labels, output."""


class Plans:
    """Operator name -> compiled plan, built on first use from checked contracts."""

    def __init__(self, contracts: Sequence[Path] = ()) -> None:
        from sscb_dsl.api import load_library

        library, results = load_library(list(contracts))
        bad = [d.render_short() for r in results for d in r.errors]
        if bad:
            raise PipelineError("contracts have errors:\n" + "\n".join(bad))
        self.library = library
        self._plans: dict[str, Plan] = {}

    def get(self, operator: str) -> Plan | None:
        """The plan of ``operator``, or None when no loaded contract defines it."""
        if operator not in self._plans:
            op = self.library.operators.get(operator)
            if op is None:
                return None
            self._plans[operator] = build_plan(op, self.library.domain_of(op))
        return self._plans[operator]


def evaluate_one(item: Run | ReadError, plans: Plans, labels: Sequence[Label] = ()) -> Record:
    """The record of one read item: an error record, or the evaluation of its run."""
    if isinstance(item, ReadError):
        return error_record(item)
    case = item.evaluator.case
    if case is None:
        return error(item, "EV001", "run has no case: give one in the run or a side file")
    plan = plans.get(case.operator)
    if plan is None:
        known = ", ".join(sorted(plans.library.operators)) or "none"
        return error(
            item,
            "EV005",
            f"no loaded contract defines operator `{case.operator}` (known: {known}); "
            "pass its .sscb file",
        )
    try:
        return evaluate_run(plan, item, labels)
    except Exception as exc:  # the record must exist even if the engine has a bug
        return error(item, "EV900", f"internal error {type(exc).__name__}: {exc}; please report")


def load_labels(path: Path) -> dict[str, list[Label]]:
    """Labels JSONL (``{run_id, reviewer, quantity, value, step?}``) grouped by run id."""
    out: dict[str, list[Label]] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise PipelineError(f"{path}: cannot read labels ({err.strerror})") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as err:
            raise PipelineError(f"{path}:{n}: not JSON ({err.msg})") from None
        if not isinstance(raw, dict):
            raise PipelineError(f"{path}:{n}: a label is a JSON object")
        extra = set(raw) - {"run_id", "reviewer", "quantity", "value", "step"}
        missing = {"run_id", "reviewer", "quantity", "value"} - set(raw)
        if extra or missing:
            raise PipelineError(
                f"{path}:{n}: label keys are run_id, reviewer, quantity, value, step"
                + (f"; unknown {sorted(extra)}" if extra else "")
                + (f"; missing {sorted(missing)}" if missing else "")
            )
        if raw["quantity"] not in LABEL_QUANTITIES:
            raise PipelineError(
                f"{path}:{n}: quantity `{raw['quantity']}` is not one of "
                + ", ".join(sorted(LABEL_QUANTITIES))
            )
        if raw["quantity"] == "use" and not isinstance(raw.get("step"), int):
            raise PipelineError(f"{path}:{n}: a `use` label needs the event's `step`")
        label = Label(
            str(raw["run_id"]), str(raw["reviewer"]), raw["quantity"], raw["value"], raw.get("step")
        )
        out.setdefault(label.run_id, []).append(label)
    return out


@attrs.frozen
class Summary:
    """What an evaluation did: runs seen, records written, skipped (resume), error records."""

    runs: int
    written: int
    skipped: int
    errors: int


def _done_ids(out: Path) -> Counter[str]:
    """How often each run id is already in ``out``; a torn last line (interrupted write) is cut."""
    if not out.exists():
        return Counter()
    data = out.read_bytes()
    if data and not data.endswith(b"\n"):
        cut = data.rfind(b"\n") + 1
        with out.open("r+b") as fh:
            fh.truncate(cut)
        data = data[:cut]
    done: Counter[str] = Counter()
    for line in data.decode("utf-8").splitlines():
        if line.strip():
            try:
                done[json.loads(line)["run_id"]] += 1
            except (json.JSONDecodeError, KeyError, TypeError):
                raise PipelineError(
                    f"{out}: cannot resume, a line is not a record; remove the file or use a new -o"
                ) from None
    return done


# Worker state for process pools: plans are inherited (fork) or rebuilt per process (spawn);
# closures do not pickle.
_WORKER: dict[str, Any] = {}


def _init_worker(
    contracts: Sequence[str],
    labels: Mapping[str, list[Label]],
    done: Counter[str] | None = None,
    input_format: str | None = None,
    side: SideFile | None = None,
) -> None:
    _WORKER.update(
        plans=Plans([Path(c) for c in contracts]),
        labels=labels,
        done=done if done is not None else Counter(),
        input_format=input_format,
        side=side,
    )


def _work(batch: Sequence[Run | ReadError]) -> list[str]:
    plans: Plans = _WORKER["plans"]
    labels: Mapping[str, list[Label]] = _WORKER["labels"]
    return [dumps_record(evaluate_one(i, plans, labels.get(_rid(i), []))) for i in batch]


Entry = tuple[str, "str | None", "str | None"]
"""What a pool worker returns per item: run id, source if it is a run, record line (None:
skipped by ``--resume``). The parent, which sees items in input order, checks repeated ids."""


def _work_items(batch: Sequence[Run | ReadError | Deferred]) -> list[Entry]:
    """Read (JSONL lines come unparsed) and evaluate a batch in a pool worker."""
    plans: Plans = _WORKER["plans"]
    labels: Mapping[str, list[Label]] = _WORKER["labels"]
    done: Counter[str] = _WORKER["done"]
    out: list[Entry] = []
    for raw in batch:
        item = materialize(raw, _WORKER["input_format"], _WORKER["side"])
        rid = _rid(item)
        source = item.source if isinstance(item, Run) else None
        if rid in done:
            out.append((rid, source, None))
            continue
        line = dumps_record(evaluate_one(item, plans, labels.get(rid, [])))
        out.append((rid, source, line))
    return out


def _rid(item: Run | ReadError) -> str:
    """The run id its record will carry (error records name file and position)."""
    return item.ledger.run_id if isinstance(item, Run) else error_record(item).run_id


def _batches(items: Iterable[T], size: int) -> Iterator[list[T]]:
    batch: list[T] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def evaluate_paths(
    contracts: Sequence[Path],
    runs: Sequence[Path],
    out: Path,
    *,
    input_format: str | None = None,
    side: Path | None = None,
    labels: Path | None = None,
    jobs: int | None = None,
    resume: bool = False,
    scheduler: str | None = None,
    progress: Any = None,
) -> Summary:
    """Evaluate every run in ``runs`` and write one record per run to ``out`` (JSONL)."""
    plans = Plans(contracts)
    label_map = load_labels(labels) if labels is not None else {}
    done = _done_ids(out) if resume else Counter()
    n_jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    counts = {"runs": 0, "written": 0, "skipped": 0, "errors": 0}
    mode = "a" if resume and out.exists() else "w"
    # Evaluation allocates many short-lived objects while the compiled plans live on: freeze the
    # plans out of the collector's view and collect less often (memory stays bounded by batch).
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)
    try:
        with out.open(mode, encoding="utf-8") as fh:
            if n_jobs > 1 and scheduler is None:
                deferred = read_deferred(list(runs), input_format, side)
                side_file = load_side(side) if side is not None else None
                state = (plans, label_map, done, input_format, side_file)
                batches = _pooled(deferred, state, contracts, n_jobs, counts)
            else:
                items = read_runs(list(runs), input_format, side)
                pending = _pending(items, done, counts)
                batches = _run_batches(pending, plans, label_map, contracts, scheduler)
            for lines in batches:
                for line in lines:
                    fh.write(line + "\n")
                    counts["written"] += 1
                    if '"error":null' not in line:
                        counts["errors"] += 1
                fh.flush()
                if progress is not None:
                    progress(len(lines))
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()
    return Summary(**counts)


def _pending(
    items: Iterable[Run | ReadError], done: Counter[str], counts: dict[str, int]
) -> Iterator[Run | ReadError]:
    """The items still to evaluate (``--resume`` skips as many records of an id as written)."""
    for item in items:
        counts["runs"] += 1
        if done and done[_rid(item)] > 0:
            done[_rid(item)] -= 1
            counts["skipped"] += 1
            continue
        yield item


def _pooled(
    items: Iterator[Run | ReadError | Deferred],
    state: tuple[Plans, Mapping[str, list[Label]], Counter[str], str | None, SideFile | None],
    contracts: Sequence[Path],
    jobs: int,
    counts: dict[str, int],
) -> Iterator[list[str]]:
    """Record lines from a local process pool, in input order.

    JSONL lines go to the workers unparsed (bytes pickle at memory speed; read runs cost more
    to pickle than to evaluate), so reading is parallel as well as evaluation. At most a few
    batches per worker are in flight, which bounds memory. Workers are forked where possible
    (they inherit the compiled plans) and spawned elsewhere. A run whose id an earlier run had
    becomes an R008 error record here, where the input order is known.
    """
    import multiprocessing

    plans, labels, done, input_format, side = state
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods:
        for name in plans.library.operators:  # compile once here, not once per worker
            plans.get(name)
        gc.freeze()  # the new plans too: children share them without the collector touching them
        _WORKER.update(plans=plans, labels=labels, done=done, input_format=input_format, side=side)
        pool = multiprocessing.get_context("fork").Pool(jobs)
    else:  # pragma: no cover - Windows
        args = ([str(c) for c in contracts], labels, done, input_format, side)
        pool = multiprocessing.get_context("spawn").Pool(jobs, _init_worker, args)
    seen: set[str] = set()
    in_flight: deque[tuple[list[Run | ReadError | Deferred], Any]] = deque()

    def finish(batch: list[Run | ReadError | Deferred], entries: list[Entry]) -> list[str]:
        lines = []
        for raw, (rid, source, line) in zip(batch, entries, strict=True):
            counts["runs"] += 1
            if source is not None:
                if rid in seen:
                    line = dumps_record(error_record(duplicate_error(rid, source)))
                seen.add(rid)
            if done[rid] > 0:
                done[rid] -= 1
                counts["skipped"] += 1
                continue
            if line is None:  # a repeat of an id written before: the worker skipped it
                item = materialize(raw, input_format, side)
                line = dumps_record(evaluate_one(item, plans, labels.get(rid, [])))
            lines.append(line)
        return lines

    try:
        with pool:
            for batch in _batches(items, _BATCH):
                in_flight.append((batch, pool.apply_async(_work_items, (batch,))))
                if len(in_flight) > 4 * jobs:
                    first, result = in_flight.popleft()
                    yield finish(first, result.get())
            while in_flight:
                first, result = in_flight.popleft()
                yield finish(first, result.get())
    finally:
        _WORKER.clear()


def _run_batches(
    items: Iterator[Run | ReadError],
    plans: Plans,
    labels: Mapping[str, list[Label]],
    contracts: Sequence[Path],
    scheduler: str | None,
) -> Iterator[list[str]]:
    """Batches of record lines, in input order, computed here or on Dask."""
    batches = _batches(items, _BATCH)
    if scheduler is not None:
        yield from _dask_batches(batches, labels, contracts, scheduler)
        return
    for batch in batches:
        yield [dumps_record(evaluate_one(i, plans, labels.get(_rid(i), []))) for i in batch]


def _dask_batches(
    batches: Iterator[list[Run | ReadError]],
    labels: Mapping[str, list[Label]],
    contracts: Sequence[Path],
    scheduler: str,
) -> Iterator[list[str]]:
    try:
        import distributed
    except ImportError:
        raise PipelineError(
            "the Dask scheduler needs `distributed`: pip install 'sscb[dask]'"
        ) from None
    contract_names = [str(c) for c in contracts]
    dist: Any = distributed  # the library is only partly typed
    Client, LocalCluster = dist.Client, dist.LocalCluster
    if scheduler == "local":
        cluster = LocalCluster(processes=True, dashboard_address=None)
        client = Client(cluster)
    else:
        cluster = None
        client = Client(scheduler)
    try:
        window: list[Any] = []
        for batch in batches:
            window.append(client.submit(_dask_work, batch, contract_names, labels, pure=False))
            if len(window) >= 16:
                yield window.pop(0).result()
        for fut in window:
            yield fut.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _dask_work(
    batch: Sequence[Run | ReadError], contracts: Sequence[str], labels: Mapping[str, list[Label]]
) -> list[str]:
    key = tuple(contracts)
    if _WORKER.get("dask_key") != key:
        _init_worker(contracts, labels)
        _WORKER["dask_key"] = key
    _WORKER["labels"] = labels
    return _work(batch)
