"""The optional compiled accelerator, when it is built and not switched off.

NOTE: ``onnxjson._accel`` (onnxjson/_accel.c and the ``_accel_*.c`` beside it) is a C extension
that ``pip install .`` builds when a compiler is at hand and skips otherwise (setup.py marks it
optional). Each of its functions is a faster twin of a pure-Python path that stays the reference: it handles the inputs
it can handle exactly as that path does and gives every other input back to it (the documents
and texts are the same byte for byte; the tests run both and compare). Setting the environment
variable ``ONNXJSON_NO_ACCEL`` (to anything but an empty string) switches it off for a process.
A module built from other ``_accel*`` files than those beside it (a source tree changed since its
last build) is not used either: setup.py compiles their digest into it (:func:`stale`).

Some compiled functions (base64, comparison) release the GIL on long inputs; :func:`in_order`
runs them on a shared pool of worker threads, one per core, so long payloads are encoded and
decoded on all cores while the calling thread writes or compares what is done.
"""

from __future__ import annotations

import importlib
import os
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

__all__ = ["DISABLE_VARIABLE", "ENABLED", "SOURCE", "STATE", "compiled", "in_order", "source_digest", "source_files",
           "stale", "started"]

#: Set (non-empty) in the environment to run the pure-Python paths only.
DISABLE_VARIABLE = "ONNXJSON_NO_ACCEL"


#: The compiled module's main C file (its init), beside this file in a source tree or an editable
#: install; the module is built from it and the ``_accel*.c`` and ``_accel*.h`` beside it.
SOURCE = Path(__file__).with_name("_accel.c")


def source_files(source: Path = SOURCE) -> list[Path]:
    """The files the module is built from: ``source`` and the ``_accel*.c``, ``_accel*.h`` beside it,
    by name (setup.py's ``FILES``)."""
    return sorted(source.parent.glob("_accel*.[ch]"), key=lambda path: path.name)


def source_digest(files: Iterable[tuple[str, bytes]]) -> str:
    """The stamp setup.py compiles into the module (its ``SOURCE``): BLAKE2b-128 over each file's
    name, length and bytes (``files``: (name, bytes) pairs, by name)."""
    try:  # CPython's own BLAKE2, without hashlib (whose import loads OpenSSL at every start-up)
        from _blake2 import blake2b
    except ImportError:  # another Python: hashlib's
        from hashlib import blake2b
    digest = blake2b(digest_size=16)
    for name, text in files:
        digest.update(b"%s\0%d\0" % (name.encode(), len(text)) + text)
    return digest.hexdigest()


def stale(module: ModuleType, source: Path = SOURCE) -> str | None:
    """Why ``module`` was not built from ``source`` and the files beside it (when it is there), or None.

    A module built from other files (a source tree pulled or edited since its last build) may lack
    functions the Python side calls, or answer them by other rules: it is never used. Installed
    packages hold no ``_accel.c``; their module was built with them.
    """
    if not source.is_file():
        return None
    try:
        files = [(path.name, path.read_bytes()) for path in source_files(source)]
    except OSError:
        return None
    if getattr(module, "SOURCE", None) == source_digest(files):
        return None
    return (f"{Path(module.__file__ or '_accel').name} was built from other {source.stem}* files; rebuild it "
            "(python setup.py build_ext --inplace, or install again)")


def _load() -> tuple[ModuleType | None, str]:
    if os.environ.get(DISABLE_VARIABLE):
        return None, f"off ({DISABLE_VARIABLE} is set)"
    try:
        module = importlib.import_module("onnxjson._accel")
    except ImportError:
        return None, "not built"
    why = stale(module)
    return (None, f"stale: {why}") if why else (module, "compiled")


_loaded = _load()
#: The compiled module, or None when it is not built, switched off or stale (see STATE).
compiled: ModuleType | None = _loaded[0]
#: What became of the compiled module: "compiled", "not built", "off (...)" or "stale: ...".
STATE: str = _loaded[1]

#: Whether the compiled paths are taken when built (the tests switch it off to run the references).
ENABLED = True


_pool: list[Any] = []  # the shared pool, once made
_pool_lock = threading.Lock()


def _workers() -> Any:
    """The shared pool of worker threads (one per core), or None on a single core."""
    if not _pool and (os.cpu_count() or 1) > 1:
        with _pool_lock:
            if not _pool:
                # Lazy: threads only for the long payloads of inline documents.
                from concurrent.futures import ThreadPoolExecutor

                _pool.append(ThreadPoolExecutor(os.cpu_count() or 1, thread_name_prefix="onnxjson-accel"))
    return _pool[0] if _pool else None


def in_order(function: Callable[..., Any], calls: Iterable[tuple[Any, ...]], ahead: int = 0) -> Iterator[Any]:
    """``function(*args)`` for each ``args`` of ``calls``, in order, computed on worker threads.

    ``function`` should release the GIL (the compiled base64 functions do on long inputs). At
    most ``ahead`` calls (default: two per core) run or wait beyond the one whose result is next;
    ``calls`` is read only as far as that. An exception is raised when its call's turn comes. When
    the consumer stops early, the calls not started are cancelled and those running are waited
    for, so no worker still reads a buffer that the consumer goes on to close.
    """
    pool = _workers()
    if pool is None:
        for args in calls:
            yield function(*args)
        return
    ahead = ahead or 2 * (os.cpu_count() or 1)
    pending: deque[Any] = deque()
    try:
        for args in calls:
            pending.append(pool.submit(function, *args))
            if len(pending) > ahead:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()
        for future in pending:
            if not future.cancelled():
                future.exception()  # waits; the exception (if any) is not the consumer's


def started(function: Callable[..., Any], *args: Any) -> Callable[[], Any]:
    """``function(*args)`` started on a worker thread of the shared pool (run here when there is
    none); returns what waits for its result (raising its exception). The caller waits for it
    before it lets go of the buffers it handed over (verify decodes half a piece this way while the
    calling thread decodes the other half)."""
    pool = _workers()
    if pool is None:
        result = function(*args)
        return lambda: result
    return pool.submit(function, *args).result
