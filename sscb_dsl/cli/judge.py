"""``sscb judge``: a model classifies the use candidates the rules leave ``unresolved``.

Exit codes: 0 labels written (candidates without a usable answer are listed on standard error);
2 usage error, unreadable runs, records or contracts, or Inspect AI not installed.
"""

from __future__ import annotations

from pathlib import Path

import click

from sscb_dsl.cli.live import OPERATOR_FILE, fail, inspect_missing, model_args


@click.command("judge")
@click.argument("runs", type=click.Path(exists=True, path_type=Path))
@click.argument("records", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--model", required=True, help="Judge model, any Inspect provider/model.")
@click.option("-M", "model_arg", multiple=True, help="Model argument KEY=VALUE.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="Labels file to write (JSONL, `use` labels; give it to `sscb eval --labels`).",
)
@OPERATOR_FILE
@click.option(
    "--cache",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Answer cache folder (default: $SSCB_CACHE_DIR/judge or ~/.cache/sscb/judge).",
)
@click.option("--max-connections", type=click.IntRange(min=1), default=8, show_default=True)
def judge(
    runs: Path,
    records: Path,
    model: str,
    model_arg: tuple[str, ...],
    output: Path,
    operator_files: tuple[Path, ...],
    cache: Path | None,
    max_connections: int,
) -> None:
    """Ask a model about every `unresolved` use candidate in RECORDS (runs read from RUNS).

    The prompt gives the paper's definitions of dependent use and faulty reliance, the case,
    the fault and the numbered trajectory up to the candidate. Each answer becomes a `use`
    label by reviewer `judge:<model>@<prompt version>`; apply them with `sscb eval --labels`.
    """
    missing = inspect_missing()
    if missing:
        fail(missing)
    from sscb_dsl.engine.pipeline import PipelineError, Plans
    from sscb_dsl.live.env import LiveError, dumps
    from sscb_dsl.live.judge import judge as run_judge

    try:
        library = Plans(list(operator_files)).library
        result = run_judge(
            [runs],
            records,
            library.operators,
            model,
            model_args(model_arg, "-M"),
            cache=cache,
            max_connections=max_connections,
        )
    except (LiveError, PipelineError, ValueError) as err:
        fail(str(err))
        return
    labels = sorted(result.labels, key=lambda lab: (str(lab["run_id"]), int(lab["step"])))
    output.write_text("".join(dumps(lab) + "\n" for lab in labels), encoding="utf-8")
    for cand in result.unanswered:
        click.echo(f"{cand.run_id} step {cand.step}: no usable verdict from the judge", err=True)
    click.echo(
        f"{len(labels)} label(s) written to {output}; {len(result.unanswered)} candidate(s) "
        f"unanswered; {result.asked} call(s) made, {result.cached} answer(s) from the cache",
        err=True,
    )
