"""Paths as Unix tools take them (issue 28, item 8).

A relative path given on the command line is relative to the current folder; a path stored in a
document is relative to the document's folder; a stored path is refused only when it really leads
out of that folder. Found: README's ``onnxjson build big.json -o out/model.onnx --external-data``
failed as printed ("the sidecar 'big.bin' is not inside the output's folder"): ONNX external data
cannot lead out of the model's folder, so build now writes the sidecar's bytes beside the output
(``out/model.onnx.data``, same offsets) and references that, and references the sidecar itself
when it lies in the output's folder. ``dump --sidecar w.bin -o sub/d.json`` takes ``w.bin`` as
``./w.bin``, which the document would have to reference as ``../w.bin``: refused, with the exact
flag to type (``--sidecar sub/w.bin``).

The generator places the document, the sidecar and the output in random folders of a small tree
and runs dump and build from a random current folder: dump succeeds exactly when the sidecar lies
in (or below) the document's folder, and build then succeeds from anywhere, with and without
--external-data, the model equal to the original.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import onnx
import pytest
from onnx import numpy_helper

from onnxjson import _api
from onnxjson.errors import OnnxJsonError

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "samples" / "torch_attention.onnx"


def _run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "onnxjson", *args], check=False, cwd=cwd, capture_output=True,
                          text=True, timeout=120)


def _same_weights(built: Path) -> None:
    got = {t.name: numpy_helper.to_array(t) for t in onnx.load(str(built)).graph.initializer}
    want = {t.name: numpy_helper.to_array(t) for t in onnx.load(str(MODEL)).graph.initializer}
    assert got.keys() == want.keys()
    for name, value in want.items():
        assert got[name].tobytes() == value.tobytes(), name


def test_readme_external_data_into_another_folder(tmp_path: Path) -> None:
    (tmp_path / "big.onnx").write_bytes(MODEL.read_bytes())
    (tmp_path / "out").mkdir()
    assert _run(tmp_path, "dump", "big.onnx", "-o", "big.json", "--sidecar", "big.bin").returncode == 0
    done = _run(tmp_path, "build", "big.json", "-o", "out/model.onnx", "--external-data")
    assert done.returncode == 0, done.stderr
    lean = onnx.load(str(tmp_path / "out" / "model.onnx"), load_external_data=False)
    locations = {e.value for t in lean.graph.initializer for e in t.external_data if e.key == "location"}
    assert locations == {"model.onnx.data"}
    assert (tmp_path / "out" / "model.onnx.data").read_bytes() == (tmp_path / "big.bin").read_bytes()
    _same_weights(tmp_path / "out" / "model.onnx")
    # A sidecar in the output's folder is referenced as it is: nothing copied.
    assert _run(tmp_path, "dump", "big.onnx", "-o", "out/big.json", "--sidecar", "out/big.bin").returncode == 0
    done = _run(tmp_path / "out", "build", "big.json", "-o", "m2.onnx", "--external-data")
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "out" / "m2.onnx.data").exists()
    lean = onnx.load(str(tmp_path / "out" / "m2.onnx"), load_external_data=False)
    assert {e.value for t in lean.graph.initializer for e in t.external_data if e.key == "location"} == {"big.bin"}
    _same_weights(tmp_path / "out" / "m2.onnx")


def test_dump_sidecar_outside_says_what_to_type(tmp_path: Path) -> None:
    (tmp_path / "m.onnx").write_bytes(MODEL.read_bytes())
    (tmp_path / "sub").mkdir()
    refused = _run(tmp_path, "dump", "m.onnx", "--sidecar", "w.bin", "-o", "sub/d.json")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert "--sidecar sub/w.bin" in refused.stderr and "'../w.bin'" in refused.stderr, refused.stderr
    assert not (tmp_path / "w.bin").exists() and not (tmp_path / "sub" / "d.json").exists()
    done = _run(tmp_path, "dump", "m.onnx", "--sidecar", "sub/w.bin", "-o", "sub/d.json")  # as told
    assert done.returncode == 0, done.stderr
    assert '"sidecar": "w.bin"' in (tmp_path / "sub" / "d.json").read_text()
    assert _run(tmp_path, "build", "sub/d.json", "-o", "b.onnx").returncode == 0
    assert (tmp_path / "b.onnx").read_bytes() == MODEL.read_bytes()
    # The same from inside sub/: the paths are the current folder's.
    done = _run(tmp_path / "sub", "dump", "../m.onnx", "--sidecar", "w2.bin", "-o", "d2.json")
    assert done.returncode == 0, done.stderr
    assert _run(tmp_path / "sub", "build", "d2.json", "-o", "../b2.onnx").returncode == 0
    assert (tmp_path / "b2.onnx").read_bytes() == MODEL.read_bytes()
    # The store the same way.
    refused = _run(tmp_path, "dump", "m.onnx", "--store", "st", "-o", "sub/s.json")
    assert refused.returncode == 2 and "--store sub/st" in refused.stderr, refused.stderr


FOLDERS = (".", "a", "a/b", "c", "c/d/e")


def test_paths_from_any_folder(accel_path: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(28)
    for f in FOLDERS:
        (tmp_path / f).mkdir(parents=True, exist_ok=True)
    original = MODEL.read_bytes()
    for case in range(24):
        cwd, doc_dir, side_dir, out_dir = (rng.choice(FOLDERS) for _ in range(4))
        here = tmp_path / cwd
        monkeypatch.chdir(here)

        def rel(folder: str, name: str, here: Path = here) -> str:
            return os.path.relpath(tmp_path / folder / name, here)

        doc, side = rel(doc_dir, f"d{case}.json"), rel(side_dir, f"w{case}.bin")
        inside = side_dir == doc_dir or side_dir.startswith(doc_dir + "/") or doc_dir == "."
        if not inside:
            with pytest.raises(OnnxJsonError, match="outside the document's folder"):
                _api.dump(MODEL, doc, sidecar=side)
            assert not Path(doc).exists() and not Path(side).exists()
            continue
        _api.dump(MODEL, doc, sidecar=side)
        monkeypatch.chdir(tmp_path / rng.choice(FOLDERS))  # build from elsewhere: the stored path holds
        doc_here = os.path.relpath(tmp_path / doc_dir / f"d{case}.json")
        out_here = os.path.relpath(tmp_path / out_dir / f"o{case}.onnx")
        _api.build(doc_here, out_here)
        assert Path(out_here).read_bytes() == original, (cwd, doc_dir, side_dir, out_dir)
        _api.build(doc_here, out_here, external_data=True)
        _same_weights(Path(out_here).resolve())


def test_external_data_copy_refuses_a_sidecar_replaced_after_its_check(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The copy beside the output is of the file whose ranges were checked: a sidecar replaced in
    between (renamed over) is refused, and neither output is written."""
    from onnxjson import weights

    (tmp_path / "out").mkdir()
    _api.dump(MODEL, tmp_path / "big.json", sidecar=tmp_path / "big.bin")
    checked = weights.externalize

    def then_replaced(*args: object, **kwargs: object) -> int:
        count = checked(*args, **kwargs)  # type: ignore[arg-type]
        other = tmp_path / "other.bin"
        other.write_bytes(bytes((tmp_path / "big.bin").stat().st_size))
        os.replace(other, tmp_path / "big.bin")
        return count

    monkeypatch.setattr(weights, "externalize", then_replaced)
    with pytest.raises(OnnxJsonError, match="changed while it was read"):
        _api.build(tmp_path / "big.json", tmp_path / "out" / "model.onnx", external_data=True)
    assert list((tmp_path / "out").iterdir()) == []
