"""Float attributes (AttributeProto.f and .floats: not packed, a field a value) decoded on both paths
(issue 30, item 3): the compiled decoder formats a finite float32 itself (oj_f32_value, the twin of
FloatFormat.shortest), NaN and infinities by the Python helper; every value of the structured float32
sample and random words is the pure path's, and the bytes rebuild exactly."""

from __future__ import annotations

import random
import struct
from typing import Any

import pytest
from accel_support import NOT_BUILT, compiled_paths
from onnx import AttributeProto, NodeProto
from test_float_format import _structured_float32

import onnxjson
from onnxjson import accel


def _node_bytes(words: list[int]) -> bytes:
    """A NodeProto whose attributes hold the words as float32s: one list, and some singly (f)."""
    node = NodeProto(op_type="Custom", name="n")
    floats = node.attribute.add(name="floats", type=AttributeProto.FLOATS)
    data = struct.pack(f"<{len(words)}I", *words)
    floats.floats.extend(struct.unpack(f"<{len(words)}f", data))
    for i, w in enumerate(words[:50]):
        one = node.attribute.add(name=f"f{i}", type=AttributeProto.FLOAT)
        one.f = struct.unpack("<f", struct.pack("<I", w))[0]
    return node.SerializeToString()


def _values(doc: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for attr in doc["attribute"]:
        out += [repr(v) for v in attr.get("floats", [])]
        if "f" in attr:
            out.append(repr(attr["f"]))
    return out


@pytest.mark.parametrize("seed_", range(3))
def test_float_attributes_decode_as_the_pure_path(seed_: int) -> None:
    if accel.compiled is None:
        pytest.skip(NOT_BUILT)
    rnd = random.Random(seed_)
    sample = _structured_float32()
    words = list(struct.unpack(f"<{len(sample) // 4}I", sample))
    words = rnd.sample(words, min(len(words), 20000)) + [rnd.getrandbits(32) for _ in range(20000)]
    words += [0x7FC00000, 0xFFC00001, 0x7F800000, 0xFF800000, 0x80000000, 0, 1, 0x80000001, 0x7F7FFFFF]
    rnd.shuffle(words)
    data = _node_bytes(words)
    docs = {}
    for on in (False, True):
        with compiled_paths(on):
            docs[on] = onnxjson.to_dict(data, type="NodeProto")
            assert onnxjson.from_dict(docs[on], type="NodeProto") == data
    assert _values(docs[True]) == _values(docs[False])
