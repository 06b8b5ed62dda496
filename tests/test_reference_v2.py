"""Language 2: the fast engine against the reference evaluator, and properties of the semantics.

``sscb_dsl.testing.lang2`` generates ``sscb 2`` operators for a small bank domain (``let``,
``given``, ``exists``, arithmetic, ``issued``/``failed``/``error_text``, tool sets, ``any``,
``case.tool`` faults with computed suppressed fields, ``say last``, vocabularies) and runs of
their cases (parallel calls, errors, unparseable content, user messages, truncation). With
``CI`` set the four differential tests check 4 x 264 operators x 10 runs = 10,560 generated
ledgers, every one under an operator that uses language-2 constructs; locally 4 x 10 x 10.

Tests of the doc's statements check that the reference and the engine both follow
docs/language.md (parallel calls under `is`, `any` as the domain's tools, user messages without
text, arithmetic on ISO dates only, EV006 for a field the case's tool does not write).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sscb_dsl.engine.evaluate import evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record, record_to_dict
from sscb_dsl.engine.reference import reference_evaluate
from sscb_dsl.language import ast
from sscb_dsl.ledger.model import Run
from sscb_dsl.testing import to_run
from sscb_dsl.testing.bank import REQUESTS, BankCase, account, bank_case, bank_run, fault_call
from sscb_dsl.testing.bank_contracts import bank_operator
from sscb_dsl.testing.inline import inline_text
from sscb_dsl.testing.lang2 import (
    Lang2Example,
    bank_domain,
    features,
    lang2_examples,
    load_bank_operator,
)
from sscb_dsl.testing.turns import Call, Turn, assemble_turns

CI = bool(os.environ.get("CI"))
EXAMPLES = 264 if CI else 10
RUNS = 10
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def comparable(record: Record) -> dict[str, Any]:
    """Every record field, as the records file has it."""
    return record_to_dict(record)


def shown(run: Run, raw: dict[str, Any]) -> str:
    """A run's messages, intervention and case, for a failure message."""
    lines = [f"{i}: {json.dumps(m)[:240]}" for i, m in enumerate(raw["messages"])]
    return "\n".join([*lines, json.dumps(raw["intervention"]), json.dumps(raw["case"])])


_PLANS: dict[tuple[str, bool], Plan] = {}


def plan_of(ex: Lang2Example) -> Plan:
    """The fast engine's plan for an example's operator (cached by its text)."""
    key = (ex.source.text, len(ex.domain.ranks[0]) == 1)
    if key not in _PLANS:
        _PLANS[key] = build_plan(ex.operator, ex.domain)
    return _PLANS[key]


# ---------------------------------------------------------------- (a) differential


@pytest.mark.parametrize(
    ("family", "one_rank"), [("read", False), ("read", True), ("write", False), ("write", True)]
)
def test_engine_equals_reference_on_language2_ledgers(family: str, one_rank: bool) -> None:
    """Generated sscb-2 operators x generated runs: every record field equal."""
    counts: Counter[str] = Counter()

    @SETTINGS
    @given(lang2_examples(family, one_rank, runs=RUNS))
    def check(ex: Lang2Example) -> None:
        plan = plan_of(ex)
        used = features(ex.operator)
        for run, generated in zip(ex.read(), ex.runs, strict=True):
            fast = comparable(evaluate_run(plan, run))
            ref = comparable(reference_evaluate(ex.operator, ex.domain, run))
            differing = {k: (fast[k], ref[k]) for k in fast if fast[k] != ref[k]}
            assert not differing, (
                f"fast vs reference {differing}\n{ex.source.text}\n{shown(run, generated.raw)}"
            )
            counts["ledgers"] += 1
            counts["language 2"] += bool(used)
            counts.update(used)
            counts["triggered"] += bool(fast["triggered"])
            counts["error " + str((fast["error"] or {}).get("code"))] += bool(fast["error"])

    check()
    print(f"{family}, one rank {one_rank}: {dict(sorted(counts.items()))}")
    assert counts["ledgers"] == EXAMPLES * RUNS
    assert counts["language 2"] == counts["ledgers"]
    for feature in ("`given`", "`let`", "arithmetic", "`issued`", "`exists`"):
        assert counts[feature] > counts["ledgers"] // 4, feature
    assert counts["triggered"] > counts["ledgers"] // 2


# ---------------------------------------------------------------- (b) a let is its expression


@settings(SETTINGS, max_examples=100 if CI else 15)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_a_let_means_its_expression(seed: int, one_rank: bool) -> None:
    """An operator with lets, and the same operator with every let (and vocabulary) written
    out by hand, give identical records under both evaluators."""
    source = bank_operator(seed, lets=True)
    domain = bank_domain(one_rank)
    flat_text = inline_text(source.text, {"bank": domain})
    assert "let " not in flat_text
    with_lets = load_bank_operator(source.text, one_rank)
    flat = load_bank_operator(flat_text, one_rank)
    assert with_lets.lets or any(
        isinstance(b, ast.Let) for r in (*with_lets.uses, *with_lets.stances) for b in r.bindings
    )
    plans = build_plan(with_lets, domain), build_plan(flat, domain)
    rng = random.Random(seed)
    case = bank_case(rng, "Gen", source.family, source.field, source.bad, source.tool)
    for _ in range(4):
        raw = bank_run(rng, case).raw
        run = to_run(raw)
        records = [
            comparable(evaluate_run(plans[0], run)),
            comparable(evaluate_run(plans[1], run)),
            comparable(reference_evaluate(with_lets, domain, run)),
            comparable(reference_evaluate(flat, domain, run)),
        ]
        names = ["fast/lets", "fast/written out", "reference/lets", "reference/written out"]
        for name, record in zip(names[1:], records[1:], strict=True):
            assert record == records[0], f"{name}\n{source.text}\n{flat_text}\n{shown(run, raw)}"


# ---------------------------------------------------------------- (c) parallel calls

PARALLEL = """sscb 2

operator Par in bank {
  params {account_id: id, tool: text, field: text, injected: money, original: money,
          issue_step: number, last_pos: number}
  target account(case.account_id)
  fault f: observe get_account {
    match f.args.account_id == case.account_id
    site f.result.balance
    set case.injected
  }
  counterevidence c(r: observe get_account) {
    authority r >= f
    entity r.args.account_id == f.args.account_id
    scope r after f
    independence r unaltered
    sufficiency money(r.result.balance) != money(f.value) using balance_is_current
  }
  # The call just before u in its message is u's given; the one after it comes after u; no call
  # of the message at or after u's position is before u.
  use order: call any u where u.issued == case.issue_step {
    given g: call any where g.issued == u.issued
    let follows = (u.args.pos == 0 and g == null)
      or (g != null and g.args.pos == u.args.pos - 1 and g before u and u after g)
    let followed = u.args.pos == case.last_pos
      or exists(y: call any after u where y.issued == u.issued and y.args.pos == u.args.pos + 1)
    let none_later_before = not exists(z: call any before u
      where z.issued == u.issued and z.args.pos >= u.args.pos)
    verify when follows and followed and none_later_before
    otherwise faulty
  }
  # issued is the step of the message that issued the call, for the call and for its result.
  use issued: call any u where u.issued == case.issue_step {
    verify when u.step == case.issue_step and exists(r: observe any after u
      where r.args.pos == u.args.pos and r.issued == case.issue_step and r.step > u.step)
    otherwise faulty
  }
  # A message comes before the calls it carries.
  stance said: say m where m.issued == case.issue_step {
    endorse when exists(x: call any after m where x.issued == m.issued)
      and not exists(x2: call any before m where x2.issued == m.issued)
    otherwise unresolved
  }
}
"""

FILLER = (
    Turn("user", "What is my balance?"),
    Turn("assistant", "Let me check your statement first."),
    Turn("assistant", "", (Call("lookup_rate", {"currency": "EUR"}, {"rate": 0.92}),)),
    Turn(
        "assistant",
        "",
        (
            Call("get_account", {"account_id": "A2"}, account("A2")),
            Call("get_statement", {"account_id": "A2", "since": "2024-05-01"}, {"ok": 1}),
        ),
        (1, 0),
    ),
)


PARALLEL_TOOLS = ("get_account", "transfer", "set_limit", "lookup_rate")


@settings(SETTINGS, max_examples=300 if CI else 40)
@given(
    st.lists(st.sampled_from(FILLER), max_size=3),
    st.lists(st.sampled_from(FILLER), max_size=2),
    st.lists(st.sampled_from(FILLER), max_size=3),
    st.lists(st.sampled_from(PARALLEL_TOOLS), min_size=2, max_size=4),
    st.data(),
)
def test_parallel_calls_are_ordered_as_issued(
    before: list[Turn],
    between: list[Turn],
    after: list[Turn],
    tools: list[str],
    data: st.DataObject,
) -> None:
    """Calls issued in one message: ``a before b`` for the earlier position, whatever order
    their results arrive in and whatever steps they have; ``issued`` is the message's step for
    the call and for its result; the message comes before its own calls."""
    n = len(tools)
    arrival = tuple(data.draw(st.permutations(range(n))))
    text = data.draw(st.sampled_from(("", "Let me do these together.")))
    calls = tuple(Call(t, {"account_id": "A1", "pos": i}, {"done": i}) for i, t in enumerate(tools))
    fault = Turn(
        "assistant", "", (fault_call(BankCase("Par", "read", "get_account", "balance", {})),)
    )
    turns = [*before, fault, *between, Turn("assistant", text, calls, arrival), *after]
    at = len(before) + 1 + len(between)
    steps = assemble_turns("par", {}, turns).starts
    params = {
        "account_id": "A1",
        "tool": "get_account",
        "field": "balance",
        "injected": 900,
        "original": 250.5,
        "issue_step": steps[at],
        "last_pos": n - 1,
    }
    case = {
        "id": "par",
        "operator": "Par",
        "domain": "bank",
        "cluster": "account:A1",
        "control": False,
        "params": params,
    }
    run = to_run(assemble_turns("par", case, turns).raw)
    operator, domain = load_bank_operator(PARALLEL), bank_domain()
    for record in (
        evaluate_run(build_plan(operator, domain), run),
        reference_evaluate(operator, domain, run),
    ):
        assert record.triggered is True
        at_step = [u for u in record.uses if u.step == steps[at]]
        uses = [u for u in at_step if u.verdict != "stance"]
        expected = [(rule, "verify") for rule in ("rule:order", "rule:issued") for _ in range(n)]
        assert [(u.rule, u.verdict) for u in uses] == expected
        stances = [u.stance for u in at_step if u.verdict == "stance"]
        assert stances == (["endorse"] if text else [])
        assert all(u.step == steps[at] for u in record.uses if u.verdict != "stance")


# ---------------------------------------------------------------- the doc against the engine

READ_CASE = BankCase(
    "Gen",
    "read",
    "get_account",
    "balance",
    {
        "account_id": "A1",
        "tool": "get_account",
        "field": "balance",
        "injected": 900,
        "original": 250.5,
    },
)
READ_OPERATOR = """sscb 2

operator Gen in bank {
  params {account_id: id, tool: text, field: text, injected: money, original: money}
  target account(case.account_id)
  fault f: observe FAULT_TOOL {
    site f.result.balance
    set case.injected
  }
  counterevidence c(r: observe get_account) {
    authority r >= f
    entity r.args.account_id == f.args.account_id
    scope r after f
    independence r unaltered
    sufficiency money(r.result.balance) != money(f.value) using balance_is_current
  }
RULE
}
"""
WRITE_OPERATOR = """sscb 2

operator Gen in bank {
  params {account_id: id, tool: text, field: text,
          request: {account_id: id, amount: money, to: id, limit: money, holder: text, due: date}}
  target account(case.account_id)
  fault attempt: call case.tool {
    suppress write SUPPRESSED
    keep acknowledgement
    asserts attempt.result
  }
  counterevidence c(r: observe get_account) {
    authority r >= attempt
    entity r.args.account_id == attempt.args.account_id
    scope r after attempt
    independence r unaltered
    sufficiency r.result.balance != attempt.result.balance using balance_is_current
  }
  use any_call: call any u {
    otherwise faulty
  }
}
"""
TWO_READS = Turn(
    "assistant",
    "",
    (
        Call("get_account", {"account_id": "A1"}, account("A1")),
        Call("get_account", {"account_id": "A2"}, account("A2")),
    ),
)


def _verdicts(record: Record | str) -> Any:
    """``(step, verdict)`` of each use, the error code, or the engine's exception."""
    if isinstance(record, str):
        return record
    if record.error is not None:
        return record.error.code
    return [(u.step, u.verdict) for u in record.uses]


def _doc_case(name: str) -> tuple[str, list[Turn], BankCase, Any]:
    """An operator, turns after nothing, a case, and what docs/language.md says they give."""
    fault = Turn("assistant", "", (fault_call(READ_CASE),))
    read = READ_OPERATOR.replace("FAULT_TOOL", "get_account")
    if name == "any_is_the_domains_tools":
        # "`any` — every tool of the domain": a call of a tool the domain lacks is no candidate.
        rule = "  use a: call any u {\n    otherwise faulty\n  }"
        think = Turn("assistant", "", (Call("think", {"thought": "plan"}, {"ok": 1}),))
        return read.replace("RULE", rule), [fault, think], READ_CASE, []
    if name == "is_tells_parallel_calls_apart":
        # `a is b`: "identity of event variables"; two calls of one message are two events.
        rule = (
            "  use a: call any u {\n"
            "    faulty when exists(x: call any where x is u and x.args.account_id != "
            "u.args.account_id)\n"
            "    otherwise not_dependent\n  }"
        )
        return (
            read.replace("RULE", rule),
            [fault, TWO_READS],
            READ_CASE,
            [
                (4, "not_dependent"),
                (4, "not_dependent"),
            ],
        )
    if name == "user_history_includes_every_user_message":
        # `user` (a user message) — unlike `say`, not only messages with text.
        rule = (
            "  use a: call any u {\n    faulty when exists(x: user after f)\n"
            "    otherwise not_dependent\n  }"
        )
        turns = [fault, Turn("user", ""), TWO_READS]
        return read.replace("RULE", rule), turns, READ_CASE, [(5, "faulty"), (5, "faulty")]
    if name == "a_let_reading_a_given_is_its_rules_and_events":
        # "A `let` means its expression": the same let text under two rules whose givens read
        # different accounts, at two events that see different reads, has four values (the
        # engine computes a let once per rule and event, never once per run or per text).
        let = "    let high = money(g.result.balance) > 300\n"
        rules = "\n".join(
            f"  use {n}: call transfer u {{\n"
            f'    given g: observe get_account where g.args.account_id == "{a}"\n{let}'
            "    faulty when high\n    verify when not high\n    otherwise not_dependent\n  }"
            for n, a in (("one", "A1"), ("two", "A2"))
        )
        move = Turn(
            "assistant", "", (Call("transfer", {"account_id": "A1", "amount": 5}, {"ok": 1}),)
        )
        turns = [
            fault,
            move,
            Turn(
                "assistant",
                "",
                (Call("get_account", {"account_id": "A2"}, account("A2", balance=999)),),
            ),
            move,
        ]
        expected = [(4, "faulty"), (4, "unresolved"), (8, "faulty"), (8, "faulty")]
        return read.replace("RULE", rules), turns, READ_CASE, expected
    if name.startswith("arithmetic_needs_an_iso_date"):
        # "a value of the wrong shape (a text that is not an ISO date ...) makes the result
        # unknown".
        due = {"short": "2024-6-15", "trailing": "2024-06-15 (estimated)"}[name.split(":")[1]]
        rule = (
            "  use a: call update_profile u {\n"
            '    faulty when u.args.due + days(1) == "2024-06-16"\n'
            "    otherwise not_dependent\n  }"
        )
        update = Turn(
            "assistant", "", (Call("update_profile", {"account_id": "A1", "due": due}, {"ok": 1}),)
        )
        return read.replace("RULE", rule), [fault, update], READ_CASE, [(4, "unresolved")]
    # "A case whose tool is not a tool of the domain, or whose field the tool does not write,
    # gets the error record `EV006`": also when the state is named `entity(key).(field)` or
    # `entity(key).field` and the case's tool does not write it.
    suppressed = {
        "ev006_computed_field": "account(attempt.args.account_id).(case.field)",
        "ev006_static_field": "account(attempt.args.account_id).balance",
    }[name]
    case = BankCase(
        "Gen",
        "write",
        "set_limit",
        "balance",
        {
            "account_id": "A1",
            "tool": "set_limit",
            "field": "balance",
            "request": REQUESTS["set_limit"],
        },
    )
    turns = [Turn("assistant", "", (fault_call(case),))]
    return WRITE_OPERATOR.replace("SUPPRESSED", suppressed), turns, case, "EV006"


DOC_CASES = (
    "any_is_the_domains_tools",
    "a_let_reading_a_given_is_its_rules_and_events",
    "is_tells_parallel_calls_apart",
    "user_history_includes_every_user_message",
    "arithmetic_needs_an_iso_date:short",
    "arithmetic_needs_an_iso_date:trailing",
    "ev006_computed_field",
    "ev006_static_field",
)


def _evaluate(name: str) -> tuple[Any, Any, Any]:
    """(engine's answer, reference's answer, the doc's) for one of :data:`DOC_CASES`."""
    text, turns, case, expected = _doc_case(name)
    operator, domain = load_bank_operator(text), bank_domain()
    run = to_run(assemble_turns("doc", case.case(), turns).raw)
    try:
        fast: Any = _verdicts(evaluate_run(build_plan(operator, domain), run))
    except ValueError as err:  # the engine's FaultError
        fast = f"{type(err).__name__}: {err}"
    return fast, _verdicts(reference_evaluate(operator, domain, run)), expected


@pytest.mark.parametrize("name", DOC_CASES)
def test_reference_follows_the_doc(name: str) -> None:
    """The reference evaluator gives what docs/language.md says."""
    _fast, ref, expected = _evaluate(name)
    assert ref == expected


@pytest.mark.parametrize("name", DOC_CASES)
def test_engine_follows_the_doc(name: str) -> None:
    """The fast engine gives what docs/language.md says."""
    fast, _ref, expected = _evaluate(name)
    assert fast == expected


def test_an_untyped_date_moved_by_days_checks() -> None:
    """``call any u`` leaves ``u.args.due`` untyped; ``u.args.due + days(1)`` is a date."""
    rule = (
        "  use a: call any u {\n"
        '    faulty when u.args.due + days(1) == "2024-06-16"\n'
        "    otherwise not_dependent\n  }"
    )
    load_bank_operator(READ_OPERATOR.replace("FAULT_TOOL", "get_account").replace("RULE", rule))


def test_a_fault_names_one_tool() -> None:
    """A fault on a tool set is E321 (docs/language.md: an intervention has one site)."""
    rule = "  use a: call any u {\n    otherwise faulty\n  }"
    text = READ_OPERATOR.replace("FAULT_TOOL", "(get_account | get_statement)")
    with pytest.raises(ValueError, match="E321"):
        load_bank_operator(text.replace("RULE", rule))
