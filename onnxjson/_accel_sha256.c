/* onnxjson._accel, sha256: SHA-256 of several buffers, two at a time on one core.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
PyObject *
oj_sha256_lanes(PyObject *self, PyObject *args)
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
    Py_buffer *views = oj_new_items(count, sizeof(Py_buffer));
    char *release = views ? oj_new_items(count, 1) : NULL;
    unsigned char *digests = release ? oj_new_items(count, 32) : NULL;
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
