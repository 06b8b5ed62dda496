"""The runnable example in docs/testing.md runs and passes (its first python block)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

DOC = Path(__file__).resolve().parent.parent / "docs" / "testing.md"


def test_docs_example_runs() -> None:
    """Execute the example and call the Hypothesis test it defines."""
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert blocks, "docs/testing.md has no python example"
    namespace: dict[str, Any] = {"__name__": "docs_testing_example"}
    exec(compile(blocks[0], str(DOC), "exec"), namespace)
    namespace["test_engine_matches_reference"]()
