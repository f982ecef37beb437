"""The one place that opens files: reading inputs, safe paths from documents, atomic writes.

NOTE: another process may truncate or rewrite an input while a command reads it. A mapping of a
truncated file raises SIGBUS in whatever touches the lost pages, C code included, where no handler
of Python's can recover: the process dies without a word. So an input is mapped (read-only, the
codec slicing it without copying) only under the compiled accelerator's SIGBUS guard (``guard_map``,
``_accel_guard.c``), which answers a fault in a guarded mapping with a page of zeros
and counts it; otherwise (the pure-Python path, or no slot left) a file of
:data:`SNAPSHOT_BYTES` or more is copied, in the kernel, into an unnamed temporary file of our own
(:func:`_snapshot`: nobody else can open, truncate or rewrite it, so its mapping cannot fault) and
that copy is mapped, its pages handed back as they are read like an input's; a smaller file, or one
whose copy cannot be made (no room in the temporary folder), is read whole into memory of our own,
from its descriptor, in chunks. Either way the file's status on the descriptor (size and
mtime) is compared with the one it had when opened, and a file that changed, shrank or grew (or
faulted) is refused, one error, no output: a read or copied file when it has been read; a mapped
one before any output of the command is renamed into place (:func:`atomic_outputs`) and when the
input is closed. stdin (``-``) is read in chunks up to a limit.

Files a document or a model names (external data, a sidecar) are opened once, by
:func:`open_document_file`: from a descriptor of the document's folder, one component at a time
with ``O_NOFOLLOW`` (a symlink is read and followed by hand, under the same rules), the checks made
on the descriptor, and every byte read from it. No path is resolved twice, so a file swapped for a
symlink between a check and an open changes nothing.

Outputs follow five rules:

* A regular-file output is written to a temporary file in the target's folder and renamed over the
  target only when complete, so a failing or interrupted command leaves the previous file intact.
  On Linux the temporary file is anonymous (``O_TMPFILE``) and gets a name (``linkat``) only an
  instant before the rename, so even SIGKILL leaves nothing behind; elsewhere, and for that instant,
  temporary names are ``.TARGET.onnxjson-PID-RANDOM.tmp`` and the next run in that folder removes
  those whose process is gone. A symlink output is followed: its target is replaced, the link kept.
* An output that is a FIFO or a character device (``/dev/null``, ``/dev/stdout``, a named pipe) is
  written into, never renamed over; block devices and sockets are refused. ``-`` is stdout.
* An output never replaces a file the command reads or references: while a command runs (inside
  :func:`guarding`), every input opened here and every file :func:`protect` names is remembered by
  device and inode, and an output that is one of them is refused, when it is opened and again just
  before it is renamed (so links and ``./x`` spellings count).
* Several outputs of one command (a document and its sidecar) are committed together by
  :func:`atomic_outputs`: nothing is renamed until every one is complete, and if a rename fails the
  ones already renamed are put back, so the old pair stays a pair.
* Pairs stay pairs under concurrency too: the renames of several outputs are made holding an
  exclusive ``flock`` on each output folder (the folder itself, no lock file), and a reader of a
  pair (build of a document and its sidecar) holds a shared one (:func:`folder_lock`) from the
  document's open to the sidecar's. Two dumps into one folder, or a build beside a dump, then see
  one pair or the other, never a mix. Where the file system has no flock the renames go unlocked.
"""

from __future__ import annotations

import contextlib
import contextvars
import errno
import fcntl
import io
import mmap
import os
import re
import stat
import sys
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from onnxjson import accel
from onnxjson.errors import OnnxJsonError, PathSafetyError
from onnxjson.options import DEFAULTS

__all__ = ["RESERVE_BYTES", "Input", "Scratch", "atomic_output", "atomic_outputs", "check_inputs", "check_output",
           "clean_stale_temps",
           "copy_range", "folder_lock", "guarding", "open_document_file", "protect", "read_input", "refuse_same_file",
           "reserve", "resolve_document_path"]

#: Temporary names this module creates: ``.TARGET.onnxjson-PID-RANDOM.tmp``.
TEMP_RE = re.compile(r"^\..*\.onnxjson-(\d+)-[0-9a-f]{12}\.tmp$")
_READ_CHUNK = 1 << 20
#: Use anonymous temporary files (Linux O_TMPFILE) where the file system allows; False forces named ones.
ANONYMOUS_TEMPS = True


# -- what a command reads --------------------------------------------------------------------------


class _Guard:
    """The files one command reads or references, by (device, inode) -> (what, name); its mapped inputs."""

    __slots__ = ("files", "mapped")

    def __init__(self) -> None:
        self.files: dict[tuple[int, int], tuple[str, str]] = {}
        self.mapped: list[Input] = []  # checked for changes before an output is renamed


_guard: contextvars.ContextVar[_Guard | None] = contextvars.ContextVar("onnxjson_files_guard", default=None)


@contextlib.contextmanager
def guarding() -> Iterator[None]:
    """Remember, while the block runs, every file read or protected, so no output replaces one; and
    refuse, when it ends, an input that changed while it was mapped (that error replaces any
    OnnxJsonError of the block: it is the reason).

    Nested blocks share the outermost record (and it checks).
    """
    if _guard.get() is not None:
        yield
        return
    record = _Guard()
    token = _guard.set(record)
    try:
        yield
    except OnnxJsonError:
        # Whatever went wrong, an input that changed under its mapping is the reason (a range
        # outside the file, a digest of zeros): say that instead.
        _refuse_changed(record)
        raise
    else:
        _refuse_changed(record)  # a result made in memory (load, from_dict) is refused too
    finally:
        _guard.reset(token)


def _refuse_changed(record: _Guard) -> None:
    for src in record.mapped:
        problem = src.changed()
        if problem is not None:
            raise problem from None


def _remember(st: os.stat_result, what: str, name: str) -> None:
    guard = _guard.get()
    if guard is not None and stat.S_ISREG(st.st_mode):
        guard.files.setdefault((st.st_dev, st.st_ino), (what, name))


def protect(path: str | os.PathLike[str] | None, what: str = "an input") -> None:
    """Refuse any output of the running command that is ``path`` (a file read or referenced).

    Missing files, ``-`` and None are ignored; so is everything outside a :func:`guarding` block.
    """
    if path is None or os.fspath(path) == "-" or _guard.get() is None:
        return
    with contextlib.suppress(OSError, ValueError):
        _remember(os.stat(path), what, os.fspath(path))


def _clash(st: os.stat_result) -> tuple[str, str] | None:
    guard = _guard.get()
    if guard is None or not stat.S_ISREG(st.st_mode):
        return None
    return guard.files.get((st.st_dev, st.st_ino))


def _refuse_clash(name: str) -> None:
    try:
        st = os.stat(name)
    except (OSError, ValueError):
        return
    found = _clash(st)
    if found is not None:
        what, other = found
        named = what if other == name else f"{what} ({other})"
        raise OnnxJsonError(f"would overwrite {named}; choose another output", file=name)


def refuse_same_file(output: str | os.PathLike[str], *inputs: str | os.PathLike[str] | None,
                     what: str = "an input") -> None:
    """Refuse an output that is one of ``inputs`` (by device and inode; ``-`` and missing never clash)."""
    out = os.fspath(output)
    if out == "-":
        return
    try:
        st_out = os.stat(out)
    except (OSError, ValueError):
        return
    if not stat.S_ISREG(st_out.st_mode):
        return
    for item in inputs:
        if item is None or os.fspath(item) == "-":
            continue
        with contextlib.suppress(OSError, ValueError):
            st = os.stat(item)
            if (st.st_dev, st.st_ino) == (st_out.st_dev, st_out.st_ino):
                raise OnnxJsonError(f"would overwrite {what} ({os.fspath(item)}); choose another output",
                                    file=out)


# -- reading ---------------------------------------------------------------------------------------


def copy_range(src_fd: int, offset: int, length: int, stream: Any) -> bool:
    """Copy ``length`` bytes at ``offset`` of ``src_fd`` to ``stream`` inside the kernel.

    Returns False (having copied nothing) where that is not possible: no copy_file_range on this
    system, a stream without a file descriptor, or a file system that refuses; the caller then
    writes the bytes itself. With the compiled accelerator a regular-file output is written in
    64 KiB-aligned blocks (``copy_aligned``, see ``_accel_copy.c``), the same bytes.
    """
    copy = getattr(os, "copy_file_range", None)
    try:
        out_fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    aligned = accel.compiled.copy_aligned if accel.ENABLED and accel.compiled is not None else None
    if copy is None and aligned is None:
        return False
    stream.flush()
    done = 0
    try:
        if aligned is not None:
            done, err = aligned(src_fd, offset, length, out_fd)
            if done < length and (done or err not in _NOT_HERE):
                raise OSError(err, os.strerror(err)) if err else OSError("unexpected end of the source file")
        if done < length and copy is None:
            return False
        while done < length:
            n = copy(src_fd, out_fd, length - done, offset + done)  # type: ignore[misc]
            if n == 0:
                raise OSError("unexpected end of the source file")
            done += n
        advance = getattr(stream, "advance", None)
        if advance is not None:
            advance(length)
    except OSError as e:
        if done == 0 and e.errno in _NOT_HERE:
            return False
        raise
    return True


#: Errors of a kernel copy that has not started: the caller writes the bytes itself instead.
_NOT_HERE = frozenset((errno.EXDEV, errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EBADF, errno.ESPIPE))


class Input:
    """Bytes of an input file, memory-mapped where that is safe (see the NOTE). Use as a context
    manager: leaving the block refuses an input that changed while it was mapped (that error
    replaces an OnnxJsonError the block raised: it is the reason)."""

    def __init__(self, name: str, data: Any, closer: Callable[[], None] | None = None,
                 source: mmap.mmap | None = None, fd: int | None = None,
                 changed: Callable[[], OnnxJsonError | None] | None = None,
                 opened: os.stat_result | None = None) -> None:
        self.name = name
        self.data = data
        self.source = source  # the mapping behind ``data``, for releasing pages once read
        self.fd = fd  # the open file behind it (the input, or its snapshot), for kernel-side copies
        self.opened = opened  # the input's status when opened, where ``fd`` is not the input's
        self._closer = closer
        self._changed = changed
        self._found: OnnxJsonError | None = None  # what changed() found when it was closed

    def __enter__(self) -> Input:
        return self

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        problem = self.changed() if error is None or isinstance(error, (OnnxJsonError, OSError)) else None
        self.close()
        if problem is not None:
            raise problem from None

    def changed(self) -> OnnxJsonError | None:
        """The error to give when the file changed since it was opened (only mapped files can); after
        the close, what was found then."""
        if self._changed is None or self._closer is None:
            return self._found
        return self._changed()

    def identity(self, path: str | os.PathLike[str]) -> tuple[int, int, int, int]:
        """What tells the input from another file, or from itself changed: device, inode, size and
        mtime of the file it was read from (its status now when it is still open, else ``path``'s)."""
        st = self.opened if self.opened is not None else os.fstat(self.fd) if self.fd is not None \
            else os.stat(path)
        return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns

    def close(self) -> None:
        if self._closer is not None:
            self._found = self.changed()
            closer, self._closer = self._closer, None
            self.data = b""
            self.source = None
            self.fd = None
            with contextlib.suppress(BufferError):
                closer()


def check_inputs() -> None:
    """Refuse, before an output is committed, when a mapped input of this command has changed."""
    guard = _guard.get()
    if guard is not None:
        _refuse_changed(guard)


def _too_big(size: int | str, max_bytes: int, name: str) -> OnnxJsonError:
    said = f"{size:,} bytes" if isinstance(size, int) else size
    return OnnxJsonError(f"the input is {said}, larger than the limit of {max_bytes:,} bytes; raise the "
                         "limit with max_document_size=BYTES", file=name)


def _read_stdin(max_bytes: int | None) -> Input:
    stream = sys.stdin.buffer if sys.stdin is not None else None
    if stream is None:
        raise OnnxJsonError("stdin is closed", file="<stdin>")
    if max_bytes is None:  # stdin is never read without a bound
        max_bytes = DEFAULTS.max_document_bytes
    parts: list[bytes] = []
    total = 0
    try:
        while True:
            want = _READ_CHUNK if max_bytes is None else min(_READ_CHUNK, max_bytes + 1 - total)
            chunk = stream.read(max(want, 1))
            if not chunk:
                break
            parts.append(chunk)
            total += len(chunk)
            if max_bytes is not None and total > max_bytes:
                raise _too_big(f"more than {max_bytes:,} bytes", max_bytes, "<stdin>")
        data = b"".join(parts)
    except OSError as e:
        raise OnnxJsonError(f"cannot read: {e.strerror or e}", file="<stdin>") from None
    except MemoryError:
        parts.clear()
        raise OnnxJsonError(f"not enough memory to read stdin ({total:,} bytes read)", file="<stdin>") from None
    return Input("<stdin>", data)


def read_input(path: str | os.PathLike[str], *, max_bytes: int | None = None) -> Input:
    """Read ``path`` (or ``-`` for stdin); OnnxJsonError when it cannot be read.

    ``max_bytes`` refuses larger inputs before anything is copied (stdin: while it is read; stdin
    is never read past the default document limit, 4 GiB, when no limit is given).
    """
    name = os.fspath(path)
    if name == "-":
        return _read_stdin(max_bytes)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise OnnxJsonError("no such file", file=name) from None
    except IsADirectoryError:
        raise OnnxJsonError("is a folder, not a file", file=name) from None
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise OnnxJsonError("is a symlink loop", file=name) from None
        raise OnnxJsonError(f"cannot open: {e.strerror}", file=name) from None
    except ValueError:  # an embedded NUL
        raise OnnxJsonError("is not a valid file name", file=name.replace("\0", "\\0")) from None
    return read_descriptor(fd, name, max_bytes=max_bytes)


def read_descriptor(fd: int, name: str, *, max_bytes: int | None = None,
                    check: Callable[[os.stat_result], None] | None = None) -> Input:
    """The bytes of the file open on ``fd`` (which the Input closes): mapped under the SIGBUS guard,
    else read whole into memory of our own (see the NOTE).

    ``check`` is called with the descriptor's status before anything is read (and may refuse).
    """
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise OnnxJsonError("is a folder, not a file", file=name)
        if not stat.S_ISREG(st.st_mode):
            raise OnnxJsonError("is not a regular file (a FIFO, socket or device?)", file=name)
        if check is not None:
            check(st)
        if max_bytes is not None and st.st_size > max_bytes:
            raise _too_big(st.st_size, max_bytes, name)
        _remember(st, "an input", name)
        if st.st_size == 0:
            _unchanged(fd, st, 0, name)
            return Input(name, b"")
        mapped = _mapped(fd, st, name)
        if mapped is not None:
            return mapped
        if st.st_size >= SNAPSHOT_BYTES:
            copied = _snapshot(fd, st, name)
            if copied is not None:
                os.close(fd)
                return copied
        try:
            # Shared anonymous memory: pages handed back (MADV_DONTNEED, as the readers do with a
            # file's mapping) come back with their bytes, never as zeros.
            memory = mmap.mmap(-1, st.st_size, flags=mmap.MAP_SHARED)
        except (OSError, OverflowError, MemoryError):
            raise OnnxJsonError(f"not enough memory to read it ({st.st_size:,} bytes)", file=name) from None
        view = memoryview(memory)
        try:
            done = 0
            with io.FileIO(fd, "r", closefd=False) as reader:
                while done < st.st_size:
                    n = reader.readinto(view[done:done + _READ_CHUNK * 64])
                    if not n:
                        break
                    done += n
            _unchanged(fd, st, done, name)
        except BaseException:
            view.release()
            memory.close()
            raise
    except OnnxJsonError:
        os.close(fd)
        raise
    except OSError as e:
        os.close(fd)
        raise OnnxJsonError(f"cannot read: {e.strerror or e}", file=name) from None
    os.close(fd)
    view.release()
    data = memoryview(memory).toreadonly()

    def close() -> None:
        data.release()
        memory.close()

    return Input(name, data, close, memory)


#: Inputs from this size up are copied into a snapshot of our own on the pure-Python path (see the
#: NOTE) rather than read into memory.
SNAPSHOT_BYTES = 64 << 20
_SNAPSHOT_STEP = 1 << 30  # bytes a kernel copy is asked for at a time


def _snapshot(fd: int, st: os.stat_result, name: str) -> Input | None:
    """The file open on ``fd`` copied into an unnamed temporary file and mapped, or None when the
    copy cannot be made (the caller then reads the file into memory). The copy is made in the kernel
    (copy_file_range, else sendfile, else 1 MiB reads and writes), and refused (OnnxJsonError) when
    the file changed meanwhile. The snapshot is only ever open here, so nothing can shrink its
    mapping: its pages cannot fault (SIGBUS) as those of a mapped input can."""
    import tempfile  # why: only the pure path's large inputs are copied, and tempfile pulls random, shutil

    try:
        temp = tempfile.TemporaryFile(buffering=0)  # noqa: SIM115 - closed by the Input's closer
    except OSError:
        return None
    try:
        done = _copy_file(fd, temp.fileno(), st.st_size)
        _unchanged(fd, st, done, name)
        mm = mmap.mmap(temp.fileno(), 0, access=mmap.ACCESS_READ)
    except OSError as e:
        temp.close()
        if e.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.ENOMEM):
            return None  # no room for the copy: read into memory instead
        raise
    except BaseException:
        temp.close()
        raise
    view = memoryview(mm)

    def close() -> None:
        try:
            view.release()
            mm.close()
        finally:
            temp.close()

    return Input(name, view, close, mm, temp.fileno(), opened=st)


def _copy_file(src: int, dst: int, size: int) -> int:
    """Copy the first ``size`` bytes of ``src`` to the start of ``dst`` (the bytes there are, if the
    file is shorter); return how many were copied."""
    done = 0
    for call in (getattr(os, "copy_file_range", None), getattr(os, "sendfile", None), None):
        try:
            while done < size:
                want = min(size - done, _SNAPSHOT_STEP)
                if call is None:
                    chunk = os.pread(src, min(want, _READ_CHUNK), done)
                    n = len(chunk) and os.pwrite(dst, chunk, done)
                elif call is os.sendfile:
                    os.lseek(dst, done, os.SEEK_SET)
                    n = call(dst, src, done, want)
                else:
                    n = call(src, dst, want, done, done)
                if n == 0:
                    return done
                done += n
            return done
        except OSError as e:
            if call is None or done or e.errno not in _NOT_HERE:
                raise
    return done


def _mapped(fd: int, st: os.stat_result, name: str) -> Input | None:
    """The file mapped under the accelerator's SIGBUS guard, or None (no guard here, or no slot)."""
    guard = accel.compiled if accel.ENABLED and accel.compiled is not None else None
    if guard is None or not hasattr(guard, "guard_map"):
        return None
    mm = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    slot = guard.guard_map(mm)
    if slot < 0:
        mm.close()
        return None
    view = memoryview(mm)

    def changed() -> OnnxJsonError | None:
        try:
            after = os.fstat(fd)
        except OSError as e:
            return OnnxJsonError(f"cannot read: {e.strerror or e}", file=name)
        return _changed(st, after, name) if guard.guard_faults(slot) or _differs(st, after) else None

    # The slot is freed when the mapping is gone: at the close, or, when a view outlives the close
    # (BufferError: still mapped), once the mapping is collected.
    free = weakref.finalize(mm, guard.guard_unmap, slot)

    def close() -> None:
        try:
            view.release()
            mm.close()
            free()
        finally:
            os.close(fd)

    src = Input(name, view, close, mm, fd, changed)
    record = _guard.get()
    if record is not None:
        record.mapped.append(src)
    return src


def _differs(before: os.stat_result, after: os.stat_result) -> bool:
    """Whether the contents may have changed: the size or the time of the last write. Not ctime: a
    rename over the file (merge -o OURS) or a chmod changes that, and not the bytes."""
    return (before.st_size, before.st_mtime_ns) != (after.st_size, after.st_mtime_ns)


def _changed(before: os.stat_result, after: os.stat_result, name: str) -> OnnxJsonError:
    return OnnxJsonError(f"changed while it was read ({before.st_size:,} bytes, then {after.st_size:,}); "
                         "read it again once nothing writes to it", file=name)


def _unchanged(fd: int, before: os.stat_result, done: int, name: str) -> None:
    """Refuse a file that changed while it was read: shorter or longer than it was, or rewritten."""
    grew = os.pread(fd, 1, done) if done == before.st_size else b""
    after = os.fstat(fd)
    if done != before.st_size or grew or _differs(before, after):
        raise _changed(before, after, name)


# -- writing ---------------------------------------------------------------------------------------


def _temp_name(folder: str, target: str) -> str:
    return os.path.join(folder, f".{target}.onnxjson-{os.getpid()}-{os.urandom(6).hex()}.tmp")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


def clean_stale_temps(folder: str) -> list[str]:
    """Remove temporary files of onnxjson runs that died (by their process id); return their names."""
    removed: list[str] = []
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            m = TEMP_RE.match(entry.name)
            if m is None or _alive(int(m.group(1))):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(entry.name)
    return removed


class _File(io.FileIO):
    """A file whose write errors name it (to tell which of several outputs failed)."""

    label = ""
    reservable = False  # a temporary file of this module, written from its start: see reserve()

    def write(self, data: Any) -> int:
        try:
            return super().write(data)
        except OSError as e:
            e.filename = self.label
            raise


def _writer(fd: int, label: str, *, reservable: bool = False) -> IO[bytes]:
    raw = _File(fd, "w")
    raw.label = label
    raw.reservable = reservable
    return io.BufferedWriter(raw)


#: Outputs (or sidecars) from this size up are worth :func:`reserve` (without the accelerator its
#: first call costs ~8 ms: ctypes).
RESERVE_BYTES = 64 << 20
_FALLOC_FL_KEEP_SIZE = 1
_fallocate: list[Any] = []  # [the C library's fallocate, or None], looked up once


def reserve(stream: Any, offset: int, length: int) -> None:
    """Have the file system allocate ``length`` bytes at ``offset`` of ``stream`` before they are
    written, in one piece, instead of block by block as the writes (or kernel copies) arrive.

    A hint, for large outputs: on Linux, ``fallocate(KEEP_SIZE)`` on a temporary output file of
    this module (never stdout, a device, a FIFO or a file of the caller's); the size and bytes of the
    file are what the writes make them. Nothing happens where the call is missing or refused.
    """
    raw = getattr(stream, "raw", None)
    if not getattr(raw, "reservable", False) or length <= 0:
        return
    if accel.ENABLED and accel.compiled is not None and raw is not None \
            and accel.compiled.reserve(raw.fileno(), offset, length):
        return
    if not _fallocate:
        _fallocate.append(_c_fallocate())
    call = _fallocate[0]
    if call is not None and raw is not None:
        call(raw.fileno(), _FALLOC_FL_KEEP_SIZE, offset, length)  # errors ignored: only a hint


def _c_fallocate() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes  # lazy: only outputs of many megabytes are reserved (about 8 ms of start-up)

        libc = ctypes.CDLL(None, use_errno=True)
        # 64-bit offsets: fallocate64 where it exists, else fallocate where off_t is 64 bits.
        call = getattr(libc, "fallocate64", None) or (libc.fallocate if ctypes.sizeof(ctypes.c_long) == 8 else None)
    except (ImportError, OSError, AttributeError):
        return None
    if call is None:
        return None
    call.argtypes = (ctypes.c_int, ctypes.c_int, ctypes.c_int64, ctypes.c_int64)
    call.restype = ctypes.c_int
    return call


def _stdout_error(e: OSError) -> OnnxJsonError:
    return OnnxJsonError(f"cannot write: {e.strerror or e}", file="<stdout>")


class _Output:
    """One output: stdout, a device or FIFO written in place, or a regular file replaced atomically."""

    def __init__(self, path: str | os.PathLike[str], *, follow_symlinks: bool = True) -> None:
        self.name = os.fspath(path)
        self.kind = "atomic"
        self.real = self.name  # the path renamed over (a symlink's target)
        self.stream: IO[bytes] | None = None
        self.fd: int | None = None
        self.anonymous = False  # an O_TMPFILE file, not yet linked
        self.temp: str | None = None
        self.backup: str | None = None
        self.renamed = False
        self.existed = False
        if self.name == "-":
            self.kind = "stdout"
            with contextlib.suppress(OSError, ValueError, AttributeError):
                found = _clash(os.fstat(sys.stdout.fileno()))
                if found is not None:  # `onnxjson dump model.onnx >> model.onnx`
                    raise OnnxJsonError(f"stdout is {found[0]} ({found[1]}); not writing into it",
                                        file="<stdout>")
            return
        if "\0" in self.name:
            raise OnnxJsonError("is not a valid file name", file=self.name.replace("\0", "\\0"))
        try:
            st = os.stat(self.name)
        except FileNotFoundError:
            st = None
        except OSError as e:
            if e.errno == errno.ELOOP:
                raise OnnxJsonError("is a symlink loop", file=self.name) from None
            st = None
        if st is not None:
            mode = st.st_mode
            if stat.S_ISDIR(mode):
                raise OnnxJsonError("is a folder; name an output file", file=self.name)
            if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
                self.kind = "direct"
                return
            if stat.S_ISBLK(mode):
                raise OnnxJsonError("is a block device; onnxjson does not write to devices", file=self.name)
            if stat.S_ISSOCK(mode):
                raise OnnxJsonError("is a socket, not a file", file=self.name)
            _refuse_clash(self.name)
        if os.path.islink(self.name):
            if not follow_symlinks:
                raise OnnxJsonError("is a symbolic link; not writing through it", file=self.name)
            self.real = os.path.realpath(self.name)
            if os.path.isdir(self.real):
                raise OnnxJsonError("is a folder; name an output file", file=self.name)

    # -- opening ------------------------------------------------------------------------------
    def open(self) -> IO[bytes]:
        if self.kind == "stdout":
            self.stream = sys.stdout.buffer if sys.stdout is not None else None
            if self.stream is None:
                raise OnnxJsonError("stdout is closed", file="<stdout>")
            return self.stream
        if self.kind == "direct":
            try:
                fd = os.open(self.name, os.O_WRONLY | getattr(os, "O_BINARY", 0))
            except OSError as e:
                raise OnnxJsonError(f"cannot open for writing: {e.strerror}", file=self.name) from None
            self.stream = _writer(fd, self.name)
            return self.stream
        folder, target = os.path.split(self.real)
        folder = folder or "."
        try:
            old = os.stat(self.real)
            self.existed = True
            mode = stat.S_IMODE(old.st_mode)
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        clean_stale_temps(folder)
        try:
            self.fd = self._open_temp(folder, target, mode)
        except FileNotFoundError:
            if os.path.isdir(folder):  # /proc, for one: the folder is there and takes no new file
                raise OnnxJsonError("cannot create a file in the output folder", file=self.name) from None
            raise OnnxJsonError("the output folder does not exist", file=self.name) from None
        except NotADirectoryError:
            raise OnnxJsonError("the output folder is not a folder", file=self.name) from None
        except PermissionError:
            raise OnnxJsonError("cannot write to the output folder (permission denied)", file=self.name) from None
        except OSError as e:
            raise OnnxJsonError(f"cannot create the output: {e.strerror}", file=self.name) from None
        with contextlib.suppress(OSError):
            os.fchmod(self.fd, mode)
        self.stream = _writer(self.fd, self.name, reservable=True)
        return self.stream

    def _open_temp(self, folder: str, target: str, mode: int) -> int:
        flag = getattr(os, "O_TMPFILE", 0)
        if flag and ANONYMOUS_TEMPS and os.path.isdir("/proc/self/fd"):
            try:
                fd = os.open(folder, flag | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), mode)
            except OSError as e:
                if e.errno not in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL, errno.ENOSYS):
                    raise
            else:
                self.anonymous = True
                return fd
        self.temp = _temp_name(folder, target)
        return os.open(self.temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
                       | getattr(os, "O_CLOEXEC", 0), mode)

    # -- committing ---------------------------------------------------------------------------
    def finish_writing(self) -> None:
        """Flush; for a regular file, give the complete temporary file a name beside the target."""
        if self.stream is None:
            return
        if self.kind == "stdout":
            self.stream.flush()
            return
        if self.kind == "direct":
            stream, self.stream = self.stream, None
            stream.close()
            return
        self.stream.flush()
        if self.anonymous:
            folder, target = os.path.split(self.real)
            name = _temp_name(folder or ".", target)
            # linkat(AT_SYMLINK_FOLLOW) of the /proc link names the open file (os.link uses
            # linkat, not link, only when given a directory descriptor).
            dir_fd = os.open(folder or ".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
            try:
                os.link(f"/proc/self/fd/{self.fd}", os.path.basename(name), src_dir_fd=dir_fd,
                        dst_dir_fd=dir_fd, follow_symlinks=True)
            finally:
                os.close(dir_fd)
            self.temp = name
            self.anonymous = False
        stream, self.stream = self.stream, None
        stream.close()

    def prepare_backup(self) -> None:
        """Keep the old target under a temporary name, to put it back if a later rename fails."""
        if self.kind != "atomic" or not self.existed:
            return
        folder, target = os.path.split(self.real)
        name = _temp_name(folder or ".", target)
        try:
            os.link(self.real, name)
        except OSError:
            return  # no hard links here: best effort
        self.backup = name

    def rename(self) -> None:
        if self.kind != "atomic" or self.temp is None:
            return
        _refuse_clash(self.real)
        os.replace(self.temp, self.real)
        self.temp = None
        self.renamed = True

    def roll_back(self) -> None:
        """Undo a rename (best effort): the old file back, or the new one gone."""
        if not self.renamed:
            return
        self.renamed = False
        with contextlib.suppress(OSError):
            if self.backup is not None:
                os.replace(self.backup, self.real)
                self.backup = None
            elif not self.existed:
                os.unlink(self.real)

    def discard(self) -> None:
        """Remove whatever temporary state is left (after success or failure)."""
        if self.stream is not None and self.kind != "stdout":
            with contextlib.suppress(OSError):
                self.stream.close()
        self.stream = None
        for name in (self.temp, self.backup):
            if name is not None:
                with contextlib.suppress(OSError):
                    os.unlink(name)
        self.temp = self.backup = None


def check_output(path: str | os.PathLike[str], *, follow_symlinks: bool = True) -> None:
    """Refuse now an output that :func:`atomic_output` would refuse (an input, a folder, a socket)."""
    _Output(path, follow_symlinks=follow_symlinks)


def _write_error(outs: list[_Output], current: _Output, e: OSError) -> OnnxJsonError:
    """The error of a failed write, naming the output it failed on."""
    failed = next((o for o in outs if o.kind != "stdout" and o.name == e.filename), None)
    if failed is None:
        failed = next((o for o in outs if o.kind == "stdout"), current)
    if failed.kind == "stdout":
        return _stdout_error(e)
    return OnnxJsonError(f"cannot write: {e.strerror or e}", file=failed.name)


def _steps(outs: list[_Output], steps: tuple[str, ...]) -> None:
    """Take every output through ``steps`` (finish, backup, rename), the errors naming the output."""
    for step in steps:
        for out in outs:
            try:
                if step == "finish":
                    out.finish_writing()
                elif step == "backup":
                    out.prepare_backup()
                else:
                    out.rename()
            except BrokenPipeError:
                raise
            except OSError as e:
                e.filename = out.name
                raise _write_error(outs, out, e) from None


@contextlib.contextmanager
def atomic_outputs(*paths: str | os.PathLike[str], follow_symlinks: bool = True) -> Iterator[list[IO[bytes]]]:
    """Write several outputs as one: none changes unless all are complete (``-``: stdout).

    Regular files are renamed in the order given, once every stream is complete; a failed rename
    puts back the ones already renamed.
    """
    outs = [_Output(p, follow_symlinks=follow_symlinks) for p in paths]
    reals = [os.path.abspath(o.real) for o in outs if o.kind == "atomic"]
    if len(set(reals)) != len(reals):
        raise OnnxJsonError("two outputs of this command are the same file", file=os.fspath(paths[-1]))
    try:
        streams = [out.open() for out in outs]
        try:
            yield streams
        except BrokenPipeError:
            raise
        except OSError as e:  # disk full, quota, I/O error: the user's problem to fix, said plainly
            raise _write_error(outs, outs[-1], e) from None
        several = sum(o.kind == "atomic" for o in outs) > 1
        _steps(outs, ("finish",))
        check_inputs()  # an input that changed under its mapping: no output
        # Several outputs are renamed as one under their folders' lock: another command's pair
        # is renamed wholly before or after this one (and a reader of the pair waits).
        with folder_lock(*(o.real for o in outs if o.kind == "atomic")) if several else contextlib.nullcontext():
            try:
                _steps(outs, ("backup", "rename") if several else ("rename",))
            except BaseException:
                for out in outs:
                    out.roll_back()
                raise
    except BaseException:
        for out in outs:
            out.roll_back()
        raise
    finally:
        for out in outs:
            out.discard()


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike[str], *, follow_symlinks: bool = True) -> Iterator[IO[bytes]]:
    """Write to ``path`` atomically (``-``: stdout). The file appears only if the block succeeds."""
    with atomic_outputs(path, follow_symlinks=follow_symlinks) as (stream,):
        yield stream


_RAISED: list[bool] = []


def more_open_files() -> None:
    """Raise this process's soft limit of open files to its hard limit (once): a build from a weight
    store keeps each large blob open and mapped until its output is written."""
    if _RAISED:
        return
    _RAISED.append(True)
    try:
        import resource  # why: only builds from a store need it (and it is POSIX only)

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        target = 1 << 16 if hard == resource.RLIM_INFINITY else min(hard, 1 << 16)
        if soft != resource.RLIM_INFINITY and soft < target:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ImportError, OSError, ValueError):
        pass


def create_once(folder: str | os.PathLike[str], name: str, write: Callable[[IO[bytes]], None], *,
                replace: bool = False) -> bool:
    """Create ``folder/name`` (and ``folder``) with what ``write`` writes, unless it is there already
    (``replace``: even so, as when the file there is known to be damaged): True when this call made it. For content-addressed files (a store's blobs), which any number of
    processes may be creating at once with the same bytes: written under a temporary name in the
    folder, then renamed (one link at every moment, so readers never see a second one); a ``write``
    that raises leaves nothing behind."""
    folder = os.fspath(folder)
    target = os.path.join(folder, name)
    if os.path.lexists(target) and not replace:
        return False
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        raise OnnxJsonError(f"cannot create the folder: {e.strerror or e}", file=folder) from None
    clean_stale_temps(folder)
    temp = _temp_name(folder, name)
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o644)
    except OSError as e:
        raise OnnxJsonError(f"cannot create a file in the folder: {e.strerror or e}", file=folder) from None
    try:
        with _writer(fd, target, reservable=True) as stream:
            write(stream)
        if os.path.lexists(target) and not replace:  # made meanwhile by another process: the same bytes
            os.unlink(temp)
            return False
        os.rename(temp, target)
    except OSError as e:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise OnnxJsonError(f"cannot write: {e.strerror or e}", file=target) from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return True


def resolve_document_path(reference: str, base_dir: Path, *, trust: bool, what: str) -> Path:
    """Where a path written inside a document leads (for naming it, not for opening it: that is
    :func:`open_document_file`'s), refusing any way out of ``base_dir``.

    Refused unless ``trust``: absolute paths, drive letters, UNC paths, ``..`` components, NUL and
    control characters, and symlinks or hard links that lead outside the folder.
    """
    parts = _checked_reference(reference, trust=trust, what=what)
    if trust:
        p = Path(reference)
        return p if p.is_absolute() else base_dir / p
    candidate = base_dir.joinpath(*parts)
    root = base_dir.resolve()
    real = candidate.resolve()
    if real != root and root not in real.parents:
        raise PathSafetyError(
            f"the {what} path {reference!r} leads out of the document's folder through a symlink "
            "(use trust_paths=True if you trust this document)")
    with contextlib.suppress(OSError):
        st = os.stat(real)
        if stat.S_ISREG(st.st_mode) and st.st_nlink > 1:
            raise PathSafetyError(
                f"the {what} file {reference!r} has other hard links, which may lead out of the "
                "document's folder (use trust_paths=True if you trust this document)")
    return real


def _checked_reference(reference: Any, *, trust: bool, what: str) -> list[str]:
    """The components of a path written in a document, refused where it leads out of its folder."""
    if not isinstance(reference, str) or not reference:
        raise PathSafetyError(f"the {what} path must be a non-empty string")
    if any(ord(c) < 32 or ord(c) == 127 for c in reference):
        raise PathSafetyError(f"the {what} path {reference!r} contains NUL or control characters")
    if trust:
        return [reference]
    if reference.startswith(("/", "\\")) or (len(reference) > 1 and reference[1] == ":"):
        raise PathSafetyError(
            f"the {what} path {reference!r} is absolute; documents may only name files beside them "
            "(use trust_paths=True if you trust this document)")
    parts = reference.replace("\\", "/").split("/")
    if ".." in parts:
        raise PathSafetyError(
            f"the {what} path {reference!r} leads out of the document's folder with '..' "
            "(use trust_paths=True if you trust this document)")
    return [p for p in parts if p not in ("", ".")]


#: Symlinks followed by hand in one path before it counts as a loop (the kernel's own bound).
_MAX_LINKS = 40
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
_FILE_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


def open_document_file(reference: str, base_dir: Path, *, trust: bool, what: str,
                       max_bytes: int | None = None) -> Input:
    """Read the file a document (or a model) names, ``reference``, relative to ``base_dir``.

    Opened once: from a descriptor of ``base_dir``, one component at a time with ``O_NOFOLLOW``.
    A symlink on the way is read and its target walked the same way (relative, and staying inside
    the folder); a ``..`` (only from a symlink's target) may not climb above it. The opened file is
    checked on its descriptor (a regular file, no other hard link) and read from it. Refused
    (PathSafetyError) unless ``trust``: absolute paths, drive letters, UNC paths, ``..``
    components, NUL and control characters, symlinks that lead out, and hard links; with ``trust``
    the path is opened as the system resolves it, once. Other failures are OnnxJsonError naming the
    file (``base_dir / reference``).
    """
    parts = _checked_reference(reference, trust=trust, what=what)
    name = os.fspath(base_dir / reference)
    if trust:
        return read_input(name, max_bytes=max_bytes)
    fd = _open_beneath(parts, base_dir, reference, what, name)

    def no_other_links(st: os.stat_result) -> None:
        if st.st_nlink > 1:
            raise PathSafetyError(
                f"the {what} file {reference!r} has other hard links, which may lead out of the "
                "document's folder (use trust_paths=True if you trust this document)")

    return read_descriptor(fd, name, max_bytes=max_bytes, check=no_other_links)


def _open_beneath(parts: list[str], base_dir: Path, reference: str, what: str, name: str) -> int:
    """A descriptor of the file ``parts`` name under ``base_dir``, found without leaving it."""
    out = PathSafetyError(
        f"the {what} path {reference!r} leads out of the document's folder through a symlink "
        "(use trust_paths=True if you trust this document)")
    try:
        root = os.open(os.fspath(base_dir) or ".", _DIR_FLAGS)
    except OSError as e:
        raise OnnxJsonError(f"cannot open its folder: {e.strerror}", file=name) from None
    folders = [root]  # descriptors from the document's folder down to the current one
    todo = list(reversed(parts))
    links = 0
    try:
        if not todo:
            raise OnnxJsonError("is a folder, not a file", file=name)
        while todo:
            part = todo.pop()
            if part == "..":  # from a symlink's target: up, but never above the document's folder
                if len(folders) == 1:
                    raise out
                os.close(folders.pop())
                continue
            last = not todo
            flags = (_FILE_FLAGS if last else _DIR_FLAGS) | os.O_NOFOLLOW
            try:
                fd = os.open(part, flags, dir_fd=folders[-1])
            except OSError as e:
                if e.errno not in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                    raise
                try:
                    target = os.readlink(part, dir_fd=folders[-1])
                except OSError:
                    raise e from None  # not a symlink: a file where a folder should be
                links += 1
                if links > _MAX_LINKS:
                    raise OnnxJsonError("is a symlink loop", file=name) from None
                if not target or target.startswith("/"):
                    raise out from None
                todo.extend(reversed([p for p in target.split("/") if p not in ("", ".")]))
                continue
            if last:
                return fd
            folders.append(fd)
        raise OnnxJsonError("is a folder, not a file", file=name)
    except FileNotFoundError:
        raise OnnxJsonError("no such file", file=name) from None
    except NotADirectoryError:
        raise OnnxJsonError("no such file (a part of its path is not a folder)", file=name) from None
    except IsADirectoryError:
        raise OnnxJsonError("is a folder, not a file", file=name) from None
    except OSError as e:
        raise OnnxJsonError(f"cannot open: {e.strerror}", file=name) from None
    finally:
        for fd in folders:
            os.close(fd)


@contextlib.contextmanager
def folder_lock(*paths: str | os.PathLike[str], shared: bool = False) -> Iterator[None]:
    """Hold a ``flock`` on the folders of ``paths`` (exclusive, or ``shared``) while the block runs.

    What keeps a document and its sidecar a pair between processes: writers rename the pair under
    the exclusive lock, readers open the pair under the shared one. Folders are locked in one order
    (device, inode), so two commands never wait for each other in a circle. ``-``, folders that
    cannot be opened and file systems without flock are passed over.
    """
    held: dict[tuple[int, int], int] = {}
    try:
        for path in paths:
            name = os.fspath(path)
            if name == "-":
                continue
            folder = os.path.dirname(os.path.abspath(name))
            try:
                fd = os.open(folder, _DIR_FLAGS)
            except (OSError, ValueError):
                continue
            st = os.fstat(fd)
            if (st.st_dev, st.st_ino) in held:
                os.close(fd)
                continue
            held[(st.st_dev, st.st_ino)] = fd
        for key in sorted(held):
            with contextlib.suppress(OSError):
                fcntl.flock(held[key], fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
        yield
    finally:
        for fd in held.values():
            os.close(fd)  # the lock goes with the last descriptor


class Scratch:
    """Bytes written once and then read back (verify's document text): in memory when small, else in
    an unnamed temporary file that is memory-mapped to be read, so it never sits in the heap."""

    def __init__(self, expected_size: int, *, in_memory_below: int = 16 << 20) -> None:
        self._file: IO[bytes] | None = None
        self._map: mmap.mmap | None = None
        self.stream: IO[bytes]
        if expected_size < in_memory_below:
            self.stream = io.BytesIO()
        else:
            try:
                import tempfile  # why: this spill is rare, and tempfile pulls random, shutil, bz2, lzma

                self._file = tempfile.TemporaryFile()  # noqa: SIM115 - closed by close()
            except OSError as e:
                raise OnnxJsonError(f"cannot create a temporary file: {e.strerror}") from None
            self.stream = self._file

    def contents(self) -> Any:
        """What was written: bytes, or a read-only mapping valid until :meth:`close`."""
        if self._file is None:
            return self.stream.getvalue()  # type: ignore[attr-defined]
        self._file.flush()
        if self._map is None:
            if os.fstat(self._file.fileno()).st_size == 0:
                return b""
            self._map = mmap.mmap(self._file.fileno(), 0, access=mmap.ACCESS_READ)
        return self._map

    def __enter__(self) -> Scratch:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._map is not None:
            with contextlib.suppress(BufferError):
                self._map.close()
            self._map = None
        self.stream.close()
