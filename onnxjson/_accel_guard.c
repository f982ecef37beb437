/* onnxjson._accel, guard: mapped inputs that another process truncates (guard_map, guard_faults, guard_unmap).
 * (See _accel.c for the module and _accel.h for what the files share.) */

#include "_accel.h"

/* ---------------------------------------------------------------------------------------------
 * guard: mapped inputs that another process truncates (files.read_input)
 *
 * A page of a file's mapping past the file's end (another process truncated the file after it was
 * mapped) raises SIGBUS when it is touched, and that kills the process: the fault is in C code (a
 * decoder, memcpy, a hash), where no handler of Python's can run. guard_map(buffer) registers the
 * memory of a mapping; a SIGBUS inside a registered range is answered by mapping a page of zeros
 * over the page that faulted (mmap with MAP_FIXED, a system call, safe in a signal handler) and
 * counting the fault, so the instruction reads zeros when it runs again and the command goes on to
 * its end, where files refuses the input (guard_faults, and the file's status before and after)
 * before any output is renamed. A SIGBUS anywhere else goes to what was there before (faulthandler's
 * handler, or the default: death). The handler is installed by the first guard_map, and again by a
 * later one when something replaced it.
 *
 * guard_map(buffer): a slot (>= 0), or -1 when every slot is taken (the caller then reads the file
 * into memory instead). guard_faults(slot): the faults in that range so far. guard_unmap(slot): the
 * same, and the slot is free again. Only on Linux; elsewhere the module has none of these.
 * ------------------------------------------------------------------------------------------- */

#if defined(__linux__)
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#define GRD_SLOTS 256
static volatile uintptr_t grd_start[GRD_SLOTS], grd_end[GRD_SLOTS];
static volatile sig_atomic_t grd_faults[GRD_SLOTS];
static struct sigaction grd_previous;
static uintptr_t grd_page;

static void
grd_handler(int sig, siginfo_t *info, void *context)
{
    uintptr_t at = (uintptr_t)info->si_addr;
    for (int i = 0; i < GRD_SLOTS; i++) {
        if (grd_start[i] <= at && at < grd_end[i]) {
            void *page = (void *)(at - at % grd_page);
            if (mmap(page, (size_t)grd_page, PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                    != MAP_FAILED) {
                grd_faults[i] = 1;
                return;
            }
            break;
        }
    }
    if (grd_previous.sa_flags & SA_SIGINFO) {
        if (grd_previous.sa_sigaction != NULL) {
            grd_previous.sa_sigaction(sig, info, context);
            return;
        }
    }
    else if (grd_previous.sa_handler != SIG_DFL && grd_previous.sa_handler != SIG_IGN) {
        grd_previous.sa_handler(sig);
        return;
    }
    /* The default again: the instruction faults once more, and the signal kills as it always did. */
    signal(SIGBUS, SIG_DFL);
}

static int
grd_install(void)
{
    struct sigaction now;
    if (sigaction(SIGBUS, NULL, &now) < 0)
        return -1;
    if ((now.sa_flags & SA_SIGINFO) && now.sa_sigaction == grd_handler)
        return 0;
    struct sigaction act;
    memset(&act, 0, sizeof act);
    act.sa_sigaction = grd_handler;
    act.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&act.sa_mask);
    if (grd_page == 0)
        grd_page = (uintptr_t)sysconf(_SC_PAGESIZE);
    return sigaction(SIGBUS, &act, &grd_previous);
}

PyObject *
oj_grd_map(PyObject *self, PyObject *arg)
{
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    uintptr_t start = (uintptr_t)view.buf, end = start + (uintptr_t)view.len;
    PyBuffer_Release(&view);
    if (grd_install() < 0)
        return PyLong_FromLong(-1);
    for (int i = 0; i < GRD_SLOTS; i++) {
        if (grd_end[i] == 0) {
            grd_faults[i] = 0;
            grd_start[i] = start;
            grd_end[i] = end; /* set last: the slot is live from here */
            return PyLong_FromLong(i);
        }
    }
    return PyLong_FromLong(-1);
}

static int
grd_slot(PyObject *arg)
{
    long i = PyLong_AsLong(arg);
    if (i == -1 && PyErr_Occurred())
        return -1;
    if (i < 0 || i >= GRD_SLOTS) {
        PyErr_SetString(PyExc_ValueError, "not a guard slot");
        return -1;
    }
    return (int)i;
}

PyObject *
oj_grd_faults_of(PyObject *self, PyObject *arg)
{
    int i = grd_slot(arg);
    return i < 0 ? NULL : PyLong_FromLong((long)grd_faults[i]);
}

PyObject *
oj_grd_unmap(PyObject *self, PyObject *arg)
{
    int i = grd_slot(arg);
    if (i < 0)
        return NULL;
    long faults = (long)grd_faults[i];
    grd_end[i] = 0; /* first: the slot is dead from here */
    grd_start[i] = 0;
    grd_faults[i] = 0;
    return PyLong_FromLong(faults);
}
#endif
