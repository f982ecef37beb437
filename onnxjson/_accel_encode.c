/* onnxjson._accel, encode: the twin of the generated encoders and checkers (encode, check, encode_pieces).
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
    int kind, wire, repeated, packed;
    int text; /* the field's JSON form is text (proto/forms.py TEXT, given by codec/compiled.py) */
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
PyObject *
oj_enc_tables(PyObject *self, PyObject *args)
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
    PyObject *capsule = oj_new_table_capsule(sizeof(ETables), ENC_CAPSULE, enc_tables_free, (void **)&t);
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
    t->messages = oj_new_items(n, sizeof(EMessage));
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
        msg->fields = oj_new_items(nf, sizeof(EField));
        if (msg->fields == NULL)
            goto error;
        msg->nfields = nf;
        msg->seen = oj_new_items(nf, sizeof(PyObject *));
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
            for (int k = 0; oj_kind_names[k] != NULL; k++) {
                if (PyUnicode_CompareWithASCIIString(kind, oj_kind_names[k]) == 0)
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
static Py_ssize_t pcs_last_pos(const Enc *e);
static int pcs_payload(Enc *e, const EField *f, PyObject *doc, PyObject *ref);

#define ENC_GAP_BYTES 5
/* The largest message whose bytes are moved over its gap's unused rest when it is closed (the
 * others keep their gap until the end): the move costs at most this much a message. */
#define ENC_MOVE_BYTES 256
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
    unsigned char *buf = oj_grow_block(e->buf, &e->cap, e->len, more, 1, 4096);
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
    Gap *gaps = oj_grow_block(e->gaps, &e->gapcap, e->ngaps, 1, sizeof(Gap), 256);
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
    /* A small message closed while its gap is the last one kept (its own small messages closed
     * so too), with no piece in it: its bytes are moved over the unused rest now and the gap let
     * go, so that a document of many small messages does not keep a gap (24 bytes) each beside
     * its bytes (a graph of 500,000 empty nodes kept 12 MB of gaps for 1 MB of output). */
    Py_ssize_t body = e->len - (gap->pos + ENC_GAP_BYTES);
    if (g == e->ngaps - 1 && body <= ENC_MOVE_BYTES && pcs_last_pos(e) <= gap->pos) {
        if (gap->waste > 0 && body > 0)
            memmove(p + k, p + ENC_GAP_BYTES, (size_t)body);
        e->len -= gap->waste;
        e->ngaps--;
        return 0;
    }
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
    long long v = PyLong_AsLongLongAndOverflow(x, &overflow); /* an exact int: no error but overflow */
    if (overflow) {
        if (kind != K_UINT64 || overflow < 0)
            return 0;
        unsigned long long u = PyLong_AsUnsignedLongLong(x);
        if (u == (unsigned long long)-1 && PyErr_Occurred()) { /* above 2^64 - 1: OverflowError, its only error */
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
            if (PyFloat_Pack4(d, (char *)b, 1) < 0) { /* beyond float32: OverflowError, its only error */
                PyErr_Clear();
                return 0;
            }
            return enc_put(e, b, 4) < 0 ? -1 : 1;
        }
        (void)PyFloat_Pack8(d, (char *)b, 1); /* a finite double: IEEE 754 doubles, it cannot fail */
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
    if (n % 4 == 1 || oj_b64_alphabet_run(s, n) < n)
        return 2;
    if (e->check)
        return 1;
    Py_ssize_t quads = n / 4, rest = n % 4;
    Py_ssize_t size = quads * 3 + (rest ? rest - 1 : 0);
    if (enc_varint(e, (unsigned long long)size) < 0 || enc_room(e, size) < 0)
        return -1;
    unsigned char *out = e->buf + e->len;
    oj_b64_decode_run(s, quads, out); /* every character is in the alphabet: it cannot fail */
    if (rest) {
        const unsigned char *t = s + quads * 4;
        uint32_t v = oj_b64_dec[0][t[0]] | oj_b64_dec[1][t[1]] | (rest == 3 ? oj_b64_dec[2][t[2]] : 0);
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
            if (bad < 0) { /* beyond float32 or float16: OverflowError, their only error */
                PyErr_Clear();
                return 2;
            }
            continue;
        }
        if (!PyLong_CheckExact(x))
            return 2;
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(x, &overflow); /* an exact int: no error but overflow */
        unsigned long long u = (unsigned long long)v;
        if (overflow) {
            if (dtype != 13 || overflow < 0)
                return 2;
            u = PyLong_AsUnsignedLongLong(x);
            if (u == (unsigned long long)-1 && PyErr_Occurred()) { /* above 2^64 - 1: OverflowError */
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
    if (f->text) { /* form TEXT */
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
    oj_b64_init(); /* the base64 section's tables, for oj_b64_alphabet_run and oj_b64_decode_run */
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
PyObject *
oj_enc_encode(PyObject *self, PyObject *args)
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
PyObject *
oj_enc_check(PyObject *self, PyObject *args)
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

/* Where the last piece placed so far goes, or -1 (no piece). */
static Py_ssize_t
pcs_last_pos(const Enc *e)
{
    return e->npieces > 0 ? e->pieces[e->npieces - 1].pos : -1;
}

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
    PcsPiece *pieces = n < 0 ? NULL : oj_grow_block(e->pieces, &e->piececap, e->npieces, 1, sizeof(PcsPiece), 16);
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
        if (used > from) { /* an empty message has no buffer: memcpy is not given NULL */
            memcpy(dst, e->buf + from, (size_t)(used - from));
            dst += used - from;
        }
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
PyObject *
oj_pcs_encode(PyObject *self, PyObject *args)
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
    oj_b64_init(); /* the base64 section's tables, for oj_b64_alphabet_run and oj_b64_decode_run */
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
