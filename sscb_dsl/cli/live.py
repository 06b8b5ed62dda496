"""``sscb live``: run a real (or scripted) agent against faulted tools on Inspect AI.

Exit codes: 0 every planned run was written; 1 some samples failed (see the logs; run the same
command again to retry them); 2 usage error, unreadable cases, contracts or data, or Inspect AI
not installed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click


def fail(message: str) -> None:
    """Print ``error: message`` and exit 2 (usage error or unreadable input)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


OPERATOR_FILE = click.option(
    "--operator-file",
    "operator_files",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Contract declaring an operator beyond the stdlib; repeatable.",
)


def model_args(pairs: tuple[str, ...], option: str) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as a dict (values as given; ``true``/``false``/numbers converted)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise click.BadParameter(f"expected KEY=VALUE, got `{pair}`", param_hint=option)
        out[key] = _scalar(value)
    return out


def _scalar(value: str) -> Any:
    if value in ("true", "false"):
        return value == "true"
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def inspect_missing() -> str | None:
    """Why the live commands cannot run here, or None when Inspect AI is importable."""
    if sys.version_info < (3, 11):
        return "sscb live needs Python >= 3.11 (Inspect AI does); the core works on 3.10"
    try:
        import inspect_ai  # noqa: F401
    except ImportError:
        return "Inspect AI is not installed: pip install 'sscb[inspect]'"
    return None


@click.command("live")
@click.argument("cases", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--model", required=True, help="Agent model, e.g. openai/gpt-4o or sscb/script.")
@click.option("-M", "model_arg", multiple=True, help="Agent model argument KEY=VALUE.")
@click.option("--user-model", default=None, help="Simulated user's model (default: --model).")
@click.option("-U", "user_model_arg", multiple=True, help="User model argument KEY=VALUE.")
@click.option("--epochs", type=click.IntRange(min=1), default=1, show_default=True)
@click.option(
    "--db",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="tau-bench data folder (default: $SSCB_TAU_DB, or $SSCB_SHARED_DATA/tau-bench).",
)
@click.option("--qualify", is_flag=True, help="Inject only where the clean task is solved.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="First N samples only.")
@click.option("--task", "tasks", type=int, multiple=True, help="Pair every case with task N.")
@click.option(
    "--samples",
    "samples_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Samples file (JSONL of {case, task, replay_of}) instead of CASES.",
)
@OPERATOR_FILE
@click.option("--config", default=None, help="Configuration label (default: the agent model).")
@click.option("--max-steps", type=click.IntRange(min=1), default=None, help="Override the limit.")
@click.option("--max-samples", type=click.IntRange(min=1), default=None, help="Run in parallel.")
@click.option(
    "-o",
    "--output",
    "out",
    type=click.Path(file_okay=False, path_type=Path),
    required=True,
    help="Output folder: logs/, runs.jsonl, records.jsonl, report/.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress display.")
def live(
    cases: tuple[Path, ...],
    model: str,
    model_arg: tuple[str, ...],
    user_model: str | None,
    user_model_arg: tuple[str, ...],
    epochs: int,
    db: Path | None,
    qualify: bool,
    limit: int | None,
    tasks: tuple[int, ...],
    samples_file: Path | None,
    operator_files: tuple[Path, ...],
    config: str | None,
    max_steps: int | None,
    max_samples: int | None,
    out: Path,
    quiet: bool,
) -> None:
    """Run the agent on each (case, task) with the fault live, then measure the runs.

    CASES are case TOML files or folders; each case names its tau-bench task in `[witness]
    task = N` (or give --task). Writes OUT/logs/ (Inspect logs: `inspect view OUT/logs`),
    OUT/runs.jsonl (sscb.run/1), OUT/records.jsonl (as `sscb eval` computes them) and
    OUT/report/. Run again with the same arguments to resume.
    """
    missing = inspect_missing()
    if missing:
        fail(missing)
    from sscb_dsl.live.env import LiveError
    from sscb_dsl.live.run import LiveOptions, run_live
    from sscb_dsl.live.samples import read_samples, samples_from_cases
    from sscb_dsl.live.task import default_db

    if bool(cases) == (samples_file is not None):
        fail("give the cases as CASES or with --samples, not both or neither")
    root = db or default_db()
    if root is None:
        fail("give the tau-bench data folder with --db (or set SSCB_TAU_DB)")
    assert root is not None

    def echo(text: str) -> None:
        if not quiet:
            click.echo(text, err=True)

    options = LiveOptions(
        model=model,
        db=root,
        model_args=model_args(model_arg, "-M"),
        user_model=user_model,
        user_model_args=model_args(user_model_arg, "-U"),
        epochs=epochs,
        qualify=qualify,
        limit=limit,
        operator_files=operator_files,
        config=config,
        max_steps=max_steps,
        max_samples=max_samples,
        display="none" if quiet else ("rich" if sys.stderr.isatty() else "plain"),
    )
    try:
        samples = (
            read_samples(samples_file)
            if samples_file is not None
            else samples_from_cases(list(cases), tasks)
        )
        summary = run_live(samples, out, options, echo)
    except LiveError as err:
        fail(str(err))
        return
    _report(out)
    echo(
        f"{summary.runs} run(s) in {out / 'runs.jsonl'}, {summary.records} record(s) in "
        f"{out / 'records.jsonl'}, report in {out / 'report'}; logs: inspect view {out / 'logs'}"
    )
    if summary.failed:
        click.echo(
            f"error: {len(summary.failed)} run(s) failed (see the logs): "
            + ", ".join(summary.failed[:5])
            + (" ..." if len(summary.failed) > 5 else "")
            + "; run the same command again to retry them",
            err=True,
        )
        sys.exit(1)


def _report(out: Path) -> None:
    """``sscb report OUT/records.jsonl -o OUT/report`` (files only; nothing printed)."""
    from sscb_dsl.cli.report import FILES
    from sscb_dsl.report.claims import build_report, load_records
    from sscb_dsl.report.render import render

    records = out / "records.jsonl"
    report = build_report(load_records(records), source=records.name)
    folder = out / "report"
    folder.mkdir(parents=True, exist_ok=True)
    for kind, name in FILES.items():
        (folder / name).write_text(render(report, kind), encoding="utf-8")
