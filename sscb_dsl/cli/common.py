"""What every command shares: one-line errors with exit code 2, and progress bars.

Errors follow one shape (``error: <file or flag>: <what is wrong>; <what to do>``) on standard
error, exit code 2, never a traceback. Progress bars (rich) are drawn only on a terminal, so
tests, pipes and CI logs stay clean.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

import click


def fail(message: str) -> NoReturn:
    """Print ``error: message`` on standard error and exit with code 2."""
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


def warn(message: str) -> None:
    """Print ``warning: message`` on standard error."""
    click.echo(f"warning: {message}", err=True)


@contextmanager
def progress(
    label: str, total: int | None = None, *, quiet: bool = False
) -> Iterator[Callable[[int], None]]:
    """A progress bar on standard error (``advance(n)``), drawn only on a terminal."""
    if quiet or not sys.stderr.isatty():
        yield _ignore
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn()]
    bar = Progress(*columns, TimeElapsedColumn(), console=Console(stderr=True), transient=True)
    task = bar.add_task(label, total=total)
    with bar:
        yield lambda n: bar.advance(task, n)


def _ignore(_n: int) -> None:
    """The progress callback when no bar is drawn."""
