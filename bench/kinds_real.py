"""The stdlib's requirement, effect and propagation contracts on the 300 real tau-bench runs.

1. ``sscb audit`` (the click command, in process) on the 200 real gpt-4o airline runs
   (``--domain tau_airline``) and the 100 real retail runs (AgentRx, ``--domain tau_retail``):
   every requirement (``stdlib/tau_requirements.sscb``) and effect contract
   (``stdlib/tau_effects.sscb``) of the run's domain, one ``sscb.kind/1`` record each.
2. Every applicable SSCBench case replay-injected into every real run (the pairs of
   ``bench/real_distribution.py``: ReturnDate, PaySource, WriteEffect, WriteEffectRetail,
   ItemOption), and an argument fault (``SearchDateShifted``: an airline run's first flight
   search answered for the next day, by the tau-bench simulator replaying the run's earlier
   calls), then ``sscb audit`` on the faulted runs: the propagation contracts
   (``stdlib/tau_propagation.sscb``) of their operators, and the requirement and effect
   contracts again (a suppressed write shows up as a violated effect when it is read back).
3. ``sscb report`` on each records file: the SafeActBench metrics (ECS, BSR, PAR, CAS), the
   conformance per write tool, and the propagation stages, with denominators and intervals.

The script checks that every run has a record per applicable contract and that no record is an
error, and prints both reports. Replayed recordings keep the agent's original behaviour: their
agent never saw v', so stages past s1 say how often a recording happened to act on v'.

Usage: python bench/kinds_real.py [--out DIR]
Inputs: ../shared/data (or $SSCB_SHARED_DATA).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from click.testing import CliRunner  # noqa: E402

from sscb_dsl.cli.audit import audit  # noqa: E402
from sscb_dsl.cli.report import report  # noqa: E402


def _invoke(command: Any, args: list[str]) -> str:
    res = CliRunner().invoke(command, args)
    if res.exit_code != 0:
        raise SystemExit(f"{command.name} {' '.join(args)} failed ({res.exit_code}): {res.output}")
    return str(res.stdout)


def clean_records(work: Path) -> Path:
    """Step 1: the 300 clean real runs, each under its domain's contracts."""
    import real_distribution as rd

    out = work / "clean.jsonl"
    parts = []
    for path, domain in ((rd.airline_path(), "tau_airline"), (rd.retail_path(), "tau_retail")):
        part = work / f"clean-{domain}.jsonl"
        _invoke(audit, [str(path), "--domain", domain, "-o", str(part), "-q", "--force"])
        parts.append(part.read_text(encoding="utf-8"))
    out.write_text("".join(parts), encoding="utf-8")
    return out


def faulted_records(work: Path) -> Path:
    """Step 2: every derived case replay-injected into its real run, then audited."""
    import real_distribution as rd

    from sscb_dsl.api import load_library
    from sscb_dsl.cli.inject import _simulated
    from sscb_dsl.inject import compile_fault, load_operator, replay

    library, _ = load_library()
    specs = {n: compile_fault(op, library.domain_of(op)) for n, op in library.operators.items()}
    op, dom = load_operator("SearchDateShifted")
    search_spec = compile_fault(op, dom)
    tau = rd.shared_data() / "tau-bench"
    answer = _simulated(tau, "tau_airline")
    faulted = work / "faulted.jsonl"
    with faulted.open("w", encoding="utf-8") as fh:
        for run, cases in rd.all_pairs([rd.airline_path(), rd.retail_path()]):
            for case in cases:
                done = replay(run, case, specs[case.operator], db=rd._db_for(case))
                fh.write(json.dumps(done.run) + "\n")
            search = search_case(run)
            if search is not None:
                done = replay(run, search, search_spec, answer=answer)
                fh.write(json.dumps(done.run) + "\n")
    out = work / "faulted-kinds.jsonl"
    _invoke(audit, [str(faulted), "-o", str(out), "-q", "--force"])
    return out


def search_case(run: Any) -> Any:
    """The argument fault of ``SearchDateShifted`` for an airline run's first flight search:
    the search answered for the next day."""
    import datetime

    from sscb_dsl.ledger.model import Case

    for call in run.ledger.calls:
        if call.name.startswith("search_") and call.args and "date" in call.args:
            try:
                moved = datetime.date.fromisoformat(call.args["date"]) + datetime.timedelta(days=1)
            except (TypeError, ValueError):
                return None
            params = {k: call.args.get(k) for k in ("origin", "destination", "date")}
            params |= {"tool": call.name, "injected_date": moved.isoformat()}
            cid = f"SearchDateShifted-{call.args['origin']}-{call.args['destination']}-{moved}"
            cluster = f"route:{call.args['origin']}-{call.args['destination']}"
            return Case(cid, "SearchDateShifted", "tau_airline", cluster, False, params)
    return None


def check(path: Path) -> Counter[str]:
    """Records by kind; SystemExit on an error record."""
    counts: Counter[str] = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if rec["error"]:
            raise SystemExit(f"{path.name}: error record for {rec['run_id']}: {rec['error']}")
        counts[rec["kind"]] += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    """Audit, check, report."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="keep the faulted runs and the records here")
    ns = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        work = ns.out or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        clean = clean_records(work)
        counts = check(clean)
        print(f"== 300 clean real runs: {dict(sorted(counts.items()))} records")
        print(_invoke(report, [str(clean), "-q"]))
        faulted = faulted_records(work)
        counts = check(faulted)
        print(f"== replay-injected real runs: {dict(sorted(counts.items()))} records")
        print(_invoke(report, [str(faulted), "-q"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
