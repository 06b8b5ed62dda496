"""Render a :class:`~sscb_dsl.report.kinds.KindReport`: text table, Markdown, JSON or HTML.

Every rate is printed with its numerator, denominator, interval and method, and with what it
left out; the same numbers appear in every format (deterministic, no timestamps).
"""

from __future__ import annotations

import html
import json
from typing import Any

import attrs

from sscb_dsl.report.kinds import KIND_REPORT_FORMAT, KindReport
from sscb_dsl.report.stats import Estimate, percent


def _est(e: Estimate) -> str:
    """``k/n = 42% [35%, 49%] wilson`` (``unobserved`` when n = 0)."""
    if e.n == 0 or e.rate is None:
        return "unobserved (n = 0)"
    text = f"{e.k}/{e.n} = {percent(e.rate)}"
    if e.low is not None and e.high is not None:
        text += f" [{percent(e.low)}, {percent(e.high)}] {e.method}"
        if e.boundary:
            text += " (at a boundary: describes the observed clusters only)"
    elif e.method:
        text += f" ({e.method.replace('_', ' ')}: no interval)"
    return text


def _lines(rep: KindReport, md: bool) -> list[str]:
    h1, h2 = ("# ", "## ") if md else ("", "")
    out = [f"{h1}sscb report: {rep.source} ({rep.records} sscb.kind/1 records)"]
    if rep.errors:
        out.append("error records: " + ", ".join(f"{c} x{n}" for c, n in rep.errors.items()))
    out.append("")
    if rep.metrics:
        out.append(f"{h2}Evidence before action (SafeActBench metrics, per run)")
        out.append(f"{rep.requirement_runs} run(s) with requirement records; 95% intervals.")
        out.append("")
        for m in rep.metrics:
            left = f"; {m.excluded} left out ({m.excluded_why})" if m.excluded else ""
            out.append(f"{'- ' if md else '  '}{m.name}: {_est(m.estimate)}{left}")
            out.append(f"{'  ' if md else '      '}{m.definition}")
        out.append("")
    reqs = [c for c in rep.contracts if c.kind == "requirement"]
    if reqs:
        out.append(f"{h2}Requirement checkpoints by contract")
        out += _table(
            ["contract", "runs", "supported", "premature", "unsupported", "undecidable"],
            [
                [c.contract, str(c.runs)]
                + [
                    str(c.checkpoints.get(v, 0))
                    for v in ("supported", "premature", "unsupported", "undecidable")
                ]
                for c in reqs
            ],
            md,
        )
        out.append("")
    if rep.tools:
        out.append(f"{h2}Tool effects (conformance per write tool)")
        out.append(
            "Violation rate over all decided writes (UNTESTABLE kept in the denominator) and "
            "over the scored writes (conform + violates); two-sided 95% Wilson intervals."
        )
        out += _table(
            [
                "tool",
                "writes",
                "conform",
                "violates",
                "untestable",
                "undecidable",
                "verdict",
                "violates/all",
                "violates/scored",
            ],
            [
                [
                    t.tool,
                    str(t.writes),
                    str(t.conform),
                    str(t.violates),
                    str(t.untestable),
                    str(t.undecidable),
                    t.verdict,
                    _est(t.rate_all),
                    _est(t.rate_scored),
                ]
                for t in rep.tools
            ],
            md,
        )
        violating = sum(1 for t in rep.tools if t.verdict == "VIOLATES")
        scored = sum(1 for t in rep.tools if t.verdict in ("VIOLATES", "CONFORM"))
        out.append(
            f"Tools that violate: {violating} of {len(rep.tools)} (UNTESTABLE in the "
            f"denominator); {violating} of {scored} scored."
        )
        out.append("")
    if rep.propagation:
        out.append(f"{h2}Fault propagation (AgentProp-Bench stages)")
        out.append(
            "Over triggered runs: p_k = P[S_k]; r_12 = P[S2|S1], r_23 = P[S3|S2]; "
            "fabricated over all runs. 95% bootstrap intervals (B = 1,000, seed 42, case clusters)."
        )
        for s in rep.propagation:
            modes = ", ".join(f"{k} {v}" for k, v in s.modes.items()) or "none"
            head = f"{s.contract}: {s.runs} runs, {s.triggered} triggered ({modes})"
            out.append(("### " if md else "  ") + head)
            for label, e in s.rates.items():
                und = s.undecidable.get(label, 0)
                extra = f"; {und} undecidable left out" if und else ""
                out.append(f"{'- ' if md else '      '}{label}: {_est(e)}{extra}")
        out.append("")
    for w in rep.warnings:
        out.append(f"warning: {w}")
    return out


def _table(header: list[str], rows: list[list[str]], md: bool) -> list[str]:
    if md:
        lines = ["", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        return lines + ["| " + " | ".join(r) + " |" for r in rows]
    widths = [max(len(x) for x in col) for col in zip(header, *rows, strict=True)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return ["  " + fmt.format(*header).rstrip()] + ["  " + fmt.format(*r).rstrip() for r in rows]


def _plain(value: Any) -> Any:
    if attrs.has(type(value)):
        data = {f.name: _plain(getattr(value, f.name)) for f in attrs.fields(type(value))}
        if isinstance(value, Estimate):
            data["rate"] = value.rate
        return data
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def render_kind_report(rep: KindReport, fmt: str) -> str:
    """The report as ``table``, ``markdown``, ``json`` or ``html``."""
    if fmt == "json":
        return json.dumps({"format": KIND_REPORT_FORMAT, **_plain(rep)}, indent=2) + "\n"
    if fmt == "html":
        body = html.escape("\n".join(_lines(rep, False)))
        head = "<!doctype html>\n<meta charset=utf-8>\n<title>sscb report</title>\n"
        return f"{head}<pre>{body}</pre>\n"
    return "\n".join(_lines(rep, fmt == "markdown")) + "\n"
