"""A tool simulator for tau-bench's airline and retail environments, with an operator's fault.

It answers the read tools (and the update tools the stdlib operators touch) over the JSON
databases documented in ``shared/data/tau-bench/README.md``, returning the same text the real
environment returns: ``json.dumps`` of the record, or an ``"Error: ..."`` string. It is what
admission needs to simulate a witness continuation (paper §IV-B); it is not a benchmark runner.

:class:`FaultedSimulator` applies an operator's ``fault`` declaration, compiled from the contract
(``site``/``set``/``match``/``persistence`` for observed values; ``suppress write`` with
``keep acknowledgement`` for state transitions), so no operator is special-cased here.
"""

from __future__ import annotations

import ast as pyast
import copy
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import attrs

from sscb_dsl.engine.compile import (
    UNKNOWN,
    Env,
    EventVal,
    RunContext,
    _truth,
)
from sscb_dsl.engine.plan import FaultError, FaultPlan
from sscb_dsl.engine.plan import compile_fault as plan_compile_fault
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import UNPARSED, Observation, ToolCall

__all__ = [
    "DOMAIN_DIRS",
    "DOMAIN_FILES",
    "FaultedSimulator",
    "SimulateError",
    "Simulator",
    "TauDB",
    "load_db",
]

DOMAIN_DIRS: dict[str, str] = {"tau_airline": "airline", "tau_retail": "retail"}
DOMAIN_FILES: dict[str, tuple[str, ...]] = {
    "tau_airline": ("flights", "reservations", "users"),
    "tau_retail": ("orders", "products", "users"),
}
AIRPORTS: dict[str, str] = {
    "SFO": "San Francisco", "JFK": "New York", "LAX": "Los Angeles", "ORD": "Chicago",
    "DFW": "Dallas", "DEN": "Denver", "SEA": "Seattle", "ATL": "Atlanta", "MIA": "Miami",
    "BOS": "Boston", "PHX": "Phoenix", "IAH": "Houston", "LAS": "Las Vegas", "MCO": "Orlando",
    "EWR": "Newark", "CLT": "Charlotte", "MSP": "Minneapolis", "DTW": "Detroit",
    "PHL": "Philadelphia", "LGA": "LaGuardia",
}  # fmt: skip


class SimulateError(Exception):
    """A database folder that cannot be used (exit code 2 on the command line)."""


@attrs.frozen
class TauDB:
    """One domain's database (``{table: {id: record}}``), its tasks and its policy text."""

    domain: str
    folder: Path
    tables: Mapping[str, dict[str, Any]]
    tasks: tuple[dict[str, Any], ...]
    policy: str


def domain_folder(db: Path, domain: str) -> Path:
    """The folder of ``domain`` under ``db`` (tau-bench root or the domain folder itself)."""
    if domain not in DOMAIN_DIRS:
        raise SimulateError(f"no simulator for domain `{domain}` (known: tau_airline, tau_retail)")
    sub = db / DOMAIN_DIRS[domain]
    if sub.is_dir():
        return sub
    if (db / f"{DOMAIN_FILES[domain][0]}.json").is_file():
        return db
    raise SimulateError(
        f"{db}: no `{DOMAIN_DIRS[domain]}/` folder and no {DOMAIN_FILES[domain][0]}.json; "
        "give --db the tau-bench data folder (holding airline/ and retail/) or a domain folder"
    )


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SimulateError(f"{path}: no such file; the database folder is incomplete") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SimulateError(f"{path}: cannot read it as JSON ({exc})") from None


_CACHE: dict[tuple[str, str], TauDB] = {}


def load_db(db: Path, domain: str) -> TauDB:
    """Load (once per process) the tables, tasks and policy of ``domain`` from ``db``."""
    folder = domain_folder(Path(db), domain)
    key = (str(folder.resolve()), domain)
    if key in _CACHE:
        return _CACHE[key]
    tables: dict[str, dict[str, Any]] = {}
    for name in DOMAIN_FILES[domain]:
        data = _read_json(folder / f"{name}.json")
        if not isinstance(data, dict):
            raise SimulateError(f"{folder / (name + '.json')}: expected an object keyed by id")
        tables[name] = data
    tasks_path = folder / "tasks_test.json"
    tasks = _read_json(tasks_path) if tasks_path.exists() else []
    if not isinstance(tasks, list):
        raise SimulateError(f"{tasks_path}: expected a JSON list of tasks")
    policy_path = folder / "wiki.md"
    policy = policy_path.read_text(encoding="utf-8") if policy_path.exists() else ""
    out = TauDB(domain, folder, tables, tuple(tasks), policy)
    _CACHE[key] = out
    return out


Tool = Callable[..., str]


class Simulator:
    """The environment's tools over a private, mutable copy of the database."""

    def __init__(self, db: TauDB) -> None:
        self.db = db
        self.data: dict[str, dict[str, Any]] = {k: dict(v) for k, v in db.tables.items()}
        self._own: set[tuple[str, str]] = set()
        tools: dict[str, Tool] = {"think": self._think, "calculate": self._calculate}
        if db.domain == "tau_airline":
            tools.update(
                get_reservation_details=self._get_reservation_details,
                get_user_details=self._airline_user,
                search_direct_flight=self._search_direct_flight,
                search_onestop_flight=self._search_onestop_flight,
                list_all_airports=self._list_all_airports,
                update_reservation_flights=self._update_reservation_flights,
                update_reservation_baggages=self._update_reservation_baggages,
            )
        else:
            tools.update(
                find_user_id_by_email=self._find_user_id_by_email,
                find_user_id_by_name_zip=self._find_user_id_by_name_zip,
                get_user_details=self._retail_user,
                get_order_details=self._get_order_details,
                get_product_details=self._get_product_details,
                list_all_product_types=self._list_all_product_types,
                exchange_delivered_order_items=self._exchange_delivered_order_items,
                modify_pending_order_items=self._modify_pending_order_items,
            )
        self.tools = tools

    def supports(self, name: str) -> bool:
        """True when the simulator answers tool ``name``."""
        return name in self.tools

    def record(self, table: str, key: str) -> dict[str, Any] | None:
        """A record this simulator may change (copied from the shared database on first use)."""
        rows = self.data.get(table)
        if rows is None or key not in rows:
            return None
        if (table, key) not in self._own:
            rows[key] = copy.deepcopy(rows[key])
            self._own.add((table, key))
        found: dict[str, Any] = rows[key]
        return found

    def call(self, name: str, args: Mapping[str, Any]) -> str:
        """The tool's result text; ``Error: ...`` for bad arguments, as the environment says."""
        tool = self.tools.get(name)
        if tool is None:
            raise SimulateError(f"the simulator does not answer `{name}`")
        try:
            return tool(**dict(args))
        except TypeError as exc:
            return f"Error: {exc}"

    # ------------------------------------------------------------ shared

    @staticmethod
    def _think(thought: str = "") -> str:
        return ""

    @staticmethod
    def _calculate(expression: str) -> str:
        allowed = set("0123456789+-*/(). ")
        if not expression or not set(expression) <= allowed:
            return "Error: invalid characters in expression"
        try:
            value = _arithmetic(pyast.parse(expression, mode="eval").body)
        except (SyntaxError, ValueError, ZeroDivisionError) as exc:
            return f"Error: {exc}"
        return str(round(float(value), 2))

    # ------------------------------------------------------------ airline

    def _get_reservation_details(self, reservation_id: str) -> str:
        found = self.data["reservations"].get(reservation_id)
        # tau-bench 59a200c says "user not found" here.
        return json.dumps(found) if found is not None else "Error: user not found"

    def _airline_user(self, user_id: str) -> str:
        found = self.data["users"].get(user_id)
        return json.dumps(found) if found is not None else "Error: user not found"

    def _search_direct_flight(self, origin: str, destination: str, date: str) -> str:
        results = []
        for flight in self.data["flights"].values():
            if flight["origin"] == origin and flight["destination"] == destination:
                day = flight["dates"].get(date)
                if day is not None and day["status"] == "available":
                    item = {k: v for k, v in flight.items() if k != "dates"}
                    item.update(day)
                    results.append(item)
        return json.dumps(results)

    def _search_onestop_flight(self, origin: str, destination: str, date: str) -> str:
        flights = self.data["flights"]
        results = []
        for f1 in flights.values():
            if f1["origin"] != origin:
                continue
            for f2 in flights.values():
                if f2["destination"] != destination or f1["destination"] != f2["origin"]:
                    continue
                date2 = (
                    f"2024-05-{int(date[-2:]) + 1}"
                    if "+1" in f1["scheduled_arrival_time_est"]
                    else date
                )
                if f1["scheduled_arrival_time_est"] > f2["scheduled_departure_time_est"]:
                    continue
                d1, d2 = f1["dates"].get(date), f2["dates"].get(date2)
                if d1 is None or d2 is None:
                    continue
                if d1["status"] != "available" or d2["status"] != "available":
                    continue
                r1 = {k: v for k, v in f1.items() if k != "dates"}
                r1.update(d1)
                r1["date"] = date
                r2 = {k: v for k, v in f2.items() if k != "dates"}
                # tau-bench 59a200c fills the second leg from the first leg's date.
                r2.update(f2["dates"].get(date, d2))
                r2["date"] = date2
                results.append([r1, r2])
        return json.dumps(results)

    @staticmethod
    def _list_all_airports() -> str:
        return json.dumps(AIRPORTS)

    def _update_reservation_flights(
        self, reservation_id: str, cabin: str, flights: list[dict[str, Any]], payment_id: str
    ) -> str:
        reservation = self.record("reservations", reservation_id)
        if reservation is None:
            return "Error: reservation not found"
        n = len(reservation["passengers"])
        total = 0
        new = copy.deepcopy(flights)
        for flight in new:
            same = [
                f
                for f in reservation["flights"]
                if f["flight_number"] == flight.get("flight_number")
                and f["date"] == flight.get("date")
                and cabin == reservation["cabin"]
            ]
            if same:
                total += same[0]["price"] * n
                flight["price"] = same[0]["price"]
                flight["origin"] = same[0]["origin"]
                flight["destination"] = same[0]["destination"]
                continue
            number = str(flight.get("flight_number"))
            record = self.data["flights"].get(number)
            if record is None:
                return f"Error: flight {number} not found"
            day = record["dates"].get(flight.get("date"))
            if day is None:
                return f"Error: flight {number} not found on date {flight.get('date')}"
            if day["status"] != "available":
                return f"Error: flight {number} not available on date {flight.get('date')}"
            if day["available_seats"][cabin] < n:
                return f"Error: not enough seats on flight {number}"
            flight["price"] = day["prices"][cabin]
            flight["origin"] = record["origin"]
            flight["destination"] = record["destination"]
            total += flight["price"] * n
        total -= sum(f["price"] for f in reservation["flights"]) * n
        user = self.record("users", reservation["user_id"])
        methods = user["payment_methods"] if user is not None else {}
        if payment_id not in methods:
            return "Error: payment method not found"
        method = methods[payment_id]
        if method["source"] == "certificate":
            return "Error: certificate cannot be used to update reservation"
        if method["source"] == "gift_card" and method["amount"] < total:
            return "Error: gift card balance is not enough"
        if method["source"] == "gift_card":
            method["amount"] -= total
        reservation["flights"] = new
        if total != 0:
            reservation["payment_history"].append({"payment_id": payment_id, "amount": total})
        return json.dumps(reservation)

    def _update_reservation_baggages(
        self, reservation_id: str, total_baggages: int, nonfree_baggages: int, payment_id: str
    ) -> str:
        reservation = self.record("reservations", reservation_id)
        if reservation is None:
            return "Error: reservation not found"
        total = 50 * max(0, nonfree_baggages - reservation["nonfree_baggages"])
        user = self.record("users", reservation["user_id"])
        methods = user["payment_methods"] if user is not None else {}
        if payment_id not in methods:
            return "Error: payment method not found"
        method = methods[payment_id]
        if method["source"] == "certificate":
            return "Error: certificate cannot be used to update reservation"
        if method["source"] == "gift_card" and method["amount"] < total:
            return "Error: gift card balance is not enough"
        reservation["total_baggages"] = total_baggages
        reservation["nonfree_baggages"] = nonfree_baggages
        if method["source"] == "gift_card":
            method["amount"] -= total
        if total != 0:
            reservation["payment_history"].append({"payment_id": payment_id, "amount": total})
        return json.dumps(reservation)

    # ------------------------------------------------------------ retail

    def _find_user_id_by_email(self, email: str) -> str:
        for user_id, profile in self.data["users"].items():
            if str(profile["email"]).lower() == str(email).lower():
                return str(user_id)
        return "Error: user not found"

    def _find_user_id_by_name_zip(self, first_name: str, last_name: str, zip: str) -> str:
        for user_id, profile in self.data["users"].items():
            name = profile["name"]
            if (
                name["first_name"].lower() == str(first_name).lower()
                and name["last_name"].lower() == str(last_name).lower()
                and profile["address"]["zip"] == zip
            ):
                return str(user_id)
        return "Error: user not found"

    def _retail_user(self, user_id: str) -> str:
        found = self.data["users"].get(user_id)
        return json.dumps(found) if found is not None else "Error: user not found"

    def _get_order_details(self, order_id: str) -> str:
        found = self.data["orders"].get(order_id)
        return json.dumps(found) if found is not None else "Error: order not found"

    def _get_product_details(self, product_id: str) -> str:
        found = self.data["products"].get(product_id)
        return json.dumps(found) if found is not None else "Error: product not found"

    def _list_all_product_types(self) -> str:
        names = {p["name"]: p["product_id"] for p in self.data["products"].values()}
        return json.dumps(dict(sorted(names.items())))

    def _swap_items(
        self,
        order_id: str,
        item_ids: list[str],
        new_item_ids: list[str],
        payment_method_id: str,
        status: str,
    ) -> tuple[dict[str, Any] | None, str, float]:
        """Shared checks of exchange/modify: (order, error text, price difference)."""
        order = self.record("orders", order_id)
        if order is None:
            return None, "Error: order not found", 0.0
        if order["status"] != status:
            verb = "exchanged" if status == "delivered" else "modified"
            return None, f"Error: non-{status} order cannot be {verb}", 0.0
        have = [it["item_id"] for it in order["items"]]
        for item_id in item_ids:
            if item_ids.count(item_id) > have.count(item_id):
                return None, f"Error: {item_id} not found", 0.0
        if len(item_ids) != len(new_item_ids):
            return None, "Error: the number of items to be exchanged should match", 0.0
        diff = 0.0
        for item_id, new_id in zip(item_ids, new_item_ids, strict=True):
            item = next(it for it in order["items"] if it["item_id"] == item_id)
            variants = self.data["products"][item["product_id"]]["variants"]
            if new_id not in variants or not variants[new_id]["available"]:
                return None, f"Error: new item {new_id} not found or available", 0.0
            diff += variants[new_id]["price"] - item["price"]
        user = self.data["users"][order["user_id"]]
        if payment_method_id not in user["payment_methods"]:
            return None, "Error: payment method not found", 0.0
        return order, "", round(diff, 2)

    def _exchange_delivered_order_items(
        self, order_id: str, item_ids: list[str], new_item_ids: list[str], payment_method_id: str
    ) -> str:
        order, err, diff = self._swap_items(
            order_id, item_ids, new_item_ids, payment_method_id, "delivered"
        )
        if order is None:
            return err
        order["status"] = "exchange requested"
        order["exchange_items"] = sorted(item_ids)
        order["exchange_new_items"] = sorted(new_item_ids)
        order["exchange_payment_method_id"] = payment_method_id
        order["exchange_price_difference"] = diff
        return json.dumps(order)

    def _modify_pending_order_items(
        self, order_id: str, item_ids: list[str], new_item_ids: list[str], payment_method_id: str
    ) -> str:
        order, err, diff = self._swap_items(
            order_id, item_ids, new_item_ids, payment_method_id, "pending"
        )
        if order is None:
            return err
        order["payment_history"].append(
            {
                "transaction_type": "payment" if diff > 0 else "refund",
                "amount": abs(diff),
                "payment_method_id": payment_method_id,
            }
        )
        for item_id, new_id in zip(item_ids, new_item_ids, strict=True):
            item = next(it for it in order["items"] if it["item_id"] == item_id)
            variant = self.data["products"][item["product_id"]]["variants"][new_id]
            item["item_id"] = new_id
            item["price"] = variant["price"]
            item["options"] = variant["options"]
        order["status"] = "pending (item modified)"
        return json.dumps(order)


# ---------------------------------------------------------------- the fault


def _arithmetic(node: pyast.expr) -> float:
    """Evaluate + - * / on numbers by walking the syntax tree (never ``eval``, no powers)."""
    if isinstance(node, pyast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, pyast.UnaryOp) and isinstance(node.op, (pyast.UAdd, pyast.USub)):
        inner = _arithmetic(node.operand)
        return -inner if isinstance(node.op, pyast.USub) else inner
    if isinstance(node, pyast.BinOp):
        left, right = _arithmetic(node.left), _arithmetic(node.right)
        if isinstance(node.op, pyast.Add):
            return left + right
        if isinstance(node.op, pyast.Sub):
            return left - right
        if isinstance(node.op, pyast.Mult):
            return left * right
        if isinstance(node.op, pyast.Div):
            return left / right
    raise ValueError("only + - * / on numbers are allowed")


CompiledFault = FaultPlan
"""The simulator applies the same compiled fault declaration as replay injection."""


def compile_fault(operator: ast.Operator) -> CompiledFault:
    """Compile the operator's one fault; :class:`SimulateError` if it cannot be simulated."""
    try:
        return plan_compile_fault(operator)
    except FaultError as err:
        raise SimulateError(f"{err}; it cannot be simulated") from None


def get_path(value: Any, path: tuple[Any, ...]) -> tuple[bool, Any]:
    """(found, value) at ``path`` inside a JSON value."""
    for key in path:
        if isinstance(value, dict) and isinstance(key, str) and key in value:
            value = value[key]
            continue
        if not isinstance(value, list) or not isinstance(key, int) or isinstance(key, bool):
            return False, None
        if not 0 <= key < len(value):
            return False, None
        value = value[key]
    return True, value


def set_path(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    """A copy of ``value`` with the existing ``path`` set to ``new``."""
    out = copy.deepcopy(value)
    if not path:
        return copy.deepcopy(new)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = copy.deepcopy(new)
    return out


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values (key order ignored)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class FaultedSimulator:
    """A :class:`Simulator` with an operator's fault applied, as the injector would apply it.

    ``observe`` faults rewrite the result at the fault's ``site`` to the value of ``set`` on the
    first matching observation, and (``persistent``) on every later one whose site still holds
    the original value. ``call`` faults run a matching write, keep its acknowledgement, and put
    the suppressed field back as it was; ``persistent`` repeats it for later attempts on the
    same state. ``altered`` lists the steps the fault changed; ``fault_step`` is the first.
    """

    def __init__(self, db: TauDB, fault: CompiledFault, params: Mapping[str, Any]) -> None:
        self.sim = Simulator(db)
        try:
            self.fault = fault.resolve(params)
        except FaultError as err:
            raise SimulateError(f"{err}; it cannot be simulated") from None
        self.params = dict(params)
        self.applied = False
        self.fault_step: int | None = None
        self.altered: list[int] = []
        self.original: Any = None
        self.delivered: Any = None
        self.site: tuple[Any, ...] = ()
        self.observed: Any = None
        self._key: Any = UNKNOWN

    def _env(self, step: int, name: str, args: Mapping[str, Any], text: str) -> Env:
        call = ToolCall(step, f"sim-{step}", name, dict(args), json.dumps(dict(args)))
        try:
            value: Any = json.loads(text)
        except ValueError:
            value = UNPARSED
        obs = Observation(step, call, name, text, value, text.startswith("Error:"))
        env = Env({"case": dict(self.params)}, {}, RunContext({}, {}))
        return env.bind(self.fault.var, EventVal(step, self.fault.kind, call, obs), None)

    def call(self, name: str, args: Mapping[str, Any], step: int) -> str:
        """The (possibly faulted) result of a call whose observation will be at ``step``."""
        if name != self.fault.tool:
            return self.sim.call(name, args)
        if self.fault.kind == "observe":
            return self._observe(name, args, step)
        return self._suppress(name, args, step)

    def _observe(self, name: str, args: Mapping[str, Any], step: int) -> str:
        text = self.sim.call(name, args)
        if text.startswith("Error:"):
            return text
        env = self._env(step, name, args, text)
        if self.fault.match is not None and _truth(self.fault.match(env)) is not True:
            return text
        assert self.fault.site is not None and self.fault.set is not None
        place = self.fault.site(env)
        if place is None or place[1][:1] != ("result",):
            return text
        path = place[1][1:]
        value = json.loads(text)
        found, current = get_path(value, path)
        if not found:
            return text
        if not self.applied:
            new = self.fault.set(env)
            if new is UNKNOWN or same_json(new, current):
                return text
            self.applied, self.fault_step = True, step
            self.original, self.delivered = copy.deepcopy(current), new
            self.site, self.observed = tuple(path), value
        elif not (self.fault.persistent and same_json(current, self.original)):
            return text
        self.altered.append(step)
        return json.dumps(set_path(value, path, self.delivered))

    def _suppress(self, name: str, args: Mapping[str, Any], step: int) -> str:
        env = self._env(step, name, args, "{}")
        fault = self.fault
        assert fault.suppress_key is not None
        matches = fault.match is None or _truth(fault.match(env)) is True
        key = fault.suppress_key(env) if matches else UNKNOWN
        if key is UNKNOWN or (self.applied and not (fault.persistent and key == self._key)):
            return self.sim.call(name, args)
        record = self.sim.record(f"{fault.suppress_entity}s", key) if isinstance(key, str) else None
        if record is None or fault.suppress_field not in record:
            return self.sim.call(name, args)
        before = copy.deepcopy(record[fault.suppress_field])
        text = self.sim.call(name, args)
        if text.startswith("Error:"):
            return text
        record[fault.suppress_field] = before
        if not self.applied:
            self.applied, self.fault_step, self._key = True, step, key
            self.original = before
            self.delivered = copy.deepcopy(dict(args).get(fault.suppress_field))
        self.altered.append(step)
        return text
