"""Every tool call of every recorded run, replayed through a fresh simulator, answers as recorded.

The recordings: the 200 gpt-4o airline runs of tau-bench (``historical_trajectories``) and the 100
AgentRx retail runs. Each run gets a fresh :class:`Simulator`; its calls are replayed in order and
each answer is compared with the recorded tool message, byte for byte. A difference counts only
when a named normalisation (below) explains it, or when the allow-list names the call and why it
cannot be reproduced. Counts (also in docs/simulator.md):

- airline: 1,164 calls; 1,044 byte-identical, 120 equal after ``province``, 0 differing;
- retail: 793 calls; 793 byte-identical, 0 differing.

The state changes are checked through tau-bench's reward hash too: the gold actions of every run's
task give the recorded ``gt_data_hash``, and the agent's own calls give it exactly when the run's
``r_actions`` says they did.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import attrs
import pytest

from sscb_dsl.tau.simulate import Simulator, TauDB, data_hash, gold_data_hash, load_db


def _province_to_state(text: str) -> str:
    """The recorded text with a user record's ``address.province`` named ``state`` (in place).

    The airline recording predates tau-bench commit 404f33e ("Remove all references to
    province"), which renamed the key in every user address and changed nothing else.
    """
    try:
        value = json.loads(text)
    except ValueError:
        return text
    address = value.get("address") if isinstance(value, dict) else None
    if not isinstance(address, dict) or "province" not in address:
        return text
    value["address"] = {("state" if k == "province" else k): v for k, v in address.items()}
    return json.dumps(value)


NORMALISATIONS: dict[str, Callable[[str], str]] = {"province": _province_to_state}
"""Named, documented differences between a recording and tau-bench 59a200c: recorded text in,
the text 59a200c would give out. Generated ids and timestamps need none: tau-bench's are fixed
(``HATHAT``..., ``certificate_3221322``..., ``2024-05-15T15:00:00``) and the simulator's equal
them."""

ALLOWED: dict[tuple[str, int, int], str] = {}
"""(domain, run index, message index) -> why that recorded result cannot be reproduced. Empty:
every recorded call is reproduced (exactly or through a normalisation)."""

EXPECTED: dict[str, tuple[int, int, dict[str, int]]] = {
    "tau_airline": (1164, 1044, {"province": 120}),
    "tau_retail": (793, 793, {}),
}
"""Per domain: (calls compared, byte-identical, normalised by name)."""


@attrs.define
class Tally:
    """What a replay found."""

    compared: int = 0
    equal: int = 0
    normalised: Counter[str] = attrs.field(factory=Counter)
    allowed: list[tuple[str, int, int]] = attrs.field(factory=list)
    differing: list[str] = attrs.field(factory=list)

    def summary(self, domain: str) -> str:
        """One line of counts."""
        return (
            f"{domain}: {self.compared} calls compared, {self.equal} equal, "
            f"{sum(self.normalised.values())} normalised {dict(self.normalised)}, "
            f"{len(self.allowed)} allow-listed, {len(self.differing)} differing"
        )


def _tool_calls(run: Mapping[str, Any]) -> list[tuple[int, str, dict[str, Any], str]]:
    """(message index, tool name, arguments, recorded result) of every answered call, in order."""
    pending: dict[str, dict[str, str]] = {}
    out = []
    for index, message in enumerate(run["traj"]):
        for call in message.get("tool_calls") or []:
            pending[call["id"]] = call["function"]
        if message["role"] == "tool":
            function = pending.pop(message["tool_call_id"])
            args = json.loads(function["arguments"])
            out.append((index, function["name"], args, message["content"]))
    return out


def replay(domain: str, db: TauDB, runs: list[dict[str, Any]]) -> Tally:
    """Replay every run's calls through a fresh simulator each and compare every answer."""
    tally = Tally()
    for run_index, run in enumerate(runs):
        sim = Simulator(db)
        for index, name, args, recorded in _tool_calls(run):
            answer = sim.call(name, args)
            tally.compared += 1
            if answer == recorded:
                tally.equal += 1
                continue
            explained = [n for n, fix in NORMALISATIONS.items() if fix(recorded) == answer]
            if explained:
                tally.normalised[explained[0]] += 1
            elif (domain, run_index, index) in ALLOWED:
                tally.allowed.append((domain, run_index, index))
            else:
                tally.differing.append(
                    f"run {run_index} message {index} {name}: recorded {recorded[:200]!r}, "
                    f"simulated {answer[:200]!r}"
                )
    return tally


@pytest.fixture(scope="module")
def recorded(airline_runs_path: Path, retail_runs_path: Path) -> dict[str, list[dict[str, Any]]]:
    """The recorded runs of each domain."""
    return {
        "tau_airline": json.loads(airline_runs_path.read_text(encoding="utf-8")),
        "tau_retail": json.loads(retail_runs_path.read_text(encoding="utf-8")),
    }


@pytest.mark.parametrize("domain", ["tau_airline", "tau_retail"])
def test_every_recorded_call_replays(
    domain: str, tau_dir: Path, recorded: dict[str, list[dict[str, Any]]]
) -> None:
    """Each recorded result is reproduced, exactly or through a named normalisation."""
    db = load_db(tau_dir, domain)
    before = data_hash(db.tables)
    tally = replay(domain, db, recorded[domain])
    print(tally.summary(domain))
    assert tally.differing == [], "\n".join(tally.differing[:20])
    assert sorted(tally.allowed) == sorted(k for k in ALLOWED if k[0] == domain)
    compared, equal, normalised = EXPECTED[domain]
    assert (tally.compared, tally.equal, dict(tally.normalised)) == (compared, equal, normalised)
    assert data_hash(db.tables) == before, "a simulator changed the shared database"


def _recorded_db(domain: str, db: TauDB) -> TauDB:
    """The database the runs were recorded with: airline user addresses still say ``province``."""
    if domain != "tau_airline":
        return db
    users = {}
    for key, user in db.tables["users"].items():
        renamed = {("province" if k == "state" else k): v for k, v in user["address"].items()}
        users[key] = {**user, "address": renamed}
    return TauDB(db.domain, db.folder, {**db.tables, "users": users}, db.tasks, db.policy)


@pytest.mark.parametrize("domain", ["tau_airline", "tau_retail"])
def test_reward_hashes_match_the_recordings(
    domain: str, tau_dir: Path, recorded: dict[str, list[dict[str, Any]]]
) -> None:
    """Gold actions give the recorded ``gt_data_hash``; the agent's calls do iff ``r_actions``.

    The airline hashes were taken over the recording's database, so they are compared on it
    (the ``province`` normalisation applied to the database instead of the text).
    """
    db = _recorded_db(domain, load_db(tau_dir, domain))
    checked = agreed = 0
    for run in recorded[domain]:
        info = (run["info"].get("reward_info") or {}).get("info") or {}
        if "gt_data_hash" not in info:
            continue
        assert gold_data_hash(db, run["info"]["task"]["actions"]) == info["gt_data_hash"]
        sim = Simulator(db)
        for _index, name, args, _text in _tool_calls(run):
            sim.call(name, args)
        agreed += (sim.data_hash() == info["gt_data_hash"]) == bool(info["r_actions"])
        checked += 1
    assert checked == {"tau_airline": 182, "tau_retail": 65}[domain]
    assert agreed == checked
