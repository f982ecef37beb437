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

/* A frame of the walk: a message whose fields are being entered (one a level of nesting, never
 * one a child: a graph of 500,000 empty nodes held 16 bytes a node while they were all pushed). */
typedef struct {
    PyObject *msg;      /* the message, a reference of the frame's own */
    Py_ssize_t message; /* its type */
    Py_ssize_t field;   /* the field being entered */
    PyObject *list;     /* that field's list (a reference of the frame's own), or NULL */
    Py_ssize_t next;    /* the list's next element */
} PWFrame;

typedef struct {
    PWFrame *frames;
    Py_ssize_t n, cap;
} PWStack;

/* Enter ``value`` (a message of type ``message``): listed when a payload message, and a frame for
 * its fields when it has any that can hold one. 1 done, 0 not mine, -1 an exception. */
static int
pwalk_enter(PWStack *s, const PWTables *t, PyObject *found, PyObject *value, Py_ssize_t message)
{
    if (!PyDict_Check(value))
        return 1;
    if (!PyDict_CheckExact(value))
        return 0;
    const PWMessage *spec = &t->messages[message];
    if (spec->payload && PyList_Append(found, value) < 0)
        return -1;
    if (spec->nfields == 0)
        return 1;
    PWFrame *frames = oj_grow_block(s->frames, &s->cap, s->n, 1, sizeof(PWFrame), 64);
    if (frames == NULL)
        return -1;
    s->frames = frames;
    Py_INCREF(value);
    s->frames[s->n] = (PWFrame){value, message, 0, NULL, 0};
    s->n++;
    return 1;
}

static void
pwalk_pop(PWStack *s)
{
    PWFrame *f = &s->frames[--s->n];
    Py_DECREF(f->msg);
    Py_XDECREF(f->list);
}

/* payload_walk(tables, index, doc): the payload messages of ``doc`` (a message ``index``) as a
 * list, or None when a container is not exactly a dict or a list. Depth first, each message before
 * its children, the children in field order and a list's in its order (as the generator). */
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
    int result = pwalk_enter(&s, t, found, doc, index); /* 1: the list; 0: not mine; -1: an exception */
    while (result > 0 && s.n > 0) {
        PWFrame *top = &s.frames[s.n - 1];
        if (top->list != NULL) {
            if (top->next < PyList_GET_SIZE(top->list)) {
                PyObject *child = PyList_GET_ITEM(top->list, top->next);
                const PWField *f = &t->messages[top->message].fields[top->field];
                top->next++;
                Py_INCREF(child);
                result = pwalk_enter(&s, t, found, child, f->message); /* may move the frames */
                Py_DECREF(child);
                continue;
            }
            Py_CLEAR(top->list);
            top->field++;
        }
        const PWMessage *spec = &t->messages[top->message];
        if (top->field >= spec->nfields) {
            pwalk_pop(&s);
            continue;
        }
        const PWField *f = &spec->fields[top->field];
        PyObject *value = PyDict_GetItemWithError(top->msg, f->name);
        if (value == NULL) {
            if (PyErr_Occurred())
                result = -1;
            top->field++;
            continue;
        }
        if (value == Py_None) {
            top->field++;
            continue;
        }
        if (f->repeated && PyList_Check(value)) {
            if (!PyList_CheckExact(value)) {
                result = 0;
                break;
            }
            Py_INCREF(value);
            top->list = value;
            top->next = 0;
            continue;
        }
        top->field++;
        if (PyDict_Check(value)) {
            Py_INCREF(value);
            result = pwalk_enter(&s, t, found, value, f->message);
            Py_DECREF(value);
        }
    }
    while (s.n > 0)
        pwalk_pop(&s);
    PyMem_Free(s.frames);
    Py_DECREF(capsule);
    if (result > 0)
        return found;
    Py_DECREF(found);
    if (result == 0)
        Py_RETURN_NONE;
    return NULL;
}
