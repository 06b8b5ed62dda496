"""Evaluation time of the costliest contracts the checker accepts, as runs grow: it stays
within the documented bound (docs/language.md, "Limits"; docs/engine.md, "Evaluation budget").

Inputs (built here, from ``sscb_dsl.testing.hostile``): the tiny one-tool contract in four
costly variants, each accepted by ``sscb check`` (warnings allowed):

- ``literal nest``: 18 quantifiers over ``[0, 1]`` nested in a use rule whose body is never
  true (2^18 bodies per agent message: just under the E332 budget on a run of one event);
- ``join of three``: the issue's relation joining three sources whose only failing conjunct
  reads all three (n^3);
- ``items^6``: six quantifiers over an observed list nested in a use rule (n^7: W430);
- ``exists scans``: a ``given`` and an ``exists`` over the run's calls in every use (n^2).

Runs of n events: a faulted `get` result, then n/2 - 1 more `get` calls and results (each
holding a list of 12 numbers), then agent messages to the n-th event. For each (contract, n):
the engine's steps, whether the run ends in EV010, the wall time, and the time per step. The
bound: no run takes more than the budget (5,000,000 steps) at 1 µs per step, 5 s, whatever the
contract and however long the run; the script fails if a row exceeds it.
"""

from __future__ import annotations

import time

from sscb_dsl.api import check_text
from sscb_dsl.engine.evaluate import evaluate_counted
from sscb_dsl.engine.plan import build_plan
from sscb_dsl.language.cost import STEP_BUDGET, operator_cost, show
from sscb_dsl.testing.hostile import JOIN3, tiny_contract, tiny_run

MICROSECONDS_PER_STEP = 1.0
"""The documented bound's time per step (measured: 0.3-0.6 µs on a 2020s laptop core)."""

BOUND_S = STEP_BUDGET * MICROSECONDS_PER_STEP / 1e6


CONTRACTS = {
    "literal nest": tiny_contract(
        "".join(f"any(x{i} in [0, 1]: " for i in range(18)) + 'm.text == ""' + ")" * 18
    ),
    "join of three": tiny_contract(relation=JOIN3),
    "items^6": tiny_contract(
        "".join(f"any(y{i} in f.result.items: " for i in range(6)) + "y0 == -1" + ")" * 6
    ),
    "exists scans": tiny_contract(
        'exists(c: call get before m where c.args.id == "nope" and p.result.note == "v1")',
        bindings='    given p: observe get where p.result.note == "nope"',
    ),
}

LENGTHS = (10, 30, 100, 300, 1_000, 3_000)


def main() -> None:
    """Check each contract, then time it on runs of growing length."""
    print(f"budget {STEP_BUDGET:,} steps per run; bound {BOUND_S:.1f} s per run")
    worst = 0.0
    for name, text in CONTRACTS.items():
        result = check_text(text)
        assert result.contract is not None and result.ok, result.diagnostics
        op, dom = result.contract.operators[0], result.contract.domains[0]
        warned = ",".join(d.code for d in result.diagnostics) or "clean"
        print(f"\n{name} (check: {warned}; worst case {show(operator_cost(op, dom).steps)})")
        print(f"{'events':>8} {'steps':>11} {'record':>8} {'seconds':>8} {'us/step':>8}")
        plan = build_plan(op, dom)
        for n in LENGTHS:
            notes = max(1, n // 4)
            run = tiny_run(notes=notes, items=12, says=max(1, n - 2 - 2 * notes))
            t0 = time.perf_counter()
            record, steps = evaluate_counted(plan, run)
            elapsed = time.perf_counter() - t0
            worst = max(worst, elapsed)
            outcome = record.error.code if record.error is not None else "ok"
            per = elapsed / max(steps, 1) * 1e6
            print(f"{n:>8,} {steps:>11,} {outcome:>8} {elapsed:>8.2f} {per:>8.2f}")
    verdict = "within" if worst <= BOUND_S else "EXCEEDED"
    print(f"\nslowest run: {worst:.2f} s; bound {BOUND_S:.1f} s: {verdict}")
    if worst > BOUND_S:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
