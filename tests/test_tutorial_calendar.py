"""docs/tutorial-new-domain.md, followed step by step in a fresh folder, as a user would.

Files shown with ``file=NAME`` are written, ``console`` lines (``$ sscb ...``) are run and must
exit 0, ``python run`` blocks are executed and their output compared with the ``text output``
block that follows. Then the resulting run and record are checked against what the tutorial says.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sscb_dsl.cli import main
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.ledger.read import read_runs

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "docs" / "tutorial-new-domain.md"
BLOCK = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
# The bank (section 8) is followed by tests/test_tutorial_bank.py.
BANK_SECTION = "\n## 8. A second domain"


def blocks() -> list[tuple[str, str, str]]:
    """(language, info, body) of every fenced block of the calendar part of the tutorial (the
    sections before the bank), in order."""
    text = TUTORIAL.read_text(encoding="utf-8")
    assert text.count(BANK_SECTION) == 1
    text = text.split(BANK_SECTION)[0]
    return [(m.group(1), m.group(2).strip(), m.group(3)) for m in BLOCK.finditer(text)]


@pytest.fixture(scope="module")
def followed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Follow the tutorial in an empty folder; what each step printed, by step."""
    folder = tmp_path_factory.mktemp("tutorial")
    outputs: dict[str, Any] = {"commands": [], "python": []}
    todo = blocks()
    with _chdir(folder):
        for i, (lang, info, body) in enumerate(todo):
            if info.startswith("file="):
                Path(info.removeprefix("file=")).write_text(body, encoding="utf-8")
            elif lang == "console":
                for line in body.splitlines():
                    args = shlex.split(line.removeprefix("$ "))
                    assert args[0] == "sscb"
                    result = CliRunner().invoke(main, args[1:], catch_exceptions=False)
                    assert result.exit_code == 0, (line, result.output)
                    outputs["commands"].append((args[1], result.output))
            elif lang == "python" and info == "run":
                buffer = io.StringIO()
                with contextlib.redirect_stdout(buffer):
                    exec(compile(body, f"{TUTORIAL.name} block {i}", "exec"), {})
                expected = todo[i + 1]
                assert expected[:2] == ("text", "output")
                outputs["python"].append((buffer.getvalue(), expected[2]))
    outputs["folder"] = folder
    return outputs


@contextlib.contextmanager
def _chdir(path: Path) -> Iterator[None]:
    """Run the block with ``path`` as the working folder."""
    old = Path.cwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def test_tutorial_contract_is_the_shipped_one() -> None:
    """The contract the tutorial shows is contracts/calendar.sscb, byte for byte."""
    shown = [b for lang, info, b in blocks() if info == "file=calendar.sscb"]
    assert shown == [(ROOT / "contracts" / "calendar.sscb").read_text(encoding="utf-8")]


def test_contract_round_trips_through_fmt() -> None:
    """parse(fmt(c)) == c, and the file is already canonical."""
    text = (ROOT / "contracts" / "calendar.sscb").read_text(encoding="utf-8")
    contract, diags = parse_contract(text, "calendar.sscb")
    assert contract is not None and diags == []
    again, _ = parse_contract(format_contract(contract, []), "calendar.sscb")
    assert again == contract


def test_every_step_succeeds(followed: dict[str, Any]) -> None:
    """Check, fmt, inject, eval and explain each exit 0 (asserted while following)."""
    ran = [command for command, _ in followed["commands"]]
    assert ran == ["check", "fmt", "inject", "eval", "explain"]


def test_injected_run_is_as_described(followed: dict[str, Any]) -> None:
    """The acknowledgement is kept and the later listing shows the event again."""
    [run] = list(read_runs([followed["folder"] / "faulted.jsonl"]))
    raw = json.loads((followed["folder"] / "faulted.jsonl").read_text(encoding="utf-8"))
    iv = raw["intervention"]
    assert (iv["applied"], iv["message_index"], iv["tool_call_id"], iv["altered"]) == (
        True,
        5,
        "call_2",
        [5],
    )
    assert iv["delivered"] == "ev_1" and [e["event_id"] for e in iv["original"]] == ["ev_1", "ev_2"]
    clean = json.loads((followed["folder"] / "clean_run.json").read_text(encoding="utf-8"))
    changed = [i for i, m in enumerate(raw["messages"]) if m["content"] != clean[i]["content"]]
    assert changed == [9]
    listed = json.loads(raw["messages"][9]["content"])["events"]
    assert [e["event_id"] for e in listed] == ["ev_1", "ev_2"]
    assert run.ledger.run_id == "CE-001@clean_run"  # type: ignore[union-attr]


def test_record_is_as_described(followed: dict[str, Any]) -> None:
    """T_F=5, T_E=9, T_S=T_U=6, adopted, late arrival, final stance endorse."""
    line = (followed["folder"] / "records.jsonl").read_text(encoding="utf-8").splitlines()
    record = json.loads(line[0])
    got = {k: record[k] for k in ("t_f", "t_e", "t_s", "t_u", "adopted", "arrival", "stance_end")}
    assert got == {
        "t_f": 5,
        "t_e": 9,
        "t_s": 6,
        "t_u": 6,
        "adopted": "yes",
        "arrival": "late",
        "stance_end": "endorse",
    }
    explained = followed["commands"][-1][1]
    shown = [b for lang, info, b in blocks() if lang == "text" and not info]
    assert shown and shown[0].strip() in explained


def test_live_injection_output_matches(followed: dict[str, Any]) -> None:
    """The live example prints what the tutorial says: success, and the event still listed."""
    [(printed, expected)] = followed["python"]
    assert printed == expected
