"""diff reports only what it saw: ONNX external data it cannot read is "not compared" (issue 26, class 11).

Two byte-identical models whose external data could not be read on one side (missing, or a symlink or
hard link the path policy refuses) were reported as changed ("digest … → external m.data@0+864").
Now a value whose external data a side did not read is unknown: when that is all that may differ, the
change is of kind ``"uncompared"`` (``?`` in the text, exit 2: diff could not do its job), and with
other differences the line says which values were not compared.

The policy for symlinked external data (docs/FORMAT.md section 6): a symlink that stays inside the
model's folder is followed; one that leads out (a model cache's snapshot folder linking into its blob
folder) and a file with other hard links are refused unless ``--trust-paths`` (``trust_paths=True``).

The property test saves real models with their weights as external data in two folders, edits some
weights on one side or none, damages one side's data file (missing, cut short, a symlink out, a
symlink inside, a hard link) or none, and checks every change diff reports against what it could see,
with and without trust_paths, on both paths.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from onnx import numpy_helper

import onnxjson
from onnxjson import _api
from onnxjson.diff import DiffResult, render_text

#: ONNXJSON_FUZZ_EXAMPLES=N runs N cases of each property test (as test_merge.py does).
EXAMPLES = int(os.environ.get("ONNXJSON_FUZZ_EXAMPLES", "0") or 0)
DAMAGES = ("none", "missing", "cut short", "symlink out", "symlink inside", "hard link")
#: The damages the path policy refuses (trust_paths reads through them) and those nothing can read.
REFUSED = {"symlink out", "hard link"}
UNREADABLE = {"missing", "cut short"}


def _models() -> dict[str, onnx.ModelProto]:
    """Real models with at least one float initializer of a few elements or more."""
    out: dict[str, onnx.ModelProto] = {}
    for path in [*SAMPLE_MODELS, *BACKEND_MODELS]:
        if path.stat().st_size > 60_000:
            continue
        model = onnx.load(path, load_external_data=False)
        inits = [t for t in model.graph.initializer if t.data_type == onnx.TensorProto.FLOAT
                 and t.HasField("raw_data") and len(t.raw_data) >= 8]
        if inits and all(t.data_location != onnx.TensorProto.EXTERNAL for t in model.graph.initializer):
            out[f"{path.parent.name}/{path.name}"] = model
        if len(out) >= 12:
            break
    return out


MODELS = _models()


def _save(model: onnx.ModelProto, folder: Path, edits: set[str]) -> list[str]:
    """The model in ``folder``/m.onnx with every initializer in m.data; the float initializers
    named in ``edits`` get their first element changed. Returns the names stored externally."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    for t in model.graph.initializer:
        if t.name in edits:
            values = numpy_helper.to_array(t).copy()
            values.flat[0] = values.flat[0] + np.float32(1.5)
            t.CopyFrom(numpy_helper.from_array(values, t.name))
    folder.mkdir(parents=True)
    onnx.save(model, folder / "m.onnx", save_as_external_data=True, all_tensors_to_one_file=True,
              location="m.data", size_threshold=0)
    stored = onnx.load(folder / "m.onnx", load_external_data=False)
    return [t.name for t in stored.graph.initializer if t.data_location == onnx.TensorProto.EXTERNAL]


def _damage(folder: Path, how: str) -> None:
    data = folder / "m.data"
    if how == "missing":
        data.unlink()
    elif how == "cut short":
        data.write_bytes(data.read_bytes()[:4])
    elif how == "symlink out":  # as a model cache keeps it: snapshots/<rev>/m.data -> ../../blobs/<digest>
        blob = folder.parent / "blobs" / f"{folder.name}-blob"
        blob.parent.mkdir(exist_ok=True)
        data.rename(blob)
        data.symlink_to(os.path.relpath(blob, folder))
    elif how == "symlink inside":
        (folder / "store").mkdir()
        data.rename(folder / "store" / "blob")
        data.symlink_to("store/blob")
    elif how == "hard link":
        os.link(data, folder.parent / f"{folder.name}-other-link")


def _check(result: DiffResult, stored: list[str], edits: set[str], seen: dict[str, bool]) -> None:
    """Every change is one diff could see; a tensor a side did not read is never said to change
    (or to stay): it is uncompared unless something else about it differs."""
    text = render_text(result.changes, color=False)
    read_both = seen["old"] and seen["new"]
    by_path = {c.path: c for c in result.changes}
    for name in stored:
        change = by_path.pop(f"graph.initializer[{name}]", None)
        if read_both:
            assert (change is not None) == (name in edits), text
            if change is not None:
                assert change.kind == "changed", text
        else:
            assert change is not None and change.kind == "uncompared", text
            side = "old" if not seen["old"] else "new"
            assert f"the {side} side's external data" in change.detail, text
    # Nothing else, but for the tensors of subgraphs in the same file (unread, so not compared).
    assert all(not read_both and c.kind == "uncompared" for c in by_path.values()), text
    assert result.differ == (read_both and bool(edits))


SETTINGS = settings(max_examples=EXAMPLES or 60, deadline=None, database=None, print_blob=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@SETTINGS
@given(st.sampled_from(sorted(MODELS)), st.sampled_from(DAMAGES), st.sampled_from(("old", "new")),
       st.booleans(), st.data())
def test_diff_says_only_what_it_saw(accel_path: str, tmp_path_factory: pytest.TempPathFactory, name: str,
                                    damage: str, side: str, trust: bool, data: Any) -> None:
    model = MODELS[name]
    floats = sorted(t.name for t in model.graph.initializer if t.data_type == onnx.TensorProto.FLOAT
                    and t.HasField("raw_data") and len(t.raw_data) >= 8)
    edits = set(data.draw(st.lists(st.sampled_from(floats), max_size=2, unique=True)))
    note(f"{name}: {damage} on the {side} side, trust_paths={trust}, edits {sorted(edits)}")
    root = tmp_path_factory.mktemp("external")
    stored = _save(model, root / "old", set())
    assert _save(model, root / "new", edits) == stored
    _damage(root / side, damage)
    readable = damage not in UNREADABLE and (trust or damage not in REFUSED)
    seen = {"old": True, "new": True, side: readable}
    old, new = str(root / "old" / "m.onnx"), str(root / "new" / "m.onnx")
    result = onnxjson.diff(old, new, trust_paths=trust)
    _check(result, stored, edits, seen)
    # The files' form (the CLI's: both inputs kept open and mapped) says the same.
    changes = _api.diff_files(old, new, trust_paths=trust)
    assert [(c.kind, c.path, c.detail) for c in changes] == [(c.kind, c.path, c.detail) for c in result.changes]


# -- the finding and the command line ------------------------------------------------------------
def _pair(tmp_path: Path) -> tuple[Path, Path]:
    weights = numpy_helper.from_array(np.arange(216, dtype=np.float32).reshape(6, 36), "w")
    graph = onnx.helper.make_graph([onnx.helper.make_node("Identity", ["w"], ["y"])], "g", [],
                                   [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [6, 36])],
                                   initializer=[weights])
    model = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 18)])
    for side in ("a", "b"):
        (tmp_path / side).mkdir()
        onnx.save(onnx.ModelProto.FromString(model.SerializeToString()), tmp_path / side / "m.onnx",
                  save_as_external_data=True, location="m.data", size_threshold=0)
    return tmp_path / "a" / "m.onnx", tmp_path / "b" / "m.onnx"


def test_unread_external_data_is_not_compared(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The finding: identical models, one side's m.data missing: exit 1 with "digest … → external
    …data@0+864". Now "?" (not compared) and exit 2."""
    from onnxjson import cli

    a, b = _pair(tmp_path)
    assert not onnxjson.diff(str(a), str(b))
    (tmp_path / "b" / "m.data").unlink()
    result = onnxjson.diff(str(a), str(b))
    assert [(c.kind, c.path) for c in result.changes] == [("uncompared", "graph.initializer[w]")]
    assert result and not result.differ and result.uncompared == result.changes
    assert "digest" not in result.changes[0].detail
    code = cli.main(["diff", str(a), str(b)])
    out, err = capsys.readouterr()
    assert code == 2
    assert out.startswith("? initializer w: cannot compare: the new side's external data m.data@0+864 was not read")
    assert err.count("\n") == 1 and err.startswith("error: could not compare 1 value")


def test_a_model_cache_symlink_is_followed_with_trust_paths(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    from onnxjson import cli

    a, b = _pair(tmp_path)
    _damage(tmp_path / "b", "symlink out")
    code = cli.main(["diff", str(a), str(b)])
    out, err = capsys.readouterr()
    assert code == 2 and "refused:" in out and "--trust-paths" in err
    assert cli.main(["diff", "--trust-paths", str(a), str(b)]) == 0
    # An edit seen through the link is a change (exit 1), and other changes beside an unread
    # value still make the answer "they differ".
    blob = tmp_path / "blobs" / "b-blob"
    data = bytearray(blob.read_bytes())
    data[0] ^= 1
    blob.write_bytes(bytes(data))
    assert cli.main(["diff", "--trust-paths", str(a), str(b)]) == 1
    out, _err = capsys.readouterr()
    assert out.startswith("~ initializer w: digest")


def test_other_differences_beside_an_unread_value_are_differences(tmp_path: Path) -> None:
    a, b = _pair(tmp_path)
    model = onnx.load(b, load_external_data=False)
    model.graph.initializer[0].doc_string = "edited"
    model.producer_name = "edited"
    onnx.save(model, b)
    (tmp_path / "b" / "m.data").unlink()
    result = onnxjson.diff(str(a), str(b))
    assert result.differ
    [weight] = [c for c in result.changes if c.path == "graph.initializer[w]"]
    assert weight.kind == "changed" and "values not compared" in weight.detail and "doc_string" in weight.detail
