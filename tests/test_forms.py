"""The JSON form of every field is decided once (onnxjson/proto/forms.py) and read everywhere.

Every field's form follows the table; the compiled twin's tables, the schemas and the documents of
real models agree with it on every field (both paths); and changing one field's form in the
registry (the one edit) changes what the reference decoder writes, what the encoder reads back, and
what the compiled twin's tables say, with no other edit.
"""

from __future__ import annotations

import copy
from typing import Any

import onnx
import pytest
from corpora import SAMPLE_MODELS

from onnxjson import accel, to_dict
from onnxjson.codec import compiled
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.encode import encode_message
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.codec.values import BYTES_KEY
from onnxjson.proto import FieldSpec, Registry, forms, registry
from onnxjson.schema.generate import SPECIAL_FORMS, _Walker

#: The Python values of a field's form in a document (payload fields aside: codec/payload.py's).
VALUE_TYPES: dict[str, tuple[type, ...]] = {
    forms.OBJECT: (dict,), forms.ENUM_NAME: (str, int), forms.INTEGER: (int,), forms.BOOLEAN: (bool,),
    forms.FLOAT32: (float, int, str), forms.FLOAT64: (float, int, str), forms.TEXT: (str, dict),
    forms.BASE64: (str,),
}
#: The JSON types the schema of a value of each form allows.
SCHEMA_TYPES: dict[str, set[str]] = {
    forms.OBJECT: {"object"}, forms.ENUM_NAME: {"string", "integer"}, forms.INTEGER: {"integer"},
    forms.BOOLEAN: {"boolean"}, forms.FLOAT32: {"number", "string"}, forms.FLOAT64: {"number", "string"},
    forms.TEXT: {"string", "object"}, forms.BASE64: {"string"},
}


def _fields(reg: Registry) -> list[tuple[str, FieldSpec]]:
    return [(spec.name, f) for spec in reg.messages.values() for f in spec.ordered()]


def test_every_field_has_the_form_the_table_gives() -> None:
    seen = set()
    for message, f in _fields(registry()):
        assert f.form == forms.field_form(f.kind, f.enum, f.text) and f.form in forms.FORMS, (message, f)
        seen.add(f.form)
        if (message, f.name) in forms.ENUM_LIKE:
            assert f.kind == "int32" and f.form == forms.ENUM_NAME
        if (message, f.name) in forms.TEXT_BYTES:
            assert f.kind == "bytes" and f.form == forms.TEXT
    assert seen == set(forms.FORMS) - {forms.BOOLEAN}  # onnx.proto has no bool field (yet)
    for message, name in [*forms.ENUM_LIKE, *forms.TEXT_BYTES]:  # each names a field of the snapshot
        assert name in registry().messages[message].by_name


def test_the_compiled_tables_and_the_schemas_read_the_forms() -> None:
    reg = registry()
    index = {name: i for i, name in enumerate(reg.messages)}
    rows = compiled._field_rows(reg, index, "by_number")
    for spec, fields in zip(reg.messages.values(), rows, strict=True):
        for row, f in zip(fields, [f for f in spec.ordered() if f.kind != "group"], strict=True):
            assert row[6] is (f.form == forms.TEXT), (spec.name, f.name)
            assert (row[8] is not None) is (f.form == forms.ENUM_NAME), (spec.name, f.name)
    walker = _Walker(reg, "")
    for message, f in _fields(reg):
        if (message, f.name) in SPECIAL_FORMS:
            continue
        allowed = walker.value(f, nullable=False)["type"]
        assert set([allowed] if isinstance(allowed, str) else allowed) == SCHEMA_TYPES[f.form], (message, f.name)


def _check_values(doc: dict[str, Any], type_name: str, reg: Registry) -> int:
    """Every value of a known field of ``doc`` has its form's type (payloads aside); the count."""
    checked = 0
    stack = [(doc, type_name)]
    while stack:
        message, name = stack.pop()
        spec = reg.messages[name]
        for key, value in message.items():
            if key in (LAYOUT_KEY, UNKNOWN_KEY) or (name, key) in SPECIAL_FORMS:
                continue
            f = spec.by_name[key]
            for item in value if f.repeated else [value]:
                assert isinstance(item, VALUE_TYPES[f.form]), (name, key, item)
                assert not isinstance(item, bool) or f.form == forms.BOOLEAN, (name, key, item)
                if f.form == forms.TEXT and isinstance(item, dict):
                    assert list(item) == [BYTES_KEY], (name, key, item)
                if f.form == forms.OBJECT:
                    stack.append((item, f.message or ""))
                checked += 1
    return checked


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("path", SAMPLE_MODELS, ids=lambda p: p.name)
def test_documents_hold_each_field_in_its_form(path: Any) -> None:
    doc = to_dict(path)
    body = {k: v for k, v in doc.items() if not k.startswith("$")}
    assert _check_values(body, doc["$onnxjson"]["type"], registry()) > 0


def _with_form(reg: Registry, message: str, name: str, *, text: bool) -> Registry:
    """A copy of ``reg`` where one field is (or is not) text: the one edit a form change is."""
    other = copy.deepcopy(reg)
    spec = other.messages[message]
    old = spec.by_name[name]
    new = FieldSpec(old.name, old.number, old.kind, old.repeated, old.packed, old.message, old.enum, old.oneof,
                    text, old.extension)
    spec.fields[old.number] = spec.by_name[name] = new
    return other


@pytest.mark.usefixtures("accel_path")
def test_one_edit_changes_how_a_field_is_written() -> None:
    """AttributeProto.s as bytes (base64) instead of text: the decoders write base64, the encoder reads
    it back to the same bytes, and the compiled twin's table says so (another registry's messages are
    the reference's or the compiled twin's: no generated code to regenerate for it)."""
    attribute = onnx.helper.make_attribute("mode", "constant")
    data = attribute.SerializeToString()
    reg = registry()
    other = _with_form(reg, "AttributeProto", "s", text=False)
    assert other.messages["AttributeProto"].by_name["s"].form == forms.BASE64
    as_text, _ = decode_message(data, reg.messages["AttributeProto"], reg, DecodeOptions())
    as_bytes, _ = decode_message(data, other.messages["AttributeProto"], other, DecodeOptions())
    assert as_text["s"] == "constant"
    assert bytes(as_bytes["s"]) == b"constant"  # a Blob: written as base64 in the JSON text
    assert encode_message({**as_text, "s": "Y29uc3RhbnQ="}, other.messages["AttributeProto"], other).plain() == data
    assert encode_message(as_text, reg.messages["AttributeProto"], reg).plain() == data
    if accel.ENABLED:
        index = {n: i for i, n in enumerate(other.messages)}
        rows = compiled._field_rows(other, index, "by_name")[index["AttributeProto"]]
        assert [r[6] for r in rows if r[0] == "s"] == [False]
