"""Compare two record files of bench/real_distribution.py: which (run, case) pairs changed, how.

Pairs old and new records by (run, operator family, case entity): ReturnDate, PaySource and
ItemOption by case id; WriteEffect by (field, reservation or order key) and the case's rank
among the run's cases of that field and key, so that the old ``WriteEffect`` (flights,
``WE-<key>-<n>``) and ``WriteEffectCabin`` (cabin, ``WC-<key>-<n>``) cases meet the generic
``WriteEffect`` cases (``WE-<field>-<key>-<n>``) that replaced them. A pair is *changed* when
any of T_F, T_E, T_S, T_U, A, Z_S, Y_end (or ``triggered``) differs, or the use list does (the
verdict and stance of each use event, keyed by step, kind and rule; ``rule:search_onestop`` is
the old name of ``rule:search``). Pairs only in the new file are *new*, only in the old file
*dropped*.

The output (deterministic) gives the counts per family, the counts per changed field, each
changed quantity's old -> new value kinds, the use-event transitions (family, rule, old verdict
-> new verdict) split by whether the pair's quantities changed, and with ``--list`` every changed
pair with its field changes and use-event transitions.

Usage: python bench/record_changes.py OLD.jsonl NEW.jsonl [--list] [--json]
(records as written by ``bench/real_distribution.py --out DIR``: DIR/records.jsonl)
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

Record = dict[str, Any]
PairKey = tuple[str, str, str, str, int]
UseKey = tuple[int, str, str]

QUANTITIES = ("triggered", "t_f", "t_e", "t_s", "t_u", "adopted", "arrival", "stance_end")
NAMES = {
    "triggered": "triggered",
    "t_f": "T_F",
    "t_e": "T_E",
    "t_s": "T_S",
    "t_u": "T_U",
    "adopted": "A",
    "arrival": "Z_S",
    "stance_end": "Y_end",
    "uses": "uses",
}
RULE_ALIASES = {"rule:search_onestop": "rule:search"}
_WE_NEW = re.compile(r"WE-(flights|cabin|total_baggages|passengers|status)-(.+)-(\d+)")
_WR_NEW = re.compile(r"WR-(items|address|payment_history|status)-(.+)-(\d+)")
_OLD = re.compile(r"(WE|WC)-(.+)-(\d+)")


def read_records(path: Path) -> list[Record]:
    """The records of a JSONL file (blank lines skipped)."""
    out: list[Record] = []
    with path.open(encoding="utf-8-sig") as fh:
        for line in fh:
            if line.strip():
                out.append(json.loads(line))
    return out


def family_key(record: Mapping[str, Any]) -> tuple[str, str, str, str, int]:
    """(run, family, field, entity, number) of a record, from its run id and case id."""
    run = str(record["run_id"]).split("@", 1)[1]
    cid = str(record["case_id"])
    op = str(record["operator"])
    if op == "WriteEffect":
        m = _WE_NEW.fullmatch(cid)
        if m:
            return run, "WriteEffect", m[1], m[2], int(m[3])
        m = _OLD.fullmatch(cid)
        if m and m[1] == "WE":
            return run, "WriteEffect", "flights", m[2], int(m[3])
    if op == "WriteEffectCabin":
        m = _OLD.fullmatch(cid)
        if m and m[1] == "WC":
            return run, "WriteEffect", "cabin", m[2], int(m[3])
    if op == "WriteEffectRetail":
        m = _WR_NEW.fullmatch(cid)
        if m:
            return run, "WriteEffectRetail", m[1], m[2], int(m[3])
    return run, op, "", cid, 0


def keyed(records: Iterable[Record]) -> dict[PairKey, Record]:
    """Records by pair key: (run, family, field, entity, rank among the same field and entity)."""
    groups: dict[tuple[str, str, str, str], list[tuple[int, str, Record]]] = (
        collections.defaultdict(list)
    )
    for r in records:
        run, fam, field, entity, n = family_key(r)
        groups[(run, fam, field, entity)].append((n, str(r["run_id"]), r))
    out: dict[PairKey, Record] = {}
    for k, members in groups.items():
        for rank, (_, _, r) in enumerate(sorted(members, key=lambda x: (x[0], x[1]))):
            out[(k[0], k[1], k[2], k[3], rank)] = r
    return out


def use_map(record: Mapping[str, Any]) -> dict[UseKey, list[str]]:
    """Each use event's verdicts (``verdict`` or ``stance:<stance>``), by (step, kind, rule)."""
    out: dict[UseKey, list[str]] = {}
    for u in record.get("uses") or []:
        rule = RULE_ALIASES.get(str(u["rule"]), str(u["rule"]))
        verdict = str(u["verdict"])
        if verdict == "stance":
            verdict = f"stance:{u.get('stance') or ''}"
        out.setdefault((int(u["step"]), str(u["kind"]), rule), []).append(verdict)
    return out


def use_changes(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[tuple[UseKey, str, str]]:
    """(event, old verdicts, new verdicts) of every use event whose verdicts differ; ``-`` for
    an event one side does not list."""
    a, b = use_map(old), use_map(new)
    out = []
    for k in sorted(set(a) | set(b)):
        va, vb = a.get(k, []), b.get(k, [])
        if va != vb:
            out.append((k, "/".join(va) or "-", "/".join(vb) or "-"))
    return out


def kind(value: Any) -> str:
    """A quantity's value kind: ``step`` for a step number, else the value itself."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return "step"
    return "null" if value is None else str(value)


def family_of(record: Mapping[str, Any]) -> str:
    """The operator family (WriteEffectCabin is WriteEffect, field cabin)."""
    return family_key(record)[1]


def compare(old: Sequence[Record], new: Sequence[Record]) -> dict[str, Any]:
    """The comparison as plain data (see the module doc)."""
    ko, kn = keyed(old), keyed(new)
    counts: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    fields: collections.Counter[str] = collections.Counter()
    moves: collections.Counter[str] = collections.Counter()
    uses_q: collections.Counter[str] = collections.Counter()
    uses_only: collections.Counter[str] = collections.Counter()
    changed: list[dict[str, Any]] = []
    for k in sorted(set(ko) | set(kn)):
        fam = k[1]
        if k not in kn:
            counts[fam]["dropped"] += 1
            continue
        if k not in ko:
            counts[fam]["new"] += 1
            continue
        r, n = ko[k], kn[k]
        diff = [f for f in QUANTITIES if r.get(f) != n.get(f)]
        events = use_changes(r, n)
        if not diff and not events:
            counts[fam]["unchanged"] += 1
            continue
        counts[fam]["changed"] += 1
        counts[fam]["changed quantities" if diff else "changed uses only"] += 1
        for f in diff:
            fields[NAMES[f]] += 1
            moves[f"{fam} {NAMES[f]}: {kind(r.get(f))} -> {kind(n.get(f))}"] += 1
        if events:
            fields["uses"] += 1
        for (_, ev_kind, rule), va, vb in events:
            label = f"{fam} {ev_kind} {rule}: {va} -> {vb}"
            (uses_q if diff else uses_only)[label] += 1
        changed.append(
            {
                "old_run_id": r["run_id"],
                "new_run_id": n["run_id"],
                "family": fam,
                "fields": {NAMES[f]: [r.get(f), n.get(f)] for f in diff},
                "uses": [
                    {"step": s, "kind": kd, "rule": rule, "old": va, "new": vb}
                    for (s, kd, rule), va, vb in events
                ],
            }
        )
    total: collections.Counter[str] = collections.Counter()
    for c in counts.values():
        total.update(c)
    return {
        "old_records": len(old),
        "new_records": len(new),
        "counts": {fam: dict(sorted(c.items())) for fam, c in sorted(counts.items())},
        "total": dict(sorted(total.items())),
        "fields": dict(sorted(fields.items())),
        "moves": dict(sorted(moves.items())),
        "use_transitions_quantities_changed": dict(sorted(uses_q.items())),
        "use_transitions_uses_only": dict(sorted(uses_only.items())),
        "changed": changed,
    }


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for j, r in enumerate(rows):
        out.append(
            "  ".join(
                c.ljust(w) if i == 0 else c.rjust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            )
        )
        if j == 0:
            out.append("  ".join("-" * w for w in widths))
    return out


def render(result: Mapping[str, Any], listing: bool = False) -> str:
    """The comparison as text."""
    cols = ["unchanged", "changed", "changed quantities", "changed uses only", "new", "dropped"]
    rows = [["family", *cols]]
    for fam, c in result["counts"].items():
        rows.append([fam, *(str(c.get(x, 0)) for x in cols)])
    rows.append(["all", *(str(result["total"].get(x, 0)) for x in cols)])
    lines = [f"old records {result['old_records']}, new records {result['new_records']}", ""]
    lines += _table(rows)
    lines += ["", "changed pairs per field:"]
    lines += [f"  {f}: {n}" for f, n in result["fields"].items()]
    lines += ["", "quantity changes (family field: old -> new, value kinds):"]
    lines += [f"  {n:4d}  {m}" for m, n in result["moves"].items()]
    for key, title in (
        ("use_transitions_quantities_changed", "use events, pairs whose quantities changed"),
        ("use_transitions_uses_only", "use events, pairs whose uses only changed"),
    ):
        lines += ["", f"{title} (family kind rule: old -> new):"]
        items = sorted(result[key].items(), key=lambda x: (-x[1], x[0]))
        lines += [f"  {n:4d}  {m}" for m, n in items]
    if listing:
        lines += ["", "changed pairs:"]
        for c in result["changed"]:
            head = c["new_run_id"]
            if c["old_run_id"] != c["new_run_id"]:
                head += f" (was {c['old_run_id']})"
            lines.append(f"  {head}")
            for f, (a, b) in c["fields"].items():
                lines.append(f"      {f}: {a} -> {b}")
            for u in c["uses"]:
                lines.append(
                    f"      step {u['step']} {u['kind']} {u['rule']}: {u['old']} -> {u['new']}"
                )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Read both record files and print the comparison."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("old", type=Path, help="records of the baseline (JSONL)")
    ap.add_argument("new", type=Path, help="records of the head (JSONL)")
    ap.add_argument("--list", action="store_true", help="list every changed pair")
    ap.add_argument("--json", action="store_true", help="the comparison as JSON")
    ns = ap.parse_args(argv)
    result = compare(read_records(ns.old), read_records(ns.new))
    if ns.json:
        json.dump(result, sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        print(render(result, ns.list))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
