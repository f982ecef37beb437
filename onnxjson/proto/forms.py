"""The JSON form of every field: the one table that says how a field's values are written in a document.

NOTE: a field's form is decided here and only here, from its descriptor (its kind) and two small
tables of fields given a friendlier form than their declared type. Every place that writes, reads,
generates code for or describes a value asks :attr:`FieldSpec.form <onnxjson.proto.FieldSpec>`
(set from :func:`field_form` when the registry is built):

- the reference decoder and encoder (``codec/decode.py``, ``codec/encode.py``);
- the generators of the fast paths (``gen/fastdecode.py``, ``gen/fastencode.py``);
- the compiled twin, through the tables ``codec/compiled.py`` hands it (a field's text flag and its
  enum table are its form's);
- the schema generator (``schema/generate.py``: the schema of each value and its description).

So changing how one field is written is one edit here plus ``python -m onnxjson.gen`` (then the
goldens and docs/FORMAT.md, which describe the forms to people; tests/test_forms.py checks that the
tables, the schemas and the documents follow the forms). The wire stays the descriptor's: how a value
is read and written as bytes (varint or fixed width, zigzag, packed runs, a closed enum's unknown
number kept as an unknown field) follows its kind; only the JSON side follows the form. The two
float forms are exactly the float and double kinds, which is how the readers of packed runs
(``codec/fastwire.py``, the compiled twin) tell them. Where a payload's data goes (raw_data, typed fields: a
readable ``{"values"}``, stripped or sidecar placeholders) is ``codec/payload.py``'s, on top of the
field's form.
"""

from __future__ import annotations

__all__ = ["BASE64", "BOOLEAN", "ENUM_LIKE", "ENUM_NAME", "FLOAT32", "FLOAT64", "FORMS", "INTEGER", "OBJECT",
           "TEXT", "TEXT_BYTES", "field_form"]

#: A message (or group): a JSON object.
OBJECT = "object"
#: An enum value: its name, or the number when the enum has no name for it (an enum field of onnx.proto
#: is closed: a number it does not know is an unknown field, kept in ``$unknown``, never this value).
ENUM_NAME = "enum_name"
#: An integer of any width (int64 and uint64 too): a JSON number, exact (the JSON text keeps every digit).
INTEGER = "integer"
#: true or false.
BOOLEAN = "boolean"
#: A float32: the shortest decimal that reads back as the same float32; "NaN", "Infinity",
#: "-Infinity", "NaN(0x...)" for the values JSON has no number for.
FLOAT32 = "float32"
#: A double: as FLOAT32, at double precision.
FLOAT64 = "float64"
#: A string; bytes that are not UTF-8 as ``{"$bytes": base64}``.
TEXT = "text"
#: Bytes: base64 text (standard alphabet and padding; url-safe read too).
BASE64 = "base64"

#: Every form, for the tables that list them.
FORMS = (OBJECT, ENUM_NAME, INTEGER, BOOLEAN, FLOAT32, FLOAT64, TEXT, BASE64)

#: int32 fields whose values are enum numbers, written by name: (message, field) -> enum.
ENUM_LIKE: dict[tuple[str, str], str] = {
    ("TensorProto", "data_type"): "TensorProto.DataType",
    ("TypeProto.Tensor", "elem_type"): "TensorProto.DataType",
    ("TypeProto.SparseTensor", "elem_type"): "TensorProto.DataType",
    ("TypeProto.Map", "key_type"): "TensorProto.DataType",
    ("MapProto", "key_type"): "TensorProto.DataType",
    ("SequenceProto", "elem_type"): "SequenceProto.DataType",
    ("OptionalProto", "elem_type"): "OptionalProto.DataType",
}

#: bytes fields that hold text: written as JSON strings when they are valid UTF-8 (form TEXT).
TEXT_BYTES: frozenset[tuple[str, str]] = frozenset({
    ("AttributeProto", "s"),
    ("AttributeProto", "strings"),
    ("TensorProto", "string_data"),
    ("MapProto", "string_keys"),
})

_BY_KIND = {
    "message": OBJECT, "group": OBJECT, "enum": ENUM_NAME, "bool": BOOLEAN, "float": FLOAT32, "double": FLOAT64,
    "string": TEXT, "bytes": BASE64,
}


def field_form(kind: str, enum: str | None, text: bool) -> str:
    """The JSON form of one value of a field of ``kind`` (a descriptor kind), holding ``enum``'s
    values (a closed enum, or an ENUM_LIKE integer) or text in bytes (TEXT_BYTES)."""
    if enum is not None:
        return ENUM_NAME
    if text:
        return TEXT
    return _BY_KIND.get(kind, INTEGER)
