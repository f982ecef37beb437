"""Round trips of real ONNX files: the onnx wheel's backend test data and its node test cases.

Every file is canonical protobuf (what onnx/protobuf serializers write), so every document must be
free of ``$layout`` and ``$unknown`` and rebuild bit-exactly, from the dict and from JSON text.
"""

from __future__ import annotations

import json
import time
import warnings
from collections.abc import Sequence
from typing import Any
from unittest import mock

import numpy as np
import onnx
import pytest
from corpora import BACKEND_DATA, BACKEND_FILES, message_type
from readers import READERS, build_text

import onnxjson

DATA_DIR = BACKEND_DATA
CORPUS = sorted(p.relative_to(DATA_DIR).as_posix() for p in BACKEND_FILES)

#: Files that are known not to be canonical, with the reason. None were found in onnx 1.23.2: all
#: 476 files are exactly what protobuf re-serializes.
NON_CANONICAL: dict[str, str] = {}


def _reserved_paths(value: Any, path: str = "$") -> list[str]:
    found = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("$layout", "$unknown"):
                found.append(f"{path}.{k}")
            found.extend(_reserved_paths(v, f"{path}.{k}"))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found.extend(_reserved_paths(v, f"{path}[{i}]"))
    return found


def test_corpus_found() -> None:
    assert len(CORPUS) > 100, f"backend test data not found under {DATA_DIR}"


@pytest.mark.slow
@pytest.mark.parametrize("rel", CORPUS)
@pytest.mark.usefixtures("accel_path")
def test_backend_data_file_roundtrip(rel: str) -> None:
    path = DATA_DIR / rel
    data = path.read_bytes()
    declared = message_type(path)  # a sequence and an optional may share their bytes (onnx 1.16's data)
    doc = onnxjson.to_dict(path, type=declared)
    root = doc["$onnxjson"]["type"]
    if rel.endswith(".onnx"):
        assert root == "ModelProto"
    else:
        assert root in ("TensorProto", "SequenceProto", "MapProto", "OptionalProto")
    assert onnxjson.from_dict(doc) == data
    assert onnxjson.from_dict(json.loads(json.dumps(doc, allow_nan=False))) == data
    text = onnxjson.dumps(data, type=declared).encode()
    for mode in READERS:  # what dump writes, built as build builds it, by both document readers
        assert build_text(text, mode) == data, mode
    if rel in NON_CANONICAL:
        return
    assert _reserved_paths(doc) == []
    # Cross-check the claim that the file is canonical: protobuf re-serializes it identically.
    cls = getattr(onnx, root)
    assert cls.FromString(data).SerializeToString() == data


def _pool_shape_only(padded: np.ndarray, x_shape: Sequence[int], kernel: Sequence[int], strides: Sequence[int],
                     out_shape: Sequence[int], *args: Any, **kwargs: Any) -> np.ndarray:
    """What onnx's reference pooling (``op_pool_common.pool``) returns, but for its values: an array
    of its shape and type, the shape and type it makes its own result of before filling it."""
    return np.zeros([x_shape[0], x_shape[1], *out_shape], dtype=padded.dtype)


@pytest.fixture(scope="module")
def node_testcases() -> list[Any]:
    """onnx's node test cases. Only their models are tested here, not their expected outputs: the
    3-D pooling cases' outputs, computed a window at a time in Python (three quarters of the time
    onnx takes to make all the cases), are made as arrays of the right shape and type without their
    values. A model takes only the outputs' shape and type (the models are byte-identical either
    way: checked with onnx 1.23.2, 1,884 models; to be checked again when onnx changes ``pool``)."""
    from onnx.backend.test.case.node import collect_testcases
    from onnx.reference.ops import op_pool_common

    with warnings.catch_warnings(), mock.patch.object(op_pool_common, "pool", _pool_shape_only):
        warnings.simplefilter("ignore")  # the test case generators divide by zero on purpose
        return collect_testcases(None)


@pytest.mark.slow
def test_all_node_testcase_models_roundtrip(node_testcases: list[Any]) -> None:
    start = time.perf_counter()
    failures: list[tuple[str, str]] = []
    checked = 0
    for case in node_testcases:
        model = case.model
        if model is None:
            continue
        data = model.SerializeToString()
        checked += 1
        try:
            doc = onnxjson.to_dict(data)
            if doc["$onnxjson"]["type"] != "ModelProto":
                failures.append((case.name, f"inferred as {doc['$onnxjson']['type']}"))
                continue
            reserved = _reserved_paths(doc)
            if reserved:
                failures.append((case.name, f"non-canonical document: {reserved[:3]}"))
            if onnxjson.from_dict(doc) != data:
                failures.append((case.name, "dict round trip differs"))
            elif onnxjson.from_dict(json.loads(json.dumps(doc, allow_nan=False))) != data:
                failures.append((case.name, "JSON round trip differs"))
            else:
                text = onnxjson.dumps(data).encode()
                for mode in READERS:  # built as build builds it, by both document readers
                    if build_text(text, mode) != data:
                        failures.append((case.name, f"build through the {mode} reader differs"))
        except Exception as e:  # noqa: BLE001 - collect everything, report at the end
            failures.append((case.name, f"{type(e).__name__}: {e}"))
    elapsed = time.perf_counter() - start
    print(f"\nnode test case models checked: {checked} in {elapsed:.1f}s, failures: {len(failures)}")
    assert checked > 1000
    assert failures == [], f"{len(failures)} of {checked} models failed: {failures[:10]}"
