"""The embedded example behind ``sscb demo``: a synthetic airline world and scripted runs.

Shipped data (written for sscb, not taken from tau-bench): ``world/`` holds the five round-trip
reservations and three users of a fictional "Demo Air" that the scripted tool results show (the
injection needs no database: every suppressed write is read back from the run's own earlier
reads); ``runs.json`` holds seven clean runs in
tau-bench's result format, whose agent turns were scripted to show each arrival stratum once the
fault is injected; ``side.toml`` pairs each run with its case (ReturnDate or WriteEffect).
:func:`run_demo` checks the standard library, replay-injects every case, evaluates every faulted
run and reports the claims, the same stages ``sscb check``, ``sscb inject``, ``sscb eval`` and
``sscb report`` run.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record
from sscb_dsl.inject import FaultSpec, compile_fault, load_operator, replay
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.ledger.read import read_runs

DEMO_DIR = Path(__file__).resolve().parent
COLUMNS = ("run", "operator", "T_F", "T_E", "T_S", "T_U", "A", "Z_S", "Y_end")


class DemoError(Exception):
    """The embedded example could not run (a broken installation)."""


@attrs.frozen
class DemoResult:
    """What the demo produced: records, per-run notes from injection, checked contract count."""

    records: tuple[Record, ...]
    notes: tuple[str, ...]
    checked: int


def _show(value: Any) -> str:
    return "-" if value is None else str(value)


def run_demo(demo_dir: Path = DEMO_DIR) -> DemoResult:
    """Check the stdlib, inject every case of the example, evaluate every faulted run."""
    from sscb_dsl.api import check_files
    from sscb_dsl.resources import stdlib_dir

    files = sorted(stdlib_dir().glob("*.sscb"))
    errors = [d.render_short() for r in check_files(files) for d in r.errors]
    if errors:
        raise DemoError("the installed stdlib contracts have errors:\n" + "\n".join(errors))
    specs: dict[str, FaultSpec] = {}
    plans: dict[str, Plan] = {}
    records: list[Record] = []
    notes: list[str] = []
    for item in read_runs([demo_dir / "runs.json"], "tau-bench", demo_dir / "side.toml"):
        if not isinstance(item, Run) or item.evaluator.case is None:
            raise DemoError(f"the embedded example is damaged: {item}")
        case = item.evaluator.case
        if case.operator not in specs:
            operator, domain = load_operator(case.operator)
            specs[case.operator] = compile_fault(operator, domain)
            plans[case.operator] = build_plan(operator, domain)
        done = replay(item, case, specs[case.operator], db=None, run_id=item.ledger.run_id)
        notes.extend(f"{item.ledger.run_id}: {n}" for n in done.notes)
        _, ledger, evaluator, config, repetition = sscb_run(json.loads(json.dumps(done.run)))
        faulted = Run(ledger, evaluator, config, repetition, f"demo:{ledger.run_id}")
        records.append(evaluate_run(plans[case.operator], faulted))
    return DemoResult(tuple(records), tuple(notes), len(files))


def render_demo(result: DemoResult, width: int = 120) -> str:
    """The per-run table and the claims summary, as plain text (rich tables, no colour)."""
    from rich.console import Console
    from rich.table import Table

    from sscb_dsl.report.claims import build_report
    from sscb_dsl.report.render import claims_table

    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=False, color_system=None)
    console.print(
        f"sscb demo: {result.checked} stdlib contracts checked clean; "
        f"{len(result.records)} scripted runs of the Demo Air world, faults replay-injected",
        markup=False,
        highlight=False,
    )
    for note in result.notes:
        console.print(f"  note: {note}", markup=False, highlight=False)
    table = Table(title="Per run", title_justify="left")
    for column in COLUMNS:
        table.add_column(column)
    for r in result.records:
        table.add_row(
            *(
                _show(v)
                for v in (
                    r.run_id, r.operator, r.t_f, r.t_e, r.t_s, r.t_u, r.adopted, r.arrival,
                    r.stance_end,
                )
            )
        )  # fmt: skip
    console.print(table)
    report = build_report(result.records, source="sscb demo")
    for section in report.views[0].sections:
        claims = claims_table(section)
        rich_claims = Table(title=claims.title, title_justify="left")
        for header in claims.headers:
            rich_claims.add_column(header, overflow="fold")
        for row in claims.rows:
            rich_claims.add_row(*row)
        console.print(rich_claims)
        for note in claims.notes:
            console.print(f"  {note}", markup=False, highlight=False)
    return buf.getvalue()
