"""`sscb fmt` keeps each comment with the statement written right below it, also when the
canonical order moves that statement (a rule's `let` written after an arm, an operator's `let`
written after a rule, a domain's entity written after a tool, a requirement's `let` written
after its evidence)."""

from __future__ import annotations

from sscb_dsl.language.build import parse_contract_full
from sscb_dsl.language.fmt import format_contract

# an operator's head and fault, shared by the examples below
HEADER = """sscb 2

import tau_airline

operator T in tau_airline {
  doc "a comment-keeping example"
  structure readback
  params {
    key: id,
  }
  target reservation(case.key)

  fault f: observe get_reservation_details {
    match f.args.reservation_id == case.key
    site f.result.cabin
    set "economy"
    persistence persistent
  }
"""


SOURCE = (
    HEADER
    + """
  use tell: say m where mentions(lower(m.text), ["thing"]) {
    let a = mentions(lower(m.text), ["x"])
    # comment on the first arm
    faulty when a
    # comment on the let written late
    let b = mentions(lower(m.text), ["y"])
    # comment on the second arm
    correct when b
    otherwise not_dependent
  }
}
"""
)


def _formatted(text: str) -> str:
    contract, comments, diags = parse_contract_full(text)
    assert contract is not None, diags
    return format_contract(contract, comments)


def test_a_comment_stays_above_its_statement() -> None:
    lines = [line.strip() for line in _formatted(SOURCE).splitlines()]
    for comment, statement in [
        ("# comment on the first arm", "faulty when a"),
        ("# comment on the let written late", 'let b = mentions(lower(m.text), ["y"])'),
        ("# comment on the second arm", "correct when b"),
    ]:
        assert lines[lines.index(comment) + 1] == statement
    # the canonical order: the rule's bindings before its arms
    assert lines.index('let b = mentions(lower(m.text), ["y"])') < lines.index("faulty when a")


def test_formatting_is_idempotent() -> None:
    once = _formatted(SOURCE)
    assert _formatted(once) == once


MOVED = (
    HEADER
    + """
  # comment on the rule
  use tell: say m where refers(m.text, [case.key]) {
    otherwise not_dependent
  }

  # comment on the let written after the rule
  let late = ["a"]
}
"""
)


def test_an_operator_statement_keeps_its_comment_when_moved() -> None:
    """An operator's `let` written after a rule prints before it; each keeps its comment."""
    lines = [line.strip() for line in _formatted(MOVED).splitlines()]
    for comment, statement in [
        ("# comment on the rule", "use tell: say m where refers(m.text, [case.key]) {"),
        ("# comment on the let written after the rule", 'let late = ["a"]'),
    ]:
        assert lines[lines.index(comment) + 1] == statement
    assert lines.index('let late = ["a"]') < lines.index("# comment on the rule")
    assert _formatted(_formatted(MOVED)) == _formatted(MOVED)


DOMAIN = """sscb 2

domain d {
  ranks record
  # comment on the tool
  tool get_thing {
    arg thing_id: id
    reads thing(thing_id)
    authority record
    result { status: text }
  }
  # comment on the entity written after the tool
  entity thing: id
}
"""


def test_a_domain_statement_keeps_its_comment_when_moved() -> None:
    """A domain's entity written after a tool prints before it; each keeps its comment."""
    lines = [line.strip() for line in _formatted(DOMAIN).splitlines()]
    assert lines[lines.index("# comment on the tool") + 1] == "tool get_thing {"
    assert lines[lines.index("# comment on the entity written after the tool") + 1] == (
        "entity thing: id"
    )
    assert _formatted(_formatted(DOMAIN)) == _formatted(DOMAIN)


REQUIREMENT = """sscb 2

import tau_airline

requirement R in tau_airline for call send_certificate a {
  doc "a comment-keeping example"

  # comment on the evidence
  evidence user: observe get_user_details {
    authority user >= record
    entity user.args.user_id == a.args.user_id
  }
  # comment on the binding written after the evidence
  let uid = a.args.user_id
}
"""


def test_a_requirement_statement_keeps_its_comment_when_moved() -> None:
    """A requirement's `let` written after its evidence prints before it; each keeps its
    comment."""
    lines = [line.strip() for line in _formatted(REQUIREMENT).splitlines()]
    assert lines[lines.index("# comment on the evidence") + 1] == (
        "evidence user: observe get_user_details {"
    )
    assert lines[lines.index("# comment on the binding written after the evidence") + 1] == (
        "let uid = a.args.user_id"
    )
    assert _formatted(_formatted(REQUIREMENT)) == _formatted(REQUIREMENT)
