"""The package skeleton: the CLI group lists its commands and shipped data is found."""

from __future__ import annotations

from click.testing import CliRunner

from sscb_dsl.cli import main
from sscb_dsl.resources import grammar_path, stdlib_dir


def test_help_lists_commands() -> None:
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    assert "sscb" in result.output


def test_shipped_data_found() -> None:
    assert grammar_path().name == "sscb.lark"
    assert stdlib_dir().is_dir()
