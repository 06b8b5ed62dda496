"""``sscb check`` and ``sscb fmt``: the contract author's commands (thin layer over the API).

Exit codes: 0 clean (warnings allowed) / already formatted, 1 a contract with errors / a file
that would be reformatted, 2 usage error or unreadable input, 3 internal error (naming the file).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from sscb_dsl.api import FormatError, InputError, check_files, format_text, read_source
from sscb_dsl.cli.common import working_on
from sscb_dsl.language.diagnostics import render_all


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


@click.command("check")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--format",
    "output",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="text for people, json for editors and tools",
)
@click.option("--dump", is_flag=True, help="print the rule objects as JSON (files that parse)")
def check(files: tuple[Path, ...], output: str, dump: bool) -> None:
    """Check contract FILES: names, types, clauses and the evidential rules of Def. 3.4."""
    try:
        results = check_files(working_on(files))
    except InputError as err:
        _fail(str(err))
        return
    diagnostics = [d for r in results for d in r.diagnostics]
    errors = sum(d.severity == "error" for d in diagnostics)
    if dump:
        from sscb_dsl.language.serial import contract_to_data

        dumped = {r.file: contract_to_data(r.contract) for r in results if r.contract is not None}
        click.echo(json.dumps(dumped, indent=2, ensure_ascii=False))
    elif output == "json":
        click.echo(json.dumps([d.to_json() for d in diagnostics], indent=2, ensure_ascii=False))
    else:
        if diagnostics:
            click.echo(render_all(diagnostics, {r.file: r.source for r in results}))
        warnings = len(diagnostics) - errors
        summary = f"{len(results)} file{'s' if len(results) != 1 else ''} checked"
        click.echo(f"{summary}: {errors} error(s), {warnings} warning(s)", err=True)
    sys.exit(1 if errors else 0)


@click.command("fmt")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--check", "check_only", is_flag=True, help="exit 1 listing files that would change")
@click.option("--write", is_flag=True, help="rewrite the files in place")
@click.option(
    "--upgrade",
    is_flag=True,
    help="rewrite language-1 contracts as `sscb 2` (with --write: in place)",
)
def fmt(files: tuple[Path, ...], check_only: bool, write: bool, upgrade: bool) -> None:
    """Print the canonical form of contract FILES (one file), or --write / --check them;
    --upgrade rewrites `sscb 1` contracts as `sscb 2`."""
    if not (check_only or write) and len(files) > 1:
        raise click.UsageError("give one file to print, or use --write or --check for several")
    changed: list[Path] = []
    broken = False
    for path in working_on(files):
        try:
            text = read_source(path)
        except InputError as err:
            _fail(str(err))
            return
        try:
            formatted = format_text(text, str(path), upgrade=upgrade)
        except FormatError as err:
            click.echo(render_all(err.diagnostics, {str(path): text}), err=True)
            broken = True
            continue
        if check_only:
            if formatted != text:
                changed.append(path)
        elif write:
            if formatted != text:
                path.write_text(formatted, encoding="utf-8")
                changed.append(path)
        else:
            click.echo(formatted, nl=False)
    if check_only:
        for path in changed:
            click.echo(f"would reformat {path}")
        n = len(files) - len(changed)
        click.echo(f"{len(changed)} file(s) would be reformatted, {n} already formatted", err=True)
    elif write:
        click.echo(f"{len(changed)} file(s) reformatted", err=True)
    sys.exit(1 if broken or (check_only and changed) else 0)
