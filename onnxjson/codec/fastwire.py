"""The wire readers the generated fast decoders call (``onnxjson/codec/_fastgen.py`` and the code
:mod:`onnxjson.codec.fastdecode` generates for other registries).

NOTE: a module of its own so that imports run one way: the generator (``fastdecode``) loads the
generated module by name, and the generated module imports these readers from here, not from its
generator. Each reader answers only for canonical input (what the reference decoder turns into the
same document without a ``$layout`` record); on anything else it says so (position -1, length -1
or ``None``) and the generated function gives up, leaving the input to the reference decoder.
"""

from __future__ import annotations

import struct
from typing import Any

from onnxjson.codec.values import FLOAT_FORMATS
from onnxjson.wire import (
    FIXED_FORMATS,
    MAX_FRAMING_BYTES,
    TruncatedError,
    VarintError,
    canonical_varint,
    decode_scalar,
    read_varint,
    varint_len,
)

__all__ = ["length", "packed_fixed", "packed_varints", "varint"]


#: Kinds whose two-byte varints are their own values (7 to 14 bits: positive, no zigzag).
_PLAIN_VARINT_KINDS = frozenset({"int32", "int64", "uint32", "uint64"})
#: Those values, one object each (a list indexed by the value): a forest's millions of node ids
#: repeat a few thousand values, 32 bytes an int made for each (the compiled decoder shares them too).
_TWO_BYTE_VALUES = list(range(1 << 14))


def varint(buf: Any, pos: int, end: int, kind: str) -> tuple[Any, int]:
    """A varint value of ``kind`` at ``pos``; position -1 when it is not canonical or malformed."""
    if pos + 1 < end and kind in _PLAIN_VARINT_KINDS:
        first, second = buf[pos], buf[pos + 1]
        if first >= 0x80 and 0 < second < 0x80:  # two bytes, the last not zero (canonical): a forest's ids
            return _TWO_BYTE_VALUES[(first & 0x7F) | second << 7], pos + 2
    return general_varint(buf, pos, end, kind)


def general_varint(buf: Any, pos: int, end: int, kind: str) -> tuple[Any, int]:
    """:func:`varint` without its two-byte fast path: the reading it must agree with."""
    try:
        raw, p = read_varint(buf, pos, end)
    except (TruncatedError, VarintError):
        return 0, -1
    value = decode_scalar(kind, raw)
    n = p - pos
    if canonical_varint(kind, value) != raw or n != varint_len(raw) or (n == 10 and buf[p - 1] != 1):
        return 0, -1
    return value, p


def length(buf: Any, pos: int, end: int) -> tuple[int, int]:
    """A minimal length varint at ``pos`` (two to five bytes, as protobuf parsers read it); -1 when it is not."""
    try:
        n, p = read_varint(buf, pos, end)
    except (TruncatedError, VarintError):
        return -1, 0
    if p - pos != varint_len(n) or p - pos > MAX_FRAMING_BYTES:
        return -1, 0
    return n, p


def packed_varints(buf: Any, pos: int, stop: int, kind: str, enum: dict[int, str] | None) -> list[Any] | None:
    """The values of a packed run of varints in ``buf[pos:stop]`` (enum names where known); None
    when one is not canonical."""
    out: list[Any] = []
    append = out.append
    small = 2 if kind == "bool" else (0 if kind in ("sint32", "sint64") else 0x80)
    while pos < stop:
        b = buf[pos]
        if b < small:
            value: Any = (b == 1) if kind == "bool" else b
            pos += 1
        else:
            value, pos = varint(buf, pos, stop, kind)
            if pos < 0:
                return None
        append(enum.get(value, value) if enum is not None else value)
    return out


def packed_fixed(data: Any, kind: str, width: int) -> list[Any] | None:
    """The values of a packed run of fixed-width ``kind`` values; None when ``data`` is not whole values."""
    if len(data) % width:
        return None
    if kind == "float":
        return FLOAT_FORMATS[1].many_to_doc(data)
    if kind == "double":
        return FLOAT_FORMATS[11].many_to_doc(data)
    return list(struct.unpack(f"<{len(data) // width}{FIXED_FORMATS[kind][1:]}", data))
