"""The generated JSON Schemas: up to date, describing real documents, rejecting broken ones, fast."""

from __future__ import annotations

import copy
import io
import json
import socket
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
import wirebuild as wb
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from onnx import TensorProto, helper, numpy_helper
from seeded import Dict as _Dict
from seeded import Int as _Int
from seeded import Str as _Str
from trees import copy_tree

import onnxjson
from onnxjson import weights
from onnxjson.codec.document import ROOT_TYPES, SCHEMA_BASE, schema_url
from onnxjson.proto import registry
from onnxjson.schema import load_schemas, load_validator, schema_accepts, schema_registry
from onnxjson.schema.generate import (
    DEFS_FILE,
    SCHEMA_ROOTS,
    check_schemas,
    generate_schemas,
    render,
    schema_file,
    write_schemas,
)

REPO = Path(__file__).resolve().parent.parent
SCHEMAS = REPO / "schemas"
BACKEND_DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"
SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"


def errors_of(doc: Any, type_name: str, *, fast: bool = True) -> list[Any]:
    return list(load_validator(type_name, fast=fast).iter_errors(doc))


def error_keys(errors: list[Any]) -> list[tuple[Any, ...]]:
    return sorted((tuple(e.absolute_path), tuple(e.absolute_schema_path), e.validator, e.message)
                  for e in errors)


def assert_valid(doc: dict[str, Any], type_name: str | None = None) -> None:
    type_name = type_name or doc["$onnxjson"]["type"]
    errors = errors_of(doc, type_name)
    assert not errors, best_match(errors)
    # The fast path agrees with plain jsonschema.
    assert not errors_of(doc, type_name, fast=False)


# -- the files ------------------------------------------------------------------------------------
def test_one_schema_per_root_plus_defs() -> None:
    schemas = generate_schemas()
    assert set(ROOT_TYPES) <= set(SCHEMA_ROOTS)
    assert set(registry().messages) == set(SCHEMA_ROOTS)
    assert list(schemas) == [DEFS_FILE, *(schema_file(n) for n in SCHEMA_ROOTS)]
    assert schemas[DEFS_FILE]["$id"] == SCHEMA_BASE + DEFS_FILE
    for name in SCHEMA_ROOTS:
        schema = schemas[schema_file(name)]
        assert schema["$id"] == schema_url(name)
        assert schema["properties"]["$onnxjson"]["properties"]["type"] == {"const": name}
        assert schema["additionalProperties"] is False


def test_schemas_are_valid_draft_2020_12() -> None:
    for schema in generate_schemas().values():
        Draft202012Validator.check_schema(schema)


def test_every_ref_resolves_offline() -> None:
    reg = schema_registry()
    seen = 0

    def walk(node: Any, base: str) -> None:
        nonlocal seen
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str):
                reg.resolver(base).lookup(ref)
                seen += 1
            for value in node.values():
                walk(value, base)
        elif isinstance(node, list):
            for value in node:
                walk(value, base)

    for schema in load_schemas().values():
        walk(schema, schema["$id"])
    assert seen > 100


def test_render_is_deterministic() -> None:
    a = {name: render(s) for name, s in generate_schemas().items()}
    b = {name: render(s) for name, s in generate_schemas().items()}
    assert a == b
    text = a[DEFS_FILE].decode("utf-8")
    assert text.endswith("}\n") and "\n  \"$id\"" in text
    assert "field 8 · repeated OperatorSetIdProto" in text  # ensure_ascii=False


def test_write_and_check(tmp_path: Path) -> None:
    written = write_schemas(tmp_path)
    assert {p.name for p in written} == set(generate_schemas())
    assert check_schemas(tmp_path) == []
    (tmp_path / "ModelProto.schema.json").write_text("{}\n")
    (tmp_path / "TensorProto.schema.json").unlink()
    (tmp_path / "Gone.schema.json").write_text("{}\n")
    (tmp_path / "notes.txt").write_text("not a schema")
    assert check_schemas(tmp_path) == ["ModelProto.schema.json", "TensorProto.schema.json",
                                       "Gone.schema.json"]
    write_schemas(tmp_path)
    assert check_schemas(tmp_path) == []
    assert not (tmp_path / "Gone.schema.json").exists()
    assert (tmp_path / "notes.txt").exists()
    assert check_schemas(tmp_path / "missing") == list(generate_schemas())


def test_write_schemas_replaces_each_file_whole(tmp_path: Path) -> None:
    """A stale schema is replaced by a new file (files.atomic_output), never written into: another
    name of the old file (a hard link) keeps the old bytes, and no temporary file is left behind."""
    folder = tmp_path / "schemas"
    write_schemas(folder)
    (tmp_path / "keep").mkdir()
    for name in generate_schemas():
        (folder / name).write_bytes(b"{}\n")
        (tmp_path / "keep" / name).hardlink_to(folder / name)
    write_schemas(folder)
    assert check_schemas(folder) == []
    assert all((tmp_path / "keep" / name).read_bytes() == b"{}\n" for name in generate_schemas())
    assert sorted(p.name for p in folder.iterdir()) == sorted(generate_schemas())


def test_message_defs_follow_the_descriptors() -> None:
    defs = generate_schemas()[DEFS_FILE]["$defs"]
    reg = registry()
    for name, spec in reg.messages.items():
        props = defs[name]["properties"]
        assert list(props) == [f.name for f in spec.ordered()] + ["$unknown", "$layout"]
        for f in spec.ordered():
            # onnx.proto's documentation (when available) comes first, then ours, in one paragraph.
            description = props[f.name]["description"].rsplit("\n\n", 1)[-1]
            assert description.startswith(f"field {f.number} · "), description
            assert ("onnx-light extension" in description) == f.extension
    for name in reg.enums:
        assert defs[name]["enum"] == list(reg.enums[name].by_name)
        assert "FLOAT (1)" in defs["TensorProto.DataType"]["description"]
    assert defs["ModelProto"]["properties"]["opset_import"]["description"].rsplit("\n\n", 1)[-1] == \
        "field 8 · repeated OperatorSetIdProto"
    # Enum-like int32 fields and enum fields refer to their enum definition.
    assert defs["TensorProto"]["properties"]["data_type"]["then"] == {"$ref": "#/$defs/TensorProto.DataType"}
    assert defs["TypeProto.Map"]["properties"]["key_type"]["then"] == {"$ref": "#/$defs/TensorProto.DataType"}
    assert defs["AttributeProto"]["properties"]["type"]["then"] == \
        {"$ref": "#/$defs/AttributeProto.AttributeType"}
    assert "dependentSchemas" not in defs["AttributeProto"]
    assert "struct_type" in defs["TypeProto"]["dependentSchemas"]


def test_load_validator_names() -> None:
    assert load_validator("onnx.ModelProto").schema["$id"] == schema_url("ModelProto")
    assert load_validator("TypeProto.Tensor").schema["$id"] == schema_url("TypeProto.Tensor")
    assert load_validator("ModelProto") is load_validator("ModelProto")
    plain = load_validator("ModelProto", fast=False)  # Draft 2020-12 that also knows LongText
    assert type(plain).META_SCHEMA == Draft202012Validator.META_SCHEMA
    assert type(plain) is not type(load_validator("ModelProto"))
    with pytest.raises(KeyError):
        load_validator("NoSuchProto")


def test_no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the schemas must not be fetched from the network")

    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    validator = Draft202012Validator(load_schemas()[schema_file("ModelProto")],
                                     registry=schema_registry())
    doc = onnxjson.to_dict(conv_model().SerializeToString())
    assert not list(validator.iter_errors(doc))


# -- real documents validate ----------------------------------------------------------------------
def conv_model() -> onnx.ModelProto:
    w = numpy_helper.from_array(np.arange(8 * 3 * 3 * 3, dtype=np.float32).reshape(8, 3, 3, 3), "w")
    b = numpy_helper.from_array(np.zeros(8, dtype=np.float32), "b")
    shape = numpy_helper.from_array(np.array([1, -1], dtype=np.int64), "shape")
    nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["c"], name="conv", kernel_shape=[3, 3],
                         pads=[1, 1, 1, 1], strides=[1, 1], group=1, auto_pad="NOTSET",
                         doc_string="a convolution"),
        helper.make_node("LeakyRelu", ["c"], ["r"], alpha=0.1),
        helper.make_node("Reshape", ["r", "shape"], ["y"]),
        helper.make_node("Constant", [], ["k"], value=numpy_helper.from_array(
            np.array([np.nan, np.inf, -np.inf, -0.0, 1e-45], dtype=np.float32))),
    ]
    graph = helper.make_graph(
        nodes, "conv",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, 8, 8])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", None])],
        [w, b, shape])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)],
                              producer_name="test")
    helper.set_model_props(model, {"author": "onnxjson"})
    return model


def if_model() -> onnx.ModelProto:
    def branch(name: str, value: float) -> onnx.GraphProto:
        const = helper.make_node("Constant", [], [f"{name}_out"],
                                 value=helper.make_tensor("v", TensorProto.FLOAT, [1], [value]))
        return helper.make_graph([const], name, [],
                                 [helper.make_tensor_value_info(f"{name}_out", TensorProto.FLOAT, [1])])

    node = helper.make_node("If", ["cond"], ["out"], then_branch=branch("then", 1.0),
                            else_branch=branch("else", 2.0))
    graph = helper.make_graph(
        [node], "if",
        [helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, [1])],
        value_info=[helper.make_value_info("seq", helper.make_sequence_type_proto(
            helper.make_tensor_type_proto(TensorProto.FLOAT, [2])))])
    fn = helper.make_function("local", "Twice", ["a"], ["b"],
                              [helper.make_node("Add", ["a", "a"], ["b"])],
                              [helper.make_opsetid("", 17)])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                   helper.make_opsetid("local", 1)],
                             functions=[fn])


def tensors() -> list[onnx.TensorProto]:
    return [
        numpy_helper.from_array(np.random.default_rng(0).random((40, 40)).astype(np.float32), "big"),
        helper.make_tensor("typed", TensorProto.FLOAT, [300], [0.5] * 300),
        helper.make_tensor("i64", TensorProto.INT64, [200], list(range(200))),
        helper.make_tensor("strings", TensorProto.STRING, [2], [b"a", b"\xff\xfe"]),
        helper.make_tensor("bools", TensorProto.BOOL, [3], b"\x01\x00\x01", raw=True),
        helper.make_tensor("f16", TensorProto.FLOAT16, [2], np.array([1, 2], np.float16).tobytes(), raw=True),
        helper.make_tensor("d", TensorProto.DOUBLE, [2], [1.5, float("nan")]),
        helper.make_tensor("u64", TensorProto.UINT64, [2], [0, (1 << 64) - 1]),
    ]


def other_roots() -> list[tuple[str, bytes]]:
    t = numpy_helper.from_array(np.array([1, 2, 3], dtype=np.int32), "t")
    seq = helper.make_sequence("seq", onnx.SequenceProto.TENSOR, [t, t])
    mp = helper.make_map("map", TensorProto.INT64, [1, 2], seq)
    opt = helper.make_optional("opt", onnx.OptionalProto.TENSOR, t)
    sparse = helper.make_sparse_tensor(
        numpy_helper.from_array(np.array([1.0, 2.0], dtype=np.float32), "values"),
        numpy_helper.from_array(np.array([0, 5], dtype=np.int64), "indices"), [10])
    return [("SequenceProto", seq.SerializeToString()), ("MapProto", mp.SerializeToString()),
            ("OptionalProto", opt.SerializeToString()),
            ("SparseTensorProto", sparse.SerializeToString()),
            ("NodeProto", conv_model().graph.node[0].SerializeToString()),
            ("GraphProto", if_model().graph.SerializeToString()),
            ("FunctionProto", if_model().functions[0].SerializeToString()),
            ("AttributeProto", conv_model().graph.node[0].attribute[0].SerializeToString()),
            ("ValueInfoProto", conv_model().graph.input[0].SerializeToString()),
            ("TypeProto", conv_model().graph.input[0].type.SerializeToString()),
            ("TrainingInfoProto", onnx.TrainingInfoProto(
                initialization=if_model().graph).SerializeToString())]


def odd_wire_model() -> bytes:
    """A ModelProto with unknown fields, overlong varints and a repeated singular field.

    (A singular *message* field that occurs twice, the "split" record, is left out: decoding it
    fails at the time of writing; the split form is checked by hand in test_value_forms_accepted.)
    """
    opset = wb.field_string(1, "") + wb.field_varint(2, 17, overlong=2)
    dim = wb.field_varint(1, 4) + wb.field_varint(1, 5)  # dim_value twice: "earlier"
    shape = wb.field_len(1, dim)
    tensor_type = wb.field_varint(1, 1) + wb.field_len(2, shape)
    vi = wb.field_string(1, "x") + wb.field_len(2, wb.field_len(1, tensor_type))
    node = (wb.field_string(1, "x") + wb.field_string(2, "y") + wb.field_string(4, "Relu")
            + wb.field_varint(77, 5) + wb.group(78, wb.field_varint(1, 1))
            + wb.field_fixed32(79, 7) + wb.field_fixed64(80, 9) + wb.field_string(81, b"\x08\x01"))
    graph = (wb.field_len(1, node) + wb.field_string(2, "g") + wb.field_len(11, vi)
             + wb.field_len(12, wb.field_string(1, "y")) + wb.field_string(2, "g2"))
    return (wb.field_varint(1, 10, tag_overlong=1) + wb.field_len(8, opset)
            + wb.field_len(7, graph) + wb.field_varint(5000, 1))


DOCUMENT_CASES = [
    *(f"{m}{v}" for m in ("conv", "if") for v in ("", "-stripped", "-base64", "-sidecar")),
    *(f"tensor-{n}{v}" for n in ("big", "typed", "i64", "strings", "bools", "f16", "d", "u64")
      for v in ("", "-stripped", "-sidecar")),
    "SequenceProto", "MapProto", "OptionalProto", "SparseTensorProto", "NodeProto", "GraphProto",
    "FunctionProto", "AttributeProto", "ValueInfoProto", "TypeProto", "TrainingInfoProto",
    "odd-wire", "odd-wire-decoded",
]


@lru_cache(maxsize=1)
def model_documents() -> dict[str, dict[str, Any]]:
    docs: list[tuple[str, dict[str, Any]]] = []
    for name, model in (("conv", conv_model()), ("if", if_model())):
        data = model.SerializeToString()
        docs.append((name, onnxjson.to_dict(data)))
        docs.append((f"{name}-stripped", onnxjson.to_dict(data, strip_weights=True, strip_threshold=0)))
        docs.append((f"{name}-base64", onnxjson.to_dict(data, values_limit=0)))
        sidecar = onnxjson.to_dict(data, values_limit=0)
        weights.to_sidecar(sidecar, io.BytesIO(), threshold=0, reference="model.bin")
        docs.append((f"{name}-sidecar", sidecar))
    for t in tensors():
        data = t.SerializeToString()
        docs.append((f"tensor-{t.name}", onnxjson.to_dict(data, type="TensorProto")))
        docs.append((f"tensor-{t.name}-stripped",
                     onnxjson.to_dict(data, type="TensorProto", strip_weights=True, strip_threshold=0)))
        sidecar = onnxjson.to_dict(data, type="TensorProto", values_limit=0)
        weights.to_sidecar(sidecar, io.BytesIO(), threshold=0, reference="t.bin")
        docs.append((f"tensor-{t.name}-sidecar", sidecar))
    for type_name, data in other_roots():
        docs.append((type_name, onnxjson.to_dict(data, type=type_name)))
    odd = odd_wire_model()
    docs.append(("odd-wire", onnxjson.to_dict(odd, type="ModelProto")))
    docs.append(("odd-wire-decoded", onnxjson.to_dict(odd, type="ModelProto", decode_unknown=True)))
    return dict(docs)


def onnx_light_document() -> dict[str, Any]:
    """A model using every onnx-light extension, built and dumped again (so it is a real document)."""
    struct = {"name": "pair", "type_id": 7, "structure": {"field": [
        {"name": "a", "type": {"tensor_type": {"elem_type": "FLOAT"}}},
        {"name": "b", "constant": {"data_type": "INT64", "dims": [1], "int64_data": [3]}}]}}
    doc = {
        "$onnxjson": {"format_version": 1, "type": "ModelProto"},
        "ir_version": 10,
        "opset_import": [{"domain": "", "version": 17}],
        "graph": {
            "name": "light",
            "input": [{"name": "state", "type": {"struct_type": {"type_ref": 7}}}],
            "output": [{"name": "state_out", "type": {"tensor_type": {"elem_type": "FLOAT"}}}],
            "encoded_initializer": [
                {"name": "q", "affine": {"storage_type": "INT8", "axis": 0, "block_size": 32,
                                         "scale": {"data_type": "FLOAT", "dims": [1], "float_data": [0.5]}},
                 "raw_data": "AQID", "data_location": "DEFAULT"},
                {"name": "s", "struct_type": {"bit_packing": {"dimension": 2, "component": [
                    {"name": "lo", "bit_width": 4}, {"name": "hi", "bit_width": 4}]}},
                 "raw_data": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"},
            ],
            "persistent_bindings": [{"input_name": "state", "output_name": "state_out"}],
            "paged_cache_initializer": [{"$unknown": [{"number": 1, "wire_type": "varint", "value": 4}]}],
        },
        "struct_types": [struct, {"array": {"dimension": 4, "element_type": {"tensor_type": {
            "elem_type": "UINT8"}}}}],
    }
    return onnxjson.to_dict(onnxjson.from_dict(doc))


def test_onnx_light_extensions_validate() -> None:
    doc = onnx_light_document()
    assert doc["graph"]["persistent_bindings"] == [{"input_name": "state", "output_name": "state_out"}]
    assert_valid(doc)
    stripped = copy.deepcopy(doc)
    weights.strip(stripped, threshold=8)
    assert "sha256" in stripped["graph"]["encoded_initializer"][1]["raw_data"]
    assert_valid(stripped)
    # EncodedValueProto has no data_type, so its raw_data has no readable form.
    stripped["graph"]["encoded_initializer"][1]["raw_data"] = {"values": [1]}
    assert ("additionalProperties" in {e.validator for e in errors_of(stripped, "ModelProto")})
    # Two members of a catalogue oneof.
    both = copy.deepcopy(doc)
    both["graph"]["encoded_initializer"][0]["struct_type"] = {"type_ref": 1}
    assert {(tuple(e.absolute_path), e.validator) for e in errors_of(both, "ModelProto")} >= {
        (("graph", "encoded_initializer", 0, "struct_type"), "type")}
    both = copy.deepcopy(doc)
    both["struct_types"][0]["type_ref"] = 3
    assert {(tuple(e.absolute_path), e.validator) for e in errors_of(both, "ModelProto")} >= {
        (("struct_types", 0, "type_ref"), "type")}


def test_odd_wire_document_has_layout_and_unknown() -> None:
    doc = onnxjson.to_dict(odd_wire_model(), type="ModelProto")
    text = json.dumps(doc)
    for key in ('"$layout"', '"$unknown"', '"earlier"', '"tag"', '"varint"', '"group"'):
        assert key in text, key


def test_document_cases_are_listed() -> None:
    assert list(model_documents()) == DOCUMENT_CASES


@pytest.mark.parametrize("name", DOCUMENT_CASES)
def test_dumped_documents_validate(name: str) -> None:
    doc = copy_tree(model_documents()[name])
    assert_valid(doc)
    # Readable values stay inline, and strings never go to the sidecar.
    inline = ("tensor-bools", "tensor-f16", "tensor-strings-sidecar")
    if name.endswith(("-stripped", "-sidecar")) and not name.startswith(inline):
        assert "sha256" in json.dumps(doc), "nothing was stripped"


def test_onnx_helper_types_validate() -> None:
    doc = onnxjson.to_dict(if_model().SerializeToString())
    seq = doc["graph"]["value_info"][0]["type"]
    assert "sequence_type" in seq
    assert_valid(doc)


def backend_files() -> list[Path]:
    return sorted(BACKEND_DATA.rglob("*.onnx"))


@pytest.mark.slow
def test_onnx_backend_corpus_validates() -> None:
    files = backend_files()
    assert len(files) > 100, f"only {len(files)} .onnx files under {BACKEND_DATA}"
    tensors_checked = 0
    for path in files:
        doc = onnxjson.to_dict(path)
        errors = errors_of(doc, doc["$onnxjson"]["type"])
        assert not errors, f"{path}: {best_match(errors)}"
        stripped = onnxjson.to_dict(path, strip_weights=True, strip_threshold=0)
        errors = errors_of(stripped, stripped["$onnxjson"]["type"])
        assert not errors, f"{path} (stripped): {best_match(errors)}"
        for pb in sorted(path.parent.glob("test_data_set_*/*.pb"))[:2]:
            doc = onnxjson.to_dict(pb)
            errors = errors_of(doc, doc["$onnxjson"]["type"])
            assert not errors, f"{pb}: {best_match(errors)}"
            tensors_checked += 1
    print(f"validated {len(files)} backend models (plain and stripped) and {tensors_checked} .pb files")


# -- broken documents are rejected where they are broken ---------------------------------------
def base_model() -> dict[str, Any]:
    return onnxjson.to_dict(conv_model().SerializeToString(), values_limit=0)


def base_tensor() -> dict[str, Any]:
    raw = np.array([1.0, 2.0], dtype=np.float32).tobytes()
    return onnxjson.to_dict(helper.make_tensor("t", TensorProto.FLOAT, [2], raw, raw=True),
                            type="TensorProto")


Mutation = Callable[[dict[str, Any]], None]


def _set(path: str, value: Any) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        *head, last = [int(p) if p.isdigit() else p for p in path.split("/")]
        node: Any = doc
        for part in head:
            node = node[part]
        node[last] = value

    return mutate


def _both_type_members(doc: dict[str, Any]) -> None:
    doc["graph"]["input"][0]["type"]["sequence_type"] = {"elem_type": {"tensor_type": {"elem_type": "FLOAT"}}}


BROKEN: list[tuple[str, str, Mutation, tuple[Any, ...], str]] = [
    # (case, root type, mutation, expected error path, expected keyword)
    ("unknown key", "ModelProto", _set("graph/node/0/op_tpye", "Conv"), ("graph", "node", 0),
     "additionalProperties"),
    ("wrong type", "ModelProto", _set("ir_version", "x"), ("ir_version",), "type"),
    ("bad enum name", "ModelProto", _set("graph/initializer/0/data_type", "FLAOT"),
     ("graph", "initializer", 0, "data_type"), "enum"),
    ("bad attribute type", "ModelProto", _set("graph/node/0/attribute/0/type", "INTZ"),
     ("graph", "node", 0, "attribute", 0, "type"), "enum"),
    ("int32 out of range", "ModelProto", _set("graph/input/0/type/tensor_type/elem_type", 1 << 31),
     ("graph", "input", 0, "type", "tensor_type", "elem_type"), "maximum"),
    ("int64 out of range", "ModelProto", _set("graph/initializer/0/dims/0", 1 << 63),
     ("graph", "initializer", 0, "dims", 0), "maximum"),
    ("uint64 negative", "TensorProto", _set("uint64_data", [-1]), ("uint64_data", 0), "minimum"),
    ("bool as number", "ModelProto", _set("ir_version", True), ("ir_version",), "type"),
    ("bad float string", "ModelProto", _set("graph/node/1/attribute/0/f", "nan"),
     ("graph", "node", 1, "attribute", 0, "f"), "pattern"),
    ("bad base64", "ModelProto", _set("graph/initializer/0/raw_data", "AAAA@@@="),
     ("graph", "initializer", 0, "raw_data"), "pattern"),
    ("bad $bytes", "ModelProto", _set("producer_name", {"$bytes": "%%"}),
     ("producer_name", "$bytes"), "pattern"),
    ("oneof conflict", "ModelProto", _both_type_members,
     ("graph", "input", 0, "type", "sequence_type"), "type"),
    ("oneof conflict in a dimension", "ModelProto",
     _set("graph/input/0/type/tensor_type/shape/dim/0/dim_value", 1),
     ("graph", "input", 0, "type", "tensor_type", "shape", "dim", 0, "dim_param"), "type"),
    ("bad layout run", "ModelProto", _set("$layout", {"runs": ["1", "8y3"]}), ("$layout", "runs", 1),
     "pattern"),
    ("layout without runs", "ModelProto", _set("graph/$layout", {"tag": {"0.0": "8801"}}),
     ("graph", "$layout"), "required"),
    ("bad layout key", "ModelProto", _set("$layout", {"runs": ["1"], "varint": {"a": "80"}}),
     ("$layout", "varint"), "pattern"),
    ("bad layout hex", "ModelProto", _set("$layout", {"runs": ["1"], "tag": {"0.0": "8g"}}),
     ("$layout", "tag", "0.0"), "pattern"),
    ("bad split digest", "ModelProto",
     _set("$layout", {"runs": ["7x2"], "split": {"7": {"lengths": [1, 2], "sha256": "00"}}}),
     ("$layout", "split", "7", "sha256"), "pattern"),
    ("bad wire type", "ModelProto", _set("$unknown", [{"number": 9, "wire_type": "fixed32", "value": 1}]),
     ("$unknown", 0, "wire_type"), "enum"),
    ("unknown field number 0", "ModelProto", _set("$unknown", [{"number": 0, "wire_type": "varint",
                                                              "value": 1}]),
     ("$unknown", 0, "number"), "minimum"),
    ("varint too big", "ModelProto", _set("$unknown", [{"number": 9, "wire_type": "varint",
                                                       "value": 1 << 64}]),
     ("$unknown", 0, "value"), "maximum"),
    ("extra key in unknown entry", "ModelProto",
     _set("$unknown", [{"number": 9, "wire_type": "i32", "value": 1, "bits": 3}]),
     ("$unknown", 0), "additionalProperties"),
    ("format_version as string", "ModelProto", _set("$onnxjson/format_version", "1"),
     ("$onnxjson", "format_version"), "type"),
    ("extra key in envelope", "ModelProto", _set("$onnxjson/compressed", True), ("$onnxjson",),
     "additionalProperties"),
    ("envelope of another type", "ModelProto", _set("$onnxjson/type", "TensorProto"),
     ("$onnxjson", "type"), "const"),
    ("sidecar not a string", "ModelProto", _set("$onnxjson/weights", {"sidecar": 3}),
     ("$onnxjson", "weights", "sidecar"), "type"),
    ("readable values with a non-number", "TensorProto", _set("raw_data", {"values": [1, "one"]}),
     ("raw_data", "values", 1), "pattern"),
    ("readable values with null", "TensorProto", _set("raw_data", {"values": [None]}),
     ("raw_data", "values", 0), "type"),
    ("placeholder with non-hex sha256", "TensorProto", _set("raw_data", {"size": 8, "sha256": "x" * 64}),
     ("raw_data", "sha256"), "pattern"),
    ("placeholder with a negative offset", "TensorProto",
     _set("raw_data", {"offset": -64, "size": 8, "sha256": SHA}), ("raw_data", "offset"), "minimum"),
    ("typed placeholder without count", "TensorProto", _set("float_data", {"size": 8, "sha256": SHA}),
     ("float_data",), "required"),
    ("repeated field not an array", "ModelProto", _set("graph/node/0/input", "x"),
     ("graph", "node", 0, "input"), "type"),
    ("null inside an array", "ModelProto", _set("graph/node/0/input/0", None),
     ("graph", "node", 0, "input", 0), "type"),
    ("message as a string", "ModelProto", _set("graph/input/0/type", "float"),
     ("graph", "input", 0, "type"), "type"),
    ("no envelope", "ModelProto", lambda doc: doc.pop("$onnxjson"), (), "required"),
    ("unknown key in an extension", "ModelProto",
     _set("graph/persistent_bindings", [{"input_name": "x", "output": "y"}]),
     ("graph", "persistent_bindings", 0), "additionalProperties"),
]


@pytest.mark.parametrize(("case", "root", "mutate", "path", "keyword"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_documents_are_rejected(case: str, root: str, mutate: Mutation, path: tuple[Any, ...],
                                       keyword: str) -> None:
    doc = base_model() if root == "ModelProto" else base_tensor()
    assert_valid(doc)
    mutate(doc)
    errors = errors_of(doc, root)
    found = {(tuple(e.absolute_path), e.validator) for e in errors}
    assert (path, keyword) in found, f"{case}: got {sorted(found, key=str)}"
    best = best_match(errors_of(doc, root))
    assert best is not None
    assert error_keys(errors) == error_keys(errors_of(doc, root, fast=False))


def _locations(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(node, dict):
        for key, value in node.items():
            out.extend(_locations(value, (*path, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out.extend(_locations(value, (*path, index)))
    return out


ODD_VALUES: list[Any] = [None, "x", "NaN", "FLOAT", -1, 1 << 64, 1.5, 2.0, True, {}, [], [None], {"values": [1]},
                         {"size": 1, "sha256": SHA}, {"$bytes": "AA=="}]


def test_fast_path_gives_the_same_errors_as_jsonschema() -> None:
    import random

    rng = random.Random(1234)
    docs = [("ModelProto", base_model()), ("TensorProto", base_tensor()),
            ("ModelProto", copy.deepcopy(model_documents()["odd-wire"])),
            ("ModelProto", copy.deepcopy(model_documents()["if-stripped"]))]
    checked = 0
    for root, doc in docs:
        locations = _locations(doc)
        for path in rng.sample(locations, min(len(locations), 120)):
            broken = copy_tree(doc)
            node: Any = broken
            for part in path[:-1]:
                node = node[part]
            node[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
            fast = error_keys(errors_of(broken, root))
            stock = error_keys(errors_of(broken, root, fast=False))
            assert fast == stock, path
            assert schema_accepts(root, broken) == (not stock), path  # build's shortcut for valid documents
            checked += 1
    assert checked > 300
    assert schema_accepts("ModelProto", base_model()) and schema_accepts("TensorProto", base_tensor())


def test_the_checks_decide_json_types_as_jsonschema_does() -> None:
    """The generated checks' type test, decided for exact types without jsonschema, is its checker's."""
    from onnxjson import schema
    from onnxjson.codec.values import LongText

    checker = schema._base_validator_class().TYPE_CHECKER
    values = [*ODD_VALUES, 0, -0.0, 3.0, 2.5, float("inf"), float("nan"), 1e300, False, "", [1, "a"],
              LongText(b'"abc"', 1, 4), _Str("s"), _Int(3), _Dict(a=1), b"bytes", (1,)]
    names = ("object", "array", "string", "boolean", "null", "integer", "number")
    for value in values:
        for k in range(1, 3):
            for chosen in [names[i:i + k] for i in range(len(names))]:
                assert schema._is_type(value, chosen) == any(checker.is_type(value, n) for n in chosen), \
                    (value, chosen)


def test_best_match_points_at_the_mistake() -> None:
    doc = base_model()
    doc["graph"]["initializer"][0]["data_type"] = "FLAOT"
    best = best_match(errors_of(doc, "ModelProto"))
    assert best is not None
    assert list(best.absolute_path) == ["graph", "initializer", 0, "data_type"]
    assert best.validator == "enum"


def test_null_means_absent() -> None:
    doc = base_model()
    doc["doc_string"] = None
    doc["graph"]["node"][0]["attribute"] = None
    doc["graph"]["$layout"] = None
    doc["graph"]["$unknown"] = None
    tt = doc["graph"]["input"][0]["type"]
    tt["sequence_type"] = None  # a null member of the oneof is absent
    tt["struct_type"] = None
    dim = tt["tensor_type"]["shape"]["dim"][0]
    dim["dim_value"] = None
    assert "dim_param" in dim
    assert_valid(doc)
    tt["sequence_type"] = tt.pop("tensor_type")
    tt["sequence_type"] = {"elem_type": {"tensor_type": {"elem_type": 1}}}
    tt["tensor_type"] = None
    assert_valid(doc)


def test_value_forms_accepted() -> None:
    doc = base_tensor()
    doc["float_data"] = [1, 2.5, "NaN", "Infinity", "-Infinity", "NaN(0x7fc00001)", -0.0]
    doc["raw_data"] = {"values": [True, 1, "NaN(0x7e00)"]}
    doc["data_type"] = 999  # a number with no name stays a number
    doc["name"] = {"$bytes": "_-8="}  # url-safe base64
    doc["string_data"] = {"count": 2, "size": 3, "sha256": SHA.upper()}
    doc["$unknown"] = [
        {"number": 1005, "wire_type": "varint", "value": 7, "tag": "e83e", "raw": "8700"},
        {"number": 77, "wire_type": "len", "value": "aGVsbG8", "len": "8500"},
        {"number": 78, "wire_type": "len", "value": [{"number": 1, "wire_type": "i32", "value": 4294967295}]},
        {"number": 12, "wire_type": "group", "value": [], "end_tag": "e400"},
        {"number": (1 << 29) - 1, "wire_type": "i64", "value": (1 << 64) - 1},
    ]
    doc["$layout"] = {"runs": ["1p0", "2", "?x5", "4x3"], "len": {"0": "8000"},
                      "earlier": {"2": ["01", "0280"]}, "end": {"0": "0c"},
                      "split": {"3": {"lengths": [2, 0], "sha256": SHA}}}
    assert_valid(doc, "TensorProto")


# -- speed ------------------------------------------------------------------------------------------
def big_model(nodes: int) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    inits, node_list, value_info = [], [], []
    prev = "x"
    for i in range(nodes // 2):
        inits.append(numpy_helper.from_array(rng.random((16, 16)).astype(np.float32), f"w{i}"))
        node_list.append(helper.make_node("MatMul", [prev, f"w{i}"], [f"m{i}"], name=f"mm{i}"))
        node_list.append(helper.make_node("LeakyRelu", [f"m{i}"], [f"h{i}"], name=f"act{i}", alpha=0.1))
        value_info.append(helper.make_tensor_value_info(f"h{i}", TensorProto.FLOAT, ["N", 16]))
        prev = f"h{i}"
    graph = helper.make_graph(node_list, "big",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 16])],
                              [helper.make_tensor_value_info(prev, TensorProto.FLOAT, ["N", 16])],
                              inits, value_info=value_info)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def _best_time(fn: Callable[[], Any], runs: int = 3) -> tuple[float, Any]:
    best, result = float("inf"), None
    for _ in range(runs):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def test_validating_a_2000_node_document() -> None:
    # Its speed is measured by bench/ (well under a second; plain jsonschema takes 1-3 s).
    doc = onnxjson.to_dict(big_model(2000).SerializeToString(), strip_weights=True)
    assert len(doc["graph"]["node"]) == 2000
    validator = load_validator("ModelProto")
    elapsed, errors = _best_time(lambda: list(validator.iter_errors(doc)))
    assert not errors
    print(f"validating 2,000 nodes took {elapsed:.2f} s")  # speed is checked by bench/, not here
    broken = copy.deepcopy(doc)
    broken["graph"]["node"][1999]["op_tpye"] = "Relu"
    elapsed, errors = _best_time(lambda: list(validator.iter_errors(broken)))
    assert [list(e.absolute_path) for e in errors] == [["graph", "node", 1999]]
    print(f"finding one error in 2,000 nodes took {elapsed:.2f} s")


def test_the_checks_bound_numbers_as_jsonschema_does() -> None:
    """minimum / maximum: int and float told by their type, bool never a number, other Numbers
    (Decimal, Fraction, subclasses) and non-numbers as jsonschema's keywords decide them."""
    import decimal
    import fractions

    from jsonschema import Draft202012Validator

    from onnxjson import schema

    bounded = {"$id": "https://example.invalid/bounded.schema.json", "minimum": 2, "maximum": 10}
    compiled = schema._SourceCompiler({"bounded.schema.json": bounded})
    namespace: dict[str, Any] = {}  # compiled here: the package compiles no checks at run time
    exec(compile(compiled.source(), "<bounded>", "exec"), namespace)
    namespace.update(schema._HELPERS)
    check = compiled.bind(namespace)[id(bounded)]
    values = [*ODD_VALUES, 0, -1, -2, 10, 11, -1.0, -1.5, 10.0, 10.5, 0.5, 0.25, 99, 100, float("inf"),
              float("-inf"), float("nan"), False, True, _Int(-3), _Int(3), _Str("x"),
              decimal.Decimal("-2"), decimal.Decimal("3"), fractions.Fraction(-3, 2), fractions.Fraction(1, 2)]
    for value in values:
        assert check(value) == Draft202012Validator(bounded).is_valid(value), value
