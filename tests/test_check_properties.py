"""Property tests of the language front end (hypothesis, at three levels): any text parses or
yields an in-bounds diagnostic; grammar-generated contracts never crash build/check/fmt; and
``parse(fmt(c)) == c`` for generated contracts. Budgets keep the file well under 30 s."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark

from sscb_dsl.api import check_text
from sscb_dsl.language.build import parse_contract, parse_contract_full
from sscb_dsl.language.diagnostics import source_lines
from sscb_dsl.language.fmt import format_contract
from sscb_dsl.resources import grammar_path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))

KEYWORDS = [
    "domain",
    "operator",
    "tool",
    "fault",
    "counterevidence",
    "use",
    "stance",
    "import",
    "requirement",
    "evidence",
    "effect",
    "readback",
    "shows",
    "propagation",
    "stage",
    "arg",
]
WORDS = [
    "a",
    "f",
    "r",
    "m",
    "u",
    "x1",
    "case",
    "tau_airline",
    "get_reservation_details",
    "update_reservation_flights",
    "reservation",
    "id",
    "text",
    "date",
    "enum",
    "record",
    "result",
    "args",
    "value",
    "original",
    "faulty",
    "endorse",
    "otherwise",
    "date",
    "mentions",
]


@lru_cache(maxsize=1)
def _grammar() -> Lark:
    """An uncached Lark (hypothesis needs the grammar object, which the disk cache drops)."""
    return Lark(grammar_path().read_text(encoding="utf-8"), parser="lalr")


def _contracts() -> st.SearchStrategy[str]:
    return from_lark(
        _grammar(),
        start="start",
        explicit={
            "NAME": st.sampled_from(WORDS),
            "COMMENT": st.just("# note\n"),
            "STRING": st.sampled_from(['"s"', '"a \\"b\\""', '""']),
            "NUMBER": st.sampled_from(["0", "1", "2.5"]),
            "INT": st.sampled_from(["1", "2"]),
        },
    )


def _in_bounds(text: str, line: int, column: int) -> bool:
    lines = source_lines(text) or [""]  # as the parser counts lines
    if not 1 <= line <= max(len(lines), 1):
        return False
    return 1 <= column <= len(lines[line - 1]) + 2


chunks = st.sampled_from(
    [
        *KEYWORDS,
        *WORDS,
        "{",
        "}",
        "(",
        ")",
        ":",
        ",",
        ".",
        "==",
        "=",
        "\n",
        " ",
        '"',
        "#",
        "[",
        "]",
        ">=",
        "<",
        "observe",
        "call",
        "say",
        "in",
    ]
)


@SETTINGS
@given(st.one_of(st.text(max_size=200), st.lists(chunks, max_size=60).map(" ".join)))
def test_any_text_parses_or_yields_in_bounds_diagnostic(text: str) -> None:
    """Never a traceback: either rule objects, or one syntax diagnostic inside the text."""
    contract, diags = parse_contract(text)
    if contract is None:
        assert len(diags) == 1 and diags[0].code in {"E001", "E002", "E003", "E330", "E331"}
        assert _in_bounds(text, diags[0].span.line, diags[0].span.column), diags[0]
    else:
        result = check_text(text, path=FIXTURES / "generated.sscb")
        for d in result.diagnostics:
            assert d.span.line == 0 or _in_bounds(text, d.span.line, d.span.column), d


@SETTINGS
@given(_contracts())
def test_generated_contracts_never_crash_and_round_trip(text: str) -> None:
    """Grammar-generated contracts build, check and format; parse(fmt(c)) == c."""
    contract, comments, diags = parse_contract_full(text)
    if contract is None:  # the generator may glue keywords to names; that is a syntax error
        assert diags and diags[0].code in {"E001", "E002", "E003"}
        return
    result = check_text(text, path=FIXTURES / "generated.sscb")
    assert all(d.code[0] in "EW" for d in result.diagnostics)
    formatted = format_contract(contract, comments)
    again, again_diags = parse_contract(formatted)
    assert again_diags == [] and again == contract
    assert format_contract(again) == format_contract(contract)
