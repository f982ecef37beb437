"""The SIGBUS guard of mapped inputs (``guard_map``, ``guard_faults``, ``guard_unmap`` of
onnxjson/_accel_guard.c), called directly: slots taken and given back, every slot taken, slot
numbers that are not slots, and a mapping truncated under the guard, whose pages past the end then
read as zeros and count as a fault. (The pure path reads an input whole instead of mapping it;
tests/test_races.py compares the commands on both paths.)"""

from __future__ import annotations

import mmap
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from accel_support import needs_compiled

from onnxjson import accel

C: Any = accel.compiled
pytestmark = [needs_compiled,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the guard is Linux's only")]
PAGE = mmap.PAGESIZE


def test_a_slot_is_taken_and_given_back() -> None:
    data = bytearray(100)
    slot = C.guard_map(data)
    assert slot >= 0
    assert C.guard_faults(slot) == 0
    assert C.guard_unmap(slot) == 0
    again = C.guard_map(data)
    assert again == slot  # the first free slot: the one given back
    assert C.guard_unmap(again) == 0


def test_every_slot_taken_gives_minus_one() -> None:
    data = bytearray(10)
    taken = []
    try:
        while True:
            slot = C.guard_map(data)
            if slot < 0:
                break
            taken.append(slot)
            assert len(taken) <= 256
        assert taken and C.guard_map(data) == -1
    finally:
        for slot in taken:
            C.guard_unmap(slot)
    slot = C.guard_map(data)
    assert slot >= 0
    C.guard_unmap(slot)


@pytest.mark.parametrize("bad", [-1, 256, 1 << 70, "0", 1.5])
def test_numbers_that_are_not_slots_are_refused(bad: Any) -> None:
    kind = ValueError if isinstance(bad, int) and bad.bit_length() < 63 else (OverflowError, TypeError)
    with pytest.raises(kind):
        C.guard_faults(bad)
    with pytest.raises(kind):
        C.guard_unmap(bad)


def test_what_is_not_a_buffer_is_refused() -> None:
    with pytest.raises(TypeError):
        C.guard_map("text")
    with pytest.raises(TypeError):
        C.guard_map(None)


def test_a_mapping_truncated_under_the_guard_reads_zeros_and_counts(tmp_path: Path) -> None:
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x07" * (3 * PAGE))
    previous = signal.getsignal(signal.SIGBUS)
    with open(path, "r+b") as f:
        m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        view = memoryview(m)
        slot = C.guard_map(view)
        try:
            assert slot >= 0 and view[2 * PAGE] == 7
            f.truncate(PAGE)
            assert view[0] == 7
            assert C.guard_faults(slot) == 0
            assert view[2 * PAGE + 5] == 0  # a page past the end: zeros, not death
            assert bytes(view[PAGE:PAGE + 16]) == bytes(16)
            assert C.guard_faults(slot) == 1
        finally:
            assert C.guard_unmap(slot) == 1
            view.release()
            m.close()
    assert signal.getsignal(signal.SIGBUS) == previous  # Python's view of it is unchanged


def test_the_handler_is_installed_again_when_replaced(tmp_path: Path) -> None:
    """Something (faulthandler, a library) set its own SIGBUS handler after the guard's: the next
    guard_map puts the guard's back in front of it."""
    import faulthandler

    path = tmp_path / "m.bin"
    path.write_bytes(b"\x01" * (2 * PAGE))
    enabled = faulthandler.is_enabled()
    faulthandler.enable()  # installs its own SIGBUS handler
    try:
        with open(path, "r+b") as f:
            m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            view = memoryview(m)
            slot = C.guard_map(view)
            try:
                f.truncate(0)
                assert view[PAGE] == 0
                assert C.guard_faults(slot) == 1
            finally:
                C.guard_unmap(slot)
                view.release()
                m.close()
    finally:
        if not enabled:
            faulthandler.disable()


_CHILD = """
import mmap, os, signal, sys
from onnxjson import accel
C = accel.compiled
assert C is not None and C.__file__ == sys.argv[1], C
keep = bytearray(4096)
if sys.argv[2] == "python handler":
    seen = []
    signal.signal(signal.SIGBUS, lambda number, frame: seen.append(number))
    slot = C.guard_map(keep)  # the guard's handler goes in front of Python's
    os.kill(os.getpid(), signal.SIGBUS)  # not a fault of a guarded range: Python's handler gets it
    assert seen == [signal.SIGBUS], seen
    print("handled")
else:
    signal.signal(signal.SIGBUS, signal.SIG_DFL)  # none before the guard's (ASan, under CI's check, has its own)
    slot = C.guard_map(keep)
    with open(sys.argv[3], "r+b") as f:
        m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        f.truncate(0)
        print("reading", flush=True)
        m[mmap.PAGESIZE]  # a fault outside every guarded range: the default action, death by SIGBUS
    print("survived")
"""


@pytest.mark.parametrize("before", ["python handler", "default"])
def test_a_sigbus_outside_the_guarded_ranges_goes_where_it_went_before(before: str, tmp_path: Path) -> None:
    """The guard's handler keeps only the faults of its ranges: another SIGBUS goes to the handler that
    was there before it (Python's), or, with none, kills the process as it would have (in a process of
    its own)."""
    assert C is not None
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x01" * (2 * PAGE))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(accel.__file__).parent.parent),
                                         *filter(None, [os.environ.get("PYTHONPATH")])])
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    done = subprocess.run([sys.executable, "-c", _CHILD, C.__file__, before, str(path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False, timeout=120)
    if before == "python handler":
        assert (done.returncode, done.stdout) == (0, "handled\n"), done.stderr[-2000:]
    else:
        assert (done.returncode, done.stdout) == (-signal.SIGBUS, "reading\n"), done.stderr[-2000:]
