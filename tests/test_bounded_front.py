"""Issue 17, items 1, 2 and 4: hostile nesting, literals, names and line separators.

Every text is built here. A contract nested at the documented limit passes every stage (builder,
checker, ``fmt``, JSON, parse cache, plan, engine, reference evaluator) with room to spare on the
stack; one level deeper is E330 before any recursive stage runs. Long ``and``/``or`` chains are
flat. Literals and names over their limits are E331 at their position.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from sscb_dsl.api import FormatError, check_text, format_text
from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import build_plan
from sscb_dsl.engine.reference import reference_evaluate
from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.check import check_contract
from sscb_dsl.language.diagnostics import Diagnostic
from sscb_dsl.language.limits import MAX_CHARS, MAX_DEPTH, MAX_NAME, MAX_STRING
from sscb_dsl.language.parse_cache import parse_cached
from sscb_dsl.language.serial import contract_from_json, contract_to_json
from sscb_dsl.testing.hostile import NESTINGS as CONDITIONS
from sscb_dsl.testing.hostile import record_type
from sscb_dsl.testing.hostile import tiny_contract as contract
from sscb_dsl.testing.hostile import tiny_run as run

STACK_ROOM = 500
"""Frames a stage may use below its caller for a contract nested at the limit (of 1000)."""


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SSCB_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("SSCB_NO_CACHE", raising=False)
    return tmp_path


@contextmanager
def stack_room(frames: int) -> Iterator[None]:
    """Allow only ``frames`` more frames than the caller's depth."""
    depth, f = 0, sys._getframe()
    while f is not None:
        depth, f = depth + 1, f.f_back
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + frames)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def codes(text: str) -> list[str]:
    return [d.code for d in check_text(text).diagnostics]


def every_stage(text: str) -> None:
    """Check, cache (store and load), fmt round trip, JSON round trip, engine and reference."""
    result = check_text(text)
    assert result.contract is not None and result.ok, result.diagnostics
    c = result.contract
    assert parse_cached(text)[0] == c and parse_cached(text)[0] == c
    again, diags = parse_contract(format_text(text))
    assert diags == [] and again == c
    assert contract_from_json(contract_to_json(c)) == c
    op, dom = c.operators[0], c.domains[0]
    fast = evaluate_run(build_plan(op, dom), run())
    ref = reference_evaluate(op, dom, run())
    assert fast.error is None and fast == ref


SHAPES = [name for name in CONDITIONS if name != "index"]


@pytest.mark.parametrize("shape", SHAPES)
def test_every_stage_takes_the_deepest_accepted_expression(shape: str, cache: Path) -> None:
    text = contract(CONDITIONS[shape](MAX_DEPTH))
    with stack_room(STACK_ROOM):
        every_stage(text)


def test_every_stage_takes_the_deepest_accepted_type(cache: Path) -> None:
    with stack_room(STACK_ROOM):
        every_stage(contract(result=record_type(MAX_DEPTH)))


@pytest.mark.parametrize("shape", list(CONDITIONS))
def test_one_level_deeper_is_e330_in_check_and_fmt(shape: str, cache: Path) -> None:
    text = contract(CONDITIONS[shape](MAX_DEPTH + 1))
    assert codes(text) == ["E330"]
    with pytest.raises(FormatError) as err:
        format_text(text)
    assert [d.code for d in err.value.diagnostics] == ["E330"]


@pytest.mark.parametrize(
    ("what", "build"),
    [
        ("500 nots", lambda: contract("not " * 500 + "true")),
        ("250-deep list", lambda: contract("[" * 250 + "1" + "]" * 250 + " != []")),
        ("250-deep call", lambda: contract("lower(" * 250 + "m.text" + ")" * 250 + ' != ""')),
        ("200-deep record type", lambda: contract(result=record_type(200))),
        ("20,000 nots", lambda: contract("not " * 20_000 + "true")),
    ],
)
def test_the_issues_deep_texts_are_diagnostics_cached_or_not(
    what: str, build: Callable[[], str], cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = build()
    (diag,) = check_text(text).diagnostics
    assert diag.code == "E330" and diag.span.line > 1
    assert codes(text) == ["E330"]  # the cache never stores it, so the second check parses again
    monkeypatch.setenv("SSCB_NO_CACHE", "1")
    assert codes(text) == ["E330"]


@pytest.mark.parametrize("op", ["and", "or"])
def test_long_chains_are_flat(op: str, cache: Path) -> None:
    """500 (and 20,000) `and`-ed or `or`-ed terms: one node, every stage, same verdict."""
    terms = ["mentions(m.text, f.value)", *["true" if op == "and" else "false"] * 499]
    text = contract(f" {op} ".join(terms))
    every_stage(text)
    c = check_text(text).contract
    assert c is not None
    arm = c.operators[0].uses[0].arms[0].cond
    assert isinstance(arm, ast.And if op == "and" else ast.Or) and len(arm.operands) == 500
    assert codes(contract(f" {op} ".join(["true"] * 20_000))) == []


def test_parenthesised_chains_nest_and_round_trip() -> None:
    text = contract("(true and true) and (true or (false or true))")
    c = check_text(text).contract
    assert c is not None
    arm = c.operators[0].uses[0].arms[0].cond
    assert isinstance(arm, ast.And) and len(arm.operands) == 3  # `(a and b) and c` is a chain
    assert isinstance(arm.operands[2], ast.Or)
    assert "true and true and (true or (false or true))" in format_text(text)
    every_stage(text)


def test_a_hundred_thousand_parentheses_still_parse() -> None:
    assert codes(contract("(" * 100_000 + "true" + ")" * 100_000)) == []


def test_check_contract_rejects_a_deep_tree_built_by_hand() -> None:
    c = check_text(contract()).contract
    assert c is not None
    deep: ast.Expr = ast.Literal(True)
    for _ in range(5000):
        deep = ast.Not(deep)
    rule = c.operators[0].uses[0]
    arm = ast.Arm(rule.arms[0].verdict, deep)
    op = c.operators[0]
    op = ast.Operator(
        op.name,
        op.domain,
        op.docs,
        op.structure,
        op.params,
        op.target,
        op.faults,
        op.relations,
        (ast.Rule(rule.kind, rule.name, rule.pattern, rule.where, (arm,)),),
        op.stances,
    )
    found = check_contract(ast.Contract(2, (), c.domains, (op,)), {"tiny": c.domains[0]})
    assert [d.code for d in found] == ["E330"]


# ------------------------------------------------------------------ literals and names


def only(text: str) -> Diagnostic:
    (d,) = check_text(text).diagnostics
    return d


def test_a_5000_digit_integer_is_e331_at_its_position() -> None:
    text = contract("len(m.text) > " + "9" * 5000)
    d = only(text)
    line = text.count("\n", 0, text.index("99")) + 1
    column = text.index("99") - text.rfind("\n", 0, text.index("99"))
    assert (d.code, d.span.line, d.span.column) == ("E331", line, column)
    assert "5,000 digits" in d.message
    assert codes(contract("len(m.text) > " + "9" * 30)) == []


def test_decimals_beyond_what_fmt_prints_are_e331() -> None:
    assert codes(contract("len(m.text) > 0." + "1" * 12)) == []
    assert codes(contract("len(m.text) > 0." + "1" * 13)) == ["E331"]


def test_a_huge_language_version_is_e331_not_a_crash() -> None:
    assert codes("sscb " + "7" * 5000 + "\n") == ["E331"]


def test_a_long_import_name_is_e331_not_an_os_error(tmp_path: Path) -> None:
    name = "a" * 300
    d = only(f"import {name}\n")
    assert (d.code, d.span.line, d.span.column) == ("E331", 1, 8)
    at_limit = "b" * MAX_NAME
    assert codes(f"import {at_limit}\n") == ["E101"]  # looked for, not found: no OSError


def test_string_literals_are_limited_before_they_cost_memory() -> None:
    ok = 'mentions(m.text, "' + "x" * MAX_STRING + '")'
    assert codes(contract(ok)) == []
    d = only(contract('mentions(m.text, "' + "x" * (MAX_STRING + 1) + '")'))
    assert d.code == "E331" and "string literal" in d.message


def test_a_20_mib_string_is_a_size_diagnostic_at_the_first_character_over() -> None:
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    text = 'domain d {\n  doc "' + "x" * (20 << 20) + '"\n}\n'
    d = only(text)
    assert (d.code, d.span.line, d.span.column) == ("E331", 2, MAX_CHARS - 10)
    assert "contract too large" in d.message
    grown_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mib < 200  # the text itself (20 MiB) and a copy, never the 4.5 GB of old


def test_a_contract_at_the_size_limit_is_read() -> None:
    text = contract()
    pad = MAX_CHARS - len(text) - 1
    assert codes(text + "#" + "x" * pad) == []
    assert codes(text + "#" + "x" * (pad + 1)) == ["E331"]


# ------------------------------------------------------------------ lines and byte order marks

SEPARATORS = ["\f", "\v", "\x85", "\u2028", "\u2029", "\r\n"]


@pytest.mark.parametrize("sep", SEPARATORS, ids=[f"U+{ord(s[0]):04X}" for s in SEPARATORS])
def test_diagnostics_name_the_line_the_parser_counts(sep: str) -> None:
    """Odd characters in comments and strings never shift the reported or the shown line."""
    text = contract('mentions(m.text, "a' + sep.strip("\r\n") + 'b") and zz')
    text = text.replace("\n", f" # c{sep.strip(chr(13) + chr(10))}d\n", 5)
    if sep == "\r\n":
        text = text.replace("\n", "\r\n")
    d = only(text)
    lines = text.replace("\r\n", "\n").split("\n")
    assert d.code == "E108" and "zz" in lines[d.span.line - 1]
    shown = d.render(text).splitlines()[1]
    assert shown.startswith(f"{d.span.line} | ") and shown.rstrip().endswith("otherwise") is False
    assert "zz" in shown


@pytest.mark.parametrize("sep", ["\v", "\x85", "\u2028", "\u2029", "\x00", "\ud800"])
def test_a_stray_separator_is_e001_on_its_own_line(sep: str) -> None:
    text = contract() + "\n" + sep
    d = only(text)
    assert (d.code, d.span.line, d.span.column) == ("E001", text.count("\n") + 1, 1)
    assert f"U+{ord(sep):04X}" in d.message
    assert d.render(text).splitlines()[1] == f"{d.span.line} |  "


def test_a_byte_order_mark_is_accepted_and_columns_skip_it(tmp_path: Path) -> None:
    text = "\ufeff" + contract()
    assert codes(text) == []
    path = tmp_path / "bom.sscb"
    path.write_bytes(text.encode("utf-8"))
    from sscb_dsl.api import check_files

    (result,) = check_files([path])
    assert result.ok
    d = only("\ufeffsscb 9\n")
    assert (d.code, d.span.line, d.span.column) == ("E004", 1, 1)
    assert format_text(text) == format_text(contract())


def test_end_of_file_is_reported_on_the_last_line_whatever_the_separators() -> None:
    text = "domain d {\n\f\f\n  # open \v\u2028\x85\n"
    d = only(text)
    assert (d.code, d.span.line) == ("E002", 3)


def test_check_text_accepts_any_str() -> None:
    for text in ["", "\ud800", "\x00" * 10, "\r" * 100, "\u0085" * 10, "é" * 1000, "\n" * 5000]:
        result = check_text(text)
        for d in result.diagnostics:
            assert 0 < d.span.line <= max(text.count("\n") + 1, 1)
    assert os.environ.get("SSCB_CACHE_DIR")  # the session keeps its cache private


def test_a_file_with_thousands_of_problems_stops_at_a_thousand_cheaply(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # "cheaply" without a clock: no "did you mean" search runs over more than MAX_SUGGEST
    # names (6,000 names would make each search, and so the check, quadratic)
    import difflib

    from sscb_dsl.language.check_help import MAX_SUGGEST

    searched: list[int] = []
    real = difflib.get_close_matches

    def spy(word: str, possibilities: list[str], *args: object, **kwargs: object) -> list[str]:
        searched.append(len(possibilities))
        return real(word, possibilities, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(difflib, "get_close_matches", spy)
    lets = "".join(f"  let b{k} = true\n" for k in range(6000))
    text = contract(" or ".join(f"zz{k}" for k in range(6000)), lets=lets)
    found = check_text(text).diagnostics
    assert all(n <= MAX_SUGGEST for n in searched)
    assert len(found) == 1001 and found[-1].code == "E331" and "stopped" in found[-1].message
    assert all(len(d.help) < 400 for d in found)  # "visible here" lists 20 names, not 6,000
    rendered = found[0].render(text).splitlines()
    assert len(rendered[1]) < 230 and "…" in rendered[1] and "zz0" in rendered[1]
