"""``sscb candidates`` and ``sscb admit``: candidate frames and pre-use revealability admission."""

from __future__ import annotations

import json
from pathlib import Path

import click

from sscb_dsl.admission.admit import Verdict, operator_and_domain, synthesize, verify
from sscb_dsl.admission.case_files import AdmitError, write_case
from sscb_dsl.tau.candidates import OPERATOR_DOMAIN, candidate_frame, draw
from sscb_dsl.tau.simulate import SimulateError, load_db


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(2)


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
def candidates(
    operators: tuple[str, ...],
    db_root: Path,
    n: int | None,
    seed: int,
    fmt: str,
    write_cases: Path | None,
) -> None:
    """Candidate frames from task specifications and environment records (paper §V-B)."""
    out = []
    for name in operators:
        if name not in OPERATOR_DOMAIN:
            _fail(f"unknown operator `{name}` (known: {', '.join(sorted(OPERATOR_DOMAIN))})")
        try:
            db = load_db(db_root, OPERATOR_DOMAIN[name])
            op, _dom = operator_and_domain(name)
        except (SimulateError, AdmitError) as exc:
            _fail(str(exc))
        frame = candidate_frame(name, db)
        drawn = draw(frame, n, seed) if n is not None else list(frame.candidates)
        written = []
        if write_cases is not None:
            for c in drawn:
                path = write_case(write_cases / name, c, op, db)
                if path is not None:
                    written.append(str(path))
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
def admit(
    cases: tuple[Path, ...],
    db_root: Path,
    synth: bool,
    out: Path | None,
    limit: int | None,
    fmt: str,
) -> None:
    """Admit cases with a pre-use revealability witness (paper §IV-B).

    Exit 0 when every case is admitted (or --limit admitted cases were found), 1 when a case
    is rejected or unresolved, 2 for unreadable input.
    """
    files: list[Path] = []
    for c in cases:
        files.extend(sorted(c.glob("*.toml")) if c.is_dir() else [c])
    verdicts: list[Verdict] = []
    admitted = 0
    for path in files:
        try:
            v = synthesize(path, db_root, out) if synth else verify(path, db_root)
        except AdmitError as exc:
            _fail(str(exc))
        verdicts.append(v)
        if fmt == "text":
            click.echo(_line(v))
        admitted += v.status == "admitted"
        if limit is not None and admitted >= limit:
            break
    if fmt == "json":
        click.echo(json.dumps([v.to_json() for v in verdicts], indent=1, default=str))
    else:
        click.echo(f"{admitted} admitted of {len(verdicts)} screened")
    done = admitted >= limit if limit is not None else admitted == len(verdicts)
    raise SystemExit(0 if done else 1)
