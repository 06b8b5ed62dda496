"""Locate the files shipped with sscb (grammar, stdlib, embedded examples).

In an installed wheel they live in ``sscb_dsl/_data``; in a source checkout (editable install)
they are the top-level ``grammar/`` and ``stdlib/`` folders. Callers never care which.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

_PACKAGE_DIR = Path(str(files("sscb_dsl")))
_SOURCE_ROOT = _PACKAGE_DIR.parent


def data_dir(name: str) -> Path:
    """Return the folder of shipped data called ``name`` (``grammar`` or ``stdlib``)."""
    installed = _PACKAGE_DIR / "_data" / name
    if installed.is_dir():
        return installed
    source = _SOURCE_ROOT / name
    if source.is_dir():
        return source
    raise FileNotFoundError(f"sscb data folder `{name}` is missing from this installation")


def grammar_path(name: str = "sscb.lark") -> Path:
    """Path of a grammar file shipped with sscb."""
    return data_dir("grammar") / name


def stdlib_dir() -> Path:
    """Folder holding the standard contract library (``*.sscb``)."""
    return data_dir("stdlib")
