"""Forest plots in the style of the paper's Figures 3 and 4, as deterministic inline SVG.

matplotlib is imported here only (Agg backend, no pyplot); ``svg.hashsalt`` is fixed and the SVG
``Date`` metadata dropped so that equal reports give byte-identical pages.
"""

from __future__ import annotations

import io
from typing import Any

from sscb_dsl.report.claims import STRATA, GroupReport, Section
from sscb_dsl.report.render import groups, row_label
from sscb_dsl.report.stats import Estimate, percent

_RC = {"svg.hashsalt": "sscb-report", "svg.fonttype": "none", "font.size": 8.5}
_STRATUM_COLOURS = {"pre": "#1b9e77", "late": "#d95f02", "absent": "#7570b3"}
GAP_CLIP = 10


def _mpl() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    return matplotlib


def _svg(fig: Any) -> str:
    """Serialise a figure to an SVG element string (no XML prolog) with no date stamp."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg") :]


def _rows(section: Section) -> list[GroupReport]:
    """Configuration rows top to bottom, pooled last (one row when one configuration)."""
    return groups(section)


def _label(section: Section, g: GroupReport) -> str:
    return row_label(section, g)


def _colours(section: Section) -> dict[str, str]:
    mpl = _mpl()
    cmap = mpl.colormaps["tab10"]
    return {g.label: mpl.colors.to_hex(cmap(i % 10)) for i, g in enumerate(section.rows)}


def _point(ax: Any, e: Estimate, y: float, **style: Any) -> None:
    """Rate point with a horizontal interval whisker; nothing for an unobserved estimate."""
    if not e.observed:
        return
    assert e.rate is not None
    colour = style.pop("color", "black")
    if e.low is None or e.high is None:  # too few clusters: the rate, no whisker
        ax.plot([e.rate], [y], linestyle="none", color=colour, **style)
        return
    ax.plot([e.low, e.high], [y, y], color=colour, linewidth=1.2, solid_capstyle="butt")
    ax.plot([e.low, e.low], [y - 0.08, y + 0.08], color=colour, linewidth=1.0)
    ax.plot([e.high, e.high], [y - 0.08, y + 0.08], color=colour, linewidth=1.0)
    ax.plot([e.rate], [y], linestyle="none", color=colour, **style)


def _tag(e: Estimate, clusters_of_total: int | None = None, total: int | None = None) -> str:
    if not e.observed:
        return "—  0/0/0" if total in (None, 0) else f"—  0/{total}/{clusters_of_total}"
    assert e.rate is not None
    mark = "*" if e.method == "bootstrap" else " (too few clusters)" if e.low is None else ""
    if total is None:
        return f"{percent(e.rate)}  {e.k}/{e.n}/{e.clusters}{mark}"
    return f"{percent(e.rate)}  {e.n}/{total}/{clusters_of_total}{mark}"


def _forest_axes(ax: Any, labels: list[str], title: str) -> None:
    ax.set_xlim(-0.02, 1.02)
    ax.set_ylim(len(labels) - 0.5, -0.5)
    ax.set_yticks(range(len(labels)))
    ax.set_yticklabels(labels)
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.set_xticklabels(["0%", "25%", "50%", "75%", "100%"])
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    ax.set_title(title, loc="left", fontsize=9)
    for y in range(len(labels) - 1):
        ax.axhline(y + 0.5, color="#eeeeee", linewidth=0.6)


def adoption_figure(section: Section) -> str:
    """Figure 3 style as an SVG element (see :func:`adoption_fig`)."""
    with _mpl().rc_context(_RC):
        return _svg(adoption_fig(section))


def qu_figure(section: Section) -> str:
    """Figure 4 style as an SVG element (see :func:`qu_fig`)."""
    with _mpl().rc_context(_RC):
        return _svg(qu_fig(section))


def adoption_fig(section: Section) -> Any:
    """Figure 3 style: (a) A_T open / A_P filled diamonds; (b) a_s for pre, late, absent."""
    mpl = _mpl()
    from matplotlib.figure import Figure

    rows = _rows(section)
    labels = [_label(section, g) for g in rows]
    with mpl.rc_context(_RC):
        # constrained layout sizes the margins to the longest configuration name and the
        # right-hand labels, so real model names are never clipped nor overlap a panel
        fig = Figure(figsize=(11.5, 0.55 * len(rows) + 1.5), layout="constrained")
        ax_a, ax_b = fig.subplots(1, 2)
        _forest_axes(ax_a, labels, f"(a) {section.name}: A_T (open) and A_P (filled)")
        _forest_axes(ax_b, labels, f"(b) {section.name}: adoption a_s by arrival stratum")
        for y, g in enumerate(rows):
            a_t, a_p = g.adoption.a_t, g.adoption.a_p
            _point(ax_a, a_t, y - 0.15, marker="D", markerfacecolor="white", markersize=6)
            _point(ax_a, a_p, y + 0.15, marker="D", markersize=6)
            ax_a.text(
                1.05,
                y - 0.15,
                "T " + _tag(a_t),
                transform=ax_a.get_yaxis_transform(),
                va="center",
                fontsize=7.5,
            )
            ax_a.text(
                1.05,
                y + 0.15,
                "P " + _tag(a_p),
                transform=ax_a.get_yaxis_transform(),
                va="center",
                fontsize=7.5,
            )
            for j, s in enumerate(STRATA):
                st = g.adoption.strata[s]
                yy = y + (j - 1) * 0.25
                _point(ax_b, st.estimate, yy, marker="D", markersize=5, color=_STRATUM_COLOURS[s])
                ax_b.text(
                    1.05,
                    yy,
                    f"{s} " + _tag(st.estimate, st.total_clusters, st.total),
                    transform=ax_b.get_yaxis_transform(),
                    va="center",
                    fontsize=7,
                    color=_STRATUM_COLOURS[s],
                )
        ax_a.set_xlabel("adoption rate (95% interval)")
        ax_b.set_xlabel("adoption rate within stratum (95% interval)")
        return fig


def qu_fig(section: Section) -> Any:
    """Figure 4 style: (a) stacked T_U - T_E gap bars by configuration; (b) q_U forest."""
    mpl = _mpl()
    from matplotlib.figure import Figure

    colours = _colours(section)
    pooled = section.pooled
    rows = _rows(section)
    labels = [_label(section, g) for g in rows]
    gaps = pooled.q_u.gaps
    # the paper's denominator: all adopted runs (those with undecidable T_U or T_E get no bar)
    total = pooled.q_u.estimate.n + pooled.q_u.undecidable
    undecided = pooled.q_u.undecidable
    with mpl.rc_context(_RC):
        fig = Figure(figsize=(11.5, max(3.2, 0.45 * len(rows) + 2.2)), layout="constrained")
        ax_a, ax_b = fig.subplots(1, 2, gridspec_kw={"width_ratios": [1.1, 1]})
        bins = list(range(-GAP_CLIP, GAP_CLIP + 1))
        positions = {b: i for i, b in enumerate(bins)}
        inf_pos = len(bins) + 1.0
        configs = sorted({gp.config for gp in gaps})
        bottom = [0.0] * (len(bins) + 1)
        counts = [0] * (len(bins) + 1)
        for c in configs:
            heights = [0.0] * (len(bins) + 1)
            for gp in gaps:
                if gp.config != c:
                    continue
                i = (
                    len(bins)
                    if gp.gap is None
                    else positions[max(-GAP_CLIP, min(GAP_CLIP, gp.gap))]
                )
                heights[i] += gp.runs / total
                counts[i] += gp.runs
            xs = [*range(len(bins)), inf_pos]
            ax_a.bar(
                xs, heights, bottom=bottom, width=0.8, label=c, color=colours.get(c, "#555555")
            )
            bottom = [b + h for b, h in zip(bottom, heights, strict=True)]
        ax_a.set_ylim(0, max(max(bottom) * 1.2, 0.05))  # room for the counts above the bars
        for i, n in enumerate(counts):
            if n:
                x = inf_pos if i == len(bins) else i
                ax_a.text(x, bottom[i], str(n), ha="center", va="bottom", fontsize=7)
        ticks = [0, GAP_CLIP, 2 * GAP_CLIP, inf_pos]
        ax_a.set_xticks(ticks)
        ax_a.set_xticklabels([f"≤-{GAP_CLIP}", "0", f"≥{GAP_CLIP}", "∞"])
        ax_a.axvline(GAP_CLIP, color="#999999", linewidth=0.6, linestyle=":")
        ax_a.set_ylabel("share of adopted runs")
        ax_a.set_xlabel("T_U - T_E (steps; > 0: evidence before reliance)")
        ax_a.set_title(
            f"(a) {section.name}: signed gap; heights = share of all {total} adopted runs"
            + (f" ({undecided} undecidable, no bar)" if undecided else ""),
            loc="left",
            fontsize=9,
        )
        if configs:
            ax_a.legend(
                fontsize=7,
                frameon=False,
                loc="upper left",
                bbox_to_anchor=(0.0, -0.28),
                ncols=2,
                title="configuration",
                title_fontsize=7,
            )
        _forest_axes(ax_b, labels, f"(b) {section.name}: q_U by configuration")
        for y, g in enumerate(rows):
            e = g.q_u.estimate
            pooled_row = g is pooled and bool(section.rows)
            colour = "black" if pooled_row else colours.get(g.label, "black")
            _point(
                ax_b,
                e,
                y,
                marker="D" if pooled_row else "o",
                markersize=7 if pooled_row else 5,
                color=colour,
            )
            tag = (f"{percent(e.rate)}  " if e.rate is not None else "—  ") + (
                f"{e.k}/{e.n}/{g.q_u.entities}/{g.q_u.undecidable}"
                + ("*" if e.method == "bootstrap" else "")
                + (" (too few clusters)" if e.observed and e.low is None else "")
            )
            ax_b.text(1.05, y, tag, transform=ax_b.get_yaxis_transform(), va="center", fontsize=7.5)
        ax_b.set_xlabel("q_U = P(T_E < T_U | A = 1) (95% interval)")
        return fig
