/* onnxjson._accel: what its files share (see _accel.c for which file holds what).
 *
 * Each file's own file-scope names are static and carry its section's prefix (b64_, flr_,
 * grd_, out_/w_, dec_/pn_, f32_, enc_/pcs_, pwalk_, nt_/gn_, ft_). What one file uses of another's is
 * declared here, prefixed oj_, and hidden from outside the module's shared object. */

#ifndef ONNXJSON_ACCEL_H
#define ONNXJSON_ACCEL_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Python 3.10 has the float packers only under their private names (public from 3.11 on), with
 * unsigned char buffers: the same functions, under the public names the code uses. */
#if PY_VERSION_HEX < 0x030B0000
static inline int PyFloat_Pack2(double x, char *p, int le) { return _PyFloat_Pack2(x, (unsigned char *)p, le); }
static inline int PyFloat_Pack4(double x, char *p, int le) { return _PyFloat_Pack4(x, (unsigned char *)p, le); }
static inline int PyFloat_Pack8(double x, char *p, int le) { return _PyFloat_Pack8(x, (unsigned char *)p, le); }
#endif

/* The names below are the module's own: not seen by (nor taking the place of) another library's. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

/* ---- _accel.c: shared helpers ---- */

/* The block ``block`` of ``*cap`` items of ``item`` bytes grown for ``more`` items after ``len`` (see _accel.c). */
void *oj_grow_block(void *block, Py_ssize_t *cap, Py_ssize_t len, Py_ssize_t more, size_t item, Py_ssize_t first);
/* A zeroed block of ``n`` items of ``item`` bytes (one item when n is 0): NULL with MemoryError. */
void *oj_new_items(Py_ssize_t n, size_t item);
/* A capsule ``name`` owning a new zeroed struct of ``size`` bytes (*table): NULL with an exception set. */
PyObject *oj_new_table_capsule(size_t size, const char *name, PyCapsule_Destructor destroy, void **table);
/* The buffers of the two objects of ``args``, both held on 0; on -1 neither, an exception set. */
int oj_two_buffers(PyObject *args, Py_buffer *a, Py_buffer *b);

/* What a helper returns for "not mine" (the reference decides); never a Python value. */
extern int oj_not_mine_marker;
#define NOT_MINE ((PyObject *)&oj_not_mine_marker)

/* ---- _accel_base64.c: for the encoder's plain base64 ---- */

void oj_b64_init(void);
extern uint32_t oj_b64_dec[4][256]; /* character at place k of a quad -> its bits, or B64_BAD */
Py_ssize_t oj_b64_alphabet_run(const unsigned char *src, Py_ssize_t n);
int oj_b64_decode_run(const unsigned char *src, Py_ssize_t quads, unsigned char *dst);

/* ---- _accel_decode.c, _accel_encode.c: the wire types and field kinds of their tables ---- */

enum { W_VARINT = 0, W_I64 = 1, W_LEN = 2, W_I32 = 5 };
enum {
    K_INT32, K_INT64, K_UINT32, K_UINT64, K_SINT32, K_SINT64, K_BOOL, K_ENUM,
    K_FIXED64, K_SFIXED64, K_DOUBLE, K_FIXED32, K_SFIXED32, K_FLOAT,
    K_STRING, K_BYTES, K_MESSAGE, K_GROUP,
};
extern const char *const oj_kind_names[]; /* by kind, then NULL */

/* ---- the module's types, made ready by its init ---- */

int oj_writer_ready(void);             /* _accel_writer.c */
int oj_names_ready(void);              /* _accel_graph.c */
int oj_names_add(PyObject *module);    /* _accel_graph.c */

/* ---- the module's functions (its table is in _accel.c) ---- */

PyObject *oj_b64encode(PyObject *self, PyObject *arg);
PyObject *oj_b64encode_into(PyObject *self, PyObject *args);
PyObject *oj_b64decode(PyObject *self, PyObject *args);
PyObject *oj_b64plain(PyObject *self, PyObject *args);
PyObject *oj_b64run(PyObject *self, PyObject *args);
PyObject *oj_b64_mismatch(PyObject *self, PyObject *args);
PyObject *oj_flr_copy_aligned(PyObject *self, PyObject *args);
PyObject *oj_flr_reserve(PyObject *self, PyObject *args);
PyObject *oj_vfy_same_memory(PyObject *self, PyObject *args);
#if defined(__linux__)
PyObject *oj_grd_map(PyObject *self, PyObject *arg);
PyObject *oj_grd_faults_of(PyObject *self, PyObject *arg);
PyObject *oj_grd_unmap(PyObject *self, PyObject *arg);
#endif
PyObject *oj_write_configure(PyObject *self, PyObject *args);
PyObject *oj_write_doc(PyObject *self, PyObject *args);
PyObject *oj_float32_batch(PyObject *self, PyObject *args);
double oj_f32_value(uint32_t bits); /* a finite float32's document value (_accel_float32.c) */
PyObject *oj_dec_make_tables(PyObject *self, PyObject *args);
PyObject *oj_dec_decode(PyObject *self, PyObject *args);
PyObject *oj_dec_decodes(PyObject *self, PyObject *args);
PyObject *oj_pn_field_pieces(PyObject *self, PyObject *args);
PyObject *oj_pn_decode_range(PyObject *self, PyObject *args);
PyObject *oj_enc_tables(PyObject *self, PyObject *args);
PyObject *oj_enc_encode(PyObject *self, PyObject *args);
PyObject *oj_enc_check(PyObject *self, PyObject *args);
PyObject *oj_pcs_encode(PyObject *self, PyObject *args);
PyObject *oj_pwalk_tables(PyObject *self, PyObject *args);
PyObject *oj_payload_walk(PyObject *self, PyObject *args);
PyObject *oj_graph_nodes(PyObject *self, PyObject *args);
PyObject *oj_graph_initializers(PyObject *self, PyObject *args);
PyObject *oj_exp_field_tally(PyObject *self, PyObject *args);

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif /* ONNXJSON_ACCEL_H */
