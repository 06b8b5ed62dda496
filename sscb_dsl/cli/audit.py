"""``sscb audit``: requirement, effect and propagation records for runs (``sscb.kind/1``)."""

from __future__ import annotations

from pathlib import Path

import click

from sscb_dsl.cli.common import fail
from sscb_dsl.ledger.read import FORMATS, SideFileError


@click.command("audit")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path, exists=True))
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="Records file to write (JSONL, one sscb.kind/1 per run and contract).",
)
@click.option("--side", type=click.Path(path_type=Path, exists=True, dir_okay=False))
@click.option("--input-format", type=click.Choice(FORMATS))
@click.option(
    "--domain",
    help="The domain of runs without a case (else inferred from the tools a run calls).",
)
@click.option("--force", is_flag=True, help="Replace an existing --output file.")
@click.option("--quiet", "-q", is_flag=True, help="No summary.")
def audit(
    paths: tuple[Path, ...],
    output: Path,
    side: Path | None,
    input_format: str | None,
    domain: str | None,
    force: bool,
    quiet: bool,
) -> None:
    """Check runs against requirement, effect and propagation contracts.

    PATHS are contract files (``*.sscb``) and run files or folders. The stdlib's contracts are
    always loaded. A requirement or effect contract applies to the runs of its domain; a
    propagation contract to the runs whose case names its operator. Each run gets one record
    per contract that applies (EV008 when none does; a reader error when it cannot be read).
    Exit 0 when every record was written, 2 on unusable input or output.
    """
    from sscb_dsl.engine.files import PipelineError, check_output
    from sscb_dsl.engine.kinds.pipeline import audit_paths, summary_lines

    contracts = [p for p in paths if p.suffix == ".sscb"]
    runs = [p for p in paths if p.suffix != ".sscb"]
    if not runs:
        raise click.UsageError("give at least one run file or folder")
    try:
        check_output(output, runs, keep_existing=not force)
        summary = audit_paths(contracts, runs, output, side, input_format, domain)
    except (PipelineError, SideFileError) as err:
        fail(str(err))
    if not quiet:
        for line in summary_lines(summary):
            click.echo(line, err=True)
