"""A cache of parsed contracts, so that checking unchanged files skips the parser.

Parsing is most of what ``sscb check`` costs. A file whose text parsed without syntax errors is
stored as JSON rule objects (spans and comments included; never pickle, so a cache file can only
ever describe a contract) under ``$SSCB_CACHE_DIR`` or ``$XDG_CACHE_HOME/sscb`` (default
``~/.cache/sscb``), keyed by the sha256 of the text and of what parsing depends on (package
version, grammar, builder and node-type sources), so an edited grammar or builder never serves a
stale parse. A missing, unreadable or damaged entry is parsed again; ``SSCB_NO_CACHE=1`` turns
the cache off.

The cache is bounded: at most :data:`MAX_ENTRIES` entries and :data:`MAX_BYTES` bytes, the least
recently used evicted first (a hit refreshes its entry's time), and no entry over
:data:`MAX_ENTRY_BYTES`. It only ever saves time: an entry that cannot be written, read back or
trusted is a miss, never an error (contracts are untrusted input, see ``limits``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from sscb_dsl import __version__
from sscb_dsl.language import ast
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.resources import grammar_path

Comments = list[tuple[int, int, str]]

MAX_ENTRIES = 2000
"""The most parsed contracts kept (least recently used evicted first)."""

MAX_BYTES = 64 << 20
"""The most bytes the cache folder's entries may take together (64 MiB)."""

MAX_ENTRY_BYTES = 4 << 20
"""A parsed contract larger than this as JSON (4 MiB) is not kept."""


def cache_dir() -> Path | None:
    """Where parsed contracts are kept, or None when caching is off."""
    if os.environ.get("SSCB_NO_CACHE"):
        return None
    base = os.environ.get("SSCB_CACHE_DIR")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "sscb" / "parse"


@lru_cache(maxsize=1)
def _salt() -> bytes:
    """What a cached parse depends on besides the text: version, grammar, builder, node types."""
    here = Path(__file__).parent
    parts = [f"sscb {__version__}\n".encode(), grammar_path().read_bytes()]
    names = ("parse.py", "build.py", "limits.py", "ast.py", "serial.py")
    parts += [(here / name).read_bytes() for name in names]
    return hashlib.sha256(b"\0".join(parts)).digest()


def _key(text: str) -> str:
    return hashlib.sha256(_salt() + text.encode("utf-8", "surrogatepass")).hexdigest()


def parse_cached(
    text: str, file: str = "<input>"
) -> tuple[ast.Contract | None, Comments, list[Diagnostic]]:
    """Like :func:`sscb_dsl.language.build.parse_contract_full`, reading and filling the cache."""
    folder = cache_dir()
    entry = folder / f"{_key(text)}.json" if folder is not None else None
    hit = _load(entry) if entry is not None else None
    if hit is not None and entry is not None:
        _touch(entry)
        return hit
    from sscb_dsl.language.build import parse_contract_full  # Lark is imported only on a cache miss

    contract, comments, diags = parse_contract_full(text, file)
    if contract is not None and entry is not None:
        _store(entry, contract, comments)
    return contract, comments, diags


def _load(entry: Path) -> tuple[ast.Contract, Comments, list[Diagnostic]] | None:
    from sscb_dsl.language.limits import too_deep
    from sscb_dsl.language.serial import converter

    try:
        if entry.stat().st_size > MAX_ENTRY_BYTES:
            return None
        data: Any = json.loads(entry.read_text(encoding="utf-8"))
        contract = converter(spans=True).structure(data["contract"], ast.Contract)
        comments = [(int(c[0]), int(c[1]), str(c[2])) for c in data["comments"]]
    except Exception:  # a missing or damaged entry is a miss, whatever json or cattrs raise
        return None
    if too_deep(contract):  # never written by this version: do not trust it
        return None
    return contract, comments, []


def _touch(entry: Path) -> None:
    """Mark an entry as just used (eviction takes the least recently used first)."""
    with contextlib.suppress(OSError):
        os.utime(entry)


def _store(entry: Path, contract: ast.Contract, comments: Comments) -> None:
    """Keep a parsed contract; any failure leaves the cache as it was (a later miss)."""
    from sscb_dsl.language.serial import converter

    tmp: str | None = None
    try:
        data = {
            "contract": converter(spans=True).unstructure(contract, ast.Contract),
            "comments": [list(c) for c in comments],
        }
        text = json.dumps(data, separators=(",", ":"))  # ASCII: a lone surrogate is escaped
        if len(text) > MAX_ENTRY_BYTES:
            return
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, entry)
        tmp = None
        evict(entry.parent)
    except Exception:  # the cache only saves time: failing to keep an entry is no error
        return
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def evict(folder: Path, entries: int | None = None, size: int | None = None) -> int:
    """Remove the least recently used entries until at most ``entries`` of them (default
    :data:`MAX_ENTRIES`) take at most ``size`` bytes (:data:`MAX_BYTES`); the number removed.
    Entries another process removes meanwhile are skipped."""
    entries = MAX_ENTRIES if entries is None else entries
    size = MAX_BYTES if size is None else size
    found: list[tuple[float, int, str]] = []
    with os.scandir(folder) as it:
        for e in it:
            if not e.name.endswith(".json"):
                continue
            with contextlib.suppress(OSError):
                st = e.stat()
                found.append((st.st_mtime, st.st_size, e.path))
    total = sum(f[1] for f in found)
    if len(found) <= entries and total <= size:
        return 0
    found.sort()
    removed = 0
    for _mtime, nbytes, path in found:
        if len(found) - removed <= entries and total <= size:
            break
        with contextlib.suppress(OSError):
            os.unlink(path)
        removed += 1
        total -= nbytes
    return removed
