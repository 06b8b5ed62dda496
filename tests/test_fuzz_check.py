"""Issue 17, "must show": hostile texts never crash the front end (hypothesis, in CI).

Six families of texts (``sscb_dsl.testing.hostile``): grammar-generated with hostile names,
literals, comments and spacing; deep nesting and long chains; huge literals and names; odd
characters (form feed, vertical tab, U+0085, U+2028, U+2029, NUL, a BOM, a lone surrogate);
mutations of shipped contracts; arbitrary text. Every text gives diagnostics or a clean result,
never an exception; every diagnostic lies inside the text, on the line the parser counted and
the renderer shows; a text that parses formats back to the same rule objects. With ``CI`` set
2,500 examples run (about 40 s); locally 300. ``bench/fuzz_check.py`` runs 100,000 and more.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings

from sscb_dsl.testing.hostile import examine, hostile_texts

EXAMPLES = 2500 if os.environ.get("CI") else 300


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(hostile_texts())
def test_hostile_texts_give_diagnostics_or_a_clean_result(item: tuple[str, str]) -> None:
    family, text = item
    outcome, problems = examine(text)
    assert outcome != "exception" and problems == [], (family, problems, text[:500])
