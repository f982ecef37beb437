"""Generate the JSON Schemas (draft 2020-12) of onnxjson documents from the descriptor registry.

NOTE: nothing here is written per message. One walker goes over :func:`onnxjson.proto.registry`
(the onnx snapshot plus the onnx-light catalogue) and turns every field into a schema by its kind;
a small table (:data:`SPECIAL_FORMS`) gives the payload fields their extra forms (readable values,
stripped and sidecar references). docs/FORMAT.md is the specification the schemas follow.

Files (checked in under ``schemas/``, shipped as the package ``onnxjson.schemas``):

``defs.schema.json``
    ``$defs`` for every message (``ModelProto``, ``TypeProto.Tensor``...), every enum
    (``TensorProto.DataType``...) and the onnxjson value forms (``onnxjson.Envelope``,
    ``onnxjson.UnknownField``, ``onnxjson.Layout``, ``onnxjson.PayloadRef``...).
``<Type>.schema.json``
    one per message a user can dump (:data:`SCHEMA_ROOTS`): the envelope plus the root message's
    own fields; everything below them refers to ``defs.schema.json``.

Descriptions start with onnx.proto's own documentation of the message or field (read from the
installed onnx's ``.proto`` comments by :mod:`onnxjson.proto.comments`, when it is the snapshot's
release), then say what form the value takes in a document. Where that documentation is not
available, ``check_schemas`` compares everything but the descriptions.

Every file's ``$id`` is :func:`onnxjson.codec.document.schema_url` (the defs file sits beside the
roots), so the relative ``$ref`` ``defs.schema.json#/$defs/X`` resolves both against that URL (a
``referencing`` registry, no network) and against a local folder (editors).

Conventions that keep errors precise (one error at the path of the mistake, never one buried in
an ``anyOf``):

- Message definitions and value forms (``onnxjson.Text``, ``onnxjson.Base64``...) are *type-less
  fragments* (``properties``, ``additionalProperties: false``, ``pattern``...); the place that uses
  one states the JSON type: ``{"type": ["object", "null"], "$ref": ...}`` for a singular field
  (``null`` means absent), ``{"type": "object", "$ref": ...}`` for array items. So a wrong type is
  one ``type`` error at the field and a nested mistake is reported at its own path.
- Numbers are checked inline at each field: the type list includes ``null`` for singular fields,
  and ``minimum``/``maximum``/``pattern`` only apply to the types they concern (``pattern`` checks
  the float special strings, never numbers).
- Enum values: a string must be one of the names (``if string then $ref enum``), a number is any
  int32 (a number with no name stays a number).
- Oneofs: ``dependentSchemas``: when a member is set and not null, the other members must be absent
  or null. A member written as ``null`` counts as absent, as in the builder.
- Base64 is checked by alphabet only (standard or url-safe, optional ``=`` padding); the length
  rule is left to the builder, as a regular expression that counts groups of four is too slow for
  megabytes of raw_data.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path
from typing import Any

from onnxjson import files
from onnxjson.codec.document import (
    ENVELOPE_KEY,
    FORMAT_VERSION,
    ROOT_TYPES,
    SCHEMA_BASE,
    SCHEMA_KEY,
    schema_url,
)
from onnxjson.codec.layout import _RUN_RE, LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.codec.payload import TYPED_FIELDS
from onnxjson.codec.values import BYTES_KEY
from onnxjson.errors import OnnxJsonError
from onnxjson.proto import FieldSpec, MessageSpec, Registry, forms, registry
from onnxjson.proto.comments import onnx_docs

__all__ = [
    "DEFS_FILE",
    "DIALECT",
    "SCHEMA_ROOTS",
    "SPECIAL_FORMS",
    "check_schemas",
    "docs_note",
    "generate_schemas",
    "render",
    "schema_file",
    "write_schemas",
]

DIALECT = "https://json-schema.org/draft/2020-12/schema"
DEFS_FILE = "defs.schema.json"
SUFFIX = ".schema.json"


def _schema_roots(reg: Registry) -> tuple[str, ...]:
    # The types dump infers come first, then every other message (dump --type takes any of them,
    # and its "$schema" must name an existing file).
    rest = sorted(name for name in reg.messages if name not in ROOT_TYPES)
    return tuple(ROOT_TYPES) + tuple(rest)


#: Messages that get a root schema ``<Type>.schema.json``.
SCHEMA_ROOTS: tuple[str, ...] = _schema_roots(registry())

#: (message, field) -> special form of a payload field (FORMAT.md section 6).
SPECIAL_FORMS: dict[tuple[str, str], str] = {
    ("TensorProto", "raw_data"): "tensor_raw_data",  # base64 | {"values"} | stripped | sidecar
    ("EncodedValueProto", "raw_data"): "raw_payload",  # base64 | stripped | sidecar
    **{("TensorProto", name): "typed_payload" for name in TYPED_FIELDS},  # array | placeholder
}

# -- value patterns and ranges ---------------------------------------------------------------------
BASE64_PATTERN = r"^[A-Za-z0-9+/_-]*={0,2}$"
HEX_PATTERN = r"^(?:[0-9a-fA-F]{2})+$"
SHA256_PATTERN = r"^[0-9a-fA-F]{64}$"
FLOAT_SPECIAL_PATTERN = r"^(?:NaN|Infinity|-Infinity|NaN\(0x[0-9a-fA-F]{1,16}\))$"
RUN_PATTERN = _RUN_RE.pattern
LAYOUT_KEY_PATTERN = r"^[0-9]+(\.[0-9]+)?$"
FIELD_NUMBER_PATTERN = r"^[0-9]+$"
WIRE_TYPES = ("varint", "i64", "len", "group", "i32")
MAX_FIELD_NUMBER = (1 << 29) - 1

_INT32 = (-(1 << 31), (1 << 31) - 1)
_UINT32 = (0, (1 << 32) - 1)
_INT64 = (-(1 << 63), (1 << 63) - 1)
_UINT64 = (0, (1 << 64) - 1)
INT_RANGES: dict[str, tuple[int, int]] = {
    "int32": _INT32, "sint32": _INT32, "sfixed32": _INT32, "enum": _INT32,
    "uint32": _UINT32, "fixed32": _UINT32,
    "int64": _INT64, "sint64": _INT64, "sfixed64": _INT64,
    "uint64": _UINT64, "fixed64": _UINT64,
}

# Names of the value forms in $defs (message and enum names never start with "onnxjson.").
ENVELOPE = "onnxjson.Envelope"
UNKNOWN_FIELD = "onnxjson.UnknownField"
UNKNOWN_GROUP_FIELD = "onnxjson.UnknownGroupField"
LAYOUT = "onnxjson.Layout"
HEX = "onnxjson.Hex"
BASE64 = "onnxjson.Base64"
TEXT = "onnxjson.Text"
READABLE_VALUES = "onnxjson.ReadableValues"
PAYLOAD_REF = "onnxjson.PayloadRef"
TYPED_PAYLOAD_REF = "onnxjson.TypedPayloadRef"


#: Not a JSON Schema keyword: VS Code's JSON language service shows the entry of an enum value on
#: hover and in completion (validators ignore it).
ENUM_DESCRIPTIONS = "enumDescriptions"


def _keep_description(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` arranged so that editors show its own description, not that of what it refers to.

    VS Code's JSON language service (the server VS Code, Neovim's jsonls and others run) copies a
    ``$ref``'s target over the referring schema, and its hover shows the first description among the
    schemas a value matched, innermost first (``allOf`` entries, then ``then``, then the schema
    itself). So the ``$ref`` moves into ``allOf`` (in 2020-12 a ``$ref`` beside other keywords is one
    more condition, exactly as an ``allOf`` entry) after an entry holding only the description: the
    field's own documentation is then the first one found. Validators ignore that entry.
    """
    if "description" not in schema or ("$ref" not in schema and "if" not in schema):
        return schema
    out = {k: v for k, v in schema.items() if k not in ("$ref", "allOf")}
    refs = [{"$ref": schema["$ref"]}] if "$ref" in schema else []
    out["allOf"] = [{"description": schema["description"]}, *refs, *schema.get("allOf", [])]
    return out


def schema_file(type_name: str) -> str:
    """The file name of a root schema: ``ModelProto.schema.json``."""
    return type_name + SUFFIX


def _pointer(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def _types(*names: str, nullable: bool) -> list[str] | str:
    out = [*names, "null"] if nullable else list(names)
    return out[0] if len(out) == 1 else out


class _Walker:
    """Turns descriptors into schemas; ``base`` is "" inside the defs file, else its file name."""

    def __init__(self, reg: Registry, base: str) -> None:
        self.reg = reg
        self.base = base
        self.docs = _onnx_docs()[0]

    def documented(self, name: str, ours: str) -> str:
        """onnx.proto's documentation of ``name`` (when there is some), then ours."""
        doc = self.docs.get(name)
        return f"{doc}\n\n{ours}" if doc and ours else (doc or ours)

    def ref(self, name: str) -> str:
        return f"{self.base}#/$defs/{_pointer(name)}"

    # -- fields -------------------------------------------------------------------------------
    def describe(self, spec: MessageSpec, f: FieldSpec) -> str:
        if f.form == forms.OBJECT:
            what = f.message or ""
        elif f.kind == "enum":
            what = f.enum or ""
        elif f.form == forms.ENUM_NAME:
            what = f"{f.kind} holding {f.enum}"
        elif f.form == forms.TEXT and f.kind != "string":
            what = f"{f.kind} (text)"
        else:
            what = f.kind
        parts = [f"field {f.number}", ("repeated " if f.repeated else "") + what]
        if f.oneof is not None:
            parts.append(f"oneof {f.oneof}")
        form = SPECIAL_FORMS.get((spec.name, f.name))
        if form is not None:
            parts.append("payload")
        if f.extension:
            parts.append("onnx-light extension")
        text = " · ".join(parts)
        hint = self.hint(f, form)
        return f"{text}. {hint}" if hint else text

    def hint(self, f: FieldSpec, form: str | None) -> str:
        if form == "tensor_raw_data":
            return ("Base64; small numeric tensors as {\"values\": [...]}; a stripped payload as "
                    "{\"size\", \"sha256\"}, a sidecar payload as {\"offset\", \"size\", \"sha256\"}.")
        if form == "raw_payload":
            return ("Base64; a stripped payload as {\"size\", \"sha256\"}, a sidecar payload as "
                    "{\"offset\", \"size\", \"sha256\"}.")
        if form == "typed_payload":
            return ("An array; a stripped or sidecar payload as {\"count\", \"size\", \"sha256\"} "
                    "(plus \"offset\" in a sidecar).")
        if f.form == forms.ENUM_NAME:
            return f"A {f.enum} name, or a number."
        if f.form in (forms.FLOAT32, forms.FLOAT64):
            return "A number, or \"NaN\", \"Infinity\", \"-Infinity\", \"NaN(0x...)\"."
        if f.form == forms.TEXT:
            return "A string; bytes that are not UTF-8 as {\"$bytes\": base64}."
        if f.form == forms.BASE64:
            return "Base64."
        return ""

    def field(self, spec: MessageSpec, f: FieldSpec) -> dict[str, Any]:
        form = SPECIAL_FORMS.get((spec.name, f.name))
        out: dict[str, Any] = {"description": self.documented(f"{spec.name}.{f.name}", self.describe(spec, f))}
        if form == "typed_payload":
            out["type"] = ["array", "object", "null"]
            out["items"] = self.value(f, nullable=False)
            out["$ref"] = self.ref(TYPED_PAYLOAD_REF)
        elif form == "tensor_raw_data":
            out["type"] = ["string", "object", "null"]
            out["pattern"] = BASE64_PATTERN
            out["if"] = {"type": "object", "required": ["values"]}
            out["then"] = {"$ref": self.ref(READABLE_VALUES)}
            out["else"] = {"$ref": self.ref(PAYLOAD_REF)}
        elif form == "raw_payload":
            out["type"] = ["string", "object", "null"]
            out["pattern"] = BASE64_PATTERN
            out["$ref"] = self.ref(PAYLOAD_REF)
        elif f.repeated:
            out["type"] = ["array", "null"]
            out["items"] = self.value(f, nullable=False)
        else:
            out.update(self.value(f, nullable=True))
        return _keep_description(out)

    def value(self, f: FieldSpec, *, nullable: bool) -> dict[str, Any]:
        """The schema of one value of ``f`` (an array element, or the singular value)."""
        kind, form = f.kind, f.form
        if form == forms.OBJECT:
            return {"type": _types("object", nullable=nullable), "$ref": self.ref(f.message or "")}
        if form == forms.ENUM_NAME:
            lo, hi = INT_RANGES["enum"]
            return {
                "type": _types("string", "integer", nullable=nullable),
                "minimum": lo,
                "maximum": hi,
                "if": {"type": "string"},
                "then": {"$ref": self.ref(f.enum or "")},
            }
        if form == forms.INTEGER:
            lo, hi = INT_RANGES[kind]
            return {"type": _types("integer", nullable=nullable), "minimum": lo, "maximum": hi}
        if form == forms.BOOLEAN:
            return {"type": _types("boolean", nullable=nullable)}
        if form in (forms.FLOAT32, forms.FLOAT64):
            return {"type": _types("number", "string", nullable=nullable), "pattern": FLOAT_SPECIAL_PATTERN}
        if form == forms.TEXT:
            return {"type": _types("string", "object", nullable=nullable), "$ref": self.ref(TEXT)}
        if form == forms.BASE64:
            return {"type": _types("string", nullable=nullable), "$ref": self.ref(BASE64)}
        raise ValueError(f"{f.name}: no JSON schema for the form {form!r}")

    # -- messages -----------------------------------------------------------------------------
    def properties(self, spec: MessageSpec) -> dict[str, Any]:
        props = {f.name: self.field(spec, f) for f in spec.ordered()}
        props[UNKNOWN_KEY] = {
            "description": "Unknown fields, in wire order (fields the descriptors do not know, or a "
                           "known number with another wire type).",
            "type": ["array", "null"],
            "items": {"type": "object", "$ref": self.ref(UNKNOWN_FIELD)},
        }
        props[LAYOUT_KEY] = _keep_description({
            "description": "Wire layout record: how this message's encoding differs from canonical "
                           "protobuf. Delete it to ask for canonical encoding.",
            "type": ["object", "null"],
            "$ref": self.ref(LAYOUT),
        })
        return props

    def oneofs(self, spec: MessageSpec) -> dict[str, Any]:
        """``dependentSchemas`` saying that at most one member of each oneof is set (not null)."""
        dependent: dict[str, Any] = {}
        for group, members in spec.oneofs().items():
            names = [m.name for m in members]
            absent = {
                "type": "null",
                "description": f"oneof {group}: at most one of {', '.join(names)} may be set",
            }
            for name in names:
                dependent[name] = {
                    "if": {"properties": {name: {"type": "null"}}},
                    "else": {"properties": {other: absent for other in names if other != name}},
                }
        return dependent

    def message(self, spec: MessageSpec) -> dict[str, Any]:
        origin = "onnx-light catalogue" if spec.extension else "onnx"
        out: dict[str, Any] = {
            "description": self.documented(
                spec.name, f"{spec.name} ({origin}). An object; null in a singular field means absent."),
            "properties": self.properties(spec),
            "additionalProperties": False,
        }
        dependent = self.oneofs(spec)
        if dependent:
            out["dependentSchemas"] = dependent
        return out

    def enum(self, name: str) -> dict[str, Any]:
        spec = self.reg.enums[name]
        listing = ", ".join(f"{n} ({v})" for n, v in spec.by_name.items())
        out: dict[str, Any] = {
            "description": self.documented(
                name, f"{name}: {listing}. A number with no name is written as a number."),
            "type": "string",
            "enum": list(spec.by_name),
        }
        # Editors (VS Code's JSON language service) show a value's entry on hover and in completion.
        values = [self.documented(f"{name}.{n}", f"{n} = {v}") for n, v in spec.by_name.items()]
        if any(f"{name}.{n}" in self.docs for n in spec.by_name):
            out[ENUM_DESCRIPTIONS] = values
        return out


# -- value forms ------------------------------------------------------------------------------------
def _value_forms(w: _Walker) -> dict[str, Any]:
    hex_ref = {"$ref": w.ref(HEX)}
    hex_map = {
        "type": "object",
        "propertyNames": {"pattern": LAYOUT_KEY_PATTERN},
        "additionalProperties": hex_ref,
    }
    entries = {"type": "array", "items": {"type": "object", "$ref": w.ref(UNKNOWN_GROUP_FIELD)}}
    size = {"type": "integer", "minimum": 0, "description": "payload size in bytes (raw_data form)"}
    sha256 = {"type": "string", "pattern": SHA256_PATTERN,
              "description": "SHA-256 of the payload in raw_data form, 64 hex digits"}
    offset = {"type": "integer", "minimum": 0, "description": "byte offset in the sidecar file"}
    count = {"type": "integer", "minimum": 0, "description": "number of elements"}

    def wire(name: str, value: dict[str, Any]) -> dict[str, Any]:
        return {
            "if": {"required": ["wire_type"], "properties": {"wire_type": {"const": name}}},
            "then": {"properties": {"value": value}},
        }

    def unknown_field(description: str, least_number: int) -> dict[str, Any]:
        return {
            "description": description,
            "required": ["number", "wire_type", "value"],
            "properties": {
                "number": {"type": "integer", "minimum": least_number, "maximum": MAX_FIELD_NUMBER,
                           "description": "field number"},
                "wire_type": {"type": "string", "enum": list(WIRE_TYPES)},
                "value": {"description": "the value; its form depends on wire_type"},
                "tag": hex_ref,
                "raw": hex_ref,
                "len": hex_ref,
                "end_tag": hex_ref,
            },
            "additionalProperties": False,
            "allOf": [
                wire("varint", {"type": "integer", "minimum": 0, "maximum": _UINT64[1]}),
                wire("i64", {"type": "integer", "minimum": 0, "maximum": _UINT64[1]}),
                wire("i32", {"type": "integer", "minimum": 0, "maximum": _UINT32[1]}),
                wire("len", {"type": ["string", "array"], "pattern": BASE64_PATTERN,
                             "items": {"type": "object", "$ref": w.ref(UNKNOWN_FIELD)}}),
                wire("group", entries),
            ],
        }

    return {
        ENVELOPE: {
            "description": "The onnxjson envelope: format version, root type, weights.",
            "required": ["format_version", "type"],
            "properties": {
                "format_version": {
                    "type": "integer",
                    "minimum": 1,
                    "description": f"Version of the document format (this release writes {FORMAT_VERSION}).",
                },
                "type": {
                    "type": "string",
                    "enum": list(SCHEMA_ROOTS),
                    "description": "The root message type (without the onnx. package).",
                },
                "weights": {
                    "type": "object",
                    "description": "Where payloads live when they are not inline: a sidecar file or a "
                                   "store folder (one of the two).",
                    "anyOf": [{"required": ["sidecar"]}, {"required": ["store"]}],
                    "not": {"required": ["sidecar", "store"]},
                    "properties": {
                        "sidecar": {
                            "type": "string",
                            "description": "The sidecar file, relative to the document's folder, "
                                           "written with /.",
                        },
                        "store": {
                            "type": "string",
                            "description": "The store folder (blobs named by their SHA-256), relative to "
                                           "the document's folder, written with /.",
                        },
                    },
                    "additionalProperties": False,
                },
            },
            "additionalProperties": False,
        },
        UNKNOWN_FIELD: unknown_field(
            "An unknown field, kept losslessly: value as an unsigned integer (varint, i32, i64), base64 "
            "or nested entries (len), nested entries (group). tag, raw, len and end_tag hold hex bytes "
            "that were not minimally encoded.", 1),
        UNKNOWN_GROUP_FIELD: unknown_field(
            "An unknown field inside a group, as onnxjson.UnknownField; its number may be 0 (protobuf "
            "parsers skip a group's fields without checking their numbers).", 0),
        LAYOUT: {
            "description": "Wire layout record (FORMAT.md section 5).",
            "required": ["runs"],
            "properties": {
                "runs": {
                    "type": "array",
                    "description": "The order of the wire, one string per run: \"8\", \"8x3\", \"4p3\", "
                                   "\"?\", \"?x2\".",
                    "items": {"type": "string", "pattern": RUN_PATTERN},
                },
                "tag": {**hex_map, "description": "tags that were not minimally encoded, keyed \"R.E\" "
                                                  "(or \"R\" for a packed run)"},
                "len": {**hex_map, "description": "length prefixes that were not minimally encoded"},
                "varint": {**hex_map, "description": "varint values that were not minimally encoded"},
                "end": {**hex_map, "description": "reserved for a group's end tag"},
                "earlier": {
                    "type": "object",
                    "description": "Raw values of the occurrences of a singular field that protobuf "
                                   "parsers drop (a scalar's before the last, a oneof member's that a "
                                   "later member cleared), keyed by field number.",
                    "propertyNames": {"pattern": FIELD_NUMBER_PATTERN},
                    "additionalProperties": {"type": "array", "items": {
                        "type": "string", "pattern": r"^(?:[0-9a-fA-F]{2})*$",
                        "description": "a raw value as hex digits (empty for an empty string or bytes)"}},
                },
                "split": {
                    "type": "object",
                    "description": "Occurrences of a singular message field shown merged from more "
                                   "than one occurrence, keyed by field number.",
                    "propertyNames": {"pattern": FIELD_NUMBER_PATTERN},
                    "additionalProperties": {
                        "type": "object",
                        "required": ["lengths", "sha256"],
                        "properties": {
                            "lengths": {"type": "array", "items": {"type": "integer", "minimum": 0}},
                            "sha256": {"type": "string", "pattern": SHA256_PATTERN},
                        },
                        "additionalProperties": False,
                    },
                },
            },
            "additionalProperties": False,
        },
        HEX: {"type": "string", "pattern": HEX_PATTERN, "description": "bytes as hex digits"},
        BASE64: {
            "description": "Bytes as base64: standard or url-safe alphabet, padding optional.",
            "pattern": BASE64_PATTERN,
        },
        TEXT: {
            "description": "A string value: a JSON string when the bytes are valid UTF-8, else "
                           "{\"$bytes\": base64}.",
            "required": [BYTES_KEY],
            "properties": {BYTES_KEY: {"type": "string", "$ref": w.ref(BASE64)}},
            "additionalProperties": False,
        },
        READABLE_VALUES: {
            "description": "Readable raw_data: the elements of a numeric or BOOL tensor.",
            "required": ["values"],
            "properties": {
                "values": {
                    "type": "array",
                    "items": {"type": ["number", "boolean", "string"], "pattern": FLOAT_SPECIAL_PATTERN},
                },
            },
            "additionalProperties": False,
        },
        PAYLOAD_REF: {
            "description": "A payload held by reference: stripped {size, sha256} or in the sidecar "
                           "{offset, size, sha256}.",
            "required": ["size", "sha256"],
            "properties": {"offset": offset, "size": size, "sha256": sha256},
            "additionalProperties": False,
        },
        TYPED_PAYLOAD_REF: {
            "description": "A typed payload held by reference: stripped {count, size, sha256} or in "
                           "the sidecar {count, offset, size, sha256}.",
            "required": ["count", "size", "sha256"],
            "properties": {"count": count, "offset": offset, "size": size, "sha256": sha256},
            "additionalProperties": False,
        },
    }


# -- files ------------------------------------------------------------------------------------------
def _defs_schema(reg: Registry) -> dict[str, Any]:
    w = _Walker(reg, "")
    defs: dict[str, Any] = {}
    for name in sorted(reg.messages):
        defs[name] = w.message(reg.messages[name])
    for name in sorted(reg.enums):
        defs[name] = w.enum(name)
    defs.update(_value_forms(w))
    return {
        "$schema": DIALECT,
        "$id": SCHEMA_BASE + DEFS_FILE,
        "title": "onnxjson shared definitions",
        "description": "Definitions of every message, enum and value form of onnxjson documents "
                       f"(format version {FORMAT_VERSION}); the root schemas refer to them. Generated "
                       "from the descriptors by `onnxjson schema`: do not edit.",
        "$comment": "Message definitions and object forms state no JSON type: the place that uses "
                    "one does ({\"type\": [\"object\", \"null\"], \"$ref\": ...}), so null can mean "
                    "absent in singular fields.",
        "$defs": defs,
    }


def _root_schema(reg: Registry, name: str) -> dict[str, Any]:
    w = _Walker(reg, DEFS_FILE)
    spec = reg.messages[name]
    props: dict[str, Any] = {
        SCHEMA_KEY: {"type": "string", "description": "The JSON Schema of this document (editor hint)."},
        ENVELOPE_KEY: _keep_description({
            "description": "The onnxjson envelope.",
            "type": "object",
            "$ref": w.ref(ENVELOPE),
            "properties": {"type": {"const": name}},
        }),
    }
    props.update(w.properties(spec))
    out: dict[str, Any] = {
        "$schema": DIALECT,
        "$id": schema_url(name),
        "title": f"onnxjson document: {name}",
        "description": f"An onnxjson document (format version {FORMAT_VERSION}) holding one {name}: "
                       "the envelope, then the message's fields. Generated by `onnxjson schema`: "
                       "do not edit.",
        "type": "object",
        "required": [ENVELOPE_KEY],
        "properties": props,
        "additionalProperties": False,
    }
    dependent = w.oneofs(spec)
    if dependent:
        out["dependentSchemas"] = dependent
    return out


@functools.cache
def _onnx_docs() -> tuple[dict[str, str], str | None]:

    return onnx_docs()


def docs_note() -> str | None:
    """Why the schemas carry no onnx.proto documentation here (None: they do)."""
    why = _onnx_docs()[1]
    return None if why is None else f"onnx.proto's documentation is not available ({why})"


def _without_descriptions(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_descriptions(v) for k, v in value.items() if k not in ("description", ENUM_DESCRIPTIONS)}
    if isinstance(value, list):
        return [_without_descriptions(v) for v in value]
    return value


def generate_schemas() -> dict[str, dict[str, Any]]:
    """All schema files: file name -> schema (``defs.schema.json`` first, then the roots)."""
    reg = registry()
    out = {DEFS_FILE: _defs_schema(reg)}
    for name in SCHEMA_ROOTS:
        out[schema_file(name)] = _root_schema(reg, name)
    return out


def render(schema: dict[str, Any]) -> bytes:
    """Deterministic text of a schema: insertion order, 2-space indent, UTF-8, trailing newline."""
    return (json.dumps(schema, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def _existing(directory: Path) -> set[str]:
    if not directory.is_dir():
        return set()
    return {p.name for p in directory.iterdir() if p.name.endswith(".json") and p.is_file()}


def file_bytes(path: Path) -> bytes:
    """The bytes of a schema file (or a settings file beside them), read as every input is read."""
    with files.read_input(path) as src:
        return bytes(src.data)


def write_schemas(out_dir: Path) -> list[Path]:
    """Write every schema file into ``out_dir``; remove schema files that are no longer generated."""
    out_dir = Path(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:  # a file of that name, a path under /proc, a folder that may not be written
        raise OnnxJsonError(f"cannot make the schema folder: {e.strerror or e}", file=str(out_dir)) from None
    schemas = generate_schemas()
    written = []
    for name, schema in schemas.items():
        path = out_dir / name
        text = render(schema)
        if not path.is_file() or file_bytes(path) != text:
            with files.atomic_output(path) as out:  # a schema is whole or as it was, never half-written
                out.write(text)
        written.append(path)
    for name in sorted(_existing(out_dir) - set(schemas)):
        if name.endswith(SUFFIX):
            (out_dir / name).unlink()
    return written


def check_schemas(directory: Path) -> list[str]:
    """Names of schema files in ``directory`` that are stale, missing or extra; [] when up to date."""
    directory = Path(directory)
    schemas = generate_schemas()
    problems = []
    # Without onnx.proto's documentation the descriptions cannot be regenerated: compare the rest.
    exact = docs_note() is None
    for name, schema in schemas.items():
        path = directory / name
        if not path.is_file() or (exact and file_bytes(path) != render(schema)):
            problems.append(name)
        elif not exact:
            try:
                committed = json.loads(file_bytes(path))
            except ValueError:
                problems.append(name)
                continue
            if _without_descriptions(committed) != _without_descriptions(schema):
                problems.append(name)
    problems.extend(sorted(n for n in _existing(directory) - set(schemas) if n.endswith(SUFFIX)))
    return problems


def main(argv: list[str] | None = None) -> int:
    """``python -m onnxjson.schema.generate [--check] [DIR]`` (until the CLI has ``schema``)."""
    parser = argparse.ArgumentParser(prog="python -m onnxjson.schema.generate")
    parser.add_argument("directory", nargs="?", default="schemas")
    parser.add_argument("--check", action="store_true", help="exit 1 when the files are not up to date")
    args = parser.parse_args(argv)
    directory = Path(args.directory)
    if args.check:
        problems = check_schemas(directory)
        for name in problems:
            print(f"out of date: {directory / name}")
        return 1 if problems else 0
    for path in write_schemas(directory):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
