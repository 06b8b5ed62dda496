"""``sscb demo``: the whole pipeline on the embedded Demo Air example (see ``sscb_dsl.demo``).

Exit codes: 0 the demo ran, 2 the installation is broken (the message says what is missing).
"""

from __future__ import annotations

import sys

import click


@click.command("demo")
@click.option(
    "--width", type=click.IntRange(min=60), default=120, show_default=True, help="Table width."
)
def demo(width: int) -> None:
    """Check the stdlib, replay-inject the embedded cases, evaluate and print the claims.

    Runs offline on data shipped with sscb (a synthetic airline world and scripted runs), from any
    folder; the output is the same on every run.
    """
    from sscb_dsl.demo import DemoError, render_demo, run_demo
    from sscb_dsl.inject import InjectError

    try:
        result = run_demo()
    except (DemoError, InjectError, FileNotFoundError) as exc:
        click.echo(f"error: {exc}; reinstall sscb", err=True)
        sys.exit(2)
    click.echo(render_demo(result, width), nl=False)
