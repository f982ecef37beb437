"""Root-type inference (onnxjson/codec/roots.py): bytes given without a type are read as the one
root message they hold, or refused as ambiguous, naming the types that read them and ``type=NAME``.

The property, over generated TensorProto, SequenceProto, OptionalProto and MapProto messages (onnx's
own protobuf writes them; every size, empty ones, nested values, with and without names), on the
pure and the compiled paths: inference gives the message's own type, or refuses with a message
naming it among readings that are each real (the bytes decode as each named type with no unknown
field, coherently, and build back to the same bytes). Tensors as onnx writes them (dims unpacked),
sequences of two values or more and maps with keys are never ambiguous. The seed is printed; set
ONNXJSON_ROOTS_SEED to replay one.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import MapProto, OptionalProto, SequenceProto, TensorProto, numpy_helper

import onnxjson
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.roots import coherent
from onnxjson.proto import registry

SEED = int(os.environ.get("ONNXJSON_ROOTS_SEED", "20261203"))
CASES = 160  # per path; each case is decoded as up to four types
_DTYPES = ("float32", "float64", "float16", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
           "uint64", "bool")


def _tensor(rng: random.Random, name: str = "") -> TensorProto:
    rank = rng.choice((0, 1, 1, 2, 3))
    shape = tuple(rng.choice((0, 1, 2, 3, 4)) for _ in range(rank))  # 0 among them: empty tensors
    if rng.random() < 0.15:
        words = np.array([rng.choice(("", "a", "abcd", "TE9H", "\u00e9t\u00e9")) for _ in range(int(np.prod(shape)))],
                         dtype=object).reshape(shape)
        tensor = numpy_helper.from_array(words)
    else:
        dtype = rng.choice(_DTYPES)
        tensor = numpy_helper.from_array(np.array(rng.choices((0, 1, 2), k=int(np.prod(shape))),
                                                  dtype=dtype).reshape(shape))
        if rng.random() < 0.4 and tensor.data_type in (TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32,
                                                       TensorProto.DOUBLE):
            # The typed field instead of raw_data, as onnx.helper.make_tensor writes it.
            values = numpy_helper.to_array(tensor).flatten().tolist()
            tensor = onnx.helper.make_tensor("", tensor.data_type, list(shape), values)
    if name:
        tensor.name = name
    return tensor


def _value(rng: random.Random, kind: int, depth: int) -> Any:
    """A value of SequenceProto/OptionalProto.DataType ``kind`` (TENSOR, SEQUENCE, MAP, OPTIONAL)."""
    if kind == SequenceProto.TENSOR or depth > 2:
        return _tensor(rng)
    if kind == SequenceProto.SEQUENCE:
        return _sequence(rng, depth + 1)
    if kind == SequenceProto.MAP:
        return _map(rng, depth + 1)
    return _optional(rng, depth + 1)


def _name(rng: random.Random) -> str:
    return rng.choice(("", "", "seq_in", "opt_out", "x", "m\u00e9"))


def _sequence(rng: random.Random, depth: int = 0) -> SequenceProto:
    seq = SequenceProto(name=_name(rng), elem_type=rng.choice((1, 1, 3, 4, 5)) if depth < 2 else 1)
    field = {1: "tensor_values", 3: "sequence_values", 4: "map_values", 5: "optional_values"}[seq.elem_type]
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        getattr(seq, field).add().CopyFrom(_value(rng, seq.elem_type, depth))
    return seq


def _optional(rng: random.Random, depth: int = 0) -> OptionalProto:
    opt = OptionalProto(name=_name(rng))
    opt.elem_type = rng.choice((0, 1, 1, 3, 4, 5)) if depth < 2 else rng.choice((0, 1))
    if opt.elem_type and rng.random() < 0.8:  # else an empty optional of a known type (from_optional(None, dtype))
        field = {1: "tensor_value", 3: "sequence_value", 4: "map_value", 5: "optional_value"}[opt.elem_type]
        getattr(opt, field).CopyFrom(_value(rng, opt.elem_type, depth))
    return opt


def _map(rng: random.Random, depth: int = 0) -> MapProto:
    size = rng.choice((0, 1, 2, 3))
    strings = rng.random() < 0.4
    result = MapProto(name=_name(rng), key_type=TensorProto.STRING if strings else rng.choice((2, 3, 5, 6, 7, 12, 13)))
    if strings:
        result.string_keys.extend(f"k{i}".encode() for i in range(size))
    else:
        result.keys.extend(range(size))
    if size or rng.random() < 0.5:
        result.values.elem_type = SequenceProto.TENSOR
        for _ in range(size):
            result.values.tensor_values.add().CopyFrom(_tensor(rng))
    return result


MAKERS = {"TensorProto": lambda rng: _tensor(rng, _name(rng)), "SequenceProto": _sequence,
          "OptionalProto": _optional, "MapProto": _map}


def _check(data: bytes, type_name: str, values: int | None) -> str:
    """The property for the bytes of one message of ``type_name``; returns what inference did."""
    try:
        doc = onnxjson.to_dict(data)
    except onnxjson.OnnxJsonError as e:
        message = str(e)
        assert "read alike as" in message and f"type={type_name}" in message, message
        named = [word[5:].rstrip(",") for word in message.split() if word.startswith("type=")]
        assert len(named) >= 2, message
        reg = registry()
        for other in named:  # each named reading is real
            body, unknown = decode_message(data, reg.messages[other], reg, DecodeOptions())
            assert unknown == 0 and coherent(body, other, reg), (other, message)
            assert onnxjson.from_dict(onnxjson.to_dict(data, type=other)) == data, other
        # Only an optional and a sequence of at most one value share their bytes here, and a map
        # without keys (a name, a key type, a sequence of no values) with them.
        assert set(named) <= {"SequenceProto", "OptionalProto", "MapProto"} and (values or 0) <= 1, message
        if "MapProto" in named:
            as_map = onnxjson.to_dict(data, type="MapProto")
            assert not as_map.get("keys") and not as_map.get("string_keys"), message
        return "ambiguous"
    expected = "ModelProto" if data == b"" else type_name
    assert doc["$onnxjson"]["type"] == expected, (type_name, data[:40])
    assert onnxjson.from_dict(doc) == data
    return "inferred"


def _values_of(message: Any) -> int | None:
    """How many values a sequence, an optional or a map holds (None for a tensor)."""
    if isinstance(message, SequenceProto):
        return sum(len(getattr(message, f)) for f in ("tensor_values", "sequence_values", "map_values",
                                                         "optional_values", "sparse_tensor_values"))
    if isinstance(message, OptionalProto):
        return sum(field.name.endswith("_value") for field, _ in message.ListFields())
    if isinstance(message, MapProto):
        return len(message.keys) + len(message.string_keys)
    return None


def test_generated_value_messages_are_read_as_what_they_are(accel_path: str) -> None:
    rng = random.Random(SEED)
    print(f"ONNXJSON_ROOTS_SEED={SEED}")
    seen: dict[tuple[str, str], int] = {}
    for i in range(CASES):
        type_name = list(MAKERS)[i % len(MAKERS)]
        message = MAKERS[type_name](rng)
        outcome = _check(message.SerializeToString(), type_name, _values_of(message))
        seen[type_name, outcome] = seen.get((type_name, outcome), 0) + 1
    print(sorted(seen.items()))
    # Every type was inferred; tensors always (onnx writes dims unpacked: no name of another type
    # reads them), maps whenever they have keys (_check).
    assert {t for t, outcome in seen if outcome == "inferred"} == set(MAKERS)
    assert ("TensorProto", "ambiguous") not in seen


@pytest.mark.parametrize("data, type_name", [
    (b"", "OptionalProto"),  # nothing set: an empty ModelProto, as any 0-byte file
    (SequenceProto(elem_type=1).SerializeToString(), "SequenceProto"),
    (OptionalProto(elem_type=0).SerializeToString(), "OptionalProto"),
    (OptionalProto(name="optional_input", elem_type=0).SerializeToString(), "OptionalProto"),
    (SequenceProto(name="seq_empty", elem_type=1).SerializeToString(), "SequenceProto"),
    (MapProto(key_type=7).SerializeToString(), "MapProto"),
    (numpy_helper.from_array(np.zeros((0,), dtype=np.float32)).SerializeToString(), "TensorProto"),
    (numpy_helper.from_array(np.array("abcd", dtype=object)).SerializeToString(), "TensorProto"),
], ids=["zero-bytes", "empty-sequence", "undefined-optional", "named-undefined-optional", "named-empty-sequence",
        "empty-map", "empty-tensor", "string-scalar"])
def test_empty_messages(data: bytes, type_name: str, accel_path: str) -> None:
    _check(data, type_name, 0)


# -- the onnx 1.16 backend test data that was read as TensorProto -------------------------------------
_OPTIONAL_OF_SEQUENCE = (b"\n\x06opt_in\x10\x03*\x1e\x10\x01\x1a\x1a\x08\x05\x10\x01J\x14\x00\x00\x80?\x00\x00"
                         b"\x00@\x00\x00@@\x00\x00\x80@\x00\x00\xa0@")
_EMPTY_OPTIONAL = b"\n\x0eoptional_input\x10\x00"


def test_the_corpus_cases(accel_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """test_identity_opt's input (an optional holding a sequence of one tensor) read as a tensor whose
    dims were the bytes of its name; test_optional_has_element_empty_optional_input's as a tensor
    without a data type. The first is refused as what it is, an optional or a one-value sequence alike,
    naming --type on the command line (one line, exit 2); the second is an optional."""
    from onnxjson import cli

    assert _check(_OPTIONAL_OF_SEQUENCE, "OptionalProto", 1) == "ambiguous"
    assert onnxjson.to_dict(_EMPTY_OPTIONAL)["$onnxjson"]["type"] == "OptionalProto"
    path = tmp_path / "input_0.pb"
    path.write_bytes(_OPTIONAL_OF_SEQUENCE)
    assert cli.main(["dump", str(path), "-o", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--type SequenceProto or --type OptionalProto" in err and str(path) in err
    assert not (tmp_path / "x.json").exists()
    assert cli.main(["dump", str(path), "--type", "OptionalProto", "-o", str(tmp_path / "x.json")]) == 0
    assert cli.main(["validate", str(tmp_path / "x.json")]) == 0
