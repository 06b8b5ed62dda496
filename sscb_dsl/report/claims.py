"""Claim-bound reports over ``sscb.record/1`` records (paper §V-B "Analysis", §VI).

Records -> populations (funnel) -> quantities (Z_S shares, A_T, A_P, a_s, q_U, Y_end, arrival
crossing) -> the three claims, each with its own denominator. Rendering lives in ``render`` and
``figures``; intervals in ``stats``. Definitions are documented in ``docs/reports.md``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import attrs
import cattrs

from sscb_dsl.engine.record import Record, record_from_dict
from sscb_dsl.report.stats import Estimate, StatsConfig, estimate, percent

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on 3.10
    import tomli as tomllib  # type: ignore[import-not-found, unused-ignore]

REPORT_FORMAT = "sscb.report/1"
PLAN_FORMAT = "sscb.plan/1"
STRATA = ("pre", "late", "absent")
STANCES = ("endorse", "no_longer_endorse", "undecidable")
BY_KEYS = ("operator", "config")
ALL = "all"
UNKNOWN = "(unknown)"
UNRECORDED = "unrecorded"
"""The ``sscb_version`` shown for records written before records carried their provenance."""
DEFAULT_STATS = StatsConfig()
T = TypeVar("T", Record, "PlannedRun")


class ReportInputError(Exception):
    """Unreadable records or plan: the message names the file and line."""


# --------------------------------------------------------------------------- input


def _leaf_messages(exc: BaseException, path: str = "$") -> list[str]:
    """Flatten a cattrs error group into ``$.field: reason`` lines."""
    if isinstance(exc, cattrs.ClassValidationError | cattrs.IterableValidationError):
        out: list[str] = []
        with_notes, without_notes = exc.group_exceptions()
        for sub, note in with_notes:
            name = getattr(note, "name", getattr(note, "index", "?"))
            out.extend(_leaf_messages(sub, f"{path}.{name}"))
        for sub in without_notes:
            out.extend(_leaf_messages(sub, path))
        return out
    if isinstance(exc, cattrs.ForbiddenExtraKeysError):
        keys = ", ".join(f"`{k}`" for k in sorted(exc.extra_fields))
        return [f"{path}: unknown key(s) {keys}"]
    subs = getattr(exc, "exceptions", None)
    if isinstance(subs, tuple):
        return [m for sub in subs for m in _leaf_messages(sub, path)]
    return [f"{path}: {exc}"]


def parse_record_line(line: str, where: str) -> Record:
    """One JSONL line to a record; errors become ``ReportInputError`` naming ``where``."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ReportInputError(f"{where}: invalid JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(data, dict):
        raise ReportInputError(f"{where}: expected a JSON object, got {type(data).__name__}")
    if "provenance" not in data:  # written before records carried it: say so, do not guess
        data["provenance"] = {"sscb_version": UNRECORDED}
    try:
        return record_from_dict(data)
    except Exception as exc:
        detail = "; ".join(_leaf_messages(exc)) or str(exc)
        raise ReportInputError(f"{where}: invalid record: {detail}") from None


def load_records(path: Path) -> list[Record]:
    """Read a records JSONL file; blank lines are skipped, anything else must be a record."""
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReportInputError(f"{path}: cannot read: {exc}") from None
    records = []
    # lines end at "\n" only: U+2028 or U+0085 inside a run's text is not a line end
    for lineno, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            records.append(parse_record_line(line, f"{path}:{lineno}"))
    return records


@attrs.frozen
class PlannedRun:
    """One scheduled run of a plan file."""

    run_id: str
    operator: str
    config: str
    repetition: int = 0
    case_id: str | None = None
    cluster: str | None = None
    control: bool = False


_PLAN_FIELDS = {f.name: f for f in attrs.fields(PlannedRun)}


def load_plan(path: Path) -> list[PlannedRun]:
    """Read ``plan.toml``: ``format = "sscb.plan/1"`` and ``[[run]]`` tables (docs/reports.md)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ReportInputError(f"{path}: cannot read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ReportInputError(f"{path}: invalid TOML: {exc}") from None
    extra = sorted(set(data) - {"format", "run"})
    if extra:
        raise ReportInputError(f"{path}: unknown key(s) {', '.join(f'`{k}`' for k in extra)}")
    if data.get("format") != PLAN_FORMAT:
        raise ReportInputError(f'{path}: expected `format = "{PLAN_FORMAT}"`')
    runs = data.get("run", [])
    if not isinstance(runs, list):
        raise ReportInputError(f"{path}: `run` must be an array of tables ([[run]])")
    out: list[PlannedRun] = []
    seen: set[str] = set()
    for i, entry in enumerate(runs, start=1):
        where = f"{path}: run #{i}"
        if not isinstance(entry, dict):
            raise ReportInputError(f"{where}: expected a table")
        unknown = sorted(set(entry) - set(_PLAN_FIELDS))
        if unknown:
            raise ReportInputError(
                f"{where}: unknown key(s) {', '.join(f'`{k}`' for k in unknown)}"
            )
        for name in ("run_id", "operator", "config"):
            if not isinstance(entry.get(name), str):
                raise ReportInputError(f"{where}: `{name}` must be a string")
        rep = entry.get("repetition", 0)
        if not isinstance(rep, int) or isinstance(rep, bool):
            raise ReportInputError(f"{where}: `repetition` must be an integer")
        if entry["run_id"] in seen:
            raise ReportInputError(f"{where}: duplicate run_id `{entry['run_id']}`")
        seen.add(entry["run_id"])
        out.append(PlannedRun(**entry))
    return out


# --------------------------------------------------------------------------- populations


def _cluster(rec: Record) -> str:
    """Entity cluster for intervals; a run without one is its own cluster."""
    return rec.cluster if rec.cluster is not None else f"run:{rec.run_id}"


def _in_p(rec: Record) -> bool:
    """Population P: a non-error, triggered run whose first dependent use T_S is a step."""
    return (
        rec.error is None
        and rec.triggered
        and isinstance(rec.t_s, int)
        and not isinstance(rec.t_s, bool)
    )


def _step(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@attrs.frozen
class Funnel:
    """Execution funnel of one group (Table III (a)); ``scheduled``/``missing`` need a plan."""

    scheduled: int | None
    missing: int | None
    observed: int
    errors: int
    untriggered: int
    triggered: int
    population: int
    no_use: int
    ts_undecidable: int
    controls_in_p: int


@attrs.frozen
class ArrivalShares:
    """Z_S counts over P (controls included) and shares over decidable Z_S."""

    counts: dict[str, int]
    decidable: int
    entities: int
    shares: dict[str, Estimate]


@attrs.frozen
class StratumAdoption:
    """a_s: adoption within one arrival stratum; ``total`` includes undecidable adoption."""

    estimate: Estimate
    total: int
    total_clusters: int


@attrs.frozen
class Adoption:
    """A_T (among triggered), A_P (within P) and a_s per stratum; non-control runs only."""

    a_t: Estimate
    a_t_undecidable: int
    a_p: Estimate
    a_p_undecidable: int
    strata: dict[str, StratumAdoption]


@attrs.frozen
class Gap:
    """How many adopted runs of ``config`` had T_U - T_E = ``gap`` (``None``: T_E = inf)."""

    config: str
    gap: int | None
    runs: int


@attrs.frozen
class QU:
    """q_U = P(T_E < T_U | A = 1, r in P): before/n, entities, undecidable ordering, T_S<T_E<T_U."""

    estimate: Estimate
    entities: int
    undecidable: int
    between: int
    ts_eq_tu: int
    gaps: tuple[Gap, ...]


@attrs.frozen
class Crossing:
    """Seed-configuration groups with >= 2 decidable-arrival runs, and how many changed stratum."""

    repeated: int
    crossing: int


@attrs.frozen
class Claim:
    """One claim with its own denominator and the sentence its numbers support.

    ``mode`` says how the denominator's runs were made (``live``, ``replay``, ``unstated`` or
    several, e.g. ``live+replay``); ``numerator``/``denominator`` are the run ids behind the
    estimate; ``replayed`` counts the denominator runs made by replay, whose "adoption" is
    coincidence (the recorded agent never saw the fault).
    """

    key: str
    title: str
    population: str
    estimate: Estimate
    sentence: str
    mode: str = ""
    numerator: tuple[str, ...] = ()
    denominator: tuple[str, ...] = ()
    replayed: int = 0


@attrs.frozen
class GroupReport:
    """Every quantity of one group (e.g. one operator x configuration, or a pooled operator)."""

    label: str
    key: dict[str, str]
    funnel: Funnel
    arrival: ArrivalShares
    adoption: Adoption
    q_u: QU
    stance: dict[str, dict[str, int]]
    adopted_by_arrival: dict[str, int]
    claims: tuple[Claim, ...]
    crossing: Crossing


@attrs.frozen
class Section:
    """One operator (or ``all``): the pooled group and one row per remaining ``--by`` value."""

    name: str
    pooled: GroupReport
    rows: tuple[GroupReport, ...]


@attrs.frozen
class View:
    """Primary (repetition 0) or sensitivity (all repetitions) analysis."""

    name: str
    description: str
    sections: tuple[Section, ...]


@attrs.frozen
class Report:
    """The whole report: inputs, settings, error records, plan coverage and both views."""

    source: str
    by: tuple[str, ...]
    settings: StatsConfig
    records: int
    errors: tuple[tuple[str, str, str], ...]
    plan: dict[str, Any] | None
    views: tuple[View, ...]
    provenance: tuple[dict[str, Any], ...] = ()
    warnings: tuple[str, ...] = ()
    runs: tuple[Record, ...] = ()


def _funnel(recs: Sequence[Record], planned: Sequence[PlannedRun] | None) -> Funnel:
    ok = [r for r in recs if r.error is None]
    trig = [r for r in ok if r.triggered]
    scheduled = missing = None
    if planned is not None:
        seen = {r.run_id for r in recs}
        scheduled = len(planned)
        missing = sum(1 for p in planned if p.run_id not in seen)
    return Funnel(
        scheduled=scheduled,
        missing=missing,
        observed=len(recs),
        errors=len(recs) - len(ok),
        untriggered=len(ok) - len(trig),
        triggered=len(trig),
        population=sum(1 for r in trig if _in_p(r)),
        no_use=sum(1 for r in trig if r.t_s == "no_use"),
        ts_undecidable=sum(1 for r in trig if r.t_s == "undecidable"),
        controls_in_p=sum(1 for r in trig if _in_p(r) and r.control),
    )


def _arrival(p: Sequence[Record], cfg: StatsConfig) -> ArrivalShares:
    counts = {s: 0 for s in (*STRATA, "undecidable")}
    for r in p:
        counts[r.arrival or "undecidable"] += 1
    dec = [r for r in p if r.arrival in STRATA]
    shares = {s: estimate(((_cluster(r), r.arrival == s) for r in dec), cfg) for s in STRATA}
    return ArrivalShares(counts, len(dec), len({_cluster(r) for r in dec}), shares)


def _adoption(trig: Sequence[Record], p: Sequence[Record], cfg: StatsConfig) -> Adoption:
    def est(runs: Iterable[Record]) -> Estimate:
        return estimate(
            ((_cluster(r), r.adopted == "yes") for r in runs if r.adopted in ("yes", "no")), cfg
        )

    strata = {}
    for s in STRATA:
        runs = [r for r in p if r.arrival == s]
        strata[s] = StratumAdoption(est(runs), len(runs), len({_cluster(r) for r in runs}))
    return Adoption(
        a_t=est(trig),
        a_t_undecidable=sum(1 for r in trig if r.adopted not in ("yes", "no")),
        a_p=est(p),
        a_p_undecidable=sum(1 for r in p if r.adopted not in ("yes", "no")),
        strata=strata,
    )


def _q_u(adopted: Sequence[Record], cfg: StatsConfig) -> QU:
    """q_U over adopted runs in P whose T_E (step or ``inf``) and T_U (step) are decidable."""
    decided: list[tuple[str, bool]] = []
    undecidable = between = ts_eq_tu = 0
    gaps: dict[tuple[str, int | None], int] = {}
    entities: set[str] = set()
    for r in adopted:
        t_u, t_e, t_s = _step(r.t_u), _step(r.t_e), _step(r.t_s)
        if t_u is None or (t_e is None and r.t_e != "inf"):
            undecidable += 1
            continue
        entities.add(_cluster(r))
        decided.append((_cluster(r), t_e is not None and t_e < t_u))
        gap_key = (r.config or UNKNOWN, None if t_e is None else t_u - t_e)
        gaps[gap_key] = gaps.get(gap_key, 0) + 1
        if t_s is not None and t_e is not None and t_s < t_e < t_u:
            between += 1
        if t_s == t_u:
            ts_eq_tu += 1
    order = sorted(gaps, key=lambda cg: (cg[0], cg[1] is None, cg[1] or 0))
    hist = tuple(Gap(c, g, gaps[(c, g)]) for c, g in order)
    return QU(estimate(decided, cfg), len(entities), undecidable, between, ts_eq_tu, hist)


def _stance(adopted: Sequence[Record]) -> dict[str, dict[str, int]]:
    """Y_end counts among adopted runs in P, by arrival stratum (and over all adopted)."""
    out = {s: {y: 0 for y in (*STANCES, "missing")} for s in (*STRATA, "undecidable", ALL)}
    for r in adopted:
        y = r.stance_end or "missing"
        out[r.arrival if r.arrival in STRATA else "undecidable"][y] += 1
        out[ALL][y] += 1
    return out


def _crossing(all_reps: Sequence[Record]) -> Crossing:
    """(case, configuration) groups with repeated decidable-arrival runs; those crossing Z_S."""
    groups: dict[tuple[str, str], list[str]] = {}
    for r in all_reps:
        if _in_p(r) and r.arrival in STRATA:
            key = (r.case_id or r.run_id, r.config or UNKNOWN)
            groups.setdefault(key, []).append(str(r.arrival))
    repeated = [v for v in groups.values() if len(v) >= 2]
    return Crossing(len(repeated), sum(1 for v in repeated if len(set(v)) > 1))


def _pct(e: Estimate) -> str:
    if not e.observed:
        return "unobserved"
    assert e.rate is not None
    if e.low is None or e.high is None:
        return f"{percent(e.rate)}; too few clusters for an interval"
    return f"{percent(e.rate)}; 95% CI {percent(e.low)[:-1]}-{percent(e.high)}, {e.method}"


def mode_of(rec: Record) -> str:
    """How a record's run was made: ``live``, ``replay`` or ``unstated``."""
    return rec.provenance.mode or "unstated"


def modes_text(runs: Sequence[Record]) -> str:
    """The modes of a set of runs: ``live``, ``replay``, ``unstated``, ``live+replay``, ...;
    ``none`` for no runs."""
    found = sorted({mode_of(r) for r in runs})
    return "+".join(found) if found else "none"


def _mode_phrase(runs: Sequence[Record]) -> str:
    """The sentence opening that states the mode: ``live runs:``, ``replayed runs:``, ..."""
    counts: dict[str, int] = {}
    for r in runs:
        counts[mode_of(r)] = counts.get(mode_of(r), 0) + 1
    if not counts:
        return "no runs:"
    if len(counts) == 1:
        only = next(iter(counts))
        return {"live": "live runs:", "replay": "replayed runs:"}.get(
            only, "runs of unstated mode (live or replay?):"
        )
    parts = ", ".join(f"{n} {m}" for m, n in sorted(counts.items()))
    return f"runs of mixed modes ({parts}):"


def replay_warning(claim: Claim, where: str) -> str:
    """The warning for an adoption claim whose denominator holds replayed runs."""
    return (
        f"{where}: {claim.replayed} of the {len(claim.denominator)} runs behind "
        f"`{claim.title}` are replayed; a replayed agent never saw the fault, so its "
        "'adoption' is coincidence, not a response: measure adoption on live runs"
    )


def _claims(
    p_nc: Sequence[Record], adopted: Sequence[Record], cfg: StatsConfig
) -> tuple[tuple[Claim, ...], dict[str, int]]:
    """The three claims of §VI-C, each over its own denominator of non-control runs in P."""
    evaluable = [r for r in p_nc if r.adopted in ("yes", "no")]

    def est(runs: Sequence[Record]) -> Estimate:
        return estimate(((_cluster(r), r.adopted == "yes") for r in runs), cfg)

    comp = {s: sum(1 for r in adopted if r.arrival == s) for s in STRATA}
    comp["undecidable"] = len(adopted) - sum(comp.values())
    comp["eventual"] = comp["pre"] + comp["late"]
    eventual = [r for r in evaluable if r.arrival in ("pre", "late")]
    before = [r for r in evaluable if r.arrival == "pre"]
    a, e, pre = est(evaluable), est(eventual), est(before)
    s1 = (
        f"the fault propagated to adoption in {a.k}/{a.n} evaluable runs ({_pct(a)})"
        if a.observed
        else "no evaluable run: adoption is unobserved"
    )
    s2 = (
        f"of {e.n} runs whose counterevidence eventually became visible, {e.k} adopted "
        f"({_pct(e)}); of the {a.k} adoptions, {comp['eventual']} had eventual counterevidence "
        f"({comp['pre']} before first use, {comp['late']} after) and {comp['absent']} had none"
        if e.observed
        else f"counterevidence never became visible in any evaluable run: adoption with "
        f"eventual counterevidence is unobserved ({comp['absent']} of {a.k} adoptions had none)"
    )
    s3 = (
        f"of {pre.n} runs with counterevidence visible before first use, {pre.k} adopted "
        f"({_pct(pre)}); only these runs bear on adoption under pre-use counterevidence"
        if pre.observed
        else "no evaluable run had counterevidence before first use: adoption under pre-use "
        "counterevidence is unobserved, and these data support no claim about it"
    )
    specs = (
        ("adoption", "propagation (adoption)", "non-control runs in P, decidable A", a, s1,
         evaluable),
        ("eventual", "adoption with eventual counterevidence",
         "non-control runs in P, decidable A, Z_S in {pre, late}", e, s2, eventual),
        ("pre_use", "adoption under pre-use counterevidence",
         "non-control runs in P, decidable A, Z_S = pre", pre, s3, before),
    )  # fmt: skip
    claims = tuple(
        Claim(
            key,
            title,
            population,
            estimate_,
            f"{_mode_phrase(runs)} {sentence}",
            modes_text(runs),
            tuple(sorted(r.run_id for r in runs if r.adopted == "yes")),
            tuple(sorted(r.run_id for r in runs)),
            sum(1 for r in runs if mode_of(r) == "replay"),
        )
        for key, title, population, estimate_, sentence, runs in specs
    )
    return claims, comp


def analyse_group(
    label: str,
    key: dict[str, str],
    recs: Sequence[Record],
    all_reps: Sequence[Record],
    planned: Sequence[PlannedRun] | None,
    cfg: StatsConfig,
) -> GroupReport:
    """All quantities of one group; ``all_reps`` (every repetition) feeds the crossing count."""
    ok = [r for r in recs if r.error is None]
    trig = [r for r in ok if r.triggered]
    p = [r for r in trig if _in_p(r)]
    trig_nc = [r for r in trig if not r.control]
    p_nc = [r for r in p if not r.control]
    adopted = [r for r in p_nc if r.adopted == "yes"]
    claims, comp = _claims(p_nc, adopted, cfg)
    return GroupReport(
        label=label,
        key=key,
        funnel=_funnel(recs, planned),
        arrival=_arrival(p, cfg),
        adoption=_adoption(trig_nc, p_nc, cfg),
        q_u=_q_u(adopted, cfg),
        stance=_stance(adopted),
        adopted_by_arrival=comp,
        claims=claims,
        crossing=_crossing(all_reps),
    )


def _key_of(obj: Record | PlannedRun, by: Sequence[str]) -> tuple[str, ...]:
    return tuple(getattr(obj, k) or UNKNOWN for k in by)


def _primary(rec: Record | PlannedRun) -> bool:
    """Primary analysis: repetition 0 (a record without a repetition counts as 0)."""
    return (rec.repetition or 0) == 0


def _bucket(items: Iterable[T], by: Sequence[str]) -> dict[tuple[str, ...], list[T]]:
    """Partition records (or planned runs) by their ``by`` values, keeping input order."""
    out: dict[tuple[str, ...], list[T]] = {}
    for item in items:
        out.setdefault(_key_of(item, by), []).append(item)
    return out


def build_view(
    name: str,
    description: str,
    recs: Sequence[Record],
    all_reps: Sequence[Record],
    planned: Sequence[PlannedRun] | None,
    by: Sequence[str],
    cfg: StatsConfig,
) -> View:
    """Group by ``by``: sections by its first key when that is ``operator``, rows by the rest."""
    section_by = ["operator"] if by[0] == "operator" else []
    row_by = [k for k in by if k not in section_by]
    s_recs, s_all = _bucket(recs, section_by), _bucket(all_reps, section_by)
    s_plan = None if planned is None else _bucket(planned, section_by)
    sections = []
    for sname in sorted(set(s_recs) | set(s_plan or ())):
        recs_s, all_s = s_recs.get(sname, []), s_all.get(sname, [])
        plan_s = None if s_plan is None else s_plan.get(sname, [])
        label = sname[0] if sname else ALL
        skey = dict(zip(section_by, sname, strict=True))
        pooled = analyse_group(label, skey, recs_s, all_s, plan_s, cfg)
        rows = []
        if row_by:
            r_recs, r_all = _bucket(recs_s, row_by), _bucket(all_s, row_by)
            r_plan = None if plan_s is None else _bucket(plan_s, row_by)
            for rname in sorted(set(r_recs) | set(r_plan or ())):
                rows.append(
                    analyse_group(
                        " / ".join(rname),
                        {**skey, **dict(zip(row_by, rname, strict=True))},
                        r_recs.get(rname, []),
                        r_all.get(rname, []),
                        None if r_plan is None else r_plan.get(rname, []),
                        cfg,
                    )
                )
        sections.append(Section(label, pooled, tuple(rows)))
    return View(name, description, tuple(sections))


def build_report(
    records: Sequence[Record],
    *,
    source: str = "records.jsonl",
    plan: Sequence[PlannedRun] | None = None,
    by: Sequence[str] = BY_KEYS,
    config: StatsConfig = DEFAULT_STATS,
) -> Report:
    """The full report: a primary view on repetition 0 and an all-repetitions sensitivity view."""
    bad = [k for k in by if k not in BY_KEYS]
    if bad or not by or len(set(by)) != len(by):
        raise ValueError(f"--by takes distinct keys from {', '.join(BY_KEYS)}, got {','.join(by)}")
    recs = sorted(records, key=lambda r: r.run_id)
    errors = tuple((r.run_id, r.error.code, r.error.message) for r in recs if r.error is not None)
    plan_info: dict[str, Any] | None = None
    if plan is not None:
        planned_ids = {p.run_id for p in plan}
        seen = {r.run_id for r in recs}
        plan_info = {
            "scheduled": len(plan),
            "missing": sorted(planned_ids - seen),
            "unplanned": sorted(seen - planned_ids),
        }
    primary = [r for r in recs if _primary(r)]
    primary_plan = None if plan is None else [p for p in plan if _primary(p)]
    views = (
        build_view(
            "primary",
            "repetition 0 of every configuration-seed pair",
            primary,
            recs,
            primary_plan,
            by,
            config,
        ),
        build_view(
            "all_repetitions",
            "sensitivity: all available repetitions pooled",
            recs,
            recs,
            plan,
            by,
            config,
        ),
    )
    return Report(
        source,
        tuple(by),
        config,
        len(recs),
        errors,
        plan_info,
        views,
        provenance_summary(recs),
        _warnings(views),
        tuple(recs),
    )


def provenance_summary(records: Sequence[Record]) -> tuple[dict[str, Any], ...]:
    """Distinct (operator, sscb version, contract hash, mode) with their record counts."""
    counts: dict[tuple[str, str, str, str], int] = {}
    for r in records:
        p = r.provenance
        key = (r.operator or UNKNOWN, p.sscb_version, p.contract_hash or "-", mode_of(r))
        counts[key] = counts.get(key, 0) + 1
    return tuple(
        {"operator": o, "sscb_version": v, "contract_hash": h, "mode": m, "records": n}
        for (o, v, h, m), n in sorted(counts.items())
    )


def _warnings(views: Sequence[View]) -> tuple[str, ...]:
    """One warning per view and section whose adoption claims rest on replayed runs."""
    out: list[str] = []
    for view in views:
        for section in view.sections:
            for claim in section.pooled.claims:
                if claim.replayed:
                    out.append(replay_warning(claim, f"{view.name} / {section.name}"))
                    break
    return tuple(out)
