"""Render a ``Report``: JSON (for tools), Markdown, a rich terminal table and a self-contained HTML
page. All renderers draw the same neutral tables, so every format shows the same numbers.
"""

from __future__ import annotations

import html
import io
import json
from collections.abc import Sequence
from typing import Any

import attrs

from sscb_dsl.report.claims import (
    ALL,
    REPORT_FORMAT,
    STANCES,
    STRATA,
    GroupReport,
    Report,
    Section,
    View,
)
from sscb_dsl.report.stats import Estimate, percent

BOOT = "*"
EDGE = "‡"
NOTES = (
    f"{BOOT} cluster-bootstrap interval (a cluster contributes several runs); other intervals are "
    "Wilson 95%.",
    f"{EDGE} bootstrap at an all-0 / all-1 boundary: the interval describes only the observed "
    "clusters and does not imply population certainty.",
    "unobserved = empty denominator: no rate is estimated (never 0% or 100%).",
)


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


def report_to_dict(report: Report) -> dict[str, Any]:
    """The ``sscb.report/1`` JSON document."""
    return {
        "format": REPORT_FORMAT,
        "source": report.source,
        "by": list(report.by),
        "settings": _plain(report.settings),
        "records": report.records,
        "errors": [{"run_id": r, "code": c, "message": m} for r, c, m in report.errors],
        "plan": report.plan,
        "views": _plain(report.views),
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
    assert e.rate is not None and e.low is not None and e.high is not None
    mark = (BOOT if e.method == "bootstrap" else "") + (EDGE if e.boundary else "")
    head = f"{e.k}/{e.n} " if counts else ""
    return f"{head}{percent(e.rate)} [{percent(e.low)[:-1]}-{percent(e.high)}]{mark}"


def _opt(x: int | None) -> str:
    return "-" if x is None else str(x)


def _groups(section: Section) -> list[GroupReport]:
    return [*section.rows, section.pooled] if section.rows else [section.pooled]


def _row_label(section: Section, g: GroupReport) -> str:
    if g is section.pooled and section.rows:
        return "pooled"
    return g.label


def section_tables(section: Section) -> list[Table]:
    """Funnel, arrival, adoption, q_U, Y_end and claims tables for one section."""
    groups = _groups(section)
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
                _row_label(section, g),
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
            for g in groups
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
                _row_label(section, g),
                f"{g.arrival.decidable}/{g.arrival.entities}",
                *(
                    f"{g.arrival.counts[s]} ({cell(g.arrival.shares[s], counts=False)})"
                    if g.arrival.decidable
                    else "unobserved"
                    for s in STRATA
                ),
                str(g.arrival.counts["undecidable"]),
            )
            for g in groups
        ),
    )
    adoption = Table(
        "Adoption (non-control): A_T among triggered, A_P within P, a_s per stratum",
        ("group", "A_T", "A_P", "a_pre", "a_late", "a_absent", "A undecidable (P)"),
        tuple(
            (
                _row_label(section, g),
                cell(g.adoption.a_t),
                cell(g.adoption.a_p),
                *(
                    f"{cell(g.adoption.strata[s].estimate)} of {g.adoption.strata[s].total}"
                    for s in STRATA
                ),
                str(g.adoption.a_p_undecidable),
            )
            for g in groups
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
                _row_label(section, g),
                cell(g.q_u.estimate),
                str(g.q_u.entities),
                str(g.q_u.undecidable),
                str(g.q_u.between),
                str(g.q_u.ts_eq_tu),
            )
            for g in groups
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


def claims_table(section: Section) -> Table:
    """The three claims of the pooled group, each with its own denominator, and their sentences."""
    g = section.pooled
    comp = g.adopted_by_arrival
    return Table(
        f"Claims ({section.name} pooled): each with its own denominator",
        ("claim", "denominator population", "adopted/denominator", "rate [95% CI]", "method"),
        tuple(
            (
                c.title,
                c.population,
                f"{c.estimate.k}/{c.estimate.n}",
                cell(c.estimate, counts=False),
                c.estimate.method or "-",
            )
            for c in g.claims
        ),
        (
            f"of {g.claims[0].estimate.k} adopted: {comp['eventual']} with eventual "
            f"counterevidence ({comp['pre']} before first use, {comp['late']} after), "
            f"{comp['absent']} none, {comp['undecidable']} undecidable arrival",
            *(f"{c.title}: {c.sentence}." for c in g.claims),
        ),
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
        *(f"- {_md_escape(x)}" for x in (*_plan_lines(report), *_errors_lines(report))),
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
    for line in (*_plan_lines(report), *_errors_lines(report)):
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


# --------------------------------------------------------------------------- HTML

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em;color:#111;
  max-width:1200px}
table{border-collapse:collapse;margin:.4em 0 1em 0;font-size:13px}
th,td{border:1px solid #ccc;padding:3px 7px;text-align:left;vertical-align:top}
th{background:#f2f2f2} caption{text-align:left;font-weight:600;padding:4px 0}
.notes{font-size:12px;color:#444;margin:-.6em 0 1em 0} figure{margin:1em 0}
figcaption{font-size:13px;color:#333} .claims td{font-size:14px}
"""


def table_html(t: Table, css_class: str = "") -> str:
    """An HTML table with caption and notes; all text escaped."""
    e = html.escape
    cls = f' class="{css_class}"' if css_class else ""
    rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in t.rows)
    head = "".join(f"<th>{e(h)}</th>" for h in t.headers)
    notes = "".join(f"<li>{e(n)}</li>" for n in t.notes)
    return (
        f"<table{cls}><caption>{e(t.title)}</caption><thead><tr>{head}</tr></thead>"
        f"<tbody>{rows}</tbody></table>" + (f'<ul class="notes">{notes}</ul>' if notes else "")
    )


def to_html(report: Report) -> str:
    """A self-contained page: forest plots (inline SVG) and the tables, primary view first."""
    from sscb_dsl.report.figures import adoption_figure, qu_figure

    e = html.escape
    s = report.settings
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>sscb report: {e(report.source)}</title><style>{_CSS}</style></head><body>",
        f"<h1>sscb report: <code>{e(report.source)}</code></h1>",
        f"<p>{report.records} records; grouped by {e(', '.join(report.by))}; 95% intervals: "
        f"Wilson when each cluster contributes one run, else cluster bootstrap (B={s.b}, "
        f"seed={s.seed}).</p>",
        "<ul>"
        + "".join(f"<li>{e(x)}</li>" for x in (*_plan_lines(report), *_errors_lines(report)))
        + "</ul>",
    ]
    for vi, view in enumerate(report.views):
        parts.append(f"<h2>{e(view.name)}: {e(view.description)}</h2>")
        for section in view.sections:
            parts.append(f"<h3>{e(section.name)}</h3>")
            parts.append(table_html(claims_table(section), "claims"))
            if vi == 0:
                parts.append(
                    "<figure>" + adoption_figure(section) + "<figcaption>Adoption (Figure 3 "
                    "style): (a) A_T open and A_P filled diamonds; (b) a_s by arrival stratum. "
                    "Right labels: rate and k/n/clusters; empty strata show no point and "
                    "0/0/0.</figcaption></figure>"
                )
                parts.append(
                    "<figure>" + qu_figure(section) + "<figcaption>Timing (Figure 4 style): "
                    "(a) signed gap T_U - T_E among adopted runs, stacked by configuration, "
                    "bar heights as shares of all adopted runs; (b) q_U by configuration with "
                    "95% intervals and the pooled diamond. Right labels: rate and "
                    "before/n_q/k_q/u_q.</figcaption></figure>"
                )
            for t in section_tables(section):
                if not t.title.startswith("Claims"):
                    parts.append(table_html(t))
    parts.append("<h2>Notes</h2><ul>" + "".join(f"<li>{e(n)}</li>" for n in NOTES) + "</ul>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


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
