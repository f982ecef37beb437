"""diff of identical files (issue 30, item 2): of byte-identical inputs that name no other file only
one is decoded (bad input is refused as without the shortcut), and the answer is the full comparison's. Identical inputs that do name files (ONNX
external data, a document's sidecar or store) are compared in full, so that what they name is
compared (or reported uncompared): seeded models and documents in two folders whose named files
differ, are missing or are the same, on both paths."""

from __future__ import annotations

import importlib
import random
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import _api, pipelines
from onnxjson.errors import OnnxJsonError

# The module (the package's name ``diff`` is the function: tests/test_api.py).
diff_module = importlib.import_module("onnxjson.diff")


def _model(rnd: random.Random) -> onnx.ModelProto:
    """A small model from the seed: a chain of Adds over initialisers of random sizes and values, and
    attributes of several kinds."""
    n = rnd.randint(1, 4)
    inits = [numpy_helper.from_array(np.frombuffer(rnd.randbytes(4 * rnd.randint(1, 600)), dtype=np.float32), f"w{i}")
             for i in range(n)]
    nodes = []
    last = "x"
    for i in range(n):
        nodes.append(helper.make_node("Add", [last, f"w{i}"], [f"y{i}"], name=f"add{i}"))
        last = f"y{i}"
    nodes.append(helper.make_node("Identity", [last], ["out"], name="id", doc_string=rnd.choice(("", "a doc"))))
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)], initializer=inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def _outcome(a: Path, b: Path) -> Any:
    """diff_files's changes as comparable tuples, or the error it raised."""
    try:
        return [(c.kind, c.path, c.detail) for c in _api.diff_files(str(a), str(b))]
    except OnnxJsonError as e:
        return f"error: {e}"


def _pair(tmp: Path, rnd: random.Random, form: str) -> tuple[Path, Path, bool]:
    """Two byte-identical inputs in two folders, and whether they can name another file."""
    model = _model(rnd)
    one, two = tmp / "one", tmp / "two"
    one.mkdir()
    two.mkdir()
    if form == "model":
        onnx.save_model(model, one / "m.onnx")
        names = False
    elif form == "external":
        onnx.save_model(model, one / "m.onnx", save_as_external_data=True, all_tensors_to_one_file=True,
                        location="w.bin", size_threshold=0)
        names = True
    elif form == "document":
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", values_limit=rnd.choice((0, 1024)))
        names = False
    elif form == "stripped":
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", strip_weights=True, strip_threshold=0)
        names = False  # digests only: no file named
    else:  # a document with its weights in a sidecar
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", sidecar=one / "w.bin", strip_threshold=0)
        names = True
    for f in one.iterdir():
        shutil.copyfile(f, two / f.name)
    named = two / "w.bin"
    if named.exists():
        fate = rnd.choice(("same", "changed", "missing"))
        if fate == "changed":
            data = bytearray(named.read_bytes())
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
            named.write_bytes(bytes(data))
        elif fate == "missing":
            named.unlink()
    return one / "m.onnx", two / "m.onnx", names


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("form", ["model", "external", "document", "stripped", "sidecar"])
@pytest.mark.parametrize("seed_", range(6))
def test_identical_inputs_answer_as_the_full_comparison(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        form: str, seed_: int) -> None:
    """The same changes (or error) with the shortcut as without; of inputs that name no file only the
    first is decoded, the others are compared in full (their named files may differ)."""
    rnd = random.Random(seed_ * 7 + len(form))
    a, b, names = _pair(tmp_path, rnd, form)
    assert a.read_bytes() == b.read_bytes()
    assert diff_module.identical_inputs(a.read_bytes(), b.read_bytes()) is not names
    decoded: list[str] = []
    real = pipelines.input_document

    def counted(src: Any, *args: Any, **kwargs: Any) -> Any:
        decoded.append(src.name)
        return real(src, *args, **kwargs)

    monkeypatch.setattr(pipelines, "input_document", counted)
    quick = _outcome(a, b)
    assert decoded == ([str(a)] if not names else [str(a), str(b)])
    monkeypatch.setattr(diff_module, "identical_inputs", lambda x, y: False)
    assert _outcome(a, b) == quick
    if not names:
        assert quick == []


def test_the_shortcut_needs_every_byte_equal() -> None:
    """A difference anywhere (first, middle or last byte; or a length) is no shortcut; the search for
    names of files finds them anywhere (a view over a map, too)."""
    data = bytes(range(256)) * 40
    assert diff_module.identical_inputs(data, bytearray(data))
    for at in (0, len(data) // 2, len(data) - 1):
        other = bytearray(data)
        other[at] ^= 1
        assert not diff_module.identical_inputs(data, other)
    assert not diff_module.identical_inputs(data, data[:-1])
    for marker in (b"location", b'"weights"'):
        named = data[:5000] + marker + data[5000:]
        assert not diff_module.identical_inputs(named, memoryview(named))


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("content", [b"", b"\x08", b"not a model at all", b"\xff" * 64, b'{"graph": 1',
                                     b'{"graph": {"node": [{"opType": 3}]}}'])
def test_identical_unreadable_inputs_are_refused_as_without_the_shortcut(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch,
                                                                          content: bytes) -> None:
    """The shortcut does not turn bad input into "no change": the same unreadable bytes twice get
    the error the full comparison gives (exit 2 at the command line), and readable ones (the empty
    message is a model) its empty answer."""
    a, b = tmp_path / "a.onnx", tmp_path / "b.onnx"
    a.write_bytes(content)
    b.write_bytes(content)
    quick = _outcome(a, b)
    monkeypatch.setattr(diff_module, "identical_inputs", lambda x, y: False)
    assert quick == _outcome(a, b)
    assert quick == [] or str(quick).startswith("error: ")
    if content == b"not a model at all":
        assert str(quick).startswith("error: ")


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("seed_", range(40))
def test_the_one_input_read_without_readable_values_fails_alike(seed_: int) -> None:
    """The shortcut reads its input with values_limit=0 (no small weight is shown): damaged models
    (bytes flipped, cut short, a tensor's bytes made odd) give that read the default read's answer."""
    from onnxjson.options import DEFAULTS
    from onnxjson.pipelines import _decode_options
    from onnxjson.sources import _DEFAULT_DECODE, decode_model

    rnd = random.Random(f"one-input-{seed_}")
    data = bytearray(_model(rnd).SerializeToString())
    for _ in range(rnd.choice((0, 1, 3))):
        data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
    if rnd.random() < 0.3:
        data = data[:rnd.randrange(len(data))]

    def outcome(options: Any) -> str:
        try:
            decode_model(bytes(data), "m.onnx", type=None, source=None, options=options)
        except OnnxJsonError as e:
            return f"error: {e}"
        return "read"

    assert outcome(_decode_options(0, False, DEFAULTS.max_depth)) == outcome(_DEFAULT_DECODE)
