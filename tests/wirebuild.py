"""A tiny protobuf wire *writer* for tests.

Independent of onnxjson (so tests do not check the codec against itself). Everything returns
``bytes``; concatenate the pieces to build a message. The ``overlong``/``min_len`` knobs produce
non-minimal varints (padded with 0x80 continuation bytes) that protobuf parsers accept.
"""

from __future__ import annotations

import struct

VARINT, I64, LEN, SGROUP, EGROUP, I32 = 0, 1, 2, 3, 4, 5

_MASK64 = (1 << 64) - 1


def varint(n: int, min_len: int | None = None) -> bytes:
    """Varint of ``n`` (negative numbers as their 64-bit two's complement).

    With ``min_len`` the encoding is padded to at least that many bytes with 0x80 continuation
    bytes (followed by a final 0x00), which decodes to the same value.
    """
    n &= _MASK64
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            break
    if min_len is not None and len(out) < min_len:
        out[-1] |= 0x80
        out += b"\x80" * (min_len - len(out) - 1)
        out.append(0x00)
    return bytes(out)


def varint32(n: int) -> bytes:
    """An int32 negative written in 5 bytes (the low 32 bits only), as some writers do."""
    return varint(n & 0xFFFFFFFF)


def overlong_varint(n: int, overlong: int = 0) -> bytes:
    """``varint(n)`` with ``overlong`` extra bytes (non-minimal: the same value)."""
    return varint(n, min_len=len(varint(n)) + overlong) if overlong else varint(n)


def tag(field: int, wire_type: int, overlong: int = 0) -> bytes:
    return overlong_varint((field << 3) | wire_type, overlong)


def field_varint(field: int, value: int, *, overlong: int = 0, tag_overlong: int = 0,
                 raw: bytes | None = None) -> bytes:
    """A varint field; ``raw`` gives the value bytes verbatim."""
    return tag(field, VARINT, tag_overlong) + (raw if raw is not None else overlong_varint(value, overlong))


def field_len(field: int, payload: bytes, overlong_len: int = 0, *, tag_overlong: int = 0) -> bytes:
    return tag(field, LEN, tag_overlong) + overlong_varint(len(payload), overlong_len) + payload


def field_fixed32(field: int, value: int | bytes, *, fmt: str = "<I") -> bytes:
    body = value if isinstance(value, bytes) else struct.pack(fmt, value)
    assert len(body) == 4
    return tag(field, I32) + body


def field_fixed64(field: int, value: int | bytes, *, fmt: str = "<Q") -> bytes:
    body = value if isinstance(value, bytes) else struct.pack(fmt, value)
    assert len(body) == 8
    return tag(field, I64) + body


def field_float(field: int, x: float) -> bytes:
    return field_fixed32(field, struct.pack("<f", x))


def field_string(field: int, s: str | bytes) -> bytes:
    return field_len(field, s.encode("utf-8") if isinstance(s, str) else s)


def group(field: int, body: bytes) -> bytes:
    return tag(field, SGROUP) + body + tag(field, EGROUP)


def packed_varints(field: int, values: list[int], overlong_len: int = 0) -> bytes:
    return field_len(field, b"".join(varint(v) for v in values), overlong_len)


def packed_fixed32(field: int, bodies: list[bytes]) -> bytes:
    return field_len(field, b"".join(bodies))


def f32(x: float) -> bytes:
    return struct.pack("<f", x)


def u32(bits: int) -> bytes:
    return struct.pack("<I", bits)


def u64(bits: int) -> bytes:
    return struct.pack("<Q", bits)
