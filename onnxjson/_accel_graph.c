/* onnxjson._accel, graph: the graph checks' NameTable, graph_nodes and graph_initializers.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

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
    .tp_doc = "NameTable(limit=512, collide=False): the names a graph defines, for the graph checks (see _accel_graph.c).",
    .tp_methods = nt_methods,
    .tp_new = nt_new,
};

/* For the module's init: NameTable made ready and the table's hash seeded, -1 with an exception set. */
int
oj_names_ready(void)
{
    if (PyType_Ready(&NameTableType) < 0)
        return -1;
    nt_seed = (uint64_t)(uintptr_t)&nt_seed * 0x9E3779B97F4A7C15ULL; /* per process (address layout) */
    return 0;
}

/* For the module's init: NameTable added to the module, -1 with an exception set. */
int
oj_names_add(PyObject *module)
{
    Py_INCREF(&NameTableType);
    if (PyModule_AddObject(module, "NameTable", (PyObject *)&NameTableType) < 0) {
        Py_DECREF(&NameTableType);
        return -1;
    }
    return 0;
}

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
PyObject *
oj_graph_nodes(PyObject *self, PyObject *args)
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
PyObject *
oj_graph_initializers(PyObject *self, PyObject *args)
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
