"""The real files the tests read: onnx's backend test data and the bundled samples, listed once.

A test module takes its corpus from here (or a slice of it) instead of walking the folders again:
each of pytest's workers imports every test module, and each walk of the backend data is 5,600
entries.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path

import onnx

ROOT = Path(__file__).resolve().parent.parent
SAMPLES_DIR = ROOT / "samples"
#: The samples' models (*.onnx), sorted.
SAMPLE_MODELS = sorted(SAMPLES_DIR.glob("*.onnx"))

BACKEND_DATA = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data"
#: Every model (.onnx) and message (.pb) file of onnx's backend test data, sorted.
BACKEND_FILES = sorted(p for p in BACKEND_DATA.rglob("*") if p.is_file() and p.suffix in (".onnx", ".pb"))
BACKEND_MODELS = [p for p in BACKEND_FILES if p.suffix == ".onnx"]
BACKEND_MESSAGES = [p for p in BACKEND_FILES if p.suffix == ".pb"]

_VALUE_KINDS = {"tensor_type": "TensorProto", "sequence_type": "SequenceProto", "optional_type": "OptionalProto",
                "map_type": "MapProto", "sparse_tensor_type": "SparseTensorProto"}


def message_type(path: Path) -> str | None:
    """The root type a backend .pb file holds, as its test's model declares it (``input_2.pb`` of a
    test data set is the value of the model's graph input 2), or None when no model says."""
    found = re.fullmatch(r"(input|output)_(\d+)\.pb", path.name)
    if found is None:
        return None
    graph = _test_graph(path.parent.parent / "model.onnx")
    if graph is None:
        return None
    values = graph.input if found[1] == "input" else graph.output
    index = int(found[2])
    return _VALUE_KINDS.get(values[index].type.WhichOneof("value") or "") if index < len(values) else None


@functools.cache
def _test_graph(model: Path) -> onnx.GraphProto | None:
    return onnx.load(os.fspath(model), load_external_data=False).graph if model.is_file() else None
