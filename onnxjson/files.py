"""The one place that opens files: reading inputs, safe paths from documents, atomic writes.

NOTE: inputs are memory-mapped (read-only) when they are regular files, so the codec slices them
without copying; stdin (``-``) is read whole. Outputs are written to a temporary file in the target's
folder and renamed over the target only when complete, so a failing or interrupted command leaves the
previous file intact and no temporary file behind. ``-`` writes binary to stdout.
"""

from __future__ import annotations

import contextlib
import errno
import mmap
import os
import stat
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from onnxjson.errors import OnnxJsonError, PathSafetyError

__all__ = ["Input", "atomic_output", "copy_range", "read_input", "refuse_same_file", "resolve_document_path"]


def copy_range(src_fd: int, offset: int, length: int, stream: Any) -> bool:
    """Copy ``length`` bytes at ``offset`` of ``src_fd`` to ``stream`` inside the kernel.

    Returns False (having copied nothing) where that is not possible: no copy_file_range on this
    system, a stream without a file descriptor, or a file system that refuses; the caller then
    writes the bytes itself.
    """
    copy = getattr(os, "copy_file_range", None)
    try:
        out_fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    if copy is None:
        return False
    stream.flush()
    done = 0
    try:
        while done < length:
            n = copy(src_fd, out_fd, length - done, offset + done)
            if n == 0:
                raise OSError("unexpected end of the source file")
            done += n
        advance = getattr(stream, "advance", None)
        if advance is not None:
            advance(length)
    except OSError as e:
        if done == 0 and e.errno in (errno.EXDEV, errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EBADF):
            return False
        raise
    return True


def refuse_same_file(output: str | os.PathLike[str], *inputs: str | os.PathLike[str] | None,
                     what: str = "an input") -> None:
    """Refuse an output that would replace one of the inputs (``-`` and missing files never clash)."""
    out = os.fspath(output)
    if out == "-" or not os.path.exists(out):
        return
    for item in inputs:
        if item is None or os.fspath(item) == "-":
            continue
        with contextlib.suppress(OSError):
            if os.path.samefile(out, item):
                raise OnnxJsonError(f"would overwrite {what} ({os.fspath(item)}); choose another output",
                                    file=out)


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


def read_input(path: str | os.PathLike[str]) -> Input:
    """Open ``path`` (or ``-`` for stdin) for reading; OnnxJsonError when it cannot be read."""
    name = os.fspath(path)
    if name == "-":
        return Input("<stdin>", sys.stdin.buffer.read())
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise OnnxJsonError("no such file", file=name) from None
    except IsADirectoryError:
        raise OnnxJsonError("is a folder, not a file", file=name) from None
    except OSError as e:
        raise OnnxJsonError(f"cannot open: {e.strerror}", file=name) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise OnnxJsonError("is a folder, not a file", file=name)
        if not stat.S_ISREG(st.st_mode):
            raise OnnxJsonError("is not a regular file (a FIFO, socket or device?)", file=name)
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


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike[str]) -> Iterator[IO[bytes]]:
    """Write to ``path`` atomically (``-``: stdout). The file appears only if the block succeeds."""
    name = os.fspath(path)
    if name == "-":
        out = sys.stdout.buffer
        try:
            yield out
            out.flush()
        except BrokenPipeError:
            raise
        except OSError as e:
            raise OnnxJsonError(f"cannot write: {e.strerror or e}", file="<stdout>") from None
        return
    target = Path(name)
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise OnnxJsonError("is a folder; name an output file", file=name)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except FileNotFoundError:
        raise OnnxJsonError("the output folder does not exist", file=name) from None
    except PermissionError:
        raise OnnxJsonError("cannot write to the output folder (permission denied)", file=name) from None
    except OSError as e:
        raise OnnxJsonError(f"cannot create the output: {e.strerror}", file=name) from None
    try:
        try:
            with os.fdopen(fd, "wb") as f:
                yield f
                f.flush()
            try:
                mode = stat.S_IMODE(os.stat(name).st_mode)
            except OSError:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            os.chmod(tmp, mode)
            os.replace(tmp, name)
        except OSError as e:  # disk full, quota, I/O error: the user's problem to fix, said plainly
            raise OnnxJsonError(f"cannot write: {e.strerror or e}", file=name) from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


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
            "(use --trust-paths if you trust this document)")
    parts = reference.replace("\\", "/").split("/")
    if ".." in parts:
        raise PathSafetyError(
            f"the {what} path {reference!r} leads out of the document's folder with '..' "
            "(use --trust-paths if you trust this document)")
    candidate = base_dir.joinpath(*[p for p in parts if p not in ("", ".")])
    root = base_dir.resolve()
    real = candidate.resolve()
    if real != root and root not in real.parents:
        raise PathSafetyError(
            f"the {what} path {reference!r} leads out of the document's folder through a symlink "
            "(use --trust-paths if you trust this document)")
    with contextlib.suppress(OSError):
        st = os.stat(real)
        if stat.S_ISREG(st.st_mode) and st.st_nlink > 1:
            raise PathSafetyError(
                f"the {what} file {reference!r} has other hard links, which may lead out of the "
                "document's folder (use --trust-paths if you trust this document)")
    return real
