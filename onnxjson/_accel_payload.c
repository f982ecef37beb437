/* onnxjson._accel, payload: payload_walk, the twin of codec/payload.iter_payload_messages.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
PyObject *
oj_pwalk_tables(PyObject *self, PyObject *args)
{
    PyObject *messages;
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &messages))
        return NULL;
    PWTables *t = NULL;
    PyObject *capsule = oj_new_table_capsule(sizeof(PWTables), WALK_CAPSULE, pwalk_tables_free, (void **)&t);
    if (capsule == NULL)
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(messages);
    t->messages = oj_new_items(n, sizeof(PWMessage));
    if (t->messages == NULL)
        goto error;
    t->nmessages = n;
    for (Py_ssize_t m = 0; m < n; m++) {
        PyObject *fields;
        PWMessage *msg = &t->messages[m];
        if (!PyArg_ParseTuple(PyList_GET_ITEM(messages, m), "pO!", &msg->payload, &PyList_Type, &fields))
            goto error;
        Py_ssize_t nf = PyList_GET_SIZE(fields);
        msg->fields = oj_new_items(nf, sizeof(PWField));
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
    PWItem *items = oj_grow_block(s->items, &s->cap, s->n, 1, sizeof(PWItem), 64);
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
PyObject *
oj_payload_walk(PyObject *self, PyObject *args)
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
