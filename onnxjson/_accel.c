/* onnxjson._accel: an optional compiled accelerator (see onnxjson/accel.py).
 *
 * Every function here does exactly what a pure-Python path of the package does, for the inputs
 * it accepts, and says "not mine" (returns None, or raises the exception it was given to raise)
 * for anything else, so the Python path (the reference, always kept and tested) takes over. The
 * tests run both paths and compare their outputs byte for byte.
 *
 * float32_batch(): the twin of FloatFormat.many_to_doc for float32 (codec/values.py).
 *
 * decode(): the twin of the generated fast decoders (codec/compiled.py makes its tables).
 *
 * encode(): the twin of the generated fast encoders (codec/compiled.py makes its tables).
 *
 * check(): the twin of the generated checkers (validate's encoder stage): encode's pass, no bytes.
 *
 * payload_walk(): the twin of codec/payload.iter_payload_messages for callers that only read.
 *
 * write(): the twin of jsonio._render, the stream writer: the same walk and the same text, handed
 * to the stream a bounded piece at a time.
 *
 * b64encode(), b64decode(), b64plain(), mismatch(): base64 and comparison on buffers, the GIL
 * released (see their section).
 *
 * sha256_lanes(): hashlib's SHA-256 of several buffers, two interleaved on one core, the GIL released.
 *
 * copy_aligned(), reserve(): a range of one file written into another in the kernel, in aligned
 * blocks; the output's blocks reserved (files.copy_range, files.reserve).
 *
 * same_memory(): whether two buffers are the same memory (verify's comparison).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Python 3.10 has the float packers only under their private names (public from 3.11 on), with
 * unsigned char buffers: the same functions, under the public names the code below uses. */
#if PY_VERSION_HEX < 0x030B0000
static inline int PyFloat_Pack2(double x, char *p, int le) { return _PyFloat_Pack2(x, (unsigned char *)p, le); }
static inline int PyFloat_Pack4(double x, char *p, int le) { return _PyFloat_Pack4(x, (unsigned char *)p, le); }
static inline int PyFloat_Pack8(double x, char *p, int le) { return _PyFloat_Pack8(x, (unsigned char *)p, le); }
#endif

/* ---------------------------------------------------------------------------------------------
 * shared by the sections below: growing and allocating blocks, the "not mine" answer, two buffers
 * held together (mismatch, same_memory). Every other file-scope name carries its section's prefix
 * (b64_, sha_, out_/w_, dec_, f32_, enc_, pwalk_), so that two sections cannot meet in one name: C
 * merges two file-scope "static int x;" of the same name into one object without a word (tentative
 * definitions).
 * ------------------------------------------------------------------------------------------- */

/* The block ``block`` of ``*cap`` items of ``item`` bytes, ``len`` of them used, with room for
 * ``more`` items after them: the same block when they fit; else a larger one (``first`` items for a
 * new block, then the capacity doubled until they fit), *cap updated. NULL with MemoryError set,
 * the block and *cap unchanged, when it cannot grow. */
static void *
grow_block(void *block, Py_ssize_t *cap, Py_ssize_t len, Py_ssize_t more, size_t item, Py_ssize_t first)
{
    if (block != NULL && more <= *cap - len)
        return block;
    Py_ssize_t most = PY_SSIZE_T_MAX / (Py_ssize_t)item / 2;  /* so that doubling stays in range */
    if (len < 0 || more < 0 || len > most || more > most - len) {
        PyErr_NoMemory();
        return NULL;
    }
    Py_ssize_t n = *cap > 0 ? *cap : first;
    while (n - len < more)
        n *= 2;
    void *grown = PyMem_Realloc(block, (size_t)n * item);
    if (grown == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    *cap = n;
    return grown;
}

/* A zeroed block of ``n`` items of ``item`` bytes (one item when n is 0): NULL with MemoryError. */
static void *
new_items(Py_ssize_t n, size_t item)
{
    void *block = PyMem_Calloc(n > 0 ? (size_t)n : 1, item);
    if (block == NULL)
        PyErr_NoMemory();
    return block;
}

/* A capsule ``name`` owning a new zeroed struct of ``size`` bytes (*table), freed by ``destroy``
 * when the capsule goes: NULL with an exception set. */
static PyObject *
new_table_capsule(size_t size, const char *name, PyCapsule_Destructor destroy, void **table)
{
    void *t = new_items(1, size);
    if (t == NULL)
        return NULL;
    PyObject *capsule = PyCapsule_New(t, name, destroy);
    if (capsule == NULL) {
        PyMem_Free(t);
        return NULL;
    }
    *table = t;
    return capsule;
}

/* What a helper returns for "not mine" (the reference decides); never a Python value. */
static int not_mine_marker;
#define NOT_MINE ((PyObject *)&not_mine_marker)

/* The buffers of the two objects of ``args`` (a tuple of two, as "OO" parses it), both held on 0;
 * on -1 neither is held and an exception is set. The caller releases both. */
static int
two_buffers(PyObject *args, Py_buffer *a, Py_buffer *b)
{
    PyObject *a_obj, *b_obj;
    if (!PyArg_ParseTuple(args, "OO", &a_obj, &b_obj))
        return -1;
    if (PyObject_GetBuffer(a_obj, a, PyBUF_SIMPLE) < 0)
        return -1;
    if (PyObject_GetBuffer(b_obj, b, PyBUF_SIMPLE) < 0) {
        PyBuffer_Release(a);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------------
 * base64 (b64encode, b64decode, b64plain, mismatch): the twins of binascii.b2a_base64, of
 * codec/values.b64decode on the standard alphabet, of values.plain_base64 and of the comparison
 * of verify (pipelines.first_difference). They work on buffers (bytes, mmap, memoryview; an ASCII
 * str for b64decode) without copying them, and release the GIL on long inputs, so payloads can be
 * encoded and decoded on several threads at once. Tables are filled on the first call (under the
 * GIL). b64decode takes only the standard alphabet with the padding at the end and answers None
 * for anything else: the Python reference decides those (url-safe text, spaces, errors).
 * ------------------------------------------------------------------------------------------- */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define B64_AVX2 1
#include <immintrin.h>
#endif

static const char B64_ALPHABET[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
#define B64_BAD 0x80000000u
#define B64_NOGIL_BYTES 65536

static int b64_tables_made;
static int b64_has_avx2;                   /* AVX2 at hand (and ONNXJSON_NO_SIMD not set) */
static uint16_t b64_pairs[4096];           /* 12 bits -> their two characters, in memory order */
static uint32_t b64_dec[4][256];           /* character at place k of a quad -> its bits, or B64_BAD */

static void
b64_init(void)
{
    if (b64_tables_made)
        return;
    for (int i = 0; i < 4096; i++) {
        unsigned char two[2] = {(unsigned char)B64_ALPHABET[i >> 6], (unsigned char)B64_ALPHABET[i & 63]};
        memcpy(&b64_pairs[i], two, 2);
    }
    for (int k = 0; k < 4; k++)
        for (int c = 0; c < 256; c++)
            b64_dec[k][c] = B64_BAD;
    for (uint32_t x = 0; x < 64; x++) {
        unsigned char c = (unsigned char)B64_ALPHABET[x];
        b64_dec[0][c] = x << 18;
        b64_dec[1][c] = x << 12;
        b64_dec[2][c] = x << 6;
        b64_dec[3][c] = x;
    }
#ifdef B64_AVX2
    b64_has_avx2 = __builtin_cpu_supports("avx2") && !getenv("ONNXJSON_NO_SIMD");
#endif
    b64_tables_made = 1;
}

#ifdef B64_AVX2

/* AVX2 (checked at run time): 24 bytes -> 32 characters a step while 28 bytes can be read. Each
 * 128-bit lane takes 12 bytes; each group of three (b0 b1 b2) is spread over a 32-bit word as
 * b1 b0 b2 b1, two multiplies move the four 6-bit indices into its four bytes, and a 16-entry
 * table of offsets (keyed by the index range) turns them into the alphabet's characters. */
__attribute__((target("avx2"))) static Py_ssize_t
b64_encode_avx2(const unsigned char *src, Py_ssize_t n, unsigned char *dst)
{
    const __m256i spread = _mm256_setr_epi8(1, 0, 2, 1, 4, 3, 5, 4, 7, 6, 8, 7, 10, 9, 11, 10,
                                            1, 0, 2, 1, 4, 3, 5, 4, 7, 6, 8, 7, 10, 9, 11, 10);
    const __m256i offsets = _mm256_setr_epi8(71, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -19, -16, 65, 0, 0,
                                             71, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -19, -16, 65, 0, 0);
    Py_ssize_t i = 0;
    for (; i + 28 <= n; i += 24, dst += 32) {
        __m256i in = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(src + i))),
                                             _mm_loadu_si128((const __m128i *)(src + i + 12)), 1);
        in = _mm256_shuffle_epi8(in, spread);
        __m256i high = _mm256_mulhi_epu16(_mm256_and_si256(in, _mm256_set1_epi32(0x0FC0FC00)),
                                          _mm256_set1_epi32(0x04000040));
        __m256i low = _mm256_mullo_epi16(_mm256_and_si256(in, _mm256_set1_epi32(0x003F03F0)),
                                         _mm256_set1_epi32(0x01000010));
        __m256i idx = _mm256_or_si256(high, low);
        __m256i key = _mm256_subs_epu8(idx, _mm256_set1_epi8(51));
        key = _mm256_or_si256(key, _mm256_and_si256(_mm256_cmpgt_epi8(_mm256_set1_epi8(26), idx),
                                                    _mm256_set1_epi8(13)));
        _mm256_storeu_si256((__m256i *)dst, _mm256_add_epi8(idx, _mm256_shuffle_epi8(offsets, key)));
    }
    return i;
}

/* AVX2: 32 characters -> 24 bytes a step while at least 44 characters are left (the store writes
 * 32 bytes, so 8 past the 24, which the bytes still to come cover). Characters are checked and
 * mapped to their 6-bit values by range (A-Z, a-z, 0-9 signed, so bytes over 0x7F fall outside;
 * "+", "/"), then two multiply-adds pack four values into 24 bits and a shuffle puts them in
 * order. Returns the quads done, or -1 when a character is not in the alphabet. */
__attribute__((target("avx2"))) static Py_ssize_t
b64_decode_avx2(const unsigned char *src, Py_ssize_t quads, unsigned char *dst)
{
    const __m256i pack = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i order = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    Py_ssize_t q = 0;
    for (; q + 11 <= quads; q += 8, src += 32, dst += 24) {
        __m256i c = _mm256_loadu_si256((const __m256i *)src);
        __m256i upper = _mm256_and_si256(_mm256_cmpgt_epi8(c, _mm256_set1_epi8('A' - 1)),
                                         _mm256_cmpgt_epi8(_mm256_set1_epi8('Z' + 1), c));
        __m256i lower = _mm256_and_si256(_mm256_cmpgt_epi8(c, _mm256_set1_epi8('a' - 1)),
                                         _mm256_cmpgt_epi8(_mm256_set1_epi8('z' + 1), c));
        __m256i digit = _mm256_and_si256(_mm256_cmpgt_epi8(c, _mm256_set1_epi8('0' - 1)),
                                         _mm256_cmpgt_epi8(_mm256_set1_epi8('9' + 1), c));
        __m256i plus = _mm256_cmpeq_epi8(c, _mm256_set1_epi8('+'));
        __m256i slash = _mm256_cmpeq_epi8(c, _mm256_set1_epi8('/'));
        __m256i valid = _mm256_or_si256(_mm256_or_si256(upper, lower), _mm256_or_si256(_mm256_or_si256(digit, plus), slash));
        if (_mm256_movemask_epi8(valid) != -1)
            return -1;
        __m256i offset = _mm256_or_si256(
            _mm256_or_si256(_mm256_and_si256(upper, _mm256_set1_epi8(-65)), _mm256_and_si256(lower, _mm256_set1_epi8(-71))),
            _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(digit, _mm256_set1_epi8(4)), _mm256_and_si256(plus, _mm256_set1_epi8(19))),
                            _mm256_and_si256(slash, _mm256_set1_epi8(16))));
        __m256i v = _mm256_add_epi8(c, offset);
        v = _mm256_maddubs_epi16(v, _mm256_set1_epi32(0x01400140));
        v = _mm256_madd_epi16(v, _mm256_set1_epi32(0x00011000));
        v = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(v, pack), order);
        _mm256_storeu_si256((__m256i *)dst, v);
    }
    return q;
}
#endif

/* Standard base64 of src[0:n] with "=" padding: 4 * ceil(n / 3) characters at dst. */
static void
b64_encode_run(const unsigned char *src, Py_ssize_t n, unsigned char *dst)
{
    Py_ssize_t i = 0;
#ifdef B64_AVX2
    if (b64_has_avx2) {
        i = b64_encode_avx2(src, n, dst);
        dst += i / 3 * 4;
    }
#endif
    for (; i + 6 <= n; i += 6, dst += 8) {
        uint32_t a = ((uint32_t)src[i] << 16) | ((uint32_t)src[i + 1] << 8) | src[i + 2];
        uint32_t b = ((uint32_t)src[i + 3] << 16) | ((uint32_t)src[i + 4] << 8) | src[i + 5];
        memcpy(dst, &b64_pairs[a >> 12], 2);
        memcpy(dst + 2, &b64_pairs[a & 0xFFF], 2);
        memcpy(dst + 4, &b64_pairs[b >> 12], 2);
        memcpy(dst + 6, &b64_pairs[b & 0xFFF], 2);
    }
    for (; i + 3 <= n; i += 3, dst += 4) {
        uint32_t a = ((uint32_t)src[i] << 16) | ((uint32_t)src[i + 1] << 8) | src[i + 2];
        memcpy(dst, &b64_pairs[a >> 12], 2);
        memcpy(dst + 2, &b64_pairs[a & 0xFFF], 2);
    }
    if (n - i == 1) {
        dst[0] = (unsigned char)B64_ALPHABET[src[i] >> 2];
        dst[1] = (unsigned char)B64_ALPHABET[(src[i] & 3) << 4];
        dst[2] = dst[3] = '=';
    } else if (n - i == 2) {
        dst[0] = (unsigned char)B64_ALPHABET[src[i] >> 2];
        dst[1] = (unsigned char)B64_ALPHABET[((src[i] & 3) << 4) | (src[i + 1] >> 4)];
        dst[2] = (unsigned char)B64_ALPHABET[(src[i + 1] & 15) << 2];
        dst[3] = '=';
    }
}

/* Decode ``quads`` groups of four alphabet characters into 3 * quads bytes; 0, or -1 when a
 * character is not in the alphabet ("=" included). */
static int
b64_decode_run(const unsigned char *src, Py_ssize_t quads, unsigned char *dst)
{
    uint32_t bad = 0;
    const uint32_t *d0 = b64_dec[0], *d1 = b64_dec[1], *d2 = b64_dec[2], *d3 = b64_dec[3];
    Py_ssize_t q = 0;
#ifdef B64_AVX2
    if (b64_has_avx2) {
        q = b64_decode_avx2(src, quads, dst);
        if (q < 0)
            return -1;
        src += q * 4;
        dst += q * 3;
    }
#endif
    for (; q + 2 <= quads; q += 2, src += 8, dst += 6) {
        uint32_t a = d0[src[0]] | d1[src[1]] | d2[src[2]] | d3[src[3]];
        uint32_t b = d0[src[4]] | d1[src[5]] | d2[src[6]] | d3[src[7]];
        bad |= a | b;
        dst[0] = (unsigned char)(a >> 16);
        dst[1] = (unsigned char)(a >> 8);
        dst[2] = (unsigned char)a;
        dst[3] = (unsigned char)(b >> 16);
        dst[4] = (unsigned char)(b >> 8);
        dst[5] = (unsigned char)b;
    }
    if (q < quads) {
        uint32_t a = d0[src[0]] | d1[src[1]] | d2[src[2]] | d3[src[3]];
        bad |= a;
        dst[0] = (unsigned char)(a >> 16);
        dst[1] = (unsigned char)(a >> 8);
        dst[2] = (unsigned char)a;
    }
    return (bad & B64_BAD) ? -1 : 0;
}

/* The characters of a buffer or of an ASCII str (*is_text): 0, or -1 with an exception set; 1 when
 * ``obj`` is a str that is not ASCII (the caller answers "not mine"). */
static int
b64_chars(PyObject *obj, Py_buffer *view, const unsigned char **data, Py_ssize_t *size, int *is_text)
{
    *is_text = PyUnicode_Check(obj);
    if (*is_text) {
        if (PyUnicode_READY(obj) < 0)
            return -1;
        if (!PyUnicode_IS_ASCII(obj))
            return 1;
        *data = PyUnicode_1BYTE_DATA(obj);
        *size = PyUnicode_GET_LENGTH(obj);
        return 0;
    }
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) < 0)
        return -1;
    *data = (const unsigned char *)view->buf;
    *size = view->len;
    return 0;
}

static int
b64_span(Py_ssize_t size, Py_ssize_t *start, Py_ssize_t *stop)
{
    if (*stop > size)
        *stop = size;
    if (*start < 0 || *start > *stop) {
        PyErr_SetString(PyExc_ValueError, "start and stop must satisfy 0 <= start <= stop");
        return -1;
    }
    return 0;
}

/* b64encode(data): binascii.b2a_base64(data, newline=False). */
static PyObject *
b64encode(PyObject *self, PyObject *arg)
{
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    b64_init();
    Py_ssize_t n = view.len;
    if (n > (PY_SSIZE_T_MAX - 3) / 4 * 3) {
        PyBuffer_Release(&view);
        return PyErr_NoMemory();
    }
    PyObject *out = PyBytes_FromStringAndSize(NULL, (n + 2) / 3 * 4);
    if (out != NULL) {
        const unsigned char *src = (const unsigned char *)view.buf;
        unsigned char *dst = (unsigned char *)PyBytes_AS_STRING(out);
        if (n >= B64_NOGIL_BYTES) {
            Py_BEGIN_ALLOW_THREADS
            b64_encode_run(src, n, dst);
            Py_END_ALLOW_THREADS
        } else {
            b64_encode_run(src, n, dst);
        }
    }
    PyBuffer_Release(&view);
    return out;
}

/* b64encode_into(data, out): b64encode(data) written at the start of the writable buffer ``out``
 * (at least that long); the number of characters. Buffers made by the calling thread and used
 * again keep the workers from allocating (memory a thread allocates and another frees goes back
 * to the system and is faulted in again, piece after piece). */
static PyObject *
b64encode_into(PyObject *self, PyObject *args)
{
    PyObject *data_obj, *out_obj;
    if (!PyArg_ParseTuple(args, "OO", &data_obj, &out_obj))
        return NULL;
    Py_buffer view, out;
    if (PyObject_GetBuffer(data_obj, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    if (PyObject_GetBuffer(out_obj, &out, PyBUF_WRITABLE) < 0) {
        PyBuffer_Release(&view);
        return NULL;
    }
    b64_init();
    Py_ssize_t n = view.len, size = n <= (PY_SSIZE_T_MAX - 3) / 4 * 3 ? (n + 2) / 3 * 4 : -1;
    PyObject *result = NULL;
    if (size < 0 || out.len < size) {
        PyErr_SetString(PyExc_ValueError, "the output buffer is too short");
    } else {
        if (n >= B64_NOGIL_BYTES) {
            Py_BEGIN_ALLOW_THREADS
            b64_encode_run((const unsigned char *)view.buf, n, (unsigned char *)out.buf);
            Py_END_ALLOW_THREADS
        } else {
            b64_encode_run((const unsigned char *)view.buf, n, (unsigned char *)out.buf);
        }
        result = PyLong_FromSsize_t(size);
    }
    PyBuffer_Release(&out);
    PyBuffer_Release(&view);
    return result;
}

/* b64decode(text, start=0, stop=len, final=True, out=None): the bytes of text[start:stop] when it
 * is standard-alphabet base64 (final: followed by any run of "=", and not 4k+1 characters before
 * it; not final: a multiple of four characters, no "="), as values.b64decode gives them; None
 * for anything else. With ``out`` (a writable buffer exactly as long as the bytes), they are
 * written there and ``out`` is returned (see b64encode_into for why). */
static PyObject *
b64decode(PyObject *self, PyObject *args)
{
    PyObject *obj, *out_obj = Py_None;
    Py_ssize_t start = 0, stop = PY_SSIZE_T_MAX;
    int final = 1, is_text;
    if (!PyArg_ParseTuple(args, "O|nnpO", &obj, &start, &stop, &final, &out_obj))
        return NULL;
    Py_buffer view, given;
    int has_out = out_obj != Py_None;
    const unsigned char *data;
    Py_ssize_t size;
    int got = b64_chars(obj, &view, &data, &size, &is_text);
    if (got < 0)
        return NULL;
    if (got > 0)
        Py_RETURN_NONE;
    PyObject *out = NULL;
    if (b64_span(size, &start, &stop) < 0)
        goto done;
    b64_init();
    const unsigned char *src = data + start;
    Py_ssize_t n = stop - start;
    if (final)
        while (n > 0 && src[n - 1] == '=')
            n--;
    Py_ssize_t rest = n % 4;
    if (rest == 1 || (!final && rest != 0)) {
        out = Py_None;
        Py_INCREF(out);
        goto done;
    }
    Py_ssize_t quads = n / 4, bytes = quads * 3 + (rest ? rest - 1 : 0);
    unsigned char *dst;
    if (has_out) {
        if (PyObject_GetBuffer(out_obj, &given, PyBUF_WRITABLE) < 0)
            goto done;
        if (given.len != bytes) {
            PyBuffer_Release(&given);
            PyErr_SetString(PyExc_ValueError, "the output buffer is not as long as the bytes");
            goto done;
        }
        out = out_obj;
        Py_INCREF(out);
        dst = (unsigned char *)given.buf;
    } else {
        out = PyBytes_FromStringAndSize(NULL, bytes);
        if (out == NULL)
            goto done;
        dst = (unsigned char *)PyBytes_AS_STRING(out);
    }
    int bad;
    if (n >= B64_NOGIL_BYTES) {
        Py_BEGIN_ALLOW_THREADS
        bad = b64_decode_run(src, quads, dst);
        Py_END_ALLOW_THREADS
    } else {
        bad = b64_decode_run(src, quads, dst);
    }
    if (!bad && rest) {  /* two or three characters: one or two bytes, the bits past them ignored */
        const unsigned char *t = src + quads * 4;
        uint32_t v = b64_dec[0][t[0]] | b64_dec[1][t[1]] | (rest == 3 ? b64_dec[2][t[2]] : 0);
        unsigned char *e = dst + quads * 3;
        e[0] = (unsigned char)(v >> 16);
        if (rest == 3)
            e[1] = (unsigned char)(v >> 8);
        bad = (v & B64_BAD) ? -1 : 0;
    }
    if (has_out)
        PyBuffer_Release(&given);
    if (bad) {
        Py_SETREF(out, Py_None);
        Py_INCREF(out);
    }
done:
    if (!is_text)
        PyBuffer_Release(&view);
    return out;
}

/* How many bytes at the start of src[0:n] are in the alphabet (16 at a time with SSE2: A-Z, a-z,
 * 0-9 as signed ranges, so bytes over 0x7F fall outside; then "+" and "/"). */
static Py_ssize_t
b64_alphabet_run(const unsigned char *src, Py_ssize_t n)
{
    const uint32_t *d = b64_dec[3];
    Py_ssize_t i = 0;
#ifdef __SSE2__
    const __m128i below_upper = _mm_set1_epi8('A' - 1), above_upper = _mm_set1_epi8('Z' + 1);
    const __m128i below_lower = _mm_set1_epi8('a' - 1), above_lower = _mm_set1_epi8('z' + 1);
    const __m128i below_digit = _mm_set1_epi8('0' - 1), above_digit = _mm_set1_epi8('9' + 1);
    const __m128i plus = _mm_set1_epi8('+'), slash = _mm_set1_epi8('/');
    for (; i + 16 <= n; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(src + i));
        __m128i ok = _mm_and_si128(_mm_cmpgt_epi8(c, below_upper), _mm_cmplt_epi8(c, above_upper));
        ok = _mm_or_si128(ok, _mm_and_si128(_mm_cmpgt_epi8(c, below_lower), _mm_cmplt_epi8(c, above_lower)));
        ok = _mm_or_si128(ok, _mm_and_si128(_mm_cmpgt_epi8(c, below_digit), _mm_cmplt_epi8(c, above_digit)));
        ok = _mm_or_si128(ok, _mm_or_si128(_mm_cmpeq_epi8(c, plus), _mm_cmpeq_epi8(c, slash)));
        if (_mm_movemask_epi8(ok) != 0xFFFF)
            break;  /* the scalar loop finds which */
    }
#endif
    for (; i + 8 <= n; i += 8)
        if ((d[src[i]] | d[src[i + 1]] | d[src[i + 2]] | d[src[i + 3]] | d[src[i + 4]] | d[src[i + 5]] |
             d[src[i + 6]] | d[src[i + 7]]) & B64_BAD)
            break;
    while (i < n && !(d[src[i]] & B64_BAD))
        i++;
    return i;
}

/* b64run(buffer, start): the offset of the first byte at or after ``start`` that is not in the
 * alphabet (the buffer's length when there is none): the large reader's one scan of a string. */
static PyObject *
b64run(PyObject *self, PyObject *args)
{
    PyObject *obj;
    Py_ssize_t start;
    if (!PyArg_ParseTuple(args, "On", &obj, &start))
        return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    if (start < 0 || start > view.len) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "start is outside the buffer");
        return NULL;
    }
    b64_init();
    const unsigned char *src = (const unsigned char *)view.buf + start;
    Py_ssize_t n = view.len - start, run;
    Py_BEGIN_ALLOW_THREADS
    run = b64_alphabet_run(src, n);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(start + run);
}

/* b64plain(buffer, start, stop): values.plain_base64 (alphabet characters, then at most two "="). */
static PyObject *
b64plain(PyObject *self, PyObject *args)
{
    PyObject *obj;
    Py_ssize_t start, stop;
    if (!PyArg_ParseTuple(args, "Onn", &obj, &start, &stop))
        return NULL;
    if (start < 0) {
        PyErr_SetString(PyExc_ValueError, "start must not be negative");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    if (stop > view.len)
        stop = view.len;
    if (start > stop)
        start = stop;
    b64_init();
    const unsigned char *src = (const unsigned char *)view.buf + start;
    Py_ssize_t n = stop - start;  /* start past stop: an empty span, as plain_base64 takes it */
    for (int k = 0; k < 2 && n > 0 && src[n - 1] == '='; k++)
        n--;
    int plain;
    if (n >= B64_NOGIL_BYTES) {
        Py_BEGIN_ALLOW_THREADS
        plain = b64_alphabet_run(src, n) == n;
        Py_END_ALLOW_THREADS
    } else {
        plain = b64_alphabet_run(src, n) == n;
    }
    PyBuffer_Release(&view);
    return PyBool_FromLong(plain);
}

/* mismatch(a, b): the first index where two buffers differ, the shorter one's length when one is
 * a prefix of the other, -1 when they are equal (pipelines.first_difference's comparison). */
static PyObject *
b64_mismatch(PyObject *self, PyObject *args)
{
    Py_buffer a, b;
    if (two_buffers(args, &a, &b) < 0)
        return NULL;
    Py_ssize_t n = a.len < b.len ? a.len : b.len, at = -1;
    const unsigned char *p = (const unsigned char *)a.buf, *q = (const unsigned char *)b.buf;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i += 65536) {  /* memcmp a piece at a time, then the byte */
        Py_ssize_t m = n - i < 65536 ? n - i : 65536;
        if (memcmp(p + i, q + i, (size_t)m) != 0) {
            Py_ssize_t j = i;
            while (p[j] == q[j])
                j++;
            at = j;
            break;
        }
    }
    Py_END_ALLOW_THREADS
    if (at < 0 && a.len != b.len)
        at = n;
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return PyLong_FromSsize_t(at);
}

/* ---------------------------------------------------------------------------------------------
 * end of base64
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * sha256 (sha256_lanes; weights section): SHA-256 of several buffers, two at a time on one core.
 * The twin of hashlib.sha256(buffer).hexdigest() for each buffer of a list. The SHA extensions'
 * round instruction (SHA256RNDS2) can start every other cycle but gives its result four cycles
 * later on the processors measured (AMD Zen 3), and each round needs the previous one: one
 * message keeps the unit half idle, two messages interleaved (two independent chains of rounds)
 * hash nearly twice the bytes a second (docs/PERFORMANCE.md#sha256-lanes). Without the SHA
 * extensions (checked at run time), or on another architecture, sha256_lanes answers None and the
 * caller uses hashlib. Pages of mapped buffers can be handed back to the kernel as they are hashed
 * (MADV_DONTNEED: whole pages inside the buffer only), as Blob.chunks does.
 * ------------------------------------------------------------------------------------------- */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SHA_LANES 1
#include <cpuid.h>
#include <immintrin.h>
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#define SHA_STEP ((Py_ssize_t)1 << 20)   /* bytes of each lane hashed between page releases */

static int sha_checked;                    /* sha_usable has been set */
static int sha_usable;                     /* SHA extensions at hand (and ONNXJSON_NO_SIMD unset) */

#ifdef SHA_LANES

static const uint32_t SHA_K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};
static const uint32_t SHA_IV[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

#define SHA_TARGET __attribute__((target("sha,sse4.1,ssse3")))
#define SHA_INLINE static inline __attribute__((always_inline))

/* The state h[0..7] as the two registers the round instruction takes: ABEF and CDGH. */
SHA_TARGET SHA_INLINE void
sha_load(const uint32_t *h, __m128i *abef, __m128i *cdgh)
{
    __m128i dcba = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)h), 0xB1);
    __m128i hgfe = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(h + 4)), 0x1B);
    *abef = _mm_alignr_epi8(dcba, hgfe, 8);
    *cdgh = _mm_blend_epi16(hgfe, dcba, 0xF0);
}

SHA_TARGET SHA_INLINE void
sha_store(uint32_t *h, __m128i abef, __m128i cdgh)
{
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)h, _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)(h + 4), _mm_alignr_epi8(dchg, feba, 8));
}

/* Rounds 4g..4g+3 of one message: its schedule words w[g % 4] (loaded from the block for g < 4,
 * else W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16], four at a time), then four rounds. */
SHA_TARGET SHA_INLINE void
sha_group(int g, const unsigned char *block, __m128i w[4], __m128i *abef, __m128i *cdgh)
{
    const __m128i bswap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i x;
    if (g < 4) {
        x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * g)), bswap);
    } else {
        x = _mm_sha256msg1_epu32(w[g & 3], w[(g + 1) & 3]);
        x = _mm_add_epi32(x, _mm_alignr_epi8(w[(g + 3) & 3], w[(g + 2) & 3], 4));
        x = _mm_sha256msg2_epu32(x, w[(g + 3) & 3]);
    }
    w[g & 3] = x;
    __m128i m = _mm_add_epi32(x, _mm_loadu_si128((const __m128i *)(SHA_K + 4 * g)));
    *cdgh = _mm_sha256rnds2_epu32(*cdgh, *abef, m);
    *abef = _mm_sha256rnds2_epu32(*abef, *cdgh, _mm_shuffle_epi32(m, 0x0E));
}

#define SHA_GROUPS(DO) DO(0) DO(1) DO(2) DO(3) DO(4) DO(5) DO(6) DO(7) DO(8) DO(9) DO(10) DO(11) \
    DO(12) DO(13) DO(14) DO(15)

/* ``blocks`` 64-byte blocks of one message into h. */
SHA_TARGET static void
sha_blocks1(uint32_t *h, const unsigned char *p, Py_ssize_t blocks)
{
    __m128i abef, cdgh, w[4];
    sha_load(h, &abef, &cdgh);
    for (Py_ssize_t b = 0; b < blocks; b++, p += 64) {
        __m128i abef0 = abef, cdgh0 = cdgh;
#define SHA_ONE(g) sha_group(g, p, w, &abef, &cdgh);
        SHA_GROUPS(SHA_ONE)
#undef SHA_ONE
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }
    sha_store(h, abef, cdgh);
}

/* ``blocks`` blocks of two messages at once, their rounds interleaved. */
SHA_TARGET static void
sha_blocks2(uint32_t *ha, const unsigned char *pa, uint32_t *hb, const unsigned char *pb, Py_ssize_t blocks)
{
    __m128i abef_a, cdgh_a, abef_b, cdgh_b, wa[4], wb[4];
    sha_load(ha, &abef_a, &cdgh_a);
    sha_load(hb, &abef_b, &cdgh_b);
    for (Py_ssize_t b = 0; b < blocks; b++, pa += 64, pb += 64) {
        __m128i abef_a0 = abef_a, cdgh_a0 = cdgh_a, abef_b0 = abef_b, cdgh_b0 = cdgh_b;
#define SHA_TWO(g) sha_group(g, pa, wa, &abef_a, &cdgh_a); sha_group(g, pb, wb, &abef_b, &cdgh_b);
        SHA_GROUPS(SHA_TWO)
#undef SHA_TWO
        abef_a = _mm_add_epi32(abef_a, abef_a0);
        cdgh_a = _mm_add_epi32(cdgh_a, cdgh_a0);
        abef_b = _mm_add_epi32(abef_b, abef_b0);
        cdgh_b = _mm_add_epi32(cdgh_b, cdgh_b0);
    }
    sha_store(ha, abef_a, cdgh_a);
    sha_store(hb, abef_b, cdgh_b);
}

static int
sha_check_cpu(void)
{
    unsigned int a, b, c, d;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(b & (1u << 29)))  /* SHA */
        return 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return 0;
    return (c & (1u << 19)) && (c & (1u << 9));  /* SSE4.1, SSSE3 */
}

#endif /* SHA_LANES */

/* One message being hashed: the buffer, where it is, what is handed back. */
typedef struct {
    uint32_t h[8];
    const unsigned char *p;     /* the next byte to hash */
    Py_ssize_t left;            /* bytes from p to the buffer's end */
    Py_ssize_t size;            /* the buffer's length */
    const unsigned char *kept;  /* releasing: pages from here on are still mapped */
    Py_ssize_t index;           /* the buffer's place in the list; -1: the lane is free */
    int release;
} sha_lane;

/* Hand back the whole pages of [l->kept, upto) (mapped buffers only; failures are ignored). */
static void
sha_release(sha_lane *l, const unsigned char *upto)
{
#if defined(MADV_DONTNEED)
    if (!l->release)
        return;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = ((uintptr_t)l->kept + page - 1) / page * page, last = (uintptr_t)upto / page * page;
    if (last > first) {
        (void)madvise((void *)first, (size_t)(last - first), MADV_DONTNEED);
        l->kept = (const unsigned char *)last;
    }
#else
    (void)l;
    (void)upto;
#endif
}

#ifdef SHA_LANES
/* The last bytes of a message (fewer than 64) with its padding and length; the digest into out. */
static void
sha_finish(sha_lane *l, unsigned char out[32])
{
    unsigned char tail[128];
    Py_ssize_t n = l->left, blocks = n < 56 ? 1 : 2;
    memset(tail, 0, sizeof tail);
    if (n > 0)
        memcpy(tail, l->p, (size_t)n);
    tail[n] = 0x80;
    uint64_t bits = (uint64_t)l->size * 8;
    for (int i = 0; i < 8; i++)
        tail[64 * blocks - 1 - i] = (unsigned char)(bits >> (8 * i));
    sha_blocks1(l->h, tail, blocks);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (unsigned char)(l->h[i] >> 24);
        out[4 * i + 1] = (unsigned char)(l->h[i] >> 16);
        out[4 * i + 2] = (unsigned char)(l->h[i] >> 8);
        out[4 * i + 3] = (unsigned char)l->h[i];
    }
    sha_release(l, l->p + n);
    l->index = -1;
}
#endif

/* The next buffer of the list into a free lane: 0 when none is left. */
static int
sha_start(sha_lane *l, Py_buffer *views, const char *release, Py_ssize_t count, Py_ssize_t *next)
{
    if (*next >= count)
        return 0;
    Py_ssize_t i = (*next)++;
#ifdef SHA_LANES
    memcpy(l->h, SHA_IV, sizeof l->h);
#endif
    l->p = l->kept = (const unsigned char *)views[i].buf;
    l->left = l->size = views[i].len;
    l->index = i;
    l->release = release[i];
    return 1;
}

/* sha256_lanes(buffers, release): [hashlib.sha256(b).hexdigest() for b in buffers] (contiguous
 * buffers), two at a time, the GIL released; release[i] true hands buffer i's pages back to the
 * kernel as they are hashed (only for buffers that are slices of a read-only file mapping).
 * None when the processor cannot (the caller uses hashlib). */
static PyObject *
sha256_lanes(PyObject *self, PyObject *args)
{
    PyObject *list, *flags;
    if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &list, &PyList_Type, &flags))
        return NULL;
    if (!sha_checked) {
#ifdef SHA_LANES
        sha_usable = sha_check_cpu() && !getenv("ONNXJSON_NO_SIMD");
#endif
        sha_checked = 1;
    }
    if (!sha_usable)
        Py_RETURN_NONE;
    Py_ssize_t count = PyList_GET_SIZE(list);
    if (PyList_GET_SIZE(flags) != count) {
        PyErr_SetString(PyExc_ValueError, "sha256_lanes: one release flag per buffer");
        return NULL;
    }
    Py_buffer *views = new_items(count, sizeof(Py_buffer));
    char *release = views ? new_items(count, 1) : NULL;
    unsigned char *digests = release ? new_items(count, 32) : NULL;
    PyObject *result = NULL;
    Py_ssize_t got = 0;
    if (digests == NULL)
        goto done;
    for (; got < count; got++) {
        int flag = PyObject_IsTrue(PyList_GET_ITEM(flags, got));
        if (flag < 0 || PyObject_GetBuffer(PyList_GET_ITEM(list, got), &views[got], PyBUF_SIMPLE) < 0)
            goto done;
        release[got] = (char)flag;
    }
#ifdef SHA_LANES
    Py_BEGIN_ALLOW_THREADS
    sha_lane lanes[2];
    Py_ssize_t next = 0;
    lanes[0].index = lanes[1].index = -1;
    for (;;) {
        for (int k = 0; k < 2; k++) {  /* finish what is done, start the next */
            while (lanes[k].index >= 0 && lanes[k].left < 64)
                sha_finish(&lanes[k], digests + 32 * lanes[k].index);
            while (lanes[k].index < 0 && sha_start(&lanes[k], views, release, count, &next))
                while (lanes[k].index >= 0 && lanes[k].left < 64)
                    sha_finish(&lanes[k], digests + 32 * lanes[k].index);
        }
        sha_lane *a = &lanes[0], *b = &lanes[1];
        if (a->index < 0 && b->index < 0)
            break;
        if (a->index >= 0 && b->index >= 0) {
            Py_ssize_t n = a->left < b->left ? a->left : b->left;
            n = (n < SHA_STEP ? n : SHA_STEP) / 64;
            sha_blocks2(a->h, a->p, b->h, b->p, n);
            a->p += 64 * n, a->left -= 64 * n, b->p += 64 * n, b->left -= 64 * n;
            sha_release(a, a->p);
            sha_release(b, b->p);
        } else {
            sha_lane *l = a->index >= 0 ? a : b;
            Py_ssize_t n = (l->left < SHA_STEP ? l->left : SHA_STEP) / 64;
            sha_blocks1(l->h, l->p, n);
            l->p += 64 * n, l->left -= 64 * n;
            sha_release(l, l->p);
        }
    }
    Py_END_ALLOW_THREADS
#endif
    result = PyList_New(count);
    if (result == NULL)
        goto done;
    for (Py_ssize_t i = 0; i < count; i++) {
        static const char hex[] = "0123456789abcdef";
        char text[64];
        for (int j = 0; j < 32; j++) {
            text[2 * j] = hex[digests[32 * i + j] >> 4];
            text[2 * j + 1] = hex[digests[32 * i + j] & 15];
        }
        PyObject *s = PyUnicode_FromStringAndSize(text, 64);
        if (s == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, i, s);
    }
done:
    for (Py_ssize_t i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    PyMem_Free(views);
    PyMem_Free(release);
    PyMem_Free(digests);
    return result;
}

/* ---------------------------------------------------------------------------------------------
 * end of sha256
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * floors (copy_aligned, reserve; weights section, session 8): how payloads are written into a
 * sidecar or a built model, a range of an open file at a time (files.copy_range, files.reserve).
 *
 * copy_aligned(src, offset, length, dst) does what files.copy_range does with copy_file_range:
 * ``length`` bytes of file ``src`` at ``offset`` written at the position of ``dst`` (a regular
 * file), which it advances, the bytes never crossing user space. copy_file_range moves them 64 KiB
 * at a time through a pipe of the kernel's; when the source range does not start on a page, each
 * step is a little shorter than 64 KiB, so the writes into the output start anywhere, and the page
 * cache gives the output small folios, each with its own bookkeeping (docs/PERFORMANCE.md#copies:
 * a payload at a time cost 0.2 s more than ``cp`` of the whole file). Here the bytes
 * go through a pipe of our own, up to about 1 MiB at a time, and leave it in pieces that each
 * fill one 64 KiB-aligned block of the output, as ``cp``'s whole-file copy writes: the same
 * folios as ``cp``. The answer is (bytes copied, errno): (length, 0) when done; fewer with errno 0
 * when the source ended first; 0 and the errno when it could not start (no splice here, an output
 * that is not a regular file, a pipe that cannot be made): the caller then copies as before.
 *
 * reserve(fd, offset, length): fallocate(FALLOC_FL_KEEP_SIZE), files.reserve's hint (errors are
 * ignored), without ctypes (about 4 ms of start-up).
 * ------------------------------------------------------------------------------------------- */

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#define FLR_SPLICE 1
#endif

#define FLR_BLOCK ((long long)1 << 16)   /* the block of the output each write fills */
#define FLR_PIPE (1 << 20)               /* the pipe asked for (the kernel's default limit) */

#ifdef FLR_SPLICE
/* The copy of copy_aligned, without the GIL: 0 or an errno; *copied what was written. */
static int
flr_copy(int src, long long offset, long long length, int dst, long long *copied)
{
    struct stat st;
    *copied = 0;
    if (fstat(dst, &st) < 0)
        return errno;
    if (!S_ISREG(st.st_mode))
        return EINVAL;
    off_t pos = lseek(dst, 0, SEEK_CUR);
    if (pos < 0)
        return errno;
    int p[2];
    if (pipe2(p, O_CLOEXEC) < 0)
        return errno;
    int size = fcntl(p[1], F_SETPIPE_SZ, FLR_PIPE);
    if (size < 0)
        size = fcntl(p[1], F_GETPIPE_SZ);
    long page = sysconf(_SC_PAGESIZE);
    /* A fill takes one slot a page, and a source range that does not start on a page has a part
     * page at each end: two slots are kept for those. */
    long long room = 0;
    if (size > 0 && page > 0 && size / page > 2)
        room = (long long)(size / page - 2) * page / FLR_BLOCK * FLR_BLOCK;
    int err = room >= FLR_BLOCK ? 0 : EINVAL, ended = 0;
    loff_t in = (loff_t)offset;
    long long done = 0;
    while (!err && !ended && done < length) {
        long long want = length - done;
        if (want > room)  /* end the fill on a block boundary of the output */
            want = room - (long long)((pos + done + room) % FLR_BLOCK);
        long long filled = 0;
        while (filled < want) {
            ssize_t n = splice(src, &in, p[1], NULL, (size_t)(want - filled), SPLICE_F_MOVE);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0 && errno == EAGAIN && filled > 0)
                break;  /* the pipe is full after all: write out what it holds */
            if (n < 0) {
                err = errno;
                break;
            }
            if (n == 0) {
                ended = 1;  /* the source is shorter than the range */
                break;
            }
            filled += n;
        }
        long long out = 0;
        while (!err && out < filled) {
            long long k = FLR_BLOCK - (long long)((pos + done + out) % FLR_BLOCK);
            if (k > filled - out)
                k = filled - out;
            ssize_t n = splice(p[0], NULL, dst, NULL, (size_t)k, SPLICE_F_MOVE);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                err = n < 0 ? errno : EIO;
                break;
            }
            out += n;
        }
        done += out;
    }
    close(p[0]);
    close(p[1]);
    *copied = done;
    return err;
}
#endif

/* copy_aligned(src, offset, length, dst): (bytes copied, errno); see the head of this section. */
static PyObject *
flr_copy_aligned(PyObject *self, PyObject *args)
{
    int src, dst;
    long long offset, length;
    if (!PyArg_ParseTuple(args, "iLLi", &src, &offset, &length, &dst))
        return NULL;
    if (offset < 0 || length < 0) {
        PyErr_SetString(PyExc_ValueError, "copy_aligned: offset and length must not be negative");
        return NULL;
    }
    long long copied = 0;
#ifdef FLR_SPLICE
    int err;
    Py_BEGIN_ALLOW_THREADS
    err = flr_copy(src, offset, length, dst, &copied);
    Py_END_ALLOW_THREADS
#else
    int err = ENOSYS;
#endif
    return Py_BuildValue("Li", copied, err);
}

/* reserve(fd, offset, length): fallocate(FALLOC_FL_KEEP_SIZE), errors ignored; True when asked. */
static PyObject *
flr_reserve(PyObject *self, PyObject *args)
{
    int fd;
    long long offset, length;
    if (!PyArg_ParseTuple(args, "iLL", &fd, &offset, &length))
        return NULL;
#if defined(FLR_SPLICE) && defined(FALLOC_FL_KEEP_SIZE)
    if (offset >= 0 && length > 0) {
        Py_BEGIN_ALLOW_THREADS
        (void)fallocate(fd, FALLOC_FL_KEEP_SIZE, (off_t)offset, (off_t)length);
        Py_END_ALLOW_THREADS
    }
    Py_RETURN_TRUE;
#else
    (void)fd;
    Py_RETURN_FALSE;
#endif
}

/* ---------------------------------------------------------------------------------------------
 * end of floors
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * write: the twin of jsonio._render (the streaming writer)
 *
 * The document is walked as jsonio._render walks it (an explicit stack of containers, the same
 * order, the same checks at the same points) and its text is made into a buffer that goes to
 * stream.write, as bytes, whenever it holds flush_bytes or more: memory stays bounded by the
 * document, not by its text, and whoever wraps the stream (the progress reports) sees the text as
 * it is made. What the walk writes itself is only what it can write byte for byte as the reference
 * does: separators and indentation, keys as _key_bytes made them (cached in the same two dicts),
 * null and booleans, int64 integers in decimal, strings of printable ASCII without quote or
 * backslash between quotes, and the one-line arrays of numbers and plain strings the reference
 * takes from one orjson.dumps. Everything else is the reference's own Python code, called at the
 * same point: orjson.dumps for other scalars, _scalar_array for the other arrays of scalars,
 * _key_bytes for a new key, _plain for a value of another type, _write_blob and _write_long_text
 * for the streamed values (their ``stream`` is the writer itself, whose write() first hands on the
 * text made so far), _too_deep for the nesting limit. So errors are the reference's, raised at the
 * same value; part of the text may have been written before one, as with the reference.
 * ------------------------------------------------------------------------------------------- */

/* Set once by write_configure(): the reference's helpers and limits. */
static struct {
    PyObject *dumps, *scalar_array, *key_bytes, *plain, *write_blob, *write_long_text, *too_deep;
    PyObject *blob, *longtext, *unwritable;
    long max_indent, nesting_limit;
} w_conf;

static PyObject *
write_configure(PyObject *self, PyObject *args)
{
    PyObject *v[10];
    long max_indent, nesting_limit;
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOll", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8],
                          &v[9], &max_indent, &nesting_limit))
        return NULL;
    if (max_indent < 0 || nesting_limit < 1) {
        PyErr_SetString(PyExc_ValueError, "bad limits");
        return NULL;
    }
    PyObject **slots[] = {&w_conf.dumps, &w_conf.scalar_array, &w_conf.key_bytes, &w_conf.plain, &w_conf.write_blob,
                          &w_conf.write_long_text, &w_conf.too_deep, &w_conf.blob, &w_conf.longtext, &w_conf.unwritable};
    for (size_t i = 0; i < sizeof(slots) / sizeof(slots[0]); i++) {
        Py_INCREF(v[i]);
        Py_XSETREF(*slots[i], v[i]);
    }
    w_conf.max_indent = max_indent;
    w_conf.nesting_limit = nesting_limit;
    Py_RETURN_NONE;
}

/* The text being made, and where it goes. Python sees it as the ``stream`` of _write_blob and
 * _write_long_text: its write() hands on the pending text first, then what it was given. */
typedef struct {
    PyObject_HEAD
    char *buf;
    Py_ssize_t len, cap, flush;
    PyObject *write;      /* the stream's write */
    PyObject *on_payload; /* or None */
    PyObject *keys;       /* key -> b'"key": ' (_key_bytes fills it) */
    PyObject *key_cols;   /* key -> its width in characters */
    Py_ssize_t width;
} Out;

static int
out_grow(Out *o, Py_ssize_t n)
{
    char *buf = grow_block(o->buf, &o->cap, o->len, n, 1, 1 << 16);
    if (buf == NULL)
        return -1;
    o->buf = buf;
    return 0;
}

/* Room for n more bytes. */
static inline int
out_room(Out *o, Py_ssize_t n)
{
    return (n <= o->cap - o->len) ? 0 : out_grow(o, n);
}

static inline int
out_put(Out *o, const char *s, Py_ssize_t n)
{
    if (out_room(o, n) < 0)
        return -1;
    memcpy(o->buf + o->len, s, (size_t)n);
    o->len += n;
    return 0;
}

static int
out_put_bytes(Out *o, PyObject *b)
{
    if (!PyBytes_Check(b)) {
        PyErr_SetString(PyExc_TypeError, "the writer's helper did not return bytes");
        return -1;
    }
    return out_put(o, PyBytes_AS_STRING(b), PyBytes_GET_SIZE(b));
}

/* The separator before an entry at ``level`` (``comma``: not the first) or before the bracket
 * that closes a container whose entries are one level deeper: jsonio._grow's firsts and commas. */
static int
out_newline(Out *o, long level, int comma)
{
    Py_ssize_t pad = 2 * (Py_ssize_t)(level < w_conf.max_indent ? level : w_conf.max_indent);
    if (out_room(o, pad + 2) < 0)
        return -1;
    char *p = o->buf + o->len;
    if (comma)
        *p++ = ',';
    *p++ = '\n';
    memset(p, ' ', (size_t)pad);
    o->len = p + pad - o->buf;
    return 0;
}

static int
out_flush(Out *o)
{
    if (o->len == 0)
        return 0;
    PyObject *piece = PyBytes_FromStringAndSize(o->buf, o->len);
    if (piece == NULL)
        return -1;
    o->len = 0;
    PyObject *r = PyObject_CallOneArg(o->write, piece);
    Py_DECREF(piece);
    if (r == NULL)
        return -1;
    Py_DECREF(r);
    return 0;
}

static inline int
out_step(Out *o)
{
    return o->len >= o->flush ? out_flush(o) : 0;
}

/* Out.write(data): the pending text, then ``data``, to the stream (for the Python writers). */
static PyObject *
out_write_method(PyObject *self, PyObject *data)
{
    Out *o = (Out *)self;
    if (out_flush(o) < 0)
        return NULL;
    return PyObject_CallOneArg(o->write, data);
}

static void
out_dealloc(PyObject *self)
{
    Out *o = (Out *)self;
    PyMem_Free(o->buf);
    Py_XDECREF(o->write);
    Py_XDECREF(o->on_payload);
    Py_XDECREF(o->keys);
    Py_XDECREF(o->key_cols);
    PyObject_Free(self);
}

static PyMethodDef out_methods[] = {
    {"write", out_write_method, METH_O, "Write the pending text, then data, to the stream."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject OutType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "onnxjson._accel.Writer",
    .tp_basicsize = sizeof(Out),
    .tp_dealloc = out_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The compiled writer's pending text, as a stream for the Python payload writers.",
    .tp_methods = out_methods,
};

enum { T_STR = 1, T_INT = 2, T_FLOAT = 4, T_BOOL = 8, T_NONE = 16, T_OTHER = 32, T_NESTED = 64 };

static int
w_raise(PyObject *type, const char *text)
{
    PyErr_SetString(type, text);
    return -1;
}

static int
w_too_deep(void)
{
    PyObject *e = PyObject_CallNoArgs(w_conf.too_deep);
    if (e != NULL) {
        PyErr_SetObject((PyObject *)Py_TYPE(e), e);
        Py_DECREF(e);
    }
    return -1;
}

/* The types of a list's items: T_OTHER for any other type, and T_NESTED as well when one is
 * exactly a dict, a list or a Blob (then _scalar_array gives None: the array is walked). */
static int
w_type_flags(PyObject *items)
{
    int flags = 0;
    Py_ssize_t n = PyList_GET_SIZE(items);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyList_GET_ITEM(items, i);
        PyTypeObject *t = Py_TYPE(x);
        if (t == &PyUnicode_Type)
            flags |= T_STR;
        else if (t == &PyLong_Type)
            flags |= T_INT;
        else if (t == &PyFloat_Type)
            flags |= T_FLOAT;
        else if (t == &PyBool_Type)
            flags |= T_BOOL;
        else if (x == Py_None)
            flags |= T_NONE;
        else if (t == &PyDict_Type || t == &PyList_Type || (PyObject *)t == w_conf.blob)
            flags |= T_OTHER | T_NESTED;
        else
            flags |= T_OTHER;
    }
    return flags;
}

static int
w_all_ascii(const char *s, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x80)
            return 0;
    }
    return 1;
}

static int
w_holds_null(const char *s, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i + 3 < n; i++) {
        if (s[i] == 'n' && s[i + 1] == 'u' && s[i + 2] == 'l' && s[i + 3] == 'l')
            return 1;
    }
    return 0;
}

/* ``s`` with a space after every ",": the reference's whole.replace(b",", b", "). */
static int
out_spaced(Out *o, const char *s, Py_ssize_t n, Py_ssize_t commas)
{
    if (out_room(o, n + commas) < 0)
        return -1;
    char *p = o->buf + o->len;
    for (Py_ssize_t i = 0; i < n; i++) {
        *p++ = s[i];
        if (s[i] == ',')
            *p++ = ' ';
    }
    o->len = p - o->buf;
    return 0;
}

/* The text of a str that orjson writes as it is between quotes, or NULL (with its length): ASCII
 * without control characters, quote or backslash. */
static inline const char *
w_plain_ascii(PyObject *s, Py_ssize_t *n)
{
    if (!PyUnicode_IS_COMPACT_ASCII(s))
        return NULL;
    const unsigned char *d = PyUnicode_DATA(s);
    Py_ssize_t len = PyUnicode_GET_LENGTH(s);
    for (Py_ssize_t i = 0; i < len; i++) {
        unsigned char c = d[i];
        if (c < 0x20 || c == '"' || c == '\\')
            return NULL;
    }
    *n = len;
    return (const char *)d;
}

static int
w_dumps(Out *o, PyObject *value)
{
    PyObject *text = PyObject_CallOneArg(w_conf.dumps, value);
    if (text == NULL)
        return -1;
    int r = out_put_bytes(o, text);
    Py_DECREF(text);
    return r;
}

static int
w_str(Out *o, PyObject *value)
{
    Py_ssize_t n;
    const char *s = w_plain_ascii(value, &n);
    if (s == NULL)
        return w_dumps(o, value);
    if (out_room(o, n + 2) < 0)
        return -1;
    char *p = o->buf + o->len;
    *p++ = '"';
    memcpy(p, s, (size_t)n);
    p[n] = '"';
    o->len += n + 2;
    return 0;
}


/* The decimal digits of an int64 at the end of ``digits`` (24 bytes): their start, or NULL when
 * the int does not fit (orjson writes it, or refuses it). */
static const char *
w_decimal(PyObject *value, char *digits)
{
    int overflow;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow || (v == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return NULL;
    }
    char *p = digits + 24;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        *--p = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--p = '-';
    return p;
}

static int
w_int(Out *o, PyObject *value)
{
    char digits[24];
    const char *d = w_decimal(value, digits);
    if (d == NULL)
        return w_dumps(o, value); /* orjson writes up to 2**64 - 1, or raises as the reference */
    return out_put(o, d, digits + 24 - d);
}

/* The one-line text the reference makes of an array of int64 or of plain strings (see
 * w_plain_ascii) without a comma when it fits: the elements of orjson.dumps joined by ", ".
 * 1 written, 0 not this case (the reference's steps decide). */
static int
w_simple_array(Out *o, PyObject *value, int flags, Py_ssize_t used)
{
    Py_ssize_t n = PyList_GET_SIZE(value);
    /* orjson.dumps(value) is "[" + elements joined by "," + "]": its length + n - 1 must fit */
    Py_ssize_t size = 2 + 2 * (n - 1);
    char digits[24];
    if (flags == T_STR) {
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_ssize_t len;
            const char *s = w_plain_ascii(PyList_GET_ITEM(value, i), &len);
            if (s == NULL || memchr(s, ',', (size_t)len) != NULL)
                return 0;
            size += len + 2;
        }
    } else {
        for (Py_ssize_t i = 0; i < n; i++) {
            const char *d = w_decimal(PyList_GET_ITEM(value, i), digits);
            if (d == NULL)
                return 0;
            size += digits + 24 - d;
        }
    }
    if (used + size > o->width)
        return 0;
    if (out_room(o, size) < 0)
        return -1;
    char *p = o->buf + o->len;
    *p++ = '[';
    for (Py_ssize_t i = 0; i < n; i++) {
        if (i) {
            *p++ = ',';
            *p++ = ' ';
        }
        if (flags == T_STR) {
            Py_ssize_t len = 0;
            const char *s = w_plain_ascii(PyList_GET_ITEM(value, i), &len);
            *p++ = '"';
            memcpy(p, s, (size_t)len);
            p += len;
            *p++ = '"';
        } else {
            const char *d = w_decimal(PyList_GET_ITEM(value, i), digits);
            memcpy(p, d, (size_t)(digits + 24 - d));
            p += digits + 24 - d;
        }
    }
    *p++ = ']';
    o->len = p - o->buf;
    return 1;
}

/* A non-empty array ``used`` characters into its line, in a container whose entries are at
 * ``level`` (the reference's list branch): 1 written, 0 to be walked (it holds a container), -1
 * on an exception. */
static int
w_array(Out *o, PyObject *value, Py_ssize_t used, long level)
{
    int flags = w_type_flags(value);
    Py_ssize_t n = PyList_GET_SIZE(value);
    if (flags == T_STR || flags == T_INT) {
        int r = w_simple_array(o, value, flags, used);
        if (r != 0)
            return r;
    }
    if (!(flags & T_OTHER)) {
        PyObject *whole = PyObject_CallOneArg(w_conf.dumps, value);
        if (whole == NULL)
            return -1;
        if (!PyBytes_Check(whole)) {
            Py_DECREF(whole);
            return w_raise(PyExc_TypeError, "dumps did not return bytes");
        }
        const char *s = PyBytes_AS_STRING(whole);
        Py_ssize_t len = PyBytes_GET_SIZE(whole);
        if (used + len + n - 1 <= o->width && w_all_ascii(s, len)) {
            if (!(flags & (T_STR | T_NONE))) {
                if ((flags & T_FLOAT) && w_holds_null(s, len)) {
                    Py_DECREF(whole);
                    return w_raise(w_conf.unwritable, "NaN or infinity");
                }
                int r = out_spaced(o, s, len, n - 1);
                Py_DECREF(whole);
                return r < 0 ? -1 : 1;
            }
            if (flags == T_STR && memchr(s, '\\', (size_t)len) == NULL) {
                Py_ssize_t commas = 0;
                for (Py_ssize_t i = 0; i < len; i++)
                    commas += s[i] == ',';
                if (commas == n - 1) {
                    int r = out_spaced(o, s, len, commas);
                    Py_DECREF(whole);
                    return r < 0 ? -1 : 1;
                }
            }
        }
        Py_DECREF(whole);
    } else if (flags & T_NESTED) {
        return 0;
    }
    PyObject *types = PySet_New(NULL);
    if (types == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (PySet_Add(types, (PyObject *)Py_TYPE(PyList_GET_ITEM(value, i))) < 0) {
            Py_DECREF(types);
            return -1;
        }
    }
    long shown = level < w_conf.max_indent ? level : w_conf.max_indent;
    PyObject *text = PyObject_CallFunction(w_conf.scalar_array, "OOnln", value, types, used, shown, o->width);
    Py_DECREF(types);
    if (text == NULL)
        return -1;
    if (text == Py_None) {
        Py_DECREF(text);
        return 0;
    }
    int r = out_put_bytes(o, text);
    Py_DECREF(text);
    return r < 0 ? -1 : 1;
}

/* A streamed value, written by the reference's own Python writer: an empty bytearray as its
 * ``buf`` (what it leaves there follows the text) and this writer as its ``stream``. */
static int
w_streamed(Out *o, PyObject *writer, PyObject *value, int payload)
{
    PyObject *buf = PyByteArray_FromStringAndSize(NULL, 0);
    if (buf == NULL)
        return -1;
    PyObject *r = payload ? PyObject_CallFunctionObjArgs(writer, value, buf, (PyObject *)o, o->on_payload, NULL)
                          : PyObject_CallFunctionObjArgs(writer, value, buf, (PyObject *)o, NULL);
    int ok = -1;
    if (r != NULL) {
        Py_DECREF(r);
        ok = out_put(o, PyByteArray_AS_STRING(buf), PyByteArray_GET_SIZE(buf));
    }
    Py_DECREF(buf);
    return ok;
}

typedef struct {
    PyObject *container; /* a reference */
    Py_ssize_t pos;      /* PyDict_Next's position, or the list's next index */
    int is_dict, first;
} WFrame;

typedef struct {
    WFrame *frames;
    Py_ssize_t n, cap;
} WStack;

static int
w_push(WStack *s, PyObject *container, int is_dict)
{
    WFrame *frames = grow_block(s->frames, &s->cap, s->n, 1, sizeof(WFrame), 64);
    if (frames == NULL)
        return -1;
    s->frames = frames;
    Py_INCREF(container);
    s->frames[s->n++] = (WFrame){container, 0, is_dict, 1};
    return 0;
}

/* One value of a container whose entries are at ``level`` (after its separator and key): its
 * text, or, for a container to walk, its opening bracket and a new frame. */
static int
w_value(Out *o, WStack *s, PyObject *value, PyObject *key, long level)
{
    Py_INCREF(value);
    int r = -1;
    for (;;) {
        PyTypeObject *t = Py_TYPE(value);
        if (t == &PyUnicode_Type) {
            r = w_str(o, value);
        } else if (t == &PyLong_Type) {
            r = w_int(o, value);
        } else if (t == &PyList_Type) {
            if (level >= w_conf.nesting_limit) {
                r = w_too_deep();
            } else if (PyList_GET_SIZE(value) == 0) {
                r = out_put(o, "[]", 2);
            } else {
                Py_ssize_t indent = 2 * (Py_ssize_t)(level < w_conf.max_indent ? level : w_conf.max_indent);
                Py_ssize_t used = indent;
                if (key != NULL) {
                    PyObject *cols = PyDict_GetItemWithError(o->key_cols, key);
                    if (cols == NULL) {
                        if (!PyErr_Occurred())
                            PyErr_SetObject(PyExc_KeyError, key);
                        break;
                    }
                    used += PyLong_AsSsize_t(cols);
                    if (PyErr_Occurred())
                        break;
                }
                r = w_array(o, value, used, level);
                if (r == 0)
                    r = (out_put(o, "[", 1) < 0 || w_push(s, value, 0) < 0) ? -1 : 0;
                else if (r == 1)
                    r = 0;
            }
        } else if (t == &PyDict_Type) {
            if (level >= w_conf.nesting_limit)
                r = w_too_deep();
            else if (PyDict_GET_SIZE(value) == 0)
                r = out_put(o, "{}", 2);
            else
                r = (out_put(o, "{", 1) < 0 || w_push(s, value, 1) < 0) ? -1 : 0;
        } else if (t == &PyFloat_Type) {
            r = isfinite(PyFloat_AS_DOUBLE(value)) ? w_dumps(o, value) : w_raise(w_conf.unwritable, "NaN or infinity");
        } else if (value == Py_None) {
            r = out_put(o, "null", 4);
        } else if (t == &PyBool_Type) {
            r = value == Py_True ? out_put(o, "true", 4) : out_put(o, "false", 5);
        } else if ((PyObject *)t == w_conf.blob) {
            r = w_streamed(o, w_conf.write_blob, value, 1);
        } else if ((PyObject *)t == w_conf.longtext) {
            r = w_streamed(o, w_conf.write_long_text, value, 0);
        } else {
            /* A subclass of a JSON type goes round again as its plain value; anything else raises. */
            PyObject *plain = PyObject_CallOneArg(w_conf.plain, value);
            if (plain == NULL)
                break;
            Py_SETREF(value, plain);
            continue;
        }
        break;
    }
    Py_DECREF(value);
    return r;
}

static int
w_walk(Out *o, PyObject *doc)
{
    WStack s = {NULL, 0, 0};
    int r = w_value(o, &s, doc, NULL, 0);
    while (r == 0 && s.n > 0) {
        WFrame *f = &s.frames[s.n - 1];
        long level = (long)s.n;
        PyObject *key = NULL, *value;
        if (f->is_dict) {
            if (!PyDict_Next(f->container, &f->pos, &key, &value))
                value = NULL;
        } else {
            value = f->pos < PyList_GET_SIZE(f->container) ? PyList_GET_ITEM(f->container, f->pos++) : NULL;
        }
        if (value == NULL) {
            /* the end of the container */
            int is_dict = f->is_dict;
            Py_DECREF(f->container);
            s.n--;
            if (out_newline(o, level - 1, 0) < 0 || out_put(o, is_dict ? "}" : "]", 1) < 0 || out_step(o) < 0)
                r = -1;
            continue;
        }
        int comma = !f->first;
        f->first = 0;
        if (key == NULL) {
            Py_INCREF(value);
            r = out_newline(o, level, comma);
            if (r == 0)
                r = w_value(o, &s, value, NULL, level);
            Py_DECREF(value);
        } else {
            Py_INCREF(key); /* the value's writing may run Python code */
            Py_INCREF(value);
            PyObject *kb = PyDict_GetItemWithError(o->keys, key);
            if (kb != NULL) {
                Py_INCREF(kb);
            } else if (!PyErr_Occurred()) {
                kb = PyObject_CallFunctionObjArgs(w_conf.key_bytes, key, o->keys, o->key_cols, NULL);
            }
            r = -1;
            if (kb != NULL && out_newline(o, level, comma) == 0 && out_put_bytes(o, kb) == 0)
                r = w_value(o, &s, value, key, level);
            Py_XDECREF(kb);
            Py_DECREF(value);
            Py_DECREF(key);
        }
        if (r == 0)
            r = out_step(o);
    }
    for (Py_ssize_t i = 0; i < s.n; i++)
        Py_DECREF(s.frames[i].container);
    PyMem_Free(s.frames);
    return r;
}

/* write(doc, stream, width, on_payload, flush_bytes): the text jsonio._render writes, written the
 * same way; raises what it raises. */
static PyObject *
write_doc(PyObject *self, PyObject *args)
{
    PyObject *doc, *stream, *on_payload;
    Py_ssize_t width, flush;
    if (!PyArg_ParseTuple(args, "O!OnOn", &PyDict_Type, &doc, &stream, &width, &on_payload, &flush))
        return NULL;
    if (w_conf.dumps == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "onnxjson._accel's writer is not configured");
        return NULL;
    }
    Out *o = PyObject_New(Out, &OutType);
    if (o == NULL)
        return NULL;
    o->buf = NULL;
    o->len = o->cap = 0;
    o->flush = flush > 0 ? flush : 1;
    o->width = width;
    o->on_payload = Py_NewRef(on_payload);
    o->keys = PyDict_New();
    o->key_cols = PyDict_New();
    o->write = PyObject_GetAttrString(stream, "write");
    int r = -1;
    if (o->keys != NULL && o->key_cols != NULL && o->write != NULL && w_walk(o, doc) == 0 &&
        out_put(o, "\n", 1) == 0)
        r = out_flush(o);
    Py_DECREF(o);
    if (r < 0)
        return NULL;
    Py_RETURN_NONE;
}


/* ---------------------------------------------------------------------------------------------
 * decode: the twin of the generated decoders of codec/fastdecode.py (codec/_fastgen.py)
 *
 * Driven by tables made once from the descriptors (fastdecode.compiled_tables): the same checks
 * (fields in increasing number order, each singular field once, each repeated field in one run,
 * packed exactly when the descriptor says so and never empty, minimal tags, lengths and varints,
 * no unknown field, no group, depth), the same values, made by the same Python helpers where a
 * value is not a plain int, str or dict (floats, non-UTF-8 text, packed runs, Blob, the readable
 * values of a tensor). Every read is bounds-checked; anything else returns None, and the caller
 * decodes the input again with the reference. Scalar kinds that onnx's messages do not use (bool,
 * sint32/64, fixed and sfixed, unpacked) are not read here either: input holding them is the
 * reference's, so no path of this file goes untested by the package's own messages.
 * ------------------------------------------------------------------------------------------- */

enum { W_VARINT = 0, W_I64 = 1, W_LEN = 2, W_I32 = 5 };
enum {
    K_INT32, K_INT64, K_UINT32, K_UINT64, K_SINT32, K_SINT64, K_BOOL, K_ENUM,
    K_FIXED64, K_SFIXED64, K_DOUBLE, K_FIXED32, K_SFIXED32, K_FLOAT,
    K_STRING, K_BYTES, K_MESSAGE, K_GROUP,
};
static const char *DEC_KIND_NAMES[] = {
    "int32", "int64", "uint32", "uint64", "sint32", "sint64", "bool", "enum",
    "fixed64", "sfixed64", "double", "fixed32", "sfixed32", "float",
    "string", "bytes", "message", "group", NULL,
};

typedef struct {
    unsigned long key;  /* the tag this field is read under (LEN when packed) */
    long number;
    int kind, wire, repeated, packed, text;
    Py_ssize_t message;  /* index of the message type, for K_MESSAGE */
    PyObject *name;      /* the document key */
    PyObject *kind_name; /* for the Python helpers */
    PyObject *enum_table; /* number -> name, or NULL */
    int oneof;            /* the bit of its oneof in the message (0 to 63), or -1 */
} DField;

typedef struct {
    Py_ssize_t nfields;
    DField *fields;
    int tensor; /* TensorProto: readable values after it */
} DMessage;

typedef struct {
    Py_ssize_t nmessages;
    DMessage *messages;
    PyObject *helpers; /* (f32, f64, text, Blob, packed_varints, packed_fixed) */
} Tables;

static void
dec_tables_free(PyObject *capsule)
{
    Tables *t = PyCapsule_GetPointer(capsule, "onnxjson._accel.tables");
    if (t == NULL)
        return;
    for (Py_ssize_t m = 0; m < t->nmessages; m++) {
        DMessage *msg = &t->messages[m];
        for (Py_ssize_t i = 0; i < msg->nfields; i++) {
            Py_XDECREF(msg->fields[i].name);
            Py_XDECREF(msg->fields[i].kind_name);
            Py_XDECREF(msg->fields[i].enum_table);
        }
        PyMem_Free(msg->fields);
    }
    PyMem_Free(t->messages);
    Py_XDECREF(t->helpers);
    PyMem_Free(t);
}

/* tables(messages, helpers): messages is a list of (is_tensor, [field tuples]); a field tuple is
 * (name, number, kind, wire_type, repeated, packed, text, message_index, enum_table_or_None,
 * oneof_index_or_-1). */
static PyObject *
dec_make_tables(PyObject *self, PyObject *args)
{
    PyObject *messages, *helpers;
    if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &messages, &PyTuple_Type, &helpers))
        return NULL;
    if (PyTuple_GET_SIZE(helpers) != 6) {
        PyErr_SetString(PyExc_ValueError, "six helpers expected");
        return NULL;
    }
    Tables *t = NULL;
    PyObject *capsule = new_table_capsule(sizeof(Tables), "onnxjson._accel.tables", dec_tables_free, (void **)&t);
    if (capsule == NULL)
        return NULL;
    Py_INCREF(helpers);
    t->helpers = helpers;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = new_items(n, sizeof(DMessage));
    if (t->messages == NULL) {
        Py_DECREF(capsule);
        return NULL;
    }
    t->nmessages = n;
    for (Py_ssize_t m = 0; m < n; m++) {
        PyObject *spec = PyList_GET_ITEM(messages, m);
        int tensor;
        PyObject *fields;
        if (!PyArg_ParseTuple(spec, "pO!", &tensor, &PyList_Type, &fields))
            goto error;
        DMessage *msg = &t->messages[m];
        msg->tensor = tensor;
        Py_ssize_t nf = PyList_GET_SIZE(fields);
        msg->fields = new_items(nf, sizeof(DField));
        if (msg->fields == NULL)
            goto error;
        msg->nfields = nf;
        for (Py_ssize_t i = 0; i < nf; i++) {
            DField *f = &msg->fields[i];
            PyObject *name, *kind, *table;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(fields, i), "UlUipppnOi", &name, &f->number, &kind, &f->wire,
                                  &f->repeated, &f->packed, &f->text, &f->message, &table, &f->oneof))
                goto error;
            if (f->oneof < -1 || f->oneof > 63 || (f->oneof >= 0 && f->repeated)) {
                PyErr_SetString(PyExc_ValueError, "a oneof the compiled decoder does not know");
                goto error;
            }
            f->kind = -1;
            for (int k = 0; DEC_KIND_NAMES[k] != NULL; k++) {
                if (PyUnicode_CompareWithASCIIString(kind, DEC_KIND_NAMES[k]) == 0)
                    f->kind = k;
            }
            if (f->kind < 0 || f->number <= 0 || f->number >= (1L << 29) ||
                (f->kind == K_MESSAGE && (f->message < 0 || f->message >= n))) {
                PyErr_SetString(PyExc_ValueError, "a field the compiled decoder does not know");
                goto error;
            }
            f->key = ((unsigned long)f->number << 3) | (unsigned long)(f->packed ? W_LEN : f->wire);
            Py_INCREF(name);
            f->name = name;
            Py_INCREF(kind);
            f->kind_name = kind;
            if (table != Py_None) {
                if (!PyDict_Check(table)) {
                    PyErr_SetString(PyExc_TypeError, "an enum table is a dict");
                    goto error;
                }
                Py_INCREF(table);
                f->enum_table = table;
            }
        }
    }
    return capsule;
error:
    Py_DECREF(capsule);
    return NULL;
}

typedef struct {
    const unsigned char *buf;
    PyObject *data;    /* the object sliced for Blob values and helpers */
    PyObject *context; /* FastOptions: src, readable() */
    PyObject *src;
    Tables *t;
    long maxd;
    int readable;
} Dec;

/* A varint at *pos (before end): 1 and the value (masked to 64 bits) and its byte count, 0 when
 * truncated or longer than ten bytes. */
static int
dec_read_varint(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, unsigned long long *value, int *count)
{
    unsigned long long result = 0;
    int shift = 0;
    Py_ssize_t p = *pos;
    for (int i = 0; i < 10; i++) {
        if (p >= end)
            return 0;
        unsigned char b = buf[p++];
        if (shift < 64)
            result |= (unsigned long long)(b & 0x7F) << shift;
        shift += 7;
        if (b < 0x80) {
            *value = result;
            *count = (int)(p - *pos);
            *pos = p;
            return 1;
        }
    }
    return 0;
}

static int
dec_varint_len(unsigned long long v)
{
    int n = 1;
    while (v >= 0x80) {
        v >>= 7;
        n++;
    }
    return n;
}

/* A minimal length varint (at most five bytes): -1 when it is not. */
static Py_ssize_t
dec_read_length(Dec *d, Py_ssize_t *pos, Py_ssize_t end)
{
    unsigned long long n;
    int count;
    if (*pos >= end)
        return -1;
    if (d->buf[*pos] < 0x80) {
        return d->buf[(*pos)++];
    }
    if (!dec_read_varint(d->buf, pos, end, &n, &count))
        return -1;
    if (count != dec_varint_len(n) || count > 5)
        return -1;
    return (Py_ssize_t)n;
}

/* The canonical varint of ``kind`` at *pos as a Python value: NOT_MINE when it is not canonical
 * (or malformed), NULL on an exception. */
static PyObject *
dec_varint_value(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end)
{
    unsigned long long raw;
    int count;
    Py_ssize_t start = *pos;
    if (!dec_read_varint(d->buf, pos, end, &raw, &count))
        return NOT_MINE;
    if (count != dec_varint_len(raw) || (count == 10 && d->buf[start + 9] != 1))
        return NOT_MINE;
    PyObject *v;
    switch (f->kind) {
    case K_INT64:
        v = PyLong_FromLongLong((long long)raw);
        break;
    case K_UINT64:
        v = PyLong_FromUnsignedLongLong(raw);
        break;
    case K_INT32:
    case K_ENUM: {
        long long value = (long long)(int32_t)(uint32_t)(raw & 0xFFFFFFFFULL);
        if ((unsigned long long)value != raw)
            return NOT_MINE;
        v = PyLong_FromLongLong(value);
        break;
    }
    case K_UINT32:
        if (raw > 0xFFFFFFFFULL)
            return NOT_MINE;
        v = PyLong_FromUnsignedLongLong(raw);
        break;
    default:
        return NOT_MINE;
    }
    if (v != NULL && f->enum_table != NULL) {
        PyObject *name = PyDict_GetItemWithError(f->enum_table, v);
        if (name != NULL) {
            Py_INCREF(name);
            Py_SETREF(v, name);
        } else if (PyErr_Occurred()) {
            Py_CLEAR(v);
        } else if (f->kind == K_ENUM) {
            /* a closed enum's unknown value is an unknown field to protobuf: the reference's */
            Py_DECREF(v);
            return NOT_MINE;
        }
    }
    return v;
}

static PyObject *
dec_slice(Dec *d, Py_ssize_t start, Py_ssize_t stop)
{
    return PySequence_GetSlice(d->data, start, stop);
}

static PyObject *
dec_call_on_slice(Dec *d, int helper, Py_ssize_t start, Py_ssize_t stop)
{
    PyObject *piece = dec_slice(d, start, stop);
    if (piece == NULL)
        return NULL;
    PyObject *v = PyObject_CallOneArg(PyTuple_GET_ITEM(d->t->helpers, helper), piece);
    Py_DECREF(piece);
    return v;
}

static PyObject *dec_message(Dec *d, Py_ssize_t m, Py_ssize_t pos, Py_ssize_t end, long depth);

/* One element of ``f`` at *pos: a new reference, NOT_MINE, or NULL on an exception. */
static PyObject *
dec_value(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end, long depth)
{
    const unsigned char *buf = d->buf;
    if (f->wire == W_VARINT)
        return dec_varint_value(d, f, pos, end);
    if (f->wire == W_I32 || f->wire == W_I64) {
        Py_ssize_t width = f->wire == W_I32 ? 4 : 8;
        Py_ssize_t start = *pos;
        if (width > end - start)
            return NOT_MINE;
        *pos = start + width;
        if (f->kind == K_FLOAT)
            return dec_call_on_slice(d, 0, start, start + 4);
        if (f->kind == K_DOUBLE)
            return dec_call_on_slice(d, 1, start, start + 8);
        return NOT_MINE;
    }
    if (f->wire != W_LEN)
        return NOT_MINE;
    Py_ssize_t n = dec_read_length(d, pos, end);
    if (n < 0 || n > end - *pos)
        return NOT_MINE;
    Py_ssize_t start = *pos, stop = *pos + n;
    *pos = stop;
    if (f->kind == K_MESSAGE)
        return dec_message(d, f->message, start, stop, depth + 1);
    if (f->kind == K_STRING || f->text) {
        PyObject *s = PyUnicode_DecodeUTF8((const char *)buf + start, n, NULL);
        if (s != NULL || !PyErr_ExceptionMatches(PyExc_UnicodeDecodeError))
            return s;
        PyErr_Clear();
        return dec_call_on_slice(d, 2, start, stop);
    }
    if (f->kind == K_BYTES) {
        PyObject *piece = dec_slice(d, start, stop);
        if (piece == NULL)
            return NULL;
        PyObject *offset = PyLong_FromSsize_t(start);
        if (offset == NULL) {
            Py_DECREF(piece);
            return NULL;
        }
        PyObject *blob = PyObject_CallFunctionObjArgs(PyTuple_GET_ITEM(d->t->helpers, 3), piece, d->src, offset, NULL);
        Py_DECREF(piece);
        Py_DECREF(offset);
        return blob;
    }
    return NOT_MINE;
}

static PyObject *
dec_packed(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end)
{
    Py_ssize_t n = dec_read_length(d, pos, end);
    if (n <= 0 || n > end - *pos)
        return NOT_MINE;  /* a packed run is never empty */
    Py_ssize_t start = *pos, stop = *pos + n;
    *pos = stop;
    PyObject *v;
    if (f->wire == W_VARINT) {
        v = PyObject_CallFunction(PyTuple_GET_ITEM(d->t->helpers, 4), "OnnOO", d->data, start, stop, f->kind_name,
                                  f->enum_table != NULL ? f->enum_table : Py_None);
    } else {
        PyObject *piece = dec_slice(d, start, stop);
        if (piece == NULL)
            return NULL;
        v = PyObject_CallFunction(PyTuple_GET_ITEM(d->t->helpers, 5), "OOi", piece, f->kind_name,
                                  f->wire == W_I32 ? 4 : 8);
        Py_DECREF(piece);
    }
    if (v == Py_None) {
        Py_DECREF(v);
        return NOT_MINE;
    }
    return v;
}

static PyObject *
dec_message(Dec *d, Py_ssize_t m, Py_ssize_t pos, Py_ssize_t end, long depth)
{
    if (depth > d->maxd)
        return NOT_MINE;
    const DMessage *msg = &d->t->messages[m];
    const unsigned char *buf = d->buf;
    PyObject *doc = PyDict_New();
    if (doc == NULL)
        return NULL;
    long last = 0;
    unsigned long long oneofs = 0; /* the oneofs a member was read of: a second member is the reference's */
    PyObject *run = NULL; /* borrowed: the list of the repeated field being read */
    Py_ssize_t hint = 0;
    while (pos < end) {
        unsigned long key = buf[pos];
        if (key < 128) {
            pos += 1;
        } else {
            if (pos + 1 >= end)
                goto not_mine;
            unsigned long k2 = buf[pos + 1];
            if (k2 >= 128 || k2 == 0)
                goto not_mine;
            key = (key & 127) | (k2 << 7);
            pos += 2;
        }
        const DField *f = NULL;
        for (Py_ssize_t i = 0; i < msg->nfields; i++) {
            Py_ssize_t j = (hint + i) % msg->nfields;
            if (msg->fields[j].key == key && msg->fields[j].kind != K_GROUP) {
                f = &msg->fields[j];
                hint = j;
                break;
            }
        }
        if (f == NULL)
            goto not_mine;
        long num = f->number;
        PyObject *v;
        if (f->packed) {
            if (last >= num)
                goto not_mine;
            last = num;
            v = dec_packed(d, f, &pos, end);
            if (v == NULL)
                goto error;
            if (v == NOT_MINE)
                goto not_mine;
            if (PyDict_SetItem(doc, f->name, v) < 0) {
                Py_DECREF(v);
                goto error;
            }
            Py_DECREF(v);
            continue;
        }
        if (f->repeated) {
            if (last != num) {
                if (last > num)
                    goto not_mine;
                last = num;
                run = PyList_New(0);
                if (run == NULL)
                    goto error;
                if (PyDict_SetItem(doc, f->name, run) < 0) {
                    Py_DECREF(run);
                    goto error;
                }
                Py_DECREF(run); /* the document holds it */
            }
            v = dec_value(d, f, &pos, end, depth);
            if (v == NULL)
                goto error;
            if (v == NOT_MINE)
                goto not_mine;
            if (PyList_Append(run, v) < 0) {
                Py_DECREF(v);
                goto error;
            }
            Py_DECREF(v);
            continue;
        }
        if (last >= num)
            goto not_mine;
        last = num;
        if (f->oneof >= 0) {
            if (oneofs & (1ULL << f->oneof))
                goto not_mine;
            oneofs |= 1ULL << f->oneof;
        }
        v = dec_value(d, f, &pos, end, depth);
        if (v == NULL)
            goto error;
        if (v == NOT_MINE)
            goto not_mine;
        if (PyDict_SetItem(doc, f->name, v) < 0) {
            Py_DECREF(v);
            goto error;
        }
        Py_DECREF(v);
    }
    if (msg->tensor && d->readable) {
        PyObject *r = PyObject_CallMethod(d->context, "readable", "O", doc);
        if (r == NULL)
            goto error;
        Py_DECREF(r);
    }
    return doc;
not_mine:
    Py_DECREF(doc);
    return NOT_MINE;
error:
    Py_DECREF(doc);
    return NULL;
}

/* The message ``index`` read from bytes ``start``..``stop`` of ``data`` (``whole``: all of it) at
 * nesting ``depth``: the document, or None (not canonical). decode and decode_range. */
static PyObject *
dec_entry(PyObject *capsule, Py_ssize_t index, PyObject *data, PyObject *context, long maxd, int readable,
          Py_ssize_t start, Py_ssize_t stop, long depth, int whole)
{
    Tables *t = PyCapsule_GetPointer(capsule, "onnxjson._accel.tables");
    if (t == NULL)
        return NULL;
    if (index < 0 || index >= t->nmessages) {
        PyErr_SetString(PyExc_IndexError, "no such message type");
        return NULL;
    }
    if (depth < 1) {
        PyErr_SetString(PyExc_ValueError, "decode_range: depth starts at 1");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    if (whole)
        stop = view.len;
    if (start < 0 || stop > view.len || start > stop) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "decode_range: the range is outside the buffer");
        return NULL;
    }
    PyObject *src = PyObject_GetAttrString(context, "src");
    if (src == NULL) {
        PyBuffer_Release(&view);
        return NULL;
    }
    Dec d = {view.buf, data, context, src, t, maxd, readable};
    PyObject *doc = dec_message(&d, index, start, stop, depth);
    Py_DECREF(src);
    PyBuffer_Release(&view);
    if (doc == NOT_MINE)
        Py_RETURN_NONE;
    return doc;
}

/* decode(tables, index, data, context, maxd, readable): the document, or None (not canonical). */
static PyObject *
dec_decode(PyObject *self, PyObject *args)
{
    PyObject *capsule, *data, *context;
    Py_ssize_t index;
    long maxd;
    int readable;
    if (!PyArg_ParseTuple(args, "OnOOlp", &capsule, &index, &data, &context, &maxd, &readable))
        return NULL;
    return dec_entry(capsule, index, data, context, maxd, readable, 0, 0, 1, 1);
}


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
static PyObject *
float32_batch(PyObject *self, PyObject *args)
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

/* ---------------------------------------------------------------------------------------------
 * encode: the twin of the generated fast encoders of codec/fastencode.py (codec/_fastenc.py)
 *
 * Driven by tables made once from the descriptors (codec/compiled.py, enc_tables): a document
 * message (a dict) becomes its canonical wire bytes, field by field in the generated functions'
 * order, with their tests: exact types (dict, list, str, int, float; never a subclass), integers in
 * their kind's range, enum names from the enum's table, finite floats that fit, UTF-8 text, no key
 * that is not a field, nesting below the depth bound. Values the C code does not make itself go to
 * the same Python helpers the generated code calls (float32_from_doc and double_from_doc for any
 * value but an exact float, b64decode for base64 that is not plain standard base64,
 * data_type_number, values_to_raw for readable values other than exact floats, ints and bools of
 * the common types): a ValueError from one is "not mine", as it is there. A message it does not
 * take (0 below) is handed to ``slow`` (the reference, _FastContext.slow) exactly where a generated
 * function returns None and its parent calls slow; its bytes are put in place. Kinds that onnx's
 * messages do not use (bool, sint32/64, fixed and sfixed) are never taken.
 *
 * The length of a nested message is not known before it is written: five bytes are kept for it
 * (a gap), the length is written into the first of them when the message is done, and the bytes
 * are moved over the unused rest once, at the end (no copy per level of nesting). Every value the
 * pass holds while Python code may run is a reference of its own; lists are re-measured at each
 * element.
 *
 * check(), the twin of the generated checkers (validate's encoder stage, encode.check_message), is
 * this same pass with ``check`` set: every test made, every helper called, every message handed
 * to ``slow`` as when encoding, and no byte written (the writing steps below return at once: no
 * buffer, gaps or lengths; plain base64 measured, not decoded; readable values tested, not
 * packed). It answers True where encode gives bytes. So each rule on a field is written once.
 *
 * A message's fields are found by one walk of its dict: each key (an exact str) is looked up in
 * the message's table of field names (by_name), and the values are then taken in field order, as
 * the generated functions take them. A document object holds a few of its message's many fields,
 * so this is a lookup per key present instead of one per field; and a key that is the very object
 * found equal to a field's name before (the JSON reader gives the same str object for the same
 * short key) is that field without a lookup: the tables keep a reference to the last such object
 * of each field (seen). The answer is the same: field names are distinct exact strs, and an exact
 * str equals (and hashes as) only what it equals the other way round; a dict holding a key that is
 * not an exact str, or more keys than its message has fields, is walked field by field (a lookup
 * each, as the generated functions look them up). The values are held (a reference each) while the
 * fields are taken: helpers and ``slow`` are Python code.
 * ------------------------------------------------------------------------------------------- */

typedef struct {
    PyObject *name;       /* the document key */
    int kind, wire, repeated, packed, text;
    Py_ssize_t message;   /* index of the message type, for K_MESSAGE */
    PyObject *enum_names; /* name -> number, or NULL */
    unsigned char tag[5];
    int tag_len;
    Py_ssize_t owner;     /* index of the message type the field is of (for payload(), "pieces" below) */
} EField;

typedef struct {
    PyObject *name; /* the message type's name, for slow() */
    Py_ssize_t nfields;
    EField *fields;
    PyObject *by_name; /* field name -> position (a dict), for the walk of a document's keys */
    PyObject **seen;   /* per field: the last key object found equal to its name (a reference), or NULL */
} EMessage;

enum { EH_F32, EH_F64, EH_B64, EH_DTYPE, EH_VALUES, EH_COUNT };

typedef struct {
    Py_ssize_t nmessages;
    EMessage *messages;
    PyObject *helpers;    /* (float32_from_doc, double_from_doc, b64decode, data_type_number, values_to_raw) */
    PyObject *data_types; /* data type name -> number */
    PyObject *values_key, *data_type_key;
    Py_ssize_t big;       /* base64 texts and readable payloads from this size on are the reference's */
} ETables;

#define ENC_CAPSULE "onnxjson._accel.enc_tables"

static void
enc_tables_free(PyObject *capsule)
{
    ETables *t = PyCapsule_GetPointer(capsule, ENC_CAPSULE);
    if (t == NULL)
        return;
    for (Py_ssize_t m = 0; m < t->nmessages; m++) {
        EMessage *msg = &t->messages[m];
        for (Py_ssize_t i = 0; i < msg->nfields; i++) {
            Py_XDECREF(msg->fields[i].name);
            Py_XDECREF(msg->fields[i].enum_names);
            if (msg->seen != NULL)
                Py_XDECREF(msg->seen[i]);
        }
        Py_XDECREF(msg->name);
        Py_XDECREF(msg->by_name);
        PyMem_Free(msg->fields);
        PyMem_Free(msg->seen);
    }
    PyMem_Free(t->messages);
    Py_XDECREF(t->helpers);
    Py_XDECREF(t->data_types);
    Py_XDECREF(t->values_key);
    Py_XDECREF(t->data_type_key);
    PyMem_Free(t);
}

/* enc_tables(messages, helpers, data_types, big): messages is a list of (name, [field tuples]); a
 * field tuple is (name, number, kind, wire_type, repeated, packed, text, message_index,
 * enum_names_or_None), in the order the fields are written (groups left out). */
static PyObject *
enc_tables(PyObject *self, PyObject *args)
{
    PyObject *messages, *helpers, *data_types;
    Py_ssize_t big;
    if (!PyArg_ParseTuple(args, "O!O!O!n", &PyList_Type, &messages, &PyTuple_Type, &helpers, &PyDict_Type,
                          &data_types, &big))
        return NULL;
    if (PyTuple_GET_SIZE(helpers) != EH_COUNT) {
        PyErr_SetString(PyExc_ValueError, "five helpers expected");
        return NULL;
    }
    ETables *t = NULL;
    PyObject *capsule = new_table_capsule(sizeof(ETables), ENC_CAPSULE, enc_tables_free, (void **)&t);
    if (capsule == NULL)
        return NULL;
    Py_INCREF(helpers);
    t->helpers = helpers;
    Py_INCREF(data_types);
    t->data_types = data_types;
    t->big = big;
    t->values_key = PyUnicode_InternFromString("values");
    t->data_type_key = PyUnicode_InternFromString("data_type");
    if (t->values_key == NULL || t->data_type_key == NULL)
        goto error;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = new_items(n, sizeof(EMessage));
    if (t->messages == NULL)
        goto error;
    t->nmessages = n;
    for (Py_ssize_t m = 0; m < n; m++) {
        PyObject *name, *fields;
        if (!PyArg_ParseTuple(PyList_GET_ITEM(messages, m), "UO!", &name, &PyList_Type, &fields))
            goto error;
        EMessage *msg = &t->messages[m];
        Py_INCREF(name);
        msg->name = name;
        Py_ssize_t nf = PyList_GET_SIZE(fields);
        msg->fields = new_items(nf, sizeof(EField));
        if (msg->fields == NULL)
            goto error;
        msg->nfields = nf;
        msg->seen = new_items(nf, sizeof(PyObject *));
        msg->by_name = PyDict_New();
        if (msg->seen == NULL || msg->by_name == NULL)
            goto error;
        for (Py_ssize_t i = 0; i < nf; i++) {
            EField *f = &msg->fields[i];
            PyObject *key, *kind, *table;
            long number;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(fields, i), "UlUipppnO", &key, &number, &kind, &f->wire,
                                  &f->repeated, &f->packed, &f->text, &f->message, &table))
                goto error;
            f->kind = -1;
            f->owner = m;
            for (int k = 0; DEC_KIND_NAMES[k] != NULL; k++) {
                if (PyUnicode_CompareWithASCIIString(kind, DEC_KIND_NAMES[k]) == 0)
                    f->kind = k;
            }
            if (f->kind < 0 || f->kind == K_GROUP || number <= 0 || number >= (1L << 29) ||
                (f->kind == K_MESSAGE && (f->message < 0 || f->message >= n)) ||
                (table != Py_None && !PyDict_Check(table))) {
                PyErr_SetString(PyExc_ValueError, "a field the compiled encoder does not know");
                goto error;
            }
            unsigned long long tag = ((unsigned long long)number << 3) | (unsigned)(f->packed ? W_LEN : f->wire);
            f->tag_len = 0;
            while (tag >= 0x80) {
                f->tag[f->tag_len++] = (unsigned char)(tag | 0x80);
                tag >>= 7;
            }
            f->tag[f->tag_len++] = (unsigned char)tag;
            Py_INCREF(key);
            PyUnicode_InternInPlace(&key); /* the reference is ours now, interned or not */
            f->name = key;
            if (table != Py_None) {
                Py_INCREF(table);
                f->enum_names = table;
            }
            PyObject *at = PyLong_FromSsize_t(i);
            if (at == NULL || PyDict_SetItem(msg->by_name, key, at) < 0) {
                Py_XDECREF(at);
                goto error;
            }
            Py_DECREF(at);
        }
    }
    return capsule;
error:
    Py_DECREF(capsule);
    return NULL;
}

typedef struct {
    Py_ssize_t pos;     /* where the five bytes kept for a length start */
    Py_ssize_t waste;   /* how many of them the length left unused */
    Py_ssize_t outside; /* the encoder's ``outside`` when the gap was opened */
} Gap;

/* A payload written outside the buffer: see the section "pieces" below. */
typedef struct PcsPiece PcsPiece;

typedef struct {
    unsigned char *buf;
    Py_ssize_t len, cap;
    Gap *gaps;
    Py_ssize_t ngaps, gapcap;
    Py_ssize_t wasted; /* unused bytes of the gaps closed so far */
    const ETables *t;
    PyObject *slow;
    long maxd;
    /* Only for encode_pieces (section "pieces"); NULL and 0 for encode. */
    PyObject *payload;  /* payload(ref, message, owner, field) for a payload reference */
    PcsPiece *pieces;   /* the payloads placed so far, in buffer order */
    Py_ssize_t npieces, piececap;
    Py_ssize_t outside; /* their bytes: in the output (and the lengths), not in buf */
    int check;          /* check only (validate's encoder stage): the tests made, no byte written */
} Enc;

typedef struct {
    Py_ssize_t len, ngaps, wasted, npieces, outside;
} EMark;

static void pcs_drop(Enc *e, Py_ssize_t keep);
static int pcs_payload(Enc *e, const EField *f, PyObject *doc, PyObject *ref);

#define ENC_GAP_BYTES 5
/* The steps of the pass taken inline (for check: a test of ``check`` where a call was). */
#if defined(__GNUC__)
#define ENC_HOT static inline __attribute__((always_inline))
#else
#define ENC_HOT static inline
#endif
/* A length is at most 2**35 - 1 in five bytes; the output of protobuf is below 2 GiB anyway. */
#define ENC_MAX_GAP_LENGTH ((Py_ssize_t)1 << 34)

static EMark
enc_mark(const Enc *e)
{
    EMark m = {e->len, e->ngaps, e->wasted, e->npieces, e->outside};
    return m;
}

static void
enc_restore(Enc *e, EMark m)
{
    e->len = m.len;
    e->ngaps = m.ngaps;
    e->wasted = m.wasted;
    pcs_drop(e, m.npieces);
    e->outside = m.outside;
}

static int
enc_room(Enc *e, Py_ssize_t more)
{
    if (e->buf != NULL && more <= e->cap - e->len)
        return 0;
    unsigned char *buf = grow_block(e->buf, &e->cap, e->len, more, 1, 4096);
    if (buf == NULL)
        return -1;
    e->buf = buf;
    return 0;
}

ENC_HOT int
enc_put(Enc *e, const void *data, Py_ssize_t n)
{
    if (e->check)
        return 0;
    if (enc_room(e, n) < 0)
        return -1;
    if (n > 0)
        memcpy(e->buf + e->len, data, (size_t)n);
    e->len += n;
    return 0;
}

ENC_HOT int
enc_varint(Enc *e, unsigned long long v)
{
    if (e->check)
        return 0;
    if (enc_room(e, 10) < 0)
        return -1;
    unsigned char *p = e->buf + e->len;
    while (v >= 0x80) {
        *p++ = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    *p++ = (unsigned char)v;
    e->len = p - e->buf;
    return 0;
}

/* Keep five bytes for a length: the index of the gap (0 when checking), or -1 on an exception. */
static Py_ssize_t
enc_open_gap(Enc *e)
{
    if (e->check)
        return 0;
    Gap *gaps = grow_block(e->gaps, &e->gapcap, e->ngaps, 1, sizeof(Gap), 256);
    if (gaps == NULL)
        return -1;
    e->gaps = gaps;
    if (enc_room(e, ENC_GAP_BYTES) < 0)
        return -1;
    Py_ssize_t g = e->ngaps++;
    e->gaps[g].pos = e->len;
    e->gaps[g].waste = 0;
    e->gaps[g].outside = e->outside;
    e->len += ENC_GAP_BYTES;
    return g;
}

/* Write the length of what follows gap ``g`` (opened when e->wasted was ``wasted``): 0, or -1. */
static int
enc_close_gap(Enc *e, Py_ssize_t g, Py_ssize_t wasted)
{
    if (e->check)
        return 0;
    Gap *gap = &e->gaps[g];
    Py_ssize_t n = e->len - (gap->pos + ENC_GAP_BYTES) - (e->wasted - wasted) + (e->outside - gap->outside);
    if (n < 0 || n >= ENC_MAX_GAP_LENGTH) {
        PyErr_SetString(PyExc_OverflowError, "a message too long for the compiled encoder");
        return -1;
    }
    unsigned long long v = (unsigned long long)n;
    unsigned char *p = e->buf + gap->pos;
    int k = 0;
    while (v >= 0x80) {
        p[k++] = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    p[k++] = (unsigned char)v;
    gap->waste = ENC_GAP_BYTES - k;
    e->wasted += gap->waste;
    return 0;
}

/* Put the bytes of a bytes-like result of a helper, after their length when ``prefixed``. */
static int
enc_put_result(Enc *e, PyObject *data, int prefixed)
{
    if (e->check)
        return 0;
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return -1;
    int bad = (prefixed && enc_varint(e, (unsigned long long)view.len) < 0) || enc_put(e, view.buf, view.len) < 0;
    PyBuffer_Release(&view);
    return bad ? -1 : 0;
}

/* helper(value): a new reference; NOT_MINE for a ValueError (the generated code's "return None"). */
static PyObject *
enc_call(const Enc *e, int helper, PyObject *value)
{
    PyObject *r = PyObject_CallOneArg(PyTuple_GET_ITEM(e->t->helpers, helper), value);
    if (r == NULL && PyErr_ExceptionMatches(PyExc_ValueError)) {
        PyErr_Clear();
        return NOT_MINE;
    }
    return r;
}

/* The 64 bits a varint of ``kind`` carries for the exact int ``x``: 1, 0 (not mine), -1. */
static int
enc_int(PyObject *x, int kind, unsigned long long *out)
{
    if (!PyLong_CheckExact(x))
        return 0;
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(x, &overflow);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (overflow) {
        if (kind != K_UINT64 || overflow < 0)
            return 0;
        unsigned long long u = PyLong_AsUnsignedLongLong(x);
        if (u == (unsigned long long)-1 && PyErr_Occurred()) {
            if (!PyErr_ExceptionMatches(PyExc_OverflowError))
                return -1;
            PyErr_Clear();
            return 0;
        }
        *out = u;
        return 1;
    }
    switch (kind) {
    case K_INT32:
    case K_ENUM:
        if (v < -2147483648LL || v > 2147483647LL)
            return 0;
        break;
    case K_UINT32:
        if (v < 0 || v > 4294967295LL)
            return 0;
        break;
    case K_INT64:
        break;
    case K_UINT64:
        if (v < 0)
            return 0;
        break;
    default:
        return 0;
    }
    *out = (unsigned long long)v;
    return 1;
}

/* A float element (kind K_FLOAT or K_DOUBLE) without tag: 1, 0 (not mine), -1. */
static int
enc_float(Enc *e, int kind, PyObject *x)
{
    if (PyFloat_CheckExact(x)) {
        double d = PyFloat_AS_DOUBLE(x);
        unsigned char b[8];
        if (!isfinite(d))
            return 0; /* the helper's ValueError: NaN and infinities are strings in documents */
        if (kind == K_FLOAT) {
            if (PyFloat_Pack4(d, (char *)b, 1) < 0) {
                if (!PyErr_ExceptionMatches(PyExc_OverflowError))
                    return -1;
                PyErr_Clear();
                return 0;
            }
            return enc_put(e, b, 4) < 0 ? -1 : 1;
        }
        if (PyFloat_Pack8(d, (char *)b, 1) < 0)
            return -1;
        return enc_put(e, b, 8) < 0 ? -1 : 1;
    }
    PyObject *data = enc_call(e, kind == K_FLOAT ? EH_F32 : EH_F64, x);
    if (data == NULL)
        return -1;
    if (data == NOT_MINE)
        return 0;
    int bad = enc_put_result(e, data, 0);
    Py_DECREF(data);
    return bad ? -1 : 1;
}

/* A str whose kind and length can be read (every str but the legacy ones of the old C API is). */
static int
enc_ready(PyObject *x)
{
#if PY_VERSION_HEX < 0x030C0000
    return PyUnicode_READY(x);
#else
    (void)x;
    return 0;
#endif
}

/* UTF-8 text with its length: 1, 0 (a lone surrogate: not mine), -1. */
static int
enc_text(Enc *e, PyObject *x)
{
    if (enc_ready(x) < 0)
        return -1;
    if (PyUnicode_IS_ASCII(x)) {
        Py_ssize_t n = PyUnicode_GET_LENGTH(x);
        return (enc_varint(e, (unsigned long long)n) < 0 || enc_put(e, PyUnicode_DATA(x), n) < 0) ? -1 : 1;
    }
    PyObject *data = PyUnicode_AsUTF8String(x);
    if (data == NULL) {
        if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
            return -1;
        PyErr_Clear();
        return 0;
    }
    int bad = enc_varint(e, (unsigned long long)PyBytes_GET_SIZE(data)) < 0 ||
              enc_put(e, PyBytes_AS_STRING(data), PyBytes_GET_SIZE(data)) < 0;
    Py_DECREF(data);
    return bad ? -1 : 1;
}

/* Plain standard base64 (ASCII, the standard alphabet, then only "="s, a possible length) decoded
 * with its length, as values.b64decode decodes it (bits beyond the last byte are dropped, as
 * binascii does; when checking, only measured), by the base64 section's scan and decoder: 1, 2
 * when the text is not plain (the helper decides), -1. */
static int
enc_plain_base64(Enc *e, PyObject *x)
{
    if (enc_ready(x) < 0)
        return -1;
    if (!PyUnicode_IS_ASCII(x))
        return 2;
    const unsigned char *s = PyUnicode_DATA(x);
    Py_ssize_t n = PyUnicode_GET_LENGTH(x);
    while (n > 0 && s[n - 1] == '=')
        n--;
    if (n % 4 == 1 || b64_alphabet_run(s, n) < n)
        return 2;
    if (e->check)
        return 1;
    Py_ssize_t quads = n / 4, rest = n % 4;
    Py_ssize_t size = quads * 3 + (rest ? rest - 1 : 0);
    if (enc_varint(e, (unsigned long long)size) < 0 || enc_room(e, size) < 0)
        return -1;
    unsigned char *out = e->buf + e->len;
    b64_decode_run(s, quads, out); /* every character is in the alphabet: it cannot fail */
    if (rest) {
        const unsigned char *t = s + quads * 4;
        uint32_t v = b64_dec[0][t[0]] | b64_dec[1][t[1]] | (rest == 3 ? b64_dec[2][t[2]] : 0);
        out[quads * 3] = (unsigned char)(v >> 16);
        if (rest == 3)
            out[quads * 3 + 1] = (unsigned char)(v >> 8);
    }
    e->len += size;
    return 1;
}

/* Readable values of the common types written in C with their length (values_to_raw's bytes, of
 * which there are *size; when checking, each is packed into a scratch block, to be tested, and
 * nothing written): 1, 2 when an element (or the type) is not one the C code writes (values_to_raw
 * decides), -1. */
static int
enc_plain_values(Enc *e, long dtype, PyObject *values, Py_ssize_t *size_out)
{
    int width;
    switch (dtype) {
    case 1: case 6: case 12: width = 4; break;  /* FLOAT, INT32, UINT32 */
    case 11: case 7: case 13: width = 8; break; /* DOUBLE, INT64, UINT64 */
    case 10: case 4: case 5: width = 2; break;  /* FLOAT16, UINT16, INT16 */
    case 2: case 3: case 9: width = 1; break;   /* UINT8, INT8, BOOL */
    default: return 2;
    }
    Py_ssize_t n = PyList_GET_SIZE(values);
    if (n > PY_SSIZE_T_MAX / 16)
        return 2;
    Py_ssize_t size = n * width;
    *size_out = size;
    unsigned char scratch[8];
    unsigned char *out = scratch;
    int step = 0;
    if (!e->check) {
        if (enc_varint(e, (unsigned long long)size) < 0 || enc_room(e, size) < 0)
            return -1;
        out = e->buf + e->len;
        step = width;
    }
    for (Py_ssize_t i = 0; i < n; i++, out += step) {
        PyObject *x = PyList_GET_ITEM(values, i); /* no Python code runs in this loop */
        if (dtype == 9) {
            if (x != Py_True && x != Py_False)
                return 2;
            *out = x == Py_True;
            continue;
        }
        if (dtype == 1 || dtype == 11 || dtype == 10) {
            if (!PyFloat_CheckExact(x) || !isfinite(PyFloat_AS_DOUBLE(x)))
                return 2;
            double d = PyFloat_AS_DOUBLE(x);
            int bad = dtype == 1 ? PyFloat_Pack4(d, (char *)out, 1)
                    : dtype == 11 ? PyFloat_Pack8(d, (char *)out, 1) : PyFloat_Pack2(d, (char *)out, 1);
            if (bad < 0) {
                if (!PyErr_ExceptionMatches(PyExc_OverflowError))
                    return -1;
                PyErr_Clear();
                return 2;
            }
            continue;
        }
        if (!PyLong_CheckExact(x))
            return 2;
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(x, &overflow);
        unsigned long long u = (unsigned long long)v;
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (overflow) {
            if (dtype != 13 || overflow < 0)
                return 2;
            u = PyLong_AsUnsignedLongLong(x);
            if (u == (unsigned long long)-1 && PyErr_Occurred()) {
                if (!PyErr_ExceptionMatches(PyExc_OverflowError))
                    return -1;
                PyErr_Clear();
                return 2;
            }
        } else {
            long long lo, hi;
            switch (dtype) {
            case 2: lo = 0; hi = 255; break;
            case 3: lo = -128; hi = 127; break;
            case 4: lo = 0; hi = 65535; break;
            case 5: lo = -32768; hi = 32767; break;
            case 6: lo = -2147483648LL; hi = 2147483647LL; break;
            case 12: lo = 0; hi = 4294967295LL; break;
            case 13: lo = 0; hi = LLONG_MAX; break;
            default: lo = LLONG_MIN; hi = LLONG_MAX; break;
            }
            if (v < lo || v > hi)
                return 2;
        }
        for (int b = 0; b < width; b++)
            out[b] = (unsigned char)(u >> (8 * b));
    }
    if (!e->check)
        e->len = out - e->buf;
    return 1;
}

/* raw_data given as {"values": [...]} in tensor ``doc``: 1, 0 (not mine), -1. */
static int
enc_values(Enc *e, PyObject *doc, PyObject *holder)
{
    const ETables *t = e->t;
    PyObject *values = PyDict_GetItemWithError(holder, t->values_key);
    if (values == NULL)
        return PyErr_Occurred() ? -1 : 0;
    Py_INCREF(values);
    PyObject *dtype = PyDict_GetItemWithError(doc, t->data_type_key);
    PyObject *number = NULL;
    int r = -1;
    if (dtype == NULL && PyErr_Occurred())
        goto done;
    if (dtype != NULL && PyLong_CheckExact(dtype)) {
        number = dtype;
        Py_INCREF(number);
    } else if (dtype != NULL && PyUnicode_CheckExact(dtype)) {
        number = PyDict_GetItemWithError(t->data_types, dtype);
        if (number == NULL && PyErr_Occurred())
            goto done;
        number = number != NULL ? number : Py_None;
        Py_INCREF(number);
    } else {
        number = PyObject_CallOneArg(PyTuple_GET_ITEM(t->helpers, EH_DTYPE), dtype != NULL ? dtype : Py_None);
        if (number == NULL)
            goto done;
    }
    if (number == Py_None) {
        r = 0;
        goto done;
    }
    EMark start = enc_mark(e);
    if (PyLong_CheckExact(number) && PyList_CheckExact(values)) {
        int overflow = 0;
        long code = PyLong_AsLongAndOverflow(number, &overflow);
        if (code == -1 && PyErr_Occurred())
            goto done;
        Py_ssize_t size = 0;
        int plain = overflow ? 2 : enc_plain_values(e, code, values, &size);
        if (plain < 0)
            goto done;
        if (plain == 1) {
            r = size >= t->big ? 0 : 1; /* the reference streams large payloads (the values' size) */
            goto done;
        }
        enc_restore(e, start);
    }
    PyObject *data = PyObject_CallFunctionObjArgs(PyTuple_GET_ITEM(t->helpers, EH_VALUES), number, values, NULL);
    if (data == NULL) {
        if (PyErr_ExceptionMatches(PyExc_ValueError)) {
            PyErr_Clear();
            r = 0;
        }
        goto done;
    }
    Py_ssize_t length = PyObject_Length(data);
    r = length < 0 ? -1 : length >= t->big ? 0 : enc_put_result(e, data, 1) < 0 ? -1 : 1;
    Py_DECREF(data);
done:
    Py_XDECREF(number);
    Py_DECREF(values);
    return r;
}

static int enc_message(Enc *e, Py_ssize_t m, PyObject *doc, long depth);

/* One element of ``f`` (no tag; its length first when it is LEN) of message ``doc``: 1, 0 (not
 * mine), -1. */
static int
enc_element(Enc *e, const EField *f, PyObject *doc, PyObject *x, long depth)
{
    if (f->wire == W_VARINT) {
        if (f->enum_names != NULL && PyUnicode_CheckExact(x)) {
            x = PyDict_GetItemWithError(f->enum_names, x); /* the table holds the number */
            if (x == NULL)
                return PyErr_Occurred() ? -1 : 0;
        }
        unsigned long long v;
        int r = enc_int(x, f->kind, &v);
        if (r <= 0)
            return r;
        return enc_varint(e, v) < 0 ? -1 : 1;
    }
    if (f->wire == W_I32 || f->wire == W_I64) {
        if (f->kind != K_FLOAT && f->kind != K_DOUBLE)
            return 0;
        return enc_float(e, f->kind, x);
    }
    if (f->wire != W_LEN)
        return 0;
    if (f->kind == K_MESSAGE) {
        EMark start = enc_mark(e);
        Py_ssize_t wasted = e->wasted;
        Py_ssize_t g = enc_open_gap(e);
        if (g < 0)
            return -1;
        int r = enc_message(e, f->message, x, depth + 1);
        if (r < 0)
            return -1;
        if (r == 1)
            return enc_close_gap(e, g, wasted) < 0 ? -1 : 1;
        enc_restore(e, start);
        const EMessage *child = &e->t->messages[f->message];
        PyObject *data = PyObject_CallFunction(e->slow, "OOl", x, child->name, depth + 1);
        if (data == NULL)
            return -1;
        if (data == Py_None) {
            Py_DECREF(data);
            return 0;
        }
        int bad = enc_put_result(e, data, 1);
        Py_DECREF(data);
        return bad ? -1 : 1;
    }
    if (f->kind == K_STRING || f->text) {
        if (!PyUnicode_CheckExact(x))
            return 0;
        return enc_text(e, x);
    }
    if (f->kind != K_BYTES)
        return 0;
    if (PyUnicode_CheckExact(x) && enc_ready(x) < 0)
        return -1;
    if (PyUnicode_CheckExact(x) && PyUnicode_GET_LENGTH(x) < e->t->big) {
        int r = enc_plain_base64(e, x);
        if (r != 2)
            return r;
        PyObject *data = enc_call(e, EH_B64, x);
        if (data == NULL)
            return -1;
        if (data == NOT_MINE)
            return 0;
        int bad = enc_put_result(e, data, 1);
        Py_DECREF(data);
        return bad ? -1 : 1;
    }
    if (PyDict_CheckExact(x) && PyDict_GET_SIZE(x) == 1)
        return enc_values(e, doc, x);
    if (PyDict_CheckExact(x) && e->payload != NULL)
        return pcs_payload(e, f, doc, x); /* a payload reference (encode_pieces) */
    return 0;
}

/* Field ``f`` of ``doc`` holding ``v`` (not None), with its tags: 1, 0 (not mine), -1. */
ENC_HOT int
enc_field(Enc *e, const EField *f, PyObject *doc, PyObject *v, long depth)
{
    if (!f->repeated) {
        if (enc_put(e, f->tag, f->tag_len) < 0)
            return -1;
        return enc_element(e, f, doc, v, depth);
    }
    if (!PyList_CheckExact(v))
        return 0;
    if (f->packed) {
        if (PyList_GET_SIZE(v) == 0)
            return 1;
        if (enc_put(e, f->tag, f->tag_len) < 0)
            return -1;
        Py_ssize_t wasted = e->wasted;
        Py_ssize_t g = enc_open_gap(e);
        if (g < 0)
            return -1;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
            PyObject *x = PyList_GET_ITEM(v, i);
            Py_INCREF(x);
            int r = enc_element(e, f, doc, x, depth);
            Py_DECREF(x);
            if (r <= 0)
                return r;
        }
        return enc_close_gap(e, g, wasted) < 0 ? -1 : 1;
    }
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
        PyObject *x = PyList_GET_ITEM(v, i);
        Py_INCREF(x);
        int r = enc_put(e, f->tag, f->tag_len) < 0 ? -1 : enc_element(e, f, doc, x, depth);
        Py_DECREF(x);
        if (r <= 0)
            return r;
    }
    return 1;
}

#define ENC_MAX_FIELDS 24 /* a message with more fields is walked field by field (the C stack: 2,000 levels; the bits of present) */

/* The position of the lowest bit set in ``bits`` (not 0). */
ENC_HOT int
enc_lowest_bit(uint32_t bits)
{
#if defined(__GNUC__)
    return __builtin_ctz(bits);
#else
    int i = 0;
    while (!(bits & 1)) {
        bits >>= 1;
        i++;
    }
    return i;
#endif
}

/* Message ``msg`` from ``doc`` walked field by field, a lookup each: 1, 0, -1 (as enc_message). */
static int
enc_message_by_field(Enc *e, const EMessage *msg, PyObject *doc, long depth)
{
    Py_ssize_t found = 0;
    for (Py_ssize_t i = 0; i < msg->nfields; i++) {
        const EField *f = &msg->fields[i];
        PyObject *v = PyDict_GetItemWithError(doc, f->name);
        if (v == NULL) {
            if (PyErr_Occurred())
                return -1;
            continue;
        }
        found++;
        if (v == Py_None)
            continue;
        Py_INCREF(v);
        int r = enc_field(e, f, doc, v, depth);
        Py_DECREF(v);
        if (r <= 0)
            return r;
    }
    return found == PyDict_GET_SIZE(doc) ? 1 : 0;
}

/* Message ``m`` from ``doc``: 1, 0 (not mine: the caller puts back what was written), -1. Its
 * fields are found by one walk of the dict (see the head of this section), then taken in field
 * order. */
static int
enc_message(Enc *e, Py_ssize_t m, PyObject *doc, long depth)
{
    if (!PyDict_CheckExact(doc) || depth >= e->maxd)
        return 0;
    const EMessage *msg = &e->t->messages[m];
    if (msg->nfields > ENC_MAX_FIELDS || PyDict_GET_SIZE(doc) > msg->nfields)
        return enc_message_by_field(e, msg, doc, depth);
    PyObject *values[ENC_MAX_FIELDS];
    uint32_t present = 0; /* bit i: values[i] is set */
    PyObject **seen = msg->seen;
    Py_ssize_t pos = 0, unknown = 0;
    PyObject *key, *value;
    while (PyDict_Next(doc, &pos, &key, &value)) { /* no Python code runs in this loop */
        Py_ssize_t i = 0;
        while (i < msg->nfields && seen[i] != key)
            i++;
        if (i < msg->nfields) { /* the very object found equal to the field's name before */
            values[i] = value;
            present |= (uint32_t)1 << i;
            continue;
        }
        if (!PyUnicode_CheckExact(key))
            return enc_message_by_field(e, msg, doc, depth);
        PyObject *at = PyDict_GetItemWithError(msg->by_name, key);
        if (at == NULL) {
            if (PyErr_Occurred())
                return -1;
            unknown++;
            continue;
        }
        i = PyLong_AsSsize_t(at);
        values[i] = value;
        present |= (uint32_t)1 << i;
        Py_INCREF(key);
        Py_XSETREF(seen[i], key); /* the one dropped is a str: its release runs no Python code */
    }
    for (uint32_t bits = present; bits != 0; bits &= bits - 1)
        Py_INCREF(values[enc_lowest_bit(bits)]);
    int r = 1;
    for (uint32_t bits = present; bits != 0 && r > 0; bits &= bits - 1) { /* in field order */
        int i = enc_lowest_bit(bits);
        if (values[i] != Py_None)
            r = enc_field(e, &msg->fields[i], doc, values[i], depth);
    }
    for (uint32_t bits = present; bits != 0; bits &= bits - 1)
        Py_DECREF(values[enc_lowest_bit(bits)]);
    return r <= 0 ? r : unknown == 0;
}

/* The bytes of a finished pass, the gaps' unused bytes left out (a bytearray). */
static PyObject *
enc_result(const Enc *e)
{
    PyObject *out = PyByteArray_FromStringAndSize(NULL, e->len - e->wasted);
    if (out == NULL)
        return NULL;
    char *dst = PyByteArray_AS_STRING(out);
    Py_ssize_t from = 0;
    for (Py_ssize_t g = 0; g < e->ngaps; g++) {
        Py_ssize_t used = e->gaps[g].pos + ENC_GAP_BYTES - e->gaps[g].waste;
        memcpy(dst, e->buf + from, (size_t)(used - from));
        dst += used - from;
        from = e->gaps[g].pos + ENC_GAP_BYTES;
    }
    if (e->len > from)
        memcpy(dst, e->buf + from, (size_t)(e->len - from));
    return out;
}

/* encode and check: the pass over message ``index`` of ``doc``, writing its bytes or (``check``)
 * only testing them; ``payload`` (check only, or NULL) answers for payload references as in
 * encode_pieces (section "pieces" below), its pieces let go at the end. */
static PyObject *
enc_run(PyObject *capsule, Py_ssize_t index, PyObject *doc, PyObject *slow, long maxd, PyObject *payload,
        int check)
{
    ETables *t = PyCapsule_GetPointer(capsule, ENC_CAPSULE);
    if (t == NULL)
        return NULL;
    if (index < 0 || index >= t->nmessages) {
        PyErr_SetString(PyExc_IndexError, "no such message type");
        return NULL;
    }
    b64_init(); /* the base64 section's tables, for b64_alphabet_run and b64_decode_run */
    Enc e = {NULL, 0, 0, NULL, 0, 0, 0, t, slow, maxd, payload, NULL, 0, 0, 0, check};
    Py_INCREF(doc);
    Py_INCREF(capsule);
    Py_INCREF(slow);
    Py_XINCREF(payload);
    int r = enc_message(&e, index, doc, 0);
    pcs_drop(&e, 0);
    Py_XDECREF(payload);
    Py_DECREF(slow);
    Py_DECREF(capsule);
    Py_DECREF(doc);
    PyObject *out = NULL;
    if (r == 0) {
        out = Py_None;
        Py_INCREF(out);
    } else if (r > 0 && check) {
        out = Py_True;
        Py_INCREF(out);
    } else if (r > 0) {
        out = enc_result(&e);
    }
    PyMem_Free(e.buf);
    PyMem_Free(e.gaps);
    PyMem_Free(e.pieces);
    return out;
}

/* encode(tables, index, doc, slow, maxd): the canonical bytes of message ``index`` (a bytearray),
 * or None where the generated function returns None. */
static PyObject *
enc_encode(PyObject *self, PyObject *args)
{
    PyObject *capsule, *doc, *slow;
    Py_ssize_t index;
    long maxd;
    if (!PyArg_ParseTuple(args, "OnOOl", &capsule, &index, &doc, &slow, &maxd))
        return NULL;
    return enc_run(capsule, index, doc, slow, maxd, NULL, 0);
}

/* check(tables, index, doc, slow, maxd, payload=None): True where encode (encode_pieces, with a
 * ``payload``) gives bytes (the generated checker's True), None where it gives None; no byte is
 * made, no payload kept. */
static PyObject *
enc_check(PyObject *self, PyObject *args)
{
    PyObject *capsule, *doc, *slow, *payload = Py_None;
    Py_ssize_t index;
    long maxd;
    if (!PyArg_ParseTuple(args, "OnOOl|O", &capsule, &index, &doc, &slow, &maxd, &payload))
        return NULL;
    return enc_run(capsule, index, doc, slow, maxd, payload == Py_None ? NULL : payload, 1);
}

/* ---------------------------------------------------------------------------------------------
 * pieces (session 7): the compiled encoder for documents whose payloads come from elsewhere
 *
 * encode_pieces(tables, index, doc, slow, maxd, payload) is encode (above) for a document whose
 * payloads are references (sidecar ranges, stripped payloads filled from weights_from or zeros):
 * a bytes field holding an object other than a one-key one ({"values": ...}) is handed to
 * ``payload(ref, message, owner, field)`` (owner: the index of the message type; codec/encode.py
 * answers through PayloadSource.bytes_payload, as the reference does). It answers None (not mine:
 * the message goes to ``slow``, as a generated function's None does), a bytes-like object (a small
 * payload: put in place after its length), or any other object with a length (a large payload: a
 * sidecar range, the original's mapped bytes, zeros), which is not read here: its length is
 * written and the object kept as a piece at its place. The lengths of the messages around a piece
 * count its bytes (``outside``, remembered by each gap when it is opened); a message given back
 * to ``slow`` drops the pieces placed inside it, as it drops its bytes.
 *
 * The answer is (bytes, [(offset, piece), ...]): the output without the pieces (a bytearray) and
 * each piece's offset in it, in order; or None where encode answers None. codec/encode.py makes
 * of it the Out that writes each piece in its place, the parts the reference encoder makes; the
 * tests (tests/test_accel_pieces.py) compare the two paths' bytes and errors.
 * ------------------------------------------------------------------------------------------- */

struct PcsPiece {
    Py_ssize_t pos; /* where in the buffer the piece goes (after its length) */
    PyObject *obj;  /* a reference of its own */
};

/* Let go of the pieces after the first ``keep``. */
static void
pcs_drop(Enc *e, Py_ssize_t keep)
{
    while (e->npieces > keep) {
        e->npieces--;
        Py_DECREF(e->pieces[e->npieces].obj);
    }
}

/* The payload reference ``ref`` of field ``f`` of ``doc``, with its length: 1, 0 (not mine), -1. */
static int
pcs_payload(Enc *e, const EField *f, PyObject *doc, PyObject *ref)
{
    PyObject *data = PyObject_CallFunction(e->payload, "OOnO", ref, doc, f->owner, f->name);
    if (data == NULL)
        return -1;
    if (data == Py_None) {
        Py_DECREF(data);
        return 0;
    }
    if (PyObject_CheckBuffer(data)) {
        int bad = enc_put_result(e, data, 1);
        Py_DECREF(data);
        return bad ? -1 : 1;
    }
    Py_ssize_t n = PyObject_Length(data);
    if (n >= 0 && n > PY_SSIZE_T_MAX / 4 - e->outside) {
        PyErr_SetString(PyExc_OverflowError, "payloads too long for the compiled encoder");
        n = -1;
    }
    PcsPiece *pieces = n < 0 ? NULL : grow_block(e->pieces, &e->piececap, e->npieces, 1, sizeof(PcsPiece), 16);
    if (pieces == NULL || enc_varint(e, (unsigned long long)n) < 0) {
        if (pieces != NULL)
            e->pieces = pieces;
        Py_DECREF(data);
        return -1;
    }
    e->pieces = pieces;
    e->pieces[e->npieces].pos = e->len;
    e->pieces[e->npieces].obj = data;
    e->npieces++;
    e->outside += n;
    return 1;
}

/* (the bytes with the gaps closed, [(offset, piece), ...]) of a finished pass. */
static PyObject *
pcs_result(const Enc *e)
{
    PyObject *data = PyByteArray_FromStringAndSize(NULL, e->len - e->wasted);
    PyObject *placed = PyList_New(e->npieces);
    if (data == NULL || placed == NULL)
        goto error;
    char *dst = PyByteArray_AS_STRING(data);
    Py_ssize_t from = 0, shift = 0, k = 0; /* shift: unused gap bytes before ``from`` */
    for (Py_ssize_t g = 0; g <= e->ngaps; g++) {
        Py_ssize_t at = g < e->ngaps ? e->gaps[g].pos : e->len;
        for (; k < e->npieces && e->pieces[k].pos <= at; k++) { /* a piece is never inside a gap */
            PyObject *item = Py_BuildValue("(nO)", e->pieces[k].pos - shift, e->pieces[k].obj);
            if (item == NULL)
                goto error;
            PyList_SET_ITEM(placed, k, item);
        }
        Py_ssize_t used = g < e->ngaps ? at + ENC_GAP_BYTES - e->gaps[g].waste : e->len;
        memcpy(dst, e->buf + from, (size_t)(used - from));
        dst += used - from;
        if (g < e->ngaps) {
            from = at + ENC_GAP_BYTES;
            shift += e->gaps[g].waste;
        }
    }
    PyObject *out = PyTuple_Pack(2, data, placed);
    Py_DECREF(data);
    Py_DECREF(placed);
    return out;
error:
    Py_XDECREF(data);
    Py_XDECREF(placed);
    return NULL;
}

/* encode_pieces(tables, index, doc, slow, maxd, payload): see the head of this section. */
static PyObject *
pcs_encode(PyObject *self, PyObject *args)
{
    PyObject *capsule, *doc, *slow, *payload;
    Py_ssize_t index;
    long maxd;
    if (!PyArg_ParseTuple(args, "OnOOlO", &capsule, &index, &doc, &slow, &maxd, &payload))
        return NULL;
    ETables *t = PyCapsule_GetPointer(capsule, ENC_CAPSULE);
    if (t == NULL)
        return NULL;
    if (index < 0 || index >= t->nmessages) {
        PyErr_SetString(PyExc_IndexError, "no such message type");
        return NULL;
    }
    b64_init(); /* the base64 section's tables, for b64_alphabet_run and b64_decode_run */
    Enc e = {NULL, 0, 0, NULL, 0, 0, 0, t, slow, maxd, payload, NULL, 0, 0, 0};
    Py_INCREF(doc);
    Py_INCREF(capsule);
    Py_INCREF(slow);
    Py_INCREF(payload);
    int r = enc_message(&e, index, doc, 0);
    PyObject *out = NULL;
    if (r == 0) {
        out = Py_None;
        Py_INCREF(out);
    } else if (r > 0) {
        out = pcs_result(&e);
    }
    pcs_drop(&e, 0);
    Py_DECREF(payload);
    Py_DECREF(slow);
    Py_DECREF(capsule);
    Py_DECREF(doc);
    PyMem_Free(e.buf);
    PyMem_Free(e.gaps);
    PyMem_Free(e.pieces);
    return out;
}

/* ---------------------------------------------------------------------------------------------
 * end of pieces
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * payload_walk: the twin of codec/payload.iter_payload_messages(paths=False), for callers that
 * only read what it yields: the same payload messages (TensorProto, EncodedValueProto), in the
 * same order, at once, as a list. An explicit stack (documents nest as deep as max_depth allows);
 * each container on it is a reference of its own. A dict or list of another type than exactly
 * dict or list (whose get or iteration Python code may change) hands the document back (None).
 * ------------------------------------------------------------------------------------------- */

typedef struct {
    PyObject *name;     /* the document key */
    Py_ssize_t message; /* index of its message type */
    int repeated;
} PWField;

typedef struct {
    int payload; /* a payload message: listed */
    Py_ssize_t nfields;
    PWField *fields; /* the fields that can hold a payload message at some depth, in the spec's order */
} PWMessage;

typedef struct {
    Py_ssize_t nmessages;
    PWMessage *messages;
} PWTables;

#define WALK_CAPSULE "onnxjson._accel.walk_tables"

static void
pwalk_tables_free(PyObject *capsule)
{
    PWTables *t = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (t == NULL)
        return;
    for (Py_ssize_t m = 0; m < t->nmessages; m++) {
        for (Py_ssize_t i = 0; i < t->messages[m].nfields; i++)
            Py_XDECREF(t->messages[m].fields[i].name);
        PyMem_Free(t->messages[m].fields);
    }
    PyMem_Free(t->messages);
    PyMem_Free(t);
}

/* walk_tables(messages): messages is a list of (is_payload, [(name, message_index, repeated)]). */
static PyObject *
pwalk_tables(PyObject *self, PyObject *args)
{
    PyObject *messages;
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &messages))
        return NULL;
    PWTables *t = NULL;
    PyObject *capsule = new_table_capsule(sizeof(PWTables), WALK_CAPSULE, pwalk_tables_free, (void **)&t);
    if (capsule == NULL)
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = new_items(n, sizeof(PWMessage));
    if (t->messages == NULL)
        goto error;
    t->nmessages = n;
    for (Py_ssize_t m = 0; m < n; m++) {
        PyObject *fields;
        PWMessage *msg = &t->messages[m];
        if (!PyArg_ParseTuple(PyList_GET_ITEM(messages, m), "pO!", &msg->payload, &PyList_Type, &fields))
            goto error;
        Py_ssize_t nf = PyList_GET_SIZE(fields);
        msg->fields = new_items(nf, sizeof(PWField));
        if (msg->fields == NULL)
            goto error;
        msg->nfields = nf;
        for (Py_ssize_t i = 0; i < nf; i++) {
            PWField *f = &msg->fields[i];
            PyObject *name;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(fields, i), "Unp", &name, &f->message, &f->repeated))
                goto error;
            if (f->message < 0 || f->message >= n) {
                PyErr_SetString(PyExc_ValueError, "no such message type");
                goto error;
            }
            Py_INCREF(name);
            f->name = name;
        }
    }
    return capsule;
error:
    Py_DECREF(capsule);
    return NULL;
}

typedef struct {
    PyObject *value; /* a reference of the stack's own */
    Py_ssize_t message;
} PWItem;

typedef struct {
    PWItem *items;
    Py_ssize_t n, cap;
} PWStack;

static int
pwalk_push(PWStack *s, PyObject *value, Py_ssize_t message)
{
    PWItem *items = grow_block(s->items, &s->cap, s->n, 1, sizeof(PWItem), 64);
    if (items == NULL)
        return -1;
    s->items = items;
    Py_INCREF(value);
    s->items[s->n].value = value;
    s->items[s->n].message = message;
    s->n++;
    return 0;
}

/* payload_walk(tables, index, doc): the payload messages of ``doc`` (a message ``index``) as a
 * list, or None when a container is not exactly a dict or a list. */
static PyObject *
payload_walk(PyObject *self, PyObject *args)
{
    PyObject *capsule, *doc;
    Py_ssize_t index;
    if (!PyArg_ParseTuple(args, "OnO", &capsule, &index, &doc))
        return NULL;
    PWTables *t = PyCapsule_GetPointer(capsule, WALK_CAPSULE);
    if (t == NULL)
        return NULL;
    if (index < 0 || index >= t->nmessages) {
        PyErr_SetString(PyExc_IndexError, "no such message type");
        return NULL;
    }
    PyObject *found = PyList_New(0);
    if (found == NULL)
        return NULL;
    Py_INCREF(capsule);
    PWStack s = {NULL, 0, 0};
    int result = -1; /* 1: the list; 0: not mine; -1: an exception */
    if (pwalk_push(&s, doc, index) < 0)
        goto done;
    while (s.n > 0) {
        PWItem item = s.items[--s.n];
        PyObject *msg = item.value;
        int r = 1;
        if (!PyDict_Check(msg)) {
            Py_DECREF(msg);
            continue;
        }
        if (!PyDict_CheckExact(msg)) {
            Py_DECREF(msg);
            result = 0;
            goto done;
        }
        const PWMessage *spec = &t->messages[item.message];
        if (spec->payload && PyList_Append(found, msg) < 0)
            r = -1;
        Py_ssize_t first = s.n; /* the children, pushed in order, then reversed */
        for (Py_ssize_t i = 0; r > 0 && i < spec->nfields; i++) {
            const PWField *f = &spec->fields[i];
            PyObject *value = PyDict_GetItemWithError(msg, f->name);
            if (value == NULL) {
                if (PyErr_Occurred())
                    r = -1;
                continue;
            }
            if (value == Py_None)
                continue;
            if (f->repeated && PyList_Check(value)) {
                if (!PyList_CheckExact(value)) {
                    r = 0;
                    break;
                }
                Py_INCREF(value);
                for (Py_ssize_t j = 0; r > 0 && j < PyList_GET_SIZE(value); j++) {
                    if (pwalk_push(&s, PyList_GET_ITEM(value, j), f->message) < 0)
                        r = -1;
                }
                Py_DECREF(value);
            } else if (PyDict_Check(value)) {
                if (pwalk_push(&s, value, f->message) < 0)
                    r = -1;
            }
        }
        Py_DECREF(msg);
        if (r <= 0) {
            result = r;
            goto done;
        }
        for (Py_ssize_t a = first, b = s.n - 1; a < b; a++, b--) {
            PWItem swap = s.items[a];
            s.items[a] = s.items[b];
            s.items[b] = swap;
        }
    }
    result = 1;
done:
    while (s.n > 0)
        Py_DECREF(s.items[--s.n].value);
    PyMem_Free(s.items);
    Py_DECREF(capsule);
    if (result > 0)
        return found;
    Py_DECREF(found);
    if (result == 0)
        Py_RETURN_NONE;
    return NULL;
}

/* ---------------------------------------------------------------------------------------------
 * names (validate, session 9): NameTable, the graph checks' table of the names a graph defines
 *
 * schema/checks._Scope.defined maps each name a graph defines to what defines it: a node index,
 * or (what, index). With the accelerator it is a NameTable, which graph_nodes and
 * graph_initializers (below) fill and read without Python objects for the values, and which the
 * reference reads and writes as a mapping (in, [], []=, del, get, len, iteration over the keys).
 *
 * Why not a dict: the graph checks of a 100,000-node model enter and look up about 400,000 names,
 * each a fresh str of the JSON reader, anywhere in the document. A dict hashes each (SipHash, then
 * cached in the str: a write into a cold object), and a lookup reads its index, its entry and, for
 * an equal key that is another object (an input is never the object its producer's output is),
 * the key's own text: three cold reads, and a PyLong (a node) or a tuple and a PyLong (an
 * initialiser) made for every value. Here a slot (32 bytes, open addressing, linear probing) holds
 * the key's own 32-bit hash, its size and first 8 bytes, the key and the value, a node's index or
 * an initialiser's (field, index) held as a tagged integer: a name of at most 8 bytes is matched
 * in its one slot, a longer one compares the rest of the key's text. The value objects are made
 * only when the reference asks for them (a report).
 *
 * The hash is a multiply-xorshift of the text, seeded per process. Documents are untrusted: a probe
 * longer than the table's limit (NT_LIMIT: a table of good hashes never gets near it) turns the
 * table into a plain dict (its keys and values made into objects), which then holds everything
 * and does every operation, with CPython's own hashing; so do keys that are not exact str (and
 * texts of 2**29 bytes or more). Iteration gives each key once, in no promised order (the reference
 * only makes a set of them, for a suggestion).
 *
 * Not tracked by the GC: the checks store only ints and (str, int) tuples, which form no cycle.
 * ------------------------------------------------------------------------------------------- */

enum { NT_LIMIT = 512, NT_MIN = 8 };

typedef struct {
    uint32_t hash; /* nt_hash of the key's text */
    uint32_t size; /* the text's bytes << 2 | its kind (0, 1, 2: 1, 2, 4 bytes a character) */
    uint64_t head; /* its first 8 bytes, zero-padded */
    PyObject *key; /* an exact str (owned); NULL: empty; nt_gone: taken out */
    uintptr_t value; /* an object (owned), or (index << 3 | field << 1 | 1): see nt_value */
} nt_slot;

typedef struct {
    PyObject_HEAD
    nt_slot *slots;       /* mask + 1 of them, a power of two; NULL before the first key */
    size_t mask;
    Py_ssize_t count;     /* keys held */
    Py_ssize_t filled;    /* slots not empty: keys and keys taken out */
    Py_ssize_t limit;     /* the slots a probe may read before the table becomes a dict */
    int collide;          /* for the tests: every key hashes alike (the comparisons alone tell them apart) */
    PyObject *fields[3];  /* the fields of the (field, index) values held as tagged integers */
    PyObject *dict;       /* not NULL: the table has become this dict, which holds everything */
} NameTable;

static PyTypeObject NameTableType;
static PyObject nt_gone_object; /* only its address is used: the key of a slot taken out */
#define NT_GONE (&nt_gone_object)
static uint64_t nt_seed;

typedef struct {
    const unsigned char *data;
    size_t bytes;
    uint32_t hash, size;
    uint64_t head;
} nt_key;

static uint32_t
nt_hash(const unsigned char *p, size_t n, uint32_t size)
{
    uint64_t h = nt_seed ^ ((uint64_t)size * 0x9E3779B97F4A7C15ULL), w;
    for (; n >= 8; p += 8, n -= 8) {
        memcpy(&w, p, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    if (n) {
        w = 0;
        memcpy(&w, p, n);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 29;
    return (uint32_t)(h >> 32);
}

/* The key of an exact str: 1, 0 (not for a table: too long), -1 (an error). */
static int
nt_key_of(PyObject *name, nt_key *k)
{
#if PY_VERSION_HEX < 0x030C0000
    if (PyUnicode_READY(name) < 0)
        return -1;
#endif
    int kind = PyUnicode_KIND(name);
    size_t bytes = (size_t)PyUnicode_GET_LENGTH(name) * (size_t)kind;
    if (bytes >= ((size_t)1 << 29))
        return 0;
    k->data = PyUnicode_DATA(name);
    k->bytes = bytes;
    k->size = (uint32_t)(bytes << 2 | (uint32_t)(kind >> 1));
    k->head = 0;
    memcpy(&k->head, k->data, bytes < 8 ? bytes : 8);
    k->hash = nt_hash(k->data, bytes, k->size);
    return 1;
}

/* The slot holding k (*found = 1), or the slot to enter it in (*found = 0); NULL when the probe
 * ran past the limit. The table has slots and at least one empty. */
static nt_slot *
nt_find(NameTable *t, PyObject *name, const nt_key *k, int *found)
{
    size_t i = k->hash & t->mask;
    nt_slot *free_slot = NULL;
    for (Py_ssize_t n = 0; n < t->limit; n++, i = (i + 1) & t->mask) {
        nt_slot *s = &t->slots[i];
        if (s->key == NULL) {
            *found = 0;
            return free_slot != NULL ? free_slot : s;
        }
        if (s->key == NT_GONE) {
            if (free_slot == NULL)
                free_slot = s;
            continue;
        }
        if (s->key == name ||
            (s->hash == k->hash && s->size == k->size && s->head == k->head &&
             (k->bytes <= 8 ||
              memcmp(k->data + 8, (const unsigned char *)PyUnicode_DATA(s->key) + 8, k->bytes - 8) == 0))) {
            *found = 1;
            return s;
        }
    }
    return NULL;
}

/* A value as an object (a new reference). */
static PyObject *
nt_value(NameTable *t, uintptr_t value)
{
    if (!(value & 1)) {
        Py_INCREF((PyObject *)value);
        return (PyObject *)value;
    }
    PyObject *index = PyLong_FromSsize_t((Py_ssize_t)(value >> 3));
    int field = (int)((value >> 1) & 3);
    if (field == 0 || index == NULL)
        return index;
    PyObject *pair = PyTuple_Pack(2, t->fields[field - 1], index);
    Py_DECREF(index);
    return pair;
}

static void
nt_release(uintptr_t value)
{
    if (!(value & 1))
        Py_DECREF((PyObject *)value);
}

/* Release the slots' keys and values and the slots themselves: the table holds no name. */
static void
nt_free_slots(NameTable *t)
{
    for (size_t i = 0; t->slots != NULL && i <= t->mask; i++) {
        nt_slot *s = &t->slots[i];
        if (s->key != NULL && s->key != NT_GONE) {
            Py_DECREF(s->key);
            nt_release(s->value);
        }
    }
    PyMem_Free(t->slots);
    t->slots = NULL;
    t->mask = 0;
    t->count = t->filled = 0;
}

/* Put a new name in an empty slot, or one whose key was taken out: the slot takes a reference to
 * the name, and the value as given (its own reference, when it is an object). */
static void
nt_fill(NameTable *t, nt_slot *s, PyObject *name, uintptr_t value)
{
    if (s->key == NULL)
        t->filled++;
    Py_INCREF(name);
    s->key = name;
    s->value = value;
    t->count++;
}

/* Give up the slots: the table becomes a dict of the same keys and values. 0, -1 (an error). */
static int
nt_to_dict(NameTable *t)
{
    PyObject *dict = PyDict_New();
    if (dict == NULL)
        return -1;
    for (size_t i = 0; t->slots != NULL && i <= t->mask; i++) {
        nt_slot *s = &t->slots[i];
        if (s->key == NULL || s->key == NT_GONE)
            continue;
        PyObject *value = nt_value(t, s->value);
        if (value == NULL || PyDict_SetItem(dict, s->key, value) < 0) {
            Py_XDECREF(value);
            Py_DECREF(dict);
            return -1;
        }
        Py_DECREF(value);
    }
    nt_free_slots(t);
    t->dict = dict;
    return 0;
}

/* Room for one more key: at most 2/3 of the slots filled. 0, -1 (no memory). */
static int
nt_room(NameTable *t)
{
    size_t capacity = t->slots == NULL ? 0 : t->mask + 1;
    if ((size_t)(t->filled + 1) * 3 <= capacity * 2)
        return 0;
    size_t wanted = NT_MIN;
    while ((size_t)(t->count + 1) * 2 > wanted) /* at most half full after growing */
        wanted *= 2;
    nt_slot *slots = PyMem_Calloc(wanted, sizeof(nt_slot));
    if (slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t i = 0; t->slots != NULL && i <= t->mask; i++) {
        nt_slot *s = &t->slots[i];
        if (s->key == NULL || s->key == NT_GONE)
            continue;
        size_t j = s->hash & (wanted - 1);
        while (slots[j].key != NULL)
            j = (j + 1) & (wanted - 1);
        slots[j] = *s;
    }
    PyMem_Free(t->slots);
    t->slots = slots;
    t->mask = wanted - 1;
    t->filled = t->count;
    return 0;
}

static nt_slot nt_no_slot; /* what a lookup in a table without slots finds (never written) */

/* The slot of name (*found says whether it holds it); NULL with no error: the table has become
 * a dict (ask it); NULL with an error: an error. To enter a key, make room first (nt_room). */
static nt_slot *
nt_slot_of(NameTable *t, PyObject *name, int *found)
{
    nt_key k;
    int r = PyUnicode_CheckExact(name) ? nt_key_of(name, &k) : 0;
    if (r < 0)
        return NULL;
    if (r && t->collide)
        k.hash = 0;
    if (r && t->slots == NULL) { /* a lookup in a table that has never held a key */
        *found = 0;
        return &nt_no_slot;
    }
    nt_slot *s = r ? nt_find(t, name, &k, found) : NULL;
    if (s != NULL) {
        if (!*found && s != &nt_no_slot) { /* the slot to enter it in: its key's fields filled now */
            s->hash = k.hash;
            s->size = k.size;
            s->head = k.head;
        }
        return s;
    }
    (void)nt_to_dict(t);
    return NULL;
}

/* name in table: 1, 0, -1 (an error). */
static int
nt_contains(NameTable *t, PyObject *name)
{
    if (t->dict == NULL) {
        int found;
        nt_slot *s = nt_slot_of(t, name, &found);
        if (s != NULL)
            return found;
        if (PyErr_Occurred())
            return -1;
    }
    return PyDict_Contains(t->dict, name);
}

/* Enter name with value (a tagged integer, or an object: a new reference, given to the table)
 * unless it is there: 1 entered, 0 there before (value released), -1 an error (value released). */
static int
nt_enter(NameTable *t, PyObject *name, uintptr_t value)
{
    if (t->dict == NULL) {
        if (nt_room(t) < 0) {
            nt_release(value);
            return -1;
        }
        int found;
        nt_slot *s = nt_slot_of(t, name, &found);
        if (s != NULL) {
            if (found) {
                nt_release(value);
                return 0;
            }
            nt_fill(t, s, name, value);
            return 1;
        }
        if (PyErr_Occurred()) {
            nt_release(value);
            return -1;
        }
    }
    PyObject *object = nt_value(t, value);
    nt_release(value);
    if (object == NULL)
        return -1;
    Py_ssize_t size = PyDict_GET_SIZE(t->dict);
    PyObject *there = PyDict_SetDefault(t->dict, name, object);
    Py_DECREF(object);
    if (there == NULL)
        return -1;
    return PyDict_GET_SIZE(t->dict) != size;
}

/* The field's code in the table's tagged values (1-3), or 0: none left (the value is an object). */
static int
nt_field(NameTable *t, PyObject *field)
{
    for (int f = 0; f < 3; f++) {
        if (t->fields[f] == field)
            return f + 1;
        if (t->fields[f] == NULL) {
            Py_INCREF(field);
            t->fields[f] = field;
            return f + 1;
        }
    }
    return 0;
}

/* ---- the mapping the reference sees -------------------------------------------------------- */

static PyObject *
nt_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"limit", "collide", NULL};
    Py_ssize_t limit = NT_LIMIT;
    int collide = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|np:NameTable", kwlist, &limit, &collide))
        return NULL;
    NameTable *t = (NameTable *)type->tp_alloc(type, 0);
    if (t != NULL) {
        t->limit = limit < 0 ? 0 : limit;
        t->collide = collide;
    }
    return (PyObject *)t;
}

static void
nt_dealloc(NameTable *t)
{
    nt_free_slots(t);
    for (int f = 0; f < 3; f++)
        Py_XDECREF(t->fields[f]);
    Py_XDECREF(t->dict);
    Py_TYPE(t)->tp_free((PyObject *)t);
}

static Py_ssize_t
nt_length(NameTable *t)
{
    return t->dict != NULL ? PyDict_GET_SIZE(t->dict) : t->count;
}

static int
nt_sq_contains(NameTable *t, PyObject *name)
{
    return nt_contains(t, name);
}

/* table[name], or NULL with no error when it is not there (default). */
static PyObject *
nt_lookup(NameTable *t, PyObject *name)
{
    if (t->dict == NULL) {
        int found;
        nt_slot *s = nt_slot_of(t, name, &found);
        if (s != NULL)
            return found ? nt_value(t, s->value) : NULL;
        if (PyErr_Occurred())
            return NULL;
    }
    PyObject *value = PyDict_GetItemWithError(t->dict, name);
    Py_XINCREF(value);
    return value;
}

static PyObject *
nt_subscript(NameTable *t, PyObject *name)
{
    PyObject *value = nt_lookup(t, name);
    if (value == NULL && !PyErr_Occurred())
        PyErr_SetObject(PyExc_KeyError, name);
    return value;
}

static int
nt_ass_subscript(NameTable *t, PyObject *name, PyObject *value)
{
    if (t->dict == NULL) {
        if (nt_room(t) < 0)
            return -1;
        int found;
        nt_slot *s = nt_slot_of(t, name, &found);
        if (s != NULL) {
            if (value == NULL) { /* del */
                if (!found) {
                    PyErr_SetObject(PyExc_KeyError, name);
                    return -1;
                }
                PyObject *key = s->key;
                uintptr_t old = s->value;
                s->key = NT_GONE;
                s->value = 0;
                t->count--;
                Py_DECREF(key);
                nt_release(old);
                return 0;
            }
            Py_INCREF(value);
            if (found) {
                uintptr_t old = s->value;
                s->value = (uintptr_t)value;
                nt_release(old);
                return 0;
            }
            nt_fill(t, s, name, (uintptr_t)value);
            return 0;
        }
        if (PyErr_Occurred())
            return -1;
    }
    return value == NULL ? PyDict_DelItem(t->dict, name) : PyDict_SetItem(t->dict, name, value);
}

static PyObject *
nt_get(NameTable *t, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 1 || nargs > 2) {
        PyErr_SetString(PyExc_TypeError, "get(name, default=None)");
        return NULL;
    }
    PyObject *value = nt_lookup(t, args[0]);
    if (value == NULL && !PyErr_Occurred()) {
        value = nargs > 1 ? args[1] : Py_None;
        Py_INCREF(value);
    }
    return value;
}

static PyObject *
nt_iter(NameTable *t)
{
    if (t->dict != NULL)
        return PyObject_GetIter(t->dict);
    PyObject *keys = PyList_New(0);
    if (keys == NULL)
        return NULL;
    for (size_t i = 0; t->slots != NULL && i <= t->mask; i++) {
        nt_slot *s = &t->slots[i];
        if (s->key != NULL && s->key != NT_GONE && PyList_Append(keys, s->key) < 0) {
            Py_DECREF(keys);
            return NULL;
        }
    }
    PyObject *it = PyObject_GetIter(keys);
    Py_DECREF(keys);
    return it;
}

static PyObject *
nt_is_dict(NameTable *t, PyObject *unused)
{
    return PyBool_FromLong(t->dict != NULL);
}

static PyMethodDef nt_methods[] = {
    {"get", (PyCFunction)(void (*)(void))nt_get, METH_FASTCALL, "get(name, default=None)"},
    {"is_dict", (PyCFunction)nt_is_dict, METH_NOARGS, "Whether the table has become a dict (see _accel.c)."},
    {NULL, NULL, 0, NULL},
};

static PyMappingMethods nt_as_mapping = {
    (lenfunc)nt_length, (binaryfunc)nt_subscript, (objobjargproc)nt_ass_subscript,
};

static PySequenceMethods nt_as_sequence = {
    .sq_contains = (objobjproc)nt_sq_contains,
};

static PyTypeObject NameTableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "onnxjson._accel.NameTable",
    .tp_basicsize = sizeof(NameTable),
    .tp_dealloc = (destructor)nt_dealloc,
    .tp_as_sequence = &nt_as_sequence,
    .tp_as_mapping = &nt_as_mapping,
    .tp_iter = (getiterfunc)nt_iter,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "NameTable(limit=512, collide=False): the names a graph defines, for the graph checks (see _accel.c).",
    .tp_methods = nt_methods,
    .tp_new = nt_new,
};

/* ---- for the loops below: defined (and an enclosing graph's) is a NameTable or a dict ---------- */

/* name in m: 1, 0, -1 (an error), -2 (m is neither). */
static int
names_contains(PyObject *m, PyObject *name)
{
    if (Py_IS_TYPE(m, &NameTableType))
        return nt_contains((NameTable *)m, name);
    if (PyDict_CheckExact(m))
        return PyDict_Contains(m, name);
    return -2;
}

/* m[name] = index (field NULL) or (field, index), unless name is in m: 1 entered, 0 there before,
 * -1 an error. */
static int
names_enter(PyObject *m, PyObject *name, Py_ssize_t index, PyObject *field)
{
    if (Py_IS_TYPE(m, &NameTableType)) {
        NameTable *t = (NameTable *)m;
        int code = field == NULL ? 0 : nt_field(t, field);
        if (field == NULL || code > 0)
            return nt_enter(t, name, (uintptr_t)index << 3 | (uintptr_t)code << 1 | 1);
    }
    PyObject *value = PyLong_FromSsize_t(index);
    if (value != NULL && field != NULL) {
        Py_SETREF(value, PyTuple_Pack(2, field, value));
    }
    if (value == NULL)
        return -1;
    if (Py_IS_TYPE(m, &NameTableType))
        return nt_enter((NameTable *)m, name, (uintptr_t)value);
    Py_ssize_t size = PyDict_GET_SIZE(m);
    PyObject *there = PyDict_SetDefault(m, name, value);
    Py_DECREF(value);
    if (there == NULL)
        return -1;
    return PyDict_GET_SIZE(m) != size;
}

/* del m[name] (entered by names_enter just before): 0, -1 (an error). */
static int
names_remove(PyObject *m, PyObject *name)
{
    if (Py_IS_TYPE(m, &NameTableType))
        return nt_ass_subscript((NameTable *)m, name, NULL);
    return PyDict_DelItem(m, name);
}

/* ---------------------------------------------------------------------------------------------
 * end of names
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * graph_nodes (val, session 6): the twin of schema/checks._Checker.check_nodes for the nodes that
 * give no problem (and graph_initializers, of check_initializers for the initialisers that give none).
 *
 * graph_nodes(nodes, start, defined, outer, imports, ops, standard) walks nodes[start:] as
 * check_nodes (with check_op) walks them for a model without local functions, and stops at the
 * first node it does not take, whose index it returns (len(nodes): all taken). A node it takes is
 * one the reference finds nothing in: exactly a dict; every input and output exactly a str; each
 * non-empty input defined in this graph (defined) or an enclosing one (outer: their defined
 * dicts); its domain (None and "ai.onnx" read as "") imported (imports); an operator of a
 * standard domain found in ops (domain -> op_type -> (min_input, max_input, {attribute name: (type
 * name, required)}, number of required attributes), which the reference fills with the operators
 * it has looked up and found neither unknown nor deprecated) with an input count in range, only
 * attributes that it defines, of their types, and every required one; each attribute (of any
 * domain) exactly {name, type, the value field of its type} (gn_attributes), no name twice, none
 * holding a subgraph; no output defined before (here or in an
 * enclosing graph, or twice in the node). The only thing it changes is what the reference changes
 * for such a node: defined[output] = index, in output order. A node it does not take is left
 * unchanged (its outputs are not entered), so the reference takes it from the start. It compares
 * only exact str keys, so no Python code runs while it holds borrowed references.
 * ------------------------------------------------------------------------------------------- */

static PyObject *gn_input, *gn_output, *gn_domain, *gn_op_type, *gn_attribute, *gn_g, *gn_graphs, *gn_name,
    *gn_empty, *gn_type;
/* An attribute type's name -> the field that holds its value (checks._ATTRIBUTE_FIELDS less GRAPH and
 * GRAPHS: an attribute holding a subgraph is the reference's). */
static PyObject *gn_kinds;
static int gn_keys_made;

static int
gn_make_keys(void)
{
    if (gn_keys_made)
        return 0;
    gn_input = PyUnicode_InternFromString("input");
    gn_output = PyUnicode_InternFromString("output");
    gn_domain = PyUnicode_InternFromString("domain");
    gn_op_type = PyUnicode_InternFromString("op_type");
    gn_attribute = PyUnicode_InternFromString("attribute");
    gn_g = PyUnicode_InternFromString("g");
    gn_graphs = PyUnicode_InternFromString("graphs");
    gn_name = PyUnicode_InternFromString("name");
    gn_empty = PyUnicode_InternFromString("");
    gn_type = PyUnicode_InternFromString("type");
    if (!gn_input || !gn_output || !gn_domain || !gn_op_type || !gn_attribute || !gn_g || !gn_graphs ||
        !gn_name || !gn_empty || !gn_type)
        return -1;
    static const char *const kinds[][2] = {
        {"FLOAT", "f"}, {"INT", "i"}, {"STRING", "s"}, {"TENSOR", "t"}, {"SPARSE_TENSOR", "sparse_tensor"},
        {"TYPE_PROTO", "tp"}, {"FLOATS", "floats"}, {"INTS", "ints"}, {"STRINGS", "strings"},
        {"TENSORS", "tensors"}, {"SPARSE_TENSORS", "sparse_tensors"}, {"TYPE_PROTOS", "type_protos"}};
    gn_kinds = PyDict_New();
    if (gn_kinds == NULL)
        return -1;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        PyObject *field = PyUnicode_InternFromString(kinds[k][1]);
        if (field == NULL || PyDict_SetItemString(gn_kinds, kinds[k][0], field) < 0) {
            Py_XDECREF(field);
            return -1;
        }
        Py_DECREF(field);
    }
    gn_keys_made = 1;
    return 0;
}

/* node[key] (borrowed), NULL when absent or None; -1 in *err on an error. */
static PyObject *
gn_get(PyObject *node, PyObject *key, int *err)
{
    PyObject *value = PyDict_GetItemWithError(node, key);
    if (value == NULL && PyErr_Occurred())
        *err = 1;
    return value == Py_None ? NULL : value;
}

/* Whether name is defined in an enclosing graph: 1, 0, -1 (an error). */
static int
gn_in_outer(PyObject *outer, PyObject *name)
{
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(outer); k++) {
        int r = names_contains(PyTuple_GET_ITEM(outer, k), name); /* -2: neither a dict nor a NameTable */
        if (r != 0)
            return r;
    }
    return 0;
}

/* Whether two exact strs have the same text. */
static int
gn_same_text(PyObject *a, PyObject *b)
{
    if (a == b)
        return 1;
    Py_ssize_t n = PyUnicode_GET_LENGTH(a);
    if (n != PyUnicode_GET_LENGTH(b) || PyUnicode_KIND(a) != PyUnicode_KIND(b))
        return 0;
    return memcmp(PyUnicode_DATA(a), PyUnicode_DATA(b), (size_t)n * PyUnicode_KIND(a)) == 0;
}

/* The attributes of a node taken (1), 0: not taken, -1: an error. Taken: each exactly a dict of three
 * keys, a str name, a str type that gn_kinds names (no subgraph) and the value field of that type (so
 * one value, in its type's field), no name twice; for a standard operator (attrs: its attribute
 * name -> (type name, required)) each one it defines, of its type, and all ``required`` of its
 * required ones present. attrs is NULL for an operator of another domain. */
static int
gn_attributes(PyObject *attributes, PyObject *attrs, Py_ssize_t required)
{
    if (!PyList_CheckExact(attributes))
        return 0;
    Py_ssize_t found = 0;
    for (Py_ssize_t a = 0; a < PyList_GET_SIZE(attributes); a++) {
        PyObject *attr = PyList_GET_ITEM(attributes, a);
        if (!PyDict_CheckExact(attr) || PyDict_GET_SIZE(attr) != 3)
            return 0;
        PyObject *name = PyDict_GetItemWithError(attr, gn_name);
        if (name == NULL || !PyUnicode_CheckExact(name))
            return PyErr_Occurred() ? -1 : 0;
        PyObject *type = PyDict_GetItemWithError(attr, gn_type);
        if (type == NULL || !PyUnicode_CheckExact(type))
            return PyErr_Occurred() ? -1 : 0;
        PyObject *field = PyDict_GetItemWithError(gn_kinds, type); /* exact strs: no Python code runs */
        if (field == NULL)
            return PyErr_Occurred() ? -1 : 0;
        PyObject *value = PyDict_GetItemWithError(attr, field);
        if (value == NULL || value == Py_None)
            return PyErr_Occurred() ? -1 : 0;
        if (PyUnicode_READY(name) < 0 || PyUnicode_READY(type) < 0)
            return -1;
        for (Py_ssize_t b = 0; b < a; b++) { /* checked above: a dict with an exact, ready str name */
            PyObject *other = PyDict_GetItemWithError(PyList_GET_ITEM(attributes, b), gn_name);
            if (other == NULL)
                return PyErr_Occurred() ? -1 : 0;
            if (gn_same_text(other, name))
                return 0; /* named twice: the reference reports it */
        }
        if (attrs != NULL) {
            PyObject *spec = PyDict_GetItemWithError(attrs, name);
            if (spec == NULL || !PyTuple_CheckExact(spec) || PyTuple_GET_SIZE(spec) != 2)
                return PyErr_Occurred() ? -1 : 0;
            PyObject *want = PyTuple_GET_ITEM(spec, 0);
            if (!PyUnicode_CheckExact(want) || PyUnicode_READY(want) < 0)
                return PyErr_Occurred() ? -1 : 0;
            if (!gn_same_text(want, type))
                return 0; /* of another type than the operator's: the reference reports it */
            if (PyTuple_GET_ITEM(spec, 1) == Py_True)
                found++;
        }
    }
    return attrs == NULL || found == required;
}

/* A node's five keys found by one walk of its dict (session 7). The JSON reader gives the same str
 * object for the same short key, so the key objects met are remembered (a reference each, in a
 * small table replaced in turn) with what they are: one of input, domain, op_type, attribute,
 * output (0-4), or another key (GN_OTHER). A node whose keys are all in the table has its values
 * read in one walk; any other is looked up key by key as before, and its exact str keys are
 * entered in the table. An exact str equals only what equals it the other way round, so a key
 * found equal to "input" is the key a lookup of "input" finds. */
enum { GN_FIELDS = 5, GN_OTHER = 5, GN_SEEN = 32 };
static PyObject *gn_seen_keys[GN_SEEN];
static int gn_seen_slot[GN_SEEN];
static int gn_seen_next;

/* The node's values of input, domain, op_type, attribute, output (NULL when absent or None) in v:
 * 1 (all its keys were known), 0 (look them up), -1 (an error). */
static int
gn_fields(PyObject *node, PyObject **v)
{
    PyObject *names[GN_FIELDS] = {gn_input, gn_domain, gn_op_type, gn_attribute, gn_output};
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    int known = 1;
    for (int j = 0; j < GN_FIELDS; j++)
        v[j] = NULL;
    while (PyDict_Next(node, &pos, &key, &value)) { /* no Python code runs in this loop */
        int k = 0;
        while (k < GN_SEEN && gn_seen_keys[k] != key)
            k++;
        if (k < GN_SEEN) {
            if (gn_seen_slot[k] < GN_FIELDS)
                v[gn_seen_slot[k]] = value == Py_None ? NULL : value;
            continue;
        }
        known = 0;
        if (!PyUnicode_CheckExact(key))
            continue;
        int slot = GN_OTHER;
        for (int j = 0; j < GN_FIELDS && slot == GN_OTHER; j++) {
            int same = PyUnicode_Compare(key, names[j]);
            if (same == -1 && PyErr_Occurred())
                return -1;
            if (same == 0)
                slot = j;
        }
        k = gn_seen_next;
        gn_seen_next = (gn_seen_next + 1) % GN_SEEN;
        Py_INCREF(key);
        Py_XSETREF(gn_seen_keys[k], key); /* the one dropped is a str: its release runs no Python code */
        gn_seen_slot[k] = slot;
    }
    return known;
}

/* The last domain and operator met in one call of graph_nodes (session 9), with what was found for
 * them: a node of the same domain and op_type (equal texts: the reader makes a new str for each)
 * reuses it instead of hashing its strs and looking them up again. Borrowed references: no Python
 * code runs in a call, the nodes hold the strs, and imports, ops and standard do not change. */
typedef struct {
    PyObject *domain;  /* the domain as looked up (gn_empty for None and "ai.onnx"); NULL: none yet */
    int standard;      /* whether it is a standard domain (imported: a domain not imported is never kept) */
    PyObject *op_type; /* NULL: none yet (or a domain that is not standard) */
    PyObject *info;    /* ops[domain][op_type]: (min_input, max_input, attribute names) */
} gn_last;

/* One node: 1 taken (its outputs entered in defined), 0 not taken (nothing changed), -1 an error. */
static int
gn_node(PyObject *node, Py_ssize_t index, PyObject *defined, PyObject *outer, PyObject *imports, PyObject *ops,
        PyObject *standard, gn_last *last)
{
    int err = 0, r;
    if (!PyDict_CheckExact(node))
        return 0;
    PyObject *f[GN_FIELDS];
    int walked = gn_fields(node, f);
    if (walked < 0)
        return -1;
    PyObject *inputs = walked ? f[0] : gn_get(node, gn_input, &err);
    if (err)
        return -1;
    Py_ssize_t count = 0;
    if (inputs != NULL) {
        if (!PyList_CheckExact(inputs))
            return 0;
        count = PyList_GET_SIZE(inputs);
        for (Py_ssize_t j = 0; j < count; j++) {
            PyObject *name = PyList_GET_ITEM(inputs, j);
            if (!PyUnicode_CheckExact(name))
                return 0;
            if (PyUnicode_GET_LENGTH(name) == 0)
                continue;
            r = names_contains(defined, name);
            if (r == 0)
                r = gn_in_outer(outer, name);
            if (r <= 0)
                return r == -1 ? -1 : 0; /* not defined: the reference reports it */
        }
    }
    PyObject *domain = walked ? f[1] : gn_get(node, gn_domain, &err);
    if (err)
        return -1;
    if (domain == NULL)
        domain = gn_empty;
    else if (!PyUnicode_CheckExact(domain))
        return 0;
    else if (PyUnicode_CompareWithASCIIString(domain, "ai.onnx") == 0)
        domain = gn_empty;
    PyObject *op_type = walked ? f[2] : PyDict_GetItemWithError(node, gn_op_type);
    if (op_type == NULL)
        return PyErr_Occurred() ? -1 : 0;
    if (!PyUnicode_CheckExact(op_type))
        return 0;
    if (PyUnicode_READY(domain) < 0 || PyUnicode_READY(op_type) < 0)
        return -1;
    if (last->domain != NULL && gn_same_text(last->domain, domain)) {
        r = last->standard;
    } else {
        r = PyDict_Contains(imports, domain);
        if (r <= 0)
            return r; /* not imported: the reference counts it */
        r = PySet_Contains(standard, domain);
        if (r < 0)
            return -1;
        last->domain = domain;
        last->standard = r;
        last->op_type = NULL;
    }
    PyObject *attrs = NULL;
    Py_ssize_t required = 0;
    if (r) {
        PyObject *info;
        if (last->op_type != NULL && gn_same_text(last->op_type, op_type)) {
            info = last->info;
        } else {
            PyObject *table = PyDict_GetItemWithError(ops, domain);
            if (table == NULL || !PyDict_CheckExact(table))
                return PyErr_Occurred() ? -1 : 0;
            info = PyDict_GetItemWithError(table, op_type);
            if (info == NULL || !PyTuple_CheckExact(info) || PyTuple_GET_SIZE(info) != 4)
                return PyErr_Occurred() ? -1 : 0; /* not looked up yet (or unknown, deprecated) */
            last->op_type = op_type;
            last->info = info;
        }
        Py_ssize_t low = PyLong_AsSsize_t(PyTuple_GET_ITEM(info, 0));
        Py_ssize_t high = PyLong_AsSsize_t(PyTuple_GET_ITEM(info, 1));
        if ((low == -1 || high == -1) && PyErr_Occurred())
            return -1;
        if (count < low || count > high)
            return 0;
        attrs = PyTuple_GET_ITEM(info, 2);
        if (!PyDict_CheckExact(attrs))
            return 0;
        required = PyLong_AsSsize_t(PyTuple_GET_ITEM(info, 3));
        if (required == -1 && PyErr_Occurred())
            return -1;
    }
    PyObject *attributes = walked ? f[3] : gn_get(node, gn_attribute, &err);
    if (err)
        return -1;
    if (attributes != NULL) {
        if ((r = gn_attributes(attributes, attrs, required)) <= 0)
            return r;
    } else if (required > 0) {
        return 0; /* a required attribute missing: the reference reports it */
    }
    PyObject *outputs = walked ? f[4] : gn_get(node, gn_output, &err);
    if (err)
        return -1;
    if (outputs == NULL)
        return 1;
    if (!PyList_CheckExact(outputs))
        return 0;
    Py_ssize_t n = PyList_GET_SIZE(outputs);
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *name = PyList_GET_ITEM(outputs, j);
        if (!PyUnicode_CheckExact(name))
            return 0;
        if (PyUnicode_GET_LENGTH(name) > 0 && (r = gn_in_outer(outer, name)) != 0)
            return r == -1 ? -1 : 0; /* an enclosing graph's: the reference reports it */
    }
    Py_ssize_t j = 0;
    r = 1;
    for (; j < n; j++) {
        PyObject *name = PyList_GET_ITEM(outputs, j);
        if (PyUnicode_GET_LENGTH(name) == 0)
            continue;
        r = names_enter(defined, name, index, NULL); /* 0: defined before, or named twice in the node */
        if (r <= 0)
            break;
    }
    if (r == 0) { /* take back what this node entered: the reference takes it from the start */
        for (Py_ssize_t k = 0; k < j; k++) {
            PyObject *name = PyList_GET_ITEM(outputs, k);
            if (PyUnicode_GET_LENGTH(name) > 0 && names_remove(defined, name) < 0)
                PyErr_Clear(); /* named twice before j: deleted already */
        }
    }
    return r;
}

/* graph_nodes(nodes, start, defined, outer, imports, ops, standard): the index of the first node
 * from start that the reference must take (len(nodes): none). */
static PyObject *
graph_nodes(PyObject *self, PyObject *args)
{
    PyObject *nodes, *defined, *outer, *imports, *ops, *standard;
    Py_ssize_t start;
    if (!PyArg_ParseTuple(args, "O!nOO!O!O!O!", &PyList_Type, &nodes, &start, &defined,
                          &PyTuple_Type, &outer, &PyDict_Type, &imports, &PyDict_Type, &ops, &PyFrozenSet_Type,
                          &standard))
        return NULL;
    if (!PyDict_Check(defined) && !Py_IS_TYPE(defined, &NameTableType))
        return PyErr_Format(PyExc_TypeError, "graph_nodes: defined must be a dict or a NameTable");
    if (gn_make_keys() < 0)
        return NULL;
    Py_ssize_t i = start < 0 ? 0 : start;
    if (!PyList_CheckExact(nodes) || !(PyDict_CheckExact(defined) || Py_IS_TYPE(defined, &NameTableType)) ||
        !PyDict_CheckExact(imports) || !PyDict_CheckExact(ops))
        return PyLong_FromSsize_t(i);
    gn_last last = {NULL, 0, NULL, NULL};
    for (; i < PyList_GET_SIZE(nodes); i++) {
        int r = gn_node(PyList_GET_ITEM(nodes, i), i, defined, outer, imports, ops, standard, &last);
        if (r < 0)
            return NULL;
        if (r == 0)
            break;
    }
    return PyLong_FromSsize_t(i);
}

/* graph_initializers(items, start, defined, field): check_initializers' loop over one of a graph's
 * initialiser lists (not sparse_initializer), taking the items from start that give no problem:
 * exactly a dict whose name is exactly a non-empty str not entered before (defined holds exactly
 * the initialisers met so far: they come first in a graph's scope); each is entered as
 * defined[name] = (field, index). Returns the index of the first item the reference must take. */
static PyObject *
graph_initializers(PyObject *self, PyObject *args)
{
    PyObject *items, *defined, *field;
    Py_ssize_t start;
    if (!PyArg_ParseTuple(args, "O!nOU", &PyList_Type, &items, &start, &defined, &field))
        return NULL;
    if (!PyDict_Check(defined) && !Py_IS_TYPE(defined, &NameTableType))
        return PyErr_Format(PyExc_TypeError, "graph_initializers: defined must be a dict or a NameTable");
    if (gn_make_keys() < 0)
        return NULL;
    Py_ssize_t i = start < 0 ? 0 : start;
    if (!PyList_CheckExact(items) || !(PyDict_CheckExact(defined) || Py_IS_TYPE(defined, &NameTableType)))
        return PyLong_FromSsize_t(i);
    for (; i < PyList_GET_SIZE(items); i++) {
        PyObject *item = PyList_GET_ITEM(items, i);
        if (!PyDict_CheckExact(item))
            break;
        PyObject *name = PyDict_GetItemWithError(item, gn_name);
        if (name == NULL) {
            if (PyErr_Occurred())
                return NULL;
            break;
        }
        if (!PyUnicode_CheckExact(name) || PyUnicode_GET_LENGTH(name) == 0)
            break;
        int r = names_enter(defined, name, i, field); /* defined[name] = (field, i) */
        if (r < 0)
            return NULL;
        if (r == 0) /* entered before: the reference reports it */
            break;
    }
    return PyLong_FromSsize_t(i);
}

/* ---------------------------------------------------------------------------------------------
 * end of graph_nodes
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * verify (session 6): same_memory, for verify's comparison (pipelines.first_difference)
 *
 * same_memory(a, b): whether the two buffers are the very same bytes of memory (one start, one
 * length). verify's streamed text hands build the Blob's own bytes for each payload text it checked
 * (values.BlobText), so a rebuilt piece can be a view of the model's mapping: when it is the
 * original's own bytes at its own offset, the comparison need not read them (the pages stay out).
 * The pure path compares them byte for byte (the reference).
 * ------------------------------------------------------------------------------------------- */

static PyObject *
vfy_same_memory(PyObject *self, PyObject *args)
{
    Py_buffer a, b;
    if (two_buffers(args, &a, &b) < 0)
        return NULL;
    int same = a.buf == b.buf && a.len == b.len;
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return PyBool_FromLong(same);
}

/* ---------------------------------------------------------------------------------------------
 * end of verify
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * pernode (session 7): field_pieces and decode_range, for dump's pieces (onnxjson/streamed.py)
 *
 * field_pieces(data, start, stop, entries, size): the twin of wire.field_pieces (the framing of
 * the fields of data[start:stop], read as whole_fields reads it, cut into pieces of one field
 * number of at most ``entries`` fields and ``size`` bytes, a single field excepted); a list of
 * (number, start, stop), or None. decode_range(tables, index, data, context, maxd, readable, start,
 * stop, depth): what decode gives for the message at data[start:stop] nested at ``depth`` (the
 * root is 1), its Blob values and offsets those of the whole ``data``, as the generated function
 * called on that range gives them.
 * ------------------------------------------------------------------------------------------- */

/* 1 and the value, 0 truncated or longer than ten bytes (wire.read_varint's TruncatedError and
 * VarintError). */
static int
pn_varint(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, unsigned long long *value)
{
    Py_ssize_t p = *pos;
    unsigned long long result = 0;
    int shift = 0;
    for (;;) {
        if (p >= end)
            return 0;
        unsigned char b = buf[p++];
        if (shift < 64)
            result |= (unsigned long long)(b & 0x7F) << shift;
        if (b < 0x80)
            break;
        shift += 7;
        if (p - *pos >= 10)
            return 0;
    }
    *pos = p;
    *value = result;
    return 1;
}

static PyObject *
pn_field_pieces(PyObject *self, PyObject *args)
{
    PyObject *data;
    Py_ssize_t start, stop, entries, size;
    if (!PyArg_ParseTuple(args, "Onnnn", &data, &start, &stop, &entries, &size))
        return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    if (start < 0 || stop > view.len || start > stop) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "field_pieces: the range is outside the buffer");
        return NULL;
    }
    const unsigned char *buf = view.buf;
    PyObject *pieces = PyList_New(0);
    if (pieces == NULL) {
        PyBuffer_Release(&view);
        return NULL;
    }
    unsigned long long current = 0, key, n;
    Py_ssize_t first = start, count = 0, pos = start;
    while (pos < stop) {
        Py_ssize_t at = pos;
        if (!pn_varint(buf, &pos, stop, &key) || key > 0xFFFFFFFFULL || pos - at > 5)
            goto none;
        unsigned long long number = key >> 3;
        int wire = (int)(key & 7);
        if (number < 1 || number >= (1ULL << 29))
            goto none;
        if (wire == 0) {
            if (!pn_varint(buf, &pos, stop, &n))
                goto none;
        } else if (wire == 1 || wire == 5) {
            Py_ssize_t width = wire == 1 ? 8 : 4;
            if (width > stop - pos)
                goto none;
            pos += width;
        } else if (wire == 2) {
            Py_ssize_t length_at = pos;
            if (!pn_varint(buf, &pos, stop, &n) || pos - length_at > 5)
                goto none;
            if (n > (unsigned long long)(stop - pos))
                goto none;
            pos += (Py_ssize_t)n;
        } else {
            goto none;
        }
        if (count && number == current && count < entries && pos - first <= size) {
            count++;
            continue;
        }
        if (count) {
            PyObject *piece = Py_BuildValue("(Knn)", current, first, at);
            if (piece == NULL || PyList_Append(pieces, piece) < 0) {
                Py_XDECREF(piece);
                goto error;
            }
            Py_DECREF(piece);
        }
        current = number;
        first = at;
        count = 1;
    }
    if (count) {
        PyObject *piece = Py_BuildValue("(Knn)", current, first, stop);
        if (piece == NULL || PyList_Append(pieces, piece) < 0) {
            Py_XDECREF(piece);
            goto error;
        }
        Py_DECREF(piece);
    }
    PyBuffer_Release(&view);
    return pieces;
none:
    PyBuffer_Release(&view);
    Py_DECREF(pieces);
    Py_RETURN_NONE;
error:
    PyBuffer_Release(&view);
    Py_DECREF(pieces);
    return NULL;
}

static PyObject *
pn_decode_range(PyObject *self, PyObject *args)
{
    PyObject *capsule, *data, *context;
    Py_ssize_t index, start, stop;
    long maxd, depth;
    int readable;
    if (!PyArg_ParseTuple(args, "OnOOlpnnl", &capsule, &index, &data, &context, &maxd, &readable, &start, &stop,
                          &depth))
        return NULL;
    return dec_entry(capsule, index, data, context, maxd, readable, start, stop, depth, 0);
}

/* ---------------------------------------------------------------------------------------------
 * end of pernode
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * guard: mapped inputs that another process truncates (files.read_input)
 *
 * A page of a file's mapping past the file's end (another process truncated the file after it was
 * mapped) raises SIGBUS when it is touched, and that kills the process: the fault is in C code (a
 * decoder, memcpy, a hash), where no handler of Python's can run. guard_map(buffer) registers the
 * memory of a mapping; a SIGBUS inside a registered range is answered by mapping a page of zeros
 * over the page that faulted (mmap with MAP_FIXED, a system call, safe in a signal handler) and
 * counting the fault, so the instruction reads zeros when it runs again and the command goes on to
 * its end, where files refuses the input (guard_faults, and the file's status before and after)
 * before any output is renamed. A SIGBUS anywhere else goes to what was there before (faulthandler's
 * handler, or the default: death). The handler is installed by the first guard_map, and again by a
 * later one when something replaced it.
 *
 * guard_map(buffer): a slot (>= 0), or -1 when every slot is taken (the caller then reads the file
 * into memory instead). guard_faults(slot): the faults in that range so far. guard_unmap(slot): the
 * same, and the slot is free again. Only on Linux; elsewhere the module has none of these.
 * ------------------------------------------------------------------------------------------- */

#if defined(__linux__)
#include <signal.h>

#define GRD_SLOTS 256
static volatile uintptr_t grd_start[GRD_SLOTS], grd_end[GRD_SLOTS];
static volatile sig_atomic_t grd_faults[GRD_SLOTS];
static struct sigaction grd_previous;
static uintptr_t grd_page;

static void
grd_handler(int sig, siginfo_t *info, void *context)
{
    uintptr_t at = (uintptr_t)info->si_addr;
    for (int i = 0; i < GRD_SLOTS; i++) {
        if (grd_start[i] <= at && at < grd_end[i]) {
            void *page = (void *)(at - at % grd_page);
            if (mmap(page, (size_t)grd_page, PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                    != MAP_FAILED) {
                grd_faults[i] = 1;
                return;
            }
            break;
        }
    }
    if (grd_previous.sa_flags & SA_SIGINFO) {
        if (grd_previous.sa_sigaction != NULL) {
            grd_previous.sa_sigaction(sig, info, context);
            return;
        }
    }
    else if (grd_previous.sa_handler != SIG_DFL && grd_previous.sa_handler != SIG_IGN) {
        grd_previous.sa_handler(sig);
        return;
    }
    /* The default again: the instruction faults once more, and the signal kills as it always did. */
    signal(SIGBUS, SIG_DFL);
}

static int
grd_install(void)
{
    struct sigaction now;
    if (sigaction(SIGBUS, NULL, &now) < 0)
        return -1;
    if ((now.sa_flags & SA_SIGINFO) && now.sa_sigaction == grd_handler)
        return 0;
    struct sigaction act;
    memset(&act, 0, sizeof act);
    act.sa_sigaction = grd_handler;
    act.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&act.sa_mask);
    if (grd_page == 0)
        grd_page = (uintptr_t)sysconf(_SC_PAGESIZE);
    return sigaction(SIGBUS, &act, &grd_previous);
}

static PyObject *
grd_map(PyObject *self, PyObject *arg)
{
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    uintptr_t start = (uintptr_t)view.buf, end = start + (uintptr_t)view.len;
    PyBuffer_Release(&view);
    if (grd_install() < 0)
        return PyLong_FromLong(-1);
    for (int i = 0; i < GRD_SLOTS; i++) {
        if (grd_end[i] == 0) {
            grd_faults[i] = 0;
            grd_start[i] = start;
            grd_end[i] = end; /* set last: the slot is live from here */
            return PyLong_FromLong(i);
        }
    }
    return PyLong_FromLong(-1);
}

static int
grd_slot(PyObject *arg)
{
    long i = PyLong_AsLong(arg);
    if (i == -1 && PyErr_Occurred())
        return -1;
    if (i < 0 || i >= GRD_SLOTS) {
        PyErr_SetString(PyExc_ValueError, "not a guard slot");
        return -1;
    }
    return (int)i;
}

static PyObject *
grd_faults_of(PyObject *self, PyObject *arg)
{
    int i = grd_slot(arg);
    return i < 0 ? NULL : PyLong_FromLong((long)grd_faults[i]);
}

static PyObject *
grd_unmap(PyObject *self, PyObject *arg)
{
    int i = grd_slot(arg);
    if (i < 0)
        return NULL;
    long faults = (long)grd_faults[i];
    grd_end[i] = 0; /* first: the slot is dead from here */
    grd_start[i] = 0;
    grd_faults[i] = 0;
    return PyLong_FromLong(faults);
}
#endif

/* ---------------------------------------------------------------------------------------------
 * end of guard
 * ------------------------------------------------------------------------------------------- */

static PyMethodDef methods[] = {
    {"b64encode", b64encode, METH_O, "b64encode(data): standard base64 with padding (GIL released)."},
    {"b64encode_into", b64encode_into, METH_VARARGS, "b64encode_into(data, out): characters written into out."},
    {"b64decode", b64decode, METH_VARARGS, "b64decode(text, start, stop, final, out): bytes (or out), or None."},
    {"b64plain", b64plain, METH_VARARGS, "b64plain(buffer, start, stop): values.plain_base64."},
    {"b64run", b64run, METH_VARARGS, "b64run(buffer, start): the first byte from start not in the alphabet."},
    {"mismatch", b64_mismatch, METH_VARARGS, "mismatch(a, b): the first differing index, or -1."},
    {"sha256_lanes", sha256_lanes, METH_VARARGS, "sha256_lanes(buffers, release): hex SHA-256 of each, or None."},
    {"copy_aligned", flr_copy_aligned, METH_VARARGS,
     "copy_aligned(src, offset, length, dst): (bytes copied, errno), the output written in aligned blocks."},
    {"reserve", flr_reserve, METH_VARARGS, "reserve(fd, offset, length): fallocate(KEEP_SIZE), errors ignored."},
#if defined(__linux__)
    {"guard_map", grd_map, METH_O, "guard_map(buffer): a slot whose SIGBUS faults read zeros, or -1."},
    {"guard_faults", grd_faults_of, METH_O, "guard_faults(slot): the faults in the slot's range so far."},
    {"guard_unmap", grd_unmap, METH_O, "guard_unmap(slot): its faults; the slot is free again."},
#endif
    {"same_memory", vfy_same_memory, METH_VARARGS, "same_memory(a, b): the same bytes of memory (verify)."},
    {"write_configure", write_configure, METH_VARARGS, "Set the reference writer's helpers and limits."},
    {"write", write_doc, METH_VARARGS, "write(doc, stream, width, on_payload, flush_bytes): jsonio._render's text."},
    {"float32_batch", float32_batch, METH_VARARGS, "float32_batch(data, slow): document values of float32s."},
    {"tables", dec_make_tables, METH_VARARGS, "tables(messages, helpers): the decoder's tables (a capsule)."},
    {"decode", dec_decode, METH_VARARGS, "decode(tables, index, data, options, deepest, readable): a document or None."},
    {"enc_tables", enc_tables, METH_VARARGS, "enc_tables(messages, helpers, data_types, big): the encoder's tables."},
    {"encode", enc_encode, METH_VARARGS, "encode(tables, index, doc, slow, maxd): the message's bytes or None."},
    {"check", enc_check, METH_VARARGS,
     "check(tables, index, doc, slow, maxd, payload=None): True where encode (encode_pieces) gives bytes, or None."},
    {"encode_pieces", pcs_encode, METH_VARARGS,
     "encode_pieces(tables, index, doc, slow, maxd, payload): (bytes, [(offset, piece)]) or None."},
    {"walk_tables", pwalk_tables, METH_VARARGS, "walk_tables(messages): the payload walk's tables."},
    {"payload_walk", payload_walk, METH_VARARGS, "payload_walk(tables, index, doc): payload messages or None."},
    {"graph_nodes", graph_nodes, METH_VARARGS,
     "graph_nodes(nodes, start, defined, outer, imports, ops, standard): the first node the reference takes."},
    {"graph_initializers", graph_initializers, METH_VARARGS,
     "graph_initializers(items, start, defined, field): the first initialiser the reference takes."},
    {"field_pieces", pn_field_pieces, METH_VARARGS,
     "field_pieces(data, start, stop, entries, size): wire.field_pieces's pieces, or None."},
    {"decode_range", pn_decode_range, METH_VARARGS,
     "decode_range(tables, index, data, options, deepest, readable, start, stop, depth): a document or None."},
    {NULL, NULL, 0, NULL},
};

#ifndef ONNXJSON_ACCEL_SOURCE
#define ONNXJSON_ACCEL_SOURCE "" /* built without setup.py: stale beside any source */
#endif

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "onnxjson._accel", "Optional compiled fast paths of onnxjson.", -1, methods,
};

PyMODINIT_FUNC
PyInit__accel(void)
{
    if (PyType_Ready(&OutType) < 0 || PyType_Ready(&NameTableType) < 0)
        return NULL;
    nt_seed = (uint64_t)(uintptr_t)&nt_seed * 0x9E3779B97F4A7C15ULL; /* per process (address layout) */
    PyObject *m = PyModule_Create(&module);
    Py_INCREF(&NameTableType);
    if (m != NULL && PyModule_AddObject(m, "NameTable", (PyObject *)&NameTableType) < 0) {
        Py_DECREF(&NameTableType);
        Py_CLEAR(m);
    }
    /* The digest of this file, from setup.py: onnxjson.accel uses no module built from another. */
    if (m != NULL && PyModule_AddStringConstant(m, "SOURCE", ONNXJSON_ACCEL_SOURCE) < 0)
        Py_CLEAR(m);
    return m;
}
