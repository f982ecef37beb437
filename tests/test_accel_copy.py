"""The kernel copies of payloads (onnxjson/_accel_copy.c, section "floors") against plain slicing.

``copy_aligned(src, offset, length, dst)`` writes a range of one file at the position of another
through a pipe, each write filling one 64 KiB-aligned block of the output; ``files.copy_range``
uses it with the accelerator and copy_file_range without. Whatever the offsets, lengths and the
output's position (around pages, blocks and the pipe's fill), the output must hold the range's
bytes where a plain write would put them, the position must move by the length, and an output that
is not a regular file must be left to the caller untouched. ``reserve`` is fallocate(KEEP_SIZE): it
changes neither the size nor the bytes.
"""

from __future__ import annotations

import errno
import io
import os
import random
from pathlib import Path
from typing import Any

import pytest
from accel_support import NOT_BUILT, compiled_paths
from hypothesis import given, seed, settings
from hypothesis import strategies as st

from onnxjson import accel, files

C: Any = accel.compiled
SEED = 20261208
BLOCK = 1 << 16
needs_compiled = pytest.mark.skipif(C is None, reason=NOT_BUILT)

#: Lengths around pages, blocks and the pipe's fill (about 1 MiB).
EDGES = [0, 1, 63, 4095, 4096, 4097, BLOCK - 1, BLOCK, BLOCK + 1, (1 << 20) - 4096 * 3, (1 << 20) + 7,
         (3 << 20) + 4099]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    data = random.Random(SEED).randbytes((4 << 20) + 12345)
    path = tmp_path_factory.mktemp("copy") / "src.bin"
    path.write_bytes(data)
    return path, data


def _copy_at(src: Path, out: Path, prefix: int, offset: int, length: int) -> tuple[int, int, int]:
    """(copied, errno, position after) of one copy_aligned into ``out`` after ``prefix`` bytes."""
    with open(src, "rb") as s, open(out, "wb") as d:
        d.write(b"\xa5" * prefix)
        d.flush()
        copied, err = C.copy_aligned(s.fileno(), offset, length, d.fileno())
        return copied, err, os.lseek(d.fileno(), 0, os.SEEK_CUR)


@needs_compiled
@pytest.mark.parametrize("length", EDGES)
def test_every_edge_length_lands_where_a_write_would(tmp_path: Path, source: tuple[Path, bytes],
                                                     length: int) -> None:
    path, data = source
    rng = random.Random(SEED + length)
    for prefix, offset in [(0, 0), (BLOCK - 64, 4096), (rng.randrange(3 * BLOCK), rng.randrange(4096)),
                           (rng.randrange(1 << 20) // 64 * 64, rng.randrange(len(data) - length + 1))]:
        out = tmp_path / "out.bin"
        copied, err, position = _copy_at(path, out, prefix, offset, length)
        assert (copied, err, position) == (length, 0, prefix + length)
        assert out.read_bytes() == b"\xa5" * prefix + data[offset:offset + length]


@needs_compiled
@seed(SEED)
@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, (4 << 20) + 12345), st.integers(0, (2 << 20) + 5000),
                          st.integers(0, 200)), min_size=1, max_size=4))
def test_runs_of_copies_build_the_same_file(tmp_path_factory: pytest.TempPathFactory, source: tuple[Path, bytes],
                                            copies: list[tuple[int, int, int]]) -> None:
    """Copies one after another with gaps written between them, as a sidecar is written."""
    path, data = source
    out = tmp_path_factory.mktemp("runs") / "out.bin"
    expected = bytearray()
    with open(path, "rb") as s, open(out, "wb") as d:
        for offset, length, gap in copies:
            offset = min(offset, len(data))
            length = min(length, len(data) - offset)
            d.write(bytes(gap))
            d.flush()
            expected += bytes(gap)
            assert C.copy_aligned(s.fileno(), offset, length, d.fileno()) == (length, 0)
            expected += data[offset:offset + length]
            assert os.lseek(d.fileno(), 0, os.SEEK_CUR) == len(expected)
    assert out.read_bytes() == bytes(expected)


@needs_compiled
def test_a_short_source_and_other_outputs(tmp_path: Path, source: tuple[Path, bytes]) -> None:
    path, data = source
    out = tmp_path / "out.bin"
    copied, err, position = _copy_at(path, out, 10, len(data) - 5000, 70_000)  # the source ends first
    assert (copied, err, position) == (5000, 0, 5010)
    assert out.read_bytes() == b"\xa5" * 10 + data[-5000:]
    read_end, write_end = os.pipe()  # not a regular file: nothing done, the caller copies
    try:
        with open(path, "rb") as s:
            assert C.copy_aligned(s.fileno(), 0, 100, write_end) == (0, errno.EINVAL)
        os.set_blocking(read_end, False)
        with pytest.raises(BlockingIOError):
            os.read(read_end, 1)
    finally:
        os.close(read_end)
        os.close(write_end)
    with open(path, "rb") as s:
        assert C.copy_aligned(s.fileno(), 0, 100, 1 << 20)[1] == errno.EBADF
        with pytest.raises(ValueError):
            C.copy_aligned(s.fileno(), -1, 100, s.fileno())
        with pytest.raises(TypeError):
            C.copy_aligned(s.fileno(), 0, 100)


@pytest.mark.parametrize("compiled", [False, True], ids=["pure", "compiled"])
def test_copy_range_writes_the_same_bytes_on_both_paths(tmp_path: Path, source: tuple[Path, bytes],
                                                        compiled: bool) -> None:
    """files.copy_range through a buffered atomic output: pending bytes first, the position after."""
    if compiled and C is None:
        pytest.skip(NOT_BUILT)
    path, data = source
    with compiled_paths(compiled), open(path, "rb") as s:
        with files.atomic_output(tmp_path / "out.bin") as stream:
            stream.write(b"<")
            files.reserve(stream, 1, 3 << 20)
            assert files.copy_range(s.fileno(), 4097, (3 << 20) - 1, stream) is True
            stream.write(b">")
            assert files.copy_range(s.fileno(), len(data) - 3, 3, stream) is True
            with pytest.raises(OSError, match="unexpected end"):
                files.copy_range(s.fileno(), len(data) - 3, 4, stream)
        assert files.copy_range(s.fileno(), 0, 3, io.BytesIO()) is False
    written = (tmp_path / "out.bin").read_bytes()
    # The short copy writes what the source has before it fails, on both paths.
    assert written == b"<" + data[4097:4097 + (3 << 20) - 1] + b">" + data[-3:] + data[-3:]


@needs_compiled
def test_reserve_keeps_the_size(tmp_path: Path) -> None:
    path = tmp_path / "r.bin"
    with open(path, "wb") as f:
        f.write(b"abc")
        f.flush()
        C.reserve(f.fileno(), 0, 1 << 20)
        C.reserve(f.fileno(), -5, 10)  # refused by the kernel: ignored
        C.reserve(1 << 20, 0, 10)  # not a file: ignored
    assert path.read_bytes() == b"abc"
