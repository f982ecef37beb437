/* onnxjson._accel: an optional compiled accelerator (see onnxjson/accel.py). One module built from
 * the files _accel*.c beside this one (setup.py lists them), which share _accel.h:
 *   _accel.c          the module: its functions' table, its init, the helpers the files share
 *   _accel_base64.c   b64encode, b64encode_into, b64decode, b64plain, b64run, mismatch
 *   _accel_copy.c     copy_aligned, reserve, same_memory
 *   _accel_guard.c    guard_map, guard_faults, guard_unmap
 *   _accel_writer.c   write_configure, write
 *   _accel_decode.c   tables, decode, field_pieces, decode_range
 *   _accel_float32.c  float32_batch
 *   _accel_encode.c   enc_tables, encode, check, encode_pieces
 *   _accel_payload.c  walk_tables, payload_walk
 *   _accel_graph.c    NameTable, graph_nodes, graph_initializers
 *   _accel_explore.c  field_tally
 * tests/accel_twins.py names each function's pure-Python reference and the test comparing them.
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
 * encode(): the twin of the generated fast encoders (codec/compiled.py makes its tables).
 *
 * check(): the twin of the generated checkers (validate's encoder stage): encode's pass, no bytes.
 *
 * payload_walk(): the twin of codec/payload.iter_payload_messages for callers that only read.
 *
 * write(): the twin of jsonio._render, the stream writer: the same walk and the same text, handed
 * to the stream a bounded piece at a time.
 *
 * b64encode(), b64decode(), b64plain(), mismatch(): base64 and comparison on buffers, the GIL
 * released (see their section).
 *
 * copy_aligned(), reserve(): a range of one file written into another in the kernel, in aligned
 * blocks; the output's blocks reserved (files.copy_range, files.reserve).
 *
 * same_memory(): whether two buffers are the same memory (verify's comparison).
 */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * shared by the files (declared in _accel.h): growing and allocating blocks, the "not mine"
 * answer, two buffers held together (mismatch, same_memory)
 * ------------------------------------------------------------------------------------------- */

/* The block ``block`` of ``*cap`` items of ``item`` bytes, ``len`` of them used, with room for
 * ``more`` items after them: the same block when they fit; else a larger one (``first`` items for a
 * new block, then the capacity doubled until they fit), *cap updated. NULL with MemoryError set,
 * the block and *cap unchanged, when it cannot grow. */
void *
oj_grow_block(void *block, Py_ssize_t *cap, Py_ssize_t len, Py_ssize_t more, size_t item, Py_ssize_t first)
{
    if (block != NULL && more <= *cap - len)
        return block;
    Py_ssize_t most = PY_SSIZE_T_MAX / (Py_ssize_t)item / 2;  /* so that doubling stays in range */
    if (len < 0 || more < 0 || len > most || more > most - len) {
        PyErr_NoMemory();
        return NULL;
    }
    Py_ssize_t n = *cap > 0 ? *cap : first;
    while (n - len < more)
        n *= 2;
    void *grown = PyMem_Realloc(block, (size_t)n * item);
    if (grown == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    *cap = n;
    return grown;
}

/* A zeroed block of ``n`` items of ``item`` bytes (one item when n is 0): NULL with MemoryError. */
void *
oj_new_items(Py_ssize_t n, size_t item)
{
    void *block = PyMem_Calloc(n > 0 ? (size_t)n : 1, item);
    if (block == NULL)
        PyErr_NoMemory();
    return block;
}

/* A capsule ``name`` owning a new zeroed struct of ``size`` bytes (*table), freed by ``destroy``
 * when the capsule goes: NULL with an exception set. */
PyObject *
oj_new_table_capsule(size_t size, const char *name, PyCapsule_Destructor destroy, void **table)
{
    void *t = oj_new_items(1, size);
    if (t == NULL)
        return NULL;
    PyObject *capsule = PyCapsule_New(t, name, destroy);
    if (capsule == NULL) {
        PyMem_Free(t);
        return NULL;
    }
    *table = t;
    return capsule;
}

/* Only its address is used: NOT_MINE (_accel.h). */
int oj_not_mine_marker;

/* The buffers of the two objects of ``args`` (a tuple of two, as "OO" parses it), both held on 0;
 * on -1 neither is held and an exception is set. The caller releases both. */
int
oj_two_buffers(PyObject *args, Py_buffer *a, Py_buffer *b)
{
    PyObject *a_obj, *b_obj;
    if (!PyArg_ParseTuple(args, "OO", &a_obj, &b_obj))
        return -1;
    if (PyObject_GetBuffer(a_obj, a, PyBUF_SIMPLE) < 0)
        return -1;
    if (PyObject_GetBuffer(b_obj, b, PyBUF_SIMPLE) < 0) {
        PyBuffer_Release(a);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------------
 * the module
 * ------------------------------------------------------------------------------------------- */

static PyMethodDef methods[] = {
    {"b64encode", oj_b64encode, METH_O, "b64encode(data): standard base64 with padding (GIL released)."},
    {"b64encode_into", oj_b64encode_into, METH_VARARGS, "b64encode_into(data, out): characters written into out."},
    {"b64decode", oj_b64decode, METH_VARARGS, "b64decode(text, start, stop, final, out): bytes (or out), or None."},
    {"b64plain", oj_b64plain, METH_VARARGS, "b64plain(buffer, start, stop): values.plain_base64."},
    {"b64run", oj_b64run, METH_VARARGS, "b64run(buffer, start): the first byte from start not in the alphabet."},
    {"mismatch", oj_b64_mismatch, METH_VARARGS, "mismatch(a, b): the first differing index, or -1."},
    {"copy_aligned", oj_flr_copy_aligned, METH_VARARGS,
     "copy_aligned(src, offset, length, dst): (bytes copied, errno), the output written in aligned blocks."},
    {"reserve", oj_flr_reserve, METH_VARARGS, "reserve(fd, offset, length): fallocate(KEEP_SIZE), errors ignored."},
#if defined(__linux__)
    {"guard_map", oj_grd_map, METH_O, "guard_map(buffer): a slot whose SIGBUS faults read zeros, or -1."},
    {"guard_faults", oj_grd_faults_of, METH_O, "guard_faults(slot): the faults in the slot's range so far."},
    {"guard_unmap", oj_grd_unmap, METH_O, "guard_unmap(slot): its faults; the slot is free again."},
#endif
    {"same_memory", oj_vfy_same_memory, METH_VARARGS, "same_memory(a, b): the same bytes of memory (verify)."},
    {"write_configure", oj_write_configure, METH_VARARGS, "Set the reference writer's helpers and limits."},
    {"write", oj_write_doc, METH_VARARGS, "write(doc, stream, width, on_payload, flush_bytes): jsonio._render's text."},
    {"float32_batch", oj_float32_batch, METH_VARARGS, "float32_batch(data, slow): document values of float32s."},
    {"tables", oj_dec_make_tables, METH_VARARGS, "tables(messages, helpers): the decoder's tables (a capsule)."},
    {"decode", oj_dec_decode, METH_VARARGS, "decode(tables, index, data, options, deepest, readable): a document or None."},
    {"decodes", oj_dec_decodes, METH_VARARGS, "decodes(tables, index, data, deepest): whether decode gives a document."},
    {"enc_tables", oj_enc_tables, METH_VARARGS, "enc_tables(messages, helpers, data_types, big): the encoder's tables."},
    {"encode", oj_enc_encode, METH_VARARGS, "encode(tables, index, doc, slow, maxd): the message's bytes or None."},
    {"check", oj_enc_check, METH_VARARGS,
     "check(tables, index, doc, slow, maxd, payload=None): True where encode (encode_pieces) gives bytes, or None."},
    {"encode_pieces", oj_pcs_encode, METH_VARARGS,
     "encode_pieces(tables, index, doc, slow, maxd, payload): (bytes, [(offset, piece)]) or None."},
    {"walk_tables", oj_pwalk_tables, METH_VARARGS, "walk_tables(messages): the payload walk's tables."},
    {"payload_walk", oj_payload_walk, METH_VARARGS, "payload_walk(tables, index, doc): payload messages or None."},
    {"graph_nodes", oj_graph_nodes, METH_VARARGS,
     "graph_nodes(nodes, start, defined, outer, imports, ops, standard): the first node the reference takes."},
    {"graph_initializers", oj_graph_initializers, METH_VARARGS,
     "graph_initializers(items, start, defined, field): the first initialiser the reference takes."},
    {"field_pieces", oj_pn_field_pieces, METH_VARARGS,
     "field_pieces(data, start, stop, entries, size): wire.field_pieces's pieces, or None."},
    {"decode_range", oj_pn_decode_range, METH_VARARGS,
     "decode_range(tables, index, data, options, deepest, readable, start, stop, depth): a document or None."},
    {"field_tally", oj_exp_field_tally, METH_VARARGS,
     "field_tally(data, kinds, depth): explore._field_tally's rows, or None."},
    {NULL, NULL, 0, NULL},
};

#ifndef ONNXJSON_ACCEL_SOURCE
#define ONNXJSON_ACCEL_SOURCE "" /* built without setup.py: stale beside any sources */
#endif

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "onnxjson._accel", "Optional compiled fast paths of onnxjson.", -1, methods,
};

PyMODINIT_FUNC
PyInit__accel(void)
{
    if (oj_writer_ready() < 0 || oj_names_ready() < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && oj_names_add(m) < 0)
        Py_CLEAR(m);
    /* The digest of its files, from setup.py: onnxjson.accel uses no module built from others. */
    if (m != NULL && PyModule_AddStringConstant(m, "SOURCE", ONNXJSON_ACCEL_SOURCE) < 0)
        Py_CLEAR(m);
    return m;
}

