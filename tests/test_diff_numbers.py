"""diff reports weight changes by numbers when both sides hold the values."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson.diff import diff_documents

ROOT = Path(__file__).resolve().parent.parent
SEED = 1515
DTYPES = [np.float32, np.float64, np.float16, np.int8, np.uint8, np.int16, np.int32, np.int64, np.uint16,
          np.uint32, np.uint64, np.bool_]


def _model(values: np.ndarray, name: str = "w", *, raw: bool = True, bfloat16: bool = False) -> onnx.ModelProto:
    if bfloat16:
        tensor = helper.make_tensor(name, TensorProto.BFLOAT16, values.shape,
                                    (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes(),
                                    raw=True)
    elif raw:
        tensor = numpy_helper.from_array(values, name)
    else:
        tensor = helper.make_tensor(name, helper.np_dtype_to_tensor_dtype(values.dtype), values.shape,
                                    values.flatten().tolist())
    graph = helper.make_graph([helper.make_node("Identity", [name], ["y"])], "g", [],
                              [helper.make_tensor_value_info("y", tensor.data_type, values.shape)], [tensor])
    return helper.make_model(graph)


def _expected(a: np.ndarray, b: np.ndarray) -> dict[str, float | int]:
    x, y = a.astype(np.float64).ravel(), b.astype(np.float64).ravel()
    delta = np.abs(y - x)
    return {"elements": x.size, "changed": int(np.count_nonzero(x != y)),
            "max_abs_change": float(delta.max()) if x.size else 0.0,
            "mean_abs_change": float(delta.sum() / x.size) if x.size else 0.0}


def _numbers(a: onnx.ModelProto, b: onnx.ModelProto) -> dict[str, float | int] | None:
    changes = diff_documents(onnxjson.to_dict(a.SerializeToString()), onnxjson.to_dict(b.SerializeToString()))
    weights = [c for c in changes if c.category == "initializer"]
    assert len(weights) == 1, changes
    return weights[0].numbers


def test_numbers_over_random_edits_of_every_numeric_type() -> None:
    rng = np.random.default_rng(SEED)
    print(f"seed {SEED}")
    for trial in range(120):
        dtype = DTYPES[trial % len(DTYPES)]
        size = int(rng.choice([1, 2, 7, 64, 65, 1000, 3000]))
        if dtype is np.bool_:
            a = rng.integers(0, 2, size).astype(np.bool_)
        elif np.issubdtype(dtype, np.integer):
            info = np.iinfo(dtype)
            a = rng.integers(max(info.min, -1000), min(info.max, 1000), size).astype(dtype)
        else:
            a = rng.normal(size=size).astype(dtype)
        b = a.copy()
        edits = int(rng.integers(1, size + 1))
        where = rng.choice(size, size=edits, replace=False)
        b[where] = (~a[where]) if dtype is np.bool_ else a[where] + dtype(1)
        raw = bool(trial % 3)  # typed fields (float_data, int32_data...) too
        got = _numbers(_model(a, raw=raw), _model(b, raw=raw))
        want = _expected(a, b)
        assert got is not None, (dtype, size, raw)
        assert got["elements"] == want["elements"] and got["changed"] == want["changed"], (got, want)
        assert got["max_abs_change"] == pytest.approx(want["max_abs_change"])
        assert got["mean_abs_change"] == pytest.approx(want["mean_abs_change"])


def test_bfloat16_and_shape_changes() -> None:
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = a.copy()
    b[1, 2] = 100.0
    got = _numbers(_model(a, bfloat16=True), _model(b, bfloat16=True))
    assert got == {"elements": 12, "changed": 1, "max_abs_change": 94.0, "mean_abs_change": 94.0 / 12}
    # The same count in another shape: numbers beside the dims change. Another count: dims only.
    assert _numbers(_model(a), _model(b.reshape(4, 3)))["changed"] == 1  # type: ignore[index]
    assert _numbers(_model(a), _model(np.arange(13, dtype=np.float32))) is None
    # float32 → float64 with the same values: nothing changed but the type.
    assert _numbers(_model(a), _model(a.astype(np.float64)))["changed"] == 0  # type: ignore[index]


def test_numbers_need_both_sides_values(tmp_path: Path) -> None:
    """A model against its sidecar document has numbers; against a stripped document only digests."""
    a = np.linspace(-1, 1, 4096, dtype=np.float32)
    b = a.copy()
    b[::512] += 0.25
    onnx.save(_model(a), tmp_path / "a.onnx")
    onnx.save(_model(b), tmp_path / "b.onnx")
    env = cli_env()

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*cli_command(env), *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, check=False, timeout=120)

    assert run("dump", "b.onnx", "-o", "b.onnx.json", "--sidecar", "b.bin").returncode == 0
    assert run("dump", "a.onnx", "-o", "a.stripped.json", "--strip-weights").returncode == 0
    for new in ("b.onnx", "b.onnx.json"):
        done = run("diff", "--json", "a.onnx", new)
        assert done.returncode == 1, done.stderr
        (change,) = json.loads(done.stdout)
        assert change["numbers"]["changed"] == 8 and change["numbers"]["elements"] == 4096
        assert change["numbers"]["max_abs_change"] == pytest.approx(0.25)
        text = run("diff", "a.onnx", new).stdout
        assert "8 of 4,096 elements changed, max |Δ| 0.25" in text
    done = run("diff", "--json", "a.stripped.json", "b.onnx.json")
    (change,) = json.loads(done.stdout)
    assert "numbers" not in change and change["detail"].startswith("digest ")
