"""How fast is `sscb check` on the whole stdlib? Prints cold and warm times as ratios, one run.

Inputs: every `stdlib/*.sscb` file (two tau-bench domains, four operators). Cold: a fresh
`python -m sscb_dsl.cli check stdlib/*.sscb` subprocess (interpreter start-up, imports, Lark's
cached tables, check), against a bare `python -c pass`; median of N runs each, once with the
parsed-contract cache off (`SSCB_NO_CACHE=1`: every run parses) and once with a filled cache
(unchanged files, the usual case when editing). Warm: the same check in this process after one
warm-up call (parsing and checking only). Target: cold < ~300 ms.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def _median_subprocess(argv: list[str], env: dict[str, str] | None = None) -> float:
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        subprocess.run(argv, check=False, capture_output=True, cwd=ROOT, env=env)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    """Measure and print the three times and their ratios."""
    files = sorted(str(p) for p in (ROOT / "stdlib").glob("*.sscb"))
    check = [sys.executable, "-c", "from sscb_dsl.cli import main; main()", "check", *files]
    proc = subprocess.run(check, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"sscb check failed:\n{proc.stdout}{proc.stderr}")
    bare = _median_subprocess([sys.executable, "-c", "pass"])
    cold = _median_subprocess(check, {**os.environ, "SSCB_NO_CACHE": "1"})
    with tempfile.TemporaryDirectory() as cache_dir:
        env = {**os.environ, "SSCB_CACHE_DIR": cache_dir}
        subprocess.run(check, check=False, capture_output=True, cwd=ROOT, env=env)
        cached = _median_subprocess(check, env)

    from sscb_dsl.api import check_files

    check_files(files)
    warm_times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        check_files(files)
        warm_times.append(time.perf_counter() - t0)
    warm = statistics.median(warm_times)
    print(f"stdlib: {len(files)} files, median of {RUNS} runs")
    print(f"bare python start-up : {bare * 1000:7.1f} ms  (1.00x)")
    print(f"cold sscb check      : {cold * 1000:7.1f} ms  ({cold / bare:.2f}x start-up, no cache)")
    print(f"cold, cache filled   : {cached * 1000:7.1f} ms  ({cached / bare:.2f}x start-up)")
    print(f"warm check (in-proc) : {warm * 1000:7.1f} ms  ({warm / bare:.2f}x start-up)")
    print(
        f"cold minus start-up  : {(cold - bare) * 1000:7.1f} ms no cache, "
        f"{(cached - bare) * 1000:.1f} ms cached  (target: cold < 300 ms)"
    )


if __name__ == "__main__":
    main()
