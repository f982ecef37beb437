"""One focused test per encoding case of the codec (docs/FORMAT.md sections 3, 4, 5).

Every test builds protobuf bytes (by hand with :mod:`wirebuild`, or from onnx.helper models),
checks what the document shows, and checks that ``from_dict(to_dict(b)) == b`` both on the dict and
through a JSON text round trip (``json.loads(json.dumps(doc))``).
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import math
import random
import struct
import sys
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import onnx
import pytest
from google.protobuf.message import DecodeError
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson.options import DEFAULTS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from readers import READERS, build_text
from wirebuild import (
    EGROUP,
    I32,
    LEN,
    SGROUP,
    VARINT,
    f32,
    field_fixed32,
    field_fixed64,
    field_float,
    field_len,
    field_string,
    field_varint,
    group,
    tag,
    u32,
    u64,
    varint,
    varint32,
)

# -- helpers --------------------------------------------------------------------------------------


def roundtrip(data: bytes, **kwargs: Any) -> dict[str, Any]:
    """Dump ``data``; assert it rebuilds bit-exactly from the dict and from JSON text."""
    doc = onnxjson.to_dict(data, **kwargs)
    assert onnxjson.from_dict(doc) == data, "dict round trip is not bit-exact"
    text = json.dumps(doc, allow_nan=False)  # specials must be strings, never bare NaN
    assert onnxjson.from_dict(json.loads(text)) == data, "JSON text round trip is not bit-exact"
    document = onnxjson.dumps(data, **kwargs).encode()
    for mode in READERS:  # what dump writes, built as build builds it, by both document readers
        assert build_text(document, mode) == data, f"build through the {mode} reader is not bit-exact"
    return doc


def via_json(doc: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(doc, allow_nan=False))


def walk(value: Any, path: str = "$"):
    """Yield (path, dict) for every object in a document."""
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            yield from walk(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from walk(v, f"{path}[{i}]")


def paths_with(doc: dict[str, Any], key: str) -> list[str]:
    return [p for p, d in walk(doc) if key in d]


def strip_layout(doc: Any) -> Any:
    """A copy of the document with every $layout removed (asks for canonical encoding)."""
    if isinstance(doc, dict):
        return {k: strip_layout(v) for k, v in doc.items() if k != "$layout"}
    if isinstance(doc, list):
        return [strip_layout(v) for v in doc]
    return doc


def assert_same_content_as_protobuf(doc: dict[str, Any], data: bytes, cls: type = onnx.ModelProto) -> None:
    """What the document shows is what protobuf parses: canonical rebuild == protobuf re-serialization."""
    assert onnxjson.from_dict(strip_layout(doc)) == cls.FromString(data).SerializeToString()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


# Hand-built ONNX pieces. Field numbers from onnx.proto.
IR = field_varint(1, 8)  # ModelProto.ir_version
OPSET = field_len(8, field_varint(2, 17))  # ModelProto.opset_import { version: 17 }


def node_bytes(name: str = "n0", op: str = "Relu", inputs: tuple[str, ...] = ("x",),
               outputs: tuple[str, ...] = ("y",), attrs: tuple[bytes, ...] = ()) -> bytes:
    return (b"".join(field_string(1, i) for i in inputs) + b"".join(field_string(2, o) for o in outputs)
            + field_string(3, name) + field_string(4, op) + b"".join(field_len(5, a) for a in attrs))


def graph_bytes(*nodes: bytes, name: str = "g", extra: bytes = b"") -> bytes:
    return b"".join(field_len(1, n) for n in nodes) + field_string(2, name) + extra


def model_bytes(graph: bytes) -> bytes:
    return IR + field_len(7, graph) + OPSET


def attr_float(name: str, value: float) -> bytes:  # AttributeProto {name, f, type: FLOAT}
    return field_string(1, name) + field_float(2, value) + field_varint(20, 1)


def tensor_doc_type(data: bytes, **kwargs: Any) -> dict[str, Any]:
    return roundtrip(data, type="TensorProto", **kwargs)


# -- canonical input ----------------------------------------------------------------------------


def test_canonical_model_has_no_layout_and_no_unknown(rich_model: onnx.ModelProto) -> None:
    data = rich_model.SerializeToString()
    doc = roundtrip(data)
    assert doc["$onnxjson"] == {"format_version": 1, "type": "ModelProto"}
    assert paths_with(doc, "$layout") == []
    assert paths_with(doc, "$unknown") == []
    # Keys follow field-number order, $-keys first only for the envelope.
    assert [k for k in doc if not k.startswith("$")] == [
        "ir_version", "producer_name", "producer_version", "model_version", "doc_string", "graph",
        "opset_import", "metadata_props", "functions"]


def test_hand_built_canonical_model_has_no_layout() -> None:
    data = model_bytes(graph_bytes(node_bytes(attrs=(attr_float("alpha", 0.5),))))
    doc = roundtrip(data)
    assert paths_with(doc, "$layout") == [] and paths_with(doc, "$unknown") == []
    assert data == onnx.ModelProto.FromString(data).SerializeToString()


# -- unknown fields ----------------------------------------------------------------------------

UNKNOWN_FIELDS = {
    "varint": (field_varint(1500, 7), {"number": 1500, "wire_type": "varint", "value": 7}),
    "varint_max": (field_varint(1501, 2**64 - 1),
                   {"number": 1501, "wire_type": "varint", "value": 18446744073709551615}),
    "i64": (field_fixed64(1502, 4607182418800017408),
            {"number": 1502, "wire_type": "i64", "value": 4607182418800017408}),
    "len": (field_len(1503, b"hello"), {"number": 1503, "wire_type": "len", "value": "aGVsbG8="}),
    "len_empty": (field_len(1504, b""), {"number": 1504, "wire_type": "len", "value": ""}),
    "group": (group(1505, field_varint(1, 1)),
              {"number": 1505, "wire_type": "group",
               "value": [{"number": 1, "wire_type": "varint", "value": 1}]}),
    "group_nested": (
        group(1506, field_varint(1, 1) + group(2, field_fixed32(3, 5) + group(4, b"")) + field_len(5, b"\x00")),
        {"number": 1506, "wire_type": "group", "value": [
            {"number": 1, "wire_type": "varint", "value": 1},
            {"number": 2, "wire_type": "group", "value": [
                {"number": 3, "wire_type": "i32", "value": 5},
                {"number": 4, "wire_type": "group", "value": []},
            ]},
            {"number": 5, "wire_type": "len", "value": "AA=="},
        ]}),
    "group_empty": (group(1508, b""), {"number": 1508, "wire_type": "group", "value": []}),
    "i32": (field_fixed32(1507, 1065353216), {"number": 1507, "wire_type": "i32", "value": 1065353216}),
}


def _ctx_model(msg: bytes) -> bytes:
    return msg


def _ctx_attribute(msg: bytes) -> bytes:
    node = field_string(1, "x") + field_string(2, "y") + field_string(4, "LeakyRelu") + field_len(5, msg)
    return model_bytes(graph_bytes(node))


def _ctx_dim(msg: bytes) -> bytes:
    shape = field_len(1, msg)  # TensorShapeProto.dim
    tensor_type = field_varint(1, 1) + field_len(2, shape)  # TypeProto.Tensor {elem_type, shape}
    value_info = field_string(1, "x") + field_len(2, field_len(1, tensor_type))  # {name, type{tensor_type}}
    return model_bytes(graph_bytes(node_bytes(), extra=field_len(11, value_info)))


# name -> (pieces of the message in canonical order as (run, bytes), wrap, access)
CONTEXTS = {
    "top_level": (
        [("1", IR), ("7", field_len(7, graph_bytes(node_bytes()))), ("8", OPSET)],
        _ctx_model, lambda d: d),
    "node_attribute": (
        [("1", field_string(1, "alpha")), ("2", field_float(2, 0.5)), ("20", field_varint(20, 1))],
        _ctx_attribute, lambda d: d["graph"]["node"][0]["attribute"][0]),
    "deep_dimension": (
        [("1", field_varint(1, 3)), ("3", field_string(3, "DATA_BATCH"))],
        _ctx_dim, lambda d: d["graph"]["input"][0]["type"]["tensor_type"]["shape"]["dim"][0]),
}


@pytest.mark.parametrize("kind", list(UNKNOWN_FIELDS))
@pytest.mark.parametrize("position", ["start", "middle", "end"])
@pytest.mark.parametrize("context", list(CONTEXTS))
def test_unknown_field(kind: str, position: str, context: str) -> None:
    raw, entry = UNKNOWN_FIELDS[kind]
    pieces, wrap, access = CONTEXTS[context]
    runs = [r for r, _ in pieces]
    parts = [b for _, b in pieces]
    at = {"start": 0, "middle": 1, "end": len(parts)}[position]
    msg = b"".join(parts[:at]) + raw + b"".join(parts[at:])
    data = wrap(msg)
    doc = roundtrip(data, type="ModelProto")
    target = access(doc)
    assert target["$unknown"] == [entry]
    assert len(paths_with(doc, "$unknown")) == 1  # only there
    if position == "end":
        assert "$layout" not in target  # unknown fields last is canonical
    else:
        assert target["$layout"] == {"runs": [*runs[:at], "?", *runs[at:]]}
    assert len(paths_with(doc, "$layout")) == (0 if position == "end" else 1)
    # The known fields are unaffected.
    if context == "node_attribute":
        assert (target["name"], target["f"], target["type"]) == ("alpha", 0.5, "FLOAT")
    if context == "deep_dimension":
        assert (target["dim_value"], target["denotation"]) == (3, "DATA_BATCH")
    assert_same_content_as_protobuf(doc, data)


def test_model_with_nested_unknown_field_is_inferred_as_model() -> None:
    attr = field_string(1, "alpha") + field_float(2, 0.5) + field_varint(20, 1) + field_varint(1500, 7)
    data = _ctx_attribute(attr)
    doc = roundtrip(data)
    assert doc["$onnxjson"]["type"] == "ModelProto"
    assert doc["graph"]["node"][0]["attribute"][0]["$unknown"] == [UNKNOWN_FIELDS["varint"][1]]


def test_several_unknown_runs_keep_wire_order() -> None:
    a, ea = UNKNOWN_FIELDS["varint"]
    b, eb = UNKNOWN_FIELDS["group_nested"]
    c, ec = UNKNOWN_FIELDS["i32"]
    d_, ed = UNKNOWN_FIELDS["len"]
    data = a + IR + b + c + field_len(7, graph_bytes(node_bytes())) + OPSET + d_
    doc = roundtrip(data, type="ModelProto")
    assert doc["$unknown"] == [ea, eb, ec, ed]
    assert doc["$layout"] == {"runs": ["?", "1", "?x2", "7", "8", "?"]}
    assert_same_content_as_protobuf(doc, data)


def test_unknown_fields_at_several_depths_at_once() -> None:
    attr = field_string(1, "alpha") + field_varint(1600, 1) + field_float(2, 0.5) + field_varint(20, 1)
    node = field_string(1, "x") + field_string(2, "y") + field_string(4, "LeakyRelu") + field_len(5, attr) \
        + field_fixed32(1601, 2)
    graph = field_len(1, node) + field_fixed64(1602, 3) + field_string(2, "g")
    data = IR + field_len(7, graph) + OPSET + group(1603, b"")
    doc = roundtrip(data, type="ModelProto")
    assert sorted(paths_with(doc, "$unknown")) == sorted([
        "$", "$.graph", "$.graph.node[0]", "$.graph.node[0].attribute[0]"])
    assert doc["graph"]["node"][0]["attribute"][0]["$unknown"] == [
        {"number": 1600, "wire_type": "varint", "value": 1}]
    assert doc["graph"]["node"][0]["attribute"][0]["$layout"] == {"runs": ["1", "?", "2", "20"]}
    assert doc["graph"]["$layout"] == {"runs": ["1", "?", "2"]}
    assert "$layout" not in doc["graph"]["node"][0] and "$layout" not in doc
    assert_same_content_as_protobuf(doc, data)


@pytest.mark.parametrize("data, entry", [
    # ModelProto.graph (7) sent as a varint
    (IR + field_varint(7, 3) + OPSET, {"number": 7, "wire_type": "varint", "value": 3}),
    # ModelProto.ir_version (1) sent as an i32
    (field_fixed32(1, 8) + OPSET, {"number": 1, "wire_type": "i32", "value": 8}),
    # ModelProto.opset_import (8, a message) sent as a group
    (IR + group(8, field_varint(2, 17)),
     {"number": 8, "wire_type": "group", "value": [{"number": 2, "wire_type": "varint", "value": 17}]}),
], ids=["message_as_varint", "int64_as_i32", "message_as_group"])
def test_known_field_with_wrong_wire_type_is_unknown(data: bytes, entry: dict[str, Any]) -> None:
    doc = roundtrip(data, type="ModelProto")
    assert doc["$unknown"] == [entry]
    assert_same_content_as_protobuf(doc, data)


def test_wrong_wire_type_for_packed_float_data_is_unknown() -> None:
    # TensorProto.float_data (4) as an i64 value: neither float nor packed.
    data = field_varint(2, 1) + field_fixed64(4, 1)
    doc = tensor_doc_type(data)
    assert "float_data" not in doc
    assert doc["$unknown"] == [{"number": 4, "wire_type": "i64", "value": 1}]


@pytest.mark.parametrize("raw, entry", [
    (tag(1500, VARINT, overlong=1) + varint(7),
     {"number": 1500, "wire_type": "varint", "value": 7, "tag": tag(1500, VARINT, 1).hex()}),
    (field_varint(1500, 7, overlong=2),
     {"number": 1500, "wire_type": "varint", "value": 7, "raw": "878000"}),
    (field_len(1503, b"hi", overlong_len=1),
     {"number": 1503, "wire_type": "len", "value": "aGk=", "len": "8200"}),
    (tag(1505, SGROUP) + field_varint(1, 1) + tag(1505, EGROUP, overlong=1),
     {"number": 1505, "wire_type": "group", "value": [{"number": 1, "wire_type": "varint", "value": 1}],
      "end_tag": tag(1505, EGROUP, 1).hex()}),
    (tag(1505, SGROUP, overlong=2) + field_varint(1, 1, tag_overlong=1) + tag(1505, EGROUP),
     {"number": 1505, "wire_type": "group", "tag": tag(1505, SGROUP, 2).hex(),
      "value": [{"number": 1, "wire_type": "varint", "value": 1, "tag": "8800"}]}),
], ids=["tag", "raw_value", "len", "end_tag", "group_start_tag_and_inner_tag"])
def test_unknown_field_raw_forms(raw: bytes, entry: dict[str, Any]) -> None:
    data = IR + field_len(7, graph_bytes(node_bytes())) + OPSET + raw
    doc = roundtrip(data, type="ModelProto")
    assert doc["$unknown"] == [entry]
    assert "$layout" not in doc


def test_decode_unknown_shows_nested_entries_and_rebuilds() -> None:
    nested = field_varint(1, 150) + field_string(2, "x")
    data = IR + OPSET + field_len(1503, nested) + field_len(1504, b"hello")
    doc = roundtrip(data, type="ModelProto", decode_unknown=True)
    assert doc["$unknown"] == [
        {"number": 1503, "wire_type": "len", "value": [
            {"number": 1, "wire_type": "varint", "value": 150},
            {"number": 2, "wire_type": "len", "value": "eA=="}]},
        {"number": 1504, "wire_type": "len", "value": "aGVsbG8="},  # not protobuf: stays base64
    ]


# -- layout: order, runs, packing ------------------------------------------------------------------


def test_fields_out_of_number_order() -> None:
    graph = field_len(7, graph_bytes(node_bytes()))
    data = OPSET + IR + graph
    doc = roundtrip(data)
    assert doc["$layout"] == {"runs": ["8", "1", "7"]}
    # The document still lists fields in field-number order.
    assert [k for k in doc if not k.startswith("$")] == ["ir_version", "graph", "opset_import"]
    assert "$layout" not in doc["graph"]
    assert_same_content_as_protobuf(doc, data)


def test_repeated_field_split_into_non_adjacent_runs() -> None:
    graph = field_len(1, node_bytes("n0")) + field_string(2, "g") + field_len(1, node_bytes("n1")) \
        + field_len(1, node_bytes("n2"))
    data = model_bytes(graph)
    doc = roundtrip(data)
    assert [n["name"] for n in doc["graph"]["node"]] == ["n0", "n1", "n2"]
    assert doc["graph"]["$layout"] == {"runs": ["1", "2", "1x2"]}
    assert_same_content_as_protobuf(doc, data)


def test_packed_encoding_of_non_packed_field() -> None:
    # AttributeProto.ints (8) is not [packed = true]; write it packed.
    attr = field_string(1, "pads") + field_len(8, b"".join(varint(v) for v in (1, 2, 3, -1))) \
        + field_varint(20, 7)
    data = model_bytes(graph_bytes(node_bytes(op="Pad", attrs=(attr,))))
    doc = roundtrip(data)
    a = doc["graph"]["node"][0]["attribute"][0]
    assert a["ints"] == [1, 2, 3, -1] and a["type"] == "INTS"
    assert a["$layout"] == {"runs": ["1", "8p4", "20"]}
    assert list(onnx.ModelProto.FromString(data).graph.node[0].attribute[0].ints) == [1, 2, 3, -1]
    assert_same_content_as_protobuf(doc, data)


def test_unpacked_encoding_of_packed_field() -> None:
    # TensorProto.float_data (4) is [packed = true]; write three unpacked elements.
    data = field_varint(1, 3) + field_varint(2, 1) + field_float(4, 1.0) + field_float(4, 2.5) \
        + field_float(4, -0.5)
    doc = tensor_doc_type(data)
    assert doc["float_data"] == [1.0, 2.5, -0.5]
    assert doc["$layout"] == {"runs": ["1", "2", "4x3"]}
    assert_same_content_as_protobuf(doc, data, onnx.TensorProto)


def test_packed_and_unpacked_runs_of_one_field() -> None:
    data = field_varint(2, 7) + field_len(7, varint(1) + varint(2)) + field_varint(7, 3) \
        + field_len(7, varint(4))
    doc = tensor_doc_type(data)
    assert doc["int64_data"] == [1, 2, 3, 4]
    assert doc["$layout"] == {"runs": ["2", "7p2", "7", "7p1"]}
    assert_same_content_as_protobuf(doc, data, onnx.TensorProto)


def test_empty_packed_run_of_non_packed_field() -> None:
    attr = field_string(1, "pads") + field_len(8, b"") + field_varint(20, 7)
    data = model_bytes(graph_bytes(node_bytes(op="Pad", attrs=(attr,))))
    doc = roundtrip(data)
    a = doc["graph"]["node"][0]["attribute"][0]
    assert a["ints"] == []
    assert a["$layout"] == {"runs": ["1", "8p0", "20"]}


def test_empty_packed_run_of_packed_field() -> None:
    # TensorProto {dims: 0, data_type: FLOAT, float_data: <packed, 0 bytes>}
    data = field_varint(1, 0) + field_varint(2, 1) + field_len(4, b"")
    assert data.hex() == "080010012200"
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["float_data"] == []
    assert onnxjson.from_dict(doc) == data
    assert doc["$layout"] == {"runs": ["1", "2", "4p0"]}


def test_adjacent_unpacked_run_count() -> None:
    graph = field_string(2, "g") + b"".join(field_len(1, node_bytes(f"n{i}")) for i in range(3))
    doc = roundtrip(model_bytes(graph))
    assert doc["graph"]["$layout"] == {"runs": ["2", "1x3"]}


# -- layout: over-long encodings -----------------------------------------------------------------

_G = field_len(7, graph_bytes(node_bytes()))


@pytest.mark.parametrize("data, layout", [
    (field_varint(1, 8, overlong=2) + _G + OPSET,
     {"runs": ["1", "7", "8"], "varint": {"0.0": "888000"}}),
    (field_varint(1, 8, tag_overlong=1) + _G + OPSET,
     {"runs": ["1", "7", "8"], "tag": {"0.0": "8800"}}),
    (IR + field_len(7, graph_bytes(node_bytes()), overlong_len=3) + OPSET,
     {"runs": ["1", "7", "8"], "len": {"1.0": varint(len(graph_bytes(node_bytes())), 4).hex()}}),
    (field_varint(1, 1, overlong=9) + _G + OPSET,  # exactly 10 bytes
     {"runs": ["1", "7", "8"], "varint": {"0.0": "81808080808080808000"}}),
], ids=["value", "tag", "length_prefix", "value_10_bytes"])
def test_overlong_varints_in_model(data: bytes, layout: dict[str, Any]) -> None:
    doc = roundtrip(data)
    assert doc["$layout"] == layout
    assert doc["ir_version"] in (8, 1)
    assert_same_content_as_protobuf(doc, data)


def test_overlong_varints_in_repeated_and_packed_runs() -> None:
    # TensorProto: dims x2 (second over-long), data_type, int64_data packed (tag, length and
    # one element over-long).
    data = (field_varint(1, 2) + field_varint(1, 1, overlong=1) + field_varint(2, 7)
            + tag(7, LEN, overlong=1) + varint(3, 2) + varint(5) + varint(6, 2))
    doc = tensor_doc_type(data)
    assert doc["dims"] == [2, 1] and doc["int64_data"] == [5, 6]
    assert doc["$layout"] == {
        "runs": ["1x2", "2", "7p2"],
        "tag": {"2": tag(7, LEN, 1).hex()},
        "len": {"2": varint(3, 2).hex()},
        "varint": {"0.1": "8100", "2.1": "8600"},
    }
    assert_same_content_as_protobuf(doc, data, onnx.TensorProto)


def test_overlong_length_of_second_repeated_element() -> None:
    n1 = node_bytes("n1")
    graph = field_len(1, node_bytes("n0")) + field_len(1, n1, overlong_len=1) + field_string(2, "g")
    doc = roundtrip(model_bytes(graph))
    assert doc["graph"]["$layout"] == {"runs": ["1x2", "2"], "len": {"0.1": varint(len(n1), 2).hex()}}


def test_canonical_10_byte_varints() -> None:
    # AttributeProto.i = -1 and int64 min are 10 bytes canonically: no layout.
    attrs = (field_string(1, "a") + field_varint(3, -1) + field_varint(20, 2),
             field_string(1, "b") + field_varint(3, -(2**63)) + field_varint(20, 2),
             field_string(1, "c") + field_varint(3, 2**63 - 1) + field_varint(20, 2))
    data = model_bytes(graph_bytes(node_bytes(attrs=attrs)))
    doc = roundtrip(data)
    assert [a["i"] for a in doc["graph"]["node"][0]["attribute"]] == [-1, -(2**63), 2**63 - 1]
    assert paths_with(doc, "$layout") == []


def test_10_byte_varint_with_overflow_bits() -> None:
    data = field_varint(1, 0, raw=b"\xff" * 9 + b"\x7f") + _G + OPSET
    assert onnx.ModelProto.FromString(data).ir_version == -1  # protobuf accepts it
    doc = onnxjson.to_dict(data)
    assert doc["ir_version"] == -1
    assert onnxjson.from_dict(doc) == data


def test_10_byte_varint_padding_with_overflow_bits_on_zero() -> None:
    # 80*9 02: the 64-bit value is 0 (the bit above 2^63 is dropped); recorded raw, rebuilt exactly.
    data = field_varint(1, 0, raw=b"\x80" * 9 + b"\x02") + _G + OPSET
    doc = roundtrip(data)
    assert doc["ir_version"] == onnx.ModelProto.FromString(data).ir_version == 0


def test_int32_negative_in_10_bytes_is_canonical() -> None:
    data = field_varint(2, 6) + field_len(5, varint(-1) + varint(-(2**31)))
    doc = tensor_doc_type(data)
    assert doc["int32_data"] == [-1, -(2**31)]
    assert "$layout" not in doc


def test_int32_negative_in_5_bytes() -> None:
    data = field_varint(2, 6) + field_len(5, varint32(-1))
    assert data.hex() == "10062a05ffffffff0f"
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["int32_data"] == [-1]
    assert doc["$layout"] == {"runs": ["2", "5p1"], "varint": {"1.0": "ffffffff0f"}}
    assert list(onnx.TensorProto.FromString(data).int32_data) == [-1]
    assert onnxjson.from_dict(doc) == data


def test_int32_in_non_sign_extended_7_byte_varint() -> None:
    data = field_varint(2, 6) + field_len(5, b"\xff" * 6 + b"\x01")
    assert list(onnx.TensorProto.FromString(data).int32_data) == [-1]
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["int32_data"] == [-1] and doc["$layout"]["varint"] == {"1.0": "ffffffffffff01"}
    assert onnxjson.from_dict(doc) == data


def test_singular_int32_negative_in_5_bytes() -> None:
    data = field_varint(2, 0, raw=varint32(-2))
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["data_type"] == -2
    assert onnxjson.from_dict(doc) == data


def _bool_registry():
    from onnxjson.proto import FieldSpec, MessageSpec, Registry

    spec = MessageSpec("T")
    spec.add(FieldSpec("flag", 1, "bool", False, False))
    spec.add(FieldSpec("flags", 2, "bool", True, True))
    return spec, Registry({"T": spec}, {})


def test_bool_canonical_codec_level() -> None:
    # onnx.proto has no bool field, so bools are tested on a one-off descriptor at codec level.
    from onnxjson.codec.decode import DecodeOptions, decode_message
    from onnxjson.codec.encode import encode_message

    spec, reg = _bool_registry()
    data = field_varint(1, 1) + field_len(2, b"\x01\x00")
    doc, _ = decode_message(data, spec, reg, DecodeOptions())
    assert doc == {"flag": True, "flags": [True, False]}
    assert encode_message(doc, spec, reg).getvalue() == data


def test_bool_encoded_as_varint_2_codec_level() -> None:
    from onnxjson.codec.decode import DecodeOptions, decode_message
    from onnxjson.codec.encode import encode_message

    spec, reg = _bool_registry()
    data = field_varint(1, 2) + field_len(2, b"\x02\x01\x00")
    doc, _ = decode_message(data, spec, reg, DecodeOptions())
    assert doc["flag"] is True and doc["flags"] == [True, True, False]
    assert doc["$layout"]["varint"] == {"0.0": "02", "1.0": "02"}
    doc = via_json(doc)
    assert encode_message(doc, spec, reg).getvalue() == data


# -- layout: singular fields occurring more than once ------------------------------------------------


def test_singular_scalar_field_twice() -> None:
    data = field_varint(1, 7) + _G + OPSET + field_varint(1, 8)
    doc = roundtrip(data)
    assert doc["ir_version"] == 8 == onnx.ModelProto.FromString(data).ir_version
    assert doc["$layout"] == {"runs": ["1", "7", "8", "1"], "earlier": {"1": ["07"]}}
    assert_same_content_as_protobuf(doc, data)


def test_singular_float_field_twice() -> None:
    attr = field_string(1, "alpha") + field_float(2, 0.5) + field_varint(20, 1) + field_float(2, 0.25)
    data = model_bytes(graph_bytes(node_bytes(attrs=(attr,))))
    doc = roundtrip(data)
    a = doc["graph"]["node"][0]["attribute"][0]
    assert a["f"] == 0.25 == onnx.ModelProto.FromString(data).graph.node[0].attribute[0].f
    assert a["$layout"] == {"runs": ["1", "2", "20", "2"], "earlier": {"2": ["0000003f"]}}


def test_singular_overlong_varint_field_twice() -> None:
    data = field_varint(1, 7, overlong=1) + _G + OPSET + field_varint(1, 8, overlong=2)
    doc = roundtrip(data)
    assert doc["ir_version"] == 8
    assert doc["$layout"]["runs"] == ["1", "7", "8", "1"]
    assert doc["$layout"]["earlier"] == {"1": ["8700"]}
    assert doc["$layout"]["varint"]["3.0"] == "888000"


_EARLIER_LEN_BUG = ("a singular length-delimited field (string/bytes) that occurs more than once: "
                    "$layout.earlier keeps the earlier values WITH their length prefix ('0161' for "
                    "\"a\") and the encoder writes a new length prefix before them: graph "
                    "{name 'a', node, name 'bb', name 'c'} = 08083a1c120161... rebuilds as "
                    "08083a1e12020161...")


def test_singular_string_field_three_times() -> None:
    graph = field_string(2, "a") + field_len(1, node_bytes()) + field_string(2, "bb") + field_string(2, "c")
    data = model_bytes(graph)
    assert data.hex().startswith("08083a1c120161")
    doc = onnxjson.to_dict(data)
    assert doc["graph"]["name"] == "c" == onnx.ModelProto.FromString(data).graph.name
    assert doc["graph"]["$layout"]["runs"] == ["2", "1", "2x2"]
    assert len(doc["graph"]["$layout"]["earlier"]["2"]) == 2
    roundtrip(data)


def test_singular_bytes_field_twice() -> None:
    data = field_varint(1, 1) + field_varint(2, 1) + field_len(9, f32(1.0)) + field_len(9, f32(2.0))
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["raw_data"] == {"values": [2.0]}
    roundtrip(data, type="TensorProto")


_SPLIT_BUG = ("a singular message field that occurs more than once cannot be decoded: the decoder "
              "joins the occurrences' spans INCLUDING their length prefixes and parses that as the "
              "merged message, so to_dict raises DecodeError (e.g. IR + 3a03120161 + 3a03120162 + "
              "OPSET: 'field number 0 is not valid'); protobuf parses it as graph {name: 'b'}")


def test_singular_message_field_twice_minimal() -> None:
    data = IR + field_len(7, field_string(2, "a")) + field_len(7, field_string(2, "b")) + OPSET
    assert data.hex() == "08083a031201613a0312016242021011"
    assert onnx.ModelProto.FromString(data).graph.name == "b"
    doc = roundtrip(data, type="ModelProto")
    assert doc["graph"]["name"] == "b"


def test_singular_message_field_twice_is_merged_like_onnx() -> None:
    g1 = field_len(1, node_bytes("n0")) + field_string(2, "first")
    g2 = field_len(1, node_bytes("n1")) + field_string(10, "second doc") + field_string(2, "second")
    data = IR + field_len(7, g1) + OPSET + field_len(7, g2)
    doc = roundtrip(data, type="ModelProto")
    m = onnx.ModelProto.FromString(data)
    g = doc["graph"]
    assert g["name"] == m.graph.name == "second"
    assert g["doc_string"] == m.graph.doc_string == "second doc"
    assert [n["name"] for n in g["node"]] == [n.name for n in m.graph.node] == ["n0", "n1"]
    assert doc["$layout"] == {
        "runs": ["1", "7", "8", "7"],
        "split": {"7": {"lengths": [len(g1), len(g2)], "sha256": hashlib.sha256(g1 + g2).hexdigest()}},
    }
    # The merged message is the concatenation, read as one message.
    assert g["$layout"]["runs"] == ["1", "2", "1", "10", "2"]
    assert_same_content_as_protobuf(doc, data)


def test_nested_message_twice_inside_merged_message() -> None:
    # TypeProto.tensor_type twice within one ValueInfoProto.type, each with part of the fields.
    vi = field_string(1, "x") + field_len(2, field_len(1, field_varint(1, 1))) \
        + field_len(2, field_len(1, field_len(2, field_len(1, field_varint(1, 5)))))
    data = model_bytes(graph_bytes(node_bytes(), extra=field_len(11, vi)))
    doc = roundtrip(data, type="ModelProto")
    tt = doc["graph"]["input"][0]["type"]["tensor_type"]
    assert tt["elem_type"] == "FLOAT" and tt["shape"] == {"dim": [{"dim_value": 5}]}
    assert_same_content_as_protobuf(doc, data)


# -- special values ----------------------------------------------------------------------------------

FLOAT_SPECIALS = [
    (0x7FC00001, "NaN(0x7fc00001)"),
    (0xFFC00000, "NaN(0xffc00000)"),  # negative NaN
    (0x7F800001, "NaN(0x7f800001)"),  # signalling NaN
    (0x7FC00000, "NaN"),
    (0x80000000, -0.0),
    (0x00000001, 1e-45),  # smallest subnormal
    (0x807FFFFF, -1.1754942e-38),  # largest negative subnormal
    (0x7F7FFFFF, 3.4028235e38),
    (0xFF7FFFFF, -3.4028235e38),
    (0x7F800000, "Infinity"),
    (0xFF800000, "-Infinity"),
    (0x3DCCCCCD, 0.1),
    (0x00000000, 0.0),
]


def _check_float_values(got: list[Any], expected: list[Any]) -> None:
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert type(g) is type(e) and g == e, (g, e)
        if isinstance(e, float) and e == 0.0:
            assert math.copysign(1.0, g) == math.copysign(1.0, e)


def test_float_special_values_in_float_data() -> None:
    bodies = b"".join(u32(bits) for bits, _ in FLOAT_SPECIALS)
    data = field_varint(1, len(FLOAT_SPECIALS)) + field_varint(2, 1) + field_len(4, bodies)
    doc = tensor_doc_type(data)
    assert "$layout" not in doc
    _check_float_values(doc["float_data"], [e for _, e in FLOAT_SPECIALS])
    _check_float_values(via_json(doc)["float_data"], [e for _, e in FLOAT_SPECIALS])
    assert '"-0.0"' not in json.dumps(doc) and "-0.0" in json.dumps(doc)


def test_float_special_values_in_raw_data() -> None:
    raw = b"".join(u32(bits) for bits, _ in FLOAT_SPECIALS)
    data = field_varint(1, len(FLOAT_SPECIALS)) + field_varint(2, 1) + field_len(9, raw)
    doc = tensor_doc_type(data)
    assert set(doc["raw_data"]) == {"values"}
    _check_float_values(doc["raw_data"]["values"], [e for _, e in FLOAT_SPECIALS])
    # The bits rebuilt are the original bits.
    rebuilt = onnx.TensorProto.FromString(onnxjson.from_dict(via_json(doc)))
    assert rebuilt.raw_data == raw


def test_float32_shortest_form() -> None:
    values = [0.1, 0.2, 0.3, 1.0 / 3.0, 16777217.0, 1e-40, 123456.789]
    data = field_varint(1, len(values)) + field_varint(2, 1) + field_len(4, b"".join(f32(v) for v in values))
    doc = tensor_doc_type(data)
    got = doc["float_data"]
    assert got[:3] == [0.1, 0.2, 0.3]
    assert got[3] == 0.33333334 and got[4] == 16777216.0 and got[6] == 123456.79
    for g, v in zip(got, values, strict=True):
        assert f32(g) == f32(v)
        assert len(repr(g)) <= len(repr(float(np.float32(v))))  # never longer than the float64 repr


def test_single_float_attribute_nan_payload() -> None:
    attr = field_string(1, "alpha") + field_fixed32(2, u32(0x7FC00001)) + field_varint(20, 1)
    data = model_bytes(graph_bytes(node_bytes(attrs=(attr,))))
    doc = roundtrip(data)
    assert doc["graph"]["node"][0]["attribute"][0]["f"] == "NaN(0x7fc00001)"


def test_double_special_values() -> None:
    specials = [
        (0x7FF8000000000001, "NaN(0x7ff8000000000001)"),
        (0x7FF8000000000000, "NaN"),
        (0xFFF8000000000000, "NaN(0xfff8000000000000)"),
        (0x7FF0000000000001, "NaN(0x7ff0000000000001)"),
        (0x8000000000000000, -0.0),
        (0x0000000000000001, 5e-324),
        (0x7FEFFFFFFFFFFFFF, 1.7976931348623157e308),
        (0xFFF0000000000000, "-Infinity"),
        (0x7FF0000000000000, "Infinity"),
        (0x3FB999999999999A, 0.1),
    ]
    body = b"".join(u64(bits) for bits, _ in specials)
    data = field_varint(1, len(specials)) + field_varint(2, 11) + field_len(10, body)
    doc = tensor_doc_type(data)
    _check_float_values(doc["double_data"], [e for _, e in specials])
    raw_data = field_varint(1, len(specials)) + field_varint(2, 11) + field_len(9, body)
    rdoc = tensor_doc_type(raw_data)
    _check_float_values(rdoc["raw_data"]["values"], [e for _, e in specials])


def test_int64_and_uint64_extremes() -> None:
    i64 = [-(2**63), 2**63 - 1, -1, 0]
    data = field_varint(1, 4) + field_varint(2, 7) + field_len(7, b"".join(varint(v) for v in i64))
    doc = tensor_doc_type(data)
    assert doc["int64_data"] == i64
    u64s = [2**64 - 1, 0, 2**63]
    data = field_varint(1, 3) + field_varint(2, 13) + field_len(11, b"".join(varint(v) for v in u64s))
    doc = tensor_doc_type(data)
    assert doc["uint64_data"] == u64s
    assert list(onnx.TensorProto.FromString(data).uint64_data) == u64s
    # raw_data forms of the same extremes
    raw = struct.pack("<4q", *i64)
    doc = tensor_doc_type(field_varint(1, 4) + field_varint(2, 7) + field_len(9, raw))
    assert doc["raw_data"] == {"values": i64}
    raw = struct.pack("<3Q", *u64s)
    doc = tensor_doc_type(field_varint(1, 3) + field_varint(2, 13) + field_len(9, raw))
    assert doc["raw_data"] == {"values": u64s}


def test_raw_data_of_odd_length_stays_base64() -> None:
    data = field_varint(1, 1) + field_varint(2, 1) + field_len(9, b"\x01\x02\x03")
    doc = tensor_doc_type(data)
    assert doc["raw_data"] == "AQID"


def test_dims_promising_more_data_than_present() -> None:
    raw = tensor_doc_type(field_varint(1, 10) + field_varint(2, 1) + field_len(9, f32(1.0)))
    assert raw["dims"] == [10]
    assert raw["raw_data"] in ({"values": [1.0]}, b64(f32(1.0)))
    typed = tensor_doc_type(field_varint(1, 10) + field_varint(1, 10) + field_varint(2, 1)
                            + field_len(4, f32(2.0)))
    assert typed["dims"] == [10, 10] and typed["float_data"] == [2.0]


# -- strings ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [b"\xff\xfe", b"\xed\xa0\x80", b"ok\x80", b"\xc0\xaf"],
                         ids=["ff_fe", "utf8_surrogate", "trailing_continuation", "overlong_utf8"])
def test_non_utf8_node_name(raw: bytes) -> None:
    data = model_bytes(graph_bytes(node_bytes(name=raw)))  # type: ignore[arg-type]
    doc = roundtrip(data)
    assert doc["graph"]["node"][0]["name"] == {"$bytes": b64(raw)}


def test_utf8_strings_are_text() -> None:
    data = model_bytes(graph_bytes(node_bytes(name="nœud-ü-\u4e2d-\U0001f600-\x00"), name=""))
    doc = roundtrip(data)
    assert doc["graph"]["node"][0]["name"] == "nœud-ü-\u4e2d-\U0001f600-\x00"
    assert doc["graph"]["name"] == ""


def test_attribute_s_is_text_and_non_utf8_is_bytes() -> None:
    node = helper.make_node("Custom", ["x"], ["y"], auto_pad="SAME_UPPER", blob=b"\x80abc",
                            names=[b"a", b"\xff", b"c"])
    graph = helper.make_graph([node], "g", [], [])
    data = helper.make_model(graph).SerializeToString()
    doc = roundtrip(data)
    attrs = {a["name"]: a for a in doc["graph"]["node"][0]["attribute"]}
    assert attrs["auto_pad"]["s"] == "SAME_UPPER" and attrs["auto_pad"]["type"] == "STRING"
    assert attrs["blob"]["s"] == {"$bytes": "gGFiYw=="}
    assert attrs["names"]["strings"] == ["a", {"$bytes": "/w=="}, "c"]


def test_string_data_text_and_bytes() -> None:
    t = TensorProto(name="s", data_type=TensorProto.STRING, dims=[3])
    t.string_data.extend([b"hello", b"\xff\x00", b""])
    doc = roundtrip(t.SerializeToString(), type="TensorProto")
    assert doc["string_data"] == ["hello", {"$bytes": "/wA="}, ""]


def test_edit_bytes_name_to_text() -> None:
    data = model_bytes(graph_bytes(node_bytes(name=b"\xff\xfe")))  # type: ignore[arg-type]
    doc = via_json(onnxjson.to_dict(data))
    doc["graph"]["node"][0]["name"] = "fixed"
    out = onnxjson.from_dict(doc)
    assert out == model_bytes(graph_bytes(node_bytes(name="fixed")))
    assert onnx.ModelProto.FromString(out).graph.node[0].name == "fixed"


# -- enums --------------------------------------------------------------------------------------------------


def test_enums_by_name() -> None:
    ext = TensorProto(name="ext", data_type=TensorProto.FLOAT, dims=[4], data_location=TensorProto.EXTERNAL)
    for key, value in (("location", "weights.bin"), ("offset", "0"), ("length", "16")):
        ext.external_data.add(key=key, value=value)
    node = helper.make_node("Custom", ["x"], ["y"], scales=[1.0, 2.0])
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.INT64, [2])],
                              [], initializer=[ext])
    data = helper.make_model(graph).SerializeToString()
    doc = roundtrip(data)
    g = doc["graph"]
    assert g["node"][0]["attribute"][0]["type"] == "FLOATS"
    assert g["initializer"][0]["data_type"] == "FLOAT"
    assert g["initializer"][0]["data_location"] == "EXTERNAL"
    assert g["input"][0]["type"]["tensor_type"]["elem_type"] == "INT64"
    # Editing by name writes the number.
    doc["graph"]["initializer"][0]["data_type"] = "DOUBLE"
    doc["graph"]["input"][0]["type"]["tensor_type"]["elem_type"] = "BFLOAT16"
    m = onnx.ModelProto.FromString(onnxjson.from_dict(doc))
    assert m.graph.initializer[0].data_type == TensorProto.DOUBLE
    assert m.graph.input[0].type.tensor_type.elem_type == TensorProto.BFLOAT16


def test_sequence_and_optional_elem_type_names() -> None:
    seq = numpy_helper.from_list([np.array([1.0], dtype=np.float32)], name="s")
    doc = roundtrip(seq.SerializeToString(), type="SequenceProto")
    assert doc["elem_type"] == "TENSOR"
    opt = numpy_helper.from_optional(np.array([1.0], dtype=np.float32), name="o")
    doc = roundtrip(opt.SerializeToString(), type="OptionalProto")
    assert doc["elem_type"] == "TENSOR"


def test_unknown_enum_numbers_stay_numbers() -> None:
    tensor = field_varint(1, 1) + field_varint(2, 999) + field_len(9, b"\x00")
    doc = tensor_doc_type(tensor)
    assert doc["data_type"] == 999
    assert doc["raw_data"] == "AA=="  # no readable form for an unknown type
    # AttributeProto.type is a declared enum of proto2, which is closed: protobuf parsers keep a
    # value it does not know as an unknown field, and so does the document (issue 26).
    attr = field_string(1, "a") + field_varint(20, 99)
    data = model_bytes(graph_bytes(node_bytes(attrs=(attr,))))
    doc = roundtrip(data, type="ModelProto")
    assert "type" not in doc["graph"]["node"][0]["attribute"][0]
    assert doc["graph"]["node"][0]["attribute"][0]["$unknown"] == [{"number": 20, "wire_type": "varint", "value": 99}]
    neg = field_varint(2, -3)  # a negative enum-like number, 10 bytes canonically
    doc = tensor_doc_type(neg)
    assert doc["data_type"] == -3


# -- readable tensor values ----------------------------------------------------------------------------


def _reshape_model(shape: np.ndarray) -> onnx.ModelProto:
    node = helper.make_node("Reshape", ["x", "shape"], ["y"])
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=[numpy_helper.from_array(shape, name="shape")])
    return helper.make_model(graph)


def test_int64_raw_data_values_and_edit() -> None:
    model = _reshape_model(np.array([1, -1], dtype=np.int64))
    data = model.SerializeToString()
    doc = roundtrip(data)
    init = doc["graph"]["initializer"][0]
    assert init["raw_data"] == {"values": [1, -1]}
    assert init["data_type"] == "INT64"
    doc = via_json(doc)
    doc["graph"]["initializer"][0]["raw_data"]["values"] = [2, -1]
    out = onnxjson.from_dict(doc)
    expected = copy.deepcopy(model)
    expected.graph.initializer[0].raw_data = np.array([2, -1], dtype=np.int64).tobytes()
    assert out == expected.SerializeToString()
    t = onnx.ModelProto.FromString(out).graph.initializer[0]
    assert t.HasField("raw_data") and len(t.int64_data) == 0
    assert numpy_helper.to_array(t).tolist() == [2, -1]


@pytest.mark.parametrize("n, readable", [(DEFAULTS.values_limit, True), (DEFAULTS.values_limit + 1, False)])
def test_values_limit_default(n: int, readable: bool) -> None:
    arr = np.arange(n, dtype=np.float32)
    data = numpy_helper.from_array(arr, name="t").SerializeToString()
    doc = roundtrip(data)
    if readable:
        assert doc["raw_data"] == {"values": [float(i) for i in range(n)]}
    else:
        assert doc["raw_data"] == b64(arr.tobytes())


def test_values_limit_option() -> None:
    data = numpy_helper.from_array(np.arange(4, dtype=np.int32), name="t").SerializeToString()
    assert roundtrip(data, values_limit=0)["raw_data"] == b64(np.arange(4, dtype=np.int32).tobytes())
    assert roundtrip(data, values_limit=3)["raw_data"] == b64(np.arange(4, dtype=np.int32).tobytes())
    assert roundtrip(data, values_limit=4)["raw_data"] == {"values": [0, 1, 2, 3]}


@pytest.mark.parametrize("dtype, values", [
    (np.int8, [-128, 127, 0]), (np.uint8, [0, 255]), (np.int16, [-32768, 32767]),
    (np.uint16, [65535]), (np.int32, [-(2**31), 2**31 - 1]), (np.uint32, [2**32 - 1]),
    (np.int64, [-(2**63), 2**63 - 1]), (np.uint64, [2**64 - 1]), (np.float64, [0.1, -0.0, 1e308]),
    (np.bool_, [True, False, True]),
])
def test_readable_values_for_each_type(dtype: Any, values: list[Any]) -> None:
    arr = np.array(values, dtype=dtype)
    doc = roundtrip(numpy_helper.from_array(arr, name="t").SerializeToString())
    assert doc["raw_data"] == {"values": values}


def test_bool_raw_data_with_byte_2_stays_base64() -> None:
    data = field_varint(1, 3) + field_varint(2, 9) + field_len(9, b"\x00\x01\x02")
    doc = tensor_doc_type(data)
    assert doc["data_type"] == "BOOL"
    assert doc["raw_data"] == "AAEC"


def test_float16_and_bfloat16_spot_values() -> None:
    f16 = {0x3C00: 1.0, 0x2E66: 0.1, 0x7BFF: 65500.0, 0x0001: 6e-08, 0x8000: -0.0,
           0x7C00: "Infinity", 0xFC00: "-Infinity", 0x7E00: "NaN", 0x7E01: "NaN(0x7e01)"}
    raw = b"".join(struct.pack("<H", b) for b in f16)
    doc = tensor_doc_type(field_varint(1, len(f16)) + field_varint(2, 10) + field_len(9, raw))
    _check_float_values(doc["raw_data"]["values"], list(f16.values()))
    bf16 = {0x3F80: 1.0, 0x3DCD: 0.1, 0x8000: -0.0, 0x7F80: "Infinity", 0x7FC0: "NaN",
            0x7FC1: "NaN(0x7fc1)", 0xFFC0: "NaN(0xffc0)"}
    raw = b"".join(struct.pack("<H", b) for b in bf16)
    doc = tensor_doc_type(field_varint(1, len(bf16)) + field_varint(2, 16) + field_len(9, raw))
    _check_float_values(doc["raw_data"]["values"], list(bf16.values()))


@pytest.mark.parametrize("data_type", [10, 16], ids=["FLOAT16", "BFLOAT16"])
def test_16_bit_floats_all_bit_patterns_exact(data_type: int) -> None:
    raw = np.arange(65536, dtype=np.uint16).astype("<u2").tobytes()
    data = field_varint(1, 65536) + field_varint(2, data_type) + field_len(9, raw)
    doc = tensor_doc_type(data, values_limit=65536)
    values = doc["raw_data"]["values"]
    assert len(values) == 65536
    strings = [v for v in values if isinstance(v, str)]
    nans = 2 * (2**10 - 1) if data_type == 10 else 2 * (2**7 - 1)
    assert len(strings) == nans + 2  # every NaN pattern, plus the two infinities
    assert all(isinstance(v, float) for v in values if not isinstance(v, str))


def test_float16_edit_values() -> None:
    arr = np.array([0.1, 1.0], dtype=np.float16)
    data = numpy_helper.from_array(arr, name="h").SerializeToString()
    doc = roundtrip(data)
    assert doc["raw_data"] == {"values": [0.1, 1.0]}
    doc["raw_data"]["values"][0] = 0.2
    t = onnx.TensorProto.FromString(onnxjson.from_dict(doc))
    assert numpy_helper.to_array(t).tobytes() == np.array([0.2, 1.0], dtype=np.float16).tobytes()


def test_random_float32_and_float64_bit_patterns_exact() -> None:
    rng = random.Random(1234)
    raw32 = b"".join(u32(rng.getrandbits(32)) for _ in range(4000))
    tensor_doc_type(field_varint(1, 4000) + field_varint(2, 1) + field_len(9, raw32), values_limit=4000)
    tensor_doc_type(field_varint(1, 4000) + field_varint(2, 1) + field_len(4, raw32))
    raw64 = b"".join(u64(rng.getrandbits(64)) for _ in range(2000))
    tensor_doc_type(field_varint(1, 2000) + field_varint(2, 11) + field_len(9, raw64), values_limit=2000)
    tensor_doc_type(field_varint(1, 2000) + field_varint(2, 11) + field_len(10, raw64))


# -- edits --------------------------------------------------------------------------------------------------


def _vi(name: str) -> bytes:
    return field_string(1, name) + field_len(2, field_len(1, field_varint(1, 1)))


def _edit_model(alpha: float) -> bytes:
    node0 = field_string(1, "x") + field_string(2, "h") + field_string(3, "n0") + field_string(4, "LeakyRelu") \
        + field_len(5, attr_float("alpha", alpha))
    node1 = field_string(4, "Relu") + field_string(1, "h") + field_string(2, "y") + field_string(3, "n1")
    graph = field_string(2, "g") + field_len(1, node0) + field_len(1, node1) + field_len(12, _vi("y")) \
        + field_len(11, _vi("x"))
    return IR + field_len(7, graph) + OPSET


def test_edit_attribute_keeps_graph_layout() -> None:
    data = _edit_model(0.1)
    doc = roundtrip(data)
    assert doc["graph"]["$layout"] == {"runs": ["2", "1x2", "12", "11"]}
    assert doc["graph"]["node"][1]["$layout"] == {"runs": ["4", "1", "2", "3"]}
    assert doc["graph"]["node"][0]["attribute"][0]["f"] == 0.1
    doc = via_json(doc)
    doc["graph"]["node"][0]["attribute"][0]["f"] = 0.25
    out = onnxjson.from_dict(doc)
    assert out == _edit_model(0.25)  # everything else byte for byte as before
    assert onnx.ModelProto.FromString(out).graph.node[0].attribute[0].f == 0.25


def _override_model(i: int, overlong: int) -> bytes:
    attr = field_varint(20, 2) + field_string(1, "axis") + field_varint(3, i, overlong=overlong)
    node = field_string(1, "x") + field_string(2, "y") + field_string(4, "Softmax") \
        + field_len(5, attr, overlong_len=overlong)
    graph = field_string(2, "g") + field_len(1, node)
    return IR + field_len(7, graph) + OPSET


def test_edit_value_with_varint_override_is_written_canonically() -> None:
    data = _override_model(1, overlong=2)
    doc = roundtrip(data)
    node = doc["graph"]["node"][0]
    assert node["attribute"][0]["$layout"] == {"runs": ["20", "1", "3"], "varint": {"2.0": "818000"}}
    assert "len" in node["$layout"]
    doc = via_json(doc)
    node = doc["graph"]["node"][0]
    node["attribute"][0]["i"] = -1
    out = onnxjson.from_dict(doc)
    # The attribute keeps its field order, the edited value and the now-stale length are canonical.
    assert out == _override_model(-1, overlong=0)
    assert onnx.ModelProto.FromString(out).graph.node[0].attribute[0].i == -1


def test_edit_packed_element_with_override() -> None:
    data = field_varint(2, 7) + tag(7, LEN) + varint(3, 2) + varint(5, 2) + varint(6)
    doc = via_json(tensor_doc_type(data))
    assert doc["$layout"]["varint"] == {"1.0": "8500"} and doc["$layout"]["len"] == {"1": "8300"}
    doc["int64_data"][0] = 9
    out = onnxjson.from_dict(doc)
    assert out == field_varint(2, 7) + field_len(7, varint(9) + varint(6))
    doc["int64_data"] = [5, 7]  # element 0 and the run length still fit their overrides
    out = onnxjson.from_dict(doc)
    assert out == field_varint(2, 7) + tag(7, LEN) + varint(3, 2) + varint(5, 2) + varint(7)


def _remove_model(names: list[str]) -> tuple[bytes, bytes]:
    node0 = field_string(4, "Relu") + field_string(1, "x") + field_string(2, "y0") + field_string(3, "n0")
    others = {n: node_bytes(n, inputs=("x",), outputs=(n + "_out",)) for n in names[1:]}
    non_canonical = field_string(2, "g") + field_len(1, node0) + b"".join(field_len(1, others[n]) for n in names[1:])
    canonical = field_len(1, node0) + b"".join(field_len(1, others[n]) for n in names[1:]) + field_string(2, "g")
    return IR + field_len(7, non_canonical) + OPSET, IR + field_len(7, canonical) + OPSET


def test_remove_element_falls_back_to_canonical_for_that_message_only() -> None:
    data, _ = _remove_model(["n0", "n1", "n2"])
    doc = roundtrip(data)
    assert doc["graph"]["$layout"] == {"runs": ["2", "1x3"]}
    doc = via_json(doc)
    del doc["graph"]["node"][1]
    out = onnxjson.from_dict(doc)
    _, expected = _remove_model(["n0", "n2"])
    assert out == expected  # graph canonical; node0 keeps its own (non-canonical) layout
    assert [n.name for n in onnx.ModelProto.FromString(out).graph.node] == ["n0", "n2"]


def test_add_element_falls_back_to_canonical_for_that_message_only() -> None:
    data, _ = _remove_model(["n0", "n1"])
    doc = via_json(onnxjson.to_dict(data))
    added = {"input": ["x"], "output": ["n2_out"], "name": "n2", "op_type": "Relu"}
    doc["graph"]["node"].append(added)
    out = onnxjson.from_dict(doc)
    _, expected = _remove_model(["n0", "n1", "n2"])
    assert out == expected


def test_remove_unknown_entry_falls_back_to_canonical() -> None:
    data = field_varint(1500, 1) + IR + _G + field_varint(1501, 2) + OPSET
    doc = via_json(roundtrip(data, type="ModelProto"))
    assert doc["$layout"] == {"runs": ["?", "1", "7", "?", "8"]}
    del doc["$unknown"][0]
    assert onnxjson.from_dict(doc) == IR + _G + OPSET + field_varint(1501, 2)


def test_deleting_layout_by_hand_asks_for_canonical_encoding() -> None:
    data, canonical = _remove_model(["n0", "n1"])
    doc = via_json(onnxjson.to_dict(data))
    del doc["graph"]["$layout"]
    assert onnxjson.from_dict(doc) == canonical


def test_edit_merged_message_writes_it_once() -> None:
    g1 = field_len(1, node_bytes("n0")) + field_string(2, "first")
    g2 = field_len(1, node_bytes("n1")) + field_string(10, "doc")
    data = IR + field_len(7, g1) + field_len(7, g2) + OPSET
    doc = via_json(roundtrip(data, type="ModelProto"))
    doc["graph"]["doc_string"] = "edited"
    out = onnxjson.from_dict(doc)
    merged = field_len(1, node_bytes("n0")) + field_string(2, "first") + field_len(1, node_bytes("n1")) \
        + field_string(10, "edited")
    assert out == IR + field_len(7, merged) + OPSET
    assert onnx.ModelProto.FromString(out).graph.doc_string == "edited"


def test_edit_singular_scalar_that_occurred_twice() -> None:
    data = field_varint(1, 7) + _G + OPSET + field_varint(1, 8)
    doc = via_json(roundtrip(data))
    doc["ir_version"] = 9
    out = onnxjson.from_dict(doc)
    assert onnx.ModelProto.FromString(out).ir_version == 9


# -- nesting ---------------------------------------------------------------------------------------------


def _nested_graph(k: int) -> bytes:
    """A graph holding an If whose then_branch holds an If ... k levels deep."""
    inner = field_string(2, "g0")
    for level in range(1, k + 1):
        attr = field_string(1, "then_branch") + field_len(6, inner) + field_varint(20, 5)
        node = field_string(1, "c") + field_string(2, "y") + field_string(4, "If") + field_len(5, attr)
        inner = field_len(1, node) + field_string(2, f"g{level}")
    return inner


def _nested_doc(k: int) -> dict[str, Any]:
    graph: dict[str, Any] = {"name": "g0"}
    for level in range(1, k + 1):
        attr = {"name": "then_branch", "g": graph, "type": "GRAPH"}
        graph = {"node": [{"input": ["c"], "output": ["y"], "op_type": "If", "attribute": [attr]}],
                 "name": f"g{level}"}
    return {"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "ir_version": 8, "graph": graph,
            "opset_import": [{"version": 17}]}


def _innermost(doc: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    g, levels = doc["graph"], 0
    while "node" in g:
        g = g["node"][0]["attribute"][0]["g"]
        levels += 1
    return levels, g


def test_nesting_beyond_protobuf_limit() -> None:
    # 40 Ifs = 122 message levels; protobuf's own parser stops at 100.
    data = model_bytes(_nested_graph(40))
    doc = roundtrip(data)
    assert _innermost(doc) == (40, {"name": "g0"})


def test_nesting_150_levels() -> None:
    data = model_bytes(_nested_graph(150))
    doc = roundtrip(data)
    assert _innermost(doc) == (150, {"name": "g0"})


def test_encoder_at_150_levels() -> None:
    doc = _nested_doc(150)
    data = model_bytes(_nested_graph(150))
    assert onnxjson.from_dict(doc) == data
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 5000))  # only for the standard json module's own recursion
    try:
        assert onnxjson.from_dict(json.loads(json.dumps(doc))) == data
    finally:
        sys.setrecursionlimit(old)


def test_max_depth_boundary_and_offset() -> None:
    data = model_bytes(_nested_graph(10))  # model 1, graph 2, then 3 levels per If: innermost at 32
    onnxjson.to_dict(data, max_depth=32, type="ModelProto")
    with pytest.raises(onnxjson.DecodeError) as info:
        onnxjson.to_dict(data, max_depth=31, type="ModelProto")
    # The innermost graph's content (its name field) is where the 32nd level starts.
    assert info.value.offset == data.index(field_string(2, "g0"))
    assert info.value.path.endswith("attribute[0].g")


def test_max_depth_50_with_type() -> None:
    data = model_bytes(_nested_graph(150))
    with pytest.raises(onnxjson.DecodeError) as info:
        onnxjson.to_dict(data, max_depth=50, type="ModelProto")
    assert isinstance(info.value.offset, int) and 0 < info.value.offset < len(data)
    assert "50" in info.value.message


def test_max_depth_50_inferred_type() -> None:
    data = model_bytes(_nested_graph(150))
    with pytest.raises(onnxjson.DecodeError) as info:
        onnxjson.to_dict(data, max_depth=50)
    assert 0 < info.value.offset < len(data)


# -- malformed bytes ---------------------------------------------------------------------------------------

MALFORMED = {
    # name: (bytes, expected offset when decoded as ModelProto)
    "field_number_0": (IR + b"\x00\x01", 2),
    "wire_type_6": (IR + bytes([(7 << 3) | 6]) + b"\x00", 2),
    "wire_type_7": (IR + tag(99, 7) + b"\x00", 2),
    "varint_value_11_bytes": (IR + b"\x08" + b"\xff" * 10 + b"\x01", 3),
    "tag_11_bytes": (IR + b"\x80" * 10 + b"\x00", 2),
    "truncated_varint": (IR + b"\x08\x80", 3),
    "length_past_end": (IR + b"\x3a\x10" + b"abc", 3),
    "unknown_length_past_end": (IR + tag(99, LEN) + b"\x05abc", 4),
    "end_group_without_start": (IR + tag(5, EGROUP), 2),
    "group_without_end": (IR + tag(99, SGROUP) + field_varint(1, 1), 6),
    "group_wrong_end": (IR + tag(99, SGROUP) + tag(98, EGROUP), 4),
    "truncated_fixed32": (IR + tag(99, I32) + b"\x00\x00", 4),
    "truncated_fixed64": (IR + tag(99, 1) + b"\x00" * 7, 4),
    "nested_wire_type_6": (IR + field_len(7, field_string(2, "g") + bytes([(3 << 3) | 6])), 7),
    "nested_length_past_parent": (IR + field_len(7, b"\x12\x05abc") + b"de", 5),
    "packed_float_not_multiple_of_4": (IR + field_len(7, field_len(5, field_len(4, b"\x00" * 5))), 7),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_bytes_raise_decode_error(name: str) -> None:
    data, offset = MALFORMED[name]
    with pytest.raises(onnxjson.DecodeError) as info:
        onnxjson.to_dict(data, type="ModelProto")
    assert info.value.offset == offset, str(info.value)
    # With root-type inference the bytes may also read as another root type (often TensorProto,
    # whose packed int64_data swallows field 7): then that document must rebuild exactly.
    try:
        doc = onnxjson.to_dict(data)
    except onnxjson.DecodeError as e:
        assert isinstance(e.offset, int) and 0 <= e.offset <= len(data)
    else:
        assert doc["$onnxjson"]["type"] != "ModelProto"
        assert onnxjson.from_dict(doc) == data


@pytest.mark.parametrize("number", [2**29, 2**32])
def test_field_number_above_max_is_malformed(number: int) -> None:
    data = IR + varint(number << 3) + b"\x01"
    with pytest.raises(DecodeError):  # protobuf: "Wire format was corrupt"
        onnx.ModelProto.FromString(data)
    with pytest.raises(onnxjson.DecodeError):
        onnxjson.to_dict(data, type="ModelProto")


def test_field_number_max_is_accepted() -> None:
    data = IR + varint((2**29 - 1) << 3) + b"\x01"
    doc = roundtrip(data, type="ModelProto")
    assert doc["$unknown"] == [{"number": 2**29 - 1, "wire_type": "varint", "value": 1}]


_FUZZ_CACHE: dict[bytes, list[tuple[bytes, str | None, Any]]] = {}


class Raised(NamedTuple):
    """An exception to_dict raised, as the tests read it: its class and its text. (The exception
    itself would keep its traceback, and the frames of the decoder's walk with their locals: 400,000
    objects for the rest of the session, which every full collection of the garbage collector
    walks again.)"""

    kind: type[BaseException]
    text: str


def _fuzz_results(data: bytes) -> list[tuple[bytes, str | None, Any]]:
    """to_dict of every prefix of ``data`` and of 1,000 random mutations (1-4 bytes changed), with
    and without type=: (input, type, document or what was raised, a :class:`Raised`)."""
    if data not in _FUZZ_CACHE:
        rng = random.Random(20240611)
        inputs = [data[:n] for n in range(1, len(data))]
        for _ in range(1000):
            b = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            inputs.append(bytes(b))
        results = []
        for b in inputs:
            for t in (None, "ModelProto"):
                try:
                    results.append((b, t, onnxjson.to_dict(b, type=t)))
                except Exception as e:  # noqa: BLE001
                    results.append((b, t, Raised(type(e), str(e))))
        _FUZZ_CACHE[data] = results
    return _FUZZ_CACHE[data]


def test_truncations_and_mutations_raise_only_onnxjson_errors(rich_model: onnx.ModelProto) -> None:
    """to_dict gives a document or raises OnnxJsonError, never another exception."""
    results = _fuzz_results(rich_model.SerializeToString())
    failures = [(b.hex(), t, f"{r.kind.__name__}: {r.text}") for b, t, r in results
                if isinstance(r, Raised) and not issubclass(r.kind, onnxjson.OnnxJsonError)]
    assert failures == [], f"{len(failures)} failures, first: {failures[:3]}"
    assert sum(isinstance(r, dict) for _, _, r in results) > 100  # many mutations are accepted


def test_truncations_and_mutations_rebuild_exactly(rich_model: onnx.ModelProto) -> None:
    """Every input that to_dict accepts rebuilds bit-exactly."""
    failures = []
    for b, t, doc in _fuzz_results(rich_model.SerializeToString()):
        if isinstance(doc, dict):
            try:
                if onnxjson.from_dict(doc) != b:
                    failures.append((b.hex(), t, "not bit-exact"))
            except Exception as e:  # noqa: BLE001
                failures.append((b.hex(), t, f"from_dict: {type(e).__name__}: {e}"))
    assert failures == [], f"{len(failures)} failures, first: {failures[:3]}"


# -- root types -----------------------------------------------------------------------------------------------


def test_tensor_root_type_inferred() -> None:
    t = numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3), name="t")
    data = t.SerializeToString()
    doc = roundtrip(data)
    assert doc["$onnxjson"]["type"] == "TensorProto"
    assert doc["$schema"].endswith("/TensorProto.schema.json")
    assert paths_with(doc, "$unknown") == [] and paths_with(doc, "$layout") == []
    assert doc["dims"] == [2, 3] and doc["name"] == "t"


@pytest.mark.parametrize("make, type_name", [
    (lambda: numpy_helper.from_list([np.array([1.0], np.float32), np.array([2.0, 3.0], np.float32)], name="seq"),
     "SequenceProto"),
    (lambda: numpy_helper.from_dict({1: np.array([1.0], np.float32), 2: np.array([3.0], np.float32)}, name="m"),
     "MapProto"),
], ids=["sequence", "map"])
def test_other_root_types_inferred(make: Any, type_name: str) -> None:
    data = make().SerializeToString()
    doc = roundtrip(data)
    assert doc["$onnxjson"]["type"] == type_name
    assert paths_with(doc, "$unknown") == [] and paths_with(doc, "$layout") == []


def test_optional_root_type_needs_explicit_type() -> None:
    # OptionalProto and SequenceProto have the same field numbers and wire types: the bytes of an
    # OptionalProto are also a valid SequenceProto of one value, and inference refuses to guess
    # (codec/roots.py), naming both types; given the type, it reads.
    data = numpy_helper.from_optional(np.array([1.0], np.float32), name="o").SerializeToString()
    with pytest.raises(onnxjson.OnnxJsonError, match=r"SequenceProto and OptionalProto.*type=OptionalProto"):
        roundtrip(data)
    doc = roundtrip(data, type="OptionalProto")
    assert doc["$onnxjson"]["type"] == "OptionalProto"
    assert doc["tensor_value"]["raw_data"] == {"values": [1.0]}
    assert paths_with(doc, "$unknown") == []


@pytest.mark.parametrize("type_name, message", [
    ("GraphProto", lambda m: m.graph),
    ("NodeProto", lambda m: m.graph.node[0]),
    ("FunctionProto", lambda m: m.functions[0]),
    ("AttributeProto", lambda m: m.graph.node[0].attribute[0]),
    ("ValueInfoProto", lambda m: m.graph.input[0]),
    ("TypeProto", lambda m: m.graph.input[0].type),
])
def test_explicit_root_types(rich_model: onnx.ModelProto, type_name: str, message: Any) -> None:
    data = message(rich_model).SerializeToString()
    doc = roundtrip(data, type=type_name)
    assert doc["$onnxjson"]["type"] == type_name
    assert paths_with(doc, "$unknown") == [] and paths_with(doc, "$layout") == []


# -- foreign input -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("preserve", [False, True], ids=["camelCase", "field_names"])
def test_foreign_json_format_input(rich_model: onnx.ModelProto, preserve: bool) -> None:
    from google.protobuf import json_format

    foreign = json_format.MessageToDict(rich_model, preserving_proto_field_name=preserve)
    if not preserve:
        assert "irVersion" in foreign and "opsetImport" in foreign
    assert isinstance(foreign["irVersion" if not preserve else "ir_version"], str)  # int64 as string
    out = onnxjson.from_dict(json.loads(json.dumps(foreign)))
    assert out == rich_model.SerializeToString()


def test_foreign_json_with_specials_and_raw_bytes() -> None:
    from google.protobuf import json_format

    node = helper.make_node("Custom", ["x"], ["y"], vals=[float("nan"), float("inf"), -float("inf"), -0.0],
                            s="text", blob=b"\x00\xff")
    t = numpy_helper.from_array(np.array([1, -1], dtype=np.int64), name="shape")
    model = helper.make_model(helper.make_graph([node], "g", [], [], initializer=[t]))
    foreign = json_format.MessageToDict(model)
    out = onnxjson.from_dict(json.loads(json.dumps(foreign)))
    assert out == model.SerializeToString()


def test_foreign_json_of_backend_models() -> None:
    from google.protobuf import json_format
    root = Path(onnx.__file__).parent / "backend" / "test" / "data"
    paths = sorted(root.rglob("*.onnx"), key=lambda p: (p.stat().st_size, str(p)))[:60]
    assert paths
    for p in paths:
        data = p.read_bytes()
        m = onnx.ModelProto.FromString(data)
        for preserve in (False, True):
            foreign = json.loads(json_format.MessageToJson(m, preserving_proto_field_name=preserve))
            assert onnxjson.from_dict(foreign) == data, p
