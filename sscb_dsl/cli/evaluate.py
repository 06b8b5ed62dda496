"""``sscb eval`` and ``sscb explain``: records for runs, and the reasons behind one record."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from sscb_dsl.ledger.read import FORMATS, SideFileError


def _split(paths: tuple[Path, ...]) -> tuple[list[Path], list[Path]]:
    contracts = [p for p in paths if p.suffix == ".sscb"]
    runs = [p for p in paths if p.suffix != ".sscb"]
    return contracts, runs


@click.command("eval")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path, exists=True))
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="Records file to write (JSONL, one sscb.record/1 per run).",
)
@click.option("--labels", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--side", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--input-format", type=click.Choice(FORMATS))
@click.option("--jobs", "-j", type=int, help="Worker processes (default: all cores).")
@click.option("--resume", is_flag=True, help="Keep records already in --output; add the rest.")
@click.option(
    "--scheduler",
    help="Evaluate on Dask: `local` for a local cluster, or a scheduler address.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or summary.")
def eval_cmd(
    paths: tuple[Path, ...],
    output: Path,
    labels: Path | None,
    side: Path | None,
    input_format: str | None,
    jobs: int | None,
    resume: bool,
    scheduler: str | None,
    quiet: bool,
) -> None:
    """Evaluate runs against fault contracts and write one record per run.

    PATHS are contract files (``*.sscb``) and run files or folders, in any order. Each run's
    case names its operator; stdlib operators (ReturnDate, PaySource, ItemOption, WriteEffect)
    resolve by name, others come from the contract files given. Runs that cannot be read or
    evaluated still get a record, with its `error` filled. Exit 0 when every record was written
    (even error records), 2 on unusable input (bad contracts, labels, side file).
    """
    from sscb_dsl.engine.pipeline import PipelineError, evaluate_paths

    contracts, runs = _split(paths)
    if not runs:
        raise click.UsageError("give at least one run file or folder")
    progress = None
    bar = None
    if not quiet and sys.stderr.isatty():
        from rich.progress import Progress

        bar = Progress(transient=True)
        task = bar.add_task("evaluating", total=None)
        bar.start()

        def progress(n: int) -> None:
            assert bar is not None
            bar.advance(task, n)

    try:
        summary = evaluate_paths(
            contracts,
            runs,
            output,
            input_format=input_format,
            side=side,
            labels=labels,
            jobs=jobs,
            resume=resume,
            scheduler=scheduler,
            progress=progress,
        )
    except (PipelineError, SideFileError) as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    finally:
        if bar is not None:
            bar.stop()
    if not quiet:
        click.echo(
            f"{summary.runs} runs read, {summary.written} records written to {output}"
            + (f", {summary.skipped} already there (resume)" if summary.skipped else "")
            + (f", {summary.errors} error records" if summary.errors else ""),
            err=True,
        )


@click.command("explain")
@click.argument("runfile", type=click.Path(path_type=Path, exists=True))
@click.option("--run", "run_id", help="The run to explain (default: the only run in the file).")
@click.option(
    "--contract", "contracts", multiple=True, type=click.Path(path_type=Path, exists=True)
)
@click.option("--labels", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--side", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--input-format", type=click.Choice(FORMATS))
@click.option("--format", "out_format", type=click.Choice(["text", "json"]), default="text")
def explain(
    runfile: Path,
    run_id: str | None,
    contracts: tuple[Path, ...],
    labels: Path | None,
    side: Path | None,
    input_format: str | None,
    out_format: str,
) -> None:
    """Show a run's timeline with T_F, T_E, T_S, T_U marked and the reason for each value."""
    from sscb_dsl.engine.explain import explain as explain_run
    from sscb_dsl.engine.pipeline import PipelineError, Plans, load_labels
    from sscb_dsl.engine.record import record_to_dict
    from sscb_dsl.ledger.model import ReadError
    from sscb_dsl.ledger.read import read_runs

    try:
        plans = Plans(list(contracts))
        label_map = load_labels(labels) if labels else {}
        items = list(read_runs([runfile], input_format, side))
    except (PipelineError, SideFileError) as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    ids = [i.ledger.run_id if not isinstance(i, ReadError) else i.run_id for i in items]
    if run_id is None:
        if len(items) != 1:
            click.echo(f"error: {runfile} holds {len(items)} runs; choose one with --run", err=True)
            sys.exit(2)
        chosen = items[0]
    else:
        found = [i for i, rid in zip(items, ids, strict=True) if rid == run_id]
        if not found:
            import difflib

            close = difflib.get_close_matches(run_id, [r for r in ids if r], n=1)
            hint = f"; did you mean `{close[0]}`?" if close else ""
            click.echo(f"error: no run `{run_id}` in {runfile}{hint}", err=True)
            sys.exit(2)
        chosen = found[0]
    if isinstance(chosen, ReadError):
        click.echo(chosen.render(), err=True)
        sys.exit(2)
    case = chosen.evaluator.case
    plan = plans.get(case.operator) if case else None
    if plan is None:
        what = f"operator `{case.operator}`" if case else "a case"
        click.echo(
            f"error: run `{chosen.ledger.run_id}` needs {what} with a loaded contract", err=True
        )
        sys.exit(2)
    record, lines = explain_run(plan, chosen, label_map.get(chosen.ledger.run_id, []))
    if out_format == "json":
        click.echo(json.dumps({"record": record_to_dict(record), "explanation": lines}, indent=2))
    else:
        click.echo("\n".join(lines))
