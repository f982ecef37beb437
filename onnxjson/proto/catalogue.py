"""The onnx-light extension catalogue: fields 1000-1099 and the messages they use.

NOTE: this module is the single source of truth for extensions. The codec, the JSON Schemas and
docs/FORMAT.md all read it through :mod:`onnxjson.proto`. Adding an extension is a few lines:
append a ``Field`` to ``EXTENSIONS`` (or a ``Message`` to ``MESSAGES``) and run
``onnxjson schema`` to regenerate the schemas.

Field numbers are those published in onnx-light's design documents. ``PagedCacheInitializerProto``
has no published inner fields, so it is declared empty: everything inside it stays lossless in the
codec's generic unknown-field form.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["EXTENSIONS", "MESSAGES", "Extension", "Field", "Message"]


class Field(NamedTuple):
    """One field: ``type`` is a scalar type name (``"string"``, ``"uint64"``...) or a message/enum name.

    Message and enum names are relative to the ``onnx`` package (``"TensorProto.DataType"``).
    """

    name: str
    number: int
    type: str
    repeated: bool = False
    oneof: str | None = None


class Message(NamedTuple):
    """A new message. ``name`` may be dotted for nested messages (``"StructTypeProto.Array"``)."""

    name: str
    fields: tuple[Field, ...]


class Extension(NamedTuple):
    """A field added to a standard onnx message."""

    extends: str
    field: Field


EXTENSIONS: tuple[Extension, ...] = (
    Extension("ModelProto", Field("struct_types", 1000, "StructTypeProto", repeated=True)),
    Extension("GraphProto", Field("encoded_initializer", 1000, "EncodedValueProto", repeated=True)),
    Extension("GraphProto", Field("persistent_bindings", 1001, "PersistentBindingProto", repeated=True)),
    Extension("GraphProto", Field("paged_cache_initializer", 1002, "PagedCacheInitializerProto", repeated=True)),
    Extension("TypeProto", Field("struct_type", 1000, "StructTypeProto", oneof="value")),
)

MESSAGES: tuple[Message, ...] = (
    Message("PersistentBindingProto", (
        Field("input_name", 1, "string"),
        Field("output_name", 2, "string"),
    )),
    Message("EncodedValueProto", (
        Field("affine", 1, "AffineLayoutProto", oneof="layout"),
        Field("struct_type", 2, "StructTypeProto", oneof="layout"),
        Field("logical_type", 3, "TypeProto"),
        Field("raw_data", 4, "bytes"),
        Field("external_data", 5, "StringStringEntryProto", repeated=True),
        Field("data_location", 6, "TensorProto.DataLocation"),
        Field("name", 7, "string"),
        Field("doc_string", 8, "string"),
    )),
    Message("AffineLayoutProto", (
        Field("storage_type", 1, "TensorProto.DataType"),
        Field("scale", 2, "TensorProto"),
        Field("zero_point", 3, "TensorProto"),
        Field("axis", 4, "int64"),
        Field("block_size", 5, "uint64"),
    )),
    Message("StructTypeProto", (
        Field("array", 1, "StructTypeProto.Array", oneof="kind"),
        Field("structure", 2, "StructTypeProto.Structure", oneof="kind"),
        Field("bit_packing", 3, "StructTypeProto.BitPacking", oneof="kind"),
        Field("type_ref", 4, "uint64", oneof="kind"),
        Field("decoder", 5, "FunctionProto"),
        Field("encoder", 6, "FunctionProto"),
        Field("name", 7, "string"),
        Field("doc_string", 8, "string"),
        Field("metadata_props", 9, "StringStringEntryProto", repeated=True),
        Field("type_id", 10, "uint64"),
    )),
    Message("StructTypeProto.Structure", (
        Field("field", 1, "StructTypeProto.Field", repeated=True),
    )),
    Message("StructTypeProto.Field", (
        Field("name", 1, "string"),
        Field("type", 2, "TypeProto", oneof="value"),
        Field("doc_string", 3, "string"),
        Field("constant", 4, "TensorProto", oneof="value"),
    )),
    Message("StructTypeProto.BitPacking", (
        Field("component", 1, "StructTypeProto.Component", repeated=True),
        Field("dimension", 2, "uint64"),
    )),
    Message("StructTypeProto.Component", (
        Field("name", 1, "string"),
        Field("bit_width", 2, "uint32"),
    )),
    Message("StructTypeProto.Array", (
        Field("element_type", 1, "TypeProto"),
        Field("dimension", 2, "uint64"),
    )),
    Message("PagedCacheInitializerProto", ()),
)
