"""``sscb candidates`` and ``sscb admit``: candidate frames and pre-use revealability admission."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from pathlib import Path

import click

from sscb_dsl.admission.admit import Verdict, operator_and_domain, synthesize, verify
from sscb_dsl.admission.case_files import AdmitError, load_case, write_case
from sscb_dsl.cli.common import fail, progress
from sscb_dsl.engine.files import PipelineError, check_output, check_output_dir
from sscb_dsl.tau.candidates import OPERATOR_DOMAIN, candidate_frame, draw
from sscb_dsl.tau.simulate import SimulateError, load_db


@click.command()
@click.option("--operator", "operators", multiple=True, required=True, help="Operator name.")
@click.option(
    "--db",
    "db_root",
    type=click.Path(path_type=Path),
    required=True,
    help="tau-bench data folder (holding airline/ and retail/) or a domain folder.",
)
@click.option("--draw", "n", type=int, default=None, help="Draw N candidates (cycling clusters).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the draw.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option(
    "--write-cases",
    type=click.Path(path_type=Path),
    default=None,
    help="Write each drawn candidate's case TOML and prefix file into this folder.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def candidates(
    operators: tuple[str, ...],
    db_root: Path,
    n: int | None,
    seed: int,
    fmt: str,
    write_cases: Path | None,
    quiet: bool,
) -> None:
    """Candidate frames from task specifications and environment records (paper §V-B)."""
    if write_cases is not None:
        try:
            check_output_dir(write_cases, [db_root], flag="--write-cases")
        except PipelineError as exc:
            fail(str(exc))
    out = []
    for name in operators:
        if name not in OPERATOR_DOMAIN:
            fail(f"unknown operator `{name}` (known: {', '.join(sorted(OPERATOR_DOMAIN))})")
        try:
            db = load_db(db_root, OPERATOR_DOMAIN[name])
            op, _dom = operator_and_domain(name)
        except (SimulateError, AdmitError) as exc:
            fail(str(exc))
        frame = candidate_frame(name, db)
        drawn = draw(frame, n, seed) if n is not None else list(frame.candidates)
        written = []
        if write_cases is not None:
            with progress(f"writing {name} cases", len(drawn), quiet=quiet) as advance:
                for c in drawn:
                    try:
                        path = write_case(write_cases / name, c, op, db)
                    except OSError as exc:
                        fail(f"--write-cases {write_cases}: cannot write ({exc.strerror})")
                    if path is not None:
                        written.append(str(path))
                    advance(1)
        out.append((frame, drawn, written))
    if fmt == "json":
        data = [
            {
                "operator": f.operator,
                "size": len(f.candidates),
                "counts": dict(f.counts),
                "seed": seed if n is not None else None,
                "candidates": [c.to_json() for c in d],
                "written": w,
            }
            for f, d, w in out
        ]
        click.echo(json.dumps(data, indent=1))
        return
    for frame, drawn, written in out:
        click.echo(f"{frame.operator}: {len(frame.candidates)} candidates")
        for rule, count in frame.counts.items():
            click.echo(f"  {count:5d}  {rule}")
        what = f"drawn (seed {seed})" if n is not None else "in frozen order"
        click.echo(f"  {len(drawn)} {what}:")
        for c in drawn:
            mark = "" if c.relevant else "  (not referenced by the task)"
            click.echo(f"    {c.id}  {c.cluster}{mark}")
        if written:
            click.echo(f"  wrote {len(written)} case files under {write_cases}")


def _line(v: Verdict) -> str:
    if v.status == "admitted":
        head = f"{v.case_id}: admitted (T_F={v.t_f}, T_E={v.t_e}, T_S={v.t_s})"
        prov = [
            f"    {p.tool}.{p.arg} = {p.value!r} <- message {p.source_step} {p.source_field}"
            if p.source_step is not None
            else f"    {p.tool}.{p.arg} = {p.value!r} <- {p.source_field}"
            for p in v.provenance
        ]
        return "\n".join([head, *prov])
    lines = [f"{v.case_id}: {v.status}"]
    lines += [f"  error[{f.code}]: {f.message}" for f in v.findings]
    return "\n".join(lines)


@click.command()
@click.argument("cases", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--db",
    "db_root",
    type=click.Path(path_type=Path),
    required=True,
    help="tau-bench data folder (holding airline/ and retail/) or a domain folder.",
)
@click.option("--synthesize", "synth", is_flag=True, help="Search a witness and write it.")
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder for admitted case files (default: next to each case).",
)
@click.option(
    "--limit",
    type=int,
    default=None,
    help="Stop after this many admitted cases (screening in the given order).",
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option(
    "--runs",
    "run_paths",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    help="Recorded runs to pair the admitted cases with (for --pairs); repeatable.",
)
@click.option(
    "--pairs",
    "pairs_out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write an sscb.pairs/1 file linking each admitted case to the --runs of its frame.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def admit(
    cases: tuple[Path, ...],
    db_root: Path,
    synth: bool,
    out: Path | None,
    limit: int | None,
    fmt: str,
    run_paths: tuple[Path, ...],
    pairs_out: Path | None,
    quiet: bool,
) -> None:
    """Admit cases with a pre-use revealability witness (paper §IV-B).

    Every case is checked against its operator's params before screening starts. With --runs
    and --pairs, writes the (case, run) pairs that `sscb inject --pairs` replays: each admitted
    case with the recorded runs of its task in which its target entity occurs. Exit 0 when
    every case is admitted (or --limit admitted cases were found), 1 when a case is rejected or
    unresolved, 2 for unreadable input or a case that does not fit its operator.
    """
    if (pairs_out is None) != (not run_paths):
        fail("give --runs and --pairs together")
    files: list[Path] = []
    for c in cases:
        if not c.exists():
            fail(f"{c}: no such case file or folder")
        files.extend(sorted(c.glob("*.toml")) if c.is_dir() else [c])
    try:
        if out is not None:
            check_output_dir(out, files, flag="--out")
        if pairs_out is not None:
            check_output(pairs_out, [*files, *run_paths], flag="--pairs", keep_existing=False)
        for path in files:
            _check_case_file(path)
    except (PipelineError, AdmitError) as exc:
        fail(str(exc))
    verdicts: list[Verdict] = []
    admitted = 0
    with progress("admitting", len(files), quiet=quiet or fmt == "text") as advance:
        for path in files:
            try:
                v = synthesize(path, db_root, out) if synth else verify(path, db_root)
            except AdmitError as exc:
                fail(str(exc))
            verdicts.append(v)
            advance(1)
            if fmt == "text":
                click.echo(_line(v))
            admitted += v.status == "admitted"
            if limit is not None and admitted >= limit:
                break
    if fmt == "json":
        click.echo(json.dumps([v.to_json() for v in verdicts], indent=1, default=str))
    else:
        click.echo(f"{admitted} admitted of {len(verdicts)} screened")
    if pairs_out is not None:
        _write_pairs(pairs_out, [v for v in verdicts if v.status == "admitted"], run_paths)
    done = admitted >= limit if limit is not None else admitted == len(verdicts)
    raise SystemExit(0 if done else 1)


def _check_case_file(path: Path) -> None:
    """The case file's case fits its operator (params, domain); exit 2 naming the file if not."""
    from sscb_dsl.inject.cases import InjectError, check_case
    from sscb_dsl.ledger.model import Case

    data = load_case(path).data
    op, _domain = operator_and_domain(str(data["operator"]))
    params = data.get("params", {})
    case = Case(
        str(data["id"]), str(data["operator"]), str(data["domain"]), str(data["cluster"]),
        bool(data.get("control", False)), params,
    )  # fmt: skip
    try:
        check_case(case, op, str(path))
    except InjectError as exc:
        raise AdmitError(str(exc)) from None


_TASK = re.compile(r"^task-(\d+)-(?:trial|item)-")


def _write_pairs(path: Path, admitted: Sequence[Verdict], run_paths: Sequence[Path]) -> None:
    """Pairs of each admitted case with the recorded runs where its frame occurs: runs of the
    case's task (tau-bench run ids ``task-N-trial-M``) whose tool results name its target."""
    from sscb_dsl.inject.cases import dump_pairs
    from sscb_dsl.ledger.model import ReadError
    from sscb_dsl.ledger.read import read_runs

    runs: list[tuple[str, int | None, str]] = []
    for item in read_runs(list(run_paths)):
        if isinstance(item, ReadError):
            click.echo(item.render(), err=True)
            continue
        rid = item.origin_id or item.ledger.run_id
        match = _TASK.match(rid)
        text = "\n".join(o.text for o in item.ledger.observations)
        runs.append((rid, int(match.group(1)) if match else None, text))
    pairs: list[tuple[str, str, str | None]] = []
    for v in admitted:
        case = load_case(Path(v.path))
        task = case.witness.get("task")
        keys = str(case.data["cluster"]).split(":")[1:]
        rel = os.path.relpath(v.path, path.parent)
        for rid, run_task, text in runs:
            if run_task is not None and run_task != task:
                continue
            if keys and all(k in text for k in keys):
                pairs.append((case.id, rid, rel))
    try:
        path.write_text(dump_pairs(pairs), encoding="utf-8")
    except OSError as exc:
        fail(f"--pairs {path}: cannot write ({exc.strerror})")
    linked = len({c for c, _r, _f in pairs})
    click.echo(
        f"{len(pairs)} pair(s) of {linked} admitted case(s) with recorded runs written to {path}",
        err=True,
    )
