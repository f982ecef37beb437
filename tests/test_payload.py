"""The payload layer (onnxjson.codec.payload): sizes against onnx for every data type, raw forms,
external data."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from onnxjson import weights
from onnxjson.codec import tensors
from onnxjson.codec.payload import (
    TYPED_CODES,
    element_bits,
    expected_size,
    external_entries,
    is_external,
    payload_raw,
    raw_to_typed,
    typed_to_raw,
)
from onnxjson.codec.tensors import DATA_TYPE_NAMES
from onnxjson.codec.values import Blob
from onnxjson.codec.values import b64encode as values_b64encode
from onnxjson.proto import registry

# Every numeric data type onnx defines (not UNDEFINED, not STRING).
NUMERIC = [v.number for v in TensorProto.DataType.DESCRIPTOR.values if v.name not in ("UNDEFINED", "STRING")]


def _onnx_raw_size(data_type: int, dims: list[int]) -> int:
    """The raw_data size onnx itself writes for a tensor of this type and shape."""
    count = int(np.prod(dims)) if dims else 1
    tensor = helper.make_tensor("x", data_type, dims, [0] * count)
    return len(numpy_helper.from_array(numpy_helper.to_array(tensor)).raw_data)


def test_every_onnx_data_type_is_known() -> None:
    assert set(NUMERIC) <= set(DATA_TYPE_NAMES)
    assert all(element_bits(t) is not None for t in NUMERIC)
    assert element_bits(TensorProto.STRING) is None
    assert element_bits(TensorProto.UNDEFINED) is None


@pytest.mark.parametrize("data_type", NUMERIC, ids=[DATA_TYPE_NAMES[t] for t in NUMERIC])
def test_expected_size_is_what_onnx_writes(data_type: int) -> None:
    rng = random.Random(data_type)  # derandomised: the seed is the data type
    shapes = [[], [0], [1], [2], [3], [4], [5], [7], [9], [2, 3], [3, 5], [1, 1, 7]]
    shapes += [[rng.randint(0, 6) for _ in range(rng.randint(1, 3))] for _ in range(8)]
    for dims in shapes:
        want = _onnx_raw_size(data_type, dims)
        for form in (data_type, DATA_TYPE_NAMES[data_type]):
            assert expected_size({"data_type": form, "dims": dims}) == want, (DATA_TYPE_NAMES[data_type], dims)


def test_expected_size_unknown() -> None:
    assert expected_size({"data_type": "STRING", "dims": [2]}) is None
    assert expected_size({"dims": [2]}) is None
    assert expected_size({"data_type": "FLOAT", "dims": [-1]}) is None
    assert expected_size({"data_type": "FLOAT", "dims": "x"}) is None
    assert expected_size({"data_type": "FLOAT", "dims": [True]}) is None
    assert expected_size({"data_type": 999, "dims": [2]}) is None


def test_sub_byte_payloads_of_the_wrong_size_are_not_raw_form() -> None:
    spec = registry().messages["TensorProto"]
    good = {"dims": [3], "data_type": "INT4", "raw_data": "AAA="}  # 2 bytes for 3 elements
    assert payload_raw(good, spec) == ("raw_data", b"\x00\x00")
    bad = {"dims": [3], "data_type": "INT4", "raw_data": "AAAA"}  # 3 bytes
    assert payload_raw(bad, spec) is None


@pytest.mark.parametrize(("field", "data_type"), sorted(TYPED_CODES))
def test_typed_and_raw_forms_agree_with_onnx(field: str, data_type: int) -> None:
    """typed_to_raw gives the bytes onnx writes to raw_data for the same values."""
    rng = random.Random(f"{field}/{data_type}")
    count = rng.randint(1, 6)
    if data_type in (21, 22, 23, 25, 26):  # int32_data holds the packed bytes
        values: list[Any] = [rng.randint(0, 255) for _ in range(count)]
    elif field in ("float_data", "double_data"):
        values = [float(rng.randint(-8, 8)) for _ in range(count * (2 if data_type in (14, 15) else 1))]
    else:
        values = [rng.randint(0, 1) for _ in range(count)]
    raw = typed_to_raw(field, data_type, values)
    assert raw is not None
    assert raw_to_typed(field, data_type, raw) == values
    tensor = TensorProto(data_type=data_type, dims=[len(values)])
    getattr(tensor, field).extend(values)
    if data_type in (14, 15):
        tensor.dims[:] = [len(values) // 2]
    if data_type in (21, 22, 23):
        tensor.dims[:] = [len(values) * 2]
    if data_type in (25, 26):
        tensor.dims[:] = [len(values) * 4]
    assert numpy_helper.from_array(numpy_helper.to_array(tensor)).raw_data == raw


def test_external_entries() -> None:
    msg = {"data_location": "EXTERNAL", "external_data": [
        {"key": "location", "value": "w.bin"}, {"key": "offset", "value": "64"},
        {"key": "length", "value": "x"}, "junk", {"key": "length", "value": "12"},
        {"key": "checksum", "value": "ab"}, {"key": "other", "value": "1"}]}
    assert is_external(msg) and is_external({"data_location": 1})
    assert not is_external({"data_location": "DEFAULT"}) and not is_external({})
    info, problems = external_entries(msg)
    assert info == {"location": "w.bin", "offset": 64, "length": 12, "checksum": "ab"}  # the last length counts
    assert problems == [(2, "length", "x")]
    assert external_entries({}) == ({}, [])
    assert external_entries({"external_data": "x"}) == ({}, [])


def _every_payload_message(doc: Any, spec: Any, reg: Any, path: str = "") -> Any:
    """The payload messages of ``doc`` by entering every message field (the walk without pruning)."""
    if not isinstance(doc, dict):
        return
    if spec.name in ("TensorProto", "EncodedValueProto"):
        yield doc, spec, path
    for f in spec.ordered():
        value = doc.get(f.name)
        if f.kind != "message" or value is None:
            continue
        child = reg.messages[f.message]
        fpath = f"{path}.{f.name}" if path else f.name
        if f.repeated and isinstance(value, list):
            for i, item in enumerate(value):
                yield from _every_payload_message(item, child, reg, f"{fpath}[{i}]")
        elif isinstance(value, dict):
            yield from _every_payload_message(value, child, reg, fpath)


def test_the_payload_walk_finds_what_entering_every_message_finds() -> None:
    """The walk enters only fields whose type can hold a payload message: on real models (tensors
    in attributes, subgraphs, functions, sparse and external tensors) it finds the same messages,
    in the same order, at the same paths."""
    from pathlib import Path

    import onnx

    from onnxjson import to_dict
    from onnxjson.codec.payload import iter_payload_messages

    root = Path(__file__).resolve().parent.parent
    backend = Path(onnx.__file__).parent / "backend" / "test" / "data"
    paths = sorted((root / "samples").glob("*.onnx")) + sorted(backend.rglob("*.onnx"))[::7]
    reg = registry()
    found = 0
    for path in paths:
        doc = {k: v for k, v in to_dict(path).items() if not k.startswith("$")}
        spec = reg.messages["ModelProto"]
        expected = [(id(m), s.name, p) for m, s, p in _every_payload_message(doc, spec, reg)]
        assert [(id(m), s.name, p) for m, s, p in iter_payload_messages(doc, spec, reg)] == expected, path
        assert [(id(m), s.name) for m, s, _ in iter_payload_messages(doc, spec, reg, paths=False)] == [
            e[:2] for e in expected], path
        found += len(expected)
    assert found > 100


def _random_value(rng: random.Random) -> Any:
    """A readable value of any kind a document may hold where floats are expected: plain and edge
    numbers of every format's range, integers beyond a double, the specials and what is refused."""
    kind = rng.randrange(12)
    if kind < 4:
        return rng.uniform(-1, 1) * 10.0 ** rng.randint(-50, 40)
    if kind == 4:
        return rng.choice([0.0, -0.0, 1e-45, 1.4e-45, 3.4028234e38, 3.4028236e38, 65504.0, 65520.0, 6e-8,
                           1e308, -1e308, 1.7976931348623157e308, 5e-324])
    if kind == 5:
        return rng.choice([0, 1, -7, 2 ** 24 + 1, 2 ** 53 + 1, 10 ** 39, 10 ** 400, -(10 ** 400)])
    if kind == 6:
        return rng.choice([float("inf"), float("-inf"), float("nan")])
    if kind == 7:
        return rng.choice(["NaN", "Infinity", "-Infinity", "1.5", "abc", "NaN:0x7fc00001", ""])
    if kind == 8:
        return rng.choice([True, False, None, [1.0], {"x": 1}])
    return float(rng.randint(-1000, 1000)) / rng.choice([1, 3, 7, 1024])


def _values_outcome(data_type: int, values: Any) -> tuple[str, Any]:
    try:
        return "value", tensors.values_to_raw(data_type, values)
    except ValueError as e:
        return "error", str(e)


def test_readable_values_to_raw_in_one_call_are_the_elementwise_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    """values_to_raw packs a list of plain finite numbers of float32, float16 or double in one call;
    its bytes and errors are those of packing the elements one by one (FloatFormat.from_doc), for
    seeded lists of plain numbers with and without an edge value, a special or a refused element."""
    rng = random.Random(30)
    cases = []
    for _ in range(3000):
        data_type = rng.choice([1, 10, 11, 16])
        count = rng.choice([0, 1, 2, 5, 40])
        plain = [float(rng.randint(-99, 99)) / 8 for _ in range(count)]
        if plain and rng.random() < 0.7:
            plain[rng.randrange(count)] = _random_value(rng)
        if rng.random() < 0.2:
            plain = [_random_value(rng) for _ in range(count)]
        cases.append((data_type, plain))
    fast = [_values_outcome(t, v) for t, v in cases]
    monkeypatch.setattr(tensors, "_PACK_CODES", {})
    slow = [_values_outcome(t, v) for t, v in cases]
    assert fast == slow
    assert sum(kind == "value" for kind, _ in fast) > 1000 and sum(kind == "error" for kind, _ in fast) > 300


def test_a_payload_known_small_by_its_dims_is_none_above_the_threshold() -> None:
    """weights._within (a TensorProto's payload is at most the threshold by its dims and data type)
    never skips a payload payload_raw finds above the threshold: seeded messages of every payload
    form, with dims that fit their payload or not, at thresholds around their sizes."""
    rng = random.Random(31)
    spec = registry().messages["TensorProto"]
    other = registry().messages["SparseTensorProto"]
    checked = 0
    for _ in range(3000):
        data_type = rng.choice([1, 6, 7, 10, 11, "FLOAT", "STRING", 0, None])
        count = rng.choice([0, 1, 3, 8, 40])
        values = [float(rng.randint(-9, 9)) for _ in range(count)]
        width = element_bits(data_type if isinstance(data_type, int) else 1) or 32
        raw = bytes(rng.randrange(256) for _ in range(count * width // 8))
        form = rng.randrange(5)
        msg: dict[str, Any] = {} if data_type is None else {"data_type": data_type}
        if form == 0:
            msg["raw_data"] = Blob(raw)
        elif form == 1:
            msg["raw_data"] = {"values": values}
        elif form == 2:
            msg["raw_data"] = values_b64encode(raw)
        elif form == 3:
            msg["float_data"] = values
        else:
            msg["int64_data"] = [int(v) for v in values]
        dims = rng.choice([[count], [count + 1], [max(count - 1, 0)], [], [2, count], "x", [-1]])
        if dims != []:
            msg["dims"] = dims
        for mspec in (spec, other):
            found = payload_raw(msg, mspec)
            size = len(found[1]) if found is not None else rng.randint(0, 400)
            for threshold in (0, max(size - 1, 0), size, size + 1, rng.randint(0, 400)):
                if found is not None and len(found[1]) > threshold:
                    assert not weights._within(msg, mspec, threshold), (msg, threshold)
                    checked += 1
    assert checked > 2000
