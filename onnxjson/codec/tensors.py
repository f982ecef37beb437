"""Tensor element types: sizes, readable values of raw_data, and conversions between storages.

NOTE: raw_data holds elements little-endian, as ONNX defines it. The readable form
``{"values": [...]}`` is offered for FLOAT, DOUBLE, FLOAT16, BFLOAT16, the 8/16/32/64-bit integers and
BOOL (only when every byte is 0 or 1). Floating values use the shortest decimal that reads back to
the same bits, with the NaN/Infinity strings of :mod:`onnxjson.codec.values`, so the readable form is
always exact. Other types (complex, 8/6/4/2-bit floats and ints, strings) stay base64.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from typing import Any

from onnxjson.codec.values import FLOAT_FORMATS, Blob, describe, rounding_hint

__all__ = [
    "DATA_TYPE_NAMES",
    "DATA_TYPE_NUMBERS",
    "ELEMENT_SIZE",
    "data_type_name",
    "data_type_number",
    "raw_to_values",
    "readable_values",
    "values_to_raw",
]

DATA_TYPE_NAMES: dict[int, str] = {
    0: "UNDEFINED", 1: "FLOAT", 2: "UINT8", 3: "INT8", 4: "UINT16", 5: "INT16", 6: "INT32",
    7: "INT64", 8: "STRING", 9: "BOOL", 10: "FLOAT16", 11: "DOUBLE", 12: "UINT32", 13: "UINT64",
    14: "COMPLEX64", 15: "COMPLEX128", 16: "BFLOAT16", 17: "FLOAT8E4M3FN", 18: "FLOAT8E4M3FNUZ",
    19: "FLOAT8E5M2", 20: "FLOAT8E5M2FNUZ", 21: "UINT4", 22: "INT4", 23: "FLOAT4E2M1",
    24: "FLOAT8E8M0", 25: "UINT2", 26: "INT2", 27: "FLOAT6E2M3", 28: "FLOAT6E3M2",
}
DATA_TYPE_NUMBERS: dict[str, int] = {v: k for k, v in DATA_TYPE_NAMES.items()}

#: Bytes per element in raw_data; sub-byte types are packed and have no entry.
ELEMENT_SIZE: dict[int, int] = {
    1: 4, 2: 1, 3: 1, 4: 2, 5: 2, 6: 4, 7: 8, 9: 1, 10: 2, 11: 8, 12: 4, 13: 8, 14: 8, 15: 16,
    16: 2, 17: 1, 18: 1, 19: 1, 20: 1, 24: 1,
}

_INT_FORMATS = {2: "B", 3: "b", 4: "H", 5: "h", 6: "i", 7: "q", 12: "I", 13: "Q"}


def data_type_name(value: object) -> str:
    """The DataType name of a document's data_type value (a number with no name stays a number)."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return DATA_TYPE_NAMES.get(value, str(value))
    return "UNDEFINED"


def data_type_number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return DATA_TYPE_NUMBERS.get(value)
    return None


def raw_to_values(data_type: int, raw: Any, limit: int) -> list[Any] | None:
    """Readable values of raw_data, or None when the type or length does not allow them."""
    size = ELEMENT_SIZE.get(data_type)
    if size is None or (data_type not in FLOAT_FORMATS and data_type not in _INT_FORMATS
                        and data_type != 9):
        return None
    n = len(raw)
    if n % size or n // size > limit:
        return None
    data = bytes(raw)
    fmt = FLOAT_FORMATS.get(data_type)
    if fmt is not None:
        return fmt.many_to_doc(data)
    if data_type == 9:
        if any(b > 1 for b in data):
            return None
        return [b == 1 for b in data]
    return list(struct.unpack(f"<{n // size}{_INT_FORMATS[data_type]}", data))


#: Float data types whose FloatFormat.from_doc is struct's pack of one code (float32, float16, double).
_PACK_CODES = {1: "f", 10: "e", 11: "d"}
_PLAIN_NUMBERS = frozenset((float, int))


def values_to_raw(data_type: int, values: Sequence[Any]) -> bytes:
    """raw_data bytes of readable values; ValueError names the element that does not fit."""
    if not isinstance(values, list):
        raise ValueError(f"\"values\" must be an array, got {describe(values)}")
    fmt = FLOAT_FORMATS.get(data_type)
    if fmt is not None:
        code = _PACK_CODES.get(data_type)
        if code is not None and values and set(map(type, values)) <= _PLAIN_NUMBERS:
            # The common case in one call: plain finite numbers, which from_doc packs one by one
            # with the same struct code. Anything else (an infinity or NaN, a sum too large for a
            # double, a value out of the format's range) goes the long way, which decides.
            try:
                if math.isfinite(sum(values)):
                    return struct.pack(f"<{len(values)}{code}", *values)
            except (OverflowError, struct.error):
                pass
        out = bytearray()
        for i, v in enumerate(values):
            try:
                out += fmt.from_doc(v)
            except ValueError as e:
                raise ValueError(f"values[{i}]: {e}") from None
        return bytes(out)
    if data_type == 9:
        for i, v in enumerate(values):
            if not isinstance(v, bool):
                raise ValueError(f"values[{i}]: expected true or false, got {describe(v)}")
        return bytes(1 if v else 0 for v in values)
    code = _INT_FORMATS.get(data_type)
    if code is None:
        raise ValueError(f"data type {DATA_TYPE_NAMES.get(data_type, data_type)} has no readable form; "
                         "write raw_data as base64")
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int):
            if isinstance(v, float) and v.is_integer():
                # A number with no fraction, as integer fields take it (JSON -0 reads as -0.0).
                values = [int(x) if isinstance(x, float) and x.is_integer() else x for x in values]
                return values_to_raw(data_type, values)
            raise ValueError(f"values[{i}]: expected an integer, got {describe(v)}")
    try:
        return struct.pack(f"<{len(values)}{code}", *values)
    except struct.error:
        lo, hi = _int_range(code)
        bad = next(i for i, v in enumerate(values) if not lo <= v <= hi)
        raise ValueError(f"values[{bad}]: {values[bad]} is out of range for "
                         f"{DATA_TYPE_NAMES[data_type]} ({lo}..{hi}){rounding_hint(values[bad], lo, hi)}") from None


def _int_range(code: str) -> tuple[int, int]:
    bits = struct.calcsize(code) * 8
    if code.isupper():
        return 0, (1 << bits) - 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def readable_values(doc: dict[str, Any], limit: int) -> None:
    """Replace a small raw_data Blob by ``{"values": [...]}`` where the data type allows it."""
    raw = doc.get("raw_data")
    if not isinstance(raw, Blob):
        return
    dtype = doc.get("data_type")
    number = data_type_number(dtype)
    if number is None:
        return
    values = raw_to_values(number, raw.data, limit)
    if values is not None:
        doc["raw_data"] = {"values": values}
