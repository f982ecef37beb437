/* onnxjson._accel, decode: the twin of the generated decoders, and the pieces of dump (field_pieces, decode_range).
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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

const char *const oj_kind_names[] = {
    "int32", "int64", "uint32", "uint64", "sint32", "sint64", "bool", "enum",
    "fixed64", "sfixed64", "double", "fixed32", "sfixed32", "float",
    "string", "bytes", "message", "group", NULL,
};

typedef struct {
    unsigned long key;  /* the tag this field is read under (LEN when packed) */
    long number;
    int kind, wire, repeated, packed;
    int text; /* the field's JSON form is text (proto/forms.py TEXT, given by codec/compiled.py) */
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
PyObject *
oj_dec_make_tables(PyObject *self, PyObject *args)
{
    PyObject *messages, *helpers;
    if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &messages, &PyTuple_Type, &helpers))
        return NULL;
    if (PyTuple_GET_SIZE(helpers) != 6) {
        PyErr_SetString(PyExc_ValueError, "six helpers expected");
        return NULL;
    }
    Tables *t = NULL;
    PyObject *capsule = oj_new_table_capsule(sizeof(Tables), "onnxjson._accel.tables", dec_tables_free, (void **)&t);
    if (capsule == NULL)
        return NULL;
    Py_INCREF(helpers);
    t->helpers = helpers;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = oj_new_items(n, sizeof(DMessage));
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
        msg->fields = oj_new_items(nf, sizeof(DField));
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
            for (int k = 0; oj_kind_names[k] != NULL; k++) {
                if (PyUnicode_CompareWithASCIIString(kind, oj_kind_names[k]) == 0)
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

/* Values shared within one decode: a long repeated run (a forest's node ids, modes, hit rates)
 * repeats few values millions of times, and a Python object each cost 28-60 bytes a value where
 * the document's text spends 2-12. Equal ints (below 2**63: the same for every kind), float32
 * bits and short ASCII strings are one object each, found in direct-mapped tables; the document is
 * the same (its values are immutable), only lighter. Made for a decode whose repeated run reaches
 * SHARE_AFTER elements, so a graph-heavy model's short runs do not pay for the tables. */
#define SHARE_AFTER 64
#define SHARE_INTS 16384
#define SHARE_FLOATS 4096
#define SHARE_STRS 1024
#define SHARE_STR_BYTES 32

typedef struct {
    unsigned long long int_keys[SHARE_INTS];
    PyObject *ints[SHARE_INTS];
    uint32_t float_keys[SHARE_FLOATS];
    PyObject *floats[SHARE_FLOATS];
    PyObject *strs[SHARE_STRS];
} Shared;

typedef struct {
    const unsigned char *buf;
    PyObject *data;    /* the object sliced for Blob values and helpers */
    PyObject *context; /* FastOptions: src, readable() */
    PyObject *src;
    Tables *t;
    long maxd;
    int readable;
    Shared *shared; /* NULL until a run is long (dec_message) */
} Dec;

static void
dec_shared_free(Shared *s)
{
    if (s == NULL)
        return;
    for (Py_ssize_t i = 0; i < SHARE_INTS; i++)
        Py_XDECREF(s->ints[i]);
    for (Py_ssize_t i = 0; i < SHARE_FLOATS; i++)
        Py_XDECREF(s->floats[i]);
    for (Py_ssize_t i = 0; i < SHARE_STRS; i++)
        Py_XDECREF(s->strs[i]);
    PyMem_Free(s);
}

/* The shared int of ``raw`` (below 2**63, its value for every varint kind), made when new. */
static PyObject *
dec_shared_int(Shared *s, unsigned long long raw)
{
    size_t slot = (size_t)((raw ^ (raw >> 14) ^ (raw >> 28) ^ (raw >> 42)) & (SHARE_INTS - 1));
    PyObject *v = s->ints[slot];
    if (v != NULL && s->int_keys[slot] == raw) {
        Py_INCREF(v);
        return v;
    }
    v = PyLong_FromUnsignedLongLong(raw);
    if (v == NULL)
        return NULL;
    Py_INCREF(v);
    Py_XSETREF(s->ints[slot], v);
    s->int_keys[slot] = raw;
    return v;
}

/* The shared document value of a finite float32's ``bits``, made when new. */
static PyObject *
dec_shared_float(Shared *s, uint32_t bits)
{
    size_t slot = (size_t)((bits * 2654435761u) >> 20) & (SHARE_FLOATS - 1);
    PyObject *v = s->floats[slot];
    if (v != NULL && s->float_keys[slot] == bits) {
        Py_INCREF(v);
        return v;
    }
    v = PyFloat_FromDouble(oj_f32_value(bits));
    if (v == NULL)
        return NULL;
    Py_INCREF(v);
    Py_XSETREF(s->floats[slot], v);
    s->float_keys[slot] = bits;
    return v;
}

/* The shared str of the UTF-8 bytes p[0:n] when they are short ASCII and met before; else
 * NOT_MINE (the caller decodes them, then offers the str to dec_shared_str_keep). */
static size_t
dec_str_slot(const unsigned char *p, Py_ssize_t n)
{
    uint32_t h = 2166136261u ^ (uint32_t)n;
    for (Py_ssize_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return (size_t)(h >> 7) & (SHARE_STRS - 1);
}

static PyObject *
dec_shared_str(Shared *s, const unsigned char *p, Py_ssize_t n)
{
    PyObject *v = s->strs[dec_str_slot(p, n)];
    if (v != NULL && PyUnicode_GET_LENGTH(v) == n && memcmp(PyUnicode_DATA(v), p, (size_t)n) == 0) {
        Py_INCREF(v);
        return v;
    }
    return NOT_MINE;
}

static void
dec_shared_str_keep(Shared *s, const unsigned char *p, Py_ssize_t n, PyObject *v)
{
    if (!PyUnicode_IS_COMPACT_ASCII(v) || PyUnicode_GET_LENGTH(v) != n)
        return;
    Py_INCREF(v);
    Py_XSETREF(s->strs[dec_str_slot(p, n)], v);
}

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
    if (d->shared != NULL && f->enum_table == NULL && raw > 256 && raw < (1ULL << 63) &&
        (f->kind == K_INT64 || f->kind == K_UINT64 || (f->kind == K_INT32 && raw <= 0x7FFFFFFFULL) ||
         (f->kind == K_UINT32 && raw <= 0xFFFFFFFFULL)))
        return dec_shared_int(d->shared, raw); /* the value the switch below gives */
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
        if (f->kind == K_FLOAT) {
            const unsigned char *q = buf + start;
            uint32_t bits = (uint32_t)q[0] | (uint32_t)q[1] << 8 | (uint32_t)q[2] << 16 | (uint32_t)q[3] << 24;
            if (((bits >> 23) & 0xFF) != 0xFF) { /* finite: here (a float list attribute holds millions) */
                if (d->shared != NULL)
                    return dec_shared_float(d->shared, bits);
                return PyFloat_FromDouble(oj_f32_value(bits));
            }
            return dec_call_on_slice(d, 0, start, start + 4); /* NaN and infinities: their names */
        }
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
    if (f->text) { /* form TEXT: a string, else the {"$bytes"} form */
        int share = d->shared != NULL && n <= SHARE_STR_BYTES;
        if (share) {
            PyObject *known = dec_shared_str(d->shared, buf + start, n);
            if (known != NOT_MINE)
                return known;
        }
        PyObject *s = PyUnicode_DecodeUTF8((const char *)buf + start, n, NULL);
        if (s != NULL && share)
            dec_shared_str_keep(d->shared, buf + start, n, s);
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
    Py_ssize_t run_length = 0;
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
                run_length = 0;
            }
            if (++run_length == SHARE_AFTER && d->shared == NULL && f->kind != K_MESSAGE) {
                d->shared = PyMem_Calloc(1, sizeof(Shared));
                if (d->shared == NULL) {
                    PyErr_NoMemory();
                    goto error;
                }
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
    Dec d = {view.buf, data, context, src, t, maxd, readable, NULL};
    PyObject *doc = dec_message(&d, index, start, stop, depth);
    dec_shared_free(d.shared);
    Py_DECREF(src);
    PyBuffer_Release(&view);
    if (doc == NOT_MINE)
        Py_RETURN_NONE;
    return doc;
}

/* decode(tables, index, data, context, maxd, readable): the document, or None (not canonical). */
PyObject *
oj_dec_decode(PyObject *self, PyObject *args)
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

PyObject *
oj_pn_field_pieces(PyObject *self, PyObject *args)
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

PyObject *
oj_pn_decode_range(PyObject *self, PyObject *args)
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
 * decodes (diff of identical inputs): whether decode gives a document, told without making it
 *
 * decodes(tables, index, data, maxd): True when decode(tables, index, data, context, maxd, False)
 * gives a document, False when it gives None. The walk is dec_message's: the same reads, checks and
 * order, the varints and packed runs read by dec_varint_value and dec_packed themselves; what is
 * left out is the values that are always taken (text, which is a string or its {"$bytes"} form;
 * floats and doubles, named by their helper when not finite; bytes, a Blob) and the documents.
 * Without readable values only: tensors' readable values are decode's (their ``readable``).
 * tests/test_diff_identical.py holds the two to one answer on damaged and generated models.
 * ------------------------------------------------------------------------------------------- */

static int dec_walk_message(Dec *d, Py_ssize_t m, Py_ssize_t pos, Py_ssize_t end, long depth);

/* 1 when a new reference v is a value (released), 0 for NOT_MINE, -1 for NULL (an exception). */
static int
dec_walk_taken(PyObject *v)
{
    if (v == NULL)
        return -1;
    if (v == NOT_MINE)
        return 0;
    Py_DECREF(v);
    return 1;
}

/* dec_varint_value's answer for the varint of ``f`` at *pos: 1 a value, 0 NOT_MINE, -1 an exception;
 * its value made only where its name decides (a closed enum's value missing from its table). */
static int
dec_walk_varint(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end)
{
    if (f->kind == K_ENUM && f->enum_table != NULL)
        return dec_walk_taken(dec_varint_value(d, f, pos, end));
    unsigned long long raw;
    int count;
    Py_ssize_t start = *pos;
    if (!dec_read_varint(d->buf, pos, end, &raw, &count))
        return 0;
    if (count != dec_varint_len(raw) || (count == 10 && d->buf[start + 9] != 1))
        return 0;
    switch (f->kind) {
    case K_INT64:
    case K_UINT64:
        return 1;
    case K_INT32:
    case K_ENUM:
        return (unsigned long long)(long long)(int32_t)(uint32_t)(raw & 0xFFFFFFFFULL) == raw;
    case K_UINT32:
        return raw <= 0xFFFFFFFFULL;
    default:
        return 0;
    }
}

/* dec_value's answer for one element of ``f`` at *pos: 1 a value, 0 NOT_MINE, -1 an exception. */
static int
dec_walk_value(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end, long depth)
{
    if (f->wire == W_VARINT)
        return dec_walk_varint(d, f, pos, end);
    if (f->wire == W_I32 || f->wire == W_I64) {
        Py_ssize_t width = f->wire == W_I32 ? 4 : 8;
        if (width > end - *pos)
            return 0;
        *pos += width;
        return f->kind == K_FLOAT || f->kind == K_DOUBLE;
    }
    if (f->wire != W_LEN)
        return 0;
    Py_ssize_t n = dec_read_length(d, pos, end);
    if (n < 0 || n > end - *pos)
        return 0;
    Py_ssize_t start = *pos, stop = *pos + n;
    *pos = stop;
    if (f->kind == K_MESSAGE)
        return dec_walk_message(d, f->message, start, stop, depth + 1);
    return f->text || f->kind == K_BYTES;
}

/* dec_message's answer for the message ``m`` at pos..end: 1 a document, 0 NOT_MINE, -1 an exception. */
static int
dec_walk_message(Dec *d, Py_ssize_t m, Py_ssize_t pos, Py_ssize_t end, long depth)
{
    if (depth > d->maxd)
        return 0;
    const DMessage *msg = &d->t->messages[m];
    const unsigned char *buf = d->buf;
    long last = 0;
    unsigned long long oneofs = 0;
    Py_ssize_t hint = 0;
    while (pos < end) {
        unsigned long key = buf[pos];
        if (key < 128) {
            pos += 1;
        } else {
            if (pos + 1 >= end)
                return 0;
            unsigned long k2 = buf[pos + 1];
            if (k2 >= 128 || k2 == 0)
                return 0;
            key = (key & 127) | (k2 << 7);
            pos += 2;
        }
        /* dec_message's search (from the last field found, round), without its division */
        const DField *f = NULL;
        for (Py_ssize_t i = 0, j = hint; i < msg->nfields; i++, j = j + 1 < msg->nfields ? j + 1 : 0) {
            if (msg->fields[j].key == key && msg->fields[j].kind != K_GROUP) {
                f = &msg->fields[j];
                hint = j;
                break;
            }
        }
        if (f == NULL)
            return 0;
        long num = f->number;
        int taken;
        if (f->packed) {
            if (last >= num)
                return 0;
            last = num;
            taken = dec_walk_taken(dec_packed(d, f, &pos, end));
        } else if (f->repeated) {
            if (last != num) {
                if (last > num)
                    return 0;
                last = num;
            }
            taken = dec_walk_value(d, f, &pos, end, depth);
        } else {
            if (last >= num)
                return 0;
            last = num;
            if (f->oneof >= 0) {
                if (oneofs & (1ULL << f->oneof))
                    return 0;
                oneofs |= 1ULL << f->oneof;
            }
            taken = dec_walk_value(d, f, &pos, end, depth);
        }
        if (taken <= 0)
            return taken;
    }
    return 1;
}

/* decodes(tables, index, data, maxd): whether decode(tables, index, data, context, maxd, False)
 * gives a document (True) or None (False), no document made. */
PyObject *
oj_dec_decodes(PyObject *self, PyObject *args)
{
    PyObject *capsule, *data;
    Py_ssize_t index;
    long maxd;
    if (!PyArg_ParseTuple(args, "OnOl", &capsule, &index, &data, &maxd))
        return NULL;
    Tables *t = PyCapsule_GetPointer(capsule, "onnxjson._accel.tables");
    if (t == NULL)
        return NULL;
    if (index < 0 || index >= t->nmessages) {
        PyErr_SetString(PyExc_IndexError, "no such message type");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    Dec d = {view.buf, data, NULL, NULL, t, maxd, 0};
    int taken = dec_walk_message(&d, index, 0, view.len, 1);
    PyBuffer_Release(&view);
    if (taken < 0)
        return NULL;
    return PyBool_FromLong(taken);
}
