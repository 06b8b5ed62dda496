"""Interval estimates for report rates: Wilson (scipy) or a seeded cluster bootstrap (numpy).

Paper §V-B "Analysis": "95% intervals using Wilson intervals when each contributing entity cluster
provides one evaluable run and cluster bootstrap intervals otherwise (B = 2,000)". The choice is
made per estimate from the clusters of its own denominator runs.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Iterable, Iterator

import attrs
import numpy as np

DEFAULT_B = 2000
DEFAULT_SEED = 20240607
DEFAULT_CONFIDENCE = 0.95
TOO_FEW = "too_few_clusters"
"""The method of an estimate whose runs share one cluster: a rate, no interval."""
# rows of resamples drawn per numpy call, keeping memory near (rows x clusters) integers
_MAX_CELLS = 2_000_000
# replicate x cluster weight matrices up to this size are cached and reused across estimates
_CACHE_CELLS = 8_000_000


@attrs.frozen
class StatsConfig:
    """How intervals are computed: bootstrap replicates, seed, confidence level."""

    b: int = DEFAULT_B
    seed: int = DEFAULT_SEED
    confidence: float = DEFAULT_CONFIDENCE


@attrs.frozen
class Estimate:
    """A proportion ``k/n`` over ``clusters`` entity clusters with its interval.

    ``method`` is ``wilson``, ``bootstrap``, ``too_few_clusters`` (several runs, all of one
    cluster: a bootstrap would resample that cluster alone and give a zero-width interval, so no
    interval is given) or ``None`` (``n == 0``: the quantity is *unobserved*, never 0% or 100%).
    ``boundary`` marks a bootstrap at all-0 / all-1, whose degenerate interval describes only
    the observed clusters and does not imply population certainty.
    """

    k: int
    n: int
    clusters: int
    low: float | None = None
    high: float | None = None
    method: str | None = None
    boundary: bool = False

    @property
    def observed(self) -> bool:
        """Whether any run is in the denominator."""
        return self.n > 0

    @property
    def rate(self) -> float | None:
        """``k/n``, or ``None`` when unobserved."""
        return self.k / self.n if self.n else None


@functools.lru_cache(maxsize=4096)
def wilson(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> tuple[float, float]:
    """Wilson score interval for ``k`` successes in ``n`` trials (scipy's ``binomtest``)."""
    from scipy.stats import binomtest

    ci = binomtest(k, n).proportion_ci(confidence_level=confidence, method="wilson")
    return float(ci.low), float(ci.high)


def _draws(seed: int, b: int, n_clusters: int) -> Iterator[np.ndarray]:
    """Resampled cluster indices, ``b`` rows of ``n_clusters``, in fixed-size row chunks."""
    rng = np.random.default_rng(seed)
    rows = max(1, _MAX_CELLS // n_clusters)
    done = 0
    while done < b:
        take = min(rows, b - done)
        yield rng.integers(0, n_clusters, size=(take, n_clusters))
        done += take


@functools.lru_cache(maxsize=32)
def _weights(seed: int, b: int, n_clusters: int) -> np.ndarray:
    """Cluster multiplicities per replicate (``b x n_clusters``); cached, as they depend only on
    the seed and the cluster count, so many estimates share one draw."""
    chunks = []
    for idx in _draws(seed, b, n_clusters):
        take = idx.shape[0]
        flat = (idx + (np.arange(take, dtype=np.int64) * n_clusters)[:, None]).ravel()
        chunks.append(np.bincount(flat, minlength=take * n_clusters).reshape(take, n_clusters))
    return np.concatenate(chunks).astype(np.int64)


def cluster_bootstrap(
    successes: np.ndarray,
    totals: np.ndarray,
    config: StatsConfig = StatsConfig(),
) -> tuple[float, float]:
    """Percentile interval of sum(k)/sum(n) under resampling whole clusters with replacement.

    ``successes[c]`` / ``totals[c]`` are cluster c's numerator and denominator counts (every
    ``totals[c] > 0``). The draws come from ``numpy.random.default_rng(config.seed)`` afresh for
    every estimate, so an interval depends only on its own data: byte-identical across runs.
    """
    n_clusters = int(totals.shape[0])
    if n_clusters == 0:
        raise ValueError("cluster bootstrap needs at least one cluster")
    k = successes.astype(np.int64)
    n = totals.astype(np.int64)
    if config.b * n_clusters <= _CACHE_CELLS:
        w = _weights(config.seed, config.b, n_clusters)
        ratios = (w @ k) / (w @ n)
    else:
        parts = [
            k[idx].sum(axis=1) / n[idx].sum(axis=1)
            for idx in _draws(config.seed, config.b, n_clusters)
        ]
        ratios = np.concatenate(parts)
    alpha = (1.0 - config.confidence) / 2.0
    low, high = np.quantile(ratios, [alpha, 1.0 - alpha])
    return float(low), float(high)


def estimate(outcomes: Iterable[tuple[str, bool]], config: StatsConfig = StatsConfig()) -> Estimate:
    """Estimate a proportion from ``(cluster, success)`` pairs, one per denominator run.

    Wilson when every cluster contributes exactly one run, otherwise the cluster bootstrap, which
    needs at least two clusters (with one: a rate and no interval, ``too_few_clusters``).
    """
    pairs = list(outcomes)
    totals = Counter(c for c, _ in pairs)
    wins = Counter(c for c, ok in pairs if ok)
    n, k = len(pairs), sum(wins.values())
    if n == 0:
        return Estimate(k=0, n=0, clusters=0)
    if len(totals) == n:
        low, high = wilson(k, n, config.confidence)
        return Estimate(k, n, len(totals), low, high, "wilson")
    if len(totals) < 2:  # resampling one cluster gives a zero-width interval that means nothing
        return Estimate(k, n, len(totals), None, None, TOO_FEW)
    keys = sorted(totals)
    succ = np.array([wins[c] for c in keys], dtype=np.int64)
    tot = np.array([totals[c] for c in keys], dtype=np.int64)
    low, high = cluster_bootstrap(succ, tot, config)
    return Estimate(k, n, len(totals), low, high, "bootstrap", k in (0, n))


def percent(x: float) -> str:
    """Whole-percent text rounding halves up, as the paper prints them (1/8 -> ``13%``)."""
    return f"{math.floor(100.0 * x + 0.5 + 1e-9):d}%"
