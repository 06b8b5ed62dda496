"""What every command shares: one-line errors with exit code 2, internal errors with exit code
3, and progress bars.

Errors follow one shape (``error: <file or flag>: <what is wrong>; <what to do>``) on standard
error, exit code 2, never a traceback. A bug in sscb itself (an exception no command expects)
is one line naming the input being processed and asking for a report, exit code 3, so that it is
never mistaken for "findings" (1); ``SSCB_TRACEBACK=1`` shows the traceback instead. Progress
bars (rich) are drawn only on a terminal, so tests, pipes and CI logs stay clean.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import click

INTERNAL_ERROR = 3
"""The exit code of an internal error (a bug in sscb), distinct from findings (1) and usage (2)."""

ISSUES = "https://github.com/sscb/sscb/issues"

_WORKING_ON: list[str] = []
T = TypeVar("T")


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


def working_on(items: Iterable[T], name: Callable[[T], str] = str) -> Iterator[T]:
    """Yield ``items``, each remembered as the input being processed (named if sscb fails)."""
    for item in items:
        _WORKING_ON.append(name(item))
        try:
            yield item
        finally:
            _WORKING_ON.pop()


def _inputs(params: dict[str, Any]) -> list[str]:
    """The paths among a command's parameters (the files it was given)."""
    out: list[str] = []
    for value in params.values():
        values = value if isinstance(value, (tuple, list)) else (value,)
        out.extend(str(v) for v in values if isinstance(v, Path))
    return out


def internal_error(command: str, exc: BaseException, params: dict[str, Any]) -> NoReturn:
    """One line for a bug in sscb: the command, the input, the exception; exit code 3."""
    files = _WORKING_ON[-1:] or _inputs(params)
    where = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
    what = (str(exc).splitlines() or [""])[0][:200]
    click.echo(
        f"error: internal error in `sscb {command}`"
        + (f" on {where}" if where else "")
        + f": {type(exc).__name__}"
        + (f": {what}" if what else "")
        + f"; this is a bug in sscb: please report it with that input at {ISSUES} "
        "(SSCB_TRACEBACK=1 shows the traceback)",
        err=True,
    )
    sys.exit(INTERNAL_ERROR)


_EXPECTED = (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort)


def guarded(command: click.Command) -> click.Command:
    """``command`` with its callback turning an unexpected exception into :func:`internal_error`
    (once per command object)."""
    callback = command.callback
    if callback is None or getattr(callback, "_sscb_guarded", False):
        return command

    @functools.wraps(callback)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return callback(*args, **kwargs)
        except _EXPECTED:
            raise
        except Exception as exc:
            if os.environ.get("SSCB_TRACEBACK"):
                raise
            internal_error(command.name or "", exc, kwargs)

    run._sscb_guarded = True  # type: ignore[attr-defined]
    command.callback = run
    return command
