"""Reports that survive real studies (issue 16, items 8 and 9), through `sscb report`:
provenance and mode in every output, the run ids behind every claim, replay warnings, "too few
clusters", one row for one configuration, the Figure 4(a) denominator, marks explained, and
configuration names of real length laid out without clipping or overlap."""

from __future__ import annotations

import json
import re
from pathlib import Path

import attrs
from cli_support import sscb
from test_report_paper import make_record, writeeffect_r0

from sscb_dsl.engine.record import Provenance, Record, write_records

HASH = "sha256:" + "ab" * 32
LONG = (
    "claude-3-5-sonnet-20241022",
    "gpt-4o-2024-08-06",
    "llama-3.1-405b-instruct-turbo",
    "gemini-1.5-pro-002",
)


def _with(recs: list[Record], mode: str | None) -> list[Record]:
    return [attrs.evolve(r, provenance=Provenance(contract_hash=HASH, mode=mode)) for r in recs]


def _write(tmp: Path, recs: list[Record], name: str = "rec.jsonl") -> Path:
    path = tmp / name
    write_records(recs, path)
    return path


def _section(doc: dict[str, object], name: str = "WriteEffect") -> dict[str, object]:
    views = doc["views"]
    assert isinstance(views, list)
    return next(s for s in views[0]["sections"] if s["name"] == name)


def test_provenance_mode_and_run_ids_in_every_output(tmp_path: Path) -> None:
    """Version, contract hash and mode are printed; each claim says its mode and lists (JSON)
    or links (HTML) the run ids behind its numerator and denominator."""
    path = _write(tmp_path, _with(writeeffect_r0(), "live"))
    out = tmp_path / "rep"
    result = sscb("report", path, "-o", out)
    assert result.exit_code == 0, result.output
    for name in ("report.md", "report.html", "report.json"):
        text = (out / name).read_text(encoding="utf-8")
        assert (HASH in text and "sscb 0.1.0" in text) or '"sscb_version": "0.1.0"' in text, name
        assert "live runs: the fault propagated to adoption in 101/141" in text, name
    assert "WriteEffect: sscb 0.1.0, " + HASH + ", live: 141" in result.stdout
    doc = json.loads((out / "report.json").read_text(encoding="utf-8"))
    expected = {"operator": "WriteEffect", "sscb_version": "0.1.0", "contract_hash": HASH}
    assert doc["provenance"] == [{**expected, "mode": "live", "records": 141}]
    claim = _section(doc)["pooled"]["claims"][0]  # type: ignore[index]
    assert claim["mode"] == "live" and len(claim["denominator"]) == 141
    assert len(claim["numerator"]) == 101 and set(claim["numerator"]) <= set(claim["denominator"])
    run_ids = [r["run_id"] for r in doc["runs"]]
    page = (out / "report.html").read_text(encoding="utf-8")
    first = claim["numerator"][0]
    anchor = run_ids.index(first)
    assert f'<a href="#run-{anchor}">{first}</a>' in page
    assert f'<tr id="run-{anchor}"><td>{first}</td>' in page


def test_replayed_adoption_is_warned_about(tmp_path: Path) -> None:
    """Replayed runs behind an adoption claim: the claim says so and every output warns."""
    recs = _with(writeeffect_r0(), "replay")
    recs[:20] = _with(recs[:20], "live")
    path = _write(tmp_path, recs)
    out = tmp_path / "rep"
    result = sscb("report", path, "-o", out, "--format", "markdown")
    assert result.exit_code == 0
    warning = "primary / WriteEffect: 121 of the 141 runs behind `propagation (adoption)` are "
    assert f"warning: {warning}replayed" in result.stderr
    assert "'adoption' is coincidence" in result.stderr
    for name in ("report.md", "report.html", "report.json"):
        assert warning in (out / name).read_text(encoding="utf-8"), name
    assert "runs of mixed modes (20 live, 121 replay):" in result.stdout
    assert "| live+replay |" in result.stdout


def test_one_cluster_is_too_few_for_a_bootstrap(tmp_path: Path) -> None:
    """Several runs of one cluster: the rate without an interval, "too few clusters"."""
    recs = [
        attrs.evolve(make_record("WriteEffect", "F", 1, "pre", i < 2), run_id=f"r{i}")
        for i in range(3)
    ]
    path = _write(tmp_path, recs)
    doc = json.loads(sscb("report", path, "--format", "json").stdout)
    est = _section(doc)["pooled"]["claims"][0]["estimate"]  # type: ignore[index]
    assert (est["k"], est["n"], est["clusters"]) == (2, 3, 1)
    assert est["method"] == "too_few_clusters" and est["low"] is None and est["high"] is None
    table = sscb("report", path, "--format", "markdown").stdout
    assert "2/3 67% [too few clusters]" in table and "67% [67-67%]" not in table


def test_one_configuration_has_no_duplicate_pooled_row(tmp_path: Path) -> None:
    """With one configuration, every table has its row and no second "pooled" copy of it."""
    recs = [r for r in writeeffect_r0() if r.config == "F"]
    md = sscb("report", _write(tmp_path, recs), "--format", "markdown").stdout
    funnel = md[md.index("**Funnel**") : md.index("**Arrival")]
    assert "| F |" in funnel and "pooled" not in funnel


def test_figure_4a_uses_all_adopted_runs_and_marks_are_explained(tmp_path: Path) -> None:
    """Figure 4(a) states its denominator (all adopted runs, undecidable ones counted); every
    output explains `*`, `‡` and "too few clusters"."""
    recs = writeeffect_r0()
    recs[0] = attrs.evolve(recs[0], t_e="undecidable")  # an adopted pre run (F seed 1)
    assert recs[0].adopted == "yes"
    path = _write(tmp_path, recs)
    out = tmp_path / "rep"
    result = sscb("report", path, "-o", out)
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "heights = share of all 101 adopted runs (1 undecidable, no bar)" in page
    doc = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert {"*", "‡", "too few clusters", "unobserved", "mode"} <= set(doc["notes"])
    for text in (result.stdout, (out / "report.md").read_text(encoding="utf-8"), page):
        assert "cluster-bootstrap interval" in text and "all-0 / all-1 boundary" in text
        assert "too few clusters" in text
    assert page.count("Marks: * cluster-bootstrap interval") == 2  # both figure captions


def test_long_configuration_names_are_laid_out(tmp_path: Path) -> None:
    """Real model names as configurations: no text of either figure leaves the figure, and no
    two texts overlap (matplotlib's own text extents, as drawn)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text

    from sscb_dsl.report.claims import build_report
    from sscb_dsl.report.figures import _RC, _mpl, adoption_fig, qu_fig

    names = dict(zip("FVLT", LONG, strict=True))
    recs = [attrs.evolve(r, config=names[r.config]) for r in writeeffect_r0() if r.config in names]
    section = build_report(recs).views[0].sections[0]
    with _mpl().rc_context(_RC):
        for build in (adoption_fig, qu_fig):
            fig = build(section)
            canvas = FigureCanvasAgg(fig)
            canvas.draw()
            renderer = canvas.get_renderer()
            frame = fig.bbox
            texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
            boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
            assert {n for n in LONG} <= {s for s, _b in boxes}
            for text, box in boxes:
                assert frame.x0 - 1 <= box.x0 and box.x1 <= frame.x1 + 1, (build, text)
                assert frame.y0 - 1 <= box.y0 and box.y1 <= frame.y1 + 1, (build, text)
            for i, (a, box_a) in enumerate(boxes):
                for b, box_b in boxes[i + 1 :]:
                    overlap = box_a.intersection(box_a, box_b)
                    wide = overlap is not None and overlap.width > 1 and overlap.height > 1
                    assert not wide, (build, a, b)


def test_html_report_names_every_long_configuration(tmp_path: Path) -> None:
    """The page carries each long name whole (SVG text, not clipped glyph by glyph)."""
    names = dict(zip("FVLT", LONG, strict=True))
    recs = [attrs.evolve(r, config=names[r.config]) for r in writeeffect_r0() if r.config in names]
    out = tmp_path / "rep"
    assert sscb("report", _write(tmp_path, recs), "-o", out).exit_code == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    svg_texts = re.findall(r"<text[^>]*>([^<]*)</text>", page)
    for name in LONG:
        assert name in svg_texts
