"""Generated requirement, effect and propagation contracts for the bank domain, with runs.

:func:`kind_example` draws, from one seed, a contract of one kind (``requirement``, ``effect``,
``propagation``) whose clauses use language 2 (``let``, ``given``, ``exists``, arithmetic,
``issued``/``failed``, tool sets, binders, user evidence, stages over observations, calls and
messages), checked clean against the bank domain, and runs of a bank case (parallel calls,
errors, unparseable content, truncation). ``tests/test_kinds_reference.py`` compares the fast
engine (``engine.kinds``) with the reference evaluator (``engine.reference.kinds``) on them.
"""

from __future__ import annotations

import random
from functools import lru_cache

import attrs

from sscb_dsl.language import ast
from sscb_dsl.language.build import parse_contract
from sscb_dsl.language.check import check_contract
from sscb_dsl.ledger.model import Run
from sscb_dsl.testing.bank import READ_TOOLS, TOOLS, WRITE_TOOLS, BankRun, bank_case, bank_run
from sscb_dsl.testing.bank_contracts import Ctx, Ev, Exprs, Names, bank_operator, field_type
from sscb_dsl.testing.core import to_run
from sscb_dsl.testing.lang2 import bank_domain

KINDS = ("requirement", "effect", "propagation")


def _selector(
    ex: Exprs, pool: tuple[str, ...], allow_any: bool
) -> tuple[str, frozenset[str], bool]:
    """One tool (typed), a set of two or three, or ``any``."""
    how = ex.pick(["one", "one", "set", *(["any"] if allow_any else [])])
    if how == "one":
        tool = ex.pick(pool)
        return tool, frozenset({tool}), True
    if how == "set" and len(pool) > 1:
        tools = sorted(ex.rng.sample(pool, min(len(pool), ex.rng.randint(2, 3))))
        return "(" + " | ".join(tools) + ")", frozenset(tools), False
    if allow_any:
        return "any", frozenset(TOOLS), False
    return pool[0], frozenset({pool[0]}), True


def _bindings(ex: Exprs, ctx: Ctx, lines: list[str], indent: str = "  ") -> Ctx:
    """Zero to three lets and givens (as a use rule has them)."""
    for _ in range(ex.rng.randint(0, 3)):
        if ex.chance(2):
            hist, gev = ex.history(ctx)
            hist = hist.replace("case.tool", "any")
            g = ex.names("g")
            text = f"{indent}given {g}: {hist}"
            gev = attrs.evolve(gev, name=g, nullable=True)
            if not ex.chance(3):
                inner = attrs.evolve(ctx.with_event(gev), focus=g)
                text += f" where {ex.cond(inner, 1)}"
            lines.append(text)
            ctx = ctx.with_event(gev)
        else:
            k = ex.names("k")
            t = ex.pick(["money", "number", "date", "bool"])
            expr = ex.cond(ctx, 1) if t == "bool" else ex.term(ctx, t)
            lines.append(f"{indent}let {k} = {expr}")
            ctx = attrs.evolve(ctx, lets=(*ctx.lets, (k, t, False)))
    return ctx


def _no_case(text: str) -> str:
    """Conditions drawn with ``case_ok`` off may still name ``case.tool`` in a selector."""
    return text.replace("case.tool", "any")


def bank_requirement(seed: int) -> str:
    """A requirement for the bank domain (``sscb 2`` text, without the domain)."""
    rng = random.Random(seed)
    ex = Exprs(rng, Names(), "read", "balance")
    sel, tools, typed = _selector(ex, (*WRITE_TOOLS, *READ_TOOLS), True)
    a = Ev("a", "call", tools, typed)
    ctx = Ctx((a,), case_ok=False, focus="a")
    head = f"requirement GenR in bank for call {sel} a"
    if rng.randrange(6) == 0:
        head = "requirement GenR in bank for say last a"
        a = Ev("a", "say")
        ctx = Ctx((a,), case_ok=False, focus="a")
    if ex.chance(3):
        head += f" where {_no_case(ex.cond(ctx, 1))}"
    lines = [head + " {", '  doc "generated"']
    ctx = _bindings(ex, ctx, lines)
    for _ in range(rng.randint(1, 3)):
        lines += _evidence(ex, ctx, a)
    return "sscb 2\n\n" + _no_case("\n".join([*lines, "}"])) + "\n"


def _evidence(ex: Exprs, ctx: Ctx, a: Ev) -> list[str]:
    name = ex.names("e")
    if ex.chance(4):
        ev = Ev(name, "user")
        inner = attrs.evolve(ctx.with_event(ev), focus=name)
        lines = [f"  evidence {name}: user {{"]
        lines.append(f"    sufficiency {ex.cond(inner, 1)}")
        if ex.chance(2):
            lines.append(f"    scope {ex.cond(inner, 1)}")
        return [*lines, "  }"]
    sel, tools, typed = _selector(ex, (*READ_TOOLS, *READ_TOOLS, *WRITE_TOOLS), False)
    ev = Ev(name, "observe", tools, typed)
    inner = attrs.evolve(ctx.with_event(ev), focus=name)
    lines = [f"  evidence {name}: observe {sel} {{"]
    if sel == "get_statement" and ex.chance(3):
        q = ex.names("q")
        lines.append(f"    for {q} in {name}.result.entries")
        lines.append(f"    sufficiency money({q}.amount) {ex.pick(['>', '<'])} 10")
    elif ex.chance(3):
        lines.append(f"    sufficiency {ex.cond(inner, 1)}")
    if ex.chance(3):
        rank = "record" if tools <= set(READ_TOOLS) and ex.chance(2) else "acknowledgement"
        lines.append(f"    authority {name} >= {rank}")
    if a.kind == "call" and not ex.chance(4):
        join = ex.pick(
            [
                f"{name}.args.account_id == a.args.account_id",
                f"a.args.account_id == {name}.args.account_id",
                f'{name}.args.account_id == "A1"',
            ]
        )
        if ex.chance(3):
            join += f" and {ex.cond(inner, 1)}"
        lines.append(f"    entity {join}")
    else:
        lines.append(f"    entity {ex.cond(inner, 1)}")
    if ex.chance(2):
        lines.append(f"    scope {ex.cond(inner, 1)}")
    return [*lines, "  }"]


def bank_effect(seed: int) -> str:
    """An effect contract for the bank domain (``sscb 2`` text, without the domain)."""
    rng = random.Random(seed)
    ex = Exprs(rng, Names(), "write", "balance")
    sel, tools, typed = _selector(ex, WRITE_TOOLS, False)
    w = Ev("w", "call", tools, typed)
    ctx = Ctx((w,), case_ok=False, focus="w")
    head = f"effect GenE in bank for call {sel} w"
    if ex.chance(4):
        head += f" where {ex.cond(ctx, 1)}"
    lines = [head + " {"]
    ctx = _bindings(ex, ctx, lines)
    for _ in range(rng.randint(1, 2)):
        r = ex.names("r")
        rsel, rtools, rtyped = _selector(ex, (*READ_TOOLS, *READ_TOOLS, *WRITE_TOOLS), False)
        rev = Ev(r, "observe", rtools, rtyped)
        inner = attrs.evolve(ctx.with_event(rev), focus=r)
        lines.append(f"  readback {r}: observe {rsel} {{")
        entity = f"{r}.args.account_id == w.args.account_id"
        lines.append(f"    entity {entity if not ex.chance(4) else ex.cond(inner, 1)}")
        if ex.chance(2):
            state = f"account({r}.args.account_id).{ex.pick(['balance', 'limit', 'due'])}"
            lines.append(
                "    scope " + ex.pick([f"no write {state} between w and {r}", ex.cond(inner, 1)])
            )
        shows = []
        for f in ("balance", "limit", "due", "holder"):
            if f in rev.fields("result") and f in w.fields("args"):
                norm = {"balance": "money", "limit": "money", "due": "date"}.get(f, "")
                left, right = f"{r}.result.{f}", f"w.args.{f}"
                if norm:
                    left, right = f"{norm}({left})", f"{norm}({right})"
                shows.append(f"{left} == {right}")
        if not shows or ex.chance(3):
            shows.append(ex.cond(inner, 1))
        lines.append(f"    shows {ex.pick(shows)}")
        lines.append("  }")
    return "sscb 2\n\n" + _no_case("\n".join([*lines, "}"])) + "\n"


ARG_FAULT = """propagation GenP in bank {
  doc "generated: an argument fault"
  params {account_id: id, tool: text, field: text, request: any}
  fault f: arg SEL {
MATCH    site f.args.account_id
    set "A2"
ORIGINAL  }
"""


def bank_propagation(seed: int) -> tuple[str, str, str | None, str]:
    """A propagation contract ``of`` a generated bank operator, or (one time in three) ``in``
    the bank domain with its own argument fault: (text, fault family, field, the operator a
    case must name)."""
    rng = random.Random(seed)
    op = bank_operator(rng.getrandbits(32))
    ex = Exprs(rng, Names(), op.family, op.field)
    if rng.randrange(3) == 0:
        ex = Exprs(rng, Names(), "write", "balance")
        sel = ex.pick(["case.tool", "case.tool", "transfer"])
        head = (
            ARG_FAULT.replace("SEL", sel)
            .replace(
                "MATCH", "    match f.args.account_id == case.account_id\n" if ex.chance(2) else ""
            )
            .replace("ORIGINAL", '    original "A1"\n' if ex.chance(2) else "")
        )
        typed = sel == "transfer"
        fault = Ev(
            "f",
            "call",
            frozenset({"transfer"}) if typed else frozenset(WRITE_TOOLS),
            typed,
            value="any",
        )
        lines = _stages(ex, Ctx((fault,)), head.rstrip("\n").split("\n"))
        return (
            "sscb 2\n\n" + "\n".join(lines) + "\n",
            "write",
            "transfer" if typed else None,
            "GenP",
        )
    if op.family == "read":
        sel = op.fault_form.split(" / ")[0].removeprefix("observe ")
        fault = Ev("f", "observe", frozenset(READ_TOOLS), sel == "get_account")
        fault = attrs.evolve(fault, value="any" if "[" in op.fault_form else field_type(op.field))
        if sel == "get_account":
            fault = attrs.evolve(fault, tools=frozenset({"get_account"}))
    else:
        typed = "call transfer" in op.fault_form
        tools = frozenset({"transfer"}) if typed else frozenset(WRITE_TOOLS)
        fault = Ev("attempt", "call", tools, typed, value="any")
    lines = _stages(ex, Ctx((fault,)), ["propagation GenP of Gen {", '  doc "generated"'])
    return op.text + "\n" + "\n".join(lines) + "\n", op.family, op.field, "Gen"


def _stages(ex: Exprs, base: Ctx, lines: list[str]) -> list[str]:
    """Lets, then stages s1-s3 (and now and then fabricated) in any order; the closing brace."""
    rng = ex.rng
    for _ in range(rng.randint(0, 2)):
        k = ex.names("pk")
        t = ex.pick(["money", "date", "bool"])
        lines.append(f"  let {k} = {ex.cond(base, 1) if t == 'bool' else ex.term(base, t)}")
        base = attrs.evolve(base, lets=(*base.lets, (k, t, False)))
    stages = [("s1", "observe"), ("s2", "call"), ("s3", "say_last")]
    if rng.randrange(2) == 0:
        stages.append(("fabricated", "say"))
    rng.shuffle(stages)
    for name, kind in stages:
        kind = ex.pick([kind, kind, "observe", "call", "say", "say_last"])
        if kind in ("observe", "call"):
            sel, tools, typed = ex.selector(kind)
            ev = Ev("x", kind, tools, typed)
            pattern = f"{kind} {sel} x"
        else:
            ev = Ev("x", "say")
            pattern = "say last x" if kind == "say_last" else "say x"
        ctx = attrs.evolve(base.with_event(ev), focus="x")
        if name == "fabricated":
            ctx = attrs.evolve(Ctx((ev,), base.lets), focus="x")
        body: list[str] = []
        inner = _bindings(ex, ctx, body, "    ")
        where = ex.cond(inner, 2)
        if body:
            lines += [f"  stage {name}: {pattern} where {where} {{", *body, "  }"]
        else:
            lines.append(f"  stage {name}: {pattern} where {where}")
    return [*lines, "}"]


@lru_cache(maxsize=256)
def load_kind(text: str) -> ast.Contract:
    """The contract in ``text`` checked against the bank domain (ValueError on any error)."""
    contract, diagnostics = parse_contract(text, "generated.sscb")
    if contract is None:
        raise ValueError(f"{diagnostics[0].render_short()}\n{text}")
    errors = [d for d in check_contract(contract, {"bank": bank_domain()}) if d.severity == "error"]
    if errors:
        raise ValueError(f"{errors[0].render_short()}\n{text}")
    return contract


@attrs.frozen
class KindExample:
    """A generated contract of one kind, the bank domain, and runs of a bank case."""

    kind: str
    text: str
    contract: ast.Contract
    domain: ast.Domain
    runs: tuple[BankRun, ...]

    def read(self) -> list[Run]:
        """The runs as the engine reads them."""
        return [to_run(r.raw) for r in self.runs]


def kind_example(seed: int, kind: str, runs: int = 6, max_turns: int = 10) -> KindExample:
    """The example of ``kind`` that ``seed`` gives."""
    rng = random.Random(f"{seed}/{kind}/{runs}/{max_turns}")
    field: str | None = None
    if kind == "requirement":
        text, family = bank_requirement(rng.getrandbits(32)), "read"
    elif kind == "effect":
        text, family = bank_effect(rng.getrandbits(32)), "write"
    else:
        text, family, field, operator = bank_propagation(rng.getrandbits(32))
    contract = load_kind(text)
    family = rng.choice(("read", "write")) if kind != "propagation" else family
    case = bank_case(rng, operator if kind == "propagation" else "Gen", family, field)
    drawn = tuple(bank_run(rng, case, max_turns) for _ in range(runs))
    return KindExample(kind, text, contract, bank_domain(), drawn)
