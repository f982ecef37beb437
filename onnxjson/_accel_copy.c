/* onnxjson._accel, copy: a range of one file written into another in aligned blocks (copy_aligned, reserve), and
 * same_memory (verify).
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * floors (copy_aligned, reserve; weights section, session 8): how payloads are written into a
 * sidecar or a built model, a range of an open file at a time (files.copy_range, files.reserve).
 *
 * copy_aligned(src, offset, length, dst) does what files.copy_range does with copy_file_range:
 * ``length`` bytes of file ``src`` at ``offset`` written at the position of ``dst`` (a regular
 * file), which it advances, the bytes never crossing user space. copy_file_range moves them 64 KiB
 * at a time through a pipe of the kernel's; when the source range does not start on a page, each
 * step is a little shorter than 64 KiB, so the writes into the output start anywhere, and the page
 * cache gives the output small folios, each with its own bookkeeping (docs/PERFORMANCE.md#copies:
 * a payload at a time cost 0.2 s more than ``cp`` of the whole file). Here the bytes
 * go through a pipe of our own, up to about 1 MiB at a time, and leave it in pieces that each
 * fill one 64 KiB-aligned block of the output, as ``cp``'s whole-file copy writes: the same
 * folios as ``cp``. The answer is (bytes copied, errno): (length, 0) when done; fewer with errno 0
 * when the source ended first; 0 and the errno when it could not start (no splice here, an output
 * that is not a regular file, a pipe that cannot be made): the caller then copies as before.
 *
 * reserve(fd, offset, length): fallocate(FALLOC_FL_KEEP_SIZE), files.reserve's hint (errors are
 * ignored), without ctypes (about 4 ms of start-up).
 * ------------------------------------------------------------------------------------------- */

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#define FLR_SPLICE 1
#endif

#define FLR_BLOCK ((long long)1 << 16)   /* the block of the output each write fills */
#define FLR_PIPE (1 << 20)               /* the pipe asked for (the kernel's default limit) */

#ifdef FLR_SPLICE
/* The copy of copy_aligned, without the GIL: 0 or an errno; *copied what was written. */
static int
flr_copy(int src, long long offset, long long length, int dst, long long *copied)
{
    struct stat st;
    *copied = 0;
    if (fstat(dst, &st) < 0)
        return errno;
    if (!S_ISREG(st.st_mode))
        return EINVAL;
    off_t pos = lseek(dst, 0, SEEK_CUR);
    if (pos < 0)
        return errno;
    int p[2];
    if (pipe2(p, O_CLOEXEC) < 0)
        return errno;
    int size = fcntl(p[1], F_SETPIPE_SZ, FLR_PIPE);
    if (size < 0)
        size = fcntl(p[1], F_GETPIPE_SZ);
    long page = sysconf(_SC_PAGESIZE);
    /* A fill takes one slot a page, and a source range that does not start on a page has a part
     * page at each end: two slots are kept for those. */
    long long room = 0;
    if (size > 0 && page > 0 && size / page > 2)
        room = (long long)(size / page - 2) * page / FLR_BLOCK * FLR_BLOCK;
    int err = room >= FLR_BLOCK ? 0 : EINVAL, ended = 0;
    loff_t in = (loff_t)offset;
    long long done = 0;
    while (!err && !ended && done < length) {
        long long want = length - done;
        if (want > room)  /* end the fill on a block boundary of the output */
            want = room - (long long)((pos + done + room) % FLR_BLOCK);
        long long filled = 0;
        while (filled < want) {
            ssize_t n = splice(src, &in, p[1], NULL, (size_t)(want - filled), SPLICE_F_MOVE);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0 && errno == EAGAIN && filled > 0)
                break;  /* the pipe is full after all: write out what it holds */
            if (n < 0) {
                err = errno;
                break;
            }
            if (n == 0) {
                ended = 1;  /* the source is shorter than the range */
                break;
            }
            filled += n;
        }
        long long out = 0;
        while (!err && out < filled) {
            long long k = FLR_BLOCK - (long long)((pos + done + out) % FLR_BLOCK);
            if (k > filled - out)
                k = filled - out;
            ssize_t n = splice(p[0], NULL, dst, NULL, (size_t)k, SPLICE_F_MOVE);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                err = n < 0 ? errno : EIO;
                break;
            }
            out += n;
        }
        done += out;
    }
    close(p[0]);
    close(p[1]);
    *copied = done;
    return err;
}
#endif

/* copy_aligned(src, offset, length, dst): (bytes copied, errno); see the head of this section. */
PyObject *
oj_flr_copy_aligned(PyObject *self, PyObject *args)
{
    int src, dst;
    long long offset, length;
    if (!PyArg_ParseTuple(args, "iLLi", &src, &offset, &length, &dst))
        return NULL;
    if (offset < 0 || length < 0) {
        PyErr_SetString(PyExc_ValueError, "copy_aligned: offset and length must not be negative");
        return NULL;
    }
    long long copied = 0;
#ifdef FLR_SPLICE
    int err;
    Py_BEGIN_ALLOW_THREADS
    err = flr_copy(src, offset, length, dst, &copied);
    Py_END_ALLOW_THREADS
#else
    int err = ENOSYS;
#endif
    return Py_BuildValue("Li", copied, err);
}

/* reserve(fd, offset, length): fallocate(FALLOC_FL_KEEP_SIZE), errors ignored; True when asked. */
PyObject *
oj_flr_reserve(PyObject *self, PyObject *args)
{
    int fd;
    long long offset, length;
    if (!PyArg_ParseTuple(args, "iLL", &fd, &offset, &length))
        return NULL;
#if defined(FLR_SPLICE) && defined(FALLOC_FL_KEEP_SIZE)
    if (offset >= 0 && length > 0) {
        Py_BEGIN_ALLOW_THREADS
        (void)fallocate(fd, FALLOC_FL_KEEP_SIZE, (off_t)offset, (off_t)length);
        Py_END_ALLOW_THREADS
    }
    Py_RETURN_TRUE;
#else
    (void)fd;
    Py_RETURN_FALSE;
#endif
}

/* ---------------------------------------------------------------------------------------------
 * verify (session 6): same_memory, for verify's comparison (pipelines.first_difference)
 *
 * same_memory(a, b): whether the two buffers are the very same bytes of memory (one start, one
 * length). verify's streamed text hands build the Blob's own bytes for each payload text it checked
 * (values.BlobText), so a rebuilt piece can be a view of the model's mapping: when it is the
 * original's own bytes at its own offset, the comparison need not read them (the pages stay out).
 * The pure path compares them byte for byte (the reference).
 * ------------------------------------------------------------------------------------------- */

PyObject *
oj_vfy_same_memory(PyObject *self, PyObject *args)
{
    Py_buffer a, b;
    if (oj_two_buffers(args, &a, &b) < 0)
        return NULL;
    int same = a.buf == b.buf && a.len == b.len;
    PyBuffer_Release(&a);
    PyBuffer_Release(&b);
    return PyBool_FromLong(same);
}
