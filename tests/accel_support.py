"""The compiled accelerator in the tests: whether it is built, and its paths switched on or off.

Each compiled path is tested beside its pure-Python reference: a test gives the same input to both
(``compiled_paths(True)``, then ``compiled_paths(False)``) and compares what comes out, or runs once
a path through the ``accel_path`` fixture of conftest.py. Without the extension the compiled half
skips, saying why (NOT_BUILT).
"""

from __future__ import annotations

import contextlib
import gc
import sys
import threading
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from onnxjson import accel

NOT_BUILT = (f"the compiled accelerator is {accel.STATE} here (python setup.py build_ext --inplace builds it "
             "beside the sources)")
needs_compiled = pytest.mark.skipif(accel.compiled is None, reason=NOT_BUILT)


_open = [0]  # the compiled_paths blocks open now (see open_blocks)


@contextlib.contextmanager
def compiled_paths(on: bool) -> Iterator[None]:
    """The compiled paths switched on (or off: the pure-Python references) inside the block."""
    saved = accel.ENABLED
    accel.ENABLED = on
    _open[0] += 1
    try:
        yield
    finally:
        _open[0] -= 1
        accel.ENABLED = saved


def open_blocks() -> int:
    """How many :func:`compiled_paths` blocks are open: 1 inside a test run through ``accel_path``
    alone, more inside a block of the test's own (accel_audit.py counts the reads under 1 only)."""
    return _open[0]


#: The calls of ``run()`` that :func:`blocks_left_behind` makes.
ROUNDS = 30


def blocks_left_behind(run: Callable[[], object], rounds: int = ROUNDS) -> list[str]:
    """The memory blocks that ``rounds`` calls of ``run()`` allocated and left allocated (a garbage
    collection after them), each as its traceback: a leak of a new object (a reference too many on
    something made in C) leaves one block or more a call, so at least ``rounds`` of them.

    Counted with tracemalloc, and only the blocks allocated under this function: the calls run in a
    thread of their own (the test waits for it), and a block counts when its traceback passes
    through that thread's first frame here. ``sys.getallocatedblocks()`` also counted the blocks of
    the process's other threads (pytest-xdist's I/O thread, the hashing threads an earlier test
    leaves on its worker), which made a count taken over a window move by itself. The new thread's
    stack is short, so its tracebacks are kept whole at little cost (1,000 frames under
    ``run()``). The caller runs ``run()`` once before, so that caches the first run fills are not
    counted."""
    if tracemalloc.is_tracing():
        raise RuntimeError("tracemalloc is already tracing: blocks_left_behind would stop it")
    failed: list[BaseException] = []

    def calls() -> None:
        try:
            for _ in range(rounds):
                run()
        except BaseException as e:  # noqa: BLE001 (handed to the test's thread, raised there)
            failed.append(e)

    gc.collect()
    tracemalloc.start(1000)
    try:
        thread = threading.Thread(target=calls, name="blocks_left_behind")
        thread.start()
        thread.join()
        gc.collect()
        snapshot = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    if failed:
        raise failed[0]
    # The blocks allocated under the thread's function (its lines, in its traceback).
    code = calls.__code__
    lines = {line for _, _, line in code.co_lines() if line is not None}
    return ["; ".join(trace.traceback.format(limit=3)) + f" ({trace.size} bytes)"
            for trace in snapshot.traces
            if any(frame.filename == code.co_filename and frame.lineno in lines for frame in trace.traceback)]


def references_moved(objects: Sequence[Any], before: Sequence[int], rounds: int = ROUNDS) -> list[tuple[str, int, int]]:
    """The objects whose reference count moved by ``rounds`` or more since ``before`` was taken
    (``sys.getrefcount`` of each), as (repr, before, now): what ``rounds`` calls that each keep or
    drop a reference did to them.

    An object that the rest of the process shares (an interned string such as ``'inf'``, a
    one-character string, a small int) also moves by one or two while other objects come and go
    around the calls (a garbage collection, pytest-xdist's thread): seen as a test that failed now
    and then with ``'inf'`` at 51 references instead of 52. A reference kept or dropped by each call
    moves its object by every call, which a count over ``rounds`` calls tells from that.
    """
    now = [sys.getrefcount(x) for x in objects]  # counted as the caller counts ``before``
    return [(repr(x)[:80], b, n) for x, b, n in zip(objects, before, now, strict=True) if abs(n - b) >= rounds]
