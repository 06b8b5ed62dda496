"""Fuzz the front end for longer than CI does: hostile contract texts, counted by outcome.

Inputs: the six families of ``sscb_dsl.testing.hostile`` (grammar-generated texts with hostile
terminals, deep nesting and long chains, huge literals and names, odd characters, mutations of
the shipped contracts, arbitrary text), drawn by hypothesis with the larger sizes (``large``),
split over worker processes with different seeds. Each text goes through ``check_text`` (parse
cache on, in a temporary folder) and, when it parses, ``fmt`` and back (``examine``). Prints the
texts per family and outcome, every broken promise (an exception, a diagnostic outside the text
or on the wrong line, a format that does not round-trip: there should be none), and the rate.

    python bench/fuzz_check.py                 # 100,000 texts on every core
    python bench/fuzz_check.py 20000 --jobs 2  # fewer
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor


def _worker(seed: int, n: int, cache: str) -> tuple[Counter[tuple[str, str]], list[str]]:
    """Draw and examine ``n`` texts with hypothesis seed ``seed``."""
    os.environ["SSCB_CACHE_DIR"] = cache
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as with_seed

    from sscb_dsl.testing.hostile import examine, hostile_texts

    counts: Counter[tuple[str, str]] = Counter()
    broken: list[str] = []

    @with_seed(seed)
    @settings(
        max_examples=n,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(hostile_texts(large=True))
    def run(item: tuple[str, str]) -> None:
        family, text = item
        outcome, problems = examine(text)
        counts[(family, outcome)] += 1
        if problems and len(broken) < 20:
            broken.append(f"{family}: {problems[:2]} in {text[:200]!r}")

    run()
    return counts, broken


def main() -> None:
    """Run the workers and print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("texts", nargs="?", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    per_job = -(-args.texts // args.jobs)
    t0 = time.perf_counter()
    counts: Counter[tuple[str, str]] = Counter()
    broken: list[str] = []
    with tempfile.TemporaryDirectory() as cache, ProcessPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(_worker, args.seed + k, per_job, cache) for k in range(args.jobs)]
        for job in jobs:
            c, b = job.result()
            counts.update(c)
            broken.extend(b)
    elapsed = time.perf_counter() - t0
    total = sum(counts.values())
    outcomes = ["clean", "diagnostics", "syntax", "exception"]
    families = sorted({f for f, _ in counts})
    print(
        f"{total:,} hostile texts in {elapsed:.0f} s ({total / elapsed:,.0f}/s, {args.jobs} jobs)"
    )
    print(f"{'family':16}" + "".join(f"{o:>13}" for o in outcomes))
    for fam in families:
        print(f"{fam:16}" + "".join(f"{counts[(fam, o)]:>13,}" for o in outcomes))
    print(
        f"{'all':16}" + "".join(f"{sum(counts[(f, o)] for f in families):>13,}" for o in outcomes)
    )
    print(f"broken promises: {len(broken)}")
    for line in broken:
        print("  " + line)
    if broken or any(o == "exception" for _, o in counts):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
