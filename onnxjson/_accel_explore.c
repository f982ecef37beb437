/* onnxjson._accel, explore: field_tally, info's walk of where every byte of a model goes.
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * field_tally (session 13): the twin of explore._field_tally
 *
 * field_tally(data, kinds, depth): the occurrences of each field path of the message ``data``,
 * summed, as explore._field_tally sums them: a list of rows [parent, number, code, count, size,
 * content, nested, wires], the root first (parent -1, code 0), each row made where the walk first
 * meets its path, in the walk's order (depth first, in the order of the bytes), so that the list is
 * the reference's item for item. ``code`` is -2 for an unknown field, -1 for a known field that is
 * not opened (a scalar, a string...), else the id of the message type of a known message field;
 * ``kinds(id, number, wire)`` says which of the three an occurrence of ``number`` with ``wire``
 * in a message of type ``id`` is (asked once a row and a tag). None when the bytes of ``data`` do
 * not frame as fields (groups closed inside it), as the reference says.
 *
 * Why: the reference walks every field of a model in Python (about 900,000 for the 100,000-node
 * chain: 0.32 s of info's 1.3 s, and 1.0 s for a model of millions of unpacked attribute values).
 * Here a walk is a stack of at most ``depth`` (position, end, row) frames and a table of rows;
 * the (row, tag) -> what it is and (row, number) -> child lookups are open-addressing tables with
 * a hash seeded per call (the numbers are the input's). A message field is opened after its content
 * is checked to frame (one pass over its own fields: a group's marks matched on a stack), as the
 * reference checks it before counting it known.
 * ------------------------------------------------------------------------------------------- */

enum { FT_SGROUP = 3, FT_EGROUP = 4, FT_MAX_FRAMING = 5, FT_MAX_VARINT = 10 };

typedef struct {
    Py_ssize_t parent;
    long long number;
    long code;
    long long count, size, content;
    int nested;
    int wires;
} ft_row;

typedef struct {
    uint64_t key; /* (row << 32 | tag) + 1; 0: empty */
    Py_ssize_t value;
} ft_slot;

typedef struct {
    ft_slot *slots;
    Py_ssize_t cap, used; /* cap: a power of two */
    uint64_t seed;
} ft_map;

typedef struct {
    const unsigned char *buf;
    ft_row *rows;
    Py_ssize_t nrows, rows_cap;
    ft_map kinds;    /* (row, tag) -> child row (a leaf), or -(code + 1) (a message field of type code) */
    ft_map children; /* (row, number << 1 | unknown) -> child row */
    uint32_t *groups; /* the open groups' numbers (the framing check) */
    Py_ssize_t groups_cap;
} ft_walk;

static uint64_t
ft_mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

/* The slot of ``key`` (found, or the empty one where it goes). */
static ft_slot *
ft_find(ft_map *m, uint64_t key)
{
    Py_ssize_t mask = m->cap - 1;
    Py_ssize_t i = (Py_ssize_t)(ft_mix(key ^ m->seed) & (uint64_t)mask);
    for (;;) {
        ft_slot *s = &m->slots[i];
        if (s->key == key || s->key == 0)
            return s;
        i = (i + 1) & mask;
    }
}

/* Room for one more key (the table grown at half full): 0, or -1 with MemoryError. */
static int
ft_reserve(ft_map *m)
{
    if (m->slots != NULL && (m->used + 1) * 2 <= m->cap)
        return 0;
    Py_ssize_t cap = m->cap ? m->cap * 2 : 64;
    if (cap > PY_SSIZE_T_MAX / (Py_ssize_t)sizeof(ft_slot) / 2) {
        PyErr_NoMemory();
        return -1;
    }
    ft_slot *old = m->slots;
    Py_ssize_t old_cap = m->cap;
    m->slots = oj_new_items(cap, sizeof(ft_slot));
    if (m->slots == NULL) {
        m->slots = old;
        return -1;
    }
    m->cap = cap;
    for (Py_ssize_t i = 0; i < old_cap; i++)
        if (old[i].key != 0)
            *ft_find(m, old[i].key) = old[i];
    PyMem_Free(old);
    return 0;
}

/* A varint at *pos (at most FT_MAX_VARINT bytes): 1 and its value (masked to 64 bits), else 0. */
static int
ft_varint(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, unsigned long long *value)
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
        if (p - *pos >= FT_MAX_VARINT)
            return 0;
    }
    *pos = p;
    *value = result;
    return 1;
}

/* The framing of the field at *pos (wire._field_end): 1, its number and wire type, *pos after it
 * (after the tag of a group's mark); 0 when it does not parse. */
static int
ft_field_end(const unsigned char *buf, Py_ssize_t *pos, Py_ssize_t end, unsigned long long *number, int *wire)
{
    Py_ssize_t at = *pos, p = *pos;
    unsigned long long key, n;
    if (!ft_varint(buf, &p, end, &key) || key > 0xFFFFFFFFULL || p - at > FT_MAX_FRAMING)
        return 0;
    *number = key >> 3;
    *wire = (int)(key & 7);
    if (*number < 1 || *number >= (1ULL << 29))
        return 0;
    switch (*wire) {
    case 0:
        if (!ft_varint(buf, &p, end, &n))
            return 0;
        break;
    case 1:
    case 5: {
        Py_ssize_t width = *wire == 1 ? 8 : 4;
        if (width > end - p)
            return 0;
        p += width;
        break;
    }
    case 2: {
        Py_ssize_t length_at = p;
        if (!ft_varint(buf, &p, end, &n) || p - length_at > FT_MAX_FRAMING || n > (unsigned long long)(end - p))
            return 0;
        p += (Py_ssize_t)n;
        break;
    }
    case FT_SGROUP:
    case FT_EGROUP:
        break;
    default:
        return 0;
    }
    *pos = p;
    return 1;
}

/* 1 when buf[start:stop] is a sequence of whole fields, each group closed inside it by the end mark
 * of its number (explore._group_fields); 0 when not; -1 with MemoryError. */
static int
ft_frames(ft_walk *w, Py_ssize_t start, Py_ssize_t stop)
{
    Py_ssize_t open = 0, pos = start;
    unsigned long long number;
    int wire;
    while (pos < stop) {
        if (!ft_field_end(w->buf, &pos, stop, &number, &wire))
            return 0;
        if (wire == FT_SGROUP) {
            uint32_t *grown = oj_grow_block(w->groups, &w->groups_cap, open, 1, sizeof(uint32_t), 16);
            if (grown == NULL)
                return -1;
            w->groups = grown;
            w->groups[open++] = (uint32_t)number;
        } else if (wire == FT_EGROUP) {
            if (open == 0 || w->groups[--open] != (uint32_t)number)
                return 0;
        }
    }
    return open == 0;
}

/* The child row of ``row`` for ``number`` (``unknown``: an unknown field of that number), made
 * with ``code`` when new: its index, or -1 with an exception set. */
static Py_ssize_t
ft_child(ft_walk *w, Py_ssize_t row, unsigned long long number, int unknown, long code)
{
    uint64_t key = (((uint64_t)row << 32) | (number << 1) | (uint64_t)unknown) + 1;
    if (ft_reserve(&w->children) < 0)
        return -1;
    ft_slot *s = ft_find(&w->children, key);
    if (s->key != 0)
        return s->value;
    ft_row *grown = oj_grow_block(w->rows, &w->rows_cap, w->nrows, 1, sizeof(ft_row), 64);
    if (grown == NULL)
        return -1;
    w->rows = grown;
    ft_row *r = &w->rows[w->nrows];
    memset(r, 0, sizeof(*r));
    r->parent = row;
    r->number = (long long)number;
    r->code = code;
    s->key = key;
    s->value = w->nrows;
    w->children.used++;
    return w->nrows++;
}

/* The list of rows (see the section's comment): a new reference, or NULL with an exception set. */
static PyObject *
ft_rows_list(ft_walk *w)
{
    PyObject *out = PyList_New(w->nrows);
    if (out == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < w->nrows; i++) {
        ft_row *r = &w->rows[i];
        PyObject *item = Py_BuildValue("[nLlLLLii]", r->parent, r->number, r->code, r->count, r->size, r->content,
                                       r->nested, r->wires);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    return out;
}

typedef struct {
    Py_ssize_t pos, end, row;
} ft_frame;

static PyObject *
ft_walk_all(ft_walk *w, Py_ssize_t len, PyObject *kinds, long depth_limit)
{
    ft_frame *stack = oj_new_items(depth_limit, sizeof(ft_frame));
    if (stack == NULL)
        return NULL;
    PyObject *result = NULL;
    int whole = ft_frames(w, 0, len);
    if (whole <= 0) {
        if (whole == 0)
            result = Py_NewRef(Py_None);
        goto done;
    }
    ft_row *root = oj_grow_block(NULL, &w->rows_cap, 0, 1, sizeof(ft_row), 64);
    if (root == NULL)
        goto done;
    w->rows = root;
    memset(root, 0, sizeof(*root));
    root->parent = -1;
    w->nrows = 1;
    long sp = 0;
    stack[sp++] = (ft_frame){0, len, 0};
    while (sp > 0) {
        ft_frame *top = &stack[sp - 1];
        if (top->pos >= top->end) {
            sp--;
            continue;
        }
        const unsigned char *buf = w->buf;
        Py_ssize_t start = top->pos, pos = top->pos;
        unsigned long long number;
        int wire;
        ft_field_end(buf, &pos, top->end, &number, &wire); /* framing checked: it parses */
        if (wire == FT_SGROUP) { /* the group whole, to its end mark (matched when checked) */
            Py_ssize_t open = 1;
            unsigned long long inner;
            int inner_wire;
            while (open) {
                ft_field_end(buf, &pos, top->end, &inner, &inner_wire);
                open += inner_wire == FT_SGROUP ? 1 : inner_wire == FT_EGROUP ? -1 : 0;
            }
        }
        top->pos = pos;
        Py_ssize_t row = top->row;
        uint64_t tag = (number << 3) | (uint64_t)(buf[start] & 7);
        uint64_t key = (((uint64_t)row << 32) | tag) + 1;
        if (ft_reserve(&w->kinds) < 0)
            goto done;
        ft_slot *s = ft_find(&w->kinds, key);
        Py_ssize_t kind;
        if (s->key != 0) {
            kind = s->value;
        } else {
            PyObject *answer = PyObject_CallFunction(kinds, "lKi", w->rows[row].code, number, (int)(tag & 7));
            if (answer == NULL)
                goto done;
            int overflow = 0;
            long code = PyLong_AsLongAndOverflow(answer, &overflow);
            Py_DECREF(answer);
            if (code == -1 && PyErr_Occurred())
                goto done;
            if (overflow || code < -2 || code >= (1L << 31)) {
                PyErr_SetString(PyExc_ValueError, "field_tally: kinds gave a code out of range");
                goto done;
            }
            if (code >= 0) {
                kind = -(Py_ssize_t)code - 1;
            } else {
                kind = ft_child(w, row, number, code == -2, code);
                if (kind < 0)
                    goto done;
                if (code == -2)
                    w->rows[kind].wires |= 1 << (tag & 7);
            }
            s = ft_find(&w->kinds, key); /* ft_child may not move this table, but find it again */
            s->key = key;
            s->value = kind;
            w->kinds.used++;
        }
        if (kind >= 0) { /* a leaf */
            w->rows[kind].count++;
            w->rows[kind].size += pos - start;
            continue;
        }
        long code = (long)(-kind - 1);
        Py_ssize_t begin = start; /* after the tag and the length */
        while (buf[begin] & 0x80)
            begin++;
        begin++;
        while (buf[begin] & 0x80)
            begin++;
        begin++;
        int opened = 0, known = 1;
        if (sp < depth_limit) { /* depth + 1 < depth_limit: else counted whole */
            int frames = ft_frames(w, begin, pos);
            if (frames < 0)
                goto done;
            opened = known = frames;
        }
        Py_ssize_t child = ft_child(w, row, number, !known, known ? code : -2);
        if (child < 0)
            goto done;
        ft_row *c = &w->rows[child];
        c->count++;
        c->size += pos - start;
        c->content += pos - begin;
        if (!opened) {
            if (!known)
                c->wires |= 1 << 2;
            continue;
        }
        c->nested = 1;
        stack[sp++] = (ft_frame){begin, pos, child};
    }
    result = ft_rows_list(w);
done:
    PyMem_Free(stack);
    return result;
}

PyObject *
oj_exp_field_tally(PyObject *self, PyObject *args)
{
    PyObject *data, *kinds;
    long depth_limit;
    if (!PyArg_ParseTuple(args, "OOl", &data, &kinds, &depth_limit))
        return NULL;
    if (depth_limit < 1 || depth_limit > 4096) {
        PyErr_SetString(PyExc_ValueError, "field_tally: depth must be 1 to 4096");
        return NULL;
    }
    if (!PyCallable_Check(kinds)) {
        PyErr_SetString(PyExc_TypeError, "field_tally: kinds must be callable");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    static uint64_t calls;
    ft_walk w;
    memset(&w, 0, sizeof(w));
    w.buf = view.buf;
    uint64_t seed = ft_mix((uint64_t)(uintptr_t)&w ^ ((uint64_t)(uintptr_t)view.buf << 17) ^ ++calls);
    w.kinds.seed = seed;
    w.children.seed = ft_mix(seed + 1);
    PyObject *result = ft_walk_all(&w, view.len, kinds, depth_limit);
    PyMem_Free(w.rows);
    PyMem_Free(w.kinds.slots);
    PyMem_Free(w.children.slots);
    PyMem_Free(w.groups);
    PyBuffer_Release(&view);
    return result;
}
