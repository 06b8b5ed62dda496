"""Hostile-contract helpers shared by the tests of issue 17 (untrusted contracts are bounded).

A tiny self-contained domain and operator whose use rule takes any condition, a run for it, and
the nesting shapes the grammar allows, each written at a given depth. Everything is built in
the test; nothing large is committed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run

DOMAIN = """\
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

OPERATOR = """\
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

RESULT = "{id: id, items: [number], note: text}"


def contract(cond: str = "true", result: str = RESULT, lets: str = "") -> str:
    """The tiny contract (language 2) with ``cond`` as the use rule's first arm."""
    op = OPERATOR.replace("COND", cond)
    if lets:
        op = op.replace("  counterevidence", lets + "\n  counterevidence", 1)
    return "sscb 2\n\n" + DOMAIN.replace("RESULT", result) + "\n" + op


def run(notes: tuple[str, ...] = ("the note", "the note"), said: str = "it says v9") -> Run:
    """A run of ``Tiny``: one `get` per note (the first is the faulted one), then a message."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "policy"},
        {"role": "user", "content": "what does the note say?"},
    ]
    for k, note in enumerate(notes):
        fn = {"name": "get", "arguments": json.dumps({"id": "T1"})}
        call = {"id": f"c{k}", "function": fn}
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        result = {"id": "T1", "items": [1, 2, 3], "note": "v9" if k == 0 else note}
        messages.append(
            {"role": "tool", "tool_call_id": f"c{k}", "name": "get", "content": json.dumps(result)}
        )
    messages.append({"role": "assistant", "content": said})
    raw = {
        "format": "sscb.run/1",
        "run_id": "tiny",
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
    _rid, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "test")


# ------------------------------------------------------------------ nesting shapes

# Each shape writes a boolean condition (or a type) whose nesting depth (as ``limits`` counts
# it) is exactly ``d``; all but ``index`` type-check in the tiny contract.


def _nots(d: int) -> str:
    return "not " * (d - 1) + "true"


def _lists(d: int) -> str:
    return "[" * (d - 2) + "1" + "]" * (d - 2) + " != []"  # compare, d-2 lists, literal


def _calls(d: int) -> str:
    return "lower(" * (d - 3) + "m.text" + ")" * (d - 3) + ' != ""'  # compare, calls, attr, var


def _sums(d: int) -> str:
    return " + ".join(["1"] * (d - 1)) + " > 0"  # compare, d-2 additions, literal


def _negs(d: int) -> str:
    return "-" * (d - 1) + "1 < 0"  # compare, d-2 negations, literal (`-1` is one literal)


def _quants(d: int) -> str:
    # each `any` is a level, its list and body one deeper, the list's item two
    k = d - 2
    return "".join(f"any(x{i} in [1]: " for i in range(k)) + "true" + ")" * k


def _parens_ors(d: int) -> str:
    # `a or (b or (c ...))`: each parenthesised chain is a level, plus the literal
    return "true or (" * (d - 2) + "true or true" + ")" * (d - 2)


def _index(d: int) -> str:
    return "f.result.items" + "[0]" * (d - 4) + " == 1"  # compare, indexes, attr, attr, var


CONDITIONS: dict[str, Callable[[int], str]] = {
    "not": _nots,
    "list": _lists,
    "call": _calls,
    "sum": _sums,
    "neg": _negs,
    "quantifier": _quants,
    "parenthesised or": _parens_ors,
    "index": _index,
}


def record_type(d: int) -> str:
    """A tool result type nested ``d`` deep: objects, lists and maps in turn."""
    inner = "text"
    for k in range(d - 2):
        inner = ("{a: " + inner + "}", "[" + inner + "]", "map[" + inner + "]")[k % 3]
    return "{id: id, items: [number], note: text, deep: " + inner + "}"
