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
import contextlib
import math
import mmap
import re
import struct
import sys
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from onnxjson import accel
from onnxjson._digest import sha256
from onnxjson.codec import float32

__all__ = [
    "BYTES_KEY",
    "FLOAT_FORMATS",
    "JSON_SCALAR_TYPES",
    "Base64Text",
    "Blob",
    "BlobText",
    "FloatFormat",
    "LongText",
    "as_text",
    "b64decode",
    "b64decode_chunks",
    "b64encode",
    "base64_decoded_size",
    "double_from_doc",
    "double_to_doc",
    "equal",
    "float32_from_doc",
    "float32_to_doc",
    "map_leaves",
    "same_bytes",
    "same_leaf",
    "sha256_hex",
    "sha256_hex_many",
    "text_from_doc",
    "text_to_doc",
]

BYTES_KEY = "$bytes"
CHUNK_BYTES = 8 << 20
_COMPARE_BYTES = 256 << 10
PAGE = mmap.PAGESIZE

_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")
_NAN_RE = re.compile(r"^NaN\(0x([0-9a-fA-F]{1,16})\)$")


class Blob:
    """A bytes value that is not rendered yet: a slice of the input, written out lazily.

    The JSON writer streams it as base64 and the encoder writes it straight to the output, so
    large payloads are never copied into Python strings or lists. When the slice comes from a
    memory-mapped file (``source``, at ``offset``), :meth:`chunks` hands the pages back to the
    kernel once they are consumed, so reading a 1 GB model does not keep 1 GB resident.
    """

    __slots__ = ("data", "offset", "source")

    def __init__(self, data: bytes | memoryview, source: Any = None, offset: int = 0) -> None:
        self.data = data
        self.source = source
        self.offset = offset

    def __len__(self) -> int:
        return len(self.data)

    def __bytes__(self) -> bytes:
        return bytes(self.data)

    def __eq__(self, other: object) -> bool:
        """Equal bytes, compared piecewise: neither payload is copied whole (see :func:`same_bytes`)."""
        if isinstance(other, Blob):
            return same_bytes(self, other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def base64(self) -> str:
        return b64encode(self.data)

    def chunks(self, size: int = CHUNK_BYTES) -> Iterator[memoryview | bytes]:
        """The bytes in pieces of at most ``size``; mapped pages are released after each piece."""
        data = self.data
        n = len(data)
        if n <= size:
            yield data
            self._release(0, n)
            return
        view = data if isinstance(data, memoryview) else memoryview(data)
        for start in range(0, n, size):
            yield view[start:start + size]
            self._release(start, min(n, start + size))

    def release(self, start: int, stop: int) -> None:
        """Hand the whole pages of bytes [start, stop) back to the kernel (mapped inputs only)."""
        self._release(start, stop)

    def _release(self, start: int, stop: int) -> None:
        if self.source is None:
            return
        first = -(-(self.offset + start) // PAGE) * PAGE  # whole pages inside [start, stop) only
        last = (self.offset + stop) // PAGE * PAGE
        if last > first:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                self.source.madvise(mmap.MADV_DONTNEED, first, last - first)

    def __repr__(self) -> str:
        return f"Blob({len(self.data)} bytes)"


def same_bytes(a: Blob, b: Blob) -> bool:
    """Whether two Blobs hold the same bytes, compared a piece at a time.

    Mapped pages are handed back as they are compared, and the pieces of the two sides need not
    line up (a subclass may cut its chunks differently), so memory stays at two pieces.
    """
    if a is b or (a.data is b.data):
        return True
    if len(a) != len(b):
        return False
    other = b.chunks()
    pending = memoryview(b"")
    for piece in a.chunks():
        mine = _byte_view(piece)
        while mine:
            if not pending:
                pending = _byte_view(next(other))
                continue
            n = min(len(mine), len(pending), _COMPARE_BYTES)
            if bytes(mine[:n]) != bytes(pending[:n]):  # small copies: faster than memoryview ==, in cache
                return False
            mine, pending = mine[n:], pending[n:]
    # Nothing is left of the other side (the lengths agree); running its generator to the end
    # lets it hand back its last pages.
    return not any(len(rest) for rest in other)


def _byte_view(piece: Any) -> memoryview:
    view = memoryview(piece)
    return view if view.ndim == 1 and view.itemsize == 1 else view.cast("B")


def sha256_hex(data: Any) -> str:
    """SHA-256 of a payload, read in chunks (releasing mapped pages of a Blob as it goes).

    ``data`` is bytes-like or has a ``chunks()`` method (Blob, the encoder's base64 parts).
    """
    h = sha256()
    chunks = getattr(data, "chunks", None)
    if chunks is not None:
        for chunk in chunks():
            h.update(chunk)
    else:
        h.update(data)
    return h.hexdigest()


def sha256_hex_many(payloads: list[Any]) -> list[str]:
    """:func:`sha256_hex` of each payload, in order (hashlib, which releases the GIL on large
    updates: the callers spread payloads over threads; docs/PERFORMANCE.md#sha256-lanes says why
    there is no compiled SHA-256)."""
    return [sha256_hex(p) for p in payloads]


def _compiled() -> Any:
    """The compiled accelerator when it is built and switched on (its base64 functions), else None."""
    return accel.compiled if accel.ENABLED else None


def b64encode(data: bytes | memoryview) -> str:
    fast = _compiled()
    if fast is not None:
        return str(fast.b64encode(data), "ascii")
    return base64.b64encode(data).decode("ascii")


def b64decode(text: str) -> bytes:
    """Decode standard or url-safe base64, padded or not; raise ValueError when invalid."""
    if not isinstance(text, str):
        raise ValueError("expected a base64 string")
    fast = _compiled()
    if fast is not None:  # standard alphabet, padding at the end only: the same bytes, else None
        data = fast.b64decode(text)
        if data is not None:
            return data
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


#: A batch of at least this many elements is formatted by numpy when numpy is not imported yet:
#: its import (about 0.1 s of CPU) then costs less than the pure-Python formatter's extra time
#: per element (about 2.6 us against numpy's 0.8: break-even near 53,000). Below it, and for any
#: batch once numpy is imported anyway, the cheaper path is taken; both give the same floats
#: (tests/test_float_format.py).
NUMPY_BATCH = 50_000
#: float32 batches of at least this many elements take codec/float32.py (its few dozen numpy calls
#: a batch cost less than the pure formatter's extra time from about this size).
FLOAT32_NUMPY_MIN = 64
#: float32 batches of at least this many elements count towards NUMPY_BATCH. Smaller ones gain
#: too little from numpy to pay its import (0.19 s of CPU with numpy 2): a streamed dump's batch
#: is a piece's tensors, 256 one-value weights in a chain of nodes, and numpy's integers take
#: 0.8 us an element there against the pure formatter's 1.7 (0.33 from 1,024 elements): 200,000
#: values before the import pays. Below it, numpy is used only once something else imported it.
FLOAT32_IMPORT_MIN = 1024

#: printf formats of the closest decimal with 1..9 significant digits (float32 needs at most 9).
_SIG_FORMATS = ("", *(f"%.{d - 1}e" for d in range(1, 10)))


class FloatFormat:
    """A binary floating-point format: its bit layout and the pack/unpack of one element.

    ``to_doc`` gives the shortest decimal that packs back to the same bits, or the NaN/Infinity
    strings. float32 and float16 give exactly numpy's shortest repr (Dragon4 in unique mode:
    the fewest digits inside the rounding interval of the value, its ends included when the
    significand is even; of two such decimals the closer, a tie going to the even digit), here
    in pure Python (:meth:`shortest`) or, for a large batch, by numpy itself; bfloat16, which
    numpy lacks, bisects over the digit count (if d digits read back, so do d + 1).
    """

    def __init__(self, width: int, exp_bits: int, unpack: Callable[[bytes], float],
                 pack: Callable[[float], bytes], max_digits: int, numpy_type: str | None) -> None:
        self.numpy_type = numpy_type
        self.width = width
        self.bits = width * 8
        frac_bits = self.bits - 1 - exp_bits
        self.frac_bits = frac_bits
        self.frac_mask = (1 << frac_bits) - 1
        self.exp_mask = ((1 << exp_bits) - 1) << frac_bits
        self.sign = 1 << (self.bits - 1)
        self.default_nan = self.exp_mask | (1 << (frac_bits - 1))
        # value = significand * 2**(exponent field - shift); subnormals use exponent field 1
        self.shift = (1 << (exp_bits - 1)) - 1 + frac_bits
        self.unpack = unpack
        self.pack = pack
        self.max_digits = max_digits
        self._struct_code = {2: "H", 4: "I", 8: "Q"}[width]
        self._value_code = {2: "e", 4: "f", 8: "d"}[width]
        #: Half the spacing of the values of each exponent field (subnormals: field 1's), for the batch.
        self._halves = [math.ldexp(0.5, max(field, 1) - self.shift) for field in range(1 << exp_bits)]
        self.formatted = 0  # elements of float32 batches formatted without the accelerator so far

    def many_to_doc(self, data: bytes | memoryview) -> list[float | str]:
        """Document forms of consecutive little-endian elements, as :meth:`to_doc` gives each."""
        w = self.width
        n = len(data) // w
        if self.numpy_type is None or n < 8:
            if w == 8 and n * w == len(data):  # doubles: one unpack, a slow step only for the specials
                mask = self.exp_mask
                values = struct.unpack(f"<{n}d", data)
                return [self.doc_of_bits(bits) if bits & mask == mask else values[i]
                        for i, bits in enumerate(struct.unpack(f"<{n}Q", data))]
            return [self.to_doc(data[i:i + w]) for i in range(0, len(data), w)]
        if w == 4 and accel.ENABLED and accel.compiled is not None:
            # The compiled twin of shortest() (onnxjson/_accel_float32.c): no numpy.
            return accel.compiled.float32_batch(data, self.doc_of_bits)
        if w == 4:
            # float32 in numpy's integers (codec/float32.py, about 0.3 us an element against the
            # pure formatter's 1.7-2.6), once the process has formatted NUMPY_BATCH of them in
            # batches of FLOAT32_IMPORT_MIN or more: a graph's large tensors pay numpy's import
            # as one large batch would, a chain of one-value weights read a piece at a time does not.
            if n >= FLOAT32_IMPORT_MIN:
                self.formatted += n
            if n >= FLOAT32_NUMPY_MIN and (self.formatted >= NUMPY_BATCH or "numpy" in sys.modules):
                found = float32.shortest_many(data)
                if found is not None:
                    return found
        if n >= NUMPY_BATCH or "numpy" in sys.modules:
            return self.many_to_doc_numpy(data)
        return self.many_to_doc_pure(data)

    def many_to_doc_pure(self, data: bytes | memoryview) -> list[float | str]:
        """:meth:`many_to_doc` without numpy: each distinct bit pattern formatted once.

        For float32 and float16, an element that is neither zero, a power of two, an infinity nor
        a NaN (nearly all) is :meth:`shortest`'s search written inline (about 1.6 -> 1.0 us an
        element: the pure dump of a chain of one-value weights formats one a node): the value and
        its bits unpacked for the whole batch, half the spacing from a table, and the digit counts
        tried downwards from the likeliest (one more than :meth:`shortest`'s first try, 8 digits
        for float32, then 7, 6...), which finds the same fewest digits as its bisection, since a
        count that reads back is followed by counts that do (tests/test_float_format.py).
        """
        n = len(data) // self.width
        seen: dict[int, float | str] = {}
        out: list[float | str] = []
        append = out.append
        doc_of_bits = self.doc_of_bits
        all_bits = struct.unpack(f"<{n}{self._struct_code}", data)
        if self.numpy_type is None or self.bits == 64:
            for bits in all_bits:
                value = seen.get(bits)
                if value is None:
                    value = seen[bits] = doc_of_bits(bits)
                append(value)
            return out
        exp_mask, frac_mask, frac_bits, halves = self.exp_mask, self.frac_mask, self.frac_bits, self._halves
        top = self.max_digits
        first, second, third = _SIG_FORMATS[top - 1], _SIG_FORMATS[top - 2], _SIG_FORMATS[top]
        lower = _SIG_FORMATS[top - 3:0:-1]
        for bits, x in zip(all_bits, struct.unpack(f"<{n}{self._value_code}", data), strict=True):
            value = seen.get(bits)
            if value is None:
                exp_field = bits & exp_mask
                if not bits & frac_mask or exp_field == exp_mask:  # zero, a power of two, not finite
                    value = seen[bits] = doc_of_bits(bits)
                    append(value)
                    continue
                negative = x < 0
                if negative:
                    x = -x
                half = halves[exp_field >> frac_bits]
                lo, hi = x - half, x + half
                even = not bits & 1
                text = first % x
                y = float(text)
                # (_at_end_inside is called only for a decimal whose double is an end.)
                if lo < y < hi or ((y == lo or y == hi) and _at_end_inside(text, y, lo, hi, even)):
                    text = second % x
                    y2 = float(text)
                    if lo < y2 < hi or ((y2 == lo or y2 == hi) and _at_end_inside(text, y2, lo, hi, even)):
                        y = y2
                        for form in lower:
                            text = form % x
                            y2 = float(text)
                            if not (lo < y2 < hi
                                    or ((y2 == lo or y2 == hi) and _at_end_inside(text, y2, lo, hi, even))):
                                break
                            y = y2
                else:
                    y = float(third % x)
                value = seen[bits] = -y if negative else y
            append(value)
        return out

    def many_to_doc_numpy(self, data: bytes | memoryview) -> list[float | str]:
        """:meth:`many_to_doc` by numpy (its Dragon4, the reference of :meth:`shortest`)."""
        import numpy as np  # lazy: numpy's import is paid only by a batch large enough to gain from it

        array = np.frombuffer(data, dtype=self.numpy_type)
        out: list[float | str] = [float(t) for t in array.astype(str).tolist()]
        for i in np.flatnonzero(~np.isfinite(array)).tolist():
            out[i] = self.to_doc(data[i * self.width:(i + 1) * self.width])
        return out

    def to_doc(self, raw: bytes | memoryview) -> float | str:
        return self.doc_of_bits(int.from_bytes(raw, "little"))

    def doc_of_bits(self, bits: int) -> float | str:
        """The document form of one element given as its bit pattern."""
        if bits & self.exp_mask == self.exp_mask:
            if bits & self.frac_mask == 0:
                return "-Infinity" if bits & self.sign else "Infinity"
            return "NaN" if bits == self.default_nan else f"NaN(0x{bits:0{self.width * 2}x})"
        if self.bits == 64:
            return float(_F64.unpack(bits.to_bytes(8, "little"))[0])  # repr() of a double is shortest
        if self.numpy_type is not None:
            return self.shortest(bits)
        raw = bits.to_bytes(self.width, "little")
        x = self.unpack(raw)
        lo, hi, best = 1, self.max_digits, x
        while lo <= hi:
            mid = (lo + hi) // 2
            y = float("%.*g" % (mid, x))  # noqa: UP031 - %.*g takes the precision as an argument
            try:
                ok = self.pack(y) == raw
            except (OverflowError, struct.error):
                ok = False
            if ok:
                best, hi = y, mid - 1
            else:
                lo = mid + 1
        return best

    def shortest(self, bits: int) -> float:
        """The shortest decimal of a finite element (its bit pattern), as numpy's Dragon4 gives it.

        The element is x = m * 2**e exactly (a double holds it and both ends of its rounding
        interval). For each digit count d, ``%.{d-1}e`` gives the d-digit decimal closest to x
        (ties to even, as Dragon4 breaks them); when any d-digit decimal lies in the interval,
        that one does (the interval is symmetric about x), so d is searched for the fewest.
        A decimal whose double lies strictly inside is inside (rounding to double is monotonic);
        one whose double equals an end is compared exactly. A power of two (the interval below
        is half the one above) takes :meth:`_shortest_power_of_two`.
        """
        exp_field = (bits & self.exp_mask) >> self.frac_bits
        frac = bits & self.frac_mask
        negative = bits & self.sign
        if exp_field:
            if not frac and exp_field > 1:
                y = self._shortest_power_of_two(exp_field - self.shift)
                return -y if negative else y
            m = frac | (self.frac_mask + 1)
            e = exp_field - self.shift
        elif frac:
            m, e = frac, 1 - self.shift
        else:
            return -0.0 if negative else 0.0
        x = math.ldexp(m, e)
        half = math.ldexp(0.5, e)
        lo, hi = x - half, x + half
        even = not m & 1
        top = self.max_digits
        formats = _SIG_FORMATS
        # Most values need top - 1 or top - 2 digits: try those first, then search below.
        text = formats[top - 1] % x
        y = float(text)
        if not (lo < y < hi or _at_end_inside(text, y, lo, hi, even)):
            y = float(formats[top] % x)
        else:
            text = formats[top - 2] % x
            y2 = float(text)
            if lo < y2 < hi or _at_end_inside(text, y2, lo, hi, even):
                y = y2
                a, b = 1, top - 3
                while a <= b:
                    d = (a + b) >> 1
                    text = formats[d] % x
                    yd = float(text)
                    if lo < yd < hi or _at_end_inside(text, yd, lo, hi, even):
                        y, b = yd, d - 1
                    else:
                        a = d + 1
        return -y if negative else y

    def _shortest_power_of_two(self, e: int) -> float:
        """:meth:`shortest` of 2**(e + frac_bits) (magnitude), whose interval below is half the one above.

        The closest d-digit decimal may lie below, outside, while the next one up is inside; so
        both are tried, for d = 1, 2, ... (a few hundred such values per format: no hurry).
        """
        x = math.ldexp(1 << self.frac_bits, e)
        half = math.ldexp(0.5, e)
        lo, hi = x - half / 2, x + half
        for d in range(1, self.max_digits + 1):
            text = _SIG_FORMATS[d] % x
            y = float(text)
            if lo < y < hi or _at_end_inside(text, y, lo, hi, True):
                return y
            if y < x:
                digits, _, exponent = text.partition("e")
                up = f"{int(digits.replace('.', '')) + 1}e{int(exponent) - (d - 1)}"
                y = float(up)
                if lo < y < hi or _at_end_inside(up, y, lo, hi, True):
                    return y
        raise AssertionError("no decimal of at most max_digits digits")  # pragma: no cover

    def from_doc(self, value: object) -> bytes:
        """Bytes of a document value; ValueError when it is not a number or does not fit."""
        if isinstance(value, str):
            special = self._special(value)
            if special is not None:
                return special.to_bytes(self.width, "little")
            value = _number_from_string(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"expected a number, got {_describe(value)}")
        try:
            x = float(value)
        except OverflowError:
            raise ValueError(f"{value!r} does not fit in a {self.bits}-bit float") from None
        if math.isinf(x) or math.isnan(x):
            raise ValueError("write infinities and NaN as the strings \"Infinity\", \"-Infinity\", \"NaN\"")
        try:
            return self.pack(x)
        except (OverflowError, struct.error):
            raise ValueError(f"{value!r} does not fit in a {self.bits}-bit float") from None

    def _special(self, text: str) -> int | None:
        if text == "Infinity":
            return self.exp_mask
        if text == "-Infinity":
            return self.exp_mask | self.sign
        if text == "NaN":
            return self.default_nan
        m = _NAN_RE.match(text)
        if m:
            bits = int(m.group(1), 16)
            if bits >> self.bits or bits & self.exp_mask != self.exp_mask or not bits & self.frac_mask:
                raise ValueError(f"{text!r} is not the bit pattern of a {self.bits}-bit NaN")
            return bits
        return None


def _at_end_inside(text: str, y: float, lo: float, hi: float, closed: bool) -> bool:
    """Whether the decimal ``text`` (whose double is ``y``) lies in the interval from lo to hi.

    Called when ``y`` is not strictly inside: then only a ``y`` equal to an end can still be
    inside (or on it, which counts when ``closed``), and the decimal itself is compared with
    that end exactly.
    """
    if y != lo and y != hi:
        return False
    digits, _, exponent = text.partition("e")
    if "." in digits:
        whole, _, fraction = digits.partition(".")
        n, k = int(whole + fraction), int(exponent) - len(fraction)
    else:
        n, k = int(digits), int(exponent)
    num, den = y.as_integer_ratio()  # the end itself: y == lo or y == hi
    left, right = (n * 10 ** k * den, num) if k >= 0 else (n * den, num * 10 ** -k)
    if left == right:
        return closed
    return (left > right) if y == lo else (left < right)


def _bf16_unpack(raw: bytes) -> float:
    return float(_F32.unpack(b"\x00\x00" + raw)[0])


def _bf16_pack(x: float) -> bytes:
    bits = int.from_bytes(_F32.pack(x), "little")  # raises OverflowError beyond float32
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16  # round to nearest even
    if rounded & 0x7F80 == 0x7F80:
        raise OverflowError
    return rounded.to_bytes(2, "little")


_F16 = struct.Struct("<e")

#: The floating formats by TensorProto.DataType number: FLOAT, FLOAT16, DOUBLE, BFLOAT16.
FLOAT_FORMATS: dict[int, FloatFormat] = {
    1: FloatFormat(4, 8, lambda r: float(_F32.unpack(r)[0]), _F32.pack, 9, "<f4"),
    10: FloatFormat(2, 5, lambda r: float(_F16.unpack(r)[0]), _F16.pack, 5, "<f2"),
    11: FloatFormat(8, 11, lambda r: float(_F64.unpack(r)[0]), _F64.pack, 17, None),
    16: FloatFormat(2, 8, _bf16_unpack, _bf16_pack, 4, None),
}
_FLOAT32 = FLOAT_FORMATS[1]
_DOUBLE = FLOAT_FORMATS[11]


#: float32_to_doc's values of the first bit patterns it meets (a repeated attribute of floats is read
#: a value at a time, and its values repeat: a forest's leaves hold 0 as threshold and 1 as hit rate).
_F32_SEEN: dict[int, float | str] = {}
_F32_SEEN_MOST = 4096


def float32_to_doc(raw: bytes | memoryview) -> float | str:
    """Document form of four little-endian float32 bytes (the compiled twin of shortest() when the
    accelerator is on: a fifth of its time; values met before from a small table)."""
    bits = int.from_bytes(raw, "little")
    value = _F32_SEEN.get(bits)
    if value is not None:
        return value
    if accel.ENABLED and accel.compiled is not None and len(raw) == 4:
        value = accel.compiled.float32_batch(raw, _FLOAT32.doc_of_bits)[0]
    else:
        value = _FLOAT32.doc_of_bits(bits)
    if len(_F32_SEEN) < _F32_SEEN_MOST:
        _F32_SEEN[bits] = value
    return value


def float32_from_doc(value: object) -> bytes:
    """Little-endian float32 bytes of a document value; ValueError when it does not fit."""
    return _FLOAT32.from_doc(value)


def double_to_doc(raw: bytes | memoryview) -> float | str:
    return _DOUBLE.to_doc(raw)


def double_from_doc(value: object) -> bytes:
    return _DOUBLE.from_doc(value)


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
    if isinstance(value, LongText):  # exactly what the str would show: repr() cut at 60
        single, double = value.has(b"'"), value.has(b'"')
        quote = '"' if single and not double else "'"
        head = value.head(60)
        body = head.replace("'", "\\'") if quote == "'" else head
        return f"string {quote}{body}{quote}"[:60]
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return repr(value)


def doubles_written(value: int) -> tuple[int, int]:
    """The integers a tool that holds JSON numbers as doubles writes for ``value``: the double's
    shortest decimal (JavaScript, jq before 1.7: 9223372036854775807 → 9223372036854776000) and its
    17 significant digits (printf's %.17g: → 9223372036854775800), each padded with zeros."""
    from decimal import Decimal  # lazy: only an out-of-range integer asks, not every start-up

    double = float(value)
    return int(Decimal(repr(double))), int(Decimal(f"{double:.17g}"))


def rounding_hint(value: object, low: int, high: int) -> str:
    """What to add to "out of range (low..high)" when the value is a bound of the range as a tool that
    holds JSON numbers as doubles writes it back: jq before 1.7 reads 9223372036854775807 (INT64's
    largest, in every Slice's ends) and writes 9223372036854776000. Such a tool also rounds integers
    inside the range beyond 2**53, silently, so the hint says to edit with another; "" otherwise.
    An integer is taken for such a rounding only when it is exactly what such a tool writes for the
    bound (:func:`doubles_written`: the double's decimal, ending in zeros), not merely an integer
    the same double holds (2**64 is not UINT64's largest rounded: no tool writes it so)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or low <= value <= high:
        return ""
    for bound in (low, high):
        if abs(bound) > 1 << 53 and (value in doubles_written(bound) if isinstance(value, int)
                                     else float(value) == float(bound)):
            return (f"; it reads as {bound} rounded by a tool that holds JSON numbers as doubles (jq before"
                    " 1.7 is one), which changes 64-bit integers beyond 2**53 without a sign: edit with one"
                    " that keeps them exact")
    return ""


def text_to_doc(raw: bytes | memoryview) -> str | dict[str, str]:
    """Document form of a string value: itself when valid UTF-8, else ``{"$bytes": base64}``."""
    try:
        return str(raw, "utf-8")
    except UnicodeDecodeError:
        return {BYTES_KEY: b64encode(raw)}


class LongText:
    """A long JSON string left where it is in the document's text (see jsonio.read_large_document).

    Not a ``str``: code that expects a string does not take it for one, so nothing can read it as
    empty. The reader only leaves strings here that are printable ASCII without escapes (base64,
    hex, plain text), so the text between the quotes is the value itself. Consumers either stream
    it (:meth:`chunks`, :func:`b64decode_chunks`) or ask for it whole (:meth:`text`, :meth:`raw`).
    Copies (``copy.deepcopy``, pickle) are plain ``str``.
    """

    __slots__ = ("buffer", "plain", "start", "stop")

    def __init__(self, buffer: Any, start: int, stop: int, plain: bool = False) -> None:
        self.buffer, self.start, self.stop = buffer, start, stop
        #: The reader found every character in the standard base64 alphabet but at most two "="
        #: at the end (:func:`plain_base64`), so consumers need not scan the text again for it.
        self.plain = plain

    def __len__(self) -> int:
        return self.stop - self.start

    def raw(self) -> bytes:
        """The characters as ASCII bytes."""
        return bytes(self.buffer[self.start:self.stop])

    def text(self) -> str:
        """The whole string (a copy in memory)."""
        return self.raw().decode("ascii")

    def chunks(self, size: int = CHUNK_BYTES) -> Iterator[bytes]:
        """The characters as ASCII bytes, in pieces of at most ``size``."""
        for start in range(self.start, self.stop, size):
            yield bytes(self.buffer[start:min(start + size, self.stop)])

    def head(self, n: int) -> str:
        """The first ``n`` characters."""
        return bytes(self.buffer[self.start:min(self.stop, self.start + n)]).decode("ascii")

    def has(self, char: bytes) -> bool:
        return self.buffer.find(char, self.start, self.stop) >= 0

    def tail(self, n: int) -> bytes:
        return bytes(self.buffer[max(self.start, self.stop - n):self.stop])

    def release(self, start: int, stop: int) -> None:
        """Hand the pages of characters [start, stop) back to the kernel (mapped texts only)."""
        release = getattr(self.buffer, "madvise", None)
        if release is None:
            return
        first = -(-(self.start + start) // PAGE) * PAGE
        last = (self.start + stop) // PAGE * PAGE
        if last > first:
            with contextlib.suppress(OSError, ValueError):
                release(mmap.MADV_DONTNEED, first, last - first)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LongText):
            return len(self) == len(other) and self.raw() == other.raw()
        if isinstance(other, str):
            return len(self) == len(other) and self.text() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> Any:
        return (str, (self.text(),))

    def __repr__(self) -> str:
        return f"LongText({len(self)} characters)"


def as_text(value: Any) -> Any:
    """``value``, with a :class:`LongText` read into a ``str``."""
    return value.text() if isinstance(value, LongText) else value


def base64_decoded_size(text: str | LongText) -> int | None:
    """Bytes that :func:`b64decode` makes of ``text``, computed from its length; None when no
    base64 has that length. (Whether its characters are valid is found when it is decoded.)"""
    n = len(text)

    def piece(a: int, b: int) -> str:
        if isinstance(text, LongText):
            return bytes(text.buffer[text.start + a:text.start + b]).decode("ascii")
        return text[a:b]

    if n and (piece(0, 1).isspace() or piece(n - 1, n).isspace()):
        whole = piece(0, n).strip()
        return base64_decoded_size(whole) if whole != piece(0, n) else None
    end = n
    while end > 0:
        tail = piece(max(0, end - 64), end)
        kept = tail.rstrip("=")
        end -= len(tail) - len(kept)
        if kept:
            break
    if end % 4 == 1:
        return None
    return end // 4 * 3 + (0, 0, 1, 2)[end % 4]


_B64_ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_STEP = 16 << 20


def plain_base64(buffer: Any, start: int, stop: int) -> bool:
    """Whether ``buffer[start:stop]`` is standard-alphabet base64 characters and at most two "="
    at its end: the form dump writes. Checked by deleting the alphabet (bytes.translate) in pieces,
    or by the compiled accelerator in place."""
    fast = _compiled()
    if fast is not None:
        return bool(fast.b64plain(buffer, start, stop))
    end = stop
    for _ in range(2):  # at most two "=" at the end
        if end > start and buffer[end - 1] == 0x3D:
            end -= 1
    for a in range(start, end, _B64_STEP):
        if bytes(buffer[a:min(end, a + _B64_STEP)]).translate(None, _B64_ALPHABET):
            return False
    return True


#: With the compiled accelerator, base64 texts longer than this many characters (a multiple of 4)
#: are decoded in pieces of this size on worker threads (:func:`onnxjson.accel.in_order`), and
#: payloads are encoded in pieces of three quarters of it (jsonio).
THREAD_PIECE_CHARS = 1 << 20


class BlobText:
    """The base64 text of a :class:`Blob` (binascii's, the text dump writes), as a read-only buffer
    of a :class:`LongText`, made from the Blob's bytes when it is read.

    verify's streamed text (``jsonio.StreamedText``) leaves one behind each payload text it checked
    as the writer wrote it: that text was exactly this one (standard base64, its padding at the end,
    its last group as the encoder writes it) and the decoder gave the Blob's bytes back from it, so
    :func:`b64decode_chunks` gives those bytes without decoding the text again. Reading characters
    (``text()``, a slice) encodes the groups they fall in.
    """

    __slots__ = ("blob", "size")

    def __init__(self, blob: Blob) -> None:
        self.blob = blob
        self.size = -(-len(blob) // 3) * 4

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, key: int | slice) -> Any:
        if isinstance(key, int):
            return self[key:key + 1][0] if -self.size <= key < self.size else b""[key]
        start, stop, step = key.indices(self.size)
        if step != 1:
            raise ValueError("BlobText slices have a step of 1")
        if start >= stop:
            return b""
        first, last = start // 4, -(-stop // 4)
        data = memoryview(self.blob.data).cast("B")
        text = binascii.b2a_base64(data[first * 3:last * 3], newline=False)
        return text[start - first * 4:stop - first * 4]

    def find(self, sub: bytes, start: int = 0, stop: int | None = None) -> int:
        stop = self.size if stop is None else min(stop, self.size)
        found = self[start:stop].find(sub)
        return found if found < 0 else start + found

    def __repr__(self) -> str:
        return f"BlobText({self.size} characters)"


def b64decode_chunks(text: str | LongText, size: int = CHUNK_BYTES) -> Iterator[bytes]:
    """Decode base64 piece by piece, exactly as :func:`b64decode` decodes it whole.

    Raises ValueError (when the piece is reached) where :func:`b64decode` would. A
    :class:`LongText` is read from its text and the pages read are released as it goes. With the
    compiled accelerator the pieces are decoded on worker threads (see :func:`_decode_compiled`).
    The whole text of a :class:`BlobText` is its Blob's bytes, already known: they are given as they are.
    """
    n = len(text)
    if isinstance(text, LongText) and type(text.buffer) is BlobText and text.start == 0 and n == len(text.buffer):
        yield from text.buffer.blob.chunks(size)  # type: ignore[misc]  # views, as Blob.chunks gives the encoder
        return
    step = max(4, size // 3 * 4)

    def piece(a: int, b: int) -> str:
        if isinstance(text, LongText):
            return bytes(text.buffer[text.start + a:text.start + b]).decode("ascii")
        return text[a:b]

    whole = n <= step or piece(0, 1).isspace() or piece(n - 1, n).isspace()
    end = n  # the padding (any run of "=") goes with the last piece
    while end > 0:
        tail = piece(max(0, end - 64), end)
        kept = tail.rstrip("=")
        end -= len(tail) - len(kept)
        if kept:
            break
    fast = _compiled()
    if fast is not None:
        yield from _decode_compiled(fast, text, piece, n, step, end, whole)
        return
    if whole:
        yield b64decode(piece(0, n))
        return
    for start in range(0, max(end, 1), step):
        stop = min(start + step, end)
        yield _reference_piece(text, piece, start, stop, end, n)
        if isinstance(text, LongText):
            text.release(start, stop)


def _reference_piece(text: str | LongText, piece: Callable[[int, int], str], start: int, stop: int, end: int,
                     n: int) -> bytes:
    """The bytes of b64decode_chunks' piece [start, stop) of a text cut into pieces (the last one,
    ``stop == end``, runs on to ``n`` with the padding), or the ValueError the text deserves there."""
    if isinstance(text, LongText) and stop != end:
        # Plain standard base64 (the form dump writes) is decoded straight from the text's
        # bytes: exactly what b64decode gives for it, without its copies and regular expression.
        raw = text.buffer[text.start + start:text.start + stop]
        if text.plain or not bytes(raw).translate(None, _B64_ALPHABET):
            return binascii.a2b_base64(raw)
    chunk = piece(start, n if stop == end else stop)
    if stop != end and "=" in chunk:
        raise ValueError("invalid base64 (padding before the end)")
    if chunk[:1].isspace() or chunk[-1:].isspace():
        raise ValueError("invalid base64 (a space inside the text)")
    return b64decode(chunk)


def _decode_compiled(fast: Any, text: str | LongText, piece: Callable[[int, int], str], n: int, step: int,
                     end: int, whole: bool) -> Iterator[bytes]:
    """b64decode_chunks with the compiled decoder, on worker threads for a long text.

    The reference's pieces (the whole text, or ``step`` characters each) are cut further into
    pieces of :data:`THREAD_PIECE_CHARS`, which the compiled decoder takes when they are standard
    base64 (the last with its padding). Where it answers None, the reference decodes the whole of
    its own piece there (raising its error, or giving the bytes of a text only it reads, such as
    url-safe base64) and the rest of that piece is taken from it: its bytes before that point are
    the ones already given, as the text there was standard base64 in the same places.
    """
    source, base = (text.buffer, text.start) if isinstance(text, LongText) else (text, 0)
    units = [(0, end, True)] if whole else \
        [(a, min(a + step, end), a + step >= end) for a in range(0, max(end, 1), step)]
    cut = THREAD_PIECE_CHARS

    usual = cut // 4 * 3
    given: deque[bytearray] = deque()  # the buffers of the usual size given out, oldest first

    def calls() -> Iterator[tuple[int, int, int, bool, bytearray]]:
        # Each piece's bytes go into a buffer made here, by the consumer's thread, and used again
        # once the consumer has let go of it (nothing but ``given`` holds it: a consumer that kept
        # it, or a view of it, would count): memory that a worker allocated and this thread freed
        # would go back to the system and be faulted in again, piece after piece.
        for unit, (a, b, last) in enumerate(units):
            starts = range(a, b, cut) if b > a else range(a, a + 1)
            for start in starts:
                stop = min(start + cut, b)
                final = last and stop == b
                chars = stop - start  # a final piece's characters before its padding (stop == end)
                size = chars // 4 * 3 + (0, 0, 1, 2)[chars % 4]
                while len(given) > _GIVEN_KEPT:  # kept by the consumer: not ours to wait for
                    given.popleft()
                if size == usual and given and sys.getrefcount(given[0]) == _ONLY_GIVEN:
                    out = given.popleft()
                else:
                    out = bytearray(size)
                yield (unit, start, n if final else stop, final, out)

    def decode(unit: int, start: int, stop: int, final: bool, out: bytearray) -> tuple[int, int, int, Any]:
        return unit, start, stop, fast.b64decode(source, base + start, base + stop, final, out)

    results = accel.in_order(decode, calls()) if n > cut else (decode(*call) for call in calls())
    skip, current, done = -1, -1, 0
    for unit, start, stop, data in results:
        if unit == skip:
            continue
        if unit != current:
            current, done = unit, 0
        if data is None:  # the reference decides this piece of its own
            a, b, _ = units[unit]
            whole_piece = b64decode(piece(0, n)) if whole else _reference_piece(text, piece, a, b, end, n)
            skip, start, stop, data = unit, a, b, whole_piece[done:]
        done += len(data)
        yield data
        if isinstance(text, LongText):
            text.release(start, min(stop, end))
        if len(data) == usual and type(data) is bytearray:
            given.append(data)
        del data


#: What sys.getrefcount says of a buffer that only the deque of those given out holds (the call's
#: argument is the other reference); and how many given out are watched for their return.
_ONLY_GIVEN = 2
_GIVEN_KEPT = 16


class Base64Text:
    """The bytes of a base64 string (a ``str`` or a :class:`LongText`), decoded only when read.

    Its length is known from the text alone; invalid characters raise ValueError when the piece
    that holds them is decoded (so a consumer that writes it must write atomically).
    """

    __slots__ = ("size", "text")

    def __init__(self, text: str | LongText) -> None:
        size = base64_decoded_size(text)
        if size is None:
            raise ValueError("invalid base64 (its length is not possible)")
        self.text, self.size = text, size

    def __len__(self) -> int:
        return self.size

    def chunks(self, size: int = CHUNK_BYTES) -> Iterator[bytes]:
        done = 0
        for piece in b64decode_chunks(self.text, size):
            done += len(piece)
            yield piece
        if done != self.size:  # cannot happen while base64_decoded_size is right; never pass it on
            raise ValueError(f"base64 decoded to {done} bytes, not {self.size}")

    @property
    def data(self) -> bytes:
        return b"".join(self.chunks())

    def __repr__(self) -> str:
        return f"Base64Text({self.size} bytes)"


def text_from_doc(value: object) -> bytes:
    if isinstance(value, LongText):
        return value.raw()  # printable ASCII: the reader splices nothing else
    if isinstance(value, str):
        try:
            return value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("string holds a lone surrogate; write raw bytes as {\"$bytes\": base64}") from None
    if isinstance(value, dict) and set(value) == {BYTES_KEY}:
        return b64decode(as_text(value[BYTES_KEY]))
    raise ValueError(f"expected a string, got {_describe(value)}")


describe = _describe


def map_leaves(value: Any, leaf: Callable[[Any], Any], skip: Iterable[str] = (),
               unchanged: frozenset[type] = frozenset()) -> Any:
    """A copy of a document tree (dicts and lists) with ``leaf`` applied to every other value, and
    without the members of its objects named in ``skip``.

    ``unchanged``: types (exactly, not their subclasses) whose values ``leaf`` gives back as they
    are; a list holding only those is copied whole, in C (a forest's attribute lists hold millions).

    Iterative: documents nest deeper than Python's recursion limit.
    """
    skipped = frozenset(skip)
    if not isinstance(value, (dict, list)):
        return leaf(value)
    root: Any = {} if isinstance(value, dict) else []
    stack = [(value, root)]
    while stack:
        src, dst = stack.pop()
        items = src.items() if isinstance(src, dict) else enumerate(src)
        for key, item in items:
            if key in skipped and isinstance(dst, dict):
                continue
            if unchanged and type(item) is list and set(map(type, item)) <= unchanged:
                new: Any = list(item)
            elif isinstance(item, (dict, list)):
                new = {} if isinstance(item, dict) else []
                stack.append((item, new))
            else:
                new = leaf(item)
            if isinstance(dst, dict):
                dst[key] = new
            else:
                dst.append(new)
    return root


def same_leaf(x: Any, y: Any) -> bool:
    """Whether two leaves of document trees (anything but dicts and lists) are the same value, bit for
    bit: two floats are the same when their bits are (``-0.0`` is not ``0.0``, a NaN is the same as a
    NaN with its bit pattern, never with another); a float and an int when they are the same number
    and the float is not ``-0.0``; a bool only a bool. Everything else compares by ``==``.

    Python's ``==`` says ``-0.0 == 0.0``, ``nan != nan`` and ``True == 1``: a comparison of documents
    by it loses an edit of the sign of a zero. What different JSON forms of one encoded value mean the
    same (``0.1`` and ``0.10000000149011612`` in a float32 field, ``1`` and ``1.0``) is decided by the
    field's type, before the comparison (diff's canonical form).
    """
    fx, fy = isinstance(x, float), isinstance(y, float)
    if fx or fy:
        if fx and fy:
            return bool(_F64.pack(x) == _F64.pack(y))
        number, other = (x, y) if fx else (y, x)
        if isinstance(other, bool) or not isinstance(other, int):
            return False
        return bool(number == other) and not (number == 0 and math.copysign(1.0, number) < 0)
    if isinstance(x, bool) is not isinstance(y, bool):
        return False
    return bool(x == y)


#: The types of JSON's scalars: what document-wide rewrites of payloads and long strings leave alone.
JSON_SCALAR_TYPES: frozenset[type] = frozenset({int, float, str, bool, type(None)})

#: Lists whose members all have one of these types compare exactly by Python's ``==`` (in C).
_EXACT_BY_EQ = frozenset({int, str, bool, type(None)})


def _same_scalars(x: list[Any], y: list[Any]) -> bool | None:
    """:func:`equal` of two lists of one length whose members all have one type, among the types that
    ``==`` compares bit for bit (ints, strings, bools) or floats (compared as their doubles' bytes),
    in C; None for other lists (their members are walked one by one: the attribute lists of a
    forest hold millions)."""
    if len(x) < 8:
        return None
    types = set(map(type, x))
    if len(types) != 1 or set(map(type, y)) != types:
        return None
    kind = next(iter(types))
    if kind in _EXACT_BY_EQ:
        return bool(x == y)
    if kind is float:
        return array("d", x).tobytes() == array("d", y).tobytes()
    return None


def equal(a: Any, b: Any, trail: list[tuple[Any, Any]] | None = None) -> bool:
    """Whether two document trees of any depth are the same (Python's own ``==`` recurses, one C
    frame a level, and stops at the recursion limit): dicts and lists compared by their members,
    every other value by :func:`same_leaf` (bit for bit), a value always equal to itself.

    When they differ and ``trail`` is given, it receives the pairs of containers from ``(a, b)``
    down to the first difference found: each of them differs too (a caller that asks again about
    those pairs, level by level, need not walk them again).
    """
    stack: list[tuple[Any, Any, int]] = [(a, b, -1)]
    parents: list[tuple[Any, Any, int]] = []  # (x, y, parent) of each pair of containers opened
    while stack:
        x, y, parent = stack.pop()
        if x is y:
            continue
        if isinstance(x, dict) and isinstance(y, dict) and len(x) == len(y) and all(k in y for k in x):
            if trail is not None:
                parents.append((x, y, parent))
                parent = len(parents) - 1
            stack.extend((value, y[key], parent) for key, value in x.items())
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
            if trail is not None:
                parents.append((x, y, parent))
                parent = len(parents) - 1
            same = _same_scalars(x, y)
            if same is None:
                stack.extend((p, q, parent) for p, q in zip(x, y, strict=True))
            elif not same:
                if trail is not None:
                    while parent >= 0:
                        px, py, parent = parents[parent]
                        trail.append((px, py))
                    trail.reverse()
                return False
        elif isinstance(x, (dict, list)) or isinstance(y, (dict, list)) or not same_leaf(x, y):
            if trail is not None:
                if isinstance(x, (dict, list)) and isinstance(y, (dict, list)):
                    trail.append((x, y))
                while parent >= 0:
                    px, py, parent = parents[parent]
                    trail.append((px, py))
                trail.reverse()
            return False
    return True
