"""The graph checks that make validate agree with onnx's checker and onnxruntime (issue 27, item 4):
each rule on a small model, its path and rule, on both paths (the compiled node loop hands every
node these rules could fault back to the reference)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import onnxjson
from onnxjson.schema.checks import check_document


def model(**graph: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "input": [{"name": "x", "type": {"tensor_type": {"elem_type": "FLOAT"}}}],
        "output": [{"name": "y", "type": {"tensor_type": {"elem_type": "FLOAT"}}}],
        "node": [{"input": ["x"], "output": ["y"], "op_type": "Relu"}],
    }
    base.update(graph)
    return {"ir_version": 8, "opset_import": [{"version": 17}], "graph": base}


def rules(doc: dict[str, Any]) -> list[tuple[str, str]]:
    return [(p.path, p.rule) for p in check_document(doc, complete=True)]


def test_a_clean_model_has_no_problem(accel_path: str) -> None:
    assert rules(model()) == []


def test_a_graph_output_nothing_gives(accel_path: str) -> None:
    doc = model()
    doc["graph"]["output"].append({"name": "z", "type": {"tensor_type": {"elem_type": "FLOAT"}}})
    assert rules(doc) == [("graph.output[1].name", "dangling-output")]
    doc["graph"]["output"][1]["name"] = ""
    assert rules(doc) == [("graph.output[1].name", "dangling-output")]


def test_a_subgraph_output_of_the_enclosing_graph(accel_path: str) -> None:
    branch = {"output": [{"name": "x", "type": {"tensor_type": {"elem_type": "FLOAT"}}}]}
    doc = model(node=[{"input": ["c"], "output": ["y"], "op_type": "If", "attribute": [
        {"name": "then_branch", "type": "GRAPH", "g": branch},
        {"name": "else_branch", "type": "GRAPH", "g": copy.deepcopy(branch)}]}],
        input=[{"name": "x", "type": {"tensor_type": {"elem_type": "FLOAT"}}},
               {"name": "c", "type": {"tensor_type": {"elem_type": "BOOL"}}}])
    assert rules(doc) == [("graph.node[0].attribute[0].g.output[0].name", "dangling-output"),
                          ("graph.node[0].attribute[1].g.output[0].name", "dangling-output")]


@pytest.mark.parametrize(("tensor", "field"), [
    ({"dims": [2, 3], "data_type": "FLOAT", "raw_data": {"values": [1.0] * 5}}, "raw_data"),
    ({"dims": [2], "data_type": "FLOAT", "raw_data": "AAAAAAAAAAAAAAAA"}, "raw_data"),  # 12 bytes, not 8
    ({"dims": [3], "data_type": "INT64", "int64_data": [1, 2]}, "int64_data"),
    ({"dims": [2], "data_type": "COMPLEX64", "float_data": [1.0, 2.0]}, "float_data"),
    ({"dims": [3], "data_type": "STRING", "string_data": ["a"]}, "string_data"),
    ({"dims": [2], "data_type": "FLOAT", "float_data": [1.0, 2.0], "raw_data": {"values": [1.0, 2.0]}},
     "float_data"),
    ({"dims": [4], "data_type": "FLOAT", "data_location": "EXTERNAL",
      "external_data": [{"key": "location", "value": "w.bin"}, {"key": "length", "value": "12"}]}, "external_data"),
])
def test_a_payload_of_another_size_than_its_dims(accel_path: str, tensor: dict[str, Any], field: str) -> None:
    doc = model(initializer=[{"name": "w", **tensor}])
    assert rules(doc) == [(f"graph.initializer[0].{field}", "payload-size")]


TYPED_FIELDS = ("float_data", "int32_data", "string_data", "int64_data", "double_data", "uint64_data")


def test_values_in_a_field_their_data_type_does_not_keep_them_in(accel_path: str) -> None:
    """Every data type onnx names × every typed field: validate says ``payload-field`` exactly where
    onnx's checker refuses the tensor for its field (INT64 values in float_data, say), and for
    nothing else."""
    import onnx  # lazy: the oracle

    refused = 0
    for type_name, code in onnx.TensorProto.DataType.items():
        if code == 0:
            continue
        for field in TYPED_FIELDS:
            tensor = {"name": "w", "dims": [1] if field == "string_data" else [4], "data_type": type_name,
                      field: ["YQ=="] if field == "string_data" else [1] * 4}
            doc = model(initializer=[tensor])
            proto = onnx.TensorProto()
            proto.ParseFromString(onnxjson.from_dict(tensor, type="TensorProto"))
            try:
                onnx.checker.check_tensor(proto)
                checker = ""
            except onnx.checker.ValidationError as e:
                checker = str(e)
            wrong_field = "should be stored in field" in checker
            refused += wrong_field
            found = rules(doc)
            if wrong_field:
                assert found == [(f"graph.initializer[0].{field}", "payload-field")], (type_name, field)
            else:  # the field is right (a count of values may not be: complex and packed types)
                assert "payload-field" not in {rule for _, rule in found}, (type_name, field)
    assert refused > 100  # the oracle saw the class (140 of 168 pairs with onnx 1.20)


@pytest.mark.parametrize("tensor", [
    {"dims": [2, 3], "data_type": "FLOAT", "raw_data": {"values": [1.0] * 6}},
    {"dims": [2], "data_type": "FLOAT16", "int32_data": [1, 2]},
    {"dims": [3], "data_type": "INT4", "int32_data": [1, 2]},  # packed: two a byte
    {"dims": [0], "data_type": "FLOAT"},
    {"dims": [4], "data_type": "FLOAT", "data_location": "EXTERNAL",
     "external_data": [{"key": "location", "value": "w.bin"}, {"key": "length", "value": "16"}]},
])
def test_payloads_that_fit_their_dims(accel_path: str, tensor: dict[str, Any]) -> None:
    assert rules(model(initializer=[{"name": "w", **tensor}])) == []


def test_a_tensor_without_a_data_type_or_values(accel_path: str) -> None:
    doc = model(initializer=[{"name": "w", "dims": [1], "raw_data": {"values": [1]}},
                             {"name": "v", "dims": [2], "data_type": "FLOAT"}])
    assert rules(doc) == [("graph.initializer[0].data_type", "tensor-type"),
                          ("graph.initializer[1].dims", "payload-size")]


@pytest.mark.parametrize(("attribute", "found"), [
    ({"name": "to", "type": "FLOAT", "f": 1.0}, [("attribute[0].type", "attribute-type")]),
    ({"name": "to", "type": "INTS", "i": 1}, [("attribute[0].type", "attribute-value"),
                                              ("attribute[0].type", "attribute-type")]),
    ({"name": "to", "i": 1}, [("attribute[0]", "attribute-value")]),
    ({"name": "to", "type": "INT", "i": 1, "f": 1.0}, [("attribute[0]", "attribute-value")]),
    ({"name": "to", "type": 2, "i": 1}, []),  # the type by its number
])
def test_attribute_types(accel_path: str, attribute: dict[str, Any], found: list[tuple[str, str]]) -> None:
    doc = model(node=[{"input": ["x"], "output": ["y"], "op_type": "Cast", "attribute": [attribute]}])
    assert rules(doc) == [(f"graph.node[0].{path}", rule) for path, rule in found]


def test_a_required_attribute_missing_and_an_attribute_twice(accel_path: str) -> None:
    doc = model(node=[{"input": ["x"], "output": ["y"], "op_type": "Cast"}])
    assert rules(doc) == [("graph.node[0].op_type", "missing-attribute")]
    doc["graph"]["node"][0]["attribute"] = [{"name": "to", "type": "INT", "i": 1}] * 2
    assert rules(doc) == [("graph.node[0].attribute[1].name", "duplicate-attribute")]
    doc["graph"]["node"][0].update(op_type="Custom", domain="com.example")
    doc["opset_import"].append({"domain": "com.example", "version": 1})
    assert rules(doc) == [("graph.node[0].attribute[1].name", "duplicate-attribute")]  # any domain


def test_model_level_rules(accel_path: str) -> None:
    doc = model()
    del doc["ir_version"]
    doc["opset_import"][0]["version"] = 999
    del doc["graph"]["input"][0]["type"]
    doc["graph"]["output"][0]["type"]["tensor_type"]["elem_type"] = "UNDEFINED"
    assert rules(doc) == [("", "ir-version"), ("opset_import[0].version", "opset-version"),
                          ("graph.input[0]", "untyped-value"), ("graph.output[0].type.tensor_type", "untyped-value")]
    assert [p.rule for p in check_document(doc)] == []  # without complete=True: sketches of graphs pass


def test_a_graph_input_typed_unlike_its_initializer(accel_path: str) -> None:
    doc = model(initializer=[{"name": "x", "dims": [1], "data_type": "INT8", "raw_data": {"values": [1]}}])
    assert rules(doc) == [("graph.input[0].type.tensor_type.elem_type", "input-type")]
