"""Tests of onnxjson.diff: the semantic model diff and its renderings."""

from __future__ import annotations

import copy
import io
import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import weights
from onnxjson.diff import (
    Change,
    diff_documents,
    match_nodes,
    render_json,
    render_text,
    unified_text_diff,
)
from onnxjson.display import describe_type

BACKEND_DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"


def _doc(model: onnx.ModelProto, **options: Any) -> dict[str, Any]:
    return onnxjson.to_dict(model.SerializeToString(), **options)


def _conv_model(*, kernel: int = 3, w: np.ndarray | None = None, extra: bool = False,
                named: bool = True, extra_at: int = 1) -> onnx.ModelProto:
    """x → Conv → Relu → Sigmoid → Tanh → y, optionally with a dangling Identity inserted."""
    weight = w if w is not None else np.arange(4 * 3 * 3 * 3, dtype=np.float32).reshape(4, 3, 3, 3)
    nodes = [
        helper.make_node("Conv", ["x", "W"], ["c"], name="Conv_0", kernel_shape=[kernel, kernel]),
        helper.make_node("Relu", ["c"], ["r"], name="Relu_1"),
        helper.make_node("Sigmoid", ["r"], ["s"], name="Sig_2"),
        helper.make_node("Tanh", ["s"], ["y"], name="Tanh_3"),
    ]
    if extra:
        nodes.insert(extra_at, helper.make_node("Identity", ["c"], ["dbg"], name="Extra"))
    if not named:
        for n in nodes:
            n.name = ""
    graph = helper.make_graph(
        nodes, "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(weight, "W")])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def _edited_weight() -> np.ndarray:
    w = np.arange(4 * 3 * 3 * 3, dtype=np.float32).reshape(4, 3, 3, 3)
    w[1, 2, 0, 0] = -7.5
    return w


# -- the done-when check ------------------------------------------------------------------------
@pytest.mark.parametrize("named", [True, False], ids=["by-name", "by-outputs"])
@pytest.mark.parametrize("extra_at", [0, 1, 3])
def test_one_attribute_one_weight_one_added_node_give_exactly_three_changes(named: bool,
                                                                            extra_at: int) -> None:
    a = _doc(_conv_model(named=named))
    b = _doc(_conv_model(kernel=5, w=_edited_weight(), extra=True, named=named, extra_at=extra_at))
    changes = diff_documents(a, b)
    assert len(changes) == 3, render_text(changes, color=False)
    by_cat = {c.category: c for c in changes}
    assert set(by_cat) == {"attribute", "initializer", "node"}

    attr = by_cat["attribute"]
    assert attr.kind == "changed"
    conv = "Conv_0" if named else "Conv→c"
    assert attr.path == f"graph.node[{conv}].attribute[kernel_shape]"
    assert (attr.old, attr.new) == ([3, 3], [5, 5])
    assert attr.detail == "[3, 3] → [5, 5]"

    init = by_cat["initializer"]
    assert (init.kind, init.path) == ("changed", "graph.initializer[W]")
    assert re.fullmatch(r"digest [0-9a-f]{8}… → [0-9a-f]{8}…; 1 of 108 elements changed, "
                        r"max \|Δ\| \S+, mean \|Δ\| \S+", init.detail), init.detail
    assert init.numbers is not None and (init.numbers["elements"], init.numbers["changed"]) == (108, 1)

    node = by_cat["node"]
    assert node.kind == "added"
    assert node.path == ("graph.node[Extra]" if named else "graph.node[Identity→dbg]")
    assert node.detail == "Identity(c) → dbg"
    assert node.old is None and node.new["op_type"] == "Identity"


def test_render_text_line_for_an_attribute() -> None:
    a = _doc(_conv_model())
    b = _doc(_conv_model(kernel=5))
    text = render_text(diff_documents(a, b), color=False)
    assert text == "~ node Conv_0: attribute kernel_shape [3, 3] → [5, 5]\n"


# -- identity and encoding-only differences -----------------------------------------------------
def test_identical_documents_have_no_changes() -> None:
    a = _doc(_conv_model())
    assert diff_documents(a, copy.deepcopy(a)) == []


def test_layout_and_envelope_are_ignored() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["$layout"] = {"runs": ["1", "2"]}
    b["graph"]["node"][0]["$layout"] = {"runs": ["?"]}
    b["$onnxjson"]["weights"] = {"sidecar": "x.bin"}
    b["$schema"] = "something else"
    assert diff_documents(a, b) == []


def test_same_values_in_float_data_and_raw_data_are_equal() -> None:
    values = np.linspace(-1, 1, 300, dtype=np.float32)
    typed = helper.make_tensor("W", TensorProto.FLOAT, [300], values.tolist())
    raw = numpy_helper.from_array(values, "W")
    assert typed.float_data and not typed.raw_data and raw.raw_data

    def model(t: TensorProto) -> onnx.ModelProto:
        g = helper.make_graph([helper.make_node("Identity", ["W"], ["y"], name="n")], "g", [],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [300])], [t])
        return helper.make_model(g)

    assert diff_documents(_doc(model(typed)), _doc(model(raw))) == []
    # Readable {"values"} form against base64, and float16 in int32_data against raw_data.
    assert diff_documents(_doc(model(raw), values_limit=1000), _doc(model(raw), values_limit=0)) == []
    h = np.array([1.5, -2.0, 65504.0], dtype=np.float16)
    h_typed = helper.make_tensor("W", TensorProto.FLOAT16, [3], h.tolist())
    assert h_typed.int32_data == h.view(np.uint16).tolist()
    h_raw = numpy_helper.from_array(h, "W")
    assert diff_documents(_doc(model(h_typed)), _doc(model(h_raw))) == []


def test_stripped_and_sidecar_documents_equal_the_full_one() -> None:
    full = _doc(_conv_model())
    stripped = _doc(_conv_model(), strip_weights=True, strip_threshold=0)
    assert "sha256" in json.dumps(stripped)
    assert diff_documents(full, stripped) == []
    side = copy.deepcopy(full)
    weights.to_sidecar(side, io.BytesIO(), threshold=0, reference="w.bin")
    assert "offset" in json.dumps(side["graph"]["initializer"])
    assert diff_documents(side, full) == []
    # ...and an edited weight still shows against the stripped form.
    edited = _doc(_conv_model(w=_edited_weight()))
    changes = diff_documents(stripped, edited)
    assert [(c.category, c.path) for c in changes] == [("initializer", "graph.initializer[W]")]


def test_node_order_alone_is_not_reported() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["graph"]["node"].reverse()
    assert diff_documents(a, b) == []


# -- initialisers -------------------------------------------------------------------------------
def test_initializer_dtype_shape_added_removed() -> None:
    def model(*inits: TensorProto) -> onnx.ModelProto:
        g = helper.make_graph([], "g", [], [], list(inits))
        return helper.make_model(g)

    w23 = numpy_helper.from_array(np.zeros((2, 3), np.float32), "w")
    w24 = numpy_helper.from_array(np.zeros((2, 4), np.float32), "w")
    shape = numpy_helper.from_array(np.array([1, -1], np.int64), "shape")
    changes = diff_documents(_doc(model(w23, shape)), _doc(model(w24)))
    assert [(c.kind, c.path) for c in changes] == [("changed", "graph.initializer[w]"),
                                                   ("removed", "graph.initializer[shape]")]
    assert changes[0].detail == "FLOAT [2, 3] → FLOAT [2, 4]; values [0.0, 0.0, 0.0, 0.0, 0.0, 0.0] → " \
        "[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]"
    big_a = numpy_helper.from_array(np.zeros((20, 30), np.float32), "w")
    big_b = numpy_helper.from_array(np.zeros((20, 30), np.float16), "w")
    [c] = diff_documents(_doc(model(big_a)), _doc(model(big_b)))
    assert re.fullmatch(r"FLOAT \[20, 30\] → FLOAT16 \[20, 30\]; digest [0-9a-f]{8}… → [0-9a-f]{8}…; "
                        r"0 of 600 elements changed, max \|Δ\| 0, mean \|Δ\| 0", c.detail), c.detail
    assert changes[1].detail == "INT64 [2] [1, -1]"
    # Small readable tensors show their values.
    s2 = numpy_helper.from_array(np.array([1, 2], np.int64), "shape")
    [c] = diff_documents(_doc(model(shape)), _doc(model(s2)))
    assert c.detail == "values [1, -1] → [1, 2]"


def test_sparse_and_encoded_initializers() -> None:
    values = numpy_helper.from_array(np.array([1.0, 2.0], np.float32), "sp")
    indices = numpy_helper.from_array(np.array([0, 5], np.int64), "")
    sparse = helper.make_sparse_tensor(values, indices, [10])
    g = helper.make_graph([], "g", [], [], sparse_initializer=[sparse])
    a = _doc(helper.make_model(g))
    b = copy.deepcopy(a)
    b["graph"]["sparse_initializer"][0]["indices"]["raw_data"] = {"values": [0, 6]}
    [c] = diff_documents(a, b)
    assert (c.category, c.path) == ("initializer", "graph.sparse_initializer[sp]")
    assert c.detail.startswith("indices digest ")

    enc = {"name": "q", "logical_type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [
        {"dim_value": 4}]}}}, "raw_data": "AAECAw=="}
    a["graph"]["encoded_initializer"] = [enc]
    b = copy.deepcopy(a)
    b["graph"]["encoded_initializer"][0]["raw_data"] = "AAECBA=="
    [c] = diff_documents(a, b)
    assert (c.kind, c.category, c.path) == ("changed", "initializer", "graph.encoded_initializer[q]")
    assert c.detail.startswith("digest ")
    del b["graph"]["encoded_initializer"]
    [c] = diff_documents(a, b)
    assert (c.kind, c.detail) == ("removed", "encoded FLOAT [4] digest " + c.detail.split("digest ")[1])


# -- inputs, outputs, value_info ----------------------------------------------------------------
def test_input_type_change_is_shown_compactly() -> None:
    def model(shape: list[Any], extra_input: bool = False) -> onnx.ModelProto:
        inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)]
        if extra_input:
            inputs.append(helper.make_tensor_value_info("mask", TensorProto.BOOL, ["N"]))
        g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"], name="r")], "g", inputs,
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)])
        return helper.make_model(g)

    a = _doc(model([1, 3, 224, 224]))
    b = _doc(model(["N", 3, 224, 224], extra_input=True))
    changes = diff_documents(a, b)
    assert [(c.kind, c.category, c.path, c.detail) for c in changes] == [
        ("changed", "input", "graph.input[x]", "FLOAT [1, 3, 224, 224] → FLOAT [N, 3, 224, 224]"),
        ("added", "input", "graph.input[mask]", "BOOL [N]"),
        ("changed", "output", "graph.output[y]", "FLOAT [1, 3, 224, 224] → FLOAT [N, 3, 224, 224]"),
    ]
    assert render_text(changes[:1], color=False) == (
        "~ input x: FLOAT [1, 3, 224, 224] → FLOAT [N, 3, 224, 224]\n")


def test_input_order_is_reported_once() -> None:
    inputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, [1]) for n in "abc"]
    g = helper.make_graph([], "g", inputs, [])
    a = _doc(helper.make_model(g))
    b = copy.deepcopy(a)
    b["graph"]["input"].reverse()
    [c] = diff_documents(a, b)
    assert (c.kind, c.category, c.path) == ("changed", "input", "graph.input")
    assert c.detail == "order a, b, c → c, b, a"


def test_describe_type_forms() -> None:
    seq = helper.make_sequence_type_proto(helper.make_tensor_type_proto(TensorProto.INT64, None))
    doc = _doc(helper.make_model(helper.make_graph([], "g", [helper.make_value_info("s", seq)], [])))
    assert describe_type(doc["graph"]["input"][0]["type"]) == "seq(INT64)"
    assert describe_type({"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{}, {"dim_param": "B"}]}}}) \
        == "FLOAT [?, B]"
    assert describe_type({"tensor_type": {"elem_type": 1, "shape": {}}}) == "FLOAT []"
    assert describe_type({"map_type": {"key_type": "STRING", "value_type": {
        "tensor_type": {"elem_type": "FLOAT"}}}}) == "map(STRING, FLOAT)"
    assert describe_type({"struct_type": {"name": "KV"}}) == "struct(KV)"
    assert describe_type(None) == "?"


def test_value_info_changes() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["graph"]["value_info"] = [{"name": "c", "type": {"tensor_type": {"elem_type": "FLOAT"}}}]
    [c] = diff_documents(a, b)
    assert (c.kind, c.category, c.path, c.detail) == ("added", "value_info", "graph.value_info[c]", "FLOAT")


# -- nodes ----------------------------------------------------------------------------------------
def test_node_field_changes_and_removal() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    nodes = b["graph"]["node"]
    nodes[1]["op_type"] = "LeakyRelu"
    nodes[1]["attribute"] = [{"name": "alpha", "f": 0.1, "type": "FLOAT"}]
    nodes[3]["input"] = ["r"]
    del nodes[2]
    changes = diff_documents(a, b)
    assert [(c.kind, c.category, c.path, c.detail) for c in changes] == [
        ("changed", "node", "graph.node[Relu_1].op_type", '"Relu" → "LeakyRelu"'),
        ("added", "attribute", "graph.node[Relu_1].attribute[alpha]", "0.1"),
        ("removed", "node", "graph.node[Sig_2]", "Sigmoid(r) → s"),
        ("changed", "node", "graph.node[Tanh_3].input", '["s"] → ["r"]'),
    ]
    assert render_text(changes, color=False).splitlines() == [
        '~ node Relu_1: op_type "Relu" → "LeakyRelu"',
        "+ node Relu_1: attribute alpha 0.1",
        "- node Sig_2: Sigmoid(r) → s",
        '~ node Tanh_3: input ["s"] → ["r"]',
    ]


def test_renamed_node_matches_by_outputs() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["graph"]["node"][2]["name"] = "sigmoid"
    [c] = diff_documents(a, b)
    assert (c.path, c.old, c.new) == ("graph.node[Sig_2].name", "Sig_2", "sigmoid")


def test_match_nodes_passes() -> None:
    na = [{"name": "a", "output": ["x"]}, {"name": "dup", "output": ["y"]}, {"name": "dup", "output": ["z"]},
          {"op_type": "Relu", "input": ["z"], "output": ["w"]}]
    nb = [{"op_type": "Relu", "input": ["z"], "output": ["w2"]}, {"name": "dup", "output": ["z"]},
          {"name": "new", "output": ["q"]}, {"name": "a", "output": ["x"]}, {"name": "dup", "output": ["y"]}]
    assert match_nodes(na, nb) == [(0, 3), (1, 4), (2, 1), (3, 0), (None, 2)]


def test_tensor_attribute_compared_by_digest() -> None:
    def model(t: TensorProto) -> onnx.ModelProto:
        n = helper.make_node("Constant", [], ["k"], name="const", value=t)
        return helper.make_model(helper.make_graph([n], "g", [], []))

    values = np.arange(400, dtype=np.float32)
    typed = helper.make_tensor("", TensorProto.FLOAT, [400], values.tolist())
    raw = numpy_helper.from_array(values, "")
    assert diff_documents(_doc(model(typed)), _doc(model(raw))) == []
    values[7] = 1e6
    [c] = diff_documents(_doc(model(typed)), _doc(model(numpy_helper.from_array(values, ""))))
    assert (c.category, c.path) == ("attribute", "graph.node[const].attribute[value]")
    assert re.fullmatch(r"FLOAT \[400\] digest [0-9a-f]{8}… → FLOAT \[400\] digest [0-9a-f]{8}…", c.detail)
    small_a = numpy_helper.from_array(np.array([1, 2], np.int64), "")
    small_b = numpy_helper.from_array(np.array([1, 3], np.int64), "")
    [c] = diff_documents(_doc(model(small_a)), _doc(model(small_b)))
    assert c.detail == "INT64 [2] [1, 2] → INT64 [2] [1, 3]"


# -- subgraphs, functions -------------------------------------------------------------------------
def _if_model(then_value: float, extra: bool = False) -> onnx.ModelProto:
    then_nodes = [helper.make_node("Constant", [], ["t"], name="then_c",
                                   value=numpy_helper.from_array(np.array([then_value], np.float32)))]
    if extra:
        then_nodes.append(helper.make_node("Identity", ["t"], ["t2"], name="then_id"))
    then_g = helper.make_graph(then_nodes, "then", [], [helper.make_tensor_value_info("t", TensorProto.FLOAT, [1])])
    else_g = helper.make_graph(
        [helper.make_node("Constant", [], ["e"], name="else_c",
                          value=numpy_helper.from_array(np.array([0.0], np.float32)))],
        "else", [], [helper.make_tensor_value_info("e", TensorProto.FLOAT, [1])])
    node = helper.make_node("If", ["cond"], ["out"], name="If_0", then_branch=then_g, else_branch=else_g)
    g = helper.make_graph([node], "main", [helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
                          [helper.make_tensor_value_info("out", TensorProto.FLOAT, [1])])
    return helper.make_model(g)


def test_subgraphs_are_compared_recursively() -> None:
    changes = diff_documents(_doc(_if_model(1.0)), _doc(_if_model(2.0, extra=True)))
    assert [(c.kind, c.category, c.path) for c in changes] == [
        ("changed", "attribute", "graph.node[If_0].attribute[then_branch].node[then_c].attribute[value]"),
        ("added", "node", "graph.node[If_0].attribute[then_branch].node[then_id]"),
    ]
    assert changes[0].detail == "FLOAT [1] [1.0] → FLOAT [1] [2.0]"
    assert render_text(changes, color=False).splitlines()[1] == (
        "+ node If_0 / then_branch / node then_id: Identity(t) → t2")


def _function_model(body_op: str = "Relu", extra_function: bool = False, overload: str = "") -> onnx.ModelProto:
    f = helper.make_function("custom", "F", ["a"], ["b"], [helper.make_node(body_op, ["a"], ["b"], name="inner")],
                             [helper.make_opsetid("", 17)], overload=overload)
    functions = [f]
    if extra_function:
        functions.append(helper.make_function("custom", "G", ["a"], ["b"],
                                              [helper.make_node("Neg", ["a"], ["b"])], [helper.make_opsetid("", 17)]))
    g = helper.make_graph([helper.make_node("F", ["x"], ["y"], domain="custom", name="call")], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    return helper.make_model(g, functions=functions, opset_imports=[helper.make_opsetid("", 17),
                                                                     helper.make_opsetid("custom", 1)])


def test_functions_are_matched_and_compared() -> None:
    changes = diff_documents(_doc(_function_model()), _doc(_function_model("Sigmoid", extra_function=True)))
    assert [(c.kind, c.category, c.path, c.detail) for c in changes] == [
        ("changed", "node", "functions[custom:F].node[inner].op_type", '"Relu" → "Sigmoid"'),
        ("added", "function", "functions[custom:G]", "(a) → b, 1 nodes"),
    ]
    changes = diff_documents(_doc(_function_model()), _doc(_function_model(overload="v2")))
    assert [(c.kind, c.path) for c in changes] == [("removed", "functions[custom:F]"),
                                                   ("added", "functions[custom:F:v2]")]


# -- model fields, opsets, metadata, extensions, unknown ------------------------------------------
def test_model_fields_opsets_and_metadata() -> None:
    a_model = _conv_model()
    b_model = _conv_model()
    b_model.producer_name = "me"
    b_model.ir_version = 9
    del b_model.opset_import[:]
    b_model.opset_import.extend([helper.make_opsetid("", 18), helper.make_opsetid("ai.onnx.ml", 3)])
    helper.set_model_props(b_model, {"author": "x"})
    changes = diff_documents(_doc(a_model), _doc(b_model))
    assert [(c.kind, c.category, c.path, c.detail) for c in changes] == [
        ("changed", "model", "ir_version", f"{a_model.ir_version} → 9"),
        ("changed", "model", "producer_name", '(none) → "me"'),
        ("changed", "opset", "opset_import[ai.onnx]", "17 → 18"),
        ("added", "opset", "opset_import[ai.onnx.ml]", "3"),
        ("added", "metadata", "metadata_props[author]", '"x"'),
    ]
    assert render_text(changes, color=False).splitlines()[2:4] == [
        "~ opset ai.onnx: 17 → 18", "+ opset ai.onnx.ml: 3"]
    assert render_text(changes, color=False).splitlines()[0] == f"~ model: ir_version {a_model.ir_version} → 9"


def test_absent_scalar_equals_its_default() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["producer_name"] = ""
    b["graph"]["node"][0]["domain"] = "ai.onnx"
    assert diff_documents(a, b) == []


def test_extension_fields() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["graph"]["persistent_bindings"] = [{"input_name": "x", "output_name": "y"}]
    b["struct_types"] = [{"name": "KV", "type_id": 3}]
    b["graph"]["input"][0]["type"] = {"struct_type": {"name": "KV"}}
    b["graph"]["paged_cache_initializer"] = [{"$unknown": [{"number": 1, "wire_type": "varint", "value": 2}]}]
    changes = diff_documents(a, b)
    assert [(c.kind, c.category, c.path) for c in changes] == [
        ("changed", "input", "graph.input[x]"),
        ("added", "extension", "graph.persistent_bindings[x]"),
        ("added", "extension", "graph.paged_cache_initializer[0]"),
        ("added", "extension", "struct_types[KV]"),
    ]
    assert changes[0].detail == "FLOAT [1, 3, 8, 8] → struct(KV)"
    c = copy.deepcopy(b)
    c["struct_types"][0]["type_id"] = 4
    [change] = diff_documents(b, c)
    assert (change.kind, change.path, change.detail) == ("changed", "struct_types[KV]", "type_id: 3 → 4")


def test_unknown_fields_are_data() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    b["graph"]["node"][0]["$unknown"] = [{"number": 1005, "wire_type": "varint", "value": 7}]
    b["$unknown"] = [{"number": 77, "wire_type": "len", "value": "aGVsbG8="}]
    changes = diff_documents(a, b)
    assert [(c.kind, c.category, c.path) for c in changes] == [
        ("added", "unknown", "graph.node[Conv_0].$unknown"),
        ("added", "unknown", "$unknown"),
    ]
    c = copy.deepcopy(b)
    c["$unknown"][0]["value"] = "aGVsbG9v"
    [change] = diff_documents(b, c)
    assert (change.kind, change.category) == ("changed", "unknown")


# -- external data --------------------------------------------------------------------------------
def _save_external(model: onnx.ModelProto, folder: Path, location: str = "w.bin") -> dict[str, Any]:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "m.onnx"
    onnx.save_model(model, str(path), save_as_external_data=True, all_tensors_to_one_file=True,
                    location=location, size_threshold=0)
    return onnxjson.to_dict(path)


def test_external_data(tmp_path: Path) -> None:
    a = _save_external(_conv_model(), tmp_path / "a")
    b = _save_external(_conv_model(w=_edited_weight()), tmp_path / "b")
    assert a["graph"]["initializer"][0]["data_location"] == "EXTERNAL"
    # Without folders: same (location, offset, length), so no change can be seen.
    assert diff_documents(a, b) == []
    # With folders the bytes are hashed.
    [c] = diff_documents(a, b, a_dir=tmp_path / "a", b_dir=tmp_path / "b")
    assert (c.category, c.path) == ("initializer", "graph.initializer[W]")
    assert c.detail.startswith("digest ")
    # External against inline, with the folder: equal by digest.
    inline = _doc(_conv_model())
    assert diff_documents(a, inline, a_dir=tmp_path / "a") == []
    # Without it: the storage differs and says so.
    [c] = diff_documents(a, inline)
    assert c.detail.startswith("external w.bin@0+432 → digest ")
    # A different location is a change without folders; a missing file is not compared.
    c_doc = _save_external(_conv_model(), tmp_path / "c", location="other.bin")
    [c] = diff_documents(a, c_doc)
    assert c.detail == "external w.bin@0+432 → external other.bin@0+432"
    [c] = diff_documents(a, c_doc, a_dir=tmp_path / "a", b_dir=tmp_path / "nowhere")
    assert c.kind == "uncompared" and "other.bin@0+432 was not read" in c.detail


def test_external_data_unsafe_location_is_not_read(tmp_path: Path) -> None:
    a = _save_external(_conv_model(), tmp_path / "a")
    b = copy.deepcopy(a)
    for entry in b["graph"]["initializer"][0]["external_data"]:
        if entry["key"] == "location":
            entry["value"] = "../a/w.bin"
    [c] = diff_documents(a, b, a_dir=tmp_path / "a", b_dir=tmp_path / "a")
    # Its values are unknown: not compared (issue 26: it was "digest … → external ../a/w.bin@0+432").
    assert c.kind == "uncompared"
    assert c.detail == ("cannot compare: the new side's external data ../a/w.bin@0+432 was not read: refused: "
                        "the external data path '../a/w.bin' leads out of the document's folder with '..'")
    # trust_paths reads it: the same bytes.
    assert diff_documents(a, b, a_dir=tmp_path / "a", b_dir=tmp_path / "a", trust_paths=True) == []


# -- renderings -----------------------------------------------------------------------------------
def test_render_text_colors() -> None:
    changes = [Change("added", "node", "graph.node[n]", None, {}, "Relu(x) → y"),
               Change("removed", "node", "graph.node[m]", {}, None, "Neg(x) → z"),
               Change("changed", "model", "ir_version", 7, 8, "7 → 8")]
    plain = render_text(changes, color=False)
    assert plain == "+ node n: Relu(x) → y\n- node m: Neg(x) → z\n~ model: ir_version 7 → 8\n"
    colored = render_text(changes, color=True).splitlines()
    assert colored[0] == "\x1b[32m+ node n: Relu(x) → y\x1b[0m"
    assert colored[1].startswith("\x1b[31m-") and colored[2].startswith("\x1b[33m~")
    assert "\x1b" not in plain
    assert render_text([], color=True) == ""


def test_render_json_is_deterministic_and_parseable() -> None:
    a = _doc(_conv_model())
    b = _doc(_conv_model(kernel=5, w=_edited_weight(), extra=True))
    first = render_json(diff_documents(a, b))
    assert first == render_json(diff_documents(a, b))
    parsed = json.loads(first)
    plain = {"kind", "category", "path", "old", "new", "detail"}
    assert [set(p) for p in parsed] == [plain, plain, plain | {"numbers"}]
    assert set(parsed[2]["numbers"]) == {"elements", "changed", "max_abs_change", "mean_abs_change"}
    assert render_json([]) == "[]\n"


def test_paths_with_awkward_names_are_quoted() -> None:
    a = _doc(_conv_model())
    b = copy.deepcopy(a)
    for doc in (a, b):
        doc["graph"]["node"][0]["name"] = "conv[0].weird"
    b["graph"]["node"][0]["attribute"][0]["ints"] = [1, 1]
    [c] = diff_documents(a, b)
    assert c.path == 'graph.node["conv[0].weird"].attribute[kernel_shape]'
    assert render_text([c], color=False) == "~ node conv[0].weird: attribute kernel_shape [3, 3] → [1, 1]\n"
    dotted = [Change("changed", "initializer", "graph.initializer[layer1.0.conv.weight]", None, None, "x")]
    assert render_text(dotted, color=False) == "~ initializer layer1.0.conv.weight: x\n"


def test_unified_diff() -> None:
    a = json.dumps({"a": 1, "b": [1, 2]}, indent=2)
    b = json.dumps({"a": 2, "b": [1, 2]}, indent=2) + "\n"
    text = unified_text_diff(a, b, "old.json", "new.json")
    lines = text.splitlines()
    assert lines[:2] == ["--- old.json", "+++ new.json"]
    assert '-  "a": 1,' in lines and '+  "a": 2,' in lines
    assert "\\ No newline at end of file" in lines
    assert unified_text_diff(a, a, "x", "y") == ""


# -- corpus ---------------------------------------------------------------------------------------
@pytest.mark.slow
def test_corpus_self_and_stripped_diffs_are_empty() -> None:
    paths = sorted(BACKEND_DATA.rglob("*.onnx"))
    if not paths:
        pytest.skip("onnx backend test data not installed")
    for path in paths:
        data = path.read_bytes()
        full = onnxjson.to_dict(data)
        assert diff_documents(full, onnxjson.to_dict(data)) == [], path
        stripped = onnxjson.to_dict(data, strip_weights=True, strip_threshold=0, values_limit=0)
        assert diff_documents(full, stripped) == [], path
        assert diff_documents(onnxjson.to_dict(data, values_limit=0), full) == [], path
