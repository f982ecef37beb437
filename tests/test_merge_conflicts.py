"""Conflicts a user can resolve (issue 28, item 3).

Documents: the merged document is written with git's conflict markers around only the conflicting
values; keeping one side of every conflict gives exactly what ``merge --ours``/``--theirs`` writes, a
document that validates and builds; a document that still has markers is refused, naming the line.
Models: ``onnxjson resolve PATH --ours|--theirs`` after a git conflict, then ``git add``.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import onnx
import pytest
from cli_support import cli_env
from test_git import Repo

from onnxjson import to_dict
from onnxjson.jsonio import dumps_indented
from onnxjson.merge import conflict_text, merge_documents

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "samples" / "features.onnx"
MARKER = re.compile(r"^(<<<<<<<|\|\|\|\|\|\|\||=======|>>>>>>>)( |$)")


def keep(text: str, side: str) -> str:
    """``text`` with each conflict resolved by keeping ``side`` (what a user does in an editor)."""
    out, section = [], None
    for line in text.splitlines(keepends=True):
        m = MARKER.match(line)
        if m:
            section = {"<<<<<<<": "ours", "|||||||": "base", "=======": "theirs", ">>>>>>>": None}[m.group(1)]
            continue
        if section is None or section == side:
            out.append(line)
    return "".join(out)


def _attributes(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for n in doc["graph"]["node"] for a in n.get("attribute", []) if "f" in a or "i" in a]


def _edit(doc: dict[str, Any], rng: random.Random, picks: list[int], value: float) -> None:
    attributes = _attributes(doc)
    for i in picks:
        a = attributes[i % len(attributes)]
        if "f" in a:
            a["f"] = value
        else:
            a["i"] = int(value * 10) + rng.randrange(3)


def test_markers_enclose_only_the_conflicts_over_random_edits(accel_path: str) -> None:
    """Seeded random edits of the features model on both sides: the marked text, resolved to one
    side, is the text of the merge with every conflict taken from that side."""
    rng = random.Random(28)
    base = to_dict(FEATURES)
    cases = 0
    for _ in range(40):
        ours, theirs = to_dict(FEATURES), to_dict(FEATURES)
        n = len(_attributes(base))
        shared = rng.sample(range(n), rng.randrange(0, 3))
        _edit(ours, rng, shared + rng.sample(range(n), rng.randrange(0, 2)), 2.0)
        _edit(theirs, rng, shared + rng.sample(range(n), rng.randrange(0, 2)), 3.0)
        result = merge_documents(base, ours, theirs)
        texts = [dumps_indented(merge_documents(base, ours, theirs, prefer=side).document)
                 for side in ("base", "ours", "theirs")]
        marked = conflict_text(texts[0], texts[1], texts[2])
        if not result.conflicts:
            assert marked == texts[1] == texts[2]
            continue
        cases += 1
        assert keep(marked, "ours") == texts[1]
        assert keep(marked, "theirs") == texts[2]
        assert keep(marked, "base") == texts[0]
        # One conflict block per conflicting value, holding its one line on each side.
        assert marked.count("<<<<<<< ours\n") == len(result.conflicts)
        lines = marked.splitlines()
        for i, line in enumerate(lines):
            if line == "<<<<<<< ours":
                assert MARKER.match(lines[i + 2]) and MARKER.match(lines[i + 4]) and MARKER.match(lines[i + 6])
    assert cases >= 10, cases


def _cli(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "onnxjson", *args], cwd=cwd, env=cli_env(), capture_output=True,
                          text=True, check=False, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def test_merge_of_documents_writes_markers_then_keeping_a_side_builds(tmp_path: Path) -> None:
    base = tmp_path / "base.json"
    assert _cli(tmp_path, "dump", str(FEATURES), "-o", str(base)).returncode == 0
    text = base.read_text(encoding="utf-8")
    assert text.count('"f": 1.0,') == 2  # alpha and beta of the Gemm node
    (tmp_path / "ours.json").write_text(text.replace('"f": 1.0,', '"f": 2.0,', 1), encoding="utf-8")
    theirs = text.replace('"f": 1.0,', '"f": 3.0,', 1).replace('"producer_version": "1"', '"producer_version": "2"')
    (tmp_path / "theirs.json").write_text(theirs, encoding="utf-8")
    done = _cli(tmp_path, "merge", "base.json", "ours.json", "theirs.json", "-o", "out.json")
    assert done.returncode == 1, done.stderr
    assert "conflict markers written into out.json" in done.stderr
    marked = (tmp_path / "out.json").read_text(encoding="utf-8")
    assert marked.count("<<<<<<< ours\n") == 1
    block = marked[marked.index("<<<<<<<"):marked.index(">>>>>>> theirs\n")]
    assert block.splitlines()[1:] == ['            "f": 2.0,', "||||||| base", '            "f": 1.0,', "=======",
                                      '            "f": 3.0,']
    assert '"producer_version": "2"' in marked  # theirs' other edit is merged, outside the markers
    line = marked.splitlines().index("<<<<<<< ours") + 1
    refused = _cli(tmp_path, "build", "out.json", "-o", "out.onnx")
    assert refused.returncode == 2 and f"out.json: line {line}: holds an unresolved merge conflict" in refused.stderr
    assert refused.stderr.count("\n") == 1, refused.stderr
    assert _cli(tmp_path, "validate", "out.json").returncode == 2
    for side, value in (("ours", 2.0), ("theirs", 3.0)):
        (tmp_path / f"kept-{side}.json").write_text(keep(marked, side), encoding="utf-8")
        assert _cli(tmp_path, "validate", f"kept-{side}.json").returncode == 0
        built = _cli(tmp_path, "build", f"kept-{side}.json", "-o", f"{side}.onnx")
        assert built.returncode == 0, built.stderr
        model = onnx.load(tmp_path / f"{side}.onnx")
        assert model.producer_version == "2"
        gemm = next(n for n in model.graph.node if n.name == "dense")
        assert [a.f for a in gemm.attribute if a.name == "alpha"] == [value]
        # merge --ours/--theirs writes the same document, exit 0, and says what it took.
        taken = _cli(tmp_path, "merge", "base.json", "ours.json", "theirs.json", "-o", f"taken-{side}.json",
                     f"--{side}")
        assert taken.returncode == 0, taken.stderr
        assert f"each taken from {side}, and written" in taken.stderr
        assert (tmp_path / f"taken-{side}.json").read_text(encoding="utf-8") == keep(marked, side)
    both = _cli(tmp_path, "merge", "base.json", "ours.json", "theirs.json", "-o", "x.json", "--ours", "--theirs")
    assert both.returncode == 2 and both.stderr.count("\n") == 1


# -- in git --------------------------------------------------------------------------------------

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _repo(tmp_path: Path, lfs: bool) -> Repo:
    if lfs and shutil.which("git-lfs") is None:
        pytest.skip("git-lfs is not installed (Debian package git-lfs; .ci/run installs it)")
    path = tmp_path / "repo"
    path.mkdir()
    (tmp_path / "home").mkdir()
    r = Repo(path, tmp_path / "home")
    r.git("init", "-q", "-b", "main")
    r.git("config", "user.name", "onnxjson tests")
    r.git("config", "user.email", "tests@onnxjson.invalid")
    r.git("config", "commit.gpgsign", "false")
    if lfs:
        r.git("lfs", "install", "--local")
        r.git("lfs", "track", "*.onnx")
    assert r.onnxjson("git-setup").returncode == 0
    shutil.copyfile(FEATURES, path / "model.onnx")
    assert r.onnxjson("dump", "model.onnx", "-o", "model.onnx.json").returncode == 0
    r.commit("add the model", "model.onnx", "model.onnx.json", ".gitattributes")
    return r


def _set(r: Repo, branch: str, alpha: float, producer: str | None = None) -> None:
    r.git("checkout", "-q", "-b", branch, "main")
    model = onnx.load(r.path / "model.onnx")
    next(a for a in model.graph.node[2].attribute if a.name == "alpha").f = alpha
    if producer is not None:
        model.producer_version = producer
    (r.path / "model.onnx").write_bytes(model.SerializeToString())
    assert r.onnxjson("dump", "model.onnx", "-o", "model.onnx.json").returncode == 0
    r.commit(branch, "model.onnx", "model.onnx.json")


@needs_git
@pytest.mark.parametrize("lfs", [False, True], ids=["plain", "lfs"])
def test_git_conflicts_resolved_in_an_editor_and_by_resolve(tmp_path: Path, lfs: bool) -> None:
    r = _repo(tmp_path, lfs)
    _set(r, "theirs", 3.0, producer="2")
    _set(r, "ours", 2.0)
    done = subprocess.run(["git", "merge", "--no-edit", "theirs"], cwd=r.path, env=r.env, capture_output=True,
                          text=True, check=False, timeout=120)
    assert done.returncode != 0
    assert "conflict markers written into model.onnx.json" in done.stderr, done.stderr
    assert sorted(r.git("status", "--porcelain").splitlines()) == ["UU model.onnx", "UU model.onnx.json"]
    # The document: markers around the one conflicting value, theirs' producer_version merged.
    marked = (r.path / "model.onnx.json").read_text(encoding="utf-8")
    assert marked.count("<<<<<<< ours\n") == 1 and '"producer_version": "2"' in marked
    (r.path / "model.onnx.json").write_text(keep(marked, "theirs"), encoding="utf-8")
    assert r.onnxjson("validate", "model.onnx.json").returncode == 0
    # The model: one command, then git add and commit.
    resolved = r.onnxjson("resolve", "model.onnx", "--theirs")
    assert resolved.returncode == 0, resolved.stderr
    assert "each taken from theirs, and written" in resolved.stderr
    model = onnx.load(r.path / "model.onnx")
    assert model.producer_version == "2"
    assert [a.f for a in model.graph.node[2].attribute if a.name == "alpha"] == [3.0]
    r.commit("merged", "model.onnx", "model.onnx.json")
    assert r.git("status", "--porcelain") == ""
    same = r.onnxjson("diff", "model.onnx", "model.onnx.json")
    assert same.returncode == 0, same.stdout + same.stderr
    if lfs:
        fsck = subprocess.run(["git", "lfs", "fsck"], cwd=r.path, env=r.env, capture_output=True, text=True,
                              check=False, timeout=120)
        assert fsck.returncode == 0 and "Git LFS fsck OK" in fsck.stdout, fsck.stdout + fsck.stderr


@needs_git
def test_resolve_outside_a_conflict_is_one_line(tmp_path: Path) -> None:
    r = _repo(tmp_path, False)
    for args in (("resolve", "model.onnx", "--ours"), ("resolve", "model.onnx"),
                 ("resolve", "model.onnx", "--ours", "--theirs")):
        done = r.onnxjson(*args)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.copyfile(FEATURES, outside / "m.onnx")
    done = _cli(outside, "resolve", "m.onnx", "--theirs")
    assert done.returncode == 2 and "not inside a git repository" in done.stderr
