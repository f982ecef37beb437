"""Tests of the semantic graph checks (onnxjson.schema.checks)."""

from __future__ import annotations

import copy
import glob
import os
from typing import Any

import onnx
import pytest
from onnx import TensorProto as T
from onnx import helper as h
from onnx_release import needs_snapshot_onnx

import onnxjson
from onnxjson.schema.checks import Problem, check_document

OPSET = 21


# --------------------------------------------------------------------------------------------------
# Builders


def vi(name: str, elem: int = T.FLOAT, shape: Any = (4,)) -> onnx.ValueInfoProto:
    return h.make_tensor_value_info(name, elem, shape)


def model_doc(nodes: list[onnx.NodeProto], inputs: list[onnx.ValueInfoProto],
              outputs: list[onnx.ValueInfoProto], *, initializers: tuple[onnx.TensorProto, ...] = (),
              opsets: dict[str, int] | None = None,
              functions: tuple[onnx.FunctionProto, ...] = ()) -> dict[str, Any]:
    graph = h.make_graph(nodes, "g", inputs, outputs, list(initializers))
    imports = [h.make_opsetid(d, v) for d, v in (opsets or {"": OPSET}).items()]
    model = h.make_model(graph, opset_imports=imports, functions=list(functions))
    return onnxjson.to_dict(model.SerializeToString())


def check(doc: dict[str, Any], **kwargs: Any) -> list[Problem]:
    return check_document(doc, **kwargs)


def rules(doc: dict[str, Any], **kwargs: Any) -> list[str]:
    return [p.rule for p in check_document(doc, **kwargs)]


def one(doc: dict[str, Any], rule: str, **kwargs: Any) -> Problem:
    problems = check_document(doc, **kwargs)
    assert [p.rule for p in problems] == [rule], problems
    return problems[0]


def add_doc() -> dict[str, Any]:
    """z = x + y."""
    return model_doc([h.make_node("Add", ["x", "y"], ["z"], name="add")], [vi("x"), vi("y")], [vi("z")])


def if_doc(branch_input: str) -> dict[str, Any]:
    """An If whose then-branch reads ``branch_input`` (an outer-scope name when it is "x")."""
    then = h.make_graph([h.make_node("Neg", [branch_input], ["t"])], "then", [], [vi("t")])
    other = h.make_graph([h.make_node("Identity", ["x"], ["e"])], "else", [], [vi("e")])
    return model_doc([h.make_node("If", ["c"], ["o"], then_branch=then, else_branch=other)],
                     [vi("x"), vi("c", T.BOOL, [])], [vi("o")])


# --------------------------------------------------------------------------------------------------
# Problem and API


def test_valid_model_has_no_problems() -> None:
    assert check(add_doc()) == []


def test_problem_is_frozen_and_printable() -> None:
    p = Problem("graph.node[0].input[1]", "bad", "dangling-input")
    with pytest.raises(AttributeError):
        p.rule = "x"  # type: ignore[misc]
    assert str(p) == "graph.node[0].input[1]: bad [dangling-input]"


def test_dollar_keys_are_ignored() -> None:
    doc = add_doc()
    doc["graph"]["$layout"] = {"runs": ["1"]}
    doc["graph"]["node"][0]["$unknown"] = [{"number": 99, "wire_type": "varint", "value": 1}]
    assert check(doc) == []


def test_other_root_types_have_no_checks() -> None:
    assert check_document({"dims": [1], "data_type": "FLOAT"}, "TensorProto") == []


# --------------------------------------------------------------------------------------------------
# 1. dangling inputs


def test_dangling_input() -> None:
    doc = model_doc([h.make_node("Add", ["x", "nope"], ["z"], name="add")], [vi("x")], [vi("z")])
    p = one(doc, "dangling-input")
    assert p.path == "graph.node[0].input[1]"
    assert '"add"' in p.message and '"nope"' in p.message


def test_dangling_input_unnamed_node_is_named_by_op_type_and_index() -> None:
    doc = model_doc([h.make_node("Relu", ["x"], ["a"]), h.make_node("Add", ["a", "xx"], ["z"])],
                    [vi("x")], [vi("z")])
    p = one(doc, "dangling-input")
    assert p.path == "graph.node[1].input[1]"
    assert "node 1 (Add)" in p.message
    assert 'did you mean "x"' in p.message


def test_initializers_are_values() -> None:
    w = h.make_tensor("w", T.FLOAT, [4], [1.0] * 4)
    doc = model_doc([h.make_node("Add", ["x", "w"], ["z"])], [vi("x")], [vi("z")], initializers=(w,))
    assert check(doc) == []
    doc["graph"]["sparse_initializer"] = [{"values": {"name": "sp", "dims": [1], "data_type": "FLOAT",
                                                      "float_data": [1.0]},
                                           "indices": {"name": "sp_i", "dims": [1], "data_type": "INT64",
                                                       "int64_data": [0]}, "dims": [4]}]
    doc["graph"]["encoded_initializer"] = [{"name": "enc"}]
    doc["graph"]["node"].append({"input": ["sp", "enc"], "output": ["z2"], "op_type": "Add"})
    assert check(doc) == []


def test_outer_scope_name_in_if_branch_passes() -> None:
    assert check(if_doc("x")) == []


def test_dangling_input_in_if_branch() -> None:
    p = one(if_doc("ghost"), "dangling-input")
    assert p.path.startswith("graph.node[0].attribute[")
    assert p.path.endswith(".g.node[0].input[0]")


def test_subgraph_sees_names_of_all_enclosing_scopes() -> None:
    inner = h.make_graph([h.make_node("Add", ["x", "t0"], ["u"])], "inner", [], [vi("u")])
    mid = h.make_graph([h.make_node("Neg", ["x"], ["t0"]),
                        h.make_node("If", ["c"], ["t"], then_branch=inner, else_branch=inner)],
                       "mid", [], [vi("t")])
    doc = model_doc([h.make_node("If", ["c"], ["o"], then_branch=mid, else_branch=mid)],
                    [vi("x"), vi("c", T.BOOL, [])], [vi("o")])
    assert check(doc) == []


def test_loop_body_inputs_are_values_of_the_body() -> None:
    body = h.make_graph([h.make_node("Add", ["v", "x"], ["v_out"]), h.make_node("Identity", ["cond"], ["c_out"])],
                        "body", [vi("i", T.INT64, []), vi("cond", T.BOOL, []), vi("v")],
                        [vi("c_out", T.BOOL, []), vi("v_out")])
    doc = model_doc([h.make_node("Loop", ["n", "", "x"], ["r"], body=body)],
                    [vi("x"), vi("n", T.INT64, [])], [vi("r")])
    assert check(doc) == []


def test_empty_optional_input_passes() -> None:
    doc = model_doc([h.make_node("Clip", ["x", "", "hi"], ["z"])], [vi("x"), vi("hi", T.FLOAT, [])], [vi("z")])
    assert check(doc) == []


# --------------------------------------------------------------------------------------------------
# 2. duplicate producers


def test_duplicate_producer_two_nodes() -> None:
    doc = model_doc([h.make_node("Relu", ["x"], ["a"], name="r1"), h.make_node("Neg", ["x"], ["a"], name="r2")],
                    [vi("x")], [vi("a")])
    p = one(doc, "duplicate-producer")
    assert p.path == "graph.node[1].output[0]"
    assert '"r2"' in p.message and '"r1"' in p.message


def test_duplicate_producer_node_output_is_graph_input() -> None:
    doc = model_doc([h.make_node("Relu", ["x"], ["y"])], [vi("x"), vi("y")], [vi("y")])
    p = one(doc, "duplicate-producer")
    assert "graph input 1" in p.message


def test_duplicate_graph_input() -> None:
    doc = add_doc()
    doc["graph"]["input"].append(copy.deepcopy(doc["graph"]["input"][0]))
    assert one(doc, "duplicate-producer").path == "graph.input[2].name"


def test_initializer_that_is_also_a_graph_input_passes() -> None:
    y = h.make_tensor("y", T.FLOAT, [4], [0.0] * 4)
    doc = model_doc([h.make_node("Add", ["x", "y"], ["z"])], [vi("x"), vi("y")], [vi("z")], initializers=(y,))
    assert check(doc) == []


def test_subgraph_output_shadowing_an_outer_name() -> None:
    then = h.make_graph([h.make_node("Neg", ["x"], ["x"])], "then", [], [vi("x")])
    doc = model_doc([h.make_node("If", ["c"], ["o"], then_branch=then, else_branch=then)],
                    [vi("x"), vi("c", T.BOOL, [])], [vi("o")])
    problems = check(doc)
    assert {p.rule for p in problems} == {"duplicate-producer"}
    assert "enclosing graph" in problems[0].message


# --------------------------------------------------------------------------------------------------
# 3. topological order


def test_topological_order() -> None:
    doc = model_doc([h.make_node("Neg", ["a"], ["z"], name="second"), h.make_node("Relu", ["x"], ["a"], name="first")],
                    [vi("x")], [vi("z")])
    p = one(doc, "topological-order")
    assert p.path == "graph.node[0].input[0]"
    assert '"first"' in p.message and "later" in p.message


def test_topological_order_passes_when_sorted() -> None:
    doc = model_doc([h.make_node("Relu", ["x"], ["a"]), h.make_node("Neg", ["a"], ["z"])], [vi("x")], [vi("z")])
    assert check(doc) == []


def test_node_reading_its_own_output() -> None:
    doc = model_doc([h.make_node("Add", ["x", "z"], ["z"])], [vi("x")], [vi("z")])
    assert "its own output" in one(doc, "topological-order").message


def test_subgraph_reading_an_outer_value_produced_later() -> None:
    then = h.make_graph([h.make_node("Neg", ["late"], ["t"])], "then", [], [vi("t")])
    doc = model_doc([h.make_node("If", ["c"], ["o"], then_branch=then, else_branch=then),
                     h.make_node("Relu", ["x"], ["late"])],
                    [vi("x"), vi("c", T.BOOL, [])], [vi("o"), vi("late")])
    problems = check(doc)
    assert {p.rule for p in problems} == {"topological-order"}


# --------------------------------------------------------------------------------------------------
# 4. duplicate initialisers


def test_duplicate_initializer() -> None:
    w = h.make_tensor("w", T.FLOAT, [4], [1.0] * 4)
    doc = model_doc([h.make_node("Add", ["x", "w"], ["z"])], [vi("x")], [vi("z")], initializers=(w, w))
    p = one(doc, "duplicate-initializer")
    assert p.path == "graph.initializer[1].name"
    assert "graph.initializer[0].name" in p.message


@pytest.mark.parametrize("where", ["sparse_initializer", "encoded_initializer"])
def test_duplicate_initializer_across_kinds(where: str) -> None:
    w = h.make_tensor("w", T.FLOAT, [4], [1.0] * 4)
    doc = model_doc([h.make_node("Add", ["x", "w"], ["z"])], [vi("x")], [vi("z")], initializers=(w,))
    if where == "sparse_initializer":
        doc["graph"][where] = [{"values": {"name": "w", "dims": [1], "data_type": "FLOAT", "float_data": [1.0]},
                                "indices": {"name": "i", "dims": [1], "data_type": "INT64", "int64_data": [0]},
                                "dims": [4]}]
        expected = "graph.sparse_initializer[0].values.name"
    else:
        doc["graph"][where] = [{"name": "w"}]
        expected = "graph.encoded_initializer[0].name"
    assert one(doc, "duplicate-initializer").path == expected
    doc["graph"][where][0].get("values", doc["graph"][where][0])["name"] = "w2"
    assert check(doc) == []


# --------------------------------------------------------------------------------------------------
# 5. opset imports


def test_missing_opset() -> None:
    doc = model_doc([h.make_node("Binarizer", ["x"], ["z"], domain="ai.onnx.ml"),
                     h.make_node("Binarizer", ["z"], ["z2"], domain="ai.onnx.ml")], [vi("x")], [vi("z2")])
    p = one(doc, "missing-opset")
    assert p.path == "graph.node[0].domain"
    assert "1 more node" in p.message and '"ai.onnx.ml"' in p.message


def test_opset_import_present_passes() -> None:
    doc = model_doc([h.make_node("Binarizer", ["x"], ["z"], domain="ai.onnx.ml")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "ai.onnx.ml": 3})
    assert check(doc) == []


def test_ai_onnx_and_empty_domain_are_the_same() -> None:
    doc = model_doc([h.make_node("Relu", ["x"], ["a"], domain="ai.onnx"), h.make_node("Neg", ["a"], ["z"])],
                    [vi("x")], [vi("z")], opsets={"ai.onnx": OPSET})
    assert check(doc) == []


def test_function_nodes_use_the_functions_opset_import() -> None:
    f = h.make_function("local", "F", ["a"], ["b"], [h.make_node("Relu", ["a"], ["b"])],
                        opset_imports=[h.make_opsetid("", OPSET)])
    doc = model_doc([h.make_node("F", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(f,))
    assert check(doc) == []
    doc["functions"][0]["opset_import"] = [{"domain": "local", "version": 1}]
    p = one(doc, "missing-opset")
    assert p.path == "functions[0].node[0]"
    assert 'function "F"' in p.message


# --------------------------------------------------------------------------------------------------
# 6. operators


def test_unknown_op_with_hint() -> None:
    doc = model_doc([h.make_node("Cnov", ["x", "w"], ["z"])], [vi("x", shape=[1, 1, 4, 4]), vi("w", shape=[1, 1, 1, 1])],
                    [vi("z")])
    p = one(doc, "unknown-op")
    assert p.path == "graph.node[0].op_type"
    assert 'did you mean "Conv"?' in p.message


def test_op_from_a_newer_opset() -> None:
    doc = model_doc([h.make_node("Gelu", ["x"], ["z"])], [vi("x")], [vi("z")], opsets={"": 17})
    p = one(doc, "unknown-op")
    assert "from opset 20" in p.message and "17" in p.message
    doc["opset_import"][0]["version"] = 20
    assert check(doc) == []


def test_deprecated_op() -> None:
    doc = model_doc([h.make_node("Upsample", ["x", "s"], ["z"])], [vi("x"), vi("s")], [vi("z")], opsets={"": 11})
    assert "deprecated" in one(doc, "unknown-op").message
    doc["opset_import"][0]["version"] = 9
    assert check(doc) == []


def test_ml_domain_ops_are_checked() -> None:
    doc = model_doc([h.make_node("Binarizr", ["x"], ["z"], domain="ai.onnx.ml")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "ai.onnx.ml": 3})
    assert 'did you mean "Binarizer"?' in one(doc, "unknown-op").message


def test_unknown_attribute_with_hint() -> None:
    doc = model_doc([h.make_node("Conv", ["x", "w"], ["z"], kernel_shap=[1, 1])],
                    [vi("x", shape=[1, 1, 4, 4]), vi("w", shape=[1, 1, 1, 1])], [vi("z")])
    p = one(doc, "unknown-attribute")
    assert p.path == "graph.node[0].attribute[0].name"
    assert 'did you mean "kernel_shape"?' in p.message
    doc["graph"]["node"][0]["attribute"][0]["name"] = "kernel_shape"
    assert check(doc) == []


def test_attribute_on_an_op_without_attributes() -> None:
    doc = model_doc([h.make_node("Add", ["x", "y"], ["z"], alpha=1.0)], [vi("x"), vi("y")], [vi("z")])
    assert "has no attributes" in one(doc, "unknown-attribute").message


def test_too_many_inputs() -> None:
    doc = model_doc([h.make_node("Relu", ["x", "y"], ["z"])], [vi("x"), vi("y")], [vi("z")])
    p = one(doc, "input-count")
    assert p.path == "graph.node[0].input"
    assert "2 inputs" in p.message and "exactly 1" in p.message


def test_too_few_inputs() -> None:
    doc = model_doc([h.make_node("Conv", ["x"], ["z"])], [vi("x")], [vi("z")])
    assert "2 to 3" in one(doc, "input-count").message


def test_variadic_inputs_pass() -> None:
    doc = model_doc([h.make_node("Sum", ["x", "x", "x", "x", "x"], ["z"])], [vi("x")], [vi("z")])
    assert check(doc) == []


def test_custom_domain_without_functions_is_not_checked() -> None:
    doc = model_doc([h.make_node("Whatever", ["x", "x", "x"], ["z"], domain="com.vendor", foo=1)],
                    [vi("x")], [vi("z")], opsets={"": OPSET, "com.vendor": 1})
    assert check(doc) == []


def test_local_function_in_the_standard_domain_is_not_an_op() -> None:
    f = h.make_function("", "MyOp", ["a"], ["b"], [h.make_node("Relu", ["a"], ["b"])],
                        opset_imports=[h.make_opsetid("", OPSET)], attributes=["k"])
    doc = model_doc([h.make_node("MyOp", ["x"], ["z"], k=3)], [vi("x")], [vi("z")], functions=(f,))
    assert check(doc) == []


# --------------------------------------------------------------------------------------------------
# 7. functions


def _function(name: str, body_op: str, domain: str = "local") -> onnx.FunctionProto:
    """A function of ``domain`` whose body is one node: a call of local function ``F*`` or a standard op."""
    node = h.make_node(body_op, ["a"], ["b"], domain=domain if body_op.startswith("F") else "")
    return h.make_function(domain, name, ["a"], ["b"], [node],
                           opset_imports=[h.make_opsetid("", OPSET), h.make_opsetid(domain, 1)])


def test_function_call_resolves() -> None:
    doc = model_doc([h.make_node("FA", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(_function("FA", "FB"), _function("FB", "Relu")))
    assert check(doc) == []


def test_unresolved_function() -> None:
    doc = model_doc([h.make_node("FBB", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(_function("FB", "Relu"),))
    p = one(doc, "unresolved-function")
    assert p.path == "graph.node[0].op_type"
    assert 'did you mean "FB"?' in p.message


def test_function_cycle() -> None:
    doc = model_doc([h.make_node("FA", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(_function("FA", "FB"), _function("FB", "FA")))
    p = one(doc, "function-cycle")
    assert p.path == "functions[0]"
    assert "FA → FB → FA" in p.message


def test_function_calling_itself() -> None:
    doc = model_doc([h.make_node("FA", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(_function("FA", "FA"),))
    assert "FA → FA" in one(doc, "function-cycle").message


def test_function_body_dataflow_is_checked() -> None:
    f = h.make_function("local", "F", ["a"], ["b"], [h.make_node("Add", ["a", "q"], ["b"])],
                        opset_imports=[h.make_opsetid("", OPSET)])
    doc = model_doc([h.make_node("F", ["x"], ["z"], domain="local")], [vi("x")], [vi("z")],
                    opsets={"": OPSET, "local": 1}, functions=(f,))
    assert one(doc, "dangling-input").path == "functions[0].node[0].input[1]"


# --------------------------------------------------------------------------------------------------
# 8. persistent bindings


def state_doc(in_type: onnx.TypeProto | None = None, out_type: onnx.TypeProto | None = None,
              bindings: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A model with inputs state, state.cache, x and outputs state_out, state.cache_out, y."""
    in_type = in_type or h.make_tensor_type_proto(T.FLOAT, [4])
    out_type = out_type or in_type
    inputs = [h.make_value_info("state", in_type), vi("state.cache"), vi("x")]
    outputs = [h.make_value_info("state_out", out_type), vi("state.cache_out"), vi("y")]
    nodes = [h.make_node("Identity", ["state"], ["state_out"]), h.make_node("Identity", ["state.cache"],
                                                                             ["state.cache_out"]),
             h.make_node("Identity", ["x"], ["y"])]
    doc = model_doc(nodes, inputs, outputs)
    doc["graph"]["persistent_bindings"] = bindings if bindings is not None else [
        {"input_name": "state", "output_name": "state_out"}]
    return doc


def test_valid_binding_passes() -> None:
    assert check(state_doc()) == []


def test_binding_names_are_literal() -> None:
    doc = state_doc(bindings=[{"input_name": "state.cache", "output_name": "state.cache_out"},
                              {"input_name": "state", "output_name": "state_out"}])
    assert check(doc) == []
    doc["graph"]["input"][1]["name"] = "state\\.cache"  # renamed: "state.cache" no longer exists
    doc["graph"]["node"][1]["input"][0] = "state\\.cache"
    p = one(doc, "binding-unknown-name")
    assert p.path == "graph.persistent_bindings[0].input_name"
    assert 'binding 0 ("state.cache" → "state.cache_out")' in p.message
    assert "literally" in p.message


def test_binding_unknown_name() -> None:
    doc = state_doc(bindings=[{"input_name": "stat", "output_name": "nothing"}])
    problems = check(doc)
    assert [(p.rule, p.path) for p in problems] == [
        ("binding-unknown-name", "graph.persistent_bindings[0].input_name"),
        ("binding-unknown-name", "graph.persistent_bindings[0].output_name")]
    assert 'did you mean "state"?' in problems[0].message


def test_binding_field_path_is_not_a_name() -> None:
    doc = state_doc(bindings=[{"input_name": "state.cache.k", "output_name": "state_out"}])
    assert one(doc, "binding-unknown-name").path.endswith("input_name")


def test_binding_legacy_field() -> None:
    binding: dict[str, Any] = {"input_name": "state", "output_name": "state_out",
                               "$unknown": [{"number": 3, "wire_type": "len", "value": "YQ=="}]}
    doc = state_doc(bindings=[binding])
    # The document is what the codec gives for a binding carrying wire field 3.
    assert onnxjson.to_dict(onnxjson.from_dict(doc), type="ModelProto")["graph"]["persistent_bindings"] == [binding]
    p = one(doc, "binding-legacy-field")
    assert p.path == "graph.persistent_bindings[0].$unknown[0]"
    assert "field 3" in p.message and "binding 0" in p.message
    binding["$unknown"][0]["number"] = 4
    assert one(doc, "binding-legacy-field")
    binding["$unknown"][0]["number"] = 5  # other unknown fields are not this rule's business
    assert check(doc) == []


def test_binding_duplicate() -> None:
    doc = state_doc(bindings=[{"input_name": "state", "output_name": "state_out"},
                              {"input_name": "state", "output_name": "y"}])
    doc["graph"]["output"][2]["type"] = copy.deepcopy(doc["graph"]["output"][0]["type"])
    p = one(doc, "binding-duplicate")
    assert p.path == "graph.persistent_bindings[1].input_name"
    assert "binding 0" in p.message


def test_binding_duplicate_output() -> None:
    doc = state_doc(bindings=[{"input_name": "state", "output_name": "state_out"},
                              {"input_name": "x", "output_name": "state_out"}])
    assert one(doc, "binding-duplicate").path == "graph.persistent_bindings[1].output_name"


def test_binding_in_subgraph() -> None:
    doc = if_doc("x")
    branch = doc["graph"]["node"][0]["attribute"][0]["g"]
    branch["persistent_bindings"] = [{"input_name": "x", "output_name": "t"}]
    p = one(doc, "binding-in-subgraph")
    assert p.path.endswith(".g.persistent_bindings[0]")
    assert 'binding 0 ("x" → "t")' in p.message


def test_binding_string_tensor() -> None:
    t = h.make_tensor_type_proto(T.STRING, [4])
    p = one(state_doc(t), "binding-string")
    assert p.path == "graph.persistent_bindings[0]"
    assert "tensor(string)" in p.message


def test_binding_sequence_of_string() -> None:
    t = h.make_sequence_type_proto(h.make_tensor_type_proto(T.STRING, None))
    assert "sequence element" in one(state_doc(t), "binding-string").message


def test_binding_sequence_and_optional_of_float_pass() -> None:
    seq = h.make_sequence_type_proto(h.make_tensor_type_proto(T.FLOAT, [4]))
    assert check(state_doc(seq)) == []
    assert check(state_doc(h.make_optional_type_proto(seq))) == []


def test_binding_map_with_string_keys() -> None:
    t = h.make_map_type_proto(T.STRING, h.make_tensor_type_proto(T.FLOAT, None))
    assert "string keys" in one(state_doc(t), "binding-string").message


def test_binding_elem_type_mismatch() -> None:
    p = one(state_doc(h.make_tensor_type_proto(T.FLOAT, [4]), h.make_tensor_type_proto(T.FLOAT16, [4])),
            "binding-type")
    assert "FLOAT (input) vs FLOAT16 (output)" in p.message and 'binding 0 ("state" → "state_out")' in p.message


def test_binding_rank_mismatch() -> None:
    p = one(state_doc(h.make_tensor_type_proto(T.FLOAT, [4]), h.make_tensor_type_proto(T.FLOAT, [4, 1])),
            "binding-type")
    assert "rank 1 (input) vs 2 (output)" in p.message


def test_binding_dim_mismatch() -> None:
    p = one(state_doc(h.make_tensor_type_proto(T.FLOAT, [4, 8]), h.make_tensor_type_proto(T.FLOAT, [4, 9])),
            "binding-type")
    assert "dimension 1 is 8 (input) vs 9 (output)" in p.message


def test_binding_symbolic_dim_accepted() -> None:
    doc = state_doc(h.make_tensor_type_proto(T.FLOAT, ["N", 8]), h.make_tensor_type_proto(T.FLOAT, [3, 8]))
    assert check(doc) == []


def test_binding_unknown_rank_accepted() -> None:
    doc = state_doc(h.make_tensor_type_proto(T.FLOAT, None), h.make_tensor_type_proto(T.FLOAT, [3, 8]))
    assert check(doc) == []


def test_binding_sequence_element_mismatch() -> None:
    a = h.make_sequence_type_proto(h.make_tensor_type_proto(T.FLOAT, [4]))
    b = h.make_sequence_type_proto(h.make_tensor_type_proto(T.INT64, [4]))
    assert "sequence element" in one(state_doc(a, b), "binding-type").message


def test_binding_kind_mismatch() -> None:
    a = h.make_sequence_type_proto(h.make_tensor_type_proto(T.FLOAT, [4]))
    assert "a tensor and the output is a sequence" in one(state_doc(None, a), "binding-type").message


def _struct_doc(in_ref: int, out_ref: int, *, string_field: bool = False) -> dict[str, Any]:
    doc = state_doc()
    field = {"tensor_type": {"elem_type": "STRING" if string_field else "FLOAT"}}
    doc["struct_types"] = [
        {"structure": {"field": [{"name": "k", "type": field}]}, "name": "KV", "type_id": 7},
        {"structure": {"field": [{"name": "k", "type": {"tensor_type": {"elem_type": "FLOAT"}}}]},
         "name": "Other", "type_id": 8},
    ]
    doc["graph"]["input"][0]["type"] = {"struct_type": {"type_ref": in_ref}}
    doc["graph"]["output"][0]["type"] = {"struct_type": {"type_ref": out_ref}}
    onnxjson.from_dict(doc)  # the edited document is a buildable one
    return doc


def test_binding_struct_identity_match() -> None:
    assert check(_struct_doc(7, 7)) == []


def test_binding_struct_identity_match_inline_definition() -> None:
    doc = _struct_doc(7, 7)
    doc["graph"]["input"][0]["type"] = {"struct_type": copy.deepcopy(doc["struct_types"][0])}
    assert check(doc) == []


def test_binding_struct_identity_mismatch() -> None:
    p = one(_struct_doc(7, 8), "binding-type")
    assert "catalogue id 7" in p.message and "catalogue id 8" in p.message


def test_binding_struct_unknown_reference() -> None:
    assert "refers to no entry" in one(_struct_doc(7, 9), "binding-type").message


def test_binding_struct_with_string_field() -> None:
    assert 'struct "KV" field "k"' in one(_struct_doc(7, 7, string_field=True), "binding-string").message


# --------------------------------------------------------------------------------------------------
# Other roots, ordering, limits


def test_graph_root() -> None:
    doc = add_doc()["graph"]
    assert check_document(doc, "GraphProto") == []
    doc["node"][0]["input"][1] = "nope"
    problems = check_document(doc, "GraphProto")
    assert [(p.rule, p.path) for p in problems] == [("dangling-input", "node[0].input[1]")]


def test_graph_root_bindings_are_root_bindings() -> None:
    doc = state_doc()["graph"]
    assert check_document(doc, "GraphProto") == []


def test_function_root() -> None:
    f = h.make_function("local", "F", ["a"], ["b"], [h.make_node("Cnov", ["a"], ["b"])],
                        opset_imports=[h.make_opsetid("", OPSET)])
    doc = onnxjson.to_dict(f.SerializeToString(), type="FunctionProto")
    p = check_document(doc, "FunctionProto")
    assert [(x.rule, x.path) for x in p] == [("unknown-op", "node[0].op_type")]


def test_problems_in_document_order_and_limited() -> None:
    nodes = [h.make_node("Add", ["x", f"missing{i}"], [f"a{i}"]) for i in range(30)]
    nodes.append(h.make_node("Cnov", ["x"], ["q"]))
    doc = model_doc(nodes, [vi("x")], [vi("q")])
    doc["graph"]["persistent_bindings"] = [{"input_name": "nope", "output_name": "q"}]
    problems = check(doc, max_problems=1000)
    assert len(problems) == 32
    assert [p.path for p in problems[:2]] == ["graph.node[0].input[1]", "graph.node[1].input[1]"]
    assert problems[30].path == "graph.node[30].op_type"
    assert problems[31].rule == "binding-unknown-name"
    assert check(doc, max_problems=5) == problems[:5]
    assert check(doc) == problems  # deterministic


def test_max_problems_zero() -> None:
    doc = model_doc([h.make_node("Add", ["x", "nope"], ["z"])], [vi("x")], [vi("z")])
    assert check(doc, max_problems=0) == []


def test_cut_short_node_list_gives_the_same_first_problems() -> None:
    nodes = [h.make_node("Binarizer", ["x"], [f"b{i}"], domain="ai.onnx.ml") for i in range(10)]
    nodes += [h.make_node("Add", ["x", f"missing{i}"], [f"a{i}"]) for i in range(10)]
    doc = model_doc(nodes, [vi("x")], [vi("a0")])
    full = check(doc, max_problems=1000)
    assert [p.rule for p in full] == ["missing-opset"] + ["dangling-input"] * 10
    assert "(and 9 more nodes)" in full[0].message
    short = check(doc, max_problems=3)
    assert [(p.rule, p.path) for p in short] == [(p.rule, p.path) for p in full[:3]]
    assert "(and at least" in short[0].message


def test_non_utf8_names_do_not_break_the_checks() -> None:
    doc = add_doc()
    doc["graph"]["input"][1]["name"] = {"$bytes": "/w=="}
    doc["graph"]["node"][0]["input"][1] = {"$bytes": "/w=="}
    doc["graph"]["node"][0]["attribute"] = [{"name": {"$bytes": "/g=="}, "i": 1, "type": "INT"}]
    assert rules(doc) == ["unknown-attribute"]


def test_bindings_in_training_info_graphs() -> None:
    doc = state_doc()
    doc["training_info"] = [{"algorithm": {"name": "algo", "persistent_bindings": [
        {"input_name": "state", "output_name": "state_out"}]}}]
    assert one(doc, "binding-in-subgraph").path == "training_info[0].algorithm.persistent_bindings[0]"


# --------------------------------------------------------------------------------------------------
# The onnx backend test corpus


BACKEND_DATA = os.path.join(os.path.dirname(onnx.__file__), "backend", "test", "data")
BACKEND_MODELS = sorted(glob.glob(os.path.join(BACKEND_DATA, "**", "*.onnx"), recursive=True))
# Models of the corpus that legitimately break a rule (none in the onnx version in use).
BACKEND_EXCEPTIONS: dict[str, str] = {}


@pytest.mark.slow
def test_backend_models_have_no_problems() -> None:
    assert BACKEND_MODELS, f"no models under {BACKEND_DATA}"
    failures = {}
    for path in BACKEND_MODELS:
        name = os.path.relpath(path, BACKEND_DATA)
        if name in BACKEND_EXCEPTIONS:
            continue
        problems = check(onnxjson.to_dict(path))
        if problems:
            failures[name] = [str(p) for p in problems]
    assert failures == {}


# --------------------------------------------------------------------------------------------------
# Speed


def chain_doc(n: int) -> dict[str, Any]:
    """A model of ``n`` Relu/Add nodes in a chain, as a document (built directly: the codec is not timed)."""
    nodes = []
    prev = "x"
    for i in range(n):
        if i % 2:
            nodes.append({"input": [prev, "x"], "output": [f"v{i}"], "name": f"n{i}", "op_type": "Add"})
        else:
            nodes.append({"input": [prev], "output": [f"v{i}"], "name": f"n{i}", "op_type": "Relu"})
        prev = f"v{i}"
    tensor = {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 4}]}}}
    return {"ir_version": 10, "graph": {"node": nodes, "name": "chain",
                                        "input": [{"name": "x", "type": tensor}],
                                        "output": [{"name": prev, "type": tensor}]},
            "opset_import": [{"version": OPSET}]}


def test_chain_model_matches_onnx_helper_form() -> None:
    small = chain_doc(3)
    assert check(onnxjson.to_dict(onnxjson.from_dict(small), type="ModelProto")) == []


@pytest.mark.slow
def test_100k_node_chain() -> None:
    """A 100,000-node chain is checked (its speed is measured by bench/, not here)."""
    doc = chain_doc(100_000)
    assert check(doc) == []
    # A broken copy (every node dangling) still finishes, with the problems capped.
    for node in doc["graph"]["node"]:
        node["input"][0] = "ghost"
    problems = check(doc)
    assert len(problems) == 100 and problems[0].path == "graph.node[0].input[0]"


# -- the operator table ------------------------------------------------------------------------------
@needs_snapshot_onnx
def test_the_operator_table_is_used_with_its_onnx_release() -> None:
    """The checked-in table is taken from the snapshot's onnx release (tests/test_generated.py checks it
    is current) and read when that release is installed."""
    import importlib

    from onnxjson.schema import checks

    module = importlib.import_module(checks.OPS_MODULE)
    assert checks._installed_onnx_version() == onnx.__version__ == module.ONNX_VERSION
    assert checks._ops_table() is module.OPS


def test_the_operator_table_answers_as_onnx_defs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every operator of every domain, at every opset version (and beyond a C int, and below 1),
    and names onnx does not know: the table's answer is onnx.defs' answer."""
    from onnxjson.schema import checks

    lookup = checks._op_info.__wrapped__  # type: ignore[attr-defined]
    versions: dict[str, int] = {}
    names: set[tuple[str, str]] = set()
    for schema in onnx.defs.get_all_schemas_with_history():
        versions[schema.domain] = max(versions.get(schema.domain, 0), schema.since_version)
        names.add((schema.domain, schema.name))
    names |= {("", "Ad"), ("", "add"), ("ai.onnx.ml", "Add"), ("", "LinearClassifier"), ("com.x", "Add")}
    probes = [-1, 0, (1 << 31) - 1, 1 << 31, 1 << 40, 1 << 62]
    ours = {(d, n, v): lookup(d, n, v) for d, n in sorted(names)
            for v in [*range(1, versions.get(d, 1) + 3), *probes]}
    all_ops = checks._all_ops.__wrapped__()  # type: ignore[attr-defined]
    monkeypatch.setattr(checks, "_ops_table", lambda: None)  # onnx.defs itself
    for (d, n, v), info in ours.items():
        assert lookup(d, n, v) == info, (d, n, v)
    assert checks._all_ops.__wrapped__() == all_ops  # type: ignore[attr-defined]
    assert sum(info is not None for info in ours.values()) > 1000


def test_another_onnx_release_is_asked_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    from onnxjson.schema import checks

    checks._ops_table.cache_clear()
    monkeypatch.setattr(checks, "_installed_onnx_version", lambda: "0.0.1")
    try:
        assert checks._ops_table() is None
    finally:
        checks._ops_table.cache_clear()


def test_an_opset_version_beyond_a_c_int_is_checked() -> None:
    """A version onnx.defs cannot take (over 2^31 - 1) finds the latest schema, not a crash."""
    doc = model_doc([h.make_node("Add", ["x", "y"], ["z"], bogus=1)], [vi("x"), vi("y")], [vi("z")])
    doc["opset_import"][0]["version"] = 1 << 40
    problem = one(doc, "unknown-attribute")
    assert "opset 14" in problem.message


def test_repeated_calls_keep_a_bounded_cache_of_operator_lookups() -> None:
    """Lookups of ever new op_types (each an answer, unknown or not), as documents checked one after
    the other in one process make them, leave at most OP_INFO_CACHE answers kept, and a document
    checked again after its lookups were dropped gets the same problems."""
    from onnxjson.schema import checks

    nodes = [h.make_node(f"Op{j}", ["x"], [f"y{j}"]) for j in range(20)] + [h.make_node("Relu", ["x"], ["r"])]
    doc = model_doc(nodes, [vi("x")], [vi("r")])
    first = check_document(doc, max_problems=1000)
    assert len(first) == 20 and {p.rule for p in first} == {"unknown-op"}
    for k in range(checks.OP_INFO_CACHE + 500):
        checks._op_info("", f"Other{k}", OPSET)
    assert checks._op_info.cache_info().currsize == checks.OP_INFO_CACHE
    assert check_document(doc, max_problems=1000) == first


def _attribute_heavy_model(rng: Any) -> dict[str, Any]:
    """A model document whose nodes carry many attributes, most of them wrong in one of the ways the
    attribute loops report (no type, unknown name, wrong type, a repeated name, a value in two
    fields), beside nodes of wrong input counts and missing required attributes."""
    kinds = [lambda j: {},
             lambda j: {"name": f"bogus{j}", "type": "INT", "i": "1"},
             lambda j: {"name": "alpha", "type": "INTS", "ints": ["1"]},
             lambda j: {"name": "alpha", "type": "FLOAT", "f": 0.5},
             lambda j: {"name": "axis", "type": "INT", "i": "1", "f": 1.0},
             lambda j: {"name": f"n{j}"}]
    nodes = []
    for n in range(rng.randint(1, 4)):
        op = rng.choice(["LeakyRelu", "Concat", "Relu", "Gemm"])
        attrs = [rng.choice(kinds)(j) for j in range(rng.randint(0, 40))]
        node = {"op_type": op, "input": ["x"] * rng.randint(0, 3), "output": [f"y{n}"], "attribute": attrs}
        nodes.append(node)
    return {"ir_version": "8", "opset_import": [{"version": "17"}],
            "graph": {"name": "g", "node": nodes,
                      "input": [{"name": "x", "type": {"tensor_type": {"elem_type": "FLOAT"}}}],
                      "output": [{"name": f"y{len(nodes) - 1}", "type": {"tensor_type": {"elem_type": "FLOAT"}}}]}}


@pytest.mark.parametrize("seed_", range(40))
def test_attribute_loops_stop_at_max_problems_with_the_same_first_problems(seed_: int) -> None:
    """A node's attribute loops stop once they alone have given max_problems problems (so that one
    node of 100,000 broken attributes holds max_problems problems, not 200,000): the problems
    reported at every max_problems are the first ones of the uncapped check, in the same order."""
    import random

    rng = random.Random(seed_)
    doc = _attribute_heavy_model(rng)
    whole = check_document(doc, "ModelProto", max_problems=1 << 30, complete=True)
    for k in (1, 2, 3, 5, 10, 50):
        assert check_document(doc, "ModelProto", max_problems=k, complete=True) == whole[:k], k
