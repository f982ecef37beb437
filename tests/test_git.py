"""``onnxjson git-setup`` in a real git repository: diff, log -p and show display .onnx changes as JSON.

The textconv command that git-setup registers runs inside git, in the repository's folder. In
development the package may only be importable through PYTHONPATH, so every git command gets the
environment that makes ``python -m onnxjson`` work; and no global or system git configuration.
"""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from cli_support import cli_env
from onnx import numpy_helper

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "samples" / "features.onnx"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


class Repo:
    def __init__(self, path: Path, home: Path) -> None:
        self.path = path
        self.env = cli_env()
        self.env.update(HOME=str(home), XDG_CONFIG_HOME=str(home), GIT_CONFIG_NOSYSTEM="1",
                        GIT_CEILING_DIRECTORIES=str(path.parent), GIT_PAGER="cat", PAGER="cat", LC_ALL="C")
        for key in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_EXTERNAL_DIFF", "GIT_CONFIG_GLOBAL"):
            self.env.pop(key, None)

    def git(self, *args: str) -> str:
        done = subprocess.run(["git", "-c", "color.ui=never", *args], cwd=self.path, env=self.env,
                              capture_output=True, check=False, timeout=120)
        assert done.returncode == 0, done.stderr.decode(errors="replace")
        return done.stdout.decode("utf-8")

    def onnxjson(self, *args: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([sys.executable, "-m", "onnxjson", *args], cwd=self.path, env=self.env,
                              capture_output=True, text=True, check=False, timeout=120)
        assert "Traceback" not in done.stderr, done.stderr
        return done

    def commit(self, message: str, *paths: str) -> None:
        self.git("add", *paths)
        self.git("commit", "-q", "-m", message)


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    path = tmp_path / "repo"
    path.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    r = Repo(path, home)
    r.git("init", "-q")
    r.git("config", "user.name", "onnxjson tests")
    r.git("config", "user.email", "tests@onnxjson.invalid")
    r.git("config", "commit.gpgsign", "false")
    shutil.copyfile(FEATURES, path / "model.onnx")
    r.commit("add the model", "model.onnx")
    return r


def _edit_model(path: Path) -> tuple[str, str]:
    """alpha of the Gemm node 1.0 → 2.0, and one weight element changed; the weight's old and new base64."""
    model = onnx.load(path)
    next(a for a in model.graph.node[2].attribute if a.name == "alpha").f = 2.0
    weight = model.graph.initializer[0]
    old = numpy_helper.to_array(weight)
    new = old.copy()
    new.flat[0] += np.float32(1.0)
    weight.CopyFrom(numpy_helper.from_array(new, weight.name))
    path.write_bytes(model.SerializeToString())
    return base64.b64encode(old.tobytes()).decode(), base64.b64encode(new.tobytes()).decode()


def _sha(array_bytes: str) -> str:
    import hashlib

    return hashlib.sha256(base64.b64decode(array_bytes)).hexdigest()


def _assert_json_diff(text: str, old_b64: str, new_b64: str) -> None:
    assert "Binary files" not in text, text
    lines = text.splitlines()
    assert any(re.fullmatch(r'-\s+"f": 1\.0,?', li) for li in lines), text
    assert any(re.fullmatch(r'\+\s+"f": 2\.0,?', li) for li in lines), text
    # The weight shows as its digest, not as base64.
    assert any(re.fullmatch(rf'-\s+"sha256": "{_sha(old_b64)}"', li) for li in lines), text
    assert any(re.fullmatch(rf'\+\s+"sha256": "{_sha(new_b64)}"', li) for li in lines), text
    assert old_b64[:40] not in text and new_b64[:40] not in text
    changed = [li for li in lines if li.startswith(("+", "-")) and not li.startswith(("+++", "---"))]
    assert len(changed) == 4, changed  # alpha and the weight's digest, nothing else


def test_git_shows_onnx_changes_as_json(repo: Repo) -> None:
    done = repo.onnxjson("git-setup")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines()[0] == f"added '*.onnx diff=onnxjson' to {repo.path.resolve() / '.gitattributes'}"
    assert "set diff.onnxjson.textconv = " in done.stdout
    repo.commit("diff .onnx as JSON", ".gitattributes")
    old_b64, new_b64 = _edit_model(repo.path / "model.onnx")
    # The working tree against the index first, then the commit.
    _assert_json_diff(repo.git("diff"), old_b64, new_b64)
    repo.commit("alpha 2", "model.onnx")
    _assert_json_diff(repo.git("diff", "HEAD~1", "HEAD"), old_b64, new_b64)
    _assert_json_diff(repo.git("show", "HEAD"), old_b64, new_b64)
    log = repo.git("log", "-p", "-1", "--", "model.onnx")
    _assert_json_diff(log, old_b64, new_b64)
    assert "alpha 2" in log
    # The first version, through git log -p over the whole history: a file added shows as JSON too.
    full = repo.git("log", "-p", "--", "model.onnx")
    assert '+  "$onnxjson": {' in full and '+        "op_type": "Gemm",' in full


def test_git_setup_twice_leaves_one_attribute_line(repo: Repo) -> None:
    assert repo.onnxjson("git-setup").returncode == 0
    done = repo.onnxjson("git-setup", ".")
    assert (done.returncode, done.stdout, done.stderr) == (0, "already set up\n", "")
    text = (repo.path / ".gitattributes").read_text(encoding="utf-8")
    assert text.splitlines().count("*.onnx diff=onnxjson") == 1
    assert repo.git("config", "--local", "--get-all", "diff.onnxjson.textconv").count("\n") == 1
    assert repo.git("config", "--local", "--get", "diff.onnxjson.cachetextconv").strip() == "true"


def test_textconv_never_breaks_git(repo: Repo) -> None:
    """A file that is not ONNX (say an LFS pointer) becomes a one-line note; git keeps working."""
    assert repo.onnxjson("git-setup").returncode == 0
    repo.commit("setup", ".gitattributes")
    pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + "0" * 64 + "\nsize 5090\n"
    (repo.path / "model.onnx").write_text(pointer, encoding="utf-8")
    repo.commit("lfs", "model.onnx")
    shown = repo.git("show", "HEAD")
    assert "+onnxjson: cannot show this file as JSON: " in shown
    assert '-  "$onnxjson": {' in shown
