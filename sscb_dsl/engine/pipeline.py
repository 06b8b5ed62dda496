"""Run-level evaluation: read runs, pick each run's contract, evaluate, write records in order.

Every input run yields exactly one record (an error record when it cannot be read or evaluated).
Records are written incrementally in input order, so an interrupted evaluation can resume
(``resume=True`` skips the input runs already written, matched by file and position) and the
output is byte-identical whatever the parallelism: one process, a local process pool (the
default), or a Dask cluster. Everything that can stop the evaluation (contracts, labels, side
file, the output path, the Dask scheduler) is checked before the output is touched.
"""

from __future__ import annotations

import gc
import os
import signal
import sys
from collections import Counter, deque
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import attrs

from sscb_dsl.engine.evaluate import Label, error, evaluate_run
from sscb_dsl.engine.files import (
    LABEL_QUANTITIES,
    Output,
    PipelineError,
    check_output,
    done_keys,
    labels_for_eval,
    load_labels,
    source_key,
)
from sscb_dsl.engine.params import ParamCheck, contract_hash
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Provenance, Record, dumps_record, error_record
from sscb_dsl.ledger.formats import Bad, parse_case
from sscb_dsl.ledger.model import Case, ReadError, Run
from sscb_dsl.ledger.read import (
    Deferred,
    duplicate_error,
    load_side,
    materialize_all,
    read_deferred,
    read_runs,
)
from sscb_dsl.ledger.side import SideFile

__all__ = [
    "LABEL_QUANTITIES",
    "PipelineError",
    "Plans",
    "Summary",
    "evaluate_one",
    "evaluate_paths",
    "load_labels",
    "tally",
]

_BATCH = 64
T = TypeVar("T")


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
        self._hashes: dict[str, str | None] = {}
        self._checks: dict[str, ParamCheck] = {}

    def get(self, operator: str) -> Plan | None:
        """The plan of ``operator``, or None when no loaded contract defines it."""
        if operator not in self._plans:
            op = self.library.operators.get(operator)
            if op is None:
                return None
            self._plans[operator] = build_plan(op, self.library.domain_of(op))
        return self._plans[operator]

    def contract_hash(self, operator: str) -> str | None:
        """The content hash of the operator's contract (see ``params.contract_hash``)."""
        if operator not in self._hashes:
            op = self.library.operators.get(operator)
            digest = None if op is None else contract_hash(op, self.library.domain_of(op))
            self._hashes[operator] = digest
        return self._hashes[operator]

    def problems(self, case: Case) -> list[str]:
        """What makes ``case`` unfit for its operator (parameters, domain); empty when fit."""
        op = self.library.operators.get(case.operator)
        if op is None:
            return []
        check = self._checks.get(case.operator)
        if check is None:
            check = self._checks[case.operator] = ParamCheck(op)
        out = check.problems(case.params)
        if op.domain.name != case.domain:
            out.insert(
                0, f"`domain` is `{case.domain}` but `{case.operator}` is in `{op.domain.name}`"
            )
        return out


def case_error(case: Case, problems: Sequence[str]) -> str:
    """The EV006 message: the case, each problem, what to do."""
    return (
        f"case `{case.id}` does not fit operator `{case.operator}`: "
        + "; ".join(problems)
        + "; fix the case where it is given"
    )


def evaluate_one(item: Run | ReadError, plans: Plans, labels: Sequence[Label] = ()) -> Record:
    """The record of one read item: an error record, or the evaluation of its run, with its
    provenance (sscb version, contract hash, how the run was made)."""
    if isinstance(item, ReadError):
        return error_record(item)
    meta = item.evaluator.meta
    case = item.evaluator.case
    if case is None:
        rec = error(item, "EV001", "run has no case: give one in the run or a side file")
        return attrs.evolve(rec, provenance=Provenance.of(meta))
    digest = plans.contract_hash(case.operator)
    plan = plans.get(case.operator)
    if plan is None:
        known = ", ".join(sorted(plans.library.operators)) or "none"
        rec = error(
            item,
            "EV005",
            f"no loaded contract defines operator `{case.operator}` (known: {known}); "
            "pass its .sscb file",
        )
    elif problems := plans.problems(case):
        rec = error(item, "EV006", case_error(case, problems))
    else:
        try:
            rec = evaluate_run(plan, item, labels)
        except Exception as exc:  # the record must exist even if the engine has a bug
            message = f"internal error {type(exc).__name__}: {exc}; please report"
            rec = error(item, "EV900", message)
    return attrs.evolve(rec, provenance=Provenance.of(meta, digest))


def tally(record: Record) -> tuple[str, ...]:
    """The summary words a record counts for: ``error:<code>``, or ``untriggered``, or
    ``triggered`` with ``evaluable`` (T_S a step, A decidable), ``adopted``, ``undecidable``."""
    if record.error is not None:
        return (f"error:{record.error.code}",)
    if not record.triggered:
        return ("untriggered",)
    words = ["triggered"]
    if isinstance(record.t_s, int) and record.adopted in ("yes", "no"):
        words.append("evaluable")
    if record.adopted == "yes":
        words.append("adopted")
    if "undecidable" in (record.t_s, record.adopted):
        words.append("undecidable")
    return tuple(words)


def _tally_dict(rec: Mapping[str, Any]) -> tuple[str, ...]:
    """:func:`tally` of a record read back as JSON (``--resume``)."""
    err = rec.get("error")
    if err:
        return (f"error:{err.get('code')}",)
    if not rec.get("triggered"):
        return ("untriggered",)
    words = ["triggered"]
    t_s, adopted = rec.get("t_s"), rec.get("adopted")
    if isinstance(t_s, int) and not isinstance(t_s, bool) and adopted in ("yes", "no"):
        words.append("evaluable")
    if adopted == "yes":
        words.append("adopted")
    if "undecidable" in (t_s, adopted):
        words.append("undecidable")
    return tuple(words)


@attrs.frozen
class Summary:
    """What an evaluation did: runs seen, records written, skipped (resume), error records, the
    summary words of every record in the file (:func:`tally`), the messages of cases that do
    not fit their operator (EV006), label run ids no input run has, and records of other
    inputs kept by ``--resume``."""

    runs: int
    written: int
    skipped: int
    errors: int
    counts: dict[str, int] = attrs.field(factory=dict)
    case_errors: tuple[str, ...] = ()
    unused_labels: tuple[tuple[int, str], ...] = ()
    other_inputs: tuple[str, ...] = ()


def _item_key(item: Run | ReadError) -> tuple[str, int | None] | None:
    """The (resolved file, position) a record of this item will carry in ``source``."""
    if isinstance(item, Run):
        return source_key(item.source, ())
    return source_key(error_record(item).source, ())


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


class _Counts:
    """Running counts of an evaluation, shared by the ways of computing records."""

    def __init__(self, done: Counter[Any]) -> None:
        self.done = done
        self.runs = self.written = self.skipped = 0
        self.words: Counter[str] = Counter()
        self.case_errors: list[str] = []
        self.seen_ids: set[str] = set()

    def skip(self, key: Any, rid: str) -> bool:
        """Whether the run's record is already written (``--resume``); counts it if so."""
        self.runs += 1
        self.seen_ids.add(rid)
        for k in (key, ("run", rid)):
            if k is not None and self.done[k] > 0:
                self.done[k] -= 1
                self.skipped += 1
                return True
        return False

    def record(self, words: Sequence[str], line: str) -> None:
        self.words.update(words)
        if "error:EV006" in words and len(self.case_errors) < 1000:
            self.case_errors.append(line)


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
    progress: Callable[[int], None] | None = None,
    replace: bool = True,
) -> Summary:
    """Evaluate every run in ``runs`` and write one record per run to ``out`` (JSONL).

    Raises :class:`PipelineError` (nothing written) for bad contracts, labels, a side-file case
    that does not fit its operator, an unusable output (an input, inside an input folder, an
    existing file when neither ``resume`` nor ``replace``, locked by another process) or an
    unreachable scheduler; and after writing what it could, for a full disk.
    """
    inputs = [*contracts, *runs, *(p for p in (labels, side) if p is not None)]
    check_output(out, inputs, keep_existing=not (resume or replace))
    plans = Plans(contracts)
    label_map, label_lines = labels_for_eval(labels) if labels is not None else ({}, {})
    side_file = load_side(side) if side is not None else None
    if side_file is not None:
        _check_side_cases(side_file, plans)
    n_jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    client = _dask_client(scheduler) if scheduler is not None else None
    # Evaluation allocates many short-lived objects while the compiled plans live on: freeze the
    # plans out of the collector's view and collect less often (memory stays bounded by batch).
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)
    try:
        with Output(out, append=resume) as sink:
            done, existing = done_keys(sink.existing(), out) if resume else (Counter(), [])
            counts = _Counts(done)
            for rec in existing:
                counts.words.update(_tally_dict(rec))
            if n_jobs > 1 and client is None:
                deferred = read_deferred(list(runs), input_format, side)
                state = _State(plans, label_map, done, input_format, side_file)
                batches = _pooled(deferred, state, contracts, n_jobs, counts)
            else:
                items = read_runs(list(runs), input_format, side)
                pending = (i for i in items if not counts.skip(_item_key(i), _rid(i)))
                batches = _run_batches(pending, plans, label_map, contracts, client)
            try:
                for entries in batches:
                    lines = [line for line, _words in entries]
                    sink.write(lines)
                    for line, words in entries:
                        counts.record(words, line)
                    if progress is not None:
                        progress(len(lines))
            finally:
                batches.close()  # stops a pool at once on Ctrl-C or a write error
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()
        if client is not None:
            _close_dask(client)
    unused = tuple(
        (n, rid) for rid, n in sorted(label_lines.items(), key=lambda t: t[1])
        if rid not in counts.seen_ids
    )  # fmt: skip
    errors = sum(v for k, v in counts.words.items() if k.startswith("error:"))
    return Summary(
        counts.runs,
        sink.written,
        counts.skipped,
        errors,
        dict(counts.words),
        tuple(counts.case_errors),
        unused,
        _other_inputs(existing, runs),
    )


def _check_side_cases(side: SideFile, plans: Plans) -> None:
    """A side-file case that does not fit its operator stops the evaluation before it starts."""
    for entry in side.entries():
        try:
            case = parse_case(entry.case)
        except Bad:  # pragma: no cover - load_side checked the shape
            continue
        if case is None:
            continue
        problems = plans.problems(case)
        if problems:
            raise PipelineError(f"{side.path} entry {entry.index}: {case_error(case, problems)}")


def _other_inputs(existing: Sequence[Mapping[str, Any]], runs: Sequence[Path]) -> tuple[str, ...]:
    """Files named by resumed records that are not among (or inside) the inputs given now."""
    roots = [p.resolve() for p in runs]
    other: set[str] = set()
    for rec in existing:
        key = source_key(rec.get("source"), ())
        if key is None:
            continue
        path = Path(key[0])
        if not any(path == r or r in path.parents for r in roots):
            other.add(str(rec.get("source", "")).rpartition(":")[0] or str(rec.get("source")))
    return tuple(sorted(other))


Entry = tuple[str, tuple[str, ...]]
"""A record line and its summary words (:func:`tally`)."""


def _entry(record: Record) -> Entry:
    return dumps_record(record), tally(record)


def _run_batches(
    items: Iterator[Run | ReadError],
    plans: Plans,
    labels: Mapping[str, list[Label]],
    contracts: Sequence[Path],
    client: Any,
) -> Generator[list[Entry], None, None]:
    """Batches of record entries, in input order, computed here or on Dask."""
    batches = _batches(items, _BATCH)
    if client is not None:
        yield from _dask_batches(client, batches, labels, contracts)
        return
    for batch in batches:
        yield [_entry(evaluate_one(i, plans, labels.get(_rid(i), []))) for i in batch]


# ---------------------------------------------------------------- the local process pool

# Worker state: plans are inherited (fork) or rebuilt per process (spawn); closures do not pickle.
_WORKER: dict[str, Any] = {}


@attrs.frozen
class _State:
    """What a pool worker needs besides the runs: plans, labels, resume state, how to read."""

    plans: Plans
    labels: Mapping[str, list[Label]]
    done: Counter[Any]
    input_format: str | None
    side: SideFile | None


def _quiet_worker() -> None:
    """A worker leaves Ctrl-C to the parent (no traceback per worker) and dies with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG: killed when the parent dies
        except (OSError, AttributeError):  # pragma: no cover - no prctl: nothing to arrange
            pass


def _init_worker(
    contracts: Sequence[str],
    labels: Mapping[str, list[Label]],
    done: Counter[Any] | None = None,
    input_format: str | None = None,
    side: SideFile | None = None,
) -> None:
    _quiet_worker()
    _WORKER.update(
        plans=Plans([Path(c) for c in contracts]),
        labels=labels,
        done=done if done is not None else Counter(),
        input_format=input_format,
        side=side,
    )


WorkerEntry = tuple[str, Any, "str | None", "Entry | None"]
"""What a pool worker returns per run: run id, resume key, source if it is a run, and its record
entry (None: already written, skipped by ``--resume``). The parent, which sees the runs in
input order, checks repeated ids."""


def _work_items(batch: Sequence[Run | ReadError | Deferred]) -> list[list[WorkerEntry]]:
    """Read (JSONL lines come unparsed) and evaluate a batch in a pool worker."""
    plans: Plans = _WORKER["plans"]
    labels: Mapping[str, list[Label]] = _WORKER["labels"]
    done: Counter[Any] = _WORKER["done"]
    out: list[list[WorkerEntry]] = []
    for raw in batch:
        sub: list[WorkerEntry] = []
        for item in materialize_all(raw, _WORKER["input_format"], _WORKER["side"]):
            rid, key = _rid(item), _item_key(item)
            source = item.source if isinstance(item, Run) else None
            if done[key] > 0 or done[("run", rid)] > 0:
                sub.append((rid, key, source, None))
                continue
            sub.append((rid, key, source, _entry(evaluate_one(item, plans, labels.get(rid, [])))))
        out.append(sub)
    return out


def _pooled(
    items: Iterator[Run | ReadError | Deferred],
    state: _State,
    contracts: Sequence[Path],
    jobs: int,
    counts: _Counts,
) -> Generator[list[Entry], None, None]:
    """Record entries from a local process pool, in input order.

    JSONL lines go to the workers unparsed (bytes pickle at memory speed; read runs cost more
    to pickle than to evaluate), so reading is parallel as well as evaluation. At most a few
    batches per worker are in flight, which bounds memory. Workers are forked where possible
    (they inherit the compiled plans) and spawned elsewhere; they ignore Ctrl-C and die with the
    parent. A run whose id an earlier run had becomes an R008 error record here, where the input
    order is known. A worker that dies (killed) stops the evaluation with a
    :class:`PipelineError`; the records written so far are kept for ``--resume``.
    """
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    plans = state.plans
    if "fork" in multiprocessing.get_all_start_methods():
        for name in plans.library.operators:  # compile once here, not once per worker
            plans.get(name)
        gc.freeze()  # the new plans too: children share them without the collector touching them
        _WORKER.update(attrs.asdict(state, recurse=False))
        executor = ProcessPoolExecutor(
            jobs, mp_context=multiprocessing.get_context("fork"), initializer=_quiet_worker
        )
    else:  # pragma: no cover - Windows
        args = (
            [str(c) for c in contracts],
            state.labels,
            state.done,
            state.input_format,
            state.side,
        )
        executor = ProcessPoolExecutor(
            jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_init_worker,
            initargs=args,
        )  # fmt: skip
    seen: set[str] = set()
    in_flight: deque[tuple[list[Run | ReadError | Deferred], Future[list[list[WorkerEntry]]]]]
    in_flight = deque()

    def finish(
        batch: list[Run | ReadError | Deferred], results: list[list[WorkerEntry]]
    ) -> list[Entry]:
        entries = []
        for raw, sub in zip(batch, results, strict=True):
            for j, (rid, key, source, entry) in enumerate(sub):
                if source is not None:
                    if rid in seen:
                        entry = _entry(error_record(duplicate_error(rid, source)))
                    seen.add(rid)
                if counts.skip(key, rid):
                    continue
                if entry is None:  # a repeat of a run written before: the worker skipped it
                    item = materialize_all(raw, state.input_format, state.side)[j]
                    entry = _entry(evaluate_one(item, plans, state.labels.get(rid, [])))
                entries.append(entry)
        return entries

    finished = False
    try:
        for batch in _batches(items, _BATCH):
            in_flight.append((batch, executor.submit(_work_items, batch)))
            if len(in_flight) > 4 * jobs:
                first, future = in_flight.popleft()
                yield finish(first, future.result())
        while in_flight:
            first, future = in_flight.popleft()
            yield finish(first, future.result())
        finished = True
    except BrokenProcessPool:
        raise PipelineError(
            "a worker process died (killed, or out of memory?); the records written so far are "
            "kept: run again with --resume"
        ) from None
    finally:
        _WORKER.clear()
        _shutdown(executor, finished)


def _shutdown(executor: Any, finished: bool) -> None:
    """Stop the pool: after a full run wait for idle workers; after Ctrl-C or an error cancel
    what is queued and let each worker finish the batch it holds (a fraction of a second).

    Workers are not killed: a worker killed while sending its result would leave the pool's
    reading thread waiting for the rest of that message, and the process hanging at exit.
    """
    executor.shutdown(wait=True, cancel_futures=not finished)


# ---------------------------------------------------------------- Dask


def _dask_client(scheduler: str) -> Any:
    """A Dask client for ``local`` (a local cluster) or a scheduler address, connected before
    anything is written; an unreachable scheduler is a :class:`PipelineError`."""
    try:
        import distributed
    except ImportError:
        raise PipelineError(
            "the Dask scheduler needs `distributed`: pip install 'sscb[dask]'"
        ) from None
    dist: Any = distributed  # the library is only partly typed
    if scheduler == "local":
        cluster = dist.LocalCluster(processes=True, dashboard_address=None)
        return dist.Client(cluster)
    try:
        return dist.Client(scheduler, timeout="10s")
    except Exception as exc:  # distributed raises OSError, TimeoutError, ValueError, ...
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise PipelineError(
            f"--scheduler {scheduler}: cannot reach the Dask scheduler ({why}); check the "
            "address (tcp://HOST:PORT) or use `local`"
        ) from None


def _close_dask(client: Any) -> None:
    cluster = client.cluster
    client.close()
    if cluster is not None:
        cluster.close()


def _dask_batches(
    client: Any,
    batches: Iterator[list[Run | ReadError]],
    labels: Mapping[str, list[Label]],
    contracts: Sequence[Path],
) -> Iterator[list[Entry]]:
    contract_names = [str(c) for c in contracts]
    window: list[Any] = []
    for batch in batches:
        window.append(client.submit(_dask_work, batch, contract_names, labels, pure=False))
        if len(window) >= 16:
            yield window.pop(0).result()
    for fut in window:
        yield fut.result()


def _dask_work(
    batch: Sequence[Run | ReadError], contracts: Sequence[str], labels: Mapping[str, list[Label]]
) -> list[Entry]:
    key = tuple(contracts)
    if _WORKER.get("dask_key") != key:
        _WORKER.update(plans=Plans([Path(c) for c in contracts]), dask_key=key)
    plans: Plans = _WORKER["plans"]
    return [_entry(evaluate_one(i, plans, labels.get(_rid(i), []))) for i in batch]
