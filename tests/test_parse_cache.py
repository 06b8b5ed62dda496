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


# ---------------------------------------------------------------- issue 17: bounded, never harmful


def test_the_cache_is_bounded_least_recently_used_first(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os
    import time

    from sscb_dsl.language import parse_cache

    monkeypatch.setattr(parse_cache, "MAX_ENTRIES", 5)
    texts = [f"domain d{k} {{\n}}\n" for k in range(12)]
    for k, text in enumerate(texts[:5]):
        parse_cached(text)
        os.utime(cache / f"{_key(text)}.json", (time.time() - 100 + k, time.time() - 100 + k))
    parse_cached(texts[0])  # a hit: now the most recently used
    for text in texts[5:8]:
        parse_cached(text)
    kept = {p.stem for p in cache.glob("*.json")}
    assert len(kept) <= 5 and _key(texts[0]) in kept
    assert _key(texts[1]) not in kept and _key(texts[7]) in kept
    assert parse_cache.evict(cache, entries=1000, size=0) == len(kept)


def test_entries_are_bounded_by_size_too(cache: Path) -> None:
    from sscb_dsl.language import parse_cache

    for k in range(6):
        parse_cached(f"domain d{k} {{\n}}\n")
    sizes = [p.stat().st_size for p in cache.glob("*.json")]
    assert parse_cache.evict(cache, size=sum(sizes) - 1) >= 1
    assert not list(cache.glob("*.tmp"))


def test_an_entry_that_cannot_be_written_is_only_a_miss(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sscb_dsl.language import serial

    def broken(*_args: object, **_kw: object) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(serial, "converter", broken)
    text = (stdlib_dir() / "pay_source.sscb").read_text()
    contract, _, diags = parse_cached(text)
    assert contract is not None and diags == []
    assert not list(cache.iterdir())


def test_an_unwritable_cache_folder_is_only_a_miss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SSCB_CACHE_DIR", str(blocker / "sub"))
    monkeypatch.delenv("SSCB_NO_CACHE", raising=False)
    results = check_files([stdlib_dir() / "return_date.sscb"])
    assert results[0].ok


def test_a_tampered_deep_entry_is_not_trusted(cache: Path) -> None:
    import json

    text = "domain d {\n}\n"
    parse_cached(text)
    entry = cache / f"{_key(text)}.json"
    data = json.loads(entry.read_text())
    deep: dict[str, object] = {"node": "ScalarType", "name": {"name": "id", "span": [0] * 6}}
    deep["span"] = [0] * 6
    for _ in range(100):
        deep = {"node": "ListType", "item": deep, "span": [0] * 6}
    span = [1, 1, 1, 2, 0, 1]
    data["contract"]["domains"][0]["entities"] = [
        {"name": {"name": "e", "span": span}, "key": deep, "span": span}
    ]
    entry.write_text(json.dumps(data))
    contract, _, _ = parse_cached(text)
    assert contract is not None and contract.domains[0].entities == ()


def test_texts_with_lone_surrogates_are_cached_safely(cache: Path) -> None:
    text = "domain d {\n  # \ud800 in a comment\n}\n"
    first = parse_cached(text)
    second = parse_cached(text)
    assert first[0] is not None and first == second
