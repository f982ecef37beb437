"""Every inline tensor within the strip threshold is readable by default (issue 28, item 10).

The default values_limit was 64 elements while the strip threshold keeps 1,024 bytes inline: a
FLOAT tensor of 65-256 elements stayed inline as opaque base64. The default is now 1,024 elements
(options.DEFAULTS), so every tensor of the readable types (docs/FORMAT.md section 3, each at least
one byte an element) that a dump, a stripped dump or a sidecar keeps inline is ``{"values": ...}``;
base64 documents (older ones, ``values_limit=0``) still build to the same bytes. Both paths.
"""

from __future__ import annotations

import numpy as np
import onnx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson.options import DEFAULTS

READABLE = {
    TensorProto.FLOAT: np.float32, TensorProto.DOUBLE: np.float64, TensorProto.FLOAT16: np.float16,
    TensorProto.INT8: np.int8, TensorProto.INT16: np.int16, TensorProto.INT32: np.int32,
    TensorProto.INT64: np.int64, TensorProto.UINT8: np.uint8, TensorProto.UINT16: np.uint16,
    TensorProto.UINT32: np.uint32, TensorProto.UINT64: np.uint64, TensorProto.BOOL: np.bool_,
}


def _model(dtype: int, count: int, seed: int) -> bytes:
    rng = np.random.default_rng(seed)
    kind = READABLE[dtype]
    if kind is np.bool_:
        values = rng.integers(0, 2, count).astype(np.bool_)
    elif np.issubdtype(kind, np.integer):
        info = np.iinfo(kind)
        values = rng.integers(info.min, info.max, count, dtype=kind, endpoint=True)
    else:
        values = rng.standard_normal(count).astype(kind)
    tensor = numpy_helper.from_array(values, "w")
    graph = helper.make_graph([], "g", [], [helper.make_tensor_value_info("w", dtype, [count])], initializer=[tensor])
    return helper.make_model(graph, ir_version=10, opset_imports=[helper.make_opsetid("", 21)]).SerializeToString()


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(dtype=st.sampled_from(sorted(READABLE)), data=st.data(), seed=st.integers(0, 2**16))
def test_inline_tensors_are_readable_by_default(accel_path: str, dtype: int, data: st.DataObject, seed: int) -> None:
    itemsize = np.dtype(READABLE[dtype]).itemsize
    count = data.draw(st.integers(1, DEFAULTS.strip_threshold // itemsize))
    model = _model(dtype, count, seed)
    for doc in (onnxjson.to_dict(model), onnxjson.to_dict(model, strip_weights=True)):
        raw = doc["graph"]["initializer"][0]["raw_data"]
        assert isinstance(raw, dict) and len(raw["values"]) == count, (dtype, count, raw)
        assert onnxjson.from_dict(doc) == model
    old = onnxjson.to_dict(model, values_limit=0)  # base64, as documents were written before
    assert isinstance(old["graph"]["initializer"][0]["raw_data"], str)
    assert onnxjson.from_dict(old) == model


def test_default_covers_the_strip_threshold() -> None:
    assert DEFAULTS.values_limit >= DEFAULTS.strip_threshold // min(
        np.dtype(kind).itemsize for kind in READABLE.values())
    onnx.checker.check_model(onnx.load_from_string(_model(TensorProto.FLOAT, 256, 0)))
