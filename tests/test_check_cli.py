"""``sscb check`` and ``sscb fmt`` through click: output shape and exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sscb_dsl.cli import main

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
STDLIB = sorted(str(p) for p in (ROOT / "stdlib").glob("*.sscb"))


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_check_clean_exits_0() -> None:
    code, out, err = _run("check", *STDLIB)
    assert code == 0 and out == "" and "0 error(s)" in err


def test_check_warning_only_exits_0() -> None:
    code, out, _ = _run("check", str(FIXTURES / "w401_no_stance_rule_bad.sscb"))
    assert code == 0 and "warning[W401]" in out


def test_check_error_renders_caret_and_help() -> None:
    path = FIXTURES / "e301_evaluator_only_sufficiency_bad.sscb"
    code, out, _ = _run("check", str(path))
    lines = out.splitlines()
    assert code == 1
    assert lines[0].startswith(f"{path}:22:39: error[E301]: ")
    assert lines[1].startswith("22 |     sufficiency")
    assert lines[2].strip() == "^" * len("case.injected_date")
    assert lines[3].startswith("  help: ")


def test_check_json() -> None:
    code, out, _ = _run("check", "--format", "json", str(FIXTURES / "e109_unknown_path_bad.sscb"))
    data = json.loads(out)
    assert code == 1 and [d["code"] for d in data] == ["E109"]
    assert data[0]["line"] == 11 and data[0]["end_column"] - data[0]["column"] == 3


def test_check_dump_is_json_without_spans() -> None:
    code, out, _ = _run("check", "--dump", STDLIB[0])
    data = json.loads(out)
    assert code == 0 and list(data) == [STDLIB[0]] and "span" not in out


def test_unreadable_file_exits_2_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.sscb"
    code, _, err = _run("check", str(missing))
    assert code == 2 and str(missing) in err and "Traceback" not in err
    binary = tmp_path / "bin.sscb"
    binary.write_bytes(b"\xff\xfe\x00")
    code, _, err = _run("check", str(binary))
    assert code == 2 and "not UTF-8" in err


def test_usage_error_exits_2() -> None:
    assert _run("check")[0] == 2
    assert _run("check", "--format", "xml", STDLIB[0])[0] == 2


def test_fmt_prints_and_checks(tmp_path: Path) -> None:
    src = (ROOT / "stdlib" / "return_date.sscb").read_text(encoding="utf-8")
    code, out, _ = _run("fmt", str(ROOT / "stdlib" / "return_date.sscb"))
    assert code == 0 and out == src
    messy = tmp_path / "messy.sscb"
    messy.write_text(src.replace("  structure", "      structure"), encoding="utf-8")
    code, out, _ = _run("fmt", "--check", str(messy), *STDLIB)
    assert code == 1 and out.strip() == f"would reformat {messy}"
    code, _, _ = _run("fmt", "--write", str(messy))
    assert code == 0 and messy.read_text(encoding="utf-8") == src
    assert _run("fmt", "--check", str(messy))[0] == 0


def test_fmt_syntax_error_exits_1() -> None:
    code, _, err = _run("fmt", str(FIXTURES / "e001_bad_character_bad.sscb"))
    assert code == 1 and "error[E001]" in err


def test_fmt_upgrade_rewrites_language_1_as_language_2(tmp_path: Path) -> None:
    """`sscb fmt --upgrade`: the same contract headed `sscb 2` (language 2 only adds), which
    checks clean; a language-2 construct in an `sscb 1` file (E005) is accepted once upgraded."""
    import attrs

    from sscb_dsl.language.build import parse_contract

    old = FIXTURES / "testing" / "return_date.sscb"
    text = old.read_text(encoding="utf-8")
    assert text.startswith("sscb 1\n")
    code, out, _ = _run("fmt", "--upgrade", str(old))
    assert code == 0 and out.startswith("sscb 2\n")
    before, _ = parse_contract(text, "old.sscb")
    after, _ = parse_contract(out, "new.sscb")
    assert before is not None and after is not None
    assert attrs.evolve(before, version=2) == after
    new = tmp_path / "return_date.sscb"
    new.write_text(out, encoding="utf-8")
    assert _run("check", str(new))[0] == 0
    mixed = tmp_path / "mixed.sscb"
    mixed.write_text((FIXTURES / "e005_language2_in_v1_bad.sscb").read_text(encoding="utf-8"))
    assert "E005" in _run("check", str(mixed))[1]
    code, _, _ = _run("fmt", "--upgrade", "--write", str(mixed))
    upgraded = mixed.read_text(encoding="utf-8")
    assert code == 0 and upgraded.startswith("sscb 2\n") and "# E005:" in upgraded
    assert "E005" not in _run("check", str(mixed))[1]
