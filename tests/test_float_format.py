"""float32 and float16 document values: the pure-Python shortest decimal against numpy's, bit pattern by bit pattern.

A dump formats small float32 tensors and float attributes without importing numpy
(``FloatFormat.shortest``); a large batch is formatted by numpy (``many_to_doc_numpy``). Both
must give the same floats, hence the same document text: numpy's Dragon4 is the reference here,
over every float16, a structured sample of float32 (every exponent with its edge significands,
every power of two, the values whose rounding interval ends on a short decimal, runs of
consecutive subnormals and integers) and random bit patterns.
"""

from __future__ import annotations

import random
import struct
import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from accel_support import compiled_paths
from hypothesis import given, settings
from hypothesis import strategies as st

from onnxjson import accel
from onnxjson.codec import values
from onnxjson.codec.values import FLOAT_FORMATS

F32 = FLOAT_FORMATS[1]
F16 = FLOAT_FORMATS[10]


def _same(a: list[Any], b: list[Any]) -> list[tuple[int, Any, Any]]:
    """Elements that differ (repr: tells -0.0 from 0.0 and floats apart exactly)."""
    return [(i, x, y) for i, (x, y) in enumerate(zip(a, b, strict=True)) if repr(x) != repr(y)]


def _numpy_scalar(bits: int, dtype: str) -> float | str:
    """numpy's own repr of one scalar (``str(np.float32(x))``), read as a document value."""
    width = np.dtype(dtype).itemsize
    value = np.frombuffer(bits.to_bytes(width, "little"), dtype=dtype)[0]
    if not np.isfinite(value):
        return FLOAT_FORMATS[1 if width == 4 else 10].doc_of_bits(bits)
    return float(str(value))


def _bits(values_: Any) -> bytes:
    return np.asarray(values_, dtype=np.uint64).astype("<u4").tobytes()


def _interval_end_cases() -> list[int]:
    """float32 values whose rounding interval ends exactly on a decimal of a few digits.

    With (2m + 1) = q * 5**k odd, the midpoint (2m + 1) * 2**(e - 1) between m * 2**e and
    (m + 1) * 2**e is q * 10**k * 2**j for e - 1 = k + j: both neighbours are included, with
    their negatives. Whether that decimal is theirs depends on the even significand (Dragon4's
    closed interval) and is decided by the exact comparison.
    """
    out: list[int] = []
    for k in range(6, 11):  # q of at most four digits
        p = 5 ** k
        for q in range(((1 << 24) // p) | 1, (1 << 25) // p + 1, 2):
            odd = q * p
            if not (1 << 24) <= odd < (1 << 25):
                continue
            m = (odd - 1) // 2
            for j in range(4):
                exp_field = k + j + 1 + 150  # e = k + j + 1; the exponent field is e + 150
                if exp_field > 254:
                    continue
                for mm in (m, m + 1):
                    if mm < (1 << 24):
                        bits = (exp_field << 23) | (mm - (1 << 23))
                        out += [bits, bits | 0x80000000]
    return out


def _structured_float32() -> bytes:
    edges = [0, 1, 2, 3, 4, 5, 0x200000, 0x3FFFFF, 0x400000, 0x400001, 0x7FFFFD, 0x7FFFFE, 0x7FFFFF]
    rng = np.random.default_rng(20261201)
    parts = []
    for exp_field in range(255):
        base = exp_field << 23
        mantissas = np.concatenate([np.array(edges, dtype=np.uint64),
                                    rng.integers(0, 1 << 23, size=64, dtype=np.uint64)])
        parts.append(np.uint64(base) + mantissas)
    parts.append(np.arange(0, 1 << 14, dtype=np.uint64))  # the smallest subnormals
    parts.append(np.arange((1 << 23) - (1 << 12), (1 << 23) + (1 << 12), dtype=np.uint64))  # subnormal -> normal
    parts.append(np.uint64(150 << 23) + np.arange(1 << 13, dtype=np.uint64))  # integers from 2**23
    parts.append(np.uint64(127 << 23) + np.arange(1 << 13, dtype=np.uint64))  # from 1.0
    parts.append(np.array(_interval_end_cases(), dtype=np.uint64))
    positive = np.concatenate(parts)
    return _bits(np.concatenate([positive, positive | np.uint64(0x80000000)]))


def test_every_float16_formats_as_numpy() -> None:
    data = np.arange(1 << 16, dtype=np.uint32).astype("<u2").tobytes()
    assert _same(F16.many_to_doc_pure(data), F16.many_to_doc_numpy(data)) == []


def test_structured_float32_sample_formats_as_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every exponent, edge significands, subnormals, powers of two, interval ends on short decimals."""
    ends: dict[bool, int] = {True: 0, False: 0}
    exact = values._at_end_inside

    def counting(text: str, y: float, lo: float, hi: float, closed: bool) -> bool:
        result = exact(text, y, lo, hi, closed)
        if y in (lo, hi):
            ends[result] += 1
        return result

    monkeypatch.setattr(values, "_at_end_inside", counting)
    data = _structured_float32()
    assert len(data) // 4 > 100_000
    assert _same(F32.many_to_doc_pure(data), F32.many_to_doc_numpy(data)) == []
    # The exact comparison at an interval's end was needed, and went both ways.
    assert ends[True] > 0 and ends[False] > 0, ends


def test_interval_ends_on_short_decimals_follow_the_even_significand() -> None:
    """3e10 is the midpoint of two float32 values: only the one with the even significand prints it."""
    below, above = 29999998976.0, 30000001024.0
    assert struct.unpack("<f", struct.pack("<f", below))[0] == below
    assert F32.to_doc(struct.pack("<f", above)) == 3e10
    assert F32.to_doc(struct.pack("<f", below)) != 3e10
    assert str(np.float32(above)) == "3e+10" and str(np.float32(below)) != "3e+10"


@settings(max_examples=1000, deadline=None)
@given(st.integers(0, (1 << 32) - 1))
def test_float32_scalar_as_numpy(bits: int) -> None:
    assert repr(F32.doc_of_bits(bits)) == repr(_numpy_scalar(bits, "<f4"))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, (1 << 32) - 1), min_size=0, max_size=300))
def test_float32_batches_agree(bits: list[int]) -> None:
    """many_to_doc (either path, any size, repeated values) gives each element's to_doc."""
    data = _bits(bits + bits[:7])
    expected = [F32.to_doc(data[i:i + 4]) for i in range(0, len(data), 4)]
    assert _same(F32.many_to_doc(data), expected) == []
    assert _same(F32.many_to_doc_pure(data), expected) == []
    if data:
        assert _same(F32.many_to_doc_numpy(data), expected) == []


@pytest.mark.usefixtures("accel_path")
def test_the_single_value_helper_is_the_reference_on_the_structured_sample() -> None:
    """values.float32_to_doc, which the decoders call for each value of a repeated float attribute (on
    the compiled path the accelerator's shortest, values met before from a small table), gives the
    reference's value for every bit pattern of the structured sample, read twice (a second reading
    comes from the table when the first filled it), with the table small enough to fill up."""
    data = _structured_float32()
    expected = [F32.doc_of_bits(int.from_bytes(data[i:i + 4], "little")) for i in range(0, len(data), 4)]
    saved = dict(values._F32_SEEN)
    values._F32_SEEN.clear()
    try:
        for _ in range(2):
            got = [values.float32_to_doc(data[i:i + 4]) for i in range(0, len(data), 4)]
            assert _same(got, expected) == []
            got = [values.float32_to_doc(memoryview(data)[i:i + 4]) for i in range(0, len(data), 4)]
            assert _same(got, expected) == []
        assert len(values._F32_SEEN) == values._F32_SEEN_MOST
    finally:
        values._F32_SEEN.clear()
        values._F32_SEEN.update(saved)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, (1 << 32) - 1), min_size=1, max_size=40), st.booleans())
def test_the_single_value_helper_is_the_reference(bits: list[int], compiled: bool) -> None:
    """float32_to_doc of random bit patterns (repeated ones among them) on either path."""
    if compiled and accel.compiled is None:
        return
    data = _bits(bits + bits[:5])
    with compiled_paths(compiled):
        got = [values.float32_to_doc(data[i:i + 4]) for i in range(0, len(data), 4)]
    assert _same(got, [F32.to_doc(data[i:i + 4]) for i in range(0, len(data), 4)]) == []


def test_large_batches_go_to_numpy_small_ones_do_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without numpy imported, numpy is used only from NUMPY_BATCH elements; with it, for any batch
    (on the pure-Python paths: the compiled accelerator's batch is tests/test_accel.py's). float32
    takes codec/float32.py (numpy's integers) for batches of FLOAT32_NUMPY_MIN or more, once the
    process has formatted NUMPY_BATCH float32 elements in batches of FLOAT32_IMPORT_MIN or more
    (smaller batches, a streamed dump's pieces of one-value weights, gain too little to pay the
    import)."""
    monkeypatch.setattr(accel, "ENABLED", False)
    calls: list[str] = []
    monkeypatch.setattr(values.FloatFormat, "many_to_doc_numpy", lambda self, data: calls.append("numpy") or [])
    monkeypatch.setattr(values.FloatFormat, "many_to_doc_pure", lambda self, data: calls.append("pure") or [])
    monkeypatch.setattr(values.float32, "shortest_many", lambda data: calls.append("float32") or [])
    monkeypatch.setattr(F32, "formatted", 0)
    small16, large16 = b"\0" * 2 * 100, b"\0" * 2 * values.NUMPY_BATCH
    few, small, large = b"\0" * 4 * 10, b"\0" * 4 * 100, b"\0" * 4 * (values.NUMPY_BATCH - 210)
    monkeypatch.delitem(sys.modules, "numpy")
    F16.many_to_doc(small16)
    F16.many_to_doc(large16)
    assert calls == ["pure", "numpy"]
    calls.clear()
    enough = b"\0" * 4 * values.FLOAT32_IMPORT_MIN
    F32.many_to_doc(small)
    F32.many_to_doc(large)  # NUMPY_BATCH - 210 counted
    for _ in range(10):
        F32.many_to_doc(small)  # 1,000 more formatted, none counted: batches below FLOAT32_IMPORT_MIN
    F32.many_to_doc(few)
    F32.many_to_doc(enough)  # counted: NUMPY_BATCH reached
    F32.many_to_doc(few)  # below FLOAT32_NUMPY_MIN
    F32.many_to_doc(small)
    assert calls == ["pure"] * 13 + ["float32", "pure", "float32"]
    monkeypatch.setitem(sys.modules, "numpy", np)
    monkeypatch.setattr(F32, "formatted", 0)
    calls.clear()
    F16.many_to_doc(small16)
    F32.many_to_doc(small)
    F32.many_to_doc(few)
    assert calls == ["numpy", "float32", "numpy"]


def test_formatting_imports_no_numpy() -> None:
    """Scalars and batches below NUMPY_BATCH are formatted without importing numpy."""
    code = ("import sys, struct\n"
            "from onnxjson.codec.values import FLOAT_FORMATS\n"
            "FLOAT_FORMATS[1].to_doc(struct.pack('<f', 0.1))\n"
            "FLOAT_FORMATS[10].many_to_doc(bytes(range(200)))\n"
            "FLOAT_FORMATS[1].many_to_doc(bytes(4000))\n"
            "print('numpy' in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert run.stdout.strip() == "False"


def test_the_batch_finds_the_fewest_digits_of_short_decimals() -> None:
    """many_to_doc_pure tries the digit counts downwards from 8 (float32) and 4 (float16): on the
    float32 and float16 nearest to decimals of 1 to 9 digits at every decimal exponent the formats
    hold, both signs, it gives what the reference (doc_of_bits, a bisection) gives for each."""
    rnd = random.Random(20261203)
    for fmt, code, exponents in ((F32, "<f", range(-45, 39)), (F16, "<e", range(-8, 5))):
        texts = [f"{rnd.choice('-+')}{rnd.randint(1, 10 ** digits - 1)}e{exp}"
                 for digits in range(1, 10) for exp in exponents for _ in range(6)]
        data = b"".join(struct.pack(code, float(t)) if abs(float(t)) < (65504 if code == "<e" else 3.4e38) else b""
                        for t in texts)
        expected = [fmt.doc_of_bits(int.from_bytes(data[i:i + fmt.width], "little"))
                    for i in range(0, len(data), fmt.width)]
        assert _same(fmt.many_to_doc_pure(data), expected) == []
