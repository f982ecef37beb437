"""The content-addressed weight store (issue 32): dump --store, build from it, conversions, the other
commands on store documents, store gc / verify, concurrent dumps into one store."""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from onnx import helper, numpy_helper
from test_weights import ALL_PAYLOAD_NAMES, all_payloads_model

import onnxjson
from onnxjson.errors import OnnxJsonError, WeightsError

#: A seeded sample of onnx's backend models (every payload-holding kind appears) and the samples.
CORPUS = random.Random(32).sample(BACKEND_MODELS, 40) + SAMPLE_MODELS


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*cli_command(cli_env()), *args], capture_output=True, text=True, env=cli_env(), check=False,
                          cwd=cwd, timeout=300)


def model(seed: int, n: int = 6, shape: tuple[int, ...] = (32, 32), shared: int = 0) -> bytes:
    """Initialisers w0..w{n-1}; the first ``shared`` are the same in every seed (frozen layers)."""
    tensors = []
    for i in range(n):
        rng = np.random.default_rng(1000 + i if i < shared else seed * 100 + i)
        tensors.append(numpy_helper.from_array(rng.standard_normal(shape).astype(np.float32), f"w{i}"))
    graph = helper.make_graph([], "g", [], [], initializer=tensors)
    return helper.make_model(graph).SerializeToString()


def blobs(store: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in store.glob("*/*") if p.is_file()}


def refs(doc: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    stack = [doc]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if isinstance(x.get("sha256"), str) and "size" in x:
                found.append(x)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return found


# -- dump and build ---------------------------------------------------------------------------------

def test_store_dump_then_build_is_bit_exact_over_a_corpus(tmp_path: Path, accel_path: str) -> None:
    """Every model of the sample, dumped with every payload in one shared store, builds to its bytes;
    each blob is named by the SHA-256 of its bytes, under the folder of its first two digits."""
    store = tmp_path / "store"
    failures, moved = [], 0
    for i, path in enumerate(CORPUS):
        doc_path = tmp_path / f"{i}.json"
        onnxjson.dump(path, doc_path, store=store, strip_threshold=0)
        doc = json.loads(doc_path.read_bytes())
        assert doc["$onnxjson"]["weights"] == {"store": "store"}
        for ref in refs(doc):
            moved += 1
            blob = store / ref["sha256"][:2] / ref["sha256"]
            assert blob.stat().st_size == ref["size"] and "offset" not in ref
        onnxjson.build(doc_path, tmp_path / "out.onnx")
        if (tmp_path / "out.onnx").read_bytes() != path.read_bytes():
            failures.append(path.name)
    assert failures == []
    assert moved > 40
    for name, data in blobs(store).items():
        assert hashlib.sha256(data).hexdigest() == name


def test_store_holds_every_numeric_payload_and_strings_stay_inline(tmp_path: Path, accel_path: str) -> None:
    data = all_payloads_model(48)
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "w", strip_threshold=0)
    doc = json.loads((tmp_path / "m.json").read_bytes())
    names = set()
    stack: list[Any] = [doc]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if any(isinstance(v, dict) and "sha256" in v for v in x.values()) and "name" in x:
                names.add(x["name"])
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    assert names == ALL_PAYLOAD_NAMES - {"w_str"}
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data


def test_blobs_are_written_once(tmp_path: Path) -> None:
    """A second dump of the model (or of another sharing tensors) writes no blob it finds."""
    store = tmp_path / "s"
    onnxjson.dump(model(1, shared=4), tmp_path / "a.json", store=store)
    first = {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in store.glob("*/*")}
    assert len(first) == 6
    onnxjson.dump(model(1, shared=4), tmp_path / "b.json", store=store)
    assert {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in store.glob("*/*")} == first
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    onnxjson.dump(model(2, shared=4), tmp_path / "c.json", store=store)
    assert len(list(store.glob("*/*"))) == 8  # two new tensors; the four frozen ones shared


def test_build_with_store_flag_and_from_another_folder(tmp_path: Path) -> None:
    data = model(3)
    (tmp_path / "docs").mkdir()
    onnxjson.dump(data, tmp_path / "docs" / "m.json", store=tmp_path / "docs" / "weights")
    os.rename(tmp_path / "docs" / "weights", tmp_path / "elsewhere")
    with pytest.raises(WeightsError, match="no such file"):
        onnxjson.build(tmp_path / "docs" / "m.json", tmp_path / "m.onnx")
    onnxjson.build(tmp_path / "docs" / "m.json", tmp_path / "m.onnx", store=tmp_path / "elsewhere")
    assert (tmp_path / "m.onnx").read_bytes() == data


@pytest.mark.parametrize("damage", ["flip", "truncate", "missing", "swap"])
def test_damaged_or_missing_blob_is_an_error_naming_tensor_and_file(tmp_path: Path, accel_path: str,
                                                                     damage: str) -> None:
    data = model(4, shape=(600, 600))  # 1.4 MB: checked while it is copied, not at fetch
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "s")
    doc = json.loads((tmp_path / "m.json").read_bytes())
    w2 = doc["graph"]["initializer"][2]["raw_data"]["sha256"]
    w3 = doc["graph"]["initializer"][3]["raw_data"]["sha256"]
    blob = tmp_path / "s" / w2[:2] / w2
    raw = bytearray(blob.read_bytes())
    if damage == "flip":
        raw[len(raw) // 2] ^= 1
        blob.write_bytes(raw)
    elif damage == "truncate":
        blob.write_bytes(raw[:-4])
    elif damage == "missing":
        blob.unlink()
    else:
        blob.write_bytes((tmp_path / "s" / w3[:2] / w3).read_bytes())
    result = run("build", "m.json", "-o", "m.onnx", cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert 'tensor "w2"' in result.stderr and f"s/{w2[:2]}/{w2}" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "m.onnx").exists()


def test_store_path_cannot_leave_the_documents_folder(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    onnxjson.dump(model(5), tmp_path / "m.json", store=tmp_path / "s")
    doc = json.loads((tmp_path / "m.json").read_bytes())
    for bad in ("../s", "/etc", str(tmp_path / "s")):
        doc["$onnxjson"]["weights"]["store"] = bad
        (tmp_path / "d" / "m.json").write_text(json.dumps(doc))
        with pytest.raises(OnnxJsonError, match="trust_paths"):
            onnxjson.build(tmp_path / "d" / "m.json", tmp_path / "out.onnx")
    doc["$onnxjson"]["weights"]["store"] = "../s"
    (tmp_path / "d" / "m.json").write_text(json.dumps(doc))
    onnxjson.build(tmp_path / "d" / "m.json", tmp_path / "out.onnx", trust_paths=True)
    # a symlinked store folder that leads out is refused too
    os.symlink(tmp_path / "s", tmp_path / "d" / "link")
    doc["$onnxjson"]["weights"]["store"] = "link"
    (tmp_path / "d" / "m.json").write_text(json.dumps(doc))
    with pytest.raises(OnnxJsonError, match="trust_paths"):
        onnxjson.build(tmp_path / "d" / "m.json", tmp_path / "out.onnx")
    # a digest that is not 64 hex digits never becomes a path
    doc["$onnxjson"]["weights"]["store"] = "s"
    doc["graph"]["initializer"][0]["raw_data"]["sha256"] = "../../../../../../../etc/passwd".ljust(64, "a")
    (tmp_path / "m2.json").write_text(json.dumps(doc))
    with pytest.raises(OnnxJsonError, match="sha256"):
        onnxjson.build(tmp_path / "m2.json", tmp_path / "out.onnx")
    # dump refuses to record a store outside the document's folder
    with pytest.raises(OnnxJsonError, match="outside the document's folder"):
        onnxjson.dump(model(5), tmp_path / "d" / "x.json", store=tmp_path / "s")


def test_concurrent_dumps_into_one_store(tmp_path: Path) -> None:
    """Four processes dump models that share most tensors into one store at the same moment, twice;
    every blob is whole and right, and every document builds to its model."""
    store = tmp_path / "s"
    models = []
    for i in range(4):
        path = tmp_path / f"m{i}.onnx"
        path.write_bytes(model(i, n=8, shape=(256, 256), shared=6))  # 256 KiB a tensor
        models.append(path)
    for _round in range(2):
        procs = [subprocess.Popen([*cli_command(cli_env()), "dump", p.name, "--store", "s", "-o", f"{p.stem}.json"],
                                  cwd=tmp_path, env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for p in models]
        for proc in procs:
            _out, err = proc.communicate(timeout=300)
            assert proc.returncode == 0, err
    found = blobs(store)
    assert len(found) == 6 + 4 * 2
    assert all(hashlib.sha256(v).hexdigest() == k for k, v in found.items())
    assert [p.name for p in store.rglob("*") if p.is_file() and len(p.name) != 64] == []  # no temporaries
    for p in models:
        onnxjson.build(tmp_path / f"{p.stem}.json", tmp_path / "out.onnx")
        assert (tmp_path / "out.onnx").read_bytes() == p.read_bytes()
    assert run("store", "verify", "s", cwd=tmp_path).returncode == 0


# -- conversions --------------------------------------------------------------------------------------

def test_store_sidecar_and_stripped_documents_convert_into_each_other(tmp_path: Path, accel_path: str) -> None:
    data = all_payloads_model(48)
    (tmp_path / "m.onnx").write_bytes(data)
    onnxjson.dump(data, tmp_path / "side.json", sidecar=tmp_path / "side.bin", strip_threshold=0)
    onnxjson.dump(data, tmp_path / "store.json", store=tmp_path / "s", strip_threshold=0)
    onnxjson.dump(data, tmp_path / "strip.json", strip_weights=True, strip_threshold=0)
    # sidecar document -> model -> store document: the same store document as the model's
    onnxjson.build(tmp_path / "side.json", tmp_path / "from_side.onnx")
    onnxjson.dump(tmp_path / "from_side.onnx", tmp_path / "store2.json", store=tmp_path / "s", strip_threshold=0)
    assert (tmp_path / "store2.json").read_bytes() == (tmp_path / "store.json").read_bytes()
    # store document -> model -> sidecar document
    onnxjson.build(tmp_path / "store.json", tmp_path / "from_store.onnx")
    assert (tmp_path / "from_store.onnx").read_bytes() == (tmp_path / "from_side.onnx").read_bytes() == data
    onnxjson.dump(tmp_path / "from_store.onnx", tmp_path / "side2.json", sidecar=tmp_path / "side2.bin",
                  strip_threshold=0)
    assert (tmp_path / "side2.bin").read_bytes() == (tmp_path / "side.bin").read_bytes()
    # a stripped document builds from the store (--store) as from the original (--weights-from);
    # (string_data stays inline in a store document, as in a sidecar one: a model without strings)
    plain = model(12)
    (tmp_path / "p.onnx").write_bytes(plain)
    onnxjson.dump(plain, tmp_path / "pstore.json", store=tmp_path / "s")
    onnxjson.dump(plain, tmp_path / "pstrip.json", strip_weights=True)
    onnxjson.build(tmp_path / "pstrip.json", tmp_path / "a.onnx", store=tmp_path / "s")
    onnxjson.build(tmp_path / "pstrip.json", tmp_path / "b.onnx", weights_from=tmp_path / "p.onnx")
    assert (tmp_path / "a.onnx").read_bytes() == (tmp_path / "b.onnx").read_bytes() == plain
    # a store document is the stripped document plus the store's name: --weights-from builds it too
    doc = json.loads((tmp_path / "pstore.json").read_bytes())
    del doc["$onnxjson"]["weights"]
    assert json.loads((tmp_path / "pstrip.json").read_bytes()) == doc
    os.rename(tmp_path / "s", tmp_path / "gone")
    onnxjson.build(tmp_path / "pstore.json", tmp_path / "c.onnx", weights_from=tmp_path / "p.onnx")
    assert (tmp_path / "c.onnx").read_bytes() == plain  # its store gone: weights_from supplies it


# -- the other commands ---------------------------------------------------------------------------------

def test_validate_checks_blobs_exist_with_their_sizes(tmp_path: Path) -> None:
    onnxjson.dump(model(6), tmp_path / "m.json", store=tmp_path / "s")
    assert onnxjson.validate(tmp_path / "m.json").valid
    doc = json.loads((tmp_path / "m.json").read_bytes())
    digest = doc["graph"]["initializer"][1]["raw_data"]["sha256"]
    blob = tmp_path / "s" / digest[:2] / digest
    blob.write_bytes(blob.read_bytes()[:-1])
    result = onnxjson.validate(tmp_path / "m.json")
    assert not result.valid and "w1" in str(result.findings[0]) and "bytes" in str(result.findings[0])
    blob.unlink()
    result = onnxjson.validate(tmp_path / "m.json")
    assert not result.valid and "no such file" in str(result.findings[0])


def test_diff_info_textconv_of_store_documents_read_no_blob(tmp_path: Path) -> None:
    onnxjson.dump(model(7), tmp_path / "a.json", store=tmp_path / "s")
    changed = model(7)
    m = onnx.load_from_string(changed)
    m.graph.initializer[2].raw_data = bytes(len(m.graph.initializer[2].raw_data))
    (tmp_path / "b.onnx").write_bytes(m.SerializeToString())
    onnxjson.dump(tmp_path / "b.onnx", tmp_path / "b.json", store=tmp_path / "s")
    os.rename(tmp_path / "s", tmp_path / "away")  # digests decide: no blob is needed
    result = run("diff", "a.json", "b.json", cwd=tmp_path)
    assert result.returncode == 1 and "w2" in result.stdout and "w1" not in result.stdout, result
    assert run("diff", "b.json", "b.onnx", cwd=tmp_path).returncode == 0
    info = run("info", "a.json", cwd=tmp_path)
    assert info.returncode == 0, info.stderr
    text = run("textconv", "a.json", cwd=tmp_path)
    assert text.returncode == 0 and '"sha256"' in text.stdout
    os.rename(tmp_path / "away", tmp_path / "s")
    verified = run("verify", "a.json", "b.json", cwd=tmp_path)
    assert verified.returncode == 0 and verified.stdout.count("identical") == 2, verified
    digest = json.loads((tmp_path / "b.json").read_bytes())["graph"]["initializer"][1]["raw_data"]["sha256"]
    blob = tmp_path / "s" / digest[:2] / digest
    blob.write_bytes(blob.read_bytes()[:-1] + b"!")
    damaged = run("verify", "b.json", cwd=tmp_path)
    assert damaged.returncode == 2 and 'tensor "w1"' in damaged.stderr and digest in damaged.stderr


def test_merge_of_store_documents_is_a_store_document(tmp_path: Path) -> None:
    base = onnx.load_from_string(model(8))
    ours, theirs = onnx.ModelProto(), onnx.ModelProto()
    ours.CopyFrom(base)
    theirs.CopyFrom(base)
    ours.graph.initializer[1].raw_data = bytes(len(base.graph.initializer[1].raw_data))
    theirs.graph.initializer[4].raw_data = b"\x01" * len(base.graph.initializer[4].raw_data)
    expected = onnx.ModelProto()
    expected.CopyFrom(ours)
    expected.graph.initializer[4].raw_data = theirs.graph.initializer[4].raw_data
    for name, m in (("base", base), ("ours", ours), ("theirs", theirs)):
        onnxjson.dump(m.SerializeToString(), tmp_path / f"{name}.json", store=tmp_path / "s")
    (tmp_path / "out").mkdir()
    result = run("merge", "base.json", "ours.json", "theirs.json", "-o", "out/merged.json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    merged = json.loads((tmp_path / "out" / "merged.json").read_bytes())
    assert merged["$onnxjson"]["weights"] == {"store": "../s"}
    onnxjson.build(tmp_path / "out" / "merged.json", tmp_path / "merged.onnx", trust_paths=True)
    assert (tmp_path / "merged.onnx").read_bytes() == expected.SerializeToString()


# -- gc and verify ---------------------------------------------------------------------------------------

def test_store_gc_lists_and_deletes_unreferenced_blobs(tmp_path: Path) -> None:
    onnxjson.dump(model(9, shared=3), tmp_path / "a.json", store=tmp_path / "s")
    onnxjson.dump(model(10, shared=3), tmp_path / "b.json", store=tmp_path / "s")
    a = {r["sha256"] for r in refs(json.loads((tmp_path / "a.json").read_bytes()))}
    assert len(blobs(tmp_path / "s")) == 9
    listed = run("store", "gc", "s", "a.json", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.count("unreferenced") == 3 and len(blobs(tmp_path / "s")) == 9
    removed = run("store", "gc", "s", "a.json", "--delete", cwd=tmp_path)
    assert removed.returncode == 0 and set(blobs(tmp_path / "s")) == a
    onnxjson.build(tmp_path / "a.json", tmp_path / "a.onnx")
    assert run("store", "gc", "s", "a.json", cwd=tmp_path).stdout.count("unreferenced") == 0
    assert run("store", "gc", "s", cwd=tmp_path).returncode == 2


def test_store_verify_rehashes_every_blob(tmp_path: Path) -> None:
    onnxjson.dump(model(11), tmp_path / "a.json", store=tmp_path / "s")
    assert run("store", "verify", "s", cwd=tmp_path).returncode == 0
    name = sorted(blobs(tmp_path / "s"))[3]
    path = tmp_path / "s" / name[:2] / name
    path.write_bytes(path.read_bytes()[:-1] + b"\xff")
    result = run("store", "verify", "s", cwd=tmp_path)
    assert result.returncode == 1 and name in result.stdout
    assert run("store", "verify", "nothere", cwd=tmp_path).returncode == 2


# -- the benchmark's byte counts ------------------------------------------------------------------------

def test_benchmark_byte_counts(tmp_path: Path) -> None:
    """bench/store.py's measures at 64 KiB tensors (the benchmark runs 4 MiB): a second version
    changing one tensor of 48 adds that tensor's bytes (within 10%), re-dumping adds nothing, a
    model sharing 40 frozen tensors adds its 8 own."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_store", Path(__file__).parent.parent / "bench" / "store.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    size = 64 << 10
    result = bench.dedup(tmp_path, tensors=48, tensor_bytes=size)
    assert result["first"] == 48 * size
    assert abs(result["edit"] - size) <= size // 10
    assert result["redump"] == 0
    assert result["frozen"] == 8 * size


# -- git-setup: the store in Git LFS -------------------------------------------------------------------------

@pytest.mark.skipif(shutil.which("git") is None or shutil.which("git-lfs") is None,
                    reason="git and git-lfs are needed")
def test_git_setup_puts_the_store_in_lfs_and_a_commit_adds_only_changed_tensors(tmp_path: Path) -> None:
    """The README flow in a real repository with the real git-lfs: the store's blobs are LFS files,
    and the commit of a version that changes one tensor adds one LFS object."""
    from test_git import Repo

    (tmp_path / "repo").mkdir()
    (tmp_path / "home").mkdir()
    r = Repo(tmp_path / "repo", tmp_path / "home")
    r.git("init", "-q", "-b", "main")
    r.git("config", "user.name", "onnxjson tests")
    r.git("config", "user.email", "tests@onnxjson.invalid")
    r.git("config", "commit.gpgsign", "false")
    r.git("lfs", "install", "--local")
    (r.path / "model.onnx").write_bytes(model(13, n=6, shape=(64, 64)))
    assert r.onnxjson("dump", "model.onnx", "-o", "model.onnx.json", "--store", "weights").returncode == 0
    done = r.onnxjson("git-setup", "--store", "weights")
    assert done.returncode == 0, done.stderr
    assert "weights/** filter=lfs" in (r.path / ".gitattributes").read_text()
    r.commit("v1", ".gitattributes", "model.onnx.json", "weights")
    first = set(r.git("lfs", "ls-files", "--name-only").split())
    assert len(first) == 6 and all(name.startswith("weights/") for name in first)
    stored = r.git("cat-file", "-p", f"HEAD:{sorted(first)[0]}")
    assert stored.startswith("version https://git-lfs.github.com/spec/v1")  # a pointer in git
    # version 2: one tensor changed
    m = onnx.load(r.path / "model.onnx")
    m.graph.initializer[3].raw_data = bytes(len(m.graph.initializer[3].raw_data))
    onnx.save(m, r.path / "model.onnx")
    assert r.onnxjson("dump", "model.onnx", "-o", "model.onnx.json", "--store", "weights").returncode == 0
    r.commit("v2", "model.onnx.json", "weights")
    added = r.git("diff", "--name-only", "--diff-filter=A", "HEAD~1", "HEAD").split()
    assert len(added) == 1 and added[0].startswith("weights/")
    assert set(r.git("lfs", "ls-files", "--name-only").split()) == first | set(added)
    # a fresh clone: without git-lfs's files the blobs are pointers (named as such); pulled, it builds
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(r.path), str(clone)], env=r.env, check=True, capture_output=True)
    built = subprocess.run([*cli_command(cli_env()), "build", "model.onnx.json", "-o", "m.onnx"], cwd=clone,
                           env=cli_env(), capture_output=True, text=True, check=False)
    assert built.returncode == 2 and "Git LFS pointer" in built.stderr and "git lfs pull" in built.stderr
    for args in (["lfs", "install", "--local"], ["lfs", "pull"]):
        subprocess.run(["git", *args], cwd=clone, env=r.env, check=True, capture_output=True)
    built = subprocess.run([*cli_command(cli_env()), "build", "model.onnx.json", "-o", "m.onnx"], cwd=clone,
                           env=cli_env(), capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr
    assert (clone / "m.onnx").read_bytes() == (r.path / "model.onnx").read_bytes()


@pytest.mark.parametrize("seed", range(30))
def test_seeded_store_damage_is_refused(tmp_path: Path, accel_path: str, seed: int) -> None:
    """Any damage to any blob (a flipped byte anywhere, cut, grown, swapped with another, removed,
    a folder or a symlink in its place) is an error naming the tensor, never a model with wrong
    weights; the intact store builds exactly. Blobs of both sizes: checked at fetch and while copied."""
    rnd = random.Random(seed)
    data = model(seed, n=4, shape=(rnd.choice([16, 600]), 600))
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "s")
    onnxjson.build(tmp_path / "m.json", tmp_path / "ok.onnx")
    assert (tmp_path / "ok.onnx").read_bytes() == data
    names = sorted(blobs(tmp_path / "s"))
    name = rnd.choice(names)
    path = tmp_path / "s" / name[:2] / name
    raw = bytearray(path.read_bytes())
    kind = rnd.choice(["flip", "cut", "grow", "swap", "remove", "folder", "symlink"])
    if kind == "flip":
        raw[rnd.randrange(len(raw))] ^= 1 << rnd.randrange(8)
        path.write_bytes(raw)
    elif kind == "cut":
        path.write_bytes(raw[:rnd.randrange(len(raw))])
    elif kind == "grow":
        path.write_bytes(raw + bytes(rnd.randrange(1, 9)))
    elif kind == "swap":
        other = next(n for n in names if n != name)
        path.write_bytes((tmp_path / "s" / other[:2] / other).read_bytes())
    elif kind == "remove":
        path.unlink()
    elif kind == "folder":
        path.unlink()
        path.mkdir()
    else:
        path.unlink()
        (tmp_path / "outside").write_bytes(raw)
        os.symlink(tmp_path / "outside", path)
    with pytest.raises(OnnxJsonError) as caught:
        onnxjson.build(tmp_path / "m.json", tmp_path / "bad.onnx")
    assert "tensor" in str(caught.value) and not (tmp_path / "bad.onnx").exists()


def test_many_blobs_under_a_low_open_files_limit(tmp_path: Path) -> None:
    """A build keeps each large blob mapped until the output is written: with a soft limit of 64
    open files, a model of 150 small and 80 large blobs still builds (small blobs are read and
    closed at once; the soft limit is raised to the hard one)."""
    small = [numpy_helper.from_array(np.full(300, i, np.float32), f"s{i}") for i in range(150)]
    large = [numpy_helper.from_array(np.full(1 << 18, i, np.float32), f"l{i}") for i in range(80)]
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=small + large)).SerializeToString()
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "s")
    done = subprocess.run(["sh", "-c", 'ulimit -Sn 64 && exec "$@"', "sh", sys.executable, "-m", "onnxjson", "build",
                           "m.json", "-o", "m.onnx"], cwd=tmp_path, env=cli_env(), capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "m.onnx").read_bytes() == data


def test_a_dump_replaces_a_blob_of_the_wrong_size(tmp_path: Path) -> None:
    data = model(14)
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "s")
    names = sorted(blobs(tmp_path / "s"))
    cut = tmp_path / "s" / names[0][:2] / names[0]
    cut.write_bytes(cut.read_bytes()[:100])
    linked = tmp_path / "s" / names[1][:2] / names[1]
    linked.unlink()
    os.symlink("/dev/null", linked)
    with pytest.raises(OnnxJsonError):
        onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    onnxjson.dump(data, tmp_path / "m.json", store=tmp_path / "s")
    assert not linked.is_symlink()
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data


@pytest.mark.parametrize("seed", range(25))
def test_seeded_models_sharing_tensors_store_each_payload_once(tmp_path: Path, accel_path: str, seed: int) -> None:
    """Models drawn from one pool of tensors (of sizes around the threshold, some repeated within a
    model, raw or typed): the store holds exactly one blob for each distinct payload above the
    threshold, of its size, and every document builds to its model."""
    rnd = random.Random(seed)
    threshold = rnd.choice([0, 64, 1024])
    pool = []
    for i in range(12):
        values = np.random.default_rng(seed * 100 + i).standard_normal(rnd.choice([3, 16, 17, 256, 300]))
        pool.append(values.astype(np.float32))
    expected: dict[str, int] = {}
    models = []
    for k in range(4):
        tensors = []
        for j in range(rnd.randrange(1, 8)):
            values = pool[rnd.randrange(len(pool))]
            if rnd.random() < 0.3:
                tensor = helper.make_tensor(f"t{j}", onnx.TensorProto.FLOAT, values.shape, values.tolist())
            else:
                tensor = numpy_helper.from_array(values, f"t{j}")
            tensors.append(tensor)
            if values.nbytes > threshold:
                expected[hashlib.sha256(values.tobytes()).hexdigest()] = values.nbytes
        data = helper.make_model(helper.make_graph([], f"g{k}", [], [], initializer=tensors)).SerializeToString()
        models.append(data)
        onnxjson.dump(data, tmp_path / f"{k}.json", store=tmp_path / "s", strip_threshold=threshold)
    assert {name: len(b) for name, b in blobs(tmp_path / "s").items()} == expected
    for k, data in enumerate(models):
        onnxjson.build(tmp_path / f"{k}.json", tmp_path / "out.onnx")
        assert (tmp_path / "out.onnx").read_bytes() == data
