"""``onnxjson git-setup`` in a real git repository: diff, log -p and show display .onnx changes as JSON.

The textconv command that git-setup registers runs inside git, in the repository's folder. In
development the package may only be importable through PYTHONPATH, so every git command gets the
environment that makes ``python -m onnxjson`` work; and no global or system git configuration.
"""

from __future__ import annotations

import base64
import os
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


def _hunk_headers(text: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"^@@ [^@]* @@ ?(.*)$", text, flags=re.M)]


def test_hunk_headers_name_the_node_or_initializer(repo: Repo) -> None:
    done = repo.onnxjson("git-setup")
    assert done.returncode == 0
    assert "commit " in done.stdout and ".gitattributes" in done.stdout and "each clone" in done.stdout
    repo.commit("setup", ".gitattributes")
    _edit_model(repo.path / "model.onnx")  # alpha of node "dense", and initializer "weight"
    headers = _hunk_headers(repo.git("diff"))
    assert headers == ['"name": "dense"', '"name": "weight"'], headers


def test_documents_get_hunk_headers_and_line_counts(repo: Repo) -> None:
    """Committed .onnx.json documents (issue 28): hunks headed by the node or tensor, --stat in lines."""
    assert repo.onnxjson("git-setup").returncode == 0
    assert repo.onnxjson("dump", "model.onnx", "-o", "model.onnx.json").returncode == 0
    repo.commit("the document", ".gitattributes", "model.onnx.json")
    _edit_model(repo.path / "model.onnx")  # alpha of node "dense", and initializer "weight"
    assert repo.onnxjson("dump", "model.onnx", "-o", "model.onnx.json").returncode == 0
    shown = repo.git("diff", "--", "model.onnx.json")
    headers = _hunk_headers(shown)
    assert headers[0] == '"name": "dense"' and '"name": "weight"' in headers, headers
    stat = repo.git("diff", "--stat", "--", "model.onnx.json")
    assert "Bin" not in stat and re.search(r"model\.onnx\.json \| +\d+ [+-]+", stat), stat
    # Models: git counts --stat on the stored bytes (never through textconv); the JSON view's
    # counts come from the patch.
    patch = subprocess.run(["git", "-c", "color.ui=never", "diff", "--", "model.onnx"], cwd=repo.path, env=repo.env,
                           capture_output=True, check=True).stdout
    counted = subprocess.run(["git", "apply", "--stat"], input=patch, cwd=repo.path, env=repo.env,
                             capture_output=True, check=True).stdout.decode()
    assert re.search(r"model\.onnx \| +\d+ [+-]+", counted), counted


def _named_hunks(text: str) -> list[str]:
    """The name each hunk is about: its header, unless the hunk's own context shows a nearer name."""
    names = []
    for hunk in re.split(r"^(?=@@ )", text, flags=re.M)[1:]:
        lines = hunk.splitlines()
        name = re.fullmatch(r'@@ [^@]* @@ "name": "(.*)"', lines[0])
        current = name.group(1) if name else None
        for line in lines[1:]:
            if line.startswith(("+", "-")):
                break
            inner = re.fullmatch(r' {7,9}"name": "(.*)",?', line)
            current = inner.group(1) if inner else current
        names.append(current)
    return names


def test_hunks_name_their_message_over_random_single_edits(repo: Repo) -> None:
    """Change one initializer's values (digest, base64 or values) or one node (an input, an attribute):
    the hunk names that message, in its header or, when the change is in the message's first three
    lines, in the context line above the change (git searches for headers above the context)."""
    assert repo.onnxjson("git-setup").returncode == 0
    shutil.copyfile(ROOT / "samples" / "torch_attention.onnx", repo.path / "attention.onnx")
    repo.commit("setup", ".gitattributes", "attention.onnx")
    rng = np.random.default_rng(15)
    print("seed 15")
    original = onnx.load(repo.path / "attention.onnx")
    edits: list[tuple[str, int]] = [("initializer", i) for i in range(len(original.graph.initializer))]
    nodes = [i for i, n in enumerate(original.graph.node) if n.name and n.input]
    edits += [("input", int(i)) for i in rng.choice(nodes, size=3, replace=False)]
    edits += [("attribute", i) for i, n in enumerate(original.graph.node)
              if n.name and any(a.type == onnx.AttributeProto.INT for a in n.attribute)][:2]
    headed = 0
    for kind, index in edits:
        edited = onnx.load(repo.path / "attention.onnx")
        if kind == "initializer":
            tensor = edited.graph.initializer[index]
            values = numpy_helper.to_array(tensor).copy()
            values.flat[int(rng.integers(values.size))] += 1
            tensor.CopyFrom(numpy_helper.from_array(values, tensor.name))
            name = tensor.name
        else:
            node = edited.graph.node[index]
            name = node.name
            if kind == "input":
                node.input[int(rng.integers(len(node.input)))] += "_renamed"
            else:
                next(a for a in node.attribute if a.type == onnx.AttributeProto.INT).i += 1
        (repo.path / "attention.onnx").write_bytes(edited.SerializeToString())
        text = repo.git("diff", "--", "attention.onnx")
        assert _named_hunks(text) == [name], (kind, name, text)
        headed += _hunk_headers(text) == [f'"name": "{name}"']
        repo.git("checkout", "--", "attention.onnx")
    assert headed >= len(edits) // 2  # most changes sit deeper than three lines into their message
def _bare_path(tmp: Path) -> str:
    """A PATH with git and sh but no onnxjson."""
    folder = tmp / "bin"
    folder.mkdir()
    for tool in ("git", "sh"):
        found = shutil.which(tool)
        assert found is not None
        (folder / tool).symlink_to(found)
    return str(folder)


def test_textconv_survives_a_deleted_interpreter(repo: Repo, tmp_path: Path) -> None:
    """git-setup run from a virtualenv that is later deleted: git keeps working, then recovers."""
    venv_bin = tmp_path / "venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").symlink_to(sys.executable)
    repo.env["PATH"] = _bare_path(tmp_path)
    # The link is no virtualenv of its own: give it this interpreter's packages, and the folder this
    # onnxjson is imported from (an editable install's is the source checkout, which only the path
    # hook of a .pth file in site-packages adds, and PYTHONPATH runs no .pth file).
    import site

    import onnxjson

    package_home = str(Path(onnxjson.__file__).resolve().parent.parent)
    repo.env["PYTHONPATH"] = os.pathsep.join([*repo.env.get("PYTHONPATH", "").split(os.pathsep),
                                              *site.getsitepackages(), package_home]).strip(os.pathsep)
    done = subprocess.run([str(venv_bin / "python"), "-m", "onnxjson", "git-setup"], cwd=repo.path,
                          env=repo.env, capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    assert str(venv_bin / "python") in repo.git("config", "--get", "diff.onnxjson.textconv")
    repo.commit("setup", ".gitattributes")
    old_b64, new_b64 = _edit_model(repo.path / "model.onnx")
    repo.commit("alpha 2", "model.onnx")
    _assert_json_diff(repo.git("show", "HEAD"), old_b64, new_b64)  # through the recorded interpreter

    shutil.rmtree(tmp_path / "venv")
    repo.git("update-ref", "-d", "refs/notes/textconv/onnxjson")  # as if never shown before
    shown = repo.git("show", "HEAD")  # git does not fail: a note instead of the JSON
    assert "onnxjson is not installed where git can find it" in shown
    assert "run onnxjson git-setup again" in shown
    assert re.search(r"^-[0-9a-f]{40}$", shown, flags=re.M) and re.search(r"^\+[0-9a-f]{40}$", shown, flags=re.M)
    repo.git("log", "-p")
    repo.git("diff", "HEAD~1")

    # onnxjson on PATH (installed elsewhere): the command finds it; git-setup drops the cached notes.
    script = tmp_path / "bin" / "onnxjson"
    script.write_text(f'#!/bin/sh\nexec {sys.executable} -m onnxjson "$@"\n', encoding="utf-8")
    script.chmod(0o755)
    done = repo.onnxjson("git-setup")
    assert done.returncode == 0
    assert "cleared git's cached conversions" in done.stdout
    _assert_json_diff(repo.git("show", "HEAD"), old_b64, new_b64)


def test_textconv_with_an_onnxjson_that_fails(repo: Repo, tmp_path: Path) -> None:
    """A broken onnxjson on PATH (interpreter gone) and no recorded interpreter: still exit 0."""
    repo.env["PATH"] = _bare_path(tmp_path)
    script = tmp_path / "bin" / "onnxjson"
    script.write_text("#!/nonexistent/python\n", encoding="utf-8")
    script.chmod(0o755)
    from onnxjson.gitsetup import textconv_command

    done = subprocess.run(["sh", "-c", textconv_command("/nonexistent/python") + ' "$@"', "x",
                           str(repo.path / "model.onnx")], env=repo.env, capture_output=True, text=True,
                          check=False, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("onnxjson: cannot show this file as JSON: onnxjson is not installed")


def test_git_setup_global(repo: Repo, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    done = subprocess.run([sys.executable, "-m", "onnxjson", "git-setup", "--global"], cwd=outside,
                          env=repo.env, capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    attributes = Path(repo.env["XDG_CONFIG_HOME"]) / "git" / "attributes"
    assert f"added '*.onnx diff=onnxjson' to {attributes}" in done.stdout
    assert "every repository" in done.stdout
    assert "*.onnx diff=onnxjson" in attributes.read_text(encoding="utf-8").splitlines()
    assert not (repo.path / ".gitattributes").exists()
    assert repo.git("config", "--global", "--get", "diff.onnxjson.cachetextconv").strip() == "true"
    old_b64, new_b64 = _edit_model(repo.path / "model.onnx")
    _assert_json_diff(repo.git("diff"), old_b64, new_b64)
    again = subprocess.run([sys.executable, "-m", "onnxjson", "git-setup", "--global"], cwd=outside,
                           env=repo.env, capture_output=True, text=True, check=False, timeout=120)
    assert again.stdout.splitlines()[0] == "already set up"


def test_git_setup_outside_a_repository(tmp_path: Path, repo: Repo) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    done = subprocess.run([sys.executable, "-m", "onnxjson", "git-setup", str(outside)], cwd=outside,
                          env=repo.env, capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and "not inside a git repository" in done.stderr
    assert "--global" in done.stderr and "Traceback" not in done.stderr


#: Names git hands its drivers that a command line would take for options (issue 26, class 8).
OPTION_NAMES = ["-o.onnx", "--help.onnx", "-.onnx", "--.onnx", "-q", "--version.onnx"]


def test_drivers_take_file_names_that_look_like_options(repo: Repo) -> None:
    """textconv and the merge driver get every file name after ``--``: a model called ``-o.onnx``
    shows as JSON (git diff hands the working-tree file by its name), and merges."""
    assert repo.onnxjson("git-setup").returncode == 0
    for name in OPTION_NAMES:
        (repo.path / ".gitattributes").write_text(
            "".join(f"{line}\n" for line in ["*.onnx diff=onnxjson", "*.onnx merge=onnxjson",
                                               "-q diff=onnxjson", "-q merge=onnxjson"]), encoding="utf-8")
        shutil.copyfile(FEATURES, repo.path / name)
        repo.commit(f"add {name}", ".gitattributes", "--", name)
        old_b64, new_b64 = _edit_model(repo.path / name)
        _assert_json_diff(repo.git("diff", "--", name), old_b64, new_b64)  # the working tree's file
        repo.commit(f"edit {name}", "--", name)
        _assert_json_diff(repo.git("show", "HEAD", "--", name), old_b64, new_b64)
    # The merge driver: two branches edit different things in "-o.onnx"; git runs the driver with
    # %P = "-o.onnx", the merged model keeps both edits.
    base = repo.git("rev-parse", "HEAD").strip()
    repo.git("checkout", "-q", "-b", "theirs")
    model = onnx.load(repo.path / "-o.onnx")
    model.graph.node[0].name = "renamed_by_theirs"
    (repo.path / "-o.onnx").write_bytes(model.SerializeToString())
    repo.commit("theirs", "--", "-o.onnx")
    repo.git("checkout", "-q", base)
    repo.git("checkout", "-q", "-b", "ours")
    model = onnx.load(repo.path / "-o.onnx")
    model.doc_string = "ours"
    (repo.path / "-o.onnx").write_bytes(model.SerializeToString())
    repo.commit("ours", "--", "-o.onnx")
    repo.git("merge", "-q", "--no-edit", "theirs")
    merged = onnx.load(repo.path / "-o.onnx")
    assert (merged.doc_string, merged.graph.node[0].name) == ("ours", "renamed_by_theirs")


def test_textconv_note_names_an_option_like_file(repo: Repo, tmp_path: Path) -> None:
    """With no onnxjson to be found, the note's blob id is that of the file called ``-o.onnx``."""
    from onnxjson.gitsetup import textconv_command

    repo.env["PATH"] = _bare_path(tmp_path)
    shutil.copyfile(FEATURES, repo.path / "-o.onnx")
    done = subprocess.run(["sh", "-c", textconv_command("/nonexistent/python") + ' "$@"', "x", "-o.onnx"],
                          cwd=repo.path, env=repo.env, capture_output=True, text=True, check=False, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines()[1] == repo.git("hash-object", "--", "-o.onnx").strip()
