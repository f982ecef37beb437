"""``onnxjson merge`` as git's merge driver, in a real repository, with the results run in onnxruntime.

Two branches edit one exported model (samples/torch_cnn.onnx): different weights and attributes
merge cleanly with ``git merge`` and the merged model computes what the model with both edits
computes; the same attribute edited two ways stops the merge with the conflict report and leaves
our version in place.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from test_git import Repo

ROOT = Path(__file__).resolve().parent.parent
CNN = ROOT / "samples" / "torch_cnn.onnx"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
ort = pytest.importorskip("onnxruntime")

Edit = Callable[[onnx.ModelProto], None]


def _scale_weight(name: str, factor: float) -> Edit:
    def edit(model: onnx.ModelProto) -> None:
        tensor = next(t for t in model.graph.initializer if t.name == name)
        tensor.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(tensor) * np.float32(factor), name))
    return edit


def _set_attribute(node: str, name: str, value: float) -> Edit:
    def edit(model: onnx.ModelProto) -> None:
        target = next(n for n in model.graph.node if n.name == node)
        next(a for a in target.attribute if a.name == name).f = value
    return edit


def _edited(*edits: Edit) -> bytes:
    model = onnx.load(CNN)
    for edit in edits:
        edit(model)
    return model.SerializeToString()


def _run(model: bytes) -> np.ndarray:
    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    image = np.random.default_rng(7).standard_normal((1, 3, 32, 32), dtype=np.float32)
    result: np.ndarray = session.run(None, {"image": image})[0]
    return result


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    path = tmp_path / "repo"
    path.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    r = Repo(path, home)
    r.git("init", "-q", "-b", "main")
    r.git("config", "user.name", "onnxjson tests")
    r.git("config", "user.email", "tests@onnxjson.invalid")
    r.git("config", "commit.gpgsign", "false")
    done = r.onnxjson("git-setup")
    assert done.returncode == 0, done.stderr
    assert "*.onnx merge=onnxjson" in (path / ".gitattributes").read_text(encoding="utf-8")
    shutil.copyfile(CNN, path / "model.onnx")
    r.commit("add the model", "model.onnx", ".gitattributes")
    return r


def _branch(repo: Repo, name: str, data: bytes, start: str = "main") -> None:
    repo.git("checkout", "-q", "-b", name, start)
    (repo.path / "model.onnx").write_bytes(data)
    repo.commit(name, "model.onnx")


def _merge(repo: Repo, branch: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "merge", "--no-edit", branch], cwd=repo.path, env=repo.env,
                          capture_output=True, text=True, check=False, timeout=120)


def test_git_merges_edits_of_different_weights_and_attributes(repo: Repo) -> None:
    ours_edits = (_scale_weight("onnx::Conv_22", 2.0), _scale_weight("head.bias", -1.0))
    theirs_edits = (_set_attribute("/head/Gemm", "alpha", 0.5), _scale_weight("features.4.weight", 0.25))
    _branch(repo, "theirs", _edited(*theirs_edits))
    _branch(repo, "ours", _edited(*ours_edits))
    done = _merge(repo, "theirs")
    assert done.returncode == 0, done.stdout + done.stderr
    assert repo.git("status", "--porcelain") == ""
    merged = (repo.path / "model.onnx").read_bytes()
    onnx.checker.check_model(onnx.load_from_string(merged))
    result = _run(merged)
    # What the model with all four edits computes, and not what either side alone computes.
    np.testing.assert_array_equal(result, _run(_edited(*ours_edits, *theirs_edits)))
    for one_side in (_edited(*ours_edits), _edited(*theirs_edits), CNN.read_bytes()):
        assert not np.array_equal(result, _run(one_side))
    # The merge commit holds it; the diff against each parent shows only the other side's edits.
    shown = repo.onnxjson("diff", "model.onnx", str(CNN))
    assert shown.returncode == 1 and shown.stdout.count("\n") == 4, shown.stdout


def test_git_merge_conflict_stops_with_the_report(repo: Repo) -> None:
    _branch(repo, "theirs", _edited(_set_attribute("/head/Gemm", "alpha", 3.0)))
    ours = _edited(_set_attribute("/head/Gemm", "alpha", 2.0), _scale_weight("head.bias", 2.0))
    _branch(repo, "ours", ours)
    done = _merge(repo, "theirs")
    assert done.returncode != 0
    assert "onnxjson merge: 1 conflict in model.onnx; ours is left in place" in done.stderr, done.stderr
    assert "conflict at graph.node[/head/Gemm].attribute[alpha].f: changed differently on both sides" in done.stderr
    assert "  base:   1.0\n  ours:   2.0\n  theirs: 3.0\n" in done.stderr
    assert "CONFLICT (content): Merge conflict in model.onnx" in done.stdout
    assert repo.git("status", "--porcelain").splitlines() == ["UU model.onnx"]
    assert (repo.path / "model.onnx").read_bytes() == ours
    repo.git("merge", "--abort")


def test_git_merge_of_documents(repo: Repo) -> None:
    """Committed .onnx.json documents merge with the same driver, into a document."""
    repo.onnxjson("dump", "model.onnx", "-o", "model.onnx.json")
    repo.commit("the document", "model.onnx.json")
    for branch, edit in (("theirs", _set_attribute("/head/Gemm", "alpha", 0.5)),
                         ("ours", _scale_weight("head.bias", 3.0))):
        repo.git("checkout", "-q", "-b", branch, "main")
        (repo.path / "edited.onnx").write_bytes(_edited(edit))
        assert repo.onnxjson("dump", "edited.onnx", "-o", "model.onnx.json").returncode == 0
        (repo.path / "edited.onnx").unlink()
        repo.commit(branch, "model.onnx.json")
    done = _merge(repo, "theirs")
    assert done.returncode == 0, done.stdout + done.stderr
    built = repo.onnxjson("build", "model.onnx.json", "-o", "merged.onnx")
    assert built.returncode == 0, built.stderr
    expected = _edited(_scale_weight("head.bias", 3.0), _set_attribute("/head/Gemm", "alpha", 0.5))
    np.testing.assert_array_equal(_run((repo.path / "merged.onnx").read_bytes()), _run(expected))
