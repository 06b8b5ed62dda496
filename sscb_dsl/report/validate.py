"""Oracle validation (paper §V-B "Human Measurement Validation", "Automated Oracle Evaluation").

Two jobs. ``agreement`` takes several reviewers' labels (A, B, C) and an adjudicator's (D):
pre-adjudication Fleiss' kappa per categorical quantity, exact-step agreement where every reviewer
locates an event, and the adjudicated reference (a label is accepted directly only when the panel is
unanimous; any disagreement takes D's label; a 2-1 majority is never accepted). ``validate``
compares an oracle (records or labels) with that reference: adoption precision / recall / F1 with
abstentions as misses, false positives on clean and on non-adopting faulted runs, coverage, T_U
exact and +-1-step accuracy, Z_S agreement, stratified by operator and human arrival stratum.
Definitions and denominators: ``docs/validation.md``. Rendering: ``validate_render``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from sscb_dsl.engine.evaluate import Label, arrival
from sscb_dsl.engine.files import EVENTS, PipelineError, is_step, read_label_lines
from sscb_dsl.report.claims import ReportInputError, parse_record_line
from sscb_dsl.report.stats import Estimate, estimate

AGREEMENT_FORMAT = "sscb.agreement/1"
VALIDATION_FORMAT = "sscb.validation/1"
ADJUDICATED = "adjudicated"
QUANTITIES = ("t_e", "t_s", "t_u", "adopted", "arrival", "stance_end")
# kappa quantities in the paper's order: A, Z_S, T_U status, T_S status, then T_E, Y_end
KAPPA_ORDER = ("adopted", "arrival", "t_u", "t_s", "t_e", "stance_end")
STRATA = ("pre", "late", "absent")
NO_ZS = "no Z_S"
UNKNOWN = "(unknown)"

Values = dict[str, dict[str, Any]]  # run id -> quantity -> value (None: explicitly null)


class ValidateInputError(Exception):
    """Unreadable or inconsistent labels / records: the message names the file and line."""


def status(quantity: str, value: object) -> str:
    """Event status (``located`` or the word) for events; the value itself otherwise."""
    if quantity in EVENTS and is_step(value):
        return "located"
    return "null" if value is None else str(value)


# --------------------------------------------------------------------------- input


@attrs.frozen
class LabelLine:
    """One label with the line it came from."""

    line: int
    label: Label


def read_labels(path: Path) -> list[LabelLine]:
    """Labels JSONL checked line by line (``engine.files.read_label_lines``: keys, quantity,
    the record vocabulary, as ``sscb eval --labels`` checks them) plus duplicates."""
    try:
        lines = read_label_lines(path)
    except PipelineError as exc:
        raise ValidateInputError(str(exc)) from None
    out: list[LabelLine] = []
    seen: dict[tuple[str, str, str, int | None], int] = {}
    for n, lab in lines:
        key = (lab.run_id, lab.reviewer, lab.quantity, lab.step if lab.quantity == "use" else None)
        if key in seen:
            raise ValidateInputError(
                f"{path}:{n}: duplicate `{lab.quantity}` label for run `{lab.run_id}` by "
                f"`{lab.reviewer}` (first at line {seen[key]})"
            )
        seen[key] = n
        out.append(LabelLine(n, lab))
    return out


@attrs.frozen
class Source:
    """One side of a comparison: values per run and quantity, and each run's operator."""

    path: str
    kind: str
    values: Values
    operators: dict[str, str]
    reviewer: str | None = None


def _first_object(path: Path) -> dict[str, Any] | None:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValidateInputError(f"{path}: cannot read: {exc}") from None
    for line in text.splitlines():
        if line.strip():
            try:
                data = json.loads(line)
            except json.JSONDecodeError:
                return None
            return data if isinstance(data, dict) else None
    return None


def load_source(path: Path, reviewer: str | None = None) -> Source:
    """Records JSONL or labels JSONL (told apart by the first line's ``quantity`` key)."""
    first = _first_object(path)
    if first is not None and "quantity" in first and "reviewer" in first:
        return _labels_source(path, read_labels(path), reviewer)
    if reviewer is not None:
        raise ValidateInputError(f"{path}: a reviewer was chosen but the file holds records")
    values: Values = {}
    operators: dict[str, str] = {}
    lines: dict[str, int] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = parse_record_line(line, f"{path}:{n}")
        except ReportInputError as exc:
            raise ValidateInputError(str(exc)) from None
        if rec.run_id in lines:
            raise ValidateInputError(
                f"{path}:{n}: duplicate record for run `{rec.run_id}` (first at line "
                f"{lines[rec.run_id]})"
            )
        lines[rec.run_id] = n
        operators[rec.run_id] = rec.operator or UNKNOWN
        if rec.error is not None:
            values[rec.run_id] = {}
            continue
        values[rec.run_id] = {q: getattr(rec, q) for q in QUANTITIES if getattr(rec, q) is not None}
    return Source(str(path), "records", values, operators)


def _labels_source(path: Path, lines: Sequence[LabelLine], reviewer: str | None) -> Source:
    names = sorted({ll.label.reviewer for ll in lines})
    if reviewer is None:
        if len(names) == 1:
            reviewer = names[0]
        elif ADJUDICATED in names:
            reviewer = ADJUDICATED
        else:
            raise ValidateInputError(
                f"{path}: labels from several reviewers ({', '.join(names)}); adjudicate them "
                "with `sscb labels` or choose one reviewer"
            )
    elif reviewer not in names:
        raise ValidateInputError(
            f"{path}: no labels by reviewer `{reviewer}` (found {', '.join(names) or 'none'})"
        )
    values: Values = {}
    for ll in lines:
        lab = ll.label
        if lab.reviewer == reviewer and lab.quantity != "use":
            values.setdefault(lab.run_id, {})[lab.quantity] = lab.value
    return Source(str(path), "labels", values, {}, reviewer)


# --------------------------------------------------------------------------- agreement


def fleiss_kappa(table: np.ndarray) -> float | None:
    """Fleiss' kappa of an items x categories count table (same raters per item).

    kappa = (P_bar - P_e) / (1 - P_e) with P_i = (sum_j n_ij^2 - m) / (m (m - 1)), P_bar their
    mean and P_e = sum_j p_j^2 (Fleiss 1971); ``None`` when undefined (no items, fewer than two
    raters, or P_e = 1 because every rating fell in one category).
    """
    counts = np.asarray(table, dtype=np.float64)
    if counts.ndim != 2 or counts.shape[0] == 0:
        return None
    raters = counts.sum(axis=1)
    m = float(raters[0])
    if m < 2 or not np.all(raters == m):
        return None
    p_j = counts.sum(axis=0) / counts.sum()
    p_i = ((counts * counts).sum(axis=1) - m) / (m * (m - 1.0))
    p_bar, p_e = float(p_i.mean()), float((p_j * p_j).sum())
    if np.isclose(p_e, 1.0):
        return None
    return (p_bar - p_e) / (1.0 - p_e)


@attrs.frozen
class Kappa:
    """Pre-adjudication Fleiss' kappa for one quantity's categories (status for events)."""

    quantity: str
    kappa: float | None
    items: int
    incomplete: int
    categories: tuple[str, ...]
    observed: float | None
    expected: float | None


@attrs.frozen
class Decision:
    """How one reference label was reached: ``unanimous``, ``adjudicated`` or ``derived``."""

    run_id: str
    quantity: str
    how: str
    value: Any
    panel: dict[str, Any]


@attrs.frozen
class Agreement:
    """Reviewer agreement, the adjudicated reference and what stayed unresolved."""

    source: str
    panel: tuple[str, ...]
    adjudicator: str
    runs: int
    kappas: tuple[Kappa, ...]
    steps: dict[str, Estimate]
    decisions: tuple[Decision, ...]
    unresolved: tuple[Decision, ...]
    ignored_use: int

    def reference(self) -> list[Label]:
        """The adjudicated labels (reviewer ``adjudicated``), by run id and quantity order."""
        return [Label(d.run_id, ADJUDICATED, d.quantity, d.value) for d in self.decisions]

    def counts(self) -> dict[str, dict[str, int]]:
        """Per quantity: unanimous / adjudicated / derived / unresolved label counts."""
        out = {
            q: {"unanimous": 0, "adjudicated": 0, "derived": 0, "unresolved": 0} for q in QUANTITIES
        }
        for d in self.decisions:
            out[d.quantity][d.how] += 1
        for d in self.unresolved:
            out[d.quantity]["unresolved"] += 1
        return out


def _effective_zs(per: Mapping[str, Any]) -> tuple[bool, Any]:
    """A reviewer's Z_S: their ``arrival`` label, else derived from their T_E and T_S."""
    if "arrival" in per:
        return True, per["arrival"]
    if "t_e" in per and "t_s" in per:
        return True, arrival(True, per["t_e"], per["t_s"])
    return False, None


def _kappa(
    quantity: str, runs: Iterable[Sequence[tuple[bool, Any]]], panel: Sequence[str]
) -> Kappa:
    """Fleiss' kappa over runs every panel reviewer labelled (Z_S: every Z_S non-null).

    ``runs`` holds, per run, one ``(labelled, value)`` pair per panel reviewer.
    """
    rows: list[list[str]] = []
    incomplete = 0
    for got in runs:
        if not any(ok for ok, _ in got):
            continue
        if not all(ok for ok, _ in got) or (
            quantity == "arrival" and any(v is None for _, v in got)
        ):
            incomplete += 1
            continue
        rows.append([status(quantity, v) for _, v in got])
    cats = tuple(sorted({c for row in rows for c in row}))
    table = np.array([[row.count(c) for c in cats] for row in rows], dtype=np.int64)
    kappa = fleiss_kappa(table) if rows else None
    observed = expected = None
    if rows:
        m = len(panel)
        p_j = table.sum(axis=0) / table.sum()
        observed = float((((table * table).sum(axis=1) - m) / (m * (m - 1))).mean())
        expected = float((p_j * p_j).sum())
    return Kappa(quantity, kappa, len(rows), incomplete, cats, observed, expected)


def agreement(
    lines: Sequence[LabelLine],
    adjudicator: str = "D",
    panel: Sequence[str] | None = None,
    source: str = "labels.jsonl",
) -> Agreement:
    """Kappa, exact-step agreement and adjudication (unanimous panel, else the adjudicator)."""
    names = sorted({ll.label.reviewer for ll in lines})
    chosen = tuple(panel) if panel else tuple(n for n in names if n != adjudicator)
    if adjudicator in chosen:
        raise ValidateInputError(f"the adjudicator `{adjudicator}` cannot also be on the panel")
    if len(chosen) < 2:
        raise ValidateInputError(
            f"{source}: agreement needs at least two panel reviewers besides the adjudicator "
            f"`{adjudicator}`, found {', '.join(chosen) or 'none'}"
        )
    known = set(chosen) | {adjudicator}
    stray = sorted(n for n in names if n not in known)
    if stray:
        raise ValidateInputError(
            f"{source}: reviewer(s) {', '.join(stray)} are neither on the panel nor the adjudicator"
        )
    by_run: dict[str, dict[str, dict[str, Any]]] = {}
    ignored = 0
    for ll in lines:
        lab = ll.label
        if lab.quantity == "use":
            ignored += 1
            continue
        by_run.setdefault(lab.run_id, {}).setdefault(lab.reviewer, {})[lab.quantity] = lab.value
    run_ids = sorted(by_run)
    kappas = []
    for q in KAPPA_ORDER:
        per: list[list[tuple[bool, Any]]] = []
        for rid in run_ids:
            revs = by_run[rid]
            if q == "arrival":
                per.append([_effective_zs(revs.get(r, {})) for r in chosen])
            else:
                per.append([(q in revs.get(r, {}), revs.get(r, {}).get(q)) for r in chosen])
        kappas.append(_kappa(q, per, chosen))
    steps = {
        q: estimate(
            (rid, len({by_run[rid][r][q] for r in chosen}) == 1)
            for rid in run_ids
            if all(is_step(by_run[rid].get(r, {}).get(q)) for r in chosen)
        )
        for q in EVENTS
    }
    decisions: list[Decision] = []
    unresolved: list[Decision] = []
    for rid in run_ids:
        revs = by_run[rid]
        resolved: dict[str, Any] = {}
        for q in QUANTITIES:
            d = _decide(rid, q, revs, chosen, adjudicator, resolved)
            if d is None:
                continue
            if d.how == "unresolved":
                unresolved.append(d)
            else:
                resolved[q] = d.value
                decisions.append(d)
    return Agreement(
        source,
        chosen,
        adjudicator,
        len(run_ids),
        tuple(kappas),
        steps,
        tuple(decisions),
        tuple(unresolved),
        ignored,
    )


def _decide(
    rid: str,
    q: str,
    revs: Mapping[str, Mapping[str, Any]],
    panel: Sequence[str],
    adjudicator: str,
    resolved: Mapping[str, Any],
) -> Decision | None:
    """One reference label: unanimous panel, else the adjudicator's, else unresolved.

    Z_S is derived from the adjudicated T_E and T_S when both are resolved (paper §V-B: "Z_S is
    derived from the reviewed T_E and T_S"); otherwise reviewers' Z_S labels are adjudicated.
    """
    if q == "arrival" and "t_e" in resolved and "t_s" in resolved:
        return Decision(rid, q, "derived", arrival(True, resolved["t_e"], resolved["t_s"]), {})
    if q == "arrival":
        got = {r: _effective_zs(revs.get(r, {})) for r in panel}
        values = {r: v for r, (ok, v) in got.items() if ok}
    else:
        values = {r: revs[r][q] for r in panel if q in revs.get(r, {})}
    d_has = q in revs.get(adjudicator, {})
    if not values and not d_has:
        return None
    if len(values) == len(panel) and len({json.dumps(v) for v in values.values()}) == 1:
        return Decision(rid, q, "unanimous", next(iter(values.values())), values)
    if d_has:
        return Decision(rid, q, "adjudicated", revs[adjudicator][q], values)
    return Decision(rid, q, "unresolved", None, values)


def dumps_labels(labels: Iterable[Label]) -> str:
    """Labels as JSONL text (``run_id, reviewer, quantity, value[, step]``), one per line."""
    out = []
    for lab in labels:
        data: dict[str, Any] = {
            "run_id": lab.run_id,
            "reviewer": lab.reviewer,
            "quantity": lab.quantity,
            "value": lab.value,
        }
        if lab.step is not None:
            data["step"] = lab.step
        out.append(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    return "".join(out)


# --------------------------------------------------------------------------- oracle evaluation


@attrs.frozen
class AdoptionMetrics:
    """Adoption identification over faulted runs with decidable human A (abstentions: misses)."""

    applicable: int
    positives: int
    negatives: int
    tp: int
    fp: int
    abstained: int
    precision: Estimate
    recall: Estimate
    f1: float | None
    coverage: Estimate
    fp_non_adopting: Estimate
    non_adopting_abstained: int


@attrs.frozen
class Localisation:
    """T_U localisation over adopted runs with decidable human T_U (abstentions: non-matches)."""

    exact: Estimate
    within_one: Estimate
    located: Estimate
    exact_when_located: Estimate


@attrs.frozen
class EventAgreement:
    """Event status agreement (oracle missing: non-match) and location when both locate."""

    quantity: str
    status: Estimate
    location: Estimate


@attrs.frozen
class Stratum:
    """Every oracle metric over one stratum of the reference (and of the clean runs)."""

    name: str
    runs: int
    adoption: AdoptionMetrics
    localisation: Localisation
    z_s: Estimate
    a_agreement: Estimate
    clean_fp: Estimate | None
    clean_coverage: Estimate | None


@attrs.frozen
class Validation:
    """An oracle checked against the reference, overall and by operator / human arrival."""

    oracle: str
    reference: str
    clean: str | None
    reference_runs: int
    undecidable_a: int
    clean_runs: int
    unmatched_oracle: int
    overall: Stratum
    events: tuple[EventAgreement, ...]
    by_operator: tuple[Stratum, ...]
    by_arrival: tuple[Stratum, ...]


def _est(pairs: Iterable[tuple[str, bool]]) -> Estimate:
    """Wilson estimate: each run is its own cluster."""
    return estimate(pairs)


def _adoption(ref: Values, orc: Values, ids: Sequence[str]) -> AdoptionMetrics:
    app = [r for r in ids if ref[r].get("adopted") in ("yes", "no")]
    pos = [r for r in app if ref[r]["adopted"] == "yes"]
    neg = [r for r in app if ref[r]["adopted"] == "no"]

    def verdict(r: str) -> str | None:
        v = orc.get(r, {}).get("adopted")
        return v if v in ("yes", "no") else None

    said_yes = [r for r in app if verdict(r) == "yes"]
    tp = sum(1 for r in pos if verdict(r) == "yes")
    fp = len(said_yes) - tp
    fn = len(pos) - tp
    f1 = 2 * tp / (2 * tp + fp + fn) if (2 * tp + fp + fn) else None
    covered_neg = [r for r in neg if verdict(r) is not None]
    return AdoptionMetrics(
        applicable=len(app),
        positives=len(pos),
        negatives=len(neg),
        tp=tp,
        fp=fp,
        abstained=sum(1 for r in app if verdict(r) is None),
        precision=_est((r, ref[r]["adopted"] == "yes") for r in said_yes),
        recall=_est((r, verdict(r) == "yes") for r in pos),
        f1=f1,
        coverage=_est((r, verdict(r) is not None) for r in app),
        fp_non_adopting=_est((r, verdict(r) == "yes") for r in covered_neg),
        non_adopting_abstained=len(neg) - len(covered_neg),
    )


def _localisation(ref: Values, orc: Values, ids: Sequence[str]) -> Localisation:
    app = [r for r in ids if ref[r].get("adopted") == "yes" and is_step(ref[r].get("t_u"))]

    def off(r: str) -> int | None:
        o: Any = orc.get(r, {}).get("t_u")
        return abs(int(o) - int(ref[r]["t_u"])) if is_step(o) else None

    located = [r for r in app if off(r) is not None]
    return Localisation(
        exact=_est((r, off(r) == 0) for r in app),
        within_one=_est((r, off(r) in (0, 1)) for r in app),
        located=_est((r, off(r) is not None) for r in app),
        exact_when_located=_est((r, off(r) == 0) for r in located),
    )


def _stratum(
    name: str,
    ref: Values,
    orc: Values,
    ids: Sequence[str],
    clean: Values | None,
    clean_ids: Sequence[str] | None,
) -> Stratum:
    zs = [r for r in ids if ref[r].get("arrival") in STRATA]
    has_a = [r for r in ids if "adopted" in ref[r]]
    clean_fp = clean_cov = None
    if clean is not None and clean_ids is not None:
        covered = [r for r in clean_ids if clean[r].get("adopted") in ("yes", "no")]
        clean_fp = _est((r, clean[r]["adopted"] == "yes") for r in covered)
        clean_cov = _est((r, r in covered) for r in clean_ids)
    return Stratum(
        name=name,
        runs=len(ids),
        adoption=_adoption(ref, orc, ids),
        localisation=_localisation(ref, orc, ids),
        z_s=_est((r, orc.get(r, {}).get("arrival") == ref[r]["arrival"]) for r in zs),
        a_agreement=_est((r, orc.get(r, {}).get("adopted") == ref[r]["adopted"]) for r in has_a),
        clean_fp=clean_fp,
        clean_coverage=clean_cov,
    )


def _events(ref: Values, orc: Values, ids: Sequence[str]) -> tuple[EventAgreement, ...]:
    out = []
    for q in EVENTS:
        have = [r for r in ids if q in ref[r]]

        def same(r: str, q: str = q) -> bool:
            return q in orc.get(r, {}) and status(q, orc[r][q]) == status(q, ref[r][q])

        both = [r for r in have if is_step(ref[r][q]) and is_step(orc.get(r, {}).get(q))]
        out.append(
            EventAgreement(
                q,
                _est((r, same(r)) for r in have),
                _est((r, orc[r][q] == ref[r][q]) for r in both),
            )
        )
    return tuple(out)


def _group(
    ids: Iterable[str], key: Callable[[str], str], order: Sequence[str] = ()
) -> dict[str, list[str]]:
    """Run ids by ``key``; names in ``order`` always present (possibly empty), then the rest."""
    out: dict[str, list[str]] = {name: [] for name in order}
    for rid in sorted(ids):
        out.setdefault(key(rid), []).append(rid)
    rest = sorted(k for k in out if k not in order)
    return {k: out[k] for k in (*order, *rest)}


def validate(oracle: Source, reference: Source, clean: Source | None = None) -> Validation:
    """Compare ``oracle`` with the human ``reference`` (and its verdicts on ``clean`` runs)."""
    ref, orc = reference.values, oracle.values
    if clean is not None:
        both = sorted(set(clean.values) & set(ref))
        if both:
            raise ValidateInputError(
                f"{clean.path}: run `{both[0]}` is a clean run but also in the faulted reference "
                f"{reference.path}"
            )
    operators = {**oracle.operators, **reference.operators}
    ids = sorted(ref)

    def op(rid: str) -> str:
        return operators.get(rid, UNKNOWN)

    def zs(rid: str) -> str:
        a = ref[rid].get("arrival")
        return str(a) if a is not None else NO_ZS

    cvals = clean.values if clean is not None else None
    cids = sorted(cvals) if cvals is not None else None
    c_ops = clean.operators if clean is not None else {}
    by_op_clean = _group(cids or (), lambda r: c_ops.get(r, UNKNOWN))
    names = {op(r) for r in ids} | set(by_op_clean)
    by_op = _group(ids, op, sorted(names, key=lambda k: (k == UNKNOWN, k)))
    by_zs = _group(ids, zs, STRATA)
    return Validation(
        oracle=oracle.path,
        reference=reference.path,
        clean=clean.path if clean is not None else None,
        reference_runs=len(ids),
        undecidable_a=sum(1 for r in ids if ref[r].get("adopted") not in ("yes", "no")),
        clean_runs=len(cids or ()),
        unmatched_oracle=sum(1 for r in orc if r not in ref),
        overall=_stratum("all", ref, orc, ids, cvals, cids),
        events=_events(ref, orc, ids),
        by_operator=tuple(
            _stratum(k, ref, orc, v, cvals, by_op_clean.get(k, []) if cvals is not None else None)
            for k, v in by_op.items()
        ),
        by_arrival=tuple(_stratum(k, ref, orc, v, None, None) for k, v in by_zs.items()),
    )
