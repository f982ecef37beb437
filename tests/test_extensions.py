"""onnx-light extensions (fields 1000-1099): the "Done when" of the onnx-light issue.

The models here are written byte by byte with :mod:`wirebuild` (independent of onnxjson's encoder),
so a round trip checks the codec against protobuf's wire format, not against itself. protobuf
(``onnx.ModelProto``) parses them and keeps the extension fields as unknown fields, which checks
the hand-written bytes in turn.

- each catalogue field (ModelProto.struct_types, GraphProto.encoded_initializer,
  persistent_bindings, paged_cache_initializer, TypeProto.struct_type) dumps under its name,
  validates and rebuilds bit-exactly;
- extension messages keep a field the catalogue does not know in ``$unknown``, and so does a
  message for a field number in 1000-1099 that is not in the catalogue;
- AffineLayoutProto.storage_type is written by name;
- extension payloads (EncodedValueProto.raw_data) are stripped like other weights;
- every persistent-binding rule fails and passes through ``onnxjson validate`` and ``build --strict``.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import onnx
import pytest

import onnxjson
from onnxjson import cli
from onnxjson.validate import validate_document

sys.path.insert(0, str(Path(__file__).resolve().parent))
from wirebuild import f32, field_len, field_string, field_varint, packed_fixed32, packed_varints

# onnx.proto enum values (TensorProto.DataType) used below
FLOAT, UINT8, INT8, STRING, INT64, FLOAT16 = 1, 2, 3, 8, 7, 10


# -- a protobuf writer for the onnx messages used ---------------------------------------------------

def msg(field: int, *parts: bytes) -> bytes:
    """A length-delimited (message) field whose body is the concatenation of ``parts``."""
    return field_len(field, b"".join(parts))


def s(field: int, text: str) -> bytes:
    return field_string(field, text)


def v(field: int, value: int) -> bytes:
    return field_varint(field, value)


def tensor_type(elem: int, dims: list[int | str] | None = None) -> bytes:
    """TypeProto { tensor_type { elem_type, shape { dim... } } }, as the TypeProto's body."""
    body = v(1, elem)
    if dims is not None:
        body += msg(2, *[msg(1, v(1, d) if isinstance(d, int) else s(2, d)) for d in dims])
    return msg(1, body)


def struct_ref_type(ref: int) -> bytes:
    """TypeProto { struct_type (1000) { type_ref (4) } }."""
    return msg(1000, v(4, ref))


def value_info(field: int, name: str, type_body: bytes) -> bytes:
    return msg(field, s(1, name), field_len(2, type_body))


def node(inputs: list[str], outputs: list[str], name: str, op_type: str, *extra: bytes) -> bytes:
    return msg(1, *[s(1, i) for i in inputs], *[s(2, o) for o in outputs], s(3, name), s(4, op_type), *extra)


def binding(input_name: str, output_name: str, *extra: bytes) -> bytes:
    """GraphProto.persistent_bindings (1001): PersistentBindingProto {input_name 1, output_name 2}."""
    return msg(1001, s(1, input_name), s(2, output_name), *extra)


PAYLOAD = bytes(range(64))
BIG_PAYLOAD = bytes((i * 7) % 251 for i in range(2048))


def encoded_initializer(name: str, payload: bytes, *, storage_type: int = INT8, affine_extra: bytes = b"",
                        extra: bytes = b"") -> bytes:
    """GraphProto.encoded_initializer (1000): EncodedValueProto with an affine layout."""
    scale = msg(2, v(2, FLOAT), packed_fixed32(4, [f32(0.05)]), s(8, f"{name}_scale"))
    zero_point = msg(3, v(2, INT8), packed_varints(5, [0]), s(8, f"{name}_zero"))
    affine = msg(1, v(1, storage_type), scale, zero_point, v(4, 0), v(5, 32), affine_extra)
    logical = msg(3, tensor_type(FLOAT, [len(payload)]))
    return msg(1000, affine, logical, field_len(4, payload), s(7, name), extra)


def struct_types(extra: bytes = b"") -> bytes:
    """ModelProto.struct_types (1000): StructTypeProto KVPair {k: float16, v: float16}, type_id 1."""
    fields = [msg(1, s(1, n), msg(2, tensor_type(FLOAT16))) for n in ("k", "v")]
    return msg(1000, msg(2, *fields), s(7, "KVPair"), v(10, 1), extra)


STATE = tensor_type(FLOAT, [4])


def model_bytes(*, graph_extra: bytes = b"", bindings: bytes | None = None, storage_type: int = INT8,
                payload: bytes = PAYLOAD, binding_extra: bytes = b"", encoded_extra: bytes = b"",
                affine_extra: bytes = b"", struct_extra: bytes = b"", model_extra: bytes = b"",
                state_type: bytes = STATE, state_out_type: bytes = STATE,
                producer: str = "onnxjson-tests") -> bytes:
    """A model using every catalogue field, canonically encoded (field-number order)."""
    nodes = node(["state", "delta"], ["state_out"], "update", "Add") + node(["kv"], ["kv_out"], "pass_kv",
                                                                           "Identity")
    inputs = (value_info(11, "state", state_type) + value_info(11, "delta", state_type)
              + value_info(11, "kv", struct_ref_type(1)))
    outputs = value_info(12, "state_out", state_out_type) + value_info(12, "kv_out", struct_ref_type(1))
    if bindings is None:
        bindings = binding("state", "state_out", binding_extra)
    paged = msg(1002, s(1, "cache0"), v(2, 16))  # PagedCacheInitializerProto: no published fields
    graph = msg(7, nodes, s(2, "stateful"), inputs, outputs,
                encoded_initializer("qw", payload, storage_type=storage_type, affine_extra=affine_extra,
                                    extra=encoded_extra),
                bindings, paged, graph_extra)
    opset = msg(8, s(1, ""), v(2, 21))
    return v(1, 10) + s(2, producer) + graph + opset + struct_types(struct_extra) + model_extra


def test_the_hand_written_bytes_are_protobuf() -> None:
    """protobuf parses the model and writes it back identically (extensions as unknown fields)."""
    data = model_bytes()
    model = onnx.ModelProto.FromString(data)
    assert [n.op_type for n in model.graph.node] == ["Add", "Identity"]
    assert [i.name for i in model.graph.input] == ["state", "delta", "kv"]
    assert model.opset_import[0].version == 21
    assert model.SerializeToString() == data


# -- dump, validate, rebuild -----------------------------------------------------------------------

def test_every_catalogue_field_dumps_under_its_name() -> None:
    data = model_bytes()
    doc = onnxjson.to_dict(data)
    graph = doc["graph"]
    assert doc["struct_types"] == [{
        "structure": {"field": [
            {"name": "k", "type": {"tensor_type": {"elem_type": "FLOAT16"}}},
            {"name": "v", "type": {"tensor_type": {"elem_type": "FLOAT16"}}},
        ]},
        "name": "KVPair",
        "type_id": 1,
    }]
    assert graph["encoded_initializer"] == [{
        "affine": {
            "storage_type": "INT8",
            "scale": {"data_type": "FLOAT", "float_data": [0.05], "name": "qw_scale"},
            "zero_point": {"data_type": "INT8", "int32_data": [0], "name": "qw_zero"},
            "axis": 0,
            "block_size": 32,
        },
        "logical_type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 64}]}}},
        "raw_data": base64.b64encode(PAYLOAD).decode("ascii"),
        "name": "qw",
    }]
    assert graph["persistent_bindings"] == [{"input_name": "state", "output_name": "state_out"}]
    assert graph["paged_cache_initializer"] == [{"$unknown": [
        {"number": 1, "wire_type": "len", "value": base64.b64encode(b"cache0").decode("ascii")},
        {"number": 2, "wire_type": "varint", "value": 16},
    ]}]
    assert graph["input"][2] == {"name": "kv", "type": {"struct_type": {"type_ref": 1}}}
    assert graph["output"][1] == {"name": "kv_out", "type": {"struct_type": {"type_ref": 1}}}
    # Known by name: nothing of the catalogue is left as an unknown field, and the encoding is canonical.
    text = json.dumps(doc)
    assert '"number": 100' not in text
    assert "$layout" not in text
    assert list(graph) == ["node", "name", "input", "output", "encoded_initializer", "persistent_bindings",
                           "paged_cache_initializer"]
    assert list(doc)[-1] == "struct_types"


def test_catalogue_fields_validate_and_rebuild_bit_exactly() -> None:
    data = model_bytes()
    doc = onnxjson.to_dict(data)
    assert validate_document(doc) == []
    assert onnxjson.from_dict(doc) == data
    text = onnxjson.dumps(data)
    assert onnxjson.loads(text) == data
    assert validate_document(json.loads(text), source=text.encode()) == []
    assert onnxjson.verify(data).identical


def test_the_onnx_light_sample_is_this_model() -> None:
    """samples/onnx_light.onnx was encoded by onnxjson from a document: it has exactly these bytes."""
    sample = (Path(__file__).resolve().parent.parent / "samples" / "onnx_light.onnx").read_bytes()
    assert sample == model_bytes(producer="onnxjson-samples", binding_extra=v(9, 1))
    doc = onnxjson.to_dict(sample)
    for key in ("encoded_initializer", "persistent_bindings", "paged_cache_initializer"):
        assert doc["graph"][key], key
    assert doc["struct_types"]
    assert any("struct_type" in vi["type"] for vi in doc["graph"]["input"])


@pytest.mark.parametrize(("kwargs", "path", "entry"), [
    ({"binding_extra": v(9, 1)}, ("graph", "persistent_bindings", 0),
     {"number": 9, "wire_type": "varint", "value": 1}),
    ({"encoded_extra": v(20, 5)}, ("graph", "encoded_initializer", 0),
     {"number": 20, "wire_type": "varint", "value": 5}),
    ({"affine_extra": s(6, "hi")}, ("graph", "encoded_initializer", 0, "affine"),
     {"number": 6, "wire_type": "len", "value": "aGk="}),
    ({"struct_extra": field_len(99, b"\x08\x01")}, ("struct_types", 0),
     {"number": 99, "wire_type": "len", "value": "CAE="}),
], ids=["PersistentBindingProto", "EncodedValueProto", "AffineLayoutProto", "StructTypeProto"])
def test_extension_messages_keep_unknown_fields(kwargs: dict[str, bytes], path: tuple[Any, ...],
                                                entry: dict[str, Any]) -> None:
    data = model_bytes(**kwargs)
    assert onnx.ModelProto.FromString(data).SerializeToString() == data
    doc = onnxjson.to_dict(data)
    message = doc
    for part in path:
        message = message[part]
    assert message["$unknown"] == [entry]
    assert list(message)[-1] == "$unknown"
    assert "$layout" not in json.dumps(doc)  # unknown fields last: still canonical
    assert validate_document(doc) == []
    assert onnxjson.from_dict(doc) == data
    assert onnxjson.loads(onnxjson.dumps(data)) == data


@pytest.mark.parametrize(("extra", "path"), [
    (v(1050, 7), ("graph",)),
    (s(1099, "later"), ("graph",)),
])
def test_a_field_in_the_extension_range_not_in_the_catalogue_stays_unknown(extra: bytes,
                                                                          path: tuple[str, ...]) -> None:
    data = model_bytes(graph_extra=extra)
    assert onnx.ModelProto.FromString(data).SerializeToString() == data
    doc = onnxjson.to_dict(data)
    unknown = doc["graph"]["$unknown"]
    assert len(unknown) == 1
    if extra == v(1050, 7):
        assert unknown == [{"number": 1050, "wire_type": "varint", "value": 7}]
    else:
        assert unknown == [{"number": 1099, "wire_type": "len",
                            "value": base64.b64encode(b"later").decode("ascii")}]
    assert validate_document(doc) == []
    assert onnxjson.from_dict(doc) == data


def test_an_unknown_extension_field_of_model_proto_stays_unknown() -> None:
    data = model_bytes(model_extra=v(1001, 3) + s(1042, "x"))
    doc = onnxjson.to_dict(data)
    assert doc["$unknown"] == [{"number": 1001, "wire_type": "varint", "value": 3},
                               {"number": 1042, "wire_type": "len", "value": "eA=="}]
    assert onnxjson.from_dict(doc) == data


def test_a_catalogue_field_with_the_wrong_wire_type_is_unknown() -> None:
    """GraphProto 1001 as a varint is not a PersistentBindingProto: it is kept, as protobuf would."""
    data = model_bytes(bindings=v(1001, 5))
    doc = onnxjson.to_dict(data)
    assert "persistent_bindings" not in doc["graph"]
    assert {"number": 1001, "wire_type": "varint", "value": 5} in doc["graph"]["$unknown"]
    assert onnxjson.from_dict(doc) == data


# -- storage_type by name ---------------------------------------------------------------------------

def test_storage_type_is_written_by_name_and_read_by_name() -> None:
    doc = onnxjson.to_dict(model_bytes())
    affine = doc["graph"]["encoded_initializer"][0]["affine"]
    assert affine["storage_type"] == "INT8"
    affine["storage_type"] = "UINT8"
    assert onnxjson.from_dict(doc) == model_bytes(storage_type=UINT8)
    affine["storage_type"] = UINT8  # a number is accepted too
    assert onnxjson.from_dict(doc) == model_bytes(storage_type=UINT8)


def test_storage_type_without_a_name_is_an_unknown_field() -> None:
    """storage_type is a closed enum (the catalogue is proto2): a parser puts a number the enum does
    not name into the unknown fields, and so does the document; it still rebuilds exactly."""
    data = model_bytes(storage_type=99)
    doc = onnxjson.to_dict(data)
    affine = doc["graph"]["encoded_initializer"][0]["affine"]
    assert "storage_type" not in affine
    assert affine["$unknown"] == [{"number": 1, "wire_type": "varint", "value": 99}]
    assert onnxjson.from_dict(doc) == data


def test_storage_type_misspelled_is_rejected_with_a_suggestion() -> None:
    doc = onnxjson.to_dict(model_bytes())
    doc["graph"]["encoded_initializer"][0]["affine"]["storage_type"] = "IN8"
    found = validate_document(doc)
    assert [f.path for f in found] == ["graph.encoded_initializer[0].affine.storage_type"]
    assert 'did you mean "INT8"?' in found[0].message


# -- weights inside extensions ----------------------------------------------------------------------

@pytest.mark.parametrize(("payload", "threshold"), [(PAYLOAD, 0), (BIG_PAYLOAD, None)],
                         ids=["64-bytes-threshold-0", "2048-bytes-default-threshold"])
def test_extension_payloads_are_stripped(payload: bytes, threshold: int | None) -> None:
    data = model_bytes(payload=payload)
    options: dict[str, Any] = {"strip_weights": True}
    if threshold is not None:
        options["strip_threshold"] = threshold
    doc = onnxjson.to_dict(data, **options)
    encoded = doc["graph"]["encoded_initializer"][0]
    assert encoded["raw_data"] == {"size": len(payload), "sha256": hashlib.sha256(payload).hexdigest()}
    scale = encoded["affine"]["scale"]["float_data"]
    if threshold == 0:  # the scale's 4 bytes are a payload too
        assert scale == {"count": 1, "size": 4, "sha256": hashlib.sha256(struct.pack("<f", 0.05)).hexdigest()}
    else:
        assert scale == [0.05]
    assert validate_document(doc) == []
    assert onnxjson.from_dict(doc, weights_from=data) == data
    assert onnxjson.from_dict(json.loads(json.dumps(doc)), weights_from=data) == data


def test_extension_payloads_go_to_the_sidecar(tmp_path: Path) -> None:
    data = model_bytes(payload=BIG_PAYLOAD)
    (tmp_path / "m.onnx").write_bytes(data)
    onnxjson.dump(tmp_path / "m.onnx", tmp_path / "m.json", sidecar=tmp_path / "m.bin")
    doc = json.loads((tmp_path / "m.json").read_bytes())
    ref = doc["graph"]["encoded_initializer"][0]["raw_data"]
    assert ref["size"] == len(BIG_PAYLOAD) and ref["offset"] % 64 == 0
    assert (tmp_path / "m.bin").read_bytes()[ref["offset"]:ref["offset"] + ref["size"]] == BIG_PAYLOAD
    onnxjson.build(tmp_path / "m.json", tmp_path / "out.onnx")
    assert (tmp_path / "out.onnx").read_bytes() == data


def test_extension_payloads_are_diffed_by_digest(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "a.onnx").write_bytes(model_bytes())
    (tmp_path / "b.onnx").write_bytes(model_bytes(payload=bytes(64)))
    assert cli.main(["diff", str(tmp_path / "a.onnx"), str(tmp_path / "a.onnx")]) == 0
    assert cli.main(["diff", "--json", str(tmp_path / "a.onnx"), str(tmp_path / "b.onnx")]) == 1
    changes = json.loads(capsys.readouterr().out)
    assert len(changes) == 1 and "qw" in changes[0]["path"], changes


# -- persistent-binding rules: failing and passing, through validate and build --strict --------------

Mutation = Callable[[dict[str, Any]], None]


def _rename_state(doc: dict[str, Any]) -> None:
    """Names with dots are literal: "state.0" is a name, not a field path."""
    g = doc["graph"]
    g["input"][0]["name"] = "state.0"
    g["node"][0]["input"][0] = "state.0"
    g["persistent_bindings"][0]["input_name"] = "state.0"


def _second_state(*, duplicate: bool) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        g = doc["graph"]
        state = copy.deepcopy(g["input"][0])
        g["input"].append({**state, "name": "state2"})
        g["output"].append({**state, "name": "state2_out"})
        g["node"].append({"input": ["state2"], "output": ["state2_out"], "name": "copy2", "op_type": "Identity"})
        g["persistent_bindings"].append({"input_name": "state" if duplicate else "state2",
                                         "output_name": "state2_out"})
    return mutate


def _if_node(*, bindings: bool) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        g = doc["graph"]
        g["input"].append({"name": "c", "type": {"tensor_type": {"elem_type": "BOOL", "shape": {}}}})
        out = [{"name": "t", "type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 4}]}}}}]
        then: dict[str, Any] = {"node": [{"input": ["delta"], "output": ["t"], "op_type": "Identity"}],
                                "name": "then", "output": out}
        if bindings:
            then["persistent_bindings"] = [{"input_name": "delta", "output_name": "t"}]
        other = {"node": [{"input": ["delta"], "output": ["t"], "op_type": "Identity"}], "name": "else",
                 "output": copy.deepcopy(out)}
        g["node"].append({"input": ["c"], "output": ["o"], "name": "if", "op_type": "If", "attribute": [
            {"name": "then_branch", "g": then, "type": "GRAPH"},
            {"name": "else_branch", "g": other, "type": "GRAPH"}]})
    return mutate


def _elem_types(elem: str, *, output: str | None = None) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        g = doc["graph"]
        for vi in (g["input"][0], g["input"][1], g["output"][0]):
            vi["type"]["tensor_type"]["elem_type"] = elem
        if output is not None:
            g["output"][0]["type"]["tensor_type"]["elem_type"] = output
    return mutate


def _sequence_of(elem: str) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        g = doc["graph"]
        seq = {"sequence_type": {"elem_type": {"tensor_type": {"elem_type": elem}}}}
        g["input"][0]["type"] = copy.deepcopy(seq)
        g["output"][0]["type"] = copy.deepcopy(seq)
        g["node"][0] = {"input": ["state"], "output": ["state_out"], "name": "update", "op_type": "Identity"}
    return mutate


def _out_dim(dim: dict[str, Any]) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        doc["graph"]["output"][0]["type"]["tensor_type"]["shape"]["dim"][0] = dim
    return mutate


def _bind_struct(ref: int) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        doc["graph"]["persistent_bindings"].append({"input_name": "kv", "output_name": "kv_out"})
        doc["graph"]["output"][1]["type"]["struct_type"]["type_ref"] = ref
    return mutate


def _set_binding(**fields: Any) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        doc["graph"]["persistent_bindings"][0].update(fields)
    return mutate


def _nothing(doc: dict[str, Any]) -> None:
    return None


LEGACY = [{"number": 3, "wire_type": "len", "value": base64.b64encode(b"\x08\x00").decode()}]
NOT_LEGACY = [{"number": 9, "wire_type": "varint", "value": 1}]

# rule, failing mutation, passing mutation (a near miss), expected message of the failure
BINDING_RULES: list[tuple[str, Mutation, Mutation, str]] = [
    ("binding-unknown-name", _set_binding(input_name="stat"), _nothing, 'no input named "stat"'),
    ("binding-unknown-name-dotted", _set_binding(input_name="state.0"), _rename_state, 'no input named "state.0"'),
    ("binding-unknown-output", _set_binding(output_name="state_ou"), _nothing, 'no output named "state_ou"'),
    ("binding-legacy-field", _set_binding(**{"$unknown": LEGACY}), _set_binding(**{"$unknown": NOT_LEGACY}),
     "retired field-path form"),
    ("binding-duplicate", _second_state(duplicate=True), _second_state(duplicate=False),
     'input "state" is already bound by binding 0'),
    ("binding-in-subgraph", _if_node(bindings=True), _if_node(bindings=False), "inside a subgraph"),
    ("binding-string", _elem_types("STRING"), _elem_types("INT64"), "string tensors cannot be persistent"),
    ("binding-string-sequence", _sequence_of("STRING"), _sequence_of("FLOAT"), "sequence element: tensor(string)"),
    ("binding-type", _elem_types("FLOAT", output="DOUBLE"), _elem_types("FLOAT16"),
     "FLOAT (input) vs DOUBLE (output)"),
    ("binding-type-dim", _out_dim({"dim_value": 8}), _out_dim({"dim_param": "N"}), "dimension 0 is 4 (input) vs 8"),
    ("binding-type-struct", _bind_struct(2), _bind_struct(1), "type_ref 2 refers to no entry"),
]


@pytest.fixture(scope="module")
def base_document() -> dict[str, Any]:
    return onnxjson.to_dict(model_bytes())


def _write(doc: dict[str, Any], path: Path) -> Path:
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    return path


def _cli(capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, str, str]:
    code = cli.main([os.fspath(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.mark.parametrize(("rule", "bad", "good", "message"), BINDING_RULES, ids=[r[0] for r in BINDING_RULES])
def test_binding_rule_fails(rule: str, bad: Mutation, good: Mutation, message: str,
                            base_document: dict[str, Any], tmp_path: Path,
                            capsys: pytest.CaptureFixture[str]) -> None:
    doc = copy.deepcopy(base_document)
    bad(doc)
    path = _write(doc, tmp_path / "bad.json")
    code, out, err = _cli(capsys, "validate", path)
    assert (code, err) == (1, ""), out
    lines = out.splitlines()
    assert len(lines) == 1 and message in lines[0], out
    assert lines[0].startswith(f"{path}: graph.") and " (line " in lines[0]
    # The schema alone has nothing against it; build --strict refuses it, before writing anything.
    assert _cli(capsys, "validate", "--schema-only", path)[0] == 0
    code, _, err = _cli(capsys, "build", "--strict", path, "-o", tmp_path / "bad.onnx")
    assert code == 2
    assert len(err.splitlines()) == 1 and err.startswith(f"error: {path}: graph.") and message in err, err
    assert not (tmp_path / "bad.onnx").exists()


@pytest.mark.parametrize(("rule", "bad", "good", "message"), BINDING_RULES, ids=[r[0] for r in BINDING_RULES])
def test_binding_rule_passes(rule: str, bad: Mutation, good: Mutation, message: str,
                             base_document: dict[str, Any], tmp_path: Path,
                             capsys: pytest.CaptureFixture[str]) -> None:
    doc = copy.deepcopy(base_document)
    good(doc)
    path = _write(doc, tmp_path / "good.json")
    assert _cli(capsys, "validate", path) == (0, f"valid  {path}\n", "")
    code, _, err = _cli(capsys, "build", "--strict", path, "-o", tmp_path / "good.onnx")
    assert (code, err) == (0, "")
    assert (tmp_path / "good.onnx").read_bytes() == onnxjson.from_dict(doc)
