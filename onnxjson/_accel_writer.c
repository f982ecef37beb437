/* onnxjson._accel, writer: write, the twin of jsonio._render.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
 * takes from one orjson.dumps, and packed into lines the arrays of numbers too long for one (the
 * elements of the same orjson.dumps, as jsonio._packed places them). Everything else is the reference's own Python code, called at the
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

PyObject *
oj_write_configure(PyObject *self, PyObject *args)
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
    char *buf = oj_grow_block(o->buf, &o->cap, o->len, n, 1, 1 << 16);
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

/* For the module's init: the writer's type made ready, -1 with an exception set. */
int
oj_writer_ready(void)
{
    return PyType_Ready(&OutType);
}

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

/* The array of numbers (ints, floats, bools) whose compact text is ``s`` (orjson.dumps: one comma
 * between elements, none inside one), one line too long, packed as jsonio._packed packs it: its
 * elements greedily into lines of at most ``width`` characters, commas included, indented one
 * level below ``level``. 1 written, -1 on an exception. */
static int
w_packed(Out *o, const char *s, Py_ssize_t len, Py_ssize_t n, long level, Py_ssize_t width)
{
    Py_ssize_t start = 2 * ((Py_ssize_t)level + 1);
    if (out_room(o, len + n * (start + 3) + 2 * (Py_ssize_t)level + 8) < 0)
        return -1;
    char *p = o->buf + o->len;
    const char *q = s + 1, *end = s + len - 1; /* between the brackets */
    Py_ssize_t used = 0;
    *p++ = '[';
    *p++ = '\n';
    for (Py_ssize_t i = 0; i < n; i++) {
        const char *c = i == n - 1 ? end : memchr(q, ',', (size_t)(end - q));
        if (c == NULL)
            c = end;
        Py_ssize_t part = c - q, need = part + (i != n - 1);
        if (i && used + 1 + need <= width) {
            *p++ = ',';
            *p++ = ' ';
            used += 1 + need;
        } else {
            if (i) {
                *p++ = ',';
                *p++ = '\n';
            }
            memset(p, ' ', (size_t)start);
            p += start;
            used = start + need;
        }
        memcpy(p, q, (size_t)part);
        p += part;
        q = c + 1;
    }
    *p++ = '\n';
    memset(p, ' ', (size_t)(2 * level));
    p += 2 * level;
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
        } else if (!(flags & ~(T_INT | T_FLOAT | T_BOOL))) {
            /* numbers, one line too long: packed here as _scalar_array packs them */
            if ((flags & T_FLOAT) && w_holds_null(s, len)) {
                Py_DECREF(whole);
                return w_raise(w_conf.unwritable, "NaN or infinity");
            }
            int r = w_packed(o, s, len, n, level < w_conf.max_indent ? level : w_conf.max_indent, o->width);
            Py_DECREF(whole);
            return r;
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
    WFrame *frames = oj_grow_block(s->frames, &s->cap, s->n, 1, sizeof(WFrame), 64);
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
PyObject *
oj_write_doc(PyObject *self, PyObject *args)
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
