/* onnxjson._accel, base64: standard base64 and the comparison of two buffers, the GIL released.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
uint32_t oj_b64_dec[4][256];               /* character at place k of a quad -> its bits, or B64_BAD */

void
oj_b64_init(void)
{
    if (b64_tables_made)
        return;
    for (int i = 0; i < 4096; i++) {
        unsigned char two[2] = {(unsigned char)B64_ALPHABET[i >> 6], (unsigned char)B64_ALPHABET[i & 63]};
        memcpy(&b64_pairs[i], two, 2);
    }
    for (int k = 0; k < 4; k++)
        for (int c = 0; c < 256; c++)
            oj_b64_dec[k][c] = B64_BAD;
    for (uint32_t x = 0; x < 64; x++) {
        unsigned char c = (unsigned char)B64_ALPHABET[x];
        oj_b64_dec[0][c] = x << 18;
        oj_b64_dec[1][c] = x << 12;
        oj_b64_dec[2][c] = x << 6;
        oj_b64_dec[3][c] = x;
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

/* The alphabet test of the AVX2 code: a byte is classed by its high nibble (one bit a class: 0x2_,
 * 0x3_, 0x4_ and 0x6_, 0x5_ and 0x7_, and every other nibble, which holds no character of the
 * alphabet) and by its low nibble (the classes in which that low nibble gives no character); it is
 * out of the alphabet when the two share a bit: two table look-ups and an AND a vector, about a
 * third of the instructions of range tests. */
#define B64_BY_LOW 0x15, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x13, 0x1A, 0x1B, 0x1B, 0x1B, 0x1A
#define B64_BY_HIGH 0x10, 0x10, 0x01, 0x02, 0x04, 0x08, 0x04, 0x08, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10
/* ... and a character's value is itself plus an offset found by its high nibble, "/" (0x2F) taking
 * the entry before its nibble's ("+" 0x2B: +19, "/": +16, digits +4, A-Z -65, a-z -71). */
#define B64_BY_NIBBLE 0, 16, 19, 4, -65, -65, -71, -71, 0, 0, 0, 0, 0, 0, 0, 0

/* Bits set where the 32 bytes of c are out of the alphabet; *high: their high nibbles. */
__attribute__((target("avx2"))) static inline __m256i
b64_bad_avx2(__m256i c, __m256i *high)
{
    const __m256i by_low = _mm256_setr_epi8(B64_BY_LOW, B64_BY_LOW);
    const __m256i by_high = _mm256_setr_epi8(B64_BY_HIGH, B64_BY_HIGH);
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    *high = _mm256_and_si256(_mm256_srli_epi16(c, 4), nibble);
    return _mm256_and_si256(_mm256_shuffle_epi8(by_low, _mm256_and_si256(c, nibble)),
                            _mm256_shuffle_epi8(by_high, *high));
}

/* AVX2: 32 characters -> 24 bytes a step while at least 44 characters are left (the store writes
 * 32 bytes, so 8 past the 24, which the bytes still to come cover). Characters are checked and
 * mapped to their 6-bit values by their nibbles (b64_bad_avx2, B64_BY_NIBBLE), then two
 * multiply-adds pack four values into 24 bits and a shuffle puts them in order. Returns the quads
 * done, or -1 when a character is not in the alphabet. */
__attribute__((target("avx2"))) static Py_ssize_t
b64_decode_avx2(const unsigned char *src, Py_ssize_t quads, unsigned char *dst)
{
    const __m256i pack = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i order = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    const __m256i by_nibble = _mm256_setr_epi8(B64_BY_NIBBLE, B64_BY_NIBBLE);
    Py_ssize_t q = 0;
    for (; q + 11 <= quads; q += 8, src += 32, dst += 24) {
        __m256i c = _mm256_loadu_si256((const __m256i *)src), high;
        __m256i bad = b64_bad_avx2(c, &high);
        if (!_mm256_testz_si256(bad, bad))
            return -1;
        __m256i v = _mm256_add_epi8(c, _mm256_shuffle_epi8(by_nibble, _mm256_add_epi8(
            high, _mm256_cmpeq_epi8(c, _mm256_set1_epi8('/')))));
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
int
oj_b64_decode_run(const unsigned char *src, Py_ssize_t quads, unsigned char *dst)
{
    uint32_t bad = 0;
    const uint32_t *d0 = oj_b64_dec[0], *d1 = oj_b64_dec[1], *d2 = oj_b64_dec[2], *d3 = oj_b64_dec[3];
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
PyObject *
oj_b64encode(PyObject *self, PyObject *arg)
{
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    oj_b64_init();
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
PyObject *
oj_b64encode_into(PyObject *self, PyObject *args)
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
    oj_b64_init();
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
PyObject *
oj_b64decode(PyObject *self, PyObject *args)
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
    oj_b64_init();
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
        bad = oj_b64_decode_run(src, quads, dst);
        Py_END_ALLOW_THREADS
    } else {
        bad = oj_b64_decode_run(src, quads, dst);
    }
    if (!bad && rest) {  /* two or three characters: one or two bytes, the bits past them ignored */
        const unsigned char *t = src + quads * 4;
        uint32_t v = oj_b64_dec[0][t[0]] | oj_b64_dec[1][t[1]] | (rest == 3 ? oj_b64_dec[2][t[2]] : 0);
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

#ifdef B64_AVX2
/* AVX2: how many whole blocks of 64 bytes at the start of src[0:n] are all in the alphabet
 * (b64_bad_avx2; the build of an inline 1 GB model scans 1.33 GB of text). */
__attribute__((target("avx2"))) static Py_ssize_t
b64_alphabet_avx2(const unsigned char *src, Py_ssize_t n)
{
    Py_ssize_t i = 0;
    for (; i + 64 <= n; i += 64) {
        __m256i high;
        __m256i bad = _mm256_or_si256(b64_bad_avx2(_mm256_loadu_si256((const __m256i *)(src + i)), &high),
                                      b64_bad_avx2(_mm256_loadu_si256((const __m256i *)(src + i + 32)), &high));
        if (!_mm256_testz_si256(bad, bad))
            break;  /* the code below finds which byte */
    }
    return i;
}
#endif

/* How many bytes at the start of src[0:n] are in the alphabet (64 at a time with AVX2, then 16 at
 * a time with SSE2: A-Z, a-z, 0-9 as signed ranges, so bytes over 0x7F fall outside; then "+" and
 * "/"). */
Py_ssize_t
oj_b64_alphabet_run(const unsigned char *src, Py_ssize_t n)
{
    const uint32_t *d = oj_b64_dec[3];
    Py_ssize_t i = 0;
#ifdef B64_AVX2
    if (b64_has_avx2)
        i = b64_alphabet_avx2(src, n);
#endif
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
PyObject *
oj_b64run(PyObject *self, PyObject *args)
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
    oj_b64_init();
    const unsigned char *src = (const unsigned char *)view.buf + start;
    Py_ssize_t n = view.len - start, run;
    Py_BEGIN_ALLOW_THREADS
    run = oj_b64_alphabet_run(src, n);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(start + run);
}

/* b64plain(buffer, start, stop): values.plain_base64 (alphabet characters, then at most two "="). */
PyObject *
oj_b64plain(PyObject *self, PyObject *args)
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
    oj_b64_init();
    const unsigned char *src = (const unsigned char *)view.buf + start;
    Py_ssize_t n = stop - start;  /* start past stop: an empty span, as plain_base64 takes it */
    for (int k = 0; k < 2 && n > 0 && src[n - 1] == '='; k++)
        n--;
    int plain;
    if (n >= B64_NOGIL_BYTES) {
        Py_BEGIN_ALLOW_THREADS
        plain = oj_b64_alphabet_run(src, n) == n;
        Py_END_ALLOW_THREADS
    } else {
        plain = oj_b64_alphabet_run(src, n) == n;
    }
    PyBuffer_Release(&view);
    return PyBool_FromLong(plain);
}

/* mismatch(a, b): the first index where two buffers differ, the shorter one's length when one is
 * a prefix of the other, -1 when they are equal (pipelines.first_difference's comparison). */
PyObject *
oj_b64_mismatch(PyObject *self, PyObject *args)
{
    Py_buffer a, b;
    if (oj_two_buffers(args, &a, &b) < 0)
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
