"""Payloads: which fields hold a tensor's data, their raw form, size, digest and external data.

NOTE: a *payload* is the data of a TensorProto (raw_data or one of the typed fields float_data,
int32_data, int64_data, double_data, uint64_data, string_data) or of onnx-light's
EncodedValueProto.raw_data, wherever the message sits (initialisers, Constant attributes, sparse
tensors, subgraphs, functions, training_info, extensions). Every feature (weights, diff, the explorer,
validate) asks this module, so the answers cannot drift apart:

- :func:`iter_payload_messages` finds the messages that hold payloads, iteratively (documents nest deep);
  :func:`payload_messages` lists them at once for callers that only read them (in C when the
  optional accelerator is built).
- :func:`expected_size` is what dims × data_type call for in raw form, sub-byte types included
  (4-bit types pack two elements a byte, 2-bit four, the 6-bit floats four in three bytes), as onnx
  packs them.
- :func:`payload_raw` is a payload in raw form (little-endian elements): the form its SHA-256 digest
  and its sidecar range are taken of, whichever field stores it. :func:`string_digest` is the digest
  of string_data: each element as its byte length (uint64, little-endian) followed by its bytes.
- :func:`is_external` and :func:`external_entries` read ONNX external data (``data_location`` and the
  ``external_data`` key/value list; a repeated key counts as its last entry, as onnx reads it).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Iterable, Iterator
from itertools import count, repeat
from typing import Any

from onnxjson import accel
from onnxjson._digest import sha256
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.codec.tensors import DATA_TYPE_NAMES, ELEMENT_SIZE, data_type_number, values_to_raw
from onnxjson.codec.values import (
    BYTES_KEY,
    FLOAT_FORMATS,
    Base64Text,
    Blob,
    LongText,
    b64decode,
    base64_decoded_size,
    sha256_hex,
    text_from_doc,
)
from onnxjson.proto import MessageSpec, Registry, registry

__all__ = [
    "EXTERNAL",
    "OTHER_TYPED",
    "PAYLOAD_MESSAGES",
    "TYPED_CODES",
    "TYPED_FIELDS",
    "TYPED_FIELD_OF",
    "any_external",
    "element_bits",
    "element_count",
    "expected_size",
    "external_entries",
    "is_external",
    "iter_payload_messages",
    "payload_messages",
    "payload_raw",
    "payload_trouble",
    "raw_to_typed",
    "root_spec",
    "string_digest",
    "tensor_name",
    "typed_layout",
    "typed_to_raw",
]

TYPED_FIELDS = ("float_data", "int32_data", "string_data", "int64_data", "double_data", "uint64_data")
PAYLOAD_MESSAGES = ("TensorProto", "EncodedValueProto")
#: The value of ``data_location`` that means ONNX external data (by name, or by number).
EXTERNAL = ("EXTERNAL", 1)

# Bits per element of the packed sub-byte types in raw form.
_SUB_BYTE_BITS = {21: 4, 22: 4, 23: 4, 25: 2, 26: 2, 27: 6, 28: 6}

#: (typed field, data type number) -> struct code of one element in raw form.
TYPED_CODES: dict[tuple[str, int], str] = {
    ("float_data", 1): "f", ("float_data", 14): "f",
    ("double_data", 11): "d", ("double_data", 15): "d",
    ("int64_data", 7): "q",
    ("uint64_data", 13): "Q", ("uint64_data", 12): "I",
    ("int32_data", 6): "i", ("int32_data", 5): "h", ("int32_data", 3): "b",
    ("int32_data", 4): "H", ("int32_data", 2): "B", ("int32_data", 9): "B",
    ("int32_data", 10): "H", ("int32_data", 16): "H",
    ("int32_data", 17): "B", ("int32_data", 18): "B", ("int32_data", 19): "B",
    ("int32_data", 20): "B", ("int32_data", 24): "B",
    # 4- and 2-bit types: int32_data holds the packed bytes, exactly as raw_data packs them.
    ("int32_data", 21): "B", ("int32_data", 22): "B", ("int32_data", 23): "B",
    ("int32_data", 25): "B", ("int32_data", 26): "B",
    # FLOAT6E2M3/FLOAT6E3M2 (27, 28) have no entry: int32_data holds one element per value while
    # raw_data packs four into three bytes, so such payloads have no raw form here.
}
#: Typed fields that hold a data type's values without a raw form here (TYPED_CODES has the others).
OTHER_TYPED = frozenset({("string_data", 8), ("int32_data", 27), ("int32_data", 28)})
#: data type number → the one typed field onnx keeps its values in (besides raw_data), for every
#: data type onnx names but UNDEFINED (onnx's checker refuses values in any other typed field).
TYPED_FIELD_OF: dict[int, str] = {code: field for field, code in (*TYPED_CODES, *OTHER_TYPED)}


def root_spec(doc: Any, reg: Registry | None = None) -> MessageSpec | None:
    """The message type of a document's root (its envelope's ``type``; ModelProto without one)."""
    reg = reg or registry()
    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    name = envelope.get("type", "ModelProto") if isinstance(envelope, dict) else "ModelProto"
    return reg.messages.get(name) if isinstance(name, str) else None


def iter_payload_messages(doc: dict[str, Any], spec: MessageSpec,
                          reg: Registry | None = None, path: str = "", *, paths: bool = True) -> Any:
    """Yield (message, spec, path) for every TensorProto and EncodedValueProto in ``doc``.

    With ``paths=False`` every path is ``""`` (callers that do not show one skip building a string
    for every message of the document). Fields whose message type cannot hold a payload message at
    any depth (a value_info's types, metadata entries) are not entered. The walk keeps one lazy
    iterator a level (:func:`_children`), never a list of a message's children: a graph of 500,000
    empty nodes held a tuple and a path a node while it was walked (73 MB beside a 36 MB document).
    """
    reg = reg or registry()
    fields_of = _payload_fields(reg)
    names_of = _PAYLOAD_FIELD_NAMES[id(reg)][1]
    stack: list[Iterator[tuple[Any, MessageSpec, str]]] = [iter(((doc, spec, path),))]
    push = stack.append
    while stack:
        for msg, mspec, mpath in stack[-1]:
            if msg.__class__ is not dict and not isinstance(msg, dict):
                continue
            name = mspec.name
            if name in PAYLOAD_MESSAGES:
                yield msg, mspec, mpath
            fields = fields_of.get(name)
            # A message holding none of those fields (a node without attributes) is not entered:
            # one C call instead of a generator made and run (the pure dump's check of each piece
            # of the 100k chain for external data, 0.029 -> 0.016 s over its nodes).
            if fields and not names_of[name].isdisjoint(msg):
                push(_children(msg, fields, mpath, paths))
                break
        else:
            stack.pop()


def _children(msg: dict[str, Any], fields: list[tuple[str, MessageSpec, bool]], mpath: str,
              paths: bool) -> Iterator[tuple[Any, MessageSpec, str]]:
    """(child, its spec, its path) of each message of ``fields`` in ``msg``, in order, made as asked."""
    for fname, child, repeated in fields:
        value = msg.get(fname)
        if value is None:
            continue
        if repeated and isinstance(value, list):
            if paths:
                fpath = f"{mpath}.{fname}" if mpath else fname
                yield from zip(value, repeat(child), map("{}[{}]".format, repeat(fpath), count()))
            else:
                yield from zip(value, repeat(child), repeat(""))
        elif isinstance(value, dict):
            yield value, child, (f"{mpath}.{fname}" if mpath else fname) if paths else ""


_PAYLOAD_FIELDS: dict[int, tuple[Registry, dict[str, list[tuple[str, MessageSpec, bool]]]]] = {}


def _payload_fields(reg: Registry) -> dict[str, list[tuple[str, MessageSpec, bool]]]:
    """Per message type, its message fields whose type is, or can hold at some depth, a payload
    message (in the spec's order), for the types that have any."""
    cached = _PAYLOAD_FIELDS.get(id(reg))
    if cached is not None and cached[0] is reg:
        return cached[1]
    reaching = set(PAYLOAD_MESSAGES)
    grew = True
    while grew:  # the types that reach a payload message, to a fixed point
        grew = False
        for spec in reg.messages.values():
            if spec.name not in reaching and any(
                    f.kind == "message" and f.message in reaching for f in spec.fields.values()):
                reaching.add(spec.name)
                grew = True
    table = {spec.name: [(f.name, reg.messages[f.message or ""], f.repeated) for f in spec.fields.values()
                         if f.kind == "message" and f.message in reaching]
             for spec in reg.messages.values()}
    _PAYLOAD_FIELDS[id(reg)] = (reg, table)
    _PAYLOAD_FIELD_NAMES[id(reg)] = (reg, {name: frozenset(f[0] for f in fields) for name, fields in table.items()})
    return table


#: The names of _payload_fields' fields, per message type (made with them, for the same registry).
_PAYLOAD_FIELD_NAMES: dict[int, tuple[Registry, dict[str, frozenset[str]]]] = {}


def payload_messages(doc: dict[str, Any], spec: MessageSpec, reg: Registry | None = None) -> list[dict[str, Any]]:
    """The messages :func:`iter_payload_messages` yields, in its order, as a list made at once.

    For callers that only read them (a message changed while the walk goes on is not seen again).
    With the optional accelerator the walk is ``payload_walk`` of onnxjson/_accel_payload.c, which hands a
    document holding containers of other types than exactly dict and list back to the generator.
    """
    reg = reg or registry()
    if accel.compiled is not None and accel.ENABLED:
        index, tables = _walk_tables(reg, accel.compiled)
        found: list[dict[str, Any]] | None = accel.compiled.payload_walk(tables, index[spec.name], doc)
        if found is not None:
            return found
    return [msg for msg, _spec, _path in iter_payload_messages(doc, spec, reg, paths=False)]


_WALK_TABLES: dict[int, tuple[Registry, dict[str, int], Any]] = {}


def _walk_tables(reg: Registry, compiled: Any) -> tuple[dict[str, int], Any]:
    """The message indices and the compiled walk's tables for ``reg`` (made once)."""
    cached = _WALK_TABLES.get(id(reg))
    if cached is None or cached[0] is not reg:
        index = {name: i for i, name in enumerate(reg.messages)}
        fields = _payload_fields(reg)
        tables = compiled.walk_tables([
            (name in PAYLOAD_MESSAGES, [(fname, index[child.name], repeated) for fname, child, repeated in
                                        fields.get(name, [])])
            for name in reg.messages])
        cached = (reg, index, tables)
        _WALK_TABLES[id(reg)] = cached
    return cached[1], cached[2]


def tensor_name(msg: dict[str, Any], path: str) -> str:
    """How messages name a tensor: ``tensor "w"``, or by its path when it has no name."""
    name = msg.get("name")
    return f"tensor \"{name}\"" if isinstance(name, str) and name else f"the tensor at {path}"


# -- sizes ----------------------------------------------------------------------------------------
def element_bits(data_type: int | None) -> int | None:
    """Bits per element of a data type in raw form, or None (strings, undefined, unknown numbers)."""
    if data_type is None:
        return None
    size = ELEMENT_SIZE.get(data_type)
    return size * 8 if size is not None else _SUB_BYTE_BITS.get(data_type)


def element_count(dims: Any) -> int | None:
    """The number of elements dims call for, or None when dims are not a list of naturals."""
    if not isinstance(dims, list):
        return None
    for d in dims:  # a loop, not all() over a generator: it runs once for every tensor of info
        if (d.__class__ is not int and (not isinstance(d, int) or isinstance(d, bool))) or d < 0:
            return None
    return math.prod(dims)


def expected_size(msg: dict[str, Any]) -> int | None:
    """Bytes of raw form that dims × data_type call for, or None when unknown (strings, no type)."""
    bits = element_bits(data_type_number(msg.get("data_type")))
    count = element_count(msg.get("dims", []))
    if bits is None or count is None:
        return None
    return (count * bits + 7) // 8


def payload_trouble(msg: dict[str, Any], *, complete: bool) -> tuple[str, str, str] | None:
    """(field, what is wrong, the validate rule) of a TensorProto whose data type is missing or whose inline payload is
    not what its dims call for, or is in a typed field its data type does not keep values in (onnx's
    checker and onnxruntime refuse each), or None. validate reports
    it (rules ``tensor-type``, ``payload-size`` and ``payload-field``); root-type inference takes no reading of bytes as a tensor that has it.
    ``complete``: the document holds every field (a missing data type, or no values where dims call
    for some, is then a fault; in a piece of a document it may be elsewhere).

    Only what the document itself shows is judged: ONNX external data by the length its entries
    give; payloads kept elsewhere (stripped, in a sidecar) are not (the encoder stage checks their
    size against the dims), nor types whose typed field has no fixed element size here.
    """
    code = data_type_number(msg.get("data_type"))
    if code is None or code == 0:
        if not complete or ("data_type" in msg and code is None):
            return None  # a data type this onnx does not name: the schema and the encoder say so
        return "data_type", "has no data_type (or UNDEFINED); a tensor must say what its elements are", "tensor-type"
    count = element_count(msg.get("dims", []))
    if count is None:
        return None
    if is_external(msg):
        # Its bytes are in another file; an external_data "length" says how many (onnxruntime
        # refuses a length the dims do not call for).
        length = external_entries(msg)[0].get("length")
        want = expected_size(msg)
        if isinstance(length, int) and want is not None and length != want:
            return "external_data", (f"has an external_data length of {length:,} bytes, but its dims "
                                     f"{msg.get('dims', [])} call for {count:,} element{'s' if count != 1 else ''} "
                                     f"({want:,} bytes)"), "payload-size"
        return None
    fields = [f for f in ("raw_data", *TYPED_FIELDS) if msg.get(f) is not None and msg.get(f) != []]
    if len(fields) > 1:
        return (fields[1], f"holds its values in both {fields[0]} and {fields[1]}; a tensor has one payload field",
                "payload-size")
    dims_words = f"its dims {msg.get('dims', [])} call for {count:,} element{'s' if count != 1 else ''}"
    if not fields:
        if count and complete and "raw_data" not in msg:
            return "dims" if "dims" in msg else "data_type", f"has no values, but {dims_words}", "payload-size"
        return None
    field = fields[0]
    value = msg[field]
    keeps = TYPED_FIELD_OF.get(code)
    if field != "raw_data" and keeps is not None and keeps != field:
        return field, (f"holds its values in {field}, but {DATA_TYPE_NAMES.get(code, code)} tensors keep theirs "
                       f"in {keeps} (or raw_data)"), "payload-field"
    if field == "raw_data":
        if isinstance(value, dict):
            values = value.get("values")
            if isinstance(values, list) and len(values) != count:
                return field, f"has {len(values):,} values, but {dims_words}", "payload-size"
            return None  # a payload kept elsewhere: checked where it is filled in
        if isinstance(value, (str, LongText)):
            size = base64_decoded_size(value)
        elif isinstance(value, Blob):
            size = len(value)
        else:
            return None
        want = expected_size(msg)
        if size is not None and want is not None and size != want:
            return field, f"has {size:,} bytes of raw_data, but {dims_words} ({want:,} bytes)", "payload-size"
        return None
    if not isinstance(value, list):
        return None
    if field == "string_data":
        if code == 8 and len(value) != count:
            return field, f"has {len(value):,} strings, but {dims_words}", "payload-size"
        return None
    struct_code = TYPED_CODES.get((field, code))
    want = expected_size(msg)
    if struct_code is None or want is None:
        return None
    size = len(value) * _CODE_SIZES[struct_code]
    if size != want:
        return (field, f"has {len(value):,} values in {field} ({size:,} bytes), but {dims_words} ({want:,} bytes)",
                "payload-size")
    return None


_CODE_SIZES = {"f": 4, "d": 8, "q": 8, "Q": 8, "I": 4, "i": 4, "h": 2, "H": 2, "b": 1, "B": 1}


# -- raw form and digests -------------------------------------------------------------------------
def string_digest(values: list[Any]) -> tuple[int, str]:
    """(size, SHA-256) of string_data values: each as its length (uint64 LE), then its bytes."""
    h = sha256()
    size = 0
    for v in values:
        raw = text_from_doc(v) if not isinstance(v, (bytes, bytearray)) else bytes(v)
        h.update(struct.pack("<Q", len(raw)))
        h.update(raw)
        size += len(raw)
    return size, h.hexdigest()


def typed_to_raw(field: str, data_type: int | None, values: list[Any]) -> bytes | None:
    """Raw-form bytes of a typed field's values, or None when that is not lossless."""
    if data_type is None:
        return None
    code = TYPED_CODES.get((field, data_type))
    if code is None:
        return None
    try:
        if code == "f":
            fmt = FLOAT_FORMATS[1]
            return b"".join(fmt.from_doc(v) for v in values)
        if code == "d":
            fmt = FLOAT_FORMATS[11]
            return b"".join(fmt.from_doc(v) for v in values)
        if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            # Integral floats are integers to the encoder (JSON -0 reads as -0.0); anything else is not.
            if any(isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, float) and v.is_integer()))
                   for v in values):
                return None
            values = [int(v) for v in values]
        return struct.pack(f"<{len(values)}{code}", *values)
    except (ValueError, struct.error):
        return None


def typed_layout(field: str, data_type: int | None, size: int) -> tuple[str, int]:
    """(struct code, element count) of ``size`` raw-form bytes in a typed field; ValueError when impossible."""
    code = TYPED_CODES.get((field, data_type)) if data_type is not None else None
    if code is None:
        raise ValueError(f"{field} cannot hold data type {data_type}")
    width = struct.calcsize(code)
    if size % width:
        raise ValueError(f"{size} bytes is not a whole number of {width}-byte elements")
    return code, size // width


def raw_to_typed(field: str, data_type: int | None, raw: Any) -> list[Any]:
    """Typed-field values (document form) of raw-form bytes; ValueError when impossible."""
    code, count = typed_layout(field, data_type, len(raw))
    if code in ("f", "d"):
        return FLOAT_FORMATS[1 if code == "f" else 11].many_to_doc(bytes(raw))
    return list(struct.unpack(f"<{count}{code}", raw))


def payload_raw(msg: dict[str, Any], spec: MessageSpec) -> tuple[str, Any] | None:
    """(field name, raw-form bytes) of the message's payload, if it has one that can be stripped.

    Readable raw_data (``{"values": [...]}``) counts in its raw form. Returns None for string
    payloads, placeholders, values that do not fit the data type and inconsistent tensors (whose
    size is not what dims × data_type call for).
    """
    if "raw_data" in msg:
        raw = msg["raw_data"]
        if isinstance(raw, Blob):
            data: Any = raw  # stays a lazy slice: hashed and copied piecewise
        elif isinstance(raw, LongText):
            try:
                data = Base64Text(raw)  # decoded piecewise from the document's text
                sha256_hex(data)  # invalid characters: not a payload this code can move
            except ValueError:
                return None
        elif isinstance(raw, str):
            try:
                data = b64decode(raw)
            except ValueError:
                return None
        elif isinstance(raw, dict) and len(raw) == 1 and "values" in raw:
            dtype = data_type_number(msg.get("data_type")) if spec.name == "TensorProto" else None
            if dtype is None:
                return None
            try:
                data = values_to_raw(dtype, raw["values"])
            except ValueError:
                return None
        elif isinstance(raw, dict) and len(raw) == 1 and isinstance(raw.get(BYTES_KEY), (str, LongText)):
            try:
                data = Base64Text(raw[BYTES_KEY]) if isinstance(raw[BYTES_KEY], LongText) else \
                    b64decode(raw[BYTES_KEY])
            except ValueError:
                return None
        else:
            return None
        if spec.name == "TensorProto":
            want = expected_size(msg)
            if want is not None and want != len(data):
                return None
        return "raw_data", data
    if spec.name != "TensorProto":
        return None
    for field in TYPED_FIELDS:
        values = msg.get(field)
        if field == "string_data" or not isinstance(values, list) or not values:
            continue
        raw = typed_to_raw(field, data_type_number(msg.get("data_type")), values)
        if raw is None:
            return None
        want = expected_size(msg)
        if want is not None and want != len(raw):
            return None
        return field, raw
    return None


# -- ONNX external data ---------------------------------------------------------------------------
def is_external(msg: dict[str, Any]) -> bool:
    """Whether a TensorProto/EncodedValueProto keeps its payload in ONNX external data."""
    return msg.get("data_location") in EXTERNAL


def any_external(messages: Iterable[dict[str, Any]]) -> bool:
    """Whether any of ``messages`` is :func:`is_external` (for many: one set of their locations,
    not a call each; the decoder's values are hashable)."""
    return not {msg.get("data_location") for msg in messages}.isdisjoint(EXTERNAL)


def external_entries(msg: dict[str, Any]) -> tuple[dict[str, Any], list[tuple[int, str, Any]]]:
    """(info, problems) of a message's ``external_data`` list.

    ``info`` maps location, offset, length and checksum to their values (offset and length as
    integers when they are written as integers; a repeated key counts as its last entry, as onnx
    reads it). ``problems`` lists (index, key, value) of offsets and lengths that are not integers;
    their raw value stays in ``info``.
    """
    info: dict[str, Any] = {}
    problems: list[tuple[int, str, Any]] = []
    entries = msg.get("external_data")
    for i, entry in enumerate(entries if isinstance(entries, list) else []):
        if not isinstance(entry, dict):
            continue
        key, value = entry.get("key"), entry.get("value")
        if key in ("offset", "length"):
            try:
                info[key] = int(str(value))
            except (TypeError, ValueError):
                info[key] = value
                problems.append((i, key, value))
        elif key in ("location", "checksum"):
            info[key] = value
    return info, problems
