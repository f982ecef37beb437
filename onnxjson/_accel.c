/* onnxjson._accel: an optional compiled accelerator (see onnxjson/accel.py).
 *
 * Every function here does exactly what a pure-Python path of the package does, for the inputs
 * it accepts, and says "not mine" (returns None, or raises the exception it was given to raise)
 * for anything else, so the Python path (the reference, always kept and tested) takes over. The
 * tests run both paths and compare their outputs byte for byte.
 *
 * layout(): the pass of jsonio._render_fragments. A copy of a document tree whose arrays of
 * scalars are orjson.Fragment values holding their text as jsonio._render lays it out, and whose
 * Blob and LongText values are marks, for one orjson.dumps(OPT_INDENT_2) of the whole tree.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
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

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the Python objects the passes use."},
    {"layout", layout, METH_VARARGS, "layout(doc, width, deepest, streamed): the tree for orjson, or raise."},
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
