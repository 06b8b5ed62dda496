"""The ``sscb`` command line: a thin click layer over the public API.

Each command lives in its own module under ``sscb_dsl.cli`` and is imported only when it is run,
so that ``sscb check`` does not pay for numpy or matplotlib. Exit codes, for every command:
0 success, 1 findings (a contract with errors, a failed check), 2 usage error or unreadable input,
3 internal error (a bug in sscb: one line naming the input and asking for a report, no
traceback), 130 interrupted (Ctrl-C: one line, no traceback).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

import click

from sscb_dsl.cli.common import guarded

# command name -> "module:function" (module relative to sscb_dsl.cli)
COMMANDS: dict[str, str] = {
    "check": "check:check",
    "fmt": "check:fmt",
    "ledger": "ledger:ledger",
    "eval": "evaluate:eval_cmd",
    "audit": "audit:audit",
    "explain": "evaluate:explain",
    "report": "report:report",
    "inject": "inject:inject",
    "candidates": "admit:candidates",
    "admit": "admit:admit",
    "validate": "validate:validate",
    "labels": "validate:labels",
    "demo": "demo:demo",
    "live": "live:live",
    "judge": "judge:judge",
}


class LazyGroup(click.Group):
    """A click group that imports a command's module only when that command is used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name in COMMANDS if self._module_exists(name))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None or not self._module_exists(cmd_name):
            return None
        module_name, attr = target.split(":")
        module = importlib.import_module(f"sscb_dsl.cli.{module_name}")
        command: Any = getattr(module, attr)
        assert isinstance(command, click.Command)
        return guarded(command)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; Ctrl-C ends it with one line and exit code 130, no traceback."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(130)

    @staticmethod
    def _module_exists(cmd_name: str) -> bool:
        module_name = COMMANDS[cmd_name].split(":")[0]
        return importlib.util.find_spec(f"sscb_dsl.cli.{module_name}") is not None


@click.group(cls=LazyGroup)
@click.version_option(package_name="sscb")
def main() -> None:
    """sscb: fault contracts for tool-using agents, after the SSCBench protocol."""
