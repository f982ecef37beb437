"""The two compiled functions that hold two buffers at once (``mismatch``, ``same_memory``): their
arguments, and that no buffer stays held when one cannot be had (one helper holds both for them).

A bytearray whose buffer is still held cannot be resized (BufferError): resizing each argument
after a refused call proves that the call let go of it.
"""

from __future__ import annotations

from typing import Any

import pytest
from accel_support import needs_compiled

from onnxjson import accel

pytestmark = needs_compiled

NAMES = ("mismatch", "same_memory")


def _call(name: str, *args: Any) -> Any:
    return getattr(accel.compiled, name)(*args)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("place", [0, 1])
@pytest.mark.parametrize("bad", [None, 3, "text", [1, 2]])
def test_a_non_buffer_argument_is_refused_and_nothing_stays_held(name: str, place: int, bad: Any) -> None:
    held = bytearray(b"abcdef")
    args = [held, held]
    args[place] = bad
    with pytest.raises(TypeError):
        _call(name, *args)
    held.extend(b"g")  # BufferError if the call kept the other argument's buffer
    assert held == bytearray(b"abcdefg")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("args", [(), (b"a",), (b"a", b"b", b"c")])
def test_two_arguments_exactly(name: str, args: tuple[bytes, ...]) -> None:
    with pytest.raises(TypeError):
        _call(name, *args)


@pytest.mark.parametrize("name", NAMES)
def test_both_buffers_are_let_go_after_an_answer(name: str) -> None:
    a, b = bytearray(b"same bytes"), bytearray(b"same bytez")
    _call(name, a, b)
    _call(name, a, a)
    a.extend(b"!")
    b.extend(b"!")
    assert (a, b) == (bytearray(b"same bytes!"), bytearray(b"same bytez!"))


def test_the_answers() -> None:
    data = bytes(range(256)) * 4
    view = memoryview(data)
    assert _call("mismatch", data, data) == -1
    assert _call("mismatch", data, data[:100]) == 100
    assert _call("mismatch", b"", b"") == -1
    assert _call("mismatch", data, data[:17] + b"\x00" + data[18:]) == 17
    assert _call("same_memory", view[3:9], view[3:9])
    assert not _call("same_memory", view[3:9], bytes(view[3:9]))
