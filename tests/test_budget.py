"""Issue 17, item 3: evaluation cost is bounded and known before running.

The checker's cost model rejects what is too costly on any run (E332: the issue's 25 nested
quantifiers over ``[0, 1]``; lets that expand exponentially) and warns about worst cases that
grow fast (W430); the engine stops a run at its step budget with the error record EV010 (the
issue's three-source join on a long run) while the batch goes on, deterministically; and the
model's bound is never below what the engine counts. Contracts and runs are built here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sscb_dsl.api import check_text
from sscb_dsl.engine.evaluate import evaluate_counted, evaluate_run
from sscb_dsl.engine.pipeline import evaluate_paths
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.language import ast
from sscb_dsl.language.cost import MAX_NODES, STEP_BUDGET, operator_cost, value
from sscb_dsl.language.limits import MAX_DEPTH
from sscb_dsl.testing.hostile import JOIN3, NESTINGS, tiny_contract, tiny_run, tiny_run_data


def nested(k: int, body: str = "mentions(m.text, f.value)") -> str:
    return "".join(f"any(x{i} in [0, 1]: " for i in range(k)) + body + ")" * k


def operator_of(text: str) -> tuple[ast.Operator, ast.Domain]:
    result = check_text(text)
    assert result.contract is not None and result.ok, result.diagnostics
    return result.contract.operators[0], result.contract.domains[0]


def plan_of(text: str) -> Plan:
    return build_plan(*operator_of(text))


def test_the_issues_25_nested_quantifiers_are_rejected_before_running() -> None:
    (d,) = check_text(tiny_contract(nested(25))).diagnostics
    assert d.code == "E332" and "`tell`" in d.message and f"{STEP_BUDGET:,}" in d.message
    assert d.span.line == tiny_contract().count("\n", 0, tiny_contract().index("use tell")) + 1
    assert check_text(tiny_contract(nested(18))).ok  # 2^18 bodies per message: within budget


def test_lets_that_double_are_rejected_without_being_written_out() -> None:
    # compiled, the chain is 60 small lets; evaluated written out it would double 59 times,
    # so the step budget refuses it (costing each let once, not writing it out)
    lets = "  let a0 = [1, 1]\n" + "".join(
        f"  let a{k} = [a{k - 1}, a{k - 1}]\n" for k in range(1, 60)
    )
    (d,) = check_text(tiny_contract("len(a59) > 0", lets=lets)).diagnostics
    assert d.code == "E332" and f"the budget is {STEP_BUDGET:,} per run" in d.message


def test_a_let_counts_its_nodes_once_per_rule_towards_the_size_limit() -> None:
    """The engine compiles a `let` once per rule (compile.shared_lets): read 400 times, a let
    of 1,000 elements is that rule's 1,000 nodes, not 400,000; evaluating it is still costed
    written out, and it stays under the size limit however often it is read."""
    big = "[" + ", ".join(f'"w{i}"' for i in range(1000)) + "]"
    uses = " or ".join(["mentions(m.text, big)"] * 400)
    op, dom = operator_of(tiny_contract(f"({uses})", bindings=f"    let big = {big}"))
    cost = operator_cost(op, dom)
    assert 1000 < cost.nodes < 1000 + 400 * 5
    assert value(cost.steps, 1) > 400 * 1000
    many = "[" + ",".join(["1"] * 110_000) + "]"  # 220,000 characters, within E331's limit
    (d,) = check_text(tiny_contract(f"len({many}) > 0")).diagnostics
    assert d.code == "E332" and "too large to compile" in d.message


def test_lets_that_deepen_are_e330_once_written_out() -> None:
    lets = "  let b0 = true\n" + "".join(f"  let b{k} = not b{k - 1}\n" for k in range(1, 80))
    (d,) = check_text(tiny_contract("b79", lets=lets)).diagnostics
    assert d.code == "E330" and "once `let`s are written out" in d.message
    ok = "  let b0 = true\n" + "".join(f"  let b{k} = not b{k - 1}\n" for k in range(1, 40))
    assert check_text(tiny_contract("b39", lets=ok)).ok


def test_quantifiers_over_observed_lists_warn_when_the_worst_case_grows_past_n6() -> None:
    deep = nested(0, "") + "".join(f"any(y{i} in f.result.items: " for i in range(6))
    text = tiny_contract(deep + "y0 == y5" + ")" * 6)
    (d,) = check_text(text).diagnostics
    assert (d.code, d.severity) == ("W430", "warning") and "n^7" in d.message
    five = "".join(f"any(y{i} in f.result.items: " for i in range(5)) + "y0 == y4" + ")" * 5
    assert check_text(tiny_contract(five)).diagnostics == ()


def test_the_issues_three_source_join_checks_and_a_long_run_is_an_error_record() -> None:
    plan = plan_of(tiny_contract(relation=JOIN3))
    short, steps = evaluate_counted(plan, tiny_run(notes=5))
    assert short.error is None and short.triggered and steps < 10_000
    long, spent = evaluate_counted(plan, tiny_run(notes=150))
    assert long.error is not None and long.error.code == "EV010"
    assert f"{STEP_BUDGET:,} steps" in long.error.message and spent > STEP_BUDGET
    small, _ = evaluate_counted(plan, tiny_run(notes=150), budget=1000)
    assert small.error is not None and small.error.code == "EV010"
    assert evaluate_run(plan, tiny_run(notes=5)) == short


def test_the_batch_goes_on_and_over_budget_records_do_not_depend_on_jobs(tmp_path: Path) -> None:
    contract = tmp_path / "tiny.sscb"
    contract.write_text(tiny_contract(relation=JOIN3), encoding="utf-8")
    runs = tmp_path / "runs.jsonl"
    lines = [
        tiny_run_data(notes=3, run_id="before"),
        tiny_run_data(notes=120, run_id="long"),
        tiny_run_data(notes=4, run_id="after"),
    ]
    runs.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    outputs = []
    for jobs in (1, 2):
        out = tmp_path / f"out{jobs}.jsonl"
        summary = evaluate_paths([contract], [runs], out, jobs=jobs)
        assert summary.written == 3 and summary.counts.get("error:EV010") == 1
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    records = [json.loads(line) for line in outputs[0].splitlines()]
    assert [r["run_id"] for r in records] == ["before", "long", "after"]
    assert [(r["error"] or {}).get("code") for r in records] == [None, "EV010", None]


VARIANTS = {
    "default": tiny_contract(),
    "items squared": tiny_contract(
        "any(x in f.result.items: any(y in f.result.items: x == y + 100))"
    ),
    "literal nest": tiny_contract(nested(6, "x5 == 7")),
    "exists": tiny_contract('exists(c: call get before m where c.args.id == "nope")'),
    "given": tiny_contract(
        "p.result.note == f.value",
        bindings='    given p: observe get where p.result.note == "nope"',
    ),
    "join of two": tiny_contract(
        relation=JOIN3.replace(", t: observe get", "")
        .replace(" and t.args.id == f.args.id", "")
        .replace(" + t.step", "")
    ),
    "join of three": tiny_contract(relation=JOIN3),
    "vocabulary": tiny_contract(
        'any(w in ["a", "b", "c"]: mentions(m.text, w)) and len(m.text) > 1000'
    ),
}


@pytest.mark.parametrize("name", sorted(VARIANTS))
@pytest.mark.parametrize(("notes", "items"), [(1, 1), (4, 8), (12, 3), (30, 15)])
def test_the_cost_model_bounds_what_the_engine_counts(name: str, notes: int, items: int) -> None:
    op, dom = operator_of(VARIANTS[name])
    run = tiny_run(notes=notes, items=items)
    record, steps = evaluate_counted(build_plan(op, dom), run)
    assert record.error is None
    n = max(len(run.ledger.messages) + len(run.ledger.calls), items)
    bound = value(operator_cost(op, dom).steps, n)
    assert 0 < steps <= bound, (name, steps, bound)


@pytest.mark.parametrize("shape", sorted(set(NESTINGS) - {"index"}))
def test_the_model_counts_depth_as_the_limits_do(shape: str) -> None:
    op, dom = operator_of(tiny_contract(NESTINGS[shape](MAX_DEPTH)))
    assert operator_cost(op, dom).depth == MAX_DEPTH


def test_sscb_eval_says_how_many_runs_were_over_budget(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from sscb_dsl.cli import main

    contract = tmp_path / "tiny.sscb"
    contract.write_text(tiny_contract(relation=JOIN3), encoding="utf-8")
    runs = tmp_path / "runs.jsonl"
    lines = [tiny_run_data(notes=2, run_id="a"), tiny_run_data(notes=120, run_id="b")]
    runs.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, ["eval", str(contract), str(runs), "-o", str(out), "-j", "1"])
    assert result.exit_code == 0, result.stderr
    assert "1 run(s) exceeded the evaluation budget" in result.stderr


def test_a_costly_fault_clause_is_an_error_record_too() -> None:
    text = tiny_contract().replace(
        "    match f.args.id == case.id\n",
        "    match f.args.id == case.id and not "
        + "".join(f"any(z{i} in f.result.items: " for i in range(3))
        + "z0 == -1"
        + ")" * 3
        + "\n",
    )
    plan = plan_of(text)
    assert evaluate_run(plan, tiny_run(items=3)).error is None
    record, spent = evaluate_counted(plan, tiny_run(items=60), budget=10_000)
    assert record.error is not None and record.error.code == "EV010" and spent > 10_000


def test_a_vocabulary_counts_once_towards_the_size_limit_and_fully_towards_steps() -> None:
    """A vocabulary is one constant list, compiled once per plan: named 200 times, its 2,000
    phrases do not make the operator "too large to compile" (they did: 400,000 nodes), but
    evaluating it still costs its length."""
    phrases = ", ".join(f'"w{i}"' for i in range(2000))
    uses = " or ".join(["mentions(m.text, words)"] * 200)
    text = tiny_contract(uses).replace(
        '  semantics same "', f"  vocabulary words [{phrases}]\n" + '  semantics same "', 1
    )
    op, dom = operator_of(text)
    cost = operator_cost(op, dom)
    assert cost.nodes < MAX_NODES
    assert value(cost.steps, 1) > 200 * 2000


def _let_uses(k: int) -> str:
    """A use rule whose arm reads a large rule `let` ``k`` times."""
    big = "[" + ", ".join(f'"w{i}"' for i in range(200)) + "]"
    uses = " or ".join(["mentions(m.text, big)"] * k)
    return tiny_contract(f"({uses})", bindings=f"    let big = {big}")


def test_a_let_read_at_several_uses_costs_its_nodes_once_per_event() -> None:
    # the engine computes a rule `let` once per event, so reading it again costs a look-up,
    # not its 200 elements again; with provenance (`unaltered`) it would be computed each time
    run = tiny_run(notes=2, says=20)
    _, once = evaluate_counted(plan_of(_let_uses(1)), run)
    _, ten = evaluate_counted(plan_of(_let_uses(10)), run)
    assert once > 20 * 200  # every event pays for the list once
    assert ten - once <= 20 * 10 * 4  # nine more uses per event: a few steps each
