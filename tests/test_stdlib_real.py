"""The stdlib operators on every applicable case of the real runs (bench/real_distribution.py).

Cases are derived from each run (every round trip it reads, every user, every flight or cabin
update, every order item): one record per (run, case) pair, no error record, and the structural
facts each operator's contract guarantees on replay.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


@functools.lru_cache(maxsize=1)
def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "real_distribution", ROOT / "bench" / "real_distribution.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["real_distribution"] = mod
    spec.loader.exec_module(mod)
    return mod


@functools.lru_cache(maxsize=1)
def _all(airline: Path, retail: Path) -> tuple[list[Any], list[dict[str, Any]]]:
    rd = _script()
    batches = [(airline, rd.all_pairs([airline])), (retail, rd.all_pairs([retail]))]
    return batches, rd.run_api(batches)


def test_one_record_per_pair_and_no_errors(airline_runs_path: Path, retail_runs_path: Path) -> None:
    """300 real runs: every derived (run, case) pair has exactly one record, none an error."""
    batches, records = _all(airline_runs_path, retail_runs_path)
    assert len(batches[0][1]) == 200 and len(batches[1][1]) == 100
    expected = [f"{c.id}@{r.ledger.run_id}" for _, pairs in batches for r, cs in pairs for c in cs]
    assert [r["run_id"] for r in records] == expected
    assert len(set(expected)) == len(expected)
    assert not [r for r in records if r["error"]]
    ops = {r["operator"] for r in records}
    assert ops == {"ReturnDate", "PaySource", "WriteEffect", "WriteEffectRetail", "ItemOption"}
    assert all(r["triggered"] for r in records)


def test_co_delivered_operators_arrive_with_the_fault(
    airline_runs_path: Path, retail_runs_path: Path
) -> None:
    """ReturnDate and PaySource: T_E = T_F (co-delivered), so every used run is `pre`."""
    _, records = _all(airline_runs_path, retail_runs_path)
    for r in records:
        if r["operator"] in ("ReturnDate", "PaySource"):
            assert r["t_e"] == r["t_f"], r["run_id"]
            assert r["arrival"] in ("pre", None, "undecidable"), r["run_id"]


def test_cross_record_and_readback_structure(
    airline_runs_path: Path, retail_runs_path: Path
) -> None:
    """ItemOption: T_E only with the product record, at the later of binding and record;
    WriteEffect: T_E only after the suppressed attempt."""
    _, records = _all(airline_runs_path, retail_runs_path)
    io = [r for r in records if r["operator"] == "ItemOption"]
    with_evidence = [r for r in io if isinstance(r["t_e"], int)]
    assert with_evidence and len(with_evidence) < len(io)
    for r in with_evidence:
        assert r["t_e"] == max(r["evidence"][0]["steps"])
        assert len(r["evidence"][0]["steps"]) == 2
    for r in records:
        if r["operator"].startswith("WriteEffect") and isinstance(r["t_e"], int):
            assert r["t_e"] > r["t_f"]


def test_undecidable_is_explained_by_an_unresolved_event(
    airline_runs_path: Path, retail_runs_path: Path
) -> None:
    """Every undecidable T_S/T_U/A names the unresolved event that caused it (no guesses)."""
    rd = _script()
    _, records = _all(airline_runs_path, retail_runs_path)
    undecided = [r for r in records if "undecidable" in (r["t_s"], r["t_u"], r["adopted"])]
    assert undecided
    for r in undecided:
        reasons = rd.undecidable_reasons(r)
        assert reasons and all("unresolved" in why for why in reasons), (r["run_id"], reasons)


def test_cli_inject_and_eval_agree_with_the_api(
    airline_runs_path: Path, retail_runs_path: Path, tmp_path: Path
) -> None:
    """`sscb inject --replay` + `sscb eval` on a few runs give the API's records."""
    rd = _script()
    batches, records = _all(airline_runs_path, retail_runs_path)
    few = [(path, [p for p in pairs if p[1]][:3]) for path, pairs in batches]
    records_path = rd.run_cli(few, tmp_path)
    local = ("source", "provenance")  # where the run was read, and what only the CLI attaches
    got = {
        (r := json.loads(line))["run_id"]: {k: v for k, v in r.items() if k not in local}
        for line in records_path.read_text().splitlines()
    }
    want = {r["run_id"]: {k: v for k, v in r.items() if k not in local} for r in records}
    assert got and all(got[k] == want[k] for k in got)
    assert len(got) == sum(len(cs) for _, pairs in few for _, cs in pairs)
