"""Render a ``Report``: JSON (for tools), Markdown, a rich terminal table and a self-contained HTML
page. All renderers draw the same neutral tables, so every format shows the same numbers.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.engine.record import Record
from sscb_dsl.report.claims import (
    ALL,
    REPORT_FORMAT,
    STANCES,
    STRATA,
    Claim,
    GroupReport,
    Report,
    Section,
    View,
    mode_of,
    replay_warning,
)
from sscb_dsl.report.stats import Estimate, percent

BOOT = "*"
EDGE = "‡"
TOO_FEW_TEXT = "too few clusters"
MARKS = {
    BOOT: "cluster-bootstrap interval (a cluster contributes several runs); other intervals are "
    "Wilson 95%.",
    EDGE: "bootstrap at an all-0 / all-1 boundary: the interval describes only the observed "
    "clusters and does not imply population certainty.",
    TOO_FEW_TEXT: "the runs come from one cluster: resampling it gives a zero-width interval, so "
    "only the rate is shown.",
    "unobserved": "empty denominator: no rate is estimated (never 0% or 100%).",
    "—": "(figures) no point: the estimate is unobserved; labels read rate, then k/n/clusters "
    "(a_s: evaluable/stratum total/clusters; q_U: before/n_q/k_q/u_q).",
    "mode": "how the runs were made: live (the agent saw the fault as it ran), replay (the "
    "fault was written into a recorded run whose agent never saw it: its 'adoption' is "
    "coincidence), unstated (the run did not say).",
}
NOTES = tuple(f"{mark} {text}" for mark, text in MARKS.items())


# --------------------------------------------------------------------------- JSON


def _num(x: float | None) -> float | None:
    return None if x is None else round(x, 12)


def estimate_to_dict(e: Estimate) -> dict[str, Any]:
    """JSON form of an estimate; an empty denominator says ``unobserved`` and has no rate."""
    return {
        "k": e.k,
        "n": e.n,
        "clusters": e.clusters,
        "status": "observed" if e.observed else "unobserved",
        "rate": _num(e.rate),
        "low": _num(e.low),
        "high": _num(e.high),
        "method": e.method,
        "boundary": e.boundary,
    }


def _plain(obj: Any) -> Any:
    if isinstance(obj, Estimate):
        return estimate_to_dict(obj)
    if attrs.has(type(obj)):
        return {f.name: _plain(getattr(obj, f.name)) for f in attrs.fields(type(obj))}
    if isinstance(obj, dict):
        return {str(k): _plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_plain(v) for v in obj]
    if isinstance(obj, float):
        return _num(obj)
    return obj


def run_row(rec: Record) -> dict[str, Any]:
    """One run of the per-run table (JSON ``runs`` and the HTML rows claims link to)."""
    p = rec.provenance
    return {
        "run_id": rec.run_id,
        "operator": rec.operator,
        "config": rec.config,
        "repetition": rec.repetition,
        "cluster": rec.cluster,
        "control": rec.control,
        "triggered": rec.triggered,
        "t_f": rec.t_f,
        "t_e": rec.t_e,
        "t_s": rec.t_s,
        "t_u": rec.t_u,
        "adopted": rec.adopted,
        "arrival": rec.arrival,
        "error": rec.error.code if rec.error is not None else None,
        "mode": mode_of(rec),
        "contract_hash": p.contract_hash,
        "sscb_version": p.sscb_version,
    }


def report_to_dict(report: Report) -> dict[str, Any]:
    """The ``sscb.report/1`` JSON document."""
    return {
        "format": REPORT_FORMAT,
        "source": report.source,
        "by": list(report.by),
        "settings": _plain(report.settings),
        "records": report.records,
        "provenance": list(report.provenance),
        "warnings": list(report.warnings),
        "errors": [{"run_id": r, "code": c, "message": m} for r, c, m in report.errors],
        "plan": report.plan,
        "notes": dict(MARKS),
        "views": _plain(report.views),
        "runs": [run_row(r) for r in report.runs],
    }


def to_json(report: Report) -> str:
    """Indented, key-order-stable JSON text ending in a newline."""
    return json.dumps(report_to_dict(report), indent=2, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- neutral tables


@attrs.frozen
class Table:
    """A titled grid of strings with optional notes under it."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()


def cell(e: Estimate, *, counts: bool = True) -> str:
    """``k/n rate [low-high]`` with bootstrap/boundary markers, or ``unobserved``."""
    if not e.observed:
        return "unobserved (0/0)" if counts else "unobserved"
    assert e.rate is not None
    head = f"{e.k}/{e.n} " if counts else ""
    if e.low is None or e.high is None:
        return f"{head}{percent(e.rate)} [{TOO_FEW_TEXT}]"
    mark = (BOOT if e.method == "bootstrap" else "") + (EDGE if e.boundary else "")
    return f"{head}{percent(e.rate)} [{percent(e.low)[:-1]}-{percent(e.high)}]{mark}"


def _opt(x: int | None) -> str:
    return "-" if x is None else str(x)


def groups(section: Section) -> list[GroupReport]:
    """The rows of a section's tables: each configuration, then the pooled group; one row when
    there is one configuration (its pooled group would repeat it)."""
    if len(section.rows) > 1:
        return [*section.rows, section.pooled]
    return [section.rows[0]] if section.rows else [section.pooled]


def row_label(section: Section, g: GroupReport) -> str:
    """``pooled`` for a section's pooled group among its rows, else the group's label."""
    if g is section.pooled and section.rows:
        return "pooled"
    return g.label


def section_tables(section: Section) -> list[Table]:
    """Funnel, arrival, adoption, q_U, Y_end and claims tables for one section."""
    rows = groups(section)
    funnel = Table(
        "Funnel",
        (
            "group",
            "scheduled",
            "missing",
            "observed",
            "errors",
            "untriggered",
            "triggered",
            "P",
            "no-use",
            "T_S undecidable",
            "controls in P",
        ),
        tuple(
            (
                row_label(section, g),
                _opt(g.funnel.scheduled),
                _opt(g.funnel.missing),
                str(g.funnel.observed),
                str(g.funnel.errors),
                str(g.funnel.untriggered),
                str(g.funnel.triggered),
                str(g.funnel.population),
                str(g.funnel.no_use),
                str(g.funnel.ts_undecidable),
                str(g.funnel.controls_in_p),
            )
            for g in rows
        ),
        (
            "scheduled/missing need --plan; a planned run without a record is missing, "
            "never imputed.",
        ),
    )
    arrival = Table(
        "Arrival Z_S (P, controls included; shares over decidable Z_S)",
        ("group", "n/k", "pre", "late", "absent", "undecidable"),
        tuple(
            (
                row_label(section, g),
                f"{g.arrival.decidable}/{g.arrival.entities}",
                *(
                    f"{g.arrival.counts[s]} ({cell(g.arrival.shares[s], counts=False)})"
                    if g.arrival.decidable
                    else "unobserved"
                    for s in STRATA
                ),
                str(g.arrival.counts["undecidable"]),
            )
            for g in rows
        ),
    )
    adoption = Table(
        "Adoption (non-control): A_T among triggered, A_P within P, a_s per stratum",
        ("group", "A_T", "A_P", "a_pre", "a_late", "a_absent", "A undecidable (P)"),
        tuple(
            (
                row_label(section, g),
                cell(g.adoption.a_t),
                cell(g.adoption.a_p),
                *(
                    f"{cell(g.adoption.strata[s].estimate)} of {g.adoption.strata[s].total}"
                    for s in STRATA
                ),
                str(g.adoption.a_p_undecidable),
            )
            for g in rows
        ),
        (
            "a_s: adopted/evaluable, then the stratum total; the difference is "
            "undecidable adoption.",
        ),
    )
    qu = Table(
        "q_U = P(T_E < T_U | A = 1, r in P) (non-control)",
        ("group", "q_U before/n", "k_q entities", "u_q undecidable", "T_S<T_E<T_U", "T_S=T_U"),
        tuple(
            (
                row_label(section, g),
                cell(g.q_u.estimate),
                str(g.q_u.entities),
                str(g.q_u.undecidable),
                str(g.q_u.between),
                str(g.q_u.ts_eq_tu),
            )
            for g in rows
        ),
    )
    stance = Table(
        f"Y_end among adopted runs ({section.name} pooled), by arrival stratum",
        ("stratum", "adopted", *STANCES, "missing"),
        tuple(
            (
                s,
                str(sum(section.pooled.stance[s].values())),
                *(str(section.pooled.stance[s][y]) for y in (*STANCES, "missing")),
            )
            for s in (*STRATA, "undecidable", ALL)
        ),
    )
    claims = claims_table(section)
    cross = section.pooled.crossing
    crossing = Table(
        "Arrival crossing across repetitions (seed-configuration groups)",
        ("repeated groups", "crossed arrival condition"),
        ((str(cross.repeated), str(cross.crossing)),),
        ("groups = (case, configuration) with >= 2 decidable-arrival runs over all repetitions.",),
    )
    return [funnel, arrival, adoption, qu, stance, claims, crossing]


CLAIM_HEADERS = (
    "claim",
    "denominator population",
    "adopted/denominator",
    "rate [95% CI]",
    "method",
    "mode",
)


def claims_table(section: Section) -> Table:
    """The three claims of the pooled group, each with its own denominator and the mode of its
    runs, their sentences, and a warning when replayed runs stand behind an adoption claim."""
    g = section.pooled
    comp = g.adopted_by_arrival
    warnings = [replay_warning(c, section.name) for c in g.claims if c.replayed]
    return Table(
        f"Claims ({section.name} pooled): each with its own denominator",
        CLAIM_HEADERS,
        tuple(claim_row(c) for c in g.claims),
        (
            f"of {g.claims[0].estimate.k} adopted: {comp['eventual']} with eventual "
            f"counterevidence ({comp['pre']} before first use, {comp['late']} after), "
            f"{comp['absent']} none, {comp['undecidable']} undecidable arrival",
            *(f"{c.title}: {c.sentence}." for c in g.claims),
            *(f"warning: {w}" for w in warnings),
        ),
    )


def claim_row(c: Claim) -> tuple[str, ...]:
    return (
        c.title,
        c.population,
        f"{c.estimate.k}/{c.estimate.n}",
        cell(c.estimate, counts=False),
        c.estimate.method or "-",
        c.mode,
    )


def view_tables(view: View) -> list[tuple[str, list[Table]]]:
    """(section heading, tables) for every section of a view."""
    return [(s.name, section_tables(s)) for s in view.sections]


# --------------------------------------------------------------------------- Markdown


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("*", "\\*")


def table_markdown(t: Table) -> str:
    """A GitHub-flavoured pipe table with its title and notes."""
    lines = [f"**{_md_escape(t.title)}**", ""]
    lines.append("| " + " | ".join(_md_escape(h) for h in t.headers) + " |")
    lines.append("|" + "|".join("---" for _ in t.headers) + "|")
    lines.extend("| " + " | ".join(_md_escape(c) for c in row) + " |" for row in t.rows)
    if t.notes:
        lines.append("")
        lines.extend(f"- {_md_escape(n)}" for n in t.notes)
    return "\n".join(lines) + "\n"


def _errors_lines(report: Report) -> list[str]:
    if not report.errors:
        return ["error records: 0"]
    out = [f"error records: {len(report.errors)} (counted in the funnel, excluded from P)"]
    out.extend(f"{r}: {c}: {m}" for r, c, m in report.errors)
    return out


def head_lines(report: Report) -> list[str]:
    """The lines above every report: provenance, warnings, plan coverage, error records."""
    lines = ["provenance (operator: sscb version, contract hash, mode: records):"]
    lines += [
        f"  {p['operator']}: sscb {p['sscb_version']}, {p['contract_hash']}, {p['mode']}: "
        f"{p['records']}"
        for p in report.provenance
    ]
    lines += [f"warning: {w}" for w in report.warnings]
    return [*lines, *_plan_lines(report), *_errors_lines(report)]


def _plan_lines(report: Report) -> list[str]:
    if report.plan is None:
        return ["plan: none given (scheduled and missing are not known)"]
    p = report.plan
    lines = [
        f"plan: {p['scheduled']} scheduled, {len(p['missing'])} missing (not imputed), "
        f"{len(p['unplanned'])} records not in the plan"
    ]
    if p["missing"]:
        lines.append("missing: " + ", ".join(p["missing"]))
    return lines


def to_markdown(report: Report) -> str:
    """The report as Markdown: claims first, then every table, primary then sensitivity view."""
    s = report.settings
    out = [
        f"# sscb report: `{report.source}`",
        "",
        f"{report.records} records; grouped by {', '.join(report.by)}; 95% intervals: Wilson "
        f"when each cluster contributes one run, else cluster bootstrap (B={s.b}, seed={s.seed}).",
        "",
        *(f"- {_md_escape(x)}" for x in head_lines(report)),
        "",
    ]
    for view in report.views:
        out += [f"## {view.name}: {view.description}", ""]
        for name, tables in view_tables(view):
            out += [f"### {name}", ""]
            for t in tables:
                out += [table_markdown(t)]
    out += ["## Notes", "", *(f"- {_md_escape(n)}" for n in NOTES), ""]
    return "\n".join(out)


# --------------------------------------------------------------------------- terminal


def to_terminal(report: Report, width: int = 160, sensitivity: bool = True) -> str:
    """Rich tables rendered to plain text; ``sensitivity=False`` shows the primary view only."""
    from rich.console import Console
    from rich.table import Table as RichTable

    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=False, color_system=None)
    s = report.settings
    console.print(
        f"sscb report: {report.source} ({report.records} records; by "
        f"{', '.join(report.by)}; Wilson or cluster bootstrap B={s.b}, seed={s.seed})"
    )
    for line in head_lines(report):
        console.print(line, markup=False, highlight=False)
    for view in report.views if sensitivity else report.views[:1]:
        console.rule(f"{view.name}: {view.description}")
        for name, tables in view_tables(view):
            console.print(f"\n[bold]{name}[/bold]")
            for t in tables:
                rt = RichTable(title=t.title, title_justify="left", show_lines=False)
                for h in t.headers:
                    rt.add_column(h, overflow="fold")
                for row in t.rows:
                    rt.add_row(*row)
                console.print(rt)
                for n in t.notes:
                    console.print(f"  {n}", markup=False, highlight=False)
    console.print()
    for n in NOTES:
        console.print(n, markup=False, highlight=False)
    return buf.getvalue()


def to_html(report: Report) -> str:
    """The self-contained HTML page (see :mod:`sscb_dsl.report.html`)."""
    from sscb_dsl.report.html import to_html as page

    return page(report)


def render(report: Report, fmt: str) -> str:
    """Dispatch on ``table``, ``markdown``, ``json`` or ``html``."""
    renderers = {"table": to_terminal, "markdown": to_markdown, "json": to_json, "html": to_html}
    return renderers[fmt](report)


__all__: Sequence[str] = (
    "claims_table",
    "render",
    "report_to_dict",
    "to_html",
    "to_json",
    "to_markdown",
    "to_terminal",
)
