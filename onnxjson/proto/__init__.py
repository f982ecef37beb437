"""Message descriptors: the vendored onnx snapshot plus the onnx-light catalogue, in one registry.

NOTE: everything that needs to know what a message looks like (the codec, the schema generator,
the docs) asks :func:`registry`. The registry is built from ``onnx.fds`` (a FileDescriptorSet that
``python -m onnxjson.gen --snapshot`` takes from a named onnx release, see ``onnx.fds.version``) and
from :mod:`onnxjson.proto.catalogue`. The installed onnx package is never consulted, so a document
does not change when onnx is upgraded.

Each field carries its JSON form (:attr:`FieldSpec.form`), decided in :mod:`onnxjson.proto.forms`
from its kind and two small tables there: ``ENUM_LIKE`` (int32 fields that hold enum values, written
by name) and ``TEXT_BYTES`` (bytes fields that hold text in practice, written as strings when they
are valid UTF-8).

The records here and in the catalogue are named tuples and slotted classes, not dataclasses: a
dataclass costs about 3 million instructions to define (its methods are generated and compiled),
and every command loads these modules; together that was a tenth of a small `dump`'s start-up.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from onnxjson.proto import catalogue
from onnxjson.proto.forms import ENUM_LIKE, TEXT_BYTES, field_form
from onnxjson.wire import EGROUP, I32, I64, LEN, SGROUP, VARINT, read_varint

__all__ = [
    "EGROUP",
    "ENUM_LIKE",
    "I32",
    "I64",
    "LEN",
    "PACKAGE",
    "SGROUP",
    "TEXT_BYTES",
    "VARINT",
    "EnumSpec",
    "FieldSpec",
    "MessageSpec",
    "Registry",
    "registry",
    "snapshot_version",
]

PACKAGE = "onnx"

# Wire types: defined by onnxjson.wire, re-exported here beside the descriptors.

# Scalar kinds by descriptor type number.
_KIND_BY_TYPE = {
    1: "double", 2: "float", 3: "int64", 4: "uint64", 5: "int32", 6: "fixed64", 7: "fixed32",
    8: "bool", 9: "string", 10: "group", 11: "message", 12: "bytes", 13: "uint32", 14: "enum",
    15: "sfixed32", 16: "sfixed64", 17: "sint32", 18: "sint64",
}
WIRE_TYPE_OF_KIND = {
    "int32": VARINT, "int64": VARINT, "uint32": VARINT, "uint64": VARINT, "sint32": VARINT,
    "sint64": VARINT, "bool": VARINT, "enum": VARINT,
    "fixed64": I64, "sfixed64": I64, "double": I64,
    "fixed32": I32, "sfixed32": I32, "float": I32,
    "string": LEN, "bytes": LEN, "message": LEN, "group": SGROUP,
}
PACKABLE = frozenset(k for k, w in WIRE_TYPE_OF_KIND.items() if w in (VARINT, I64, I32))

class EnumSpec(NamedTuple):
    name: str
    by_number: dict[int, str]
    by_name: dict[str, int]


class FieldSpec:
    """One field of a message, as the codec sees it.

    Attributes:
        name, number: the field's name and number.
        kind: a key of WIRE_TYPE_OF_KIND.
        repeated: a repeated field.
        packed: the canonical encoding of a repeated scalar field is packed.
        message: the message type name, for kind "message"/"group".
        enum: the enum name, for kind "enum" and ENUM_LIKE fields.
        oneof: the oneof it belongs to.
        text: a bytes field shown as text (TEXT_BYTES).
        extension: from the onnx-light catalogue.
        wire_type: the declared wire type (derived; read on the hot path).
        packable: a repeated scalar: may come packed or not (derived).
        form: how its values are written in a document (derived: :func:`forms.field_form`).
    """

    _ORDER = ("name", "number", "kind", "repeated", "packed", "message", "enum", "oneof", "text",
              "extension", "wire_type", "packable", "form")
    __slots__ = _ORDER

    def __init__(self, name: str, number: int, kind: str, repeated: bool, packed: bool,
                 message: str | None = None, enum: str | None = None, oneof: str | None = None,
                 text: bool = False, extension: bool = False) -> None:
        self.name, self.number, self.kind, self.repeated, self.packed = name, number, kind, repeated, packed
        self.message, self.enum, self.oneof, self.text, self.extension = message, enum, oneof, text, extension
        self.wire_type = WIRE_TYPE_OF_KIND[kind]
        self.packable = repeated and kind in PACKABLE
        self.form = field_form(kind, enum, text)

    def reads_as_field(self, wire_type: int) -> bool:
        """Whether protobuf parsers read an occurrence with this wire type as this field.

        The declared wire type always is; a repeated scalar also accepts a packed run (LEN), and
        a packed field its unpacked elements. Any other wire type makes the occurrence unknown.
        """
        return wire_type == self.wire_type or (wire_type == LEN and self.packable)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._ORDER)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FieldSpec):
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]  # equal by value, and mutable: as a dataclass

    def __repr__(self) -> str:
        return "FieldSpec(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self._ORDER) + ")"


class MessageSpec:
    """A message: its fields by number and by name (name relative to the onnx package, dotted for
    nested messages)."""

    __slots__ = ("by_name", "extension", "fields", "name")

    def __init__(self, name: str, fields: dict[int, FieldSpec] | None = None,
                 by_name: dict[str, FieldSpec] | None = None, extension: bool = False) -> None:
        self.name = name
        self.fields: dict[int, FieldSpec] = {} if fields is None else fields
        self.by_name: dict[str, FieldSpec] = {} if by_name is None else by_name
        self.extension = extension

    def add(self, spec: FieldSpec) -> None:
        if spec.number in self.fields or spec.name in self.by_name:
            raise ValueError(f"{self.name}: field {spec.name} = {spec.number} is declared twice")
        self.fields[spec.number] = spec
        self.by_name[spec.name] = spec

    def ordered(self) -> list[FieldSpec]:
        return [self.fields[n] for n in sorted(self.fields)]

    def oneofs(self) -> dict[str, list[FieldSpec]]:
        groups: dict[str, list[FieldSpec]] = {}
        for spec in self.ordered():
            if spec.oneof is not None:
                groups.setdefault(spec.oneof, []).append(spec)
        return groups

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MessageSpec):
            return NotImplemented
        return (self.name, self.fields, self.by_name, self.extension) == (
            other.name, other.fields, other.by_name, other.extension)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"MessageSpec(name={self.name!r}, fields={self.fields!r}, extension={self.extension!r})"


class Registry(NamedTuple):
    """Every message and enum, by name."""

    messages: dict[str, MessageSpec]
    enums: dict[str, EnumSpec]

    def message(self, name: str) -> MessageSpec:
        return self.messages[name]


def _package_file(name: str) -> bytes:
    """A data file of this package: read beside the module (no importlib.resources at start-up)."""
    try:
        return (Path(__file__).resolve().parent / name).read_bytes()
    except OSError:  # a zipped install: ask importlib
        from importlib import resources  # lazy: only a zipped install pays for importlib.resources

        return resources.files(__name__).joinpath(name).read_bytes()


def snapshot_version() -> str:
    """The onnx release the vendored descriptors were taken from."""
    return _package_file("onnx.fds.version").decode("utf-8").strip()


def _strip_package(type_name: str) -> str:
    prefix = "." + PACKAGE + "."
    return type_name[len(prefix):] if type_name.startswith(prefix) else type_name.lstrip(".")


def _wire_fields(data: bytes) -> list[tuple[int, int | bytes]]:
    """The (field number, value) pairs of one serialized message: varints as int, LEN as bytes.

    Enough of the wire format for a FileDescriptorSet (no groups, no fixed-width fields there).
    """
    out: list[tuple[int, int | bytes]] = []
    pos, end = 0, len(data)
    while pos < end:
        key, pos = read_varint(data, pos, end)
        wt = key & 7
        if wt == VARINT:
            value, pos = read_varint(data, pos, end)
            out.append((key >> 3, value))
        elif wt == LEN:
            n, pos = read_varint(data, pos, end)
            out.append((key >> 3, data[pos:pos + n]))
            pos += n
        elif wt in (I32, I64):
            pos += 4 if wt == I32 else 8
        else:
            raise ValueError(f"onnx.fds: wire type {wt} is not expected in a FileDescriptorSet")
    return out


def _text(value: int | bytes) -> str:
    assert isinstance(value, bytes)
    return value.decode("utf-8")


def _message_fields(value: int | bytes) -> list[tuple[int, int | bytes]]:
    assert isinstance(value, bytes)
    return _wire_fields(value)


# Field numbers of descriptor.proto (google.protobuf), the only ones the registry reads.
_FDS_FILE = 1  # FileDescriptorSet.file
_FILE_MESSAGE, _FILE_ENUM = 4, 5  # FileDescriptorProto.message_type, .enum_type
_MSG_NAME, _MSG_FIELD, _MSG_NESTED, _MSG_ENUM, _MSG_ONEOF = 1, 2, 3, 4, 8  # DescriptorProto
_FIELD_NAME, _FIELD_NUMBER, _FIELD_LABEL, _FIELD_TYPE = 1, 3, 4, 5  # FieldDescriptorProto
_FIELD_TYPE_NAME, _FIELD_OPTIONS, _FIELD_ONEOF, _FIELD_PROTO3_OPTIONAL = 6, 8, 9, 17
_OPTIONS_PACKED = 2  # FieldOptions.packed
_ENUM_NAME, _ENUM_VALUE = 1, 2  # EnumDescriptorProto
_VALUE_NAME, _VALUE_NUMBER = 1, 2  # EnumValueDescriptorProto
_LABEL_REPEATED = 3


@lru_cache(maxsize=1)
def registry() -> Registry:
    """Load the descriptor snapshot and the extension catalogue (once per process).

    The snapshot is read with the package's own wire reader rather than protobuf's descriptor
    classes: importing those costs more than the rest of a small dump
    (docs/PERFORMANCE.md#registry).
    tests/test_proto.py checks the result against protobuf's own parse of the same file.
    """
    fds = _package_file("onnx.fds")
    messages: dict[str, MessageSpec] = {}
    enums: dict[str, EnumSpec] = {}

    def add_enum(prefix: str, enum: list[tuple[int, int | bytes]]) -> None:
        name = prefix + next(_text(v) for n, v in enum if n == _ENUM_NAME)
        values = [_message_fields(v) for n, v in enum if n == _ENUM_VALUE]
        pairs = [(_text(next(v for n, v in value if n == _VALUE_NAME)),
                  next((v for n, v in value if n == _VALUE_NUMBER), 0)) for value in values]
        by_number: dict[int, str] = {}
        for value_name, number in pairs:
            assert isinstance(number, int)
            # int32 enum numbers are varints of their 64-bit two's complement
            number = number - (1 << 64) if number >= 1 << 63 else number
            by_number.setdefault(number, value_name)
        by_name: dict[str, int] = {}
        for value_name, number in pairs:
            assert isinstance(number, int)
            by_name[value_name] = number - (1 << 64) if number >= 1 << 63 else number
        enums[name] = EnumSpec(name, by_number, by_name)

    def add_message(prefix: str, msg: list[tuple[int, int | bytes]]) -> None:
        name = prefix + next(_text(v) for n, v in msg if n == _MSG_NAME)
        spec = MessageSpec(name)
        oneof_names = [next(_text(x) for k, x in _message_fields(v) if k == 1)
                       for n, v in msg if n == _MSG_ONEOF]
        for n, v in msg:
            if n != _MSG_FIELD:
                continue
            f = dict(_message_fields(v))  # singular fields: the last one wins, as in protobuf
            fname = _text(f[_FIELD_NAME])
            type_number = f[_FIELD_TYPE]
            assert isinstance(type_number, int)
            kind = _KIND_BY_TYPE[type_number]
            repeated = f.get(_FIELD_LABEL) == _LABEL_REPEATED
            options = dict(_message_fields(f[_FIELD_OPTIONS])) if _FIELD_OPTIONS in f else {}
            packed = repeated and kind in PACKABLE and bool(options.get(_OPTIONS_PACKED, 0))
            oneof = None
            if _FIELD_ONEOF in f and not f.get(_FIELD_PROTO3_OPTIONAL, 0):
                index = f[_FIELD_ONEOF]
                assert isinstance(index, int)
                oneof = oneof_names[index]
            type_name = _text(f[_FIELD_TYPE_NAME]) if _FIELD_TYPE_NAME in f else ""
            ref = _strip_package(type_name) if type_name else None
            number = f[_FIELD_NUMBER]
            assert isinstance(number, int)
            spec.add(FieldSpec(
                name=fname,
                number=number,
                kind=kind,
                repeated=repeated,
                packed=packed,
                message=ref if kind in ("message", "group") else None,
                enum=ref if kind == "enum" else ENUM_LIKE.get((name, fname)),
                oneof=oneof,
                text=(name, fname) in TEXT_BYTES,
            ))
        messages[name] = spec
        for n, v in msg:
            if n == _MSG_NESTED:
                add_message(name + ".", _message_fields(v))
        for n, v in msg:
            if n == _MSG_ENUM:
                add_enum(name + ".", _message_fields(v))

    for n, file in _wire_fields(fds):
        if n != _FDS_FILE:
            continue
        parts = _message_fields(file)
        for k, v in parts:
            if k == _FILE_MESSAGE:
                add_message("", _message_fields(v))
        for k, v in parts:
            if k == _FILE_ENUM:
                add_enum("", _message_fields(v))

    def catalogue_field(owner: str, f: catalogue.Field) -> FieldSpec:
        if f.type in WIRE_TYPE_OF_KIND and f.type not in ("message", "group", "enum"):
            return FieldSpec(f.name, f.number, f.type, f.repeated,
                             f.repeated and f.type in PACKABLE, oneof=f.oneof, extension=True)
        if f.type in enums:
            return FieldSpec(f.name, f.number, "enum", f.repeated, f.repeated, enum=f.type,
                             oneof=f.oneof, extension=True)
        return FieldSpec(f.name, f.number, "message", f.repeated, False, message=f.type,
                         oneof=f.oneof, extension=True)

    for new in catalogue.MESSAGES:
        spec = MessageSpec(new.name, extension=True)
        for f in new.fields:
            spec.add(catalogue_field(new.name, f))
        messages[new.name] = spec
    for ext in catalogue.EXTENSIONS:
        if not 1000 <= ext.field.number <= 1099:
            raise ValueError(f"{ext.extends}.{ext.field.name}: extension numbers are 1000-1099")
        messages[ext.extends].add(catalogue_field(ext.extends, ext.field))
    for spec in messages.values():
        for field_spec in spec.fields.values():
            if field_spec.message is not None and field_spec.message not in messages:
                raise ValueError(f"{spec.name}.{field_spec.name}: unknown message type {field_spec.message}")
            if field_spec.enum is not None and field_spec.enum not in enums:
                raise ValueError(f"{spec.name}.{field_spec.name}: unknown enum {field_spec.enum}")
    return Registry(messages, enums)
