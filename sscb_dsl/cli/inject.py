"""``sscb inject --replay``: write faulted ``sscb.run/1`` runs from clean recorded runs and cases.

Exit codes: 0 every requested (run, case) pair was written (applied or not; see stderr), 2 usage
error, a case that does not fit its operator, an unusable output, unreadable input, or a run
that could not be read (the others are still written), 130 interrupted.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from sscb_dsl.cli.common import fail, progress
from sscb_dsl.engine.files import Output, PipelineError, check_output
from sscb_dsl.inject import FaultSpec, InjectError, compile_fault, load_operator, replay
from sscb_dsl.inject.cases import Pair, check_case, load_case_sources, load_pairs
from sscb_dsl.ledger.model import Case, ReadError, Run
from sscb_dsl.ledger.read import FORMATS, SideFileError, load_side, read_runs


class _Specs:
    """Operators by name, loaded once: their compiled fault and their rule objects."""

    def __init__(self, files: Sequence[Path]) -> None:
        self.files = tuple(files)
        self._specs: dict[str, FaultSpec] = {}

    def check(self, case: Case, where: str) -> None:
        """Load the case's operator and check that the case fits it (InjectError if not)."""
        op, domain = load_operator(case.operator, self.files)
        check_case(case, op, where)
        if case.operator not in self._specs:
            self._specs[case.operator] = compile_fault(op, domain)

    def spec(self, case: Case) -> FaultSpec:
        return self._specs[case.operator]


def _cases(case_paths: Sequence[Path], pairs: list[Pair] | None, specs: _Specs) -> dict[str, Case]:
    """The cases by id, from the case files and the pairs file's `case_file` entries, each
    checked against its operator before anything is read or written."""
    found: dict[str, tuple[Case, str]] = {}
    for path in case_paths:
        for case, where in load_case_sources(path):
            if case.id in found:
                raise InjectError(f"{where}: case id `{case.id}` is also in {found[case.id][1]}")
            found[case.id] = (case, where)
    for pair in pairs or ():
        if pair.case_file is None or pair.case in found:
            continue
        for case, where in load_case_sources(pair.case_file):
            found.setdefault(case.id, (case, where))
        if pair.case not in found:
            raise InjectError(f"{pair.case_file}: holds no case `{pair.case}` (pair {pair.index})")
    for case, where in found.values():
        specs.check(case, where)
    return {cid: case for cid, (case, _w) in found.items()}


@contextmanager
def _sink(
    output: Path | None, inputs: Sequence[Path], force: bool
) -> Iterator[Callable[[str], None]]:
    """A writer of one run line: to standard output, or to ``output`` checked (not an input,
    its folder writable, not an existing file without --force), locked, truncated only now."""
    if output is None:
        yield lambda line: click.echo(line)
        return
    check_output(output, inputs, keep_existing=not force)
    with Output(output) as sink:
        yield lambda line: sink.write([line])


@click.command("inject")
@click.option(
    "--replay",
    "runfiles",
    multiple=True,
    required=True,
    type=click.Path(exists=True, path_type=Path),
    help="Clean recorded runs (any format `sscb ledger` reads); repeatable.",
)
@click.option(
    "--case",
    "case_paths",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    help="Case TOML (one case or [[cases]]) or a folder of them; repeatable.",
)
@click.option(
    "--side",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="sscb.side/1 file pairing runs with cases (instead of --case).",
)
@click.option(
    "--pairs",
    "pairs_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="sscb.pairs/1 file: only these (case, run) pairs (cases from --case or its case_file).",
)
@click.option(
    "--operator-file",
    "operator_files",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Contract file declaring the operator (the stdlib is always loaded); repeatable.",
)
@click.option("--run", "run_ids", multiple=True, help="Only the runs with this id; repeatable.")
@click.option(
    "--db",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="Environment database folder (<entity>s.json) for state no earlier read shows.",
)
@click.option("--config", default=None, help="Configuration label to give the faulted runs.")
@click.option("--input-format", type=click.Choice(FORMATS), default=None, help="Force a format.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Output JSONL file (default: standard output).",
)
@click.option("--force", is_flag=True, help="Replace an existing --output file.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def inject(
    runfiles: tuple[Path, ...],
    case_paths: tuple[Path, ...],
    side: Path | None,
    pairs_path: Path | None,
    operator_files: tuple[Path, ...],
    run_ids: tuple[str, ...],
    db: Path | None,
    config: str | None,
    input_format: str | None,
    output: Path | None,
    force: bool,
    quiet: bool,
) -> None:
    """Replay-inject cases into clean runs and write the faulted runs (sscb.run/1 JSONL).

    With --case alone, every selected run gets every case; with --pairs, only the listed
    (case, run) pairs; with --side, each run gets the case(s) of its entries. Every case is
    checked against its operator's params first. A case that does not apply to a run still
    yields a run, with `applied = false`. Output run ids are `<case>@<run>` (--side keeps the
    run's id, or names each of several cases `<case>@<run>`); `meta.replay_of` keeps the id of
    the recorded run.
    """
    from sscb_dsl.inject import run_line

    if side is not None and (case_paths or pairs_path):
        fail("give the cases with --case (and --pairs) or with --side, not both")
    if side is None and not case_paths and pairs_path is None:
        fail("give the cases with --case (repeatable), --pairs or --side")
    specs = _Specs(operator_files)
    inputs = [*runfiles, *case_paths, *(p for p in (side, pairs_path) if p is not None)]
    counts = {"written": 0, "applied": 0, "unread": 0}
    selected = set(run_ids)
    seen: set[str] = set()
    try:
        pairs = load_pairs(pairs_path) if pairs_path is not None else None
        cases = _cases(case_paths, pairs, specs)
        if pairs is not None:
            _check_pair_cases(pairs, cases, pairs_path)
        if side is not None:
            side_file = load_side(side)
            for entry in side_file.entries():
                case = _side_case(entry.case, side, entry.index)
                if case is not None:
                    specs.check(case, f"{side} entry {entry.index}")
        runs = read_runs(list(runfiles), input_format, side)
        with _sink(output, inputs, force) as emit, progress("injecting", quiet=quiet) as advance:
            for item in runs:
                if isinstance(item, ReadError):
                    click.echo(item.render(), err=True)
                    counts["unread"] += 1
                    continue
                assert isinstance(item, Run)
                source = item.origin_id or item.ledger.run_id
                if selected and item.ledger.run_id not in selected and source not in selected:
                    continue
                seen.update((item.ledger.run_id, source))
                for case, rid in _todo(item, cases, pairs, side is not None):
                    spec = specs.spec(case)
                    answer = _simulated(db, case.domain) if spec.kind == "arg" else None
                    done = replay(item, case, spec, db=db, run_id=rid, config=config, answer=answer)
                    for note in done.notes:
                        click.echo(f"{done.run['run_id']}: {note}", err=True)
                    emit(run_line(done.run))
                    counts["written"] += 1
                    counts["applied"] += done.applied
                    advance(1)
    except (InjectError, SideFileError, PipelineError, ValueError) as exc:
        fail(str(exc))
    missing = sorted(selected - seen)
    if pairs is not None:
        missing += sorted({p.run for p in pairs} - seen - selected)
    for rid in missing:
        click.echo(f"error: no run `{rid}` in the inputs", err=True)
    click.echo(
        f"{counts['written']} run(s) written, {counts['applied']} with the fault applied, "
        f"{counts['written'] - counts['applied']} not applied",
        err=True,
    )
    sys.exit(2 if counts["unread"] or missing else 0)


def _simulated(db: Path | None, domain: str) -> Any:
    """For an argument fault: the tau-bench simulator's answer to the altered call, after the
    run's earlier calls (None without --db: replay then says what it needs)."""
    if db is None:
        return None
    from sscb_dsl.tau.db import SimulateError, load_db
    from sscb_dsl.tau.simulator import Simulator

    try:
        tables = load_db(db, domain)
    except SimulateError as err:
        raise InjectError(str(err)) from None

    def answer(
        earlier: Sequence[tuple[str, dict[str, Any]]], tool: str, args: dict[str, Any]
    ) -> str:
        sim = Simulator(tables)
        for name, given in earlier:
            sim.call(name, given)
        return sim.call(tool, args)

    return answer


def _side_case(raw: object, side: Path, index: int) -> Case | None:
    from sscb_dsl.ledger.formats import Bad, parse_case

    try:
        return parse_case(raw)
    except Bad as bad:  # pragma: no cover - load_side checked the shape
        raise InjectError(f"{side} entry {index}: {bad.message}") from None


def _check_pair_cases(pairs: Sequence[Pair], cases: dict[str, Case], path: Path | None) -> None:
    import difflib

    for pair in pairs:
        if pair.case not in cases:
            close = difflib.get_close_matches(pair.case, list(cases), n=1)
            hint = f"; did you mean `{close[0]}`?" if close else "; give its file with --case"
            raise InjectError(f"{path} pair {pair.index}: no case `{pair.case}`{hint}")


def _todo(
    item: Run, cases: dict[str, Case], pairs: list[Pair] | None, by_side: bool
) -> list[tuple[Case, str | None]]:
    """The (case, output run id) pairs to write for one recorded run."""
    if by_side:
        case = item.evaluator.case
        if case is None:
            click.echo(f"run `{item.ledger.run_id}`: no case in the side file", err=True)
            return []
        return [(case, item.ledger.run_id)]
    if pairs is not None:
        source = item.origin_id or item.ledger.run_id
        wanted = [p.case for p in pairs if p.run in (source, item.ledger.run_id)]
        return [(cases[c], None) for c in wanted]
    return [(case, None) for case in cases.values()]
