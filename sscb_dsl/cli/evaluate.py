"""``sscb eval`` and ``sscb explain``: records for runs, and the reasons behind one record."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from sscb_dsl.cli.common import fail, progress, warn
from sscb_dsl.ledger.read import FORMATS, SideFileError

_SHOWN = 10
"""How many messages of one kind (a misfit case, an unknown label run) are printed in full."""


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
@click.option(
    "--jobs", "-j", type=click.IntRange(min=1), help="Worker processes (default: all cores)."
)
@click.option("--resume", is_flag=True, help="Keep records already in --output; add the rest.")
@click.option("--force", is_flag=True, help="Replace an existing --output file.")
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
    force: bool,
    scheduler: str | None,
    quiet: bool,
) -> None:
    """Evaluate runs against fault contracts and write one record per run.

    PATHS are contract files (``*.sscb``) and run files or folders, in any order. Each run's
    case names its operator; stdlib operators (ReturnDate, PaySource, ItemOption, WriteEffect)
    resolve by name, others come from the contract files given. Runs that cannot be read or
    evaluated still get a record, with its `error` filled, and are counted in the summary.
    Exit 0 when every record was written; 2 on unusable input (bad contracts, labels, side file,
    output), and also after writing every record when a run's case does not fit its operator
    (EV006: the study's cases must be fixed); 130 when interrupted (run again with --resume).
    """
    from sscb_dsl.engine.pipeline import PipelineError, evaluate_paths

    contracts, runs = _split(paths)
    if not runs:
        raise click.UsageError("give at least one run file or folder")
    if resume and force:
        raise click.UsageError("give --resume or --force, not both")
    try:
        with progress("evaluating", quiet=quiet) as advance:
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
                progress=advance,
                replace=force,
            )
    except (PipelineError, SideFileError) as err:
        fail(str(err))
    except KeyboardInterrupt:
        click.echo(
            f"interrupted: the records written to {output} are kept; run the same command with "
            "--resume to finish",
            err=True,
        )
        raise SystemExit(130) from None
    _report_problems(summary, output, labels)
    if not quiet:
        click.echo(_summary_line(summary, output), err=True)
    if summary.counts.get("error:EV006"):
        raise SystemExit(2)


def _report_problems(summary: Any, output: Path, labels: Path | None) -> None:
    """Misfit cases (EV006, as errors), labels of unseen runs and other inputs (warnings)."""
    from sscb_dsl.engine.record import record_from_dict

    shown: set[str] = set()
    for line in summary.case_errors:
        rec = record_from_dict(json.loads(line))
        assert rec.error is not None
        where = (rec.source or "").rpartition(":")[0] or rec.source
        message = f"{where} run `{rec.run_id}`: error[EV006]: {rec.error.message}"
        if rec.error.message not in shown and len(shown) < _SHOWN:
            click.echo(message, err=True)
        shown.add(rec.error.message)
    if len(shown) > _SHOWN:
        click.echo(f"... and {len(shown) - _SHOWN} more misfit cases (see {output})", err=True)
    for n, rid in summary.unused_labels[:_SHOWN]:
        warn(f"{labels}:{n}: no input run has id `{rid}`; its labels were not applied")
    if len(summary.unused_labels) > _SHOWN:
        more = len(summary.unused_labels) - _SHOWN
        warn(f"{labels}: {more} more run ids of labels match no input run")
    over = summary.counts.get("error:EV010", 0)
    if over:
        warn(
            f"{over} run(s) exceeded the evaluation budget (error[EV010] in {output}): the "
            "contract is too costly for them; `sscb check` shows its worst case (W430)"
        )
    if summary.other_inputs:
        names = ", ".join(f"`{s}`" for s in summary.other_inputs[:3])
        warn(
            f"{output} also holds records of inputs not given now ({names}"
            + (", ..." if len(summary.other_inputs) > 3 else "")
            + "); they are kept"
        )


def _summary_line(summary: Any, output: Path) -> str:
    """The end-of-run summary: triggered, evaluable, adopted, undecidable, error records."""
    counts: dict[str, int] = summary.counts
    total = sum(
        v for k, v in counts.items() if k.startswith("error:") or k in ("triggered", "untriggered")
    )
    codes = sorted((k.split(":", 1)[1], v) for k, v in counts.items() if k.startswith("error:"))
    errors = sum(v for _c, v in codes)
    text = (
        f"{total} records in {output}: {counts.get('triggered', 0)} triggered, "
        f"{counts.get('evaluable', 0)} evaluable, {counts.get('adopted', 0)} adopted, "
        f"{counts.get('undecidable', 0)} undecidable, {counts.get('untriggered', 0)} untriggered, "
        f"{errors} error records"
    )
    if codes:
        text += " (" + ", ".join(f"{c} x{v}" for c, v in codes) + ")"
    if summary.skipped:
        text += f"; {summary.skipped} were there already (resume), {summary.written} written now"
    return text


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
@click.option(
    "--check",
    "check_name",
    help="Explain the run under this requirement, effect or propagation contract instead.",
)
def explain(
    runfile: Path,
    run_id: str | None,
    contracts: tuple[Path, ...],
    labels: Path | None,
    side: Path | None,
    input_format: str | None,
    out_format: str,
    check_name: str | None,
) -> None:
    """Show a run's timeline with T_F, T_E, T_S, T_U marked and the reason for each value.

    The JSON form (--format json) is structured: the record, the timeline rows with their
    marks, every counterevidence candidate with its clause values, every candidate use with the
    value of `where` and of each arm.
    """
    from sscb_dsl.engine.explain import explain as explain_run
    from sscb_dsl.engine.pipeline import PipelineError, Plans, load_labels
    from sscb_dsl.ledger.model import ReadError
    from sscb_dsl.ledger.read import read_runs

    try:
        plans = Plans(list(contracts))
        label_map = load_labels(labels) if labels else {}
        items = list(read_runs([runfile], input_format, side))
    except (PipelineError, SideFileError) as err:
        fail(str(err))
    ids = [i.ledger.run_id if not isinstance(i, ReadError) else i.run_id for i in items]
    if run_id is None:
        if len(items) != 1:
            fail(f"{runfile} holds {len(items)} runs; choose one with --run: {_listing(ids)}")
        chosen = items[0]
    else:
        found = [i for i, rid in zip(items, ids, strict=True) if rid == run_id]
        if not found:
            import difflib

            close = difflib.get_close_matches(run_id, [r for r in ids if r], n=1)
            hint = f"; did you mean `{close[0]}`?" if close else f"; the runs: {_listing(ids)}"
            fail(f"no run `{run_id}` in {runfile}{hint}")
        chosen = found[0]
    if isinstance(chosen, ReadError):
        click.echo(chosen.render(), err=True)
        raise SystemExit(2)
    if check_name is not None:
        _explain_kind(chosen, check_name, contracts, out_format)
        return
    case = chosen.evaluator.case
    plan = plans.get(case.operator) if case else None
    if plan is None or case is None:
        what = f"operator `{case.operator}`" if case else "a case"
        fail(f"run `{chosen.ledger.run_id}` needs {what} with a loaded contract")
    operator = plans.library.operators.get(case.operator)
    result = explain_run(plan, chosen, label_map.get(chosen.ledger.run_id, []), operator)
    if out_format == "json":
        click.echo(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
    else:
        click.echo("\n".join(result.lines()))


def _explain_kind(run: Any, name: str, contracts: tuple[Path, ...], out_format: str) -> None:
    """``sscb explain --check NAME``: the run under a requirement, effect or propagation."""
    import difflib

    from sscb_dsl.engine.kinds.explain import explain_kind
    from sscb_dsl.engine.kinds.pipeline import KindPlans
    from sscb_dsl.engine.pipeline import PipelineError

    try:
        plans = {plan.name: plan for _, plan, _ in KindPlans(list(contracts)).plans}
    except PipelineError as err:
        fail(str(err))
    plan = plans.get(name)
    if plan is None:
        close = difflib.get_close_matches(name, list(plans), n=1)
        hint = f"; did you mean `{close[0]}`?" if close else ""
        fail(f"no loaded requirement, effect or propagation contract is called `{name}`{hint}")
    result = explain_kind(plan, run)
    if out_format == "json":
        click.echo(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
    else:
        click.echo("\n".join(result.lines()))


def _listing(ids: Sequence[str | None], most: int = 20) -> str:
    """Run ids for a message: all of them, or the first ``most`` and how many more."""
    named = [f"`{i}`" if i else "(unreadable)" for i in ids]
    if len(named) <= most:
        return ", ".join(named)
    return ", ".join(named[:most]) + f", ... ({len(named) - most} more)"
