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
 * layout(): the pass of jsonio._render_fragments. A copy of a document tree whose arrays of
 * scalars are orjson.Fragment values holding their text as jsonio._render lays it out, and whose
 * Blob and LongText values are marks, for one orjson.dumps(OPT_INDENT_2) of the whole tree.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Set once by configure(): the Python objects the passes call or compare with. */
static PyObject *g_dumps, *g_fragment, *g_mark, *g_scalar_array, *g_blob, *g_longtext;
static PyObject *g_unwritable, *g_fallback;
static long g_max_indent = 100;

static PyObject *
configure(PyObject *self, PyObject *args)
{
    PyObject *dumps, *fragment, *mark, *scalar_array, *blob, *longtext, *unwritable, *fallback;
    long max_indent;
    if (!PyArg_ParseTuple(args, "OOOOOOOOl", &dumps, &fragment, &mark, &scalar_array, &blob, &longtext,
                          &unwritable, &fallback, &max_indent))
        return NULL;
    PyObject **slots[] = {&g_dumps, &g_fragment, &g_mark, &g_scalar_array, &g_blob, &g_longtext,
                          &g_unwritable, &g_fallback};
    PyObject *values[] = {dumps, fragment, mark, scalar_array, blob, longtext, unwritable, fallback};
    for (size_t i = 0; i < sizeof(values) / sizeof(values[0]); i++) {
        Py_INCREF(values[i]);
        Py_XSETREF(*slots[i], values[i]);
    }
    g_max_indent = max_indent;
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------------------------------------
 * layout
 * ------------------------------------------------------------------------------------------- */

typedef struct {
    Py_ssize_t width;
    long deepest;
    PyObject *key_cols; /* dict: key -> width of '"key": ' in characters */
    PyObject *streamed; /* list: Blob and LongText values in document order */
} Layout;

enum { T_STR = 1, T_INT = 2, T_FLOAT = 4, T_BOOL = 8, T_NONE = 16, T_OTHER = 32 };

static PyObject *lay_dict(Layout *c, PyObject *d, long level);
static PyObject *lay_list(Layout *c, PyObject *items, long level);

static int
fail_with(PyObject *type, const char *text)
{
    if (type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "onnxjson._accel is not configured");
    } else {
        PyErr_SetString(type, text);
    }
    return -1;
}

static Py_ssize_t
utf8_chars(const char *s, Py_ssize_t n)
{
    Py_ssize_t chars = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            chars++;
    }
    return chars;
}

static int
holds_null(const char *s, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i + 3 < n; i++) {
        if (s[i] == 'n' && s[i + 1] == 'u' && s[i + 2] == 'l' && s[i + 3] == 'l')
            return 1;
    }
    return 0;
}

static int
all_ascii(const char *s, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x80)
            return 0;
    }
    return 1;
}

/* A Fragment of ``text`` with every "," followed by a space (a new bytes object: orjson's own
 * result holds far more memory than its length while it lives). */
static PyObject *
spaced_fragment(const char *s, Py_ssize_t n, Py_ssize_t commas)
{
    PyObject *text = PyBytes_FromStringAndSize(NULL, n + commas);
    if (text == NULL)
        return NULL;
    char *out = PyBytes_AS_STRING(text);
    for (Py_ssize_t i = 0; i < n; i++) {
        *out++ = s[i];
        if (s[i] == ',')
            *out++ = ' ';
    }
    PyObject *fragment = PyObject_CallOneArg(g_fragment, text);
    Py_DECREF(text);
    return fragment;
}

static int
type_flags(PyObject *items)
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
        else
            flags |= T_OTHER;
    }
    return flags;
}

/* A non-empty array starting ``used`` characters into its line (jsonio._Layout.array). */
static PyObject *
lay_array(Layout *c, PyObject *value, Py_ssize_t used, long level)
{
    int flags = type_flags(value);
    Py_ssize_t n = PyList_GET_SIZE(value);
    if (!(flags & T_OTHER)) {
        PyObject *whole = PyObject_CallOneArg(g_dumps, value);
        if (whole == NULL)
            return NULL;
        if (!PyBytes_CheckExact(whole)) {
            Py_DECREF(whole);
            PyErr_SetString(PyExc_TypeError, "dumps did not return bytes");
            return NULL;
        }
        const char *s = PyBytes_AS_STRING(whole);
        Py_ssize_t len = PyBytes_GET_SIZE(whole);
        if (used + len + n - 1 <= c->width && all_ascii(s, len)) {
            if (!(flags & (T_STR | T_NONE))) {
                if ((flags & T_FLOAT) && holds_null(s, len)) {
                    Py_DECREF(whole);
                    fail_with(g_unwritable, "NaN or infinity");
                    return NULL;
                }
                PyObject *f = spaced_fragment(s, len, n - 1);
                Py_DECREF(whole);
                return f;
            }
            if (flags == T_STR && memchr(s, '\\', (size_t)len) == NULL) {
                Py_ssize_t commas = 0;
                for (Py_ssize_t i = 0; i < len; i++)
                    commas += s[i] == ',';
                if (commas == n - 1) {
                    PyObject *f = spaced_fragment(s, len, commas);
                    Py_DECREF(whole);
                    return f;
                }
            }
        }
        Py_DECREF(whole);
    }
    PyObject *types = PySet_New(NULL);
    if (types == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (PySet_Add(types, (PyObject *)Py_TYPE(PyList_GET_ITEM(value, i))) < 0) {
            Py_DECREF(types);
            return NULL;
        }
    }
    long shown = level < g_max_indent ? level : g_max_indent;
    PyObject *text = PyObject_CallFunction(g_scalar_array, "OOnln", value, types, used, shown, c->width);
    Py_DECREF(types);
    if (text == NULL)
        return NULL;
    if (text != Py_None) {
        PyObject *f = PyObject_CallOneArg(g_fragment, text);
        Py_DECREF(text);
        return f;
    }
    Py_DECREF(text);
    return lay_list(c, value, level + 1);
}

/* What a value inside a container becomes: a new reference to the replacement, Py_None
 * (borrowed, not a reference) when it stays as it is, NULL on an exception. */
static PyObject *
lay_value(Layout *c, PyObject *value, Py_ssize_t used, long level)
{
    PyTypeObject *t = Py_TYPE(value);
    if (t == &PyUnicode_Type || t == &PyLong_Type || t == &PyBool_Type || value == Py_None)
        return Py_None;
    if (t == &PyList_Type) {
        if (PyList_GET_SIZE(value) == 0)
            return Py_None;
        return lay_array(c, value, used, level);
    }
    if (t == &PyDict_Type) {
        if (PyDict_GET_SIZE(value) == 0)
            return Py_None;
        PyObject *new = lay_dict(c, value, level + 1);
        if (new == value) {
            Py_DECREF(new);
            return Py_None;
        }
        return new;
    }
    if (t == &PyFloat_Type) {
        if (!isfinite(PyFloat_AS_DOUBLE(value))) {
            fail_with(g_unwritable, "NaN or infinity");
            return NULL;
        }
        return Py_None;
    }
    if ((PyObject *)t == g_blob || (PyObject *)t == g_longtext) {
        if (PyList_Append(c->streamed, value) < 0)
            return NULL;
        Py_INCREF(g_mark);
        return g_mark;
    }
    fail_with(g_fallback, "not a JSON type");
    return NULL;
}

static PyObject *
lay_dict(Layout *c, PyObject *d, long level)
{
    if (level > c->deepest) {
        fail_with(g_fallback, "too deep");
        return NULL;
    }
    PyObject *out = NULL;
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    Py_ssize_t indent = 2 * level;
    while (PyDict_Next(d, &pos, &key, &value)) {
        Py_ssize_t used = 0;
        if (Py_TYPE(value) == &PyList_Type && PyList_GET_SIZE(value) > 0) {
            PyObject *cols = PyDict_GetItemWithError(c->key_cols, key);
            if (cols == NULL) {
                if (PyErr_Occurred() || !PyUnicode_CheckExact(key)) {
                    if (!PyErr_Occurred())
                        fail_with(g_fallback, "a key that is not a str");
                    goto error;
                }
                PyObject *kb = PyObject_CallOneArg(g_dumps, key);
                if (kb == NULL)
                    goto error;
                cols = PyLong_FromSsize_t(utf8_chars(PyBytes_AS_STRING(kb), PyBytes_GET_SIZE(kb)) + 2);
                Py_DECREF(kb);
                if (cols == NULL || PyDict_SetItem(c->key_cols, key, cols) < 0) {
                    Py_XDECREF(cols);
                    goto error;
                }
                Py_DECREF(cols);
            }
            used = indent + PyLong_AsSsize_t(cols);
        }
        Py_INCREF(key);  /* the value's pass may run Python code */
        Py_INCREF(value);
        PyObject *new = lay_value(c, value, used, level);
        Py_DECREF(value);
        if (new == NULL) {
            Py_DECREF(key);
            goto error;
        }
        if (new != Py_None) {
            if (out == NULL && (out = PyDict_Copy(d)) == NULL) {
                Py_DECREF(new);
                Py_DECREF(key);
                goto error;
            }
            int bad = PyDict_SetItem(out, key, new);
            Py_DECREF(new);
            if (bad < 0) {
                Py_DECREF(key);
                goto error;
            }
        }
        Py_DECREF(key);
    }
    if (out == NULL) {
        Py_INCREF(d);
        return d;
    }
    return out;
error:
    Py_XDECREF(out);
    return NULL;
}

static PyObject *
lay_list(Layout *c, PyObject *items, long level)
{
    if (level > c->deepest) {
        fail_with(g_fallback, "too deep");
        return NULL;
    }
    PyObject *out = NULL;
    Py_ssize_t indent = 2 * level;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++) {
        PyObject *value = PyList_GET_ITEM(items, i);
        Py_INCREF(value);
        PyObject *new = lay_value(c, value, indent, level);
        Py_DECREF(value);
        if (new == NULL)
            goto error;
        if (new != Py_None) {
            if (out == NULL && (out = PyList_GetSlice(items, 0, PyList_GET_SIZE(items))) == NULL) {
                Py_DECREF(new);
                goto error;
            }
            if (i >= PyList_GET_SIZE(out)) {
                Py_DECREF(new);
                fail_with(g_fallback, "the list changed");
                goto error;
            }
            PyList_SetItem(out, i, new);  /* steals the reference */
        }
    }
    if (out == NULL) {
        Py_INCREF(items);
        return items;
    }
    return out;
error:
    Py_XDECREF(out);
    return NULL;
}

static PyObject *
layout(PyObject *self, PyObject *args)
{
    PyObject *doc, *streamed;
    Py_ssize_t width;
    long deepest;
    if (!PyArg_ParseTuple(args, "O!nlO!", &PyDict_Type, &doc, &width, &deepest, &PyList_Type, &streamed))
        return NULL;
    if (g_dumps == NULL) {
        fail_with(NULL, "");
        return NULL;
    }
    Layout c = {width, deepest, PyDict_New(), streamed};
    if (c.key_cols == NULL)
        return NULL;
    PyObject *out = lay_dict(&c, doc, 1);
    Py_DECREF(c.key_cols);
    return out;
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
static const char *KIND_NAMES[] = {
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
tables_free(PyObject *capsule)
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
 * (name, number, kind, wire_type, repeated, packed, text, message_index, enum_table_or_None). */
static PyObject *
make_tables(PyObject *self, PyObject *args)
{
    PyObject *messages, *helpers;
    if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &messages, &PyTuple_Type, &helpers))
        return NULL;
    if (PyTuple_GET_SIZE(helpers) != 6) {
        PyErr_SetString(PyExc_ValueError, "six helpers expected");
        return NULL;
    }
    Tables *t = PyMem_Calloc(1, sizeof(Tables));
    if (t == NULL)
        return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(t, "onnxjson._accel.tables", tables_free);
    if (capsule == NULL) {
        PyMem_Free(t);
        return NULL;
    }
    Py_INCREF(helpers);
    t->helpers = helpers;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = PyMem_Calloc(n > 0 ? (size_t)n : 1, sizeof(DMessage));
    if (t->messages == NULL) {
        Py_DECREF(capsule);
        return PyErr_NoMemory();
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
        msg->fields = PyMem_Calloc(nf > 0 ? (size_t)nf : 1, sizeof(DField));
        if (msg->fields == NULL) {
            PyErr_NoMemory();
            goto error;
        }
        msg->nfields = nf;
        for (Py_ssize_t i = 0; i < nf; i++) {
            DField *f = &msg->fields[i];
            PyObject *name, *kind, *table;
            if (!PyArg_ParseTuple(PyList_GET_ITEM(fields, i), "UlUipppnO", &name, &f->number, &kind, &f->wire,
                                  &f->repeated, &f->packed, &f->text, &f->message, &table))
                goto error;
            f->kind = -1;
            for (int k = 0; KIND_NAMES[k] != NULL; k++) {
                if (PyUnicode_CompareWithASCIIString(kind, KIND_NAMES[k]) == 0)
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

#define NOT_MINE ((PyObject *)&not_mine_marker)
static int not_mine_marker;

/* A varint at *pos (before end): 1 and the value (masked to 64 bits) and its byte count, 0 when
 * truncated or longer than ten bytes. */
static int
read_varint(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, unsigned long long *value, int *count)
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
varint_len(unsigned long long v)
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
read_length(Dec *d, Py_ssize_t *pos, Py_ssize_t end)
{
    unsigned long long n;
    int count;
    if (*pos >= end)
        return -1;
    if (d->buf[*pos] < 0x80) {
        return d->buf[(*pos)++];
    }
    if (!read_varint(d->buf, pos, end, &n, &count))
        return -1;
    if (count != varint_len(n) || count > 5)
        return -1;
    return (Py_ssize_t)n;
}

/* The canonical varint of ``kind`` at *pos as a Python value: NOT_MINE when it is not canonical
 * (or malformed), NULL on an exception. */
static PyObject *
varint_value(Dec *d, const DField *f, Py_ssize_t *pos, Py_ssize_t end)
{
    unsigned long long raw;
    int count;
    Py_ssize_t start = *pos;
    if (!read_varint(d->buf, pos, end, &raw, &count))
        return NOT_MINE;
    if (count != varint_len(raw) || (count == 10 && d->buf[start + 9] != 1))
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
        }
    }
    return v;
}

static PyObject *
slice(Dec *d, Py_ssize_t start, Py_ssize_t stop)
{
    return PySequence_GetSlice(d->data, start, stop);
}

static PyObject *
call_on_slice(Dec *d, int helper, Py_ssize_t start, Py_ssize_t stop)
{
    PyObject *piece = slice(d, start, stop);
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
        return varint_value(d, f, pos, end);
    if (f->wire == W_I32 || f->wire == W_I64) {
        Py_ssize_t width = f->wire == W_I32 ? 4 : 8;
        Py_ssize_t start = *pos;
        if (width > end - start)
            return NOT_MINE;
        *pos = start + width;
        if (f->kind == K_FLOAT)
            return call_on_slice(d, 0, start, start + 4);
        if (f->kind == K_DOUBLE)
            return call_on_slice(d, 1, start, start + 8);
        return NOT_MINE;
    }
    if (f->wire != W_LEN)
        return NOT_MINE;
    Py_ssize_t n = read_length(d, pos, end);
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
        return call_on_slice(d, 2, start, stop);
    }
    if (f->kind == K_BYTES) {
        PyObject *piece = slice(d, start, stop);
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
    Py_ssize_t n = read_length(d, pos, end);
    if (n <= 0 || n > end - *pos)
        return NOT_MINE;  /* a packed run is never empty */
    Py_ssize_t start = *pos, stop = *pos + n;
    *pos = stop;
    PyObject *v;
    if (f->wire == W_VARINT) {
        v = PyObject_CallFunction(PyTuple_GET_ITEM(d->t->helpers, 4), "OnnOO", d->data, start, stop, f->kind_name,
                                  f->enum_table != NULL ? f->enum_table : Py_None);
    } else {
        PyObject *piece = slice(d, start, stop);
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

/* decode(tables, index, data, context, maxd, readable): the document, or None (not canonical). */
static PyObject *
decode(PyObject *self, PyObject *args)
{
    PyObject *capsule, *data, *context;
    Py_ssize_t index;
    long maxd;
    int readable;
    if (!PyArg_ParseTuple(args, "OnOOlp", &capsule, &index, &data, &context, &maxd, &readable))
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
    PyObject *src = PyObject_GetAttrString(context, "src");
    if (src == NULL) {
        PyBuffer_Release(&view);
        return NULL;
    }
    Dec d = {view.buf, data, context, src, t, maxd, readable};
    PyObject *doc = dec_message(&d, index, 0, view.len, 1);
    Py_DECREF(src);
    PyBuffer_Release(&view);
    if (doc == NOT_MINE)
        Py_RETURN_NONE;
    return doc;
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
inside(double y, double lo, double hi)
{
    if (lo < y && y < hi)
        return 1;
    return (y == lo || y == hi) ? -1 : 0;
}

static double
closest(double x, int digits)
{
    char text[64];
    snprintf(text, sizeof(text), "%.*e", digits - 1, x);
    return strtod(text, NULL);
}

/* The document value of a finite, non-zero float32 that is not a power of two; 0 when the Python
 * method must decide (a decimal on an end of the interval). */
static int
shortest32(uint32_t bits, double *out)
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
    double y = closest(x, 8);
    int in = inside(y, lo, hi);
    if (in < 0)
        return 0;
    if (!in) {
        y = closest(x, 9);
    } else {
        double y2 = closest(x, 7);
        in = inside(y2, lo, hi);
        if (in < 0)
            return 0;
        if (in) {
            y = y2;
            int a = 1, b = 6;
            while (a <= b) {
                int d = (a + b) >> 1;
                double yd = closest(x, d);
                in = inside(yd, lo, hi);
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
power_of_two32(int e, double *out)
{
    double x = ldexp((double)(1 << 23), e), half = ldexp(0.5, e);
    double lo = x - half / 2, hi = x + half;
    for (int d = 1; d <= 9; d++) {
        char text[64], up[80];
        snprintf(text, sizeof(text), "%.*e", d - 1, x);
        double y = strtod(text, NULL);
        int in = inside(y, lo, hi);
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
            in = inside(y, lo, hi);
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
                   ((frac == 0 && exp_field > 1) ? power_of_two32((int)exp_field - 150, &y) : shortest32(bits, &y))) {
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

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the Python objects the passes use."},
    {"layout", layout, METH_VARARGS, "layout(doc, width, deepest, streamed): the tree for orjson, or raise."},
    {"float32_batch", float32_batch, METH_VARARGS, "float32_batch(data, slow): document values of float32s."},
    {"tables", make_tables, METH_VARARGS, "tables(messages, helpers): the decoder's tables (a capsule)."},
    {"decode", decode, METH_VARARGS, "decode(tables, index, data, options, deepest, readable): a document or None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "onnxjson._accel", "Optional compiled fast paths of onnxjson.", -1, methods,
};

PyMODINIT_FUNC
PyInit__accel(void)
{
    return PyModule_Create(&module);
}
