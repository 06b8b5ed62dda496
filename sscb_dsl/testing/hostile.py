"""Hostile contract texts, and what the front end must do with each (issue 17).

Contracts are untrusted input: whatever the text, ``check_text`` gives diagnostics or a clean
result, never an exception; each diagnostic points inside the text, on the line the parser
counted and the renderer shows; a text that parses formats back to the same rule objects.
:func:`examine` checks one text against all of that; :func:`hostile_texts` draws texts from six
families (grammar-generated with hostile terminals, deep nesting, huge literals and names, odd
characters, mutations of shipped contracts, arbitrary text). ``tests/test_fuzz_check.py`` runs a
few thousand in CI, ``bench/fuzz_check.py`` hundreds of thousands.

Also here: a tiny self-contained contract whose use rule takes any condition, a run for it, and
the nesting shapes the grammar allows written at a chosen depth (for the limit tests and the
evaluation-budget bench). This module needs ``hypothesis`` (the ``test`` extra).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark

from sscb_dsl.api import check_text, format_text
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.diagnostics import SHOWN, source_lines
from sscb_dsl.language.limits import MAX_DEPTH, position
from sscb_dsl.language.parse import grammar
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.resources import stdlib_dir

# ------------------------------------------------------------------ the tiny contract and run

TINY_DOMAIN = """\
domain tiny {
  ranks record
  entity thing: id
  semantics same "a thing shows its own note" visible policy
  tool get {
    arg id: id
    reads thing(id)
    authority record
    result RESULT
  }
}
"""

TINY_OPERATOR = """\
operator Tiny in tiny {
  params {id: id, value: text}
  target thing(case.id)

  fault f: observe get {
    match f.args.id == case.id
    site f.result.note
    set case.value
  }

  counterevidence again(r: observe get) {
    authority r >= f
    entity r.args.id == f.args.id
    scope r after f
    independence r unaltered
    sufficiency r.result.note != f.value using same
  }

  use tell: say m where mentions(m.text, f.value) {
    faulty when COND
    otherwise qualified
  }

  stance said: say m where mentions(m.text, f.value) {
    endorse when true
  }
}
"""

TINY_RESULT = "{id: id, items: [number], note: text}"

JOIN3 = """\
  counterevidence all3(r: observe get, s: observe get, t: observe get) {
    authority r >= f
    entity r.args.id == f.args.id and s.args.id == f.args.id and t.args.id == f.args.id
    scope r.step + s.step + t.step < 0
    independence r unaltered
    sufficiency r.result.note != f.value using same
  }
"""
"""A relation for ``tiny_contract(relation=...)``: the issue's three-source join whose only
failing conjunct reads all three sources (its worst case grows as n^3)."""


def tiny_contract(
    cond: str = "true",
    result: str = TINY_RESULT,
    lets: str = "",
    relation: str = "",
    bindings: str = "",
) -> str:
    """The tiny contract (language 2, no imports) with ``cond`` as its use rule's first arm;
    ``lets`` (operator-level ``let`` lines) go before its relation, ``relation`` replaces it,
    ``bindings`` (``let``/``given`` lines) open its use rule."""
    op = TINY_OPERATOR.replace("COND", cond)
    if relation:
        start = op.index("  counterevidence")
        op = op[:start] + relation.rstrip("\n") + "\n" + op[op.index("  }\n", start) + 4 :]
    if lets:
        op = op.replace("  counterevidence", lets + "\n  counterevidence", 1)
    if bindings:
        op = op.replace("    faulty when", bindings + "\n    faulty when", 1)
    return "sscb 2\n\n" + TINY_DOMAIN.replace("RESULT", result) + "\n" + op


def tiny_run(notes: int = 2, said: str = "it says v9", items: int = 3, says: int = 1) -> Run:
    """A run of ``Tiny`` (see :func:`tiny_run_data`)."""
    _rid, ledger, ev, config, rep = sscb_run(tiny_run_data(notes, said, items, says=says))
    return Run(ledger, ev, config, rep, "hostile")


def tiny_run_data(
    notes: int = 2, said: str = "it says v9", items: int = 3, run_id: str = "tiny", says: int = 1
) -> dict[str, Any]:
    """A run of ``Tiny`` as ``sscb.run/1`` data: ``notes`` results of `get` (the first one
    faulted, v' = ``v9``), each with ``items`` numbers, then ``says`` agent messages."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "policy"},
        {"role": "user", "content": "what does the note say?"},
    ]
    for k in range(notes):
        call = {"id": f"c{k}", "function": {"name": "get", "arguments": '{"id": "T1"}'}}
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        result = {"id": "T1", "items": list(range(items)), "note": "v9" if k == 0 else "v1"}
        messages.append(
            {"role": "tool", "tool_call_id": f"c{k}", "name": "get", "content": json.dumps(result)}
        )
    messages.extend({"role": "assistant", "content": said} for _ in range(says))
    return {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": {
            "id": "T-1",
            "operator": "Tiny",
            "domain": "tiny",
            "cluster": "thing:T1",
            "control": False,
            "params": {"id": "T1", "value": "v9"},
        },
        "config": "F",
        "repetition": 0,
        "messages": messages,
        "intervention": {"applied": True, "message_index": 3, "altered": [3]},
    }


# ------------------------------------------------------------------ nesting shapes

# Each shape writes a condition whose nesting depth (as ``limits`` counts it) is exactly ``d``;
# all but ``index`` check clean in the tiny contract.

NESTINGS: dict[str, Callable[[int], str]] = {
    "not": lambda d: "not " * (d - 1) + "true",
    "list": lambda d: "[" * (d - 2) + "1" + "]" * (d - 2) + " != []",
    "call": lambda d: "lower(" * (d - 3) + "m.text" + ")" * (d - 3) + ' != ""',
    "sum": lambda d: " + ".join(["1"] * (d - 1)) + " > 0",
    "neg": lambda d: "-" * (d - 1) + "1 < 0",  # `-1` is one literal
    "quantifier": lambda d: (
        "".join(f"any(x{i} in [1]: " for i in range(d - 2)) + "true" + ")" * (d - 2)
    ),
    "parenthesised or": lambda d: "true or (" * (d - 2) + "true or true" + ")" * (d - 2),
    "index": lambda d: "f.result.items" + "[0]" * (d - 4) + " == 1",
}


def record_type(d: int) -> str:
    """The tiny tool's result type with a field nested ``d`` deep (objects, lists, maps)."""
    inner = "text"
    for k in range(d - 2):
        inner = ("{a: " + inner + "}", "[" + inner + "]", "map[" + inner + "]")[k % 3]
    return "{id: id, items: [number], note: text, deep: " + inner + "}"


# ------------------------------------------------------------------ what must hold


def examine(text: str) -> tuple[str, list[str]]:
    """Check ``text`` as ``sscb check`` would: its outcome (``clean``, ``syntax`` or
    ``diagnostics``) and every broken promise (an exception, a diagnostic outside the text or
    on another line than shown, a format that does not round-trip). Never raises."""
    try:
        result = check_text(text)
    except Exception as exc:  # the promise broken: report it, do not raise
        return "exception", [f"check_text raised {type(exc).__name__}: {exc}"]
    problems: list[str] = []
    body = text[1:] if text.startswith("\ufeff") else text  # what the parser reads
    lines = source_lines(text) or [""]
    for d in result.diagnostics:
        s = d.span
        where = f"{d.code} at {s.line}:{s.column}"
        if not (1 <= s.line <= len(lines) and 1 <= s.column <= len(lines[s.line - 1]) + 1):
            problems.append(f"{where}: outside the text ({len(lines)} lines)")
            continue
        if s.end > s.start and position(body, s.start) != (s.line, s.column):
            problems.append(f"{where}: offset {s.start} is at {position(body, s.start)}")
        shown = d.render(text).split("\n")[1]
        line = "".join(c if c.isprintable() else " " for c in lines[s.line - 1])
        quoted = shown.removeprefix(f"{s.line} | ")
        part = quoted.removeprefix("…").removesuffix("…") if len(line) > SHOWN else quoted
        if quoted == shown or part not in line or (len(line) <= SHOWN and part != line):
            problems.append(f"{where}: renders another line")
    if result.contract is None:
        return "syntax", problems
    try:
        again, diags = parse_contract(format_text(text))
        if diags or again != result.contract:
            problems.append("fmt does not round-trip")
    except Exception as exc:
        problems.append(f"fmt raised {type(exc).__name__}: {exc}")
    return ("clean" if result.ok else "diagnostics"), problems


# ------------------------------------------------------------------ the families of texts

WORDS = [
    *("a", "f", "r", "m", "u", "x1", "case", "tiny", "get", "thing", "id", "text", "number"),
    *("enum", "record", "result", "args", "value", "original", "faulty", "endorse", "note"),
    *("items", "mentions", "lower", "len", "same", "qualified", "otherwise", "true", "observe"),
]
SPACES = [" ", " ", "\n", "\t", "\f", "\r\n", "\n\n  "]
ODD = [
    *("\v", "\x85", "\u2028", "\u2029", "\x00", "\x1b", "\x7f", "\ufeff", "\ud800", "\r"),
    *("\U0001f600", "é", "\u200b", "\u0301", "\x1c", "\f", "\t", '"', "\\", "#", "`"),
]


def _names() -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(WORDS),
        st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,12}", fullmatch=True),
        st.integers(95, 400).map(lambda n: "n" * n),
    )


def _strings() -> st.SearchStrategy[str]:
    plain = st.text(st.characters(blacklist_characters='"\\\n'), max_size=30)
    return st.one_of(
        plain.map(lambda s: f'"{s}"'),
        st.sampled_from(['""', '"a \\"b\\" \\\\ \\n \\t"', '"\f\u2028\x85"']),
        st.integers(9_990, 20_000).map(lambda n: '"' + "x" * n + '"'),
        st.integers(1, 5_000).map(lambda n: '"' + "\\n" * n + '"'),
    )


def _numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(["0", "1", "2.5", "007", "0.000000000001"]),
        st.integers(25, 6_000).map(lambda n: "9" * n),
        st.integers(10, 20).map(lambda n: "1." + "3" * n),
    )


def grammar_texts() -> st.SearchStrategy[str]:
    """Texts the grammar generates, with hostile names, literals, comments and spacing."""
    return from_lark(
        grammar(),
        start="start",
        explicit={
            "NAME": _names(),
            "STRING": _strings(),
            "NUMBER": _numbers(),
            "INT": st.one_of(st.sampled_from(["1", "2", "3"]), _numbers()),
            "COMMENT": st.sampled_from(ODD).map(lambda c: f"# note {c} here\n"),
            "WS": st.sampled_from(SPACES),
        },
    )


_WRAPPERS: list[Callable[[str, int], str]] = [
    lambda e, k: f"not {e}",
    lambda e, k: f"({e})",
    lambda e, k: f"[{e}]",
    lambda e, k: f"lower({e})",
    lambda e, k: f"-{e}",
    lambda e, k: f"{e} + 1",
    lambda e, k: f"{e}[0]",
    lambda e, k: f"{e}.x",
    lambda e, k: f"any(q{k} in [1]: {e})",
    lambda e, k: f"{e} == 1",
    lambda e, k: f"true or ({e})",
    lambda e, k: f"len({e}, 1)",
]


@st.composite
def nested_texts(draw: st.DrawFn, large: bool = False) -> str:
    """The tiny contract with a condition nested up to hundreds of levels (thousands if
    ``large``), or a chain of up to 1,000 `and`/`or` terms (20,000), or a deep type."""
    scale = 10 if large else 1
    kind = draw(st.sampled_from(["wrap", "shape", "chain", "type"]))
    if kind == "chain":
        n = draw(st.one_of(st.integers(2, 300), st.integers(300, 1_000 * scale)))
        op = draw(st.sampled_from([" and ", " or "]))
        return tiny_contract(op.join(["true"] * n))
    depth = draw(st.one_of(st.integers(1, 80), st.integers(MAX_DEPTH - 2, MAX_DEPTH + 2)))
    if kind == "shape":
        shape = draw(st.sampled_from(sorted(NESTINGS)))
        return tiny_contract(NESTINGS[shape](max(depth, 5)))
    if kind == "type":
        return tiny_contract(result=record_type(max(depth, 2)))
    pattern = draw(st.lists(st.integers(0, len(_WRAPPERS) - 1), min_size=1, max_size=8))
    repeat = draw(st.one_of(st.integers(1, 20), st.integers(20, 40 * scale)))
    e = "true"
    for k in range(repeat * len(pattern)):
        e = _WRAPPERS[pattern[k % len(pattern)]](e, k)
    return tiny_contract(e)


@st.composite
def literal_texts(draw: st.DrawFn) -> str:
    """The tiny contract holding a huge number, string or name, or importing a long name."""
    where = draw(st.sampled_from(["number", "string", "name", "import", "header"]))
    if where == "number":
        return tiny_contract(f"len(m.text) > {draw(_numbers())}")
    if where == "string":
        return tiny_contract(f"mentions(m.text, {draw(_strings())})")
    name = draw(_names())
    if where == "name":
        return tiny_contract(f"{name} == 1")
    if where == "import":
        return f"import {name}\n" + tiny_contract()
    return f"sscb {draw(_numbers())}\n" + tiny_contract().removeprefix("sscb 2\n")


@lru_cache(maxsize=1)
def _bases() -> tuple[str, ...]:
    """Texts to mutate: the tiny contract and the shipped contracts that import nothing."""
    shipped = [p.read_text(encoding="utf-8") for p in sorted(stdlib_dir().glob("*.sscb"))]
    return (tiny_contract(), *(t for t in shipped if "import " not in t))


@st.composite
def odd_character_texts(draw: st.DrawFn) -> str:
    """A contract with odd characters (line separators, controls, a BOM, a lone surrogate)
    inserted or substituted at a few places."""
    text = draw(st.sampled_from(_bases()))
    if draw(st.booleans()):
        text = "\ufeff" + text
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        ch = draw(st.sampled_from(ODD + SPACES))
        cut = draw(st.integers(0, 1))
        text = text[:at] + ch + text[at + cut :]
    return text


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    """A contract with a slice deleted, duplicated or moved, lines swapped, or cut short."""
    text = draw(st.sampled_from(_bases()))
    for _ in range(draw(st.integers(1, 3))):
        n = len(text)
        a = draw(st.integers(0, n))
        b = draw(st.integers(a, min(n, a + 200)))
        op = draw(st.sampled_from(["delete", "duplicate", "move", "swap", "truncate"]))
        if op == "delete":
            text = text[:a] + text[b:]
        elif op == "duplicate":
            text = text[:b] + text[a:b] + text[b:]
        elif op == "move":
            c = draw(st.integers(0, n - (b - a)))
            rest = text[:a] + text[b:]
            text = rest[:c] + text[a:b] + rest[c:]
        elif op == "swap":
            lines = text.split("\n")
            i, j = (draw(st.integers(0, len(lines) - 1)) for _ in range(2))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        else:
            text = text[:a]
    return text


FAMILIES: dict[str, Callable[[bool], st.SearchStrategy[str]]] = {
    "grammar": lambda large: grammar_texts(),
    "nested": lambda large: nested_texts(large),
    "literal": lambda large: literal_texts(),
    "odd characters": lambda large: odd_character_texts(),
    "mutated": lambda large: mutated_texts(),
    "any text": lambda large: st.text(max_size=3_000 if large else 300),
}
"""Each family of hostile texts by name; ``large`` draws longer chains and deeper nesting."""


def hostile_texts(large: bool = False) -> st.SearchStrategy[tuple[str, str]]:
    """(family, text) from every family of :data:`FAMILIES`."""

    def named(name: str) -> st.SearchStrategy[tuple[str, str]]:
        return FAMILIES[name](large).map(lambda text: (name, text))

    return st.one_of(*(named(name) for name in FAMILIES))
