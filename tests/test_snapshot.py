"""Large inputs on the pure-Python path are copied into a snapshot of our own and mapped (files._snapshot).

Without the compiled accelerator's SIGBUS guard an input cannot be mapped (a neighbour's truncation would kill
the process), and reading it whole into memory made every command's memory the size of its input (issue 30,
item 6: verify and inline build peaked at 1.39x a 1 GB model). A file of files.SNAPSHOT_BYTES or more is now
copied in the kernel into an unnamed temporary file that only this process holds, and that copy is mapped:
its pages are file pages, handed back as they are read. These tests lower the threshold so that small files
take that path: the bytes are the file's whatever the size and whichever of the three copies runs
(copy_file_range, sendfile, reads and writes); a file that changes while it is copied is refused with the
one error the read gives; a temporary folder without room falls back to the read; and the commands give the
same bytes through a snapshot as through the read (dump, the sidecar build, weights_from, external data and
its identity check, verify).
"""

from __future__ import annotations

import errno
import mmap
import os
import random
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from file_status import CHANGES, changing_fstat
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import OnnxJsonError, files

SEED = 30_6


@pytest.fixture
def snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every input of a byte or more goes through a snapshot: the pure path."""
    monkeypatch.setattr(files, "SNAPSHOT_BYTES", 1)
    monkeypatch.setattr(files.accel, "ENABLED", False)


def _refuse(*_args: Any, **_kwargs: Any) -> Any:
    raise OSError(errno.EXDEV, "not across these file systems")


COPIES = ("copy_file_range", "sendfile", "read and write")


def _force(monkeypatch: pytest.MonkeyPatch, copy: str) -> None:
    """Make the copies before ``copy`` refuse, as a file system without them does."""
    for name in COPIES[:COPIES.index(copy)]:
        monkeypatch.setattr(files.os, name, _refuse)


@pytest.mark.parametrize("copy", COPIES)
def test_a_snapshot_holds_the_files_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, snapshots: None,
                                          copy: str) -> None:
    """Generated files (sizes at and around pages, the copy's step and the read chunk) read back exactly,
    through each of the three copies, with a step small enough that each copy loops."""
    rng = random.Random(SEED + COPIES.index(copy))
    print(f"seed {SEED + COPIES.index(copy)}")
    monkeypatch.setattr(files, "_SNAPSHOT_STEP", 4096 * 3 + 17)
    _force(monkeypatch, copy)
    sizes = [1, 4095, 4096, 4097, 4096 * 3 + 17, 4096 * 3 + 18, (1 << 20) + 1, 2 << 20]
    sizes += [rng.randrange(1, 3 << 20) for _ in range(8)]
    path = tmp_path / "m.bin"
    for size in sizes:
        data = rng.randbytes(size)
        path.write_bytes(data)
        with files.read_input(path) as src:
            assert isinstance(src.source, mmap.mmap), size
            assert src.fd is not None and bytes(src.data) == data, size
            st = os.stat(path)
            assert src.identity(path) == (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
            assert os.fstat(src.fd).st_ino != st.st_ino  # the snapshot, not the file
            assert src.changed() is None
        assert src.fd is None and src.data == b""


def test_small_files_are_read(tmp_path: Path) -> None:
    """Below the threshold nothing changes: the file is read into memory of our own."""
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x08\x07" * 100)
    with files.read_input(path) as src:
        if src.fd is None:  # the pure path (or no guard slot)
            assert bytes(src.data) == b"\x08\x07" * 100


@pytest.mark.parametrize("field", CHANGES)
def test_a_file_that_changes_while_copied_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     snapshots: None, field: str) -> None:
    """The descriptor's status after the copy differs from the first (a rewrite, a truncation, an append):
    the read's one error, and the snapshot let go."""
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x08\x07" * 5000)
    later = changing_fstat(field)

    before = set(os.listdir(f"/proc/{os.getpid()}/fd")) if os.path.isdir("/proc/self/fd") else set()
    monkeypatch.setattr(files.os, "fstat", later)
    with pytest.raises(OnnxJsonError, match="changed while it was read"):
        files.read_input(path)
    monkeypatch.undo()
    if before:
        assert set(os.listdir(f"/proc/{os.getpid()}/fd")) <= before  # the file and its snapshot closed


def test_a_neighbour_truncating_the_file_gives_its_bytes_or_one_error(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      snapshots: None) -> None:
    """A thread shortens the file a little at a time while it is copied, over bounded rounds: each read
    gives the bytes the file held (a prefix of the original, of the size it had when opened) or 'changed
    while it was read', never other bytes, and no SIGBUS (the mapping is of our copy, which no one else
    can shrink). Every change here changes the size: a rewrite to the same size within one tick of the
    file system's clock keeps size and mtime, and no status check can see it (the read has that limit
    too)."""
    monkeypatch.setattr(files, "_SNAPSHOT_STEP", 64 << 10)
    path = tmp_path / "m.bin"
    data = random.Random(SEED).randbytes(4 << 20)
    stop = threading.Event()

    def neighbour() -> None:
        size = len(data)
        while not stop.is_set() and size > 4096:
            size -= 4096 + 1
            os.truncate(path, size)

    outcomes = {"same": 0, "refused": 0}
    for _ in range(10):
        path.write_bytes(data)
        thread = threading.Thread(target=neighbour)
        thread.start()
        try:
            for _ in range(3):
                try:
                    with files.read_input(path) as src:
                        got = bytes(src.data)
                except OnnxJsonError as e:
                    assert "changed while it was read" in str(e)
                    outcomes["refused"] += 1
                else:
                    assert got == data[:len(got)]
                    outcomes["same"] += 1
        finally:
            stop.set()
            thread.join()
            stop.clear()
    print(outcomes)
    assert sum(outcomes.values()) == 30


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EDQUOT])
def test_no_room_for_the_snapshot_reads_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, snapshots: None,
                                                code: int) -> None:
    def full(*_args: Any) -> int:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(files, "_copy_file", full)
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x01" * 10_000)
    with files.read_input(path) as src:
        assert bytes(src.data) == b"\x01" * 10_000
        assert src.fd is None  # read into memory


def test_an_unreadable_file_is_one_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, snapshots: None) -> None:
    def broken(*_args: Any) -> int:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(files, "_copy_file", broken)
    path = tmp_path / "m.bin"
    path.write_bytes(b"\x01" * 10_000)
    with pytest.raises(OnnxJsonError, match="cannot read"):
        files.read_input(path)


def _model(folder: Path) -> Path:
    rng = np.random.default_rng(SEED)
    inits = [numpy_helper.from_array(rng.standard_normal(n).astype(np.float32), f"w{i}")
             for i, n in enumerate((1 << 16, 3, 1 << 15, 1 << 16))]
    inits.append(numpy_helper.from_array(numpy_helper.to_array(inits[0]), "copy_of_w0"))  # a shared range
    node = helper.make_node("Sum", [t.name for t in inits[:4]], ["y"])
    graph = helper.make_graph([node], "g", [], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=inits)
    path = folder / "m.onnx"
    path.write_bytes(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString())
    return path


def test_commands_through_snapshots_give_the_same_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        accel_path: str) -> None:
    """dump (sidecar, stripped), build (sidecar, weights_from, external data with its identity check)
    and verify, each input through a snapshot (on the pure path), give what they give without."""
    model = _model(tmp_path)
    original = model.read_bytes()
    outputs: dict[str, list[bytes]] = {}
    for run, threshold in (("read", 1 << 40), ("snapshot", 1)):
        monkeypatch.setattr(files, "SNAPSHOT_BYTES", threshold)
        out = tmp_path / run
        out.mkdir()
        onnxjson.dump(model, out / "d.json", sidecar=out / "d.bin")
        onnxjson.dump(model, out / "s.json", strip_weights=True)
        onnxjson.build(out / "d.json", out / "a.onnx")
        onnxjson.build(out / "s.json", out / "b.onnx", weights_from=model)
        (out / "x").mkdir()
        onnxjson.build(out / "d.json", out / "x" / "c.onnx", external_data=True)
        assert onnxjson.verify(model).identical
        assert (out / "a.onnx").read_bytes() == original == (out / "b.onnx").read_bytes()
        outputs[run] = [(out / name).read_bytes() for name in ("d.bin", "s.json", "x/c.onnx", "x/c.onnx.data")]
    assert outputs["read"] == outputs["snapshot"]
