"""The suite's own bookkeeping: every name in conftest.LONG_TESTS is still a test of the suite, and the
suite's own leak counter counts what it should."""

from __future__ import annotations

import ast
import sys
import threading
from pathlib import Path

import pytest
from accel_support import blocks_left_behind, references_moved
from conftest import LONG_TESTS

TESTS = Path(__file__).resolve().parent


@pytest.mark.parametrize("name", LONG_TESTS)
def test_each_long_test_is_still_a_test(name: str) -> None:
    """A renamed or removed long test would silently fall back to the collection order."""
    file, function = name.split("::")
    path = TESTS / file
    assert path.is_file(), f"{name}: no {file} in tests/"
    defined = {node.name for node in ast.parse(path.read_text("utf-8")).body
               if isinstance(node, ast.FunctionDef)}
    assert function in defined, f"{name}: {file} defines no {function} (update conftest.LONG_TESTS)"


def test_blocks_left_behind_counts_what_its_calls_keep_and_nothing_else() -> None:
    """accel_support.blocks_left_behind (the leak checks of the compiled paths): a run that keeps a
    new object a call is counted, each; another thread allocating and keeping objects during every
    call is not (sys.getallocatedblocks() counted those too)."""
    kept: list[object] = []
    assert len(blocks_left_behind(lambda: kept.append(object()))) >= 30
    assert blocks_left_behind(lambda: None) == []

    other: list[object] = []
    turn, done = threading.Event(), threading.Event()

    def allocate() -> None:
        while True:
            turn.wait()
            turn.clear()
            if len(other) == 30:
                return
            other.append([object() for _ in range(100)])
            done.set()

    def call_while_the_other_thread_allocates() -> None:
        turn.set()
        done.wait()
        done.clear()

    thread = threading.Thread(target=allocate)
    thread.start()
    try:
        assert blocks_left_behind(call_while_the_other_thread_allocates) == []
    finally:
        turn.set()
        thread.join()
    assert len(other) == 30  # 101 blocks kept by the other thread during each call


def test_references_moved_tells_a_reference_a_call_from_drift() -> None:
    """accel_support.references_moved: a reference kept, or dropped, by each of the calls is found;
    a shared object that gains or loses one or two references around them is not."""
    owned, dropped, shared = [0.5], [1.5], "inf"
    holders: list[object] = [dropped] * 40
    objects = [owned, dropped, shared]
    before = [sys.getrefcount(x) for x in objects]

    def call() -> None:
        holders.append(owned)  # one reference more a call
        holders.remove(dropped)  # one fewer a call

    blocks_left_behind(call)
    holders.extend([shared, shared])  # drift of a shared object, not the calls' doing
    assert [entry[1:] for entry in references_moved(objects, before)] == [
        (before[0], before[0] + 30), (before[1], before[1] - 30)]
    assert references_moved(objects, before, rounds=31) == []
