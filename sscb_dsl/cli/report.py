"""``sscb report``: claim-bound statistics over evaluation records (see docs/reports.md)."""

from __future__ import annotations

from pathlib import Path

import click

from sscb_dsl.cli.common import progress, warn
from sscb_dsl.engine.files import PipelineError, check_output_dir, write_error
from sscb_dsl.report.claims import BY_KEYS, ReportInputError, build_report, load_plan, load_records
from sscb_dsl.report.stats import DEFAULT_B, DEFAULT_SEED, StatsConfig

FORMATS = ("table", "markdown", "json", "html")


class InputError(click.ClickException):
    """Unreadable records or plan: printed as ``error: <file>:<line>: ...``, exit code 2."""

    exit_code = 2


FILES = {"markdown": "report.md", "json": "report.json", "html": "report.html"}


@click.command("report")
@click.argument("records", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--plan",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="plan.toml listing scheduled runs; planned runs without a record are missing.",
)
@click.option(
    "--by",
    default=",".join(BY_KEYS),
    show_default=True,
    help="Grouping keys, comma-separated, from: operator, config.",
)
@click.option(
    "-o",
    "--output",
    "out_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Also write report.md, report.json and report.html here.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="table",
    show_default=True,
    help="What to print on standard output.",
)
@click.option(
    "--bootstrap",
    "b",
    type=click.IntRange(min=100),
    default=DEFAULT_B,
    show_default=True,
    help="Cluster-bootstrap replicates.",
)
@click.option(
    "--seed",
    type=int,
    default=DEFAULT_SEED,
    show_default=True,
    help="Bootstrap seed (fixed, so intervals are reproducible).",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or warnings.")
def report(
    records: Path,
    plan: Path | None,
    by: str,
    out_dir: Path | None,
    fmt: str,
    b: int,
    seed: int,
    quiet: bool,
) -> None:
    """Report adoption claims, each with its own population, from RECORDS (sscb.record/1 JSONL);
    or, for sscb.kind/1 records (``sscb audit``), the requirement metrics (ECS, BSR, PAR, CAS),
    effect conformance per tool and propagation stages.

    Every claim states how its runs were made (live, replay, unstated); replayed runs behind an
    adoption claim are warned about (their agent never saw the fault). Exit codes: 0 report
    written, 2 usage error, unreadable records / plan or an unwritable -o folder.
    """
    from sscb_dsl.report.render import render

    keys = tuple(k.strip() for k in by.split(",") if k.strip())
    if not keys or any(k not in BY_KEYS for k in keys) or len(set(keys)) != len(keys):
        raise click.BadParameter(
            f"expected distinct keys from {', '.join(BY_KEYS)}", param_hint="--by"
        )
    inputs = [records, *([plan] if plan is not None else [])]
    try:
        if out_dir is not None:
            check_output_dir(out_dir, inputs)
    except PipelineError as exc:
        raise InputError(str(exc)) from exc
    if _is_kind_records(records):
        if plan is not None:
            raise click.UsageError("--plan applies to sscb.record/1 records, not sscb.kind/1")
        _kind_report(records, out_dir, fmt, quiet)
        return
    steps = 2 + (len(FILES) if out_dir is not None else 0)
    with progress("reporting", steps, quiet=quiet) as advance:
        try:
            recs = load_records(records)
            planned = load_plan(plan) if plan is not None else None
        except ReportInputError as exc:
            raise InputError(str(exc)) from exc
        advance(1)
        rep = build_report(
            recs, source=records.name, plan=planned, by=keys, config=StatsConfig(b=b, seed=seed)
        )
        advance(1)
        if out_dir is not None:
            _write_files(out_dir, {name: render(rep, kind) for kind, name in FILES.items()})
            advance(len(FILES))
    if not quiet:
        for warning in rep.warnings:
            warn(warning)
    click.echo(_utf8(render(rep, fmt)), nl=False)


def _utf8(text: str) -> str:
    """Text that UTF-8 can hold: a lone surrogate in a run id is shown as its escape."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _write_files(out_dir: Path, files: dict[str, str]) -> None:
    """Write the report files into ``out_dir`` (created, not its parents); exit 2 on failure."""
    try:
        out_dir.mkdir(exist_ok=True)
        for name, text in files.items():
            (out_dir / name).write_text(_utf8(text), encoding="utf-8")
    except OSError as exc:
        raise InputError(str(write_error(out_dir, exc))) from None


def _is_kind_records(path: Path) -> bool:
    """Does the file hold ``sscb.kind/1`` records (requirement, effect, propagation)?"""
    import json

    try:
        with path.open(encoding="utf-8-sig") as fh:
            for line in fh:
                if line.strip():
                    data = json.loads(line)
                    return isinstance(data, dict) and data.get("format") == "sscb.kind/1"
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    return False


def _kind_report(records: Path, out_dir: Path | None, fmt: str, quiet: bool) -> None:
    """``sscb report`` over ``sscb.kind/1`` records: requirement metrics (ECS, BSR, PAR, CAS),
    effect conformance per tool, propagation stages (docs/kind-*.md)."""
    from sscb_dsl.report.kinds import build_kind_report, load_kind_records
    from sscb_dsl.report.kinds_render import render_kind_report

    try:
        recs = load_kind_records(records)
    except ReportInputError as exc:
        raise InputError(str(exc)) from exc
    rep = build_kind_report(recs, records.name)
    if out_dir is not None:
        _write_files(out_dir, {name: render_kind_report(rep, kind) for kind, name in FILES.items()})
    if not quiet:
        for warning in rep.warnings:
            warn(warning)
    click.echo(_utf8(render_kind_report(rep, fmt)), nl=False)
