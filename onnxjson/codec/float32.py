"""The shortest decimal of many float32s at once, with numpy's integers (the pure path's batch).

FloatFormat.shortest (codec/values.py) finds one element's shortest decimal by formatting it
at a few digit counts; the compiled float32_batch (``_accel_float32.c``) finds it in integers, in
the manner of Ulf Adams' Ryu. This is that integer method over arrays, for the pure path: each
step of the C is one numpy operation on every element (uint64 products of a 26-bit significand
and the 32-bit halves of a 64-bit power of five; the digit removal as a loop over the elements
that still remove one), so a batch costs a few dozen array operations instead of a Python call an
element. tests/test_float32_numpy.py compares it with FloatFormat.shortest.
"""

from __future__ import annotations

from typing import Any

#: The bits of the 64-bit approximations of 5**-q and 5**q, and how many of each the float32 range uses.
POW5_INV_BITS, POW5_BITS = 59, 61
POW5_INV_SIZE, POW5_SIZE = 32, 50


def pow5_bits(i: int) -> int:
    """ceil(log2(5**i)) for 1 <= i <= 3528 (1 for i = 0), as both the batch and the C compute it."""
    return ((i * 1217359) >> 19) + 1


def pow5_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two tables of powers of five, from their formulas: the one home of their values.

    floor(2**(pow5_bits(i) - 1 + 59) / 5**i) + 1 approximates 5**-i from above, and
    floor(5**i / 2**(pow5_bits(i) - 61)) approximates 5**i from below, each in 64 bits. The batch below
    reads them as arrays; the compiled float32_batch reads them from ``_accel_float32_tables.h``, which
    ``python -m onnxjson.gen`` writes from this function (tests/test_generated.py: never stale).
    """
    inverse = tuple((1 << (pow5_bits(i) - 1 + POW5_INV_BITS)) // 5**i + 1 for i in range(POW5_INV_SIZE))
    powers = tuple((5**i << POW5_BITS) >> pow5_bits(i) for i in range(POW5_SIZE))
    return inverse, powers


_POW5_INV, _POW5 = pow5_tables()


def _pow5_bits(np: Any, e: Any) -> Any:
    return ((e * 1217359) >> 19) + 1


def _mul_shift(np: Any, m: Any, factor: Any, shift: Any) -> Any:
    """(m * factor) >> shift for m < 2**32 and shift > 32, as the C's f32_mul_shift (uint64)."""
    low = m * (factor & np.uint64(0xFFFFFFFF))
    high = m * (factor >> np.uint64(32))
    return ((low >> np.uint64(32)) + high) >> (shift - 32).astype(np.uint64)


#: Elements a step: each of the few dozen arrays a step makes stays in the caches and in memory
#: the allocator keeps (a whole batch's arrays were fresh pages each, their faults most of the time).
CHUNK = 8192


def shortest_many(data: bytes | memoryview) -> list[Any] | None:
    """The document values of consecutive little-endian float32s, all finite (None when one is a
    NaN or an infinity: the caller's per-element method takes those), each the double nearest
    its shortest decimal, as FloatFormat.shortest gives it."""
    import numpy as np  # lazy: only a batch large enough to gain from it pays numpy's import

    words = np.frombuffer(data, dtype="<u4", count=len(data) // 4)
    if ((words & 0x7F800000) == 0x7F800000).any():
        return None
    out: list[Any] = []
    for start in range(0, len(words), CHUNK):
        out += _shortest_chunk(np, words[start:start + CHUNK])
    return out


def _shortest_chunk(np: Any, words: Any) -> list[float]:
    u64, i64 = np.uint64, np.int64
    bits = words.astype(u64)
    exp_field = ((bits >> u64(23)) & u64(0xFF)).astype(i64)
    frac = bits & u64(0x7FFFFF)
    e2 = np.where(exp_field == 0, 1 - 152, exp_field - 152).astype(i64)
    m2 = np.where(exp_field == 0, frac, frac | u64(0x800000))
    closed = (m2 & u64(1)) == 0
    mv = m2 * u64(4)
    mp = mv + u64(2)
    mm_shift = (frac != 0) | (exp_field <= 1)
    mm = mv - u64(1) - mm_shift.astype(u64)
    positive = e2 >= 0
    inv = np.array(_POW5_INV, dtype=u64)
    pow5 = np.array(_POW5, dtype=u64)

    # e2 >= 0: divide by 10**q through 5**-q
    q_p = np.where(positive, (np.maximum(e2, 0) * 78913) >> 18, 0)
    k_p = 59 + _pow5_bits(np, q_p) - 1
    i_p = -e2 + q_p + k_p
    f_p = inv[q_p]
    q_p1 = np.maximum(q_p - 1, 0)
    shift_p1 = np.maximum(-e2 + q_p - 1 + 59 + _pow5_bits(np, q_p1) - 1, 33)
    # e2 < 0: multiply by 5**i
    q_n = np.where(positive, 0, (np.maximum(-e2, 0) * 732923) >> 20)
    i_n = np.where(positive, 0, -e2 - q_n)
    j_n = q_n - (_pow5_bits(np, i_n) - 61)
    f_n = pow5[np.minimum(i_n, len(_POW5) - 1)]
    i_n1 = np.minimum(i_n + 1, len(_POW5) - 1)
    j_n1 = np.maximum(q_n - 1 - (_pow5_bits(np, i_n1) - 61), 33)

    factor = np.where(positive, f_p, f_n)
    shift = np.where(positive, i_p, j_n)
    shift = np.maximum(shift, 33)
    vr = _mul_shift(np, mv, factor, shift)
    vp = _mul_shift(np, mp, factor, shift)
    vm = _mul_shift(np, mm, factor, shift)
    q = np.where(positive, q_p, q_n)
    e10 = np.where(positive, q_p, q_n + e2)

    need_last = (q != 0) & ((vp - u64(1)) // u64(10) <= vm // u64(10))
    # A chunk of elements below 2**25 in magnitude (weights, mostly) has no e2 >= 0: its steps are skipped.
    any_positive = bool(positive.any())
    last_n = _mul_shift(np, mv, pow5[i_n1], j_n1) % u64(10)
    if any_positive:
        last_p = _mul_shift(np, mv, inv[q_p1], shift_p1) % u64(10)
        last = np.where(need_last, np.where(positive, last_p, last_n), u64(0))
    else:
        last = np.where(need_last, last_n, u64(0))

    vr_zeros = np.zeros(len(bits), dtype=bool)
    vm_zeros = np.zeros(len(bits), dtype=bool)
    if any_positive:
        # e2 >= 0 and q <= 9: trailing zeros are multiples of 5**q
        small = positive & (q_p <= 9)
        five_q = (u64(5) ** np.minimum(q_p, 9).astype(u64))
        mv5 = (mv % u64(5)) == 0
        vr_zeros |= small & mv5 & ((mv % five_q) == 0)
        vm_zeros |= small & ~mv5 & closed & ((mm % five_q) == 0)
        vp = vp - (small & ~mv5 & ~closed & ((mp % five_q) == 0)).astype(u64)
    # e2 < 0
    negative = ~positive
    tiny = negative & (q_n <= 1)
    vr_zeros |= tiny
    vm_zeros |= tiny & closed & (mm_shift == 1)
    vp = vp - (tiny & ~closed).astype(u64)
    mid = negative & (q_n > 1) & (q_n < 31)
    twos = (u64(1) << np.clip(q_n - 1, 0, 62).astype(u64)) - u64(1)
    vr_zeros |= mid & ((mv & twos) == 0)

    removed = np.zeros(len(bits), dtype=i64)
    ten = u64(10)
    # The digit removal, on the elements that still remove one: an element that stops is not
    # changed again, so its condition stays false (the steps of the C loop, over index arrays).
    at = np.flatnonzero(vp // ten > vm // ten)
    while at.size:
        r, p, m = vr[at], vp[at] // ten, vm[at]
        m10 = m // ten
        vm_zeros[at] &= m - m10 * ten == 0
        vr_zeros[at] &= last[at] == 0
        r10 = r // ten
        last[at] = r - r10 * ten
        vr[at], vp[at], vm[at] = r10, p, m10
        removed[at] += 1
        at = at[p // ten > m10 // ten]
    at = np.flatnonzero(vm_zeros & (vm % ten == 0) & (vm != 0))
    while at.size:
        r, m10 = vr[at], vm[at] // ten
        vr_zeros[at] &= last[at] == 0
        r10 = r // ten
        last[at] = r - r10 * ten
        vr[at], vp[at], vm[at] = r10, vp[at] // ten, m10
        removed[at] += 1
        at = at[(m10 % ten == 0) & (m10 != 0)]
    last = np.where(vr_zeros & (last == 5) & (vr % u64(2) == 0), u64(4), last)
    digits = vr + (((vr == vm) & (~closed | ~vm_zeros)) | (last >= 5)).astype(u64)

    k = e10 + removed
    tens = 10.0 ** np.arange(23, dtype=np.float64)
    exact = (k >= -22) & (k <= 22)
    as_double = digits.astype(np.float64)
    kk = np.clip(k, -22, 22)
    values = np.where(kk >= 0, as_double * tens[np.abs(kk)], as_double / tens[np.abs(kk)])
    values = np.where((bits & u64(0x7FFFFFFF)) == 0, 0.0, values)
    values = np.where((bits >> u64(31)) != 0, -values, values)
    out: list[float] = values.tolist()
    zero = (bits & u64(0x7FFFFFFF)) == 0
    for i in np.flatnonzero(~exact & ~zero).tolist():
        y = float(f"{int(digits[i])}e{int(k[i])}")
        out[i] = -y if words[i] >> 31 else y
    return out
