"""The document means what protobuf parses: repeated singular fields, closed enums, oneofs, merges.

A protobuf parser reads a message whose wire repeats itself in a definite way: a singular scalar
written twice keeps its last value; a value of a closed enum (onnx.proto is proto2: all its enums
are closed) that the enum does not know goes to the unknown fields and leaves the field as it was;
a singular message written twice is the merge of its occurrences; a member of a oneof clears the
other members read before it; packed and unpacked runs of a repeated scalar concatenate. The
document must show that reading (what a reader and every consumer of the document sees: info's
external data, weights, validate), while its layout record keeps the exact bytes.

For every message type of the registry (onnx's and the onnx-light catalogue's), wire input is built
from a seed with those duplication patterns (and unknown fields, over-long varints, fields out of
order) and three things are required, on the pure-Python and the compiled paths:

* the unedited document rebuilds the input bit-exactly;
* **wire meaning**: protobuf's parse of the input equals its parse of the bytes built from the
  document with every ``$layout`` record dropped (what the visible fields and ``$unknown`` say);
* **visible meaning**: the document with its layout records dropped equals the one made from
  protobuf's own serialization of its parse (canonical bytes: each field once, one oneof member),
  so the document shows no value that protobuf does not keep.

protobuf's classes come from a descriptor set made here from the registry (every field, its label,
packedness, enum and oneof), so the catalogue's messages are parsed as protobuf would parse them.
"""

from __future__ import annotations

import functools
import os
import random
import struct
from pathlib import Path
from typing import Any

import onnx
import pytest
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.message import DecodeError as ProtobufDecodeError
from trees import tree_form
from wirebuild import LEN, field_len, field_varint, tag, varint

import onnxjson
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.proto import registry

REG = registry()
_PACKAGE = "onnxjsonmeaning"
#: Cases per message type and path (ONNXJSON_MEANING_CASES raises it locally).
CASES = int(os.environ.get("ONNXJSON_MEANING_CASES", "0") or 0) or 12


# -- protobuf's classes for the registry ------------------------------------------------------------

_TYPE = {
    "double": 1, "float": 2, "int64": 3, "uint64": 4, "int32": 5, "fixed64": 6, "fixed32": 7, "bool": 8,
    "string": 9, "message": 11, "bytes": 12, "uint32": 13, "enum": 14, "sfixed32": 15, "sfixed64": 16,
    "sint32": 17, "sint64": 18,
}


def _flat(name: str) -> str:
    return name.replace(".", "_")


@functools.cache
def _classes() -> dict[str, Any]:
    """protobuf message classes of every message of the registry, as proto2 declares them."""
    file = descriptor_pb2.FileDescriptorProto(name="onnxjson_meaning.proto", package=_PACKAGE, syntax="proto2")
    for name, enum in REG.enums.items():
        e = file.enum_type.add(name=_flat(name))
        for number, value in sorted(enum.by_number.items()):
            e.value.add(name=f"{_flat(name)}_{value}_{number & 0xFFFFFFFF}", number=number)
    for name, spec in REG.messages.items():
        m = file.message_type.add(name=_flat(name))
        oneofs = list(spec.oneofs())
        for oneof in oneofs:
            m.oneof_decl.add(name=oneof)
        for f in spec.ordered():
            assert f.kind != "group", "no message of the registry declares a group"
            d = m.field.add(name=f.name, number=f.number, type=_TYPE[f.kind],
                            label=3 if f.repeated else 1)
            if f.kind == "message":
                d.type_name = f".{_PACKAGE}.{_flat(f.message or '')}"
            elif f.kind == "enum":
                d.type_name = f".{_PACKAGE}.{_flat(f.enum or '')}"
            if f.packable:
                d.options.packed = f.packed
            if f.oneof is not None:
                d.oneof_index = oneofs.index(f.oneof)
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file)
    return {name: message_factory.GetMessageClass(pool.FindMessageTypeByName(f"{_PACKAGE}.{_flat(name)}"))
            for name in REG.messages}


def protobuf_reading(data: bytes, name: str) -> bytes | None:
    """protobuf's serialization of its parse of ``data`` as message ``name``; None if it refuses."""
    message = _classes()[name]()
    try:
        message.ParseFromString(data)
    except ProtobufDecodeError:
        return None
    return message.SerializeToString(deterministic=True)


# -- the wire, with its duplication patterns --------------------------------------------------------


def _value(rnd: random.Random, f: Any, depth: int) -> bytes:
    """The value bytes (after the tag) of one unpacked occurrence of field ``f``."""
    kind = f.kind
    if kind == "message":
        return varint_len(_message(rnd, f.message, depth - 1) if depth > 0 else b"")
    if kind == "string" or kind == "bytes":
        body = rnd.choice([b"", b"x", b"N", "\u00e9t\u00e9".encode(), b"\xff\xfe", rnd.randbytes(rnd.randrange(12))])
        return varint_len(body)
    if kind in ("float", "fixed32", "sfixed32"):
        return rnd.choice([struct.pack("<f", 1.5), b"\x00\x00\x00\x80", b"\x01\x00\xc0\x7f", rnd.randbytes(4)])
    if kind in ("double", "fixed64", "sfixed64"):
        return rnd.choice([struct.pack("<d", 0.1), b"\x00" * 7 + b"\x80", rnd.randbytes(8)])
    if kind == "enum":
        known = sorted(REG.enums[f.enum].by_number)
        value = rnd.choice([rnd.choice(known), rnd.choice(known), rnd.choice(known), 99, 7, 1 << 20, -5,
                            (1 << 32) + rnd.choice(known), (1 << 40) + 99])
    elif kind == "bool":
        value = rnd.choice([0, 1, 1, 2])
    else:
        value = rnd.choice([0, 1, 3, 127, 128, 300, -1, -2**31, 2**31 - 1, 2**40, rnd.randrange(1 << 64)])
    return varint(value, min_len=rnd.choice([None, None, None, 3]))


def varint_len(body: bytes) -> bytes:
    return varint(len(body)) + body


def _occurrence(rnd: random.Random, f: Any, depth: int) -> bytes:
    """One occurrence of ``f``: unpacked, or (a packable repeated field) a packed run, maybe empty."""
    if f.packable and rnd.random() < 0.5:
        body = b"".join(_value(rnd, f, depth) for _ in range(rnd.randrange(4)))
        return tag(f.number, LEN) + varint_len(body)
    return tag(f.number, f.wire_type) + _value(rnd, f, depth)


def _unknown(rnd: random.Random) -> bytes:
    number = rnd.choice([50, 999, 1099, 4000])
    if rnd.random() < 0.5:
        return field_varint(number, rnd.randrange(1 << 20))
    return field_len(number, rnd.randbytes(rnd.randrange(6)))


def _message(rnd: random.Random, name: str, depth: int) -> bytes:
    """The wire of a message of ``name``: a few of its fields, each in one of the patterns."""
    spec = REG.messages[name]
    fields = spec.ordered()
    if not fields:
        return b"".join(_unknown(rnd) for _ in range(rnd.randrange(2)))
    parts: list[bytes] = []
    for _ in range(rnd.randrange(1, 4)):
        pattern = rnd.randrange(6)
        members = [m for ms in spec.oneofs().values() for m in ms]
        if pattern == 0 and members:  # a oneof switching between its members (and back)
            oneof = rnd.choice(list(spec.oneofs().values()))
            parts += [_occurrence(rnd, rnd.choice(oneof), depth) for _ in range(rnd.randrange(2, 5))]
        elif pattern == 1:  # one field written several times (scalars: last wins; messages: merged)
            f = rnd.choice(fields)
            parts += [_occurrence(rnd, f, depth) for _ in range(rnd.randrange(2, 4))]
        elif pattern == 2:  # a closed enum's known and unknown values interleaved
            enums = [f for f in fields if f.kind == "enum"] or fields
            f = rnd.choice(enums)
            parts += [_occurrence(rnd, f, depth) for _ in range(rnd.randrange(1, 4))]
        elif pattern == 3:
            parts.append(_unknown(rnd))
        else:
            parts.append(_occurrence(rnd, rnd.choice(fields), depth))
    if rnd.random() < 0.7:  # most often in field order (the fast paths' input), else as generated
        parts.sort(key=varint_key)
    return b"".join(parts)


def varint_key(part: bytes) -> int:
    """The field number of a part (its leading tag)."""
    value, shift = 0, 0
    for b in part:
        value |= (b & 127) << shift
        shift += 7
        if b < 128:
            break
    return value >> 3


def wire_case(name: str, seed: int) -> bytes:
    rnd = random.Random(f"{name}:{seed}")
    return _message(rnd, name, rnd.randrange(1, 4))


# -- the document's meaning -------------------------------------------------------------------------


def without_layout(tree: Any, *, visible: bool = False) -> Any:
    """``tree`` with every ``$layout`` record dropped. ``visible``: also the keys of each ``$unknown``
    entry that only say how it was encoded (an over-long tag, varint or length), and the empty
    repeated fields (an empty packed run, kept for the layout): no value to protobuf."""
    if isinstance(tree, dict):
        drop = {LAYOUT_KEY, "tag", "raw", "len", "end_tag"} if visible and "wire_type" in tree else {LAYOUT_KEY}
        return {k: without_layout(v, visible=visible) for k, v in tree.items()
                if k not in drop and not (visible and v == [])}
    if isinstance(tree, list):
        return [without_layout(v, visible=visible) for v in tree]
    return tree


def check_meaning(data: bytes, name: str) -> str:
    """The three requirements for ``data``; returns what happened ("refused" when protobuf refuses)."""
    expected = protobuf_reading(data, name)
    if expected is None:
        return "refused"
    try:
        doc = onnxjson.to_dict(data, type=name)
    except onnxjson.OnnxJsonError as e:
        # Input that starts like JSON text even with its type given is issue 26's class 6 (the
        # sniffing of input); counted apart, not checked here.
        assert "looks like" in str(e), e
        return "sniffed"
    assert onnxjson.from_dict(doc) == data, "the unedited document does not rebuild the input"
    assert onnxjson.loads(onnxjson.dumps(data, type=name)) == data, "not bit-exact through JSON text"
    fields = without_layout(doc)
    built = onnxjson.from_dict(fields)
    assert protobuf_reading(built, name) == expected, (
        f"protobuf reads the document's fields otherwise than the input: {fields}")
    visible = without_layout(doc, visible=True)
    canonical = without_layout(onnxjson.to_dict(expected, type=name), visible=True)
    assert tree_form(visible) == tree_form(canonical), (
        f"the document shows {visible}, protobuf keeps {canonical}")
    return "checked"


@pytest.mark.parametrize("name", sorted(REG.messages))
def test_document_means_what_protobuf_parses(name: str, accel_path: str) -> None:
    outcomes: dict[str, int] = {}
    for seed in range(CASES):
        data = wire_case(name, seed)
        try:
            outcome = check_meaning(data, name)
        except AssertionError as e:
            raise AssertionError(f"{name}, seed {seed}, input {data.hex()}: {e}") from None
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.get("checked", 0) >= CASES // 2, outcomes


# -- edits: the layout record never changes what the document means -------------------------------


def _messages(doc: Any, spec: Any) -> list[tuple[dict[str, Any], Any]]:
    """Every message of the document (with its spec), without recursion."""
    found, todo = [], [(doc, spec)]
    while todo:
        message, spec = todo.pop()
        found.append((message, spec))
        for f in spec.ordered():
            if f.kind != "message" or f.name not in message:
                continue
            sub = REG.messages[f.message or ""]
            for child in (message[f.name] if f.repeated else [message[f.name]]):
                if isinstance(child, dict):
                    todo.append((child, sub))
    return found


def _edit(rnd: random.Random, doc: dict[str, Any], name: str) -> None:
    """One edit of a visible singular field of a random message of ``doc``: a new value, a deletion,
    or (in a oneof) another member set beside the one shown."""
    message, spec = rnd.choice(_messages(doc, REG.messages[name]))
    fields = [f for f in spec.ordered() if not f.repeated]
    if not fields:
        return
    f = rnd.choice(fields)
    if f.name in message and rnd.random() < 0.3:
        del message[f.name]
        return
    if f.kind == "message":
        message[f.name] = {}
    elif f.kind == "enum":
        names = sorted(REG.enums[f.enum or ""].by_name)
        message[f.name] = rnd.choice([rnd.choice(names), 99, 7, -5])
    elif f.kind in ("string", "bytes"):
        message[f.name] = "edited" if f.kind == "string" or f.text else "AA=="
    elif f.kind in ("float", "double"):
        message[f.name] = rnd.choice([0.5, -0.0, "NaN"])
    elif f.kind == "bool":
        message[f.name] = rnd.random() < 0.5
    elif f.enum is not None:  # an enum-like int32: a name or any number
        message[f.name] = rnd.choice([rnd.choice(sorted(REG.enums[f.enum].by_name)), 12345])
    else:
        message[f.name] = rnd.choice([0, 1, 300])


@pytest.mark.parametrize("name", sorted(REG.messages))
def test_an_edited_document_means_what_it_shows_generated(name: str, accel_path: str) -> None:
    """Random edits of the documents of the generated wire: the bytes built with the layout records
    mean (to protobuf) what the bytes built without them mean, the visible fields alone."""
    checked = 0
    for seed in range(CASES):
        data = wire_case(name, seed)
        if protobuf_reading(data, name) is None:
            continue
        try:
            doc = onnxjson.to_dict(data, type=name)
        except onnxjson.OnnxJsonError:
            continue  # (see check_meaning)
        rnd = random.Random(f"edit:{name}:{seed}")
        for _ in range(rnd.randrange(1, 4)):
            _edit(rnd, doc, name)
        try:
            built = onnxjson.from_dict(doc)
        except onnxjson.OnnxJsonError:
            continue  # an edit that is not a value of its field (refused, never written)
        canonical = onnxjson.from_dict(without_layout(doc))
        assert protobuf_reading(built, name) == protobuf_reading(canonical, name), (
            f"{name}, seed {seed}: the layout record changes what the edited document means: {doc}")
        checked += 1
    assert checked >= CASES // 3


# -- the cases found --------------------------------------------------------------------------------


def _attribute_int_then_99() -> bytes:
    return field_len(1, b"a") + field_varint(20, 2) + field_varint(20, 99)  # name, type INT, type 99


def test_closed_enum_unknown_value_leaves_the_known_one(accel_path: str) -> None:
    """AttributeProto.type INT then 99: protobuf keeps INT and 99 as an unknown field (issue 26)."""
    data = _attribute_int_then_99()
    parsed = onnx.AttributeProto.FromString(data)
    assert parsed.type == onnx.AttributeProto.INT
    doc = onnxjson.to_dict(data, type="AttributeProto")
    assert doc["type"] == "INT"
    assert doc[UNKNOWN_KEY] == [{"number": 20, "wire_type": "varint", "value": 99}]
    assert onnxjson.from_dict(doc) == data
    assert check_meaning(data, "AttributeProto") == "checked"


def _external_tensor(location: bytes) -> bytes:
    """A FLOAT tensor of 4 elements in external data: data_location EXTERNAL, then 7."""
    entry = field_len(1, b"location") + field_len(2, location)
    return (field_varint(1, 4) + field_varint(2, 1) + field_len(8, b"w") + field_len(13, entry)
            + field_varint(14, 1) + field_varint(14, 7))


def test_data_location_external_then_unknown_stays_external(accel_path: str) -> None:
    data = _external_tensor(b"w.data")
    assert onnx.TensorProto.FromString(data).data_location == onnx.TensorProto.EXTERNAL
    doc = onnxjson.to_dict(data, type="TensorProto")
    assert doc["data_location"] == "EXTERNAL"
    assert doc[UNKNOWN_KEY] == [{"number": 14, "wire_type": "varint", "value": 7}]
    assert check_meaning(data, "TensorProto") == "checked"


def _model_with(tensor: bytes) -> bytes:
    graph = field_len(5, tensor) + field_len(2, b"g")
    opset = field_len(1, b"") + field_varint(2, 17)
    return field_varint(1, 8) + field_len(7, graph) + field_len(8, opset)


def test_dump_never_overwrites_the_external_data_onnx_reads(tmp_path: Path, accel_path: str) -> None:
    """`dump enum_loc.onnx -o w.bin`, where onnx reads the model's weights from w.bin (its
    data_location is EXTERNAL, then 7): the document shows external data, info counts it, and the
    dump (as its output or its sidecar) refuses to write over that file."""
    weights = struct.pack("<4f", 1.0, 2.0, 3.0, 4.0)
    (tmp_path / "w.bin").write_bytes(weights)
    model = tmp_path / "enum_loc.onnx"
    model.write_bytes(_model_with(_external_tensor(b"w.bin")))
    loaded = onnx.load(str(model))
    assert onnx.numpy_helper.to_array(loaded.graph.initializer[0]).tolist() == [1.0, 2.0, 3.0, 4.0]
    assert [group.storage for group in onnxjson.info(model).by_storage] == ["external"]
    doc = onnxjson.to_dict(model.read_bytes())
    assert doc["graph"]["initializer"][0]["data_location"] == "EXTERNAL"
    with pytest.raises(onnxjson.OnnxJsonError):
        onnxjson.dump(model, tmp_path / "w.bin")
    with pytest.raises(onnxjson.OnnxJsonError):
        onnxjson.dump(model, tmp_path / "m.json", sidecar=tmp_path / "w.bin")
    assert (tmp_path / "w.bin").read_bytes() == weights
    onnxjson.dump(model, tmp_path / "m.json", external="inline")  # the weights onnx reads
    inlined = onnxjson.load(tmp_path / "m.json").graph.initializer[0]
    assert onnx.numpy_helper.to_array(inlined).tolist() == [1.0, 2.0, 3.0, 4.0]


def test_oneof_switch_shows_the_last_member(accel_path: str) -> None:
    tensor = field_len(1, field_varint(1, 1))
    sequence = field_len(4, field_len(1, field_len(1, field_varint(1, 3))))
    data = tensor + sequence  # canonical order, two members: protobuf keeps sequence_type
    doc = onnxjson.to_dict(data, type="TypeProto")
    assert "tensor_type" not in doc and "sequence_type" in doc
    assert onnxjson.from_dict(doc) == data
    assert check_meaning(data, "TypeProto") == "checked"
    back = tensor + sequence + field_len(1, field_varint(2, 1)) + field_len(1, field_varint(1, 7))
    doc = onnxjson.to_dict(back, type="TypeProto")  # the switch back starts a new message, then merges
    assert doc["tensor_type"]["elem_type"] == "INT64" and "sequence_type" not in doc
    assert check_meaning(back, "TypeProto") == "checked"
    dim = field_varint(1, 5) + field_len(2, b"N")
    doc = onnxjson.to_dict(dim, type="TensorShapeProto.Dimension")
    assert doc.get("dim_param") == "N" and "dim_value" not in doc
    assert check_meaning(dim, "TensorShapeProto.Dimension") == "checked"


def test_an_edited_document_means_what_it_shows(accel_path: str) -> None:
    """An edit of a message with dropped occurrences writes what the document shows (the record no
    longer fits: canonical), never the dropped bytes."""
    data = field_varint(1, 5) + field_len(2, b"N")
    doc = onnxjson.to_dict(data, type="TensorShapeProto.Dimension")
    doc["dim_param"] = "M"
    assert onnx.TensorShapeProto.Dimension.FromString(onnxjson.from_dict(doc)).dim_param == "M"
    del doc["dim_param"]
    doc["dim_value"] = 3
    built = onnx.TensorShapeProto.Dimension.FromString(onnxjson.from_dict(doc))
    assert built.WhichOneof("value") == "dim_value" and built.dim_value == 3
    enum = onnxjson.to_dict(_attribute_int_then_99(), type="AttributeProto")
    enum["type"] = "FLOAT"
    assert onnx.AttributeProto.FromString(onnxjson.from_dict(enum)).type == onnx.AttributeProto.FLOAT
    # INT then FLOAT: "earlier" keeps INT. A number the enum does not know written over FLOAT would
    # leave INT to a parser if the earlier value were replayed: the message is written canonically.
    twice = field_len(1, b"a") + field_varint(20, 2) + field_varint(20, 1)
    enum = onnxjson.to_dict(twice, type="AttributeProto")
    assert enum["type"] == "FLOAT" and enum[LAYOUT_KEY]["earlier"] == {"20": ["02"]}
    enum["type"] = 99
    built = onnx.AttributeProto.FromString(onnxjson.from_dict(enum))
    assert not built.HasField("type")
    assert onnxjson.from_dict(enum) == field_len(1, b"a") + field_varint(20, 99)


def test_no_message_repeats_a_closed_enum() -> None:
    """A repeated enum field would need more than the decoder does: a parser drops each unknown
    element of a packed run into the unknown fields (re-encoded on its own), which the layout record
    cannot place. No message of onnx.proto or the catalogue has one; adding one must add that."""
    assert not [(spec.name, f.name) for spec in REG.messages.values() for f in spec.ordered()
                if f.kind == "enum" and f.repeated]
