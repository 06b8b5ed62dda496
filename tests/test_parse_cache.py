"""The parsed-contract cache: hits give the same rule objects, spans included; bad entries miss."""

from __future__ import annotations

from pathlib import Path

import pytest

from sscb_dsl.api import check_files
from sscb_dsl.language.build import parse_contract_full
from sscb_dsl.language.parse_cache import _key, parse_cached
from sscb_dsl.resources import stdlib_dir


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SSCB_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("SSCB_NO_CACHE", raising=False)
    return tmp_path


def test_hit_equals_a_fresh_parse_with_spans_and_comments(cache: Path) -> None:
    text = (stdlib_dir() / "write_effect.sscb").read_text()
    fresh = parse_contract_full(text, "f")
    first = parse_cached(text, "f")
    assert (cache / f"{_key(text)}.json").is_file()
    second = parse_cached(text, "f")
    assert first == fresh and second[0] == fresh[0] and second[1] == fresh[1]
    spans = [d.span for d in second[0].domains] + [o.span for o in second[0].operators]  # type: ignore[union-attr]
    assert spans == [d.span for d in fresh[0].domains] + [o.span for o in fresh[0].operators]  # type: ignore[union-attr]


def test_damaged_entry_is_a_miss_and_syntax_errors_are_not_cached(cache: Path) -> None:
    text = (stdlib_dir() / "return_date.sscb").read_text()
    (cache / f"{_key(text)}.json").write_text('{"contract": {"node": "Nope"}}')
    contract, _, diags = parse_cached(text, "f")
    assert contract is not None and diags == []
    bad = "operator X in d {"
    assert parse_cached(bad, "bad")[2][0].code == "E002"
    assert not (cache / f"{_key(bad)}.json").exists()


def test_check_gives_the_same_diagnostics_cached_or_not(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = sorted((Path(__file__).parent / "fixtures").glob("*_bad.sscb"))[:12]
    cold = [r.diagnostics for r in check_files(bad)]
    warm = [r.diagnostics for r in check_files(bad)]
    monkeypatch.setenv("SSCB_NO_CACHE", "1")
    off = [r.diagnostics for r in check_files(bad)]
    assert cold == warm == off
    assert [[d.span for d in ds] for ds in cold] == [[d.span for d in ds] for ds in warm]
