"""Render reviewer agreement and oracle validation: terminal table, Markdown and JSON.

Every rate is printed as ``k/n rate [95% Wilson interval]`` (``render.cell``); an empty
denominator prints *unobserved*, never 0%. All formats show the same numbers.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import Any

from sscb_dsl.report.render import Table, cell, estimate_to_dict, table_markdown
from sscb_dsl.report.stats import Estimate
from sscb_dsl.report.validate import (
    AGREEMENT_FORMAT,
    QUANTITIES,
    VALIDATION_FORMAT,
    AdoptionMetrics,
    Agreement,
    Stratum,
    Validation,
)

FORMATS = ("table", "markdown", "json")
HOW = ("unanimous", "adjudicated", "derived", "unresolved")
NAMES = {
    "adopted": "A",
    "arrival": "Z_S",
    "t_u": "T_U",
    "t_s": "T_S",
    "t_e": "T_E",
    "stance_end": "Y_end",
}
NOTE = (
    "k/n rate [95% Wilson interval]; unobserved = empty denominator, no rate is estimated "
    "(never 0%)."
)


def _value(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False)


def _f1(x: float | None) -> str:
    return "unobserved" if x is None else f"{x:.2f}"


def _kappa(x: float | None, runs: int) -> str:
    """Kappa to 3 places; *unobserved* without runs, *undefined* when P_e = 1."""
    if runs == 0:
        return "unobserved"
    return "undefined" if x is None else f"{x:.3f}"


# --------------------------------------------------------------------------- agreement


def agreement_tables(ag: Agreement) -> list[Table]:
    """Kappa, exact-step agreement, adjudication counts and the unresolved labels."""
    panel = ", ".join(ag.panel)
    kappa = Table(
        f"Pre-adjudication Fleiss' kappa (panel {panel})",
        ("quantity", "kappa", "runs", "incomplete", "categories", "P_bar", "P_e"),
        tuple(
            (
                NAMES[k.quantity] + (" status" if k.quantity.startswith("t_") else ""),
                _kappa(k.kappa, k.items),
                str(k.items),
                str(k.incomplete),
                ", ".join(k.categories) or "-",
                "-" if k.observed is None else f"{k.observed:.3f}",
                "-" if k.expected is None else f"{k.expected:.3f}",
            )
            for k in ag.kappas
        ),
        (
            "runs: every panel reviewer labelled the quantity (Z_S: every reviewer's Z_S is "
            "non-null); incomplete runs are left out of kappa.",
            "event status is located / the word (inf, no_use, none) / undecidable.",
        ),
    )
    steps = Table(
        "Exact-step agreement (runs where every panel reviewer locates the event)",
        ("event", "all panel steps equal"),
        tuple((NAMES[q], cell(e)) for q, e in ag.steps.items()),
        (NOTE,),
    )
    counts = ag.counts()
    adj = Table(
        f"Adjudication (accepted directly only when unanimous; otherwise {ag.adjudicator})",
        ("quantity", "unanimous", "adjudicated", "derived", "unresolved"),
        tuple((NAMES[q], *(str(counts[q][h]) for h in HOW)) for q in QUANTITIES),
        (
            "derived: Z_S computed from the adjudicated T_E and T_S.",
            "a 2-1 majority is never accepted; unresolved labels are left out of the reference.",
        ),
    )
    tables = [kappa, steps, adj]
    if ag.unresolved:
        tables.append(
            Table(
                f"Unresolved: disagreement without a label by {ag.adjudicator}",
                ("run", "quantity", "panel labels"),
                tuple(
                    (
                        d.run_id,
                        NAMES[d.quantity],
                        ", ".join(f"{r}={_value(v)}" for r, v in d.panel.items()),
                    )
                    for d in ag.unresolved
                ),
            )
        )
    return tables


def agreement_to_dict(ag: Agreement) -> dict[str, Any]:
    """The ``sscb.agreement/1`` JSON document."""
    return {
        "format": AGREEMENT_FORMAT,
        "source": ag.source,
        "panel": list(ag.panel),
        "adjudicator": ag.adjudicator,
        "runs": ag.runs,
        "ignored_use_labels": ag.ignored_use,
        "kappa": [
            {
                "quantity": k.quantity,
                "kappa": k.kappa,
                "runs": k.items,
                "incomplete": k.incomplete,
                "categories": list(k.categories),
                "observed": k.observed,
                "expected": k.expected,
            }
            for k in ag.kappas
        ],
        "exact_step": {q: estimate_to_dict(e) for q, e in ag.steps.items()},
        "adjudication": ag.counts(),
        "unresolved": [
            {"run_id": d.run_id, "quantity": d.quantity, "panel": d.panel} for d in ag.unresolved
        ],
    }


def _header_agreement(ag: Agreement) -> list[str]:
    return [
        f"sscb labels: {ag.source} ({ag.runs} runs; panel {', '.join(ag.panel)}; "
        f"adjudicator {ag.adjudicator})",
        f"reference labels: {len(ag.decisions)} accepted, {len(ag.unresolved)} unresolved"
        + (f"; {ag.ignored_use} `use` labels ignored" if ag.ignored_use else ""),
    ]


def render_agreement(ag: Agreement, fmt: str) -> str:
    """The agreement report as ``table``, ``markdown`` or ``json`` text."""
    if fmt == "json":
        return json.dumps(agreement_to_dict(ag), indent=2, ensure_ascii=False) + "\n"
    return _render(_header_agreement(ag), agreement_tables(ag), fmt)


# --------------------------------------------------------------------------- validation


def _rows(v: Validation) -> list[tuple[str, str, Stratum]]:
    return [
        ("all", "all", v.overall),
        *(("operator", s.name, s) for s in v.by_operator),
        *(("human Z_S", s.name, s) for s in v.by_arrival),
    ]


def _applicable(a: AdoptionMetrics) -> str:
    return f"{a.applicable} ({a.positives} adopted, {a.negatives} not)"


def _opt_cell(e: Estimate | None) -> str:
    return "n/a" if e is None else cell(e)


def validation_tables(v: Validation) -> list[Table]:
    """Adoption, localisation, agreement and event tables over every stratum."""
    rows = _rows(v)
    adoption = Table(
        "Adoption (faulted runs with decidable human A; abstentions count as misses)",
        (
            "by",
            "stratum",
            "applicable",
            "recall",
            "precision",
            "F1",
            "coverage",
            "FP non-adopting (covered)",
            "FP clean (covered)",
            "clean coverage",
        ),
        tuple(
            (
                by,
                name,
                _applicable(s.adoption),
                cell(s.adoption.recall),
                cell(s.adoption.precision),
                _f1(s.adoption.f1),
                cell(s.adoption.coverage),
                cell(s.adoption.fp_non_adopting),
                _opt_cell(s.clean_fp),
                _opt_cell(s.clean_coverage),
            )
            for by, name, s in rows
        ),
        (
            "recall = oracle yes / human yes; precision = human yes / oracle yes; "
            "F1 = 2TP / (2TP + FP + FN), FN including abstentions.",
            "false-positive rates are over runs the oracle covered (said yes or no); "
            "coverage is reported separately.",
            "clean runs enter only the clean false-positive rate; they have no human Z_S (n/a).",
            NOTE,
        ),
    )
    loc = Table(
        "T_U localisation (adopted runs with decidable human T_U; abstentions are non-matches)",
        ("by", "stratum", "exact", "+-1 step", "step returned", "exact when located"),
        tuple(
            (
                by,
                name,
                cell(s.localisation.exact),
                cell(s.localisation.within_one),
                cell(s.localisation.located),
                cell(s.localisation.exact_when_located),
            )
            for by, name, s in rows
        ),
    )
    agree = Table(
        "Agreement with the reference (oracle abstention: disagreement)",
        ("by", "stratum", "Z_S (decidable human Z_S)", "A (any human A)"),
        tuple((by, name, cell(s.z_s), cell(s.a_agreement)) for by, name, s in rows),
    )
    events = Table(
        "Event status and location (all reference runs with a human label)",
        ("event", "status agrees", "same step when both locate"),
        tuple((NAMES[e.quantity], cell(e.status), cell(e.location)) for e in v.events),
        ("status: located / the word / undecidable; a missing oracle value is a disagreement.",),
    )
    return [adoption, loc, agree, events]


def _stratum_dict(by: str, name: str, s: Stratum) -> dict[str, Any]:
    a, loc = s.adoption, s.localisation
    return {
        "by": by,
        "stratum": name,
        "runs": s.runs,
        "adoption": {
            "applicable": a.applicable,
            "positives": a.positives,
            "negatives": a.negatives,
            "tp": a.tp,
            "fp": a.fp,
            "abstained": a.abstained,
            "precision": estimate_to_dict(a.precision),
            "recall": estimate_to_dict(a.recall),
            "f1": None if a.f1 is None else round(a.f1, 12),
            "coverage": estimate_to_dict(a.coverage),
            "fp_non_adopting": estimate_to_dict(a.fp_non_adopting),
            "non_adopting_abstained": a.non_adopting_abstained,
        },
        "t_u": {
            "exact": estimate_to_dict(loc.exact),
            "within_one": estimate_to_dict(loc.within_one),
            "located": estimate_to_dict(loc.located),
            "exact_when_located": estimate_to_dict(loc.exact_when_located),
        },
        "z_s": estimate_to_dict(s.z_s),
        "a_agreement": estimate_to_dict(s.a_agreement),
        "clean_fp": None if s.clean_fp is None else estimate_to_dict(s.clean_fp),
        "clean_coverage": None if s.clean_coverage is None else estimate_to_dict(s.clean_coverage),
    }


def validation_to_dict(v: Validation) -> dict[str, Any]:
    """The ``sscb.validation/1`` JSON document."""
    return {
        "format": VALIDATION_FORMAT,
        "oracle": v.oracle,
        "reference": v.reference,
        "clean": v.clean,
        "reference_runs": v.reference_runs,
        "undecidable_human_a": v.undecidable_a,
        "clean_runs": v.clean_runs,
        "oracle_runs_not_in_reference": v.unmatched_oracle,
        "strata": [_stratum_dict(by, name, s) for by, name, s in _rows(v)],
        "events": [
            {
                "quantity": e.quantity,
                "status": estimate_to_dict(e.status),
                "location": estimate_to_dict(e.location),
            }
            for e in v.events
        ],
    }


def _header_validation(v: Validation) -> list[str]:
    return [
        f"sscb validate: oracle {v.oracle} against reference {v.reference}"
        + (f", clean runs {v.clean}" if v.clean else ""),
        f"{v.reference_runs} reference runs ({v.undecidable_a} without decidable human A), "
        f"{v.clean_runs} clean runs, {v.unmatched_oracle} oracle runs not in the reference "
        "(ignored)",
    ]


def render_validation(v: Validation, fmt: str) -> str:
    """The validation report as ``table``, ``markdown`` or ``json`` text."""
    if fmt == "json":
        return json.dumps(validation_to_dict(v), indent=2, ensure_ascii=False) + "\n"
    return _render(_header_validation(v), validation_tables(v), fmt)


# --------------------------------------------------------------------------- text


def _render(header: Sequence[str], tables: Sequence[Table], fmt: str) -> str:
    if fmt == "markdown":
        return "\n".join([*header, ""]) + "\n" + "\n".join(table_markdown(t) for t in tables)
    if fmt != "table":
        raise ValueError(f"unknown format `{fmt}`; use one of {', '.join(FORMATS)}")
    from rich.console import Console
    from rich.table import Table as RichTable

    buf = io.StringIO()
    console = Console(file=buf, width=200, force_terminal=False, color_system=None)
    for line in header:
        console.print(line, markup=False, highlight=False)
    for t in tables:
        rt = RichTable(title=t.title, title_justify="left")
        for h in t.headers:
            rt.add_column(h, overflow="fold")
        for row in t.rows:
            rt.add_row(*row)
        console.print(rt)
        for n in t.notes:
            console.print(f"  {n}", markup=False, highlight=False)
    return buf.getvalue()
