"""``onnxjson git-setup`` in a repository whose models are in Git LFS (issue 28, item 1), with the real git-lfs.

git hands textconv the smudged model but hands a merge driver the LFS pointer files; the driver
merges the models they stand for and writes a pointer back (the merged model stored by ``git lfs
clean``), so the merge commit is LFS-consistent (``git lfs fsck``) and its work tree holds the model
with both sides' edits.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from test_git import Repo

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "samples" / "features.onnx"
POINTER_HEAD = b"version https://git-lfs.github.com/spec/v1\n"

pytestmark = [
    pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed"),
    pytest.mark.skipif(shutil.which("git-lfs") is None,
                       reason="git-lfs is not installed (Debian package git-lfs; .ci/run installs it)"),
]


def _alpha(value: float) -> object:
    def edit(model: onnx.ModelProto) -> None:
        node = next(n for n in model.graph.node if n.name == "dense")
        next(a for a in node.attribute if a.name == "alpha").f = value
    return edit


def _scale(index: int, factor: float) -> object:
    def edit(model: onnx.ModelProto) -> None:
        tensor = model.graph.initializer[index]
        tensor.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(tensor) * np.float32(factor), tensor.name))
    return edit


def _edited(*edits: object) -> onnx.ModelProto:
    model = onnx.load(FEATURES)
    for edit in edits:
        edit(model)  # type: ignore[operator]
    return model


def _setup(tmp_path: Path, *, lfs_first: bool = True) -> Repo:
    path = tmp_path / "repo"
    path.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    r = Repo(path, home)
    r.git("init", "-q", "-b", "main")
    r.git("config", "user.name", "onnxjson tests")
    r.git("config", "user.email", "tests@onnxjson.invalid")
    r.git("config", "commit.gpgsign", "false")
    r.git("lfs", "install", "--local")
    steps = [lambda: r.git("lfs", "track", "*.onnx", "*.onnx.data"),
             lambda: r.onnxjson("git-setup")]
    for step in steps if lfs_first else steps[::-1]:
        step()
    done = r.onnxjson("git-setup")
    assert done.returncode == 0, done.stderr
    return r


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    r = _setup(tmp_path)
    shutil.copyfile(FEATURES, r.path / "model.onnx")
    r.commit("add the model", "model.onnx", ".gitattributes")
    assert _stored(r, "HEAD").startswith(POINTER_HEAD)  # the model is in LFS
    return r


def _stored(repo: Repo, rev: str) -> bytes:
    return subprocess.run(["git", "cat-file", "blob", f"{rev}:model.onnx"], cwd=repo.path, env=repo.env,
                          capture_output=True, check=True).stdout


def _branch(repo: Repo, name: str, model: onnx.ModelProto, start: str = "main") -> None:
    repo.git("checkout", "-q", "-b", name, start)
    (repo.path / "model.onnx").write_bytes(model.SerializeToString())
    repo.commit(name, "model.onnx")


def _merge(repo: Repo, branch: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "merge", "--no-edit", branch], cwd=repo.path, env=repo.env,
                          capture_output=True, text=True, check=False, timeout=120)


def _fsck_clean(repo: Repo) -> None:
    done = subprocess.run(["git", "lfs", "fsck"], cwd=repo.path, env=repo.env, capture_output=True, text=True,
                          check=False, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Git LFS fsck OK" in done.stdout, done.stdout


@pytest.mark.parametrize("lfs_first", [True, False], ids=["lfs-then-setup", "setup-then-lfs"])
def test_onnxjson_drivers_win_over_lfs_in_either_order(tmp_path: Path, lfs_first: bool) -> None:
    """git lfs track's line sets diff=lfs merge=lfs; git-setup's lines come after it, so they win."""
    r = _setup(tmp_path, lfs_first=lfs_first)
    shown = r.git("check-attr", "filter", "diff", "merge", "--", "m.onnx", "m.onnx.json")
    assert shown.splitlines() == ["m.onnx: filter: lfs", "m.onnx: diff: onnxjson", "m.onnx: merge: onnxjson",
                                  "m.onnx.json: filter: unspecified", "m.onnx.json: diff: onnxjson-json",
                                  "m.onnx.json: merge: onnxjson"]
    again = r.onnxjson("git-setup")
    assert again.returncode == 0 and "added" not in again.stdout and "moved" not in again.stdout, again.stdout


def test_diff_log_and_stat_of_an_lfs_model(repo: Repo) -> None:
    (repo.path / "model.onnx").write_bytes(_edited(_alpha(2.0)).SerializeToString())
    for shown in (repo.git("diff"), ):
        assert '-            "f": 1.0,' in shown and '+            "f": 2.0,' in shown, shown
        assert "@@ " in shown and '"name": "dense"' in shown  # the hunk header names the node
    repo.commit("alpha 2", "model.onnx")
    for args in (("log", "-p", "-1"), ("show", "HEAD"), ("diff", "HEAD~1", "HEAD")):
        shown = repo.git(*args)
        assert '+            "f": 2.0,' in shown and "oid sha256" not in shown, shown
    stat = repo.git("diff", "--stat", "HEAD~1", "HEAD")
    assert "model.onnx |" in stat and "Bin" not in stat, stat


def test_lfs_models_edited_in_different_places_merge_cleanly(repo: Repo) -> None:
    theirs = (_alpha(0.5), _scale(0, 2.0))
    ours = (_scale(1, -1.0),)
    _branch(repo, "theirs", _edited(*theirs))
    _branch(repo, "ours", _edited(*ours))
    done = _merge(repo, "theirs")
    assert done.returncode == 0, done.stdout + done.stderr
    assert repo.git("status", "--porcelain") == ""
    # The merge commit stores a pointer, the work tree holds the model with both edits.
    assert _stored(repo, "HEAD").startswith(POINTER_HEAD)
    merged = onnx.load_from_string((repo.path / "model.onnx").read_bytes())
    assert merged == _edited(*ours, *theirs)
    onnx.checker.check_model(merged)
    _fsck_clean(repo)
    # What git diff shows of the merge against ours is theirs' edits.
    shown = repo.git("diff", "HEAD~1", "HEAD")
    assert '+            "f": 0.5,' in shown, shown


def test_a_conflicting_lfs_merge_leaves_lfs_consistent(repo: Repo) -> None:
    _branch(repo, "theirs", _edited(_alpha(3.0)))
    ours = _edited(_alpha(2.0), _scale(1, 2.0))
    _branch(repo, "ours", ours)
    done = _merge(repo, "theirs")
    assert done.returncode != 0
    assert "conflict at graph.node[dense].attribute[alpha].f: changed differently on both sides" in done.stderr
    assert repo.git("status", "--porcelain").splitlines() == ["UU model.onnx"]
    # Ours stays in place: the model itself in the work tree, and a pointer in the index's stage 2.
    assert onnx.load_from_string((repo.path / "model.onnx").read_bytes()) == ours
    _fsck_clean(repo)
    # Keeping theirs resolves it as for any file.
    repo.git("checkout", "--theirs", "model.onnx")
    repo.commit("merged, theirs kept", "model.onnx")
    assert _stored(repo, "HEAD").startswith(POINTER_HEAD)
    assert onnx.load_from_string((repo.path / "model.onnx").read_bytes()) == _edited(_alpha(3.0))
    _fsck_clean(repo)


def test_merge_of_pointers_outside_git_names_the_problem(repo: Repo) -> None:
    """A pointer whose object is nowhere: one line naming the file, exit 2."""
    pointer = (POINTER_HEAD + b"oid sha256:" + b"0" * 64 + b"\nsize 12\n")
    for name in ("b.onnx", "o.onnx", "t.onnx"):
        (repo.path / name).write_bytes(pointer)
    done = repo.onnxjson("merge", "b.onnx", "o.onnx", "t.onnx", "-o", "o.onnx")
    assert done.returncode == 2, done.stderr
    assert "Git LFS pointer" in done.stderr and done.stderr.count("\n") == 1, done.stderr


def test_a_weight_changed_in_external_data_shows_as_its_tensor(repo: Repo) -> None:
    """model.onnx.data (in LFS) beside the model that references it: git diff names the tensor."""
    sub = repo.path / "sub"
    sub.mkdir()
    onnx.save_model(onnx.load(ROOT / "samples" / "torch_cnn.onnx"), sub / "model.onnx", save_as_external_data=True,
                    all_tensors_to_one_file=True, location="model.onnx.data", size_threshold=64)
    repo.commit("external data", "sub/model.onnx", "sub/model.onnx.data")
    stored = subprocess.run(["git", "cat-file", "blob", "HEAD:sub/model.onnx.data"], cwd=repo.path, env=repo.env,
                            capture_output=True, check=True).stdout
    assert stored.startswith(POINTER_HEAD)
    model = onnx.load(sub / "model.onnx", load_external_data=False)
    tensors = [t for t in model.graph.initializer if t.data_location == onnx.TensorProto.EXTERNAL]
    assert len(tensors) > 2
    target = tensors[1]
    offset = int({e.key: e.value for e in target.external_data}["offset"])
    data = bytearray((sub / "model.onnx.data").read_bytes())
    data[offset] ^= 1
    (sub / "model.onnx.data").write_bytes(bytes(data))
    shown = repo.git("diff", "--", "sub/model.onnx.data")
    changed = [li for li in shown.splitlines() if li.startswith(("+{", "-{"))]
    assert len(changed) == 4, shown  # the tensor's line and the whole file's line, before and after
    assert all(f'"tensor": "{target.name}"' in li for li in changed[:2]), changed
    assert f'"tensor": "{tensors[0].name}"' in shown  # context: the tensors around it, unchanged
    repo.commit("one weight", "sub/model.onnx.data")
    assert f'+{{"tensor": "{target.name}"' in repo.git("log", "-p", "-1")
