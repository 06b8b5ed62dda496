"""Shared test fixtures: where the real tau-bench data lives.

Tests read the data from ``../shared/data`` (or ``$SSCB_SHARED_DATA``). Outside CI a missing data
folder skips the tests that need it, with the reason; in CI (``CI=true``) it fails them instead.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[object]]:
    """Fail the test if it opens a network connection or resolves a non-local host.

    Patches ``socket.socket.connect``/``connect_ex`` (every client, asyncio's included, ends
    there) and ``socket.getaddrinfo``; each attempt is refused at once and recorded, and the
    test fails at teardown if there was any (even one the code under test swallowed).
    """
    attempts: list[object] = []
    local = {"localhost", "127.0.0.1", "::1", None}
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def refuse(sock: socket.socket, address: object) -> None:
        if sock.family in (socket.AF_INET, socket.AF_INET6):
            attempts.append(address)
            raise OSError(f"the test forbids network connections (to {address!r})")

    def connect(sock: socket.socket, address: Any) -> None:
        refuse(sock, address)
        real_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> int:
        refuse(sock, address)
        return real_connect_ex(sock, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host not in local:
            attempts.append(host)
            raise OSError(f"the test forbids name lookups (of {host!r})")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    yield attempts
    assert not attempts, f"network access attempted: {attempts}"
