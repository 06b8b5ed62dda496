"""``sscb ledger``: print a run's ledger as a numbered timeline, to label and debug runs."""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

import click

from sscb_dsl.ledger.model import ReadError, Run
from sscb_dsl.ledger.read import FORMATS, SideFileError, read_runs


def _print_run(run: Run, width: int) -> None:
    ledger = run.ledger
    head = f"run {ledger.run_id}  ({run.source}; {len(ledger.messages)} messages,"
    head += f" {len(ledger.calls)} tool calls)"
    case = run.evaluator.case
    if case is not None:
        head += f"  case {case.id} {case.operator}"
    click.echo(head)
    rows = ledger.timeline(width)
    tool_width = max((len(r.tool) for r in rows), default=0)
    for row in rows:
        note = f"  [{row.note}]" if row.note else ""
        tool = f"{row.tool:<{tool_width}} " if tool_width else ""
        click.echo(f"{row.step:>4}  {row.kind:<9} {tool}{row.text}{note}".rstrip())


@click.command("ledger")
@click.argument("runfile", type=click.Path(path_type=Path, exists=True))
@click.option("--run", "run_id", help="Print only the run with this id.")
@click.option(
    "--input-format",
    type=click.Choice(FORMATS),
    help="Read the file as this format instead of detecting it.",
)
@click.option(
    "--side",
    type=click.Path(path_type=Path, exists=True, dir_okay=False),
    help="TOML/JSON side file with case and intervention per task_id and trial.",
)
@click.option("--width", default=100, show_default=True, help="Characters of content per row.")
@click.option(
    "--format", "out_format", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def ledger(
    runfile: Path,
    run_id: str | None,
    input_format: str | None,
    side: Path | None,
    width: int,
    out_format: str,
) -> None:
    """Print the ledger of each run in RUNFILE as a numbered timeline.

    Each row is a step (index into the run's messages), its kind (system, user, assistant,
    call, result), the tool and the content cut to --width. Runs that cannot be read are
    reported on stderr with file, run, message and what to do; the exit code is then 2.
    """
    try:
        items = read_runs([runfile], input_format, side)
        seen: list[str] = []
        found = failed = False
        for item in items:
            if isinstance(item, ReadError):
                if run_id is None or item.run_id in (None, run_id):
                    click.echo(item.render(), err=True)
                    failed = True
                continue
            seen.append(item.ledger.run_id)
            if run_id is not None and item.ledger.run_id != run_id:
                continue
            found = True
            if out_format == "json":
                rows = [
                    {"step": r.step, "kind": r.kind, "tool": r.tool, "text": r.text, "note": r.note}
                    for r in item.ledger.timeline(width)
                ]
                click.echo(json.dumps({"run_id": item.ledger.run_id, "rows": rows}))
            else:
                _print_run(item, width)
    except SideFileError as exc:
        click.echo(exc.error.render(), err=True)
        sys.exit(2)
    if run_id is not None and not found:
        hint = difflib.get_close_matches(run_id, seen, n=1)
        extra = f"; did you mean `{hint[0]}`?" if hint else f" ({len(seen)} runs read)"
        click.echo(f"{runfile}: error: no run `{run_id}`{extra}", err=True)
        sys.exit(2)
    if failed:
        sys.exit(2)
