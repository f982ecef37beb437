"""Hand-edited sidecars (issue 28, item 9): diff never says "no change" where build refuses.

A sidecar's ranges are named in the document by offset, size and SHA-256; build checks each range
against its digest. diff used to compare the digests written in the documents, so a sidecar whose
bytes were edited by hand compared equal while build refused it. Now diff hashes each range it can
read (the digest of the bytes the sidecar holds now is the payload's digest) and reports a side
whose sidecar no longer matches its document, even when both sides hold the same edited bytes.
``onnxjson rehash DOC`` accepts the edit: it rewrites the document's digests from the sidecar.

The property test edits random bytes of a dumped sidecar (inside ranges, in the padding between
them, or both): diff reports a change exactly when an edited byte lies in a range, and build
refuses exactly then; after rehash, build succeeds and dumping the built model gives the rehashed
document again. Both paths.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from onnxjson import _api
from onnxjson.errors import WeightsError

ROOT = Path(__file__).resolve().parent.parent
MODELS = ("torch_attention.onnx", "features.onnx")
EXAMPLES = int(os.environ.get("ONNXJSON_FUZZ_EXAMPLES", "0") or 0) or 16


def _ranges(doc_path: Path) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    stack: list[object] = [json.loads(doc_path.read_text())]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if isinstance(value.get("offset"), int) and isinstance(value.get("size"), int) and "sha256" in value:
                found.append((value["offset"], value["size"]))
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return found


def _dumped(tmp: Path, model: str) -> tuple[Path, Path]:
    doc, side = tmp / "d.json", tmp / "w.bin"
    for p in (doc, side, tmp / "b.onnx"):
        p.unlink(missing_ok=True)
    _api.dump(ROOT / "samples" / model, doc, sidecar=side)
    return doc, side


_PRISTINE: dict[str, bytes] = {}


def _pristine(factory: pytest.TempPathFactory, model: str) -> bytes:
    """The sidecar of a fresh dump of ``model`` (the same layout every time: dumps are deterministic)."""
    if model not in _PRISTINE:
        _PRISTINE[model] = _dumped(factory.mktemp("fresh"), model)[1].read_bytes()
    return _PRISTINE[model]


@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(model=st.sampled_from(MODELS), data=st.data())
def test_edited_sidecar_diff_build_rehash(accel_path: str, tmp_path_factory: pytest.TempPathFactory,
                                          model: str, data: st.DataObject) -> None:
    tmp = tmp_path_factory.mktemp("edit")
    doc, side = _dumped(tmp, model)
    raw = bytearray(side.read_bytes())
    ranges = _ranges(doc)
    assert ranges
    edits = data.draw(st.lists(st.tuples(st.integers(0, len(raw) - 1), st.integers(1, 255)), min_size=1, max_size=4))
    for at, flip in edits:
        raw[at] ^= flip
    side.write_bytes(raw)
    # Flips of one byte may cancel: a range is touched when its bytes differ from a fresh dump's.
    pristine = _pristine(tmp_path_factory, model)
    touched = any(raw[s:s + n] != pristine[s:s + n] for s, n in ranges)
    note(f"edits {edits}, a range touched: {touched}")
    model_path = os.fspath(ROOT / "samples" / model)
    changes = _api.diff_files(model_path, os.fspath(doc))
    assert bool(changes) == touched, changes
    unified = _api.unified_diff(model_path, os.fspath(doc))  # the stripped texts: digests of the bytes now
    assert any(line.startswith("+") and '"sha256"' in line for line in unified.splitlines()) == touched
    self_changes = _api.diff_files(os.fspath(doc), os.fspath(doc))
    assert bool(self_changes) == touched, self_changes  # both sides edited alike: still said
    if touched:
        with pytest.raises(WeightsError, match="sidecar bytes do not match the digest"):
            _api.build(doc, tmp / "b.onnx")
    else:
        _api.build(doc, tmp / "b.onnx")
    changed = _api.rehash(doc)
    assert bool(changed) == touched
    _api.build(doc, tmp / "b.onnx")
    assert not _api.diff_files(os.fspath(doc), os.fspath(doc))
    again = tmp / "again"
    again.mkdir()
    _api.dump(tmp / "b.onnx", again / "d.json", sidecar=again / "w.bin")
    assert (again / "d.json").read_bytes() == doc.read_bytes()


def test_rehash_cli(tmp_path: Path) -> None:
    """The documented flow as the CLI runs it: diff names the edit and the command, build refuses
    (exit 2), rehash accepts it, build succeeds; rehash of an unedited document changes nothing."""
    doc, side = _dumped(tmp_path, "torch_attention.onnx")
    before = doc.read_bytes()
    cli = [sys.executable, "-m", "onnxjson"]

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*cli, *args], check=False, cwd=tmp_path, capture_output=True, text=True, timeout=120)

    done = run("rehash", "d.json")
    assert done.returncode == 0, done.stderr
    assert "every digest matches" in done.stdout and doc.read_bytes() == before
    start, size = _ranges(doc)[0]
    raw = bytearray(side.read_bytes())
    raw[start + size // 2] ^= 0x40
    side.write_bytes(raw)
    shown = run("diff", "d.json", "d.json")
    assert shown.returncode == 1, shown.stderr
    assert "onnxjson rehash" in shown.stdout and "was edited" in shown.stdout
    refused = run("build", "d.json", "-o", "b.onnx")
    assert refused.returncode == 2 and "do not match the digest" in refused.stderr
    assert "Traceback" not in refused.stderr
    done = run("rehash", "d.json")
    assert done.returncode == 0 and "1 digest rewritten" in done.stdout, done
    assert run("build", "d.json", "-o", "b.onnx").returncode == 0


def test_rehash_refuses_what_it_cannot_accept(tmp_path: Path) -> None:
    """A sidecar cut short (a range past its end) or missing, and a document without one: one error each;
    diff reports the cut one as changed and the missing one as not compared."""
    doc, side = _dumped(tmp_path, "torch_attention.onnx")
    side.write_bytes(side.read_bytes()[:100])
    with pytest.raises(WeightsError, match="past the end"):
        _api.rehash(doc)
    assert _api.diff_files(os.fspath(doc), os.fspath(doc))  # a cut sidecar is not "no change" either
    side.unlink()
    with pytest.raises(WeightsError, match="sidecar"):
        _api.rehash(doc)
    # A missing sidecar: its payloads compare by digest only, and diff says the bytes were not read.
    missing = _api.diff_files(os.fspath(doc), os.fspath(doc))
    assert missing and {c.kind for c in missing} == {"uncompared"}, missing
    assert all("was not read" in c.detail for c in missing)
    plain = tmp_path / "p.json"
    _api.dump(ROOT / "samples" / "torch_attention.onnx", plain)
    with pytest.raises(WeightsError, match="names no sidecar"):
        _api.rehash(plain)
