"""Results memoised by an argument's identity exist only inside the engine's evaluation."""

from __future__ import annotations

from sscb_dsl.text import run_memo
from sscb_dsl.text.refs import anchor_list


def test_outside_the_engine_a_changed_list_is_read_again() -> None:
    run_memo.begin_run()
    anchors = ["#W1", ["flight"]]
    assert anchor_list(anchors) == ["#W1", "W1", "flight"]
    anchors.append("bag")
    assert anchor_list(anchors) == ["#W1", "W1", "flight", "bag"]


def test_inside_the_engine_a_list_is_flattened_once_per_run() -> None:
    run_memo.begin_run()
    anchors = ["#W1", ["flight", 7]]
    with run_memo.values_fixed():
        first = anchor_list(anchors)
        again = anchor_list(anchors)
        assert first == again == ["#W1", "W1", "flight", "7"]
        assert first is not again  # each caller gets its own list
        assert anchor_list(["x"]) == ["x"]
    assert run_memo.by_object() is None
