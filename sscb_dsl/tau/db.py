"""tau-bench's databases: loading them once per process, and a private copy-on-write view of them.

A :class:`TauDB` holds one domain's tables as loaded from disk and is shared by every simulator.
A :class:`Store` is one simulator's view of it: reading a record through ``table[key]`` gives that
simulator its own deep copy (made on first access), so tools may change what they read exactly as
tau-bench's tools change the dict they are handed, and the shared tables never change.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

__all__ = [
    "DOMAIN_DIRS",
    "DOMAIN_FILES",
    "SimulateError",
    "Store",
    "Table",
    "TauDB",
    "data_hash",
    "domain_folder",
    "load_db",
    "store_hash",
]

DOMAIN_DIRS: dict[str, str] = {"tau_airline": "airline", "tau_retail": "retail"}
DOMAIN_FILES: dict[str, tuple[str, ...]] = {
    "tau_airline": ("flights", "reservations", "users"),
    "tau_retail": ("orders", "products", "users"),
}


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
    """The JSON value in ``path``; :class:`SimulateError` naming the file if it cannot be read."""
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


class Table:
    """One table of a :class:`Store`: reads like the ``dict`` tau-bench's tools are handed.

    ``table[key]`` returns this store's own copy of the record (deep-copied from the shared
    table on first access), so a tool may change it in place. ``values()``/``items()`` walk the
    records in the shared table's order (then the new ones) without copying: only for reading.
    A missing key raises ``KeyError(key)`` and an unhashable one ``TypeError``, as a dict does.
    """

    def __init__(self, base: Mapping[str, Any]) -> None:
        """A view of the shared table ``base`` with no records of its own yet."""
        self._base = base
        self._own: dict[Any, Any] = {}

    def __contains__(self, key: object) -> bool:
        """``key in table``, raising ``TypeError`` for unhashable keys as a dict does."""
        return key in self._own or key in self._base

    def __getitem__(self, key: Any) -> Any:
        """The record at ``key``, this store's own copy."""
        if key in self._own:
            return self._own[key]
        value = copy.deepcopy(self._base[key])
        self._own[key] = value
        return value

    def peek(self, key: Any) -> Any:
        """The record at ``key`` without copying it: for tables no tool ever changes."""
        if key in self._own:
            return self._own[key]
        return self._base[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        """Put ``value`` at ``key`` (a new key goes after the shared table's keys)."""
        self._own[key] = value

    def __len__(self) -> int:
        """The number of records."""
        return len(self._base) + sum(1 for k in self._own if k not in self._base)

    def __iter__(self) -> Iterator[Any]:
        """The keys, in dict order."""
        yield from self._base
        yield from (k for k in self._own if k not in self._base)

    def get(self, key: Any, default: Any = None) -> Any:
        """``table[key]`` when present, else ``default``."""
        if key not in self:
            return default
        return self[key]

    def items(self) -> Iterator[tuple[Any, Any]]:
        """(key, record) pairs in dict order; records not copied, to be read only."""
        for key in self:
            yield key, self._own[key] if key in self._own else self._base[key]

    def values(self) -> Iterator[Any]:
        """The records in dict order; not copied, to be read only."""
        for _key, value in self.items():
            yield value

    @property
    def base(self) -> Mapping[str, Any]:
        """The shared table this one reads from (never changed)."""
        return self._base

    def changed(self) -> dict[Any, Any]:
        """The records this store has copied or added (copied ones may equal the shared ones)."""
        return self._own

    def plain(self) -> dict[Any, Any]:
        """The whole table as a dict (shared records not copied: read only)."""
        return dict(self.items())


class Store:
    """One simulator's view of a :class:`TauDB`'s tables, changed in place by its tools."""

    def __init__(self, tables: Mapping[str, Mapping[str, Any]]) -> None:
        """A view of the shared ``tables`` with no changes yet."""
        self.tables: dict[str, Table] = {name: Table(rows) for name, rows in tables.items()}

    def __getitem__(self, name: str) -> Table:
        """The table ``name`` (``KeyError`` if the domain has none)."""
        return self.tables[name]

    def __contains__(self, name: object) -> bool:
        """True when the domain has a table ``name``."""
        return name in self.tables

    def get(self, name: str) -> Table | None:
        """The table ``name`` or ``None``."""
        return self.tables.get(name)

    def plain(self) -> dict[str, dict[Any, Any]]:
        """The whole database as plain dicts (shared records not copied: read only)."""
        return {name: table.plain() for name, table in self.tables.items()}


def _hashable(value: Any) -> Any:
    """tau-bench's ``to_hashable``: dicts as key-sorted pairs, lists as tuples, sets sorted."""
    if isinstance(value, dict):
        return tuple((key, _hashable(item)) for key, item in sorted(value.items()))
    if isinstance(value, list):
        return tuple(_hashable(item) for item in value)
    if isinstance(value, set):
        return tuple(sorted(_hashable(item) for item in value))
    return value


def data_hash(tables: Mapping[str, Mapping[str, Any]]) -> str:
    """tau-bench's ``get_data_hash`` of a database: sha256 of ``str`` of its hashable form.

    The reward compares this hash after the agent's run with the one after the gold actions.
    """
    plain = {name: dict(rows.items()) for name, rows in tables.items()}
    return hashlib.sha256(str(_hashable(plain)).encode("utf-8")).hexdigest()


def _tuple_text(parts: list[str]) -> str:
    """``str`` of a tuple whose items' texts are ``parts``."""
    if len(parts) == 1:
        return f"({parts[0]},)"
    return "(" + ", ".join(parts) + ")"


_RECORD_TEXT: dict[int, tuple[Mapping[str, Any], dict[Any, str]]] = {}
"""Per shared table (by id, the table kept alive here): each record's hashable text."""


def _shared_text(base: Mapping[str, Any], key: Any) -> str:
    """The hashable text of an unchanged shared record, computed once per process."""
    entry = _RECORD_TEXT.get(id(base))
    if entry is None or entry[0] is not base:
        entry = (base, {})
        _RECORD_TEXT[id(base)] = entry
    texts = entry[1]
    if key not in texts:
        texts[key] = repr(_hashable(base[key]))
    return texts[key]


def store_hash(store: Store) -> str:
    """:func:`data_hash` of a store's current database, reusing the texts of unchanged records.

    ``str`` of a tuple is its items' ``repr`` joined, so the text is assembled from per-record
    texts: the shared ones are computed once per process, the store's own copies each time.
    """
    tables = []
    for name in sorted(store.tables):
        table = store.tables[name]
        own = table.changed()
        rows = []
        for key in sorted(table):
            text = repr(_hashable(own[key])) if key in own else _shared_text(table.base, key)
            rows.append(f"({key!r}, {text})")
        tables.append(f"({name!r}, {_tuple_text(rows)})")
    return hashlib.sha256(_tuple_text(tables).encode("utf-8")).hexdigest()
