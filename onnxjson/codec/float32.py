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

# floor(2**(pow5_bits(i) - 1 + 59) / 5**i) + 1, and floor(5**i / 2**(pow5_bits(i) - 61)),
# where pow5_bits(i) = ((i * 1217359) >> 19) + 1 (ceil(log2(5**i)); 1 for i = 0).
_POW5_INV = (
    576460752303423489, 461168601842738791, 368934881474191033, 295147905179352826,
    472236648286964522, 377789318629571618, 302231454903657294, 483570327845851670,
    386856262276681336, 309485009821345069, 495176015714152110, 396140812571321688,
    316912650057057351, 507060240091291761, 405648192073033409, 324518553658426727,
    519229685853482763, 415383748682786211, 332306998946228969, 531691198313966350,
    425352958651173080, 340282366920938464, 544451787073501542, 435561429658801234,
    348449143727040987, 557518629963265579, 446014903970612463, 356811923176489971,
    570899077082383953, 456719261665907162, 365375409332725730, 292300327466180584,
)
_POW5 = (
    1152921504606846976, 1441151880758558720, 1801439850948198400, 2251799813685248000,
    1407374883553280000, 1759218604441600000, 2199023255552000000, 1374389534720000000,
    1717986918400000000, 2147483648000000000, 1342177280000000000, 1677721600000000000,
    2097152000000000000, 1310720000000000000, 1638400000000000000, 2048000000000000000,
    1280000000000000000, 1600000000000000000, 2000000000000000000, 1250000000000000000,
    1562500000000000000, 1953125000000000000, 1220703125000000000, 1525878906250000000,
    1907348632812500000, 1192092895507812500, 1490116119384765625, 1862645149230957031,
    1164153218269348144, 1455191522836685180, 1818989403545856475, 2273736754432320594,
    1421085471520200371, 1776356839400250464, 2220446049250313080, 1387778780781445675,
    1734723475976807094, 2168404344971008868, 1355252715606880542, 1694065894508600678,
    2117582368135750847, 1323488980084844279, 1654361225106055349, 2067951531382569187,
    1292469707114105741, 1615587133892632177, 2019483917365790221, 1262177448353618888,
    1577721810442023610, 1972152263052529513,
)


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
    last_p = _mul_shift(np, mv, inv[q_p1], shift_p1) % u64(10)
    last_n = _mul_shift(np, mv, pow5[i_n1], j_n1) % u64(10)
    last = np.where(need_last, np.where(positive, last_p, last_n), u64(0))

    vr_zeros = np.zeros(len(bits), dtype=bool)
    vm_zeros = np.zeros(len(bits), dtype=bool)
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
    while True:
        active = vp // ten > vm // ten
        if not active.any():
            break
        vm_zeros &= ~active | (vm % ten == 0)
        vr_zeros &= ~active | (last == 0)
        last = np.where(active, vr % ten, last)
        vr = np.where(active, vr // ten, vr)
        vp = np.where(active, vp // ten, vp)
        vm = np.where(active, vm // ten, vm)
        removed += active
    while True:
        active = vm_zeros & (vm % ten == 0) & (vm != 0)
        if not active.any():
            break
        vr_zeros &= ~active | (last == 0)
        last = np.where(active, vr % ten, last)
        vr = np.where(active, vr // ten, vr)
        vp = np.where(active, vp // ten, vp)
        vm = np.where(active, vm // ten, vm)
        removed += active
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
