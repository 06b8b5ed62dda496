"""The machinery of ``sscb_dsl.testing``: rendered pieces, blocks, scenarios and generated runs.

Import from ``sscb_dsl.testing``; the stdlib operators' scenarios are in ``.stdlib``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

import attrs
from hypothesis import strategies as st

from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run
from sscb_dsl.resources import stdlib_dir
from sscb_dsl.text.normalise import parse_date

NO_RESULT: Final = "<no result>"
"""A tool call's ``result`` meaning the run was cut before the result arrived (truncation)."""

# ---------------------------------------------------------------- pieces: rendered messages


@attrs.frozen
class Piece:
    """The messages of one block: an agent message, a user message, or a call and its result.

    ``args``/``result`` are JSON values, or raw text when ``raw_args``/``raw_result`` is set
    (use raw text for unparseable content; ``"Error: ..."`` for a failed call). ``result`` equal
    to :data:`NO_RESULT` leaves the call unanswered. ``altered`` lists the result in the
    intervention log; ``fault`` makes it the fault-bearing observation.
    """

    kind: str
    text: str = ""
    tool: str = ""
    args: Any = None
    result: Any = None
    raw_args: bool = False
    raw_result: bool = False
    altered: bool = False
    fault: bool = False


def tool_call(
    tool: str,
    args: Any,
    result: Any,
    *,
    raw_args: bool = False,
    raw_result: bool = False,
    altered: bool = False,
    fault: bool = False,
) -> Piece:
    """An assistant tool call and the tool's result (two messages, one without a result)."""
    return Piece("call", "", tool, args, result, raw_args, raw_result, altered, fault)


def say(text: str) -> Piece:
    """An assistant message with text and no tool call."""
    return Piece("say", text)


def user(text: str) -> Piece:
    """A user message."""
    return Piece("user", text)


def assemble(
    run_id: str,
    case: Mapping[str, Any],
    pieces: Sequence[Piece],
    *,
    applied: bool = True,
    config: str = "F",
    repetition: int = 0,
) -> tuple[dict[str, Any], list[int]]:
    """An ``sscb.run/1`` dict of ``pieces`` after a system and a user message.

    Returns the run and the step at which each piece starts. The intervention points at the
    result of the piece marked ``fault`` (untriggered when there is none or ``applied`` is false)
    and lists the results of pieces marked ``altered`` (the fault's own result included).
    """
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a helpful agent. Follow the policy."},
        {"role": "user", "content": "Hi, I need help with my booking."},
    ]
    starts: list[int] = []
    altered: list[int] = []
    fault: tuple[int, str] | None = None
    for n, piece in enumerate(pieces):
        starts.append(len(messages))
        if piece.kind == "say":
            messages.append({"role": "assistant", "content": piece.text})
            continue
        if piece.kind == "user":
            messages.append({"role": "user", "content": piece.text})
            continue
        call_id = f"call_{n}"
        arguments = piece.args if piece.raw_args else json.dumps(piece.args)
        fn = {"name": piece.tool, "arguments": arguments}
        messages.append(
            {
                "role": "assistant",
                "content": piece.text or None,
                "tool_calls": [{"id": call_id, "type": "function", "function": fn}],
            }
        )
        if piece.result == NO_RESULT:
            continue
        content = piece.result if piece.raw_result else json.dumps(piece.result)
        messages.append(
            {"role": "tool", "tool_call_id": call_id, "name": piece.tool, "content": content}
        )
        if piece.altered or piece.fault:
            altered.append(len(messages) - 1)
        if piece.fault:
            fault = (len(messages) - 1, call_id)
    intervention: dict[str, Any] = {"applied": applied and fault is not None, "altered": altered}
    if fault is not None:
        intervention.update(message_index=fault[0], tool_call_id=fault[1])
    raw = {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": dict(case),
        "config": config,
        "repetition": repetition,
        "messages": messages,
        "intervention": intervention,
    }
    return raw, starts


def to_run(raw: Mapping[str, Any], source: str = "generated") -> Run:
    """Read an ``sscb.run/1`` dict as a :class:`~sscb_dsl.ledger.model.Run`."""
    _run_id, ledger, evaluator, config, repetition = sscb_run(dict(raw))
    return Run(ledger, evaluator, config, repetition, source)


# ---------------------------------------------------------------- text helpers

_MONTH_NAMES: Final = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def date_text(iso: str, form: str) -> str:
    """A date as agents write it: ``iso``, ``month_day`` (May 20), ``day_month`` (20 May),
    ``slash`` (5/20), or ``day_only`` (the 20th, ambiguous without a month)."""
    d = parse_date(iso)
    if d is None:
        raise ValueError(f"not an ISO date: {iso!r}")
    if form == "iso":
        return d.isoformat()
    if form == "month_day":
        return f"{_MONTH_NAMES[d.month - 1]} {d.day}"
    if form == "day_month":
        return f"{d.day} {_MONTH_NAMES[d.month - 1]}"
    if form == "slash":
        return f"{d.month}/{d.day}"
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"the {d.day}{suffix}"


FULL_DATE_FORMS: Final = ("iso", "month_day", "day_month", "slash")

NEUTRAL_SAYS: Final = (
    "Is there anything else I can help you with?",
    "Thank you for waiting.",
    "I will look into that for you.",
)
NEUTRAL_USERS: Final = ("Okay.", "Please go ahead.", "Thanks.")


def interleavings(
    required: Sequence[Any], optional: st.SearchStrategy[list[Any]]
) -> st.SearchStrategy[list[Any]]:
    """Every order of ``required`` items mixed with a drawn list of optional ones."""
    return optional.flatmap(lambda extra: st.permutations([*required, *extra]))


# ---------------------------------------------------------------- blocks and scenarios


@attrs.frozen
class Block:
    """One unit of a generated run, rendered by a scenario: a kind and a variant.

    Variants shared by the stdlib scenarios: ``unparsed`` (content that is not JSON),
    ``error`` (a failed call), ``agree`` (a read the intervention altered to agree with v'),
    ``marked`` (a read listed as altered in the log, content unchanged).

    Rendering depends on whether the block comes after the fault (a persistent fault alters
    later reads), so moving a block keeps the run consistent.
    """

    kind: str
    variant: str = ""


FAULT: Final = Block("fault")


@attrs.frozen
class Rendered:
    """A rendered block: its piece and what it is by construction.

    ``evidence``: ``certain`` / ``uncertain`` counterevidence on its own (one-source relations)
    or the role it plays in a join (scenario-specific); ``verdicts``: the expected use verdicts
    (``rule:verdict`` strings) of the event it carries.
    """

    piece: Piece
    evidence: str = ""
    verdicts: tuple[str, ...] = ()


class Scenario:
    """A case of one operator and how each block kind renders for it."""

    operator: str = ""
    domain: str = ""
    kinds: tuple[Block, ...] = ()
    unrelated: tuple[Block, ...] = ()
    counter: tuple[Block, ...] = ()

    def case(self) -> dict[str, Any]:
        """The run's ``case`` object."""
        raise NotImplementedError

    def focus(self) -> tuple[Block, ...]:
        """Blocks drawn more often: counterevidence, scope breakers and uses."""
        uses = tuple(b for b in self.kinds if self.render(b, True).verdicts)
        return (*self.counter, *self.extra_focus, *uses)

    extra_focus: tuple[Block, ...] = ()

    def render(self, block: Block, after_fault: bool) -> Rendered:
        """The piece for ``block`` and its ground truth."""
        raise NotImplementedError

    def evidence_steps(
        self, rendered: Sequence[Rendered], steps: Sequence[int], fault_at: int
    ) -> tuple[list[int], list[int]]:
        """(certain, uncertain) steps by which counterevidence has arrived, by construction."""
        certain = [s for r, s in zip(rendered, steps, strict=True) if r.evidence == "certain"]
        unsure = [s for r, s in zip(rendered, steps, strict=True) if r.evidence == "uncertain"]
        return certain, unsure

    def _say_block(self, block: Block) -> Rendered:
        """Neutral text, user messages and truncation, common to all scenarios."""
        if block.kind == "neutral":
            return Rendered(say(NEUTRAL_SAYS[int(block.variant or 0) % len(NEUTRAL_SAYS)]))
        if block.kind == "user":
            return Rendered(user(NEUTRAL_USERS[int(block.variant or 0) % len(NEUTRAL_USERS)]))
        if block.kind == "think":
            return Rendered(tool_call("think", {"thought": "Plan the next step."}, ""))
        if block.kind == "truncated":
            return Rendered(tool_call("think", {"thought": "One more step."}, NO_RESULT))
        raise ValueError(f"unknown block kind {block.kind!r}")


COMMON: Final = (Block("neutral", "0"), Block("neutral", "1"), Block("user", "0"), Block("think"))


def answered(value: Any, variant: str) -> tuple[Any, bool]:
    """A result as delivered: JSON, an unparseable text, or an error string."""
    if variant == "unparsed":
        return "Reservation details: see record", True
    if variant == "error":
        return "Error: the record could not be read", True
    return value, False


# ---------------------------------------------------------------- generated runs


@attrs.frozen
class GeneratedRun:
    """A run built from blocks, with its ground truth by construction.

    ``raw`` is the ``sscb.run/1`` dict; ``starts[i]`` the step where block ``i`` starts;
    ``truth`` holds ``t_f``, ``t_e`` and the expected ``verdicts`` (step -> ``rule:verdict``).
    """

    scenario: Scenario
    blocks: tuple[Block, ...]
    raw: dict[str, Any]
    starts: tuple[int, ...]
    truth: dict[str, Any]

    def run(self) -> Run:
        """The run as the engine reads it."""
        return to_run(self.raw)

    def with_blocks(self, blocks: Sequence[Block]) -> GeneratedRun:
        """The same scenario re-rendered with other blocks (they must keep one fault block)."""
        return build(self.scenario, blocks, self.raw["run_id"])

    def positions(self, block: Block) -> list[int]:
        """Indexes of the blocks equal to ``block``."""
        return [i for i, b in enumerate(self.blocks) if b == block]


def build(scenario: Scenario, blocks: Sequence[Block], run_id: str = "gen") -> GeneratedRun:
    """Render ``blocks`` (one of them :data:`FAULT`) into a run with its ground truth."""
    fault_index = blocks.index(FAULT)
    rendered = [scenario.render(b, i > fault_index) for i, b in enumerate(blocks)]
    raw, starts = assemble(run_id, scenario.case(), [r.piece for r in rendered])
    t_f = starts[fault_index] + 1
    certain, unsure = scenario.evidence_steps(rendered, starts, t_f - 1)
    first = min(certain) if certain else None
    maybe = min(unsure) if unsure else None
    t_e: Any
    if first is None:
        t_e = "undecidable" if maybe is not None else "inf"
    else:
        t_e = "undecidable" if maybe is not None and maybe < first else first
    verdicts: dict[int, list[str]] = {}
    for r, s in zip(rendered, starts, strict=True):
        if r.verdicts and s > t_f:
            verdicts.setdefault(s, []).extend(r.verdicts)
    truth = {"t_f": t_f, "t_e": t_e, "verdicts": verdicts}
    return GeneratedRun(scenario, tuple(blocks), raw, tuple(starts), truth)


@st.composite
def scenario_runs(
    draw: st.DrawFn, scenarios: Sequence[Scenario], max_blocks: int, truncate: bool
) -> GeneratedRun:
    """One run: a random multiset of the scenario's blocks in a random order around the fault."""
    scenario = draw(st.sampled_from(scenarios))
    extra = draw(st.lists(st.sampled_from(scenario.kinds), max_size=max_blocks))
    focus = scenario.focus()
    if focus:
        extra += draw(st.lists(st.sampled_from(focus), max_size=max(1, max_blocks // 2)))
    blocks = draw(st.permutations([FAULT, *extra]))
    if truncate and draw(st.booleans()):
        blocks = [*blocks, Block("truncated")]
    return build(scenario, blocks, run_id=f"gen-{scenario.operator}")


def load_operator(name: str, *paths: Path) -> tuple[ast.Operator, ast.Domain]:
    """An operator and its domain, by name, from the stdlib and any further ``.sscb`` files."""
    operators: dict[str, ast.Operator] = {}
    domains: dict[str, ast.Domain] = {}
    for path in [*sorted(stdlib_dir().glob("*.sscb")), *paths]:
        contract, diagnostics = parse_contract(path.read_text(encoding="utf-8"), str(path))
        if contract is None:
            raise ValueError(diagnostics[0].message if diagnostics else f"cannot parse {path}")
        operators.update({o.name.name: o for o in contract.operators})
        domains.update({d.name.name: d for d in contract.domains})
    operator = operators[name]
    return operator, domains[operator.domain.name]
