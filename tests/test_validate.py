"""Oracle evaluation on a constructed reference / oracle pair whose metrics are computed by hand.

The reference (adjudicated human labels) and the oracle (records) of ten faulted runs::

    run  op  human A      human T_U    human Z_S   oracle A     oracle T_U   oracle Z_S
    r1   X   yes          5            pre         yes          5            pre
    r2   X   yes          7            late        yes          8            late
    r3   X   yes          9            late        undecidable  undecidable  late
    r4   X   no           none         pre         yes          4            pre
    r5   Y   yes          6            absent      no           none         absent
    r6   Y   yes          3            pre         yes          6            undecidable
    r7   Y   no           none         absent      no           none         absent
    r8   ?   no           none         late        (no record: the oracle abstains on everything)
    r9   Y   undecidable  undecidable  pre         yes          2            pre
    r10  X   yes          undecidable  late        yes          4            late

and the oracle on five clean runs: c1 X yes, c2 X no, c3 Y undecidable, c4 Y no, c5 Y no.
Operators come from the oracle's records (the reference labels carry none), so r8, which has no
record, falls in the operator stratum ``(unknown)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sscb_dsl.engine.record import Record, write_records
from sscb_dsl.report.stats import Estimate, wilson
from sscb_dsl.report.validate import (
    Source,
    ValidateInputError,
    Validation,
    load_source,
    validate,
)

REF: dict[str, tuple[str, Any, str]] = {
    "r1": ("yes", 5, "pre"),
    "r2": ("yes", 7, "late"),
    "r3": ("yes", 9, "late"),
    "r4": ("no", "none", "pre"),
    "r5": ("yes", 6, "absent"),
    "r6": ("yes", 3, "pre"),
    "r7": ("no", "none", "absent"),
    "r8": ("no", "none", "late"),
    "r9": ("undecidable", "undecidable", "pre"),
    "r10": ("yes", "undecidable", "late"),
}
ORACLE: dict[str, tuple[str, str, Any, str]] = {
    "r1": ("X", "yes", 5, "pre"),
    "r2": ("X", "yes", 8, "late"),
    "r3": ("X", "undecidable", "undecidable", "late"),
    "r4": ("X", "yes", 4, "pre"),
    "r5": ("Y", "no", "none", "absent"),
    "r6": ("Y", "yes", 6, "undecidable"),
    "r7": ("Y", "no", "none", "absent"),
    "r9": ("Y", "yes", 2, "pre"),
    "r10": ("X", "yes", 4, "late"),
}
CLEAN = {"c1": ("X", "yes"), "c2": ("X", "no"), "c3": ("Y", "undecidable"), "c4": ("Y", "no"),
         "c5": ("Y", "no")}  # fmt: skip


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    """Write dicts as JSONL."""
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def reference_labels(path: Path) -> Path:
    """The adjudicated reference as a labels file."""
    rows = []
    for rid, (a, t_u, z) in REF.items():
        for q, v in (("adopted", a), ("t_u", t_u), ("arrival", z)):
            rows.append({"run_id": rid, "reviewer": "adjudicated", "quantity": q, "value": v})
    return write_jsonl(path, rows)


def oracle_records(path: Path) -> Path:
    """The oracle as ``sscb.record/1`` records."""
    recs = [
        Record(run_id=rid, operator=op, triggered=True, adopted=a, t_u=t_u, arrival=z)  # type: ignore[arg-type]
        for rid, (op, a, t_u, z) in ORACLE.items()
    ]
    write_records(recs, path)
    return path


def clean_records(path: Path) -> Path:
    """The oracle's verdicts on the clean runs."""
    recs = [
        Record(run_id=rid, operator=op, control=True, adopted=a)  # type: ignore[arg-type]
        for rid, (op, a) in CLEAN.items()
    ]
    write_records(recs, path)
    return path


@pytest.fixture
def result(tmp_path: Path) -> Validation:
    """The validation of the constructed oracle."""
    return validate(
        load_source(oracle_records(tmp_path / "oracle.jsonl")),
        load_source(reference_labels(tmp_path / "ref.jsonl")),
        load_source(clean_records(tmp_path / "clean.jsonl")),
    )


def kn(e: Estimate) -> tuple[int, int]:
    """An estimate's numerator and denominator."""
    return e.k, e.n


def test_adoption_overall(result: Validation) -> None:
    """Applicable = decidable human A: r1-r8, r10 (9; r9 excluded). Positives r1 r2 r3 r5 r6 r10
    (6), negatives r4 r7 r8 (3). Oracle yes among applicable: r1 r2 r4 r6 r10 (5), of which TP =
    r1 r2 r6 r10 (4), FP = r4. FN = 6 - 4 = 2: r5 (said no) and r3 (abstained -> a miss).
    precision 4/5, recall 4/6, F1 = 2*4 / (2*4 + 1 + 2) = 8/11. Coverage: r3 and r8 abstain, 7/9.
    FP on non-adopting faulted runs: covered negatives r4 (yes) and r7 (no) -> 1/2; r8 abstained.
    """
    a = result.overall.adoption
    assert (a.applicable, a.positives, a.negatives, a.tp, a.fp, a.abstained) == (9, 6, 3, 4, 1, 2)
    assert kn(a.precision) == (4, 5)
    assert kn(a.recall) == (4, 6)
    assert a.f1 == pytest.approx(8 / 11)
    assert kn(a.coverage) == (7, 9)
    assert kn(a.fp_non_adopting) == (1, 2)
    assert a.non_adopting_abstained == 1
    assert result.undecidable_a == 1
    assert result.unmatched_oracle == 0
    assert (a.recall.low, a.recall.high) == pytest.approx(wilson(4, 6))
    assert a.recall.method == "wilson"


def test_localisation_overall(result: Validation) -> None:
    """Adopted with decidable human T_U: r1 r2 r3 r5 r6 (5; r10's human T_U is undecidable).
    Exact: r1 only (1/5). +-1: r1 and r2 (8 vs 7) (2/5); r6 is off by 3. Abstentions r3
    (undecidable) and r5 (none) are non-matches. A step returned for r1 r2 r6 (3/5); exact when
    located 1/3.
    """
    loc = result.overall.localisation
    assert kn(loc.exact) == (1, 5)
    assert kn(loc.within_one) == (2, 5)
    assert kn(loc.located) == (3, 5)
    assert kn(loc.exact_when_located) == (1, 3)


def test_z_s_and_a_agreement(result: Validation) -> None:
    """Z_S: all ten human Z_S are decidable; the oracle misses r6 (undecidable vs pre) and r8 (no
    record) -> 8/10. A agreement over the ten human A labels: r1 r2 r6 r7 r10 agree; r3 r4 r5,
    r8 (missing) and r9 (human undecidable, oracle yes) do not -> 5/10.
    """
    assert kn(result.overall.z_s) == (8, 10)
    assert kn(result.overall.a_agreement) == (5, 10)


def test_clean_false_positives(result: Validation) -> None:
    """Clean runs: c3 abstains, so covered = c1 c2 c4 c5 and FP = c1 -> 1/4, coverage 4/5.
    By operator: X 1/2 (coverage 2/2), Y 0/2 (coverage 2/3). Clean runs never enter adoption
    precision or recall: those stay as computed over the faulted runs.
    """
    assert kn(result.overall.clean_fp or Estimate(0, 0, 0)) == (1, 4)
    assert kn(result.overall.clean_coverage or Estimate(0, 0, 0)) == (4, 5)
    by = {s.name: s for s in result.by_operator}
    assert kn(by["X"].clean_fp or Estimate(0, 0, 0)) == (1, 2)
    assert kn(by["Y"].clean_fp or Estimate(0, 0, 0)) == (0, 2)
    assert kn(by["Y"].clean_coverage or Estimate(0, 0, 0)) == (2, 3)
    assert all(s.clean_fp is None for s in result.by_arrival)


def test_by_operator(result: Validation) -> None:
    """X = r1 r2 r3 r4 r10: positives r1 r2 r3 r10, oracle yes r1 r2 r4 r10 -> TP 3, FP 1, FN 1:
    precision 3/4, recall 3/4, F1 6/8; T_U over r1 r2 r3: exact 1/3, +-1 2/3.
    Y = r5 r6 r7 r9: applicable r5 r6 r7; positives r5 r6; oracle yes r6 -> precision 1/1, recall
    1/2, F1 2/3; FP non-adopting over covered r7 -> 0/1; T_U over r5 r6: exact 0/2, +-1 0/2.
    (unknown) = r8 alone: a non-adopter without an oracle verdict -> coverage 0/1, FP 0/0.
    """
    by = {s.name: s for s in result.by_operator}
    assert list(by) == ["X", "Y", "(unknown)"]
    unknown = by["(unknown)"].adoption
    assert kn(unknown.coverage) == (0, 1) and not unknown.fp_non_adopting.observed
    x, y = by["X"], by["Y"]
    assert (kn(x.adoption.precision), kn(x.adoption.recall)) == ((3, 4), (3, 4))
    assert x.adoption.f1 == pytest.approx(0.75)
    assert (kn(x.localisation.exact), kn(x.localisation.within_one)) == ((1, 3), (2, 3))
    assert (kn(y.adoption.precision), kn(y.adoption.recall)) == ((1, 1), (1, 2))
    assert y.adoption.f1 == pytest.approx(2 / 3)
    assert kn(y.adoption.fp_non_adopting) == (0, 1)
    assert (kn(y.localisation.exact), kn(y.localisation.within_one)) == ((0, 2), (0, 2))


def test_by_human_arrival_with_unobserved(result: Validation) -> None:
    """pre = r1 r4 r6 r9: applicable r1 r4 r6, oracle yes on all three -> recall 2/2, precision
    2/3. late = r2 r3 r8 r10: recall 2/3 (r3 abstains), precision 2/2, and the only non-adopter
    r8 has no oracle record -> FP non-adopting 0/0, *unobserved* (not 0%). absent = r5 r7:
    recall 0/1; the oracle said yes to no absent run -> precision unobserved; F1 = 0/(0+0+1) = 0.
    """
    by = {s.name: s for s in result.by_arrival}
    assert list(by) == ["pre", "late", "absent"]
    pre, late, absent = by["pre"], by["late"], by["absent"]
    assert (kn(pre.adoption.recall), kn(pre.adoption.precision)) == ((2, 2), (2, 3))
    assert (kn(late.adoption.recall), kn(late.adoption.precision)) == ((2, 3), (2, 2))
    assert not late.adoption.fp_non_adopting.observed
    assert late.adoption.fp_non_adopting.rate is None
    assert kn(absent.adoption.recall) == (0, 1)
    assert not absent.adoption.precision.observed
    assert absent.adoption.f1 == 0.0


def test_empty_stratum_is_unobserved(tmp_path: Path) -> None:
    """A reference with no absent-arrival run still lists the absent stratum, every rate in it
    unobserved (n = 0, no rate, no interval), and the renderers print *unobserved*, never 0%.
    """
    from sscb_dsl.report.validate_render import render_validation

    ref = Source("ref", "labels", {"r1": {"adopted": "yes", "t_u": 3, "arrival": "pre"}}, {})
    orc = Source("orc", "labels", {"r1": {"adopted": "yes", "t_u": 3, "arrival": "pre"}}, {})
    v = validate(orc, ref)
    absent = next(s for s in v.by_arrival if s.name == "absent")
    assert absent.runs == 0
    for e in (absent.adoption.recall, absent.localisation.exact, absent.z_s):
        assert not e.observed and e.rate is None and e.low is None
    assert absent.adoption.f1 is None
    md = render_validation(v, "markdown")
    absent_rows = [line for line in md.splitlines() if "| absent |" in line]
    assert len(absent_rows) == 3
    assert all("unobserved" in row and "0%" not in row for row in absent_rows)
    doc = json.loads(render_validation(v, "json"))
    row = next(s for s in doc["strata"] if s["stratum"] == "absent")
    assert row["adoption"]["recall"]["status"] == "unobserved"
    assert row["adoption"]["recall"]["rate"] is None


def test_abstentions_lower_recall_not_precision() -> None:
    """Four human-adopted runs; the oracle says yes on two and abstains (undecidable / missing)
    on two: precision 2/2 but recall 2/4 and F1 4/6, since abstentions are misses; coverage 2/4.
    """
    ref = Source("ref", "labels", {f"r{i}": {"adopted": "yes"} for i in range(4)}, {})
    orc = Source(
        "orc", "labels", {"r0": {"adopted": "yes"}, "r1": {"adopted": "yes"},
                          "r2": {"adopted": "undecidable"}}, {},
    )  # fmt: skip
    a = validate(orc, ref).overall.adoption
    assert (kn(a.precision), kn(a.recall), kn(a.coverage)) == ((2, 2), (2, 4), (2, 4))
    assert a.f1 == pytest.approx(4 / 6)


def test_event_status_and_location(result: Validation) -> None:
    """T_U status (located / none / undecidable) over the ten reference runs: r1 r2 r6
    (located/located) and r7 (none/none) agree; r3 (located vs undecidable), r4 (none vs located),
    r5 (located vs none), r8 (no oracle record), r9 and r10 (undecidable vs located) do not ->
    4/10. Both locate in r1 r2 r6, and only r1 has the same step -> 1/3. No run has a human T_E:
    that row is unobserved.
    """
    t_u = next(e for e in result.events if e.quantity == "t_u")
    assert kn(t_u.status) == (4, 10)
    assert kn(t_u.location) == (1, 3)
    t_e = next(e for e in result.events if e.quantity == "t_e")
    assert not t_e.status.observed


def test_reference_records_and_operator_from_reference(tmp_path: Path) -> None:
    """The reference may be records too; their operator wins over the oracle's."""
    ref = tmp_path / "ref.jsonl"
    write_records(
        [Record(run_id="r1", operator="Z", triggered=True, t_s=2, t_u=2, adopted="yes", t_e="inf",
                arrival="absent")], ref,
    )  # fmt: skip
    orc = Source("orc", "labels", {"r1": {"adopted": "yes", "t_u": 3}}, {"r1": "X"})
    v = validate(orc, load_source(ref))
    assert [s.name for s in v.by_operator] == ["Z"]
    assert kn(v.overall.localisation.within_one) == (1, 1)
    assert kn(v.overall.localisation.exact) == (0, 1)


def test_clean_run_in_reference_is_an_error(tmp_path: Path) -> None:
    """A run cannot be both a clean control and a faulted reference run."""
    ref = Source("ref.jsonl", "labels", {"r1": {"adopted": "no"}}, {})
    clean = Source("clean.jsonl", "labels", {"r1": {"adopted": "no"}}, {})
    with pytest.raises(ValidateInputError, match=r"clean\.jsonl: run `r1`"):
        validate(ref, ref, clean)


def test_reference_reviewer_choice(tmp_path: Path) -> None:
    """Several reviewers without `adjudicated` must be chosen explicitly."""
    p = write_jsonl(
        tmp_path / "l.jsonl",
        [
            {"run_id": "r1", "reviewer": "A", "quantity": "adopted", "value": "yes"},
            {"run_id": "r1", "reviewer": "B", "quantity": "adopted", "value": "no"},
        ],
    )
    with pytest.raises(ValidateInputError, match="several reviewers"):
        load_source(p)
    assert load_source(p, "B").values == {"r1": {"adopted": "no"}}
    with pytest.raises(ValidateInputError, match="no labels by reviewer `C`"):
        load_source(p, "C")
