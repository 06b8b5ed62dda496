"""``sscb labels`` and ``sscb validate``: reviewer agreement and oracle validation.

Exit codes: 0 done; 1 (``labels`` only) some disagreement has no adjudicator label, so the
reference is incomplete; 2 usage error or unreadable input. See docs/validation.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import click

from sscb_dsl.cli.common import fail
from sscb_dsl.engine.files import PipelineError, check_output, write_error
from sscb_dsl.report.validate_render import FORMATS

FILE = click.Path(dir_okay=False, path_type=Path)


class InputError(click.ClickException):
    """Unreadable or inconsistent labels / records: ``error: <file>:<line>: ...``, exit 2."""

    exit_code = 2


def _check(out: Path | None, inputs: Sequence[Path | None]) -> None:
    """Exit 2 before any work if ``-o`` is an input, or its folder is missing or read-only
    (a derived file: an existing one is replaced)."""
    if out is None:
        return
    try:
        check_output(out, [p for p in inputs if p is not None], keep_existing=False)
    except PipelineError as exc:
        fail(str(exc))


def _emit(text: str, out: Path | None) -> None:
    if out is None:
        click.echo(text, nl=False)
        return
    try:
        out.write_text(text, encoding="utf-8", errors="backslashreplace")
    except OSError as exc:
        fail(str(write_error(out, exc)))


@click.command("labels")
@click.argument("labels_path", metavar="LABELS", type=FILE)
@click.option(
    "--adjudicator",
    default="D",
    show_default=True,
    help="Reviewer whose label settles any disagreement of the panel.",
)
@click.option(
    "--reviewers",
    default=None,
    help="Panel reviewers, comma-separated (default: everyone but the adjudicator).",
)
@click.option(
    "-o",
    "--output",
    type=FILE,
    default=None,
    help="Write the adjudicated reference labels (JSONL, reviewer `adjudicated`) here.",
)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="table", show_default=True)
def labels(
    labels_path: Path, adjudicator: str, reviewers: str | None, output: Path | None, fmt: str
) -> None:
    """Reviewer agreement (Fleiss' kappa, exact steps) and adjudication of LABELS (JSONL).

    A label is accepted directly only when every panel reviewer agrees; any disagreement takes
    the adjudicator's label; a disagreement without one is reported as unresolved (exit 1).
    """
    from sscb_dsl.report.validate import ValidateInputError, agreement, dumps_labels, read_labels
    from sscb_dsl.report.validate_render import render_agreement

    _check(output, [labels_path])
    panel = [r.strip() for r in reviewers.split(",") if r.strip()] if reviewers else None
    try:
        ag = agreement(read_labels(labels_path), adjudicator, panel, str(labels_path))
    except ValidateInputError as exc:
        raise InputError(str(exc)) from exc
    if output is not None:
        _emit(dumps_labels(ag.reference()), output)
    click.echo(render_agreement(ag, fmt), nl=False)
    if ag.unresolved:
        click.echo(
            f"{len(ag.unresolved)} disagreement(s) without a label by `{adjudicator}`: "
            "the reference is incomplete",
            err=True,
        )
        raise SystemExit(1)


@click.command("validate")
@click.argument("oracle", type=FILE)
@click.argument("reference", type=FILE)
@click.option(
    "--clean",
    type=FILE,
    default=None,
    help="The oracle's records / labels on clean (unfaulted) runs, for clean false positives.",
)
@click.option(
    "--oracle-reviewer", default=None, help="Reviewer to read from an oracle labels file."
)
@click.option(
    "--reference-reviewer",
    default=None,
    help="Reviewer to read from a reference labels file (default: `adjudicated` or the only one).",
)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="table", show_default=True)
@click.option("-o", "--output", type=FILE, default=None, help="Write the report here.")
def validate(
    oracle: Path,
    reference: Path,
    clean: Path | None,
    oracle_reviewer: str | None,
    reference_reviewer: str | None,
    fmt: str,
    output: Path | None,
) -> None:
    """Check an automated ORACLE (records or labels) against the human REFERENCE.

    Adoption precision / recall / F1 (abstentions as misses), false positives on clean and on
    non-adopting faulted runs, coverage, T_U exact and +-1-step accuracy and Z_S agreement,
    overall, by operator and by human arrival stratum, each with a 95% Wilson interval.
    """
    from sscb_dsl.report.validate import ValidateInputError, load_source
    from sscb_dsl.report.validate import validate as run_validation
    from sscb_dsl.report.validate_render import render_validation

    _check(output, [oracle, reference, clean])
    try:
        orc = load_source(oracle, oracle_reviewer)
        ref = load_source(reference, reference_reviewer)
        cln = load_source(clean, oracle_reviewer) if clean is not None else None
        result = run_validation(orc, ref, cln)
    except ValidateInputError as exc:
        raise InputError(str(exc)) from exc
    _emit(render_validation(result, fmt), output)
