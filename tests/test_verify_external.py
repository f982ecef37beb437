"""verify reads a model's ONNX external data, or says plainly that it did not (issue 30, item 7).

The model's bytes hold only the references: verify compared those and said "identical" without opening the
files they name. Now every range is read as dump reads it to inline it (each file opened once beneath the
model's folder, under the path policy; each range within its file), and the result counts what was read;
when a range cannot be read (a missing file, a range past its end, a location leading out of the folder)
it says why, and the model is still identical (its bytes round-trip). Generated models: 1 to 4 tensors in
1 to 3 files at random offsets, some of them broken one way or another; on both paths.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper
from typer.testing import CliRunner

import onnxjson
from onnxjson.cli import app

SEED = 3007
BREAKS = ("none", "missing file", "short file", "leads out", "bad offset")


def _external_model(folder: Path, rng: random.Random, broken: str) -> tuple[Path, int, int]:
    """A model whose tensors keep their data in files beside it; (path, tensors, bytes in them)."""
    count = rng.randint(1, 4)
    locations = [f"w{k}.data" for k in range(rng.randint(1, 3))]
    blobs: dict[str, bytearray] = {loc: bytearray() for loc in locations}
    inits = []
    total = 0
    for i in range(count):
        array = np.random.default_rng(rng.randrange(1 << 30)).standard_normal(rng.randint(1, 5000)).astype(np.float32)
        tensor = numpy_helper.from_array(array, f"t{i}")
        raw = tensor.raw_data
        loc = rng.choice(locations)
        blob = blobs[loc]
        blob.extend(bytes(rng.randrange(0, 256) for _ in range(rng.randint(0, 100))))
        offset = len(blob)
        blob.extend(raw)
        tensor.ClearField("raw_data")
        tensor.data_location = TensorProto.EXTERNAL
        for key, value in (("location", loc), ("offset", str(offset)), ("length", str(len(raw)))):
            entry = tensor.external_data.add()
            entry.key, entry.value = key, value
        inits.append(tensor)
        total += len(raw)
    if broken == "leads out":
        inits[-1].external_data[0].value = "../outside.data"
        (folder.parent / "outside.data").write_bytes(b"\0" * 100_000)
    if broken == "bad offset":
        inits[-1].external_data[1].value = "x"
    node = helper.make_node("Identity", [inits[0].name], ["y"])
    graph = helper.make_graph([node], "g", [], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    used = {t.external_data[0].value for t in inits}
    for loc, blob in blobs.items():
        if loc not in used:
            continue
        if broken == "missing file" and loc == inits[-1].external_data[0].value:
            continue
        if broken == "short file" and loc == inits[-1].external_data[0].value:
            blob = blob[:len(blob) - 1]
        (folder / loc).write_bytes(bytes(blob))
    path = folder / "m.onnx"
    path.write_bytes(model.SerializeToString())
    return path, count, total


@pytest.mark.parametrize("broken", BREAKS)
def test_verify_reads_external_data_or_says_why_not(tmp_path: Path, accel_path: str, broken: str) -> None:
    rng = random.Random(SEED + BREAKS.index(broken))
    print(f"seed {SEED + BREAKS.index(broken)}")
    for round_ in range(6):
        folder = tmp_path / f"r{round_}" / "model"
        folder.mkdir(parents=True)
        path, count, total = _external_model(folder, rng, broken)
        result = onnxjson.verify(path)
        assert result.identical  # the model's own bytes round-trip whatever its external data
        assert result.external_tensors == count
        if broken == "none":
            assert result.external_unread is None
            assert result.external_bytes == total
        else:
            assert result.external_unread is not None and result.external_bytes == 0
            assert "t" in result.external_unread


def test_a_model_without_external_data_says_nothing_of_it(tmp_path: Path, accel_path: str) -> None:
    tensor = numpy_helper.from_array(np.arange(10, dtype=np.float32), "w")
    graph = helper.make_graph([helper.make_node("Identity", ["w"], ["y"])], "g", [],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], initializer=[tensor])
    path = tmp_path / "m.onnx"
    path.write_bytes(helper.make_model(graph).SerializeToString())
    result = onnxjson.verify(path)
    assert result.identical and result.external_tensors == 0 and result.external_unread is None
    assert onnxjson.verify(path.read_bytes()).external_tensors == 0


def test_the_cli_says_what_it_read_and_what_it_did_not(tmp_path: Path, accel_path: str) -> None:
    rng = random.Random(SEED)
    good, bad = tmp_path / "good", tmp_path / "bad"
    good.mkdir()
    bad.mkdir()
    g, count, total = _external_model(good, rng, "none")
    b, _, _ = _external_model(bad, rng, "missing file")
    done = CliRunner().invoke(app, ["verify", str(g), str(b)])
    assert done.exit_code == 0, done.output
    lines = done.stdout.splitlines()
    assert f"its external data read: {count:,} tensor" in lines[0] and f"{total:,} bytes in" in lines[0]
    assert lines[1].startswith("identical") and str(b) in lines[1]
    assert "its external data was NOT read" in lines[2] and "no such file" in lines[2]


def test_a_model_given_in_memory_says_its_external_data_was_not_read(tmp_path: Path) -> None:
    path, count, _ = _external_model(tmp_path, random.Random(SEED), "none")
    result = onnxjson.verify(path.read_bytes())
    assert result.identical and result.external_tensors == count
    assert result.external_unread is not None and "in memory" in result.external_unread
