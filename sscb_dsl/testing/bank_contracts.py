"""Generated ``sscb 2`` operators for the bank domain (``sscb_dsl.testing.bank``).

:func:`bank_operator` builds from a seed (and :func:`bank_operators` draws) the text of an
operator whose fault, relations and rules use the constructs of language 2: operator and rule
``let`` s, ``given`` (observations, calls, agent and user messages, with and without
``where``), ``exists`` (before, after, unordered),
arithmetic on amounts, day counts and dates, ``issued``/``failed``/``error_text``, tool sets,
``any`` and ``case.tool``, case-sourced faults with computed suppressed fields and object keys,
``say last`` and the domain's vocabularies. Every such operator passes ``sscb check``: the
expressions are typed by construction from the domain's declarations. Operators are built with
:class:`random.Random` from one drawn seed (drawing every choice through Hypothesis costs more
than evaluating the runs).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final, TypeVar

import attrs
from hypothesis import strategies as st

from sscb_dsl.testing.bank import READ_TOOLS, TOOLS, WRITE_TOOLS

T = TypeVar("T")

RESULTS: Final[Mapping[str, Mapping[str, str]]] = {
    "get_account": {
        "account_id": "text",
        "balance": "money",
        "limit": "money",
        "holder": "text",
        "due": "date",
        "status": "text",
    },
    "get_statement": {"account_id": "text", "balance": "money", "due": "date", "entries": "list"},
    "transfer": {"account_id": "text", "balance": "money", "amount": "money", "status": "text"},
    "set_limit": {"account_id": "text", "limit": "money", "status": "text"},
    "update_profile": {"account_id": "text", "holder": "text", "due": "date", "status": "text"},
    "lookup_rate": {"currency": "text", "rate": "number"},
}
ARGS: Final[Mapping[str, Mapping[str, str]]] = {
    "get_account": {"account_id": "text"},
    "get_statement": {"account_id": "text", "since": "date"},
    "transfer": {"account_id": "text", "amount": "money", "to": "text"},
    "set_limit": {"account_id": "text", "limit": "money"},
    "update_profile": {"account_id": "text", "holder": "text", "due": "date"},
    "lookup_rate": {"currency": "text"},
}
USE_VERDICTS: Final = (
    "faulty",
    "correct",
    "qualified",
    "verify",
    "enumerate",
    "not_dependent",
    "unresolved",
)
STANCE_VERDICTS: Final = ("endorse", "no_longer_endorse", "none", "unresolved")


@attrs.frozen
class Ev:
    """An event variable in scope: its kind, the tools it may be a call or result of, whether
    those are statically one tool (the checker then types its fields), and whether it may be
    null or unknown (a ``given``)."""

    name: str
    kind: str
    tools: frozenset[str] = frozenset()
    typed: bool = False
    nullable: bool = False
    value: str = ""
    """For the fault variable: the type of ``.value`` (``money``, ``date`` or ``any``)."""

    def has(self, field: str) -> bool:
        """Does its result declare ``field``?"""
        return field in self.fields("result")

    def fields(self, part: str) -> dict[str, str]:
        """Fields of ``args`` or ``result`` the contract may read (all tools' when untyped)."""
        if self.kind not in ("observe", "call"):
            return {}
        table = RESULTS if part == "result" else ARGS
        found: dict[str, str] = {}
        for tool in sorted(self.tools):
            for k, v in table[tool].items():
                found.setdefault(k, v)
        if self.typed:
            only = next(iter(self.tools))
            return {k: v for k, v in found.items() if k in table[only]}
        return found


@attrs.frozen
class Ctx:
    """What an expression may read: events, lets (name -> type, tainted?), case, exists."""

    events: tuple[Ev, ...]
    lets: tuple[tuple[str, str, bool], ...] = ()
    case_ok: bool = True
    exists_ok: bool = True
    focus: str | None = None

    def with_event(self, ev: Ev) -> Ctx:
        return attrs.evolve(self, events=(*self.events, ev))


class Names:
    """Fresh names, unique in an operator (names never hide other names, E104)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def __call__(self, prefix: str) -> str:
        n = self.counts.get(prefix, 0) + 1
        self.counts[prefix] = n
        return f"{prefix}{n}"


# ---------------------------------------------------------------- expressions


class Exprs:
    """Typed expression texts drawn for a context (every one well-typed for ``sscb check``)."""

    def __init__(self, rng: random.Random, names: Names, family: str, field: str) -> None:
        self.rng = rng
        self.names = names
        self.family = family
        self.field = field

    def pick(self, options: Sequence[T]) -> T:
        """One of ``options``."""
        return self.rng.choice(list(options))

    def chance(self, n: int) -> bool:
        """True one time in ``n``."""
        return self.rng.randrange(n) == 0

    def _events(self, ctx: Ctx) -> list[Ev]:
        evs = list(ctx.events)
        if ctx.focus is not None and self.chance(2):
            evs = [e for e in evs if e.name == ctx.focus] or evs
        return evs

    def path_lets(self, ctx: Ctx) -> list[tuple[str, Ev]]:
        """Lets naming an event's result (``let k = g.result``), with that event."""
        by_name = {e.name: e for e in ctx.events}
        return [
            (n, by_name[t[5:]])
            for n, t, _ in ctx.lets
            if t.startswith("path:") and t[5:] in by_name
        ]

    def path(self, ctx: Ctx, want: str) -> list[str]:
        """Paths into events' arguments and results whose field has type ``want``."""
        out = []
        for ev in self._events(ctx):
            for part in ("args", "result"):
                for k, t in ev.fields(part).items():
                    if t == want:
                        out.append(f"{ev.name}.{part}.{k}")
        return out

    def term(self, ctx: Ctx, want: str, depth: int = 1) -> str:
        """A term of type ``money``, ``number``, ``date`` or ``text`` (often a ``let``)."""
        named = [n for n, t, _ in ctx.lets if t == want]
        if named and self.chance(2):
            return str(self.pick(named))
        if want == "money":
            opts = [f"money({p})" for p in self.path(ctx, "money")]
            opts += [f"money({e.name}.value)" for e in ctx.events if e.value == "money"]
            opts += [n for n, t, _ in ctx.lets if t == "money"]
            opts += [f"money({n}.balance)" for n, ev in self.path_lets(ctx) if ev.has("balance")]
            if ctx.case_ok and self.family == "read" and self.field == "balance":
                opts.append("case.injected")
            lits = ["0", "50", "250.5", "900", "19.99", "-1"]
            if depth > 0 and self.chance(3):
                a, b = self.term(ctx, "money", depth - 1), self.term(ctx, "money", depth - 1)
                return self.pick([f"{a} + {b}", f"{a} - {b}", f"-{a}", f"abs({a} - {b})"])
            return self.pick(opts + lits[: 1 + len(opts) // 2] if opts else lits)
        if want == "number":
            evs = self._events(ctx)
            opts = [f"{e.name}.{a}" for e in evs for a in ("issued", "step")]
            opts += [f"len({e.name}.text)" for e in evs if e.kind in ("say", "user")]
            opts += [n for n, t, _ in ctx.lets if t == "number"]
            if depth > 0 and self.chance(3):
                a, b = self.term(ctx, "date", depth - 1), self.term(ctx, "date", depth - 1)
                return f"{a} - {b}"
            if depth > 0 and self.chance(3):
                a = self.term(ctx, "number", depth - 1)
                return self.pick([f"{a} + 1", f"{a} - 2", f"abs({a} - 3)", f"-{a}"])
            return self.pick(opts or ["0", "3"])
        if want == "date":
            opts = [f"date({p})" for p in self.path(ctx, "date")]
            opts += [f"date({e.name}.value)" for e in ctx.events if e.value == "date"]
            opts += [n for n, t, _ in ctx.lets if t == "date"]
            if ctx.case_ok and self.family == "read" and self.field == "due":
                opts.append("date(case.original)")
            opts.append(self.pick(['date("2024-06-10")', 'date("2024-06-30")']))
            base = self.pick(opts)
            if depth > 0 and self.chance(2):
                n = self.pick(["0", "1", "7", "30", "-3"])
                moved = [f"{base} + days({n})", f"days({n}) + {base}", f"{base} - days(1)"]
                return str(self.pick(moved))
            return str(base)
        opts = [p for p in self.path(ctx, "text")]
        opts += [f"{e.name}.error_text" for e in self._events(ctx) if e.kind in ("observe", "call")]
        return self.pick(opts or ['"A1"'])

    def atom(self, ctx: Ctx, depth: int) -> str:
        """A boolean atom."""
        evs = self._events(ctx)
        kinds = ["cmp_money", "cmp_number", "cmp_date", "text"]
        if any(e.nullable for e in evs):
            kinds += ["null", "null"]
        if any(e.kind in ("observe", "call") for e in evs):
            kinds += ["failed", "error_text"]
        if len(ctx.events) > 1:
            kinds += ["order", "order"]
        if any(e.kind in ("say", "user") for e in evs):
            kinds += ["words", "words"]
        if ctx.exists_ok and depth > 0:
            kinds += ["exists", "exists"]
        if any(t == "bool" for _, t, _ in ctx.lets):
            kinds += ["let", "let", "let"]
        if any("entries" in e.fields("result") for e in evs):
            kinds += ["quant"]
        if ctx.focus is not None and len(ctx.events) > 1:
            kinds += ["link"] * 6
        if any(e.kind in ("observe", "call") for e in evs) or self.path_lets(ctx):
            kinds += ["unaltered"]
        kinds += ["decimal"]
        kind = self.pick(kinds)
        if kind == "link":
            return self.link(ctx)
        if kind == "unaltered":
            opts = [f"{n} unaltered" for n, _ in self.path_lets(ctx)]
            opts += [f"{n}.balance unaltered" for n, ev in self.path_lets(ctx) if ev.has("balance")]
            opts += [f"{e.name} unaltered" for e in evs if e.kind in ("observe", "call")]
            opts += [f"{e.name}.result.balance unaltered" for e in evs if e.has("balance")]
            return self.pick(opts)
        if kind == "decimal":
            a = self.term(ctx, "money", 0)
            return self.pick(
                [f"{a} - 0.1 == 19.89", f"{a} + 0.01 == 20", f"0.1 + 0.2 + {a} == 20.29"]
            )
        if kind == "cmp_money":
            a, b = self.term(ctx, "money"), self.term(ctx, "money")
            return f"{a} {self.pick(['==', '!=', '<', '<=', '>', '>='])} {b}"
        if kind == "cmp_number":
            a, b = self.term(ctx, "number"), self.term(ctx, "number", 0)
            return f"{a} {self.pick(['==', '!=', '<', '>='])} {b}"
        if kind == "cmp_date":
            a, b = self.term(ctx, "date"), self.term(ctx, "date", 0)
            return f"{a} {self.pick(['==', '!=', '<', '>'])} {b}"
        if kind == "text":
            a = self.term(ctx, "text")
            b = self.pick(['"A1"', '"A2"', '"sent"', "null"])
            if ctx.case_ok and self.chance(2):
                b = "case.account_id"
            return f"{a} {self.pick(['==', '!='])} {b}"
        if kind == "null":
            e = self.pick([e for e in evs if e.nullable])
            return f"{e.name} {self.pick(['==', '!='])} null"
        if kind == "failed":
            e = self.pick([e for e in evs if e.kind in ("observe", "call")])
            return self.pick([f"{e.name}.failed", f"not {e.name}.failed"])
        if kind == "error_text":
            e = self.pick([e for e in evs if e.kind in ("observe", "call")])
            return self.pick(
                [
                    f"{e.name}.error_text == null",
                    f"{e.name}.error_text != null",
                    f'startswith({e.name}.error_text, "Error")',
                ]
            )
        if kind == "order":
            first = self.pick(evs)
            other = self.pick([e for e in ctx.events if e.name != first.name])
            return f"{first.name} {self.pick(['before', 'after'])} {other.name}"
        if kind == "words":
            e = self.pick([e for e in evs if e.kind in ("say", "user")])
            words = [n for n, t, _ in ctx.lets if t == "words"]
            arg = self.pick(["done_words", "hedge_words", '"transfer"', *words])
            if self.chance(3):
                return f"mentions_money({e.name}.text, {self.term(ctx, 'money', 0)})"
            if self.chance(4):
                return f"mentions_date({e.name}.text, {self.term(ctx, 'date', 0)})"
            return f"mentions({e.name}.text, {arg})"
        if kind == "exists":
            return self.exists(ctx)
        if kind == "let":
            return str(self.pick([n for n, t, _ in ctx.lets if t == "bool"]))
        e = self.pick([e for e in evs if "entries" in e.fields("result")])
        q = self.names("q")
        body = self.pick([f"money({q}.amount) > 0", f"date({q}.date) < date({e.name}.result.due)"])
        return f"{self.pick(['any', 'all'])}({q} in {e.name}.result.entries: {body})"

    def link(self, ctx: Ctx) -> str:
        """An atom relating the focus event (a ``given`` or ``exists`` variable, or the rule's
        event) to another: same message, earlier or later, same account."""
        x = next(e for e in ctx.events if e.name == ctx.focus)
        y = self.pick([e for e in ctx.events if e.name != x.name])
        opts = [
            f"{x.name}.issued == {y.name}.issued",
            f"{x.name}.issued < {y.name}.issued",
            f"{x.name}.issued + 1 >= {y.name}.issued",
            f"{x.name}.step > {y.name}.step",
            f"{x.name} before {y.name}",
            f"{x.name} after {y.name}",
            f"{x.name}.issued == {y.name}.issued and {x.name} before {y.name}",
        ]
        if "account_id" in x.fields("args") and "account_id" in y.fields("args"):
            opts.append(f"{x.name}.args.account_id == {y.name}.args.account_id")
        return str(self.pick(opts))

    def cond(self, ctx: Ctx, depth: int = 2) -> str:
        """A boolean condition: atoms under ``not``, ``and``, ``or``."""
        if depth == 0 or self.chance(2):
            return self.atom(ctx, depth)
        how = self.pick(["and", "or", "not"])
        if how == "not":
            return f"not ({self.cond(ctx, depth - 1)})"
        return f"({self.cond(ctx, depth - 1)}) {how} ({self.cond(ctx, depth - 1)})"

    def selector(self, kind: str, one: bool = True) -> tuple[str, frozenset[str], bool]:
        """A tool selector for ``observe``/``call``: text, the tools it may name, typed? (With
        ``one`` false, never a single tool, whose result type the checker would hold to.)"""
        pool = READ_TOOLS if kind == "observe" else WRITE_TOOLS
        options = ["one", "set", "any", "param"] if one else ["set", "any", "param"]
        how = self.pick(options)
        if how == "one":
            tool = self.pick([*pool, *pool, *TOOLS])
            return tool, frozenset({tool}), True
        if how == "set":
            tools = sorted(self.rng.sample(TOOLS, self.rng.randint(2, 3)))
            return "(" + " | ".join(tools) + ")", frozenset(tools), False
        if how == "any":
            return "any", frozenset(TOOLS), False
        return "case.tool", frozenset(TOOLS), False

    def history(self, ctx: Ctx) -> tuple[str, Ev]:
        """``KIND [TOOLS]`` of a ``given`` or ``exists`` and the event it binds (unnamed)."""
        kind = self.pick(["observe", "observe", "call", "call", "say", "user"])
        if kind in ("say", "user"):
            return kind, Ev("", kind)
        sel, tools, typed = self.selector(kind)
        return f"{kind} {sel}", Ev("", kind, tools, typed)

    def exists(self, ctx: Ctx) -> str:
        """``exists(x: KIND [TOOLS] [before e | after e] [where COND])``."""
        head, ev = self.history(ctx)
        var = self.names("x")
        text = f"exists({var}: {head}"
        if not self.chance(3):
            anchor = self.pick(ctx.events)
            text += f" {self.pick(['before', 'after'])} {anchor.name}"
        if not self.chance(4):
            inner = attrs.evolve(
                ctx.with_event(attrs.evolve(ev, name=var)), exists_ok=False, focus=var
            )
            text += f" where {self.cond(inner, 1)}"
        return text + ")"


# ---------------------------------------------------------------- operators


@attrs.frozen
class OperatorText:
    """A generated operator: its text (``sscb 2``, without the domain) and what it uses."""

    name: str
    family: str
    field: str
    fault_form: str
    text: str
    bad: tuple[str, ...]
    """Which wrong cases (``EV006``) the fault form lets the engine and the doc agree on."""
    tool: str | None = None
    """The tool the fault names, when it names one (the case's tool should be it)."""


def _fault(
    ex: Exprs, family: str, field: str
) -> tuple[list[str], Ev, str, tuple[str, ...], str | None]:
    """The fault's lines, its variable, its form's name and the wrong cases it allows."""
    if family == "read":
        sel = ex.pick(["get_account", "case.tool", "case.tool", "(get_account | get_statement)"])
        if sel.startswith("("):
            sel = "case.tool"  # a fault on a tool set: see test_reference_v2's xfail
        site = ex.pick([f"f.result.{field}", "f.result[case.field]"])
        lines = [f"fault f: observe {sel} {{"]
        if not ex.chance(4):
            lines.append("  match f.args.account_id == case.account_id")
        lines += [f"  site {site}", "  set case.injected"]
        if ex.chance(2):
            lines.append("  original case.original")
        if ex.chance(2):
            lines.append("  persistence persistent")
        value = "any" if "[" in site else field_type(field)
        tools = frozenset({sel}) if sel == "get_account" else frozenset(READ_TOOLS)
        ev = Ev("f", "observe", tools, sel == "get_account", value=value)
        named = sel if sel == "get_account" and not ex.chance(8) else None
        return [*lines, "}"], ev, f"observe {sel} / {site}", ("tool",), named
    form = ex.pick(["written_dyn", "written_dyn", "state_dyn", "static"])
    sel = "transfer" if form == "static" else "case.tool"
    supp = {
        "written_dyn": "attempt.(case.field)",
        "state_dyn": "account(attempt.args.account_id).(case.field)",
        "static": ex.pick(["attempt.balance", "account(attempt.args.account_id).balance"]),
    }[form]
    asserts = ex.pick(["attempt.result[case.field]", "attempt.args[case.field]", "attempt.result"])
    lines = [f"fault attempt: call {sel} {{"]
    if not ex.chance(4):
        lines.append("  match attempt.args.account_id == case.account_id")
    lines += [f"  suppress write {supp}", "  keep acknowledgement", f"  asserts {asserts}"]
    if ex.chance(2):
        lines.append("  persistence persistent")
    tools = frozenset({"transfer"}) if sel == "transfer" else frozenset(WRITE_TOOLS)
    ev = Ev("attempt", "call", tools, sel == "transfer", value="any")
    bad = ("tool", "nonwriting", "field") if form == "written_dyn" else ("tool",)
    named = "transfer" if form == "static" and not ex.chance(8) else None
    return [*lines, "}"], ev, f"call {sel} / {supp}", bad, named


def field_type(field: str) -> str:
    """The declared type of an account field."""
    return {"balance": "money", "limit": "money", "due": "date"}.get(field, "text")


def _operator_lets(
    ex: Exprs, fault: Ev, field: str, least: int = 0
) -> list[tuple[str, str, str, bool]]:
    """Operator-level lets: (name, expression, type, reads evaluator-only values)."""
    out: list[tuple[str, str, str, bool]] = []
    ctx = Ctx((fault,), exists_ok=False)
    for _ in range(max(least, ex.rng.randint(0, 3))):
        ctx = attrs.evolve(ctx, lets=tuple((n, t, taint) for n, _, t, taint in out))
        name = ex.names("o")
        kind = ex.pick(["money", "date", "text", "bool", "words", "number"])
        if kind == "words":
            expr = ex.pick(["done_words", "hedge_words", '["sent", "complete"]'])
        elif kind == "bool":
            expr = ex.cond(ctx, 1)
        elif kind == "text" and ex.chance(2):
            expr = "case.account_id"
        else:
            expr = ex.term(ctx, kind)
        tainted = "case." in expr or any(n in expr and taint for n, _, _, taint in out)
        out.append((name, expr, kind, tainted))
    return out


def _relation(ex: Exprs, fault: Ev, family: str, field: str, lets: Sequence[Any]) -> list[str]:
    """A counterevidence relation over one read (or a join of two), all five clauses."""
    f = fault.name
    rel = ex.names("c")
    join = ex.chance(4)
    src = ex.pick(["get_account", "get_statement", "(get_account | get_statement)"])
    if fault.typed is False and ex.chance(4):
        src = "(get_account | transfer)"  # authority per case: holds only for some tools
    typed = not src.startswith("(")
    tools = frozenset(src.strip("()").split(" | "))
    r = Ev("r", "observe", tools, typed)
    heads = [f"r: observe {src}"]
    if join:
        heads.append("s2: observe get_statement")
    lines = [f"counterevidence {rel}({', '.join(heads)}) {{"]
    binder = None
    if ("get_statement" in tools or join) and ex.chance(3):
        binder = ex.names("b")
        lines.append(f"  for {binder} in {'s2' if join else 'r'}.result.entries")
    lines.append(f"  authority r >= {f}")
    entity = ex.pick(
        [f"r.args.account_id == {f}.args.account_id", "r.args.account_id == case.account_id"]
        + [n + " == r.args.account_id" for n, e, t, _ in lets if e == "case.account_id"]
    )
    if join:
        entity += " and s2.args.account_id == r.args.account_id"
    lines.append(f"  entity {entity}")
    state = "account(r.args.account_id)." + (
        ex.pick(["balance", "(case.field)"]) if family == "write" else "balance"
    )
    scope = ex.pick(
        [
            f"r after {f}",
            f"r.issued > {f}.issued",
            f"r.step > {f}.step",
            f"not (r before {f})",
            f"r after {f} and no write {state} between {f} and r",
            "true",
        ]
    )
    lines.append(f"  scope {scope}")
    shown = field if field in ("balance", "due") else "balance"
    lines.append("  independence " + ex.pick(["r unaltered", f"r.result.{shown} unaltered"]))
    clean = [(n, t) for n, _, t, taint in lets if not taint and t in ("money", "date")]
    suff = _sufficiency(ex, fault, r, family, field, binder, clean)
    if ex.chance(5):
        # a relation that reads its source's error binds error observations too
        suff = ex.pick(
            [
                "r.failed and r.error_text != null",
                f"({suff}) or r.failed",
                f"not r.failed and ({suff})",
            ]
        )
    lines.append(f"  sufficiency {suff} using balance_is_current")
    return [*lines, "}"]


def _sufficiency(
    ex: Exprs,
    fault: Ev,
    r: Ev,
    family: str,
    field: str,
    binder: str | None,
    clean: Sequence[tuple[str, str]],
) -> str:
    """A sufficiency clause reading only agent-visible values (no ``case``, no ``original``)."""
    if family == "read":
        if field == "balance":
            opts = [
                "money(r.result.balance) != money(f.value)",
                "abs(money(r.result.balance) - money(f.value)) > 0.5",
                "money(f.value) - money(r.result.balance) >= 1 or "
                "money(r.result.balance) - money(f.value) >= 1",
            ]
            if binder:
                opts.append(f"money(r.result.balance) - money({binder}.amount) != money(f.value)")
            opts += [f"abs({n} - money(r.result.balance)) > 0" for n, t in clean if t == "money"]
        else:
            opts = [
                "date(r.result.due) != date(f.value)",
                "abs(date(r.result.due) - date(f.value)) >= 1",
                "date(f.value) + days(1) <= date(r.result.due)",
                "date(r.result.due) - days(0) != date(f.value)",
            ]
            if binder:
                opts.append(f"date({binder}.date) + days(40) < date(f.value)")
            opts += [f"{n} != date(r.result.due)" for n, t in clean if t == "date"]
        return str(ex.pick(opts))
    parts = []
    mine, theirs = fault.fields("result"), r.fields("result")
    if "balance" in mine and "balance" in theirs:
        parts.append(
            "(attempt.result.balance != null and "
            "money(r.result.balance) != money(attempt.result.balance))"
        )
    if "due" in mine and "due" in theirs:
        parts.append(
            "(attempt.result.due != null and date(r.result.due) - date(attempt.result.due) != 0)"
        )
    if "limit" in mine and "limit" in theirs:
        parts.append("(attempt.result.limit != null and r.result.limit != attempt.result.limit)")
    chosen = ex.rng.sample(parts, ex.rng.randint(1, len(parts)))
    return " or ".join(chosen)


def _rule(ex: Exprs, kind: str, base: Ctx) -> list[str]:
    """A use or stance rule: pattern, bindings (lets and givens), ``where``, arms."""
    name = ex.names("u" if kind == "use" else "st")
    pattern = ex.pick(["call", "call", "say", "say_last"])
    if pattern == "call":
        sel, tools, typed = ex.selector("call")
        ev = Ev("u", "call", tools, typed)
        head = f"{kind} {name}: call {sel} u"
    else:
        ev = Ev("m", "say")
        head = f"{kind} {name}: say {'last ' if pattern == 'say_last' else ''}m"
    ctx = attrs.evolve(base.with_event(ev), focus=ev.name)
    body: list[str] = []
    for _ in range(ex.rng.randint(0, 3)):
        if ex.chance(2):
            hist, gev = ex.history(ctx)
            g = ex.names("g")
            text = f"  given {g}: {hist}"
            gev = attrs.evolve(gev, name=g, nullable=True)
            if not ex.chance(3):
                inner = attrs.evolve(ctx.with_event(gev), focus=g)
                text += f" where {ex.cond(inner, 1)}"
            body.append(text)
            ctx = ctx.with_event(gev)
        else:
            k = ex.names("k")
            t = ex.pick(["money", "number", "date", "bool", "path"])
            results = [e for e in ctx.events if e.kind in ("observe", "call")]
            if t == "path" and results:
                target = ex.pick(results)
                expr, t = f"{target.name}.result", "path:" + target.name
            elif t == "path":
                t, expr = "bool", ex.cond(ctx, 1)
            else:
                expr = ex.cond(ctx, 1) if t == "bool" else ex.term(ctx, t)
            body.append(f"  let {k} = {expr}")
            ctx = attrs.evolve(ctx, lets=(*ctx.lets, (k, t, True)))
    if not ex.chance(3):
        head += f" where {ex.cond(ctx, 1)}"
    verdicts = USE_VERDICTS if kind == "use" else STANCE_VERDICTS
    for _ in range(ex.rng.randint(1, 3)):
        body.append(f"  {ex.pick(verdicts)} when {ex.cond(ctx)}")
    if ex.chance(2):
        body.append(f"  otherwise {ex.pick(verdicts)}")
    return [head + " {", *body, "}"]


def _probe(ex: Exprs, kind: str, lets: bool = False) -> list[str]:
    """A rule whose arms each test one thing of language 2 and give different verdicts, so the
    record shows which held: parallel calls and ``issued``, the three ``given`` cases,
    ``failed``/``error_text``, decimal and date arithmetic, a message before its own calls."""
    name = ex.names("p")
    verdicts = list(USE_VERDICTS if kind == "use" else STANCE_VERDICTS)
    g, g2, x, y = ex.names("g"), ex.names("g"), ex.names("x"), ex.names("x")
    which = ex.pick(
        ["calls", "arithmetic"] if lets else ["calls", "observations", "arithmetic", "messages"]
    )
    if which == "calls":
        sel, _, _ = ex.selector("call")
        head = f"{kind} {name}: call {sel} u"
        where = ex.pick(["", f" where {g}.issued == u.issued", f" where {g}.issued < u.issued"])
        arms = [
            f"given {g}: call {ex.selector('call')[0]}{where}",
            f"let {name}k = {g} != null and {g}.issued == u.issued",
            *(["@ when u.failed"] if ex.chance(2) else []),
            f"@ when {name}k and {g} before u",
            f"@ when exists({x}: call {ex.selector('call')[0]} after u "
            f"where {x}.issued == u.issued)",
            f"@ when exists({y}: call any before u where {y}.issued == u.issued)",
            f"@ when exists({y}2: observe any before u where {y}2.issued + 2 >= u.issued)",
            f"@ when {g} == null",
        ]
    elif which == "observations":
        event = ex.pick(["call any u", "say m", "say last m"])
        head = f"{kind} {name}: {event}"
        cond = ex.pick(
            [
                "",
                f' where {g}.args.account_id == "A1"',
                f" where money({g}.result.balance) > 100",
                f" where not {g}.failed",
            ]
        )
        arms = [
            f"given {g}: observe {ex.selector('observe', False)[0]}{cond}",
            f"@ when {g} == null",
            f"@ when {g}.failed",
            f'@ when {g}.error_text != null and startswith({g}.error_text, "Error")',
            f"@ when money({g}.result.balance) - 0.1 == 19.89 or "
            f"money({g}.result.balance) + 0.01 == 20",
            f'@ when date({g}.result.due) - date("2024-06-01") == 14',
        ]
    elif which == "arithmetic":
        head = f"{kind} {name}: call (set_limit | transfer | update_profile) u"
        arms = [
            f"let {name}k = date(u.args.due) - days(30)",
            "@ when u.args.amount != null and money(u.args.amount) - 0.1 == 19.89",
            "@ when u.args.amount != null and 0.1 + 0.2 + money(u.args.amount) == 20.29",
            '@ when u.args.due != null and date(u.args.due) - date("2024-06-15") == 15',
            '@ when u.args.due != null and days(14) + date(u.args.due) == date("2024-06-15")',
            f'@ when u.args.due != null and {name}k == date("2024-05-31")',
            "@ when u.args.limit != null and abs(money(u.args.limit) - 2000) < 600",
        ]
    else:
        head = f"{kind} {name}: say {ex.pick(['', 'last '])}m"
        arms = [
            f"given {g}: user{ex.pick(['', f' where mentions({g}.text, done_words)'])}",
            f"given {g2}: {ex.pick(['say', 'call any', 'observe any'])}",
            f"@ when {g} != null and m.issued - {g}.issued == 1",
            f"@ when exists({x}: call any before m where {x}.issued == m.issued)",
            f"@ when exists({y}: call any after m where {y}.issued == m.issued)",
            f"@ when {g2} != null and {g} != null and {g2} after {g}",
        ]
    ex.rng.shuffle(verdicts)
    body: list[str] = []
    for line in arms:
        if line.startswith("@"):
            line = verdicts[len(body) % len(verdicts)] + line[1:]
        body.append("  " + line)
    if ex.chance(2):
        body.append(f"  otherwise {verdicts[-1]}")
    return [head + " {", *body, "}"]


def bank_operator(
    seed: int, family: str | None = None, field: str | None = None, lets: bool = False
) -> OperatorText:
    """The operator in ``sscb 2`` for the bank domain (text without the domain) that ``seed``
    gives; ``family`` (``read``/``write``) and ``field`` fix the fault's kind and field; with
    ``lets``, it has an operator ``let`` and its first rule a rule ``let``."""
    rng = random.Random(seed)
    names = Names()
    family = family or rng.choice(("read", "write"))
    field = field or (rng.choice(("balance", "due")) if family == "read" else "balance")
    ex = Exprs(rng, names, family, field)
    fault_lines, fault, form, bad, tool = _fault(ex, family, field)
    op_lets = _operator_lets(ex, fault, field, 1 if lets else 0)
    ptype = field_type(field)
    if family == "read":
        params = f"account_id: id, tool: text, field: text, injected: {ptype}, original: {ptype}"
    else:
        params = (
            "account_id: id, tool: text, field: text, request: "
            "{account_id: id, amount: money, to: id, limit: money, holder: text, due: date}"
        )
    lines = [
        "sscb 2",
        "",
        "operator Gen in bank {",
        '  doc "generated"',
        "  params {" + params + "}",
        "  target account(case.account_id)",
        *("  " + x for x in fault_lines),
        *(f"  let {n} = {e}" for n, e, _, _ in op_lets),
    ]
    for _ in range(rng.randint(1, 2)):
        lines += ["  " + x for x in _relation(ex, fault, family, field, op_lets)]
    base = Ctx((fault,), tuple((n, t, taint) for n, _, t, taint in op_lets))
    for n in range(rng.randint(1, 3)):
        if n == 0 or ex.chance(2):
            rule = _probe(ex, "use", lets and n == 0)
        else:
            rule = _rule(ex, "use", base)
        lines += ["  " + x for x in rule]
    for _ in range(rng.randint(0, 2)):
        rule = _probe(ex, "stance") if ex.chance(2) else _rule(ex, "stance", base)
        lines += ["  " + x for x in rule]
    lines.append("}")
    return OperatorText("Gen", family, field, form, "\n".join(lines) + "\n", bad, tool)


def bank_operators(
    family: str | None = None, field: str | None = None
) -> st.SearchStrategy[OperatorText]:
    """A strategy of :func:`bank_operator` s (Hypothesis draws the seed)."""
    return st.integers(0, 2**32 - 1).map(lambda seed: bank_operator(seed, family, field))
