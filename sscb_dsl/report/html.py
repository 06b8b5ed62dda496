"""The report as one self-contained HTML page: inline CSS and SVG, no external resources.

For each section of the primary view: the claims table (each claim's numerator and denominator
expand to the run ids behind them, linked to the per-run table at the end), the Figure 3 and
Figure 4 style plots, then every table; then the sensitivity view's tables, the notes that
explain every mark, and one row per run (anchors ``run-N``) with its outcome and provenance.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from sscb_dsl.report.claims import Claim, Report, Section
from sscb_dsl.report.render import (
    CLAIM_HEADERS,
    NOTES,
    Table,
    claim_row,
    claims_table,
    head_lines,
    run_row,
    section_tables,
)

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em;color:#111;
  max-width:1200px}
table{border-collapse:collapse;margin:.4em 0 1em 0;font-size:13px}
th,td{border:1px solid #ccc;padding:3px 7px;text-align:left;vertical-align:top}
th{background:#f2f2f2} caption{text-align:left;font-weight:600;padding:4px 0}
.notes{font-size:12px;color:#444;margin:-.6em 0 1em 0} figure{margin:1em 0}
figcaption{font-size:13px;color:#333} .claims td{font-size:14px}
.warn{color:#9a3412;font-weight:600} details{font-size:12px} summary{cursor:pointer}
.runs td{font-size:12px;white-space:nowrap} svg{max-width:100%;height:auto}
"""

_FIGURE_MARKS = (
    " Marks: * cluster-bootstrap interval; no point (—) an unobserved estimate; "
    "'too few clusters' a rate whose runs share one cluster, shown without an interval."
)


def table_html(t: Table, css_class: str = "") -> str:
    """An HTML table with caption and notes; all text escaped."""
    e = html.escape
    cls = f' class="{css_class}"' if css_class else ""
    rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in t.rows)
    head = "".join(f"<th>{e(h)}</th>" for h in t.headers)
    return (
        f"<table{cls}><caption>{e(t.title)}</caption><thead><tr>{head}</tr></thead>"
        f"<tbody>{rows}</tbody></table>" + _notes(t.notes)
    )


def _notes(notes: Sequence[str]) -> str:
    if not notes:
        return ""
    items = "".join(
        f'<li class="warn">{html.escape(n)}</li>' if n.startswith("warning:") else
        f"<li>{html.escape(n)}</li>"
        for n in notes
    )  # fmt: skip
    return f'<ul class="notes">{items}</ul>'


def _links(ids: Sequence[str], anchors: Mapping[str, int]) -> str:
    if not ids:
        return "none"
    return ", ".join(
        f'<a href="#run-{anchors[i]}">{html.escape(i)}</a>' if i in anchors else html.escape(i)
        for i in ids
    )


def _claim_cells(c: Claim, anchors: Mapping[str, int]) -> list[str]:
    """The claim's cells; the adopted/denominator cell expands to the runs behind it."""
    e = html.escape
    cells = [e(x) for x in claim_row(c)]
    runs = (
        f"<details><summary>{e(f'{c.estimate.k}/{c.estimate.n}')}</summary>adopted (numerator): "
        f"{_links(c.numerator, anchors)}<br>denominator: {_links(c.denominator, anchors)}"
        "</details>"
    )
    cells[2] = runs
    return cells


def claims_html(section: Section, anchors: Mapping[str, int]) -> str:
    """The claims table with each claim's run ids linked to the per-run table."""
    table = claims_table(section)
    head = "".join(f"<th>{html.escape(h)}</th>" for h in CLAIM_HEADERS)
    rows = "".join(
        "<tr>" + "".join(f"<td>{x}</td>" for x in _claim_cells(c, anchors)) + "</tr>"
        for c in section.pooled.claims
    )
    return (
        f'<table class="claims"><caption>{html.escape(table.title)}</caption><thead><tr>{head}'
        f"</tr></thead><tbody>{rows}</tbody></table>" + _notes(table.notes)
    )


_RUN_COLUMNS = (
    "run_id", "operator", "config", "repetition", "cluster", "control", "triggered", "t_f",
    "t_e", "t_s", "t_u", "adopted", "arrival", "error", "mode", "contract_hash", "sscb_version",
)  # fmt: skip


def runs_html(report: Report) -> str:
    """One row per record, anchored ``run-N`` (N: position by run id), for the claims' links."""
    e = html.escape
    head = "".join(f"<th>{e(c)}</th>" for c in _RUN_COLUMNS)
    body = []
    for i, rec in enumerate(report.runs):
        row = run_row(rec)
        cells = "".join(
            f"<td>{e('-' if row[c] is None else str(row[c]))}</td>" for c in _RUN_COLUMNS
        )
        body.append(f'<tr id="run-{i}">{cells}</tr>')
    return (
        '<table class="runs"><caption>Runs: one row per record (claims link here)</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def to_html(report: Report) -> str:
    """A self-contained page: forest plots (inline SVG) and the tables, primary view first."""
    from sscb_dsl.report.figures import adoption_figure, qu_figure

    e = html.escape
    s = report.settings
    anchors = {rec.run_id: i for i, rec in enumerate(report.runs)}
    head_items = "".join(
        f'<li class="warn">{e(x)}</li>' if x.startswith("warning:") else f"<li>{e(x)}</li>"
        for x in head_lines(report)
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>sscb report: {e(report.source)}</title><style>{_CSS}</style></head><body>",
        f"<h1>sscb report: <code>{e(report.source)}</code></h1>",
        f"<p>{report.records} records; grouped by {e(', '.join(report.by))}; 95% intervals: "
        f"Wilson when each cluster contributes one run, else cluster bootstrap (B={s.b}, "
        f"seed={s.seed}).</p>",
        f"<ul>{head_items}</ul>",
    ]
    for vi, view in enumerate(report.views):
        parts.append(f"<h2>{e(view.name)}: {e(view.description)}</h2>")
        for section in view.sections:
            parts.append(f"<h3>{e(section.name)}</h3>")
            parts.append(claims_html(section, anchors))
            if vi == 0:
                parts.append(
                    "<figure>" + adoption_figure(section) + "<figcaption>Adoption (Figure 3 "
                    "style): (a) A_T open and A_P filled diamonds; (b) a_s by arrival stratum. "
                    "Right labels: rate and k/n/clusters (a_s: evaluable/stratum total/"
                    "clusters); empty strata show no point and 0/0/0."
                    + _FIGURE_MARKS
                    + "</figcaption></figure>"
                )
                parts.append(
                    "<figure>" + qu_figure(section) + "<figcaption>Timing (Figure 4 style): "
                    "(a) signed gap T_U - T_E among adopted runs, stacked by configuration; bar "
                    "heights are shares of all adopted runs (the paper's denominator; those "
                    "with undecidable T_U or T_E have no bar, their number is in the title); "
                    "(b) q_U by configuration with 95% intervals and the pooled diamond. Right "
                    "labels: rate and before/n_q/k_q/u_q."
                    + _FIGURE_MARKS
                    + "</figcaption></figure>"
                )
            for t in section_tables(section):
                if not t.title.startswith("Claims"):
                    parts.append(table_html(t))
    parts.append("<h2>Notes</h2><ul>" + "".join(f"<li>{e(n)}</li>" for n in NOTES) + "</ul>")
    parts.append("<h2>Runs</h2>" + runs_html(report))
    parts.append("</body></html>\n")
    return "\n".join(parts)
