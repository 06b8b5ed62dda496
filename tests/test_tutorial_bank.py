"""docs/tutorial-new-domain.md, section 8 (the bank), followed step by step in a fresh folder.

Files shown with ``file=NAME`` are written. In a ``console`` block every ``$ sscb ...`` line is
run, must exit 0 and must print the lines shown under it, where a line ``...`` stands for any
number of lines (the lines shown around it must be consecutive in the output, and the first and
last lines shown must be the output's first and last unless ``...`` comes before or after
them). A ``python run`` block is executed and must print its ``text output`` block. Then the
records are checked against what the prose says, and the prose's claims about what each
language-2 construct decides are checked by changing the contract and evaluating again.
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

from sscb_dsl.api import load_library
from sscb_dsl.cli import main
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import build_plan
from sscb_dsl.engine.record import record_to_dict
from sscb_dsl.engine.reference import reference_evaluate
from sscb_dsl.ledger.model import Run
from sscb_dsl.ledger.read import read_runs

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "docs" / "tutorial-new-domain.md"
CONTRACT = ROOT / "contracts" / "bank.sscb"
HEADING = "\n## 8. A second domain"
BLOCK = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)

# What the prose says each construct decides is checked by removing it: the text removed must be
# in the contract as many times as the test says (once per rule using it).
NOT_FAILED = " and not t.failed"
MOVED = "let moved = choose(t == null, 0, money(t.args.amount))"
YOU_HAVE = '"you have", '


def section() -> str:
    """The bank section of the tutorial: from its heading to the next section's."""
    text = TUTORIAL.read_text(encoding="utf-8")
    assert text.count(HEADING) == 1, "the tutorial has no (or two) bank sections"
    rest = text.split(HEADING)[1]
    return HEADING + rest.split("\n## ")[0]


def blocks() -> list[tuple[str, str, str]]:
    """(language, info, body) of every fenced block of the bank section, in order."""
    return [(m.group(1), m.group(2).strip(), m.group(3)) for m in BLOCK.finditer(section())]


def commands(body: str) -> list[tuple[str, list[str]]]:
    """The ``$ `` lines of a console block, each with the output lines shown under it."""
    out: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            out.append((line.removeprefix("$ "), []))
        else:
            assert out, f"console output before any command: {line!r}"
            out[-1][1].append(line)
    return out


def shows(expected: list[str], printed: str) -> bool:
    """Does ``printed`` read as ``expected`` (``...`` lines standing for any lines)?"""
    lines = printed.splitlines()
    chunks: list[list[str]] = [[]]
    for line in expected:
        if line == "...":
            chunks.append([])
        else:
            chunks[-1].append(line)
    if len(chunks) == 1:
        return lines == chunks[0]
    first, *middle, last = chunks
    if lines[: len(first)] != first:
        return False
    pos = len(first)
    for chunk in middle:
        found = [k for k in range(pos, len(lines) + 1) if lines[k : k + len(chunk)] == chunk]
        if not found:
            return False
        pos = found[0] + len(chunk)
    return len(lines) - len(last) >= pos and lines[len(lines) - len(last) :] == last


def sscb(*args: str) -> tuple[int, str]:
    """Run the ``sscb`` command line in-process: its exit code and what it printed."""
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.output


@contextlib.contextmanager
def _chdir(path: Path) -> Iterator[None]:
    """Run the block with ``path`` as the working folder."""
    old = Path.cwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


@pytest.fixture(scope="module")
def followed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Follow the section in an empty folder: each command with what it printed and what the
    section shows; each python block's printed text and its output block."""
    folder = tmp_path_factory.mktemp("bank")
    outputs: dict[str, Any] = {"commands": [], "python": [], "folder": folder}
    todo = blocks()
    with _chdir(folder):
        for i, (lang, info, body) in enumerate(todo):
            if info.startswith("file="):
                Path(info.removeprefix("file=")).write_text(body, encoding="utf-8")
            elif lang == "console":
                for line, expected in commands(body):
                    args = shlex.split(line)
                    assert args[0] == "sscb", line
                    code, printed = sscb(*args[1:])
                    assert code == 0, (line, printed)
                    outputs["commands"].append((line, printed, expected))
            elif lang == "python" and info == "run":
                buffer = io.StringIO()
                with contextlib.redirect_stdout(buffer):
                    exec(compile(body, f"{TUTORIAL.name} bank block {i}", "exec"), {})
                assert todo[i + 1][:2] == ("text", "output"), "a python block without output"
                outputs["python"].append((buffer.getvalue(), todo[i + 1][2]))
    return outputs


def _records(path: Path) -> dict[str, dict[str, Any]]:
    """The records of a records file, by run id."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {r["run_id"]: r for r in map(json.loads, lines)}


def _verdicts(record: dict[str, Any]) -> dict[tuple[int, str], str]:
    """Each use's verdict, or each stance message's stance, by (step, rule)."""
    return {
        (u["step"], u["rule"].removeprefix("rule:")): u["stance"] or u["verdict"]
        for u in record["uses"]
    }


def _evaluate_changed(folder: Path, name: str, old: str, new: str, count: int) -> dict[str, Any]:
    """The live run's record under the contract with ``old`` replaced by ``new`` (``count``
    times: the contract and the prose must still agree on what is changed)."""
    text = CONTRACT.read_text(encoding="utf-8")
    assert text.count(old) == count, f"{old!r} is not in the contract {count} time(s)"
    work = folder / name
    work.mkdir()
    (work / "bank.sscb").write_text(text.replace(old, new), encoding="utf-8")
    records = work / "records.jsonl"
    code, printed = sscb(
        "eval", str(work / "bank.sscb"), str(folder / "live_run.json"), "-o", str(records)
    )
    assert code == 0, printed
    return _records(records)["SB-001@live"]


def test_tutorial_contract_is_the_shipped_one() -> None:
    """The contract the section shows is contracts/bank.sscb, byte for byte."""
    shown = [b for _, info, b in blocks() if info == "file=bank.sscb"]
    assert shown == [CONTRACT.read_text(encoding="utf-8")]


def test_every_step_ran(followed: dict[str, Any]) -> None:
    """Check, fmt, replay injection, eval and two explains; one python block (asserted to exit
    0 while following)."""
    ran = [shlex.split(line)[1] for line, _, _ in followed["commands"]]
    assert ran == ["check", "fmt", "inject", "eval", "explain", "explain"]
    assert len(followed["python"]) == 1


def test_commands_print_what_the_section_shows(followed: dict[str, Any]) -> None:
    """Every output shown under a command is what sscb printed."""
    for line, printed, expected in followed["commands"]:
        assert expected, f"`{line}`: the section shows no output"
        assert shows(expected, printed), f"`{line}` printed:\n{printed}"


def test_live_injection_output_matches(followed: dict[str, Any]) -> None:
    """The python block prints its output block: the intervention and both transcripts."""
    [(printed, expected)] = followed["python"]
    assert printed == expected


def test_records_are_as_described(followed: dict[str, Any]) -> None:
    """The replayed run: pre-arrival counterevidence, no adoption; the live run: adopted at the
    $400 transfer, late counterevidence, recovered; each use's verdict as the prose reads it."""
    records = _records(followed["folder"] / "records.jsonl")
    keys = ("t_f", "t_e", "t_s", "t_u", "adopted", "arrival", "stance_end")
    replayed, live = records["SB-001@clean_run"], records["SB-001@live"]
    assert [replayed[k] for k in keys] == [3, 5, 6, "none", "no", "pre", None]
    assert [live[k] for k in keys] == [3, 7, 4, 4, "yes", "late", "no_longer_endorse"]
    assert _verdicts(replayed) == {
        (6, "tell"): "correct",
        (6, "said"): "no_longer_endorse",
        (8, "pay"): "not_dependent",
        (10, "tell"): "correct",
        (10, "said"): "no_longer_endorse",
    }
    assert _verdicts(live) == {
        (4, "pay"): "faulty",
        (4, "tell"): "faulty",
        (4, "said"): "endorse",
        (8, "tell"): "correct",
        (8, "said"): "no_longer_endorse",
        (10, "pay"): "not_dependent",
        (12, "tell"): "correct",
        (12, "said"): "no_longer_endorse",
    }


def test_replay_alters_what_live_injection_altered(followed: dict[str, Any]) -> None:
    """Replay rewrites the balance of message 3, as the live injection did, and nothing else."""
    folder = followed["folder"]
    replayed = json.loads((folder / "replayed.jsonl").read_text(encoding="utf-8"))
    live = json.loads((folder / "live_run.json").read_text(encoding="utf-8"))
    fields = ("applied", "message_index", "altered", "original", "delivered")
    expected = [True, 3, [3], 250.0, 1450.0]
    assert [replayed["intervention"][k] for k in fields] == expected
    assert [live["intervention"][k] for k in fields] == expected
    clean = json.loads((folder / "clean_run.json").read_text(encoding="utf-8"))
    changed = [i for i, m in enumerate(replayed["messages"]) if m["content"] != clean[i]["content"]]
    assert changed == [3]
    assert json.loads(replayed["messages"][3]["content"])["balance"] == 1450.0


def test_given_where_not_failed_carries_weight(followed: dict[str, Any]) -> None:
    """Without `not t.failed`, the refused $400 counts as moved: the $200 transfer is faulty."""
    record = _evaluate_changed(followed["folder"], "failed_counts", NOT_FAILED, "", 3)
    assert _verdicts(record)[(10, "pay")] == "faulty"


def test_given_carries_weight(followed: dict[str, Any]) -> None:
    """Without the transfer `t` (nothing moved), "$50.00" is not dependent instead of correct."""
    record = _evaluate_changed(followed["folder"], "nothing_moved", MOVED, "let moved = 0", 3)
    assert _verdicts(record)[(12, "tell")] == "not_dependent"


def test_vocabulary_carries_weight(followed: dict[str, Any]) -> None:
    """Without "you have" among the balance words, "You have $1,450.00" is no candidate."""
    record = _evaluate_changed(followed["folder"], "fewer_words", YOU_HAVE, "", 1)
    verdicts = _verdicts(record)
    assert (4, "tell") not in verdicts and (4, "said") not in verdicts
    assert verdicts[(4, "pay")] == "faulty"


def test_checker_claims(tmp_path: Path) -> None:
    """The section's checker claims: v in sufficiency (through `actual`) is E301 with the
    message quoted; the file headed `sscb 1` makes every language-2 construct E005."""
    text = CONTRACT.read_text(encoding="utf-8")
    leak = tmp_path / "leak.sscb"
    assert text.count("!= shown using") == 1
    leak.write_text(text.replace("!= shown using", "!= actual using"), encoding="utf-8")
    code, printed = sscb("check", str(leak))
    assert code == 1
    quoted = "sufficiency depends on evaluator-only value `f.original` through `actual`"
    assert re.findall(r"error\[(E\d+)\]: (.*)", printed) == [("E301", quoted)]
    assert quoted.replace("`", "") in section().replace("`", "").replace("\n  ", " ")
    old = tmp_path / "old.sscb"
    old.write_text(text.replace("sscb 2\n", "sscb 1\n", 1), encoding="utf-8")
    code, printed = sscb("check", str(old))
    codes = re.findall(r"error\[(E\d+)\]", printed)
    assert code == 1 and codes and set(codes) == {"E005"}
    assert "sscb fmt --upgrade" in printed


def test_reference_evaluator_agrees(followed: dict[str, Any]) -> None:
    """The engine's records of both runs are the reference evaluator's (docs/testing.md)."""
    library, results = load_library([CONTRACT])
    assert all(r.ok for r in results)
    operator = library.operators["StaleBalance"]
    domain = library.domain_of(operator)
    plan = build_plan(operator, domain)
    folder = followed["folder"]
    runs = list(read_runs([folder / "replayed.jsonl", folder / "live_run.json"]))
    assert len(runs) == 2
    for run in runs:
        assert isinstance(run, Run)
        fast = record_to_dict(evaluate_run(plan, run))
        assert fast == record_to_dict(reference_evaluate(operator, domain, run))
