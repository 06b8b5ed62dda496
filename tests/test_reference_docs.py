"""docs/builtins.md and docs/stdlib.md are what the code generates, and every built-in's
examples give the values the page shows (``python -m sscb_dsl.testing.reference_docs``
regenerates the pages)."""

from __future__ import annotations

import pytest

from sscb_dsl.language.builtin_examples import EXAMPLES
from sscb_dsl.language.builtins import BUILTINS
from sscb_dsl.testing.reference_docs import PAGES, example_value, generate


@pytest.mark.parametrize("page", sorted(PAGES))
def test_page_is_generated(page: str) -> None:
    assert PAGES[page].read_text(encoding="utf-8") == generate()[page], (
        f"{PAGES[page]} is stale: run `python -m sscb_dsl.testing.reference_docs`"
    )


def test_every_builtin_has_an_example() -> None:
    assert sorted(n for n in BUILTINS if not EXAMPLES.get(n)) == []
    assert sorted(set(EXAMPLES) - set(BUILTINS)) == []


@pytest.mark.parametrize(
    "expression,value", [pair for pairs in EXAMPLES.values() for pair in pairs]
)
def test_example_gives_its_value(expression: str, value: str) -> None:
    assert example_value(expression) == value
