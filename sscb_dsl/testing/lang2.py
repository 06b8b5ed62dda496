"""Language-2 examples: a generated bank operator, a case for it, and runs of that case.

:func:`lang2_examples` draws an :class:`Lang2Example`: the operator (text and checked rule
objects), the domain (two ranks, or one), a case and several runs, for differential tests of
the fast engine against the reference evaluator (``tests/test_reference_v2.py``). Parsing and
checking a generated operator is cached by its text.
"""

from __future__ import annotations

import random
from functools import lru_cache

import attrs
from hypothesis import strategies as st

from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.check import check_contract, language2_features
from sscb_dsl.ledger.model import Run
from sscb_dsl.testing.bank import BankCase, BankRun, bank_case, bank_run, domain_text
from sscb_dsl.testing.bank_contracts import OperatorText, bank_operator
from sscb_dsl.testing.core import to_run


@lru_cache(maxsize=2)
def bank_domain(one_rank: bool = False) -> ast.Domain:
    """The checked ``bank`` domain (``ranks record`` alone when ``one_rank``)."""
    contract, diagnostics = parse_contract(domain_text(one_rank), "bank.sscb")
    if contract is None:
        raise ValueError(diagnostics[0].message)
    errors = [d for d in check_contract(contract, {}) if d.severity == "error"]
    if errors:
        raise ValueError(errors[0].message)
    return contract.domains[0]


@lru_cache(maxsize=512)
def load_bank_operator(text: str, one_rank: bool = False) -> ast.Operator:
    """The operator in ``text``, checked against the bank domain; ValueError on any error."""
    contract, diagnostics = parse_contract(text, "generated.sscb")
    if contract is None:
        raise ValueError(f"{diagnostics[0].render_short()}\n{text}")
    errors = [
        d
        for d in check_contract(contract, {"bank": bank_domain(one_rank)})
        if d.severity == "error"
    ]
    if errors:
        raise ValueError(f"{errors[0].render_short()}\n{text}")
    return contract.operators[0]


def features(operator: ast.Operator) -> list[str]:
    """The language-2 constructs an operator uses (``let``, ``given``, arithmetic, ...), plus
    ``issued`` when it reads an event's ``issued``."""
    found = {what for what, _ in language2_features(ast.Contract(2, (), (), (operator,)))}

    def walk(node: object) -> None:
        if isinstance(node, tuple):
            for x in node:
                walk(x)
        elif attrs.has(type(node)):
            if isinstance(node, ast.Attr) and node.name in ("issued", "failed", "error_text"):
                found.add(f"`{node.name}`")
            for f in attrs.fields(type(node)):  # type: ignore[arg-type]
                if f.name != "span":
                    walk(getattr(node, f.name))

    walk(operator)
    return sorted(found)


@attrs.frozen
class Lang2Example:
    """A generated operator, its domain, a case and runs of the case."""

    source: OperatorText
    operator: ast.Operator
    domain: ast.Domain
    case: BankCase
    runs: tuple[BankRun, ...]

    def read(self) -> list[Run]:
        """The runs as the engine reads them."""
        return [to_run(r.raw) for r in self.runs]


def lang2_example(
    seed: int,
    family: str | None = None,
    one_rank: bool | None = None,
    runs: int = 6,
    max_turns: int = 10,
) -> Lang2Example:
    """The example ``seed`` gives: an operator from
    :func:`~sscb_dsl.testing.bank_contracts.bank_operator` (of the ``read`` or ``write``
    family), its domain (one rank or two), a case (now and then one the domain does not allow)
    and ``runs`` runs of the case. The same seed with other arguments gives another example."""
    rng = random.Random(f"{seed}/{family}/{one_rank}/{runs}/{max_turns}")
    if one_rank is None:
        one_rank = rng.randrange(4) == 0
    source = bank_operator(rng.getrandbits(32), family)
    operator = load_bank_operator(source.text, one_rank)
    case = bank_case(rng, "Gen", source.family, source.field, source.bad, source.tool)
    drawn = tuple(bank_run(rng, case, max_turns) for _ in range(runs))
    return Lang2Example(source, operator, bank_domain(one_rank), case, drawn)


def lang2_examples(
    family: str | None = None,
    one_rank: bool | None = None,
    runs: int = 6,
    max_turns: int = 10,
) -> st.SearchStrategy[Lang2Example]:
    """A strategy of :func:`lang2_example` s. Hypothesis draws one seed per example, so every
    example has its own operator (drawing the parts separately, it would mostly vary the runs
    of a few operators)."""
    return st.integers(0, 2**64 - 1).map(
        lambda seed: lang2_example(seed, family, one_rank, runs, max_turns)
    )
