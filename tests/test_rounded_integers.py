"""64-bit integers rounded by a tool that holds JSON numbers as doubles.

jq before 1.7 reads every number as a double and writes back the shortest decimal of that double:
9223372036854775807 (INT64's largest, in the ends of every exported Slice) comes back as
9223372036854776000, out of range. build, validate and the reader refuse such a value as before;
their message now also says what most likely happened, so that the user does not hunt for an edit
they never made (and learns that the tool may have changed other integers beyond 2**53 without a
sign). A value out of range that no double rounding explains keeps the plain message.
"""

from __future__ import annotations

import json
import os
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import onnxjson
from onnxjson import cli
from onnxjson.codec.values import rounding_hint

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
INT64 = (-(1 << 63), (1 << 63) - 1)
UINT64 = (0, (1 << 64) - 1)
HINT = "rounded by a tool that holds JSON numbers as doubles"


def as_a_double_tool_writes(value: int) -> int:
    """The integer a tool that holds numbers as doubles writes back (the double's shortest decimal)."""
    return int(Decimal(repr(float(value))))


def rounded_document(doc: Any) -> Any:
    """The document after a round trip through such a tool: every integer beyond 2**53 rounded."""
    if isinstance(doc, dict):
        return {k: rounded_document(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [rounded_document(v) for v in doc]
    if isinstance(doc, int) and not isinstance(doc, bool) and abs(doc) > 1 << 53:
        return as_a_double_tool_writes(doc)
    return doc


@pytest.mark.parametrize(("bound", "low", "high"), [
    (INT64[1], *INT64), (INT64[0], *INT64), (UINT64[1], *UINT64),
])
def test_a_rounded_bound_is_named(bound: int, low: int, high: int) -> None:
    written = as_a_double_tool_writes(bound)
    assert not low <= written <= high
    hint = rounding_hint(written, low, high)
    assert HINT in hint and f"reads as {bound} " in hint


@given(st.sampled_from([INT64, UINT64]), st.data())
def test_hint_exactly_when_the_rounding_left_the_range(bounds: tuple[int, int], data: st.DataObject) -> None:
    low, high = bounds
    value = data.draw(st.integers(low, high))
    written = as_a_double_tool_writes(value) if abs(value) > 1 << 53 else value
    hint = rounding_hint(written, low, high)
    assert bool(hint) == (not low <= written <= high)


@pytest.mark.parametrize(("value", "low", "high"), [
    (1 << 31, -(1 << 31), (1 << 31) - 1),  # 32-bit bounds: doubles hold them exactly
    (-1, *UINT64),
    ((1 << 63) + 4096, *INT64),  # a double of its own, not the bound's
    (1 << 70, *UINT64),
    (INT64[1], *INT64),  # in range
    (True, 0, 0),
    ("9223372036854776000", *INT64),
    (float("nan"), *INT64),
])
def test_no_hint_where_no_rounding_explains_the_value(value: Any, low: int, high: int) -> None:
    assert rounding_hint(value, low, high) == ""


@pytest.fixture(scope="module")
def rounded_attention() -> dict[str, Any]:
    doc = json.loads((SAMPLES / "torch_attention.json").read_text(encoding="utf-8"))
    rounded = rounded_document(doc)
    assert rounded != doc  # the sample holds INT64's largest (Slice ends) as readable values
    return rounded


def test_build_of_a_rounded_sample_names_the_value_and_the_cause(rounded_attention: dict[str, Any]) -> None:
    with pytest.raises(onnxjson.OnnxJsonError) as caught:
        onnxjson.from_dict(rounded_attention)
    message = str(caught.value)
    assert "raw_data" in message and "9223372036854776000 is out of range for INT64" in message
    assert f"reads as {INT64[1]} {HINT}" in message


def test_a_rounded_field_in_build_and_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads((SAMPLES / "features.json").read_text(encoding="utf-8"))
    doc["model_version"] = as_a_double_tool_writes(INT64[1])
    path = tmp_path / "rounded.json"
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    out_path = tmp_path / "x.onnx"
    code = cli.main(["build", os.fspath(path), "-o", os.fspath(out_path)])
    _, err = capsys.readouterr()
    assert code == 2 and "model_version" in err and f"reads as {INT64[1]} {HINT}" in err
    assert len(err.strip().splitlines()) == 1 and not out_path.exists()
    code = cli.main(["validate", os.fspath(path)])
    out, _ = capsys.readouterr()
    assert code == 1 and "model_version" in out and f"reads as {INT64[1]} {HINT}" in out


def test_the_reader_names_a_rounded_int64_minimum(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # -9223372036854775808 comes back as -9223372036854776000, beyond 64 bits: the reader refuses it.
    doc = json.loads((SAMPLES / "features.json").read_text(encoding="utf-8"))
    doc["model_version"] = as_a_double_tool_writes(INT64[0])
    path = tmp_path / "rounded.json"
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    code = cli.main(["build", os.fspath(path), "-o", os.fspath(tmp_path / "x.onnx")])
    _, err = capsys.readouterr()
    assert code == 2 and "does not fit in 64 bits" in err and f"reads as {INT64[0]} {HINT}" in err


def _written_by_double_tools(value: int) -> set[int]:
    """What tools that hold numbers as doubles write for value: shortest decimal, and %.17g."""
    return {as_a_double_tool_writes(value), int(Decimal(f"{float(value):.17g}"))}


@given(st.sampled_from([INT64, UINT64]), st.booleans(), st.integers(1, 1 << 80))
def test_hint_only_for_what_a_double_tool_writes_for_a_bound(bounds: tuple[int, int], above: bool,
                                                             distance: int) -> None:
    # Any integer out of range: the hint appears exactly when it is a double tool's writing of the
    # bound it lies beyond (ending in zeros), not for every integer the bound's double holds.
    low, high = bounds
    value = high + distance if above else low - distance
    hint = rounding_hint(value, low, high)
    assert bool(hint) == (value in _written_by_double_tools(high if above else low)), value


@pytest.mark.parametrize("value", [1 << 64, (1 << 64) + 1, -(1 << 63) - 1, (1 << 64) + 383])
def test_no_hint_for_an_integer_no_double_tool_writes(value: int) -> None:
    assert rounding_hint(value, -(1 << 63), (1 << 64) - 1) == ""


@pytest.mark.parametrize("value", [18446744073709552000, -9223372036854776000])
def test_the_hint_for_what_double_tools_write(value: int) -> None:
    assert HINT in rounding_hint(value, -(1 << 63), (1 << 64) - 1)
