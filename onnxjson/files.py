"""The one place that opens files: reading inputs, safe paths from documents, atomic writes.

NOTE: inputs are memory-mapped (read-only) when they are regular files, so the codec slices them
without copying; stdin (``-``) is read in chunks up to a limit. Outputs follow four rules:

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
"""

from __future__ import annotations

import contextlib
import contextvars
import errno
import io
import mmap
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from onnxjson import accel
from onnxjson.errors import OnnxJsonError, PathSafetyError
from onnxjson.options import DEFAULTS

__all__ = ["RESERVE_BYTES", "Input", "Scratch", "atomic_output", "atomic_outputs", "check_output", "clean_stale_temps",
           "copy_range", "guarding", "protect", "read_input", "refuse_same_file", "reserve", "resolve_document_path"]

#: Temporary names this module creates: ``.TARGET.onnxjson-PID-RANDOM.tmp``.
TEMP_RE = re.compile(r"^\..*\.onnxjson-(\d+)-[0-9a-f]{12}\.tmp$")
_READ_CHUNK = 1 << 20
#: Use anonymous temporary files (Linux O_TMPFILE) where the file system allows; False forces named ones.
ANONYMOUS_TEMPS = True


# -- what a command reads --------------------------------------------------------------------------


class _Guard:
    """The files one command reads or references, by (device, inode) -> (what, name)."""

    __slots__ = ("files",)

    def __init__(self) -> None:
        self.files: dict[tuple[int, int], tuple[str, str]] = {}


_guard: contextvars.ContextVar[_Guard | None] = contextvars.ContextVar("onnxjson_files_guard", default=None)


@contextlib.contextmanager
def guarding() -> Iterator[None]:
    """Remember, while the block runs, every file read or protected, so no output replaces one.

    Nested blocks share the outermost record.
    """
    if _guard.get() is not None:
        yield
        return
    token = _guard.set(_Guard())
    try:
        yield
    finally:
        _guard.reset(token)


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
    64 KiB-aligned blocks (``copy_aligned``, see its section of ``_accel.c``), the same bytes.
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
    """Bytes of an input file, memory-mapped where possible. Use as a context manager."""

    def __init__(self, name: str, data: Any, closer: Callable[[], None] | None = None,
                 source: mmap.mmap | None = None, fd: int | None = None) -> None:
        self.name = name
        self.data = data
        self.source = source  # the mapping behind ``data``, for releasing pages once read
        self.fd = fd  # the open file behind it, for kernel-side copies (copy_file_range)
        self._closer = closer

    def __enter__(self) -> Input:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._closer is not None:
            closer, self._closer = self._closer, None
            self.data = b""
            self.source = None
            self.fd = None
            with contextlib.suppress(BufferError):
                closer()


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
    """Open ``path`` (or ``-`` for stdin) for reading; OnnxJsonError when it cannot be read.

    ``max_bytes`` refuses larger inputs before anything is copied (stdin: while it is read; stdin
    is never read past the default document limit, 4 GiB, when no limit is given).
    """
    name = os.fspath(path)
    if name == "-":
        return _read_stdin(max_bytes)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise OnnxJsonError("no such file", file=name) from None
    except IsADirectoryError:
        raise OnnxJsonError("is a folder, not a file", file=name) from None
    except OSError as e:
        raise OnnxJsonError(f"cannot open: {e.strerror}", file=name) from None
    except ValueError:  # an embedded NUL
        raise OnnxJsonError("is not a valid file name", file=name.replace("\0", "\\0")) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise OnnxJsonError("is a folder, not a file", file=name)
        if not stat.S_ISREG(st.st_mode):
            raise OnnxJsonError("is not a regular file (a FIFO, socket or device?)", file=name)
        if max_bytes is not None and st.st_size > max_bytes:
            raise _too_big(st.st_size, max_bytes, name)
        _remember(st, "an input", name)
        if st.st_size == 0:
            os.close(fd)
            return Input(name, b"")
        mm = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    except OnnxJsonError:
        os.close(fd)
        raise
    except OSError as e:
        os.close(fd)
        raise OnnxJsonError(f"cannot read: {e.strerror}", file=name) from None
    view = memoryview(mm)

    def close() -> None:
        try:
            view.release()
            mm.close()
        finally:
            os.close(fd)

    return Input(name, view, close, mm, fd)


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
        for step in ("finish", "backup", "rename"):
            for out in outs:
                try:
                    if step == "finish":
                        out.finish_writing()
                    elif step == "backup" and several:
                        out.prepare_backup()
                    elif step == "rename":
                        out.rename()
                except BrokenPipeError:
                    raise
                except OSError as e:
                    e.filename = out.name
                    raise _write_error(outs, out, e) from None
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


def resolve_document_path(reference: str, base_dir: Path, *, trust: bool, what: str) -> Path:
    """Resolve a path written inside a document, refusing any way out of ``base_dir``.

    Refused unless ``trust``: absolute paths, drive letters, UNC paths, ``..`` components, NUL and
    control characters, and symlinks or hard links that lead outside the folder.
    """
    if not isinstance(reference, str) or not reference:
        raise PathSafetyError(f"the {what} path must be a non-empty string")
    if any(ord(c) < 32 or ord(c) == 127 for c in reference):
        raise PathSafetyError(f"the {what} path {reference!r} contains NUL or control characters")
    if trust:
        p = Path(reference)
        return p if p.is_absolute() else base_dir / p
    if reference.startswith(("/", "\\")) or (len(reference) > 1 and reference[1] == ":"):
        raise PathSafetyError(
            f"the {what} path {reference!r} is absolute; documents may only name files beside them "
            "(use trust_paths=True if you trust this document)")
    parts = reference.replace("\\", "/").split("/")
    if ".." in parts:
        raise PathSafetyError(
            f"the {what} path {reference!r} leads out of the document's folder with '..' "
            "(use trust_paths=True if you trust this document)")
    candidate = base_dir.joinpath(*[p for p in parts if p not in ("", ".")])
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
