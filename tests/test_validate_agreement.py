"""Reviewer agreement: Fleiss' kappa against statsmodels, exact-step agreement, adjudication."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from statsmodels.stats.inter_rater import fleiss_kappa as sm_fleiss_kappa

from sscb_dsl.engine.evaluate import Label
from sscb_dsl.report.validate import (
    Agreement,
    LabelLine,
    ValidateInputError,
    agreement,
    dumps_labels,
    fleiss_kappa,
)


def lines(*rows: tuple[str, str, str, object]) -> list[LabelLine]:
    """LabelLines from (run, reviewer, quantity, value) tuples."""
    return [LabelLine(i, Label(r, rev, q, v)) for i, (r, rev, q, v) in enumerate(rows, 1)]


def panel(
    run: str, quantity: str, a: object, b: object, c: object
) -> list[tuple[str, str, str, object]]:
    """One run's labels for one quantity by reviewers A, B and C."""
    return [(run, "A", quantity, a), (run, "B", quantity, b), (run, "C", quantity, c)]


# --------------------------------------------------------------------------- kappa


def test_fleiss_kappa_by_hand() -> None:
    """Three raters, two items, two categories: item 1 (3, 0), item 2 (1, 2).
    P_1 = (9 - 3) / 6 = 1, P_2 = (1 + 4 - 3) / 6 = 1/3, P_bar = 2/3; p = (4/6, 2/6),
    P_e = 16/36 + 4/36 = 5/9; kappa = (2/3 - 5/9) / (1 - 5/9) = (1/9) / (4/9) = 1/4.
    """
    assert fleiss_kappa(np.array([[3, 0], [1, 2]])) == pytest.approx(0.25)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(2, 5).flatmap(
        lambda m: st.lists(
            st.lists(st.integers(0, 3), min_size=m, max_size=m), min_size=1, max_size=30
        )
    )
)
def test_fleiss_kappa_matches_statsmodels(raw: list[list[int]]) -> None:
    """Random ratings (m raters choose among 4 categories per item): ours equals statsmodels'
    Fleiss kappa, and both are undefined (ours None, statsmodels nan) exactly when P_e = 1."""
    table = np.array([np.bincount(row, minlength=4) for row in raw])
    ours = fleiss_kappa(table)
    with np.errstate(all="ignore"):
        theirs = float(sm_fleiss_kappa(table, method="fleiss"))
    if ours is None:
        assert not np.isfinite(theirs)
    else:
        assert ours == pytest.approx(theirs, abs=1e-12)


def test_kappa_of_labels_matches_statsmodels() -> None:
    """Kappa for A over five runs, reviewers A/B/C: the label sets become the table
    (yes, no, undecidable counts) [3,0,0] [2,1,0] [0,3,0] [0,2,1] [3,0,0] -> statsmodels' value."""
    votes = [("yes", "yes", "yes"), ("yes", "no", "yes"), ("no", "no", "no"),
             ("no", "undecidable", "no"), ("yes", "yes", "yes")]  # fmt: skip
    rows = [x for i, v in enumerate(votes) for x in panel(f"r{i}", "adopted", *v)]
    ag = agreement(lines(*rows))
    k = next(k for k in ag.kappas if k.quantity == "adopted")
    table = np.array(
        [[0, 0, 3], [0, 1, 2], [0, 3, 0], [1, 2, 0], [0, 0, 3]]
    )  # undecidable, no, yes
    assert k.categories == ("no", "undecidable", "yes")
    assert k.items == 5 and k.incomplete == 0
    assert k.kappa == pytest.approx(float(sm_fleiss_kappa(table, method="fleiss")))


def test_event_status_kappa_and_exact_steps() -> None:
    """T_U status collapses steps to `located`: r1 (5, 5, 5), r2 (7, 7, 8), r3 (none, none, 4),
    r4 (undecidable x3). Status table (located, none, undecidable): [3,0,0] [3,0,0] [1,2,0]
    [0,0,3]. Exact-step agreement only where all three locate (r1, r2): r1 agrees -> 1/2.
    """
    rows = (
        panel("r1", "t_u", 5, 5, 5)
        + panel("r2", "t_u", 7, 7, 8)
        + panel("r3", "t_u", "none", "none", 4)
        + panel("r4", "t_u", "undecidable", "undecidable", "undecidable")
    )
    ag = agreement(lines(*rows))
    k = next(k for k in ag.kappas if k.quantity == "t_u")
    assert k.categories == ("located", "none", "undecidable")
    expected = sm_fleiss_kappa(np.array([[3, 0, 0], [3, 0, 0], [1, 2, 0], [0, 0, 3]]))
    assert k.kappa == pytest.approx(float(expected))
    assert (ag.steps["t_u"].k, ag.steps["t_u"].n) == (1, 2)
    assert not ag.steps["t_s"].observed


def test_kappa_undefined_and_incomplete() -> None:
    """Every rating `yes` -> P_e = 1, kappa undefined (not 1, not 0). A run that C did not label
    is left out of kappa and counted as incomplete."""
    rows = panel("r1", "adopted", "yes", "yes", "yes") + panel("r2", "adopted", "yes", "yes", "yes")
    rows += [("r3", "A", "adopted", "yes"), ("r3", "B", "adopted", "no")]
    k = next(k for k in agreement(lines(*rows)).kappas if k.quantity == "adopted")
    assert k.kappa is None
    assert (k.items, k.incomplete) == (2, 1)


# --------------------------------------------------------------------------- adjudication


def decided(ag: Agreement) -> dict[tuple[str, str], tuple[str, object]]:
    """(run, quantity) -> (how, value) of every accepted reference label."""
    return {(d.run_id, d.quantity): (d.how, d.value) for d in ag.decisions}


def test_unanimous_is_accepted_even_against_d() -> None:
    """u1: A, B, C all say yes; D's `no` is not consulted: the unanimous label stands."""
    rows = [*panel("u1", "adopted", "yes", "yes", "yes"), ("u1", "D", "adopted", "no")]
    assert decided(agreement(lines(*rows)))[("u1", "adopted")] == ("unanimous", "yes")


def test_two_one_majority_goes_to_d() -> None:
    """u2: A yes, B yes, C no, D no -> the reference is D's `no`; the 2-1 majority is not taken.
    u4: T_U steps 5, 5, 6 with D 6 -> 6."""
    rows = [*panel("u2", "adopted", "yes", "yes", "no"), ("u2", "D", "adopted", "no")]
    rows += [*panel("u4", "t_u", 5, 5, 6), ("u4", "D", "t_u", 6)]
    d = decided(agreement(lines(*rows)))
    assert d[("u2", "adopted")] == ("adjudicated", "no")
    assert d[("u4", "t_u")] == ("adjudicated", 6)


def test_disagreement_without_d_is_unresolved() -> None:
    """u3: A yes, B yes, C no and no D label -> unresolved, never guessed, not in the reference.
    u5: C gave no label at all (A, B agree) -> not unanimous, so also unresolved."""
    rows = panel("u3", "adopted", "yes", "yes", "no")
    rows += [("u5", "A", "adopted", "no"), ("u5", "B", "adopted", "no")]
    ag = agreement(lines(*rows))
    assert ag.decisions == ()
    assert [(d.run_id, d.quantity, d.panel) for d in ag.unresolved] == [
        ("u3", "adopted", {"A": "yes", "B": "yes", "C": "no"}),
        ("u5", "adopted", {"A": "no", "B": "no"}),
    ]
    assert ag.reference() == []
    assert ag.counts()["adopted"]["unresolved"] == 2


def test_z_s_derived_from_adjudicated_t_e_and_t_s() -> None:
    """v1: T_E 3, 3, 3 (unanimous) and T_S 5, 5, 2 adjudicated by D to 5 -> Z_S derived: 3 < 5,
    `pre`, even though reviewer C's own Z_S (T_E 3 > T_S 2) is `late`. Reviewer Z_S is still
    derived per reviewer for kappa: (pre, pre, late).
    """
    rows = panel("v1", "t_e", 3, 3, 3) + panel("v1", "t_s", 5, 5, 2) + [("v1", "D", "t_s", 5)]
    ag = agreement(lines(*rows))
    d = decided(ag)
    assert d[("v1", "arrival")] == ("derived", "pre")
    assert d[("v1", "t_s")] == ("adjudicated", 5)
    k = next(k for k in ag.kappas if k.quantity == "arrival")
    assert k.categories == ("late", "pre") and k.items == 1


def test_reference_output_is_labels_jsonl() -> None:
    """The adjudicated labels round-trip through the labels format with reviewer `adjudicated`."""
    rows = panel("u1", "adopted", "yes", "yes", "yes") + panel("u1", "t_u", 4, 4, 4)
    text = dumps_labels(agreement(lines(*rows)).reference())
    assert text == (
        '{"run_id":"u1","reviewer":"adjudicated","quantity":"t_u","value":4}\n'
        '{"run_id":"u1","reviewer":"adjudicated","quantity":"adopted","value":"yes"}\n'
    )


def test_panel_errors() -> None:
    """Fewer than two panel reviewers, or the adjudicator on the panel, is a usage error."""
    with pytest.raises(ValidateInputError, match="at least two panel reviewers"):
        agreement(lines(("r", "A", "adopted", "yes"), ("r", "D", "adopted", "no")))
    with pytest.raises(ValidateInputError, match="cannot also be on the panel"):
        agreement(lines(("r", "A", "adopted", "yes")), panel=["A", "D"])
    with pytest.raises(ValidateInputError, match="neither on the panel"):
        agreement(lines(*panel("r", "adopted", "yes", "yes", "yes")), panel=["A", "B"])
