"""``sscb inject --replay``: write faulted ``sscb.run/1`` runs from clean recorded runs and cases.

Exit codes: 0 every requested (run, case) pair was written (applied or not; see stderr), 2 usage
error, unreadable input, or a run that could not be read.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

import click

from sscb_dsl.inject import (
    FaultSpec,
    InjectError,
    compile_fault,
    load_cases,
    load_operator,
    replay,
)
from sscb_dsl.ledger.model import Case, ReadError, Run
from sscb_dsl.ledger.read import FORMATS, SideFileError, read_runs


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


def _spec(cache: dict[str, FaultSpec], case: Case, files: tuple[Path, ...]) -> FaultSpec:
    if case.operator not in cache:
        op, domain = load_operator(case.operator, files)
        if domain.name.name != case.domain:
            raise InjectError(
                f"case `{case.id}` names domain `{case.domain}` but `{case.operator}` is in "
                f"`{domain.name.name}`"
            )
        cache[case.operator] = compile_fault(op, domain)
    return cache[case.operator]


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
def inject(
    runfiles: tuple[Path, ...],
    case_paths: tuple[Path, ...],
    side: Path | None,
    operator_files: tuple[Path, ...],
    run_ids: tuple[str, ...],
    db: Path | None,
    config: str | None,
    input_format: str | None,
    output: Path | None,
) -> None:
    """Replay-inject cases into clean runs and write the faulted runs (sscb.run/1 JSONL).

    With --case, every selected run gets every case; with --side, each run gets its own case.
    A case that does not apply to a run still yields a run, with `applied = false`.
    """
    from sscb_dsl.inject import run_line

    if bool(case_paths) == (side is not None):
        _fail("give the cases with --case (repeatable) or with --side, not both or neither")
    try:
        cases = [c for p in case_paths for c in load_cases(p)]
        runs = read_runs(list(runfiles), input_format, side)
        specs: dict[str, FaultSpec] = {}
        out: TextIO = output.open("w", encoding="utf-8") if output else sys.stdout
        counts = {"written": 0, "applied": 0, "unread": 0}
        selected = set(run_ids)
        seen: set[str] = set()
        try:
            for item in runs:
                if isinstance(item, ReadError):
                    click.echo(item.render(), err=True)
                    counts["unread"] += 1
                    continue
                assert isinstance(item, Run)
                if selected and item.ledger.run_id not in selected:
                    continue
                seen.add(item.ledger.run_id)
                todo = cases if side is None else [item.evaluator.case]
                for case in todo:
                    if case is None:
                        click.echo(
                            f"run `{item.ledger.run_id}`: no case in the side file", err=True
                        )
                        continue
                    spec = _spec(specs, case, operator_files)
                    rid = None if side is None or len(todo) > 1 else item.ledger.run_id
                    done = replay(item, case, spec, db=db, run_id=rid, config=config)
                    for note in done.notes:
                        click.echo(f"{done.run['run_id']}: {note}", err=True)
                    out.write(run_line(done.run) + "\n")
                    counts["written"] += 1
                    counts["applied"] += done.applied
        finally:
            if output:
                out.close()
    except (InjectError, SideFileError, ValueError) as exc:
        _fail(str(exc))
        return
    missing = sorted(selected - seen)
    for rid in missing:
        click.echo(f"error: no run `{rid}` in the inputs", err=True)
    click.echo(
        f"{counts['written']} run(s) written, {counts['applied']} with the fault applied, "
        f"{counts['written'] - counts['applied']} not applied",
        err=True,
    )
    sys.exit(2 if counts["unread"] or missing else 0)
