"""A cache of parsed contracts, so that checking unchanged files skips the parser.

Parsing is most of what ``sscb check`` costs. A file whose text parsed without syntax errors is
stored as JSON rule objects (spans and comments included; never pickle, so a cache file can only
ever describe a contract) under ``$SSCB_CACHE_DIR`` or ``$XDG_CACHE_HOME/sscb`` (default
``~/.cache/sscb``), keyed by the sha256 of the text and of what parsing depends on (package
version, grammar, builder and node-type sources), so an edited grammar or builder never serves a
stale parse. A missing, unreadable or damaged entry is parsed again; ``SSCB_NO_CACHE=1`` turns
the cache off.
"""

from __future__ import annotations

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
    parts += [(here / name).read_bytes() for name in ("build.py", "ast.py", "serial.py")]
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
    if hit is not None:
        return hit
    from sscb_dsl.language.build import parse_contract_full  # Lark is imported only on a cache miss

    contract, comments, diags = parse_contract_full(text, file)
    if contract is not None and entry is not None:
        _store(entry, contract, comments)
    return contract, comments, diags


def _load(entry: Path) -> tuple[ast.Contract, Comments, list[Diagnostic]] | None:
    from sscb_dsl.language.serial import converter

    try:
        data: Any = json.loads(entry.read_text(encoding="utf-8"))
        contract = converter(spans=True).structure(data["contract"], ast.Contract)
        comments = [(int(c[0]), int(c[1]), str(c[2])) for c in data["comments"]]
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None
    except Exception:  # a damaged entry is a miss, whatever cattrs raises
        return None
    return contract, comments, []


def _store(entry: Path, contract: ast.Contract, comments: Comments) -> None:
    from sscb_dsl.language.serial import converter

    data = {
        "contract": converter(spans=True).unstructure(contract, ast.Contract),
        "comments": [list(c) for c in comments],
    }
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
        os.replace(tmp, entry)
    except OSError:
        return
