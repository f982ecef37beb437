"""Shared fixtures for the onnxjson tests."""

from __future__ import annotations

from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper


def _rich_model() -> onnx.ModelProto:
    """A canonical model (serialized by protobuf) that uses many field kinds."""
    then_g = helper.make_graph(
        [helper.make_node("Constant", [], ["t_out"], value=helper.make_tensor("tv", TensorProto.FLOAT, [1], [1.5]))],
        "then", [], [helper.make_tensor_value_info("t_out", TensorProto.FLOAT, [1])])
    else_g = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["e_out"])],
        "else", [], [helper.make_tensor_value_info("e_out", TensorProto.FLOAT, [1])])
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], name="conv", auto_pad="SAME_UPPER",
                         strides=[1, 1], dilations=[1, 1], doc_string="a conv"),
        helper.make_node("LeakyRelu", ["c"], ["l"], name="leaky", alpha=0.1),
        helper.make_node("Reshape", ["l", "shape"], ["r"], name="reshape"),
        helper.make_node("Cast", ["r"], ["k"], name="cast", to=TensorProto.DOUBLE),
        helper.make_node("If", ["cond"], ["y"], name="if", then_branch=then_g, else_branch=else_g),
        helper.make_node("Custom", ["k"], ["z"], name="custom", domain="my.domain",
                         names=["a", "b"], scales=[0.5, -2.0], big=2**62, neg=-5,
                         blob=b"\x80abc", tensors=[helper.make_tensor("e", TensorProto.INT32, [2], [1, -1])]),
    ]
    inits = [
        numpy_helper.from_array(np.arange(12, dtype=np.float32).reshape(2, 3, 1, 2) / 10, name="w"),
        numpy_helper.from_array(np.array([1, -1], dtype=np.int64), name="shape"),
        helper.make_tensor("typed", TensorProto.FLOAT, [3], [0.1, -0.0, 3.5]),
        helper.make_tensor("i64", TensorProto.INT64, [2], [-(2**63), 2**63 - 1]),
        helper.make_tensor("strs", TensorProto.STRING, [2], [b"hello", b"\xff"]),
        helper.make_tensor("dbl", TensorProto.DOUBLE, [2], [0.1, 1e300]),
    ]
    graph = helper.make_graph(
        nodes, "rich",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, "N", 4, 4]),
         helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1]),
         helper.make_tensor_value_info("z", TensorProto.FLOAT, None)],
        initializer=inits, doc_string="graph doc",
        value_info=[helper.make_tensor_value_info("c", TensorProto.FLOAT, [1, 3, 4, 4])])
    func = helper.make_function(
        "my.domain", "MyFn", ["a"], ["b"], [helper.make_node("Relu", ["a"], ["b"])],
        [helper.make_opsetid("", 18)], attributes=["alpha"])
    model = helper.make_model(
        graph, producer_name="onnxjson-tests", producer_version="1.0", doc_string="model doc",
        opset_imports=[helper.make_opsetid("", 18), helper.make_opsetid("my.domain", 1)],
        functions=[func])
    model.model_version = 3
    helper.set_model_props(model, {"k": "v", "author": "tests"})
    return model


@pytest.fixture(scope="session")
def rich_model() -> onnx.ModelProto:
    return _rich_model()


@pytest.fixture(params=["pure", "compiled"])
def accel_path(request: pytest.FixtureRequest) -> Any:
    """Run a test on the pure-Python paths and again on the compiled accelerator (onnxjson.accel)."""
    from onnxjson import accel

    if request.param == "compiled" and accel.compiled is None:
        pytest.skip("the compiled accelerator is not built here (python setup.py build_ext --inplace "
                    "builds it beside the sources) or ONNXJSON_NO_ACCEL is set")
    saved = accel.ENABLED
    accel.ENABLED = request.param == "compiled"
    yield request.param
    accel.ENABLED = saved
