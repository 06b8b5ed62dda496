"""Admission on the real tau-bench databases: frames, 120 synthesized witnesses, rejections."""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sscb_dsl.admission.admit import operator_and_domain, synthesize, verify
from sscb_dsl.admission.case_files import load_case, write_case
from sscb_dsl.cli import main
from sscb_dsl.tau.candidates import OPERATOR_DOMAIN, candidate_frame, draw
from sscb_dsl.tau.simulate import load_db

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

OPERATORS = ("ReturnDate", "ItemOption", "PaySource", "WriteEffect")


def _cases(tau_dir: Path, operator: str, folder: Path, seed: int = 7) -> list[Path]:
    op, _dom = operator_and_domain(operator)
    db = load_db(tau_dir, OPERATOR_DOMAIN[operator])
    out = []
    for cand in draw(candidate_frame(operator, db), None, seed):
        if cand.relevant:
            path = write_case(folder, cand, op, db)
            if path is not None:
                out.append(path)
    return out


@pytest.fixture(scope="module")
def admitted(tau_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Path]]:
    """Admitted case files, screened per operator in seeded draw order until 30."""
    root = tmp_path_factory.mktemp("admit")
    out: dict[str, list[Path]] = {}
    for operator in OPERATORS:
        got: list[Path] = []
        for path in _cases(tau_dir, operator, root / "ctx" / operator):
            v = synthesize(path, tau_dir, root / "admitted" / operator)
            if v.status == "admitted":
                got.append(Path(v.path))
            if len(got) == 30:
                break
        out[operator] = got
    return out


def test_candidates_cli_prints_frames(tau_dir: Path) -> None:
    """`sscb candidates` for all four operators: sizes and how each rule counted, as JSON."""
    args = ["candidates", "--db", str(tau_dir), "--draw", "5", "--seed", "3", "--format", "json"]
    for op in OPERATORS:
        args += ["--operator", op]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    data = {d["operator"]: d for d in json.loads(result.output)}
    assert {k: v["size"] for k, v in data.items()} == {
        "ReturnDate": 117, "ItemOption": 680, "PaySource": 184, "WriteEffect": 187,
    }  # fmt: skip
    assert data["ReturnDate"]["counts"]["skip: one_way reservation"] == 127
    for d in data.values():
        assert len(d["candidates"]) == 5
        clusters = [c["cluster"] for c in d["candidates"]]
        assert len(set(clusters)) == 5  # one per cluster before any cluster repeats


def test_frame_order_and_draw_are_stable(tau_dir: Path) -> None:
    """Frozen order is by stable id; the same seed draws the same candidates."""
    db = load_db(tau_dir, "tau_airline")
    frame = candidate_frame("WriteEffect", db)
    ids = [c.id for c in frame.candidates]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert draw(frame, 20, 5) == draw(frame, 20, 5)
    assert draw(frame, 20, 5) != draw(frame, 20, 6)


def test_120_synthesized_witnesses_verify_from_file(
    admitted: dict[str, list[Path]], tau_dir: Path
) -> None:
    """30 admitted cases per operator; each file's witness is accepted again (verification)."""
    assert {op: len(v) for op, v in admitted.items()} == dict.fromkeys(OPERATORS, 30)
    for operator, paths in admitted.items():
        for path in paths:
            v = verify(path, tau_dir)
            assert v.status == "admitted", (path, v.findings)
            assert isinstance(v.t_e, int) and isinstance(v.t_s, int) and v.t_e < v.t_s
            case = load_case(path)
            assert case.data["operator"] == operator
            assert case.witness["status"] == "admitted"
            for p in v.provenance:
                assert p.source_field


def test_admit_cli_verifies_a_folder(admitted: dict[str, list[Path]], tau_dir: Path) -> None:
    """`sscb admit FOLDER --db` exits 0 when every case in it is admitted."""
    folder = admitted["ItemOption"][0].parent
    result = CliRunner().invoke(main, ["admit", str(folder), "--db", str(tau_dir)])
    assert result.exit_code == 0, result.output
    assert "30 admitted of 30 screened" in result.output
    assert "get_product_details.product_id" in result.output


def _copy(path: Path, dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    case = load_case(path)
    shutil.copy(path.parent / case.witness["prefix"], dest / case.witness["prefix"])
    return Path(shutil.copy(path, dest / path.name))


def _rewrite(path: Path, edit_case: object = None, edit_prefix: object = None) -> None:
    """Edit a case (dict) and/or its prefix (list), keeping the prefix hash in step."""
    from sscb_dsl.admission.case_files import dump_toml

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    prefix_path = path.parent / data["witness"]["prefix"]
    if edit_prefix is not None:
        prefix = json.loads(prefix_path.read_text(encoding="utf-8"))
        edit_prefix(prefix)  # type: ignore[operator]
        prefix_path.write_text(json.dumps(prefix, indent=1), encoding="utf-8")
        data["witness"]["prefix_sha256"] = hashlib.sha256(prefix_path.read_bytes()).hexdigest()
    if edit_case is not None:
        edit_case(data)  # type: ignore[operator]
    path.write_text(dump_toml(data), encoding="utf-8")


def _codes(path: Path, tau_dir: Path) -> tuple[str, ...]:
    v = verify(path, tau_dir)
    assert v.status == "rejected"
    return v.codes


def _read_call(rid: str) -> list[dict[str, object]]:
    return [
        {"role": "assistant", "tool_calls": [{"id": "x1", "type": "function", "function": {
            "name": "get_reservation_details", "arguments": json.dumps({"reservation_id": rid})}}]},
    ]  # fmt: skip


def test_argument_from_nowhere_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """A witness reading a reservation id that appears nowhere visible: A301 (and A303)."""
    path = _copy(admitted["WriteEffect"][0], tmp_path)
    db = load_db(tau_dir, "tau_airline")
    case = load_case(path)
    stranger = next(
        rid
        for rid, r in db.tables["reservations"].items()
        if r["user_id"] != case.witness["user_id"]
    )

    def edit(data: dict) -> None:  # type: ignore[type-arg]
        rho = data["witness"]["continuation"]
        rho[0]["tool_calls"][0]["function"]["arguments"] = json.dumps({"reservation_id": stranger})
        rho[1]["content"] = json.dumps(db.tables["reservations"][stranger])

    _rewrite(path, edit_case=edit)
    codes = _codes(path, tau_dir)
    assert "A301" in codes and "A303" in codes


def test_read_before_the_suppressed_write_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """The only reservation read precedes the suppressed write (in the prefix): A401, T_E = inf."""
    path = _copy(admitted["WriteEffect"][0], tmp_path)
    prefix = json.loads((path.parent / load_case(path).witness["prefix"]).read_text())
    assert any("get_reservation_details" in json.dumps(m) for m in prefix[:-1])
    _rewrite(path, edit_case=lambda d: d["witness"].update(
        continuation=d["witness"]["continuation"][2:]))  # fmt: skip
    v = verify(path, tau_dir)
    assert v.codes == ("A401",) and v.t_e == "inf"


def test_reading_another_reservation_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """A read-back of another (visible) reservation of the same user is no evidence: A401."""
    db = load_db(tau_dir, "tau_airline")

    def reservations(p: Path) -> int:
        return len(db.tables["users"][load_case(p).witness["user_id"]]["reservations"])

    source = next(p for p in admitted["WriteEffect"] if reservations(p) > 1)
    path = _copy(source, tmp_path)
    case = load_case(path)
    other = next(
        r for r in db.tables["users"][case.witness["user_id"]]["reservations"]
        if r != case.data["params"]["key"]
    )  # fmt: skip

    def edit(data: dict) -> None:  # type: ignore[type-arg]
        rho = data["witness"]["continuation"]
        rho[0]["tool_calls"][0]["function"]["arguments"] = json.dumps({"reservation_id": other})
        rho[1]["content"] = json.dumps(db.tables["reservations"][other])

    _rewrite(path, edit_case=edit)
    assert _codes(path, tau_dir) == ("A401",)


def test_clean_execution_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """A prefix whose fault-bearing observation is the clean one: A403."""
    path = _copy(admitted["ReturnDate"][0], tmp_path)
    case = load_case(path)
    db = load_db(tau_dir, "tau_airline")
    clean = json.dumps(db.tables["reservations"][case.data["params"]["reservation_id"]])
    _rewrite(path, edit_prefix=lambda p: p[-1].update(content=clean))
    assert _codes(path, tau_dir) == ("A403",)


def test_clean_readback_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """A WriteEffect read-back showing the write as done (the clean environment's): A403."""
    path = _copy(admitted["WriteEffect"][0], tmp_path)
    prefix = json.loads((path.parent / load_case(path).witness["prefix"]).read_text())
    ack = prefix[-1]["content"]
    _rewrite(path, edit_case=lambda d: d["witness"]["continuation"][1].update(content=ack))
    assert "A403" in _codes(path, tau_dir)


def test_dependent_use_in_prefix_is_rejected(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """The agent already told the user the (injected) category before the fault: A204."""
    path = _copy(admitted["PaySource"][0], tmp_path)
    case = load_case(path)
    told = {"role": "assistant", "content": case.witness["continuation"][-1]["content"]}

    def edit_prefix(prefix: list) -> None:  # type: ignore[type-arg]
        prefix.insert(2, told)

    def edit_case(data: dict) -> None:  # type: ignore[type-arg]
        data["witness"]["fault_step"] += 1

    _rewrite(path, edit_case=edit_case, edit_prefix=edit_prefix)
    assert _codes(path, tau_dir) == ("A204",)


def test_edited_prefix_is_rejected_by_hash(
    admitted: dict[str, list[Path]], tau_dir: Path, tmp_path: Path
) -> None:
    """A prefix changed after the witness was made (hash mismatch): A202, not re-trusted."""
    path = _copy(admitted["ItemOption"][0], tmp_path)
    prefix_path = path.parent / load_case(path).witness["prefix"]
    prefix = json.loads(prefix_path.read_text())
    prefix[1]["content"] += " Also, I am in a hurry."
    prefix_path.write_text(json.dumps(prefix, indent=1))
    assert _codes(path, tau_dir) == ("A202",)
    result = CliRunner().invoke(main, ["admit", str(path), "--db", str(tau_dir)])
    assert result.exit_code == 1 and "error[A202]" in result.output


def test_irrelevant_fact_is_rejected(tau_dir: Path, tmp_path: Path) -> None:
    """A candidate whose fact the task never references fails fault validity: A106."""
    op, _dom = operator_and_domain("PaySource")
    db = load_db(tau_dir, "tau_airline")
    cand = next(c for c in candidate_frame("PaySource", db).candidates if not c.relevant)
    path = write_case(tmp_path, cand, op, db)
    assert path is not None
    v = synthesize(path, tau_dir)
    assert v.status == "rejected" and v.codes == ("A106",)


def test_bad_input_exits_2(tau_dir: Path, tmp_path: Path) -> None:
    """Unreadable TOML, a missing DB, an unknown operator: exit 2 naming the file."""
    bad = tmp_path / "bad.toml"
    bad.write_text("id = [", encoding="utf-8")
    r = CliRunner().invoke(main, ["admit", str(bad), "--db", str(tau_dir)])
    assert r.exit_code == 2 and "bad.toml" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(main, ["candidates", "--operator", "X", "--db", str(tau_dir)])
    assert r.exit_code == 2 and "unknown operator `X`" in r.output
    r = CliRunner().invoke(main, ["candidates", "--operator", "PaySource", "--db", str(tmp_path)])
    assert r.exit_code == 2 and str(tmp_path) in r.output


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    operator=st.sampled_from(OPERATORS),
    pick=st.integers(min_value=0, max_value=10_000),
    chatter=st.lists(st.sampled_from([
        "Hello, how can I help you today?",
        "Let me look into that for you.",
        "Thanks for waiting.",
    ]), max_size=3),
)  # fmt: skip
def test_synthesized_witnesses_verify(
    tau_dir: Path, tmp_path: Path, operator: str, pick: int, chatter: list[str]
) -> None:
    """For generated prefixes (any relevant candidate, agent chatter inserted), every
    synthesized witness verifies from its file."""
    op, _dom = operator_and_domain(operator)
    db = load_db(tau_dir, OPERATOR_DOMAIN[operator])
    relevant = [c for c in candidate_frame(operator, db).candidates if c.relevant]
    cand = relevant[pick % len(relevant)]
    folder = tmp_path / f"{operator}-{pick}-{len(chatter)}"
    path = write_case(folder, cand, op, db)
    assert path is not None
    if chatter:

        def edit_prefix(prefix: list) -> None:  # type: ignore[type-arg]
            for i, text in enumerate(chatter):
                prefix.insert(2 + i, {"role": "assistant", "content": text})

        _rewrite(path, edit_prefix=edit_prefix,
                 edit_case=lambda d: d["witness"].update(
                     fault_step=d["witness"]["fault_step"] + len(chatter)))  # fmt: skip
    v = synthesize(path, tau_dir, folder / "out")
    if v.status == "admitted":
        again = verify(Path(v.path), tau_dir)
        assert again.status == "admitted", again.findings
    else:
        assert v.status in ("rejected", "unresolved")
        assert v.codes and v.codes[0] in ("A102", "A104", "A108", "A501"), v.findings
