"""validate agrees with the runtimes on a seeded sample of the mutation corpus (tests/mutations.py).

Of the mutants onnx.checker (full_check=False) or onnxruntime refuses, validate reports every one
with a JSON path (the whole corpus: all 2,795 of them); of those both accept (190), it refuses none. The sample is the made seeds and the samples (fast to load) and a few backend models,
a few mutants of each kind, on both paths (python tests/mutations.py measures the whole corpus).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from mutations import (
    MUTATIONS,
    accepted_seeds,
    made_models,
    mutants,
    storage_cases,
    storage_verdicts,
    verdicts,
)

import onnxjson
from onnxjson import jsonio
from onnxjson.validate import validate_document

pytest.importorskip("onnxruntime", reason="onnxruntime is in the test extras: the runtime being compared")

SEED = int(os.environ.get("ONNXJSON_AGREEMENT_SEED", "27"))
_SEEDS: list[tuple[str, dict[str, Any]]] = []


def _seeds() -> list[tuple[str, dict[str, Any]]]:
    if not _SEEDS:
        _SEEDS.extend(accepted_seeds(backend_limit=6))
    return _SEEDS


@pytest.mark.parametrize("kind", sorted(MUTATIONS))
def test_validate_refuses_what_a_runtime_refuses(kind: str, accel_path: str, tmp_path: Path) -> None:
    print(f"seed {SEED}")
    for k, (_, name, note, doc) in enumerate(mutants(_seeds(), SEED, per_kind=3, kinds=[kind])):
        v = verdicts(doc)
        # build --strict refuses exactly what validate reports (less a oneof with two members set,
        # which rebuilds exactly: the one rule validate has that build does not stop at).
        path = tmp_path / f"{k}.json"
        path.write_bytes(jsonio.dumps_document(doc))
        reported = {f.rule for f in validate_document(jsonio.read_document(path.read_bytes()))} - {"oneof"}
        try:
            onnxjson.build(path, tmp_path / f"{k}.onnx", strict=True)
            built = True
        except onnxjson.OnnxJsonError:
            built = False
        assert built == (not reported), f"{kind} on {name} ({note}): validate {sorted(reported)}, build --strict " \
            + ("wrote it" if built else "refused it")
        if v.runtime_refuses:
            assert v.validate, f"{kind} on {name} ({note}): refused ({v.detail}) but validate says valid"
            assert all(isinstance(p, str) for p in v.paths)
        else:
            assert not v.validate, f"{kind} on {name} ({note}): both runtimes accept, validate refuses {v.paths}"


def test_schema_and_graph_findings_are_reported_together(accel_path: str) -> None:
    _, model = next(made_models())
    doc = onnxjson.to_dict(model.SerializeToString())
    doc["graph"]["output"].append({"name": "nothing_makes_this", "type": doc["graph"]["output"][0]["type"]})
    doc["producer_nmae"] = "typo"
    rules = {f.rule for f in validate_document(doc)}
    assert "dangling-output" in rules and any(r.startswith("schema") for r in rules), rules


def test_dims_against_payloads_kept_outside_the_document(accel_path: str, tmp_path: Path) -> None:
    # A sidecar, ONNX external data, a stripped placeholder: dims that disagree with the payload.
    for kind, doc, where in storage_cases(tmp_path / accel_path):
        v = storage_verdicts(doc, where, kind.split(":")[1])
        assert v.runtime_refuses and v.validate and all(v.paths), (kind, where.name, v.detail)
