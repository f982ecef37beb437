"""Root-type inference: which root message a file's bytes hold when no type is given.

NOTE: protobuf bytes do not name their message, and the value messages of onnx's test data share
their field numbers: a SequenceProto and an OptionalProto are declared field for field alike (an
optional is, byte for byte, a sequence of at most one value), MapProto starts as both do (a name,
then a type as field 2), and a tensor's packed dims read as any of their names. So a type is taken
only where the bytes say it, never by an order of preference among readings that fit. A *reading*
of the bytes as a root type is one where

1. every top-level field is one the type declares, with its wire type, and no singular field
   comes twice (writers write a singular field once: that is what tells a sequence of two values
   from an optional);
2. the whole decodes with no unknown field at any depth;
3. its values agree with each other as onnx's checker requires of the type (:func:`coherent`): a
   tensor's data type and a payload of the size its dims call for (``payload.payload_trouble``, the
   check validate makes), a sequence's element type and values of that type only, an optional's at
   most one value of its type, a map's key type (an integer or string type) and as many keys as
   values, a node's operator, a graph's, attribute's or value info's name, a type's kind.

ModelProto is taken whenever its top-level fields fit (unknown fields deeper down are normal in
models; its decode error is the one worth reporting). Otherwise one reading is the type; two or
more are refused, naming them and ``type=NAME``; with none, the first type in ``ROOT_TYPES`` order
that decodes with no unknown field (a broken message of that type, which validate then reports),
then the first that decodes at all, else ModelProto's error: what the bytes were read as before
readings were judged.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import repeat
from typing import Any

from onnxjson.codec.decode import DecodeOptions, decode_message, decodes_fast
from onnxjson.codec.document import ROOT_TYPES, resolve_type, top_level_fields, with_envelope
from onnxjson.codec.payload import TYPED_FIELD_OF, TYPED_FIELDS, payload_trouble
from onnxjson.codec.tensors import DATA_TYPE_NAMES, data_type_number
from onnxjson.errors import DecodeError, OnnxJsonError
from onnxjson.proto import MessageSpec, Registry

__all__ = ["coherent", "decode_document", "decodes_as_model", "infer_type"]

#: The value kinds of SequenceProto.DataType and OptionalProto.DataType (one numbering) → the field
#: of a sequence (plural) and of an optional (singular) that holds a value of that kind, and its message.
_VALUE_FIELDS = {
    "TENSOR": ("tensor_values", "tensor_value", "TensorProto"),
    "SPARSE_TENSOR": ("sparse_tensor_values", "sparse_tensor_value", "SparseTensorProto"),
    "SEQUENCE": ("sequence_values", "sequence_value", "SequenceProto"),
    "MAP": ("map_values", "map_value", "MapProto"),
    "OPTIONAL": ("optional_values", "optional_value", "OptionalProto"),
}
#: The data types a map's keys may have (onnx's checker: integers or strings).
_KEY_TYPES = frozenset({"INT8", "INT16", "INT32", "INT64", "UINT8", "UINT16", "UINT32", "UINT64", "STRING"})
#: Root types whose readings need a non-empty text field (onnx's checker refuses them without it).
_NAMED = {"NodeProto": "op_type", "GraphProto": "name", "ValueInfoProto": "name", "FunctionProto": "name"}
_TYPE_KINDS = ("tensor_type", "sequence_type", "map_type", "optional_type", "sparse_tensor_type", "opaque_type")


def infer_type(data: Any, registry: Registry, options: DecodeOptions,
               source: Any = None) -> tuple[str, dict[str, Any]]:
    """The root type the bytes hold and its document (see the NOTE); OnnxJsonError when more than
    one type reads them."""
    model = registry.messages["ModelProto"]
    if top_level_fields(data, model) is not None:
        doc, _ = decode_message(data, model, registry, options, source)
        return "ModelProto", doc
    readings: list[tuple[str, dict[str, Any]]] = []
    first: tuple[str, dict[str, Any]] | None = None
    fallback: tuple[str, dict[str, Any]] | None = None
    for name in ROOT_TYPES[1:]:
        spec = registry.messages[name]
        numbers = top_level_fields(data, spec)
        if numbers is None:
            continue
        once = _written_once(numbers, spec)
        if not once and first is not None:
            continue  # not a reading, and not the first type to decode: no need to decode it
        try:
            doc, unknown = decode_message(data, spec, registry, options, source)
        except DecodeError:
            continue
        if unknown:
            fallback = fallback or (name, doc)
            continue
        first = first or (name, doc)
        if once and coherent(doc, name, registry):
            readings.append((name, doc))
    if len(readings) == 1:
        return readings[0]
    if readings:
        names = [name for name, _ in readings]
        raise OnnxJsonError(
            f"these bytes read alike as {_either(names)}, and nothing in them says which: name the type, "
            f"{' or '.join(f'type={n}' for n in names)}")
    if first is not None:
        return first
    if fallback is not None:
        return fallback
    doc, _ = decode_message(data, model, registry, options, source)
    return "ModelProto", doc


def decodes_as_model(data: Any, registry: Registry, options: DecodeOptions) -> bool:
    """Whether :func:`decode_document` of ``data`` with no type given reads it as a ModelProto with no
    error, told without making the document where the compiled walk can tell
    (:func:`~onnxjson.codec.decode.decodes_fast`); False when that is not known."""
    model = registry.messages["ModelProto"]
    return top_level_fields(data, model) is not None and decodes_fast(data, model, registry, options)


def decode_document(data: Any, registry: Registry, *, type_name: str | None,
                    options: DecodeOptions, source: Any = None) -> dict[str, Any]:
    """Bytes → document with envelope (bytes fields still as Blob); the type inferred when not given."""
    if type_name is None:
        type_name, body = infer_type(data, registry, options, source)
    else:
        spec = resolve_type(type_name, registry)
        type_name = spec.name
        body, _ = decode_message(data, spec, registry, options, source)
    return with_envelope(type_name, body)


def _either(names: list[str]) -> str:
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 2 else " and ".join(names)


def _written_once(numbers: list[int], spec: MessageSpec) -> bool:
    """Whether no singular field of ``spec`` occurs more than once among the top-level ``numbers``."""
    seen: set[int] = set()
    for number in numbers:
        if number in seen and not spec.fields[number].repeated:
            return False
        seen.add(number)
    return True


def coherent(doc: dict[str, Any], type_name: str, registry: Registry) -> bool:
    """Whether a decoded root message's values agree as onnx's checker requires of its type, its
    nested values (a sequence's, an optional's, a map's) included; walked without recursion, one
    iterator a level (a sequence of 500,000 empty tensors was a tuple each before the first was seen)."""
    todo: list[Iterator[tuple[Any, str]]] = [iter(((doc, type_name),))]
    while todo:
        for msg, name in todo[-1]:
            nested: Iterator[tuple[Any, str]] | None = None
            if not isinstance(msg, dict):
                return False
            if name == "TensorProto":
                if not _tensor_coherent(msg):
                    return False
            elif name in ("SequenceProto", "OptionalProto"):
                kind = msg.get("elem_type", "UNDEFINED")
                plural = name == "SequenceProto"
                if kind == "UNDEFINED" and not plural:
                    if any(f[1] in msg for f in _VALUE_FIELDS.values()):
                        return False
                    continue
                own = _VALUE_FIELDS.get(kind) if isinstance(kind, str) else None
                if own is None:
                    return False
                if any(f[0 if plural else 1] in msg for f in _VALUE_FIELDS.values() if f is not own):
                    return False
                value = msg.get(own[0 if plural else 1])
                if plural:
                    nested = zip(value or [], repeat(own[2]))
                elif value is not None:
                    nested = iter(((value, own[2]),))
            elif name == "MapProto":
                key_type = msg.get("key_type")
                if key_type not in _KEY_TYPES:
                    return False
                keys = msg.get("string_keys" if key_type == "STRING" else "keys", [])
                if ("keys" if key_type == "STRING" else "string_keys") in msg:
                    return False
                values = msg.get("values")
                if values is None:
                    if keys:
                        return False
                    continue
                if not isinstance(values, dict):
                    return False
                own = _VALUE_FIELDS.get(values.get("elem_type", "")) if isinstance(values.get("elem_type"), str) else None
                if own is None or not isinstance(keys, list) or len(values.get(own[0], [])) != len(keys):
                    return False
                nested = iter(((values, "SequenceProto"),))
            elif name == "SparseTensorProto":
                if "values" not in msg:
                    return False
                nested = iter(((msg["values"], "TensorProto"),))
            elif name == "AttributeProto":
                if not msg.get("name") or msg.get("type", "UNDEFINED") == "UNDEFINED":
                    return False
            elif name == "TypeProto":
                if sum(kind in msg for kind in _TYPE_KINDS) != 1:
                    return False
            elif name in _NAMED and not msg.get(_NAMED[name]):
                return False
            if nested is not None:
                todo.append(nested)
                break
        else:
            todo.pop()
    return True


def _tensor_coherent(msg: dict[str, Any]) -> bool:
    """A tensor with a data type onnx names, its values in the field that type stores them in, as
    many as its dims call for (``payload_trouble``, complete)."""
    code = data_type_number(msg.get("data_type"))
    if code is None or code == 0 or code not in DATA_TYPE_NAMES:
        return False
    for field in TYPED_FIELDS:
        if msg.get(field) and TYPED_FIELD_OF.get(code) != field:
            return False
    return payload_trouble(msg, complete=True) is None
