"""Protobuf wire format primitives: varints, tags and scalar values.

NOTE: these functions work on anything indexable as bytes (``bytes``, ``memoryview``, ``mmap``).
Scalar values are decoded the way protobuf parsers do (int32 keeps the low 32 bits, bool is any
non-zero varint); the codec compares the original bytes with :func:`encode_scalar` of the decoded
value to learn whether the encoding was canonical.
"""

from __future__ import annotations

import struct

#: Wire types (protobuf's numbering); onnxjson.proto re-exports them beside the descriptors.
VARINT, I64, LEN, SGROUP, EGROUP, I32 = 0, 1, 2, 3, 4, 5

__all__ = [
    "FIXED_FORMATS",
    "INT_RANGES",
    "MAX_FRAMING_BYTES",
    "MAX_VARINT_BYTES",
    "TruncatedError",
    "VarintError",
    "canonical_varint",
    "decode_scalar",
    "encode_scalar",
    "encode_tag",
    "encode_varint",
    "field_pieces",
    "read_varint",
    "varint_len",
    "whole_fields",
]

MAX_VARINT_BYTES = 10
#: Tags and length prefixes are read by protobuf parsers as 32-bit varints of at most 5 bytes (a
#: longer one, even if it only pads zeros, is "wire format corrupt"); values may take 10.
MAX_FRAMING_BYTES = 5
_MASK64 = (1 << 64) - 1
_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")
_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")
_I32 = struct.Struct("<i")
_I64 = struct.Struct("<q")


class TruncatedError(Exception):
    """Raised when a value runs past the end of its buffer."""


class VarintError(Exception):
    """Raised for a varint longer than ten bytes."""


def read_varint(buf: object, pos: int, end: int) -> tuple[int, int]:
    """Read a varint at ``pos``; return (value masked to 64 bits, position after it)."""
    if pos >= end:
        raise TruncatedError
    b = buf[pos]  # type: ignore[index]
    if b < 0x80:
        return b, pos + 1
    result = b & 0x7F
    shift = 7
    p = pos + 1
    while True:
        if p >= end:
            raise TruncatedError
        b = buf[p]  # type: ignore[index]
        p += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result & _MASK64, p
        shift += 7
        if p - pos >= MAX_VARINT_BYTES:
            raise VarintError


class FramingError(Exception):
    """A field's framing does not parse (:func:`_field_end`)."""


def _field_end(buf: object, pos: int, end: int) -> tuple[int, int, int]:
    """``(number, wire type, where it ends)`` of the field whose tag is at ``pos``, reading only
    its framing (a group's start or end mark ends after its tag); :class:`FramingError` when the
    tag or a length is not canonical-sized, the number is out of range, the wire type unknown, or
    the field runs past ``end``."""
    at = pos
    key, pos = read_varint(buf, pos, end)
    if key > 0xFFFFFFFF or pos - at > MAX_FRAMING_BYTES:
        raise FramingError
    number, wire_type = key >> 3, key & 7
    if not 1 <= number < (1 << 29):
        raise FramingError
    if wire_type == VARINT:
        _, pos = read_varint(buf, pos, end)
    elif wire_type == I64 or wire_type == I32:
        pos += 8 if wire_type == I64 else 4
    elif wire_type == LEN:
        length_at = pos
        n, pos = read_varint(buf, pos, end)
        if pos - length_at > MAX_FRAMING_BYTES:
            raise FramingError
        pos += n
    elif wire_type != 3 and wire_type != 4:
        raise FramingError
    if pos > end:
        raise FramingError
    return number, wire_type, pos


def whole_fields(buf: object, pos: int, end: int) -> bool:
    """Whether ``buf[pos:end]`` is a sequence of complete fields, each group closed inside it.

    Only the framing is checked (valid tags, lengths and values inside the range), not what the
    fields mean: it is what a protobuf parser needs to read the range as a message on its own.
    """
    groups: list[int] = []
    try:
        while pos < end:
            number, wire_type, pos = _field_end(buf, pos, end)
            if wire_type == 3:
                groups.append(number)
            elif wire_type == 4 and (not groups or groups.pop() != number):
                return False
    except (TruncatedError, VarintError, FramingError):
        return False
    return not groups


def field_pieces(buf: object, start: int, stop: int, entries: int,
                 size: int) -> list[tuple[int, int, int]] | None:
    """The fields of ``buf[start:stop]`` in pieces: ``(number, start, stop)`` of each piece.

    A piece is a run of consecutive fields of one number, cut after ``entries`` fields or before
    a field that would take it past ``size`` bytes (a single field may pass it). Only the framing
    is read, as :func:`whole_fields` reads it; None when it does not parse or holds a group. The
    compiled twin is ``field_pieces`` of ``_accel_decode.c``.
    """
    pieces: list[tuple[int, int, int]] = []
    current, first, count = 0, start, 0
    pos = start
    try:
        while pos < stop:
            at = pos
            key = buf[pos]  # type: ignore[index]
            if key & 7 == LEN and 8 <= key < 0x80 and pos + 1 < stop and buf[pos + 1] < 0x80:  # type: ignore[index]
                # The usual field of a graph: a one-byte tag and length (what _field_end reads).
                number = key >> 3
                pos += 2 + buf[pos + 1]  # type: ignore[index]
                if pos > stop:
                    return None
            else:
                number, wire_type, pos = _field_end(buf, pos, stop)
                if wire_type == 3 or wire_type == 4:
                    return None
            if count and number == current and count < entries and pos - first <= size:
                count += 1
                continue
            if count:
                pieces.append((current, first, at))
            current, first, count = number, at, 1
    except (TruncatedError, VarintError, FramingError):
        return None
    if count:
        pieces.append((current, first, stop))
    return pieces


def varint_len(value: int) -> int:
    """The canonical encoded length of a non-negative varint value."""
    return max(1, (value.bit_length() + 6) // 7)


_SMALL = [bytes((i,)) for i in range(0x80)]


def encode_varint(value: int) -> bytes:
    if 0 <= value < 0x80:
        return _SMALL[value]
    value &= _MASK64
    if value < 0x80:
        return _SMALL[value]
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def encode_tag(number: int, wire_type: int) -> bytes:
    return encode_varint((number << 3) | wire_type)


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def decode_scalar(kind: str, raw: int | bytes) -> int | float | bool:
    """Decode a varint (int) or fixed-width (bytes) value of a scalar ``kind``.

    Floats are returned as Python floats; the codec turns them into document form.
    """
    if isinstance(raw, int):
        if kind == "uint64":
            return raw
        if kind == "int64":
            return _signed(raw, 64)
        if kind in ("int32", "enum"):
            return _signed(raw, 32)
        if kind == "uint32":
            return raw & 0xFFFFFFFF
        if kind == "bool":
            return raw != 0
        if kind == "sint32":
            raw &= 0xFFFFFFFF
            return (raw >> 1) ^ -(raw & 1)
        if kind == "sint64":
            return (raw >> 1) ^ -(raw & 1)
        raise ValueError(kind)
    if kind == "float":
        return float(_F32.unpack(raw)[0])
    if kind == "double":
        return float(_F64.unpack(raw)[0])
    if kind == "fixed32":
        return int(_U32.unpack(raw)[0])
    if kind == "sfixed32":
        return int(_I32.unpack(raw)[0])
    if kind == "fixed64":
        return int(_U64.unpack(raw)[0])
    if kind == "sfixed64":
        return int(_I64.unpack(raw)[0])
    raise ValueError(kind)


def encode_scalar(kind: str, value: int | bool) -> bytes:
    """Encode an integer-valued scalar canonically (varint or fixed width, no tag)."""
    if kind in ("int32", "int64", "uint32", "uint64", "enum"):
        return encode_varint(int(value))
    if kind == "bool":
        return b"\x01" if value else b"\x00"
    if kind == "sint32" or kind == "sint64":
        v = int(value)
        return encode_varint((v << 1) ^ (v >> 63) if v < 0 else v << 1)
    if kind == "fixed32":
        return _U32.pack(value)
    if kind == "sfixed32":
        return _I32.pack(value)
    if kind == "fixed64":
        return _U64.pack(value)
    if kind == "sfixed64":
        return _I64.pack(value)
    raise ValueError(kind)


FIXED_SIZE = {I32: 4, I64: 8}
WIRE_NAMES = {VARINT: "varint", I64: "i64", LEN: "len", 3: "group", I32: "i32"}

#: The value range of each integer scalar kind, and the struct format of each fixed-width kind.
INT_RANGES = {
    "int32": (-(1 << 31), (1 << 31) - 1), "sint32": (-(1 << 31), (1 << 31) - 1),
    "sfixed32": (-(1 << 31), (1 << 31) - 1), "enum": (-(1 << 31), (1 << 31) - 1),
    "uint32": (0, (1 << 32) - 1), "fixed32": (0, (1 << 32) - 1),
    "int64": (-(1 << 63), (1 << 63) - 1), "sint64": (-(1 << 63), (1 << 63) - 1),
    "sfixed64": (-(1 << 63), (1 << 63) - 1),
    "uint64": (0, (1 << 64) - 1), "fixed64": (0, (1 << 64) - 1),
}
FIXED_FORMATS = {"fixed32": "<I", "sfixed32": "<i", "fixed64": "<Q", "sfixed64": "<q"}


def canonical_varint(kind: str, value: float) -> int:
    """The unsigned varint that canonical protobuf writes for a decoded value of scalar ``kind``."""
    if kind == "bool":
        return int(value)
    if kind in ("sint32", "sint64"):
        v = int(value)
        return ((v << 1) ^ -1) & _MASK64 if v < 0 else v << 1
    return int(value) & _MASK64
