/* onnxjson._accel, float32: float32_batch, the twin of FloatFormat.many_to_doc for float32.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * float32_batch: the twin of FloatFormat.many_to_doc for float32 (codec/values.py)
 *
 * The shortest decimal of each element, by FloatFormat.shortest's own steps: the element is
 * x = m * 2**e exactly and so are the ends of its rounding interval; "%.{d-1}e" gives the d-digit
 * decimal closest to x (correctly rounded, ties to even, as Python's own formatting), which lies
 * in the interval when any d-digit decimal does; the fewest digits are searched in the same order.
 * Powers of two (the interval below is half the one above) follow _shortest_power_of_two. What
 * needs more than that goes to the Python method (``slow(bits)``, FloatFormat.doc_of_bits): NaN and
 * infinities, and every decimal whose double equals an end of the interval (compared exactly).
 * ------------------------------------------------------------------------------------------- */

/* 1: strictly inside; 0: outside; -1: on an end (the Python method decides). */
static int
f32_inside(double y, double lo, double hi)
{
    if (lo < y && y < hi)
        return 1;
    return (y == lo || y == hi) ? -1 : 0;
}

static double
f32_closest(double x, int digits)
{
    char text[64];
    snprintf(text, sizeof(text), "%.*e", digits - 1, x);
    return strtod(text, NULL);
}

/* The document value of a finite, non-zero float32 that is not a power of two; 0 when the Python
 * method must decide (a decimal on an end of the interval). */
static int
f32_shortest(uint32_t bits, double *out)
{
    uint32_t exp_field = (bits >> 23) & 0xFF, frac = bits & 0x7FFFFF;
    long m;
    int e;
    if (exp_field) {
        m = (long)(frac | 0x800000);
        e = (int)exp_field - 150;
    } else {
        m = (long)frac;
        e = 1 - 150;
    }
    double x = ldexp((double)m, e), half = ldexp(0.5, e);
    double lo = x - half, hi = x + half;
    double y = f32_closest(x, 8);
    int in = f32_inside(y, lo, hi);
    if (in < 0)
        return 0;
    if (!in) {
        y = f32_closest(x, 9);
    } else {
        double y2 = f32_closest(x, 7);
        in = f32_inside(y2, lo, hi);
        if (in < 0)
            return 0;
        if (in) {
            y = y2;
            int a = 1, b = 6;
            while (a <= b) {
                int d = (a + b) >> 1;
                double yd = f32_closest(x, d);
                in = f32_inside(yd, lo, hi);
                if (in < 0)
                    return 0;
                if (in) {
                    y = yd;
                    b = d - 1;
                } else {
                    a = d + 1;
                }
            }
        }
    }
    *out = (bits & 0x80000000u) ? -y : y;
    return 1;
}

/* The shortest decimal of a power of two 2**(e + 23) (magnitude) whose interval below is half the
 * one above (FloatFormat._shortest_power_of_two): the closest d-digit decimal may lie below,
 * outside, while the next one up is inside, so both are tried for d = 1, 2, ...; 0 when the Python
 * method must decide. */
static int
f32_power_of_two(int e, double *out)
{
    double x = ldexp((double)(1 << 23), e), half = ldexp(0.5, e);
    double lo = x - half / 2, hi = x + half;
    for (int d = 1; d <= 9; d++) {
        char text[64], up[80];
        snprintf(text, sizeof(text), "%.*e", d - 1, x);
        double y = strtod(text, NULL);
        int in = f32_inside(y, lo, hi);
        if (in < 0)
            return 0;
        if (in) {
            *out = y;
            return 1;
        }
        if (y < x) {
            /* the digits (without the point) plus one, at the exponent of the last digit */
            long long digits = 0;
            const char *c = text;
            for (; *c && *c != 'e'; c++) {
                if (*c >= '0' && *c <= '9')
                    digits = digits * 10 + (*c - '0');
            }
            if (*c != 'e')
                return 0;
            long exponent = strtol(c + 1, NULL, 10);
            snprintf(up, sizeof(up), "%llde%ld", digits + 1, exponent - (d - 1));
            y = strtod(up, NULL);
            in = f32_inside(y, lo, hi);
            if (in < 0)
                return 0;
            if (in) {
                *out = y;
                return 1;
            }
        }
    }
    return 0;
}

/* float32_batch(data, slow): the document values of consecutive little-endian float32s. */
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
        } else if (exp_field != 0xFF &&
                   ((frac == 0 && exp_field > 1) ? f32_power_of_two((int)exp_field - 150, &y) : f32_shortest(bits, &y))) {
            if (frac == 0 && exp_field > 1 && (bits & 0x80000000u))
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
