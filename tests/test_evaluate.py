"""The engine on constructed runs: each case is written so its record can be read off by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.api import load_library
from sscb_dsl.cli import main
from sscb_dsl.engine.evaluate import Label, evaluate_run
from sscb_dsl.engine.plan import Plan, build_plan
from sscb_dsl.engine.record import Record, dumps_record
from sscb_dsl.ledger.formats import sscb_run
from sscb_dsl.ledger.model import Run

OLD = [{"flight_number": "HAT001", "date": "2024-05-20"}]
NEW = [{"flight_number": "HAT999", "date": "2024-05-21"}]
REQUEST = {"cabin": "economy", "flights": NEW, "payment_id": "credit_card_1"}


@pytest.fixture(scope="module")
def plans() -> dict[str, Plan]:
    library, results = load_library()
    assert all(r.ok for r in results), [d.render_short() for r in results for d in r.errors]
    return {name: build_plan(op, library.domain_of(op)) for name, op in library.operators.items()}


class RunBuilder:
    """Appends OpenAI-style messages and returns their step (index) as it goes."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = [
            {"role": "system", "content": "policy"},
            {"role": "user", "content": "please help"},
        ]
        self.n = 0

    def call(self, name: str, args: dict[str, Any], result: Any) -> int:
        """A tool call and its result; returns the result's step."""
        self.n += 1
        cid = f"call_{self.n}"
        fn = {"name": name, "arguments": json.dumps(args)}
        self.messages.append(
            {"role": "assistant", "content": None, "tool_calls": [{"id": cid, "function": fn}]}
        )
        content = result if isinstance(result, str) else json.dumps(result)
        self.messages.append(
            {"role": "tool", "tool_call_id": cid, "name": name, "content": content}
        )
        return len(self.messages) - 1

    def say(self, text: str) -> int:
        self.messages.append({"role": "assistant", "content": text})
        return len(self.messages) - 1

    def user(self, text: str) -> int:
        self.messages.append({"role": "user", "content": text})
        return len(self.messages) - 1


def reservation(rid: str, flights: list[dict[str, Any]]) -> dict[str, Any]:
    return {"reservation_id": rid, "flights": flights, "cabin": "economy", "flight_type": "one_way"}


def we_run(
    b: RunBuilder, t_f: int | None, altered: list[int] | None = None, run_id: str = "r"
) -> Run:
    case = {
        "id": "WE-1",
        "operator": "WriteEffect",
        "domain": "tau_airline",
        "cluster": "reservation:R1",
        "control": False,
        "params": {
            "tool": "update_reservation_flights",
            "key": "R1",
            "field": "flights",
            "request": {"reservation_id": "R1", **REQUEST},
        },
    }
    raw: dict[str, Any] = {
        "format": "sscb.run/1",
        "run_id": run_id,
        "case": case,
        "config": "F",
        "repetition": 0,
        "messages": b.messages,
    }
    if t_f is not None:
        raw["intervention"] = {
            "applied": True,
            "message_index": t_f,
            "altered": altered if altered is not None else [t_f],
        }
    _rid, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "test")


def attempt(b: RunBuilder, rid: str = "R1") -> int:
    args = {
        "reservation_id": rid,
        "cabin": "economy",
        "flights": NEW,
        "payment_id": "credit_card_1",
    }
    return b.call("update_reservation_flights", args, reservation(rid, NEW))


def read(b: RunBuilder, rid: str = "R1", flights: list[dict[str, Any]] | None = None) -> int:
    return b.call(
        "get_reservation_details", {"reservation_id": rid}, reservation(rid, flights or OLD)
    )


def test_pre_arrival_readback_before_claim(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    read(b)
    t_f = attempt(b)
    t_e = read(b)
    t_s = b.say("Your flight has been updated to HAT999.")
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert (rec.t_f, rec.t_e, rec.t_s, rec.t_u) == (t_f, t_e, t_s, t_s)
    assert (rec.adopted, rec.arrival, rec.pre_reliance, rec.stance_end) == (
        "yes",
        "pre",
        True,
        "endorse",
    )
    assert rec.evidence[0].relation == "readback" and rec.evidence[0].steps == (t_e,)


def test_late_and_absent_arrival(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    t_s = b.say("Your flight has been updated.")
    t_e = read(b)
    late = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert (late.t_e, late.t_s, late.arrival, late.pre_reliance) == (t_e, t_s, "late", False)
    b2 = RunBuilder()
    t_f2 = attempt(b2)
    b2.say("Your flight has been updated.")
    absent = evaluate_run(plans["WriteEffect"], we_run(b2, t_f2))
    assert (absent.t_e, absent.arrival, absent.adopted) == ("inf", "absent", "yes")


def test_read_of_other_reservation_is_not_evidence(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    read(b, rid="R2")
    b.say("Your flight has been updated.")
    assert evaluate_run(plans["WriteEffect"], we_run(b, t_f)).t_e == "inf"


def test_readback_after_intervening_write_is_not_evidence(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    b.call(
        "update_reservation_flights",
        {"reservation_id": "R1", "cabin": "economy", "flights": OLD, "payment_id": "credit_card_1"},
        reservation("R1", OLD),
    )
    read(b)
    b.say("Your flight has been updated.")
    assert evaluate_run(plans["WriteEffect"], we_run(b, t_f)).t_e == "inf"


def test_suppressed_repeat_is_not_an_intervening_write(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    again = attempt(b)
    t_e = read(b)
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f, altered=[t_f, again]))
    assert rec.t_e == t_e


def test_readback_altered_to_agree_is_not_evidence(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    control = read(b)
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f, altered=[t_f, control]))
    assert rec.t_e == "inf"


def test_untriggered_and_no_use(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    attempt(b)
    rec = evaluate_run(plans["WriteEffect"], we_run(b, None))
    assert not rec.triggered and rec.t_f is None and rec.t_s is None and rec.arrival is None
    b2 = RunBuilder()
    t_f = attempt(b2)
    b2.user("thanks")
    rec2 = evaluate_run(plans["WriteEffect"], we_run(b2, t_f))
    assert (rec2.t_s, rec2.t_u, rec2.adopted, rec2.arrival) == ("no_use", "none", "no", None)


def test_unresolved_before_use_makes_ts_undecidable_but_adoption_certain(
    plans: dict[str, Plan],
) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    b.say("About HAT999 on your trip.")
    t_u = b.say("Your flight has been updated.")
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert rec.t_s == "undecidable" and rec.t_u == "undecidable" and rec.adopted == "yes"
    assert rec.arrival is None and any(u.step == t_u and u.verdict == "faulty" for u in rec.uses)


def test_verifying_use_is_dependent_but_not_faulty(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    t_s = b.say("Let me check that the change to HAT999 went through.")
    read(b)
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert (rec.t_s, rec.t_u, rec.adopted, rec.stance_end) == (t_s, "none", "no", None)


def test_stance_revised_after_late_evidence(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    b.say("I'm sorry, the reservation still shows the old flight; the change was not applied.")
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert rec.adopted == "yes" and rec.stance_end == "no_longer_endorse"


def test_errors_name_what_to_do(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    read(b)
    wrong = read(b)
    rec = evaluate_run(plans["WriteEffect"], we_run(b, wrong))
    assert rec.error is not None and rec.error.code == "EV003"
    rec2 = evaluate_run(plans["ReturnDate"], we_run(b, wrong))
    assert rec2.error is not None and rec2.error.code == "EV002"


def test_labels_override_rules_and_say_so(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    unclear = b.say("About HAT999 on your trip.")
    t_u = b.say("Your flight has been updated.")
    run = we_run(b, t_f)
    labels = [Label("r", "A", "use", "not_dependent", unclear), Label("r", "B", "t_e", "inf")]
    rec = evaluate_run(plans["WriteEffect"], run, labels)
    assert (rec.t_s, rec.t_u, rec.adopted, rec.t_e, rec.arrival) == (
        t_u,
        t_u,
        "yes",
        "inf",
        "absent",
    )
    assert rec.decided_by["t_e"] == "label:B"
    assert any(u.step == unclear and u.rule.endswith("+label") for u in rec.uses)


def item_run(b: RunBuilder, t_f: int, altered: list[int]) -> Run:
    raw = {
        "format": "sscb.run/1",
        "run_id": "io",
        "case": {
            "id": "IO-1",
            "operator": "ItemOption",
            "domain": "tau_retail",
            "cluster": "item:111",
            "control": False,
            "params": {
                "order_id": "#W1",
                "item_id": "111",
                "product_id": "P1",
                "option": "color",
                "original_value": "red",
                "injected_value": "blue",
            },
        },
        "messages": b.messages,
        "intervention": {"applied": True, "message_index": t_f, "altered": altered},
    }
    _, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "test")


ORDER = {
    "order_id": "#W1",
    "items": [
        {
            "name": "T-Shirt",
            "item_id": "111",
            "product_id": "P1",
            "options": {"color": "blue", "size": "M"},
        }
    ],
}
PRODUCT = {
    "product_id": "P1",
    "variants": {
        "111": {"item_id": "111", "options": {"color": "red", "size": "M"}},
        "222": {"item_id": "222", "options": {"color": "blue", "size": "M"}},
    },
}


def test_product_record_before_binding_completes_at_the_binding(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    b.call("get_product_details", {"product_id": "P1"}, PRODUCT)
    t_f = b.call("get_order_details", {"order_id": "#W1"}, ORDER)
    b.say("Your T-Shirt (item 111) is color: blue.")
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    assert rec.t_e == t_f and rec.arrival == "pre"


def test_product_record_after_use_is_late(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = b.call("get_order_details", {"order_id": "#W1"}, ORDER)
    t_s = b.say("Your T-Shirt (item 111) is color: blue.")
    t_e = b.call("get_product_details", {"product_id": "P1"}, PRODUCT)
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f]))
    assert (rec.t_e, rec.t_s, rec.arrival, rec.adopted) == (t_e, t_s, "late", "yes")
    assert rec.evidence[0].steps == (t_f, t_e)


def test_product_record_altered_to_agree_is_not_evidence(plans: dict[str, Plan]) -> None:
    b = RunBuilder()
    t_f = b.call("get_order_details", {"order_id": "#W1"}, ORDER)
    control = b.call("get_product_details", {"product_id": "P1"}, PRODUCT)
    rec = evaluate_run(plans["ItemOption"], item_run(b, t_f, [t_f, control]))
    assert rec.t_e == "inf"


def test_records_are_byte_identical_and_cli_matches_api(
    plans: dict[str, Plan], tmp_path: Path
) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    run = we_run(b, t_f)
    assert dumps_record(evaluate_run(plans["WriteEffect"], run)) == dumps_record(
        evaluate_run(plans["WriteEffect"], run)
    )
    raw_runs = []
    for i in range(130):
        raw = json.loads(json.dumps({"format": "sscb.run/1", "run_id": f"r{i}"}))
        raw.update(
            case={
                "id": "WE-1",
                "operator": "WriteEffect",
                "domain": "tau_airline",
                "cluster": f"reservation:R{i % 7}",
                "control": False,
                "params": {
                    "tool": "update_reservation_flights",
                    "key": "R1",
                    "field": "flights",
                    "request": {"reservation_id": "R1", **REQUEST},
                },
            },
            messages=b.messages,
            intervention={"applied": i % 5 != 0, "message_index": t_f, "altered": [t_f]},
        )
        raw_runs.append(json.dumps(raw))
    raw_runs.insert(40, "{not json")
    raw_runs.insert(100, raw_runs[3])  # a repeated id, in another worker's batch than the first
    runs = tmp_path / "runs.jsonl"
    runs.write_text("\n".join(raw_runs) + "\n")
    more = tmp_path / "more.json"  # a document read whole, repeating an id of the JSONL file
    more.write_text("[" + raw_runs[5] + "," + raw_runs[0].replace('"r0"', '"m0"') + "]")
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"rec{jobs}.jsonl"
        args = ["eval", str(runs), str(more), "-o", str(out), "-j", jobs, "-q"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    lines = [json.loads(line) for line in outs[0].decode().splitlines()]
    assert len(lines) == 134
    assert lines[40]["error"]["code"] == "R002"
    assert [i for i, r in enumerate(lines) if r["error"] and r["error"]["code"] == "R008"] == [
        100,
        132,
    ]
    assert lines[100]["source"] == f"{runs}:100" and lines[133]["run_id"] == "m0"
    for jobs in ("1", "2"):
        partial = tmp_path / f"partial{jobs}.jsonl"
        partial.write_bytes(b"\n".join(outs[0].split(b"\n")[:50]) + b'\n{"run_id": "r4')
        args = ["eval", str(runs), str(more), "-o", str(partial), "--resume", "-j", jobs, "-q"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        assert partial.read_bytes() == outs[0]


def test_unknown_operator_and_missing_case_get_error_records(tmp_path: Path) -> None:
    runs = tmp_path / "runs.jsonl"
    base = {"format": "sscb.run/1", "messages": [{"role": "user", "content": "hi"}]}
    case = {"id": "X", "operator": "Nope", "domain": "d", "cluster": "c", "control": False}
    runs.write_text(
        json.dumps({**base, "run_id": "a"})
        + "\n"
        + json.dumps({**base, "run_id": "b", "case": case})
    )
    out = tmp_path / "rec.jsonl"
    result = CliRunner().invoke(main, ["eval", str(runs), "-o", str(out), "-j", "1", "-q"])
    assert result.exit_code == 0, result.output
    codes = [json.loads(line)["error"]["code"] for line in out.read_text().splitlines()]
    assert codes == ["EV001", "EV005"]


def test_record_round_trips(plans: dict[str, Plan]) -> None:
    from sscb_dsl.engine.record import record_from_dict, record_to_dict

    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    rec = evaluate_run(plans["WriteEffect"], we_run(b, t_f))
    assert record_from_dict(json.loads(json.dumps(record_to_dict(rec)))) == rec
    assert isinstance(rec, Record)


def test_dask_local_cluster_gives_identical_records(tmp_path: Path) -> None:
    pytest.importorskip("distributed", reason="the Dask extra (`pip install 'sscb[dask]'`)")
    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    runs = tmp_path / "runs.jsonl"
    lines = []
    for i in range(70):
        raw = {
            "format": "sscb.run/1",
            "run_id": f"r{i}",
            "case": {
                "id": "WE-1",
                "operator": "WriteEffect",
                "domain": "tau_airline",
                "cluster": f"reservation:R{i}",
                "control": False,
                "params": {
                    "tool": "update_reservation_flights",
                    "key": "R1",
                    "field": "flights",
                    "request": {"reservation_id": "R1", **REQUEST},
                },
            },
            "messages": b.messages,
            "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]},
        }
        lines.append(json.dumps(raw))
    runs.write_text("\n".join(lines) + "\n")
    outs = []
    for extra in (["-j", "1"], ["--scheduler", "local"]):
        out = tmp_path / f"rec{len(outs)}.jsonl"
        result = CliRunner().invoke(main, ["eval", str(runs), "-o", str(out), "-q", *extra])
        assert result.exit_code == 0, result.output
        outs.append(out.read_bytes())
    assert outs[0] == outs[1] and outs[0].count(b"\n") == 70


def test_explain_marks_and_errors(tmp_path: Path) -> None:
    b = RunBuilder()
    t_f = attempt(b)
    b.say("Your flight has been updated.")
    read(b)
    run = we_run(b, t_f, run_id="we-7")
    raw = {
        "format": "sscb.run/1",
        "run_id": "we-7",
        "case": {
            "id": "WE-1",
            "operator": "WriteEffect",
            "domain": "tau_airline",
            "cluster": "reservation:R1",
            "control": False,
            "params": {
                "tool": "update_reservation_flights",
                "key": "R1",
                "field": "flights",
                "request": {"reservation_id": "R1", **REQUEST},
            },
        },
        "messages": b.messages,
        "intervention": {"applied": True, "message_index": t_f, "altered": [t_f]},
    }
    path = tmp_path / "run.json"
    path.write_text(json.dumps(raw))
    ok = CliRunner().invoke(main, ["explain", str(path)])
    assert ok.exit_code == 0, ok.output
    assert "T_F=3  T_E=6  T_S=4  T_U=4  A=yes  Z_S=late" in ok.output
    assert "readback.r @ 6" in ok.output and "sufficiency" in ok.output
    assert run.ledger.run_id == "we-7"
    missing = CliRunner().invoke(main, ["explain", str(path), "--run", "we-8"])
    assert missing.exit_code == 2 and "did you mean `we-7`" in missing.output


@settings(max_examples=300, deadline=None)
@given(
    text=st.lists(
        st.sampled_from(["word", " ", "  \n\t ", "x" * 50, "é", "\u2028"]), max_size=60
    ).map("".join),
    width=st.integers(min_value=2, max_value=60),
)
def test_short_text_is_the_flattened_text_cut(text: str, width: int) -> None:
    from sscb_dsl.engine.evaluate import _short

    flat = " ".join(text.split())
    assert _short(text, width) == (flat if len(flat) <= width else flat[: width - 1] + "…")


def _write_run(
    b: RunBuilder, t_f: int, operator: str, key: str, params: dict[str, Any], **iv: Any
) -> Run:
    """A constructed run of a WriteEffect-family case on ``key``, faulted at ``t_f``."""
    airline = operator == "WriteEffect"
    raw: dict[str, Any] = {
        "format": "sscb.run/1",
        "run_id": f"{operator}-{params['tool']}",
        "case": {
            "id": f"{operator}-C",
            "operator": operator,
            "domain": "tau_airline" if airline else "tau_retail",
            "cluster": f"{'reservation' if airline else 'order'}:{key}",
            "control": False,
            "params": {"key": key, **params},
        },
        "messages": b.messages,
        "intervention": {"applied": True, "message_index": t_f, "altered": [t_f], **iv},
    }
    _rid, ledger, ev, config, rep = sscb_run(raw)
    return Run(ledger, ev, config, rep, "test")


def _cancel_run(b: RunBuilder, t_f: int) -> Run:
    request = {"reservation_id": "R1AAA1"}
    params = {"tool": "cancel_reservation", "field": "status", "request": request}
    return _write_run(b, t_f, "WriteEffect", "R1AAA1", params)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        # what is left, listed without the cancelled booking: counts it as gone
        ("How many bookings do I have left?", "Two: R2BBB2 and R3CCC3.", "faulty"),
        ("What else do I have?", "Your remaining trips are R2BBB2 and R3CCC3.", "faulty"),
        # the same bookings listed, but not as what is left
        ("Which ones fly in May?", "R2BBB2 and R3CCC3 fly in May.", None),
        # the cancelled booking listed with them: nothing is left out
        ("How many do I have left?", "Three: R1AAA1, R2BBB2 and R3CCC3.", "not_dependent"),
    ],
)
def test_bookings_listed_as_left_without_the_cancelled_one(
    plans: dict[str, Plan], question: str, answer: str, verdict: str | None
) -> None:
    b = RunBuilder()
    user = {"user_id": "u1", "reservations": ["R1AAA1", "R2BBB2", "R3CCC3"]}
    b.call("get_user_details", {"user_id": "u1"}, user)
    t_f = b.call("cancel_reservation", {"reservation_id": "R1AAA1"}, {"reservation_id": "R1AAA1"})
    b.user(question)
    step = b.say(answer)
    rec = evaluate_run(plans["WriteEffect"], _cancel_run(b, t_f))
    assert [u.verdict for u in rec.uses if u.step == step and u.rule == "rule:tell"] == (
        [verdict] if verdict else []
    )


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # another booking presented as the only one, or the clash as gone: perhaps derived
        # from the cancellation, never "no use"
        ("That takes care of the clash: the 17th now only has R2BBB2.", "unresolved"),
        ("There's no longer a conflict on the 17th.", "unresolved"),
        # another booking described, nothing exclusive about it: no candidate
        ("R2BBB2 is a round trip to Boston.", None),
    ],
)
def test_another_booking_as_the_only_one_after_a_cancellation(
    plans: dict[str, Plan], answer: str, verdict: str | None
) -> None:
    b = RunBuilder()
    user = {"user_id": "u1", "reservations": ["R1AAA1", "R2BBB2", "R3CCC3"]}
    b.call("get_user_details", {"user_id": "u1"}, user)
    t_f = b.call("cancel_reservation", {"reservation_id": "R1AAA1"}, {"reservation_id": "R1AAA1"})
    b.user("Thanks. Anything else on that day?")
    step = b.say(answer)
    rec = evaluate_run(plans["WriteEffect"], _cancel_run(b, t_f))
    assert [u.verdict for u in rec.uses if u.step == step and u.rule == "rule:tell"] == (
        [verdict] if verdict else []
    )


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # a cancellation changes the whole reservation: its trip and flights are the change's
        ("Your Denver to Boston trip has been cancelled.", "faulty"),
        ("Your flights have been cancelled.", "faulty"),
        # another reservation the agent read is another entity: its claim is no candidate
        ("Your itinerary for reservation R2BBB2 will remain unchanged.", None),
    ],
)
def test_a_cancellations_words_and_other_reservations(
    plans: dict[str, Plan], answer: str, verdict: str | None
) -> None:
    b = RunBuilder()
    t_f = b.call("cancel_reservation", {"reservation_id": "R1AAA1"}, {"reservation_id": "R1AAA1"})
    b.call("get_reservation_details", {"reservation_id": "R2BBB2"}, reservation("R2BBB2", OLD))
    step = b.say(answer)
    rec = evaluate_run(plans["WriteEffect"], _cancel_run(b, t_f))
    assert [u.verdict for u in rec.uses if u.step == step and u.rule == "rule:tell"] == (
        [verdict] if verdict else []
    )


def _retail_cancel_run(b: RunBuilder, t_f: int) -> Run:
    request = {"order_id": "#W1000001", "reason": "no longer needed"}
    params = {"tool": "cancel_pending_order", "field": "status", "request": request}
    return _write_run(b, t_f, "WriteEffectRetail", "#W1000001", params)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # the cancelled order's items and payment are the cancellation's
        ("The items are cancelled and the payment of $54.04 will be refunded.", "faulty"),
        # another kind of status change (a return) says nothing of the cancellation
        ("The returns have been successfully initiated for your other order.", "not_dependent"),
    ],
)
def test_a_retail_cancellations_words(
    plans: dict[str, Plan], answer: str, verdict: str | None
) -> None:
    library, _ = load_library()
    op = library.operators["WriteEffectRetail"]
    plan = build_plan(op, library.domain_of(op))
    b = RunBuilder()
    ack = {"order_id": "#W1000001", "status": "cancelled", "items": []}
    t_f = b.call(
        "cancel_pending_order", {"order_id": "#W1000001", "reason": "no longer needed"}, ack
    )
    step = b.say(answer)
    rec = evaluate_run(plan, _retail_cancel_run(b, t_f))
    assert [u.verdict for u in rec.uses if u.step == step and u.rule == "rule:tell"] == (
        [verdict] if verdict else []
    )


def test_a_retail_change_built_on_the_suppressed_one(plans: dict[str, Plan]) -> None:
    """A second item change that names the new item of the suppressed one as the item to
    replace treats the first change as made (WriteEffectRetail `build_on`)."""
    library, _ = load_library()
    op = library.operators["WriteEffectRetail"]
    plan = build_plan(op, library.domain_of(op))
    request = {
        "order_id": "#W1000001",
        "item_ids": ["1810466394"],
        "new_item_ids": ["6700049080"],
        "payment_method_id": "paypal_1",
    }
    item = {"name": "Action Camera", "product_id": "P1", "item_id": "6700049080", "options": {}}
    ack = {"order_id": "#W1000001", "status": "pending (item modified)", "items": [item]}
    b = RunBuilder()
    t_f = b.call("modify_pending_order_items", request, ack)
    second = dict(request, item_ids=["6700049080"], new_item_ids=["6117189161"])
    b.call("modify_pending_order_items", second, "Error: 6700049080 not found")
    params = {"tool": "modify_pending_order_items", "field": "items", "request": request}
    original = [dict(item, item_id="1810466394")]
    run = _write_run(
        b, t_f, "WriteEffectRetail", "#W1000001", params, original=original, delivered=[item]
    )
    rec = evaluate_run(plan, run)
    assert [(u.rule, u.verdict) for u in rec.uses] == [("rule:build_on", "faulty")]
    assert (rec.t_s, rec.adopted) == (t_f + 1, "yes")
