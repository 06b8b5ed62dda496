"""`sscb demo`: the embedded example runs offline, from any folder, with the same output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from sscb_dsl.cli import main
from sscb_dsl.demo import DEMO_DIR, run_demo

ROOT = Path(__file__).resolve().parent.parent

EXPECTED_ROWS = {
    "demo-0-RD-01": ("ReturnDate", "3", "3", "4", "4", "yes", "pre", "endorse"),
    "demo-1-RD-02": ("ReturnDate", "3", "3", "4", "none", "no", "pre", "-"),
    "demo-2-RD-03": ("ReturnDate", "3", "inf", "4", "4", "yes", "absent", "endorse"),
    "demo-3-WE-01": ("WriteEffect", "5", "9", "6", "6", "yes", "late", "no_longer_endorse"),
    "demo-4-WE-02": ("WriteEffect", "5", "7", "8", "none", "no", "pre", "-"),
    "demo-5-WE-03": ("WriteEffect", "3", "inf", "4", "4", "yes", "absent", "endorse"),
    "demo-6-RD-04": ("ReturnDate", "-", "-", "-", "-", "-", "-", "-"),
}


def _demo_in(folder: Path) -> tuple[int, str]:
    """Run `sscb demo` as a user would, in a subprocess started in ``folder``."""
    env = {k: v for k, v in os.environ.items() if k != "SSCB_SHARED_DATA"}
    env["SSCB_SHARED_DATA"] = str(folder / "no-shared-data-here")
    proc = subprocess.run(
        [sys.executable, "-c", "from sscb_dsl.cli import main; main()", "demo"],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    return proc.returncode, proc.stdout + proc.stderr


def _rows(output: str) -> dict[str, tuple[str, ...]]:
    rows = {}
    for line in output.splitlines():
        cells = [c.strip() for c in line.strip("│ ").split("│")]
        if cells and cells[0].startswith("demo-"):
            rows[cells[0]] = tuple(cells[1:])
    return rows


def test_demo_prints_table_and_claims(tmp_path: Path) -> None:
    """Exit 0; one row per scripted run with the documented values; the claims of each operator."""
    code, output = _demo_in(tmp_path)
    assert code == 0, output
    assert _rows(output) == EXPECTED_ROWS
    for operator in ("ReturnDate", "WriteEffect"):
        assert f"Claims ({operator} pooled)" in output
    for claim in (
        "propagation (adoption)",
        "adoption with eventual",
        "adoption under pre-use",
    ):
        assert output.count(claim) >= 2
    assert "no `get_reservation_details` observation satisfies" in output
    assert "Traceback" not in output


def test_demo_is_byte_identical_across_runs_and_folders(tmp_path: Path) -> None:
    """Same bytes from two runs started in two different folders."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = _demo_in(tmp_path / "a")
    second = _demo_in(tmp_path / "b")
    assert first[0] == second[0] == 0
    assert first[1] == second[1]


def test_demo_covers_every_stratum_and_two_operators() -> None:
    """pre, late and absent arrival, adopted and not, ReturnDate and WriteEffect, untriggered."""
    records = run_demo().records
    assert {r.arrival for r in records} == {"pre", "late", "absent", None}
    assert {r.adopted for r in records} == {"yes", "no", None}
    assert {r.operator for r in records} == {"ReturnDate", "WriteEffect"}
    assert [r.triggered for r in records].count(False) == 1
    assert all(r.error is None for r in records)


def test_demo_world_is_not_tau_bench() -> None:
    """The embedded world is synthetic: none of its ids occur in tau-bench's database."""
    world = json.loads(
        (DEMO_DIR / "world" / "reservation_records.json").read_text(encoding="utf-8")
    )
    assert all(rid.startswith("DMRT") for rid in world)
    runs = json.loads((DEMO_DIR / "runs.json").read_text(encoding="utf-8"))
    text = json.dumps(runs)
    assert "HAT0" not in text and "HAT1" not in text  # tau-bench's flight numbers


def test_demo_command_in_process() -> None:
    """The click command itself (as `sscb demo` dispatches it), with a narrower table."""
    result = CliRunner().invoke(main, ["demo", "--width", "100"])
    assert result.exit_code == 0, result.output
    assert set(_rows(result.output)) == set(EXPECTED_ROWS)


def test_wheel_ships_the_demo_data(tmp_path: Path) -> None:
    """The built wheel holds the demo data and the stdlib, so `sscb demo` works when installed."""
    pytest.importorskip("hatchling", reason="building the wheel needs hatchling")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", str(tmp_path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=300,
    )
    [wheel] = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for shipped in (
        "runs.json",
        "side.toml",
        "world/reservation_records.json",
        "world/user_records.json",
    ):
        assert f"sscb_dsl/demo/{shipped}" in names
    assert "sscb_dsl/_data/stdlib/write_effect.sscb" in names
