"""Issue 17, item 5: a bug in sscb is one line naming the input, asking for a report, exit 3.

Exit code 1 means "findings" (a contract with errors); a traceback must never look like one.
The bugs are simulated by making a function deep inside a verb raise.
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from sscb_dsl.cli import COMMANDS, main
from sscb_dsl.cli.common import INTERNAL_ERROR

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT / "contracts" / "calendar.sscb"


def _boom(*_args: object, **_kwargs: object) -> None:
    raise RecursionError("maximum recursion depth exceeded\nsecond line")


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stderr


def _one_line_report(err: str, *named: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: internal error in `sscb ")
    assert "RecursionError: maximum recursion depth exceeded;" in lines[0]
    assert "please report" in lines[0] and "Traceback" not in err
    for name in named:
        assert name in lines[0]


def test_check_names_the_file_being_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    import sscb_dsl.api

    monkeypatch.setattr(sscb_dsl.api, "check_contract", _boom)
    code, err = _run("check", str(ROOT / "stdlib" / "tau_airline.sscb"), str(CONTRACT))
    assert code == INTERNAL_ERROR
    _one_line_report(err, "tau_airline.sscb")


def test_fmt_names_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    import sscb_dsl.api

    monkeypatch.setattr(sscb_dsl.api, "format_contract", _boom)
    code, err = _run("fmt", str(CONTRACT))
    assert code == INTERNAL_ERROR
    _one_line_report(err, "calendar.sscb")


def test_eval_names_its_inputs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sscb_dsl.engine.pipeline

    runs = tmp_path / "runs.jsonl"
    runs.write_text("")
    monkeypatch.setattr(sscb_dsl.engine.pipeline, "evaluate_paths", _boom)
    code, err = _run("eval", str(CONTRACT), str(runs), "-o", str(tmp_path / "out.jsonl"))
    assert code == INTERNAL_ERROR
    _one_line_report(err, "runs.jsonl")


def test_traceback_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    import sscb_dsl.api

    monkeypatch.setattr(sscb_dsl.api, "check_contract", _boom)
    monkeypatch.setenv("SSCB_TRACEBACK", "1")
    result = CliRunner().invoke(main, ["check", str(CONTRACT)])
    assert isinstance(result.exception, RecursionError)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_verb_is_guarded(name: str) -> None:
    """Each command runs inside the guard, and usage errors keep their own code (2)."""
    with click.Context(main) as ctx:
        command = main.get_command(ctx, name)
    assert command is not None and getattr(command.callback, "_sscb_guarded", False)
    code, _ = _run(name, "--no-such-option")
    assert code == 2
