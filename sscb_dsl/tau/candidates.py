"""Candidate frames and fault validity for admission (paper §IV-B, §V-B "Study Subjects").

A frame is built from task specifications (``tasks_test.json``: the task's user, and the
reservations, orders and items its instruction and gold actions reference) and environment
records, never from agent runs. Every candidate has a stable identifier, an entity cluster and
the rule that counted it; the frame's frozen order is the order of identifiers. ``draw`` cycles
through clusters in a seeded order. ``fault_validity`` screens a candidate (codes A1xx).
"""

from __future__ import annotations

import datetime as _dt
import json
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from sscb_dsl.engine.plan import FaultError
from sscb_dsl.language import ast
from sscb_dsl.tau.simulate import (
    AIRPORTS,
    FaultedSimulator,
    Simulator,
    TauDB,
    compile_fault,
    get_path,
)

__all__ = ["Candidate", "Finding", "Frame", "candidate_frame", "draw", "fault_validity"]

OPERATOR_DOMAIN = {
    "ReturnDate": "tau_airline",
    "PaySource": "tau_airline",
    "WriteEffect": "tau_airline",
    "ItemOption": "tau_retail",
}
CLUSTER_KIND = {
    "ReturnDate": "reservation",
    "WriteEffect": "reservation",
    "PaySource": "user",
    "ItemOption": "item",
}
SHORT = {"ReturnDate": "RD", "PaySource": "PS", "WriteEffect": "WE", "ItemOption": "IO"}
FLIP = {"credit_card": "gift_card", "gift_card": "certificate", "certificate": "credit_card"}


@attrs.frozen
class Candidate:
    """One candidate fault: stable id, operator, cluster, params, the tasks that reach it."""

    id: str
    operator: str
    domain: str
    cluster: str
    task: int
    rule: str
    params: dict[str, Any] = attrs.field(factory=dict)
    relevant: bool = False

    def to_json(self) -> dict[str, Any]:
        """The candidate as a JSON object."""
        return attrs.asdict(self)


@attrs.frozen
class Frame:
    """A frozen candidate frame and how each rule counted (rule -> count, ``skip:`` reasons)."""

    operator: str
    candidates: tuple[Candidate, ...]
    counts: Mapping[str, int]


@attrs.frozen
class Finding:
    """A failed admission condition: a stable code and a message."""

    code: str
    message: str


# ---------------------------------------------------------------- task references


def _scalars(value: Any) -> Iterable[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _scalars(v)
    elif isinstance(value, list):
        for v in value:
            yield from _scalars(v)
    else:
        yield value


def task_refs(task: Mapping[str, Any]) -> set[str]:
    """Every scalar the task's gold actions name, and the id-like tokens of its instruction."""
    refs = {str(v) for a in task.get("actions", []) for v in _scalars(a.get("kwargs", {}))}
    refs |= set(re.findall(r"#?[A-Za-z0-9_]+", str(task.get("instruction", ""))))
    return refs


def _mentions(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![a-z]){re.escape(phrase.lower())}(?![a-z])", text.lower()) is not None


# ---------------------------------------------------------------- frames


def _round_trip_return(res: Mapping[str, Any]) -> int | None:
    for i, leg in enumerate(res.get("flights", [])):
        if i > 0 and leg.get("origin") == res.get("destination"):
            return i
    return None


def _shift(date: str, days: int) -> str:
    return (_dt.date.fromisoformat(date) + _dt.timedelta(days=days)).isoformat()


def _earlier(date: str) -> str:
    return _shift(date, -1)


def _task_reservations(db: TauDB) -> list[tuple[int, str, bool]]:
    """(task, reservation, referenced) for the task user's reservations and referenced ones.

    A reservation is referenced when its id is in the task's gold actions or instruction, or
    the instruction names both its origin and destination (city or airport code).
    """
    res = db.tables["reservations"]
    users = db.tables["users"]
    out: list[tuple[int, str, bool]] = []
    for task in db.tasks:
        refs = task_refs(task)
        text = str(task.get("instruction", ""))
        reachable = list(users.get(task["user_id"], {}).get("reservations", []))
        reachable += sorted(r for r in refs if r in res and r not in reachable)
        for rid in reachable:
            r = res[rid]
            route = all(
                _mentions(text, AIRPORTS.get(code, code)) or code in refs
                for code in (r.get("origin", ""), r.get("destination", ""))
            )
            out.append((task["task_index"], rid, rid in refs or route))
    return out


def _bump(counts: dict[str, int], key: str) -> None:
    counts[key] = counts.get(key, 0) + 1


def _frame_return_date(db: TauDB, counts: dict[str, int]) -> list[Candidate]:
    res = db.tables["reservations"]
    out = []
    for task, rid, relevant in _task_reservations(db):
        r = res[rid]
        if r.get("flight_type") != "round_trip":
            _bump(counts, "skip: one_way reservation")
            continue
        leg = _round_trip_return(r)
        if leg is None:
            _bump(counts, "skip: no return leg")
            continue
        rule = "task user's round-trip reservation, first return leg"
        params = {
            "reservation_id": rid,
            "leg_index": leg,
            "original_date": r["flights"][leg]["date"],
            "injected_date": _earlier(r["flights"][0]["date"]),
        }
        out.append(_cand("ReturnDate", task, f"{rid}:leg{leg}", f"reservation:{rid}", rule,
                         params, relevant))  # fmt: skip
    return out


def _request_shift(sim_db: TauDB, r: Mapping[str, Any], payment_id: str) -> dict[str, Any] | None:
    """The first request moving every leg by +1, -1, +2, -2 days that the environment accepts."""
    for days in (1, -1, 2, -2):
        flights = [
            {"flight_number": f["flight_number"], "date": _shift(f["date"], days)}
            for f in r["flights"]
        ]
        request = {"cabin": r["cabin"], "flights": flights, "payment_id": payment_id}
        args = {"reservation_id": r["reservation_id"], **request}
        if not Simulator(sim_db).call("update_reservation_flights", args).startswith("Error:"):
            return request
    return None


def _frame_write_effect(db: TauDB, counts: dict[str, int]) -> list[Candidate]:
    res = db.tables["reservations"]
    users = db.tables["users"]
    gold: dict[tuple[int, str], dict[str, Any]] = {}
    for task in db.tasks:
        for a in task.get("actions", []):
            if a.get("name") == "update_reservation_flights":
                gold.setdefault((task["task_index"], a["kwargs"]["reservation_id"]), a["kwargs"])
    shifted: dict[str, dict[str, Any] | None] = {}
    out = []
    for task_index, rid, relevant in _task_reservations(db):
        r = res[rid]
        if (task_index, rid) in gold:
            g = gold[(task_index, rid)]
            request = {"cabin": g["cabin"], "flights": g["flights"], "payment_id": g["payment_id"]}
            rule = "task reservation, request from the task's gold update_reservation_flights"
        else:
            methods = users[r["user_id"]]["payment_methods"]
            payable = sorted(
                (m["source"] != "credit_card", pid)
                for pid, m in methods.items()
                if m["source"] != "certificate"
            )
            if not payable:
                _bump(counts, "skip: no payment method that can pay an update")
                continue
            if rid not in shifted:
                shifted[rid] = _request_shift(db, r, payable[0][1])
            found = shifted[rid]
            if found is None:
                _bump(counts, "skip: no accepted request moving the legs by 1-2 days")
                continue
            request = found
            rule = "task user's reservation, request moving every leg by the nearest open day"
        params = {
            "tool": "update_reservation_flights",
            "key": rid,
            "field": "flights",
            "request": {"reservation_id": rid, **request},
        }
        out.append(_cand("WriteEffect", task_index, rid, f"reservation:{rid}", rule, params,
                         relevant))  # fmt: skip
    return out


_SOURCE_WORDS = {
    "credit_card": ("credit card", "card"),
    "gift_card": ("gift card",),
    "certificate": ("certificate",),
}


def _frame_pay_source(db: TauDB, counts: dict[str, int]) -> list[Candidate]:
    users = db.tables["users"]
    out = []
    for task in db.tasks:
        uid = task["user_id"]
        refs = task_refs(task)
        text = str(task.get("instruction", ""))
        for pid, m in users.get(uid, {}).get("payment_methods", {}).items():
            relevant = pid in refs or any(_mentions(text, w) for w in _SOURCE_WORDS[m["source"]])
            relevant = relevant or (bool(m.get("last_four")) and m["last_four"] in text)
            params = {
                "user_id": uid,
                "payment_id": pid,
                "original_source": m["source"],
                "injected_source": FLIP.get(m["source"], "credit_card"),
            }
            rule = "task user's payment method"
            out.append(_cand("PaySource", task["task_index"], f"{uid}:{pid}", f"user:{uid}",
                             rule, params, relevant))  # fmt: skip
    return out


def _frame_item_option(db: TauDB, counts: dict[str, int]) -> list[Candidate]:
    orders, products = db.tables["orders"], db.tables["products"]
    out = []
    for task in db.tasks:
        refs = task_refs(task)
        text = str(task.get("instruction", ""))
        for oid in sorted(r for r in refs if r in orders):
            for it in orders[oid]["items"]:
                relevant = it["item_id"] in refs or _mentions(text, it["name"])
                variants = products.get(it["product_id"], {}).get("variants", {})
                choice = None
                for option, value in it["options"].items():
                    others = sorted(
                        {
                            str(v["options"][option])
                            for v in variants.values()
                            if option in v["options"] and v["options"][option] != value
                        }
                    )
                    if others:
                        choice = (option, value, others[0])
                        break
                if choice is None:
                    _bump(counts, "skip: no other variant value")
                    continue
                params = {
                    "order_id": oid,
                    "item_id": it["item_id"],
                    "product_id": it["product_id"],
                    "option": choice[0],
                    "original_value": choice[1],
                    "injected_value": choice[2],
                }
                rule = "item of an order the task references, first option with another value"
                key = f"{oid}:{it['item_id']}"
                out.append(_cand("ItemOption", task["task_index"], key, f"item:{key}", rule,
                                 params, relevant))  # fmt: skip
    return out


def _cand(
    operator: str,
    task: int,
    key: str,
    cluster: str,
    rule: str,
    params: dict[str, Any],
    relevant: bool,
) -> Candidate:
    ident = f"{operator}:t{task:03d}:{key}"
    return Candidate(ident, operator, OPERATOR_DOMAIN[operator], cluster, task, rule, params,
                     relevant)  # fmt: skip


FRAMES = {
    "ReturnDate": _frame_return_date,
    "WriteEffect": _frame_write_effect,
    "PaySource": _frame_pay_source,
    "ItemOption": _frame_item_option,
}


def candidate_frame(operator: str, db: TauDB) -> Frame:
    """The frozen candidate frame of ``operator`` over ``db`` (ordered by stable id)."""
    if operator not in FRAMES:
        raise KeyError(operator)
    counts: dict[str, int] = {}
    cands = sorted(FRAMES[operator](db, counts), key=lambda c: c.id)
    for c in cands:
        counts[c.rule] = counts.get(c.rule, 0) + 1
    counts["referenced by the task (relevant)"] = sum(c.relevant for c in cands)
    return Frame(operator, tuple(cands), dict(sorted(counts.items())))


def draw(frame: Frame, n: int | None, seed: int) -> list[Candidate]:
    """``n`` candidates (all when None) cycling through clusters in a seeded order.

    Clusters are shuffled with ``random.Random(seed)``; within a cluster candidates keep the
    frozen order; rounds take one candidate from each cluster still holding one. Agent outcomes
    play no part.
    """
    by_cluster: dict[str, list[Candidate]] = {}
    for c in frame.candidates:
        by_cluster.setdefault(c.cluster, []).append(c)
    clusters = sorted(by_cluster)
    random.Random(seed).shuffle(clusters)
    out: list[Candidate] = []
    depth = 0
    while len(out) < len(frame.candidates):
        for cl in clusters:
            if depth < len(by_cluster[cl]):
                out.append(by_cluster[cl][depth])
        depth += 1
    return out if n is None else out[:n]


# ---------------------------------------------------------------- fault validity (A1xx)


def _tool(domain: ast.Domain, name: str) -> ast.Tool:
    return next(t for t in domain.tools if t.name.name == name)


def fault_call_args(
    operator: ast.Operator, domain: ast.Domain, params: Mapping[str, Any]
) -> dict[str, Any]:
    """Arguments of the fault's tool, taken from the case params (or their ``request``)."""
    sel = operator.faults[0].tool
    name = sel.single
    if name is None and sel.param is not None:
        name = str(params.get(sel.param.name, ""))
    tool = _tool(domain, name or "")
    raw = params.get("request")
    request: dict[str, Any] = raw if isinstance(raw, dict) else {}
    args: dict[str, Any] = {}
    for f in tool.args:
        name = f.name.name
        if name in params:
            args[name] = params[name]
        elif name in request:
            args[name] = request[name]
    return args


def conforms(value: Any, typ: ast.Type) -> bool:
    """Does a JSON value have the declared type (declared fields only; others ignored)?"""
    if isinstance(typ, ast.ScalarType):
        kind = typ.name.name
        if kind in ("id", "text"):
            return isinstance(value, str) and (kind == "text" or bool(value))
        if kind == "date":
            try:
                _dt.date.fromisoformat(str(value))
            except ValueError:
                return False
            return isinstance(value, str)
        if kind in ("money", "number"):
            return isinstance(value, (int, float)) and not isinstance(value, bool)
        if kind == "bool":
            return isinstance(value, bool)
        return True
    if isinstance(typ, ast.EnumType):
        return value in {v.name for v in typ.values}
    if isinstance(typ, ast.ListType):
        return isinstance(value, list) and all(conforms(v, typ.item) for v in value)
    if isinstance(typ, ast.MapType):
        return isinstance(value, dict) and all(conforms(v, typ.value) for v in value.values())
    assert isinstance(typ, ast.ObjectType)
    if not isinstance(value, dict):
        return False
    return all(conforms(value[f.name.name], f.type) for f in typ.fields if f.name.name in value)


def type_at(typ: ast.Type | None, path: Sequence[Any]) -> ast.Type | None:
    """The declared type at ``path`` inside ``typ`` (None where undeclared)."""
    for key in path:
        if isinstance(typ, ast.ListType) and isinstance(key, int):
            typ = typ.item
        elif isinstance(typ, ast.MapType):
            typ = typ.value
        elif isinstance(typ, ast.ObjectType):
            typ = next((f.type for f in typ.fields if f.name.name == key), None)
        else:
            return None
    return typ


def diff_paths(a: Any, b: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths at which two JSON values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in list(a) + [k for k in b if k not in a]:
            if k not in a or k not in b:
                out.append((*path, k))
            else:
                out.extend(diff_paths(a[k], b[k], (*path, k)))
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            p
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for p in diff_paths(x, y, (*path, i))
        ]
    return [] if a == b else [path]


def _is_id_field(key: Any) -> bool:
    return isinstance(key, str) and (key == "id" or key.endswith("_id") or key == "flight_number")


def fault_validity(
    cand: Candidate, operator: ast.Operator, domain: ast.Domain, db: TauDB
) -> tuple[list[Finding], dict[str, Any]]:
    """Fault-validity findings (empty = valid) and facts (original, delivered, changed paths).

    A101 target missing; A102 injected value breaks the schema or the value domain; A103 an
    identifier changes; A104 no change (v' == v); A105 a non-target field changes; A106 the fact
    is not referenced by the task; A107 the case's original value is not the stored one; A108
    the fault does not take effect in the environment (e.g. the request is rejected).
    """
    params = cand.params
    findings: list[Finding] = []
    facts: dict[str, Any] = {}
    try:
        fault = compile_fault(operator, domain).resolve(params)
    except FaultError as err:
        return [Finding("A108", f"the fault cannot apply to this case: {err}")], facts
    args = fault_call_args(operator, domain, params)
    clean_text = Simulator(db).call(fault.tool, args)
    if clean_text.startswith("Error:"):
        code = "A101" if fault.kind == "observe" else "A108"
        return [
            Finding(code, f"the environment answers the fault's call with {clean_text!r}")
        ], facts
    sim = FaultedSimulator(db, fault, params)
    faulted_text = sim.call(fault.tool, args, 0)
    if not sim.applied:
        why = "the injected value equals the stored one" if fault.kind == "observe" else (
            faulted_text if faulted_text.startswith("Error:") else "the fault does not match"
        )  # fmt: skip
        code = "A104" if fault.kind == "observe" and "equals" in why else "A108"
        return [Finding(code, f"the fault does not take effect: {why}")], facts
    facts.update(original=sim.original, delivered=sim.delivered)
    if fault.kind == "observe":
        clean, faulted = json.loads(clean_text), json.loads(faulted_text)
        changed = diff_paths(clean, faulted)
        facts["changed"] = [list(p) for p in changed]
        result_type = _tool(domain, fault.tool).result
        for p in changed:
            t = type_at(result_type[0] if result_type else None, p)
            found, value = get_path(faulted, p)
            if t is not None and (not found or not conforms(value, t)):
                findings.append(Finding("A102", f"`{_show(p)}` = {value!r} is not a valid value"))
            if any(_is_id_field(k) for k in p[-1:]):
                findings.append(Finding("A103", f"the fault changes identifier `{_show(p)}`"))
        if len(changed) != 1:
            findings.append(
                Finding("A105", f"the fault changes {len(changed)} fields, not only the target")
            )
        findings.extend(_value_domain(cand, db))
        original_param = next((v for k, v in params.items() if k.startswith("original")), None)
        if original_param is not None and original_param != sim.original:
            findings.append(
                Finding("A107", f"the case's original {original_param!r} is not {sim.original!r}")
            )
    else:
        before, after = sim.original, sim.delivered
        if before is not None and after is not None and _legs(before) == _legs(after):
            findings.append(Finding("A104", "the request asks for the flights already booked"))
        ack = json.loads(faulted_text)
        if not isinstance(ack, dict) or ack.get("reservation_id") != params.get("key"):
            findings.append(Finding("A105", "the acknowledgement names another reservation"))
    if not cand.relevant:
        findings.append(
            Finding("A106", f"the fact is not referenced by task {cand.task}'s actions or text")
        )
    return findings, facts


def _legs(flights: Any) -> list[tuple[Any, Any]]:
    return [(f.get("flight_number"), f.get("date")) for f in flights if isinstance(f, dict)]


def _show(path: Sequence[Any]) -> str:
    return "result" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def _value_domain(cand: Candidate, db: TauDB) -> list[Finding]:
    """Operator value domains: a date the flight operates on; an option value some variant has."""
    p = cand.params
    if cand.operator == "ReturnDate":
        res = db.tables["reservations"].get(p["reservation_id"], {})
        legs = res.get("flights", [])
        if not 0 <= int(p["leg_index"]) < len(legs):
            return [Finding("A102", f"leg {p['leg_index']} does not exist")]
        number = legs[int(p["leg_index"])]["flight_number"]
        dates = db.tables["flights"].get(number, {}).get("dates", {})
        if p["injected_date"] not in dates:
            return [
                Finding(
                    "A102",
                    f"flight {number} does not operate on {p['injected_date']} (calendar "
                    "2024-05-01..2024-05-30)",
                )
            ]
        if p["injected_date"] >= legs[0]["date"]:
            return [Finding("A102", "the injected return date is not before the outbound leg")]
    if cand.operator == "ItemOption":
        variants = db.tables["products"].get(p["product_id"], {}).get("variants", {})
        values = {v["options"].get(p["option"]) for v in variants.values()}
        if p["injected_value"] not in values:
            return [Finding("A102", f"no variant has {p['option']} = {p['injected_value']!r}")]
    return []
