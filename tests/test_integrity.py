"""What the document shows is exactly what build writes (issue 11, part B).

* An ``$unknown`` entry can never hold what protobuf parsers read as a known field: checked for every
  field of every message (onnx-ml and the onnx-light catalogue) and every wire type, with our own
  decoder and the protobuf runtime as oracles.
"""

from __future__ import annotations

import base64
from typing import Any

import onnx
import pytest

import onnxjson
from onnxjson import OnnxJsonError
from onnxjson._api import _public_form
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.encode import encode_unknown_entries
from onnxjson.proto import I32, I64, LEN, SGROUP, VARINT, FieldSpec, registry

REG = registry()
WIRE_NAMES = {VARINT: "varint", I64: "i64", LEN: "len", SGROUP: "group", I32: "i32"}


def _protobuf_class(name: str) -> Any:
    """The onnx protobuf class of a registry message (None for onnx-light messages)."""
    cls: Any = onnx
    for part in name.split("."):
        cls = getattr(cls, part, None)
        if cls is None:
            return None
    return cls if hasattr(cls, "FromString") else None


def _entry(f: FieldSpec, wire_type: int) -> dict[str, Any]:
    """An unknown-field entry with the number of ``f``, valid for the field if read as it."""
    value: Any
    if wire_type == VARINT:
        value = 1
    elif wire_type in (I32, I64):
        value = 0
    elif wire_type == SGROUP:
        value = []
    else:
        element = {VARINT: b"\x01", I32: b"\0" * 4, I64: b"\0" * 8}.get(f.wire_type, b"")
        value = base64.b64encode(element if f.packable else b"").decode()
    return {"number": f.number, "wire_type": WIRE_NAMES[wire_type], "value": value}


def _cases() -> list[Any]:
    cases = []
    for name, spec in sorted(REG.messages.items()):
        for f in spec.ordered():
            for wt, wire_name in WIRE_NAMES.items():
                cases.append(pytest.param(name, f.number, wt, id=f"{name}.{f.name}-{wire_name}"))
    return cases


def _decode(raw: bytes, type_name: str, *, decode_unknown: bool = False) -> dict[str, Any]:
    """The codec's document of ``raw`` (below the file sniffer: tags like 0x5b look like JSON)."""
    options = DecodeOptions(decode_unknown=decode_unknown)
    doc: dict[str, Any] = _public_form(decode_message(raw, REG.messages[type_name], REG, options)[0])
    return doc


def _reads_field(raw: bytes, type_name: str, f: FieldSpec) -> bool:
    doc = _decode(raw, type_name)
    return f.name in doc and "$unknown" not in doc


@pytest.mark.parametrize(("type_name", "number", "wire_type"), _cases())
def test_unknown_entry_cannot_shadow_a_known_field(type_name: str, number: int, wire_type: int) -> None:
    spec = REG.messages[type_name]
    f = spec.fields[number]
    entry = _entry(f, wire_type)
    raw = encode_unknown_entries([entry])  # the bytes the entry stands for
    read_as_field = _reads_field(raw, type_name, f)
    assert read_as_field == f.reads_as_field(wire_type)
    cls = _protobuf_class(type_name)
    if cls is not None and not f.extension:
        # The protobuf runtime agrees with our decoder on what is the field and what is unknown.
        message = cls.FromString(raw)
        present = len(getattr(message, f.name)) > 0 if f.repeated else message.HasField(f.name)
        assert present == read_as_field
    doc = {"$onnxjson": {"format_version": 1, "type": type_name}, "$unknown": [entry]}
    if read_as_field:
        with pytest.raises(OnnxJsonError, match=rf"^\$unknown\[0\]: .*{spec.name}\.{f.name}, which every"):
            onnxjson.from_dict(doc)
    else:
        assert onnxjson.from_dict(doc) == raw
        assert _decode(raw, type_name).get("$unknown") == [entry]


@pytest.mark.parametrize("wire_type", [SGROUP, LEN])
def test_entries_nested_in_an_unknown_field_are_never_known(wire_type: int) -> None:
    """Inside a group or a len value, numbers belong to no descriptor: parsers keep them unknown."""
    inner = [{"number": 1, "wire_type": "varint", "value": 7}, {"number": 7, "wire_type": "len", "value": ""}]
    # Field 99 is unknown to ModelProto; field 7 (graph) is a message, which no parser reads as a group.
    for number in (99, 7) if wire_type == SGROUP else (99,):
        entry = {"number": number, "wire_type": WIRE_NAMES[wire_type], "value": inner}
        doc = {"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "$unknown": [entry]}
        raw = onnxjson.from_dict(doc)
        model = onnx.ModelProto.FromString(raw)
        assert model.ir_version == 0 and not model.HasField("graph")
        assert onnxjson.to_dict(raw, decode_unknown=True)["$unknown"] == [entry]
