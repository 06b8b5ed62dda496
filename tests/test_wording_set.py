"""The wording sets (``tests/wording/{dev,heldout}/*.json``, ``tests/wording/set2/...``,
``tests/wording/set3/...``, ``tests/wording/set4/...``, ``tests/wording/set5/...``,
``tests/wording/set6/...``, ``tests/wording/set7/...``, ``tests/wording/set8/...`` and
``tests/wording/set9/...``) are well formed.

This checks the data only: the file and case format (``sscb.wording/1``: the conformance case
format plus ``family`` and ``split``; unknown keys rejected), that every run reads (through the
``sscb ledger`` command), that the labels use the ``sscb.record/1`` vocabulary and agree with
each other, that labelled steps point at messages of the right role, and the set's shape (every
wording family in both splits (sets 5, 6, 7, 8 and 9: their own families), at least 180 cases
in set 1, 150 in set 2, 140 in set 3, 90 in set 4, 55 in set 5, 60 in set 6, 50 in set 7, 50 in
set 8 and 40 in set 9, a held-out third). It
does not evaluate the runs: how well sscb does on the sets is measured by
``bench/use_accuracy.py``. See ``docs/wording-set.md``.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sscb_dsl.cli import main as sscb_main

SET = Path(__file__).parent / "wording"
SET2 = SET / "set2"
SET3 = SET / "set3"
SET4 = SET / "set4"
SET5 = SET / "set5"
SET6 = SET / "set6"
SET7 = SET / "set7"
SET8 = SET / "set8"
SET9 = SET / "set9"
SPLITS = ("dev", "heldout")
OPERATORS = {
    "return_date": "ReturnDate",
    "pay_source": "PaySource",
    "item_option": "ItemOption",
    "write_effect": "WriteEffect",
}
OPERATORS2 = {**OPERATORS, "write_effect_retail": "WriteEffectRetail"}
# set name -> (folder, operators, least cases, least cases per operator)
SETS = {
    "1": (SET, OPERATORS, 180, 40),
    "2": (SET2, OPERATORS2, 150, 20),
    "3": (SET3, OPERATORS2, 140, 20),
    "4": (SET4, OPERATORS2, 90, 17),
    "5": (SET5, OPERATORS2, 55, 7),
    "6": (SET6, OPERATORS2, 60, 6),
    "7": (SET7, OPERATORS2, 50, 9),
    "8": (SET8, OPERATORS2, 50, 10),
    "9": (SET9, OPERATORS2, 40, 6),
}
FAMILIES = {
    "date_forms",
    "money_forms",
    "payment_refs",
    "option_prose",
    "done_claims",
    "clause_scope",
    "contrast_correction",
    "verification",
    "quoted_tool_output",
    "item_lists",
    "derived_uses",
    "write_tools",
    "distractors",
}
FILE_KEYS = {"format", "description", "derivation", "split", "cases"}
CASE_KEYS = {"name", "contract", "family", "split", "run", "expected", "rationale", "source"}
LABELS = ("triggered", "t_f", "t_e", "t_s", "t_u", "adopted", "arrival", "stance_end")
VOCAB: dict[str, set[Any]] = {
    "t_e": {"inf", "undecidable", None},
    "t_s": {"no_use", "undecidable", None},
    "t_u": {"none", "undecidable", None},
    "adopted": {"yes", "no", "undecidable", None},
    "arrival": {"pre", "late", "absent", "undecidable", None},
    "stance_end": {"endorse", "no_longer_endorse", "undecidable", None},
}
SET5_FAMILIES = {"derived_uses", "option_prose", "money_forms", "done_claims", "distractors"}
SET6_FAMILIES = {
    "date_forms",
    "payment_refs",
    "clause_scope",
    "contrast_correction",
    "verification",
    "quoted_tool_output",
    "item_lists",
    "distractors",
}
SET7_FAMILIES = FAMILIES - {"write_tools"}
SET8_FAMILIES = FAMILIES - {"write_tools"}
SET9_FAMILIES = {"derived_uses", "money_forms", "distractors", "option_prose", "payment_refs"}
FAMILIES_BY_SET = {
    "5": SET5_FAMILIES,
    "6": SET6_FAMILIES,
    "7": SET7_FAMILIES,
    "8": SET8_FAMILIES,
    "9": SET9_FAMILIES,
}
"""Sets whose runs are all in some families (every other set covers every family)."""
MAX_BYTES = 900 * 1024


def _files() -> list[tuple[str, str, str, Path]]:
    return [
        (name, split, op, folder / split / f"{op}.json")
        for name, (folder, ops, _, _) in SETS.items()
        for split in SPLITS
        for op in ops
    ]


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _cases() -> list[tuple[str, str, str, dict[str, Any]]]:
    out = []
    for name, split, op, path in _files():
        for case in _load(path)["cases"]:
            out.append((name, split, op, case))
    return out


CASES = _cases()
IDS = [c["name"] for _, _, _, c in CASES]


def _step(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@pytest.mark.parametrize(("set_name", "split", "op", "path"), _files(), ids=lambda x: str(x))
def test_file_format(set_name: str, split: str, op: str, path: Path) -> None:
    assert path.exists(), path
    assert path.stat().st_size < MAX_BYTES, f"{path} is over 900 KB"
    data = _load(path)
    assert set(data) <= FILE_KEYS, f"unknown keys {set(data) - FILE_KEYS}"
    assert set(data) == FILE_KEYS, f"missing keys {FILE_KEYS - set(data)}"
    assert data["format"] == "sscb.wording/1"
    assert data["split"] == split
    assert data["cases"], f"{path}: no cases"


def test_names_unique() -> None:
    assert len(IDS) == len(set(IDS)), [n for n, k in Counter(IDS).items() if k > 1]


@pytest.mark.parametrize(("set_name", "split", "op", "case"), CASES, ids=IDS)
def test_case_format(set_name: str, split: str, op: str, case: dict[str, Any]) -> None:
    ops = SETS[set_name][1]
    assert set(case) <= CASE_KEYS, f"unknown keys {set(case) - CASE_KEYS}"
    assert set(case) == CASE_KEYS, f"missing keys {CASE_KEYS - set(case)}"
    assert case["split"] == split
    assert case["family"] in FAMILIES
    run = case["run"]
    # set 1 files its retail WriteEffect cases under write_effect (WriteEffectRetail runs)
    retail_we = op == "write_effect" and run["case"]["domain"] == "tau_retail"
    operator = "WriteEffectRetail" if retail_we else ops[op]
    assert case["contract"] == f"stdlib:{operator}"
    assert run["format"] == "sscb.run/1"
    assert run["case"]["operator"] == operator
    assert case["rationale"].strip() and case["source"].strip()
    first = run["messages"][0]
    if run["case"]["domain"] == "tau_airline":
        assert first["role"] == "system"
        assert "The current time is 2024-05-15 15:00:00 EST." in first["content"]
    if run.get("meta", {}).get("hand_built"):
        params = run["case"]["params"]
        assert set(params) == {"tool", "key", "field", "request"}
        iv = run["intervention"]
        assert iv["applied"] is True and iv["altered"] == [iv["message_index"]]
        assert run["messages"][iv["message_index"]].get("tool_call_id") == iv["tool_call_id"]
    if set_name in ("2", "3", "4") and op.startswith("write_effect"):
        assert set(run["case"]["params"]) == {"tool", "key", "field", "request"}
        assert run["intervention"]["applied"] is True


@pytest.mark.parametrize(("set_name", "split", "op", "case"), CASES, ids=IDS)
def test_labels_use_the_record_vocabulary(
    set_name: str, split: str, op: str, case: dict[str, Any]
) -> None:
    exp = case["expected"]
    assert tuple(exp) == LABELS, f"labelled fields {tuple(exp)}"
    assert isinstance(exp["triggered"], bool)
    assert exp["t_f"] is None or _step(exp["t_f"])
    for field, words in VOCAB.items():
        v = exp[field]
        assert v in words or (field in ("t_e", "t_s", "t_u") and _step(v)), (field, v)


@pytest.mark.parametrize(("set_name", "split", "op", "case"), CASES, ids=IDS)
def test_labels_agree_with_each_other(
    set_name: str, split: str, op: str, case: dict[str, Any]
) -> None:
    e = case["expected"]
    run = case["run"]
    if not e["triggered"]:
        assert all(e[k] is None for k in LABELS[1:])
        return
    assert e["t_f"] == run["intervention"]["message_index"]
    if _step(e["t_s"]):
        assert e["t_s"] > e["t_f"]
    if _step(e["t_u"]):
        assert e["t_u"] > e["t_f"]
        if _step(e["t_s"]):
            assert e["t_s"] <= e["t_u"]
    if e["adopted"] == "yes":
        assert e["t_u"] != "none" and e["stance_end"] is not None
    else:
        assert e["stance_end"] is None
    if e["adopted"] == "no":
        assert e["t_u"] == "none" and e["t_s"] != "undecidable"
    if e["t_s"] == "no_use":
        assert e["t_u"] == "none" and e["adopted"] == "no"
    if not _step(e["t_s"]):
        assert e["arrival"] is None
    elif e["t_e"] == "inf":
        assert e["arrival"] == "absent"
    elif e["t_e"] == "undecidable":
        assert e["arrival"] == "undecidable"
    else:
        assert e["arrival"] == ("pre" if e["t_e"] < e["t_s"] else "late")


def _ledgers(cases: list[dict[str, Any]]) -> dict[str, dict[int, set[str]]]:
    """run_id -> step -> the ledger row kinds at that step, from `sscb ledger --format json`."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "runs.jsonl"
        path.write_text("".join(json.dumps(c["run"]) + "\n" for c in cases), encoding="utf-8")
        res = CliRunner().invoke(sscb_main, ["ledger", str(path), "--format", "json"])
    assert res.exit_code == 0, res.output
    out: dict[str, dict[int, set[str]]] = {}
    decoder = json.JSONDecoder()
    text, i = res.output, 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        obj, i = decoder.raw_decode(text, i)
        for item in obj if isinstance(obj, list) else [obj]:
            steps: dict[int, set[str]] = {}
            for row in item["rows"]:
                steps.setdefault(row["step"], set()).add(row["kind"])
            out[item["run_id"]] = steps
    return out


LEDGERS = _ledgers([c for _, _, _, c in CASES])


@pytest.mark.parametrize(("set_name", "split", "op", "case"), CASES, ids=IDS)
def test_run_reads_and_steps_point_at_the_right_roles(
    set_name: str, split: str, op: str, case: dict[str, Any]
) -> None:
    run_id = case["run"]["run_id"]
    assert run_id in LEDGERS, f"{run_id} did not read"
    steps = LEDGERS[run_id]
    e = case["expected"]
    if _step(e["t_f"]):
        assert "result" in steps[e["t_f"]], "T_F must be a tool result"
    if _step(e["t_e"]):
        assert "result" in steps[e["t_e"]], "T_E must be a tool result"
    for field in ("t_s", "t_u"):
        if _step(e[field]):
            assert steps[e[field]] & {"assistant", "call"}, f"{field} must be an agent event"


@pytest.mark.parametrize("set_name", sorted(SETS))
def test_every_family_in_both_splits(set_name: str) -> None:
    cases = [(s, c) for n, s, _, c in CASES if n == set_name]
    seen = {split: {c["family"] for s, c in cases if s == split} for split in SPLITS}
    families = FAMILIES_BY_SET.get(set_name, FAMILIES)
    for split in SPLITS:
        assert seen[split] == families, f"set {set_name} {split} lacks {families - seen[split]}"


@pytest.mark.parametrize("set_name", sorted(SETS))
def test_size_and_heldout_share(set_name: str) -> None:
    _, ops, least, least_per_op = SETS[set_name]
    cases = [(s, o) for n, s, o, _ in CASES if n == set_name]
    assert len(cases) >= least
    held = sum(1 for s, _ in cases if s == "heldout")
    assert 0.25 <= held / len(cases) <= 0.42, held / len(cases)
    for op in ops:
        n = sum(1 for _, o in cases if o == op)
        assert n >= least_per_op, (op, n)


def test_set2_write_tools_cover_both_domains() -> None:
    tools = {
        c["run"]["case"]["params"]["tool"]
        for n, _, o, c in CASES
        if n == "2" and o.startswith("write_effect")
    }
    assert {
        "update_reservation_flights",
        "update_reservation_baggages",
        "update_reservation_passengers",
        "cancel_reservation",
        "cancel_pending_order",
        "modify_pending_order_address",
        "modify_pending_order_items",
        "modify_pending_order_payment",
        "modify_user_address",
        "return_delivered_order_items",
        "exchange_delivered_order_items",
    } <= tools


def test_write_tools_cover_both_domains() -> None:
    hand = [c for n, _, _, c in CASES if n == "1" and c["run"].get("meta", {}).get("hand_built")]
    assert len(hand) >= 15
    tools = {c["run"]["case"]["params"]["tool"] for c in hand}
    domains = {c["run"]["case"]["domain"] for c in hand}
    assert domains == {"tau_airline", "tau_retail"}
    assert {
        "update_reservation_baggages",
        "update_reservation_passengers",
        "cancel_reservation",
        "cancel_pending_order",
        "modify_pending_order_address",
        "modify_pending_order_items",
        "modify_pending_order_payment",
        "modify_user_address",
        "return_delivered_order_items",
        "exchange_delivered_order_items",
    } <= tools


def test_set3_write_tools_and_weighted_families() -> None:
    """Set 3 covers the write tools of both domains (all but the payment change, which only set 1
    and set 2's runs record) and gives about half of its runs to derived uses, money and
    distractors; about two fifths of its runs are labelled not adopted."""
    cases = [c for n, _, _, c in CASES if n == "3"]
    tools = {
        c["run"]["case"]["params"]["tool"]
        for c in cases
        if c["run"]["case"]["operator"].startswith("WriteEffect")
    }
    assert {
        "update_reservation_flights",
        "update_reservation_baggages",
        "update_reservation_passengers",
        "cancel_reservation",
        "cancel_pending_order",
        "modify_pending_order_address",
        "modify_pending_order_items",
        "modify_user_address",
        "return_delivered_order_items",
        "exchange_delivered_order_items",
    } <= tools
    weighted = sum(c["family"] in {"derived_uses", "money_forms", "distractors"} for c in cases)
    assert 0.45 <= weighted / len(cases) <= 0.6, weighted / len(cases)
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.35 <= not_adopted / len(cases) <= 0.5, not_adopted / len(cases)


def test_set4_write_tools_and_weighted_families() -> None:
    """Set 4 covers flight changes, cancellations and the retail return, cancellation, address,
    item and user-address writes; about three fifths of its runs are in the weakest families
    (derived uses, money, options in prose, distractors) and about two fifths are labelled not
    adopted."""
    cases = [c for n, _, _, c in CASES if n == "4"]
    tools = {
        c["run"]["case"]["params"]["tool"]
        for c in cases
        if c["run"]["case"]["operator"].startswith("WriteEffect")
    }
    assert {
        "update_reservation_flights",
        "cancel_reservation",
        "cancel_pending_order",
        "modify_pending_order_address",
        "modify_pending_order_items",
        "modify_user_address",
        "return_delivered_order_items",
    } <= tools
    weighted = {"derived_uses", "money_forms", "option_prose", "distractors"}
    share = sum(c["family"] in weighted for c in cases) / len(cases)
    assert 0.5 <= share <= 0.7, share
    ops = {c["run"]["case"]["operator"] for c in cases}
    assert ops == {"ReturnDate", "PaySource", "ItemOption", "WriteEffect", "WriteEffectRetail"}
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.3 <= not_adopted / len(cases) <= 0.5, not_adopted / len(cases)


def test_set5_done_claims_across_write_tools_and_focus_families() -> None:
    """Set 5 has every run in five families (derived uses, options in prose, money, done claims,
    distractors), each with about a sixth of the runs; its done claims cover the write tools of
    both domains (every one but the payment change), and every operator is in it."""
    cases = [c for n, _, _, c in CASES if n == "5"]
    counts = Counter(c["family"] for c in cases)
    assert set(counts) == SET5_FAMILIES, counts
    assert all(9 <= k <= 17 for k in counts.values()), counts
    done_tools = {c["run"]["case"]["params"]["tool"] for c in cases if c["family"] == "done_claims"}
    assert {
        "update_reservation_flights",
        "update_reservation_baggages",
        "update_reservation_passengers",
        "cancel_reservation",
        "cancel_pending_order",
        "modify_pending_order_address",
        "modify_pending_order_items",
        "modify_user_address",
        "exchange_delivered_order_items",
    } <= done_tools
    tools = {
        c["run"]["case"]["params"]["tool"]
        for c in cases
        if c["run"]["case"]["operator"].startswith("WriteEffect")
    }
    assert "return_delivered_order_items" in tools
    ops = {c["run"]["case"]["operator"] for c in cases}
    assert ops == {"ReturnDate", "PaySource", "ItemOption", "WriteEffect", "WriteEffectRetail"}
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.15 <= not_adopted / len(cases) <= 0.4, not_adopted / len(cases)


def test_set6_other_families_across_operators() -> None:
    """Set 6 has every run in the families set 5 left out (date forms, payment references, clause
    scope, corrections, verification, quoted tool output, item lists) plus distractors, each with
    eight to ten runs; date forms are ReturnDate and WriteEffect flight changes, payment references
    PaySource, and every other family spreads over all five operators. Its write cases are injected
    with the generic parameters, and about a third of its runs are labelled not adopted."""
    cases = [c for n, _, _, c in CASES if n == "6"]
    counts = Counter(c["family"] for c in cases)
    assert set(counts) == SET6_FAMILIES, counts
    assert all(8 <= k <= 10 for k in counts.values()), counts
    ops_by_family: dict[str, set[str]] = {}
    for c in cases:
        ops_by_family.setdefault(c["family"], set()).add(c["run"]["case"]["operator"])
    assert ops_by_family["date_forms"] == {"ReturnDate", "WriteEffect"}
    assert ops_by_family["payment_refs"] == {"PaySource"}
    every = {"ReturnDate", "PaySource", "ItemOption", "WriteEffect", "WriteEffectRetail"}
    for family in SET6_FAMILIES - {"date_forms", "payment_refs"}:
        assert ops_by_family[family] == every, (family, ops_by_family[family])
    for c in cases:
        if c["run"]["case"]["operator"].startswith("WriteEffect"):
            assert set(c["run"]["case"]["params"]) == {"tool", "key", "field", "request"}
            assert c["run"]["intervention"]["applied"] is True
    date_tools = {
        c["run"]["case"]["params"]["tool"]
        for c in cases
        if c["family"] == "date_forms" and c["run"]["case"]["operator"] == "WriteEffect"
    }
    assert date_tools == {"update_reservation_flights"}
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.25 <= not_adopted / len(cases) <= 0.45, not_adopted / len(cases)


def _check_family_operators(cases: list[dict[str, Any]], least_families: int) -> None:
    """Date forms are ReturnDate and WriteEffect flight changes, payment references PaySource,
    options in prose ItemOption, done claims the two WriteEffect operators; every operator is
    there with at least ``least_families`` families."""
    ops_by_family: dict[str, set[str]] = {}
    families_by_op: dict[str, set[str]] = {}
    for c in cases:
        op = c["run"]["case"]["operator"]
        ops_by_family.setdefault(c["family"], set()).add(op)
        families_by_op.setdefault(op, set()).add(c["family"])
    assert ops_by_family["date_forms"] == {"ReturnDate", "WriteEffect"}
    assert ops_by_family["payment_refs"] == {"PaySource"}
    assert ops_by_family["option_prose"] == {"ItemOption"}
    assert ops_by_family["done_claims"] == {"WriteEffect", "WriteEffectRetail"}
    assert set(families_by_op) == {
        "ReturnDate",
        "PaySource",
        "ItemOption",
        "WriteEffect",
        "WriteEffectRetail",
    }
    assert all(len(f) >= least_families for f in families_by_op.values()), families_by_op


def test_set7_mix_of_families_across_operators() -> None:
    """Set 7 is a broad unseen test: every wording family but the hand-built write tools, none
    with more than about an eighth of the runs; date forms are ReturnDate and WriteEffect flight
    changes, payment references PaySource, options in prose ItemOption, done claims the two
    WriteEffect operators, and every operator has at least four families. Its write cases are
    injected with the generic parameters, and a quarter to a third of its runs are labelled not
    adopted."""
    cases = [c for n, _, _, c in CASES if n == "7"]
    counts = Counter(c["family"] for c in cases)
    assert set(counts) == SET7_FAMILIES, counts
    assert all(3 <= k <= 8 for k in counts.values()), counts
    _check_family_operators(cases, least_families=4)
    for c in cases:
        if c["run"]["case"]["operator"].startswith("WriteEffect"):
            assert set(c["run"]["case"]["params"]) == {"tool", "key", "field", "request"}
            assert c["run"]["intervention"]["applied"] is True
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.25 <= not_adopted / len(cases) <= 0.35, not_adopted / len(cases)


def test_set8_mix_of_families_across_operators() -> None:
    """Set 8 is a second broad unseen test, written by a writer who had not read how sscb
    recognises use: every wording family but the hand-built write tools, none with more than about
    a sixth of the runs; date forms are ReturnDate and WriteEffect flight changes, payment
    references PaySource, options in prose ItemOption, done claims the two WriteEffect operators,
    and every operator has at least six families. Its runs are ones no earlier set used, its write
    cases are injected with the generic parameters (no cabin-only change), and at least a third of
    its runs are labelled not adopted."""
    cases = [c for n, _, _, c in CASES if n == "8"]
    counts = Counter(c["family"] for c in cases)
    assert set(counts) == SET8_FAMILIES, counts
    assert all(2 <= k <= 10 for k in counts.values()), counts
    _check_family_operators(cases, least_families=6)
    earlier = {
        (c["run"]["case"]["domain"], (c["run"].get("meta") or {}).get("replay_of"))
        for n, _, _, c in CASES
        if n != "8"
    }
    for c in cases:
        replay_of = (c["run"].get("meta") or {}).get("replay_of")
        assert replay_of and (c["run"]["case"]["domain"], replay_of) not in earlier, c["name"]
        if c["run"]["case"]["operator"].startswith("WriteEffect"):
            params = c["run"]["case"]["params"]
            assert set(params) == {"tool", "key", "field", "request"}
            assert params["field"] != "cabin"
            assert c["run"]["intervention"]["applied"] is True
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 1 / 3 <= not_adopted / len(cases) <= 0.45, not_adopted / len(cases)


def test_set9_weighted_toward_derived_uses() -> None:
    """Set 9 is an unseen test weighted toward derived uses (about half its runs), the rest in
    the families the held-out parts missed most (money forms, distractors, options in prose,
    payment references); its runs are ones no earlier set used, its write cases are injected with
    the generic parameters, and about a third of its runs are labelled not adopted."""
    cases = [c for n, _, _, c in CASES if n == "9"]
    counts = Counter(c["family"] for c in cases)
    assert set(counts) == SET9_FAMILIES, counts
    assert counts["derived_uses"] >= len(cases) * 0.45, counts
    earlier = {
        (c["run"]["case"]["domain"], (c["run"].get("meta") or {}).get("replay_of"))
        for n, _, _, c in CASES
        if n != "9"
    }
    # (two runs replay the retail run of set 1's WE-wt-retail-cancel-readback-correct, task 88,
    # the same cancellation suppressed, the agent turns written afresh: docs/wording-set.md)
    shared = {"WR9-derived-readback-two-pending-pre", "WR9-derived-one-left-then-withdrawn-late"}
    for c in cases:
        replay_of = (c["run"].get("meta") or {}).get("replay_of")
        seen = (c["run"]["case"]["domain"], replay_of) in earlier
        assert replay_of and seen == (c["name"] in shared), c["name"]
        if c["run"]["case"]["operator"].startswith("WriteEffect"):
            params = c["run"]["case"]["params"]
            assert set(params) == {"tool", "key", "field", "request"}
            assert params["field"] != "cabin"
    not_adopted = sum(c["expected"]["adopted"] == "no" for c in cases)
    assert 0.3 <= not_adopted / len(cases) <= 0.45, not_adopted / len(cases)


PROBE_VERDICTS = {
    "faulty",
    "correct",
    "enumerate",
    "verify",
    "qualified",
    "not_dependent",
    "unresolved",
}


@pytest.mark.parametrize(
    "name", sorted(p.name for p in (SET / "probes").glob("probes*.json")), ids=str
)
def test_probes_are_well_formed(name: str) -> None:
    """tests/wording/probes/*.json: each probe replaces an agent message after the fault of a
    dev case and names the verdicts it expects (bench/probe_accuracy.py)."""
    probes = json.loads((SET / "probes" / name).read_text(encoding="utf-8"))
    assert len(probes) >= 150
    cases: dict[str, dict[str, Any]] = {}
    for p in probes:
        path = SET / p["set"] / "dev" / f"{p['file']}.json"
        if str(path) not in cases:
            cases[str(path)] = {
                c["name"]: c for c in json.loads(path.read_text(encoding="utf-8"))["cases"]
            }
        case = cases[str(path)][p["case"]]
        assert case["split"] == "dev"
        assert case["run"]["messages"][p["step"]]["role"] == "assistant"
        assert p["step"] > case["expected"]["t_f"]
        assert p["expected"] and set(p["expected"]) <= PROBE_VERDICTS
        assert p["text"].strip() and p["family"] and p["why"]
