/* onnxjson._accel, float32: float32_batch, the twin of FloatFormat.many_to_doc for float32.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * float32_batch: the twin of FloatFormat.many_to_doc for float32 (codec/values.py)
 *
 * The shortest decimal of each element, the one FloatFormat.shortest gives (numpy's Dragon4): the
 * fewest significant digits that lie in the element's rounding interval (its ends included when
 * the significand is even, as a parse rounding ties to even takes them; the interval below a power
 * of two is half the one above), and of those the one closest to the element (ties to even). It
 * is found in integers, in the manner of Ulf Adams' Ryu (PLDI 2018): the element and the ends of
 * its interval, times 4, are scaled by a power of ten through 64-bit approximations of 5**q and
 * 5**-q that are exact enough for float32's 24-bit significands (f32_pow5 and f32_pow5_inv, generated
 * from the formulas of codec/float32.py's pow5_tables(), which the pure path's batch reads too); digits are removed while both ends keep one prefix, the
 * last removed digit rounding the element's own. The document value is the double nearest that
 * decimal: digits * 10**k in one correctly rounded operation when 10**|k| is exact (|k| <= 22),
 * else strtod of its text. NaN and infinities go to the Python method (``slow(bits)``,
 * FloatFormat.doc_of_bits). tests/test_accel.py compares it with the pure path (structured and
 * random bit patterns, every power of two, subnormals).
 * ------------------------------------------------------------------------------------------- */

#include "_accel_float32_tables.h"  /* f32_pow5_inv, f32_pow5: python -m onnxjson.gen writes them */

/* ceil(log2(5**e)) for 1 <= e <= 3528 (1 for e = 0) */
static inline int32_t
f32_pow5_bits(int32_t e)
{
    return (int32_t)(((uint32_t)e * 1217359u) >> 19) + 1;
}

static inline uint32_t
f32_log10_pow2(int32_t e)  /* floor(log10(2**e)) for 0 <= e <= 1650 */
{
    return ((uint32_t)e * 78913u) >> 18;
}

static inline uint32_t
f32_log10_pow5(int32_t e)  /* floor(log10(5**e)) for 0 <= e <= 2620 */
{
    return ((uint32_t)e * 732923u) >> 20;
}

static inline uint32_t
f32_mul_shift(uint32_t m, uint64_t factor, int32_t shift)  /* (m * factor) >> shift, shift > 32 */
{
    uint64_t low = (uint64_t)m * (uint32_t)factor, high = (uint64_t)m * (uint32_t)(factor >> 32);
    return (uint32_t)((((low >> 32) + high)) >> (shift - 32));
}

static inline int
f32_pow5_factor(uint32_t v)
{
    int count = 0;
    while (v % 5 == 0) {
        v /= 5;
        count++;
    }
    return count;
}

static const double f32_tens[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* The double nearest the shortest decimal of a finite, non-zero float32's magnitude. */
static double
f32_shortest(uint32_t bits)
{
    uint32_t exp_field = (bits >> 23) & 0xFF, frac = bits & 0x7FFFFF;
    int32_t e2;
    uint32_t m2;
    if (exp_field == 0) {
        e2 = 1 - 127 - 23 - 2;
        m2 = frac;
    } else {
        e2 = (int32_t)exp_field - 127 - 23 - 2;
        m2 = frac | 0x800000u;
    }
    int closed = (m2 & 1) == 0;
    uint32_t mv = 4 * m2, mp = 4 * m2 + 2;
    uint32_t mm_shift = frac != 0 || exp_field <= 1;
    uint32_t mm = 4 * m2 - 1 - mm_shift;
    uint32_t vr, vp, vm;
    int32_t e10;
    int vm_zeros = 0, vr_zeros = 0;
    uint32_t last = 0;
    if (e2 >= 0) {
        uint32_t q = f32_log10_pow2(e2);
        e10 = (int32_t)q;
        int32_t k = F32_POW5_INV_BITS + f32_pow5_bits((int32_t)q) - 1;
        int32_t i = -e2 + (int32_t)q + k;
        vr = f32_mul_shift(mv, f32_pow5_inv[q], i);
        vp = f32_mul_shift(mp, f32_pow5_inv[q], i);
        vm = f32_mul_shift(mm, f32_pow5_inv[q], i);
        if (q != 0 && (vp - 1) / 10 <= vm / 10) {
            int32_t l = F32_POW5_INV_BITS + f32_pow5_bits((int32_t)q - 1) - 1;
            last = f32_mul_shift(mv, f32_pow5_inv[q - 1], -e2 + (int32_t)q - 1 + l) % 10;
        }
        if (q <= 9) {
            if (mv % 5 == 0)
                vr_zeros = f32_pow5_factor(mv) >= (int)q;
            else if (closed)
                vm_zeros = f32_pow5_factor(mm) >= (int)q;
            else
                vp -= f32_pow5_factor(mp) >= (int)q;
        }
    } else {
        uint32_t q = f32_log10_pow5(-e2);
        e10 = (int32_t)q + e2;
        int32_t i = -e2 - (int32_t)q;
        int32_t k = f32_pow5_bits(i) - F32_POW5_BITS;
        int32_t j = (int32_t)q - k;
        vr = f32_mul_shift(mv, f32_pow5[i], j);
        vp = f32_mul_shift(mp, f32_pow5[i], j);
        vm = f32_mul_shift(mm, f32_pow5[i], j);
        if (q != 0 && (vp - 1) / 10 <= vm / 10) {
            j = (int32_t)q - 1 - (f32_pow5_bits(i + 1) - F32_POW5_BITS);
            last = f32_mul_shift(mv, f32_pow5[i + 1], j) % 10;
        }
        if (q <= 1) {
            vr_zeros = 1;
            if (closed)
                vm_zeros = mm_shift == 1;
            else
                vp--;
        } else if (q < 31) {
            vr_zeros = (mv & ((1u << (q - 1)) - 1)) == 0;
        }
    }
    int32_t removed = 0;
    uint32_t digits;
    if (vm_zeros || vr_zeros) {
        while (vp / 10 > vm / 10) {
            vm_zeros &= vm % 10 == 0;
            vr_zeros &= last == 0;
            last = vr % 10;
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        if (vm_zeros) {
            while (vm % 10 == 0) {
                vr_zeros &= last == 0;
                last = vr % 10;
                vr /= 10;
                vp /= 10;
                vm /= 10;
                removed++;
            }
        }
        if (vr_zeros && last == 5 && vr % 2 == 0)
            last = 4;  /* an exact tie: to even */
        digits = vr + ((vr == vm && (!closed || !vm_zeros)) || last >= 5);
    } else {
        while (vp / 10 > vm / 10) {
            last = vr % 10;
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        digits = vr + (vr == vm || last >= 5);
    }
    int32_t k = e10 + removed;
    if (k >= 0 && k <= 22)
        return (double)digits * f32_tens[k];
    if (k < 0 && k >= -22)
        return (double)digits / f32_tens[-k];
    char text[32];
    snprintf(text, sizeof(text), "%ue%d", (unsigned)digits, (int)k);
    return strtod(text, NULL);
}

/* float32_batch(data, slow): the document values of consecutive little-endian float32s. */
/* The document value of a finite float32 (its sign included) as a double: what the decoder gives a
 * float field without calling Python (FloatFormat.shortest's twin; NaN and infinities are not for
 * it: their document values are names). */
double
oj_f32_value(uint32_t bits)
{
    double y = (bits & 0x7FFFFFFFu) ? f32_shortest(bits) : 0.0;
    return (bits & 0x80000000u) ? -y : y;
}

PyObject *
oj_float32_batch(PyObject *self, PyObject *args)
{
    PyObject *data, *slow;
    if (!PyArg_ParseTuple(args, "OO", &data, &slow))
        return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    Py_ssize_t n = view.len / 4;
    const unsigned char *p = view.buf;
    /* The last value formatted of each bit pattern ending in the same byte (0 marks a free slot:
     * zero is formatted above). Models repeat values: 1.0, 0.0, a constant fill. */
    uint32_t cached[256] = {0};
    double cached_value[256];
    PyObject *out = PyList_New(n);
    if (out == NULL)
        goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        uint32_t bits = (uint32_t)p[4 * i] | (uint32_t)p[4 * i + 1] << 8 | (uint32_t)p[4 * i + 2] << 16 |
                        (uint32_t)p[4 * i + 3] << 24;
        uint32_t exp_field = (bits >> 23) & 0xFF, frac = bits & 0x7FFFFF;
        PyObject *v;
        double y;
        if (exp_field == 0 && frac == 0) {
            v = PyFloat_FromDouble((bits & 0x80000000u) ? -0.0 : 0.0);
        } else if (cached[bits & 255] == bits && bits != 0) {
            v = PyFloat_FromDouble(cached_value[bits & 255]);
        } else if (exp_field != 0xFF) {
            y = f32_shortest(bits);
            if (bits & 0x80000000u)
                y = -y;
            cached[bits & 255] = bits;
            cached_value[bits & 255] = y;
            v = PyFloat_FromDouble(y);
        } else {
            v = PyObject_CallFunction(slow, "k", (unsigned long)bits);
        }
        if (v == NULL) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, i, v);
    }
done:
    PyBuffer_Release(&view);
    return out;
}
