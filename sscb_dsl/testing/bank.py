"""A small bank domain for the language-2 scenarios: its contract text, cases and generated runs.

The domain (``bank``) has two read tools, three write tools and a rate lookup, two vocabularies
and either two authority ranks (``acknowledgement < record``) or one (``record``). A case is a
read-value fault on a read tool (``read``: the balance or the due date shown is corrupted) or a
suppressed write (``write``: a transfer, limit or profile update whose acknowledgement is kept),
with its tool and field taken from the case (``call case.tool``, ``.(case.field)``).

:func:`bank_run` builds (and :func:`bank_runs` draws) runs of a case: parallel calls (several
``tool_calls`` in one assistant message, results in any order), error results (``"Error: ..."``
and the harness's error flag), unparseable results and arguments, agent and user messages, empty
messages, repeated (suppressed) attempts, truncated runs, and now and then an unapplied
intervention, a failed acknowledgement or an ``altered`` index that is not a tool result
(``EV007``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

import attrs
from hypothesis import strategies as st

from sscb_dsl.testing.core import NO_RESULT
from sscb_dsl.testing.turns import Assembled, Call, Turn, assemble_turns

READ_TOOLS: Final = ("get_account", "get_statement")
WRITE_FIELDS: Final = {
    "transfer": ("balance",),
    "set_limit": ("limit",),
    "update_profile": ("holder", "due"),
}
WRITE_TOOLS: Final = tuple(WRITE_FIELDS)
TOOLS: Final = (*READ_TOOLS, *WRITE_TOOLS, "lookup_rate")
DONE_WORDS: Final = ("has been sent", "is complete", "went through")
HEDGE_WORDS: Final = ("it seems", "probably", "might")


def domain_text(one_rank: bool = False) -> str:
    """The ``bank`` domain in ``sscb 2`` (with ``ranks record`` alone when ``one_rank``)."""
    low = "record" if one_rank else "acknowledgement"
    ranks = "record" if one_rank else "acknowledgement < record"
    done = ", ".join(f'"{w}"' for w in DONE_WORDS)
    hedge = ", ".join(f'"{w}"' for w in HEDGE_WORDS)
    return f"""sscb 2

domain bank {{
  doc "a small bank: accounts, transfers, limits and profiles"
  ranks {ranks}
  entity account: id
  vocabulary done_words [{done}]
  vocabulary hedge_words [{hedge}]
  semantics balance_is_current "get_account returns the account as stored" visible tool_schema
  semantics ack_shows_write "a write's result shows the values it stored" visible tool_schema

  tool get_account {{
    arg account_id: id
    reads account(account_id)
    authority record
    result {{account_id: id, balance: money, limit: money, holder: text, due: date, status: text}}
  }}

  tool get_statement {{
    arg account_id: id
    arg since: date
    reads account(account_id)
    authority record
    result {{
      account_id: id,
      balance: money,
      due: date,
      entries: [{{date: date, amount: money, memo: text}}],
    }}
  }}

  tool transfer {{
    arg account_id: id
    arg amount: money
    arg to: id
    writes account(account_id).balance
    authority {low}
    result {{account_id: id, balance: money, amount: money, status: text}}
  }}

  tool set_limit {{
    arg account_id: id
    arg limit: money
    writes account(account_id).limit
    authority {low}
    result {{account_id: id, limit: money, status: text}}
  }}

  tool update_profile {{
    arg account_id: id
    arg holder: text
    arg due: date
    writes account(account_id).holder, account(account_id).due
    authority {low}
    result {{account_id: id, holder: text, due: date, status: text}}
  }}

  tool lookup_rate {{
    arg currency: text
    result {{currency: text, rate: number}}
  }}
}}
"""


# ---------------------------------------------------------------- cases


STORED: Final[dict[str, dict[str, Any]]] = {
    "A1": {"balance": 250.5, "limit": 1000, "holder": "Ada Lovelace", "due": "2024-06-15"},
    "A2": {"balance": 75, "limit": 500, "holder": "Bob Stone", "due": "2024-07-01"},
}
REQUESTS: Final[dict[str, dict[str, Any]]] = {
    "transfer": {"account_id": "A1", "amount": 50, "to": "A2"},
    "set_limit": {"account_id": "A1", "limit": 2000},
    "update_profile": {"account_id": "A1", "holder": "Ada King", "due": "2024-06-30"},
}


@attrs.frozen
class BankCase:
    """One case of a bank operator: the fault family, the case's tool and field, parameters."""

    operator: str
    family: str
    tool: str
    field: str
    params: dict[str, Any]

    def case(self) -> dict[str, Any]:
        """The run's ``case`` object."""
        return {
            "id": f"{self.operator}-{self.tool}-{self.field}",
            "operator": self.operator,
            "domain": "bank",
            "cluster": "account:A1",
            "control": False,
            "params": self.params,
        }


INJECTED: Final = {"balance": (900, 19.99, 250.5), "due": ("2024-06-01", "2024-06-30")}


def bank_case(
    rng: random.Random,
    operator: str,
    family: str,
    field: str | None = None,
    bad: tuple[str, ...] = ("tool", "nonwriting", "field"),
    tool: str | None = None,
) -> BankCase:
    """A case for a ``read`` or ``write`` operator; one time in thirty, a case the domain does
    not allow (the error record ``EV006``), of the kinds in ``bad``: ``tool`` (a tool the
    domain lacks), ``nonwriting`` (a tool that writes nothing), ``field`` (a field no tool
    writes). ``tool`` fixes the case's tool (for a fault that names it)."""
    if family == "read":
        tool = tool or rng.choice(READ_TOOLS)
        chosen = field or rng.choice(("balance", "due"))
        injected = rng.choice(INJECTED[chosen])
        params: dict[str, Any] = {
            "account_id": "A1",
            "tool": tool,
            "field": chosen,
            "injected": injected,
            "original": STORED["A1"][chosen],
        }
    else:
        tool = tool or rng.choice(WRITE_TOOLS)
        if field not in WRITE_FIELDS[tool]:
            field = None
        chosen = field or rng.choice(WRITE_FIELDS[tool])
        params = {"account_id": "A1", "tool": tool, "field": chosen, "request": REQUESTS[tool]}
    if bad and rng.randrange(30) == 0:
        which = rng.choice(bad)
        if which == "tool":
            tool = rng.choice(("wire_money", ""))
            params["tool"] = tool
        elif which == "nonwriting":
            tool = rng.choice(("lookup_rate", "get_account"))
            params["tool"] = tool
        else:
            chosen = "status"
            params["field"] = chosen
    return BankCase(operator, family, tool, chosen, params)


# ---------------------------------------------------------------- results


def account(aid: str, **changes: Any) -> dict[str, Any]:
    """A ``get_account`` result for ``aid`` (stored values, with ``changes``)."""
    return {"account_id": aid, **STORED.get(aid, STORED["A2"]), "status": "open", **changes}


def statement(aid: str, **changes: Any) -> dict[str, Any]:
    """A ``get_statement`` result for ``aid``."""
    stored = STORED.get(aid, STORED["A2"])
    entries = [
        {"date": "2024-05-02", "amount": -40, "memo": "groceries"},
        {"date": "2024-05-09", "amount": 200.5, "memo": "salary"},
    ]
    base = {"account_id": aid, "balance": stored["balance"], "due": stored["due"]}
    return {**base, "entries": entries, **changes}


def read_result(tool: str, aid: str, changes: dict[str, Any]) -> dict[str, Any]:
    """A read tool's result with ``changes`` to the stored values."""
    if tool == "get_statement":
        kept = {k: v for k, v in changes.items() if k in ("balance", "due", "entries")}
        return statement(aid, **kept)
    return account(aid, **changes)


def read_args(tool: str, aid: str) -> dict[str, Any]:
    """A read tool's arguments."""
    if tool == "get_statement":
        return {"account_id": aid, "since": "2024-05-01"}
    return {"account_id": aid}


def ack(tool: str, args: dict[str, Any]) -> dict[str, Any]:
    """A write tool's success result: the values it stored."""
    aid = args.get("account_id", "A1")
    if tool == "transfer":
        amount = args.get("amount")
        stored = STORED.get(aid, STORED["A2"])["balance"]
        balance = stored - amount if isinstance(amount, (int, float)) else stored
        return {"account_id": aid, "balance": balance, "amount": amount, "status": "sent"}
    if tool == "set_limit":
        return {"account_id": aid, "limit": args.get("limit"), "status": "ok"}
    return {"account_id": aid, "holder": args.get("holder"), "due": args.get("due"), "status": "ok"}


# ---------------------------------------------------------------- calls

_ODD_VALUES: Final = {
    "balance": (75, "250.50 USD", None, 0),
    "due": ("June 15", None, "2024-07-01", "2024-06-15"),
    "limit": (500, None),
    "holder": ("Bob Stone", None),
}


def delivery(rng: random.Random, value: Any) -> Call:
    """How a result is delivered: JSON, unparseable text, an error text, a flagged error."""
    how = rng.choice(("json",) * 6 + ("unparsed", "error", "flagged"))
    if how == "unparsed":
        return Call("", None, "Account details: see the record", raw_result=True)
    if how == "error":
        return Call("", None, "Error: the account could not be read", raw_result=True)
    if how == "flagged":
        return Call("", None, {"message": "service unavailable"}, error_flag=True)
    return Call("", None, value)


def read_call(rng: random.Random, case: BankCase, after_fault: bool) -> Call:
    """A read of an account: stored values, the injected value (altered to agree, when the
    fault persists), other or wrong-shaped values; any delivery."""
    tool = rng.choice(READ_TOOLS)
    aid = rng.choice(("A1", "A1", "A2"))
    changes: dict[str, Any] = {}
    altered = False
    variant = rng.choice(("stored", "stored", "agree", "marked", "odd"))
    if variant == "agree" and case.family == "read" and case.field in STORED["A1"]:
        changes[case.field] = case.params.get("injected")
        altered = after_fault
    elif variant == "odd":
        field = rng.choice(sorted(_ODD_VALUES))
        changes[field] = rng.choice(_ODD_VALUES[field])
    elif variant == "marked":
        altered = True
    shown = delivery(rng, read_result(tool, aid, changes))
    return attrs.evolve(shown, tool=tool, args=read_args(tool, aid), altered=altered)


_ARG_VARIANTS: Final = {
    "transfer": ({"amount": 50}, {"amount": 19.99}, {"amount": "50"}, {"amount": None}),
    "set_limit": ({"limit": 2000}, {"limit": 1500.5}, {"limit": "high"}),
    "update_profile": (
        {"holder": "Ada King", "due": "2024-06-30"},
        {"holder": "Ada Byron", "due": "2024-06-01"},
        {"due": "next month"},
    ),
}


def write_call(rng: random.Random, case: BankCase) -> Call:
    """A write: the case's request repeated, or another; another account; an unparseable
    argument text; a success, an error or an unparseable result."""
    tool = rng.choice(WRITE_TOOLS)
    aid = rng.choice(("A1", "A1", "A2"))
    args: dict[str, Any] = {**REQUESTS[tool], "account_id": aid}
    args.update(rng.choice(_ARG_VARIANTS[tool]))
    if rng.randrange(10) == 0:
        raw = '{"account_id": "' + aid + '", "amou'
        return Call(tool, raw, ack(tool, args), raw_args=True)
    shown = delivery(rng, ack(tool, args))
    return attrs.evolve(shown, tool=tool, args=args)


def fault_call(case: BankCase, failed: bool = False) -> Call:
    """The fault-bearing call: the case's tool reading A1 with the injected value, or the case's
    write request with its (kept) acknowledgement; ``failed`` gives an error result."""
    tool = case.tool or "get_account"
    if case.family == "read":
        args = read_args(tool, "A1")
        result: Any = read_result(tool, "A1", {case.field: case.params.get("injected")})
    else:
        request: dict[str, Any] = case.params.get("request") or REQUESTS["transfer"]
        args = dict(request)
        result = ack(tool, args)
    if failed:
        return Call(tool, args, "Error: the request was declined", raw_result=True, fault=True)
    return Call(tool, args, result, fault=True)


def some_call(rng: random.Random, case: BankCase, after_fault: bool) -> Call:
    """Any call but the fault: a read, a write, a suppressed repeat, a rate lookup."""
    kind = rng.choice(("read", "read", "write", "repeat", "rate"))
    if kind == "read":
        return read_call(rng, case, after_fault)
    if kind == "write" or case.family == "read":
        return write_call(rng, case)
    if kind == "repeat":
        return attrs.evolve(fault_call(case), fault=False, altered=after_fault)
    return Call("lookup_rate", {"currency": "EUR"}, {"currency": "EUR", "rate": 0.92})


SAYS: Final = (
    "Your transfer has been sent: the balance is now $900.",
    "It seems your balance is $250.50.",
    "The payment went through on June 1.",
    "I see a due date of 2024-06-15 on the account.",
    "Let me check your statement first.",
    "Your limit is now $2,000 and the change is complete.",
    "The holder name has been updated to Ada King; the due date might be June 30.",
    "Is there anything else I can help you with?",
    "Your balance is $19.99, probably after the last transfer.",
    "",
)
USERS: Final = (
    "Please transfer $50 to A2.",
    "What is my balance?",
    "ok",
    "Move my due date to June 30.",
)


def turn(rng: random.Random, case: BankCase, after_fault: bool) -> Turn:
    """One turn: an agent message, a user message, one call, or parallel calls (with text)."""
    kind = rng.choice(("say", "say", "user", "call", "call", "parallel", "parallel"))
    if kind == "say":
        return Turn("assistant", rng.choice(SAYS))
    if kind == "user":
        return Turn("user", rng.choice(USERS))
    n = 1 if kind == "call" else rng.randint(2, 3)
    calls = tuple(some_call(rng, case, after_fault) for _ in range(n))
    text = rng.choice(("", "", "Let me look at that.", "The transfer went through."))
    arrival = rng.sample(range(n), n) if n > 1 else None
    return Turn("assistant", text, calls, tuple(arrival) if arrival is not None else None)


@attrs.frozen
class BankRun:
    """A generated run of a bank case: its turns, the assembled run and what it contains."""

    case: BankCase
    turns: tuple[Turn, ...]
    assembled: Assembled

    @property
    def raw(self) -> dict[str, Any]:
        """The ``sscb.run/1`` dict."""
        return self.assembled.raw


def _truncate(turns: Sequence[Turn], case: BankCase) -> list[Turn]:
    """The run cut before the result of a call after the fault arrived (a call is added when
    no turn after the fault makes one)."""
    out = list(turns)
    start = next(i for i, t in enumerate(out) if any(c.fault for c in t.calls))
    for i in range(len(out) - 1, start, -1):
        t = out[i]
        if t.calls:
            last = t.order()[-1]
            calls = list(t.calls)
            calls[last] = attrs.evolve(calls[last], result=NO_RESULT)
            return [*out[:i], attrs.evolve(t, calls=tuple(calls))]
    cut = Call("get_account", read_args("get_account", "A1"), NO_RESULT)
    return [*out, Turn("assistant", "", (cut,))]


def bank_run(rng: random.Random, case: BankCase, max_turns: int = 10) -> BankRun:
    """A run of ``case``: turns before and after the fault-bearing call (alone or issued with
    other calls), sometimes truncated; the intervention now and then unapplied, its
    acknowledgement failed, or its ``altered`` list naming a message that is no tool result."""
    before = [turn(rng, case, False) for _ in range(rng.randint(0, max(1, max_turns // 3)))]
    after = [turn(rng, case, True) for _ in range(rng.randint(1, max_turns))]
    failed = case.family == "write" and rng.randrange(15) == 0
    fault = fault_call(case, failed)
    if rng.randrange(4) == 0:
        others = [some_call(rng, case, False) for _ in range(rng.randint(1, 2))]
        at = rng.randint(0, len(others))
        calls = (*others[:at], fault, *others[at:])
        arrival = tuple(rng.sample(range(len(calls)), len(calls)))
        middle = Turn("assistant", "", calls, arrival)
    else:
        middle = Turn("assistant", "", (fault,))
    turns = [*before, middle, *after]
    if rng.randrange(5) == 0:
        turns = _truncate(turns, case)
    applied = rng.randrange(30) != 0
    assembled = assemble_turns(f"bank-{case.operator}", case.case(), turns, applied=applied)
    if rng.randrange(30) == 0:
        users = [
            i for i, m in enumerate(assembled.raw["messages"]) if m["role"] in ("user", "system")
        ]
        iv = dict(assembled.raw["intervention"])
        iv["altered"] = [*iv["altered"], rng.choice(users)]
        assembled = attrs.evolve(assembled, raw={**assembled.raw, "intervention": iv})
    return BankRun(case, tuple(turns), assembled)


def bank_cases(
    operator: str,
    family: str,
    field: str | None = None,
    bad: tuple[str, ...] = ("tool", "nonwriting", "field"),
    tool: str | None = None,
) -> st.SearchStrategy[BankCase]:
    """A strategy of :func:`bank_case` s (Hypothesis draws the seed)."""
    return st.integers(0, 2**32 - 1).map(
        lambda seed: bank_case(random.Random(seed), operator, family, field, bad, tool)
    )


def bank_runs(case: BankCase, max_turns: int = 10) -> st.SearchStrategy[BankRun]:
    """A strategy of :func:`bank_run` s of ``case`` (Hypothesis draws the seed; runs are built
    with :class:`random.Random`, as drawing every choice through Hypothesis costs more than
    evaluating them)."""
    return st.integers(0, 2**32 - 1).map(
        lambda seed: bank_run(random.Random(seed), case, max_turns)
    )
