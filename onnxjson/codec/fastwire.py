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

from onnxjson.codec.values import FLOAT_FORMATS, text_to_doc
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

__all__ = ["float32_run", "length", "packed_fixed", "packed_varints", "text_run", "varint", "varint_run"]


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


# -- runs: a repeated field that is not packed, its elements one field each -----------------------
#
# The generated function reads a repeated scalar field's first element and hands the rest of the run
# to one of these: each reads the element at ``pos`` (after its tag) and every element after it whose
# field starts with the same ``tag`` bytes (the canonical key: the only one the generated function
# accepts), and returns (values, the position after the run), or (None, -1) where the element by
# element reading returns None (a value not canonical, cut short). The run ends at the first other
# key, which the generated function then reads. A forest's node is a few runs of 500,000 elements.

#: Short strings met in a run are made once (a forest's modes: two values, 500,000 times).
_RUN_TEXT_SHARED = 32


def varint_run(buf: Any, pos: int, end: int, kind: str, tag: bytes) -> tuple[list[Any] | None, int]:
    """A run of varints of ``kind`` (int32, int64, uint32 or uint64: no enum, no zigzag)."""
    out: list[Any] = []
    append = out.append
    t0 = tag[0]
    rest = tag[1:]
    width = len(tag)
    while True:
        if pos >= end:
            return None, -1
        b = buf[pos]
        if b < 0x80:
            append(b)
            pos += 1
        else:
            value, pos = varint(buf, pos, end, kind)
            if pos < 0:
                return None, -1
            append(value)
        if pos < end and buf[pos] == t0 and (not rest or (pos + width <= end and buf[pos + 1:pos + width] == rest)):
            pos += width
            continue
        return out, pos


def float32_run(buf: Any, pos: int, end: int, tag: bytes) -> tuple[list[Any] | None, int]:
    """A run of float32 elements (form FLOAT32): formatted as one packed batch, as a packed field's
    values are (``FLOAT_FORMATS[1].many_to_doc``: the same values as one element at a time)."""
    width = len(tag)
    stride = width + 4
    p = pos + 4
    if p > end:
        return None, -1
    n = 1
    if width == 1:
        t0 = tag[0]
        while p < end and buf[p] == t0:
            if p + stride > end:
                return None, -1
            p += stride
            n += 1
    else:
        while p + width <= end and buf[p:p + width] == tag:
            if p + stride > end:
                return None, -1
            p += stride
            n += 1
    fields = bytes(buf[pos:p])  # element k at k * stride
    packed = bytearray(4 * n)
    for j in range(4):
        packed[j::4] = fields[j::stride]
    return FLOAT_FORMATS[1].many_to_doc(bytes(packed)), p


def text_run(buf: Any, pos: int, end: int, tag: bytes) -> tuple[list[Any] | None, int]:
    """A run of text elements (form TEXT: a str, or the ``{"$bytes"}`` form of bytes that are not
    UTF-8); equal short strings are one object."""
    out: list[Any] = []
    append = out.append
    seen: dict[bytes, str] = {}
    t0 = tag[0]
    rest = tag[1:]
    width = len(tag)
    while True:
        if pos >= end:
            return None, -1
        n = buf[pos]
        if n < 128:
            pos += 1
        else:
            n, pos = length(buf, pos, end)
            if n < 0:
                return None, -1
        stop = pos + n
        if stop > end:
            return None, -1
        raw = bytes(buf[pos:stop])
        value: Any = seen.get(raw)
        if value is None:
            try:
                value = str(raw, "utf-8")
                if n <= _RUN_TEXT_SHARED:
                    seen[raw] = value
            except UnicodeDecodeError:
                value = text_to_doc(buf[pos:stop])  # a dict of its own each time
        append(value)
        pos = stop
        if pos < end and buf[pos] == t0 and (not rest or (pos + width <= end and buf[pos + 1:pos + width] == rest)):
            pos += width
            continue
        return out, pos
