"""Smoke check of an installation: the shipped grammar and stdlib are found and check clean.

Run as ``python -m sscb_dsl.selfcheck`` from any folder; CI runs it against the built wheel.
"""

from __future__ import annotations

import sys

from sscb_dsl.resources import grammar_path, stdlib_dir


def main() -> int:
    """Print where the shipped data was found; exit 1 if anything is missing or unclean."""
    grammar = grammar_path()
    stdlib = sorted(stdlib_dir().glob("*.sscb"))
    print(f"grammar: {grammar} ({'ok' if grammar.is_file() else 'MISSING'})")
    print(f"stdlib: {len(stdlib)} contract files in {stdlib_dir()}")
    if not grammar.is_file() or not stdlib:
        return 1
    from sscb_dsl.api import check_files

    results = check_files(stdlib)
    bad = [d for r in results for d in r.diagnostics if d.severity == "error"]
    for d in bad:
        print(d.render_short())
    print(f"check: {len(stdlib)} files, {len(bad)} errors")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
