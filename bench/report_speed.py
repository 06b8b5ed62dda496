"""How long `sscb report` takes on 20,000 records, as a ratio to just reading the JSONL.

Input: 20,000 synthetic ``sscb.record/1`` records from a seeded generator shaped like the paper's
study: 4 operators x ~455 seeds, configurations F, V, L with repetitions r0-r2 and T, S with r0
only; ~3 seeds per entity cluster (so pooled and all-repetition estimates use the cluster
bootstrap, B = 2,000); ~2% untriggered, ~4% no-use, ~2% undecidable T_S, ~0.5% error records,
~8% controls. The floor is reading the file and ``json.loads`` of every line. Run:

    .venv/bin/python bench/report_speed.py [N]
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from sscb_dsl.cli.report import report
from sscb_dsl.report.claims import build_report, load_records
from sscb_dsl.report.render import to_json, to_markdown, to_terminal

OPERATORS = ("ReturnDate", "PaySource", "ItemOption", "WriteEffect")
REPS = {"F": 3, "V": 3, "L": 3, "T": 1, "S": 1}


def synthetic(n: int, seed: int = 7) -> list[dict[str, Any]]:
    """``n`` record dicts (the JSON form of ``sscb.record/1``), deterministic for ``seed``."""
    rng = random.Random(seed)
    per_seed = sum(REPS.values())
    seeds = -(-n // (len(OPERATORS) * per_seed))
    out: list[dict[str, Any]] = []
    for op in OPERATORS:
        for s in range(seeds):
            control = s % 12 == 0
            for config, reps in REPS.items():
                for rep in range(reps):
                    if len(out) == n:
                        return out
                    out.append(_record(rng, op, s, config, rep, control))
    return out


def _record(
    rng: random.Random, op: str, s: int, config: str, rep: int, control: bool
) -> dict[str, Any]:
    run_id = f"{op}-{s:04d}-{config}-r{rep}"
    base: dict[str, Any] = {
        "run_id": run_id, "case_id": f"{op}-{s:04d}", "operator": op, "config": config,
        "repetition": rep, "cluster": f"{op}:c{s // 3}", "control": control,
    }  # fmt: skip
    u = rng.random()
    if u < 0.005:
        return {**base, "error": {"code": "E900", "message": "synthetic failure"}}
    if u < 0.025:
        return {**base, "triggered": False}
    t_f = rng.randint(2, 8)
    t_e: int | str = rng.choice([t_f - 1, t_f + 1, t_f + 3, t_f + 9, "inf", "inf"])
    if rng.random() < 0.01:
        t_e = "undecidable"
    if u < 0.065:
        return {**base, "triggered": True, "t_f": t_f, "t_e": t_e, "t_s": "no_use",
                "t_u": "none", "adopted": "no"}  # fmt: skip
    if u < 0.085:
        return {**base, "triggered": True, "t_f": t_f, "t_e": t_e, "t_s": "undecidable",
                "t_u": "undecidable", "adopted": "undecidable"}  # fmt: skip
    t_s = t_f + rng.randint(1, 6)
    if t_e == "undecidable":
        arrival = "undecidable"
    elif t_e == "inf":
        arrival = "absent"
    else:
        assert isinstance(t_e, int)
        arrival = "pre" if t_e < t_s else "late"
        if t_e == t_s:
            t_e += 1
            arrival = "late"
    adopted = rng.choice(["yes", "yes", "no"]) if rng.random() > 0.02 else "undecidable"
    t_u: int | str = t_s + rng.choice([0, 0, 0, 2]) if adopted == "yes" else "none"
    pre_rel = None
    if adopted == "yes" and isinstance(t_u, int) and t_e != "undecidable":
        pre_rel = isinstance(t_e, int) and t_e < t_u
    stance = (
        rng.choice(["endorse", "no_longer_endorse", "undecidable"]) if adopted == "yes" else None
    )
    return {**base, "triggered": True, "t_f": t_f, "t_e": t_e, "t_s": t_s, "t_u": t_u,
            "adopted": adopted, "arrival": arrival, "pre_reliance": pre_rel,
            "stance_end": stance}  # fmt: skip


def timed(fn: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    value = fn()
    return time.perf_counter() - t0, value


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "records.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in synthetic(n)), encoding="utf-8")

        def floor() -> int:
            return len([json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()])

        floor()  # warm the page cache
        t_floor, count = timed(floor)
        t_load, recs = timed(lambda: load_records(path))
        t_build, rep = timed(lambda: build_report(recs, source=path.name))
        t_render, _ = timed(lambda: (to_terminal(rep), to_markdown(rep), to_json(rep)))
        runner = CliRunner()
        t_cli, res = timed(lambda: runner.invoke(report, [str(path), "--format", "json"]))
        assert res.exit_code == 0, res.output
        out = Path(tmp) / "out"
        t_html, res = timed(lambda: runner.invoke(report, [str(path), "-o", str(out)]))
        assert res.exit_code == 0, res.output
    print(f"records: {count} (bootstrap B=2000; {len(OPERATORS)} operators x 5 configurations)")
    rows = [
        ("floor: read + json.loads every line", t_floor),
        ("load_records (validated sscb.record/1)", t_load),
        ("build_report (both views, all intervals)", t_build),
        ("render table + markdown + json", t_render),
        ("sscb report --format json (end to end)", t_cli),
        ("sscb report -o DIR (+ html with 8 SVG plots)", t_html),
    ]
    for label, secs in rows:
        print(f"{label:<46} {secs:7.3f} s   {secs / t_floor:7.1f} x floor")


if __name__ == "__main__":
    main()
