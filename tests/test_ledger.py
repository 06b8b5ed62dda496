"""The ledger model: frozen events in step order, lookups by tool, step, entity key and write."""

from __future__ import annotations

import attrs
import pytest

from sscb_dsl.ledger.model import UNPARSED, Ledger, Message, Observation, ToolCall


def _ledger() -> Ledger:
    c1 = ToolCall(
        1, "x", "get_reservation_details", {"reservation_id": "A1"}, '{"reservation_id":"A1"}'
    )
    c2 = ToolCall(3, "y", "update_reservation_flights", {"reservation_id": "A1", "flights": []}, "")
    c3 = ToolCall(5, "z", "update_reservation_flights", None, "{bad")
    c4 = ToolCall(5, "w", "get_reservation_details", {"reservation_id": "B2"}, "", position=1)
    o1 = Observation(2, c1, c1.name, '{"reservation_id": "A1"}', {"reservation_id": "A1"}, False)
    o2 = Observation(4, c2, c2.name, "Error: no", UNPARSED, True)
    o4 = Observation(6, c4, c4.name, "{}", {}, False)
    messages = (
        Message(0, "user", "change A1"),
        Message(1, "assistant", "", (c1,)),
        Message(2, "tool", o1.text),
        Message(3, "assistant", "", (c2,)),
        Message(4, "tool", o2.text),
        Message(5, "assistant", "checking", (c3, c4)),
        Message(6, "tool", o4.text),
    )
    return Ledger("r", messages, (c1, c2, c3, c4), (o1, o2, o4))


def test_events_are_frozen() -> None:
    ledger = _ledger()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        ledger.run_id = "other"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        ledger.calls[0].args = {}  # type: ignore[misc]
    with pytest.raises(AttributeError):
        ledger.messages[0].content = "other"  # type: ignore[misc]


def test_tool_and_step_lookups() -> None:
    ledger = _ledger()
    assert [c.step for c in ledger.calls_by_tool("update_reservation_flights")] == [3, 5]
    assert [o.step for o in ledger.observations_by_tool("get_reservation_details")] == [2, 6]
    assert ledger.calls_by_tool("nope") == () and ledger.observations_by_tool("nope") == ()
    assert ledger.observation_at(4) is ledger.observations[1]
    assert ledger.observation_at(3) is None
    assert ledger.observation_for(ledger.calls[2]) is None  # the call at step 5, position 0
    assert ledger.observation_for(ledger.calls[3]) is ledger.observations[2]


def test_entity_key_lookup() -> None:
    ledger = _ledger()
    found = ledger.observations_by_key("get_reservation_details", "reservation_id", "A1")
    assert [o.step for o in found] == [2]
    assert ledger.observations_by_key("get_reservation_details", "reservation_id", "ZZ") == ()
    assert [
        o.step for o in ledger.observations_by_key("update_reservation_flights", "x", UNPARSED)
    ] == []


def test_writes_by_entity_field() -> None:
    ledger = _ledger()
    effects = {"update_reservation_flights": [("reservation", "reservation_id", "flights")]}
    writes = ledger.writes_by(effects)
    assert [c.step for c in writes[("reservation", "A1", "flights")]] == [3]
    assert [c.step for c in writes[("reservation", UNPARSED, "flights")]] == [5]
    assert set(writes) == {("reservation", "A1", "flights"), ("reservation", UNPARSED, "flights")}
    assert ledger.writes_by(effects) is writes  # cached
    assert ledger.writes_by({}) == {}


def test_equality_ignores_caches_and_timeline_reads_well() -> None:
    a, b = _ledger(), _ledger()
    a.writes_by({"update_reservation_flights": [("reservation", "reservation_id", "flights")]})
    assert a == b
    rows = a.timeline(width=12)
    kinds = [(r.step, r.kind) for r in rows]
    assert kinds == [
        (0, "user"), (1, "call"), (2, "result"), (3, "call"), (4, "result"),
        (5, "assistant"), (5, "call"), (5, "call"), (6, "result"),
    ]  # fmt: skip
    assert rows[4].note.startswith("error") and "answers step 3" in rows[4].note
    assert "arguments not json" in rows[6].note
    assert all(len(r.text) <= 12 for r in rows)
    assert repr(UNPARSED) == "UNPARSED"


def test_observation_text_parsed_on_first_use() -> None:
    from sscb_dsl.ledger.model import PARSE_LATER

    call = ToolCall(1, "c1", "get_x", {}, "{}")
    later = Observation(2, call, "get_x", '{"a": [1, 2]}', PARSE_LATER, False)
    given = Observation(2, call, "get_x", '{"a": [1, 2]}', {"a": [1, 2]}, False)
    assert later.value == {"a": [1, 2]} and later.value is later.value
    assert later == given and later != Observation(2, call, "get_x", "[]", PARSE_LATER, False)
    for text in ["Error: no such order", "", "{broken", "  [1]"]:
        obs = Observation(3, call, "get_x", text, PARSE_LATER, text.startswith("Error:"))
        assert obs.value == ([1] if text == "  [1]" else UNPARSED)


def test_a_ledger_is_complete_when_every_call_has_its_result() -> None:
    ledger = _ledger()  # c3 has no result
    assert not ledger.complete
    assert ledger.complete == all(ledger.observation_for(c) is not None for c in ledger.calls)
    whole = attrs.evolve(ledger, calls=tuple(c for c in ledger.calls if c.call_id != "z"))
    assert whole.complete
