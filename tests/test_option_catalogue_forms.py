"""Option values in the other forms agents write them, over the real retail catalogue.

Every option value of tau-bench's retail products is written the ways English lets one write it
(another spelling, a number with thousands separators, "percent" for "%", a compound as an
adjective, a range with "to") and the finder must name the value in each, and never another
value of the same option that the form does not say. The forms come from rules of the
language, applied to the catalogue's values, not from any sentence of the wording sets.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sscb_dsl.text.options import option_in, options_said
from sscb_dsl.text.quantities import quantity_of


def _catalogue(tau_dir: Path) -> dict[str, set[str]]:
    products = json.loads((tau_dir / "retail" / "products.json").read_text("utf-8"))
    out: dict[str, set[str]] = {}
    for product in products.values():
        for variant in product["variants"].values():
            for option, value in variant["options"].items():
                out.setdefault(option, set()).add(value)
    return out


def _british(value: str) -> str:
    """The British spelling of a catalogue word ("polarized" -> "polarised", "gray" -> "grey")."""
    out = re.sub(r"(?<=[a-z]{3})iz(?=e|i|a)", "is", value)
    out = re.sub(r"\bgray\b", "grey", out)
    return re.sub(r"(?<=lit|met)er\b", "re", out)


def _thousands(value: str) -> str:
    """Numbers of four digits or more with thousands separators ("10000mAh" -> "10,000mAh")."""
    return re.sub(r"\d{4,}", lambda m: f"{int(m.group()):,}", value)


def _forms(value: str) -> list[str]:
    """The forms of ``value`` that the rules of the language give (the value itself first)."""
    forms = [value, _british(value), _thousands(value)]
    if value.endswith("%"):
        forms += [value[:-1] + " percent", value[:-1] + "-percent", value[:-1] + " per cent"]
    compound = re.fullmatch(r"([a-z]+)[ -]([a-z]{4,})", value)
    if compound and not compound.group(2).endswith(("s", "y")):
        ending = "d" if value.endswith("e") else "ed"
        forms.append(f"{compound.group(1)}-{compound.group(2)}{ending}")
    rng = re.fullmatch(r"(\d+)-(\d+) lbs", value)
    if rng:
        low, high = rng.groups()
        forms += [f"{low} to {high} pounds", f"{low}\u2013{high} lb"]
    if value.startswith("non-"):
        forms.append("not " + value[4:])
    return list(dict.fromkeys(forms))


def test_every_catalogue_value_is_named_in_its_other_forms(tau_dir: Path) -> None:
    missed = []
    for option, values in sorted(_catalogue(tau_dir).items()):
        for value in sorted(values):
            for form in _forms(value):
                if not option_in(f"The one on your order is the {form} one.", [value]):
                    missed.append((option, value, form))
    assert missed == []


def test_no_form_names_another_value_of_its_option(tau_dir: Path) -> None:
    """A form names its own value only: "non-polarised" is not "polarized" said alone, "1,000"
    pieces is not 100 or 500 (each checked where the other value is no part of the form)."""
    wrong = []
    for option, values in sorted(_catalogue(tau_dir).items()):
        for value in sorted(values):
            for form in _forms(value)[1:]:
                text = f"The one on your order is the {form} one."
                for other in sorted(values - {value}):
                    if other.lower() in value.lower() or other.lower() in form.lower():
                        continue  # the other value is a part of this one ("polarized")
                    if (q := quantity_of(other)) is not None and q == quantity_of(value):
                        continue  # the same amount in two spellings ("1L" and "1 liter")
                    if option_in(text, [other]):
                        wrong.append((option, value, form, other))
    assert wrong == []


@pytest.mark.parametrize(
    ("form", "value"),
    [
        ("over-the-ear", "over-ear"),
        ("USB Type-C", "USB-C"),
        ("bag-free", "bagless"),
        ("AA-powered", "AA batteries"),
        ("ladies'", "women"),
        ("Wi-Fi and cellular", "Wi-Fi + Cellular"),
        ("1 TB", "1TB SSD"),
        ("110\u00b0", "110 degrees"),
    ],
)
def test_everyday_words_for_a_value(form: str, value: str) -> None:
    assert option_in(f"It is the {form} model.", [value])


def test_a_quantity_of_another_option_is_not_this_options_value() -> None:
    """A laptop's "32GB RAM" is its memory, not a storage size of its own (the storage values
    are 256GB SSD and 1TB SSD): the list says nothing of the storage."""
    text = "1. **13-inch**, i5, 32GB RAM, silver \u2014 $2,372.97"
    said = options_said(
        text, [["Laptop"]], [], "storage", [["1TB SSD", "256GB SSD"]], ["32GB", "13-inch"]
    )
    assert said == []
    said = options_said(
        "Your laptop has 32GB of storage.",
        [["Laptop"]],
        [],
        "storage",
        [["1TB SSD", "256GB SSD"]],
        ["16GB", "13-inch"],
    )
    assert said and said[0]["value"] not in ("1TB SSD", "256GB SSD")


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1000, max_value=99999), st.sampled_from(["mAh", " pieces", ""]))
def test_a_number_with_or_without_separators_is_one_value(n: int, unit: str) -> None:
    """Property: a value of four digits or more is named with and without thousands separators,
    and a number one digit longer or shorter is not it."""
    value = f"{n}{unit}"
    assert option_in(f"the {n:,}{unit} one", [value])
    assert option_in(f"the {n}{unit} one", [value])
    assert not option_in(f"the {n * 10:,}{unit} one", [value])
