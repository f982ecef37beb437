"""Document forms of scalar values: floats, bytes, non-UTF-8 strings, enums.

NOTE: float32 values are written as the shortest decimal that reads back to the same float32
bits; doubles as Python's shortest repr. NaN, Infinity and -Infinity are strings. A NaN whose bits
are not the default quiet NaN (0x7fc00000 / 0x7ff8000000000000) is written ``"NaN(0x7fc00001)"``
with its full bit pattern, so it rebuilds exactly. Bytes are standard padded base64; input also
accepts url-safe and unpadded base64. A string field that is not valid UTF-8 is written
``{"$bytes": "<base64>"}``.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import struct

__all__ = [
    "BYTES_KEY",
    "Blob",
    "b64decode",
    "b64encode",
    "double_from_doc",
    "double_to_doc",
    "float32_from_doc",
    "float32_to_doc",
    "text_from_doc",
    "text_to_doc",
]

BYTES_KEY = "$bytes"

_F32 = struct.Struct("<f")
_U32 = struct.Struct("<I")
_F64 = struct.Struct("<d")
_U64 = struct.Struct("<Q")
_NAN32 = 0x7FC00000
_NAN64 = 0x7FF8000000000000
_NAN_RE = re.compile(r"^NaN\(0x([0-9a-fA-F]{1,16})\)$")


class Blob:
    """A bytes value that is not rendered yet: a slice of the input, written out lazily.

    The JSON writer streams it as base64 and the encoder writes it straight to the output, so
    large payloads are never copied into Python strings or lists.
    """

    __slots__ = ("data",)

    def __init__(self, data: bytes | memoryview) -> None:
        self.data = data

    def __len__(self) -> int:
        return len(self.data)

    def __bytes__(self) -> bytes:
        return bytes(self.data)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Blob):
            return bytes(self.data) == bytes(other.data)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def base64(self) -> str:
        return base64.b64encode(self.data).decode("ascii")

    def __repr__(self) -> str:
        return f"Blob({len(self.data)} bytes)"


def b64encode(data: bytes | memoryview) -> str:
    return base64.b64encode(data).decode("ascii")


def b64decode(text: str) -> bytes:
    """Decode standard or url-safe base64, padded or not; raise ValueError when invalid."""
    if not isinstance(text, str):
        raise ValueError("expected a base64 string")
    t = text.strip()
    if "-" in t or "_" in t:
        t = t.replace("-", "+").replace("_", "/")
    t = t.rstrip("=")
    if len(t) % 4 == 1:
        raise ValueError("invalid base64 length")
    t += "=" * (-len(t) % 4)
    try:
        return base64.b64decode(t, validate=True)
    except (binascii.Error, ValueError) as e:
        raise ValueError(f"invalid base64 ({e})") from None


def _special(bits: int, exp_mask: int, frac_mask: int, sign_bit: int, default_nan: int,
             width: int) -> str | None:
    if bits & exp_mask != exp_mask:
        return None
    if bits & frac_mask == 0:
        return "-Infinity" if bits & sign_bit else "Infinity"
    if bits == default_nan:
        return "NaN"
    return f"NaN(0x{bits:0{width}x})"


def float32_to_doc(raw: bytes | memoryview) -> float | str:
    """Document form of four little-endian float32 bytes."""
    bits = _U32.unpack(raw)[0]
    special = _special(bits, 0x7F800000, 0x007FFFFF, 0x80000000, _NAN32, 8)
    if special is not None:
        return special
    x = _F32.unpack(raw)[0]
    if x == 0.0 or bits & 0x7F800000 == 0:
        # Zeros and subnormals: search as for any other value.
        pass
    raw_b = bytes(raw)
    lo, hi = 1, 9
    best = x
    while lo <= hi:  # the shortest digit count that reads back is found by bisection
        mid = (lo + hi) // 2
        y = float("%.*g" % (mid, x))
        try:
            ok = _F32.pack(y) == raw_b
        except OverflowError:
            ok = False
        if ok:
            best = y
            hi = mid - 1
        else:
            lo = mid + 1
    return best


def float32_from_doc(value: object) -> bytes:
    """Little-endian float32 bytes of a document value; raise ValueError when it does not fit."""
    if isinstance(value, str):
        special = _parse_special(value, 32)
        if special is not None:
            return _U32.pack(special)
        value = _number_from_string(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"expected a number, got {_describe(value)}")
    x = float(value)
    if math.isinf(x) or math.isnan(x):
        raise ValueError("write infinities and NaN as strings")
    try:
        return _F32.pack(x)
    except OverflowError:
        raise ValueError(f"{value!r} does not fit in a float32") from None


def double_to_doc(raw: bytes | memoryview) -> float | str:
    bits = _U64.unpack(raw)[0]
    special = _special(bits, 0x7FF0000000000000, 0x000FFFFFFFFFFFFF, 1 << 63, _NAN64, 16)
    if special is not None:
        return special
    return float(_F64.unpack(raw)[0])


def double_from_doc(value: object) -> bytes:
    if isinstance(value, str):
        special = _parse_special(value, 64)
        if special is not None:
            return _U64.pack(special)
        value = _number_from_string(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"expected a number, got {_describe(value)}")
    try:
        x = float(value)
    except OverflowError:
        raise ValueError(f"{value!r} does not fit in a double") from None
    if math.isinf(x) or math.isnan(x):
        raise ValueError("write infinities and NaN as strings")
    return _F64.pack(x)


def _parse_special(text: str, width: int) -> int | None:
    if width == 32:
        inf, nan, sign = 0x7F800000, _NAN32, 0x80000000
    else:
        inf, nan, sign = 0x7FF0000000000000, _NAN64, 1 << 63
    if text == "Infinity":
        return inf
    if text == "-Infinity":
        return inf | sign
    if text == "NaN":
        return nan
    m = _NAN_RE.match(text)
    if m:
        bits = int(m.group(1), 16)
        exp = inf
        frac = (sign - 1) & ~inf
        if bits >> width or bits & exp != exp or bits & frac == 0:
            raise ValueError(f"{text!r} is not the bit pattern of a {width}-bit NaN")
        return bits
    return None


def _number_from_string(text: str) -> float:
    # protobuf's JSON mapping allows numbers in strings ("1.5"); accept them as foreign input.
    try:
        return float(text)
    except ValueError:
        raise ValueError(
            f"{text!r} is not a number (special values are \"NaN\", \"Infinity\", \"-Infinity\")"
        ) from None


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"string {value!r}"[:60]
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return repr(value)


def text_to_doc(raw: bytes | memoryview) -> str | dict[str, str]:
    """Document form of a string value: itself when valid UTF-8, else ``{"$bytes": base64}``."""
    try:
        return str(raw, "utf-8")
    except UnicodeDecodeError:
        return {BYTES_KEY: b64encode(raw)}


def text_from_doc(value: object) -> bytes:
    if isinstance(value, str):
        try:
            return value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("string holds a lone surrogate; write raw bytes as {\"$bytes\": base64}") from None
    if isinstance(value, dict) and set(value) == {BYTES_KEY}:
        return b64decode(value[BYTES_KEY])
    raise ValueError(f"expected a string, got {_describe(value)}")


describe = _describe
