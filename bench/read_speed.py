"""Reading runs into ledgers vs the floor: ``orjson.loads`` of the same bytes and inner JSON.

Inputs: the two real tau-bench result files (200 gpt-4o airline runs, 100 AgentRx retail runs),
found through ``$SSCB_SHARED_DATA`` or ``../shared/data``. The floor parses each file with
``orjson.loads`` and then every tool call's arguments and every tool result's content (a failed
parse costs what it costs), keeping the parsed values as any reader must. The ledger reads the
same file with ``read_runs``.
Both are timed in this run, best of ``--repeat``, and printed with their ratio (target <= 1.5).

    .venv/bin/python bench/read_speed.py [--repeat 15]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path
from typing import Any

import orjson

try:
    from sscb_dsl.ledger.read import read_runs
except ImportError:  # run from a source checkout without an install
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from sscb_dsl.ledger.read import read_runs

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(os.environ.get("SSCB_SHARED_DATA", ROOT.parent / "shared" / "data"))
FILES = (
    DATA / "tau-bench" / "historical_trajectories" / "gpt-4o-airline.json",
    DATA / "agentrx-tau-retail" / "tau_dataset_full.json",
)


def floor(path: Path) -> int:
    """Parse the file and the JSON inside its messages with orjson; return the run count."""
    runs: Any = orjson.loads(path.read_bytes())
    kept: list[Any] = []  # a reader keeps what it parses, as the ledger does
    for run in runs:
        for message in run["traj"]:
            for call in message.get("tool_calls") or ():
                kept.append(orjson.loads(call["function"]["arguments"]))
            if message["role"] == "tool":
                try:
                    kept.append(orjson.loads(message["content"]))
                except orjson.JSONDecodeError:
                    kept.append(None)
    return len(runs)


def ledger(path: Path) -> int:
    """Read the file into ledgers with sscb; return the run count."""
    return sum(1 for _ in read_runs([path]))


def best_of_both(path: Path, repeat: int) -> tuple[float, float]:
    """Best wall times of the floor and the ledger, alternated so machine load hits both alike."""
    floors, ledgers = [], []
    for _ in range(repeat):
        for fn, times in ((floor, floors), (ledger, ledgers)):
            gc.collect()
            start = time.perf_counter()
            fn(path)
            times.append(time.perf_counter() - start)
    return min(floors), min(ledgers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    total_floor = total_ledger = 0.0
    for path in FILES:
        if not path.exists():
            raise SystemExit(f"missing input {path}; set SSCB_SHARED_DATA")
        assert floor(path) == ledger(path)
        t_floor, t_ledger = best_of_both(path, args.repeat)
        total_floor += t_floor
        total_ledger += t_ledger
        print(
            f"{path.name:28} {path.stat().st_size / 1e6:5.2f} MB  orjson floor {t_floor * 1e3:7.1f}"
            f" ms  ledger {t_ledger * 1e3:7.1f} ms  ratio {t_ledger / t_floor:4.2f}"
        )
    print(
        f"{'total':38}  orjson floor {total_floor * 1e3:7.1f} ms  ledger {total_ledger * 1e3:7.1f}"
        f" ms  ratio {total_ledger / total_floor:4.2f} (target <= 1.50)"
    )


if __name__ == "__main__":
    main()
