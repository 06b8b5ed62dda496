"""Interval estimates: Wilson agrees with statsmodels; the cluster bootstrap is seeded and exact."""

from __future__ import annotations

import numpy as np
import pytest
from statsmodels.stats.proportion import proportion_confint

from sscb_dsl.report.stats import StatsConfig, cluster_bootstrap, estimate, percent, wilson


@pytest.mark.parametrize("n", [1, 2, 5, 17, 29, 30, 47, 101, 141, 1000])
def test_wilson_matches_statsmodels(n: int) -> None:
    """Every k in 0..n (capped sample for large n) agrees with statsmodels to 1e-9."""
    ks = range(n + 1) if n <= 141 else (0, 1, n // 3, n // 2, n - 1, n)
    for k in ks:
        low, high = wilson(k, n)
        ref_low, ref_high = proportion_confint(k, n, alpha=0.05, method="wilson")
        assert low == pytest.approx(ref_low, abs=1e-9), (k, n)
        assert high == pytest.approx(ref_high, abs=1e-9), (k, n)


def test_wilson_at_other_confidence() -> None:
    """The confidence level is passed through (90% here)."""
    low, high = wilson(17, 101, 0.90)
    ref = proportion_confint(17, 101, alpha=0.10, method="wilson")
    assert (low, high) == pytest.approx(ref, abs=1e-9)


def test_estimate_uses_wilson_when_each_cluster_has_one_run() -> None:
    """One run per cluster: Wilson; the same run counts with a repeated cluster: bootstrap."""
    single = estimate([(f"c{i}", i < 3) for i in range(10)])
    assert single.method == "wilson" and (single.k, single.n, single.clusters) == (3, 10, 10)
    assert (single.low, single.high) == pytest.approx(proportion_confint(3, 10, method="wilson"))
    repeated = estimate([(f"c{i % 5}", i < 3) for i in range(10)])
    assert repeated.method == "bootstrap" and repeated.clusters == 5
    assert not repeated.boundary


def test_empty_denominator_is_unobserved() -> None:
    """No runs: no rate, no interval, no method (reported as unobserved, never 0%)."""
    e = estimate([])
    assert not e.observed and e.rate is None and e.low is None and e.method is None


def test_bootstrap_is_reproducible_byte_for_byte() -> None:
    """Same data and seed: identical float bits; another seed: a different interval."""
    rng = np.random.default_rng(1)
    totals = rng.integers(1, 6, size=40)
    successes = np.minimum(totals, rng.integers(0, 4, size=40))
    a = cluster_bootstrap(successes, totals)
    b = cluster_bootstrap(successes.copy(), totals.copy())
    assert np.array(a).tobytes() == np.array(b).tobytes()
    c = cluster_bootstrap(successes, totals, StatsConfig(seed=7))
    assert a != c
    k, n = successes.sum(), totals.sum()
    assert a[0] < k / n < a[1]


def test_bootstrap_cached_and_chunked_paths_agree() -> None:
    """The cached weight-matrix path and the chunked index path draw the same replicates."""
    import sscb_dsl.report.stats as stats

    totals = np.array([1, 2, 3, 1, 2, 4, 1, 1], dtype=np.int64)
    successes = np.array([0, 1, 3, 1, 0, 2, 1, 0], dtype=np.int64)
    cached = cluster_bootstrap(successes, totals)
    old = stats._CACHE_CELLS
    stats._CACHE_CELLS = 0
    try:
        chunked = cluster_bootstrap(successes, totals)
    finally:
        stats._CACHE_CELLS = old
    assert cached == chunked


def test_bootstrap_matches_a_direct_reference() -> None:
    """The percentile interval equals a plain-loop bootstrap over the same seeded draws."""
    totals = np.array([3, 1, 2, 2, 1], dtype=np.int64)
    successes = np.array([1, 1, 0, 2, 0], dtype=np.int64)
    cfg = StatsConfig(b=500, seed=3)
    rng = np.random.default_rng(3)
    idx = rng.integers(0, 5, size=(500, 5))
    ratios = [successes[row].sum() / totals[row].sum() for row in idx]
    ref = tuple(float(x) for x in np.quantile(ratios, [0.025, 0.975]))
    assert cluster_bootstrap(successes, totals, cfg) == ref


def test_boundary_bootstrap_is_flagged() -> None:
    """All-1 with repeated clusters: a degenerate [1, 1] interval marked as a boundary."""
    e = estimate([("a", True), ("a", True), ("b", True)])
    assert e.method == "bootstrap" and e.boundary and (e.low, e.high) == (1.0, 1.0)


def test_percent_rounds_halves_up() -> None:
    """1/8 prints as 13% (the paper's rounding), 1/3 as 33%, 2/3 as 67%."""
    assert [percent(x) for x in (1 / 8, 1 / 3, 2 / 3, 0.0, 1.0)] == [
        "13%",
        "33%",
        "67%",
        "0%",
        "100%",
    ]
