"""Shared test fixtures: where the real tau-bench data lives.

Tests read the data from ``../shared/data`` (or ``$SSCB_SHARED_DATA``). Outside CI a missing data
folder skips the tests that need it, with the reason; in CI (``CI=true``) it fails them instead.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def shared_data_dir() -> Path:
    """The folder holding ``tau-bench/`` and ``agentrx-tau-retail/``."""
    env = os.environ.get("SSCB_SHARED_DATA")
    return Path(env) if env else ROOT.parent / "shared" / "data"


def _require(path: Path) -> Path:
    if path.exists():
        return path
    reason = f"real data not found at {path} (set SSCB_SHARED_DATA to the shared/data folder)"
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def tau_dir() -> Path:
    """``shared/data/tau-bench``."""
    return _require(shared_data_dir() / "tau-bench")


@pytest.fixture(scope="session")
def airline_runs_path() -> Path:
    """The 200 real gpt-4o airline runs."""
    return _require(
        shared_data_dir() / "tau-bench" / "historical_trajectories" / "gpt-4o-airline.json"
    )


@pytest.fixture(scope="session")
def retail_runs_path() -> Path:
    """The 100 real retail runs from AgentRx."""
    return _require(shared_data_dir() / "agentrx-tau-retail" / "tau_dataset_full.json")


@pytest.fixture(autouse=True, scope="session")
def _private_parse_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Tests keep parsed-contract cache entries in a temporary folder, not ~/.cache."""
    os.environ["SSCB_CACHE_DIR"] = str(tmp_path_factory.mktemp("sscb-cache"))
